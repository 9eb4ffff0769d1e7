package jcirc.dialect.func;

import java.util.List;
import java.util.Optional;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import static jcirc.dialect.func.FuncDialect.*;

/**
 * The ops of the func dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link FuncDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class FuncOps {
    private FuncOps() {}

    // func.func @f(%arg0: i32) -> i32 { ... }   /   func.func private @decl(i32) -> i32
    public record FuncOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("func.func").summary("An operation with a name containing a single SSACFG region")
             .attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .defaultDialect("func")
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.FUNC))
             .verifier(FuncDialect::verifyFunc);
    }

    // return %0 : i32
    public record ReturnOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("func.return").variadicOperand("operands")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)   // parent: FuncDialect.verifyReturn (func.func, or Kirin's scf)
             .format("attr-dict ($operands^ `:` type($operands))?")
             .verifier(FuncDialect::verifyReturn);
    }

    // %0 = call @f(%a) : (i32) -> i32
    public record CallOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("func.call").attr("callee", SymbolRefAttr.class).variadicOperand("operands").variadicResult("results")
             .format("$callee `(` $operands `)` attr-dict `:` functional-type(operands, results)")
             .verifier(FuncDialect::verifyCall);
    }

    // %0 = call_indirect %f(%a) : (i32) -> i32
    public record CallIndirectOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("func.call_indirect").operand("callee").variadicOperand("callee_operands").variadicResult("results")
             .customAsm(new CallIndirectAsm())
             .verifier(op -> {
                 if (!(op.operand(0).type() instanceof BuiltinTypes.FunctionType ft))
                     throw new VerifyException(op, "operand #0 must be function type, but got '" + op.operand(0).type().print() + "'");
                 List<Type> in = new ArrayList<>();
                 for (Value v : op.operands().subList(1, op.numOperands())) in.add(v.type());
                 if (!in.equals(ft.inputs()) || !op.resultTypes().equals(ft.results()))
                     throw new VerifyException(op, "failed to verify that callee input types match argument types");
             });
    }

    // %f = constant @decl : (i32) -> i32
    public record ConstantOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("func.constant").attr("value", SymbolRefAttr.class).result("result")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .format("attr-dict $value `:` type($result)")
             .asmResultName(op -> "f")
             .verifier(op -> {
                 Operation f = Verifier.lookupSymbol(op, op.attr("value", SymbolRefAttr.class).root(), new HashMap<>());
                 if (f == null || !f.is(FUNC))
                     throw new VerifyException(op, "reference to undefined function '" + op.attr("value", SymbolRefAttr.class).root() + "'");
                 if (!functionType(f).equals(op.result(0).type()))
                     throw new VerifyException(op, "reference to function with mismatched type");
             });
    }
}
