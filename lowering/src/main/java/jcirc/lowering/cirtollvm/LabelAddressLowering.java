package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.Builder;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Operation;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU labels as values on the direct path (cir-flatten-cfg kept the {@code cir.label} of every
 * address-taken label and gave each {@code cir.indirect_br} its destinations):
 *
 * <pre>
 * %a = cir.blockaddress <@f, "L"> : !cir.ptr<!cir.void>  ->  %a = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
 * cir.label "L"                                             ->  llvm.blocktag <id = 1>
 * cir.indirect_br %a : !cir.ptr<!cir.void>, [^bb1, ^bb2]    ->  llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]
 * #cir.block_address<@f, "L"> in a global initializer        ->  llvm.blockaddress in the initializer region
 * </pre>
 * Tag ids number the function's remaining labels in walk order, from 1.
 */
final class LabelAddressLowering {
    private final LoweringContext cx;
    private final Map<String, Map<String, Long>> tags = new HashMap<>();

    /** The module, for the functions whose labels a global's initializer names before the function is converted. */
    private final Operation module;
    private final java.util.Set<String> numbered = new java.util.HashSet<>();
    private Map<String, Operation> byName;

    LabelAddressLowering(LoweringContext cx, Operation module) {
        this.cx = cx;
        this.module = module;
    }

    /** Numbers the labels of {@code top} (a cir.func) once, before anything of it is converted. */
    void collect(Operation top) {
        if (CirOps.FuncOp.isa(top) && !numbered.contains(CirOpAccess.symbolAttr(top, "sym_name"))) number(top);
    }

    private void number(Operation f) {
        Map<String, Long> m = new HashMap<>();
        f.walkPreOrder(o -> { if (CirOps.LabelOp.isa(o)) m.putIfAbsent(CirOpAccess.symbolAttr(o, "label"), (long) m.size() + 1); });
        String name = CirOpAccess.symbolAttr(f, "sym_name");
        numbered.add(name);
        if (!m.isEmpty()) tags.put(name, m);
    }

    private long tag(Operation at, String fn, String label) {
        if (!numbered.contains(fn)) {
            // a global's initializer names a label of a function not converted yet: number it now (still cir)
            if (byName == null) {
                byName = new HashMap<>();
                for (Operation f : module.region(0).entryBlock().operations())
                    if (CirOps.FuncOp.isa(f)) byName.put(CirOpAccess.symbolAttr(f, "sym_name"), f);
            }
            Operation f = byName.get(fn);
            if (f != null && f.parentBlock() != null && CirOps.FuncOp.isa(f)) number(f);
        }
        Map<String, Long> m = tags.get(fn);
        Long t = m == null ? null : m.get(label);
        if (t == null) throw new PassFailure(at, "label '" + label + "' of @" + fn + " has no block (was the function flattened?)");
        return t;
    }

    void blockAddress(Operation op) {
        cx.at(op);
        cx.replace(op, address(op, CirOpAccess.symbolAttr(op, "func"), CirOpAccess.symbolAttr(op, "label")));
    }

    /** The llvm.blockaddress of a label at the builder's insertion point (also in global initializers). */
    Value address(Operation at, String fn, String label) {
        return LLVMOps.BlockaddressOp.create(cx.b, BuiltinAttrs.sym(fn), BuiltinAttrs.i32(tag(at, fn, label)), LLVMTypes.PTR).res();
    }

    Value address(Operation at, CirAttrs.BlockAddressAttr a) { return address(at, a.function(), a.label()); }

    void label(Operation op) {
        Operation fn = op.ancestor(CirOps.FuncOp.NAME);
        if (fn == null) fn = op.ancestor(FuncOps.FuncOp.NAME);
        if (fn == null) fn = op.ancestor(LLVMOps.FuncOp.NAME);
        long t = tag(op, CirOpAccess.symbolAttr(fn, "sym_name"), CirOpAccess.symbolAttr(op, "label"));
        cx.at(op);
        LLVMOps.BlocktagOp.create(cx.b, BuiltinAttrs.i32(t));
        op.erase();
    }

    void indirectBr(Operation op) {
        if (op.numSuccessors() == 0) throw new PassFailure(op, "cir.indirect_br without destinations: flatten the function first");
        Operation br = LLVMOps.IndirectbrOp.create(Builder.detached(op.location()), new CirOps.IndirectBrOp(op).addr(), op.successors()).op();
        op.parentBlock().insertBefore(op, br);
        op.dropAllReferences();
        op.erase();
    }
}
