package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;

/**
 * Lvalues and assignment: modifiable lvalues, bit-fields, and the constraints of simple assignment (C11
 * 6.5.16.1) that also govern arguments, returns and initializers (clang's CheckAssignmentConstraints). Part of
 * {@link Sema}, which owns the state and delegates to it.
 */
final class SemaAssign {
    private final Sema sema;

    SemaAssign(Sema sema) {
        this.sema = sema;
    }

    /** Is this expression an lvalue? */
    public boolean isLvalue(IASTExpression e) {
        return switch (e) {
            // C++: s = t of a trivially copy-assignable class (CDT's implicit operator=, a copy of the bytes): s, an lvalue
            // ({fmt}'s uint128_fallback::operator>>= returns *this = *this >> shift)
            case IASTBinaryExpression b when sema.cxx != null && b.getOperator() == IASTBinaryExpression.op_assign
                    && Types.isRecord(sema.typeOf(b.getOperand1())) && sema.builtinAssignment(b) -> isLvalue(b.getOperand1());
            case IASTExpression x when sema.cxx != null && sema.cxx.overload.isCall(x) ->
                    sema.typeOf(x) != null && sema.cxx.overload.call(x) != null && sema.cxx.overload.call(x).reference();   // C++: T& operator[]
            case IASTIdExpression id when sema.cxx != null && sema.cxx.implicitMember(id) != null -> true;   // C++: this->x
            case IASTExpression x when sema.cxx != null && sema.cxx.coroutines.returnsReference(x) -> true;   // C++20: co_await of a T& await_resume
            case IASTIdExpression id -> {
                Symbol s = sema.lookupId(id);
                yield s != null && (s.isVariable() || s.isFunction());
            }
            case IASTExpression x when sema.cxx != null && (SemaRtti.isTypeid(x) || SemaRtti.isReferenceDynamicCast(x)) -> true;   // C++: typeid(e), dynamic_cast<T &>
            case IASTBinaryExpression b when sema.cxx != null && sema.builtinAssignment(b) -> isLvalue(b.getOperand1());   // C++: a = b, a += b
            case IASTConditionalExpression c when sema.cxx != null -> isConditionalLvalue(c);   // C++: c ? a : b of two lvalues
            case IASTExpressionList l when sema.cxx != null -> isLvalue(l.getExpressions()[l.getExpressions().length - 1]);   // C++: (a, b) = c
            case IASTUnaryExpression u when sema.cxx != null && (u.getOperator() == IASTUnaryExpression.op_prefixIncr
                    || u.getOperator() == IASTUnaryExpression.op_prefixDecr) -> isLvalue(u.getOperand());   // C++: ++a
            case IASTUnaryExpression u -> u.getOperator() == IASTUnaryExpression.op_star
                    || (u.getOperator() == IASTUnaryExpression.op_bracketedPrimary && isLvalue(u.getOperand()));
            case IASTArraySubscriptExpression a -> true;
            case IASTBinaryExpression b when sema.cxx != null && SemaMemberPointers.isAccess(b) -> true;   // C++: o.*pm
            case IASTFunctionCallExpression call when sema.cxx != null && sema.cxx.returnsReference(call) -> true;   // C++: T& f()
            case IASTBinaryExpression b when sema.cxx != null && sema.cxx.special.returnsReference(b) -> true;   // C++: S& operator=
            case IASTCastExpression c when sema.cxx != null && sema.cxx.temps.isAcceptedReferenceCast(c) -> true;   // C++: static_cast<T &&>(x)
            case IASTFieldReference f -> f.isPointerDereference() || isLvalue(f.getFieldOwner()) || Types.isArray(sema.typeOf(f));
            case IASTLiteralExpression l -> l.getKind() == IASTLiteralExpression.lk_string_literal;
            case IASTTypeIdInitializerExpression c -> true;
            case IASTCastExpression c when ComplexParts.partOf(c) != null -> Types.isComplex(sema.typeOf(c.getOperand())) && isLvalue(c.getOperand());
            case IASTFunctionCallExpression call when SemaExpr.isSelection(call) ->
                    sema.genericSelection(call) instanceof IASTExpression sel && isLvalue(sel);
            default -> false;
        };
    }

    /**
     * C++ {@code c ? a : b} whose operands are lvalues of one type (not bit-fields) is an lvalue designating the one
     * chosen ([expr.cond]/4; std::max's {@code return __a < __b ? __b : __a;} returns a reference to it; ios_base's
     * {@code _Words& w = i < n ? _M_word[i] : _M_grow_words(i, true);} binds to the class object chosen).
     */
    boolean isConditionalLvalue(IASTConditionalExpression c) {
        IASTExpression pos = c.getPositiveResultExpression(), neg = c.getNegativeResultExpression();
        if (pos == null || neg == null) return false;   // (CDT's value category is unknown in templates: Sema's operands decide)
        CType pt = sema.typeOf(pos), nt = sema.typeOf(neg);
        return pt != null && nt != null && Types.compatibleUnqual(Types.unqual(pt), Types.unqual(nt))
                && isLvalue(pos) && isLvalue(neg) && !isBitField(pos) && !isBitField(neg);
    }

    boolean isBitField(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (e instanceof IASTFieldReference f) {
            Sema.MemberRef m = sema.member(f);
            return m != null && m.path().last().isBitField();
        }
        return false;
    }

    void checkModifiableLvalue(IASTExpression e, CType t) {
        if (!isLvalue(e)) {
            IASTExpression x = e;
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (!(x instanceof IASTIdExpression && sema.reportedUndeclared.containsKey(x))) sema.error(e, "expression is not assignable");   // else already reported
            return;
        }
        if (Types.isArray(t)) { sema.error(e, "array type '" + t + "' is not assignable"); return; }
        // extern void e; e = 0;  (was an internal compiler error: fuzz seed 7, mutant 1193)
        if (Types.isVoid(t)) { sema.error(e, "incomplete type '" + t + "' is not assignable"); return; }
        if (Types.isConst(t)) {
            IASTExpression x = e;
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (x instanceof IASTIdExpression id) sema.error(e, "cannot assign to variable '" + id.getName() + "' with const-qualified type '" + t + "'");
            else sema.error(e, "read-only variable is not assignable");
        }
    }

    /** Does a pointer to {@code pf} convert to a pointer to {@code pt} keeping its qualifiers (one level, [conv.qual])? */
    private static boolean qualifiersKept(CType pf, CType pt) {
        return (!Types.isConst(pf) || Types.isConst(pt)) && (!Types.isVolatile(pf) || Types.isVolatile(pt));
    }

    /** Checks the constraints of simple assignment (C11 6.5.16.1) from {@code src} to type {@code to}. */
    public void checkAssignable(IASTInitializerClause srcClause, CType to, IASTExpression src, String what) {
        if (!(srcClause instanceof IASTExpression)) return;
        CType from = sema.rvalueType(src);
        CType t = Types.unqual(to);
        if (sema.cxx != null && sema.cxx.memberPointers.checkAssignable(src, from, t, what)) return;   // C++: pointers to members
        if (sema.cxxNames != null && CxxEnums.badConversion(sema, src, from, t, what)) return;   // C++ enum class
        if (sema.cxx != null && Types.isPointer(t) && sema.cxx.lambdas.toFunctionPointer(src, from, t)) return;   // C++: a lambda's static invoker
        if (sema.cxx != null && sema.cxx.conversions.implicit(src, from, t, what)) return;   // C++: operator int(), converting constructors
        if (sema.cxx != null && Types.unqual(t) instanceof CType.Enum && Types.isArithmetic(from) && !CxxEnums.sameEnum(t, from)
                && src instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(ce.getExpressionType(),
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF) instanceof org.eclipse.cdt.core.dom.ast.IBasicType) {
            CxxConversionErrors.report(sema, src, from, to, what, "");   // C++: E e = 1; (only an explicit conversion makes an int an enum)
            return;
        }
        if (Types.isArithmetic(t) && Types.isArithmetic(from)) return;
        if (Types.isVector(t) || Types.isVector(from)) {
            // vectors: the same type, or (gcc's lax conversions) another vector of the same size and length
            if (!Types.compatibleUnqual(t, from) && !GnuVectors.sameShape(t, from))
                sema.error(src, what + " to '" + to + "' from incompatible type '" + from + "'");
            return;
        }
        if (Types.isBool(t) && Types.isPointer(from)) return;
        if (Types.isRecord(t)) {
            if (what.equals("passing") && t instanceof CType.Record tu && tu.def().isTransparentUnion() && !Types.compatibleUnqual(t, from)) {
                RecordDef.Field m = TransparentUnions.member(sema, tu, from, src);
                if (m == null) sema.error(src, ConversionWording.incompatible(what, from, to));
                else {
                    sema.transparentUnionArguments.put(src, m);
                    checkAssignable(srcClause, m.type(), src, what);   // as passing to the member (its qualifier warning)
                }
                return;
            }
            if (sema.cxx != null && Types.isRecord(from) && !Types.compatibleUnqual(t, from) && CxxDerivedToBase.check(sema, src, from, t)) return;   // C++: B b = d; (slicing)
            if (!Types.compatibleUnqual(t, from)) sema.error(src, ConversionWording.incompatible(what, from, to));
            return;
        }
        // clang names an array or function operand's type before its decay: 'char[2]' for "x", 'long[3]'
        CType written = Types.isPointer(from) ? sema.typeOf(src) : from;
        CType shown = Types.isArray(written) || Types.isFunction(written) ? written : from;
        if (Types.isPointer(t)) {
            if (jcirc.frontend.types.NullptrType.is(from)) return;   // C23: nullptr_t converts to any pointer
            if (Types.isPointer(from)) {
                CType pt = Types.pointee(t), pf = Types.pointee(from);
                if (sema.cxx != null && CxxDerivedToBase.check(sema, src, pf, pt)) {
                    // C++: a pointer to a derived class converts to a pointer to its unambiguous base (cir.base_class_addr)
                    if ((Types.isConst(pf) && !Types.isConst(pt)) || (Types.isVolatile(pf) && !Types.isVolatile(pt)))
                        sema.warning(src, ConversionWording.phrase(what, shown, to) + " discards qualifiers");
                } else if (sema.cxx != null && !Types.isVoid(pt) && !Types.isFunction(pt) && !Types.isFunction(pf)
                        && (Types.isVoid(pf) || !Types.compatibleUnqual(Types.unqual(pt), Types.unqual(pf)))
                        && CxxConversionErrors.cdtAgrees(src, Types.isVoid(pf) ? CxxConversionErrors.Source.VOID_POINTER : CxxConversionErrors.Source.POINTER)) {   // int *p = (void *)0; (C++'s NULL is __null)
                    // C++: int *p = (long *)0; and int *q = v; with void *v are errors ([conv.ptr]: no such implicit conversion)
                    CxxConversionErrors.report(sema, src, from, to, what, Types.isVoid(pf) ? "" : "incompatible pointer types ");
                } else if (!Types.isVoid(pt) && !Types.isVoid(pf) && !Types.compatibleUnqual(Types.unqual(pt), Types.unqual(pf))) {
                    sema.warning(src, "incompatible pointer types " + ConversionWording.phrase(what, shown, to));
                } else if (sema.cxx != null && !qualifiersKept(pf, pt) && CxxConversionErrors.cdtAgrees(src, CxxConversionErrors.Source.POINTER)) {
                    CxxConversionErrors.report(sema, src, from, to, what, null);   // C++: int *p = cp; with const int *cp
                } else if ((Types.isConst(pf) && !Types.isConst(pt)) || (Types.isVolatile(pf) && !Types.isVolatile(pt))) {
                    sema.warning(src, ConversionWording.phrase(what, shown, to) + " discards qualifiers");
                }
                return;
            }
            if (Types.isInteger(from)) {
                ConstValue v = sema.consts.eval(src);
                if (sema.cxx != null && !(v instanceof ConstValue.IntVal iv0 && iv0.value() == 0 && Types.isInteger(sema.typeOf(src)))
                        && CxxConversionErrors.cdtAgrees(src, CxxConversionErrors.Source.ARITHMETIC)) {
                    // C++: int *p = n; is an error (only a null pointer constant converts)
                    CxxConversionErrors.report(sema, src, from, to, what, "incompatible integer to pointer conversion ");
                    return;
                }
                if (!(v instanceof ConstValue.IntVal iv && iv.value() == 0)) {
                    String msg = "incompatible integer to pointer conversion " + ConversionWording.phrase(what, shown, to);
                    if (sema.strictPointerConversions) sema.error(src, msg); else sema.defaultError(src, DefaultErrors.INT_CONVERSION, msg);
                }
                return;
            }
        }
        if (sema.cxx != null && Types.isInteger(t) && !Types.isBool(t) && Types.isPointer(from) && CxxConversionErrors.cdtAgrees(src, CxxConversionErrors.Source.POINTER)) {
            CxxConversionErrors.report(sema, src, from, to, what, "incompatible pointer to integer conversion ");   // C++: int n = p;
            return;
        }
        if (Types.isInteger(t) && Types.isPointer(from)) {
            String msg = "incompatible pointer to integer conversion " + ConversionWording.phrase(what, shown, to);
            if (sema.strictPointerConversions) sema.error(src, msg); else sema.defaultError(src, DefaultErrors.INT_CONVERSION, msg);
            return;
        }
        if (Types.isVoid(t)) return;
        // clang's wording for each kind of conversion as if by assignment
        sema.error(src, ConversionWording.incompatible(what, from, to));
    }
}
