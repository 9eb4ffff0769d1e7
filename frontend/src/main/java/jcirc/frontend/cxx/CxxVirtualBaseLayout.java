package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier.ICPPASTBaseSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.cxx.abi.ItaniumVirtualBases;
import jcirc.frontend.sema.SemaVirtual;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Itanium C++ ABI layout of a class with virtual bases (docs/cxx.md, "Virtual bases and RTTI"), after
 * CxxRecordLayout has laid out the non-virtual part (vptr, non-virtual bases, members): its size is the non-virtual size
 * (nvsize, what a base subobject of the class occupies) and its alignment the non-virtual alignment; then every virtual
 * base (direct or indirect, once, in inheritance-graph order) at the next offset aligned for it — an empty one at
 * offset 0 unless a subobject of its type is there — occupying its own non-virtual size — except the virtual primary
 * bases (Itanium C++ ABI 2.4 II.3: a nearly empty virtual base, only a vptr, chosen as a class's primary base): this
 * class's own is at offset 0, sharing its vptr, and one that is the primary base of a base subobject lies with that
 * subobject (the first to claim it, as clang's ComputeBaseSubobjectInfo), taking no storage of its own.
 */
final class CxxVirtualBaseLayout {
    private CxxVirtualBaseLayout() {}

    static void layOut(Sema sema, ICPPASTCompositeTypeSpecifier cs, RecordDef def, List<RecordDef.Field> fields, List<RecordDef.Base> bases,
                       List<RecordDef> nonVirtual, List<RecordDef> directVirtual, long nvSize, long size, int nvAlign,
                       Map<Long, Set<RecordDef>> empties) {
        SemaVirtual sv = sema.cxx == null ? null : sema.cxx.virtuals;
        // all: the virtual bases in inheritance-graph preorder (the layout order); constructed: in the order they are
        // constructed ([class.base.init]: a base's own virtual bases first, then the base), what virtualBases() keeps
        List<RecordDef> all = new ArrayList<>(), constructed = new ArrayList<>();
        for (ICPPASTBaseSpecifier bs : cs.getBaseSpecifiers()) {
            RecordDef b = bs.getNameSpecifier() instanceof IASTName n && CxxRecordLayout.baseType(sema, n) instanceof CType.Record r ? r.def() : null;   // as the non-virtual layout names it
            if (b == null || !b.isComplete()) continue;
            if (bs.isVirtual() && !all.contains(b)) all.add(b);
            ICPPClassType bc = sv == null ? null : sv.classOf(b);
            if (bc != null) preorder(sv, bc, all, 0);
            for (RecordDef.Base v : b.virtualBases()) {
                if (bc == null && !all.contains(v.def())) all.add(v.def());
                if (!constructed.contains(v.def())) constructed.add(v.def());
            }
            if (bs.isVirtual() && !constructed.contains(b)) constructed.add(b);
        }
        for (RecordDef v : all) if (!constructed.contains(v)) constructed.add(v);
        ICPPClassType self = cs.getName().resolveBinding() instanceof ICPPClassType c ? c : null;
        Map<String, Long> placed = new HashMap<>();
        Map<String, Info> vinfos = new HashMap<>();
        List<ICPPClassType> indirect = new ArrayList<>();
        ICPPClassType primary = self == null || sv == null ? null : ItaniumVTableLayout.virtualPrimaryBase(self);
        if (self != null && sv != null && agree(sema, cs, sv, all)) {
            // where the virtual primary bases go (clang's ComputeBaseSubobjectInfo, AddPrimaryVirtualBaseOffsets): with the
            // subobject that claims it as its primary base, sharing its vptr; this class's own primary base at offset 0
            List<Info> direct = new ArrayList<>();
            for (ICPPBase b : self.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                direct.add(bc == null ? null : compute(bc, b.isVirtual(), vinfos, 0));
            }
            Info pi = primary == null ? null : vinfos.get(ItaniumMangler.typeName(primary));
            if (pi != null) {
                pi.derived = null;   // stolen from the base that claimed it
                placed.put(ItaniumMangler.typeName(primary), 0L);
                addPrimaryVirtualBaseOffsets(sv, pi, 0, placed, 0);
            }
            ICPPBase[] cbs = self.getBases();
            for (int i = 0, nv = 0; i < cbs.length; i++) {
                if (cbs[i].isVirtual()) continue;
                if (direct.get(i) != null && nv < bases.size()) addPrimaryVirtualBaseOffsets(sv, direct.get(i), bases.get(nv).offset(), placed, 0);
                nv++;
            }
            for (ICPPBase b : self.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                if (bc != null && ItaniumVirtualBases.hasVirtualBases(bc)) ItaniumVTableLayout.indirectPrimaryBases(bc, indirect, 0);
            }
        } else primary = null;
        long dsize = nvSize;
        int align = nvAlign;
        Map<RecordDef, RecordDef.Base> at = new HashMap<>();
        for (RecordDef v : all) {
            ICPPClassType vc = sv == null ? null : sv.classOf(v);
            String key = vc == null ? null : ItaniumMangler.typeName(vc);
            // this class's primary base is at 0; an indirect primary base goes with the subobject claiming it
            if (vc != null && (ItaniumVirtualBases.contains(indirect, vc) || (primary != null && primary.isSameType(vc)))) continue;
            int va = v.nvAlign();
            boolean empty = CxxRecordLayout.isEmpty(v);
            long off = empty ? 0 : CxxRecordLayout.roundUp(dsize, va);
            if (CxxRecordLayout.conflicts(v, off, empties)) {
                if (empty) off = CxxRecordLayout.roundUp(dsize, va);
                while (CxxRecordLayout.conflicts(v, off, empties)) off += va;
            }
            CxxRecordLayout.addEmpties(v, off, empties);
            if (empty) {
                at.put(v, new RecordDef.Base(v, off, -1, true));
                size = Math.max(size, off + v.nvSize());
            } else {
                at.put(v, new RecordDef.Base(v, off, fields.size(), true));
                fields.add(new RecordDef.Field(null, new CType.Record(v), off, 0, -1, fields.size()));
                dsize = off + v.dataSize();   // as a non-virtual base (CxxRecordLayout): a later virtual base may reuse its tail padding
                size = Math.max(size, off + v.nvSize());
            }
            align = Math.max(align, va);
            if (vc != null && key != null && vinfos.get(key) != null) addPrimaryVirtualBaseOffsets(sv, vinfos.get(key), off, placed, 0);
        }
        List<RecordDef.Base> vbases = new ArrayList<>();
        for (RecordDef v : all) {
            ICPPClassType vc = sv == null ? null : sv.classOf(v);
            Long shared = vc == null ? null : placed.get(ItaniumMangler.typeName(vc));
            if (at.containsKey(v)) vbases.add(at.get(v));
            else if (shared != null) {   // shares the vptr of the subobject that claims it: no storage of its own
                vbases.add(new RecordDef.Base(v, shared, -1, true));
                CxxRecordLayout.addEmpties(v, shared, empties);
                align = Math.max(align, v.nvAlign());
            } else {   // not reached (every indirect primary base has a claimer); keeps the record complete
                sema.error(cs.getName(), "the placement of the virtual primary base class '" + v.displayName() + "' is not supported yet");
                vbases.add(new RecordDef.Base(v, 0, -1, true));
            }
        }
        vbases.sort(java.util.Comparator.comparingInt(v -> constructed.indexOf(v.def())));
        long total = CxxRecordLayout.roundUp(Math.max(Math.max(size, dsize), 1), align);
        def.completeCxx(fields, total, align, nvSize, bases);
        def.setVirtualBases(vbases, directVirtual, nvSize, nvAlign);
    }

    // the virtual bases below c in inheritance-graph preorder
    private static void preorder(SemaVirtual sv, ICPPClassType c, List<RecordDef> out, int depth) {
        if (depth > 64) return;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
            RecordDef d = bc == null ? null : sv.recordOf(bc);
            if (d == null) continue;
            if (b.isVirtual() && !out.contains(d)) out.add(d);
            preorder(sv, bc, out, depth + 1);
        }
    }

    // nearly empty: the ABI's structural rule (ItaniumVTableLayout, used for vtables) must agree with the layout
    private static boolean agree(Sema sema, ICPPASTCompositeTypeSpecifier cs, SemaVirtual sv, List<RecordDef> all) {
        for (RecordDef v : all) {
            ICPPClassType vc = sv.classOf(v);
            if (vc == null) continue;
            boolean laidOut = dynamic(sema, v) && v.nvSize() == 8;
            if (laidOut != ItaniumVTableLayout.isNearlyEmpty(vc)) {
                sema.error(cs.getName(), "the virtual base class '" + v.displayName() + "' (nearly empty by its layout but not by its members, or the reverse) is not supported yet");
                return false;
            }
        }
        return true;
    }

    /** A base subobject while placing virtual primary bases (clang's BaseSubobjectInfo); virtual ones are shared. */
    private static final class Info {
        final ICPPClassType cls;
        final List<Info> bases = new ArrayList<>();   // by CDT's base index (null: not a class)
        Info primaryVirtual, derived;

        Info(ICPPClassType cls) { this.cls = cls; }
    }

    // a subobject claims its virtual primary base unless another claimed it first (bases are visited first when the
    // virtual base has not been met yet; then the claim is made after them, as clang does)
    private static Info compute(ICPPClassType c, boolean isVirtual, Map<String, Info> vinfos, int depth) {
        Info info;
        String key = ItaniumMangler.typeName(c);
        if (isVirtual) {
            info = vinfos.get(key);
            if (info != null) return info;
            info = new Info(c);
            vinfos.put(key, info);
        } else info = new Info(c);
        if (depth > 64) return info;
        ICPPClassType pv = ItaniumVTableLayout.virtualPrimaryBase(c);
        Info pvi = pv == null ? null : vinfos.get(ItaniumMangler.typeName(pv));
        if (pvi != null) {
            if (pvi.derived != null) pv = null;
            else { info.primaryVirtual = pvi; pvi.derived = info; }
        }
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
            info.bases.add(bc == null ? null : compute(bc, b.isVirtual(), vinfos, depth + 1));
        }
        if (pv != null && pvi == null) {
            pvi = vinfos.get(ItaniumMangler.typeName(pv));
            if (pvi != null) { info.primaryVirtual = pvi; pvi.derived = info; }
        }
        return info;
    }

    // subobject info at off: its claimed virtual primary base goes there too, and so for its non-virtual bases
    private static void addPrimaryVirtualBaseOffsets(SemaVirtual sv, Info info, long off, Map<String, Long> placed, int depth) {
        if (depth > 64 || !ItaniumVirtualBases.hasVirtualBases(info.cls)) return;
        if (info.primaryVirtual != null && info.primaryVirtual.derived == info) {
            placed.putIfAbsent(ItaniumMangler.typeName(info.primaryVirtual.cls), off);
            addPrimaryVirtualBaseOffsets(sv, info.primaryVirtual, off, placed, depth + 1);
        }
        ICPPBase[] bs = info.cls.getBases();
        RecordDef d = sv.recordOf(info.cls);
        for (int i = 0, nv = 0; i < bs.length && i < info.bases.size(); i++) {
            if (bs[i].isVirtual()) continue;
            long bo = d == null || nv >= d.bases().size() ? 0 : d.bases().get(nv).offset();
            nv++;
            if (info.bases.get(i) != null) addPrimaryVirtualBaseOffsets(sv, info.bases.get(i), off + bo, placed, depth + 1);
        }
    }

    private static boolean dynamic(Sema sema, RecordDef d) {
        ICPPClassType c = CxxRecordLayout.baseClass(sema, d);
        return c != null && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c);
    }
}
