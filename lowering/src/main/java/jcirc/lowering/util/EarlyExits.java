package jcirc.lowering.util;

import jcirc.ir.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The early-exit rewrite that keeps control flow structured (the Polygeist technique), shared by
 * cir-raise-to-scf (C's {@code break}/{@code continue}/nested {@code return}) and
 * scf-legalize-returns (Kirin's {@code func.return} inside scf bodies). An exit sets an i1 flag
 * held in an {@code llvm.alloca} (mem2reg later turns each flag into loop-carried / if-yielded
 * values); what runs after an op that may exit is guarded by the flags:
 *
 * <pre>
 *   %f = llvm.alloca %c1 x i1                       flag(b)       / set(b, f) / clear(b, f)
 *   %s = (load %f1) | (load %f2) ...                anySet(b, [f1, f2])
 *   op-that-may-exit; rest; term(%v)         ->     op-that-may-exit
 *                                                   %r = scf.if !%s -> (T) { rest; scf.yield %v } else { scf.yield %e }
 *                                                   term(%r)                                  guardRest(b, first, %s, e)
 *   %c = cond                                ->     %ok:(1+n) = scf.if %go -> (i1, ..) { cond; scf.yield %c, .. }
 *                                                               else { scf.yield false, %e.. }  guardedCondition
 * </pre>
 *
 * The caller decides which flags an op may set and what a stopped path yields.
 */
public final class EarlyExits {
    private EarlyExits() {}

    /** What a guarded path yields, at terminator operand {@code pos} of type {@code t}, when it did not run. */
    @FunctionalInterface
    public interface ElseValue {
        Value at(Builder b, int pos, Type t);
    }

    /** A new i1 flag slot ({@code llvm.alloca 1 x i1}) at {@code b} (the function's alloca point). */
    public static Value flag(Builder b) { return Ir.allocaScalar(b, Ir.I1); }

    // llvm.store %true, %flag
    public static void set(Builder b, Value flag) { Ir.store(b, Ir.constBool(b, true), flag); }

    // llvm.store %false, %flag
    public static void clear(Builder b, Value flag) { Ir.store(b, Ir.constBool(b, false), flag); }

    /** {@code load f1 | load f2 | ...}; {@code false} for no flags. */
    public static Value anySet(Builder b, List<Value> flags) {
        Value acc = null;
        for (Value flag : flags) {
            Value v = Ir.load(b, flag, Ir.I1);
            acc = acc == null ? v : Ir.arith(b, "ori", acc, v);
        }
        return acc == null ? Ir.constBool(b, false) : acc;
    }

    /**
     * Moves the ops from {@code first} up to the block's terminator into {@code scf.if (!stop)},
     * built at {@code b}. Terminator operands defined by the moved ops become results of the if
     * (the then-block yields them, the else-block yields {@code elseValue}). Returns the if.
     */
    public static Operation guardRest(Builder b, Operation first, Value stop, ElseValue elseValue) {
        return guardRest(b, first, stop, Set.of(), elseValue);
    }

    /**
     * As {@link #guardRest(Builder, Operation, Value, ElseValue)}, also routing the terminator
     * operands at {@code routedAlways} (e.g. the condition of an {@code scf.condition}, which must
     * become false on the stopped path even when it is defined before the guard).
     */
    public static Operation guardRest(Builder b, Operation first, Value stop, Set<Integer> routedAlways, ElseValue elseValue) {
        Block block = b.insertionBlock();
        Operation term = Ir.terminator(block);
        List<Operation> moved = new ArrayList<>();
        Set<Operation> movedSet = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation o = first; o != null && o != term; o = o.nextOp()) { moved.add(o); movedSet.add(o); }
        // terminator operands produced by the moved ops (their results are routed through the if)
        List<Integer> routed = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        if (term != null)
            for (int i = 0; i < term.numOperands(); i++) {
                Operation def = term.operand(i).definingOp();
                if (routedAlways.contains(i) || def != null && definedIn(def, block, movedSet)) { routed.add(i); types.add(term.operand(i).type()); }
            }
        Operation guard = Ir.scfIf(b, Ir.not(b, stop), types, !types.isEmpty());
        Block then = guard.region(0).entryBlock();
        for (Operation o : moved) { o.remove(); then.append(o); }
        List<Value> thenVals = new ArrayList<>();
        for (int i : routed) thenVals.add(term.operand(i));
        Ir.yield(new Builder(then), thenVals);
        if (!types.isEmpty()) {
            Builder eb = new Builder(guard.region(1).entryBlock());
            List<Value> elseVals = new ArrayList<>();
            for (int k = 0; k < routed.size(); k++) elseVals.add(elseValue.at(eb, routed.get(k), types.get(k)));
            Ir.yield(eb, elseVals);
            for (int k = 0; k < routed.size(); k++) term.setOperand(routed.get(k), guard.result(k));
        }
        return guard;
    }

    /** Whether {@code def}, or the op of {@code block} it is nested in, is one of the moved ops. */
    private static boolean definedIn(Operation def, Block block, Set<Operation> moved) {
        for (Operation o = def; o != null; o = o.parentOp())
            if (o.parentBlock() == block) return moved.contains(o);
        return false;
    }

    /**
     * A loop condition evaluated only while no exit happened:
     * {@code scf.if %go -> (i1, fwd..) { body; scf.yield %c, .. } else { scf.yield false, elseValue.. }}.
     * {@code body} fills the then-block (a builder at its end) and returns the condition and the
     * forwarded values. Returns the if: result 0 is the condition, then the forwarded values.
     */
    public static Operation guardedCondition(Builder b, Value go, List<Type> forwarded,
                                             Function<Builder, List<Value>> body, ElseValue elseValue) {
        List<Type> types = new ArrayList<>();
        types.add(Ir.I1);
        types.addAll(forwarded);
        Operation g = Ir.scfIf(b, go, types, true);
        Builder tb = new Builder(g.region(0).entryBlock());
        Ir.yield(tb, body.apply(tb));
        Builder eb = new Builder(g.region(1).entryBlock());
        List<Value> elseVals = new ArrayList<>();
        elseVals.add(Ir.constBool(eb, false));
        for (int i = 0; i < forwarded.size(); i++) elseVals.add(elseValue.at(eb, i + 1, forwarded.get(i)));
        Ir.yield(eb, elseVals);
        return g;
    }
}
