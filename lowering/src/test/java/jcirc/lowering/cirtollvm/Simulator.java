package jcirc.lowering.cirtollvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.ir.*;
import jcirc.lowering.types.CirOpAccess;

import java.util.*;

/**
 * A test interpreter for flat (block-structured) functions, in cir form (after cir-flatten-cfg)
 * or in func/cf/arith/llvm form (after convert-cir-to-llvm or convert-scf-to-cf). Integers are
 * longs (tests use small values, so widths do not matter); memory cells are one-slot arrays.
 */
public final class Simulator {
    private final Operation fn;
    private int steps;

    public Simulator(Operation fn) { this.fn = fn; }

    /** Runs the function with integer arguments and returns its integer result (null for void). */
    public Long run(long... args) {
        Map<Value, Object> env = new IdentityHashMap<>();
        Block block = fn.region(0).entryBlock();
        List<Object> incoming = new ArrayList<>();
        for (long a : args) incoming.add(a);
        steps = 0;
        while (true) {
            for (int i = 0; i < block.numArguments(); i++) env.put(block.argument(i), incoming.get(i));
            Block next = null;
            for (Operation op : block.operations()) {
                if (++steps > 1_000_000) throw new AssertionError("simulation does not terminate");
                switch (op.name()) {
                    case "cir.return", "func.return", "llvm.return" -> {
                        return op.numOperands() == 0 ? null : (Long) env.get(op.operand(0));
                    }
                    case "cir.br", "cf.br" -> {
                        next = op.successor(0);
                        incoming = vals(env, op.operands());
                    }
                    case "cir.brcond", "cf.cond_br" -> {
                        int[] seg = op.operandSegmentSizes();
                        int nt = seg == null ? op.numOperands() - 1 : seg[1];
                        List<Value> ops = op.operands();
                        boolean c = (Long) env.get(ops.get(0)) != 0;
                        next = op.successor(c ? 0 : 1);
                        incoming = vals(env, c ? ops.subList(1, 1 + nt) : ops.subList(1 + nt, ops.size()));
                    }
                    case "cf.switch" -> {
                        long x = (Long) env.get(op.operand(0));
                        int[] seg = op.operandSegmentSizes();
                        List<Value> ops = op.operands();
                        int nd = seg[1];
                        int[] caseSeg = ((List<Long>) ((BuiltinAttrs.DenseArrayAttr) op.attr("case_operand_segments")).values())
                                .stream().mapToInt(Long::intValue).toArray();
                        List<Long> cases = caseValues(op);
                        next = op.successor(0);
                        incoming = vals(env, ops.subList(1, 1 + nd));
                        int start = 1 + nd;
                        for (int i = 0; i < cases.size(); i++) {
                            if (cases.get(i) == x) {
                                next = op.successor(i + 1);
                                incoming = vals(env, ops.subList(start, start + caseSeg[i]));
                                break;
                            }
                            start += caseSeg[i];
                        }
                    }
                    case "cir.switch.flat" -> {
                        long x = (Long) env.get(op.operand(0));
                        var vals = (BuiltinAttrs.DenseArrayAttr) op.attr("case_values");
                        int w = vals.elementType() instanceof jcirc.ir.BuiltinTypes.IntegerType it ? it.width() : 64;
                        long xs = w >= 64 ? x : (x << (64 - w)) >> (64 - w);
                        next = op.successor(0);
                        incoming = List.of();
                        for (int i = 0; i < vals.values().size(); i++) if (vals.values().get(i) == xs) { next = op.successor(i + 1); break; }
                    }
                    case "cir.unreachable", "llvm.unreachable" -> throw new AssertionError("reached unreachable");
                    default -> exec(op, env);
                }
                if (next != null) break;
            }
            if (next == null) throw new AssertionError("block without terminator");
            block = next;
        }
    }

    /** The case values of a cf.switch (any attribute holding integers). */
    public static java.util.function.Function<Operation, List<Long>> caseValueReader = op -> {
        Attribute a = op.attr("case_values");
        if (a instanceof BuiltinAttrs.DenseArrayAttr d) return d.values();
        throw new IllegalStateException("unknown case_values attribute " + a);
    };

    private static List<Long> caseValues(Operation op) { return caseValueReader.apply(op); }

    private static List<Object> vals(Map<Value, Object> env, List<Value> vs) {
        List<Object> r = new ArrayList<>();
        for (Value v : vs) r.add(env.get(v));
        return r;
    }

    private void exec(Operation op, Map<Value, Object> env) {
        List<Object> in = vals(env, op.operands());
        Object r = switch (op.name()) {
            case "cir.alloca", "llvm.alloca" -> new Object[1];
            case "cir.load", "llvm.load" -> ((Object[]) in.get(0))[0];
            case "cir.store", "llvm.store" -> { ((Object[]) in.get(1))[0] = in.get(0); yield null; }
            case "cir.const", "arith.constant", "llvm.mlir.constant" -> switch (op.attr("value")) {
                case CirAttrs.IntAttr i -> i.longValue();
                case CirAttrs.BoolAttr b -> b.value() ? 1L : 0L;
                case BuiltinAttrs.IntegerAttr i -> i.longValue();
                default -> throw new AssertionError("constant " + op.attr("value"));
            };
            case "cir.binop" -> arith(CirOpAccess.enumValue(op, "kind"), (Long) in.get(0), (Long) in.get(1));
            case "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.remsi", "arith.andi", "arith.ori", "arith.xori",
                 "arith.shli", "arith.shrsi" ->
                    arith(op.name().substring(6, op.name().length() - 1).replace("divs", "div").replace("rems", "rem")
                            .replace("shrs", "shr"), (Long) in.get(0), (Long) in.get(1));
            case "arith.shrui" -> unsigned(op.operand(0).type(), (Long) in.get(0)) >>> (Long) in.get(1);
            case "arith.divui" -> Long.divideUnsigned(unsigned(op.operand(0).type(), (Long) in.get(0)), unsigned(op.operand(0).type(), (Long) in.get(1)));
            case "arith.remui" -> Long.remainderUnsigned(unsigned(op.operand(0).type(), (Long) in.get(0)), unsigned(op.operand(0).type(), (Long) in.get(1)));
            case "arith.extui" -> unsigned(op.operand(0).type(), (Long) in.get(0));
            case "cir.unary" -> {
                long x = (Long) in.get(0);
                yield switch (CirOpAccess.enumValue(op, "kind")) {
                    case "inc" -> x + 1; case "dec" -> x - 1; case "minus" -> -x; case "plus" -> x; case "not" -> ~x;
                    default -> throw new AssertionError();
                };
            }
            case "cir.cmp" -> cmp(CirOpAccess.enumValue(op, "kind"), (Long) in.get(0), (Long) in.get(1));
            case "arith.cmpi" -> CirOpAccess.enumValue(op, "predicate").startsWith("u")
                    ? cmp(CirOpAccess.enumValue(op, "predicate").substring(1), unsigned(op.operand(0).type(), (Long) in.get(0)) ^ Long.MIN_VALUE,
                            unsigned(op.operand(0).type(), (Long) in.get(1)) ^ Long.MIN_VALUE)
                    : cmp(switch (CirOpAccess.enumValue(op, "predicate")) {
                case "slt", "ult" -> "lt"; case "sle", "ule" -> "le"; case "sgt", "ugt" -> "gt"; case "sge", "uge" -> "ge";
                case "eq" -> "eq"; case "ne" -> "ne"; default -> throw new AssertionError();
            }, (Long) in.get(0), (Long) in.get(1));
            case "arith.select" -> (Long) in.get(0) != 0 ? in.get(1) : in.get(2);
            case "arith.index_cast", "arith.extsi", "arith.trunci", "builtin.unrealized_conversion_cast" -> in.get(0);
            case "cir.cast" -> switch (CirOpAccess.enumValue(op, "kind")) {
                case "int_to_bool" -> (Long) in.get(0) != 0 ? 1L : 0L;
                default -> in.get(0);
            };
            default -> throw new AssertionError("simulator does not know " + op.name());
        };
        if (op.numResults() == 1) env.put(op.result(0), r instanceof Long l ? wrap(op.result(0).type(), l) : r);
    }

    /** Integers of builtin type iN are kept as sign-extended N-bit values. */
    private static long wrap(Type t, long v) {
        if (t instanceof jcirc.ir.BuiltinTypes.IntegerType it && it.width() < 64) {
            int sh = 64 - it.width();
            return it.width() == 1 ? v & 1 : (v << sh) >> sh;
        }
        return v;
    }

    private static long unsigned(Type t, long v) {
        if (t instanceof jcirc.ir.BuiltinTypes.IntegerType it && it.width() < 64) return v & ((1L << it.width()) - 1);
        return v;
    }

    private static long arith(String k, long a, long b) {
        return switch (k) {
            case "add" -> a + b; case "sub" -> a - b; case "mul" -> a * b; case "div" -> a / b; case "rem" -> a % b;
            case "and" -> a & b; case "or" -> a | b; case "xor" -> a ^ b; case "shl" -> a << b; case "shr" -> a >> b;
            default -> throw new AssertionError("binop " + k);
        };
    }

    private static long cmp(String k, long a, long b) {
        boolean r = switch (k) {
            case "lt" -> a < b; case "le" -> a <= b; case "gt" -> a > b; case "ge" -> a >= b; case "eq" -> a == b; case "ne" -> a != b;
            default -> throw new AssertionError("cmp " + k);
        };
        return r ? 1 : 0;
    }
}
