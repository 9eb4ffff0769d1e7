package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.ArgInfo;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.ir.Attribute;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Facts about arguments that clang-19 writes for C (at -O1 and above here: they only matter to
 * the optimiser): {@code noundef} on every argument that is one whole C scalar (integer, _Bool,
 * enum, floating, pointer) and on the pointer of a struct passed {@code byval}, in definitions,
 * declarations and at every call (fixed and variadic arguments, direct and indirect):
 * <pre>
 *   int f(char a, struct P s, int *p)  ->  cir.func @f(%a: !s8i {llvm.noundef, llvm.signext}, %s: !u64i, %p: !cir.ptr&lt;!s32i&gt; {llvm.noundef})
 *                                       ->  define i32 @f(i8 noundef signext %arg0, i64 %arg1, ptr noundef %arg2)
 * </pre>
 * A definition's (and declaration's) {@code char}/{@code short}/{@code _Bool} parameters are {@code signext}/{@code zeroext}
 * as clang's (every caller extends them: ArgExtension). Pieces of a struct passed in registers get none (they may hold padding, undefined bytes), nor
 * does the hidden sret pointer (clang neither); clang writes no {@code noundef} on C results
 * (falling off the end of a non-void function is defined in C when the value is not used).
 */
final class CIRGenArgFacts {
    private CIRGenArgFacts() {}

    /**
     * {@code info}'s argument attributes (the first {@code count} lowered arguments) with {@code llvm.noundef}
     * added, and for a function's own parameters ({@code params}) {@code llvm.signext}/{@code llvm.zeroext} on
     * whole {@code char}/{@code short}/{@code _Bool} scalars (callers extend them, ArgExtension; one-byte
     * struct pieces are not marked); null when every dictionary is empty.
     */
    static Attribute withNoundef(FunctionInfo info, int count, boolean params) {
        return withNoundef(info, count, params, Integer.MAX_VALUE);
    }

    /**
     * The same at a call whose arguments after the first {@code fixed} are variadic: those get no {@code noundef}.
     * gcc does not take an uninitialized variadic argument (torture pr79286's {@code printf("%d\n", b, e)} with
     * {@code e} never set) as undefined behaviour; with {@code noundef}, LLVM deleted the loop around the call.
     */
    static Attribute withNoundef(FunctionInfo info, int count, boolean params, int fixed) {
        List<BuiltinAttrs.DictionaryAttr> dicts = info.argAttrs();
        List<Boolean> whole = new ArrayList<>();
        if (info.hasSRet()) whole.add(false);
        int k = 0;
        for (ArgInfo a : info.args()) {
            if (k++ >= fixed) {   // a variadic argument: its lowered pieces get no noundef
                switch (a) {
                    case ArgInfo.Coerced c -> c.pieces().forEach(p -> whole.add(false));
                    case ArgInfo.Ignored i -> { }
                    default -> whole.add(false);
                }
                continue;
            }
            switch (a) {
                case ArgInfo.Direct d -> whole.add(isScalar(d.type()));
                case ArgInfo.Coerced c -> c.pieces().forEach(p -> whole.add(false));
                case ArgInfo.ByVal b -> whole.add(true);
                case ArgInfo.Indirect ind -> whole.add(true);
                case ArgInfo.Ignored i -> { }
            }
        }
        int n = Math.min(count, dicts.size());
        List<Attribute> out = new ArrayList<>();
        boolean any = false;
        for (int i = 0; i < n; i++) {
            Map<String, Attribute> m = new LinkedHashMap<>(dicts.get(i).entries());
            if (i < whole.size() && whole.get(i)) {
                m.put("llvm.noundef", BuiltinAttrs.UNIT);
                String ext = params ? extension(info.type().inputs().get(i)) : null;
                if (ext != null) m.put(ext, BuiltinAttrs.UNIT);
            }
            any |= !m.isEmpty();
            out.add(new BuiltinAttrs.DictionaryAttr(m));
        }
        return any ? new BuiltinAttrs.ArrayAttr(out) : null;
    }

    private static String extension(Type t) {
        if (t instanceof CirTypes.BoolType) return "llvm.zeroext";
        if (t instanceof CirTypes.IntType it && it.width() < 32) return it.signed() ? "llvm.signext" : "llvm.zeroext";
        return null;
    }

    private static boolean isScalar(Type t) {
        return t instanceof CirTypes.IntType || t instanceof CirTypes.BoolType || t instanceof CirTypes.FloatType
                || t instanceof CirTypes.PointerType;
    }
}
