package jcirc.dialect.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
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
        public static final String NAME = "arith.constant";
        public static final OpDef DEF = OpDef.op(NAME).summary("integer or floating point constant")
             .attr("value", Attribute.class).result("result")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .customAsm(new ConstantAsm())
             .asmResultName(ArithDialect::constantName)
             .verifier(ArithDialect::verifyConstant)
             .view(ConstantOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ConstantOp> match(Operation op) { return isa(op) ? Optional.of(new ConstantOp(op)) : Optional.empty(); }
        public Value result() { return op.result(0); }
        public Attribute valueAttr() { return op.attr("value", Attribute.class); }
    }

    // %r = arith.negf %a : f64
    public record NegfOp(Operation op) implements OpView {
        public static final String NAME = "arith.negf";
        public static final OpDef DEF = OpDef.op(NAME).operand("operand", FLOAT_LIKE).result("result", FLOAT_LIKE)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$operand attr-dict `:` type($result)")
             .view(NegfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<NegfOp> match(Operation op) { return isa(op) ? Optional.of(new NegfOp(op)) : Optional.empty(); }
        public Value operand() { return op.operand(0); }
        public Value result() { return op.result(0); }
    }

    // %c = arith.cmpi slt, %a, %b : i32
    public record CmpiOp(Operation op) implements OpView {
        public static final String NAME = "arith.cmpi";
        public static final OpDef DEF = OpDef.op(NAME).enumAttr("predicate", "arith", "cmpi_predicate").operand("lhs", INT_LIKE).operand("rhs", INT_LIKE).result("result", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
             .inferResultTypes(st -> List.of(BuiltinTypes.sameShape(st.operands.get(0).type(), BuiltinTypes.I1)))
             .verifier(op -> verifyPredicate(op, "cmpi_predicate", CMPI_PREDICATES))
             .view(CmpiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CmpiOp> match(Operation op) { return isa(op) ? Optional.of(new CmpiOp(op)) : Optional.empty(); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
        public Value result() { return op.result(0); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr predicateAttr() { return op.attr("predicate", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    // %c = arith.cmpf olt, %a, %b : f64
    public record CmpfOp(Operation op) implements OpView {
        public static final String NAME = "arith.cmpf";
        public static final OpDef DEF = OpDef.op(NAME).enumAttr("predicate", "arith", "cmpf_predicate").operand("lhs", FLOAT_LIKE).operand("rhs", FLOAT_LIKE).result("result", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CmpfAsm())
             .verifier(op -> verifyPredicate(op, "cmpf_predicate", CMPF_PREDICATES))
             .view(CmpfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CmpfOp> match(Operation op) { return isa(op) ? Optional.of(new CmpfOp(op)) : Optional.empty(); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
        public Value result() { return op.result(0); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr predicateAttr() { return op.attr("predicate", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    // %r = arith.select %cond, %a, %b : i32
    public record SelectOp(Operation op) implements OpView {
        public static final String NAME = "arith.select";
        public static final OpDef DEF = OpDef.op(NAME).operand("condition", I1).operand("true_value").operand("false_value").result("result")
             .traits(Trait.PURE)
             .format("$condition `,` $true_value `,` $false_value attr-dict `:` type($result)")
             .verifier(op -> {
                 if (!op.operand(1).type().equals(op.operand(2).type()) || !op.operand(1).type().equals(op.result(0).type()))
                     throw new VerifyException(op, "failed to verify that all of {true_value, false_value, result} have same type");
             })
             .view(SelectOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SelectOp> match(Operation op) { return isa(op) ? Optional.of(new SelectOp(op)) : Optional.empty(); }
        public Value condition() { return op.operand(0); }
        public Value trueValue() { return op.operand(1); }
        public Value falseValue() { return op.operand(2); }
        public Value result() { return op.result(0); }
    }

    /** Integer binary ops ({@code %r = arith.addi %a, %b : i32}), as ODS's Arith_IntBinaryOp. */
    public interface IntBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value result() { return op().result(0); }
    }

    // %r = arith.addi %a, %b : i32
    public record AddiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.addi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(AddiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AddiOp> match(Operation op) { return isa(op) ? Optional.of(new AddiOp(op)) : Optional.empty(); }
    }
    // %r = arith.subi %a, %b : i32
    public record SubiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.subi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(SubiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SubiOp> match(Operation op) { return isa(op) ? Optional.of(new SubiOp(op)) : Optional.empty(); }
    }
    // %r = arith.muli %a, %b : i32
    public record MuliOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.muli";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(MuliOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MuliOp> match(Operation op) { return isa(op) ? Optional.of(new MuliOp(op)) : Optional.empty(); }
    }
    // %r = arith.divsi %a, %b : i32
    public record DivsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.divsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(DivsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<DivsiOp> match(Operation op) { return isa(op) ? Optional.of(new DivsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.divui %a, %b : i32
    public record DivuiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.divui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(DivuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<DivuiOp> match(Operation op) { return isa(op) ? Optional.of(new DivuiOp(op)) : Optional.empty(); }
    }
    // %r = arith.remsi %a, %b : i32
    public record RemsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.remsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(RemsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<RemsiOp> match(Operation op) { return isa(op) ? Optional.of(new RemsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.remui %a, %b : i32
    public record RemuiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.remui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(RemuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<RemuiOp> match(Operation op) { return isa(op) ? Optional.of(new RemuiOp(op)) : Optional.empty(); }
    }
    // %r = arith.andi %a, %b : i32
    public record AndiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.andi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(AndiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AndiOp> match(Operation op) { return isa(op) ? Optional.of(new AndiOp(op)) : Optional.empty(); }
    }
    // %r = arith.ori %a, %b : i32
    public record OriOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.ori";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(OriOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<OriOp> match(Operation op) { return isa(op) ? Optional.of(new OriOp(op)) : Optional.empty(); }
    }
    // %r = arith.xori %a, %b : i32
    public record XoriOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.xori";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(XoriOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<XoriOp> match(Operation op) { return isa(op) ? Optional.of(new XoriOp(op)) : Optional.empty(); }
    }
    // %r = arith.shli %a, %b : i32
    public record ShliOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.shli";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(ShliOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ShliOp> match(Operation op) { return isa(op) ? Optional.of(new ShliOp(op)) : Optional.empty(); }
    }
    // %r = arith.shrsi %a, %b : i32
    public record ShrsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.shrsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(ShrsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ShrsiOp> match(Operation op) { return isa(op) ? Optional.of(new ShrsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.shrui %a, %b : i32
    public record ShruiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.shrui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(ShruiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ShruiOp> match(Operation op) { return isa(op) ? Optional.of(new ShruiOp(op)) : Optional.empty(); }
    }
    // %r = arith.minsi %a, %b : i32
    public record MinsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.minsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(MinsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MinsiOp> match(Operation op) { return isa(op) ? Optional.of(new MinsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.maxsi %a, %b : i32
    public record MaxsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.maxsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(MaxsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MaxsiOp> match(Operation op) { return isa(op) ? Optional.of(new MaxsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.minui %a, %b : i32
    public record MinuiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.minui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(MinuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MinuiOp> match(Operation op) { return isa(op) ? Optional.of(new MinuiOp(op)) : Optional.empty(); }
    }
    // %r = arith.maxui %a, %b : i32
    public record MaxuiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.maxui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(MaxuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MaxuiOp> match(Operation op) { return isa(op) ? Optional.of(new MaxuiOp(op)) : Optional.empty(); }
    }
    // %r = arith.ceildivsi %a, %b : i32
    public record CeildivsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.ceildivsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(CeildivsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CeildivsiOp> match(Operation op) { return isa(op) ? Optional.of(new CeildivsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.floordivsi %a, %b : i32
    public record FloordivsiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.floordivsi";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(FloordivsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FloordivsiOp> match(Operation op) { return isa(op) ? Optional.of(new FloordivsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.ceildivui %a, %b : i32
    public record CeildivuiOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "arith.ceildivui";
        public static final OpDef DEF = ArithDialect.intBinary(NAME).view(CeildivuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CeildivuiOp> match(Operation op) { return isa(op) ? Optional.of(new CeildivuiOp(op)) : Optional.empty(); }
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
        public static final String NAME = "arith.addf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(AddfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AddfOp> match(Operation op) { return isa(op) ? Optional.of(new AddfOp(op)) : Optional.empty(); }
    }
    // %r = arith.subf %a, %b : f64
    public record SubfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.subf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(SubfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SubfOp> match(Operation op) { return isa(op) ? Optional.of(new SubfOp(op)) : Optional.empty(); }
    }
    // %r = arith.mulf %a, %b : f64
    public record MulfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.mulf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(MulfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MulfOp> match(Operation op) { return isa(op) ? Optional.of(new MulfOp(op)) : Optional.empty(); }
    }
    // %r = arith.divf %a, %b : f64
    public record DivfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.divf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(DivfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<DivfOp> match(Operation op) { return isa(op) ? Optional.of(new DivfOp(op)) : Optional.empty(); }
    }
    // %r = arith.remf %a, %b : f64
    public record RemfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.remf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(RemfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<RemfOp> match(Operation op) { return isa(op) ? Optional.of(new RemfOp(op)) : Optional.empty(); }
    }
    // %r = arith.minimumf %a, %b : f64
    public record MinimumfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.minimumf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(MinimumfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MinimumfOp> match(Operation op) { return isa(op) ? Optional.of(new MinimumfOp(op)) : Optional.empty(); }
    }
    // %r = arith.maximumf %a, %b : f64
    public record MaximumfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.maximumf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(MaximumfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MaximumfOp> match(Operation op) { return isa(op) ? Optional.of(new MaximumfOp(op)) : Optional.empty(); }
    }
    // %r = arith.minnumf %a, %b : f64
    public record MinnumfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.minnumf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(MinnumfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MinnumfOp> match(Operation op) { return isa(op) ? Optional.of(new MinnumfOp(op)) : Optional.empty(); }
    }
    // %r = arith.maxnumf %a, %b : f64
    public record MaxnumfOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "arith.maxnumf";
        public static final OpDef DEF = ArithDialect.floatBinary(NAME).view(MaxnumfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MaxnumfOp> match(Operation op) { return isa(op) ? Optional.of(new MaxnumfOp(op)) : Optional.empty(); }
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
        public static final String NAME = "arith.extsi";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(ExtsiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ExtsiOp> match(Operation op) { return isa(op) ? Optional.of(new ExtsiOp(op)) : Optional.empty(); }
    }
    // %r = arith.extui %a : T to U
    public record ExtuiOp(Operation op) implements CastOp {
        public static final String NAME = "arith.extui";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(ExtuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ExtuiOp> match(Operation op) { return isa(op) ? Optional.of(new ExtuiOp(op)) : Optional.empty(); }
    }
    // %r = arith.trunci %a : T to U
    public record TrunciOp(Operation op) implements CastOp {
        public static final String NAME = "arith.trunci";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(TrunciOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<TrunciOp> match(Operation op) { return isa(op) ? Optional.of(new TrunciOp(op)) : Optional.empty(); }
    }
    // %r = arith.extf %a : T to U
    public record ExtfOp(Operation op) implements CastOp {
        public static final String NAME = "arith.extf";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(ExtfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ExtfOp> match(Operation op) { return isa(op) ? Optional.of(new ExtfOp(op)) : Optional.empty(); }
    }
    // %r = arith.truncf %a : T to U
    public record TruncfOp(Operation op) implements CastOp {
        public static final String NAME = "arith.truncf";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(TruncfOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<TruncfOp> match(Operation op) { return isa(op) ? Optional.of(new TruncfOp(op)) : Optional.empty(); }
    }
    // %r = arith.sitofp %a : T to U
    public record SitofpOp(Operation op) implements CastOp {
        public static final String NAME = "arith.sitofp";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(SitofpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SitofpOp> match(Operation op) { return isa(op) ? Optional.of(new SitofpOp(op)) : Optional.empty(); }
    }
    // %r = arith.uitofp %a : T to U
    public record UitofpOp(Operation op) implements CastOp {
        public static final String NAME = "arith.uitofp";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(UitofpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UitofpOp> match(Operation op) { return isa(op) ? Optional.of(new UitofpOp(op)) : Optional.empty(); }
    }
    // %r = arith.fptosi %a : T to U
    public record FptosiOp(Operation op) implements CastOp {
        public static final String NAME = "arith.fptosi";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(FptosiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FptosiOp> match(Operation op) { return isa(op) ? Optional.of(new FptosiOp(op)) : Optional.empty(); }
    }
    // %r = arith.fptoui %a : T to U
    public record FptouiOp(Operation op) implements CastOp {
        public static final String NAME = "arith.fptoui";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(FptouiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FptouiOp> match(Operation op) { return isa(op) ? Optional.of(new FptouiOp(op)) : Optional.empty(); }
    }
    // %r = arith.bitcast %a : T to U
    public record BitcastOp(Operation op) implements CastOp {
        public static final String NAME = "arith.bitcast";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(BitcastOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BitcastOp> match(Operation op) { return isa(op) ? Optional.of(new BitcastOp(op)) : Optional.empty(); }
    }
    // %r = arith.index_cast %a : T to U
    public record IndexCastOp(Operation op) implements CastOp {
        public static final String NAME = "arith.index_cast";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(IndexCastOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IndexCastOp> match(Operation op) { return isa(op) ? Optional.of(new IndexCastOp(op)) : Optional.empty(); }
    }
    // %r = arith.index_castui %a : T to U
    public record IndexCastuiOp(Operation op) implements CastOp {
        public static final String NAME = "arith.index_castui";
        public static final OpDef DEF = ArithDialect.cast(NAME).view(IndexCastuiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IndexCastuiOp> match(Operation op) { return isa(op) ? Optional.of(new IndexCastuiOp(op)) : Optional.empty(); }
    }
    /** The declarations of the CastOp family, in registration order. */
    public static final List<OpDef> CAST_OPS = List.of(ExtsiOp.DEF, ExtuiOp.DEF, TrunciOp.DEF, ExtfOp.DEF, TruncfOp.DEF, SitofpOp.DEF, UitofpOp.DEF, FptosiOp.DEF, FptouiOp.DEF, BitcastOp.DEF, IndexCastOp.DEF, IndexCastuiOp.DEF);
}
