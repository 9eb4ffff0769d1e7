package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bitfield reads and writes: the storage unit is loaded, shifted and masked with arith ops.
 * A field of {@code size} bits at bit {@code offset} of an S-bit storage unit.
 */
final class BitfieldLowering {
    private final LoweringContext cx;
    private final ArithLowering arith;

    BitfieldLowering(LoweringContext cx, ArithLowering arith) { this.cx = cx; this.arith = arith; }

    // %v = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    //   → %s = llvm.load %p : i16;  signed: %v = shrsi (shli %s, 16-3-4), 16-4;  unsigned: andi (shrui %s, 3), 0xF;  then extsi/extui/trunci
    void get(Operation op) {
        CirAttrs.BitfieldInfoAttr bf = info(op);
        Type st = cx.convert(bf.storageType());
        int s = LoweringContext.widthOf(st);
        cx.at(op);
        Value raw = LLVMOps.LoadOp.create(cx.b, new CirOps.GetBitfieldOp(op).addr(), st, memAttrs(op, bf.storageType())).res();
        Value field = extract(raw, s, (int) bf.offset(), (int) bf.size(), bf.isSigned());
        Type rt = cx.cirType(op.result());
        cx.replace(op, arith.resize(field, st, cx.convert(rt), bf.isSigned()));
    }

    // %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %v : !s32i) bitfield(...) -> !s32i
    //   → %s = llvm.load %p; %n = ori (andi %s, ~(mask << off)), (shli (andi %v', mask), off); llvm.store %n, %p
    //     %r = the stored field value read back (sign- or zero-extended)
    void set(Operation op) {
        CirAttrs.BitfieldInfoAttr bf = info(op);
        Type st = cx.convert(bf.storageType());
        int s = LoweringContext.widthOf(st), off = (int) bf.offset(), size = (int) bf.size();
        cx.at(op);
        CirOps.SetBitfieldOp set = new CirOps.SetBitfieldOp(op);
        Value src = set.src();
        Type srcT = cx.operandType(op, 1);
        Value v = arith.resize(src, cx.convert(srcT), st, false);
        BigInteger mask = BigInteger.ONE.shiftLeft(size).subtract(BigInteger.ONE);
        Value masked = ArithOps.AndiOp.create(cx.b, v, cx.intConst(mask, s), st).result();
        Value shifted = off == 0 ? masked : ArithOps.ShliOp.create(cx.b, masked, cx.intConst(off, s), st).result();
        Value old = LLVMOps.LoadOp.create(cx.b, set.addr(), st, memAttrs(op, bf.storageType())).res();
        BigInteger keep = BigInteger.ONE.shiftLeft(s).subtract(BigInteger.ONE).xor(mask.shiftLeft(off));
        Value cleared = ArithOps.AndiOp.create(cx.b, old, cx.intConst(keep, s), st).result();
        Value merged = ArithOps.OriOp.create(cx.b, cleared, shifted, st).result();
        LLVMOps.StoreOp.create(cx.b, merged, set.addr(), memAttrs(op, bf.storageType()));
        Value readBack = extract(masked, s, 0, size, bf.isSigned());
        cx.replace(op, arith.resize(readBack, st, cx.convert(cx.cirType(op.result())), bf.isSigned()));
    }

    /** The {@code size}-bit field at {@code offset} of an {@code s}-bit value, sign- or zero-extended to s bits. */
    private Value extract(Value raw, int s, int offset, int size, boolean signed) {
        Type t = BuiltinTypes.i(s);
        if (signed) {
            int left = s - offset - size;
            Value v = left == 0 ? raw : ArithOps.ShliOp.create(cx.b, raw, cx.intConst(left, s), t).result();
            int right = s - size;
            return right == 0 ? v : ArithOps.ShrsiOp.create(cx.b, v, cx.intConst(right, s), t).result();
        }
        Value v = offset == 0 ? raw : ArithOps.ShruiOp.create(cx.b, raw, cx.intConst(offset, s), t).result();
        if (offset + size == s) return v;
        return ArithOps.AndiOp.create(cx.b, v, cx.intConst(BigInteger.ONE.shiftLeft(size).subtract(BigInteger.ONE), s), t).result();
    }

    private Map<String, Attribute> memAttrs(Operation op, Type storage) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        m.put("alignment", BuiltinAttrs.i64(CirOpAccess.intAttr(op, "alignment", cx.types.dataLayout().alignOf(storage))));
        if (op.hasAttr("is_volatile")) m.put("volatile_", BuiltinAttrs.UNIT);
        return m;
    }

    private static CirAttrs.BitfieldInfoAttr info(Operation op) {
        if (!(op.attr("bitfield_info") instanceof CirAttrs.BitfieldInfoAttr bf) || !(bf.storageType() instanceof CirTypes.IntType))
            throw new PassFailure(op, "bitfield op without bitfield_info over an integer storage type");
        return bf;
    }
}
