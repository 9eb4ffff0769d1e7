package jcirc.lowering.types;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sizes, alignments and member offsets of cir (and already converted) types under the x86-64
 * System V ABI: {@code char} 1, {@code short} 2, {@code int}/{@code float} 4, {@code long}/
 * {@code double}/pointers 8, {@code __int128} and {@code long double} 16 bytes with equal
 * alignment; {@code _Bool} 1. Structs place each member at the next multiple of its alignment
 * and round the size up to the largest member alignment (packed structs: alignment 1, no
 * padding); unions are as large as their largest member, rounded up to the largest alignment.
 */
public final class CirDataLayout {
    /** The layout of a struct: each member's byte offset, the total size and the alignment. */
    public record StructLayout(List<Long> offsets, long size, long align) {}

    public static final CirDataLayout X86_64 = new CirDataLayout();

    public long sizeOf(Type t) { return sizeOf(t, null); }

    /**
     * {@code memo}: the layouts of the structs seen so far in this query (null until the first), so
     * nested structs are laid out once per query instead of once per path (2^depth for a nesting chain).
     */
    private long sizeOf(Type t, Map<Type, StructLayout> memo) {
        return switch (t) {
            case CirTypes.IntType it when CirTypeConverter.isWideBitInt(it) -> CirTypeConverter.limbs(it) * 8L;   // _BitInt(N > 128): whole 8-byte limbs
            case CirTypes.IntType it -> bytesOfWidth(it.width());
            case CirTypes.BoolType b -> 1;
            case CirTypes.FloatType f -> switch (f.kind()) { case FLOAT -> 4; case DOUBLE -> 8; case LONG_DOUBLE -> 16; };
            case CirTypes.PointerType p -> 8;
            case CirTypes.VoidType v -> 1;             // GNU: sizeof(void) == 1, for void* arithmetic
            case CirTypes.FuncType f -> 1;             // GNU: sizeof of a function type is 1
            case CirTypes.ArrayType a -> a.size() * sizeOf(a.element(), memo);
            case CirTypes.ComplexType c -> 2 * sizeOf(c.element(), memo);
            case CirTypes.StructType s -> structLayout(s, memo).size();
            case CirTypes.VectorType v -> v.size() * sizeOf(v.element(), memo);
            case CirTypes.DataMemberType d -> 8;       // C++ (Itanium): a ptrdiff_t offset
            case CirTypes.MethodType m -> 16;          // C++ (Itanium): {ptr, adj}
            case BuiltinTypes.VectorType v -> v.size() * sizeOf(v.element(), memo);
            case BuiltinTypes.IntegerType it -> bytesOfWidth(it.width());
            case BuiltinTypes.IndexType i -> 8;
            case BuiltinTypes.FloatType f -> f.width() == 80 ? 16 : f.width() / 8;
            case LLVMTypes.PointerType p -> 8;
            case LLVMTypes.ArrayType a -> a.size() * sizeOf(a.element(), memo);
            case LLVMTypes.StructType s -> literalLayout(s, memo).size();
            default -> throw new IllegalArgumentException("no size for type " + t.print());
        };
    }

    public long alignOf(Type t) { return alignOf(t, null); }

    private long alignOf(Type t, Map<Type, StructLayout> memo) {
        return switch (t) {
            case CirTypes.IntType it when CirTypeConverter.isWideBitInt(it) -> 8;
            case CirTypes.IntType it -> Math.min(16, bytesOfWidth(it.width()));
            case CirTypes.BoolType b -> 1;
            case CirTypes.FloatType f -> sizeOf(f, memo);
            case CirTypes.PointerType p -> 8;
            case CirTypes.DataMemberType d -> 8;
            case CirTypes.MethodType m -> 8;
            case CirTypes.VoidType v -> 1;
            case CirTypes.FuncType f -> 1;
            case CirTypes.ArrayType a -> alignOf(a.element(), memo);
            case CirTypes.ComplexType c -> alignOf(c.element(), memo);
            case CirTypes.StructType s -> structLayout(s, memo).align();
            // GNU vectors: aligned to their size (gcc and clang; LLVM's x86-64 data layout agrees)
            case CirTypes.VectorType v -> Long.highestOneBit(sizeOf(v, memo));
            case BuiltinTypes.VectorType v -> Long.highestOneBit(sizeOf(v, memo));
            case BuiltinTypes.IntegerType it -> Math.min(16, bytesOfWidth(it.width()));
            case BuiltinTypes.IndexType i -> 8;
            case BuiltinTypes.FloatType f -> sizeOf(f, memo);
            case LLVMTypes.PointerType p -> 8;
            case LLVMTypes.ArrayType a -> alignOf(a.element(), memo);
            case LLVMTypes.StructType s -> literalLayout(s, memo).align();
            default -> throw new IllegalArgumentException("no alignment for type " + t.print());
        };
    }

    /** Offsets of the members of a struct (all zero for a union), its size and alignment. */
    public StructLayout structLayout(CirTypes.StructType s) { return structLayout(s, null); }

    private StructLayout structLayout(CirTypes.StructType s, Map<Type, StructLayout> memo) {
        if (!s.isComplete()) throw new IllegalArgumentException("incomplete type " + s.printReference() + " has no layout");
        StructLayout l = memo == null ? null : memo.get(s);
        if (l != null) return l;
        if (memo == null) memo = new IdentityHashMap<>();
        l = layoutOf(s.members(), s.isUnion(), s.packed(), memo);
        memo.put(s, l);
        return l;
    }

    private StructLayout literalLayout(LLVMTypes.StructType s, Map<Type, StructLayout> memo) {
        StructLayout l = memo == null ? null : memo.get(s);
        if (l != null) return l;
        if (memo == null) memo = new IdentityHashMap<>();
        l = layoutOf(s.body(), false, s.packed(), memo);
        memo.put(s, l);
        return l;
    }

    private StructLayout layoutOf(List<Type> members, boolean union, boolean packed, Map<Type, StructLayout> memo) {
        if (memo == null) memo = new IdentityHashMap<>();
        List<Long> offsets = new ArrayList<>(members.size());
        long offset = 0, align = 1, size = 0;
        for (Type m : members) {
            long a = packed ? 1 : alignOf(m, memo);
            align = Math.max(align, a);
            if (union) {
                offsets.add(0L);
                size = Math.max(size, sizeOf(m, memo));
            } else {
                offset = alignTo(offset, a);
                offsets.add(offset);
                offset += sizeOf(m, memo);
                size = offset;
            }
        }
        return new StructLayout(offsets, alignTo(size, align), align);
    }

    public static long alignTo(long v, long align) { return (v + align - 1) / align * align; }

    private static long bytesOfWidth(int width) {
        if (width <= 8) return 1;
        if (width <= 16) return 2;
        if (width <= 32) return 4;
        if (width <= 64) return 8;
        return alignTo((width + 7) / 8, 16);
    }
}
