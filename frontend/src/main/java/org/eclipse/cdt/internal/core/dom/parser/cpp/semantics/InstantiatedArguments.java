package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;

/**
 * A call's argument evaluations instantiated as CDT's own call instantiation does, a pack expansion
 * ({@code std::forward<_Args>(__args)...}) becoming one evaluation per element of the pack under the
 * context's arguments. CDT keeps this step protected in {@code CPPDependentEvaluation}; jcirc's
 * {@code CxxTemplates} needs it when it resolves a call CDT's instantiation left unresolved.
 */
public final class InstantiatedArguments {
    private InstantiatedArguments() {}

    public static ICPPEvaluation[] of(ICPPEvaluation[] args, InstantiationContext ctx, int depth) {
        return CPPDependentEvaluation.instantiateExpressions(args, ctx, depth);
    }
}
