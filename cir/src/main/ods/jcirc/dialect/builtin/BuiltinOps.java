package jcirc.dialect.builtin;

import java.util.List;
import java.util.Optional;
import jcirc.ir.*;
import java.util.*;
import jcirc.ir.OpDef;
import jcirc.ir.Trait;
import static jcirc.dialect.builtin.BuiltinDialect.*;

/**
 * The ops of the builtin dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link BuiltinDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class BuiltinOps {
    private BuiltinOps() {}

    public record ModuleOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("builtin.module").summary("A top level container operation")
             .optionalAttr("sym_name", BuiltinAttrs.StringAttr.class)
             .region("bodyRegion")
             .traits(Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR, Trait.SYMBOL_TABLE, Trait.ISOLATED_FROM_ABOVE,
                     Trait.NO_REGION_ARGUMENTS)
             .format("($sym_name^)? attr-dict-with-keyword $bodyRegion");
    }

    // %1 = builtin.unrealized_conversion_cast %0 : !cir.bool to i1
    // Bridges two type systems while a dialect conversion is in progress; none may survive lowering.
    public record UnrealizedConversionCastOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("builtin.unrealized_conversion_cast").summary("An unrealized conversion from one set of types to another")
             .variadicOperand("inputs")
             .variadicResult("outputs")
             .traits(Trait.PURE)
             .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict");
    }
}
