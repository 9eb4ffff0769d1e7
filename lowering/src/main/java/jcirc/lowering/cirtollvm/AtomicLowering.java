package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirAtomicOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirEnums;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMAtomicOps;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The atomic cir ops as upstream {@code llvm.atomicrmw}, {@code llvm.cmpxchg}, {@code llvm.fence}
 * and atomic {@code llvm.load}/{@code llvm.store} (orderings: C11's relaxed is LLVM's monotonic,
 * consume is strengthened to acquire). LLVM's atomics need integers of at least 8 bits, so
 * {@code !cir.bool} travels as i8 and floating-point values of xchg/cmpxchg as same-width integers.
 */
final class AtomicLowering {
    private final LoweringContext cx;

    AtomicLowering(LoweringContext cx) { this.cx = cx; }

    /** The LLVM ordering of a cir {@code mem_order} attribute. */
    static BuiltinAttrs.EnumAttr ordering(Attribute memOrder) {
        String o = CirEnums.MEM_ORDER.caseOf(memOrder);
        return LLVMAtomicOps.ordering(switch (o == null ? "seq_cst" : o) {
            case "relaxed" -> "monotonic";
            case "consume" -> "acquire";
            default -> o;
        });
    }

    private Map<String, Attribute> attrs(Operation op, Type cirValueType) {
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("alignment", BuiltinAttrs.i64(cx.types.dataLayout().sizeOf(cirValueType)));
        if (op.hasAttr("is_volatile")) a.put("volatile_", BuiltinAttrs.UNIT);
        return a;
    }

    /** The integer type an atomic access of {@code t} (converted) is done in, or t itself. */
    private static Type accessType(Type t) {
        if (t instanceof BuiltinTypes.IntegerType i && i.width() == 1) return BuiltinTypes.I8;
        if (t instanceof BuiltinTypes.FloatType f && !f.kind().equals("f80")) return BuiltinTypes.i(f.kind().equals("f32") ? 32 : 64);
        return t;
    }

    private Value toAccess(Value v, Type t, Type access) {
        if (t.equals(access)) return v;
        if (t instanceof BuiltinTypes.FloatType) return ArithOps.BitcastOp.create(cx.b, v, access).out();
        return ArithOps.ExtuiOp.create(cx.b, v, access).out();
    }

    private Value fromAccess(Value v, Type access, Type t) {
        if (t.equals(access)) return v;
        if (t instanceof BuiltinTypes.FloatType) return ArithOps.BitcastOp.create(cx.b, v, t).out();
        return ArithOps.TrunciOp.create(cx.b, v, t).out();
    }

    // %v = cir.load atomic(seq_cst) %p : !cir.ptr<!s32i>, !s32i  →  %v = llvm.load %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
    void load(Operation op, Map<String, Attribute> memAttrs) {
        Type ct = cx.cirType(op.result()), t = cx.convert(ct), access = accessType(t);
        if (t instanceof BuiltinTypes.FloatType) access = t;   // atomic loads of float/double are fine in LLVM
        memAttrs.put("ordering", ordering(op.attr("mem_order")));
        cx.at(op);
        Value v = LLVMOps.LoadOp.create(cx.b, new CirOps.LoadOp(op).addr(), access, memAttrs).res();
        cx.replace(op, fromAccess(v, access, t));
    }

    // cir.store atomic(release) %v, %p : !s32i, !cir.ptr<!s32i>  →  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    void store(Operation op, Map<String, Attribute> memAttrs) {
        Type t = cx.convert(cx.operandType(op, 0)), access = accessType(t);
        if (t instanceof BuiltinTypes.FloatType) access = t;
        memAttrs.put("ordering", ordering(op.attr("mem_order")));
        cx.at(op);
        CirOps.StoreOp st = new CirOps.StoreOp(op);
        LLVMOps.StoreOp.create(cx.b, toAccess(st.value(), t, access), st.addr(), memAttrs);
        op.erase();
    }

    // %r = cir.atomic.fetch(add, %p : !cir.ptr<!s32i>, %v : !s32i, seq_cst) fetch_first : !s32i
    //   → %r = llvm.atomicrmw add %p, %v seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    // without fetch_first the op's value is recomputed from the old one: %r = arith.addi %old, %v : i32
    // (nand: ~(old & v); max/min: arith.maxsi/minsi or maxui/minui)
    void fetch(Operation op) {
        Type ct = cx.operandType(op, 1), t = cx.convert(ct);
        String k = CirEnums.ATOMIC_FETCH_KIND.caseOf(op.attr("binop"));
        boolean fp = t instanceof BuiltinTypes.FloatType;
        boolean signed = !(ct instanceof CirTypes.IntType it) || it.signed();
        String rmw = switch (k) {
            case "add" -> fp ? "fadd" : "add";
            case "sub" -> fp ? "fsub" : "sub";
            case "and" -> "_and";
            case "or" -> "_or";
            case "xor" -> "_xor";
            case "nand" -> "nand";
            case "max" -> signed ? "max" : "umax";
            case "min" -> signed ? "min" : "umin";
            default -> throw new PassFailure(op, "unknown atomic fetch kind " + k);
        };
        cx.at(op);
        Map<String, Attribute> a = attrs(op, ct);
        a.put("bin_op", LLVMAtomicOps.rmwKind(rmw));
        a.put("ordering", ordering(op.attr("mem_order")));
        Type access = fp ? t : accessType(t);
        CirAtomicOps.AtomicFetchOp fetch = new CirAtomicOps.AtomicFetchOp(op);
        Value v = toAccess(fetch.val(), t, access);
        Value old = cx.create(LLVMAtomicOps.ATOMICRMW, List.of(fetch.ptr(), v), access, a);
        Value r = old;
        if (!op.hasAttr("fetch_first")) {
            r = switch (k) {
                case "add" -> fp ? ArithOps.AddfOp.create(cx.b, old, v, access).result() : ArithOps.AddiOp.create(cx.b, old, v, access).result();
                case "sub" -> fp ? ArithOps.SubfOp.create(cx.b, old, v, access).result() : ArithOps.SubiOp.create(cx.b, old, v, access).result();
                case "and" -> ArithOps.AndiOp.create(cx.b, old, v, access).result();
                case "or" -> ArithOps.OriOp.create(cx.b, old, v, access).result();
                case "xor" -> ArithOps.XoriOp.create(cx.b, old, v, access).result();
                case "nand" -> ArithOps.XoriOp.create(cx.b, ArithOps.AndiOp.create(cx.b, old, v, access).result(), cx.intConst(-1, LoweringContext.widthOf(access)), access).result();
                case "max" -> signed ? ArithOps.MaxsiOp.create(cx.b, old, v, access).result() : ArithOps.MaxuiOp.create(cx.b, old, v, access).result();
                default -> signed ? ArithOps.MinsiOp.create(cx.b, old, v, access).result() : ArithOps.MinuiOp.create(cx.b, old, v, access).result();
            };
        }
        cx.replace(op, fromAccess(r, access, t));
    }

    // %r = cir.atomic.xchg(%p : !cir.ptr<!s32i>, %v : !s32i, seq_cst) : !s32i  →  %r = llvm.atomicrmw xchg %p, %v seq_cst {...} : !llvm.ptr, i32
    void xchg(Operation op) {
        Type ct = cx.operandType(op, 1), t = cx.convert(ct), access = accessType(t);
        cx.at(op);
        Map<String, Attribute> a = attrs(op, ct);
        a.put("bin_op", LLVMAtomicOps.rmwKind("xchg"));
        a.put("ordering", ordering(op.attr("mem_order")));
        CirAtomicOps.AtomicXchgOp xchg = new CirAtomicOps.AtomicXchgOp(op);
        Value old = cx.create(LLVMAtomicOps.ATOMICRMW, List.of(xchg.ptr(), toAccess(xchg.val(), t, access)), access, a);
        cx.replace(op, fromAccess(old, access, t));
    }

    // %old, %ok = cir.atomic.cmp_xchg(%p : !cir.ptr<!s32i>, %e : !s32i, %d : !s32i, success = seq_cst, failure = acquire) : (!s32i, !cir.bool)
    //   → %r = llvm.cmpxchg %p, %e, %d seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
    //     %old = llvm.extractvalue %r[0] : !llvm.struct<(i32, i1)>;  %ok = llvm.extractvalue %r[1] : !llvm.struct<(i32, i1)>
    void cmpXchg(Operation op) {
        Type ct = cx.operandType(op, 1), t = cx.convert(ct), access = accessType(t);
        cx.at(op);
        Map<String, Attribute> a = attrs(op, ct);
        a.put("success_ordering", ordering(op.attr("succ_order")));
        a.put("failure_ordering", ordering(op.attr("fail_order")));
        if (op.hasAttr("weak")) a.put("weak", BuiltinAttrs.UNIT);
        Type pair = LLVMAtomicOps.pairType(access);
        CirAtomicOps.AtomicCmpXchgOp cas = new CirAtomicOps.AtomicCmpXchgOp(op);
        Value r = cx.create(LLVMAtomicOps.CMPXCHG, List.of(cas.ptr(), toAccess(cas.expected(), t, access),
                toAccess(cas.desired(), t, access)), pair, a);
        Value old = LLVMOps.ExtractvalueOp.create(cx.b, r, new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(0L)), access).res();
        Value ok = LLVMOps.ExtractvalueOp.create(cx.b, r, new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(1L)), BuiltinTypes.I1).res();
        cx.replace(op, List.of(fromAccess(old, access, t), ok));
    }

    // cir.atomic.fence syncscope(single_thread) acquire  →  llvm.fence syncscope("singlethread") acquire
    void fence(Operation op) {
        cx.at(op);
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("ordering", ordering(op.attr("ordering")));
        if ("single_thread".equals(CirEnums.SYNC_SCOPE.caseOf(op.attr("syncscope")))) a.put("syncscope", new BuiltinAttrs.StringAttr("singlethread"));
        cx.createOp(LLVMAtomicOps.FENCE, List.of(), List.of(), a);
        op.erase();
    }

    static boolean isAtomic(Operation op) { return op.attr("mem_order") != null; }

}
