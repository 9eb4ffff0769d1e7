package jcirc.frontend.cirgen.abi;

import jcirc.ir.Type;

import java.util.List;

/** How a C function's result comes back. */
public sealed interface ReturnInfo {
    /** void, or a scalar returned as the value of its cir type. */
    record Direct(Type type) implements ReturnInfo {}

    /**
     * A struct or union returned in registers (RAX/RDX, XMM0/XMM1, or ST0 for
     * {@code struct {long double}}), as one value of {@code type}: the single piece's scalar type,
     * or a two-member coerce struct such as {@code !cir.struct<struct "__jcirc_abi.u64.double" {!u64i, !cir.double}>}
     * whose members lie at byte offsets 0 and 8 like the eightbytes they carry.
     */
    record Coerced(List<Piece> pieces, Type type) implements ReturnInfo {
        public Coerced { pieces = List.copyOf(pieces); }
    }

    /**
     * A MEMORY-class struct: the caller passes the address of the result object as a hidden
     * first {@code !cir.ptr<T>} argument with {@code {llvm.sret = T, llvm.align = align}}; the
     * function returns nothing.
     */
    record SRet(Type type, int align) implements ReturnInfo {}

    /** An empty struct or union: nothing is returned. */
    record Ignored() implements ReturnInfo {}
}
