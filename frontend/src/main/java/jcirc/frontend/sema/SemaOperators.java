package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;

/**
 * Result types and operand constraints of unary, binary, compound-assignment and conditional operators (the
 * operator part of clang's SemaExpr). Part of {@link Sema}, which owns the state and delegates to it.
 */
public final class SemaOperators {
    private final Sema sema;

    SemaOperators(Sema sema) {
        this.sema = sema;
    }

    CType unaryType(IASTUnaryExpression u) {
        IASTExpression op = u.getOperand();
        switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary:
                return sema.typeOf(op);
            case IASTUnaryExpression.op_labelReference:
                return new CType.Pointer(CType.VOID);   // GNU &&label: void *
            case IASTUnaryExpression.op_amper: {
                CType t = sema.typeOf(op);
                if (!sema.isLvalue(op) && !Types.isFunction(t)) sema.error(u, "cannot take the address of an rvalue of type '" + t + "'");
                if (sema.isBitField(op)) sema.error(u, "address of bit-field requested");
                return new CType.Pointer(t);
            }
            case IASTUnaryExpression.op_star: {
                CType t = sema.rvalueType(op);
                CType p = Types.pointee(t);
                if (p == null) { sema.error(u, "indirection requires pointer operand ('" + t + "' invalid)"); return CType.INT; }
                return p;
            }
            case IASTUnaryExpression.op_plus, IASTUnaryExpression.op_minus: {
                CType t = sema.rvalueType(op);
                if (Types.isVector(t)) return Types.unqual(t);
                if (!Types.isArithmetic(t)) { sema.error(u, "invalid argument type '" + t + "' to unary expression"); return CType.INT; }
                return Types.promote(t);
            }
            case IASTUnaryExpression.op_tilde: {
                CType t = sema.rvalueType(op);
                if (Types.unqual(t) instanceof CType.Vector v) {
                    if (!Types.isInteger(v.element())) sema.error(u, "invalid argument type '" + t + "' to unary expression");
                    return v;
                }
                if (Types.isComplex(t)) return Types.unqual(t);     // GNU: the complex conjugate
                if (!Types.isInteger(t)) { sema.error(u, "invalid argument type '" + t + "' to unary expression"); return CType.INT; }
                return Types.promote(t);
            }
            case IASTUnaryExpression.op_not: {
                CType t = sema.rvalueType(op);
                if (sema.cxx != null && sema.cxx.conversions.contextualBool(op)) return CType.BOOL;   // C++: !obj with operator bool()
                if (!Types.isScalar(t)) sema.error(u, "invalid argument type '" + t + "' to unary expression");
                return truthType();
            }
            case IASTUnaryExpression.op_prefixIncr, IASTUnaryExpression.op_prefixDecr,
                 IASTUnaryExpression.op_postFixIncr, IASTUnaryExpression.op_postFixDecr: {
                CType t = sema.typeOf(op);
                sema.checkModifiableLvalue(op, t);
                if (!Types.isScalar(t) && !Types.isVector(t)) sema.error(u, "cannot increment value of type '" + t + "'");
                return Types.unqual(t);
            }
            case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf: {
                CType t = sema.typeOf(op);
                if (u.getOperator() == IASTUnaryExpression.op_sizeof && !Types.isComplete(t) && !Types.isVoid(t) && !Types.isFunction(t) && !Types.isVla(t)) {
                    sema.error(u, "invalid application of 'sizeof' to an incomplete type '" + t + "'");
                }
                return CType.SIZE_T;
            }
            case IASTUnaryExpression.op_typeof:
                return sema.typeOf(op);
            default:
                sema.error(u, "unsupported unary operator");
                return CType.INT;
        }
    }

    CType binaryType(IASTBinaryExpression b) {
        int op = b.getOperator();
        IASTExpression l = b.getOperand1(), r = b.getOperand2();
        switch (op) {
            case IASTBinaryExpression.op_assign: {
                CType lt = sema.typeOf(l);
                sema.rvalueType(r);
                sema.checkModifiableLvalue(l, lt);
                sema.checkAssignable(r, lt, r, "assigning");
                return Types.unqual(lt);
            }
            case IASTBinaryExpression.op_multiplyAssign, IASTBinaryExpression.op_divideAssign, IASTBinaryExpression.op_moduloAssign,
                 IASTBinaryExpression.op_plusAssign, IASTBinaryExpression.op_minusAssign, IASTBinaryExpression.op_shiftLeftAssign,
                 IASTBinaryExpression.op_shiftRightAssign, IASTBinaryExpression.op_binaryAndAssign, IASTBinaryExpression.op_binaryXorAssign,
                 IASTBinaryExpression.op_binaryOrAssign: {
                CType lt = sema.typeOf(l);
                CType rt = sema.rvalueType(r);
                if (sema.cxx != null && Types.unqual(rt) instanceof CType.Record && sema.cxx.conversions.arithmeticOperand(r) instanceof CType cr) rt = cr;   // C++: k += w
                sema.checkModifiableLvalue(l, lt);
                if (sema.cxxNames != null && CxxEnums.badOperands(sema, b, op, Types.rvalue(lt), rt)) return Types.unqual(lt);
                arithResult(b, compoundBase(op), Types.rvalue(lt), rt);
                return Types.unqual(lt);
            }
            case IASTBinaryExpression.op_logicalAnd, IASTBinaryExpression.op_logicalOr: {
                CType a = sema.rvalueType(l), c = sema.rvalueType(r);
                if (sema.cxx != null && sema.cxx.conversions.contextualBool(l)) a = CType.BOOL;   // C++: obj && x with operator bool()
                if (sema.cxx != null && sema.cxx.conversions.contextualBool(r)) c = CType.BOOL;
                if (!Types.isScalar(a) || !Types.isScalar(c)) sema.error(b, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return truthType();
            }
            default: {
                CType a = sema.rvalueType(l), c = sema.rvalueType(r);
                if (sema.cxx != null && (SemaMemberPointers.is(a) || SemaMemberPointers.is(c)) && sema.cxx.memberPointers.comparisonType(b) != null)
                    return CType.BOOL;   // C++: pm == nullptr, pmf != &A::f
                if (sema.cxxNames != null && CxxEnums.badOperands(sema, b, op, a, c)) return CType.INT;   // C++ enum class
                if (sema.cxx != null && Types.unqual(a) instanceof CType.Record && sema.cxx.conversions.arithmeticOperand(l) instanceof CType ca) a = ca;   // C++: w + 1 with operator int()
                if (sema.cxx != null && Types.unqual(c) instanceof CType.Record && sema.cxx.conversions.arithmeticOperand(r) instanceof CType cc) c = cc;
                CType result = arithResult(b, op, a, c);
                operandConversions(op, l, a, r, c, result);
                // C++ [expr.rel]/[expr.eq]: a comparison is a bool (C: an int); vector comparisons stay vectors
                return isComparison(op) && result == CType.INT ? truthType() : result;
            }
        }
    }

    /**
     * Records the conversions of a binary operator's operands (rvalue types {@code a}, {@code c}): both
     * to the common real type for arithmetic and comparisons (usual arithmetic conversions, C11
     * 6.3.1.8), each to its promoted type for shifts (6.5.7p3). Pointer and vector operands keep theirs.
     */
    private void operandConversions(int op, IASTExpression l, CType a, IASTExpression r, CType c, CType result) {
        if (sema.cxx != null && isComparison(op) && Types.isPointer(a) && Types.isPointer(c)
                && !jcirc.frontend.types.NullptrType.is(a) && !jcirc.frontend.types.NullptrType.is(c)) {   // nullptr_t is a pointer to a tag record
            // C++ [expr.eq]/[expr.rel]: the composite pointer type of pointers to a derived class and to its base is the
            // base's; the derived operand is converted (cir.base_class_addr, null stays null): p != d with C *p, D *d
            CType pa = Types.unqual(Types.pointee(a)), pc = Types.unqual(Types.pointee(c));
            if (Types.isRecord(pa) && Types.isRecord(pc) && !Types.compatibleUnqual(pa, pc)) {
                if (CxxDerivedToBase.check(sema, r, pc, pa)) sema.results.recordConversion(r, sema.typeOf(r), withPointee(a, c));
                else if (CxxDerivedToBase.check(sema, l, pa, pc)) sema.results.recordConversion(l, sema.typeOf(l), withPointee(c, a));
            }
            return;
        }
        if (Types.isVector(a) || Types.isVector(c) || !Types.isArithmetic(a) || !Types.isArithmetic(c)) return;
        CType la, ra;
        switch (op) {
            case IASTBinaryExpression.op_shiftLeft, IASTBinaryExpression.op_shiftRight -> {
                if (!Types.isInteger(a) || !Types.isInteger(c)) return;
                la = Types.promote(a);
                ra = Types.promote(c);
            }
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals ->
                    la = ra = Types.usualArithmetic(a, c);
            default -> {
                if (!Types.isArithmetic(result)) return;
                la = ra = result;
            }
        }
        sema.results.recordConversion(l, sema.typeOf(l), la);
        sema.results.recordConversion(r, sema.typeOf(r), ra);
    }

    /** The type of {@code !e}, {@code a && b}, {@code a == b}: bool in C++, int in C. */
    private CType truthType() { return sema.cxx != null ? CType.BOOL : CType.INT; }

    private static boolean isComparison(int op) {
        return switch (op) {
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals -> true;
            default -> false;
        };
    }

    /** A pointer to {@code base}'s pointee with the cv-qualifiers of both pointees (the composite pointer type). */
    private static CType withPointee(CType base, CType other) {
        CType pb = Types.pointee(base), po = Types.pointee(other);
        boolean c = Types.isConst(pb) || Types.isConst(po), v = Types.isVolatile(pb) || Types.isVolatile(po);
        return new CType.Pointer(Types.qualify(Types.unqual(pb), c, v, false));
    }

    /** {@code =} or a compound assignment ({@code +=}, {@code <<=}, ...). */
    public static boolean isAssignment(int op) {
        return op == IASTBinaryExpression.op_assign || compoundBase(op) != op;
    }

    /** The plain operator of a compound assignment. */
    public static int compoundBase(int op) {
        return switch (op) {
            case IASTBinaryExpression.op_multiplyAssign -> IASTBinaryExpression.op_multiply;
            case IASTBinaryExpression.op_divideAssign -> IASTBinaryExpression.op_divide;
            case IASTBinaryExpression.op_moduloAssign -> IASTBinaryExpression.op_modulo;
            case IASTBinaryExpression.op_plusAssign -> IASTBinaryExpression.op_plus;
            case IASTBinaryExpression.op_minusAssign -> IASTBinaryExpression.op_minus;
            case IASTBinaryExpression.op_shiftLeftAssign -> IASTBinaryExpression.op_shiftLeft;
            case IASTBinaryExpression.op_shiftRightAssign -> IASTBinaryExpression.op_shiftRight;
            case IASTBinaryExpression.op_binaryAndAssign -> IASTBinaryExpression.op_binaryAnd;
            case IASTBinaryExpression.op_binaryXorAssign -> IASTBinaryExpression.op_binaryXor;
            case IASTBinaryExpression.op_binaryOrAssign -> IASTBinaryExpression.op_binaryOr;
            default -> op;
        };
    }

    /** Result type of a binary arithmetic, shift, bitwise or comparison operator on rvalue operand types. */
    public CType arithResult(IASTNode at, int op, CType a, CType c) {
        if (Types.isVector(a) || Types.isVector(c)) return GnuVectors.binaryResult(sema, at, op, a, c);
        switch (op) {
            case IASTBinaryExpression.op_plus:
                if (Types.isPointer(a) && Types.isInteger(c)) return a;
                if (Types.isInteger(a) && Types.isPointer(c)) return c;
                break;
            case IASTBinaryExpression.op_minus:
                if (Types.isPointer(a) && Types.isInteger(c)) return a;
                if (Types.isPointer(a) && Types.isPointer(c)) {
                    if (!Types.compatibleUnqual(Types.unqual(Types.pointee(a)), Types.unqual(Types.pointee(c))))
                        sema.error(at, "'" + a + "' and '" + c + "' are not pointers to compatible types");
                    return CType.PTRDIFF_T;
                }
                break;
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals:
                if (Types.isArithmetic(a) && Types.isArithmetic(c)) return CType.INT;
                if (Types.isPointer(a) && Types.isPointer(c)) return CType.INT;
                if ((Types.isPointer(a) && Types.isInteger(c)) || (Types.isInteger(a) && Types.isPointer(c))) {
                    if (op != IASTBinaryExpression.op_equals && op != IASTBinaryExpression.op_notequals
                            || !(isNullConstantType(at, a, c))) {
                        sema.warning(at, "comparison between pointer and integer ('" + a + "' and '" + c + "')");
                    }
                    return CType.INT;
                }
                sema.error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            case IASTBinaryExpression.op_shiftLeft, IASTBinaryExpression.op_shiftRight:
                if (Types.isInteger(a) && Types.isInteger(c)) return Types.promote(a);
                sema.error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            case IASTBinaryExpression.op_modulo, IASTBinaryExpression.op_binaryAnd, IASTBinaryExpression.op_binaryOr,
                 IASTBinaryExpression.op_binaryXor:
                if (Types.isInteger(a) && Types.isInteger(c)) return Types.usualArithmetic(a, c);
                sema.error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            default:
                break;
        }
        if (Types.isArithmetic(a) && Types.isArithmetic(c)) return Types.usualArithmetic(a, c);
        sema.error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
        return CType.INT;
    }

    private boolean isNullConstantType(IASTNode at, CType a, CType c) {
        if (at instanceof IASTBinaryExpression b) {
            IASTExpression intSide = Types.isInteger(a) ? b.getOperand1() : b.getOperand2();
            return sema.consts.eval(intSide) instanceof ConstValue.IntVal iv && iv.value() == 0;
        }
        return false;
    }

    CType conditionalType(IASTNode at, CType a, CType b, IASTExpression ea, IASTExpression eb) {
        if (sema.cxxNames != null && CxxEnums.sameEnum(a, b)) return Types.unqual(a);   // C++: c ? E::A : E::B is an E
        // C++ [expr.cond]p7.1: operands of one type give that type, unpromoted (c ? char() : ch is a char; C's is an int)
        if (sema.cxxNames != null && Types.isArithmetic(a) && !Types.isComplex(a) && Types.unqual(a).equals(Types.unqual(b))) return Types.unqual(a);
        if (Types.isArithmetic(a) && Types.isArithmetic(b)) return Types.usualArithmetic(a, b);
        if (Types.isVoid(a) || Types.isVoid(b)) return CType.VOID;
        if (sema.cxx != null && (SemaMemberPointers.is(a) || SemaMemberPointers.is(b)))
            return sema.cxx.memberPointers.conditionalType(a, b, ea, eb);   // C++: c ? &A::x : nullptr
        if (Types.isRecord(a) && Types.compatibleUnqual(a, b)) return Types.unqual(a);
        if (Types.isVector(a) && (Types.compatibleUnqual(a, b) || GnuVectors.sameShape(a, b))) return Types.unqual(a);   // c ? v : w
        if (Types.isPointer(a) && jcirc.frontend.types.NullptrType.is(b)) return Types.unqual(a);   // c ? p : nullptr
        if (jcirc.frontend.types.NullptrType.is(a) && Types.isPointer(b)) return Types.unqual(b);
        if (Types.isPointer(a) && Types.isPointer(b)) {
            CType pa = Types.pointee(a), pb = Types.pointee(b);
            boolean c = Types.isConst(pa) || Types.isConst(pb), v = Types.isVolatile(pa) || Types.isVolatile(pb);
            if (Types.isVoid(pa)) return new CType.Pointer(Types.qualify(CType.VOID, c, v, false));
            if (Types.isVoid(pb)) return new CType.Pointer(Types.qualify(CType.VOID, c, v, false));
            if (!Types.compatibleUnqual(pa, pb)) sema.warning(at, "pointer type mismatch ('" + a + "' and '" + b + "')");
            return new CType.Pointer(Types.qualify(Types.unqual(Types.composite(pa, pb)), c, v, false));
        }
        if (Types.isPointer(a) && Types.isInteger(b)) return a;
        if (Types.isInteger(a) && Types.isPointer(b)) return b;
        sema.error(at, "incompatible operand types ('" + a + "' and '" + b + "')");
        return a;
    }
}
