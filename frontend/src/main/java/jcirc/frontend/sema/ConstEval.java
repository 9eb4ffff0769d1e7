package jcirc.frontend.sema;

import jcirc.ir.X87Float;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;

import java.math.BigInteger;

/**
 * Evaluates constant expressions (C11 6.6): integer constant expressions (for array sizes, case
 * labels, enum values, bit-field widths), arithmetic constants with floating operands, and
 * address constants for static initializers ({@code &x}, {@code arr + 2}, {@code "str"},
 * {@code &s.f}, and the {@code &((T *)0)->m} of offsetof). Returns null when the expression is
 * not constant. Uses the {@link Sema}'s current scope for names.
 */
public final class ConstEval {
    private final Sema sema;

    ConstEval(Sema sema) {
        this.sema = sema;
        this.interpreter = new ConstexprInterpreter(sema, this);
    }

    /** C++ constexpr function bodies beyond CDT's interpreter (its budget of 1024 steps). */
    final ConstexprInterpreter interpreter;

    /** Evaluates an expression; null if it is not a constant expression. */
    public ConstValue eval(IASTExpression e) {
        try {
            return evalInner(e);
        } catch (ArithmeticException ex) {
            return null;
        }
    }

    /**
     * C++: a GCC unary type trait's value, CDT's (TypeTraitNodes), in a template instance under its arguments:
     * {@code __is_trivial(T)}, {@code __has_trivial_destructor(T)}; null when CDT does not know it.
     */
    private ConstValue typeTrait(IASTExpression t) {
        if (!(t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev = sema.templates != null ? sema.templates.evaluation(ce) : ce.getEvaluation();
        Number n = ev == null ? null : ev.getValue().numberValue();
        return n == null ? null : new ConstValue.IntVal(n.longValue() != 0 ? 1 : 0, CType.BOOL);
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
        if (e instanceof IASTLiteralExpression lit && lit.getKind() == IASTLiteralExpression.lk_integer_constant) {
            long plain = Literals.plainDecimal(lit.getValue());   // 56132: without strings or the type cache
            if (plain >= 0) return new ConstValue.IntVal(plain, Literals.plainDecimalType(plain));
        }
        switch (e) {
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFoldExpression f when sema.cxx != null -> {
                IASTExpression x = sema.cxx.packs.fold(f);   // C++: (Ns + ...) (SemaPacks)
                return x == null ? null : eval(x);
            }
            case IASTExpression x when sema.cxx != null && SemaPacks.isSizeofPack(x) -> { return sema.cxx.packs.sizeofValue(x); }
            case IASTLiteralExpression lit when sema.cxx != null && SemaOverload.operatorFunction(lit) != null -> { return null; }   // "abc"_sr: a call
            case IASTLiteralExpression lit when Literals.isImaginary(new String(lit.getValue())) -> {
                // a GNU imaginary constant 2.0i: (0, 2.0); 3i: (0, 3) of type _Complex int (exact x87 parts)
                Literals.IntLit il = Literals.parseImaginaryInt(new String(lit.getValue()));
                CType t = sema.typeOf(e);
                if (il != null && Types.isComplex(t)) {
                    CType rt = Types.realType(t);
                    return new ConstValue.ComplexVal(new ConstValue.FloatVal(X87Float.ZERO, rt),
                            new ConstValue.FloatVal(X87Float.fromInteger(il.value(), X87Float.Format.X87), rt), Types.unqual(t));
                }
                Literals.FloatLit fl = Literals.parseFloat(new String(lit.getValue()));
                if (fl == null || !Types.isComplex(t)) return null;
                CType rt = Types.realType(t);
                ConstValue.FloatVal im = (ConstValue.FloatVal) convert(new ConstValue.FloatVal(fl.bits(), fl.type()), rt);
                return new ConstValue.ComplexVal(new ConstValue.FloatVal(X87Float.ZERO, rt), im, Types.unqual(t));
            }
            case IASTLiteralExpression lit -> {
                String text = new String(lit.getValue());
                CType t = sema.typeOf(e);
                return switch (lit.getKind()) {
                    case IASTLiteralExpression.lk_integer_constant -> {
                        Literals.IntLit il = Literals.parseInt(text);
                        if (il == null) {
                            Literals.FloatLit fl = Literals.parseFloat(text);
                            yield fl == null ? null : new ConstValue.FloatVal(fl.bits(), fl.type());
                        }
                        yield new ConstValue.IntVal(il.value(), il.type());
                    }
                    case IASTLiteralExpression.lk_float_constant -> {
                        Literals.FloatLit fl = Literals.parseFloat(text);
                        yield fl == null ? null : new ConstValue.FloatVal(fl.bits(), fl.type());
                    }
                    case IASTLiteralExpression.lk_char_constant -> new ConstValue.IntVal(Literals.parseChar(text).value().longValue(),
                            jcirc.frontend.cxx.CxxLiterals.isPlainChar(lit, Literals.parseChar(text).type()) ? CType.CHAR : CType.INT);
                    case IASTLiteralExpression.lk_true, IASTLiteralExpression.lk_false ->
                            new ConstValue.IntVal(jcirc.frontend.cxx.CxxLiterals.boolValue(lit) ? 1 : 0, CType.BOOL);
                    case IASTLiteralExpression.lk_string_literal ->
                            new ConstValue.AddrVal(null, Literals.parseString(text), 0, Types.decay(t));
                    default -> null;
                };
            }
            case IASTIdExpression id -> {
                if (interpreter.active()) {   // a parameter or local of a constexpr function being interpreted
                    ConstValue local = interpreter.local(id);
                    if (local != null) return local;
                }
                Symbol s = sema.lookupId(id);
                if (s == null) return null;
                if (s.isEnumConstant()) return new ConstValue.IntVal(s.enumValue, s.type);
                if (s.constexprValue != null) return s.constexprValue;   // C23 constexpr object
                // (a GNU nested function, without linkage, has no constant address: its trampoline is on the stack)
                if ((s.isFunction() && s.linkage != Symbol.Linkage.NONE) || (s.isVariable() && s.isStatic && Types.isArray(s.type))) {
                    return new ConstValue.AddrVal(s, null, 0, Types.decay(s.type));
                }
                return null;
            }
            case IASTTypeIdInitializerExpression cl when Types.isArray(sema.typeOf(cl)) -> {
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
                // __real__ / __imag__ of a constant; of a real operand: the value / a zero
                ConstValue v = eval(c.getOperand());
                boolean real = ComplexParts.partOf(c) == ComplexParts.Part.REAL;
                if (v instanceof ConstValue.ComplexVal cv) return real ? cv.real() : cv.imag();
                if (v == null || real) return v;
                return convert(new ConstValue.IntVal(0, CType.INT), Types.unqual(sema.rvalueType(c.getOperand())));
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression tc when sema.cxx != null -> {
                // C++ bool(x), int{x}: a functional cast of one scalar constant
                IASTInitializerClause[] args = tc.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci ? ci.getArguments()
                        : tc.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il ? il.getClauses() : null;
                CType to = Types.unqual(sema.typeOf(tc));
                if (args == null || !Types.isArithmetic(to)) return null;
                if (args.length == 0) return convert(new ConstValue.IntVal(0, CType.INT), to);   // int(): zero
                if (args.length != 1 || !(args[0] instanceof IASTExpression a)) return null;
                ConstValue v = eval(a);
                return v == null ? null : convert(v, to);
            }
            case org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression tc when sema.cxx != null && SemaTemporaries.isTypeCall(tc) -> {
                // size_type(-1) of a typedef name (CDT's call form): as T(x) above
                CType to = Types.unqual(sema.typeOf(tc));
                IASTInitializerClause[] args = tc.getArguments();
                if (!Types.isArithmetic(to)) return null;
                if (args.length == 0) return convert(new ConstValue.IntVal(0, CType.INT), to);
                if (args.length != 1 || !(args[0] instanceof IASTExpression a)) return null;
                ConstValue v = eval(a);
                return v == null ? null : convert(v, to);
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
                    default -> sema.cxx != null && SemaExpr.isTypeTrait(t) ? typeTrait(t) : null;
                };
            }
            // C++: __is_assignable(T&, U), __is_constructible(T, Args...): AssignableTraits, ConstructibleTraits
            case IASTBinaryTypeIdExpression t when sema.cxx != null -> { return typeTrait(t); }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression t when sema.cxx != null -> { return typeTrait(t); }
            case IASTFunctionCallExpression call when Sema.isSelection(call) -> {
                IASTExpression sel = sema.genericSelection(call);
                return sel == null ? null : eval(sel);
            }
            case IASTFunctionCallExpression call -> {
                if (Sema.isBuiltinName(call, "__builtin_constant_p")) {
                    IASTInitializerClause[] a = call.getArguments();
                    // an object's address is not a constant to gcc's __builtin_constant_p (a string literal's is)
                    ConstValue v = a.length == 1 && a[0] instanceof IASTExpression x ? eval(x) : null;
                    boolean constant = v != null && !(v instanceof ConstValue.AddrVal av && av.symbol() != null);
                    return new ConstValue.IntVal(constant ? 1 : 0, CType.INT);
                }
                // constexpr bool __lock_free = __atomic_always_lock_free(sizeof(long long), 0);  (shared_ptr_base.h): a
                // constant for a constant size, as CIRGenAtomic emits it (1, 2, 4, 8 bytes are lock-free on x86-64)
                if (Sema.isBuiltinName(call, "__atomic_always_lock_free") && call.getArguments().length == 2
                        && call.getArguments()[0] instanceof IASTExpression sz && eval(sz) instanceof ConstValue.IntVal iv) {
                    long n = iv.value();
                    return new ConstValue.IntVal(n == 1 || n == 2 || n == 4 || n == 8 ? 1 : 0, CType.BOOL);
                }
                if (Sema.isBuiltinName(call, "__jcirc_types_compatible")) {
                    IASTInitializerClause[] a = call.getArguments();
                    if (a.length == 2 && a[0] instanceof IASTExpression x && a[1] instanceof IASTExpression y) {
                        CType tx = Types.pointee(sema.rvalueType(x)), ty = Types.pointee(sema.rvalueType(y));
                        return new ConstValue.IntVal(tx != null && ty != null && Types.compatibleUnqual(Types.unqual(tx), Types.unqual(ty)) ? 1 : 0, CType.INT);
                    }
                }
                if (call.getFunctionNameExpression() instanceof IASTIdExpression oid && OverflowPredicates.isPredicate(oid.getName().toString())
                        && Sema.isBuiltinName(call, oid.getName().toString()))
                    return OverflowPredicates.eval(sema, this, oid.getName().toString(), call);   // __builtin_add_overflow_p & co.
                if (Sema.isBuiltinName(call, "__builtin_expect") && call.getArguments().length == 2
                        && call.getArguments()[0] instanceof IASTExpression x) {
                    ConstValue v = eval(x);
                    return v == null ? null : convert(v, CType.LONG);
                }
                String name = call.getFunctionNameExpression() instanceof IASTIdExpression id ? id.getName().toString() : "";
                CType suffixType = name.endsWith("f") ? CType.FLOAT : name.endsWith("l") ? CType.LONG_DOUBLE : CType.DOUBLE;
                if (name.startsWith("__builtin_inf") || name.startsWith("__builtin_huge_val"))
                    return new ConstValue.FloatVal(X87Float.INFINITY, suffixType);
                if (name.equals("__builtin_nan") || name.equals("__builtin_nanf") || name.equals("__builtin_nanl"))
                    return new ConstValue.FloatVal(X87Float.fromDouble(Double.NaN), suffixType);
                if (name.equals("__builtin_nans") || name.equals("__builtin_nansf") || name.equals("__builtin_nansl"))
                    return new ConstValue.FloatVal(new X87Float(0x7fff, 0xA000000000000000L), suffixType);   // gcc's: quiet bit clear, the next one set
                return sema.cxxNames != null ? CxxConstexpr.call(sema, call) : null;   // C++ constexpr functions
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
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUnaryExpression.op_noexcept: {   // C++: SemaExceptions
                return sema.cxx == null ? null : new ConstValue.IntVal(java.math.BigInteger.valueOf(sema.cxx.exceptions.noexceptValue(u) ? 1 : 0), CType.BOOL);
            }
            case IASTUnaryExpression.op_sizeof: {
                CType t = sema.typeOf(op);
                if (!Types.isComplete(t) && !Types.isVoid(t) && !Types.isFunction(t)) return null;
                return new ConstValue.IntVal(Types.sizeOf(t), CType.SIZE_T);
            }
            case IASTUnaryExpression.op_alignOf: {
                // __alignof__(decl) is the declaration's alignment: its aligned attribute counts (gcc's align-3)
                IASTExpression d = op;
                while (d instanceof IASTUnaryExpression p && p.getOperator() == IASTUnaryExpression.op_bracketedPrimary) d = p.getOperand();
                if (d instanceof IASTIdExpression id && sema.lookupId(id) instanceof Symbol s && (s.isFunction() || s.kind == Symbol.Kind.VARIABLE))
                    return new ConstValue.IntVal(Math.max(s.isFunction() ? 1 : Types.alignOf(s.type), s.alignAttr), CType.SIZE_T);
                return new ConstValue.IntVal(Types.alignOf(sema.typeOf(op)), CType.SIZE_T);
            }
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
                return switch (convert(v, rt)) {
                    case ConstValue.FloatVal f -> new ConstValue.FloatVal(f.bits().negate(), f.type());
                    case ConstValue.IntVal i -> new ConstValue.IntVal(i.exact().negate(), rt);
                    case ConstValue.ComplexVal c -> new ConstValue.ComplexVal(
                            new ConstValue.FloatVal(c.real().bits().negate(), c.real().type()),
                            new ConstValue.FloatVal(c.imag().bits().negate(), c.imag().type()), c.type());
                    case null, default -> null;
                };
            case IASTUnaryExpression.op_tilde:
                return switch (convert(v, rt)) {
                    case ConstValue.IntVal i -> new ConstValue.IntVal(i.exact().not(), rt);
                    // GNU: ~z is the complex conjugate
                    case ConstValue.ComplexVal c -> new ConstValue.ComplexVal(c.real(),
                            new ConstValue.FloatVal(c.imag().bits().negate(), c.imag().type()), c.type());
                    case null, default -> null;
                };
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
                if (s == null || !((s.isFunction() && s.linkage != Symbol.Linkage.NONE) || (s.isVariable() && s.isStatic))) return null;
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
            case IASTTypeIdInitializerExpression cl: {
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
        return binary(op, l, r, sema.rvalueType(b.getOperand1()), sema.rvalueType(b.getOperand2()), sema.typeOf(b));
    }

    /** {@code l op r} of constants of types {@code lt} and {@code rt}, with result type {@code result} (no {@code &&}, {@code ||}, assignments). */
    ConstValue binary(int op, ConstValue l, ConstValue r, CType lt, CType rt, CType result) {
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
            // &&l1 - &&l0 (GNU): labels of one function; a constant for the assembler, not for us
            if (l instanceof ConstValue.AddrVal a && r instanceof ConstValue.AddrVal c && a.symbol() != null && c.symbol() != null
                    && a.symbol().blockAddressFunction != null && a.symbol().blockAddressFunction.equals(c.symbol().blockAddressFunction)
                    && a.offset() == 0 && c.offset() == 0 && a.string() == null && c.string() == null) {
                return new ConstValue.LabelDiffVal(a.symbol(), c.symbol(), CType.PTRDIFF_T);
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
        CType common = isCompare ? (Types.isArithmetic(lt) && Types.isArithmetic(rt) ? Types.usualArithmetic(lt, rt) : CType.ULONG) : result;
        if (Types.isComplex(common) || Types.isComplex(lt) || Types.isComplex(rt)) return complexBinary(op, l, r, lt, rt, common);
        if (Types.isFloating(common)) {
            if (!(convert(l, common) instanceof ConstValue.FloatVal fx) || !(convert(r, common) instanceof ConstValue.FloatVal fy)) return null;
            X87Float x = fx.bits(), y = fy.bits();
            X87Float.Format f = Literals.formatOf(common);
            Integer cmp = isCompare ? X87Float.compare(x, y) : null;
            return switch (op) {
                case IASTBinaryExpression.op_plus -> new ConstValue.FloatVal(X87Float.add(x, y, f), common);
                case IASTBinaryExpression.op_minus -> new ConstValue.FloatVal(X87Float.sub(x, y, f), common);
                case IASTBinaryExpression.op_multiply -> new ConstValue.FloatVal(X87Float.mul(x, y, f), common);
                case IASTBinaryExpression.op_divide -> new ConstValue.FloatVal(X87Float.div(x, y, f), common);
                case IASTBinaryExpression.op_lessThan -> bool(cmp != null && cmp < 0);
                case IASTBinaryExpression.op_greaterThan -> bool(cmp != null && cmp > 0);
                case IASTBinaryExpression.op_lessEqual -> bool(cmp != null && cmp <= 0);
                case IASTBinaryExpression.op_greaterEqual -> bool(cmp != null && cmp >= 0);
                case IASTBinaryExpression.op_equals -> bool(cmp != null && cmp == 0);
                case IASTBinaryExpression.op_notequals -> bool(cmp == null || cmp != 0);
                default -> null;
            };
        }
        if (!(l instanceof ConstValue.IntVal) || !(r instanceof ConstValue.IntVal)) return null;
        boolean shift = op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight;
        BigInteger x = ((ConstValue.IntVal) convert(l, shift ? Types.promote(lt) : common)).exact();
        BigInteger y = ((ConstValue.IntVal) convert(r, shift ? Types.promote(rt) : common)).exact();
        switch (op) {
            case IASTBinaryExpression.op_plus: return new ConstValue.IntVal(x.add(y), common);
            case IASTBinaryExpression.op_minus: return new ConstValue.IntVal(x.subtract(y), common);
            case IASTBinaryExpression.op_multiply: return new ConstValue.IntVal(x.multiply(y), common);
            // BigInteger division truncates toward zero and the remainder takes the dividend's sign, as C's
            case IASTBinaryExpression.op_divide: return y.signum() == 0 ? null : new ConstValue.IntVal(x.divide(y), common);
            case IASTBinaryExpression.op_modulo: return y.signum() == 0 ? null : new ConstValue.IntVal(x.remainder(y), common);
            case IASTBinaryExpression.op_shiftLeft: {
                long width = Types.sizeOf(result) * 8L;
                return new ConstValue.IntVal(y.signum() < 0 || y.compareTo(BigInteger.valueOf(width)) >= 0 ? BigInteger.ZERO : x.shiftLeft(y.intValue()), result);
            }
            case IASTBinaryExpression.op_shiftRight: {
                // x is in its type's range: a negative x is signed, and shiftRight is arithmetic as gcc's
                long width = Types.sizeOf(result) * 8L;
                if (y.signum() < 0 || y.compareTo(BigInteger.valueOf(width)) >= 0)
                    return new ConstValue.IntVal(x.signum() < 0 ? -1 : 0, result);
                return new ConstValue.IntVal(x.shiftRight(y.intValue()), result);
            }
            case IASTBinaryExpression.op_binaryAnd: return new ConstValue.IntVal(x.and(y), common);
            case IASTBinaryExpression.op_binaryOr: return new ConstValue.IntVal(x.or(y), common);
            case IASTBinaryExpression.op_binaryXor: return new ConstValue.IntVal(x.xor(y), common);
            case IASTBinaryExpression.op_lessThan: return bool(x.compareTo(y) < 0);
            case IASTBinaryExpression.op_greaterThan: return bool(x.compareTo(y) > 0);
            case IASTBinaryExpression.op_lessEqual: return bool(x.compareTo(y) <= 0);
            case IASTBinaryExpression.op_greaterEqual: return bool(x.compareTo(y) >= 0);
            case IASTBinaryExpression.op_equals: return bool(x.equals(y));
            case IASTBinaryExpression.op_notequals: return bool(!x.equals(y));
            default: return null;
        }
    }

    /**
     * Complex arithmetic on constants (Annex G for a real operand: it scales or shifts the parts
     * without an imaginary zero). {@code *} and {@code /} of two complex operands round each part
     * of the exact result once, as gcc's MPC-based folding does; non-finite parts are not folded.
     */
    private ConstValue complexBinary(int op, ConstValue l, ConstValue r, CType lt, CType rt, CType common) {
        CType real = Types.realType(common);
        if (Types.isInteger(real)) return complexIntBinary(op, l, r, lt, rt, common);
        X87Float.Format f = Literals.formatOf(real);
        ConstValue.ComplexVal a = complexPartsOf(l, lt, common), b = complexPartsOf(r, rt, common);
        if (a == null || b == null) return null;
        X87Float ar = a.real().bits(), ai = a.imag().bits(), br = b.real().bits(), bi = b.imag().bits();
        boolean lReal = !Types.isComplex(lt), rReal = !Types.isComplex(rt);
        X87Float re, im;
        switch (op) {
            case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus -> {
                boolean sub = op == IASTBinaryExpression.op_minus;
                re = sub ? X87Float.sub(ar, br, f) : X87Float.add(ar, br, f);
                // a real operand has no imaginary part: its side's imaginary part is taken as it is
                im = lReal ? (sub ? bi.negate() : bi) : rReal ? ai : sub ? X87Float.sub(ai, bi, f) : X87Float.add(ai, bi, f);
            }
            case IASTBinaryExpression.op_multiply -> {
                if (lReal || rReal) {
                    X87Float k = lReal ? ar : br;
                    re = X87Float.mul(k, lReal ? br : ar, f);
                    im = X87Float.mul(k, lReal ? bi : ai, f);
                } else {
                    re = X87Float.fusedSumOfProducts(ar, br, ai.negate(), bi, f);
                    im = X87Float.fusedSumOfProducts(ar, bi, ai, br, f);
                }
            }
            case IASTBinaryExpression.op_divide -> {
                if (rReal) {
                    re = X87Float.div(ar, br, f);
                    im = X87Float.div(ai, br, f);
                } else {
                    re = X87Float.fusedQuotient(ar, br, ai, bi, br, bi, f);
                    im = X87Float.fusedQuotient(ai, br, ar.negate(), bi, br, bi, f);
                }
            }
            case IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals -> {
                Integer c1 = X87Float.compare(ar, br), c2 = X87Float.compare(ai, bi);
                boolean eq = c1 != null && c1 == 0 && c2 != null && c2 == 0;
                return bool(op == IASTBinaryExpression.op_equals == eq);
            }
            default -> { return null; }
        }
        if (re == null || im == null) return null;
        return new ConstValue.ComplexVal(new ConstValue.FloatVal(re, real), new ConstValue.FloatVal(im, real), Types.unqual(common));
    }

    /**
     * {@code 5 + 7i}, {@code (1 + 2i) * 3i} with complex integer operands: exact integer parts, each
     * result part wrapped to the element type as the run-time arithmetic does; {@code /} is not folded.
     */
    private ConstValue complexIntBinary(int op, ConstValue l, ConstValue r, CType lt, CType rt, CType common) {
        CType real = Types.realType(common);
        ConstValue.ComplexVal a = complexPartsOf(l, lt, common), b = complexPartsOf(r, rt, common);
        if (a == null || b == null) return null;
        BigInteger ar = a.real().bits().toInteger(), ai = a.imag().bits().toInteger();
        BigInteger br = b.real().bits().toInteger(), bi = b.imag().bits().toInteger();
        if (ar == null || ai == null || br == null || bi == null) return null;
        BigInteger re, im;
        switch (op) {
            case IASTBinaryExpression.op_plus -> { re = ar.add(br); im = ai.add(bi); }
            case IASTBinaryExpression.op_minus -> { re = ar.subtract(br); im = ai.subtract(bi); }
            case IASTBinaryExpression.op_multiply -> { re = ar.multiply(br).subtract(ai.multiply(bi)); im = ar.multiply(bi).add(ai.multiply(br)); }
            case IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals -> {
                return bool(op == IASTBinaryExpression.op_equals == (ar.equals(br) && ai.equals(bi)));
            }
            default -> { return null; }
        }
        BigInteger wr = new ConstValue.IntVal(re, real).exact(), wi = new ConstValue.IntVal(im, real).exact();
        return new ConstValue.ComplexVal(new ConstValue.FloatVal(X87Float.fromInteger(wr, X87Float.Format.X87), real),
                new ConstValue.FloatVal(X87Float.fromInteger(wi, X87Float.Format.X87), real), Types.unqual(common));
    }

    /** An operand of complex arithmetic in the common complex type (a real operand gets a zero imaginary part). */
    private static ConstValue.ComplexVal complexPartsOf(ConstValue v, CType from, CType common) {
        CType ct = Types.isComplex(common) ? common : Types.complexOf(Types.realType(from));
        return convert(v, ct) instanceof ConstValue.ComplexVal c ? c : null;
    }

    private static ConstValue bool(boolean b) { return new ConstValue.IntVal(b ? 1 : 0, CType.INT); }

    /** {@code i} clamped to the range of integer type {@code t}. */
    private static BigInteger saturate(BigInteger i, CType t) {
        CType.Int it = Types.asInt(t);
        int bits = it.width();   // N for _BitInt(N)
        BigInteger max = BigInteger.ONE.shiftLeft(it.kind().signed ? bits - 1 : bits).subtract(BigInteger.ONE);
        BigInteger min = it.kind().signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
        return i.max(min).min(max);
    }

    /** Converts a constant to another scalar type, as a cast would. */
    public static ConstValue convert(ConstValue v, CType to) {
        to = Types.unqual(to);
        if (to instanceof CType.Void) return v;
        if (Types.isBool(to)) return new ConstValue.IntVal(v.truthy() ? 1 : 0, to);
        if (v instanceof ConstValue.ComplexVal c && !Types.isComplex(to)) return convert(c.real(), to);   // the real part
        if (Types.isInteger(to)) {
            return switch (v) {
                case ConstValue.IntVal i -> new ConstValue.IntVal(i.exact(), to);
                case ConstValue.FloatVal f -> {
                    // out of range: saturated, NaN: 0 (gcc folds (int)2147483648.0f to INT_MAX)
                    BigInteger i = f.bits().toInteger();
                    yield new ConstValue.IntVal(i == null ? BigInteger.ZERO : saturate(i, to), to);
                }
                case ConstValue.AddrVal a -> a.symbol() == null && a.string() == null
                        ? new ConstValue.IntVal(a.offset(), to)
                        : (Types.sizeOf(to) == 8 ? new ConstValue.AddrVal(a.symbol(), a.string(), a.offset(), to) : null);
                case ConstValue.ComplexVal c -> null;
                case ConstValue.LabelDiffVal d -> new ConstValue.LabelDiffVal(d.label(), d.base(), to);   // truncated by the assembler
            };
        }
        if (Types.isFloating(to)) {
            X87Float.Format f = Literals.formatOf(to);
            return switch (v) {
                case ConstValue.IntVal i -> new ConstValue.FloatVal(X87Float.fromInteger(i.exact(), f), to);
                case ConstValue.FloatVal fv -> new ConstValue.FloatVal(fv.bits().roundTo(f), to);
                default -> null;
            };
        }
        if (Types.isComplex(to) && Types.isInteger(Types.realType(to))) {
            // complex integers: each part converted to the integer type, kept as an exact x87 value
            CType real = Types.realType(to);
            ConstValue re = convert(v instanceof ConstValue.ComplexVal c ? c.real() : v, real);
            ConstValue im = v instanceof ConstValue.ComplexVal c ? convert(c.imag(), real) : new ConstValue.IntVal(0, real);
            if (!(re instanceof ConstValue.IntVal ri) || !(im instanceof ConstValue.IntVal ii)) return null;
            return new ConstValue.ComplexVal(new ConstValue.FloatVal(X87Float.fromInteger(ri.exact(), X87Float.Format.X87), real),
                    new ConstValue.FloatVal(X87Float.fromInteger(ii.exact(), X87Float.Format.X87), real), to);
        }
        if (Types.isComplex(to)) {
            CType real = Types.realType(to);
            return switch (v) {
                case ConstValue.ComplexVal c -> new ConstValue.ComplexVal(
                        (ConstValue.FloatVal) convert(c.real(), real), (ConstValue.FloatVal) convert(c.imag(), real), to);
                case ConstValue.IntVal i -> new ConstValue.ComplexVal((ConstValue.FloatVal) convert(i, real),
                        new ConstValue.FloatVal(X87Float.ZERO, real), to);
                case ConstValue.FloatVal fv -> new ConstValue.ComplexVal((ConstValue.FloatVal) convert(fv, real),
                        new ConstValue.FloatVal(X87Float.ZERO, real), to);
                default -> null;
            };
        }
        if (Types.isPointer(to)) {
            return switch (v) {
                case ConstValue.IntVal i -> new ConstValue.IntVal(i.exact(), to);
                case ConstValue.AddrVal a -> new ConstValue.AddrVal(a.symbol(), a.string(), a.offset(), to);
                default -> null;
            };
        }
        return v;
    }

}
