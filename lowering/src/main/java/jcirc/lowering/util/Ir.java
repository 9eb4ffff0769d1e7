package jcirc.lowering.util;

import jcirc.dialect.cir.CirDialect;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.builtin.BuiltinOps;
import jcirc.dialect.cf.CfOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builders for the upstream ops the raising passes create (by name and upstream ODS attribute
 * names, so they work whether or not the dialect declarations are registered), and small queries
 * on ops that do not rely on op declarations.
 */
public final class Ir {
    private Ir() {}

    public static final Type I1 = BuiltinTypes.I1;

    // %true = arith.constant true
    public static Value constBool(Builder b, boolean v) {
        return ArithOps.ConstantOp.create(b, new IntegerAttr(v ? 1 : 0, I1), I1).result();
    }

    // %c = arith.constant 42 : i32   (or index)
    public static Value constInt(Builder b, long v, Type t) {
        return ArithOps.ConstantOp.create(b, new IntegerAttr(v, t), t).result();
    }

    // %r = arith.<name> %a, %b : T
    public static Value arith(Builder b, String name, Value lhs, Value rhs) {
        return b.createValue("arith." + name, List.of(lhs, rhs), lhs.type(), Map.of());
    }

    /** {@code !v} for an i1: {@code arith.xori %v, %true}. */
    public static Value not(Builder b, Value v) { return arith(b, "xori", v, constBool(b, true)); }

    // %1 = builtin.unrealized_conversion_cast %0 : !cir.bool to i1
    public static Value cast(Builder b, Value v, Type to) {
        if (v.type().equals(to)) return v;
        return BuiltinOps.UnrealizedConversionCastOp.create(b, List.of(v), List.of(to)).outputs().get(0);
    }

    // %p = llvm.alloca %c1 x i1 : (i32) -> !llvm.ptr   (with %c1 = llvm.mlir.constant(1 : i32) : i32)
    public static Value allocaScalar(Builder b, Type elem) {
        Value one = LLVMOps.MlirConstantOp.create(b, new IntegerAttr(1, BuiltinTypes.I32), BuiltinTypes.I32).res();
        return LLVMOps.AllocaOp.create(b, one, new TypeAttr(elem), LLVMTypes.PTR).res();
    }

    // %v = llvm.load %p : !llvm.ptr -> T
    public static Value load(Builder b, Value ptr, Type t) { return LLVMOps.LoadOp.create(b, ptr, t).res(); }

    // llvm.store %v, %p : T, !llvm.ptr
    public static Operation store(Builder b, Value v, Value ptr) {
        return LLVMOps.StoreOp.create(b, v, ptr).op();
    }

    // %u = llvm.mlir.undef : T
    public static Value undef(Builder b, Type t) { return LLVMOps.MlirUndefOp.create(b, t).res(); }

    // scf.yield %a, %b : T, U
    public static Operation yield(Builder b, List<Value> vs) { return ScfOps.YieldOp.create(b, vs).op(); }

    /** Creates {@code scf.if %c -> (types)} with an empty then-block and, when {@code withElse}, an empty else-block. */
    public static Operation scfIf(Builder b, Value cond, List<Type> results, boolean withElse) {
        Operation op = ScfOps.IfOp.create(b, cond, results).op();
        op.region(0).addBlock();
        if (withElse) op.region(1).addBlock();
        return op;
    }

    /** The last op of a block, whether or not its declaration is registered. */
    /**
     * Structured control flow of the scf dialect (the {@code REGION_BRANCH} trait, MLIR's
     * RegionBranchOpInterface) whose regions run one at a time: scf.if/for/while/index_switch/
     * execute_region, not the parallel loops (scf.parallel, scf.forall), whose bodies run concurrently.
     */
    public static boolean isSequentialScf(Operation op) {
        return op.hasTrait(jcirc.ir.Trait.REGION_BRANCH) && op.dialect().equals("scf")
                && !ScfOps.ParallelOp.isa(op) && !ScfOps.ForallOp.isa(op);
    }

    public static Operation last(Block b) { return b.last(); }

    public static boolean isTerminatorName(Operation op) {
        if (op.hasTrait(Trait.TERMINATOR)) return true;
        return switch (op.name()) {
            case CirOps.YieldOp.NAME, CirOps.ReturnOp.NAME, CirOps.BrOp.NAME, CirOps.BrCondOp.NAME, CirOps.GotoOp.NAME, CirOps.UnreachableOp.NAME, CirOps.TrapOp.NAME,
                 CirDialect.CONDITION, ScfOps.YieldOp.NAME, ScfOps.ConditionOp.NAME, FuncOps.ReturnOp.NAME, CfOps.BrOp.NAME, CfOps.CondBrOp.NAME, CfOps.SwitchOp.NAME,
                 LLVMOps.ReturnOp.NAME, LLVMOps.UnreachableOp.NAME -> true;
            default -> false;
        };
    }

    /** The block's terminator (by name, so unregistered ops are recognized), or null. */
    public static Operation terminator(Block b) {
        Operation l = b.last();
        return l != null && isTerminatorName(l) ? l : null;
    }

    /** The case of an enum-valued attribute ({@code EnumAttr}), or its text for other attributes, or null. */
    public static String enumCase(Attribute a) {
        if (a == null) return null;
        if (a instanceof EnumAttr e) return e.value();
        if (a instanceof StringAttr s) return s.value();
        return a.print();
    }

    /** The ops of a block except its terminator. */
    public static List<Operation> body(Block b) {
        List<Operation> ops = new ArrayList<>(b.operations());
        if (!ops.isEmpty() && isTerminatorName(ops.get(ops.size() - 1))) ops.remove(ops.size() - 1);
        return ops;
    }

    public static boolean isConstantOne(Value v) {
        Operation d = v.definingOp();
        if (d == null || !(LLVMOps.MlirConstantOp.isa(d) || ArithOps.ConstantOp.isa(d))) return false;
        return d.attr("value") instanceof IntegerAttr ia && ia.longValue() == 1;
    }
}
