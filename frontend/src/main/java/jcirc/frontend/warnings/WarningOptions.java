package jcirc.frontend.warnings;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jcirc.frontend.diag.Diagnostic;

/**
 * Which of the checks in this package run, from the command line's {@code -W} flags in order:
 * {@code -Wall}, {@code -Wextra}, {@code -W<name>}, {@code -Wno-<name>}, {@code -Werror=<name>},
 * {@code -Wno-error=<name>}, {@code -Werror}. Without flags the checks clang enables by default
 * run ({@code return-type}, {@code format}, ...); {@code -Wall} adds {@code unused-variable},
 * {@code unused-function} and {@code uninitialized}; {@code -Wextra} adds {@code sign-compare}
 * and {@code unused-parameter} (as clang and gcc for C).
 *
 * <p>{@link #ranges} receives the source ranges of the diagnostics the checks report, for
 * renderers that underline them ({@code ~~~}).
 */
public final class WarningOptions {
    public static final String UNUSED_VARIABLE = "unused-variable";
    public static final String FORMAT = "format";
    public static final String FORMAT_EXTRA_ARGS = "format-extra-args";
    public static final String FORMAT_INSUFFICIENT_ARGS = "format-insufficient-args";
    public static final String UNINITIALIZED = "uninitialized";
    public static final String RETURN_TYPE = "return-type";
    public static final String SIGN_COMPARE = "sign-compare";
    /** Assignment used as a condition (on by default, as clang); {@code -Wall}/{@code -Wparentheses} add '&&' within '||'. */
    public static final String PARENTHESES = "parentheses";
    public static final String LOGICAL_OP_PARENTHESES = "logical-op-parentheses";
    /** Opt-in, as in clang (not in -Wall or -Wextra). */
    public static final String IMPLICIT_FALLTHROUGH = "implicit-fallthrough";
    /** Old-C warnings reported by sema: on by default from C99 on, only with -Wall (or the flag) in C89 modes, as gcc. */
    public static final String IMPLICIT_INT = "implicit-int";
    public static final String IMPLICIT_FUNCTION_DECLARATION = "implicit-function-declaration";

    /** C23 {@code [[nodiscard]]} / {@code warn_unused_result} and {@code [[deprecated]]} (AttributeUses); on by default, as clang. */
    public static final String UNUSED_RESULT = "unused-result";
    public static final String DEPRECATED_DECLARATIONS = "deprecated-declarations";

    private static final List<String> DEFAULTS = List.of(RETURN_TYPE, FORMAT, FORMAT_EXTRA_ARGS, FORMAT_INSUFFICIENT_ARGS,
            UNUSED_RESULT, DEPRECATED_DECLARATIONS, PARENTHESES, SuspiciousCode.UNUSED_VALUE, SuspiciousCode.EMPTY_BODY,
            SuspiciousCode.SHIFT_COUNT, SuspiciousCode.DIVISION_BY_ZERO, SuspiciousCode.DISTINCT_POINTERS, SuspiciousCode.RETURN_STACK_ADDRESS);
    private static final List<String> ALL = List.of(LOGICAL_OP_PARENTHESES, UnusedDeclarations.UNUSED_FUNCTION, UNUSED_VARIABLE, UNINITIALIZED, IMPLICIT_INT, IMPLICIT_FUNCTION_DECLARATION);

    private final Set<String> enabled = new HashSet<>(DEFAULTS);
    private final Set<String> asErrors = new HashSet<>();
    private final Set<String> notErrors = new HashSet<>();
    /** Names turned off by {@code -Wno-<name>}. */
    private final Set<String> disabled = new HashSet<>();
    private boolean allErrors;

    /** Source ranges of reported diagnostics (by identity), filled by the checks. */
    public final Map<Diagnostic, List<SourceRange>> ranges = new IdentityHashMap<>();

    /** A range on one line: columns {@code startCol..endCol} inclusive, 1-based. */
    public record SourceRange(String file, int line, int startCol, int endCol) {}

    public static WarningOptions fromFlags(List<String> flags) {
        WarningOptions w = new WarningOptions();
        for (String f : flags) w.apply(f);
        return w;
    }

    /** Applies one flag ({@code -Wall}, {@code -Wno-format}, ...); others are ignored. */
    public void apply(String flag) {
        switch (flag) {
            case "-Wall" -> enabled.addAll(ALL);
            case "-Wextra", "-W" -> { enabled.add(SIGN_COMPARE); if (!disabled.contains(UnusedDeclarations.UNUSED_PARAMETER)) enabled.add(UnusedDeclarations.UNUSED_PARAMETER); }
            case "-Werror" -> allErrors = true;
            case "-Wno-error" -> allErrors = false;
            // gcc 14: the diagnostics C99 made errors (DefaultErrors) are warnings again
            case "-fpermissive" -> { for (String n : jcirc.frontend.sema.DefaultErrors.FLAGS) { notErrors.add(n); asErrors.remove(n); } }
            case "-Wunused", "-Wunused-variable" -> enabled.add(UNUSED_VARIABLE);
            case "-Wno-unused", "-Wno-unused-variable" -> enabled.remove(UNUSED_VARIABLE);
            case "-Wformat=0" -> disableFormat();
            case "-Wparentheses" -> { enabled.add(PARENTHESES); enabled.add(LOGICAL_OP_PARENTHESES); }
            case "-Wno-parentheses" -> { enabled.remove(PARENTHESES); enabled.remove(LOGICAL_OP_PARENTHESES); disabled.add(PARENTHESES); }
            default -> {
                if (flag.startsWith("-Werror=")) { String n = name(flag.substring(8)); asErrors.add(n); enabled.add(n); notErrors.remove(n); }
                else if (flag.startsWith("-Wno-error=")) { String n = name(flag.substring(11)); asErrors.remove(n); notErrors.add(n); }
                else if (flag.startsWith("-Wno-")) {
                    String n = name(flag.substring(5));
                    if (n.equals(FORMAT)) disableFormat(); else enabled.remove(n);
                    disabled.add(n);
                } else if (flag.startsWith("-W")) {
                    String n = name(flag.substring(2));
                    if (n.startsWith(FORMAT)) { enabled.add(FORMAT); enabled.add(FORMAT_EXTRA_ARGS); enabled.add(FORMAT_INSUFFICIENT_ARGS); }
                    else enabled.add(n);
                    disabled.remove(n);
                }
            }
        }
    }

    private void disableFormat() {
        enabled.remove(FORMAT);
        enabled.remove(FORMAT_EXTRA_ARGS);
        enabled.remove(FORMAT_INSUFFICIENT_ARGS);
    }

    /** gcc spellings that mean the same check. */
    private static String name(String n) {
        return switch (n) {
            case "maybe-uninitialized" -> UNINITIALIZED;
            case "format-security", "format=1", "format=2" -> FORMAT;
            default -> n;
        };
    }

    public boolean isEnabled(String name) { return enabled.contains(name); }

    /** Turned off by {@code -Wno-<name>} (and not turned on again later). */
    public boolean isDisabled(String name) { return disabled.contains(name); }

    /** Downgraded by {@code -Wno-error=name} (or {@code -fpermissive}): a default-error diagnostic of that name is a warning. */
    public boolean isNotError(String name) { return notErrors.contains(name); }

    /** Reported as an error ({@code -Werror}, {@code -Werror=name}), unless {@code -Wno-error=name}. */
    public boolean isError(String name) {
        return asErrors.contains(name) || (allErrors && !notErrors.contains(name));
    }
}
