package jcirc.tools.graph;

import jcirc.dialect.builtin.BuiltinOps;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.OpResult;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.TypePrint;
import jcirc.ir.Value;

/**
 * {@code jcir-opt --view-op-graph}: the module as a Graphviz DOT digraph (MLIR's view-op-graph).
 *
 * <pre>
 * digraph G {
 *   compound = true;
 *   subgraph cluster_1 {                 // an op with regions, e.g. cir.func @add
 *     label = "cir.func @add";
 *     op2 [label = "cir.func @add\l..."]; // the op itself: its attributes, its results
 *     subgraph cluster_3 {               // region #0
 *       subgraph cluster_4 {             // ^bb0
 *         arg5 [label = "arg #0 : !s32i", shape = ellipse];
 *         op6 [label = "cir.binop\lkind: add\l-> !s32i\l"];
 *   ...
 *   arg5 -> op6;                                   // data flow: definition -> use
 *   op9 -> op12 [lhead = cluster_11, style = dashed, ...];   // control flow: terminator -> successor block
 * }
 * </pre>
 * Every op nested in the module is drawn: ops without regions as boxes, ops with regions as a
 * cluster holding the op's own box and one cluster per region, which holds one cluster per block
 * (block arguments are ellipses). Edges come last so that they do not pull nodes into clusters.
 */
public final class OpGraphWriter {
    private final OpGraphOptions options;
    private final OpLabels labels;
    private final StringBuilder out = new StringBuilder();
    private final List<String> edges = new ArrayList<>();
    private final Map<Operation, String> opNodes = new IdentityHashMap<>();
    private final Map<Value, String> argNodes = new IdentityHashMap<>();
    private final Map<Block, String> blockClusters = new IdentityHashMap<>();
    private final Map<Block, String> blockEntries = new IdentityHashMap<>();
    private int nextId;

    private OpGraphWriter(OpGraphOptions options) {
        this.options = options;
        this.labels = new OpLabels(options);
    }

    /** The DOT text of {@code top}: a {@code builtin.module} draws its body, any other op itself. */
    public static String write(Operation top, OpGraphOptions options) {
        OpGraphWriter w = new OpGraphWriter(options);
        return TypePrint.withAliases(OpLabels.aliases(top), () -> w.writeTop(top));
    }

    public static String write(Operation top) { return write(top, OpGraphOptions.DEFAULT); }

    private String writeTop(Operation top) {
        out.append("digraph G {\n");
        line(1, "compound = true;");
        line(1, "node [shape = box, fontname = \"monospace\", fontsize = 10];");
        line(1, "edge [fontname = \"monospace\", fontsize = 9];");
        if (BuiltinOps.ModuleOp.isa(top) && top.numRegions() == 1) {
            for (Block b : top.region(0).blocks()) for (Operation op : b.operations()) op(op, 1);
        } else {
            op(top, 1);
        }
        if (options.dataFlowEdges()) top.walkPreOrder(this::dataFlowEdges);
        if (options.controlFlowEdges()) top.walkPreOrder(this::controlFlowEdges);
        for (String e : edges) line(1, e);
        out.append("}\n");
        return out.toString();
    }

    private String id(String prefix) { return prefix + nextId++; }

    private void line(int indent, String text) { out.append("  ".repeat(indent)).append(text).append('\n'); }

    private boolean drawsRegions(Operation op) {
        for (Region r : op.regions()) if (!r.isEmpty()) return true;
        return false;
    }

    // cir.binop, arith.constant, ... (no regions)  ->  opN [label = "..."];
    // cir.func, scf.for, cir.if, ... (regions)     ->  subgraph cluster_N { label; opM [...]; regions... }
    private void op(Operation op, int indent) {
        String node = id("op");
        opNodes.put(op, node);
        if (!drawsRegions(op)) {
            line(indent, node + " [label = " + Dot.leftJustifiedLabel(labels.lines(op)) + "];");
            return;
        }
        line(indent, "subgraph " + id("cluster_") + " {");
        line(indent + 1, "label = " + Dot.quote(labels.title(op)) + ";");
        line(indent + 1, "style = solid;");
        line(indent + 1, node + " [label = " + Dot.leftJustifiedLabel(labels.lines(op)) + ", style = bold];");
        for (int i = 0; i < op.numRegions(); i++) {
            Region r = op.region(i);
            if (!r.isEmpty()) region(r, i, indent + 1);
        }
        line(indent, "}");
    }

    // region #i  ->  subgraph cluster_N { label = "region #i"; style = dashed; blocks... }
    private void region(Region r, int index, int indent) {
        line(indent, "subgraph " + id("cluster_") + " {");
        line(indent + 1, "label = " + Dot.quote("region #" + index) + ";");
        line(indent + 1, "style = dashed;");
        List<Block> blocks = r.blocks();
        for (int i = 0; i < blocks.size(); i++) block(blocks.get(i), i, indent + 1);
        line(indent, "}");
    }

    // ^bbI(args)  ->  subgraph cluster_N { label = "^bbI"; argM [shape = ellipse]; ops... }
    private void block(Block b, int index, int indent) {
        String cluster = id("cluster_");
        blockClusters.put(b, cluster);
        line(indent, "subgraph " + cluster + " {");
        line(indent + 1, "label = " + Dot.quote("^bb" + index) + ";");
        line(indent + 1, "style = rounded;");
        for (BlockArgument a : b.arguments()) {
            String node = id("arg");
            argNodes.put(a, node);
            blockEntries.putIfAbsent(b, node);
            line(indent + 1, node + " [label = " + Dot.quote(labels.argument(a)) + ", shape = ellipse];");
        }
        for (Operation op : b.operations()) {
            op(op, indent + 1);
            blockEntries.putIfAbsent(b, opNodes.get(op));
        }
        if (!blockEntries.containsKey(b)) {     // an empty block still needs a node to draw the cluster
            String node = id("empty");
            blockEntries.put(b, node);
            line(indent + 1, node + " [label = \"\", shape = point];");
        }
        line(indent, "}");
    }

    // %v = a(...); b(%v)  ->  a -> b   (block arguments start at their ellipse)
    private void dataFlowEdges(Operation user) {
        String to = opNodes.get(user);
        if (to == null) return;
        for (Value v : user.operands()) {
            String from = v instanceof OpResult r ? opNodes.get(r.owner()) : argNodes.get(v);
            if (from != null) edges.add(from + " -> " + to + ";");
        }
    }

    // cir.brcond %c ^bb1, ^bb2  ->  op -> (first node of ^bb1) [lhead = cluster of ^bb1, style = dashed]
    private void controlFlowEdges(Operation term) {
        String from = opNodes.get(term);
        if (from == null) return;
        for (int i = 0; i < term.numSuccessors(); i++) {
            Block s = term.successor(i);
            String to = blockEntries.get(s), cluster = blockClusters.get(s);
            if (to == null) continue;
            edges.add(from + " -> " + to + " [lhead = " + cluster + ", style = dashed, color = blue, label = "
                    + Dot.quote("succ #" + i) + "];");
        }
    }
}
