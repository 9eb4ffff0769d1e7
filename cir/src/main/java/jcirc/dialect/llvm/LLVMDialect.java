package jcirc.dialect.llvm;

import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
import jcirc.dialect.func.FunctionAsm;
import jcirc.ir.*;

import java.util.*;

import static jcirc.dialect.arith.UpstreamConstraints.*;

/**
 * The subset of the upstream {@code llvm} dialect that C needs for memory, globals, calls and
 * the direct lowering path. Attribute names are upstream's ODS names (elem_type, global_name,
 * rawConstantIndices, var_callee_type, volatile_, ...); text is exactly what mlir-opt-19 prints.
 */
public final class LLVMDialect {
    private LLVMDialect() {}

    public static final String FUNC = "llvm.func";
    public static final String RETURN = "llvm.return";
    public static final String CALL = "llvm.call";
    public static final String GLOBAL = "llvm.mlir.global";
    public static final String ADDRESSOF = "llvm.mlir.addressof";
    public static final String CONSTANT = "llvm.mlir.constant";
    public static final String ALLOCA = "llvm.alloca";
    public static final String LOAD = "llvm.load";
    public static final String STORE = "llvm.store";
    public static final String GEP = "llvm.getelementptr";
    /** rawConstantIndices entry marking a dynamic index (upstream's kDynamicIndex = INT32_MIN). */
    public static final long DYNAMIC_INDEX = Integer.MIN_VALUE;

    public static final List<String> INT_BINARY = List.of("add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor",
            "shl", "lshr", "ashr");
    public static final List<String> FLOAT_BINARY = List.of("fadd", "fsub", "fmul", "fdiv", "frem");
    public static final List<String> CASTS = List.of("bitcast", "ptrtoint", "inttoptr", "sext", "zext", "trunc", "sitofp", "uitofp",
            "fptosi", "fptoui", "fpext", "fptrunc");
    public static final List<String> ICMP_PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
    public static final List<String> FCMP_PREDICATES = List.of("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
            "uge", "ult", "ule", "une", "uno", "_true");

    public static void register() {
        LLVMVectorOps.register();
        // #llvm.linkage<internal>, #llvm.cconv<ccc>: enum attributes with a mnemonic
        for (String mnemonic : new String[] {"linkage", "cconv"}) {
            jcirc.ir.parse.DialectSyntax.registerAttribute("llvm." + mnemonic, p -> {
                p.parsePunct("<");
                String v = p.parseKeywordOrIdent();
                p.parsePunct(">");
                return new jcirc.dialect.builtin.BuiltinAttrs.EnumAttr("llvm", mnemonic, v);
            });
        }
        // llvm.func @f(%arg0: i32) -> i32 { ... }  /  llvm.func internal @g()  /  llvm.func @printf(!llvm.ptr, ...) -> i32
        OpDef.op(FUNC).attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalEnumAttr("linkage", "llvm", "linkage").optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.LLVM))
             .verifier(LLVMDialect::verifyFunc)
             .register();

        // llvm.return %x : i32
        OpDef.op(RETURN).optionalOperand("arg")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE).parents(FUNC, GLOBAL)
             .format("attr-dict ($arg^ `:` type($arg))?")
             .verifier(LLVMDialect::verifyReturn)
             .register();

        // %0 = llvm.mlir.constant(1 : i64) : i64
        OpDef.op(CONSTANT).attr("value", Attribute.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .customAsm(LLVMAsm.CONSTANT)
             .register();

        // llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
        OpDef.op(GLOBAL).attr("global_type", TypeAttr.class).optionalAttr("constant", UnitAttr.class)
             .attr("sym_name", StringAttr.class).enumAttr("linkage", "llvm", "linkage").optionalAttr("value", Attribute.class)
             .optionalAttr("alignment", IntegerAttr.class).optionalAttr("addr_space", IntegerAttr.class)
             .optionalAttr("thread_local_", UnitAttr.class)
             .region("initializer")
             .traits(Trait.SYMBOL)
             .customAsm(LLVMAsm.GLOBAL)
             .verifier(op -> {
                 if (op.attr("value") != null && !op.region(0).isEmpty())
                     throw new VerifyException(op, "cannot have both initializer value and region");
             })
             .register();

        // GNU labels as values (MLIR 20's ops): %a = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr,
        // llvm.blocktag <id = 1> (first op of the labelled block), llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]
        OpDef.op("llvm.blockaddress").attr("function", SymbolRefAttr.class).attr("tag", IntegerAttr.class)
             .result("res", LLVM_PTR).traits(Trait.PURE).customAsm(LabelAddressAsm.BLOCK_ADDRESS).register();
        OpDef.op("llvm.blocktag").attr("tag", IntegerAttr.class).customAsm(LabelAddressAsm.BLOCK_TAG).register();
        OpDef.op("llvm.indirectbr").operand("addr", LLVM_PTR).variadicSuccessor("successors")
             .traits(Trait.TERMINATOR).customAsm(LabelAddressAsm.INDIRECT_BR).register();

        // %0 = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32
        OpDef.op("llvm.inline_asm").variadicOperand("operands").attr("asm_string", StringAttr.class)
             .attr("constraints", StringAttr.class).optionalAttr("has_side_effects", UnitAttr.class)
             .optionalAttr("is_align_stack", UnitAttr.class).optionalAttr("operand_attrs", ArrayAttr.class)
             .variadicResult("res")
             .customAsm(new InlineAsmSyntax()).register();

        // __attribute__((constructor(101))) void f(void)  ->  llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]}
        OpDef.op("llvm.mlir.global_ctors").attr("ctors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict").register();
        OpDef.op("llvm.mlir.global_dtors").attr("dtors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict").register();

        // %0 = llvm.mlir.addressof @g : !llvm.ptr
        OpDef.op(ADDRESSOF).attr("global_name", SymbolRefAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .format("$global_name attr-dict `:` type($res)")
             .verifier(op -> {
                 String n = op.attr("global_name", SymbolRefAttr.class).root();
                 Operation g = Verifier.lookupSymbol(op, n, new HashMap<>());
                 if (g == null || !(g.is(GLOBAL) || g.is(FUNC)))
                     throw new VerifyException(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
             })
             .register();

        // %0 = llvm.mlir.zero : !llvm.ptr   /   llvm.mlir.undef   /   llvm.mlir.poison
        for (String n : List.of("llvm.mlir.zero", "llvm.mlir.undef", "llvm.mlir.poison"))
            OpDef.op(n).result("res").traits(Trait.PURE).format("attr-dict `:` type($res)").register();

        // %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
        OpDef.op(ALLOCA).operand("arraySize", LLVM_INT).attr("elem_type", TypeAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .result("res", LLVM_PTR)
             .format("$arraySize `x` $elem_type attr-dict `:` functional-type(operands, results)")
             .register();

        // %2 = llvm.load volatile %1 {alignment = 4 : i64} : !llvm.ptr -> i32   /   llvm.load %1 atomic seq_cst {...} : ...
        OpDef.op(LOAD).operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class).optionalAttr("volatile_", UnitAttr.class)
             .optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .result("res")
             .format("(`volatile` $volatile_^)? $addr (`atomic` $ordering^)? attr-dict `:` type($addr) `->` type($res)")
             .register();

        // llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr   /   llvm.store %v, %p atomic release {...} : ...
        OpDef.op(STORE).operand("value").operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class)
             .optionalAttr("volatile_", UnitAttr.class).optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .format("(`volatile` $volatile_^)? $value `,` $addr (`atomic` $ordering^)? attr-dict `:` type($value) `,` type($addr)")
             .register();

        // %4 = llvm.getelementptr inbounds %1[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
        OpDef.op(GEP).operand("base", LLVM_PTR).variadicOperand("dynamicIndices", LLVM_INT)
             .attr("rawConstantIndices", DenseArrayAttr.class).attr("elem_type", TypeAttr.class)
             .optionalAttr("inbounds", UnitAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .customAsm(LLVMAsm.GEP)
             .verifier(op -> {
                 long dyn = ((DenseArrayAttr) op.attr("rawConstantIndices")).values().stream().filter(v -> v == DYNAMIC_INDEX).count();
                 if (dyn != op.numOperands() - 1)
                     throw new VerifyException(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
             })
             .register();

        // %9 = llvm.call @printf(%6, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32   /   llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
        OpDef.op(CALL).optionalAttr("callee", SymbolRefAttr.class).optionalAttr("var_callee_type", TypeAttr.class)
             .variadicOperand("callee_operands").variadicResult("result")
             .customAsm(LLVMAsm.CALL)
             .verifier(LLVMDialect::verifyCall)
             .register();

        // %r = llvm.add %a, %b : i32   (overflow-flag ops)   /   %r = llvm.sdiv %a, %b  : i32   (exact-flag and plain ops print two spaces)
        for (String n : INT_BINARY) {
            OpDef d = OpDef.op("llvm." + n).operand("lhs").operand("rhs").result("res").traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
            if (List.of("add", "sub", "mul", "shl").contains(n)) d.format("$lhs `,` $rhs attr-dict `:` type($res)");
            else d.customAsm(LLVMAsm.FLOAT_ARITH);
            d.register();
        }
        // %r = llvm.fadd %a, %b  : f64      (upstream's fastmath printer leaves two spaces)
        for (String n : FLOAT_BINARY)
            OpDef.op("llvm." + n).operand("lhs", LLVM_FLOAT_LIKE).operand("rhs", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                 .customAsm(LLVMAsm.FLOAT_ARITH).register();
        OpDef.op("llvm.fneg").operand("operand", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .customAsm(LLVMAsm.FLOAT_ARITH).register();
        // %3 = llvm.sext %a : i32 to i64
        for (String n : CASTS)
            OpDef.op("llvm." + n).operand("arg").result("res").traits(Trait.PURE)
                 .format("$arg attr-dict `:` type($arg) `to` type($res)").register();

        // %c = llvm.icmp "slt" %a, %b : i32
        OpDef.op("llvm.icmp").enumAttr("predicate", "llvm", "ICmpPredicate").operand("lhs").operand("rhs").result("res", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1)).register();
        OpDef.op("llvm.fcmp").enumAttr("predicate", "llvm", "FCmpPredicate").operand("lhs").operand("rhs").result("res", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1)).register();

        // %s = llvm.select %c, %a, %b : i1, i32
        OpDef.op("llvm.select").operand("condition", I1_LIKE).operand("trueValue").operand("falseValue").result("res")
             .traits(Trait.PURE)
             .format("operands attr-dict `:` type($condition) `,` type($res)").register();

        // %e = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>      (MLIR prints a trailing space)
        OpDef.op("llvm.extractvalue").operand("container").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.EXTRACT_VALUE).register();
        // %s2 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f64)>
        OpDef.op("llvm.insertvalue").operand("container").operand("value").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.INSERT_VALUE).register();

        // llvm.br ^bb1(%x : i32)
        OpDef.op("llvm.br").variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR, Trait.PURE)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict").register();
        // llvm.cond_br %c, ^bb1, ^bb2(%x : i32)
        OpDef.op("llvm.cond_br").operand("condition", I1).variadicOperand("trueDestOperands").variadicOperand("falseDestOperands")
             .successor("trueDest").successor("falseDest")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
                     + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict").register();
        // llvm.unreachable
        OpDef.op("llvm.unreachable").traits(Trait.TERMINATOR).format("attr-dict").register();

        // "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()   (generic form only, as upstream)
        OpDef.op("llvm.intr.memcpy").operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class).register();
        OpDef.op("llvm.intr.memmove").operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class).register();
        // %0 = llvm.intr.stacksave : !llvm.ptr   /   llvm.intr.stackrestore %0 : !llvm.ptr
        OpDef.op("llvm.intr.stacksave").result("res", LLVM_PTR).format("attr-dict `:` type($res)").register();
        OpDef.op("llvm.intr.stackrestore").operand("ptr", LLVM_PTR).format("$ptr attr-dict `:` type($ptr)").register();
        // llvm.intr.vastart %ap : !llvm.ptr   /   llvm.intr.vaend %ap : !llvm.ptr
        OpDef.op("llvm.intr.vastart").operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)").register();
        OpDef.op("llvm.intr.vaend").operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)").register();
        // llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr      (operands: dest_list, src_list)
        OpDef.op("llvm.intr.vacopy").operand("dest_list", LLVM_PTR).operand("src_list", LLVM_PTR)
             .format("$src_list `to` $dest_list attr-dict `:` type($src_list) `,` type($dest_list)").register();
        // %v = "llvm.va_arg"(%ap) : (!llvm.ptr) -> i32      and "llvm.intr.trap"() : () -> ()   (generic form only, as upstream)
        OpDef.op("llvm.va_arg").operand("arg", LLVM_PTR).result("res").register();
        OpDef.op("llvm.intr.trap").register();
        // %r = llvm.intr.bswap(%x) : (i32) -> i32
        OpDef.op("llvm.intr.bswap").operand("in", LLVM_INT).result("res", LLVM_INT).traits(Trait.PURE)
             .format("`(` operands `)` attr-dict `:` functional-type(operands, results)").register();
        LLVMAtomicOps.register();
        LLVMIntrinsicOps.register();   // llvm.intr.sqrt & co., smax & co. (convert-math-to-llvm, convert-arith-to-llvm)
        LLVMSwitchOp.register();       // llvm.switch (convert-cf-to-llvm)
        OpDef.op("llvm.intr.memset").operand("dst", LLVM_PTR).operand("val", LLVM_INT).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class).register();
    }

    private static void verifyFunc(Operation op) {
        if (!(((TypeAttr) op.attr("function_type")).type() instanceof LLVMTypes.FunctionType ft))
            throw new VerifyException(op, "attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type");
        if (op.attr("linkage") instanceof EnumAttr l && !FunctionAsm.LINKAGES.contains(l.value()))
            throw new VerifyException(op, "unknown linkage '" + l.value() + "'");
        Region body = op.region(0);
        if (body.isEmpty()) {
            if (op.attr("linkage") instanceof EnumAttr l && !l.value().equals("external") && !l.value().equals("extern_weak"))
                throw new VerifyException(op, "external functions must have 'external' or 'extern_weak' linkage");
            return;
        }
        if (!body.entryBlock().argumentTypes().equals(ft.params()))
            throw new VerifyException(op, "entry block arguments must match the function signature");
    }

    private static void verifyReturn(Operation op) {
        Operation parent = op.parentOp();
        if (!parent.is(FUNC)) return;
        Type r = ((LLVMTypes.FunctionType) ((TypeAttr) parent.attr("function_type")).type()).result();
        boolean isVoid = r instanceof LLVMTypes.VoidType;
        if (isVoid && op.numOperands() != 0) throw new VerifyException(op, "expected 0 operands");
        if (!isVoid && op.numOperands() != 1) throw new VerifyException(op, "expected 1 operand");
        if (!isVoid && !op.operand(0).type().equals(r))
            throw new VerifyException(op, "mismatching result types");
    }

    private static void verifyCall(Operation op) {
        SymbolRefAttr callee = op.attr("callee", SymbolRefAttr.class);
        if (callee == null) {
            if (op.numOperands() == 0 || !(op.operand(0).type() instanceof LLVMTypes.PointerType))
                throw new VerifyException(op, "indirect call expects a pointer as callee: " + (op.numOperands() == 0 ? "none" : op.operand(0).type().print()));
            return;
        }
        Operation f = Verifier.lookupSymbol(op, callee.root(), new HashMap<>());
        if (f == null) throw new VerifyException(op, "'" + callee.root() + "' does not reference a symbol in the current scope");
        if (!f.is(FUNC)) throw new VerifyException(op, "'" + callee.root() + "' does not reference a valid LLVM function");
        LLVMTypes.FunctionType ft = (LLVMTypes.FunctionType) ((TypeAttr) f.attr("function_type")).type();
        if (ft.varArg() ? op.numOperands() < ft.params().size() : op.numOperands() != ft.params().size())
            throw new VerifyException(op, "incorrect number of operands (" + op.numOperands() + ") for callee (expecting: " + ft.params().size() + ")");
        for (int i = 0; i < ft.params().size(); i++)
            if (!op.operand(i).type().equals(ft.params().get(i)))
                throw new VerifyException(op, "operand type mismatch for operand " + i + ": " + op.operand(i).type().print() + " != " + ft.params().get(i).print());
        boolean isVoid = ft.result() instanceof LLVMTypes.VoidType;
        if (isVoid != (op.numResults() == 0) || (!isVoid && !op.result(0).type().equals(ft.result())))
            throw new VerifyException(op, "result type mismatch");
        if (ft.varArg() && op.attr("var_callee_type") == null)
            throw new VerifyException(op, "missing var_callee_type attribute for vararg call");
    }
}
