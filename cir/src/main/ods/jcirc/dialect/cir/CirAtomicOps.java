package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

import static jcirc.dialect.cir.CirDialect.BOOL;
import static jcirc.dialect.cir.CirDialect.PTR;

/**
 * The atomic ops of the cir dialect, named after ClangIR's: read-modify-write
 * ({@code cir.atomic.fetch}), exchange ({@code cir.atomic.xchg}), compare-and-exchange
 * ({@code cir.atomic.cmp_xchg}) and fences ({@code cir.atomic.fence}). Atomic loads and stores are
 * {@code cir.load}/{@code cir.store} with a {@code mem_order}. Memory orders are the C11 ones
 * ({@link CirEnums#MEM_ORDER}).
 */
public final class CirAtomicOps {
    private CirAtomicOps() {}

    public static final String FETCH = AtomicFetchOp.NAME, XCHG = AtomicXchgOp.NAME, CMP_XCHG = AtomicCmpXchgOp.NAME,
            FENCE = AtomicFenceOp.NAME;

    static void register() {
        AtomicFetchOp.DEF.register();
        AtomicXchgOp.DEF.register();
        AtomicCmpXchgOp.DEF.register();
        AtomicFenceOp.DEF.register();
    }

    private static String order(Operation op, String attr) { return CirEnums.MEM_ORDER.caseOf(op.attr(attr)); }

    /** An atomic load cannot release, an atomic store cannot acquire (C11 7.17.7). */
    static void checkMemOrder(Operation op, boolean isStore) {
        String o = order(op, "mem_order");
        if (o == null) return;
        if (!isStore && (o.equals("release") || o.equals("acq_rel")))
            throw new VerifyException(op, "an atomic load cannot have memory order '" + o + "'");
        if (isStore && (o.equals("acquire") || o.equals("consume") || o.equals("acq_rel")))
            throw new VerifyException(op, "an atomic store cannot have memory order '" + o + "'");
        Type t = ((CirTypes.PointerType) op.operand(isStore ? 1 : 0).type()).pointee();
        scalar(op, t);
    }

    private static void scalar(Operation op, Type t) {
        if (!(t instanceof CirTypes.IntType || t instanceof CirTypes.FloatType || t instanceof CirTypes.PointerType || t instanceof CirTypes.BoolType))
            throw new VerifyException(op, "atomic operand type " + CirVerifiers.str(t) + " is not an integer, floating-point, bool or pointer type");
    }

    /** The pointee of operand 0 and the result equal {@code t}. */
    private static void sameValueTypes(Operation op, Type t) {
        Type p = ((CirTypes.PointerType) op.operand(0).type()).pointee();
        if (!p.equals(t)) throw new VerifyException(op, "value type '" + CirVerifiers.str(t) + "' does not match the pointee type '" + CirVerifiers.str(p) + "'");
        if (!op.result(0).type().equals(t)) throw new VerifyException(op, "result type must be the value type '" + CirVerifiers.str(t) + "'");
    }

    private static void fetch(Operation op) {
        Type t = op.operand(1).type();
        sameValueTypes(op, t);
        String k = CirEnums.ATOMIC_FETCH_KIND.caseOf(op.attr("binop"));
        if (t instanceof CirTypes.FloatType) {
            if (!"add".equals(k) && !"sub".equals(k)) throw new VerifyException(op, "only add and sub are allowed on floating-point values");
        } else if (!(t instanceof CirTypes.IntType)) {
            throw new VerifyException(op, "operand must be an integer or floating-point value, got '" + CirVerifiers.str(t) + "'");
        }
    }

    private static void cmpXchg(Operation op) {
        Type t = op.operand(1).type();
        if (!op.operand(2).type().equals(t)) throw new VerifyException(op, "expected and desired values must have the same type");
        sameValueTypes(op, t);
        scalar(op, t);
        String f = order(op, "fail_order");
        if ("release".equals(f) || "acq_rel".equals(f)) throw new VerifyException(op, "failure memory order cannot be '" + f + "'");
    }

    // __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST)
    //   ->  %old = cir.atomic.fetch(add, %p : !cir.ptr<!s32i>, %v : !s32i, seq_cst) fetch_first : !s32i
    // __atomic_add_fetch(p, v, ...) is the same without fetch_first (the result is the new value)
    public record AtomicFetchOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.atomic.fetch").summary("Atomic read-modify-write: fetch-and-op or op-and-fetch")
             .operand("ptr", PTR).operand("val").result("result")
             .enumAttr("binop", "cir", "atomic_fetch_kind").enumAttr("mem_order", "cir", "mem_order")
             .optionalAttr("fetch_first", UnitAttr.class).optionalAttr("is_volatile", UnitAttr.class)
             .format("`(` $binop `,` $ptr `:` type($ptr) `,` $val `:` type($val) `,` $mem_order `)` "
                     + "(`volatile` $is_volatile^)? (`fetch_first` $fetch_first^)? attr-dict `:` type($result)")
             .verifier(CirAtomicOps::fetch);
    }

    // __atomic_exchange_n(p, v, __ATOMIC_ACQUIRE)  ->  %old = cir.atomic.xchg(%p : !cir.ptr<!s32i>, %v : !s32i, acquire) : !s32i
    public record AtomicXchgOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.atomic.xchg").summary("Atomic exchange")
             .operand("ptr", PTR).operand("val").result("result")
             .enumAttr("mem_order", "cir", "mem_order").optionalAttr("is_volatile", UnitAttr.class)
             .format("`(` $ptr `:` type($ptr) `,` $val `:` type($val) `,` $mem_order `)` (`volatile` $is_volatile^)? attr-dict `:` type($result)")
             .verifier(op -> { sameValueTypes(op, op.operand(1).type()); scalar(op, op.operand(1).type()); });
    }

    // __atomic_compare_exchange_n(p, &e, d, weak, s, f)
    //   ->  %old, %ok = cir.atomic.cmp_xchg(%p : !cir.ptr<!s32i>, %e : !s32i, %d : !s32i, success = seq_cst, failure = acquire) weak : (!s32i, !cir.bool)
    public record AtomicCmpXchgOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.atomic.cmp_xchg").summary("Atomic compare and exchange")
             .operand("ptr", PTR).operand("expected").operand("desired").result("old").result("cmp", BOOL)
             .enumAttr("succ_order", "cir", "mem_order").enumAttr("fail_order", "cir", "mem_order")
             .optionalAttr("weak", UnitAttr.class).optionalAttr("is_volatile", UnitAttr.class)
             .format("`(` $ptr `:` type($ptr) `,` $expected `:` type($expected) `,` $desired `:` type($desired) `,` "
                     + "`success` `=` $succ_order `,` `failure` `=` $fail_order `)` (`weak` $weak^)? (`volatile` $is_volatile^)? "
                     + "attr-dict `:` `(` type($old) `,` type($cmp) `)`")
             .verifier(CirAtomicOps::cmpXchg);
    }

    // atomic_thread_fence(memory_order_seq_cst)  ->  cir.atomic.fence seq_cst
    // atomic_signal_fence(memory_order_acquire)  ->  cir.atomic.fence syncscope(single_thread) acquire
    public record AtomicFenceOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.atomic.fence").summary("Atomic thread or signal fence")
             .enumAttr("ordering", "cir", "mem_order").optionalEnumAttr("syncscope", "cir", "sync_scope")
             .format("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict")
             .verifier(op -> {
                 if ("relaxed".equals(order(op, "ordering"))) throw new VerifyException(op, "a fence cannot be relaxed");
             });
    }
}
