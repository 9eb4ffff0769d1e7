package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the attribute shapes upstream ops use, accepting each shape jcirc may store them in:
 * enum attributes as {@code EnumAttr} (jcirc's form), as the integer upstream stores, or as a string;
 * integer lists as {@code DenseArrayAttr}, {@code ArrayAttr} or a printed {@code dense<...>} elements attribute.
 */
final class AttrValues {
    private AttrValues() {}

    /** Upstream's integer encodings of the enums the writer reads (the case name at each index). */
    static final List<String> ICMP_PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
    static final List<String> FCMP_PREDICATES = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
            "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");
    static final List<String> LINKAGES = List.of("private", "internal", "available_externally", "linkonce", "weak",
            "common", "appending", "extern_weak", "linkonce_odr", "weak_odr", "external");

    /** The case name of an enum-valued attribute ({@code EnumAttr}, integer index into {@code cases}, or string). */
    static String enumCase(Attribute a, List<String> cases) {
        return switch (a) {
            case null -> null;
            case BuiltinAttrs.EnumAttr e -> e.value().startsWith("_") ? e.value().substring(1) : e.value();
            case BuiltinAttrs.IntegerAttr i -> cases.get(i.value().intValueExact());
            case BuiltinAttrs.StringAttr s -> s.value();
            default -> {
                // e.g. a printed "#llvm.linkage<internal>" from a dialect-specific record
                String p = a.print();
                int lt = p.lastIndexOf('<'), gt = p.lastIndexOf('>');
                String v = lt >= 0 && gt > lt ? p.substring(lt + 1, gt).trim() : p;
                int sp = v.lastIndexOf(' ');
                yield sp >= 0 ? v.substring(sp + 1) : v;
            }
        };
    }

    static long intValue(Attribute a) {
        return switch (a) {
            case BuiltinAttrs.IntegerAttr i -> i.value().longValue();
            case BuiltinAttrs.BoolAttr b -> b.value() ? 1 : 0;
            default -> throw new UnsupportedIrException("integer attribute " + a.print());
        };
    }

    static long intAttr(Operation op, String key, long dflt) {
        Attribute a = op.attr(key);
        return a == null ? dflt : intValue(a);
    }

    /** True for a present unit attribute or a true bool/integer attribute. */
    static boolean flag(Operation op, String key) {
        Attribute a = op.attr(key);
        return switch (a) {
            case null -> false;
            case BuiltinAttrs.UnitAttr ignored -> true;
            case BuiltinAttrs.BoolAttr b -> b.value();
            case BuiltinAttrs.IntegerAttr i -> i.value().signum() != 0;
            default -> true;
        };
    }

    /** Integer list of a dense array / array / dense elements attribute. */
    static List<BigInteger> intList(Attribute a) {
        List<BigInteger> r = new ArrayList<>();
        switch (a) {
            case null -> {}
            case BuiltinAttrs.DenseArrayAttr d -> { for (long v : d.values()) r.add(BigInteger.valueOf(v)); }
            case BuiltinAttrs.ArrayAttr arr -> { for (Attribute e : arr.elements()) r.add(BigInteger.valueOf(intValue(e))); }
            default -> {
                for (String tok : denseElements(a.print())) r.add(new BigInteger(tok.equals("true") ? "1" : tok.equals("false") ? "0" : tok));
            }
        }
        return r;
    }

    /**
     * The scalar element spellings of a printed dense elements attribute
     * ({@code dense<[1, 2]> : tensor<2xi32>} gives {@code [1, 2]}; a splat gives one element).
     */
    static List<String> denseElements(String printed) {
        String s = printed.trim();
        if (!s.startsWith("dense<")) throw new UnsupportedIrException("elements attribute " + printed);
        int depth = 0, end = -1;
        for (int i = 5; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '<') depth++;
            else if (c == '>' && --depth == 0) { end = i; break; }
        }
        String body = s.substring(6, end);
        List<String> r = new ArrayList<>();
        for (String tok : body.replace("[", " ").replace("]", " ").split(","))
            if (!tok.isBlank()) r.add(tok.trim());
        return r;
    }

    /** The element count of a printed shaped type ({@code tensor<2x3xi32>} gives 6), or -1. */
    static long denseCount(String printed) {
        int colon = printed.lastIndexOf(':');
        if (colon < 0) return -1;
        String t = printed.substring(colon + 1).trim();
        int lt = t.indexOf('<');
        if (lt < 0) return -1;
        String[] dims = t.substring(lt + 1, t.length() - 1).split("x");
        long n = 1;
        for (int i = 0; i < dims.length - 1; i++) n *= Long.parseLong(dims[i].trim());
        return n;
    }
}
