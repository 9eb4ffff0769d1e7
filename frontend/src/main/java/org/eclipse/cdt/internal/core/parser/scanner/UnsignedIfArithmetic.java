package org.eclipse.cdt.internal.core.parser.scanner;

import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.util.CharArrayMap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code #if} arithmetic with unsigned operands (C11 6.10.1p4): the controlling expression is
 * evaluated in intmax_t/uintmax_t with the usual arithmetic conversions, so an operand with a
 * {@code u} suffix, or a literal too large for intmax_t, makes {@code % / < >> ?:} unsigned:
 *
 * <pre>
 * #if ULONG_MAX % 0xFFFF    // glibc: (0x7fffffffffffffffL * 2UL + 1UL) % 0xFFFF  ->  0 (LMDB's mdb.c)
 * #if -1 > 0u               // -> 1
 * </pre>
 *
 * CDT's evaluator computes everything as a signed long; this evaluator recomputes a condition that
 * holds an unsigned literal, after CDT's has accepted it (so CDT keeps reporting malformed
 * conditions and recording the macros named in {@code defined}). It handles integer and character
 * literals, {@code defined}, identifiers (0), and the unary, binary, {@code ?:} and comma operators;
 * anything else ({@code __has_include(...)}, a division by zero) leaves CDT's answer.
 * Lives in CDT's package for the evaluator's package-private {@code getValue}.
 */
final class UnsignedIfArithmetic {
    private record V(long v, boolean u) {
        boolean isTrue() { return v != 0; }
    }

    /** Thrown for a construct this evaluator leaves to CDT's. */
    private static final class Unsupported extends RuntimeException {
        Unsupported() { super(null, null, false, false); }
    }

    private final List<Token> toks = new ArrayList<>();
    private final CharArrayMap<PreprocessorMacro> macros;
    private final ExpressionEvaluator chars;
    private int pos;

    private UnsignedIfArithmetic(TokenList condition, CharArrayMap<PreprocessorMacro> macros, ExpressionEvaluator chars) {
        for (Token t = condition.first(); t != null; t = (Token) t.getNext()) toks.add(t);
        this.macros = macros;
        this.chars = chars;
    }

    /** The condition's value when it involves unsigned arithmetic and this evaluator handles it; else null. */
    static Boolean evaluate(TokenList condition, CharArrayMap<PreprocessorMacro> macros, ExpressionEvaluator chars) {
        boolean unsigned = false;
        for (Token t = condition.first(); t != null && !unsigned; t = (Token) t.getNext()) {
            if (t.getType() != IToken.tINTEGER) continue;
            try {
                unsigned = literal(t.getCharImage()).u;
            } catch (Unsupported e) {
                return null;
            }
        }
        if (!unsigned) return null;
        UnsignedIfArithmetic e = new UnsignedIfArithmetic(condition, macros, chars);
        try {
            V v = e.comma(true);
            return e.pos == e.toks.size() ? v.isTrue() : null;
        } catch (Unsupported | ArithmeticException x) {
            return null;
        }
    }

    /** An integer literal's value and whether its type is unsigned (in #if: intmax_t or uintmax_t). */
    private static V literal(char[] image) {
        String s = new String(image).replace("'", "");
        int end = s.length();
        boolean u = false;
        while (end > 0 && "uUlL".indexOf(s.charAt(end - 1)) >= 0) {
            if (Character.toLowerCase(s.charAt(end - 1)) == 'u') u = true;
            end--;
        }
        String body = s.substring(0, end);
        int radix = 10;
        if (body.startsWith("0x") || body.startsWith("0X")) { radix = 16; body = body.substring(2); }
        else if (body.startsWith("0b") || body.startsWith("0B")) { radix = 2; body = body.substring(2); }
        else if (body.length() > 1 && body.charAt(0) == '0') { radix = 8; body = body.substring(1); }
        BigInteger b;
        try {
            b = new BigInteger(body, radix);
        } catch (NumberFormatException e) {
            throw new Unsupported();
        }
        if (b.bitLength() > 64) throw new Unsupported();
        return new V(b.longValue(), u || b.bitLength() > 63);
    }

    private int la() { return pos < toks.size() ? toks.get(pos).getType() : IToken.tEND_OF_INPUT; }

    private Token next() {
        if (pos >= toks.size()) throw new Unsupported();
        return toks.get(pos++);
    }

    private void expect(int type) {
        if (la() != type) throw new Unsupported();
        pos++;
    }

    private static V bool(boolean b) { return new V(b ? 1 : 0, false); }

    // live: whether the operand is evaluated (false under a short-circuit), so that 0 && 1/0 is fine
    private V comma(boolean live) {
        V v = conditional(live);
        while (la() == IToken.tCOMMA) {
            pos++;
            v = conditional(live);
        }
        return v;
    }

    private V conditional(boolean live) {
        V c = binary(0, live);
        if (la() != IToken.tQUESTION) return c;
        pos++;
        V a = comma(live && c.isTrue());
        expect(IToken.tCOLON);
        V b = conditional(live && !c.isTrue());
        boolean u = a.u || b.u;
        return new V(c.isTrue() ? a.v : b.v, u);
    }

    /** Binary operators by precedence level, lowest first. */
    private static final int[][] LEVELS = {
            {IToken.tOR}, {IToken.tAND}, {IToken.tBITOR}, {IToken.tXOR}, {IToken.tAMPER},
            {IToken.tEQUAL, IToken.tNOTEQUAL}, {IToken.tLT, IToken.tGT, IToken.tLTEQUAL, IToken.tGTEQUAL},
            {IToken.tSHIFTL, IToken.tSHIFTR}, {IToken.tPLUS, IToken.tMINUS}, {IToken.tSTAR, IToken.tDIV, IToken.tMOD}};

    private static boolean in(int[] ops, int t) {
        for (int o : ops) if (o == t) return true;
        return false;
    }

    private V binary(int level, boolean live) {
        if (level == LEVELS.length) return unary(live);
        V l = binary(level + 1, live);
        while (in(LEVELS[level], la())) {
            int op = next().getType();
            boolean rlive = live && switch (op) {
                case IToken.tAND -> l.isTrue();
                case IToken.tOR -> !l.isTrue();
                default -> true;
            };
            V r = binary(level + 1, rlive);
            l = apply(op, l, r, rlive);
        }
        return l;
    }

    private static V apply(int op, V l, V r, boolean live) {
        boolean u = l.u || r.u;
        long a = l.v, b = r.v;
        return switch (op) {
            case IToken.tOR -> bool(l.isTrue() || r.isTrue());
            case IToken.tAND -> bool(l.isTrue() && r.isTrue());
            case IToken.tBITOR -> new V(a | b, u);
            case IToken.tXOR -> new V(a ^ b, u);
            case IToken.tAMPER -> new V(a & b, u);
            case IToken.tEQUAL -> bool(a == b);
            case IToken.tNOTEQUAL -> bool(a != b);
            case IToken.tLT -> bool((u ? Long.compareUnsigned(a, b) : Long.compare(a, b)) < 0);
            case IToken.tGT -> bool((u ? Long.compareUnsigned(a, b) : Long.compare(a, b)) > 0);
            case IToken.tLTEQUAL -> bool((u ? Long.compareUnsigned(a, b) : Long.compare(a, b)) <= 0);
            case IToken.tGTEQUAL -> bool((u ? Long.compareUnsigned(a, b) : Long.compare(a, b)) >= 0);
            // a shift has its left operand's type
            case IToken.tSHIFTL -> new V(a << b, l.u);
            case IToken.tSHIFTR -> new V(l.u ? a >>> b : a >> b, l.u);
            case IToken.tPLUS -> new V(a + b, u);
            case IToken.tMINUS -> new V(a - b, u);
            case IToken.tSTAR -> new V(a * b, u);
            case IToken.tDIV, IToken.tMOD -> {
                if (b == 0) {
                    if (live) throw new Unsupported();
                    yield new V(0, u);
                }
                long q = op == IToken.tDIV ? (u ? Long.divideUnsigned(a, b) : a / b)
                                           : (u ? Long.remainderUnsigned(a, b) : a % b);
                yield new V(q, u);
            }
            default -> throw new Unsupported();
        };
    }

    private V unary(boolean live) {
        Token t = next();
        return switch (t.getType()) {
            case IToken.tPLUS -> unary(live);
            case IToken.tMINUS -> { V v = unary(live); yield new V(-v.v, v.u); }
            case IToken.tBITCOMPLEMENT -> { V v = unary(live); yield new V(~v.v, v.u); }
            case IToken.tNOT -> bool(!unary(live).isTrue());
            case IToken.tLPAREN -> {
                V v = comma(live);
                expect(IToken.tRPAREN);
                yield v;
            }
            case IToken.tINTEGER -> literal(t.getCharImage());
            case IToken.tCHAR, IToken.tLCHAR, IToken.tUTF16CHAR, IToken.tUTF32CHAR -> {
                try {
                    yield new V(chars.getValue(t), false);
                } catch (ExpressionEvaluator.EvalException e) {
                    throw new Unsupported();
                }
            }
            case IToken.t_true -> new V(1, false);
            case IToken.t_false -> new V(0, false);
            case IToken.tIDENTIFIER -> identifier(t);
            default -> throw new Unsupported();
        };
    }

    /** {@code defined X} / {@code defined(X)}; any other identifier left after expansion is 0. */
    private V identifier(Token t) {
        String name = new String(t.getCharImage());
        if (name.equals("defined")) {
            boolean paren = la() == IToken.tLPAREN;
            if (paren) pos++;
            Token m = next();
            if (m.getType() != IToken.tIDENTIFIER && !isWord(m.getCharImage())) throw new Unsupported();
            if (paren) expect(IToken.tRPAREN);
            return bool(macros.containsKey(m.getCharImage()));
        }
        if (la() == IToken.tLPAREN || name.startsWith("__has")) throw new Unsupported();   // __has_include(...) and the like
        return new V(0, false);
    }

    private static boolean isWord(char[] s) {
        if (s.length == 0 || !(Character.isLetter(s[0]) || s[0] == '_')) return false;
        for (char c : s) if (!(Character.isLetterOrDigit(c) || c == '_')) return false;
        return true;
    }
}
