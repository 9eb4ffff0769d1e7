package jcirc.dialect.arith;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cf.CfDialect;
import jcirc.dialect.func.MlirOpt;
import jcirc.dialect.func.UpstreamSample;
import jcirc.dialect.scf.Scf;
import jcirc.ir.*;
import jcirc.ir.pass.PassRegistry;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static jcirc.ir.BuiltinTypes.*;
import static org.junit.jupiter.api.Assertions.*;

class CanonicalizeTest {
    private static String canonicalize(Operation m) {
        Verifier.verify(m);
        PassRegistry.parsePipeline("canonicalize").run(m);
        String text = AsmPrinter.print(m, AsmPrinter.Options.MLIR);
        MlirOpt.assertFixedPoint(text);
        return text;
    }

    @Test
    void foldsIntegerArithmeticComparisonsCastsAndSelect() {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        UpstreamSample.func(b, "f", List.of(I32), List.of(I32, I64, I1, F64), a -> {
            Value c7 = Arith.constant(b, 7, I32), c3 = Arith.constant(b, 3, I32), cm8 = Arith.constant(b, -8, I32);
            Value sum = Arith.binary(b, "addi", c7, c3);                  // 10
            Value quo = Arith.binary(b, "divsi", cm8, c3);                // -2
            Value prod = Arith.binary(b, "muli", sum, quo);               // -20
            Value ext = Arith.cast(b, "extui", Arith.cast(b, "trunci", prod, I8), I64);   // 236
            Value lt = Arith.cmpi(b, "ult", cm8, c3);                     // false (unsigned)
            Value sel = Arith.select(b, lt, a.get(0), Arith.binary(b, "addi", a.get(0), Arith.constant(b, 0, I32)));
            Value d = Arith.binary(b, "mulf", Arith.constantFloat(b, 1.5, F64), Arith.cast(b, "sitofp", c3, F64));
            Arith.binary(b, "divsi", c7, Arith.constant(b, 0, I32));     // not folded, and dead
            UpstreamSample.ret(b, Arith.binary(b, "addi", sel, prod), ext, lt, d);
        });
        String text = canonicalize(m);
        assertEquals("""
                module {
                  func.func @f(%arg0: i32) -> (i32, i64, i1, f64) {
                    %c-20_i32 = arith.constant -20 : i32
                    %c236_i64 = arith.constant 236 : i64
                    %false = arith.constant false
                    %cst = arith.constant 4.500000e+00 : f64
                    %0 = arith.addi %arg0, %c-20_i32 : i32
                    return %0, %c236_i64, %false, %cst : i32, i64, i1, f64
                  }
                }
                """, text);
    }

    @Test
    void inlinesScfIfAndFoldsCondBrOnConstants() {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        UpstreamSample.func(b, "g", List.of(I32), List.of(I32), a -> {
            Value t = Arith.bool(b, true);
            Value r = Scf.ifOp(b, Arith.cmpi(b, "eq", a.get(0), a.get(0)), List.of(I32),
                    bb -> List.of(Arith.binary(bb, "muli", a.get(0), a.get(0))), bb -> List.of(a.get(0))).result(0);
            Scf.ifOp(b, Arith.bool(b, false), List.of(), bb -> { Arith.binary(bb, "muli", r, r); return List.of(); }, null);
            Region body = b.insertionBlock().parent();
            Block yes = body.addBlock(new Block(List.of(I32)));
            Block no = body.addBlock(new Block());
            b.create(CfDialect.COND_BR, List.of(t, r), List.of(),
                    Map.of(OpDef.SEGMENTS_ATTR, new jcirc.ir.BuiltinAttrs.DenseArrayAttr(I32, List.of(1L, 1L, 0L))), 0, List.of(yes, no));
            UpstreamSample.ret(new Builder(yes), yes.argument(0));
            UpstreamSample.ret(new Builder(no), a.get(0));
        });
        String text = canonicalize(m);
        // the folded cond_br's false block is unreachable and erased (upstream's conversions skip such blocks)
        assertEquals("""
                module {
                  func.func @g(%arg0: i32) -> i32 {
                    %0 = arith.muli %arg0, %arg0 : i32
                    cf.br ^bb1(%0 : i32)
                  ^bb1(%1: i32):  // pred: ^bb0
                    return %1 : i32
                  }
                }
                """, text);
    }

    @Test
    void cseAndSymbolDceAreRegistered() {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        Operation dead = UpstreamSample.func(b, "unused", List.of(), List.of(), a -> UpstreamSample.ret(b));
        dead.setAttr("sym_visibility", new jcirc.ir.BuiltinAttrs.StringAttr("private"));
        UpstreamSample.func(b, "h", List.of(I32), List.of(I32), a -> {
            Value x = Arith.binary(b, "addi", a.get(0), a.get(0));
            Value y = Arith.binary(b, "addi", a.get(0), a.get(0));
            UpstreamSample.ret(b, Arith.binary(b, "muli", x, y));
        });
        PassRegistry.parsePipeline("cse,symbol-dce").run(m);
        assertEquals("""
                module {
                  func.func @h(%arg0: i32) -> i32 {
                    %0 = arith.addi %arg0, %arg0 : i32
                    %1 = arith.muli %0, %0 : i32
                    return %1 : i32
                  }
                }
                """, AsmPrinter.print(m, AsmPrinter.Options.MLIR));
        assertTrue(BuiltinTypes.isIntOrIndex(I32));
    }
}
