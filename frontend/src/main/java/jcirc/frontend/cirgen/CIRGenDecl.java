package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.frontend.sema.InitTree;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;

import java.util.List;

/** Declarations: file-scope objects, local variables and their initializers. */
final class CIRGenDecl {
    private final CIRGenFunction cgf;

    CIRGenDecl(CIRGenFunction cgf) { this.cgf = cgf; }

    /** A declaration at file scope: declares symbols, defines globals with initializers. */
    static void emitFileScopeDeclaration(CIRGenModule cgm, IASTSimpleDeclaration sd) {
        Sema sema = cgm.sema;
        IASTDeclSpecifier spec = sd.getDeclSpecifier();
        CType base = sema.baseType(spec);
        for (IASTDeclarator d : sd.getDeclarators()) {
            CType t = sema.autoType(spec, d, sema.declaratorType(base, d));
            if (staticAssert(sema, d)) continue;
            IASTInitializer init = d.getInitializer();
            boolean hasInit = init != null;
            Symbol s = sema.declare(spec, d, t, false, hasInit);
            if (s.isTypedef() || s.isFunction()) {
                continue;
            }
            if (sema.cxx != null && sema.cxx.isReference(s)) {   // C++: int &r = x; (a pointer to x)
                CIRGenStaticReferences.define(cgm, d, s);
                continue;
            }
            if (sema.cxx != null && sema.cxx.isGlobalObject(d) && (sema.cxx.constructs(d) || sema.cxx.dynamicInit(d) != null)) {   // C++: initialized by _GLOBAL__sub_I_
                // int ar[2] = {42, i};  ->  @ar = {42, 0}; the global constructor stores ar[1] (SemaCXX.partialConstantInit)
                var partial = sema.cxx.partialConstantInit(d);
                cgm.defineGlobal(s, partial != null ? cgm.constInit(partial.constants(), s.type) : CIRGenModule.zeroOf(cgm.types.convert(s.type)), false);
                continue;
            }
            if (!hasInit && s.inClassConstant && s.constexprValue != null && jcirc.frontend.cxx.CxxClasses.isClassMember(Sema.innermostName(d))) {
                // const int N::k;  the definition of a static member initialized in its class: that value, read-only;
                // constexpr int N::k; redeclares an inline variable (C++17): each unit odr-using it emits it, as g++
                if (spec instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier cs && cs.isConstexpr()) s.linkOnceOdr = true;
                cgm.defineGlobal(s, cgm.scalarAttr(s.constexprValue, Types.unqual(s.type), d), true);
                s.defined = true;
                s.tentative = false;
                continue;
            }
            if (!hasInit) continue;
            if (!(jcirc.frontend.sema.SemaInitializers.clause(d, s.type) instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerClause clause)) continue;
            if (sema.cxx != null && sema.cxx.initializationRejected(d)) continue;   // reported (E e = {3}; with explicit E(int))
            InitTree tree = InitTree.build(sema, s.type, clause);
            if (Types.isArray(s.type) && !Types.isComplete(s.type)) s.type = tree.type();
            cgm.defineGlobal(s, cgm.constInit(tree, s.type), Types.isConst(s.type) && !Types.isArray(s.type)
                    || (Types.isArray(s.type) && Types.isConst(((CType.Array) Types.unqual(s.type)).element())));
        }
    }

    /**
     * C23 {@code int a[n] = {};}: the VLA is zeroed by the library's memset
     * ({@code cir.call @memset(%a as !cir.ptr<!void>, 0, sizeof a)}).
     */
    private void zeroVla(Value addr, CType t) { memsetZero(addr, cgf.runtimeSizeOf(t)); }

    /** Objects above this size are zeroed by memset rather than by a store of {@code #cir.zero}. */
    private static final long MEMSET_ABOVE = 1024;

    /**
     * Zeroes the object at {@code addr} before its initializers are stored:
     * {@code cir.store #cir.zero}, or for a non-volatile object of more than {@link #MEMSET_ABOVE} bytes
     * {@code cir.call @memset(addr, 0, sizeof t)} (llc -O0 expands a store of a large aggregate constant
     * element by element and crashed on {@code struct { int i[0x10000]; } b = {};}, gcc.c-torture pr28982b).
     */
    private void zeroFill(Value addr, CType t, boolean vol, long a) {
        if (!vol && Types.sizeOf(t) > MEMSET_ABOVE) memsetZero(addr, cgf.b.constInt(Types.sizeOf(t), cgf.cir(CType.SIZE_T)));
        else cgf.b.store(cgf.zero(cgf.cir(t)), addr, vol, a);
    }

    /** Zero-initialization of the object of type {@code t} at {@code addr} (value-initialization's first step, SemaValueInit). */
    void zeroObject(Value addr, CType t) { zeroFill(addr, t, false, 0); }

    /** {@code cir.call @memset(addr, 0, size)}. */
    void memsetZero(Value addr, Value size) {
        CType vp = new CType.Pointer(CType.VOID);
        Symbol lib = cgf.sema.symbols.external("memset");
        if (lib == null) {
            lib = new Symbol("memset", Symbol.Kind.FUNCTION, new CType.Function(vp, List.of(vp, CType.INT, CType.SIZE_T), false, true),
                    Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(lib);
        }
        cgf.cgm.function(lib, false);
        Value p = cgf.b.cast("bitcast", addr, CirTypes.ptr(CirTypes.VOID));
        CirOps.CallOp.create(cgf.b, jcirc.ir.BuiltinAttrs.sym("memset"), List.of(p, cgf.b.constInt(0, CirTypes.S32), size), CirTypes.ptr(CirTypes.VOID));
    }

    /** The {@code __jcirc_static_assert} declaration that {@code _Static_assert} expands to (checked by Sema once). */
    static boolean staticAssert(Sema sema, IASTDeclarator d) {
        return jcirc.frontend.sema.StaticAsserts.check(sema, d);
    }

    /** A declaration in a block. */
    void emitLocalDeclaration(IASTSimpleDeclaration sd) {
        Sema sema = cgf.sema;
        IASTDeclSpecifier spec = sd.getDeclSpecifier();
        CType base = sema.baseType(spec);
        for (IASTDeclarator d : sd.getDeclarators()) {
            CType t = sema.autoType(spec, d, sema.declaratorType(base, d));
            if (staticAssert(sema, d)) continue;
            IASTInitializer init = d.getInitializer();
            boolean hasInit = init != null;
            int sc = spec.getStorageClass();
            if (sc == IASTDeclSpecifier.sc_auto && Types.isFunction(t)) {
                cgf.nested.declareForward(spec, d, t);   // GNU: auto int g(int); declares a nested function
                continue;
            }
            Symbol s = sema.declare(spec, d, t, false, hasInit);
            if (s.isTypedef() && Types.isVariablyModified(s.type)) cgf.emitVlaSizes(s.type);
            if (s.isTypedef() || s.isFunction() || sc == IASTDeclSpecifier.sc_extern) continue;
            if (Types.isVla(s.type) && !s.isStatic) {
                // int a[n]: a dynamic cir.alloca where the declaration is
                boolean emptyInit = sema.c23 && init instanceof IASTEqualsInitializer eq
                        && eq.getInitializerClause() instanceof IASTInitializerList l && l.getClauses().length == 0;
                cgf.b.setLocation(cgf.cgm.location(d));
                Value vla = cgf.vlaAlloca(s.type, s.name, s.alignAttr, d);
                cgf.locals.put(s, vla);
                if (emptyInit) zeroVla(vla, s.type);
                continue;
            }
            if (Types.isVariablyModified(s.type)) cgf.emitVlaSizes(s.type);
            if (sema.cxx != null && sema.cxx.isReference(s) && s.isStatic) {   // C++ static T &r = e;
                CIRGenStaticReferences.define(cgf.cgm, d, s);
                if (sema.cxx.isStaticLocalObject(d)) CIRGenGlobalObjects.staticLocal(cgf, d, s);   // its address stored once, under a guard
                continue;
            }
            if (sema.cxx != null && sema.cxx.isReference(s)) {   // C++ T &r = e: r holds e's address (CIRGenClass)
                cgf.b.setLocation(cgf.cgm.location(d));
                cgf.locals.put(s, cgf.cxxClass.bindLocalReference(s, d));
                continue;
            }
            IASTExpression elided = sema.cxx != null && !s.isStatic ? sema.cxx.temps.elidedInit(d) : null;   // C++: S s = S(1); built in place
            InitTree tree = null;
            if (elided == null && hasInit && jcirc.frontend.sema.SemaInitializers.clause(d, s.type) instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerClause clause
                    && !(sema.cxx != null && (sema.cxx.constructs(d) || sema.cxx.dynamicInit(d) != null))) {   // C++: S s = a; calls a constructor; int *p(q);
                tree = InitTree.build(sema, s.type, clause, !s.isStatic);
                if (Types.isArray(s.type) && !Types.isComplete(s.type)) s.type = tree.type();
            }
            if (s.isStatic) {
                cgf.cgm.defineGlobal(s, tree == null ? CIRGenModule.zeroOf(cgf.cir(s.type)) : cgf.cgm.constInit(tree, s.type), false);
                if (sema.cxx != null && sema.cxx.isStaticLocalObject(d)) CIRGenGlobalObjects.staticLocal(cgf, d, s);   // C++: guarded construction
                continue;
            }
            if (!Types.isComplete(s.type)) s.type = CType.INT;   // rejected by Sema
            cgf.b.setLocation(cgf.cgm.location(d));
            boolean nrvo = sema.cxx != null && sema.cxx.temps.isNrvo(d) && cgf.sretAddr != null;   // C++: the named return value lives in the result object
            Value addr = nrvo ? cgf.sretAddr : cgf.alloca(s.type, s.name, tree != null || elided != null, s.alignAttr);
            cgf.locals.put(s, addr);
            if (elided != null) cgf.temps.full(d, () -> cgf.temps.emitInto(elided, addr));
            else if (tree != null) { InitTree tr = tree; cgf.temps.full(d, () -> emitInit(addr, s.type, tr)); }
            if (s.gnu.cleanup != null) cgf.cleanups.add(addr, s.gnu.cleanup, d);
            if (sema.cxx != null && sema.cxx.construction(d) == null && sema.cxx.valueInit.zeroesFirst(d)) zeroObject(addr, s.type);   // C++: A a{}; (trivial A())
            if (sema.cxx != null) cgf.cxxClass.constructLocal(d, addr, nrvo);   // C++: constructor call, destructor as a cleanup
        }
    }

    /** Stores an initializer into the object at {@code addr}. */
    void emitInit(Value addr, CType t, InitTree tree) { emitInit(addr, t, tree, Math.max(1, Types.alignOf(t))); }

    /** Stores an initializer into the object at {@code addr}, which is {@code align}-aligned (members of packed records: less than t's). */
    void emitInit(Value addr, CType t, InitTree tree, long align) {
        CIRGenBuilder b = cgf.b;
        boolean vol = Types.isVolatile(t);   // volatile int v = 1;  ->  cir.store volatile
        long a = align < Types.alignOf(t) ? align : 0;
        switch (tree) {
            case null -> zeroFill(addr, t, vol, a);
            // C++: Pair arr[2] = {Pair{M{1}, M{2}}, …}: a class prvalue initializes the element itself (no temporary
            // copied and destroyed)
            case InitTree.Expr e when cgf.sema.cxx != null && Types.unqual(t) instanceof CType.Record && cgf.temps.isClassPrvalue(e.expr())
                    && Types.compatibleUnqual(Types.unqual(cgf.sema.typeOf(e.expr())), Types.unqual(t)) -> cgf.temps.emitInto(e.expr(), addr);
            case InitTree.Expr e -> {
                cgf.sema.checkAssignable(e.expr(), t, e.expr(), "initializing");
                cgf.expr.storeScalar(cgf.expr.emitConverted(e.expr(), Types.unqual(t)), new CIRGenExpr.LValue(addr, t, null, a));
            }
            case InitTree.Str s -> b.store(b.constAttr(cgf.cgm.stringAttr(s.lit(), t)), addr, vol, a);
            case InitTree.Member m -> throw new IllegalStateException("a member initialization outside its record");   // emitted with the record
            case InitTree.Agg ag when Types.unqual(t) instanceof CType.Vector vt -> b.store(cgf.expr.vectors.build(ag, vt), addr, vol, a);
            // C++ _Complex double z{r, i};  ->  %z = cir.complex.create(%r, %i); cir.store %z, %addr
            case InitTree.Agg ag when Types.unqual(t) instanceof CType.Complex ct && ag.children().size() == 2 -> {
                Value[] parts = new Value[2];
                for (int i = 0; i < 2; i++)
                    parts[i] = ag.children().get((long) i) instanceof InitTree.Expr ex ? cgf.expr.emitConverted(ex.expr(), ct.element()) : cgf.zero(cgf.cir(ct.element()));
                b.store(cgf.expr.complex.create(parts[0], parts[1], Types.unqual(t)), addr, vol, a);
            }
            case InitTree.Agg ag -> {
                // C++ exceptions: the subobjects built so far are destroyed when a later initializer throws (a nested
                // aggregate with a destructor: its members until it is complete, then itself)
                Symbol dtor = cgf.sema.cxx != null ? cgf.sema.cxx.exceptions.unwindDestructor(ag) : null;
                boolean guard = cgf.cleanups.exceptions() && (!cgf.cleanups.inAggregateGuard() || dtor != null);
                if (guard) cgf.cleanups.openAggregateGuard();
                emitAggregate(addr, t, ag, align, vol, a);
                if (guard) {
                    cgf.cleanups.closeAggregateGuard();
                    if (dtor != null && cgf.cleanups.inAggregateGuard()) cgf.cxxClass.destroyedOnUnwind(addr, null, dtor, true);
                }
            }
        }
    }

    // int ar[2] = {42, i};  ->  only ar[1] = i: the dynamic part of a partly constant global (no zero fill; SemaCXX.partialConstantInit)
    void emitDynamicPart(Value addr, CType t, InitTree.Agg ag) {
        CIRGenBuilder b = cgf.b;
        CType u = Types.unqual(t);
        long align = Math.max(1, Types.alignOf(t));
        for (var e : ag.children().entrySet()) {
            CType et;
            Value at;
            long ea;
            if (u instanceof CType.Array arr) {
                Value first = b.cast("array_to_ptrdecay", addr, CirTypes.ptr(cgf.cir(arr.element())));
                et = arr.element();
                at = b.ptrStride(first, b.constInt(e.getKey(), CirTypes.S64));
                ea = CIRGenExpr.alignAt(align, e.getKey() * Types.sizeOf(et));
            } else {
                RecordDef.Field f = ((CType.Record) u).def().fields().get(e.getKey().intValue());
                CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(((CType.Record) u).def(), f.index());
                et = f.type();
                at = b.structElementAddr(addr, f.name(), mi.index(), cgf.cir(et));
                ea = CIRGenExpr.alignAt(align, f.offset());
            }
            if (e.getValue() instanceof InitTree.Agg inner && !(Types.unqual(et) instanceof CType.Vector)) emitDynamicPart(at, et, inner);
            else emitInit(at, et, e.getValue(), ea);
        }
    }

    // the elements or members of an aggregate (zero-filled first)
    private void emitAggregate(Value addr, CType t, InitTree.Agg ag, long align, boolean vol, long a) {
        CIRGenBuilder b = cgf.b;
        CType u = Types.unqual(t);
        zeroFill(addr, t, vol, a);
        if (u instanceof CType.Array arr) {
            Value first = b.cast("array_to_ptrdecay", addr, CirTypes.ptr(cgf.cir(arr.element())));
            long size = Types.sizeOf(arr.element());
            for (var e : ag.children().entrySet()) {
                Value el = b.ptrStride(first, b.constInt(e.getKey(), CirTypes.S64));
                emitInit(el, arr.element(), e.getValue(), CIRGenExpr.alignAt(align, e.getKey() * size));
            }
        } else if (u instanceof CType.Record r) {
            RecordDef def = r.def();
            cgf.cxxClass.enterAggregate(r, addr);   // C++: 'this' in its default member initializers
            try {
                emitRecord(addr, def, ag, align);
            } finally {
                cgf.cxxClass.leaveAggregate();
            }
        } else if (!ag.children().isEmpty()) {
            emitInit(addr, t, ag.children().firstEntry().getValue(), align);
        }
    }

    // the members of a record in order; C++ members with constructors as mem-initializers:
    //   B b = {"x"};  ->  cir.call @_ZN3StrC1EPKc(&b.s, "x"); cir.call @_ZN3StrC1Ev(&b.t)
    private void emitRecord(Value addr, RecordDef def, InitTree.Agg ag, long align) {
        CIRGenBuilder b = cgf.b;
        for (var e : ag.children().entrySet()) {
            RecordDef.Field f = def.fields().get(e.getKey().intValue());
            if (e.getValue() instanceof InitTree.Member m) { cgf.cxxClass.aggregateMember(addr, m.init(), cgf.sema.cxx.exceptions.unwindDestructor(m)); continue; }
            if (f.isBitField()) {
                if (f.name() == null) continue;
                CType vt = cgf.sema.bitFieldValueType(f, f.type());
                InitTree c = e.getValue();
                while (c instanceof InitTree.Agg inner && !inner.children().isEmpty()) c = inner.children().firstEntry().getValue();
                if (!(c instanceof InitTree.Expr ex)) continue;
                cgf.expr.storeBitField(cgf.expr.emitConverted(ex.expr(), vt), cgf.expr.bitFieldOf(addr, def, f, vt, align));
                continue;
            }
            CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(def, f.index());
            Value fa = b.structElementAddr(addr, f.name() == null ? "" : f.name(), mi.index(), cgf.cir(f.type()));
            emitInit(fa, f.type(), e.getValue(), CIRGenExpr.alignAt(align, f.offset()));
        }
    }

}
