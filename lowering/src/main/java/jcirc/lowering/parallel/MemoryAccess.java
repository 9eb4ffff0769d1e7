package jcirc.lowering.parallel;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code llvm.load}/{@code llvm.store} in a loop body, its address split into a base object and
 * the {@code llvm.getelementptr} chain applied to it:
 * <pre>
 *   %r = llvm.mlir.addressof @h : !llvm.ptr
 *   %p = llvm.getelementptr %r[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<10 x i32>
 *   %q = llvm.getelementptr %p[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i32
 *   llvm.store %v, %q : i32, !llvm.ptr          base "@h", geps [p, q], type i32
 * </pre>
 * {@code base} names an identified object: {@code @sym} for a global, {@code %alloca#N} for an
 * {@code llvm.alloca} outside the loop; null when the pointer may point anywhere (an argument, a
 * loaded pointer).
 */
record MemoryAccess(Operation op, boolean isStore, Value address, String base, List<Operation> geps, Type accessType) {

    static MemoryAccess of(Operation op, LoopFacts facts) {
        boolean store = LLVMOps.StoreOp.isa(op);
        Value addr = store ? new LLVMOps.StoreOp(op).addr() : new LLVMOps.LoadOp(op).addr();
        Type type = store ? new LLVMOps.StoreOp(op).value().type() : op.result(0).type();
        List<Operation> geps = new ArrayList<>();
        Value p = addr;
        while (p.definingOp() != null && LLVMOps.GetelementptrOp.isa(p.definingOp())) {
            geps.add(0, p.definingOp());
            p = new LLVMOps.GetelementptrOp(p.definingOp()).base();
        }
        String base = null;
        Operation def = p.definingOp();
        if (def != null && LLVMOps.MlirAddressofOp.isa(def) && def.attr("global_name") instanceof BuiltinAttrs.SymbolRefAttr s)
            base = "@" + s.root();
        else if (def != null && LLVMOps.AllocaOp.isa(def) && !facts.definedInside(p))
            base = "%alloca#" + System.identityHashCode(def);
        return new MemoryAccess(op, store, addr, base, geps, type);
    }

    /** The element type of the last GEP (null without GEPs). */
    Type elementType() {
        if (geps.isEmpty()) return null;
        return geps.get(geps.size() - 1).attr("elem_type") instanceof BuiltinAttrs.TypeAttr t ? t.type() : null;
    }

    /**
     * Whether two iterations certainly touch different elements, assuming C's in-bounds indexing:
     * one GEP {@code g} has a dynamic index {@code k * iv + c} ({@code k != 0}, {@code c} invariant)
     * and its other indices invariant, the GEPs before it are invariant, each GEP after it indexes
     * inside the array element of the one before ({@code h[i][j]}), and the access is one whole
     * element of the last GEP.
     */
    boolean distinctPerIteration(LoopFacts facts) {
        if (geps.isEmpty() || !accessType.equals(elementType())) return false;
        for (int k = 0; k < geps.size(); k++) {
            Operation g = geps.get(k);
            boolean injective = false, othersInvariant = true;
            for (int i = 1; i < g.numOperands(); i++) {
                Long c = facts.ivCoefficient(g.operand(i));
                if (c != null && c != 0 && !injective) injective = true;
                else if (!facts.isInvariant(g.operand(i))) othersInvariant = false;
            }
            if (injective && othersInvariant && withinElements(k)) return true;
            if (!othersInvariant || injective) return false;   // an earlier GEP varies: give up
        }
        return false;
    }

    /** Each GEP after {@code k} indexes into the array element type of the previous one. */
    private boolean withinElements(int k) {
        for (int l = k + 1; l < geps.size(); l++) {
            Type prev = elemType(geps.get(l - 1));
            if (!(prev instanceof jcirc.dialect.llvm.LLVMTypes.ArrayType at) || !at.element().equals(elemType(geps.get(l))))
                return false;
        }
        return true;
    }

    private static Type elemType(Operation gep) {
        return gep.attr("elem_type") instanceof BuiltinAttrs.TypeAttr t ? t.type() : null;
    }
}
