package jcirc.frontend.cxx.abi;

import jcirc.frontend.cxx.abi.ItaniumVTableLayout.Entry;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout.Slot;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout.VTable;

import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Vtables of classes with virtual bases, construction vtables and VTTs (Itanium C++ ABI 2.5, 2.6; docs/cxx.md, "Virtual
 * bases and RTTI"), in the order clang's ItaniumVTableBuilder and VTTBuilder (and g++) lay them out:
 * <ul>
 * <li>a vtable's prefix before offset-to-top: the vbase offsets of its class (its primary bases' first, then in
 *     inheritance-graph order) and, for a virtual base's vtable, one vcall offset per virtual function signature (its
 *     primary bases' first, then its own in declaration order, then its other non-virtual bases'); the first pushed is
 *     nearest to the address point;
 * <li>the group: the primary vtable, the secondary vtables of non-virtual dynamic bases, then the vtables of the
 *     virtual bases in inheritance-graph order; a function whose final overrider is in a class the virtual base is
 *     virtual in goes through a virtual thunk reading the vcall offset;
 * <li>construction vtables ({@code _ZTC<D><offset>_<B>}): the group of a base subobject B laid out in D (D's virtual
 *     base offsets, B's final overriders; destructors are null entries as g++ emits them; non-virtual bases without
 *     virtual bases are skipped unless morally virtual);
 * <li>the VTT ({@code _ZTT<D>}): the primary vtable's address point, the sub-VTTs of non-virtual bases with virtual
 *     bases, the secondary virtual pointers (bases with virtual bases or reached through one, not non-virtual primary
 *     bases), then the sub-VTTs of virtual bases with virtual bases.
 * </ul>
 * Virtual primary bases (a nearly empty virtual base shared as the primary base) are not laid out here (reported by
 * CxxRecordLayout). A subobject is identified by its class and its offset in the most derived object.
 */
public final class ItaniumVirtualBases {
    private final ItaniumVTableLayout vt;

    ItaniumVirtualBases(ItaniumVTableLayout vt) { this.vt = vt; }

    /** A base subobject: class and offset from the start of the most derived object. */
    public record Sub(ICPPClassType cls, long offset) {
        @Override public boolean equals(Object o) { return o instanceof Sub s && s.offset == offset && s.cls.isSameType(cls); }
        @Override public int hashCode() { return Long.hashCode(offset) * 31 + ItaniumMangler.typeName(cls).hashCode(); }
    }

    /** Where a subobject's vptr points: vtable {@code index} of a group, slot {@code addressPoint}. */
    public record AddressPoint(int index, int addressPoint) {}

    /** A built group: its vtables and the address point of every subobject with a vptr (primary bases share theirs). */
    public record Group(List<VTable> vtables, Map<Sub, AddressPoint> addressPoints) {}

    /** One VTT entry: the address point in {@code _ZTV<D>} (construction == null) or in the construction vtable of {@code construction}. */
    public record VTTEntry(Sub construction, AddressPoint point) {}

    /** A class's VTT: entries, the sub-VTT index of each base subobject with virtual bases, the VTT index of each vptr of D itself. */
    public record VTT(List<VTTEntry> entries, Map<Sub, Integer> subVTTs, Map<Sub, Integer> vptrIndices, List<Sub> constructionVTables) {}

    private final Map<Sub, Group> groups = new HashMap<>();   // keyed by (most derived class, 0) or by the construction subobject
    private final Map<ICPPClassType, VTT> vtts = new HashMap<>();

    // ------------------------------------------------------------------ classes

    /** Does {@code c} have virtual bases (direct or indirect)? */
    public static boolean hasVirtualBases(ICPPClassType c) { return hasVirtualBases(c, 0); }

    private static boolean hasVirtualBases(ICPPClassType c, int depth) {
        if (c == null || depth > 64) return false;
        for (ICPPBase b : c.getBases()) if (b.isVirtual() || hasVirtualBases(ItaniumVTableLayout.baseClass(b), depth + 1)) return true;
        return false;
    }

    /** The virtual bases of {@code c} in inheritance-graph order (the order they are laid out and constructed in). */
    public static List<ICPPClassType> virtualBases(ICPPClassType c) {
        List<ICPPClassType> out = new ArrayList<>();
        collectVirtualBases(c, out, 0);
        return out;
    }

    private static void collectVirtualBases(ICPPClassType c, List<ICPPClassType> out, int depth) {
        if (depth > 64) return;
        for (ICPPBase b : c.getBases()) {
            ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
            if (bc == null) continue;
            if (b.isVirtual() && !contains(out, bc)) out.add(bc);
            collectVirtualBases(bc, out, depth + 1);
        }
    }

    public static boolean contains(List<ICPPClassType> l, ICPPClassType c) {
        for (ICPPClassType x : l) if (x.isSameType(c)) return true;
        return false;
    }

    private static boolean isBaseOf(ICPPClassType base, ICPPClassType derived, int depth) {
        if (depth > 64) return false;
        for (ICPPBase b : derived.getBases()) {
            ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
            if (bc != null && (bc.isSameType(base) || isBaseOf(base, bc, depth + 1))) return true;
        }
        return false;
    }

    /** The byte offset from the address point of {@code c}'s primary vtable of the vbase offset of {@code vbase}. */
    public static long vbaseOffsetOffset(ICPPClassType c, ICPPClassType vbase) {
        Prefix shape = new Prefix() {   // the positions only: every vtable of a c subobject has its prefix in this shape
            @Override long vOff(ICPPClassType v) { return 0; }
            @Override long vcallValue(ICPPMethod m, ICPPClassType k, long sub, long realOff) { return 0; }
            @Override long nvOffset(ICPPClassType k, int i) { return 0; }
        };
        shape.add(c, 0, false, 0);
        Long o = shape.vbaseOffsetOffsets.get(ItaniumMangler.typeName(vbase));
        if (o == null) throw new IllegalStateException("no vbase offset for " + vbase.getName() + " in " + c.getName());
        return o;
    }

    /**
     * The components before offset-to-top of the vtable of subobject (c, off), as clang's VCallAndVBaseOffsetBuilder
     * (Itanium C++ ABI 2.5.2): the primary base's first (a virtual primary base's vcall offsets too), then c's vbase offsets
     * in inheritance-graph order, then — for a virtual base's vtable — one vcall offset per virtual function signature (the
     * non-virtual primary bases' first, then declaration order, then the other non-virtual bases'). The first pushed is
     * nearest to the address point (-24).
     */
    abstract static class Prefix {
        final List<Long> values = new ArrayList<>();
        /** The vcall offsets: {method, byte offset from the address point}. */
        final List<Object[]> vcallKeys = new ArrayList<>();
        final Map<String, Long> vbaseOffsetOffsets = new HashMap<>();
        private final Set<String> visited = new HashSet<>();

        /** The offset of virtual base v (in the coordinates of the subobjects' offsets). */
        abstract long vOff(ICPPClassType v);
        /** The vcall offset of m for the virtual base subobject (k, sub) in a vtable of the subobject at realOff. */
        abstract long vcallValue(ICPPMethod m, ICPPClassType k, long sub, long realOff);
        /** The offset of non-virtual direct base i (CDT's index) in k. */
        abstract long nvOffset(ICPPClassType k, int i);

        private long next() { return -8L * (3 + values.size()); }

        void add(ICPPClassType c, long sub, boolean isVirtual, long realOff) {
            ICPPClassType p = ItaniumVTableLayout.primaryBase(c);
            if (p != null) {
                if (ItaniumVTableLayout.isPrimaryBaseVirtual(c)) add(p, vOff(p), true, realOff);
                else add(p, sub, false, realOff);
            }
            vbaseOffsets(c, realOff, 0);
            if (isVirtual) vcallOffsets(c, sub, realOff, 0);
        }

        private void vbaseOffsets(ICPPClassType c, long realOff, int depth) {
            if (depth > 64) return;
            for (ICPPBase b : c.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                if (bc == null) continue;
                if (b.isVirtual() && visited.add(ItaniumMangler.typeName(bc))) {
                    vbaseOffsetOffsets.put(ItaniumMangler.typeName(bc), next());
                    values.add(vOff(bc) - realOff);
                }
                vbaseOffsets(bc, realOff, depth + 1);
            }
        }

        private void vcallOffsets(ICPPClassType c, long sub, long realOff, int depth) {
            if (depth > 64) return;
            ICPPClassType p = ItaniumVTableLayout.primaryBase(c);
            // a virtual primary base's vcall offsets were pushed with it
            if (p != null && !ItaniumVTableLayout.isPrimaryBaseVirtual(c)) vcallOffsets(p, sub, realOff, depth + 1);
            for (ICPPMethod m : ItaniumVTableLayout.vtableOrder(c)) {
                if (!ItaniumVTableLayout.isVirtual(m)) continue;
                boolean have = false;
                for (Object[] k : vcallKeys) {
                    ICPPMethod km = (ICPPMethod) k[0];
                    if (km == m || ItaniumVTableLayout.overrides(m, km) || ItaniumVTableLayout.overrides(km, m)) { have = true; break; }
                }
                if (have) continue;
                vcallKeys.add(new Object[] {m, next()});
                values.add(vcallValue(m, c, sub, realOff));
            }
            ICPPBase[] bases = c.getBases();
            int primary = ItaniumVTableLayout.primaryBaseIndex(c);
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null || bases[i].isVirtual() || i == primary) continue;
                vcallOffsets(b, sub + nvOffset(c, i), realOff, depth + 1);
            }
        }
    }

    // ------------------------------------------------------------------ groups

    /** The vtable group of {@code md} laid out in {@code layout} at {@code mdOffset} (md == layout: its own vtables). */
    List<VTable> group(ICPPClassType md, ICPPClassType layout, long mdOffset) { return build(md, layout, mdOffset).vtables(); }

    /** The group (with address points) of the complete class {@code c}. */
    public Group completeGroup(ICPPClassType c) { return build(c, c, 0); }

    /** The construction group of base subobject {@code sub} of {@code complete}. */
    public Group constructionGroup(ICPPClassType complete, Sub sub) { return build(sub.cls(), complete, sub.offset()); }

    private Group build(ICPPClassType md, ICPPClassType layout, long mdOffset) {
        boolean construction = !md.isSameType(layout);
        Sub key = construction ? new Sub(md, mdOffset) : new Sub(md, -1);
        Map<Sub, Group> cache = construction ? constructionCache.computeIfAbsent(ItaniumMangler.typeName(layout), k -> new HashMap<>()) : groups;
        Group g = cache.get(key);
        if (g != null) return g;
        g = new Builder(md, layout, mdOffset, construction).run();
        cache.put(key, g);
        return g;
    }

    private final Map<String, Map<Sub, Group>> constructionCache = new HashMap<>();

    /** A final overrider: the function and the offset of the subobject of its class. */
    private record Overrider(ICPPMethod method, long offset) {}

    private final class Builder {
        final ICPPClassType md, layout;
        final long mdOffset;
        final boolean construction;
        final List<VTable> out = new ArrayList<>();
        final Map<Sub, AddressPoint> points = new LinkedHashMap<>();
        /** Per virtual base: the methods with a vcall offset in its vtable and their byte offsets from its address point. */
        final Map<Sub, List<Object[]>> vcalls = new HashMap<>();

        Builder(ICPPClassType md, ICPPClassType layout, long mdOffset, boolean construction) {
            this.md = md; this.layout = layout; this.mdOffset = mdOffset; this.construction = construction;
        }

        long vOff(ICPPClassType v) { return vt.offsets.vbaseOffset(layout, v) - mdOffset; }

        /** Virtual primary bases that share the vptr of a subobject here (no vtable of their own: clang's PrimaryVirtualBases). */
        final Set<String> primaryVirtualBases = new HashSet<>();

        Group run() {
            primaryAndSecondary(md, 0, false, false, null);
            primaryVirtualBases(md, 0, new HashSet<>(), 0);
            Set<String> visited = new HashSet<>();
            vtablesForVirtualBases(md, visited, 0);
            return new Group(List.copyOf(out), points);
        }

        // clang's DeterminePrimaryVirtualBases: in a construction group only those at their subobject's offset in the layout class
        void primaryVirtualBases(ICPPClassType c, long off, Set<String> vbases, int depth) {
            if (depth > 64) return;
            ICPPClassType p = ItaniumVTableLayout.virtualPrimaryBase(c);
            if (p != null && (!construction || vOff(p) == off)) primaryVirtualBases.add(ItaniumMangler.typeName(p));
            ICPPBase[] bases = c.getBases();
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null) continue;
                if (bases[i].isVirtual()) {
                    if (!vbases.add(ItaniumMangler.typeName(b))) continue;
                    primaryVirtualBases(b, vOff(b), vbases, depth + 1);
                } else {
                    primaryVirtualBases(b, off + vt.offsets.offset(c, i), vbases, depth + 1);
                }
            }
        }

        void vtablesForVirtualBases(ICPPClassType c, Set<String> visited, int depth) {
            if (depth > 64) return;
            for (ICPPBase b : c.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                if (bc == null) continue;
                if (b.isVirtual() && ItaniumVTableLayout.isDynamic(bc) && !primaryVirtualBases.contains(ItaniumMangler.typeName(bc))
                        && visited.add(ItaniumMangler.typeName(bc))) {
                    long o = vOff(bc);
                    primaryAndSecondary(bc, o, true, true, new Sub(bc, o));
                }
                if (hasVirtualBases(bc)) vtablesForVirtualBases(bc, visited, depth + 1);
            }
        }

        // the vtable of subobject (c, off) and the secondary vtables of its bases; vbase: the virtual base it lies in
        void primaryAndSecondary(ICPPClassType c, long off, boolean isVirtual, boolean morallyVirtual, Sub vbase) {
            Builder self = this;
            Prefix prefix = new Prefix() {
                @Override long vOff(ICPPClassType v) { return self.vOff(v); }
                @Override long vcallValue(ICPPMethod m, ICPPClassType k, long sub, long realOff) {
                    Overrider o = finalOverrider(m, new Sub(k, sub));
                    return o == null ? 0 : o.offset() - realOff;
                }
                @Override long nvOffset(ICPPClassType k, int i) { return vt.offsets.offset(k, i); }
            };
            prefix.add(c, off, isVirtual, off);
            List<Long> values = prefix.values;
            // the primary chain: c, its primary base, ...; a virtual primary base shares this vptr only where it lies at off
            List<ICPPClassType> chain = new ArrayList<>(List.of(c));
            List<Long> chainOffsets = new ArrayList<>(List.of(off));
            Sub shared = null;   // the virtual primary base at off (its vcall offsets are this vtable's)
            for (ICPPClassType k = c; chain.size() < 64; ) {
                ICPPClassType p = ItaniumVTableLayout.primaryBase(k);
                if (p == null) break;
                long po = ItaniumVTableLayout.isPrimaryBaseVirtual(k) ? vOff(p) : chainOffsets.getLast();
                if (ItaniumVTableLayout.isPrimaryBaseVirtual(k) && po == off && shared == null) shared = new Sub(p, off);
                chain.add(p);
                chainOffsets.add(po);
                k = p;
            }
            if (isVirtual) vcalls.put(new Sub(c, off), prefix.vcallKeys);
            if (shared != null) vcalls.putIfAbsent(shared, prefix.vcallKeys);
            List<Entry> entries = new ArrayList<>();
            for (int i = values.size() - 1; i >= 0; i--) entries.add(new ItaniumVTableLayout.VOffset(values.get(i)));
            entries.add(new ItaniumVTableLayout.OffsetToTop(-off));
            entries.add(new ItaniumVTableLayout.Rtti());
            for (Slot s : vt.slots(c)) {
                // a slot of a lost virtual primary base (one that does not lie here) that nothing at off overrides is never
                // used: g++ writes 0 (its BV_LOST_PRIMARY), and in a construction vtable the final overrider unadjusted
                long owner = off;
                ICPPClassType oc = s.method().getClassOwner();
                Sub target = new Sub(c, off);   // the final overrider is searched from the chain class declaring the slot
                for (int k = 0; k < chain.size(); k++)
                    if (oc != null && chain.get(k).isSameType(oc)) { owner = chainOffsets.get(k); target = new Sub(oc, owner); break; }
                if (owner != off) {
                    Overrider o = construction ? finalOverrider(s.method(), new Sub(oc, owner)) : null;
                    ICPPMethod f = o == null ? null : o.method();
                    entries.add(f == null ? new ItaniumVTableLayout.Null() : f.isPureVirtual() ? new ItaniumVTableLayout.Pure()
                            : f.isDestructor() ? new ItaniumVTableLayout.Null() : new ItaniumVTableLayout.Function(f, s.deleting(), 0, 0, 0));
                    continue;
                }
                entries.add(function(off, s, vbase != null ? vbase : shared, target));
            }
            int index = out.size();
            out.add(new VTable(c, off, entries, values.size() + 2));
            AddressPoint ap = new AddressPoint(index, values.size() + 2);
            for (int k = 0; k < chain.size() && chainOffsets.get(k) == off; k++) points.putIfAbsent(new Sub(chain.get(k), off), ap);
            secondaries(c, off, morallyVirtual, vbase);
        }

        void secondaries(ICPPClassType c, long off, boolean morallyVirtual, Sub vbase) {
            ICPPBase[] bases = c.getBases();
            int primary = ItaniumVTableLayout.primaryBaseIndex(c);
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null || bases[i].isVirtual() || !ItaniumVTableLayout.isDynamic(b)) continue;
                if (construction && !morallyVirtual && !hasVirtualBases(b)) continue;
                long bo = off + vt.offsets.offset(c, i);
                if (i == primary) secondaries(b, bo, morallyVirtual, vbase);
                else primaryAndSecondary(b, bo, false, morallyVirtual, vbase);
            }
        }

        // one function slot of the vtable of the subobject at off: the final overrider (as seen from target, the chain
        // subobject declaring the slot's function), through a thunk when it is elsewhere
        Entry function(long off, Slot s, Sub vbase, Sub target) {
            Overrider o = finalOverrider(s.method(), target);
            ICPPMethod f = o == null ? s.method() : o.method();
            long fo = o == null ? off : o.offset();
            long ra = s.returnAdjust() + (f != s.method() ? vt.returnAdjust(f, s.method()) : 0);
            if (f.isPureVirtual()) return new ItaniumVTableLayout.Pure();
            if (construction && f.isDestructor()) return new ItaniumVTableLayout.Null();
            if (fo == off) return new ItaniumVTableLayout.Function(f, s.deleting(), 0, 0, ra);
            if (vbase == null || inside(vbase, f.getClassOwner(), fo))
                return new ItaniumVTableLayout.Function(f, s.deleting(), fo - off, 0, ra);
            // the overrider's class has this virtual base: this moves to the virtual base, then by its vcall offset
            List<Object[]> keys = vcalls.get(vbase);
            if (keys != null)
                for (Object[] k : keys) {
                    ICPPMethod km = (ICPPMethod) k[0];
                    if (km == s.method() || ItaniumVTableLayout.overrides(s.method(), km) || ItaniumVTableLayout.overrides(km, s.method()))
                        return new ItaniumVTableLayout.Function(f, s.deleting(), vbase.offset() - off, (Long) k[1], ra);
                }
            throw new ItaniumVTableLayout.Unsupported(f, "this virtual function's thunk through a virtual base is");
        }

        /** Is subobject (cls, off) the virtual base {@code v} or a non-virtual base inside it? */
        boolean inside(Sub v, ICPPClassType cls, long off) {
            return insideNonVirtual(v.cls(), v.offset(), cls, off, 0);
        }

        boolean insideNonVirtual(ICPPClassType c, long co, ICPPClassType cls, long off, int depth) {
            if (c.isSameType(cls) && co == off) return true;
            if (depth > 64) return false;
            ICPPBase[] bases = c.getBases();
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b != null && !bases[i].isVirtual() && insideNonVirtual(b, co + vt.offsets.offset(c, i), cls, off, depth + 1)) return true;
            }
            return false;
        }

        /** The final overrider in {@code md} of {@code m} as seen from subobject {@code target}. */
        Overrider finalOverrider(ICPPMethod m, Sub target) {
            List<Overrider> cands = new ArrayList<>();
            search(md, 0, m, target, cands, 0);
            if (cands.isEmpty()) return new Overrider(m, target.offset());
            Overrider best = cands.get(0);
            for (Overrider o : cands) {
                ICPPClassType oc = o.method().getClassOwner(), bc = best.method().getClassOwner();
                if (!oc.isSameType(bc) && isBaseOf(bc, oc, 0)) best = o;
            }
            return best;
        }

        // does (c, off) reach target? then the most derived overrider on each path
        boolean search(ICPPClassType c, long off, ICPPMethod m, Sub target, List<Overrider> cands, int depth) {
            if (depth > 64) return false;
            if (c.isSameType(target.cls()) && off == target.offset()) {
                ICPPMethod own = m.getClassOwner() != null && m.getClassOwner().isSameType(c) ? m : ItaniumVTableLayout.overriderIn(c, m);
                addCand(cands, new Overrider(own != null ? own : m, off));
                return true;
            }
            ICPPBase[] bases = c.getBases();
            List<Overrider> below = new ArrayList<>();
            boolean reaches = false;
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null) continue;
                long bo = bases[i].isVirtual() ? vOff(b) : off + vt.offsets.offset(c, i);
                if (search(b, bo, m, target, below, depth + 1)) reaches = true;
            }
            if (!reaches) return false;
            ICPPMethod own = ItaniumVTableLayout.overriderIn(c, m);
            if (own != null && !own.isImplicit()) addCand(cands, new Overrider(own, off));
            else if (own != null && m.isDestructor()) addCand(cands, new Overrider(own, off));
            else for (Overrider o : below) addCand(cands, o);
            return true;
        }

        void addCand(List<Overrider> cands, Overrider o) {
            for (Overrider x : cands) if (x.method() == o.method() && x.offset() == o.offset()) return;
            cands.add(o);
        }
    }

    // ------------------------------------------------------------------ VTT

    /** The VTT of {@code c} (a class with virtual bases). */
    public VTT vtt(ICPPClassType c) {
        VTT v = vtts.get(c);
        if (v != null) return v;
        VTTBuilder b = new VTTBuilder(c);
        b.layoutVTT(new Sub(c, 0));
        v = new VTT(List.copyOf(b.entries), b.subVTTs, b.vptrIndices, b.constructions);
        vtts.put(c, v);
        return v;
    }

    private final class VTTBuilder {
        final ICPPClassType d;
        final List<VTTEntry> entries = new ArrayList<>();
        final Map<Sub, Integer> subVTTs = new LinkedHashMap<>();
        final Map<Sub, Integer> vptrIndices = new LinkedHashMap<>();
        final List<Sub> constructions = new ArrayList<>();

        VTTBuilder(ICPPClassType d) { this.d = d; }

        void layoutVTT(Sub base) {
            if (!hasVirtualBases(base.cls())) return;
            boolean primary = base.cls().isSameType(d) && base.offset() == 0;
            if (!primary) {
                subVTTs.put(base, entries.size());
                constructions.add(base);
            }
            Group g = primary ? completeGroup(d) : constructionGroup(d, base);
            Sub ctor = primary ? null : base;
            long rel = primary ? 0 : base.offset();
            add(base, g, ctor, rel, primary);
            ICPPBase[] bases = base.cls().getBases();
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null || bases[i].isVirtual() || !hasVirtualBases(b)) continue;
                layoutVTT(new Sub(b, base.offset() + vt.offsets.offset(base.cls(), i)));
            }
            // "reachable along a virtual path from" the VTT's own class: a virtual base's sub-VTT starts from that base, not
            // morally virtual itself (a non-virtual base without virtual bases of it gets no entry: g++.old-deja/g++.eh/catch6p)
            secondaryVirtualPointers(base, false, g, ctor, rel, primary, new HashSet<>(), 0);
            if (primary) virtualVTTs(d, new HashSet<>(), 0);
        }

        void add(Sub sub, Group g, Sub ctor, long rel, boolean primary) {
            AddressPoint ap = g.addressPoints().get(new Sub(sub.cls(), sub.offset() - rel));
            if (ap == null) throw new IllegalStateException("no address point for " + sub.cls().getName() + " at " + sub.offset());
            if (primary) vptrIndices.put(sub, entries.size());
            entries.add(new VTTEntry(ctor, ap));
        }

        void secondaryVirtualPointers(Sub base, boolean morallyVirtual, Group g, Sub ctor, long rel, boolean primary, Set<String> vbases, int depth) {
            ICPPClassType rd = base.cls();
            if ((!hasVirtualBases(rd) && !morallyVirtual) || depth > 64) return;
            ICPPBase[] bases = rd.getBases();
            int primaryIndex = ItaniumVTableLayout.primaryBaseIndex(rd);
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                if (b == null || !ItaniumVTableLayout.isDynamic(b)) continue;
                boolean bMorally = morallyVirtual, nvPrimary = false;
                long bo;
                if (bases[i].isVirtual()) {
                    if (!vbases.add(ItaniumMangler.typeName(b))) continue;
                    bo = vt.offsets.vbaseOffset(d, b);
                    bMorally = true;
                } else {
                    bo = base.offset() + vt.offsets.offset(rd, i);
                    nvPrimary = i == primaryIndex;
                }
                Sub bs = new Sub(b, bo);
                if (!nvPrimary && (hasVirtualBases(b) || bMorally)) add(bs, g, ctor, rel, primary);
                secondaryVirtualPointers(bs, bMorally, g, ctor, rel, primary, vbases, depth + 1);
            }
        }

        void virtualVTTs(ICPPClassType rd, Set<String> vbases, int depth) {
            if (depth > 64) return;
            for (ICPPBase b : rd.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                if (bc == null) continue;
                if (b.isVirtual()) {
                    if (!vbases.add(ItaniumMangler.typeName(bc))) continue;
                    layoutVTT(new Sub(bc, vt.offsets.vbaseOffset(d, bc)));
                }
                if (hasVirtualBases(bc)) virtualVTTs(bc, vbases, depth + 1);
            }
        }
    }

    /** The mangled name of the construction vtable of {@code sub} in {@code complete} ({@code _ZTC1D16_1C}). */
    public static String constructionVTableName(ICPPClassType complete, Sub sub) {
        String[] names = ItaniumMangler.typeNames(complete, sub.cls());   // one substitution context: _ZTCN4farm5AppleE0_NS_4TreeE
        return "_ZTC" + names[0] + sub.offset() + "_" + names[1];
    }

    /** The mangled name of the VTT of {@code c} ({@code _ZTT1D}). */
    public static String vttName(ICPPClassType c) { return "_ZTT" + ItaniumMangler.typeName(c); }
}
