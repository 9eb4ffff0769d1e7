package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Block;
import jcirc.ir.Value;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.List;

import static jcirc.backend.llvm.IrBuild.*;
import static org.junit.jupiter.api.Assertions.*;

/** Exact-text checks of the writer and of the literal spellings LLVM requires. */
class LlvmIrWriterTextTest {

    @Test
    void smallFunctionExactText() {   // the second edge to bb1 (other arguments) leaves through a block of its own
        IrBuild m = new IrBuild();
        // func.func @max(%a: i32, %b: i32) -> i32 { %c = cmpi sgt; cond_br %c, ^bb1(%a), ^bb1(%b); ^bb1(%r): return %r }
        Block entry = m.func("max", List.of(I32, I32), List.of(I32));
        Block join = m.block(entry, List.of(I32));
        Value c = m.cmpi("sgt", entry.argument(0), entry.argument(1));
        m.condBr(c, join, List.of(entry.argument(0)), join, List.of(entry.argument(1)));
        m.at(join);
        Value one = m.constI(1, I32);
        m.ret(m.bin("arith.addi", join.argument(0), one));
        String ir = Translate.write(m.module);
        assertEquals("""
                ; ModuleID = 'jcirc'
                source_filename = "jcirc"
                target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
                target triple = "x86_64-unknown-linux-gnu"

                define i32 @max(i32 %arg0, i32 %arg1) {
                bb0:
                  %v0 = icmp sgt i32 %arg0, %arg1
                  br i1 %v0, label %bb1, label %bb0.e1
                bb0.e1:
                  br label %bb1
                bb1:
                  %v1 = phi i32 [ %arg0, %bb0 ], [ %arg1, %bb0.e1 ]
                  %v2 = add i32 %v1, 1
                  ret i32 %v2
                }
                """, ir);
    }

    @Test
    void floatLiterals() {
        assertEquals("1.5", IrLiterals.floating(1.5, "f64"));
        assertEquals("0x3FB999999999999A", IrLiterals.floating(0.1, "f64"));
        assertEquals("0x3FB99999A0000000", IrLiterals.floating(0.1, "f32"));   // (double)0.1f
        assertEquals("0.25", IrLiterals.floating(0.25, "f32"));
        assertEquals("0x8000000000000000", IrLiterals.floating(-0.0, "f64"));
        assertEquals("0x7FF0000000000000", IrLiterals.floating(Double.POSITIVE_INFINITY, "f64"));
        assertEquals("1.0e10", IrLiterals.floating(1e10, "f64"));
        assertEquals("0xK3FFF8000000000000000", IrLiterals.floating(1.0, "f80"));
        assertEquals("0xKBFFFC000000000000000", IrLiterals.floating(-1.5, "f80"));
        assertEquals("0xK00000000000000000000", IrLiterals.floating(0.0, "f80"));
        assertEquals("0xK3FFBCCCCCCCCCCCCD000", IrLiterals.floating(0.1, "f80"));
        assertEquals("0xK3BCD8000000000000000", IrLiterals.floating(Double.MIN_VALUE, "f80"));   // 2^-1074
        assertEquals("0xK7FFF8000000000000000", IrLiterals.floating(Double.POSITIVE_INFINITY, "f80"));
    }

    @Test
    void integerAndStringLiterals() {
        assertEquals("-1", IrLiterals.integer(BigInteger.valueOf(255), 8));
        assertEquals("true", IrLiterals.integer(BigInteger.ONE, 1));
        assertEquals("-1", IrLiterals.integer(BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE), 128));
        assertEquals("c\"a\\22b\\5C\\0A\\00\"", IrLiterals.cString("a\"b\\\n\0".getBytes()));
        assertEquals("@\"with space\"", IrNames.global("with space"));
        assertEquals("@main", IrNames.global("main"));
    }

    @Test
    void unknownOpIsReported() {
        IrBuild m = new IrBuild();
        m.func("f", List.of(), List.of());
        m.voidOp("test.mystery", List.of());
        m.ret();
        UnsupportedIrException e = assertThrows(UnsupportedIrException.class, () -> Translate.write(m.module));
        assertTrue(e.getMessage().contains("test.mystery"), e.getMessage());
    }

    /** The writer takes only the llvm dialect (as mlir-translate): func/arith must have been converted. */
    @Test
    void nonLlvmOpsAreReported() {
        IrBuild m = new IrBuild();
        Block e = m.func("f", List.of(I32), List.of(I32));
        m.ret(m.bin("arith.addi", e.argument(0), e.argument(0)));
        UnsupportedIrException fn = assertThrows(UnsupportedIrException.class, () -> LlvmIrWriter.write(m.module));
        assertTrue(fn.getMessage().contains("func.func") && fn.getMessage().contains("convert-func-to-llvm"), fn.getMessage());
        jcirc.ir.pass.PassRegistry.parsePipeline("convert-func-to-llvm").run(m.module);
        UnsupportedIrException ar = assertThrows(UnsupportedIrException.class, () -> LlvmIrWriter.write(m.module));
        assertTrue(ar.getMessage().contains("arith.addi") && ar.getMessage().contains("convert-arith-to-llvm"), ar.getMessage());
        assertTrue(Translate.write(m.module).contains("%v0 = add i32 %arg0, %arg0"));
    }

    /** arith.maxsi becomes llvm.intr.smax (as MLIR's convert-arith-to-llvm), written as the LLVM intrinsic. */
    @Test
    void integerMaxIsTheIntrinsic() {
        IrBuild m = new IrBuild();
        Block e = m.func("f", List.of(I32, I32), List.of(I32));
        m.ret(m.bin("arith.maxsi", e.argument(0), e.argument(1)));
        String ir = Translate.write(m.module);
        assertTrue(ir.contains("%v0 = call i32 @llvm.smax.i32(i32 %arg0, i32 %arg1)\n  ret i32 %v0"), ir);
        assertTrue(ir.contains("declare i32 @llvm.smax.i32(i32, i32)"), ir);
    }

    @Test
    void predicatesInUpstreamIntegerForm() {
        IrBuild m = new IrBuild();
        Block e = m.func("f", List.of(I32, I32), List.of(I1));
        m.ret(m.op("arith.cmpi", List.of(e.argument(0), e.argument(1)), I1, "predicate", BuiltinAttrs.i64(6)));
        assertTrue(Translate.write(m.module).contains("icmp ult i32 %arg0, %arg1"));
    }
}
