package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTVisibilityLabel;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.List;

/**
 * Classes in the first C++ slice (docs/cxx.md): a class's non-static data members are laid out as a C
 * struct's (Sema's RecordDef); a class is named without {@code struct}/{@code class}; access labels are
 * accepted (access is not checked yet); static member functions and static data members are namespace-scope
 * entities with mangled names ({@link CxxNames}). Bases, non-static member functions, constructors,
 * destructors and virtual functions are reported as not supported yet.
 */
public final class CxxClasses {
    private CxxClasses() {}

    /** Does {@code n} declare a member of a class (whose {@code static} is not a linkage)? */
    public static boolean isClassMember(IASTName n) {
        IBinding b = n.resolveBinding();
        return b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMember;
    }

    /**
     * The key of a class or enum in Sema's tag scopes: its qualified name ({@code ns::S}, CDT's binding), so that
     * classes of one name in different namespaces are different tags; the spelling when CDT cannot resolve it.
     */
    public static String tagKey(IASTName n) {
        String spelled = n.toString();
        if (spelled.isEmpty()) return spelled;
        return n.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding b ? key(b) : spelled;
    }

    /** {@link #tagKey} where a template instance may be current: the class template in its own body is the instance (CxxTemplates). */
    public static String tagKey(Sema sema, IASTName n) {
        String spelled = n.toString();
        if (spelled.isEmpty() || sema.templates == null) return tagKey(n);
        return n.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding b ? sema.templates.classKey(b) : spelled;
    }

    /** The tag key of a class or enum binding (see {@link #tagKey}). */
    public static String key(org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding b) {
        if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs) return CxxTemplates.specializationKey(cs);   // S<int>
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType c) {   // a lambda's closure (SemaLambda): its mangled name
            try {
                return "<lambda>" + jcirc.frontend.cxx.abi.ItaniumMangler.typeName(c);
            } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported u) {
                return "<lambda>@" + System.identityHashCode(c);
            }
        }
        // struct res in template<> struct acc<float> and in acc<double>: one qualified name, two classes ({fmt}'s
        // cache_accessor<T>::compute_mul_result): keyed by the explicit specialization's own key
        if (b.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization owner) return key(owner) + "::" + b.getName();
        try {
            return String.join("::", b.getQualifiedName());
        } catch (org.eclipse.cdt.core.dom.ast.DOMException e) {
            return b.getName();
        }
    }

    /** The record or enum type a C++ type name denotes (its tag in Sema's scopes), or null. */
    public static CType namedType(Sema sema, IASTName n) {
        IBinding b = n.resolveBinding();
        if (!(b instanceof ICPPClassType) && !(b instanceof IEnumeration)) return null;
        Scope.Tag tag = sema.templates != null && b instanceof ICPPClassType c ? sema.templates.tag(c, n)   // class template instances
                : b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb ? enumTag(sema, cb, n) : null;
        if (tag == null) return null;
        if (tag.record() != null) return new CType.Record(tag.record());
        if (tag.enumDef() != null) return new CType.Enum(tag.enumDef());
        return null;
    }

    /** An enum's tag; one of a class template instance ({@code S<int>::E}) once the instance is laid out. */
    private static Scope.Tag enumTag(Sema sema, org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding e, IASTName n) {
        if (sema.templates == null) return sema.symbols.lookupTag(key(e));
        if (e.getOwner() instanceof ICPPClassType c) sema.templates.tag(c, n);
        return sema.symbols.lookupTag(sema.templates.classKey(e));
    }

    /**
     * A class member that is not a non-static data member: skipped by the record layout. Member functions
     * that are not static, and bases, are reported here as not supported yet.
     */
    public static boolean notAField(Sema sema, IASTDeclaration d) {
        return switch (d) {
            case ICPPASTVisibilityLabel v -> true;
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration t -> true;   // a member template: instantiated when used (CxxTemplates)
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTAliasDeclaration a -> true;   // using type = T;: CDT's types (CdtTypes)
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDeclaration u -> true;   // using Base::f;: CDT's lookup
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStaticAssertDeclaration sa -> true;   // in a class: not checked yet
            case IASTFunctionDefinition fd -> { checkMethod(sema, fd.getDeclarator()); yield true; }
            case IASTSimpleDeclaration sd -> {
                if (sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_static || isFriend(sd.getDeclSpecifier())
                        || sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_typedef) yield true;   // a member typedef: CDT's types
                boolean functions = false;
                for (IASTDeclarator decl : sd.getDeclarators()) {
                    // int (A::*pf)(int); and void (*fp)(); are fields
                    if (decl instanceof IASTFunctionDeclarator && !(innermostName(decl).resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable)) {
                        checkMethod(sema, decl);
                        functions = true;
                    }
                }
                yield functions;
            }
            default -> {
                sema.error(d, "this kind of class member is not supported yet");
                yield true;
            }
        };
    }

    private static IASTDeclarator innermostDeclarator(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d;
    }

    private static IASTName innermostName(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d.getName();
    }

    private static void checkMethod(Sema sema, IASTDeclarator d) {
        IASTName n = d.getName();
        if (n.resolveBinding() instanceof ICPPMethod m && !m.isStatic() && !CxxMethods.isInstanceMethod(m)) {   // virtual: reported at the specifier (CxxUnsupported)
            String what = m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor ? "constructors"
                    : m.isDestructor() ? "destructors" : m.isVirtual() ? "virtual functions" : "non-static member functions";
            sema.error(n, what + " are not supported yet");
        }
    }

    /**
     * After a class definition (at file scope): its static member functions and static data members are declared
     * (as extern declarations), so that code between the class and the in-class bodies (which come at the end
     * of the unit) and code using members defined in another unit can use them.
     */
    public static void declareMembers(Sema sema, IASTDeclaration d) {
        if (!(d instanceof IASTSimpleDeclaration sd) || !(sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier cs)) return;
        if (sema.cxx != null && !sema.cxx.firstMemberDeclaration(d)) return;   // already declared (SemaCXX.globalObject)
        for (IASTDeclaration m : cs.getMembers()) {
            IASTDeclSpecifier spec;
            IASTDeclarator[] decls;
            if (m instanceof IASTFunctionDefinition fd) { spec = fd.getDeclSpecifier(); decls = new IASTDeclarator[] {fd.getDeclarator()}; }
            else if (m instanceof IASTSimpleDeclaration msd) { spec = msd.getDeclSpecifier(); decls = msd.getDeclarators(); }
            else continue;
            if (spec instanceof ICPPASTCompositeTypeSpecifier) {
                declareMembers(sema, m);   // a nested class
                continue;
            }
            for (IASTDeclarator decl : decls) {
                // the name is the innermost declarator's, the type the outermost's: void (A::*get())(int) returns a member pointer
                IASTDeclarator outer = decl;
                while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
                IBinding b = innermostDeclarator(decl).getName().resolveBinding();
                boolean staticMember = b instanceof ICPPMethod meth ? meth.isStatic() || CxxMethods.isInstanceMethod(meth)
                        : b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f ? f.isStatic()
                        : isFriend(spec) && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;   // friend int f(S&): a namespace-scope function
                if (!staticMember) continue;
                CType t = CxxMethods.withThis(sema, decl, jcirc.frontend.sema.CxxDeducedTypes.declared(sema, spec, decl, b,
                        sema.declaratorType(sema.baseType(spec), outer)));   // auto f() { return e; }: CDT's deduced type
                if (lambdaInitializer(decl) != null && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f
                        && CdtTypes.of(sema, f.getType()) instanceof CType closure)
                    t = closure;   // static constexpr auto f = [] {...};: the closure class (SemaLambda)
                boolean definition = outer.getParent() instanceof IASTFunctionDefinition || decl.getParent() instanceof IASTFunctionDefinition;
                jcirc.frontend.sema.Symbol s = sema.declare(spec, decl, t, definition, false);
                if (definition) s.linkOnceOdr = true;   // implicitly inline, as g++'s weak COMDAT
                if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f && sema.cxx != null
                        && jcirc.frontend.sema.SemaCXX.isReferenceType(f.getType())) sema.cxx.markReference(s);   // static int &r; (SemaStaticReferences)
                inClassInitializer(sema, decl, s);
            }
        }
    }

    /**
     * {@code static const int n = 5;} / {@code static constexpr T value = v;} in a class: the member's value is its
     * initializer's (SemaDecl evaluated it), which its reads fold to ({@link jcirc.frontend.sema.Symbol#inClassConstant});
     * the member is not defined here (as g++, a unit that odr-uses it needs a definition out of the class). Other
     * in-class initializers of static members (non-arithmetic types, values that are no constants) are not supported yet.
     */
    public static void inClassInitializer(Sema sema, IASTDeclarator decl, jcirc.frontend.sema.Symbol s) {
        if (decl.getInitializer() == null || s == null || !s.isVariable()) return;
        if (lambdaInitializer(decl) != null && jcirc.frontend.types.Types.unqual(s.type) instanceof CType.Record r && r.def().fields().isEmpty()) {
            // static constexpr auto f = [] {...};: an inline variable of an empty closure class (no captures at class
            // scope), defined here as g++'s weak COMDAT, its value all zeros; the operator's body: SemaLambda.outsideFunctions
            s.tentative = true;
            s.linkOnceOdr = true;
            return;
        }
        if (s.constexprValue != null) s.inClassConstant = true;
        else if (inlineConstant(sema, decl, s)) return;
        else if (!(decl.getParent() instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier c && c.isConstexpr()))   // else SemaDecl's error
            sema.error(decl.getInitializer(), "in-class initializers of static members of type '" + s.type + "' are not supported yet");
    }

    /**
     * {@code static inline int alive = 0;} (C++17): an inline variable defined in its class, a weak COMDAT every unit
     * emits with the initializer's value, when that is an arithmetic or pointer constant (else: not supported yet).
     */
    private static boolean inlineConstant(Sema sema, IASTDeclarator decl, jcirc.frontend.sema.Symbol s) {
        if (!(decl.getParent() instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier().isInline())) return false;
        CType t = jcirc.frontend.types.Types.unqual(s.type);
        if (!jcirc.frontend.types.Types.isArithmetic(t) && !(t instanceof CType.Pointer)) return false;
        org.eclipse.cdt.core.dom.ast.IASTInitializer i = decl.getInitializer();
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause c = i instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq ? eq.getInitializerClause()
                : i instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList l ? l : null;
        if (c == null) return false;   // n(5): not supported yet
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il) {   // n{} or n{v}
            if (il.getClauses().length > 1) return false;
            c = il.getClauses().length == 0 ? null : il.getClauses()[0];
        }
        jcirc.frontend.sema.ConstValue v = c == null
                || c instanceof org.eclipse.cdt.core.dom.ast.IASTLiteralExpression l && l.getKind() == org.eclipse.cdt.core.dom.ast.IASTLiteralExpression.lk_nullptr
                ? new jcirc.frontend.sema.ConstValue.IntVal(0, CType.INT)
                : c instanceof org.eclipse.cdt.core.dom.ast.IASTExpression e ? sema.consts.eval(e) : null;
        if (v == null || !(v instanceof jcirc.frontend.sema.ConstValue.IntVal || v instanceof jcirc.frontend.sema.ConstValue.FloatVal)) return false;
        jcirc.frontend.sema.ConstValue cv = t instanceof CType.Pointer ? v : jcirc.frontend.sema.ConstEval.convert(v, t);
        if (cv == null) return false;
        s.inlineInitialValue = cv;
        s.tentative = true;
        s.linkOnceOdr = true;
        return true;
    }

    /** The lambda a declarator is initialized with ({@code = [] {...}}, {@code {[] {...}}}), or null. */
    private static org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression lambdaInitializer(IASTDeclarator decl) {
        org.eclipse.cdt.core.dom.ast.IASTInitializer i = decl.getInitializer();
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause c = i instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq ? eq.getInitializerClause()
                : i instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il && il.getClauses().length == 1 ? il.getClauses()[0] : null;
        return c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le ? le : null;
    }

    /** A friend declaration ({@code friend class B;}, {@code friend int f(S &);}): access is not checked, so it declares only the function. */
    public static boolean isFriend(IASTDeclSpecifier spec) {
        return spec instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier c && c.isFriend();
    }

    /** The function definitions inside a class (emitted after the unit's other declarations, as they see the whole class). */
    public static void memberDefinitions(ICPPASTCompositeTypeSpecifier cs, List<IASTDeclaration> out) {
        for (IASTDeclaration d : cs.getMembers()) {
            if (d instanceof IASTFunctionDefinition fd && fd.getDeclarator().getName().resolveBinding() instanceof ICPPMethod m && (m.isStatic() || CxxMethods.isInstanceMethod(m)))
                out.add(fd);
            else if (d instanceof IASTFunctionDefinition fd && isFriend(fd.getDeclSpecifier())
                    && fd.getDeclarator().getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction)
                out.add(fd);   // a friend defined in the class: an inline namespace-scope function (found by ADL)
            else if (d instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier nested)
                memberDefinitions(nested, out);
        }
    }
}
