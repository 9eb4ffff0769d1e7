package jcirc.frontend.sema;

import java.util.HashMap;
import java.util.Map;

/** The scope stack of a translation unit plus the label namespace of the current function. */
public final class SymbolTable {
    private final Scope file = new Scope(Scope.Kind.FILE, null);
    private Scope current = file;
    private final Map<String, Symbol> externals = new HashMap<>();

    public Scope fileScope() { return file; }

    public Scope current() { return current; }

    public Scope push(Scope.Kind kind) {
        current = new Scope(kind, current);
        return current;
    }

    public void pop() {
        if (current.parent == null) throw new IllegalStateException("popping the file scope");
        current = current.parent;
    }

    /** Pops scopes until {@code s} is the current one again. */
    public void popTo(Scope s) {
        while (current != s && current.parent != null) current = current.parent;
    }

    /**
     * C++: the template parameters of the instance being analysed or generated (T as a typedef of its argument,
     * N as a constant), seen after the block scopes and before the file scope; null outside instances.
     */
    public Scope instanceScope;

    /** Makes {@code s} the current scope (C++: a template instance is declared at file scope from inside a body); returns the previous one. */
    public Scope swapCurrent(Scope s) {
        Scope old = current;
        current = s;
        return old;
    }

    public Symbol lookup(String name) {
        for (Scope s = current; s != null; s = s.parent) {
            if (s == file && instanceScope != null && instanceScope.lookupLocal(name) != null) return instanceScope.lookupLocal(name);
            Symbol sym = s.lookupLocal(name);
            if (sym != null) return sym;
        }
        return null;
    }

    public Scope.Tag lookupTag(String name) {
        for (Scope s = current; s != null; s = s.parent) {
            Scope.Tag t = s.lookupTagLocal(name);
            if (t != null) return t;
        }
        return null;
    }

    /**
     * Every declaration with linkage of a name refers to one entity, even when declared in an
     * inner block ({@code extern int x;} inside a function): this map finds it.
     */
    public Symbol external(String name) { return externals.get(name); }

    public void recordExternal(Symbol s) { externals.put(s.name, s); }
}
