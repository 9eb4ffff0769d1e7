package jcirc.dialect.func;

import java.util.List;
import java.util.Optional;
import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
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
        public static final String NAME = "func.func";
        public static final OpDef DEF = OpDef.op(NAME).summary("An operation with a name containing a single SSACFG region")
             .attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .defaultDialect("func")
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.FUNC))
             .verifier(FuncDialect::verifyFunc)
             .view(FuncOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FuncOp> match(Operation op) { return isa(op) ? Optional.of(new FuncOp(op)) : Optional.empty(); }
        public Region body() { return op.region(0); }
        public StringAttr symNameAttr() { return op.attr("sym_name", StringAttr.class); }
        public TypeAttr functionTypeAttr() { return op.attr("function_type", TypeAttr.class); }
        public StringAttr symVisibilityAttr() { return op.attr("sym_visibility", StringAttr.class); }
        public ArrayAttr argAttrsAttr() { return op.attr("arg_attrs", ArrayAttr.class); }
        public ArrayAttr resAttrsAttr() { return op.attr("res_attrs", ArrayAttr.class); }
    }

    // return %0 : i32
    public record ReturnOp(Operation op) implements OpView {
        public static final String NAME = "func.return";
        public static final OpDef DEF = OpDef.op(NAME).variadicOperand("operands")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE)   // parent: FuncDialect.verifyReturn (func.func, or Kirin's scf)
             .format("attr-dict ($operands^ `:` type($operands))?")
             .verifier(FuncDialect::verifyReturn)
             .view(ReturnOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ReturnOp> match(Operation op) { return isa(op) ? Optional.of(new ReturnOp(op)) : Optional.empty(); }
        public List<Value> operands() { return op.operands(); }
    }

    // %0 = call @f(%a) : (i32) -> i32
    public record CallOp(Operation op) implements OpView {
        public static final String NAME = "func.call";
        public static final OpDef DEF = OpDef.op(NAME).attr("callee", SymbolRefAttr.class).variadicOperand("operands").variadicResult("results")
             .format("$callee `(` $operands `)` attr-dict `:` functional-type(operands, results)")
             .verifier(FuncDialect::verifyCall)
             .view(CallOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CallOp> match(Operation op) { return isa(op) ? Optional.of(new CallOp(op)) : Optional.empty(); }
        public List<Value> operands() { return op.operands(); }
        public List<OpResult> results() { return op.results(); }
        public SymbolRefAttr calleeAttr() { return op.attr("callee", SymbolRefAttr.class); }
    }

    // %0 = call_indirect %f(%a) : (i32) -> i32
    public record CallIndirectOp(Operation op) implements OpView {
        public static final String NAME = "func.call_indirect";
        public static final OpDef DEF = OpDef.op(NAME).operand("callee").variadicOperand("callee_operands").variadicResult("results")
             .customAsm(new CallIndirectAsm())
             .verifier(op -> {
                 if (!(op.operand(0).type() instanceof BuiltinTypes.FunctionType ft))
                     throw new VerifyException(op, "operand #0 must be function type, but got '" + op.operand(0).type().print() + "'");
                 List<Type> in = new ArrayList<>();
                 for (Value v : op.operands().subList(1, op.numOperands())) in.add(v.type());
                 if (!in.equals(ft.inputs()) || !op.resultTypes().equals(ft.results()))
                     throw new VerifyException(op, "failed to verify that callee input types match argument types");
             })
             .view(CallIndirectOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CallIndirectOp> match(Operation op) { return isa(op) ? Optional.of(new CallIndirectOp(op)) : Optional.empty(); }
        public Value callee() { return op.operand(0); }
        public List<Value> calleeOperands() { return op.operands().subList(1, op.numOperands()); }
        public List<OpResult> results() { return op.results(); }
    }

    // %f = constant @decl : (i32) -> i32
    public record ConstantOp(Operation op) implements OpView {
        public static final String NAME = "func.constant";
        public static final OpDef DEF = OpDef.op(NAME).attr("value", SymbolRefAttr.class).result("result")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .format("attr-dict $value `:` type($result)")
             .asmResultName(op -> "f")
             .verifier(op -> {
                 Operation f = Verifier.lookupSymbol(op, op.attr("value", SymbolRefAttr.class).root(), new HashMap<>());
                 if (f == null || !f.is(FUNC))
                     throw new VerifyException(op, "reference to undefined function '" + op.attr("value", SymbolRefAttr.class).root() + "'");
                 if (!functionType(f).equals(op.result(0).type()))
                     throw new VerifyException(op, "reference to function with mismatched type");
             })
             .view(ConstantOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ConstantOp> match(Operation op) { return isa(op) ? Optional.of(new ConstantOp(op)) : Optional.empty(); }
        public Value result() { return op.result(0); }
        public SymbolRefAttr valueAttr() { return op.attr("value", SymbolRefAttr.class); }
    }
}
