package jcirc.ir.parse;

import jcirc.ir.*;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A dialect the IR core has never heard of parses and prints its own types and attributes through
 * {@link DialectSyntax} (MLIR's {@code Dialect::parseType}/{@code parseAttribute}) and names its
 * aliases ({@code OpAsmDialectInterface::getAlias}); a named type keeps one object per parse
 * through {@link OpAsmParser#dialectState}.
 */
class DialectHooksTest {
    /** {@code !hooktest.pair<i32, i64>}: printed by the record, nested types through the alias table. */
    record PairType(Type first, Type second) implements Type {
        public String print() { return "!hooktest.pair<" + TypePrint.of(first) + ", " + TypePrint.of(second) + ">"; }
        @Override public List<Type> subTypes() { return List.of(first, second); }
    }

    /** {@code !hooktest.named<"n">}: identified by name (one object per name in a parse). */
    static final class NamedType implements Type {
        final String name;
        NamedType(String name) { this.name = name; }
        public String print() { return "!hooktest.named<" + BuiltinAttrs.quote(name) + ">"; }
        @Override public List<Type> subTypes() { return List.of(); }
    }

    /** {@code #hooktest.tagged<5> : !hooktest.pair<...>}: its type takes part in alias collection. */
    record TaggedAttr(long tag, Type type) implements Attribute {
        public String print() { return "#hooktest.tagged<" + tag + "> : " + TypePrint.of(type); }
        @Override public void walkSubElements(java.util.function.Consumer<Type> types, java.util.function.Consumer<Attribute> attrs) { types.accept(type); }
    }

    @BeforeAll
    static void registerHookDialect() {
        if (OpRegistry.lookup("hooktest.use") != null) return;
        OpDef.op("hooktest.use").optionalAttr("tag", TaggedAttr.class).result("res").format("attr-dict `:` type($res)").register();
        DialectSyntax.registerType("hooktest.pair", p -> {
            p.parsePunct("<");
            Type a = p.parseType();
            p.parsePunct(",");
            Type b = p.parseType();
            p.parsePunct(">");
            return new PairType(a, b);
        });
        DialectSyntax.registerType("hooktest.named", p -> {
            p.parsePunct("<");
            String n = p.parseString();
            p.parsePunct(">");
            java.util.Map<String, NamedType> byName = p.dialectState(NamedType.class, java.util.HashMap::new);
            return byName.computeIfAbsent(n, NamedType::new);
        });
        DialectSyntax.registerAttribute("hooktest.tagged", p -> {
            p.parsePunct("<");
            long tag = p.parseInteger();
            p.parsePunct(">");
            p.parsePunct(":");
            return new TaggedAttr(tag, p.parseType());
        });
        DialectSyntax.registerAlias(t -> t instanceof PairType pt && pt.first() instanceof BuiltinTypes.IntegerType
                ? new DialectSyntax.Alias("pair", 5) : null);
    }

    @Test
    void typesAttributesAndAliasesComeFromTheDialect() {
        String text = """
                %0 = "hooktest.use"() {tag = #hooktest.tagged<5> : !hooktest.pair<i32, i64>} : () -> !hooktest.pair<i32, !hooktest.pair<i8, f32>>
                %1 = "hooktest.use"() : () -> !hooktest.pair<!hooktest.pair<i32, i64>, i1>
                """;
        Operation m = IrReader.parse(text, "t.mlir");
        List<Type> types = new ArrayList<>();
        m.region(0).blocks().get(0).operations().forEach(op -> types.add(op.result(0).type()));
        assertEquals(new PairType(BuiltinTypes.I32, new PairType(BuiltinTypes.i(8), BuiltinTypes.F32)), types.get(0));
        assertEquals(new TaggedAttr(5, new PairType(BuiltinTypes.I32, BuiltinTypes.i(64))),
                m.region(0).blocks().get(0).operations().get(0).attr("tag"));
        String printed = AsmPrinter.print(m);
        // in the order seen (an op's results before its attributes, members before what holds them),
        // names uniquified; a pair whose first member is not an integer has no alias
        assertTrue(printed.startsWith("!pair = !hooktest.pair<i8, f32>\n!pair1 = !hooktest.pair<i32, !pair>\n!pair2 = !hooktest.pair<i32, i64>\n"), printed);
        assertTrue(printed.contains("hooktest.use {tag = #hooktest.tagged<5> : !pair2} : !pair1"), printed);
        assertTrue(printed.contains(": !hooktest.pair<!pair2, i1>"), printed);
        assertEquals(printed, AsmPrinter.print(IrReader.parse(printed, "t.mlir")), "print -> parse -> print");
    }

    @Test
    void aNamedTypeIsOneObjectPerParse() {
        Operation m = IrReader.parse("""
                %0 = "hooktest.use"() : () -> !hooktest.named<"a">
                %1 = "hooktest.use"() : () -> !hooktest.pair<!hooktest.named<"a">, !hooktest.named<"b">>
                """, "t.mlir");
        var ops = m.region(0).blocks().get(0).operations();
        Type a = ops.get(0).result(0).type();
        PairType p = (PairType) ops.get(1).result(0).type();
        assertSame(a, p.first());
        assertNotSame(a, p.second());
        Operation again = IrReader.parse("%0 = \"hooktest.use\"() : () -> !hooktest.named<\"a\">\n", "t.mlir");
        assertNotSame(a, again.region(0).blocks().get(0).operations().get(0).result(0).type(), "state is per parse");
    }

    @Test
    void anUnknownDialectTypeIsAnError() {
        ParseError e = assertThrows(ParseError.class, () -> IrReader.parse("%0 = \"hooktest.use\"() : () -> !nodialect.t\n", "t.mlir"));
        assertTrue(e.getMessage().contains("unknown type '!nodialect.t'"), e.getMessage());
    }
}
