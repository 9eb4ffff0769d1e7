package jcirc.lowering.flatten;

import jcirc.ir.Operation;
import jcirc.ir.Verifier;
import jcirc.ir.parse.IrReader;
import jcirc.lowering.cirtollvm.Simulator;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** cir-flatten-cfg on parsed cir text: the result verifies and computes what the structured form does. */
class CirFlattenTextTest {
    private static Operation flatten(String text) {
        Operation m = IrReader.parse(text, "test.cir");
        Verifier.verify(m);
        new CirFlattenCFGPass().run(m);
        Verifier.verify(m);
        m.walk(o -> assertFalse(java.util.Set.of("cir.if", "cir.loop", "cir.switch", "cir.scope", "cir.ternary", "cir.yield",
                "cir.goto", "cir.label").contains(o.name()), "left " + o.name()));
        return m;
    }

    private static Simulator sim(Operation m) { return new Simulator(m.collect("cir.func").get(0)); }

    @Test
    void switchWithAnyofRangeFallthroughAndReturn() {
        Operation m = flatten("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @sw(%arg0: !s32i) -> !s32i {
                    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
                    %z = cir.const(#cir.int<0> : !s32i) : !s32i
                    cir.store %z, %0 : !s32i, !cir.ptr<!s32i>
                    cir.switch (%arg0 : !s32i) [
                    case (equal, 1) {
                      %1 = cir.const(#cir.int<1> : !s32i) : !s32i
                      cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield break
                    },
                    case (anyof, [2, 3] : !s32i) {
                      %2 = cir.const(#cir.int<2> : !s32i) : !s32i
                      cir.store %2, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield fallthrough
                    },
                    case (range, [4, 9] : !s32i) {
                      %3 = cir.const(#cir.int<40> : !s32i) : !s32i
                      cir.return %3 : !s32i
                    },
                    case (default) {
                      %5 = cir.const(#cir.int<-7> : !s32i) : !s32i
                      cir.store %5, %0 : !s32i, !cir.ptr<!s32i>
                      cir.yield break
                    }
                    ]
                    %4 = cir.load %0 : !cir.ptr<!s32i>, !s32i
                    cir.return %4 : !s32i
                  }
                }
                """);
        Simulator s = sim(m);
        assertEquals(1, s.run(1));
        assertEquals(40, s.run(2));      // falls through into the range case, which returns
        assertEquals(40, s.run(3));
        assertEquals(40, s.run(4));
        assertEquals(40, s.run(9));
        assertEquals(-7, s.run(10));
        assertEquals(-7, s.run(0));
    }

    @Test
    void nestedLoopsWithBreakAndContinueInScopes() {
        // int f(int n) { int s = 0; for (i = 0; i < n; i++) { int j = 0; while (1) { if (j == i) break; s = s + j; j++; } if (i == 2) continue; s = s + 100; } return s; }
        Operation m = flatten("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @f(%arg0: !s32i) -> !s32i {
                    %s = cir.alloca !s32i, !cir.ptr<!s32i>, ["s", init] {alignment = 4 : i64}
                    %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
                    %c0 = cir.const(#cir.int<0> : !s32i) : !s32i
                    cir.store %c0, %s : !s32i, !cir.ptr<!s32i>
                    cir.store %c0, %i : !s32i, !cir.ptr<!s32i>
                    cir.loop for(cond : {
                      %a = cir.load %i : !cir.ptr<!s32i>, !s32i
                      %b = cir.cmp(lt, %a, %arg0) : !s32i, !cir.bool
                      cir.brcond %b ^bb1, ^bb2
                    ^bb1:
                      cir.yield continue
                    ^bb2:
                      cir.yield
                    }, step : {
                      %a = cir.load %i : !cir.ptr<!s32i>, !s32i
                      %b = cir.unary(inc, %a) : !s32i, !s32i
                      cir.store %b, %i : !s32i, !cir.ptr<!s32i>
                      cir.yield
                    }) {
                      cir.scope {
                        %j = cir.alloca !s32i, !cir.ptr<!s32i>, ["j", init] {alignment = 4 : i64}
                        %z = cir.const(#cir.int<0> : !s32i) : !s32i
                        cir.store %z, %j : !s32i, !cir.ptr<!s32i>
                        cir.loop while(cond : {
                          cir.yield continue
                        }, step : {
                          cir.yield
                        }) {
                          %jv = cir.load %j : !cir.ptr<!s32i>, !s32i
                          %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
                          %e = cir.cmp(eq, %jv, %iv) : !s32i, !cir.bool
                          cir.if %e {
                            cir.yield break
                          }
                          %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
                          %sum = cir.binop(add, %sv, %jv) : !s32i
                          cir.store %sum, %s : !s32i, !cir.ptr<!s32i>
                          %jn = cir.unary(inc, %jv) : !s32i, !s32i
                          cir.store %jn, %j : !s32i, !cir.ptr<!s32i>
                          cir.yield
                        }
                        cir.yield
                      }
                      %iv2 = cir.load %i : !cir.ptr<!s32i>, !s32i
                      %two = cir.const(#cir.int<2> : !s32i) : !s32i
                      %e2 = cir.cmp(eq, %iv2, %two) : !s32i, !cir.bool
                      cir.if %e2 {
                        cir.yield continue
                      }
                      %sv2 = cir.load %s : !cir.ptr<!s32i>, !s32i
                      %h = cir.const(#cir.int<100> : !s32i) : !s32i
                      %sum2 = cir.binop(add, %sv2, %h) : !s32i
                      cir.store %sum2, %s : !s32i, !cir.ptr<!s32i>
                      cir.yield
                    }
                    %r = cir.load %s : !cir.ptr<!s32i>, !s32i
                    cir.return %r : !s32i
                  }
                }
                """);
        Simulator s = sim(m);
        for (int n = 0; n < 6; n++) {
            long expect = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j != i; j++) expect += j;
                if (i == 2) continue;
                expect += 100;
            }
            assertEquals(expect, s.run(n), "n = " + n);
        }
    }

    @Test
    void gotoAcrossScopes() {
        // int g(int n) { int r = 0; { if (n > 5) goto out; r = 1; } r = r + 10; out: return r; }
        Operation m = flatten("""
                !s32i = !cir.int<s, 32>
                module {
                  cir.func @g(%arg0: !s32i) -> !s32i {
                    %r = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
                    %c0 = cir.const(#cir.int<0> : !s32i) : !s32i
                    cir.store %c0, %r : !s32i, !cir.ptr<!s32i>
                    cir.scope {
                      %five = cir.const(#cir.int<5> : !s32i) : !s32i
                      %gt = cir.cmp(gt, %arg0, %five) : !s32i, !cir.bool
                      cir.if %gt {
                        cir.goto "out"
                      }
                      %one = cir.const(#cir.int<1> : !s32i) : !s32i
                      cir.store %one, %r : !s32i, !cir.ptr<!s32i>
                      cir.yield
                    }
                    %v = cir.load %r : !cir.ptr<!s32i>, !s32i
                    %ten = cir.const(#cir.int<10> : !s32i) : !s32i
                    %w = cir.binop(add, %v, %ten) : !s32i
                    cir.store %w, %r : !s32i, !cir.ptr<!s32i>
                    cir.br ^bb1
                  ^bb1:
                    cir.label "out"
                    %x = cir.load %r : !cir.ptr<!s32i>, !s32i
                    cir.return %x : !s32i
                  }
                }
                """);
        Simulator s = sim(m);
        assertEquals(0, s.run(6));
        assertEquals(11, s.run(5));
    }
}
