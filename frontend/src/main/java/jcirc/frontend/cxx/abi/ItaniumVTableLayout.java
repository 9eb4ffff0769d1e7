package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Virtual tables of the Itanium C++ ABI (2.5) for classes without virtual bases (docs/cxx.md, "Virtual functions"):
 * which classes are dynamic, their primary base (the first non-virtual dynamic base: it shares the vptr at offset 0),
 * the function slots of a class's primary vtable (the primary base's slots with this class's overriders, then the
 * virtual functions the class declares that override nothing in its primary base, in declaration order; a virtual
 * destructor takes two: complete D1 then deleting D0), the vtable group (the primary vtable, then a secondary vtable
 * for each non-primary dynamic base subobject in depth-first, left-to-right order; each is offset-to-top, RTTI, then
 * the final overriders, with this-adjusting thunks where the overrider's class is at another offset), and the key
 * function (the first non-pure virtual function that is not inline: its unit emits the vtable).
 */
public final class ItaniumVTableLayout {
    /** The byte offset of direct base {@code index} (in declaration order) of {@code derived}: the record layout. */
    public interface BaseOffsets {
        long offset(ICPPClassType derived, int index);
        /** The offset of virtual base {@code vbase} in a complete object of {@code complete} (ItaniumVirtualBases). */
        default long vbaseOffset(ICPPClassType complete, ICPPClassType vbase) { return 0; }
    }

    /** A function slot of a class's primary vtable: the class's overrider, and for a destructor the deleting variant. */
    public record Slot(ICPPMethod method, boolean deleting, long returnAdjust) {
        public Slot(ICPPMethod method, boolean deleting) { this(method, deleting, 0); }
    }

    /** A vtable component. */
    public sealed interface Entry permits OffsetToTop, Rtti, Function, Pure, VOffset, Null {}
    /** A vbase offset or vcall offset (ItaniumVirtualBases). */
    public record VOffset(long offset) implements Entry {}
    /** A null entry (g++: destructors in construction vtables). */
    public record Null() implements Entry {}
    /** The offset from this vptr's subobject to the complete object (0 or negative). */
    public record OffsetToTop(long offset) implements Entry {}
    /** The complete class's typeinfo. */
    public record Rtti() implements Entry {}
    /**
     * A virtual function: {@code method} (its D0 when {@code deleting}), through a this-adjusting thunk when
     * {@code thisAdjust != 0} or {@code vcallOffset != 0} (a virtual thunk: {@code this += thisAdjust}, then the vcall
     * offset at byte {@code vcallOffset} from the address point of the vtable {@code this} then points to).
     */
    public record Function(ICPPMethod method, boolean deleting, long thisAdjust, long vcallOffset, long returnAdjust) implements Entry {
        public Function(ICPPMethod method, boolean deleting, long thisAdjust) { this(method, deleting, thisAdjust, 0, 0); }
        public Function(ICPPMethod method, boolean deleting, long thisAdjust, long vcallOffset) { this(method, deleting, thisAdjust, vcallOffset, 0); }
    }
    /** A pure virtual function: {@code __cxa_pure_virtual}. */
    public record Pure() implements Entry {}

    /** One vtable of a group: for the base subobject at {@code offset} of class {@code base}; the address point is index 2. */
    public record VTable(ICPPClassType base, long offset, List<Entry> entries, int addressPoint) {
        public static final int ADDRESS_POINT = 2;
        public VTable(ICPPClassType base, long offset, List<Entry> entries) { this(base, offset, entries, ADDRESS_POINT); }
    }

    /** A vtable this layout does not build yet (reported as "... is not supported yet"). */
    public static final class Unsupported extends RuntimeException {
        public final ICPPMethod method;
        public Unsupported(ICPPMethod method, String what) { super(what); this.method = method; }
    }

    final BaseOffsets offsets;
    /** Vtables of classes with virtual bases, construction vtables and VTTs. */
    public final ItaniumVirtualBases virtualBases = new ItaniumVirtualBases(this);
    private final Map<ICPPClassType, List<Slot>> slots = new HashMap<>();
    private final Map<ICPPClassType, List<VTable>> groups = new HashMap<>();

    public ItaniumVTableLayout(BaseOffsets offsets) { this.offsets = offsets; }

    // ------------------------------------------------------------------ classes

    /** The class a base names, or null. */
    public static ICPPClassType baseClass(ICPPBase b) {
        IType t = b.getBaseClassType();
        while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();
        return t instanceof ICPPClassType c ? c : null;
    }

    /** A virtual member function: declared virtual, or overriding a virtual function of a base. */
    public static boolean isVirtual(ICPPMethod m) {
        if (m.isVirtual()) return true;
        ICPPClassType c = m.getClassOwner();
        return c != null && overridesVirtual(m, c, 0);
    }

    // m.isStatic() is asked only of a match: for a function without a definition in its class CDT answers it by
    // collecting the function's declarations over the whole translation unit (a walk per method: quadratic on headers).
    private static boolean overridesVirtual(ICPPMethod m, ICPPClassType c, int depth) {
        if (depth > 64 || m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor) return false;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (bc == null) continue;
            for (ICPPMethod x : declaredMethods(bc)) if (x.isVirtual() && overrides(m, x)) return !m.isStatic();
            if (overridesVirtual(m, bc, depth + 1)) return true;
        }
        return false;
    }

    /** The member functions a class declares, in declaration order (without implicit ones). */
    public static List<ICPPMethod> declaredMethods(ICPPClassType c) {
        List<ICPPMethod> out = new ArrayList<>();
        for (ICPPMethod m : c.getDeclaredMethods()) if (!m.isImplicit()) out.add(m);
        return out;
    }

    /**
     * The member functions of {@code c} in the order its vtable gives them slots and vcall offsets: the declared ones, then
     * the implicit destructor, declared at the end of the class (it is virtual when a base's is, and needs slots of its own
     * when no primary base has one: a class whose virtual destructor is only in a virtual base, {@code struct B : virtual
     * A {}}; g++.old-deja/g++.eh/catch6p).
     */
    public static List<ICPPMethod> vtableOrder(ICPPClassType c) {
        List<ICPPMethod> out = declaredMethods(c);
        for (ICPPMethod x : ClassTypeHelper.getImplicitMethods(c)) if (x.isDestructor()) out.add(x);
        return out;
    }

    /** A class with a vptr: it declares or inherits a virtual function. */
    public static boolean isDynamic(ICPPClassType c) {
        return isDynamic(c, 0);
    }

    private static boolean isDynamic(ICPPClassType c, int depth) {
        if (depth > 64) return false;
        for (ICPPMethod m : declaredMethods(c)) if (isVirtual(m)) return true;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (b.isVirtual() || (bc != null && isDynamic(bc, depth + 1))) return true;
        }
        return false;
    }

    /** The index (in declaration order) of the primary base: the first non-virtual dynamic base; -1 if none. */
    public static int primaryBaseIndex(ICPPClassType c) {
        ICPPBase[] bases = c.getBases();
        for (int i = 0; i < bases.length; i++) {
            ICPPClassType bc = baseClass(bases[i]);
            if (!bases[i].isVirtual() && bc != null && isDynamic(bc)) return i;
        }
        return -1;
    }

    /**
     * The primary base (Itanium C++ ABI 2.4 II.3; clang's DeterminePrimaryBase): the first non-virtual dynamic base, else
     * the first nearly empty virtual base in inheritance-graph order that is not an indirect primary base, else the first
     * nearly empty virtual base; null if none. A virtual primary base shares the class's vptr at offset 0 of the complete
     * object (CxxVirtualBaseLayout); {@link #isPrimaryBaseVirtual} tells the two kinds apart.
     */
    public static ICPPClassType primaryBase(ICPPClassType c) {
        int i = primaryBaseIndex(c);
        return i < 0 ? virtualPrimaryBase(c) : baseClass(c.getBases()[i]);
    }

    /** Is {@code c}'s primary base a (nearly empty) virtual base? */
    public static boolean isPrimaryBaseVirtual(ICPPClassType c) {
        return primaryBaseIndex(c) < 0 && virtualPrimaryBase(c) != null;
    }

    /** The nearly empty virtual base that is {@code c}'s primary base, or null (a non-virtual primary base, or none). */
    public static ICPPClassType virtualPrimaryBase(ICPPClassType c) {
        if (c == null || primaryBaseIndex(c) >= 0 || !ItaniumVirtualBases.hasVirtualBases(c)) return null;
        List<ICPPClassType> indirect = new ArrayList<>();
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (bc != null && ItaniumVirtualBases.hasVirtualBases(bc)) indirectPrimaryBases(bc, indirect, 0);
        }
        ICPPClassType[] first = {null};
        ICPPClassType p = selectPrimaryVBase(c, indirect, first, 0);
        return p != null ? p : first[0];
    }

    // the virtual primary bases of c and of its bases with virtual bases (clang's AddIndirectPrimaryBases)
    public static void indirectPrimaryBases(ICPPClassType c, List<ICPPClassType> out, int depth) {
        if (depth > 64) return;
        ICPPClassType p = virtualPrimaryBase(c);
        if (p != null && !ItaniumVirtualBases.contains(out, p)) out.add(p);
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (bc != null && ItaniumVirtualBases.hasVirtualBases(bc)) indirectPrimaryBases(bc, out, depth + 1);
        }
    }

    // the first nearly empty virtual base in graph order that is not an indirect primary base; first[0]: the first at all
    private static ICPPClassType selectPrimaryVBase(ICPPClassType c, List<ICPPClassType> indirect, ICPPClassType[] first, int depth) {
        if (depth > 64) return null;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (bc == null) continue;
            if (b.isVirtual() && isNearlyEmpty(bc)) {
                if (!ItaniumVirtualBases.contains(indirect, bc)) return bc;
                if (first[0] == null) first[0] = bc;
            }
            ICPPClassType r = selectPrimaryVBase(bc, indirect, first, depth + 1);
            if (r != null) return r;
        }
        return null;
    }

    /**
     * A nearly empty class (Itanium C++ ABI 1.1): dynamic, and its non-virtual part is only its vptr — no non-static data
     * members, every non-virtual base empty except at most one nearly empty one (its primary base). CxxVirtualBaseLayout
     * checks this against the laid-out non-virtual size (8).
     */
    public static boolean isNearlyEmpty(ICPPClassType c) { return isDynamic(c) && nonVirtualPartIsVptr(c, 0); }

    private static boolean nonVirtualPartIsVptr(ICPPClassType c, int depth) {
        if (depth > 64) return false;
        for (ICPPField f : c.getDeclaredFields()) if (!f.isStatic()) return false;
        int nearly = 0;
        for (ICPPBase b : c.getBases()) {
            if (b.isVirtual()) continue;
            ICPPClassType bc = baseClass(b);
            if (bc == null) return false;
            if (isDynamic(bc)) {
                if (++nearly > 1 || !nonVirtualPartIsVptr(bc, depth + 1)) return false;
            } else if (!isEmptyClass(bc, depth + 1)) return false;
        }
        return true;
    }

    private static boolean isEmptyClass(ICPPClassType c, int depth) {
        if (depth > 64 || isDynamic(c)) return false;
        for (ICPPField f : c.getDeclaredFields()) if (!f.isStatic()) return false;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = baseClass(b);
            if (bc == null || b.isVirtual() || !isEmptyClass(bc, depth + 1)) return false;
        }
        return true;
    }

    /** Does {@code m} override {@code base} (same name and parameter types and cv-qualifiers; destructors override destructors)? */
    public static boolean overrides(ICPPMethod m, ICPPMethod base) {
        if (m.isDestructor() || base.isDestructor()) return m.isDestructor() && base.isDestructor();
        if (!m.getName().equals(base.getName())) return false;
        ICPPFunctionType a = m.getType(), b = base.getType();
        if (a == null || b == null || a.isConst() != b.isConst() || a.isVolatile() != b.isVolatile()) return false;
        IType[] pa = a.getParameterTypes(), pb = b.getParameterTypes();
        if (pa.length != pb.length || a.takesVarArgs() != b.takesVarArgs()) return false;
        for (int i = 0; i < pa.length; i++) if (!pa[i].isSameType(pb[i])) return false;
        return true;
    }

    /** The virtual function {@code c} declares that overrides {@code m} (its destructor for a destructor), or null. */
    public static ICPPMethod overriderIn(ICPPClassType c, ICPPMethod m) {
        for (ICPPMethod x : declaredMethods(c)) if (overrides(x, m)) return x;
        if (m.isDestructor())
            for (ICPPMethod x : ClassTypeHelper.getImplicitMethods(c)) if (x.isDestructor()) return x;
        return null;
    }

    // ------------------------------------------------------------------ slots

    /** The function slots of {@code c}'s primary vtable (after offset-to-top and RTTI). */
    public List<Slot> slots(ICPPClassType c) {
        List<Slot> s = slots.get(c);
        if (s != null) return s;
        List<Slot> out = new ArrayList<>();
        ICPPClassType p = primaryBase(c);
        if (p != null)
            for (Slot x : slots(p)) {
                ICPPMethod o = overriderIn(c, x.method());
                // a covariant overrider whose result must move keeps the slot as a return-adjusting thunk and gets its own
                out.add(o == null ? x : new Slot(o, x.deleting(), returnAdjust(o, x.method()) + x.returnAdjust()));
            }
        for (ICPPMethod m : vtableOrder(c)) {
            if (!isVirtual(m)) continue;
            boolean inPrimary = false;
            for (Slot x : out) if (x.method() == m && x.returnAdjust() == 0) { inPrimary = true; break; }
            if (inPrimary) continue;
            out.add(new Slot(m, false));
            if (m.isDestructor()) out.add(new Slot(m, true));
        }
        slots.put(c, out);
        return out;
    }

    /** The index of {@code m}'s slot (from the address point) in the primary vtable of the class declaring it; -1 if none. */
    public int slotIndex(ICPPMethod m, boolean deleting) {
        ICPPClassType c = m.getClassOwner();
        if (c == null) return -1;
        List<Slot> s = slots(c);
        for (int i = 0; i < s.size(); i++) if (s.get(i).method() == m && s.get(i).deleting() == deleting && s.get(i).returnAdjust() == 0) return i;
        return -1;
    }

    /**
     * The return adjustment of a covariant overrider: the offset of the base class {@code base} returns in the class
     * {@code over} returns (a return-adjusting thunk {@code _ZTch…_h<offset>_} adds it to a non-null result); through a
     * virtual base: not supported yet.
     */
    long returnAdjust(ICPPMethod over, ICPPMethod base) {
        ICPPClassType r = returnedClass(over), b = returnedClass(base);
        if (r == null || b == null || r.isSameType(b)) return 0;
        long off = baseOffset(r, b, 0);
        if (off == VIRTUAL) throw new Unsupported(over, "a covariant return type converted through a virtual base (a virtual return-adjusting thunk) is");
        return Math.max(off, 0);
    }

    private static final long VIRTUAL = Long.MIN_VALUE;

    private static ICPPClassType returnedClass(ICPPMethod m) {
        IType t = m.getType() == null ? null : m.getType().getReturnType();
        if (t instanceof org.eclipse.cdt.core.dom.ast.IPointerType p) t = p.getType();
        else if (t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType rt) t = rt.getType();
        else return null;
        t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
        return t instanceof ICPPClassType c ? c : null;
    }

    /** The offset of the first base subobject of class {@code b} in {@code d}, or -1. */
    private long baseOffset(ICPPClassType d, ICPPClassType b, int depth) {
        if (d.isSameType(b)) return 0;
        if (depth > 64) return -1;
        ICPPBase[] bases = d.getBases();
        for (int i = 0; i < bases.length; i++) {
            ICPPClassType bc = baseClass(bases[i]);
            if (bc == null) continue;
            long o = baseOffset(bc, b, depth + 1);
            if (o == VIRTUAL || (o >= 0 && bases[i].isVirtual())) return VIRTUAL;   // not at a fixed offset
            if (o >= 0) return offsets.offset(d, i) + o;
        }
        return -1;
    }

    // ------------------------------------------------------------------ groups

    private record PathStep(ICPPClassType cls, long offset) {}

    /** The vtable group of the dynamic class {@code c}: its primary vtable first. */
    public List<VTable> group(ICPPClassType c) {
        List<VTable> g = groups.get(c);
        if (g != null) return g;
        if (ItaniumVirtualBases.hasVirtualBases(c)) {
            g = virtualBases.group(c, c, 0);
            groups.put(c, g);
            return g;
        }
        List<VTable> out = new ArrayList<>();
        List<Entry> primary = new ArrayList<>(List.of(new OffsetToTop(0), new Rtti()));
        for (Slot s : slots(c)) primary.add(s.method().isPureVirtual() ? new Pure() : new Function(s.method(), s.deleting(), 0, 0, s.returnAdjust()));
        out.add(new VTable(c, 0, primary));
        List<PathStep> path = new ArrayList<>(List.of(new PathStep(c, 0)));
        secondaries(c, 0, path, out);
        groups.put(c, out);
        return out;
    }

    private void secondaries(ICPPClassType k, long off, List<PathStep> path, List<VTable> out) {
        ICPPBase[] bases = k.getBases();
        int primary = primaryBaseIndex(k);
        for (int i = 0; i < bases.length; i++) {
            ICPPClassType b = baseClass(bases[i]);
            if (b == null || bases[i].isVirtual() || !isDynamic(b)) continue;
            long bo = off + offsets.offset(k, i);
            path.add(new PathStep(b, bo));
            if (i != primary) out.add(secondary(b, bo, path));
            secondaries(b, bo, path, out);
            path.remove(path.size() - 1);
        }
    }

    private VTable secondary(ICPPClassType b, long off, List<PathStep> path) {
        List<Entry> entries = new ArrayList<>(List.of(new OffsetToTop(-off), new Rtti()));
        for (Slot s : slots(b)) {
            ICPPMethod f = s.method();
            long fo = off, ra = s.returnAdjust();
            for (PathStep step : path) {   // the most derived class on the path that overrides the slot's function
                if (step.cls() == b) break;
                ICPPMethod o = overriderIn(step.cls(), s.method());
                if (o != null) { ra += returnAdjust(o, s.method()); f = o; fo = step.offset(); break; }
            }
            entries.add(f.isPureVirtual() ? new Pure() : new Function(f, s.deleting(), fo - off, 0, ra));
        }
        return new VTable(b, off, entries);
    }

    /** The address points of {@code c}'s vtables that its constructors store: (subobject offset, vtable index). */
    public List<long[]> vptrStores(ICPPClassType c) {
        List<long[]> out = new ArrayList<>();
        List<VTable> g = group(c);
        for (int i = 0; i < g.size(); i++) out.add(new long[] {g.get(i).offset(), i});
        return out;
    }

    // ------------------------------------------------------------------ key function

    /**
     * The key function: the first virtual function {@code c} declares that is neither pure nor inline (not defined in
     * the class, not declared {@code inline}); null when there is none (the vtable is emitted where used, COMDAT).
     */
    public static ICPPMethod keyFunction(ICPPClassType c) {
        for (ICPPMethod m : declaredMethods(c)) {
            if (!isVirtual(m) || m.isPureVirtual() || m.isInline() || definedInClass(m)) continue;
            return m;
        }
        return null;
    }

    private static boolean definedInClass(ICPPMethod m) {
        if (!(m instanceof ICPPInternalBinding ib)) return false;
        IASTNode d = ib.getDefinition();
        for (IASTNode n = d; n != null; n = n.getParent()) {
            if (n instanceof IASTFunctionDefinition fd) return fd.getParent() instanceof ICPPASTCompositeTypeSpecifier;
        }
        return false;
    }

    /** The mangled name of a this-adjusting thunk of {@code target} ({@code _ZThn16_N1C1fEv}). */
    public static String thunkName(String target, long thisAdjust) {
        return "_ZTh" + number(thisAdjust) + "_" + target.substring(2);
    }

    /** The mangled name of a return-adjusting (covariant) thunk of {@code target} ({@code _ZTchn8_h8_N5Other5cloneEv}). */
    public static String covariantThunkName(String target, long thisAdjust, long vcallOffset, long returnAdjust) {
        String self = vcallOffset == 0 ? "h" + number(thisAdjust) + "_" : "v" + number(thisAdjust) + "_" + number(vcallOffset) + "_";
        return "_ZTc" + self + "h" + number(returnAdjust) + "_" + target.substring(2);
    }

    /** The mangled name of a virtual thunk of {@code target} ({@code _ZTv0_n24_N1C1fEv}). */
    public static String virtualThunkName(String target, long thisAdjust, long vcallOffset) {
        return "_ZTv" + number(thisAdjust) + "_" + number(vcallOffset) + "_" + target.substring(2);
    }

    static String number(long v) { return v < 0 ? "n" + (-v) : Long.toString(v); }
}
