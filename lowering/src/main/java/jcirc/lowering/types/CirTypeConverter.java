package jcirc.lowering.types;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps cir types to the upstream types of the {@code -emit-scf} form:
 * <pre>
 *   !cir.int&lt;s|u, N&gt;         → iN (signless; signedness moves into the ops)
 *   !cir.bool                  → i1
 *   !cir.float/double/long_double → f32 / f64 / f80
 *   !cir.ptr&lt;T&gt;               → !llvm.ptr
 *   !cir.array&lt;T x N&gt;         → !llvm.array&lt;N x T'&gt;
 *   !cir.struct&lt;struct ...&gt;    → !llvm.struct&lt;(T1', T2', ...)&gt; (packed stays packed)
 *   !cir.struct&lt;union ...&gt;     → !llvm.struct&lt;(M', array&lt;P x i8&gt;)&gt; with M the member of largest
 *                                alignment (then size) and P the padding up to the union's size;
 *                                when M is not a scalar every byte of (a struct with padding,
 *                                x86_fp80), !llvm.struct&lt;(array&lt;S/A x iA*8&gt;)&gt; (S size, A alignment)
 *   !cir.func&lt;R (A...)&gt;        → (A'...) -> R' (builtin) or !llvm.func&lt;R' (A'...)&gt;
 * </pre>
 * Types that are not cir types are returned unchanged.
 * <p>
 * Memory types ({@link #memoryType}): C23's {@code _BitInt(N)} above 128 bits is the value {@code iN} but
 * occupies whole 8-byte limbs aligned to 8 in memory, as clang-19 lays it out on x86-64, where LLVM's
 * {@code iN} would round up to a multiple of 16 (an {@code i129} is 32 bytes, C's is 24). Wherever a
 * type describes storage (array elements, struct members, allocas, globals, getelementptr strides,
 * byval/sret), such an integer is {@code !llvm.array<ceil(N/64) x i64>}; loads and stores go through
 * {@code i(64*limbs)} and truncate or extend (MemoryLowering).
 */
public final class CirTypeConverter {
    private final CirDataLayout layout;
    private final Map<CirTypes.StructType, LLVMTypes.StructType> structs = new HashMap<>();

    public CirTypeConverter() { this(CirDataLayout.X86_64); }

    public CirTypeConverter(CirDataLayout layout) { this.layout = layout; }

    public CirDataLayout dataLayout() { return layout; }

    /** The converted type; {@code !cir.void} (only meaningful as a return type) converts to {@code !llvm.void}. */
    public Type convert(Type t) {
        return switch (t) {
            case CirTypes.IntType it -> BuiltinTypes.i(it.width());
            case CirTypes.BoolType b -> BuiltinTypes.I1;
            case CirTypes.FloatType f -> switch (f.kind()) {
                case FLOAT -> BuiltinTypes.F32;
                case DOUBLE -> BuiltinTypes.F64;
                case LONG_DOUBLE -> BuiltinTypes.F80;
            };
            case CirTypes.PointerType p -> LLVMTypes.PTR;
            case CirTypes.VoidType v -> LLVMTypes.VOID;
            case CirTypes.ArrayType a -> new LLVMTypes.ArrayType(convertElement(a.element()), a.size());
            case CirTypes.ComplexType c -> new LLVMTypes.StructType(List.of(convert(c.element()), convert(c.element())), false);
            case CirTypes.StructType s -> convertStruct(s);
            case CirTypes.FuncType f -> toLLVMFunctionType(f);
            case CirTypes.VectorType v -> new BuiltinTypes.VectorType(v.size(), convert(v.element()));
            case CirTypes.DataMemberType d -> BuiltinTypes.I64;   // C++ (Itanium): the member's offset, -1 for null
            case CirTypes.MethodType m -> new LLVMTypes.StructType(List.of(BuiltinTypes.I64, BuiltinTypes.I64), false);   // {ptr, adj}
            default -> t;
        };
    }

    /** Whether {@code t} is an integer wider than 128 bits (C23 {@code _BitInt(N)}, N > 128), whose memory type is its limbs. */
    public static boolean isWideBitInt(Type t) { return t instanceof CirTypes.IntType it && it.width() > 128; }

    /** The number of 8-byte limbs of a wide {@code _BitInt}. */
    public static int limbs(CirTypes.IntType t) { return (t.width() + 63) / 64; }

    /** The integer type a wide {@code _BitInt} is loaded and stored as: {@code i(64 * limbs)}. */
    public static BuiltinTypes.IntegerType storageInt(CirTypes.IntType t) { return BuiltinTypes.i(limbs(t) * 64); }

    /**
     * The type of {@code t}'s storage: {@code !llvm.array<ceil(N/64) x i64>} for a wide {@code _BitInt(N)}
     * (8-aligned whole limbs, as in C), else the converted type.
     */
    public Type memoryType(Type t) {
        if (t instanceof CirTypes.IntType it && isWideBitInt(it)) return new LLVMTypes.ArrayType(BuiltinTypes.I64, limbs(it));
        return convertDeep(t);
    }

    /** Whether {@code t} is (or, for builtin function types, contains) a cir type. */
    public static boolean isCirType(Type t) {
        if (t instanceof CirTypes.CirType) return true;
        if (t instanceof BuiltinTypes.FunctionType f) {
            for (Type x : f.inputs()) if (isCirType(x)) return true;
            for (Type x : f.results()) if (isCirType(x)) return true;
        }
        return false;
    }

    /** Converts a type that may also be a builtin function type mentioning cir types. */
    public Type convertDeep(Type t) {
        if (t instanceof BuiltinTypes.FunctionType f) {
            return new BuiltinTypes.FunctionType(f.inputs().stream().map(this::convertDeep).toList(),
                    f.results().stream().map(this::convertDeep).toList());
        }
        return convert(t);
    }

    /** Array elements of void type (GNU void arithmetic) become bytes. */
    private Type convertElement(Type t) {
        return t instanceof CirTypes.VoidType ? BuiltinTypes.I8 : memoryType(t);
    }

    /** The element type a pointer to {@code pointee} strides over in getelementptr. */
    public Type elementTypeOf(Type pointee) {
        if (pointee instanceof CirTypes.VoidType || pointee instanceof CirTypes.FuncType) return BuiltinTypes.I8;
        return memoryType(pointee);
    }

    private LLVMTypes.StructType convertStruct(CirTypes.StructType s) {
        LLVMTypes.StructType cached = structs.get(s);
        if (cached != null) return cached;
        LLVMTypes.StructType r;
        if (!s.isComplete()) {
            r = new LLVMTypes.StructType(List.of(), false);
        } else if (s.isUnion()) {
            r = convertUnion(s);
        } else {
            List<Type> body = new ArrayList<>();
            for (Type m : s.members()) body.add(memoryType(m));
            r = new LLVMTypes.StructType(body, s.packed());
        }
        structs.put(s, r);
        return r;
    }

    private LLVMTypes.StructType convertUnion(CirTypes.StructType u) {
        if (u.members().isEmpty()) return new LLVMTypes.StructType(List.of(), false);
        Type best = null;
        long bestAlign = -1, bestSize = -1;
        for (Type m : u.members()) {
            long a = layout.alignOf(m), sz = layout.sizeOf(m);
            if (a > bestAlign || a == bestAlign && sz > bestSize) { best = m; bestAlign = a; bestSize = sz; }
        }
        long unionSize = layout.sizeOf(u);
        List<Type> body = new ArrayList<>();
        Type m = memoryType(best);
        if (!(m instanceof BuiltinTypes.IntegerType || m instanceof LLVMTypes.PointerType
                || m instanceof BuiltinTypes.FloatType f && f.width() <= 64)) {
            // a union is copied as a value (load/store of its type): padding inside M would not be
            // copied although other members' bytes live there, so use integers covering every byte
            long a = u.packed() ? 1 : bestAlign;
            body.add(new LLVMTypes.ArrayType(BuiltinTypes.i((int) (a * 8)), unionSize / a));
            return new LLVMTypes.StructType(body, u.packed());
        }
        body.add(m);
        if (unionSize > bestSize) body.add(new LLVMTypes.ArrayType(BuiltinTypes.I8, unionSize - bestSize));
        return new LLVMTypes.StructType(body, u.packed());
    }

    /** {@code !cir.func<R (A...)>} → {@code (A'...) -> R'} (no result for void). */
    public BuiltinTypes.FunctionType toFunctionType(CirTypes.FuncType f) {
        List<Type> in = new ArrayList<>();
        for (Type t : f.inputs()) in.add(convert(t));
        List<Type> out = f.returnsVoid() ? List.of() : List.of(convert(f.returnType()));
        return new BuiltinTypes.FunctionType(in, out);
    }

    /** {@code !cir.func<R (A..., ...)>} → {@code !llvm.func<R' (A'..., ...)>}. */
    public LLVMTypes.FunctionType toLLVMFunctionType(CirTypes.FuncType f) {
        List<Type> in = new ArrayList<>();
        for (Type t : f.inputs()) in.add(convert(t));
        return new LLVMTypes.FunctionType(convert(f.returnType()), in, f.varArg());
    }
}
