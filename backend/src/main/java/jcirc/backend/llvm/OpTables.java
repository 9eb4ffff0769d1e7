package jcirc.backend.llvm;

import java.util.Map;

/** The one-to-one llvm dialect op -> LLVM instruction tables (arith, func, cf and math reach the writer converted: docs/backend.md). */
final class OpTables {
    private OpTables() {}

    /** {@code %r = llvm.add %a, %b : i32} => {@code %r = add i32 %a, %b}. */
    static final Map<String, String> BINARY = Map.ofEntries(
            Map.entry("llvm.add", "add"), Map.entry("llvm.sub", "sub"), Map.entry("llvm.mul", "mul"),
            Map.entry("llvm.sdiv", "sdiv"), Map.entry("llvm.udiv", "udiv"),
            Map.entry("llvm.srem", "srem"), Map.entry("llvm.urem", "urem"),
            Map.entry("llvm.and", "and"), Map.entry("llvm.or", "or"), Map.entry("llvm.xor", "xor"),
            Map.entry("llvm.shl", "shl"), Map.entry("llvm.ashr", "ashr"), Map.entry("llvm.lshr", "lshr"),
            Map.entry("llvm.fadd", "fadd"), Map.entry("llvm.fsub", "fsub"), Map.entry("llvm.fmul", "fmul"),
            Map.entry("llvm.fdiv", "fdiv"), Map.entry("llvm.frem", "frem"));

    /** {@code %r = llvm.sext %a : i32 to i64} => {@code %r = sext i32 %a to i64}. */
    static final Map<String, String> CAST = Map.ofEntries(
            Map.entry("llvm.sext", "sext"), Map.entry("llvm.zext", "zext"), Map.entry("llvm.trunc", "trunc"),
            Map.entry("llvm.sitofp", "sitofp"), Map.entry("llvm.uitofp", "uitofp"),
            Map.entry("llvm.fptosi", "fptosi"), Map.entry("llvm.fptoui", "fptoui"),
            Map.entry("llvm.fpext", "fpext"), Map.entry("llvm.fptrunc", "fptrunc"), Map.entry("llvm.bitcast", "bitcast"),
            Map.entry("llvm.ptrtoint", "ptrtoint"), Map.entry("llvm.inttoptr", "inttoptr"),
            Map.entry("llvm.addrspacecast", "addrspacecast"));

    /**
     * Intrinsics overloaded on their result type: {@code llvm.intr.sqrt(%x) : (f64) -> f64}
     * => {@code call double @llvm.sqrt.f64(double %x)}; {@code llvm.intr.smax} => {@code @llvm.smax.i32}.
     */
    static final Map<String, String> OVERLOADED_INTRINSICS = Map.ofEntries(
            Map.entry("llvm.intr.sqrt", "sqrt"), Map.entry("llvm.intr.fabs", "fabs"), Map.entry("llvm.intr.fma", "fma"),
            Map.entry("llvm.intr.fmuladd", "fmuladd"),
            Map.entry("llvm.intr.floor", "floor"), Map.entry("llvm.intr.ceil", "ceil"), Map.entry("llvm.intr.trunc", "trunc"),
            Map.entry("llvm.intr.round", "round"), Map.entry("llvm.intr.roundeven", "roundeven"),
            Map.entry("llvm.intr.rint", "rint"), Map.entry("llvm.intr.nearbyint", "nearbyint"),
            Map.entry("llvm.intr.copysign", "copysign"), Map.entry("llvm.intr.sin", "sin"), Map.entry("llvm.intr.cos", "cos"),
            Map.entry("llvm.intr.exp", "exp"), Map.entry("llvm.intr.exp2", "exp2"), Map.entry("llvm.intr.log", "log"),
            Map.entry("llvm.intr.log2", "log2"), Map.entry("llvm.intr.log10", "log10"), Map.entry("llvm.intr.pow", "pow"),
            Map.entry("llvm.intr.maxnum", "maxnum"), Map.entry("llvm.intr.minnum", "minnum"),
            Map.entry("llvm.intr.ctpop", "ctpop"), Map.entry("llvm.intr.bswap", "bswap"),
            Map.entry("llvm.intr.bitreverse", "bitreverse"),
            Map.entry("llvm.intr.smax", "smax"), Map.entry("llvm.intr.smin", "smin"),
            Map.entry("llvm.intr.umax", "umax"), Map.entry("llvm.intr.umin", "umin"));
}
