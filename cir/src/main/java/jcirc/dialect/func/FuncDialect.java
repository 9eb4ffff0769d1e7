package jcirc.dialect.func;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

/**
 * The upstream {@code func} dialect: {@code func.func} (definitions and {@code private} declarations),
 * {@code func.call}, {@code func.call_indirect}, {@code func.return}, {@code func.constant}. Inside a
 * {@code func.func} body MLIR prints func ops without their prefix ({@code return}, {@code call}).
 */
public final class FuncDialect {
    private FuncDialect() {}

    public static final String FUNC = FuncOps.FuncOp.NAME;
    public static final String CALL = FuncOps.CallOp.NAME;
    public static final String CALL_INDIRECT = FuncOps.CallIndirectOp.NAME;
    public static final String RETURN = FuncOps.ReturnOp.NAME;
    public static final String CONSTANT = FuncOps.ConstantOp.NAME;

    public static void register() {
        FuncOps.FuncOp.DEF.register();

        FuncOps.ReturnOp.DEF.register();

        FuncOps.CallOp.DEF.register();

        FuncOps.CallIndirectOp.DEF.register();

        FuncOps.ConstantOp.DEF.register();
    }

    public static BuiltinTypes.FunctionType functionType(Operation func) {
        return (BuiltinTypes.FunctionType) ((TypeAttr) func.attr("function_type")).type();
    }

    static void verifyFunc(Operation op) {
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

    static void verifyReturn(Operation op) {
        Operation f = op.parentOp();
        if (f != null && !f.is(FuncOps.FuncOp.NAME)) {
            // HasParent<func.func>; Kirin-style scf (jcir-opt --allow-return-in-scf) also puts returns
            // at the end of scf.if/for/while bodies, checked against the enclosing function
            boolean inScf = jcirc.dialect.scf.KirinScf.acceptsReturn(f);
            if (!(inScf && jcirc.dialect.scf.KirinScf.allowsReturns()))
                throw new VerifyException(op, "expects parent op 'func.func'" + (inScf
                        ? " (a return inside '" + f.name() + "' is Kirin-style scf: jcir-opt accepts it with --allow-return-in-scf)" : ""));
            if (op != op.parentBlock().last()) throw new VerifyException(op, "must be the last operation in the parent block");
            while (f != null && !f.is(FuncOps.FuncOp.NAME)) f = f.parentOp();
            if (f == null) throw new VerifyException(op, "expects an enclosing 'func.func'");
        } else if (f == null) {
            throw new VerifyException(op, "expects parent op 'func.func'");
        }
        List<Type> results = functionType(f).results();
        String name = ((StringAttr) f.attr("sym_name")).value();
        if (op.numOperands() != results.size())
            throw new VerifyException(op, "has " + op.numOperands() + " operands, but enclosing function (@" + name + ") returns " + results.size());
        for (int i = 0; i < results.size(); i++)
            if (!op.operand(i).type().equals(results.get(i)))
                throw new VerifyException(op, "type of return operand " + i + " ('" + op.operand(i).type().print()
                        + "') doesn't match function result type ('" + results.get(i).print() + "') in function @" + name);
    }

    static void verifyCall(Operation op) {
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
    static final class CallIndirectAsm implements OpDef.CustomAsm {
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
