package jcirc.frontend.cdt;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.parser.c.GCCScannerExtensionConfiguration;
import org.eclipse.cdt.core.parser.EndOfFileException;
import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.NullLogService;
import org.eclipse.cdt.core.parser.ParserLanguage;
import org.eclipse.cdt.internal.core.parser.scanner.CPreprocessor;
import org.eclipse.cdt.internal.core.parser.scanner.ILocationResolver;

import jcirc.frontend.diag.SourceManager;

/**
 * The preprocessed tokens of the main file for {@link SyntaxDiagnoser}: CDT's preprocessor runs a
 * second time (only after a syntax error), and every token that comes from the main file — written
 * there or expanded from a macro used there — is kept with its main-file offsets (a macro's tokens
 * all get the range of the macro use, as clang's expansion locations). Tokens of headers are dropped.
 */
final class SyntaxTokens {
    private SyntaxTokens() {}

    enum Kind { IDENT, NUMBER, STRING, CHAR, PUNCT, EOF }

    /** One token: its spelling and its main-file range {@code [start, end)}. */
    record Tok(Kind kind, String text, int start, int end) {
        boolean is(String s) { return kind != Kind.STRING && kind != Kind.CHAR && text.equals(s); }
    }

    /** The main file's tokens, ending with an EOF token at the end of the last line. */
    static List<Tok> of(CdtSetup setup, SourceManager sources) {
        CPreprocessor pp = new CPreprocessor(setup.mainContent, setup.scannerInfo, ParserLanguage.C,
                new NullLogService(), GCCScannerExtensionConfiguration.getInstance(setup.scannerInfo), setup.provider);
        setup.macroPragmas.install(pp, sources);
        ILocationResolver lr = pp.getLocationResolver();
        List<Tok> out = new ArrayList<>();
        try {
            while (true) {
                IToken t = pp.nextToken();
                if (t.getType() == IToken.tEND_OF_INPUT) break;
                IASTFileLocation fl = lr.getMappedFileLocation(t.getOffset(), t.getLength());
                if (fl == null || !setup.mainPath.equals(fl.getFileName())) continue;
                String img = t.getImage();
                out.add(new Tok(kindOf(img), img, fl.getNodeOffset(), fl.getNodeOffset() + fl.getNodeLength()));
            }
        } catch (EndOfFileException e) {
            // done
        }
        SourceManager.FileText ft = sources.get(setup.mainPath);
        int end = ft == null ? 0 : ft.length();
        if (ft != null && end > 0 && ft.charAt(end - 1) == '\n') end--;
        if (ft != null && end > 0 && ft.charAt(end - 1) == '\r') end--;
        out.add(new Tok(Kind.EOF, "", end, end));
        return out;
    }

    static Kind kindOf(String img) {
        if (img.isEmpty()) return Kind.PUNCT;
        char c = img.charAt(0);
        int q = 0;
        while (q < img.length() && q < 3 && Character.isLetterOrDigit(img.charAt(q))) q++;
        if (q < img.length() && (img.charAt(q) == '"' || img.charAt(q) == '\'') && (q == 0 || img.startsWith("L") || img.startsWith("u") || img.startsWith("U")))
            return img.charAt(q) == '"' ? Kind.STRING : Kind.CHAR;
        if (Character.isDigit(c) || (c == '.' && img.length() > 1 && Character.isDigit(img.charAt(1)))) return Kind.NUMBER;
        if (Character.isLetter(c) || c == '_' || c == '$') return Kind.IDENT;
        return Kind.PUNCT;
    }
}
