package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirVectorOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMVectorOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Patterns for cir's GNU vector ops. Vectors become builtin {@code vector<NxT>} values: arithmetic
 * stays in {@code arith} (elementwise on vectors), element access and shuffles use
 * {@code llvm.extractelement}/{@code llvm.insertelement}/{@code llvm.shufflevector}.
 */
final class VectorLowering {
    private final LoweringContext cx;

    VectorLowering(LoweringContext cx) { this.cx = cx; }

    /** A cir vector's element type, else the type itself. */
    static Type element(Type t) { return t instanceof CirTypes.VectorType v ? v.element() : t; }

    private static Map<String, Attribute> mask(List<Long> m) {
        return Map.of("mask", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, m));
    }

    /**
     * A vector with every element {@code x}: {@code %u = llvm.mlir.undef : vector<4xi32>},
     * {@code %i = llvm.insertelement %x, %u[%c0 : i32]}, {@code llvm.shufflevector %i, %u [0, 0, 0, 0]}.
     */
    static Value splat(LoweringContext cx, Value x, Type vectorType) {
        BuiltinTypes.VectorType vt = (BuiltinTypes.VectorType) vectorType;
        Value undef = LLVMOps.MlirUndefOp.create(cx.b, vt).res();
        Value one = LLVMVectorOps.InsertelementOp.create(cx.b, undef, x, cx.intConst(0, 32), vt).res();
        return LLVMVectorOps.ShufflevectorOp.create(cx.b, one, undef, vt, mask(Collections.nCopies((int) vt.size(), 0L))).res();
    }

    // %v = cir.vec.splat %x : !s32i, !cir.vector<!s32i x 4>  →  undef, insertelement at 0, shufflevector [0, 0, 0, 0]
    void splat(Operation op) {
        cx.at(op);
        cx.replace(op, splat(cx, new CirVectorOps.VecSplatOp(op).value(), cx.convert(cx.cirType(op.result(0)))));
    }

    // %v = cir.vec.create(%a, %b : !s32i, !s32i) : !cir.vector<!s32i x 2>  →  undef + one llvm.insertelement per element
    void create(Operation op) {
        cx.at(op);
        Type vt = cx.convert(cx.cirType(op.result(0)));
        Value acc = LLVMOps.MlirUndefOp.create(cx.b, vt).res();
        for (int i = 0; i < op.numOperands(); i++)
            acc = LLVMVectorOps.InsertelementOp.create(cx.b, acc, op.operand(i), cx.intConst(i, 32), vt).res();
        cx.replace(op, acc);
    }

    // %e = cir.vec.extract %v[%i : !s32i] : !cir.vector<!s32i x 4>  →  %e = llvm.extractelement %v[%i : i32] : vector<4xi32>
    void extract(Operation op) {
        cx.at(op);
        Type et = cx.convert(cx.cirType(op.result(0)));
        CirVectorOps.VecExtractOp ex = new CirVectorOps.VecExtractOp(op);
        cx.replace(op, LLVMVectorOps.ExtractelementOp.create(cx.b, ex.vec(), ex.index(), et).res());
    }

    // %w = cir.vec.insert %x, %v[%i : !s32i] : ...  →  %w = llvm.insertelement %x, %v[%i : i32] : vector<4xi32>
    void insert(Operation op) {
        cx.at(op);
        Type vt = cx.convert(cx.cirType(op.result(0)));
        CirVectorOps.VecInsertOp ins = new CirVectorOps.VecInsertOp(op);
        cx.replace(op, LLVMVectorOps.InsertelementOp.create(cx.b, ins.vec(), ins.value(), ins.index(), vt).res());
    }

    // %c = cir.vec.cmp(lt, %a, %b) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    //   →  %m = arith.cmpi slt, %a, %b : vector<4xi32>;  %c = arith.extsi %m : vector<4xi1> to vector<4xi32>
    //   (floats: arith.cmpf olt ... une, as the scalar cir.cmp)
    void cmp(Operation op) {
        CirTypes.VectorType in = (CirTypes.VectorType) cx.operandType(op, 0);
        Type rt = cx.convert(cx.cirType(op.result(0)));
        String k = LoweringContext.kind(op);
        cx.at(op);
        Type maskT = new BuiltinTypes.VectorType(in.size(), BuiltinTypes.I1);
        Value m;
        if (in.element() instanceof CirTypes.FloatType) {
            String p = switch (k) {
                case "lt" -> "olt"; case "le" -> "ole"; case "gt" -> "ogt"; case "ge" -> "oge";
                case "eq" -> "oeq"; case "ne" -> "une";
                default -> throw new PassFailure(op, "unknown cmp kind '" + k + "'");
            };
            CirVectorOps.VecCmpOp c = new CirVectorOps.VecCmpOp(op);
            m = ArithOps.CmpfOp.create(cx.b, new EnumAttr("arith", "cmpf_predicate", p), c.lhs(), c.rhs(), maskT).result();
        } else {
            boolean signed = in.element() instanceof CirTypes.IntType it && it.signed();
            String p = switch (k) {
                case "lt" -> signed ? "slt" : "ult"; case "le" -> signed ? "sle" : "ule";
                case "gt" -> signed ? "sgt" : "ugt"; case "ge" -> signed ? "sge" : "uge";
                case "eq" -> "eq"; case "ne" -> "ne";
                default -> throw new PassFailure(op, "unknown cmp kind '" + k + "'");
            };
            CirVectorOps.VecCmpOp c = new CirVectorOps.VecCmpOp(op);
            m = ArithOps.CmpiOp.create(cx.b, new EnumAttr("arith", "cmpi_predicate", p), c.lhs(), c.rhs(), maskT).result();
        }
        cx.replace(op, ArithOps.ExtsiOp.create(cx.b, m, rt).out());
    }

    // %r = cir.vec.shuffle(%a, %b : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, ...] : !cir.vector<!s32i x 2>
    //   →  %r = llvm.shufflevector %a, %b [0, ...] : vector<4xi32>
    void shuffle(Operation op) {
        cx.at(op);
        List<Long> m = new ArrayList<>();
        for (Attribute a : ((BuiltinAttrs.ArrayAttr) op.attr("indices")).elements()) m.add(((CirAttrs.IntAttr) a).longValue());
        Type rt = cx.convert(cx.cirType(op.result(0)));
        CirVectorOps.VecShuffleOp sh = new CirVectorOps.VecShuffleOp(op);
        cx.replace(op, LLVMVectorOps.ShufflevectorOp.create(cx.b, sh.vec1(), sh.vec2(), rt, mask(m)).res());
    }

    // %r = cir.vec.shuffle.dynamic %v : !cir.vector<!s32i x 4>, %m : !cir.vector<!s32i x 4>
    //   →  per element i: %k = extractelement %m[i]; %k' = andi %k, N-1; %e = extractelement %v[%k']; insertelement %e, acc[i]
    //   (gcc's __builtin_shuffle takes indices modulo N; N is a power of two)
    void shuffleDynamic(Operation op) {
        cx.at(op);
        CirVectorOps.VecShuffleDynamicOp dyn = new CirVectorOps.VecShuffleDynamicOp(op);
        CirTypes.VectorType mt = (CirTypes.VectorType) cx.operandType(op, 1);
        Type vt = cx.convert(cx.cirType(op.result(0)));
        Type mi = cx.convert(mt.element());
        BuiltinTypes.VectorType bv = (BuiltinTypes.VectorType) vt;
        Value acc = LLVMOps.MlirUndefOp.create(cx.b, vt).res();
        Value wrap = cx.intConst(bv.size() - 1, LoweringContext.widthOf(mi));
        for (int i = 0; i < bv.size(); i++) {
            Value pos = cx.intConst(i, 32);
            Value k = LLVMVectorOps.ExtractelementOp.create(cx.b, dyn.indices(), pos, mi).res();
            Value kk = ArithOps.AndiOp.create(cx.b, k, wrap, mi).result();
            Value e = LLVMVectorOps.ExtractelementOp.create(cx.b, dyn.vec(), kk, bv.element()).res();
            acc = LLVMVectorOps.InsertelementOp.create(cx.b, acc, e, pos, vt).res();
        }
        cx.replace(op, acc);
    }

    /**
     * {@code cir.cast(kind, %v : !cir.vector<S x N>), !cir.vector<D x N>} (not bitcast): the scalar
     * cast's upstream op on the vector types ({@code arith.extsi/extui/trunci/sitofp/uitofp/fptosi/
     * fptoui/extf/truncf}); equal widths are the identity.
     */
    static Value convertElements(LoweringContext cx, Operation op, String k, Value x, Type src, Type dst) {
        if (!(src instanceof CirTypes.VectorType sv && dst instanceof CirTypes.VectorType dv))
            throw new PassFailure(op, "'" + k + "' between a vector and a scalar");
        Type cs = cx.convert(sv.element()), cd = cx.convert(dv.element());
        Type cdst = cx.convert(dst);
        boolean srcSigned = sv.element() instanceof CirTypes.IntType it && it.signed();
        boolean dstSigned = dv.element() instanceof CirTypes.IntType it && it.signed();
        String name = switch (k) {
            case "integral" -> {
                int ws = LoweringContext.widthOf(cs), wd = LoweringContext.widthOf(cd);
                yield ws == wd ? null : ws > wd ? ArithOps.TrunciOp.NAME : srcSigned ? ArithOps.ExtsiOp.NAME : ArithOps.ExtuiOp.NAME;
            }
            case "floating" -> {
                int ws = ((BuiltinTypes.FloatType) cs).width(), wd = ((BuiltinTypes.FloatType) cd).width();
                yield ws == wd ? null : ws < wd ? ArithOps.ExtfOp.NAME : ArithOps.TruncfOp.NAME;
            }
            case "int_to_float" -> srcSigned ? ArithOps.SitofpOp.NAME : ArithOps.UitofpOp.NAME;
            case "float_to_int" -> dstSigned ? ArithOps.FptosiOp.NAME : ArithOps.FptouiOp.NAME;
            default -> throw new PassFailure(op, "unsupported cast kind '" + k + "' on vectors");
        };
        return name == null ? x : cx.create(name, List.of(x), cdst, Map.of());
    }
}
