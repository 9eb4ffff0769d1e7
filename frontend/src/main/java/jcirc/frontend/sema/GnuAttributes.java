package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTToken;

import java.util.Set;

/**
 * The GNU {@code __attribute__((...))}s of functions and objects that reach the emitted code
 * (gcc's meaning, LLVM's spelling): {@code noinline}, {@code always_inline}, {@code noreturn},
 * {@code returns_twice}, {@code weak}, {@code alias("x")}, {@code section("s")},
 * {@code constructor[(prio)]}, {@code destructor[(prio)]}, {@code used}, {@code visibility("hidden")},
 * {@code cleanup(fn)} (locals). Collected per declaration and accumulated on the {@link Symbol}
 * over its redeclarations ({@link #mergeInto}). Layout attributes (packed, aligned) stay in
 * {@link Sema#attributes}.
 */
public final class GnuAttributes {
    /** The accumulated attributes of one entity. Priorities: -1 = not a constructor/destructor; 65535 = no priority given. */
    public static final class Decl {
        public boolean noinline, alwaysInline, noreturn, returnsTwice, weak, used;
        /** GNU {@code unused} / C23 {@code [[maybe_unused]]}: no -Wunused-* warning for this entity (no effect on code). */
        public boolean markedUnused;
        /** {@code no_instrument_function}: -finstrument-functions leaves this function alone. */
        public boolean noInstrument;
        /** {@code optimize("no-strict-aliasing")} (also {@code "-fno-strict-aliasing"}): the function's accesses get no TBAA tags. */
        public boolean noStrictAliasing;
        public String alias, section, visibility, cleanup, weakref;
        /** {@code tls_model("initial-exec")} (gcc's spelling; null: -ftls-model's). */
        public String tlsModel;
        /** The {@code alias("x")} attribute, for the diagnostic when x is not defined ({@link AliasTargets}). */
        public IASTNode aliasAt;
        /** {@code format(printf, m, n)}: the format string is parameter m, the data arguments start at n (1-based; 0 none). */
        public int formatIndex, formatFirstArg;
        public int constructor = -1, destructor = -1;
        /** C23 {@code [[nodiscard("m")]]} / GNU {@code warn_unused_result}: the spelling ("nodiscard" or
         *  "warn_unused_result") and message ("" if none) for -Wunused-result (AttributeUses); null if absent. */
        public String unusedResult, unusedResultMessage;
        /** {@code [[deprecated("m")]]} / GNU {@code deprecated}: the message ("" if none) and where it was written; null if absent. */
        public String deprecated;
        public jcirc.frontend.diag.SourceLoc deprecatedAt;

        public boolean isEmpty() {
            return !noinline && !noInstrument && !alwaysInline && !noStrictAliasing && !noreturn && !returnsTwice && !weak && !used && alias == null
                    && section == null && visibility == null && cleanup == null && weakref == null && tlsModel == null && formatIndex == 0
                    && constructor < 0 && destructor < 0;
        }
    }

    /** Functions that return twice in gcc's eyes (special_function_p): calls to them get {@code returns_twice}. */
    public static final Set<String> RETURNS_TWICE = Set.of("setjmp", "_setjmp", "__setjmp", "sigsetjmp", "__sigsetjmp",
            "savectx", "vfork", "getcontext", "qsetjmp", "llvm.eh.sjlj.setjmp");

    private GnuAttributes() {}

    /** The attributes written on the given nodes (decl specifiers, declarators, declarations). */
    public static Decl collect(Sema sema, IASTNode... owners) {
        Decl d = new Decl();
        for (IASTNode o : owners) {
            if (!(o instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String n = new String(a.getName());
                if (n.startsWith("__") && n.endsWith("__") && n.length() > 4) n = n.substring(2, n.length() - 2);
                String arg = a.getArgumentClause() == null ? null : text(a.getArgumentClause()).trim();
                switch (n) {
                    case "noinline" -> d.noinline = true;
                    case "no_instrument_function" -> d.noInstrument = true;
                    case "always_inline" -> d.alwaysInline = true;
                    case "optimize" -> { if (arg != null && arg.contains("no-strict-aliasing")) d.noStrictAliasing = true; }
                    case "noreturn" -> d.noreturn = true;
                    case "returns_twice" -> d.returnsTwice = true;
                    case "weak" -> d.weak = true;
                    case "used" -> d.used = true;
                    case "unused", "maybe_unused" -> d.markedUnused = true;
                    case "alias" -> {
                        String v = unquote(arg);
                        if (v == null || v.isEmpty()) sema.error(a, "'alias' attribute takes one argument");
                        else if (!arg.contains("\"")) sema.error(a, "expected string literal as argument of 'alias' attribute");
                        else { d.alias = v; d.aliasAt = a; }
                    }
                    case "section" -> d.section = unquote(arg);
                    case "visibility" -> {
                        String v = unquote(arg);
                        if (v != null && !Set.of("default", "hidden", "protected", "internal").contains(v))
                            sema.warning(a, "unknown visibility '" + v + "'");
                        else d.visibility = "internal".equals(v) ? "hidden" : v;
                    }
                    case "tls_model" -> {
                        String v = unquote(arg);
                        if (v == null || !jcirc.frontend.FrontendOptions.TLS_MODELS.contains(v))
                            sema.error(a, "tls_model must be \"global-dynamic\", \"local-dynamic\", \"initial-exec\" or \"local-exec\"");
                        else d.tlsModel = v;
                    }
                    case "cleanup" -> d.cleanup = arg == null ? null : arg.replaceAll("[()\\s]", "");
                    case "weakref" -> d.weakref = arg == null ? "" : unquote(arg);
                    case "format" -> {
                        // format(printf, 2, 3) / format(__printf__, 1, 0)
                        String[] parts = arg == null ? new String[0] : arg.replaceAll("[()\\s]", "").split(",");
                        if (parts.length == 3 && parts[0].replace("_", "").equals("printf")) {
                            try {
                                d.formatIndex = Integer.parseInt(parts[1]);
                                d.formatFirstArg = Integer.parseInt(parts[2]);
                            } catch (NumberFormatException e) {
                                sema.warning(a, "'format' attribute arguments must be integer constants");
                            }
                        }
                    }
                    case "nodiscard", "warn_unused_result" -> {
                        d.unusedResult = n;
                        d.unusedResultMessage = arg == null ? "" : unquote(arg);
                    }
                    case "deprecated" -> {
                        d.deprecated = arg == null ? "" : unquote(arg);
                        d.deprecatedAt = sema.loc(a);
                    }
                    case "constructor" -> d.constructor = priority(sema, a, arg);
                    case "destructor" -> d.destructor = priority(sema, a, arg);
                    default -> { }
                }
            }
        }
        return d;
    }

    private static int priority(Sema sema, IASTNode at, String arg) {
        if (arg == null || arg.replaceAll("[()\\s]", "").isEmpty()) return 65535;
        try {
            long p = Long.decode(arg.replaceAll("[()\\s]", ""));
            if (p < 0 || p > 65535) { sema.error(at, "'constructor' attribute requires an integer constant between 0 and 65535 inclusive"); return 65535; }
            return (int) p;
        } catch (NumberFormatException e) {
            sema.error(at, "'constructor' attribute requires an integer constant");
            return 65535;
        }
    }

    private static String unquote(String arg) {
        if (arg == null) return null;
        String s = arg.trim();
        if (s.startsWith("(") && s.endsWith(")")) s = s.substring(1, s.length() - 1).trim();
        StringBuilder out = new StringBuilder();
        // adjacent string literals concatenate: "a" "b"
        int i = 0;
        while (i < s.length()) {
            int q = s.indexOf('"', i);
            if (q < 0) break;
            int e = s.indexOf('"', q + 1);
            if (e < 0) break;
            out.append(s, q + 1, e);
            i = e + 1;
        }
        return out.isEmpty() && !s.contains("\"") ? s : out.toString();
    }

    private static String text(IASTToken t) { return SemaAttr.tokenText(t); }

    /** Adds a redeclaration's attributes to the entity's. */
    public static void mergeInto(Symbol s, Decl d) {
        Decl g = s.gnu;
        g.noinline |= d.noinline;
        g.noInstrument |= d.noInstrument;
        g.alwaysInline |= d.alwaysInline;
        g.noStrictAliasing |= d.noStrictAliasing;
        g.noreturn |= d.noreturn;
        g.returnsTwice |= d.returnsTwice || (s.isFunction() && RETURNS_TWICE.contains(s.name));
        g.weak |= d.weak;
        g.used |= d.used;
        g.markedUnused |= d.markedUnused;
        if (d.alias != null) { g.alias = d.alias; g.aliasAt = d.aliasAt; }
        if (d.section != null) g.section = d.section;
        if (d.visibility != null) g.visibility = d.visibility;
        if (d.cleanup != null) g.cleanup = d.cleanup;
        if (d.tlsModel != null) g.tlsModel = d.tlsModel;
        if (d.weakref != null) g.weakref = d.weakref;
        if (d.formatIndex > 0) { g.formatIndex = d.formatIndex; g.formatFirstArg = d.formatFirstArg; }
        if (d.constructor >= 0) g.constructor = d.constructor;
        if (d.unusedResult != null) { g.unusedResult = d.unusedResult; g.unusedResultMessage = d.unusedResultMessage; }
        if (d.deprecated != null) { g.deprecated = d.deprecated; g.deprecatedAt = d.deprecatedAt; }
        if (d.destructor >= 0) g.destructor = d.destructor;
    }
}
