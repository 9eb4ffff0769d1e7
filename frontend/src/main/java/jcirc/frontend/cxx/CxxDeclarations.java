package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExplicitTemplateInstantiation;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLinkageSpecification;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceAlias;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDirective;

import java.util.ArrayList;
import java.util.List;

/**
 * The declarations of a C++ translation unit in the order Sema and CIRGen take them: the members of
 * {@code extern "C"} blocks and namespaces (nested, anonymous, inline) are top-level declarations (CDT's
 * bindings carry the namespace and the language linkage, which the mangled names encode: {@link CxxNames}).
 * Using-declarations, using-directives and namespace aliases only steer CDT's name lookup and emit nothing.
 * Function definitions inside a class body come after the unit's declarations (they see the complete class), those
 * returning a closure or local class of their own right after the class ({@link LocalReturnTypes}).
 * Templates, explicit specializations and explicit instantiations stay in the list for {@link CxxTemplates#topLevel}.
 */
public final class CxxDeclarations {
    private CxxDeclarations() {}

    public static List<IASTDeclaration> topLevel(IASTDeclaration[] decls, Sema sema) {
        CxxListInit.rewrite(decls, sema);   // T x{a}, return {a}, f({a}): as the forms with '=' and T{a}
        CxxUnsupported.check(decls, sema);
        List<IASTDeclaration> out = new ArrayList<>(), members = new ArrayList<>();
        flatten(decls, sema, out, members);
        out.addAll(members);
        CxxSpecialMembers.checkTopLevel(out, sema);   // objects this slice cannot construct or destroy yet
        return out;
    }

    /** Is {@code d} declared directly in {@code extern "C" T d;} (a linkage specification without braces)? */
    public static boolean inBracelessLinkageSpec(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) {
        if (!(d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd) || !(sd.getParent() instanceof ICPPASTLinkageSpecification ls)) return false;
        String raw = ls.getRawSignature();
        int at = raw.indexOf(ls.getLiteral());
        return at >= 0 && !raw.substring(at + ls.getLiteral().length()).stripLeading().startsWith("{");
    }

    private static boolean isDeductionGuide(org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd) {
        return sd.getDeclarators().length == 1 && sd.getDeclarators()[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeductionGuide;
    }

    private static void flatten(IASTDeclaration[] decls, Sema sema, List<IASTDeclaration> out, List<IASTDeclaration> members) {
        for (IASTDeclaration d : decls) {
            switch (d) {
                case ICPPASTLinkageSpecification ls -> flatten(ls.getDeclarations(), sema, out, members);
                case ICPPASTNamespaceDefinition ns -> flatten(ns.getDeclarations(), sema, out, members);
                case org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                        when sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs -> {
                    out.add(d);
                    int from = members.size();
                    CxxClasses.memberDefinitions(cs, members);   // in-class bodies see the whole class: after the unit
                    LocalReturnTypes.early(members, from, out);   // auto f() { return [] {...}; }: right after the class
                }
                case org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd when isDeductionGuide(sd) -> { }   // Box(const char *) -> Box<std::string>;: CDT's (DeducingName)
                case ICPPASTTemplateDeclaration t when t.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                        && isDeductionGuide(sd) -> { }
                case ICPPASTUsingDirective u -> { }
                case ICPPASTUsingDeclaration u -> { }
                case ICPPASTNamespaceAlias a -> { }
                case ICPPASTTemplateSpecialization t when t.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                        && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs -> {
                    out.add(sd);   // template<> struct S<char> {...}: a class of its own (keyed S<char>)
                    CxxClasses.memberDefinitions(cs, members);
                }
                case ICPPASTTemplateSpecialization t -> out.add(d);   // CxxTemplates.topLevel
                case ICPPASTExplicitTemplateInstantiation t -> out.add(d);
                case ICPPASTTemplateDeclaration t -> out.add(d);   // instantiated on use (CxxTemplates.topLevel); CDT's template<> is one too: after it
                default -> out.add(d);
            }
        }
    }
}
