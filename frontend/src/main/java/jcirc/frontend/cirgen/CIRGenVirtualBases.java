package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.cxx.abi.ItaniumVirtualBases;
import jcirc.frontend.cxx.abi.ItaniumVirtualBases.AddressPoint;
import jcirc.frontend.cxx.abi.ItaniumVirtualBases.Sub;
import jcirc.frontend.sema.SemaCXXBases;
import jcirc.frontend.sema.SemaVirtual;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Virtual base classes in CIRGen (clang's CGClass/ItaniumCXXABI: GetVirtualBaseClassOffset, InitializeVTablePointers,
 * the VTT parameter; docs/cxx.md, "Virtual bases and RTTI"):
 * <ul>
 * <li>the address of a virtual base: the vbase offset read from the object's vtable ({@link #toVirtualBase});
 * <li>the base-object constructor/destructor (C2/D2) of a class with virtual bases: a second copy of the definition with a
 *     VTT parameter after {@code this}; it constructs/destroys no virtual base and takes its vptrs from the VTT;
 * <li>the vptr stores of both variants ({@link #initVPtrs}), base-subobject constructor and destructor calls passing
 *     sub-VTTs;
 * <li>the VTT {@code _ZTT} and the construction vtables {@code _ZTC}, emitted with the class's vtable.
 * </ul>
 */
final class CIRGenVirtualBases {
    /** The VTT parameter's type: {@code void **}. */
    static final Type VTT = CirTypes.ptr(CirTypes.ptr(CirTypes.VOID));
    private static final Type BYTE_PTR = CirTypes.ptr(CirTypes.U8);

    private CIRGenVirtualBases() {}

    private static SemaVirtual virtuals(CIRGenFunction cgf) { return cgf.sema.cxx.virtuals; }

    // (A *) pb, A a virtual base of B  ->
    //   %vp = cir.vtable.get_vptr %pb; %vt = cir.load %vp; %w = cir.cast(bitcast, %vt) : !cir.ptr<!s64i>
    //   %s = cir.ptr_stride(%w, -3); %off = cir.load %s; %a = cir.ptr_stride(cir.cast(bitcast, %pb) : !cir.ptr<!u8i>, %off)
    // (a null pb stays null: a cir.if around it)
    static Value toVirtualBase(CIRGenFunction cgf, Value x, RecordDef cur, RecordDef.Base step, boolean nonNull) {
        Type to = CirTypes.ptr(cgf.cir(new CType.Record(step.def())));
        ICPPClassType cc = virtuals(cgf).classOf(cur), vc = virtuals(cgf).classOf(step.def());
        long off = ItaniumVirtualBases.vbaseOffsetOffset(cc, vc);
        if (nonNull) return vbaseAddress(cgf, x, off, to);
        CType pt = new CType.Pointer(new CType.Record(step.def()));
        Value slot = cgf.alloca(pt, "vbase", false, 0);
        cgf.b.store(cgf.b.constNull(to), slot);
        Value nn = cgf.b.cmp("ne", x, cgf.b.constNull(x.type()));
        Operation op = CirOps.IfOp.create(cgf.b, nn).op();
        cgf.b.buildRegion(op.region(0), () -> {
            cgf.b.store(vbaseAddress(cgf, x, off, to), slot);
            cgf.b.yield(null, List.of());
        });
        return cgf.b.load(slot);
    }

    private static Value vbaseAddress(CIRGenFunction cgf, Value x, long offsetOffset, Type to) {
        Value vp = CirOps.VtableGetVptrOp.create(cgf.b, x, CirTypes.ptr(CIRGenVTables.VPTR)).result();
        Value words = cgf.b.cast("bitcast", cgf.b.load(vp), CirTypes.ptr(CirTypes.S64));
        Value off = cgf.b.load(cgf.b.ptrStride(words, cgf.b.constInt(offsetOffset / 8, CirTypes.S64)));
        Value bytes = cgf.b.ptrStride(cgf.b.cast("bitcast", x, BYTE_PTR), off);
        return cgf.b.cast("bitcast", bytes, to);
    }

    private static Value atOffset(CIRGenFunction cgf, Value self, long offset, Type to) {
        Value p = cgf.b.cast("bitcast", self, BYTE_PTR);
        if (offset != 0) p = cgf.b.ptrStride(p, cgf.b.constInt(offset, CirTypes.S64));
        return cgf.b.cast("bitcast", p, to);
    }

    // ------------------------------------------------------------------ the VTT parameter

    /** cgm.function: a C2/D2 of a class with virtual bases gets {@code void **vtt} after {@code this} (idempotent). */
    static void addVttParam(CIRGenModule cgm, Operation fn, CType.Function ft) {
        CirTypes.FuncType t = (CirTypes.FuncType) ((BuiltinAttrs.TypeAttr) fn.attr("function_type")).type();
        int plain = cgm.types.abi.lower(ft, true).type().inputs().size();
        if (t.inputs().size() != plain) return;
        List<Type> in = new ArrayList<>(t.inputs());
        in.add(1, VTT);
        fn.setAttr("function_type", BuiltinAttrs.type(new CirTypes.FuncType(in, t.returnType(), t.varArg())));
        if (fn.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr a) {
            List<Attribute> es = new ArrayList<>(a.elements());
            es.add(Math.min(1, es.size()), new BuiltinAttrs.DictionaryAttr(Map.of()));
            fn.setAttr("arg_attrs", new BuiltinAttrs.ArrayAttr(es));
        }
    }

    /** A call of {@code fn} (a C2/D2 with a VTT parameter) on {@code self}: the call, then {@code vtt} as its second operand. */
    static void callWithVtt(CIRGenFunction cgf, Symbol fn, Value self, IASTInitializerClause[] args, Value vtt) {
        cgf.expr.emitCallTo(fn, self, args, CType.VOID);
        if (vtt == null) return;
        Block blk = cgf.b.insertionBlock();
        List<Operation> ops = blk.operations();
        for (int i = ops.size() - 1; i >= 0; i--) {
            Operation op = ops.get(i);
            if (op.name().equals(CirOps.CallOp.NAME) && op.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr r && r.root().equals(fn.irName)) {
                op.insertOperand(1, vtt);
                if (op.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr a) {
                    List<Attribute> es = new ArrayList<>(a.elements());
                    es.add(Math.min(1, es.size()), new BuiltinAttrs.DictionaryAttr(Map.of()));
                    op.setAttr("arg_attrs", new BuiltinAttrs.ArrayAttr(es));
                }
                return;
            }
        }
        throw new IllegalStateException("the call of " + fn.irName + " was not found");
    }

    /** The VTT the function being emitted passes on: its own VTT parameter (C2/D2), else {@code &_ZTT<X>}. */
    private static Value vttBase(CIRGenFunction cgf, ICPPClassType x) {
        if (cgf.vtt != null) return cgf.vtt;
        String name = ItaniumVirtualBases.vttName(x);
        Operation g = cgf.cgm.vtables.vtt(x);
        Type gt = ((BuiltinAttrs.TypeAttr) g.attr("sym_type")).type();
        return cgf.b.cast("bitcast", cgf.b.getGlobal(name, CirTypes.ptr(gt)), VTT);
    }

    private static Value subVtt(CIRGenFunction cgf, ICPPClassType x, Sub sub) {
        Integer idx = virtuals(cgf).layout.virtualBases.vtt(x).subVTTs().get(sub);
        if (idx == null) return null;
        Value base = vttBase(cgf, x);
        return idx == 0 ? base : cgf.b.ptrStride(base, cgf.b.constInt(idx, CirTypes.S64));
    }

    // ------------------------------------------------------------------ constructors and destructors

    /** Does the function being emitted construct or destroy a class with virtual bases? (CIRGenClass.baseSubobjects) */
    static boolean handles(CIRGenFunction cgf, IASTFunctionDefinition fd) {
        Symbol v = cgf.sema.cxx.bases.baseVariant(fd);
        return v != null && v.vttParam;
    }

    // D() : A(1), B(2) {}  (complete, C1)  ->  A::C2(this + 40); B::C2(this, &_ZTT1D[1]); C::C2(this + 16, &_ZTT1D[3]); vptrs
    // (base object, C2)                    ->  B::C2(this, vtt + 1); C::C2(this + 16, vtt + 3); vptrs from vtt
    static void baseSubobjects(CIRGenFunction cgf, IASTFunctionDefinition fd, Value self, ICPPClassType x) {
        SemaCXXBases bases = cgf.sema.cxx.bases;
        List<SemaCXXBases.BaseInit> inits = new ArrayList<>();
        if (cgf.vtt == null) for (SemaCXXBases.BaseInit bi : bases.baseInits(fd)) if (bi.base().isVirtual()) inits.add(bi);
        for (SemaCXXBases.BaseInit bi : bases.baseInits(fd)) if (!bi.base().isVirtual()) inits.add(bi);
        for (SemaCXXBases.BaseInit bi : inits) {
            Value addr = subobject(cgf, self, bi.base());
            if (bi.zeroFirst()) cgf.cxxClass.zeroBase(addr, bi.base());   // : A() value-initializes (SemaValueInit)
            if (bi.function() != null) {
                Value vtt = bi.function().vttParam ? subVtt(cgf, x, sub(cgf, bi.base())) : null;
                callWithVtt(cgf, bi.function(), addr, bi.args().toArray(new IASTInitializerClause[0]), vtt);
            }
            destroyedOnUnwind(cgf, cgf.sema.cxx.exceptions.unwindDestructor(bi), addr, x, bi.base());
        }
        List<SemaCXXBases.BaseInit> dtors = new ArrayList<>();
        for (SemaCXXBases.BaseInit bd : bases.baseDestructors(fd)) if (cgf.vtt == null || !bd.base().isVirtual()) dtors.add(bd);
        if (dtors.isEmpty()) return;
        cgf.cleanups.pushScope(null);
        cgf.cxxClass.markBaseCleanupScope(fd);
        for (SemaCXXBases.BaseInit bd : dtors.reversed()) {   // the last pushed runs first
            Value addr = subobject(cgf, self, bd.base());
            if (!bd.function().vttParam) { cgf.cleanups.addDestructor(addr, bd.function()); continue; }
            Sub s = sub(cgf, bd.base());
            cgf.cleanups.addCode(() -> callWithVtt(cgf, bd.function(), addr, new IASTInitializerClause[0], subVtt(cgf, x, s)));
        }
    }

    /** An implicit constructor/destructor's base steps: the virtual bases first (only in the complete-object variant). */
    static List<jcirc.frontend.sema.SemaSpecialMembers.BaseStep> synthesizedOrder(CIRGenFunction cgf, List<jcirc.frontend.sema.SemaSpecialMembers.BaseStep> steps) {
        List<jcirc.frontend.sema.SemaSpecialMembers.BaseStep> out = new ArrayList<>();
        if (cgf.vtt == null) for (var st : steps) if (st.base().isVirtual()) out.add(st);
        for (var st : steps) if (!st.base().isVirtual()) out.add(st);
        return out;
    }

    // an implicit member's call of a base's constructor/destructor: a virtual base at its complete-object offset; a sub-VTT
    // (a constructor's base is then destroyed if a later part throws)
    static void synthesizedBase(CIRGenFunction cgf, jcirc.frontend.sema.SemaSpecialMembers.BaseStep st, Value self) {
        ICPPClassType x = ownerOf(cgf);
        Value addr = subobject(cgf, self, st.base());
        if (st.call() != null) {
            Value vtt = st.call().vttParam ? subVtt(cgf, x, sub(cgf, st.base())) : null;
            callWithVtt(cgf, st.call(), addr, new IASTInitializerClause[0], vtt);
        }
        destroyedOnUnwind(cgf, cgf.sema.cxx.exceptions.unwindDestructor(st), addr, x, st.base());
    }

    // a base subobject of an x being constructed, built at addr: when a later part throws, its destructor d runs
    //   (an EH-only cleanup: cir.call @_ZN1BD2Ev(%addr), or with a sub-VTT: cir.call @_ZN1BD2Ev(%addr, &_ZTT1X[k]))
    static void destroyedOnUnwind(CIRGenFunction cgf, Symbol d, Value addr, ICPPClassType x, RecordDef.Base base) {
        if (d == null) return;
        cgf.cgm.function(d, false);
        if (!d.vttParam) { cgf.cleanups.addEhOnlyDestructor(addr, d); return; }
        Sub s = sub(cgf, base);
        cgf.cleanups.addEhOnlyCode(() -> callWithVtt(cgf, d, addr, new IASTInitializerClause[0], subVtt(cgf, x, s)));
    }

    // an implicit copy/move constructor's or assignment's base with virtual bases, or a virtual base, from `other`:
    //   C1: cir.call @_ZN1AC2ERKS_(%this + vbase offset, <%other's A, through its vptr>); C2 skips virtual bases
    //   a base with virtual bases: cir.call @_ZN1BC2ERKS_(%b, <sub-VTT>, %ob); operator=: the virtual base found through this's vptr
    static void synthesizedCopy(CIRGenFunction cgf, jcirc.frontend.sema.SemaSpecialMembers.BaseStep st, Value self, Value other, boolean assignment) {
        RecordDef owner = jcirc.frontend.cxx.CxxInheritance.record(jcirc.frontend.types.Types.pointee(
                ((CType.Function) jcirc.frontend.types.Types.unqual(cgf.fnSym.type)).params().get(0)));
        Value dst = assignment && st.base().isVirtual() ? cgf.inheritance.toBase(self, owner, List.of(st.base()), true) : subobject(cgf, self, st.base());
        Value src = cgf.inheritance.toBase(other, owner, List.of(st.base()), true);   // a virtual base of the source: through its vptr
        if (st.call() == null) {   // a trivially copyable virtual base: its bytes
            CirOps.CopyOp.create(cgf.b, src, dst);
            return;
        }
        Value vtt = !assignment && st.call().vttParam ? subVtt(cgf, ownerOf(cgf), sub(cgf, st.base())) : null;
        List<Value> args = new ArrayList<>(List.of(dst));
        if (vtt != null) args.add(vtt);
        args.add(src);
        CIRGenSpecialMembers.callCasting(cgf, st.call(), args);
        if (!assignment) destroyedOnUnwind(cgf, cgf.sema.cxx.exceptions.unwindDestructor(st), dst, ownerOf(cgf), st.base());
    }

    /** The class whose implicit member is being emitted: the record its {@code this} points to. */
    private static ICPPClassType ownerOf(CIRGenFunction cgf) {
        CType.Function f = (CType.Function) jcirc.frontend.types.Types.unqual(cgf.fnSym.type);
        return virtuals(cgf).classOf(jcirc.frontend.cxx.CxxInheritance.record(jcirc.frontend.types.Types.pointee(f.params().get(0))));
    }

    private static Sub sub(CIRGenFunction cgf, RecordDef.Base b) { return new Sub(virtuals(cgf).classOf(b.def()), b.offset()); }

    // a direct base subobject: a virtual one at its complete-object offset (only the complete variants construct them)
    private static Value subobject(CIRGenFunction cgf, Value self, RecordDef.Base b) {
        if (b.isVirtual()) return atOffset(cgf, self, b.offset(), CirTypes.ptr(cgf.cir(new CType.Record(b.def()))));
        return cgf.inheritance.toBase(self, List.of(b), true);
    }

    /** A vptr to store: the subobject, the virtual base it lies in (null: the non-virtual part) and its offset there. */
    private record VPtr(Sub sub, ICPPClassType nearest, long fromNearest) {}

    // each vptr of an X object: from X's vtable group (C1/D1), or from the VTT (C2/D2) for subobjects with virtual bases or
    // inside one, whose address is then read through X's own vptr (stored first)
    static void initVPtrs(CIRGenFunction cgf, Value self, ICPPClassType x) {
        ItaniumVirtualBases vb = virtuals(cgf).layout.virtualBases;
        ItaniumVirtualBases.Group g = vb.completeGroup(x);
        ItaniumVirtualBases.VTT vtt = cgf.vtt != null ? vb.vtt(x) : null;
        List<VPtr> vptrs = new ArrayList<>();
        walk(cgf, x, new Sub(x, 0), null, 0, false, x, new HashSet<>(), vptrs);
        String name = cgf.cgm.vtables.vtable(x).attr("sym_name", BuiltinAttrs.StringAttr.class).value();
        for (VPtr v : vptrs) {
            Value ap;
            if (vtt != null && (ItaniumVirtualBases.hasVirtualBases(v.sub().cls()) || v.nearest() != null)) {
                Integer idx = vtt.vptrIndices().get(v.sub());
                if (idx == null) throw new IllegalStateException("no VTT entry for " + v.sub());
                Value e = cgf.b.load(idx == 0 ? cgf.vtt : cgf.b.ptrStride(cgf.vtt, cgf.b.constInt(idx, CirTypes.S64)));
                ap = cgf.b.cast("bitcast", e, CIRGenVTables.VPTR);
            } else {
                AddressPoint p = g.addressPoints().get(v.sub());
                if (p == null) throw new IllegalStateException("no address point for " + v.sub());
                ap = CirOps.VtableAddressPointOp.create(cgf.b, CIRGenVTables.VPTR, CIRGenBuilder.attrs(
                        "name", BuiltinAttrs.sym(name), "vtable_index", BuiltinAttrs.i32(p.index()), "address_point_index", BuiltinAttrs.i32(p.addressPoint()))).addr();
            }
            Type to = CirTypes.ptr(cgf.cir(new CType.Record(virtuals(cgf).recordOf(v.sub().cls()))));
            Value obj;
            if (v.nearest() != null && cgf.vtt != null) {
                Value vbAddr = vbaseAddress(cgf, self, ItaniumVirtualBases.vbaseOffsetOffset(x, v.nearest()), BYTE_PTR);
                obj = atOffset(cgf, vbAddr, v.fromNearest(), to);
            } else {
                obj = atOffset(cgf, self, v.sub().offset(), to);
            }
            Value slot = CirOps.VtableGetVptrOp.create(cgf.b, obj, CirTypes.ptr(CIRGenVTables.VPTR)).result();
            cgf.b.store(ap, slot);
        }
    }

    private static void walk(CIRGenFunction cgf, ICPPClassType x, Sub base, ICPPClassType nearest, long fromNearest, boolean nvPrimary,
                             ICPPClassType vtableClass, Set<String> vbases, List<VPtr> out) {
        if (!nvPrimary) out.add(new VPtr(base, nearest, fromNearest));
        ICPPBase[] bases = base.cls().getBases();
        int primary = ItaniumVTableLayout.primaryBaseIndex(base.cls());
        for (int i = 0; i < bases.length; i++) {
            ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
            if (b == null || !ItaniumVTableLayout.isDynamic(b)) continue;
            if (bases[i].isVirtual()) {
                if (!vbases.add(jcirc.frontend.cxx.abi.ItaniumMangler.typeName(b))) continue;
                long off = virtuals(cgf).layout.virtualBases == null ? 0 : vbaseOffset(cgf, vtableClass, b);
                walk(cgf, x, new Sub(b, off), b, 0, false, vtableClass, vbases, out);
            } else {
                long bo = nonVirtualOffset(cgf, base.cls(), i);
                walk(cgf, x, new Sub(b, base.offset() + bo), nearest, fromNearest + bo, i == primary, vtableClass, vbases, out);
            }
        }
    }

    private static long vbaseOffset(CIRGenFunction cgf, ICPPClassType complete, ICPPClassType v) {
        RecordDef d = virtuals(cgf).recordOf(complete), vd = virtuals(cgf).recordOf(v);
        RecordDef.Base b = d == null ? null : d.virtualBase(vd);
        return b == null ? 0 : b.offset();
    }

    private static long nonVirtualOffset(CIRGenFunction cgf, ICPPClassType c, int cdtIndex) {
        RecordDef d = virtuals(cgf).recordOf(c);
        ICPPBase[] bs = c.getBases();
        int nv = 0;
        for (int k = 0; k < cdtIndex; k++) if (!bs[k].isVirtual()) nv++;
        return d == null || nv >= d.bases().size() ? 0 : d.bases().get(nv).offset();
    }

    // ------------------------------------------------------------------ the base-object variant

    /**
     * After a constructor or destructor of a class with virtual bases was emitted as its complete-object variant (C1/D1):
     * the same definition again as the base-object variant (C2/D2) with the VTT parameter.
     */
    static void emitBaseVariant(CIRGenFunction complete, IASTFunctionDefinition fd, CType.Function f, CType.Function own) {
        Symbol v = complete.sema.cxx.bases.baseVariant(fd);
        if (v == null || !v.vttParam || complete.fnSym == null) return;
        v.defined = true;
        v.linkOnceOdr = complete.fnSym.linkOnceOdr;
        v.weakOdr = complete.fnSym.weakOdr;
        CIRGenFunction cgf = new CIRGenFunction(complete.cgm);
        cgf.definition = fd;
        cgf.fnSym = v;
        cgf.returnType = f.returnType();
        complete.sema.currentFunctionName = v.name;
        Operation fn = complete.cgm.function(v, true);
        if (!fn.region(0).isEmpty()) return;
        cgf.emitBody(fd, fd, fd.getDeclarator(), fd.getBody(), f, own, fn, () -> cgf.vtt = cgf.entry.insertArgument(1, VTT));
    }

    // ------------------------------------------------------------------ globals: VTT and construction vtables

    // _ZTT1D = [&_ZTV1D[0][3], &_ZTC1D0_1B[0][3], ...]  (cir.global of !cir.ptr<!u8i> elements, #cir.global_view with indices)
    static void defineVTT(CIRGenVTables vts, SemaVirtual sv, ICPPClassType c, Operation op, String linkage) {
        ItaniumVirtualBases.VTT vtt = sv.layout.virtualBases.vtt(c);
        List<Attribute> es = new ArrayList<>();
        for (ItaniumVirtualBases.VTTEntry e : vtt.entries()) {
            String table = e.construction() == null ? CIRGenVTables.vtableName(c) : vts.constructionVTable(c, e.construction(), linkage);
            es.add(new CirAttrs.GlobalViewAttr(table, List.of((long) e.point().index(), (long) e.point().addressPoint()), BYTE_PTR));
        }
        Type at = CirTypes.array(BYTE_PTR, es.size());
        vts.define(op, new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(es), at), linkage);
    }
}
