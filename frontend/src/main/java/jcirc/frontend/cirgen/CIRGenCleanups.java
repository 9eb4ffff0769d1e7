package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.Symbol;
import jcirc.ir.Type;
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
    /** Code emitted on each exit (C++: the destruction loop of an array of objects, CIRGenArrayObjects). */
    private record CodeCleanup(Runnable emit) implements Cleanup {}
        /** {@code cir.stack_restore save} on jumps out of a block with VLAs. */
    private record StackRestore(Value save, int declOffset) implements Cleanup {}

    /** One open block: its compound statement (null for other blocks) and its cleanups in declaration order. */
    private record Scope(IASTNode node, List<Cleanup> cleanups) {}

    private final CIRGenFunction cgf;
    private final Deque<Scope> scopes = new ArrayDeque<>();
    /** The number of open scopes when the innermost breakable statement / loop was entered. */
    private final Deque<Integer> breakDepth = new ArrayDeque<>(), continueDepth = new ArrayDeque<>();

    CIRGenCleanups(CIRGenFunction cgf) { this.cgf = cgf; }

    void pushScope(IASTNode node) { scopes.push(new Scope(node, new ArrayList<>())); }

    /** Leaves the innermost block: runs its cleanups if control falls off its end. */
    void popScope() {
        Scope s = scopes.pop();
        if (!cgf.b.blockTerminated()) emit(s, false);
    }

    void enterBreakable(boolean isLoop) {
        breakDepth.push(scopes.size());
        if (isLoop) continueDepth.push(scopes.size());
    }

    void leaveBreakable(boolean isLoop) {
        breakDepth.pop();
        if (isLoop) continueDepth.pop();
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
        if (scopes.isEmpty()) pushScope(null);
        scopes.peek().cleanups().add(new CallCleanup(addr, dtor));
    }

    /** C++: {@code emit} runs (emits its code again) on every exit of the innermost block. */
    void addCode(Runnable emit) {
        if (scopes.isEmpty()) pushScope(null);
        scopes.peek().cleanups().add(new CodeCleanup(emit));
    }

        /** The innermost block saved the stack pointer in {@code save} before its first VLA, declared at source offset {@code declOffset}. */
    void addStackRestore(Value save, int declOffset) {
        if (!scopes.isEmpty()) scopes.peek().cleanups().add(new StackRestore(save, declOffset));
    }

    void beforeReturn() { emitDownTo(0); }

    void beforeBreak() { if (!breakDepth.isEmpty()) emitDownTo(breakDepth.peek()); }

    void beforeContinue() { if (!continueDepth.isEmpty()) emitDownTo(continueDepth.peek()); }

    /** Before {@code goto L}: the cleanups of the blocks that do not also enclose {@code L}. */
    void beforeGoto(IASTNode fnBody, String label) {
        if (isEmpty()) return;  // the common case: nothing to run
        IASTLabelStatement target = findLabel(fnBody, label);
        for (Scope s : scopes) {
            if (target != null && s.node() != null && encloses(s.node(), target)) {
                // a label in this block before its first VLA: the jump ends the VLAs' lifetime
                // (`lab: ...; int a[n]; ...; goto lab;`), so the stack is given back as on leaving
                var loc = target.getFileLocation();
                for (Cleanup c : s.cleanups())
                    if (c instanceof StackRestore r && loc != null && loc.getNodeOffset() < r.declOffset())
                        cgf.b.create(CirOps.StackRestoreOp.NAME, List.of(r.save()), List.of(), java.util.Map.of());
                break;
            }
            emit(s, true);
        }
    }

    private void emitDownTo(int depth) {
        int n = scopes.size() - depth;
        for (Scope s : scopes) {
            if (n-- <= 0) break;
            emit(s, true);
        }
    }

    // the cleanups of the scope, last declared first; a stack restore only when a jump leaves it
    private void emit(Scope s, boolean jump) {
        CIRGenBuilder b = cgf.b;
        for (int i = s.cleanups().size() - 1; i >= 0; i--) {
            switch (s.cleanups().get(i)) {
                case CallCleanup c -> {
                    // cir.call @fn(%v)
                    CirTypes.FuncType ft = cgf.cgm.functionType(c.fn());
                    Value arg = c.addr();
                    if (!ft.inputs().isEmpty() && !arg.type().equals(ft.inputs().get(0))) arg = b.cast("bitcast", arg, ft.inputs().get(0));
                    List<Type> results = ft.returnsVoid() ? List.of() : List.of(ft.returnType());
                    b.create(CirOps.CallOp.NAME, List.of(arg), results, CIRGenBuilder.attrs("callee", BuiltinAttrs.sym(c.fn().irName)));
                }
                case CodeCleanup c -> c.emit().run();
                // cir.stack_restore %sp : !cir.ptr<!u8i>
                case StackRestore r -> { if (jump) b.create(CirOps.StackRestoreOp.NAME, List.of(r.save()), List.of(), java.util.Map.of()); }
            }
        }
    }

    /** Whether a return runs code before it leaves (a struct result is then copied out first). */
    boolean isEmpty() {
        for (Scope s : scopes) if (!s.cleanups().isEmpty()) return false;
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
