package jcirc.backend.llvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMIntrinsicOps;
import java.util.Map;

/** The one-to-one llvm dialect op -> LLVM instruction tables (arith, func, cf and math reach the writer converted: docs/backend.md). */
final class OpTables {
    private OpTables() {}

    /** {@code %r = llvm.add %a, %b : i32} => {@code %r = add i32 %a, %b}. */
    static final Map<String, String> BINARY = Map.ofEntries(
            Map.entry(LLVMOps.AddOp.NAME, "add"), Map.entry(LLVMOps.SubOp.NAME, "sub"), Map.entry(LLVMOps.MulOp.NAME, "mul"),
            Map.entry(LLVMOps.SdivOp.NAME, "sdiv"), Map.entry(LLVMOps.UdivOp.NAME, "udiv"),
            Map.entry(LLVMOps.SremOp.NAME, "srem"), Map.entry(LLVMOps.UremOp.NAME, "urem"),
            Map.entry(LLVMOps.AndOp.NAME, "and"), Map.entry(LLVMOps.OrOp.NAME, "or"), Map.entry(LLVMOps.XorOp.NAME, "xor"),
            Map.entry(LLVMOps.ShlOp.NAME, "shl"), Map.entry(LLVMOps.AshrOp.NAME, "ashr"), Map.entry(LLVMOps.LshrOp.NAME, "lshr"),
            Map.entry(LLVMOps.FaddOp.NAME, "fadd"), Map.entry(LLVMOps.FsubOp.NAME, "fsub"), Map.entry(LLVMOps.FmulOp.NAME, "fmul"),
            Map.entry(LLVMOps.FdivOp.NAME, "fdiv"), Map.entry(LLVMOps.FremOp.NAME, "frem"));

    /** {@code %r = llvm.sext %a : i32 to i64} => {@code %r = sext i32 %a to i64}. */
    static final Map<String, String> CAST = Map.ofEntries(
            Map.entry(LLVMOps.SextOp.NAME, "sext"), Map.entry(LLVMOps.ZextOp.NAME, "zext"), Map.entry(LLVMOps.TruncOp.NAME, "trunc"),
            Map.entry(LLVMOps.SitofpOp.NAME, "sitofp"), Map.entry(LLVMOps.UitofpOp.NAME, "uitofp"),
            Map.entry(LLVMOps.FptosiOp.NAME, "fptosi"), Map.entry(LLVMOps.FptouiOp.NAME, "fptoui"),
            Map.entry(LLVMOps.FpextOp.NAME, "fpext"), Map.entry(LLVMOps.FptruncOp.NAME, "fptrunc"), Map.entry(LLVMOps.BitcastOp.NAME, "bitcast"),
            Map.entry(LLVMOps.PtrtointOp.NAME, "ptrtoint"), Map.entry(LLVMOps.InttoptrOp.NAME, "inttoptr"),
            Map.entry("llvm.addrspacecast", "addrspacecast"));

    /**
     * Intrinsics overloaded on their result type: {@code llvm.intr.sqrt(%x) : (f64) -> f64}
     * => {@code call double @llvm.sqrt.f64(double %x)}; {@code llvm.intr.smax} => {@code @llvm.smax.i32}.
     */
    static final Map<String, String> OVERLOADED_INTRINSICS = Map.ofEntries(
            Map.entry(LLVMIntrinsicOps.IntrSqrtOp.NAME, "sqrt"), Map.entry(LLVMIntrinsicOps.IntrFabsOp.NAME, "fabs"), Map.entry(LLVMIntrinsicOps.IntrFmaOp.NAME, "fma"),
            Map.entry(LLVMIntrinsicOps.IntrFmuladdOp.NAME, "fmuladd"),
            Map.entry(LLVMIntrinsicOps.IntrFloorOp.NAME, "floor"), Map.entry(LLVMIntrinsicOps.IntrCeilOp.NAME, "ceil"), Map.entry(LLVMIntrinsicOps.IntrTruncOp.NAME, "trunc"),
            Map.entry(LLVMIntrinsicOps.IntrRoundOp.NAME, "round"), Map.entry(LLVMIntrinsicOps.IntrRoundevenOp.NAME, "roundeven"),
            Map.entry(LLVMIntrinsicOps.IntrRintOp.NAME, "rint"), Map.entry(LLVMIntrinsicOps.IntrNearbyintOp.NAME, "nearbyint"),
            Map.entry(LLVMIntrinsicOps.IntrCopysignOp.NAME, "copysign"), Map.entry(LLVMIntrinsicOps.IntrSinOp.NAME, "sin"), Map.entry(LLVMIntrinsicOps.IntrCosOp.NAME, "cos"),
            Map.entry(LLVMIntrinsicOps.IntrExpOp.NAME, "exp"), Map.entry(LLVMIntrinsicOps.IntrExp2Op.NAME, "exp2"), Map.entry(LLVMIntrinsicOps.IntrLogOp.NAME, "log"),
            Map.entry(LLVMIntrinsicOps.IntrLog2Op.NAME, "log2"), Map.entry(LLVMIntrinsicOps.IntrLog10Op.NAME, "log10"), Map.entry(LLVMIntrinsicOps.IntrPowOp.NAME, "pow"),
            Map.entry(LLVMIntrinsicOps.IntrMaxnumOp.NAME, "maxnum"), Map.entry(LLVMIntrinsicOps.IntrMinnumOp.NAME, "minnum"),
            Map.entry(LLVMIntrinsicOps.IntrCtpopOp.NAME, "ctpop"), Map.entry(LLVMOps.IntrBswapOp.NAME, "bswap"),
            Map.entry("llvm.intr.bitreverse", "bitreverse"),
            Map.entry(LLVMIntrinsicOps.IntrSmaxOp.NAME, "smax"), Map.entry(LLVMIntrinsicOps.IntrSminOp.NAME, "smin"),
            Map.entry(LLVMIntrinsicOps.IntrUmaxOp.NAME, "umax"), Map.entry(LLVMIntrinsicOps.IntrUminOp.NAME, "umin"));
}
