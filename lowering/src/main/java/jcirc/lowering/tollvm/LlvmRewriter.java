package jcirc.lowering.tollvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the {@code convert-*-to-llvm} passes share: the type conversion (as MLIR's
 * LLVMTypeConverter for the types C programs reach here: {@code index} → {@code i64},
 * builtin function types → {@code !llvm.func}) and one-for-one op replacement that keeps the
 * op's location.
 */
final class LlvmRewriter {
    private LlvmRewriter() {}

    /** {@code index} → {@code i64} (also inside vectors and function types); other types unchanged. */
    static Type convert(Type t) {
        return switch (t) {
            case BuiltinTypes.IndexType i -> BuiltinTypes.I64;
            case BuiltinTypes.VectorType v -> v.element() instanceof BuiltinTypes.IndexType ? new BuiltinTypes.VectorType(v.size(), BuiltinTypes.I64) : v;
            case BuiltinTypes.FunctionType f -> new BuiltinTypes.FunctionType(convertAll(f.inputs()), convertAll(f.results()));
            default -> t;
        };
    }

    static List<Type> convertAll(List<Type> ts) {
        List<Type> r = new ArrayList<>(ts.size());
        for (Type t : ts) r.add(convert(t));
        return r;
    }

    /** {@code (i32, index) -> i64} → {@code !llvm.func<i64 (i32, i64)>}; no result → void, several → a literal struct. */
    static LLVMTypes.FunctionType llvmFunctionType(BuiltinTypes.FunctionType f) {
        return new LLVMTypes.FunctionType(packResults(convertAll(f.results())), convertAll(f.inputs()), false);
    }

    /** The LLVM result type of a function or call returning {@code results}: void, the one type, or a literal struct. */
    static Type packResults(List<Type> results) {
        if (results.isEmpty()) return LLVMTypes.VOID;
        if (results.size() == 1) return results.get(0);
        return new LLVMTypes.StructType(results, false);
    }

    /** Retypes the results of {@code op} and the arguments of the blocks of its regions where {@link #convert} changes them. */
    static void retypeValues(Operation op) {
        for (int i = 0, n = op.numResults(); i < n; i++) retype(op.result(i));
        for (int i = 0, n = op.numRegions(); i < n; i++) {
            Region r = op.region(i);
            for (int k = 0, nb = r.numBlocks(); k < nb; k++) {
                Block b = r.block(k);
                for (int j = 0, m = b.numArguments(); j < m; j++) retype(b.argument(j));
            }
        }
    }

    static void retype(Value v) {
        Type t = convert(v.type());
        if (!t.equals(v.type())) v.setType(t);
    }

    /** Collects, in walk order, the ops of {@code root} whose name starts with {@code prefix} ("arith.": so rewriting never disturbs the walk). */
    static List<Operation> collect(Operation root, String prefix) {
        List<Operation> ops = new ArrayList<>();
        root.walk(op -> { if (op.name().startsWith(prefix)) ops.add(op); });
        return ops;
    }

    /** A builder inserting before {@code op}, at its location. */
    static Builder before(Operation op) {
        Builder b = Builder.before(op);
        b.setLocation(op.location());
        return b;
    }

    /** Replaces {@code op} by a new op {@code name} with the same operands, result types, successors and the given attributes. */
    static Operation replace(Operation op, String name, Map<String, Attribute> attrs) {
        return replace(op, name, op.operands(), attrs);
    }

    /** Replaces {@code op} by {@code name(operands)} with {@code op}'s result types and successors. */
    static Operation replace(Operation op, String name, List<Value> operands, Map<String, Attribute> attrs) {
        Operation n = before(op).create(name, operands, op.resultTypes(), attrs, 0, op.successors());
        op.replaceAllUsesWith(n);
        op.erase();
        return n;
    }

    /** Replaces the single result of {@code op} by {@code v} and erases {@code op}. */
    static void replaceWith(Operation op, Value v) {
        op.result(0).replaceAllUsesWith(v);
        op.erase();
    }

    /** The attributes of {@code op} named in {@code keep} (those present), renamed per the pairs {@code from, to}. */
    static Map<String, Attribute> keep(Operation op, String... names) {
        Map<String, Attribute> m = new java.util.LinkedHashMap<>();
        for (String n : names) if (op.attr(n) != null) m.put(n, op.attr(n));
        return m;
    }

    static BuiltinAttrs.EnumAttr llvmEnum(String name, String value) { return new BuiltinAttrs.EnumAttr("llvm", name, value); }
}
