package jcirc.ir.parse;

import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Type;

import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * State shared by one parse of a file: type aliases ({@code !s32i = ...}), cir structs by name
 * (so that the name-only form {@code !cir.struct<struct "Node">} resolves to the same, possibly
 * still incomplete, struct and recursive structs work), and the op-name upgrade hook.
 */
public final class ParseContext {
    final Map<String, Type> aliases = new HashMap<>();
    private final Map<String, CirTypes.StructType> structs = new HashMap<>();
    private UnaryOperator<String> opNameMapper = HistoricalOpNames::upgrade;

    /** The struct with this kind and name, created incomplete on first mention. */
    CirTypes.StructType struct(String name, boolean union) {
        return structs.computeIfAbsent((union ? "union " : "struct ") + name, k -> new CirTypes.StructType(name, union));
    }

    /** Maps op names as written to registered names (default: the historical {@code loop.*} upgrade). */
    public ParseContext opNameMapper(UnaryOperator<String> mapper) { opNameMapper = mapper; return this; }

    String mapOpName(String name) { return opNameMapper.apply(name); }
}
