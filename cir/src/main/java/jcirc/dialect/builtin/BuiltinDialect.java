package jcirc.dialect.builtin;

import jcirc.ir.OpDef;
import jcirc.ir.Trait;

/** {@code builtin.module}: the top-level container, printed as {@code module { ... }}. */
public final class BuiltinDialect {
    private BuiltinDialect() {}

    public static final String MODULE = BuiltinOps.ModuleOp.NAME;
    public static final String UNREALIZED_CAST = BuiltinOps.UnrealizedConversionCastOp.NAME;

    public static void register() {
        BuiltinOps.ModuleOp.DEF.register();

        BuiltinOps.UnrealizedConversionCastOp.DEF.register();
    }
}
