package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirEnums;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.ArgInfo;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.frontend.cirgen.abi.ReturnInfo;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.SemaCoroutineSyntax;
import jcirc.frontend.sema.SemaCoroutines;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.util.ArrayList;
import java.util.List;

/**
 * A C++20 coroutine's body from Sema's plan ({@link SemaCoroutines}; docs/coroutines.md has the whole shape):
 * <pre>
 *   cir.func coroutine @f(...) -> R {
 *     %id = cir.call @__builtin_coro_id(0, %promise, null, null); %hdl = cir.call @__builtin_coro_begin(%id, operator new(coro_size()))
 *     %gro = promise.get_return_object()
 *     cir.await(init, ...)  on promise.initial_suspend()
 *     body   (co_await e: cir.await(user, ...); co_yield e: cir.await(user, ...) on promise.yield_value(e);
 *             co_return e: promise.return_value(e), the body's cleanups, cir.goto "__coro.final")
 *     cir.label "__coro.final"    cir.await(final, ...) on promise.final_suspend()
 *     cir.label "__coro.cleanup"  operator delete(cir.call @__builtin_coro_free(%id, %hdl))
 *     cir.label "__coro.suspend"  cir.call @__builtin_coro_end(%hdl, false); return %gro
 *   }
 * </pre>
 * Each cir.await's suspend region saves the point, calls await_suspend (a returned handle is resumed: symmetric
 * transfer), suspends, and leaves along the suspended edge to "__coro.suspend" and along the destroyed edge (after the
 * cleanups of the live locals) to "__coro.cleanup"; cir-lower-await makes it plain structured cir.
 */
final class CIRGenCoroutine {
    static final String FINAL = "__coro.final", CLEANUP = "__coro.cleanup", SUSPEND = "__coro.suspend";

    private final CIRGenFunction cgf;
    private CIRGenBuilder b;   // cgf's, taken at each entry (cgf builds it after this object)
    private SemaCoroutines.Plan plan;
    private Value id, hdl, promise, gro;

    CIRGenCoroutine(CIRGenFunction cgf) {
        this.cgf = cgf;
    }

    private Type voidPtr() { return CirTypes.ptr(CirTypes.VOID); }

    /** The body of {@code fd} (a function definition, or a lambda: its call operator) when it is a coroutine (true), else nothing (false). */
    boolean emitBody(org.eclipse.cdt.core.dom.ast.IASTNode fd, IASTCompoundStatement cs, Operation fn) {
        if (cgf.sema.cxx == null || fd == null || (plan = cgf.sema.cxx.coroutines.plan(fd)) == null) return false;
        b = cgf.b;
        fn.setAttr("coroutine", BuiltinAttrs.UNIT);
        Type u32 = cgf.cir(CType.UINT);
        promise = cgf.alloca(plan.promise(), "__promise", false, 0);
        id = builtin("id", CType.UINT, b.constInt(0, u32), b.cast("bitcast", promise, voidPtr()), b.constNull(voidPtr()), b.constNull(voidPtr()));
        Value size = builtin("size", CType.ULONG);
        Value mem = allocate(size);
        hdl = builtin("begin", new CType.Pointer(CType.VOID), id, mem);
        List<Value[]> frameDtors = new ArrayList<>();   // {address}, destroyed last first with the frame
        List<Symbol> frameDtorFns = new ArrayList<>();
        // an exception from a parameter's copy, the promise's constructor or get_return_object() (before the initial
        // await) destroys what was built so far, last first, frees the frame and leaves the ramp: EH cleanup regions
        //   "cir.try"() ({ copies; promise_type(); get_return_object() }, { operator delete(coro_free); cir.resume })
        cgf.cleanups.openAggregateGuard();
        cgf.cleanups.guardCode(() -> deallocate(builtin("free", new CType.Pointer(CType.VOID), id, hdl)));
        copyParams(frameDtors, frameDtorFns);
        if (plan.promiseCtor() != null && !plan.promiseCtorArgs().isEmpty())   // promise_type(p1, ..., pn) on the copies
            callValues(plan.promiseCtor(), promise, paramArgs(plan.promiseCtorArgs()), null);
        else if (plan.promiseCtor() != null) CIRGenSpecialMembers.callCasting(cgf, plan.promiseCtor(), List.of(promise));
        if (plan.promiseDtor() != null) {
            frameDtors.add(new Value[]{promise});
            frameDtorFns.add(plan.promiseDtor());
            cgf.cleanups.guardDestructor(promise, plan.promiseDtor());
        }
        // a coroutine returning void (a coroutine_traits specialization chooses its promise): get_return_object() only called
        gro = Types.isVoid(cgf.returnType) ? null : cgf.alloca(cgf.returnType, "__coro_gro", false, 0);
        if (plan.groCtor() != null) {   // R(promise.get_return_object()) through R's converting constructor
            CType gt = Types.unqual(((CType.Function) Types.unqual(plan.getReturnObject().type)).returnType());
            Value tmp = cgf.alloca(gt, "__coro_gro_value", false, 0);
            Value v = call(plan.getReturnObject(), promise, List.of(), tmp);
            if (v != null && v != tmp) b.store(v, tmp);
            callValues(plan.groCtor(), gro, List.of(plan.groByRef() || Types.isRecord(gt) ? tmp : b.load(tmp)), null);
        } else call(plan.getReturnObject(), promise, List.of(), gro);
        cgf.cleanups.closeAggregateGuard();
        boolean eh = cgf.sema.cxx.exceptionsEnabled && plan.unhandledException() != null;
        CType awPtr = new CType.Pointer(plan.initial().type());
        Value initAw = eh ? cgf.alloca(awPtr, "__coro_initial_awaiter", false, 0) : null;   // the awaiter's address, for the body's try
        Runnable initial = () -> {
            Value aw = call(plan.initialSuspend(), promise, List.of(), null);
            if (eh) b.store(b.cast("bitcast", aw, cgf.cir(awPtr)), initAw);
            await("init", plan.initial(), aw, null, !eh);
        };
        // [dcl.fct.def.coroutine]/5: an exception from initial_suspend(), its await_ready or await_suspend (before the
        // initial await_resume is called) is rethrown out of the coroutine: from the ramp, after the frame is destroyed
        //   cir.try { init await } catch (...) { ~promise, ~parameter copies, operator delete(coro_free); throw; }
        if (eh) new CIRGenExceptions(cgf).catchAll(initial, () -> {
            destroyFrame(frameDtors, frameDtorFns);
            CirEhOps.ThrowOp.create(b, null);
            CirOps.UnreachableOp.create(b);
            b.setInsertionPointToEnd(b.insertionBlock().parent().addBlock());
        });
        else initial.run();
        Runnable body = () -> {
            if (eh) callValues(plan.initial().resume(), b.load(initAw), List.of(), null);   // inside the try: its exception reaches unhandled_exception
            cgf.stmt.emitCompoundBody(cs.getStatements());
            if (!b.blockTerminated() && plan.returnVoid() != null) call(plan.returnVoid(), promise, List.of(), null);
        };
        // [dcl.fct.def.coroutine]/5: try { body } catch (...) { promise.unhandled_exception(); }, then the final suspend.
        // An exception leaving unhandled_exception() leaves the coroutine suspended at its final point (done()):
        //   unhandled_exception() in an EH cleanup region { cir.call @__builtin_coro_end(%hdl, true) } (coro-split marks it done)
        if (eh)
            new CIRGenExceptions(cgf).catchAll(body, () -> {
                cgf.cleanups.openAggregateGuard();
                cgf.cleanups.guardCode(() -> builtin("end", CType.BOOL, hdl, b.constBool(true)));
                call(plan.unhandledException(), promise, List.of(), null);
                cgf.cleanups.closeAggregateGuard();
            });
        else body.run();
        label(FINAL);
        await("final", plan.fin(), call(plan.finalSuspend(), promise, List.of(), null), null, true);
        label(CLEANUP);
        destroyFrame(frameDtors, frameDtorFns);
        label(SUSPEND);
        builtin("end", CType.BOOL, hdl, b.constBool(false));
        if (Types.isVoid(cgf.returnType)) b.ret(null);
        else cgf.emitReturnFromAddress(gro);
        return true;
    }

    // the promise and the parameter copies destroyed (last first), operator delete(cir.call @__builtin_coro_free(%id, %hdl))
    private void destroyFrame(List<Value[]> frameDtors, List<Symbol> frameDtorFns) {
        for (int i = frameDtors.size() - 1; i >= 0; i--) CIRGenSpecialMembers.callCasting(cgf, frameDtorFns.get(i), List.of(frameDtors.get(i)[0]));
        Value frame = builtin("free", new CType.Pointer(CType.VOID), id, hdl);
        deallocate(frame);
    }

    // %mem = promise_type::operator new(%size) or ::operator new(%size) (::operator new(%size, std::nothrow) when the promise
    // has get_return_object_on_allocation_failure: cir.if (%mem == null) { cir.return get_return_object_on_allocation_failure() })
    private Value allocate(Value size) {
        SemaCoroutines.Alloc al = plan.alloc();
        CType vp = new CType.Pointer(CType.VOID);
        Value mem;
        if (al.opNew() != null) {   // promise_type::operator new(size[, p1, ..., pn]) on the parameters themselves
            List<Value> args = new ArrayList<>(List.of(size));
            args.addAll(paramArgs(al.newArgs()));
            mem = callValues(al.opNew(), null, args, null);
        }
        else if (al.onFailure() != null) {
            // the std::nothrow_t argument (an empty tag the library never reads): a byte of the ramp's own
            Value tag = b.cast("bitcast", cgf.alloca(CType.UCHAR, "__nothrow", false, 0), voidPtr());
            mem = library("_ZnwmRKSt9nothrow_t", vp, List.of(CType.ULONG, vp), size, tag);
        } else mem = library("_Znwm", vp, List.of(CType.ULONG), size);
        if (al.onFailure() != null) {
            Operation failed = CirOps.IfOp.create(b, b.cmp("eq", mem, b.constNull(voidPtr()))).op();
            b.buildRegion(failed.region(0), () -> {
                if (Types.isVoid(cgf.returnType)) { callValues(al.onFailure(), null, List.of(), null); b.ret(null); return; }
                Value r = cgf.alloca(cgf.returnType, "__coro_alloc_failure", false, 0);
                Value v = callValues(al.onFailure(), null, List.of(), r);
                if (v != null && v != r) b.store(v, r);
                cgf.emitReturnFromAddress(r);
            });
        }
        return mem;
    }

    // cir.if (%frame != null) { promise_type::operator delete(%frame[, coro_size()]) }, or ::operator delete(%frame)
    private void deallocate(Value frame) {
        SemaCoroutines.Alloc al = plan.alloc();
        if (al.opDelete() == null) { library("_ZdlPv", CType.VOID, List.of(new CType.Pointer(CType.VOID)), frame); return; }
        Operation some = CirOps.IfOp.create(b, b.cmp("ne", frame, b.constNull(voidPtr()))).op();
        b.buildRegion(some.region(0), () -> {
            callValues(al.opDelete(), null, al.sizedDelete() ? List.of(frame, builtin("size", CType.ULONG)) : List.of(frame), null);
            b.yield(null, List.of());
        });
    }

    // the lvalues p1, ..., pn (*this first for a member function): an address for a reference parameter or a class,
    // else the value
    private List<Value> paramArgs(List<SemaCoroutines.ParamArg> args) {
        List<Value> out = new ArrayList<>();
        for (SemaCoroutines.ParamArg a : args) {
            Symbol ps = cgf.sema.symbols.lookup(a.name());
            Value addr = cgf.addressOf(ps);
            boolean self = a.name().equals("this") || a.name().equals("__closure");   // *this, a lambda's closure object
            if (self || a.paramIsRef()) addr = b.load(addr);
            CType t = Types.unqual(self || a.paramIsRef() ? Types.pointee(Types.unqual(ps.type)) : ps.type);
            out.add(a.byRef() || Types.isRecord(t) ? addr : b.load(addr));
        }
        return out;
    }

    // Task f(S s): %copy = alloca S; S(S&&)(%copy, %s) (or cir.copy %s, %copy); s names %copy from here on; ~S at the end
    private void copyParams(List<Value[]> dtors, List<Symbol> dtorFns) {
        for (SemaCoroutines.ParamCopy pc : plan.paramCopies()) {
            Symbol ps = cgf.sema.symbols.lookup(pc.name());
            Value src = ps == null ? null : cgf.locals.get(ps);
            if (src == null || pc.ctor() == null && !(src instanceof jcirc.ir.BlockArgument)) continue;   // already a local of the frame
            Value dst = cgf.alloca(ps.type, pc.name() + ".copy", false, 0);
            if (pc.ctor() != null) CIRGenSpecialMembers.callCasting(cgf, pc.ctor(), List.of(dst, src));
            else CirOps.CopyOp.create(b, src, dst);
            cgf.locals.put(ps, dst);
            if (pc.dtor() != null) {
                dtors.add(new Value[]{dst});
                dtorFns.add(pc.dtor());
                cgf.cleanups.guardDestructor(dst, pc.dtor());   // destroyed if the rest of the ramp throws
            }
        }
    }

    // ^l: cir.label "L" in a block of its own (a fall-through branches to it), as CIRGenStmt's labels
    private void label(String name) {
        jcirc.ir.Block blk = new jcirc.ir.Block();
        if (!b.blockTerminated()) CirOps.BrOp.create(b, List.of(), blk);
        b.insertionBlock().parent().addBlock(blk);
        b.setInsertionPointToEnd(blk);
        CirOps.LabelOp.create(b, BuiltinAttrs.str(name));
    }

    /** {@code co_await e}, {@code co_yield e}, {@code co_return e}: the await_resume value (null when void). */
    Value emit(IASTExpression e) {
        b = cgf.b;
        SemaCoroutineSyntax.Keyword k = SemaCoroutineSyntax.keywordOf(e);
        IASTInitializerClause op = SemaCoroutineSyntax.operand(e);
        if (k == SemaCoroutineSyntax.Keyword.RETURN) {
            if (op instanceof IASTExpression x && !Types.isVoid(cgf.sema.rvalueType(x))) call(plan.returnValue(), promise, List.of(x), null);
            else {
                if (op instanceof IASTExpression x) cgf.expr.emitIgnored(x);
                call(plan.returnVoid(), promise, List.of(), null);
            }
            cgf.cleanups.beforeReturn();
            CirOps.GotoOp.create(b, BuiltinAttrs.str(FINAL));   // what follows is unreachable (CIRGenStmt drops it)
            return null;
        }
        SemaCoroutines.Point p = cgf.sema.cxx.coroutines.point(e);
        if (p == null) return null;
        Value awaiter;
        if (k == SemaCoroutineSyntax.Keyword.YIELD) awaiter = call(p.call(), promise, List.of((IASTExpression) op), null);
        else awaiter = awaitable((IASTExpression) op, p.steps());
        CType rt = p.awaiter().resultType();
        Value slot = Types.isVoid(rt) ? null : cgf.alloca(rt, "__await_result", false, 0);
        await("user", p.awaiter(), awaiter, slot, true);
        return slot == null ? null : b.load(slot);
    }

    /**
     * The awaiter's address for {@code co_await x} ([expr.await]/3): x itself (an lvalue's address or a materialized
     * temporary), or the steps Sema chose:
     * <pre>
     *   %t = promise.await_transform(x)          (a class prvalue: in a temporary of the frame; a reference: its address)
     *   %a = %t.operator co_await()  or  operator co_await(%t)
     * </pre>
     * each prvalue step's temporary destroyed at the end of the full-expression (last first), or on the destroyed edge.
     */
    private Value awaitable(IASTExpression x, List<SemaCoroutines.Step> steps) {
        Value cur = null;
        for (SemaCoroutines.Step s : steps) {
            cur = switch (s.kind()) {
                case TRANSFORM -> call(s.fn(), promise, List.of(x), null);
                case MEMBER_CO_AWAIT -> callValues(s.fn(), cur != null ? cur : address(x), List.of(), null);
                case FREE_CO_AWAIT -> {
                    CType pt = Types.unqual(((CType.Function) Types.unqual(s.fn().type)).params().get(0));
                    Value arg = cur != null ? cur : Types.isRecord(pt) ? cgf.expr.readableAddr(x) : address(x);
                    yield callValues(s.fn(), null, List.of(arg), null);
                }
            };
            if (s.dtor() != null) cgf.cleanups.addDestructor(cur, s.dtor());
        }
        return cur != null ? cur : address(x);
    }

    private Value address(IASTExpression x) {
        return cgf.sema.isLvalue(x) ? cgf.expr.emitLValue(x).addr() : cgf.expr.readableAddr(x);
    }

    /**
     * One suspension point on the awaiter object at {@code aw}; the await_resume value is stored to {@code slot}
     * ({@code resume} false: await_resume is called by the caller, after the resume region).
     */
    private void await(String kind, SemaCoroutines.Awaiter a, Value aw, Value slot, boolean resume) {
        boolean fin = kind.equals("final");
        Operation op = CirOps.AwaitOp.create(b, CirEnums.AWAIT_KIND.attr(kind)).op();
        b.buildRegion(op.region(0), () -> {
            Value ready = call(a.ready(), aw, List.of(), null);
            Operation ifReady = CirOps.IfOp.create(b, ready).op();
            b.buildRegion(ifReady.region(0), () -> b.yield("nosuspend", List.of()));
            b.yield(null, List.of());
        });
        b.buildRegion(op.region(1), () -> {
            Value tok = builtin("save", CType.UINT, hdl);
            Value handle = null;
            if (a.handleParam() != null) {
                handle = cgf.alloca(a.handleParam(), "__coro_handle", false, 0);
                b.store(hdl, b.cast("bitcast", handle, CirTypes.ptr(voidPtr())));
            }
            List<Value> args = handle == null ? List.of() : List.of(handle);
            switch (a.kind()) {
                case VOID -> { callValues(a.suspend(), aw, args, null); suspend(tok, fin); }
                case BOOL -> {
                    Value s = callValues(a.suspend(), aw, args, null);
                    Operation i = CirOps.IfOp.create(b, s).op();
                    b.buildRegion(i.region(0), () -> { suspend(tok, fin); b.yield(null, List.of()); });
                }
                case HANDLE -> {
                    // symmetric transfer as clang 19: coro-split calls the wrapper and resumes the handle it returns
                    // with a musttail call (at every -O level), so a chain of transfers runs in constant stack
                    Symbol w = suspendWrapper(a);
                    Value fp = CirOps.GetGlobalOp.create(b, CirTypes.ptr(cgf.cgm.functionType(w)), CIRGenBuilder.attrs("name", BuiltinAttrs.sym(w.irName))).addr();
                    builtin("await_suspend_handle", CType.VOID, b.cast("bitcast", aw, voidPtr()), hdl, b.cast("bitcast", fp, voidPtr()));
                    suspend(tok, fin);
                }
            }
            b.yield(null, List.of());
        });
        b.buildRegion(op.region(2), () -> {
            if (!resume) { b.yield(null, List.of()); return; }
            boolean record = slot != null && Types.isRecord(Types.unqual(a.resultType()));
            Value v = call(a.resume(), aw, List.of(), record ? slot : null);   // a class result is built in the slot
            if (slot != null && v != null && !record) b.store(v, slot);
            b.yield(null, List.of());
        });
    }

    /**
     * The function {@code llvm.coro.await.suspend.handle} calls (clang's {@code __await_suspend_wrapper}):
     * <pre>
     *   cir.func internal @f.__await_suspend_wrapper(%aw: !cir.ptr<!void>, %frame: !cir.ptr<!void>) -> !cir.ptr<!void> {
     *     %h = coroutine_handle<P> holding %frame; %next = aw->await_suspend(%h); cir.return %next.address()
     *   }
     * </pre>
     */
    private Symbol suspendWrapper(SemaCoroutines.Awaiter a) {
        CType vp = new CType.Pointer(CType.VOID);
        CType.Function f = new CType.Function(vp, List.of(vp, vp), false, true);
        String base = cgf.fnSym.irName + ".__await_suspend_wrapper", name = base;
        for (int n = 1; cgf.cgm.hasSymbol(name); n++) name = base + "." + n;
        Symbol s = new Symbol(name, Symbol.Kind.FUNCTION, f, Symbol.Linkage.INTERNAL, true, SourceLoc.NONE);
        CIRGenFunction w = new CIRGenFunction(cgf.cgm);
        Operation fn = cgf.cgm.function(s, true);
        w.fnSym = s;
        w.returnType = vp;
        w.abi = cgf.cgm.types.abi.lower(f, true);
        w.entry = fn.region(0).addBlock(new jcirc.ir.Block(new ArrayList<>(w.abi.type().inputs())));
        CIRGenBuilder wb = w.b;
        var saved = wb.save();
        wb.setInsertionPointToEnd(w.entry);
        CIRGenBuilder outer = b;
        try {
            wb.setLocation(jcirc.ir.Location.UNKNOWN);
            CIRGenCoroutine wc = new CIRGenCoroutine(w);
            wc.b = wb;
            Value aw = wb.cast("bitcast", w.entry.arguments().get(0), w.cir(new CType.Pointer(a.type())));
            List<Value> args = new ArrayList<>();
            if (a.handleParam() != null) {
                Value handle = w.alloca(a.handleParam(), "__coro_handle", false, 0);
                wb.store(w.entry.arguments().get(1), wb.cast("bitcast", handle, CirTypes.ptr(voidPtr())));
                args.add(handle);
            }
            Value next = w.alloca(a.suspendResult(), "__coro_next", false, 0);
            wc.callValues(a.suspend(), aw, args, next);
            wb.ret(wb.load(wb.cast("bitcast", next, CirTypes.ptr(voidPtr()))));
        } finally {
            wb.restore(saved);
            b = outer;
        }
        return s;
    }

    // %s = __builtin_coro_suspend(%tok, final); -1: suspended (to "__coro.suspend"), 1: destroyed (cleanups, "__coro.cleanup")
    private void suspend(Value tok, boolean fin) {
        Type s8 = cgf.cir(CType.SCHAR);
        Value s = builtin("suspend", CType.SCHAR, tok, b.constBool(fin));
        Operation suspended = CirOps.IfOp.create(b, b.cmp("eq", s, b.constInt(-1, s8))).op();
        b.buildRegion(suspended.region(0), () -> CirOps.GotoOp.create(b, BuiltinAttrs.str(SUSPEND)));
        Operation destroyed = CirOps.IfOp.create(b, b.cmp("eq", s, b.constInt(1, s8))).op();
        b.buildRegion(destroyed.region(0), () -> {
            if (!fin) cgf.cleanups.beforeReturn();
            CirOps.GotoOp.create(b, BuiltinAttrs.str(CLEANUP));
        });
    }

    // __builtin_coro_resume(p) / destroy / done / promise(p, align, from)  ->  cir.call @__builtin_coro_resume(%p) ...
    Value builtinCall(String name, IASTFunctionCallExpression call, IASTInitializerClause[] args) {
        b = cgf.b;
        CType.Function ft = (CType.Function) Types.unqual(cgf.sema.symbols.fileScope().lookupLocal(name).type);
        List<Value> vals = new ArrayList<>();
        for (int i = 0; i < args.length && i < ft.params().size(); i++) vals.add(cgf.expr.emitConverted((IASTExpression) args[i], ft.params().get(i)));
        return builtin(name.substring("__builtin_coro_".length()), ft.returnType(), vals.toArray(Value[]::new));
    }

    /** {@code cir.call @__builtin_coro_<name>(args)} of the builtin's declaration ({@code cir.func builtin}). */
    private Value builtin(String name, CType result, Value... args) {
        List<CType> params = new ArrayList<>();
        for (Value v : args) params.add(ctypeOf(v.type()));
        String fn = "__builtin_coro_" + name;
        Symbol s = new Symbol(fn, Symbol.Kind.FUNCTION, new CType.Function(result, params, false, true), Symbol.Linkage.EXTERNAL, false, SourceLoc.NONE);
        Operation decl = cgf.cgm.function(s, false);
        decl.setAttr("builtin", BuiltinAttrs.UNIT);
        Operation c = CirOps.CallOp.create(b, BuiltinAttrs.sym(fn), List.of(args), Types.isVoid(result) ? null : cgf.cir(result)).op();
        c.setAttr("nothrow", BuiltinAttrs.UNIT);   // an intrinsic call, never an invoke (also in a try or a noexcept body)
        return c.numResults() == 0 ? null : c.result(0);
    }

    private CType ctypeOf(Type t) {
        if (t.equals(voidPtr())) return new CType.Pointer(CType.VOID);
        if (t.equals(cgf.cir(CType.UINT))) return CType.UINT;
        if (t.equals(cgf.cir(CType.BOOL))) return CType.BOOL;
        if (t.equals(cgf.cir(CType.ULONG))) return CType.ULONG;
        if (t.equals(cgf.cir(CType.INT))) return CType.INT;
        throw new IllegalStateException("coroutine builtin operand of type " + t);
    }

    /** A call of a library function ({@code operator new}/{@code delete}) by its mangled name. */
    private Value library(String name, CType result, List<CType> params, Value... args) {
        Symbol s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(result, params, false, true), Symbol.Linkage.EXTERNAL, false, SourceLoc.NONE);
        cgf.cgm.function(s, false);
        Operation c = CirOps.CallOp.create(b, BuiltinAttrs.sym(name), List.of(args), Types.isVoid(result) ? null : cgf.cir(result)).op();
        return c.numResults() == 0 ? null : c.result(0);
    }

    /**
     * A member function call with AST arguments converted to the parameter types (a reference parameter gets the
     * argument's address, or a temporary's); the result: a scalar value, or (a class) the address it was stored to
     * ({@code dest} when given).
     */
    private Value call(Symbol fn, Value object, List<IASTExpression> args, Value dest) {
        if (fn == null) return null;
        CType.Function ft = (CType.Function) Types.unqual(fn.type);
        List<Value> vals = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            IASTExpression a = args.get(i);
            CType pt = Types.unqual(ft.params().get(i + 1));
            if (Types.isRecord(pt)) vals.add(cgf.expr.readableAddr(a));
            else if (Types.isPointer(pt) && !Types.isPointer(cgf.sema.rvalueType(a)) && !Types.isArray(cgf.sema.typeOf(a))) {
                // a reference parameter: the lvalue's address, or a temporary holding the value
                if (cgf.sema.isLvalue(a)) vals.add(cgf.expr.emitLValue(a).addr());
                else if (Types.isRecord(Types.unqual(Types.pointee(pt)))) vals.add(cgf.expr.readableAddr(a));
                else {
                    CType vt = Types.pointee(pt);
                    Value tmp = cgf.alloca(vt, "ref.tmp", false, 0);
                    b.store(cgf.expr.emitConverted(a, Types.unqual(vt)), tmp);
                    vals.add(tmp);
                }
            } else vals.add(cgf.expr.emitConverted(a, pt));
        }
        return callValues(fn, object, vals, dest);
    }

    /**
     * The object whose {@code operator()} a promise "member function" that is a data member calls
     * ({@link SemaCoroutines.Callable}): {@code &promise->field}, or a static data member's variable.
     */
    private Value callableObject(SemaCoroutines.Callable via, Value owner) {
        return switch (via) {
            case SemaCoroutines.FieldCallable f -> {
                RecordDef def = f.owner().def();
                RecordDef.Field field = null;
                for (RecordDef.Field x : def.fields()) if (f.field().equals(x.name())) field = x;
                CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(def, field.index());
                yield b.structElementAddr(owner, field.name(), mi.index(), cgf.cir(field.type()));
            }
            case SemaCoroutines.StaticCallable s -> cgf.addressOf(s.variable());
        };
    }

    /** A member function call with argument values (class arguments by address) through the x86-64 ABI. */
    private Value callValues(Symbol fn, Value object, List<Value> args, Value dest) {
        CType.Function ft = (CType.Function) Types.unqual(fn.type);
        FunctionInfo info = cgf.cgm.types.abi.lowerCall(ft, List.of());
        cgf.cgm.function(fn, false);
        CType rt = Types.unqual(ft.returnType());
        List<Value> ops = new ArrayList<>();
        Value resultAddr = null;
        if (info.ret() instanceof ReturnInfo.SRet || info.ret() instanceof ReturnInfo.Ignored && !Types.isVoid(rt)) {
            resultAddr = dest != null ? dest : cgf.alloca(rt, "agg.tmp", false, 0);
            if (info.hasSRet()) ops.add(resultAddr);
        }
        SemaCoroutines.Callable via = plan == null ? null : plan.callable(fn);   // (no plan: a symmetric-transfer wrapper)
        if (via != null) object = callableObject(via, object);   // p.return_void() of a data member with an operator()
        int self = object == null ? 0 : 1;   // a static member function (operator new/delete) has no 'this'
        if (object != null) ops.add(object);
        for (int i = 0; i < args.size(); i++) {
            Value a = args.get(i);
            CType pt = Types.unqual(ft.params().get(i + self));
            switch (info.args().get(i + self)) {
                case ArgInfo.Direct d -> ops.add(Types.isRecord(pt) ? b.load(a) : a);
                case ArgInfo.Coerced c -> ops.addAll(cgf.coercion.loadPieces(a, Types.sizeOf(pt), Types.alignOf(pt), c.pieces()));
                case ArgInfo.ByVal bv -> ops.add(a);
                case ArgInfo.Indirect ind -> ops.add(a);
                case ArgInfo.Ignored ig -> { }
            }
        }
        List<Type> results = info.type().returnsVoid() ? List.of() : List.of(info.type().returnType());
        Operation c = CirOps.CallOp.create(b, BuiltinAttrs.sym(fn.irName), ops, results.isEmpty() ? null : results.get(0)).op();
        switch (info.ret()) {
            case ReturnInfo.Direct d -> {
                if (results.isEmpty()) return resultAddr;
                if (Types.isRecord(rt)) {
                    resultAddr = dest != null ? dest : cgf.alloca(rt, "agg.tmp", false, 0);
                    b.store(c.result(0), resultAddr);
                    return resultAddr;
                }
                return c.result(0);
            }
            case ReturnInfo.Coerced co -> {
                resultAddr = dest != null ? dest : cgf.alloca(rt, "agg.tmp", false, 0);
                cgf.coercion.storeReturn(c.result(0), resultAddr, Types.sizeOf(rt), Types.alignOf(rt), co);
                return resultAddr;
            }
            default -> { return resultAddr; }
        }
    }
}
