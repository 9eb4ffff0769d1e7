package jcirc.frontend.cxx;

import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;

import java.util.ArrayList;
import java.util.List;

/**
 * The data member a C++ member name denotes (docs/cxx.md, "Inheritance"): CDT's lookup decides which class's member
 * it is ({@code b.x}, {@code b.A::x}, {@code A::x} in a member function, hiding and ambiguity included); the
 * path to it goes through the base subobjects from the object's class down to that class.
 */
public final class CxxMemberLookup {
    private CxxMemberLookup() {}

    /**
     * The path to the member {@code name} (spelled {@code n}, null if unknown) of an object of class {@code def}, or
     * null when there is none; an ambiguous name is reported at {@code n}.
     */
    public static RecordDef.MemberPath lookup(Sema sema, RecordDef def, String name, IASTName n) {
        if ((def.bases().isEmpty() && def.virtualBases().isEmpty()) || n == null) return def.lookup(name);
        IASTName last = n instanceof ICPPASTQualifiedName q ? q.getLastName() : n;
        IBinding b = last.resolveBinding();
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb && pb.getID() == org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_AMBIGUOUS_LOOKUP) {
            sema.error(n, "member '" + name + "' found in multiple base classes of different types");
            return def.lookup(name);
        }
        if (!(b instanceof ICPPField f) || !(f.getClassOwner() instanceof ICPPClassType owner)) return def.lookup(name);
        Scope.Tag tag = sema.symbols.lookupTag(CxxClasses.key(owner));
        RecordDef od = tag == null ? null : tag.record();
        if (od == null || od == def) return def.lookup(name);
        List<RecordDef.Base> path = CxxInheritance.path(def, od);
        if (path == null) return def.lookup(name);
        if (CxxInheritance.count(def, od) > 1)
            sema.error(n, "non-static member '" + name + "' found in multiple base-class subobjects of type '" + od.displayName() + "'");
        RecordDef.MemberPath inner = od.lookup(name);
        if (inner == null) return null;
        List<RecordDef.Field> chain = new ArrayList<>();
        RecordDef cur = def;
        for (RecordDef.Base step : path) {
            if (step.fieldIndex() < 0) return def.lookup(name);   // an empty base has no data members
            chain.add(cur.fields().get(step.fieldIndex()));
            cur = step.def();
        }
        chain.addAll(inner.fields());
        return new RecordDef.MemberPath(List.copyOf(chain), CxxInheritance.offset(path) + inner.offset());
    }

    /** Is the member {@code name} names declared {@code mutable} (so a const object's member is not const: [dcl.stc]/10)? */
    public static boolean isMutable(org.eclipse.cdt.core.dom.ast.IASTName name) {
        return name != null && name.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f && f.isMutable();
    }
}
