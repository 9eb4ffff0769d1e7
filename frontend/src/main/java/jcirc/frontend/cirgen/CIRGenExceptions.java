package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.SemaExceptions;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.*;

import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCatchHandler;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTryBlockStatement;

import java.util.ArrayList;
import java.util.List;

/**
 * C++ exceptions in CIRGen (docs/cxx.md, "Exceptions"), as Sema decided them ({@link SemaExceptions}). The runtime is
 * the Itanium C++ ABI's (libsupc++): the exception object lives in {@code __cxa_allocate_exception}'s memory, handlers
 * bracket their body with {@code __cxa_begin_catch}/{@code __cxa_end_catch}; cir-flatten-cfg builds the landing pads.
 */
final class CIRGenExceptions {
    private static final Type VOID_PTR = CirTypes.ptr(CirTypes.VOID);
    private static final CType VOIDP = new CType.Pointer(CType.VOID);
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;

    CIRGenExceptions(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
    }

    /** The runtime functions cir-flatten-cfg calls (declared once per module). */
    private void declareRuntime() {
        var vt = cgf.cgm.vtables;
        vt.declareLibrary("__cxa_begin_catch", new CType.Function(VOIDP, List.of(VOIDP), false, true));
        vt.declareLibrary("__cxa_end_catch", new CType.Function(CType.VOID, List.of(), false, true));
        vt.declareLibrary("__cxa_throw", new CType.Function(CType.VOID, List.of(VOIDP, VOIDP, VOIDP), false, true));
        vt.declareLibrary("__cxa_rethrow", new CType.Function(CType.VOID, List.of(), false, true));
        vt.declareLibrary("__gxx_personality_v0", new CType.Function(CType.INT, List.of(), true, true));
    }

    // throw 42;  ->  %m = cir.call @__cxa_allocate_exception(4); %p = cir.cast(bitcast, %m) : !cir.ptr<!s32i>; cir.store 42, %p;
    //                cir.throw %p : !cir.ptr<!s32i> {type_info = @_ZTIi}; cir.unreachable
    // throw S(1); ->  ... cir.call @_ZN1SC1Ei(%p, 1); cir.throw %p : !cir.ptr<!ty_S> {type_info = @_ZTI1S, dtor = @_ZN1SD1Ev}
    // throw;      ->  cir.throw; cir.unreachable
    /** A throw-expression's value (void: none). */
    Value throwValue(IASTUnaryExpression u) {
        emitThrow(u);
        return null;
    }

    void emitThrow(IASTUnaryExpression u) {
        SemaExceptions.Throw t = cgf.sema.cxx.exceptions.throwOf(u);
        if (t == null) return;   // rejected by Sema
        declareRuntime();
        if (t.type() == null) {
            CirEhOps.ThrowOp.create(b, null);
        } else {
            CType ty = t.type();
            Value size = b.constInt(Types.sizeOf(ty), cgf.cir(CType.ULONG));
            Value mem = cgf.cgm.vtables.callLibrary(cgf, "__cxa_allocate_exception", new CType.Function(VOIDP, List.of(CType.ULONG), false, true), List.of(size));
            Value obj = b.cast("bitcast", mem, CirTypes.ptr(cgf.cir(ty)));
            // the initialization throws (a constructor, or the operand's evaluation): the exception object is freed
            //   "cir.try"() ({ init }, { cir.call @__cxa_free_exception(%m); cir.resume }) {catch_types = ["cleanup"]}
            cgf.cleanups.pushScope(null);
            cgf.cleanups.addEhOnlyCode(() -> cgf.cgm.vtables.callLibrary(cgf, "__cxa_free_exception", new CType.Function(CType.VOID, List.of(VOIDP), false, true), List.of(mem)));
            initException(u, t, ty, obj);
            cgf.cleanups.popScope();
            BuiltinAttrs.SymbolRefAttr dtor = null;
            if (t.copy() != null && t.copy().destructor() != null) {
                cgf.cgm.function(t.copy().destructor(), false);
                dtor = BuiltinAttrs.sym(t.copy().destructor().irName);
            }
            CirEhOps.ThrowOp.create(b, obj, BuiltinAttrs.sym(new CIRGenRtti(cgf).typeinfoGlobal(t.cdtType(), u)), dtor);
        }
        CirOps.UnreachableOp.create(b);
        // code after this point is dead; give it a block so emission can continue
        Block cont = b.insertionBlock().parent().addBlock();
        b.setInsertionPointToEnd(cont);
    }

    // the exception object at obj initialized from throw's operand
    private void initException(IASTUnaryExpression u, SemaExceptions.Throw t, CType ty, Value obj) {
        {
            if (ty instanceof CType.Record && t.copy() != null) {
                if (t.copy().constructor() == null && cgf.temps.isClassPrvalue(u.getOperand())) cgf.temps.emitInto(u.getOperand(), obj);
                else if (t.copy().constructor() == null) cgf.cxxClass.special.copyInto(obj, u.getOperand());
                else CIRGenSpecialMembers.callCasting(cgf, t.copy().constructor(), List.of(obj, cgf.expr.emitLValue(u.getOperand()).addr()));
            } else if (ty instanceof CType.Record) {
                cgf.cxxClass.special.copyInto(obj, u.getOperand());
            } else {
                b.store(cgf.expr.emitConverted(u.getOperand(), ty), obj);
            }
        }
    }

    // try { A } catch (int e) { B } catch (...) { C }
    //   -> "cir.try"() ({ A }, { %p = cir.catch_param : !cir.ptr<!s32i>; %e = cir.alloca; cir.store (cir.load %p), %e; B;
    //                         cir.call @__cxa_end_catch() }, { %q = cir.catch_param : !cir.ptr<!void>; C; cir.call @__cxa_end_catch() })
    //        {catch_types = [@_ZTIi, "all"]}
    // __cxa_end_catch runs on every exit of a handler (a cleanup, CIRGenCleanups), also when the handler throws.
    void emitTry(ICPPASTTryBlockStatement t) { emitTry(t.getCatchHandlers(), () -> cgf.stmt.emit(t.getTryBody()), false); }

    // S(int x) try : m(x) { body } catch (int e) { H }  ->  "cir.try"() ({ member initializers; body }, { %p = cir.catch_param;
    //   H; cir.throw (rethrow); cir.unreachable }) {catch_types = [@_ZTIi]}   (after the members built were destroyed)
    // a constructor's or destructor's handler rethrows when control reaches its end; another function's returns
    void functionTryBlock(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionWithTryBlock f, Runnable whole) {
        boolean special = f.getDeclarator().getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m
                && (m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor || m.isDestructor());
        emitTry(f.getCatchHandlers(), whole, special);
    }

    private void emitTry(ICPPASTCatchHandler[] hs, Runnable body, boolean rethrowAtEnd) {
        declareRuntime();
        List<Attribute> types = new ArrayList<>();
        for (ICPPASTCatchHandler h : hs) {
            SemaExceptions.Handler hd = cgf.sema.cxx.exceptions.handler(h);
            if (hd == null) return;   // rejected by Sema
            types.add(hd.cdtType() == null ? BuiltinAttrs.str("all") : BuiltinAttrs.sym(new CIRGenRtti(cgf).typeinfoGlobal(hd.cdtType(), h)));
        }
        Operation op = CirEhOps.TryOp.create(b, new BuiltinAttrs.ArrayAttr(types), hs.length).op();
        cgf.stmt.fill(op.region(0), body, null);
        for (int i = 0; i < hs.length; i++) {
            ICPPASTCatchHandler h = hs[i];
            cgf.stmt.fill(op.region(i + 1), () -> handler(h, rethrowAtEnd), null);
        }
    }

    private void handler(ICPPASTCatchHandler h, boolean rethrowAtEnd) {
        SemaExceptions.Handler hd = cgf.sema.cxx.exceptions.handler(h);
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            // catch (T *p), catch (T *&p): __cxa_begin_catch gives the (adjusted) pointer itself; otherwise the object's address
            Type paramType = hd.type() == null ? VOID_PTR : Types.isPointer(hd.type()) ? cgf.cir(hd.type()) : CirTypes.ptr(cgf.cir(hd.type()));
            Value p = CirEhOps.CatchParamOp.create(b, paramType).param();
            cgf.cleanups.pushScope(null);
            cgf.cleanups.addCode(() -> cgf.cgm.vtables.callLibrary(cgf, "__cxa_end_catch", new CType.Function(CType.VOID, List.of(), false, true), List.of()));
            Symbol s = hd.param();
            if (s != null && h.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd)
                s = cgf.sema.declare(sd.getDeclSpecifier(), sd.getDeclarators()[0], s.type, false, true);   // visible in the handler
            if (s != null) {
                Value slot = cgf.alloca(s.type, s.name, true, s.alignAttr);
                if (hd.byReference() && Types.isPointer(hd.type())) {
                    // catch (E *&e): the reference binds to a pointer holding the adjusted pointer (as clang, for
                    // pointers to classes: the personality may have adjusted it; the exception object keeps the thrown one)
                    Value held = cgf.alloca(hd.type(), "exn.byref.tmp", false, 0);
                    b.store(p, held);
                    b.store(b.cast("bitcast", held, cgf.cir(s.type)), slot);
                }
                else if (hd.byReference()) b.store(b.cast("bitcast", p, cgf.cir(s.type)), slot);
                else if (Types.isPointer(hd.type())) b.store(p, slot);
                else if (hd.copyCtor() != null) CIRGenSpecialMembers.callCasting(cgf, hd.copyCtor(), List.of(slot, p));
                else if (Types.isRecord(hd.type())) CirOps.CopyOp.create(b, p, slot);
                else b.store(b.load(p), slot);
                cgf.locals.put(s, slot);
                if (!hd.byReference() && hd.dtor() != null) {
                    cgf.cgm.function(hd.dtor(), false);
                    cgf.cleanups.addDestructor(slot, hd.dtor());
                }
            }
            if (h.getCatchBody() instanceof IASTCompoundStatement cs) cgf.stmt.emitCompoundBody(cs.getStatements());
            else if (h.getCatchBody() != null) cgf.stmt.emit(h.getCatchBody());
            if (rethrowAtEnd && !b.blockTerminated()) {   // [except.handle]: the handled exception is rethrown
                CirEhOps.ThrowOp.create(b, null);
                CirOps.UnreachableOp.create(b);
                b.setInsertionPointToEnd(b.insertionBlock().parent().addBlock());
            }
            cgf.cleanups.popScope();
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    /**
     * Is a function declared {@code noexcept}, {@code noexcept(true)} (a constant) or {@code throw()}, or a destructor
     * without an exception specification (implicitly noexcept since C++11, [except.spec]; noexcept(false) is not)?
     */
    static boolean isNoexcept(CIRGenFunction cgf, org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd, org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator fdecl) {
        if (!(fdecl instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator d)) return false;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ne = d.getNoexceptExpression();
        if (ne == null && fd != null && (d.getExceptionSpecification() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator.NO_EXCEPTION_SPECIFICATION
                || d.getExceptionSpecification() == null)
                && d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m && m.isDestructor())
            return true;
        if (ne == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator.NOEXCEPT_DEFAULT) return true;
        if (ne != null) return cgf.sema.cxx.exceptions.noexceptCondition(ne);   // (value-dependent: in the instance)
        var spec = d.getExceptionSpecification();
        return spec != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator.NO_EXCEPTION_SPECIFICATION && spec != null && spec.length == 0;
    }

    // void f() noexcept { body }  ->  "cir.try"() ({ body }, { %e = cir.catch_param : !cir.ptr<!void>; cir.call @_ZSt9terminatev();
    //                                                        cir.unreachable }) {catch_types = ["all"]}
    // an exception leaving a noexcept function calls std::terminate (as g++: the stack is unwound up to here)
    void noexceptBody(Runnable body) {
        declareRuntime();
        Operation op = CirEhOps.TryOp.create(b, new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("all"))), 1).op();
        cgf.stmt.fill(op.region(0), body, null);
        b.buildRegion(op.region(1), () -> {
            CirEhOps.CatchParamOp.create(b, VOID_PTR);
            cgf.cgm.vtables.callLibrary(cgf, "_ZSt9terminatev", new CType.Function(CType.VOID, List.of(), false, true), List.of());
            CirOps.UnreachableOp.create(b);
        });
    }

    // try { body } catch (...) { handler }  (a coroutine's body and promise.unhandled_exception(): CIRGenCoroutine)
    //   -> "cir.try"() ({ body }, { %p = cir.catch_param : !cir.ptr<!void>; handler; cir.call @__cxa_end_catch() }) {catch_types = ["all"]}
    void catchAll(Runnable body, Runnable handler) {
        declareRuntime();
        Operation op = CirEhOps.TryOp.create(b, new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("all"))), 1).op();
        cgf.stmt.fill(op.region(0), body, null);
        cgf.stmt.fill(op.region(1), () -> {
            CirEhOps.CatchParamOp.create(b, VOID_PTR);
            cgf.cleanups.pushScope(null);
            cgf.cleanups.addCode(() -> cgf.cgm.vtables.callLibrary(cgf, "__cxa_end_catch", new CType.Function(CType.VOID, List.of(), false, true), List.of()));
            handler.run();
            cgf.cleanups.popScope();
        }, null);
    }

    /** The handler of a noexcept function's region ({@link #noexceptBody}): catch_param, std::terminate(), unreachable. */
    private static boolean isTerminateHandler(Region r) {
        if (r.numBlocks() != 1) return false;
        List<Operation> ops = r.entryBlock().operations();
        return ops.size() == 3 && CirEhOps.CatchParamOp.isa(ops.get(0)) && CirOps.CallOp.isa(ops.get(1))
                && ops.get(1).attr("callee") instanceof BuiltinAttrs.SymbolRefAttr s && s.root().equals("_ZSt9terminatev")
                && CirOps.UnreachableOp.isa(ops.get(2));
    }

    /**
     * After a function is emitted: a call of a function that cannot throw ({@code nothrow}: Symbol.nothrow, by IR name) gets
     * the {@code nothrow} attribute ({@code cir.call @_ZN1DD1Ev(%d) {nothrow}}: cir-flatten-cfg keeps it a plain call); an
     * EH cleanup region (or a noexcept body's terminate region) whose body calls no other function and throws nothing
     * cannot be left by an exception, so its body replaces it ({@code "cir.try"() ({ ops; cir.yield }, { cleanup }) -> ops}).
     * One walk marks the cleanup regions that enclose a call that may throw (each call climbs to the first marked one).
     */
    static void simplifyCleanups(Operation fn, java.util.Set<String> nothrow) {
        java.util.Set<Operation> hasCall = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        List<Operation> cleanups = new ArrayList<>();
        fn.walk(o -> {
            if (CirEhOps.TryOp.isa(o)) cleanups.add(o);
            if (CirOps.CallOp.isa(o) && o.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr callee && nothrow.contains(callee.root())) {
                o.setAttr("nothrow", BuiltinAttrs.UNIT);   // a noexcept callee: a plain call in any try body (CirFlattener.flattenTry)
                return;
            }
            if (!CirOps.CallOp.isa(o) && !CirEhOps.ThrowOp.isa(o)) return;
            for (Operation cur = o, p = o.parentOp(); p != null && p != fn; cur = p, p = p.parentOp()) {
                if (!CirEhOps.TryOp.isa(p) || cur.parentRegion() != p.region(0)) continue;   // only calls in a body count
                if (!hasCall.add(p)) break;
            }
        });
        // fn.walk is post-order: inner regions first
        for (Operation t : cleanups) {
            if (hasCall.contains(t) || t.numRegions() != 2 || !(new CirEhOps.TryOp(t).catchTypes().get(0) instanceof BuiltinAttrs.StringAttr k)
                    || !(k.value().equals("cleanup") || (k.value().equals("all") && isTerminateHandler(t.region(1)))) || t.region(0).numBlocks() != 1) continue;
            Block body = t.region(0).entryBlock();
            Operation y = body.last();
            if (y == null || !CirOps.YieldOp.isa(y) || y.numOperands() > 0 || y.hasAttr("kind")) continue;
            // a call in the body region (not inside a nested op of it) was seen too: only ops without regions or calls move
            for (Operation o : new ArrayList<>(body.operations())) {
                if (o == y) break;
                o.moveBefore(t);
            }
            t.erase();
        }
    }
}
