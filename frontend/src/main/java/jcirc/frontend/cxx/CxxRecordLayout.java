package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier.ICPPASTBaseSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMember;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Itanium C++ ABI layout of a class without virtual bases or virtual functions (docs/cxx.md, "Inheritance"):
 * base-class subobjects first, in declaration order, each at the next offset aligned for it after the data size
 * (dsize) so far; an empty base at offset 0 (the empty-base optimisation) unless a subobject of its type is already
 * there (then at the next aligned offset); a base that is not POD for the purpose of layout contributes only its
 * dsize, so later members may reuse its tail padding; then the data members as in C, starting at that dsize. An empty
 * class has size 1. The record's fields are the non-empty bases (unnamed, of the base's record type) and the members.
 */
public final class CxxRecordLayout {
    private CxxRecordLayout() {}

    /** Lays out the class {@code cs} whose data members are {@code members} into {@code def}. */
    public static void complete(Sema sema, ICPPASTCompositeTypeSpecifier cs, RecordDef def, List<RecordDef.MemberDecl> members,
                                boolean packed, int alignAttr, int pack) {
        List<RecordDef> baseDefs = new ArrayList<>();
        List<Boolean> dynamicBases = new ArrayList<>();
        List<RecordDef> directVirtual = new ArrayList<>();
        for (ICPPASTBaseSpecifier bs : cs.getBaseSpecifiers()) {
            if (bs.isVirtual()) {   // laid out after the non-virtual part (CxxVirtualBaseLayout)
                if (!(bs.getNameSpecifier() instanceof IASTName n) || !(baseType(sema, n) instanceof CType.Record r) || !r.def().isComplete()) {
                    sema.error(bs, "base class is not a complete class");
                    continue;
                }
                if (!directVirtual.contains(r.def())) directVirtual.add(r.def());
                continue;
            }
            if (!(bs.getNameSpecifier() instanceof IASTName n) || !(baseType(sema, n) instanceof CType.Record r)
                    || !r.def().isComplete()) {
                sema.error(bs, "base class is not a complete class");
                continue;
            }
            if (r.def().isUnion()) { sema.error(bs, "unions cannot be base classes"); continue; }
            baseDefs.add(r.def());
            dynamicBases.add(baseClass(sema, r.def()) instanceof ICPPClassType bc && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(bc));
        }
        // empty subobjects placed so far, by offset (two subobjects of one type never share an address)
        Map<Long, Set<RecordDef>> empties = new HashMap<>();
        List<RecordDef.Field> fields = new ArrayList<>();
        List<RecordDef.Base> bases = new ArrayList<>();
        long dsize = 0, size = 0;
        int align = 1;
        // a dynamic class (docs/cxx.md, "Virtual functions"): its primary base (the first dynamic base) goes first, at
        // offset 0, and shares its vptr; without one, the class's own vptr is at offset 0
        int primary = dynamicBases.indexOf(true);
        boolean dynamic = primary >= 0 || (cs.getName().resolveBinding() instanceof ICPPClassType self
                && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(self));
        if (dynamic && primary < 0) {
            fields.add(new RecordDef.Field(VPTR, VPTR_TYPE, 0, 0, -1, 0));
            dsize = size = 8;
            align = 8;
        }
        List<Integer> order = new ArrayList<>();
        if (primary >= 0) order.add(primary);
        for (int i = 0; i < baseDefs.size(); i++) if (i != primary) order.add(i);
        RecordDef.Base[] placed = new RecordDef.Base[baseDefs.size()];
        for (int bi : order) {
            RecordDef b = baseDefs.get(bi);
            int ba = packed ? 1 : b.nvAlign();
            if (pack > 0) ba = Math.min(ba, pack);
            long off = isEmpty(b) ? 0 : roundUp(dsize, ba);
            if (conflicts(b, off, empties)) {
                if (isEmpty(b)) off = roundUp(dsize, ba);
                while (conflicts(b, off, empties)) off += ba;
            }
            addEmpties(b, off, empties);
            if (isEmpty(b)) {
                placed[bi] = new RecordDef.Base(b, off, -1);
                size = Math.max(size, off + b.nvSize());
            } else {
                placed[bi] = new RecordDef.Base(b, off, fields.size());
                fields.add(new RecordDef.Field(null, new CType.Record(b), off, 0, -1, fields.size()));
                dsize = off + b.dataSize();
                size = Math.max(size, off + b.nvSize());
            }
            align = Math.max(align, ba);
        }
        bases.addAll(List.of(placed));   // in declaration order (constructors run them so)
        // the data members as in C, after the bases' data
        RecordDef own = new RecordDef(def.tag(), false);
        own.complete(members, packed, alignAttr, pack, dsize, align);
        for (RecordDef.Field f : own.fields())
            fields.add(new RecordDef.Field(f.name(), f.type(), f.offset(), f.bitOffset(), f.bitWidth(), fields.size()));
        for (RecordDef.Field f : own.fields())
            if (Types.unqual(f.type()) instanceof CType.Record r && !r.def().isUnion() && conflicts(r.def(), f.offset(), empties))
                sema.error(cs, "a member of an empty class type at the address of a base of that type is not supported yet");
        align = Math.max(align, own.align());
        long dataEnd = Math.max(dsize, own.fields().isEmpty() ? dsize : own.dataEnd());
        if (!directVirtual.isEmpty() || hasVirtualBases(baseDefs)) {   // docs/cxx.md, "Virtual bases and RTTI"
            CxxVirtualBaseLayout.layOut(sema, cs, def, fields, bases, baseDefs, directVirtual, dataEnd, Math.max(size, dataEnd), align, empties);
            if (cs.getName().resolveBinding() instanceof ICPPClassType c) {
                def.setPassedIndirectly(true);
                if (sema.cxx != null) sema.cxx.virtuals.laidOut(def, c, cs.getName());
            }
            return;
        }
        long total = roundUp(Math.max(Math.max(size, dataEnd), 1), align);   // an empty class has size 1
        def.completeCxx(fields, total, align, podForLayout(cs) ? total : dataEnd, bases);
        // by invisible reference; a class template instance's own special members decide (P<std::string>'s defaulted
        // copy constructor copies the string: non-trivial), not the template's, whose members have dependent types
        if (cs.getName().resolveBinding() instanceof ICPPClassType c)
            def.setPassedIndirectly(ClassTraits.nonTrivialForCalls(sema.templates != null ? sema.templates.inCurrentInstance(c) : c));
        if (sema.cxx != null && cs.getName().resolveBinding() instanceof ICPPClassType c) sema.cxx.virtuals.laidOut(def, c, cs.getName());
    }

    /** The name of the vptr field of a dynamic class without a primary base (not a C++ identifier anyone may declare). */
    public static final String VPTR = "__vptr";
    /** The vptr's type: {@code int (**)()}, ClangIR's {@code !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>} (address points are typed so). */
    public static final CType VPTR_TYPE = new CType.Pointer(new CType.Pointer(new CType.Function(CType.INT, List.of(), false, true)));

    /**
     * A class whose implicitly declared default constructor or destructor would have to call a base's user-declared one
     * is not supported yet (its objects would otherwise be created or destroyed without them).
     */
    private static void implicitSpecialMembers(Sema sema, ICPPASTCompositeTypeSpecifier cs) {
        if (cs.getBaseSpecifiers().length == 0 || !(cs.getName().resolveBinding() instanceof ICPPClassType c)) return;
        boolean ownCtor = CxxSpecialMembers.userConstructed(c), ownDtor = CxxSpecialMembers.destructor(c) != null;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases()) {
            ICPPClassType bc = CxxSpecialMembers.classOf(b.getBaseClassType());
            if (bc == null) continue;
            if (!ownDtor && CxxSpecialMembers.destructor(bc) != null) {
                sema.error(cs.getName(), "an implicit destructor calling the destructor of base class '" + bc.getName() + "' is not supported yet (declare '~" + c.getName() + "()')");
                return;
            }
            if (!ownCtor && (CxxSpecialMembers.userConstructed(bc) || jcirc.frontend.sema.SemaInitializers.implicitCtorInitializesMembers(bc))) {
                sema.error(cs.getName(), "an implicit constructor calling a constructor of base class '" + bc.getName() + "' is not supported yet (declare a constructor)");
                return;
            }
        }
    }

    /**
     * The class whose record a base-specifier's name denotes ({@link #baseType}: a class name, a typedef, a template
     * parameter in a class template instance): the class Sema laid out as {@code base}, not the name's binding (which
     * is the typedef or the template parameter: g++.pt/vbase1). Null outside C++ or before {@code base} is laid out.
     */
    static ICPPClassType baseClass(Sema sema, RecordDef base) {
        return sema.cxx == null || base == null ? null : sema.cxx.virtuals.classOf(base);
    }

    /** The class a base-specifier names: a class name, or a typedef of a class ({@code typedef struct {...} foo;}). */
    static CType baseType(Sema sema, IASTName n) {
        CType t = CxxClasses.namedType(sema, n);
        if (t != null) return t;
        jcirc.frontend.sema.Symbol s = sema.symbols.lookup(CxxNames.typedefKey(n));
        if (s != null && s.isTypedef()) return Types.unqual(s.type);
        // std::false_type, a member typedef (allocator_type), an alias template instance (__allocator_base<_Tp>): CDT's type
        IASTName last = n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : n;
        if (last.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.ITypedef td && sema.templates != null) {
            CType c = CdtTypes.of(sema, sema.templates.instantiate(td));
            return c == null ? null : Types.unqual(c);
        }
        return null;
    }

    private static boolean hasVirtualBases(List<RecordDef> bases) {
        for (RecordDef b : bases) if (!b.virtualBases().isEmpty()) return true;
        return false;
    }

    /** A class with no non-static data members and only empty bases (no fields). */
    public static boolean isEmpty(RecordDef d) { return d.fields().isEmpty() && !d.isUnion(); }

    static boolean conflicts(RecordDef b, long off, Map<Long, Set<RecordDef>> empties) {
        if (isEmpty(b) && empties.getOrDefault(off, Set.of()).contains(b)) return true;
        for (RecordDef.Base x : b.bases()) if (conflicts(x.def(), off + x.offset(), empties)) return true;
        for (RecordDef.Field f : b.fields())
            if (!b.isBaseField(f.index()) && Types.unqual(f.type()) instanceof CType.Record r && !r.def().isUnion() && isEmpty(r.def())
                    && empties.getOrDefault(off + f.offset(), Set.of()).contains(r.def())) return true;
        return false;
    }

    static void addEmpties(RecordDef b, long off, Map<Long, Set<RecordDef>> empties) {
        if (isEmpty(b)) empties.computeIfAbsent(off, k -> new HashSet<>()).add(b);
        for (RecordDef.Base x : b.bases()) addEmpties(x.def(), off + x.offset(), empties);
        for (RecordDef.Field f : b.fields())
            if (!b.isBaseField(f.index()) && Types.unqual(f.type()) instanceof CType.Record r && !r.def().isUnion() && isEmpty(r.def()))
                empties.computeIfAbsent(off + f.offset(), k -> new HashSet<>()).add(r.def());
    }

    /**
     * POD for the purpose of layout (Itanium ABI, C++03's POD): no bases, no user-declared constructors, destructor
     * or copy assignment, no virtual functions, no private or protected data members, no non-POD data members.
     */
    static boolean podForLayout(ICPPASTCompositeTypeSpecifier cs) {
        if (cs.getBaseSpecifiers().length > 0) return false;
        if (!(cs.getName().resolveBinding() instanceof ICPPClassType c)) return true;
        return pod(c, new HashSet<>());
    }

    private static boolean pod(ICPPClassType c, Set<ICPPClassType> seen) {
        if (!seen.add(c)) return true;
        if (c.getBases().length > 0) return false;
        for (ICPPConstructor k : c.getConstructors()) if (!k.isImplicit()) return false;
        for (ICPPMethod m : c.getDeclaredMethods()) {
            if (m.isVirtual() || (!m.isImplicit() && (m.isDestructor() || "operator =".equals(m.getName()) || "operator=".equals(m.getName())))) return false;
        }
        for (ICPPField f : c.getDeclaredFields()) {
            if (f.isStatic()) continue;
            if (f.getVisibility() != ICPPMember.v_public) return false;
            IType t = f.getType();
            while (t instanceof IArrayType a) t = a.getType();
            ICPPClassType fc = CxxSpecialMembers.classOf(t);
            if (fc != null && !pod(fc, seen)) return false;
        }
        return true;
    }

    static long roundUp(long v, long a) { return a <= 1 ? v : (v + a - 1) / a * a; }
}
