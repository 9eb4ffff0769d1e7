package jcirc.dialect.scf;

import jcirc.dialect.arith.Arith;
import jcirc.dialect.func.UpstreamSample;
import jcirc.ir.*;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static jcirc.ir.BuiltinTypes.*;
import static org.junit.jupiter.api.Assertions.*;

/** Negative verifier tests: the messages are mlir-opt-19's for the same IR. */
class ScfVerifierTest {
    private static String verifyError(Consumer<Builder> body) {
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        UpstreamSample.func(b, "t", List.of(I32, I1, INDEX, F32), List.of(), a -> {
            args = a;
            body.accept(b);
            UpstreamSample.ret(b);
        });
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        return e.render();
    }

    private static List<BlockArgument> args;

    /** The i-th argument of the function under test (%arg0: i32, %arg1: i1, %arg2: index, %arg3: f32). */
    private static Value arg(Builder b, int i) { return args.get(i); }

    @Test
    void ifYieldTypeMustMatchResults() {
        String msg = verifyError(b -> Scf.ifOp(b, arg(b, 1), List.of(I32), bb -> List.of(arg(b, 0)), bb -> List.of(arg(b, 3))));
        assertEquals("error: 'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'f32' should match input type #0 'i32'", msg);
    }

    @Test
    void ifWithResultsNeedsElse() {
        String msg = verifyError(b -> Scf.ifOp(b, arg(b, 1), List.of(I32), bb -> List.of(arg(b, 0)), null));
        assertEquals("error: 'scf.if' op must have an else block if defining values", msg);
    }

    @Test
    void forYieldMustMatchIterArgs() {
        String msg = verifyError(b -> Scf.forOp(b, arg(b, 2), arg(b, 2), arg(b, 2), List.of(arg(b, 0)), (iv, it) -> List.of(arg(b, 3))));
        assertEquals("error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'", msg);
    }

    @Test
    void forBoundsMustHaveOneType() {
        String msg = verifyError(b -> Scf.forOp(b, arg(b, 2), arg(b, 0), arg(b, 2), List.of(), (iv, it) -> List.of()));
        assertEquals("error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type", msg);
    }

    @Test
    void whileConditionMustForwardAfterRegionTypes() {
        String msg = verifyError(b -> Scf.whileOp(b, List.of(arg(b, 0)), List.of(I32),
                args -> List.of(arg(b, 1), arg(b, 3)), args -> List.of(args.get(0))));
        assertEquals("error: 'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'", msg);
    }

    @Test
    void conditionOperandMustBeI1() {
        String msg = verifyError(b -> Scf.whileOp(b, List.of(), List.of(), args -> List.of(arg(b, 0)), args -> List.of()));
        assertTrue(msg.startsWith("error: 'scf.condition' op operand 'condition' must be 1-bit signless integer"), msg);
    }

    @Test
    void indexSwitchRegionsMustYieldResultTypes() {
        String msg = verifyError(b -> Scf.indexSwitch(b, arg(b, 2), List.of(I32), List.of(1L), bb -> List.of(arg(b, 0)),
                List.of(bb -> List.of(arg(b, 3)))));
        assertEquals("error: 'scf.index_switch' op expected result #0 of each region to be 'i32'", msg);
    }

    @Test
    void forRegionIsSingleBlock() {
        String msg = verifyError(b -> {
            Operation f = Scf.forOp(b, arg(b, 2), arg(b, 2), arg(b, 2), List.of(), (iv, it) -> List.of());
            Block extra = f.region(0).addBlock(new Block());
            Scf.yieldOp(new Builder(extra), List.of());
        });
        assertEquals("error: 'scf.for' op expects region #0 to have 0 or 1 blocks", msg);
    }

    @Test
    void arithCastWidthAndFuncReturnAreChecked() {
        assertEquals("error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible",
                verifyError(b -> Arith.cast(b, "extsi", arg(b, 0), I16)));
        Operation m = UpstreamSample.module();
        Builder b = UpstreamSample.atEnd(m);
        UpstreamSample.func(b, "r", List.of(I32), List.of(I64), a -> UpstreamSample.ret(b, a.get(0)));
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertEquals("error: 'func.return' op type of return operand 0 ('i32') doesn't match function result type ('i64') in function @r", e.render());
        assertNotNull(Map.of());
    }
}
