package jcirc.ir.parse;

import jcirc.ir.Attribute;
import jcirc.ir.OpAsmParser;
import jcirc.ir.Type;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parsers for dialect types and attributes beyond the ones the IR parser knows itself (the
 * builtin, cir and llvm ones of the IR core). A dialect that adds, say,
 * {@code #cir.bitfield_info<...>} registers a reader for {@code "cir.bitfield_info"}; the reader
 * gets the parser positioned right after the {@code #cir.bitfield_info} / {@code !dialect.type}
 * token.
 */
public final class DialectSyntax {
    private DialectSyntax() {}

    @FunctionalInterface
    public interface AttributeReader { Attribute read(OpAsmParser p); }

    @FunctionalInterface
    public interface TypeReader { Type read(OpAsmParser p); }

    private static final Map<String, AttributeReader> ATTRS = new ConcurrentHashMap<>();
    private static final Map<String, TypeReader> TYPES = new ConcurrentHashMap<>();

    /** {@code name} without the {@code #}: {@code "cir.bitfield_info"}. */
    public static void registerAttribute(String name, AttributeReader r) { ATTRS.put(name, r); }

    /** {@code name} without the {@code !}: {@code "cir.vector"}. */
    public static void registerType(String name, TypeReader r) { TYPES.put(name, r); }

    static AttributeReader attribute(String name) { return ATTRS.get(name); }

    static TypeReader type(String name) { return TYPES.get(name); }
}
