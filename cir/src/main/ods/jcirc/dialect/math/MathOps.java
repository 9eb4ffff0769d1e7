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
        public static final OpDef DEF = OpDef.op("math.fma").operand("a", FLOAT).operand("b", FLOAT).operand("c", FLOAT).result("result", FLOAT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$a `,` $b `,` $c attr-dict `:` type($result)");
    }

    /** Float unary ops ({@code %r = math.sqrt %x : f64}). */
    public interface FloatUnaryOp extends OpView {
        default Value operand() { return op().operand(0); }
        default Value result() { return op().result(0); }
    }

    // %r = math.sqrt %x : f64
    public record SqrtOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.sqrt");
    }
    // %r = math.absf %x : f64
    public record AbsfOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.absf");
    }
    // %r = math.ceil %x : f64
    public record CeilOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.ceil");
    }
    // %r = math.floor %x : f64
    public record FloorOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.floor");
    }
    // %r = math.exp %x : f64
    public record ExpOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.exp");
    }
    // %r = math.log %x : f64
    public record LogOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.log");
    }
    // %r = math.sin %x : f64
    public record SinOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.sin");
    }
    // %r = math.cos %x : f64
    public record CosOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.cos");
    }
    // %r = math.tan %x : f64
    public record TanOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.tan");
    }
    // %r = math.round %x : f64
    public record RoundOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.round");
    }
    // %r = math.trunc %x : f64
    public record TruncOp(Operation op) implements FloatUnaryOp {
        public static final OpDef DEF = MathDialect.floatUnary("math.trunc");
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
        public static final OpDef DEF = MathDialect.floatBinary("math.powf");
    }
    // %r = math.atan2 %x, %y : f64
    public record Atan2Op(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = MathDialect.floatBinary("math.atan2");
    }
    // %r = math.copysign %x, %y : f64
    public record CopysignOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = MathDialect.floatBinary("math.copysign");
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
        public static final OpDef DEF = MathDialect.intUnary("math.ctlz");
    }
    // %r = math.cttz %x : i32
    public record CttzOp(Operation op) implements IntUnaryOp {
        public static final OpDef DEF = MathDialect.intUnary("math.cttz");
    }
    // %r = math.ctpop %x : i32
    public record CtpopOp(Operation op) implements IntUnaryOp {
        public static final OpDef DEF = MathDialect.intUnary("math.ctpop");
    }
    /** The declarations of the IntUnaryOp family, in registration order. */
    public static final List<OpDef> INT_UNARY_OPS = List.of(CtlzOp.DEF, CttzOp.DEF, CtpopOp.DEF);
}
