package jcirc.frontend.cirgen;

import jcirc.frontend.sema.InitTree;
import jcirc.frontend.sema.SemaTemporaries;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;

/**
 * Temporaries and class objects by value in CIRGen (clang's CGExprCXX / CGCall / AggValueSlot, docs/cxx.md, "Temporaries
 * and objects by value"), emitted as Sema decided them ({@link SemaTemporaries}):
 * <ul>
 * <li>a full-expression is a cleanup scope ({@link CIRGenCleanups}): the destructors of the temporaries it creates run
 *     at its end, last constructed first, also before a {@code return} that leaves from inside it;
 * <li>a temporary created in a conditional branch ({@code ?:}, the right operand of {@code &&}/{@code ||}) is destroyed
 *     only when it was constructed: a {@code !cir.bool} flag (false before the outermost branch, true after the
 *     construction) guards its destructor, as clang's conditional cleanups;
 * <li>class prvalues are built in their destination: a local ({@code S s = S(1);}, {@code S s = f();}), the caller's
 *     sret slot ({@code return S(1);}, {@code return f();}, the named return value), a by-value argument's temporary;
 * <li>by-value arguments of classes non-trivial for calls are copied (or moved, or built) into a temporary whose address
 *     is passed ({@code ArgInfo.Indirect}), destroyed at the end of the full-expression as g++ does.
 * </ul>
 */
final class CIRGenTemporaries {
    private final CIRGenFunction cgf;

    /** One open full-expression: the outermost conditional op being emitted in it and the branch nesting depth. */
    private static final class Full {
        Operation outerBranch;
        int depth;
    }

    private final Deque<Full> fulls = new ArrayDeque<>();

    CIRGenTemporaries(CIRGenFunction cgf) { this.cgf = cgf; }

    private SemaTemporaries sema() { return cgf.sema.cxx.temps; }

    private boolean cxx() { return cgf.sema.cxx != null; }

    // a full-expression: S(1).get() + g(S(2));  ->  ...; cir.call @_ZN1SD1Ev(%tmp2); cir.call @_ZN1SD1Ev(%tmp1)
    <T> T full(Supplier<T> body) {
        if (!cxx()) return body.get();
        cgf.cleanups.pushFullScope();
        fulls.push(new Full());
        try {
            return body.get();
        } finally {
            fulls.pop();
            cgf.cleanups.popScope();
        }
    }

    void full(Runnable body) { full(() -> { body.run(); return null; }); }

    /** Is a full-expression being emitted? */
    boolean inFull() { return !fulls.isEmpty(); }

    /**
     * A full-expression {@code node} (an expression, or a statement or declarator whose expressions are one): when it
     * builds temporaries with destructors and exceptions are on, it is emitted in an EH cleanup region that destroys
     * the temporaries built so far when an exception leaves it (CIRGenCleanups.pushFullEhScope).
     */
    <T> T full(IASTNode node, Supplier<T> body) {
        if (!cxx() || node == null || !cgf.cleanups.exceptions() || !hasDestroyedTemporary(node)) return full(body);
        cgf.cleanups.pushFullEhScope();
        fulls.push(new Full());
        T v = null;
        boolean ok = false;
        try {
            v = body.get();
            ok = true;
        } finally {
            fulls.pop();
            if (!ok) cgf.cleanups.popScope();
        }
        return cgf.cleanups.popFullScope(v);
    }

    void full(IASTNode node, Runnable body) { full(node, () -> { body.run(); return null; }); }

    /** Does {@code node} contain a class prvalue or by-value argument whose temporary has a destructor (Sema's records)? */
    private boolean hasDestroyedTemporary(IASTNode node) {
        boolean[] found = {false};
        node.accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitExpressions = true; shouldVisitInitializers = true; }
            @Override public int visit(IASTExpression e) {
                boolean thrown = e.getParent() instanceof IASTExpression t && jcirc.frontend.sema.SemaExceptions.isThrow(t);   // built in the exception object
                if ((sema().destructor(e) != null && !thrown) || (sema().argCopy(e) instanceof SemaTemporaries.ArgCopy c && c.destructor() != null)) {
                    found[0] = true;
                    return PROCESS_ABORT;
                }
                return e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression ? PROCESS_SKIP : PROCESS_CONTINUE;
            }
        });
        return found[0];
    }

    /** Emits {@code body} as a conditionally evaluated branch of {@code op} (a cir.ternary of {@code ?:}, {@code &&}, {@code ||}). */
    void branch(Operation op, Runnable body) {
        Full f = fulls.peek();
        if (f == null) { body.run(); return; }
        if (f.depth == 0) f.outerBranch = op;
        f.depth++;
        try {
            body.run();
        } finally {
            f.depth--;
        }
    }

    /** Is {@code e} a class prvalue Sema knows how to build in place? */
    boolean isClassPrvalue(IASTExpression e) { return cxx() && sema().isClassPrvalue(e); }

    private static IASTExpression strip(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }

    // S(1) as an object  ->  %t = cir.alloca !ty_S ["ref.tmp"]; <build S(1) at %t>; its destructor at the end of the full-expression
    Value materialize(IASTExpression e) { return materialize(e, extends_(e)); }

    /** The class prvalue whose temporary the reference being bound extends (SemaTemporaries.extendedTemporary), or null. */
    private IASTExpression extendRoot;

    // const int &r = S().a[0];  T &&r = static_cast<T &&>(T());  ->  the temporary S / T lives as long as r
    Value bindExtending(IASTExpression e, Supplier<Value> lvalue) {
        IASTExpression saved = extendRoot;
        extendRoot = cxx() ? sema().extendedTemporary(e) : null;
        try {
            return lvalue.get();
        } finally {
            extendRoot = saved;
        }
    }

    /** Is {@code e} the temporary the reference being bound extends? (consumed: only one temporary is extended) */
    boolean extends_(IASTExpression e) {
        if (extendRoot == null || strip(e) != extendRoot) return false;
        extendRoot = null;
        return true;
    }

    /** A temporary bound to a local reference ({@code const S &r = S(1);}): destroyed at the end of the reference's block. */
    Value materialize(IASTExpression e, boolean extended) {
        CType t = Types.unqual(cgf.sema.typeOf(e));
        Value tmp = cgf.alloca(t, "ref.tmp", false, 0);
        emitInto(e, tmp);
        Symbol d = sema().destructor(strip(e));
        if (d != null) destroyLater(tmp, d, extended);
        return tmp;
    }

    /** The object at {@code addr} is destroyed by {@code dtor} at the end of the full-expression (or of the block: {@code extended}). */
    void destroyLater(Value addr, Symbol dtor, boolean extended) {
        cgf.cgm.function(dtor, false);
        Full f = fulls.peek();
        if (extended) { cgf.cleanups.addDestructorBelow(addr, dtor, fulls.isEmpty() ? 0 : 1); return; }
        if (f == null || f.depth == 0) { cgf.cleanups.addDestructor(addr, dtor); return; }
        cgf.cleanups.addConditionalDestructor(builtHereFlag(f), addr, dtor);
    }

    /** Constructed in a branch:  {@code %flag = cir.alloca !cir.bool ["cleanup.cond"]}; false before the branch, true here. */
    private Value builtHereFlag(Full f) {
        CIRGenBuilder b = cgf.b;
        Value flag = cgf.alloca(CType.BOOL, "cleanup.cond", false, 0);
        var saved = b.save();
        b.setInsertionPoint(f.outerBranch);
        b.store(b.constBool(false), flag);
        b.restore(saved);
        b.store(b.constBool(true), flag);
        return flag;
    }

    /**
     * A temporary array is destroyed by {@code destroy} (code computing its elements' addresses from the array's
     * alloca) at the end of the full-expression, or of the block ({@code extended}); one built in a conditional branch
     * only when it was built (a {@code !cir.bool} flag, as {@link #destroyLater}).
     */
    void destroyArrayLater(Runnable destroy, boolean extended) {
        Full f = fulls.peek();
        if (extended) { cgf.cleanups.addCodeBelow(destroy, fulls.isEmpty() ? 0 : 1); return; }
        if (f == null || f.depth == 0) { cgf.cleanups.addCode(destroy); return; }
        CIRGenBuilder b = cgf.b;
        Value flag = builtHereFlag(f);
        cgf.cleanups.addCode(() -> {   // cir.if (cir.load %flag) { destruction }
            var op = jcirc.dialect.cir.CirOps.IfOp.create(b, b.load(flag)).op();
            b.buildRegion(op.region(0), () -> {
                destroy.run();
                b.yield(null, List.of());
            });
        });
    }

    /**
     * Builds the class prvalue {@code e} in the object at {@code dest} (no temporary, no copy):
     *   S(a, b)  ->  cir.call @_ZN1SC1Eii(%dest, %a, %b)      S{1, 2} (aggregate) -> stores into %dest      S() -> zero
     *   f()      ->  cir.call @_Z1fv(%dest) (sret), or the returned value stored into %dest
     */
    void emitInto(IASTExpression e, Value dest) {
        IASTExpression s = strip(e);
        CType t = Types.unqual(cgf.sema.typeOf(s));
        if (cgf.sema.cxx.initLists.backingArray(s) instanceof jcirc.frontend.sema.SemaInitializerLists.BackingArray ba) {   // std::initializer_list<E>{…}
            new CIRGenInitializerLists(cgf).emitInto(s, ba, dest);
            return;
        }
        if (SemaTemporaries.isFunctionalCast(s) && sema().functionalCast(s) instanceof SemaTemporaries.FunctionalCast c) {
            if (c.constructor() != null) {
                if (cgf.sema.cxx.valueInit.zeroesFirst(s)) cgf.decl.zeroObject(dest, t);   // V() value-initializes: zeros first
                cgf.expr.emitCallTo(c.constructor(), dest, c.args().toArray(new IASTInitializerClause[0]), CType.VOID);
            } else if (c.aggregate() != null) cgf.decl.emitInit(dest, t, c.aggregate());
            else if (c.value() != null && cgf.sema.cxx.conversions.conversion(c.value()) != null)   // T(v) by v's operator T()
                cgf.b.store(cgf.operators.userConverted(c.value(), t), dest);
            else if (c.value() != null && isClassPrvalue(c.value())) emitInto(c.value(), dest);   // S(S(1))
            else if (c.value() != null) cgf.cxxClass.special.copyInto(dest, c.value());
            else cgf.decl.emitInit(dest, t, (InitTree) null);
            return;
        }
        if (SemaTemporaries.isFunctionalCast(s)) {   // S{1, v} Sema could not build (its error is reported): nothing to emit
            if (cgf.sema.diags.hasErrors()) return;   // the module is discarded; copying it would build it again, forever
            throw new IllegalStateException("class prvalue without a construction: " + s.getRawSignature());
        }
        if (sema().conditional(s) instanceof SemaTemporaries.Conditional c) { conditionalInto((org.eclipse.cdt.core.dom.ast.IASTConditionalExpression) s, c, dest); return; }
        if (cgf.sema.cxx.overload.call(s) != null) { cgf.operators.emitInto(s, dest); return; }   // a + b returning a class
        if (s instanceof IASTFunctionCallExpression call) { cgf.expr.emitCallInto(call, dest); return; }
        cgf.cxxClass.special.copyInto(dest, s);   // not a class prvalue Sema builds in place: a plain copy
    }

    // c ? S(1) : a  ->  cir.ternary (%c) { cir.call @_ZN1SC1Ei(%dest, 1) } { cir.call @_ZN1SC1ERKS_(%dest, %a) }
    //   each branch initializes the result object; its temporaries are conditional cleanups
    private void conditionalInto(org.eclipse.cdt.core.dom.ast.IASTConditionalExpression c, SemaTemporaries.Conditional k, Value dest) {
        CIRGenBuilder b = cgf.b;
        Value cond = cgf.expr.emitBool(c.getLogicalConditionExpression());
        Operation op = jcirc.dialect.cir.CirOps.TernaryOp.create(b, cond, null).op();
        b.buildRegion(op.region(0), () -> branch(op, () -> { initFrom(c.getPositiveResultExpression(), k.pos(), dest); b.yield(null, List.of()); }));
        b.buildRegion(op.region(1), () -> branch(op, () -> { initFrom(c.getNegativeResultExpression(), k.neg(), dest); b.yield(null, List.of()); }));
    }

    /** The object at {@code dest} initialized from {@code e}: built in place (a prvalue), copied or moved by a constructor, or copied as bytes. */
    private void initFrom(IASTExpression e, SemaTemporaries.ArgCopy copy, Value dest) {
        if (copy.constructor() == null && isClassPrvalue(e)) emitInto(e, dest);
        else if (copy.constructor() == null) cgf.cxxClass.special.copyInto(dest, e);
        else call(copy.constructor(), List.of(dest, sourceAddress(e, copy.type())));
    }

    // the object a copy constructor copies: e's address, or (slicing) the address of its base subobject of class t
    private Value sourceAddress(IASTExpression e, CType t) {
        Value src = cgf.expr.emitLValue(e).addr();
        Value base = cgf.inheritance.adjust(src, cgf.sema.typeOf(e), t, true);
        return base != null ? base : src;
    }

    // T(x): a scalar functional cast is a conversion; T() is zero; void() nothing; void(x) evaluates x only
    Value scalarCast(IASTExpression e) {
        SemaTemporaries.FunctionalCast c = sema().functionalCast(e);
        if (c != null && Types.isVoid(c.type()) && c.value() != null) cgf.expr.emitIgnored(c.value());
        if (c == null || Types.isVoid(c.type())) return null;
        if (c.value() != null) return cgf.expr.emitConverted(c.value(), c.type());
        return cgf.zero(cgf.cir(c.type()));
    }

    // f(s) with S non-trivial for calls  ->  %a = cir.alloca !ty_S ["agg.tmp"]; cir.call @_ZN1SC1ERKS_(%a, %s); cir.call @_Z1f1S(%a)
    //   the temporary is destroyed at the end of the full-expression (g++'s order)
    Value argument(IASTExpression a) {
        SemaTemporaries.ArgCopy copy = sema().argCopy(a);
        CType t = copy.type();
        Value tmp = cgf.alloca(t, "agg.tmp", false, 0);
        initFrom(a, copy, tmp);
        if (copy.destructor() != null) destroyLater(tmp, copy.destructor(), false);
        return tmp;
    }

    // return e; into the sret result object:
    //   return S(1);  ->  cir.call @_ZN1SC1Ei(%sret, 1)          return s; (NRVO: s lives in %sret)  ->  nothing to copy
    //   return x;     ->  cir.call @_ZN1SC1EOS_(%sret, %x) (a local is moved), or the copy constructor
    void emitReturn(IASTExpression e, SemaTemporaries.ReturnInit ri) {
        full(() -> {
            Value dest = cgf.sretAddr;
            if (ri.nrvo()) { /* constructed in place */ }
            else if (ri.converted()) cgf.operators.constructConvertedInto(e, dest);   // return 0; with A(void *)
            else if (ri.constructor() == null && isClassPrvalue(e)) emitInto(e, dest);
            else if (ri.constructor() == null) cgf.cxxClass.special.copyInto(dest, e);
            else call(ri.constructor(), List.of(dest, sourceAddress(e, Types.unqual(cgf.returnType))));
            cgf.cleanups.beforeReturn();
            cgf.b.ret(null);
        });
    }

    /** {@code cir.call @fn(args)} of a constructor whose parameters are pointers (argument pointers are cast to them). */
    private void call(Symbol fn, List<Value> args) { CIRGenSpecialMembers.callCasting(cgf, fn, args); }
}
