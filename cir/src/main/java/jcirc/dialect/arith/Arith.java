package jcirc.dialect.arith;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/** Builders for arith ops: {@code Arith.constant(b, 42, i32)}, {@code Arith.binary(b, "addi", x, y)}, ... */
public final class Arith {
    private Arith() {}

    /** {@code arith.constant v : t} for an integer or index type (stored as the signed value of the width). */
    public static Value constant(Builder b, long v, Type t) {
        BigInteger bv = BigInteger.valueOf(v);
        if (t instanceof BuiltinTypes.IntegerType it) bv = it.width() == 1 ? BigInteger.valueOf(v & 1) : ArithDialect.signed(bv, it.width());
        return b.createValue(ArithDialect.CONSTANT, List.of(), t, Map.of("value", new IntegerAttr(bv, t)));
    }

    public static Value index(Builder b, long v) { return constant(b, v, BuiltinTypes.INDEX); }

    public static Value bool(Builder b, boolean v) { return constant(b, v ? 1 : 0, BuiltinTypes.I1); }

    /** {@code arith.constant 1.500000e+00 : f64}. */
    public static Value constantFloat(Builder b, double v, Type t) {
        return b.createValue(ArithDialect.CONSTANT, List.of(), t, Map.of("value", new FloatAttr(v, t)));
    }

    /** {@code arith.<name> %a, %b : t} for the binary ops ({@code "addi"}, {@code "divsi"}, {@code "mulf"}, ...). */
    public static Value binary(Builder b, String name, Value lhs, Value rhs) {
        return b.createValue("arith." + name, List.of(lhs, rhs), lhs.type(), Map.of());
    }

    /** {@code arith.cmpi <pred>, %a, %b : t}. */
    public static Value cmpi(Builder b, String predicate, Value lhs, Value rhs) {
        return b.createValue(ArithDialect.CMPI, List.of(lhs, rhs), BuiltinTypes.I1,
                Map.of("predicate", new EnumAttr("arith", "cmpi_predicate", predicate)));
    }

    /** {@code arith.cmpf <pred>, %a, %b : t}. */
    public static Value cmpf(Builder b, String predicate, Value lhs, Value rhs) {
        return b.createValue(ArithDialect.CMPF, List.of(lhs, rhs), BuiltinTypes.I1,
                Map.of("predicate", new EnumAttr("arith", "cmpf_predicate", predicate)));
    }

    /** {@code arith.<name> %a : t1 to t2} for the casts ({@code "extsi"}, {@code "sitofp"}, {@code "index_cast"}, ...). */
    public static Value cast(Builder b, String name, Value in, Type to) {
        return b.createValue("arith." + name, List.of(in), to, Map.of());
    }

    public static Value select(Builder b, Value cond, Value t, Value f) {
        return b.createValue(ArithDialect.SELECT, List.of(cond, t, f), t.type(), Map.of());
    }
}
