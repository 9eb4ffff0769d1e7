package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.SemaSpecialMembers;
import jcirc.frontend.sema.SemaSpecialMembers.FieldStep;
import jcirc.frontend.sema.SemaSpecialMembers.Synthesized;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Block;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.util.ArrayList;
import java.util.List;

/**
 * The special member functions of classes with members of class type in CIRGen (clang's CGClass
 * {@code EmitCtorPrologue}/{@code EmitDtorEpilogue} and the implicit definitions of Sema's
 * {@code DefineImplicit*}), emitted as Sema decided them ({@link SemaSpecialMembers}):
 * implicitly defined members as {@code linkonce_odr} functions, the member destructors of a user-declared
 * destructor, and {@code a = b} calls of {@code operator=}.
 */
final class CIRGenSpecialMembers {
    private final CIRGenFunction cgf;

    CIRGenSpecialMembers(CIRGenFunction cgf) { this.cgf = cgf; }

    /** Emits every implicitly defined special member the unit uses. */
    static void emitSynthesized(CIRGenModule cgm) {
        for (Synthesized s : cgm.sema.cxx.special.synthesized()) {
            // a class with virtual bases: the base-object variant too, with its VTT parameter (CIRGenVirtualBases)
            Symbol c2 = cgm.sema.cxx.special.baseVariant(s);
            Runnable emit = () -> {
                new CIRGenSpecialMembers(new CIRGenFunction(cgm)).define(s, s.fn(), false);
                if (c2 != null) new CIRGenSpecialMembers(new CIRGenFunction(cgm)).define(s, c2, true);
            };
            if (!cgm.deferred.defer(s.fn(), java.util.Collections.singletonList(c2), null, emit)) emit.run();   // linkonce_odr: when used
        }
        for (jcirc.frontend.sema.Symbol alias : cgm.sema.cxx.defaulted.aliases()) {   // C2/D2 of A::A() = default;
            Runnable emit = () -> cgm.function(alias, true);
            if (!alias.linkOnceOdr || !cgm.deferred.deferAlias(alias, emit)) emit.run();
        }
    }

    // struct P { int x; M m; } — the implicit members, each `cir.func linkonce_odr`:
    //   P::P()                      -> cir.call @_ZN1MC1Ev(&this->m)
    //   P::P(const P &o)            -> this->x = o->x; cir.call @_ZN1MC1ERKS_(&this->m, &o->m)
    //   P &P::operator=(const P &o) -> this->x = o->x; cir.call @_ZN1MaSERKS_(&this->m, &o->m); return this
    //   P::~P()                     -> cir.call @_ZN1MD1Ev(&this->m)   (members in reverse order)
    private void define(Synthesized s, Symbol sym, boolean baseVariant) {
        CIRGenModule cgm = cgf.cgm;
        CType.Function f = (CType.Function) Types.unqual(sym.type);
        Operation fn = cgm.function(sym, true);
        if (!fn.region(0).isEmpty()) return;
        CIRGenBuilder b = cgf.b;
        cgf.fnSym = sym;
        cgf.returnType = f.returnType();
        cgf.abi = cgm.types.abi.lower(f, true);
        cgf.entry = fn.region(0).addBlock(new Block(new ArrayList<>(cgf.abi.type().inputs())));
        if (baseVariant) cgf.vtt = cgf.entry.insertArgument(1, CIRGenVirtualBases.VTT);
        boolean virtualBases = cgm.sema.cxx.special.baseVariant(s) != null;
        var saved = b.save();
        b.setInsertionPointToEnd(cgf.entry);
        b.setLocation(Location.UNKNOWN);
        try {
            Value self = cgf.entry.arguments().get(0);
            boolean ctor = s.kind() == Kind.DEFAULT_CTOR || s.kind() == Kind.COPY_CTOR || s.kind() == Kind.MOVE_CTOR;
            if (ctor) cgf.cleanups.pushScope(null);   // the bases and members built so far are destroyed if a later one throws
            int o = baseVariant ? 2 : 1;   // C2(this, vtt, other)
            Value other = cgf.entry.arguments().size() > o ? cgf.entry.arguments().get(o) : null;
            List<SemaSpecialMembers.BaseStep> bases = cgf.sema.cxx.special.baseSteps(s);
            if (virtualBases) bases = CIRGenVirtualBases.synthesizedOrder(cgf, bases);   // virtual bases first (C1 only)
            forwarding = cgf.sema.cxx.special.forwardingBase(s);   // using B::B;: B's constructor gets this one's arguments
            if (forwarding != null) { forwarded = new ArrayList<>(cgf.entry.arguments().subList(1, cgf.entry.arguments().size())); other = null; }
            if (s.kind() != Kind.DTOR) bases(bases, self, other, s.kind() == Kind.COPY_ASSIGN || s.kind() == Kind.MOVE_ASSIGN);   // bases first, in declaration order
            if (s.kind() == Kind.DEFAULT_CTOR || s.kind() == Kind.COPY_CTOR || s.kind() == Kind.MOVE_CTOR)   // a dynamic class's vptrs (after the bases')
                CIRGenVTables.initVPtrs(cgf, self, cgf.sema.cxx.virtuals.classOf(s.cls().def()));
            long align = Math.max(1, s.cls().def().align());
            List<FieldStep> steps = new ArrayList<>(s.steps());
            if (s.kind() == Kind.DTOR) java.util.Collections.reverse(steps);
            if (cgf.sema.cxx.initializers.implicitThis(s.fn()) instanceof Symbol ts) {   // the initializers' 'this'
                Value slot = cgf.alloca(ts.type, "this", true, 0);
                cgf.b.store(self, slot);
                cgf.locals.put(ts, slot);
            }
            // int x = 3; M m{1};  (default member initializers): in declaration order with the members' default constructors
            List<jcirc.frontend.sema.SemaCXX.MemberInit> inits = s.kind() == Kind.DEFAULT_CTOR ? cgf.sema.cxx.initializers.implicitInits(s.fn()) : List.of();
            int next = 0;
            for (FieldStep st : steps) {
                while (next < inits.size() && declaredBefore(inits.get(next).member(), st.member())) defaultMemberInit(s, self, inits.get(next++));
                CIRGenExpr.LValue dst = cgf.expr.memberLValue(self, align, st.member());
                if (Types.isArray(st.member().type()) && st.call() != null) {   // a member array of objects: per element
                    CIRGenExpr.LValue src = other == null ? null : cgf.expr.memberLValue(other, align, st.member());
                    perElement(st.call(), dst.addr(), src == null ? null : src.addr(), s.kind() == Kind.DTOR);
                    builtMember(st, dst.addr());
                    continue;
                }
                if (other == null) {
                    if (st.call() != null) call(st.call(), List.of(dst.addr()));   // null: built trivially (only its EH cleanup)
                    builtMember(st, dst.addr());
                    continue;
                }
                CIRGenExpr.LValue src = cgf.expr.memberLValue(other, align, st.member());
                if (st.call() != null) call(st.call(), List.of(dst.addr(), src.addr()));
                else copy(src, dst);
                builtMember(st, dst.addr());
            }
            while (next < inits.size()) defaultMemberInit(s, self, inits.get(next++));
            if (s.kind() == Kind.DTOR) bases(bases.reversed(), self, other, false);   // destructors: the bases last, in reverse order
            if (ctor) cgf.cleanups.popScope();
            if (cgf.sema.cxx != null) CIRGenExceptions.simplifyCleanups(fn, cgf.cgm.nothrowFunctions);
            b.ret(s.kind() == Kind.COPY_ASSIGN || s.kind() == Kind.MOVE_ASSIGN ? self : null);
        } finally {
            b.restore(saved);
        }
    }

    /** Is member {@code a} declared before member {@code b} (of one class)? */
    private static boolean declaredBefore(jcirc.frontend.sema.Sema.MemberRef a, jcirc.frontend.sema.Sema.MemberRef b) {
        return a.path().fields().get(0).index() < b.path().fields().get(0).index();
    }

    // struct S { int x = 3; M m{1}; T *p = &v; } — S::S() runs each default member initializer in the member:
    //   this->x = 3; cir.call @_ZN1MC1Ei(&this->m, 1); this->p = &this->v
    // (a class template instance's initializers in the instance: their records are per instance, SemaInitializers)
    private void defaultMemberInit(Synthesized s, Value self, jcirc.frontend.sema.SemaCXX.MemberInit mi) {
        Runnable leave = cgf.sema.templates == null ? null : cgf.sema.templates.enterClassInstance(s.cls().def());
        try {
            cgf.cxxClass.memberInit(self, mi);
        } finally {
            if (leave != null) leave.run();
        }
    }

    /** A synthesized inheriting constructor: the base that gets its arguments, and the arguments (after 'this'). */
    private jcirc.frontend.types.RecordDef.Base forwarding;
    private List<Value> forwarded = List.of();

    // struct D : A { ... } — the base subobjects:  %a = cir.base_class_addr(%this) {offset = 0}; cir.call @_ZN1AC2Ev(%a)
    //   (copy: cir.call @_ZN1AC2ERKS_(%a, %oa); a trivial base is copied by cir.copy of its subobject)
    private void bases(List<SemaSpecialMembers.BaseStep> steps, Value self, Value other, boolean assignment) {
        for (SemaSpecialMembers.BaseStep st : steps) {
            if (other != null && (st.base().isVirtual() || (st.call() != null && st.call().vttParam))) {   // copies and moves: CIRGenVirtualBases
                CIRGenVirtualBases.synthesizedCopy(cgf, st, self, other, assignment);
                continue;
            }
            if (st.base().isVirtual() || (st.call() != null && st.call().vttParam)) {   // CIRGenVirtualBases: at its offset, with a sub-VTT
                CIRGenVirtualBases.synthesizedBase(cgf, st, self);
                continue;
            }
            Value dst = cgf.inheritance.toBase(self, List.of(st.base()), true);
            if (st.base() == forwarding) {   // D(int a) inheriting B(int): cir.call @_ZN1BC2Ei(%b, %a)
                List<Value> as = new ArrayList<>(List.of(dst));
                as.addAll(forwarded);
                if (st.call() != null) call(st.call(), as);
                builtBase(st, dst);
                continue;
            }
            if (other == null) { if (st.call() != null) call(st.call(), List.of(dst)); builtBase(st, dst); continue; }
            Value src = cgf.inheritance.toBase(other, List.of(st.base()), true);
            if (st.call() != null) { call(st.call(), List.of(dst, src)); if (!assignment) builtBase(st, dst); }
            else if (st.base().fieldIndex() >= 0) {   // trivially copyable base: its data size in bytes (tail padding may hold the derived members)
                CirOps.CopyOp.create(cgf.b, src, dst);
            }
        }
    }

    // a synthesized constructor built member st at addr: destroyed (per element for an array) if a later step throws
    private void builtMember(FieldStep st, Value addr) {
        Symbol d = cgf.sema.cxx.exceptions.unwindDestructor(st);
        if (d == null) return;
        cgf.cgm.function(d, false);
        if (Types.isArray(st.member().type())) {
            Value first = new CIRGenArrayObjects(cgf).firstElement(addr);
            long n = jcirc.frontend.sema.SemaArrayObjects.flatCount(st.member().type());
            cgf.cleanups.addEhOnlyCode(() -> new CIRGenArrayObjects(cgf).destroy(first, cgf.b.constInt(n, cgf.cir(CType.SIZE_T)), d));
        } else {
            cgf.cleanups.addEhOnlyDestructor(addr, d);
        }
    }

    private void builtBase(SemaSpecialMembers.BaseStep st, Value addr) {
        Symbol d = cgf.sema.cxx.exceptions.unwindDestructor(st);
        if (d == null) return;
        cgf.cgm.function(d, false);
        cgf.cleanups.addEhOnlyDestructor(addr, d);
    }

    // M a[3] in P:  P() -> loop { @_ZN1MC1Ev(&a[i]) };  P(const P &o) -> loop { @_ZN1MC1ERKS_(&a[i], &o.a[i]) };  ~P() -> reverse loop
    private void perElement(Symbol fn, Value dstArray, Value srcArray, boolean reverse) {
        CIRGenArrayObjects arrays = cgf.cxxClass.arrays;
        Value dst = arrays.firstElement(dstArray), src = srcArray == null ? null : arrays.firstElement(srcArray);
        long n = 1;
        for (Type t = dstArray.type() instanceof CirTypes.PointerType pt ? pt.pointee() : null; t instanceof CirTypes.ArrayType at; t = at.element()) n *= at.size();
        Value count = cgf.b.constInt(n, cgf.cir(CType.SIZE_T));
        if (reverse) { arrays.destroy(dst, count, fn); return; }
        arrays.forEach(cgf.b.constInt(0, cgf.cir(CType.SIZE_T)), count, i -> {
            Value d = cgf.b.ptrStride(dst, i);
            if (src == null) call(fn, List.of(d));
            else call(fn, List.of(d, cgf.b.ptrStride(src, i)));
        });
    }

    // a member copied as it is: a scalar (or bit-field) load and store, a record or array by cir.copy %src, %dst
    private void copy(CIRGenExpr.LValue src, CIRGenExpr.LValue dst) {
        CType t = Types.unqual(dst.type());
        if (dst.isBitField()) cgf.expr.storeBitField(cgf.expr.loadBitField(src), dst);
        else if (Types.isScalar(t) || t instanceof CType.Vector) cgf.expr.storeScalar(cgf.expr.loadScalar(src), dst);
        else CirOps.CopyOp.create(cgf.b, src.addr(), dst.addr());
    }

    // S b(a); with a trivial copy constructor  ->  cir.copy %a, %b (an rvalue: cir.store of its value)
    void copyInto(Value addr, IASTExpression e) {
        if (cgf.sema.isLvalue(e)) CirOps.CopyOp.create(cgf.b, cgf.expr.emitLValue(e).addr(), addr);
        else cgf.b.store(cgf.expr.emitRValue(e), addr);
    }

    /** {@code cir.call @fn(args)} of a special member, whose parameters are pointers (the argument pointers are cast to them). */
    private Value call(Symbol fn, List<Value> args) {
        IASTInitializerClause[] defaults = args.size() == 1 ? cgf.sema.cxx.special.defaultArguments(fn) : new IASTInitializerClause[0];
        if (defaults.length > 0) return cgf.expr.emitCallTo(fn, args.get(0), defaults, CType.VOID);   // M(int = 1)
        Operation op = callCasting(cgf, fn, args);
        return op.numResults() == 0 ? null : op.result(0);
    }

    /** {@code cir.call @fn(args)} with each argument pointer cast to the parameter's pointer type (also CIRGenTemporaries). */
    static Operation callCasting(CIRGenFunction cgf, Symbol fn, List<Value> args) {
        cgf.cgm.function(fn, false);
        CirTypes.FuncType ft = cgf.cgm.functionType(fn);
        List<Value> ops = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Value a = args.get(i);
            Type want = ft.inputs().get(i);
            ops.add(a.type().equals(want) ? a : cgf.b.cast("bitcast", a, want));
        }
        return CirOps.CallOp.create(cgf.b, BuiltinAttrs.sym(fn.irName), ops, ft.returnsVoid() ? null : ft.returnType()).op();
    }

    /**
     * A user-declared destructor whose class has members with non-trivial destructors: they run after the body
     * (also on a {@code return} in it), last member first, as a cleanup scope around the body.
     *   ~S() { body }  ->  body; cir.call @_ZN1MD1Ev(&this->c); cir.call @_ZN1MD1Ev(&this->a)
     */
    boolean pushMemberDestructors(IASTFunctionDefinition fd) {
        if (cgf.sema.cxx == null) return false;
        List<FieldStep> steps = cgf.sema.cxx.special.memberDestructors(fd);
        if (steps.isEmpty()) return false;
        Value self = cgf.b.load(cgf.addressOf(cgf.sema.symbols.lookup("this")));
        cgf.cleanups.pushScope(null);
        for (FieldStep st : steps) {
            long align = Math.max(1, ((CType.Record) st.member().recordType()).def().align());
            Value addr = cgf.expr.memberLValue(self, align, st.member()).addr();
            if (Types.isArray(st.member().type())) cgf.cleanups.addCode(() -> perElement(st.call(), addr, null, true));   // M a[3]: last element first
            else cgf.cleanups.addDestructor(addr, st.call());
        }
        return true;
    }

    // a = b  ->  %r = cir.call @_ZN1SaSERKS_(&a, &b) : !cir.ptr<!ty_S>   (the object a, an lvalue, when it returns S&)
    CIRGenExpr.LValue operatorLValue(IASTExpression e) {
        CType t = cgf.sema.typeOf(e);
        return new CIRGenExpr.LValue(emitOperatorCall(e), t);
    }

    void operatorIgnored(IASTExpression e) { emitOperatorCall(e); }

    Value operatorRValue(IASTExpression e, CType t) {
        if (cgf.sema.cxx.special.returnsReference(e)) return cgf.expr.loadScalar(operatorLValue(e));
        return emitOperatorCall(e);
    }

    private Value emitOperatorCall(IASTExpression e) {
        SemaSpecialMembers.OperatorCall oc = cgf.sema.cxx.special.operatorCall(e);
        CType.Function f = (CType.Function) Types.unqual(oc.callee().type);
        List<IASTExpression> ops = oc.operands();
        Value object = cgf.expr.emitLValue(ops.get(0)).addr();
        IASTInitializerClause[] args = ops.subList(1, ops.size()).toArray(new IASTInitializerClause[0]);
        return cgf.expr.emitCallTo(oc.callee(), object, args, Types.unqual(f.returnType()));
    }

    /** The address of the member {@code m} of the object {@code this} points to. */
    static Value memberAddress(CIRGenFunction cgf, Value self, Sema.MemberRef m) {
        long align = Math.max(1, ((CType.Record) m.recordType()).def().align());
        return cgf.expr.memberLValue(self, align, m).addr();
    }
}
