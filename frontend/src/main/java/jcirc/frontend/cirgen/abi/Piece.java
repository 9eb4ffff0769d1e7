package jcirc.frontend.cirgen.abi;

import jcirc.ir.Type;

/**
 * One register-sized piece of a struct passed or returned in registers: the cir scalar type
 * that carries the eightbyte at byte {@code offset} ({@code !u64i}/{@code !u32i}/... for INTEGER,
 * {@code !cir.double} or {@code !cir.float} for SSE, {@code !cir.long_double} for an x87 return)
 * and the number of bytes the type occupies.
 */
public record Piece(Type type, long offset, long size) {
    public long end() { return offset + size; }
}
