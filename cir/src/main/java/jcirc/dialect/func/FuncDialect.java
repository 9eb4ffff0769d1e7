package jcirc.dialect.func;

import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

/**
 * The upstream {@code func} dialect: {@code func.func} (definitions and {@code private} declarations),
 * {@code func.call}, {@code func.call_indirect}, {@code func.return}, {@code func.constant}. Inside a
 * {@code func.func} body MLIR prints func ops without their prefix ({@code return}, {@code call}).
 */
public final class FuncDialect {
    private FuncDialect() {}

    public static final String FUNC = "func.func";
    public static final String CALL = "func.call";
    public static final String CALL_INDIRECT = "func.call_indirect";
    public static final String RETURN = "func.return";
    public static final String CONSTANT = "func.constant";

    public static void register() {
        // func.func @f(%arg0: i32) -> i32 { ... }   /   func.func private @decl(i32) -> i32
        OpDef.op(FUNC).summary("An operation with a name containing a single SSACFG region")
             .attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .defaultDialect("func")
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.FUNC))
             .verifier(FuncDialect::verifyFunc)
             .register();

        // return %0 : i32
        OpDef.op(RETURN).variadicOperand("operands")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE).parents(FUNC)
             .format("attr-dict ($operands^ `:` type($operands))?")
             .verifier(FuncDialect::verifyReturn)
             .register();

        // %0 = call @f(%a) : (i32) -> i32
        OpDef.op(CALL).attr("callee", SymbolRefAttr.class).variadicOperand("operands").variadicResult("results")
             .format("$callee `(` $operands `)` attr-dict `:` functional-type(operands, results)")
             .verifier(FuncDialect::verifyCall)
             .register();

        // %0 = call_indirect %f(%a) : (i32) -> i32
        OpDef.op(CALL_INDIRECT).operand("callee").variadicOperand("callee_operands").variadicResult("results")
             .customAsm(new CallIndirectAsm())
             .verifier(op -> {
                 if (!(op.operand(0).type() instanceof BuiltinTypes.FunctionType ft))
                     throw new VerifyException(op, "operand #0 must be function type, but got '" + op.operand(0).type().print() + "'");
                 List<Type> in = new ArrayList<>();
                 for (Value v : op.operands().subList(1, op.numOperands())) in.add(v.type());
                 if (!in.equals(ft.inputs()) || !op.resultTypes().equals(ft.results()))
                     throw new VerifyException(op, "failed to verify that callee input types match argument types");
             })
             .register();

        // %f = constant @decl : (i32) -> i32
        OpDef.op(CONSTANT).attr("value", SymbolRefAttr.class).result("result")
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
             .register();
    }

    public static BuiltinTypes.FunctionType functionType(Operation func) {
        return (BuiltinTypes.FunctionType) ((TypeAttr) func.attr("function_type")).type();
    }

    private static void verifyFunc(Operation op) {
        if (!(((TypeAttr) op.attr("function_type")).type() instanceof BuiltinTypes.FunctionType ft))
            throw new VerifyException(op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type");
        Region body = op.region(0);
        if (body.isEmpty()) {
            StringAttr vis = op.attr("sym_visibility", StringAttr.class);
            if (vis == null || vis.value().equals("public"))
                throw new VerifyException(op, "symbol declaration cannot have public visibility");
            return;
        }
        Block entry = body.entryBlock();
        if (entry.numArguments() != ft.inputs().size())
            throw new VerifyException(op, "entry block must have " + ft.inputs().size() + " arguments to match function signature");
        for (int i = 0; i < ft.inputs().size(); i++)
            if (!entry.argument(i).type().equals(ft.inputs().get(i)))
                throw new VerifyException(op, "type of entry block argument #" + i + "(" + entry.argument(i).type().print()
                        + ") must match the type of the corresponding argument in function signature(" + ft.inputs().get(i).print() + ")");
    }

    private static void verifyReturn(Operation op) {
        Operation f = op.parentOp();
        List<Type> results = functionType(f).results();
        String name = ((StringAttr) f.attr("sym_name")).value();
        if (op.numOperands() != results.size())
            throw new VerifyException(op, "has " + op.numOperands() + " operands, but enclosing function (@" + name + ") returns " + results.size());
        for (int i = 0; i < results.size(); i++)
            if (!op.operand(i).type().equals(results.get(i)))
                throw new VerifyException(op, "type of return operand " + i + " ('" + op.operand(i).type().print()
                        + "') doesn't match function result type ('" + results.get(i).print() + "') in function @" + name);
    }

    private static void verifyCall(Operation op) {
        String callee = op.attr("callee", SymbolRefAttr.class).root();
        Operation f = Verifier.lookupSymbol(op, callee, new HashMap<>());
        if (f == null || !f.is(FUNC))
            throw new VerifyException(op, "'" + callee + "' does not reference a valid function");
        BuiltinTypes.FunctionType ft = functionType(f);
        if (ft.inputs().size() != op.numOperands())
            throw new VerifyException(op, "incorrect number of operands for callee");
        for (int i = 0; i < op.numOperands(); i++)
            if (!op.operand(i).type().equals(ft.inputs().get(i)))
                throw new VerifyException(op, "operand type mismatch: expected operand type " + ft.inputs().get(i).print()
                        + ", but provided " + op.operand(i).type().print() + " for operand number " + i);
        if (ft.results().size() != op.numResults())
            throw new VerifyException(op, "incorrect number of results for callee");
        for (int i = 0; i < op.numResults(); i++)
            if (!op.result(i).type().equals(ft.results().get(i)))
                throw new VerifyException(op, "result type mismatch at index " + i);
    }

    /** {@code call_indirect %f(%a) : (i32) -> i32}: the result types come from the callee's function type. */
    private static final class CallIndirectAsm implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print("(").printOperands(op.operands().subList(1, op.numOperands())).print(")");
            p.printOptionalAttrDict(op.attributes(), Set.of());
            p.print(" : ").printType(op.operand(0).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand callee = p.parseOperand();
            p.parsePunct("(");
            List<OpAsmParser.UnresolvedOperand> args = p.parseOperandList();
            p.parsePunct(")");
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type t = p.parseType();
            if (!(t instanceof BuiltinTypes.FunctionType ft)) throw p.error("expected function type");
            st.operands.add(p.resolveOperand(callee, t));
            st.operands.addAll(p.resolveOperands(args, ft.inputs()));
            st.resultTypes.addAll(ft.results());
            return st.build();
        }
    }
}
