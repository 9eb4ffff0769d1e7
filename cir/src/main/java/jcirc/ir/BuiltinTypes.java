package jcirc.ir;

import jcirc.ir.Type;

import java.util.List;
import java.util.stream.Collectors;

/** MLIR's builtin types: signless integers, index, floats, function and none. */
public final class BuiltinTypes {
    private BuiltinTypes() {}

    /** {@code iN}: a signless integer. */
    public record IntegerType(int width) implements Type {
        public String print() { return "i" + width; }
    }

    /** {@code index}. */
    public record IndexType() implements Type {
        public String print() { return "index"; }
    }

    /** {@code f16 bf16 f32 f64 f80 f128}. */
    public record FloatType(String kind) implements FloatLikeType {
        public String print() { return kind; }
        public int width() {
            return switch (kind) {
                case "f16", "bf16" -> 16;
                case "f32" -> 32;
                case "f64" -> 64;
                case "f80" -> 80;
                case "f128" -> 128;
                default -> throw new IllegalStateException(kind);
            };
        }
    }

    /** {@code (inputs) -> results}. */
    public record FunctionType(List<Type> inputs, List<Type> results) implements Type {
        public FunctionType { inputs = List.copyOf(inputs); results = List.copyOf(results); }
        public String print() {
            String in = "(" + inputs.stream().map(jcirc.ir.TypePrint::of).collect(Collectors.joining(", ")) + ")";
            String out;
            if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) out = jcirc.ir.TypePrint.of(results.get(0));
            else out = "(" + results.stream().map(jcirc.ir.TypePrint::of).collect(Collectors.joining(", ")) + ")";
            return in + " -> " + out;
        }
    }

    /** {@code vector<4xi32>}: a one-dimensional vector of ints or floats (MLIR's builtin VectorType). */
    public record VectorType(long size, Type element) implements Type {
        public String print() { return "vector<" + size + "x" + jcirc.ir.TypePrint.of(element) + ">"; }
    }

    /**
     * {@code tensor<2x3xi32>} (a 0-d tensor is {@code tensor<i32>}): MLIR's ranked tensor type, used
     * here only as the shape of a {@link BuiltinAttrs.DenseElementsAttr}.
     */
    public record TensorType(List<Long> shape, Type element) implements Type {
        public TensorType { shape = List.copyOf(shape); }
        public String print() {
            StringBuilder sb = new StringBuilder("tensor<");
            for (long d : shape) sb.append(d).append('x');
            return sb.append(jcirc.ir.TypePrint.of(element)).append('>').toString();
        }
        /** The number of elements (the product of the dimensions). */
        public long count() {
            long n = 1;
            for (long d : shape) n *= d;
            return n;
        }
    }

    /** {@code none}. */
    public record NoneType() implements Type {
        public String print() { return "none"; }
    }

    public static final IntegerType I1 = new IntegerType(1);
    public static final IntegerType I8 = new IntegerType(8);
    public static final IntegerType I16 = new IntegerType(16);
    public static final IntegerType I32 = new IntegerType(32);
    public static final IntegerType I64 = new IntegerType(64);
    public static final IndexType INDEX = new IndexType();
    public static final FloatType F32 = new FloatType("f32");
    public static final FloatType F64 = new FloatType("f64");
    public static final FloatType F80 = new FloatType("f80");
    public static final NoneType NONE = new NoneType();

    public static IntegerType i(int width) {
        return switch (width) { case 1 -> I1; case 8 -> I8; case 16 -> I16; case 32 -> I32; case 64 -> I64; default -> new IntegerType(width); };
    }

    public static boolean isIntOrIndex(Type t) { return t instanceof IntegerType || t instanceof IndexType; }

    /** The element type of a vector, else the type itself (MLIR's getElementTypeOrSelf). */
    public static Type elementOrSelf(Type t) { return t instanceof VectorType v ? v.element() : t; }

    /** {@code t}'s shape with element type {@code e}: {@code vector<4xi1>} for a {@code vector<4xi32>}, else {@code e}. */
    public static Type sameShape(Type t, Type e) { return t instanceof VectorType v ? new VectorType(v.size(), e) : e; }
}
