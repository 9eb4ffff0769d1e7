package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

/**
 * The exception-handling ops of the llvm dialect (upstream's names, generic form as MLIR 19 reads it):
 * <pre>
 *   %r = "llvm.invoke"(%a)[^normal, ^lpad] <{callee = @f, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
 *   %lp = "llvm.landingpad"(%ti, %null) <{cleanup}> : (!llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
 *   "llvm.resume"(%lp) : (!llvm.struct<(ptr, i32)>) -> ()
 *   %id = "llvm.intr.eh.typeid.for"(%ti) : (!llvm.ptr) -> i32
 * </pre>
 * A function with landing pads carries {@code personality = @__gxx_personality_v0} (func.func: the discardable
 * {@code llvm.personality}).
 */
public final class LLVMEhOps {
    private LLVMEhOps() {}

    public static final String PERSONALITY_ATTR = "llvm.personality";

    static void register() {
        InvokeOp.DEF.register();
        LandingpadOp.DEF.register();
        ResumeOp.DEF.register();
        IntrEhTypeidForOp.DEF.register();
    }

    public record InvokeOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.invoke").optionalAttr("callee", SymbolRefAttr.class).optionalAttr("var_callee_type", TypeAttr.class)
             .variadicOperand("callee_operands").variadicOperand("normalDestOperands").variadicOperand("unwindDestOperands")
             .variadicResult("result").successor("normalDest").successor("unwindDest")
             .traits(Trait.TERMINATOR, Trait.ATTR_SIZED_OPERAND_SEGMENTS);
    }

    public record LandingpadOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.landingpad").optionalAttr("cleanup", UnitAttr.class)
             .variadicOperand("clauses").result("res");
    }

    public record ResumeOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.resume").operand("value").traits(Trait.TERMINATOR);
    }

    public record IntrEhTypeidForOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.eh.typeid.for").operand("type_info").result("res").traits(Trait.PURE);
    }
}
