package jcirc.frontend.cirgen.abi;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The x86-64 System V calling convention for C functions (what clang's X86_64ABIInfo does for C):
 * <pre>
 *   scalars                        → passed and returned as themselves (LLVM assigns the registers)
 *   struct/union, INTEGER/SSE      → one cir argument per eightbyte ({@link Piece}), if the
 *                                    registers they need are still free (6 general, 8 SSE);
 *                                    returned as one scalar or a two-member coerce struct
 *   struct/union, MEMORY (or no    → argument: {@code !cir.ptr<T> {llvm.align = max(8, align), llvm.byval = T}}
 *   registers left)                  return: hidden first {@code !cir.ptr<T> {llvm.align = align, llvm.sret = T}}
 *   struct {long double}           → argument in memory (byval), returned in ST0 as {@code !cir.long_double}
 *   empty struct/union             → nothing passed or returned
 *   _BitInt(N), N > 128            → in memory as a MEMORY struct (byval argument, sret result)
 * </pre>
 * A struct needing more registers than are left goes to memory as a whole, as the psABI requires.
 */
public final class X86_64Abi {
    public static final int INT_REGS = 6, SSE_REGS = 8;

    private final Function<CType, Type> convert;

    /** @param convert the C → cir type mapping (CIRGenTypes::convert) */
    public X86_64Abi(Function<CType, Type> convert) { this.convert = convert; }

    /** Registers still free while the arguments are assigned, left to right. */
    private static final class Budget {
        int ints = INT_REGS, sses = SSE_REGS;
    }

    /** The lowered signature of a function type; {@code definition} as in {@code CIRGenTypes.funcType}. */
    public FunctionInfo lower(CType.Function f, boolean definition) { return lower(f, definition, List.of()); }

    /**
     * The lowering of one call: the fixed parameters of {@code f}, then the variadic (or
     * unprototyped) arguments of the given, already promoted, types.
     */
    public FunctionInfo lowerCall(CType.Function f, List<CType> extraArgs) { return lower(f, false, extraArgs); }

    private FunctionInfo lower(CType.Function f0, boolean definition, List<CType> extraArgs) {
        CType.Function f = Types.knrPassing(f0);   // K&R parameters are passed promoted
        Budget regs = new Budget();
        ReturnInfo ret = classifyReturn(f.returnType());
        List<Type> inputs = new ArrayList<>();
        List<BuiltinAttrs.DictionaryAttr> attrs = new ArrayList<>();
        if (ret instanceof ReturnInfo.SRet s) {
            regs.ints--;
            inputs.add(CirTypes.ptr(s.type()));
            attrs.add(dict(LLVMDialect.ALIGN_ATTR, BuiltinAttrs.i64(s.align()), LLVMDialect.SRET_ATTR, BuiltinAttrs.type(s.type())));
        }
        List<ArgInfo> args = new ArrayList<>();
        for (CType p : f.params()) args.add(classifyArgument(Types.decay(p), regs));
        int fixed = args.size();
        for (CType p : extraArgs) args.add(classifyArgument(p, regs));
        List<Type> extraInputs = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            List<Type> into = i < fixed ? inputs : extraInputs;
            switch (args.get(i)) {
                case ArgInfo.Direct d -> { into.add(d.type()); attrs.add(dict()); }
                case ArgInfo.Coerced c -> { for (Piece p : c.pieces()) { into.add(p.type()); attrs.add(dict()); } }
                case ArgInfo.ByVal b -> {
                    into.add(CirTypes.ptr(b.type()));
                    attrs.add(dict(LLVMDialect.ALIGN_ATTR, BuiltinAttrs.i64(b.align()), LLVMDialect.BYVAL_ATTR, BuiltinAttrs.type(b.type())));
                }
                case ArgInfo.Indirect ind -> { into.add(CirTypes.ptr(ind.type())); attrs.add(dict()); }
                case ArgInfo.Ignored i2 -> { }
            }
        }
        Type resultType = switch (ret) {
            case ReturnInfo.Direct d -> d.type();
            case ReturnInfo.Coerced c -> c.type();
            case ReturnInfo.SRet s -> CirTypes.VOID;
            case ReturnInfo.Ignored i -> CirTypes.VOID;
        };
        boolean varArg = f.variadic() || (!f.prototyped() && f.params().isEmpty() && !definition);
        return new FunctionInfo(ret, args, new CirTypes.FuncType(inputs, resultType, varArg), attrs);
    }

    /** How a value of type {@code t} is returned. */
    public ReturnInfo classifyReturn(CType t) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Vector) {
            long size = Types.sizeOf(u);
            if (size > 16) return new ReturnInfo.SRet(convert.apply(u), Types.alignOf(u));
            if (size == 16) return new ReturnInfo.Direct(convert.apply(u));
            Piece p = vectorPiece(size);
            return new ReturnInfo.Coerced(List.of(p), p.type());
        }
        if (jcirc.frontend.types.BitInts.inMemory(u)) return new ReturnInfo.SRet(convert.apply(u), Types.alignOf(u));   // _BitInt(N > 128)
        if (!Types.isRecord(u) && !Types.isComplex(u)) return new ReturnInfo.Direct(convert.apply(u));
        if (u instanceof CType.Record r && r.def().passedIndirectly()) return new ReturnInfo.SRet(convert.apply(u), Types.alignOf(u));   // C++: non-trivial for calls
        if (u instanceof CType.Complex cx && cx.kind() == CType.FloatKind.LONG_DOUBLE) {
            // COMPLEX_X87: returned in ST0 (real) and ST1 (imaginary), LLVM's {x86_fp80, x86_fp80} result
            List<Piece> ps = List.of(new Piece(CirTypes.LONG_DOUBLE, 0, 16), new Piece(CirTypes.LONG_DOUBLE, 16, 16));
            return new ReturnInfo.Coerced(ps, coerceStruct(ps));
        }
        Classification c = SysVClassifier.classify(u);
        long size = Types.sizeOf(u);
        int align = Types.alignOf(u);
        if (c.isEmpty()) return new ReturnInfo.Ignored();
        if (c.lo() == ArgClass.X87 && c.hi() == ArgClass.X87UP && size == 16) {
            return new ReturnInfo.Coerced(List.of(new Piece(CirTypes.LONG_DOUBLE, 0, 16)), CirTypes.LONG_DOUBLE);
        }
        if (c.isMemory() || !registerClasses(c)) return new ReturnInfo.SRet(convert.apply(u), align);
        List<Piece> pieces = pieces(u, c);
        if (pieces.size() == 2 && pieces.get(0).size() < 8 && pieces.get(1).size() < 8) {
            // in {lo, hi} the hi member must sit at byte 8: widen a 4-byte lo when hi is only 4-aligned
            Piece lo = pieces.get(0);
            pieces = List.of(lo.type() instanceof CirTypes.IntType ? new Piece(CirTypes.U64, 0, 8) : new Piece(CirTypes.DOUBLE, 0, 8), pieces.get(1));
        }
        Type type = pieces.size() == 1 ? pieces.get(0).type() : coerceStruct(pieces);
        return new ReturnInfo.Coerced(pieces, type);
    }

    /** How an argument of type {@code t} is passed when it is the only one (all registers free). */
    public ArgInfo classifyArgument(CType t) { return classifyArgument(t, new Budget()); }

    private ArgInfo classifyArgument(CType t, Budget regs) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Vector) return vectorArgument(u, regs);
        if (jcirc.frontend.types.BitInts.inMemory(u)) return new ArgInfo.ByVal(convert.apply(u), Math.max(8, Types.alignOf(u)));   // _BitInt(N > 128)
        if (!Types.isRecord(u) && !Types.isComplex(u)) {
            Classification c = SysVClassifier.classify(u);
            if (c.lo() != ArgClass.X87 && regs.ints >= c.intRegs() && regs.sses >= c.sseRegs()) {
                regs.ints -= c.intRegs();
                regs.sses -= c.sseRegs();
            }
            return new ArgInfo.Direct(convert.apply(u));
        }
        if (u instanceof CType.Record r && r.def().passedIndirectly()) {   // C++: by invisible reference
            if (regs.ints > 0) regs.ints--;
            return new ArgInfo.Indirect(convert.apply(u), Types.alignOf(u));
        }
        Classification c = SysVClassifier.classify(u);
        long size = Types.sizeOf(u);
        if (c.isEmpty()) return new ArgInfo.Ignored();
        ArgInfo byval = new ArgInfo.ByVal(convert.apply(u), Math.max(8, Types.alignOf(u)));
        if (c.isMemory() || !registerClasses(c)) return byval;
        if (regs.ints < c.intRegs() || regs.sses < c.sseRegs()) return byval;
        regs.ints -= c.intRegs();
        regs.sses -= c.sseRegs();
        return new ArgInfo.Coerced(pieces(u, c));
    }

    /**
     * GNU vectors as gcc passes them (without AVX): 16 bytes (SSE, SSEUP) as the vector itself in
     * one XMM register; 8 bytes (SSE) as a {@code !cir.double} piece; 4 bytes or less (INTEGER, as
     * gcc) as one integer piece; larger vectors in memory (byval, aligned to their size, as gcc and clang).
     */
    private ArgInfo vectorArgument(CType u, Budget regs) {
        long size = Types.sizeOf(u);
        if (size > 16) return new ArgInfo.ByVal(convert.apply(u), Types.alignOf(u));
        if (size > 4) { if (regs.sses > 0) regs.sses--; }
        else if (regs.ints > 0) regs.ints--;
        if (size == 16) return new ArgInfo.Direct(convert.apply(u));
        return new ArgInfo.Coerced(List.of(vectorPiece(size)));
    }

    /** The register piece of a vector of at most 8 bytes: {@code !cir.double} for 8 bytes, else the integer of its size. */
    private static Piece vectorPiece(long size) {
        if (size == 8) return new Piece(CirTypes.DOUBLE, 0, 8);
        long bytes = size <= 1 ? 1 : size <= 2 ? 2 : 4;
        return new Piece(CirTypes.intType(false, (int) bytes * 8), 0, bytes);
    }

    /**
     * Whether every eightbyte is INTEGER or SSE, the low one present (a struct whose first
     * eightbyte holds only padding is passed in memory by jcirc; see docs/abi.md).
     */
    private static boolean registerClasses(Classification c) {
        boolean lo = c.lo() == ArgClass.INTEGER || c.lo() == ArgClass.SSE;
        boolean hi = c.hi() == ArgClass.NO_CLASS || c.hi() == ArgClass.INTEGER || c.hi() == ArgClass.SSE
                || (c.hi() == ArgClass.SSEUP && c.lo() == ArgClass.SSE);
        return lo && hi;
    }

    /**
     * The register pieces of an object of type {@code t}: INTEGER eightbytes become the smallest of
     * {@code !u8i/!u16i/!u32i/!u64i} covering the eightbyte's data bytes (trailing padding
     * excluded: a 3-byte struct → u32, {@code {int, double}} → u32 then double, 5..8 bytes → u64);
     * SSE eightbytes become {@code !cir.float} when their data is at most 4 bytes, else
     * {@code !cir.double} (two floats share one XMM register's low 8 bytes).
     */
    public static List<Piece> pieces(CType t, Classification c) {
        List<Piece> out = new ArrayList<>();
        // (SSE, SSEUP): a struct or array holding one 16-byte vector travels as a vector, in one XMM register
        if (c.lo() == ArgClass.SSE && c.hi() == ArgClass.SSEUP) return List.of(new Piece(new CirTypes.VectorType(CirTypes.DOUBLE, 2), 0, 16));
        List<ArgClass> eb = c.eightbytes();
        for (int i = 0; i < 2; i++) {
            long off = 8L * i;
            long left = SysVClassifier.dataBytes(t, i);
            if (left == 0 || eb.get(i) == ArgClass.NO_CLASS) continue;
            if (eb.get(i) == ArgClass.SSE) {
                out.add(left <= 4 ? new Piece(CirTypes.FLOAT, off, 4) : new Piece(CirTypes.DOUBLE, off, 8));
            } else {
                long bytes = left <= 1 ? 1 : left <= 2 ? 2 : left <= 4 ? 4 : 8;
                out.add(new Piece(CirTypes.intType(false, (int) bytes * 8), off, bytes));
            }
        }
        return out;
    }

    /** The return type carrying two eightbytes: {@code !cir.struct<struct "__jcirc_abi.u64i.double" {!u64i, !cir.double}>}. */
    static CirTypes.StructType coerceStruct(List<Piece> pieces) {
        StringBuilder name = new StringBuilder("__jcirc_abi");
        List<Type> members = new ArrayList<>();
        for (Piece p : pieces) {
            name.append('.').append(shortName(p.type()));
            members.add(p.type());
        }
        return new CirTypes.StructType(name.toString(), false, members, false);
    }

    private static String shortName(Type t) {
        if (t instanceof CirTypes.IntType i) return i.alias();
        if (t.equals(CirTypes.FLOAT)) return "float";
        if (t.equals(CirTypes.DOUBLE)) return "double";
        if (t instanceof CirTypes.VectorType) return "v2double";
        return "long_double";
    }

    /** A dictionary with keys in MLIR's (sorted) order. */
    private static BuiltinAttrs.DictionaryAttr dict(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return new BuiltinAttrs.DictionaryAttr(m);
    }
}
