package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.lowering.types.CirOpAccess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * GNU attributes of {@code cir.func} / {@code cir.global} (docs/cir-dialect.md, "GNU attributes") on the
 * lowered symbols. {@code llvm.func} and {@code llvm.mlir.global} take MLIR's own names where MLIR 19 has
 * them; {@code func.func} carries {@code passthrough}, {@code section} and {@code alignment} under llvm.func's
 * names, which MLIR 19's {@code convert-func-to-llvm} copies onto the llvm.func (so -mavx2's target features,
 * {@code always_inline}, sections and {@code aligned(N)} survive the mlir-opt/mlir-translate path), and the rest
 * as discardable {@code llvm.*} attributes (as {@code llvm.linkage}):
 *
 * <pre>
 * passthrough = ["noinline"]     ->  llvm.func / func.func: passthrough = [...]
 * section = "s"                  ->  llvm.func / llvm.mlir.global / func.func: section = "s"
 * alignment = 256 : i64          ->  llvm.func / func.func: alignment = 256 : i64
 * global_visibility = "hidden"   ->  llvm.visibility = "hidden"
 * aliasee = @f                   ->  jcirc.aliasee = @f (MLIR 19 has no llvm.mlir.alias; the LLVM IR writer emits an alias)
 * used                           ->  jcirc.used (the LLVM IR writer lists it in @llvm.used)
 * global_ctor = 101 : i32        ->  llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]} (the function is an llvm.func)
 * global_dtor = N : i32          ->  llvm.mlir.global_dtors {dtors = [@f], priorities = [N : i32]}
 * </pre>
 */
final class AttributeLowering {
    private final List<Attribute> ctors = new ArrayList<>(), ctorPrios = new ArrayList<>();
    private final List<Attribute> dtors = new ArrayList<>(), dtorPrios = new ArrayList<>();

    /** Functions that must become llvm.func: constructors and destructors (named by llvm.mlir.global_ctors) and aliases. */
    static boolean needsLlvmFunc(Operation cirFunc) {
        return cirFunc.hasAttr("global_ctor") || cirFunc.hasAttr("global_dtor") || cirFunc.hasAttr("aliasee");
    }

    /** The attributes of the function that replaces {@code cirFunc}. */
    void function(Operation cirFunc, Map<String, Attribute> attrs) {
        String name = CirOpAccess.symbolAttr(cirFunc, "sym_name");
        if (cirFunc.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr pt) attrs.put("passthrough", pt);
        if (cirFunc.hasAttr("coroutine")) {
            // C++20: split by opt's coroutine passes (CoroutineIntrinsics, docs/coroutines.md)
            List<Attribute> pt = new java.util.ArrayList<>(attrs.get("passthrough") instanceof BuiltinAttrs.ArrayAttr a ? a.elements() : List.of());
            pt.add(new BuiltinAttrs.StringAttr("presplitcoroutine"));
            attrs.put("passthrough", new BuiltinAttrs.ArrayAttr(pt));
        }
        if (cirFunc.attr("section") instanceof BuiltinAttrs.StringAttr s) attrs.put("section", s);
        if (cirFunc.attr("alignment") instanceof BuiltinAttrs.IntegerAttr al) attrs.put("alignment", al);
        common(cirFunc, attrs);
        if (cirFunc.attr("global_ctor") instanceof BuiltinAttrs.IntegerAttr p) { ctors.add(BuiltinAttrs.sym(name)); ctorPrios.add(BuiltinAttrs.i32(p.longValue())); }
        if (cirFunc.attr("global_dtor") instanceof BuiltinAttrs.IntegerAttr p) { dtors.add(BuiltinAttrs.sym(name)); dtorPrios.add(BuiltinAttrs.i32(p.longValue())); }
    }

    /** The attributes of the llvm.mlir.global that replaces {@code cirGlobal}. */
    void global(Operation cirGlobal, Map<String, Attribute> attrs) {
        if (cirGlobal.attr("section") instanceof BuiltinAttrs.StringAttr s) attrs.put("section", s);
        common(cirGlobal, attrs);
    }

    private static void common(Operation op, Map<String, Attribute> attrs) {
        if (op.attr("global_visibility") instanceof BuiltinAttrs.StringAttr v) attrs.put(LLVMDialect.VISIBILITY_ATTR, v);
        if (op.attr("aliasee") instanceof BuiltinAttrs.SymbolRefAttr a) {
            attrs.put("jcirc.aliasee", a);
            // a function alias's own linkage (C++'s linkonce_odr C2 alias of C1): llvm.func declarations are external
            if (CirOps.FuncOp.isa(op) && op.attr("linkage") instanceof BuiltinAttrs.EnumAttr l && !l.value().equals("external"))
                attrs.put("jcirc.alias_linkage", BuiltinAttrs.str(l.value()));
        }
        if (op.hasAttr("used")) attrs.put("jcirc.used", BuiltinAttrs.UNIT);
    }

    /** Appends llvm.mlir.global_ctors / global_dtors to the module when some function asked for them. */
    void finish(Operation module) {
        Block body = module.region(0).entryBlock();
        if (!ctors.isEmpty()) body.append(LLVMOps.MlirGlobalCtorsOp.create(Builder.detached(Location.UNKNOWN),
                new BuiltinAttrs.ArrayAttr(ctors), new BuiltinAttrs.ArrayAttr(ctorPrios)).op());
        if (!dtors.isEmpty()) body.append(LLVMOps.MlirGlobalDtorsOp.create(Builder.detached(Location.UNKNOWN),
                new BuiltinAttrs.ArrayAttr(dtors), new BuiltinAttrs.ArrayAttr(dtorPrios)).op());
    }
}
