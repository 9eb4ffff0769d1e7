package jcirc.lowering.types;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

class CirTypeConverterTest {
    private final CirTypeConverter tc = new CirTypeConverter();
    private final CirDataLayout dl = CirDataLayout.X86_64;

    @Test
    void scalars() {
        assertEquals(BuiltinTypes.I32, tc.convert(CirTypes.S32));
        assertEquals(BuiltinTypes.I8, tc.convert(CirTypes.U8));
        assertEquals(BuiltinTypes.I1, tc.convert(CirTypes.BOOL));
        assertEquals(BuiltinTypes.F32, tc.convert(CirTypes.FLOAT));
        assertEquals(BuiltinTypes.F64, tc.convert(CirTypes.DOUBLE));
        assertEquals(BuiltinTypes.F80, tc.convert(CirTypes.LONG_DOUBLE));
        assertEquals(LLVMTypes.PTR, tc.convert(CirTypes.ptr(CirTypes.ptr(CirTypes.S32))));
        assertEquals(BuiltinTypes.I64, tc.convert(BuiltinTypes.I64));
    }

    @Test
    void aggregates() {
        assertEquals(new LLVMTypes.ArrayType(new LLVMTypes.ArrayType(BuiltinTypes.I16, 3), 2),
                tc.convert(CirTypes.array(CirTypes.array(CirTypes.S16, 3), 2)));
        CirTypes.StructType node = new CirTypes.StructType("struct.Node", false);
        node.setBody(List.of(CirTypes.S32, CirTypes.ptr(node)), false);
        assertEquals(new LLVMTypes.StructType(List.of(BuiltinTypes.I32, LLVMTypes.PTR), false), tc.convert(node));
        CirTypes.StructType packed = new CirTypes.StructType("struct.Pk", false, List.of(CirTypes.S8, CirTypes.S32), true);
        assertEquals(new LLVMTypes.StructType(List.of(BuiltinTypes.I8, BuiltinTypes.I32), true), tc.convert(packed));
        assertEquals(5, dl.sizeOf(packed));
        assertEquals(1, dl.alignOf(packed));
    }

    @Test
    void unionsUseTheMostAlignedMemberPlusPadding() {
        // union { char c[13]; int i; double d; } : size 16, align 8 → { double, [8 x i8] }
        CirTypes.StructType u = new CirTypes.StructType("union.U", true,
                List.of(CirTypes.array(CirTypes.S8, 13), CirTypes.S32, CirTypes.DOUBLE), false);
        assertEquals(16, dl.sizeOf(u));
        assertEquals(8, dl.alignOf(u));
        assertEquals(new LLVMTypes.StructType(List.of(BuiltinTypes.F64, new LLVMTypes.ArrayType(BuiltinTypes.I8, 8)), false), tc.convert(u));
        // union { int i; float f; } → { i32 } (no padding)
        CirTypes.StructType v = new CirTypes.StructType("union.V", true, List.of(CirTypes.S32, CirTypes.FLOAT), false);
        assertEquals(new LLVMTypes.StructType(List.of(BuiltinTypes.I32), false), tc.convert(v));
    }

    @Test
    void systemVLayout() {
        // struct { char c; double d; short s; } → offsets 0, 8, 16; size 24
        CirTypes.StructType s = new CirTypes.StructType("struct.S", false, List.of(CirTypes.S8, CirTypes.DOUBLE, CirTypes.S16), false);
        CirDataLayout.StructLayout l = dl.structLayout(s);
        assertEquals(List.of(0L, 8L, 16L), l.offsets());
        assertEquals(24, l.size());
        assertEquals(16, dl.sizeOf(CirTypes.LONG_DOUBLE));
        assertEquals(16, dl.alignOf(CirTypes.LONG_DOUBLE));
        assertEquals(16, dl.alignOf(CirTypes.S128));
        assertEquals(40, dl.sizeOf(CirTypes.array(CirTypes.S32, 10)));
        assertEquals(dl.sizeOf(s), dl.sizeOf(tc.convert(s)));
    }

    @Test
    void functionTypes() {
        CirTypes.FuncType f = new CirTypes.FuncType(List.of(CirTypes.ptr(CirTypes.S8)), CirTypes.S32, true);
        assertEquals(new LLVMTypes.FunctionType(BuiltinTypes.I32, List.of(LLVMTypes.PTR), true), tc.toLLVMFunctionType(f));
        CirTypes.FuncType v = new CirTypes.FuncType(List.of(CirTypes.U64), CirTypes.VOID, false);
        assertEquals(new BuiltinTypes.FunctionType(List.of(BuiltinTypes.I64), List.of()), tc.toFunctionType(v));
        assertEquals(new LLVMTypes.FunctionType(LLVMTypes.VOID, List.of(BuiltinTypes.I64), false), tc.toLLVMFunctionType(v));
    }
}
