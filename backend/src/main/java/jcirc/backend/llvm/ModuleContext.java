package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** What every function writer of one module shares: type spelling, constants, the symbol table, needed declarations. */
final class ModuleContext {
    final IrTypes types = new IrTypes();
    final ConstantBuilder constants = new ConstantBuilder(types);
    final LlvmIrWriter.Options options;
    /** Function attributes of every definition (TargetAttributes), with a leading space, or "". */
    String definitionAttributes = "";
    /** llvm.func ops by symbol name. */
    final Map<String, Operation> functions = new LinkedHashMap<>();
    /** Symbols written as LLVM aliases (no declaration of their own). */
    final java.util.Set<String> aliases = new java.util.HashSet<>();
    /** Intrinsic and library functions the generated code calls: name -> declaration line. */
    final Map<String, String> externalDecls = new TreeMap<>();

    /** {@code -g}: the module's debug metadata, null without debug info. */
    final DebugInfo.Metadata debug;

    ModuleContext(LlvmIrWriter.Options options) {
        this.options = options;
        constants.blockLabels = (fn, tag) -> FunctionWriter.blockLabel(functions.get(fn), tag);
        this.debug = options.debugInfo() == null ? null : new DebugInfo.Metadata(options.debugInfo(), options.sourceFileName());
        this.tbaa = new TbaaMetadata(debug);
    }

    /** The {@code !tbaa} nodes of loads and stores (numbered among the debug nodes under {@code -g}). */
    final TbaaMetadata tbaa;

    /** Records that {@code declare <signature>} is needed for {@code @name} unless the module defines it. */
    void require(String name, String declaration) { externalDecls.putIfAbsent(name, declaration); }

    /** A function's signature in LLVM terms. */
    record Signature(String result, List<String> params, List<Type> paramTypes, boolean varArg) {
        /** {@code i32 (ptr, ...)}: the function type spelled in calls to variadic functions. */
        String functionType() {
            List<String> ps = new ArrayList<>(params);
            if (varArg) ps.add("...");
            return result + " (" + String.join(", ", ps) + ")";
        }
    }

    Signature signature(Operation fn) {
        Attribute a = fn.attr("function_type");
        if (!(a instanceof BuiltinAttrs.TypeAttr ta)) throw new UnsupportedIrException(fn.name() + " without function_type");
        return signature(ta.type());
    }

    Signature signature(Type t) {
        List<String> ps = new ArrayList<>();
        if (t instanceof LLVMTypes.FunctionType ft) {
            for (Type p : ft.params()) ps.add(types.of(p));
            return new Signature(types.of(ft.result()), ps, ft.params(), ft.varArg());
        }
        throw new UnsupportedIrException("function type " + t.print());
    }

    /**
     * LLVM parameter attributes from an MLIR argument-attribute dictionary:
     * {@code {llvm.byval = !llvm.struct<...>, llvm.align = 8}} => {@code byval({ ... }) align 8}.
     */
    String paramAttrs(Attribute dict) {
        if (!(dict instanceof BuiltinAttrs.DictionaryAttr d)) return "";
        List<String> out = new ArrayList<>();
        for (var e : d.entries().entrySet()) {
            String k = e.getKey().startsWith("llvm.") ? e.getKey().substring(5) : e.getKey();
            Attribute v = e.getValue();
            switch (k) {
                case "byval", "sret", "byref", "inalloca", "preallocated", "elementtype" -> {
                    if (v instanceof BuiltinAttrs.TypeAttr ta) out.add(k + "(" + types.of(ta.type()) + ")");
                }
                case "align" -> out.add(k + " " + AttrValues.intValue(v));
                case "dereferenceable", "dereferenceable_or_null", "alignstack" -> out.add(k + "(" + AttrValues.intValue(v) + ")");
                case "noalias", "nonnull", "noundef", "zeroext", "signext", "inreg", "nocapture", "readonly", "writeonly",
                     "readnone", "nest", "returned", "nofree", "swiftself", "immarg" -> out.add(k);
                default -> { /* not meaningful for codegen: dropped */ }
            }
        }
        return String.join(" ", out);
    }

    /** The i-th entry of an {@code arg_attrs}/{@code res_attrs} array, or null. */
    static Attribute nth(Attribute arr, int i) {
        if (arr instanceof BuiltinAttrs.ArrayAttr a && i < a.elements().size()) return a.elements().get(i);
        return null;
    }
}
