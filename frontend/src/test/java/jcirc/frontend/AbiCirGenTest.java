package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.ir.AsmPrinter;
import jcirc.ir.Dialects;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

/** CIRGen of x86-64 System V struct arguments and results (docs/abi.md): signatures, prologues, calls, returns. */
class AbiCirGenTest {
    @TempDir Path tmp;

    private String gen(String src) {
        Dialects.ensureLoaded();
        Diagnostics d = new Diagnostics();
        Operation m = TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d);
        assertNotNull(m, d.renderAll());
        assertEquals(0, d.errorCount(), d.renderAll());
        String text = AsmPrinter.print(m);
        assertDoesNotThrow(() -> Verifier.verify(m), text);
        return text;
    }

    @Test
    void signaturesAreLowered() {
        String t = gen("""
                struct ii { int a, b; };
                struct dd { double x, y; };
                struct big { long v[3]; };
                struct c3 { char c[3]; };
                struct ld { long double x; };
                struct ii f1(struct ii a);
                struct dd f2(struct dd a, double k);
                struct big f3(struct big a, int n);
                struct c3 f4(struct c3 a);
                struct ld f5(struct ld a);
                void use(void) { struct ii a = {1, 2}; struct dd b = {1, 2}; struct big c = {{1, 2, 3}}; struct c3 d = {{1, 2, 3}};
                    struct ld e = {1}; f1(a); f2(b, 2); f3(c, 1); f4(d); f5(e); }
                """);
        assertTrue(t.contains("cir.func @f1(!u64i) -> !u64i"), t);
        assertTrue(t.contains("cir.func @f2(!cir.double, !cir.double, !cir.double) -> !ty___jcirc_abi_double_double"), t);
        assertTrue(t.contains("cir.func @f3(!cir.ptr<!ty_struct_big>, !cir.ptr<!ty_struct_big>, !s32i) attributes {arg_attrs = "
                + "[{llvm.align = 8 : i64, llvm.sret = !ty_struct_big}, {llvm.align = 8 : i64, llvm.byval = !ty_struct_big}, {}]}"), t);
        assertTrue(t.contains("cir.func @f4(!u32i) -> !u32i"), t);
        assertTrue(t.contains("cir.func @f5(!cir.ptr<!ty_struct_ld>) -> !cir.long_double attributes {arg_attrs = "
                + "[{llvm.align = 16 : i64, llvm.byval = !ty_struct_ld}]}"), t);
        // call sites repeat the byval/sret attributes
        assertTrue(t.contains("arg_attrs = [{llvm.align = 8 : i64, llvm.sret = !ty_struct_big}, {llvm.align = 8 : i64, llvm.byval = !ty_struct_big}, {}]"), t);
        // a 3-byte struct is moved through an 8-byte temporary, never read past its end
        assertTrue(t.contains("cir.copy") && t.contains("!cir.array<!u64i x 1>"), t);
    }

    @Test
    void definitionsReassembleParametersAndReturnPieces() {
        String t = gen("""
                struct id { int i; double d; };
                struct id swap(struct id v, int k) { v.i += k; return v; }
                """);
        assertTrue(t.contains("cir.func @swap(%arg0: !u32i, %arg1: !cir.double, %arg2: !s32i) -> !ty___jcirc_abi_u32i_double"), t);
        assertTrue(t.contains("cir.store %arg0, %"), t);
        assertTrue(t.contains("cir.store %arg1, %"), t);
        assertTrue(t.contains("cir.return %") && t.contains(": !ty___jcirc_abi_u32i_double"), t);
    }

    @Test
    void byvalParameterIsItsOwnStorageAndSretReceivesTheResult() {
        String t = gen("""
                struct big { long v[4]; };
                struct big twice(struct big b) { for (int i = 0; i < 4; i++) b.v[i] *= 2; return b; }
                """);
        assertTrue(t.contains("cir.func @twice(%arg0: !cir.ptr<!ty_struct_big>, %arg1: !cir.ptr<!ty_struct_big>)"), t);
        assertTrue(t.contains("cir.struct_element_addr %arg1[0] \"v\""), "the byval pointer is the parameter's storage\n" + t);
        assertTrue(t.contains("cir.copy %arg1 to %arg0 : !cir.ptr<!ty_struct_big>"), t);
    }

    @Test
    void indirectAndVariadicCalls() {
        String t = gen("""
                struct ii { int a, b; };
                struct big { long v[3]; };
                int vf(int n, ...);
                int g(struct ii (*fp)(struct ii, struct big), struct ii a, struct big b) {
                    struct ii r = fp(a, b);
                    return r.a + vf(2, a, b);
                }
                """);
        assertTrue(t.contains("!cir.ptr<!cir.func<!u64i (!u64i, !cir.ptr<!ty_struct_big>)>>"), t);
        assertTrue(t.contains("cir.call @vf(") && t.contains(": (!s32i, !u64i, !cir.ptr<!ty_struct_big>) -> !s32i"), t);
        assertTrue(t.contains("arg_attrs = [{}, {}, {llvm.align = 8 : i64, llvm.byval = !ty_struct_big}]"), t);
    }

    @Test
    void registersRunOut() {
        String t = gen("""
                struct two { long a, b; };
                long f(long a, long b, long c, long d, long e, struct two t);
                long g(struct two t) { return f(1, 2, 3, 4, 5, t); }
                """);
        assertTrue(t.contains("cir.func @f(!s64i, !s64i, !s64i, !s64i, !s64i, !cir.ptr<!ty_struct_two>) -> !s64i"), t);
        assertTrue(t.contains("cir.func @g(%arg0: !u64i, %arg1: !u64i) -> !s64i"), t);
    }

    @Test
    void emptyStructsAndUnions() {
        String t = gen("""
                struct e { };
                union u { float f; int i; };
                struct e mk(struct e x, int y) { return x; }
                union u pick(union u a, union u b, int w) { return w ? a : b; }
                int use(void) { struct e x; union u a = {1.5f}; mk(x, 1); return pick(a, a, 1).i; }
                """);
        assertTrue(t.contains("cir.func @mk(%arg0: !s32i) {"), t);
        assertTrue(t.contains("cir.func @pick(%arg0: !u32i, %arg1: !u32i, %arg2: !s32i) -> !u32i"), t);
    }

    @Test
    void structTypesHaveTheirCSize() {
        // bit-field storage is bytes: the lowered struct needs explicit tail padding to reach sizeof == 4,
        // and a containing struct needs explicit padding before it (its C alignment is 4)
        String t = gen("""
                struct bits { unsigned a : 3, b : 7; int c : 12; };
                struct outer { char c; struct bits b; };
                int use(struct outer o) { return sizeof(struct bits) + sizeof o; }
                """);
        assertTrue(t.contains("!cir.struct<struct \"struct.bits\" {!cir.array<!u8i x 3>, !cir.array<!u8i x 1>}>"), t);
        assertTrue(t.contains("!cir.struct<struct \"struct.outer\" {!s8i, !cir.array<!u8i x 3>, !ty_struct_bits}>"), t);
        assertTrue(t.contains("cir.func @use(%arg0: !u64i)"), t);
    }
}
