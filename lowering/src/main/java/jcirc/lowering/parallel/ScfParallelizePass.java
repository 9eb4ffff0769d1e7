package jcirc.lowering.parallel;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.lowering.util.Ir;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code scf-parallelize}: raises each outermost {@code scf.for} whose iterations are independent
 * to a one-dimensional {@code scf.parallel}; carried scalars that are reductions become
 * {@code scf.reduce} operands. Loops nested in a raised loop stay {@code scf.for}.
 * <pre>
 *   %s = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %z) -> (i64) : i32 { ...; %y = arith.addi %acc, %x : i64; scf.yield %y : i64 }
 * → %s = scf.parallel (%j) = (%lbi) to (%ubi) step (%c1i) init (%z) -> i64 {
 *          %i = arith.index_cast %j : index to i32; ...
 *          scf.reduce(%x : i64) { ^bb0(%l: i64, %r: i64): %c = arith.addi %l, %r : i64  scf.reduce.return %c : i64 } }
 * </pre>
 * A loop is independent when its body has no side effects other than non-volatile stores, calls
 * only known pure functions, and every stored-to object is a global or an {@code llvm.alloca}
 * (never a pointer of unknown origin) accessed only at one address per iteration that differs
 * between iterations ({@code a[i]}, {@code h[i][j]}, {@code a[2*i+1]}); when anything is stored,
 * every other access must also be to a global or alloca. Every iter_arg must be a {@link Reduction}.
 * Float sums and products only with {@code fastMath} ({@code scf-parallelize-fast-math}).
 */
public final class ScfParallelizePass implements Pass {
    public static final String NAME = "scf-parallelize";
    public static final String FAST_MATH_NAME = "scf-parallelize-fast-math";

    /** Library functions without side effects on memory that the body may call (non-pointer arguments). */
    static final Set<String> PURE_FUNCTIONS = Set.of("sqrt", "sqrtf", "fabs", "fabsf", "sin", "sinf", "cos", "cosf",
            "tan", "exp", "expf", "log", "logf", "pow", "powf", "floor", "floorf", "ceil", "ceilf", "fmin", "fmax",
            "abs", "labs", "llabs", "hypot", "atan", "atan2", "tanh", "round", "trunc");

    private final boolean fastMath;
    private int raised;

    public ScfParallelizePass() { this(false); }

    public ScfParallelizePass(boolean fastMath) { this.fastMath = fastMath; }

    @Override public String name() { return fastMath ? FAST_MATH_NAME : NAME; }

    /** Number of loops raised by the last run. */
    public int raisedCount() { return raised; }

    @Override public void run(Operation module) {
        raised = 0;
        visit(module);
    }

    private void visit(Operation op) {
        for (Region r : op.regions())
            for (Block b : r.blocks())
                for (Operation inner : b.operations()) {
                    if (ScfOps.ForOp.isa(inner) && tryRaise(inner)) continue;
                    visit(inner);
                }
    }

    private boolean tryRaise(Operation loop) {
        List<Reduction> reductions = analyze(loop, fastMath);
        if (reductions == null) return false;
        rewrite(loop, reductions);
        raised++;
        return true;
    }

    /** The loop's reductions (in iter_arg order) when its iterations are independent; else null. */
    static List<Reduction> analyze(Operation loop, boolean fastMath) {
        Block body = loop.region(0).entryBlock();
        Type ivType = body.argument(0).type();
        if (!(ivType instanceof BuiltinTypes.IntegerType || ivType instanceof BuiltinTypes.IndexType)) return null;
        List<Operation> memOps = new ArrayList<>();
        boolean[] ok = {true};
        loop.region(0).walk(op -> {
            if (!ok[0]) return;
            if (LLVMOps.LoadOp.isa(op) || LLVMOps.StoreOp.isa(op)) {
                if (op.hasAttr("volatile_") || op.hasAttr("ordering")) ok[0] = false;
                else memOps.add(op);
            } else if (!allowed(op)) ok[0] = false;
        });
        if (!ok[0]) return null;
        // bases written in the loop (null: a store through a pointer of unknown origin)
        LoopFacts probe = new LoopFacts(loop, Set.of());
        List<MemoryAccess> accesses = new ArrayList<>();
        Set<String> written = new LinkedHashSet<>();
        for (Operation m : memOps) {
            MemoryAccess a = MemoryAccess.of(m, probe);
            accesses.add(a);
            if (a.isStore()) {
                if (a.base() == null) return null;
                written.add(a.base());
            }
        }
        LoopFacts facts = new LoopFacts(loop, written);
        if (!written.isEmpty()) {
            Map<String, MemoryAccess> firstStore = new HashMap<>();
            for (MemoryAccess a : accesses) if (a.isStore()) firstStore.putIfAbsent(a.base(), a);
            for (MemoryAccess a : accesses) {
                if (a.base() == null) return null;            // may alias a stored-to object
                MemoryAccess s = firstStore.get(a.base());
                if (s == null) continue;                       // read-only object
                if (!a.accessType().equals(s.accessType()) || !a.distinctPerIteration(facts)
                        || !facts.equivalent(a.address(), s.address())) return null;
            }
        }
        List<Reduction> reductions = new ArrayList<>();
        int carried = body.numArguments() - 1;
        for (int j = 0; j < carried; j++) {
            Reduction r = Reduction.match(loop, j, facts, fastMath);
            if (r == null) return null;
            reductions.add(r);
        }
        return reductions;
    }

    private static boolean allowed(Operation op) {
        if (LoopFacts.isPureValueOp(op)) return true;
        if (Ir.isSequentialScf(op) || ScfOps.YieldOp.isa(op) || ScfOps.ConditionOp.isa(op)) return true;
        // a call of a pure libm function on values
        if (!FuncOps.CallOp.isa(op) && !LLVMOps.CallOp.isa(op)) return false;
        if (!(op.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr s) || !PURE_FUNCTIONS.contains(s.root())
                || op.hasAttr("var_callee_type")) return false;
        for (Value v : op.operands()) if (v.type() instanceof LLVMTypes.PointerType) return false;
        return true;
    }

    private static void rewrite(Operation loop, List<Reduction> reductions) {
        Builder b = Builder.before(loop);
        Block body = loop.region(0).entryBlock();
        Value iv = body.argument(0);
        ScfOps.ForOp forOp = new ScfOps.ForOp(loop);
        List<Value> inits = new ArrayList<>(forOp.initArgs());
        Value lb = toIndex(b, forOp.lowerBound()), ub = toIndex(b, forOp.upperBound()), step = toIndex(b, forOp.step());
        Operation par = ScfOps.ParallelOp.create(b, List.of(lb), List.of(ub), List.of(step), inits, loop.resultTypes()).op();
        Block pb = par.region(0).addBlock(new Block(List.of(BuiltinTypes.INDEX)));
        Builder ib = new Builder(pb);
        ib.setLocation(loop.location());
        Value newIv = iv.type() instanceof BuiltinTypes.IndexType ? pb.argument(0)
                : ArithOps.IndexCastOp.create(ib, pb.argument(0), iv.type()).out();
        body.terminator().erase();
        for (Reduction r : reductions) for (Operation p : r.patternOps()) p.erase();
        iv.replaceAllUsesWith(newIv);
        for (Operation o : body.operations()) { o.remove(); pb.append(o); }
        List<Value> values = new ArrayList<>();
        for (Reduction r : reductions) values.add(r.value());
        Operation reduce = ScfOps.ReduceOp.create(Builder.detached(loop.location()), values, reductions.size()).op();
        pb.append(reduce);
        for (int j = 0; j < reductions.size(); j++) {
            Type t = values.get(j).type();
            String combiner = reductions.get(j).combiner();
            ib.buildRegion(reduce.region(j), List.of(t, t), args -> {
                Value c = ib.createValue(combiner, List.of(args.get(0), args.get(1)), t, Map.of());
                ScfOps.ReduceReturnOp.create(ib, c);
            });
        }
        loop.replaceAllUsesWith(par.results());
        loop.erase();
    }

    private static Value toIndex(Builder b, Value v) {
        if (v.type() instanceof BuiltinTypes.IndexType) return v;
        return ArithOps.IndexCastOp.create(b, v, BuiltinTypes.INDEX).out();
    }
}
