package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** Layouts against the x86-64 System V values gcc produces. */
class TypeLayoutTest {
    @TempDir Path tmp;

    private static RecordDef record(boolean packed, Object... members) {
        RecordDef d = new RecordDef("S", false);
        java.util.ArrayList<RecordDef.MemberDecl> ms = new java.util.ArrayList<>();
        for (int i = 0; i < members.length; i += 3) {
            ms.add(new RecordDef.MemberDecl((String) members[i], (CType) members[i + 1], (Integer) members[i + 2], 0));
        }
        d.complete(ms, packed, 0);
        return d;
    }

    @Test
    void scalarSizes() {
        assertEquals(1, Types.sizeOf(CType.CHAR));
        assertEquals(2, Types.sizeOf(CType.SHORT));
        assertEquals(4, Types.sizeOf(CType.INT));
        assertEquals(8, Types.sizeOf(CType.LONG));
        assertEquals(8, Types.sizeOf(new CType.Pointer(CType.CHAR)));
        assertEquals(16, Types.sizeOf(CType.LONG_DOUBLE));
        assertEquals(16, Types.alignOf(CType.LONG_DOUBLE));
        assertEquals(40, Types.sizeOf(new CType.Array(CType.LONG, 5)));
    }

    @Test
    void structPaddingAndAlignment() {
        RecordDef s = record(false, "c", CType.CHAR, -1, "i", CType.INT, -1, "d", CType.CHAR, -1);
        assertEquals(12, s.size());
        assertEquals(4, s.align());
        assertEquals(List.of(0L, 4L, 8L), s.fields().stream().map(RecordDef.Field::offset).toList());
        RecordDef t = record(false, "c", CType.CHAR, -1, "x", CType.LONG_DOUBLE, -1);
        assertEquals(32, t.size());
        assertEquals(16, t.fields().get(1).offset());
        RecordDef p = record(true, "c", CType.CHAR, -1, "i", CType.INT, -1);
        assertEquals(5, p.size());
        assertEquals(1, p.fields().get(1).offset());
    }

    @Test
    void bitFieldsFollowSysV() {
        RecordDef a = record(false, "a", CType.INT, 3, "b", CType.INT, 5, "c", CType.CHAR, -1);
        assertEquals(4, a.size());
        assertEquals(1, a.fields().get(2).offset());
        assertEquals(3, a.fields().get(1).bitOffset());
        RecordDef b = record(false, "a", CType.INT, 30, "b", CType.INT, 4);
        assertEquals(8, b.size());
        assertEquals(4, b.fields().get(1).offset());
        assertEquals(0, b.fields().get(1).bitOffset());
        RecordDef c = record(false, "a", CType.CHAR, -1, "b", CType.INT, 4);
        assertEquals(4, c.size());
        assertEquals(8, c.fields().get(1).offset() * 8 + c.fields().get(1).bitOffset());
        RecordDef z = record(false, "a", CType.CHAR, 1, null, CType.INT, 0, "b", CType.CHAR, 1);
        // the zero-width int bit-field moves b to the next int unit; unnamed bit-fields do not align the struct
        assertEquals(5, z.size());
        assertEquals(4, z.fields().get(1).offset());
    }

    @Test
    void unionsAndFlexibleArrays() {
        RecordDef u = new RecordDef("U", true);
        u.complete(List.of(new RecordDef.MemberDecl("c", new CType.Array(CType.CHAR, 5), -1, 0),
                new RecordDef.MemberDecl("i", CType.INT, -1, 0)), false, 0);
        assertEquals(8, u.size());
        RecordDef f = record(false, "n", CType.INT, -1, "data", new CType.Array(CType.CHAR, -1), -1);
        assertEquals(4, f.size());
        assertTrue(f.hasFlexibleArrayMember());
    }

    @Test
    void layoutThroughTheFrontendWithStaticAsserts() {
        String src = """
                #include <stddef.h>
                struct A { char c; int i; char d; };
                struct B { char c; double d; short s; };
                struct C { int a : 3; int b : 5; char c; };
                struct D { struct { int x; union { short s; long l; }; }; char tail; };
                union E { char c[5]; int i; };
                struct __attribute__((packed)) F { char c; int i; };
                struct G { char c; long double ld; };
                struct H { int n; char data[]; };
                _Static_assert(sizeof(struct A) == 12 && _Alignof(struct A) == 4, "A");
                _Static_assert(offsetof(struct A, d) == 8, "A.d");
                _Static_assert(sizeof(struct B) == 24 && offsetof(struct B, s) == 16, "B");
                _Static_assert(sizeof(struct C) == 4 && offsetof(struct C, c) == 1, "C");
                _Static_assert(sizeof(struct D) == 24 && offsetof(struct D, l) == 8 && offsetof(struct D, tail) == 16, "D");
                _Static_assert(sizeof(union E) == 8, "E");
                _Static_assert(sizeof(struct F) == 5, "F");
                _Static_assert(sizeof(struct G) == 32 && offsetof(struct G, ld) == 16, "G");
                _Static_assert(sizeof(struct H) == 4, "H");
                _Static_assert(sizeof(max_align_t) == 32, "max_align_t");
                int main(void) { return 0; }
                """;
        Diagnostics d = new Diagnostics();
        assertNotNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d), d.renderAll());
        assertEquals(0, d.all().size(), d.renderAll());
    }

    /** #pragma pack and packed members, with the values gcc gives (checked in the frontend by _Static_assert). */
    @Test
    void pragmaPackAndPackedMembers() {
        String src = """
                #include <stddef.h>
                #pragma pack(push, 2)
                struct P2 { char c; int i; long l; int x : 20; int y : 20; };
                struct P2al { char c; int i __attribute__((aligned(8))); };
                struct __attribute__((aligned(8))) P2rec { char c; int i; };
                #pragma pack(1)
                struct P1 { char c; unsigned a : 3; unsigned b : 30; unsigned : 0; char d; };
                union U1 { long f : 6; char c; };
                #pragma pack(8)
                struct __attribute__((packed)) P8bits { char c; int b : 4; };
                #pragma pack(pop)
                struct Natural { char c; long l; };
                _Pragma("pack(4)")
                struct Op { char c; long l; };
                _Pragma("pack()")
                struct M { char c; int i __attribute__((packed)); short s; };
                struct Mb { char c; unsigned a : 3; unsigned b : 30 __attribute__((packed)); char d; };
                struct Outer { char c; struct P2 p; };
                _Static_assert(sizeof(struct P2) == 20 && _Alignof(struct P2) == 2 && offsetof(struct P2, l) == 6, "P2");
                _Static_assert(sizeof(struct P2al) == 6 && offsetof(struct P2al, i) == 2, "P2al");
                _Static_assert(sizeof(struct P2rec) == 8 && _Alignof(struct P2rec) == 8 && offsetof(struct P2rec, i) == 2, "P2rec");
                _Static_assert(sizeof(struct P1) == 9 && _Alignof(struct P1) == 1 && offsetof(struct P1, d) == 8, "P1");
                _Static_assert(sizeof(union U1) == 1, "U1");
                _Static_assert(sizeof(struct P8bits) == 4 && _Alignof(struct P8bits) == 4, "P8bits");
                _Static_assert(sizeof(struct Natural) == 16, "Natural");
                _Static_assert(sizeof(struct Op) == 12 && offsetof(struct Op, l) == 4, "Op");
                _Static_assert(sizeof(struct M) == 8 && offsetof(struct M, i) == 1 && offsetof(struct M, s) == 6, "M");
                _Static_assert(sizeof(struct Mb) == 8 && offsetof(struct Mb, d) == 6, "Mb");
                _Static_assert(sizeof(struct Outer) == 22 && offsetof(struct Outer, p) == 2, "Outer");
                int main(void) { return 0; }
                """;
        Diagnostics d = new Diagnostics();
        assertNotNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d), d.renderAll());
        assertEquals(0, d.all().size(), d.renderAll());
    }

    @Test
    void malformedPackPragmasAreWarnedAboutAndIgnored() {
        String src = """
                #pragma pack(pop)
                #pragma pack(3)
                #pragma pack(push, 1, 2)
                struct S { char c; int i; };
                _Static_assert(sizeof(struct S) == 8, "S");
                """;
        Diagnostics d = new Diagnostics();
        assertNotNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d), d.renderAll());
        String out = d.renderAll();
        assertTrue(out.contains("#pragma pack (pop) encountered without matching #pragma pack (push)"), out);
        assertTrue(out.contains("alignment must be a small power of two, not 3"), out);
        assertTrue(out.contains("malformed '#pragma pack' - ignored"), out);
    }

    @Test
    void conversionsAndCompatibility() {
        assertEquals(CType.INT, Types.promote(CType.CHAR));
        assertEquals(CType.INT, Types.promote(CType.USHORT));
        assertEquals(CType.UINT, Types.usualArithmetic(CType.INT, CType.UINT));
        assertEquals(CType.LONG, Types.usualArithmetic(CType.UINT, CType.LONG));
        assertEquals(CType.ULONG, Types.usualArithmetic(CType.LONG, CType.ULONG));
        assertEquals(CType.DOUBLE, Types.usualArithmetic(CType.FLOAT, CType.DOUBLE));
        assertEquals(CType.FLOAT, Types.usualArithmetic(CType.LLONG, CType.FLOAT));
        assertTrue(Types.compatible(new CType.Array(CType.INT, -1), new CType.Array(CType.INT, 3)));
        assertFalse(Types.compatible(new CType.Pointer(CType.INT), new CType.Pointer(CType.LONG)));
        CType.Function proto = new CType.Function(CType.INT, List.of(CType.INT), false, true);
        CType.Function old = new CType.Function(CType.INT, List.of(), false, false);
        assertTrue(Types.compatible(proto, old));
        CType.Function withChar = new CType.Function(CType.INT, List.of(CType.CHAR), false, true);
        assertFalse(Types.compatible(withChar, old));
    }
}
