package jcirc.dialect.cir;

import jcirc.ir.Type;

import java.util.*;
import java.util.stream.Collectors;

/**
 * The cir types. C integer types keep their signedness ({@code !cir.int<s, 32>}, printed through
 * the aliases {@code !s32i}, {@code !u8i}, ...), because division, shifts, comparisons and
 * extension depend on it.
 */
public final class CirTypes {
    private CirTypes() {}

    /** Marker for all cir types. */
    public sealed interface CirType extends Type
            permits IntType, BoolType, FloatType, VoidType, PointerType, ArrayType, StructType, FuncType, ComplexType, VectorType,
                    DataMemberType, MethodType {}

    /** {@code !cir.int<s, 32>} / {@code !cir.int<u, 8>}. */
    public record IntType(boolean signed, int width) implements CirType {
        public String print() { return "!cir.int<" + (signed ? "s" : "u") + ", " + width + ">"; }
        /** The alias name without the leading {@code !}: {@code s32i}. */
        public String alias() { return (signed ? "s" : "u") + width + "i"; }
    }

    /** {@code !cir.bool}. */
    public record BoolType() implements CirType {
        public String print() { return "!cir.bool"; }
    }

    /** {@code !cir.float}, {@code !cir.double}, {@code !cir.long_double}. */
    public record FloatType(Kind kind) implements CirType, jcirc.ir.FloatLikeType {
        public enum Kind { FLOAT, DOUBLE, LONG_DOUBLE }
        public String print() {
            return switch (kind) { case FLOAT -> "!cir.float"; case DOUBLE -> "!cir.double"; case LONG_DOUBLE -> "!cir.long_double"; };
        }
    }

    /** {@code !cir.void}. */
    public record VoidType() implements CirType {
        public String print() { return "!cir.void"; }
    }

    /** {@code !cir.ptr<T>}. */
    public record PointerType(Type pointee) implements CirType {
        public String print() { return "!cir.ptr<" + jcirc.ir.TypePrint.of(pointee) + ">"; }
    }

    /** {@code !cir.complex<!cir.double>}: C's {@code _Complex T} (ClangIR's), a real and an imaginary part of float type T. */
    public record ComplexType(Type element) implements CirType {
        public String print() { return "!cir.complex<" + jcirc.ir.TypePrint.of(element) + ">"; }
    }

    /** {@code !cir.array<T x N>}. */
    public record ArrayType(Type element, long size) implements CirType {
        public String print() { return "!cir.array<" + jcirc.ir.TypePrint.of(element) + " x " + size + ">"; }
    }

    /** {@code !cir.vector<!s32i x 4>}: a GNU vector ({@code __attribute__((vector_size(16))) int}), ClangIR's VectorType. */
    public record VectorType(Type element, long size) implements CirType {
        public String print() { return "!cir.vector<" + jcirc.ir.TypePrint.of(element) + " x " + size + ">"; }
    }

    /**
     * {@code !cir.data_member<!s32i in !ty_S>}: a C++ pointer to a data member of type T of class S (ClangIR's
     * DataMemberType); the Itanium ABI represents it as the member's byte offset, -1 for null ({@code ptrdiff_t}).
     */
    public record DataMemberType(Type memberType, Type classType) implements CirType {
        public String print() { return "!cir.data_member<" + jcirc.ir.TypePrint.of(memberType) + " in " + jcirc.ir.TypePrint.of(classType) + ">"; }
        @Override public List<Type> subTypes() { return List.of(memberType, classType); }
    }

    /**
     * {@code !cir.method<!cir.func<!s32i (!s32i)> in !ty_S>}: a C++ pointer to a member function of class S whose type
     * (without {@code this}) is the func type (ClangIR's MethodType); Itanium: {@code {ptr, adj}}, two {@code ptrdiff_t}s.
     */
    public record MethodType(FuncType memberFuncType, Type classType) implements CirType {
        public String print() { return "!cir.method<" + jcirc.ir.TypePrint.of(memberFuncType) + " in " + jcirc.ir.TypePrint.of(classType) + ">"; }
        @Override public List<Type> subTypes() { return List.of(memberFuncType, classType); }
    }

    /** {@code !cir.func<!s32i (!s32i, !cir.ptr<!s8i>, ...)>}. */
    public record FuncType(List<Type> inputs, Type returnType, boolean varArg) implements CirType {
        public FuncType { inputs = List.copyOf(inputs); }
        public String print() {
            List<String> parts = new ArrayList<>();
            for (Type t : inputs) parts.add(jcirc.ir.TypePrint.of(t));
            if (varArg) parts.add("...");
            return "!cir.func<" + jcirc.ir.TypePrint.of(returnType) + " (" + String.join(", ", parts) + ")>";
        }
        public boolean returnsVoid() { return returnType instanceof VoidType; }
    }

    /**
     * {@code !cir.struct<struct "Name" {!s32i, !s8i}>} or {@code union}. Identified by kind and name,
     * so recursive structs work: the body is set once after creation, and a struct nested in its own
     * body prints by name only ({@code !cir.struct<struct "Node">}).
     */
    public static final class StructType implements CirType {
        private final String name;
        private final boolean union;
        private List<Type> members;
        private List<String> memberNames = List.of();
        private boolean packed;

        public StructType(String name, boolean union) { this.name = name; this.union = union; }

        public StructType(String name, boolean union, List<Type> members, boolean packed) {
            this(name, union);
            setBody(members, packed);
        }

        public void setBody(List<Type> members, boolean packed) {
            this.members = List.copyOf(members);
            this.packed = packed;
        }

        public void setMemberNames(List<String> names) { this.memberNames = List.copyOf(names); }

        public String name() { return name; }
        public boolean isUnion() { return union; }
        public boolean isComplete() { return members != null; }
        public List<Type> members() { return members == null ? List.of() : members; }
        /** Its members (a struct is not a record: it is named and may be recursive). */
        @Override public List<Type> subTypes() { return new ArrayList<>(members()); }
        public List<String> memberNames() { return memberNames; }
        public boolean packed() { return packed; }

        private static final ThreadLocal<Set<String>> PRINTING = ThreadLocal.withInitial(HashSet::new);

        public String print() {
            String head = "!cir.struct<" + (union ? "union" : "struct") + " " + jcirc.ir.BuiltinAttrs.quote(name);
            Set<String> printing = PRINTING.get();
            if (members == null || !printing.add(name)) return head + ">";
            try {
                return head + (packed ? " packed" : "") + " {"
                        + members.stream().map(jcirc.ir.TypePrint::of).collect(Collectors.joining(", ")) + "}>";
            } finally {
                printing.remove(name);
            }
        }

        /** The name-only reference form. */
        public String printReference() {
            return "!cir.struct<" + (union ? "union" : "struct") + " " + jcirc.ir.BuiltinAttrs.quote(name) + ">";
        }

        @Override public boolean equals(Object o) {
            return o instanceof StructType s && s.name.equals(name) && s.union == union;
        }
        @Override public int hashCode() { return Objects.hash(name, union); }
        @Override public String toString() { return print(); }
    }

    public static final IntType S8 = new IntType(true, 8), S16 = new IntType(true, 16),
            S32 = new IntType(true, 32), S64 = new IntType(true, 64), S128 = new IntType(true, 128);
    public static final IntType U8 = new IntType(false, 8), U16 = new IntType(false, 16),
            U32 = new IntType(false, 32), U64 = new IntType(false, 64), U128 = new IntType(false, 128);
    public static final BoolType BOOL = new BoolType();
    public static final VoidType VOID = new VoidType();
    public static final FloatType FLOAT = new FloatType(FloatType.Kind.FLOAT);
    public static final FloatType DOUBLE = new FloatType(FloatType.Kind.DOUBLE);
    public static final FloatType LONG_DOUBLE = new FloatType(FloatType.Kind.LONG_DOUBLE);

    public static IntType intType(boolean signed, int width) { return new IntType(signed, width); }
    public static PointerType ptr(Type pointee) { return new PointerType(pointee); }
    public static ArrayType array(Type elem, long n) { return new ArrayType(elem, n); }

    public static boolean isInt(Type t) { return t instanceof IntType; }
    public static boolean isPtr(Type t) { return t instanceof PointerType; }
    public static boolean isFloat(Type t) { return t instanceof FloatType; }
}
