package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.Map;

/**
 * Facts C guarantees that {@code convert-cir-to-llvm} passes on to LLVM, as clang-19 does
 * (docs/performance.md lists each with its FileCheck test):
 * <ul>
 *   <li>{@code nsw} on signed {@code int}/{@code long} add, sub, mul, negation, {@code ++}/{@code --}
 *       (C 6.5p5: signed overflow is undefined), unless the module has {@code jcirc.fwrapv};
 *       never on narrower types (char/short arithmetic written at its own width is a promoted
 *       operation whose truncation is defined), {@code __int128}, vectors or unsigned types;</li>
 *   <li>{@code inbounds} on the getelementptr of {@code p + i}, {@code a[i]} and {@code s->m} (C 6.5.6p8:
 *       pointer arithmetic stays inside the array object), except over a null or integer-made
 *       base ({@code &((struct S *)0)->m}, the offsetof idiom: LLVM makes a non-zero inbounds
 *       offset from null poison);</li>
 *   <li>{@code exact} on the division of a {@code cir.ptr_diff} by the element size (C 6.5.6p9: both
 *       pointers point into the same array); not on CIRGen's {@code p - q}, a sub and div of two
 *       {@code ptr_to_int} casts that look like C's {@code ((long)p - (long)q) / n}.</li>
 * </ul>
 */
final class LlvmFacts {
    /** Module attribute the driver sets for {@code -fwrapv} (and {@code -ftrapv}: no overflow facts). */
    static final String WRAPV = "jcirc.fwrapv";

    private final boolean wrapv;

    LlvmFacts(Operation module) { this.wrapv = module.hasAttr(WRAPV); }

    /** {@code #arith.overflow<nsw>}, as upstream's arith prints it in an attribute dictionary. */
    static Attribute nsw() { return new BuiltinAttrs.EnumAttr("arith", "overflow", "nsw"); }

    /**
     * The attributes of an integer add/sub/mul on cir type {@code t}: {@code overflowFlags = nsw} for a
     * scalar signed type of 32 or 64 bits (C's int, long, long long) without -fwrapv; none otherwise.
     */
    Map<String, Attribute> signedOverflow(Type t) {
        if (wrapv || !(t instanceof CirTypes.IntType it) || !it.signed()) return Map.of();
        if (it.width() != 32 && it.width() != 64) return Map.of();
        return Map.of("overflowFlags", nsw());
    }

    /**
     * Whether a getelementptr from {@code base} may be {@code inbounds}: not when the base is, through
     * other getelementptrs, a null pointer constant or an integer converted to a pointer.
     */
    static boolean inboundsBase(Value base) {
        Value v = base;
        for (int depth = 0; depth < 64; depth++) {
            Operation d = v.definingOp();
            if (d == null) return true;
            switch (d.name()) {
                case LLVMOps.GetelementptrOp.NAME -> v = new LLVMOps.GetelementptrOp(d).base();
                case LLVMOps.MlirZeroOp.NAME, LLVMOps.InttoptrOp.NAME, CirOps.ConstOp.NAME -> { return false; }
                case CirOps.CastOp.NAME -> {
                    if (!"bitcast".equals(LoweringContext.kind(d))) return false;
                    v = new CirOps.CastOp(d).src();
                }
                case jcirc.dialect.builtin.BuiltinDialect.UNREALIZED_CAST -> v = d.operand(0);
                default -> { return true; }
            }
        }
        return false;
    }

    /** {@code llvm.getelementptr} attributes: {@code inbounds} when {@link #inboundsBase} allows it. */
    static void markInbounds(Value gep, Value base) {
        if (inboundsBase(base) && gep.definingOp() != null && LLVMOps.GetelementptrOp.isa(gep.definingOp()))
            gep.definingOp().setAttr("inbounds", BuiltinAttrs.UNIT);
    }

    static boolean isPtrToInt(Value v) {
        Operation d = v.definingOp();
        return d != null && LLVMOps.PtrtointOp.isa(d);
    }
}
