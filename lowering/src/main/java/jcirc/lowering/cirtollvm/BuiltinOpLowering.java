package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.math.MathOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.List;
import java.util.Map;

/** The ops of compiler builtins: fabs, byte swap and bit counting, as upstream math/llvm intrinsic ops. */
final class BuiltinOpLowering {
    private final LoweringContext cx;
    private final ArithLowering arith;

    BuiltinOpLowering(LoweringContext cx, ArithLowering arith) { this.cx = cx; this.arith = arith; }

    // %r = cir.fabs %x : !cir.float  →  %r = math.absf %x : f32
    void fabs(Operation op) {
        cx.at(op);
        cx.replace(op, MathOps.AbsfOp.create(cx.b, new CirOps.FabsOp(op).src(), cx.convert(cx.cirType(op.result()))).result());
    }

    // %r = cir.bswap(%x : !u32i) : !u32i  →  %r = llvm.intr.bswap(%x) : (i32) -> i32
    void bswap(Operation op) {
        cx.at(op);
        cx.replace(op, LLVMOps.IntrBswapOp.create(cx.b, new CirOps.BswapOp(op).input(), cx.convert(cx.cirType(op.result()))).res());
    }

    // %r = cir.bit.clz(%x : !u64i) : !s32i  →  %c = math.ctlz %x : i64;  %r = arith.trunci %c : i64 to i32
    //   (cir.bit.ctz → math.cttz, cir.bit.popcount → math.ctpop)
    void bitCount(Operation op) {
        record Count(String name, Value input) {}
        Count count = switch (op.view()) {
            case CirOps.BitClzOp c -> new Count(MathOps.CtlzOp.NAME, c.input());
            case CirOps.BitCtzOp c -> new Count(MathOps.CttzOp.NAME, c.input());
            case CirOps.BitPopcountOp c -> new Count(MathOps.CtpopOp.NAME, c.input());
            default -> throw new jcirc.ir.pass.PassFailure(op, "not a bit-count op");
        };
        cx.at(op);
        Type in = cx.convert(cx.operandType(op, 0)), out = cx.convert(cx.cirType(op.result()));
        Value c = cx.create(count.name(), List.of(count.input()), in, Map.of());
        cx.replace(op, arith.resize(c, in, out, false));
    }
}
