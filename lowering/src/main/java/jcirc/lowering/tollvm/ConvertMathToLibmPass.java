package jcirc.lowering.tollvm;

import jcirc.dialect.math.MathOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.pass.Pass;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-math-to-libm}, as MLIR's (which calls through {@code func}; this one goes straight
 * to the llvm dialect): math ops without an LLVM intrinsic become calls of the C library function,
 * {@code f} suffix for {@code f32}, {@code l} for {@code f80}, declared once per module.
 * <pre>
 *   %r = math.tan %x : f32   →  %r = llvm.call @tanf(%x) : (f32) -> f32      + llvm.func @tanf(f32) -> f32
 * </pre>
 */
public final class ConvertMathToLibmPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-math-to-libm";

    @Override public String name() { return NAME; }

    /** math op → the double-precision libm function. */
    static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry(MathOps.TanOp.NAME, "tan"), Map.entry("math.atan", "atan"), Map.entry(MathOps.Atan2Op.NAME, "atan2"),
            Map.entry("math.tanh", "tanh"), Map.entry("math.asin", "asin"), Map.entry("math.acos", "acos"),
            Map.entry("math.sinh", "sinh"), Map.entry("math.cosh", "cosh"), Map.entry("math.cbrt", "cbrt"),
            Map.entry("math.erf", "erf"), Map.entry("math.expm1", "expm1"), Map.entry("math.log1p", "log1p"));

    /**
     * The module's symbol names first, then one top-level op at a time (jcirc.ir.pass.LocalPass); a libm function
     * not declared yet is declared at the end of the module.
     */
    @Override public Steps start(Operation module) {
        Set<String> declared = new HashSet<>();
        for (Operation op : module.region(0).entryBlock().operations())
            if (op.attr("sym_name") instanceof BuiltinAttrs.StringAttr s) declared.add(s.value());
        return top -> {
            List<Operation> ops = collect(top, "math.");
            ops.removeIf(op -> !FUNCTIONS.containsKey(op.name()));
            for (Operation op : ops) {
                Type t = op.result(0).type();
                String suffix = t instanceof BuiltinTypes.FloatType ft ? switch (ft.kind()) { case "f32" -> "f"; case "f80" -> "l"; default -> ""; } : "";
                String fn = FUNCTIONS.get(op.name()) + suffix;
                if (declared.add(fn)) declare(module, fn, t, op.numOperands());
                replace(op, LLVMOps.CallOp.NAME, Map.of("callee", new BuiltinAttrs.SymbolRefAttr(fn, List.of())));
            }
        };
    }

    // llvm.func @tanf(f32) -> f32 at the end of the module
    private static void declare(Operation module, String name, Type t, int arity) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(name));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(new LLVMTypes.FunctionType(t, java.util.Collections.nCopies(arity, t), false)));
        attrs.put("linkage", llvmEnum("linkage", "external"));
        LLVMOps.FuncOp.create(new Builder(module.region(0).entryBlock()), attrs);
    }
}
