package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.List;

/**
 * Conversion function templates ({@code template <class T, enable_if_t<is_integral_v<T>, int> = 0> explicit operator T()},
 * {fmt}'s uint128_fallback) as candidates of a conversion to {@code target}: each deduced from the target
 * ([temp.deduct.conv]) and instantiated by CDT's own (package-private) deduction; the ones whose deduction or
 * substitution fails are dropped. Non-template conversion functions are kept as they are.
 */
public final class ConversionTemplates {
    private ConversionTemplates() {}

    public static ICPPMethod[] instantiate(ICPPMethod[] ops, IType target, IASTNode point) {
        boolean any = false;
        for (ICPPMethod m : ops) any |= m instanceof ICPPFunctionTemplate;
        if (!any || target == null) return ops;
        CPPSemantics.pushLookupPoint(point);
        try {
            ICPPFunction[] inst = CPPTemplates.instantiateConversionTemplates(ops.clone(), target);
            List<ICPPMethod> r = new ArrayList<>();
            for (ICPPFunction f : inst)
                if (f instanceof ICPPMethod m && !(m instanceof ICPPFunctionTemplate)) r.add(m);
            return r.toArray(new ICPPMethod[0]);
        } catch (RuntimeException e) {
            return ops;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }
}
