package jcirc.lowering.testing;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;

import java.util.*;

/**
 * A test stand-in for convert-cir-to-llvm, covering the integer subset the raising tests use:
 * cir.func/alloca/load/store/const/binop/cmp/call/return become func/llvm/arith ops, every value
 * is retyped (s32 -> i32, bool -> i1, ptr -> !llvm.ptr) and identity unrealized casts are folded.
 */
public final class MiniCirToLlvm {
    private MiniCirToLlvm() {}

    public static Type convert(Type t) {
        if (t instanceof CirTypes.IntType it) return BuiltinTypes.i(it.width());
        if (t instanceof CirTypes.BoolType) return BuiltinTypes.I1;
        if (t instanceof CirTypes.PointerType) return LLVMTypes.PTR;
        return t;
    }

    public static void run(Operation module) {
        List<Operation> all = new ArrayList<>();
        module.walkPreOrder(all::add);
        for (Operation op : all) if (op != module) rewrite(op);
        module.walk(op -> {
            for (Value v : op.results()) v.setType(convert(v.type()));
            for (Region r : op.regions()) for (Block b : r.blocks()) for (BlockArgument a : b.arguments()) a.setType(convert(a.type()));
        });
        List<Operation> casts = module.collect("builtin.unrealized_conversion_cast");
        for (Operation c : casts)
            if (c.operand(0).type().equals(c.result(0).type())) { c.result(0).replaceAllUsesWith(c.operand(0)); c.erase(); }
    }

    private static void rewrite(Operation op) {
        Builder b = new Builder();
        if (op.parentBlock() == null) return;
        b.setInsertionPoint(op);
        Operation n = switch (op.name()) {
            case "cir.func" -> {
                Map<String, Attribute> a = new LinkedHashMap<>();
                a.put("sym_name", op.attr("sym_name"));
                CirTypes.FuncType ft = (CirTypes.FuncType) ((TypeAttr) op.attr("function_type")).type();
                List<Type> ins = new ArrayList<>();
                for (Type t : ft.inputs()) ins.add(convert(t));
                List<Type> outs = ft.returnType() instanceof CirTypes.VoidType ? List.of() : List.of(convert(ft.returnType()));
                a.put("function_type", new TypeAttr(new BuiltinTypes.FunctionType(ins, outs)));
                Operation f = b.create("func.func", List.of(), List.of(), a, 1);
                f.region(0).takeBody(op.region(0));
                yield f;
            }
            case "cir.alloca" -> {
                Value one = b.createValue("llvm.mlir.constant", List.of(), BuiltinTypes.I32, Map.of("value", new IntegerAttr(1, BuiltinTypes.I32)));
                yield b.create("llvm.alloca", List.of(one), List.of(LLVMTypes.PTR),
                        Map.of("elem_type", new TypeAttr(convert(((TypeAttr) op.attr("allocaType")).type()))));
            }
            case "cir.load" -> b.create("llvm.load", op.operands(), List.of(convert(op.result(0).type())), Map.of());
            case "cir.store" -> b.create("llvm.store", op.operands(), List.of(), Map.of());
            case "cir.const" -> {
                Attribute v = op.attr("value");
                Type t = convert(op.result(0).type());
                long x = v instanceof CirAttrs.IntAttr ia ? ia.longValue() : v instanceof CirAttrs.BoolAttr ba && ba.value() ? 1 : 0;
                yield b.create("arith.constant", List.of(), List.of(t), Map.of("value", new IntegerAttr(x, t)));
            }
            case "cir.binop" -> {
                boolean s = !(op.result(0).type() instanceof CirTypes.IntType it) || it.signed();
                String k = ((EnumAttr) op.attr("kind")).value();
                String name = switch (k) {
                    case "add" -> "addi"; case "sub" -> "subi"; case "mul" -> "muli";
                    case "div" -> s ? "divsi" : "divui"; case "rem" -> s ? "remsi" : "remui";
                    case "and" -> "andi"; case "or" -> "ori"; case "xor" -> "xori"; case "shl" -> "shli";
                    default -> s ? "shrsi" : "shrui";
                };
                yield b.create("arith." + name, op.operands(), List.of(convert(op.result(0).type())), Map.of());
            }
            case "cir.cmp" -> {
                boolean s = !(op.operand(0).type() instanceof CirTypes.IntType it) || it.signed();
                String k = ((EnumAttr) op.attr("kind")).value();
                String p = switch (k) {
                    case "eq", "ne" -> k;
                    default -> (s ? "s" : "u") + k;
                };
                yield b.create("arith.cmpi", op.operands(), List.of(BuiltinTypes.I1),
                        Map.of("predicate", new EnumAttr("arith", "cmpi_predicate", p)));
            }
            case "cir.call" -> b.create("func.call", op.operands(), op.numResults() == 0 ? List.of() : List.of(convert(op.result(0).type())),
                    Map.of("callee", op.attr("callee")));
            case "cir.return" -> b.create("func.return", op.operands(), List.of(), Map.of());
            default -> null;
        };
        if (n == null) return;
        for (int i = 0; i < op.numResults(); i++) op.result(i).replaceAllUsesWith(n.result(i));
        op.erase();
    }
}
