package jcirc.frontend.cxx;

import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Static locals of C++ functions, as g++ names and links them (Itanium C++ ABI 5.1.6, 5.2.2):
 * <pre>
 *   int g() { static int n; }         ->  @_ZZ1gvE1n                internal   (local to the unit, as g++'s 'b')
 *   inline int f() { static int n; }  ->  @_ZZ1fvE1n                linkonce_odr (one object in the program, as g++'s 'u')
 *                                         @_ZGVZ1fvE1n (its guard)  linkonce_odr
 * </pre>
 * A static local of an inline function, a member function defined in its class or a template instance is one object
 * however many units inline the function, so it (and its guard variable) is a weak COMDAT symbol. Names the mangler
 * cannot give keep the C spelling {@code function.name}.
 */
public final class CxxStaticLocals {
    private CxxStaticLocals() {}

    public static void name(Sema sema, Symbol s, IASTName nameNode) {
        String mangled;
        try {
            mangled = nameNode.resolveBinding() instanceof IVariable v ? ItaniumMangler.variable(v) : null;
        } catch (RuntimeException e) {   // ItaniumMangler.Unsupported and CDT's problems: keep the C name
            return;
        }
        if (mangled == null || !mangled.startsWith("_ZZ")) return;
        // in a function template's instance CDT's binding is the template's: the instance's encoding replaces it
        String instance = sema.templates == null ? null : sema.templates.currentFunctionName();
        String own = nameNode.toString();
        int tail = mangled.lastIndexOf(own.length() + own);
        if (instance != null && instance.startsWith("_Z") && tail > 0 && !mangled.startsWith("_ZZZ"))
            mangled = "_ZZ" + instance.substring(2) + "E" + mangled.substring(tail);
        s.irName = mangled;
        Symbol fn = sema.currentFunctionName.isEmpty() ? null : sema.symbols.fileScope().lookupLocal(sema.currentFunctionName);
        if (fn != null && fn.isFunction() && fn.linkOnceOdr) {
            s.linkage = Symbol.Linkage.EXTERNAL;
            s.linkOnceOdr = true;
        }
    }
}
