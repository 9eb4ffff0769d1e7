package jcirc.frontend.cxx.abi;

/**
 * The Itanium C++ ABI's {@code <operator-name>} codes of CDT's binary and unary operators ({@code pl}, {@code aS},
 * {@code de}, {@code pp_} …), as the expression manglings of {@link ItaniumMangler} (from CDT's evaluations) and
 * {@link DeclaredDecltype} (from the source) write them; null for an operator without one here.
 */
final class OperatorCodes {
    private OperatorCodes() {}

    /** {@code a + b} -> "pl" … */
    static String binary(int op) {
        return switch (op) {
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_plus -> "pl";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_minus -> "mi";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_multiply -> "ml";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_divide -> "dv";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_modulo -> "rm";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_binaryAnd -> "an";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_binaryOr -> "or";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_binaryXor -> "eo";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_shiftLeft -> "ls";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_shiftRight -> "rs";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_lessThan -> "lt";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_greaterThan -> "gt";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_lessEqual -> "le";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_greaterEqual -> "ge";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_equals -> "eq";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_notequals -> "ne";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_logicalAnd -> "aa";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_logicalOr -> "oo";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_assign -> "aS";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_plusAssign -> "pL";
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_minusAssign -> "mI";
            default -> null;
        };
    }

    /** {@code *p} -> "de"; a prefix increment is "pp_", a postfix one "pp" */
    static String unary(int op) {
        return switch (op) {
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_star -> "de";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_amper -> "ad";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_minus -> "ng";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_plus -> "ps";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_not -> "nt";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_tilde -> "co";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_prefixIncr -> "pp_";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_prefixDecr -> "mm_";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_postFixIncr -> "pp";
            case org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_postFixDecr -> "mm";
            default -> null;
        };
    }
}
