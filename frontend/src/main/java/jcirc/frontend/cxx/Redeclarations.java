package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.Arrays;

/**
 * A call CDT finds ambiguous between redeclarations of one function template it did not merge:
 * libstdc++ declares {@code std::swap} in {@code <type_traits>} with the result {@code _Require<…>} and defines
 * it in {@code bits/move.h} with {@code typename enable_if<__and_<…>::value>::type}, the same type once the alias
 * is expanded ([temp.over.link]: functionally equivalent), so g++ sees one template. When every candidate is an
 * instance with the same qualified name, template arguments and parameter types, they are one function: the
 * candidate whose template is defined is the one called.
 */
final class Redeclarations {
    private Redeclarations() {}

    /** The function an ambiguous lookup denotes when its candidates are redeclarations of one template, else null. */
    static ICPPFunction pick(IProblemBinding pb) {
        IBinding[] cands = pb.getCandidateBindings();
        if (cands.length < 2 || !(cands[0] instanceof ICPPFunction first)) return null;
        ICPPFunction chosen = null;
        for (IBinding c : cands) {
            if (!(c instanceof ICPPFunction f) || !same(first, f)) return null;
            if (chosen == null && defined(f)) chosen = f;
        }
        return chosen != null ? chosen : first;
    }

    private static boolean same(ICPPFunction a, ICPPFunction b) {
        if (a == b) return true;
        try {
            if (!Arrays.equals(a.getQualifiedName(), b.getQualifiedName())) return false;
            if (a instanceof ICPPTemplateInstance ia) {
                if (!(b instanceof ICPPTemplateInstance ib)) return false;
                ICPPTemplateArgument[] x = ia.getTemplateArguments(), y = ib.getTemplateArguments();
                if (x.length != y.length) return false;
                for (int i = 0; i < x.length; i++) if (!x[i].isSameValue(y[i])) return false;
            } else {
                return false;   // two plain functions are CDT's own redeclarations, merged already
            }
            IType[] p = a.getType().getParameterTypes(), q = b.getType().getParameterTypes();
            if (p.length != q.length) return false;
            for (int i = 0; i < p.length; i++) if (!p[i].isSameType(q[i])) return false;
            return true;
        } catch (DOMException | RuntimeException e) {
            return false;
        }
    }

    private static boolean defined(ICPPFunction f) {
        IBinding t = f instanceof ICPPTemplateInstance i ? i.getTemplateDefinition() : f;
        return t instanceof ICPPInternalBinding ib && ib.getDefinition() != null;
    }
}
