package jcirc.dialect.scf;

import java.util.List;
import java.util.Optional;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import static jcirc.dialect.arith.UpstreamConstraints.*;
import static jcirc.dialect.scf.ScfDialect.*;

/**
 * The ops of the scf dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link ScfDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class ScfOps {
    private ScfOps() {}

    // scf.condition(%c) %a : i32          -- terminates the "before" region of scf.while
    public record ConditionOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.condition").operand("condition", I1).variadicOperand("args")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE).parents(WHILE)
             .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?");
    }

    // %r = scf.execute_region -> i32 { ... scf.yield %x : i32 }   (may hold several blocks)
    public record ExecuteRegionOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.execute_region").variadicResult("results").region("region")
             .customAsm(ScfAsm.EXECUTE_REGION)
             .verifier(op -> {
                 if (op.region(0).isEmpty()) throw new VerifyException(op, "region cannot be empty");
                 if (op.region(0).entryBlock().numArguments() > 0) throw new VerifyException(op, "region cannot have any arguments");
                 for (Block b : op.region(0).blocks()) {
                     Operation t = b.terminator();
                     if (t != null && t.is(YIELD)) checkEdge(op, t.operands(), op.resultTypes(), "Region #0", "parent results");
                 }
             })
             .traits(Trait.REGION_BRANCH);
    }

    // %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %init) -> (i32) { ... scf.yield %n : i32 }
    public record ForOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.for").operand("lowerBound", INT_OR_INDEX).operand("upperBound", INT_OR_INDEX).operand("step", INT_OR_INDEX)
             .variadicOperand("initArgs").variadicResult("results").region("region")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(ScfAsm.FOR)
             .verifier(ScfDialect::verifyFor);
        /** The loop body: the single block of the region. */
        public Block body() { return op.region(0).entryBlock(); }
        public BlockArgument inductionVar() { return body().argument(0); }
        /** The loop-carried values inside the body (the block arguments after the induction variable). */
        public List<BlockArgument> regionIterArgs() { return body().arguments().subList(1, body().numArguments()); }

        /**
         * {@code scf.for %iv = lb to ub step s iter_args(...)}: {@code body} gets (iv, iterArgs) and returns the
         * values to yield (an {@code scf.yield} is appended with them).
         */
        public static ForOp create(Builder b, Value lb, Value ub, Value step, List<Value> inits,
                                   java.util.function.BiFunction<BlockArgument, List<BlockArgument>, List<Value>> body) {
            ForOp f = createEmpty(b, lb, ub, step, inits);
            b.buildRegion(f.region(), f.bodyArgTypes(), args -> YieldOp.create(b, body.apply(args.get(0), args.subList(1, args.size()))));
            return f;
        }

        /** An {@code scf.for} whose region is still empty (the caller fills it, e.g. by moving blocks in). */
        public static ForOp createEmpty(Builder b, Value lb, Value ub, Value step, List<Value> inits) {
            List<Value> ops = new ArrayList<>(List.of(lb, ub, step));
            ops.addAll(inits);
            List<Type> types = new ArrayList<>();
            for (Value v : inits) types.add(v.type());
            return new ForOp(b.create(NAME, ops, types, Map.of(), 1));
        }

        /** The body block's argument types: the induction variable's, then the loop-carried values'. */
        public List<Type> bodyArgTypes() {
            List<Type> t = new ArrayList<>();
            t.add(lowerBound().type());
            for (Value v : initArgs()) t.add(v.type());
            return t;
        }
    }

    // scf.forall (%i) in (%n) { ... }   /   scf.forall (%i) = (0) to (%n) step (2) { ... }
    public record ForallOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.forall").variadicOperand("dynamicLowerBound", INDEX).variadicOperand("dynamicUpperBound", INDEX)
             .variadicOperand("dynamicStep", INDEX).variadicOperand("outputs")
             .attr("staticLowerBound", DenseArrayAttr.class).attr("staticUpperBound", DenseArrayAttr.class)
             .attr("staticStep", DenseArrayAttr.class).optionalAttr("mapping", ArrayAttr.class)
             .variadicResult("results").region("region")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .customAsm(ScfAsm.FORALL)
             .verifier(ScfDialect::verifyForall);
    }

    // scf.forall.in_parallel { }          -- the (usually elided) terminator of scf.forall
    public record ForallInParallelOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.forall.in_parallel").region("region")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR).parents(FORALL)
             .customAsm(ScfAsm.IN_PARALLEL);
    }

    // %r = scf.if %c -> (i32) { ... } else { ... }
    public record IfOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.if").operand("condition", I1).variadicResult("results").region("thenRegion").region("elseRegion")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS)
             .customAsm(ScfAsm.IF)
             .verifier(ScfDialect::verifyIf);
    }

    // %r = scf.index_switch %x -> i32 case 2 { ... } default { ... }
    public record IndexSwitchOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.index_switch").operand("arg", INDEX).attr("cases", DenseArrayAttr.class).variadicResult("results")
             .region("defaultRegion").variadicRegion("caseRegions")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK)
             .customAsm(ScfAsm.INDEX_SWITCH)
             .verifier(ScfDialect::verifyIndexSwitch);
    }

    // %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 { ... scf.reduce(...) }
    public record ParallelOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.parallel").variadicOperand("lowerBound", INDEX).variadicOperand("upperBound", INDEX)
             .variadicOperand("step", INDEX).variadicOperand("initVals").variadicResult("results").region("region")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .customAsm(ScfAsm.PARALLEL)
             .verifier(ScfDialect::verifyParallel);
    }

    // scf.reduce(%v : f32) { ^bb0(%l: f32, %r: f32): ... scf.reduce.return %x : f32 }
    public record ReduceOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.reduce").variadicOperand("operands").variadicRegion("reductions")
             .traits(Trait.TERMINATOR).parents(PARALLEL)
             .customAsm(ScfAsm.REDUCE)
             .verifier(ScfDialect::verifyReduce);
    }

    // scf.reduce.return %x : f32
    public record ReduceReturnOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.reduce.return").operand("result")
             .traits(Trait.TERMINATOR, Trait.PURE).parents(REDUCE)
             .format("$result attr-dict `:` type($result)");
    }

    // %r = scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do { ^bb0(%b: i32): ... scf.yield %n : i32 }
    public record WhileOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.while").variadicOperand("inits").variadicResult("results").region("before").region("after")
             .traits(Trait.REGION_BRANCH, Trait.SINGLE_BLOCK)
             .customAsm(ScfAsm.WHILE)
             .verifier(ScfDialect::verifyWhile);
    }

    // scf.yield %a, %b : i32, f32
    // (ODS names the operand group "results"; renamed because the IR parser's format reader reads type($results) as the op's results)
    public record YieldOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("scf.yield").variadicOperand("values")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)
             .parents(EXECUTE_REGION, FOR, IF, INDEX_SWITCH, WHILE)
             .format("attr-dict ($values^ `:` type($values))?");
        public static YieldOp create(Builder b, List<Value> values) { return new YieldOp(b.create(NAME, values, List.of(), Map.of())); }
    }
}
