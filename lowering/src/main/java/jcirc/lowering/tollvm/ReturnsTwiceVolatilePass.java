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
 * Other functions are untouched. Linear in the module's size.
 */
public final class ReturnsTwiceVolatilePass implements Pass {
    public static final String NAME = "returns-twice-volatile";

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) {
        Set<String> twice = new HashSet<>();
        List<Operation> funcs = new ArrayList<>();
        module.walkPreOrder(o -> {
            if (!LLVMOps.FuncOp.isa(o)) return;
            if (isReturnsTwice(o) && o.attr("sym_name") instanceof BuiltinAttrs.StringAttr n) twice.add(n.value());
            if (o.numRegions() > 0 && !o.region(0).isEmpty()) funcs.add(o);
        });
        if (twice.isEmpty()) return;
        for (Operation f : funcs) {
            boolean[] calls = {false};
            f.walkPreOrder(o -> {
                if (LLVMOps.CallOp.isa(o) && o.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr c && twice.contains(c.root())) calls[0] = true;
            });
            if (!calls[0]) continue;
            f.walkPreOrder(o -> {
                if (LLVMOps.LoadOp.isa(o) && onStack(new LLVMOps.LoadOp(o).addr())) o.setAttr("volatile_", BuiltinAttrs.UNIT);
                else if (LLVMOps.StoreOp.isa(o) && onStack(new LLVMOps.StoreOp(o).addr())) o.setAttr("volatile_", BuiltinAttrs.UNIT);
            });
        }
    }

    private static boolean isReturnsTwice(Operation fn) {
        if (fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr arr)
            for (Attribute a : arr.elements())
                if (a instanceof BuiltinAttrs.StringAttr s && s.value().equals("returns_twice")) return true;
        return false;
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
