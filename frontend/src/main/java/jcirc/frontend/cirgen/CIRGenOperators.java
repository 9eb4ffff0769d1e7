package jcirc.frontend.cirgen;

import jcirc.frontend.sema.SemaOverload;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.util.List;

/**
 * C++ overloaded operators in CIRGen (docs/cxx.md, "Overloading and conversions"): the calls Sema decided
 * ({@link SemaOverload}) emitted through the shared ABI call path. Every decision is Sema's.
 */
final class CIRGenOperators {
    private final CIRGenFunction cgf;

    CIRGenOperators(CIRGenFunction cgf) { this.cgf = cgf; }

    // a + b (non-member)  ->  %r = cir.call @_ZplRK1VS1_(%a.addr, %b.addr) : !ty_V
    // k += 3 (member)     ->  %r = cir.call @_ZN1CpLEi(%k.addr, %3) : !cir.ptr<!ty_C>   (the object k, an lvalue)
    // k++                 ->  cir.call @_ZN1CppEi(%k.addr, 0)
    Value rvalue(IASTExpression e, CType t) {
        SemaOverload.OperatorCall oc = cgf.sema.cxx.overload.call(e);
        if (oc.reference()) return cgf.expr.loadLValue(lvalue(e), e);
        if (cgf.temps.isClassPrvalue(e)) return cgf.b.load(cgf.temps.materialize(e));   // destroyed at the end of the full-expression
        return emit(oc, t);
    }

    // S s = a + b;  ->  cir.call @_ZplRK1SS1_(%s, %a, %b) (the sret pointer is the object's address)
    void emitInto(IASTExpression e, Value dest) {
        SemaOverload.OperatorCall oc = cgf.sema.cxx.overload.call(e);
        Value object = oc.object() == null ? null : objectAddress(oc.object(), oc.callee());
        cgf.expr.emitCallToInto(oc.callee(), object, oc.args().toArray(new IASTInitializerClause[0]), Types.unqual(cgf.sema.typeOf(e)), dest);
    }

    /** An operator call whose value is unused: the call only (nothing loaded from a returned reference; a class result is destroyed). */
    void ignored(IASTExpression e) {
        SemaOverload.OperatorCall oc = cgf.sema.cxx.overload.call(e);
        CType t = cgf.sema.typeOf(e);
        if (!oc.reference() && cgf.temps.isClassPrvalue(e)) { cgf.temps.materialize(e); return; }   // destroyed at the end of the full-expression
        emit(oc, oc.reference() ? new CType.Pointer(t) : Types.unqual(t));
    }

    /** The object an operator function returning a reference designates; a call returning a class by value is materialized. */
    CIRGenExpr.LValue lvalue(IASTExpression e) {
        SemaOverload.OperatorCall oc = cgf.sema.cxx.overload.call(e);
        CType t = cgf.sema.typeOf(e);
        if (oc.reference()) return new CIRGenExpr.LValue(emit(oc, new CType.Pointer(t)), t);
        if (cgf.temps.isClassPrvalue(e)) return new CIRGenExpr.LValue(cgf.temps.materialize(e), Types.unqual(t));   // (a + b).f()
        Value v = emit(oc, Types.unqual(t));
        Value tmp = cgf.alloca(Types.unqual(t), "tmp", true, 0);
        if (v != null) cgf.b.store(v, tmp);
        return new CIRGenExpr.LValue(tmp, Types.unqual(t));
    }

    private Value emit(SemaOverload.OperatorCall oc, CType t) {
        Value object = oc.object() == null ? null : objectAddress(oc.object(), oc.callee());
        if (oc.negated()) return negatedCall(oc, object);
        return cgf.expr.emitCallTo(oc.callee(), object, oc.args().toArray(new IASTInitializerClause[0]), t);
    }

    // C++20 a != b rewritten as !(a == b) (RewrittenComparisons):
    //   %e = cir.call @_ZeqRK1AS1_(%a, %b) : !cir.bool; %r = cir.unary(not, %e) : !cir.bool
    private Value negatedCall(SemaOverload.OperatorCall oc, Value object) {
        CType rt = Types.unqual(((CType.Function) Types.unqual(oc.callee().type)).returnType());
        Value eq = cgf.expr.emitCallTo(oc.callee(), object, oc.args().toArray(new IASTInitializerClause[0]), rt);
        return cgf.b.unary("not", eq);
    }

    /** The address of the object a member operator is called on: its 'this' (a base subobject for an inherited operator). */
    private Value objectAddress(IASTExpression object, jcirc.frontend.sema.Symbol callee) {
        Value addr = cgf.expr.emitLValue(object).addr();
        if (Types.unqual(callee.type) instanceof CType.Function f && !f.params().isEmpty()) {
            Value base = cgf.inheritance.adjust(addr, cgf.sema.typeOf(object), Types.pointee(f.params().get(0)), true);
            if (base != null) return base;
        }
        return addr;
    }

    // p->m with p of class type: each operator-> called on the previous result until a pointer results
    //   %1 = cir.call @_ZN3PtrptEv(%p.addr) : !cir.ptr<!ty_S>; then cir.struct_element_addr %1["m"]
    Value arrowBase(IASTFieldReference fr) {
        List<SemaOverload.ArrowStep> steps = cgf.sema.cxx == null ? null : cgf.sema.cxx.overload.arrow(fr);
        if (steps == null) return cgf.expr.emitRValue(fr.getFieldOwner());
        IASTExpression owner = fr.getFieldOwner();
        Value object = cgf.expr.emitLValue(owner).addr();
        CType objType = cgf.sema.typeOf(owner);
        Value result = object;
        for (SemaOverload.ArrowStep st : steps) {
            Value self = object;
            if (Types.unqual(st.callee().type) instanceof CType.Function f && !f.params().isEmpty()) {
                Value base = cgf.inheritance.adjust(object, objType, Types.pointee(f.params().get(0)), true);
                if (base != null) self = base;
            }
            CType rt = st.reference() ? new CType.Pointer(st.result()) : st.result();
            result = cgf.expr.emitCallTo(st.callee(), self, new IASTInitializerClause[0], rt);
            if (Types.isPointer(st.result())) break;
            if (st.reference()) object = result;   // operator-> returning a class by reference: the next one is called on it
            else {
                object = cgf.alloca(st.result(), "tmp", true, 0);
                cgf.b.store(result, object);
            }
            objType = st.result();
        }
        return result;
    }

    // a user-defined conversion of e (Sema's SemaConversions), then the standard conversion to 'to':
    //   int n = w;   ->  %v = cir.call @_ZN1WcviEv(%w.addr) : !s32i
    //   if (p)       ->  %b = cir.call @_ZNK3PtrcvbEv(%p.addr) : !cir.bool
    //   A a = ...; f(1) with f(A) -> %t = cir.alloca !ty_A; cir.call @_ZN1AC1Ei(%t, %1); (the A at %t)
    Value userConverted(IASTExpression e, CType to) {
        jcirc.frontend.sema.SemaConversions.UserConversion c = cgf.sema.cxx.conversions.conversion(e);
        if (c.constructor()) return cgf.b.load(convertedObject(e));
        Value v = cgf.expr.emitCallTo(c.fn(), objectAddress(e, c.fn()), new IASTInitializerClause[0], c.reference() ? new CType.Pointer(c.result()) : c.result());
        if (c.reference()) v = cgf.b.load(v);
        return cgf.expr.convert(v, c.result(), to, e);
    }

    // const P &r = e;  with E::operator const P &()  ->  %p = cir.call @_ZNK1EcvRK1PEv(%e) : !cir.ptr<P>; (%p is bound)
    Value referenceResult(IASTExpression e) {
        jcirc.frontend.sema.SemaConversions.UserConversion c = cgf.sema.cxx.conversions.conversion(e);
        return cgf.expr.emitCallTo(c.fn(), objectAddress(e, c.fn()), new IASTInitializerClause[0], new CType.Pointer(c.result()));
    }

    /** The temporary a converting constructor constructs from e (Sema's UserConversion with constructor). */
    Value convertedObject(IASTExpression e) { return convertedObject(e, false); }

    /** As {@link #convertedObject(IASTExpression)}; {@code extended}: bound to a local reference, destroyed at the end of its block. */
    Value convertedObject(IASTExpression e, boolean extended) {
        Value tmp = constructConverted(e);
        // a class with a destructor: destroyed at the end of the full-expression (CIRGenTemporaries), or with the reference
        if (cgf.sema.cxx.temps.convertedDestructor(e) instanceof jcirc.frontend.sema.Symbol d) cgf.temps.destroyLater(tmp, d, extended);
        return tmp;
    }

    private Value constructConverted(IASTExpression e) {
        jcirc.frontend.sema.SemaConversions.UserConversion c = cgf.sema.cxx.conversions.conversion(e);
        if (!c.constructor()) {
            Value tmp = cgf.alloca(c.result(), "conv.tmp", true, 0);
            cgf.b.store(userConverted(e, c.result()), tmp);
            return tmp;
        }
        Value tmp = cgf.alloca(c.result(), "conv.tmp", true, 0);
        constructConvertedInto(e, c, tmp);
        return tmp;
    }

    // return 0; with A(void *) into the sret result  ->  cir.call @_ZN1AC1EPv(%dest, %null)
    void constructConvertedInto(IASTExpression e, Value tmp) { constructConvertedInto(e, cgf.sema.cxx.conversions.conversion(e), tmp); }

    // P p = n; with P(N) and a trivially copyable N by value, passed as the x86-64 ABI passes it (the object at addr):
    //   struct { int, int }: one i64 piece loaded from addr; larger: a byval copy; an empty class: nothing
    private void byValueClass(jcirc.frontend.sema.SemaConversions.UserConversion c, Value addr, List<Value> ops) {
        CType pt = Types.unqual(c.param());
        var info = cgf.cgm.types.abi.lowerCall((CType.Function) Types.unqual(c.fn().type), List.of());
        switch (info.args().get(1)) {
            case jcirc.frontend.cirgen.abi.ArgInfo.Direct d -> ops.add(cgf.b.load(addr));
            case jcirc.frontend.cirgen.abi.ArgInfo.Coerced co -> ops.addAll(cgf.coercion.loadPieces(addr, Types.sizeOf(pt), Types.alignOf(pt), co.pieces()));
            case jcirc.frontend.cirgen.abi.ArgInfo.Ignored ig -> { }
            default -> {   // in memory: a copy the callee owns
                Value copy = cgf.alloca(pt, "agg.tmp", false, 0);
                cgf.b.store(cgf.b.load(addr), copy);
                ops.add(copy);
            }
        }
    }

    private void constructConvertedInto(IASTExpression e, jcirc.frontend.sema.SemaConversions.UserConversion c, Value tmp) {
        Value arg;
        List<Value> ops = new java.util.ArrayList<>(List.of(tmp));
        if (Types.unqual(c.param()) instanceof CType.Record) {
            // CIt(const It &) of an It: the object's address (a prvalue materialized), a derived one adjusted to its base
            //   %a = <address of e>; cir.call @_ZN3CItC1ERK2It(%tmp, %a)
            arg = cgf.expr.emitLValue(e).addr();
            Value base = cgf.inheritance.adjust(arg, cgf.sema.typeOf(e), c.param(), true);
            if (base != null) arg = base;
            if (c.paramReference()) ops.add(arg);
            else byValueClass(c, arg, ops);
        } else if (c.bindsSource()) {
            // A(int &) or A(const int &) of an int lvalue: the reference binds the object itself ([dcl.init.ref]/5.1)
            ops.add(cgf.expr.emitLValue(e).addr());
        } else {
            if ((arg = cgf.expr.emitStandardConverted(e, c.param())) != null && c.paramReference()) {   // A(const int &): the converted value in a temporary of its own
                Value ref = cgf.alloca(c.param(), "ref.tmp", true, 0);
                cgf.b.store(arg, ref);
                arg = ref;
            } else if (arg != null && Types.isComplex(c.param())) {
                // C(_Complex double): the value passed as the x86-64 ABI passes a complex (two SSE pieces, or one for float)
                //   %t = cir.alloca !cir.complex<!cir.double>; cir.store %z, %t; %re, %im = pieces loaded from %t
                Value slot = cgf.alloca(c.param(), "coerce", false, 0);
                cgf.b.store(arg, slot);
                byValueClass(c, slot, ops);
            }
            if (!(arg != null && !c.paramReference() && Types.isComplex(c.param()))) ops.add(arg);
        }
        // Str(const char *, const A &a = A()): the default arguments as a call's (a reference parameter gets its temporary's address)
        List<CType> params = ((CType.Function) Types.unqual(c.fn().type)).params();
        for (int i = 0; i < c.defaults().size(); i++) {
            IASTExpression d = c.defaults().get(i);
            ops.add(cgf.sema.cxx.binding(d) != null ? cgf.cxxClass.bindReference(d) : cgf.expr.emitConverted(d, Types.unqual(params.get(i + 2))));
        }
        cgf.cgm.function(c.fn(), false);
        jcirc.dialect.cir.CirTypes.FuncType ft = cgf.cgm.functionType(c.fn());
        for (int i = 0; i < ops.size(); i++)
            if (!ops.get(i).type().equals(ft.inputs().get(i))) ops.set(i, cgf.b.cast("bitcast", ops.get(i), ft.inputs().get(i)));
        jcirc.dialect.cir.CirOps.CallOp.create(cgf.b, ops, null, jcirc.frontend.cirgen.CIRGenBuilder.attrs("callee", jcirc.ir.BuiltinAttrs.sym(c.fn().irName)));
    }
}
