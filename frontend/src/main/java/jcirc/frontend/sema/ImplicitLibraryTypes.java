package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The types gcc gives implicitly declared calls to library functions it knows as builtins
 * (C89 implicit declarations): {@code p = alloca(16)} or {@code x = sqrt(2.0)} without a
 * declaration use the library prototype ({@code void *(size_t)}, {@code double(double)}), not
 * {@code int()}, which would truncate the pointer or misread the double. Only functions whose
 * result is not an {@code int} are listed: for the rest {@code int()} already behaves as gcc.
 * An undeclared {@code __builtin_strcat} gets strcat's type the same way.
 */
final class ImplicitLibraryTypes {
    private ImplicitLibraryTypes() {}

    private static final Map<String, CType.Function> TYPES = new HashMap<>();

    static {
        CType vp = new CType.Pointer(CType.VOID);
        CType cvp = new CType.Pointer(Types.qualify(CType.VOID, true, false, false));
        CType cp = new CType.Pointer(CType.CHAR);
        CType ccp = new CType.Pointer(Types.qualify(CType.CHAR, true, false, false));
        CType sz = CType.SIZE_T;
        put("alloca", vp, sz);
        put("malloc", vp, sz);
        put("calloc", vp, sz, sz);
        put("realloc", vp, vp, sz);
        put("memcpy", vp, vp, cvp, sz);
        put("memmove", vp, vp, cvp, sz);
        put("memset", vp, vp, CType.INT, sz);
        put("memchr", vp, cvp, CType.INT, sz);
        put("mempcpy", vp, vp, cvp, sz);
        put("strcpy", cp, cp, ccp);
        put("strncpy", cp, cp, ccp, sz);
        put("stpcpy", cp, cp, ccp);
        put("strcat", cp, cp, ccp);
        put("strncat", cp, cp, ccp, sz);
        put("strchr", cp, ccp, CType.INT);
        put("strrchr", cp, ccp, CType.INT);
        put("strstr", cp, ccp, ccp);
        put("strpbrk", cp, ccp, ccp);
        put("strdup", cp, ccp);
        put("stpncpy", cp, cp, ccp, sz);
        put("index", cp, ccp, CType.INT);
        put("rindex", cp, ccp, CType.INT);
        put("strlen", sz, ccp);
        put("strnlen", sz, ccp, sz);
        put("strspn", sz, ccp, ccp);
        put("strcspn", sz, ccp, ccp);
        put("labs", CType.LONG, CType.LONG);
        put("llabs", CType.LLONG, CType.LLONG);
        for (String f : new String[] {"sqrt", "sin", "cos", "tan", "exp", "log", "log10", "floor", "ceil", "fabs", "trunc", "round"}) {
            put(f, CType.DOUBLE, CType.DOUBLE);
            put(f + "f", CType.FLOAT, CType.FLOAT);
            put(f + "l", CType.LONG_DOUBLE, CType.LONG_DOUBLE);
        }
        for (String f : new String[] {"pow", "atan2", "fmod", "copysign", "fmax", "fmin"}) {
            put(f, CType.DOUBLE, CType.DOUBLE, CType.DOUBLE);
            put(f + "f", CType.FLOAT, CType.FLOAT, CType.FLOAT);
            put(f + "l", CType.LONG_DOUBLE, CType.LONG_DOUBLE, CType.LONG_DOUBLE);
        }
    }

    private static void put(String name, CType ret, CType... params) {
        TYPES.put(name, new CType.Function(ret, List.of(params), false, true));
    }

    /**
     * The type of an implicitly declared {@code name}, or null for {@code int()}: the library
     * type; for {@code __builtin_X} (a library builtin jcirc calls X for) X's library type, else
     * the prototype of {@code declared}, the unit's declaration of X (may be null).
     */
    static CType.Function of(String name, Symbol declared) {
        String base = name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
        CType.Function t = TYPES.get(base);
        if (t != null || base.equals(name)) return t;
        return declared != null && declared.isFunction() && Types.unqual(declared.type) instanceof CType.Function f && f.prototyped() ? f : null;
    }
}
