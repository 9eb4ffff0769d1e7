package jcirc.frontend.sema;

import java.util.Map;
import java.util.Set;

import jcirc.frontend.types.TypePrinter;

/**
 * clang's wording for a call of an undeclared function in C99 and later: a C library function
 * clang knows gets its type and a note naming its header.
 * <pre>
 * g(1);          error: call to undeclared function 'g'; ISO C99 and later do not support implicit function declarations
 * printf("x");   error: call to undeclared library function 'printf' with type 'int (const char *, ...)'; ISO C99 ...
 *                note: include the header &lt;stdio.h&gt; or explicitly provide a declaration for 'printf'
 * </pre>
 */
final class UndeclaredFunctions {
    private UndeclaredFunctions() {}

    static final String C99 = "; ISO C99 and later do not support implicit function declarations";

    /** Library builtins of jcirc's table that clang does not know as library functions (plain wording). */
    private static final Set<String> NOT_CLANG_LIBRARY = Set.of("puts", "putchar", "fprintf", "fputs", "fputc", "putc",
            "fwrite", "isascii", "toascii", "imaxabs", "strnlen");
    /** clang's spelling where it differs from the printed prototype (restrict, noreturn). */
    private static final Map<String, String> TYPES = Map.of(
            "sprintf", "int (char *restrict, const char *restrict, ...)",
            "snprintf", "int (char *restrict, unsigned long, const char *restrict, ...)",
            "scanf", "int (const char *restrict, ...)",
            "sscanf", "int (const char *restrict, const char *restrict, ...)",
            "abort", "void (void) __attribute__((noreturn))",
            "exit", "void (int) __attribute__((noreturn))",
            "_exit", "void (int) __attribute__((noreturn))",
            "_Exit", "void (int) __attribute__((noreturn))");
    private static final Set<String> STRINGS_H = Set.of("bzero", "bcopy", "bcmp", "index", "rindex", "strcasecmp", "strncasecmp");
    private static final Set<String> STDLIB_H = Set.of("malloc", "calloc", "realloc", "aligned_alloc", "free", "abort", "exit",
            "_Exit", "abs", "labs", "llabs");
    private static final Set<String> STDIO_H = Set.of("printf", "sprintf", "snprintf", "scanf", "sscanf");

    /** The header clang names for library function {@code name} (null: clang does not know it as one). */
    static String header(String name) {
        if (LibraryBuiltins.prototype(name) == null || NOT_CLANG_LIBRARY.contains(name)) return null;
        if (STRINGS_H.contains(name)) return "strings.h";
        if (STDLIB_H.contains(name)) return "stdlib.h";
        if (STDIO_H.contains(name)) return "stdio.h";
        if (name.equals("_exit")) return "unistd.h";
        if (name.startsWith("mem") || name.startsWith("str") || name.startsWith("stp")) return "string.h";
        if (name.startsWith("is") || name.equals("tolower") || name.equals("toupper")) return "ctype.h";
        return "math.h";
    }

    /** The error's message for a call of undeclared {@code name}. */
    static String message(String name) {
        if (header(name) == null) return "call to undeclared function '" + name + "'" + C99;
        String type = TYPES.get(name);
        if (type == null) type = TypePrinter.print(LibraryBuiltins.prototype(name));
        return "call to undeclared library function '" + name + "' with type '" + type + "'" + C99;
    }

    /** The note after it (null: none). */
    static String note(String name) {
        String h = header(name);
        return h == null ? null : "include the header <" + h + "> or explicitly provide a declaration for '" + name + "'";
    }
}
