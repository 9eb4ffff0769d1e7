package jcirc.frontend.cirgen.abi;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.CIRGenTypes;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.ir.Type;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static jcirc.frontend.cirgen.abi.ArgClass.*;
import static org.junit.jupiter.api.Assertions.*;

/** System V x86-64 classification and lowering of known cases (psABI §3.2.3; what gcc and clang do). */
class SysVClassifierTest {
    private final CIRGenTypes types = new CIRGenTypes();
    private final X86_64Abi abi = types.abi;

    // ---- building C types

    private static RecordDef.MemberDecl m(CType t) { return new RecordDef.MemberDecl("m", t, -1, 0); }

    private static RecordDef.MemberDecl bits(CType t, int w) { return new RecordDef.MemberDecl("b", t, w, 0); }

    private static CType struct(RecordDef.MemberDecl... ms) { return record(false, false, ms); }

    private static CType union(RecordDef.MemberDecl... ms) { return record(true, false, ms); }

    private static CType record(boolean union, boolean packed, RecordDef.MemberDecl... ms) {
        RecordDef d = new RecordDef("t", union);
        d.complete(List.of(ms), packed, 0);
        return new CType.Record(d);
    }

    private static CType struct(CType... fields) {
        List<RecordDef.MemberDecl> ms = new ArrayList<>();
        for (CType f : fields) ms.add(m(f));
        return struct(ms.toArray(RecordDef.MemberDecl[]::new));
    }

    private static CType array(CType t, long n) { return new CType.Array(t, n); }

    private static Classification cls(CType t) { return SysVClassifier.classify(t); }

    private static void assertClasses(CType t, ArgClass lo, ArgClass hi) {
        assertEquals(new Classification(lo, hi), cls(t), t.toString());
    }

    private List<Piece> pieces(CType t) {
        return ((ArgInfo.Coerced) abi.classifyArgument(t)).pieces();
    }

    // ---- classification

    @Test
    void scalars() {
        assertClasses(CType.INT, INTEGER, NO_CLASS);
        assertClasses(new CType.Pointer(CType.CHAR), INTEGER, NO_CLASS);
        assertClasses(CType.DOUBLE, SSE, NO_CLASS);
        assertClasses(CType.FLOAT, SSE, NO_CLASS);
        assertClasses(CType.LONG_DOUBLE, X87, X87UP);
        assertClasses(new CType.Int(CType.IntKind.INT128), INTEGER, INTEGER);
    }

    @Test
    void twoIntsShareOneIntegerEightbyte() {
        CType s = struct(CType.INT, CType.INT);
        assertClasses(s, INTEGER, NO_CLASS);
        assertEquals(List.of(new Piece(CirTypes.U64, 0, 8)), pieces(s));
    }

    @Test
    void twoDoublesAreTwoSseEightbytes() {
        CType s = struct(CType.DOUBLE, CType.DOUBLE);
        assertClasses(s, SSE, SSE);
        assertEquals(List.of(new Piece(CirTypes.DOUBLE, 0, 8), new Piece(CirTypes.DOUBLE, 8, 8)), pieces(s));
    }

    @Test
    void intAndFloatInOneEightbyteIsInteger() {
        CType s = struct(CType.INT, CType.FLOAT);
        assertClasses(s, INTEGER, NO_CLASS);
        assertEquals(List.of(new Piece(CirTypes.U64, 0, 8)), pieces(s));
        assertClasses(struct(CType.FLOAT, CType.INT), INTEGER, NO_CLASS);
    }

    @Test
    void threeFloatsAreSseSseWithTheTailAsFloat() {
        CType s = struct(CType.FLOAT, CType.FLOAT, CType.FLOAT);
        assertClasses(s, SSE, SSE);
        assertEquals(List.of(new Piece(CirTypes.DOUBLE, 0, 8), new Piece(CirTypes.FLOAT, 8, 4)), pieces(s));
        // one and two floats
        assertEquals(List.of(new Piece(CirTypes.FLOAT, 0, 4)), pieces(struct(CType.FLOAT)));
        assertEquals(List.of(new Piece(CirTypes.DOUBLE, 0, 8)), pieces(struct(CType.FLOAT, CType.FLOAT)));
    }

    @Test
    void mixedEightbytes() {
        CType di = struct(CType.DOUBLE, CType.INT);
        assertClasses(di, SSE, INTEGER);
        assertEquals(List.of(new Piece(CirTypes.DOUBLE, 0, 8), new Piece(CirTypes.U32, 8, 4)), pieces(di));
        CType id = struct(CType.INT, CType.DOUBLE);
        assertClasses(id, INTEGER, SSE);
        assertEquals(List.of(new Piece(CirTypes.U32, 0, 4), new Piece(CirTypes.DOUBLE, 8, 8)), pieces(id),
                "the padding after the int carries no data (clang: {i32, double})");
        assertClasses(struct(CType.LONG, new CType.Pointer(CType.VOID)), INTEGER, INTEGER);
    }

    @Test
    void largeAggregatesAreMemory() {
        assertTrue(cls(struct(array(CType.LONG, 3))).isMemory());
        assertTrue(cls(struct(CType.DOUBLE, CType.DOUBLE, CType.DOUBLE)).isMemory());
        assertTrue(cls(struct(array(CType.CHAR, 17))).isMemory());
        assertFalse(cls(struct(array(CType.CHAR, 16))).isMemory());
        assertInstanceOf(ArgInfo.ByVal.class, abi.classifyArgument(struct(array(CType.LONG, 3))));
        assertInstanceOf(ReturnInfo.SRet.class, abi.classifyReturn(struct(array(CType.LONG, 3))));
    }

    @Test
    void smallByteArraysAreCoercedToCoveringIntegers() {
        assertClasses(struct(array(CType.CHAR, 3)), INTEGER, NO_CLASS);
        assertEquals(List.of(new Piece(CirTypes.U32, 0, 4)), pieces(struct(array(CType.CHAR, 3))));
        assertEquals(List.of(new Piece(CirTypes.U8, 0, 1)), pieces(struct(CType.CHAR)));
        assertEquals(List.of(new Piece(CirTypes.U16, 0, 2)), pieces(struct(array(CType.CHAR, 2))));
        assertEquals(List.of(new Piece(CirTypes.U64, 0, 8)), pieces(struct(array(CType.CHAR, 5))));
        assertEquals(List.of(new Piece(CirTypes.U64, 0, 8), new Piece(CirTypes.U16, 8, 2)), pieces(struct(array(CType.SHORT, 5))));
        assertEquals(List.of(new Piece(CirTypes.U64, 0, 8), new Piece(CirTypes.U32, 8, 4)), pieces(struct(array(CType.CHAR, 11))));
    }

    @Test
    void unions() {
        assertClasses(union(m(CType.FLOAT), m(CType.INT)), INTEGER, NO_CLASS);
        assertClasses(union(m(CType.DOUBLE), m(CType.FLOAT)), SSE, NO_CLASS);
        assertClasses(union(m(CType.DOUBLE), m(CType.LONG)), INTEGER, NO_CLASS);
        // union { double d[2]; long l; }: the low eightbyte is INTEGER, the high one SSE
        assertClasses(union(m(array(CType.DOUBLE, 2)), m(CType.LONG)), INTEGER, SSE);
        assertTrue(cls(union(m(CType.LONG_DOUBLE), m(CType.INT))).isMemory(), "X87UP without X87 is MEMORY");
        assertTrue(cls(union(m(array(CType.CHAR, 20)), m(CType.INT))).isMemory());
    }

    @Test
    void nestedStructs() {
        CType pt = struct(CType.FLOAT, CType.FLOAT);
        assertClasses(struct(pt, CType.DOUBLE), SSE, SSE);
        assertClasses(struct(struct(CType.INT), CType.FLOAT), INTEGER, NO_CLASS);
        assertClasses(struct(CType.INT, struct(CType.FLOAT), CType.DOUBLE), INTEGER, SSE);
        assertTrue(cls(struct(CType.CHAR, struct(CType.FLOAT, CType.DOUBLE))).isMemory(), "24 bytes");
        assertEquals(List.of(new Piece(CirTypes.DOUBLE, 0, 8), new Piece(CirTypes.DOUBLE, 8, 8)), pieces(struct(pt, pt)));
    }

    @Test
    void arraysInsideStructs() {
        assertClasses(struct(array(CType.FLOAT, 4)), SSE, SSE);
        assertClasses(struct(array(CType.FLOAT, 3), CType.INT), SSE, INTEGER);
        assertClasses(struct(array(CType.INT, 2), array(CType.DOUBLE, 1)), INTEGER, SSE);
        assertClasses(struct(array(array(CType.SHORT, 2), 2)), INTEGER, NO_CLASS);
    }

    @Test
    void packedUnalignedFieldIsMemory() {
        assertTrue(cls(record(false, true, m(CType.CHAR), m(CType.INT))).isMemory());
        assertClasses(record(false, true, m(CType.INT), m(CType.INT)), INTEGER, NO_CLASS);
    }

    @Test
    void bitFieldsAreInteger() {
        assertClasses(struct(bits(CType.INT, 3), bits(CType.INT, 5)), INTEGER, NO_CLASS);
        assertClasses(struct(m(CType.FLOAT), bits(CType.INT, 3)), INTEGER, NO_CLASS);
        assertClasses(struct(m(CType.DOUBLE), bits(CType.LONG, 40)), SSE, INTEGER);
    }

    @Test
    void longDoubleAndInt128() {
        CType ld = struct(CType.LONG_DOUBLE);
        assertClasses(ld, X87, X87UP);
        assertInstanceOf(ArgInfo.ByVal.class, abi.classifyArgument(ld));
        assertEquals(new ReturnInfo.Coerced(List.of(new Piece(CirTypes.LONG_DOUBLE, 0, 16)), CirTypes.LONG_DOUBLE), abi.classifyReturn(ld));
        assertClasses(struct(new CType.Int(CType.IntKind.INT128)), INTEGER, INTEGER);
    }

    @Test
    void emptyStructIsIgnored() {
        CType e = struct(new CType[0]);
        assertTrue(cls(e).isEmpty());
        assertInstanceOf(ArgInfo.Ignored.class, abi.classifyArgument(e));
        assertInstanceOf(ReturnInfo.Ignored.class, abi.classifyReturn(e));
    }

    // ---- signatures

    private static CType.Function fn(CType ret, CType... params) { return new CType.Function(ret, List.of(params), false, true); }

    @Test
    void twoEightbyteReturnUsesACoerceStruct() {
        ReturnInfo r = abi.classifyReturn(struct(CType.LONG, CType.DOUBLE));
        CirTypes.StructType st = (CirTypes.StructType) ((ReturnInfo.Coerced) r).type();
        assertEquals(List.of(CirTypes.U64, CirTypes.DOUBLE), st.members());
        assertEquals(CirTypes.U64, ((ReturnInfo.Coerced) abi.classifyReturn(struct(CType.INT, CType.INT))).type());
        // the second member must land at byte 8: a 4-byte first piece is widened when the second is 4-aligned
        RecordDef d = new RecordDef("t", false);
        d.complete(List.of(m(CType.INT), new RecordDef.MemberDecl("b", CType.INT, -1, 8)), false, 0);
        CirTypes.StructType w = (CirTypes.StructType) ((ReturnInfo.Coerced) abi.classifyReturn(new CType.Record(d))).type();
        assertEquals(List.of(CirTypes.U64, CirTypes.U32), w.members());
        CirTypes.StructType id = (CirTypes.StructType) ((ReturnInfo.Coerced) abi.classifyReturn(struct(CType.INT, CType.DOUBLE))).type();
        assertEquals(List.of(CirTypes.U32, CirTypes.DOUBLE), id.members());
    }

    @Test
    void memoryReturnAddsAHiddenSretPointer() {
        CType big = struct(array(CType.LONG, 3));
        FunctionInfo fi = abi.lower(fn(big, CType.INT), true);
        Type bigCir = types.convert(big);
        assertEquals(new CirTypes.FuncType(List.of(CirTypes.ptr(bigCir), CirTypes.S32), CirTypes.VOID, false), fi.type());
        assertEquals("[{llvm.align = 8 : i64, llvm.sret = " + jcirc.ir.TypePrint.of(bigCir) + "}, {}]", fi.argAttrsAttr().print());
        assertEquals(1, fi.firstLoweredArg(0));
    }

    @Test
    void byvalArgumentsCarryTypeAndAlignment() {
        CType big = struct(array(CType.INT, 5));
        FunctionInfo fi = abi.lower(fn(CType.VOID, CType.INT, big), true);
        Type bigCir = types.convert(big);
        assertEquals(List.of(CirTypes.S32, CirTypes.ptr(bigCir)), fi.type().inputs());
        assertEquals(new BuiltinAttrs.DictionaryAttr(new java.util.LinkedHashMap<>(java.util.Map.of())), fi.argAttrs().get(0));
        assertEquals("{llvm.align = 8 : i64, llvm.byval = " + jcirc.ir.TypePrint.of(bigCir) + "}", fi.argAttrs().get(1).print());
        assertNull(abi.lower(fn(CType.VOID, CType.INT, struct(CType.INT, CType.INT)), true).argAttrsAttr(), "no attributes needed");
    }

    @Test
    void coercedArgumentsAreFlattened() {
        CType id = struct(CType.INT, CType.DOUBLE);
        FunctionInfo fi = abi.lower(fn(CType.INT, CType.CHAR, id, CType.FLOAT), true);
        assertEquals(List.of(CirTypes.S8, CirTypes.U32, CirTypes.DOUBLE, CirTypes.FLOAT), fi.type().inputs());
        assertEquals(List.of(0, 1, 3), List.of(fi.firstLoweredArg(0), fi.firstLoweredArg(1), fi.firstLoweredArg(2)));
    }

    @Test
    void structsGoToMemoryWhenTheirRegistersRunOut() {
        CType two = struct(CType.LONG, CType.LONG);
        List<CType> ps = new ArrayList<>(Collections.nCopies(5, CType.LONG));
        ps.add(two);
        ps.add(struct(CType.LONG));
        FunctionInfo fi = abi.lower(new CType.Function(CType.VOID, ps, false, true), true);
        assertInstanceOf(ArgInfo.ByVal.class, fi.args().get(5), "needs 2 GPRs, 1 left");
        assertInstanceOf(ArgInfo.Coerced.class, fi.args().get(6), "the last GPR still takes a later one-eightbyte struct");

        List<CType> ds = new ArrayList<>(Collections.nCopies(7, CType.DOUBLE));
        ds.add(struct(CType.DOUBLE, CType.DOUBLE));
        ds.add(struct(CType.FLOAT));
        fi = abi.lower(new CType.Function(CType.VOID, ds, false, true), true);
        assertInstanceOf(ArgInfo.ByVal.class, fi.args().get(7));
        assertInstanceOf(ArgInfo.Coerced.class, fi.args().get(8));

        // the sret pointer takes RDI
        CType big = struct(array(CType.LONG, 4));
        List<CType> qs = new ArrayList<>(Collections.nCopies(4, CType.LONG));
        qs.add(two);
        fi = abi.lower(new CType.Function(big, qs, false, true), true);
        assertInstanceOf(ArgInfo.ByVal.class, fi.args().get(4));
        assertInstanceOf(ArgInfo.Coerced.class, abi.lower(new CType.Function(CType.VOID, qs, false, true), true).args().get(4));
    }

    @Test
    void variadicCallsLowerTheExtraArguments() {
        CType.Function printfLike = new CType.Function(CType.INT, List.of(new CType.Pointer(CType.CHAR)), true, true);
        CType big = struct(array(CType.LONG, 3));
        FunctionInfo fi = abi.lowerCall(printfLike, List.of(CType.DOUBLE, struct(CType.INT, CType.FLOAT), big));
        assertEquals(List.of(CirTypes.ptr(CirTypes.S8)), fi.type().inputs(), "the callee type keeps only the fixed parameters");
        assertTrue(fi.type().varArg());
        assertEquals(4, fi.argAttrs().size());
        assertTrue(fi.argAttrs().get(3).entries().containsKey("llvm.byval"));
        assertEquals(List.of(1, 2, 3), List.of(fi.firstLoweredArg(1), fi.firstLoweredArg(2), fi.firstLoweredArg(3)));
    }
}
