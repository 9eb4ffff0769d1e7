package jcirc.ir;

import jcirc.ir.Attribute;
import jcirc.ir.Type;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** MLIR's builtin attributes. */
public final class BuiltinAttrs {
    private BuiltinAttrs() {}

    /** {@code 42 : i32}; printed without the type when the type is i64 (MLIR's default). */
    public record IntegerAttr(BigInteger value, Type type) implements Attribute {
        public IntegerAttr(long v, Type type) { this(BigInteger.valueOf(v), type); }
        public long longValue() { return value.longValue(); }
        public String print() {
            if (type instanceof BuiltinTypes.IntegerType it && it.width() == 1) return value.signum() != 0 ? "true" : "false";
            return value + " : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code 1.5 : f64} (hex form {@code 0x...} when the decimal form would not round-trip). An
     * {@code f80} value is held exactly in {@code x87} ({@code value} is its nearest double); one
     * that no double equals prints as its 80 bits, {@code 0x3FFBCCCCCCCCCCCCCCCD : f80}, which MLIR
     * reads as the bit pattern. Other types have a null {@code x87}.
     */
    public record FloatAttr(double value, Type type, X87Float x87) implements Attribute {
        public FloatAttr {
            if (BuiltinTypes.F80.equals(type)) {
                if (x87 == null) x87 = X87Float.fromDouble(value);
                value = x87.toDouble();
            } else {
                x87 = null;
            }
        }

        public FloatAttr(double value, Type type) { this(value, type, null); }

        /** An exact x87 value as an attribute of float type {@code type} (rounded to double unless f80). */
        public static FloatAttr of(X87Float v, Type type) { return new FloatAttr(v.toDouble(), type, v); }

        /** The exact value: the x87 form of an f80 constant, else the double's. */
        public X87Float exact() { return x87 != null ? x87 : X87Float.fromDouble(value); }

        public String print() {
            String text = x87 != null && !x87.equals(X87Float.fromDouble(value)) ? "0x" + x87.hex()
                    : FloatFormat.mlirStyle() ? FloatFormat.format(value, type) : formatFloat(value);
            return text + " : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /** {@code "text"} with MLIR escapes. */
    public record StringAttr(String value) implements Attribute {
        public String print() { return quote(value); }
    }

    /** A unit attribute: present or absent; printed as just its name in a dictionary. */
    public record UnitAttr() implements Attribute {
        public String print() { return "unit"; }
    }

    public record BoolAttr(boolean value) implements Attribute {
        public String print() { return value ? "true" : "false"; }
    }

    public record TypeAttr(Type type) implements Attribute {
        public String print() { return jcirc.ir.TypePrint.of(type); }
        @Override public void walkSubElements(java.util.function.Consumer<Type> types, java.util.function.Consumer<Attribute> attributes) { types.accept(type); }
    }

    public record ArrayAttr(List<Attribute> elements) implements Attribute {
        public ArrayAttr { elements = List.copyOf(elements); }
        public String print() { return "[" + elements.stream().map(Attribute::print).collect(Collectors.joining(", ")) + "]"; }
        @Override public void walkSubElements(java.util.function.Consumer<Type> types, java.util.function.Consumer<Attribute> attributes) { elements.forEach(attributes); }
    }

    /** {@code array<i64: 1, 2>} (MLIR's DenseI64ArrayAttr / DenseI32ArrayAttr). */
    public record DenseArrayAttr(Type elementType, List<Long> values) implements Attribute {
        public DenseArrayAttr { values = List.copyOf(values); }
        public String print() {
            if (values.isEmpty()) return "array<" + jcirc.ir.TypePrint.of(elementType) + ">";
            return "array<" + jcirc.ir.TypePrint.of(elementType) + ": " + values.stream().map(String::valueOf).collect(Collectors.joining(", ")) + ">";
        }
    }

    /**
     * {@code dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}, {@code dense<0> : tensor<8xi32>} (a splat):
     * MLIR's DenseElementsAttr for integer (up to 64 bits) and f32/f64 elements of a tensor or vector
     * type. The elements are one flat array, row-major, of raw bits: an integer's two's complement,
     * a float's IEEE bits as a double's. A big constant table costs 8 bytes per element here (an
     * ArrayAttr of IntegerAttrs costs about a hundred).
     */
    public static final class DenseElementsAttr implements Attribute {
        private final Type type;
        private final long[] bits;

        /** {@code bits}: one element (a splat) or as many as the type's shape holds. */
        public DenseElementsAttr(Type type, long[] bits) {
            long n = count(type);
            if (bits.length != 1 && bits.length != n)
                throw new IllegalArgumentException(bits.length + " elements for " + jcirc.ir.TypePrint.of(type));
            Type e = elementType(type);
            if (!(e instanceof BuiltinTypes.IntegerType it && it.width() <= 64)
                    && !(e instanceof BuiltinTypes.FloatType ft && (ft.kind().equals("f32") || ft.kind().equals("f64"))))
                throw new IllegalArgumentException("dense elements of type " + jcirc.ir.TypePrint.of(e));
            this.type = type;
            this.bits = bits.clone();
        }

        public static DenseElementsAttr ofInts(Type type, long[] values) { return new DenseElementsAttr(type, values); }

        public static DenseElementsAttr ofDoubles(Type type, double[] values) {
            long[] b = new long[values.length];
            for (int i = 0; i < b.length; i++) b[i] = Double.doubleToRawLongBits(values[i]);
            return new DenseElementsAttr(type, b);
        }

        public Type type() { return type; }
        public Type elementType() { return elementType(type); }
        public boolean isSplat() { return bits.length == 1 && count(type) != 1; }
        /** The number of elements the type's shape holds. */
        public long size() { return count(type); }
        public boolean isFloat() { return elementType() instanceof BuiltinTypes.FloatType; }
        /** Element {@code i} (row-major) as a signed integer. */
        public long intAt(long i) { return bits[bits.length == 1 ? 0 : Math.toIntExact(i)]; }
        /** Element {@code i} (row-major) of a float attribute. */
        public double floatAt(long i) { return Double.longBitsToDouble(intAt(i)); }

        static Type elementType(Type t) {
            return switch (t) {
                case BuiltinTypes.TensorType tt -> tt.element();
                case BuiltinTypes.VectorType vt -> vt.element();
                default -> throw new IllegalArgumentException("dense elements need a tensor or vector type, not " + jcirc.ir.TypePrint.of(t));
            };
        }

        static long count(Type t) {
            return switch (t) {
                case BuiltinTypes.TensorType tt -> tt.count();
                case BuiltinTypes.VectorType vt -> vt.size();
                default -> throw new IllegalArgumentException("dense elements need a tensor or vector type, not " + jcirc.ir.TypePrint.of(t));
            };
        }

        private List<Long> shape() {
            return type instanceof BuiltinTypes.TensorType tt ? tt.shape() : List.of(((BuiltinTypes.VectorType) type).size());
        }

        private void element(StringBuilder sb, long i) {
            Type e = elementType();
            if (e instanceof BuiltinTypes.FloatType) {
                double v = floatAt(i);
                sb.append(FloatFormat.mlirStyle() ? FloatFormat.format(v, e) : formatFloat(v));
            } else if (((BuiltinTypes.IntegerType) e).width() == 1) sb.append(intAt(i) != 0 ? "true" : "false");
            else sb.append(intAt(i));
        }

        /** Prints dimensions {@code d..} of the elements from {@code first}: nested {@code [..]} lists. */
        private long nested(StringBuilder sb, List<Long> shape, int d, long first) {
            if (d == shape.size()) { element(sb, first); return first + 1; }
            sb.append('[');
            long next = first;
            for (long k = 0; k < shape.get(d); k++) {
                if (k > 0) sb.append(", ");
                next = nested(sb, shape, d + 1, next);
            }
            sb.append(']');
            return next;
        }

        public String print() {
            StringBuilder sb = new StringBuilder("dense<");
            if (bits.length == 1) element(sb, 0);   // a splat (or the one element of a 0-d/1-element shape)
            else nested(sb, shape(), 0, 0);
            return sb.append("> : ").append(jcirc.ir.TypePrint.of(type)).toString();
        }

        @Override public boolean equals(Object o) {
            return o instanceof DenseElementsAttr d && d.type.equals(type) && java.util.Arrays.equals(d.bits, bits);
        }

        @Override public int hashCode() { return type.hashCode() * 31 + java.util.Arrays.hashCode(bits); }

        @Override public String toString() { return print(); }
    }

    public record DictionaryAttr(Map<String, Attribute> entries) implements Attribute {
        public DictionaryAttr { entries = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(entries)); }
        @Override public void walkSubElements(java.util.function.Consumer<Type> types, java.util.function.Consumer<Attribute> attributes) { entries.values().forEach(attributes); }
        public String print() {
            return "{" + entries.entrySet().stream().map(e -> e.getValue() instanceof UnitAttr ? key(e.getKey())
                    : key(e.getKey()) + " = " + e.getValue().print()).collect(Collectors.joining(", ")) + "}";
        }
    }

    /** {@code @name} or {@code @root::@nested}. */
    public record SymbolRefAttr(String root, List<String> nested) implements Attribute {
        public SymbolRefAttr(String root) { this(root, List.of()); }
        public SymbolRefAttr { nested = List.copyOf(nested); }
        public String print() {
            StringBuilder sb = new StringBuilder(symbol(root));
            for (String n : nested) sb.append("::").append(symbol(n));
            return sb.toString();
        }
    }

    /**
     * An enumerated attribute of a dialect, e.g. {@code #cir<binop_kind add>} or
     * {@code #arith<cmpi_predicate slt>}. Custom formats print only the keyword ({@code add}).
     */
    public record EnumAttr(String dialect, String enumName, String value) implements Attribute {
        /** Enums that upstream MLIR declares with a mnemonic print as {@code #llvm.linkage<internal>}. */
        public static final java.util.Set<String> MNEMONIC_ENUMS = java.util.Set.of("llvm.linkage", "llvm.cconv", "llvm.tailcallkind", "llvm.visibility", "arith.fastmath",
                "arith.overflow", "llvm.overflow");

        public String print() {
            if (MNEMONIC_ENUMS.contains(dialect + "." + enumName)) return "#" + dialect + "." + enumName + "<" + value + ">";
            return "#" + dialect + "<" + enumName + " " + value + ">";
        }
    }


    // ----- printing helpers shared by types, attributes and the printer -----

    public static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c >= 0x20 && c < 0x7f) sb.append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c == '\t') sb.append("\\t");
            else sb.append('\\').append(String.format("%02X", (int) c & 0xff));
        }
        return sb.append('"').toString();
    }

    /** Identifier-like keys print bare, others quoted. */
    public static String key(String k) {
        return k.matches("[A-Za-z_][A-Za-z0-9_$.]*") ? k : quote(k);
    }

    public static String symbol(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_$.]*") ? "@" + name : "@" + quote(name);   // MLIR bare-id
    }

    /** A float literal that parses back to exactly the same double. */
    public static String formatFloat(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v))
            return String.format("0x%016X", Double.doubleToRawLongBits(v));
        String s = Double.toString(v);
        if (s.contains("E")) {
            // MLIR style scientific: 1.000000e+10
            s = String.format("%.16e", v);
            if (Double.parseDouble(s) != v) s = String.format("%.17e", v);
        }
        return s;
    }

    public static final UnitAttr UNIT = new UnitAttr();

    public static IntegerAttr i64(long v) { return new IntegerAttr(v, BuiltinTypes.I64); }
    public static IntegerAttr i32(long v) { return new IntegerAttr(v, BuiltinTypes.I32); }
    public static StringAttr str(String s) { return new StringAttr(s); }
    public static SymbolRefAttr sym(String s) { return new SymbolRefAttr(s); }
    public static TypeAttr type(Type t) { return new TypeAttr(t); }
}
