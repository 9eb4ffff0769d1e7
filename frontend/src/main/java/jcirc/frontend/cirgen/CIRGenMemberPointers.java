package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirMemberPointerOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.SemaMemberPointers;
import jcirc.frontend.sema.SemaMemberPointers.Info;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * C++ pointers to members (docs/cxx.md "Pointers to members", docs/cir-dialect.md): the constants {@code &A::m} /
 * {@code &A::f} / null, {@code o.*pm} ({@code cir.get_runtime_member}), {@code (o.*pmf)(a)} ({@code cir.get_method}, then an
 * indirect call through the ABI call path), conversions to a derived class's member pointer and comparisons.
 */
final class CIRGenMemberPointers {
    private final CIRGenFunction cgf;

    CIRGenMemberPointers(CIRGenFunction cgf) { this.cgf = cgf; }

    /** {@code int A::*} → {@code !cir.data_member<!s32i in !ty_A>}; {@code int (A::*)(int)} → {@code !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>}. */
    static Type type(CIRGenTypes types, Info info) {
        Type cls = types.convert(info.cls());
        if (info.kind() == SemaMemberPointers.Kind.DATA) return new CirTypes.DataMemberType(types.convert(info.member()), cls);
        return new CirTypes.MethodType(plainFunction(types, info.function()), cls);
    }

    /** The member function's type as declared (no {@code this}, no ABI lowering): ClangIR's method type. */
    private static CirTypes.FuncType plainFunction(CIRGenTypes types, CType.Function f) {
        List<Type> in = new ArrayList<>();
        for (CType p : f.params()) in.add(types.convert(p));
        return new CirTypes.FuncType(in, types.convert(f.returnType()), f.variadic());
    }

    /** The attribute of a static initializer's member pointer constant (null when Sema found none: reported). */
    static CirAttrs.CirTypedAttr constant(CIRGenModule cgm, SemaMemberPointers.Constant c, Type t) {
        if (c == null) return CIRGenModule.zeroOf(t);
        if (c.info().kind() == SemaMemberPointers.Kind.DATA) return new CirAttrs.DataMemberAttr(c.offset(), t);
        if (c.vtableSlot() >= 0) return new CirAttrs.MethodAttr(null, 8L * c.vtableSlot(), c.adj(), t);
        if (c.method() == null) return new CirAttrs.MethodAttr(null, null, 0, t);
        cgm.function(c.method(), false);
        return new CirAttrs.MethodAttr(c.method().irName, null, c.adj(), t);
    }

    // &A::x   ->  %0 = cir.const #cir.data_member<4> : !cir.data_member<!s32i in !ty_A>
    // &A::f   ->  %0 = cir.const #cir.method<@_ZN1A1fEi> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    // &A::vf  ->  %0 = cir.const #cir.method<vtable_offset = 16> : ...   (slot 2 of A's vtable)
    Value address(IASTUnaryExpression u) {
        SemaMemberPointers.MemberAddress ma = cgf.cgm.sema.cxx.memberPointers.address(u);
        Type t = cgf.cir(cgf.cgm.sema.typeOf(u));
        if (ma == null) return cgf.zero(t);
        if (ma.info().kind() == SemaMemberPointers.Kind.DATA) return cgf.b.constAttr(new CirAttrs.DataMemberAttr(ma.offset(), t));
        if (ma.vtableSlot() >= 0) return cgf.b.constAttr(new CirAttrs.MethodAttr(null, 8L * ma.vtableSlot(), 0, t));
        Symbol s = ma.method();
        cgf.cgm.function(s, false);   // declared in the module, as for &f
        return cgf.b.constAttr(new CirAttrs.MethodAttr(s.irName, null, 0, t));
    }

    /** The object's address in {@code o.*pm} / {@code p->*pm}, converted to the member pointer's class. */
    private Value object(IASTBinaryExpression b, SemaMemberPointers.Access a) {
        Value obj = a.arrow() ? cgf.expr.emitRValue(b.getOperand1()) : cgf.expr.emitLValue(b.getOperand1()).addr();
        return a.path().isEmpty() ? obj : cgf.inheritance.toBase(obj, a.path(), true);
    }

    // o.*pm  ->  %p = cir.get_runtime_member %o[%pm : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s32i>
    Value memberAddress(IASTBinaryExpression b) {
        SemaMemberPointers.Access a = cgf.cgm.sema.cxx.memberPointers.access(b);
        Value obj = object(b, a);
        Value pm = cgf.expr.emitConverted(b.getOperand2(), cgf.cgm.sema.rvalueType(b.getOperand2()));
        Type mt = cgf.cir(a.info().member());
        return cgf.b.createValue(CirMemberPointerOps.GET_RUNTIME_MEMBER, List.of(obj, pm), CirTypes.ptr(mt), Map.of());
    }

    /** The callee of {@code (o.*pmf)(a)}: the function pointer, the adjusted object pointer, a symbol giving the call's type. */
    record Callee(Value function, Value object, Symbol typeOf) {}

    // (o.*pmf)(a)  ->  %f, %this = cir.get_method %pmf, %o : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>)
    //                                -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    //                  %t = cir.cast(bitcast, %this : !cir.ptr<!cir.void>), !cir.ptr<!ty_A>;  cir.call %f(%t, %a)
    Callee callee(IASTBinaryExpression b) {
        SemaMemberPointers.Access a = cgf.cgm.sema.cxx.memberPointers.access(b);
        Value obj = object(b, a);
        Value pmf = cgf.expr.emitConverted(b.getOperand2(), cgf.cgm.sema.rvalueType(b.getOperand2()));
        CirTypes.MethodType mt = (CirTypes.MethodType) pmf.type();
        Type voidPtr = CirTypes.ptr(CirTypes.VOID);
        List<Type> in = new ArrayList<>();
        in.add(voidPtr);
        in.addAll(mt.memberFuncType().inputs());
        Type fnPtr = CirTypes.ptr(new CirTypes.FuncType(in, mt.memberFuncType().returnType(), mt.memberFuncType().varArg()));
        Operation op = cgf.b.create(CirMemberPointerOps.GET_METHOD, List.of(pmf, obj), List.of(fnPtr, voidPtr), Map.of());
        CType.Function withThis = SemaMemberPointers.withThis(a.info());
        Value self = cgf.b.cast("bitcast", op.result(1), CirTypes.ptr(cgf.cir(a.info().cls())));
        Symbol typeOf = new Symbol("__jcirc_member_function", Symbol.Kind.FUNCTION, withThis, Symbol.Linkage.NONE, false, null);
        return new Callee(op.result(0), self, typeOf);
    }

    /**
     * A conversion from or to a member pointer type (CIRGenExpr.convert): a null pointer constant becomes the null member
     * pointer; a pointer to a member of a base becomes one of the derived class ({@code cir.derived_data_member},
     * {@code cir.derived_method}); to {@code bool}: compared with null.
     */
    Value convert(Value v, CType from, CType to) {
        Info fi = SemaMemberPointers.info(from), ti = SemaMemberPointers.info(to);
        if (ti == null) {   // pm → bool
            Value ne = cgf.b.cmp("ne", v, nullValue(v.type()));
            return Types.isBool(to) ? ne : cgf.expr.convert(ne, CType.BOOL, to, null);
        }
        Type tt = cgf.cir(to);
        if (fi == null) return nullValue(tt);   // nullptr, 0
        if (v.type().equals(tt)) return v;
        Long offset = SemaMemberPointers.baseOffset(fi, ti);
        String op = ti.kind() == SemaMemberPointers.Kind.DATA ? CirMemberPointerOps.DERIVED_DATA_MEMBER : CirMemberPointerOps.DERIVED_METHOD;
        return cgf.b.createValue(op, List.of(v), tt, Map.of("offset", BuiltinAttrs.i64(offset == null ? 0 : offset)));
    }

    // static_cast<int B::*>(pd)  ->  cir.base_data_member(%pd : ...) [8] -> ...;  (int A::*)0 -> the null constant;
    // reinterpret_cast between unrelated member pointer types: the same bits, through memory
    Value cast(org.eclipse.cdt.core.dom.ast.IASTCastExpression c, CType to) {
        CType from = cgf.cgm.sema.rvalueType(c.getOperand());
        Info fi = SemaMemberPointers.info(from), ti = SemaMemberPointers.info(to);
        Value v = cgf.expr.emitRValue(c.getOperand());
        Type tt = cgf.cir(to);
        if (fi == null) return nullValue(tt);
        if (v.type().equals(tt)) return v;
        if (fi.member().equals(ti.member()) && SemaMemberPointers.baseOffset(fi, ti) != null) return convert(v, from, to);
        Long down = fi.member().equals(ti.member()) ? SemaMemberPointers.baseOffset(ti, fi) : null;
        if (down != null) {
            String op = ti.kind() == SemaMemberPointers.Kind.DATA ? CirMemberPointerOps.BASE_DATA_MEMBER : CirMemberPointerOps.BASE_METHOD;
            return cgf.b.createValue(op, List.of(v), tt, Map.of("offset", BuiltinAttrs.i64(down)));
        }
        Value tmp = cgf.alloca(from, "memptr.cast", false, 0);
        cgf.b.store(v, tmp);
        return cgf.b.load(cgf.b.cast("bitcast", tmp, CirTypes.ptr(tt)));
    }

    /** {@code e} converted to the member pointer type {@code t}, in a temporary (arguments and results passed in registers). */
    Value materialize(IASTExpression e, CType t) {
        Value tmp = cgf.alloca(t, "memptr.tmp", false, 0);
        cgf.b.store(cgf.expr.emitConverted(e, t), tmp);
        return tmp;
    }

    // null  ->  cir.const #cir.data_member<null> / #cir.method<null>
    Value nullValue(Type t) {
        return cgf.b.constAttr(t instanceof CirTypes.DataMemberType ? new CirAttrs.DataMemberAttr(null, t) : new CirAttrs.MethodAttr(null, null, 0, t));
    }

    // pm == pn  ->  %r = cir.cmp(eq, %pm, %pn) : !cir.data_member<...>, !cir.bool
    Value compare(IASTBinaryExpression b) {
        IASTExpression l = b.getOperand1(), r = b.getOperand2();
        CType mt = SemaMemberPointers.is(cgf.cgm.sema.rvalueType(l)) ? Types.unqual(cgf.cgm.sema.rvalueType(l)) : Types.unqual(cgf.cgm.sema.rvalueType(r));
        Value x = cgf.expr.emitConverted(l, mt), y = cgf.expr.emitConverted(r, mt);
        return cgf.b.cmp(b.getOperator() == IASTBinaryExpression.op_equals ? "eq" : "ne", x, y);
    }
}
