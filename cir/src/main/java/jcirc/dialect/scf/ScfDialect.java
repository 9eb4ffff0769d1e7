package jcirc.dialect.scf;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

import static jcirc.dialect.arith.UpstreamConstraints.*;

/**
 * The upstream {@code scf} dialect (spec/scf-dialect.txt): structured control flow with
 * single-block regions. Custom printers follow MLIR's (ScfAsm); their parsers re-create the
 * terminators that the printed form elides ({@code scf.yield} without operands,
 * {@code scf.reduce}, {@code scf.forall.in_parallel}).
 */
public final class ScfDialect {
    private ScfDialect() {}

    public static final String CONDITION = ScfOps.ConditionOp.NAME;
    public static final String EXECUTE_REGION = ScfOps.ExecuteRegionOp.NAME;
    public static final String FOR = ScfOps.ForOp.NAME;
    public static final String FORALL = ScfOps.ForallOp.NAME;
    public static final String IN_PARALLEL = ScfOps.ForallInParallelOp.NAME;
    public static final String IF = ScfOps.IfOp.NAME;
    public static final String INDEX_SWITCH = ScfOps.IndexSwitchOp.NAME;
    public static final String PARALLEL = ScfOps.ParallelOp.NAME;
    public static final String REDUCE = ScfOps.ReduceOp.NAME;
    public static final String REDUCE_RETURN = ScfOps.ReduceReturnOp.NAME;
    public static final String WHILE = ScfOps.WhileOp.NAME;
    public static final String YIELD = ScfOps.YieldOp.NAME;

    public static void register() {
        ScfOps.ConditionOp.DEF.register();

        ScfOps.ExecuteRegionOp.DEF.register();

        ScfOps.ForOp.DEF.register();

        ScfOps.ForallOp.DEF.register();

        ScfOps.ForallInParallelOp.DEF.register();

        ScfOps.IfOp.DEF.register();

        ScfOps.IndexSwitchOp.DEF.register();

        ScfOps.ParallelOp.DEF.register();

        ScfOps.ReduceOp.DEF.register();

        ScfOps.ReduceReturnOp.DEF.register();

        ScfOps.WhileOp.DEF.register();

        ScfOps.YieldOp.DEF.register();
    }

    // ----- verifiers -----

    /** MLIR's RegionBranchOpInterface check of one control-flow edge. */
    static void checkEdge(Operation op, List<Value> source, List<Type> target, String from, String to) {
        if (source.size() != target.size())
            throw new VerifyException(op, " region control flow edge from " + from + " to " + to + ": source has "
                    + source.size() + " operands, but target successor needs " + target.size());
        for (int i = 0; i < source.size(); i++)
            if (!source.get(i).type().equals(target.get(i)))
                throw new VerifyException(op, " along control flow edge from " + from + " to " + to + ": source type #" + i
                        + " '" + source.get(i).type().print() + "' should match input type #" + i + " '" + target.get(i).print() + "'");
    }

    private static Operation terminatorOf(Operation op, Region r, String expected) {
        if (r.isEmpty()) return null;
        Operation t = r.entryBlock().last();
        if (KirinScf.isAcceptedReturn(t)) return null;   // Kirin-style: checked by func.return's verifier
        if (t == null || !t.is(expected))
            throw new VerifyException(op, "expects regions to end with '" + expected + "', found '" + (t == null ? "<none>" : t.name()) + "'");
        return t;
    }

    static void verifyFor(Operation op) {
        Type t = op.operand(0).type();
        if (!op.operand(1).type().equals(t) || !op.operand(2).type().equals(t))
            throw new VerifyException(op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
        List<Value> inits = op.operands().subList(3, op.numOperands());
        if (inits.size() != op.numResults())
            throw new VerifyException(op, "mismatch in number of loop-carried values and defined values");
        Region r = op.region(0);
        if (r.isEmpty()) throw new VerifyException(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        Block body = r.entryBlock();
        if (body.numArguments() != inits.size() + 1)
            throw new VerifyException(op, "expected " + (inits.size() + 1) + " region arguments, but found " + body.numArguments());
        if (!body.argument(0).type().equals(t))
            throw new VerifyException(op, "expected induction variable to be same type as bounds and step");
        for (int i = 0; i < inits.size(); i++) {
            if (!body.argument(i + 1).type().equals(inits.get(i).type()))
                throw new VerifyException(op, "types mismatch between " + i + "th iter operand and defined value");
            if (!body.argument(i + 1).type().equals(op.result(i).type()))
                throw new VerifyException(op, i + "-th region iter_arg and " + i + "-th loop result have different type: '"
                        + body.argument(i + 1).type().print() + "' != '" + op.result(i).type().print() + "'");
        }
        Operation y = terminatorOf(op, r, YIELD);
        if (y == null) return;
        if (y.numOperands() != inits.size())
            throw new VerifyException(op, "mismatch in number of basic block args and defined values");
        for (int i = 0; i < inits.size(); i++)
            if (!y.operand(i).type().equals(body.argument(i + 1).type()))
                throw new VerifyException(op, i + "-th region iter_arg and " + i + "-th yielded value have different type: '"
                        + body.argument(i + 1).type().print() + "' != '" + y.operand(i).type().print() + "'");
    }

    static void verifyIf(Operation op) {
        if (op.numResults() > 0 && op.region(1).isEmpty())
            throw new VerifyException(op, "must have an else block if defining values");
        if (op.region(0).isEmpty()) throw new VerifyException(op, "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks");
        for (int i = 0; i < 2; i++) {
            Operation y = terminatorOf(op, op.region(i), YIELD);
            if (y != null) checkEdge(op, y.operands(), op.resultTypes(), "Region #" + i, "parent results");
        }
    }

    static void verifyIndexSwitch(Operation op) {
        List<Long> cases = ((DenseArrayAttr) op.attr("cases")).values();
        int caseRegions = op.numRegions() - 1;
        if (cases.size() != caseRegions)
            throw new VerifyException(op, "has " + caseRegions + " case regions but " + cases.size() + " case values");
        if (new HashSet<>(cases).size() != cases.size()) throw new VerifyException(op, "has duplicate case value");
        for (int r = 0; r < op.numRegions(); r++) {
            String name = r == 0 ? "default region" : "case region #" + (r - 1);
            if (op.region(r).isEmpty()) throw new VerifyException(op, "expected " + name + " to have one block");
            Operation y = terminatorOf(op, op.region(r), YIELD);
            if (y.numOperands() != op.numResults())
                throw new VerifyException(op, "expected each region to return " + op.numResults() + " values, but " + name + " returns " + y.numOperands());
            for (int i = 0; i < op.numResults(); i++)
                if (!y.operand(i).type().equals(op.result(i).type()))
                    throw new VerifyException(op, "expected result #" + i + " of each region to be '" + op.result(i).type().print() + "'");
        }
    }

    static void verifyWhile(Operation op) {
        Region before = op.region(0), after = op.region(1);
        if (before.isEmpty() || after.isEmpty()) throw new VerifyException(op, "expects the regions to have one block each");
        Operation cond = before.entryBlock().last();
        Operation y = after.entryBlock().last();
        if (KirinScf.isAcceptedReturn(cond) || KirinScf.isAcceptedReturn(y)) { verifyKirinWhile(op, cond, y); return; }
        if (cond == null || !cond.is(CONDITION))
            throw new VerifyException(op, "expects the 'before' region to terminate with 'scf.condition'");
        List<Type> initTypes = new ArrayList<>();
        for (Value v : op.operands()) initTypes.add(v.type());
        if (!before.entryBlock().argumentTypes().equals(initTypes)) {
            List<Value> inits = op.operands();
            checkEdge(op, inits, before.entryBlock().argumentTypes(), "parent operands", "Region #0");
        }
        List<Value> forwarded = cond.operands().subList(1, cond.numOperands());
        checkEdge(op, forwarded, op.resultTypes(), "Region #0", "parent results");
        checkEdge(op, forwarded, after.entryBlock().argumentTypes(), "Region #0", "Region #1");
        if (y == null || !y.is(YIELD))
            throw new VerifyException(op, "expects the 'after' region to terminate with 'scf.yield'");
        checkEdge(op, y.operands(), before.entryBlock().argumentTypes(), "Region #1", "Region #0");
    }

    /** scf.while in Kirin's form: a region may end in func.return; the edges of the regions that do not are checked. */
    private static void verifyKirinWhile(Operation op, Operation cond, Operation y) {
        Region before = op.region(0), after = op.region(1);
        if (!KirinScf.isAcceptedReturn(cond)) {
            if (cond == null || !cond.is(CONDITION))
                throw new VerifyException(op, "expects the 'before' region to terminate with 'scf.condition' or 'func.return'");
            List<Value> forwarded = cond.operands().subList(1, cond.numOperands());
            checkEdge(op, forwarded, op.resultTypes(), "Region #0", "parent results");
            checkEdge(op, forwarded, after.entryBlock().argumentTypes(), "Region #0", "Region #1");
        }
        if (!KirinScf.isAcceptedReturn(y)) {
            if (y == null || !y.is(YIELD))
                throw new VerifyException(op, "expects the 'after' region to terminate with 'scf.yield' or 'func.return'");
            checkEdge(op, y.operands(), before.entryBlock().argumentTypes(), "Region #1", "Region #0");
        }
    }

    static void verifyParallel(Operation op) {
        int[] seg = op.operandSegmentSizes();
        if (seg[0] != seg[1] || seg[0] != seg[2])
            throw new VerifyException(op, "expects the same number of lower bounds, upper bounds and steps");
        if (seg[0] == 0) throw new VerifyException(op, "needs at least one tuple element for lowerBound, upperBound and step");
        Block body = op.region(0).entryBlock();
        if (body == null || body.numArguments() != seg[0])
            throw new VerifyException(op, "expects the same number of induction variables: " + (body == null ? 0 : body.numArguments())
                    + " as bound and step values: " + seg[0]);
        for (BlockArgument a : body.arguments())
            if (!(a.type() instanceof BuiltinTypes.IndexType)) throw new VerifyException(op, "expects arguments for the induction variable to be of index type");
        Operation red = body.last();
        if (red == null || !red.is(REDUCE)) throw new VerifyException(op, "expects the body to terminate with 'scf.reduce'");
        if (red.numOperands() != op.numResults())
            throw new VerifyException(op, "expects number of results: " + op.numResults() + " to be the same as number of reductions: " + red.numOperands());
        if (seg[3] != op.numResults())
            throw new VerifyException(op, "expects number of results: " + op.numResults() + " to be the same as number of initial values: " + seg[3]);
        List<Value> inits = op.operandGroup(3);
        for (int i = 0; i < op.numResults(); i++) {
            if (!inits.get(i).type().equals(op.result(i).type()))
                throw new VerifyException(op, "expects type of " + i + "-th initial value to be the same as the result type");
            if (!red.operand(i).type().equals(op.result(i).type()))
                throw new VerifyException(op, "expects type of " + i + "-th reduction operand: " + red.operand(i).type().print()
                        + " to be the same as the " + i + "-th result type: " + op.result(i).type().print());
        }
    }

    static void verifyReduce(Operation op) {
        if (op.numRegions() != op.numOperands())
            throw new VerifyException(op, "expects " + op.numOperands() + " reduction regions, but found " + op.numRegions());
        for (int i = 0; i < op.numOperands(); i++) {
            Type t = op.operand(i).type();
            Region r = op.region(i);
            if (r.isEmpty()) throw new VerifyException(op, "expects a non-empty reduction region");
            Block b = r.entryBlock();
            if (b.numArguments() != 2 || !b.argument(0).type().equals(t) || !b.argument(1).type().equals(t))
                throw new VerifyException(op, "expected two block arguments with type " + t.print() + " in the " + i + "-th reduction region");
            Operation ret = b.last();
            if (ret == null || !ret.is(REDUCE_RETURN))
                throw new VerifyException(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
            if (!ret.operand(0).type().equals(t))
                throw new VerifyException(ret, "must have type " + t.print() + " (the type of the reduction operand)");
        }
    }

    static void verifyForall(Operation op) {
        int rank = ((DenseArrayAttr) op.attr("staticUpperBound")).values().size();
        if (((DenseArrayAttr) op.attr("staticLowerBound")).values().size() != rank
                || ((DenseArrayAttr) op.attr("staticStep")).values().size() != rank)
            throw new VerifyException(op, "requires the same number of lower bounds, upper bounds and steps");
        Block body = op.region(0).entryBlock();
        if (body == null) throw new VerifyException(op, "expects a body block");
        int outputs = op.operandGroup(3).size();
        if (body.numArguments() != rank + outputs)
            throw new VerifyException(op, "region expects " + rank + " args, got " + (body.numArguments() - outputs));
        for (int i = 0; i < rank; i++)
            if (!(body.argument(i).type() instanceof BuiltinTypes.IndexType))
                throw new VerifyException(op, "expects the induction variables to be index type");
        if (outputs != op.numResults()) throw new VerifyException(op, "produces " + op.numResults() + " results, but has only " + outputs + " outputs");
        int[] seg = op.operandSegmentSizes();
        String[] names = {"staticLowerBound", "staticUpperBound", "staticStep"};
        for (int g = 0; g < 3; g++) {
            long dyn = ((DenseArrayAttr) op.attr(names[g])).values().stream().filter(v -> v == Long.MIN_VALUE).count();
            if (dyn != seg[g]) throw new VerifyException(op, "expected " + dyn + " dynamic values for " + names[g] + " but found " + seg[g]);
        }
        Operation t = body.last();
        if (t == null || !t.is(IN_PARALLEL)) throw new VerifyException(op, "expects the body to terminate with 'scf.forall.in_parallel'");
    }
}
