package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.*;

/** {@code _Static_assert(e, "m")}, which reaches the parser as a {@code __jcirc_static_assert} declaration (docs/frontend.md). */
public final class StaticAsserts {
    private StaticAsserts() {}

    /** Checks the {@code __jcirc_static_assert} declaration that {@code _Static_assert} expands to. */
    public static boolean check(Sema sema, IASTDeclarator d) {
        if (!(d instanceof IASTStandardFunctionDeclarator fd) || !Sema.innermostName(d).toString().equals("__jcirc_static_assert")) return false;
        if (sema.results.staticAsserts.put(d, Boolean.TRUE) != null) return true;   // checked already (by the Sema walk)
        IASTParameterDeclaration[] ps = fd.getParameters();
        if (ps.length == 2 && ps[0].getDeclarator() instanceof IASTArrayDeclarator ad && ad.getArrayModifiers().length == 1) {
            IASTExpression cond = ad.getArrayModifiers()[0].getConstantExpression();
            ConstValue v = sema.consts.eval(cond);
            if (!(v instanceof ConstValue.IntVal iv)) {
                sema.error(cond, "static assertion expression is not an integral constant expression");
            } else if (iv.value() < 0) {
                String msg = "";
                if (ps[1].getDeclarator() instanceof IASTArrayDeclarator md && md.getArrayModifiers().length == 1
                        && md.getArrayModifiers()[0].getConstantExpression() instanceof IASTUnaryExpression u
                        && stripParens(u.getOperand()) instanceof IASTLiteralExpression lit) {
                    String raw = new String(lit.getValue()).trim();
                    msg = raw.endsWith("\"\"") ? raw.substring(0, raw.length() - 2).trim() : raw;
                }
                IASTExpression e = cond instanceof IASTConditionalExpression ce ? stripParens(ce.getLogicalConditionExpression()) : cond;
                StaticAssertMessage.report(sema, e, msg.isEmpty() || msg.equals("\"\"") ? null : messageText(msg));
            }
        }
        return true;
    }

    /** The characters of a static assertion's message literal (clang prints them unquoted). */
    private static String messageText(String literal) {
        try {
            byte[] b = Literals.parseString(literal).bytesWithNul();
            return new String(b, 0, b.length - 1, java.nio.charset.StandardCharsets.UTF_8);
        } catch (RuntimeException e) {
            return literal;
        }
    }

    private static IASTExpression stripParens(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }

}
