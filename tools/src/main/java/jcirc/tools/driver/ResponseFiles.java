package jcirc.tools.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Expands {@code @file} arguments like gcc: the file's contents, split at whitespace outside
 * quotes, replace the argument ({@code '...'} and {@code "..."} quote, backslash escapes the
 * next character); response files may name other response files. An {@code @file} that does
 * not exist stays a literal argument, as with gcc.
 */
public final class ResponseFiles {
    private static final int MAX_DEPTH = 32;

    private ResponseFiles() {}

    public static List<String> expand(List<String> args) throws IOException {
        List<String> out = new ArrayList<>();
        expand(args, out, 0);
        return out;
    }

    private static void expand(List<String> args, List<String> out, int depth) throws IOException {
        for (String a : args) {
            if (a.length() > 1 && a.charAt(0) == '@') {
                Path p = Path.of(a.substring(1));
                if (Files.isRegularFile(p)) {
                    if (depth >= MAX_DEPTH) throw new IOException("response files nested too deeply at '" + a + "'");
                    expand(split(Files.readString(p)), out, depth + 1);
                    continue;
                }
            }
            out.add(a);
        }
    }

    /** Splits response-file text into arguments. */
    public static List<String> split(String text) {
        List<String> r = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                cur.append(text.charAt(++i));
                inWord = true;
            } else if (quote != 0) {
                if (c == quote) quote = 0;
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    r.add(cur.toString());
                    cur.setLength(0);
                    inWord = false;
                }
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (inWord) r.add(cur.toString());
        return r;
    }
}
