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

    public void addVirtualFile(String path, String text) { virtualFiles.put(path, text); }

    /** Called with the path of each file read from disk (dependency lists for -M/-MD). */
    public void setIncludeListener(java.util.function.Consumer<String> listener) { includeListener = listener; }

    @Override
    public InternalFileContent getContentForInclusion(String path, IMacroDictionary macroDictionary) {
        String v = virtualFiles.get(path);
        if (v != null) return (InternalFileContent) FileContent.create(path, v.toCharArray());
        if (!new File(path).isFile()) return null;
        if (includeListener != null) includeListener.accept(path);
        try {
            // C11 _Generic and _Atomic(T) are rewritten in the text (GenericSelectionRewriter, AtomicSpecifierRewriter)
            byte[] bytes = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(path));
            String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
            // bytes that are not UTF-8 stay bytes in literals (SourceText)
            if (SourceText.needsEscapes(bytes)) {
                String decoded = SourceText.decode(bytes);
                return (InternalFileContent) FileContent.create(path, AtomicSpecifierRewriter.rewriteSource(decoded).toCharArray());
            }
            if (text.contains("_Generic") || text.contains("_Atomic")) {
                String r = AtomicSpecifierRewriter.rewriteSource(text);
                if (!r.equals(text)) return (InternalFileContent) FileContent.create(path, r.toCharArray());
            }
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
