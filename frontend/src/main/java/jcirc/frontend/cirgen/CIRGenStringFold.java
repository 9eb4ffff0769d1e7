package jcirc.frontend.cirgen;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * gcc's string builtins that LLVM's library-call simplifier does not know or folds only with
 * constant arguments (docs/frontend.md, "Builtins"); applied where gcc treats the name as a builtin
 * (external, no {@code -fno-builtin-NAME}), at every -O level as gcc's folding:
 *
 * <pre>
 * rindex(s, c)  __builtin_rindex(s, c)   ->  strrchr(s, c)     (LLVM then folds constant strings)
 * index(s, c)   __builtin_index(s, c)    ->  strchr(s, c)
 * strncat(d, "", n)                      ->  d                 (d and n still evaluated)
 * </pre>
 */
final class CIRGenStringFold {
    private final CIRGenFunction cgf;
    private final CIRGenExpr expr;

    CIRGenStringFold(CIRGenFunction cgf, CIRGenExpr expr) {
        this.cgf = cgf;
        this.expr = expr;
    }

    private static String base(String name) {
        return name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
    }

    /** The function gcc calls for {@code callee}: strrchr for rindex, strchr for index; else {@code callee}. */
    Symbol alias(Symbol callee) {
        String n = base(callee.name);
        String to = n.equals("rindex") ? "strrchr" : n.equals("index") ? "strchr" : null;
        if (to == null || callee.linkage != Symbol.Linkage.EXTERNAL || !cgf.cgm.builtinAllowed(callee.name)
                || cgf.sema.cxxNames != null || (callee.irName != null && !callee.irName.equals(callee.name))) return callee;
        if (!(Types.unqual(callee.type) instanceof CType.Function f) || !f.prototyped() || f.params().size() != 2
                || !Types.isPointer(f.returnType()) || !Types.isPointer(f.params().get(0)) || !Types.isInteger(f.params().get(1))) return callee;
        Symbol s = cgf.sema.symbols.external(to);
        if (s == null) {
            s = new Symbol(to, Symbol.Kind.FUNCTION, callee.type, Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        // a unit's own strchr of another shape (or behind an asm label) is left alone
        if (s.linkage != Symbol.Linkage.EXTERNAL || !(Types.unqual(s.type) instanceof CType.Function g) || g.params().size() != 2
                || (s.irName != null && !s.irName.equals(s.name))) return callee;
        return s;
    }

    /** The folded value of the call (emitted), or null when gcc keeps the call (nothing emitted). */
    Value fold(Symbol callee, IASTFunctionCallExpression call, IASTInitializerClause[] args, CType t) {
        if (!base(callee.name).equals("strncat") || callee.linkage != Symbol.Linkage.EXTERNAL || !cgf.cgm.builtinAllowed(callee.name)
                || cgf.sema.cxxNames != null || args.length != 3 || !Types.isPointer(t)) return null;
        for (IASTInitializerClause a : args) if (!(a instanceof IASTExpression)) return null;
        long[] src = CIRGenPrintfFold.narrowLiteral((IASTExpression) args[1]);
        if (src == null || src.length != 0) return null;
        // strncat(d, "", n): appends nothing, returns d
        Value d = expr.emitConverted((IASTExpression) args[0], t);
        expr.emitIgnored((IASTExpression) args[2]);
        return d;
    }
}
