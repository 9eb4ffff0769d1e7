package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateNonTypeParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameterMap;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of {@code __func__}/{@code __FUNCTION__} and {@code __PRETTY_FUNCTION__} in a C++ function, as g++ 12
 * spells them (the C spelling is the plain name for all three):
 * <pre>
 *   int ns::S::operator+(const S&) const   ->  "operator+"  |  "int ns::S::operator+(const ns::S&) const"
 *   template &lt;class T&gt; T id(T)  (id&lt;int&gt;) ->  "id"       |  "T id(T) [with T = int]"
 *   a lambda in main                  ->  "operator()" |  "main()::&lt;lambda(int)&gt;"
 * </pre>
 * Types follow g++'s printer: {@code long unsigned int}, {@code const char*}, {@code void (*)(int)}, typedef names
 * kept, the anonymous namespace as {@code {anonymous}}.
 */
public final class CxxFunctionNames {
    private CxxFunctionNames() {}

    /** The two spellings of one function. */
    public record Names(String func, String pretty) {}

    /** The names of the function (or lambda) whose body contains {@code node}; null outside any or when CDT cannot tell. */
    public static Names enclosing(IASTNode node, CxxTemplates templates) {
        for (IASTNode n = node; n != null; n = n.getParent()) {
            if (n instanceof ICPPASTLambdaExpression le) {
                IASTNode outer = le.getParent();
                Names enclosing = outer == null ? null : enclosing(outer, templates);
                String params = le.getDeclarator() == null ? "" : lambdaParams(le);
                String prefix = enclosing == null ? "" : enclosing.pretty.replaceFirst("^[^(]* (?=[^ (]*\\()", "").replaceFirst(" \\[with .*$", "") + "::";
                return new Names("operator()", prefix.replaceFirst("^(static |virtual )", "") + "<lambda(" + params + ")>");
            }
            if (n instanceof IASTFunctionDefinition fd) {
                try {
                    ICPPFunction instance = templates == null ? null : templates.currentFunction(fd);   // a template instance's body
                    IBinding b = instance != null ? instance : fd.getDeclarator().getName().resolveBinding();
                    return b instanceof ICPPFunction f ? of(f) : null;
                } catch (RuntimeException e) {
                    return null;
                }
            }
        }
        return null;
    }

    private static String lambdaParams(ICPPASTLambdaExpression le) {
        List<String> ps = new ArrayList<>();
        for (var p : le.getDeclarator().getParameters()) {
            try {
                IBinding b = p.getDeclarator().getName().resolveBinding();
                if (b instanceof org.eclipse.cdt.core.dom.ast.IVariable v) ps.add(type(v.getType()));
            } catch (RuntimeException e) {
                return "";
            }
        }
        return String.join(", ", ps);
    }

    /** g++'s spellings for {@code f}. */
    public static Names of(ICPPFunction f) {
        // the primary template's declaration, and the template arguments of every level ([with U = char; T = long int])
        List<ICPPTemplateParameterMap> maps = new ArrayList<>();
        IBinding b = f;
        while (b instanceof ICPPSpecialization sp && sp.getSpecializedBinding() != null && sp.getSpecializedBinding() != b) {
            maps.add(sp.getTemplateParameterMap());
            b = sp.getSpecializedBinding();
        }
        ICPPFunction primary = b instanceof ICPPFunction pf ? pf : f;
        String name = operatorName(primary.getName());
        StringBuilder s = new StringBuilder();
        if (primary instanceof ICPPMethod m && m.isStatic()) s.append("static ");
        if (primary instanceof ICPPMethod m && m.isVirtual()) s.append("virtual ");
        ICPPFunctionType ft = primary.getType();
        boolean noReturn = primary instanceof ICPPConstructor || primary instanceof ICPPMethod m && (m.isDestructor() || isConversion(name));
        if (!noReturn && ft != null) s.append(type(ft.getReturnType())).append(' ');
        s.append(qualifier(primary.getOwner())).append(name).append('(');
        if (ft != null) {
            IType[] ps = ft.getParameterTypes();
            for (int i = 0; i < ps.length; i++) s.append(i == 0 ? "" : ", ").append(type(ps[i]));
            if (ft.takesVarArgs()) s.append(ps.length == 0 ? "..." : ", ...");
            s.append(')');
            if (ft.isConst()) s.append(" const");
            if (ft.isVolatile()) s.append(" volatile");
            if (ft.hasRefQualifier()) s.append(ft.isRValueReference() ? " &&" : " &");
        } else {
            s.append(')');
        }
        List<String> with = new ArrayList<>();
        List<ICPPTemplateParameter> params = new ArrayList<>();
        if (primary instanceof ICPPFunctionTemplate t) params.addAll(List.of(t.getTemplateParameters()));
        for (IBinding o = primary.getOwner(); o instanceof ICPPClassType c; o = c.getOwner())
            if (c instanceof ICPPClassTemplate ct) params.addAll(List.of(ct.getTemplateParameters()));
        for (ICPPTemplateParameter p : params) {
            ICPPTemplateArgument a = null;
            for (ICPPTemplateParameterMap m : maps) if (m != null && (a = m.getArgument(p)) != null) break;
            if (a == null) continue;
            String v = a.isTypeValue() ? type(a.getTypeValue()) : a.getNonTypeValue() == null ? "?" : String.valueOf(a.getNonTypeValue().numberValue());
            with.add(p instanceof ICPPTemplateNonTypeParameter nt ? type(nt.getType()) + " " + p.getName() + " = " + v : p.getName() + " = " + v);
        }
        if (!with.isEmpty()) s.append(" [with ").append(String.join("; ", with)).append(']');
        return new Names(name + specializationArguments(f), s.toString());
    }

    /**
     * {@code "<int>"} for an explicit specialization of a function template ({@code template<> void f1<int>(int)}: g++'s
     * {@code __FUNCTION__} is {@code "f1<int>"}); empty otherwise (an implicit instance's is the template's {@code "f1"}).
     */
    private static String specializationArguments(ICPPFunction f) {
        if (!(f instanceof ICPPTemplateInstance ti) || !ti.isExplicitSpecialization() || !(ti.getTemplateDefinition() instanceof ICPPFunctionTemplate))
            return "";
        List<String> args = new ArrayList<>();
        for (ICPPTemplateArgument a : ti.getTemplateArguments())
            args.add(a.isTypeValue() ? type(a.getTypeValue()) : a.getNonTypeValue() == null ? "?" : String.valueOf(a.getNonTypeValue().numberValue()));
        return "<" + String.join(", ", args) + ">";
    }

    /** CDT's {@code "operator +"} as g++ writes it ({@code "operator+"}); conversion functions keep the space. */
    private static String operatorName(String n) {
        return n.startsWith("operator ") && !isConversion(n) ? "operator" + n.substring("operator ".length()) : n;
    }

    private static boolean isConversion(String n) {
        if (!n.startsWith("operator ") || n.length() == "operator ".length()) return false;
        String rest = n.substring("operator ".length());
        return Character.isJavaIdentifierStart(rest.charAt(0)) && !rest.startsWith("new") && !rest.startsWith("delete")
                && !rest.startsWith("\"\"");
    }

    /** {@code ns::S::} for a binding owned by {@code owner} (empty at global scope). */
    private static String qualifier(IBinding owner) {
        StringBuilder q = new StringBuilder();
        for (IBinding o = owner; o != null; o = o.getOwner()) {
            String n;
            if (o instanceof ICPPNamespace ns) n = ns.getName().isEmpty() ? "{anonymous}" : ns.getName();
            else if (o instanceof ICPPClassTemplate ct) n = ct.getName() + templateParams(ct);
            else if (o instanceof ICPPClassType c) n = className(c);
            else if (o instanceof ICPPFunction f) n = of(f).pretty.replaceFirst("^(static |virtual )", "").replaceFirst("^[^(]* (?=[^ (]*\\()", "");
            else break;
            q.insert(0, n + "::");
            if (o instanceof ICPPFunction) break;
        }
        return q.toString();
    }

    private static String templateParams(ICPPClassTemplate ct) {
        List<String> ps = new ArrayList<>();
        for (ICPPTemplateParameter p : ct.getTemplateParameters()) ps.add(p.getName());
        return "<" + String.join(", ", ps) + ">";
    }

    private static String className(ICPPClassType c) {
        String n = c.getName();
        if (c instanceof ICPPTemplateInstance ti) {
            List<String> as = new ArrayList<>();
            for (ICPPTemplateArgument a : ti.getTemplateArguments())
                as.add(a.isTypeValue() ? type(a.getTypeValue()) : a.getNonTypeValue() == null ? "?" : String.valueOf(a.getNonTypeValue().numberValue()));
            String args = String.join(", ", as);
            n += "<" + args + (args.endsWith(">") ? " >" : ">");   // g++: V<V<char> >
        }
        return n;
    }

    /** A type as g++ prints it in {@code __PRETTY_FUNCTION__}. */
    public static String type(IType t) {
        if (t instanceof ICPPTemplateParameter p) return p.getName();
        if (t instanceof ITypedef td) return qualifier(td.getOwner()) + td.getName();
        if (t instanceof IQualifierType q) {
            String inner = type(q.getType());
            return (q.isConst() ? "const " : "") + (q.isVolatile() ? "volatile " : "") + inner;
        }
        if (t instanceof ICPPReferenceType r) return declarator(r.getType(), r.isRValueReference() ? "&&" : "&");
        if (t instanceof IPointerType p) {
            String cv = (p.isConst() ? " const" : "") + (p.isVolatile() ? " volatile" : "");
            return declarator(p.getType(), "*" + cv);
        }
        if (t instanceof IArrayType) return declarator(t, "");
        if (t instanceof IFunctionType f) return type(f.getReturnType()) + "(" + params(f) + ")";
        if (t instanceof ICPPClassType c) return qualifier(c.getOwner()) + className(c);
        if (t instanceof IEnumeration e) return qualifier(e.getOwner()) + e.getName();
        if (t instanceof IBasicType bt) return basic(bt);
        return org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(t, false);
    }

    /** {@code inner} wrapped around a declarator suffix: {@code int*}, {@code void (*)(int)}, {@code int (&)[3]}. */
    private static String declarator(IType pointee, String op) {
        IType u = pointee;   // a typedef keeps its name: no unwrapping
        if (u instanceof IFunctionType f) return type(f.getReturnType()) + " (" + op + ")(" + params(f) + ")";
        if (u instanceof IArrayType a) {
            String size = a.getSize() != null && a.getSize().numberValue() != null ? a.getSize().numberValue().toString() : "";
            return type(a.getType()) + (op.isEmpty() ? " [" + size + "]" : " (" + op + ")[" + size + "]");
        }
        return type(pointee) + op;
    }

    private static String params(IFunctionType f) {
        IType[] ps = f.getParameterTypes();
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < ps.length; i++) s.append(i == 0 ? "" : ", ").append(type(ps[i]));
        if (f instanceof ICPPFunctionType cf && cf.takesVarArgs()) s.append(ps.length == 0 ? "..." : ", ...");
        return s.toString();
    }

    private static String basic(IBasicType b) {
        String base = switch (b.getKind()) {
            case eVoid -> "void";
            case eBoolean -> "bool";
            case eChar -> b.isSigned() ? "signed char" : b.isUnsigned() ? "unsigned char" : "char";
            case eWChar -> "wchar_t";
            case eChar16 -> "char16_t";
            case eChar32 -> "char32_t";
            case eChar8 -> "char8_t";
            case eFloat -> "float";
            case eDouble -> b.isLong() ? "long double" : "double";
            case eInt128 -> b.isUnsigned() ? "__int128 unsigned" : "__int128";
            case eFloat128 -> "__float128";
            case eNullPtr -> "std::nullptr_t";
            default -> null;
        };
        if (base != null) return base;
        String size = b.isShort() ? "short " : b.isLongLong() ? "long long " : b.isLong() ? "long " : "";
        return size + (b.isUnsigned() ? "unsigned int" : "int");   // g++: long unsigned int
    }
}
