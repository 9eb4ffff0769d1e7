package jcirc.frontend.cdt;

import jcirc.frontend.FrontendOptions;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTProblem;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.gnu.c.GCCLanguage;
import org.eclipse.cdt.core.dom.ast.gnu.cpp.GPPLanguage;
import org.eclipse.cdt.core.parser.IProblem;
import org.eclipse.cdt.core.parser.NullLogService;
import org.eclipse.cdt.internal.core.dom.parser.cpp.TypeTraitNodes;
import org.eclipse.core.runtime.CoreException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Runs CDT's GNU C parser and turns its problems into clang-shaped diagnostics. */
public final class CdtParser {
    private CdtParser() {}

    /** Parses a file; returns null (with diagnostics) when it cannot be parsed at all. */
    public static IASTTranslationUnit parse(Path file, FrontendOptions opts, Diagnostics diags) {
        CdtSetup setup = CdtSetup.create(file, opts, diags);
        return setup == null ? null : parse(setup, diags);
    }

    public static IASTTranslationUnit parse(CdtSetup setup, Diagnostics diags) {
        IASTTranslationUnit tu;
        try {
            org.eclipse.cdt.core.model.AbstractLanguage lang = setup.cxx ? new GPPLanguage() {   // C++ (docs/cxx.md)
                @Override protected org.eclipse.cdt.core.parser.IScanner createScanner(org.eclipse.cdt.core.parser.FileContent content,
                        org.eclipse.cdt.core.parser.IScannerInfo info, org.eclipse.cdt.core.parser.IncludeFileContentProvider fcp,
                        org.eclipse.cdt.core.parser.IParserLogService log) {
                    org.eclipse.cdt.core.parser.IScanner sc = super.createScanner(content, info, fcp, log);
                    setup.macroPragmas.install(sc, diags.sources());
                    return StatementAttributes.filter(sc);   // __attribute__((fallthrough)); and other statement attributes
                }
                // __is_assignable(T, U) and its nothrow/trivial forms evaluated (CDT leaves them unknown)
                @Override protected org.eclipse.cdt.core.dom.parser.ISourceCodeParser createParser(org.eclipse.cdt.core.parser.IScanner scanner,
                        org.eclipse.cdt.core.parser.ParserMode mode, org.eclipse.cdt.core.parser.IParserLogService log,
                        org.eclipse.cdt.core.index.IIndex index) {
                    return TypeTraitNodes.parser(scanner, mode, log, getParserExtensionConfiguration(), index);
                }
                @Override protected org.eclipse.cdt.core.dom.parser.ISourceCodeParser createParser(org.eclipse.cdt.core.parser.IScanner scanner,
                        org.eclipse.cdt.core.parser.ParserMode mode, org.eclipse.cdt.core.parser.IParserLogService log,
                        org.eclipse.cdt.core.index.IIndex index, int options, org.eclipse.cdt.core.parser.IParserSettings settings) {
                    return createParser(scanner, mode, log, index);
                }
            } : new GCCLanguage() {   // with jcirc's dynamic macros (MacroPragmas)
                @Override protected org.eclipse.cdt.core.parser.IScanner createScanner(org.eclipse.cdt.core.parser.FileContent content,
                        org.eclipse.cdt.core.parser.IScannerInfo info, org.eclipse.cdt.core.parser.IncludeFileContentProvider fcp,
                        org.eclipse.cdt.core.parser.IParserLogService log) {
                    org.eclipse.cdt.core.parser.IScanner sc = super.createScanner(content, info, fcp, log);
                    setup.macroPragmas.install(sc, diags.sources());
                    return StatementAttributes.filter(sc);   // __attribute__((fallthrough)); and other statement attributes
                }
            };
            DefaultTypeSizes.install();   // sizeof(int) in CDT's evaluations without a lookup point (the unit's: CdtSetup's builtins)
            tu = lang.getASTTranslationUnit(setup.mainContent, setup.scannerInfo,
                    setup.provider, null, 0, new NullLogService());
        } catch (CoreException | RuntimeException e) {
            diags.error(new SourceLoc(setup.mainPath, 1, 1), "internal parser failure: " + e);
            return null;
        }
        SyntaxErrors.report(tu, setup, diags);
        return tu;
    }

    /** The name under which {@link #parseExpression} registers the text it parses (for diagnostics). */
    public static final String SNIPPET_PATH = "<inline asm operand>";

    /**
     * Parses one C expression given as text (an inline asm operand, which CDT keeps only as tokens).
     * Names are not resolved here; sema resolves them by name where the expression is used. Null if the
     * text is not an expression.
     */
    public static org.eclipse.cdt.core.dom.ast.IASTExpression parseExpression(String text, Diagnostics diags) {
        String src = "void __jcirc_operand(void) { (" + text + "); }\n";
        diags.sources().register(SNIPPET_PATH, src);
        try {
            IASTTranslationUnit tu = GCCLanguage.getDefault().getASTTranslationUnit(
                    org.eclipse.cdt.core.parser.FileContent.create(SNIPPET_PATH, src.toCharArray()),
                    new org.eclipse.cdt.core.parser.ScannerInfo(), org.eclipse.cdt.core.parser.IncludeFileContentProvider.getEmptyFilesProvider(),
                    null, 0, new NullLogService());
            if (tu.getDeclarations().length != 1 || !(tu.getDeclarations()[0] instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd)
                    || !(fd.getBody() instanceof org.eclipse.cdt.core.dom.ast.IASTCompoundStatement cs) || cs.getStatements().length != 1
                    || !(cs.getStatements()[0] instanceof org.eclipse.cdt.core.dom.ast.IASTExpressionStatement es)) return null;
            final boolean[] problem = {false};
            tu.accept(new ASTVisitor(true) {
                { shouldVisitProblems = true; }
                @Override public int visit(IASTProblem p) { problem[0] = true; return PROCESS_CONTINUE; }
            });
            return problem[0] ? null : es.getExpression();
        } catch (CoreException | RuntimeException e) {
            return null;
        }
    }

    /** Reports preprocessor and syntax problems of a parsed translation unit, in source order. */
    public static void reportProblems(IASTTranslationUnit tu, Diagnostics diags) {
        List<IASTProblem> problems = new ArrayList<>(List.of(tu.getPreprocessorProblems()));
        tu.accept(new ASTVisitor() {
            { shouldVisitProblems = true; }

            @Override public int visit(IASTProblem problem) {
                problems.add(problem);
                return PROCESS_CONTINUE;
            }
        });
        problems.sort(Comparator.comparingInt(p -> p.getFileLocation() == null ? Integer.MAX_VALUE
                : sequenceOf(p)));
        for (IASTProblem p : problems) report(p, diags);
        unterminatedConditionals(tu, diags);
    }

    /**
     * {@code #if}/{@code #ifdef}/{@code #ifndef} without its {@code #endif} in the same file (CDT says nothing):
     * clang's "unterminated conditional directive" at the directive's name. CDT records the conditionals of skipped
     * groups too, so counting them per file in order pairs them as the preprocessor does.
     */
    private static void unterminatedConditionals(IASTTranslationUnit tu, Diagnostics diags) {
        java.util.Map<String, java.util.ArrayDeque<org.eclipse.cdt.core.dom.ast.IASTPreprocessorStatement>> open = new java.util.LinkedHashMap<>();
        for (org.eclipse.cdt.core.dom.ast.IASTPreprocessorStatement st : tu.getAllPreprocessorStatements()) {
            IASTFileLocation fl = st.getFileLocation();
            if (fl == null) continue;
            var stack = open.computeIfAbsent(fl.getFileName(), f -> new java.util.ArrayDeque<>());
            if (st instanceof org.eclipse.cdt.core.dom.ast.IASTPreprocessorIfStatement || st instanceof org.eclipse.cdt.core.dom.ast.IASTPreprocessorIfdefStatement
                    || st instanceof org.eclipse.cdt.core.dom.ast.IASTPreprocessorIfndefStatement) stack.push(st);
            else if (st instanceof org.eclipse.cdt.core.dom.ast.IASTPreprocessorEndifStatement && !stack.isEmpty()) stack.pop();
        }
        for (var stack : open.values()) {
            if (stack.isEmpty()) continue;
            SourceLoc loc = locationOf(stack.getLast(), diags);
            diags.error(atDirectiveName(loc, diags), "unterminated conditional directive");
        }
    }

    /** The column of the directive name after the {@code #} at {@code loc} ({@code #  elif}: the {@code e}), as clang. */
    private static SourceLoc atDirectiveName(SourceLoc loc, Diagnostics diags) {
        String line = loc.isKnown() ? diags.sources().lineText(loc) : null;
        if (line == null) return loc;
        int hash = line.indexOf('#', Math.max(0, loc.col() - 1));
        if (hash < 0) return loc;
        int i = hash + 1;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        return new SourceLoc(loc.file(), loc.line(), i + 1);
    }

    private static int sequenceOf(IASTProblem p) {
        try {
            return ((org.eclipse.cdt.internal.core.dom.parser.ASTNode) p).getOffset();
        } catch (ClassCastException e) {
            return p.getFileLocation().getNodeOffset();
        }
    }

    static void report(IASTProblem p, Diagnostics diags) {
        SourceLoc loc = locationOf(p, diags);
        String[] args = p.getArguments();
        String arg = args == null || args.length == 0 ? null : args[0];
        switch (p.getID()) {
            // clang: a fatal error at the header name; nothing after it is reported
            case IProblem.PREPROCESSOR_INCLUSION_NOT_FOUND -> diags.fatal(atHeaderName(loc, diags), "'" + headerName(arg) + "' file not found");
            case IProblem.PREPROCESSOR_POUND_ERROR -> diags.error(loc, arg == null || arg.isEmpty() ? "#error" : arg);
            case IProblem.PREPROCESSOR_POUND_WARNING -> diags.warning(loc, arg == null || arg.isEmpty() ? "#warning" : arg);
            // clang: "#else without #if" at the directive's name
            case IProblem.PREPROCESSOR_UNBALANCE_CONDITION -> diags.error(atDirectiveName(loc, diags),
                    arg == null || arg.isEmpty() ? "unbalanced conditional directive" : "#" + arg + " without #if");
            case IProblem.PREPROCESSOR_INVALID_DIRECTIVE -> diags.error(loc, "invalid preprocessing directive" + suffix(arg));
            case IProblem.PREPROCESSOR_MACRO_USAGE_ERROR -> diags.error(loc, "invalid use of macro" + suffix(arg));
            case IProblem.PREPROCESSOR_INVALID_MACRO_DEFN -> diags.error(loc, "invalid macro definition" + suffix(arg));
            case IProblem.PREPROCESSOR_CONDITIONAL_EVAL_ERROR -> diags.error(loc, "invalid expression in preprocessor conditional" + suffix(arg));
            case IProblem.PREPROCESSOR_CIRCULAR_INCLUSION, IProblem.PREPROCESSOR_EXCEEDS_MAXIMUM_INCLUSION_DEPTH ->
                    diags.error(loc, "#include nested too deeply" + suffix(arg));
            // clang: a warning, the literal is dropped and the parser reports what it expected there
            case IProblem.SCANNER_UNBOUNDED_STRING -> diags.warning(loc, "missing terminating '\"' character");
            case IProblem.SCANNER_BAD_CHARACTER -> {
                if (arg != null && arg.startsWith("'") && !(arg.length() > 2 && arg.endsWith("'"))) diags.warning(loc, "missing terminating ' character");
                else diags.error(loc, "invalid character in source" + suffix(arg));
            }
            case IProblem.SCANNER_UNEXPECTED_EOF -> diags.error(loc, "unexpected end of file");
            case IProblem.SYNTAX_ERROR -> diags.error(loc, syntaxMessage(p));
            default -> {
                String msg = p.getMessage();
                if (p.isWarning()) diags.warning(loc, msg); else diags.error(loc, msg);
            }
        }
    }

    /** The column of the {@code <name>} or {@code "name"} of the {@code #include} directive at {@code loc}. */
    private static SourceLoc atHeaderName(SourceLoc loc, Diagnostics diags) {
        String line = loc.isKnown() ? diags.sources().lineText(loc) : null;
        if (line == null) return loc;
        int from = Math.max(0, loc.col() - 1), inc = line.indexOf("include", from);
        if (inc < 0) return loc;
        for (int i = inc + "include".length(); i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '<' || c == '"') return new SourceLoc(loc.file(), loc.line(), i + 1);
            if (!Character.isWhitespace(c)) break;   // a macro naming the header: clang points at the macro
        }
        return loc;
    }

    private static String headerName(String arg) {
        if (arg == null) return "";
        String a = arg.trim();
        if (a.length() >= 2 && ((a.startsWith("<") && a.endsWith(">")) || (a.startsWith("\"") && a.endsWith("\"")))) {
            a = a.substring(1, a.length() - 1);
        }
        return a;
    }

    private static String suffix(String arg) { return arg == null || arg.isBlank() ? "" : " '" + arg.trim() + "'"; }

    private static String syntaxMessage(IASTProblem p) {
        String raw = p.getRawSignature();
        if (raw == null || raw.isBlank()) return "expected expression";
        String tok = raw.strip().split("\\s+", 2)[0];
        if (tok.length() > 24) tok = tok.substring(0, 24);
        return "syntax error near '" + tok + "'";
    }

    /** The start of a node as a clang-style location (macro expansions map to their use). */
    public static SourceLoc locationOf(IASTNode node, Diagnostics diags) {
        IASTFileLocation fl = node.getFileLocation();
        if (fl == null) return SourceLoc.NONE;
        return diags.sources().locate(fl.getFileName(), fl.getNodeOffset());
    }
}
