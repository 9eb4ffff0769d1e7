package jcirc.frontend.cdt;

import jcirc.frontend.diag.Diagnostics;

import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTProblem;
import org.eclipse.cdt.core.dom.parser.c.GCCScannerExtensionConfiguration;
import org.eclipse.cdt.core.parser.EndOfFileException;
import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.NullLogService;
import org.eclipse.cdt.core.parser.ParserLanguage;
import org.eclipse.cdt.internal.core.dom.parser.c.CASTTranslationUnit;
import org.eclipse.cdt.internal.core.parser.scanner.CPreprocessor;
import org.eclipse.cdt.internal.core.parser.scanner.ILocationResolver;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * {@code -E}: runs CDT's preprocessor alone and prints the token stream as text, with
 * gcc-style {@code # line "file" flags} markers (flag 1 entering an include, 2 returning).
 * Tokens that were adjacent in the source stay adjacent; others are separated by one space.
 */
public final class PreprocessorOutput {
    private PreprocessorOutput() {}

    /**
     * {@code -E -dM}: preprocesses the whole input, then prints every macro defined at its end
     * as {@code #define NAME(params) body}, sorted by name (gcc prints them unordered); the
     * dynamic ones ({@code __FILE__}, {@code __LINE__}, ...) are left out, as gcc does.
     */
    public static String macros(CdtSetup setup, Diagnostics diags) {
        CPreprocessor pp = new CPreprocessor(setup.mainContent, setup.scannerInfo, (setup.cxx ? ParserLanguage.CPP : ParserLanguage.C),
                new NullLogService(), (setup.cxx ? org.eclipse.cdt.core.dom.parser.cpp.GPPScannerExtensionConfiguration.getInstance(setup.scannerInfo) : GCCScannerExtensionConfiguration.getInstance(setup.scannerInfo)), setup.provider);
        setup.macroPragmas.install(pp, diags.sources());
        try {
            while (pp.nextToken().getType() != IToken.tEND_OF_INPUT) { }
        } catch (EndOfFileException e) {
            // done
        }
        java.util.TreeMap<String, org.eclipse.cdt.core.dom.ast.IMacroBinding> sorted = new java.util.TreeMap<>(pp.getMacroDefinitions());
        StringBuilder out = new StringBuilder();
        for (var e : sorted.entrySet()) {
            org.eclipse.cdt.core.dom.ast.IMacroBinding m = e.getValue();
            String name = e.getKey();
            if (m.isDynamic() || name.startsWith("__jcirc_push_macro__") || name.startsWith("__jcirc_pop_macro__")) continue;
            out.append("#define ").append(name);
            if (m.isFunctionStyle()) {
                out.append('(');
                char[][] ps = m.getParameterList();
                for (int i = 0; i < ps.length; i++) {
                    if (i > 0) out.append(',');
                    out.append(ps[i]);
                }
                out.append(')');
            }
            String body = new String(m.getExpansionImage()).strip();
            if (!body.isEmpty()) out.append(' ').append(body);
            out.append('\n');
        }
        for (IASTProblem p : pp.getLocationResolver().getScannerProblems()) CdtParser.report(p, diags);
        return out.toString();
    }

    /**
     * Prints {@code # 1 "h" 1} and {@code # line "cur" 2} for each header in {@code entered} that is
     * not {@code next} (the file of the coming token, whose marker the caller prints); clears the
     * list. Returns whether anything was printed.
     */
    private static boolean emptyHeaders(java.util.List<String> entered, String next, String curFile, int curLine,
                                        boolean lineHasText, StringBuilder out, Diagnostics diags) {
        boolean printed = false;
        for (String path : entered) {
            String h = diags.sources().displayName(path);
            if (h.equals(next) || h.equals(curFile)) continue;
            if (!printed && lineHasText) out.append('\n');
            out.append("# 1 \"").append(h).append("\" 1\n");
            out.append("# ").append(Math.max(curLine, 1)).append(" \"").append(curFile).append("\" 2\n");
            printed = true;
        }
        entered.clear();
        return printed;
    }

    /**
     * Whether {@code next} printed right after {@code out} would merge with its last token into one
     * identifier or number ({@code long} {@code int} -> {@code longint}): tokens of a macro expansion
     * can look adjacent by their mapped offsets, and the output must re-lex as the same tokens
     * (distcc compiles it on another machine).
     */
    private static boolean gluesTo(StringBuilder out, char[] next) {
        if (out.isEmpty() || next.length == 0) return false;
        char a = out.charAt(out.length() - 1), b = next[0];
        return (Character.isLetterOrDigit(a) || a == '_') && (Character.isLetterOrDigit(b) || b == '_');
    }

    public static String run(CdtSetup setup, Diagnostics diags, boolean lineMarkers) {
        CPreprocessor pp = new CPreprocessor(setup.mainContent, setup.scannerInfo, (setup.cxx ? ParserLanguage.CPP : ParserLanguage.C),
                new NullLogService(), (setup.cxx ? org.eclipse.cdt.core.dom.parser.cpp.GPPScannerExtensionConfiguration.getInstance(setup.scannerInfo) : GCCScannerExtensionConfiguration.getInstance(setup.scannerInfo)), setup.provider);
        setup.macroPragmas.install(pp, diags.sources());
        ILocationResolver lr = pp.getLocationResolver();
        CASTTranslationUnit tu = new CASTTranslationUnit();
        tu.setLocationResolver(lr);

        StringBuilder out = new StringBuilder();
        Deque<String> fileStack = new ArrayDeque<>();
        String curFile = diags.sources().displayName(setup.mainPath);
        int curLine = 1;
        fileStack.push(curFile);
        if (lineMarkers) out.append("# 1 \"").append(curFile).append("\"\n");
        int prevEnd = -1;
        boolean lineHasText = false;
        // headers read since the last token: one without tokens (only macros, or guarded out) still
        // gets its enter/return markers, as in gcc's output, so that tools that learn the includes
        // from -E (ccache's direct mode) see every header
        java.util.List<String> entered = new java.util.ArrayList<>();
        java.util.function.Consumer<String> previous = setup.provider.includeListener();
        setup.provider.setIncludeListener(path -> {
            if (previous != null) previous.accept(path);
            entered.add(path);
        });
        // All tokens are read before any is mapped to its file and line: CDT's location map gives
        // wrong answers for a file still being read when it is the last thing its includer holds
        // (a header that ends with an #include: the nested header's tokens were attributed to the
        // outer file, e.g. glibc's <bits/stdio.h> at the end of <stdio.h>); once the input is
        // consumed every context has its final extent. headersBefore[i] is how many headers had
        // been read when token i arrived.
        java.util.List<IToken> tokens = new java.util.ArrayList<>();
        java.util.List<Integer> headersBefore = new java.util.ArrayList<>();
        try {
            while (true) {
                IToken t = pp.nextToken();
                if (t.getType() == IToken.tEND_OF_INPUT) break;
                tokens.add(t);
                headersBefore.add(entered.size());
            }
        } catch (EndOfFileException e) {
            // done
        }
        java.util.List<String> allHeaders = new java.util.ArrayList<>(entered);
        entered.clear();
        int headersDone = 0;
        for (int ti = 0; ; ti++) {
            if (ti == tokens.size()) {
                entered.addAll(allHeaders.subList(headersDone, allHeaders.size()));
                if (lineMarkers) emptyHeaders(entered, null, curFile, curLine, lineHasText, out, diags);
                break;
            }
            IToken t = tokens.get(ti);
            entered.addAll(allHeaders.subList(headersDone, headersBefore.get(ti)));
            headersDone = headersBefore.get(ti);
            IASTFileLocation fl = lr.getMappedFileLocation(t.getOffset(), t.getLength());
            String file = fl == null ? curFile : diags.sources().displayName(fl.getFileName());
            if (lineMarkers && !entered.isEmpty() && emptyHeaders(entered, file, curFile, curLine, lineHasText, out, diags)) {
                lineHasText = false;
                prevEnd = -1;
                if (curFile != null && curFile.equals(file)) curLine = -1;   // re-sync below
            }
            int line = fl == null ? curLine : fl.getStartingLineNumber();
            int start = fl == null ? -1 : fl.getNodeOffset();
            if (file != null && file.equals(CdtSetup.PRELUDE_PATH)) file = "<command line>";
            if (curFile == null || !curFile.equals(file)) {
                if (lineHasText) out.append('\n');
                String flag = "";
                if (fileStack.contains(file)) {
                    while (!fileStack.isEmpty() && !fileStack.peek().equals(file)) fileStack.pop();
                    flag = " 2";
                } else {
                    fileStack.push(file);
                    flag = " 1";
                }
                if (lineMarkers) out.append("# ").append(line).append(" \"").append(file).append('"').append(flag).append('\n');
                curFile = file;
                curLine = line;
                lineHasText = false;
                prevEnd = -1;
            } else if (curLine < 0) {
                out.append("# ").append(line).append(" \"").append(file).append("\"\n");
                curLine = line;
                lineHasText = false;
                prevEnd = -1;
            } else if (line > curLine) {
                out.append('\n');
                int delta = line - curLine - 1;
                if (delta > 8 && lineMarkers) {
                    out.append("# ").append(line).append(" \"").append(file).append("\"\n");
                } else {
                    for (int i = 0; i < Math.min(delta, 8); i++) out.append('\n');
                }
                curLine = line;
                lineHasText = false;
                prevEnd = -1;
            }
            if (!lineHasText) {
                // reproduce the line's indentation roughly
                int col = fl == null ? 1 : diags.sources().locate(fl.getFileName(), start).col();
                for (int i = 1; i < Math.min(col, 40); i++) out.append(' ');
            } else if (start < 0 || start != prevEnd || gluesTo(out, t.getCharImage())) {
                out.append(' ');
            }
            out.append(t.getCharImage());
            lineHasText = true;
            prevEnd = (fl == null || fl.getNodeLength() != t.getLength()) ? -2 : start + t.getLength();
        }
        out.append('\n');
        for (IASTProblem p : lr.getScannerProblems()) CdtParser.report(p, diags);
        return out.toString();
    }
}
