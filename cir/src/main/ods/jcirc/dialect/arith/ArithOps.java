package jcirc.dialect.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import static jcirc.dialect.arith.ArithDialect.*;
import static jcirc.dialect.arith.UpstreamConstraints.*;

/**
 * The ops of the arith dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link ArithDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class ArithOps {
    private ArithOps() {}

    // %c42_i32 = arith.constant 42 : i32 / %true = arith.constant true / %cst = arith.constant 1.500000e+00 : f64
    public record ConstantOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("arith.constant").summary("integer or floating point constant")
             .attr("value", Attribute.class).result("result")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .customAsm(new ConstantAsm())
             .asmResultName(ArithDialect::constantName)
             .verifier(ArithDialect::verifyConstant);
    }

    // %r = arith.negf %a : f64
    public record NegfOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("arith.negf").operand("operand", FLOAT_LIKE).result("result", FLOAT_LIKE)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$operand attr-dict `:` type($result)");
    }

    // %c = arith.cmpi slt, %a, %b : i32
    public record CmpiOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("arith.cmpi").enumAttr("predicate", "arith", "cmpi_predicate").operand("lhs", INT_LIKE).operand("rhs", INT_LIKE).result("result", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
             .inferResultTypes(st -> List.of(BuiltinTypes.sameShape(st.operands.get(0).type(), BuiltinTypes.I1)))
             .verifier(op -> verifyPredicate(op, "cmpi_predicate", CMPI_PREDICATES));
    }

    // %c = arith.cmpf olt, %a, %b : f64
    public record CmpfOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("arith.cmpf").enumAttr("predicate", "arith", "cmpf_predicate").operand("lhs", FLOAT_LIKE).operand("rhs", FLOAT_LIKE).result("result", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CmpfAsm())
             .verifier(op -> verifyPredicate(op, "cmpf_predicate", CMPF_PREDICATES));
    }

    // %r = arith.select %cond, %a, %b : i32
    public record SelectOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("arith.select").operand("condition", I1).operand("true_value").operand("false_value").result("result")
             .traits(Trait.PURE)
             .format("$condition `,` $true_value `,` $false_value attr-dict `:` type($result)")
             .verifier(op -> {
                 if (!op.operand(1).type().equals(op.operand(2).type()) || !op.operand(1).type().equals(op.result(0).type()))
                     throw new VerifyException(op, "failed to verify that all of {true_value, false_value, result} have same type");
             });
    }

    /** Integer binary ops ({@code %r = arith.addi %a, %b : i32}), as ODS's Arith_IntBinaryOp. */
    public interface IntBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value result() { return op().result(0); }
    }

    // %r = arith.addi %a, %b : i32
    public record AddiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.addi");
    }
    // %r = arith.subi %a, %b : i32
    public record SubiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.subi");
    }
    // %r = arith.muli %a, %b : i32
    public record MuliOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.muli");
    }
    // %r = arith.divsi %a, %b : i32
    public record DivsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.divsi");
    }
    // %r = arith.divui %a, %b : i32
    public record DivuiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.divui");
    }
    // %r = arith.remsi %a, %b : i32
    public record RemsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.remsi");
    }
    // %r = arith.remui %a, %b : i32
    public record RemuiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.remui");
    }
    // %r = arith.andi %a, %b : i32
    public record AndiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.andi");
    }
    // %r = arith.ori %a, %b : i32
    public record OriOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.ori");
    }
    // %r = arith.xori %a, %b : i32
    public record XoriOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.xori");
    }
    // %r = arith.shli %a, %b : i32
    public record ShliOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.shli");
    }
    // %r = arith.shrsi %a, %b : i32
    public record ShrsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.shrsi");
    }
    // %r = arith.shrui %a, %b : i32
    public record ShruiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.shrui");
    }
    // %r = arith.minsi %a, %b : i32
    public record MinsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.minsi");
    }
    // %r = arith.maxsi %a, %b : i32
    public record MaxsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.maxsi");
    }
    // %r = arith.minui %a, %b : i32
    public record MinuiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.minui");
    }
    // %r = arith.maxui %a, %b : i32
    public record MaxuiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.maxui");
    }
    // %r = arith.ceildivsi %a, %b : i32
    public record CeildivsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.ceildivsi");
    }
    // %r = arith.floordivsi %a, %b : i32
    public record FloordivsiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.floordivsi");
    }
    // %r = arith.ceildivui %a, %b : i32
    public record CeildivuiOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = ArithDialect.intBinary("arith.ceildivui");
    }
    /** The declarations of the IntBinaryOp family, in registration order. */
    public static final List<OpDef> INT_BINARY_OPS = List.of(AddiOp.DEF, SubiOp.DEF, MuliOp.DEF, DivsiOp.DEF, DivuiOp.DEF, RemsiOp.DEF, RemuiOp.DEF, AndiOp.DEF, OriOp.DEF, XoriOp.DEF, ShliOp.DEF, ShrsiOp.DEF, ShruiOp.DEF, MinsiOp.DEF, MaxsiOp.DEF, MinuiOp.DEF, MaxuiOp.DEF, CeildivsiOp.DEF, FloordivsiOp.DEF, CeildivuiOp.DEF);

    /** Float binary ops ({@code %r = arith.addf %a, %b : f64}), as ODS's Arith_FloatBinaryOp. */
    public interface FloatBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value result() { return op().result(0); }
    }

    // %r = arith.addf %a, %b : f64
    public record AddfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.addf");
    }
    // %r = arith.subf %a, %b : f64
    public record SubfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.subf");
    }
    // %r = arith.mulf %a, %b : f64
    public record MulfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.mulf");
    }
    // %r = arith.divf %a, %b : f64
    public record DivfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.divf");
    }
    // %r = arith.remf %a, %b : f64
    public record RemfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.remf");
    }
    // %r = arith.minimumf %a, %b : f64
    public record MinimumfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.minimumf");
    }
    // %r = arith.maximumf %a, %b : f64
    public record MaximumfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.maximumf");
    }
    // %r = arith.minnumf %a, %b : f64
    public record MinnumfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.minnumf");
    }
    // %r = arith.maxnumf %a, %b : f64
    public record MaxnumfOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = ArithDialect.floatBinary("arith.maxnumf");
    }
    /** The declarations of the FloatBinaryOp family, in registration order. */
    public static final List<OpDef> FLOAT_BINARY_OPS = List.of(AddfOp.DEF, SubfOp.DEF, MulfOp.DEF, DivfOp.DEF, RemfOp.DEF, MinimumfOp.DEF, MaximumfOp.DEF, MinnumfOp.DEF, MaxnumfOp.DEF);

    /** Casts ({@code %r = arith.extsi %a : i32 to i64}), as ODS's Arith_CastOp. */
    public interface CastOp extends OpView {
        default Value in() { return op().operand(0); }
        default Value out() { return op().result(0); }
    }

    // %r = arith.extsi %a : T to U
    public record ExtsiOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.extsi");
    }
    // %r = arith.extui %a : T to U
    public record ExtuiOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.extui");
    }
    // %r = arith.trunci %a : T to U
    public record TrunciOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.trunci");
    }
    // %r = arith.extf %a : T to U
    public record ExtfOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.extf");
    }
    // %r = arith.truncf %a : T to U
    public record TruncfOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.truncf");
    }
    // %r = arith.sitofp %a : T to U
    public record SitofpOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.sitofp");
    }
    // %r = arith.uitofp %a : T to U
    public record UitofpOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.uitofp");
    }
    // %r = arith.fptosi %a : T to U
    public record FptosiOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.fptosi");
    }
    // %r = arith.fptoui %a : T to U
    public record FptouiOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.fptoui");
    }
    // %r = arith.bitcast %a : T to U
    public record BitcastOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.bitcast");
    }
    // %r = arith.index_cast %a : T to U
    public record IndexCastOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.index_cast");
    }
    // %r = arith.index_castui %a : T to U
    public record IndexCastuiOp(Operation op) implements CastOp {
        public static final OpDef DEF = ArithDialect.cast("arith.index_castui");
    }
    /** The declarations of the CastOp family, in registration order. */
    public static final List<OpDef> CAST_OPS = List.of(ExtsiOp.DEF, ExtuiOp.DEF, TrunciOp.DEF, ExtfOp.DEF, TruncfOp.DEF, SitofpOp.DEF, UitofpOp.DEF, FptosiOp.DEF, FptouiOp.DEF, BitcastOp.DEF, IndexCastOp.DEF, IndexCastuiOp.DEF);
}
