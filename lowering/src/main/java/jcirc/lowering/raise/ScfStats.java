package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMEhOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.StringAttr;
import jcirc.ir.Operation;
import jcirc.ir.pass.Pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Control-flow statistics of raised IR, per function: how many loops, how many became
 * {@code scf.for} / stayed {@code scf.while}, and whether any cf op (or block branch) is left.
 * {@link #of} is the Java API behind the driver's {@code --scf-stats}; the {@code scf-stats} pass
 * prints the same report to stderr and leaves the IR unchanged.
 */
public record ScfStats(List<FunctionStats> functions) {
    /**
     * {@code ehCfOps}: the cf ops inside EH islands ({@code scf.execute_region}s holding landing pads, made by
     * cir-raise-to-scf's EhIslands); a function whose cf ops are all there is "structured except EH".
     */
    public record FunctionStats(String name, int loops, int forLoops, int whileLoops, int cfOps, int ehCfOps) {
        public FunctionStats(String name, int loops, int forLoops, int whileLoops, int cfOps) { this(name, loops, forLoops, whileLoops, cfOps, 0); }
        public boolean usesCf() { return cfOps > 0; }
        public boolean structuredExceptEh() { return cfOps > 0 && ehCfOps == cfOps; }
    }

    public static ScfStats of(Operation module) {
        List<FunctionStats> fs = new ArrayList<>();
        module.walkPreOrder(o -> {
            if (!(FuncOps.FuncOp.isa(o) || CirOps.FuncOp.isa(o) || LLVMOps.FuncOp.isa(o)) || o.numRegions() == 0 || o.region(0).isEmpty()) return;
            int[] c = new int[5];
            Set<Operation> islands = Collections.newSetFromMap(new IdentityHashMap<>());
            o.walk(x -> {
                if (!LLVMEhOps.LandingpadOp.isa(x)) return;
                Operation er = enclosingExecuteRegion(x, o);
                if (er != null) islands.add(er);
            });
            o.walk(x -> {
                switch (x.view()) {
                    case ScfOps.ForOp f -> c[1]++;
                    case ScfOps.WhileOp w -> c[2]++;
                    case CirOps.LoopOp l -> c[0]++;
                    case ScfOps.ParallelOp p -> c[0]++;
                    case ScfOps.ForallOp f -> c[0]++;
                    default -> { }
                }
                if (x.dialect().equals("cf") || CirOps.BrOp.isa(x) || CirOps.BrCondOp.isa(x) || CirOps.SwitchFlatOp.isa(x) || LLVMOps.BrOp.isa(x) || LLVMOps.CondBrOp.isa(x)) {
                    c[3]++;
                    if (!islands.isEmpty() && islands.contains(enclosingExecuteRegion(x, o))) c[4]++;
                }
            });
            String name = o.attr("sym_name") instanceof StringAttr s ? s.value() : "?";
            fs.add(new FunctionStats(name, c[0] + c[1] + c[2], c[1], c[2], c[3], c[4]));
        });
        return new ScfStats(List.copyOf(fs));
    }

    private static Operation enclosingExecuteRegion(Operation x, Operation func) {
        for (Operation p = x.parentOp(); p != null && p != func; p = p.parentOp()) if (ScfOps.ExecuteRegionOp.isa(p)) return p;
        return null;
    }

    /** Functions whose only cf ops are in EH islands. */
    public long functionsStructuredExceptEh() { return functions.stream().filter(FunctionStats::structuredExceptEh).count(); }

    public int totalLoops() { return functions.stream().mapToInt(FunctionStats::loops).sum(); }
    public int totalFor() { return functions.stream().mapToInt(FunctionStats::forLoops).sum(); }
    public int totalWhile() { return functions.stream().mapToInt(FunctionStats::whileLoops).sum(); }
    public long functionsWithCf() { return functions.stream().filter(FunctionStats::usesCf).count(); }

    /** One line per function and a total line. */
    public String report() {
        StringBuilder sb = new StringBuilder();
        for (FunctionStats f : functions)
            sb.append(String.format("%s: loops %d (scf.for %d, scf.while %d), cf ops %d%s%n", f.name(), f.loops(), f.forLoops(), f.whileLoops(), f.cfOps(),
                    f.ehCfOps() > 0 ? " (" + f.ehCfOps() + " in EH islands)" : ""));
        long eh = functionsStructuredExceptEh();
        sb.append(String.format("total: functions %d, loops %d (scf.for %d, scf.while %d), functions with cf %d%s%n",
                functions.size(), totalLoops(), totalFor(), totalWhile(), functionsWithCf(), eh > 0 ? " (structured except EH " + eh + ")" : ""));
        return sb.toString();
    }

    /** The {@code scf-stats} pass: prints {@link #report()} to stderr. */
    public static final class StatsPass implements Pass {
        public static final String NAME = "scf-stats";
        @Override public String name() { return NAME; }
        @Override public void run(Operation module) { System.err.print(ScfStats.of(module).report()); }
    }
}
