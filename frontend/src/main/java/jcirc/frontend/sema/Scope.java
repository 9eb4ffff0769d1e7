package jcirc.frontend.sema;

import jcirc.frontend.types.EnumDef;
import jcirc.frontend.types.RecordDef;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One lexical scope with the two namespaces that scopes own: ordinary identifiers and tags.
 * (Labels live per function in {@link SymbolTable}; members live in their {@link RecordDef}.)
 */
public final class Scope {
    public enum Kind { FILE, FUNCTION, BLOCK, PROTOTYPE }

    /** A tag: exactly one of record/enumDef is set. */
    public record Tag(String name, RecordDef record, EnumDef enumDef) {}

    public final Kind kind;
    public final Scope parent;
    private final Map<String, Symbol> ordinary = new LinkedHashMap<>();
    private final Map<String, Tag> tags = new LinkedHashMap<>();

    public Scope(Kind kind, Scope parent) {
        this.kind = kind;
        this.parent = parent;
    }

    public Symbol lookupLocal(String name) { return ordinary.get(name); }

    public Tag lookupTagLocal(String name) { return tags.get(name); }

    public void put(Symbol s) { ordinary.put(s.name, s); }

    public void putTag(Tag t) { tags.put(t.name(), t); }

    public Map<String, Symbol> symbols() { return ordinary; }

    public boolean isFile() { return kind == Kind.FILE; }
}
