package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirComplexOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.frontend.cirgen.abi.ReturnInfo;
import jcirc.frontend.sema.ComplexParts;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.List;
import java.util.Map;

/**
 * {@code _Complex} arithmetic on {@code !cir.complex<T>} values: parts with
 * {@code cir.complex.create/real/imag}, {@code +}/{@code -} and conversions part by part,
 * {@code *} and {@code /} of two complex operands as calls to libgcc's {@code __mulsc3/__muldc3/
 * __mulxc3} and {@code __divsc3/__divdc3/__divxc3} (C99 Annex G: infinities and NaNs recovered, as
 * gcc does), a real operand multiplies or divides both parts directly; {@code ==}/{@code !=}
 * compare both parts; GNU {@code ~z} is the conjugate.
 */
final class CIRGenComplex {
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;
    private final Sema sema;

    CIRGenComplex(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
        this.sema = cgf.sema;
    }

    private Type cir(CType t) { return cgf.cir(t); }

    // x + y*I from parts  ->  %z = cir.complex.create %x, %y : !cir.double -> !cir.complex<!cir.double>
    Value create(Value re, Value im, CType complex) {
        return b.createValue(CirComplexOps.CREATE, List.of(re, im), cir(complex), Map.of());
    }

    // __real__ z  ->  %r = cir.complex.real %z : !cir.complex<!cir.double> -> !cir.double
    Value real(Value z) { return b.createValue(CirComplexOps.REAL, List.of(z), ((CirTypes.ComplexType) z.type()).element(), Map.of()); }

    // __imag__ z  ->  %i = cir.complex.imag %z : !cir.complex<!cir.double> -> !cir.double
    Value imag(Value z) { return b.createValue(CirComplexOps.IMAG, List.of(z), ((CirTypes.ComplexType) z.type()).element(), Map.of()); }

    // &__real__ z  ->  %p = cir.complex.real_ptr %zp : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    Value partAddr(Value complexAddr, ComplexParts.Part part) {
        Type elem = ((CirTypes.ComplexType) ((CirTypes.PointerType) complexAddr.type()).pointee()).element();
        return b.createValue(part == ComplexParts.Part.REAL ? CirComplexOps.REAL_PTR : CirComplexOps.IMAG_PTR,
                List.of(complexAddr), CirTypes.ptr(elem), Map.of());
    }

    /** {@code 2.0i}: the complex constant (0, v). */
    Value imaginary(Value v, CType complex) {
        return create(cgf.zero(v.type()), v, complex);
    }

    // ---------------------------------------------------------------- conversions

    /** Conversions where {@code from} or {@code to} is complex (C11 6.3.1.7). */
    Value convert(Value v, CType from, CType to, IASTNode at) {
        from = Types.unqual(from);
        to = Types.unqual(to);
        if (Types.isComplex(from) && Types.isComplex(to)) {
            if (from.equals(to)) return v;
            CType e = Types.realType(to);
            return create(cgf.expr.convert(real(v), Types.realType(from), e, at), cgf.expr.convert(imag(v), Types.realType(from), e, at), to);
        }
        if (Types.isComplex(to)) {
            // a real value: imaginary part zero
            CType e = Types.realType(to);
            Value re = cgf.expr.convert(v, from, e, at);
            return create(re, cgf.zero(re.type()), to);
        }
        // complex to bool: either part nonzero; to another real type: the real part converted
        if (Types.isBool(to)) {
            String k = Types.isInteger(Types.realType(from)) ? "int_to_bool" : "float_to_bool";
            Value r = b.cast(k, real(v), CirTypes.BOOL), i = b.cast(k, imag(v), CirTypes.BOOL);
            return b.binop("or", r, i);
        }
        return cgf.expr.convert(real(v), Types.realType(from), to, at);
    }

    // ---------------------------------------------------------------- operators

    // -z  ->  cir.complex.create (minus re), (minus im)
    Value negate(Value z, CType t) { return create(b.unary("minus", real(z)), b.unary("minus", imag(z)), t); }

    // ~z (GNU)  ->  the conjugate: cir.complex.create re, (minus im)
    Value conjugate(Value z, CType t) { return create(real(z), b.unary("minus", imag(z)), t); }

    /** {@code l op r} with a complex {@code result} type; either operand may be real. */
    Value arith(int op, Value l, CType lt, Value r, CType rt, CType result, IASTNode at) {
        CType e = Types.realType(result);
        boolean lc = Types.isComplex(lt), rc = Types.isComplex(rt);
        // the parts (a, b) and (c, d), converted to the result's element type; a missing imaginary part is null
        Value lz = lc ? convert(l, lt, result, at) : null, rz = rc ? convert(r, rt, result, at) : null;
        Value a = lc ? real(lz) : cgf.expr.convert(l, lt, e, at);
        Value bi = lc ? imag(lz) : null;
        Value c = rc ? real(rz) : cgf.expr.convert(r, rt, e, at);
        Value d = rc ? imag(rz) : null;
        switch (op) {
            case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus -> {
                String k = op == IASTBinaryExpression.op_plus ? "add" : "sub";
                Value re = b.binop(k, a, c);
                Value im = bi != null && d != null ? b.binop(k, bi, d) : bi != null ? bi : k.equals("add") ? d : b.unary("minus", d);
                return create(re, im, result);
            }
            case IASTBinaryExpression.op_multiply -> {
                if (lc && rc && Types.isInteger(e)) {
                    // complex integers (GNU), inline as gcc: (ac - bd) + (ad + bc)i
                    return create(b.binop("sub", b.binop("mul", a, c), b.binop("mul", bi, d)),
                            b.binop("add", b.binop("mul", a, d), b.binop("mul", bi, c)), result);
                }
                if (lc && rc) return libcall("mul", a, bi, c, d, result);
                // a real factor scales both parts
                if (lc) return create(b.binop("mul", a, c), b.binop("mul", bi, c), result);
                return create(b.binop("mul", a, c), b.binop("mul", a, d), result);
            }
            case IASTBinaryExpression.op_divide -> {
                if (!rc) return create(b.binop("div", a, c), b.binop("div", bi != null ? bi : cgf.zero(a.type()), c), result);
                if (Types.isInteger(e)) return integerDivide(a, bi != null ? bi : cgf.zero(a.type()), c, d, e, result);
                return libcall("div", a, bi != null ? bi : cgf.zero(a.type()), c, d, result);
            }
            default -> {
                sema.error(at, "invalid operands to binary expression ('" + lt + "' and '" + rt + "')");
                return cgf.zero(cir(result));
            }
        }
    }

    // (a + bi) / (c + di) of complex integers (GNU), gcc's "wide" method in integer arithmetic:
    //   |c| < |d|:  r = c / d; den = c*r + d; re = (a*r + b) / den; im = (b*r - a) / den
    //   otherwise:  r = d / c; den = d*r + c; re = (b*r + a) / den; im = (b - a*r) / den
    // the branch is chosen with cir.select on the operands, so only the chosen ratio is divided
    private Value integerDivide(Value a, Value bv, Value c, Value d, CType e, CType result) {
        boolean signed = Types.isSigned(e);
        Value ac = signed ? CirOps.SelectOp.create(b, b.cmp("lt", c, cgf.zero(c.type())), b.unary("minus", c), c, c.type()).result() : c;
        Value ad = signed ? CirOps.SelectOp.create(b, b.cmp("lt", d, cgf.zero(d.type())), b.unary("minus", d), d, d.type()).result() : d;
        Value swap = b.cmp("lt", ac, ad);
        Value num = select(swap, c, d), den0 = select(swap, d, c);
        Value r = b.binop("div", num, den0);
        Value den = b.binop("add", b.binop("mul", num, r), den0);
        Value re = b.binop("add", b.binop("mul", select(swap, a, bv), r), select(swap, bv, a));
        Value im = select(swap, b.binop("sub", b.binop("mul", bv, r), a), b.binop("sub", bv, b.binop("mul", a, r)));
        return create(b.binop("div", re, den), b.binop("div", im, den), result);
    }

    private Value select(Value cond, Value t, Value f) { return CirOps.SelectOp.create(b, cond, t, f, t.type()).result(); }

    /** {@code ==} / {@code !=} when an operand is complex: both parts compared (!cir.bool). */
    Value equality(String kind, Value l, CType lt, Value r, CType rt, IASTNode at) {
        CType common = Types.usualArithmetic(lt, rt);
        Value x = convert(l, lt, common, at), y = convert(r, rt, common, at);
        Value re = b.cmp(kind, real(x), real(y)), im = b.cmp(kind, imag(x), imag(y));
        return b.binop(kind.equals("eq") ? "and" : "or", re, im);
    }

    // z * w  ->  %p = cir.call @__muldc3(%a, %b, %c, %d) : (!cir.double, ...) -> !ty___jcirc_abi_double_double  (then stored and reloaded)
    private Value libcall(String what, Value a, Value bi, Value c, Value d, CType result) {
        CType.Complex ct = (CType.Complex) Types.unqual(result);
        String name = "__" + what + switch (ct.kind()) { case FLOAT -> "sc3"; case DOUBLE -> "dc3"; case LONG_DOUBLE -> "xc3"; };
        CType e = ct.element();
        CType.Function fn = new CType.Function(ct, List.of(e, e, e, e), false, true);
        Symbol lib = sema.symbols.external(name);
        if (lib == null) {
            lib = new Symbol(name, Symbol.Kind.FUNCTION, fn, Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            sema.symbols.recordExternal(lib);
        }
        cgf.cgm.function(lib, false);
        FunctionInfo info = cgf.cgm.types.abi.lowerCall(fn, List.of());
        Operation call = CirOps.CallOp.create(b, BuiltinAttrs.sym(name), List.of(a, bi, c, d), info.type().returnType()).op();
        Value tmp = cgf.alloca(ct, "complex.tmp", false, 0);
        switch (info.ret()) {
            case ReturnInfo.Coerced co -> cgf.coercion.storeReturn(call.result(0), tmp, Types.sizeOf(ct), Types.alignOf(ct), co);
            case ReturnInfo.Direct di -> b.store(call.result(0), tmp);
            default -> throw new IllegalStateException("unexpected return convention of " + name);
        }
        return b.load(tmp);
    }

    // ---------------------------------------------------------------- __real__ / __imag__, creal/cimag/conj

    /** The value of {@code __real__ e} / {@code __imag__ e}. */
    Value part(IASTCastExpression c) {
        ComplexParts.Part p = ComplexParts.partOf(c);
        CType t = sema.rvalueType(c.getOperand());
        Value v = cgf.expr.emitRValue(c.getOperand());
        if (Types.isComplex(t)) return p == ComplexParts.Part.REAL ? real(v) : imag(v);
        return p == ComplexParts.Part.REAL ? v : cgf.zero(v.type());
    }

    /** {@code creal(z)}, {@code cimag(z)}, {@code conj(z)} and their f/l forms as inline part operations (as gcc's builtins). */
    Value libraryBuiltin(String name, Value z, CType zt, CType result) {
        String base = name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
        if (base.endsWith("f") || (base.endsWith("l") && !base.equals("creal") && !base.equals("cimag") && !base.equals("conj")))
            base = base.substring(0, base.length() - 1);
        return switch (base) {
            case "creal" -> real(z);
            case "cimag" -> imag(z);
            default -> conjugate(z, result);
        };
    }

    /** Is this the library's (or gcc builtin) creal/cimag/conj of some precision? */
    static boolean isPartFunction(String name) {
        String n = name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
        return switch (n) {
            case "creal", "crealf", "creall", "cimag", "cimagf", "cimagl", "conj", "conjf", "conjl" -> true;
            default -> false;
        };
    }
}
