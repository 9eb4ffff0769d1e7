package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.Symbol;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * What runs when a block is left — at its end, and before a {@code return}, {@code break},
 * {@code continue} or {@code goto} that leaves it — innermost first:
 *
 * <ul>
 * <li>GNU {@code __attribute__((cleanup(fn)))} on locals: {@code fn(&var)}:
 * <pre>
 * { int v __attribute__((cleanup(done))) = 1; if (x) return 2; }
 *   ->  %v = cir.alloca ...; cir.if %x { %c = cir.const 2; cir.call @done(%v); cir.return %c }; cir.call @done(%v)
 * </pre>
 * <li>a block that allocated VLAs gives their stack back ({@code cir.stack_restore} of the pointer
 * saved before its first VLA) when a jump leaves it; falling off its end is handled where the
 * block is emitted ({@code CIRGenStmt.withVlaScope}):
 * <pre>
 * while (c) { int a[n]; if (x) continue; }
 *   ->  %sp = cir.stack_save; %a = cir.alloca ...; cir.if %x { cir.stack_restore %sp; cir.yield continue }; cir.stack_restore %sp
 * </pre>
 * <li>C++ destructors of local objects (CIRGenClass): {@code S::~S(&s)}, last constructed first:
 * <pre>
 * { S a(1); S b(2); if (x) return; }  ->  ... cir.if %x { cir.call @_ZN1SD1Ev(%b); cir.call @_ZN1SD1Ev(%a); cir.return }; ...
 * </pre>
 * </ul>
 */
final class CIRGenCleanups {
    private sealed interface Cleanup {}
    /** {@code fn(addr)} for a variable declared with {@code cleanup(fn)}. */
    private record CallCleanup(Value addr, Symbol fn) implements Cleanup {}
    /** C++: a temporary constructed in a conditional branch: {@code fn(addr)} when {@code flag} says it was constructed. */
    private record ConditionalCall(Value flag, Value addr, Symbol fn) implements Cleanup {}
    /** Code emitted on each exit (C++: the destruction loop of an array of objects, CIRGenArrayObjects). */
    private record CodeCleanup(Runnable emit) implements Cleanup {}
    /** {@code cir.stack_restore save} on jumps out of a block with VLAs. */
    private record StackRestore(Value save, int declOffset) implements Cleanup {}
    /**
     * C++: a cleanup that runs only when an exception leaves the block: the subobjects a constructor built so far, the
     * memory of a {@code new} whose constructor throws, the elements of an array built so far, the exception object.
     */
    private record EhOnly(Cleanup inner) implements Cleanup {}

    /**
     * One open block: its compound statement (null for other blocks), its cleanups in declaration order; C++: whether it is
     * a full-expression's (whose values outlive it, so no EH cleanup region), and the EH cleanup regions opened in it.
     */
    private record Scope(IASTNode node, List<Cleanup> cleanups, boolean full, java.util.Map<Cleanup, jcirc.ir.Operation> ehTries, FullEh fullEh) {
        Scope(IASTNode node, List<Cleanup> cleanups) { this(node, cleanups, false, new java.util.IdentityHashMap<>(), null); }
    }

    /**
     * C++: the EH cleanup region around a whole full-expression that creates temporaries with destructors. Each such
     * temporary gets a flag (false before the region, true once it is built), and the handler destroys those whose flag
     * is set, last built first; a temporary bound to a local reference gets the block's EH cleanup after the full-expression.
     */
    private static final class FullEh {
        final jcirc.ir.Operation op;
        final List<ConditionalCall> built = new ArrayList<>();
        final List<CallCleanup> extended = new ArrayList<>();
        FullEh(jcirc.ir.Operation op) { this.op = op; }
    }

    private final CIRGenFunction cgf;
    private final Deque<Scope> scopes = new ArrayDeque<>();
    /** The number of open scopes when the innermost breakable statement / loop was entered. */
    private final Deque<Integer> breakDepth = new ArrayDeque<>(), continueDepth = new ArrayDeque<>();

    CIRGenCleanups(CIRGenFunction cgf) { this.cgf = cgf; }

    void pushScope(IASTNode node) { scopes.push(new Scope(node, new ArrayList<>())); }

    /** C++: a full-expression's scope (CIRGenTemporaries): its temporaries get no EH cleanup. */
    void pushFullScope() { scopes.push(new Scope(null, new ArrayList<>(), true, new java.util.IdentityHashMap<>(), null)); }

    /**
     * C++: a full-expression that may create temporaries with destructors, emitted inside an EH cleanup region
     * (see {@link FullEh}) when exceptions are on:
     * <pre>
     * g(S(1).get(), f());  ->  cir.store false, %flag; "cir.try"() ({ cir.call @_ZN1SC1Ei(%t, 1); cir.store true, %flag;
     *                              ... cir.call @_Z1fv(); cir.call @_Z1gii(...); cir.call @_ZN1SD1Ev(%t); cir.yield },
     *                           { cir.if (cir.load %flag) { cir.call @_ZN1SD1Ev(%t) }; cir.resume }) {catch_types = ["cleanup"]}
     * </pre>
     */
    void pushFullEhScope() {
        if (!exceptions() || cgf.b.blockTerminated() || cgf.b.insertionBlock() == null || inDestructor()) { pushFullScope(); return; }
        CIRGenBuilder b = cgf.b;
        jcirc.ir.Operation op = CirEhOps.TryOp.create(b, new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("cleanup"))), 1).op();
        b.setInsertionPointToEnd(op.region(0).addBlock());
        scopes.push(new Scope(null, new ArrayList<>(), true, new java.util.IdentityHashMap<>(), new FullEh(op)));
    }

    /**
     * Leaves a full-expression's scope opened by {@link #pushFullEhScope}: {@code value}, its result, when it was computed
     * inside the EH region, is passed out through a slot. Without temporaries to destroy the region is dissolved.
     */
    @SuppressWarnings("unchecked")
    <T> T popFullScope(T value) {
        Scope s = scopes.peek();
        if (s == null || s.fullEh() == null) { popScope(); return value; }
        scopes.pop();
        FullEh fe = s.fullEh();
        CIRGenBuilder b = cgf.b;
        jcirc.ir.Operation op = fe.op;
        jcirc.ir.Block body = op.region(0).entryBlock();
        boolean open = !b.blockTerminated();
        if (fe.built.isEmpty() && op.region(0).numBlocks() == 1 && open && b.insertionBlock() == body) {
            // nothing to destroy while unwinding: the body's ops replace the region
            jcirc.ir.Block parent = op.parentBlock();
            boolean last = op.nextOp() == null;
            jcirc.ir.Operation after = op.nextOp();
            for (jcirc.ir.Operation o : new ArrayList<>(body.operations())) o.moveBefore(op);
            op.erase();
            if (last) b.setInsertionPointToEnd(parent); else b.setInsertionPoint(after);
            emit(s, false);
            openExtended(fe);
            return value;
        }
        Value slot = null;
        if (value instanceof Value v && open) {
            slot = cgf.allocaOfType(v.type(), 8, "full.result");
            b.store(v, slot);
        }
        if (open) b.yield(null, List.of());
        b.buildRegion(op.region(1), () -> {
            for (int i = fe.built.size() - 1; i >= 0; i--) emit(new Scope(null, List.of(fe.built.get(i))), false);
            CirEhOps.ResumeOp.create(b, List.of());
        });
        b.setInsertionPointAfter(op);
        T result = value instanceof Value v ? (T) (slot != null ? b.load(slot) : cgf.zero(v.type())) : value;
        if (open) emit(s, false);   // the temporaries' destructors, after the region (one that throws is not run again)
        openExtended(fe);
        return result;
    }

    // a temporary bound to a local reference: destroyed when an exception leaves the rest of the reference's block
    private void openExtended(FullEh fe) {
        if (scopes.isEmpty()) return;
        for (CallCleanup c : fe.extended) openEhCleanup(scopes.peek(), c);
    }

    /** The innermost full-expression scope with an EH region (flags of its temporaries), or null. */
    private FullEh fullEh() {
        Scope s = scopes.peek();
        return s != null ? s.fullEh() : null;
    }

    // a temporary built in the EH region of a full-expression: %flag = false before the region, true now
    private void builtTemporary(Value flag, Value addr, Symbol dtor) {
        FullEh fe = fullEh();
        if (fe == null) return;
        CIRGenBuilder b = cgf.b;
        Value f = flag != null ? flag : cgf.alloca(jcirc.frontend.types.CType.BOOL, "cleanup.isactive", false, 0);
        var saved = b.save();
        b.setInsertionPoint(fe.op);
        b.store(b.constBool(false), f);
        b.restore(saved);
        if (flag == null) b.store(b.constBool(true), f);
        fe.built.add(new ConditionalCall(f, addr, dtor));
    }

    /** Leaves the innermost block: runs its cleanups if control falls off its end. */
    void popScope() {
        Scope s = scopes.pop();
        boolean live = !cgf.b.blockTerminated();
        // C++ exceptions: the rest of the block after a cleanup was pushed is the body of its EH cleanup region; the region
        // is left before the cleanup runs, so a destructor that throws (noexcept(false)) is not run again by its own cleanup
        for (int i = s.cleanups().size() - 1; i >= 0; i--) {
            Cleanup c = s.cleanups().get(i);
            jcirc.ir.Operation t = s.ehTries().get(c);
            if (t != null) {
                if (!cgf.b.blockTerminated()) cgf.b.yield(null, List.of());
                cgf.b.setInsertionPointAfter(t);
            }
            if (live) emitOne(c, false);
        }
    }

    /**
     * C++ exceptions: the cleanup {@code c} just added to {@code s} also runs when an exception leaves the block. The rest
     * of the block goes into the body of an EH cleanup region (docs/cxx.md, "Exceptions"):
     * <pre>
     * { S a; f(); }  ->  %a = ...; "cir.try"() ({ cir.call @f(); cir.call @_ZN1SD1Ev(%a); cir.yield },
     *                                          { cir.call @_ZN1SD1Ev(%a); cir.resume }) {catch_types = ["cleanup"]}
     * </pre>
     */
    private void openEhCleanup(Scope s, Cleanup c) {
        if (s.full()) return;
        jcirc.ir.Operation op = ehCleanupRegion(c);
        if (op != null) s.ehTries().put(c, op);
    }

    // the rest goes into the body of a cir.try whose "cleanup" handler runs c and resumes (null: no region needed here)
    private jcirc.ir.Operation ehCleanupRegion(Cleanup c) {
        if (cgf.sema.cxx == null || !cgf.sema.cxx.exceptionsEnabled || cgf.b.blockTerminated() || cgf.b.insertionBlock() == null || inDestructor()) return null;
        CIRGenBuilder b = cgf.b;
        cgf.cgm.vtables.declareLibrary("__gxx_personality_v0", new jcirc.frontend.types.CType.Function(jcirc.frontend.types.CType.INT, List.of(), true, true));
        jcirc.ir.Operation op = CirEhOps.TryOp.create(b, new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("cleanup"))), 1).op();
        b.buildRegion(op.region(1), () -> {
            emit(new Scope(null, List.of(c instanceof EhOnly e ? e.inner() : c)), false);
            CirEhOps.ResumeOp.create(b, List.of());
        });
        b.setInsertionPointToEnd(op.region(0).addBlock());
        return op;
    }

    /**
     * C++: the EH cleanup regions of aggregate initializations being emitted (CIRGenDecl.emitInit), innermost first: per
     * aggregate, the regions opened after each subobject it built. They are not scopes: temporaries of the initializers
     * still belong to the enclosing full-expression, and nothing runs on the normal path.
     */
    private final Deque<List<jcirc.ir.Operation>> guards = new ArrayDeque<>();

    /** Is an aggregate initialization being emitted (with exceptions on)? */
    boolean inAggregateGuard() { return !guards.isEmpty(); }

    /**
     * C++ exceptions: an aggregate initialization begins; the subobjects it builds ({@link #guardDestructor},
     * {@link #guardCode}) are destroyed, last built first, when an exception leaves it before {@link #closeAggregateGuard}:
     * <pre>
     * Access a = { {}, t() };  ->  cir.call @_ZN1LC1Ev(%lock); "cir.try"() ({ %v = cir.call @_Z1tv(); cir.store %v, %value;
     *                                cir.yield }, { cir.call @_ZN1LD1Ev(%lock); cir.resume }) {catch_types = ["cleanup"]}
     * </pre>
     */
    void openAggregateGuard() { guards.push(new ArrayList<>()); }

    /** The aggregate being initialized built the object at {@code addr}: {@code dtor(addr)} if the rest of it throws. */
    void guardDestructor(Value addr, Symbol dtor) { guard(new CallCleanup(addr, dtor)); }

    /** The same with code (the destruction loop of an array member). */
    void guardCode(Runnable emit) { guard(new CodeCleanup(emit)); }

    private void guard(Cleanup c) {
        if (guards.isEmpty()) return;
        jcirc.ir.Operation op = ehCleanupRegion(c);
        if (op != null) guards.peek().add(op);
    }

    /** The aggregate initialization is complete: its regions end here (innermost first). */
    void closeAggregateGuard() {
        List<jcirc.ir.Operation> ops = guards.pop();
        for (int i = ops.size() - 1; i >= 0; i--) {
            if (!cgf.b.blockTerminated()) cgf.b.yield(null, List.of());
            cgf.b.setInsertionPointAfter(ops.get(i));
        }
    }

    void enterBreakable(boolean isLoop) {
        breakDepth.push(scopes.size());
        if (isLoop) continueDepth.push(scopes.size());
    }

    void leaveBreakable(boolean isLoop) {
        breakDepth.pop();
        if (isLoop) continueDepth.pop();
    }

    /** A noexcept destructor (all but noexcept(false) ones): its base and member destructors need no EH cleanup. */
    private boolean inDestructor() {
        return cgf.bodyNoexcept && cgf.definition != null && cgf.definition.getDeclarator().getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m
                && m.isDestructor();
    }

    /** {@code T v __attribute__((cleanup(fn)))} declared at {@code addr} in the innermost block. */
    void add(Value addr, String fnName, IASTNode at) {
        Symbol fn = cgf.sema.symbols.lookup(fnName);
        if (fn == null || !fn.isFunction()) {
            cgf.sema.error(at, "'cleanup' argument '" + fnName + "' is not a function");
            return;
        }
        if (scopes.isEmpty()) pushScope(null);
        scopes.peek().cleanups().add(new CallCleanup(addr, fn));
    }

    /** C++: the object at {@code addr} is destroyed by {@code dtor(addr)} when its block is left. */
    void addDestructor(Value addr, Symbol dtor) {
        if (scopes.isEmpty()) pushFullScope();
        CallCleanup c = new CallCleanup(addr, dtor);
        scopes.peek().cleanups().add(c);
        if (scopes.peek().full()) builtTemporary(null, addr, dtor);
        openEhCleanup(scopes.peek(), c);
    }

    /**
     * C++: the object at {@code addr} is destroyed by {@code dtor} when the scope {@code below} levels under the innermost
     * one is left (a temporary bound to a local reference lives as long as the reference: the block, not the full-expression).
     */
    void addDestructorBelow(Value addr, Symbol dtor, int below) {
        if (scopes.size() <= below) { addDestructor(addr, dtor); return; }
        var it = scopes.iterator();
        for (int i = 0; i < below; i++) it.next();
        CallCleanup c = new CallCleanup(addr, dtor);
        it.next().cleanups().add(c);
        FullEh fe = fullEh();
        if (fe != null) {
            builtTemporary(null, addr, dtor);
            if (below == 1) fe.extended.add(c);
        }
    }

    /** C++: a temporary constructed in a conditional branch; {@code flag} (a {@code !cir.bool}) is true once it was constructed. */
    void addConditionalDestructor(Value flag, Value addr, Symbol dtor) {
        if (scopes.isEmpty()) pushScope(null);
        scopes.peek().cleanups().add(new ConditionalCall(flag, addr, dtor));
        builtTemporary(flag, addr, dtor);
    }

    /**
     * C++: {@code dtor(addr)} runs only when an exception leaves the innermost block (a subobject a constructor built,
     * destroyed if a later initializer or the body throws).
     */
    void addEhOnlyDestructor(Value addr, Symbol dtor) { addEhOnly(new CallCleanup(addr, dtor)); }

    /** C++: {@code emit} runs only when an exception leaves the innermost block. */
    void addEhOnlyCode(Runnable emit) { addEhOnly(new CodeCleanup(emit)); }

    private void addEhOnly(Cleanup c) {
        if (cgf.sema.cxx == null || !cgf.sema.cxx.exceptionsEnabled || scopes.isEmpty()) return;
        EhOnly e = new EhOnly(c);
        scopes.peek().cleanups().add(e);
        openEhCleanup(scopes.peek(), e);
    }

    /** Are exceptions on (C++ without -fno-exceptions)? */
    boolean exceptions() { return cgf.sema.cxx != null && cgf.sema.cxx.exceptionsEnabled; }

    /** C++: {@code emit} runs (emits its code again) on every exit of the innermost block. */
    void addCode(Runnable emit) {
        if (scopes.isEmpty()) pushFullScope();
        CodeCleanup c = new CodeCleanup(emit);
        scopes.peek().cleanups().add(c);
        openEhCleanup(scopes.peek(), c);
    }

    /**
     * C++: {@code emit} runs on every exit of the scope {@code below} levels under the innermost one (the destruction
     * of a temporary array bound to a variable: std::initializer_list's backing array, CIRGenInitializerLists).
     */
    void addCodeBelow(Runnable emit, int below) {
        if (scopes.size() <= below) { addCode(emit); return; }
        var it = scopes.iterator();
        for (int i = 0; i < below; i++) it.next();
        it.next().cleanups().add(new CodeCleanup(emit));
    }

    /** The innermost block saved the stack pointer in {@code save} before its first VLA, declared at source offset {@code declOffset}. */
    void addStackRestore(Value save, int declOffset) {
        if (!scopes.isEmpty()) scopes.peek().cleanups().add(new StackRestore(save, declOffset));
    }

    void beforeReturn() { emitDownTo(0); pendingDeactivation = null; }

    void beforeBreak() { if (!breakDepth.isEmpty()) emitDownTo(breakDepth.peek()); pendingDeactivation = null; }

    void beforeContinue() { if (!continueDepth.isEmpty()) emitDownTo(continueDepth.peek()); pendingDeactivation = null; }

    /** For each label emitted so far, how many cleanups each open block had there (a backward goto runs the later ones). */
    private final java.util.Map<String, java.util.Map<Scope, Integer>> atLabels = new java.util.HashMap<>();

    /** CIRGenStmt: label {@code name} is emitted here. */
    void atLabel(String name) {
        if (scopes.isEmpty()) return;
        java.util.Map<Scope, Integer> sizes = new java.util.IdentityHashMap<>();
        for (Scope s : scopes) sizes.put(s, s.cleanups().size());
        atLabels.put(name, sizes);
    }

    /**
     * Before {@code goto L}: the cleanups of the blocks that do not also enclose {@code L}; and, in the innermost block
     * that does, those of the objects declared after {@code L} when the jump goes back past their declarations
     * ({@code if (0) { out: return; } A a; goto out;} destroys a: [stmt.jump]).
     */
    void beforeGoto(IASTNode fnBody, String label) {
        if (isEmpty()) return;  // the common case: nothing to run
        IASTLabelStatement target = findLabel(fnBody, label);
        deactivateOnJump(new ArrayList<>(scopes));   // (conservative: the blocks the jump stays in count too)
        try { gotoCleanups(target, label); } finally { pendingDeactivation = null; }
    }

    private void gotoCleanups(IASTLabelStatement target, String label) {
        for (Scope s : scopes) {
            if (target != null && s.node() != null && encloses(s.node(), target)) {
                Integer before = atLabels.getOrDefault(label, java.util.Map.of()).get(s);
                if (before != null && before < s.cleanups().size())
                    emit(new Scope(s.node(), new ArrayList<>(s.cleanups().subList(before, s.cleanups().size()).stream()
                            .filter(c -> !(c instanceof StackRestore)).toList())), true);   // VLAs: below
                // a label in this block before its first VLA: the jump ends the VLAs' lifetime
                // (`lab: ...; int a[n]; ...; goto lab;`), so the stack is given back as on leaving
                var loc = target.getFileLocation();
                for (Cleanup c : s.cleanups())
                    if (c instanceof StackRestore r && loc != null && loc.getNodeOffset() < r.declOffset())
                        CirOps.StackRestoreOp.create(cgf.b, r.save());
                break;
            }
            emit(s, true);
        }
    }

    private void emitDownTo(int depth) {
        int n = scopes.size() - depth;
        List<Scope> left = new ArrayList<>();
        for (Scope s : scopes) {
            if (n-- <= 0) break;
            left.add(s);
        }
        deactivateOnJump(left);
        for (Scope s : left) emit(s, true);
    }

    /**
     * C++ exceptions: a jump ({@code return}, {@code break}, {@code continue}, {@code goto}) runs the cleanups of the
     * blocks it leaves inside their own EH cleanup regions. When one of those calls may throw (a {@code noexcept(false)}
     * destructor), each cleanup with a region is deactivated just before the jump runs it: its handler tests a flag
     * ({@code cleanup.isactive}, true from the region's start), so an object is neither destroyed again by its own
     * handler when its destructor throws nor by the handler when a later destructor of the jump throws; the objects not
     * destroyed yet still are ([except.ctor]/2; g++.old-deja/g++.eh/cleanup1).
     */
    private void deactivateOnJump(List<Scope> left) {
        if (!exceptions()) return;
        boolean mayThrow = false;
        for (Scope s : left) for (Cleanup c : s.cleanups()) if (mayThrow(c)) mayThrow = true;
        if (!mayThrow) return;
        pendingDeactivation = new java.util.IdentityHashMap<>();
        for (Scope s : left)   // an EH-only cleanup (a constructor's subobjects) does not run on the jump: it stays active
            for (var e : s.ehTries().entrySet()) if (!(e.getKey() instanceof EhOnly)) pendingDeactivation.put(e.getKey(), e.getValue());
    }

    /** The EH regions of the cleanups the jump being emitted deactivates as it runs them (null: none). */
    private java.util.Map<Cleanup, jcirc.ir.Operation> pendingDeactivation;
    /** The flags of EH cleanup regions whose handlers were made conditional. */
    private final java.util.Map<jcirc.ir.Operation, Value> activeFlags = new java.util.IdentityHashMap<>();

    private static boolean mayThrow(Cleanup c) {
        return switch (c) {
            case CallCleanup cc -> !cc.fn().nothrow;
            case ConditionalCall cc -> !cc.fn().nothrow;
            default -> false;
        };
    }

    // cir.store false, %cleanup.isactive (the region's handler made conditional on it the first time)
    private void deactivate(jcirc.ir.Operation region) {
        CIRGenBuilder b = cgf.b;
        Value flag = activeFlags.get(region);
        if (flag == null) {
            flag = cgf.alloca(jcirc.frontend.types.CType.BOOL, "cleanup.isactive", false, 0);
            activeFlags.put(region, flag);
            var saved = b.save();
            b.setInsertionPoint(region);
            b.store(b.constBool(true), flag);
            jcirc.ir.Block handler = region.region(1).entryBlock();
            List<jcirc.ir.Operation> ops = new ArrayList<>(handler.operations());
            ops.remove(ops.size() - 1);   // cir.resume stays last
            b.setInsertionPoint(handler.first());
            Value active = b.load(flag);
            var ifOp = CirOps.IfOp.create(b, active).op();
            b.buildRegion(ifOp.region(0), () -> b.yield(null, List.of()));
            jcirc.ir.Operation yield = ifOp.region(0).entryBlock().last();
            for (jcirc.ir.Operation o : ops) o.moveBefore(yield);
            b.restore(saved);
        }
        b.store(b.constBool(false), flag);
    }

    // the cleanups of the scope, last declared first; a stack restore only when a jump leaves it
    private void emit(Scope s, boolean jump) {
        for (int i = s.cleanups().size() - 1; i >= 0; i--) {
            Cleanup c = s.cleanups().get(i);
            if (jump && pendingDeactivation != null && pendingDeactivation.get(c) instanceof jcirc.ir.Operation region) deactivate(region);
            emitOne(c, jump);
        }
    }

    private void emitOne(Cleanup cleanup, boolean jump) {
        CIRGenBuilder b = cgf.b;
        {
            switch (cleanup) {
                case CallCleanup c -> call(c.addr(), c.fn(), false);
                // cir.if (cir.load %flag) { cir.call @fn(%v) }
                case ConditionalCall c -> {
                    var op = CirOps.IfOp.create(b, b.load(c.flag())).op();
                    b.buildRegion(op.region(0), () -> {
                        call(c.addr(), c.fn(), true);
                        b.yield(null, List.of());
                    });
                }
                case CodeCleanup c -> c.emit().run();
                // cir.stack_restore %sp : !cir.ptr<!u8i>
                case StackRestore r -> { if (jump) CirOps.StackRestoreOp.create(b, r.save()); }
                case EhOnly e -> { }   // only in the EH cleanup region (openEhCleanup)
            }
        }
    }

    // cir.call @fn(%v)
    private void call(Value addr, Symbol fn, boolean declare) {
        CIRGenBuilder b = cgf.b;
        if (declare) cgf.cgm.function(fn, false);
        CirTypes.FuncType ft = cgf.cgm.functionType(fn);
        Value arg = addr;
        if (!ft.inputs().isEmpty() && !arg.type().equals(ft.inputs().get(0))) arg = b.cast("bitcast", arg, ft.inputs().get(0));
        CirOps.CallOp.create(b, BuiltinAttrs.sym(fn.irName), List.of(arg), ft.returnsVoid() ? null : ft.returnType());
    }

    /** Whether a return runs code before it leaves (a struct result is then copied out first). */
    boolean isEmpty() {
        for (Scope s : scopes) for (Cleanup c : s.cleanups()) if (!(c instanceof EhOnly)) return false;
        return true;
    }

    private static IASTLabelStatement findLabel(IASTNode n, String name) {
        if (n instanceof IASTLabelStatement l && l.getName().toString().equals(name)) return l;
        for (IASTNode c : n.getChildren()) {
            IASTLabelStatement r = findLabel(c, name);
            if (r != null) return r;
        }
        return null;
    }

    private static boolean encloses(IASTNode outer, IASTNode inner) {
        for (IASTNode n = inner; n != null; n = n.getParent()) if (n == outer) return true;
        return false;
    }
}
