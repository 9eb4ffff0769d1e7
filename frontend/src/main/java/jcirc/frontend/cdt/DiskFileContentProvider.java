package jcirc.frontend.cdt;

import org.eclipse.cdt.core.index.IIndexFileLocation;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.internal.core.parser.IMacroDictionary;
import org.eclipse.cdt.internal.core.parser.InternalParserUtil;
import org.eclipse.cdt.internal.core.parser.scanner.InternalFileContent;
import org.eclipse.cdt.internal.core.parser.scanner.InternalFileContentProvider;

import java.io.File;
import java.util.HashMap;
import java.util.Map;

/**
 * Serves included files straight from disk (CDT's stock providers want an Eclipse workspace),
 * plus virtual in-memory files such as jcirc's macro prelude.
 */
public final class DiskFileContentProvider extends InternalFileContentProvider {
    private final Map<String, String> virtualFiles = new HashMap<>();

    private java.util.function.Consumer<String> includeListener;

    /** -std=c23: rewrites an included file's text first (C23Rewriter, set up by CdtSetup); null otherwise. */
    private java.util.function.BinaryOperator<String> c23Rewriter;

    public void addVirtualFile(String path, String text) { virtualFiles.put(path, text); }

    private MacroPragmas macroPragmas;

    /** The translation unit's push/pop_macro rewriter, applied to every file read. */
    public void setMacroPragmas(MacroPragmas mp) { macroPragmas = mp; }

    /** Sets the (path, text) → text rewrite of C23 syntax applied to every included file. */
    public void setC23Rewriter(java.util.function.BinaryOperator<String> r) { c23Rewriter = r; }

    /** Called with the path of each file read from disk (dependency lists for -M/-MD). */
    public void setIncludeListener(java.util.function.Consumer<String> listener) { includeListener = listener; }

    /** The listener set by {@link #setIncludeListener}, or null. */
    public java.util.function.Consumer<String> includeListener() { return includeListener; }

    private boolean coroutineKeywords;

    /** C++20: co_yield/co_return operands are parenthesized in included files too (CoroutineKeywords). */
    public void setCoroutineKeywords(boolean on) { this.coroutineKeywords = on; }

    @Override
    public InternalFileContent getContentForInclusion(String path, IMacroDictionary macroDictionary) {
        String v = virtualFiles.get(path);
        if (v != null) return (InternalFileContent) FileContent.create(path, v.toCharArray());
        if (!new File(path).isFile()) return null;
        if (includeListener != null) includeListener.accept(path);
        try {
            // C11 _Generic and _Atomic(T) are rewritten in the text (GenericSelectionRewriter, AtomicSpecifierRewriter)
            // bytes that are not UTF-8 are kept (SourceBytes), not replaced by U+FFFD
            String text = SourceBytes.decode(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(path)));
            String r = StringPieceEscapes.rewrite(c23Rewriter == null ? text : c23Rewriter.apply(path, text));
            if (r.contains("_Generic") || r.contains("_Atomic")) r = AtomicSpecifierRewriter.rewriteSource(r);
            if (coroutineKeywords) r = CoroutineKeywords.rewrite(r);
            if (macroPragmas != null && r.contains("_macro")) r = macroPragmas.rewrite(r);
            if (!r.equals(text) || SourceBytes.hasEscapes(text)) return (InternalFileContent) FileContent.create(path, r.toCharArray());
        } catch (java.io.IOException e) {
            return null;
        }
        return InternalParserUtil.createExternalFileContent(path, "UTF-8");
    }

    @Override
    public InternalFileContent getContentForInclusion(IIndexFileLocation ifl, String astPath) {
        return getContentForInclusion(astPath, null);
    }

    @Override
    public boolean getInclusionExists(String path) {
        return virtualFiles.containsKey(path) || new File(path).isFile();
    }
}
