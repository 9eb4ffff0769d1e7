package jcirc.frontend.sema;

import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.*;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The constraints on a switch's labels (C11 6.8.4.2p3): no two case constants (after conversion
 * to the promoted controlling type) equal, at most one {@code default}. GNU ranges
 * {@code case lo ... hi:} count as all their values. Reported as clang does:
 * {@code error: duplicate case value '1'} / {@code error: multiple default labels in one switch},
 * each with {@code note: previous case defined here} at the earlier label. Sorting the labels
 * by their low value makes the check n log n.
 */
public final class SwitchLabels {
    private SwitchLabels() {}

    /** A case label's values {@code lo..hi}, its position in source order and the node to point at. */
    private record Label(BigInteger lo, BigInteger hi, int order, IASTNode at) {}

    /**
     * Checks the labels of {@code sw} (not those of nested switches) whose controlling expression
     * has the promoted type {@code promoted}; false when an error was reported.
     */
    public static boolean check(Sema sema, IASTSwitchStatement sw, CType promoted) {
        List<IASTStatement> labels = labelsOf(sw.getBody(), new ArrayList<>());
        List<Label> cases = new ArrayList<>();
        IASTDefaultStatement firstDefault = null;
        boolean ok = true;
        for (IASTStatement s : labels) {
            if (s instanceof IASTDefaultStatement d) {
                if (firstDefault == null) {
                    firstDefault = d;
                } else {
                    // clang's places: the error at the first 'default', the note at the later one
                    sema.error(firstDefault, "multiple default labels in one switch");
                    sema.diags.note(sema.loc(d), "previous case defined here");
                    ok = false;
                }
                continue;
            }
            IASTExpression e = ((IASTCaseStatement) s).getExpression();
            if (e == null) continue;
            IASTExpression loE = e, hiE = e;
            if (e instanceof IASTBinaryExpression be && be.getOperator() == IASTBinaryExpression.op_ellipses) {
                loE = be.getOperand1();
                hiE = be.getOperand2();
            }
            BigInteger lo = value(sema, loE, promoted), hi = loE == hiE ? lo : value(sema, hiE, promoted);
            if (lo == null || hi == null || lo.compareTo(hi) > 0) continue;   // not constant or an empty range (reported by caseValue)
            cases.add(new Label(lo, hi, cases.size(), loE));
        }
        cases.sort(Comparator.comparing(Label::lo).thenComparingInt(Label::order));
        Label reach = null;   // the label, of those before in sorted order, reaching highest
        for (Label l : cases) {
            if (reach != null && l.lo.compareTo(reach.hi) <= 0) {
                Label later = l.order > reach.order ? l : reach, earlier = later == l ? reach : l;
                sema.error(later.at, "duplicate case value '" + l.lo + "'");
                sema.diags.note(sema.loc(earlier.at), "previous case defined here");
                ok = false;
            }
            if (reach == null || l.hi.compareTo(reach.hi) > 0) reach = l;
        }
        return ok;
    }

    /**
     * A case label's values must be integer constant expressions ({@code expression is not an integer
     * constant expression} otherwise); a GNU range {@code case 5 ... 1:} whose low value (converted to
     * the promoted controlling type) exceeds its high one is empty (gcc's and clang's warning).
     */
    public static void caseValue(Sema sema, IASTCaseStatement c, CType promoted) {
        IASTExpression e = c.getExpression();
        if (e == null || promoted == null) return;
        if (e instanceof IASTBinaryExpression be && be.getOperator() == IASTBinaryExpression.op_ellipses) {
            BigInteger lo = constant(sema, be.getOperand1(), promoted), hi = constant(sema, be.getOperand2(), promoted);
            if (lo != null && hi != null && lo.compareTo(hi) > 0) sema.warning(be, "empty case range specified");
        } else {
            constant(sema, e, promoted);
        }
    }

    private static BigInteger constant(Sema sema, IASTExpression e, CType promoted) {
        BigInteger v = value(sema, e, promoted);
        if (v == null) sema.error(e, "expression is not an integer constant expression");
        return v;
    }

    /** A case constant converted to the promoted controlling type; null when it is not an integer constant. */
    private static BigInteger value(Sema sema, IASTExpression e, CType promoted) {
        if (e == null) return null;
        ConstValue v = sema.consts.eval(e);
        if (!(v instanceof ConstValue.IntVal iv)) return null;
        return ((ConstValue.IntVal) ConstEval.convert(iv, promoted)).exact();
    }

    /** The case/default labels belonging to a switch body, in source order (nested switches keep theirs). */
    private static List<IASTStatement> labelsOf(IASTNode n, List<IASTStatement> out) {
        if (n == null) return out;
        if (n instanceof IASTCaseStatement || n instanceof IASTDefaultStatement) { out.add((IASTStatement) n); return out; }
        if (n instanceof IASTSwitchStatement || n instanceof IASTExpression || n instanceof IASTDeclaration) return out;
        for (IASTNode c : n.getChildren()) labelsOf(c, out);
        return out;
    }
}
