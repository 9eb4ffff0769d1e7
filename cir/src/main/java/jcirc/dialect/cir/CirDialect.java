package jcirc.dialect.cir;

import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.ir.OpDef;
import jcirc.ir.Trait;
import jcirc.ir.TypeConstraint;

import static jcirc.dialect.cir.CirOps.*;

/**
 * The {@code cir} dialect: every op of spec/cir-dialect.txt plus the ops C needs that the spec
 * lacks (named after today's ClangIR ops). Each op is declared once here; syntax lives in
 * {@link CirSyntax}, op-specific rules in {@link CirVerifiers}. Reference: docs/cir-dialect.md.
 */
public final class CirDialect {
    private CirDialect() {}

    public static final TypeConstraint PTR = TypeConstraint.isA("CIR pointer type", CirTypes.PointerType.class);
    public static final TypeConstraint BOOL = TypeConstraint.isA("CIR bool type", CirTypes.BoolType.class);
    public static final TypeConstraint INT = TypeConstraint.isA("CIR integer type", CirTypes.IntType.class);

    /** Ops whose regions a cir.yield may terminate (HasParent of cir.yield). */
    static final String[] YIELD_PARENTS = {IF, SCOPE, SWITCH, LOOP, AWAIT, TERNARY};

    public static void register() {
        // #cir.bitfield_info<name = "b", storage_type = !u16i, size = 4, offset = 3, is_signed = true>
        jcirc.ir.parse.DialectSyntax.registerAttribute("cir.bitfield_info", p -> {
            p.parsePunct("<");
            p.parseKeyword("name"); p.parsePunct("="); String name = p.parseString(); p.parsePunct(",");
            p.parseKeyword("storage_type"); p.parsePunct("="); jcirc.ir.Type storage = p.parseType(); p.parsePunct(",");
            p.parseKeyword("size"); p.parsePunct("="); long size = p.parseInteger(); p.parsePunct(",");
            p.parseKeyword("offset"); p.parsePunct("="); long offset = p.parseInteger(); p.parsePunct(",");
            p.parseKeyword("is_signed"); p.parsePunct("="); String signed = p.parseKeywordOrIdent();
            p.parsePunct(">");
            return new CirAttrs.BitfieldInfoAttr(name, storage, size, offset, signed.equals("true"));
        });
        registerMemoryOps();
        registerValueOps();
        registerSymbolOps();
        registerStructuredOps();
        registerTerminators();
        registerCExtensions();
        registerBuiltinOps();
        CirAtomicOps.register();
        CirComplexOps.register();
        CirVectorOps.register();
    }

    /** Ops for compiler builtins (named after ClangIR's): fabs, byte swap and bit counting. */
    private static void registerBuiltinOps() {
        TypeConstraint fp = TypeConstraint.isA("CIR floating-point type", CirTypes.FloatType.class);
        // fabs(x), __builtin_fabsf(x)  ->  %r = cir.fabs %x : !cir.float
        OpDef.op(FABS).summary("Absolute value of a floating-point value")
             .operand("src", fp).result("result", fp)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$src attr-dict `:` type($src)")
             .register();
        // __builtin_bswap32(x)  ->  %r = cir.bswap(%x : !u32i) : !u32i
        OpDef.op(BSWAP).summary("Reverses the bytes of an integer")
             .operand("input", INT).result("result", INT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("`(` $input `:` type($input) `)` `:` type($result) attr-dict")
             .register();
        // __builtin_clz(x)  ->  %r = cir.bit.clz(%x : !u32i) : !s32i   (also cir.bit.ctz, cir.bit.popcount; clz/ctz of 0 is undefined)
        for (String n : new String[]{BIT_CLZ, BIT_CTZ, BIT_POPCOUNT})
            OpDef.op(n).summary("Counts bits of an integer")
                 .operand("input", INT).result("result", INT)
                 .traits(Trait.PURE)
                 .format("`(` $input `:` type($input) `)` `:` type($result) attr-dict")
                 .register();
    }

    private static void registerMemoryOps() {
        // int x = 3;   ->  %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init] {alignment = 4 : i64}
        // int a[n];    ->  %1 = cir.alloca !s32i, !cir.ptr<!s32i>, %n : !u64i, ["a"] {alignment = 16 : i64}
        OpDef.op(ALLOCA).summary("Defines a scope-local variable")
             .optionalOperand("dynAllocSize", INT)
             .attr("allocaType", TypeAttr.class).attr("name", StringAttr.class)
             .optionalAttr("init", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .result("addr", PTR)
             .format("$allocaType `,` type($addr) `,` ($dynAllocSize^ `:` type($dynAllocSize) `,`)? `[` $name (`,` `init` $init^)? `]` attr-dict")
             .verifier(CirVerifiers::alloca)
             .register();

        // x (rvalue)  ->  %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
        OpDef.op(LOAD).summary("Load value from memory address")
             .operand("addr", PTR).result("result")
             .optionalAttr("isDeref", UnitAttr.class).optionalAttr("is_volatile", UnitAttr.class)
             .optionalAttr("alignment", IntegerAttr.class).optionalEnumAttr("mem_order", "cir", "mem_order")
             .format("(`deref` $isDeref^)? (`volatile` $is_volatile^)? (`atomic` `(` $mem_order^ `)`)? $addr `:` type($addr) `,` type($result) attr-dict")
             .verifier(CirVerifiers::load)
             .register();

        // x = v;  ->  cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
        OpDef.op(STORE).summary("Store value to memory address")
             .operand("value").operand("addr", PTR)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .optionalEnumAttr("mem_order", "cir", "mem_order")
             .format("(`volatile` $is_volatile^)? (`atomic` `(` $mem_order^ `)`)? $value `,` $addr attr-dict `:` type($value) `,` type($addr)")
             .verifier(CirVerifiers::store)
             .register();

        // p + i, a[i]  ->  %2 = cir.ptr_stride(%p : !cir.ptr<!s32i>, %i : !s64i), !cir.ptr<!s32i>
        OpDef.op(PTR_STRIDE).summary("Pointer access with stride")
             .operand("base", PTR).operand("stride", INT).result("result", PTR)
             .traits(Trait.PURE, Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE)
             .format("`(` $base `:` type($base) `,` $stride `:` type($stride) `)` `,` type($result) attr-dict")
             .verifier(CirVerifiers::ptrStride)
             .register();

        // &s->a  ->  %1 = cir.struct_element_addr %0[0] "a" : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
        OpDef.op(STRUCT_ELEMENT_ADDR).summary("Get the address of a member of a struct")
             .operand("struct_addr", PTR).result("result", PTR)
             .attr("member_name", StringAttr.class).attr("member_index", IntegerAttr.class)
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.StructElementAddr())
             .verifier(CirVerifiers::structElementAddr)
             .register();

        // (C++) derived-to-base  ->  %1 = cir.base_class_addr(%0 : !cir.ptr<!ty_D>) -> !cir.ptr<!ty_B>
        OpDef.op(BASE_CLASS_ADDR).summary("Get the base class address for a class/struct")
             .operand("derived_addr", PTR).result("base_addr", PTR)
             .traits(Trait.PURE)
             .format("`(` $derived_addr `:` type($derived_addr) `)` `->` type($base_addr) attr-dict")
             .verifier(CirVerifiers::baseClassAddr)
             .register();
    }

    private static void registerValueOps() {
        // a + b  ->  %2 = cir.binop(add, %0, %1) : !s32i
        OpDef.op(BINOP).summary("Binary operations (arith and logic)")
             .attr("kind", EnumAttr.class).operand("lhs").operand("rhs").result("result")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.BinOp())
             .verifier(CirVerifiers::binop)
             .register();

        // a > b  ->  %2 = cir.cmp(gt, %0, %1) : !s32i, !cir.bool
        OpDef.op(CMP).summary("Compare two values and produce a boolean result")
             .attr("kind", EnumAttr.class).operand("lhs").operand("rhs").result("result", BOOL)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.CmpOp())
             .verifier(CirVerifiers::cmp)
             .register();

        // -x  ->  %1 = cir.unary(minus, %0) : !s32i, !s32i
        OpDef.op(UNARY).summary("Unary operations")
             .attr("kind", EnumAttr.class).operand("input").result("result")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .customAsm(new CirSyntax.UnaryOp())
             .verifier(CirVerifiers::unary)
             .register();

        // (long)i  ->  %1 = cir.cast(integral, %0 : !s32i), !s64i
        OpDef.op(CAST).summary("Conversion between values of different types")
             .attr("kind", EnumAttr.class).operand("src").result("result")
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.CastOp())
             .verifier(CirVerifiers::cast)
             .register();

        // 42  ->  %0 = cir.const(#cir.int<42> : !s32i) : !s32i
        OpDef.op(CONST).summary("Defines a CIR constant")
             .attr("value", jcirc.ir.Attribute.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .format("`(` $value `)` attr-dict `:` type($res)")
             .verifier(CirVerifiers::constant)
             .register();

        // c ? a : b (both arms pure)  ->  %r = cir.select if %c then %a else %b : (!cir.bool, !s32i, !s32i) -> !s32i
        OpDef.op(SELECT).summary("Yield one of two values based on a boolean")
             .operand("condition", BOOL).operand("true_value").operand("false_value").result("result")
             .traits(Trait.PURE)
             .format("`if` $condition `then` $true_value `else` $false_value `:` `(` type($condition) `,` type($true_value) `,` type($false_value) `)` `->` type($result) attr-dict")
             .verifier(CirVerifiers::select)
             .register();

        // p - q  ->  %2 = cir.ptr_diff(%p, %q) : !cir.ptr<!s32i> -> !s64i
        OpDef.op(PTR_DIFF).summary("Pointer subtraction, in elements")
             .operand("lhs", PTR).operand("rhs", PTR).result("result", INT)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .format("`(` $lhs `,` $rhs `)` `:` type($lhs) `->` type($result) attr-dict")
             .verifier(CirVerifiers::ptrDiff)
             .register();
    }

    private static void registerSymbolOps() {
        // int add(int a, int b) { ... }  ->  cir.func @add(%arg0: !s32i, %arg1: !s32i) -> !s32i { ... }
        // int printf(const char *, ...); ->  cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
        OpDef.op(FUNC).summary("Declare or define a function")
             .attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalAttr("builtin", UnitAttr.class).optionalAttr("coroutine", UnitAttr.class)
             .optionalAttr("lambda", UnitAttr.class).attr("linkage", EnumAttr.class)
             .optionalAttr("sym_visibility", StringAttr.class).optionalAttr("arg_attrs", ArrayAttr.class)
             .optionalAttr("res_attrs", ArrayAttr.class).optionalAttr("aliasee", SymbolRefAttr.class)
             .region("body")
             .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.FuncOp())
             .verifier(CirVerifiers::func)
             .register();

        // int g = 1;  ->  cir.global external @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
        OpDef.op(GLOBAL).summary("Declares or defines a global variable")
             .attr("sym_name", StringAttr.class).optionalAttr("sym_visibility", StringAttr.class)
             .attr("sym_type", TypeAttr.class).attr("linkage", EnumAttr.class)
             .optionalAttr("initial_value", jcirc.ir.Attribute.class).optionalAttr("constant", UnitAttr.class)
             .optionalAttr("alignment", IntegerAttr.class)
             .traits(Trait.SYMBOL)
             .customAsm(new CirSyntax.GlobalOp())
             .verifier(CirVerifiers::global)
             .register();

        // &g, or a function designator f  ->  %0 = cir.get_global @g : !cir.ptr<!s32i>
        OpDef.op(GET_GLOBAL).summary("Get the address of a global variable")
             .attr("name", SymbolRefAttr.class).result("addr", PTR)
             .traits(Trait.PURE)
             .format("$name `:` type($addr) attr-dict")
             .verifier(CirVerifiers::getGlobal)
             .register();

        // f(a, b)   ->  %2 = cir.call @f(%0, %1) : (!s32i, !s32i) -> !s32i
        // (*fp)(a)  ->  %2 = cir.call %fp(%0) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
        OpDef.op(CALL).summary("call operation")
             .optionalAttr("callee", SymbolRefAttr.class)
             .variadicOperand("operands").optionalResult("result")
             .customAsm(new CirSyntax.CallOp())
             .verifier(CirVerifiers::call)
             .register();

        // (C++) vtable address point  ->  %0 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<...>
        OpDef.op(VTABLE_ADDRESS_POINT).summary("Get the vtable (global variable) address point")
             .attr("name", SymbolRefAttr.class).attr("vtable_index", IntegerAttr.class)
             .attr("address_point_index", IntegerAttr.class).result("addr", PTR)
             .traits(Trait.PURE)
             .customAsm(new CirSyntax.VTableAddressPoint())
             .register();
    }

    private static void registerStructuredOps() {
        // if (c) { ... } else { ... }  ->  cir.if %c { ... cir.yield } else { ... cir.yield }
        OpDef.op(IF).summary("The if-then-else operation")
             .operand("condition", BOOL).region("thenRegion").region("elseRegion")
             .traits(Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.IfOp())
             .verifier(CirVerifiers::ifOp)
             .register();

        // { int x; ... }  ->  cir.scope { ... cir.yield }
        OpDef.op(SCOPE).summary("Represents a C/C++ scope")
             .region("scopeRegion").variadicResult("results")
             .traits(Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.ScopeOp())
             .verifier(CirVerifiers::scope)
             .register();

        // for (;c;s) b  ->  cir.loop for(cond : {...}, step : {...}) {...}   (also while, dowhile)
        OpDef.op(LOOP).summary("Loop")
             .attr("kind", EnumAttr.class).region("cond").region("step").region("body")
             .traits(Trait.NO_REGION_ARGUMENTS)
             .customAsm(new CirSyntax.LoopOp())
             .verifier(CirVerifiers::loop)
             .register();

        // switch (x) { case 1: ...; default: ... }  ->  cir.switch (%x : !s32i) [case (equal, 1) {...}, case (default) {...}]
        OpDef.op(SWITCH).summary("Switch operation")
             .operand("condition", INT).attr("cases", ArrayAttr.class).variadicRegion("regions")
             .traits(Trait.NO_REGION_ARGUMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.SwitchOp())
             .verifier(CirVerifiers::switchOp)
             .register();

        // c ? a : b  ->  %r = cir.ternary(%c, true { cir.yield %a : !s32i }, false { cir.yield %b : !s32i }) : !s32i
        OpDef.op(TERNARY).summary("The cond ? a : b C/C++ ternary operation")
             .operand("cond", BOOL).region("trueRegion").region("falseRegion").optionalResult("result")
             .traits(Trait.NO_REGION_ARGUMENTS, Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new CirSyntax.TernaryOp())
             .verifier(CirVerifiers::ternary)
             .register();

        // (C++) co_await  ->  cir.await(user, ready : {...}, suspend : {...}, resume : {...})
        OpDef.op(AWAIT).summary("Wraps C++ co_await implicit logic")
             .attr("kind", EnumAttr.class).region("ready").region("suspend").region("resume")
             .traits(Trait.NO_REGION_ARGUMENTS)
             .customAsm(new CirSyntax.AwaitOp())
             .verifier(CirVerifiers::await)
             .register();
    }

    private static void registerTerminators() {
        // return x;  ->  cir.return %0 : !s32i
        OpDef.op(RETURN).summary("Return from function")
             .optionalOperand("input")
             .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
             .parents(FUNC, SCOPE, IF, SWITCH, LOOP)
             .format("($input^ `:` type($input))? attr-dict")
             .verifier(CirVerifiers::returnOp)
             .register();

        // end of region / break / continue / fallthrough  ->  cir.yield [break|continue|fallthrough|nosuspend] [%v : T]
        OpDef.op(YIELD).summary("Terminate CIR regions")
             .optionalAttr("kind", EnumAttr.class).variadicOperand("args")
             .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
             .parents(YIELD_PARENTS)
             .customAsm(new CirSyntax.YieldOp())
             .verifier(CirVerifiers::yield)
             .register();

        // goto (after flattening)  ->  cir.br ^bb1(%x : !s32i)
        OpDef.op(BR).summary("Unconditional branch")
             .variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
             .verifier(CirVerifiers::br)
             .register();

        // if (c) after flattening  ->  cir.brcond %c ^bb1, ^bb2(%x : !s32i)
        OpDef.op(BRCOND).summary("Conditional branch")
             .operand("cond", BOOL).variadicOperand("destOperandsTrue").variadicOperand("destOperandsFalse")
             .successor("destTrue").successor("destFalse")
             .traits(Trait.TERMINATOR, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$cond $destTrue (`(` $destOperandsTrue^ `:` type($destOperandsTrue) `)`)? `,` $destFalse (`(` $destOperandsFalse^ `:` type($destOperandsFalse) `)`)? attr-dict")
             .verifier(CirVerifiers::brcond)
             .register();
    }

    private static void registerCExtensions() {
        // s1 = s2 (struct assignment)  ->  cir.copy %src to %dst : !cir.ptr<!ty_S>
        OpDef.op(COPY).summary("Copies the object pointed to by src into dst")
             .operand("src", PTR).operand("dst", PTR).optionalAttr("is_volatile", UnitAttr.class)
             .traits(Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.CopyOp())
             .verifier(CirVerifiers::copy)
             .register();

        // goto end;  ->  cir.goto "end"
        OpDef.op(GOTO).summary("Jump to a label anywhere in the function")
             .attr("label", StringAttr.class)
             .traits(Trait.TERMINATOR)
             .format("$label attr-dict")
             .verifier(CirVerifiers::gotoOp)
             .register();

        // end: ...  ->  cir.label "end"   (first op of its block)
        OpDef.op(LABEL).summary("A goto target")
             .attr("label", StringAttr.class)
             .format("$label attr-dict")
             .verifier(CirVerifiers::label)
             .register();

        // &&L (GNU labels as values)  ->  %0 = cir.blockaddress <@f, "L"> : !cir.ptr<!cir.void>
        OpDef.op(BLOCK_ADDRESS).summary("The address of a label of a function")
             .attr("func", SymbolRefAttr.class).attr("label", StringAttr.class)
             .result("addr", PTR)
             .traits(Trait.PURE)
             .format("`<` $func `,` $label `>` attr-dict `:` type($addr)")
             .verifier(CirVerifiers::blockAddress)
             .register();

        // goto *p  ->  cir.indirect_br %p : !cir.ptr<!cir.void>, []   (successors: the address-taken labels' blocks,
        // filled in when the function is flattened; until then the op jumps to "some label whose address was taken")
        OpDef.op(INDIRECT_BR).summary("Jumps to a label address")
             .operand("addr", PTR).variadicSuccessor("dests")
             .traits(Trait.TERMINATOR)
             .customAsm(jcirc.dialect.llvm.LabelAddressAsm.INDIRECT_BR)  // cir.indirect_br %p : !cir.ptr<!void>, [^bb1, ^bb2]
             .register();

        // asm volatile("addl %2, %0" : "=r"(r) : "0"(a), "r"(b))
        //   ->  %r = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}") side_effects (%a, %b : !s32i, !s32i) -> !s32i
        OpDef.op(ASM).summary("GNU inline assembly (LLVM template and constraint syntax)")
             .variadicOperand("operands").attr("asm_string", StringAttr.class).attr("constraints", StringAttr.class)
             .optionalAttr("side_effects", UnitAttr.class).optionalAttr("operand_attrs", ArrayAttr.class)
             .variadicResult("res")
             .customAsm(new CirAsmSyntax())
             .register();

        // __builtin_unreachable(), falling off a noreturn call  ->  cir.unreachable
        OpDef.op(UNREACHABLE).summary("Marks a point control never reaches")
             .traits(Trait.TERMINATOR)
             .format("attr-dict")
             .register();

        // __builtin_trap()  ->  cir.trap
        OpDef.op(TRAP).summary("Abnormal program termination")
             .traits(Trait.TERMINATOR)
             .format("attr-dict")
             .register();

        // va_start(ap, last)  ->  cir.va_start %ap : !cir.ptr<!ty___va_list_tag>
        OpDef.op(VA_START).summary("Starts a variable argument list")
             .operand("arg_list", PTR)
             .format("$arg_list attr-dict `:` type($arg_list)")
             .register();

        // va_end(ap)  ->  cir.va_end %ap : !cir.ptr<!ty___va_list_tag>
        OpDef.op(VA_END).summary("Ends a variable argument list")
             .operand("arg_list", PTR)
             .format("$arg_list attr-dict `:` type($arg_list)")
             .register();

        // va_copy(dst, src)  ->  cir.va_copy %src to %dst : !cir.ptr<!ty___va_list_tag>
        OpDef.op(VA_COPY).summary("Copies a variable argument list")
             .operand("src_list", PTR).operand("dst_list", PTR)
             .traits(Trait.SAME_TYPE_OPERANDS)
             .customAsm(new CirSyntax.VaCopyOp())
             .register();

        // va_arg(ap, int)  ->  %v = cir.va_arg %ap : (!cir.ptr<!ty___va_list_tag>) -> !s32i
        OpDef.op(VA_ARG).summary("Fetches the next variable argument")
             .operand("arg_list", PTR).result("result")
             .format("$arg_list attr-dict `:` functional-type(operands, results)")
             .register();

        // s.b (bitfield read)  ->  %v = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
        OpDef.op(GET_BITFIELD).summary("Reads a bitfield member")
             .operand("addr", PTR).attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class).result("result", INT)
             .customAsm(new CirSyntax.BitfieldOp(false))
             .verifier(CirVerifiers::bitfield)
             .register();

        // s.b = v  ->  %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %v : !s32i) bitfield(...) -> !s32i  (%r: the value stored, as C's result)
        OpDef.op(SET_BITFIELD).summary("Writes a bitfield member")
             .operand("addr", PTR).operand("src", INT).attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class)
             .optionalAttr("is_volatile", UnitAttr.class).optionalAttr("alignment", IntegerAttr.class).result("result", INT)
             .customAsm(new CirSyntax.BitfieldOp(true))
             .verifier(CirVerifiers::bitfield)
             .register();

        // entering a block with a VLA  ->  %sp = cir.stack_save : !cir.ptr<!u8i>
        OpDef.op(STACK_SAVE).summary("Saves the stack pointer")
             .result("result", PTR)
             .format("attr-dict `:` type($result)")
             .register();

        // leaving it  ->  cir.stack_restore %sp : !cir.ptr<!u8i>
        OpDef.op(STACK_RESTORE).summary("Restores a saved stack pointer")
             .operand("ptr", PTR)
             .format("$ptr attr-dict `:` type($ptr)")
             .register();
    }
}
