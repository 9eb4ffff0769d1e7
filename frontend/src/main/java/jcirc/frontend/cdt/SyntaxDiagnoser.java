package jcirc.frontend.cdt;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import jcirc.frontend.cdt.SyntaxTokens.Kind;
import jcirc.frontend.cdt.SyntaxTokens.Tok;

/**
 * Finds the first syntax error of a file the way clang's parser reports it, after CDT's parser
 * found one (CDT's problem nodes only give a region: "syntax error" over a whole statement).
 * A small recursive-descent recogniser of C (with the GNU forms jcirc accepts) walks the main
 * file's preprocessed tokens and stops at the first token it cannot accept, naming what it
 * expected in clang's words and place:
 * <pre>
 * if (x > 1 {          → 2:15: error: expected ')'   (at the '{')   + note: to match this '('
 * x = x + 1 ⏎ return   → 2:14: error: expected ';' after expression   (just after the '1')
 * </pre>
 * It builds nothing and never reports on a file CDT accepted. {@link #diagnose} returns null when
 * it sees no error (CDT's messages are used then).
 */
final class SyntaxDiagnoser {
    /** The first error (and clang's note, if any), as main-file offsets; warnings found before it. */
    record Finding(int offset, String message, int noteOffset, String note, List<Finding> warnings) {}

    private static final class Stop extends RuntimeException {
        Stop() { super(null, null, false, false); }
    }

    private static final Set<String> BASE_TYPES = Set.of("void", "char", "int", "float", "double", "_Bool", "bool", "__int128");
    private static final Set<String> TYPE_WORDS = Set.of("void", "char", "short", "int", "long", "float", "double", "signed",
            "unsigned", "_Bool", "bool", "_Complex", "__complex__", "_Imaginary", "__int128", "__int128_t", "__uint128_t",
            "_Float16", "_Float32", "_Float64", "_Float128", "_Float32x", "_Float64x", "__float128", "__signed", "__signed__",
            "_Decimal32", "_Decimal64", "_Decimal128", "__builtin_va_list", "__auto_type");
    private static final Set<String> QUALIFIERS = Set.of("const", "volatile", "restrict", "__restrict", "__restrict__", "__const",
            "__volatile", "__volatile__", "_Noreturn", "inline", "__inline", "__inline__", "__extension__", "typedef", "extern",
            "static", "auto", "register", "_Thread_local", "__thread", "thread_local", "constexpr", "noreturn");
    private static final Set<String> RECORDS = Set.of("struct", "union", "enum");
    private static final Set<String> WITH_PARENS = Set.of("__attribute__", "__attribute", "__declspec", "_Alignas", "alignas");
    private static final Set<String> TYPEOF = Set.of("typeof", "__typeof__", "__typeof", "typeof_unqual", "__typeof_unqual__");
    private static final Set<String> ASSIGN_OPS = Set.of("=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|=");
    private static final List<Set<String>> BINARY = List.of(Set.of("||"), Set.of("&&"), Set.of("|"), Set.of("^"), Set.of("&"),
            Set.of("==", "!="), Set.of("<", ">", "<=", ">="), Set.of("<<", ">>"), Set.of("+", "-"), Set.of("*", "/", "%"));
    private static final Set<String> KEYWORDS = Set.of("if", "else", "while", "for", "do", "switch", "case", "default", "return",
            "break", "continue", "goto", "sizeof", "struct", "union", "enum", "typedef");

    private final List<Tok> toks;
    private final Set<String> typedefs;
    private final List<Finding> warnings = new ArrayList<>();
    private Finding error;
    /** A block-scope name declared twice in the declaration being read (clang's Sema reports it before a later syntax error). */
    private Finding redefinition;
    private int p;

    private SyntaxDiagnoser(List<Tok> toks, Set<String> typedefs) {
        this.toks = toks;
        this.typedefs = typedefs;
    }

    /** The first syntax error of the tokens (null: none seen); {@code typedefs}: the type names declared anywhere. */
    static Finding diagnose(List<Tok> toks, Set<String> typedefs) {
        SyntaxDiagnoser d = new SyntaxDiagnoser(toks, new java.util.HashSet<>(typedefs));
        try {
            while (d.cur().kind() != Kind.EOF) d.externalDeclaration();
        } catch (Stop s) {
            return d.error;
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
        return null;
    }

    // ------------------------------------------------------------------ tokens and errors

    private Tok cur() { return toks.get(Math.min(p, toks.size() - 1)); }

    private Tok peek(int k) { return toks.get(Math.min(p + k, toks.size() - 1)); }

    private boolean at(String s) { return cur().is(s); }

    private Tok next() { Tok t = cur(); if (p < toks.size() - 1) p++; return t; }

    private boolean accept(String s) {
        if (!at(s)) return false;
        next();
        return true;
    }

    private int prevEnd() { return p == 0 ? 0 : toks.get(p - 1).end(); }

    private Stop fail(int offset, String msg) { return failWithNote(offset, msg, -1, null); }

    private Stop failWithNote(int offset, String msg, int noteAt, String note) {
        if (redefinition != null && redefinition.offset() < offset) {   // int i = 0, i < n  in a for: "redefinition of 'i'" first
            error = new Finding(redefinition.offset(), redefinition.message(), redefinition.noteOffset(), redefinition.note(), List.copyOf(warnings));
            return new Stop();
        }
        error = new Finding(offset, msg, noteAt, note, List.copyOf(warnings));
        return new Stop();
    }

    /** {@code )}, {@code ]} or {@code }} closing {@code open}: "expected ')'" at the current token, note at the opener. */
    private void close(String closer, Tok open) {
        if (accept(closer)) return;
        throw failWithNote(cur().start(), "expected '" + closer + "'", open.start(), "to match this '" + open.text() + "'");
    }

    /** A {@code ;} that clang wants "after" something: the error points just past the previous token. */
    private void semi(String what) {
        if (accept(";")) return;
        throw fail(prevEnd(), "expected ';' " + what);
    }

    private void skipParens() {
        Tok open = cur();
        if (!accept("(")) throw fail(cur().start(), "expected '('");
        int depth = 1;
        while (depth > 0) {
            if (cur().kind() == Kind.EOF) throw failWithNote(cur().start(), "expected ')'", open.start(), "to match this '('");
            Tok t = next();
            if (t.is("(")) depth++;
            else if (t.is(")")) depth--;
        }
    }

    private void attributes() {
        while (true) {
            if (WITH_PARENS.contains(cur().text()) || at("__asm__") || at("__asm") || at("asm")) { next(); skipParens(); }
            else if (at("[") && peek(1).is("[")) {
                next(); next();
                int depth = 2;
                while (depth > 0 && cur().kind() != Kind.EOF) { Tok t = next(); if (t.is("[")) depth++; else if (t.is("]")) depth--; }
            } else return;
        }
    }

    // ------------------------------------------------------------------ declarations

    private boolean isTypedefName(Tok t) { return t.kind() == Kind.IDENT && typedefs.contains(t.text()); }

    /** Whether the current token starts a declaration (an unknown name followed by a name counts: "unknown type name"). */
    private boolean isDeclStart() {
        Tok t = cur();
        if (t.kind() != Kind.IDENT) return at("[") && peek(1).is("[");
        String s = t.text();
        return TYPE_WORDS.contains(s) || QUALIFIERS.contains(s) || RECORDS.contains(s) || WITH_PARENS.contains(s) || TYPEOF.contains(s)
                || s.equals("_Atomic") || s.equals("_BitInt") || s.equals("_Static_assert") || s.equals("static_assert")
                || isTypedefName(t) || (peek(1).kind() == Kind.IDENT && !KEYWORDS.contains(s) && !QUALIFIERS.contains(peek(1).text())
                        && !KEYWORDS.contains(peek(1).text()) && !peek(1).text().equals("__attribute__"));
    }

    private boolean isTypeNameStart(Tok t) {
        String s = t.text();
        return t.kind() == Kind.IDENT && (TYPE_WORDS.contains(s) || RECORDS.contains(s) || TYPEOF.contains(s) || s.equals("_Atomic")
                || s.equals("_BitInt") || isTypedefName(t) || (QUALIFIERS.contains(s) && !s.equals("__extension__")));
    }

    /** What the declaration specifiers were: a type seen, and whether they defined a struct/union/enum (its keyword). */
    private record Specs(boolean typed, String definedRecord, boolean isTypedef) {}

    private Specs declSpecs() {
        boolean typed = false, isTypedef = false;
        String base = null, record = null, defined = null;
        while (true) {
            Tok t = cur();
            String s = t.text();
            if (t.kind() != Kind.IDENT && !(at("[") && peek(1).is("["))) break;
            if (s.equals("typedef")) { isTypedef = true; next(); }
            else if (QUALIFIERS.contains(s)) next();
            else if (WITH_PARENS.contains(s) || (at("[") && peek(1).is("["))) attributes();
            else if (TYPE_WORDS.contains(s)) {
                if (record != null) throw fail(t.start(), "cannot combine with previous '" + record + "' declaration specifier");
                if (BASE_TYPES.contains(s) && base != null) throw fail(t.start(), "cannot combine with previous '" + base + "' declaration specifier");
                if (BASE_TYPES.contains(s)) base = s;
                typed = true;
                next();
            } else if (s.equals("_BitInt") || TYPEOF.contains(s) || (s.equals("_Atomic") && peek(1).is("("))) {
                next(); skipParens(); typed = true;
            } else if (RECORDS.contains(s)) {
                if (typed) throw fail(t.start(), "cannot combine with previous '" + (base != null ? base : s) + "' declaration specifier");
                next();
                attributes();
                boolean named = cur().kind() == Kind.IDENT && !KEYWORDS.contains(cur().text());
                if (named) next();
                attributes();
                if (at("{")) {
                    recordBody(s);
                    defined = s;
                    if (TYPE_WORDS.contains(cur().text()) || RECORDS.contains(cur().text()) || (isTypedefName(cur()) && !isTypedef))
                        throw fail(prevEnd(), "expected ';' after " + s);
                }
                record = s;
                typed = true;
            } else if (!typed && t.kind() == Kind.IDENT && !KEYWORDS.contains(s)
                    && (isTypedefName(t) || (peek(1).kind() == Kind.IDENT && !QUALIFIERS.contains(peek(1).text())
                        && !KEYWORDS.contains(peek(1).text()) && !WITH_PARENS.contains(peek(1).text())))) {
                next();
                typed = true;
            } else break;
        }
        return new Specs(typed || record != null, defined, isTypedef);
    }

    private void recordBody(String keyword) {
        Tok open = next();
        if (keyword.equals("enum")) {
            while (!at("}")) {
                if (cur().kind() != Kind.IDENT) throw fail(cur().start(), "expected identifier");
                next();
                attributes();
                if (accept("=")) conditional();
                if (!accept(",")) break;
            }
            close("}", open);
            return;
        }
        while (!at("}")) {
            if (cur().kind() == Kind.EOF) close("}", open);
            if (accept(";")) continue;
            if (at("_Static_assert") || at("static_assert")) { next(); skipParens(); semi("after static_assert"); continue; }
            Specs specs = declSpecs();
            if (!specs.typed()) throw fail(cur().start(), "type name requires a specifier or qualifier");
            if (!at(";")) {
                do {
                    if (!at(":")) declarator(false);
                    if (accept(":")) conditional();
                    attributes();
                } while (accept(","));
            }
            if (accept(";")) continue;
            if (at("}")) {
                warnings.add(new Finding(prevEnd(), "expected ';' at end of declaration list", -1, null, List.of()));
                continue;
            }
            throw fail(prevEnd(), "expected ';' at end of declaration list");
        }
        next();
    }

    /** A declarator (abstract when {@code abstractOk}); returns its name (null: abstract) and whether it declares a function. */
    private record Decl(String name, boolean function, int nameStart) {}

    private Decl declarator(boolean abstractOk) { return declarator(abstractOk, true); }

    /** {@code nameOk} false: a type name's abstract declarator (an identifier there ends it). */
    private Decl declarator(boolean abstractOk, boolean nameOk) {
        attributes();
        while (at("*") || at("^")) {
            next();
            while (QUALIFIERS.contains(cur().text()) || at("_Atomic") || WITH_PARENS.contains(cur().text())) {
                if (WITH_PARENS.contains(cur().text())) attributes(); else next();
            }
        }
        String name = null;
        int nameStart = -1;
        boolean function = false, inner = false;
        if (nameOk && cur().kind() == Kind.IDENT && !KEYWORDS.contains(cur().text())) {
            nameStart = cur().start();
            name = next().text();
        } else if (at("(") && startsNestedDeclarator(abstractOk)) {
            Tok open = next();
            Decl d = declarator(abstractOk, nameOk);
            name = d.name();
            nameStart = d.nameStart();
            function = d.function();
            inner = true;
            close(")", open);
        } else if (!abstractOk) {
            throw fail(cur().start(), "expected identifier or '('");
        }
        boolean first = true;
        while (true) {
            if (at("[")) {
                Tok open = next();
                while (QUALIFIERS.contains(cur().text())) next();
                if (!at("]") && !(at("*") && peek(1).is("]"))) assignment();
                else if (at("*")) next();
                close("]", open);
            } else if (at("(")) {
                Tok open = next();
                parameters(open);
                if (first && !inner) function = true;
            } else break;
            first = false;
        }
        attributes();
        return new Decl(name, function, nameStart);
    }

    private boolean startsNestedDeclarator(boolean abstractOk) {
        Tok n = peek(1);
        if (n.is("*") || n.is("^") || n.is("(") || n.is("[") && !abstractOk) return true;
        if (n.is("__attribute__")) return true;
        return n.kind() == Kind.IDENT && !isTypeNameStart(n) && !abstractOk;
    }

    private void parameters(Tok open) {
        if (accept(")")) return;
        if (cur().kind() == Kind.IDENT && !isDeclStart() && !isTypeNameStart(cur()) && (peek(1).is(",") || peek(1).is(")"))) {
            do {   // K&R identifier list
                if (cur().kind() != Kind.IDENT) throw fail(cur().start(), "expected identifier");
                next();
            } while (accept(","));
            close(")", open);
            return;
        }
        while (true) {
            if (accept("...")) { close(")", open); return; }
            if (at(")")) throw fail(cur().start(), "expected parameter declarator");
            Specs s = declSpecs();
            if (!s.typed() && cur().kind() == Kind.IDENT) next();   // an unknown type name (sema's error)
            else if (!s.typed()) throw fail(cur().start(), "expected parameter declarator");
            declarator(true);
            if (accept(",")) continue;
            close(")", open);
            return;
        }
    }

    private void typeName() {
        Specs s = declSpecs();
        if (!s.typed()) throw fail(cur().start(), "expected a type");
        declarator(true, false);
    }

    private void initializer() {
        if (!at("{")) { assignment(); return; }
        Tok open = next();
        while (!at("}")) {
            boolean designated = false;
            while (at(".") || at("[")) {
                designated = true;
                if (accept(".")) {
                    if (cur().kind() != Kind.IDENT) throw fail(cur().start(), "expected a field designator, such as '.field = 4'");
                    next();
                } else {
                    Tok b = next();
                    conditional();
                    if (accept("...")) conditional();
                    close("]", b);
                }
            }
            if (designated) accept("=");
            else if (cur().kind() == Kind.IDENT && peek(1).is(":")) { next(); next(); }   // GNU 'field: value'
            initializer();
            if (!accept(",")) break;
        }
        close("}", open);
    }

    /** A file-scope declaration or function definition. */
    private void externalDeclaration() {
        if (accept(";")) return;
        if (at("}")) throw fail(cur().start(), "extraneous closing brace ('}')");
        if (at("_Static_assert") || at("static_assert")) { next(); skipParens(); semi("after static_assert"); return; }
        if (at("__asm__") || at("asm") || at("__asm")) { next(); skipParens(); semi("after top level asm block"); return; }
        Specs specs = declSpecs();
        if (!specs.typed() && !(cur().kind() == Kind.IDENT && !KEYWORDS.contains(cur().text())) && !at("*") && !at("(")) {
            throw fail(cur().start(), "expected identifier or '('");
        }
        if (at(";")) { next(); return; }
        // typedef struct {...} T;  -- T (a typedef name: the one declared here) is the declarator
        if (specs.definedRecord() != null && (isDeclStart() && !at("*")) && !(specs.isTypedef() && isTypedefName(cur()))) {
            throw fail(prevEnd(), "expected ';' after " + specs.definedRecord());
        }
        boolean firstDecl = true;
        while (true) {
            Decl d = declarator(false);
            if (specs.isTypedef() && d.name() != null) typedefs.add(d.name());
            if (firstDecl && d.function() && (at("{") || (isDeclStart() && !at("__attribute__")))) {
                while (!at("{") && cur().kind() != Kind.EOF) {   // K&R parameter declarations
                    declSpecs();
                    do declarator(false); while (accept(","));
                    semi("at end of declaration");
                }
                compound();
                return;
            }
            firstDecl = false;
            if (accept("=")) initializer();
            if (!accept(",")) break;
        }
        semi("after top level declarator");
    }

    // ------------------------------------------------------------------ statements

    private void compound() {
        Tok open = next();
        while (!at("}")) {
            if (cur().kind() == Kind.EOF) close("}", open);
            blockItem();
        }
        next();
    }

    private void blockItem() {
        if (at("__label__")) { next(); do next(); while (accept(",")); semi("at end of declaration"); return; }
        if (cur().kind() == Kind.IDENT && peek(1).is(":") && !isTypedefName(cur())) { statement(); return; }
        if (isDeclStart()) declaration(); else statement();
    }

    private void declaration() {
        if (at("_Static_assert") || at("static_assert")) { next(); skipParens(); semi("after static_assert"); return; }
        Specs specs = declSpecs();
        if (accept(";")) return;
        if (specs.definedRecord() != null && isDeclStart() && !at("*") && !(specs.isTypedef() && isTypedefName(cur())))
            throw fail(prevEnd(), "expected ';' after " + specs.definedRecord());
        java.util.Map<String, Integer> names = new java.util.HashMap<>();
        while (true) {
            Decl d = declarator(false);
            if (specs.isTypedef() && d.name() != null) typedefs.add(d.name());
            else blockScopeName(names, d);
            if (d.function() && at("{")) throw fail(cur().start(), "function definition is not allowed here");
            if (accept("=")) initializer();
            if (!accept(",")) break;
        }
        semi("at end of declaration");
        redefinition = null;   // a complete declaration: Sema reports it
    }

    /** Records a block-scope variable of one declaration; the second of a name is clang's "redefinition of". */
    private void blockScopeName(java.util.Map<String, Integer> names, Decl d) {
        if (d.name() == null || d.function() || d.nameStart() < 0) return;
        Integer prev = names.putIfAbsent(d.name(), d.nameStart());
        if (prev != null && redefinition == null)
            redefinition = new Finding(d.nameStart(), "redefinition of '" + d.name() + "'", prev, "previous definition is here", List.of());
    }

    private void parenCondition(String keyword) {
        Tok open = cur();
        if (!accept("(")) throw fail(cur().start(), "expected '(' after '" + keyword + "'");
        expression();
        close(")", open);
    }

    private void statement() {
        Tok t = cur();
        switch (t.kind() == Kind.IDENT || t.kind() == Kind.PUNCT ? t.text() : "") {
            case "{" -> compound();
            case ";" -> next();
            case "if" -> {
                next();
                parenCondition("if");
                statement();
                if (accept("else")) statement();
            }
            case "while", "switch" -> {
                next();
                parenCondition(t.text());
                statement();
            }
            case "for" -> {
                next();
                Tok open = cur();
                if (!accept("(")) throw fail(cur().start(), "expected '(' after 'for'");
                if (isDeclStart()) {
                    Specs specs = declSpecs();
                    java.util.Map<String, Integer> names = new java.util.HashMap<>();
                    do {
                        Decl d = declarator(false);
                        if (!specs.isTypedef()) blockScopeName(names, d);
                        if (accept("=")) initializer();
                    } while (accept(","));
                } else if (!at(";")) expression();
                if (!accept(";")) throw fail(cur().start(), "expected ';' in 'for' statement specifier");
                redefinition = null;
                if (!at(";")) expression();
                if (!accept(";")) throw fail(cur().start(), "expected ';' in 'for' statement specifier");
                if (!at(")")) expression();
                close(")", open);
                statement();
            }
            case "do" -> {
                next();
                statement();
                if (!at("while")) throw failWithNote(cur().start(), "expected 'while' in do/while loop", t.start(), "to match this 'do'");
                next();
                parenCondition("while");
                semi("after do/while statement");
            }
            case "return" -> {
                next();
                if (!at(";")) expression();
                semi("after return statement");
            }
            case "break", "continue" -> {
                next();
                semi("after " + t.text() + " statement");
            }
            case "goto" -> {
                next();
                if (accept("*")) expression();
                else if (cur().kind() == Kind.IDENT) next();
                else throw fail(cur().start(), "expected identifier");
                semi("after goto statement");
            }
            case "case" -> {
                next();
                conditional();
                if (accept("...")) conditional();
                if (!accept(":")) throw fail(prevEnd(), "expected ':' after 'case'");
                if (!at("}")) statement();
            }
            case "default" -> {
                next();
                if (!accept(":")) throw fail(prevEnd(), "expected ':' after 'default'");
                if (!at("}")) statement();
            }
            case "asm", "__asm__", "__asm" -> {
                next();
                while (QUALIFIERS.contains(cur().text()) || at("goto")) next();
                skipParens();
                semi("after asm statement");
            }
            case "else" -> throw fail(t.start(), "expected expression");
            default -> {
                if (t.kind() == Kind.IDENT && peek(1).is(":") && !KEYWORDS.contains(t.text())) {
                    next(); next();
                    attributes();
                    if (!at("}")) statement();
                    return;
                }
                expression();
                semi("after expression");
            }
        }
    }

    // ------------------------------------------------------------------ expressions

    private void expression() {
        assignment();
        while (accept(",")) assignment();
    }

    private void assignment() {
        conditional();
        if (ASSIGN_OPS.contains(cur().text()) && cur().kind() == Kind.PUNCT) {
            next();
            assignment();
        }
    }

    private void conditional() {
        binary(0);
        if (at("?")) {
            Tok q = next();
            if (!at(":")) expression();
            if (!accept(":")) throw failWithNote(cur().start(), "expected ':'", q.start(), "to match this '?'");
            conditional();
        }
    }

    private void binary(int level) {
        if (level == BINARY.size()) { cast(); return; }
        binary(level + 1);
        while (cur().kind() == Kind.PUNCT && BINARY.get(level).contains(cur().text())) {
            next();
            binary(level + 1);
        }
    }

    private void cast() {
        if (at("(") && isTypeNameStart(peek(1))) {
            Tok open = next();
            typeName();
            close(")", open);
            if (at("{")) { initializer(); postfixTail(); return; }
            cast();
            return;
        }
        unary();
    }

    private void unary() {
        Tok t = cur();
        String s = t.text();
        if (t.kind() == Kind.PUNCT && (s.equals("++") || s.equals("--"))) { next(); unary(); return; }
        if (t.kind() == Kind.PUNCT && (s.equals("&") || s.equals("*") || s.equals("+") || s.equals("-") || s.equals("~") || s.equals("!"))) {
            next();
            cast();
            return;
        }
        if (t.kind() == Kind.PUNCT && s.equals("&&") && peek(1).kind() == Kind.IDENT) { next(); next(); return; }
        if (t.kind() == Kind.IDENT) {
            switch (s) {
                case "sizeof", "_Alignof", "alignof", "__alignof__", "__alignof" -> {
                    next();
                    if (at("(") && isTypeNameStart(peek(1))) {
                        Tok open = next();
                        typeName();
                        close(")", open);
                        if (at("{")) { initializer(); postfixTail(); }
                    } else unary();
                    return;
                }
                case "__extension__", "__real__", "__imag__", "__real", "__imag" -> { next(); cast(); return; }
                default -> { }
            }
        }
        primary();
        postfixTail();
    }

    private void postfixTail() {
        while (true) {
            if (at("[")) {
                Tok open = next();
                expression();
                close("]", open);
            } else if (at("(")) {
                Tok open = next();
                if (!at(")")) {
                    assignment();
                    while (accept(",")) assignment();
                }
                close(")", open);
            } else if (at(".") || at("->")) {
                next();
                if (cur().kind() != Kind.IDENT) throw fail(cur().start(), "expected identifier");
                next();
            } else if (at("++") || at("--")) {
                next();
            } else return;
        }
    }

    private void primary() {
        Tok t = cur();
        switch (t.kind()) {
            case NUMBER -> next();
            case CHAR, STRING -> {   // an unterminated literal is dropped (clang's warning), leaving no expression
                while (cur().kind() == t.kind()) {
                    if (unterminated(cur())) throw fail(cur().start(), "expected expression");
                    next();
                    if (t.kind() == Kind.CHAR) break;
                }
            }
            case IDENT -> {
                if (KEYWORDS.contains(t.text()) || isTypeNameStart(t)) throw fail(t.start(), "expected expression");
                next();
                switch (t.text()) {
                    case "__builtin_va_arg" -> typeArgs(1);
                    case "__builtin_offsetof", "offsetof" -> typeArgs(0);
                    case "__builtin_types_compatible_p" -> typeArgs(-1);
                    case "_Generic" -> generic();
                    default -> { }
                }
            }
            case PUNCT -> {
                if (!t.is("(")) throw fail(t.start(), "expected expression");
                Tok open = next();
                if (at("{")) compound(); else expression();
                close(")", open);
            }
            case EOF -> throw fail(t.start(), "expected expression");
        }
    }

    private static boolean unterminated(Tok t) {
        String s = t.text();
        char q = t.kind() == Kind.STRING ? '"' : '\'';
        int open = s.indexOf(q), end = s.length() - 1;
        if (end <= open || s.charAt(end) != q) return true;
        int slashes = 0;
        for (int i = end - 1; i > open && s.charAt(i) == '\\'; i--) slashes++;
        return slashes % 2 == 1;
    }

    /** Arguments mixing types and expressions: {@code which} 1: (expr, type); 0: (type, member...); -1: (type, type). */
    private void typeArgs(int which) {
        Tok open = cur();
        if (!accept("(")) return;
        if (which == 1) { assignment(); if (!accept(",")) throw fail(cur().start(), "expected ','"); typeName(); }
        else if (which == 0) {
            typeName();
            if (!accept(",")) throw fail(cur().start(), "expected ','");
            while (!at(")") && cur().kind() != Kind.EOF) next();
        } else { typeName(); if (!accept(",")) throw fail(cur().start(), "expected ','"); typeName(); }
        close(")", open);
    }

    private void generic() {
        Tok open = cur();
        if (!accept("(")) throw fail(cur().start(), "expected '('");
        assignment();
        while (accept(",")) {
            if (!accept("default")) typeName();
            if (!accept(":")) throw fail(cur().start(), "expected ':'");
            assignment();
        }
        close(")", open);
    }
}
