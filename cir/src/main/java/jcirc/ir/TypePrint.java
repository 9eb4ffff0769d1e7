package jcirc.ir;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Printing of nested types through the printer's alias table. Type records call
 * {@link #of(Type)} for each nested type, so {@code !cir.ptr<!cir.int<s, 32>>} prints as
 * {@code !cir.ptr<!s32i>} inside a module that defines the alias.
 */
public final class TypePrint {
    private static final ThreadLocal<Map<Type, String>> ALIASES = new ThreadLocal<>();

    private TypePrint() {}

    public static String of(Type t) {
        Map<Type, String> aliases = ALIASES.get();
        if (aliases != null) {
            String a = aliases.get(t);
            if (a != null) return "!" + a;
        }
        return t.print();
    }

    /** Runs {@code body} with the alias table active (null for none). */
    public static <T> T withAliases(Map<Type, String> aliases, java.util.function.Supplier<T> body) {
        Map<Type, String> saved = ALIASES.get();
        ALIASES.set(aliases);
        try {
            return body.get();
        } finally {
            ALIASES.set(saved);
        }
    }

    /** The types directly nested in {@code t}: {@link Type#subTypes()}. */
    public static List<Type> subTypes(Type t) { return t.subTypes(); }

    /** The record components of {@code t} of type Type or List of Type (the default of {@link Type#subTypes()}). */
    static List<Type> recordSubTypes(Type t) {
        List<Type> r = new ArrayList<>();
        if (t.getClass().isRecord()) {
            for (RecordComponent c : t.getClass().getRecordComponents()) {
                try {
                    Object v = c.getAccessor().invoke(t);
                    if (v instanceof Type nt) r.add(nt);
                    else if (v instanceof List<?> l) for (Object o : l) if (o instanceof Type nt) r.add(nt);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return r;
    }
}
