package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Value;

import java.util.List;

/**
 * {@code -fnon-call-exceptions}: an integer division or remainder may trap, and the trap (SIGFPE on
 * x86-64) is part of the program's behaviour, as in gcc. LLVM treats division by zero as undefined
 * and folds {@code 0 / 0} of two never-written statics away (torture 20101011-1); so under the flag
 * the divisor passes through an empty asm that LLVM cannot see into, and the {@code idiv} stays:
 *
 * <pre>
 * k = i / j;   ->  %n = cir.asm(x86_att, "", "=r,0") (%i : !s32i) -> !s32i
 *                  %d = cir.asm(x86_att, "", "=r,0") (%j : !s32i) -> !s32i
 *                  %q = cir.binop(div, %n, %d) : !s32i
 * </pre>
 * Both operands: LLVM folds {@code 0 / x} to 0 (x is not 0, or the program is undefined) as well.
 */
final class TrappingDivision {
    private TrappingDivision() {}

    /** {@code a kind c} (div or rem) with both operands opaque to the optimizer. */
    static Value emit(CIRGenBuilder b, String kind, Value a, Value c) {
        return b.binop(kind, opaque(b, a), opaque(b, c));
    }

    private static Value opaque(CIRGenBuilder b, Value v) {
        return CirOps.AsmOp.create(b, List.of(v), List.of(v.type()), CIRGenBuilder.attrs(
                "asm_string", BuiltinAttrs.str(""),
                "constraints", BuiltinAttrs.str("=r,0"))).op().result(0);
    }
}
