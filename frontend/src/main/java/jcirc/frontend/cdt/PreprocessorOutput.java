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

    public static String run(CdtSetup setup, Diagnostics diags, boolean lineMarkers) {
        CPreprocessor pp = new CPreprocessor(setup.mainContent, setup.scannerInfo, ParserLanguage.C,
                new NullLogService(), GCCScannerExtensionConfiguration.getInstance(setup.scannerInfo), setup.provider);
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
        try {
            while (true) {
                IToken t = pp.nextToken();
                if (t.getType() == IToken.tEND_OF_INPUT) break;
                IASTFileLocation fl = lr.getMappedFileLocation(t.getOffset(), t.getLength());
                String file = fl == null ? curFile : diags.sources().displayName(fl.getFileName());
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
                } else if (start < 0 || start != prevEnd) {
                    out.append(' ');
                }
                out.append(t.getCharImage());
                lineHasText = true;
                prevEnd = (fl == null || fl.getNodeLength() != t.getLength()) ? -2 : start + t.getLength();
            }
        } catch (EndOfFileException e) {
            // done
        }
        out.append('\n');
        for (IASTProblem p : lr.getScannerProblems()) CdtParser.report(p, diags);
        return out.toString();
    }
}
