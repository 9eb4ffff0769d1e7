package jcirc.ctest;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * What gcc's DejaGnu harness would do with one torture program on x86_64-pc-linux-gnu: the
 * {@code dg-*} directives in its comments ({@code dg-options}, {@code dg-additional-options},
 * {@code dg-require-effective-target}, {@code dg-skip-if}, {@code dg-xfail-if}, {@code dg-do}, ...)
 * and its {@code .x} Tcl file ({@code return 1} skips, {@code lappend additional_flags},
 * {@code set torture_execute_xfail}) are evaluated for this target only. The result is the
 * extra compiler flags, or the reason why the program does not apply here.
 */
final class DgDirectives {
    private DgDirectives() {}

    static final String TRIPLET = "x86_64-pc-linux-gnu";

    /**
     * Effective-target keywords that gcc 12 reports true on x86_64 Linux (the ones the execute
     * tests ask for); any other keyword is false. {@code dfp}: gcc supports _Decimal32/64/128
     * here, so a test asking for it applies (and fails when jcirc lacks decimal floats).
     */
    static final Set<String> TRUE_TARGETS = Set.of(
            "int32plus", "int32", "longlong64", "double64", "double64plus", "stdint_types", "int128",
            "lp64", "label_values", "trampolines", "alloca", "indirect_jumps", "nonlocal_goto",
            "untyped_assembly", "return_address", "mmap", "c99_runtime", "unwrapped", "fileio",
            "signal", "fpic", "pie", "weak", "alias", "dfp", "size32plus", "ptr32plus", "large_double",
            "sync_int_long", "sync_char_short", "hard_float", "x86", "lto", "gettimeofday", "stack_size_ok");

    /** Keywords known to be false here (so they are not reported as unknown). */
    static final Set<String> FALSE_TARGETS = Set.of(
            "freestanding", "ia32", "x32", "newlib_nano_io", "vxworks_kernel", "coldfire_fpu", "ti_c67x",
            "stack_size", "avr_tiny", "int16", "tiny", "keeps_null_pointer_checks", "no_alignment_constraints");

    /** Flags and applicability of one program. {@code notApplicable} is null when it applies. */
    record Outcome(List<String> flags, String notApplicable) {}

    /**
     * Evaluates the directives in {@code source} and the {@code .x} script {@code xScript}
     * (null when absent) for a compilation with {@code configFlags}.
     */
    static Outcome evaluate(String source, String xScript, List<String> baseFlags, List<String> configFlags) {
        return evaluate(source, xScript, baseFlags, configFlags, List.of(), TRUE_TARGETS::contains);
    }

    /**
     * As {@link #evaluate(String, String, List, List)}, with the harness's default extra flags
     * {@code defaultExtra} (which a {@code dg-options} replaces, as in gcc's {@code dg-test}: g++'s
     * {@code -pedantic-errors -Wno-long-long}) and {@code targets} saying which effective-target keywords are
     * true (g++'s tests also ask for the language standard: {@code c++11}, {@code c++17_down}, ...).
     */
    static Outcome evaluate(String source, String xScript, List<String> baseFlags, List<String> configFlags,
                            List<String> defaultExtra, Predicate<String> targets) {
        List<String> flags = new ArrayList<>(baseFlags);
        if (xScript != null) {
            XFile x = new XFile(flags);
            String na = x.run(xScript);
            if (na != null) return new Outcome(flags, na);
        }
        List<String> options = null;   // dg-options replaces the default extra flags (none for the C torture tests)
        List<String> additional = new ArrayList<>();
        for (List<Word> d : directives(source)) {
            String name = d.get(0).text;
            List<Word> args = d.subList(1, d.size());
            List<String> all = new ArrayList<>(configFlags);
            all.addAll(flags);
            String na = switch (name) {
                case "dg-do" -> {
                    if (args.isEmpty()) yield null;
                    String what = args.get(0).text;
                    if (args.size() > 1) {
                        List<Word> sel = args.get(1).list();
                        boolean xfail = !sel.isEmpty() && sel.get(0).text.equals("xfail");
                        boolean match = selector(sel, targets);
                        if (xfail && match) yield "dg-do xfail for this target";
                        if (!xfail && !match) yield "dg-do " + what + " not for this target";
                    }
                    yield what.equals("run") ? null : "dg-do " + what + " (not an execution test)";
                }
                case "dg-options", "dg-additional-options" -> {
                    if (args.size() < 2 || selector(args.get(1).list(), targets)) {
                        List<String> f = new ArrayList<>();
                        for (Word w : args.get(0).list()) f.addAll(List.of(w.text.trim().split("\\s+")));
                        f.removeIf(String::isEmpty);
                        if (name.equals("dg-options")) options = f; else additional.addAll(f);
                    }
                    yield null;
                }
                case "dg-require-effective-target" -> {
                    if (args.isEmpty()) yield null;
                    if (args.size() > 1 && !selector(args.get(1).list(), targets)) yield null;
                    String kw = args.get(0).text;
                    if (targets.test(kw)) yield null;
                    yield FALSE_TARGETS.contains(kw) ? "requires effective target " + kw
                            : "requires effective target " + kw + " (unknown to the harness)";
                }
                case "dg-skip-if", "dg-xfail-if", "dg-xfail-run-if" -> {
                    if (args.size() < 2 || !selector(args.get(1).list(), targets)) yield null;
                    List<String> incl = args.size() > 2 ? texts(args.get(2)) : List.of("*");
                    List<String> excl = args.size() > 3 ? texts(args.get(3)) : List.of();
                    boolean inclHit = incl.stream().anyMatch(p -> p.equals("*") || all.stream().anyMatch(f -> glob(p, f)));
                    boolean exclHit = excl.stream().filter(p -> !p.isEmpty()).anyMatch(p -> all.stream().anyMatch(f -> glob(p, f)));
                    if (!inclHit || exclHit) yield null;
                    String why = args.get(0).text;
                    yield (name.equals("dg-skip-if") ? "skipped" : "expected to fail") + " by gcc on this target"
                            + (why.isBlank() ? "" : ": " + why);
                }
                // dg-add-options ieee / stack_size add nothing on x86_64 Linux; the rest are true or only
                // concern the compiler's messages
                default -> null;
            };
            if (na != null) return new Outcome(flags, na);
        }
        flags.addAll(options != null ? options : defaultExtra);
        flags.addAll(additional);
        return new Outcome(flags, null);
    }

    private static List<String> texts(Word w) {
        List<String> r = new ArrayList<>();
        for (Word x : w.list()) r.add(x.text);
        return r;
    }

    // ------------------------------------------------------------------ Tcl words

    /** A Tcl word: its text and whether it was braced (a list to be split further). */
    record Word(String text, boolean braced) {
        /** The word as a Tcl list: a braced or quoted word is split into its own words. */
        List<Word> list() { return words(text); }
    }

    /** The {@code { dg-... }} directives in a C source, each as its list of words. */
    static List<List<Word>> directives(String src) {
        List<List<Word>> r = new ArrayList<>();
        int i = 0;
        while ((i = src.indexOf("dg-", i)) >= 0) {
            int open = i - 1;
            while (open >= 0 && (src.charAt(open) == ' ' || src.charAt(open) == '\t')) open--;
            if (open < 0 || src.charAt(open) != '{') { i += 3; continue; }
            int close = matchBrace(src, open);
            if (close < 0) break;
            List<Word> ws = words(src.substring(open + 1, close));
            if (!ws.isEmpty() && ws.get(0).text.matches("dg-[a-z-]+")) r.add(ws);
            i = close + 1;
        }
        return r;
    }

    private static int matchBrace(String s, int open) {
        int depth = 0;
        for (int j = open; j < s.length(); j++) {
            char c = s.charAt(j);
            if (c == '\\') { j++; continue; }
            if (c == '{') depth++;
            else if (c == '}' && --depth == 0) return j;
        }
        return -1;
    }

    /** Splits Tcl text into words: {@code "quoted"}, {@code {braced}}, {@code [bracketed]} and bare words. */
    static List<Word> words(String s) {
        List<Word> r = new ArrayList<>();
        int i = 0, n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '{') {
                int e = matchBrace(s, i);
                if (e < 0) e = n;
                r.add(new Word(s.substring(i + 1, Math.min(e, n)), true));
                i = e + 1;
            } else if (c == '"') {
                int e = i + 1;
                while (e < n && s.charAt(e) != '"') e += s.charAt(e) == '\\' ? 2 : 1;
                r.add(new Word(s.substring(i + 1, Math.min(e, n)), true));
                i = e + 1;
            } else if (c == '[') {
                int depth = 0, e = i;
                for (; e < n; e++) {
                    if (s.charAt(e) == '[') depth++;
                    else if (s.charAt(e) == ']' && --depth == 0) break;
                }
                r.add(new Word(s.substring(i, Math.min(e + 1, n)), false));
                i = e + 1;
            } else {
                int e = i;
                while (e < n && !Character.isWhitespace(s.charAt(e))) e++;
                r.add(new Word(s.substring(i, e), false));
                i = e;
            }
        }
        return r;
    }

    // ------------------------------------------------------------------ target selectors

    /**
     * A DejaGnu target selector: {@code target X}/{@code xfail X}, a list of triplet globs and
     * effective-target keywords (any may match), or an expression with {@code !}, {@code &&},
     * {@code ||} over braced sub-selectors.
     */
    static boolean selector(List<Word> ws) {
        return selector(ws, TRUE_TARGETS::contains);
    }

    /** A target selector, with {@code targets} deciding effective-target keywords. */
    static boolean selector(List<Word> ws, Predicate<String> targets) {
        if (!ws.isEmpty() && (ws.get(0).text.equals("target") || ws.get(0).text.equals("xfail")) && !ws.get(0).braced)
            ws = ws.subList(1, ws.size());
        if (ws.isEmpty()) return true;
        boolean expr = ws.stream().anyMatch(w -> !w.braced && (w.text.equals("!") || w.text.equals("&&") || w.text.equals("||")));
        if (!expr) {
            for (Word w : ws) if (w.braced && w.text.contains(" ") ? selector(w.list(), targets) : atom(w.text.trim(), targets)) return true;
            return false;
        }
        int[] pos = {0};
        return or(ws, pos, targets);
    }

    private static boolean or(List<Word> ws, int[] pos, Predicate<String> targets) {
        boolean v = and(ws, pos, targets);
        while (pos[0] < ws.size() && ws.get(pos[0]).text.equals("||")) { pos[0]++; v |= and(ws, pos, targets); }
        return v;
    }

    private static boolean and(List<Word> ws, int[] pos, Predicate<String> targets) {
        boolean v = unary(ws, pos, targets);
        while (pos[0] < ws.size() && ws.get(pos[0]).text.equals("&&")) { pos[0]++; v &= unary(ws, pos, targets); }
        return v;
    }

    private static boolean unary(List<Word> ws, int[] pos, Predicate<String> targets) {
        if (pos[0] >= ws.size()) return false;
        Word w = ws.get(pos[0]++);
        if (!w.braced && w.text.equals("!")) return !unary(ws, pos, targets);
        return w.braced ? selector(w.list(), targets) : atom(w.text, targets);
    }

    /** A triplet glob (it has a '-') or an effective-target keyword. */
    private static boolean atom(String a, Predicate<String> targets) {
        if (a.contains("-")) return glob(a, TRIPLET);
        return targets.test(a);
    }

    /** Tcl's {@code string match}: {@code *}, {@code ?}, {@code [chars]}. */
    static boolean glob(String pattern, String s) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            switch (c) {
                case '*' -> re.append(".*");
                case '?' -> re.append('.');
                case '[' -> {
                    int e = pattern.indexOf(']', i);
                    if (e < 0) { re.append("\\["); break; }
                    re.append('[').append(pattern, i + 1, e).append(']');
                    i = e;
                }
                case '\\' -> { if (i + 1 < pattern.length()) re.append(Pattern.quote(String.valueOf(pattern.charAt(++i)))); }
                default -> re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.matches(re.toString(), s);
    }

    // ------------------------------------------------------------------ .x files

    /**
     * The subset of Tcl that gcc's torture {@code .x} files use: {@code if}/{@code elseif}/{@code else}
     * over {@code [istarget PAT]} and {@code [check_effective_target_KW]} with {@code ! && ||},
     * {@code return N}, {@code set}/{@code lappend additional_flags}, {@code set torture_execute_xfail PAT};
     * other commands ({@code load_lib}, {@code global}, {@code set torture_eval_before_*}) do nothing here.
     */
    static final class XFile {
        private final List<String> flags;
        private String result;   // non-null once the script returned 1 or set an xfail for this target

        XFile(List<String> flags) { this.flags = flags; }

        /** Runs the script; the reason it does not apply, or null. */
        String run(String script) {
            block(script);
            return result;
        }

        /** Runs a script body; false when it executed {@code return}. */
        private boolean block(String body) {
            for (List<Word> cmd : commands(body)) {
                if (cmd.isEmpty()) continue;
                String c = cmd.get(0).text;
                switch (c) {
                    case "return" -> {
                        String v = cmd.size() > 1 ? cmd.get(1).text.replace(";", "").trim() : "0";
                        if (v.equals("1") && result == null) result = "skipped by its .x file on this target";
                        return false;
                    }
                    case "if" -> {
                        int i = 1;
                        while (i + 1 < cmd.size()) {
                            if (expr(cmd.get(i).text)) return block(cmd.get(i + 1).text);
                            i += 2;
                            if (i < cmd.size() && cmd.get(i).text.equals("elseif")) { i++; continue; }
                            if (i < cmd.size() && cmd.get(i).text.equals("else")) return block(cmd.get(i + 1).text);
                            break;
                        }
                    }
                    case "set", "lappend" -> {
                        if (cmd.size() < 3) break;
                        String var = cmd.get(1).text;
                        if (var.equals("additional_flags")) {
                            if (c.equals("set")) flags.clear();
                            for (Word w : cmd.subList(2, cmd.size())) for (Word x : w.list()) flags.add(x.text);
                        } else if (var.equals("torture_execute_xfail") && glob(cmd.get(2).text.replace("$target_triplet", TRIPLET), TRIPLET)
                                && result == null) {
                            result = "expected to fail by gcc on this target (.x file)";
                        }
                    }
                    default -> { }
                }
            }
            return true;
        }

        /** Splits a Tcl script into commands (newline or ';' at brace depth 0; '#' comments). */
        private static List<List<Word>> commands(String s) {
            List<List<Word>> r = new ArrayList<>();
            int depth = 0, start = 0;
            boolean quoted = false;
            for (int i = 0; i <= s.length(); i++) {
                char c = i < s.length() ? s.charAt(i) : '\n';
                if (c == '\\') { i++; continue; }
                if (c == '"' && depth == 0) quoted = !quoted;
                else if (c == '{' || c == '[') depth++;
                else if (c == '}' || c == ']') depth--;
                else if ((c == '\n' || c == ';') && depth == 0 && !quoted) {
                    String line = s.substring(start, i).trim();
                    if (!line.isEmpty() && !line.startsWith("#")) r.add(words(line));
                    start = i + 1;
                }
            }
            return r;
        }

        /** A condition: {@code [istarget P]}, {@code [check_effective_target_K]}, ! && || and grouping. */
        private static boolean expr(String e) {
            List<String> toks = new ArrayList<>();
            int i = 0;
            while (i < e.length()) {
                char c = e.charAt(i);
                if (Character.isWhitespace(c)) { i++; continue; }
                if (c == '[') {
                    int depth = 0, j = i;
                    for (; j < e.length(); j++) {
                        if (e.charAt(j) == '[') depth++;
                        else if (e.charAt(j) == ']' && --depth == 0) break;
                    }
                    toks.add(e.substring(i, Math.min(j + 1, e.length())));
                    i = j + 1;
                } else if (e.startsWith("&&", i) || e.startsWith("||", i)) { toks.add(e.substring(i, i + 2)); i += 2; }
                else if (c == '!' || c == '(' || c == ')' || c == '{' || c == '}') { toks.add(String.valueOf(c)); i++; }
                else {
                    int j = i;
                    while (j < e.length() && !Character.isWhitespace(e.charAt(j)) && "[]!(){}&|".indexOf(e.charAt(j)) < 0) j++;
                    toks.add(e.substring(i, Math.max(j, i + 1)));
                    i = Math.max(j, i + 1);
                }
            }
            int[] p = {0};
            return exprOr(toks, p);
        }

        private static boolean exprOr(List<String> t, int[] p) {
            boolean v = exprAnd(t, p);
            while (p[0] < t.size() && t.get(p[0]).equals("||")) { p[0]++; v |= exprAnd(t, p); }
            return v;
        }

        private static boolean exprAnd(List<String> t, int[] p) {
            boolean v = exprUnary(t, p);
            while (p[0] < t.size() && t.get(p[0]).equals("&&")) { p[0]++; v &= exprUnary(t, p); }
            return v;
        }

        private static boolean exprUnary(List<String> t, int[] p) {
            if (p[0] >= t.size()) return false;
            String w = t.get(p[0]++);
            if (w.equals("!")) return !exprUnary(t, p);
            if (w.equals("(") || w.equals("{")) {
                boolean v = exprOr(t, p);
                if (p[0] < t.size()) p[0]++;   // ) or }
                return v;
            }
            if (w.startsWith("[")) {
                List<Word> call = words(w.substring(1, w.length() - 1));
                if (call.isEmpty()) return false;
                String f = call.get(0).text;
                if (f.equals("istarget") && call.size() > 1) return glob(call.get(1).text, TRIPLET);
                if (f.startsWith("check_effective_target_")) return TRUE_TARGETS.contains(f.substring(23));
                return false;   // string-match on CFLAGS etc.: only in conditions for other targets
            }
            return w.equals("1");
        }
    }
}
