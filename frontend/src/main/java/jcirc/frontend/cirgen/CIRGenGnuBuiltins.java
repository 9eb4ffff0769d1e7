package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
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
 * __builtin_isnormal(x)         ->  and(cir.cmp(ge, |x|, min-normal), cir.cmp(lt, |x|, +inf))  (the type's own min normal)
 * __builtin_signbit(x)          ->  the sign bit of x's bytes in memory (loaded as !u8i, >> 7)
 * __builtin_isgreater(a, b) ... ->  ordered cir.cmp in the usual arithmetic conversion type
 * __builtin_copysign(x, y)      ->  signbit(y) ? -fabs(x) : fabs(x)
 * __builtin_frame_address(0)    ->  cir.call @llvm.frameaddress.p0(%c0)  (the LLVM intrinsic)
 * __builtin_object_size(p, t)   ->  the bytes left in a known object (`arr`, `&s`, `arr + k`), else -1 (t 0, 1) / 0 (t 2, 3)
 * __builtin_classify_type(e)    ->  gcc's type class constant
 * __builtin_ia32_pause()       ->  cir.call @llvm.x86.sse2.pause()  (the spin-wait hint, x86's `pause`)
 * __builtin_clrsb(x)            ->  cir.bit.clz(((x ^ (x >> N-1)) << 1) | 1)  (redundant sign bits; N-1 for 0 and -1)
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
            case "__builtin_isnan", "__builtin_isnanf", "__builtin_isnanl" -> { return boolInt(isNan(floatArg(a0))); }
            case "__builtin_isinf", "__builtin_isinff", "__builtin_isinfl" -> { Value x = floatArg(a0); return boolInt(b.cmp("eq", fabs(x), inf(x.type()))); }
            case "__builtin_clrsb", "__builtin_clrsbl", "__builtin_clrsbll" -> {
                CType pt = name.endsWith("ll") ? CType.LLONG : name.endsWith("l") ? CType.LONG : CType.INT;
                CType ut = CType.of(((CType.Int) pt).kind().toUnsigned());
                Value x = expr.emitConverted(a0, pt);
                long bits = Types.sizeOf(pt) * 8;
                Value y = b.binop("xor", x, b.binop("shr", x, b.constInt(bits - 1, cgf.cir(pt))));
                Value u = b.cast("integral", y, cgf.cir(ut));
                Value z = b.binop("or", b.binop("shl", u, b.constInt(1, cgf.cir(ut))), b.constInt(1, cgf.cir(ut)));
                return CirOps.BitClzOp.create(b, z, cgf.cir(t)).result();
            }
            // __builtin_isnormal(x) -> min-normal <= |x| < +inf (ordered: false for NaN, zero, subnormals)
            case "__builtin_isnormal" -> {
                Value ax = fabs(floatArg(a0));
                return boolInt(b.binop("and", b.cmp("ge", ax, minNormal(ax.type())), b.cmp("lt", ax, inf(ax.type()))));
            }
            case "__builtin_isfinite" -> { Value x = floatArg(a0); return boolInt(b.cmp("lt", fabs(x), inf(x.type()))); }
            case "__builtin_isinf_sign" -> {
                Value x = floatArg(a0);
                Value isInf = b.cmp("eq", fabs(x), inf(x.type()));
                Value sign = CirOps.SelectOp.create(b, signBit(x), b.constInt(-1, CirTypes.S32), b.constInt(1, CirTypes.S32), CirTypes.S32).result();
                return CirOps.SelectOp.create(b, isInf, sign, b.constInt(0, CirTypes.S32), CirTypes.S32).result();
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
                Value r = CirOps.SelectOp.create(b, b.cmp("lt", ax, minNormal(x.type())), k[3], k[2], CirTypes.S32).result();
                r = CirOps.SelectOp.create(b, b.cmp("eq", x, b.constFloat(0, x.type())), k[4], r, CirTypes.S32).result();
                r = CirOps.SelectOp.create(b, b.cmp("eq", ax, inf(x.type())), k[1], r, CirTypes.S32).result();
                return CirOps.SelectOp.create(b, isNan(x), k[0], r, CirTypes.S32).result();
            }
            case "__builtin_copysign", "__builtin_copysignf", "__builtin_copysignl" -> {
                Value x = expr.emitConverted(a0, t), y = expr.emitConverted(a1, t);
                Value ax = fabs(x);
                return CirOps.SelectOp.create(b, signBit(y), b.unary("minus", ax), ax, ax.type()).result();
            }
            case "__builtin_ia32_pause" -> {
                Symbol fn = intrinsic("llvm.x86.sse2.pause", new CType.Function(CType.VOID, List.of(), false, true));
                CirOps.CallOp.create(b, jcirc.ir.BuiltinAttrs.sym(fn.irName), List.of(), null);
                return null;
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
                if (frame) CIRGenAttributes.enclosingFunction(b).ifPresent(CIRGenAttributes::disableTailCalls);
                Symbol fn = intrinsic(frame ? "llvm.frameaddress.p0" : "llvm.returnaddress");
                // an immediate (Sema checked that the level is a constant integer)
                Value level = cgf.sema.consts.eval(a0) instanceof jcirc.frontend.sema.ConstValue.IntVal lv
                        ? b.constInt(lv.value(), CirTypes.U32) : expr.emitConverted(a0, CType.UINT);
                Value r = CirOps.CallOp.create(b, jcirc.ir.BuiltinAttrs.sym(fn.irName), List.of(level), cgf.cgm.functionType(fn).returnType()).op().result(0);
                return b.cast("bitcast", r, cgf.cir(t));
            }
            // __builtin_setjmp(buf): buf[0] = frame address, buf[2] = stack pointer, then LLVM's
            // llvm.eh.sjlj.setjmp (which stores the resume address in buf[1]); the buffer is 5 words,
            // not a jmp_buf, so it must not become a call to the C library's setjmp
            case "__builtin_setjmp" -> {
                CType vpp = new CType.Pointer(new CType.Pointer(CType.VOID));
                Value buf = expr.emitConverted(a0, vpp);
                Symbol fa = intrinsic("llvm.frameaddress.p0");
                Value frame = CirOps.CallOp.create(b, jcirc.ir.BuiltinAttrs.sym(fa.irName), List.of(b.constInt(0, CirTypes.U32)), cgf.cgm.functionType(fa).returnType()).op().result(0);
                Type slot = cgf.cir(new CType.Pointer(CType.VOID));
                b.store(b.cast("bitcast", frame, slot), buf);
                Value sp = CirOps.StackSaveOp.create(b, CirTypes.ptr(CirTypes.U8)).result();
                b.store(b.cast("bitcast", sp, slot), b.ptrStride(buf, b.constInt(2, CirTypes.S64)));
                Symbol sj = intrinsic("llvm.eh.sjlj.setjmp", new CType.Function(CType.INT, List.of(new CType.Pointer(CType.VOID)), false, true));
                Value arg = b.cast("bitcast", buf, cgf.cir(new CType.Pointer(CType.VOID)));
                return CirOps.CallOp.create(b, jcirc.ir.BuiltinAttrs.sym(sj.irName), List.of(arg), CirTypes.S32).op().result(0);
            }
            // __builtin_longjmp(buf, 1): the jump llvm.eh.sjlj.longjmp(buf) makes (SjLjLongjmp), which does not return
            case "__builtin_longjmp" -> {
                Value buf = expr.emitConverted(a0, new CType.Pointer(CType.VOID));
                expr.emitIgnored(a1);
                SjLjLongjmp.emit(b, buf);
                b.setInsertionPointToEnd(b.insertionBlock().parent().addBlock());
                return null;
            }
            case "__builtin_object_size" -> {
                Long type = cgf.sema.consts.evalInt(a1);
                long kind = type == null ? 0 : type;
                long known = objectSize(a0, kind);
                expr.emitIgnored(a0);
                return b.constIntBig(java.math.BigInteger.valueOf(known).and(java.math.BigInteger.ONE.shiftLeft(64).subtract(java.math.BigInteger.ONE)), cgf.cir(t));
            }
            case "__builtin_classify_type" -> { return b.constInt(classify(cgf.sema.rvalueType(a0)), CirTypes.S32); }
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

    private Symbol intrinsic(String name) {
        return intrinsic(name, new CType.Function(new CType.Pointer(CType.VOID), List.of(CType.UINT), false, true));
    }

    private Symbol intrinsic(String name, CType.Function type) {
        // one declaration per unit: recorded like the library functions that builtins call
        Symbol s = cgf.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, type, Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
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

    private Value fabs(Value x) { return CirOps.FabsOp.create(b, x, x.type()).result(); }

    /** The smallest positive normal value of float, double or x87 long double (2^-126, 2^-1022, 2^-16382). */
    private Value minNormal(Type t) {
        if (t.equals(CirTypes.FLOAT)) return b.constFloat(Float.MIN_NORMAL, t);
        if (t.equals(CirTypes.DOUBLE)) return b.constFloat(Double.MIN_NORMAL, t);
        return b.constFloat(new jcirc.ir.X87Float(1, 0x8000000000000000L), t);
    }

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
