package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Patterns for cir.func, cir.return and cir.call. */
final class FunctionLowering {
    private final LoweringContext cx;

    FunctionLowering(LoweringContext cx) { this.cx = cx; }

    // cir.func @f(%a: !s32i) -> !s32i {...}          → func.func @f(%a: i32) -> i32 {...}
    // cir.func internal @g() {...}                   → func.func private @g() attributes {llvm.linkage = #llvm.linkage<internal>}
    // cir.func @decl(!s32i)                          → func.func private @decl(i32)
    // cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i → llvm.func @printf(!llvm.ptr, ...) -> i32
    // (a variadic definition: an llvm.func shell and a func.func body, see variadic below;
    // constructors, destructors and aliases: llvm.func)
    void func(Operation op) {
        String name = CirOpAccess.symbolAttr(op, "sym_name");
        CirTypes.FuncType ft = (CirTypes.FuncType) CirOpAccess.typeAttr(op, "function_type");
        if (name == null || ft == null) throw new PassFailure(op, "cir.func needs sym_name and a !cir.func function_type");
        String linkage = CirOpAccess.enumValue(op, "linkage");
        if (linkage == null) linkage = "external";
        boolean isDecl = op.region(0).isEmpty();
        if (ft.varArg() && !isDecl) { variadic(op, name, ft, linkage); return; }
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(name));
        String newName;
        if (cx.llvmFunctions.contains(name)) {
            newName = LLVMOps.FuncOp.NAME;
            attrs.put("function_type", new BuiltinAttrs.TypeAttr(cx.types.toLLVMFunctionType(ft)));
            attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", isDecl && !linkage.equals("extern_weak") ? "external" : linkage));
        } else {
            newName = FuncOps.FuncOp.NAME;
            attrs.put("function_type", new BuiltinAttrs.TypeAttr(cx.types.toFunctionType(ft)));
            boolean local = linkage.equals("internal") || linkage.equals("private");
            if (isDecl || local) attrs.put("sym_visibility", new BuiltinAttrs.StringAttr("private"));
            if ((!isDecl || linkage.equals("extern_weak")) && !linkage.equals("external"))
                attrs.put(LLVMDialect.LINKAGE_ATTR, new BuiltinAttrs.EnumAttr("llvm", "linkage", linkage));
        }
        // ABI (docs/abi.md): {llvm.byval = T, llvm.sret = T, llvm.align = N} argument attributes, T converted
        if (op.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr argAttrs) attrs.put("arg_attrs", convertArgAttrs(argAttrs));
        // a definition extends its char/short/_Bool result (ArgExtension)
        Attribute resExt = isDecl ? null : ArgExtension.resultAttrs(List.of(ft.returnType()));
        if (resExt != null && !attrs.containsKey("res_attrs")) attrs.put("res_attrs", resExt);
        cx.attributes.function(op, attrs);
        if (!isDecl && hasLandingPad(op))   // exceptions: the personality of the landing pads (EhLowering)
            attrs.put(newName.equals(LLVMOps.FuncOp.NAME) ? "personality" : jcirc.dialect.llvm.LLVMEhOps.PERSONALITY_ATTR,
                    new BuiltinAttrs.SymbolRefAttr("__gxx_personality_v0"));
        Operation f = Operation.create(newName, List.of(), List.of(), attrs, 1, op.location());
        f.region(0).takeBody(op.region(0));
        cx.at(op);
        cx.b.insert(f);
        op.erase();
    }

    /*
     * A variadic definition is split so that its body, like every other function's, is a func.func
     * (upstream's convert-func-to-llvm converts the block signatures of func.func bodies, which the
     * cf-to-llvm patterns need: an llvm.func body with index block arguments, as scf.for's, is left
     * with cf ops):
     *
     *   cir.func @f(%n: !s32i, ...) -> !s32i { ... cir.va_start %ap ... }
     *     → llvm.func @f(%n: i32, ...) -> i32 {                       // the shell: linkage, attributes
     *         %ap = llvm.alloca %c1 x !llvm.array<1 x struct<(i32, i32, ptr, ptr)>>
     *         llvm.intr.vastart %ap : !llvm.ptr
     *         %r = func.call @f.vabody(%n, %ap) : (i32, !llvm.ptr) -> i32
     *         llvm.intr.vaend %ap : !llvm.ptr
     *         llvm.return %r : i32
     *       }
     *       func.func private @f.vabody(%n: i32, %va: !llvm.ptr) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
     *         ... llvm.intr.vacopy %va to %ap ...                       // each va_start (VarArgLowering.start)
     *       }
     * Byval/sret arguments keep their attributes on the shell; the body receives the shell's pointers.
     */
    private void variadic(Operation op, String name, CirTypes.FuncType ft, String linkage) {
        String bodyName = name + ".vabody";
        BuiltinTypes.FunctionType plain = cx.types.toFunctionType(ft);
        List<Type> bodyInputs = new ArrayList<>(plain.inputs());
        bodyInputs.add(LLVMTypes.PTR);
        Map<String, Attribute> bodyAttrs = new LinkedHashMap<>();
        bodyAttrs.put("sym_name", new BuiltinAttrs.StringAttr(bodyName));
        bodyAttrs.put("function_type", new BuiltinAttrs.TypeAttr(new BuiltinTypes.FunctionType(bodyInputs, plain.results())));
        bodyAttrs.put("sym_visibility", new BuiltinAttrs.StringAttr("private"));
        bodyAttrs.put(LLVMDialect.LINKAGE_ATTR, new BuiltinAttrs.EnumAttr("llvm", "linkage", "internal"));
        if (hasLandingPad(op))   // exceptions: the body holds the landing pads (a variadic function with EH cleanups)
            bodyAttrs.put(jcirc.dialect.llvm.LLVMEhOps.PERSONALITY_ATTR, new BuiltinAttrs.SymbolRefAttr("__gxx_personality_v0"));
        Operation body = FuncOps.FuncOp.create(Builder.detached(op.location()), bodyAttrs).op();
        body.region(0).takeBody(op.region(0));
        Value incoming = body.region(0).entryBlock().addArgument(LLVMTypes.PTR);
        cx.variadicBodies.put(body, incoming);

        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(name));
        attrs.put("function_type", new BuiltinAttrs.TypeAttr(cx.types.toLLVMFunctionType(ft)));
        attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", linkage));
        if (op.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr argAttrs) attrs.put("arg_attrs", convertArgAttrs(argAttrs));
        cx.attributes.function(op, attrs);
        Operation shell = LLVMOps.FuncOp.create(Builder.detached(op.location()), attrs).op();
        Block entry = new Block();
        shell.region(0).addBlock(entry);
        List<Value> args = new ArrayList<>();
        for (Type t : plain.inputs()) args.add(entry.addArgument(t));
        cx.at(op);
        cx.b.insert(shell);
        cx.b.insert(body);
        cx.b.setInsertionPointToEnd(entry);
        Type vaList = new LLVMTypes.ArrayType(new LLVMTypes.StructType(List.of(BuiltinTypes.I32, BuiltinTypes.I32, LLVMTypes.PTR, LLVMTypes.PTR), false), 1);
        Value ap = LLVMOps.AllocaOp.create(cx.b, cx.intConst(1, 64), new BuiltinAttrs.TypeAttr(vaList), BuiltinAttrs.i64(16), LLVMTypes.PTR).res();
        LLVMOps.IntrVastartOp.create(cx.b, ap);
        args.add(ap);
        Operation call = FuncOps.CallOp.create(cx.b, new BuiltinAttrs.SymbolRefAttr(bodyName), args, plain.results()).op();
        LLVMOps.IntrVaendOp.create(cx.b, ap);
        LLVMOps.ReturnOp.create(cx.b, call.numResults() == 0 ? null : call.result(0));
        op.erase();
    }

    // cir.return %x : !s32i → func.return %x : i32 (llvm.return inside an llvm.func)
    void ret(Operation op) {
        Operation fn = LoweringContext.enclosingFunction(op);
        String name = fn != null && LLVMOps.FuncOp.isa(fn) ? LLVMOps.ReturnOp.NAME : FuncOps.ReturnOp.NAME;
        cx.at(op);
        cx.createOp(name, op.operands(), List.of(), Map.of());
        op.erase();
    }

    // %r = cir.call @f(%a) : (!s32i) -> !s32i  → %r = func.call @f(%a) : (i32) -> i32
    // calls of variadic functions               → llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : ...
    // indirect calls (callee operand)           → llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
    void call(Operation op) {
        String callee = CirOpAccess.symbolAttr(op, "callee");
        List<Type> results = new ArrayList<>();
        for (OpResult r : op.results()) results.add(cx.convert(cx.cirType(r)));
        cx.at(op);
        Operation c;
        if (callee == null) {
            c = LLVMOps.CallOp.create(cx.b, op.operands(), results, withArgAttrs(op, new LinkedHashMap<>())).op();
        } else if (cx.llvmFunctions.contains(callee)) {
            Map<String, Attribute> attrs = new LinkedHashMap<>();
            attrs.put("callee", new BuiltinAttrs.SymbolRefAttr(callee));
            CirTypes.FuncType ft = cx.functions.get(callee);
            if (ft != null && ft.varArg()) attrs.put("var_callee_type", new BuiltinAttrs.TypeAttr(cx.types.toLLVMFunctionType(ft)));
            c = LLVMOps.CallOp.create(cx.b, op.operands(), results, withArgAttrs(op, attrs)).op();
        } else {
            Map<String, Attribute> attrs = new LinkedHashMap<>();
            attrs.put("callee", new BuiltinAttrs.SymbolRefAttr(callee));
            c = FuncOps.CallOp.create(cx.b, op.operands(), results, withArgAttrs(op, attrs)).op();
        }
        cx.replace(op, c.results());
    }

    private static boolean hasLandingPad(Operation fn) {
        boolean[] found = {false};
        fn.walk(o -> { if (jcirc.dialect.cir.CirEhOps.EhLandingpadOp.isa(o)) found[0] = true; });
        return found[0];
    }

    // %r = cir.try_call @f(%a) ^next, ^lpad : (!s32i) -> !s32i
    //   → %r = "llvm.invoke"(%a)[^next, ^lpad] <{callee = @f, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
    // (the callees of invokes are llvm.func: ConvertCirToLLVMPass.collectSymbols)
    void tryCall(Operation op) {
        String callee = CirOpAccess.symbolAttr(op, "callee");
        List<Type> results = new ArrayList<>();
        for (OpResult r : op.results()) results.add(cx.convert(cx.cirType(r)));
        cx.at(op);
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        if (callee != null) {
            attrs.put("callee", new BuiltinAttrs.SymbolRefAttr(callee));
            CirTypes.FuncType ft = cx.functions.get(callee);
            if (ft != null && ft.varArg()) attrs.put("var_callee_type", new BuiltinAttrs.TypeAttr(cx.types.toLLVMFunctionType(ft)));
        }
        attrs = withArgAttrs(op, attrs);
        Operation inv = jcirc.dialect.llvm.LLVMEhOps.InvokeOp.create(cx.b, op.operands(), List.of(), List.of(), results, op.successor(0), op.successor(1), attrs).op();
        cx.replace(op, inv.results());
    }

    // ABI (docs/abi.md): a call's byval/sret argument attributes (one dictionary per argument, the
    // callee pointer of an indirect call excluded) stay on the call as arg_attrs, types converted:
    //   cir.call @f(%p) {arg_attrs = [{llvm.align = 8 : i64, llvm.byval = !ty_S}]}
    //     → func.call @f(%p) {arg_attrs = [{llvm.align = 8 : i64, llvm.byval = !llvm.struct<(...)>}]}
    private Map<String, Attribute> withArgAttrs(Operation call, Map<String, Attribute> attrs) {
        if (call.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr a) attrs.put("arg_attrs", convertArgAttrs(a));
        // the caller extends char/short/_Bool arguments (ArgExtension); an indirect call's first operand is the callee
        int first = attrs.containsKey("callee") ? 0 : 1;
        List<Type> argTypes = new ArrayList<>();
        for (int i = first; i < call.numOperands(); i++) argTypes.add(cx.operandType(call, i));
        Attribute ext = ArgExtension.withExtensions(attrs.get("arg_attrs"), argTypes);
        if (ext != null) attrs.put("arg_attrs", ext);
        return attrs;
    }

    /** Converts the cir types inside argument attribute dictionaries ({@code llvm.byval = !ty_S}) to the memory types they describe. */
    private Attribute convertArgAttrs(BuiltinAttrs.ArrayAttr argAttrs) {
        List<Attribute> out = new ArrayList<>();
        for (Attribute a : argAttrs.elements()) {
            if (!(a instanceof BuiltinAttrs.DictionaryAttr d)) { out.add(a); continue; }
            Map<String, Attribute> m = new LinkedHashMap<>();
            d.entries().forEach((k, v) -> m.put(k, v instanceof BuiltinAttrs.TypeAttr t ? new BuiltinAttrs.TypeAttr(cx.types.memoryType(t.type())) : v));
            out.add(new BuiltinAttrs.DictionaryAttr(m));
        }
        return new BuiltinAttrs.ArrayAttr(out);
    }
}
