package jcirc.frontend.sema;

import jcirc.frontend.types.CType;

import java.util.Map;

/**
 * C99's {@code __func__} and GNU's {@code __FUNCTION__}/{@code __PRETTY_FUNCTION__}: in a function body each
 * behaves as if {@code static const char __func__[] = "name";} were declared at the start of the body (in C,
 * gcc's {@code __PRETTY_FUNCTION__} is the plain name too). The object is made on first use; CIRGen defines it
 * as an internal constant global {@code __func__.name} holding {@link Symbol#constantString}. Outside a
 * function the value is {@code ""} ({@code "top level"} for {@code __PRETTY_FUNCTION__}, as gcc and clang)
 * with clang's warning.
 */
final class PredefinedIdentifiers {
    private PredefinedIdentifiers() {}

    static boolean isPredefined(String name) {
        return name.equals("__func__") || name.equals("__FUNCTION__") || name.equals("__PRETTY_FUNCTION__");
    }

    /** The object {@code name} stands for inside function {@code function} ("" at file scope). */
    static Symbol symbol(Map<String, Symbol> cache, String name, String function, jcirc.frontend.diag.SourceLoc loc) {
        return cache.computeIfAbsent(function + "\0" + name, k -> {
            String value = function.isEmpty() && name.equals("__PRETTY_FUNCTION__") ? "top level" : function;
            byte[] bytes = value.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            long[] units = new long[bytes.length];
            for (int i = 0; i < units.length; i++) units[i] = bytes[i] & 0xff;
            CType type = new CType.Array(new CType.Qualified(CType.CHAR, true, false, false, false), units.length + 1);
            String ir = name + "." + (function.isEmpty() ? "toplevel" : function);
            Symbol s = new Symbol(name, Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, true, loc);
            s.irName = ir;
            s.defined = true;
            s.constantString = new Literals.StringLit(CType.CHAR, units);
            return s;
        });
    }
}
