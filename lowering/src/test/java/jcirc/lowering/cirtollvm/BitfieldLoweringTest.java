package jcirc.lowering.cirtollvm;

import jcirc.ir.Operation;
import jcirc.ir.parse.IrReader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** Bitfield reads and writes, lowered and executed: struct { unsigned a : 3; int b : 4; } in a u16 storage unit. */
class BitfieldLoweringTest {
    private static final String IR = """
            !s32i = !cir.int<s, 32>
            !u16i = !cir.int<u, 16>
            module {
              cir.func @setget(%x: !s32i, %init: !u16i) -> !s32i {
                %p = cir.alloca !u16i, !cir.ptr<!u16i>, ["s"] {alignment = 2 : i64}
                cir.store %init, %p : !u16i, !cir.ptr<!u16i>
                %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %x : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
                %g = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
                %k = cir.const(#cir.int<1000> : !s32i) : !s32i
                %m = cir.binop(mul, %r, %k) : !s32i
                %s = cir.binop(add, %m, %g) : !s32i
                cir.return %s : !s32i
              }
              cir.func @storage(%x: !s32i, %init: !u16i) -> !u16i {
                %p = cir.alloca !u16i, !cir.ptr<!u16i>, ["s"] {alignment = 2 : i64}
                cir.store %init, %p : !u16i, !cir.ptr<!u16i>
                %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %x : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
                %v = cir.load %p : !cir.ptr<!u16i>, !u16i
                cir.return %v : !u16i
              }
              cir.func @unsignedField(%init: !u16i) -> !s32i {
                %p = cir.alloca !u16i, !cir.ptr<!u16i>, ["s"] {alignment = 2 : i64}
                cir.store %init, %p : !u16i, !cir.ptr<!u16i>
                %g = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("a", storage !u16i, offset 0, size 3, unsigned) -> !s32i
                cir.return %g : !s32i
              }
            }
            """;

    @Test
    void fieldsReadBackSignExtendedAndNeighboursSurvive() {
        Operation m = IrReader.parse(IR, "bf.cir");
        new ConvertCirToLLVMPass().run(m);
        var fns = m.collect("func.func");
        Simulator setget = new Simulator(fns.get(0)), storage = new Simulator(fns.get(1)), uns = new Simulator(fns.get(2));
        for (int x = -10; x <= 10; x++) {
            long field = ((x & 0xF) ^ 8) - 8;                 // the 4-bit two's complement value
            assertEquals(field * 1000 + field, setget.run(x, 0xFFFF), "x = " + x);
            long expectBits = (0xFFFF & ~(0xF << 3)) | ((x & 0xF) << 3);
            assertEquals((short) expectBits, storage.run(x, 0xFFFF));   // i16 values are kept sign-extended
        }
        assertEquals(5, uns.run(0xFFF5 & 0xFFFF));
        assertEquals(7, uns.run(0x7));
    }
}
