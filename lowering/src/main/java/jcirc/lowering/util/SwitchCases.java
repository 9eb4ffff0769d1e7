package jcirc.lowering.util;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.pass.PassFailure;

import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the {@code cases} attribute of a {@code cir.switch}: one entry per case region,
 * {@code equal} with one value, {@code anyof} with a list, or {@code default}. Accepts a case
 * attribute record with {@code kind} and {@code value}/{@code values} components, a dictionary
 * with those keys, or an array {@code [kind, values...]}.
 */
public final class SwitchCases {
    /** One case: its kind and the values that select it (empty for default). */
    public record Case(String kind, List<BigInteger> values) {
        boolean isDefault() { return kind.equals("default"); }
        boolean isRange() { return kind.equals("range"); }
    }

    private SwitchCases() {}

    public static List<Case> of(Operation sw) {
        if (!(sw.attr("cases") instanceof BuiltinAttrs.ArrayAttr arr))
            throw new PassFailure(sw, "cir.switch without a cases array");
        if (arr.elements().size() != sw.numRegions())
            throw new PassFailure(sw, "cir.switch has " + arr.elements().size() + " cases but " + sw.numRegions() + " regions");
        List<Case> r = new ArrayList<>();
        for (Attribute a : arr.elements()) r.add(parse(sw, a));
        return r;
    }

    private static Case parse(Operation sw, Attribute a) {
        String kind = null;
        List<BigInteger> values = new ArrayList<>();
        switch (a) {
            case BuiltinAttrs.DictionaryAttr d -> {
                kind = text(d.entries().get("kind"));
                Object v = d.entries().containsKey("values") ? d.entries().get("values") : d.entries().get("value");
                collect(v, values);
            }
            case BuiltinAttrs.ArrayAttr arr when !arr.elements().isEmpty() -> {
                kind = text(arr.elements().get(0));
                for (int i = 1; i < arr.elements().size(); i++) collect(arr.elements().get(i), values);
            }
            case Record rec -> {
                for (RecordComponent c : rec.getClass().getRecordComponents()) {
                    Object v;
                    try { v = c.getAccessor().invoke(rec); } catch (ReflectiveOperationException e) { throw new IllegalStateException(e); }
                    if (c.getName().equals("kind")) kind = text(v);
                    else if (c.getName().startsWith("value")) collect(v, values);
                }
            }
            default -> {}
        }
        if (kind == null) throw new PassFailure(sw, "cannot read switch case " + a.print());
        if (kind.equals("default") && !values.isEmpty()) throw new PassFailure(sw, "default case with values");
        if (!kind.equals("default") && values.isEmpty()) throw new PassFailure(sw, "case without values: " + a.print());
        if (kind.equals("range") && values.size() != 2) throw new PassFailure(sw, "range case needs two bounds: " + a.print());
        return new Case(kind, values);
    }

    private static String text(Object o) {
        return switch (o) {
            case BuiltinAttrs.EnumAttr e -> e.value();
            case BuiltinAttrs.StringAttr s -> s.value();
            case String s -> s;
            case Enum<?> e -> e.name().toLowerCase();
            case null, default -> null;
        };
    }

    private static void collect(Object v, List<BigInteger> out) {
        switch (v) {
            case CirAttrs.IntAttr i -> out.add(i.value());
            case BuiltinAttrs.IntegerAttr i -> out.add(i.value());
            case BuiltinAttrs.ArrayAttr arr -> arr.elements().forEach(e -> collect(e, out));
            case BuiltinAttrs.DenseArrayAttr d -> d.values().forEach(x -> out.add(BigInteger.valueOf(x)));
            case CirAttrs.ConstArrayAttr c -> collect(c.elements(), out);
            case List<?> l -> l.forEach(e -> collect(e, out));
            case Long l -> out.add(BigInteger.valueOf(l));
            case BigInteger b -> out.add(b);
            case null, default -> {}
        }
    }
}
