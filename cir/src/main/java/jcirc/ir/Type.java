package jcirc.ir;

import java.util.List;

/**
 * An immutable IR type. The builtin types are the core's ({@link BuiltinTypes}, as MLIR's
 * {@code mlir/IR/BuiltinTypes.h}); every dialect declares its own as records implementing this
 * interface and parses them through the hooks of {@link jcirc.ir.parse.DialectSyntax}.
 * {@link #print()} gives the full MLIR spelling ({@code i32}, {@code !cir.int<s, 32>},
 * {@code !llvm.ptr}); a type prints its nested types through {@link TypePrint#of}, so the printer
 * may substitute an alias.
 */
public interface Type {
    String print();

    /**
     * The types directly nested in this one (MLIR's {@code walkImmediateSubElements}), which the
     * printer visits to collect aliases: by default a record's components of type {@code Type} or
     * {@code List<Type>}; a type that is not such a record (a named, possibly recursive struct)
     * overrides it.
     */
    default List<Type> subTypes() { return TypePrint.recordSubTypes(this); }
}
