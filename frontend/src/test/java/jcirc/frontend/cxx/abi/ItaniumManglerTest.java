package jcirc.frontend.cxx.abi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.gnu.cpp.GPPLanguage;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.core.parser.IncludeFileContentProvider;
import org.eclipse.cdt.core.parser.NullLogService;
import org.eclipse.cdt.core.parser.ScannerInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeSet;

/**
 * The mangler against g++ 12: {@code mangle.cpp} (test resources) was compiled with {@code g++ -c}, and
 * {@code mangle.gxx-nm.txt} is the sorted list of its {@code _Z} symbols from {@code nm} (every function
 * and namespace variable the file defines or calls). Mangling every function and variable the file defines
 * or calls (explicitly, or implicitly: constructors, destructors, operators) must give exactly that list.
 */
class ItaniumManglerTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = ItaniumManglerTest.class.getResourceAsStream("/cxx/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static IASTTranslationUnit parse(String src) throws Exception {
        return GPPLanguage.getDefault().getASTTranslationUnit(FileContent.create("t.cpp", src.toCharArray()),
                new ScannerInfo(Map.of("__GNUC__", "12")), IncludeFileContentProvider.getEmptyFilesProvider(), null, 0, new NullLogService());
    }

    /** The symbols an object file of this unit defines or references, as jcirc++ mangles them. */
    private static TreeSet<String> symbols(IASTTranslationUnit tu) {
        TreeSet<String> out = new TreeSet<>();
        tu.accept(new ASTVisitor(true) {
            { shouldVisitImplicitNames = true; }

            @Override public int visit(IASTName n) {
                if (n.isReference() || n.isDefinition()) add(n.resolveBinding(), n);
                return PROCESS_CONTINUE;
            }

            private void add(IBinding b, IASTNode at) {
                if (b instanceof ICPPMethod m && m.isImplicit()) return;   // trivial: g++ calls nothing
                if (b instanceof ICPPFunction f) {
                    if (at instanceof IASTName name && !name.isReference() && !(at.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator fd
                            && fd.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition)) return;
                    if (f instanceof ICPPConstructor c) out.add(ItaniumMangler.constructor(c, ItaniumMangler.Variant.COMPLETE));
                    else if (f instanceof ICPPMethod m && m.isDestructor()) out.add(ItaniumMangler.destructor(m, ItaniumMangler.Variant.COMPLETE));
                    else if (!(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate)) out.add(ItaniumMangler.function(f));
                } else if (b instanceof IVariable v && v.getOwner() instanceof ICPPNamespace && v.getName().equals("var")) {
                    out.add(ItaniumMangler.variable(v));
                }
            }
        });
        // implicit calls: a declarator's constructor, the destructor at scope exit, overloaded operators
        tu.accept(new ASTVisitor(true) {
            { shouldVisitExpressions = true; shouldVisitDeclarators = true; shouldVisitStatements = true; }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTExpression e) { implicit(e); return PROCESS_CONTINUE; }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) { implicit(d); return PROCESS_CONTINUE; }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTStatement s) { implicit(s); return PROCESS_CONTINUE; }

            private void implicit(IASTNode n) {
                if (n instanceof IASTImplicitNameOwner o) for (IASTImplicitName in : o.getImplicitNames()) mangle(in.resolveBinding());
                if (n instanceof org.eclipse.cdt.core.dom.ast.IASTImplicitDestructorNameOwner o)
                    for (IASTImplicitName in : o.getImplicitDestructorNames()) mangle(in.resolveBinding());
            }

            private void mangle(IBinding b) {
                if (b instanceof ICPPMethod m && m.isImplicit()) return;   // trivial: g++ calls nothing
                if (b instanceof ICPPConstructor c) out.add(ItaniumMangler.constructor(c, ItaniumMangler.Variant.COMPLETE));
                else if (b instanceof ICPPMethod m && m.isDestructor()) out.add(ItaniumMangler.destructor(m, ItaniumMangler.Variant.COMPLETE));
                else if (b instanceof ICPPFunction f) out.add(ItaniumMangler.function(f));
            }
        });
        // (int)a calls A::operator int(), a call CDT does not expose as an implicit name: added from its declaration
        tu.accept(new ASTVisitor(true) {
            @Override public int visit(IASTName n) {
                if (n.isDeclaration() && n.resolveBinding() instanceof ICPPMethod m && m.getName().equals("operator int"))
                    out.add(ItaniumMangler.function(m));
                return PROCESS_CONTINUE;
            }
        });
        return out;
    }

    @Test void manglesAsGxx() throws Exception {
        TreeSet<String> expected = new TreeSet<>(resource("mangle.gxx-nm.txt").lines().filter(l -> !l.isBlank()).toList());
        assertEquals(String.join("\n", expected), String.join("\n", symbols(parse(resource("mangle.cpp")))));
    }

    /**
     * Corner cases against g++ 12: {@code mangle2.cpp} ({@code std::__cxx11} and {@code abi_tag}, local names
     * with discriminators, lambdas, template parameter packs, function types and pointers to members) and
     * {@code mangle-std.cpp} ({@code Ss}/{@code Si}/{@code So}/{@code Sd} and near misses), each beside the
     * sorted {@code _Z} symbols of g++'s object ({@code g++ -std=gnu++17 -c F.cpp && nm F.o | awk '{print $NF}' |
     * grep '^_Z' | sort}). Every function defined outside templates, every function called, every lambda's
     * {@code operator()}, every static local and every namespace-scope variable with a mangled name must give
     * exactly that list.
     */
    @ParameterizedTest
    @ValueSource(strings = {"mangle2", "mangle-std"})
    void cornerCasesAsGxx(String name) throws Exception {
        TreeSet<String> expected = new TreeSet<>(resource(name + ".gxx-nm.txt").lines().filter(l -> !l.isBlank()).toList());
        assertEquals(String.join("\n", expected), String.join("\n", definitionsAndUses(parse(resource(name + ".cpp")))));
    }

    /** Functions defined (outside templates) or called, lambdas' operator(), static locals and mangled variables. */
    private static TreeSet<String> definitionsAndUses(IASTTranslationUnit tu) {
        TreeSet<String> out = new TreeSet<>();
        tu.accept(new ASTVisitor(true) {
            { shouldVisitExpressions = true; shouldVisitDeclarators = true; }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTDeclaration d) {
                if (d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration) return PROCESS_SKIP;
                if (d instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd && fd.getDeclarator().getName().resolveBinding() instanceof ICPPFunction f)
                    out.add(ItaniumMangler.function(f));
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTName n) {
                if (n.isReference() && n.resolveBinding() instanceof ICPPFunction f && !(f instanceof ICPPMethod m && m.isImplicit())
                        && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate))
                    out.add(ItaniumMangler.function(f));
                return PROCESS_CONTINUE;
            }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) {
                if (d.getName() != null && d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable v
                        && !(v instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField) && !(v instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter)
                        && (v.isStatic() || v.getOwner() == null || v.getOwner() instanceof ICPPNamespace)) {
                    String m = ItaniumMangler.variable(v);
                    if (m.startsWith("_Z")) out.add(m);
                }
                return PROCESS_CONTINUE;
            }

            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
                if (e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression l)
                    out.add(ItaniumMangler.function((ICPPFunction) l.getFunctionCallOperatorName().resolveBinding()));
                return PROCESS_CONTINUE;
            }
        });
        return out;
    }

    /** The variants g++ emits for a constructor and destructor it defines (nm of {@code struct S { S(); ~S(); }; S::S(){} S::~S(){}}). */
    @Test void constructorAndDestructorVariants() throws Exception {
        IASTTranslationUnit tu = parse("namespace n { struct S { S(int); virtual ~S(); }; }");
        ICPPConstructor[] ctors = new ICPPConstructor[1];
        ICPPMethod[] dtor = new ICPPMethod[1];
        tu.accept(new ASTVisitor(true) {
            @Override public int visit(IASTName n) {
                IBinding b = n.resolveBinding();
                if (b instanceof ICPPConstructor c) ctors[0] = c;
                else if (b instanceof ICPPMethod m && m.isDestructor()) dtor[0] = m;
                return PROCESS_CONTINUE;
            }
        });
        assertEquals("_ZN1n1SC1Ei", ItaniumMangler.constructor(ctors[0], ItaniumMangler.Variant.COMPLETE));
        assertEquals("_ZN1n1SC2Ei", ItaniumMangler.constructor(ctors[0], ItaniumMangler.Variant.BASE));
        assertEquals("_ZN1n1SD1Ev", ItaniumMangler.destructor(dtor[0], ItaniumMangler.Variant.COMPLETE));
        assertEquals("_ZN1n1SD2Ev", ItaniumMangler.destructor(dtor[0], ItaniumMangler.Variant.BASE));
        assertEquals("_ZN1n1SD0Ev", ItaniumMangler.destructor(dtor[0], ItaniumMangler.Variant.DELETING));
    }

    /** extern "C" and main keep their names. */
    @Test void cLinkageIsNotMangled() throws Exception {
        IASTTranslationUnit tu = parse("extern \"C\" int cfun(int); int main() { return cfun(1); }");
        TreeSet<String> names = new TreeSet<>();
        tu.accept(new ASTVisitor(true) {
            @Override public int visit(IASTName n) {
                if (n.resolveBinding() instanceof ICPPFunction f) names.add(ItaniumMangler.function(f));
                return PROCESS_CONTINUE;
            }
        });
        assertEquals("[cfun, main]", names.toString());
    }

    /**
     * A generic lambda's call operator instances, as the calls deduce them (the calls' implicit names), are named as
     * g++ 12 names them ({@code nm} of g++'s object for this source).
     */
    @Test void genericLambdaOperatorInstances() throws Exception {
        IASTTranslationUnit tu = parse("int outer() { auto g = [](auto x) { return x; }; return g(1) + (int)g(2.5); }");
        TreeSet<String> names = new TreeSet<>();
        tu.accept(new ASTVisitor(true) {
            { shouldVisitExpressions = true; }
            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
                if (e instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression && e instanceof IASTImplicitNameOwner o)
                    for (IASTImplicitName n : o.getImplicitNames())
                        if (n.resolveBinding() instanceof ICPPFunction f) names.add(ItaniumMangler.function(f));
                return PROCESS_CONTINUE;
            }
        });
        assertEquals("[_ZZ5outervENKUlT_E_clIdEEDaS_, _ZZ5outervENKUlT_E_clIiEEDaS_]", names.toString());
    }

    /**
     * Value-dependent template arguments in a function template's signature (g++ 12's {@code nm}): a static member of a
     * dependent class ({@code X sr <type> <name> E}, as std::swap's enable_if) and a non-type template parameter
     * ({@code X T_ E}, as std::get's tuple_element).
     */
    @Test void valueDependentTemplateArguments() throws Exception {
        IASTTranslationUnit tu = parse("""
                template<bool B, class T = void> struct enable_if {}; template<class T> struct enable_if<true, T> { typedef T type; };
                template<class T> struct is_int { static const bool value = false; }; template<> struct is_int<int> { static const bool value = true; };
                template<class T> typename enable_if<is_int<T>::value>::type f(T) {}
                template<unsigned long I, class T> struct H { T v; };
                template<unsigned long I, class T> T& g(H<I, T>& h) { return h.v; }
                int main() { f(1); H<0, int> h; g(h); }
                """);
        TreeSet<String> names = calledInstances(tu);
        assertEquals("[_Z1fIiEN9enable_ifIXsr6is_intIT_E5valueEvE4typeES2_, _Z1gILm0EiERT0_R1HIXT_ES0_E]", names.toString());
    }

    /**
     * A trailing {@code -> decltype(e)} result of a function template: {@code DT <expression> E}, the expression a call
     * ({@code cl … E}) of an unresolved name, a member access of a function parameter ({@code dtfp_4base},
     * {@code ptfp_3get}), operators ({@code plfp_fp_}, {@code ltfp_fp0_}, {@code ngfp_}), and {@code decltype(*p)}
     * without the reference CDT wraps around a dependent lvalue's decltype (g++ 12's {@code nm}).
     */
    @Test void decltypeReturnTypes() throws Exception {
        IASTTranslationUnit tu = parse("""
                template<class I> struct mi { I p; I base() const { return p; } };
                template<class I> I mb(I it) { return it; }
                template<class I> auto mb(mi<I> it) -> decltype(mb(it.base())) { return mb(it.base()); }
                template<class T> auto twice(T x) -> decltype(x + x) { return x + x; }
                template<class T, class U> auto less(T a, U b) -> decltype(a < b) { return a < b; }
                template<class T> auto neg(T x) -> decltype(-x) { return -x; }
                template<class P> auto deref(P p) -> decltype(*p) { return *p; }
                struct box { int v; int get() const { return v; } };
                template<class B> auto through(const B *b) -> decltype(b->get()) { return b->get(); }
                int main() { int a[2]; mi<int*> m; mb(m); twice(1); less(1, 2.5); neg(4); deref(a); box b; through(&b); }
                """);
        TreeSet<String> names = calledInstances(tu);
        assertEquals("[_Z2mbIPiEDTcl2mbcldtfp_4baseEEE2miIT_E, _Z3negIiEDTngfp_ET_, _Z4lessIidEDTltfp_fp0_ET_T0_, "
                + "_Z5derefIPiEDTdefp_ET_, _Z5twiceIiEDTplfp_fp_ET_, _Z7throughI3boxEDTclptfp_3getEEPKT_]", names.toString());
    }

    /**
     * A declared {@code decltype(e)} result mangled from {@code e} as written (CDT's evaluation loses the placement and
     * the {@code ::} of std::construct_at's new-expression): {@code gs nw <placement> _ <type> pi <args> E}, a C cast
     * {@code cvPvLi0E}, a pack expansion {@code sp}, {@code std::declval<A>()} as {@code cl7declvalIT0_EE}, a functional
     * cast {@code cvT__E} (g++ 12's {@code nm}).
     */
    @Test void declaredDecltypeFromSource() throws Exception {
        IASTTranslationUnit tu = parse("""
                inline void *operator new(unsigned long, void *p) noexcept { return p; }
                namespace std { template<class T> T &&declval() noexcept; }
                namespace q {
                template<class T, class... A> auto mk(T *p, A &&...a) -> decltype(::new ((void *)0) T(std::declval<A>()...)) { return ::new ((void *)p) T(static_cast<A &&>(a)...); }
                int f(int x) { return x; }
                template<class T> auto g(T x) -> decltype(f(std::declval<T>())) { return f(x); }
                template<class T> decltype(T() * 2) twice(T a) { return a * 2; }
                }
                int main() { int i; q::mk(&i, 3); q::g(3); q::twice(3); }
                """);
        TreeSet<String> names = calledInstances(tu);
        assertEquals("[_ZN1q1gIiEEDTcl1fcl7declvalIT_EEEES1_, _ZN1q2mkIiJiEEEDTgsnwcvPvLi0E_T_pispcl7declvalIT0_EEEEPS2_DpOS3_, "
                + "_ZN1q5twiceIiEEDTmlcvT__ELi2EES1_]", names.toString());
    }

    /**
     * An unnamed class or enum defined in a typedef declaration has the typedef name for linkage ([dcl.typedef]/9),
     * as glibc's {@code pthread_mutex_t} in gthr-default.h's functions (g++ 12's {@code nm}).
     */
    @Test void typedefNamesForLinkage() throws Exception {
        IASTTranslationUnit tu = parse("""
                typedef struct { int a; } S; typedef union { int i; float f; } U; typedef enum { E0, E1 } E;
                namespace n { typedef struct { int b; } T; int get(T *t) { return t->b; } }
                int sa(S *s) { return s->a; } int ua(U u) { return u.i; } int ea(E e) { return e; } S mk(int) { S s; return s; }
                """);
        assertEquals("[_Z2ea1E, _Z2mki, _Z2saP1S, _Z2ua1U, _ZN1n3getEPNS_1TE]", definitionsAndUses(tu).toString());
    }

    /**
     * A local class of a member template of a class template instance ({@code _Guard} in
     * {@code basic_string<char>::_M_construct<const char*>}, defined out of its class): {@code Z <the instance's
     * encoding> E <name>}, its members' parameter types instantiated and sharing the encoding's substitutions
     * ({@code S*} is {@code PS0_}), for an out-of-class and an in-class member template and a plain member of the
     * instance (g++ 12's {@code nm}).
     */
    @Test void localClassesOfMemberTemplateInstances() throws Exception {
        IASTTranslationUnit tu = parse("""
                template<class C> struct S {
                  template<class I> void construct(I b, I e);
                  template<class I> void inside(I b) { struct In { S* s; In(S* p) : s(p) {} ~In() {} } g(this); }
                  void plain(const char* b) { struct Pl { S* s; Pl(S* p) : s(p) {} ~Pl() {} } g(this); }
                  int n;
                };
                template<class C> template<class I> void S<C>::construct(I b, I e) {
                  struct Guard { S* s; explicit Guard(S* p) : s(p) {} ~Guard() {} } g(this);
                }
                int main() { S<char> s; const char* p = "abc"; s.construct(p, p); s.inside(p); s.plain(p); S<int> t; t.construct(p, p); }
                """);
        java.util.Map<String, ICPPFunction> instances = new java.util.TreeMap<>();
        java.util.List<ICPPFunction> locals = new java.util.ArrayList<>();
        tu.accept(new ASTVisitor(true) {
            @Override public int visit(IASTName n) {
                IBinding b = n.resolveBinding();
                if (n.isReference() && b instanceof ICPPMethod f && f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization)
                    instances.put(ItaniumMangler.function(f), f);
                if (n.isDefinition() && b instanceof ICPPMethod m && m.getClassOwner().getOwner() instanceof ICPPFunction) locals.add(m);
                return PROCESS_CONTINUE;
            }
        });
        TreeSet<String> names = new TreeSet<>();
        for (var e : instances.entrySet()) {
            ICPPFunction inst = e.getValue();
            var sp = (org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization) inst;
            IBinding template = sp.getSpecializedBinding();
            var ctx = new org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext(sp.getTemplateParameterMap(),
                    (org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization) inst.getOwner());
            var old = ItaniumMangler.enclosingInstance(new ItaniumMangler.EnclosingInstance(inst, template, e.getKey(),
                    t -> org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.instantiateType(t, ctx)));
            try {
                for (ICPPFunction m : locals) {
                    IBinding fn = m.getOwner().getOwner();
                    boolean mine = false;
                    for (IBinding t = template; t != null; t = t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization s2 ? s2.getSpecializedBinding() : null)
                        mine |= t == fn;
                    if (!mine) continue;
                    names.add(m instanceof ICPPConstructor c ? ItaniumMangler.constructor(c, ItaniumMangler.Variant.COMPLETE)
                            : ItaniumMangler.destructor((ICPPMethod) m, ItaniumMangler.Variant.COMPLETE));
                }
            } finally {
                ItaniumMangler.enclosingInstance(old);
            }
        }
        assertEquals("[_ZZN1SIcE5plainEPKcEN2PlC1EPS0_, _ZZN1SIcE5plainEPKcEN2PlD1Ev, "
                + "_ZZN1SIcE6insideIPKcEEvT_EN2InC1EPS0_, _ZZN1SIcE6insideIPKcEEvT_EN2InD1Ev, "
                + "_ZZN1SIcE9constructIPKcEEvT_S4_EN5GuardC1EPS0_, _ZZN1SIcE9constructIPKcEEvT_S4_EN5GuardD1Ev, "
                + "_ZZN1SIiE9constructIPKcEEvT_S4_EN5GuardC1EPS0_, _ZZN1SIiE9constructIPKcEEvT_S4_EN5GuardD1Ev]", names.toString());
    }

    /** The mangled names of the function template instances {@code tu} names. */
    private static TreeSet<String> calledInstances(IASTTranslationUnit tu) {
        TreeSet<String> names = new TreeSet<>();
        tu.accept(new ASTVisitor(true) {
            @Override public int visit(IASTName n) {
                if (n.isReference() && n.resolveBinding() instanceof ICPPFunction f && f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance)
                    names.add(ItaniumMangler.function(f));
                return PROCESS_CONTINUE;
            }
        });
        return names;
    }
}
