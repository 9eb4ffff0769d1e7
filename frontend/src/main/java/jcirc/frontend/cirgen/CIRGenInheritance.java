package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Value;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * C++ derived-to-base and base-to-derived address adjustments (docs/cxx.md, "Inheritance"), as clang's
 * {@code GetAddressOfBaseClass}/{@code GetAddressOfDerivedClass}: one {@code cir.base_class_addr} per step down the
 * path of base subobjects (each carrying its byte offset), one {@code cir.derived_class_addr} for the way back.
 * An address known to be an object's ({@code this}, a reference, an lvalue) is never null ({@code assume_not_null});
 * a pointer conversion keeps a null pointer null.
 */
final class CIRGenInheritance {
    private final CIRGenFunction cgf;

    CIRGenInheritance(CIRGenFunction cgf) { this.cgf = cgf; }

    // (A *) pd  ->  %b = cir.base_class_addr(%pd : !cir.ptr<!ty_D>) -> !cir.ptr<!ty_A> {offset = 8 : i64}
    Value toBase(Value derived, List<RecordDef.Base> path, boolean nonNull) {
        Value v = derived;
        for (RecordDef.Base b : path) {
            Map<String, Attribute> attrs = new LinkedHashMap<>();
            attrs.put("offset", BuiltinAttrs.i64(b.offset()));
            if (nonNull) attrs.put("assume_not_null", BuiltinAttrs.UNIT);
            v = CirOps.BaseClassAddrOp.create(cgf.b, v, CirTypes.ptr(cgf.cir(new CType.Record(b.def()))), attrs).baseAddr();
        }
        return v;
    }

    /**
     * {@link #toBase} from an object of class {@code from}, where a step may be a virtual base: its address read through
     * the vtable (CIRGenVirtualBases).
     */
    Value toBase(Value derived, RecordDef from, List<RecordDef.Base> path, boolean nonNull) {
        if (!CxxInheritance.isVirtual(path)) return toBase(derived, path, nonNull);
        Value v = derived;
        RecordDef cur = from;
        for (RecordDef.Base b : path) {
            v = b.isVirtual() ? CIRGenVirtualBases.toVirtualBase(cgf, v, cur, b, nonNull) : toBase(v, List.of(b), nonNull);
            cur = b.def();
        }
        return v;
    }

    // static_cast<D *>(pa)  ->  %d = cir.derived_class_addr(%pa : !cir.ptr<!ty_A>) -> !cir.ptr<!ty_D> {offset = 8 : i64}
    Value toDerived(Value base, RecordDef derived, long offset, boolean nonNull) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("offset", BuiltinAttrs.i64(offset));
        if (nonNull) attrs.put("assume_not_null", BuiltinAttrs.UNIT);
        return CirOps.DerivedClassAddrOp.create(cgf.b, base, CirTypes.ptr(cgf.cir(new CType.Record(derived))), attrs).derivedAddr();
    }

    /**
     * The address {@code v} of an object of class {@code from} as the address of its {@code to} subobject (or, the other
     * way, of the {@code to} object containing it), or null when the classes are not related.
     */
    Value adjust(Value v, CType from, CType to, boolean nonNull) {
        RecordDef f = CxxInheritance.record(from), t = CxxInheritance.record(to);
        if (f == null || t == null || f == t) return null;
        // a class template instance not laid out (only ever named through pointers: RecordDef.setCompleter) has no bases
        // here: Sema lays out the derived class of every conversion it accepts (nullptr to S<T>* is none)
        List<RecordDef.Base> down = f.isLaidOut() ? CxxInheritance.path(f, t) : null;
        if (down != null) return toBase(v, f, down, nonNull);
        List<RecordDef.Base> up = t.isLaidOut() ? CxxInheritance.path(t, f) : null;
        if (up != null && CxxInheritance.isVirtual(up)) {   // (D *) a through a virtual base: ill-formed (SemaCasts reports static_cast)
            cgf.sema.error(cgf.definition, "cannot cast to '" + t.displayName() + " *' via virtual base '" + f.displayName() + "'");
            return v;
        }
        if (up != null) return toDerived(v, t, CxxInheritance.offset(up), nonNull);
        return null;
    }

    /** A pointer conversion between pointers to related classes ({@code from}/{@code to} are the pointer types), or null. */
    Value convertPointer(Value v, CType from, CType to) {
        if (!(Types.unqual(from) instanceof CType.Pointer pf) || !(Types.unqual(to) instanceof CType.Pointer pt)) return null;
        return adjust(v, pf.pointee(), pt.pointee(), false);
    }
}
