package jcirc.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed ODS-style assembly format. The same element list drives printing
 * ({@link AsmPrinter}) and parsing (the IR parser's format reader).
 *
 * <p>Elements: {@code `lit`} literals; {@code $name} naming an operand group, attribute, region or
 * successor of the op; {@code type($name)}, {@code type(results)}, {@code type(operands)};
 * {@code functional-type(operands, results)}; {@code attr-dict}; {@code attr-dict-with-keyword};
 * {@code operands}; {@code regions}; {@code successors}; optional groups {@code ( ... )?} whose
 * anchor is marked with {@code ^}.
 */
public record AssemblyFormat(List<Element> elements) {

    public sealed interface Element permits Literal, Var, TypeOf, FunctionalType, AttrDict, Operands, Regions,
            Successors, OptionalGroup {}

    /** A keyword or punctuation literal. */
    public record Literal(String text) implements Element {}

    /** A reference to an operand group, attribute, region or successor by name. */
    public record Var(String name, VarKind kind, boolean anchor) implements Element {}

    public enum VarKind { OPERAND, ATTRIBUTE, REGION, SUCCESSOR, RESULT }

    /** {@code type($x)}: the types of an operand group or result group; name "results"/"operands" for all. */
    public record TypeOf(String name, VarKind kind) implements Element {}

    /** {@code functional-type(operands, results)}. */
    public record FunctionalType() implements Element {}

    public record AttrDict(boolean withKeyword) implements Element {}

    public record Operands() implements Element {}

    public record Regions() implements Element {}

    public record Successors() implements Element {}

    /** {@code ( ... )?}: printed iff the anchor element is present. */
    public record OptionalGroup(List<Element> elements, Var anchor) implements Element {}

    /** Parses a format string against the op declaration. */
    public static AssemblyFormat parse(OpDef def, String format) {
        FormatLexer lx = new FormatLexer(def, format);
        List<Element> els = lx.elements(false);
        if (!lx.atEnd()) throw lx.fail("unexpected '" + lx.rest() + "'");
        return new AssemblyFormat(List.copyOf(els));
    }

    /** Names (attributes) that the format prints itself, so attr-dict must elide them. */
    public List<String> attributeNames() {
        List<String> r = new ArrayList<>();
        collectAttrs(elements, r);
        return r;
    }

    private static void collectAttrs(List<Element> els, List<String> out) {
        for (Element e : els) {
            if (e instanceof Var v && v.kind() == VarKind.ATTRIBUTE) out.add(v.name());
            else if (e instanceof OptionalGroup g) collectAttrs(g.elements(), out);
        }
    }

    private static final class FormatLexer {
        private final OpDef def;
        private final String s;
        private int pos;

        FormatLexer(OpDef def, String s) { this.def = def; this.s = s; }

        boolean atEnd() { skipWs(); return pos >= s.length(); }
        String rest() { return s.substring(pos); }

        IllegalStateException fail(String msg) {
            return new IllegalStateException("bad assembly format for " + def.name() + ": " + msg + " in \"" + s + "\"");
        }

        void skipWs() { while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) pos++; }

        List<Element> elements(boolean inGroup) {
            List<Element> out = new ArrayList<>();
            while (true) {
                skipWs();
                if (pos >= s.length()) break;
                char c = s.charAt(pos);
                if (c == ')' && inGroup) break;
                out.add(element());
            }
            return out;
        }

        Element element() {
            char c = s.charAt(pos);
            if (c == '`') {
                int end = s.indexOf('`', pos + 1);
                if (end < 0) throw fail("unterminated literal");
                String lit = s.substring(pos + 1, end);
                pos = end + 1;
                return new Literal(lit);
            }
            if (c == '$') {
                pos++;
                String name = ident();
                boolean anchor = false;
                if (pos < s.length() && s.charAt(pos) == '^') { anchor = true; pos++; }
                return new Var(name, kindOf(name), anchor);
            }
            if (c == '(') {
                pos++;
                List<Element> els = elements(true);
                expect(')');
                expect('?');
                Var anchor = findAnchor(els);
                if (anchor == null) throw fail("optional group without an anchor '^'");
                return new OptionalGroup(List.copyOf(els), anchor);
            }
            String word = directiveWord();
            switch (word) {
                case "attr-dict": return new AttrDict(false);
                case "attr-dict-with-keyword": return new AttrDict(true);
                case "operands": return new Operands();
                case "regions": return new Regions();
                case "successors": return new Successors();
                case "type": {
                    expect('(');
                    skipWs();
                    TypeOf t;
                    if (s.startsWith("results", pos)) { pos += 7; t = new TypeOf("results", VarKind.RESULT); }
                    else if (s.startsWith("operands", pos)) { pos += 8; t = new TypeOf("operands", VarKind.OPERAND); }
                    else {
                        expect('$');
                        String n = ident();
                        VarKind k = kindOf(n);
                        if (k != VarKind.OPERAND && k != VarKind.RESULT) throw fail("type($" + n + ") of a non-value");
                        t = new TypeOf(n, k);
                    }
                    expect(')');
                    return t;
                }
                case "functional-type": {
                    expect('('); skipWs();
                    if (!s.startsWith("operands", pos)) throw fail("functional-type expects (operands, results)");
                    pos += 8; expect(',');  skipWs();
                    if (!s.startsWith("results", pos)) throw fail("functional-type expects (operands, results)");
                    pos += 7; expect(')');
                    return new FunctionalType();
                }
                default: throw fail("unknown directive '" + word + "'");
            }
        }

        static Var findAnchor(List<Element> els) {
            for (Element e : els) if (e instanceof Var v && v.anchor()) return v;
            for (Element e : els) if (e instanceof TypeOf) { /* anchors must be vars */ }
            return null;
        }

        VarKind kindOf(String name) {
            if (def.operandIndex(name) >= 0) return VarKind.OPERAND;
            if (def.attrSpec(name) != null) return VarKind.ATTRIBUTE;
            if (def.regionIndex(name) >= 0) return VarKind.REGION;
            if (def.successorIndex(name) >= 0) return VarKind.SUCCESSOR;
            if (def.resultIndex(name) >= 0) return VarKind.RESULT;
            throw fail("'$" + name + "' is not an operand, attribute, region, successor or result");
        }

        String ident() {
            int start = pos;
            while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '_')) pos++;
            if (start == pos) throw fail("expected a name");
            return s.substring(start, pos);
        }

        String directiveWord() {
            int start = pos;
            while (pos < s.length() && (Character.isLetterOrDigit(s.charAt(pos)) || s.charAt(pos) == '-' || s.charAt(pos) == '_')) pos++;
            if (start == pos) throw fail("unexpected '" + s.charAt(pos) + "'");
            return s.substring(start, pos);
        }

        void expect(char c) {
            skipWs();
            if (pos >= s.length() || s.charAt(pos) != c) throw fail("expected '" + c + "'");
            pos++;
        }
    }
}
