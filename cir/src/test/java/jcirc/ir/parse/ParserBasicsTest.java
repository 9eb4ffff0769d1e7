package jcirc.ir.parse;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/** The parser on builtin.module, unregistered generic ops, every format directive (test.* ops), locations and errors. */
class ParserBasicsTest {
    @BeforeAll
    static void registerTestOps() { TestOps.register(); }

    static Operation parse(String text) { return IrReader.parse(text, "t.mlir"); }

    static String print(Operation op) { return AsmPrinter.print(op); }

    static String printGeneric(Operation op) { return AsmPrinter.print(op, AsmPrinter.Options.GENERIC); }

    /** {@code text} is printer output: parse → print gives it back, and so does the generic form of it. */
    static void assertRoundTrip(String text) {
        Operation m = parse(text);
        String custom = print(m);
        assertEquals(PrintedForm.normalize(text), PrintedForm.normalize(custom));
        assertEquals(custom, print(parse(custom)), "custom form round trip");
        String generic = printGeneric(m);
        Operation g = parse(generic);
        assertEquals(generic, printGeneric(g), "generic form round trip");
        assertEquals(custom, print(g), "generic form read back, printed custom");
    }

    /** MLIR's dense elements attributes and ranked tensor types: parse → print round trips, and the values read. */
    @Test
    void denseElementsAndTensors() {
        assertRoundTrip("""
                module attributes {a = dense<[1, -2, 2147483647]> : tensor<3xi32>, b = dense<[[1, 2, 0], [-4, 5, 6]]> : tensor<2x3xi16>, \
                c = dense<0> : tensor<8xi32>, d = dense<[true, false]> : tensor<2xi1>, e = dense<[1.500000e+00, -1.000000e-01]> : tensor<2xf64>, \
                f = dense<[[5.000000e-01, 2.000000e+00], [3.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>, g = dense<[1, 2, 3, 4]> : vector<4xi32>, h = dense<7> : tensor<i64>} {
                }
                """);
        Operation m = parse("module attributes {t = dense<[[1, 2], [3, -4]]> : tensor<2x2xi8>, "
                + "u = dense<[0x3FF8000000000000, 2.5]> : tensor<2xf64>, w = tensor<2x3x!llvm.ptr>} {\n}\n");
        var t = (jcirc.ir.BuiltinAttrs.DenseElementsAttr) m.attr("t");
        assertEquals(new jcirc.ir.BuiltinTypes.TensorType(java.util.List.of(2L, 2L), BuiltinTypes.i(8)), t.type());
        assertEquals(4, t.size());
        assertEquals(-4, t.intAt(3));
        var u = (jcirc.ir.BuiltinAttrs.DenseElementsAttr) m.attr("u");
        assertEquals(1.5, u.floatAt(0));
        assertEquals(2.5, u.floatAt(1));
        assertEquals("tensor<2x3x!llvm.ptr>", ((jcirc.ir.BuiltinAttrs.TypeAttr) m.attr("w")).print());
        ParseError bad = assertThrows(ParseError.class, () -> parse("module attributes {x = dense<[1, 2, 3]> : tensor<2xi32>} {\n}\n"));
        assertTrue(bad.getMessage().contains("3 elements for tensor<2xi32>"), bad.getMessage());
    }

    @Test
    void emptyModule() {
        assertRoundTrip("module {\n}\n");
        Operation m = parse("module {\n}\n");
        assertEquals("builtin.module", m.name());
        assertEquals(1, m.region(0).numBlocks());
        assertEquals("module @m attributes {x = 1 : i32} {\n}\n", print(parse("module @m attributes {x = 1 : i32} {\n}")));
    }

    @Test
    void implicitModuleWrapsTopLevelOps() {
        Operation m = parse("\"foo.a\"() : () -> ()\n\"foo.b\"() : () -> ()\n");
        assertEquals("builtin.module", m.name());
        assertEquals(2, m.region(0).entryBlock().size());
        assertEquals("module {\n  \"foo.a\"() : () -> ()\n  \"foo.b\"() : () -> ()\n}\n", print(m));
    }

    @Test
    void unregisteredGenericOps() {
        String text = """
                module {
                  %0 = "foo.make"() {value = 42 : i32} : () -> i32
                  %1:2 = "foo.split"(%0, %0) : (i32, i32) -> (i32, f64)
                  "foo.use"(%1#0, %1#1) : (i32, f64) -> ()
                  "foo.region"() ({
                  ^bb0(%arg0: i32):
                    %2 = "foo.add"(%arg0, %0) : (i32, i32) -> i32
                    "foo.br"(%2)[^bb1] : (i32) -> ()
                  ^bb1(%3: i32):
                    "foo.ret"(%3) : (i32) -> ()
                  }, {
                    "foo.nothing"() : () -> ()
                  }) : () -> ()
                }
                """;
        assertRoundTrip(text);
        Operation m = parse(text);
        Operation split = m.region(0).entryBlock().operations().get(1);
        assertEquals(2, split.numResults());
        Operation use = m.region(0).entryBlock().operations().get(2);
        assertSame(split.result(1), use.operand(1));
        Operation region = m.region(0).entryBlock().operations().get(3);
        assertEquals(2, region.region(0).numBlocks());
        Block bb1 = region.region(0).block(1);
        Operation br = region.region(0).block(0).last();
        assertSame(bb1, br.successor(0));
    }

    @Test
    void genericFormPropertiesJoinTheAttributes() {
        Operation op = parse("%0 = \"foo.p\"() <{b = 2 : i32, a = 1 : i32}> ({\n}) {c} : () -> i32").region(0).entryBlock().first();
        assertEquals(List.of("b", "a", "c"), List.copyOf(op.attributes().keySet()));
        assertEquals(1, op.numRegions());
    }

    @Test
    void forwardReferencesInGraphLikeRegionsAreResolved() {
        String text = """
                "foo.graph"() ({
                  "foo.use"(%1) : (i32) -> ()
                  %1 = "foo.def"() : () -> i32
                  "foo.end"() : () -> ()
                }) : () -> ()
                """;
        Operation m = parse(text);
        Operation graph = m.region(0).entryBlock().first();
        List<Operation> ops = graph.region(0).entryBlock().operations();
        assertSame(ops.get(1).result(0), ops.get(0).operand(0));
    }

    @Test
    void forwardBlockReferenceAndBackEdges() {
        String text = """
                "foo.f"() ({
                  "foo.br"()[^bb2] : () -> ()
                ^bb1:
                  "foo.br"()[^bb1] : () -> ()
                ^bb2:
                  "foo.br"()[^bb1] : () -> ()
                }) : () -> ()
                """;
        Operation f = parse(text).region(0).entryBlock().first();
        Region r = f.region(0);
        assertEquals(3, r.numBlocks());
        assertSame(r.block(2), r.block(0).last().successor(0));
        assertSame(r.block(1), r.block(1).last().successor(0));
    }

    @Test
    void everyFormatDirectiveRoundTrips() {
        String text = """
                !s32i = !cir.int<s, 32>
                module {
                  test.global constant @g : !s32i
                  test.global @h : !cir.ptr<!s32i> {alignment = 8 : i64}
                  test.func @f(%arg0: i32, %arg1: !cir.ptr<!s32i>) -> i32 {
                    %0 = test.binop(add, %arg0, %arg0) : i32
                    %1 = test.const(#cir.int<1> : !s32i) : !s32i
                    %2 = test.load %arg1 : !cir.ptr<!s32i>, !s32i
                    %3 = test.call @f(%0, %arg1) : (i32, !cir.ptr<!s32i>) -> i32
                    test.call @g() : () -> ()
                    %4 = test.is_zero %3 : i32
                    %5 = test.shift %0, %4 : i32, i1
                    %6 = test.maybe(%5) : i32
                    %7 = test.maybe : f64
                    test.segments[%0] [%3, %5] : i32, i32, i32
                    test.segments[] [] :
                    %8 = test.align 4 : i32 : %0 : i32
                    %9 = test.align 16 : %0 : i32
                    %10:2 = test.pair %0, %7 : i32, f64
                    test.region 5 {
                      test.ret
                    }
                    test.region {
                      test.ret %10#1 : f64
                    }
                    test.multi {
                      test.ret
                    }, {
                      test.ret
                    }
                    test.isolated attributes {a = 1 : i32} {
                      "foo.x"() {v = 2 : i32} : () -> ()
                    }
                    test.condbr %4, ^bb1, ^bb2 : i1
                  ^bb1:  // pred: ^bb0
                    test.br ^bb2(%0, %3 : i32, i32)
                  ^bb2(%11: i32, %12: i32):
                    test.ret %11 : i32
                  }
                }
                """.replace("  // pred: ^bb0", "");
        assertRoundTrip(text);
        Operation m = parse(text);
        Verifier.verify(m);
        Operation f = m.region(0).entryBlock().operations().get(2);
        Block entry = f.region(0).entryBlock();
        Operation binop = entry.first();
        assertEquals(new EnumAttr("test", "binop_kind", "add"), binop.attr("kind"));
        Operation global = m.region(0).entryBlock().first();
        assertEquals(new StringAttr("g"), global.attr("sym_name"));
        assertEquals(new UnitAttr(), global.attr("constant"));
        assertEquals(new TypeAttr(CirTypes.S32), global.attr("sym_type"));
        Operation segments = entry.operations().stream().filter(o -> o.is("test.segments")).findFirst().orElseThrow();
        assertEquals(new DenseArrayAttr(BuiltinTypes.I32, List.of(1L, 2L)), segments.attr(OpDef.SEGMENTS_ATTR));
        Operation align = entry.operations().stream().filter(o -> o.is("test.align")).findFirst().orElseThrow();
        assertEquals(new IntegerAttr(4, BuiltinTypes.I32), align.attr("n"));
        Operation isZero = entry.operations().stream().filter(o -> o.is("test.is_zero")).findFirst().orElseThrow();
        assertEquals(BuiltinTypes.I1, isZero.result(0).type());
    }

    @Test
    void typesRoundTrip() {
        String text = """
                !s32i = !cir.int<s, 32>
                !u8i = !cir.int<u, 8>
                !ty_Node = !cir.struct<struct "Node" {!s32i, !cir.ptr<!cir.struct<struct "Node">>}>
                !ty_U = !cir.struct<union "U" packed {!u8i, !cir.float}>
                !ty_Empty = !cir.struct<struct "Empty" {}>
                module {
                  "t.types"() {a = i1, b = i32, c = index, d = f32, e = f64, f = f80, g = none, h = (i32, f64) -> (), i = (i32) -> (i32, i1), j = () -> ((i32) -> i32)} : () -> ()
                  "t.cir"() {a = !s32i, b = !u8i, c = !cir.bool, d = !cir.float, e = !cir.double, f = !cir.long_double, g = !cir.void, h = !cir.ptr<!cir.ptr<!u8i>>, i = !cir.array<!s32i x 10>, j = !ty_Node, k = !ty_U, l = !cir.func<!s32i (!s32i, !cir.ptr<!u8i>, ...)>, m = !cir.func<!cir.void ()>, n = !ty_Empty} : () -> ()
                  "t.llvm"() {a = !llvm.ptr, b = !llvm.struct<(i32, ptr, array<4 x i8>)>, c = !llvm.struct<packed (i8, i32)>, d = !llvm.array<10 x struct<(i32, f64)>>, e = !llvm.void, f = !llvm.func<i32 (ptr, ...)>, g = !llvm.func<void ()>} : () -> ()
                }
                """;
        assertRoundTrip(text);
        Operation m = parse(text);
        Operation cir = m.region(0).entryBlock().operations().get(1);
        CirTypes.StructType node = (CirTypes.StructType) ((TypeAttr) cir.attr("j")).type();
        assertEquals(2, node.members().size());
        assertSame(node, ((CirTypes.PointerType) node.members().get(1)).pointee(), "recursive struct resolves by name");
        assertEquals(new CirTypes.FuncType(List.of(CirTypes.S32, CirTypes.ptr(CirTypes.U8)), CirTypes.S32, true),
                ((TypeAttr) cir.attr("l")).type());
        Operation llvm = m.region(0).entryBlock().operations().get(2);
        assertEquals(new LLVMTypes.StructType(List.of(BuiltinTypes.I32, LLVMTypes.PTR, new LLVMTypes.ArrayType(BuiltinTypes.I8, 4)), false),
                ((TypeAttr) llvm.attr("b")).type());
    }

    @Test
    void attributesRoundTrip() {
        String text = """
                !s32i = !cir.int<s, 32>
                !s8i = !cir.int<s, 8>
                !s16i = !cir.int<s, 16>
                !ty_P = !cir.struct<struct "P" {!s32i, !cir.float}>
                module {
                  "t.attrs"() {a = 42 : i32, b = -7 : i64, c = true, d = false, f = 0x7FF0000000000000 : f64, h = "q\\"uo\\\\te\\n\\01", i, j = [1 : i32, "x", [@s]], k = {x = 1 : i32, y}, l = array<i32: 1, -2, 3>, m = array<i64>, n = @sym, o = @a::@b, p = !s32i, q = #cir<binop_kind add>, "quoted key" = 0 : index, r = @"with space", s = 12345678901234567890 : i128} : () -> ()
                  "t.cir"() {a = #cir.int<-1> : !s32i, b = #cir.fp<2.5> : !cir.double, c = #cir.bool<true> : !cir.bool, d = #cir.ptr<null> : !cir.ptr<!s32i>, e = #cir.zero : !cir.array<!s32i x 4>, f = #cir.const_array<[#cir.int<1> : !s32i, #cir.int<2> : !s32i]> : !cir.array<!s32i x 2>, g = #cir.const_array<"hi\\00"> : !cir.array<!s8i x 3>, h = #cir.const_struct<{#cir.int<1> : !s32i, #cir.fp<1.0> : !cir.float}> : !ty_P, i = #cir.global_view<@arr, [1, 2]> : !cir.ptr<!s32i>, j = #cir.global_view<@g> : !cir.ptr<!s32i>, k = #cir.fp<0x7FF8000000000000> : !cir.double, l = #cir.block_address<@f, "L"> : !cir.ptr<!cir.void>, m = #cir.label_diff<@f, "L1", "L0"> : !s16i} : () -> ()
                }
                """;
        assertRoundTrip(text);
        Operation attrs = parse(text).region(0).entryBlock().first();
        assertEquals("q\"uo\\te\n\u0001", ((StringAttr) attrs.attr("h")).value());
        assertEquals(Double.POSITIVE_INFINITY, ((FloatAttr) attrs.attr("f")).value());
        assertEquals(new SymbolRefAttr("a", List.of("b")), attrs.attr("o"));
        assertEquals(new EnumAttr("cir", "binop_kind", "add"), attrs.attr("q"));
        assertEquals(new StringAttr("with space").value(), ((SymbolRefAttr) attrs.attr("r")).root());
        assertEquals(BuiltinTypes.INDEX, ((IntegerAttr) attrs.attr("quoted key")).type());
        Operation cir = parse(text).region(0).entryBlock().operations().get(1);
        assertEquals(new CirAttrs.IntAttr(-1, CirTypes.S32), cir.attr("a"));
        assertTrue(Double.isNaN(((CirAttrs.FPAttr) cir.attr("k")).value()));
    }

    @Test
    void decimalFloats() {
        Operation op = parse("\"t.f\"() {a = 1.5 : f64, b = -2.500000e-10 : f32, c = 1.000000e+00 : f80, d = 7.0, e = 3 : f64} : () -> ()")
                .region(0).entryBlock().first();
        assertEquals(new FloatAttr(1.5, BuiltinTypes.F64), op.attr("a"));
        assertEquals(new FloatAttr(-2.5e-10, BuiltinTypes.F32), op.attr("b"));
        assertEquals(new FloatAttr(1.0, BuiltinTypes.F80), op.attr("c"));
        assertEquals(new FloatAttr(7.0, BuiltinTypes.F64), op.attr("d"));
        assertEquals(new FloatAttr(3.0, BuiltinTypes.F64), op.attr("e"));
    }

    @Test
    void hexFloatsAreBitPatternsOfTheirWidth() {
        Operation op = parse("\"t.f\"() {a = 0x7FC00000 : f32, b = 0x3FC00000 : f32, c = 0x3C00 : f16, d = 0x3FC0 : bf16, "
                + "e = 0x3FFF8000000000000000 : f80, f = 0xFFF0000000000000 : f64, g = 0x4000000000000000 : f32} : () -> ()")
                .region(0).entryBlock().first();
        assertTrue(Double.isNaN(((FloatAttr) op.attr("a")).value()));
        assertEquals(1.5, ((FloatAttr) op.attr("b")).value());
        assertEquals(1.0, ((FloatAttr) op.attr("c")).value());
        assertEquals(1.5, ((FloatAttr) op.attr("d")).value());
        assertEquals(1.0, ((FloatAttr) op.attr("e")).value());
        assertEquals(Double.NEGATIVE_INFINITY, ((FloatAttr) op.attr("f")).value());
        assertEquals(2.0, ((FloatAttr) op.attr("g")).value(), "16 digits are f64 bits whatever the type");
    }

    @Test
    void locationsAreAttached() {
        String text = """
                module {
                  "foo.a"() : () -> () loc("x.c":3:7)
                  "foo.b"() : () -> () loc(unknown)
                    "foo.c"() : () -> ()
                }
                """;
        List<Operation> ops = parse(text).region(0).entryBlock().operations();
        assertEquals(new Location("x.c", 3, 7), ops.get(0).location());
        assertEquals(Location.UNKNOWN, ops.get(1).location());
        assertEquals(new Location("t.mlir", 4, 5), ops.get(2).location());
        String printed = AsmPrinter.print(parse(text), new AsmPrinter.Options(false, true, true));
        assertTrue(printed.contains("\"foo.a\"() : () -> () loc(\"x.c\":3:7)"), printed);
        assertEquals(printed, AsmPrinter.print(parse(printed), new AsmPrinter.Options(false, true, true)));
    }

    private static ParseError parseError(String text) {
        return assertThrows(ParseError.class, () -> parse(text));
    }

    @Test
    void errorsAreMlirLikeWithPositions() {
        ParseError e = parseError("module {\n  \"foo.a\"(%x) : (i32) -> ()\n}\n");
        assertEquals("use of undeclared SSA value name", e.getMessage());
        assertEquals(new Location("t.mlir", 2, 11), e.location());

        e = parseError("\"foo.a\"() i32");
        assertTrue(e.getMessage().startsWith("expected ':'"), e.getMessage());
        assertEquals(1, e.location().line());

        e = parseError("module {\n  %0 = nope.op\n}");
        assertTrue(e.getMessage().contains("unknown operation"), e.getMessage());
        assertEquals("t.mlir:2:8: error: " + e.getMessage(), e.render());

        e = parseError("\"foo.a\"() : () -> !undefined_alias");
        assertEquals("undefined symbol alias id 'undefined_alias'", e.getMessage());

        e = parseError("%0 = \"foo.a\"() : () -> i32\n%0 = \"foo.b\"() : () -> i32");
        assertEquals("redefinition of SSA value '%0'", e.getMessage());

        e = parseError("%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i64) -> ()");
        assertTrue(e.getMessage().startsWith("use of value '%0' expects different type"), e.getMessage());

        e = parseError("\"foo.f\"() ({\n  \"foo.br\"()[^bb9] : () -> ()\n}) : () -> ()");
        assertEquals("reference to an undefined block", e.getMessage());
        assertEquals(2, e.location().line());

        e = parseError("%0:2 = \"foo.a\"() : () -> i32");
        assertEquals("operation defines 1 results but was provided 2 to bind", e.getMessage());

        e = parseError("\"foo.a\"() {s = \"abc} : () -> ()");
        assertEquals(1, e.location().line());

        e = parseError("module {\n  test.binop(add, %a) : i32\n}");
        assertEquals(2, e.location().line());
    }

    @Test
    void verifierErrorsPointIntoTheInput() {
        Operation m = parse("""
                module {
                  test.region {
                    test.ret
                    "foo.after"() : () -> ()
                  }
                }
                """);
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertEquals(new Location("t.mlir", 3, 5), e.op().location(), e.render());
    }

    @Test
    void largeAndDeeplyNestedInputs() {
        StringBuilder sb = new StringBuilder("%0 = \"foo.c\"() : () -> i32\n");
        for (int i = 1; i <= 20000; i++) sb.append("%").append(i).append(" = test.binop(add, %").append(i - 1).append(", %0) : i32\n");
        for (int i = 0; i < 300; i++) sb.append("test.region {\n");
        sb.append("test.ret %20000 : i32\n");
        for (int i = 0; i < 300; i++) sb.append("}\n");
        Operation m = parse(sb.toString());
        assertEquals(20002, m.region(0).entryBlock().size());
        Operation last = m.region(0).entryBlock().last();
        for (int i = 1; i < 300; i++) last = last.region(0).entryBlock().first();
        assertSame(m.region(0).entryBlock().operations().get(20000).result(0), last.region(0).entryBlock().first().operand(0));
    }

    @Test
    void isolatedRegionsDoNotSeeOuterValues() {
        ParseError e = parseError("""
                %0 = "foo.a"() : () -> i32
                test.isolated {
                  "foo.use"(%0) : (i32) -> ()
                }
                """);
        assertEquals("use of undeclared SSA value name", e.getMessage());
        // a non-isolated region sees them
        Operation m = parse("""
                %0 = "foo.a"() : () -> i32
                test.region {
                  test.ret %0 : i32
                }
                """);
        Operation a = m.region(0).entryBlock().first();
        Operation ret = m.region(0).entryBlock().last().region(0).entryBlock().last();
        assertSame(a.result(0), ret.operand(0));
    }

    @Test
    void splitInputFile() {
        String text = "\"foo.a\"() : () -> ()\n// -----\n%0 = \"foo.b\"() : () -> i32\n\n// -----\n\"foo.c\"(%x) : (i32) -> ()\n";
        List<IrReader.Chunk> chunks = IrReader.split(text);
        assertEquals(3, chunks.size());
        assertEquals(2, chunks.get(1).firstLine(), "the chunk starts at the end of the separator line");
        ParseError e = assertThrows(ParseError.class, () -> IrReader.parseSplit(text, "s.mlir"));
        assertEquals(new Location("s.mlir", 6, 9), e.location());
        List<Operation> mods = IrReader.parseSplit(text.substring(0, text.lastIndexOf("// -----")), "s.mlir");
        assertEquals(2, mods.size());
        assertEquals("foo.b", mods.get(1).region(0).entryBlock().first().name());
    }

    @Test
    void historicalLoopNamesAreUpgraded() {
        assertEquals("scf.for", HistoricalOpNames.upgrade("loop.for"));
        assertEquals("scf.yield", HistoricalOpNames.upgrade("loop.terminator"));
        assertEquals("scf.reduce.return", HistoricalOpNames.upgrade("loop.reduce.return"));
        Operation m = parse("\"loop.terminator\"() : () -> ()\n\"loop.whatever\"() : () -> ()");
        assertEquals("scf.yield", m.region(0).entryBlock().first().name());
        assertEquals("scf.whatever", m.region(0).entryBlock().last().name());
    }
}
