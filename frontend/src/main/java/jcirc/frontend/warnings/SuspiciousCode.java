package jcirc.frontend.warnings;

import jcirc.frontend.sema.ClangLocations;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTNullStatement;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;

/**
 * Warnings clang gives by default for code that is legal but almost certainly not meant:
 * <pre>
 * x + 1;           expression result unused [-Wunused-value]                       (at the '+')
 * if (x);          if statement has empty body [-Wempty-body]                       (at the ';')
 * 1 &lt;&lt; 40          shift count &gt;= width of type [-Wshift-count-overflow]
 * x / 0, x % 0     division by zero is undefined / remainder by zero is undefined [-Wdivision-by-zero]
 * ip == fp         comparison of distinct pointer types ('int *' and 'float *') [-Wcompare-distinct-pointer-types]
 * return &amp;local;   address of stack memory associated with local variable 'x' returned [-Wreturn-stack-address]
 * </pre>
 * Code from macro expansions is not checked.
 */
final class SuspiciousCode {
    private SuspiciousCode() {}

    static final String UNUSED_VALUE = "unused-value", EMPTY_BODY = "empty-body", SHIFT_COUNT = "shift-count-overflow",
            DIVISION_BY_ZERO = "division-by-zero", DISTINCT_POINTERS = "compare-distinct-pointer-types",
            RETURN_STACK_ADDRESS = "return-stack-address";

    /** Is one of {@code a} and {@code b} a class derived from the other (C++'s composite pointer type converts it)? */
    private static boolean related(CType a, CType b) {
        jcirc.frontend.types.RecordDef x = jcirc.frontend.cxx.CxxInheritance.record(a), y = jcirc.frontend.cxx.CxxInheritance.record(b);
        return x != null && y != null && (jcirc.frontend.cxx.CxxInheritance.isProperBase(x, y) || jcirc.frontend.cxx.CxxInheritance.isProperBase(y, x));
    }

    static void check(IASTNode n, Sema sema, Reporter r) {
        if (Ast.inMacro(n)) return;
        switch (n) {
            case IASTExpressionStatement es when r.enabled(UNUSED_VALUE) -> unusedValue(es, r);
            case IASTIfStatement s when r.enabled(EMPTY_BODY) -> emptyBody(s, r);
            case IASTReturnStatement rs when r.enabled(RETURN_STACK_ADDRESS) -> stackAddress(rs, sema, r);
            case IASTBinaryExpression b -> binary(b, sema, r);
            default -> { }
        }
    }

    /** Expressions whose value is their only effect. */
    private static boolean pure(IASTExpression e) {
        e = Ast.strip(e);
        return switch (e) {
            case IASTIdExpression id -> true;
            case IASTLiteralExpression lit -> lit.getKind() != IASTLiteralExpression.lk_string_literal;
            case IASTFieldReference fr -> pure(fr.getFieldOwner());
            case IASTBinaryExpression b -> switch (b.getOperator()) {
                case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus, IASTBinaryExpression.op_multiply,
                     IASTBinaryExpression.op_divide, IASTBinaryExpression.op_modulo, IASTBinaryExpression.op_shiftLeft,
                     IASTBinaryExpression.op_shiftRight, IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan,
                     IASTBinaryExpression.op_lessEqual, IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals,
                     IASTBinaryExpression.op_notequals, IASTBinaryExpression.op_binaryAnd, IASTBinaryExpression.op_binaryOr,
                     IASTBinaryExpression.op_binaryXor -> pure(b.getOperand1()) && pure(b.getOperand2());
                default -> false;
            };
            case IASTUnaryExpression u -> switch (u.getOperator()) {
                case IASTUnaryExpression.op_minus, IASTUnaryExpression.op_plus, IASTUnaryExpression.op_not,
                     IASTUnaryExpression.op_tilde -> pure(u.getOperand());
                default -> false;
            };
            default -> false;
        };
    }

    private static void unusedValue(IASTExpressionStatement es, Reporter r) {
        IASTExpression e = es.getExpression();
        if (e == null || !pure(e)) return;
        // the last statement of a statement expression is its value
        if (es.getParent() instanceof IASTCompoundStatement cs && cs.getParent() instanceof IGNUASTCompoundStatementExpression) {
            IASTNode[] ss = cs.getStatements();
            if (ss.length > 0 && ss[ss.length - 1] == es) return;
        }
        IASTExpression s = Ast.strip(e);
        var at = s instanceof IASTBinaryExpression b ? ClangLocations.operator(b, r.diags()) : r.loc(s);
        r.report(UNUSED_VALUE, at, "expression result unused", e);
    }

    private static void emptyBody(IASTIfStatement s, Reporter r) {
        if (!(s.getThenClause() instanceof IASTNullStatement empty) || s.getElseClause() != null) return;
        var semi = r.loc(empty);
        var cond = r.endLoc(s.getConditionExpression());
        if (!semi.isKnown() || !cond.isKnown() || semi.line() != cond.line()) return;   // ';' on its own line: meant
        r.report(EMPTY_BODY, semi, "if statement has empty body");
        r.note(semi, "put the semicolon on a separate line to silence this warning");
    }

    private static void stackAddress(IASTReturnStatement rs, Sema sema, Reporter r) {
        if (!(Ast.strip(rs.getReturnValue()) instanceof IASTUnaryExpression u) || u.getOperator() != IASTUnaryExpression.op_amper) return;
        if (!(Ast.strip(u.getOperand()) instanceof IASTIdExpression id)) return;
        Symbol s = sema.resolvedSymbol(id.getName());
        if (s == null || !s.isVariable() || s.isStatic || s.isParameter || s.linkage != Symbol.Linkage.NONE) return;
        if (Types.unqual(s.type) instanceof CType.Array) return;
        r.report(RETURN_STACK_ADDRESS, r.loc(id), "address of stack memory associated with local variable '" + s.name + "' returned", u);
    }

    private static void binary(IASTBinaryExpression b, Sema sema, Reporter r) {
        int op = b.getOperator();
        if ((op == IASTBinaryExpression.op_divide || op == IASTBinaryExpression.op_modulo || op == IASTBinaryExpression.op_divideAssign
                || op == IASTBinaryExpression.op_moduloAssign) && r.enabled(DIVISION_BY_ZERO)) {
            CType t = sema.rvalueType(b.getOperand2());
            Long v = Types.isInteger(t) ? sema.consts.evalInt(b.getOperand2()) : null;
            if (v != null && v == 0 && Types.isInteger(sema.rvalueType(b.getOperand1())))
                r.report(DIVISION_BY_ZERO, ClangLocations.operator(b, r.diags()),
                        (op == IASTBinaryExpression.op_divide || op == IASTBinaryExpression.op_divideAssign ? "division" : "remainder")
                                + " by zero is undefined", b.getOperand2());
        }
        if ((op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight) && r.enabled(SHIFT_COUNT)) {
            CType lt = sema.rvalueType(b.getOperand1());
            Long v = Types.isInteger(lt) ? sema.consts.evalInt(b.getOperand2()) : null;
            if (v != null && v >= Types.sizeOf(Types.promote(lt)) * 8)
                r.report(SHIFT_COUNT, ClangLocations.operator(b, r.diags()), "shift count >= width of type", b.getOperand2());
        }
        if (op >= IASTBinaryExpression.op_lessThan && op <= IASTBinaryExpression.op_greaterEqual
                || op == IASTBinaryExpression.op_equals || op == IASTBinaryExpression.op_notequals) {
            if (!r.enabled(DISTINCT_POINTERS)) return;
            CType a = sema.rvalueType(b.getOperand1()), c = sema.rvalueType(b.getOperand2());
            if (!Types.isPointer(a) || !Types.isPointer(c)) return;
            if (jcirc.frontend.types.NullptrType.is(a) || jcirc.frontend.types.NullptrType.is(c)) return;   // p == nullptr
            CType pa = Types.pointee(a), pc = Types.pointee(c);
            if (Types.isVoid(pa) || Types.isVoid(pc) || Types.compatibleUnqual(Types.unqual(pa), Types.unqual(pc))) return;
            if (sema.cxx != null && related(Types.unqual(pa), Types.unqual(pc))) return;   // C++: a derived and a base class pointer
            r.report(DISTINCT_POINTERS, ClangLocations.operator(b, r.diags()),
                    "comparison of distinct pointer types ('" + a + "' and '" + c + "')", b.getOperand1(), b.getOperand2());
        }
    }
}
