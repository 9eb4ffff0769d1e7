package jcirc.ir.parse;

import jcirc.ir.AsmPrinter;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The {@code loop} dialect of spec/loop-dialect-historical.txt was renamed to {@code scf}: the reader
 * upgrades {@code loop.for/if/yield/parallel/reduce/reduce.return} to their {@code scf} names and
 * {@code loop.terminator} to {@code scf.yield}.
 */
class HistoricalLoopDialectTest {
    static final String HISTORICAL = """
            func.func @reduce(%lb: index, %ub: index, %step: index, %init: f32, %c: i1) -> f32 {
              %sum = loop.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
                %next = loop.if %c -> (f32) {
                  %t = arith.addf %acc, %init : f32
                  loop.yield %t : f32
                } else {
                  loop.yield %acc : f32
                }
                loop.yield %next : f32
              }
              loop.for %iv = %lb to %ub step %step {
                loop.if %c {
                  loop.terminator
                }
                loop.terminator
              }
              %r = loop.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
                loop.reduce(%init : f32) {
                ^bb0(%lhs: f32, %rhs: f32):
                  %s = arith.addf %lhs, %rhs : f32
                  loop.reduce.return %s : f32
                }
              }
              return %sum : f32
            }
            """;

    @Test
    void loopSpellingsAreUpgradedToScf() {
        Operation m = IrReader.parse(HISTORICAL, "loop.mlir");
        Verifier.verify(m);
        Set<String> names = new TreeSet<>();
        m.walk(op -> names.add(op.name()));
        assertTrue(names.containsAll(Set.of("scf.for", "scf.if", "scf.yield", "scf.parallel", "scf.reduce", "scf.reduce.return")), names.toString());
        assertTrue(names.stream().noneMatch(n -> n.startsWith("loop.")), names.toString());

        String modern = HISTORICAL.replace("loop.terminator", "scf.yield").replace("loop.", "scf.");
        String printed = AsmPrinter.print(m);
        assertEquals(AsmPrinter.print(IrReader.parse(modern, "scf.mlir")), printed);
        assertFalse(printed.contains("loop."), printed);
    }

    @Test
    void genericLoopSpellingsToo() {
        Operation m = IrReader.parse("""
                func.func @f(%c: i1) {
                  "loop.if"(%c) ({
                    "loop.terminator"() : () -> ()
                  }, {
                  }) : (i1) -> ()
                  return
                }
                """, "loop.mlir");
        Verifier.verify(m);
        assertTrue(AsmPrinter.print(m).contains("scf.if %arg0 {\n"), AsmPrinter.print(m));
    }

    @Test
    void upgradeHookCanBeReplaced() {
        ParseContext plain = new ParseContext().opNameMapper(n -> n);
        Operation m = IrReader.parse("\"loop.for\"() : () -> ()", "x.mlir", plain);
        assertEquals("loop.for", m.region(0).entryBlock().first().name());
    }
}
