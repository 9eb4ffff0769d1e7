package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.ir.AsmPrinter;
import jcirc.ir.Operation;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

class ConstEvalTest {
    @TempDir Path tmp;

    private String module(String src) {
        Diagnostics d = new Diagnostics();
        Operation m = TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d);
        assertNotNull(m, d.renderAll());
        return AsmPrinter.print(m, AsmPrinter.Options.GENERIC);
    }

    @Test
    void integerConstantExpressions() {
        String src = """
                enum { A = 3, B, C = A * 10 + B };
                _Static_assert(B == 4 && C == 34, "enum");
                _Static_assert((unsigned char)300 == 44, "cast truncates");
                _Static_assert(-1 < 0u == 0, "usual conversions make -1 unsigned");
                _Static_assert((-7) / 2 == -3 && (-7) % 2 == -1, "truncating division");
                _Static_assert(1 << 10 == 1024 && (0xffffffffu >> 28) == 15, "shifts");
                _Static_assert(sizeof(long) * 2 == 16 && sizeof(int[3][4]) == 48, "sizeof");
                _Static_assert((3 > 2 ? 10 : 20) == 10 && (0 || 2) == 1 && !5 == 0, "logic");
                _Static_assert('a' == 97 && '\\n' == 10 && '\\377' == -1, "chars");
                _Static_assert(0x7fffffff + 1u == 0x80000000u, "unsigned wrap");
                _Static_assert((int)2.9 == 2 && (int)-2.9 == -2, "float to int");
                _Static_assert(sizeof(0x80000000) == 4 && sizeof(2147483648) == 8, "literal types");
                int arr[(int)(1.5 * 4)];
                _Static_assert(sizeof arr == 24, "float arithmetic in array size");
                int main(void) { return 0; }
                """;
        Diagnostics d = new Diagnostics();
        assertNotNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d), d.renderAll());
        assertEquals(0, d.all().size(), d.renderAll());
    }

    @Test
    void wideIntegerAndExtendedFloatConstants() {
        String src = """
                typedef unsigned __int128 u128;
                _Static_assert(((u128)1 << 100 >> 98) == 4, "128-bit shifts are exact");
                _Static_assert((u128)-1 / 3 % 1000 == 485, "128-bit unsigned wrap and division");
                _Static_assert(-((__int128)1 << 90) % 7 == -1, "signed remainder takes the dividend's sign");
                _Static_assert((unsigned long long)((u128)0x1234 << 64 | 0x42) == 0x42, "truncation");
                _Static_assert(0.1L != 0.1 && 0.1L != 0.1f, "long double literals are not doubles");
                _Static_assert(1.0L + 1e-19L > 1.0L && 1.0 + 1e-19 == 1.0, "64-bit significand");
                _Static_assert(1e4000L > 1e308L * 1e308L / 1e300L, "long double range");
                _Static_assert(1.0000000596046447753906250000000001f > 1.0f, "float literal rounded once");
                _Static_assert((int)(__real__ (3.0 + 4.0i) + __imag__ (3.0 + 4.0i)) == 7, "complex parts");
                _Static_assert((1.0 + 2.0i) * (3.0 - 4.0i) == 11.0 + 2.0i, "complex product");
                int main(void) { return 0; }
                """;
        Diagnostics d = new Diagnostics();
        assertNotNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d), d.renderAll());
        assertEquals(0, d.all().size(), d.renderAll());
    }

    @Test
    void failingStaticAssertIsReported() {
        Diagnostics d = new Diagnostics();
        TestSupport.compile("_Static_assert(sizeof(int) == 8, \"int is 8\");\n", TestSupport.opts(tmp.resolve("cache")), d);
        assertEquals(1, d.errorCount(), d.renderAll());
        assertTrue(d.renderAll().contains("error: static assertion failed due to requirement 'sizeof(int) == 8': int is 8"), d.renderAll());
    }

    @Test
    void staticInitializersBecomeConstantAttributes() {
        String m = module("""
                struct P { int x; double y; };
                int table[4] = { 1, [2] = 5 };
                struct P p = { .y = 2.5, .x = -1 };
                int *mid = &table[2];
                const char *s = "hi";
                char buf[8] = "ab";
                unsigned long big = 0xffffffffffffffffUL;
                long diff = &table[3] - &table[1];
                """);
        assertTrue(m.contains("#cir.const_array<[#cir.int<1> : !s32i, #cir.int<0> : !s32i, #cir.int<5> : !s32i, #cir.int<0> : !s32i]>"), m);
        assertTrue(m.contains("#cir.const_struct<{#cir.int<-1> : !s32i, #cir.fp<2.5> : !cir.double}>"), m);
        assertTrue(m.contains("#cir.global_view<@table, [2]> : !cir.ptr<!s32i>"), m);
        assertTrue(m.contains("#cir.global_view<@\".str\"> : !cir.ptr<!s8i>"), m);
        assertTrue(m.contains("#cir.const_array<\"ab\\00\\00\\00\\00\\00\\00\">"), m);
        assertTrue(m.contains("#cir.int<18446744073709551615> : !u64i"), m);
        assertTrue(m.contains("sym_name = \"diff\"") && m.contains("#cir.int<2> : !s64i"), m);
    }
}
