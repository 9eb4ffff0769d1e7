package jcirc.dialect.llvm;

import jcirc.dialect.func.MlirOpt;
import jcirc.ir.*;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class LLVMDialectTest {
    @Test
    void everyOpRoundTripsThroughMlirOpt() {
        Operation m = LLVMSample.module();
        Verifier.verify(m);
        MlirOpt.assertFixedPoint(AsmPrinter.print(m, AsmPrinter.Options.MLIR));
    }

    @Test
    void printsUpstreamSyntax() {
        String text = AsmPrinter.print(LLVMSample.module(), AsmPrinter.Options.MLIR);
        assertTrue(text.contains("  llvm.mlir.global internal constant @s(\"abc\\00\") {addr_space = 0 : i32}\n"), text);
        assertTrue(text.contains("%1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr\n"), text);
        assertTrue(text.contains("%4 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32\n"), text);
        assertTrue(text.contains("%9 = llvm.call @printf(%6, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32\n"), text);
        assertTrue(text.contains("\"llvm.intr.memcpy\"(%1, %arg1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n"), text);
    }

    @Test
    void callToMissingFunctionIsRejected() {
        Operation m = LLVMSample.module();
        Operation call = m.collect(LLVMDialect.CALL).get(2);
        call.setAttr("callee", new jcirc.ir.BuiltinAttrs.SymbolRefAttr("nope"));
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.getMessage().contains("'nope' does not reference"), e.getMessage());
    }
}
