package jcirc.tools.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Extracts lit-style {@code RUN:} lines from a test file's text. */
public final class RunLines {
    /** A RUN line: only comment punctuation and blanks may precede "RUN:". */
    private static final Pattern RUN = Pattern.compile("^[\\s/#;*!-]*RUN:(.*)$");

    private RunLines() {}

    /** The RUN commands, continuation lines ({@code \} at the end) joined with a space. */
    public static List<String> extract(String text) {
        List<String> commands = new ArrayList<>();
        StringBuilder cur = null;
        for (String line : text.split("\r?\n", -1)) {
            Matcher m = RUN.matcher(line);
            if (!m.matches()) {
                if (cur != null) { // a dangling continuation ends at a non-RUN line
                    commands.add(cur.toString().trim());
                    cur = null;
                }
                continue;
            }
            String body = m.group(1).stripTrailing();
            boolean continues = body.endsWith("\\");
            if (continues) body = body.substring(0, body.length() - 1);
            if (cur == null) cur = new StringBuilder(body.trim());
            else cur.append(' ').append(body.trim());
            if (!continues) {
                commands.add(cur.toString().trim());
                cur = null;
            }
        }
        if (cur != null) commands.add(cur.toString().trim());
        commands.removeIf(String::isEmpty);
        return commands;
    }

    /** lit's %-substitutions: %s (file), %S (its directory), %p (same), %t (temp path), %T (its directory), %% (%). */
    public static String substitute(String cmd, String file, String dir, String tmp, String tmpDir) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cmd.length(); i++) {
            char c = cmd.charAt(i);
            if (c != '%' || i + 1 >= cmd.length()) {
                sb.append(c);
                continue;
            }
            char n = cmd.charAt(i + 1);
            String rep = switch (n) {
                case 's' -> file;
                case 'S', 'p' -> dir;
                case 't' -> tmp;
                case 'T' -> tmpDir;
                case '%' -> "%";
                default -> null;
            };
            if (rep == null) sb.append(c);
            else {
                sb.append(rep);
                i++;
            }
        }
        return sb.toString();
    }
}
