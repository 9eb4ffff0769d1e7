package jcirc.ir;

import java.util.*;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The generic operation: everything an op has (name, operands, results, attributes, regions,
 * successors, location) lives here, as in MLIR. Typed views (for example
 * {@code jcirc.dialect.scf.ScfOps.ForOp}) wrap an Operation and give named accessors; the op's
 * {@link OpDef} declaration drives verification, printing and parsing.
 *
 * <p>Operations sit in an intrusive doubly-linked list inside their {@link Block}.
 */
public final class Operation {
    // An op is allocated millions of times per large translation unit (SQLite: ~1M ops at a time), so
    // it holds no empty containers: the attribute map, the region list and the successor list are
    // null until the op has one (a walk then tests a field instead of loading an empty list), and
    // the operand list is sized to the operands it is created with (docs/compile-time.md).
    private final String name;
    private OpDef def;
    private final ArrayList<OpOperand> operands;
    private final List<OpResult> results;
    /** Null while the op has no attributes. */
    private LinkedHashMap<String, Attribute> attributes;
    /** Null while the op has no regions. */
    private ArrayList<Region> regions;
    /** Null while the op has no successors. */
    private ArrayList<Block> successors;
    private Location location;

    Block parent;
    Operation prev, next;
    /** Position in the parent block, valid while the block's order is (see {@link Block#isBefore}). */
    int orderIndex;

    private Operation(String name, List<Value> operands, List<Type> resultTypes, Map<String, Attribute> attrs,
                      int numRegions, List<Block> successors, Location loc) {
        this.name = name;
        this.def = OpRegistry.lookup(name);
        int n = operands.size();
        this.operands = new ArrayList<>(n);
        for (int i = 0; i < n; i++) addOperand(operands.get(i));
        int nr = resultTypes.size();
        if (nr == 0) this.results = List.of();
        else if (nr == 1) this.results = List.of(new OpResult(this, 0, resultTypes.get(0)));
        else {
            OpResult[] rs = new OpResult[nr];
            for (int i = 0; i < nr; i++) rs[i] = new OpResult(this, i, resultTypes.get(i));
            this.results = List.of(rs);
        }
        if (attrs != null && !attrs.isEmpty()) this.attributes = new LinkedHashMap<>(attrs);
        if (numRegions > 0) {
            regions = new ArrayList<>(numRegions);
            for (int i = 0; i < numRegions; i++) regions.add(new Region(this));
        }
        int ns = successors == null ? 0 : successors.size();
        if (ns > 0) {
            this.successors = new ArrayList<>(ns);
            for (int i = 0; i < ns; i++) {
                Block b = successors.get(i);
                this.successors.add(b);
                if (b != null) b.addBranchFrom(this);
            }
        }
        this.location = loc == null ? Location.UNKNOWN : loc;
    }

    /** Creates a detached operation. */
    public static Operation create(String name, List<Value> operands, List<Type> resultTypes,
                                   Map<String, Attribute> attrs, int numRegions, List<Block> successors, Location loc) {
        return new Operation(name, operands, resultTypes, attrs, numRegions, successors, loc);
    }

    public static Operation create(String name, List<Value> operands, List<Type> resultTypes,
                                   Map<String, Attribute> attrs, int numRegions, Location loc) {
        return create(name, operands, resultTypes, attrs, numRegions, List.of(), loc);
    }

    // ----- identity -----
    public String name() { return name; }
    /** The dialect prefix of the name: "cir" for CirOps.BinOp.NAME. */
    public String dialect() { int i = name.indexOf('.'); return i < 0 ? "" : name.substring(0, i); }
    /** Whether the op is of dialect {@code d} ({@code dialect().equals(d)} without a new string: walks ask it of every op). */
    public boolean inDialect(String d) {
        int n = d.length();
        if (n == 0) return name.indexOf('.') < 0;
        return name.length() > n && name.charAt(n) == '.' && name.startsWith(d);
    }
    /** The registered declaration, or null for an unregistered op. */
    public OpDef def() { if (def == null) def = OpRegistry.lookup(name); return def; }
    public boolean is(String opName) { return name.equals(opName); }
    /** True if this op is of the declaration {@code d} (a view record's {@code DEF}). */
    public boolean is(OpDef d) { return def() == d; }
    /** The op's typed view ({@link OpView}), for a pattern {@code switch} over op records. */
    public OpView view() { OpDef d = def(); return d == null ? new OpView.Generic(this) : d.viewOf(this); }
    public boolean hasTrait(Trait t) { OpDef d = def(); return d != null && d.traits().contains(t); }
    public Location location() { return location; }
    public void setLocation(Location l) { location = l; }

    // ----- operands -----
    List<OpOperand> operandsRaw() { return operands; }
    public int numOperands() { return operands.size(); }
    public Value operand(int i) { return operands.get(i).get(); }
    public List<Value> operands() {
        int n = operands.size();
        List<Value> r = new ArrayList<>(n);
        for (int i = 0; i < n; i++) r.add(operands.get(i).get());
        return r;
    }
    public List<OpOperand> operandUses() { return Collections.unmodifiableList(operands); }
    public void setOperand(int i, Value v) { operands.get(i).set(v); }
    public void addOperand(Value v) {
        OpOperand o = new OpOperand(this, v);
        o.index = operands.size();
        operands.add(o);
    }
    public void insertOperand(int i, Value v) {
        operands.add(i, new OpOperand(this, v));
        renumberOperands(i);
    }
    public void eraseOperand(int i) {
        OpOperand o = operands.remove(i);
        o.drop();
        o.index = -1;
        renumberOperands(i);
    }
    public void setOperands(List<Value> vs) {
        for (int i = 0; i < operands.size(); i++) { OpOperand o = operands.get(i); o.drop(); o.index = -1; }
        operands.clear();
        for (int i = 0, n = vs.size(); i < n; i++) addOperand(vs.get(i));
    }
    private void renumberOperands(int from) {
        for (int i = from; i < operands.size(); i++) operands.get(i).index = i;
    }

    /**
     * Operands of a variadic group, for ops with several operand groups (the declaration's
     * operand segments; sizes come from the {@code operandSegmentSizes} attribute).
     */
    public List<Value> operandGroup(int group) {
        int[] sizes = operandSegmentSizes();
        if (sizes == null) throw new IllegalStateException(name + " has no operand segments");
        int start = 0;
        for (int i = 0; i < group; i++) start += sizes[i];
        return operands().subList(start, start + sizes[group]);
    }

    public int[] operandSegmentSizes() {
        Attribute a = attr(OpDef.SEGMENTS_ATTR);
        if (a instanceof jcirc.ir.BuiltinAttrs.DenseArrayAttr d) {
            int[] r = new int[d.values().size()];
            for (int i = 0; i < r.length; i++) r[i] = (int) (long) d.values().get(i);
            return r;
        }
        return null;
    }

    // ----- results -----
    public int numResults() { return results.size(); }
    public OpResult result(int i) { return results.get(i); }
    public OpResult result() { return results.get(0); }
    public List<OpResult> results() { return results; }
    public List<Type> resultTypes() {
        int n = results.size();
        List<Type> r = new ArrayList<>(n);
        for (int i = 0; i < n; i++) r.add(results.get(i).type());
        return r;
    }

    public void replaceAllUsesWith(List<? extends Value> values) {
        if (values.size() != results.size())
            throw new IllegalArgumentException("replacing " + results.size() + " results with " + values.size() + " values");
        for (int i = 0; i < results.size(); i++) results.get(i).replaceAllUsesWith(values.get(i));
    }

    public void replaceAllUsesWith(Operation other) { replaceAllUsesWith(other.results()); }

    public boolean useEmpty() {
        for (int i = 0, n = results.size(); i < n; i++) if (results.get(i).hasUses()) return false;
        return true;
    }

    // ----- attributes -----
    public Map<String, Attribute> attributes() {
        return attributes == null ? Map.of() : Collections.unmodifiableMap(attributes);
    }
    public Attribute attr(String key) { return attributes == null ? null : attributes.get(key); }
    public boolean hasAttr(String key) { return attributes != null && attributes.containsKey(key); }
    public void setAttr(String key, Attribute value) {
        if (attributes == null) attributes = new LinkedHashMap<>();
        attributes.put(key, value);
    }
    public Attribute removeAttr(String key) { return attributes == null ? null : attributes.remove(key); }

    @SuppressWarnings("unchecked")
    public <A extends Attribute> A attr(String key, Class<A> cls) {
        Attribute a = attr(key);
        return cls.isInstance(a) ? (A) a : null;
    }

    // ----- regions -----
    public int numRegions() { return regions == null ? 0 : regions.size(); }
    public Region region(int i) { return regionList().get(i); }
    public List<Region> regions() { return regions == null ? List.of() : Collections.unmodifiableList(regions); }
    public Region addRegion() {
        Region r = new Region(this);
        if (regions == null) regions = new ArrayList<>(1);
        regions.add(r);
        return r;
    }
    private List<Region> regionList() { return regions == null ? List.of() : regions; }

    // ----- successors -----
    public int numSuccessors() { return successors == null ? 0 : successors.size(); }
    public Block successor(int i) { return successorList().get(i); }
    public List<Block> successors() { return successors == null ? List.of() : Collections.unmodifiableList(successors); }
    private List<Block> successorList() { return successors == null ? List.of() : successors; }
    public void setSuccessor(int i, Block b) {
        Block old = successorList().set(i, b);
        if (old != null) old.removeBranchFrom(this);
        if (b != null) b.addBranchFrom(this);
    }

    // ----- position -----
    public Block parentBlock() { return parent; }
    public Region parentRegion() { return parent == null ? null : parent.parent(); }
    public Operation parentOp() { return parent == null ? null : parent.parentOp(); }
    public Operation nextOp() { return next; }
    public Operation prevOp() { return prev; }

    /** The closest ancestor (not this op) with the given name, or null. */
    public Operation ancestor(String opName) {
        for (Operation p = parentOp(); p != null; p = p.parentOp()) if (p.is(opName)) return p;
        return null;
    }

    /** Whether {@code this} is an ancestor of (or equal to) {@code other}. */
    public boolean isAncestorOf(Operation other) {
        for (Operation p = other; p != null; p = p.parentOp()) if (p == this) return true;
        return false;
    }

    /** Whether this op comes before {@code other} in the same block. */
    public boolean isBeforeInBlock(Operation other) {
        if (other.parent != parent) throw new IllegalArgumentException("ops are in different blocks");
        if (parent == null) return false;   // detached ops have no order
        return parent.isBefore(this, other);
    }

    /** Unlinks this op from its block without dropping anything. */
    public Operation remove() {
        if (parent != null) parent.unlink(this);
        return this;
    }

    /** Removes this op from its block and drops all its operand uses, recursively. Results must be unused. */
    public void erase() {
        remove();
        dropAllReferences();
    }

    /** Drops operand uses of this op and of every op nested in it. */
    public void dropAllReferences() {
        for (int i = 0, n = operands.size(); i < n; i++) operands.get(i).drop();
        if (regions != null)
            for (int i = 0; i < regions.size(); i++)
                for (Block b = regions.get(i).entryBlock(); b != null; b = b.nextBlock)
                    for (Operation op = b.first(); op != null; op = op.next) op.dropAllReferences();
        if (successors != null) {
            for (int i = 0; i < successors.size(); i++) { Block b = successors.get(i); if (b != null) b.removeBranchFrom(this); }
            successors.clear();   // a successors() view taken before reads empty, as before
            successors = null;
        }
    }

    public void moveBefore(Operation other) { remove(); other.parent.insertBefore(other, this); }
    public void moveAfter(Operation other) { remove(); other.parent.insertAfter(other, this); }

    // ----- walking -----
    // The walks follow the linked lists of blocks and ops without copying them (MLIR's
    // early-increment walk): the callback may erase or replace the op it is given and insert ops
    // next to it; ops inserted after it are not visited. The next op is taken before the visit; if
    // the visit moved or erased that op, the walk goes on after the visited op if it is still in
    // the block. Blocks added after the current block (a split) are visited.

    /** Post-order walk over this op and every op nested in it (children before parent). */
    public void walk(Consumer<Operation> fn) {
        if (regions != null) forEachChild(op -> op.walk(fn));
        fn.accept(this);
    }

    /** Pre-order walk (parent before children). */
    public void walkPreOrder(Consumer<Operation> fn) {
        fn.accept(this);
        if (regions != null) forEachChild(op -> op.walkPreOrder(fn));
    }

    /** Calls {@code visit} on each op directly inside this op's regions, in order (early increment). */
    private void forEachChild(Consumer<Operation> visit) {
        for (int i = 0; i < regions.size(); i++) {
            Region r = regions.get(i);
            for (Block b = r.entryBlock(), nb; b != null; b = nb) {
                nb = b.nextBlock;
                for (Operation op = b.first(), next; op != null; op = next) {
                    next = op.next;
                    visit.accept(op);
                    next = resumeAfter(b, op, next);
                }
                nb = resumeAfter(r, b, nb);
            }
        }
    }

    /** Where a walk of block {@code b} goes on after visiting {@code op}, whose successor was {@code next}. */
    private static Operation resumeAfter(Block b, Operation op, Operation next) {
        if (next == null || next.parent == b) return next;
        return op.parent == b ? op.next : null;
    }

    /**
     * The block a walk of region {@code r} visits after {@code b}, whose successor was {@code next}:
     * b's successor now (so blocks split off b during the visit are visited too), or {@code next}
     * if the visit removed b.
     */
    private static Block resumeAfter(Region r, Block b, Block next) {
        if (b.parent == r) return b.nextBlock;
        return next != null && next.parent == r ? next : null;
    }

    /** All nested ops (pre-order, excluding this) matching the name. */
    public List<Operation> collect(String opName) {
        List<Operation> r = new ArrayList<>();
        walkPreOrder(o -> { if (o != this && o.is(opName)) r.add(o); });
        return r;
    }

    // ----- cloning -----
    public Operation clone() { return clone(new IRMapping()); }

    /** Deep-clones this op; operands are remapped through {@code map}, which learns the new results and blocks. */
    public Operation clone(IRMapping map) {
        List<Value> ops = new ArrayList<>(operands.size());
        for (int i = 0, n = operands.size(); i < n; i++) ops.add(map.lookupOrDefault(operands.get(i).get()));
        List<Block> succ = List.of();
        if (successors != null) {
            succ = new ArrayList<>(successors.size());
            for (int i = 0; i < successors.size(); i++) succ.add(map.lookupOrDefault(successors.get(i)));
        }
        Operation c = new Operation(name, ops, resultTypes(), attributes, 0, succ, location);
        for (int i = 0; i < results.size(); i++) map.map(results.get(i), c.results.get(i));
        if (regions != null)
            for (int i = 0; i < regions.size(); i++) {
                Region nr = c.addRegion();
                regions.get(i).cloneInto(nr, map);
            }
        return c;
    }

    /** Applies {@code fn} to every block-successor reference (used when cloning regions). */
    void remapSuccessors(Function<Block, Block> fn) {
        if (successors == null) return;
        for (int i = 0; i < successors.size(); i++) setSuccessor(i, fn.apply(successors.get(i)));
    }

    @Override public String toString() { return AsmPrinter.printOp(this); }
}
