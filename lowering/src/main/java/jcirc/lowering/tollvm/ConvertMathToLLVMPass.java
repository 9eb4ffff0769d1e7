package jcirc.lowering.tollvm;

import jcirc.dialect.math.MathOps;
import jcirc.dialect.llvm.LLVMIntrinsicOps;
import jcirc.ir.BuiltinAttrs;
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
public final class ConvertMathToLLVMPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-math-to-llvm";

    @Override public String name() { return NAME; }

    /** math op → llvm intrinsic op with the same operands and result. */
    static final Map<String, String> INTRINSICS = Map.ofEntries(
            Map.entry(MathOps.SqrtOp.NAME, LLVMIntrinsicOps.IntrSqrtOp.NAME), Map.entry(MathOps.AbsfOp.NAME, LLVMIntrinsicOps.IntrFabsOp.NAME), Map.entry(MathOps.FmaOp.NAME, LLVMIntrinsicOps.IntrFmaOp.NAME),
            Map.entry(MathOps.FloorOp.NAME, LLVMIntrinsicOps.IntrFloorOp.NAME), Map.entry(MathOps.CeilOp.NAME, LLVMIntrinsicOps.IntrCeilOp.NAME), Map.entry(MathOps.TruncOp.NAME, LLVMIntrinsicOps.IntrTruncOp.NAME),
            Map.entry(MathOps.RoundOp.NAME, LLVMIntrinsicOps.IntrRoundOp.NAME), Map.entry("math.roundeven", LLVMIntrinsicOps.IntrRoundevenOp.NAME),
            Map.entry(MathOps.CopysignOp.NAME, LLVMIntrinsicOps.IntrCopysignOp.NAME), Map.entry(MathOps.SinOp.NAME, LLVMIntrinsicOps.IntrSinOp.NAME), Map.entry(MathOps.CosOp.NAME, LLVMIntrinsicOps.IntrCosOp.NAME),
            Map.entry(MathOps.ExpOp.NAME, LLVMIntrinsicOps.IntrExpOp.NAME), Map.entry("math.exp2", LLVMIntrinsicOps.IntrExp2Op.NAME), Map.entry(MathOps.LogOp.NAME, LLVMIntrinsicOps.IntrLogOp.NAME),
            Map.entry("math.log2", LLVMIntrinsicOps.IntrLog2Op.NAME), Map.entry("math.log10", LLVMIntrinsicOps.IntrLog10Op.NAME), Map.entry(MathOps.PowfOp.NAME, LLVMIntrinsicOps.IntrPowOp.NAME),
            Map.entry(MathOps.CtpopOp.NAME, LLVMIntrinsicOps.IntrCtpopOp.NAME));

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): each op is rewritten in place, so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        for (Operation op : collect(module, "math.")) {
            String to = INTRINSICS.get(op.name());
            if (to != null) { replace(op, to, Map.of()); continue; }
            switch (op.name()) {
                case MathOps.CtlzOp.NAME, MathOps.CttzOp.NAME ->
                        replace(op, "llvm.intr." + op.name().substring(5), Map.of("is_zero_poison", new BuiltinAttrs.BoolAttr(false)));
                case "math.absi" -> replace(op, LLVMIntrinsicOps.IntrAbsOp.NAME, Map.of("is_int_min_poison", new BuiltinAttrs.BoolAttr(false)));
                default -> {
                    if (!ConvertMathToLibmPass.FUNCTIONS.containsKey(op.name()))
                        throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
                }
            }
        }
    }

}
