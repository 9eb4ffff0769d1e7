package jcirc.lowering.raise;

import jcirc.ir.Operation;
import jcirc.ir.pass.PassRegistry;
import jcirc.lowering.mem2reg.Mem2Reg;
import jcirc.lowering.testing.MiniCirToLlvm;
import jcirc.lowering.testing.RaiseFixtures;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class ScfStatsTest {
    @Test void countsForWhileAndCfPerFunction() {
        Operation a = RaiseFixtures.sumFor("lt", 0, 1).module, b = RaiseFixtures.gcd().module;
        // put both functions in one module
        a.region(0).entryBlock().append(b.region(0).entryBlock().last().remove());
        new RaiseCirToScf().run(a);
        MiniCirToLlvm.run(a);
        new Mem2Reg().run(a);
        new UpliftWhileToFor().run(a);
        ScfStats s = ScfStats.of(a);
        assertEquals(2, s.functions().size());
        assertEquals(new ScfStats.FunctionStats("sum", 1, 1, 0, 0), s.functions().get(0));
        assertEquals(new ScfStats.FunctionStats("gcd", 1, 0, 1, 0), s.functions().get(1));
        assertEquals(0, s.functionsWithCf());
        assertTrue(s.report().contains("total: functions 2, loops 2 (scf.for 1, scf.while 1), functions with cf 0"), s.report());
    }

    @Test void passesAreRegistered() {
        RaisePasses.register();
        for (String p : new String[]{"cir-raise-to-scf", "mem2reg", "scf-uplift-while-to-for", "scf-stats"})
            assertTrue(PassRegistry.passes().containsKey(p), p);
    }
}
