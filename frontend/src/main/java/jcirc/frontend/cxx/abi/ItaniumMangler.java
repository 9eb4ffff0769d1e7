package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameterMap;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable;

import java.util.ArrayList;
import java.util.List;

/**
 * Itanium C++ ABI name mangling (itanium-cxx-abi.github.io/cxx-abi/abi.html#mangling) of CDT's C++
 * bindings: functions (free, member, const members), constructors (C1/C2) and destructors (D0/D1/D2),
 * operators, namespaces (nested, anonymous, {@code St}), classes, enums, builtin, pointer, reference,
 * cv-qualified, array and function types, substitutions ({@code S_}, {@code S0_}, ...; {@code Sa}, {@code Sb})
 * and template arguments (types, integers; template parameters of a function template's signature as
 * {@code T_}). What it cannot mangle yet throws {@link Unsupported}. One instance per mangled name
 * (substitutions are per name).
 */
public final class ItaniumMangler {
    /** A construct whose mangling is not implemented: reported as "not supported yet" by the caller. */
    public static final class Unsupported extends RuntimeException {
        public Unsupported(String what) { super(what); }
    }

    /** Constructor and destructor variants: complete object (C1/D1), base object (C2/D2), deleting (D0). */
    public enum Variant { COMPLETE, BASE, DELETING }

    private final StringBuilder out = new StringBuilder();
    /** Substitution candidates, keyed by their mangling without substitutions, in completion order. */
    private final List<String> subs = new ArrayList<>();
    /** True while computing a key: no substitutions are used or recorded. */
    private final boolean keyMode;
    /** The template arguments a function template's signature is mangled under (T_ refers to them). */
    private ICPPTemplateArgument[] templateArgs;

    /**
     * For an entity local to a function template: the encoding (mangled name without {@code _Z}) of the instance whose
     * body is being compiled, written in place of the template's own encoding.
     */
    private String enclosingEncoding;

    /**
     * The mangled name of a function local to the function template instance {@code enclosing} (mangled; a lambda's
     * call operator in a template's body): {@code _ZZ <instance encoding> E <entity>}. Substitutions the entity could
     * share with the instance's encoding are not used (the entity's own types must not depend on the template).
     */
    public static String localFunctionIn(ICPPFunction f, String enclosing) {
        return localFunctionIn(f, enclosing, null);
    }

    /**
     * As above for a lambda's call operator in a template instance whose parameter types name the template's parameters
     * ({@code [](T x)} in {@code twice<int>}): {@code instantiate} gives their types in the instance, as g++ mangles them
     * ({@code _ZZ5twiceIiET_S0_ENKUliE_clEi}).
     */
    public static String localFunctionIn(ICPPFunction f, String enclosing, java.util.function.UnaryOperator<IType> instantiate) {
        ItaniumMangler m = new ItaniumMangler(false);
        m.enclosingEncoding = enclosing.substring(2);
        m.closureParameters = instantiate;
        return m.encoding(f, null);
    }

    /**
     * The function template instance whose body is being analysed or generated (CxxTemplates), for the members of a
     * class local to its template ({@code struct _Save_errno} in {@code std::__stoa}): they are the instance's own,
     * mangled {@code _ZZ <instance encoding> E <entity>} as g++ does, their parameter types instantiated.
     */
    public record EnclosingInstance(IBinding instance, IBinding template, String mangled, java.util.function.UnaryOperator<IType> instantiate) {
        /**
         * Is {@code fn} (the function a local class is declared in) this instance's template? A member template of a
         * class template instance ({@code basic_string<char>::_M_construct<const char*>}) is specialized from the
         * instance's member ({@code basic_string<char>::_M_construct}), itself from the template's, whose body
         * declares the class: both steps lead to it.
         */
        boolean encloses(IBinding fn) {
            if (fn == null) return false;
            for (IBinding t = template; t != null; t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null)
                if (t == fn) return true;
            return false;
        }
    }

    private static final ThreadLocal<EnclosingInstance> ENCLOSING = new ThreadLocal<>();

    /** Sets the enclosing function template instance (null outside one); returns the previous one. */
    public static EnclosingInstance enclosingInstance(EnclosingInstance e) {
        EnclosingInstance old = ENCLOSING.get();
        ENCLOSING.set(e);
        return old;
    }

    /** The instance's types of a closure's parameter types (null: as CDT gives them). */
    private java.util.function.UnaryOperator<IType> closureParameters;

    /** Local names being mangled inside each other ({@code Z <encoding> E}): bounded, never a stack overflow. */
    private int localDepth;
    private static final int MAX_LOCAL_DEPTH = 64;

    private ItaniumMangler(boolean keyMode) { this.keyMode = keyMode; }

    /** The mangled name of a function ({@code _Z...}); {@code main} and {@code extern "C"} functions keep their name. */
    public static String function(ICPPFunction f) {
        if (f instanceof ICPPConstructor c) return constructor(c, Variant.COMPLETE);
        if (f instanceof ICPPMethod m && m.isDestructor()) return destructor(m, Variant.COMPLETE);
        if (externC(f) || (f.getName().equals("main") && f.getOwner() == null)) return f.getName();
        return new ItaniumMangler(false).encoding(f, null);
    }

    /** A constructor's mangled name for a variant (C1 complete, C2 base object). */
    public static String constructor(ICPPConstructor c, Variant v) {
        return new ItaniumMangler(false).encoding(c, v == Variant.BASE ? "C2" : "C1");
    }

    /** A destructor's mangled name for a variant (D1 complete, D2 base object, D0 deleting). */
    public static String destructor(ICPPMethod d, Variant v) {
        return new ItaniumMangler(false).encoding(d, switch (v) { case COMPLETE -> "D1"; case BASE -> "D2"; case DELETING -> "D0"; });
    }

    /** A namespace-scope or static member variable's name: plain in the global namespace or extern "C", else {@code _ZN...E}. */
    public static String variable(IVariable v) {
        if (v instanceof ICPPVariable && externC(v)) return v.getName();
        IBinding owner = v.getOwner();
        if (owner == null && AbiTags.missing(v).isEmpty()) return v.getName();
        ItaniumMangler m = new ItaniumMangler(false);
        m.out.append("_Z");
        m.name(v, null);
        return m.out.toString();
    }

    /**
     * Whether a function or variable has C language linkage: the innermost {@code extern "C"}/{@code extern "C++"}
     * around one of its declarations decides (glibc's {@code <string.h>} declares C++ overloads of {@code strchr}
     * in {@code extern "C++"} inside {@code extern "C"}, for which CDT's {@code isExternC()} says true).
     */
    public static boolean externC(IBinding b) {
        org.eclipse.cdt.core.dom.ast.IASTNode decl = null;
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) {
            decl = ib.getDefinition();
            if (decl == null && ib.getDeclarations() != null && ib.getDeclarations().length > 0) decl = ib.getDeclarations()[0];
        }
        for (org.eclipse.cdt.core.dom.ast.IASTNode n = decl; n != null; n = n.getParent()) {
            if (n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLinkageSpecification ls) return ls.getLiteral().equals("\"C\"");
        }
        if (decl != null) return false;
        return b instanceof ICPPFunction f ? f.isExternC() : b instanceof ICPPVariable v && v.isExternC();
    }

    /** The manglings of types one after the other, sharing substitutions (a construction vtable's {@code _ZTC<D><n>_<B>}). */
    public static String[] typeNames(IType a, IType b) {
        ItaniumMangler m = new ItaniumMangler(false);
        m.type(a);
        int split = m.out.length();
        m.type(b);
        return new String[] {m.out.substring(0, split), m.out.substring(split)};
    }

    /** The mangling of a type alone (as in a template argument); for tests and typeinfo names. */
    public static String typeName(IType t) {
        ItaniumMangler m = new ItaniumMangler(false);
        m.type(t);
        return m.out.toString();
    }

    /**
     * {@code Da} for a function template declared with an {@code auto} result and no trailing return type, {@code Dc}
     * for {@code decltype(auto)}, else null: the template's signature is mangled as declared, before deduction.
     */
    private static String declaredPlaceholder(ICPPFunction tmpl) {
        if (!(tmpl instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib)) return null;
        org.eclipse.cdt.core.dom.ast.IASTNode n = ib.getDefinition();
        if (n == null && ib.getDeclarations() != null && ib.getDeclarations().length > 0) n = ib.getDeclarations()[0];
        while (n != null && !(n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator)) n = n.getParent();
        if (!(n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator fd) || fd.getTrailingReturnType() != null) return null;
        org.eclipse.cdt.core.dom.ast.IASTNode owner = fd;
        while (owner instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator) owner = owner.getParent();
        org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier spec = owner instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition d ? d.getDeclSpecifier()
                : owner instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null;
        if (!(spec instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier ss) || fd.getPointerOperators().length > 0) return null;
        if (ss.getType() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier.t_auto) return "Da";
        if (ss.getType() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier.t_decltype_auto) return "Dc";
        return null;
    }

    // <encoding> ::= <name> <bare-function-type>
    private String encoding(ICPPFunction f, String ctorDtor) {
        out.append("_Z");
        encodingBody(f, ctorDtor);
        return out.toString();
    }

    private void encodingBody(ICPPFunction f, String ctorDtor) {
        IType sig = f.getType();
        if (f instanceof ICPPTemplateInstance inst && f instanceof ICPPSpecialization spec
                && spec.getSpecializedBinding() instanceof ICPPFunction tmpl) {
            // a function template instance: its template's signature, T_ standing for the arguments
            name(f, ctorDtor);
            templateArgs = inst.getTemplateArguments();
            sig = tmpl.getType();
            IFunctionType ft = (IFunctionType) sig;
            if (ctorDtor == null && !(f instanceof ICPPConstructor)) {
                var lambda = f.getOwner() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct ? LocalNames.lambda(ct) : null;
                String placeholder = lambda != null ? null : declaredPlaceholder(tmpl);
                if (lambda != null && (lambda.getDeclarator() == null || lambda.getDeclarator().getTrailingReturnType() == null))
                    out.append("Da");   // a generic lambda's operator template: its declared result is auto
                else if (placeholder != null) out.append(placeholder);   // template<class T> auto f(T): Da (decltype(auto): Dc), as declared
                else if (!declaredDecltype(tmpl)) type(ft.getReturnType());
            }
        } else {
            name(f, ctorDtor);
        }
        ICPPFunction outer = currentFunction;
        currentFunction = f;
        bareFunctionType((IFunctionType) sig);
        currentFunction = outer;
    }

    /**
     * A return type declared {@code decltype(e)}: {@code DT <expression> E} from {@code e} as written (a substitution
     * candidate); false (nothing written) when there is none or it has a construct the written form does not cover.
     */
    private boolean declaredDecltype(ICPPFunction tmpl) {
        org.eclipse.cdt.core.dom.ast.IASTExpression e = DeclaredDecltype.of(tmpl);
        if (e == null) return false;
        int mark = out.length(), subMark = subs.size();
        try {
            out.append("DT");
            new DeclaredDecltype(new DeclaredDecltype.Host() {
                public StringBuilder out() { return out; }
                public void type(IType t) { ItaniumMangler.this.type(t); }
                public void templateParam(org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateNonTypeParameter p) { ItaniumMangler.this.templateParam(p); }
                public void evaluation(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev) { expression(ev); }
            }).expression(e);
            out.append('E');
            addSub("DT@" + System.identityHashCode(e));
            return true;
        } catch (Unsupported | ClassCastException | IllegalArgumentException x) {
            out.setLength(mark);
            while (subs.size() > subMark) subs.remove(subs.size() - 1);
            return false;
        }
    }

    /** The function whose parameter types are being mangled. */
    private ICPPFunction currentFunction;

    private void bareFunctionType(IFunctionType ft) {
        IType[] params = ft.getParameterTypes();
        if (params.length == 0 && !(ft instanceof ICPPFunctionType c && c.takesVarArgs())) out.append('v');
        java.util.function.UnaryOperator<IType> inst = closureParameters;
        EnclosingInstance ei = ENCLOSING.get();
        if (inst == null && ei != null && localDepth == 0 && currentFunction != null && ei.encloses(LocalNames.context(currentFunction)))
            inst = ei.instantiate();   // a local class's member function in an instance: chk(R) of conv<int> is chkEi
        for (IType p : params) type(inst != null ? inst.apply(p) : p);
        if (ft instanceof ICPPFunctionType c && c.takesVarArgs()) out.append('z');
    }

    // <name> ::= <nested-name> | <unscoped-name> | <unscoped-template-name> <template-args>
    private void name(IBinding b, String ctorDtor) {
        IBinding owner = LocalNames.owner(b);
        if (LocalNames.context(b) != null) { localName(b, ctorDtor); return; }
        boolean inStd = owner instanceof ICPPNamespace ns && isStd(ns);
        if (owner == null && dataMemberClosure(b)) { nestedName(b, null, ctorDtor); return; }   // N 1gM UliE_ E
        if (owner == null || inStd) {
            if (inStd) out.append("St");
            unqualifiedName(b, ctorDtor);
            if (b instanceof ICPPTemplateInstance ti) {
                addSub(templateKey(ti));   // <unscoped-template-name> is a candidate
                templateArgs(ti);
            }
            return;
        }
        nestedName(b, owner, ctorDtor);
    }

    private void nestedName(IBinding b, IBinding owner, String ctorDtor) {
        out.append('N');
        if (b instanceof ICPPMethod m && m.getType() instanceof ICPPFunctionType ft) {
            if (ft.isVolatile()) out.append('V');
            if (ft.isConst()) out.append('K');
            if (ft.hasRefQualifier()) out.append(ft.isRValueReference() ? 'O' : 'R');
        }
        if (owner != null) prefix(owner);
        unqualifiedName(b, ctorDtor);
        if (b instanceof ICPPTemplateInstance ti) {
            addSub(templateKey(ti));   // <template-prefix> ns::f is a candidate: ns::f<long>(T, T) is N2ns1fIlEET_S1_
            templateArgs(ti);
        }
        out.append('E');
    }

    /**
     * {@code <local-name> ::= Z <function encoding> E <entity name> [<discriminator>]}: an entity declared in a
     * function body (a static local, a local class and its members, a lambda's closure type and its
     * {@code operator()}), the function being a lambda's {@code operator()} for what is declared in a lambda body.
     * The discriminator ({@code _0}, {@code _1}, ..., {@code __10_}) numbers same-named static locals or local
     * classes of the function after the first.
     */
    private void localName(IBinding b, String ctorDtor) {
        ICPPFunction fn = LocalNames.context(b);
        if (++localDepth > MAX_LOCAL_DEPTH) throw new Unsupported("mangling of '" + b.getName() + "' (local names nested too deeply)");
        out.append('Z');
        ICPPTemplateArgument[] saved = templateArgs;
        templateArgs = null;
        EnclosingInstance ei = ENCLOSING.get();
        if (enclosingEncoding != null && localDepth == 1) out.append(enclosingEncoding);   // the enclosing template instance's own encoding
        else if (enclosingEncoding == null && ei != null && ei.encloses(fn)) enclosingEncodingOf(ei);   // a local class's member in an instance
        else if (fn.getName().equals("main") && fn.getOwner() == null || externC(fn))   // an unmangled function: its name alone (_ZZ4mainE…)
            out.append(fn.getName().length()).append(fn.getName());
        else encodingBody(fn, null);
        templateArgs = saved;
        out.append('E');
        IBinding top = b;   // the entity declared directly in the function
        while (LocalNames.owner(top) != fn) top = LocalNames.owner(top);
        if (top == b) {
            unqualifiedName(b, ctorDtor);
            if (b instanceof ICPPTemplateInstance ti) templateArgs(ti);
        } else {
            nestedName(b, LocalNames.owner(b), ctorDtor);
        }
        out.append(LocalNames.discriminator(top, fn));
        localDepth--;
    }

    /**
     * The encoding of the enclosing instance inside {@code Z … E}: mangled again here, so that its substitution
     * candidates are this name's too, as g++ shares them ({@code _ZZN1SIcE9constructIPKcEEvT_S4_EN5GuardC1EPS0_}:
     * the local class's {@code S*} parameter is {@code PS0_}); the instance's own name written as is when mangling it
     * again does not give that name (a constructor's variant, an ABI tag the instance's name records).
     */
    private void enclosingEncodingOf(EnclosingInstance ei) {
        int start = out.length();
        List<String> savedSubs = new ArrayList<>(subs);
        try {
            if (ei.instance() instanceof ICPPFunction f && !(f instanceof ICPPConstructor) && !(f instanceof ICPPMethod m && m.isDestructor())) {
                encodingBody(f, null);
                if (out.length() - start == ei.mangled().length() - 2 && out.indexOf(ei.mangled().substring(2), start) == start) return;
            }
        } catch (Unsupported u) {
            // written as is below
        }
        out.setLength(start);
        subs.clear();
        subs.addAll(savedSubs);
        out.append(ei.mangled(), 2, ei.mangled().length());
    }

    /** A namespace or class as a prefix of a nested name: each prefix is a substitution candidate. */
    private void prefix(IBinding p) {
        String key = key(p);
        if (substitute(key)) return;
        if (p instanceof ICPPNamespace ns && isStd(ns)) { out.append("St"); return; }
        if (p instanceof ICPPClassType c && c.getOwner() instanceof ICPPNamespace ns && isStd(ns)) {
            String exact = StdAbbreviations.exact(c);
            if (exact != null) { out.append(exact); return; }   // Ss, Si, So, Sd are not candidates
            String abbr = switch (c.getName()) { case "allocator" -> "Sa"; case "basic_string" -> "Sb"; default -> null; };
            if (abbr != null) {
                out.append(abbr);
                if (c instanceof ICPPTemplateInstance ti) { templateArgs(ti); addSub(key); }
                return;
            }
        }
        IBinding owner = LocalNames.owner(p);
        if (owner instanceof ICPPFunction) owner = null;   // a local class: the prefix starts after Z <encoding> E
        templateNameAndArgs(p, owner);
        addSub(key);
    }

    /**
     * The (possibly qualified) name of a class, enum or namespace, with template arguments for an instance: the
     * template prefix is itself a candidate (then the template-id), so {@code A<int>, A<char>} gives {@code 1AIiES_IcE}.
     */
    private void templateNameAndArgs(IBinding c, IBinding owner) {
        if (c instanceof ICPPTemplateInstance ti) {
            if (!substitute(templateKey(ti))) {
                if (owner != null) prefix(owner);
                unqualifiedName(c, null);
                addSub(templateKey(ti));
            }
            templateArgs(ti);
            return;
        }
        if (owner != null) prefix(owner);
        unqualifiedName(c, null);
    }

    private static boolean isStd(ICPPNamespace ns) { return ns.getName().equals("std") && ns.getOwner() == null; }

    // <unqualified-name> ::= <operator-name> | <ctor-dtor-name> | <source-name>
    private void unqualifiedName(IBinding b, String ctorDtor) {
        if (ctorDtor != null) { out.append(ctorDtor); return; }
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType c) { closureName(c); return; }
        String n = b.getName();
        if (b instanceof ICPPNamespace && n.isEmpty()) { sourceName("_GLOBAL__N_1"); return; }
        if (n.isEmpty()) n = typedefNameForLinkage(b);
        if (n.isEmpty()) throw new Unsupported("mangling of unnamed " + (b instanceof ICPPClassType ? "class" : "entity"));
        if (n.startsWith("operator") && b instanceof ICPPFunction f && n.length() > 8 && !Character.isJavaIdentifierPart(n.charAt(8))) {
            operatorName(f, n.substring(8).trim());
            return;
        }
        if (n.equals("operator_co_await") && b instanceof ICPPFunction) { out.append("aw"); return; }   // operator co_await (cdt.CoroutineKeywords)
        sourceName(n);
        // <abi-tags>: the entity's own abi_tag attribute, and for a function or variable the tags its
        // (return) type carries that its signature does not show (std::__cxx11's "cxx11": B5cxx11)
        for (String tag : b instanceof ICPPNamespace ? List.<String>of() : AbiTags.nameTags(b)) {
            out.append('B');
            sourceName(tag);
        }
    }

    /**
     * The typedef name an unnamed class or enum has for linkage purposes ([dcl.typedef]/9: {@code typedef struct {…} S;}
     * is mangled as {@code S}, as glibc's {@code pthread_mutex_t}): the first declarator of the typedef declaration
     * whose specifier defines it; empty when there is none.
     */
    static String typedefNameForLinkage(IBinding b) {
        if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || ib.getDefinition() == null) return "";
        org.eclipse.cdt.core.dom.ast.IASTNode spec = ib.getDefinition().getParent();
        if (spec instanceof org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier ds
                && ds.getStorageClass() == org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier.sc_typedef
                && ds.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclarators().length > 0) {
            org.eclipse.cdt.core.dom.ast.IASTDeclarator d = sd.getDeclarators()[0];
            if (d.getPointerOperators().length == 0 && !(d instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator)
                    && !(d instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator) && d.getNestedDeclarator() == null)
                return d.getName().toString();
        }
        return "";
    }

    /**
     * A lambda's closure type: {@code Ul <parameter types> E [<number>] _}, numbered (as g++ 12 does, ABI
     * version 17) among all lambdas of the enclosing function body in source order: {@code _}, {@code 0_}, ...
     */
    private void closureName(org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType c) {
        int n = LocalNames.lambdaNumber(c);
        LocalNames.DataContext dc = LocalNames.dataContext(c);
        if (dc != null && dc.member() != null) {   // <data-member-prefix> ::= <member source-name> M, a candidate of its own
            String k = "<member>" + (dc.owner() == null ? "" : key(dc.owner())) + dc.member();
            if (!substitute(k)) {
                sourceName(dc.member());
                out.append('M');
                addSub(k);
            }
        }
        out.append("Ul");
        IType[] params = c.getFunctionCallOperator().getType().getParameterTypes();
        if (params.length == 0) out.append('v');
        for (IType p : params) type(closureParameters != null ? closureParameters.apply(p) : p);
        out.append('E');
        if (n > 0) out.append(n - 1);
        out.append('_');
    }

    private void sourceName(String n) { out.append(n.length()).append(n); }

    private void operatorName(ICPPFunction f, String op) {
        int arity = f.getType().getParameterTypes().length + (f instanceof ICPPMethod ? 1 : 0);
        String code = switch (op) {
            case "new" -> "nw"; case "new[]" -> "na"; case "delete" -> "dl"; case "delete[]" -> "da";
            case "+" -> arity == 1 ? "ps" : "pl"; case "-" -> arity == 1 ? "ng" : "mi";
            case "&" -> arity == 1 ? "ad" : "an"; case "*" -> arity == 1 ? "de" : "ml";
            case "~" -> "co"; case "/" -> "dv"; case "%" -> "rm"; case "|" -> "or"; case "^" -> "eo";
            case "=" -> "aS"; case "+=" -> "pL"; case "-=" -> "mI"; case "*=" -> "mL"; case "/=" -> "dV";
            case "%=" -> "rM"; case "&=" -> "aN"; case "|=" -> "oR"; case "^=" -> "eO";
            case "<<" -> "ls"; case ">>" -> "rs"; case "<<=" -> "lS"; case ">>=" -> "rS";
            case "==" -> "eq"; case "!=" -> "ne"; case "<" -> "lt"; case ">" -> "gt"; case "<=" -> "le"; case ">=" -> "ge";
            case "<=>" -> "ss"; case "!" -> "nt"; case "&&" -> "aa"; case "||" -> "oo"; case "++" -> "pp"; case "--" -> "mm";
            case "," -> "cm"; case "->*" -> "pm"; case "->" -> "pt"; case "()" -> "cl"; case "[]" -> "ix";
            default -> null;
        };
        if (code != null) { out.append(code); return; }
        if (op.startsWith("new") || op.startsWith("delete")) {   // "new []" spelled with a space
            operatorName(f, op.replace(" ", ""));
            return;
        }
        // a conversion function: cv <type>
        out.append("cv");
        type(f.getType().getReturnType());
    }

    /**
     * An instance's {@code <template-args>}: the arguments of a parameter pack (CDT gives them flattened) as one
     * argument pack {@code J ... E}.
     */
    private void templateArgs(ICPPTemplateInstance ti) {
        ICPPTemplateArgument[] args = ti.getTemplateArguments();
        ICPPTemplateParameter[] params = ti.getTemplateDefinition() == null ? new ICPPTemplateParameter[0]
                : ti.getTemplateDefinition().getTemplateParameters();
        out.append('I');
        if (packBeforeLast(params) && packwise(ti, params)) { out.append('E'); return; }
        int i = 0;
        for (; i < args.length && !(i < params.length && params[i].isParameterPack()); i++) templateArg(args[i]);
        if (i < params.length && params[i].isParameterPack()) {
            out.append('J');
            for (; i < args.length; i++) templateArg(args[i]);
            out.append('E');
        }
        out.append('E');
    }

    private static boolean packBeforeLast(ICPPTemplateParameter[] params) {
        for (int i = 0; i + 1 < params.length; i++) if (params[i].isParameterPack()) return true;
        return false;
    }

    /**
     * Two packs ({@code template<class... A1, class... A2, size_t... I1, size_t... I2>}, pair's piecewise target):
     * each parameter's own arguments from the instance's parameter map, each pack its own {@code J ... E} (the flat
     * list would give {@code <int | int, char>} and {@code <int, int | char>} one name); false when the map lacks one.
     */
    private boolean packwise(ICPPTemplateInstance ti, ICPPTemplateParameter[] params) {
        ICPPTemplateParameterMap map = ti.getTemplateParameterMap();
        if (map == null) return false;
        for (ICPPTemplateParameter p : params)
            if (p.isParameterPack() ? map.getPackExpansion(p) == null : map.getArgument(p) == null) return false;
        for (ICPPTemplateParameter p : params) {
            if (!p.isParameterPack()) { templateArg(map.getArgument(p)); continue; }
            out.append('J');
            for (ICPPTemplateArgument a : map.getPackExpansion(p)) templateArg(a);
            out.append('E');
        }
        return true;
    }

    private void templateArg(ICPPTemplateArgument a) {
        if (a.isPackExpansion() && !a.getExpansionPattern().isTypeValue()) {
            // I... of a non-type pack in a dependent template-id of a signature (_Index_tuple<_Indexes1...>): X sp <expression> E
            out.append("Xsp");
            expression(a.getExpansionPattern().getNonTypeEvaluation());
            out.append('E');
            return;
        }
        if (a.isPackExpansion()) {   // T... in a dependent template-id of a signature: Dp <pattern>
            out.append("Dp");
            type(a.getExpansionPattern().getTypeValue());
            return;
        }
        if (a.isTypeValue()) { type(a.getTypeValue()); return; }
        IValue v = a.getNonTypeValue();
        Number n = v == null ? null : v.numberValue();
        if (n == null && v instanceof org.eclipse.cdt.internal.core.dom.parser.DependentValue dv && dv.getEvaluation() != null) {
            out.append('X');   // a value-dependent argument in a template's signature: X <expression> E
            expression(dv.getEvaluation());
            out.append('E');
            return;
        }
        if (n == null) throw new Unsupported("mangling of a non-integral template argument");
        out.append('L');
        type(a.getTypeOfNonTypeValue());
        long x = n.longValue();
        if (x < 0) out.append('n').append(-x);
        else out.append(x);
        out.append('E');
    }

    /**
     * The {@code <expression>} of a value-dependent template argument: a non-type template parameter ({@code T_}), a
     * qualified name in a dependent class ({@code sr <type> <name>}: {@code is_integral<T>::value}), an integer literal.
     */
    private void expression(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev) {
        switch (ev) {
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb
                    when eb.getBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateNonTypeParameter tp -> templateParam(tp);
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalID id
                    when id.getFieldOwner() == null && id.getNameOwner() instanceof IType owner && !id.isAddressOf() -> {
                out.append("sr");
                type(owner);
                sourceName(new String(id.getName()));
                if (id.getTemplateArgs() != null) {
                    out.append('I');
                    for (ICPPTemplateArgument a : id.getTemplateArgs()) templateArg(a);
                    out.append('E');
                }
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed f when f.getValue() != null && f.getValue().numberValue() != null -> {
                out.append('L');
                type(f.getType());
                long x = f.getValue().numberValue().longValue();
                if (x < 0) out.append('n').append(-x);
                else out.append(x);
                out.append('E');
            }
            // a variable template-id with dependent arguments (enable_if_t<is_constructible_v<T, Args...>, R>): an
            // unresolved name, its template arguments as written (g++: X18is_constructible_vIS5_DpT_EE)
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb
                    when eb.getBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable
                    && eb.getBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance ti ->
                unresolvedName(ti.getName(), ti.getTemplateArguments());
            // decltype operands ([abi] <expression>): a function parameter, a call, a member access, an operator
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb when eb.getFunctionParameterPosition() >= 0 -> {
                int pos = eb.getFunctionParameterPosition();   // fp_ is the first parameter, fp0_ the second
                out.append("fp");
                if (pos > 0) out.append(pos - 1);
                out.append('_');
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionCall call -> {
                out.append("cl");   // cl <callee> <argument>* E
                for (var a : call.getArguments()) expression(a);
                out.append('E');
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet fs
                    when !fs.isQualified() && !fs.isAddressOf() && fs.getImpliedObjectType() == null && fs.getFunctionSet() != null -> {
                unresolvedName(fs.getFunctionSet().getBindings()[0].getName(), fs.getFunctionSet().getTemplateArguments());   // <simple-id>
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalID id when id.getFieldOwner() != null -> {
                out.append(id.isPointerDeref() ? "pt" : "dt");   // it.base, p->base
                expression(id.getFieldOwner());
                unresolvedName(new String(id.getName()), id.getTemplateArgs());
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalID id
                    when id.getFieldOwner() == null && id.getNameOwner() == null && !id.isAddressOf() -> unresolvedName(new String(id.getName()), id.getTemplateArgs());
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b when OperatorCodes.binary(b.getOperator()) != null -> {
                out.append(OperatorCodes.binary(b.getOperator()));
                expression(b.getArg1());
                expression(b.getArg2());
            }
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary u when OperatorCodes.unary(u.getOperator()) != null -> {
                out.append(OperatorCodes.unary(u.getOperator()));
                expression(u.getArgument());
            }
            default -> throw new Unsupported("mangling of a value-dependent template argument");
        }
    }

    /** {@code <simple-id> ::= <source-name> [<template-args>]}, a name looked up at instantiation. */
    private void unresolvedName(String name, ICPPTemplateArgument[] args) {
        sourceName(name);
        if (args == null) return;
        out.append('I');
        for (ICPPTemplateArgument a : args) templateArg(a);
        out.append('E');
    }

    // <type>: builtins are never substituted; every other type is a candidate once mangled
    private void type(IType t) {
        while (t instanceof ITypedef td) t = td.getType();
        if (t instanceof IBasicType bt && !bt.isComplex()) { out.append(builtin(bt)); return; }
        if (t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPlaceholderType ph) {   // auto, decltype(auto) results
            out.append(ph.getPlaceholderKind() == org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPlaceholderType.PlaceholderKind.DecltypeAuto ? "Dc" : "Da");
            return;
        }
        String key = key(t);
        if (substitute(key)) return;
        switch (t) {
            case IBasicType bt -> out.append('C').append(builtin(bt));   // _Complex double: Cd (a candidate, as P and R are)
            case IQualifierType q -> {
                cv(q.isConst(), q.isVolatile(), false);
                type(q.getType());
            }
            case IPointerType p -> {
                if (p.isConst() || p.isVolatile() || p.isRestrict()) {
                    // a cv-qualified pointer (a template argument or a pointee): qualifiers, then the pointer type
                    cv(p.isConst(), p.isVolatile(), p.isRestrict());
                    unqualifiedPointer(p);
                } else if (p instanceof ICPPPointerToMemberType pm) {
                    memberPointer(pm);
                } else {
                    out.append('P');
                    type(p.getType());
                }
            }
            // decltype(*p) of a dependent lvalue: CDT's type is a reference to the decltype, g++'s mangling DT <expression> E
            case ICPPReferenceType r when r.getType() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.TypeOfDependentExpression de
                    && de.isForDecltype() && de.getEvaluation().getValueCategory() == (r.isRValueReference()
                        ? org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.XVALUE : org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE) -> {
                type(de);
                return;
            }
            case ICPPReferenceType r -> {
                out.append(r.isRValueReference() ? 'O' : 'R');
                type(r.getType());
            }
            case IArrayType a -> {
                out.append('A');
                Number n = a.getSize() == null ? null : a.getSize().numberValue();
                if (n != null) out.append(n.longValue());
                out.append('_');
                type(a.getType());
            }
            case ICPPFunctionType ft -> {
                if (ft.isVolatile() || ft.isConst()) cv(ft.isConst(), ft.isVolatile(), false);
                out.append('F');
                type(ft.getReturnType());
                bareFunctionType(ft);
                if (ft.hasRefQualifier()) out.append(ft.isRValueReference() ? 'O' : 'R');
                out.append('E');
            }
            case ICPPTemplateParameter tp -> templateParam(tp);
            // decltype(e) of a dependent e (a trailing return type: auto f(mi<I> it) -> decltype(g(it.base()))): DT <expression> E
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.TypeOfDependentExpression de when de.isForDecltype() -> {
                out.append("DT");
                expression(de.getEvaluation());
                out.append('E');
            }
            // D<E> with D a template template parameter: <template-template-param> <template-args>, T_ a candidate
            case org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPDeferredClassInstance dci
                    when dci.getClassTemplate() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateTemplateParameter ttp -> {
                String pk = key(ttp);
                if (!substitute(pk)) {
                    templateParam(ttp);
                    addSub(pk);
                }
                templateArgs(dci);
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPParameterPackType pp -> {   // T... as a parameter type
                out.append("Dp");
                type(pp.getType());
            }
            // typename G::node_type (a dependent member of a template parameter, in a function template's signature):
            // N <prefix> <unqualified-name> E, the prefix T1_ (or an outer dependent member) a candidate of its own
            case org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass u when dependentPrefix(u.getOwnerType()) -> {
                out.append('N');
                dependentMember(u);
                out.append('E');
            }
            case ICPPClassType c -> { classOrEnumName(c); return; }   // the name recorded itself
            case IEnumeration e -> { classOrEnumName(e); return; }
            default -> throw new Unsupported("mangling of type '" + t + "'");
        }
        addSub(key);
    }

    /** Is {@code owner} a template parameter, or a dependent member of one ({@code T::a} in {@code T::a::b})? */
    private static boolean dependentPrefix(IType owner) {
        return owner instanceof ICPPTemplateParameter
                || owner instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass u && dependentPrefix(u.getOwnerType());
    }

    /** {@code <prefix> <source-name>} of a dependent member {@code T::a::b} (without N…E); each prefix a candidate. */
    private void dependentMember(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass u) {
        IType owner = u.getOwnerType();
        if (owner instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass o) {
            String ok = dependentKey(o);
            if (!substitute(ok)) {
                dependentMember(o);
                addSub(ok);
            }
        } else {
            type(owner);   // T1_, a candidate
        }
        out.append(u.getName().length()).append(u.getName());
    }

    private String dependentKey(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass u) {
        IType owner = u.getOwnerType();
        return "dep:" + (owner instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownMemberClass o ? dependentKey(o) : key(owner)) + "::" + u.getName();
    }

    private void unqualifiedPointer(IPointerType p) {
        String key = p instanceof ICPPPointerToMemberType pm ? "M" + key(pm.getMemberOfClass()) + key(pm.getType()) : "P" + key(p.getType());
        if (substitute(key)) return;
        if (p instanceof ICPPPointerToMemberType pm) memberPointer(pm);
        else {
            out.append('P');
            type(p.getType());
        }
        addSub(key);
    }

    /**
     * {@code M <class type> <member type>}. A member function's type ({@code [K] F ... E}, cv-qualifiers
     * included) is one substitution candidate of its own, distinct from the same plain function type (g++:
     * {@code M1AFivEPFivE}).
     */
    private void memberPointer(ICPPPointerToMemberType pm) {
        out.append('M');
        type(pm.getMemberOfClass());
        IType t = pm.getType();
        while (t instanceof ITypedef td) t = td.getType();
        if (!(t instanceof ICPPFunctionType ft)) { type(t); return; }
        String key = "method:" + key(ft);
        if (substitute(key)) return;
        if (ft.isVolatile() || ft.isConst()) cv(ft.isConst(), ft.isVolatile(), false);
        out.append('F');
        type(ft.getReturnType());
        bareFunctionType(ft);
        if (ft.hasRefQualifier()) out.append(ft.isRValueReference() ? 'O' : 'R');
        out.append('E');
        addSub(key);
    }

    private void cv(boolean c, boolean v, boolean r) {
        if (r) out.append('r');
        if (v) out.append('V');
        if (c) out.append('K');
    }

    private void templateParam(ICPPTemplateParameter tp) {
        if (tp.getTemplateNestingLevel() > 0 && templateArgs == null) throw new Unsupported("mangling of a member template parameter");
        int pos = tp.getParameterPosition();
        out.append('T');
        if (pos > 0) out.append(pos - 1);
        out.append('_');
    }

    /** A class or enum as a type: an unscoped name or a nested name; either way one substitution candidate. */
    private void classOrEnumName(IBinding c) {
        IBinding owner = LocalNames.owner(c);
        String key = key(c);
        if (LocalNames.context(c) != null) {   // a local class: Z <encoding> E <name> [<discriminator>]
            if (substitute(key)) return;
            localName(c, null);
            addSub(key);
            return;
        }
        if ((owner == null && !dataMemberClosure(c)) || (owner instanceof ICPPNamespace ns && isStd(ns))) {
            if (owner != null) {
                String exact = c instanceof ICPPClassType ct ? StdAbbreviations.exact(ct) : null;
                if (exact != null) { out.append(exact); return; }
                String abbr = switch (c.getName()) { case "allocator" -> "Sa"; case "basic_string" -> "Sb"; default -> null; };
                if (abbr != null) {
                    out.append(abbr);
                    if (c instanceof ICPPTemplateInstance ti) { templateArgs(ti); addSub(key); }
                    return;
                }
                if (!(c instanceof ICPPTemplateInstance ti && !keyMode && subs.contains(templateKey(ti)))) out.append("St");
            }
            templateNameAndArgs(c, null);
            addSub(key);
            return;
        }
        out.append('N');
        templateNameAndArgs(c, owner);
        out.append('E');
        addSub(key);
    }

    /** A closure type named after a {@code <data-member-prefix>} (a nested name even at global scope). */
    private static boolean dataMemberClosure(IBinding b) {
        if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType)) return false;
        LocalNames.DataContext dc = LocalNames.dataContext(b);
        return dc != null && dc.member() != null;
    }

    private static String builtin(IBasicType b) {
        return switch (b.getKind()) {
            case eVoid -> "v";
            case eBoolean -> "b";
            case eChar -> b.isSigned() ? "a" : b.isUnsigned() ? "h" : "c";
            case eWChar -> "w";
            case eChar8 -> "Du";
            case eChar16 -> "Ds";
            case eChar32 -> "Di";
            case eFloat -> "f";
            case eDouble -> b.isLong() ? "e" : "d";
            case eFloat128 -> "g";
            case eInt128 -> b.isUnsigned() ? "o" : "n";
            case eNullPtr -> "Dn";
            case eInt, eUnspecified -> b.isShort() ? (b.isUnsigned() ? "t" : "s")
                    : b.isLongLong() ? (b.isUnsigned() ? "y" : "x")
                    : b.isLong() ? (b.isUnsigned() ? "m" : "l")
                    : b.isUnsigned() ? "j" : "i";
            default -> throw new Unsupported("mangling of builtin type '" + b + "'");
        };
    }

    // ---------------------------------------------------------------- substitutions

    /** The key of a type or prefix: its mangling without substitutions (equal keys: the same entity). */
    private String key(Object o) {
        if (keyMode) return "";
        ItaniumMangler k = new ItaniumMangler(true);
        k.templateArgs = templateArgs;
        k.localDepth = localDepth;
        switch (o) {
            case IType t when !(t instanceof ICPPClassType) && !(t instanceof IEnumeration) -> k.type(t);
            case IBinding b -> k.qualifiedKey(b);
            default -> throw new IllegalArgumentException(String.valueOf(o));
        }
        return k.out.toString();
    }

    private void qualifiedKey(IBinding b) {
        IBinding owner = LocalNames.owner(b);
        if (owner != null) qualifiedKey(owner);
        if (owner instanceof ICPPFunction f) out.append(System.identityHashCode(f)).append('@');   // overloads own different locals
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType) {
            LocalNames.DataContext dc = LocalNames.dataContext(b);
            if (dc != null && dc.member() != null) out.append(dc.member()).append("M::");
            out.append("<lambda#").append(LocalNames.lambdaNumber(b)).append('>');
        }
        String n = b.getName().isEmpty() ? typedefNameForLinkage(b) : b.getName();
        out.append(n.isEmpty() ? "<anon>" : n).append("::");
        if (b instanceof ICPPTemplateInstance ti) {
            out.append('<');
            for (ICPPTemplateArgument a : ti.getTemplateArguments()) {
                if (a.isTypeValue()) type(a.getTypeValue());
                else if (a.getNonTypeValue() == null) out.append('?');
                else if (a.getNonTypeValue().numberValue() != null) out.append(a.getNonTypeValue().numberValue());
                else templateArg(a);   // value-dependent: its expression
                out.append(',');
            }
            out.append('>');
        }
    }

    /** The key of a template instance's template (shared by all its instances), as a template prefix. */
    private String templateKey(ICPPTemplateInstance ti) {
        return key(ti.getTemplateDefinition()) + "@template";
    }

    private boolean substitute(String key) {
        if (keyMode) return false;
        int i = subs.indexOf(key);
        if (i < 0) return false;
        out.append('S');
        if (i > 0) out.append(Integer.toString(i - 1, 36).toUpperCase(java.util.Locale.ROOT));
        out.append('_');
        return true;
    }

    private void addSub(String key) {
        if (!keyMode && !subs.contains(key)) subs.add(key);
    }
}
