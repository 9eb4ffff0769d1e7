package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.ir.AsmPrinter;
import jcirc.ir.Dialects;
import jcirc.ir.OpRegistry;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

class CirGenTest {
    @TempDir Path tmp;

    private Operation gen(String src) {
        Diagnostics d = new Diagnostics();
        Operation m = TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d);
        assertNotNull(m, d.renderAll());
        assertEquals(0, d.errorCount(), d.renderAll());
        return m;
    }

    private static List<String> opNames(Operation m) {
        List<String> names = new java.util.ArrayList<>();
        m.walkPreOrder(op -> names.add(op.name()));
        return names;
    }

    @Test
    void walkingSkeleton() {
        Operation m = gen("int main(void) { int x = 40; x = x + 2; return x; }");
        assertEquals(List.of("builtin.module", "cir.func", "cir.alloca", "cir.const", "cir.store", "cir.load", "cir.const",
                "cir.binop", "cir.store", "cir.load", "cir.return"), opNames(m));
        String text = AsmPrinter.print(m, AsmPrinter.Options.GENERIC);
        assertTrue(text.contains("alignment = 4 : i64, allocaType = !s32i, init, name = \"x\""), text);
        assertTrue(text.contains("kind = #cir<binop_kind add>"), text);
        assertTrue(text.contains("function_type = !cir.func<!s32i ()>, linkage = #cir<linkage external>, sym_name = \"main\""), text);
    }

    @Test
    void controlFlowIsStructured() {
        Operation m = gen("""
                int g(int n) {
                  int s = 0;
                  for (int i = 0; i < n; i++) { if (i == 3) continue; if (i > 8) break; s += i; }
                  while (s > 100) s--;
                  do { s++; } while (s < 5);
                  switch (s) { case 1: case 2: s = 0; break; case 5: s++; default: s *= 2; }
                  return s > 0 && n ? s : -s;
                }
                """);
        List<String> names = opNames(m);
        assertEquals(3, names.stream().filter("cir.loop"::equals).count());
        assertTrue(names.contains("cir.switch") && names.contains("cir.ternary") && names.contains("cir.if"));
        String text = AsmPrinter.print(m, AsmPrinter.Options.GENERIC);
        assertTrue(text.contains("#cir<loop_kind for>") && text.contains("#cir<loop_kind while>") && text.contains("#cir<loop_kind dowhile>"), text);
        assertTrue(text.contains("#cir<yield_kind break>") && text.contains("#cir<yield_kind continue>") && text.contains("#cir<yield_kind fallthrough>"), text);
        assertTrue(text.contains("#cir<case_kind anyof>") && text.contains("#cir<case_kind default>"), text);
    }

    @Test
    void pointersStructsCallsAndConversions() {
        Operation m = gen("""
                #include <stdio.h>
                struct P { int x; char c; double d; };
                static double half(double v) { return v / 2; }
                int main(int argc, char **argv) {
                  struct P p = { 1, 'a', 2.0 };
                  struct P *pp = &p;
                  int a[4] = {1, 2, 3, 4};
                  int *q = a + 2;
                  long n = q - a;
                  unsigned char uc = (unsigned char)argc;
                  pp->d = half(pp->x) + uc;
                  printf("%d %ld %f %s\\n", a[1], n, pp->d, argv[0]);
                  return (int)p.d;
                }
                """);
        String text = AsmPrinter.print(m, AsmPrinter.Options.GENERIC);
        for (String k : List.of("array_to_ptrdecay", "int_to_float", "float_to_int", "integral", "ptr_to_int")) {
            assertTrue(text.contains("#cir<cast_kind " + k + ">"), k + "\n" + text);
        }
        assertTrue(text.contains("\"cir.ptr_stride\""), text);
        assertTrue(text.contains("member_index = 2 : i64, member_name = \"d\""), text);
        assertTrue(text.contains("callee = @printf") && text.contains("callee = @half"), text);
        assertTrue(text.contains("!cir.func<!s32i (!cir.ptr<!s8i>, ...)>"), "printf is declared variadic\n" + text);
    }

    @Test
    void emittedModuleVerifies() {
        Dialects.ensureLoaded();
        assertNotNull(OpRegistry.lookup("cir.func"), "the cir dialect's op definitions must be registered");
        assertNotNull(OpRegistry.lookup("cir.binop"), "the cir dialect's op definitions must be registered");
        Operation m = gen("""
                int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
                int main(void) { int s = 0; for (int i = 0; i < 5; i++) s += fact(i); return s; }
                """);
        assertDoesNotThrow(() -> Verifier.verify(m));
    }
}
