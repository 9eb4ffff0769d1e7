package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeList;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTAttributeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GCC's {@code abi_tag} attribute in mangled names ({@code <abi-tags> ::= B <source-name>}, sorted): a class's or
 * function's own tags follow its name ({@code 6TaggedB2v2}); a function whose return type carries tags that its
 * parameter types do not show gets them too, as does a variable for the tags of its type
 * ({@code std::__cxx11::basic_string f()} is {@code _Z1fB5cxx11v}). A type carries the tags of its classes, of the
 * inline namespaces they are declared in ({@code inline namespace __cxx11 __attribute__((__abi_tag__("cxx11")))})
 * and of their template arguments. A namespace's own tags are never written after its name.
 */
final class AbiTags {
    private AbiTags() {}

    /** The tags written after an entity's unqualified name, sorted. */
    static List<String> nameTags(IBinding b) {
        TreeSet<String> tags = new TreeSet<>(own(b));
        tags.addAll(missing(b));
        return List.copyOf(tags);
    }

    /** For a function: its return type's tags not in its parameter types or own tags; for a variable: its type's not in its own. */
    static Set<String> missing(IBinding b) {
        Set<String> r = new TreeSet<>();
        Set<String> shown = new HashSet<>(own(b));
        // the tags of the scopes in its name are shown there (std::__cxx11::basic_string<char>::substr, std::__cxx11::to_string)
        for (IBinding o = b.getOwner(); o != null; o = o.getOwner())
            if (o instanceof ICPPClassType c) classTags(c, shown, new HashSet<>());
            else if (o instanceof ICPPNamespace) shown.addAll(own(o));
        if (b instanceof ICPPFunction f && !(f instanceof ICPPConstructor) && !(f instanceof ICPPMethod m && m.isDestructor())) {
            IFunctionType ft = f.getType();
            if (ft == null) return r;
            typeTags(ft.getReturnType(), r, new HashSet<>());
            for (IType p : ft.getParameterTypes()) typeTags(p, shown, new HashSet<>());
            // use_facet<std::__cxx11::numpunct<char>>: a function template instance's arguments are in its name too
            // (libstdc++.so's _ZSt9use_facetINSt7__cxx118numpunctIcEEERKT_RKSt6locale has no B5cxx11)
            if (f instanceof ICPPTemplateInstance ti)
                for (ICPPTemplateArgument a : ti.getTemplateArguments()) if (a.isTypeValue()) typeTags(a.getTypeValue(), shown, new HashSet<>());
        } else if (b instanceof ICPPVariable v && !(b instanceof ICPPParameter)) {
            typeTags(v.getType(), r, new HashSet<>());
        }
        r.removeAll(shown);
        return r;
    }

    /** The tags a type carries. */
    static void typeTags(IType t, Set<String> acc, Set<IBinding> seen) {
        while (t instanceof ITypedef td) t = td.getType();
        switch (t) {
            case null -> { }
            case ICPPPointerToMemberType pm -> { typeTags(pm.getMemberOfClass(), acc, seen); typeTags(pm.getType(), acc, seen); }
            case IPointerType p -> typeTags(p.getType(), acc, seen);
            case ICPPReferenceType r -> typeTags(r.getType(), acc, seen);
            case IQualifierType q -> typeTags(q.getType(), acc, seen);
            case IArrayType a -> typeTags(a.getType(), acc, seen);
            case IFunctionType f -> {
                typeTags(f.getReturnType(), acc, seen);
                for (IType p : f.getParameterTypes()) typeTags(p, acc, seen);
            }
            case ICPPClassType c -> classTags(c, acc, seen);
            case IEnumeration e -> classTags(e, acc, seen);
            default -> { }
        }
    }

    private static void classTags(IBinding c, Set<String> acc, Set<IBinding> seen) {
        if (!seen.add(c)) return;
        acc.addAll(own(c));
        for (IBinding o = c.getOwner(); o != null; o = o.getOwner())
            if (o instanceof ICPPNamespace || o instanceof ICPPClassType) acc.addAll(own(o));
        if (c instanceof ICPPTemplateInstance ti)
            for (ICPPTemplateArgument a : ti.getTemplateArguments()) if (a.isTypeValue()) typeTags(a.getTypeValue(), acc, seen);
    }

    private static final Pattern STRING = Pattern.compile("\"([^\"]*)\"");

    /** {@code abi_tag} or {@code __abi_tag__} (the source text of each attribute is never rebuilt: that was the cost). */
    private static boolean isAbiTag(char[] name) {
        String n = new String(name);
        if (n.startsWith("__") && n.endsWith("__") && n.length() > 4) n = n.substring(2, n.length() - 2);
        return n.equals("abi_tag");
    }

    /** The tags of an entity's own {@code abi_tag} attributes (on any of its declarations; an instance's: its template's). */
    static List<String> own(IBinding b) {
        if (b instanceof ICPPSpecialization s && s.getSpecializedBinding() != null && s.getSpecializedBinding() != b) b = s.getSpecializedBinding();
        if (!(b instanceof ICPPInternalBinding ib)) return List.of();
        List<IASTNode> decls = new ArrayList<>();
        if (ib.getDefinition() != null) decls.add(ib.getDefinition());
        if (ib.getDeclarations() != null) for (IASTNode d : ib.getDeclarations()) if (d != null) decls.add(d);
        Set<String> tags = new TreeSet<>();
        for (IASTNode d : decls) {
            for (IASTNode n = d; n != null; n = n.getParent()) {
                if (n instanceof IASTAttributeOwner o)
                    for (IASTAttributeSpecifier spec : o.getAttributeSpecifiers())
                        if (spec instanceof IASTAttributeList list)
                            for (IASTAttribute a : list.getAttributes())
                                if (isAbiTag(a.getName()) && a.getArgumentClause() != null) {
                                    Matcher s = STRING.matcher(jcirc.frontend.cdt.AttributeTokens.text(a.getArgumentClause(), " "));
                                    while (s.find()) tags.add(s.group(1));
                                }
                if (n instanceof IASTDeclaration || n instanceof ICPPASTCompositeTypeSpecifier || n instanceof ICPPASTNamespaceDefinition) break;
            }
        }
        return List.copyOf(tags);
    }
}
