package jcirc.dialect.cir;

import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.OpAsmParser;
import jcirc.ir.Type;
import jcirc.ir.X87Float;
import jcirc.ir.parse.DialectSyntax;
import jcirc.ir.parse.FloatLiterals;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The text form of the cir dialect's types and attributes, registered with the IR core's parser
 * (MLIR's {@code CIRDialect::parseType} / {@code parseAttribute}) and aliases ({@code !s32i},
 * {@code !ty_Node}: {@code OpAsmDialectInterface::getAlias}). The records print themselves
 * ({@link CirTypes}, {@link CirAttrs}).
 */
final class CirTypeSyntax {
    private CirTypeSyntax() {}

    /** The key of the per-parse table of structs by kind and name. */
    private static final Object STRUCTS = new Object();

    static void register() {
        // !cir.int<s, 32>
        DialectSyntax.registerType("cir.int", p -> {
            p.parsePunct("<");
            String s = p.parseKeywordOrIdent();
            if (!s.equals("s") && !s.equals("u")) throw p.error("expected 's' or 'u'");
            p.parsePunct(",");
            int w = (int) p.parseInteger();
            p.parsePunct(">");
            return CirTypes.intType(s.equals("s"), w);
        });
        DialectSyntax.registerType("cir.bool", p -> CirTypes.BOOL);
        DialectSyntax.registerType("cir.float", p -> CirTypes.FLOAT);
        DialectSyntax.registerType("cir.double", p -> CirTypes.DOUBLE);
        DialectSyntax.registerType("cir.long_double", p -> CirTypes.LONG_DOUBLE);
        DialectSyntax.registerType("cir.void", p -> CirTypes.VOID);
        DialectSyntax.registerType("cir.ptr", p -> CirTypes.ptr(angled(p)));
        DialectSyntax.registerType("cir.complex", p -> new CirTypes.ComplexType(angled(p)));
        // !cir.array<!s32i x 4>
        DialectSyntax.registerType("cir.array", p -> {
            p.parsePunct("<");
            Type e = p.parseType();
            p.parseKeyword("x");
            long n = p.parseInteger();
            p.parsePunct(">");
            return CirTypes.array(e, n);
        });
        DialectSyntax.registerType("cir.vector", p -> {
            p.parsePunct("<");
            Type e = p.parseType();
            p.parseKeyword("x");
            long n = p.parseInteger();
            p.parsePunct(">");
            return new CirTypes.VectorType(e, n);
        });
        // !cir.func<!s32i (!s32i, ...)>
        DialectSyntax.registerType("cir.func", p -> {
            p.parsePunct("<");
            Type ret = p.parseType();
            List<Type> in = new ArrayList<>();
            boolean va = parseParamList(p, in);
            p.parsePunct(">");
            return new CirTypes.FuncType(in, ret, va);
        });
        DialectSyntax.registerType("cir.struct", CirTypeSyntax::struct);
        // !cir.data_member<!s32i in !ty_S>, !cir.method<!cir.func<!s32i (!s32i)> in !ty_S>
        DialectSyntax.registerType("cir.data_member", p -> {
            p.parsePunct("<");
            Type m = p.parseType();
            p.parseKeyword("in");
            Type c = p.parseType();
            p.parsePunct(">");
            return new CirTypes.DataMemberType(m, c);
        });
        DialectSyntax.registerType("cir.method", p -> {
            p.parsePunct("<");
            var where = p.currentLocation();
            Type m = p.parseType();
            if (!(m instanceof CirTypes.FuncType ft)) throw new jcirc.ir.ParseError(where, "expected a !cir.func type");
            p.parseKeyword("in");
            Type c = p.parseType();
            p.parsePunct(">");
            return new CirTypes.MethodType(ft, c);
        });

        DialectSyntax.registerAttribute("cir.int", p -> {
            p.parsePunct("<");
            BigInteger v = p.parseBigInteger();
            p.parsePunct(">");
            return new CirAttrs.IntAttr(v, colonType(p));
        });
        // #cir.fp<1.5> : !cir.double, or the bits in hex (x87: 20 digits, kept exactly)
        DialectSyntax.registerAttribute("cir.fp", p -> {
            p.parsePunct("<");
            String v = p.parseFloatLiteral();
            p.parsePunct(">");
            Type fty = colonType(p);
            X87Float x = FloatLiterals.x87(v);
            return x != null ? CirAttrs.FPAttr.of(x, fty) : new CirAttrs.FPAttr(FloatLiterals.value(v, fty), fty);
        });
        DialectSyntax.registerAttribute("cir.bool", p -> {
            p.parsePunct("<");
            String b = p.parseKeywordOrIdent();
            if (!b.equals("true") && !b.equals("false")) throw p.error("expected 'true' or 'false'");
            p.parsePunct(">");
            return new CirAttrs.BoolAttr(b.equals("true"), colonType(p));
        });
        // #cir.ptr<null> : T or #cir.ptr<4096> : T
        DialectSyntax.registerAttribute("cir.ptr", p -> {
            p.parsePunct("<");
            Attribute v = p.peekKeyword("null") ? null : p.parseAttribute();
            if (v == null) p.parseKeyword("null");
            p.parsePunct(">");
            if (v instanceof BuiltinAttrs.IntegerAttr ia) return new CirAttrs.ConstPtrAttr(ia.value().longValue(), colonType(p));
            if (v != null) throw p.error("expected 'null' or an integer address");
            return new CirAttrs.NullPtrAttr(colonType(p));
        });
        DialectSyntax.registerAttribute("cir.zero", p -> new CirAttrs.ZeroAttr(colonType(p)));
        DialectSyntax.registerAttribute("cir.const_array", p -> {
            p.parsePunct("<");
            var where = p.currentLocation();
            Attribute elems = p.parseAttribute();
            if (!(elems instanceof BuiltinAttrs.StringAttr) && !(elems instanceof BuiltinAttrs.ArrayAttr))
                throw new jcirc.ir.ParseError(where, "expected a string or an array of elements");
            p.parsePunct(">");
            return new CirAttrs.ConstArrayAttr(elems, colonType(p));
        });
        DialectSyntax.registerAttribute("cir.const_struct", p -> {
            p.parsePunct("<");
            p.parsePunct("{");
            List<Attribute> members = new ArrayList<>();
            if (!p.parseOptionalPunct("}")) {
                do members.add(p.parseAttribute()); while (p.parseOptionalPunct(","));
                p.parsePunct("}");
            }
            p.parsePunct(">");
            return new CirAttrs.ConstStructAttr(members, colonType(p));
        });
        DialectSyntax.registerAttribute("cir.const_vector", p -> {
            p.parsePunct("<");
            p.parsePunct("[");
            List<Attribute> es = new ArrayList<>();
            if (!p.parseOptionalPunct("]")) {
                do es.add(p.parseAttribute()); while (p.parseOptionalPunct(","));
                p.parsePunct("]");
            }
            p.parsePunct(">");
            return new CirAttrs.ConstVectorAttr(es, colonType(p));
        });
        DialectSyntax.registerAttribute("cir.const_complex", p -> {
            p.parsePunct("<");
            Attribute re = p.parseAttribute();
            p.parsePunct(",");
            Attribute im = p.parseAttribute();
            p.parsePunct(">");
            return new CirAttrs.ConstComplexAttr(re, im, colonType(p));
        });
        // #cir.global_view<@arr, [3]> : !cir.ptr<!s32i>
        DialectSyntax.registerAttribute("cir.global_view", p -> {
            p.parsePunct("<");
            String sym = p.parseSymbolName();
            List<Long> idx = new ArrayList<>();
            if (p.parseOptionalPunct(",")) {
                p.parsePunct("[");
                if (!p.parseOptionalPunct("]")) {
                    do idx.add(p.parseInteger()); while (p.parseOptionalPunct(","));
                    p.parsePunct("]");
                }
            }
            p.parsePunct(">");
            return new CirAttrs.GlobalViewAttr(sym, idx, colonType(p));
        });
        // #cir.data_member<4> : T, #cir.data_member<null> : T
        DialectSyntax.registerAttribute("cir.data_member", p -> {
            p.parsePunct("<");
            Long off = p.parseOptionalKeyword("null") ? null : p.parseInteger();
            p.parsePunct(">");
            return new CirAttrs.DataMemberAttr(off, colonType(p));
        });
        // #cir.method<@f>, #cir.method<vtable_offset = 8>, #cir.method<null>, each optionally with ", adj = N"
        DialectSyntax.registerAttribute("cir.method", p -> {
            p.parsePunct("<");
            String sym = null;
            Long vt = null;
            if (p.parseOptionalKeyword("vtable_offset")) {
                p.parsePunct("=");
                vt = p.parseInteger();
            } else if (!p.parseOptionalKeyword("null")) {
                sym = p.parseSymbolName();
            }
            long adj = 0;
            if (p.parseOptionalPunct(",")) {
                p.parseKeyword("adj");
                p.parsePunct("=");
                adj = p.parseInteger();
            }
            p.parsePunct(">");
            return new CirAttrs.MethodAttr(sym, vt, adj, colonType(p));
        });
        DialectSyntax.registerAttribute("cir.block_address", p -> {
            p.parsePunct("<");
            String fn = p.parseSymbolName();
            p.parsePunct(",");
            String label = p.parseString();
            p.parsePunct(">");
            return new CirAttrs.BlockAddressAttr(fn, label, colonType(p));
        });
        DialectSyntax.registerAttribute("cir.label_diff", p -> {
            p.parsePunct("<");
            String fn = p.parseSymbolName();
            p.parsePunct(",");
            String label = p.parseString();
            p.parsePunct(",");
            String base = p.parseString();
            p.parsePunct(">");
            return new CirAttrs.LabelDiffAttr(fn, label, base, colonType(p));
        });

        // !s32i for !cir.int<s, 32>, then !ty_Name for structs (after the integers)
        DialectSyntax.registerAlias(t -> switch (t) {
            case CirTypes.IntType it -> new DialectSyntax.Alias(it.alias(), 0);
            case CirTypes.StructType st -> new DialectSyntax.Alias("ty_" + st.name().replaceAll("[^A-Za-z0-9_]", "_"), 1);
            default -> null;
        });
    }

    private static Type angled(OpAsmParser p) {
        p.parsePunct("<");
        Type t = p.parseType();
        p.parsePunct(">");
        return t;
    }

    private static Type colonType(OpAsmParser p) {
        p.parsePunct(":");
        return p.parseType();
    }

    /** {@code (T, U, ...)}; returns whether the list ended in {@code ...}. */
    static boolean parseParamList(OpAsmParser p, List<Type> into) {
        p.parsePunct("(");
        boolean va = false;
        if (!p.parseOptionalPunct(")")) {
            do {
                if (p.parseOptionalPunct("...")) { va = true; break; }
                into.add(p.parseType());
            } while (p.parseOptionalPunct(","));
            p.parsePunct(")");
        }
        return va;
    }

    /**
     * {@code <struct|union "Name" packed? {members}>} or the name-only form {@code <struct "Name">}:
     * one struct object per kind and name in a parse, created incomplete on first mention, so
     * recursive structs work.
     */
    private static Type struct(OpAsmParser p) {
        p.parsePunct("<");
        String kind = p.parseKeywordOrIdent();
        if (!kind.equals("struct") && !kind.equals("union")) throw p.error("expected 'struct' or 'union'");
        String name = p.parseString();
        Map<String, CirTypes.StructType> structs = p.dialectState(STRUCTS, HashMap::new);
        CirTypes.StructType st = structs.computeIfAbsent(kind + " " + name, k -> new CirTypes.StructType(name, kind.equals("union")));
        if (p.parseOptionalPunct(">")) return st;
        boolean packed = p.parseOptionalKeyword("packed");
        p.parsePunct("{");
        List<Type> members = new ArrayList<>();
        if (!p.parseOptionalPunct("}")) {
            do members.add(p.parseType()); while (p.parseOptionalPunct(","));
            p.parsePunct("}");
        }
        p.parsePunct(">");
        st.setBody(members, packed);
        return st;
    }
}
