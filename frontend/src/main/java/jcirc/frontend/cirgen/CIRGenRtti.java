package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.sema.SemaRtti;
import jcirc.frontend.sema.SemaVirtual;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.frontend.cirgen.CIRGenExpr.LValue;

import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code typeid} and {@code dynamic_cast} to references in CIRGen (clang's CGExprCXX EmitCXXTypeidExpr and
 * EmitDynamicCast; docs/cxx.md, "Virtual bases and RTTI"), from Sema's records ({@link SemaRtti}):
 * <ul>
 * <li>{@code typeid(T)}: the address of {@code _ZTI<T>} (a class's from CIRGenVTables; builtin types and pointers to
 *     them are libstdc++'s; enumerations and pointers to classes get {@code __enum_type_info} /
 *     {@code __pointer_type_info} objects here, {@code linkonce_odr});
 * <li>{@code typeid(e)} of a polymorphic glvalue: the vtable's RTTI slot, {@code %vt[-1]};
 * <li>{@code dynamic_cast<D &>(b)}: {@code __dynamic_cast}, and {@code __cxa_bad_cast} when it gives null.
 * </ul>
 */
final class CIRGenRtti {
    private static final Type BYTE_PTR = CirTypes.ptr(CirTypes.U8);
    private final CIRGenFunction cgf;
    private final CIRGenVTables vt;

    CIRGenRtti(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.vt = cgf.cgm.vtables;
    }

    // typeid(int)   ->  %0 = cir.get_global @_ZTIi; %1 = cir.cast(bitcast, %0) : !cir.ptr<!ty_std__type_info>
    // typeid(*p)    ->  cir.if (p == null) { cir.call @__cxa_bad_typeid() }; %vp = cir.vtable.get_vptr %p; %vt = cir.load %vp;
    //                   %s = cir.ptr_stride(cir.cast(bitcast, %vt), -1); %ti = cir.load %s
    LValue typeid(IASTExpression e, CType t) {
        SemaRtti.Typeid ti = cgf.sema.cxx.rtti.typeid(e);
        Type tiPtr = CirTypes.ptr(cgf.cir(Types.unqual(t)));
        if (!ti.dynamic()) {
            String name = typeinfo(ti.type(), e);
            Type gt = ((BuiltinAttrs.TypeAttr) vt.declareGlobal(name, CirTypes.array(BYTE_PTR, 2), 8).attr("sym_type")).type();
            return new LValue(cgf.b.cast("bitcast", cgf.b.getGlobal(name, CirTypes.ptr(gt)), tiPtr), t);
        }
        Value obj = cgf.expr.emitLValue(ti.operand()).addr();
        if (ti.nullCheck()) {
            Value isNull = cgf.b.cmp("eq", obj, cgf.b.constNull(obj.type()));
            ifThen(isNull, () -> vt.callLibrary(cgf, "__cxa_bad_typeid", new CType.Function(CType.VOID, List.of(), false, true), List.of()));
        }
        Value vp = CirOps.VtableGetVptrOp.create(cgf.b, obj, CirTypes.ptr(CIRGenVTables.VPTR)).result();
        Value table = cgf.b.cast("bitcast", cgf.b.load(vp), CirTypes.ptr(tiPtr));
        return new LValue(cgf.b.load(cgf.b.ptrStride(table, cgf.b.constInt(-1, CirTypes.S64))), t);
    }

    // dynamic_cast<D &>(b)  ->  %r = cir.call @__dynamic_cast(&b, &_ZTI1B, &_ZTI1D, hint); cir.if (%r == null) { cir.call @__cxa_bad_cast() }
    LValue dynamicCast(IASTCastExpression c, CType t) {
        SemaVirtual.DynamicCast dc = cgf.sema.cxx.rtti.referenceCast(c);
        Value src = cgf.expr.emitLValue(c.getOperand()).addr();
        Type to = CirTypes.ptr(cgf.cir(Types.unqual(t)));
        if (dc.kind() == SemaVirtual.DynamicCast.Kind.UPCAST) {
            Value v = cgf.inheritance.adjust(src, new CType.Record(dc.from()), new CType.Record(dc.to()), true);
            return new LValue(v == null ? src : v, t);
        }
        CType vp = new CType.Pointer(CType.VOID);
        Value r = vt.callLibrary(cgf, "__dynamic_cast", new CType.Function(vp, List.of(vp, vp, vp, CType.LONG), false, true),
                List.of(src, vt.typeinfoAddress(cgf, dc.from()), vt.typeinfoAddress(cgf, dc.to()), cgf.b.constInt(dc.hint(), CirTypes.S64)));
        Value isNull = cgf.b.cmp("eq", r, cgf.b.constNull(r.type()));
        ifThen(isNull, () -> vt.callLibrary(cgf, "__cxa_bad_cast", new CType.Function(CType.VOID, List.of(), false, true), List.of()));
        return new LValue(cgf.b.cast("bitcast", r, to), t);
    }

    private void ifThen(Value cond, Runnable then) {
        Operation op = CirOps.IfOp.create(cgf.b, cond).op();
        cgf.b.buildRegion(op.region(0), () -> {
            then.run();
            cgf.b.yield(null, List.of());
        });
    }

    // ------------------------------------------------------------------ typeinfo objects of any type

    /** Exceptions (CIRGenExceptions): the typeinfo object of a thrown or caught type, declared as a global. */
    String typeinfoGlobal(IType type, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        String name = typeinfo(type, at);
        vt.declareGlobal(name, CirTypes.array(BYTE_PTR, 2), 8);
        return name;
    }

    /** The name of the typeinfo object of {@code type} (declared or defined in the module). */
    private String typeinfo(IType type, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        ICPPClassType c = CxxSpecialMembers.classOf(type);
        if (c != null && !(type instanceof IPointerType)) return vt.typeinfo(c);
        String mangled;
        try { mangled = ItaniumMangler.typeName(type); } catch (RuntimeException ex) { mangled = null; }
        if (mangled == null) {
            cgf.sema.error(at, "'typeid' of this type is not supported yet");
            return "_ZTIi";
        }
        if (isLibraryType(type)) return "_ZTI" + mangled;   // libstdc++ defines these
        if (type instanceof IEnumeration) return define(mangled, "_ZTVN10__cxxabiv116__enum_type_infoE", null, 0);
        if (type instanceof IPointerType p) {
            IType pointee = p.getType();
            int flags = 0;
            if (pointee instanceof IQualifierType q) {
                flags = (q.isConst() ? 1 : 0) | (q.isVolatile() ? 2 : 0);
                pointee = q.getType();
            }
            ICPPClassType pc = CxxSpecialMembers.classOf(pointee);
            if (pc != null && !(pointee instanceof IPointerType))
                return define(mangled, "_ZTVN10__cxxabiv119__pointer_type_infoE", vt.typeinfo(pc), flags);
        }
        cgf.sema.error(at, "'typeid' of this type is not supported yet");
        return "_ZTIi";
    }

    /** A builtin type, or a pointer to a (const) builtin type: libstdc++'s typeinfo objects. */
    private static boolean isLibraryType(IType t) {
        if (t instanceof IBasicType) return true;
        if (t instanceof IPointerType p) {
            IType q = p.getType();
            if (q instanceof IQualifierType qt && qt.isConst() && !qt.isVolatile()) q = qt.getType();
            return q instanceof IBasicType;
        }
        return false;
    }

    // _ZTI4Enum = { &_ZTVN10__cxxabiv116__enum_type_infoE[2], _ZTS4Enum }
    // _ZTIP1A   = { &_ZTVN10__cxxabiv119__pointer_type_infoE[2], _ZTSP1A, flags, &_ZTI1A }
    private String define(String mangled, String vtable, String pointee, int flags) {
        String name = "_ZTI" + mangled;
        List<Type> members = new ArrayList<>(List.of(BYTE_PTR, BYTE_PTR));
        if (pointee != null) { members.add(CirTypes.U32); members.add(BYTE_PTR); }
        CirTypes.StructType st = new CirTypes.StructType("typeinfo." + (pointee != null ? "pointer" : "enum"), false, members, false);
        Operation op = vt.declareGlobal(name, st, 8);
        if (op.attr("initial_value") != null) return name;
        Type strT = CirTypes.array(CirTypes.S8, mangled.length() + 1);
        vt.define(vt.declareGlobal("_ZTS" + mangled, strT, 1), new CirAttrs.ConstArrayAttr(BuiltinAttrs.str(mangled + "\0"), strT), "linkonce_odr");
        vt.declareGlobal(vtable, CirTypes.array(BYTE_PTR, 0), 8);
        List<Attribute> vals = new ArrayList<>();
        vals.add(new CirAttrs.GlobalViewAttr(vtable, List.of(2L), BYTE_PTR));
        vals.add(new CirAttrs.GlobalViewAttr("_ZTS" + mangled, List.of(), BYTE_PTR));
        if (pointee != null) {
            vals.add(new CirAttrs.IntAttr(java.math.BigInteger.valueOf(flags), CirTypes.U32));
            vals.add(new CirAttrs.GlobalViewAttr(pointee, List.of(), BYTE_PTR));
        }
        vt.define(op, new CirAttrs.ConstStructAttr(vals, st), "linkonce_odr");
        return name;
    }
}
