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
        return symbol(cache, name, function, function.isEmpty() && name.equals("__PRETTY_FUNCTION__") ? "top level" : function, loc);
    }

    /**
     * C++: the value is g++'s ({@link jcirc.frontend.cxx.CxxFunctionNames}: {@code "operator+"} and
     * {@code "int ns::S::operator+(const ns::S&) const"}); {@code function} (the function's IR name) keeps overloads apart.
     */
    static Symbol cxxSymbol(Map<String, Symbol> cache, String name, String function, org.eclipse.cdt.core.dom.ast.IASTNode use, jcirc.frontend.cxx.CxxTemplates templates, jcirc.frontend.diag.SourceLoc loc) {
        jcirc.frontend.cxx.CxxFunctionNames.Names names = function.isEmpty() ? null : jcirc.frontend.cxx.CxxFunctionNames.enclosing(use, templates);
        if (names == null) return symbol(cache, name, function, loc);
        return symbol(cache, name, function + "\0" + names.pretty(), name.equals("__PRETTY_FUNCTION__") ? names.pretty() : names.func(), loc);
    }

    private static Symbol symbol(Map<String, Symbol> cache, String name, String key, String value, jcirc.frontend.diag.SourceLoc loc) {
        String function = key.contains("\0") ? key.substring(0, key.indexOf('\0')) : key;
        return cache.computeIfAbsent(key + "\0" + name, k -> {
            byte[] bytes = value.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            long[] units = new long[bytes.length];
            for (int i = 0; i < units.length; i++) units[i] = bytes[i] & 0xff;
            CType type = new CType.Array(new CType.Qualified(CType.CHAR, true, false, false, false), units.length + 1);
            String ir = name + "." + (function.isEmpty() ? "toplevel" : function) + (key.equals(function) ? "" : "." + cache.size());
            Symbol s = new Symbol(name, Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, true, loc);
            s.irName = ir;
            s.defined = true;
            s.constantString = new Literals.StringLit(CType.CHAR, units);
            return s;
        });
    }
}
