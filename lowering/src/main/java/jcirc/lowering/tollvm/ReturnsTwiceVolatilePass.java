package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code returns-twice-volatile}: in a function that calls a {@code returns_twice} function
 * ({@code setjmp}, {@code __builtin_setjmp}'s {@code llvm.eh.sjlj.setjmp}, {@code vfork}, ...), every
 * load and store of its own stack slots becomes volatile, so after the second return a local holds
 * the value last stored, as with gcc at any -O level (gcc gives the setjmp receiver abnormal edges
 * from every call). LLVM keeps such locals in registers at -O2, and the value after a longjmp is the
 * one from the setjmp (torture pr60003; clang-19 -O2 fails it too; ISO C makes such a non-volatile
 * local indeterminate).
 * <pre>
 *   %v = llvm.load %slot : !llvm.ptr -> i32           (slot from llvm.alloca, possibly through a GEP)
 *   =>  %v = llvm.load volatile %slot : !llvm.ptr -> i32
 * </pre>
 * In such a function a run-time sized {@code llvm.alloca} ({@code __builtin_alloca(n)}, a VLA) is also used
 * through an empty asm ({@link #launder}), so LLVM cannot fold comparisons of the new address (pr64242).
 * Other functions are untouched. Linear in the module's size.
 */
public final class ReturnsTwiceVolatilePass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "returns-twice-volatile";

    @Override public String name() { return NAME; }

    /**
     * The module's returns_twice functions first (their {@code passthrough}, the same on the llvm.func as on the
     * cir.func or func.func it comes from), then one function at a time (jcirc.ir.pass.LocalPass).
     */
    @Override public Steps start(Operation module) {
        Set<String> twice = new HashSet<>();
        for (Operation o : module.region(0).entryBlock().operations())
            if (isReturnsTwice(o) && o.attr("sym_name") instanceof BuiltinAttrs.StringAttr n) twice.add(n.value());
        return f -> {
            if (!twice.isEmpty() && LLVMOps.FuncOp.isa(f) && f.numRegions() > 0 && !f.region(0).isEmpty()) volatileSlots(f, twice);
        };
    }

    /** In {@code f}, when it calls a returns_twice function: its stack slots' loads and stores volatile, run-time sized allocas laundered. */
    private static void volatileSlots(Operation f, Set<String> twice) {
        boolean[] calls = {false};
        f.walkPreOrder(o -> {
            if (LLVMOps.CallOp.isa(o) && o.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr c && twice.contains(c.root())) calls[0] = true;
        });
        if (!calls[0]) return;
        List<Operation> dynamic = new ArrayList<>();
        f.walkPreOrder(o -> {
            if (LLVMOps.LoadOp.isa(o) && onStack(new LLVMOps.LoadOp(o).addr())) o.setAttr("volatile_", BuiltinAttrs.UNIT);
            else if (LLVMOps.StoreOp.isa(o) && onStack(new LLVMOps.StoreOp(o).addr())) o.setAttr("volatile_", BuiltinAttrs.UNIT);
            else if (LLVMOps.AllocaOp.isa(o) && !isConstant(new LLVMOps.AllocaOp(o).arraySize())) dynamic.add(o);
        });
        for (Operation a : dynamic) launder(a);
    }

    private static boolean isReturnsTwice(Operation fn) {
        if (fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr arr)
            for (Attribute a : arr.elements())
                if (a instanceof BuiltinAttrs.StringAttr s && s.value().equals("returns_twice")) return true;
        return false;
    }

    private static boolean isConstant(Value v) {
        return v.definingOp() != null && LLVMOps.MlirConstantOp.isa(v.definingOp());
    }

    /**
     * A run-time sized stack allocation ({@code __builtin_alloca(n)}, a VLA) is used through an empty asm,
     * {@code %p = llvm.inline_asm "", "=r,0" %a}: LLVM folds a comparison of a fresh alloca with any pointer
     * known before it to "different", but after a {@code __builtin_longjmp} the address is the stack pointer
     * the jump restored, which gcc lets the program compare (torture pr64242; clang-19 -O2 fails it too).
     */
    private static void launder(Operation alloca) {
        Value a = new LLVMOps.AllocaOp(alloca).res();
        List<Operation> users = a.users();
        Operation asm = LLVMOps.InlineAsmOp.create(jcirc.ir.Builder.detached(alloca.location()), List.of(a),
                BuiltinAttrs.str(""), BuiltinAttrs.str("=r,0"), List.of(a.type())).op();
        alloca.parentBlock().insertBefore(alloca.nextOp(), asm);
        for (Operation u : users)
            for (int i = 0; i < u.numOperands(); i++) if (u.operand(i) == a) u.setOperand(i, asm.result(0));
    }

    /** An address in a stack slot of the function: an llvm.alloca, through GEPs and bitcasts. */
    private static boolean onStack(Value p) {
        for (int depth = 0; depth < 64 && p != null; depth++) {
            Operation d = p.definingOp();
            if (d == null) return false;
            if (LLVMOps.AllocaOp.isa(d)) return true;
            p = switch (d.view()) {
                case LLVMOps.GetelementptrOp gep -> gep.base();
                case LLVMOps.BitcastOp cast -> cast.arg();
                default -> null;
            };
            if (p == null) return false;
        }
        return false;
    }
}
