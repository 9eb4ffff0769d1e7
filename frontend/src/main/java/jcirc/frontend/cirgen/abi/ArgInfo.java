package jcirc.frontend.cirgen.abi;

import jcirc.ir.Type;

import java.util.List;

/** How one C argument is passed (clang's ABIArgInfo, reduced to what x86-64 System V C needs). */
public sealed interface ArgInfo {
    /** A scalar, passed as the one cir value of its type: {@code !s32i}, {@code !cir.double}, a pointer, ... */
    record Direct(Type type) implements ArgInfo {}

    /**
     * A struct or union passed in registers: one cir argument per piece, e.g. {@code {int, int}}
     * → {@code !u64i}; {@code {double, double}} → {@code !cir.double, !cir.double};
     * {@code {long, float}} → {@code !u64i, !cir.float}.
     */
    record Coerced(List<Piece> pieces) implements ArgInfo {
        public Coerced { pieces = List.copyOf(pieces); }
    }

    /**
     * A struct passed in memory: a {@code !cir.ptr<T>} argument carrying
     * {@code {llvm.byval = T, llvm.align = align}}; the callee's copy lives in the caller's
     * outgoing argument area.
     */
    record ByVal(Type type, int align) implements ArgInfo {}

    /**
     * A C++ object of a class non-trivial for calls (Itanium C++ ABI 3.1.2.3), passed by invisible reference: a plain
     * {@code !cir.ptr<T>} to a temporary the caller made (and destroys), which the callee uses as the parameter.
     */
    record Indirect(Type type, int align) implements ArgInfo {}

    /** An empty struct or union: no argument at all. */
    record Ignored() implements ArgInfo {}

    /** The number of cir arguments this C argument becomes. */
    default int width() {
        return switch (this) {
            case Direct d -> 1;
            case Coerced c -> c.pieces().size();
            case ByVal b -> 1;
            case Indirect i -> 1;
            case Ignored i -> 0;
        };
    }
}
