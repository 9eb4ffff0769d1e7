package jcirc.backend.llvm;

import java.util.Map;

/** The one-to-one op -> LLVM instruction tables (arith and llvm dialect spellings of the same instruction). */
final class OpTables {
    private OpTables() {}

    /** {@code %r = arith.addi %a, %b : i32} / {@code llvm.add} => {@code %r = add i32 %a, %b}. */
    static final Map<String, String> BINARY = Map.ofEntries(
            Map.entry("arith.addi", "add"), Map.entry("arith.subi", "sub"), Map.entry("arith.muli", "mul"),
            Map.entry("arith.divsi", "sdiv"), Map.entry("arith.divui", "udiv"),
            Map.entry("arith.remsi", "srem"), Map.entry("arith.remui", "urem"),
            Map.entry("arith.andi", "and"), Map.entry("arith.ori", "or"), Map.entry("arith.xori", "xor"),
            Map.entry("arith.shli", "shl"), Map.entry("arith.shrsi", "ashr"), Map.entry("arith.shrui", "lshr"),
            Map.entry("arith.addf", "fadd"), Map.entry("arith.subf", "fsub"), Map.entry("arith.mulf", "fmul"),
            Map.entry("arith.divf", "fdiv"), Map.entry("arith.remf", "frem"),
            Map.entry("llvm.add", "add"), Map.entry("llvm.sub", "sub"), Map.entry("llvm.mul", "mul"),
            Map.entry("llvm.sdiv", "sdiv"), Map.entry("llvm.udiv", "udiv"),
            Map.entry("llvm.srem", "srem"), Map.entry("llvm.urem", "urem"),
            Map.entry("llvm.and", "and"), Map.entry("llvm.or", "or"), Map.entry("llvm.xor", "xor"),
            Map.entry("llvm.shl", "shl"), Map.entry("llvm.ashr", "ashr"), Map.entry("llvm.lshr", "lshr"),
            Map.entry("llvm.fadd", "fadd"), Map.entry("llvm.fsub", "fsub"), Map.entry("llvm.fmul", "fmul"),
            Map.entry("llvm.fdiv", "fdiv"), Map.entry("llvm.frem", "frem"));

    /** {@code %r = arith.extsi %a : i32 to i64} / {@code llvm.sext} => {@code %r = sext i32 %a to i64}. */
    static final Map<String, String> CAST = Map.ofEntries(
            Map.entry("arith.extsi", "sext"), Map.entry("arith.extui", "zext"), Map.entry("arith.trunci", "trunc"),
            Map.entry("arith.sitofp", "sitofp"), Map.entry("arith.uitofp", "uitofp"),
            Map.entry("arith.fptosi", "fptosi"), Map.entry("arith.fptoui", "fptoui"),
            Map.entry("arith.extf", "fpext"), Map.entry("arith.truncf", "fptrunc"), Map.entry("arith.bitcast", "bitcast"),
            Map.entry("llvm.sext", "sext"), Map.entry("llvm.zext", "zext"), Map.entry("llvm.trunc", "trunc"),
            Map.entry("llvm.sitofp", "sitofp"), Map.entry("llvm.uitofp", "uitofp"),
            Map.entry("llvm.fptosi", "fptosi"), Map.entry("llvm.fptoui", "fptoui"),
            Map.entry("llvm.fpext", "fpext"), Map.entry("llvm.fptrunc", "fptrunc"), Map.entry("llvm.bitcast", "bitcast"),
            Map.entry("llvm.ptrtoint", "ptrtoint"), Map.entry("llvm.inttoptr", "inttoptr"),
            Map.entry("llvm.addrspacecast", "addrspacecast"));

    /**
     * Float intrinsics overloaded on their (first operand's) type: {@code math.sqrt %x : f64} /
     * {@code llvm.intr.sqrt} => {@code call double @llvm.sqrt.f64(double %x)}.
     */
    static final Map<String, String> FLOAT_INTRINSICS = Map.ofEntries(
            Map.entry("math.sqrt", "sqrt"), Map.entry("math.absf", "fabs"), Map.entry("math.fma", "fma"),
            Map.entry("math.floor", "floor"), Map.entry("math.ceil", "ceil"), Map.entry("math.trunc", "trunc"),
            Map.entry("math.round", "round"), Map.entry("math.roundeven", "roundeven"), Map.entry("math.copysign", "copysign"),
            Map.entry("math.sin", "sin"), Map.entry("math.cos", "cos"), Map.entry("math.exp", "exp"), Map.entry("math.exp2", "exp2"),
            Map.entry("math.log", "log"), Map.entry("math.log2", "log2"), Map.entry("math.log10", "log10"),
            Map.entry("math.powf", "pow"), Map.entry("math.ctpop", "ctpop"),
            Map.entry("arith.maxnumf", "maxnum"), Map.entry("arith.minnumf", "minnum"),
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
            Map.entry("llvm.intr.bitreverse", "bitreverse"));

    /** {@code math.tan %x : f64} => {@code call double @tan(double %x)} (libm; suffix f for float, l for x86_fp80). */
    static final Map<String, String> LIBM = Map.ofEntries(
            Map.entry("math.tan", "tan"), Map.entry("math.atan", "atan"), Map.entry("math.atan2", "atan2"),
            Map.entry("math.tanh", "tanh"), Map.entry("math.asin", "asin"), Map.entry("math.acos", "acos"),
            Map.entry("math.sinh", "sinh"), Map.entry("math.cosh", "cosh"), Map.entry("math.cbrt", "cbrt"),
            Map.entry("math.erf", "erf"), Map.entry("math.expm1", "expm1"), Map.entry("math.log1p", "log1p"));
}
