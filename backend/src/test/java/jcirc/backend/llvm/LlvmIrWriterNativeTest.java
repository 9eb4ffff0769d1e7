package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static jcirc.backend.llvm.IrBuild.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * End-to-end: build a module, write LLVM IR, compile with LLVM 14 {@code llc -opaque-pointers}
 * (and {@code opt -O2} + {@code llc}), link with {@code cc}, run, and check exit code and output.
 */
class LlvmIrWriterNativeTest {

    private static NativeRun.Result runBoth(IrBuild m) throws Exception {
        String ir = Translate.write(m.module);
        NativeRun.Result o0 = NativeRun.compileAndRun(ir, false);
        NativeRun.Result o2 = NativeRun.compileAndRun(ir, true);
        assertEquals(o0, o2, "-O0 and -O2 disagree\n" + ir);
        return o0;
    }

    private static IrBuild withPrintf() {
        IrBuild m = new IrBuild();
        m.llvmDecl("printf", I32, List.of(PTR), true);
        return m;
    }

    @Test
    void return42() throws Exception {
        IrBuild m = new IrBuild();
        m.func("main", List.of(), List.of(I32));
        m.ret(m.constI(42, I32));
        assertEquals(42, runBoth(m).exitCode());
    }

    @Test
    void integerArithmetic() throws Exception {
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %d %u %u %d %d %d %d %d %d %d %d %lld\n");
        m.cstring("fmt2", "%d %d %d %d %d %lld %d %llu\n");
        // opaque helper so -O2 cannot fold everything: func.func private @id(i32) -> i32
        Block idb = m.func("id", List.of(I32), List.of(I32), "sym_visibility", BuiltinAttrs.str("private"),
                "llvm.linkage", new EnumAttr("llvm", "linkage", "internal"));
        m.ret(idb.argument(0));
        m.func("main", List.of(), List.of(I32));
        Value a = call(m, "id", m.constI(-7, I32));
        Value b = call(m, "id", m.constI(2, I32));
        Value sdiv = m.bin("arith.divsi", a, b);                 // -3
        Value srem = m.bin("arith.remsi", a, b);                 // -1
        Value udiv = m.bin("arith.divui", a, b);                 // 2147483644
        Value urem = m.bin("arith.remui", a, b);                 // 1
        Value shl = m.bin("arith.shli", a, b);                   // -28
        Value ashr = m.bin("arith.shrsi", a, b);                 // -2
        Value lshr = m.bin("arith.shrui", a, b);                 // 1073741822
        Value mx = m.bin("arith.maxsi", a, b);                   // 2
        Value mnu = m.bin("arith.minui", a, b);                  // 2
        Value fdiv = m.bin("arith.floordivsi", a, b);            // -4
        Value cdiv = m.bin("arith.ceildivsi", a, b);             // -3
        Value xr = m.bin("arith.xori", m.bin("arith.andi", a, m.constI(0xff, I32)), m.bin("arith.ori", b, m.constI(1, I32))); // 249 ^ 3 = 250
        // wide: (i128)(-7) * 2^64 >> 64 -> -7 (as i64)
        Value wide = m.op("arith.extsi", List.of(a), BuiltinTypes.i(128));
        Value sh = m.constI(64, BuiltinTypes.i(128));
        Value w2 = m.bin("arith.shrsi", m.bin("arith.shli", wide, sh), sh);
        Value w64 = m.op("arith.trunci", List.of(w2), I64);
        m.printf("fmt", sdiv, srem, udiv, urem, shl, ashr, lshr, mx, mnu, fdiv, cdiv, xr, w64);
        // i1 logic, select, index casts, unsigned compare, subtract, mul
        Value lt = m.cmpi("slt", a, b);
        Value ult = m.cmpi("ult", a, b);
        Value both = m.bin("arith.xori", lt, ult);               // true ^ false = 1
        Value sel = m.op("arith.select", List.of(both, m.constI(10, I32), m.constI(20, I32)), I32);     // 10
        Value bothExt = m.op("arith.extui", List.of(both), I32);                                        // 1
        Value idx = m.op("arith.index_cast", List.of(a), BuiltinTypes.INDEX);
        Value back = m.op("arith.index_cast", List.of(m.bin("arith.muli", idx, idx)), I32);            // 49
        Value sub = m.bin("arith.subi", b, a);                                                          // 9
        Value sx = m.op("arith.extsi", List.of(a), I64);                                                // -7
        Value cu = m.bin("arith.ceildivui", m.constI(7, I32), b);                                       // 4
        Value zx = m.op("arith.extui", List.of(a), I64);                                                // 4294967289
        Value byteSext = m.op("arith.extsi", List.of(m.op("arith.trunci", List.of(m.constI(0x1ff, I32)), I8)), I32);  // -1
        m.printf("fmt2", sel, bothExt, back, sub, byteSext, sx, cu, zx);
        m.ret(m.constI(0, I32));
        NativeRun.Result r = runBoth(m);
        assertEquals("-3 -1 2147483644 1 -28 -2 1073741822 2 2 -4 -3 250 -7\n10 1 49 9 -1 -7 4 4294967289\n", r.stdout());
    }

    private static Value call(IrBuild m, String callee, Value... args) {
        return m.op("func.call", List.of(args), args[0].type(), "callee", BuiltinAttrs.sym(callee));
    }

    @Test
    void loopWithBlockArguments() throws Exception {
        // sum = 0; for (i = 1; i <= 10; i++) sum += i;  then fib via swapped block arguments
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %d\n");
        Block entry = m.func("main", List.of(), List.of(I32));
        Block head = m.block(entry, List.of(I32, I32));
        Block body = m.block(entry, List.of());
        Block fibHead = m.block(entry, List.of(I32, I32, I32));
        Block fibBody = m.block(entry, List.of());
        Block exit = m.block(entry, List.of());
        m.at(entry);
        m.br(head, m.constI(1, I32), m.constI(0, I32));
        m.at(head);
        m.condBr(m.cmpi("sle", head.argument(0), m.constI(10, I32)), body, List.of(), fibHead,
                List.of(m.constI(0, I32), m.constI(1, I32), m.constI(0, I32)));
        m.at(body);
        m.br(head, m.bin("arith.addi", head.argument(0), m.constI(1, I32)), m.bin("arith.addi", head.argument(1), head.argument(0)));
        // fib: (a, b, n) -> (b, a + b, n + 1) while n < 10; phis must read the old a and b (parallel copy)
        m.at(fibHead);
        m.condBr(m.cmpi("slt", fibHead.argument(2), m.constI(10, I32)), fibBody, List.of(), exit, List.of());
        m.at(fibBody);
        m.br(fibHead, fibHead.argument(1), m.bin("arith.addi", fibHead.argument(0), fibHead.argument(1)),
                m.bin("arith.addi", fibHead.argument(2), m.constI(1, I32)));
        m.at(exit);
        m.printf("fmt", head.argument(1), fibHead.argument(0));
        m.ret(m.constI(0, I32));
        assertEquals("55 55\n", runBoth(m).stdout());
    }

    @Test
    void globalStringAndVarargPrintf() throws Exception {
        IrBuild m = withPrintf();
        m.cstring("msg", "hello \"jcirc\" %d %s\\\t%c\n");
        m.cstring("w", "world");
        m.func("main", List.of(), List.of(I32));
        Value n = m.printf("msg", m.constI(42, I32), m.addressof("w"), m.constI('!', I32));
        m.ret(m.bin("arith.subi", n, n));
        NativeRun.Result r = runBoth(m);
        assertEquals("hello \"jcirc\" 42 world\\\t!\n", r.stdout());
        assertEquals(0, r.exitCode());
    }

    @Test
    void structAllocaGepLoadStoreAndMemIntrinsics() throws Exception {
        // struct S { int a; double b; char c[4]; } s; s.a = 5; s.b = 2.5; memset(s.c, 'x', 3); s.c[3] = 0;
        // struct S t; memcpy(&t, &s, sizeof s); printf("%d %g %s\n", t.a, t.b, t.c)
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %g %s %d\n");
        Type s = new LLVMTypes.StructType(List.of(I32, F64, new LLVMTypes.ArrayType(I8, 4)), false);
        m.func("main", List.of(), List.of(I32));
        Value one = m.op("llvm.mlir.constant", List.of(), I64, "value", BuiltinAttrs.i64(1));
        Value sp = m.op("llvm.alloca", List.of(one), PTR, "alignment", BuiltinAttrs.i64(8), "elem_type", BuiltinAttrs.type(s));
        Value tp = m.op("llvm.alloca", List.of(one), PTR, "alignment", BuiltinAttrs.i64(8), "elem_type", BuiltinAttrs.type(s));
        Value pa = gep(m, sp, s, 0, 0);
        Value pb = gep(m, sp, s, 0, 1);
        Value pc = gep(m, sp, s, 0, 2, 0);
        m.voidOp("llvm.store", List.of(m.constI(5, I32), pa), "alignment", BuiltinAttrs.i64(4));
        m.voidOp("llvm.store", List.of(m.constF(2.5, F64), pb), "alignment", BuiltinAttrs.i64(8), "volatile_", BuiltinAttrs.UNIT);
        m.voidOp("llvm.intr.memset", List.of(pc, m.constI('x', I8), m.constI(3, I64)), "isVolatile", new BuiltinAttrs.BoolAttr(false));
        // dynamic index: &s.c[i] with i = 3
        Value i3 = m.constI(3, I64);
        Value pc3 = m.op("llvm.getelementptr", List.of(sp, i3), PTR, "elem_type", BuiltinAttrs.type(s),
                "rawConstantIndices", new BuiltinAttrs.DenseArrayAttr(I32, List.of(0L, 2L, (long) Integer.MIN_VALUE)), "inbounds", BuiltinAttrs.UNIT);
        m.voidOp("llvm.store", List.of(m.constI(0, I8), pc3));
        m.voidOp("llvm.intr.memcpy", List.of(tp, sp, m.constI(24, I64)), "isVolatile", new BuiltinAttrs.BoolAttr(false));
        Value ta = m.op("llvm.load", List.of(gep(m, tp, s, 0, 0)), I32, "alignment", BuiltinAttrs.i64(4));
        Value tb = m.op("llvm.load", List.of(gep(m, tp, s, 0, 1)), F64, "alignment", BuiltinAttrs.i64(8), "volatile_", BuiltinAttrs.UNIT);
        // ptrtoint difference of two field addresses = offsetof(S, c) = 16
        Value d = m.op("llvm.sub", List.of(m.op("llvm.ptrtoint", List.of(gep(m, tp, s, 0, 2)), I64),
                m.op("llvm.ptrtoint", List.of(tp), I64)), I64);
        m.printf("fmt", ta, tb, gep(m, tp, s, 0, 2, 0), m.op("llvm.trunc", List.of(d), I32));
        m.ret(m.constI(0, I32));
        assertEquals("5 2.5 xxx 16\n", runBoth(m).stdout());
    }

    private static Value gep(IrBuild m, Value base, Type elem, long... idx) {
        List<Long> raw = new ArrayList<>();
        for (long i : idx) raw.add(i);
        return m.op("llvm.getelementptr", List.of(base), PTR, "elem_type", BuiltinAttrs.type(elem),
                "rawConstantIndices", new BuiltinAttrs.DenseArrayAttr(I32, raw));
    }

    @Test
    void switchWithBlockArgumentsAndSharedSuccessor() throws Exception {
        // f(x): switch x { 1 -> ^r(10); 2 -> ^r(20); 3 -> ^r(20); 5 -> ^other; default -> ^r(x) }; ^r(v): return v + 1
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %d %d %d %d %d\n");
        Block e = m.func("f", List.of(I32), List.of(I32), "sym_visibility", BuiltinAttrs.str("private"));
        Block r = m.block(e, List.of(I32));
        Block other = m.block(e, List.of());
        m.at(e);
        Value x = e.argument(0);
        Value c10 = m.constI(10, I32), c20 = m.constI(20, I32);
        m.b.create("cf.switch", List.of(x, x, c10, c20, c20), List.of(),
                attrs("case_values", new BuiltinAttrs.DenseArrayAttr(I32, List.of(1L, 2L, 3L, 5L)),
                        "case_operand_segments", new BuiltinAttrs.DenseArrayAttr(I32, List.of(1L, 1L, 1L, 0L))),
                0, List.of(r, r, r, r, other));
        m.at(r);
        m.ret(m.bin("arith.addi", r.argument(0), m.constI(1, I32)));
        m.at(other);
        m.ret(m.constI(-5, I32));
        m.func("main", List.of(), List.of(I32));
        List<Value> outs = new ArrayList<>();
        for (int v : new int[] {1, 2, 3, 4, 5, 6}) outs.add(call(m, "f", m.constI(v, I32)));
        m.printf("fmt", outs.toArray(new Value[0]));
        m.ret(m.constI(0, I32));
        assertEquals("11 21 21 5 -5 7\n", runBoth(m).stdout());
    }

    @Test
    void floatingPointConstantsAndOps() throws Exception {
        IrBuild m = withPrintf();
        m.cstring("fmt", "%.17g %.9g %.17g %.17g %d %d %.17g %.17g %lld\n");
        m.llvmDecl("tan", F64, List.of(F64), false);
        m.func("main", List.of(), List.of(I32));
        Value d = m.constF(0.1, F64);
        Value f = m.op("arith.extf", List.of(m.constF(0.1, F32)), F64);               // 0.100000001
        Value l = m.constF(0.1, F80);
        Value l2 = m.bin("arith.mulf", l, m.constF(3.0, F80));
        Value fromL = m.op("arith.truncf", List.of(l2), F64);                          // 0.30000000000000004 (x87 rounding)
        Value sq = m.op("math.sqrt", List.of(m.constF(2.0, F64)), F64);
        Value fma = m.op("math.fma", List.of(sq, sq, m.op("arith.negf", List.of(m.constF(2.0, F64)), F64)), F64);
        Value ab = m.op("math.absf", List.of(fma), F64);
        Value lt = m.op("arith.extui", List.of(m.cmpf("olt", d, f)), I32);            // 1
        Value uno = m.op("arith.extui", List.of(m.cmpf("uno", d, m.bin("arith.divf", m.constF(0.0, F64), m.constF(0.0, F64)))), I32); // 1
        Value mx = m.bin("arith.maximumf", d, f);
        Value i = m.op("arith.fptosi", List.of(m.constF(-1e10, F64)), I64);
        m.printf("fmt", d, f, fromL, sq, lt, uno, mx, m.bin("arith.addf", ab, m.op("arith.sitofp", List.of(m.constI(0, I32)), F64)), i);
        m.ret(m.constI(0, I32));
        NativeRun.Result r = runBoth(m);
        String[] parts = r.stdout().trim().split(" ");
        assertEquals("0.10000000000000001", parts[0]);
        assertEquals("0.100000001", parts[1]);
        assertEquals("1.4142135623730951", parts[3]);
        assertEquals("1", parts[4]);
        assertEquals("1", parts[5]);
        assertEquals("0.10000000149011612", parts[6]);
        assertEquals("-10000000000", parts[8]);
        // f80: 0.1L (from the double 0.1) * 3 rounded to double
        assertEquals("0.30000000000000004", parts[2]);
    }

    @Test
    void globalsWithInitializers() throws Exception {
        // int g = 5; int arr[3] = {1, 2, 3}; int *p = &arr[1]; struct { int x; char *s; } st = { 7, "hi" };
        // static double zd; void *fp = &main;
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %d %d %d %s %g %d %d\n");
        m.cstring("hi", "hi");
        m.global("g", I32, "external", false, new BuiltinAttrs.IntegerAttr(5, I32), "alignment", BuiltinAttrs.i64(4));
        Type arrT = new LLVMTypes.ArrayType(I32, 3);
        m.global("arr", arrT, "internal", false, new BuiltinAttrs.ArrayAttr(List.<Attribute>of(
                BuiltinAttrs.i32(1), BuiltinAttrs.i32(2), BuiltinAttrs.i32(3))));
        Operation p = m.global("p", PTR, "internal", false, null);
        regionInit(m, p, () -> {
            Value base = m.addressof("arr");
            m.voidOp("llvm.return", List.of(gep(m, base, arrT, 0, 1)));
        });
        Type stT = new LLVMTypes.StructType(List.of(I32, PTR), false);
        Operation st = m.global("st", stT, "internal", true, null);
        regionInit(m, st, () -> {
            Value u = m.op("llvm.mlir.undef", List.of(), stT);
            Value u1 = m.op("llvm.insertvalue", List.of(u, m.op("llvm.mlir.constant", List.of(), I32, "value", BuiltinAttrs.i32(7))), stT,
                    "position", new BuiltinAttrs.DenseArrayAttr(I64, List.of(0L)));
            Value u2 = m.op("llvm.insertvalue", List.of(u1, m.addressof("hi")), stT,
                    "position", new BuiltinAttrs.DenseArrayAttr(I64, List.of(1L)));
            m.voidOp("llvm.return", List.of(u2));
        });
        Operation zd = m.global("zd", F64, "internal", false, null);
        regionInit(m, zd, () -> m.voidOp("llvm.return", List.of(m.op("llvm.mlir.zero", List.of(), F64))));
        Operation fp = m.global("fp", PTR, "internal", false, null);
        regionInit(m, fp, () -> m.voidOp("llvm.return", List.of(m.addressof("main"))));
        m.global("cnt", I64, "internal", false, null);    // no initializer, internal: zeroinitializer
        m.func("main", List.of(), List.of(I32));
        Value pv = m.op("llvm.load", List.of(m.addressof("p")), PTR);
        Value stx = m.op("llvm.load", List.of(gep(m, m.addressof("st"), stT, 0, 0)), I32);
        Value sts = m.op("llvm.load", List.of(gep(m, m.addressof("st"), stT, 0, 1)), PTR);
        Value fpv = m.op("llvm.load", List.of(m.addressof("fp")), PTR);
        Value same = m.op("arith.extui", List.of(m.op("llvm.icmp", List.of(fpv, m.addressof("main")), I1,
                "predicate", new EnumAttr("llvm", "icmp_predicate", "eq"))), I32);
        Value cnt = m.op("arith.trunci", List.of(m.op("llvm.load", List.of(m.addressof("cnt")), I64)), I32);
        m.printf("fmt", m.op("llvm.load", List.of(m.addressof("g")), I32), m.op("llvm.load", List.of(pv), I32),
                m.op("llvm.load", List.of(gep(m, pv, I32, 1)), I32), stx, sts, m.op("llvm.load", List.of(m.addressof("zd")), F64), same, cnt);
        m.ret(m.constI(3, I32));
        NativeRun.Result r = runBoth(m);
        assertEquals("5 2 3 7 hi 0 1 0\n", r.stdout());
        assertEquals(3, r.exitCode());
    }

    private static void regionInit(IrBuild m, Operation global, Runnable body) {
        Builder.InsertPoint ip = m.b.save();
        m.b.buildRegion(global.region(0), body);
        m.b.restore(ip);
    }

    @Test
    void indirectAndVarargCalls() throws Exception {
        // static int twice(int x) { return 2 * x; }  int (*f)(int) = twice; printf("%d\n", f(21));
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d %d\n");
        Block t = m.func("twice", List.of(I32), List.of(I32), "llvm.linkage", new EnumAttr("llvm", "linkage", "internal"));
        m.ret(m.bin("arith.muli", t.argument(0), m.constI(2, I32)));
        m.func("main", List.of(), List.of(I32));
        Value fptr = m.op("func.constant", List.of(), new BuiltinTypes.FunctionType(List.of(I32), List.of(I32)), "value", BuiltinAttrs.sym("twice"));
        Value r1 = m.op("func.call_indirect", List.of(fptr, m.constI(21, I32)), I32);
        Value fp2 = m.addressof("twice");
        Value r2 = m.op("llvm.call", List.of(fp2, m.constI(5, I32)), I32);
        // vararg call without var_callee_type: the writer takes the type from the declaration
        m.op("llvm.call", List.of(m.addressof("fmt"), r1, r2), I32, "callee", BuiltinAttrs.sym("printf"));
        m.ret(m.constI(0, I32));
        assertEquals("42 10\n", runBoth(m).stdout());
    }

    @Test
    void unreachableTrapAndUndef() throws Exception {
        // main(): if (argc == 1) return poison-free value; else trap
        IrBuild m = new IrBuild();
        Block e = m.func("main", List.of(I32, PTR), List.of(I32));
        Block ok = m.block(e, List.of());
        Block bad = m.block(e, List.of());
        m.at(e);
        Value u = m.op("llvm.mlir.undef", List.of(), I32);
        Value frozen = m.op("llvm.freeze", List.of(u), I32);
        m.condBr(m.cmpi("eq", e.argument(0), m.constI(1, I32)), ok, List.of(), bad, List.of());
        m.at(ok);
        m.ret(m.bin("arith.subi", m.bin("arith.addi", m.constI(9, I32), frozen), frozen));
        m.at(bad);
        m.voidOp("llvm.intr.trap", List.of());
        m.voidOp("llvm.unreachable", List.of());
        assertEquals(9, runBoth(m).exitCode());
    }

    @Test
    void variadicDefinitionWithVaArgAndStackSave() throws Exception {
        // static int sum(int n, ...) { va_list ap; va_start(ap, n); s = 0; while (n--) s += va_arg(ap, int); va_end(ap); return s; }
        IrBuild m = withPrintf();
        m.cstring("fmt", "%d\n");
        Type vaList = new LLVMTypes.ArrayType(new LLVMTypes.StructType(List.of(I32, I32, PTR, PTR), false), 1);
        Block e = m.llvmFunc("sum", I32, List.of(I32), true, "internal");
        Block head = m.block(e, List.of(I32, I32));
        Block body = m.block(e, List.of());
        Block done = m.block(e, List.of());
        m.at(e);
        Value one = m.op("llvm.mlir.constant", List.of(), I64, "value", BuiltinAttrs.i64(1));
        Value ap = m.op("llvm.alloca", List.of(one), PTR, "elem_type", BuiltinAttrs.type(vaList), "alignment", BuiltinAttrs.i64(16));
        Value saved = m.op("llvm.intr.stacksave", List.of(), PTR);
        m.voidOp("llvm.intr.vastart", List.of(ap));
        m.br(head, e.argument(0), m.constI(0, I32));
        m.at(head);
        m.condBr(m.cmpi("sgt", head.argument(0), m.constI(0, I32)), body, List.of(), done, List.of());
        m.at(body);
        Value x = m.op("llvm.va_arg", List.of(ap), I32);
        m.br(head, m.bin("arith.subi", head.argument(0), m.constI(1, I32)), m.bin("arith.addi", head.argument(1), x));
        m.at(done);
        m.voidOp("llvm.intr.vaend", List.of(ap));
        m.voidOp("llvm.intr.stackrestore", List.of(saved));
        m.voidOp("llvm.return", List.of(head.argument(1)));
        m.func("main", List.of(), List.of(I32));
        Value r = m.op("llvm.call", List.of(m.constI(4, I32), m.constI(10, I32), m.constI(20, I32), m.constI(30, I32), m.constI(40, I32)), I32,
                "callee", BuiltinAttrs.sym("sum"), "var_callee_type", BuiltinAttrs.type(new LLVMTypes.FunctionType(I32, List.of(I32), true)));
        m.printf("fmt", r);
        m.ret(m.constI(0, I32));
        assertEquals("100\n", runBoth(m).stdout());
    }
}
