package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IParameter;

/**
 * A call with the wrong number of arguments, in clang's words (a function of one named parameter
 * gets the "single argument" forms), with the note at the called function's declaration:
 * <pre>
 * int g(int a);  g(1, 2)   error: too many arguments to function call, expected single argument 'a', have 2 arguments
 *                          note: 'g' declared here
 * int h(int, int); h(1)    error: too few arguments to function call, expected 2, have 1
 * </pre>
 */
final class ArityErrors {
    private ArityErrors() {}

    static void report(Sema sema, IASTFunctionCallExpression call, CType.Function f, int have) {
        int n = f.params().size();
        boolean few = have < n;
        String one = n == 1 ? parameterName(call) : null;
        String msg;
        if (few && f.variadic())
            msg = one != null ? "too few arguments to function call, at least argument '" + one + "' must be specified"
                    : "too few arguments to function call, expected at least " + n + ", have " + have;
        else if (few)
            msg = one != null ? "too few arguments to function call, single argument '" + one + "' was not specified"
                    : "too few arguments to function call, expected " + n + ", have " + have;
        else
            msg = one != null ? "too many arguments to function call, expected single argument '" + one + "', have " + have + " arguments"
                    : "too many arguments to function call, expected " + n + ", have " + have;
        sema.error(call, msg);
        if (call.getFunctionNameExpression() instanceof IASTIdExpression id && sema.resolved.get(id.getName()) instanceof Symbol s
                && s.isFunction() && !SemaBuiltins.isBuiltin(s) && LibraryBuiltins.prototype(s.name) == null   // clang: no note for builtins (exit, printf)
                && s.loc != null && s.loc.isKnown())
            sema.diags.note(s.loc, "'" + s.name + "' declared here");
    }

    /** The name of the called function's only parameter (null: not a named function, or an unnamed parameter). */
    private static String parameterName(IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof IASTIdExpression id)) return null;
        try {
            IBinding b = id.getName().resolveBinding();
            if (b instanceof IFunction fn && fn.getParameters().length == 1) {
                IParameter p = fn.getParameters()[0];
                String name = p.getName();
                return name == null || name.isEmpty() ? null : name;
            }
        } catch (RuntimeException e) {
            return null;   // CDT could not resolve it: the plain wording
        }
        return null;
    }
}
