package jcirc.dialect.arith;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.math.BigInteger;
import java.util.*;

import static jcirc.dialect.arith.UpstreamConstraints.*;

/**
 * The upstream {@code arith} dialect: integer and float arithmetic on signless types, comparisons,
 * casts, select and constants. Every op prints exactly as mlir-opt-19 prints it
 * ({@code %0 = arith.addi %a, %b : i32}); fastmath flags are not modelled; integer overflow flags are
 * an {@code overflowFlags = #arith.overflow<nsw>} entry of the attribute dictionary (mlir-opt-19 reads it).
 */
public final class ArithDialect {
    private ArithDialect() {}

    public static final String CONSTANT = ArithOps.ConstantOp.NAME;
    public static final String CMPI = ArithOps.CmpiOp.NAME;
    public static final String CMPF = ArithOps.CmpfOp.NAME;
    public static final String SELECT = ArithOps.SelectOp.NAME;

    /** Integer binary ops: {@code %r = arith.addi %a, %b : i32}. */
    public static final List<String> INT_BINARY = List.of("addi", "subi", "muli", "divsi", "divui", "remsi", "remui",
            "andi", "ori", "xori", "shli", "shrsi", "shrui", "minsi", "maxsi", "minui", "maxui", "ceildivsi", "floordivsi", "ceildivui");
    /** Float binary ops: {@code %r = arith.addf %a, %b : f64}. */
    public static final List<String> FLOAT_BINARY = List.of("addf", "subf", "mulf", "divf", "remf", "minimumf", "maximumf",
            "minnumf", "maxnumf");
    static final Set<String> COMMUTATIVE = Set.of("addi", "muli", "andi", "ori", "xori", "minsi", "maxsi", "minui",
            "maxui", "addf", "mulf", "minimumf", "maximumf", "minnumf", "maxnumf");

    /** cmpi predicates in MLIR's enum order (the generic form's i64 value is the index). */
    public static final List<String> CMPI_PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
    /** cmpf predicates in MLIR's enum order. */
    public static final List<String> CMPF_PREDICATES = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
            "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");

    /** Casts {@code %r = arith.extsi %a : i32 to i64} with the width rule each one checks. */
    private enum CastKind { WIDEN_INT, NARROW_INT, WIDEN_FLOAT, NARROW_FLOAT, INT_TO_FLOAT, FLOAT_TO_INT, BITCAST, INDEX_CAST }

    static final Map<String, CastKind> CASTS = new LinkedHashMap<>();
    static {
        CASTS.put("extsi", CastKind.WIDEN_INT);
        CASTS.put("extui", CastKind.WIDEN_INT);
        CASTS.put("trunci", CastKind.NARROW_INT);
        CASTS.put("extf", CastKind.WIDEN_FLOAT);
        CASTS.put("truncf", CastKind.NARROW_FLOAT);
        CASTS.put("sitofp", CastKind.INT_TO_FLOAT);
        CASTS.put("uitofp", CastKind.INT_TO_FLOAT);
        CASTS.put("fptosi", CastKind.FLOAT_TO_INT);
        CASTS.put("fptoui", CastKind.FLOAT_TO_INT);
        CASTS.put("bitcast", CastKind.BITCAST);
        CASTS.put("index_cast", CastKind.INDEX_CAST);
        CASTS.put("index_castui", CastKind.INDEX_CAST);
    }

    public static Set<String> castNames() { return CASTS.keySet(); }

    private static String mnemonic(String name) { return name.substring(name.indexOf('.') + 1); }

    /** The declaration shared by the integer binary ops ({@link ArithOps.IntBinaryOp}). */
    static OpDef intBinary(String name) {
        OpDef d = OpDef.op(name).operand("lhs", INT_LIKE).operand("rhs", INT_LIKE).result("result", INT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .format("$lhs `,` $rhs attr-dict `:` type($result)");
        if (COMMUTATIVE.contains(mnemonic(name))) d.traits(Trait.COMMUTATIVE);
        return d;
    }

    /** The declaration shared by the float binary ops ({@link ArithOps.FloatBinaryOp}). */
    static OpDef floatBinary(String name) {
        OpDef d = OpDef.op(name).operand("lhs", FLOAT_LIKE).operand("rhs", FLOAT_LIKE).result("result", FLOAT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .format("$lhs `,` $rhs attr-dict `:` type($result)");
        if (COMMUTATIVE.contains(mnemonic(name))) d.traits(Trait.COMMUTATIVE);
        return d;
    }

    /** The declaration shared by the casts ({@link ArithOps.CastOp}), with the width rule of the cast. */
    static OpDef cast(String name) {
        CastKind k = CASTS.get(mnemonic(name));
        return OpDef.op(name).operand("in").result("out")
                .traits(Trait.PURE)
                .format("$in attr-dict `:` type($in) `to` type($out)")
                .verifier(op -> verifyCast(op, k));
    }

    public static void register() {
        // #arith.overflow<nsw> / <nsw, nuw> (integer overflow flags in an attribute dictionary; LlvmFacts)
        for (String d : new String[] {"arith", "llvm"}) {
            jcirc.ir.parse.DialectSyntax.registerAttribute(d + ".overflow", p -> {
                p.parsePunct("<");
                StringBuilder v = new StringBuilder(p.parseKeywordOrIdent());
                while (p.parseOptionalPunct(",")) v.append(", ").append(p.parseKeywordOrIdent());
                p.parsePunct(">");
                return new EnumAttr(d, "overflow", v.toString());
            });
        }
        ArithOps.ConstantOp.DEF.register();

        for (OpDef d : ArithOps.INT_BINARY_OPS) d.register();
        for (OpDef d : ArithOps.FLOAT_BINARY_OPS) d.register();
        ArithOps.NegfOp.DEF.register();

        ArithOps.CmpiOp.DEF.register();
        ArithOps.CmpfOp.DEF.register();

        for (OpDef d : ArithOps.CAST_OPS) d.register();

        ArithOps.SelectOp.DEF.register();
    }

    // ----- constants -----

    /** MLIR's name hint for constants: {@code c42_i32}, {@code c0} for index, {@code true}/{@code false}, {@code cst} for floats. */
    static String constantName(Operation op) {
        Attribute v = op.attr("value");
        if (v instanceof IntegerAttr ia) {
            if (ia.type() instanceof BuiltinTypes.IntegerType it && it.width() == 1) return ia.value().signum() != 0 ? "true" : "false";
            BigInteger val = ia.type() instanceof BuiltinTypes.IntegerType it ? signed(ia.value(), it.width()) : ia.value();
            return "c" + val + (ia.type() instanceof BuiltinTypes.IntegerType ? "_" + ia.type().print() : "");
        }
        if (v instanceof BoolAttr b) return b.value() ? "true" : "false";
        return "cst";
    }

    /** The two's-complement value of {@code v} read back as a signed {@code width}-bit integer (MLIR prints APInts signed). */
    public static BigInteger signed(BigInteger v, int width) {
        if (width <= 0) return v;
        BigInteger mod = BigInteger.ONE.shiftLeft(width);
        BigInteger r = v.mod(mod);
        if (width > 1 && r.testBit(width - 1)) r = r.subtract(mod);
        return r;
    }

    static void verifyConstant(Operation op) {
        Attribute v = op.attr("value");
        Type t = op.result(0).type();
        Type at = switch (v) {
            case IntegerAttr ia -> ia.type();
            case FloatAttr fa -> fa.type();
            case BoolAttr b -> BuiltinTypes.I1;     // `true` read back from the generic form
            default -> null;
        };
        if (at == null) throw new VerifyException(op, "value must be an integer, float, or elements attribute");
        if (!at.equals(t))
            throw new VerifyException(op, "failed to verify that all of {value, result} have same type");
        if (!(t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.IndexType || t instanceof BuiltinTypes.FloatType))
            throw new VerifyException(op, "result must be integer, index or float, but got " + t.print());
    }

    /** {@code arith.constant 42 : i32}; the printed value carries the type. */
    static final class ConstantAsm implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.printOptionalAttrDict(op.attributes(), Set.of("value"));
            p.print(" ").printAttribute(normalizedAttr(op.attr("value")));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            p.parseOptionalAttrDict(st.attributes);
            Attribute v = p.parseAttribute();
            if (v instanceof BoolAttr b) v = new IntegerAttr(b.value() ? 1 : 0, BuiltinTypes.I1);   // `true` is an i1 IntegerAttr
            st.attributes.put("value", v);
            Type t = switch (v) {
                case IntegerAttr ia -> ia.type();
                case FloatAttr fa -> fa.type();
                default -> throw p.error("expected an integer or float attribute");
            };
            st.resultTypes.add(t);
            return st.build();
        }
    }

    /** Integer attributes print their value as a signed number of the type's width. */
    public static Attribute normalizedAttr(Attribute a) {
        if (a instanceof IntegerAttr ia && ia.type() instanceof BuiltinTypes.IntegerType it && it.width() > 1) {
            BigInteger s = signed(ia.value(), it.width());
            if (!s.equals(ia.value())) return new IntegerAttr(s, ia.type());
        }
        return a;
    }

    // ----- verifiers -----

    static void verifyPredicate(Operation op, String enumName, List<String> allowed) {
        EnumAttr e = op.attr("predicate", EnumAttr.class);
        if (e == null || !e.dialect().equals("arith") || !e.enumName().equals(enumName) || !allowed.contains(e.value()))
            throw new VerifyException(op, "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: "
                    + rangeText(allowed.size()));
    }

    static String rangeText(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ", ").append(i);
        return sb.toString();
    }

    static int width(Type t) {
        if (t instanceof BuiltinTypes.IntegerType it) return it.width();
        if (t instanceof BuiltinTypes.FloatType ft) return ft.width();
        return -1;
    }

    static void verifyCast(Operation op, CastKind k) {
        Type in = op.operand(0).type(), out = op.result(0).type();
        if (in instanceof BuiltinTypes.VectorType || out instanceof BuiltinTypes.VectorType) {
            // elementwise on vectors of one length (as upstream, bitcast too; llvm.bitcast reshapes)
            boolean same = in instanceof BuiltinTypes.VectorType a && out instanceof BuiltinTypes.VectorType b && a.size() == b.size();
            if (!same) throw incompatible(op, in, out);
            in = BuiltinTypes.elementOrSelf(in);
            out = BuiltinTypes.elementOrSelf(out);
        }
        switch (k) {
            case WIDEN_INT, NARROW_INT -> {
                requireKind(op, in, out, SIGNLESS_INT);
                if (k == CastKind.WIDEN_INT && width(out) <= width(in))
                    throw incompatible(op, in, out);
                if (k == CastKind.NARROW_INT && width(out) >= width(in))
                    throw incompatible(op, in, out);
            }
            case WIDEN_FLOAT, NARROW_FLOAT -> {
                requireKind(op, in, out, FLOAT);
                if (k == CastKind.WIDEN_FLOAT && width(out) <= width(in))
                    throw incompatible(op, in, out);
                if (k == CastKind.NARROW_FLOAT && width(out) >= width(in))
                    throw incompatible(op, in, out);
            }
            case INT_TO_FLOAT -> {
                if (!SIGNLESS_INT.accepts(in)) throw new VerifyException(op, "operand #0 must be signless-integer-like, but got '" + in.print() + "'");
                if (!FLOAT.accepts(out)) throw new VerifyException(op, "result #0 must be floating-point-like, but got '" + out.print() + "'");
            }
            case FLOAT_TO_INT -> {
                if (!FLOAT.accepts(in)) throw new VerifyException(op, "operand #0 must be floating-point-like, but got '" + in.print() + "'");
                if (!SIGNLESS_INT.accepts(out)) throw new VerifyException(op, "result #0 must be signless-integer-like, but got '" + out.print() + "'");
            }
            case BITCAST -> {
                if (width(in) < 0 || width(in) != width(out))
                    throw new VerifyException(op, "operand type '" + in.print() + "' and result type '" + out.print() + "' are cast incompatible");
            }
            case INDEX_CAST -> {
                boolean ok = (in instanceof BuiltinTypes.IndexType && out instanceof BuiltinTypes.IntegerType)
                        || (in instanceof BuiltinTypes.IntegerType && out instanceof BuiltinTypes.IndexType);
                if (!ok) throw new VerifyException(op, "operand type '" + in.print() + "' and result type '" + out.print() + "' are cast incompatible");
            }
        }
    }

    private static VerifyException incompatible(Operation op, Type in, Type out) {
        return new VerifyException(op, "operand type '" + in.print() + "' and result type '" + out.print() + "' are cast incompatible");
    }

    static void requireKind(Operation op, Type in, Type out, TypeConstraint c) {
        if (!c.accepts(in)) throw new VerifyException(op, "operand #0 must be " + c.description() + "-like, but got '" + in.print() + "'");
        if (!c.accepts(out)) throw new VerifyException(op, "result #0 must be " + c.description() + "-like, but got '" + out.print() + "'");
    }

    /** {@code arith.cmpf olt, %a, %b : f64}; hand-written because the cases {@code false}/{@code true} read as booleans in a format. */
    static final class CmpfAsm implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").print(((EnumAttr) op.attr("predicate")).value()).print(", ")
             .printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
            p.printOptionalAttrDict(op.attributes(), Set.of("predicate"));
            p.print(" : ").printType(op.operand(0).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            String pred = p.parseKeywordOrIdent();
            st.attributes.put("predicate", new EnumAttr("arith", "cmpf_predicate", pred));
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand a = p.parseOperand();
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand b = p.parseOperand();
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.add(p.resolveOperand(a, t));
            st.operands.add(p.resolveOperand(b, t));
            st.resultTypes.add(BuiltinTypes.sameShape(t, BuiltinTypes.I1));
            return st.build();
        }
    }
}
