package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.dialect.func.UpstreamSample;
import jcirc.ir.*;

import java.util.*;

import static jcirc.ir.BuiltinTypes.*;
import static jcirc.ir.BuiltinAttrs.UNIT;
import static jcirc.ir.BuiltinAttrs.i32;
import static jcirc.ir.BuiltinAttrs.i64;

/** A module with every llvm op of the C subset (test fixture). */
final class LLVMSample {
    private LLVMSample() {}

    static final LLVMTypes.PointerType PTR = LLVMTypes.PTR;

    static Map<String, Attribute> attrs(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return m;
    }

    static EnumAttr linkage(String l) { return new EnumAttr("llvm", "linkage", l); }

    static Operation func(Builder b, String name, String linkage, LLVMTypes.FunctionType t, boolean body) {
        Operation f = b.create(LLVMDialect.FUNC, List.of(), List.of(), attrs("sym_name", new StringAttr(name),
                "function_type", new TypeAttr(t), "linkage", linkage(linkage)), 1);
        if (body) f.region(0).addBlock(new Block(t.params()));
        return f;
    }

    static Operation module() {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        b.create(LLVMDialect.GLOBAL, List.of(), List.of(), attrs("sym_name", new StringAttr("s"), "linkage", linkage("internal"),
                "constant", UNIT, "global_type", new TypeAttr(new LLVMTypes.ArrayType(I8, 4)), "value", new StringAttr("abc\0"),
                "addr_space", i32(0)), 1);
        b.create(LLVMDialect.GLOBAL, List.of(), List.of(), attrs("sym_name", new StringAttr("g"), "linkage", linkage("external"),
                "global_type", new TypeAttr(I32), "value", i32(0), "alignment", i64(4), "addr_space", i32(0)), 1);
        LLVMTypes.ArrayType arr = new LLVMTypes.ArrayType(I32, 2);
        Operation h = b.create(LLVMDialect.GLOBAL, List.of(), List.of(), attrs("sym_name", new StringAttr("h"), "linkage", linkage("private"),
                "global_type", new TypeAttr(arr), "addr_space", i32(0)), 1);
        b.buildRegion(h.region(0), List.of(), a -> {
            Value u = b.createValue("llvm.mlir.undef", List.of(), arr, Map.of());
            b.create(LLVMDialect.RETURN, List.of(u), List.of(), Map.of());
        });
        LLVMTypes.FunctionType printfT = new LLVMTypes.FunctionType(I32, List.of(PTR), true);
        func(b, "printf", "external", printfT, false);
        LLVMTypes.FunctionType fT = new LLVMTypes.FunctionType(I32, List.of(I32, PTR), false);
        Operation f = func(b, "f", "external", fT, true);
        Block entry = f.region(0).entryBlock();
        Block bb1 = f.region(0).addBlock(new Block());
        Block bb2 = f.region(0).addBlock(new Block(List.of(I32)));
        Builder fb = new Builder(entry);
        Value a = entry.argument(0), q = entry.argument(1);
        Value n = fb.createValue(LLVMDialect.CONSTANT, List.of(), I64, Map.of("value", i64(1)));
        Value p = fb.createValue(LLVMDialect.ALLOCA, List.of(n), PTR, attrs("alignment", i64(4), "elem_type", new TypeAttr(I32)));
        fb.create(LLVMDialect.STORE, List.of(a, p), List.of(), attrs("alignment", i64(4)));
        fb.create(LLVMDialect.STORE, List.of(a, p), List.of(), attrs("alignment", i64(4), "volatile_", UNIT));
        Value v = fb.createValue(LLVMDialect.LOAD, List.of(p), I32, attrs("alignment", i64(4)));
        fb.createValue(LLVMDialect.LOAD, List.of(p), I32, attrs("volatile_", UNIT));
        fb.createValue(LLVMDialect.GEP, List.of(p, n), PTR, attrs("rawConstantIndices", new DenseArrayAttr(I32, List.of(LLVMDialect.DYNAMIC_INDEX)),
                "elem_type", new TypeAttr(I32)));
        LLVMTypes.StructType st = new LLVMTypes.StructType(List.of(I32, F64), false);
        fb.createValue(LLVMDialect.GEP, List.of(p), PTR, attrs("rawConstantIndices", new DenseArrayAttr(I32, List.of(0L, 1L)),
                "elem_type", new TypeAttr(st), "inbounds", UNIT));
        Value s = fb.createValue(LLVMDialect.ADDRESSOF, List.of(), PTR, attrs("global_name", new SymbolRefAttr("s")));
        fb.createValue("llvm.mlir.zero", List.of(), PTR, Map.of());
        fb.createValue("llvm.mlir.undef", List.of(), I32, Map.of());
        fb.create(LLVMDialect.CALL, List.of(s, a), List.of(I32), attrs("callee", new SymbolRefAttr("printf"),
                "var_callee_type", new TypeAttr(printfT)));
        Value fp = fb.createValue(LLVMDialect.ADDRESSOF, List.of(), PTR, attrs("global_name", new SymbolRefAttr("f")));
        fb.create(LLVMDialect.CALL, List.of(fp, a, q), List.of(I32), Map.of());
        fb.create(LLVMDialect.CALL, List.of(a, q), List.of(I32), attrs("callee", new SymbolRefAttr("f")));
        Value pi = fb.createValue("llvm.ptrtoint", List.of(p), I64, Map.of());
        fb.createValue("llvm.inttoptr", List.of(pi), PTR, Map.of());
        Value bc = fb.createValue("llvm.bitcast", List.of(a), F32, Map.of());
        Value c = fb.createValue("llvm.icmp", List.of(a, a), I1, attrs("predicate", new EnumAttr("llvm", "ICmpPredicate", "slt")));
        fb.createValue("llvm.fcmp", List.of(bc, bc), I1, attrs("predicate", new EnumAttr("llvm", "FCmpPredicate", "olt")));
        fb.createValue("llvm.select", List.of(c, a, a), I32, Map.of());
        Value se = fb.createValue("llvm.sext", List.of(a), I64, Map.of());
        fb.createValue("llvm.zext", List.of(a), I64, Map.of());
        fb.createValue("llvm.trunc", List.of(se), I8, Map.of());
        Value sf = fb.createValue("llvm.sitofp", List.of(a), F64, Map.of());
        fb.createValue("llvm.fptosi", List.of(sf), I32, Map.of());
        Value u = fb.createValue("llvm.mlir.undef", List.of(), st, Map.of());
        Value ins = fb.createValue("llvm.insertvalue", List.of(u, a), st, attrs("position", new DenseArrayAttr(I64, List.of(0L))));
        fb.createValue("llvm.extractvalue", List.of(ins), I32, attrs("position", new DenseArrayAttr(I64, List.of(0L))));
        fb.create("llvm.intr.memcpy", List.of(p, q, n), List.of(), attrs("isVolatile", new IntegerAttr(0, I1)));
        Value b8 = fb.createValue(LLVMDialect.CONSTANT, List.of(), I8, Map.of("value", new IntegerAttr(0, I8)));
        fb.create("llvm.intr.memset", List.of(p, b8, n), List.of(), attrs("isVolatile", new IntegerAttr(0, I1)));
        fb.createValue(LLVMDialect.CONSTANT, List.of(), F64, Map.of("value", new FloatAttr(1.5, F64)));
        for (String op : LLVMDialect.INT_BINARY) fb.createValue("llvm." + op, List.of(a, a), I32, Map.of());
        for (String op : LLVMDialect.FLOAT_BINARY) fb.createValue("llvm." + op, List.of(sf, sf), F64, Map.of());
        fb.createValue("llvm.fneg", List.of(sf), F64, Map.of());
        fb.createValue("llvm.uitofp", List.of(a), F64, Map.of());
        fb.createValue("llvm.fptoui", List.of(sf), I32, Map.of());
        Value fx = fb.createValue("llvm.fpext", List.of(bc), F64, Map.of());
        fb.createValue("llvm.fptrunc", List.of(fx), F32, Map.of());
        fb.createValue("llvm.mlir.poison", List.of(), I32, Map.of());
        Value sp = fb.createValue("llvm.intr.stacksave", List.of(), PTR, Map.of());
        fb.create("llvm.intr.stackrestore", List.of(sp), List.of(), Map.of());
        fb.create("llvm.intr.vastart", List.of(p), List.of(), Map.of());
        fb.create("llvm.intr.vacopy", List.of(p, q), List.of(), Map.of());
        fb.createValue("llvm.va_arg", List.of(p), I32, Map.of());
        fb.create("llvm.intr.vaend", List.of(p), List.of(), Map.of());
        fb.create("llvm.intr.trap", List.of(), List.of(), Map.of());
        fb.create("llvm.intr.memmove", List.of(p, q, n), List.of(), attrs("isVolatile", new IntegerAttr(0, I1)));
        fb.create("llvm.cond_br", List.of(c, a), List.of(), attrs(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(I32, List.of(1L, 0L, 1L))),
                0, List.of(bb1, bb2));
        new Builder(bb1).create("llvm.br", List.of(v), List.of(), Map.of(), 0, List.of(bb2));
        new Builder(bb2).create(LLVMDialect.RETURN, List.of(bb2.argument(0)), List.of(), Map.of());
        Operation vf = func(b, "v", "internal", new LLVMTypes.FunctionType(LLVMTypes.VOID, List.of(), false), true);
        new Builder(vf.region(0).entryBlock()).create("llvm.unreachable", List.of(), List.of(), Map.of());
        return m;
    }
}
