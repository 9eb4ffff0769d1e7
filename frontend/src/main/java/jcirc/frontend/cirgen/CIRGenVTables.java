package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cxx.CxxRecordLayout;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout.Entry;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout.VTable;
import jcirc.frontend.sema.SemaVirtual;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMember;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Virtual functions in CIRGen (clang's CGVTables, CGCXXABI/ItaniumCXXABI and CGRTTI; docs/cxx.md, "Virtual functions"):
 * <ul>
 * <li>vptr stores of constructors and destructors ({@link #initVPtrs}: after the bases, before the members);
 * <li>virtual calls ({@link #virtualFunction}: {@code cir.vtable.get_vptr}, a load, {@code cir.vtable.get_virtual_fn_addr},
 *     a load, then an indirect {@code cir.call});
 * <li>the vtable groups {@code _ZTV} (a constant struct of pointer arrays: offset-to-top, typeinfo, functions), emitted
 *     by the unit defining the key function ({@code external}) or, without one, by every unit using it
 *     ({@code linkonce_odr}), else declared; this-adjusting thunks {@code _ZThn<N>_…}; deleting destructors D0;
 * <li>typeinfo objects {@code _ZTI} and names {@code _ZTS} of classes ({@code __class_type_info},
 *     {@code __si_class_type_info}, {@code __vmi_class_type_info} from libstdc++'s {@code __cxxabiv1}).
 * </ul>
 */
final class CIRGenVTables {
    /** The vptr's cir type: {@code !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>} (what address points are). */
    static final Type VPTR = CirTypes.ptr(CirTypes.ptr(new CirTypes.FuncType(List.of(), CirTypes.S32, false)));
    private static final Type BYTE_PTR = CirTypes.ptr(CirTypes.U8);

    private final CIRGenModule cgm;
    /** Vtable globals referenced or emitted, by class. */
    private final Map<ICPPClassType, Operation> vtables = new LinkedHashMap<>();
    private final Set<String> typeinfos = new LinkedHashSet<>();
    private final Map<String, Operation> externs = new HashMap<>();

    CIRGenVTables(CIRGenModule cgm) { this.cgm = cgm; }

    private SemaVirtual virtuals() { return cgm.sema.cxx.virtuals; }

    static String vtableName(ICPPClassType c) { return "_ZTV" + ItaniumMangler.typeName(c); }
    static String typeinfoName(ICPPClassType c) { return "_ZTI" + ItaniumMangler.typeName(c); }
    static String typeNameName(ICPPClassType c) { return "_ZTS" + ItaniumMangler.typeName(c); }

    // ------------------------------------------------------------------ vptrs and calls

    /**
     * The hook every constructor and destructor of a dynamic class runs (user-declared after its bases' constructors,
     * before its members; implicit ones first): each vptr of the object gets this class's address point.
     *   %ap = cir.vtable.address_point(@_ZTV1D, vtable_index = 1, address_point_index = 2) : !cir.ptr<...>
     *   %b = cir.base_class_addr(%this) {offset = 8}; %vp = cir.vtable.get_vptr %b; cir.store %ap, %vp
     */
    static void initVPtrs(CIRGenFunction cgf, Value self, ICPPClassType c) {
        if (c != null && cgf.sema.templates != null) c = cgf.sema.templates.inCurrentInstance(c);   // B<T>'s constructor in B<int>: B<int>'s vtable
        if (c == null || cgf.sema.cxx == null || !ItaniumVTableLayout.isDynamic(c)) return;
        if (jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) {   // docs/cxx.md, "Virtual bases and RTTI"
            try { CIRGenVirtualBases.initVPtrs(cgf, self, c); } catch (ItaniumVTableLayout.Unsupported u) { }   // reported by Sema
            return;
        }
        CIRGenVTables vt = cgf.cgm.vtables;
        SemaVirtual sv = vt.virtuals();
        List<VTable> group;
        try { group = sv.layout.group(c); } catch (ItaniumVTableLayout.Unsupported u) { return; }   // reported by Sema (SemaVirtual.laidOut)
        String name = vt.vtable(c).attr("sym_name", BuiltinAttrs.StringAttr.class).value();
        for (int i = 0; i < group.size(); i++) {
            VTable t = group.get(i);
            Value ap = CirOps.VtableAddressPointOp.create(cgf.b, VPTR, CIRGenBuilder.attrs(
                    "name", BuiltinAttrs.sym(name), "vtable_index", BuiltinAttrs.i32(i), "address_point_index", BuiltinAttrs.i32(VTable.ADDRESS_POINT))).addr();
            Value obj = self;
            RecordDef bd = sv.recordOf(t.base());
            if (t.offset() != 0 && bd != null)
                obj = CirOps.BaseClassAddrOp.create(cgf.b, self, CirTypes.ptr(cgf.cir(new CType.Record(bd))), CIRGenBuilder.attrs("offset", BuiltinAttrs.i64(t.offset()), "assume_not_null", BuiltinAttrs.UNIT)).baseAddr();
            Value slot = CirOps.VtableGetVptrOp.create(cgf.b, obj, CirTypes.ptr(VPTR)).result();
            cgf.b.store(ap, slot);
        }
    }

    /**
     * The function pointer in slot {@code slot} of the vtable of {@code object} (whose class declares the callee {@code fn}):
     *   %vp = cir.vtable.get_vptr %obj; %vt = cir.load %vp; %s = cir.vtable.get_virtual_fn_addr %vt[slot]; %f = cir.load %s
     */
    Value virtualFunction(CIRGenFunction cgf, Value object, int slot, Symbol fn) {
        Type fpt = CirTypes.ptr(cgm.functionType(fn));
        Value vp = CirOps.VtableGetVptrOp.create(cgf.b, object, CirTypes.ptr(VPTR)).result();
        Value vt = cgf.b.load(vp);
        Value addr = CirOps.VtableGetVirtualFnAddrOp.create(cgf.b, vt, CirTypes.ptr(fpt), CIRGenBuilder.attrs("index", BuiltinAttrs.i64(slot))).result();
        return cgf.b.load(addr);
    }

    /**
     * {@code dynamic_cast<T *>(p)} (SemaVirtual.DynamicCast): an up-cast converts; otherwise null stays null and
     *   dynamic_cast<D *>(b)    ->  cir.if (b != null) { %r = cir.call @__dynamic_cast(b, &_ZTI1B, &_ZTI1D, hint) }
     *   dynamic_cast<void *>(b) ->  cir.if (b != null) { b + (the vptr's offset-to-top: %vt[-2]) }
     */
    Value dynamicCast(CIRGenFunction cgf, org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        SemaVirtual.DynamicCast dc = virtuals().dynamicCast(c);
        CType to = Types.unqual(cgf.sema.typeOfTypeId(c.getTypeId()));
        if (dc.kind() == SemaVirtual.DynamicCast.Kind.UPCAST) return cgf.expr.emitConverted(c.getOperand(), to);
        Value p = cgf.expr.emitRValue(c.getOperand());
        Type rt = cgf.cir(to);
        Value slot = cgf.alloca(to, "dyn.cast", false, 0);
        cgf.b.store(cgf.b.constNull(rt), slot);
        Value nonNull = cgf.b.cmp("ne", p, cgf.b.constNull(p.type()));
        Operation op = CirOps.IfOp.create(cgf.b, nonNull).op();
        cgf.b.buildRegion(op.region(0), () -> {
            Value r;
            if (dc.kind() == SemaVirtual.DynamicCast.Kind.TO_VOID) {
                Value vp = CirOps.VtableGetVptrOp.create(cgf.b, p, CirTypes.ptr(VPTR)).result();
                Value vt = cgf.b.cast("bitcast", cgf.b.load(vp), CirTypes.ptr(CirTypes.S64));
                Value off = cgf.b.load(cgf.b.ptrStride(vt, cgf.b.constInt(-2, CirTypes.S64)));
                r = cgf.b.ptrStride(cgf.b.cast("bitcast", p, BYTE_PTR), off);
            } else {
                CType vp = new CType.Pointer(CType.VOID);
                String name = library("__dynamic_cast", new CType.Function(vp, List.of(vp, vp, vp, CType.LONG), false, true));
                r = callDirect(cgf, generated.get(name), List.of(p, typeinfoAddress(cgf, dc.from()), typeinfoAddress(cgf, dc.to()),
                        cgf.b.constInt(dc.hint(), CirTypes.S64)));
            }
            cgf.b.store(r.type().equals(rt) ? r : cgf.b.cast("bitcast", r, rt), slot);
            cgf.b.yield(null, List.of());
        });
        return cgf.b.load(slot);
    }

    // &_ZTI1B  ->  %t = cir.get_global @_ZTI1B : !cir.ptr<!ty_typeinfo_si>
    Value typeinfoAddress(CIRGenFunction cgf, RecordDef def) {
        String name = typeinfo(virtuals().classOf(def));
        Type t = ((BuiltinAttrs.TypeAttr) externs.get(name).attr("sym_type")).type();
        return cgf.b.getGlobal(name, CirTypes.ptr(t));
    }

    // ------------------------------------------------------------------ globals

    /** The vtable group's cir type: one pointer array per vtable. */
    private CirTypes.StructType vtableType(ICPPClassType c, String name) { return groupType(virtuals().layout.group(c), name); }

    private static CirTypes.StructType groupType(List<VTable> group, String name) {
        List<Type> members = new ArrayList<>();
        for (VTable t : group) members.add(CirTypes.array(BYTE_PTR, t.entries().size()));
        return new CirTypes.StructType("vtable." + name, false, members, false);
    }

    private final Map<ICPPClassType, Operation> vtts = new LinkedHashMap<>();

    /** The VTT global of {@code c}, a class with virtual bases (defined with its vtable, CIRGenVirtualBases). */
    Operation vtt(ICPPClassType c) {
        Operation op = vtts.get(c);
        if (op != null) return op;
        int n = virtuals().layout.virtualBases.vtt(c).entries().size();
        op = declareGlobal(jcirc.frontend.cxx.abi.ItaniumVirtualBases.vttName(c), CirTypes.array(BYTE_PTR, n), 8);
        vtts.put(c, op);
        vtable(c);   // the VTT points into it
        return op;
    }

    /** The construction vtable of {@code sub} in {@code c}, defined with {@code linkage}; its name. */
    String constructionVTable(ICPPClassType c, jcirc.frontend.cxx.abi.ItaniumVirtualBases.Sub sub, String linkage) {
        String name = jcirc.frontend.cxx.abi.ItaniumVirtualBases.constructionVTableName(c, sub);
        List<VTable> group = virtuals().layout.virtualBases.constructionGroup(c, sub).vtables();
        Operation op = declareGlobal(name, groupType(group, name), 8);
        if (op.attr("initial_value") == null) define(op, groupValue(group, typeinfo(sub.cls()), op), linkage);
        return name;
    }

    /** The vtable global of {@code c} (a declaration until {@link #finish} defines it). */
    Operation vtable(ICPPClassType c) {
        Operation op = vtables.get(c);
        if (op != null) return op;
        String name = vtableName(c);
        op = declareGlobal(name, vtableType(c, name), 8);
        vtables.put(c, op);
        return op;
    }

    Operation declareGlobal(String name, Type type, long align) {
        Operation op = externs.get(name);
        if (op != null) return op;
        Map<String, Attribute> a = CIRGenBuilder.attrs(
                "sym_name", BuiltinAttrs.str(name),
                "sym_type", BuiltinAttrs.type(type),
                "linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "external"),
                "alignment", new BuiltinAttrs.IntegerAttr(align, BuiltinTypes.I64));
        op = cgm.addGlobal(name, a);
        externs.put(name, op);
        return op;
    }

    void define(Operation op, CirAttrs.CirTypedAttr init, String linkage) {
        op.setAttr("initial_value", init);
        op.setAttr("constant", BuiltinAttrs.UNIT);
        op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, linkage));
    }

    private static boolean definedHere(ICPPMethod m) {
        return m instanceof ICPPInternalBinding ib && ib.getDefinition() != null;
    }

    /** {@code external} when the key function is defined in this unit, {@code linkonce_odr} without a key function, null: elsewhere. */
    private String linkage(ICPPClassType c) {
        // a class template instance: linkonce_odr in every unit using it, unless 'extern template class C<X>;' said another unit has it
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization)
            return cgm.sema.templates != null && cgm.sema.templates.externInstance(c) ? null : "linkonce_odr";
        ICPPMethod key = ItaniumVTableLayout.keyFunction(c);
        if (key == null) return "linkonce_odr";
        return definedHere(key) ? "external" : null;
    }

    /** After the unit: defines the vtables this unit emits, their typeinfo and thunks, and the deleting destructors. */
    void finish() {
        for (ICPPClassType c : virtuals().dynamicClasses()) {
            if (!ItaniumVTableLayout.isDynamic(c)) continue;
            if ("external".equals(linkage(c))) vtable(c);   // the key function is defined here
            deletingDestructor(c);
        }
        for (Map.Entry<ICPPClassType, Operation> e : new ArrayList<>(vtables.entrySet())) {
            String l = linkage(e.getKey());
            if (l != null && e.getValue().attr("initial_value") == null) defineVTable(e.getKey(), e.getValue(), l);   // once (finish runs until no deferred function is left)
        }
    }

    // _ZTV1D = { [0, &_ZTI1D, &D::f, &D::g], [-8, &_ZTI1D, &_ZThn8_N1D1gEv] }
    private void defineVTable(ICPPClassType c, Operation op, String linkage) {
        define(op, groupValue(virtuals().layout.group(c), typeinfo(c), op), linkage);
        if (jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) CIRGenVirtualBases.defineVTT(this, virtuals(), c, vtt(c), linkage);
    }

    private CirAttrs.ConstStructAttr groupValue(List<VTable> group, String ti, Operation op) {
        List<Attribute> arrays = new ArrayList<>();
        for (VTable t : group) {
            List<Attribute> es = new ArrayList<>();
            for (Entry e : t.entries()) {
                es.add(switch (e) {
                    case ItaniumVTableLayout.OffsetToTop o -> o.offset() == 0 ? new CirAttrs.NullPtrAttr(BYTE_PTR) : new CirAttrs.ConstPtrAttr(o.offset(), BYTE_PTR);
                    case ItaniumVTableLayout.Rtti r -> new CirAttrs.GlobalViewAttr(ti, List.of(), BYTE_PTR);
                    case ItaniumVTableLayout.Pure p -> new CirAttrs.GlobalViewAttr(library("__cxa_pure_virtual", new CType.Function(CType.VOID, List.of(), false, true)), List.of(), BYTE_PTR);
                    case ItaniumVTableLayout.Function f -> new CirAttrs.GlobalViewAttr(functionEntry(f), List.of(), BYTE_PTR);
                    case ItaniumVTableLayout.VOffset o -> o.offset() == 0 ? new CirAttrs.NullPtrAttr(BYTE_PTR) : new CirAttrs.ConstPtrAttr(o.offset(), BYTE_PTR);
                    case ItaniumVTableLayout.Null n -> new CirAttrs.NullPtrAttr(BYTE_PTR);
                });
            }
            Type at = CirTypes.array(BYTE_PTR, es.size());
            arrays.add(new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(es), at));
        }
        Type st = ((BuiltinAttrs.TypeAttr) op.attr("sym_type")).type();
        return new CirAttrs.ConstStructAttr(arrays, st);
    }

    /** The symbol a vtable entry names: the function (its D0/D1), or a thunk of it. */
    private String functionEntry(ItaniumVTableLayout.Function f) {
        Symbol target = f.method().isDestructor() && f.deleting() ? deleting(f.method()) : methodSymbol(f.method());
        if (target == null) return "__cxa_pure_virtual";
        cgm.function(target, false);
        if (f.thisAdjust() == 0 && f.vcallOffset() == 0 && f.returnAdjust() == 0) return target.irName;
        return thunk(target, f.thisAdjust(), f.vcallOffset(), f.returnAdjust(), at(f.method()));
    }

    /** The symbol of a virtual function (its complete-object destructor for a destructor). */
    private Symbol methodSymbol(ICPPMethod m) {
        Symbol s = lookupMethod(ItaniumMangler.function(m));
        if (s == null || !s.isFunction()) {
            cgm.sema.error(at(m), "the virtual function '" + m.getName() + "' of this class is not supported yet");
            return null;
        }
        return s;
    }

    /** A declared member function, or an implicit one Sema synthesized (an implicit virtual destructor). */
    private Symbol lookupMethod(String name) {
        Symbol s = cgm.sema.cxx.special.implicitSymbol(name);   // first: virtual ~B() = default; is declared, and synthesized
        return s != null ? s : cgm.sema.symbols.lookup(name);
    }

    private final Map<String, Symbol> generated = new HashMap<>();

    /** A declaration of {@code m} (for diagnostics). */
    private static org.eclipse.cdt.core.dom.ast.IASTNode at(ICPPMethod m) {
        if (m instanceof ICPPInternalBinding ib) {
            if (ib.getDefinition() != null) return ib.getDefinition();
            if (ib.getDeclarations() != null && ib.getDeclarations().length > 0) return ib.getDeclarations()[0];
        }
        return null;
    }

    /** The deleting destructor D0 of the destructor {@code d} (declared; defined where D1 is). */
    private Symbol deleting(ICPPMethod d) {
        Symbol d1 = methodSymbol(d);
        if (d1 == null) return null;
        String name = ItaniumMangler.destructor(d, ItaniumMangler.Variant.DELETING);
        Symbol s = generated.get(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, d1.type, Symbol.Linkage.EXTERNAL, false, d1.loc);
            s.nothrow = d1.nothrow;
            generated.put(name, s);
        }
        cgm.function(s, false);
        return s;
    }

    // void D::~D() defined here  ->  cir.func @_ZN1DD0Ev(%this) { cir.call @_ZN1DD1Ev(%this); cir.call @_ZdlPvm(%this, sizeof(D)) }
    private void deletingDestructor(ICPPClassType c) {
        ICPPMethod d = jcirc.frontend.sema.SemaSpecialMembers.destructorOf(c);   // an implicit virtual one too
        if (d == null || !ItaniumVTableLayout.isVirtual(d)) return;
        Symbol d1 = lookupMethod(ItaniumMangler.function(d));
        if (d1 == null) return;
        Operation d1op = cgm.existingFunction(d1);
        if (d1op == null || d1op.region(0).isEmpty()) return;   // D1 is defined elsewhere: so is D0
        Symbol d0 = deleting(d);
        d0.linkOnceOdr = d1.linkOnceOdr;
        d0.weakOdr = d1.weakOdr;
        d0.defined = true;
        RecordDef def = virtuals().recordOf(c);
        long size = def == null ? 1 : def.size();
        body(d0, (cgf, args) -> {
            callDirect(cgf, d1, List.of(args.get(0)));
            Symbol del = cgm.sema.symbols.lookup("_ZdlPvm");
            String delName = library("_ZdlPvm", new CType.Function(CType.VOID, List.of(new CType.Pointer(CType.VOID), CType.SIZE_T), false, true));
            Symbol ds = generated.get(delName);
            Value p = cgf.b.cast("bitcast", args.get(0), CirTypes.ptr(CirTypes.VOID));
            callDirect(cgf, del != null && del.isFunction() ? del : ds, List.of(p, cgf.b.constInt(size, cgf.cir(CType.SIZE_T))));
            return null;
        });
    }

    // _ZThn8_N1D1gEv(%this, ...)  ->  %p = this - 8 (bytes); cir.return cir.call @_ZN1D1gEv(%p, ...)
    // _ZTv0_n24_N1C1fEv(%this, ...)  ->  %vt = *this; %p = this + *(%vt - 24) (bytes); cir.return cir.call @_ZN1C1fEv(%p, ...)
    // _ZTch0_h8_N1D1fEv(%this)  ->  %r = cir.call @_ZN1D1fEv(%this); %r != null ? %r + 8 (bytes) : null
    private String thunk(Symbol target, long adjust, long vcall, long ret, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        String name = ret != 0 ? ItaniumVTableLayout.covariantThunkName(target.irName, adjust, vcall, ret)
                : vcall == 0 ? ItaniumVTableLayout.thunkName(target.irName, adjust) : ItaniumVTableLayout.virtualThunkName(target.irName, adjust, vcall);
        if (generated.containsKey(name)) return name;
        Symbol th = new Symbol(name, Symbol.Kind.FUNCTION, target.type, Symbol.Linkage.EXTERNAL, false, target.loc);
        th.nothrow = target.nothrow;
        th.linkOnceOdr = true;   // each unit needing it emits it (weak), as g++'s COMDAT thunks
        th.defined = true;
        generated.put(name, th);
        if (Types.unqual(target.type) instanceof CType.Function f && f.variadic()) {
            cgm.sema.error(at, "a thunk of the variadic virtual function '" + target.name + "' is not supported yet");
            return name;
        }
        body(th, (cgf, args) -> {
            int self = cgf.abi.hasSRet() ? 1 : 0;
            List<Value> ops = new ArrayList<>(args);
            Value p = cgf.b.cast("bitcast", args.get(self), BYTE_PTR);
            if (adjust != 0) p = cgf.b.ptrStride(p, cgf.b.constInt(adjust, CirTypes.S64));
            if (vcall != 0) {   // the vcall offset in the vtable this now points to
                Value vt = cgf.b.load(cgf.b.cast("bitcast", p, CirTypes.ptr(BYTE_PTR)));
                Value words = cgf.b.cast("bitcast", vt, CirTypes.ptr(CirTypes.S64));
                Value off = cgf.b.load(cgf.b.ptrStride(words, cgf.b.constInt(vcall / 8, CirTypes.S64)));
                p = cgf.b.ptrStride(p, off);
            }
            ops.set(self, cgf.b.cast("bitcast", p, args.get(self).type()));
            Value r = callDirect(cgf, target, ops);
            if (ret == 0 || r == null) return r;
            // the covariant result as the base the slot returns: a null pointer stays null
            CType bp = new CType.Pointer(CType.CHAR);
            Value slot = cgf.alloca(bp, "ret.adj", false, 0);
            Value bytes = cgf.b.cast("bitcast", r, cgf.cir(bp));
            cgf.b.store(bytes, slot);
            Operation iff = CirOps.IfOp.create(cgf.b, cgf.b.cmp("ne", r, cgf.b.constNull(r.type()))).op();
            cgf.b.buildRegion(iff.region(0), () -> {
                cgf.b.store(cgf.b.ptrStride(bytes, cgf.b.constInt(ret, CirTypes.S64)), slot);
                cgf.b.yield(null, List.of());
            });
            return cgf.b.cast("bitcast", cgf.b.load(slot), r.type());
        });
        return name;
    }

    private interface Body { Value emit(CIRGenFunction cgf, List<Value> args); }

    /** Defines the function {@code s} with a body of calls over its (ABI-lowered) arguments. */
    private void body(Symbol s, Body emit) {
        Operation fn = cgm.function(s, true);
        if (!fn.region(0).isEmpty()) return;
        CIRGenFunction cgf = new CIRGenFunction(cgm);
        CType.Function f = (CType.Function) Types.unqual(s.type);
        cgf.fnSym = s;
        cgf.returnType = f.returnType();
        cgf.abi = cgm.types.abi.lower(f, true);
        cgf.entry = fn.region(0).addBlock(new Block(new ArrayList<>(cgf.abi.type().inputs())));
        CIRGenBuilder b = cgf.b;
        var saved = b.save();
        b.setInsertionPointToEnd(cgf.entry);
        b.setLocation(Location.UNKNOWN);
        try {
            Value r = emit.emit(cgf, new ArrayList<>(cgf.entry.arguments()));
            b.ret(r);
        } finally {
            b.restore(saved);
        }
    }

    /** {@code cir.call @fn(args)} with the ABI-lowered arguments as they are; its result, or null. */
    private Value callDirect(CIRGenFunction cgf, Symbol fn, List<Value> args) {
        Operation fop = cgm.function(fn, false);
        CirTypes.FuncType ft = cgm.functionType(fn);
        List<Value> ops = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Value a = args.get(i);
            Type want = i < ft.inputs().size() ? ft.inputs().get(i) : a.type();
            ops.add(a.type().equals(want) ? a : cgf.b.cast("bitcast", a, want));
        }
        Map<String, Attribute> attrs = CIRGenBuilder.attrs("callee", BuiltinAttrs.sym(fn.irName));
        if (fop.attr("arg_attrs") != null) attrs.put("arg_attrs", fop.attr("arg_attrs"));
        return CirOps.CallOp.create(cgf.b, ops, ft.returnsVoid() ? null : ft.returnType(), attrs).result();
    }

    /** {@code cir.call @name(args)} of a library function of C type {@code type} ({@code __cxa_bad_cast}); its result or null. */
    Value callLibrary(CIRGenFunction cgf, String name, CType.Function type, List<Value> args) {
        return callDirect(cgf, generated.get(library(name, type)), args);
    }

    /** Declares the library function {@code name} (exceptions: {@code __cxa_throw}, ...); its name. */
    String declareLibrary(String name, CType.Function type) { return library(name, type); }

    /** The runtime functions libsupc++ declares {@code _GLIBCXX_NOTHROW}/{@code noexcept}: called, never invoked. */
    private static final java.util.Set<String> NOTHROW_RUNTIME = java.util.Set.of(
            "__cxa_begin_catch", "__cxa_allocate_exception", "__cxa_free_exception", "_ZSt9terminatev",
            "_ZdlPv", "_ZdlPvm", "_ZdaPv", "_ZdaPvm");

    /** A library function ({@code __cxa_pure_virtual}, {@code _ZdlPvm}) declared once; its name. */
    private String library(String name, CType.Function type) {
        Symbol s = generated.get(name);
        if (s == null) {
            s = cgm.sema.symbols.lookup(name);
            if (s == null || !s.isFunction()) s = new Symbol(name, Symbol.Kind.FUNCTION, type, Symbol.Linkage.EXTERNAL, false, jcirc.frontend.diag.SourceLoc.NONE);
            if (NOTHROW_RUNTIME.contains(name)) s.nothrow = true;
            generated.put(name, s);
        }
        cgm.function(s, false);
        return s.irName;
    }

    // ------------------------------------------------------------------ typeinfo

    private static final String CLASS_TI = "_ZTVN10__cxxabiv117__class_type_infoE", SI_TI = "_ZTVN10__cxxabiv120__si_class_type_infoE",
            VMI_TI = "_ZTVN10__cxxabiv121__vmi_class_type_infoE";

    /**
     * The typeinfo object of class {@code c} (Itanium ABI 2.9.5), emitted with its vtable's linkage (a dynamic class whose
     * key function is elsewhere: declared), else {@code linkonce_odr}; returns its name.
     *   _ZTS1D = "1D"
     *   _ZTI1A = { &_ZTVN10__cxxabiv117__class_type_infoE[2], _ZTS1A }                      no bases
     *   _ZTI1D = { &_ZTVN10__cxxabiv120__si_class_type_infoE[2], _ZTS1D, &_ZTI1A }           one public base at offset 0
     *   _ZTI1E = { &…__vmi_class_type_infoE[2], _ZTS1E, flags, n, { &_ZTI1A, offset << 8 | public << 1 }, … }
     */
    String typeinfo(ICPPClassType c) {
        String name = typeinfoName(c);
        String linkage = ItaniumVTableLayout.isDynamic(c) ? linkage(c) : "linkonce_odr";
        ICPPBase[] bases = c.getBases();
        RecordDef def = virtuals().recordOf(c);
        boolean si = bases.length == 1 && !bases[0].isVirtual() && bases[0].getVisibility() == ICPPMember.v_public
                && def != null && !def.bases().isEmpty() && def.bases().get(0).offset() == 0;
        List<Type> members = new ArrayList<>(List.of(BYTE_PTR, BYTE_PTR));
        String kind = bases.length == 0 ? "class" : si ? "si" : "vmi" + bases.length;
        if (si) members.add(BYTE_PTR);
        else if (bases.length > 0) {
            members.add(CirTypes.U32);
            members.add(CirTypes.U32);
            for (int i = 0; i < bases.length; i++) { members.add(BYTE_PTR); members.add(CirTypes.S64); }
        }
        CirTypes.StructType st = new CirTypes.StructType("typeinfo." + kind, false, members, false);
        Operation op = declareGlobal(name, st, 8);
        if (linkage == null || !typeinfos.add(name)) return name;
        // the name: "1D\0"
        String mangled = ItaniumMangler.typeName(c);
        Type strT = CirTypes.array(CirTypes.S8, mangled.length() + 1);
        Operation str = declareGlobal(typeNameName(c), strT, 1);
        define(str, new CirAttrs.ConstArrayAttr(BuiltinAttrs.str(mangled + "\0"), strT), linkage);
        List<Attribute> vals = new ArrayList<>();
        String vt = bases.length == 0 ? CLASS_TI : si ? SI_TI : VMI_TI;
        declareGlobal(vt, CirTypes.array(BYTE_PTR, 0), 8);
        vals.add(new CirAttrs.GlobalViewAttr(vt, List.of(2L), BYTE_PTR));
        vals.add(new CirAttrs.GlobalViewAttr(typeNameName(c), List.of(), BYTE_PTR));
        if (si) vals.add(new CirAttrs.GlobalViewAttr(typeinfo(ItaniumVTableLayout.baseClass(bases[0])), List.of(), BYTE_PTR));
        else if (bases.length > 0) {
            vals.add(new CirAttrs.IntAttr(java.math.BigInteger.valueOf(repeatFlags(c)), CirTypes.U32));
            vals.add(new CirAttrs.IntAttr(java.math.BigInteger.valueOf(bases.length), CirTypes.U32));
            int nv = 0;
            for (int i = 0; i < bases.length; i++) {
                ICPPClassType b = ItaniumVTableLayout.baseClass(bases[i]);
                // a virtual base: the offset of its vbase offset in the vtable (docs/cxx.md, "Virtual bases and RTTI")
                long off = bases[i].isVirtual() ? jcirc.frontend.cxx.abi.ItaniumVirtualBases.vbaseOffsetOffset(c, b)
                        : def != null && nv < def.bases().size() ? def.bases().get(nv).offset() : 0;
                if (!bases[i].isVirtual()) nv++;
                long flags = (off << 8) | (bases[i].getVisibility() == ICPPMember.v_public ? 2 : 0) | (bases[i].isVirtual() ? 1 : 0);
                vals.add(new CirAttrs.GlobalViewAttr(typeinfo(b), List.of(), BYTE_PTR));
                vals.add(new CirAttrs.IntAttr(java.math.BigInteger.valueOf(flags), CirTypes.S64));
            }
        }
        define(op, new CirAttrs.ConstStructAttr(vals, st), linkage);
        return name;
    }

    /**
     * {@code __non_diamond_repeat_mask} (1): the class has two distinct base subobjects of one type;
     * {@code __diamond_shaped_mask} (2): a virtual base is reached along more than one path (Itanium ABI 2.9.5, as
     * g++ marks them). Walks the base subobjects once each: a virtual base's own bases are shared, so a virtual base
     * met again is not walked again (linear in the number of subobjects, never in the number of paths).
     * {@code struct D : B, C, AA} with {@code B, C : virtual A} and {@code AA : A} is both (3).
     */
    private static int repeatFlags(ICPPClassType c) {
        return new RepeatWalk().walk(c, 0);
    }

    private static final class RepeatWalk {
        private final List<ICPPClassType> virtualSeen = new ArrayList<>(), plainSeen = new ArrayList<>();
        private int flags;

        int walk(ICPPClassType c, int depth) {
            if (depth > 256) return flags;
            for (ICPPBase b : c.getBases()) {
                ICPPClassType bc = ItaniumVTableLayout.baseClass(b);
                if (bc == null) continue;
                if (b.isVirtual()) {
                    if (seen(virtualSeen, bc)) { flags |= 2; continue; }   // the shared subobject again: a diamond
                    if (seen(plainSeen, bc)) flags |= 1;
                    virtualSeen.add(bc);
                } else {
                    boolean plain = seen(plainSeen, bc);
                    if (plain || seen(virtualSeen, bc)) flags |= 1;
                    if (!plain) plainSeen.add(bc);
                }
                walk(bc, depth + 1);
            }
            return flags;
        }

        private static boolean seen(List<ICPPClassType> list, ICPPClassType c) {
            for (ICPPClassType x : list) if (x.isSameType(c)) return true;
            return false;
        }
    }
}
