package jcirc.ir.parse;

import jcirc.ir.Attribute;
import jcirc.ir.Dialects;
import jcirc.ir.OpAsmParser;
import jcirc.ir.Type;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What each dialect contributes to the text form of its types and attributes, so that the IR core
 * parses and prints them without naming any dialect: MLIR's {@code Dialect::parseType},
 * {@code Dialect::parseAttribute} and {@code OpAsmDialectInterface::getAlias}. (Printing needs no
 * hook: a type or attribute record prints itself, nested types through
 * {@link jcirc.ir.TypePrint#of}.) The builtin types and attributes are the core's own.
 * <p>
 * A dialect registers, in its {@code register()}: a reader per type or attribute mnemonic
 * ({@code "cir.int"} for {@code !cir.int<s, 32>}, {@code "cir.bitfield_info"} for
 * {@code #cir.bitfield_info<...>}), which gets the parser positioned right after that token;
 * readers of bare keyword types (the llvm dialect's {@code ptr}, {@code struct<...>} inside its
 * own types); and an alias hook ({@code !s32i}, {@code !ty_Node}).
 */
public final class DialectSyntax {
    private DialectSyntax() {}

    @FunctionalInterface
    public interface AttributeReader { Attribute read(OpAsmParser p); }

    @FunctionalInterface
    public interface TypeReader { Type read(OpAsmParser p); }

    /**
     * An alias the printer defines at the top of a module ({@code !s32i = !cir.int<s, 32>}):
     * {@code name} without the {@code !} (the printer appends 1, 2, ... to names already taken);
     * aliases print grouped by {@code group}, each group in the order the types were first seen
     * (members before the aggregates that hold them).
     */
    public record Alias(String name, int group) {}

    @FunctionalInterface
    public interface AliasHook { Alias alias(Type t); }

    private static final Map<String, AttributeReader> ATTRS = new ConcurrentHashMap<>();
    private static final Map<String, TypeReader> TYPES = new ConcurrentHashMap<>();
    private static final Map<String, TypeReader> KEYWORD_TYPES = new ConcurrentHashMap<>();
    private static final List<AliasHook> ALIASES = new CopyOnWriteArrayList<>();

    /** {@code name} without the {@code #}: {@code "cir.bitfield_info"}. */
    public static void registerAttribute(String name, AttributeReader r) { ATTRS.put(name, r); }

    /** {@code name} without the {@code !}: {@code "cir.vector"}. */
    public static void registerType(String name, TypeReader r) { TYPES.put(name, r); }

    /**
     * A type spelled as a bare keyword ({@code ptr}, {@code struct<(i32, ptr)>}: llvm's short
     * spellings inside its own types); the reader gets the parser right after the keyword.
     */
    public static void registerKeywordType(String keyword, TypeReader r) { KEYWORD_TYPES.put(keyword, r); }

    /** A hook giving the alias of the dialect's types (null for a type it has none for). */
    public static void registerAlias(AliasHook hook) { ALIASES.add(hook); }

    static AttributeReader attribute(String name) {
        Dialects.ensureLoaded();
        return ATTRS.get(name);
    }

    static TypeReader type(String name) {
        Dialects.ensureLoaded();
        return TYPES.get(name);
    }

    static TypeReader keywordType(String keyword) {
        Dialects.ensureLoaded();
        return KEYWORD_TYPES.get(keyword);
    }

    /** The alias a dialect gives {@code t}, or null. */
    public static Alias alias(Type t) {
        Dialects.ensureLoaded();
        for (AliasHook h : ALIASES) {
            Alias a = h.alias(t);
            if (a != null) return a;
        }
        return null;
    }
}
