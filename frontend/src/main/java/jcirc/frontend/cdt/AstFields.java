package jcirc.frontend.cdt;

/**
 * Writes a private field of a CDT AST node (CDT has no setter for some of the children and cached evaluations our
 * rewrites replace: a declarator's initializer, a call's arguments, a return's value, a cast's evaluation). The field
 * may be declared in a superclass of the node's class.
 */
public final class AstFields {
    private AstFields() {}

    /** Sets field {@code name} of {@code node} to {@code value}; an unknown field is an internal error. */
    public static void set(Object node, String name, Object value) {
        for (Class<?> k = node.getClass(); k != null; k = k.getSuperclass()) {
            try {
                java.lang.reflect.Field f = k.getDeclaredField(name);
                f.setAccessible(true);
                f.set(node, value);
                return;
            } catch (NoSuchFieldException x) {
                // a superclass declares it
            } catch (IllegalAccessException x) {
                throw new IllegalStateException(x);
            }
        }
        throw new IllegalStateException("no field " + name + " in " + node.getClass());
    }
}
