package jcirc.frontend.sema;

import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.EnumDef;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;
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
 */
public final class Sema {
    public final Diagnostics diags;
    public final SymbolTable symbols = new SymbolTable();
    public final ConstEval consts;
    /** gcc's w-bit types of 33..63-bit bit-fields of 64-bit types. */
    public final WideBitFields wideBitFields = new WideBitFields(this);
    /** Sema's decisions about declarations, filled by {@link SemaWalk} before CIRGen reads them. */
    public final SemaResults results = new SemaResults(this);
    private final Map<IASTExpression, CType> exprTypes = new JournaledMap<>(this);
    private final Map<IASTTypeId, CType> typeIdTypes = new JournaledMap<>(this);
    private final Map<IASTName, Symbol> resolved = new JournaledMap<>(this);
    private final List<Symbol> fileSymbols = new ArrayList<>();
    private int staticLocalCounter;

    /** Attributes found on a declaration. */
    public record Attrs(boolean packed, int aligned, boolean noreturn, boolean threadLocal, boolean gnuInline,
                        boolean weak, boolean unused, boolean constructor, String alias, String section) {
        static final Attrs NONE = new Attrs(false, 0, false, false, false, false, false, false, null, null);
    }

    /** {@code #pragma pack} state of the translation unit (set by CIRGen before it walks the declarations). */
    private PackPragmas packPragmas = PackPragmas.NONE;

    /** Reads the translation unit's {@code #pragma pack} directives; records defined afterwards are laid out under them. */
    public void readPragmas(IASTTranslationUnit tu) { packPragmas = PackPragmas.of(tu, this::warning); }

    /** C89/gnu89: implicit int and implicit function declarations are silent unless -Wall asks (as gcc). */
    public boolean c89;
    /** The command line's -W choices (null: defaults). */
    public jcirc.frontend.warnings.WarningOptions warningOptions;
    private final java.util.Set<IASTNode> oldCWarned = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /** An implicit-int / implicit-function-declaration warning at {@code n}, once per node, if the mode and -W flags want it. */
    private void oldCWarning(IASTNode n, String flag, String c99Msg, String c89Msg) {
        boolean on = c89 ? warningOptions != null && warningOptions.isEnabled(flag)
                : warningOptions == null || !warningOptions.isDisabled(flag);
        if (on && journal == null && oldCWarned.add(n)) warning(n, c89 ? c89Msg : c99Msg);
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

    public void warning(IASTNode n, String msg) {
        if (journal == null && !Cascades.follows(n, diags)) diags.warning(ClangLocations.of(n, msg, diags), msg);
        else diags.dropFollowingNotes();
    }

    // ------------------------------------------------------------------ trial typing

    /** Undo actions of the cache entries made during {@link #trial}; null outside a trial. */
    private List<Runnable> journal;

    /** An identity map whose new entries are undone when the trial that made them ends. */
    static final class JournaledMap<K, V> extends IdentityHashMap<K, V> {
        private final transient Sema sema;
        JournaledMap(Sema sema) { this.sema = sema; }
        @Override public V put(K k, V v) {
            if (sema.journal != null && !containsKey(k)) sema.journal.add(() -> remove(k));
            return super.put(k, v);
        }
    }

    /**
     * Runs {@code body} silently (no diagnostics) and then forgets every name resolution, expression
     * type and symbol it produced: used to type a statement expression before CIRGen generates it.
     */
    private <T> T trial(java.util.function.Supplier<T> body) {
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

    /**
     * The type of a GNU statement expression {@code ({ decls; stmts; e; })}: the type of its last
     * expression statement (void otherwise), found by declaring its block's declarations in a trial scope.
     */
    private CType statementExpressionType(IGNUASTCompoundStatementExpression se) {
        IASTStatement[] stmts = se.getCompoundStatement().getStatements();
        IASTStatement lastStmt = stmts.length == 0 ? null : stmts[stmts.length - 1];
        while (lastStmt instanceof IASTLabelStatement l) lastStmt = l.getNestedStatement();   // ({ ...; out: x; })
        if (!(lastStmt instanceof IASTExpressionStatement last)) return CType.VOID;
        return trial(() -> {
            symbols.push(Scope.Kind.BLOCK);
            for (IASTStatement st : stmts) {
                if (st instanceof IASTDeclarationStatement ds && ds.getDeclaration() instanceof IASTSimpleDeclaration sd) {
                    CType base = baseType(sd.getDeclSpecifier());
                    if (isLocalLabelDeclaration(sd)) continue;
                    for (IASTDeclarator d : sd.getDeclarators()) {
                        CType t = autoType(sd.getDeclSpecifier(), d, declaratorType(base, d));
                        declare(sd.getDeclSpecifier(), d, t, false, d.getInitializer() != null);
                    }
                }
            }
            CType t = rvalueType(last.getExpression());
            return t;
        });
    }

    /** File-scope compound literals: the internal global each one is (CIRGenModule defines it with the literal's initializer). */
    public final Map<Symbol, org.eclipse.cdt.core.dom.ast.c.ICASTTypeIdInitializerExpression> compoundLiteralObjects = new LinkedHashMap<>();
    private final Map<IASTNode, Symbol> compoundLiteralSymbols = new IdentityHashMap<>();

    /** The static object of a compound literal outside any function ({@code .compoundliteral}), or null inside one. */
    public Symbol fileScopeCompoundLiteral(org.eclipse.cdt.core.dom.ast.c.ICASTTypeIdInitializerExpression cl) {
        for (IASTNode n = cl.getParent(); n != null; n = n.getParent()) if (n instanceof IASTFunctionDefinition) return null;
        Symbol s = compoundLiteralSymbols.get(cl);
        if (s == null) {
            CType t = typeOf(cl);
            s = new Symbol(".compoundliteral", Symbol.Kind.VARIABLE, t, Symbol.Linkage.INTERNAL, true, loc(cl));
            s.irName = ".compoundliteral" + (compoundLiteralSymbols.isEmpty() ? "" : "." + compoundLiteralSymbols.size());
            compoundLiteralSymbols.put(cl, s);
            compoundLiteralObjects.put(s, cl);
        }
        return s;
    }

    private final Map<String, Symbol> labelAddressSymbols = new LinkedHashMap<>();
    /** Set by CIRGen while it generates a function: a C label's name there (local labels are renamed), marking it used. */
    public java.util.function.UnaryOperator<String> labelAddressName;

    /** {@code &&L} in a constant: a pseudo-symbol for label L of the function being compiled (null outside functions). */
    public Symbol labelAddressSymbol(String cLabel) {
        if (currentFunctionName.isEmpty() || cLabel.isEmpty()) return null;
        String label = labelAddressName == null ? cLabel : labelAddressName.apply(cLabel);
        return labelAddressSymbols.computeIfAbsent(currentFunctionName + "\0" + label, k -> {
            Symbol s = new Symbol(label, Symbol.Kind.VARIABLE, CType.VOID, Symbol.Linkage.NONE, true, SourceLoc.NONE);
            s.blockAddressFunction = currentFunctionName;
            return s;
        });
    }

    private static final java.util.regex.Pattern ASM_LABEL =
            java.util.regex.Pattern.compile("(?<![A-Za-z0-9_])(?:__asm__|__asm|asm)\\s*\\(\\s*((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+)\\)");

    /**
     * The GNU asm label of a declarator ({@code int f(void) __asm__("g");}): CDT drops it from the AST, so it
     * is read from the source text right after the declarator. Null if there is none.
     */
    public static String asmLabel(IASTDeclarator d) {
        IASTNode outer = d;
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        String text;
        try {
            text = outer.getRawSignature();   // the declarator's source text, asm label included
        } catch (RuntimeException e) {
            return null;
        }
        int at = text.indexOf("asm");
        if (at < 0) return null;
        java.util.regex.Matcher m = ASM_LABEL.matcher(text);
        if (!m.find()) {
            // the label spelled with macros: __asm (ASMNAME ("my_memcpy")) (AsmLabelMacros)
            java.util.regex.Matcher open = java.util.regex.Pattern.compile("(?<![A-Za-z0-9_])(?:__asm__|__asm|asm)\\s*\\(").matcher(text);
            if (!open.find()) return null;
            int depth = 1, i = open.end();
            for (; i < text.length() && depth > 0; i++) depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            return depth == 0 ? AsmLabelMacros.label(text.substring(open.end(), i - 1), d.getTranslationUnit()) : null;
        }
        StringBuilder sb = new StringBuilder();
        java.util.regex.Matcher lit = java.util.regex.Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(m.group(1));
        while (lit.find()) sb.append(lit.group(1));
        return sb.isEmpty() ? null : sb.toString();
    }

    /** The {@code aligned} attribute of the typedef that declaration specifiers name (0 if none). */
    private int typedefAlignment(IASTDeclSpecifier spec) {
        if (!(spec instanceof IASTNamedTypeSpecifier n)) return 0;
        Symbol t = symbols.lookup(n.getName().toString());
        return t != null && t.isTypedef() ? t.alignAttr : 0;
    }

    /** C23 (-std=c23/gnu23): {@code auto} without a type specifier infers the type (C23Auto). */
    public boolean c23;
    /**
     * C++ only (null in C): the name a declared or referenced identifier is keyed by in the scopes, which is the
     * Itanium-mangled name for functions and namespace-scope variables, so that overloads and namespace members
     * are distinct symbols (jcirc.frontend.cxx.CxxNames, docs/cxx.md).
     */
    public java.util.function.Function<IASTName, String> cxxNames;

    private String symbolName(IASTName n) {
        return cxxNames == null ? n.toString() : cxxNames.apply(n);
    }

    /**
     * Whether declaration specifiers are GNU {@code __auto_type} or C23's {@code auto x = e;} (the type
     * comes from the initializer).
     */
    public boolean isAutoType(IASTDeclSpecifier spec) {
        return spec instanceof IASTNamedTypeSpecifier n && n.getName().toString().equals("__auto_type") && symbols.lookup("__auto_type") == null
                || c23 && isC23Auto(spec);
    }

    /** C23 6.7.10: {@code auto} with no type specifier at all ({@code auto int x} keeps C17's meaning). */
    static boolean isC23Auto(IASTDeclSpecifier spec) {
        return spec instanceof IASTSimpleDeclSpecifier s && s.getStorageClass() == IASTDeclSpecifier.sc_auto
                && s.getType() == IASTSimpleDeclSpecifier.t_unspecified && !s.isSigned() && !s.isUnsigned()
                && !s.isShort() && !s.isLong() && !s.isLongLong() && !s.isComplex() && !s.isImaginary();
    }

    /** {@code __label__ a, b;}: a GNU local label declaration (parsed as a declaration of a type named __label__). */
    public static boolean isLocalLabelDeclaration(IASTSimpleDeclaration sd) {
        return sd.getDeclSpecifier() instanceof IASTNamedTypeSpecifier n && n.getName().toString().equals("__label__");
    }

    /**
     * {@code __auto_type x = e;}: the type of {@code x} is the type of {@code e} after lvalue conversion
     * (arrays and functions decay), qualified as the specifiers say. Other declarations keep {@code t}.
     */
    public CType autoType(IASTDeclSpecifier spec, IASTDeclarator d, CType t) {
        if (!isAutoType(spec)) return t;
        if (d.getPointerOperators().length > 0 || d instanceof IASTArrayDeclarator || d instanceof IASTFunctionDeclarator || d.getNestedDeclarator() != null) {
            error(d, "'__auto_type' requires a plain identifier as declarator");
            return t;
        }
        if (!(d.getInitializer() instanceof IASTEqualsInitializer eq) || !(eq.getInitializerClause() instanceof IASTExpression e)) {
            error(d, "declaration of variable '" + innermostName(d) + "' with deduced type '__auto_type' requires an initializer");
            return t;
        }
        CType it = Types.rvalue(typeOf(e));
        return Types.qualify(it, spec.isConst(), spec.isVolatile(), false);
    }

    /** Every file-scope object and function symbol, in declaration order. */
    public List<Symbol> fileSymbols() { return fileSymbols; }

    // ------------------------------------------------------------------ builtins

    private void declareBuiltins() {
        Scope file = symbols.fileScope();
        RecordDef vaTag = new RecordDef("__va_list_tag", false);
        vaTag.complete(List.of(
                new RecordDef.MemberDecl("gp_offset", CType.UINT, -1, 0),
                new RecordDef.MemberDecl("fp_offset", CType.UINT, -1, 0),
                new RecordDef.MemberDecl("overflow_arg_area", new CType.Pointer(CType.VOID), -1, 0),
                new RecordDef.MemberDecl("reg_save_area", new CType.Pointer(CType.VOID), -1, 0)), false, 0);
        file.putTag(new Scope.Tag("__va_list_tag", vaTag, null));
        Symbol vaList = new Symbol("__builtin_va_list", Symbol.Kind.TYPEDEF,
                new CType.Array(new CType.Record(vaTag), 1), Symbol.Linkage.NONE, false, SourceLoc.NONE);
        file.put(vaList);
        // gcc's predefined 128-bit integer typedefs
        file.put(new Symbol("__int128_t", Symbol.Kind.TYPEDEF, CType.of(CType.IntKind.INT128), Symbol.Linkage.NONE, false, SourceLoc.NONE));
        file.put(new Symbol("__uint128_t", Symbol.Kind.TYPEDEF, CType.of(CType.IntKind.UINT128), Symbol.Linkage.NONE, false, SourceLoc.NONE));
        CType vp = new CType.Pointer(CType.VOID);
        CType vaPtr = new CType.Pointer(new CType.Record(vaTag));
        CType cp = new CType.Pointer(CType.CHAR);
        CType ccp = new CType.Pointer(Types.qualify(CType.CHAR, true, false, false));
        builtin("__jcirc_va_arg", vp, true, vaPtr);
        builtin("__builtin_va_start", CType.VOID, true, vaPtr);
        builtin("__builtin_va_end", CType.VOID, false, vaPtr);
        builtin("__builtin_va_copy", CType.VOID, false, vaPtr, vaPtr);
        builtin("__jcirc_types_compatible", CType.INT, true);
        builtin("__builtin_expect", CType.LONG, false, CType.LONG, CType.LONG);
        builtin("__builtin_unreachable", CType.VOID, false);
        builtin("__builtin_trap", CType.VOID, false);
        builtin("__builtin_abort", CType.VOID, false);
        builtin("__builtin_constant_p", CType.INT, true);
        builtin("__builtin_bswap16", CType.USHORT, false, CType.USHORT);
        builtin("__builtin_bswap32", CType.UINT, false, CType.UINT);
        builtin("__builtin_bswap64", CType.ULONG, false, CType.ULONG);
        builtin("__builtin_clz", CType.INT, false, CType.UINT);
        builtin("__builtin_clrsb", CType.INT, false, CType.INT);
        builtin("__builtin_clrsbl", CType.INT, false, CType.LONG);
        builtin("__builtin_clrsbll", CType.INT, false, CType.LLONG);
        builtin("__builtin_clzl", CType.INT, false, CType.ULONG);
        builtin("__builtin_clzll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_ctz", CType.INT, false, CType.UINT);
        builtin("__builtin_ctzl", CType.INT, false, CType.ULONG);
        builtin("__builtin_ctzll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_popcount", CType.INT, false, CType.UINT);
        builtin("__builtin_popcountl", CType.INT, false, CType.ULONG);
        builtin("__builtin_popcountll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_huge_val", CType.DOUBLE, false);
        builtin("__builtin_huge_valf", CType.FLOAT, false);
        builtin("__builtin_huge_vall", CType.LONG_DOUBLE, false);
        builtin("__builtin_inf", CType.DOUBLE, false);
        builtin("__builtin_inff", CType.FLOAT, false);
        builtin("__builtin_infl", CType.LONG_DOUBLE, false);
        builtin("__builtin_nan", CType.DOUBLE, false, ccp);
        builtin("__builtin_nanf", CType.FLOAT, false, ccp);
        builtin("__builtin_nanl", CType.LONG_DOUBLE, false, ccp);
        builtin("__builtin_fabs", CType.DOUBLE, false, CType.DOUBLE);
        builtin("__builtin_fabsf", CType.FLOAT, false, CType.FLOAT);
        builtin("__builtin_fabsl", CType.LONG_DOUBLE, false, CType.LONG_DOUBLE);
        builtin("__builtin_parity", CType.INT, false, CType.UINT);
        builtin("__builtin_parityl", CType.INT, false, CType.ULONG);
        builtin("__builtin_parityll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_ffs", CType.INT, false, CType.INT);
        builtin("__builtin_ffsl", CType.INT, false, CType.LONG);
        builtin("__builtin_ffsll", CType.INT, false, CType.LLONG);
        builtin("__builtin_memcpy", vp, false, vp, new CType.Pointer(Types.qualify(CType.VOID, true, false, false)), CType.SIZE_T);
        builtin("__builtin_memset", vp, false, vp, CType.INT, CType.SIZE_T);
        builtin("__builtin_strlen", CType.SIZE_T, false, ccp);
        builtin("__builtin_alloca", vp, false, CType.SIZE_T);
        builtin("__builtin_setjmp", CType.INT, false, vp);
        builtin("__builtin_longjmp", CType.VOID, false, vp, CType.INT);
        builtin("__builtin_frame_address", vp, false, CType.UINT);
        builtin("__builtin_return_address", vp, false, CType.UINT);
        builtin("__builtin_object_size", CType.SIZE_T, false, vp, CType.INT);
        builtin("__builtin_prefetch", CType.VOID, true, vp);
        builtin("__builtin_signbit", CType.INT, true);
        builtin("__builtin_signbitf", CType.INT, true);
        builtin("__builtin_signbitl", CType.INT, true);
        builtin("__builtin_isnan", CType.INT, true);
        builtin("__builtin_isinf", CType.INT, true);
        for (String sfx : new String[]{"f", "l"}) {
            builtin("__builtin_isinf" + sfx, CType.INT, true);
            builtin("__builtin_isnan" + sfx, CType.INT, true);
        }
        builtin("__builtin_isfinite", CType.INT, true);
        builtin("__builtin_isnormal", CType.INT, true);
        builtin("__builtin_isinf_sign", CType.INT, true);
        builtin("__builtin_fpclassify", CType.INT, true);
        for (String cmp : new String[]{"isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isunordered"})
            builtin("__builtin_" + cmp, CType.INT, true);
        builtin("__builtin_copysign", CType.DOUBLE, false, CType.DOUBLE, CType.DOUBLE);
        builtin("__builtin_copysignf", CType.FLOAT, false, CType.FLOAT, CType.FLOAT);
        builtin("__builtin_copysignl", CType.LONG_DOUBLE, false, CType.LONG_DOUBLE, CType.LONG_DOUBLE);
        builtin("__builtin_assume_aligned", vp, true, new CType.Pointer(Types.qualify(CType.VOID, true, false, false)), CType.SIZE_T);
        builtin("__builtin_classify_type", CType.INT, true);
        builtin("__builtin_printf", CType.INT, true, ccp);
        builtin("__builtin_puts", CType.INT, false, ccp);
        builtin("__builtin_putchar", CType.INT, false, CType.INT);
        builtin("__builtin_abs", CType.INT, false, CType.INT);
        builtin("__builtin_labs", CType.LONG, false, CType.LONG);
        builtin("__jcirc_static_assert", CType.INT, true);
        builtin(jcirc.frontend.cdt.GenericSelectionRewriter.CALL, CType.INT, true);
        builtin("__builtin_choose_expr", CType.INT, true);
        for (String op : new String[]{"add", "sub", "mul"}) builtin("__builtin_" + op + "_overflow", CType.BOOL, true);
        for (String n : AtomicBuiltins.declarations()) builtin(n, CType.INT, true);
        for (CType.FloatKind k : CType.FloatKind.values()) {
            String sfx = switch (k) { case FLOAT -> "f"; case DOUBLE -> ""; case LONG_DOUBLE -> "l"; };
            CType.Complex ct = new CType.Complex(k);
            builtin("__builtin_creal" + sfx, ct.element(), false, ct);
            builtin("__builtin_cimag" + sfx, ct.element(), false, ct);
            builtin("__builtin_conj" + sfx, ct, false, ct);
        }
        // __builtin_malloc, __builtin_strchr, ...: the library prototype (LibraryBuiltins)
        for (var e : LibraryBuiltins.all())
            if (file.lookupLocal("__builtin_" + e.getKey()) == null)
                file.put(new Symbol("__builtin_" + e.getKey(), Symbol.Kind.FUNCTION, e.getValue(), Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE));
        // cp is used by nothing else yet
        if (cp == null) throw new AssertionError();
    }

    private void builtin(String name, CType ret, boolean variadic, CType... params) {
        Symbol s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(ret, List.of(params), variadic, true),
                Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
        symbols.fileScope().put(s);
    }

    /** Is this a compiler builtin (handled by CIRGen, never emitted as a declaration)? */
    public static boolean isBuiltin(Symbol s) {
        return s.loc == SourceLoc.NONE && s.isFunction() && (s.name.startsWith("__builtin_") || s.name.startsWith("__jcirc_")
                || AtomicBuiltins.isAtomicBuiltin(s.name));
    }

    // ------------------------------------------------------------------ attributes

    public Attrs attributes(IASTNode... owners) {
        boolean packed = false, noreturn = false, tls = false, gnuInline = false, weak = false, unused = false, ctor = false;
        int aligned = 0;
        String alias = null, section = null;
        for (IASTNode o : owners) {
            if (o instanceof IASTDeclSpecifier ds && ds.getAlignmentSpecifiers() != null) {   // null in C++ (alignas is an attribute there)
                // _Alignas(N) / _Alignas(T)
                for (IASTAlignmentSpecifier as : ds.getAlignmentSpecifiers()) {
                    long v = 0;
                    if (as.getExpression() != null) {
                        Long x = consts.evalInt(as.getExpression());
                        if (x == null) error(as.getExpression(), "expression is not an integer constant expression");
                        else if (x != 0 && Long.bitCount(x) != 1) error(as.getExpression(), "requested alignment is not a power of 2");
                        else v = x;
                    } else if (as.getTypeId() != null) {
                        v = Types.alignOf(typeOfTypeId(as.getTypeId()));
                    }
                    aligned = (int) Math.max(aligned, v);
                }
            }
            if (!(o instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String n = new String(a.getName());
                if (n.startsWith("__") && n.endsWith("__") && n.length() > 4) n = n.substring(2, n.length() - 2);
                IASTToken arg = a.getArgumentClause();
                String argText = arg == null ? null : tokenText(arg);
                switch (n) {
                    case "packed" -> packed = true;
                    case "aligned" -> {
                        int v = 16;
                        if (argText != null) {
                            try { v = (int) Long.decode(argText.replaceAll("[()\\s]", "")).longValue(); }
                            catch (NumberFormatException e) { v = alignFromExpression(argText); }
                        }
                        aligned = Math.max(aligned, v);
                    }
                    case "noreturn" -> noreturn = true;
                    case "jcirc_thread_local" -> tls = true;
                    case "gnu_inline" -> gnuInline = true;
                    case "weak" -> weak = true;
                    case "unused" -> unused = true;
                    case "constructor" -> ctor = true;
                    case "alias" -> alias = argText == null ? null : argText.replace("\"", "").trim();
                    case "section" -> section = argText == null ? null : argText.replace("\"", "").trim();
                    default -> { }
                }
            }
        }
        if (owners.length > 0 && owners[0] instanceof IASTDeclSpecifier) { /* handled above */ }
        return new Attrs(packed, aligned, noreturn, tls, gnuInline, weak, unused, ctor, alias, section);
    }

    private int alignFromExpression(String text) {
        // e.g. aligned(sizeof(long)) or aligned(__alignof__(double)); common cases only
        String t = text.replaceAll("[()\\s]", "");
        return switch (t) {
            case "sizeoflong", "sizeofdouble", "sizeofvoid*", "__alignof__double", "__alignof__long" -> 8;
            case "sizeofint", "sizeoffloat" -> 4;
            default -> 16;
        };
    }

    private static String tokenText(IASTToken t) {
        if (t instanceof IASTTokenList l) {
            StringBuilder sb = new StringBuilder();
            for (IASTToken x : l.getTokens()) sb.append(tokenText(x));
            return sb.toString();
        }
        return new String(t.getTokenCharImage());
    }

    // ------------------------------------------------------------------ types from declarations

    /**
     * The type named by declaration specifiers (qualifiers included); defines tags as a side effect, once:
     * asked again (by CIRGen after the Sema walk) it answers from {@link SemaResults} and re-enters the tag
     * and enumerators into the current block scope.
     */
    public CType baseType(IASTDeclSpecifier spec) {
        SemaResults.SpecEntry done = results.specs.get(spec);
        if (done != null) {
            Scope scope = symbols.current();
            if (!scope.isFile()) {
                if (done.tag() != null && scope.lookupTagLocal(done.tag().name()) != done.tag()) scope.putTag(done.tag());
                for (Symbol c : done.enumerators()) if (scope.lookupLocal(c.name) != c) scope.put(c);
            }
            return done.type();
        }
        CType t = computeBaseType(spec);
        String tagName = switch (spec) {
            case IASTCompositeTypeSpecifier c -> c.getName().toString();
            case IASTEnumerationSpecifier e -> e.getName().toString();
            case IASTElaboratedTypeSpecifier e -> e.getName().toString();
            default -> "";
        };
        Scope.Tag tag = tagName.isEmpty() ? null : symbols.current().lookupTagLocal(tagName);
        List<Symbol> enumerators = new ArrayList<>();
        if (spec instanceof IASTEnumerationSpecifier e) {
            for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators()) {
                Symbol c = symbols.current().lookupLocal(en.getName().toString());
                if (c != null) enumerators.add(c);
            }
        }
        results.specs.put(spec, new SemaResults.SpecEntry(t, tag, enumerators));
        return t;
    }

    private CType computeBaseType(IASTDeclSpecifier spec) {
        CType t = switch (spec) {
            case IASTSimpleDeclSpecifier s -> simpleType(s);
            case IASTNamedTypeSpecifier n -> {
                String name = n.getName().toString();
                Symbol sym = symbols.lookup(name);
                if (sym == null && (name.equals("__auto_type") || name.equals("__label__"))) {
                    yield CType.INT;   // __auto_type: replaced by autoType(); __label__: a local label declaration
                }
                if (sym == null && cxxNames != null) {   // C++: a class or enum named without its keyword
                    CType cls = jcirc.frontend.cxx.CxxClasses.namedType(this, n.getName());
                    if (cls != null) yield cls;
                }
                if (sym == null || !sym.isTypedef()) {
                    error(n, "unknown type name '" + name + "'");
                    yield CType.INT;
                }
                yield sym.type;
            }
            case IASTCompositeTypeSpecifier c -> defineRecord(c);
            case IASTEnumerationSpecifier e -> defineEnum(e);
            case IASTElaboratedTypeSpecifier e -> elaborated(e);
            default -> {
                error(spec, "unsupported declaration specifier");
                yield CType.INT;
            }
        };
        if (C23Decls.isTypeofUnqual(spec)) t = Types.unqual(t);   // C23 typeof_unqual
        CType bitInt = C23Decls.bitInt(this, spec);   // C23 _BitInt(N)
        if (bitInt != null) t = bitInt;
        t = GnuVectors.applyVectorSize(this, t, spec);   // int __attribute__((vector_size(16))) v;
        boolean restrict = spec instanceof ICASTDeclSpecifier cs && cs.isRestrict();
        CType q = Types.qualify(t, spec.isConst(), spec.isVolatile(), restrict);
        return hasAtomicAttribute(spec) ? Types.atomic(q) : q;
    }

    /** {@code _Atomic} reaches the parser as {@code __attribute__((__jcirc_atomic__))} (AtomicSpecifierRewriter). */
    static boolean hasAtomicAttribute(IASTNode n) {
        if (!(n instanceof IASTAttributeOwner ao)) return false;
        for (IASTAttribute a : ao.getAttributes()) {
            String name = new String(a.getName());
            if (name.equals("__jcirc_atomic__") || name.equals("jcirc_atomic")) return true;
        }
        return false;
    }

    /** GNU {@code _Complex int}, {@code _Complex unsigned char}, ...: the integer type the specifiers name, complex. */
    private CType complexInteger(IASTSimpleDeclSpecifier s) {
        boolean u = s.isUnsigned(), sg = s.isSigned();
        CType.Int e;
        if (s.getType() == IASTSimpleDeclSpecifier.t_char) e = u ? CType.UCHAR : sg ? CType.SCHAR : CType.CHAR;
        else if (s.isShort()) e = u ? CType.USHORT : CType.SHORT;
        else if (s.isLongLong()) e = (CType.Int) CType.of(u ? CType.IntKind.ULLONG : CType.IntKind.LLONG);
        else if (s.isLong()) e = (CType.Int) CType.of(u ? CType.IntKind.ULONG : CType.IntKind.LONG);
        else e = u ? CType.UINT : CType.INT;
        return new CType.Complex(e);
    }

    private CType simpleType(IASTSimpleDeclSpecifier s) {
        boolean u = s.isUnsigned(), sg = s.isSigned();
        if (s.isImaginary()) error(s, "_Imaginary types are not supported");
        if (s.isComplex()) {
            return switch (s.getType()) {
                case IASTSimpleDeclSpecifier.t_float -> new CType.Complex(CType.FloatKind.FLOAT);
                case IASTSimpleDeclSpecifier.t_double -> new CType.Complex(s.isLong() ? CType.FloatKind.LONG_DOUBLE : CType.FloatKind.DOUBLE);
                // plain _Complex: double, as gcc; _Complex unsigned short etc.: a complex integer type
                case IASTSimpleDeclSpecifier.t_unspecified -> !u && !sg && !s.isShort() && !s.isLong() && !s.isLongLong()
                        ? new CType.Complex(CType.FloatKind.DOUBLE) : complexInteger(s);
                case IASTSimpleDeclSpecifier.t_int, IASTSimpleDeclSpecifier.t_char -> complexInteger(s);
                default -> {
                    error(s, "_Complex of this type is not supported");
                    yield new CType.Complex(CType.FloatKind.DOUBLE);
                }
            };
        }
        switch (s.getType()) {
            case IASTSimpleDeclSpecifier.t_void: return CType.VOID;
            case IASTSimpleDeclSpecifier.t_bool: return CType.BOOL;
            case IASTSimpleDeclSpecifier.t_char: return u ? CType.UCHAR : sg ? CType.SCHAR : CType.CHAR;
            case IASTSimpleDeclSpecifier.t_float: return CType.FLOAT;
            case IASTSimpleDeclSpecifier.t_double: return s.isLong() ? CType.LONG_DOUBLE : CType.DOUBLE;
            case IASTSimpleDeclSpecifier.t_int128: return CType.of(u ? CType.IntKind.UINT128 : CType.IntKind.INT128);
            case IASTSimpleDeclSpecifier.t_float128:
                error(s, "__float128 is not supported");
                return CType.LONG_DOUBLE;
            case IASTSimpleDeclSpecifier.t_typeof: {
                IASTExpression e = s.getDeclTypeExpression();
                if (e instanceof IASTTypeIdExpression tie) return typeOfTypeId(tie.getTypeId());
                return e == null ? CType.INT : typeOf(e);
            }
            case IASTSimpleDeclSpecifier.t_auto: {
                error(s, "__auto_type is not supported");
                return CType.INT;
            }
            default: break;
        }
        if (s.isShort()) return u ? CType.USHORT : CType.SHORT;
        if (s.isLongLong()) return u ? CType.ULLONG : CType.LLONG;
        if (s.isLong()) return u ? CType.ULONG : CType.LONG;
        if (s.getType() == IASTSimpleDeclSpecifier.t_unspecified && !u && !sg && !(c23 && isC23Auto(s))) {
            // implicit int (C89)
            // `f(v) {...}`: CDT parses an undeclared K&R parameter as a parameter declaration without specifiers
            if (s.getParent() instanceof IASTParameterDeclaration pd && s.getFileLocation() != null
                    && s.getFileLocation().getNodeLength() == 0) {
                String pn = innermostName(pd.getDeclarator()).toString();
                oldCWarning(s, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                        "parameter '" + pn + "' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int",
                        "parameter '" + pn + "' was not declared, defaults to 'int'");
            } else if (s.getStorageClass() != IASTDeclSpecifier.sc_typedef) {   // also `static count;`, `register i;`
                oldCWarning(s, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                        "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int",
                        "type specifier missing, defaults to 'int'");
            }
        }
        return u ? CType.UINT : CType.INT;
    }

    private CType elaborated(IASTElaboratedTypeSpecifier e) {
        String name = e.getName().toString();
        boolean isEnum = e.getKind() == IASTElaboratedTypeSpecifier.k_enum;
        boolean union = e.getKind() == IASTElaboratedTypeSpecifier.k_union;
        Scope.Tag tag = symbols.lookupTag(name);
        // `struct S;` alone declares a new tag in the current scope
        boolean standalone = e.getParent() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 0;
        if (standalone && !isEnum) {
            Scope.Tag local = symbols.current().lookupTagLocal(name);
            if (local == null) {
                RecordDef d = new RecordDef(name, union);
                symbols.current().putTag(new Scope.Tag(name, d, null));
                return new CType.Record(d);
            }
            tag = local;
        }
        if (tag == null) {
            if (isEnum) {
                EnumDef d = new EnumDef(name);
                symbols.current().putTag(new Scope.Tag(name, null, d));
                return new CType.Enum(d);
            }
            RecordDef d = new RecordDef(name, union);
            // forward references from parameter lists belong to the file scope in practice
            Scope target = symbols.current();
            while (target.kind == Scope.Kind.PROTOTYPE && target.parent != null) target = target.parent;
            target.putTag(new Scope.Tag(name, d, null));
            return new CType.Record(d);
        }
        if (isEnum) {
            if (tag.enumDef() == null) { error(e, "use of '" + name + "' with tag type that does not match previous declaration"); return CType.INT; }
            return new CType.Enum(tag.enumDef());
        }
        if (tag.record() == null || tag.record().isUnion() != union) {
            error(e, "use of '" + name + "' with tag type that does not match previous declaration");
            return CType.INT;
        }
        return new CType.Record(tag.record());
    }

    private CType defineRecord(IASTCompositeTypeSpecifier c) {
        String name = c.getName().toString();
        boolean union = c.getKey() == IASTCompositeTypeSpecifier.k_union;
        RecordDef def = null;
        if (!name.isEmpty()) {
            Scope.Tag local = symbols.current().lookupTagLocal(name);
            if (local != null && local.record() != null && local.record().isUnion() == union && !local.record().isComplete()) {
                def = local.record();
            } else if (local != null && local.record() != null && local.record().isComplete()) {
                error(c.getName(), "redefinition of '" + name + "'");
            }
        }
        if (def == null) {
            def = new RecordDef(name.isEmpty() ? null : name, union);
            if (!name.isEmpty()) symbols.current().putTag(new Scope.Tag(name, def, null));
        }
        def.setBeingDefined(true);
        List<RecordDef.MemberDecl> members = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (IASTDeclaration d : c.getMembers()) {
            if (cxxNames != null && jcirc.frontend.cxx.CxxClasses.notAField(this, d)) continue;   // C++: functions, static members, access labels
            if (!(d instanceof IASTSimpleDeclaration sd)) {
                if (d instanceof IASTProblemDeclaration) continue;
                error(d, "unsupported member declaration");
                continue;
            }
            CType base = baseType(sd.getDeclSpecifier());
            Attrs specAttrs = attributes(sd.getDeclSpecifier(), sd);
            if (sd.getDeclarators().length == 0) {
                // anonymous struct/union member (C11), or a stray tag declaration
                if (Types.unqual(base) instanceof CType.Record r
                        && sd.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier cs && cs.getName().toString().isEmpty()) {
                    members.add(new RecordDef.MemberDecl(null, base, -1, specAttrs.aligned()));
                    for (RecordDef.Field f : r.def().fields()) if (f.name() != null && !seen.add(f.name())) error(sd, "duplicate member '" + f.name() + "'");
                }
                continue;
            }
            for (IASTDeclarator decl : sd.getDeclarators()) {
                CType t = declaratorType(base, decl);
                String mname = innermostName(decl).toString();
                Attrs a = attributes(sd.getDeclSpecifier(), decl);
                int width = -1;
                if (decl instanceof IASTFieldDeclarator fd && fd.getBitFieldSize() != null) {
                    ConstValue v = consts.eval(fd.getBitFieldSize());
                    if (!(v instanceof ConstValue.IntVal iv)) {
                        error(fd.getBitFieldSize(), "bit-field '" + mname + "' width is not an integer constant expression");
                        width = 1;
                    } else {
                        width = (int) iv.value();
                        if (!Types.isInteger(t)) { error(decl, "bit-field '" + mname + "' has non-integral type '" + t + "'"); width = -1; }
                        else if (width < 0 || width > Types.sizeOf(t) * 8) {
                            error(fd.getBitFieldSize(), "width of bit-field '" + mname + "' (" + width + " bits) exceeds the width of its type (" + Types.sizeOf(t) * 8 + " bits)");
                            width = (int) Types.sizeOf(t) * 8;
                        } else if (width == 0 && !mname.isEmpty()) {
                            error(decl, "named bit-field '" + mname + "' has zero width");
                        }
                    }
                }
                if (Types.isVla(t)) {
                    // gcc's variably sized structs are not implemented: an error, not a flexible array member
                    error(decl, "fields must have a constant size: 'variable length array in structure' extension is not supported");
                    t = CType.INT;
                }
                if (width < 0 && !Types.isComplete(t) && !(Types.isArray(t) && !Types.isComplete(t) && isLastMember(c, sd, decl))) {
                    error(decl, "field has incomplete type '" + t + "'");
                    t = CType.INT;
                }
                if (Types.isFunction(t)) { error(decl, "field '" + mname + "' declared as a function"); t = new CType.Pointer(t); }
                if (!mname.isEmpty() && !seen.add(mname)) error(innermostName(decl), "duplicate member '" + mname + "'");
                // packed on the member: on its declarator, or before a plain type (`__attribute__((packed)) long l;`);
                // on a struct/union specifier it belongs to that type, not to the member
                boolean memberPacked = attributes(decl).packed() || (!(sd.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier)
                        && !(sd.getDeclSpecifier() instanceof IASTElaboratedTypeSpecifier) && attributes(sd.getDeclSpecifier()).packed());
                members.add(new RecordDef.MemberDecl(mname.isEmpty() ? null : mname, t, width, a.aligned(), memberPacked));
            }
        }
        Attrs ra = attributes(c, c.getParent() instanceof IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null);
        def.complete(members, ra.packed(), ra.aligned(), packPragmas.at(c));
        return new CType.Record(def);
    }

    private static boolean isLastMember(IASTCompositeTypeSpecifier c, IASTSimpleDeclaration sd, IASTDeclarator d) {
        IASTDeclaration[] ms = c.getMembers();
        if (ms.length == 0 || ms[ms.length - 1] != sd) return false;
        IASTDeclarator[] ds = sd.getDeclarators();
        return ds[ds.length - 1] == d;
    }

    private CType defineEnum(IASTEnumerationSpecifier e) {
        String name = e.getName().toString();
        EnumDef def = new EnumDef(name.isEmpty() ? null : name);
        if (!name.isEmpty()) {
            Scope.Tag local = symbols.current().lookupTagLocal(name);
            if (local != null && local.enumDef() != null && !local.enumDef().isComplete()) def = local.enumDef();
            else if (local != null && local.enumDef() != null) error(e.getName(), "redefinition of 'enum " + name + "'");
            if (def.tag() != null && (local == null || local.enumDef() != def)) symbols.current().putTag(new Scope.Tag(name, null, def));
        }
        CType.Int fixed = C23Decls.fixedEnumType(this, e);   // C23 enum E : unsigned char { ... }
        Map<String, Long> values = new LinkedHashMap<>();
        long next = 0;
        CType enumType = new CType.Enum(def);
        for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators()) {
            String cname = en.getName().toString();
            if (fixed != null && en == e.getEnumerators()[0]) continue;   // the marker carrying the fixed type
            long v = next;
            if (en.getValue() != null) {
                ConstValue cv = consts.eval(en.getValue());
                if (cv instanceof ConstValue.IntVal iv) v = iv.value();
                else error(en.getValue(), "expression is not an integer constant expression");
            }
            values.put(cname, v);
            Symbol prev = symbols.current().lookupLocal(cname);
            if (prev != null) ClangNotes.redefinition(this, en.getName(), prev, prev.kind == Symbol.Kind.ENUM_CONSTANT ? "enumerator '" + cname + "'" : "'" + cname + "'");
            if (fixed != null) v = C23Decls.fitEnumConstant(this, en, fixed, v);
            Symbol s = new Symbol(cname, Symbol.Kind.ENUM_CONSTANT, fixed != null ? enumType : CType.INT, Symbol.Linkage.NONE, false, loc(en.getName()));
            s.enumValue = v;
            symbols.current().put(s);
            next = v + 1;
        }
        def.complete(values);
        if (fixed != null) def.fixUnderlying(fixed);
        return enumType;
    }

    /** The innermost (named) declarator's name. */
    public static IASTName innermostName(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d.getName();
    }

    /** The innermost declarator. */
    public static IASTDeclarator innermost(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d;
    }

    /** Applies a declarator (pointers, arrays, function parameters, nesting) to a base type; once per declarator and base. */
    public CType declaratorType(CType base, IASTDeclarator d) {
        SemaResults.DeclaratorEntry done = results.declarators.get(d);
        if (done != null && done.base().equals(base)) return done.type();
        CType t = computeDeclaratorType(base, d);
        if (done == null) results.declarators.put(d, new SemaResults.DeclaratorEntry(base, t));
        return t;
    }

    private CType computeDeclaratorType(CType base, IASTDeclarator d) {
        CType t = base;
        // typedef int v4si __attribute__((vector_size(16))): the attribute makes the declaration's base type a vector
        if (!(d.getParent() instanceof IASTDeclarator)) t = GnuVectors.applyVectorSize(this, t, d);
        for (IASTPointerOperator po : d.getPointerOperators()) {
            if (po instanceof IASTPointer p) {
                boolean r = p instanceof ICASTPointer cp && cp.isRestrict();
                t = Types.qualify(new CType.Pointer(t), p.isConst(), p.isVolatile(), r);
                if (hasAtomicAttribute(p)) t = Types.atomic(t);
            }
        }
        if (d instanceof IASTArrayDeclarator ad) {
            IASTArrayModifier[] mods = ad.getArrayModifiers();
            for (int i = mods.length - 1; i >= 0; i--) {
                IASTExpression size = mods[i].getConstantExpression();
                if (Types.isFunction(t)) error(d, "'" + innermostName(d) + "' declared as array of functions");
                if (size == null && mods[i] instanceof ICASTArrayModifier cm && cm.isVariableSized()) {
                    vlaSizes.add(null);   // int a[*]: a VLA of unspecified size (prototypes only)
                    t = new CType.Array(t, -(1 + vlaSizes.size()), true);
                } else if (size == null) {
                    t = new CType.Array(t, -1);
                } else {
                    ConstValue v = consts.eval(size);
                    if (v instanceof ConstValue.IntVal iv) {
                        long n = iv.value();
                        if (n < 0 && !isStaticAssert(d)) {
                            error(size, "'" + innermostName(d) + "' declared as an array with a negative size");
                            n = 1;
                        } else if (tooLarge(iv.exact(), t)) {
                            error(size, "array is too large (" + iv.exact() + " elements)");
                            n = 1;
                        }
                        t = new CType.Array(t, Math.max(n, 0));
                    } else {
                        typeOf(size);
                        // a VLA: its length field is -(2 + k), k the index of its size expression (vlaSize)
                        vlaSizes.add(size);
                        t = new CType.Array(t, -(1 + vlaSizes.size()), true);
                    }
                }
            }
        } else if (d instanceof IASTStandardFunctionDeclarator fd) {
            t = functionType(t, fd);
        } else if (d instanceof ICASTKnRFunctionDeclarator kr) {
            List<CType> ps = new ArrayList<>();
            for (IASTName pn : kr.getParameterNames()) {
                IASTDeclarator pd = knrParameterDeclarator(kr, pn.toString());
                CType pt = CType.INT;
                if (pd != null && pd.getParent() instanceof IASTSimpleDeclaration psd) {
                    pt = declaratorType(baseType(psd.getDeclSpecifier()), pd);
                } else {
                    oldCWarning(pn, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                            "parameter '" + pn + "' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int",
                            "parameter '" + pn + "' was not declared, defaults to 'int'");
                }
                ps.add(adjustParam(pt));
            }
            t = new CType.Function(t, ps, false, false);
        }
        if (d.getNestedDeclarator() != null) t = declaratorType(t, d.getNestedDeclarator());
        return t;
    }

    /** clang's limit: an array's size in bits must fit in 64 bits (so sizes in bytes never overflow a long). */
    private static boolean tooLarge(java.math.BigInteger n, CType element) {
        if (n.signum() < 0) return false;   // reported as a negative size
        long es = Types.isComplete(element) && !Types.isVla(element) ? Math.max(Types.sizeOf(element), 1) : 1;
        return n.multiply(java.math.BigInteger.valueOf(es)).bitLength() > 63;   // PTRDIFF_MAX bytes, as gcc (991014-1)
    }

    /** The declarator declaring K&R parameter {@code name} in the declaration list (also {@code int (*f)();}), or null. */
    public static IASTDeclarator knrParameterDeclarator(ICASTKnRFunctionDeclarator kr, String name) {
        for (IASTDeclaration d : kr.getParameterDeclarations())
            if (d instanceof IASTSimpleDeclaration sd)
                for (IASTDeclarator dd : sd.getDeclarators())
                    if (innermostName(dd).toString().equals(name)) return dd;
        return null;
    }

    private static boolean isStaticAssert(IASTDeclarator d) {
        for (IASTNode n = d; n != null; n = n.getParent()) {
            if (n instanceof IASTFunctionDeclarator fd && fd.getName().toString().equals("__jcirc_static_assert")) return true;
        }
        return false;
    }

    private CType functionType(CType ret, IASTStandardFunctionDeclarator fd) {
        IASTParameterDeclaration[] params = fd.getParameters();
        if (params.length == 0 && !fd.takesVarArgs()) return new CType.Function(ret, List.of(), false, false);
        List<CType> ps = new ArrayList<>();
        symbols.push(Scope.Kind.PROTOTYPE);
        try {
            for (IASTParameterDeclaration p : params) {
                CType pt = declaratorType(baseType(p.getDeclSpecifier()), p.getDeclarator());
                if (params.length == 1 && Types.isVoid(pt) && !(Types.unqual(pt) instanceof CType.Qualified)
                        && innermostName(p.getDeclarator()).toString().isEmpty() && pt.equals(CType.VOID)) {
                    return new CType.Function(ret, List.of(), fd.takesVarArgs(), true);
                }
                if (Types.isVoid(pt)) {
                    // int f(void x);  int g(int, void);  -> clang's errors; the parameter becomes int
                    boolean named = !innermostName(p.getDeclarator()).toString().isEmpty();
                    error(p, named ? "argument may not have 'void' type"
                            : params.length == 1 ? "'void' as parameter must not have type qualifiers"
                            : "'void' must be the first and only parameter if specified");
                    pt = CType.INT;
                }
                ps.add(adjustParam(pt));
                declarePrototypeParam(p, adjustParam(pt));
            }
        } finally {
            symbols.pop();
        }
        return new CType.Function(ret, ps, fd.takesVarArgs(), true);
    }

    /**
     * A parameter in prototype scope, so that later parameters' array sizes can name it
     * ({@code int f(int n, int a[n][n])}). The symbol is the one the parameter's name resolves to; a
     * definition's {@link #declareParam} takes it over, so the size expressions mean the parameter.
     */
    private void declarePrototypeParam(IASTParameterDeclaration p, CType type) {
        IASTName n = innermostName(p.getDeclarator());
        if (n == null || n.toString().isEmpty()) return;
        Symbol s = resolved.get(n);
        if (s == null) {
            s = new Symbol(n.toString(), Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, false, loc(n));
            s.isParameter = true;
            resolved.put(n, s);
        }
        if (symbols.current().lookupLocal(s.name) == null) symbols.current().put(s);
    }

    /** Parameter type adjustment: arrays and functions become pointers. */
    public static CType adjustParam(CType t) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Array a) return new CType.Pointer(a.element());
        if (u instanceof CType.Function) return new CType.Pointer(u);
        return t;
    }

    public CType typeOfTypeId(IASTTypeId id) {
        CType t = typeIdTypes.get(id);
        if (t == null) {
            t = declaratorType(baseType(id.getDeclSpecifier()), id.getAbstractDeclarator());
            typeIdTypes.put(id, t);
        }
        return t;
    }

    // ------------------------------------------------------------------ declarations

    /**
     * Declares the entity of one declarator (not yet its initializer); applies C's rules for
     * linkage, redeclaration, composite types and tentative definitions. Returns the symbol.
     */
    public Symbol declare(IASTDeclSpecifier spec, IASTDeclarator decl, CType type, boolean isDefinition, boolean hasInit) {
        Symbol done = results.declarations.get(decl);
        if (done != null) {   // declared by the Sema walk: CIRGen's scopes see it too
            Scope scope = symbols.current();
            if (!scope.isFile() && scope.lookupLocal(done.name) != done) scope.put(done);
            return done;
        }
        Symbol s = computeDeclare(spec, decl, type, isDefinition, hasInit);
        results.declarations.put(decl, s);
        return s;
    }

    private Symbol computeDeclare(IASTDeclSpecifier spec, IASTDeclarator decl, CType type, boolean isDefinition, boolean hasInit) {
        IASTName nameNode = innermostName(decl);
        String name = symbolName(nameNode);
        int sc = spec.getStorageClass();
        // C++: 'static' on a class member means "no object", not internal linkage: the in-class declaration is an extern one
        if (cxxNames != null && sc == IASTDeclSpecifier.sc_static && jcirc.frontend.cxx.CxxClasses.isClassMember(nameNode)) sc = IASTDeclSpecifier.sc_extern;
        Scope scope = symbols.current();
        boolean file = scope.isFile();
        Attrs attrs = attributes(spec, decl, decl.getParent());
        if (sc == IASTDeclSpecifier.sc_typedef) {
            Symbol prev = scope.lookupLocal(name);
            if (prev != null && !(prev.isTypedef() && Types.compatible(prev.type, type))) {
                error(nameNode, prev.isTypedef() ? "typedef redefinition with different types ('" + type + "' vs '" + prev.type + "')"
                        : "redefinition of '" + name + "' as different kind of symbol");
            }
            Symbol s = new Symbol(name, Symbol.Kind.TYPEDEF, type, Symbol.Linkage.NONE, false, loc(nameNode));
            // typedef int aligned_int __attribute__((aligned(64))): objects declared with the typedef get the alignment
            s.alignAttr = Math.max(attrs.aligned(), typedefAlignment(spec));
            scope.put(s);
            resolved.put(nameNode, s);
            return s;
        }
        boolean isFunc = Types.isFunction(type);
        Symbol prev = scope.lookupLocal(name);
        Symbol.Linkage linkage;
        if (isFunc) {
            linkage = sc == IASTDeclSpecifier.sc_static ? Symbol.Linkage.INTERNAL : Symbol.Linkage.EXTERNAL;
            if (!file && sc == IASTDeclSpecifier.sc_static) error(nameNode, "function declared in block scope cannot have 'static' storage class");
        } else if (file) {
            // C23 6.2.2: a file-scope constexpr object has internal linkage
            linkage = sc == IASTDeclSpecifier.sc_static || C23Decls.isConstexpr(spec) ? Symbol.Linkage.INTERNAL : Symbol.Linkage.EXTERNAL;
        } else {
            linkage = sc == IASTDeclSpecifier.sc_extern ? Symbol.Linkage.EXTERNAL : Symbol.Linkage.NONE;
        }
        if (linkage != Symbol.Linkage.NONE) {
            Symbol ext = prev != null ? prev : symbols.external(name);
            if (ext == null && !file) {
                Symbol visible = symbols.lookup(name);
                if (visible != null && visible.linkage != Symbol.Linkage.NONE) ext = visible;
            }
            if (ext != null && (ext.isFunction() || ext.isVariable()) && ext.linkage != Symbol.Linkage.NONE) {
                // redeclaration of an entity with linkage
                if ((sc == IASTDeclSpecifier.sc_extern || (isFunc && sc != IASTDeclSpecifier.sc_static)) ) linkage = ext.linkage;
                if (ext.linkage != linkage && file) {
                    error(nameNode, (linkage == Symbol.Linkage.INTERNAL ? "static declaration of '" + name + "' follows non-static declaration"
                            : "non-static declaration of '" + name + "' follows static declaration"));
                }
                if (ext.isFunction() != isFunc || !Types.compatible(ext.type, type) && !compatibleIgnoringArrayQual(ext.type, type)) {
                    error(nameNode, "conflicting types for '" + name + "'");
                } else {
                    ext.type = Types.composite(ext.type, type);
                }
                if (isDefinition || hasInit) {
                    if (ext.defined && !(ext.inlineOnly)) error(nameNode, "redefinition of '" + name + "'");
                    ext.defined = true;
                    ext.tentative = false;
                } else if (file && !isFunc && sc != IASTDeclSpecifier.sc_extern && !ext.defined) {
                    ext.tentative = true;
                }
                if (isFunc) applyFunctionSpecifiers(ext, spec, attrs, isDefinition);
                if (attrs.aligned() > 0) ext.alignAttr = Math.max(ext.alignAttr, attrs.aligned());
                GnuAttributes.mergeInto(ext, GnuAttributes.collect(this, spec, decl, decl.getParent()));
                String asmLabel = asmLabel(decl);
                if (asmLabel != null) ext.irName = asmLabel;
                if (!file || scope.lookupLocal(name) == null) scope.put(ext);
                resolved.put(nameNode, ext);
                return ext;
            }
        }
        if (prev != null) {
            error(nameNode, prev.kind != (isFunc ? Symbol.Kind.FUNCTION : Symbol.Kind.VARIABLE)
                    ? "redefinition of '" + name + "' as different kind of symbol" : "redefinition of '" + name + "'");
        }
        boolean isStatic = file || isFunc || sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern;
        Symbol s = new Symbol(name, isFunc ? Symbol.Kind.FUNCTION : Symbol.Kind.VARIABLE, type, linkage, isStatic, loc(nameNode));
        s.alignAttr = Math.max(attrs.aligned(), typedefAlignment(spec));
        s.threadLocal = attrs.threadLocal();
        GnuAttributes.mergeInto(s, GnuAttributes.collect(this, spec, decl, decl.getParent()));
        if (s.gnu.weakref != null) {
            // static int f(void) __attribute__((weakref("g")));  ->  uses of f are weak references to g
            String target = !s.gnu.weakref.isEmpty() ? s.gnu.weakref : s.gnu.alias;
            if (target == null) error(nameNode, "weakref declaration of '" + name + "' must also have an alias attribute");
            else { s.irName = target; s.gnu.alias = null; }
        }
        String asmLabel = asmLabel(decl);
        if (asmLabel != null) {
            if (linkage != Symbol.Linkage.NONE || isFunc) s.irName = asmLabel;   // int f(void) __asm__("g");
            else warning(nameNode, "variable '" + name + "' bound to register '" + asmLabel
                    + "' with asm is treated as an ordinary variable (explicit register variables are not supported)");
        }
        if (isFunc) {
            applyFunctionSpecifiers(s, spec, attrs, isDefinition);
            s.defined = isDefinition;
        } else {
            s.defined = hasInit || (!file && sc != IASTDeclSpecifier.sc_extern);
            s.tentative = file && !hasInit && sc != IASTDeclSpecifier.sc_extern;
            if (!file && sc == IASTDeclSpecifier.sc_static) {
                s.irName = currentFunctionName + "." + name + (staticLocalCounter++ == 0 ? "" : "." + staticLocalCounter);
            }
            if (!file && sc == IASTDeclSpecifier.sc_extern && hasInit) error(nameNode, "declaration of block scope identifier with linkage cannot have an initializer");
        }
        scope.put(s);
        if (!isFunc && C23Decls.isConstexpr(spec)) C23Decls.defineConstexpr(this, s, decl);
        if (linkage != Symbol.Linkage.NONE) symbols.recordExternal(s);
        if (s.isStatic && (linkage != Symbol.Linkage.NONE || (!file && sc == IASTDeclSpecifier.sc_static))) fileSymbols.add(s);
        resolved.put(nameNode, s);
        return s;
    }

    private static boolean compatibleIgnoringArrayQual(CType a, CType b) {
        return Types.compatibleUnqual(a, b);
    }

    private void applyFunctionSpecifiers(Symbol s, IASTDeclSpecifier spec, Attrs attrs, boolean isDefinition) {
        boolean inline = spec.isInline();
        s.isInline |= inline;
        if (isDefinition && inline && (attrs.gnuInline() || spec.getStorageClass() == IASTDeclSpecifier.sc_extern)) {
            s.inlineOnly = true;
        } else if (isDefinition) {
            s.inlineOnly = false;
        }
    }

    /** Name of the function whose body is being generated (for naming static locals). */
    public String currentFunctionName = "";

    /** Declares a function implicitly at its first call (C89 rule; gcc warns). */
    public Symbol implicitFunction(IASTName name) {
        String n = name.toString();
        oldCWarning(name, jcirc.frontend.warnings.WarningOptions.IMPLICIT_FUNCTION_DECLARATION,
                "call to undeclared function '" + n + "'; ISO C99 and later do not support implicit function declarations",
                "implicit declaration of function '" + n + "'");
        Symbol s = symbols.external(n);
        if (s != null) return s;
        // an undeclared library builtin (malloc, memset, __builtin_strchr, ...) gets its library prototype, as in gcc
        CType.Function lib = LibraryBuiltins.prototype(n);
        if (lib == null) lib = ImplicitLibraryTypes.of(n, symbols.external(n.startsWith("__builtin_") ? n.substring(10) : n));
        s = new Symbol(n, Symbol.Kind.FUNCTION, lib != null ? lib : new CType.Function(CType.INT, List.of(), false, false),
                Symbol.Linkage.EXTERNAL, true, loc(name));
        symbols.fileScope().put(s);
        symbols.recordExternal(s);
        fileSymbols.add(s);
        return s;
    }

    /** Declares a function parameter in the current (function) scope. */
    public Symbol declareParam(String name, CType type, IASTNode at) {
        Symbol done = results.params.get(at);
        if (done != null) {
            if (symbols.current().lookupLocal(done.name) != done) symbols.current().put(done);
            return done;
        }
        Symbol s = computeDeclareParam(name, type, at);
        results.params.put(at, s);
        return s;
    }

    private Symbol computeDeclareParam(String name, CType type, IASTNode at) {
        Symbol prev = symbols.current().lookupLocal(name);
        if (prev != null) error(at, "redefinition of parameter '" + name + "'");
        // the symbol the prototype scope made for it (VLA sizes of later parameters refer to it)
        Symbol proto = at instanceof IASTParameterDeclaration pd ? resolved.get(innermostName(pd.getDeclarator())) : null;
        if (proto != null && prev == null && proto.isParameter && !proto.defined) {
            proto.type = type;
            proto.defined = true;
            symbols.current().put(proto);
            return proto;
        }
        Symbol s = new Symbol(name, Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, false, loc(at));
        s.isParameter = true;
        s.defined = true;
        symbols.current().put(s);
        return s;
    }

    public Symbol resolvedSymbol(IASTName n) { return resolved.get(n); }

    // ------------------------------------------------------------------ expression typing

    /** Looks an identifier up; reports an undeclared identifier once (then returns null). */
    public Symbol lookupId(IASTIdExpression id) {
        Symbol s = resolved.get(id.getName());
        if (s != null) return s;
        String n = symbolName(id.getName());
        s = symbols.lookup(n);
        if (s == null && PredefinedIdentifiers.isPredefined(n)) {
            if (currentFunctionName.isEmpty() && !reportedUndeclared.containsKey(id)) {
                reportedUndeclared.put(id, Boolean.TRUE);
                warning(id, "predefined identifier is only valid inside function");
            }
            s = PredefinedIdentifiers.symbol(predefinedIdentifiers, n, currentFunctionName, loc(id));
        }
        if (s == null) {
            if (id.getParent() instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() == id) {
                s = implicitFunction(id.getName());
            } else {
                if (!reportedUndeclared.containsKey(id)) {
                    reportedUndeclared.put(id, Boolean.TRUE);
                    TypoCorrection.undeclared(this, id, n, symbols);
                }
                return null;
            }
        }
        if (s.isTypedef()) {
            error(id, "unexpected type name '" + n + "': expected expression");
            return null;
        }
        resolved.put(id.getName(), s);
        return s;
    }

    private final Map<IASTNode, Boolean> reportedUndeclared = new JournaledMap<>(this);
    private final Map<String, Symbol> predefinedIdentifiers = new java.util.HashMap<>();

    /** The type of an expression as written (arrays and functions not yet decayed, lvalue qualifiers kept). */
    public CType typeOf(IASTExpression e) {
        CType t = exprTypes.get(e);
        if (t == null) {
            t = computeType(e);
            exprTypes.put(e, t);
        }
        return t;
    }

    /** The type of an expression's value after lvalue conversion and decay. */
    public CType rvalueType(IASTExpression e) { return Types.rvalue(typeOf(e)); }

    private CType computeType(IASTExpression e) {
        switch (e) {
            case IASTLiteralExpression lit -> {
                String text = new String(lit.getValue());
                switch (lit.getKind()) {
                    case IASTLiteralExpression.lk_integer_constant -> {
                        Literals.IntLit il = Literals.parseInt(text);
                        if (il == null) {
                            Literals.FloatLit fl = Literals.parseFloat(text);
                            if (fl != null) return Literals.isImaginary(text) ? Types.complexOf(CType.DOUBLE) : fl.type();
                            error(e, "invalid integer constant '" + text + "'");
                            return CType.INT;
                        }
                        return il.type();
                    }
                    case IASTLiteralExpression.lk_float_constant -> {
                        Literals.FloatLit fl = Literals.parseFloat(text);
                        if (fl == null) { error(e, "invalid floating constant '" + text + "'"); return CType.DOUBLE; }
                        return Literals.isImaginary(text) ? Types.complexOf(fl.type()) : fl.type();
                    }
                    case IASTLiteralExpression.lk_char_constant -> {
                        CType ct = Literals.parseChar(text).type();
                        return jcirc.frontend.cxx.CxxLiterals.isPlainChar(lit, ct) ? CType.CHAR : ct;
                    }
                    case IASTLiteralExpression.lk_string_literal -> {
                        Literals.StringLit s = Literals.parseString(text);
                        return new CType.Array(s.elementType(), s.length() + 1);
                    }
                    default -> {
                        CType cxx = jcirc.frontend.cxx.CxxLiterals.type(lit);   // true, false, nullptr
                        if (cxx == null && lit.getKind() == IASTLiteralExpression.lk_this) error(e, "'this' is not supported yet");
                        return cxx != null ? cxx : CType.INT;
                    }
                }
            }
            case IASTIdExpression id -> {
                Symbol s = lookupId(id);
                if (s == null) return CType.INT;
                return s.type;   // enum constants: int, or the enum type of a C23 fixed-type enum
            }
            case IASTUnaryExpression u -> { return unaryType(u); }
            case IASTBinaryExpression b -> { return binaryType(b); }
            case IASTConditionalExpression c -> {
                CType ct = rvalueType(c.getLogicalConditionExpression());
                if (!Types.isScalar(ct)) error(c.getLogicalConditionExpression(), "used type '" + ct + "' where arithmetic or pointer type is required");
                IASTExpression pos = c.getPositiveResultExpression();
                CType a = pos == null ? ct : rvalueType(pos);
                CType b = rvalueType(c.getNegativeResultExpression());
                return conditionalType(c, a, b, pos == null ? c.getLogicalConditionExpression() : pos, c.getNegativeResultExpression());
            }
            case IASTCastExpression c when ComplexParts.partOf(c) != null -> {
                // __real__ e / __imag__ e: the part of a complex value (an lvalue when e is); of a real value, e itself or 0
                CType t = typeOf(c.getOperand());
                if (!Types.isArithmetic(t)) { error(c, "invalid argument type '" + t + "' to __real__/__imag__"); return CType.DOUBLE; }
                if (Types.isComplex(t)) return t instanceof CType.Qualified q ? Types.qualify(Types.realType(t), q.isConst(), q.isVolatile(), false) : Types.realType(t);
                return Types.rvalue(t);
            }
            case IASTCastExpression c -> {
                CType to = typeOfTypeId(c.getTypeId());
                CType from = rvalueType(c.getOperand());
                if (Types.isVector(to) || Types.isVector(from)) {
                    // (v4si)v8hi, (long long)v2si, (v2si)0LL: a reinterpretation between types of one size
                    if (!GnuVectors.castable(from, to))
                        error(c, "invalid conversion between vector type '" + (Types.isVector(to) ? to : from) + "' and '"
                                + (Types.isVector(to) ? from : to) + "' of different size");
                    return Types.unqual(to);
                }
                if (Types.unqual(to) instanceof CType.Record rt) {
                    // GNU: (union U) member-typed value; (struct S) s of its own type
                    if (!Types.compatibleUnqual(rt, from) && UnionCasts.member(rt, from) == null) {
                        if (rt.def().isUnion()) error(c, "cast to union type from type '" + from + "' not present in union");
                        else error(c, "used type '" + to + "' where arithmetic or pointer type is required");
                    }
                    return rt;
                }
                if (!Types.isVoid(to)) {
                    if (!Types.isScalar(to)) error(c, "used type '" + to + "' where arithmetic or pointer type is required");
                    else if (!Types.isScalar(from)) error(c.getOperand(), "operand of type '" + from + "' where arithmetic or pointer type is required");
                    else if ((Types.isFloating(to) && Types.isPointer(from)) || (Types.isPointer(to) && Types.isFloating(from))) {
                        error(c, "cannot cast between pointer and floating type");
                    }
                }
                return Types.unqual(to);
            }
            case IASTFunctionCallExpression call when isSelection(call) -> {
                IASTExpression sel = genericSelection(call);
                return sel == null ? CType.INT : typeOf(sel);
            }
            case IASTFunctionCallExpression call when GnuVectors.builtinOf(call) != null -> {
                return GnuVectors.builtinType(this, call);
            }
            case IASTFunctionCallExpression call -> {
                CType ft = rvalueType(call.getFunctionNameExpression());
                CType fn = Types.pointee(ft);
                if (fn == null || !Types.isFunction(fn)) {
                    error(call, "called object type '" + ft + "' is not a function or function pointer");
                    for (IASTInitializerClause a : call.getArguments()) if (a instanceof IASTExpression ae) typeOf(ae);
                    return CType.INT;
                }
                CType.Function f = (CType.Function) Types.unqual(fn);
                IASTInitializerClause[] args = call.getArguments();
                for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) typeOf(ae);
                if (f.prototyped()) {
                    int n = f.params().size();
                    if (args.length < n || (args.length > n && !f.variadic())) {
                        error(call, "too " + (args.length < n ? "few" : "many") + " arguments to function call, expected "
                                + (f.variadic() ? "at least " : "") + n + ", have " + args.length);
                    } else {
                        // a builtin's pointer parameters take pointers (its code generation relies on it): int <-> pointer is an error, as in clang
                        strictPointerConversions = call.getFunctionNameExpression() instanceof IASTIdExpression bid && resolved.get(bid.getName()) instanceof Symbol bs && isBuiltin(bs);
                        try {
                            for (int i = 0; i < n; i++) checkAssignable(args[i], f.params().get(i), args[i] instanceof IASTExpression ae ? ae : null, "passing");
                        } finally {
                            strictPointerConversions = false;
                        }
                    }
                }
                if (isBuiltinName(call, "__jcirc_va_arg")) return new CType.Pointer(CType.VOID);
                if (call.getFunctionNameExpression() instanceof IASTIdExpression fid && AtomicBuiltins.isAtomicBuiltin(fid.getName().toString())
                        && lookupId(fid) instanceof Symbol bs && isBuiltin(bs)) {
                    List<CType> ats = new ArrayList<>();
                    for (IASTInitializerClause a : args) ats.add(a instanceof IASTExpression ae ? rvalueType(ae) : CType.INT);
                    return AtomicBuiltins.resultType(bs.name, ats, msg -> error(call, msg));
                }
                return Types.unqual(f.returnType());
            }
            case IASTFieldReference fr -> {
                MemberRef m = member(fr);
                return m == null ? CType.INT : m.type;
            }
            case IASTArraySubscriptExpression as -> {
                CType a = rvalueType(as.getArrayExpression());
                CType i = as.getArgument() instanceof IASTExpression ie ? rvalueType(ie) : CType.INT;
                if (Types.unqual(a) instanceof CType.Vector v && Types.isInteger(i)) {
                    // v[i]: an element of the vector (an lvalue when v is one), qualifiers of v kept
                    CType at = typeOf(as.getArrayExpression());
                    return at instanceof CType.Qualified q ? Types.qualify(v.element(), q.isConst(), q.isVolatile(), false) : v.element();
                }
                CType elem = Types.isPointer(a) && Types.isInteger(i) ? Types.pointee(a) : Types.isPointer(i) && Types.isInteger(a) ? Types.pointee(i) : null;
                if (elem != null && Types.isVoid(elem)) {
                    // clang's error (gcc: a void lvalue nobody can use); was an internal compiler error (fuzz seed 6)
                    error(as, "subscript of pointer to incomplete type '" + elem + "'");
                    return CType.INT;
                }
                if (Types.isPointer(a) && Types.isInteger(i)) return subscripted(as.getArrayExpression(), Types.pointee(a));
                if (Types.isPointer(i) && Types.isInteger(a)) return subscripted((IASTExpression) as.getArgument(), Types.pointee(i));
                error(as, "subscripted value is not an array, pointer, or vector");
                return CType.INT;
            }
            case IASTExpressionList l -> {
                CType last = CType.VOID;
                for (IASTExpression x : l.getExpressions()) last = rvalueType(x);
                return last;
            }
            case IASTTypeIdExpression t -> {
                CType ty = typeOfTypeId(t.getTypeId());
                switch (t.getOperator()) {
                    case IASTTypeIdExpression.op_sizeof, IASTTypeIdExpression.op_alignof -> {
                        if (t.getOperator() == IASTTypeIdExpression.op_sizeof && !Types.isComplete(ty) && !Types.isVoid(ty) && !Types.isVla(ty)) {
                            error(t, "invalid application of 'sizeof' to an incomplete type '" + ty + "'");
                        }
                        return CType.SIZE_T;
                    }
                    default -> { return ty; }
                }
            }
            case ICASTTypeIdInitializerExpression cl -> {
                CType t = typeOfTypeId(cl.getTypeId());
                if (Types.isArray(t) && ((CType.Array) Types.unqual(t)).length() < 0 && cl.getInitializer() instanceof IASTInitializerList il) {
                    t = new CType.Array(((CType.Array) Types.unqual(t)).element(), InitLayout.arrayLengthFromList(this, il, ((CType.Array) Types.unqual(t)).element()));
                }
                return t;
            }
            case IGNUASTCompoundStatementExpression se -> {
                CType t = stmtExprTypes.get(se);
                return t != null ? t : statementExpressionType(se);
            }
            case IASTProblemExpression p -> { return CType.INT; }
            default -> {
                error(e, "unsupported expression");
                return CType.INT;
            }
        }
    }

    /** The element type of {@code p[i]}; a function or incomplete record element is an error (as in clang). */
    private CType subscripted(IASTExpression pointer, CType element) {
        if (Types.isFunction(element)) error(pointer, "subscript of pointer to function type '" + element + "'");
        else if (Types.isRecord(element) && !Types.isComplete(element)) error(pointer, "subscript of pointer to incomplete type '" + element + "'");
        else return element;
        return CType.INT;
    }

    private final List<IASTExpression> vlaSizes = new ArrayList<>();

    /** The size expression of a variable length array type (see declaratorType). */
    public IASTExpression vlaSize(CType.Array a) {
        int k = (int) (-a.length() - 2);
        return a.vla() && k >= 0 && k < vlaSizes.size() ? vlaSizes.get(k) : null;
    }

    /** Types of statement expressions, recorded by CIRGen (they need the statements' scopes). */
    public final Map<IASTExpression, CType> stmtExprTypes = new IdentityHashMap<>();

    public static boolean isBuiltinName(IASTFunctionCallExpression call, String name) {
        IASTExpression f = call.getFunctionNameExpression();
        return f instanceof IASTIdExpression id && id.getName().toString().equals(name);
    }

    private CType unaryType(IASTUnaryExpression u) {
        IASTExpression op = u.getOperand();
        switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary:
                return typeOf(op);
            case IASTUnaryExpression.op_labelReference:
                return new CType.Pointer(CType.VOID);   // GNU &&label: void *
            case IASTUnaryExpression.op_amper: {
                CType t = typeOf(op);
                if (!isLvalue(op) && !Types.isFunction(t)) error(u, "cannot take the address of an rvalue of type '" + t + "'");
                if (isBitField(op)) error(u, "address of bit-field requested");
                return new CType.Pointer(t);
            }
            case IASTUnaryExpression.op_star: {
                CType t = rvalueType(op);
                CType p = Types.pointee(t);
                if (p == null) { error(u, "indirection requires pointer operand ('" + t + "' invalid)"); return CType.INT; }
                return p;
            }
            case IASTUnaryExpression.op_plus, IASTUnaryExpression.op_minus: {
                CType t = rvalueType(op);
                if (Types.isVector(t)) return Types.unqual(t);
                if (!Types.isArithmetic(t)) { error(u, "invalid argument type '" + t + "' to unary expression"); return CType.INT; }
                return Types.promote(t);
            }
            case IASTUnaryExpression.op_tilde: {
                CType t = rvalueType(op);
                if (Types.unqual(t) instanceof CType.Vector v) {
                    if (!Types.isInteger(v.element())) error(u, "invalid argument type '" + t + "' to unary expression");
                    return v;
                }
                if (Types.isComplex(t)) return Types.unqual(t);     // GNU: the complex conjugate
                if (!Types.isInteger(t)) { error(u, "invalid argument type '" + t + "' to unary expression"); return CType.INT; }
                return Types.promote(t);
            }
            case IASTUnaryExpression.op_not: {
                CType t = rvalueType(op);
                if (!Types.isScalar(t)) error(u, "invalid argument type '" + t + "' to unary expression");
                return CType.INT;
            }
            case IASTUnaryExpression.op_prefixIncr, IASTUnaryExpression.op_prefixDecr,
                 IASTUnaryExpression.op_postFixIncr, IASTUnaryExpression.op_postFixDecr: {
                CType t = typeOf(op);
                checkModifiableLvalue(op, t);
                if (!Types.isScalar(t) && !Types.isVector(t)) error(u, "cannot increment value of type '" + t + "'");
                return Types.unqual(t);
            }
            case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf: {
                CType t = typeOf(op);
                if (u.getOperator() == IASTUnaryExpression.op_sizeof && !Types.isComplete(t) && !Types.isVoid(t) && !Types.isFunction(t) && !Types.isVla(t)) {
                    error(u, "invalid application of 'sizeof' to an incomplete type '" + t + "'");
                }
                return CType.SIZE_T;
            }
            case IASTUnaryExpression.op_typeof:
                return typeOf(op);
            default:
                error(u, "unsupported unary operator");
                return CType.INT;
        }
    }

    private CType binaryType(IASTBinaryExpression b) {
        int op = b.getOperator();
        IASTExpression l = b.getOperand1(), r = b.getOperand2();
        switch (op) {
            case IASTBinaryExpression.op_assign: {
                CType lt = typeOf(l);
                rvalueType(r);
                checkModifiableLvalue(l, lt);
                checkAssignable(r, lt, r, "assigning");
                return Types.unqual(lt);
            }
            case IASTBinaryExpression.op_multiplyAssign, IASTBinaryExpression.op_divideAssign, IASTBinaryExpression.op_moduloAssign,
                 IASTBinaryExpression.op_plusAssign, IASTBinaryExpression.op_minusAssign, IASTBinaryExpression.op_shiftLeftAssign,
                 IASTBinaryExpression.op_shiftRightAssign, IASTBinaryExpression.op_binaryAndAssign, IASTBinaryExpression.op_binaryXorAssign,
                 IASTBinaryExpression.op_binaryOrAssign: {
                CType lt = typeOf(l);
                CType rt = rvalueType(r);
                checkModifiableLvalue(l, lt);
                arithResult(b, compoundBase(op), Types.rvalue(lt), rt);
                return Types.unqual(lt);
            }
            case IASTBinaryExpression.op_logicalAnd, IASTBinaryExpression.op_logicalOr: {
                CType a = rvalueType(l), c = rvalueType(r);
                if (!Types.isScalar(a) || !Types.isScalar(c)) error(b, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            }
            default:
                return arithResult(b, op, rvalueType(l), rvalueType(r));
        }
    }

    /** The plain operator of a compound assignment. */
    public static int compoundBase(int op) {
        return switch (op) {
            case IASTBinaryExpression.op_multiplyAssign -> IASTBinaryExpression.op_multiply;
            case IASTBinaryExpression.op_divideAssign -> IASTBinaryExpression.op_divide;
            case IASTBinaryExpression.op_moduloAssign -> IASTBinaryExpression.op_modulo;
            case IASTBinaryExpression.op_plusAssign -> IASTBinaryExpression.op_plus;
            case IASTBinaryExpression.op_minusAssign -> IASTBinaryExpression.op_minus;
            case IASTBinaryExpression.op_shiftLeftAssign -> IASTBinaryExpression.op_shiftLeft;
            case IASTBinaryExpression.op_shiftRightAssign -> IASTBinaryExpression.op_shiftRight;
            case IASTBinaryExpression.op_binaryAndAssign -> IASTBinaryExpression.op_binaryAnd;
            case IASTBinaryExpression.op_binaryXorAssign -> IASTBinaryExpression.op_binaryXor;
            case IASTBinaryExpression.op_binaryOrAssign -> IASTBinaryExpression.op_binaryOr;
            default -> op;
        };
    }

    /** Result type of a binary arithmetic, shift, bitwise or comparison operator on rvalue operand types. */
    public CType arithResult(IASTNode at, int op, CType a, CType c) {
        if (Types.isVector(a) || Types.isVector(c)) return GnuVectors.binaryResult(this, at, op, a, c);
        switch (op) {
            case IASTBinaryExpression.op_plus:
                if (Types.isPointer(a) && Types.isInteger(c)) return a;
                if (Types.isInteger(a) && Types.isPointer(c)) return c;
                break;
            case IASTBinaryExpression.op_minus:
                if (Types.isPointer(a) && Types.isInteger(c)) return a;
                if (Types.isPointer(a) && Types.isPointer(c)) {
                    if (!Types.compatibleUnqual(Types.unqual(Types.pointee(a)), Types.unqual(Types.pointee(c))))
                        error(at, "'" + a + "' and '" + c + "' are not pointers to compatible types");
                    return CType.PTRDIFF_T;
                }
                break;
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals:
                if (Types.isArithmetic(a) && Types.isArithmetic(c)) return CType.INT;
                if (Types.isPointer(a) && Types.isPointer(c)) return CType.INT;
                if ((Types.isPointer(a) && Types.isInteger(c)) || (Types.isInteger(a) && Types.isPointer(c))) {
                    if (op != IASTBinaryExpression.op_equals && op != IASTBinaryExpression.op_notequals
                            || !(isNullConstantType(at, a, c))) {
                        warning(at, "comparison between pointer and integer ('" + a + "' and '" + c + "')");
                    }
                    return CType.INT;
                }
                error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            case IASTBinaryExpression.op_shiftLeft, IASTBinaryExpression.op_shiftRight:
                if (Types.isInteger(a) && Types.isInteger(c)) return Types.promote(a);
                error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            case IASTBinaryExpression.op_modulo, IASTBinaryExpression.op_binaryAnd, IASTBinaryExpression.op_binaryOr,
                 IASTBinaryExpression.op_binaryXor:
                if (Types.isInteger(a) && Types.isInteger(c)) return Types.usualArithmetic(a, c);
                error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
                return CType.INT;
            default:
                break;
        }
        if (Types.isArithmetic(a) && Types.isArithmetic(c)) return Types.usualArithmetic(a, c);
        error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
        return CType.INT;
    }

    private boolean isNullConstantType(IASTNode at, CType a, CType c) {
        if (at instanceof IASTBinaryExpression b) {
            IASTExpression intSide = Types.isInteger(a) ? b.getOperand1() : b.getOperand2();
            return consts.eval(intSide) instanceof ConstValue.IntVal iv && iv.value() == 0;
        }
        return false;
    }

    private CType conditionalType(IASTNode at, CType a, CType b, IASTExpression ea, IASTExpression eb) {
        if (Types.isArithmetic(a) && Types.isArithmetic(b)) return Types.usualArithmetic(a, b);
        if (Types.isVoid(a) || Types.isVoid(b)) return CType.VOID;
        if (Types.isRecord(a) && Types.compatibleUnqual(a, b)) return Types.unqual(a);
        if (Types.isVector(a) && (Types.compatibleUnqual(a, b) || GnuVectors.sameShape(a, b))) return Types.unqual(a);   // c ? v : w
        if (Types.isPointer(a) && jcirc.frontend.types.NullptrType.is(b)) return Types.unqual(a);   // c ? p : nullptr
        if (jcirc.frontend.types.NullptrType.is(a) && Types.isPointer(b)) return Types.unqual(b);
        if (Types.isPointer(a) && Types.isPointer(b)) {
            CType pa = Types.pointee(a), pb = Types.pointee(b);
            boolean c = Types.isConst(pa) || Types.isConst(pb), v = Types.isVolatile(pa) || Types.isVolatile(pb);
            if (Types.isVoid(pa)) return new CType.Pointer(Types.qualify(CType.VOID, c, v, false));
            if (Types.isVoid(pb)) return new CType.Pointer(Types.qualify(CType.VOID, c, v, false));
            if (!Types.compatibleUnqual(pa, pb)) warning(at, "pointer type mismatch ('" + a + "' and '" + b + "')");
            return new CType.Pointer(Types.qualify(Types.unqual(Types.composite(pa, pb)), c, v, false));
        }
        if (Types.isPointer(a) && Types.isInteger(b)) return a;
        if (Types.isInteger(a) && Types.isPointer(b)) return b;
        error(at, "incompatible operand types ('" + a + "' and '" + b + "')");
        return a;
    }

    /** Is this expression an lvalue? */
    public boolean isLvalue(IASTExpression e) {
        return switch (e) {
            case IASTIdExpression id -> {
                Symbol s = lookupId(id);
                yield s != null && (s.isVariable() || s.isFunction());
            }
            case IASTUnaryExpression u -> u.getOperator() == IASTUnaryExpression.op_star
                    || (u.getOperator() == IASTUnaryExpression.op_bracketedPrimary && isLvalue(u.getOperand()));
            case IASTArraySubscriptExpression a -> true;
            case IASTFieldReference f -> f.isPointerDereference() || isLvalue(f.getFieldOwner()) || Types.isArray(typeOf(f));
            case IASTLiteralExpression l -> l.getKind() == IASTLiteralExpression.lk_string_literal;
            case ICASTTypeIdInitializerExpression c -> true;
            case IASTCastExpression c when ComplexParts.partOf(c) != null -> Types.isComplex(typeOf(c.getOperand())) && isLvalue(c.getOperand());
            case IASTFunctionCallExpression call when isSelection(call) ->
                    genericSelection(call) instanceof IASTExpression sel && isLvalue(sel);
            default -> false;
        };
    }

    /** {@code _Generic} (rewritten) or {@code __builtin_choose_expr}: a call that stands for one of its arguments. */
    public static boolean isSelection(IASTFunctionCallExpression call) {
        return isBuiltinName(call, jcirc.frontend.cdt.GenericSelectionRewriter.CALL) || isBuiltinName(call, "__builtin_choose_expr");
    }

    private final Map<IASTFunctionCallExpression, IASTExpression> genericSelections = new JournaledMap<>(this);

    /**
     * The association a {@code _Generic} selection (rewritten to {@code __jcirc_generic(ctrl, (T *)0, e, ...)})
     * picks: the one whose type is compatible with the controlling expression's type after lvalue
     * conversion (qualifiers dropped, arrays and functions decayed), else the default one; null (and an
     * error) when none matches.
     */
    public IASTExpression genericSelection(IASTFunctionCallExpression call) {
        if (genericSelections.containsKey(call)) return genericSelections.get(call);
        IASTInitializerClause[] a = call.getArguments();
        if (isBuiltinName(call, "__builtin_choose_expr")) {
            // __builtin_choose_expr(c, a, b): a if the constant c is non-zero, else b (the other is not evaluated)
            IASTExpression picked = null;
            if (a.length == 3 && a[0] instanceof IASTExpression c && a[1] instanceof IASTExpression x && a[2] instanceof IASTExpression y) {
                Long v = consts.evalInt(c);
                if (v == null) error(c, "'__builtin_choose_expr' requires a constant expression");
                else picked = v != 0 ? x : y;
            } else {
                error(call, "'__builtin_choose_expr' takes 3 arguments");
            }
            genericSelections.put(call, picked);
            return picked;
        }
        IASTExpression picked = null, dflt = null;
        if (a.length >= 1 && a[0] instanceof IASTExpression ctrl) {
            CType ct = Types.unqual(rvalueType(ctrl));
            for (int i = 1; i + 1 < a.length; i += 2) {
                if (!(a[i] instanceof IASTCastExpression c) || !(a[i + 1] instanceof IASTExpression x)) continue;
                CType at = Types.pointee(typeOfTypeId(c.getTypeId()));
                if (at != null && Types.unqual(at) instanceof CType.Record r && r.def().tag() != null
                        && r.def().tag().equals(jcirc.frontend.cdt.GenericSelectionRewriter.DEFAULT_TAG)) { dflt = x; continue; }
                if (picked == null && at != null && Types.compatible(ct, Types.unqual(at))) picked = x;
            }
            if (picked == null) picked = dflt;
            if (picked == null) error(ctrl, "controlling expression type '" + ct + "' not compatible with any generic association type");
        }
        genericSelections.put(call, picked);
        return picked;
    }

    private boolean isBitField(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (e instanceof IASTFieldReference f) {
            MemberRef m = member(f);
            return m != null && m.path.last().isBitField();
        }
        return false;
    }

    private void checkModifiableLvalue(IASTExpression e, CType t) {
        if (!isLvalue(e)) {
            IASTExpression x = e;
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (!(x instanceof IASTIdExpression && reportedUndeclared.containsKey(x))) error(e, "expression is not assignable");   // else already reported
            return;
        }
        if (Types.isArray(t)) { error(e, "array type '" + t + "' is not assignable"); return; }
        // extern void e; e = 0;  (was an internal compiler error: fuzz seed 7, mutant 1193)
        if (Types.isVoid(t)) { error(e, "incomplete type '" + t + "' is not assignable"); return; }
        if (Types.isConst(t)) {
            IASTExpression x = e;
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (x instanceof IASTIdExpression id) error(e, "cannot assign to variable '" + id.getName() + "' with const-qualified type '" + t + "'");
            else error(e, "read-only variable is not assignable");
        }
    }

    /** Set while checking the arguments of a builtin: integer/pointer mixes are errors, not warnings. */
    private boolean strictPointerConversions;

    /** Checks the constraints of simple assignment (C11 6.5.16.1) from {@code src} to type {@code to}. */
    public void checkAssignable(IASTInitializerClause srcClause, CType to, IASTExpression src, String what) {
        if (!(srcClause instanceof IASTExpression)) return;
        CType from = rvalueType(src);
        CType t = Types.unqual(to);
        if (Types.isArithmetic(t) && Types.isArithmetic(from)) return;
        if (Types.isVector(t) || Types.isVector(from)) {
            // vectors: the same type, or (gcc's lax conversions) another vector of the same size and length
            if (!Types.compatibleUnqual(t, from) && !GnuVectors.sameShape(t, from))
                error(src, what + " to '" + to + "' from incompatible type '" + from + "'");
            return;
        }
        if (Types.isBool(t) && Types.isPointer(from)) return;
        if (Types.isRecord(t)) {
            if (!Types.compatibleUnqual(t, from)) error(src, ConversionWording.incompatible(what, from, to));
            return;
        }
        if (Types.isPointer(t)) {
            if (jcirc.frontend.types.NullptrType.is(from)) return;   // C23: nullptr_t converts to any pointer
            if (Types.isPointer(from)) {
                CType pt = Types.pointee(t), pf = Types.pointee(from);
                if (!Types.isVoid(pt) && !Types.isVoid(pf) && !Types.compatibleUnqual(Types.unqual(pt), Types.unqual(pf))) {
                    warning(src, "incompatible pointer types " + ConversionWording.phrase(what, from, to));
                } else if ((Types.isConst(pf) && !Types.isConst(pt)) || (Types.isVolatile(pf) && !Types.isVolatile(pt))) {
                    warning(src, ConversionWording.phrase(what, from, to) + " discards qualifiers");
                }
                return;
            }
            if (Types.isInteger(from)) {
                ConstValue v = consts.eval(src);
                if (!(v instanceof ConstValue.IntVal iv && iv.value() == 0)) {
                    String msg = "incompatible integer to pointer conversion " + ConversionWording.phrase(what, from, to);
                    if (strictPointerConversions) error(src, msg); else warning(src, msg);
                }
                return;
            }
        }
        if (Types.isInteger(t) && Types.isPointer(from)) {
            String msg = "incompatible pointer to integer conversion " + ConversionWording.phrase(what, from, to);
            if (strictPointerConversions) error(src, msg); else warning(src, msg);
            return;
        }
        if (Types.isVoid(t)) return;
        // clang's wording for each kind of conversion as if by assignment
        error(src, ConversionWording.incompatible(what, from, to));
    }

    /**
     * The type a bit-field's value has in expressions: {@code int} when int can represent every value
     * of the field (as gcc promotes {@code unsigned f : 27}), {@code unsigned int} for a 32-bit field of a
     * wider unsigned type, else the declared type (wider fields of 64-bit types: {@link WideBitFields}); qualifiers kept.
     */
    public CType bitFieldValueType(RecordDef.Field f, CType declared) {
        CType u = Types.unqual(declared);
        if (!(u instanceof CType.Int it) || it.kind() == CType.IntKind.BOOL) return declared;
        boolean fits = f.bitWidth() < 32 || (f.bitWidth() == 32 && it.kind().signed);
        // unsigned long long f : 32 is unsigned int (gcc: f + f wraps at 2^32)
        CType to = fits ? CType.INT : f.bitWidth() == 32 && Types.sizeOf(it) > 4 ? CType.UINT : null;
        if (to == null) return declared;
        return declared instanceof CType.Qualified q ? Types.qualify(to, q.isConst(), q.isVolatile(), false) : to;
    }

    /** A resolved member access. */
    public record MemberRef(CType recordType, RecordDef.MemberPath path, CType type) {}

    private final Map<IASTFieldReference, MemberRef> members = new JournaledMap<>(this);

    public MemberRef member(IASTFieldReference fr) {
        if (members.containsKey(fr)) return members.get(fr);
        CType owner = fr.isPointerDereference() ? Types.pointee(rvalueType(fr.getFieldOwner())) : typeOf(fr.getFieldOwner());
        String name = fr.getFieldName().toString();
        MemberRef ref = null;
        if (owner == null || !(Types.unqual(owner) instanceof CType.Record r)) {
            error(fr, TypoCorrection.badMemberBase(fr.isPointerDereference(), rvalueType(fr.getFieldOwner()), owner));
        } else if (!r.def().isComplete()) {
            error(fr, "incomplete definition of type '" + r + "'");
        } else {
            RecordDef.MemberPath p = r.def().lookup(name);
            if (p == null) {
                error(fr.getFieldName(), "no member named '" + name + "' in '" + r + "'" + TypoCorrection.forMember(name, r.def()));
            } else {
                CType ft = p.last().type();
                // qualifiers of the object apply to its members
                if (p.last().isBitField()) ft = bitFieldValueType(p.last(), ft);
                if (owner instanceof CType.Qualified q) ft = Types.qualify(ft, q.isConst(), q.isVolatile(), false);
                ref = new MemberRef(r, p, ft);
            }
        }
        members.put(fr, ref);
        return ref;
    }
}
