package jcirc.frontend.sema;

import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Semantic analysis: the symbol table, turning declaration specifiers and declarators into
 * {@link CType}s (defining struct/union/enum tags on the way), declaring symbols with C's linkage
 * and redeclaration rules, typing expressions, and evaluating constant expressions
 * ({@link ConstEval}). {@link SemaWalk} drives it over each top-level declaration before CIRGen;
 * every entry point is idempotent per AST node (its answer is kept, here or in {@link SemaResults}),
 * so CIRGen asking again reads Sema's decisions.
 *
 * <p>Split along clang's lines: this class owns the shared state (symbol table, diagnostics, the
 * per-node maps and the trial journal) and is the facade every caller uses; the work is done by its
 * parts {@link SemaType} (specifiers, declarators, tags), {@link SemaDecl} (declaring entities),
 * {@link SemaAttr} (attributes, asm labels), {@link SemaExpr} (typing expressions),
 * {@link SemaOperators} (operators), {@link SemaAssign} (lvalues and assignment constraints) and
 * {@link SemaBuiltins} (the builtins declared at file scope).
 */
public final class Sema {
    // the parts of Sema, split along clang's lines; each reads and writes the state kept here
    final SemaExpr expr = new SemaExpr(this);
    final SemaType type = new SemaType(this);
    final SemaAttr attr = new SemaAttr(this);
    final SemaDecl decl = new SemaDecl(this);
    final SemaBuiltins builtins = new SemaBuiltins(this);
    final SemaOperators operators = new SemaOperators(this);
    final SemaAssign assign = new SemaAssign(this);
    public final Diagnostics diags;
    public final SymbolTable symbols = new SymbolTable();
    public final ConstEval consts;
    /** gcc's w-bit types of 33..63-bit bit-fields of 64-bit types. */
    public final WideBitFields wideBitFields = new WideBitFields(this);
    /** Sema's decisions about declarations, filled by {@link SemaWalk} before CIRGen reads them. */
    public final SemaResults results = new SemaResults(this);
    final Map<IASTName, Symbol> resolved = new JournaledMap<>(this);
    /** Arguments passed to a transparent union parameter: the member each is stored in (TransparentUnions; CIRGen reads it). */
    public final Map<IASTExpression, jcirc.frontend.types.RecordDef.Field> transparentUnionArguments = new IdentityHashMap<>();
    final List<Symbol> fileSymbols = new ArrayList<>();
    int staticLocalCounter;

    /** Attributes found on a declaration. */
    public record Attrs(boolean packed, int aligned, boolean noreturn, boolean threadLocal, boolean gnuInline,
                        boolean weak, boolean unused, boolean constructor, String alias, String section) {
        static final Attrs NONE = new Attrs(false, 0, false, false, false, false, false, false, null, null);
    }

    /** {@code #pragma pack} state of the translation unit (set by CIRGen before it walks the declarations). */
    PackPragmas packPragmas = PackPragmas.NONE;

    /** Reads the translation unit's {@code #pragma pack} directives; records defined afterwards are laid out under them. */
    public void readPragmas(IASTTranslationUnit tu) { packPragmas = PackPragmas.of(tu, this::warning); }

    /** C89/gnu89: implicit int and implicit function declarations are silent unless -Wall asks (as gcc). */
    public boolean c89;
    /** The command line's -W choices (null: defaults). */
    public jcirc.frontend.warnings.WarningOptions warningOptions;
    private final java.util.Set<IASTNode> oldCWarned = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * An implicit-int / implicit-function-declaration diagnostic at {@code n}, once per node: C99 and later, clang's
     * default error; C89, gcc's warning if -W flags want it. True when the C99 diagnostic was reported (its notes follow).
     */
    boolean oldCWarning(IASTNode n, String flag, String c99Msg, String c89Msg) {
        if (journal != null) return false;
        if (!c89) return oldCWarned.add(n) && defaultError(n, flag, c99Msg);   // C99: an error (DefaultErrors)
        if (warningOptions != null && warningOptions.isEnabled(flag) && oldCWarned.add(n)) warning(n, flag, c89Msg);
        return false;
    }

    /** A diagnostic clang makes an error by default ({@link DefaultErrors}): error, warning ({@code -Wno-error=flag}) or nothing. */
    boolean defaultError(IASTNode n, String flag, String msg) {
        jcirc.frontend.diag.Severity sev = DefaultErrors.severity(warningOptions, flag);
        if (sev == null || journal != null || Cascades.follows(n, diags)) { diags.dropFollowingNotes(); return false; }
        return diags.report(sev, ClangLocations.of(n, msg, diags), msg + " [-W" + flag + "]") != null;
    }

    public Sema(Diagnostics diags) {
        this.diags = diags;
        this.consts = new ConstEval(this);
        declareBuiltins();
    }

    public SourceLoc loc(IASTNode n) { return n == null ? SourceLoc.NONE : CdtParser.locationOf(n, diags); }

    public void error(IASTNode n, String msg) {
        if (journal == null && !Cascades.follows(n, diags)) diags.error(ClangLocations.of(n, msg, diags), msg);
        else diags.dropFollowingNotes();
    }

    /** Diagnostics are reported (not inside a silent {@link #trial}). */
    public boolean diagsEnabled() { return journal == null; }

    public void warning(IASTNode n, String msg) { warning(n, SemaWarningFlags.of(msg), msg); }

    /** A warning of {@code flag} (null: none) with its {@code [-Wflag]} tag: dropped by {@code -Wno-flag}, an error by {@code -Werror=flag}. */
    void warning(IASTNode n, String flag, String msg) {
        boolean off = flag != null && warningOptions != null && warningOptions.isDisabled(flag)
                || jcirc.frontend.cdt.SystemHeaders.located(n);   // as clang: none in system headers
        if (off || journal != null || Cascades.follows(n, diags)) { diags.dropFollowingNotes(); return; }
        boolean error = flag != null && warningOptions != null && warningOptions.isError(flag);
        String shown = flag == null ? msg : msg + " [" + (error ? "-Werror," : "") + "-W" + flag + "]";
        diags.report(error ? jcirc.frontend.diag.Severity.ERROR : jcirc.frontend.diag.Severity.WARNING, ClangLocations.of(n, msg, diags), shown);
    }

    // ------------------------------------------------------------------ trial typing

    /** Undo actions of the cache entries made during {@link #trial}; null outside a trial. */
    private List<Runnable> journal;

    /**
     * The per-instance records of a C++ template instance (docs/cxx.md, "Templates"): while it is
     * {@link #layer}, every per-node map of Sema ({@link NodeMap}) reads and writes the instance's own
     * entries, so one template AST carries one record set per instance (types of expressions, the
     * declaration each name denotes, callees, conversions), filled by Sema and read by CIRGen.
     */
    public static final class RecordLayer {
        private final IdentityHashMap<NodeMap<?, ?>, IdentityHashMap<?, ?>> maps = new IdentityHashMap<>();
        @SuppressWarnings("unchecked")
        <K, V> IdentityHashMap<K, V> of(NodeMap<K, V> m) { return (IdentityHashMap<K, V>) maps.computeIfAbsent(m, k -> new IdentityHashMap<>()); }
    }

    /** The record layer of the template instance being analysed or generated; null outside instances. */
    public RecordLayer layer;

    /**
     * An identity map keyed by AST nodes whose entries belong to the current {@link #layer}: outside
     * instances the base map; inside an instance its own map, falling back to the base map for nodes
     * outside the template (template bodies are only ever analysed inside instances).
     */
    static class NodeMap<K, V> extends java.util.AbstractMap<K, V> {
        private final transient java.util.function.Supplier<Sema> owner;
        private final IdentityHashMap<K, V> base = new IdentityHashMap<>();
        NodeMap(Sema sema) { this(() -> sema); }
        /** For maps created before their Sema is known (field initializers of Sema's parts). */
        NodeMap(java.util.function.Supplier<Sema> owner) { this.owner = owner; }
        final Sema sema() { return owner.get(); }
        final IdentityHashMap<K, V> current() {
            Sema s = sema();
            return s == null || s.layer == null ? base : s.layer.of(this);
        }
        @Override public V get(Object k) {
            IdentityHashMap<K, V> m = current();
            V v = m.get(k);
            return v == null && m != base ? base.get(k) : v;
        }
        @Override public boolean containsKey(Object k) {
            IdentityHashMap<K, V> m = current();
            return m.containsKey(k) || (m != base && base.containsKey(k));
        }
        @Override public V put(K k, V v) { return current().put(k, v); }
        @Override public V remove(Object k) { return current().remove(k); }
        @Override public java.util.Set<Entry<K, V>> entrySet() { return current().entrySet(); }
    }

    /** A {@link NodeMap} whose new entries are undone when the trial that made them ends. */
    static final class JournaledMap<K, V> extends NodeMap<K, V> {
        JournaledMap(Sema sema) { super(sema); }
        @Override public V put(K k, V v) {
            Sema sema = sema();
            if (sema.journal != null && !containsKey(k)) {
                IdentityHashMap<K, V> m = current();
                sema.journal.add(() -> m.remove(k));
            }
            return super.put(k, v);
        }
    }

    /**
     * Runs {@code body} silently (no diagnostics) and then forgets every name resolution, expression
     * type and symbol it produced: used to type a statement expression before CIRGen generates it.
     */
    <T> T trial(java.util.function.Supplier<T> body) {
        List<Runnable> outer = journal;
        List<Runnable> mine = new ArrayList<>();
        journal = mine;
        int nFileSymbols = fileSymbols.size(), nStatic = staticLocalCounter;
        Scope scope = symbols.current();
        try {
            return body.get();
        } finally {
            symbols.popTo(scope);
            for (int i = mine.size() - 1; i >= 0; i--) mine.get(i).run();
            while (fileSymbols.size() > nFileSymbols) fileSymbols.remove(fileSymbols.size() - 1);
            staticLocalCounter = nStatic;
            journal = outer;
        }
    }

    /** File-scope compound literals: the internal global each one is (CIRGenModule defines it with the literal's initializer). */
    public final Map<Symbol, org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression> compoundLiteralObjects = new LinkedHashMap<>();
    /** Set by CIRGen while it generates a function: a C label's name there (local labels are renamed), marking it used. */
    public java.util.function.UnaryOperator<String> labelAddressName;

    /** C23 (-std=c23/gnu23): {@code auto} without a type specifier infers the type (C23Auto). */
    public boolean c23;
    /** gnu89's inline rules (C89 modes, -fgnu89-inline): an {@code extern inline} definition is for inlining only. */
    public boolean gnu89Inline;
    /** -fshort-enums: every enumeration without a fixed underlying type is packed (gcc's smallest type, SemaType). */
    public boolean shortEnums;
    /** A {@code may_alias} attribute on a non-vector type was seen: CIRGen makes no more TBAA tags (CIRGenTBAA). */
    public boolean scalarMayAlias;
    /**
     * C++ only (null in C): the name a declared or referenced identifier is keyed by in the scopes, which is the
     * Itanium-mangled name for functions and namespace-scope variables, so that overloads and namespace members
     * are distinct symbols (jcirc.frontend.cxx.CxxNames, docs/cxx.md).
     */
    public java.util.function.Function<IASTName, String> cxxNames;

    /** C++: Sema's decisions about member calls, 'this', objects' constructors and destructors (null for C). */
    public SemaCXX cxx;
    /** C++: the template instances of the unit (jcirc.frontend.cxx.CxxTemplates; null for C). */
    public jcirc.frontend.cxx.CxxTemplates templates;
    /** The walker of function bodies (C++: generic lambdas' operator instances are walked when first called). */
    SemaWalk walk;

    String symbolName(IASTName n) {
        return cxxNames == null ? n.toString() : cxx == null ? cxxNames.apply(n) : cxx.packs.elementName(n, cxxNames.apply(n));   // C++: pack elements (SemaPacks)
    }

    /** Every file-scope object and function symbol, in declaration order. */
    public List<Symbol> fileSymbols() { return fileSymbols; }

    /** Name of the function whose body is being generated (for naming static locals). */
    public String currentFunctionName = "";

    public Symbol resolvedSymbol(IASTName n) { return resolved.get(n); }

    final Map<IASTNode, Boolean> reportedUndeclared = new JournaledMap<>(this);

    /** Types of statement expressions, recorded by CIRGen (they need the statements' scopes). */
    public final Map<IASTExpression, CType> stmtExprTypes = new IdentityHashMap<>();

    /** Set while checking the arguments of a builtin: integer/pointer mixes are errors, not warnings. */
    boolean strictPointerConversions;

    /** A resolved member access. */
    /**
     * A resolved member access. {@code reference}: the member is a C++ reference data member accessed as the object it
     * is bound to ({@code type} is the referent's type; its field holds the referent's address, SemaReferenceMembers);
     * false for every other member, and for the field of a reference member itself (its pointer: copies, initialization).
     */
    public record MemberRef(CType recordType, RecordDef.MemberPath path, CType type, boolean reference) {
        public MemberRef(CType recordType, RecordDef.MemberPath path, CType type) { this(recordType, path, type, false); }
    }

    // ------------------------------------------------------------------ entry points of the parts

    // SemaExpr
    public Symbol fileScopeCompoundLiteral(org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression cl) { return this.expr.fileScopeCompoundLiteral(cl); }
    public Symbol labelAddressSymbol(String cLabel) { return this.expr.labelAddressSymbol(cLabel); }
    public Symbol lookupId(IASTIdExpression id) { return this.expr.lookupId(id); }
    /** The {@code __FUNCTION__} object of the function being generated ({@code __builtin_FUNCTION()}). */
    public Symbol functionNameObject(org.eclipse.cdt.core.dom.ast.IASTNode inFunction) { return this.expr.functionNameObject(inFunction); }
    public CType typeOf(IASTExpression e) { return this.expr.typeOf(e); }
    boolean typed(IASTExpression e) { return this.expr.typed(e); }
    public CType rvalueType(IASTExpression e) { return this.expr.rvalueType(e); }
    public static boolean isSelection(IASTFunctionCallExpression call) { return SemaExpr.isSelection(call); }
    public IASTExpression genericSelection(IASTFunctionCallExpression call) { return this.expr.genericSelection(call); }
    public CType bitFieldValueType(RecordDef.Field f, CType declared) { return this.expr.bitFieldValueType(f, declared); }
    public MemberRef member(IASTFieldReference fr) { return this.expr.member(fr); }

    // SemaType
    public CType baseType(IASTDeclSpecifier spec) { return this.type.baseType(spec); }
    public static IASTName innermostName(IASTDeclarator d) { return SemaType.innermostName(d); }
    public static IASTDeclarator innermost(IASTDeclarator d) { return SemaType.innermost(d); }
    public CType declaratorType(CType base, IASTDeclarator d) { return this.type.declaratorType(base, d); }
    public static IASTDeclarator knrParameterDeclarator(ICASTKnRFunctionDeclarator kr, String name) { return SemaType.knrParameterDeclarator(kr, name); }
    public static CType adjustParam(CType t) { return SemaType.adjustParam(t); }
    public CType typeOfTypeId(IASTTypeId id) { return this.type.typeOfTypeId(id); }
    public IASTExpression vlaSize(CType.Array a) { return this.type.vlaSize(a); }

    // SemaAttr
    public static String asmLabel(IASTDeclarator d) { return SemaAttr.asmLabel(d); }
    int typedefAlignment(IASTDeclSpecifier spec) { return this.attr.typedefAlignment(spec); }
    public Attrs attributes(IASTNode... owners) { return this.attr.attributes(owners); }
    static boolean hasAtomicAttribute(IASTNode n) { return SemaAttr.hasAtomicAttribute(n); }

    // SemaDecl
    public boolean isAutoType(IASTDeclSpecifier spec) { return this.decl.isAutoType(spec); }
    static boolean isC23Auto(IASTDeclSpecifier spec) { return SemaDecl.isC23Auto(spec); }
    public static boolean isLocalLabelDeclaration(IASTSimpleDeclaration sd) { return SemaDecl.isLocalLabelDeclaration(sd); }
    public CType autoType(IASTDeclSpecifier spec, IASTDeclarator d, CType t) { return this.decl.autoType(spec, d, t); }
    public Symbol declare(IASTDeclSpecifier spec, IASTDeclarator decl, CType type, boolean isDefinition, boolean hasInit) { return this.decl.declare(spec, decl, type, isDefinition, hasInit); }
    public Symbol implicitFunction(IASTName name) { return this.decl.implicitFunction(name); }
    public Symbol declareParam(String name, CType type, IASTNode at) { return this.decl.declareParam(name, type, at); }

    // SemaBuiltins
    void declareBuiltins() { this.builtins.declareBuiltins(); }
    public static boolean isBuiltin(Symbol s) { return SemaBuiltins.isBuiltin(s); }
    public static boolean isBuiltinName(IASTFunctionCallExpression call, String name) { return SemaBuiltins.isBuiltinName(call, name); }

    // SemaOperators
    CType unaryType(IASTUnaryExpression u) { return this.operators.unaryType(u); }
    CType binaryType(IASTBinaryExpression b) { return this.operators.binaryType(b); }
    public static int compoundBase(int op) { return SemaOperators.compoundBase(op); }

    /** Is {@code b} an assignment or compound assignment of the builtin operator (C++: not an {@code operator=} call)? */
    public static boolean isBuiltinAssignment(IASTBinaryExpression b) {
        int op = b.getOperator();
        return (op == IASTBinaryExpression.op_assign || compoundBase(op) != op)
                && !(b instanceof org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner o && o.getImplicitNames().length > 0 && !implicitCopyAssignment(o))
                && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression && SemaSpecialMembers.isAssignmentCall(b));   // X &operator=(X)
    }

    /**
     * C++ {@code s = t} naming only CDT's implicit {@code operator=} (a trivial one copies the bytes, as C's; a
     * non-trivial one is a call, isAssignmentCall): an lvalue designating s ({@code return *this = *this >> n;}).
     */
    private static boolean implicitCopyAssignment(org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner o) {
        if (!(o instanceof IASTBinaryExpression b) || b.getOperator() != IASTBinaryExpression.op_assign) return false;
        for (org.eclipse.cdt.core.dom.ast.IASTImplicitName n : o.getImplicitNames())
            if (!(n.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m && m.isImplicit() && "operator =".equals(m.getName()))) return false;
        return true;
    }

    /** {@link #isBuiltinAssignment}, also in a template instance ({@code x = y} of {@code T&}s calling T's operator=). */
    public boolean builtinAssignment(IASTBinaryExpression b) {
        return isBuiltinAssignment(b) && !(cxx != null && cxx.special.assignmentCall(b));
    }
    public CType arithResult(IASTNode at, int op, CType a, CType c) { return this.operators.arithResult(at, op, a, c); }
    CType conditionalType(IASTNode at, CType a, CType b, IASTExpression ea, IASTExpression eb) { return this.operators.conditionalType(at, a, b, ea, eb); }

    // SemaAssign
    public boolean isLvalue(IASTExpression e) { return this.assign.isLvalue(e); }
    /** C++ {@code c ? a : b} of two lvalues of one type (an lvalue; SemaAssign). */
    public boolean isConditionalLvalue(IASTConditionalExpression c) { return this.assign.isConditionalLvalue(c); }
    boolean isBitField(IASTExpression e) { return this.assign.isBitField(e); }
    void checkModifiableLvalue(IASTExpression e, CType t) { this.assign.checkModifiableLvalue(e, t); }
    public void checkAssignable(IASTInitializerClause srcClause, CType to, IASTExpression src, String what) { this.assign.checkAssignable(srcClause, to, src, what); }
}
