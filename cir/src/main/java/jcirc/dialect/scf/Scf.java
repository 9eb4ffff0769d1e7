package jcirc.dialect.scf;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;
import java.util.function.Consumer;
import java.util.function.Function;

/** Builders for scf ops; body callbacks build the region contents including the terminator, unless noted. */
public final class Scf {
    private Scf() {}

    public static Operation yieldOp(Builder b, List<Value> values) {
        return b.create(ScfDialect.YIELD, values, List.of(), Map.of());
    }

    /**
     * {@code scf.for %iv = lb to ub step s iter_args(...)}: {@code body} gets (iv, iterArgs) and returns the
     * values to yield (an {@code scf.yield} is appended with them).
     */
    public static Operation forOp(Builder b, Value lb, Value ub, Value step, List<Value> inits,
                                  java.util.function.BiFunction<BlockArgument, List<BlockArgument>, List<Value>> body) {
        return ScfOps.ForOp.create(b, lb, ub, step, inits, body).op();
    }

    /** {@code scf.if}: each branch callback returns the values to yield; {@code elseBody} null means no else region. */
    public static Operation ifOp(Builder b, Value cond, List<Type> resultTypes, Function<Builder, List<Value>> thenBody,
                                 Function<Builder, List<Value>> elseBody) {
        Operation op = b.create(ScfDialect.IF, List.of(cond), resultTypes, Map.of(), 2);
        b.buildRegion(op.region(0), List.of(), args -> yieldOp(b, thenBody.apply(b)));
        if (elseBody != null) b.buildRegion(op.region(1), List.of(), args -> yieldOp(b, elseBody.apply(b)));
        return op;
    }

    /**
     * {@code scf.while}: {@code before} gets the before-region arguments and returns (condition, forwarded...);
     * {@code after} gets the after-region arguments (typed like {@code resultTypes}) and returns the next values.
     */
    public static Operation whileOp(Builder b, List<Value> inits, List<Type> resultTypes,
                                    Function<List<BlockArgument>, List<Value>> before,
                                    Function<List<BlockArgument>, List<Value>> after) {
        List<Type> initTypes = new ArrayList<>();
        for (Value v : inits) initTypes.add(v.type());
        Operation op = b.create(ScfDialect.WHILE, inits, resultTypes, Map.of(), 2);
        b.buildRegion(op.region(0), initTypes, args -> b.create(ScfDialect.CONDITION, before.apply(args), List.of(), Map.of()));
        b.buildRegion(op.region(1), resultTypes, args -> yieldOp(b, after.apply(args)));
        return op;
    }

    /** {@code scf.index_switch}: region 0 is the default, then one region per case value. */
    public static Operation indexSwitch(Builder b, Value arg, List<Type> resultTypes, List<Long> cases,
                                        Function<Builder, List<Value>> defaultBody, List<Function<Builder, List<Value>>> caseBodies) {
        Operation op = b.create(ScfDialect.INDEX_SWITCH, List.of(arg), resultTypes,
                Map.of("cases", new DenseArrayAttr(BuiltinTypes.I64, cases)), 1 + cases.size());
        b.buildRegion(op.region(0), List.of(), args -> yieldOp(b, defaultBody.apply(b)));
        for (int i = 0; i < cases.size(); i++) {
            Function<Builder, List<Value>> f = caseBodies.get(i);
            b.buildRegion(op.region(i + 1), List.of(), args -> yieldOp(b, f.apply(b)));
        }
        return op;
    }

    /** {@code scf.execute_region -> types}: {@code body} builds the first block and more blocks as it likes. */
    public static Operation executeRegion(Builder b, List<Type> resultTypes, Consumer<Region> body) {
        Operation op = b.create(ScfDialect.EXECUTE_REGION, List.of(), resultTypes, Map.of(), 1);
        body.accept(op.region(0));
        return op;
    }
}
