package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMVectorOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirDataLayout;
import jcirc.lowering.types.CirTypeConverter;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Materializes cir constant attributes as upstream ops, for {@code cir.const} in function bodies
 * (scalars as {@code arith.constant}) and for global initializer regions (scalars as
 * {@code llvm.mlir.constant}, since those regions are translated to LLVM constant expressions).
 */
final class ConstantLowering {
    private final LoweringContext cx;

    ConstantLowering(LoweringContext cx) { this.cx = cx; }

    // %0 = cir.const(#cir.int<42> : !s32i) : !s32i → %0 = arith.constant 42 : i32
    // #cir.ptr<null> → llvm.mlir.zero : !llvm.ptr;  #cir.zero : T → llvm.mlir.zero : T'
    // aggregates → llvm.mlir.zero + llvm.insertvalue;  #cir.global_view → llvm.mlir.addressof (+ getelementptr)
    void constant(Operation op) {
        Attribute v = op.attr("value");
        if (v == null) throw new PassFailure(op, "cir.const without a value");
        cx.at(op);
        cx.replace(op, materialize(op, v, cx.cirType(op.result()), false));
    }

    /** Builds the value of {@code a} (of cir type {@code t}) at the builder's insertion point. */
    Value materialize(Operation at, Attribute a, Type t, boolean inGlobal) {
        Type ct = cx.convert(t);
        return switch (a) {
            case CirAttrs.IntAttr i -> scalarInt(i.value(), ct, inGlobal);
            case CirAttrs.BoolAttr bo -> scalarInt(bo.value() ? BigInteger.ONE : BigInteger.ZERO, BuiltinTypes.I1, inGlobal);
            case CirAttrs.FPAttr f -> inGlobal
                    ? LLVMOps.MlirConstantOp.create(cx.b, BuiltinAttrs.FloatAttr.of(f.exact(), ct), ct).res()
                    : cx.floatConst(f.exact(), ct);
            case CirAttrs.NullPtrAttr n -> cx.nullPtr();
            // C++ pointers to members (Itanium): #cir.data_member<4> → 4 : i64 (null: -1);
            // #cir.method<@f, adj = 8> → {ptrtoint @f, 8}, <vtable_offset = 16> → {17, adj}, <null> → {0, 0}
            case CirAttrs.DataMemberAttr dm -> scalarInt(BigInteger.valueOf(dm.offset() == null ? -1 : dm.offset()), ct, inGlobal);
            case CirAttrs.MethodAttr m -> {
                Value ptr = m.symbol() != null ? LLVMOps.PtrtointOp.create(cx.b, cx.address(m.symbol()), BuiltinTypes.I64).res()
                        : scalarInt(BigInteger.valueOf(m.vtableOffset() != null ? m.vtableOffset() + 1 : 0), BuiltinTypes.I64, inGlobal);
                yield aggregate(ct, List.of(ptr, scalarInt(BigInteger.valueOf(m.adj()), BuiltinTypes.I64, inGlobal)));
            }
            case CirAttrs.BlockAddressAttr ba -> cx.labelAddresses.address(at, ba);
            // #cir.label_diff<@f, "L1", "L0"> : !s32i → trunc (sub (ptrtoint blockaddress L1), (ptrtoint blockaddress L0)) to i32
            case CirAttrs.LabelDiffAttr ld -> {
                Value l1 = LLVMOps.PtrtointOp.create(cx.b, cx.labelAddresses.address(at, ld.function(), ld.label()), BuiltinTypes.I64).res();
                Value l0 = LLVMOps.PtrtointOp.create(cx.b, cx.labelAddresses.address(at, ld.function(), ld.base()), BuiltinTypes.I64).res();
                Value d = LLVMOps.SubOp.create(cx.b, l1, l0, BuiltinTypes.I64).res();
                int w = ((BuiltinTypes.IntegerType) ct).width();
                yield w == 64 ? d : w < 64 ? LLVMOps.TruncOp.create(cx.b, d, ct).res() : LLVMOps.SextOp.create(cx.b, d, ct).res();
            }
            // #cir.ptr<5 : i64> → %a = llvm.mlir.constant(5 : i64) : i64;  llvm.inttoptr %a : i64 to !llvm.ptr
            case CirAttrs.ConstPtrAttr c -> LLVMOps.InttoptrOp.create(cx.b, scalarInt(BigInteger.valueOf(c.value()), BuiltinTypes.I64, inGlobal), jcirc.dialect.llvm.LLVMTypes.PTR).res();
            case CirAttrs.ZeroAttr z -> {
                if (ct instanceof BuiltinTypes.IntegerType it) yield scalarInt(BigInteger.ZERO, it, inGlobal);
                if (ct instanceof BuiltinTypes.FloatType) yield inGlobal
                        ? LLVMOps.MlirConstantOp.create(cx.b, new BuiltinAttrs.FloatAttr(0.0, ct), ct).res()
                        : cx.floatConst(0.0, ct);
                yield LLVMOps.MlirZeroOp.create(cx.b, ct).res();
            }
            case CirAttrs.ConstArrayAttr arr when arr.isString() ->
                    LLVMOps.MlirConstantOp.create(cx.b, paddedString(arr, t), ct).res();
            // #cir.const_array<[#cir.int<1> : !s32i, ...]> : !cir.array<!s32i x N> (nested arrays too) of scalar
            // constants → llvm.mlir.constant(dense<[1, ...]> : tensor<Nxi32>) : !llvm.array<N x i32>
            case CirAttrs.ConstArrayAttr arr when denseElements(arr, t) instanceof BuiltinAttrs.DenseElementsAttr d ->
                    LLVMOps.MlirConstantOp.create(cx.b, d, ct).res();
            case CirAttrs.ConstArrayAttr arr -> {
                List<Attribute> elems = ((BuiltinAttrs.ArrayAttr) arr.elements()).elements();
                Type elemT = ((CirTypes.ArrayType) t).element();
                List<Value> vals = new ArrayList<>();
                for (Attribute e : elems) vals.add(memoryValue(at, e, elemT, inGlobal));
                Type elemCt = cx.types.memoryType(elemT);
                if (vals.stream().allMatch(v -> v.type().equals(elemCt))) yield aggregate(ct, vals);
                // elements of their own literal types (union constants inside): a packed struct, element i at i * size
                CirDataLayout dl = cx.types.dataLayout();
                long es = dl.sizeOf(elemT), n = ((CirTypes.ArrayType) t).size();
                List<Long> offs = new ArrayList<>(), sizes = new ArrayList<>();
                for (int i = 0; i < vals.size(); i++) { offs.add(i * es); sizes.add(es); }
                int k = vals.size();
                if (n > k) {
                    // missing trailing elements stay zero
                    vals.add(LLVMOps.MlirZeroOp.create(cx.b, new LLVMTypes.ArrayType(elemCt, n - k)).res());
                    offs.add(k * es);
                    sizes.add((n - k) * es);
                }
                yield packedAt(vals, offs, sizes, n * es);
            }
            case CirAttrs.ConstStructAttr st -> structValue(at, st, (CirTypes.StructType) t, inGlobal);
            // #cir.const_complex<re, im> : !cir.complex<T> → the literal struct {T, T} built from both parts
            case CirAttrs.ConstComplexAttr cc -> {
                Type et = ((CirTypes.ComplexType) t).element();
                yield aggregate(ct, List.of(materialize(at, cc.real(), et, inGlobal), materialize(at, cc.imag(), et, inGlobal)));
            }
            // #cir.const_vector<[a, b]> : !cir.vector<T x 2> → llvm.mlir.zero : vector<2xT'> + one llvm.insertelement per element
            case CirAttrs.ConstVectorAttr cv -> {
                Type et = ((CirTypes.VectorType) t).element();
                Value acc = LLVMOps.MlirZeroOp.create(cx.b, ct).res();
                for (int i = 0; i < cv.elements().size(); i++) {
                    Value e = materialize(at, cv.elements().get(i), et, inGlobal);
                    acc = LLVMVectorOps.InsertelementOp.create(cx.b, acc, e, scalarInt(BigInteger.valueOf(i), BuiltinTypes.I32, inGlobal), ct).res();
                }
                yield acc;
            }
            // #cir.global_view<@x> : !s64i  (static long v = (long)&x;)  ->  llvm.ptrtoint of the address
            case CirAttrs.GlobalViewAttr gv when t instanceof CirTypes.IntType -> LLVMOps.PtrtointOp.create(cx.b, globalView(at, gv), ct).res();
            case CirAttrs.GlobalViewAttr gv -> globalView(at, gv);
            case BuiltinAttrs.IntegerAttr i -> scalarInt(i.value(), ct, inGlobal);
            case BuiltinAttrs.FloatAttr f -> cx.floatConst(f.exact(), ct);
            default -> throw new PassFailure(at, "cannot lower constant " + a.print());
        };
    }

    // a _BitInt(N > 128) stored in an aggregate or global: #cir.int<v> : !cir.int<s, 200>
    //   → llvm.mlir.constant(dense<[limb0, limb1, limb2, limb3]> : tensor<4xi64>) : !llvm.array<4 x i64>
    /** The value of constant {@code a} as it is stored: its limbs for a wide {@code _BitInt}, else {@link #materialize}. */
    Value memoryValue(Operation at, Attribute a, Type t, boolean inGlobal) {
        BuiltinAttrs.DenseElementsAttr limbs = wideLimbs(a, t);
        if (limbs == null) return materialize(at, a, t, inGlobal);
        return LLVMOps.MlirConstantOp.create(cx.b, limbs, cx.types.memoryType(t)).res();
    }

    /** The limbs (least significant first, sign-extended through the last) of a wide {@code _BitInt} constant; null for other types. */
    static BuiltinAttrs.DenseElementsAttr wideLimbs(Attribute a, Type t) {
        if (!(t instanceof CirTypes.IntType it) || !CirTypeConverter.isWideBitInt(it)) return null;
        BigInteger v = switch (a) {
            case CirAttrs.IntAttr i -> i.value();
            case BuiltinAttrs.IntegerAttr i -> i.value();
            case CirAttrs.ZeroAttr z -> BigInteger.ZERO;
            default -> null;
        };
        if (v == null) return null;
        int n = CirTypeConverter.limbs(it);
        long[] bits = new long[n];
        for (int k = 0; k < n; k++) bits[k] = v.shiftRight(64 * k).longValue();
        return new BuiltinAttrs.DenseElementsAttr(new BuiltinTypes.TensorType(List.of((long) n), BuiltinTypes.I64), bits);
    }

    /**
     * The dense elements attribute of an array constant whose leaves (through nested arrays) are
     * integers of at most 64 bits or f32/f64 values, as one flat row-major list with missing
     * elements zero, shaped as the arrays nest; null when some leaf is anything else (pointers,
     * records, vectors, wide integers, long double). One op instead of two per element: a table of
     * a million entries no longer costs gigabytes.
     */
    BuiltinAttrs.DenseElementsAttr denseElements(CirAttrs.ConstArrayAttr arr, Type t) {
        List<Long> shape = new ArrayList<>();
        Type leaf = t;
        long total = 1;
        while (leaf instanceof CirTypes.ArrayType at) {
            shape.add(at.size());
            total = Math.multiplyExact(total, at.size());
            leaf = at.element();
        }
        if (total > Integer.MAX_VALUE - 8 || total == 0) return null;
        Type leafCt = cx.convert(leaf);
        boolean isFloat;
        if (leafCt instanceof BuiltinTypes.IntegerType it && it.width() <= 64) isFloat = false;
        else if (leafCt instanceof BuiltinTypes.FloatType ft && (ft.kind().equals("f32") || ft.kind().equals("f64"))) isFloat = true;
        else return null;
        long[] bits = new long[(int) total];
        long given = fillDense(arr, t, bits, 0, isFloat);
        // a big, mostly implicit zero table (int big[1 << 20] = {1}) stays zero + inserts: no million-element list
        if (given < 0 || (total > 4096 && given * 16 < total)) return null;
        return new BuiltinAttrs.DenseElementsAttr(new BuiltinTypes.TensorType(shape, leafCt), bits);
    }

    /**
     * Writes the leaves of constant {@code a} of cir type {@code t} at {@code base}; the number of
     * leaves given explicitly, or -1 if one is not a scalar constant.
     */
    private static long fillDense(Attribute a, Type t, long[] bits, int base, boolean isFloat) {
        switch (a) {
            case CirAttrs.ZeroAttr z -> { return 0; }   // the bits are zero already (0.0 is all-zero bits too)
            case CirAttrs.IntAttr i when !isFloat && !(t instanceof CirTypes.ArrayType) -> bits[base] = i.value().longValue();
            case CirAttrs.BoolAttr b when !isFloat && !(t instanceof CirTypes.ArrayType) -> bits[base] = b.value() ? 1 : 0;
            case CirAttrs.FPAttr f when isFloat && !(t instanceof CirTypes.ArrayType) -> bits[base] = Double.doubleToRawLongBits(f.value());
            case CirAttrs.ConstArrayAttr arr when t instanceof CirTypes.ArrayType at -> {
                int stride = 1;
                for (Type e = at.element(); e instanceof CirTypes.ArrayType inner; e = inner.element()) stride *= (int) inner.size();
                if (arr.elements() instanceof BuiltinAttrs.StringAttr str) {
                    // a string row of a char table: its bytes, the rest zero
                    if (isFloat || stride != 1) return -1;
                    String v = str.value();
                    int n = (int) Math.min(v.length(), at.size());
                    for (int k = 0; k < n; k++) bits[base + k] = v.charAt(k) & 0xff;
                    return n;
                }
                List<Attribute> elems = ((BuiltinAttrs.ArrayAttr) arr.elements()).elements();
                if (elems.size() > at.size()) return -1;
                long given = 0;
                for (int k = 0; k < elems.size(); k++) {
                    long g = fillDense(elems.get(k), at.element(), bits, base + k * stride, isFloat);
                    if (g < 0) return -1;
                    given += g;
                }
                return given;
            }
            default -> { return -1; }
        }
        return 1;
    }

    private Value scalarInt(BigInteger v, Type ct, boolean inGlobal) {
        int w = LoweringContext.widthOf(ct);
        if (inGlobal)
            return LLVMOps.MlirConstantOp.create(cx.b, LoweringContext.intAttr(v, w), ct).res();
        return cx.intConst(v, w);
    }

    /** A string initializer, zero-padded to the array's length. */
    static BuiltinAttrs.StringAttr paddedString(CirAttrs.ConstArrayAttr arr, Type t) {
        String s = ((BuiltinAttrs.StringAttr) arr.elements()).value();
        long n = t instanceof CirTypes.ArrayType at ? at.size() : s.length();
        StringBuilder sb = new StringBuilder(s.length() > n ? s.substring(0, (int) n) : s);
        while (sb.length() < n) sb.append('\0');
        return new BuiltinAttrs.StringAttr(sb.toString());
    }

    /** {@code llvm.mlir.zero : T} then one {@code llvm.insertvalue} per element (missing trailing elements stay zero). */
    private Value aggregate(Type ct, List<Value> members) {
        Value acc = LLVMOps.MlirZeroOp.create(cx.b, ct).res();
        for (int i = 0; i < members.size(); i++) {
            acc = LLVMOps.InsertvalueOp.create(cx.b, acc, members.get(i), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of((long) i)), ct).res();
        }
        return acc;
    }

    /**
     * A struct constant. Members are inserted into a literal struct of the members' own value types
     * (these differ from the converted type only for nested union constants). A union constant
     * holds its one initialized member plus padding bytes; this keeps the layout only when that
     * member has the union's alignment.
     */
    private Value structValue(Operation at, CirAttrs.ConstStructAttr st, CirTypes.StructType t, boolean inGlobal) {
        CirDataLayout dl = cx.types.dataLayout();
        if (t.isUnion()) {
            if (st.members().size() != 1) throw new PassFailure(at, "union constant must initialize exactly one member");
            Attribute m = st.members().get(0);
            Type mt = m instanceof CirAttrs.CirTypedAttr ta ? ta.type() : null;
            if (mt == null) throw new PassFailure(at, "untyped union member constant " + m.print());
            // a member with smaller alignment than the union gives a less aligned literal type; enclosing
            // aggregates then place it explicitly (packedAt), globals carry their own alignment
            Value mv = memoryValue(at, m, mt, inGlobal);
            long pad = dl.sizeOf(t) - constSize(m, mt);
            List<Type> body = new ArrayList<>(List.of(mv.type()));
            if (pad > 0) body.add(new LLVMTypes.ArrayType(BuiltinTypes.I8, pad));
            return aggregate(new LLVMTypes.StructType(body, t.packed()), List.of(mv));
        }
        List<Value> vals = new ArrayList<>();
        List<Type> memberTypes = t.members();
        int flex = flexibleInit(st, t) ? memberTypes.size() - 1 : -1;   // its longer array keeps the layout
        for (int i = 0; i < st.members().size(); i++)
            vals.add(memoryValue(at, st.members().get(i), i == flex ? ((CirAttrs.CirTypedAttr) st.members().get(i)).type() : memberTypes.get(i), inGlobal));
        List<Type> body = new ArrayList<>();
        for (Value v : vals) body.add(v.type());
        for (int i = vals.size(); i < memberTypes.size(); i++) body.add(cx.types.memoryType(memberTypes.get(i)));
        boolean literalMembers = false;
        for (int i = 0; i < vals.size(); i++) if (i != flex && !vals.get(i).type().equals(cx.types.memoryType(memberTypes.get(i)))) literalMembers = true;
        if (literalMembers && !t.packed()) {
            // a member of its own literal type (a union constant inside) may be less aligned than the
            // member's type: place every member at its offset in a packed struct
            CirDataLayout.StructLayout sl = dl.structLayout(t);
            List<Long> offs = new ArrayList<>(), sizes = new ArrayList<>();
            for (int i = 0; i < memberTypes.size(); i++) {
                if (i >= vals.size()) vals.add(LLVMOps.MlirZeroOp.create(cx.b, cx.types.memoryType(memberTypes.get(i))).res());
                offs.add(sl.offsets().get(i));
                sizes.add(i == flex ? dl.sizeOf(((CirAttrs.CirTypedAttr) st.members().get(i)).type()) : dl.sizeOf(memberTypes.get(i)));
            }
            return packedAt(vals, offs, sizes, constSize(st, t));
        }
        return aggregate(new LLVMTypes.StructType(body, t.packed()), vals);
    }

    /**
     * A struct constant that initializes the flexible array member (the last member,
     * {@code !cir.array<T x 0>}) with a longer array (gcc's static flexible array initialization).
     */
    private static boolean flexibleInit(CirAttrs.ConstStructAttr st, CirTypes.StructType t) {
        List<Type> ms = t.members();
        return !t.isUnion() && !ms.isEmpty() && st.members().size() == ms.size()
                && ms.get(ms.size() - 1) instanceof CirTypes.ArrayType fa && fa.size() == 0
                && st.members().get(ms.size() - 1) instanceof CirAttrs.CirTypedAttr m
                && m.type() instanceof CirTypes.ArrayType ma && ma.size() > 0;
    }

    /** The bytes a constant of type {@code t} occupies: more than the type's size when it initializes a flexible array member. */
    private long constSize(Attribute a, Type t) {
        CirDataLayout dl = cx.types.dataLayout();
        if (!(a instanceof CirAttrs.ConstStructAttr st && t instanceof CirTypes.StructType s && flexibleInit(st, s))) return dl.sizeOf(t);
        int last = s.members().size() - 1;
        long end = dl.structLayout(s).offsets().get(last) + dl.sizeOf(((CirAttrs.CirTypedAttr) st.members().get(last)).type());
        return Math.max(dl.sizeOf(s), CirDataLayout.alignTo(end, dl.alignOf(s)));
    }

    /** A packed literal struct holding {@code vals} at byte offsets {@code offs} (sizes {@code sizes}), zero bytes between, {@code size} bytes in all. */
    private Value packedAt(List<Value> vals, List<Long> offs, List<Long> sizes, long size) {
        List<Type> body = new ArrayList<>();
        List<Value> members = new ArrayList<>();
        long pos = 0;
        for (int i = 0; i < vals.size(); i++) {
            long off = offs.get(i);
            if (off > pos) {
                Type pad = new LLVMTypes.ArrayType(BuiltinTypes.I8, off - pos);
                body.add(pad);
                members.add(LLVMOps.MlirZeroOp.create(cx.b, pad).res());
            }
            body.add(vals.get(i).type());
            members.add(vals.get(i));
            pos = off + sizes.get(i);
        }
        if (size > pos) {
            Type pad = new LLVMTypes.ArrayType(BuiltinTypes.I8, size - pos);
            body.add(pad);
            members.add(LLVMOps.MlirZeroOp.create(cx.b, pad).res());
        }
        return aggregate(new LLVMTypes.StructType(body, true), members);
    }

    /** The byte offset the indices reach inside an object of cir type {@code t} if they pass through a union member, else null. */
    private Long unionPathOffset(Type t, List<Long> indices) {
        CirDataLayout dl = cx.types.dataLayout();
        boolean union = false;
        long off = 0;
        Type cur = t;
        for (long i : indices) {
            if (cur instanceof CirTypes.ArrayType at) {
                off += i * dl.sizeOf(at.element());
                cur = at.element();
            } else if (cur instanceof CirTypes.StructType st) {
                if (st.isUnion()) union = true;
                else off += dl.structLayout(st).offsets().get((int) i);
                cur = st.members().get((int) i);
            } else return null;
        }
        return union ? off : null;
    }

    // #cir.global_view<@arr, [3]> → %a = llvm.mlir.addressof @arr; llvm.getelementptr %a[0, 3] : (!llvm.ptr) -> !llvm.ptr, T'
    private Value globalView(Operation at, CirAttrs.GlobalViewAttr gv) {
        Value addr = cx.address(gv.symbol());
        if (gv.indices().isEmpty()) return addr;
        Type gt = cx.globals.get(gv.symbol());
        if (gt == null) throw new PassFailure(at, "global_view of unknown global @" + gv.symbol());
        List<Long> idx = new ArrayList<>();
        Long bytes = unionPathOffset(gt, gv.indices());
        if (bytes != null) {
            // a path through a union member: LLVM's union type holds only one member, so use a byte offset
            return LLVMOps.GetelementptrOp.create(cx.b, addr, List.of(), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(bytes)), new BuiltinAttrs.TypeAttr(BuiltinTypes.I8), LLVMTypes.PTR).res();
        }
        idx.add(0L);
        idx.addAll(gv.indices());
        return LLVMOps.GetelementptrOp.create(cx.b, addr, List.of(), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, idx), new BuiltinAttrs.TypeAttr(cx.convert(gt)), LLVMTypes.PTR).res();
    }
}
