package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.lowering.types.CirOpAccess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The coroutine builtins CIRGen calls (docs/coroutines.md) as LLVM's coroutine intrinsics; the {@code !u32i} tokens of
 * cir become {@code !llvm.token} values:
 * <pre>
 *   cir.func builtin @__builtin_coro_id(!u32i, !cir.ptr&lt;!void&gt;, ...) -> !u32i   →  llvm.func @llvm.coro.id(i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
 *   %id = cir.call @__builtin_coro_id(%a, %p, %n, %n)                          →  %id = llvm.call @llvm.coro.id(%a, %p, %n, %n) : (...) -> !llvm.token
 *   %e = cir.call @__builtin_coro_end(%h, %false)                              →  %none = llvm.mlir.none : !llvm.token
 *                                                                                 %e = llvm.call @llvm.coro.end(%h, %false, %none) : (...) -> i1
 * </pre>
 * and {@code cir.func coroutine} gets {@code presplitcoroutine} (AttributeLowering), so opt's coro-early, coro-split
 * and coro-cleanup passes (run at every level: the driver) split it.
 */
final class CoroutineIntrinsics {
    private final LoweringContext cx;

    CoroutineIntrinsics(LoweringContext cx) { this.cx = cx; }

    static final String PREFIX = "__builtin_coro_";

    /** The intrinsic's signature: result type and parameter types (LLVM 19). */
    private record Sig(Type result, List<Type> params) {}

    private static final Type TOKEN = LLVMTypes.TOKEN, PTR = LLVMTypes.PTR, I1 = BuiltinTypes.I1, I8 = BuiltinTypes.i(8),
            I32 = BuiltinTypes.I32, I64 = BuiltinTypes.I64, VOID = LLVMTypes.VOID;

    private static Sig sig(String builtin) {
        return switch (builtin) {
            case "id" -> new Sig(TOKEN, List.of(I32, PTR, PTR, PTR));
            case "alloc" -> new Sig(I1, List.of(TOKEN));
            case "size" -> new Sig(I64, List.of());
            case "begin" -> new Sig(PTR, List.of(TOKEN, PTR));
            case "save" -> new Sig(TOKEN, List.of(PTR));
            case "suspend" -> new Sig(I8, List.of(TOKEN, I1));
            case "end" -> new Sig(I1, List.of(PTR, I1, TOKEN));
            case "free" -> new Sig(PTR, List.of(TOKEN, PTR));
            case "resume", "destroy" -> new Sig(VOID, List.of(PTR));
            case "done" -> new Sig(I1, List.of(PTR));
            case "promise" -> new Sig(PTR, List.of(PTR, I32, I1));
            case "noop", "frame" -> new Sig(PTR, List.of());
            case "await_suspend_handle" -> new Sig(VOID, List.of(PTR, PTR, PTR));   // (awaiter, frame, wrapper): symmetric transfer
            default -> null;
        };
    }

    /** Whether {@code name} is a coroutine builtin this lowering knows. */
    static boolean is(String name) {
        return name != null && name.startsWith(PREFIX) && sig(name.substring(PREFIX.length())) != null;
    }

    private static String intrinsic(String builtin) {
        String b = builtin.substring(PREFIX.length());
        return "llvm.coro." + (b.equals("size") ? "size.i64" : b.replace('_', '.'));
    }

    /** {@code cir.func builtin @__builtin_coro_X(...)} → the intrinsic's {@code llvm.func} declaration. */
    void declaration(Operation op) {
        String name = CirOpAccess.symbolAttr(op, "sym_name");
        Sig s = sig(name.substring(PREFIX.length()));
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(intrinsic(name)));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(new LLVMTypes.FunctionType(s.result(), s.params(), false)));
        attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", "external"));
        cx.at(op);
        LLVMOps.FuncOp.create(cx.b, attrs);
        op.erase();
    }

    /** A call of a coroutine builtin → the intrinsic's {@code llvm.call}; operands converted to its parameter types. */
    void call(Operation op) {
        String callee = CirOpAccess.symbolAttr(op, "callee");
        Sig s = sig(callee.substring(PREFIX.length()));
        cx.at(op);
        List<Value> args = new ArrayList<>();
        for (int i = 0; i < s.params().size(); i++) {
            Type want = s.params().get(i);
            if (i >= op.numOperands()) { args.add(LLVMOps.MlirNoneOp.create(cx.b, TOKEN).res()); continue; }   // coro.end's token none
            Value v = op.operand(i);
            if (want.equals(TOKEN) && !v.type().equals(TOKEN)) throw new jcirc.ir.pass.PassFailure(op, "a coroutine token operand that is not a token");
            Type vt = jcirc.lowering.types.CirTypeConverter.isCirType(v.type()) ? cx.convert(v.type()) : v.type();   // arguments are converted last
            if (!vt.equals(want)) v = fit(v, want);
            if (immediate(callee, i)) {
                // immarg operands (alignments, the final/unwind/from flags) must be constants: one computed from
                // constants (C's `0` as _Bool, a size_t alignment truncated to int) is folded
                Long c = constant(v);
                if (c == null) throw new jcirc.ir.pass.PassFailure(op, callee + ": operand " + i + " must be a constant");
                v = cx.intConst(c, ((BuiltinTypes.IntegerType) want).width());
            }
            args.add(v);
        }
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("callee", new BuiltinAttrs.SymbolRefAttr(intrinsic(callee)));
        List<Type> results = s.result().equals(VOID) ? List.of() : List.of(s.result());
        Operation c = LLVMOps.CallOp.create(cx.b, args, results, attrs).op();
        if (op.numResults() == 0) { op.erase(); return; }
        Value r = c.result(0);
        Type want = cx.convert(cx.cirType(op.result(0)));
        if (!r.type().equals(TOKEN) && !r.type().equals(want)) r = fit(r, want);
        cx.replace(op, r);
    }

    private static boolean immediate(String callee, int i) {
        return switch (callee.substring(PREFIX.length())) {
            case "id" -> i == 0;
            case "suspend", "end" -> i == 1;
            case "promise" -> i >= 1;
            default -> false;
        };
    }

    /** The value of an integer computed from constants only (a constant, or eq/ne of two), else null. */
    private static Long constant(Value v) {
        Operation d = v.definingOp();
        if (d == null) return null;
        if (jcirc.dialect.arith.ArithOps.ConstantOp.isa(d) && d.attr("value") instanceof BuiltinAttrs.IntegerAttr ia) return ia.longValue();
        if (java.util.Set.of("arith.trunci", "arith.extsi", "arith.extui", "llvm.trunc", "llvm.sext", "llvm.zext").contains(d.name())) return constant(d.operand(0));
        if ((jcirc.dialect.arith.ArithOps.CmpiOp.isa(d) || d.name().equals("llvm.icmp")) && d.attr("predicate") instanceof BuiltinAttrs.EnumAttr e) {
            Long a = constant(d.operand(0)), b = constant(d.operand(1));
            if (a == null || b == null) return null;
            if (e.value().equals("ne")) return a.equals(b) ? 0L : 1L;
            if (e.value().equals("eq")) return a.equals(b) ? 1L : 0L;
        }
        return null;
    }

    /** An integer operand or result of another width (a cir bool is i1 already; tokens are never converted). */
    private Value fit(Value v, Type want) {
        if (v.type() instanceof BuiltinTypes.IntegerType from && want instanceof BuiltinTypes.IntegerType to) {
            String kind = from.width() > to.width() ? "trunc" : "sext";
            return cx.create("llvm." + kind, List.of(v), want, Map.of());
        }
        throw new IllegalStateException("coroutine intrinsic operand of type " + v.type() + " where " + want + " is expected");
    }
}
