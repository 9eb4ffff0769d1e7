package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * gcc's type-generic atomic builtins ({@code __atomic_*}, {@code __sync_*}): their names (declared
 * as variadic builtins) and the type of a call, which depends on the pointer argument. CIRGen's
 * {@code CIRGenAtomic} emits them.
 */
public final class AtomicBuiltins {
    private AtomicBuiltins() {}

    static final List<String> FETCH_OPS = List.of("add", "sub", "and", "or", "xor", "nand");

    /** Every atomic builtin name. */
    public static final Set<String> NAMES = names();

    private static Set<String> names() {
        Set<String> s = new TreeSet<>(List.of("__atomic_load_n", "__atomic_store_n", "__atomic_exchange_n",
                "__atomic_compare_exchange_n", "__atomic_load", "__atomic_store", "__atomic_exchange", "__atomic_compare_exchange",
                "__atomic_test_and_set", "__atomic_clear", "__atomic_thread_fence", "__atomic_signal_fence",
                "__atomic_always_lock_free", "__atomic_is_lock_free", "__sync_val_compare_and_swap", "__sync_bool_compare_and_swap",
                "__sync_lock_test_and_set", "__sync_lock_release", "__sync_synchronize"));
        for (String op : FETCH_OPS) {
            s.add("__atomic_fetch_" + op);
            s.add("__atomic_" + op + "_fetch");
            s.add("__sync_fetch_and_" + op);
            s.add("__sync_" + op + "_and_fetch");
        }
        return s;
    }

    public static boolean isAtomicBuiltin(String name) { return NAMES.contains(name); }

    /** The value type an atomic builtin operates on: the unqualified pointee of its first argument. */
    public static CType valueType(CType ptrArg) {
        CType p = Types.pointee(ptrArg);
        return p == null ? null : Types.unqual(p);
    }

    /**
     * The type of a call {@code name(args...)}; {@code argTypes} are the arguments' rvalue types.
     * Reports bad arguments through {@code err}.
     */
    static CType resultType(String name, List<CType> argTypes, java.util.function.Consumer<String> err) {
        int want = switch (name) {
            case "__sync_synchronize" -> 0;
            case "__atomic_thread_fence", "__atomic_signal_fence", "__sync_lock_release" -> 1;
            case "__atomic_load_n", "__atomic_test_and_set", "__atomic_clear", "__atomic_always_lock_free", "__atomic_is_lock_free",
                 "__sync_lock_test_and_set" -> 2;
            case "__atomic_store_n", "__atomic_exchange_n", "__atomic_load", "__atomic_store", "__sync_val_compare_and_swap",
                 "__sync_bool_compare_and_swap" -> 3;
            case "__atomic_exchange" -> 4;
            case "__atomic_compare_exchange_n", "__atomic_compare_exchange" -> 6;
            default -> name.startsWith("__sync_") ? 2 : 3;
        };
        if (argTypes.size() < want || (argTypes.size() > want && !name.startsWith("__sync_"))) {
            err.accept("too " + (argTypes.size() < want ? "few" : "many") + " arguments to function call, expected " + want
                    + ", have " + argTypes.size());
            return CType.INT;
        }
        switch (name) {
            case "__sync_synchronize", "__atomic_thread_fence", "__atomic_signal_fence" -> { return CType.VOID; }
            case "__atomic_always_lock_free", "__atomic_is_lock_free" -> { return CType.BOOL; }
            default -> { }
        }
        CType v = valueType(argTypes.get(0));
        if (v == null || Types.isVoid(v) && !name.equals("__atomic_test_and_set") && !name.equals("__atomic_clear")) {
            err.accept("address argument to atomic builtin must be a pointer ('" + argTypes.get(0) + "' invalid)");
            return CType.INT;
        }
        boolean fetch = name.startsWith("__atomic_fetch_") || name.endsWith("_fetch") || name.startsWith("__sync_fetch_and_")
                || name.endsWith("_and_fetch");
        boolean integerOnly = fetch || name.endsWith("_n") || name.startsWith("__sync_");
        if (integerOnly && !name.equals("__sync_synchronize") && !Types.isInteger(v) && !Types.isPointer(v)) {
            err.accept("address argument to atomic operation must be a pointer to integer or pointer ('" + argTypes.get(0) + "' invalid)");
            return CType.INT;
        }
        return switch (name) {
            case "__atomic_store_n", "__atomic_load", "__atomic_store", "__atomic_exchange", "__atomic_clear", "__sync_lock_release" -> CType.VOID;
            case "__atomic_compare_exchange_n", "__atomic_compare_exchange", "__atomic_test_and_set", "__sync_bool_compare_and_swap" -> CType.BOOL;
            default -> v;
        };
    }

    /**
     * The arguments after the first that gcc's generic forms take by address ({@code __atomic_load(p, &ret, o)},
     * {@code __atomic_exchange(p, &val, &ret, o)}, ...): each must be a pointer to the value type.
     */
    static List<Integer> addressArguments(String name) {
        return switch (name) {
            case "__atomic_load", "__atomic_store", "__atomic_compare_exchange_n" -> List.of(1);
            case "__atomic_exchange", "__atomic_compare_exchange" -> List.of(1, 2);
            default -> List.of();
        };
    }

    /** Declares every atomic builtin as a variadic function (the real type is {@link #resultType}). */
    static List<String> declarations() { return new ArrayList<>(NAMES); }
}
