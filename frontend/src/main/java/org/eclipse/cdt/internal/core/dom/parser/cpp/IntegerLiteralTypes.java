package org.eclipse.cdt.internal.core.dom.parser.cpp;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;

import java.math.BigInteger;

/**
 * An integer literal typed by its value as [lex.icon] (table 8) says: the first of its list of types that can
 * represent it ({@code 0xff77b1fcbebcdc4f} is an {@code unsigned long}, {@code 0x80000000} an {@code unsigned int},
 * {@code 3000000000} a {@code long}). CDT types an integer literal by its suffix alone ({@code int} for all three),
 * so a deduced {@code T} was {@code int} and a constructor {@code P(uint64_t, uint64_t)} was no candidate of
 * {@code P{0xff77b1fcbebcdc4f, 2}} (a narrowing from CDT's {@code int}). Literals whose value fits their suffix's
 * first type, and user-defined literals, are CDT's.
 */
final class IntegerLiteralTypes extends CPPASTLiteralExpression {
    private ICPPEvaluation evaluation;

    IntegerLiteralTypes(int kind, String rep) { super(kind, rep); }

    IntegerLiteralTypes(int kind, char[] rep, boolean char8) { super(kind, rep, char8); }

    IntegerLiteralTypes(int kind, char[] rep, char[] suffix) { super(kind, rep, suffix, false); }

    @Override
    public ICPPEvaluation getEvaluation() {
        if (evaluation == null) {
            ICPPEvaluation cdt = super.getEvaluation();
            IType t = valueType(new String(getValue()));
            evaluation = t == null ? cdt : new EvalFixed(t, IASTExpression.ValueCategory.PRVALUE, cdt.getValue());
        }
        return evaluation;
    }

    @Override
    public IType getExpressionType() { return getEvaluation().getType(); }

    private static final BigInteger INT_MAX = BigInteger.valueOf(Integer.MAX_VALUE), UINT_MAX = BigInteger.valueOf(0xffffffffL),
            LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE), ULONG_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** The literal's type when its value does not fit its suffix's first type (LP64: long and long long are 64 bits); else null. */
    static IType valueType(String spelling) {
        String s = spelling.replace("'", "").toLowerCase();
        int radix = 10, start = 0;
        if (s.startsWith("0x")) { radix = 16; start = 2; }
        else if (s.startsWith("0b")) { radix = 2; start = 2; }
        else if (s.length() > 1 && s.startsWith("0")) { radix = 8; start = 1; }
        int end = start;
        while (end < s.length() && Character.digit(s.charAt(end), radix) >= 0) end++;
        String suffix = s.substring(end);
        if (end == start || !suffix.matches("u?(l|ll)?|(l|ll)u")) return null;   // a user-defined or compiler suffix: CDT's
        BigInteger v = new BigInteger(s.substring(start, end), radix);
        boolean unsigned = suffix.contains("u"), longLong = suffix.contains("ll"), isLong = !longLong && suffix.contains("l");
        boolean decimal = radix == 10;
        if (!isLong && !longLong && (unsigned ? v.compareTo(UINT_MAX) <= 0 : v.compareTo(INT_MAX) <= 0)) return null;   // CDT's int / unsigned int
        if (v.compareTo(ULONG_MAX) > 0) return null;   // too large for any: CDT's (and an error elsewhere)
        if (!unsigned && !isLong && !longLong && !decimal && v.compareTo(UINT_MAX) <= 0) return basic(IBasicType.IS_UNSIGNED);
        boolean fitsSigned = v.compareTo(LONG_MAX) <= 0;
        boolean resultUnsigned = unsigned || (!fitsSigned && !decimal);
        if (!fitsSigned && decimal && !unsigned) return null;   // no standard type: CDT's
        int ll = longLong ? IBasicType.IS_LONG_LONG : IBasicType.IS_LONG;
        return basic(ll | (resultUnsigned ? IBasicType.IS_UNSIGNED : 0));
    }

    private static IType basic(int modifiers) { return new CPPBasicType(IBasicType.Kind.eInt, modifiers); }
}
