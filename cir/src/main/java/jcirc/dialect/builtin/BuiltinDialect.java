package jcirc.dialect.builtin;

import jcirc.ir.OpDef;
import jcirc.ir.Trait;

/** {@code builtin.module}: the top-level container, printed as {@code module { ... }}. */
public final class BuiltinDialect {
    private BuiltinDialect() {}

    public static final String MODULE = "builtin.module";

    public static void register() {
        OpDef.op(MODULE)
             .summary("A top level container operation")
             .optionalAttr("sym_name", BuiltinAttrs.StringAttr.class)
             .region("bodyRegion")
             .traits(Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR, Trait.SYMBOL_TABLE, Trait.ISOLATED_FROM_ABOVE,
                     Trait.NO_REGION_ARGUMENTS)
             .format("($sym_name^)? attr-dict-with-keyword $bodyRegion")
             .register();
    }
}
