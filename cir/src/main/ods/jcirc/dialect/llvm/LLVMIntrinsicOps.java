package jcirc.dialect.llvm;

import jcirc.ir.*;

import java.util.List;

import static jcirc.dialect.arith.UpstreamConstraints.LLVM_FLOAT_LIKE;
import static jcirc.dialect.arith.UpstreamConstraints.LLVM_INT_LIKE;

/**
 * The {@code llvm.intr.*} ops that {@code convert-math-to-llvm} and {@code convert-arith-to-llvm}
 * produce (upstream's names and operand names), all printed as upstream does:
 * <pre>
 *   %r = llvm.intr.sqrt(%x) : (f64) -> f64                     (float: one result, operands of its type)
 *   %r = llvm.intr.smax(%a, %b) : (i32, i32) -> i32            (integer min/max, ctpop)
 *   %r = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32  (generic, as MLIR 19; also cttz; abs: is_int_min_poison)
 * </pre>
 */
public final class LLVMIntrinsicOps {
    private LLVMIntrinsicOps() {}

    private static final String FORMAT = "`(` operands `)` attr-dict `:` functional-type(operands, results)";

    static void register() {
        for (OpDef d : ALL) d.register();
    }

    /** Float intrinsics of one, two or three operands of the result's type. */
    static OpDef floatUnary(String name) {
        return OpDef.op(name).operand("in", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT);
    }
    static OpDef floatBinary(String name) {
        return OpDef.op(name).operand("a", LLVM_FLOAT_LIKE).operand("b", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT);
    }
    static OpDef floatTernary(String name) {
        return OpDef.op(name).operand("a", LLVM_FLOAT_LIKE).operand("b", LLVM_FLOAT_LIKE).operand("c", LLVM_FLOAT_LIKE)
                .result("res", LLVM_FLOAT_LIKE).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT);
    }
    /** Binary integer intrinsics (MLIR's arith.maxsi & co. lower to these). */
    static OpDef intBinary(String name) {
        return OpDef.op(name).operand("a", LLVM_INT_LIKE).operand("b", LLVM_INT_LIKE).result("res", LLVM_INT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT);
    }
    /**
     * ctlz/cttz: the i1 immediate is an attribute (MLIR 19) and, as upstream 19, there is no custom syntax
     * (generic form: "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32); a BoolAttr when built, the
     * i1 IntegerAttr the parser makes of `false`/`true` (MLIR's BoolAttr is an i1 IntegerAttr) when read.
     */
    static OpDef bitCount(String name) {
        return OpDef.op(name).operand("in", LLVM_INT_LIKE).attr("is_zero_poison", Attribute.class).result("res", LLVM_INT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
    }

    // %r = llvm.intr.sqrt(%x) : (f64) -> f64
    public record IntrSqrtOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.sqrt"); }
    // %r = llvm.intr.fabs(%x) : (f64) -> f64
    public record IntrFabsOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.fabs"); }
    // %r = llvm.intr.floor(%x) : (f64) -> f64
    public record IntrFloorOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.floor"); }
    // %r = llvm.intr.ceil(%x) : (f64) -> f64
    public record IntrCeilOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.ceil"); }
    // %r = llvm.intr.trunc(%x) : (f64) -> f64
    public record IntrTruncOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.trunc"); }
    // %r = llvm.intr.round(%x) : (f64) -> f64
    public record IntrRoundOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.round"); }
    // %r = llvm.intr.roundeven(%x) : (f64) -> f64
    public record IntrRoundevenOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.roundeven"); }
    // %r = llvm.intr.rint(%x) : (f64) -> f64
    public record IntrRintOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.rint"); }
    // %r = llvm.intr.nearbyint(%x) : (f64) -> f64
    public record IntrNearbyintOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.nearbyint"); }
    // %r = llvm.intr.sin(%x) : (f64) -> f64
    public record IntrSinOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.sin"); }
    // %r = llvm.intr.cos(%x) : (f64) -> f64
    public record IntrCosOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.cos"); }
    // %r = llvm.intr.exp(%x) : (f64) -> f64
    public record IntrExpOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.exp"); }
    // %r = llvm.intr.exp2(%x) : (f64) -> f64
    public record IntrExp2Op(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.exp2"); }
    // %r = llvm.intr.log(%x) : (f64) -> f64
    public record IntrLogOp(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.log"); }
    // %r = llvm.intr.log2(%x) : (f64) -> f64
    public record IntrLog2Op(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.log2"); }
    // %r = llvm.intr.log10(%x) : (f64) -> f64
    public record IntrLog10Op(Operation op) implements OpView { public static final OpDef DEF = floatUnary("llvm.intr.log10"); }
    // %r = llvm.intr.copysign(%a, %b) : (f64, f64) -> f64
    public record IntrCopysignOp(Operation op) implements OpView { public static final OpDef DEF = floatBinary("llvm.intr.copysign"); }
    // %r = llvm.intr.pow(%a, %b) : (f64, f64) -> f64
    public record IntrPowOp(Operation op) implements OpView { public static final OpDef DEF = floatBinary("llvm.intr.pow"); }
    // %r = llvm.intr.maxnum(%a, %b) : (f64, f64) -> f64
    public record IntrMaxnumOp(Operation op) implements OpView { public static final OpDef DEF = floatBinary("llvm.intr.maxnum"); }
    // %r = llvm.intr.minnum(%a, %b) : (f64, f64) -> f64
    public record IntrMinnumOp(Operation op) implements OpView { public static final OpDef DEF = floatBinary("llvm.intr.minnum"); }
    // %r = llvm.intr.fma(%a, %b, %c) : (f64, f64, f64) -> f64
    public record IntrFmaOp(Operation op) implements OpView { public static final OpDef DEF = floatTernary("llvm.intr.fma"); }
    // %r = llvm.intr.fmuladd(%a, %b, %c) : (f64, f64, f64) -> f64
    public record IntrFmuladdOp(Operation op) implements OpView { public static final OpDef DEF = floatTernary("llvm.intr.fmuladd"); }
    // %r = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    public record IntrSmaxOp(Operation op) implements OpView { public static final OpDef DEF = intBinary("llvm.intr.smax"); }
    // %r = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
    public record IntrSminOp(Operation op) implements OpView { public static final OpDef DEF = intBinary("llvm.intr.smin"); }
    // %r = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
    public record IntrUmaxOp(Operation op) implements OpView { public static final OpDef DEF = intBinary("llvm.intr.umax"); }
    // %r = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    public record IntrUminOp(Operation op) implements OpView { public static final OpDef DEF = intBinary("llvm.intr.umin"); }
    // %r = llvm.intr.ctpop(%x) : (i32) -> i32
    public record IntrCtpopOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.ctpop").operand("in", LLVM_INT_LIKE).result("res", LLVM_INT_LIKE)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT);
    }
    // %r = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32
    public record IntrCtlzOp(Operation op) implements OpView { public static final OpDef DEF = bitCount("llvm.intr.ctlz"); }
    // %r = "llvm.intr.cttz"(%x) <{is_zero_poison = false}> : (i32) -> i32
    public record IntrCttzOp(Operation op) implements OpView { public static final OpDef DEF = bitCount("llvm.intr.cttz"); }
    // %r = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i32) -> i32
    public record IntrAbsOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.abs").operand("in", LLVM_INT_LIKE).attr("is_int_min_poison", Attribute.class)
             .result("res", LLVM_INT_LIKE).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
    }

    /** Every op of this class, in registration order. */
    static final List<OpDef> ALL = List.of(
            IntrSqrtOp.DEF, IntrFabsOp.DEF, IntrFloorOp.DEF, IntrCeilOp.DEF, IntrTruncOp.DEF,
            IntrRoundOp.DEF, IntrRoundevenOp.DEF, IntrRintOp.DEF, IntrNearbyintOp.DEF, IntrSinOp.DEF,
            IntrCosOp.DEF, IntrExpOp.DEF, IntrExp2Op.DEF, IntrLogOp.DEF, IntrLog2Op.DEF,
            IntrLog10Op.DEF, IntrCopysignOp.DEF, IntrPowOp.DEF, IntrMaxnumOp.DEF, IntrMinnumOp.DEF,
            IntrFmaOp.DEF, IntrFmuladdOp.DEF, IntrSmaxOp.DEF, IntrSminOp.DEF, IntrUmaxOp.DEF,
            IntrUminOp.DEF, IntrCtpopOp.DEF, IntrCtlzOp.DEF, IntrCttzOp.DEF, IntrAbsOp.DEF);
}
