package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.X87Float;
import jcirc.ir.Attribute;
import jcirc.ir.Type;

import java.math.BigInteger;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** The cir constant attributes: typed values for {@code cir.const} and global initializers. */
public final class CirAttrs {
    private CirAttrs() {}

    /** A typed cir constant. */
    public sealed interface CirTypedAttr extends Attribute
            permits IntAttr, FPAttr, BoolAttr, NullPtrAttr, ConstPtrAttr, ZeroAttr, ConstArrayAttr, ConstStructAttr, ConstComplexAttr, ConstVectorAttr, GlobalViewAttr,
                    BlockAddressAttr, LabelDiffAttr, DataMemberAttr, MethodAttr {
        Type type();

        /** Its type (for the printer's aliases); the aggregate constants also their elements. */
        @Override default void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) { types.accept(type()); }
    }

    /** {@code #cir.int<42> : !s32i}. */
    public record IntAttr(BigInteger value, Type type) implements CirTypedAttr {
        public IntAttr(long v, Type type) { this(BigInteger.valueOf(v), type); }
        public long longValue() { return value.longValue(); }
        public String print() { return "#cir.int<" + value + "> : " + jcirc.ir.TypePrint.of(type); }
    }

    /**
     * {@code #cir.fp<1.5> : !cir.double}. A {@code !cir.long_double} value is held exactly in
     * {@code x87} ({@code value} is its nearest double) and, when no double equals it, prints as its
     * 80 bits: {@code #cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double} (0.1L).
     */
    public record FPAttr(double value, Type type, X87Float x87) implements CirTypedAttr {
        public FPAttr {
            if (type instanceof CirTypes.FloatType ft && ft.kind() == CirTypes.FloatType.Kind.LONG_DOUBLE) {
                if (x87 == null) x87 = X87Float.fromDouble(value);
                value = x87.toDouble();
            } else {
                x87 = null;
            }
        }

        public FPAttr(double value, Type type) { this(value, type, null); }

        /** An exact value as a constant of the cir float type {@code type} (rounded to double unless long double). */
        public static FPAttr of(X87Float v, Type type) { return new FPAttr(v.toDouble(), type, v); }

        /** The exact value: the x87 form of a long double constant, else the double's. */
        public X87Float exact() { return x87 != null ? x87 : X87Float.fromDouble(value); }

        public String print() {
            String text = x87 != null && !x87.equals(X87Float.fromDouble(value)) ? "0x" + x87.hex() : BuiltinAttrs.formatFloat(value);
            return "#cir.fp<" + text + "> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /** {@code #cir.bool<true> : !cir.bool}. */
    public record BoolAttr(boolean value, Type type) implements CirTypedAttr {
        public BoolAttr(boolean value) { this(value, CirTypes.BOOL); }
        public String print() { return "#cir.bool<" + value + "> : " + jcirc.ir.TypePrint.of(type); }
    }

    /** {@code #cir.ptr<null> : !cir.ptr<!s32i>}. */
    public record NullPtrAttr(Type type) implements CirTypedAttr {
        public String print() { return "#cir.ptr<null> : " + jcirc.ir.TypePrint.of(type); }
    }

    /** {@code #cir.ptr<5 : i64> : !cir.ptr<!void>}: a pointer with a constant non-null address ({@code (void*)5}, ClangIR's ConstPtrAttr). */
    public record ConstPtrAttr(long value, Type type) implements CirTypedAttr {
        public String print() { return "#cir.ptr<" + value + " : i64> : " + jcirc.ir.TypePrint.of(type); }
    }

    /** {@code #cir.zero : T}: all-zero value of an aggregate (or scalar) type. */
    public record ZeroAttr(Type type) implements CirTypedAttr {
        public String print() { return "#cir.zero : " + jcirc.ir.TypePrint.of(type); }
    }

    /**
     * {@code #cir.const_array<[#cir.int<1> : !s32i, ...]> : !cir.array<!s32i x 3>} or, for strings,
     * {@code #cir.const_array<"abc\00"> : !cir.array<!s8i x 4>} (elements as a StringAttr).
     */
    public record ConstArrayAttr(Attribute elements, Type type) implements CirTypedAttr {
        public String print() { return "#cir.const_array<" + elements.print() + "> : " + jcirc.ir.TypePrint.of(type); }
        public boolean isString() { return elements instanceof BuiltinAttrs.StringAttr; }
        @Override public void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) { types.accept(type); attributes.accept(elements); }
    }

    /** {@code #cir.const_struct<{#cir.int<1> : !s32i, ...}> : !cir.struct<...>}. */
    public record ConstStructAttr(List<Attribute> members, Type type) implements CirTypedAttr {
        public ConstStructAttr { members = List.copyOf(members); }
        @Override public void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) { types.accept(type); members.forEach(attributes); }
        public String print() {
            return "#cir.const_struct<{" + members.stream().map(Attribute::print).collect(Collectors.joining(", ")) + "}> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.const_complex<#cir.fp<1.0> : !cir.double, #cir.fp<2.0> : !cir.double> : !cir.complex<!cir.double>}:
     * a complex constant from its real and imaginary parts (ClangIR's ComplexAttr).
     */
    /** {@code #cir.const_vector<[#cir.int<1> : !s32i, #cir.int<2> : !s32i]> : !cir.vector<!s32i x 2>}: one constant per element. */
    public record ConstVectorAttr(List<Attribute> elements, Type type) implements CirTypedAttr {
        public ConstVectorAttr { elements = List.copyOf(elements); }
        @Override public void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) { types.accept(type); elements.forEach(attributes); }
        public String print() {
            return "#cir.const_vector<[" + elements.stream().map(Attribute::print).collect(Collectors.joining(", ")) + "]> : "
                    + jcirc.ir.TypePrint.of(type);
        }
    }

    public record ConstComplexAttr(Attribute real, Attribute imag, Type type) implements CirTypedAttr {
        @Override public void walkSubElements(Consumer<Type> types, Consumer<Attribute> attributes) { types.accept(type); attributes.accept(real); attributes.accept(imag); }
        public String print() {
            return "#cir.const_complex<" + real.print() + ", " + imag.print() + "> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.global_view<@arr, [3]> : !cir.ptr<!s32i>}: the address of a global, optionally
     * offset by element indices (as {@code &arr[3]}); the indices may be empty.
     */
    public record GlobalViewAttr(String symbol, List<Long> indices, Type type) implements CirTypedAttr {
        public GlobalViewAttr { indices = List.copyOf(indices); }
        public String print() {
            String idx = indices.isEmpty() ? "" : ", [" + indices.stream().map(String::valueOf).collect(Collectors.joining(", ")) + "]";
            return "#cir.global_view<" + BuiltinAttrs.symbol(symbol) + idx + "> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.block_address<@f, "L"> : !cir.ptr<!cir.void>}: the address of label {@code L} of
     * function {@code f} (GNU {@code &&L} in a static initializer; ClangIR's block address info).
     */
    public record BlockAddressAttr(String function, String label, Type type) implements CirTypedAttr {
        public String print() {
            return "#cir.block_address<" + BuiltinAttrs.symbol(function) + ", " + new BuiltinAttrs.StringAttr(label).print() + "> : "
                    + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.label_diff<@f, "L1", "L0"> : !s32i}: the distance in bytes from label {@code L0} to label
     * {@code L1} of function {@code f}, as an integer (GNU {@code &&L1 - &&L0} in a static initializer: a
     * dispatch table of offsets, which needs no relocation; clang's {@code trunc (sub (ptrtoint blockaddress ...)))}).
     */
    public record LabelDiffAttr(String function, String label, String base, Type type) implements CirTypedAttr {
        public String print() {
            return "#cir.label_diff<" + BuiltinAttrs.symbol(function) + ", " + new BuiltinAttrs.StringAttr(label).print() + ", "
                    + new BuiltinAttrs.StringAttr(base).print() + "> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.data_member<4> : !cir.data_member<!s32i in !ty_S>}: a pointer to the data member at byte offset 4 of S
     * (ClangIR names the member by its field index; an offset also names members of bases), or
     * {@code #cir.data_member<null>} (offset null: the Itanium ABI's -1).
     */
    public record DataMemberAttr(Long offset, Type type) implements CirTypedAttr {
        public String print() { return "#cir.data_member<" + (offset == null ? "null" : offset.toString()) + "> : " + jcirc.ir.TypePrint.of(type); }
    }

    /**
     * A pointer to a member function (ClangIR's MethodAttr): {@code #cir.method<@_ZN1S1fEi>} (a non-virtual function),
     * {@code #cir.method<vtable_offset = 8>} (a virtual function: its slot's byte offset from the vtable's address point)
     * or {@code #cir.method<null>}; {@code adj = N} adds the this-adjustment of a member of a base ({@code , adj = 8}).
     * {@code symbol} and {@code vtableOffset} are both null for null.
     */
    public record MethodAttr(String symbol, Long vtableOffset, long adj, Type type) implements CirTypedAttr {
        public boolean isNull() { return symbol == null && vtableOffset == null; }
        public String print() {
            String v = symbol != null ? BuiltinAttrs.symbol(symbol) : vtableOffset != null ? "vtable_offset = " + vtableOffset : "null";
            return "#cir.method<" + v + (adj != 0 ? ", adj = " + adj : "") + "> : " + jcirc.ir.TypePrint.of(type);
        }
    }

    /**
     * {@code #cir.bitfield_info<name = "e", storage_type = !u16i, size = 4, offset = 3, is_signed = true>}:
     * where a C bitfield lives inside its storage unit, for {@code cir.get_bitfield} /
     * {@code cir.set_bitfield}. {@code offset} and {@code size} are in bits from the least
     * significant bit of the storage value (little-endian layout).
     */
    public record BitfieldInfoAttr(String name, Type storageType, long size, long offset, boolean isSigned) implements Attribute {
        public String print() {
            return "#cir.bitfield_info<name = " + BuiltinAttrs.quote(name) + ", storage_type = " + jcirc.ir.TypePrint.of(storageType)
                    + ", size = " + size + ", offset = " + offset + ", is_signed = " + isSigned + ">";
        }
    }
}
