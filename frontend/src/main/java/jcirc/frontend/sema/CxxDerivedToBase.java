package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTNode;

/** Sema's check of a C++ derived-to-base conversion (docs/cxx.md, "Inheritance"). */
final class CxxDerivedToBase {
    private CxxDerivedToBase() {}

    /**
     * Is converting an object of type {@code from} (a pointee or referenced type) to {@code to} a derived-to-base
     * conversion? An ambiguous base is reported (as clang).
     */
    static boolean check(Sema sema, IASTNode at, CType from, CType to) {
        RecordDef d = CxxInheritance.record(from), b = CxxInheritance.record(to);
        if (!CxxInheritance.isProperBase(b, d)) return false;
        if (CxxInheritance.count(d, b) > 1)
            sema.error(at, "ambiguous conversion from derived class '" + d.displayName() + "' to base class '" + b.displayName() + "'");
        return true;
    }
}
