package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.ArgInfo;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.frontend.cirgen.abi.ReturnInfo;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.SemaRangeFor;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement;

import java.util.List;
import java.util.function.Supplier;

/**
 * Range-based {@code for} from Sema's plan ({@link SemaRangeFor}). Over an array, an index loop that raises to
 * {@code scf.for} as C's {@code for (long i = 0; i < N; i++)} does:
 * <pre>
 *   for (int v : a) body      cir.scope {
 *                               %a = &a;  cir.store 0, %__i
 *                               cir.loop for(cond : { cir.cmp(lt, load %__i, N) ... }, step : { %__i++ }) {
 *                                 %e = cir.ptr_stride(cir.cast(array_to_ptrdecay, %a), load %__i)
 *                                 v = load %e   (a reference variable holds %e)
 *                                 body } }
 * </pre>
 * Over a class: {@code __begin}/{@code __end} from its {@code begin()}/{@code end()} calls; pointers are compared
 * with {@code cir.cmp(ne)} and stepped with {@code cir.ptr_stride}, iterator objects through calls of their
 * {@code operator!=}, {@code operator++} and {@code operator*} (the object's address first).
 */
final class CIRGenRangeFor {
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;

    CIRGenRangeFor(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
    }

    void emit(ICPPASTRangeBasedForStatement rf) {
        SemaRangeFor.Plan plan = cgf.sema.cxx.rangeFor.plan(rf);
        if (plan == null) return;   // rejected by Sema
        IASTExpression range = plan.range();
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            Operation scope = CirOps.ScopeOp.create(b, List.of()).op();
            cgf.stmt.fill(scope.region(0), () -> {
                cgf.cleanups.pushScope(rf);
                Symbol var = plan.var();
                if (cgf.sema.symbols.current().lookupLocal(var.name) != var) cgf.sema.symbols.current().put(var);
                Value slot = cgf.alloca(var.type, var.name, true, var.alignAttr);
                cgf.locals.put(var, slot);
                // auto &&__range = range;: a class prvalue (for (x : make()), for (x : {1, 2})) is a temporary living as long as the loop
                Value obj = plan.temporary() ? cgf.temps.full(() -> cgf.temps.materialize(range, true)) : cgf.expr.emitLValue(range).addr();
                switch (plan.kind()) {
                    case ARRAY -> array(rf, plan, obj, slot);
                    case POINTER -> pointers(rf, plan, obj, slot);
                    case ITERATOR -> iterators(rf, plan, obj, slot);
                }
                cgf.cleanups.popScope();
            }, null);
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    // for (T v : a): an index from 0 to N
    private void array(ICPPASTRangeBasedForStatement rf, SemaRangeFor.Plan plan, Value arr, Value slot) {
        Value first = b.cast("array_to_ptrdecay", arr, CirTypes.ptr(cgf.cir(plan.element())));
        Value index = cgf.alloca(CType.LONG, "__i", true, 0);
        Type s64 = cgf.cir(CType.LONG);
        b.store(b.constInt(0, s64), index);
        loop(rf, plan, () -> b.cmp("lt", b.load(index), b.constInt(plan.length(), s64)),
                () -> b.store(b.unary("inc", b.load(index)), index),
                () -> bindElement(plan, b.ptrStride(first, b.load(index)), slot));
    }

    // for (T v : r) with T *begin(), T *end()
    private void pointers(ICPPASTRangeBasedForStatement rf, SemaRangeFor.Plan plan, Value obj, Value slot) {
        IASTExpression range = plan.range();
        Value begin = cgf.alloca(plan.iterator(), "__begin", true, 0), end = cgf.alloca(plan.iterator(), "__end", true, 0);
        b.store(callEnd(plan.begin(), obj, plan, plan.beginSlot(), range), begin);
        b.store(callEnd(plan.end(), obj, plan, plan.endSlot(), range), end);
        loop(rf, plan, () -> b.cmp("ne", b.load(begin), b.load(end)),
                () -> b.store(b.ptrStride(b.load(begin), b.constInt(1, cgf.cir(CType.LONG))), begin),
                () -> bindElement(plan, b.load(begin), slot));
    }

    // for (T v : r) with It begin(), It end(): it != end, ++it, *it as calls; begin() and end() build their results in
    // __begin and __end (through sret for an iterator with a user-provided copy constructor, std::deque's)
    private void iterators(ICPPASTRangeBasedForStatement rf, SemaRangeFor.Plan plan, Value obj, Value slot) {
        IASTExpression range = plan.range();
        Value begin = cgf.alloca(plan.iterator(), "__begin", true, 0), end = cgf.alloca(plan.iterator(), "__end", true, 0);
        callEndInto(plan.begin(), obj, plan, plan.beginSlot(), range, begin);
        callEndInto(plan.end(), obj, plan, plan.endSlot(), range, end);
        loop(rf, plan, () -> cgf.expr.convert(call(plan.notEqual(), List.of(begin, end)), returnType(plan.notEqual()), CType.BOOL, rf),
                () -> call(plan.increment(), List.of(begin)),
                () -> bindElement(plan, call(plan.deref(), List.of(begin)), slot));
    }

    /**
     * {@code __begin = range.begin()} (or {@code begin(range)}): the range's address (adjusted to the class declaring
     * a member {@code begin}) is the first argument; a virtual one is called through the vtable.
     */
    private Value callEnd(Symbol fn, Value obj, SemaRangeFor.Plan plan, int slot, IASTExpression range) {
        CType.Function f = (CType.Function) Types.unqual(fn.type);
        if (plan.memberBegin() && !f.params().isEmpty()) {
            Value adjusted = cgf.inheritance.adjust(obj, cgf.sema.typeOf(range), Types.pointee(f.params().get(0)), true);
            if (adjusted != null) obj = adjusted;
        }
        Value indirect = slot >= 0 ? cgf.cgm.vtables.virtualFunction(cgf, obj, slot, fn) : null;
        return cgf.expr.emitCallTo(fn, obj, new IASTInitializerClause[0], plan.iterator(), indirect);
    }

    private void callEndInto(Symbol fn, Value obj, SemaRangeFor.Plan plan, int slot, IASTExpression range, Value dest) {
        CType.Function f = (CType.Function) Types.unqual(fn.type);
        if (plan.memberBegin() && !f.params().isEmpty()) {
            Value adjusted = cgf.inheritance.adjust(obj, cgf.sema.typeOf(range), Types.pointee(f.params().get(0)), true);
            if (adjusted != null) obj = adjusted;
        }
        Value indirect = slot >= 0 ? cgf.cgm.vtables.virtualFunction(cgf, obj, slot, fn) : null;
        cgf.expr.emitCallToInto(fn, obj, new IASTInitializerClause[0], plan.iterator(), indirect, dest);
    }

    private static CType returnType(Symbol fn) { return ((CType.Function) Types.unqual(fn.type)).returnType(); }

    /** A call of an iterator operator whose arguments and result are scalars (addresses, bool, a value). */
    private Value call(Symbol fn, List<Value> args) {
        CType.Function ft = (CType.Function) Types.unqual(fn.type);
        FunctionInfo info = cgf.cgm.types.abi.lowerCall(ft, List.of());
        for (ArgInfo a : info.args())
            if (!(a instanceof ArgInfo.Direct)) throw new IllegalStateException("range-for operator with an indirect argument");
        cgf.cgm.function(fn, false);
        List<Type> results = info.type().returnsVoid() ? List.of() : List.of(info.type().returnType());
        Operation op = CirOps.CallOp.create(b, BuiltinAttrs.sym(fn.irName), args, results.isEmpty() ? null : results.get(0)).op();
        if (!(info.ret() instanceof ReturnInfo.Direct)) throw new IllegalStateException("range-for operator with an indirect result");
        return results.isEmpty() ? null : op.result(0);
    }

    /** {@code decl = *__begin}: a reference variable holds the element's address, a value variable a copy of it. */
    private void bindElement(SemaRangeFor.Plan plan, Value element, Value slot) {
        Symbol var = plan.var();
        if (plan.byRef()) {
            b.store(element, slot);
            return;
        }
        CType to = Types.unqual(var.type);
        if (to instanceof CType.Record) {
            SemaRangeFor.Copy copy = plan.copy();
            if (copy != null && copy.constructor() != null) CIRGenSpecialMembers.callCasting(cgf, copy.constructor(), List.of(slot, element));
            else CirOps.CopyOp.create(b, element, slot);
            // destroyed at the end of the iteration, and by break, continue, return and unwinding (the iteration's scope)
            if (copy != null && copy.destructor() != null) cgf.cleanups.addDestructor(slot, copy.destructor());
            return;
        }
        Value v = plan.elementValue() ? element : b.load(element, Types.isVolatile(plan.element()), 0);
        b.store(cgf.expr.convert(v, plan.element(), to, null), slot);
    }

    // for (auto &[k, v] : m): after the hidden element variable, the names' member addresses (CIRGenBindings)
    private void loop(ICPPASTRangeBasedForStatement rf, SemaRangeFor.Plan plan, Supplier<Value> cond, Runnable step, Runnable bind) {
        boolean iterationScope = plan.copy() != null && plan.copy().destructor() != null;   // the loop variable dies per iteration
        loop(cgf, "for", cond, step, () -> {
            if (iterationScope) cgf.cleanups.pushScope(null);
            bind.run();
            if (rf.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration sb) new CIRGenBindings(cgf).emit(sb);
        }, rf.getBody(), iterationScope ? cgf.cleanups::popScope : null);
    }

    static void loop(CIRGenFunction cgf, String kind, Supplier<Value> cond, Runnable step, Runnable prefix, org.eclipse.cdt.core.dom.ast.IASTStatement body) {
        loop(cgf, kind, cond, step, prefix, body, null);
    }

    /**
     * cir.loop of {@code kind}: the condition region ({@code cond}'s value: yield continue or leave), the step
     * region, and the body region ({@code prefix}, then the statement {@code body} as a block of its own).
     */
    static void loop(CIRGenFunction cgf, String kind, Supplier<Value> cond, Runnable step, Runnable prefix, org.eclipse.cdt.core.dom.ast.IASTStatement body,
                     Runnable suffix) {
        CIRGenBuilder b = cgf.b;
        Operation loop = CirOps.LoopOp.create(b, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, kind))).op();
        b.buildRegion(loop.region(0), () -> b.loopCondition(loop.region(0), cond.get()));
        cgf.stmt.fill(loop.region(1), step, null);
        cgf.breakTargets.push("loop");
        cgf.cleanups.enterBreakable(true);
        try {
            cgf.stmt.fill(loop.region(2), () -> {
                prefix.run();
                cgf.stmt.substatement(body);
                if (suffix != null) suffix.run();
            }, null);
        } finally {
            cgf.cleanups.leaveBreakable(true);
            cgf.breakTargets.pop();
        }
    }
}
