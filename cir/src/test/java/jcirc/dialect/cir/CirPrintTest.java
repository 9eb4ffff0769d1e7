package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.ArrayAttr;
import jcirc.dialect.cir.CirAttrs.*;
import jcirc.dialect.cir.CirTypes.*;
import jcirc.ir.*;
import org.junit.jupiter.api.Test;

import java.util.*;

import static jcirc.dialect.cir.CirFixture.*;
import static jcirc.dialect.cir.CirOps.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * Builds every cir op with the generic Builder, verifies it and checks the printed text exactly.
 * {@link #everyCirOpIsCovered} checks that these modules use every registered cir op.
 */
class CirPrintTest {
    static final Set<String> USED = new TreeSet<>();

    private static String check(CirFixture f) {
        f.verify();
        f.module.walk(op -> USED.add(op.name()));
        return f.print();
    }

    static CirFixture buildArithmetic() {
        CirFixture f = new CirFixture();
        // int add(int a, int b) { int x = a; long l = x + b; return -(x + b) > 42 ? ... }
        f.func("add", fn(S32, S32, S32), "external", args -> {
            var a = f.alloca(S32, "a", true, 4);
            f.store(args.get(0), a);
            var x = f.load(a);
            var s = f.binop("add", x, args.get(1));
            var c = f.cmp("gt", s, f.constInt(42, S32));
            f.cast("integral", s, S64);
            f.cast("bool_to_int", c, S32);
            f.b.createValue(UNARY, List.of(s), S32, attrs("kind", CirEnums.UNARY_KIND.attr("minus")));
            f.b.createValue(SELECT, List.of(c, x, s), S32, Map.of());
            f.ret(s);
        });
        return f;
    }

    @Test
    void arithmeticFunction() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                !s64i = !cir.int<s, 64>
                module {
                  cir.func @add(%arg0: !s32i, %arg1: !s32i) -> !s32i {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["a", init] {alignment = 4 : i64}
                    cir.store %arg0, %0 : !s32i, !cir.ptr<!s32i>
                    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    %2 = cir.binop(add, %1, %arg1) : !s32i
                    %3 = cir.const(#cir.int<42> : !s32i) : !s32i
                    %4 = cir.cmp(gt, %2, %3) : !s32i, !cir.bool
                    %5 = cir.cast(integral, %2 : !s32i), !s64i
                    %6 = cir.cast(bool_to_int, %4 : !cir.bool), !s32i
                    %7 = cir.unary(minus, %2) : !s32i, !s32i
                    %8 = cir.select if %4 then %1 else %2 : (!cir.bool, !s32i, !s32i) -> !s32i
                    cir.return %2 : !s32i
                  }
                }
                """, check(buildArithmetic()));
    }

    static CirFixture buildGlobalsAndCalls() {
        CirFixture f = new CirFixture();
        Type charPtr = CirTypes.ptr(S8);
        // int g = 1; static const int k = 7; extern int e; char s[3] = "hi";
        f.global("g", S32, "external", new IntAttr(1, S32), false).setAttr("alignment", BuiltinAttrs.i64(4));
        f.global("k", S32, "internal", new IntAttr(7, S32), true);
        f.global("e", S32, "external", null, false);
        ArrayType str = CirTypes.array(S8, 3);
        f.global("s", str, "private", new ConstArrayAttr(BuiltinAttrs.str("hi\0"), str), true);
        // int printf(const char *, ...); static int sq(int);
        f.declare("printf", varfn(S32, charPtr));
        f.func("sq", fn(S32, S32), "internal", args -> f.ret(f.binop("mul", args.get(0), args.get(0))));
        f.func("main", fn(S32), "external", args -> {
            var gp = f.b.createValue(GET_GLOBAL, List.of(), CirTypes.ptr(S32), attrs("name", BuiltinAttrs.sym("g")));
            var sp = f.b.createValue(GET_GLOBAL, List.of(), CirTypes.ptr(str), attrs("name", BuiltinAttrs.sym("s")));
            var p = f.cast("array_to_ptrdecay", sp, charPtr);
            var v = f.load(gp);
            var r = f.call("sq", S32, v).result(0);
            f.call("printf", S32, p, r, f.cast("integral", r, S64));
            // int (*fp)(int) = sq; fp(2);
            FuncType sqT = fn(S32, S32);
            var fp = f.b.createValue(GET_GLOBAL, List.of(), CirTypes.ptr(sqT), attrs("name", BuiltinAttrs.sym("sq")));
            f.b.create(CALL, List.of(fp, f.constInt(2, S32)), List.of(S32), Map.of());
            f.ret(r);
        });
        return f;
    }

    @Test
    void globalsAndCalls() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                !s8i = !cir.int<s, 8>
                !s64i = !cir.int<s, 64>
                module {
                  cir.global external @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
                  cir.global constant internal @k : !s32i = #cir.int<7> : !s32i
                  cir.global external @e : !s32i
                  cir.global constant private @s : !cir.array<!s8i x 3> = #cir.const_array<"hi\\00"> : !cir.array<!s8i x 3>
                  cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
                  cir.func internal @sq(%arg0: !s32i) -> !s32i {
                    %0 = cir.binop(mul, %arg0, %arg0) : !s32i
                    cir.return %0 : !s32i
                  }
                  cir.func @main() -> !s32i {
                    %0 = cir.get_global @g : !cir.ptr<!s32i>
                    %1 = cir.get_global @s : !cir.ptr<!cir.array<!s8i x 3>>
                    %2 = cir.cast(array_to_ptrdecay, %1 : !cir.ptr<!cir.array<!s8i x 3>>), !cir.ptr<!s8i>
                    %3 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    %4 = cir.call @sq(%3) : (!s32i) -> !s32i
                    %5 = cir.cast(integral, %4 : !s32i), !s64i
                    %6 = cir.call @printf(%2, %4, %5) : (!cir.ptr<!s8i>, !s32i, !s64i) -> !s32i
                    %7 = cir.get_global @sq : !cir.ptr<!cir.func<!s32i (!s32i)>>
                    %8 = cir.const(#cir.int<2> : !s32i) : !s32i
                    %9 = cir.call %7(%8) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
                    cir.return %4 : !s32i
                  }
                }
                """, check(buildGlobalsAndCalls()));
    }

    static CirFixture buildStructured() {
        CirFixture f = new CirFixture();
        f.declare("use", fn(CirTypes.VOID, S32));
        f.func("structured", fn(S32, BOOL, S32, S32), "external", args -> {
            var c = args.get(0);
            // if (c) use(a); else { use(b); }
            f.ifOp(c, () -> { f.call("use", null, args.get(1)); f.yield(); },
                      () -> { f.call("use", null, args.get(2)); f.yield(); });
            f.ifOp(c, () -> f.yield(), null);
            // { int t; }  and a value-yielding scope
            f.scope(List.of(), () -> { f.alloca(S32, "t", false, 4); f.yield(); });
            var sv = f.scope(List.of(S32), () -> f.yield(f.binop("sub", args.get(1), args.get(2)))).result(0);
            // c ? a : b
            var t = f.b.create(TERNARY, List.of(c), List.of(S32), Map.of(), 2);
            f.b.buildRegion(t.region(0), () -> f.yield(args.get(1)));
            f.b.buildRegion(t.region(1), () -> f.yield(sv));
            f.ret(t.result(0));
        });
        return f;
    }

    @Test
    void ifScopeTernary() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @use(!s32i)
                  cir.func @structured(%arg0: !cir.bool, %arg1: !s32i, %arg2: !s32i) -> !s32i {
                    cir.if %arg0 {
                      cir.call @use(%arg1) : (!s32i) -> ()
                      cir.yield
                    } else {
                      cir.call @use(%arg2) : (!s32i) -> ()
                      cir.yield
                    }
                    cir.if %arg0 {
                      cir.yield
                    }
                    cir.scope {
                      %2 = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
                      cir.yield
                    }
                    %0 = cir.scope {
                      %2 = cir.binop(sub, %arg1, %arg2) : !s32i
                      cir.yield %2 : !s32i
                    } : !s32i
                    %1 = cir.ternary(%arg0, true {
                      cir.yield %arg1 : !s32i
                    }, false {
                      cir.yield %0 : !s32i
                    }) : !s32i
                    cir.return %1 : !s32i
                  }
                }
                """, check(buildStructured()));
    }

    static CirFixture buildLoops() {
        CirFixture f = new CirFixture();
        f.func("loops", fn(CirTypes.VOID, S32), "external", args -> {
            var i = f.alloca(S32, "i", true, 4);
            // for (i = 0; i < n; i++) { if (i == 3) continue; if (i == 5) break; }
            f.store(f.constInt(0, S32), i);
            f.loop("for",
                    () -> f.loopCondition(() -> f.cmp("lt", f.load(i), args.get(0))),
                    () -> {
                        var v = f.load(i);
                        f.store(f.b.createValue(UNARY, List.of(v), S32, attrs("kind", CirEnums.UNARY_KIND.attr("inc"))), i);
                        f.yield();
                    },
                    () -> {
                        f.ifOp(f.cmp("eq", f.load(i), f.constInt(3, S32)), () -> f.yieldKind("continue"), null);
                        f.ifOp(f.cmp("eq", f.load(i), f.constInt(5, S32)), () -> f.yieldKind("break"), null);
                        f.yield();
                    });
            // while (1) { break; }
            f.loop("while", () -> f.yieldKind("continue"), () -> f.yield(), () -> f.yieldKind("break"));
            // do { } while (0);
            f.loop("dowhile", () -> f.yield(), () -> f.yield(), () -> f.yield());
            f.ret();
        });
        return f;
    }

    @Test
    void loopForms() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @loops(%arg0: !s32i) {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
                    %1 = cir.const(#cir.int<0> : !s32i) : !s32i
                    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
                    cir.loop for(cond : {
                      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                      %3 = cir.cmp(lt, %2, %arg0) : !s32i, !cir.bool
                      cir.brcond %3 ^bb1, ^bb2
                    ^bb1:  // pred: ^bb0
                      cir.yield continue
                    ^bb2:  // pred: ^bb0
                      cir.yield
                    }, step : {
                      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                      %3 = cir.unary(inc, %2) : !s32i, !s32i
                      cir.store %3, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield
                    }) {
                      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                      %3 = cir.const(#cir.int<3> : !s32i) : !s32i
                      %4 = cir.cmp(eq, %2, %3) : !s32i, !cir.bool
                      cir.if %4 {
                        cir.yield continue
                      }
                      %5 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                      %6 = cir.const(#cir.int<5> : !s32i) : !s32i
                      %7 = cir.cmp(eq, %5, %6) : !s32i, !cir.bool
                      cir.if %7 {
                        cir.yield break
                      }
                      cir.yield
                    }
                    cir.loop while(cond : {
                      cir.yield continue
                    }, step : {
                      cir.yield
                    }) {
                      cir.yield break
                    }
                    cir.loop dowhile(cond : {
                      cir.yield
                    }, step : {
                      cir.yield
                    }) {
                      cir.yield
                    }
                    cir.return
                  }
                }
                """, check(buildLoops()));
    }

    static CirFixture buildSwitchAndBranches() {
        CirFixture f = new CirFixture();
        f.func("sw", fn(S32, S32), "external", args -> {
            var r = f.alloca(S32, "r", false, 4);
            // switch (x) { case 1: r = 1; break; case 2: case 3: r = 2; /* fallthrough */ case 4 ... 9: return 4; default: break; }
            var sw = f.b.create(SWITCH, List.of(args.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(
                    caseAttr("equal", S32, 1), caseAttr("anyof", S32, 2, 3), caseAttr("range", S32, 4, 9),
                    caseAttr("default", S32)))), 4);
            f.b.buildRegion(sw.region(0), () -> { f.store(f.constInt(1, S32), r); f.yieldKind("break"); });
            f.b.buildRegion(sw.region(1), () -> { f.store(f.constInt(2, S32), r); f.yieldKind("fallthrough"); });
            f.b.buildRegion(sw.region(2), () -> f.ret(f.constInt(4, S32)));
            f.b.buildRegion(sw.region(3), () -> f.yieldKind("break"));
            // flattened control flow: blocks with arguments
            Region body = f.b.insertionBlock().parent();
            Block t = new Block(List.of(S32)), e = new Block(), join = new Block(List.of(S32));
            body.addBlock(t); body.addBlock(e); body.addBlock(join);
            var v = f.load(r);
            f.brcond(f.cmp("ne", v, f.constInt(0, S32)), t, List.of(v), e, List.of());
            f.b.setInsertionPointToEnd(t);
            f.br(join, t.argument(0));
            f.b.setInsertionPointToEnd(e);
            f.br(join, f.constInt(-1, S32));
            f.b.setInsertionPointToEnd(join);
            f.ret(join.argument(0));
        });
        return f;
    }

    @Test
    void switchAndBranches() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @sw(%arg0: !s32i) -> !s32i {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
                    cir.switch (%arg0 : !s32i) [
                    case (equal, 1) {
                      %7 = cir.const(#cir.int<1> : !s32i) : !s32i
                      cir.store %7, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield break
                    },
                    case (anyof, [2, 3] : !s32i) {
                      %7 = cir.const(#cir.int<2> : !s32i) : !s32i
                      cir.store %7, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield fallthrough
                    },
                    case (range, [4, 9] : !s32i) {
                      %7 = cir.const(#cir.int<4> : !s32i) : !s32i
                      cir.return %7 : !s32i
                    },
                    case (default) {
                      cir.yield break
                    }
                    ]
                    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    %2 = cir.const(#cir.int<0> : !s32i) : !s32i
                    %3 = cir.cmp(ne, %1, %2) : !s32i, !cir.bool
                    cir.brcond %3 ^bb1(%1 : !s32i), ^bb2
                  ^bb1(%4: !s32i):  // pred: ^bb0
                    cir.br ^bb3(%4 : !s32i)
                  ^bb2:  // pred: ^bb0
                    %5 = cir.const(#cir.int<-1> : !s32i) : !s32i
                    cir.br ^bb3(%5 : !s32i)
                  ^bb3(%6: !s32i):  // 2 preds: ^bb1, ^bb2
                    cir.return %6 : !s32i
                  }
                }
                """, check(buildSwitchAndBranches()));
    }

    static CirFixture buildFlatSwitch() {
        CirFixture f = new CirFixture();
        f.func("swflat", fn(S32, S32), "external", args -> {
            // a flattened switch (x) { case 1: case -3: return 1; default: return 0; }
            Region body = f.b.insertionBlock().parent();
            Block dflt = new Block(), one = new Block();
            body.addBlock(dflt); body.addBlock(one);
            CirOps.SwitchFlatOp.create(f.b, args.get(0), new BuiltinAttrs.DenseArrayAttr(jcirc.ir.BuiltinTypes.I32, List.of(1L, -3L)), dflt, List.of(one, one));
            f.b.setInsertionPointToEnd(dflt);
            f.ret(f.constInt(0, S32));
            f.b.setInsertionPointToEnd(one);
            f.ret(f.constInt(1, S32));
        });
        return f;
    }

    @Test
    void flatSwitch() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @swflat(%arg0: !s32i) -> !s32i {
                    cir.switch.flat %arg0 : !s32i, ^bb1 [
                      1: ^bb2,
                      -3: ^bb2
                    ]
                  ^bb1:  // pred: ^bb0
                    %0 = cir.const(#cir.int<0> : !s32i) : !s32i
                    cir.return %0 : !s32i
                  ^bb2:  // 2 preds: ^bb0, ^bb0
                    %1 = cir.const(#cir.int<1> : !s32i) : !s32i
                    cir.return %1 : !s32i
                  }
                }
                """, check(buildFlatSwitch()));
    }

    static CirFixture buildBuiltins() {
        CirFixture f = new CirFixture();
        f.func("builtins", fn(S32, CirTypes.DOUBLE, CirTypes.U32), "external", args -> {
            // fabs(d); __builtin_bswap32(u); __builtin_clz(u) + __builtin_ctz(u) + __builtin_popcount(u)
            f.b.createValue("cir.fabs", List.of(args.get(0)), CirTypes.DOUBLE, Map.of());
            var sw = f.b.createValue("cir.bswap", List.of(args.get(1)), CirTypes.U32, Map.of());
            var clz = f.b.createValue("cir.bit.clz", List.of(sw), S32, Map.of());
            var ctz = f.b.createValue("cir.bit.ctz", List.of(args.get(1)), S32, Map.of());
            var pop = f.b.createValue("cir.bit.popcount", List.of(args.get(1)), S32, Map.of());
            var sum = f.b.createValue(BINOP, List.of(clz, ctz), S32, attrs("kind", new BuiltinAttrs.EnumAttr("cir", "binop_kind", "add")));
            f.ret(f.b.createValue(BINOP, List.of(sum, pop), S32, attrs("kind", new BuiltinAttrs.EnumAttr("cir", "binop_kind", "add"))));
        });
        return f;
    }

    static CirFixture buildGnuExtensions() {
        CirFixture f = new CirFixture();
        var vp = CirTypes.ptr(CirTypes.VOID);
        f.func("gnu", fn(S32, S32), "external", args -> {
            // void *p = &&out; int r; asm("incl %0" : "=r"(r) : "0"(x)); goto *p; out: return r;
            var p = f.b.createValue("cir.blockaddress", List.of(), vp, attrs("func", BuiltinAttrs.sym("gnu"), "label", BuiltinAttrs.str("out")));
            var r = f.b.createValue("cir.asm", List.of(args.get(0)), S32, attrs("asm_string", BuiltinAttrs.str("incl $0"),
                    "constraints", BuiltinAttrs.str("=r,0,~{dirflag},~{fpsr},~{flags}")));
            f.b.create("cir.indirect_br", List.of(p), List.of(), Map.of());
            var out = f.b.insertionBlock().parent().addBlock();
            f.b.setInsertionPointToEnd(out);
            f.b.create("cir.label", List.of(), List.of(), attrs("label", BuiltinAttrs.str("out")));
            f.ret(r);
        });
        return f;
    }

    @Test
    void gnuExtensions() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @gnu(%arg0: !s32i) -> !s32i {
                    %0 = cir.blockaddress<@gnu, "out"> : !cir.ptr<!cir.void>
                    %1 = cir.asm(x86_att, "incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}") (%arg0 : !s32i) -> !s32i
                    cir.indirect_br %0 : !cir.ptr<!cir.void>, []
                  ^bb1:  // no predecessors
                    cir.label "out"
                    cir.return %1 : !s32i
                  }
                }
                """, check(buildGnuExtensions()));
    }

    @Test
    void builtins() {
        assertEquals("""
                !u32i = !cir.int<u, 32>
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @builtins(%arg0: !cir.double, %arg1: !u32i) -> !s32i {
                    %0 = cir.fabs %arg0 : !cir.double
                    %1 = cir.bswap(%arg1 : !u32i) : !u32i
                    %2 = cir.bit.clz(%1 : !u32i) : !s32i
                    %3 = cir.bit.ctz(%arg1 : !u32i) : !s32i
                    %4 = cir.bit.popcount(%arg1 : !u32i) : !s32i
                    %5 = cir.binop(add, %2, %3) : !s32i
                    %6 = cir.binop(add, %5, %4) : !s32i
                    cir.return %6 : !s32i
                  }
                }
                """, check(buildBuiltins()));
    }

    static CirFixture buildAtomics() {
        CirFixture f = new CirFixture();
        var p32 = CirTypes.ptr(S32);
        f.func("atomics", fn(S32, p32, S32), "external", args -> {
            // _Atomic int *p: x = *p; *p = x; __atomic_fetch_add(p, v, 5); __atomic_nand_fetch(p, old, 0);
            // __atomic_exchange_n(p, n, 4); __atomic_compare_exchange_n(p, &e, v, 1, 5, 2); fences
            var x = f.b.createValue(LOAD, List.of(args.get(0)), S32, attrs("mem_order", CirEnums.MEM_ORDER.attr("seq_cst")));
            f.b.create(STORE, List.of(x, args.get(0)), List.of(), attrs("mem_order", CirEnums.MEM_ORDER.attr("release")));
            Map<String, jcirc.ir.Attribute> fa = new java.util.LinkedHashMap<>();
            fa.put("binop", CirEnums.ATOMIC_FETCH_KIND.attr("add"));
            fa.put("mem_order", CirEnums.MEM_ORDER.attr("seq_cst"));
            fa.put("fetch_first", BuiltinAttrs.UNIT);
            var old = f.b.createValue(CirAtomicOps.FETCH, List.of(args.get(0), args.get(1)), S32, fa);
            var nand = f.b.createValue(CirAtomicOps.FETCH, List.of(args.get(0), old), S32,
                    Map.of("binop", CirEnums.ATOMIC_FETCH_KIND.attr("nand"), "mem_order", CirEnums.MEM_ORDER.attr("relaxed")));
            var xc = f.b.createValue(CirAtomicOps.XCHG, List.of(args.get(0), nand), S32, attrs("mem_order", CirEnums.MEM_ORDER.attr("acq_rel")));
            Map<String, jcirc.ir.Attribute> ca = new java.util.LinkedHashMap<>();
            ca.put("succ_order", CirEnums.MEM_ORDER.attr("seq_cst"));
            ca.put("fail_order", CirEnums.MEM_ORDER.attr("acquire"));
            ca.put("weak", BuiltinAttrs.UNIT);
            var cx = f.b.create(CirAtomicOps.CMP_XCHG, List.of(args.get(0), xc, args.get(1)), List.of(S32, CirTypes.BOOL), ca);
            f.b.create(CirAtomicOps.FENCE, List.of(), List.of(), attrs("ordering", CirEnums.MEM_ORDER.attr("seq_cst")));
            f.b.create(CirAtomicOps.FENCE, List.of(), List.of(), Map.of("ordering", CirEnums.MEM_ORDER.attr("acquire"),
                    "syncscope", CirEnums.SYNC_SCOPE.attr("single_thread")));
            f.ret(cx.result(0));
        });
        return f;
    }

    @Test
    void atomics() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @atomics(%arg0: !cir.ptr<!s32i>, %arg1: !s32i) -> !s32i {
                    %0 = cir.load atomic(seq_cst) %arg0 : !cir.ptr<!s32i>, !s32i
                    cir.store atomic(release) %0, %arg0 : !s32i, !cir.ptr<!s32i>
                    %1 = cir.atomic.fetch(add, %arg0 : !cir.ptr<!s32i>, %arg1 : !s32i, seq_cst) fetch_first : !s32i
                    %2 = cir.atomic.fetch(nand, %arg0 : !cir.ptr<!s32i>, %1 : !s32i, relaxed) : !s32i
                    %3 = cir.atomic.xchg(%arg0 : !cir.ptr<!s32i>, %2 : !s32i, acq_rel) : !s32i
                    %4:2 = cir.atomic.cmp_xchg(%arg0 : !cir.ptr<!s32i>, %3 : !s32i, %arg1 : !s32i, success = seq_cst, failure = acquire) weak : (!s32i, !cir.bool)
                    cir.atomic.fence seq_cst
                    cir.atomic.fence syncscope(single_thread) acquire
                    cir.return %4#0 : !s32i
                  }
                }
                """, check(buildAtomics()));
    }

    static CirFixture buildComplex() {
        CirFixture f = new CirFixture();
        var cd = new CirTypes.ComplexType(CirTypes.DOUBLE);
        f.func("complex", fn(CirTypes.DOUBLE, CirTypes.DOUBLE, CirTypes.ptr(cd)), "external", args -> {
            // *p = x + x * I; __real__ *p = __imag__ *p; return creal(*p) + cimag(*p);
            var z = f.b.createValue(CirComplexOps.CREATE, List.of(args.get(0), args.get(0)), cd, Map.of());
            f.store(z, args.get(1));
            var re = f.b.createValue(CirComplexOps.REAL_PTR, List.of(args.get(1)), CirTypes.ptr(CirTypes.DOUBLE), Map.of());
            var im = f.b.createValue(CirComplexOps.IMAG_PTR, List.of(args.get(1)), CirTypes.ptr(CirTypes.DOUBLE), Map.of());
            f.store(f.load(im), re);
            var w = f.load(args.get(1));
            var r = f.b.createValue(CirComplexOps.REAL, List.of(w), CirTypes.DOUBLE, Map.of());
            var i = f.b.createValue(CirComplexOps.IMAG, List.of(w), CirTypes.DOUBLE, Map.of());
            f.ret(f.binop("add", r, i));
        });
        return f;
    }

    @Test
    void complex() {
        assertEquals("""
                module {
                  cir.func @complex(%arg0: !cir.double, %arg1: !cir.ptr<!cir.complex<!cir.double>>) -> !cir.double {
                    %0 = cir.complex.create %arg0, %arg0 : !cir.double -> !cir.complex<!cir.double>
                    cir.store %0, %arg1 : !cir.complex<!cir.double>, !cir.ptr<!cir.complex<!cir.double>>
                    %1 = cir.complex.real_ptr %arg1 : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
                    %2 = cir.complex.imag_ptr %arg1 : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
                    %3 = cir.load %2 : !cir.ptr<!cir.double>, !cir.double
                    cir.store %3, %1 : !cir.double, !cir.ptr<!cir.double>
                    %4 = cir.load %arg1 : !cir.ptr<!cir.complex<!cir.double>>, !cir.complex<!cir.double>
                    %5 = cir.complex.real %4 : !cir.complex<!cir.double> -> !cir.double
                    %6 = cir.complex.imag %4 : !cir.complex<!cir.double> -> !cir.double
                    %7 = cir.binop(add, %5, %6) : !cir.double
                    cir.return %7 : !cir.double
                  }
                }
                """, check(buildComplex()));
    }

    static CirFixture buildVectors() {
        CirFixture f = new CirFixture();
        var v4 = new CirTypes.VectorType(S32, 4);
        var v2 = new CirTypes.VectorType(S32, 2);
        var vf = new CirTypes.VectorType(CirTypes.FLOAT, 4);
        f.func("vectors", fn(v4, S32, v4), "external", args -> {
            // v4si v = {x, x, x, x}; v[x] = (v + x)[x]; c = v < w; shuffles; (v4sf)c; return c;
            var x = args.get(0);
            var v = f.b.createValue(CirVectorOps.CREATE, List.of(x, x, x, x), v4, Map.of());
            var s = f.b.createValue(CirVectorOps.SPLAT, List.of(x), v4, Map.of());
            var e = f.b.createValue(CirVectorOps.EXTRACT, List.of(f.binop("add", v, s), x), S32, Map.of());
            var w = f.b.createValue(CirVectorOps.INSERT, List.of(v, e, x), v4, Map.of());
            var c = f.b.createValue(CirVectorOps.CMP, List.of(w, args.get(1)), v4, attrs("kind", CirEnums.CMP_KIND.attr("lt")));
            f.b.createValue(CirVectorOps.SHUFFLE, List.of(c, w), v2,
                    attrs("indices", new BuiltinAttrs.ArrayAttr(List.of(new CirAttrs.IntAttr(0, S64), new CirAttrs.IntAttr(7, S64)))));
            var d = f.b.createValue(CirVectorOps.SHUFFLE_DYNAMIC, List.of(w, c), v4, Map.of());
            f.cast("int_to_float", d, vf);
            f.ret(d);
        });
        return f;
    }

    @Test
    void vectors() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                !s64i = !cir.int<s, 64>
                module {
                  cir.func @vectors(%arg0: !s32i, %arg1: !cir.vector<!s32i x 4>) -> !cir.vector<!s32i x 4> {
                    %0 = cir.vec.create(%arg0, %arg0, %arg0, %arg0 : !s32i, !s32i, !s32i, !s32i) : !cir.vector<!s32i x 4>
                    %1 = cir.vec.splat %arg0 : !s32i, !cir.vector<!s32i x 4>
                    %2 = cir.binop(add, %0, %1) : !cir.vector<!s32i x 4>
                    %3 = cir.vec.extract %2[%arg0 : !s32i] : !cir.vector<!s32i x 4>
                    %4 = cir.vec.insert %3, %0[%arg0 : !s32i] : !cir.vector<!s32i x 4>
                    %5 = cir.vec.cmp(lt, %4, %arg1) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
                    %6 = cir.vec.shuffle(%5, %4 : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, #cir.int<7> : !s64i] : !cir.vector<!s32i x 2>
                    %7 = cir.vec.shuffle.dynamic %4 : !cir.vector<!s32i x 4>, %5 : !cir.vector<!s32i x 4>
                    %8 = cir.cast(int_to_float, %7 : !cir.vector<!s32i x 4>), !cir.vector<!cir.float x 4>
                    cir.return %7 : !cir.vector<!s32i x 4>
                  }
                }
                """, check(buildVectors()));
    }

    static CirFixture buildMemberPointers() {
        CirFixture f = new CirFixture();
        StructType a = new StructType("A", false, List.of(S32, S32), false);
        StructType d = new StructType("D", false, List.of(S64, a), false);
        var dm = new DataMemberType(S32, a);
        var dmD = new DataMemberType(S32, d);
        var mt = new MethodType(fn(S32, S32), a);
        var mtD = new MethodType(fn(S32, S32), d);
        Type vp = CirTypes.ptr(CirTypes.VOID);
        f.func("memptrs", fn(S32, CirTypes.ptr(a), dm, mt), "external", args -> {
            // o.*pm; (o.*pmf)(x); int D::*; void (D::*)(); static_cast back
            var p = f.b.createValue(CirMemberPointerOps.GET_RUNTIME_MEMBER, List.of(args.get(0), args.get(1)), CirTypes.ptr(S32), Map.of());
            var v = f.b.createValue(LOAD, List.of(p), S32, Map.of());
            var m = f.b.create(CirMemberPointerOps.GET_METHOD, List.of(args.get(2), args.get(0)),
                    List.of(CirTypes.ptr(fn(S32, vp, S32)), vp), Map.of());
            var r = f.b.createValue(CALL, List.of(m.result(0), m.result(1), v), S32, Map.of());
            var dd = f.b.createValue(CirMemberPointerOps.DERIVED_DATA_MEMBER, List.of(args.get(1)), dmD, attrs("offset", BuiltinAttrs.i64(8)));
            f.b.createValue(CirMemberPointerOps.BASE_DATA_MEMBER, List.of(dd), dm, attrs("offset", BuiltinAttrs.i64(8)));
            var md = f.b.createValue(CirMemberPointerOps.DERIVED_METHOD, List.of(args.get(2)), mtD, attrs("offset", BuiltinAttrs.i64(8)));
            f.b.createValue(CirMemberPointerOps.BASE_METHOD, List.of(md), mt, attrs("offset", BuiltinAttrs.i64(8)));
            var n = f.b.createValue(CONST, List.of(), dm, attrs("value", new DataMemberAttr(null, dm)));
            f.b.createValue(CMP, List.of(args.get(1), n), CirTypes.BOOL, attrs("kind", CirEnums.CMP_KIND.attr("ne")));
            f.b.createValue(CONST, List.of(), mt, attrs("value", new MethodAttr(null, 16L, 0, mt)));
            f.ret(r);
        });
        return f;
    }

    @Test
    void memberPointers() {
        String out = check(buildMemberPointers());
        assertTrue(out.contains("cir.get_runtime_member %arg0[%arg1 : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s32i>"), out);
        assertTrue(out.contains("cir.get_method %arg2, %arg0 : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)"), out);
        assertTrue(out.contains("cir.derived_data_member(%arg1 : !cir.data_member<!s32i in !ty_A>) [8] -> !cir.data_member<!s32i in !ty_D>"), out);
        assertTrue(out.contains("cir.base_method(%"), out);
        assertTrue(out.contains("#cir.data_member<null> : !cir.data_member<!s32i in !ty_A>"), out);
        assertTrue(out.contains("#cir.method<vtable_offset = 16> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>"), out);
    }

    static CirFixture buildMemoryOps() {
        CirFixture f = new CirFixture();
        StructType st = new StructType("struct.S", false, List.of(S32, S8), false);
        st.setMemberNames(List.of("a", "b"));
        Type pS = CirTypes.ptr(st), p32 = CirTypes.ptr(S32);
        f.func("mem", fn(S64, pS, pS, p32, p32), "external", args -> {
            // s->b = 1; *s = *t; p[2]; p - q; volatile int v = *p;
            var b = f.b.createValue(STRUCT_ELEMENT_ADDR, List.of(args.get(0)), CirTypes.ptr(S8),
                    attrs("member_name", BuiltinAttrs.str("b"), "member_index", BuiltinAttrs.i64(1)));
            f.store(f.constInt(1, S8), b);
            f.b.create(COPY, List.of(args.get(1), args.get(0)), List.of(), Map.of());
            var e = f.b.createValue(PTR_STRIDE, List.of(args.get(2), f.constInt(2, S64)), p32, Map.of());
            var d = f.b.createValue(PTR_DIFF, List.of(args.get(2), args.get(3)), S64, Map.of());
            var v = f.b.createValue(LOAD, List.of(e), S32, attrs("is_volatile", BuiltinAttrs.UNIT));
            f.b.create(STORE, List.of(v, args.get(3)), List.of(), attrs("is_volatile", BuiltinAttrs.UNIT));
            var z = f.alloca(st, "z", true, 4);
            f.store(f.b.createValue(CONST, List.of(), st, attrs("value", new ZeroAttr(st))), z);
            f.store(f.b.createValue(CONST, List.of(), st, attrs("value", new ConstStructAttr(
                    List.of(new IntAttr(1, S32), new IntAttr(2, S8)), st))), z);
            f.b.createValue(CONST, List.of(), p32, attrs("value", new NullPtrAttr(p32)));
            f.b.createValue(CONST, List.of(), CirTypes.DOUBLE, attrs("value", new FPAttr(1.5, CirTypes.DOUBLE)));
            f.b.createValue(CONST, List.of(), BOOL, attrs("value", new CirAttrs.BoolAttr(true)));
            f.ret(d);
        });
        return f;
    }

    @Test
    void memoryOps() {
        assertEquals("""
                !s32i = !cir.int<s, 32>
                !s8i = !cir.int<s, 8>
                !s64i = !cir.int<s, 64>
                !ty_struct_S = !cir.struct<struct "struct.S" {!s32i, !s8i}>
                module {
                  cir.func @mem(%arg0: !cir.ptr<!ty_struct_S>, %arg1: !cir.ptr<!ty_struct_S>, %arg2: !cir.ptr<!s32i>, %arg3: !cir.ptr<!s32i>) -> !s64i {
                    %0 = cir.struct_element_addr %arg0[1] "b" : !cir.ptr<!ty_struct_S> -> !cir.ptr<!s8i>
                    %1 = cir.const(#cir.int<1> : !s8i) : !s8i
                    cir.store %1, %0 : !s8i, !cir.ptr<!s8i>
                    cir.copy %arg1 to %arg0 : !cir.ptr<!ty_struct_S>
                    %2 = cir.const(#cir.int<2> : !s64i) : !s64i
                    %3 = cir.ptr_stride(%arg2 : !cir.ptr<!s32i>, %2 : !s64i), !cir.ptr<!s32i>
                    %4 = cir.ptr_diff(%arg2, %arg3) : !cir.ptr<!s32i> -> !s64i
                    %5 = cir.load volatile %3 : !cir.ptr<!s32i>, !s32i
                    cir.store volatile %5, %arg3 : !s32i, !cir.ptr<!s32i>
                    %6 = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["z", init] {alignment = 4 : i64}
                    %7 = cir.const(#cir.zero : !ty_struct_S) : !ty_struct_S
                    cir.store %7, %6 : !ty_struct_S, !cir.ptr<!ty_struct_S>
                    %8 = cir.const(#cir.const_struct<{#cir.int<1> : !s32i, #cir.int<2> : !s8i}> : !ty_struct_S) : !ty_struct_S
                    cir.store %8, %6 : !ty_struct_S, !cir.ptr<!ty_struct_S>
                    %9 = cir.const(#cir.ptr<null> : !cir.ptr<!s32i>) : !cir.ptr<!s32i>
                    %10 = cir.const(#cir.fp<1.5> : !cir.double) : !cir.double
                    %11 = cir.const(#cir.bool<true> : !cir.bool) : !cir.bool
                    cir.return %4 : !s64i
                  }
                }
                """, check(buildMemoryOps()));
    }

    static CirFixture buildCExtensions() {
        CirFixture f = new CirFixture();
        StructType tag = new StructType("struct.__va_list_tag", false, List.of(CirTypes.U32, CirTypes.U32,
                CirTypes.ptr(CirTypes.VOID), CirTypes.ptr(CirTypes.VOID)), false);
        Type pTag = CirTypes.ptr(tag), pU8 = CirTypes.ptr(U8), pU16 = CirTypes.ptr(U16);
        f.func("ext", varfn(S32, S64, pU16), "external", args -> {
            // int a[n];  (VLA, with stack save/restore)
            var sp = f.b.createValue(STACK_SAVE, List.of(), pU8, Map.of());
            f.b.createValue(ALLOCA, List.of(args.get(0)), CirTypes.ptr(S32), attrs("allocaType", BuiltinAttrs.type(S32),
                    "name", BuiltinAttrs.str("a"), "alignment", BuiltinAttrs.i64(16)));
            f.b.create(STACK_RESTORE, List.of(sp), List.of(), Map.of());
            // va_list ap, aq; va_start(ap, n); va_copy(aq, ap); va_arg(ap, int); va_end(ap);
            var ap = f.b.createValue(CAST, List.of(f.alloca(CirTypes.array(tag, 1), "ap", false, 16)), pTag,
                    attrs("kind", CirEnums.CAST_KIND.attr("array_to_ptrdecay")));
            var aq = f.b.createValue(CAST, List.of(f.alloca(CirTypes.array(tag, 1), "aq", false, 16)), pTag,
                    attrs("kind", CirEnums.CAST_KIND.attr("array_to_ptrdecay")));
            f.b.create(VA_START, List.of(ap), List.of(), Map.of());
            f.b.create(VA_COPY, List.of(ap, aq), List.of(), Map.of());
            var x = f.b.createValue(VA_ARG, List.of(ap), S32, Map.of());
            f.b.create(VA_END, List.of(ap), List.of(), Map.of());
            // struct { unsigned short pad : 3; signed short b : 4; } *s;  s->b = x; return s->b;
            var bf = new BitfieldInfoAttr("b", U16, 4, 3, true);
            f.b.createValue(SET_BITFIELD, List.of(args.get(1), x), S32, attrs("bitfield_info", bf));
            var g = f.b.createValue(GET_BITFIELD, List.of(args.get(1)), S32, attrs("bitfield_info", bf));
            // if (g) goto out; __builtin_trap(); out: return g;  ...  __builtin_unreachable();
            Region body = f.b.insertionBlock().parent();
            Block trap = new Block(), out = new Block(), dead = new Block();
            body.addBlock(trap); body.addBlock(out); body.addBlock(dead);
            f.ifOp(f.cast("int_to_bool", g, BOOL), () -> f.b.create(GOTO, List.of(), List.of(), attrs("label", BuiltinAttrs.str("out"))), null);
            f.br(trap);
            f.b.setInsertionPointToEnd(trap);
            f.b.create(TRAP, List.of(), List.of(), Map.of());
            f.b.setInsertionPointToEnd(out);
            f.b.create(LABEL, List.of(), List.of(), attrs("label", BuiltinAttrs.str("out")));
            f.ret(g);
            f.b.setInsertionPointToEnd(dead);
            f.b.create(UNREACHABLE, List.of(), List.of(), Map.of());
        });
        return f;
    }

    @Test
    void cExtensions() {
        assertEquals("""
                !s64i = !cir.int<s, 64>
                !u16i = !cir.int<u, 16>
                !s32i = !cir.int<s, 32>
                !u8i = !cir.int<u, 8>
                !u32i = !cir.int<u, 32>
                !ty_struct___va_list_tag = !cir.struct<struct "struct.__va_list_tag" {!u32i, !u32i, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>}>
                module {
                  cir.func @ext(%arg0: !s64i, %arg1: !cir.ptr<!u16i>, ...) -> !s32i {
                    %0 = cir.stack_save : !cir.ptr<!u8i>
                    %1 = cir.alloca !s32i, !cir.ptr<!s32i>, %arg0 : !s64i, ["a"] {alignment = 16 : i64}
                    cir.stack_restore %0 : !cir.ptr<!u8i>
                    %2 = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["ap"] {alignment = 16 : i64}
                    %3 = cir.cast(array_to_ptrdecay, %2 : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
                    %4 = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["aq"] {alignment = 16 : i64}
                    %5 = cir.cast(array_to_ptrdecay, %4 : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
                    cir.va_start %3 : !cir.ptr<!ty_struct___va_list_tag>
                    cir.va_copy %3 to %5 : !cir.ptr<!ty_struct___va_list_tag>
                    %6 = cir.va_arg %3 : (!cir.ptr<!ty_struct___va_list_tag>) -> !s32i
                    cir.va_end %3 : !cir.ptr<!ty_struct___va_list_tag>
                    %7 = cir.set_bitfield(%arg1 : !cir.ptr<!u16i>, %6 : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
                    %8 = cir.get_bitfield(%arg1 : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
                    %9 = cir.cast(int_to_bool, %8 : !s32i), !cir.bool
                    cir.if %9 {
                      cir.goto "out"
                    }
                    cir.br ^bb1
                  ^bb1:  // pred: ^bb0
                    cir.trap
                  ^bb2:  // no predecessors
                    cir.label "out"
                    cir.return %8 : !s32i
                  ^bb3:  // no predecessors
                    cir.unreachable
                  }
                }
                """, check(buildCExtensions()));
    }

    static CirFixture buildCxxOps() {
        CirFixture f = new CirFixture();
        StructType base = new StructType("class.B", false, List.of(S32), false);
        StructType derived = new StructType("class.D", false, List.of(base, S32), false);
        Type vptr = CirTypes.ptr(CirTypes.ptr(fn(S32)));
        f.global("_ZTV1B", CirTypes.array(CirTypes.ptr(U8), 3), "linkonce_odr", new ZeroAttr(CirTypes.array(CirTypes.ptr(U8), 3)), false);
        f.declare("ready", fn(BOOL));
        f.func("coro", fn(CirTypes.VOID, CirTypes.ptr(derived)), "external", args -> {
            var bp = f.b.createValue(BASE_CLASS_ADDR, List.of(args.get(0)), CirTypes.ptr(base), attrs("offset", BuiltinAttrs.i64(0), "assume_not_null", BuiltinAttrs.UNIT));
            f.b.createValue(DERIVED_CLASS_ADDR, List.of(bp), args.get(0).type(), attrs("offset", BuiltinAttrs.i64(0)));
            var ap = f.b.createValue(VTABLE_ADDRESS_POINT, List.of(), vptr, attrs("name", BuiltinAttrs.sym("_ZTV1B"),
                    "vtable_index", BuiltinAttrs.i32(0), "address_point_index", BuiltinAttrs.i32(2)));
            f.b.createValue(VTABLE_GET_VPTR, List.of(args.get(0)), CirTypes.ptr(vptr), java.util.Map.of());
            f.b.createValue(VTABLE_GET_VIRTUAL_FN_ADDR, List.of(ap),
                    CirTypes.ptr(CirTypes.ptr(fn(S32, CirTypes.ptr(derived)))), attrs("index", BuiltinAttrs.i64(1)));
            var aw = f.b.create(AWAIT, List.of(), List.of(), attrs("kind", CirEnums.AWAIT_KIND.attr("user")), 3);
            f.b.buildRegion(aw.region(0), () -> {
                f.ifOp(f.call("ready", BOOL).result(0), () -> f.yieldKind("nosuspend"), null);
                f.yield();
            });
            f.b.buildRegion(aw.region(1), () -> f.yield());
            f.b.buildRegion(aw.region(2), () -> f.yield());
            f.ret();
        });
        return f;
    }

    @Test
    void cxxOps() {
        assertEquals("""
                !u8i = !cir.int<u, 8>
                !s32i = !cir.int<s, 32>
                !ty_class_B = !cir.struct<struct "class.B" {!s32i}>
                !ty_class_D = !cir.struct<struct "class.D" {!ty_class_B, !s32i}>
                module {
                  cir.global linkonce_odr @_ZTV1B : !cir.array<!cir.ptr<!u8i> x 3> = #cir.zero : !cir.array<!cir.ptr<!u8i> x 3>
                  cir.func @ready() -> !cir.bool
                  cir.func @coro(%arg0: !cir.ptr<!ty_class_D>) {
                    %0 = cir.base_class_addr(%arg0 : !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B> {assume_not_null, offset = 0 : i64}
                    %1 = cir.derived_class_addr(%0 : !cir.ptr<!ty_class_B>) -> !cir.ptr<!ty_class_D> {offset = 0 : i64}
                    %2 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
                    %3 = cir.vtable.get_vptr %arg0 : !cir.ptr<!ty_class_D> -> !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
                    %4 = cir.vtable.get_virtual_fn_addr %2[1] : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>> -> !cir.ptr<!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_class_D>)>>>
                    cir.await(user, ready : {
                      %5 = cir.call @ready() : () -> !cir.bool
                      cir.if %5 {
                        cir.yield nosuspend
                      }
                      cir.yield
                    }, suspend : {
                      cir.yield
                    }, resume : {
                      cir.yield
                    })
                    cir.return
                  }
                }
                """, check(buildCxxOps()));
    }

    /** The exception-handling ops, as CIRGen emits them and as cir-flatten-cfg leaves them, read and printed back. */
    /** The declarations and the start of @thrower that both exception modules below share. */
    private static final String EH_PROLOGUE = String.join("\n",
            "  cir.global external @_ZTIi : !cir.array<!cir.ptr<!u8i> x 2> {alignment = 8 : i64}",
            "  cir.func @__gxx_personality_v0(...) -> !s32i",
            "  cir.func @__cxa_begin_catch(!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>",
            "  cir.func @__cxa_end_catch()",
            "  cir.func @__cxa_throw(!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>)",
            "  cir.func @__cxa_rethrow()",
            "  cir.func @__cxa_allocate_exception(!u64i) -> !cir.ptr<!cir.void>",
            "  cir.func @g(!s32i) -> !s32i",
            "  cir.func @done()",
            "  cir.func @thrower(%arg0: !s32i) {",
            "    %0 = cir.const(#cir.int<4> : !u64i) : !u64i",
            "    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>",
            "    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>",
            "    cir.store %arg0, %2 : !s32i, !cir.ptr<!s32i>");

    static final List<String> EXCEPTION_MODULES = List.of("""
                !u8i = !cir.int<u, 8>
                !s32i = !cir.int<s, 32>
                !u64i = !cir.int<u, 64>
                module {
                @PROLOGUE@
                    cir.throw %2 : !cir.ptr<!s32i> {type_info = @_ZTIi}
                    cir.unreachable
                  }
                  cir.func @catcher(%arg0: !s32i) -> !s32i {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
                    "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
                      %2 = cir.call @g(%arg0) : (!s32i) -> !s32i
                      cir.store %2, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield
                    }, {
                      %2 = cir.catch_param : !cir.ptr<!s32i>
                      %3 = cir.load %2 : !cir.ptr<!s32i>, !s32i
                      cir.store %3, %0 : !s32i, !cir.ptr<!s32i>
                      cir.call @__cxa_end_catch() : () -> ()
                      cir.yield
                    }, {
                      %2 = cir.catch_param : !cir.ptr<!cir.void>
                      "cir.try"() <{catch_types = ["cleanup"]}> ({
                        cir.throw
                        cir.unreachable
                      }, {
                        cir.call @__cxa_end_catch() : () -> ()
                        cir.resume
                      }) : () -> ()
                      cir.yield
                    }) : () -> ()
                    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    cir.return %1 : !s32i
                  }
                }
                """.replace("@PROLOGUE@", EH_PROLOGUE), """
                !u8i = !cir.int<u, 8>
                !s32i = !cir.int<s, 32>
                !u64i = !cir.int<u, 64>
                !u32i = !cir.int<u, 32>
                module {
                @PROLOGUE@
                    %3 = cir.cast(bitcast, %2 : !cir.ptr<!s32i>), !cir.ptr<!cir.void>
                    %4 = cir.get_global @_ZTIi : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>
                    %5 = cir.cast(bitcast, %4 : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>), !cir.ptr<!cir.void>
                    %6 = cir.const(#cir.ptr<null> : !cir.ptr<!cir.void>) : !cir.ptr<!cir.void>
                    cir.call @__cxa_throw(%3, %5, %6) : (!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>) -> ()
                    cir.unreachable
                  }
                  cir.func @catcher(%arg0: !s32i) -> !s32i {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
                    %1 = "cir.try_call"(%arg0)[^bb1, ^bb2] <{callee = @g}> : (!s32i) -> !s32i
                  ^bb1:  // pred: ^bb0
                    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
                    cir.br ^bb9
                  ^bb2:  // pred: ^bb0
                    %2:2 = "cir.eh.landingpad"() <{clauses = [@_ZTIi, "all"]}> : () -> (!cir.ptr<!cir.void>, !u32i)
                    cir.br ^bb3(%2#0, %2#1 : !cir.ptr<!cir.void>, !u32i)
                  ^bb3(%3: !cir.ptr<!cir.void>, %4: !u32i):  // pred: ^bb2
                    %5 = cir.eh.typeid @_ZTIi : !u32i
                    %6 = cir.cmp(eq, %4, %5) : !u32i, !cir.bool
                    cir.brcond %6 ^bb4, ^bb5
                  ^bb4:  // pred: ^bb3
                    %7 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
                    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
                    %9 = cir.load %8 : !cir.ptr<!s32i>, !s32i
                    cir.store %9, %0 : !s32i, !cir.ptr<!s32i>
                    cir.call @__cxa_end_catch() : () -> ()
                    cir.br ^bb9
                  ^bb5:  // pred: ^bb3
                    %10 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
                    "cir.try_call"()[^bb6, ^bb7] <{callee = @__cxa_rethrow}> : () -> ()
                  ^bb6:  // pred: ^bb5
                    cir.unreachable
                  ^bb7:  // pred: ^bb5
                    %11:2 = "cir.eh.landingpad"() <{clauses = [], cleanup}> : () -> (!cir.ptr<!cir.void>, !u32i)
                    cir.br ^bb8(%11#0, %11#1 : !cir.ptr<!cir.void>, !u32i)
                  ^bb8(%12: !cir.ptr<!cir.void>, %13: !u32i):  // pred: ^bb7
                    cir.call @__cxa_end_catch() : () -> ()
                    cir.resume %12, %13 : !cir.ptr<!cir.void>, !u32i
                  ^bb9:  // 2 preds: ^bb1, ^bb4
                    %14 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    cir.return %14 : !s32i
                  }
                }
                """.replace("@PROLOGUE@", EH_PROLOGUE));

    @Test
    void exceptions() {
        for (String text : EXCEPTION_MODULES) {
            Operation m = jcirc.ir.parse.IrReader.parse(text, "eh.mlir");
            Verifier.verify(m);
            assertEquals(text, AsmPrinter.print(m));
        }
    }

    @Test
    void everyCirOpIsCovered() {
        for (CirFixture f : List.of(buildArithmetic(), buildGlobalsAndCalls(), buildStructured(), buildLoops(),
                buildSwitchAndBranches(), buildFlatSwitch(), buildMemoryOps(), buildCExtensions(), buildCxxOps(), buildBuiltins(), buildAtomics(), buildComplex(), buildGnuExtensions(), buildVectors(), buildMemberPointers())) {
            f.verify();
            f.module.walk(op -> USED.add(op.name()));
        }
        for (String text : EXCEPTION_MODULES) jcirc.ir.parse.IrReader.parse(text, "eh.mlir").walk(op -> USED.add(op.name()));
        Set<String> missing = new TreeSet<>();
        for (OpDef d : OpRegistry.all()) if (d.name().startsWith("cir.") && !USED.contains(d.name())) missing.add(d.name());
        assertEquals(Set.of(), missing, "cir ops without a print test");
    }

}
