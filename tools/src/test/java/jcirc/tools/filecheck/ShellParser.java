package jcirc.tools.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the small shell language of RUN lines (as lit's internal shell does): commands
 * separated by {@code |}, pipelines joined by {@code &&}, {@code ||} and {@code ;}, words
 * with {@code '...'}, {@code "..."} and backslash quoting, and redirections {@code > >> < 2>
 * 2>> 2>&1 &>}.
 */
public final class ShellParser {
    public record Redirect(String op, String target) {}

    public record Command(List<String> words, List<Redirect> redirects) {}

    /** Commands connected by pipes. */
    public record Pipeline(List<Command> commands) {}

    /** A pipeline and the operator joining it to the next one ({@code &&}, {@code ||}, {@code ;}, or null at the end). */
    public record Step(Pipeline pipeline, String then) {}

    public static final class SyntaxError extends Exception {
        SyntaxError(String m) { super(m); }
    }

    private record Token(String text, boolean operator) {}

    private ShellParser() {}

    public static List<Step> parse(String script) throws SyntaxError {
        List<Token> toks = tokenize(script);
        List<Step> steps = new ArrayList<>();
        List<Command> cmds = new ArrayList<>();
        List<String> words = new ArrayList<>();
        List<Redirect> reds = new ArrayList<>();
        for (int i = 0; i < toks.size(); i++) {
            Token t = toks.get(i);
            if (!t.operator()) {
                words.add(t.text());
                continue;
            }
            switch (t.text()) {
                case ">", ">>", "<", "2>", "2>>", "&>" -> {
                    if (i + 1 >= toks.size() || toks.get(i + 1).operator())
                        throw new SyntaxError("missing file name after '" + t.text() + "'");
                    reds.add(new Redirect(t.text(), toks.get(++i).text()));
                }
                case "2>&1", ">&2", "1>&2" -> reds.add(new Redirect(t.text().equals("2>&1") ? "2>&1" : ">&2", null));
                case "|" -> {
                    if (words.isEmpty()) throw new SyntaxError("empty command before '|'");
                    cmds.add(new Command(words, reds));
                    words = new ArrayList<>();
                    reds = new ArrayList<>();
                }
                case "&&", "||", ";" -> {
                    if (words.isEmpty()) throw new SyntaxError("empty command before '" + t.text() + "'");
                    cmds.add(new Command(words, reds));
                    steps.add(new Step(new Pipeline(cmds), t.text()));
                    cmds = new ArrayList<>();
                    words = new ArrayList<>();
                    reds = new ArrayList<>();
                }
                default -> throw new SyntaxError("unsupported shell operator '" + t.text() + "'");
            }
        }
        if (!words.isEmpty()) {
            cmds.add(new Command(words, reds));
            steps.add(new Step(new Pipeline(cmds), null));
        } else if (!cmds.isEmpty() || !reds.isEmpty()) {
            throw new SyntaxError("command line ends with an operator");
        } else if (!steps.isEmpty()) {
            throw new SyntaxError("command line ends with '" + steps.get(steps.size() - 1).then() + "'");
        }
        return steps;
    }

    private static List<Token> tokenize(String s) throws SyntaxError {
        List<Token> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\'') {
                int end = s.indexOf('\'', i + 1);
                if (end < 0) throw new SyntaxError("unterminated single quote");
                w.append(s, i + 1, end);
                inWord = true;
                i = end + 1;
            } else if (c == '"') {
                i++;
                while (true) {
                    if (i >= s.length()) throw new SyntaxError("unterminated double quote");
                    char d = s.charAt(i);
                    if (d == '"') break;
                    if (d == '\\' && i + 1 < s.length() && "\"\\$`".indexOf(s.charAt(i + 1)) >= 0) {
                        w.append(s.charAt(i + 1));
                        i += 2;
                    } else {
                        w.append(d);
                        i++;
                    }
                }
                inWord = true;
                i++;
            } else if (c == '\\' && i + 1 < s.length()) {
                w.append(s.charAt(i + 1));
                inWord = true;
                i += 2;
            } else if (Character.isWhitespace(c)) {
                if (inWord) { out.add(new Token(w.toString(), false)); w.setLength(0); inWord = false; }
                i++;
            } else {
                String op = operatorAt(s, i, inWord);
                if (op != null) {
                    if (inWord) { out.add(new Token(w.toString(), false)); w.setLength(0); inWord = false; }
                    out.add(new Token(op, true));
                    i += op.length();
                } else {
                    w.append(c);
                    inWord = true;
                    i++;
                }
            }
        }
        if (inWord) out.add(new Token(w.toString(), false));
        return out;
    }

    private static String operatorAt(String s, int i, boolean inWord) {
        String[] ops = {"2>&1", "1>&2", ">&2", "2>>", "&&", "||", ">>", "&>", "2>", "|", ";", ">", "<"};
        for (String op : ops) {
            if (!s.startsWith(op, i)) continue;
            if (op.startsWith("2") || op.startsWith("1>")) {
                // "2>" is an operator only at the start of a word (x2>f is the word x2 then >f in sh; keep it simple)
                if (inWord) continue;
            }
            return op;
        }
        if (s.charAt(i) == '&') return "&";
        return null;
    }
}
