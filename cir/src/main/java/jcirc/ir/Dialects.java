package jcirc.ir;

/**
 * Loads every dialect's op declarations once. A dialect is a class with a static
 * {@code register()} method; listing them here keeps start-up explicit and cheap.
 */
public final class Dialects {
    private static final String[] DIALECT_CLASSES = {
        "jcirc.dialect.builtin.BuiltinDialect",
        "jcirc.dialect.cir.CirDialect",
        "jcirc.dialect.scf.ScfDialect",
        "jcirc.dialect.cf.CfDialect",
        "jcirc.dialect.arith.ArithDialect",
        "jcirc.dialect.func.FuncDialect",
        "jcirc.dialect.llvm.LLVMDialect",
        "jcirc.dialect.math.MathDialect",
    };
    private static volatile boolean loaded;

    private Dialects() {}

    public static void ensureLoaded() {
        if (loaded) return;
        synchronized (Dialects.class) {
            if (loaded) return;
            loaded = true;
            for (String cls : DIALECT_CLASSES) {
                try {
                    Class.forName(cls).getMethod("register").invoke(null);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot register dialect " + cls, e);
                }
            }
        }
    }
}
