package jcirc.ir.parse;

import jcirc.ir.Type;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * State shared by one parse of a file: type aliases ({@code !s32i = ...}), the dialects' own
 * state (the cir dialect keeps its structs by name there, so that the name-only form
 * {@code !cir.struct<struct "Node">} resolves to the same, possibly still incomplete, struct and
 * recursive structs work), and the op-name upgrade hook.
 */
public final class ParseContext {
    final Map<String, Type> aliases = new HashMap<>();
    private final Map<Object, Object> dialectState = new HashMap<>();
    private UnaryOperator<String> opNameMapper = HistoricalOpNames::upgrade;

    /** The state a dialect keeps under {@code key} for this parse, created by {@code init} on first use. */
    @SuppressWarnings("unchecked")
    <T> T dialectState(Object key, Supplier<T> init) {
        return (T) dialectState.computeIfAbsent(key, k -> init.get());
    }

    /** Maps op names as written to registered names (default: the historical {@code loop.*} upgrade). */
    public ParseContext opNameMapper(UnaryOperator<String> mapper) { opNameMapper = mapper; return this; }

    String mapOpName(String name) { return opNameMapper.apply(name); }
}
