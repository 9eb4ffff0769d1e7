package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.ArrayAttr;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.cir.CirAttrs.*;
import jcirc.dialect.cir.CirTypes.StructType;
import jcirc.ir.*;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static jcirc.dialect.cir.CirFixture.*;
import static jcirc.dialect.cir.CirOps.*;
import static org.junit.jupiter.api.Assertions.*;

/** Each cir verifier rule fires, with an MLIR-style message naming the op. */
class CirVerifierTest {

    /** Builds {@code void f(int a, int b, bool c)} around {@code body} and returns the rendered verifier error. */
    private static String error(Consumer<CirFixture> globals, java.util.function.BiConsumer<CirFixture, List<BlockArgument>> body) {
        CirFixture f = new CirFixture();
        if (globals != null) globals.accept(f);
        f.func("f", fn(CirTypes.VOID, S32, S32, BOOL), "external", args -> body.accept(f, args));
        VerifyException e = assertThrows(VerifyException.class, f::verify);
        return e.render();
    }

    private static String error(java.util.function.BiConsumer<CirFixture, List<BlockArgument>> body) { return error(null, body); }

    private static void expect(String expected, String actual) {
        assertTrue(actual.contains(expected), () -> "expected error containing\n  " + expected + "\nbut got\n  " + actual);
    }

    // ----- values -----

    // ----- GNU vectors -----

    private static final CirTypes.VectorType V4 = new CirTypes.VectorType(S32, 4);

    @Test void vecCreateNeedsOneOperandPerElement() {
        expect("'cir.vec.create' op operand count of 2 doesn't match vector type '!cir.vector<!s32i x 4>' element count of 4",
                error((f, a) -> { f.b.createValue(CirVectorOps.CREATE, List.of(a.get(0), a.get(1)), V4, Map.of()); f.ret(); }));
    }

    @Test void vecExtractGivesTheElementType() {
        expect("'cir.vec.extract' op result type must be the vector's element type", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.b.createValue(CirVectorOps.EXTRACT, List.of(v, a.get(0)), S64, Map.of());
            f.ret();
        }));
    }

    @Test void vecInsertValueMustBeAnElement() {
        expect("'cir.vec.insert' op value type '!cir.bool' must be the vector's element type '!s32i'", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.b.createValue(CirVectorOps.INSERT, List.of(v, a.get(2), a.get(0)), V4, Map.of());
            f.ret();
        }));
    }

    @Test void vecCmpGivesSignedIntsOfTheElementWidth() {
        expect("'cir.vec.cmp' op result must be a vector of 4 signed integers as wide as the operands' elements", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.b.createValue(CirVectorOps.CMP, List.of(v, v), new CirTypes.VectorType(S64, 4), attrs("kind", CirEnums.CMP_KIND.attr("lt")));
            f.ret();
        }));
    }

    @Test void vecShuffleIndicesInRange() {
        expect("'cir.vec.shuffle' op index 8 is out of range for two vectors of 4", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.b.createValue(CirVectorOps.SHUFFLE, List.of(v, v), new CirTypes.VectorType(S32, 1),
                    attrs("indices", new ArrayAttr(List.of(new IntAttr(8, S64)))));
            f.ret();
        }));
    }

    @Test void vectorBitcastKeepsTheSize() {
        expect("'cir.cast' op 'bitcast' of a vector requires source and result of the same size", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.cast("bitcast", v, new CirTypes.VectorType(S32, 2));
            f.ret();
        }));
    }

    @Test void vectorConversionKeepsTheLength() {
        expect("'cir.cast' op 'int_to_float' on vectors requires two vectors of the same length", error((f, a) -> {
            Value v = f.b.createValue(CirVectorOps.SPLAT, List.of(a.get(0)), V4, Map.of());
            f.cast("int_to_float", v, new CirTypes.VectorType(CirTypes.FLOAT, 2));
            f.ret();
        }));
    }

    @Test void binopOperandsMustHaveSameType() {
        expect("error: 'cir.binop' op requires the same type for all operands and results", error((f, a) -> {
            f.binop("add", a.get(0), f.constInt(1, S64));
            f.ret();
        }));
    }

    @Test void binopArithmeticNeedsIntOrFloat() {
        expect("'cir.binop' op 'add' requires integer or floating point operands, but got '!cir.bool'", error((f, a) -> {
            f.binop("add", a.get(2), a.get(2));
            f.ret();
        }));
    }

    @Test void shiftsAndRemNeedIntegers() {
        expect("'cir.binop' op 'shl' requires integer operands, but got '!cir.double'", error((f, a) -> {
            Value d = f.b.createValue(CONST, List.of(), CirTypes.DOUBLE, attrs("value", new FPAttr(1, CirTypes.DOUBLE)));
            f.binop("shl", d, d);
            f.ret();
        }));
    }

    @Test void binopKindMustBeABinopKind() {
        expect("'cir.binop' op attribute 'kind' must be a cir binop_kind (one of mul, div, rem, add, sub, shl, shr, and, xor, or), but got #cir<cmp_kind lt>",
                error((f, a) -> {
                    f.b.createValue(BINOP, List.of(a.get(0), a.get(1)), S32, attrs("kind", CirEnums.CMP_KIND.attr("lt")));
                    f.ret();
                }));
    }

    @Test void cmpResultIsBool() {
        expect("'cir.cmp' op result 'result' must be CIR bool type, but got !cir.int<s, 32>", error((f, a) -> {
            f.b.createValue(CMP, List.of(a.get(0), a.get(1)), S32, attrs("kind", CirEnums.CMP_KIND.attr("lt")));
            f.ret();
        }));
    }

    @Test void unaryNotNeedsIntOrBool() {
        expect("'cir.unary' op 'not' requires an integer or bool operand, but got '!cir.float'", error((f, a) -> {
            Value x = f.b.createValue(CONST, List.of(), CirTypes.FLOAT, attrs("value", new FPAttr(1, CirTypes.FLOAT)));
            f.b.createValue(UNARY, List.of(x), CirTypes.FLOAT, attrs("kind", CirEnums.UNARY_KIND.attr("not")));
            f.ret();
        }));
    }

    @Test void castKindMustMatchSourceAndResult() {
        expect("'cir.cast' op 'integral' requires a !cir.int source, but got '!cir.bool'", error((f, a) -> {
            f.cast("integral", a.get(2), S64);
            f.ret();
        }));
        expect("'cir.cast' op 'int_to_bool' requires a !cir.bool result, but got '!s64i'", error((f, a) -> {
            f.cast("int_to_bool", a.get(0), S64);
            f.ret();
        }));
        expect("'cir.cast' op 'array_to_ptrdecay' result must be '!cir.ptr<!s32i>', but got '!cir.ptr<!s64i>'", error((f, a) -> {
            f.cast("array_to_ptrdecay", f.alloca(CirTypes.array(S32, 4), "arr", false, 16), CirTypes.ptr(S64));
            f.ret();
        }));
    }

    @Test void constTypeMustMatchAndFit() {
        expect("'cir.const' op 'value' type '!s64i' does not match result type '!s32i'", error((f, a) -> {
            f.b.createValue(CONST, List.of(), S32, attrs("value", new IntAttr(1, S64)));
            f.ret();
        }));
        expect("'cir.const' op integer value 256 does not fit in '!u8i'", error((f, a) -> {
            f.constInt(256, U8);
            f.ret();
        }));
        expect("'cir.const' op #cir.const_struct has 1 members, but '!ty_struct_P' has 2", error((f, a) -> {
            StructType st = new StructType("struct.P", false, List.of(S32, S32), false);
            f.b.createValue(CONST, List.of(), st, attrs("value", new ConstStructAttr(List.of(new IntAttr(1, S32)), st)));
            f.ret();
        }).replace("!cir.struct<struct \"struct.P\" {!s32i, !s32i}>", "!ty_struct_P"));
    }

    @Test void selectArmsHaveResultType() {
        expect("'cir.select' op true_value '!s32i' and false_value '!s64i' must both have the result type '!s32i'", error((f, a) -> {
            f.b.createValue(SELECT, List.of(a.get(2), a.get(0), f.constInt(0, S64)), S32, Map.of());
            f.ret();
        }));
    }

    // ----- memory -----

    @Test void allocaResultIsPointerToAllocaType() {
        expect("'cir.alloca' op result type '!cir.ptr<!s64i>' must be a pointer to the allocaType, i.e. '!cir.ptr<!s32i>'", error((f, a) -> {
            f.b.createValue(ALLOCA, List.of(), CirTypes.ptr(S64), attrs("allocaType", BuiltinAttrs.type(S32), "name", BuiltinAttrs.str("x")));
            f.ret();
        }));
    }

    @Test void loadAndStoreMatchThePointee() {
        expect("'cir.load' op result type '!s64i' does not match the pointee type '!s32i' of the address", error((f, a) -> {
            f.b.createValue(LOAD, List.of(f.alloca(S32, "x", false, 4)), S64, Map.of());
            f.ret();
        }));
        expect("'cir.store' op value type '!cir.bool' does not match the pointee type '!s32i' of the address", error((f, a) -> {
            f.store(a.get(2), f.alloca(S32, "x", false, 4));
            f.ret();
        }));
        expect("'cir.load' op operand 'addr' must be CIR pointer type, but got !cir.int<s, 32>", error((f, a) -> {
            f.b.createValue(LOAD, List.of(a.get(0)), S32, Map.of());
            f.ret();
        }));
    }

    @Test void ptrStrideNeedsASizedPointee() {
        expect("'cir.ptr_stride' op cannot stride a pointer to '!cir.void'", error((f, a) -> {
            Type vp = CirTypes.ptr(CirTypes.VOID);
            Value p = f.b.createValue(CONST, List.of(), vp, attrs("value", new NullPtrAttr(vp)));
            f.b.createValue(PTR_STRIDE, List.of(p, a.get(0)), vp, Map.of());
            f.ret();
        }));
    }

    @Test void structElementAddrChecksIndexAndType() {
        StructType st = new StructType("struct.T", false, List.of(S32, S8), false);
        st.setMemberNames(List.of("a", "b"));
        expect("'cir.struct_element_addr' op member_index 2 is out of range for '!ty_struct_T' with 2 members", error((f, a) -> {
            f.b.createValue(STRUCT_ELEMENT_ADDR, List.of(f.alloca(st, "s", false, 4)), CirTypes.ptr(S32),
                    attrs("member_name", BuiltinAttrs.str("c"), "member_index", BuiltinAttrs.i64(2)));
            f.ret();
        }).replace("!cir.struct<struct \"struct.T\" {!s32i, !s8i}>", "!ty_struct_T"));
        expect("'cir.struct_element_addr' op result type '!cir.ptr<!s32i>' must be '!cir.ptr<!s8i>', a pointer to member 1", error((f, a) -> {
            f.b.createValue(STRUCT_ELEMENT_ADDR, List.of(f.alloca(st, "s", false, 4)), CirTypes.ptr(S32),
                    attrs("member_name", BuiltinAttrs.str("b"), "member_index", BuiltinAttrs.i64(1)));
            f.ret();
        }));
        expect("'cir.struct_element_addr' op member_name \"a\" does not match member 1 (\"b\")", error((f, a) -> {
            f.b.createValue(STRUCT_ELEMENT_ADDR, List.of(f.alloca(st, "s", false, 4)), CirTypes.ptr(S8),
                    attrs("member_name", BuiltinAttrs.str("a"), "member_index", BuiltinAttrs.i64(1)));
            f.ret();
        }));
    }

    @Test void bitfieldMustFitItsStorage() {
        expect("'cir.get_bitfield' op bitfield of size 4 at offset 14 does not fit in '!u16i'", error((f, a) -> {
            f.b.createValue(GET_BITFIELD, List.of(f.alloca(U16, "s", false, 2)), S32,
                    attrs("bitfield_info", new BitfieldInfoAttr("x", U16, 4, 14, true)));
            f.ret();
        }));
    }

    // ----- symbols and calls -----

    private static void callees(CirFixture f) {
        f.declare("two", fn(S32, S32, S32));
        f.declare("printf", varfn(S32, CirTypes.ptr(S8)));
        f.global("g", S32, "external", new IntAttr(0, S32), false);
    }

    @Test void callOperandsMatchTheCallee() {
        expect("'cir.call' op incorrect number of operands for callee: expected 2, but got 1", error(CirVerifierTest::callees, (f, a) -> {
            f.call("two", S32, a.get(0));
            f.ret();
        }));
        expect("'cir.call' op operand type mismatch: expected operand type '!s32i', but provided '!cir.bool' for operand number 1",
                error(CirVerifierTest::callees, (f, a) -> {
                    f.call("two", S32, a.get(0), a.get(2));
                    f.ret();
                }));
        expect("'cir.call' op result type mismatch: expected '!s32i', but got '!s64i'", error(CirVerifierTest::callees, (f, a) -> {
            f.call("two", S64, a.get(0), a.get(1));
            f.ret();
        }));
        expect("'cir.call' op incorrect number of operands for callee: expected at least 1, but got 0", error(CirVerifierTest::callees, (f, a) -> {
            f.call("printf", S32);
            f.ret();
        }));
        expect("'cir.call' op 'g' does not reference a cir.func", error(CirVerifierTest::callees, (f, a) -> {
            f.call("g", S32);
            f.ret();
        }));
        expect("'cir.call' op 'nope' does not reference a valid symbol ('callee')", error((f, a) -> {
            f.call("nope", S32);
            f.ret();
        }));
    }

    @Test void aSymbolIsDefinedOnce() {
        expect("'cir.func' op redefinition of symbol named 'two'", error(g -> {
            callees(g);
            g.declare("two", fn(S32, S32, S32));
        }, (f, a) -> f.ret()));
        expect("'cir.func' op redefinition of symbol named 'f'", error(g -> g.global("f", S32, "external", new IntAttr(0, S32), false),
                (f, a) -> f.ret()));
    }

    @Test void indirectCallNeedsAFunctionPointer() {
        expect("'cir.call' op indirect callee must be a pointer to !cir.func, but got '!s32i'", error((f, a) -> {
            f.b.create(CALL, List.of(a.get(0)), List.of(), Map.of());
            f.ret();
        }));
    }

    @Test void returnMatchesTheFunction() {
        expect("'cir.return' op has 1 operands, but enclosing function (@f) returns 0", error((f, a) -> f.ret(a.get(0))));
        CirFixture g = new CirFixture();
        g.func("h", fn(S32, S64), "external", args -> g.ret(args.get(0)));
        expect("'cir.return' op type of return operand 0 ('!s64i') doesn't match function result type ('!s32i') in function @h",
                assertThrows(VerifyException.class, g::verify).render());
    }

    @Test void getGlobalTypeIsPointerToTheSymbol() {
        expect("'cir.get_global' op result type '!cir.ptr<!s64i>' does not match the address type '!cir.ptr<!s32i>' of @g",
                error(CirVerifierTest::callees, (f, a) -> {
                    f.b.createValue(GET_GLOBAL, List.of(), CirTypes.ptr(S64), attrs("name", BuiltinAttrs.sym("g")));
                    f.ret();
                }));
    }

    @Test void globalsAndFunctionDeclarations() {
        CirFixture f = new CirFixture();
        f.global("x", S32, "internal", null, false);
        expect("'cir.global' op a global without initial_value is a declaration and must have external or extern_weak linkage, but has internal",
                assertThrows(VerifyException.class, f::verify).render());
        CirFixture g = new CirFixture();
        g.global("x", S32, "external", new IntAttr(1, S8), false);
        expect("'cir.global' op 'initial_value' type '!s8i' does not match symbol type '!s32i'", assertThrows(VerifyException.class, g::verify).render());
        CirFixture h = new CirFixture();
        h.func("d", fn(S32), "internal", null);
        expect("'cir.func' op a function declaration must have external or extern_weak linkage, but has internal",
                assertThrows(VerifyException.class, h::verify).render());
    }

    @Test void funcEntryBlockMatchesSignature() {
        CirFixture f = new CirFixture();
        Operation fn = f.b.create(FUNC, List.of(), List.of(), attrs("sym_name", BuiltinAttrs.str("k"),
                "function_type", BuiltinAttrs.type(fn(CirTypes.VOID, S32)), "linkage", CirEnums.LINKAGE.attr("external")), 1);
        f.b.buildRegion(fn.region(0), List.of(S64), args -> f.ret());
        expect("'cir.func' op type of entry block argument #0('!s64i') must match the type of the corresponding argument in function signature('!s32i')",
                assertThrows(VerifyException.class, f::verify).render());
    }

    // ----- structured control flow -----

    @Test void ifConditionIsBool() {
        expect("'cir.if' op operand 'condition' must be CIR bool type, but got !cir.int<s, 32>", error((f, a) -> {
            f.ifOp(a.get(0), () -> f.yield(), null);
            f.ret();
        }));
    }

    @Test void breakOnlyInLoopOrSwitch() {
        expect("'cir.yield' op 'break' must be nested in a cir.loop or cir.switch", error((f, a) -> {
            f.ifOp(a.get(2), () -> f.yieldKind("break"), null);
            f.ret();
        }));
    }

    @Test void continueOnlyInLoop() {
        expect("'cir.yield' op 'continue' must be nested in a cir.loop", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(caseAttr("default", S32)))), 1);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("continue"));
            f.ret();
        }));
    }

    @Test void fallthroughOnlyInSwitchCase() {
        expect("'cir.yield' op 'fallthrough' may only terminate a cir.switch case region", error((f, a) -> {
            f.loop("while", () -> f.yieldKind("continue"), () -> f.yield(), () -> f.yieldKind("fallthrough"));
            f.ret();
        }));
    }

    @Test void nosuspendOnlyInAwaitReady() {
        expect("'cir.yield' op 'nosuspend' may only appear in the ready region of a cir.await", error((f, a) -> {
            var aw = f.b.create(AWAIT, List.of(), List.of(), attrs("kind", CirEnums.AWAIT_KIND.attr("init")), 3);
            f.b.buildRegion(aw.region(0), () -> f.yield());
            f.b.buildRegion(aw.region(1), () -> f.yieldKind("nosuspend"));
            f.b.buildRegion(aw.region(2), () -> f.yield());
            f.ret();
        }));
    }

    @Test void yieldValuesMatchTheParent() {
        expect("'cir.yield' op must yield no values to its parent 'cir.if', but yields (!s32i)", error((f, a) -> {
            f.ifOp(a.get(2), () -> f.yield(a.get(0)), null);
            f.ret();
        }));
        expect("'cir.yield' op must yield values of types (!s64i) to its parent 'cir.scope', but yields (!s32i)", error((f, a) -> {
            f.scope(List.of(S64), () -> f.yield(a.get(0)));
            f.ret();
        }));
        expect("'cir.yield' op must yield values of types (!s32i) to its parent 'cir.ternary', but yields (!cir.bool)", error((f, a) -> {
            var t = f.b.create(TERNARY, List.of(a.get(2)), List.of(S32), Map.of(), 2);
            f.b.buildRegion(t.region(0), () -> f.yield(a.get(0)));
            f.b.buildRegion(t.region(1), () -> f.yield(a.get(2)));
            f.ret();
        }));
        expect("'cir.yield' op 'break' cannot yield values", error((f, a) -> {
            f.loop("while", () -> f.yieldKind("continue"), () -> f.yield(),
                    () -> f.b.create(YIELD, List.of(a.get(0)), List.of(), attrs("kind", CirEnums.YIELD_KIND.attr("break"))));
            f.ret();
        }));
    }

    @Test void yieldOnlyInStructuredOps() {
        expect("'cir.yield' op expects parent op to be one of 'cir.if, cir.scope, cir.switch, cir.loop, cir.await, cir.ternary, cir.try'",
                error((f, a) -> f.yield()));
    }

    @Test void loopRegions() {
        expect("'cir.loop' op cond region may only be terminated by cir.yield, cir.yield continue, cir.br or cir.brcond, but found cir.return",
                error((f, a) -> {
                    f.loop("for", () -> f.ret(), () -> f.yield(), () -> f.yield());
                    f.ret();
                }));
        expect("'cir.yield' op 'break' may only appear in the body region of a cir.loop", error((f, a) -> {
            f.loop("for", () -> f.yield(), () -> f.yieldKind("break"), () -> f.yield());
            f.ret();
        }));
        expect("'cir.loop' op a 'while' loop must have an empty step region (only cir.yield)", error((f, a) -> {
            f.loop("while", () -> f.yieldKind("continue"), () -> { f.constInt(1, S32); f.yield(); }, () -> f.yield());
            f.ret();
        }));
        expect("'cir.loop' op requires a non-empty body region", error((f, a) -> {
            var l = f.b.create(LOOP, List.of(), List.of(), attrs("kind", CirEnums.LOOP_KIND.attr("for")), 3);
            f.b.buildRegion(l.region(0), () -> f.yield());
            f.b.buildRegion(l.region(1), () -> f.yield());
            f.ret();
        }));
    }

    @Test void switchCases() {
        expect("'cir.switch' op duplicate case value 2", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(
                    caseAttr("equal", S32, 2), caseAttr("anyof", S32, 1, 2)))), 2);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("break"));
            f.b.buildRegion(sw.region(1), () -> f.yieldKind("break"));
            f.ret();
        }));
        expect("'cir.switch' op has more than one default case", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(
                    caseAttr("default", S32), caseAttr("default", S32)))), 2);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("break"));
            f.b.buildRegion(sw.region(1), () -> f.yieldKind("break"));
            f.ret();
        }));
        expect("'cir.switch' op has 2 cases but 1 regions", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(
                    caseAttr("equal", S32, 1), caseAttr("default", S32)))), 1);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("break"));
            f.ret();
        }));
        expect("'cir.switch' op case #0 value 1 has type '!s64i', but the condition has type '!s32i'", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(caseAttr("equal", S64, 1)))), 1);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("break"));
            f.ret();
        }));
        expect("'cir.switch' op case #0 range [5, 1] is empty", error((f, a) -> {
            var sw = f.b.create(SWITCH, List.of(a.get(0)), List.of(), attrs("cases", new ArrayAttr(List.of(caseAttr("range", S32, 5, 1)))), 1);
            f.b.buildRegion(sw.region(0), () -> f.yieldKind("break"));
            f.ret();
        }));
    }

    // ----- branches and labels -----

    @Test void branchOperandsMatchBlockArguments() {
        expect("'cir.br' op type mismatch for bb argument #0 of successor: '!cir.bool' vs '!s32i'", error((f, a) -> {
            Block next = f.b.insertionBlock().parent().addBlock(new Block(List.of(S32)));
            f.br(next, a.get(2));
            f.b.setInsertionPointToEnd(next);
            f.ret();
        }));
        expect("'cir.brcond' op false branch has 0 operands for successor #1, but target block has 1", error((f, a) -> {
            Block next = f.b.insertionBlock().parent().addBlock(new Block(List.of(S32)));
            f.brcond(a.get(2), next, List.of(a.get(0)), next, List.of());
            f.b.setInsertionPointToEnd(next);
            f.ret();
        }));
    }

    @Test void gotoNeedsALabel() {
        expect("'cir.goto' op references undefined label 'nowhere'", error((f, a) ->
                f.b.create(GOTO, List.of(), List.of(), attrs("label", BuiltinAttrs.str("nowhere")))));
        expect("'cir.label' op must be the first operation of its block", error((f, a) -> {
            f.constInt(1, S32);
            f.b.create(LABEL, List.of(), List.of(), attrs("label", BuiltinAttrs.str("l")));
            f.ret();
        }));
    }
}
