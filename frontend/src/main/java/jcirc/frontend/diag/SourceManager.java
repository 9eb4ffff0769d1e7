package jcirc.frontend.diag;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Caches source file text so that diagnostics can turn character offsets into columns and
 * print the offending line. Files may also be registered from memory (virtual files).
 */
public final class SourceManager {
    private final Map<String, FileText> files = new HashMap<>();

    /** Text of a file with its line start offsets. */
    public static final class FileText {
        final String text;
        final int[] lineStarts;

        FileText(String text) {
            this.text = text;
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) == '\n') starts.add(i + 1);
            }
            lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        }

        public int lineCount() { return lineStarts.length; }

        public int length() { return text.length(); }

        public char charAt(int i) { return text.charAt(i); }

        /** The text the parser read when a rewrite changed the file ({@code C23Rewriter}: {@code #embed}, ...): node
         *  offsets are offsets in it; null when the parser read this text. Rewrites keep every line break. */
        private FileText rewritten;

        private LineDirectives directives;

        /** The file's {@code #line} directives (scanned on first use). */
        public LineDirectives directives() {
            if (directives == null) directives = LineDirectives.scan(text);
            return directives;
        }

        /** 1-based line number of a character offset. */
        public int lineOf(int offset) {
            int lo = 0, hi = lineStarts.length - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (lineStarts[mid] <= offset) lo = mid; else hi = mid - 1;
            }
            return lo + 1;
        }

        /** The text of a 1-based line, without its line terminator; null when out of range. */
        public String line(int line) {
            if (line < 1 || line > lineStarts.length) return null;
            int start = lineStarts[line - 1];
            int end = line < lineStarts.length ? lineStarts[line] - 1 : text.length();
            if (end > start && text.charAt(end - 1) == '\r') end--;
            return text.substring(start, Math.max(start, end));
        }
    }

    private final Map<String, String> displayNames = new HashMap<>();

    public void register(String path, String text) { files.put(path, new FileText(text)); }

    /**
     * Registers a file under its internal (absolute) path and the name it should be shown as
     * in diagnostics (the spelling of the command line).
     */
    public void register(String path, String text, String displayName) {
        FileText ft = new FileText(text);
        files.put(path, ft);
        if (displayName != null && !displayName.equals(path)) {
            files.put(displayName, ft);
            displayNames.put(path, displayName);
        }
    }

    public String displayName(String path) { return displayNames.getOrDefault(path, path); }

    /**
     * The parser reads {@code parsedText} for this file (a rewrite of it that keeps its line breaks): offsets given to
     * {@link #locate} are then positions in that text, mapped back to the file's own lines and columns.
     */
    public void registerRewrite(String path, String parsedText) {
        FileText ft = get(path);
        if (ft == null || ft.text.equals(parsedText)) return;
        FileText r = new FileText(parsedText);
        if (r.lineCount() == ft.lineCount()) ft.rewritten = r;
    }

    /**
     * The 0-based column in {@code original} of column {@code c} of {@code parsed}, a rewrite of the same line: exact
     * in the common prefix and suffix of the two lines, else the start of the rewritten part.
     */
    private static int originalColumn(String original, String parsed, int c) {
        if (original == null || parsed == null || original.equals(parsed)) return c;
        int max = Math.min(original.length(), parsed.length()), p = 0;
        while (p < max && original.charAt(p) == parsed.charAt(p)) p++;
        if (c <= p) return c;
        int s = 0;
        while (s < max - p && original.charAt(original.length() - 1 - s) == parsed.charAt(parsed.length() - 1 - s)) s++;
        int fromEnd = parsed.length() - c;
        return fromEnd >= 0 && fromEnd <= s ? original.length() - fromEnd : p;
    }

    /** The file's text, or null when it cannot be read. */
    public FileText get(String path) {
        if (path == null) return null;
        FileText ft = files.get(path);
        if (ft == null) {
            try {
                ft = new FileText(Files.readString(Path.of(path), StandardCharsets.UTF_8));
            } catch (IOException | RuntimeException e) {
                try {
                    ft = new FileText(new String(Files.readAllBytes(Path.of(path)), StandardCharsets.ISO_8859_1));
                } catch (IOException | RuntimeException e2) {
                    return null;
                }
            }
            files.put(path, ft);
        }
        return ft;
    }

    /**
     * Location of a character offset in a file (column counts characters, 1-based); the line and
     * file are the presumed ones when {@code #line} directives renamed them.
     */
    public SourceLoc locate(String path, int offset) {
        FileText ft = get(path);
        String shown = displayName(path);
        if (ft == null) return new SourceLoc(shown, 1, offset + 1);
        int line, col;
        if (ft.rewritten != null) {
            line = ft.rewritten.lineOf(offset);
            col = originalColumn(ft.line(line), ft.rewritten.line(line), offset - ft.rewritten.lineStarts[line - 1]) + 1;
        } else {
            line = ft.lineOf(offset);
            col = offset - ft.lineStarts[line - 1] + 1;
        }
        if (ft.directives().isEmpty()) return new SourceLoc(shown, line, col);
        LineDirectives.Presumed p = ft.directives().presumed(shown, line);
        int pl = (int) Math.min(Integer.MAX_VALUE, Math.max(1, p.line()));
        presumedText.put(p.file() + "\0" + pl, ft.line(line));
        return new SourceLoc(p.file(), pl, col);
    }

    /** The presumed file and line of a physical line of {@code path} ({@code __FILE__}, {@code __LINE__}). */
    public LineDirectives.Presumed presumed(String path, int line) {
        FileText ft = get(path);
        String shown = displayName(path);
        return ft == null ? new LineDirectives.Presumed(shown, line) : ft.directives().presumed(shown, line);
    }

    /** Source text shown for a location made by {@link #locate}: presumed positions keep their physical line. */
    private final Map<String, String> presumedText = new HashMap<>();

    /** The text of the line a location points at (null when unknown). */
    public String lineText(SourceLoc loc) {
        String t = presumedText.get(loc.file() + "\0" + loc.line());
        if (t != null) return t;
        FileText ft = get(loc.file());
        return ft == null ? null : ft.line(loc.line());
    }
}
