package jcirc.ir;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Creates operations at an insertion point (the end of a block, or before an op), as MLIR's
 * OpBuilder. Region bodies are built with lambdas:
 *
 * <pre>{@code
 * Operation scope = b.create("cir.scope", List.of(), List.of(), Map.of(), 1);
 * b.buildRegion(scope.region(0), List.of(), args -> { ...; b.create("cir.yield", ...); });
 * }</pre>
 */
public class Builder {
    private Block block;
    private Operation before;      // null = end of block
    private Location location = Location.UNKNOWN;

    public Builder() {}

    /** A builder that inserts before {@code op}, with {@code op}'s location (the usual start of a rewrite). */
    public static Builder before(Operation op) {
        Builder b = new Builder();
        b.setInsertionPoint(op);
        b.setLocation(op.location());
        return b;
    }

    public Builder(Block atEnd) { setInsertionPointToEnd(atEnd); }

    /** A saved insertion point, restored with {@link #restore(InsertPoint)}. */
    public record InsertPoint(Block block, Operation before) {}

    public InsertPoint save() { return new InsertPoint(block, before); }
    public void restore(InsertPoint ip) { block = ip.block(); before = ip.before(); }

    public void setInsertionPointToEnd(Block b) { block = b; before = null; }
    public void setInsertionPointToStart(Block b) { block = b; before = b.first(); }
    public void setInsertionPoint(Operation op) { block = op.parentBlock(); before = op; }
    public void setInsertionPointAfter(Operation op) { block = op.parentBlock(); before = op.nextOp(); }

    public Block insertionBlock() { return block; }
    public Operation insertionPointOp() { return before; }

    public Location location() { return location; }
    public void setLocation(Location l) { location = l == null ? Location.UNKNOWN : l; }

    /**
     * A builder whose ops stay detached (MLIR's OpBuilder without an insertion block), at
     * {@code loc}: for an op the caller links in itself ({@code XOp.create(Builder.detached(loc), ...)}).
     */
    public static Builder detached(Location loc) {
        Builder b = new Builder();
        b.detached = true;
        b.setLocation(loc);
        return b;
    }

    private boolean detached;

    /** Inserts a detached op at the insertion point (a {@link #detached} builder leaves it detached). */
    public Operation insert(Operation op) {
        if (detached) return op;
        if (block == null) throw new IllegalStateException("builder has no insertion point");
        block.insertBefore(before, op);
        return op;
    }

    public Operation create(String name, List<Value> operands, List<Type> resultTypes, Map<String, Attribute> attrs,
                            int numRegions, List<Block> successors) {
        return insert(Operation.create(name, operands, resultTypes, attrs, numRegions, successors, location));
    }

    /**
     * Creates an op of a declaration from its operand groups (one list per declared operand group);
     * the generated {@code XOp.create(Builder, ...)} builders call this. Records the groups' sizes
     * in {@code operandSegmentSizes} when the declaration needs them.
     */
    public Operation createOp(OpDef def, List<List<Value>> groups, List<Type> resultTypes, Map<String, Attribute> attrs,
                              int numRegions, List<Block> successors) {
        if (def.needsSegments()) return createWithSegments(def.name(), groups, resultTypes, attrs, numRegions, successors);
        // the op copies its operands: one group is passed as it is, several are concatenated once
        int ng = groups.size();
        List<Value> flat;
        if (ng == 1) flat = groups.get(0);
        else {
            int n = 0;
            for (int i = 0; i < ng; i++) n += groups.get(i).size();
            flat = new java.util.ArrayList<>(n);
            for (int i = 0; i < ng; i++) flat.addAll(groups.get(i));
        }
        return create(def.name(), flat, resultTypes, attrs, numRegions, successors);
    }

    /** Creates an op of a declaration ({@code LoadOp.DEF}); ops' typed {@code create} builders call this. */
    public Operation create(OpDef def, List<Value> operands, List<Type> resultTypes, Map<String, Attribute> attrs, int numRegions) {
        return create(def.name(), operands, resultTypes, attrs, numRegions, List.of());
    }

    public Operation create(String name, List<Value> operands, List<Type> resultTypes, Map<String, Attribute> attrs,
                            int numRegions) {
        return create(name, operands, resultTypes, attrs, numRegions, List.of());
    }

    public Operation create(String name, List<Value> operands, List<Type> resultTypes, Map<String, Attribute> attrs) {
        return create(name, operands, resultTypes, attrs, 0, List.of());
    }

    /**
     * Creates an op with several operand groups (cf.cond_br, cir.brcond, scf.for, ...): the groups
     * are concatenated and their sizes recorded in {@code operandSegmentSizes}.
     */
    public Operation createWithSegments(String name, List<List<Value>> groups, List<Type> resultTypes,
                                        Map<String, Attribute> attrs, int numRegions, List<Block> successors) {
        java.util.List<Value> flat = new java.util.ArrayList<>();
        java.util.List<Long> sizes = new java.util.ArrayList<>();
        for (List<Value> g : groups) { flat.addAll(g); sizes.add((long) g.size()); }
        Map<String, Attribute> all = new java.util.LinkedHashMap<>(attrs);
        all.put(OpDef.SEGMENTS_ATTR, new jcirc.ir.BuiltinAttrs.DenseArrayAttr(jcirc.ir.BuiltinTypes.I32, sizes));
        return create(name, flat, resultTypes, all, numRegions, successors);
    }

    public Operation create(OperationState st) {
        if (st.location == Location.UNKNOWN) st.location = location;
        return insert(st.build());
    }

    /** Single-result convenience. */
    public Value createValue(String name, List<Value> operands, Type resultType, Map<String, Attribute> attrs) {
        return create(name, operands, List.of(resultType), attrs).result(0);
    }

    /**
     * Adds a block with the given argument types to {@code region}, runs {@code body} with the
     * insertion point at that block's end, then restores the previous insertion point.
     */
    public Block buildRegion(Region region, List<Type> argTypes, Consumer<List<BlockArgument>> body) {
        Block b = region.addBlock(new Block(argTypes));
        InsertPoint saved = save();
        setInsertionPointToEnd(b);
        try {
            body.accept(b.arguments());
        } finally {
            restore(saved);
        }
        return b;
    }

    public Block buildRegion(Region region, Runnable body) {
        return buildRegion(region, List.of(), args -> body.run());
    }

    /** Creates a new block at the end of {@code region} and moves the insertion point to it. */
    public Block createBlock(Region region, List<Type> argTypes) {
        Block b = region.addBlock(new Block(argTypes));
        setInsertionPointToEnd(b);
        return b;
    }
}
