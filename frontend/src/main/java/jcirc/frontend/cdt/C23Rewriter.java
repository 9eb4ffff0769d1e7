package jcirc.frontend.cdt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * C23 syntax that CDT's scanner and parser lack, rewritten in the source text before
 * preprocessing (-std=c23/gnu23 only; like {@link GenericSelectionRewriter}, strings, character
 * constants and comments are skipped). Every rewrite keeps the text's length where it can and
 * always its line breaks, so diagnostics keep their lines and columns:
 * <pre>
 *   1'000'000, 0xFF'FF, 1'0.5e3      →  1000000  , 0xFFFF , 10.5e3      (digit separators dropped, padded)
 *   [[nodiscard, gnu::cold]] int f(); →  _J(nodiscard, cold       ) int f();   (_J(...) = __attribute__((...)))
 *   [[fallthrough]];                 →                 ;              (a null statement)
 *   [[noreturn]] void g(void);       →  _Noreturn    void g(void);
 *   __has_c_attribute(nodiscard)     →  202003L                       (clang-19's values)
 *   #elifdef X / #elifndef X         →  #elif defined X / #elif !defined X
 *   #if true / #if false             →  #if 1    / #if 0
 *   #embed "f" limit(2) prefix(9,)   →  9,1,2                         (the file's bytes, one line)
 *   u8'a'                            →  ((unsigned char)'a')
 *   5wb, 255uwb                      →  ((_BitInt(4))5), ((unsigned _BitInt(8))255)
 *   F __VA_OPT__(,) __VA_ARGS__      →  F ,##            __VA_ARGS__    (GNU's comma deletion)
 *   { ... done: }                    →  { ... done:;}                  (a label ending a block)
 * </pre>
 * Unknown attributes are dropped with clang's warning ({@code unknown attribute 'x' ignored}),
 * reported through {@link #warnings} at their offset in the original text.
 */
public final class C23Rewriter {
    /** The prelude macro {@code [[...]]} becomes (two letters: {@code [[}+{@code ]]} is as long as {@code _J(}+{@code )}). */
    public static final String ATTR_MACRO = "_J";

    /** The marker enumerator carrying a C23 enum's fixed underlying type (see fixedEnum). */
    public static final String FIXED_ENUM = "__jcirc_enum_type__";

    /** A warning at an offset of the original text. */
    public record Warning(int offset, String message) {}

    /** clang-19's {@code __has_c_attribute} values of the standard attributes. */
    static final Map<String, String> STANDARD = Map.of(
            "nodiscard", "202003L", "deprecated", "201904L", "fallthrough", "201910L",
            "maybe_unused", "202106L", "noreturn", "202202L", "_Noreturn", "202202L");

    /** GNU attributes jcirc implements or may ignore without changing the program's meaning. */
    static final Set<String> GNU = Set.of("noinline", "always_inline", "noreturn", "returns_twice", "weak", "used", "unused",
            "alias", "section", "visibility", "cleanup", "weakref", "format", "format_arg", "constructor", "destructor", "packed",
            "aligned", "deprecated", "warn_unused_result", "const", "pure", "malloc", "nonnull", "nothrow", "cold", "hot",
            "leaf", "noclone", "flatten", "may_alias", "sentinel", "artificial", "gnu_inline", "noipa", "returns_nonnull",
            "alloc_size", "alloc_align", "assume_aligned", "access", "fallthrough", "optimize", "no_instrument_function",
            "tls_model", "common", "nocommon", "externally_visible", "warning", "error", "maybe_unused", "nodiscard",
            "transparent_union", "mode", "vector_size", "no_reorder", "no_stack_protector", "retain", "noplt", "target");

    /** Resolves an {@code #embed} name: (name, angled) → the file, or null when it is not found. */
    private final BiFunction<String, Boolean, Path> resolver;
    public final List<Warning> warnings = new ArrayList<>();

    public C23Rewriter(BiFunction<String, Boolean, Path> resolver) { this.resolver = resolver; }

    /** The rewritten text (the same string when nothing needed rewriting). */
    public String rewrite(String text) {
        if (!needsRewrite(text)) return text;
        StringBuilder out = new StringBuilder(text.length() + 16);
        int i = 0, n = text.length();
        boolean lineStart = true;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') { out.append(c); i++; lineStart = true; continue; }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') { out.append(c); i++; continue; }
            if (lineStart && c == '#') { i = directive(text, i, out); lineStart = false; continue; }
            lineStart = false;
            i = token(text, i, out, false);
        }
        return out.toString();
    }

    /** Cheap pre-check: the text has something this class rewrites. */
    private static boolean needsRewrite(String t) {
        return t.contains("[[") || t.contains("'") || t.contains("__VA_OPT__") || t.contains(":") || t.contains("#elif") || t.contains("embed") || t.contains("__has_c_attribute")
                || t.contains("true") || t.contains("false") || t.contains("wb") || t.contains("WB");   // 5wb, 255uwb, 7WBU
    }

    /** Rewrites one token (or copies one character) at {@code i}; returns the index after it. */
    private int token(String s, int i, StringBuilder out, boolean condition) {
        int n = s.length();
        char c = s.charAt(i);
        int skip = GenericSelectionRewriter.skipLiteralOrComment(s, i);
        if (skip > i) { out.append(s, i, skip); return skip; }
        if (Character.isLetter(c) || c == '_' || c == '$') {
            int j = i;
            while (j < n && isIdent(s.charAt(j))) j++;
            String id = s.substring(i, j);
            if (id.equals("__has_c_attribute")) {
                int p = skipSpaces(s, j);
                if (p < n && s.charAt(p) == '(') {
                    int close = s.indexOf(')', p);
                    if (close > 0) {
                        String v = hasCAttribute(s.substring(p + 1, close).replaceAll("\\s+", ""));
                        pad(out, v, s, i, close + 1);
                        return close + 1;
                    }
                }
            }
            if (condition && (id.equals("true") || id.equals("false"))) { pad(out, id.equals("true") ? "1" : "0", s, i, j); return j; }
            if (id.equals("u8") && j < n && s.charAt(j) == '\'') {
                // u8'a': a UTF-8 character constant of type unsigned char (C23 6.4.4.5); one line grows
                int end = GenericSelectionRewriter.skipLiteralOrComment(s, j);
                out.append("((unsigned char)").append(s, j, end).append(')');
                return end;
            }
            if (id.equals("enum")) {
                int e = fixedEnum(s, j, out);
                if (e > 0) return e;
            }
            if (id.equals("__VA_OPT__")) {
                // the common `__VA_OPT__(,) __VA_ARGS__` is GNU's `, ## __VA_ARGS__`
                int p = skipSpaces(s, j);
                if (s.startsWith("(", p)) {
                    int q = skipSpaces(s, p + 1);
                    if (s.startsWith(",", q)) {
                        int r = skipSpaces(s, q + 1);
                        if (s.startsWith(")", r) && s.startsWith("__VA_ARGS__", skipSpaces(s, r + 1))) {
                            pad(out, ",##", s, i, r + 1);
                            return r + 1;
                        }
                    }
                }
            }
            out.append(id);
            return j;
        }
        if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(s.charAt(i + 1)))) {
            int j = i;
            StringBuilder num = new StringBuilder();
            while (j < n) {
                char d = s.charAt(j);
                if ((d == 'e' || d == 'E' || d == 'p' || d == 'P') && j + 1 < n && (s.charAt(j + 1) == '+' || s.charAt(j + 1) == '-')) {
                    num.append(d).append(s.charAt(j + 1));
                    j += 2;
                } else if (isIdent(d) || d == '.') {
                    num.append(d);
                    j++;
                } else if (d == '\'' && j + 1 < n && isIdent(s.charAt(j + 1))) {
                    j++;   // C23 digit separator
                } else break;
            }
            String bitInt = condition ? null : bitIntLiteral(num.toString());
            if (bitInt != null) { out.append(bitInt); return j; }
            pad(out, num.toString(), s, i, j);
            return j;
        }
        if (c == ':' && !condition && i + 1 < n && s.charAt(i + 1) != ':') {
            // a label at the end of a block (`lbl: }`, C23 6.8.2): a null statement follows it
            int k = i + 1;
            while (k < n && Character.isWhitespace(s.charAt(k))) k++;
            if (k < n && s.charAt(k) == '}') {
                out.append(':');
                if (s.charAt(i + 1) == ' ' || s.charAt(i + 1) == '\t') { out.append(';'); return i + 2; }
                out.append(';');
                return i + 1;
            }
        }
        if (c == '[' && i + 1 < n && s.charAt(i + 1) == '[' && !condition) {
            int end = attributeEnd(s, i + 2);
            if (end > 0) {
                out.append(attributeSpecifier(s, i, end));
                return end + 2;
            }
        }
        out.append(c);
        return i + 1;
    }

    /**
     * {@code 3wb} / {@code 255uwb} (C23 6.4.4.1): a cast of the value to {@code _BitInt(N)} / {@code unsigned _BitInt(N)}
     * with the smallest N that holds it ({@code ((_BitInt(3))3)}); null if {@code num} has no such suffix.
     */
    static String bitIntLiteral(String num) {
        String l = num.toLowerCase();
        boolean unsigned;
        String digits;
        if (l.endsWith("uwb") || l.endsWith("wbu")) { unsigned = true; digits = num.substring(0, num.length() - 3); }
        else if (l.endsWith("wb")) { unsigned = false; digits = num.substring(0, num.length() - 2); }
        else return null;
        if (digits.contains(".")) return null;
        java.math.BigInteger v;
        try {
            String d = digits.toLowerCase();
            if (d.startsWith("0x")) v = new java.math.BigInteger(d.substring(2), 16);
            else if (d.startsWith("0b")) v = new java.math.BigInteger(d.substring(2), 2);
            else if (d.length() > 1 && d.startsWith("0")) v = new java.math.BigInteger(d.substring(1), 8);
            else v = new java.math.BigInteger(d);
        } catch (NumberFormatException e) {
            return null;
        }
        int n = unsigned ? Math.max(1, v.bitLength()) : Math.max(2, v.bitLength() + 1);
        String type = (unsigned ? "unsigned " : "") + "_BitInt(" + n + ")";
        if (v.bitLength() > 64) {
            // wider than any standard constant: its 64-bit limbs, shifted and or-ed in unsigned _BitInt(N)
            String u = "(unsigned _BitInt(" + n + "))";
            StringBuilder e = new StringBuilder();
            for (int shift = (v.bitLength() - 1) / 64 * 64; shift >= 0; shift -= 64) {
                java.math.BigInteger limb = v.shiftRight(shift).and(java.math.BigInteger.ONE.shiftLeft(64).subtract(java.math.BigInteger.ONE));
                if (e.length() > 0) e.append(" | ");
                e.append("(").append(u).append("0x").append(limb.toString(16)).append("ull");
                if (shift > 0) e.append(" << ").append(shift);
                e.append(")");
            }
            return "((" + type + ")(" + e + "))";
        }
        String lit = v.bitLength() > 63 ? digits + "ull" : v.bitLength() > 31 ? digits + "ll" : digits;
        return "((" + type + ")" + lit + ")";
    }

    /**
     * {@code enum E : unsigned char {} (C23 fixed underlying type, on one line) becomes
     * {@code enum E { __jcirc_enum_type__ = (unsigned char)0,} (the line grows; sema takes the type from that
     * first enumerator's cast and drops it); returns the index after the {@code {}, or -1 (a bit-field
     * {@code enum E : 3;} and a declaration {@code enum E : T;} are left alone).
     */
    private static int fixedEnum(String s, int j, StringBuilder out) {
        int n = s.length();
        int p = skipSpaces(s, j), q = p;
        while (q < n && isIdent(s.charAt(q))) q++;
        int r = skipSpaces(s, q);
        if (r >= n || s.charAt(r) != ':' || (r + 1 < n && s.charAt(r + 1) == ':')) return -1;
        int t = r + 1;
        while (t < n && (isIdent(s.charAt(t)) || s.charAt(t) == ' ' || s.charAt(t) == '\t')) t++;
        String type = s.substring(r + 1, t).trim();
        if (t >= n || s.charAt(t) != '{' || type.isEmpty() || Character.isDigit(type.charAt(0))) return -1;
        out.append("enum ").append(s, p, q).append(" { " + FIXED_ENUM + " = (").append(type).append(")0,");
        return t + 1;
    }

    private static boolean isIdent(char c) { return Character.isLetterOrDigit(c) || c == '_' || c == '$'; }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) i++;
        return i;
    }

    /** Appends {@code repl} for the original {@code s[from, to)}: padded with spaces to its length, its line breaks kept. */
    private static void pad(StringBuilder out, String repl, String s, int from, int to) {
        out.append(repl);
        int lines = 0;
        for (int k = from; k < to; k++) if (s.charAt(k) == '\n') lines++;
        int len = to - from - lines;
        for (int k = repl.length(); k < len; k++) out.append(' ');
        for (int k = 0; k < lines; k++) out.append('\n');
    }

    /** The value of {@code __has_c_attribute(name)} as clang-19 gives it (1 for supported vendor attributes). */
    static String hasCAttribute(String name) {
        String[] q = splitScoped(name);
        if (q[0] == null) {
            String v = STANDARD.get(strip(q[1]));
            return v == null ? "0" : v;
        }
        return vendor(q[0]) && GNU.contains(strip(q[1])) ? "1" : "0";
    }

    private static boolean vendor(String ns) { return ns.equals("gnu") || ns.equals("__gnu__") || ns.equals("clang") || ns.equals("_Clang"); }

    /** {@code __nodiscard__} → {@code nodiscard} (C23 6.7.13.2: the underscored spelling is the same attribute). */
    private static String strip(String n) {
        return n.length() > 4 && n.startsWith("__") && n.endsWith("__") ? n.substring(2, n.length() - 2) : n;
    }

    private static String[] splitScoped(String name) {
        int k = name.indexOf("::");
        return k < 0 ? new String[] {null, name} : new String[] {name.substring(0, k), name.substring(k + 2)};
    }

    /** The index of the {@code ]]} closing an attribute specifier whose contents start at {@code i}, or -1. */
    private static int attributeEnd(String s, int i) {
        int depth = 0;
        while (i < s.length()) {
            int skip = GenericSelectionRewriter.skipLiteralOrComment(s, i);
            if (skip > i) { i = skip; continue; }
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == '}') depth--;
            else if (c == ']') {
                if (depth == 0) return i + 1 < s.length() && s.charAt(i + 1) == ']' ? i : -1;
                depth--;
            } else if (c == ';' && depth == 0) return -1;
            i++;
        }
        return -1;
    }

    /** {@code [[a, ns::b(args)]]} at {@code s[start, end+2)} → {@code _J(a, b(args))}, padded; see the class comment. */
    private String attributeSpecifier(String s, int start, int end) {
        List<String> kept = new ArrayList<>();
        int depth = 0, itemStart = start + 2;
        for (int k = start + 2; k <= end; k++) {
            int skip = k < end ? GenericSelectionRewriter.skipLiteralOrComment(s, k) : k;
            if (skip > k) { k = skip - 1; continue; }
            char c = k < end ? s.charAt(k) : ',';
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') depth--;
            else if (c == ',' && depth == 0) {
                String a = attribute(s, itemStart, k);
                if (a != null) kept.add(a);
                itemStart = k + 1;
            }
        }
        StringBuilder out = new StringBuilder();
        String body = String.join(", ", kept);
        if (kept.isEmpty()) { pad(out, "", s, start, end + 2); return out.toString(); }
        if (kept.size() == 1 && kept.get(0).equals("noreturn")) { pad(out, "_Noreturn", s, start, end + 2); return out.toString(); }
        String repl = ATTR_MACRO + "(" + body + ")";
        pad(out, repl, s, start, end + 2);
        return out.toString();
    }

    /** One attribute of a list, mapped to its GNU spelling; null when it is dropped (fallthrough, unknown: warned). */
    private String attribute(String s, int from, int to) {
        String item = s.substring(from, to);
        String trimmed = item.strip();
        if (trimmed.isEmpty()) return null;
        int nameStart = from + item.indexOf(trimmed.charAt(0));
        int paren = trimmed.indexOf('(');
        String name = (paren < 0 ? trimmed : trimmed.substring(0, paren)).replaceAll("\\s+", "");
        String args = paren < 0 ? "" : trimmed.substring(paren).replace('\n', ' ');
        String[] q = splitScoped(name);
        String base = strip(q[1]);
        if (q[0] == null) {
            switch (base) {
                case "nodiscard", "deprecated": return base + args;
                case "maybe_unused": return "unused";
                case "noreturn", "_Noreturn": return "noreturn";
                case "fallthrough": return null;
                default: break;
            }
        } else if (vendor(q[0]) && GNU.contains(base)) {
            return base.equals("fallthrough") ? null : base + args;
        }
        warnings.add(new Warning(nameStart, "unknown attribute '" + base + "' ignored [-Wunknown-attributes]"));
        return null;
    }

    // ------------------------------------------------------------------ directives

    /** A preprocessing directive starting at the {@code #} at {@code i}; returns the index after what it consumed. */
    private int directive(String s, int i, StringBuilder out) {
        int n = s.length();
        int p = skipSpaces(s, i + 1);
        int q = p;
        while (q < n && isIdent(s.charAt(q))) q++;
        String name = s.substring(p, q);
        int eol = endOfLine(s, q);
        switch (name) {
            case "elifdef", "elifndef" -> {
                out.append(s, i, p).append(name.equals("elifdef") ? "elif defined" : "elif !defined");
                return condition(s, q, eol, out);
            }
            case "if", "elif" -> {
                out.append(s, i, q);
                return condition(s, q, eol, out);
            }
            case "embed" -> {
                embed(s, i, q, eol, out);
                return eol;
            }
            default -> {
                out.append(s, i, q);
                return q;   // the rest of the line is scanned as ordinary text (#define bodies hold attributes)
            }
        }
    }

    /** The end of a logical line (backslash-newlines continue it), at the newline or the text's end. */
    private static int endOfLine(String s, int i) {
        while (i < s.length()) {
            int skip = GenericSelectionRewriter.skipLiteralOrComment(s, i);
            if (skip > i) {
                if (s.startsWith("//", i)) return skip;
                i = skip;
                continue;
            }
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\n') { i += 2; continue; }
            if (c == '\\' && i + 2 < s.length() && s.charAt(i + 1) == '\r' && s.charAt(i + 2) == '\n') { i += 3; continue; }
            if (c == '\n') return i;
            i++;
        }
        return i;
    }

    /** An {@code #if}/{@code #elif} condition: {@code true}/{@code false} are 1/0 (C23 6.10.2). */
    private int condition(String s, int i, int eol, StringBuilder out) {
        while (i < eol) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\\' || c == '\r') { out.append(c); i++; continue; }
            i = token(s, i, out, true);
        }
        return Math.max(i, eol);
    }

    /**
     * {@code #embed "file" [limit(N)] [prefix(...)] [suffix(...)] [if_empty(...)]}: the file's bytes as a
     * comma-separated list of integer constants on the directive's line (its line breaks follow). A file
     * that is not found becomes {@code #error} (reported only where the directive is active).
     */
    private void embed(String s, int hash, int afterName, int eol, StringBuilder out) {
        String line = s.substring(afterName, eol).replaceAll("\\\\\r?\n", " ");
        int newlines = 0;
        for (int k = afterName; k < eol; k++) if (s.charAt(k) == '\n') newlines++;
        String rest = line.strip();
        String fileName;
        boolean angled;
        int close;
        if (rest.startsWith("\"")) { close = rest.indexOf('"', 1); angled = false; }
        else if (rest.startsWith("<")) { close = rest.indexOf('>', 1); angled = true; }
        else close = -1;
        if (close < 0) {
            out.append("#error #embed expects \"FILENAME\" or <FILENAME>");
        } else {
            fileName = rest.substring(1, close);
            angled = rest.charAt(0) == '<';
            Map<String, String> params = embedParams(rest.substring(close + 1));
            Path file = resolver == null ? null : resolver.apply(fileName, angled);
            byte[] data = null;
            if (file != null) {
                try { data = Files.readAllBytes(file); } catch (IOException e) { data = null; }
            }
            if (data == null) {
                out.append("#error '").append(fileName).append("' file not found");
            } else if (params == null) {
                out.append("#error unknown or malformed #embed parameter");
            } else {
                long limit = data.length;
                if (params.containsKey("limit")) {
                    try { limit = Math.min(limit, Long.decode(params.get("limit").strip().replaceAll("[uUlL]+$", ""))); }
                    catch (NumberFormatException e) { out.append("#error #embed limit must be an integer constant"); limit = -1; }
                }
                if (limit >= 0) {
                    if (limit == 0) {
                        out.append(params.getOrDefault("if_empty", ""));
                    } else {
                        out.append(params.getOrDefault("prefix", ""));
                        for (int k = 0; k < limit; k++) {
                            if (k > 0) out.append(',');
                            out.append(data[k] & 0xff);
                        }
                        out.append(params.getOrDefault("suffix", ""));
                    }
                }
            }
        }
        for (int k = 0; k < newlines; k++) out.append('\n');
    }

    /** {@code limit(N) prefix(...)} → name → the tokens in parentheses; null if malformed or unknown. */
    private static Map<String, String> embedParams(String text) {
        Map<String, String> m = new java.util.HashMap<>();
        int i = 0, n = text.length();
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) i++;
            if (i >= n) return m;
            int j = i;
            while (j < n && (isIdent(text.charAt(j)) || text.charAt(j) == ':')) j++;
            String name = strip(text.substring(i, j).replace("clang::", ""));
            if (name.isEmpty() || !Set.of("limit", "prefix", "suffix", "if_empty").contains(name)) return null;
            j = skipSpaces(text, j);
            if (j >= n || text.charAt(j) != '(') return null;
            int depth = 0, k = j;
            for (; k < n; k++) {
                char c = text.charAt(k);
                if (c == '(') depth++;
                else if (c == ')' && --depth == 0) break;
            }
            if (k >= n) return null;
            m.put(name, text.substring(j + 1, k));
            i = k + 1;
        }
    }
}
