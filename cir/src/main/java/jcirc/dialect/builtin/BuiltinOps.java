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
        public static final String NAME = "builtin.module";
        public static final OpDef DEF = OpDef.op(NAME).summary("A top level container operation")
             .optionalAttr("sym_name", BuiltinAttrs.StringAttr.class)
             .region("bodyRegion")
             .traits(Trait.SINGLE_BLOCK, Trait.NO_TERMINATOR, Trait.SYMBOL_TABLE, Trait.ISOLATED_FROM_ABOVE,
                     Trait.NO_REGION_ARGUMENTS)
             .format("($sym_name^)? attr-dict-with-keyword $bodyRegion")
             .view(ModuleOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ModuleOp> match(Operation op) { return isa(op) ? Optional.of(new ModuleOp(op)) : Optional.empty(); }
        public Region bodyRegion() { return op.region(0); }
        public BuiltinAttrs.StringAttr symNameAttr() { return op.attr("sym_name", BuiltinAttrs.StringAttr.class); }
    }

    // %1 = builtin.unrealized_conversion_cast %0 : !cir.bool to i1
    // Bridges two type systems while a dialect conversion is in progress; none may survive lowering.
    public record UnrealizedConversionCastOp(Operation op) implements OpView {
        public static final String NAME = "builtin.unrealized_conversion_cast";
        public static final OpDef DEF = OpDef.op(NAME).summary("An unrealized conversion from one set of types to another")
             .variadicOperand("inputs")
             .variadicResult("outputs")
             .traits(Trait.PURE)
             .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
             .view(UnrealizedConversionCastOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UnrealizedConversionCastOp> match(Operation op) { return isa(op) ? Optional.of(new UnrealizedConversionCastOp(op)) : Optional.empty(); }
        public List<Value> inputs() { return op.operands(); }
        public List<OpResult> outputs() { return op.results(); }
    }
}
