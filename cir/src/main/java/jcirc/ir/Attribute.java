package jcirc.ir;

import java.util.function.Consumer;

/**
 * An immutable IR attribute. {@link #print()} gives the MLIR spelling as it appears in an
 * attribute dictionary ({@code 42 : i64}, {@code "name"}, {@code @sym}, {@code #cir.int<1> : !s32i}).
 */
public interface Attribute {
    String print();

    /**
     * The types and attributes directly nested in this attribute that the printer visits to collect
     * type aliases (MLIR's {@code walkImmediateSubElements}); none by default.
     */
    default void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) {}
}
