package jcirc.lowering.parallel;

import jcirc.dialect.llvm.LLVMIntrinsicOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.builtin.BuiltinOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Value facts relative to one {@code scf.for}: loop invariance, affine dependence on the induction
 * variable, and structural equivalence of two values computed in the body.
 */
final class LoopFacts {
    /** Ops without side effects whose result depends only on operands and attributes. */
    static boolean isPureValueOp(Operation op) {
        if (op.numRegions() > 0) return false;
        String d = op.dialect();
        if (d.equals("arith") || d.equals("math")) return true;
        return switch (op.name()) {
            case LLVMOps.GetelementptrOp.NAME, LLVMOps.MlirAddressofOp.NAME, LLVMOps.MlirConstantOp.NAME, LLVMOps.MlirZeroOp.NAME, LLVMOps.MlirUndefOp.NAME,
                 LLVMOps.MlirPoisonOp.NAME, LLVMOps.PtrtointOp.NAME, LLVMOps.InttoptrOp.NAME, LLVMOps.BitcastOp.NAME, LLVMOps.IcmpOp.NAME, LLVMOps.SelectOp.NAME,
                 LLVMOps.ExtractvalueOp.NAME, LLVMOps.InsertvalueOp.NAME, LLVMOps.FnegOp.NAME, LLVMOps.SextOp.NAME, LLVMOps.ZextOp.NAME, LLVMOps.TruncOp.NAME,
                 LLVMIntrinsicOps.IntrFabsOp.NAME, LLVMIntrinsicOps.IntrSqrtOp.NAME, LLVMIntrinsicOps.IntrFmaOp.NAME, LLVMIntrinsicOps.IntrFmuladdOp.NAME, LLVMIntrinsicOps.IntrFloorOp.NAME,
                 LLVMIntrinsicOps.IntrCeilOp.NAME, LLVMIntrinsicOps.IntrTruncOp.NAME, LLVMIntrinsicOps.IntrRoundOp.NAME, LLVMIntrinsicOps.IntrCopysignOp.NAME, LLVMIntrinsicOps.IntrMaxnumOp.NAME,
                 LLVMIntrinsicOps.IntrMinnumOp.NAME, LLVMIntrinsicOps.IntrAbsOp.NAME, LLVMIntrinsicOps.IntrCtpopOp.NAME, LLVMIntrinsicOps.IntrCtlzOp.NAME, LLVMIntrinsicOps.IntrCttzOp.NAME,
                 LLVMOps.IntrBswapOp.NAME, BuiltinOps.UnrealizedConversionCastOp.NAME -> true;
            default -> false;
        };
    }

    private final Operation loop;
    private final Value iv;
    private final Set<String> writtenBases;
    private final Map<Value, Boolean> invariant = new HashMap<>();

    LoopFacts(Operation loop, Set<String> writtenBases) {
        this.loop = loop;
        this.iv = loop.region(0).entryBlock().argument(0);
        this.writtenBases = writtenBases;
    }

    Value iv() { return iv; }

    /** Whether {@code v} is defined inside the loop's body (at any depth). */
    boolean definedInside(Value v) {
        Operation owner = v.definingOp() != null ? v.definingOp() : v.parentBlock().parentOp();
        return owner != null && (owner == loop && v.definingOp() == null || loop.isAncestorOf(owner) && owner != loop);
    }

    /** Same value in every iteration: defined outside, or a pure op over invariant operands. */
    boolean isInvariant(Value v) {
        Boolean known = invariant.get(v);
        if (known != null) return known;
        boolean r;
        if (!definedInside(v)) r = true;
        else if (v.definingOp() == null) r = false;
        else {
            Operation op = v.definingOp();
            r = isPureValueOp(op);
            for (Value o : op.operands()) if (r && !isInvariant(o)) r = false;
        }
        invariant.put(v, r);
        return r;
    }

    /**
     * The coefficient k when {@code v = k * iv + c} with {@code c} loop-invariant (through
     * integer casts that keep distinct values distinct), else null.
     */
    Long ivCoefficient(Value v) {
        if (v == iv) return 1L;
        if (isInvariant(v)) return 0L;
        Operation op = v.definingOp();
        if (op == null) return null;
        switch (op.view()) {
            case ArithOps.ExtsiOp c -> { return ivCoefficient(c.in()); }
            case ArithOps.ExtuiOp c -> { return ivCoefficient(c.in()); }
            case ArithOps.IndexCastOp c -> { return ivCoefficient(c.in()); }
            case ArithOps.IndexCastuiOp c -> { return ivCoefficient(c.in()); }
            case LLVMOps.SextOp c -> { return ivCoefficient(c.arg()); }
            case LLVMOps.ZextOp c -> { return ivCoefficient(c.arg()); }
            case ArithOps.AddiOp add -> {
                Long a = ivCoefficient(add.lhs()), b = ivCoefficient(add.rhs());
                return a == null || b == null ? null : a + b;
            }
            case ArithOps.SubiOp sub -> {
                Long a = ivCoefficient(sub.lhs()), b = ivCoefficient(sub.rhs());
                return a == null || b == null ? null : a - b;
            }
            case ArithOps.MuliOp mul -> {
                Long a = ivCoefficient(mul.lhs()), c = constant(mul.rhs());
                if (a == null || c == null) { a = ivCoefficient(mul.rhs()); c = constant(mul.lhs()); }
                return a == null || c == null ? null : a * c;
            }
            case ArithOps.ShliOp shl -> {
                Long a = ivCoefficient(shl.lhs()), c = constant(shl.rhs());
                return a == null || c == null ? null : c >= 0 && c < 32 ? a << c : null;
            }
            default -> { return null; }
        }
    }

    static Long constant(Value v) {
        Operation op = v.definingOp();
        if (op != null && (ArithOps.ConstantOp.isa(op) || LLVMOps.MlirConstantOp.isa(op))
                && op.attr("value") instanceof BuiltinAttrs.IntegerAttr ia) return ia.longValue();
        return null;
    }

    /**
     * Whether {@code a} and {@code b} certainly hold the same value in one iteration: the same
     * value, the same pure op over equivalent operands, or loads of equivalent addresses of memory
     * the loop does not write (a global or alloca not stored to; any memory when nothing is stored).
     */
    boolean equivalent(Value a, Value b) {
        if (a == b) return true;
        if (!Objects.equals(a.type(), b.type())) return false;
        Operation x = a.definingOp(), y = b.definingOp();
        if (x == null || y == null || !x.name().equals(y.name()) || x.numOperands() != y.numOperands()) return false;
        if (!x.attributes().equals(y.attributes())) return false;
        if (x.results().indexOf(a) != y.results().indexOf(b)) return false;
        if (LLVMOps.LoadOp.isa(x)) {
            if (x.hasAttr("volatile_") || x.hasAttr("ordering")) return false;
            MemoryAccess acc = MemoryAccess.of(x, this);
            if (!writtenBases.isEmpty() && (acc.base() == null || writtenBases.contains(acc.base()))) return false;
        } else if (!isPureValueOp(x)) return false;
        List<Value> xs = x.operands(), ys = y.operands();
        for (int i = 0; i < xs.size(); i++) if (!equivalent(xs.get(i), ys.get(i))) return false;
        return true;
    }
}
