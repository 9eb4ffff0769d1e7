package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.func.FuncOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-func-to-llvm}, as MLIR's:
 * <pre>
 *   func.func @f(%a: i32) -> i32 {...}                 →  llvm.func @f(%a: i32) -> i32 {...}
 *   func.func private @g() {llvm.linkage = #llvm.linkage<internal>}   →  llvm.func internal @g()
 *   func.func private @decl(i32)                        →  llvm.func @decl(i32)
 *   %r = func.call @f(%x) : (i32) -> i32                →  %r = llvm.call @f(%x) : (i32) -> i32
 *   %f = func.constant @f : (i32) -> i32                →  %f = llvm.mlir.addressof @f : !llvm.ptr
 *   %r = func.call_indirect %f(%x) : (i32) -> i32       →  %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
 *   func.return %x : i32                                →  llvm.return %x : i32
 * </pre>
 * Linkage: the discardable {@code llvm.linkage}, else {@code internal} for a private definition
 * (jcirc's rule; upstream would make it external), else {@code external}. Other attributes stay, as
 * upstream's: {@code passthrough}, {@code section}, {@code alignment} on the func.func become llvm.func's. Several results
 * are packed into a literal struct ({@code llvm.insertvalue} before the return,
 * {@code llvm.extractvalue} after the call), as upstream.
 */
public final class ConvertFuncToLLVMPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-func-to-llvm";

    @Override public String name() { return NAME; }

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): a function, its calls and returns are rewritten in place (a call names its callee; nothing else is read), so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        List<Operation> ops = collect(module, "func.");
        // constants first: call_indirect's callee then is a pointer
        for (Operation op : ops) if (FuncOps.ConstantOp.isa(op)) constant(op);
        for (Operation op : ops) {
            switch (op.name()) {
                case FuncOps.ConstantOp.NAME -> {}
                case FuncOps.FuncOp.NAME -> func(op);
                case FuncOps.ReturnOp.NAME -> ret(op);
                case FuncOps.CallOp.NAME, FuncOps.CallIndirectOp.NAME -> call(op);
                default -> throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
            }
        }
    }

    private static void func(Operation op) {
        if (!(op.attr("function_type") instanceof BuiltinAttrs.TypeAttr ta) || !(ta.type() instanceof BuiltinTypes.FunctionType ft))
            throw new PassFailure(op, "func.func without a function type");
        boolean isDecl = op.region(0).isEmpty();
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", op.attr("sym_name"));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(llvmFunctionType(ft)));
        attrs.put("linkage", llvmEnum("linkage", linkage(op, isDecl)));
        op.attributes().forEach((k, v) -> {
            switch (k) {
                case "sym_name", "function_type", LLVMDialect.LINKAGE_ATTR, "sym_visibility" -> {}
                case jcirc.dialect.llvm.LLVMEhOps.PERSONALITY_ATTR -> attrs.put("personality", v);   // exceptions
                default -> attrs.put(k, v);
            }
        });
        Operation f = LLVMOps.FuncOp.create(before(op), attrs).op();
        f.region(0).takeBody(op.region(0));
        if (!isDecl) for (Value a : f.region(0).entryBlock().arguments()) a.setType(convert(a.type()));
        op.erase();
    }

    private static String linkage(Operation op, boolean isDecl) {
        String l = op.attr(LLVMDialect.LINKAGE_ATTR) instanceof BuiltinAttrs.EnumAttr e ? e.value() : null;
        if (isDecl) return "extern_weak".equals(l) ? l : "external";
        if (l != null) return l;
        boolean priv = op.attr("sym_visibility") instanceof BuiltinAttrs.StringAttr s && s.value().equals("private");
        return priv ? "internal" : "external";
    }

    // %f = func.constant @f : (i32) -> i32  →  %f = llvm.mlir.addressof @f : !llvm.ptr
    // (a cast of it to !llvm.ptr, as convert-cir-to-llvm takes a function's address, is then
    // ptr-to-ptr and removed, as upstream's reconcile-unrealized-casts does)
    private static void constant(Operation op) {
        Operation a = LLVMOps.MlirAddressofOp.create(before(op), LLVMTypes.PTR, Map.of("global_name", op.attr("value"))).op();
        for (var use : op.result(0).uses()) {
            Operation cast = use.owner();
            if (cast.is(jcirc.dialect.builtin.BuiltinDialect.UNREALIZED_CAST) && cast.numOperands() == 1
                    && cast.numResults() == 1 && cast.result(0).type().equals(LLVMTypes.PTR)) {
                cast.result(0).replaceAllUsesWith(a.result(0));
                cast.erase();
            }
        }
        replaceWith(op, a.result(0));
    }

    // func.return %a, %b : i32, f64  →  %s = llvm.insertvalue ... ; llvm.return %s : !llvm.struct<(i32, f64)>
    private static void ret(Operation op) {
        List<Value> vs = op.operands();
        if (vs.size() <= 1) { replace(op, LLVMOps.ReturnOp.NAME, Map.of()); return; }
        Builder b = before(op);
        List<Type> ts = new ArrayList<>();
        for (Value v : vs) ts.add(v.type());
        Type st = packResults(ts);
        Value agg = LLVMOps.MlirUndefOp.create(b, st).res();
        for (int i = 0; i < vs.size(); i++)
            agg = LLVMOps.InsertvalueOp.create(b, agg, vs.get(i), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of((long) i)), st).res();
        replace(op, LLVMOps.ReturnOp.NAME, List.of(agg), Map.of());
    }

    // func.call @f / func.call_indirect %fp (the callee pointer becomes the first operand, as llvm.call's)
    private static void call(Operation op) {
        Map<String, Attribute> attrs = new LinkedHashMap<>(op.attributes());
        List<Type> results = op.resultTypes();
        if (results.size() <= 1) { replace(op, LLVMOps.CallOp.NAME, attrs); return; }
        Builder b = before(op);
        Type st = packResults(results);
        Operation c = LLVMOps.CallOp.create(b, op.operands(), List.of(st), attrs).op();
        for (int i = 0; i < results.size(); i++) {
            Value e = LLVMOps.ExtractvalueOp.create(b, c.result(0), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of((long) i)), results.get(i)).res();
            op.result(i).replaceAllUsesWith(e);
        }
        op.erase();
    }

}
