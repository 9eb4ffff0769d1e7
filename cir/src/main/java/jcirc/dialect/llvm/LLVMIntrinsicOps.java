package jcirc.dialect.llvm;

import jcirc.ir.Attribute;
import jcirc.ir.OpDef;
import jcirc.ir.Trait;

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

    /** Unary float intrinsics: {@code llvm.intr.<name>(%x) : (T) -> T}. */
    public static final List<String> FLOAT_UNARY = List.of("sqrt", "fabs", "floor", "ceil", "trunc", "round", "roundeven",
            "rint", "nearbyint", "sin", "cos", "exp", "exp2", "log", "log2", "log10");
    /** Binary float intrinsics. */
    public static final List<String> FLOAT_BINARY = List.of("copysign", "pow", "maxnum", "minnum");
    /** Ternary float intrinsics. */
    public static final List<String> FLOAT_TERNARY = List.of("fma", "fmuladd");
    /** Binary integer intrinsics (MLIR's arith.maxsi & co. lower to these). */
    public static final List<String> INT_BINARY = List.of("smax", "smin", "umax", "umin");

    private static final String FORMAT = "`(` operands `)` attr-dict `:` functional-type(operands, results)";

    static void register() {
        for (String n : FLOAT_UNARY) floatOp(n, 1);
        for (String n : FLOAT_BINARY) floatOp(n, 2);
        for (String n : FLOAT_TERNARY) floatOp(n, 3);
        for (String n : INT_BINARY)
            OpDef.op("llvm.intr." + n).operand("a", LLVM_INT_LIKE).operand("b", LLVM_INT_LIKE).result("res", LLVM_INT_LIKE)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT).register();
        OpDef.op("llvm.intr.ctpop").operand("in", LLVM_INT_LIKE).result("res", LLVM_INT_LIKE)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT).register();
        // ctlz/cttz/abs: the i1 immediate is an attribute (MLIR 19) and, as upstream 19, no custom syntax
        // (generic form: "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32); a BoolAttr when built, the
        // i1 IntegerAttr the parser makes of `false`/`true` (MLIR's BoolAttr is an i1 IntegerAttr) when read
        for (String n : List.of("ctlz", "cttz"))
            OpDef.op("llvm.intr." + n).operand("in", LLVM_INT_LIKE).attr("is_zero_poison", Attribute.class).result("res", LLVM_INT_LIKE)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).register();
        OpDef.op("llvm.intr.abs").operand("in", LLVM_INT_LIKE).attr("is_int_min_poison", Attribute.class).result("res", LLVM_INT_LIKE)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).register();
    }

    private static void floatOp(String name, int arity) {
        OpDef d = OpDef.op("llvm.intr." + name);
        for (String o : List.of("a", "b", "c").subList(0, arity)) d.operand(arity == 1 ? "in" : o, LLVM_FLOAT_LIKE);
        d.result("res", LLVM_FLOAT_LIKE).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE).format(FORMAT).register();
    }
}
