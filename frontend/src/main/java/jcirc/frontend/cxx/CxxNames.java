package jcirc.frontend.cxx;

import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable;

import java.util.HashSet;
import java.util.Set;

/**
 * C++ names for Sema's scopes ({@link Sema#cxxNames}): CDT resolves each name to its binding (the overload a
 * call invokes, the namespace member a qualified or unqualified name denotes), and the binding's Itanium
 * mangled name is the symbol's name, which is both unique per entity and the name emitted. Locals, parameters
 * and global-namespace variables keep their plain names. A binding that cannot be mangled yet is reported
 * once as "not supported yet".
 */
public final class CxxNames {
    private final Sema sema;
    private final Set<IBinding> reported = new HashSet<>();

    private CxxNames(Sema sema) { this.sema = sema; }

    /** Installs the C++ naming into a Sema. */
    public static void install(Sema sema) {
        CxxNames n = new CxxNames(sema);
        sema.cxxNames = n::name;
        sema.cxx = new jcirc.frontend.sema.SemaCXX(sema);
        sema.templates = new CxxTemplates(sema);
    }

    /** clang's words for a conflicting redeclaration (CDT's problem binding names no candidates to type the old one by). */
    private static String redeclaration(IASTName n, String plain) {
        return n.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator
                ? "redefinition of '" + plain + "' as different kind of symbol" : "redefinition of '" + plain + "' with a different type";
    }

    /**
     * A compiler builtin's name ({@code __builtin_*}, jcirc's {@code __jcirc_*}, {@code __atomic_*}, {@code __sync_*}):
     * never a member of a class or namespace — libstdc++'s {@code std::__atomic_base<T>} and its constructors, or
     * {@code std::__atomic_notify_address}, are C++ entities named by their mangled names.
     */
    private static boolean builtin(String plain, IASTName last) {
        if (!(plain.startsWith("__builtin_") || plain.startsWith("__jcirc_") || plain.startsWith("__atomic_") || plain.startsWith("__sync_"))) return false;
        IBinding b = last.resolveBinding();
        // an undeclared builtin is a problem binding, whose owner is the scope of the call (namespace std)
        return b == null || b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding
                || !(b.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType || b.getOwner() instanceof ICPPNamespace);
    }

    private String name(IASTName n) {
        IASTName last = n instanceof ICPPASTQualifiedName q ? q.getLastName() : n;
        String plain = last.toString();
        // compiler builtins (__builtin_*, jcirc's __jcirc_* helpers, __atomic_*, __sync_*) keep their names
        if (builtin(plain, last)) return plain;
        String own = sema.templates.ownName(n);   // inside a template instance: its own declarator
        if (own != null) return own;
        IBinding b = sema.templates.resolve(n, n.resolveBinding());   // inside a template instance: under its arguments
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb
                && pb.getID() == org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_AMBIGUOUS_LOOKUP) {
            ICPPFunction one = Redeclarations.pick(pb);   // std::swap declared in <type_traits>, defined in bits/move.h
            if (one == null) one = jcirc.frontend.sema.ComplexConversionRank.call(pb, last);   // f(1) with f(double), f(_Complex double)
            if (one != null) {
                b = one;
                last.setBinding(one);   // every later resolveBinding of this name (Sema's reference parameters, CIRGen)
            } else {
                if (reported.add(b)) sema.error(n, "call to '" + plain + "' is ambiguous");
                return plain;
            }
        }
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb && !n.isDeclaration() && !sema.templates.inInstance()
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.BaseClassDeduction.callee(last, pb) instanceof ICPPFunction viaBase) {
            b = viaBase;   // helper<1>(t) deduced from a base class of t's class (CDT looks at the nearest instances only)
            last.setBinding(viaBase);
        }
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb && n.isDeclaration()
                && (pb.getID() == org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_INVALID_REDEFINITION
                    || pb.getID() == org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_INVALID_REDECLARATION)) {
            // int f(int) {…} twice, int v; double v;, void f(); int f;: CDT's problem binding, clang's words
            if (reported.add(b)) sema.error(last, pb.getID() == org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_INVALID_REDEFINITION
                    ? "redefinition of '" + plain + "'" : redeclaration(last, plain));
            return plain;
        }
        String typedef = typedefKey(b);
        if (typedef != null) return typedef;   // std::string, std::pmr::string: two typedefs
        try {
            if (b instanceof ICPPMethod m && !m.isStatic() && !CxxMethods.isInstanceMethod(m)) {
                unsupported(n, b, (m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor ? "constructors are" : m.isDestructor() ? "destructors are"
                        : "non-static member functions are"));
                return plain;
            }
            if (b instanceof org.eclipse.cdt.core.dom.ast.IEnumerator e && e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb
                    && e.getOwner() instanceof org.eclipse.cdt.core.dom.ast.IEnumeration en && (en.getOwner() instanceof ICPPNamespace
                            || en.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType
                            || en instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPEnumeration ce && ce.isScoped()))
                return enumeratorKey(cb, en);   // an enumerator of a namespace's or class's enum, or a scoped one: a::ONE, S::ONE, E::ONE
            if (b instanceof ICPPFunction f) {   // free functions and static member functions
                String mangled = ItaniumMangler.function(f);
                sema.templates.use(f, mangled, n);   // a template instance: declared, and queued for its definition
                return mangled;
            }
            if (b instanceof ICPPField f && f.isStatic()) {
                String mangled = ItaniumMangler.variable(f);
                sema.templates.useVariable(f, mangled, n);   // a static data member of a class template instance
                return mangled;
            }
            if (b instanceof ICPPVariable v && !(b instanceof ICPPField) && v.getOwner() instanceof ICPPNamespace)
                return ItaniumMangler.variable(v);
        } catch (ItaniumMangler.Unsupported e) {
            unsupported(n, b, e.getMessage() + " is");
        }
        return plain;
    }

    /**
     * The key Sema's scopes hold a typedef of a named namespace by: its qualified name ({@code std::string},
     * {@code std::pmr::string}), as one scope holds every namespace's names; null for any other binding (typedefs of
     * the global namespace, of classes and of blocks keep their plain names).
     */
    public static String typedefKey(IBinding b) {
        if (!(b instanceof org.eclipse.cdt.core.dom.ast.ITypedef) || !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb)
                || !(b.getOwner() instanceof ICPPNamespace)) return null;
        try {
            String[] q = cb.getQualifiedName();
            return q.length > 1 ? String.join("::", q) : null;
        } catch (org.eclipse.cdt.core.dom.ast.DOMException e) {
            return null;
        }
    }

    /** The key a typedef name is looked up by in Sema's scopes (see {@link #typedefKey(IBinding)}): its spelling otherwise. */
    public static String typedefKey(IASTName n) {
        IASTName last = n instanceof ICPPASTQualifiedName q ? q.getLastName() : n;
        String k = typedefKey(last.resolveBinding());
        return k != null ? k : n.toString();
    }

    /**
     * An enumerator's key: its qualified name, the class it is a member of keyed as Sema keys the class, so that the
     * enumerators of {@code template<> struct S<char> { enum { v = 1 }; }}, of {@code S<int>} and of each instance of
     * {@code S<T>} are distinct ({@code S<char>::v}, not one {@code S::v} redefined).
     */
    private String enumeratorKey(org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding e, org.eclipse.cdt.core.dom.ast.IEnumeration en) {
        String k = CxxClasses.key(e);
        if (!(en.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c) || !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb)) return k;
        String plain;
        try {
            plain = String.join("::", cb.getQualifiedName());
        } catch (org.eclipse.cdt.core.dom.ast.DOMException x) {
            return k;
        }
        String cls = sema.templates.classKey(cb);
        if (!cls.equals(plain)) sema.templates.tag(c, null);   // S<int>::v: the instance's enumerators are defined with its layout
        return k.startsWith(plain + "::") && !cls.equals(plain) ? cls + k.substring(plain.length()) : k;
    }

    private void unsupported(IASTName at, IBinding b, String what) {
        if (reported.add(b)) sema.error(at, what + " not supported yet");
    }
}
