package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
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

    /**
     * How objects of a type are accessed atomically, as gcc does on x86-64 (no {@code -mcx16}).
     * NATIVE: cir's atomic ops on the value itself (integers up to {@code __int128} and pointers,
     * {@code float}, {@code double}; LLVM turns 16-byte ones into libatomic's {@code __atomic_*_16}
     * calls). VIA_INT: other objects of 1, 2, 4, 8 or 16 bytes (structs, unions, {@code long double},
     * complex) through the unsigned integer of that size. LIBCALL: any other size, through libatomic's
     * generic {@code __atomic_load/store/exchange/compare_exchange(size, ...)}.
     */
    enum Access { NATIVE, VIA_INT, LIBCALL }

    static Access access(CType t) {
        CType u = Types.unqual(t);
        long size = Types.sizeOf(u);
        if ((Types.isInteger(u) || Types.isPointer(u)) && size <= 16 || Types.isFloating(u) && size <= 8) return Access.NATIVE;
        return intOfSize(size) != null ? Access.VIA_INT : Access.LIBCALL;
    }

    /** The unsigned integer type of 1, 2, 4, 8 or 16 bytes; null for other sizes. */
    static CType intOfSize(long size) {
        return switch ((int) size) {
            case 1 -> CType.UCHAR;
            case 2 -> CType.USHORT;
            case 4 -> CType.UINT;
            case 8 -> CType.ULONG;
            case 16 -> new CType.Int(CType.IntKind.UINT128);
            default -> null;
        };
    }

    /** Whether an _Atomic object is accessed with cir's atomic ops on its own value type. */
    static boolean isAtomicScalar(CType t) { return Types.isAtomic(t) && access(t) == Access.NATIVE; }

    /** The memory_order number of a cir mem_order case (libatomic's order arguments). */
    private Value orderArg(String memOrder) { return b.constInt(ORDERS.indexOf(memOrder), cgf.cir(CType.INT)); }

    // ---------------------------------------------------------------- _Atomic objects of any type

    // v = x (_Atomic T x):  NATIVE   %v = cir.load atomic(seq_cst) %x
    //                       VIA_INT  %i = cir.load atomic(seq_cst) (bitcast %x to !cir.ptr<!u128i>), reinterpreted as T
    //                       LIBCALL  cir.call @__atomic_load(%size, %x, %tmp, %order); %v = cir.load %tmp
    Value loadObject(Value addr, CType t, String memOrder) {
        CType u = Types.unqual(t);
        return switch (access(u)) {
            case NATIVE -> load(addr, memOrder);
            case VIA_INT -> {
                CType it = intOfSize(Types.sizeOf(u));
                yield reinterpret(load(asPointerTo(addr, it), memOrder), it, u);
            }
            case LIBCALL -> {
                Value tmp = cgf.alloca(u, "atomic.tmp", false, 0);
                libatomic("__atomic_load", CType.VOID, sizeArg(u), voidPtr(addr), voidPtr(tmp), orderArg(memOrder));
                yield b.load(tmp);
            }
        };
    }

    // x = v (_Atomic T x): cir.store atomic(seq_cst), through the same-size integer, or @__atomic_store(size, x, &tmp, order)
    void storeObject(Value v, Value addr, CType t, String memOrder) {
        CType u = Types.unqual(t);
        switch (access(u)) {
            case NATIVE -> store(v, addr, memOrder);
            case VIA_INT -> {
                CType it = intOfSize(Types.sizeOf(u));
                store(reinterpret(v, u, it), asPointerTo(addr, it), memOrder);
            }
            case LIBCALL -> {
                Value tmp = cgf.alloca(u, "atomic.tmp", false, 0);
                b.store(v, tmp);
                libatomic("__atomic_store", CType.VOID, sizeArg(u), voidPtr(addr), voidPtr(tmp), orderArg(memOrder));
            }
        }
    }

    /**
     * {@code x = f(x)} on an _Atomic object that is not NATIVE ({@code long double}, complex,
     * {@code x += 1.0L}): a compare-and-exchange loop on its bytes, through the same-size integer's
     * {@code cir.atomic.cmp_xchg} (VIA_INT) or libatomic's {@code __atomic_compare_exchange} (LIBCALL):
     * <pre>
     *   expected = atomic load x
     *   do { desired = f(expected) } while (!compare_exchange(x, &amp;expected, &amp;desired))
     * </pre>
     * Returns the new value, or the old one when {@code returnOld}.
     */
    Value updateObjectLoop(Value addr, CType t, UnaryOperator<Value> f, boolean returnOld) {
        CType u = Types.unqual(t);
        if (access(u) == Access.NATIVE) return updateLoop(addr, u, f, returnOld);
        CType it = intOfSize(Types.sizeOf(u));
        // the value's bytes live in integer-typed slots (aligned for both views), zeroed so padding is defined
        CType slotType = it != null ? it : u;
        Value expected = cgf.alloca(slotType, "atomic.expected", false, Types.alignOf(u));
        Value desired = cgf.alloca(slotType, "atomic.desired", false, Types.alignOf(u));
        Value result = cgf.alloca(u, "atomic.result", false, 0);
        Value okSlot = cgf.alloca(CType.BOOL, "atomic.ok", false, 0);
        if (it != null) {
            b.store(load(asPointerTo(addr, it), SEQ_CST), expected);
            b.store(cgf.zero(cgf.cir(it)), desired);
        } else {
            libatomic("__atomic_load", CType.VOID, sizeArg(u), voidPtr(addr), voidPtr(expected), orderArg(SEQ_CST));
        }
        Operation loop = CirOps.LoopOp.create(b, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "dowhile"))).op();
        buildRetryCondition(loop, okSlot);
        b.buildRegion(loop.region(1), () -> b.yield(null, List.of()));
        b.buildRegion(loop.region(2), () -> {
            Value e = b.load(asPointerTo(expected, u));
            Value d = f.apply(e);
            b.store(d, asPointerTo(desired, u));
            b.store(returnOld ? e : d, result);
            Value ok;
            if (it != null) {
                Exchanged cx = cmpXchg(asPointerTo(addr, it), b.load(expected), b.load(desired), SEQ_CST, SEQ_CST, false);
                b.store(cx.old(), expected);
                ok = cx.ok();
            } else {
                // on failure libatomic writes the current value into *expected
                ok = libatomic("__atomic_compare_exchange", CType.BOOL, sizeArg(u), voidPtr(addr), voidPtr(expected),
                        voidPtr(desired), orderArg(SEQ_CST), orderArg(SEQ_CST));
            }
            b.store(ok, okSlot);
            b.yield(null, List.of());
        });
        return b.load(result);
    }

    /** The dowhile loop's condition region: run the body again while the exchange failed. */
    private void buildRetryCondition(Operation loop, Value okSlot) {
        b.buildRegion(loop.region(0), () -> b.loopCondition(loop.region(0), b.unary("not", b.load(okSlot))));
    }

    /** A pointer reinterpreted as pointing to a {@code to}. */
    private Value asPointerTo(Value p, CType to) {
        Type pt = CirTypes.ptr(cgf.cir(to));
        return p.type().equals(pt) ? p : b.cast("bitcast", p, pt);
    }

    private Value voidPtr(Value p) { return asPointerTo(p, CType.VOID); }

    private Value sizeArg(CType t) { return b.constInt(Types.sizeOf(t), cgf.cir(CType.SIZE_T)); }

    /**
     * The bits of {@code v} (of type {@code from}) as a value of the same-size type {@code to},
     * through a temporary zeroed first (a {@code long double} fills only 10 of its 16 bytes).
     */
    private Value reinterpret(Value v, CType from, CType to) {
        CType slot = Types.isInteger(from) ? from : Types.isInteger(to) ? to : from;
        Value tmp = cgf.alloca(slot, "atomic.bits", false, Math.max(Types.alignOf(from), Types.alignOf(to)));
        if (Types.isInteger(to)) b.store(cgf.zero(cgf.cir(to)), asPointerTo(tmp, to));
        b.store(v, asPointerTo(tmp, from));
        return b.load(asPointerTo(tmp, to));
    }

    /**
     * A call to one of libatomic's generic functions, declared with its C prototype:
     * {@code void __atomic_load(size_t, void *, void *, int)},
     * {@code void __atomic_store(size_t, void *, void *, int)},
     * {@code void __atomic_exchange(size_t, void *, void *, void *, int)},
     * {@code bool __atomic_compare_exchange(size_t, void *, void *, void *, int, int)}.
     */
    private Value libatomic(String name, CType ret, Value... args) { return sized(name, ret, args); }

    /**
     * A call to a libatomic function whose parameters are {@code size_t} (a {@code !u64i} argument),
     * {@code void *}, {@code int} or {@code unsigned __int128}, as the argument values' types say:
     * the generic functions and the sized 16-byte ones ({@code unsigned __int128 __atomic_load_16(void *, int)},
     * {@code void __atomic_store_16(void *, unsigned __int128, int)}, {@code __atomic_exchange_16},
     * {@code bool __atomic_compare_exchange_16(void *, void *, unsigned __int128, int, int)},
     * {@code __atomic_fetch_add_16}, {@code __atomic_add_fetch_16}, ...). The names are gcc's builtins
     * too, so the declaration is kept apart from the builtin's symbol.
     */
    private Value sized(String name, CType ret, Value... args) {
        List<CType> params = new java.util.ArrayList<>();
        for (Value a : args) {
            Type t = a.type();
            params.add(t instanceof CirTypes.PointerType ? new CType.Pointer(CType.VOID)
                    : isWide(t) ? U128 : t.equals(cgf.cir(CType.SIZE_T)) ? CType.SIZE_T : CType.INT);
        }
        CType.Function fn = new CType.Function(ret, params, false, true);
        String key = " libatomic " + name;
        jcirc.frontend.sema.Symbol lib = sema.symbols.external(key);
        if (lib == null) {
            lib = new jcirc.frontend.sema.Symbol(key, jcirc.frontend.sema.Symbol.Kind.FUNCTION, fn,
                    jcirc.frontend.sema.Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            lib.irName = name;
            sema.symbols.recordExternal(lib);
        }
        cgf.cgm.function(lib, false);
        Type result = Types.isVoid(ret) ? null : cgf.cir(ret);
        return CirOps.CallOp.create(b, BuiltinAttrs.sym(name), List.of(args), result).result();
    }

    // ---------------------------------------------------------------- _Atomic objects

    /** Whether values of this cir type are 16-byte integers, whose atomics are libatomic's {@code __atomic_*_16} calls. */
    private static boolean isWide(Type t) { return t instanceof CirTypes.IntType it && it.width() == 128; }

    private static final CType U128 = new CType.Int(CType.IntKind.UINT128);

    // x (an _Atomic int lvalue)  ->  %v = cir.load atomic(seq_cst) %x : !cir.ptr<!s32i>, !s32i
    // (16 bytes: %v = cir.call @__atomic_load_16(%x, %order) : (!cir.ptr<!void>, !s32i) -> !u128i)
    Value load(Value addr, String memOrder) {
        Type t = ((CirTypes.PointerType) addr.type()).pointee();
        if (isWide(t)) return fromU128(sized("__atomic_load_16", U128, voidPtr(addr), orderArg(memOrder)), t);
        return CirOps.LoadOp.create(b, addr, t, Map.of("mem_order", order(memOrder))).result();
    }

    // x = v (x _Atomic)  ->  cir.store atomic(seq_cst) %v, %x : !s32i, !cir.ptr<!s32i>   (16 bytes: @__atomic_store_16)
    void store(Value v, Value addr, String memOrder) {
        if (isWide(v.type())) {
            sized("__atomic_store_16", CType.VOID, voidPtr(addr), toU128(v), orderArg(memOrder));
            return;
        }
        CirOps.StoreOp.create(b, v, addr, Map.of("mem_order", order(memOrder)));
    }

    // x += v (_Atomic int x)  ->  %r = cir.atomic.fetch(add, %x : !cir.ptr<!s32i>, %v : !s32i, seq_cst) : !s32i  (the new value)
    // x++                     ->  %r = cir.atomic.fetch(add, %x : ..., %one : !s32i, seq_cst) fetch_first : !s32i (the old value)
    // 16 bytes: @__atomic_add_fetch_16 / @__atomic_fetch_add_16 (and sub, and, or, xor, nand)
    Value fetch(String kind, Value addr, Value v, boolean fetchFirst, String memOrder) {
        if (isWide(v.type())) {
            String fn = fetchFirst ? "__atomic_fetch_" + kind + "_16" : "__atomic_" + kind + "_fetch_16";
            return fromU128(sized(fn, U128, voidPtr(addr), toU128(v), orderArg(memOrder)), v.type());
        }
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("binop", CirEnums.ATOMIC_FETCH_KIND.attr(kind));
        a.put("mem_order", order(memOrder));
        if (fetchFirst) a.put("fetch_first", BuiltinAttrs.UNIT);
        return b.createValue(CirAtomicOps.FETCH, List.of(addr, v), v.type(), a);
    }

    Value xchg(Value addr, Value v, String memOrder) {
        if (isWide(v.type())) return fromU128(sized("__atomic_exchange_16", U128, voidPtr(addr), toU128(v), orderArg(memOrder)), v.type());
        return b.createValue(CirAtomicOps.XCHG, List.of(addr, v), v.type(), Map.of("mem_order", order(memOrder)));
    }

    /** The result of a compare-and-exchange: the value found in memory and whether it was replaced. */
    record Exchanged(Value old, Value ok) {}

    /**
     * {@code (old, ok)} of a compare-and-exchange: {@code cir.atomic.cmp_xchg}; for 16 bytes
     * {@code ok = @__atomic_compare_exchange_16(p, &tmp, desired, succ, fail)} with {@code tmp =
     * expected} (libatomic stores the current value there on failure), {@code old = tmp}.
     */
    Exchanged cmpXchg(Value addr, Value expected, Value desired, String succ, String fail, boolean weak) {
        if (isWide(expected.type())) {
            Value tmp = cgf.allocaOfType(cgf.cir(U128), 16, "atomic.cmpxchg.expected");
            b.store(toU128(expected), tmp);
            Value ok = sized("__atomic_compare_exchange_16", CType.BOOL, voidPtr(addr), voidPtr(tmp), toU128(desired),
                    orderArg(succ), orderArg(fail));
            return new Exchanged(fromU128(b.load(tmp), expected.type()), ok);
        }
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("succ_order", order(succ));
        a.put("fail_order", order(fail));
        if (weak) a.put("weak", BuiltinAttrs.UNIT);
        Operation op = b.create(CirAtomicOps.CMP_XCHG, List.of(addr, expected, desired), List.of(expected.type(), CirTypes.BOOL), a);
        return new Exchanged(op.result(0), op.result(1));
    }

    private Value toU128(Value v) { return v.type().equals(cgf.cir(U128)) ? v : b.cast("integral", v, cgf.cir(U128)); }

    private Value fromU128(Value v, Type t) { return v.type().equals(t) ? v : b.cast("integral", v, t); }

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
        Operation loop = CirOps.LoopOp.create(b, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "dowhile"))).op();
        buildRetryCondition(loop, okSlot);
        b.buildRegion(loop.region(1), () -> b.yield(null, List.of()));
        b.buildRegion(loop.region(2), () -> {
            Value e = b.load(expected);
            Value d = f.apply(e);
            Exchanged cx = cmpXchg(addr, e, d, SEQ_CST, SEQ_CST, false);
            b.store(cx.old(), expected);
            b.store(cx.ok(), okSlot);
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
        if (access(vt) == Access.NATIVE) {
            Type ct = cgf.cir(vt);
            if (!p.type().equals(CirTypes.ptr(ct))) p = b.cast("bitcast", p, CirTypes.ptr(ct));
            return new Target(p, vt, ct, false);
        }
        long size = Types.isVoid(vt) ? 1 : Types.sizeOf(vt);
        CType it = intOfSize(size);
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
        CType objType = AtomicBuiltins.valueType(sema.rvalueType(arg(args, 0)));
        if (!Types.isVoid(objType) && access(objType) == Access.LIBCALL) {
            Value v = genericLibcall(name, args, objType);
            if (v != null || Types.isVoid(t)) return v;
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
                Exchanged cx = cmpXchg(tg.addr(), b.load(expAddr), desired, succ, fail, weak != null && weak != 0);
                storeOnFailure(cx, expAddr);
                return cx.ok();
            }
            case "__sync_val_compare_and_swap", "__sync_bool_compare_and_swap" -> {
                Value e = operand(arg(args, 1), tg), d = operand(arg(args, 2), tg);
                Exchanged cx = cmpXchg(tg.addr(), e, d, SEQ_CST, SEQ_CST, false);
                return name.startsWith("__sync_val") ? cx.old() : cx.ok();
            }
            case "__sync_lock_test_and_set" -> { return xchg(tg.addr(), operand(arg(args, 1), tg), "acquire"); }
            case "__sync_lock_release" -> {
                store(cgf.zero(tg.cirType()), tg.addr(), "release");
                return null;
            }
            default -> { return fetchBuiltin(name, args, tg); }
        }
    }

    /**
     * The generic builtins on objects of sizes no integer has (3, 5-7, 9-15, 17+ bytes) call
     * libatomic's generic functions with the object size, as gcc does:
     * {@code __atomic_load(p, ret, mo)} → {@code __atomic_load(sizeof *p, p, ret, mo)}, likewise
     * store, exchange ({@code (size, p, val, ret, mo)}) and compare_exchange
     * ({@code (size, p, expected, desired, success, failure)}, the weak flag dropped).
     * Returns null (after emitting nothing) for the other builtins.
     */
    private Value genericLibcall(String name, IASTInitializerClause[] args, CType objType) {
        return switch (name) {
            case "__atomic_load" -> libatomic("__atomic_load", CType.VOID, sizeArg(objType), ptrArg(args, 0), ptrArg(args, 1),
                    orderArg(forLoad(memOrder(args[2]))));
            case "__atomic_store" -> libatomic("__atomic_store", CType.VOID, sizeArg(objType), ptrArg(args, 0), ptrArg(args, 1),
                    orderArg(forStore(memOrder(args[2]))));
            case "__atomic_exchange" -> libatomic("__atomic_exchange", CType.VOID, sizeArg(objType), ptrArg(args, 0), ptrArg(args, 1),
                    ptrArg(args, 2), orderArg(memOrder(args[3])));
            case "__atomic_compare_exchange" -> {
                Value p = ptrArg(args, 0), e = ptrArg(args, 1), d = ptrArg(args, 2);
                Long weak = sema.consts.evalInt(arg(args, 3));
                if (weak == null) cgf.expr.emitIgnored(arg(args, 3));
                yield libatomic("__atomic_compare_exchange", CType.BOOL, sizeArg(objType), p, e, d,
                        orderArg(memOrder(args[4])), orderArg(forFailure(memOrder(args[5]))));
            }
            default -> null;
        };
    }

    private Value ptrArg(IASTInitializerClause[] args, int i) { return voidPtr(cgf.expr.emitRValue(arg(args, i))); }

    /** {@code if (!ok) *expected = old;} */
    private void storeOnFailure(Exchanged cx, Value expAddr) {
        Operation ifOp = CirOps.IfOp.create(b, b.unary("not", cx.ok())).op();
        b.buildRegion(ifOp.region(0), () -> {
            b.store(cx.old(), expAddr);
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
