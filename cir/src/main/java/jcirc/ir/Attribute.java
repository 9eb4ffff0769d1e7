package jcirc.ir;

/**
 * An immutable IR attribute. {@link #print()} gives the MLIR spelling as it appears in an
 * attribute dictionary ({@code 42 : i64}, {@code "name"}, {@code @sym}, {@code #cir.int<1> : !s32i}).
 */
public interface Attribute {
    String print();
}
