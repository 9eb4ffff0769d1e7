package jcirc.dialect.math;

import java.util.List;
import java.util.Optional;
import jcirc.ir.*;
import java.util.*;
import jcirc.ir.OpDef;
import jcirc.ir.Trait;
import static jcirc.dialect.arith.UpstreamConstraints.FLOAT;
import static jcirc.dialect.math.MathDialect.*;

/**
 * The ops of the math dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link MathDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class MathOps {
    private MathOps() {}

    // %r = math.fma %a, %b, %c : f64
    public record FmaOp(Operation op) implements OpView {
        public static final String NAME = "math.fma";
        public static final OpDef DEF = OpDef.op(NAME).operand("a", FLOAT).operand("b", FLOAT).operand("c", FLOAT).result("result", FLOAT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$a `,` $b `,` $c attr-dict `:` type($result)")
             .view(FmaOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FmaOp> match(Operation op) { return isa(op) ? Optional.of(new FmaOp(op)) : Optional.empty(); }
        public Value a() { return op.operand(0); }
        public Value b() { return op.operand(1); }
        public Value c() { return op.operand(2); }
        public Value result() { return op.result(0); }
    }

    /** Float unary ops ({@code %r = math.sqrt %x : f64}). */
    public interface FloatUnaryOp extends OpView {
        default Value operand() { return op().operand(0); }
        default Value result() { return op().result(0); }
    }

    // %r = math.sqrt %x : f64
    public record SqrtOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.sqrt";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(SqrtOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SqrtOp> match(Operation op) { return isa(op) ? Optional.of(new SqrtOp(op)) : Optional.empty(); }
    }
    // %r = math.absf %x : f64
    public record AbsfOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.absf";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(AbsfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AbsfOp> match(Operation op) { return isa(op) ? Optional.of(new AbsfOp(op)) : Optional.empty(); }
    }
    // %r = math.ceil %x : f64
    public record CeilOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.ceil";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(CeilOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CeilOp> match(Operation op) { return isa(op) ? Optional.of(new CeilOp(op)) : Optional.empty(); }
    }
    // %r = math.floor %x : f64
    public record FloorOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.floor";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(FloorOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FloorOp> match(Operation op) { return isa(op) ? Optional.of(new FloorOp(op)) : Optional.empty(); }
    }
    // %r = math.exp %x : f64
    public record ExpOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.exp";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(ExpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ExpOp> match(Operation op) { return isa(op) ? Optional.of(new ExpOp(op)) : Optional.empty(); }
    }
    // %r = math.log %x : f64
    public record LogOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.log";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(LogOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<LogOp> match(Operation op) { return isa(op) ? Optional.of(new LogOp(op)) : Optional.empty(); }
    }
    // %r = math.sin %x : f64
    public record SinOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.sin";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(SinOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SinOp> match(Operation op) { return isa(op) ? Optional.of(new SinOp(op)) : Optional.empty(); }
    }
    // %r = math.cos %x : f64
    public record CosOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.cos";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(CosOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CosOp> match(Operation op) { return isa(op) ? Optional.of(new CosOp(op)) : Optional.empty(); }
    }
    // %r = math.tan %x : f64
    public record TanOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.tan";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(TanOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<TanOp> match(Operation op) { return isa(op) ? Optional.of(new TanOp(op)) : Optional.empty(); }
    }
    // %r = math.round %x : f64
    public record RoundOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.round";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(RoundOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<RoundOp> match(Operation op) { return isa(op) ? Optional.of(new RoundOp(op)) : Optional.empty(); }
    }
    // %r = math.trunc %x : f64
    public record TruncOp(Operation op) implements FloatUnaryOp {
        public static final String NAME = "math.trunc";
        public static final OpDef DEF = MathDialect.floatUnary(NAME).view(TruncOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<TruncOp> match(Operation op) { return isa(op) ? Optional.of(new TruncOp(op)) : Optional.empty(); }
    }
    /** The declarations of the FloatUnaryOp family, in registration order. */
    public static final List<OpDef> FLOAT_UNARY_OPS = List.of(SqrtOp.DEF, AbsfOp.DEF, CeilOp.DEF, FloorOp.DEF, ExpOp.DEF, LogOp.DEF, SinOp.DEF, CosOp.DEF, TanOp.DEF, RoundOp.DEF, TruncOp.DEF);

    /** Float binary ops ({@code %r = math.powf %x, %y : f64}). */
    public interface FloatBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value result() { return op().result(0); }
    }

    // %r = math.powf %x, %y : f64
    public record PowfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "math.powf";
        public static final OpDef DEF = MathDialect.floatBinary(NAME).view(PowfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<PowfOp> match(Operation op) { return isa(op) ? Optional.of(new PowfOp(op)) : Optional.empty(); }
    }
    // %r = math.atan2 %x, %y : f64
    public record Atan2Op(Operation op) implements FloatBinaryOp {
        public static final String NAME = "math.atan2";
        public static final OpDef DEF = MathDialect.floatBinary(NAME).view(Atan2Op::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<Atan2Op> match(Operation op) { return isa(op) ? Optional.of(new Atan2Op(op)) : Optional.empty(); }
    }
    // %r = math.copysign %x, %y : f64
    public record CopysignOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "math.copysign";
        public static final OpDef DEF = MathDialect.floatBinary(NAME).view(CopysignOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CopysignOp> match(Operation op) { return isa(op) ? Optional.of(new CopysignOp(op)) : Optional.empty(); }
    }
    /** The declarations of the FloatBinaryOp family, in registration order. */
    public static final List<OpDef> FLOAT_BINARY_OPS = List.of(PowfOp.DEF, Atan2Op.DEF, CopysignOp.DEF);

    /** Integer bit counting ({@code %r = math.ctlz %x : i32}, defined for 0). */
    public interface IntUnaryOp extends OpView {
        default Value operand() { return op().operand(0); }
        default Value result() { return op().result(0); }
    }

    // %r = math.ctlz %x : i32
    public record CtlzOp(Operation op) implements IntUnaryOp {
        public static final String NAME = "math.ctlz";
        public static final OpDef DEF = MathDialect.intUnary(NAME).view(CtlzOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CtlzOp> match(Operation op) { return isa(op) ? Optional.of(new CtlzOp(op)) : Optional.empty(); }
    }
    // %r = math.cttz %x : i32
    public record CttzOp(Operation op) implements IntUnaryOp {
        public static final String NAME = "math.cttz";
        public static final OpDef DEF = MathDialect.intUnary(NAME).view(CttzOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CttzOp> match(Operation op) { return isa(op) ? Optional.of(new CttzOp(op)) : Optional.empty(); }
    }
    // %r = math.ctpop %x : i32
    public record CtpopOp(Operation op) implements IntUnaryOp {
        public static final String NAME = "math.ctpop";
        public static final OpDef DEF = MathDialect.intUnary(NAME).view(CtpopOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CtpopOp> match(Operation op) { return isa(op) ? Optional.of(new CtpopOp(op)) : Optional.empty(); }
    }
    /** The declarations of the IntUnaryOp family, in registration order. */
    public static final List<OpDef> INT_UNARY_OPS = List.of(CtlzOp.DEF, CttzOp.DEF, CtpopOp.DEF);
}
