package jcirc.lowering.tollvm;

import jcirc.dialect.builtin.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-math-to-llvm}, as MLIR's: math ops with an LLVM intrinsic become that intrinsic.
 * <pre>
 *   %r = math.sqrt %x : f64    →  %r = llvm.intr.sqrt(%x) : (f64) -> f64
 *   %r = math.absf %x : f32    →  %r = llvm.intr.fabs(%x) : (f32) -> f32
 *   %r = math.ctlz %x : i32    →  %r = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (i32) -> i32   (math.ctlz is defined for 0)
 *   %r = math.absi %x : i32    →  %r = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i32) -> i32
 * </pre>
 * Math ops without an intrinsic ({@code tan}, {@code atan2}, ...) are left to {@code convert-math-to-libm}.
 */
public final class ConvertMathToLLVMPass implements Pass {
    public static final String NAME = "convert-math-to-llvm";

    @Override public String name() { return NAME; }

    /** math op → llvm intrinsic op with the same operands and result. */
    static final Map<String, String> INTRINSICS = Map.ofEntries(
            Map.entry("math.sqrt", "llvm.intr.sqrt"), Map.entry("math.absf", "llvm.intr.fabs"), Map.entry("math.fma", "llvm.intr.fma"),
            Map.entry("math.floor", "llvm.intr.floor"), Map.entry("math.ceil", "llvm.intr.ceil"), Map.entry("math.trunc", "llvm.intr.trunc"),
            Map.entry("math.round", "llvm.intr.round"), Map.entry("math.roundeven", "llvm.intr.roundeven"),
            Map.entry("math.copysign", "llvm.intr.copysign"), Map.entry("math.sin", "llvm.intr.sin"), Map.entry("math.cos", "llvm.intr.cos"),
            Map.entry("math.exp", "llvm.intr.exp"), Map.entry("math.exp2", "llvm.intr.exp2"), Map.entry("math.log", "llvm.intr.log"),
            Map.entry("math.log2", "llvm.intr.log2"), Map.entry("math.log10", "llvm.intr.log10"), Map.entry("math.powf", "llvm.intr.pow"),
            Map.entry("math.ctpop", "llvm.intr.ctpop"));

    @Override public void run(Operation module) {
        for (Operation op : collect(module, "math.")) {
            String to = INTRINSICS.get(op.name());
            if (to != null) { replace(op, to, Map.of()); continue; }
            switch (op.name()) {
                case "math.ctlz", "math.cttz" ->
                        replace(op, "llvm.intr." + op.name().substring(5), Map.of("is_zero_poison", new BuiltinAttrs.BoolAttr(false)));
                case "math.absi" -> replace(op, "llvm.intr.abs", Map.of("is_int_min_poison", new BuiltinAttrs.BoolAttr(false)));
                default -> {
                    if (!ConvertMathToLibmPass.FUNCTIONS.containsKey(op.name()))
                        throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
                }
            }
        }
    }

}
