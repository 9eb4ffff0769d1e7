package jcirc.lowering.parallel;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.IRMapping;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code convert-scf-parallel-to-runtime}: runs each one-dimensional {@code scf.parallel} on the
 * runtime library's thread pool ({@code __jcirc_parallel_for}, see runtime/jcirc_rt.h):
 * <pre>
 *   %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%z) -> i64 { B(%i, %v); scf.reduce(%x : i64) {R} }
 * →
 *   llvm.func internal @f.parallel_for.0(%lb: i64, %ub: i64, %s: i64, %ctx: !llvm.ptr, %chunk: i64) {
 *     %v = llvm.load (gep %ctx[0, 0])                        captured values come through the context
 *     %p = scf.for %j = %lb to %ub step %s iter_args(%acc = undef) -> i64 {
 *       B(index_cast %j, %v)
 *       %c = scf.if (%j == %lb) -> i64 { yield %x } else { R(%acc, %x) }   the chunk's first value starts it
 *       scf.yield %c }
 *     llvm.store %p, (gep %ctx[0, 1, %chunk])                one partial per chunk
 *     llvm.return }
 *   f:  %ctx = llvm.alloca 1 x !llvm.struct<(ptr, array<256 x i64>)>  (entry block); store %v into field 0
 *       %n = llvm.call @__jcirc_parallel_for(%lb64, %ub64, %s64, @f.parallel_for.0, %ctx) -> i64
 *       %r = scf.for %k = 0 to %n step 1 iter_args(%a = %z) { R(%a, load partial[k]) }    chunk order: deterministic
 * </pre>
 * Constants and {@code llvm.mlir.addressof} used in the body are re-created in the outlined
 * function instead of being captured. Multi-dimensional {@code scf.parallel} and {@code scf.forall}
 * are left to convert-scf-to-cf (sequential).
 */
public final class ParallelToRuntimePass implements Pass {
    public static final String NAME = "convert-scf-parallel-to-runtime";
    public static final String RUNTIME_ENTRY = "__jcirc_parallel_for";
    /** JCIRC_MAX_CHUNKS of jcirc_rt.h. */
    public static final int MAX_CHUNKS = 256;

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) {
        Block moduleBody = module.region(0).entryBlock();
        Map<String, Integer> counters = new LinkedHashMap<>();
        // outermost first: a nested loop is cloned into the outlined function and lowered there,
        // so its context lives in that function's (per-thread) frame
        for (Operation loop = nextLoop(module); loop != null; loop = nextLoop(module)) {
            Operation fn = enclosingFunction(loop);
            if (fn == null) throw new PassFailure(loop, "scf.parallel outside a function");
            declareRuntime(moduleBody);
            int k = counters.merge(symbol(fn), 1, Integer::sum) - 1;
            lower(loop, fn, symbol(fn) + ".parallel_for." + k);
        }
    }

    private static Operation nextLoop(Operation module) {
        Operation[] found = {null};
        module.walkPreOrder(op -> {
            if (found[0] == null && ScfOps.ParallelOp.isa(op) && op.operandSegmentSizes() != null && op.operandSegmentSizes()[0] == 1)
                found[0] = op;
        });
        return found[0];
    }

    private static void declareRuntime(Block moduleBody) {
        for (Operation o : moduleBody.operations())
            if ((LLVMOps.FuncOp.isa(o) || FuncOps.FuncOp.isa(o)) && RUNTIME_ENTRY.equals(symbol(o))) return;
        Map<String, jcirc.ir.Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(RUNTIME_ENTRY));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(new LLVMTypes.FunctionType(BuiltinTypes.I64,
                List.of(BuiltinTypes.I64, BuiltinTypes.I64, BuiltinTypes.I64, LLVMTypes.PTR, LLVMTypes.PTR), false)));
        attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", "external"));
        moduleBody.append(LLVMOps.FuncOp.create(Builder.detached(jcirc.ir.Location.UNKNOWN), attrs).op());
    }

    private static String symbol(Operation fn) {
        return fn.attr("sym_name") instanceof BuiltinAttrs.StringAttr s ? s.value() : null;
    }

    private static Operation enclosingFunction(Operation op) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp())
            if (FuncOps.FuncOp.isa(p) || LLVMOps.FuncOp.isa(p)) return p;
        return null;
    }

    private static boolean rematerializable(Operation def) {
        return def != null && def.numOperands() == 0 && def.numRegions() == 0 && (ArithOps.ConstantOp.isa(def)
                || LLVMOps.MlirAddressofOp.isa(def) || LLVMOps.MlirConstantOp.isa(def) || LLVMOps.MlirZeroOp.isa(def));
    }

    private static Type storageType(Type t) { return t instanceof BuiltinTypes.IndexType ? BuiltinTypes.I64 : t; }

    private void lower(Operation loop, Operation fn, String name) {
        Block body = loop.region(0).entryBlock();
        Operation reduce = body.terminator();
        if (reduce == null || !ScfOps.ReduceOp.isa(reduce)) throw new PassFailure(loop, "scf.parallel body must end in scf.reduce");
        List<Value> inits = loop.operandGroup(3);
        int nred = inits.size();
        // values used inside but defined outside: rematerialized (constants) or captured
        Set<Value> outside = new LinkedHashSet<>();
        loop.region(0).walk(op -> {
            for (Value v : op.operands()) if (!definedWithin(v, loop)) outside.add(v);
        });
        List<Value> captured = new ArrayList<>();
        for (Value v : outside) if (!rematerializable(v.definingOp())) captured.add(v);
        List<Type> fields = new ArrayList<>();
        for (Value v : captured) fields.add(storageType(v.type()));
        List<Type> redTypes = new ArrayList<>();
        for (Value v : inits) { redTypes.add(v.type()); fields.add(new LLVMTypes.ArrayType(v.type(), MAX_CHUNKS)); }
        Type ctxType = new LLVMTypes.StructType(fields, false);

        // ---- the outlined chunk function
        Map<String, jcirc.ir.Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(name));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(new LLVMTypes.FunctionType(LLVMTypes.VOID,
                List.of(BuiltinTypes.I64, BuiltinTypes.I64, BuiltinTypes.I64, LLVMTypes.PTR, BuiltinTypes.I64), false)));
        attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", "internal"));
        Operation outlined = LLVMOps.FuncOp.create(Builder.detached(loop.location()), attrs).op();
        fn.parentBlock().insertAfter(fn, outlined);
        Block entry = outlined.region(0).addBlock(new Block(List.of(BuiltinTypes.I64, BuiltinTypes.I64, BuiltinTypes.I64,
                LLVMTypes.PTR, BuiltinTypes.I64)));
        Builder b = new Builder(entry);
        b.setLocation(loop.location());
        Value lbArg = entry.argument(0), ubArg = entry.argument(1), stepArg = entry.argument(2), ctx = entry.argument(3),
                chunk = entry.argument(4);
        IRMapping map = new IRMapping();
        for (Value v : outside) {
            if (captured.contains(v)) continue;
            Operation c = v.definingOp().clone(new IRMapping());
            b.insert(c);
            map.map(v, c.result(0));
        }
        for (int k = 0; k < captured.size(); k++) {
            Value v = captured.get(k);
            Value p = gep(b, ctx, ctxType, List.of(0L, (long) k), List.of());
            Value loaded = load(b, p, storageType(v.type()));
            if (v.type() instanceof BuiltinTypes.IndexType)
                loaded = ArithOps.IndexCastOp.create(b, loaded, BuiltinTypes.INDEX).out();
            map.map(v, loaded);
        }
        List<Value> undefs = new ArrayList<>();
        for (Type t : redTypes) undefs.add(LLVMOps.MlirUndefOp.create(b, t).res());
        Operation chunkLoop = ScfOps.ForOp.create(b, lbArg, ubArg, stepArg, undefs, redTypes).op();
        List<Type> argTypes = new ArrayList<>(List.of(BuiltinTypes.I64));
        argTypes.addAll(redTypes);
        Block lb = chunkLoop.region(0).addBlock(new Block(argTypes));
        Builder lbld = new Builder(lb);
        lbld.setLocation(loop.location());
        Value iv = ArithOps.IndexCastOp.create(lbld, lb.argument(0), BuiltinTypes.INDEX).out();
        map.map(body.argument(0), iv);
        for (Operation o : body.operations()) {
            if (o == reduce) continue;
            lb.append(o.clone(map));
        }
        List<Value> next = new ArrayList<>();
        if (nred > 0) {
            Value first = ArithOps.CmpiOp.create(lbld, new BuiltinAttrs.EnumAttr("arith", "cmpi_predicate", "eq"), lb.argument(0), lbArg, BuiltinTypes.I1).result();
            Operation sel = ScfOps.IfOp.create(lbld, first, redTypes).op();
            Builder tb = new Builder();
            tb.setLocation(loop.location());
            tb.buildRegion(sel.region(0), () -> {
                List<Value> xs = new ArrayList<>();
                for (Value x : reduce.operands()) xs.add(map.lookupOrDefault(x));
                ScfOps.YieldOp.create(tb, xs);
            });
            tb.buildRegion(sel.region(1), () -> {
                List<Value> cs = new ArrayList<>();
                for (int j = 0; j < nred; j++) cs.add(combine(tb, reduce, j, lb.argument(1 + j), map.lookupOrDefault(reduce.operand(j))));
                ScfOps.YieldOp.create(tb, cs);
            });
            next.addAll(sel.results());
        }
        ScfOps.YieldOp.create(lbld, next);
        for (int j = 0; j < nred; j++) {
            Value p = gep(b, ctx, ctxType, List.of(0L, (long) (captured.size() + j), (long) Integer.MIN_VALUE), List.of(chunk));
            LLVMOps.StoreOp.create(b, chunkLoop.result(j), p);
        }
        LLVMOps.ReturnOp.create(b, null);

        // ---- the call site
        Block fnEntry = fn.region(0).entryBlock();
        Builder eb = new Builder();
        eb.setInsertionPointToStart(fnEntry);
        eb.setLocation(loop.location());
        Value one = ArithOps.ConstantOp.create(eb, new BuiltinAttrs.IntegerAttr(1, BuiltinTypes.I64), BuiltinTypes.I64).result();
        Value ctxAlloca = LLVMOps.AllocaOp.create(eb, one, new BuiltinAttrs.TypeAttr(ctxType), LLVMTypes.PTR).res();
        Builder cb = Builder.before(loop);
        for (int k = 0; k < captured.size(); k++) {
            Value v = captured.get(k);
            if (v.type() instanceof BuiltinTypes.IndexType) v = ArithOps.IndexCastOp.create(cb, v, BuiltinTypes.I64).out();
            LLVMOps.StoreOp.create(cb, v, gep(cb, ctxAlloca, ctxType, List.of(0L, (long) k), List.of()));
        }
        List<Value> callArgs = new ArrayList<>();
        for (int g = 0; g < 3; g++)
            callArgs.add(ArithOps.IndexCastOp.create(cb, loop.operandGroup(g).get(0), BuiltinTypes.I64).out());
        callArgs.add(LLVMOps.MlirAddressofOp.create(cb, new BuiltinAttrs.SymbolRefAttr(name), LLVMTypes.PTR).res());
        callArgs.add(ctxAlloca);
        Value n = LLVMOps.CallOp.create(cb, new BuiltinAttrs.SymbolRefAttr(RUNTIME_ENTRY), null, callArgs, List.of(BuiltinTypes.I64)).op().result(0);
        List<Value> results = new ArrayList<>();
        if (nred > 0) {
            Value zero = ArithOps.ConstantOp.create(cb, new BuiltinAttrs.IntegerAttr(0, BuiltinTypes.I64), BuiltinTypes.I64).result();
            Value step1 = ArithOps.ConstantOp.create(cb, new BuiltinAttrs.IntegerAttr(1, BuiltinTypes.I64), BuiltinTypes.I64).result();
            Operation comb = ScfOps.ForOp.create(Builder.detached(loop.location()), zero, n, step1, inits, redTypes).op();
            cb.insert(comb);
            List<Type> cargs = new ArrayList<>(List.of(BuiltinTypes.I64));
            cargs.addAll(redTypes);
            Block cbody = comb.region(0).addBlock(new Block(cargs));
            Builder inner = new Builder(cbody);
            inner.setLocation(loop.location());
            List<Value> acc = new ArrayList<>();
            for (int j = 0; j < nred; j++) {
                Value p = gep(inner, ctxAlloca, ctxType, List.of(0L, (long) (captured.size() + j), (long) Integer.MIN_VALUE), List.of(cbody.argument(0)));
                Value partial = load(inner, p, redTypes.get(j));
                acc.add(combine(inner, reduce, j, cbody.argument(1 + j), partial));
            }
            ScfOps.YieldOp.create(inner, acc);
            results.addAll(comb.results());
        }
        loop.replaceAllUsesWith(results);
        loop.erase();
    }

    /** Inlines reduction region {@code j} of {@code reduce} at the builder: returns R(lhs, rhs). */
    private static Value combine(Builder b, Operation reduce, int j, Value lhs, Value rhs) {
        Block rb = reduce.region(j).entryBlock();
        IRMapping m = new IRMapping().map(rb.argument(0), lhs).map(rb.argument(1), rhs);
        for (Operation o : rb.operations()) {
            if (ScfOps.ReduceReturnOp.isa(o)) return m.lookupOrDefault(new ScfOps.ReduceReturnOp(o).result());
            b.insert(o.clone(m));
        }
        throw new PassFailure(reduce, "reduction region without scf.reduce.return");
    }

    private static boolean definedWithin(Value v, Operation loop) {
        Operation owner = v.definingOp() != null ? v.definingOp() : v.parentBlock().parentOp();
        return owner != null && (owner == loop ? v.definingOp() == null : loop.isAncestorOf(owner));
    }

    private static Value gep(Builder b, Value base, Type elem, List<Long> raw, List<Value> dynamic) {
        return LLVMOps.GetelementptrOp.create(b, base, dynamic, LLVMTypes.PTR, Map.of(
                "elem_type", new BuiltinAttrs.TypeAttr(elem),
                "rawConstantIndices", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, raw))).res();
    }

    private static Value load(Builder b, Value addr, Type t) {
        return LLVMOps.LoadOp.create(b, addr, t).res();
    }

    private static List<Value> concat(List<Value> a, List<Value> b) {
        List<Value> r = new ArrayList<>(a);
        r.addAll(b);
        return r;
    }

}
