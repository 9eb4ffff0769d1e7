package jcirc.frontend.cirgen;

import jcirc.frontend.sema.Literals;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the text CDT keeps of an asm statement — {@code "addl %2, %0" : "=r" ( r ) : "0" ( a ) , "r" ( b ) : "cc"}
 * — into the template (adjacent string literals joined), outputs and inputs ({@code [name] "constraint" (expr)})
 * and clobbers. Colons separate the sections; {@code ::} is two of them.
 */
final class AsmText {
    record Operand(String name, String constraint, String expression) {}

    record Statement(String template, List<Operand> outputs, List<Operand> inputs, List<String> clobbers, boolean hasColon) {}

    private AsmText() {}

    /** Tokens: string literals (raw, with quotes), punctuation {@code : , ( ) [ ]}, and words. */
    private static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '"' || (c == 'L' || c == 'u' || c == 'U') && i + 1 < s.length() && s.charAt(i + 1) == '"') {
                int j = s.indexOf('"', i) + 1;
                while (j < s.length() && s.charAt(j) != '"') j += s.charAt(j) == '\\' ? 2 : 1;
                if (j >= s.length()) throw new IllegalArgumentException("unterminated string");
                out.add(s.substring(i, j + 1));
                i = j + 1;
            } else if (c == ':' && i + 1 < s.length() && s.charAt(i + 1) == ':') {
                out.add(":");
                out.add(":");
                i += 2;
            } else if (":,()[]".indexOf(c) >= 0) {
                out.add(String.valueOf(c));
                i++;
            } else {
                int j = i;
                while (j < s.length() && !Character.isWhitespace(s.charAt(j)) && ":,()[]\"".indexOf(s.charAt(j)) < 0) j++;
                if (j == i) j++;
                out.add(s.substring(i, j));
                i = j;
            }
        }
        return out;
    }

    static Statement parse(String text) {
        List<String> t = tokens(text);
        // top-level sections
        List<List<String>> sections = new ArrayList<>();
        List<String> cur = new ArrayList<>();
        int depth = 0;
        for (String tok : t) {
            if (tok.equals("(") || tok.equals("[")) depth++;
            if (tok.equals(")") || tok.equals("]")) depth--;
            if (depth == 0 && tok.equals(":")) { sections.add(cur); cur = new ArrayList<>(); continue; }
            cur.add(tok);
        }
        sections.add(cur);
        StringBuilder tmpl = new StringBuilder();
        for (String tok : sections.get(0)) {
            if (!tok.endsWith("\"")) throw new IllegalArgumentException("the template must be a string literal");
            tmpl.append(string(tok));
        }
        List<Operand> outs = sections.size() > 1 ? operands(sections.get(1)) : List.of();
        List<Operand> ins = sections.size() > 2 ? operands(sections.get(2)) : List.of();
        List<String> clobbers = new ArrayList<>();
        if (sections.size() > 3)
            for (String tok : sections.get(3)) if (tok.endsWith("\"")) clobbers.add(string(tok));
        if (sections.size() > 4) throw new IllegalArgumentException("'asm goto' labels are not supported");
        return new Statement(tmpl.toString(), outs, ins, clobbers, sections.size() > 1);
    }

    private static List<Operand> operands(List<String> toks) {
        List<Operand> out = new ArrayList<>();
        int i = 0;
        while (i < toks.size()) {
            String name = null;
            if (toks.get(i).equals("[")) {
                name = toks.get(i + 1);
                if (!toks.get(i + 2).equals("]")) throw new IllegalArgumentException("bad operand name");
                i += 3;
            }
            StringBuilder constraint = new StringBuilder();
            while (i < toks.size() && toks.get(i).endsWith("\"")) constraint.append(string(toks.get(i++)));
            if (i >= toks.size() || !toks.get(i).equals("(")) throw new IllegalArgumentException("expected '(' after an operand constraint");
            int depth = 0, start = ++i;
            StringBuilder e = new StringBuilder();
            for (; i < toks.size(); i++) {
                String tok = toks.get(i);
                if (tok.equals("(")) depth++;
                if (tok.equals(")")) { if (depth == 0) break; depth--; }
                if (i > start) e.append(' ');
                e.append(tok);
            }
            if (i >= toks.size()) throw new IllegalArgumentException("unbalanced parentheses in an operand");
            i++;   // ')'
            out.add(new Operand(name, constraint.toString(), e.toString()));
            if (i < toks.size()) {
                if (!toks.get(i).equals(",")) throw new IllegalArgumentException("expected ',' between operands");
                i++;
            }
        }
        return out;
    }

    /** The characters of a string literal token (escapes decoded). */
    private static String string(String tok) {
        long[] units = Literals.parseString(tok).units();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < units.length; i++) {
            if (units[i] == 0 && i == units.length - 1) break;
            sb.append((char) (units[i] & 0xff));
        }
        return sb.toString();
    }
}
