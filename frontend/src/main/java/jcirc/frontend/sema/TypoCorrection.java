package jcirc.frontend.sema;

import java.util.ArrayList;
import java.util.List;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

/**
 * clang's "did you mean 'x'?" for an undeclared identifier or an unknown member: among the names
 * in scope, the one nearest in edit distance (insertions, deletions, replacements and swaps of two
 * adjacent letters each cost 1), accepted under clang's rules (Sema::CorrectTypo): a candidate whose
 * length differs by {@code d > 0} needs {@code len / d >= 3}, the distance must be at most
 * {@code (len + 2) / 3} and {@code len / distance >= 3}, and a tie between two best candidates
 * suggests nothing.
 */
public final class TypoCorrection {
    private TypoCorrection() {}

    /** Reports "use of undeclared identifier 'x'", with "; did you mean 'y'?" and a note at y's declaration when one fits. */
    static void undeclared(Sema sema, org.eclipse.cdt.core.dom.ast.IASTIdExpression id, String typo, SymbolTable symbols) {
        String qualified = noMemberOfQualifier(id.getName());
        if (qualified != null) { sema.error(at(id), qualified); return; }
        java.util.Map<String, Symbol> names = new java.util.LinkedHashMap<>();
        for (Scope s = symbols.current(); s != null; s = s.parent)
            for (var e : s.symbols().entrySet())
                if (!e.getValue().isTypedef() && !e.getKey().startsWith("__")) names.putIfAbsent(e.getKey(), e.getValue());
        String best = best(typo, new ArrayList<>(names.keySet()));
        sema.error(id, "use of undeclared identifier '" + typo + "'" + suffix(best));
        if (best != null && sema.diagsEnabled() && names.get(best).loc != null && names.get(best).loc.isKnown())
            sema.diags.note(names.get(best).loc, "'" + best + "' declared here");
    }

    /** Where clang reports a qualified name that names nothing: at its last component. */
    static org.eclipse.cdt.core.dom.ast.IASTNode at(org.eclipse.cdt.core.dom.ast.IASTIdExpression id) {
        return id.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : id;
    }

    /**
     * C++: clang's "no member named 'swap' in namespace 'std'" for a qualified name whose qualifier names a namespace
     * (or "in 'S'" for a class) that has no such member; null for other names.
     */
    static String noMemberOfQualifier(org.eclipse.cdt.core.dom.ast.IASTName name) {
        if (!(name instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q)) return null;
        String last = q.getLastName().toString();
        if (q.getQualifier().length == 0) return q.isFullyQualified() ? "no member named '" + last + "' in the global namespace" : null;
        org.eclipse.cdt.core.dom.ast.IBinding b = q.getQualifier()[q.getQualifier().length - 1].resolveBinding();
        try {
            return noMember(b, last);
        } catch (org.eclipse.cdt.core.dom.ast.DOMException e) {
            return null;
        }
    }

    private static String noMember(org.eclipse.cdt.core.dom.ast.IBinding b, String last) throws org.eclipse.cdt.core.dom.ast.DOMException {
        if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace ns) {
            String spelled = String.join("::", ns.getQualifiedName());
            return "no member named '" + last + "' in " + (spelled.isEmpty() ? "the global namespace" : "namespace '" + spelled + "'");
        }
        if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate))
            return "no member named '" + last + "' in '" + String.join("::", c.getQualifiedName()) + "'";
        return null;
    }

    /**
     * clang's message for {@code p.a} on a pointer ("is a pointer; did you mean to use '->'?"), {@code s->a}
     * on a struct ("is not a pointer; did you mean to use '.'?") and member access on anything else.
     */
    static String badMemberBase(boolean arrow, CType ownerValue, CType owner) {
        if (arrow) {
            if (ownerValue != null && Types.unqual(ownerValue) instanceof CType.Record)
                return "member reference type '" + ownerValue + "' is not a pointer; did you mean to use '.'?";
            return "member reference type '" + ownerValue + "' is not a pointer";
        }
        if (owner != null && Types.pointee(owner) != null && Types.unqual(Types.pointee(owner)) instanceof CType.Record)
            return "member reference type '" + owner + "' is a pointer; did you mean to use '->'?";
        return "member reference base type '" + owner + "' is not a structure or union";
    }

    /** The same for a member name of a struct or union (anonymous members' members included). */
    public static String forMember(String typo, RecordDef record) {
        List<String> names = new ArrayList<>();
        collect(record, names);
        return suffix(best(typo, names));
    }

    private static void collect(RecordDef r, List<String> out) {
        for (RecordDef.Field f : r.fields()) {
            if (f.name() != null && !f.name().isEmpty()) out.add(f.name());
            if (f.isAnonymousRecord() && Types.unqual(f.type()) instanceof CType.Record inner) collect(inner.def(), out);
        }
    }

    private static String suffix(String best) { return best == null ? "" : "; did you mean '" + best + "'?"; }

    /** The single nearest acceptable name, or null. */
    static String best(String typo, List<String> candidates) {
        int len = typo.length(), upper = (len + 2) / 3;
        String best = null;
        int bestEd = Integer.MAX_VALUE;
        boolean tie = false;
        for (String c : new java.util.LinkedHashSet<>(candidates)) {
            if (c.equals(typo)) continue;
            int minEd = Math.abs(c.length() - len);
            if (minEd > 0 && len / minEd < 3) continue;
            int ed = distance(typo, c, upper);
            if (ed > upper) continue;
            if (ed < bestEd) { best = c; bestEd = ed; tie = false; }
            else if (ed == bestEd) tie = true;
        }
        if (best == null || tie || len / bestEd < 3) return null;
        return best;
    }

    /** Optimal-string-alignment distance, giving up (returning {@code limit + 1}) once a row exceeds {@code limit}. */
    static int distance(String a, String b, int limit) {
        int n = a.length(), m = b.length();
        int[] prev2 = new int[m + 1], prev = new int[m + 1], row = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= n; i++) {
            row[0] = i;
            int rowMin = row[0];
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(prev[j] + 1, row[j - 1] + 1), prev[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    v = Math.min(v, prev2[j - 2] + 1);
                row[j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > limit) return limit + 1;
            int[] t = prev2; prev2 = prev; prev = row; row = t;
        }
        return prev[m];
    }
}
