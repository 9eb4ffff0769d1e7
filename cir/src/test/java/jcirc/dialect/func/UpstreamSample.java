package jcirc.dialect.func;

import jcirc.dialect.arith.Arith;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cf.CfDialect;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.dialect.scf.Scf;
import jcirc.dialect.scf.ScfDialect;
import jcirc.ir.*;

import java.util.*;

import static jcirc.ir.BuiltinTypes.*;

/** Builds modules holding every op of the upstream dialects (test fixture). */
public final class UpstreamSample {
    private UpstreamSample() {}

    public static final LLVMTypes.PointerType PTR = LLVMTypes.PTR;

    public static Operation module() {
        return Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
    }

    public static Builder atEnd(Operation module) {
        if (module.region(0).isEmpty()) module.region(0).addBlock(new Block());
        return new Builder(module.region(0).entryBlock());
    }

    /** {@code func.func @name(args) -> results} with a body built by {@code body}. */
    public static Operation func(Builder b, String name, List<Type> args, List<Type> results, java.util.function.Consumer<List<BlockArgument>> body) {
        Operation f = b.create(FuncDialect.FUNC, List.of(), List.of(), new LinkedHashMap<>(Map.of("sym_name", str(name),
                "function_type", new TypeAttr(new FunctionType(args, results)))), 1);
        if (body != null) b.buildRegion(f.region(0), args, body);
        return f;
    }

    public static Operation ret(Builder b, Value... vs) { return b.create(FuncDialect.RETURN, List.of(vs), List.of(), Map.of()); }

    private static StringAttr str(String s) { return new StringAttr(s); }

    /** A module with every arith, func, scf, cf and math op. */
    public static Operation arithFuncScfCf() {
        Operation m = module();
        Builder b = atEnd(m);
        Operation decl = func(b, "decl", List.of(I32, F64), List.of(I32), null);
        decl.setAttr("sym_visibility", str("private"));
        func(b, "all", List.of(I32, I1, INDEX, F64, F32), List.of(I32), a -> {
            Value x = a.get(0), c = a.get(1), n = a.get(2), d = a.get(3), fl = a.get(4);
            Value c1 = Arith.constant(b, 1, I32);
            Value cm1 = Arith.constant(b, -1, I32);
            Arith.constant(b, 255, I8);
            Value c0i = Arith.index(b, 0);
            Value c1i = Arith.index(b, 1);
            Arith.bool(b, true);
            Arith.bool(b, false);
            Value c64 = Arith.constant(b, 0, I64);
            Arith.constantFloat(b, 1.5, F64);
            Arith.constantFloat(b, 0.1, F32);
            Arith.constantFloat(b, 123456789.0, F64);
            for (String op : jcirc.dialect.arith.ArithDialect.INT_BINARY) Arith.binary(b, op, x, c1);
            for (String op : jcirc.dialect.arith.ArithDialect.FLOAT_BINARY) Arith.binary(b, op, d, d);
            b.createValue("arith.negf", List.of(d), F64, Map.of());
            for (String p : jcirc.dialect.arith.ArithDialect.CMPI_PREDICATES) Arith.cmpi(b, p, x, cm1);
            for (String p : jcirc.dialect.arith.ArithDialect.CMPF_PREDICATES) Arith.cmpf(b, p, d, d);
            Arith.cast(b, "extsi", x, I64);
            Arith.cast(b, "extui", x, I64);
            Arith.cast(b, "trunci", x, I8);
            Arith.cast(b, "extf", fl, F64);
            Arith.cast(b, "truncf", d, F32);
            Arith.cast(b, "sitofp", x, F64);
            Arith.cast(b, "uitofp", x, F32);
            Arith.cast(b, "fptosi", d, I32);
            Arith.cast(b, "fptoui", d, I64);
            Arith.cast(b, "bitcast", x, F32);
            Arith.cast(b, "index_cast", x, INDEX);
            Arith.cast(b, "index_castui", n, I64);
            Arith.select(b, c, x, c1);
            for (String op : List.of("sqrt", "absf", "ceil", "floor", "exp", "log", "sin", "cos", "tan", "round", "trunc"))
                b.createValue("math." + op, List.of(d), F64, Map.of());
            for (String op : List.of("powf", "atan2", "copysign")) b.createValue("math." + op, List.of(d, d), F64, Map.of());
            b.createValue("math.fma", List.of(d, d, d), F64, Map.of());
            Value r = b.create(FuncDialect.CALL, List.of(x, d), List.of(I32), Map.of("callee", new SymbolRefAttr("decl"))).result(0);
            Value fp = b.createValue(FuncDialect.CONSTANT, List.of(), new FunctionType(List.of(I32, F64), List.of(I32)),
                    Map.of("value", new SymbolRefAttr("decl")));
            b.create(FuncDialect.CALL_INDIRECT, List.of(fp, x, d), List.of(I32), Map.of());
            // scf.if with and without results
            Value ifr = Scf.ifOp(b, c, List.of(I32), bb -> List.of(Arith.binary(bb, "addi", x, c1)), bb -> List.of(x)).result(0);
            Scf.ifOp(b, c, List.of(), bb -> { Arith.binary(bb, "muli", x, x); return List.of(); }, null);
            Scf.ifOp(b, c, List.of(), bb -> List.of(), bb -> { Arith.binary(bb, "muli", x, x); return List.of(); });
            // scf.for over index with iter_args, and over i32 without
            Value sum = Scf.forOp(b, c0i, n, c1i, List.of(ifr), (iv, it) -> List.of(Arith.binary(b, "addi", it.get(0), c1))).result(0);
            Scf.forOp(b, x, c1, c1, List.of(), (iv, it) -> { Arith.binary(b, "addi", iv, iv); return List.of(); });
            // scf.while
            Value w = Scf.whileOp(b, List.of(sum), List.of(I32),
                    args -> List.of(Arith.cmpi(b, "slt", args.get(0), x), args.get(0)),
                    args -> List.of(Arith.binary(b, "addi", args.get(0), c1))).result(0);
            Scf.whileOp(b, List.of(), List.of(), args -> List.of(Arith.bool(b, true)), args -> List.of());
            // scf.index_switch with and without results
            Value sw = Scf.indexSwitch(b, n, List.of(I32), List.of(2L, 5L), bb -> List.of(r),
                    List.of(bb -> List.of(x), bb -> List.of(w))).result(0);
            Scf.indexSwitch(b, n, List.of(), List.of(1L), bb -> List.of(), List.of(bb -> List.of()));
            // scf.execute_region with two blocks
            Scf.executeRegion(b, List.of(I32), region -> {
                Block first = region.addBlock(new Block());
                Block second = region.addBlock(new Block(List.of(I32)));
                Builder rb = new Builder(first);
                rb.create(CfDialect.BR, List.of(x), List.of(), Map.of(), 0, List.of(second));
                rb.setInsertionPointToEnd(second);
                Scf.yieldOp(rb, List.of(second.argument(0)));
            });
            // scf.parallel with a reduction, and without
            Operation par = b.create(ScfDialect.PARALLEL, List.of(c0i, n, c1i, x), List.of(I32),
                    Map.of(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(I32, List.of(1L, 1L, 1L, 1L))), 1);
            b.buildRegion(par.region(0), List.of(INDEX), iv -> {
                Operation red = b.create(ScfDialect.REDUCE, List.of(x), List.of(), Map.of(), 1);
                b.buildRegion(red.region(0), List.of(I32, I32), lr -> b.create(ScfDialect.REDUCE_RETURN,
                        List.of(Arith.binary(b, "addi", lr.get(0), lr.get(1))), List.of(), Map.of()));
            });
            Operation par2 = b.create(ScfDialect.PARALLEL, List.of(c0i, c0i, n, n, c1i, c1i), List.of(),
                    Map.of(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(I32, List.of(2L, 2L, 2L, 0L))), 1);
            b.buildRegion(par2.region(0), List.of(INDEX, INDEX), iv -> b.create(ScfDialect.REDUCE, List.of(), List.of(), Map.of()));
            // scf.forall normalized and with bounds
            forall(b, List.of(n), List.of(0L), List.of(Long.MIN_VALUE), List.of(1L), List.of());
            forall(b, List.of(c1i, n), List.of(0L, Long.MIN_VALUE), List.of(Long.MIN_VALUE, 8L), List.of(1L, 2L), List.of(1, 1, 0));
            Value total = Arith.binary(b, "addi", sw, c64 == null ? x : x);
            ret(b, total);
        });
        func(b, "branches", List.of(I32, I1), List.of(I32), a -> {
            Region body = b.insertionBlock().parent();
            Block entry = b.insertionBlock();
            Block bb1 = body.addBlock(new Block(List.of(I32)));
            Block bb2 = body.addBlock(new Block());
            Block bb3 = body.addBlock(new Block(List.of(I32)));
            b.create(CfDialect.COND_BR, List.of(a.get(1), a.get(0)), List.of(),
                    Map.of(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(I32, List.of(1L, 1L, 0L))), 0, List.of(bb1, bb2));
            Builder b1 = new Builder(bb1);
            b1.create(CfDialect.SWITCH, List.of(bb1.argument(0), bb1.argument(0)), List.of(),
                    CfDialect.switchAttrs(I32, List.of(42L, 43L), 0, List.of(1, 0)), 0, List.of(bb2, bb3, bb2));
            Builder b2 = new Builder(bb2);
            b2.create(CfDialect.BR, List.of(a.get(0)), List.of(), Map.of(), 0, List.of(bb3));
            Builder b3 = new Builder(bb3);
            ret(b3, bb3.argument(0));
            if (entry == null) throw new IllegalStateException();
        });
        return m;
    }

    /** {@code scf.forall}: dynamic entries of the static arrays are Long.MIN_VALUE; {@code dynCounts} sizes lb/ub/step groups. */
    static void forall(Builder b, List<Value> dyn, List<Long> lb, List<Long> ub, List<Long> step, List<Integer> dynCounts) {
        List<Long> seg = new ArrayList<>();
        if (dynCounts.isEmpty()) seg.addAll(List.of(0L, (long) dyn.size(), 0L, 0L));
        else { for (int c : dynCounts) seg.add((long) c); seg.add(0L); }
        Operation f = b.create(ScfDialect.FORALL, dyn, List.of(), Map.of(
                OpDef.SEGMENTS_ATTR, new DenseArrayAttr(I32, seg),
                "staticLowerBound", new DenseArrayAttr(I64, lb), "staticUpperBound", new DenseArrayAttr(I64, ub),
                "staticStep", new DenseArrayAttr(I64, step)), 1);
        b.buildRegion(f.region(0), Collections.nCopies(ub.size(), (Type) INDEX), iv -> {
            Operation t = b.create(ScfDialect.IN_PARALLEL, List.of(), List.of(), Map.of(), 1);
            t.region(0).addBlock(new Block());
        });
    }
}
