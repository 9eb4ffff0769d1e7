package jcirc.ir.parse;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares IR texts up to what a printer may choose freely: trailing {@code //} comments (block
 * predecessor notes) and the numbering of anonymous values. Each definition of a numbered value
 * ({@code %3 = ...} at the start of a line, {@code %3: T} in a block label) gets a fresh canonical
 * name in text order and uses refer to the latest definition, so numbering schemes that restart
 * or reuse numbers in sibling regions compare equal; runs of spaces count as one. Everything else
 * must be identical.
 */
final class PrintedForm {
    private PrintedForm() {}

    private static final Pattern COMMENT = Pattern.compile("[ \\t]+//[^\"]*$");
    private static final Pattern NUMBERED = Pattern.compile("%(\\d+)(?![\\w$.-])");
    private static final Pattern RESULT_DEF = Pattern.compile("^\\s*%(\\d+)(?::\\d+)? = ");
    private static final Pattern LABEL = Pattern.compile("^\\s*\\^\\w+\\(");

    /** Runs of spaces after the indentation count as one (outside strings). */
    private static String collapseSpaces(String line) {
        int indent = 0;
        while (indent < line.length() && line.charAt(indent) == ' ') indent++;
        StringBuilder sb = new StringBuilder(line.substring(0, indent));
        boolean inString = false;
        for (int i = indent; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"' && (i == 0 || line.charAt(i - 1) != '\\')) inString = !inString;
            if (c == ' ' && !inString && sb.length() > indent && sb.charAt(sb.length() - 1) == ' ') continue;
            sb.append(c);
        }
        return sb.toString();
    }

    static String normalize(String text) {
        Map<String, String> current = new HashMap<>();
        int[] next = {0};
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            line = COMMENT.matcher(line).replaceAll("");
            line = collapseSpaces(line);
            Matcher def = RESULT_DEF.matcher(line);
            boolean isLabel = LABEL.matcher(line).find();
            String defined = def.find() ? def.group(1) : null;
            int defEnd = defined != null ? def.end() : 0;
            StringBuilder sb = new StringBuilder();
            Matcher m = NUMBERED.matcher(line);
            while (m.find()) {
                String n = m.group(1);
                String name;
                boolean labelArg = isLabel && line.startsWith(":", m.end());
                if ((defined != null && m.end() <= defEnd) || labelArg) {
                    name = "%v" + next[0]++;
                    if (labelArg) current.put(n, name);
                } else {
                    name = current.getOrDefault(n, "%" + n);
                }
                m.appendReplacement(sb, Matcher.quoteReplacement(name));
            }
            m.appendTail(sb);
            if (defined != null) {
                // the result is visible after its op (its operands on this line were uses)
                String canon = sb.substring(0, sb.indexOf(" ="));
                current.put(defined, canon.strip().replaceAll(":\\d+$", ""));
            }
            out.append(sb).append('\n');
        }
        return out.toString();
    }
}
