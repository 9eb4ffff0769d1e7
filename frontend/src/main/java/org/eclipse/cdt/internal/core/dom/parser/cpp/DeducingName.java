package org.eclipse.cdt.internal.core.dom.parser.cpp;

import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ClassTemplateArgumentDeduction;

/**
 * The names of jcirc's C++ parser ({@link TypeTraitNodes}): CDT's, except that a class template named without
 * arguments where its arguments are deduced from an initializer ({@code std::pair p{1, 2.5};}, {@code Box{2.5}},
 * {@code new Box(7)}) resolves to the instance deduced from the initializer's real arguments
 * ({@link ClassTemplateArgumentDeduction#atResolution}). It happens when CDT resolves the name, wherever that is — its
 * ambiguity resolution while parsing evaluates uses of the variable ({@code std::get<0>(t)}) long before Sema — so the
 * variable's type and everything CDT derives from it are the deduced instance's from the start.
 */
final class DeducingName extends CPPASTName {
    DeducingName(char[] name) { super(name); }

    @Override
    protected IBinding createIntermediateBinding() {
        return ClassTemplateArgumentDeduction.atResolution(this, super.createIntermediateBinding());
    }
}
