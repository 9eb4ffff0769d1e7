package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier.ICPPASTBaseSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Itanium C++ ABI layout of a class with virtual bases (docs/cxx.md, "Virtual bases and RTTI"), after
 * CxxRecordLayout has laid out the non-virtual part (vptr, non-virtual bases, members): its size is the non-virtual size
 * (nvsize, what a base subobject of the class occupies) and its alignment the non-virtual alignment; then every virtual
 * base (direct or indirect, once, in inheritance-graph order) at the next offset aligned for it — an empty one at
 * offset 0 unless a subobject of its type is there — occupying its own non-virtual size. A nearly empty virtual base
 * (only a vptr) that would become the class's primary base is not supported yet.
 */
final class CxxVirtualBaseLayout {
    private CxxVirtualBaseLayout() {}

    static void layOut(Sema sema, ICPPASTCompositeTypeSpecifier cs, RecordDef def, List<RecordDef.Field> fields, List<RecordDef.Base> bases,
                       List<RecordDef> nonVirtual, List<RecordDef> directVirtual, long nvSize, long size, int nvAlign,
                       Map<Long, Set<RecordDef>> empties) {
        List<RecordDef> all = new ArrayList<>();
        for (ICPPASTBaseSpecifier bs : cs.getBaseSpecifiers()) {
            RecordDef b = bs.getNameSpecifier() instanceof IASTName n && CxxClasses.namedType(sema, n) instanceof CType.Record r ? r.def() : null;
            if (b == null || !b.isComplete()) continue;
            if (bs.isVirtual() && !all.contains(b)) all.add(b);
            for (RecordDef.Base v : b.virtualBases()) if (!all.contains(v.def())) all.add(v.def());
        }
        boolean hasPrimary = false;
        for (RecordDef b : nonVirtual) if (b.fields().size() > 0 && dynamic(sema, b)) hasPrimary = true;
        if (!hasPrimary)
            for (RecordDef v : all)
                if (dynamic(sema, v) && v.nvSize() == 8) {
                    sema.error(cs.getName(), "a nearly empty virtual base class '" + v.displayName() + "' (shared as the primary base) is not supported yet");
                    break;
                }
        long dsize = nvSize;
        int align = nvAlign;
        List<RecordDef.Base> vbases = new ArrayList<>();
        for (RecordDef v : all) {
            int va = v.nvAlign();
            boolean empty = CxxRecordLayout.isEmpty(v);
            long off = empty ? 0 : CxxRecordLayout.roundUp(dsize, va);
            if (CxxRecordLayout.conflicts(v, off, empties)) {
                if (empty) off = CxxRecordLayout.roundUp(dsize, va);
                while (CxxRecordLayout.conflicts(v, off, empties)) off += va;
            }
            CxxRecordLayout.addEmpties(v, off, empties);
            if (empty) {
                vbases.add(new RecordDef.Base(v, off, -1, true));
                size = Math.max(size, off + v.nvSize());
            } else {
                vbases.add(new RecordDef.Base(v, off, fields.size(), true));
                fields.add(new RecordDef.Field(null, new CType.Record(v), off, 0, -1, fields.size()));
                dsize = off + v.nvSize();
                size = Math.max(size, dsize);
            }
            align = Math.max(align, va);
        }
        long total = CxxRecordLayout.roundUp(Math.max(Math.max(size, dsize), 1), align);
        def.completeCxx(fields, total, align, nvSize, bases);
        def.setVirtualBases(vbases, directVirtual, nvSize, nvAlign);
    }

    private static boolean dynamic(Sema sema, RecordDef d) {
        ICPPClassType c = sema.cxx == null ? null : sema.cxx.virtuals.classOf(d);
        return c != null && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c);
    }
}
