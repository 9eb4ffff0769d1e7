package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.dialect.cir.CirAttrs.IntAttr;
import jcirc.dialect.cir.CirTypes.FuncType;
import jcirc.ir.*;
import java.util.*;

import static jcirc.dialect.cir.CirDialect.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Names of the cir ops and thin typed views over {@link Operation} with named accessors for
 * passes ({@code new CirOps.LoadOp(op).addr()}). Views hold no state and no behaviour; the op
 * declarations are in {@link CirDialect}.
 */
public final class CirOps {
    private CirOps() {}

    // ----- op names (spec ops) -----
    public static final String ALLOCA = AllocaOp.NAME, AWAIT = AwaitOp.NAME, BASE_CLASS_ADDR = BaseClassAddrOp.NAME, DERIVED_CLASS_ADDR = DerivedClassAddrOp.NAME,
            BINOP = BinOp.NAME, BRCOND = BrCondOp.NAME, BR = BrOp.NAME, CALL = CallOp.NAME, CAST = CastOp.NAME,
            CMP = CmpOp.NAME, CONST = ConstOp.NAME, FUNC = FuncOp.NAME, GET_GLOBAL = GetGlobalOp.NAME,
            GLOBAL = GlobalOp.NAME, IF = IfOp.NAME, LOAD = LoadOp.NAME, LOOP = LoopOp.NAME, PTR_STRIDE = PtrStrideOp.NAME,
            RETURN = ReturnOp.NAME, SCOPE = ScopeOp.NAME, STORE = StoreOp.NAME,
            STRUCT_ELEMENT_ADDR = StructElementAddrOp.NAME, SWITCH = SwitchOp.NAME, TERNARY = TernaryOp.NAME,
            UNARY = UnaryOp.NAME, VTABLE_ADDRESS_POINT = VtableAddressPointOp.NAME, VTABLE_GET_VPTR = VtableGetVptrOp.NAME,
            VTABLE_GET_VIRTUAL_FN_ADDR = VtableGetVirtualFnAddrOp.NAME, YIELD = YieldOp.NAME;
    // ----- op names (additions for C, named after ClangIR's ops) -----
    public static final String COPY = CopyOp.NAME, GOTO = GotoOp.NAME, LABEL = LabelOp.NAME, UNREACHABLE = UnreachableOp.NAME,
            TRAP = TrapOp.NAME, VA_START = VaStartOp.NAME, VA_END = VaEndOp.NAME, VA_COPY = VaCopyOp.NAME,
            VA_ARG = VaArgOp.NAME, GET_BITFIELD = GetBitfieldOp.NAME, SET_BITFIELD = SetBitfieldOp.NAME,
            SELECT = SelectOp.NAME, BLOCK_ADDRESS = BlockaddressOp.NAME, INDIRECT_BR = IndirectBrOp.NAME, ASM = AsmOp.NAME, STACK_SAVE = StackSaveOp.NAME, STACK_RESTORE = StackRestoreOp.NAME,
            PTR_DIFF = PtrDiffOp.NAME, FABS = FabsOp.NAME, BSWAP = BswapOp.NAME, BIT_CLZ = BitClzOp.NAME,
            BIT_CTZ = BitCtzOp.NAME, BIT_POPCOUNT = BitPopcountOp.NAME;

    private static String str(Operation op, String k) { StringAttr s = op.attr(k, StringAttr.class); return s == null ? null : s.value(); }

    /** One case of a {@code cir.switch}: {@code kind} is equal, anyof, range or default. */
    public record SwitchCase(String kind, List<IntAttr> values, Region region) {}

    // fabs(x), __builtin_fabsf(x)  ->  %r = cir.fabs %x : !cir.float
    public record FabsOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.fabs").summary("Absolute value of a floating-point value")
             .operand("src", FLOAT).result("result", FLOAT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$src attr-dict `:` type($src)");
    }

    // __builtin_clz(x)  ->  %r = cir.bit.clz(%x : !u32i) : !s32i   (clz/ctz of 0 is undefined)
    public record BitClzOp(Operation op) implements OpView { public static final OpDef DEF = CirDialect.bitCount("cir.bit.clz"); }
    // __builtin_ctz(x)  ->  %r = cir.bit.ctz(%x : !u32i) : !s32i
    public record BitCtzOp(Operation op) implements OpView { public static final OpDef DEF = CirDialect.bitCount("cir.bit.ctz"); }
    // __builtin_popcount(x)  ->  %r = cir.bit.popcount(%x : !u32i) : !s32i
    public record BitPopcountOp(Operation op) implements OpView { public static final OpDef DEF = CirDialect.bitCount("cir.bit.popcount"); }

    // __builtin_bswap32(x)  ->  %r = cir.bswap(%x : !u32i) : !u32i
    public record BswapOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.bswap").summary("Reverses the bytes of an integer")
             .operand("input", INT).result("result", INT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("`(` $input `:` type($input) `)` `:` type($result) attr-dict");
    }

    // int x = 3;   ->  %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init] {alignment = 4 : i64}
    // int a[n];    ->  %1 = cir.alloca !s32i, !cir.ptr<!s32i>, %n : !u64i, ["a"] {alignment = 16 : i64}
    public record AllocaOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.alloca").summary("Defines a scope-local variable")
             .optionalOperand("dynAllocSize", INT)
             .attr("allocaType", TypeAttr.class).attr("name", StringAttr.class)
             .optionalAttr("init", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .result("addr", PTR)
             .format("$allocaType `,` type($addr) `,` ($dynAllocSize^ `:` type($dynAllocSize) `,`)? `[` $name (`,` `init` $init^)? `]` attr-dict")
             .verifier(CirVerifiers::alloca);
        public Type allocaType() { return op.attr("allocaType", TypeAttr.class).type(); }
        public String varName() { return str(op, "name"); }
        public boolean isInit() { return op.hasAttr("init"); }
        /** The element count of a VLA, or null for a fixed-size variable. */
        public long alignment() { IntegerAttr a = op.attr("alignment", IntegerAttr.class); return a == null ? 0 : a.longValue(); }

    }

    // x (rvalue)  ->  %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    public record LoadOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.load").summary("Load value from memory address")
             .operand("addr", PTR).result("result")
             .optionalAttr("isDeref", UnitAttr.class).optionalAttr("is_volatile", UnitAttr.class)
             .optionalAttr("alignment", IntegerAttr.class).optionalEnumAttr("mem_order", "cir", "mem_order")
             .optionalAttr("tbaa", ArrayAttr.class)
             .format("(`deref` $isDeref^)? (`volatile` $is_volatile^)? (`atomic` `(` $mem_order^ `)`)? $addr `:` type($addr) `,` type($result) attr-dict")
             .verifier(CirVerifiers::load);
        public boolean isVolatile() { return op.hasAttr("is_volatile"); }

    }

    // x = v;  ->  cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    public record StoreOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.store").summary("Store value to memory address")
             .operand("value").operand("addr", PTR)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .optionalEnumAttr("mem_order", "cir", "mem_order")
             .optionalAttr("tbaa", ArrayAttr.class)
             .format("(`volatile` $is_volatile^)? (`atomic` `(` $mem_order^ `)`)? $value `,` $addr attr-dict `:` type($value) `,` type($addr)")
             .verifier(CirVerifiers::store);
        public boolean isVolatile() { return op.hasAttr("is_volatile"); }

    }

    // p + i, a[i]  ->  %2 = cir.ptr_stride(%p : !cir.ptr<!s32i>, %i : !s64i), !cir.ptr<!s32i>
    public record PtrStrideOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.ptr_stride").summary("Pointer access with stride")
             .operand("base", PTR).operand("stride", INT).result("result", PTR)
             .traits(Trait.PURE, Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE)
             .format("`(` $base `:` type($base) `,` $stride `:` type($stride) `)` `,` type($result) attr-dict")
             .verifier(CirVerifiers::ptrStride);

    }

    // &s->a  ->  %1 = cir.struct_element_addr %0[0] "a" : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
    public record StructElementAddrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.struct_element_addr").summary("Get the address of a member of a struct")
             .operand("struct_addr", PTR).result("result", PTR)
             .attr("member_name", StringAttr.class).attr("member_index", IntegerAttr.class)
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.StructElementAddr())
             .verifier(CirVerifiers::structElementAddr);
        public int memberIndex() { return (int) op.attr("member_index", IntegerAttr.class).longValue(); }
        public String memberName() { return str(op, "member_name"); }

    }

    // (C++) derived-to-base  ->  %1 = cir.base_class_addr(%0 : !cir.ptr<!ty_D>) -> !cir.ptr<!ty_B> {offset = 4 : i64}
    //   (the base subobject's byte offset; assume_not_null: the address is an object's, never null: no null check)
    public record BaseClassAddrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.base_class_addr").summary("Get the base class address for a class/struct")
             .operand("derived_addr", PTR).result("base_addr", PTR)
             .attr("offset", IntegerAttr.class).optionalAttr("assume_not_null", UnitAttr.class)
             .traits(Trait.PURE)
             .format("`(` $derived_addr `:` type($derived_addr) `)` `->` type($base_addr) attr-dict")
             .verifier(CirVerifiers::baseClassAddr);
        public long offset() { return op.attr("offset", IntegerAttr.class).longValue(); }
        public boolean assumeNotNull() { return op.attr("assume_not_null") != null; }
    }

    // (C++) static_cast base-to-derived  ->  %1 = cir.derived_class_addr(%0 : !cir.ptr<!ty_B>) -> !cir.ptr<!ty_D> {offset = 4 : i64}
    //   (ClangIR's op: the base subobject's byte offset is subtracted; a null pointer stays null unless assume_not_null)
    public record DerivedClassAddrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.derived_class_addr").summary("Get the derived class address for a class/struct")
             .operand("base_addr", PTR).result("derived_addr", PTR)
             .attr("offset", IntegerAttr.class).optionalAttr("assume_not_null", UnitAttr.class)
             .traits(Trait.PURE)
             .format("`(` $base_addr `:` type($base_addr) `)` `->` type($derived_addr) attr-dict")
             .verifier(CirVerifiers::baseClassAddr);
        public long offset() { return op.attr("offset", IntegerAttr.class).longValue(); }
        public boolean assumeNotNull() { return op.attr("assume_not_null") != null; }
    }

    // a + b  ->  %2 = cir.binop(add, %0, %1) : !s32i
    public record BinOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.binop").summary("Binary operations (arith and logic)")
             .attr("kind", EnumAttr.class).operand("lhs").operand("rhs").result("result")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.BinOp())
             .verifier(CirVerifiers::binop);
        public String kind() { return CirEnums.BINOP_KIND.caseOf(op.attr("kind")); }

    }

    // a > b  ->  %2 = cir.cmp(gt, %0, %1) : !s32i, !cir.bool
    public record CmpOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.cmp").summary("Compare two values and produce a boolean result")
             .attr("kind", EnumAttr.class).operand("lhs").operand("rhs").result("result", BOOL)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.CmpOp())
             .verifier(CirVerifiers::cmp);
        public String kind() { return CirEnums.CMP_KIND.caseOf(op.attr("kind")); }

    }

    // -x  ->  %1 = cir.unary(minus, %0) : !s32i, !s32i
    public record UnaryOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.unary").summary("Unary operations")
             .attr("kind", EnumAttr.class).operand("input").result("result")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .customAsm(new CirSyntax.UnaryOp())
             .verifier(CirVerifiers::unary);
        public String kind() { return CirEnums.UNARY_KIND.caseOf(op.attr("kind")); }

    }

    // (long)i  ->  %1 = cir.cast(integral, %0 : !s32i), !s64i
    public record CastOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.cast").summary("Conversion between values of different types")
             .attr("kind", EnumAttr.class).operand("src").result("result")
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.CastOp())
             .verifier(CirVerifiers::cast);
        public String kind() { return CirEnums.CAST_KIND.caseOf(op.attr("kind")); }
        public Type resultType() { return op.result(0).type(); }

    }

    // 42  ->  %0 = cir.const(#cir.int<42> : !s32i) : !s32i
    public record ConstOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.const").summary("Defines a CIR constant")
             .attr("value", jcirc.ir.Attribute.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .format("`(` $value `)` attr-dict `:` type($res)")
             .verifier(CirVerifiers::constant);
        public Attribute value() { return op.attr("value"); }

    }

    // c ? a : b (both arms pure)  ->  %r = cir.select if %c then %a else %b : (!cir.bool, !s32i, !s32i) -> !s32i
    public record SelectOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.select").summary("Yield one of two values based on a boolean")
             .operand("condition", BOOL).operand("true_value").operand("false_value").result("result")
             .traits(Trait.PURE)
             .format("`if` $condition `then` $true_value `else` $false_value `:` `(` type($condition) `,` type($true_value) `,` type($false_value) `)` `->` type($result) attr-dict")
             .verifier(CirVerifiers::select);
    }

    // p - q  ->  %2 = cir.ptr_diff(%p, %q) : !cir.ptr<!s32i> -> !s64i
    public record PtrDiffOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.ptr_diff").summary("Pointer subtraction, in elements")
             .operand("lhs", PTR).operand("rhs", PTR).result("result", INT)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .format("`(` $lhs `,` $rhs `)` `:` type($lhs) `->` type($result) attr-dict")
             .verifier(CirVerifiers::ptrDiff);
    }

    // int add(int a, int b) { ... }  ->  cir.func @add(%arg0: !s32i, %arg1: !s32i) -> !s32i { ... }
    // int printf(const char *, ...); ->  cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
    public record FuncOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.func").summary("Declare or define a function")
             .attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalAttr("builtin", UnitAttr.class).optionalAttr("coroutine", UnitAttr.class)
             .optionalAttr("lambda", UnitAttr.class).attr("linkage", EnumAttr.class)
             .optionalAttr("sym_visibility", StringAttr.class).optionalAttr("arg_attrs", ArrayAttr.class)
             .optionalAttr("res_attrs", ArrayAttr.class).optionalAttr("aliasee", SymbolRefAttr.class)
             .region("body")
             .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.FuncOp())
             .verifier(CirVerifiers::func);
        public String symName() { return str(op, "sym_name"); }
        public FuncType functionType() { return (FuncType) op.attr("function_type", TypeAttr.class).type(); }
        public String linkage() { String l = CirEnums.LINKAGE.caseOf(op.attr("linkage")); return l == null ? "external" : l; }
        public boolean isDeclaration() { return op.region(0).isEmpty(); }
        public List<BlockArgument> arguments() { return isDeclaration() ? List.of() : op.region(0).entryBlock().arguments(); }

    }

    // int g = 1;  ->  cir.global external @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
    public record GlobalOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.global").summary("Declares or defines a global variable")
             .attr("sym_name", StringAttr.class).optionalAttr("sym_visibility", StringAttr.class)
             .attr("sym_type", TypeAttr.class).attr("linkage", EnumAttr.class)
             .optionalAttr("initial_value", jcirc.ir.Attribute.class).optionalAttr("constant", UnitAttr.class)
             .optionalAttr("alignment", IntegerAttr.class)
             .traits(Trait.SYMBOL)
             .customAsm(new CirSyntax.GlobalOp())
             .verifier(CirVerifiers::global);
        public String symName() { return str(op, "sym_name"); }
        public Type symType() { return op.attr("sym_type", TypeAttr.class).type(); }
        public String linkage() { return CirEnums.LINKAGE.caseOf(op.attr("linkage")); }
        /** The initializer, or null for a declaration. */
        public Attribute initialValue() { return op.attr("initial_value"); }
        public boolean isConstant() { return op.hasAttr("constant"); }
        public boolean isDeclaration() { return !op.hasAttr("initial_value"); }

    }

    // &g, or a function designator f  ->  %0 = cir.get_global @g : !cir.ptr<!s32i>
    public record GetGlobalOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.get_global").summary("Get the address of a global variable")
             .attr("name", SymbolRefAttr.class).result("addr", PTR)
             .traits(Trait.PURE)
             .format("$name `:` type($addr) attr-dict")
             .verifier(CirVerifiers::getGlobal);
        public String name() { return op.attr("name", SymbolRefAttr.class).root(); }

    }

    // f(a, b)   ->  %2 = cir.call @f(%0, %1) : (!s32i, !s32i) -> !s32i
    // (*fp)(a)  ->  %2 = cir.call %fp(%0) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
    public record CallOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.call").summary("call operation")
             .optionalAttr("callee", SymbolRefAttr.class)
             .variadicOperand("operands").optionalResult("result")
             .customAsm(new CirSyntax.CallOp())
             .verifier(CirVerifiers::call);
        /** The callee's name for a direct call, or null for an indirect one. */
        public String callee() { SymbolRefAttr s = op.attr("callee", SymbolRefAttr.class); return s == null ? null : s.root(); }
        public boolean isIndirect() { return !op.hasAttr("callee"); }
        /** The function pointer of an indirect call. */
        public Value calleePointer() { return isIndirect() ? op.operand(0) : null; }
        /** The call's arguments (without the function pointer of an indirect call). */
        public List<Value> args() { List<Value> a = op.operands(); return isIndirect() ? a.subList(1, a.size()) : a; }

    }

    // (C++) vtable address point  ->  %0 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<...>
    public record VtableAddressPointOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vtable.address_point").summary("Get the vtable (global variable) address point")
             .attr("name", SymbolRefAttr.class).attr("vtable_index", IntegerAttr.class)
             .attr("address_point_index", IntegerAttr.class).result("addr", PTR)
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.VTableAddressPoint())
             .verifier(CirVerifiers::vtableAddressPoint);
        public String name() { return op.attr("name", SymbolRefAttr.class).root(); }
        public long vtableIndex() { return op.attr("vtable_index", IntegerAttr.class).longValue(); }
        public long addressPointIndex() { return op.attr("address_point_index", IntegerAttr.class).longValue(); }
    }

    // (C++) the address of an object's vptr (at offset 0 of a dynamic class)
    //   ->  %1 = cir.vtable.get_vptr %0 : !cir.ptr<!ty_A> -> !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
    public record VtableGetVptrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vtable.get_vptr").summary("Get a the address of the vtable pointer for an object")
             .operand("src", PTR).result("result", PTR)
             .traits(Trait.PURE)
             .format("$src `:` type($src) `->` type($result) attr-dict")
             .verifier(CirVerifiers::vtableGetVptr);
    }

    // (C++) the address of the slot of a virtual function in a vtable (index from the address point)
    //   ->  %3 = cir.vtable.get_virtual_fn_addr %2[1] : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>> -> !cir.ptr<!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_A>)>>>
    public record VtableGetVirtualFnAddrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vtable.get_virtual_fn_addr").summary("Get a the address of a virtual function pointer")
             .operand("vptr", PTR).attr("index", IntegerAttr.class).result("result", PTR)
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.VTableGetVirtualFnAddr())
             .verifier(CirVerifiers::vtableGetVirtualFnAddr);
        public long index() { return op.attr("index", IntegerAttr.class).longValue(); }
    }

    // if (c) { ... } else { ... }  ->  cir.if %c { ... cir.yield } else { ... cir.yield }
    public record IfOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.if").summary("The if-then-else operation")
             .operand("condition", BOOL).region("thenRegion").region("elseRegion")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.IfOp())
             .verifier(CirVerifiers::ifOp);

    }

    // { int x; ... }  ->  cir.scope { ... cir.yield }
    public record ScopeOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.scope").summary("Represents a C/C++ scope")
             .region("scopeRegion").variadicResult("results")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.ScopeOp())
             .verifier(CirVerifiers::scope);
        public Region body() { return op.region(0); }

    }

    // for (;c;s) b  ->  cir.loop for(cond : {...}, step : {...}) {...}   (also while, dowhile)
    public record LoopOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.loop").summary("Loop")
             .attr("kind", EnumAttr.class).region("cond").region("step").region("body")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS)
             .customAsm(new CirSyntax.LoopOp())
             .verifier(CirVerifiers::loop);
        public String kind() { return CirEnums.LOOP_KIND.caseOf(op.attr("kind")); }

    }

    // switch (x) { case 1: ...; default: ... }  ->  cir.switch (%x : !s32i) [case (equal, 1) {...}, case (default) {...}]
    public record SwitchOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.switch").summary("Switch operation")
             .operand("condition", INT).attr("cases", ArrayAttr.class).variadicRegion("regions")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.SwitchOp())
             .verifier(CirVerifiers::switchOp);
        public List<SwitchCase> cases() {
            List<SwitchCase> r = new ArrayList<>();
            List<Attribute> cs = op.attr("cases", ArrayAttr.class).elements();
            for (int i = 0; i < cs.size(); i++) {
                List<Attribute> e = ((ArrayAttr) cs.get(i)).elements();
                List<IntAttr> vals = new ArrayList<>();
                for (Attribute v : ((ArrayAttr) e.get(1)).elements()) vals.add((IntAttr) v);
                r.add(new SwitchCase(CirEnums.CASE_KIND.caseOf(e.get(0)), vals, op.region(i)));
            }
            return r;
        }

    }

    // c ? a : b  ->  %r = cir.ternary(%c, true { cir.yield %a : !s32i }, false { cir.yield %b : !s32i }) : !s32i
    public record TernaryOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.ternary").summary("The cond ? a : b C/C++ ternary operation")
             .operand("cond", BOOL).region("trueRegion").region("falseRegion").optionalResult("result")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS, Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.TernaryOp())
             .verifier(CirVerifiers::ternary);


        /**
         * {@code %r = cir.ternary(%cond, true {...}, false {...}) : T}: each callback builds its region's body,
         * including the {@code cir.yield}; {@code resultType} is null for a void ternary.
         */
        public static TernaryOp create(Builder b, Value cond, Type resultType, Runnable trueBody, Runnable falseBody) {
            TernaryOp t = new TernaryOp(b.create(NAME, List.of(cond), resultType == null ? List.of() : List.of(resultType), Map.of(), 2));
            b.buildRegion(t.trueRegion(), trueBody);
            b.buildRegion(t.falseRegion(), falseBody);
            return t;
        }
    }

    // (C++) co_await  ->  cir.await(user, ready : {...}, suspend : {...}, resume : {...})
    public record AwaitOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.await").summary("Wraps C++ co_await implicit logic")
             .attr("kind", EnumAttr.class).region("ready").region("suspend").region("resume")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS)
             .customAsm(new CirSyntax.AwaitOp())
             .verifier(CirVerifiers::await);
    }

    // return x;  ->  cir.return %0 : !s32i
    public record ReturnOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.return").summary("Return from function")
             .optionalOperand("input")
             .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
             .parents(FUNC, SCOPE, IF, SWITCH, LOOP, "cir.try")
             .format("($input^ `:` type($input))? attr-dict")
             .verifier(CirVerifiers::returnOp);

    }

    // end of region / break / continue / fallthrough  ->  cir.yield [break|continue|fallthrough|nosuspend] [%v : T]
    public record YieldOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.yield").summary("Terminate CIR regions")
             .optionalAttr("kind", EnumAttr.class).variadicOperand("args")
             .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
             .parents(YIELD_PARENTS)
             .customAsm(new CirSyntax.YieldOp())
             .verifier(CirVerifiers::yield);
        /** break, continue, fallthrough, nosuspend, or null for a plain yield. */
        public String kind() { return CirEnums.YIELD_KIND.caseOf(op.attr("kind")); }

    }

    // goto (after flattening)  ->  cir.br ^bb1(%x : !s32i)
    public record BrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.br").summary("Unconditional branch")
             .variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
             .verifier(CirVerifiers::br);

    }

    // if (c) after flattening  ->  cir.brcond %c ^bb1, ^bb2(%x : !s32i)
    public record BrCondOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.brcond").summary("Conditional branch")
             .operand("cond", BOOL).variadicOperand("destOperandsTrue").variadicOperand("destOperandsFalse")
             .successor("destTrue").successor("destFalse")
             .traits(Trait.TERMINATOR, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$cond $destTrue (`(` $destOperandsTrue^ `:` type($destOperandsTrue) `)`)? `,` $destFalse (`(` $destOperandsFalse^ `:` type($destOperandsFalse) `)`)? attr-dict")
             .verifier(CirVerifiers::brcond);

    }

    // switch (x) after flattening (ClangIR's cir.switch.flat)  ->  cir.switch.flat %x : !s32i, ^default [1: ^bb1, 2: ^bb2]
    // case_values: the case values as a dense array of the condition's width (signed spelling), one per case destination
    public record SwitchFlatOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.switch.flat").summary("Multi-way branch on an integer (a flattened switch)")
             .operand("condition", INT).attr("case_values", DenseArrayAttr.class)
             .successor("defaultDestination").variadicSuccessor("caseDestinations")
             .traits(Trait.TERMINATOR)
             .customAsm(new CirSwitchFlatSyntax())
             .verifier(CirVerifiers::switchFlat);
    }

    // s1 = s2 (struct assignment)  ->  cir.copy %src to %dst : !cir.ptr<!ty_S>
    public record CopyOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.copy").summary("Copies the object pointed to by src into dst")
             .operand("src", PTR).operand("dst", PTR).optionalAttr("is_volatile", UnitAttr.class)
             .traits(Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.CopyOp())
             .verifier(CirVerifiers::copy);

    }

    // goto end;  ->  cir.goto "end"
    public record GotoOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.goto").summary("Jump to a label anywhere in the function")
             .attr("label", StringAttr.class)
             .traits(Trait.TERMINATOR)
             .format("$label attr-dict")
             .verifier(CirVerifiers::gotoOp);
        public String label() { return str(op, "label"); }

    }

    // end: ...  ->  cir.label "end"   (first op of its block)
    public record LabelOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.label").summary("A goto target")
             .attr("label", StringAttr.class)
             .format("$label attr-dict")
             .verifier(CirVerifiers::label);
        public String label() { return str(op, "label"); }

    }

    // &&L (GNU labels as values)  ->  %0 = cir.blockaddress <@f, "L"> : !cir.ptr<!cir.void>
    public record BlockaddressOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.blockaddress").summary("The address of a label of a function")
             .attr("func", SymbolRefAttr.class).attr("label", StringAttr.class)
             .result("addr", PTR)
             .traits(Trait.PURE)
             .format("`<` $func `,` $label `>` attr-dict `:` type($addr)")
             .verifier(CirVerifiers::blockAddress);
    }

    // goto *p  ->  cir.indirect_br %p : !cir.ptr<!cir.void>, []   (successors: the address-taken labels' blocks,
    // filled in when the function is flattened; until then the op jumps to "some label whose address was taken")
    public record IndirectBrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.indirect_br").summary("Jumps to a label address")
             .operand("addr", PTR).variadicSuccessor("dests")
             .traits(Trait.TERMINATOR)
             .customAsm(jcirc.dialect.llvm.LabelAddressAsm.INDIRECT_BR);
    }

    // asm volatile("addl %2, %0" : "=r"(r) : "0"(a), "r"(b))
    //   ->  %r = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}") side_effects (%a, %b : !s32i, !s32i) -> !s32i
    public record AsmOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.asm").summary("GNU inline assembly (LLVM template and constraint syntax)")
             .variadicOperand("operands").attr("asm_string", StringAttr.class).attr("constraints", StringAttr.class)
             .optionalAttr("side_effects", UnitAttr.class).optionalAttr("operand_attrs", ArrayAttr.class)
             .variadicResult("res")
             .customAsm(new CirAsmSyntax());
    }

    // __builtin_unreachable(), falling off a noreturn call  ->  cir.unreachable
    public record UnreachableOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.unreachable").summary("Marks a point control never reaches")
             .traits(Trait.TERMINATOR)
             .format("attr-dict");
    }

    // __builtin_trap()  ->  cir.trap
    public record TrapOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.trap").summary("Abnormal program termination")
             .traits(Trait.TERMINATOR)
             .format("attr-dict");
    }

    // va_start(ap, last)  ->  cir.va_start %ap : !cir.ptr<!ty___va_list_tag>
    public record VaStartOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.va_start").summary("Starts a variable argument list")
             .operand("arg_list", PTR)
             .format("$arg_list attr-dict `:` type($arg_list)");
    }

    // va_end(ap)  ->  cir.va_end %ap : !cir.ptr<!ty___va_list_tag>
    public record VaEndOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.va_end").summary("Ends a variable argument list")
             .operand("arg_list", PTR)
             .format("$arg_list attr-dict `:` type($arg_list)");
    }

    // va_copy(dst, src)  ->  cir.va_copy %src to %dst : !cir.ptr<!ty___va_list_tag>
    public record VaCopyOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.va_copy").summary("Copies a variable argument list")
             .operand("src_list", PTR).operand("dst_list", PTR)
             .traits(Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.VaCopyOp());
    }

    // va_arg(ap, int)  ->  %v = cir.va_arg %ap : (!cir.ptr<!ty___va_list_tag>) -> !s32i
    public record VaArgOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.va_arg").summary("Fetches the next variable argument")
             .operand("arg_list", PTR).result("result")
             .format("$arg_list attr-dict `:` functional-type(operands, results)");
    }

    // s.b (bitfield read)  ->  %v = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    public record GetBitfieldOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.get_bitfield").summary("Reads a bitfield member")
             .operand("addr", PTR).attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class).result("result", INT)
             .customAsm(new CirSyntax.BitfieldOp(false))
             .verifier(CirVerifiers::bitfield);
        public CirAttrs.BitfieldInfoAttr info() { return op.attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class); }

    }

    // s.b = v  ->  %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %v : !s32i) bitfield(...) -> !s32i  (%r: the value stored, as C's result)
    public record SetBitfieldOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.set_bitfield").summary("Writes a bitfield member")
             .operand("addr", PTR).operand("src", INT).attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class).result("result", INT)
             .customAsm(new CirSyntax.BitfieldOp(true))
             .verifier(CirVerifiers::bitfield);
        public CirAttrs.BitfieldInfoAttr info() { return op.attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class); }

    }

    // entering a block with a VLA  ->  %sp = cir.stack_save : !cir.ptr<!u8i>
    public record StackSaveOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.stack_save").summary("Saves the stack pointer")
             .result("result", PTR)
             .format("attr-dict `:` type($result)");
    }

    // leaving it  ->  cir.stack_restore %sp : !cir.ptr<!u8i>
    public record StackRestoreOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.stack_restore").summary("Restores a saved stack pointer")
             .operand("ptr", PTR)
             .format("$ptr attr-dict `:` type($ptr)");
    }
}
