package jcirc.ctest.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Token-level mutation of C source for fuzzing the compiler with malformed input.
 *
 * <p>{@link #tokenize} is a small C lexer (identifiers and keywords, numbers, string and character
 * literals, punctuators; a whole preprocessor directive line is one token; comments are dropped).
 * {@link #mutate} applies a few random edits: delete, insert (a copy of another token of the file),
 * swap two neighbours, duplicate, truncate, and replace a literal, identifier or operator by another
 * one of the same kind from the file. The same source, seed and edit count always give the same
 * mutant, so a failure is reproduced from its seed.
 */
public final class Mutator {
    /** The kinds of token the lexer tells apart. */
    public enum Kind { IDENT, NUMBER, STRING, CHAR, PUNCT, DIRECTIVE }

    /** A token with the line it started on (kept so that mutants keep roughly the original line structure). */
    public record Token(Kind kind, String text, int line) {}

    /** One edit, for the failure report. */
    public enum Edit { DELETE, INSERT, SWAP, DUPLICATE, TRUNCATE, REPLACE_LITERAL, REPLACE_IDENT, REPLACE_OPERATOR }

    /** A mutant: the tokens and the edits made. */
    public record Mutant(List<Token> tokens, List<String> edits) {
        public String text() { return render(tokens); }
    }

    private Mutator() {}

    private static final String[] PUNCTS = {
        "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
    };

    /** Splits C source into tokens (no preprocessing; directives stay whole, with their continuation lines). */
    public static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<>();
        int i = 0, n = src.length(), line = 1;
        boolean lineStart = true;
        while (i < n) {
            char c = src.charAt(i);
            if (c == '\n') { line++; i++; lineStart = true; continue; }
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                while (i < n && src.charAt(i) != '\n') i++;
                continue;
            }
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                int end = src.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (int k = i; k < end; k++) if (src.charAt(k) == '\n') line++;
                i = end;
                continue;
            }
            int start = i, startLine = line;
            Kind kind;
            if (c == '#' && lineStart) {
                // the directive up to an unescaped newline
                while (i < n && !(src.charAt(i) == '\n' && src.charAt(i - 1) != '\\')) {
                    if (src.charAt(i) == '\n') line++;
                    i++;
                }
                kind = Kind.DIRECTIVE;
            } else if (Character.isLetter(c) || c == '_' || c == '$') {
                while (i < n && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_' || src.charAt(i) == '$')) i++;
                // a prefixed literal: L"..", u8'..'
                if (i < n && (src.charAt(i) == '"' || src.charAt(i) == '\'') && src.substring(start, i).matches("L|u|U|u8")) {
                    kind = src.charAt(i) == '\'' ? Kind.CHAR : Kind.STRING;
                    i = quoted(src, i);
                } else {
                    kind = Kind.IDENT;
                }
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(src.charAt(i + 1)))) {
                while (i < n) {
                    char d = src.charAt(i);
                    if ((d == '+' || d == '-') && "eEpP".indexOf(src.charAt(i - 1)) >= 0) { i++; continue; }
                    if (Character.isLetterOrDigit(d) || d == '.' || d == '_') { i++; continue; }
                    break;
                }
                kind = Kind.NUMBER;
            } else if (c == '"' || c == '\'') {
                i = quoted(src, i);
                kind = c == '"' ? Kind.STRING : Kind.CHAR;
            } else {
                String p = null;
                for (String s : PUNCTS) if (src.startsWith(s, i)) { p = s; break; }
                i += p == null ? 1 : p.length();
                kind = Kind.PUNCT;
            }
            out.add(new Token(kind, src.substring(start, i), startLine));
            lineStart = false;
        }
        return out;
    }

    /** The index after the closing quote of the literal starting at {@code i} (or the line end). */
    private static int quoted(String src, int i) {
        char q = src.charAt(i++);
        while (i < src.length()) {
            char d = src.charAt(i);
            if (d == '\\') { i += 2; continue; }
            if (d == q) return i + 1;
            if (d == '\n') return i;
            i++;
        }
        return Math.min(i, src.length());
    }

    /** Source text of tokens: a space between tokens, a newline where the original line changed, directives on their own lines. */
    public static String render(List<Token> tokens) {
        StringBuilder sb = new StringBuilder();
        int line = tokens.isEmpty() ? 1 : tokens.get(0).line();
        boolean afterDirective = false;
        for (Token t : tokens) {
            boolean nl = t.line() != line || afterDirective || t.kind() == Kind.DIRECTIVE;
            if (sb.length() > 0) sb.append(nl ? '\n' : ' ');
            sb.append(t.text());
            line = t.line();
            afterDirective = t.kind() == Kind.DIRECTIVE;
        }
        return sb.append('\n').toString();
    }

    private static boolean isOperator(Token t) { return t.kind() == Kind.PUNCT; }

    private static boolean isLiteral(Token t) { return t.kind() == Kind.NUMBER || t.kind() == Kind.STRING || t.kind() == Kind.CHAR; }

    /** {@code edits} random edits of {@code tokens} chosen by {@code rnd}. */
    public static Mutant mutate(List<Token> tokens, Random rnd, int edits) {
        List<Token> t = new ArrayList<>(tokens);
        List<String> log = new ArrayList<>();
        Edit[] all = Edit.values();
        for (int e = 0; e < edits && !t.isEmpty(); e++) {
            Edit edit = all[rnd.nextInt(all.length)];
            if (edit == Edit.TRUNCATE && rnd.nextInt(3) != 0) edit = Edit.DELETE;   // keep most mutants long
            int i = rnd.nextInt(t.size());
            Token at = t.get(i);
            switch (edit) {
                case DELETE -> t.remove(i);
                case INSERT -> {
                    Token from = tokens.get(rnd.nextInt(tokens.size()));
                    t.add(i, new Token(from.kind(), from.text(), at.line()));
                }
                case SWAP -> {
                    if (i + 1 < t.size()) {
                        Token b = t.get(i + 1);
                        t.set(i, new Token(b.kind(), b.text(), at.line()));
                        t.set(i + 1, new Token(at.kind(), at.text(), b.line()));
                    }
                }
                case DUPLICATE -> t.add(i, at);
                case TRUNCATE -> { while (t.size() > i) t.remove(t.size() - 1); }
                case REPLACE_LITERAL -> i = replace(t, tokens, rnd, Mutator::isLiteral);
                case REPLACE_IDENT -> i = replace(t, tokens, rnd, x -> x.kind() == Kind.IDENT);
                case REPLACE_OPERATOR -> i = replace(t, tokens, rnd, Mutator::isOperator);
            }
            log.add(edit.name().toLowerCase() + "@" + i + (i >= 0 && i < tokens.size() ? "(line " + at.line() + ")" : ""));
        }
        return new Mutant(t, log);
    }

    /** Replaces a random token of a kind by another token of that kind from the original file; the index, or -1. */
    private static int replace(List<Token> t, List<Token> pool, Random rnd, java.util.function.Predicate<Token> kind) {
        List<Integer> where = new ArrayList<>();
        for (int k = 0; k < t.size(); k++) if (kind.test(t.get(k))) where.add(k);
        List<Token> with = pool.stream().filter(kind).toList();
        if (where.isEmpty() || with.isEmpty()) return -1;
        int i = where.get(rnd.nextInt(where.size()));
        Token w = with.get(rnd.nextInt(with.size()));
        t.set(i, new Token(w.kind(), w.text(), t.get(i).line()));
        return i;
    }
}
