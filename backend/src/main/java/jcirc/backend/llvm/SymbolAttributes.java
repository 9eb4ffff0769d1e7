package jcirc.backend.llvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;

import java.util.ArrayList;
import java.util.List;

/**
 * GNU attributes of functions and globals as LLVM IR (docs/backend.md):
 *
 * <pre>
 * passthrough = ["noinline"]                      =>  define i32 @f() noinline { ... }   (also on declarations)
 * passthrough = [["k", "v"]]                      =>  define void @f() "k"="v" { ... }
 * section = "s"                                   =>  define void @f() section "s" { ... }
 * alignment = 256                                 =>  define void @f() align 256 { ... }
 * llvm.visibility = "hidden"                      =>  define hidden void @f() / @g = hidden global i32 5
 * jcirc.aliasee = @t                              =>  @a = alias i32 (), ptr @t
 * jcirc.used                                      =>  @llvm.used = appending global [1 x ptr] [ptr @f], section "llvm.metadata"
 * llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]}
 *     =>  @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @f, ptr null }]
 * </pre>
 */
final class SymbolAttributes {
    private SymbolAttributes() {}

    /** The LLVM function attributes written after the parameter list (with a leading space), or "". */
    static String functionAttributes(Operation fn) { return functionAttributes(fn, ""); }

    /** The same with {@code extra} (TargetAttributes, leading space) after the passthrough ones, before section/align. */
    static String functionAttributes(Operation fn, String extra) {
        StringBuilder sb = new StringBuilder();
        Attribute pt = fn.attr("passthrough");
        if (pt instanceof BuiltinAttrs.ArrayAttr arr)
            for (Attribute a : arr.elements()) {
                if (a instanceof BuiltinAttrs.StringAttr s) sb.append(' ').append(s.value());
                else if (a instanceof BuiltinAttrs.ArrayAttr kv && kv.elements().size() == 2
                        && kv.elements().get(0) instanceof BuiltinAttrs.StringAttr k && kv.elements().get(1) instanceof BuiltinAttrs.StringAttr v)
                    sb.append(" \"").append(k.value()).append("\"=\"").append(v.value()).append('"');
            }
        sb.append(extra);
        Attribute sec = fn.attr("section");
        if (sec instanceof BuiltinAttrs.StringAttr s) sb.append(" section ").append(IrLiterals.cString(IrLiterals.bytesOf(s.value())).substring(1));
        if (fn.attr("alignment") instanceof BuiltinAttrs.IntegerAttr al) sb.append(" align ").append(al.longValue());
        return sb.toString();
    }

    /** {@code hidden } / {@code protected } (with a trailing space) or "". */
    static String visibility(Operation op) {
        if (op.attr(LLVMDialect.VISIBILITY_ATTR) instanceof BuiltinAttrs.StringAttr v && (v.value().equals("hidden") || v.value().equals("protected")))
            return v.value() + " ";
        return "";
    }

    /** Whether calls to this function return twice (setjmp): the call site says so too. */
    static boolean returnsTwice(Operation fn) {
        if (fn == null) return false;
        Attribute pt = fn.attr("passthrough");
        return pt instanceof BuiltinAttrs.ArrayAttr arr && arr.elements().stream()
                .anyMatch(a -> a instanceof BuiltinAttrs.StringAttr s && s.value().equals("returns_twice"));
    }

    /** The alias line of a symbol with {@code jcirc.aliasee}, or null. */
    static String alias(ModuleContext ctx, Operation op) {
        if (!(op.attr("jcirc.aliasee") instanceof BuiltinAttrs.SymbolRefAttr target)) return null;
        String name = ConstantBuilder.symbol(op.attr("sym_name"));
        String valueType = LLVMOps.MlirGlobalOp.isa(op)
                ? ctx.types.of(((BuiltinAttrs.TypeAttr) op.attr("global_type")).type())
                : ctx.signature(op).functionType();
        String linkage = AttrValues.enumCase(op.attr("linkage"), AttrValues.LINKAGES);
        String l = linkage == null || linkage.equals("external") || linkage.equals("extern_weak") ? "" : linkage + " ";
        return IrNames.global(name) + " = " + l + visibility(op) + "alias " + valueType + ", ptr " + IrNames.global(target.root());
    }

    /** {@code @llvm.global_ctors}/{@code @llvm.global_dtors} of an {@code llvm.mlir.global_ctors|dtors} op. */
    static String structors(Operation op) {
        boolean ctors = LLVMOps.MlirGlobalCtorsOp.isa(op);
        List<Attribute> fns = ((BuiltinAttrs.ArrayAttr) op.attr(ctors ? "ctors" : "dtors")).elements();
        List<Attribute> prios = ((BuiltinAttrs.ArrayAttr) op.attr("priorities")).elements();
        List<String> entries = new ArrayList<>();
        for (int i = 0; i < fns.size(); i++)
            entries.add("{ i32, ptr, ptr } { i32 " + ((BuiltinAttrs.IntegerAttr) prios.get(i)).longValue() + ", ptr "
                    + IrNames.global(ConstantBuilder.symbol(fns.get(i))) + ", ptr null }");
        return "@llvm.global_" + (ctors ? "ctors" : "dtors") + " = appending global [" + fns.size() + " x { i32, ptr, ptr }] ["
                + String.join(", ", entries) + "]";
    }

    /** {@code @llvm.used} listing the symbols marked used, or null. */
    static String used(List<String> names) {
        if (names.isEmpty()) return null;
        List<String> ps = new ArrayList<>();
        for (String n : names) ps.add("ptr " + IrNames.global(n));
        return "@llvm.used = appending global [" + names.size() + " x ptr] [" + String.join(", ", ps) + "], section \"llvm.metadata\"";
    }
}
