package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small builder for test modules in func + cf + arith + llvm form, storing attributes as upstream ODS names them. */
final class IrBuild {
    static final Type I1 = BuiltinTypes.I1, I8 = BuiltinTypes.I8, I32 = BuiltinTypes.I32, I64 = BuiltinTypes.I64;
    static final Type F32 = BuiltinTypes.F32, F64 = BuiltinTypes.F64, F80 = BuiltinTypes.F80;
    static final Type PTR = LLVMTypes.PTR;

    final Operation module = Operation.create("builtin.module", List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
    final Builder b = new Builder();

    IrBuild() {
        module.region(0).addBlock();
        b.setInsertionPointToEnd(module.region(0).entryBlock());
    }

    static Map<String, Attribute> attrs(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return m;
    }

    /** {@code func.func @name(inputs) -> results} with a body; returns the entry block (insertion point moves there). */
    Block func(String name, List<Type> inputs, List<Type> results, Object... extraAttrs) {
        Map<String, Attribute> a = attrs("sym_name", BuiltinAttrs.str(name),
                "function_type", BuiltinAttrs.type(new BuiltinTypes.FunctionType(inputs, results)));
        a.putAll(attrs(extraAttrs));
        b.setInsertionPointToEnd(module.region(0).entryBlock());
        Operation f = b.create("func.func", List.of(), List.of(), a, 1);
        return b.createBlock(f.region(0), inputs);
    }

    /** {@code llvm.func @name(...)} declaration (no body). */
    Operation llvmDecl(String name, Type result, List<Type> params, boolean varArg) {
        b.setInsertionPointToEnd(module.region(0).entryBlock());
        return b.create("llvm.func", List.of(), List.of(), attrs("sym_name", BuiltinAttrs.str(name),
                "function_type", BuiltinAttrs.type(new LLVMTypes.FunctionType(result, params, varArg)),
                "linkage", new EnumAttr("llvm", "linkage", "external")), 1);
    }

    /** {@code llvm.func @name(...)} definition; returns the entry block. */
    Block llvmFunc(String name, Type result, List<Type> params, boolean varArg, String linkage) {
        Operation f = llvmDecl(name, result, params, varArg);
        f.setAttr("linkage", new EnumAttr("llvm", "linkage", linkage));
        return b.createBlock(f.region(0), params);
    }

    /** {@code llvm.mlir.global} with a value attribute (or none), placed before the module's other ops. */
    Operation global(String name, Type type, String linkage, boolean constant, Attribute value, Object... extra) {
        Map<String, Attribute> a = attrs("sym_name", BuiltinAttrs.str(name), "global_type", BuiltinAttrs.type(type),
                "linkage", new EnumAttr("llvm", "linkage", linkage));
        if (constant) a.put("constant", BuiltinAttrs.UNIT);
        if (value != null) a.put("value", value);
        a.putAll(attrs(extra));
        Operation g = Operation.create("llvm.mlir.global", List.of(), List.of(), a, 1, Location.UNKNOWN);
        Block top = module.region(0).entryBlock();
        Operation before = top.first();
        while (before != null && before.is("llvm.mlir.global")) before = before.nextOp();
        top.insertBefore(before, g);
        return g;
    }

    Block block(Block after, List<Type> args) {
        Block nb = new Block(args);
        after.parent().addBlock(nb);
        return nb;
    }

    void at(Block blk) { b.setInsertionPointToEnd(blk); }

    Value op(String name, List<Value> operands, Type result, Object... kv) {
        return b.create(name, operands, List.of(result), attrs(kv)).result(0);
    }

    Operation voidOp(String name, List<Value> operands, Object... kv) {
        return b.create(name, operands, List.of(), attrs(kv));
    }

    Value constI(long v, Type t) { return op("arith.constant", List.of(), t, "value", new BuiltinAttrs.IntegerAttr(v, t)); }
    Value constF(double v, Type t) { return op("arith.constant", List.of(), t, "value", new BuiltinAttrs.FloatAttr(v, t)); }
    Value bin(String name, Value a, Value c) { return op(name, List.of(a, c), a.type()); }
    Value cmpi(String pred, Value a, Value c) { return op("arith.cmpi", List.of(a, c), I1, "predicate", new EnumAttr("arith", "cmpi_predicate", pred)); }
    Value cmpf(String pred, Value a, Value c) { return op("arith.cmpf", List.of(a, c), I1, "predicate", new EnumAttr("arith", "cmpf_predicate", pred)); }
    Value addressof(String g) { return op("llvm.mlir.addressof", List.of(), PTR, "global_name", BuiltinAttrs.sym(g)); }

    void ret(Value... vs) { voidOp("func.return", List.of(vs)); }

    void br(Block dest, Value... args) { b.create("cf.br", List.of(args), List.of(), Map.of(), 0, List.of(dest)); }

    void condBr(Value c, Block t, List<Value> targs, Block f, List<Value> fargs) {
        List<Value> ops = new java.util.ArrayList<>();
        ops.add(c);
        ops.addAll(targs);
        ops.addAll(fargs);
        b.create("cf.cond_br", ops, List.of(), attrs(jcirc.ir.OpDef.SEGMENTS_ATTR,
                new BuiltinAttrs.DenseArrayAttr(I32, List.of(1L, (long) targs.size(), (long) fargs.size()))), 0, List.of(t, f));
    }

    /** {@code printf(fmt, args...)} through {@code llvm.call} with {@code var_callee_type}. */
    Value printf(String fmtGlobal, Value... args) {
        List<Value> ops = new java.util.ArrayList<>();
        ops.add(addressof(fmtGlobal));
        ops.addAll(List.of(args));
        return op("llvm.call", ops, I32, "callee", BuiltinAttrs.sym("printf"),
                "var_callee_type", BuiltinAttrs.type(new LLVMTypes.FunctionType(I32, List.of(PTR), true)));
    }

    /** A NUL-terminated C string global {@code [n x i8]}. */
    void cstring(String name, String text) {
        global(name, new LLVMTypes.ArrayType(I8, text.length() + 1), "private", true, BuiltinAttrs.str(text + "\0"));
    }
}
