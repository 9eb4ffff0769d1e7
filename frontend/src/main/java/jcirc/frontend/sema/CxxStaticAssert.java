package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTAliasDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStaticAssertDeclaration;

/**
 * C++ declarations that declare no object (docs/cxx.md):
 * <pre>
 *   static_assert(N == 10, "N is ten");   static_assert(sizeof(int) == 4);   // checked once, by Sema's walk
 *   using T = const int *;                                                 // a typedef named T
 * </pre>
 * A false assertion is clang's "static assertion failed due to requirement 'N == 11': N is ten" at the condition.
 */
public final class CxxStaticAssert {
    private CxxStaticAssert() {}

    public static void check(Sema sema, ICPPASTStaticAssertDeclaration sa) {
        if (sema.results.staticAsserts.put(sa, Boolean.TRUE) != null) return;
        IASTExpression cond = sa.getCondition();
        ConstValue v = sema.consts.eval(cond);
        if (v == null) sema.typeOf(cond);
        if (v == null && ClassConstantTruth.of(sema, cond) instanceof Boolean t) v = new ConstValue.IntVal(t ? 1 : 0, jcirc.frontend.types.CType.INT);   // static_assert(std::true_type{})
        if (!(v instanceof ConstValue.IntVal iv)) {
            sema.error(cond, "static assertion expression is not an integral constant expression");
            return;
        }
        if (!iv.isZero()) return;
        String msg = null;
        if (sa.getMessage() instanceof IASTLiteralExpression lit) {
            try {
                byte[] b = Literals.parseString(new String(lit.getValue())).bytesWithNul();
                msg = new String(b, 0, b.length - 1, java.nio.charset.StandardCharsets.UTF_8);
            } catch (RuntimeException e) {
                msg = new String(lit.getValue());
            }
        }
        String text = cond.getRawSignature().strip().replaceAll("\\s+", " ");
        String req = cond instanceof IASTLiteralExpression ? "" : " due to requirement '" + text + "'";
        sema.error(cond, "static assertion failed" + req + (msg == null || msg.isEmpty() ? "" : ": " + msg));
    }

    /** {@code using T = type-id;}: declares the typedef T in the current scope. */
    public static void alias(Sema sema, ICPPASTAliasDeclaration a) {
        Symbol done = sema.resolvedSymbol(a.getAlias());
        // the instance an alias names need not be complete (CxxTemplates.lazily)
        jcirc.frontend.types.CType t = sema.templates == null ? sema.typeOfTypeId(a.getMappingTypeId()) : sema.templates.lazily(() -> sema.typeOfTypeId(a.getMappingTypeId()));
        Scope scope = sema.symbols.current();
        String name = jcirc.frontend.cxx.CxxNames.typedefKey(a.getAlias());   // std::pmr::string (CxxNames)
        if (done != null) {
            if (scope.lookupLocal(name) != done) scope.put(done);
            return;
        }
        Symbol prev = scope.lookupLocal(name);
        if (prev != null && !(prev.isTypedef() && jcirc.frontend.types.Types.compatible(prev.type, t)))
            sema.error(a.getAlias(), prev.isTypedef() ? "type alias redefinition with different types ('" + t + "' vs '" + prev.type + "')"
                    : "redefinition of '" + a.getAlias() + "' as different kind of symbol");
        Symbol s = new Symbol(name, Symbol.Kind.TYPEDEF, t, Symbol.Linkage.NONE, false, sema.loc(a.getAlias()));
        scope.put(s);
        sema.resolved.put(a.getAlias(), s);
    }

    /** For CIRGen: a static_assert or alias declaration, which emits nothing (an alias re-enters its typedef into the scope). */
    public static boolean emitsNothing(Sema sema, org.eclipse.cdt.core.dom.ast.IASTDeclaration d) {
        if (d instanceof ICPPASTAliasDeclaration a) alias(sema, a);
        return d instanceof ICPPASTAliasDeclaration || d instanceof ICPPASTStaticAssertDeclaration
                || d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDeclaration   // using std::swap;: CDT's lookup
                || d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDirective
                || d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceAlias;   // namespace B = A; in a block: CDT's lookup
    }
}
