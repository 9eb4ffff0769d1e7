package jcirc.dialect.llvm;

import java.util.List;
import java.util.Optional;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.func.FunctionAsm;
import jcirc.ir.*;
import java.util.*;
import static jcirc.dialect.arith.UpstreamConstraints.*;
import static jcirc.dialect.llvm.LLVMDialect.*;

/**
 * The ops of the llvm dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link LLVMDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class LLVMOps {
    private LLVMOps() {}

    // llvm.func @f(%arg0: i32) -> i32 { ... }  /  llvm.func internal @g()  /  llvm.func @printf(!llvm.ptr, ...) -> i32
    public record FuncOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.func").attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalEnumAttr("linkage", "llvm", "linkage").optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.LLVM))
             .verifier(LLVMDialect::verifyFunc);
    }

    // llvm.return %x : i32
    public record ReturnOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.return").optionalOperand("arg")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE).parents(FUNC, GLOBAL)
             .format("attr-dict ($arg^ `:` type($arg))?")
             .verifier(LLVMDialect::verifyReturn);
    }

    // %0 = llvm.mlir.constant(1 : i64) : i64
    public record MlirConstantOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.mlir.constant").attr("value", Attribute.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .customAsm(LLVMAsm.CONSTANT);
    }

    // llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
    public record MlirGlobalOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.mlir.global").attr("global_type", TypeAttr.class).optionalAttr("constant", UnitAttr.class)
             .attr("sym_name", StringAttr.class).enumAttr("linkage", "llvm", "linkage").optionalAttr("value", Attribute.class)
             .optionalAttr("alignment", IntegerAttr.class).optionalAttr("addr_space", IntegerAttr.class)
             .optionalAttr("thread_local_", UnitAttr.class)
             .region("initializer")
             .traits(Trait.SYMBOL)
             .customAsm(LLVMAsm.GLOBAL)
             .verifier(op -> {
                 if (op.attr("value") != null && !op.region(0).isEmpty())
                     throw new VerifyException(op, "cannot have both initializer value and region");
             });
    }

    // GNU labels as values (MLIR 20's ops): %a = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr,
    // llvm.blocktag <id = 1> (first op of the labelled block), llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]
    public record BlockaddressOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.blockaddress").attr("function", SymbolRefAttr.class).attr("tag", IntegerAttr.class)
             .result("res", LLVM_PTR).traits(Trait.PURE).customAsm(LabelAddressAsm.BLOCK_ADDRESS);
    }

    public record BlocktagOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.blocktag").attr("tag", IntegerAttr.class).customAsm(LabelAddressAsm.BLOCK_TAG);
    }

    public record IndirectbrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.indirectbr").operand("addr", LLVM_PTR).variadicSuccessor("successors")
             .traits(Trait.TERMINATOR).customAsm(LabelAddressAsm.INDIRECT_BR);
    }

    // %0 = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32
    public record InlineAsmOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.inline_asm").variadicOperand("operands").attr("asm_string", StringAttr.class)
             .attr("constraints", StringAttr.class).optionalAttr("has_side_effects", UnitAttr.class)
             .optionalAttr("is_align_stack", UnitAttr.class).optionalAttr("operand_attrs", ArrayAttr.class)
             .variadicResult("res")
             .customAsm(new InlineAsmSyntax());
    }

    // __attribute__((constructor(101))) void f(void)  ->  llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]}
    public record MlirGlobalCtorsOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.mlir.global_ctors").attr("ctors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict");
    }

    public record MlirGlobalDtorsOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.mlir.global_dtors").attr("dtors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict");
    }

    // %0 = llvm.mlir.addressof @g : !llvm.ptr
    public record MlirAddressofOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.mlir.addressof").attr("global_name", SymbolRefAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .format("$global_name attr-dict `:` type($res)")
             .verifier(op -> {
                 String n = op.attr("global_name", SymbolRefAttr.class).root();
                 Operation g = Verifier.lookupSymbol(op, n, new HashMap<>());
                 if (g == null || !(g.is(GLOBAL) || g.is(FUNC)))
                     throw new VerifyException(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
             });
    }

    // %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    public record AllocaOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.alloca").operand("arraySize", LLVM_INT).attr("elem_type", TypeAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .result("res", LLVM_PTR)
             .format("$arraySize `x` $elem_type attr-dict `:` functional-type(operands, results)");
    }

    // %2 = llvm.load volatile %1 {alignment = 4 : i64} : !llvm.ptr -> i32   /   llvm.load %1 atomic seq_cst {...} : ...
    public record LoadOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.load").operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class).optionalAttr("volatile_", UnitAttr.class)
             .optionalAttr("tbaa", ArrayAttr.class)
             .optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .result("res")
             .format("(`volatile` $volatile_^)? $addr (`atomic` $ordering^)? attr-dict `:` type($addr) `->` type($res)");
    }

    // llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr   /   llvm.store %v, %p atomic release {...} : ...
    public record StoreOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.store").operand("value").operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class)
             .optionalAttr("tbaa", ArrayAttr.class)
             .optionalAttr("volatile_", UnitAttr.class).optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .format("(`volatile` $volatile_^)? $value `,` $addr (`atomic` $ordering^)? attr-dict `:` type($value) `,` type($addr)");
    }

    // %4 = llvm.getelementptr inbounds %1[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    public record GetelementptrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.getelementptr").operand("base", LLVM_PTR).variadicOperand("dynamicIndices", LLVM_INT)
             .attr("rawConstantIndices", DenseArrayAttr.class).attr("elem_type", TypeAttr.class)
             .optionalAttr("inbounds", UnitAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .customAsm(LLVMAsm.GEP)
             .verifier(op -> {
                 long dyn = ((DenseArrayAttr) op.attr("rawConstantIndices")).values().stream().filter(v -> v == DYNAMIC_INDEX).count();
                 if (dyn != op.numOperands() - 1)
                     throw new VerifyException(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
             });
    }

    // %9 = llvm.call @printf(%6, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32   /   llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
    public record CallOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.call").optionalAttr("callee", SymbolRefAttr.class).optionalAttr("var_callee_type", TypeAttr.class)
             .variadicOperand("callee_operands").variadicResult("result")
             .customAsm(LLVMAsm.CALL)
             .verifier(LLVMDialect::verifyCall);
    }

    public record FnegOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.fneg").operand("operand", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .customAsm(LLVMAsm.FLOAT_ARITH);
    }

    // %c = llvm.icmp "slt" %a, %b : i32
    public record IcmpOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.icmp").enumAttr("predicate", "llvm", "ICmpPredicate").operand("lhs").operand("rhs").result("res", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1));
    }

    public record FcmpOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.fcmp").enumAttr("predicate", "llvm", "FCmpPredicate").operand("lhs").operand("rhs").result("res", I1_LIKE)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1));
    }

    // %s = llvm.select %c, %a, %b : i1, i32
    public record SelectOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.select").operand("condition", I1_LIKE).operand("trueValue").operand("falseValue").result("res")
             .traits(Trait.PURE)
             .format("operands attr-dict `:` type($condition) `,` type($res)");
    }

    // %e = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>      (MLIR prints a trailing space)
    public record ExtractvalueOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.extractvalue").operand("container").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.EXTRACT_VALUE);
    }

    // %s2 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f64)>
    public record InsertvalueOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.insertvalue").operand("container").operand("value").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.INSERT_VALUE);
    }

    // llvm.br ^bb1(%x : i32)
    public record BrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.br").variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR, Trait.PURE)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict");
    }

    // llvm.cond_br %c, ^bb1, ^bb2(%x : i32)
    public record CondBrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.cond_br").operand("condition", I1).variadicOperand("trueDestOperands").variadicOperand("falseDestOperands")
             .successor("trueDest").successor("falseDest")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
                     + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict");
    }

    // llvm.switch %x : i32, ^bb1 [ 42: ^bb2(%y : i32) ]   (convert-cf-to-llvm's cf.switch; syntax in LLVMSwitchOp)
    public record SwitchOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.switch").operand("value", LLVM_INT).variadicOperand("defaultOperands").variadicOperand("caseOperands")
             .optionalAttr("case_values", DenseArrayAttr.class).attr("case_operand_segments", DenseArrayAttr.class)
             .successor("defaultDestination").variadicSuccessor("caseDestinations")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .customAsm(new LLVMSwitchOp.Asm())
             .verifier(op -> {
                 if (jcirc.dialect.cf.CfDialect.caseValues(op).size() != op.numSuccessors() - 1)
                     throw new VerifyException(op, "expects number of case values to match number of case destinations");
             });
        /** The case values, in the order of {@link #caseDestinations()}. */
        public List<Long> caseValues() { return jcirc.dialect.cf.CfDialect.caseValues(op); }
    }

    // llvm.unreachable
    public record UnreachableOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.unreachable").traits(Trait.TERMINATOR).format("attr-dict");
    }

    // "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()   (generic form only, as upstream)
    public record IntrMemcpyOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.memcpy").operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class);
    }

    public record IntrMemmoveOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.memmove").operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class);
    }

    // %0 = llvm.intr.stacksave : !llvm.ptr   /   llvm.intr.stackrestore %0 : !llvm.ptr
    public record IntrStacksaveOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.stacksave").result("res", LLVM_PTR).format("attr-dict `:` type($res)");
    }

    public record IntrStackrestoreOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.stackrestore").operand("ptr", LLVM_PTR).format("$ptr attr-dict `:` type($ptr)");
    }

    // llvm.intr.vastart %ap : !llvm.ptr   /   llvm.intr.vaend %ap : !llvm.ptr
    public record IntrVastartOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.vastart").operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)");
    }

    public record IntrVaendOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.vaend").operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)");
    }

    // llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr      (operands: dest_list, src_list)
    public record IntrVacopyOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.vacopy").operand("dest_list", LLVM_PTR).operand("src_list", LLVM_PTR)
             .format("$src_list `to` $dest_list attr-dict `:` type($src_list) `,` type($dest_list)");
    }

    // %v = "llvm.va_arg"(%ap) : (!llvm.ptr) -> i32      and "llvm.intr.trap"() : () -> ()   (generic form only, as upstream)
    public record VaArgOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.va_arg").operand("arg", LLVM_PTR).result("res");
    }

    public record IntrTrapOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.trap");
    }

    // %r = llvm.intr.bswap(%x) : (i32) -> i32
    public record IntrBswapOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.bswap").operand("in", LLVM_INT).result("res", LLVM_INT).traits(Trait.PURE)
             .format("`(` operands `)` attr-dict `:` functional-type(operands, results)");
    }

    public record IntrMemsetOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.intr.memset").operand("dst", LLVM_PTR).operand("val", LLVM_INT).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class);
    }

    /** Integer binary ops ({@code %r = llvm.add %a, %b : i32}). */
    public interface IntBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value res() { return op().result(0); }
    }

    // %r = llvm.add %a, %b : i32
    public record AddOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.add");
    }
    // %r = llvm.sub %a, %b : i32
    public record SubOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.sub");
    }
    // %r = llvm.mul %a, %b : i32
    public record MulOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.mul");
    }
    // %r = llvm.sdiv %a, %b : i32
    public record SdivOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.sdiv");
    }
    // %r = llvm.udiv %a, %b : i32
    public record UdivOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.udiv");
    }
    // %r = llvm.srem %a, %b : i32
    public record SremOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.srem");
    }
    // %r = llvm.urem %a, %b : i32
    public record UremOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.urem");
    }
    // %r = llvm.and %a, %b : i32
    public record AndOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.and");
    }
    // %r = llvm.or %a, %b : i32
    public record OrOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.or");
    }
    // %r = llvm.xor %a, %b : i32
    public record XorOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.xor");
    }
    // %r = llvm.shl %a, %b : i32
    public record ShlOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.shl");
    }
    // %r = llvm.lshr %a, %b : i32
    public record LshrOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.lshr");
    }
    // %r = llvm.ashr %a, %b : i32
    public record AshrOp(Operation op) implements IntBinaryOp {
        public static final OpDef DEF = LLVMDialect.intBinary("llvm.ashr");
    }
    /** The declarations of the IntBinaryOp family, in registration order. */
    public static final List<OpDef> INT_BINARY_OPS = List.of(AddOp.DEF, SubOp.DEF, MulOp.DEF, SdivOp.DEF, UdivOp.DEF, SremOp.DEF, UremOp.DEF, AndOp.DEF, OrOp.DEF, XorOp.DEF, ShlOp.DEF, LshrOp.DEF, AshrOp.DEF);

    /** Float binary ops ({@code %r = llvm.fadd %a, %b  : f64}). */
    public interface FloatBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value res() { return op().result(0); }
    }

    // %r = llvm.fadd %a, %b  : f64
    public record FaddOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = LLVMDialect.floatBinary("llvm.fadd");
    }
    // %r = llvm.fsub %a, %b  : f64
    public record FsubOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = LLVMDialect.floatBinary("llvm.fsub");
    }
    // %r = llvm.fmul %a, %b  : f64
    public record FmulOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = LLVMDialect.floatBinary("llvm.fmul");
    }
    // %r = llvm.fdiv %a, %b  : f64
    public record FdivOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = LLVMDialect.floatBinary("llvm.fdiv");
    }
    // %r = llvm.frem %a, %b  : f64
    public record FremOp(Operation op) implements FloatBinaryOp {
        public static final OpDef DEF = LLVMDialect.floatBinary("llvm.frem");
    }
    /** The declarations of the FloatBinaryOp family, in registration order. */
    public static final List<OpDef> FLOAT_BINARY_OPS = List.of(FaddOp.DEF, FsubOp.DEF, FmulOp.DEF, FdivOp.DEF, FremOp.DEF);

    /** Casts ({@code %r = llvm.sext %a : i32 to i64}). */
    public interface CastOp extends OpView {
        default Value arg() { return op().operand(0); }
        default Value res() { return op().result(0); }
    }

    // %r = llvm.bitcast %a : T to U
    public record BitcastOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.bitcast");
    }
    // %r = llvm.ptrtoint %a : T to U
    public record PtrtointOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.ptrtoint");
    }
    // %r = llvm.inttoptr %a : T to U
    public record InttoptrOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.inttoptr");
    }
    // %r = llvm.sext %a : T to U
    public record SextOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.sext");
    }
    // %r = llvm.zext %a : T to U
    public record ZextOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.zext");
    }
    // %r = llvm.trunc %a : T to U
    public record TruncOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.trunc");
    }
    // %r = llvm.sitofp %a : T to U
    public record SitofpOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.sitofp");
    }
    // %r = llvm.uitofp %a : T to U
    public record UitofpOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.uitofp");
    }
    // %r = llvm.fptosi %a : T to U
    public record FptosiOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.fptosi");
    }
    // %r = llvm.fptoui %a : T to U
    public record FptouiOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.fptoui");
    }
    // %r = llvm.fpext %a : T to U
    public record FpextOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.fpext");
    }
    // %r = llvm.fptrunc %a : T to U
    public record FptruncOp(Operation op) implements CastOp {
        public static final OpDef DEF = LLVMDialect.cast("llvm.fptrunc");
    }
    /** The declarations of the CastOp family, in registration order. */
    public static final List<OpDef> CAST_OPS = List.of(BitcastOp.DEF, PtrtointOp.DEF, InttoptrOp.DEF, SextOp.DEF, ZextOp.DEF, TruncOp.DEF, SitofpOp.DEF, UitofpOp.DEF, FptosiOp.DEF, FptouiOp.DEF, FpextOp.DEF, FptruncOp.DEF);

    /** Value-less constants ({@code %0 = llvm.mlir.zero : !llvm.ptr}). */
    public interface ConstantLikeOp extends OpView {
        default Value res() { return op().result(0); }
    }

    // %0 = llvm.mlir.zero : !llvm.ptr
    public record MlirZeroOp(Operation op) implements ConstantLikeOp {
        public static final OpDef DEF = LLVMDialect.valueless("llvm.mlir.zero");
    }
    // %0 = llvm.mlir.undef : !llvm.ptr
    public record MlirUndefOp(Operation op) implements ConstantLikeOp {
        public static final OpDef DEF = LLVMDialect.valueless("llvm.mlir.undef");
    }
    // %0 = llvm.mlir.poison : !llvm.ptr
    public record MlirPoisonOp(Operation op) implements ConstantLikeOp {
        public static final OpDef DEF = LLVMDialect.valueless("llvm.mlir.poison");
    }
    // %0 = llvm.mlir.none : !llvm.token   (LLVM's `token none`: llvm.coro.end's third operand; docs/coroutines.md)
    public record MlirNoneOp(Operation op) implements ConstantLikeOp {
        public static final OpDef DEF = LLVMDialect.valueless("llvm.mlir.none");
    }
    /** The declarations of the ConstantLikeOp family, in registration order. */
    public static final List<OpDef> VALUELESS_OPS = List.of(MlirZeroOp.DEF, MlirUndefOp.DEF, MlirPoisonOp.DEF, MlirNoneOp.DEF);
}
