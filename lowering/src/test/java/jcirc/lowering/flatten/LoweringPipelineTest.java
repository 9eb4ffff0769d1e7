package jcirc.lowering.flatten;

import jcirc.ir.Operation;
import jcirc.ir.parse.IrReader;
import jcirc.ir.pass.PassRegistry;
import jcirc.lowering.cirtollvm.Simulator;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** The registered direct-path passes, run from parsed cir text, compute what the C loop computes. */
class LoweringPipelineTest {
    static final String LOOP = """
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
                  %iv = cir.load %i : !cir.ptr<!s32i>, !s32i
                  %two = cir.const(#cir.int<2> : !s32i) : !s32i
                  %m = cir.binop(rem, %iv, %two) : !s32i
                  %z = cir.const(#cir.int<0> : !s32i) : !s32i
                  %e = cir.cmp(eq, %m, %z) : !s32i, !cir.bool
                  cir.if %e {
                    %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
                    %sum = cir.binop(add, %sv, %iv) : !s32i
                    cir.store %sum, %s : !s32i, !cir.ptr<!s32i>
                  } else {
                    %sv = cir.load %s : !cir.ptr<!s32i>, !s32i
                    %one = cir.const(#cir.int<1> : !s32i) : !s32i
                    %sum = cir.binop(sub, %sv, %one) : !s32i
                    cir.store %sum, %s : !s32i, !cir.ptr<!s32i>
                  }
                  cir.yield
                }
                %r = cir.load %s : !cir.ptr<!s32i>, !s32i
                cir.return %r : !s32i
              }
            }
            """;

    private static long expected(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) s = i % 2 == 0 ? s + i : s - 1;
        return s;
    }

    @Test
    void directPathComputesTheLoop() {
        Operation m = IrReader.parse(LOOP, "loop.cir");
        PassRegistry.parsePipeline("cir-flatten-cfg,convert-cir-to-llvm").verifyEach(false).run(m);
        Simulator s = new Simulator(m.collect("func.func").get(0));
        for (int n = 0; n < 7; n++) assertEquals(expected(n), s.run(n));
    }

}
