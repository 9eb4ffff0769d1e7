package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.cirtollvm.LoweringContext.kind;

/** Patterns for cir's expression ops: binop, unary, cmp, cast, select. */
final class ArithLowering {
    private final LoweringContext cx;

    ArithLowering(LoweringContext cx) { this.cx = cx; }

    // %r = cir.binop(div, %a, %b) : !s32i   →   %r = arith.divsi %a, %b : i32
    //                     ... : !u32i        →   arith.divui;  floats: arith.divf
    void binop(Operation op) {
        Type vt = cx.cirType(op.result());
        Type t = VectorLowering.element(vt);   // vectors: the same ops on vector<NxT> (elementwise)
        String k = kind(op);
        CirOps.BinOp bin = new CirOps.BinOp(op);
        Value l = bin.lhs(), r = bin.rhs();
        String name;
        if (t instanceof CirTypes.FloatType) {
            name = switch (k) {
                case "add" -> ArithOps.AddfOp.NAME; case "sub" -> ArithOps.SubfOp.NAME; case "mul" -> ArithOps.MulfOp.NAME;
                case "div" -> ArithOps.DivfOp.NAME; case "rem" -> ArithOps.RemfOp.NAME;
                default -> throw new PassFailure(op, "binop '" + k + "' on a floating-point type");
            };
        } else {
            boolean signed = t instanceof CirTypes.IntType it && it.signed();
            name = switch (k) {
                case "add" -> ArithOps.AddiOp.NAME; case "sub" -> ArithOps.SubiOp.NAME; case "mul" -> ArithOps.MuliOp.NAME;
                case "div" -> signed ? ArithOps.DivsiOp.NAME : ArithOps.DivuiOp.NAME;
                case "rem" -> signed ? ArithOps.RemsiOp.NAME : ArithOps.RemuiOp.NAME;
                case "shl" -> ArithOps.ShliOp.NAME;
                case "shr" -> signed ? ArithOps.ShrsiOp.NAME : ArithOps.ShruiOp.NAME;
                case "and" -> ArithOps.AndiOp.NAME; case "or" -> ArithOps.OriOp.NAME; case "xor" -> ArithOps.XoriOp.NAME;
                default -> throw new PassFailure(op, "unknown binop kind '" + k + "'");
            };
        }
        cx.at(op);
        // facts (LlvmFacts): add/sub/mul nsw on signed int/long; not on the sub of two ptrtoints, which
        // CIRGen's p - q shares with C's (long)p - (long)q (clang: plain sub). Its division is not
        // marked exact either: ((long)p - (long)q) / 3 is integer arithmetic (ctest 780)
        Map<String, jcirc.ir.Attribute> facts = Map.of();
        if ((k.equals("add") || k.equals("sub") || k.equals("mul")) && !(LlvmFacts.isPtrToInt(l) && LlvmFacts.isPtrToInt(r)))
            facts = cx.facts.signedOverflow(vt);
        cx.replace(op, cx.create(name, List.of(l, r), cx.convert(vt), facts));
    }

    // cir.unary(minus, %x) : !s32i → arith.subi %c0, %x;  floats → arith.negf
    // cir.unary(not, %x)          → arith.xori %x, %c-1 (i1: xori %x, true)
    // cir.unary(inc|dec, %x)      → arith.addi %x, ±1 (floats: addf/subf 1.0);  plus → %x
    //   vectors: the same ops with the constant splatted (VectorLowering.splat)
    void unary(Operation op) {
        Type vt = cx.cirType(op.result());
        Type t = VectorLowering.element(vt);
        Type ct = cx.convert(t), cvt = cx.convert(vt);
        Value x = new CirOps.UnaryOp(op).input();
        String k = kind(op);
        cx.at(op);
        boolean isFloat = t instanceof CirTypes.FloatType;
        java.util.function.UnaryOperator<Value> shaped = c -> vt instanceof CirTypes.VectorType v ? VectorLowering.splat(cx, c, cvt) : c;
        Value r = switch (k) {
            case "plus" -> x;
            case "minus" -> isFloat ? ArithOps.NegfOp.create(cx.b, x, cvt).result()
                    : ArithOps.SubiOp.create(cx.b, shaped.apply(cx.intConst(0, LoweringContext.widthOf(ct))), x, cvt, cx.facts.signedOverflow(vt)).result();
            case "not" -> {
                if (isFloat) throw new PassFailure(op, "unary 'not' on a floating-point type");
                yield ArithOps.XoriOp.create(cx.b, x, shaped.apply(cx.intConst(-1, LoweringContext.widthOf(ct))), cvt).result();
            }
            case "inc", "dec" -> {
                if (isFloat) {
                    Value one = shaped.apply(cx.floatConst(1.0, ct));
                    yield k.equals("inc") ? ArithOps.AddfOp.create(cx.b, x, one, cvt).result() : ArithOps.SubfOp.create(cx.b, x, one, cvt).result();
                }
                yield ArithOps.AddiOp.create(cx.b, x, shaped.apply(cx.intConst(k.equals("inc") ? 1 : -1, LoweringContext.widthOf(ct))), cvt, cx.facts.signedOverflow(vt)).result();
            }
            default -> throw new PassFailure(op, "unknown unary kind '" + k + "'");
        };
        cx.replace(op, r);
    }

    // %b = cir.cmp(lt, %x, %y) : !s32i, !cir.bool → %b = arith.cmpi slt, %x, %y : i32
    //   unsigned/bool → ult...;  floats → arith.cmpf olt/ole/ogt/oge/oeq/une;
    //   pointers → llvm.icmp "ult" ... (pointers compare unsigned)
    void cmp(Operation op) {
        Type t = cx.operandType(op, 0);
        String k = kind(op);
        cx.at(op);
        Value r;
        if (t instanceof CirTypes.FloatType) {
            String p = switch (k) {
                case "lt" -> "olt"; case "le" -> "ole"; case "gt" -> "ogt"; case "ge" -> "oge";
                case "eq" -> "oeq"; case "ne" -> "une";
                default -> throw new PassFailure(op, "unknown cmp kind '" + k + "'");
            };
            CirOps.CmpOp c = new CirOps.CmpOp(op);
            r = ArithOps.CmpfOp.create(cx.b, new EnumAttr("arith", "cmpf_predicate", p), c.lhs(), c.rhs(), BuiltinTypes.I1).result();
        } else {
            boolean signed = t instanceof CirTypes.IntType it && it.signed();
            String p = switch (k) {
                case "lt" -> signed ? "slt" : "ult"; case "le" -> signed ? "sle" : "ule";
                case "gt" -> signed ? "sgt" : "ugt"; case "ge" -> signed ? "sge" : "uge";
                case "eq" -> "eq"; case "ne" -> "ne";
                default -> throw new PassFailure(op, "unknown cmp kind '" + k + "'");
            };
            CirOps.CmpOp c = new CirOps.CmpOp(op);
            if (t instanceof CirTypes.PointerType)
                r = LLVMOps.IcmpOp.create(cx.b, new EnumAttr("llvm", "ICmpPredicate", p), c.lhs(), c.rhs(), BuiltinTypes.I1).res();
            else
                r = ArithOps.CmpiOp.create(cx.b, new EnumAttr("arith", "cmpi_predicate", p), c.lhs(), c.rhs(), BuiltinTypes.I1).result();
        }
        cx.replace(op, r);
    }

    // %r = cir.select if %c then %a else %b : (!cir.bool, T, T) -> T → arith.select %c, %a, %b : T'
    void select(Operation op) {
        cx.at(op);
        CirOps.SelectOp s = new CirOps.SelectOp(op);
        cx.replace(op, ArithOps.SelectOp.create(cx.b, s.condition(), s.trueValue(), s.falseValue(), cx.convert(cx.cirType(op.result()))).result());
    }

    // cir.cast(kind, %x : S), T: one upstream op per kind (see the table in docs/lowering.md)
    void cast(Operation op) {
        String k = kind(op);
        Value x = new CirOps.CastOp(op).src();
        Type src = cx.operandType(op, 0), dst = cx.cirType(op.result());
        Type csrc = cx.convert(src), cdst = cx.convert(dst);
        cx.at(op);
        if ((src instanceof CirTypes.VectorType || dst instanceof CirTypes.VectorType) && !k.equals("bitcast")) {
            // __builtin_convertvector: the scalar conversion of each element, on the whole vector
            cx.replace(op, VectorLowering.convertElements(cx, op, k, x, src, dst));
            return;
        }
        Value r = switch (k) {
            case "integral" -> resize(x, csrc, cdst, src instanceof CirTypes.IntType it && it.signed());
            case "bool_to_int" -> resize(x, csrc, cdst, false);
            case "int_to_bool" -> ArithOps.CmpiOp.create(cx.b, new EnumAttr("arith", "cmpi_predicate", "ne"), x, cx.intConst(0, LoweringContext.widthOf(csrc)), BuiltinTypes.I1).result();
            case "floating" -> {
                int ws = ((BuiltinTypes.FloatType) csrc).width(), wd = ((BuiltinTypes.FloatType) cdst).width();
                yield ws == wd ? x : ws < wd ? ArithOps.ExtfOp.create(cx.b, x, cdst).out() : ArithOps.TruncfOp.create(cx.b, x, cdst).out();
            }
            case "int_to_float" -> intToFloat(x, src, csrc, cdst);
            case "bool_to_float" -> ArithOps.UitofpOp.create(cx.b, x, cdst).out();
            case "float_to_int" -> dst instanceof CirTypes.IntType it && it.signed()
                    ? ArithOps.FptosiOp.create(cx.b, x, cdst).out() : ArithOps.FptouiOp.create(cx.b, x, cdst).out();
            case "float_to_bool" -> ArithOps.CmpfOp.create(cx.b, new EnumAttr("arith", "cmpf_predicate", "une"), x, cx.floatConst(0.0, csrc), BuiltinTypes.I1).result();
            case "ptr_to_int" -> LLVMOps.PtrtointOp.create(cx.b, x, cdst).res();
            case "int_to_ptr" -> {
                // widen/narrow to 64 bits first so the conversion is value-preserving for signed ints
                Value wide = resize(x, csrc, BuiltinTypes.I64, src instanceof CirTypes.IntType it && it.signed());
                yield LLVMOps.InttoptrOp.create(cx.b, wide, LLVMTypes.PTR).res();
            }
            case "ptr_to_bool" -> LLVMOps.IcmpOp.create(cx.b, new EnumAttr("llvm", "ICmpPredicate", "ne"), x, cx.nullPtr(), BuiltinTypes.I1).res();
            case "array_to_ptrdecay" -> x;     // opaque pointers: the array's address is its first element's
            case "bitcast" -> {
                if (csrc.equals(cdst)) yield x;
                if (isScalarArith(csrc) && isScalarArith(cdst)) yield ArithOps.BitcastOp.create(cx.b, x, cdst).out();
                if (csrc instanceof BuiltinTypes.VectorType a && cdst instanceof BuiltinTypes.VectorType c && a.size() == c.size())
                    yield ArithOps.BitcastOp.create(cx.b, x, cdst).out();
                yield LLVMOps.BitcastOp.create(cx.b, x, cdst).res();
            }
            default -> throw new PassFailure(op, "unsupported cast kind '" + k + "'");
        };
        cx.replace(op, r);
    }

    private static boolean isScalarArith(Type t) {
        return t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.FloatType;
    }

    /** Sign- or zero-extends or truncates an integer to the width of {@code to}; identity when equal. */
    // cir.cast(int_to_float, %x : !s32i) : !cir.double → arith.sitofp %x : i32 to f64 (unsigned: arith.uitofp)
    private Value intToFloat(Value x, Type src, Type csrc, Type cdst) {
        boolean signed = src instanceof CirTypes.IntType it && it.signed();
        if (!signed && src instanceof CirTypes.IntType it && it.width() > 128 && cdst instanceof BuiltinTypes.FloatType ft && ft.width() == 80) {
            // unsigned _BitInt(N > 128) → long double: LLVM 19's expand-large-fp-convert gets uitofp to x86_fp80
            // wrong when the top bit is set (clang-19 too); zero-extended by one bit, sitofp is exact
            return ArithOps.SitofpOp.create(cx.b, resize(x, csrc, BuiltinTypes.i(it.width() + 1), false), cdst).out();
        }
        return signed ? ArithOps.SitofpOp.create(cx.b, x, cdst).out() : ArithOps.UitofpOp.create(cx.b, x, cdst).out();
    }

    Value resize(Value x, Type from, Type to, boolean signed) {
        int wf = LoweringContext.widthOf(from), wt = LoweringContext.widthOf(to);
        if (wf == wt) return x;
        if (wf > wt) return ArithOps.TrunciOp.create(cx.b, x, to).out();
        return signed ? ArithOps.ExtsiOp.create(cx.b, x, to).out() : ArithOps.ExtuiOp.create(cx.b, x, to).out();
    }
}
