package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTImageLocation;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTMacroExpansionLocation;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTNodeLocation;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.diag.SourceManager;

/**
 * Where clang puts the caret of a Sema diagnostic reported on an AST node (clang's
 * {@code Expr::getExprLoc} and the locations its individual diagnostics choose), instead of the
 * node's first character:
 * <pre>
 * a + b = 3;     "expression is not assignable"        at the '='
 * s + 1          "invalid operands to binary ..."       at the '+'
 * g(1)           "too few arguments to function call"   at the ')'
 * g(1, 2)        "too many arguments ..."               at the first extra argument
 * x(1), x[1]     "called object type ...", "subscripted value ..."  at the '(' / '['
 * p.a            "member reference ..."                 at the '.' / '->'
 * int v = g();   "initializing 'int' with ..."          at the declared name 'v'
 * return x;      "void function 'f' should not return a value"  at 'return'
 * A f(void);     "function cannot return array type ..."  at the '(' of the function declarator
 * static count;  "type specifier missing, defaults to 'int'"  at the declarator
 * TWICE(valu)    an identifier from a macro argument    where it is spelled
 * </pre>
 * Nodes inside macro expansions keep the node's location (the expansion's).
 */
public final class ClangLocations {
    private ClangLocations() {}

    public static SourceLoc of(IASTNode n, String msg, Diagnostics diags) {
        if (n == null) return SourceLoc.NONE;
        try {
            SourceLoc l = find(n, msg, diags);
            if (l != null) return l;
        } catch (RuntimeException e) {
            // fall back to the node's start
        }
        return CdtParser.locationOf(n, diags);
    }

    private static SourceLoc find(IASTNode n, String msg, Diagnostics diags) {
        IASTNode parent = n.getParent();
        if (isAssignability(msg)) {
            if (parent instanceof IASTBinaryExpression b && b.getOperand1() == n && SemaOperators.isAssignment(b.getOperator())) return operatorOf(b, diags);
            if (parent instanceof IASTUnaryExpression u && isIncDec(u.getOperator())) return operatorOf(u, diags);
        }
        if (msg.startsWith("assigning to") && parent instanceof IASTBinaryExpression b && b.getOperand2() == n && SemaOperators.isAssignment(b.getOperator()))
            return operatorOf(b, diags);
        if (msg.contains("conversion assigning to") || msg.startsWith("incompatible pointer types assigning to")) {
            if (parent instanceof IASTBinaryExpression b && b.getOperand2() == n && SemaOperators.isAssignment(b.getOperator())) return operatorOf(b, diags);
        }
        if (msg.startsWith("width of bit-field") && parent instanceof org.eclipse.cdt.core.dom.ast.IASTFieldDeclarator fd && plain(fd.getName()))
            return CdtParser.locationOf(fd.getName(), diags);
        if (msg.startsWith("redefinition of parameter")) {
            IASTDeclarator d = n instanceof org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration pd ? pd.getDeclarator() : n instanceof IASTDeclarator x ? x : null;
            while (d != null && d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
            if (d != null && d.getName() != null && d.getName().toString().length() > 0 && plain(d.getName())) return CdtParser.locationOf(d.getName(), diags);
        }
        if (msg.startsWith("type specifier missing") && n instanceof org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier) {
            // static count;  -- where the type would be: the declarator (after the storage class)
            IASTDeclarator d = parent instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclarators().length > 0 ? sd.getDeclarators()[0]
                    : parent instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd ? fd.getDeclarator() : null;
            if (d != null && plain(d)) return CdtParser.locationOf(d, diags);
        }
        if (msg.startsWith("function cannot return") && n instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator fd)
            return fd.getNestedDeclarator() != null ? after(fd.getNestedDeclarator(), diags) : after(fd.getName(), diags);   // the '('
        if (msg.startsWith("void function") && parent instanceof IASTReturnStatement r) return CdtParser.locationOf(r, diags);
        if (msg.startsWith("statement requires expression of integer type") && parent instanceof IASTSwitchStatement s)
            return CdtParser.locationOf(s, diags);
        if (msg.contains("initializing") && parent instanceof IASTEqualsInitializer ei && ei.getParent() instanceof IASTDeclarator d) {
            IASTDeclarator in = d;
            while (in.getNestedDeclarator() != null) in = in.getNestedDeclarator();
            return plain(in.getName()) ? CdtParser.locationOf(in.getName(), diags) : null;
        }
        if (n instanceof IASTIdExpression id) return spelled(id.getName(), diags);
        if (n instanceof IASTName name) return spelled(name, diags);
        if (!plain(n)) return null;
        if (n instanceof IASTBinaryExpression b && atOperator(msg)) return operatorOf(b, diags);
        if (n instanceof IASTUnaryExpression u && isIncDec(u.getOperator()) && atOperator(msg)) return operatorOf(u, diags);
        if (n instanceof IASTFieldReference fr && msg.startsWith("member reference")) return after(fr.getFieldOwner(), diags);
        if (n instanceof IASTArraySubscriptExpression a && (msg.startsWith("subscripted value") || msg.startsWith("array subscript")))
            return after(a.getArrayExpression(), diags);
        if (n instanceof IASTFunctionCallExpression call) {
            if (msg.startsWith("too few arguments")) {
                IASTFileLocation fl = call.getFileLocation();
                return diags.sources().locate(fl.getFileName(), fl.getNodeOffset() + fl.getNodeLength() - 1);
            }
            if (msg.startsWith("too many arguments")) {
                int expected = expectedCount(msg);
                IASTInitializerClause[] args = call.getArguments();
                if (expected >= 0 && expected < args.length && plain(args[expected])) return CdtParser.locationOf(args[expected], diags);
                return null;
            }
            if (msg.startsWith("called object type")) return after(call.getFunctionNameExpression(), diags);
        }
        return null;
    }

    /** Messages clang reports at a binary expression's operator (its getExprLoc); others keep the expression's start. */
    private static boolean atOperator(String msg) {
        for (String p : new String[] {"invalid operands", "comparison ", "ordered comparison", "division by zero", "remainder by zero",
                "shift count", "arithmetic on", "expression is not assignable", "cannot assign", "read-only variable",
                "array type", "cannot decrement", "cannot increment", "incompatible pointer types assigning",
                "incompatible integer to pointer conversion assigning", "incompatible pointer to integer conversion assigning",
                "assigning to", "object of type "})
            if (msg.startsWith(p)) return true;
        return false;
    }

    private static boolean isAssignability(String msg) {
        return msg.startsWith("expression is not assignable") || msg.startsWith("cannot assign to") || msg.startsWith("read-only variable is not assignable")
                || (msg.startsWith("array type") && msg.endsWith("is not assignable"));
    }


    private static boolean isIncDec(int op) {
        return op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_postFixDecr
                || op == IASTUnaryExpression.op_prefixIncr || op == IASTUnaryExpression.op_prefixDecr;
    }

    /** {@code expected N,} or {@code expected at most N,} or {@code expected single argument} in a call-arity message. */
    private static int expectedCount(String msg) {
        if (msg.contains("expected single argument")) return 1;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("expected (?:at most )?(\\d+)").matcher(msg);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** Where a binary expression's operator is (the expression's start when it comes from a macro). */
    public static SourceLoc operator(IASTBinaryExpression b, Diagnostics diags) {
        SourceLoc l = operatorOf(b, diags);
        return l != null ? l : CdtParser.locationOf(b, diags);
    }

    /** The operator of a binary expression or a postfix ++/-- (a prefix one is the node's start). */
    private static SourceLoc operatorOf(IASTNode e, Diagnostics diags) {
        if (!plain(e)) return null;
        if (e instanceof IASTBinaryExpression b) return after(b.getOperand1(), diags);
        IASTUnaryExpression u = (IASTUnaryExpression) e;
        if (u.getOperator() == IASTUnaryExpression.op_postFixIncr || u.getOperator() == IASTUnaryExpression.op_postFixDecr)
            return after(u.getOperand(), diags);
        return CdtParser.locationOf(u, diags);
    }

    /** The first character after a node (blanks and comments skipped): the operator or bracket that follows it. */
    private static SourceLoc after(IASTNode n, Diagnostics diags) {
        if (n == null || !plain(n)) return null;
        IASTFileLocation fl = n.getFileLocation();
        SourceManager.FileText ft = diags.sources().get(fl.getFileName());
        if (ft == null) return null;
        int i = fl.getNodeOffset() + fl.getNodeLength(), len = ft.length();
        while (i < len) {
            char c = ft.charAt(i);
            if (Character.isWhitespace(c)) i++;
            else if (c == '/' && i + 1 < len && ft.charAt(i + 1) == '*') {
                i += 2;
                while (i + 1 < len && !(ft.charAt(i) == '*' && ft.charAt(i + 1) == '/')) i++;
                i += 2;
            } else if (c == '/' && i + 1 < len && ft.charAt(i + 1) == '/') {
                while (i < len && ft.charAt(i) != '\n') i++;
            } else break;
        }
        return i < len ? diags.sources().locate(fl.getFileName(), i) : null;
    }

    /** A name where it is spelled, also as a macro argument (clang's spelling location). */
    private static SourceLoc spelled(IASTName name, Diagnostics diags) {
        if (plain(name)) return null;
        IASTImageLocation img = name.getImageLocation();
        if (img == null || img.getLocationKind() != IASTImageLocation.ARGUMENT_TO_MACRO_EXPANSION) return null;
        return diags.sources().locate(img.getFileName(), img.getNodeOffset());
    }

    /** Whether a node is written out in the file (no part comes from a macro expansion). */
    private static boolean plain(IASTNode n) {
        IASTNodeLocation[] locs = n.getNodeLocations();
        if (locs == null || locs.length == 0) return false;
        for (IASTNodeLocation l : locs) if (l instanceof IASTMacroExpansionLocation) return false;
        return n.getFileLocation() != null;
    }
}
