package jcirc.dialect.builtin;

import jcirc.ir.OpDef;
import jcirc.ir.Trait;

/** {@code builtin.module}: the top-level container, printed as {@code module { ... }}. */
public final class BuiltinDialect {
    private BuiltinDialect() {}

    public static final String MODULE = "builtin.module";
    public static final String UNREALIZED_CAST = "builtin.unrealized_conversion_cast";

    public static void register() {
        OpDef.op(MODULE)
             .summary("A top level container operation")
             .optionalAttr("sym_name", BuiltinAttrs.StringAttr.class)
             .region("bodyRegion")
             .traits(Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR, Trait.SYMBOL_TABLE, Trait.ISOLATED_FROM_ABOVE,
                     Trait.NO_REGION_ARGUMENTS)
             .format("($sym_name^)? attr-dict-with-keyword $bodyRegion")
             .register();

        // %1 = builtin.unrealized_conversion_cast %0 : !cir.bool to i1
        // Bridges two type systems while a dialect conversion is in progress; none may survive lowering.
        OpDef.op(UNREALIZED_CAST)
             .summary("An unrealized conversion from one set of types to another")
             .variadicOperand("inputs")
             .variadicResult("outputs")
             .traits(Trait.PURE)
             .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
             .register();
    }
}
