package jcirc.lowering.mem2reg;

import jcirc.ir.*;
import jcirc.lowering.cirtollvm.ConvertCirToLLVMPass;
import jcirc.lowering.raise.RaiseCirToScf;
import jcirc.lowering.raise.RaiseTestSupport;
import jcirc.lowering.raise.UpliftWhileToFor;
import jcirc.lowering.testing.*;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/** The scf pipeline with the real convert-cir-to-llvm: same results, no memory ops left for locals. */
class RealPipelineTest {
    static Operation run(CirFixture f, String fn, long[]... inputs) {
        Dialects.ensureLoaded();
        Operation m = f.module.clone();
        new RaiseCirToScf().run(m);
        new ConvertCirToLLVMPass().run(m);
        new Mem2Reg().run(m);
        new UpliftWhileToFor().run(m);
        RaiseTestSupport.verifyIfRegistered(m);
        for (long[] in : inputs)
            assertEquals(new MiniInterpreter(f.module).call(fn, in), new MiniInterpreter(m).call(fn, in), fn + Arrays.toString(in));
        Operation func = m.region(0).entryBlock().last();
        assertEquals(0, Shapes.count(func, "llvm.alloca") + Shapes.count(func, "llvm.load") + Shapes.count(func, "llvm.store"));
        return func;
    }

    @Test void gcd() {
        Operation fn = run(RaiseFixtures.gcd(), "gcd", new long[]{12, 18}, new long[]{17, 5}, new long[]{9, 0});
        assertEquals(2, fn.collect("scf.while").get(0).numOperands());
    }

    @Test void breakContinue() { run(RaiseFixtures.forBreakContinue(), "f", RaiseFixtures.range(-1, 12)); }

    @Test void earlyReturnFromNestedLoops() { run(RaiseFixtures.find(), "find", RaiseFixtures.range(0, 8)); }

    @Test void countedLoopBecomesFor() {
        Operation fn = run(RaiseFixtures.sumFor("lt", 0, 1), "sum", RaiseFixtures.range(-2, 9));
        assertEquals(1, Shapes.count(fn, "scf.for"));
        assertEquals(0, Shapes.count(fn, "scf.while"));
    }
}
