package jcirc.ir.parse;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares IR texts up to what a printer may choose freely: trailing {@code //} comments (block
 * predecessor notes) and the numbering of anonymous values ({@code %0, %1, ...} are renamed in
 * order of first appearance). Everything else (ops, attributes, types, named values, blocks) must
 * be identical.
 */
final class PrintedForm {
    private PrintedForm() {}

    private static final Pattern COMMENT = Pattern.compile("(?m)[ \\t]+//[^\"\\n]*$");
    private static final Pattern NUMBERED = Pattern.compile("%(\\d+)(?![\\w$.-])");

    static String normalize(String text) {
        String s = COMMENT.matcher(text).replaceAll("");
        Map<String, String> names = new HashMap<>();
        Matcher m = NUMBERED.matcher(s);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String n = names.computeIfAbsent(m.group(1), k -> "%v" + names.size());
            m.appendReplacement(sb, Matcher.quoteReplacement(n));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
