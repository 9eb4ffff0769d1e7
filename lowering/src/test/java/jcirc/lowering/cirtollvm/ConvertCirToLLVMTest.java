package jcirc.lowering.cirtollvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.cirtollvm.CirIR.*;
import static org.junit.jupiter.api.Assertions.*;

class ConvertCirToLLVMTest {
    private static final CirTypes.IntType S32 = CirTypes.S32, U32 = CirTypes.U32;

    private static void lower(CirIR ir) { new ConvertCirToLLVMPass().run(ir.module); }

    private static Operation only(Operation root, String name) {
        List<Operation> ops = root.collect(name);
        assertEquals(1, ops.size(), "expected exactly one " + name + " in\n" + root);
        return ops.get(0);
    }

    @Test
    void skeletonMainLowersToFuncArithLlvm() {
        // int main(void){int x = 40; x = x + 2; return x;}
        CirIR ir = new CirIR();
        ir.func("main", fn(S32), args -> {
            Value x = ir.alloca(S32, "x", 4);
            ir.store(ir.constInt(40, S32), x);
            Value l = ir.load(x);
            Value s = ir.binop("add", l, ir.constInt(2, S32));
            ir.store(s, x);
            ir.ret(ir.load(x));
        });
        lower(ir);
        Operation f = only(ir.module, "func.func");
        assertEquals(new BuiltinTypes.FunctionType(List.of(), List.of(BuiltinTypes.I32)), ((BuiltinAttrs.TypeAttr) f.attr("function_type")).type());
        assertFalse(f.hasAttr("sym_visibility"));
        assertEquals(List.of("arith.constant", "llvm.alloca", "arith.constant", "llvm.store", "llvm.load", "arith.constant",
                "arith.addi", "llvm.store", "llvm.load", "func.return"), names(f.region(0).entryBlock()));
        Operation alloca = only(f, "llvm.alloca");
        assertEquals(BuiltinAttrs.type(BuiltinTypes.I32), alloca.attr("elem_type"));
        assertEquals(BuiltinAttrs.i64(4), alloca.attr("alignment"));
        assertEquals(LLVMTypes.PTR, alloca.result().type());
        assertEquals(new BuiltinAttrs.IntegerAttr(1, BuiltinTypes.I64), alloca.operand(0).definingOp().attr("value"));
        Operation add = only(f, "arith.addi");
        assertEquals(BuiltinTypes.I32, add.result().type());
        assertEquals(new BuiltinAttrs.IntegerAttr(40, BuiltinTypes.I32), f.region(0).entryBlock().operations().get(2).attr("value"));
        assertEquals(BuiltinAttrs.i64(4), only(f, "arith.addi").operand(0).definingOp().attr("alignment"));
        assertTrue(allNames(ir.module).stream().noneMatch(n -> n.startsWith("cir.")));
    }

    @Test
    void signednessPicksArithOps() {
        CirIR ir = new CirIR();
        ir.func("f", fn(CirTypes.BOOL, S32, S32, U32, U32), a -> {
            Value d1 = ir.binop("div", a.get(0), a.get(1));
            Value d2 = ir.binop("div", a.get(2), a.get(3));
            Value r1 = ir.binop("rem", a.get(0), a.get(1));
            Value r2 = ir.binop("shr", a.get(2), a.get(3));
            Value r3 = ir.binop("shr", a.get(0), a.get(1));
            Value c1 = ir.cmp("lt", d1, r1);        // operands produced by converted ops: signedness must survive
            Value c2 = ir.cmp("ge", d2, r2);
            Value c3 = ir.cmp("ne", r3, r3);
            ir.binop("and", c1, c2);
            ir.ret(c3);
        });
        lower(ir);
        List<String> n = allNames(ir.module);
        assertTrue(n.containsAll(List.of("arith.divsi", "arith.divui", "arith.remsi", "arith.shrui", "arith.shrsi", "arith.andi")), n.toString());
        List<Operation> cmps = ir.module.collect("arith.cmpi");
        assertEquals(List.of("slt", "uge", "ne"), cmps.stream().map(c -> ((EnumAttr) c.attr("predicate")).value()).toList());
        Operation f = only(ir.module, "func.func");
        assertEquals(List.of(BuiltinTypes.I32, BuiltinTypes.I32, BuiltinTypes.I32, BuiltinTypes.I32),
                f.region(0).entryBlock().argumentTypes());
    }

    @Test
    void floatOpsAndCasts() {
        CirIR ir = new CirIR();
        ir.func("g", fn(CirTypes.DOUBLE, CirTypes.FLOAT, S32, CirTypes.U8), a -> {
            Value d = ir.cast("floating", a.get(0), CirTypes.DOUBLE);
            Value i = ir.cast("int_to_float", a.get(1), CirTypes.DOUBLE);
            Value u = ir.cast("int_to_float", a.get(2), CirTypes.DOUBLE);
            Value s = ir.binop("add", d, i);
            s = ir.binop("mul", s, u);
            Value neg = ir.unary("minus", s);
            Value c = ir.cmp("ne", neg, d);
            Value w = ir.cast("integral", a.get(2), S32);    // u8 -> s32: zero-extend
            Value x = ir.cast("integral", a.get(1), CirTypes.S64);   // s32 -> s64: sign-extend
            ir.cast("integral", x, CirTypes.S8);
            ir.cast("int_to_bool", w, CirTypes.BOOL);
            ir.cast("bool_to_int", c, S32);
            ir.cast("float_to_int", neg, U32);
            ir.ret(neg);
        });
        lower(ir);
        List<String> n = allNames(ir.module);
        for (String s : List.of("arith.extf", "arith.sitofp", "arith.uitofp", "arith.addf", "arith.mulf", "arith.negf",
                "arith.cmpf", "arith.extui", "arith.extsi", "arith.trunci", "arith.cmpi", "arith.fptoui"))
            assertTrue(n.contains(s), s + " missing in " + n);
        assertEquals("une", ((EnumAttr) only(ir.module, "arith.cmpf").attr("predicate")).value());
        Operation ext = ir.module.collect("arith.extui").get(0);
        assertEquals(BuiltinTypes.I8, ext.operand(0).type());
        assertEquals(BuiltinTypes.I32, ext.result().type());
    }

    @Test
    void sameWidthCastKeepsTheSignednessItWasWrittenWith() {
        // (unsigned)a < (unsigned)b with int a, b: the casts vanish but the compare stays unsigned
        CirIR ir = new CirIR();
        ir.func("uc", fn(CirTypes.BOOL, S32, S32), a -> {
            Value ua = ir.cast("integral", a.get(0), U32), ub = ir.cast("integral", a.get(1), U32);
            Value q = ir.binop("div", ua, ub);
            ir.ret(ir.cmp("lt", q, ua));
        });
        lower(ir);
        assertEquals("ult", ((EnumAttr) only(ir.module, "arith.cmpi").attr("predicate")).value());
        assertEquals(1, ir.module.collect("arith.divui").size());
        assertSame(only(ir.module, "func.func").region(0).entryBlock().argument(0), only(ir.module, "arith.divui").operand(0));
    }

    @Test
    void unaryOps() {
        CirIR ir = new CirIR();
        ir.func("u", fn(S32, S32), a -> {
            Value n = ir.unary("not", a.get(0));
            Value i = ir.unary("inc", n);
            Value d = ir.unary("dec", i);
            Value m = ir.unary("minus", d);
            ir.ret(ir.unary("plus", m));
        });
        lower(ir);
        Block entry = only(ir.module, "func.func").region(0).entryBlock();
        assertEquals(List.of("arith.constant", "arith.xori", "arith.constant", "arith.addi", "arith.constant", "arith.addi",
                "arith.constant", "arith.subi", "func.return"), names(entry));
        assertEquals(new BuiltinAttrs.IntegerAttr(-1, BuiltinTypes.I32), entry.operations().get(0).attr("value"));
        assertEquals(new BuiltinAttrs.IntegerAttr(-1, BuiltinTypes.I32), entry.operations().get(4).attr("value"));
        // plus is the identity: the return uses the subi
        assertSame(entry.operations().get(7).result(), entry.last().operand(0));
    }

    @Test
    void pointersStructsAndStride() {
        CirTypes.StructType st = new CirTypes.StructType("struct.P", false, List.of(CirTypes.S8, CirTypes.S64), false);
        st.setMemberNames(List.of("c", "l"));
        CirIR ir = new CirIR();
        ir.func("p", fn(CirTypes.S64, CirTypes.ptr(st), CirTypes.ptr(S32), S32, U32), a -> {
            Value m = ir.b.createValue("cir.struct_element_addr", List.of(a.get(0)), CirTypes.ptr(CirTypes.S64),
                    Map.of("member_name", BuiltinAttrs.str("l")));
            Value q = ir.b.createValue("cir.ptr_stride", List.of(a.get(1), a.get(2)), CirTypes.ptr(S32), Map.of());
            ir.b.createValue("cir.ptr_stride", List.of(a.get(1), a.get(3)), CirTypes.ptr(S32), Map.of());
            ir.cmp("lt", q, a.get(1));
            ir.cast("ptr_to_bool", q, CirTypes.BOOL);
            ir.ret(ir.load(m));
        });
        lower(ir);
        List<Operation> geps = ir.module.collect("llvm.getelementptr");
        assertEquals(3, geps.size());
        assertEquals(new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(0L, 1L)), geps.get(0).attr("rawConstantIndices"));
        assertEquals(BuiltinAttrs.type(new LLVMTypes.StructType(List.of(BuiltinTypes.I8, BuiltinTypes.I64), false)), geps.get(0).attr("elem_type"));
        assertEquals(new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of((long) Integer.MIN_VALUE)), geps.get(1).attr("rawConstantIndices"));
        assertEquals("arith.extsi", geps.get(1).operand(1).definingOp().name());
        assertEquals("arith.extui", geps.get(2).operand(1).definingOp().name());
        assertEquals(BuiltinAttrs.type(BuiltinTypes.I32), geps.get(1).attr("elem_type"));
        List<Operation> icmps = ir.module.collect("llvm.icmp");
        assertEquals(List.of("ult", "ne"), icmps.stream().map(c -> ((EnumAttr) c.attr("predicate")).value()).toList());
        assertEquals(BuiltinAttrs.i64(8), only(ir.module, "llvm.load").attr("alignment"));
    }

    @Test
    void callsDeclarationsAndVariadics() {
        CirIR ir = new CirIR();
        CirTypes.FuncType printfT = new CirTypes.FuncType(List.of(CirTypes.ptr(CirTypes.S8)), S32, true);
        ir.func("printf", printfT, null);
        ir.func("ext", fn(CirTypes.VOID, S32), null);
        ir.func("helper", fn(S32), "internal", a -> ir.ret(ir.constInt(1, S32)));
        ir.func("main", fn(S32), a -> {
            Value h = ir.b.createValue("cir.call", List.of(), S32, Map.of("callee", BuiltinAttrs.sym("helper")));
            ir.b.create("cir.call", List.of(h), List.of(), Map.of("callee", BuiltinAttrs.sym("ext")));
            Value fp = ir.b.createValue("cir.get_global", List.of(), CirTypes.ptr(fn(S32)), Map.of("name", BuiltinAttrs.sym("helper")));
            ir.b.createValue("cir.call", List.of(fp), S32, Map.of());
            Value nul = ir.constAttr(new CirAttrs.NullPtrAttr(CirTypes.ptr(CirTypes.S8)));
            ir.b.createValue("cir.call", List.of(nul, h), S32, Map.of("callee", BuiltinAttrs.sym("printf")));
            ir.ret(h);
        });
        lower(ir);
        List<Operation> top = ir.module.region(0).entryBlock().operations();
        assertEquals(List.of("llvm.func", "func.func", "func.func", "func.func"), top.stream().map(Operation::name).toList());
        assertEquals(new LLVMTypes.FunctionType(BuiltinTypes.I32, List.of(LLVMTypes.PTR), true),
                ((BuiltinAttrs.TypeAttr) top.get(0).attr("function_type")).type());
        assertEquals(BuiltinAttrs.str("private"), top.get(1).attr("sym_visibility"));
        // helper's address is taken: it stays a func.func (internal), its address a func.constant
        assertEquals(new EnumAttr("llvm", "linkage", "internal"), top.get(2).attr("llvm.linkage"));
        assertEquals("func.return", top.get(2).region(0).entryBlock().last().name());
        List<Operation> calls = ir.module.collect("llvm.call");
        assertEquals(2, calls.size());
        assertNull(calls.get(0).attr("callee"));          // indirect
        Operation cast = calls.get(0).operand(0).definingOp();
        assertEquals("builtin.unrealized_conversion_cast", cast.name());
        Operation constant = cast.operand(0).definingOp();
        assertEquals("func.constant", constant.name());
        assertEquals(BuiltinAttrs.sym("helper"), constant.attr("value"));
        assertEquals(((BuiltinAttrs.TypeAttr) top.get(2).attr("function_type")).type(), constant.result(0).type());
        assertEquals(BuiltinAttrs.sym("printf"), calls.get(1).attr("callee"));
        assertNotNull(calls.get(1).attr("var_callee_type"));
        List<Operation> fcs = ir.module.collect("func.call");
        assertEquals(List.of(BuiltinAttrs.sym("helper"), BuiltinAttrs.sym("ext")), fcs.stream().map(c -> c.attr("callee")).toList());
        assertEquals(0, fcs.get(1).numResults());
    }

    @Test
    void variadicDefinitionSplitsIntoShellAndBody() {
        CirIR ir = new CirIR();
        CirTypes.FuncType vt = new CirTypes.FuncType(List.of(S32), S32, true);
        ir.func("v", vt, "internal", a -> {
            Value ap = ir.b.createValue("cir.alloca", List.of(), CirTypes.ptr(CirTypes.S8),
                    Map.of("allocaType", BuiltinAttrs.type(CirTypes.S8)));
            ir.b.create("cir.va_start", List.of(ap), List.of(), Map.of());
            ir.b.create("cir.va_end", List.of(ap), List.of(), Map.of());
            ir.ret(a.get(0));
        });
        lower(ir);
        List<Operation> top = ir.module.region(0).entryBlock().operations();
        assertEquals(List.of("llvm.func", "func.func"), top.stream().map(Operation::name).toList());
        Operation shell = top.get(0), body = top.get(1);
        assertEquals(new EnumAttr("llvm", "linkage", "internal"), shell.attr("linkage"));
        assertEquals(BuiltinAttrs.str("v.vabody"), body.attr("sym_name"));
        assertEquals(new EnumAttr("llvm", "linkage", "internal"), body.attr("llvm.linkage"));
        // shell: alloca, va_start, call of the body with the arguments and the list, va_end, return of the call's result
        List<String> shellOps = shell.region(0).entryBlock().operations().stream().map(Operation::name).toList();
        assertEquals(List.of("arith.constant", "llvm.alloca", "llvm.intr.vastart", "func.call", "llvm.intr.vaend", "llvm.return"), shellOps);
        Operation call = only(shell, "func.call");
        Block se = shell.region(0).entryBlock();
        assertSame(se.argument(0), call.operand(0));
        assertSame(only(shell, "llvm.alloca").result(0), call.operand(1));
        assertSame(call.result(0), se.last().operand(0));
        // body: the list argument is copied where va_start was
        Block be = body.region(0).entryBlock();
        assertEquals(2, be.arguments().size());
        Operation copy = only(body, "llvm.intr.vacopy");
        assertSame(be.argument(1), copy.operand(1));
        assertTrue(body.collect("llvm.intr.vastart").isEmpty());
    }

    @Test
    void globalsWithScalarStringAndAggregateInitializers() {
        CirIR ir = new CirIR();
        CirTypes.ArrayType arr = CirTypes.array(S32, 3);
        CirTypes.ArrayType str = CirTypes.array(CirTypes.S8, 4);
        Map<String, Attribute> g1 = Map.of("sym_name", BuiltinAttrs.str("x"), "sym_type", BuiltinAttrs.type(S32),
                "linkage", new EnumAttr("cir", "linkage", "external"), "initial_value", new CirAttrs.IntAttr(3, S32));
        ir.b.create("cir.global", List.of(), List.of(), g1);
        ir.b.create("cir.global", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("s"), "sym_type", BuiltinAttrs.type(str),
                "linkage", new EnumAttr("cir", "linkage", "internal"), "constant", BuiltinAttrs.UNIT,
                "initial_value", new CirAttrs.ConstArrayAttr(BuiltinAttrs.str("hi"), str)));
        ir.b.create("cir.global", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("a"), "sym_type", BuiltinAttrs.type(arr),
                "linkage", new EnumAttr("cir", "linkage", "external"),
                "initial_value", new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(List.of(
                        new CirAttrs.IntAttr(1, S32), new CirAttrs.IntAttr(2, S32))), arr)));
        ir.b.create("cir.global", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("p"), "sym_type", BuiltinAttrs.type(CirTypes.ptr(S32)),
                "linkage", new EnumAttr("cir", "linkage", "external"),
                "initial_value", new CirAttrs.GlobalViewAttr("a", List.of(2L), CirTypes.ptr(S32))));
        ir.b.create("cir.global", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("e"), "sym_type", BuiltinAttrs.type(S32),
                "linkage", new EnumAttr("cir", "linkage", "external")));
        lower(ir);
        List<Operation> gs = ir.module.region(0).entryBlock().operations();
        assertTrue(gs.stream().allMatch(o -> o.is("llvm.mlir.global")));
        assertEquals(new BuiltinAttrs.IntegerAttr(3, BuiltinTypes.I32), gs.get(0).attr("value"));
        assertEquals(BuiltinAttrs.str("hi\0\0"), gs.get(1).attr("value"));
        assertEquals(new EnumAttr("llvm", "linkage", "internal"), gs.get(1).attr("linkage"));
        assertTrue(gs.get(1).hasAttr("constant"));
        assertEquals(BuiltinAttrs.type(new LLVMTypes.ArrayType(BuiltinTypes.I8, 4)), gs.get(1).attr("global_type"));
        // an array of scalars is one dense elements attribute (the missing element zero), no initializer region
        assertEquals(BuiltinAttrs.DenseElementsAttr.ofInts(new BuiltinTypes.TensorType(List.of(3L), BuiltinTypes.I32), new long[] {1, 2, 0}),
                gs.get(2).attr("value"));
        assertTrue(gs.get(2).region(0).isEmpty());
        assertEquals(List.of("llvm.mlir.addressof", "llvm.getelementptr", "llvm.return"), names(gs.get(3).region(0).entryBlock()));
        Operation gep = gs.get(3).region(0).entryBlock().operations().get(1);
        assertEquals(new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(0L, 2L)), gep.attr("rawConstantIndices"));
        assertTrue(gs.get(4).region(0).isEmpty());
        assertNull(gs.get(4).attr("value"));
    }

    @Test
    void unrealizedCastsFoldAfterConversion() {
        // the scf path: raise bridged !cir.bool to i1 for scf.if
        CirIR ir = new CirIR();
        ir.func("c", fn(S32, S32), a -> {
            Value c = ir.cmp("gt", a.get(0), ir.constInt(0, S32));
            Value i1 = ir.b.createValue(BuiltinDialect.UNREALIZED_CAST, List.of(c), BuiltinTypes.I1, Map.of());
            Operation sif = ir.b.create("scf.if", List.of(i1), List.of(S32), Map.of(), 2);
            ir.b.buildRegion(sif.region(0), () -> ir.b.create("scf.yield", List.of(a.get(0)), List.of(), Map.of()));
            ir.b.buildRegion(sif.region(1), () -> ir.b.create("scf.yield", List.of(ir.constInt(7, S32)), List.of(), Map.of()));
            ir.ret(sif.result(0));
        });
        lower(ir);
        assertTrue(ir.module.collect(BuiltinDialect.UNREALIZED_CAST).isEmpty());
        Operation sif = only(ir.module, "scf.if");
        assertEquals("arith.cmpi", sif.operand(0).definingOp().name());
        assertEquals(BuiltinTypes.I32, sif.result(0).type());
    }

    @Test
    void structuredCirOpsAreRejected() {
        CirIR ir = new CirIR();
        ir.func("s", fn(CirTypes.VOID), a -> {
            Operation scope = ir.b.create("cir.scope", List.of(), List.of(), Map.of(), 1);
            ir.b.buildRegion(scope.region(0), () -> ir.yield(null));
            ir.ret();
        });
        PassFailure e = assertThrows(PassFailure.class, () -> lower(ir));
        assertTrue(e.getMessage().contains("cir.scope"), e.getMessage());
    }

    @Test
    void allocasInNestedRegionsAreHoistedToTheEntryBlock() {
        CirIR ir = new CirIR();
        ir.func("h", fn(CirTypes.VOID, CirTypes.BOOL), a -> {
            ir.alloca(S32, "a", 4);
            Value i1 = ir.b.createValue(BuiltinDialect.UNREALIZED_CAST, List.of(a.get(0)), BuiltinTypes.I1, Map.of());
            Operation sif = ir.b.create("scf.if", List.of(i1), List.of(), Map.of(), 2);
            ir.b.buildRegion(sif.region(0), () -> {
                Value p = ir.alloca(CirTypes.DOUBLE, "d", 8);
                ir.store(ir.constAttr(new CirAttrs.FPAttr(1.5, CirTypes.DOUBLE)), p);
                ir.b.create("scf.yield", List.of(), List.of(), Map.of());
            });
            ir.ret();
        });
        lower(ir);
        Block entry = only(ir.module, "func.func").region(0).entryBlock();
        assertEquals(List.of("arith.constant", "llvm.alloca", "llvm.alloca", "scf.if", "func.return"), names(entry));
        assertEquals(BuiltinAttrs.type(BuiltinTypes.F64), entry.operations().get(2).attr("elem_type"));
        assertEquals(BuiltinTypes.I1, entry.arguments().get(0).type());
        assertSame(entry.arguments().get(0), only(ir.module, "scf.if").operand(0));
    }
}
