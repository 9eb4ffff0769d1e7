package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.ICASTTypeIdInitializerExpression;

/**
 * Evaluates constant expressions (C11 6.6): integer constant expressions (for array sizes, case
 * labels, enum values, bit-field widths), arithmetic constants with floating operands, and
 * address constants for static initializers ({@code &x}, {@code arr + 2}, {@code "str"},
 * {@code &s.f}, and the {@code &((T *)0)->m} of offsetof). Returns null when the expression is
 * not constant. Uses the {@link Sema}'s current scope for names.
 */
public final class ConstEval {
    private final Sema sema;

    ConstEval(Sema sema) { this.sema = sema; }

    /** Evaluates an expression; null if it is not a constant expression. */
    public ConstValue eval(IASTExpression e) {
        try {
            return evalInner(e);
        } catch (ArithmeticException ex) {
            return null;
        }
    }

    /** An integer constant expression's value, or null. */
    public Long evalInt(IASTExpression e) {
        return eval(e) instanceof ConstValue.IntVal iv && Types.isInteger(iv.type()) ? iv.value() : null;
    }

    private ConstValue evalInner(IASTExpression e) {
        // an array-typed lvalue such as g[3] or s.arr decays to the address of its first element
        if ((e instanceof IASTArraySubscriptExpression || e instanceof IASTFieldReference
                || (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_star))
                && Types.unqual(sema.typeOf(e)) instanceof CType.Array arr) {
            ConstValue a = address(e);
            return a == null ? null : retype(a, new CType.Pointer(arr.element()));
        }
        switch (e) {
            case IASTLiteralExpression lit when Literals.isImaginary(new String(lit.getValue())) -> { return null; }
            case IASTLiteralExpression lit -> {
                String text = new String(lit.getValue());
                CType t = sema.typeOf(e);
                return switch (lit.getKind()) {
                    case IASTLiteralExpression.lk_integer_constant -> {
                        Literals.IntLit il = Literals.parseInt(text);
                        if (il == null) {
                            Literals.FloatLit fl = Literals.parseFloat(text);
                            yield fl == null ? null : new ConstValue.FloatVal(fl.value(), fl.type());
                        }
                        yield new ConstValue.IntVal(ConstValue.truncate(il.value().longValue(), il.type()), il.type());
                    }
                    case IASTLiteralExpression.lk_float_constant -> {
                        Literals.FloatLit fl = Literals.parseFloat(text);
                        yield fl == null ? null : new ConstValue.FloatVal(fl.value(), fl.type());
                    }
                    case IASTLiteralExpression.lk_char_constant -> new ConstValue.IntVal(Literals.parseChar(text).value().longValue(), CType.INT);
                    case IASTLiteralExpression.lk_string_literal ->
                            new ConstValue.AddrVal(null, Literals.parseString(text), 0, Types.decay(t));
                    default -> null;
                };
            }
            case IASTIdExpression id -> {
                Symbol s = sema.lookupId(id);
                if (s == null) return null;
                if (s.isEnumConstant()) return new ConstValue.IntVal(s.enumValue, CType.INT);
                if (s.isFunction() || (s.isVariable() && s.isStatic && Types.isArray(s.type))) {
                    return new ConstValue.AddrVal(s, null, 0, Types.decay(s.type));
                }
                return null;
            }
            case ICASTTypeIdInitializerExpression cl when Types.isArray(sema.typeOf(cl)) -> {
                // (int[]){1, 2} at file scope decays to the address of its static object
                Symbol s = sema.fileScopeCompoundLiteral(cl);
                return s == null ? null : new ConstValue.AddrVal(s, null, 0, Types.decay(s.type));
            }
            case IASTUnaryExpression u -> { return unary(u); }
            case IASTBinaryExpression b -> { return binary(b); }
            case IASTConditionalExpression c -> {
                ConstValue cond = eval(c.getLogicalConditionExpression());
                if (cond == null) return null;
                CType rt = sema.typeOf(c);
                IASTExpression pick = cond.truthy()
                        ? (c.getPositiveResultExpression() == null ? c.getLogicalConditionExpression() : c.getPositiveResultExpression())
                        : c.getNegativeResultExpression();
                ConstValue v = eval(pick);
                return v == null ? null : convert(v, rt);
            }
            case IASTCastExpression c when ComplexParts.partOf(c) != null -> {
                if (Types.isComplex(sema.typeOf(c.getOperand()))) return null;
                return ComplexParts.partOf(c) == ComplexParts.Part.REAL ? eval(c.getOperand()) : null;
            }
            case IASTCastExpression c -> {
                ConstValue v = eval(c.getOperand());
                if (v == null) return null;
                return convert(v, Types.unqual(sema.typeOfTypeId(c.getTypeId())));
            }
            case IASTTypeIdExpression t -> {
                CType ty = sema.typeOfTypeId(t.getTypeId());
                return switch (t.getOperator()) {
                    case IASTTypeIdExpression.op_sizeof -> Types.isComplete(ty) || Types.isVoid(ty)
                            ? new ConstValue.IntVal(Types.sizeOf(ty), CType.SIZE_T) : null;
                    case IASTTypeIdExpression.op_alignof -> new ConstValue.IntVal(Types.alignOf(ty), CType.SIZE_T);
                    default -> null;
                };
            }
            case IASTFunctionCallExpression call when Sema.isSelection(call) -> {
                IASTExpression sel = sema.genericSelection(call);
                return sel == null ? null : eval(sel);
            }
            case IASTFunctionCallExpression call -> {
                if (Sema.isBuiltinName(call, "__builtin_constant_p")) {
                    IASTInitializerClause[] a = call.getArguments();
                    return new ConstValue.IntVal(a.length == 1 && a[0] instanceof IASTExpression x && eval(x) != null ? 1 : 0, CType.INT);
                }
                if (Sema.isBuiltinName(call, "__jcirc_types_compatible")) {
                    IASTInitializerClause[] a = call.getArguments();
                    if (a.length == 2 && a[0] instanceof IASTExpression x && a[1] instanceof IASTExpression y) {
                        CType tx = Types.pointee(sema.rvalueType(x)), ty = Types.pointee(sema.rvalueType(y));
                        return new ConstValue.IntVal(tx != null && ty != null && Types.compatibleUnqual(Types.unqual(tx), Types.unqual(ty)) ? 1 : 0, CType.INT);
                    }
                }
                if (Sema.isBuiltinName(call, "__builtin_expect") && call.getArguments().length == 2
                        && call.getArguments()[0] instanceof IASTExpression x) {
                    ConstValue v = eval(x);
                    return v == null ? null : convert(v, CType.LONG);
                }
                if (Sema.isBuiltinName(call, "__builtin_inf") || Sema.isBuiltinName(call, "__builtin_huge_val"))
                    return new ConstValue.FloatVal(Double.POSITIVE_INFINITY, CType.DOUBLE);
                if (Sema.isBuiltinName(call, "__builtin_inff") || Sema.isBuiltinName(call, "__builtin_huge_valf"))
                    return new ConstValue.FloatVal(Double.POSITIVE_INFINITY, CType.FLOAT);
                if (Sema.isBuiltinName(call, "__builtin_nan") || Sema.isBuiltinName(call, "__builtin_nanf")) {
                    return new ConstValue.FloatVal(Double.NaN, Sema.isBuiltinName(call, "__builtin_nanf") ? CType.FLOAT : CType.DOUBLE);
                }
                return null;
            }
            case IASTExpressionList l -> { return null; }
            default -> { return null; }
        }
    }

    private ConstValue unary(IASTUnaryExpression u) {
        IASTExpression op = u.getOperand();
        switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary: return eval(op);
            case IASTUnaryExpression.op_labelReference: {
                // &&L in a static initializer: the label's address (a pseudo-symbol naming function and label)
                Symbol s = sema.labelAddressSymbol(op instanceof IASTIdExpression id ? id.getName().toString() : "");
                return s == null ? null : new ConstValue.AddrVal(s, null, 0, new CType.Pointer(CType.VOID));
            }
            case IASTUnaryExpression.op_sizeof: {
                CType t = sema.typeOf(op);
                if (!Types.isComplete(t) && !Types.isVoid(t) && !Types.isFunction(t)) return null;
                return new ConstValue.IntVal(Types.sizeOf(t), CType.SIZE_T);
            }
            case IASTUnaryExpression.op_alignOf: return new ConstValue.IntVal(Types.alignOf(sema.typeOf(op)), CType.SIZE_T);
            case IASTUnaryExpression.op_amper: return address(op);
            case IASTUnaryExpression.op_star: {
                // &*p and the like only appear under &, handled in address()
                return null;
            }
            default: break;
        }
        ConstValue v = eval(op);
        if (v == null) return null;
        CType rt = sema.typeOf(u);
        switch (u.getOperator()) {
            case IASTUnaryExpression.op_plus: return convert(v, rt);
            case IASTUnaryExpression.op_minus:
                if (v instanceof ConstValue.FloatVal f) return new ConstValue.FloatVal(roundTo(-f.value(), rt), rt);
                if (v instanceof ConstValue.IntVal i) return intVal(-((ConstValue.IntVal) convert(i, rt)).value(), rt);
                return null;
            case IASTUnaryExpression.op_tilde:
                if (v instanceof ConstValue.IntVal i) return intVal(~((ConstValue.IntVal) convert(i, rt)).value(), rt);
                return null;
            case IASTUnaryExpression.op_not:
                return new ConstValue.IntVal(v.truthy() ? 0 : 1, CType.INT);
            default:
                return null;
        }
    }

    /** The address of an lvalue, as an address constant. */
    public ConstValue address(IASTExpression e) {
        switch (e) {
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_bracketedPrimary:
                return address(u.getOperand());
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_star: {
                ConstValue v = eval(u.getOperand());
                return v == null ? null : retype(v, new CType.Pointer(sema.typeOf(e)));
            }
            case IASTIdExpression id: {
                Symbol s = sema.lookupId(id);
                if (s == null || !(s.isFunction() || (s.isVariable() && s.isStatic))) return null;
                return new ConstValue.AddrVal(s, null, 0, new CType.Pointer(s.type));
            }
            case IASTLiteralExpression lit when lit.getKind() == IASTLiteralExpression.lk_string_literal:
                return new ConstValue.AddrVal(null, Literals.parseString(new String(lit.getValue())), 0, new CType.Pointer(sema.typeOf(e)));
            case IASTArraySubscriptExpression as: {
                IASTExpression base = as.getArrayExpression();
                IASTExpression idx = (IASTExpression) as.getArgument();
                if (Types.isInteger(sema.rvalueType(base))) { IASTExpression t = base; base = idx; idx = t; }
                ConstValue b = eval(base);
                ConstValue i = eval(idx);
                if (b == null || !(i instanceof ConstValue.IntVal iv)) return null;
                long scale = Types.sizeOf(sema.typeOf(e));
                return offset(b, iv.value() * scale, new CType.Pointer(sema.typeOf(e)));
            }
            case IASTFieldReference fr: {
                Sema.MemberRef m = sema.member(fr);
                if (m == null) return null;
                ConstValue base = fr.isPointerDereference() ? eval(fr.getFieldOwner()) : address(fr.getFieldOwner());
                if (base == null) return null;
                if (m.path().last().isBitField()) return null;
                return offset(base, m.path().offset(), new CType.Pointer(m.type()));
            }
            case IASTFunctionCallExpression call when Sema.isSelection(call): {
                IASTExpression sel = sema.genericSelection(call);
                return sel == null ? null : address(sel);
            }
            case ICASTTypeIdInitializerExpression cl: {
                // a compound literal at file scope is an unnamed static object: its address is constant
                Symbol s = sema.fileScopeCompoundLiteral(cl);
                return s == null ? null : new ConstValue.AddrVal(s, null, 0, new CType.Pointer(s.type));
            }
            default:
                return null;
        }
    }

    private static ConstValue offset(ConstValue base, long bytes, CType type) {
        return switch (base) {
            case ConstValue.AddrVal a -> new ConstValue.AddrVal(a.symbol(), a.string(), a.offset() + bytes, type);
            case ConstValue.IntVal i -> new ConstValue.AddrVal(null, null, i.value() + bytes, type);
            default -> null;
        };
    }

    private static ConstValue retype(ConstValue v, CType t) {
        return switch (v) {
            case ConstValue.AddrVal a -> new ConstValue.AddrVal(a.symbol(), a.string(), a.offset(), t);
            case ConstValue.IntVal i -> new ConstValue.IntVal(i.value(), t);
            default -> null;
        };
    }

    private ConstValue binary(IASTBinaryExpression b) {
        int op = b.getOperator();
        if (op == IASTBinaryExpression.op_logicalAnd || op == IASTBinaryExpression.op_logicalOr) {
            ConstValue l = eval(b.getOperand1());
            if (l == null) return null;
            if (op == IASTBinaryExpression.op_logicalAnd && !l.truthy()) return new ConstValue.IntVal(0, CType.INT);
            if (op == IASTBinaryExpression.op_logicalOr && l.truthy()) return new ConstValue.IntVal(1, CType.INT);
            ConstValue r = eval(b.getOperand2());
            return r == null ? null : new ConstValue.IntVal(r.truthy() ? 1 : 0, CType.INT);
        }
        if (op == IASTBinaryExpression.op_assign || Sema.compoundBase(op) != op) return null;
        ConstValue l = eval(b.getOperand1());
        ConstValue r = eval(b.getOperand2());
        if (l == null || r == null) return null;
        CType lt = sema.rvalueType(b.getOperand1()), rt = sema.rvalueType(b.getOperand2());
        CType result = sema.typeOf(b);
        // pointer arithmetic
        if ((op == IASTBinaryExpression.op_plus || op == IASTBinaryExpression.op_minus) && Types.isPointer(lt) && Types.isInteger(rt)) {
            long scale = Types.sizeOf(Types.pointee(lt));
            long n = ((ConstValue.IntVal) convert(r, CType.LONG)).value();
            return offset(l, (op == IASTBinaryExpression.op_plus ? n : -n) * scale, lt);
        }
        if (op == IASTBinaryExpression.op_plus && Types.isInteger(lt) && Types.isPointer(rt)) {
            long scale = Types.sizeOf(Types.pointee(rt));
            return offset(r, ((ConstValue.IntVal) convert(l, CType.LONG)).value() * scale, rt);
        }
        if (op == IASTBinaryExpression.op_minus && Types.isPointer(lt) && Types.isPointer(rt)) {
            if (l instanceof ConstValue.AddrVal a && r instanceof ConstValue.AddrVal c && a.symbol() == c.symbol() && a.string() == c.string()) {
                return new ConstValue.IntVal((a.offset() - c.offset()) / Math.max(1, Types.sizeOf(Types.pointee(lt))), CType.PTRDIFF_T);
            }
            if (l instanceof ConstValue.IntVal a && r instanceof ConstValue.IntVal c) {
                return new ConstValue.IntVal((a.value() - c.value()) / Math.max(1, Types.sizeOf(Types.pointee(lt))), CType.PTRDIFF_T);
            }
            return null;
        }
        if (l instanceof ConstValue.AddrVal || r instanceof ConstValue.AddrVal) {
            if ((op == IASTBinaryExpression.op_equals || op == IASTBinaryExpression.op_notequals)
                    && (l instanceof ConstValue.IntVal || r instanceof ConstValue.IntVal)) {
                // a symbol's address is never null
                return new ConstValue.IntVal(op == IASTBinaryExpression.op_notequals ? 1 : 0, CType.INT);
            }
            return null;
        }
        boolean isCompare = switch (op) {
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals -> true;
            default -> false;
        };
        CType common = isCompare ? (Types.isArithmetic(lt) && Types.isArithmetic(rt) ? Types.usualArithmetic(lt, rt) : CType.ULONG)
                : (op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight) ? result : result;
        if (Types.isFloating(common)) {
            double x = toDouble(l), y = toDouble(r);
            return switch (op) {
                case IASTBinaryExpression.op_plus -> new ConstValue.FloatVal(roundTo(x + y, common), common);
                case IASTBinaryExpression.op_minus -> new ConstValue.FloatVal(roundTo(x - y, common), common);
                case IASTBinaryExpression.op_multiply -> new ConstValue.FloatVal(roundTo(x * y, common), common);
                case IASTBinaryExpression.op_divide -> new ConstValue.FloatVal(roundTo(x / y, common), common);
                case IASTBinaryExpression.op_lessThan -> bool(x < y);
                case IASTBinaryExpression.op_greaterThan -> bool(x > y);
                case IASTBinaryExpression.op_lessEqual -> bool(x <= y);
                case IASTBinaryExpression.op_greaterEqual -> bool(x >= y);
                case IASTBinaryExpression.op_equals -> bool(x == y);
                case IASTBinaryExpression.op_notequals -> bool(x != y);
                default -> null;
            };
        }
        if (!(l instanceof ConstValue.IntVal) || !(r instanceof ConstValue.IntVal)) return null;
        boolean shift = op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight;
        long x = ((ConstValue.IntVal) convert(l, shift ? Types.promote(lt) : common)).value();
        long y = ((ConstValue.IntVal) convert(r, shift ? Types.promote(rt) : common)).value();
        boolean signed = Types.isSigned(common);
        switch (op) {
            case IASTBinaryExpression.op_plus: return intVal(x + y, common);
            case IASTBinaryExpression.op_minus: return intVal(x - y, common);
            case IASTBinaryExpression.op_multiply: return intVal(x * y, common);
            case IASTBinaryExpression.op_divide:
                if (y == 0) return null;
                return intVal(signed ? x / y : Long.divideUnsigned(x, y), common);
            case IASTBinaryExpression.op_modulo:
                if (y == 0) return null;
                return intVal(signed ? x % y : Long.remainderUnsigned(x, y), common);
            case IASTBinaryExpression.op_shiftLeft: return intVal(y >= 64 || y < 0 ? 0 : x << y, result);
            case IASTBinaryExpression.op_shiftRight: {
                if (y >= 64 || y < 0) return intVal(Types.isSigned(result) && x < 0 ? -1 : 0, result);
                return intVal(Types.isSigned(result) ? x >> y : x >>> y, result);
            }
            case IASTBinaryExpression.op_binaryAnd: return intVal(x & y, common);
            case IASTBinaryExpression.op_binaryOr: return intVal(x | y, common);
            case IASTBinaryExpression.op_binaryXor: return intVal(x ^ y, common);
            case IASTBinaryExpression.op_lessThan: return bool(signed ? x < y : Long.compareUnsigned(x, y) < 0);
            case IASTBinaryExpression.op_greaterThan: return bool(signed ? x > y : Long.compareUnsigned(x, y) > 0);
            case IASTBinaryExpression.op_lessEqual: return bool(signed ? x <= y : Long.compareUnsigned(x, y) <= 0);
            case IASTBinaryExpression.op_greaterEqual: return bool(signed ? x >= y : Long.compareUnsigned(x, y) >= 0);
            case IASTBinaryExpression.op_equals: return bool(x == y);
            case IASTBinaryExpression.op_notequals: return bool(x != y);
            default: return null;
        }
    }

    private static ConstValue bool(boolean b) { return new ConstValue.IntVal(b ? 1 : 0, CType.INT); }

    private static ConstValue intVal(long v, CType t) { return new ConstValue.IntVal(ConstValue.truncate(v, t), t); }

    static double toDouble(ConstValue v) {
        return switch (v) {
            case ConstValue.FloatVal f -> f.value();
            case ConstValue.IntVal i -> Types.isInteger(i.type()) && !Types.isSigned(i.type()) && i.value() < 0
                    ? unsignedToDouble(i.value()) : (double) i.value();
            default -> Double.NaN;
        };
    }

    private static double unsignedToDouble(long v) {
        double d = (double) (v >>> 1) * 2.0;
        return d + (v & 1);
    }

    private static double roundTo(double v, CType t) { return Types.unqual(t).equals(CType.FLOAT) ? (float) v : v; }

    /** Converts a constant to another scalar type, as a cast would. */
    public static ConstValue convert(ConstValue v, CType to) {
        to = Types.unqual(to);
        if (to instanceof CType.Void) return v;
        if (Types.isBool(to)) return new ConstValue.IntVal(v.truthy() ? 1 : 0, to);
        if (Types.isInteger(to)) {
            return switch (v) {
                case ConstValue.IntVal i -> new ConstValue.IntVal(ConstValue.truncate(i.value(), to), to);
                case ConstValue.FloatVal f -> {
                    double d = f.value();
                    long bits;
                    if (!Types.isSigned(to) && d >= 9.223372036854775807E18) bits = (long) (d - 9.223372036854775808E18) + Long.MIN_VALUE;
                    else bits = (long) d;
                    yield new ConstValue.IntVal(ConstValue.truncate(bits, to), to);
                }
                case ConstValue.AddrVal a -> a.symbol() == null && a.string() == null
                        ? new ConstValue.IntVal(ConstValue.truncate(a.offset(), to), to)
                        : (Types.sizeOf(to) == 8 ? new ConstValue.AddrVal(a.symbol(), a.string(), a.offset(), to) : null);
            };
        }
        if (Types.isFloating(to)) {
            return switch (v) {
                case ConstValue.AddrVal a -> null;
                default -> new ConstValue.FloatVal(roundTo(toDouble(v), to), to);
            };
        }
        if (Types.isPointer(to)) {
            return switch (v) {
                case ConstValue.IntVal i -> new ConstValue.IntVal(i.value(), to);
                case ConstValue.AddrVal a -> new ConstValue.AddrVal(a.symbol(), a.string(), a.offset(), to);
                default -> null;
            };
        }
        return v;
    }

}
