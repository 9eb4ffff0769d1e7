package org.eclipse.cdt.internal.core.dom.parser.cpp;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;

/**
 * The names a structured binding declaration introduces ({@code auto &[a, b] = arr;}), built by the parser
 * ({@code TypeTraitNodes}) in place of CDT's names so that each resolves to a {@link BindingVariable}: CDT's
 * variable, whose type is the binding's referenced type ([dcl.struct.bind], {@link StructuredBindingTypes}) instead
 * of CDT's element type with the declaration's {@code &}/{@code &&} applied ({@code long&} for {@code long arr[2]}).
 * {@code decltype(a)} is that type ([dcl.type.decltype]/1.1) wherever CDT computes it (template arguments, declared
 * types); the id-expression {@code a} stays an lvalue of it, as it was of CDT's reference.
 */
public final class StructuredBindingNames {
    private StructuredBindingNames() {}

    /** The parser's identifier list of a structured binding, as names of this class (same spelling and location). */
    public static IASTName[] of(IASTName[] names) {
        IASTName[] out = new IASTName[names.length];
        for (int i = 0; i < names.length; i++) {
            BindingName n = new BindingName(names[i].toCharArray());
            if (names[i] instanceof org.eclipse.cdt.internal.core.dom.parser.ASTNode located) n.setOffsetAndLength(located);
            out[i] = n;
        }
        return out;
    }

    /** Is {@code b} the variable of a structured binding's name (typed with its referenced type)? */
    public static boolean names(IBinding b) { return b instanceof BindingVariable; }

    /** One name of a structured binding declaration. */
    static final class BindingName extends CPPASTName {
        BindingName(char[] name) { super(name); }

        @Override
        protected IBinding createIntermediateBinding() {
            return getParent() instanceof ICPPASTStructuredBindingDeclaration ? new BindingVariable(this) : super.createIntermediateBinding();
        }

        @Override
        public BindingName copy() { return copy(CopyStyle.withoutLocations); }

        @Override
        public BindingName copy(CopyStyle style) { return copy(new BindingName(toCharArray()), style); }
    }

    /** CDT's variable of a binding name, typed with the referenced type (CDT's own type when that cannot be worked out). */
    static final class BindingVariable extends CPPVariable {
        private IType referenced;

        BindingVariable(IASTName name) { super(name); }

        @Override
        public IType getType() {
            if (referenced == null) {
                IType t = getDefinition() instanceof IASTName n && n.getParent() instanceof ICPPASTStructuredBindingDeclaration sb
                        ? StructuredBindingTypes.referencedType(sb, n) : null;
                referenced = t != null ? t : super.getType();
            }
            return referenced;
        }
    }
}
