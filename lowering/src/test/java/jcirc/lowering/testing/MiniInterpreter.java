package jcirc.lowering.testing;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;

import java.util.*;
import java.util.function.Function;

/**
 * Executes integer-only IR in the mix of dialects the raising pipeline passes through (structured
 * cir, scf, arith, llvm memory ops, func), so tests can check that a transformation preserves what
 * a function computes. Integers are longs truncated to their type's width; pointers are cells.
 * Calls go to {@code externs} (recording the call sequence) or to functions of the module.
 */
public final class MiniInterpreter {
    private final Operation module;
    public final List<String> trace = new ArrayList<>();
    public final Map<String, Function<long[], Long>> externs = new HashMap<>();
    private long steps;

    public MiniInterpreter(Operation module) { this.module = module; }

    static final class Cell { Object v; }

    /** Signals leaving a region: a yield-like terminator with its kind and values. */
    record Exit(String kind, List<Object> values) {}

    public long call(String name, long... args) {
        Operation f = null;
        for (Operation o : module.region(0).entryBlock().operations())
            if (o.attr("sym_name") instanceof StringAttr s && s.value().equals(name)) f = o;
        if (f == null || f.region(0).isEmpty()) {
            trace.add(name + Arrays.toString(args));
            var ext = externs.get(name);
            return ext == null ? 0 : ext.apply(args);
        }
        Map<Value, Object> env = new HashMap<>();
        Block entry = f.region(0).entryBlock();
        for (int i = 0; i < args.length; i++) env.put(entry.argument(i), args[i]);
        Exit e = runRegion(f.region(0), env, List.of());
        return e.values().isEmpty() ? 0 : (Long) e.values().get(0);
    }

    private Exit runRegion(Region r, Map<Value, Object> env, List<Object> args) {
        Block b = r.entryBlock();
        for (int i = 0; i < args.size(); i++) env.put(b.argument(i), args.get(i));
        while (true) {
            Exit br = null;
            for (Operation op : b.operations()) {
                if (++steps > 5_000_000) throw new IllegalStateException("step limit exceeded");
                Exit e = exec(op, env);
                if (e != null) { if (!e.kind().equals("branch")) return e; br = e; }
            }
            if (br == null) return new Exit("yield", List.of());
            // branch: values() = [target block, args...]
            Block target = (Block) br.values().get(0);
            for (int i = 0; i < target.numArguments(); i++) env.put(target.argument(i), br.values().get(i + 1));
            b = target;
        }
    }

    private long i(Map<Value, Object> env, Value v) {
        Object o = env.get(v);
        if (o == null) throw new IllegalStateException("no value for " + v + " used in the interpreter");
        if (o instanceof Boolean bo) return bo ? 1 : 0;
        return (Long) o;
    }

    private static int width(Type t) {
        if (t instanceof CirTypes.IntType it) return it.width();
        if (t instanceof BuiltinTypes.IntegerType it) return it.width();
        if (t instanceof CirTypes.BoolType) return 1;
        return 64;
    }
    private static boolean signed(Type t) { return !(t instanceof CirTypes.IntType it) || it.signed(); }

    private static long norm(long v, Type t) {
        int w = width(t);
        if (w >= 64) return v;
        long m = (1L << w) - 1;
        v &= m;
        if (signed(t) && w > 1 && (v >> (w - 1)) != 0) v |= ~m;
        return v;
    }
    private static long unsignedOf(long v, Type t) { int w = width(t); return w >= 64 ? v : v & ((1L << w) - 1); }

    private List<Object> vals(Map<Value, Object> env, List<Value> vs) {
        List<Object> r = new ArrayList<>();
        for (Value v : vs) r.add(env.get(v));
        return r;
    }

    private void bind(Map<Value, Object> env, Operation op, List<Object> vs) {
        for (int k = 0; k < op.numResults(); k++) env.put(op.result(k), vs.get(k));
    }

    private Exit exec(Operation op, Map<Value, Object> env) {
        String n = op.name();
        switch (n) {
            case "cir.const", "arith.constant", "llvm.mlir.constant" -> {
                Attribute a = op.attr("value");
                long v = a instanceof CirAttrs.IntAttr ia ? ia.longValue() : a instanceof IntegerAttr ia ? ia.longValue()
                        : a instanceof CirAttrs.BoolAttr ba ? (ba.value() ? 1 : 0) : 0;
                env.put(op.result(0), norm(v, op.result(0).type()));
            }
            case "llvm.mlir.undef" -> env.put(op.result(0), 0L);
            case "cir.alloca", "llvm.alloca" -> env.put(op.result(0), new Cell());
            case "cir.load", "llvm.load" -> {
                Object v = ((Cell) env.get(op.operand(0))).v;
                env.put(op.result(0), v == null ? 0L : v);
            }
            case "cir.store", "llvm.store" -> ((Cell) env.get(op.operand(1))).v = env.get(op.operand(0));
            case "builtin.unrealized_conversion_cast" -> env.put(op.result(0), norm(i(env, op.operand(0)), op.result(0).type()));
            case "arith.index_cast", "arith.extsi", "arith.trunci" -> env.put(op.result(0), norm(norm(i(env, op.operand(0)), op.operand(0).type()), op.result(0).type()));
            case "arith.index_castui", "arith.extui" -> env.put(op.result(0), norm(unsignedOf(i(env, op.operand(0)), op.operand(0).type()), op.result(0).type()));
            case "cir.binop" -> {
                String k = ((EnumAttr) op.attr("kind")).value();
                env.put(op.result(0), binop(k, i(env, op.operand(0)), i(env, op.operand(1)), op.result(0).type()));
            }
            case "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.remsi", "arith.andi", "arith.ori", "arith.xori",
                 "arith.divui", "arith.remui", "arith.shli" -> {
                String k = switch (n) {
                    case "arith.addi" -> "add"; case "arith.subi" -> "sub"; case "arith.muli" -> "mul";
                    case "arith.divsi" -> "div"; case "arith.remsi" -> "rem"; case "arith.andi" -> "and";
                    case "arith.ori" -> "or"; case "arith.shli" -> "shl"; default -> "xor";
                };
                env.put(op.result(0), binop(k, i(env, op.operand(0)), i(env, op.operand(1)), op.result(0).type()));
            }
            case "cir.cmp" -> env.put(op.result(0), cmp(((EnumAttr) op.attr("kind")).value(), i(env, op.operand(0)), i(env, op.operand(1)), op.operand(0).type()) ? 1L : 0L);
            case "arith.cmpi" -> {
                String p = ((EnumAttr) op.attr("predicate")).value();
                long a = i(env, op.operand(0)), b = i(env, op.operand(1));
                Type t = op.operand(0).type();
                boolean r = switch (p) {
                    case "eq" -> a == b; case "ne" -> a != b;
                    case "slt" -> a < b; case "sle" -> a <= b; case "sgt" -> a > b; case "sge" -> a >= b;
                    case "ult" -> Long.compareUnsigned(unsignedOf(a, t), unsignedOf(b, t)) < 0;
                    case "ule" -> Long.compareUnsigned(unsignedOf(a, t), unsignedOf(b, t)) <= 0;
                    case "ugt" -> Long.compareUnsigned(unsignedOf(a, t), unsignedOf(b, t)) > 0;
                    default -> Long.compareUnsigned(unsignedOf(a, t), unsignedOf(b, t)) >= 0;
                };
                env.put(op.result(0), r ? 1L : 0L);
            }
            case "arith.maxsi" -> env.put(op.result(0), Math.max(i(env, op.operand(0)), i(env, op.operand(1))));
            case "arith.select" -> env.put(op.result(0), i(env, op.operand(0)) != 0 ? env.get(op.operand(1)) : env.get(op.operand(2)));
            case "cir.call", "func.call" -> {
                String callee = ((SymbolRefAttr) op.attr("callee")).root();
                long[] a = new long[op.numOperands()];
                for (int k = 0; k < a.length; k++) a[k] = i(env, op.operand(k));
                long r = call(callee, a);
                if (op.numResults() > 0) env.put(op.result(0), norm(r, op.result(0).type()));
            }
            // ----- terminators -----
            case "cir.return", "func.return" -> { return new Exit("return", vals(env, op.operands())); }
            case "cir.yield" -> {
                String k = op.attr("kind") instanceof EnumAttr e ? e.value() : "yield";
                return new Exit(k, vals(env, op.operands()));
            }
            case "scf.yield" -> { return new Exit("yield", vals(env, op.operands())); }
            case "scf.condition" -> { return new Exit("condition", vals(env, op.operands())); }
            case "cir.br", "cf.br" -> {
                List<Object> v = new ArrayList<>(); v.add(op.successor(0)); v.addAll(vals(env, op.operands()));
                return new Exit("branch", v);
            }
            case "cir.brcond", "cf.cond_br" -> {
                int[] seg = op.operandSegmentSizes();
                int nT = seg == null ? 0 : seg[1];
                boolean c = i(env, op.operand(0)) != 0;
                List<Object> v = new ArrayList<>(); v.add(op.successor(c ? 0 : 1));
                List<Value> ops = op.operands();
                v.addAll(vals(env, c ? ops.subList(1, 1 + nT) : ops.subList(1 + nT, ops.size())));
                return new Exit("branch", v);
            }
            case "cir.switch.flat" -> {
                long x = i(env, op.operand(0));
                List<Long> cases = ((jcirc.ir.BuiltinAttrs.DenseArrayAttr) op.attr("case_values")).values();
                int w = ((jcirc.ir.BuiltinAttrs.DenseArrayAttr) op.attr("case_values")).elementType() instanceof jcirc.ir.BuiltinTypes.IntegerType it ? it.width() : 64;
                long xs = w >= 64 ? x : (x << (64 - w)) >> (64 - w);
                Block dest = op.successor(0);
                for (int k = 0; k < cases.size(); k++) if (cases.get(k) == xs) { dest = op.successor(k + 1); break; }
                List<Object> v = new ArrayList<>(); v.add(dest);
                return new Exit("branch", v);
            }
            // ----- structured cir -----
            case "cir.scope" -> {
                Exit e = runRegion(op.region(0), env, List.of());
                if (!e.kind().equals("yield")) return e;
                bind(env, op, e.values());
            }
            case "cir.if" -> {
                Region r = op.region(i(env, op.operand(0)) != 0 ? 0 : 1);
                if (!r.isEmpty()) { Exit e = runRegion(r, env, List.of()); if (!e.kind().equals("yield")) return e; }
            }
            case "cir.ternary" -> {
                Exit e = runRegion(op.region(i(env, op.operand(0)) != 0 ? 0 : 1), env, List.of());
                bind(env, op, e.values());
            }
            case "cir.loop" -> {
                String kind = ((EnumAttr) op.attr("kind")).value();
                boolean first = true;
                while (true) {
                    if (!(first && kind.equals("dowhile"))) {
                        Exit c = runRegion(op.region(0), env, List.of());
                        if (!c.kind().equals("continue")) break;
                    }
                    first = false;
                    Exit e = runRegion(op.region(2), env, List.of());
                    if (e.kind().equals("break")) break;
                    if (e.kind().equals("return")) return e;
                    if (kind.equals("for")) runRegion(op.region(1), env, List.of());
                }
            }
            case "cir.switch" -> {
                long x = i(env, op.operand(0));
                List<Attribute> cases = ((ArrayAttr) op.attr("cases")).elements();
                int start = -1, dflt = -1;
                for (int k = 0; k < cases.size() && start < 0; k++) {
                    List<Attribute> ce = ((ArrayAttr) cases.get(k)).elements();
                    String kind = ((EnumAttr) ce.get(0)).value();
                    List<Attribute> vs = ((ArrayAttr) ce.get(1)).elements();
                    switch (kind) {
                        case "default" -> dflt = k;
                        case "range" -> { if (x >= ((CirAttrs.IntAttr) vs.get(0)).longValue() && x <= ((CirAttrs.IntAttr) vs.get(1)).longValue()) start = k; }
                        default -> { for (Attribute v : vs) if (((CirAttrs.IntAttr) v).longValue() == x) start = k; }
                    }
                }
                if (start < 0) start = dflt;
                for (int k = start; k >= 0 && k < op.numRegions(); k++) {
                    Exit e = runRegion(op.region(k), env, List.of());
                    if (e.kind().equals("fallthrough")) continue;
                    if (e.kind().equals("return") || e.kind().equals("continue")) return e;
                    break;
                }
            }
            // ----- scf -----
            case "scf.if" -> {
                Region r = op.region(i(env, op.operand(0)) != 0 ? 0 : 1);
                if (!r.isEmpty()) bind(env, op, runRegion(r, env, List.of()).values());
            }
            case "scf.execute_region" -> {
                Exit e = runRegion(op.region(0), env, List.of());
                if (e.kind().equals("return")) return e;
                bind(env, op, e.values());
            }
            case "scf.index_switch" -> {
                long x = i(env, op.operand(0));
                List<Long> cases = ((DenseArrayAttr) op.attr("cases")).values();
                int r = cases.indexOf(x) + 1;
                bind(env, op, runRegion(op.region(r), env, List.of()).values());
            }
            case "scf.while" -> {
                List<Object> args = vals(env, op.operands());
                while (true) {
                    Exit c = runRegion(op.region(0), env, args);
                    List<Object> fwd = c.values().subList(1, c.values().size());
                    if ((Long) c.values().get(0) == 0) { bind(env, op, fwd); break; }
                    args = runRegion(op.region(1), env, fwd).values();
                }
            }
            case "scf.for" -> {
                long lb = i(env, op.operand(0)), ub = i(env, op.operand(1)), st = i(env, op.operand(2));
                Type t = op.operand(0).type();
                List<Object> iter = vals(env, op.operands().subList(3, op.numOperands()));
                boolean uns = false;
                for (long iv = lb; uns ? Long.compareUnsigned(iv, ub) < 0 : iv < ub; iv = norm(iv + st, t)) {
                    List<Object> a = new ArrayList<>(); a.add(iv); a.addAll(iter);
                    iter = runRegion(op.region(0), env, a).values();
                    if (norm(iv + st, t) < iv) break; // overflow guard
                }
                bind(env, op, iter);
            }
            default -> throw new IllegalStateException("interpreter: unsupported op " + n);
        }
        return null;
    }

    private static long binop(String k, long a, long b, Type t) {
        boolean s = signed(t);
        long ua = unsignedOf(a, t), ub = unsignedOf(b, t);
        long r = switch (k) {
            case "add" -> a + b; case "sub" -> a - b; case "mul" -> a * b;
            case "div" -> s ? a / b : Long.divideUnsigned(ua, ub);
            case "rem" -> s ? a % b : Long.remainderUnsigned(ua, ub);
            case "and" -> a & b; case "or" -> a | b; case "xor" -> a ^ b;
            case "shl" -> a << b; case "shr" -> s ? a >> b : ua >>> b;
            default -> throw new IllegalStateException(k);
        };
        return norm(r, t);
    }

    private static boolean cmp(String k, long a, long b, Type t) {
        int c = signed(t) ? Long.compare(a, b) : Long.compareUnsigned(unsignedOf(a, t), unsignedOf(b, t));
        return switch (k) { case "lt" -> c < 0; case "le" -> c <= 0; case "gt" -> c > 0; case "ge" -> c >= 0; case "eq" -> c == 0; default -> c != 0; };
    }
}
