package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;

import java.util.List;
import java.util.Map;

/**
 * GNU builtins on floating-point classification, frame/return addresses and object properties,
 * built from existing cir ops (docs/frontend.md, "Builtins"):
 *
 * <pre>
 * __builtin_isnan(x)            ->  cir.cmp(ne, %x, %x)                 (unordered: true for NaN)
 * __builtin_isinf(x)            ->  cir.cmp(eq, cir.fabs %x, +inf)
 * __builtin_isfinite(x)         ->  cir.cmp(lt, cir.fabs %x, +inf)       (ordered: false for NaN)
 * __builtin_signbit(x)          ->  the sign bit of x's bytes in memory (loaded as !u8i, >> 7)
 * __builtin_isgreater(a, b) ... ->  ordered cir.cmp in the usual arithmetic conversion type
 * __builtin_copysign(x, y)      ->  signbit(y) ? -fabs(x) : fabs(x)
 * __builtin_frame_address(0)    ->  cir.call @llvm.frameaddress.p0(%c0)  (the LLVM intrinsic)
 * __builtin_object_size(p, t)   ->  the bytes left in a known object (`arr`, `&s`, `arr + k`), else -1 (t 0, 1) / 0 (t 2, 3)
 * __builtin_classify_type(e)    ->  gcc's type class constant
 * __builtin_clrsb(x)            ->  cir.bit.clz(x ^ (x >> (w - 1))) - 1
 * __builtin_setjmp(buf)         ->  LLVM's SjLj setjmp on gcc's 5-word buffer (see setjmp)
 * __builtin_longjmp(buf, 1)     ->  cir.call @llvm.eh.sjlj.longjmp(%buf)
 * </pre>
 */
final class CIRGenGnuBuiltins {
    private final CIRGenFunction cgf;
    private final CIRGenExpr expr;
    private final CIRGenBuilder b;

    CIRGenGnuBuiltins(CIRGenFunction cgf, CIRGenExpr expr) {
        this.cgf = cgf;
        this.expr = expr;
        this.b = cgf.b;
    }

    /** The builtin's value, or null with {@code handled[0] = false} when it is not one of these. */
    Value emit(String name, IASTFunctionCallExpression call, IASTInitializerClause[] args, CType t, boolean[] handled) {
        handled[0] = true;
        IASTExpression a0 = args.length > 0 ? (IASTExpression) args[0] : null;
        IASTExpression a1 = args.length > 1 ? (IASTExpression) args[1] : null;
        switch (name) {
            case "__builtin_isnan" -> { return boolInt(isNan(floatArg(a0))); }
            case "__builtin_isinf" -> { Value x = floatArg(a0); return boolInt(b.cmp("eq", fabs(x), inf(x.type()))); }
            case "__builtin_isfinite" -> { Value x = floatArg(a0); return boolInt(b.cmp("lt", fabs(x), inf(x.type()))); }
            case "__builtin_isinf_sign" -> {
                Value x = floatArg(a0);
                Value isInf = b.cmp("eq", fabs(x), inf(x.type()));
                Value sign = b.createValue("cir.select", List.of(signBit(x), b.constInt(-1, CirTypes.S32), b.constInt(1, CirTypes.S32)), CirTypes.S32, Map.of());
                return b.createValue("cir.select", List.of(isInf, sign, b.constInt(0, CirTypes.S32)), CirTypes.S32, Map.of());
            }
            case "__builtin_isgreater", "__builtin_isgreaterequal", "__builtin_isless", "__builtin_islessequal",
                 "__builtin_islessgreater", "__builtin_isunordered" -> {
                CType ct = Types.usualArithmetic(cgf.sema.rvalueType(a0), cgf.sema.rvalueType(a1));
                if (!Types.isFloating(ct)) ct = CType.DOUBLE;
                Value x = expr.emitConverted(a0, ct), y = expr.emitConverted(a1, ct);
                Value r = switch (name) {
                    case "__builtin_isgreater" -> b.cmp("gt", x, y);
                    case "__builtin_isgreaterequal" -> b.cmp("ge", x, y);
                    case "__builtin_isless" -> b.cmp("lt", x, y);
                    case "__builtin_islessequal" -> b.cmp("le", x, y);
                    case "__builtin_islessgreater" -> b.binop("or", b.cmp("lt", x, y), b.cmp("gt", x, y));
                    default -> b.binop("or", isNan(x), isNan(y));
                };
                return boolInt(r);
            }
            case "__builtin_fpclassify" -> {
                // fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
                Value[] k = new Value[5];
                for (int i = 0; i < 5; i++) k[i] = expr.emitConverted((IASTExpression) args[i], CType.INT);
                Value x = floatArg((IASTExpression) args[5]);
                Value ax = fabs(x);
                double minNormal = x.type().equals(CirTypes.FLOAT) ? Float.MIN_NORMAL : Double.MIN_NORMAL;
                Value r = b.createValue("cir.select", List.of(b.cmp("lt", ax, b.constFloat(minNormal, x.type())), k[3], k[2]), CirTypes.S32, Map.of());
                r = b.createValue("cir.select", List.of(b.cmp("eq", x, b.constFloat(0, x.type())), k[4], r), CirTypes.S32, Map.of());
                r = b.createValue("cir.select", List.of(b.cmp("eq", ax, inf(x.type())), k[1], r), CirTypes.S32, Map.of());
                return b.createValue("cir.select", List.of(isNan(x), k[0], r), CirTypes.S32, Map.of());
            }
            case "__builtin_copysign", "__builtin_copysignf", "__builtin_copysignl" -> {
                Value x = expr.emitConverted(a0, t), y = expr.emitConverted(a1, t);
                Value ax = fabs(x);
                return b.createValue("cir.select", List.of(signBit(y), b.unary("minus", ax), ax), ax.type(), Map.of());
            }
            case "__builtin_prefetch" -> {
                for (IASTInitializerClause a : args) expr.emitIgnored((IASTExpression) a);
                return null;
            }
            case "__builtin_assume_aligned" -> {
                for (int i = 1; i < args.length; i++) expr.emitIgnored((IASTExpression) args[i]);
                return expr.emitConverted(a0, t);
            }
            case "__builtin_frame_address", "__builtin_return_address" -> {
                boolean frame = name.equals("__builtin_frame_address");
                Symbol fn = intrinsic(frame ? "llvm.frameaddress.p0" : "llvm.returnaddress");
                Value level = expr.emitConverted(a0, CType.UINT);
                Value r = b.create("cir.call", List.of(level), List.of(cgf.cgm.functionType(fn).returnType()),
                        CIRGenBuilder.attrs("callee", jcirc.dialect.builtin.BuiltinAttrs.sym(fn.irName))).result(0);
                return b.cast("bitcast", r, cgf.cir(t));
            }
            case "__builtin_object_size" -> {
                Long type = cgf.sema.consts.evalInt(a1);
                long kind = type == null ? 0 : type;
                long known = objectSize(a0, kind);
                expr.emitIgnored(a0);
                return b.constIntBig(java.math.BigInteger.valueOf(known).and(java.math.BigInteger.ONE.shiftLeft(64).subtract(java.math.BigInteger.ONE)), cgf.cir(t));
            }
            case "__builtin_classify_type" -> { return b.constInt(classify(cgf.sema.rvalueType(a0)), CirTypes.S32); }
            case "__builtin_clrsb", "__builtin_clrsbl", "__builtin_clrsbll" -> {
                // the redundant sign bits: clz(x ^ (x >> (w - 1))) - 1   (cir.bit.clz of 0 is w)
                CType pt = name.endsWith("ll") ? CType.LLONG : name.endsWith("l") ? CType.LONG : CType.INT;
                Value x = expr.emitConverted(a0, pt);
                Type xt = x.type();
                Value sign = b.binop("shr", x, b.constInt(Types.sizeOf(pt) * 8 - 1, xt));
                Value clz = b.createValue("cir.bit.clz", List.of(b.binop("xor", x, sign)), CirTypes.S32, Map.of());
                return b.binop("sub", clz, b.constInt(1, CirTypes.S32));
            }
            case "__builtin_setjmp" -> { return setjmp(a0); }
            case "__builtin_longjmp" -> {
                // __builtin_longjmp(buf, 1)  ->  cir.call @llvm.eh.sjlj.longjmp(%buf); no return
                Value buf = b.cast("bitcast", expr.emitRValue(a0), CirTypes.ptr(CirTypes.U8));
                expr.emitIgnored(a1);
                call(intrinsic("llvm.eh.sjlj.longjmp", CType.VOID, new CType.Pointer(CType.VOID)), List.of(buf));
                noReturn();
                return null;
            }
            default -> {
                handled[0] = false;
                return null;
            }
        }
    }

    /** gcc's type classes: void 0, integer 1, char 2, enum 3, bool 4, pointer 5, real 8, complex 9, record 12, union 13, array 14. */
    private static int classify(CType t) {
        CType u = Types.unqual(t);
        return switch (u) {
            case CType.Void v -> 0;
            case CType.Enum e -> 3;
            case CType.Int i when Types.isBool(u) -> 4;
            case CType.Int i -> 1;
            case CType.Float f -> 8;
            case CType.Pointer p -> 5;
            case CType.Record r -> r.isUnion() ? 13 : 12;
            case CType.Array a -> 5;
            case CType.Function f -> 5;
            default -> -1;
        };
    }

    /** Bytes from the pointer to the end of a known object, or gcc's "unknown" answer for {@code kind}. */
    private long objectSize(IASTExpression p, long kind) {
        long unknown = kind < 2 ? -1 : 0;
        var v = cgf.sema.consts.eval(p);
        if (v instanceof jcirc.frontend.sema.ConstValue.AddrVal a && a.symbol() != null && a.symbol().isVariable()
                && Types.isComplete(a.symbol().type) && !Types.isVla(a.symbol().type)) {
            long size = Types.sizeOf(a.symbol().type);
            return a.offset() >= 0 && a.offset() <= size ? size - a.offset() : 0;
        }
        // a local array (not an address constant): `arr`, `&arr`, `&local`
        IASTExpression e = p;
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_amper) e = u.getOperand();
        if (e instanceof IASTIdExpression id) {
            Symbol s = cgf.sema.lookupId(id);
            if (s != null && s.isVariable() && !s.isParameter && (Types.isArray(s.type) || p != e)
                    && Types.isComplete(s.type) && !Types.isVla(s.type))
                return Types.sizeOf(s.type);
        }
        return unknown;
    }

    /**
     * gcc's lightweight setjmp on a buffer of 5 words, as LLVM's SjLj intrinsic expects it: the
     * frame address in word 0, the stack pointer in word 2, then the intrinsic (0 now, 1 when
     * {@code __builtin_longjmp} comes back):
     *
     * <pre>
     * __builtin_setjmp(buf)  ->  %fp = cir.call @llvm.frameaddress.p0(%c0); cir.store %fp, buf[0]
     *                            %sp = cir.stack_save; cir.store %sp, buf[2]
     *                            %r = cir.call @llvm.eh.sjlj.setjmp(%buf) : (!cir.ptr<!u8i>) -> !s32i
     * </pre>
     */
    private Value setjmp(IASTExpression bufExpr) {
        Type word = CirTypes.ptr(CirTypes.U8);
        Value buf = b.cast("bitcast", expr.emitRValue(bufExpr), CirTypes.ptr(word));
        Value fp = call(intrinsic("llvm.frameaddress.p0"), List.of(b.constInt(0, CirTypes.U32)));
        b.store(b.cast("bitcast", fp, word), buf);
        Value sp = b.createValue("cir.stack_save", List.of(), word, Map.of());
        b.store(sp, b.ptrStride(buf, b.constInt(2, CirTypes.S64)));
        return call(intrinsic("llvm.eh.sjlj.setjmp", CType.INT, new CType.Pointer(CType.VOID)), List.of(b.cast("bitcast", buf, word)));
    }

    /** After a call that does not return: the block ends (cir.unreachable) unless it is a branch of ?:, which must stay one block. */
    private void noReturn() {
        if (b.insertionBlock().parentOp() != null && b.insertionBlock().parentOp().is("cir.ternary")) return;
        b.create("cir.unreachable", List.of(), List.of(), Map.of());
        b.setInsertionPointToEnd(b.insertionBlock().parent().addBlock());
    }

    private Value call(Symbol fn, List<Value> args) {
        CirTypes.FuncType ft = cgf.cgm.functionType(fn);
        var op = b.create("cir.call", args, ft.returnsVoid() ? List.of() : List.of(ft.returnType()),
                CIRGenBuilder.attrs("callee", jcirc.dialect.builtin.BuiltinAttrs.sym(fn.irName)));
        return op.numResults() == 0 ? null : op.result(0);
    }

    /** An LLVM intrinsic (or library function) declared once per unit with the given C type. */
    private Symbol intrinsic(String name, CType ret, CType... params) {
        Symbol s = cgf.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(ret, List.of(params), false, true),
                    Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        cgf.cgm.function(s, false);
        return s;
    }

    // __builtin_trap() in a branch of ?: (whose region is one block, so no cir.trap terminator)
    //   ->  cir.call @llvm.trap() : () -> ()
    void trapCall() {
        call(intrinsic("llvm.trap", CType.VOID), List.of());
    }

    private Symbol intrinsic(String name) {
        // one declaration per unit: recorded like the library functions that builtins call
        Symbol s = cgf.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(new CType.Pointer(CType.VOID), List.of(CType.UINT), false, true),
                    Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        cgf.cgm.function(s, false);
        return s;
    }

    private Value floatArg(IASTExpression e) {
        CType at = Types.unqual(cgf.sema.rvalueType(e));
        return expr.emitConverted(e, Types.isFloating(at) ? at : CType.DOUBLE);
    }

    private Value isNan(Value x) { return b.cmp("ne", x, x); }

    private Value fabs(Value x) { return b.createValue("cir.fabs", List.of(x), x.type(), Map.of()); }

    private Value inf(Type t) { return b.constFloat(Double.POSITIVE_INFINITY, t); }

    private Value boolInt(Value c) { return b.cast("bool_to_int", c, CirTypes.S32); }

    /** The sign bit of a float, double or x87 long double (little-endian: the top bit of byte 3, 7 or 9), as !cir.bool. */
    private Value signBit(Value x) {
        Type ft = x.type();
        long top = ft.equals(CirTypes.FLOAT) ? 3 : ft.equals(CirTypes.DOUBLE) ? 7 : 9;
        CType ct = ft.equals(CirTypes.FLOAT) ? CType.FLOAT : ft.equals(CirTypes.DOUBLE) ? CType.DOUBLE : CType.LONG_DOUBLE;
        Value tmp = cgf.alloca(ct, "signbit.tmp", false, 0);
        b.store(x, tmp);
        Value bytes = b.cast("bitcast", tmp, CirTypes.ptr(CirTypes.U8));
        Value hi = b.load(b.ptrStride(bytes, b.constInt(top, CirTypes.S64)));
        return b.cmp("ne", b.binop("and", hi, b.constInt(0x80, CirTypes.U8)), b.constInt(0, CirTypes.U8));
    }
}
