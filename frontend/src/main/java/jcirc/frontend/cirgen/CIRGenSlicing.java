package jcirc.frontend.cirgen;

import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

import java.util.List;

/**
 * Slicing (docs/cxx.md, "Temporaries and objects by value"): an object of a derived class copied into an object of a
 * trivially copyable base ({@code B b = d;}, {@code b = d;}, {@code f(d)} with {@code f(B)}) copies its base subobject.
 * Classes with a user copy constructor or assignment go through those (a derived object binds to {@code const B &}).
 */
final class CIRGenSlicing {
    private final CIRGenFunction cgf;

    CIRGenSlicing(CIRGenFunction cgf) { this.cgf = cgf; }

    /** Is converting {@code from} to {@code to} slicing a derived class's object to its base? */
    static boolean isSlicing(CType from, CType to) {
        return Types.unqual(from) instanceof CType.Record f && Types.unqual(to) instanceof CType.Record t && f.def() != t.def()
                && CxxInheritance.isProperBase(t.def(), f.def());
    }

    // B b = d;  ->  %s = cir.base_class_addr(%d.addr) {assume_not_null, offset = N}; %v = cir.load %s : !ty_B
    // (the value v of d, when only a value is at hand, goes through a temporary first)
    Value slice(Value v, CType from, CType to) {
        Value tmp = cgf.alloca(Types.unqual(from), "slice.tmp", false, 0);
        cgf.b.store(v, tmp);
        return cgf.b.load(baseAddress(tmp, from, to));
    }

    /** The base subobject of the object at {@code addr}. */
    Value baseAddress(Value addr, CType from, CType to) {
        RecordDef d = ((CType.Record) Types.unqual(from)).def(), b = ((CType.Record) Types.unqual(to)).def();
        List<RecordDef.Base> path = CxxInheritance.path(d, b);
        return cgf.inheritance.toBase(addr, path, true);
    }

    /** The address of {@code e}'s base subobject of type {@code to} (an argument passed in registers, from its memory). */
    Value sliceAddress(IASTExpression e, CType to) {
        return baseAddress(cgf.expr.readableAddr(e), cgf.sema.typeOf(e), to);
    }
}
