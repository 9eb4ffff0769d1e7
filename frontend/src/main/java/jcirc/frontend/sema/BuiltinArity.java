package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.HashMap;
import java.util.Map;

/**
 * Argument counts of the type-generic GNU builtins that jcirc declares variadic (their operands may
 * have any arithmetic type, so no prototype checks them): a call with the wrong count is clang's
 * error ({@code too few arguments to function call, expected 1, have 0}) instead of reaching code
 * generation (an internal compiler error; fuzz seed 6: {@code __builtin_mul_overflow(x, y & r)}).
 */
public final class BuiltinArity {
    private BuiltinArity() {}

    private record Range(int min, int max) {}

    private static final Map<String, Range> ARITY = new HashMap<>();

    private static void put(int min, int max, String... names) { for (String n : names) ARITY.put(n, new Range(min, max)); }

    static {
        put(1, 1, "__builtin_constant_p", "__builtin_signbit", "__builtin_signbitf", "__builtin_signbitl",
                "__builtin_isnan", "__builtin_isnanf", "__builtin_isnanl", "__builtin_isinf", "__builtin_isinff",
                "__builtin_isinfl", "__builtin_isfinite", "__builtin_isinf_sign", "__builtin_classify_type");
        put(2, 2, "__builtin_isgreater", "__builtin_isgreaterequal", "__builtin_isless", "__builtin_islessequal",
                "__builtin_islessgreater", "__builtin_isunordered");
        put(6, 6, "__builtin_fpclassify");
        put(3, 3, "__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow");
        put(3, 3, "__builtin_add_overflow_p", "__builtin_sub_overflow_p", "__builtin_mul_overflow_p");
        put(1, 3, "__builtin_prefetch");
        put(2, 3, "__builtin_assume_aligned");
    }

    /** Reports a wrong argument count of builtin {@code name} at {@code call}; false if it was wrong. */
    public static boolean check(Sema sema, String name, IASTNode call, int count) {
        Range r = ARITY.get(name);
        if (r == null || (count >= r.min() && count <= r.max())) return true;
        boolean few = count < r.min();
        int expected = few ? r.min() : r.max();
        sema.error(call, "too " + (few ? "few" : "many") + " arguments to function call, expected "
                + (r.min() != r.max() ? (few ? "at least " : "at most ") : "") + expected + ", have " + count);
        return false;
    }
}
