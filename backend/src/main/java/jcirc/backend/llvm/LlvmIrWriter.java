package jcirc.backend.llvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Translates a module in the llvm dialect — as {@code mlir-translate --mlir-to-llvmir} does; arith,
 * cf, func and math reach it through the {@code convert-*-to-llvm} passes — into LLVM IR text with
 * opaque pointers for {@code x86_64-unknown-linux-gnu}. The text is accepted by LLVM 14
 * ({@code llc -opaque-pointers}) and by newer LLVMs. Any op outside the llvm dialect (and
 * {@code builtin.module}) is an {@link UnsupportedIrException}.
 *
 * <pre>
 * llvm.func @main() -> i32 {                         define i32 @main() {
 *   %c = llvm.mlir.constant(42 : i32) : i32   =>   bb0:
 *   llvm.return %c : i32                             ret i32 42
 * }                                                }
 * </pre>
 */
public final class LlvmIrWriter {
    public static final String TRIPLE = "x86_64-unknown-linux-gnu";
    public static final String DATALAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

    /**
     * Output options: {@code locationComments} appends {@code ; file:line:col} to instructions with a
     * known location; {@code llvmVersion} is the major version of the LLVM that will read the text
     * (intrinsics renamed since 14 — {@code llvm.stacksave.p0} from 18, {@code llvm.va_start.p0} from 19 —
     * are spelled for it; older spellings are still auto-upgraded by newer LLVMs); {@code debugInfo}
     * (from {@link DebugInfo#collect}, null for none) asks for DWARF metadata ({@code -g}).
     */
    public record Options(boolean locationComments, String sourceFileName, int llvmVersion, DebugInfo debugInfo) {
        public static final Options DEFAULT = new Options(false, null, 14);

        public Options(boolean locationComments, String sourceFileName, int llvmVersion) {
            this(locationComments, sourceFileName, llvmVersion, null);
        }
    }

    private LlvmIrWriter() {}

    public static String write(Operation module) { return write(module, Options.DEFAULT); }

    public static String write(Operation module, Options options) {
        ModuleContext ctx = new ModuleContext(options);
        ctx.definitionAttributes = TargetAttributes.forDefinitions(module);
        Block body = module.region(0).entryBlock();
        StringBuilder globals = new StringBuilder(), functions = new StringBuilder(), aliases = new StringBuilder();
        java.util.List<String> used = new java.util.ArrayList<>();
        if (body != null) {
            for (Operation op : body.operations())
                if (LLVMOps.FuncOp.isa(op)) ctx.functions.put(ConstantBuilder.symbol(op.attr("sym_name")), op);
            for (Operation op : body.operations()) {
                if (op.hasAttr("jcirc.used")) used.add(ConstantBuilder.symbol(op.attr("sym_name")));
                String alias = SymbolAttributes.alias(ctx, op);
                if (alias != null) {
                    // int g(void) __attribute__((alias("f"))): no body or initializer of its own
                    aliases.append(alias).append('\n');
                    ctx.functions.remove(ConstantBuilder.symbol(op.attr("sym_name")));
                    ctx.aliases.add(ConstantBuilder.symbol(op.attr("sym_name")));
                    continue;
                }
                switch (op.view()) {
                    case LLVMOps.MlirGlobalOp g -> writeGlobal(ctx, op, globals);
                    case LLVMOps.FuncOp f -> {
                        if (!functions.isEmpty()) functions.append('\n');
                        new FunctionWriter(ctx, op, functions).write();
                    }
                    case LLVMOps.MlirGlobalCtorsOp c -> globals.append(SymbolAttributes.structors(op)).append('\n');
                    case LLVMOps.MlirGlobalDtorsOp d -> globals.append(SymbolAttributes.structors(op)).append('\n');
                    default -> {
                        if (op.name().equals(LLVMDialect.COMDAT_ATTR))
                            throw new UnsupportedIrException("module-level op " + op.name());
                        if (!op.inDialect("llvm"))
                            throw new UnsupportedIrException("module-level op " + op.name()
                                    + ": the LLVM IR writer translates only the llvm dialect (run convert-" + op.dialect() + "-to-llvm first)");
                    }
                }
            }
        }
        StringBuilder out = new StringBuilder();
        String src = options.sourceFileName() == null ? "jcirc" : options.sourceFileName();
        out.append("; ModuleID = '").append(src).append("'\n");
        out.append("source_filename = ").append(IrLiterals.cString(IrLiterals.bytesOf(src)).substring(1)).append('\n');
        out.append("target datalayout = \"").append(DATALAYOUT).append("\"\n");
        out.append("target triple = \"").append(TRIPLE).append("\"\n");
        // asm("...") at file scope: module asm "line"
        if (module.attr(LLVMDialect.MODULE_ASM_ATTR) instanceof BuiltinAttrs.ArrayAttr lines) {
            out.append('\n');
            for (Attribute l : lines.elements())
                if (l instanceof BuiltinAttrs.StringAttr s) out.append("module asm ").append(IrLiterals.cString(IrLiterals.bytesOf(s.value())).substring(1)).append('\n');
        }
        if (!ctx.types.namedStructs().isEmpty()) {
            out.append('\n');
            for (var e : ctx.types.namedStructs().entrySet())
                out.append('%').append(IrNames.ident(e.getKey())).append(" = type ").append(e.getValue()).append('\n');
        }
        String usedLine = SymbolAttributes.used(used);
        if (usedLine != null) globals.append(usedLine).append('\n');
        if (!globals.isEmpty()) out.append('\n').append(globals);
        if (!aliases.isEmpty()) out.append('\n').append(aliases);
        if (!functions.isEmpty()) out.append('\n').append(functions);
        boolean first = true;
        for (var e : ctx.externalDecls.entrySet()) {
            if (ctx.functions.containsKey(e.getKey()) || ctx.aliases.contains(e.getKey())) continue;
            if (first) { out.append('\n'); first = false; }
            out.append(e.getValue()).append('\n');
        }
        if (ctx.debug != null) ctx.debug.write(out);
        else ctx.tbaa.write(out);
        return out.toString();
    }

    private static final java.util.List<String> UNNAMED_ADDR = java.util.List.of("", "local_unnamed_addr", "unnamed_addr");
    private static final java.util.List<String> VISIBILITY = java.util.List.of("", "hidden", "protected");

    /**
     * {@code llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>}
     * => {@code @s = internal constant [3 x i8] c"hi\00"}; initializer regions are folded into
     * constants / constant expressions; a global without initializer and external linkage is a declaration.
     */
    private static void writeGlobal(ModuleContext ctx, Operation op, StringBuilder out) {
        String name = ConstantBuilder.symbol(op.attr("sym_name"));
        Type type = ((BuiltinAttrs.TypeAttr) op.attr("global_type")).type();
        String linkage = AttrValues.enumCase(op.attr("linkage"), AttrValues.LINKAGES);
        if (linkage == null) linkage = "external";
        ConstValue init = null;
        Attribute value = op.attr("value");
        if (value != null) init = ctx.constants.fromAttr(value, type);
        else if (op.numRegions() > 0 && !op.region(0).isEmpty()) init = evaluateInitializer(ctx, op.region(0).entryBlock());
        StringBuilder sb = new StringBuilder(IrNames.global(name)).append(" = ");
        if (init == null) {
            if (linkage.equals("external") || linkage.equals("extern_weak")) sb.append(linkage).append(' ');
            else { sb.append(linkage).append(' '); init = ctx.constants.zero(type); }
        } else if (!linkage.equals("external")) sb.append(linkage).append(' ');
        String vis = AttrValues.enumCase(op.attr("visibility_"), VISIBILITY);
        if (vis != null && !vis.isEmpty() && !vis.equals("default")) sb.append(vis).append(' ');
        else sb.append(SymbolAttributes.visibility(op));
        if (AttrValues.flag(op, "thread_local_"))
            sb.append(op.attr(LLVMDialect.TLS_MODEL_ATTR) instanceof BuiltinAttrs.StringAttr m ? "thread_local(" + m.value() + ") " : "thread_local ");
        String ua = AttrValues.enumCase(op.attr("unnamed_addr"), UNNAMED_ADDR);
        if (ua != null && !ua.isEmpty() && !ua.equals("none")) sb.append(ua).append(' ');
        long as = AttrValues.intAttr(op, "addr_space", 0);
        if (as != 0) sb.append("addrspace(").append(as).append(") ");
        sb.append(AttrValues.flag(op, "constant") ? "constant " : "global ").append(ctx.types.of(type));
        if (init != null) sb.append(' ').append(init.text());
        if (op.attr("section") instanceof BuiltinAttrs.StringAttr sec)
            sb.append(", section ").append(IrLiterals.cString(IrLiterals.bytesOf(sec.value())).substring(1));
        long align = AttrValues.intAttr(op, "alignment", 0);
        if (align > 0) sb.append(", align ").append(align);
        out.append(sb).append('\n');
    }

    /** Folds an initializer region (constants, addressof, insertvalue, gep, casts, integer ops) ending in {@code llvm.return}. */
    private static ConstValue evaluateInitializer(ModuleContext ctx, Block block) {
        Map<Value, ConstValue> values = new IdentityHashMap<>();
        for (Operation op : block.operations()) {
            if (LLVMOps.ReturnOp.isa(op)) return values.get(new LLVMOps.ReturnOp(op).arg());
            ConstValue c = ctx.constants.fold(op, v -> {
                ConstValue r = values.get(v);
                if (r == null) throw new UnsupportedIrException("non-constant value in a global initializer");
                return r;
            });
            values.put(op.result(0), c);
        }
        throw new UnsupportedIrException("global initializer region without llvm.return");
    }
}
