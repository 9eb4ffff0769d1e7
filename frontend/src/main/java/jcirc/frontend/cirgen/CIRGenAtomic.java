package jcirc.frontend.cirgen;

import jcirc.dialect.builtin.BuiltinAttrs;
import jcirc.dialect.cir.CirAtomicOps;
import jcirc.dialect.cir.CirEnums;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.AtomicBuiltins;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * C11 atomics: accesses to {@code _Atomic} objects (seq_cst loads and stores, read-modify-write
 * {@code ++}/{@code --}/compound assignment) and gcc's {@code __atomic_*}/{@code __sync_*}
 * builtins, as the cir atomic ops ({@code cir.atomic.fetch/xchg/cmp_xchg/fence}, {@code cir.load}/
 * {@code cir.store} with {@code mem_order}).
 */
final class CIRGenAtomic {
    /** C11 memory_order values (gcc's __ATOMIC_* numbering) as cir mem_order cases. */
    private static final List<String> ORDERS = List.of("relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst");
    static final String SEQ_CST = "seq_cst";

    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;
    private final Sema sema;

    CIRGenAtomic(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
        this.sema = cgf.sema;
    }

    private static Attribute order(String o) { return CirEnums.MEM_ORDER.attr(o); }

    /** Whether objects of this type are accessed with cir's atomic ops (scalars of 1-8 bytes). */
    static boolean isAtomicScalar(CType t) {
        CType u = Types.unqual(t);
        return Types.isAtomic(t) && (Types.isInteger(u) || Types.isPointer(u)
                || (Types.isFloating(u) && Types.sizeOf(u) <= 8)) && Types.sizeOf(u) <= 8;
    }

    // ---------------------------------------------------------------- _Atomic objects

    // x (an _Atomic int lvalue)  ->  %v = cir.load atomic(seq_cst) %x : !cir.ptr<!s32i>, !s32i
    Value load(Value addr, String memOrder) {
        Type t = ((CirTypes.PointerType) addr.type()).pointee();
        return b.createValue("cir.load", List.of(addr), t, Map.of("mem_order", order(memOrder)));
    }

    // x = v (x _Atomic)  ->  cir.store atomic(seq_cst) %v, %x : !s32i, !cir.ptr<!s32i>
    void store(Value v, Value addr, String memOrder) {
        b.create("cir.store", List.of(v, addr), List.of(), Map.of("mem_order", order(memOrder)));
    }

    // x += v (_Atomic int x)  ->  %r = cir.atomic.fetch(add, %x : !cir.ptr<!s32i>, %v : !s32i, seq_cst) : !s32i  (the new value)
    // x++                     ->  %r = cir.atomic.fetch(add, %x : ..., %one : !s32i, seq_cst) fetch_first : !s32i (the old value)
    Value fetch(String kind, Value addr, Value v, boolean fetchFirst, String memOrder) {
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("binop", CirEnums.ATOMIC_FETCH_KIND.attr(kind));
        a.put("mem_order", order(memOrder));
        if (fetchFirst) a.put("fetch_first", BuiltinAttrs.UNIT);
        return b.createValue(CirAtomicOps.FETCH, List.of(addr, v), v.type(), a);
    }

    Value xchg(Value addr, Value v, String memOrder) {
        return b.createValue(CirAtomicOps.XCHG, List.of(addr, v), v.type(), Map.of("mem_order", order(memOrder)));
    }

    /** {@code (old, ok)} of a compare-and-exchange. */
    Operation cmpXchg(Value addr, Value expected, Value desired, String succ, String fail, boolean weak) {
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("succ_order", order(succ));
        a.put("fail_order", order(fail));
        if (weak) a.put("weak", BuiltinAttrs.UNIT);
        return b.create(CirAtomicOps.CMP_XCHG, List.of(addr, expected, desired), List.of(expected.type(), CirTypes.BOOL), a);
    }

    /**
     * An atomic update {@code x = f(x)} of an {@code _Atomic} lvalue that no single read-modify-write
     * instruction does ({@code x *= 3}, {@code d += 1.5f}, {@code p++}): a compare-and-exchange loop
     * <pre>
     *   expected = load atomic(seq_cst) x
     *   do { desired = f(expected); (old, ok) = cmp_xchg(x, expected, desired); expected = old } while (!ok)
     * </pre>
     * as a {@code cir.loop dowhile} whose loop-carried values live in allocas. Returns the new value,
     * or the old one when {@code returnOld}.
     */
    Value updateLoop(Value addr, CType valueType, UnaryOperator<Value> f, boolean returnOld) {
        Value expected = cgf.alloca(valueType, "atomic.expected", false, 0);
        Value result = cgf.alloca(valueType, "atomic.result", false, 0);
        Value okSlot = cgf.alloca(CType.BOOL, "atomic.ok", false, 0);
        b.store(load(addr, SEQ_CST), expected);
        Operation loop = b.create("cir.loop", List.of(), List.of(),
                CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "dowhile")), 3);
        b.buildRegion(loop.region(0), () -> {
            Value again = b.unary("not", b.load(okSlot));
            jcirc.ir.Region r = loop.region(0);
            jcirc.ir.Block yes = new jcirc.ir.Block(), no = new jcirc.ir.Block();
            b.createWithSegments("cir.brcond", List.of(List.of(again), List.of(), List.of()), List.of(), Map.of(), 0, List.of(yes, no));
            r.addBlock(yes);
            r.addBlock(no);
            b.setInsertionPointToEnd(yes);
            b.yield("continue", List.of());
            b.setInsertionPointToEnd(no);
            b.yield(null, List.of());
        });
        b.buildRegion(loop.region(1), () -> b.yield(null, List.of()));
        b.buildRegion(loop.region(2), () -> {
            Value e = b.load(expected);
            Value d = f.apply(e);
            Operation cx = cmpXchg(addr, e, d, SEQ_CST, SEQ_CST, false);
            b.store(cx.result(0), expected);
            b.store(cx.result(1), okSlot);
            b.store(returnOld ? e : d, result);
            b.yield(null, List.of());
        });
        return b.load(result);
    }

    // ---------------------------------------------------------------- builtins

    /** A memory-order argument: its constant value (invalid or non-constant orders are seq_cst, as gcc does at run time). */
    private String memOrder(IASTInitializerClause arg) {
        if (!(arg instanceof IASTExpression e)) return SEQ_CST;
        Long v = sema.consts.evalInt(e);
        if (v == null) cgf.expr.emitIgnored(e);
        return v == null || v < 0 || v >= ORDERS.size() ? SEQ_CST : ORDERS.get(v.intValue());
    }

    private static String forLoad(String o) { return o.equals("release") || o.equals("acq_rel") ? SEQ_CST : o; }

    private static String forStore(String o) { return o.equals("acquire") || o.equals("consume") || o.equals("acq_rel") ? SEQ_CST : o; }

    private static String forFailure(String o) {
        return switch (o) { case "release" -> "relaxed"; case "acq_rel" -> "acquire"; default -> o; };
    }

    private IASTExpression arg(IASTInitializerClause[] args, int i) { return (IASTExpression) args[i]; }

    /**
     * The address an atomic builtin operates on, and the cir value type it operates in: the
     * pointee itself for scalars, an integer of the same size for other objects (structs of 1, 2,
     * 4 or 8 bytes), a byte for test_and_set/clear.
     */
    private record Target(Value addr, CType valueType, Type cirType, boolean viaInt) {}

    private Target target(IASTExpression ptrArg, IASTNode at) {
        Value p = cgf.expr.emitRValue(ptrArg);
        CType vt = AtomicBuiltins.valueType(sema.rvalueType(ptrArg));
        if (vt == null) vt = CType.INT;
        if (Types.isScalar(vt) && !(Types.isFloating(vt) && Types.sizeOf(vt) > 8)) {
            Type ct = cgf.cir(vt);
            if (!p.type().equals(CirTypes.ptr(ct))) p = b.cast("bitcast", p, CirTypes.ptr(ct));
            return new Target(p, vt, ct, false);
        }
        long size = Types.isVoid(vt) ? 1 : Types.sizeOf(vt);
        CType it = switch ((int) size) {
            case 1 -> CType.UCHAR;
            case 2 -> CType.USHORT;
            case 4 -> CType.UINT;
            case 8 -> CType.ULONG;
            default -> null;
        };
        if (it == null) {
            sema.error(at, "atomic operation on a " + size + "-byte object of type '" + vt + "' is not supported");
            it = CType.ULONG;
        }
        Type ct = cgf.cir(it);
        return new Target(b.cast("bitcast", p, CirTypes.ptr(ct)), it, ct, true);
    }

    /** A pointer argument's object, seen as the target's value type (the generic __atomic_load etc.). */
    private Value objectAddr(IASTExpression ptrArg, Target t) {
        Value p = cgf.expr.emitRValue(ptrArg);
        return p.type().equals(CirTypes.ptr(t.cirType())) ? p : b.cast("bitcast", p, CirTypes.ptr(t.cirType()));
    }

    /** The value operand of a builtin, converted to the target's type (pointer targets of fetch ops: see fetchBuiltin). */
    private Value operand(IASTExpression e, Target t) { return cgf.expr.emitConverted(e, t.valueType()); }

    /** An atomic builtin call; {@code t} is its type as sema computed it. */
    Value builtin(String name, IASTInitializerClause[] args, CType t, IASTNode call) {
        switch (name) {
            case "__sync_synchronize" -> {
                fence(SEQ_CST, false);
                return null;
            }
            case "__atomic_thread_fence", "__atomic_signal_fence" -> {
                String o = memOrder(args[0]);
                if (!o.equals("relaxed")) fence(o, name.equals("__atomic_signal_fence"));
                return null;
            }
            case "__atomic_always_lock_free", "__atomic_is_lock_free" -> {
                Long size = sema.consts.evalInt(arg(args, 0));
                if (size == null) cgf.expr.emitIgnored(arg(args, 0));
                if (args.length > 1) cgf.expr.emitIgnored(arg(args, 1));
                boolean free = size != null && (size == 1 || size == 2 || size == 4 || size == 8);
                return b.constBool(free);
            }
            default -> { }
        }
        if (args.length == 0 || AtomicBuiltins.valueType(sema.rvalueType(arg(args, 0))) == null)
            return Types.isVoid(t) ? null : cgf.zero(cgf.cir(t));   // reported by sema
        if (name.equals("__atomic_test_and_set") || name.equals("__atomic_clear")) {
            // both work on the byte at the address, whatever it points to
            Type u8 = cgf.cir(CType.UCHAR);
            Value p = b.cast("bitcast", cgf.expr.emitRValue(arg(args, 0)), CirTypes.ptr(u8));
            if (name.equals("__atomic_clear")) {
                store(b.constInt(0, u8), p, forStore(memOrder(args[1])));
                return null;
            }
            Value old = xchg(p, b.constInt(1, u8), memOrder(args[1]));
            return b.cast("int_to_bool", old, CirTypes.BOOL);
        }
        Target tg = target(arg(args, 0), call);
        switch (name) {
            case "__atomic_load_n" -> { return load(tg.addr(), forLoad(memOrder(args[1]))); }
            case "__atomic_store_n" -> {
                Value v = operand(arg(args, 1), tg);
                store(v, tg.addr(), forStore(memOrder(args[2])));
                return null;
            }
            case "__atomic_exchange_n" -> {
                Value v = operand(arg(args, 1), tg);
                return xchg(tg.addr(), v, memOrder(args[2]));
            }
            case "__atomic_load" -> {
                // __atomic_load(p, ret, mo): *ret = atomic load of *p
                Value ret = objectAddr(arg(args, 1), tg);
                b.store(load(tg.addr(), forLoad(memOrder(args[2]))), ret);
                return null;
            }
            case "__atomic_store" -> {
                Value v = b.load(objectAddr(arg(args, 1), tg));
                store(v, tg.addr(), forStore(memOrder(args[2])));
                return null;
            }
            case "__atomic_exchange" -> {
                Value v = b.load(objectAddr(arg(args, 1), tg));
                Value ret = objectAddr(arg(args, 2), tg);
                b.store(xchg(tg.addr(), v, memOrder(args[3])), ret);
                return null;
            }
            case "__atomic_compare_exchange_n", "__atomic_compare_exchange" -> {
                // (p, &expected, desired | &desired, weak, success, failure): on failure *expected = the current value
                Value expAddr = objectAddr(arg(args, 1), tg);
                Value desired = name.endsWith("_n") ? operand(arg(args, 2), tg) : b.load(objectAddr(arg(args, 2), tg));
                Long weak = sema.consts.evalInt(arg(args, 3));
                if (weak == null) cgf.expr.emitIgnored(arg(args, 3));
                String succ = memOrder(args[4]), fail = forFailure(memOrder(args[5]));
                Operation cx = cmpXchg(tg.addr(), b.load(expAddr), desired, succ, fail, weak != null && weak != 0);
                storeOnFailure(cx, expAddr);
                return cx.result(1);
            }
            case "__sync_val_compare_and_swap", "__sync_bool_compare_and_swap" -> {
                Value e = operand(arg(args, 1), tg), d = operand(arg(args, 2), tg);
                Operation cx = cmpXchg(tg.addr(), e, d, SEQ_CST, SEQ_CST, false);
                return name.startsWith("__sync_val") ? cx.result(0) : cx.result(1);
            }
            case "__sync_lock_test_and_set" -> { return xchg(tg.addr(), operand(arg(args, 1), tg), "acquire"); }
            case "__sync_lock_release" -> {
                store(cgf.zero(tg.cirType()), tg.addr(), "release");
                return null;
            }
            default -> { return fetchBuiltin(name, args, tg); }
        }
    }

    /** {@code if (!ok) *expected = old;} */
    private void storeOnFailure(Operation cx, Value expAddr) {
        Operation ifOp = b.create("cir.if", List.of(b.unary("not", cx.result(1))), List.of(), Map.of(), 2);
        b.buildRegion(ifOp.region(0), () -> {
            b.store(cx.result(0), expAddr);
            b.yield(null, List.of());
        });
    }

    // __atomic_fetch_add(p, v, mo), __atomic_add_fetch(p, v, mo), __sync_fetch_and_add(p, v), __sync_add_and_fetch(p, v), ...
    // Pointers are added to as uintptr_t (gcc: not scaled by the pointee size).
    private Value fetchBuiltin(String name, IASTInitializerClause[] args, Target tg) {
        boolean sync = name.startsWith("__sync_");
        boolean fetchFirst = name.startsWith("__atomic_fetch_") || name.startsWith("__sync_fetch_and_");
        String kind = sync
                ? (fetchFirst ? name.substring("__sync_fetch_and_".length()) : name.substring("__sync_".length(), name.length() - "_and_fetch".length()))
                : (fetchFirst ? name.substring("__atomic_fetch_".length()) : name.substring("__atomic_".length(), name.length() - "_fetch".length()));
        String mo = sync ? SEQ_CST : memOrder(args[2]);
        if (Types.isPointer(tg.valueType())) {
            Type u64 = cgf.cir(CType.ULONG);
            Value addr = b.cast("bitcast", tg.addr(), CirTypes.ptr(u64));
            Value v = cgf.expr.emitConverted(arg(args, 1), CType.ULONG);
            Value r = fetch(kind, addr, v, fetchFirst, mo);
            return b.cast("int_to_ptr", r, tg.cirType());
        }
        Value v = operand(arg(args, 1), tg);
        if (Types.isBool(tg.valueType())) {
            sema.error(args[0], "atomic arithmetic on _Bool is not supported");
            return v;
        }
        return fetch(kind, tg.addr(), v, fetchFirst, mo);
    }

    // atomic_thread_fence(o)  ->  cir.atomic.fence o;   atomic_signal_fence(o)  ->  cir.atomic.fence syncscope(single_thread) o
    private void fence(String o, boolean signal) {
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("ordering", order(o));
        if (signal) a.put("syncscope", CirEnums.SYNC_SCOPE.attr("single_thread"));
        b.create(CirAtomicOps.FENCE, List.of(), List.of(), a);
    }
}
