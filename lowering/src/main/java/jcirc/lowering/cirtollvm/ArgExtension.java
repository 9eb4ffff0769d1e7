package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The x86-64 psABI rule gcc and clang implement for {@code char}, {@code short} and {@code _Bool}
 * (docs/performance.md): the caller sign- or zero-extends such an argument to 32 bits, and the callee
 * extends such a result. clang-built callees rely on the caller's extension, so every call marks its
 * narrow arguments ({@code llvm.signext}/{@code llvm.zeroext} in the call's {@code arg_attrs}), and every
 * definition marks its narrow result ({@code res_attrs}):
 * <pre>
 *   cir.call @f(%c) : (!s8i) -> !u16i     →  call i32 @f(i8 signext %c)
 *   cir.func @g(...) -> !u8i { ... }        →  define zeroext i8 @g(...)
 * </pre>
 * Definitions do not claim their parameters extended (clang's callees do): a one-byte struct is
 * passed as an {@code !u8i} piece that no compiler extends, and cir does not tell the two apart.
 */
final class ArgExtension {
    private ArgExtension() {}

    /** {@code llvm.signext} / {@code llvm.zeroext} for a cir integer narrower than 32 bits or a bool; else null. */
    static String of(Type t) {
        if (t instanceof CirTypes.BoolType) return LLVMDialect.ZEROEXT_ATTR;
        if (t instanceof CirTypes.IntType it && it.width() < 32) return it.signed() ? LLVMDialect.SIGNEXT_ATTR : LLVMDialect.ZEROEXT_ATTR;
        return null;
    }

    /**
     * {@code argAttrs} (an array of dictionaries, or null) with the extension of each argument whose cir
     * type is narrow added; null when there is nothing to say.
     */
    static Attribute withExtensions(Attribute argAttrs, List<Type> argTypes) {
        List<Attribute> old = argAttrs instanceof BuiltinAttrs.ArrayAttr a ? a.elements() : List.of();
        boolean any = false;
        List<Attribute> out = new ArrayList<>();
        for (int i = 0; i < Math.max(argTypes.size(), old.size()); i++) {
            Map<String, Attribute> m = new LinkedHashMap<>();
            if (i < old.size() && old.get(i) instanceof BuiltinAttrs.DictionaryAttr d) m.putAll(d.entries());
            String ext = i < argTypes.size() ? of(argTypes.get(i)) : null;
            if (ext != null && !m.containsKey(LLVMDialect.BYVAL_ATTR)) { m.put(ext, BuiltinAttrs.UNIT); any = true; }
            out.add(new BuiltinAttrs.DictionaryAttr(m));
        }
        return any ? new BuiltinAttrs.ArrayAttr(out) : argAttrs;
    }

    /** {@code res_attrs = [{llvm.signext}]} for a narrow result type; null otherwise. */
    static Attribute resultAttrs(List<Type> results) {
        if (results.size() != 1) return null;
        String ext = of(results.get(0));
        return ext == null ? null : new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.DictionaryAttr(Map.of(ext, BuiltinAttrs.UNIT))));
    }
}
