package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMIntrinsicOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-arith-to-llvm}, as MLIR's: every arith op becomes its llvm dialect op, flags kept
 * ({@code overflowFlags}, {@code isExact}). As MLIR's LLVM type converter, {@code index} becomes
 * {@code i64} — for every value of the module (block arguments, call results, function types
 * included), so this pass runs first among the {@code convert-*-to-llvm} passes.
 * <pre>
 *   %c = arith.constant 42 : index          →  %c = llvm.mlir.constant(42 : i64) : i64
 *   %r = arith.addi %a, %b : i32            →  %r = llvm.add %a, %b : i32
 *   %p = arith.cmpi slt, %a, %b : i32       →  %p = llvm.icmp "slt" %a, %b : i32
 *   %w = arith.extsi %a : i32 to i64        →  %w = llvm.sext %a : i32 to i64
 *   %i = arith.index_cast %w : i64 to index →  (uses take %w: index is i64)
 *   %m = arith.maxsi %a, %b : i32           →  %m = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
 * </pre>
 * Beyond upstream (which needs {@code arith-expand} first): {@code floordivsi}, {@code ceildivsi},
 * {@code ceildivui} are expanded into llvm integer ops; {@code maximumf}/{@code minimumf} become
 * {@code fcmp}/{@code select} with NaN propagation instead of {@code llvm.intr.maximum}, which
 * LLVM 14's x86 backend cannot select.
 */
public final class ConvertArithToLLVMPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-arith-to-llvm";

    @Override public String name() { return NAME; }

    /** One-to-one arith → llvm op names (integer and float binary ops, casts, select). */
    static final Map<String, String> ONE_TO_ONE = Map.ofEntries(
            Map.entry(ArithOps.AddiOp.NAME, LLVMOps.AddOp.NAME), Map.entry(ArithOps.SubiOp.NAME, LLVMOps.SubOp.NAME), Map.entry(ArithOps.MuliOp.NAME, LLVMOps.MulOp.NAME),
            Map.entry(ArithOps.DivsiOp.NAME, LLVMOps.SdivOp.NAME), Map.entry(ArithOps.DivuiOp.NAME, LLVMOps.UdivOp.NAME),
            Map.entry(ArithOps.RemsiOp.NAME, LLVMOps.SremOp.NAME), Map.entry(ArithOps.RemuiOp.NAME, LLVMOps.UremOp.NAME),
            Map.entry(ArithOps.AndiOp.NAME, LLVMOps.AndOp.NAME), Map.entry(ArithOps.OriOp.NAME, LLVMOps.OrOp.NAME), Map.entry(ArithOps.XoriOp.NAME, LLVMOps.XorOp.NAME),
            Map.entry(ArithOps.ShliOp.NAME, LLVMOps.ShlOp.NAME), Map.entry(ArithOps.ShrsiOp.NAME, LLVMOps.AshrOp.NAME), Map.entry(ArithOps.ShruiOp.NAME, LLVMOps.LshrOp.NAME),
            Map.entry(ArithOps.AddfOp.NAME, LLVMOps.FaddOp.NAME), Map.entry(ArithOps.SubfOp.NAME, LLVMOps.FsubOp.NAME), Map.entry(ArithOps.MulfOp.NAME, LLVMOps.FmulOp.NAME),
            Map.entry(ArithOps.DivfOp.NAME, LLVMOps.FdivOp.NAME), Map.entry(ArithOps.RemfOp.NAME, LLVMOps.FremOp.NAME), Map.entry(ArithOps.NegfOp.NAME, LLVMOps.FnegOp.NAME),
            Map.entry(ArithOps.ExtsiOp.NAME, LLVMOps.SextOp.NAME), Map.entry(ArithOps.ExtuiOp.NAME, LLVMOps.ZextOp.NAME), Map.entry(ArithOps.TrunciOp.NAME, LLVMOps.TruncOp.NAME),
            Map.entry(ArithOps.SitofpOp.NAME, LLVMOps.SitofpOp.NAME), Map.entry(ArithOps.UitofpOp.NAME, LLVMOps.UitofpOp.NAME),
            Map.entry(ArithOps.FptosiOp.NAME, LLVMOps.FptosiOp.NAME), Map.entry(ArithOps.FptouiOp.NAME, LLVMOps.FptouiOp.NAME),
            Map.entry(ArithOps.ExtfOp.NAME, LLVMOps.FpextOp.NAME), Map.entry(ArithOps.TruncfOp.NAME, LLVMOps.FptruncOp.NAME),
            Map.entry(ArithOps.BitcastOp.NAME, LLVMOps.BitcastOp.NAME), Map.entry(ArithOps.SelectOp.NAME, LLVMOps.SelectOp.NAME),
            Map.entry(ArithOps.MaxsiOp.NAME, LLVMIntrinsicOps.IntrSmaxOp.NAME), Map.entry(ArithOps.MinsiOp.NAME, LLVMIntrinsicOps.IntrSminOp.NAME),
            Map.entry(ArithOps.MaxuiOp.NAME, LLVMIntrinsicOps.IntrUmaxOp.NAME), Map.entry(ArithOps.MinuiOp.NAME, LLVMIntrinsicOps.IntrUminOp.NAME),
            Map.entry(ArithOps.MaxnumfOp.NAME, LLVMIntrinsicOps.IntrMaxnumOp.NAME), Map.entry(ArithOps.MinnumfOp.NAME, LLVMIntrinsicOps.IntrMinnumOp.NAME));

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): each op is rewritten in place, so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        // one walk: collect the arith ops, retype index values and function types
        List<Operation> ops = new java.util.ArrayList<>();
        module.walk(op -> {
            if (op.name().startsWith("arith.")) ops.add(op);
            retypeValues(op);
            if (op.attr("function_type") instanceof BuiltinAttrs.TypeAttr ta) {
                Type t = convert(ta.type());
                if (!t.equals(ta.type())) op.setAttr("function_type", new BuiltinAttrs.TypeAttr(t));
            }
        });
        for (Operation op : ops) lower(op);
    }

    private static void lower(Operation op) {
        String to = ONE_TO_ONE.get(op.name());
        if (to != null) {
            Map<String, Attribute> kept = keep(op, "overflowFlags", "isExact");
            // #arith.overflow<nsw> -> #llvm.overflow<nsw>
            if (kept.get("overflowFlags") instanceof BuiltinAttrs.EnumAttr e && e.dialect().equals("arith"))
                kept.put("overflowFlags", new BuiltinAttrs.EnumAttr("llvm", "overflow", e.value()));
            replace(op, to, kept);
            return;
        }
        switch (op.name()) {
            case ArithOps.ConstantOp.NAME -> constant(op);
            case ArithOps.CmpiOp.NAME -> replace(op, LLVMOps.IcmpOp.NAME, Map.of("predicate", llvmEnum("ICmpPredicate", predicate(op))));
            case ArithOps.CmpfOp.NAME -> {
                String p = predicate(op);
                replace(op, LLVMOps.FcmpOp.NAME, Map.of("predicate", llvmEnum("FCmpPredicate", p.equals("false") || p.equals("true") ? "_" + p : p)));
            }
            case ArithOps.IndexCastOp.NAME, ArithOps.IndexCastuiOp.NAME -> indexCast(op);
            case ArithOps.MaximumfOp.NAME, ArithOps.MinimumfOp.NAME -> floatMinMax(op);
            case ArithOps.FloordivsiOp.NAME, ArithOps.CeildivsiOp.NAME, ArithOps.CeildivuiOp.NAME -> roundingDiv(op);
            default -> throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
        }
    }

    /** The predicate's case name ({@code EnumAttr} or upstream's integer encoding). */
    private static String predicate(Operation op) {
        Attribute a = op.attr("predicate");
        if (a instanceof BuiltinAttrs.EnumAttr e) return e.value();
        List<String> cases = ArithOps.CmpiOp.isa(op) ? ICMP : FCMP;
        if (a instanceof BuiltinAttrs.IntegerAttr i) return cases.get(i.value().intValueExact());
        throw new PassFailure(op, "predicate attribute expected");
    }

    private static final List<String> ICMP = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
    private static final List<String> FCMP = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
            "uge", "ult", "ule", "une", "uno", "true");

    // %c = arith.constant 7 : index  →  %c = llvm.mlir.constant(7 : i64) : i64
    private static void constant(Operation op) {
        Attribute v = op.attr("value");
        if (v instanceof BuiltinAttrs.IntegerAttr i && i.type() instanceof BuiltinTypes.IndexType)
            v = new BuiltinAttrs.IntegerAttr(i.value(), BuiltinTypes.I64);
        replace(op, LLVMOps.MlirConstantOp.NAME, List.of(), Map.of("value", v));
    }

    // arith.index_cast %x : i64 to index → %x (same width once index is i64); i32 → index: llvm.sext
    // (index_castui: llvm.zext); index → i32: llvm.trunc
    private static void indexCast(Operation op) {
        Value in = ((ArithOps.CastOp) op.view()).in();
        int from = width(in.type()), to = width(op.result(0).type());
        if (from == to) replaceWith(op, in);
        else replace(op, to < from ? LLVMOps.TruncOp.NAME : ArithOps.IndexCastuiOp.isa(op) ? LLVMOps.ZextOp.NAME : LLVMOps.SextOp.NAME, Map.of());
    }

    private static int width(Type t) {
        Type e = t instanceof BuiltinTypes.VectorType v ? v.element() : t;
        if (e instanceof BuiltinTypes.IntegerType it) return it.width();
        if (e instanceof BuiltinTypes.IndexType) return 64;
        throw new IllegalArgumentException("integer type expected: " + t.print());
    }

    // %r = arith.maximumf %a, %b : f64  →  %c = llvm.fcmp "ogt" %a, %b; %s = llvm.select %c, %a, %b;
    //   %u = llvm.fcmp "uno" %a, %b; %n = llvm.fadd %a, %b (a NaN); %r = llvm.select %u, %n, %s
    private static void floatMinMax(Operation op) {
        Builder b = before(op);
        ArithOps.FloatBinaryOp minMax = (ArithOps.FloatBinaryOp) op.view();
        Value x = minMax.lhs(), y = minMax.rhs();
        Type t = op.result(0).type();
        Value c = cmp(b, LLVMOps.FcmpOp.NAME, "FCmpPredicate", ArithOps.MaximumfOp.isa(op) ? "ogt" : "olt", x, y);
        Value s = LLVMOps.SelectOp.create(b, c, x, y, t).res();
        Value u = cmp(b, LLVMOps.FcmpOp.NAME, "FCmpPredicate", "uno", x, y);
        Value n = LLVMOps.FaddOp.create(b, x, y, t).res();
        replaceWith(op, LLVMOps.SelectOp.create(b, u, n, s, t).res());
    }

    // floordivsi: q = sdiv, r = srem, q - ((r != 0) & ((r < 0) ^ (b < 0)));  ceildivsi: q + ((r != 0) & ((r < 0) == (b < 0)));
    // ceildivui: udiv + (urem != 0)
    private static void roundingDiv(Operation op) {
        Builder b = before(op);
        Type t = op.result(0).type();
        ArithOps.IntBinaryOp div = (ArithOps.IntBinaryOp) op.view();
        Value x = div.lhs(), y = div.rhs();
        boolean unsigned = ArithOps.CeildivuiOp.isa(op);
        Value q = b.createValue(unsigned ? LLVMOps.UdivOp.NAME : LLVMOps.SdivOp.NAME, List.of(x, y), t, Map.of());
        Value r = b.createValue(unsigned ? LLVMOps.UremOp.NAME : LLVMOps.SremOp.NAME, List.of(x, y), t, Map.of());
        Value zero = LLVMOps.MlirConstantOp.create(b, new BuiltinAttrs.IntegerAttr(java.math.BigInteger.ZERO, t), t).res();
        Value adjust = cmp(b, LLVMOps.IcmpOp.NAME, "ICmpPredicate", "ne", r, zero);
        if (!unsigned) {
            Value rn = cmp(b, LLVMOps.IcmpOp.NAME, "ICmpPredicate", "slt", r, zero);
            Value bn = cmp(b, LLVMOps.IcmpOp.NAME, "ICmpPredicate", "slt", y, zero);
            Value same = ArithOps.FloordivsiOp.isa(op) ? LLVMOps.XorOp.create(b, rn, bn, BuiltinTypes.I1).res()
                    : cmp(b, LLVMOps.IcmpOp.NAME, "ICmpPredicate", "eq", rn, bn);
            adjust = LLVMOps.AndOp.create(b, adjust, same, BuiltinTypes.I1).res();
        }
        Value ext = LLVMOps.ZextOp.create(b, adjust, t).res();
        replaceWith(op, b.createValue(ArithOps.FloordivsiOp.isa(op) ? LLVMOps.SubOp.NAME : LLVMOps.AddOp.NAME, List.of(q, ext), t, Map.of()));
    }

    private static Value cmp(Builder b, String name, String enumName, String pred, Value x, Value y) {
        return b.createValue(name, List.of(x, y), BuiltinTypes.I1, Map.of("predicate", llvmEnum(enumName, pred)));
    }
}
