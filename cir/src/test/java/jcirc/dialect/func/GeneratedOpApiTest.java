package jcirc.dialect.func;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cf.CfOps;
import jcirc.ir.*;
import org.junit.jupiter.api.Test;

import java.util.List;

import static jcirc.ir.BuiltinTypes.*;
import static org.junit.jupiter.api.Assertions.*;

/**
 * The op API that OpGen (cir/src/build/OpGen.java) generates from each op's declaration: the
 * typed {@code create} builders (operand groups, attributes, result types, successors, with
 * {@code operandSegmentSizes} when two groups are variadic), named accessors of every group and
 * {@code isa}/{@code match}.
 */
class GeneratedOpApiTest {
    @Test
    void buildersAndAccessorsFollowTheDeclaration() {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        UpstreamSample.func(b, "f", List.of(I1, I32), List.of(I32), args -> {
            Block entry = b.insertionBlock();
            Block join = b.createBlock(entry.parent(), List.of(I32));
            Block other = b.createBlock(entry.parent(), List.of());
            b.setInsertionPointToEnd(entry);
            // cf.cond_br %c, ^join(%x : i32), ^other: two variadic groups -> operandSegmentSizes
            CfOps.CondBrOp br = CfOps.CondBrOp.create(b, args.get(0), List.of(args.get(1)), List.of(), join, other);
            assertEquals(args.get(0), br.condition());
            assertEquals(List.of(args.get(1)), br.trueDestOperands());
            assertEquals(List.of(), br.falseDestOperands());
            assertSame(join, br.trueDest());
            assertSame(other, br.falseDest());
            b.setInsertionPointToEnd(other);
            ArithOps.AddiOp sum = ArithOps.AddiOp.create(b, args.get(1), args.get(1), I32);   // a family op
            assertEquals(I32, sum.result().type());
            CfOps.BrOp.create(b, List.of(sum.result()), join);
            b.setInsertionPointToEnd(join);
            FuncOps.ReturnOp ret = FuncOps.ReturnOp.create(b, List.of(join.argument(0)));
            assertTrue(FuncOps.ReturnOp.isa(ret.op()));
            assertTrue(FuncOps.ReturnOp.match(ret.op()).isPresent());
            assertTrue(CfOps.BrOp.match(ret.op()).isEmpty());
            assertInstanceOf(FuncOps.ReturnOp.class, ret.op().view());
        });
        Verifier.verify(m);
        String text = AsmPrinter.print(m, AsmPrinter.Options.MLIR);
        assertTrue(text.contains("cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2"), text);
        assertTrue(text.contains("arith.addi %arg1, %arg1 : i32"), text);
        MlirOpt.assertFixedPoint(text);
    }
}
