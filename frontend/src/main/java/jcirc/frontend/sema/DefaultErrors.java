package jcirc.frontend.sema;

import java.util.List;

import jcirc.frontend.diag.Severity;
import jcirc.frontend.warnings.WarningOptions;

/**
 * The diagnostics clang 16+ and gcc 14 report as errors by default although they have a warning
 * flag (clang's "DefaultError" warnings, gcc's "permerrors"), with the flag's tag:
 * <pre>
 * int x = p;       error: incompatible pointer to integer conversion initializing 'int' with an expression of type 'char *' [-Wint-conversion]
 * return;          error: non-void function 'f' should return a value [-Wreturn-mismatch]
 * g(1);            error: call to undeclared function 'g'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
 * static y;        error: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
 * </pre>
 * {@code -Wno-error=NAME} (or gcc 14's {@code -fpermissive}, all of them) makes one a warning,
 * {@code -Wno-NAME} silences it; {@code -w} and {@code -Wno-error} leave them errors, as in clang.
 * Implicit int and implicit function declarations are C89's rules: in C89/gnu89 they are the old
 * warnings that only {@code -Wall} enables ({@link Sema#oldCWarning}).
 */
public final class DefaultErrors {
    private DefaultErrors() {}

    public static final String INT_CONVERSION = "int-conversion";
    public static final String RETURN_MISMATCH = "return-mismatch";
    public static final String IMPLICIT_FUNCTION_DECLARATION = "implicit-function-declaration";
    public static final String IMPLICIT_INT = "implicit-int";
    /** Every flag whose diagnostics are errors by default ({@code -fpermissive} downgrades them all). */
    public static final List<String> FLAGS = List.of(INT_CONVERSION, RETURN_MISMATCH, IMPLICIT_FUNCTION_DECLARATION, IMPLICIT_INT);

    /** ERROR, WARNING ({@code -Wno-error=flag}) or null ({@code -Wno-flag}) for a diagnostic of {@code flag}. */
    static Severity severity(WarningOptions opts, String flag) {
        if (opts == null) return Severity.ERROR;
        if (opts.isDisabled(flag)) return null;
        return opts.isNotError(flag) ? Severity.WARNING : Severity.ERROR;
    }
}
