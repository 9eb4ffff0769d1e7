package jcirc.dialect.llvm;

import java.util.List;
import java.util.Optional;
import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
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
        public static final String NAME = "llvm.func";
        public static final OpDef DEF = OpDef.op(NAME).attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class)
             .optionalEnumAttr("linkage", "llvm", "linkage").optionalAttr("sym_visibility", StringAttr.class)
             .optionalAttr("arg_attrs", ArrayAttr.class).optionalAttr("res_attrs", ArrayAttr.class)
             .region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL, Trait.AUTOMATIC_ALLOCATION_SCOPE)
             .customAsm(new FunctionAsm(FunctionAsm.Flavor.LLVM))
             .verifier(LLVMDialect::verifyFunc)
             .view(FuncOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FuncOp> match(Operation op) { return isa(op) ? Optional.of(new FuncOp(op)) : Optional.empty(); }
        public Region body() { return op.region(0); }
        public StringAttr symNameAttr() { return op.attr("sym_name", StringAttr.class); }
        public TypeAttr functionTypeAttr() { return op.attr("function_type", TypeAttr.class); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr linkageAttr() { return op.attr("linkage", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
        public StringAttr symVisibilityAttr() { return op.attr("sym_visibility", StringAttr.class); }
        public ArrayAttr argAttrsAttr() { return op.attr("arg_attrs", ArrayAttr.class); }
        public ArrayAttr resAttrsAttr() { return op.attr("res_attrs", ArrayAttr.class); }
    }

    // llvm.return %x : i32
    public record ReturnOp(Operation op) implements OpView {
        public static final String NAME = "llvm.return";
        public static final OpDef DEF = OpDef.op(NAME).optionalOperand("arg")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.RETURN_LIKE).parents(FUNC, GLOBAL)
             .format("attr-dict ($arg^ `:` type($arg))?")
             .verifier(LLVMDialect::verifyReturn)
             .view(ReturnOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ReturnOp> match(Operation op) { return isa(op) ? Optional.of(new ReturnOp(op)) : Optional.empty(); }
        /** Null when absent. */ public Value arg() { return op.numOperands() > 0 ? op.operand(0) : null; }
    }

    // %0 = llvm.mlir.constant(1 : i64) : i64
    public record MlirConstantOp(Operation op) implements OpView {
        public static final String NAME = "llvm.mlir.constant";
        public static final OpDef DEF = OpDef.op(NAME).attr("value", Attribute.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE)
             .customAsm(LLVMAsm.CONSTANT)
             .view(MlirConstantOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirConstantOp> match(Operation op) { return isa(op) ? Optional.of(new MlirConstantOp(op)) : Optional.empty(); }
        public Value res() { return op.result(0); }
        public Attribute valueAttr() { return op.attr("value", Attribute.class); }
    }

    // llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
    public record MlirGlobalOp(Operation op) implements OpView {
        public static final String NAME = "llvm.mlir.global";
        public static final OpDef DEF = OpDef.op(NAME).attr("global_type", TypeAttr.class).optionalAttr("constant", UnitAttr.class)
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
             .view(MlirGlobalOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirGlobalOp> match(Operation op) { return isa(op) ? Optional.of(new MlirGlobalOp(op)) : Optional.empty(); }
        public Region initializer() { return op.region(0); }
        public TypeAttr globalTypeAttr() { return op.attr("global_type", TypeAttr.class); }
        public UnitAttr constantAttr() { return op.attr("constant", UnitAttr.class); }
        public StringAttr symNameAttr() { return op.attr("sym_name", StringAttr.class); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr linkageAttr() { return op.attr("linkage", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
        public Attribute valueAttr() { return op.attr("value", Attribute.class); }
        public IntegerAttr alignmentAttr() { return op.attr("alignment", IntegerAttr.class); }
        public IntegerAttr addrSpaceAttr() { return op.attr("addr_space", IntegerAttr.class); }
        public UnitAttr threadLocalAttr() { return op.attr("thread_local_", UnitAttr.class); }
    }

    // GNU labels as values (MLIR 20's ops): %a = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr,
    // llvm.blocktag <id = 1> (first op of the labelled block), llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]
    public record BlockaddressOp(Operation op) implements OpView {
        public static final String NAME = "llvm.blockaddress";
        public static final OpDef DEF = OpDef.op(NAME).attr("function", SymbolRefAttr.class).attr("tag", IntegerAttr.class)
             .result("res", LLVM_PTR).traits(Trait.PURE).customAsm(LabelAddressAsm.BLOCK_ADDRESS)
             .view(BlockaddressOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BlockaddressOp> match(Operation op) { return isa(op) ? Optional.of(new BlockaddressOp(op)) : Optional.empty(); }
        public Value res() { return op.result(0); }
        public SymbolRefAttr functionAttr() { return op.attr("function", SymbolRefAttr.class); }
        public IntegerAttr tagAttr() { return op.attr("tag", IntegerAttr.class); }
    }

    public record BlocktagOp(Operation op) implements OpView {
        public static final String NAME = "llvm.blocktag";
        public static final OpDef DEF = OpDef.op(NAME).attr("tag", IntegerAttr.class).customAsm(LabelAddressAsm.BLOCK_TAG)
             .view(BlocktagOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BlocktagOp> match(Operation op) { return isa(op) ? Optional.of(new BlocktagOp(op)) : Optional.empty(); }
        public IntegerAttr tagAttr() { return op.attr("tag", IntegerAttr.class); }
    }

    public record IndirectbrOp(Operation op) implements OpView {
        public static final String NAME = "llvm.indirectbr";
        public static final OpDef DEF = OpDef.op(NAME).operand("addr", LLVM_PTR).variadicSuccessor("successors")
             .traits(Trait.TERMINATOR).customAsm(LabelAddressAsm.INDIRECT_BR)
             .view(IndirectbrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IndirectbrOp> match(Operation op) { return isa(op) ? Optional.of(new IndirectbrOp(op)) : Optional.empty(); }
        public Value addr() { return op.operand(0); }
        public List<Block> successors() { return op.successors(); }
    }

    // %0 = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32
    public record InlineAsmOp(Operation op) implements OpView {
        public static final String NAME = "llvm.inline_asm";
        public static final OpDef DEF = OpDef.op(NAME).variadicOperand("operands").attr("asm_string", StringAttr.class)
             .attr("constraints", StringAttr.class).optionalAttr("has_side_effects", UnitAttr.class)
             .optionalAttr("is_align_stack", UnitAttr.class).optionalAttr("operand_attrs", ArrayAttr.class)
             .variadicResult("res")
             .customAsm(new InlineAsmSyntax())
             .view(InlineAsmOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<InlineAsmOp> match(Operation op) { return isa(op) ? Optional.of(new InlineAsmOp(op)) : Optional.empty(); }
        public List<Value> operands() { return op.operands(); }
        public List<OpResult> res() { return op.results(); }
        public StringAttr asmStringAttr() { return op.attr("asm_string", StringAttr.class); }
        public StringAttr constraintsAttr() { return op.attr("constraints", StringAttr.class); }
        public UnitAttr hasSideEffectsAttr() { return op.attr("has_side_effects", UnitAttr.class); }
        public UnitAttr isAlignStackAttr() { return op.attr("is_align_stack", UnitAttr.class); }
        public ArrayAttr operandAttrsAttr() { return op.attr("operand_attrs", ArrayAttr.class); }
    }

    // __attribute__((constructor(101))) void f(void)  ->  llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]}
    public record MlirGlobalCtorsOp(Operation op) implements OpView {
        public static final String NAME = "llvm.mlir.global_ctors";
        public static final OpDef DEF = OpDef.op(NAME).attr("ctors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict")
             .view(MlirGlobalCtorsOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirGlobalCtorsOp> match(Operation op) { return isa(op) ? Optional.of(new MlirGlobalCtorsOp(op)) : Optional.empty(); }
        public ArrayAttr ctorsAttr() { return op.attr("ctors", ArrayAttr.class); }
        public ArrayAttr prioritiesAttr() { return op.attr("priorities", ArrayAttr.class); }
    }

    public record MlirGlobalDtorsOp(Operation op) implements OpView {
        public static final String NAME = "llvm.mlir.global_dtors";
        public static final OpDef DEF = OpDef.op(NAME).attr("dtors", ArrayAttr.class).attr("priorities", ArrayAttr.class)
             .format("attr-dict")
             .view(MlirGlobalDtorsOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirGlobalDtorsOp> match(Operation op) { return isa(op) ? Optional.of(new MlirGlobalDtorsOp(op)) : Optional.empty(); }
        public ArrayAttr dtorsAttr() { return op.attr("dtors", ArrayAttr.class); }
        public ArrayAttr prioritiesAttr() { return op.attr("priorities", ArrayAttr.class); }
    }

    // %0 = llvm.mlir.addressof @g : !llvm.ptr
    public record MlirAddressofOp(Operation op) implements OpView {
        public static final String NAME = "llvm.mlir.addressof";
        public static final OpDef DEF = OpDef.op(NAME).attr("global_name", SymbolRefAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .format("$global_name attr-dict `:` type($res)")
             .verifier(op -> {
                 String n = op.attr("global_name", SymbolRefAttr.class).root();
                 Operation g = Verifier.lookupSymbol(op, n, new HashMap<>());
                 if (g == null || !(g.is(GLOBAL) || g.is(FUNC)))
                     throw new VerifyException(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
             })
             .view(MlirAddressofOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirAddressofOp> match(Operation op) { return isa(op) ? Optional.of(new MlirAddressofOp(op)) : Optional.empty(); }
        public Value res() { return op.result(0); }
        public SymbolRefAttr globalNameAttr() { return op.attr("global_name", SymbolRefAttr.class); }
    }

    // %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    public record AllocaOp(Operation op) implements OpView {
        public static final String NAME = "llvm.alloca";
        public static final OpDef DEF = OpDef.op(NAME).operand("arraySize", LLVM_INT).attr("elem_type", TypeAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .result("res", LLVM_PTR)
             .format("$arraySize `x` $elem_type attr-dict `:` functional-type(operands, results)")
             .view(AllocaOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AllocaOp> match(Operation op) { return isa(op) ? Optional.of(new AllocaOp(op)) : Optional.empty(); }
        public Value arraySize() { return op.operand(0); }
        public Value res() { return op.result(0); }
        public TypeAttr elemTypeAttr() { return op.attr("elem_type", TypeAttr.class); }
        public IntegerAttr alignmentAttr() { return op.attr("alignment", IntegerAttr.class); }
    }

    // %2 = llvm.load volatile %1 {alignment = 4 : i64} : !llvm.ptr -> i32   /   llvm.load %1 atomic seq_cst {...} : ...
    public record LoadOp(Operation op) implements OpView {
        public static final String NAME = "llvm.load";
        public static final OpDef DEF = OpDef.op(NAME).operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class).optionalAttr("volatile_", UnitAttr.class)
             .optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .result("res")
             .format("(`volatile` $volatile_^)? $addr (`atomic` $ordering^)? attr-dict `:` type($addr) `->` type($res)")
             .view(LoadOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<LoadOp> match(Operation op) { return isa(op) ? Optional.of(new LoadOp(op)) : Optional.empty(); }
        public Value addr() { return op.operand(0); }
        public Value res() { return op.result(0); }
        public IntegerAttr alignmentAttr() { return op.attr("alignment", IntegerAttr.class); }
        public UnitAttr volatileAttr() { return op.attr("volatile_", UnitAttr.class); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr orderingAttr() { return op.attr("ordering", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    // llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr   /   llvm.store %v, %p atomic release {...} : ...
    public record StoreOp(Operation op) implements OpView {
        public static final String NAME = "llvm.store";
        public static final OpDef DEF = OpDef.op(NAME).operand("value").operand("addr", LLVM_PTR).optionalAttr("alignment", IntegerAttr.class)
             .optionalAttr("volatile_", UnitAttr.class).optionalEnumAttr("ordering", "llvm", LLVMAtomicOps.ORDERING)
             .format("(`volatile` $volatile_^)? $value `,` $addr (`atomic` $ordering^)? attr-dict `:` type($value) `,` type($addr)")
             .view(StoreOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<StoreOp> match(Operation op) { return isa(op) ? Optional.of(new StoreOp(op)) : Optional.empty(); }
        public Value value() { return op.operand(0); }
        public Value addr() { return op.operand(1); }
        public IntegerAttr alignmentAttr() { return op.attr("alignment", IntegerAttr.class); }
        public UnitAttr volatileAttr() { return op.attr("volatile_", UnitAttr.class); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr orderingAttr() { return op.attr("ordering", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    // %4 = llvm.getelementptr inbounds %1[%0, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    public record GetelementptrOp(Operation op) implements OpView {
        public static final String NAME = "llvm.getelementptr";
        public static final OpDef DEF = OpDef.op(NAME).operand("base", LLVM_PTR).variadicOperand("dynamicIndices", LLVM_INT)
             .attr("rawConstantIndices", DenseArrayAttr.class).attr("elem_type", TypeAttr.class)
             .optionalAttr("inbounds", UnitAttr.class).result("res", LLVM_PTR)
             .traits(Trait.PURE)
             .customAsm(LLVMAsm.GEP)
             .verifier(op -> {
                 long dyn = ((DenseArrayAttr) op.attr("rawConstantIndices")).values().stream().filter(v -> v == DYNAMIC_INDEX).count();
                 if (dyn != op.numOperands() - 1)
                     throw new VerifyException(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
             })
             .view(GetelementptrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<GetelementptrOp> match(Operation op) { return isa(op) ? Optional.of(new GetelementptrOp(op)) : Optional.empty(); }
        public Value base() { return op.operand(0); }
        public List<Value> dynamicIndices() { return op.operands().subList(1, op.numOperands()); }
        public Value res() { return op.result(0); }
        public DenseArrayAttr rawConstantIndicesAttr() { return op.attr("rawConstantIndices", DenseArrayAttr.class); }
        public TypeAttr elemTypeAttr() { return op.attr("elem_type", TypeAttr.class); }
        public UnitAttr inboundsAttr() { return op.attr("inbounds", UnitAttr.class); }
    }

    // %9 = llvm.call @printf(%6, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32   /   llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
    public record CallOp(Operation op) implements OpView {
        public static final String NAME = "llvm.call";
        public static final OpDef DEF = OpDef.op(NAME).optionalAttr("callee", SymbolRefAttr.class).optionalAttr("var_callee_type", TypeAttr.class)
             .variadicOperand("callee_operands").variadicResult("result")
             .customAsm(LLVMAsm.CALL)
             .verifier(LLVMDialect::verifyCall)
             .view(CallOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CallOp> match(Operation op) { return isa(op) ? Optional.of(new CallOp(op)) : Optional.empty(); }
        public List<Value> calleeOperands() { return op.operands(); }
        public List<OpResult> result() { return op.results(); }
        public SymbolRefAttr calleeAttr() { return op.attr("callee", SymbolRefAttr.class); }
        public TypeAttr varCalleeTypeAttr() { return op.attr("var_callee_type", TypeAttr.class); }
    }

    public record FnegOp(Operation op) implements OpView {
        public static final String NAME = "llvm.fneg";
        public static final OpDef DEF = OpDef.op(NAME).operand("operand", LLVM_FLOAT).result("res", LLVM_FLOAT).traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .customAsm(LLVMAsm.FLOAT_ARITH)
             .view(FnegOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FnegOp> match(Operation op) { return isa(op) ? Optional.of(new FnegOp(op)) : Optional.empty(); }
        public Value operand() { return op.operand(0); }
        public Value res() { return op.result(0); }
    }

    // %c = llvm.icmp "slt" %a, %b : i32
    public record IcmpOp(Operation op) implements OpView {
        public static final String NAME = "llvm.icmp";
        public static final OpDef DEF = OpDef.op(NAME).enumAttr("predicate", "llvm", "ICmpPredicate").operand("lhs").operand("rhs").result("res", I1)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1))
             .view(IcmpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IcmpOp> match(Operation op) { return isa(op) ? Optional.of(new IcmpOp(op)) : Optional.empty(); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
        public Value res() { return op.result(0); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr predicateAttr() { return op.attr("predicate", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    public record FcmpOp(Operation op) implements OpView {
        public static final String NAME = "llvm.fcmp";
        public static final OpDef DEF = OpDef.op(NAME).enumAttr("predicate", "llvm", "FCmpPredicate").operand("lhs").operand("rhs").result("res", I1)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS).customAsm(LLVMAsm.cmp(BuiltinTypes.I1))
             .view(FcmpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FcmpOp> match(Operation op) { return isa(op) ? Optional.of(new FcmpOp(op)) : Optional.empty(); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
        public Value res() { return op.result(0); }
        public jcirc.dialect.builtin.BuiltinAttrs.EnumAttr predicateAttr() { return op.attr("predicate", jcirc.dialect.builtin.BuiltinAttrs.EnumAttr.class); }
    }

    // %s = llvm.select %c, %a, %b : i1, i32
    public record SelectOp(Operation op) implements OpView {
        public static final String NAME = "llvm.select";
        public static final OpDef DEF = OpDef.op(NAME).operand("condition", I1).operand("trueValue").operand("falseValue").result("res")
             .traits(Trait.PURE)
             .format("operands attr-dict `:` type($condition) `,` type($res)")
             .view(SelectOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SelectOp> match(Operation op) { return isa(op) ? Optional.of(new SelectOp(op)) : Optional.empty(); }
        public Value condition() { return op.operand(0); }
        public Value trueValue() { return op.operand(1); }
        public Value falseValue() { return op.operand(2); }
        public Value res() { return op.result(0); }
    }

    // %e = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>      (MLIR prints a trailing space)
    public record ExtractvalueOp(Operation op) implements OpView {
        public static final String NAME = "llvm.extractvalue";
        public static final OpDef DEF = OpDef.op(NAME).operand("container").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.EXTRACT_VALUE)
             .view(ExtractvalueOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ExtractvalueOp> match(Operation op) { return isa(op) ? Optional.of(new ExtractvalueOp(op)) : Optional.empty(); }
        public Value container() { return op.operand(0); }
        public Value res() { return op.result(0); }
        public DenseArrayAttr positionAttr() { return op.attr("position", DenseArrayAttr.class); }
    }

    // %s2 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f64)>
    public record InsertvalueOp(Operation op) implements OpView {
        public static final String NAME = "llvm.insertvalue";
        public static final OpDef DEF = OpDef.op(NAME).operand("container").operand("value").attr("position", DenseArrayAttr.class).result("res")
             .traits(Trait.PURE).customAsm(LLVMAsm.INSERT_VALUE)
             .view(InsertvalueOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<InsertvalueOp> match(Operation op) { return isa(op) ? Optional.of(new InsertvalueOp(op)) : Optional.empty(); }
        public Value container() { return op.operand(0); }
        public Value value() { return op.operand(1); }
        public Value res() { return op.result(0); }
        public DenseArrayAttr positionAttr() { return op.attr("position", DenseArrayAttr.class); }
    }

    // llvm.br ^bb1(%x : i32)
    public record BrOp(Operation op) implements OpView {
        public static final String NAME = "llvm.br";
        public static final OpDef DEF = OpDef.op(NAME).variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR, Trait.PURE)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
             .view(BrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BrOp> match(Operation op) { return isa(op) ? Optional.of(new BrOp(op)) : Optional.empty(); }
        public List<Value> destOperands() { return op.operands(); }
        public Block dest() { return op.successor(0); }
    }

    // llvm.cond_br %c, ^bb1, ^bb2(%x : i32)
    public record CondBrOp(Operation op) implements OpView {
        public static final String NAME = "llvm.cond_br";
        public static final OpDef DEF = OpDef.op(NAME).operand("condition", I1).variadicOperand("trueDestOperands").variadicOperand("falseDestOperands")
             .successor("trueDest").successor("falseDest")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
                     + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
             .view(CondBrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CondBrOp> match(Operation op) { return isa(op) ? Optional.of(new CondBrOp(op)) : Optional.empty(); }
        public Value condition() { return DEF.operandGroup(op, 0).get(0); }
        public List<Value> trueDestOperands() { return DEF.operandGroup(op, 1); }
        public List<Value> falseDestOperands() { return DEF.operandGroup(op, 2); }
        public Block trueDest() { return op.successor(0); }
        public Block falseDest() { return op.successor(1); }
    }

    // llvm.unreachable
    public record UnreachableOp(Operation op) implements OpView {
        public static final String NAME = "llvm.unreachable";
        public static final OpDef DEF = OpDef.op(NAME).traits(Trait.TERMINATOR).format("attr-dict")
             .view(UnreachableOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UnreachableOp> match(Operation op) { return isa(op) ? Optional.of(new UnreachableOp(op)) : Optional.empty(); }
    }

    // "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()   (generic form only, as upstream)
    public record IntrMemcpyOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.memcpy";
        public static final OpDef DEF = OpDef.op(NAME).operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class)
             .view(IntrMemcpyOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrMemcpyOp> match(Operation op) { return isa(op) ? Optional.of(new IntrMemcpyOp(op)) : Optional.empty(); }
        public Value dst() { return op.operand(0); }
        public Value src() { return op.operand(1); }
        public Value len() { return op.operand(2); }
        public Attribute isVolatileAttr() { return op.attr("isVolatile", Attribute.class); }
    }

    public record IntrMemmoveOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.memmove";
        public static final OpDef DEF = OpDef.op(NAME).operand("dst", LLVM_PTR).operand("src", LLVM_PTR).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class)
             .view(IntrMemmoveOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrMemmoveOp> match(Operation op) { return isa(op) ? Optional.of(new IntrMemmoveOp(op)) : Optional.empty(); }
        public Value dst() { return op.operand(0); }
        public Value src() { return op.operand(1); }
        public Value len() { return op.operand(2); }
        public Attribute isVolatileAttr() { return op.attr("isVolatile", Attribute.class); }
    }

    // %0 = llvm.intr.stacksave : !llvm.ptr   /   llvm.intr.stackrestore %0 : !llvm.ptr
    public record IntrStacksaveOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.stacksave";
        public static final OpDef DEF = OpDef.op(NAME).result("res", LLVM_PTR).format("attr-dict `:` type($res)")
             .view(IntrStacksaveOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrStacksaveOp> match(Operation op) { return isa(op) ? Optional.of(new IntrStacksaveOp(op)) : Optional.empty(); }
        public Value res() { return op.result(0); }
    }

    public record IntrStackrestoreOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.stackrestore";
        public static final OpDef DEF = OpDef.op(NAME).operand("ptr", LLVM_PTR).format("$ptr attr-dict `:` type($ptr)")
             .view(IntrStackrestoreOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrStackrestoreOp> match(Operation op) { return isa(op) ? Optional.of(new IntrStackrestoreOp(op)) : Optional.empty(); }
        public Value ptr() { return op.operand(0); }
    }

    // llvm.intr.vastart %ap : !llvm.ptr   /   llvm.intr.vaend %ap : !llvm.ptr
    public record IntrVastartOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.vastart";
        public static final OpDef DEF = OpDef.op(NAME).operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)")
             .view(IntrVastartOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrVastartOp> match(Operation op) { return isa(op) ? Optional.of(new IntrVastartOp(op)) : Optional.empty(); }
        public Value argList() { return op.operand(0); }
    }

    public record IntrVaendOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.vaend";
        public static final OpDef DEF = OpDef.op(NAME).operand("arg_list", LLVM_PTR).format("$arg_list attr-dict `:` type($arg_list)")
             .view(IntrVaendOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrVaendOp> match(Operation op) { return isa(op) ? Optional.of(new IntrVaendOp(op)) : Optional.empty(); }
        public Value argList() { return op.operand(0); }
    }

    // llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr      (operands: dest_list, src_list)
    public record IntrVacopyOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.vacopy";
        public static final OpDef DEF = OpDef.op(NAME).operand("dest_list", LLVM_PTR).operand("src_list", LLVM_PTR)
             .format("$src_list `to` $dest_list attr-dict `:` type($src_list) `,` type($dest_list)")
             .view(IntrVacopyOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrVacopyOp> match(Operation op) { return isa(op) ? Optional.of(new IntrVacopyOp(op)) : Optional.empty(); }
        public Value destList() { return op.operand(0); }
        public Value srcList() { return op.operand(1); }
    }

    // %v = "llvm.va_arg"(%ap) : (!llvm.ptr) -> i32      and "llvm.intr.trap"() : () -> ()   (generic form only, as upstream)
    public record VaArgOp(Operation op) implements OpView {
        public static final String NAME = "llvm.va_arg";
        public static final OpDef DEF = OpDef.op(NAME).operand("arg", LLVM_PTR).result("res")
             .view(VaArgOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<VaArgOp> match(Operation op) { return isa(op) ? Optional.of(new VaArgOp(op)) : Optional.empty(); }
        public Value arg() { return op.operand(0); }
        public Value res() { return op.result(0); }
    }

    public record IntrTrapOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.trap";
        public static final OpDef DEF = OpDef.op(NAME)
             .view(IntrTrapOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrTrapOp> match(Operation op) { return isa(op) ? Optional.of(new IntrTrapOp(op)) : Optional.empty(); }
    }

    // %r = llvm.intr.bswap(%x) : (i32) -> i32
    public record IntrBswapOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.bswap";
        public static final OpDef DEF = OpDef.op(NAME).operand("in", LLVM_INT).result("res", LLVM_INT).traits(Trait.PURE)
             .format("`(` operands `)` attr-dict `:` functional-type(operands, results)")
             .view(IntrBswapOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrBswapOp> match(Operation op) { return isa(op) ? Optional.of(new IntrBswapOp(op)) : Optional.empty(); }
        public Value in() { return op.operand(0); }
        public Value res() { return op.result(0); }
    }

    public record IntrMemsetOp(Operation op) implements OpView {
        public static final String NAME = "llvm.intr.memset";
        public static final OpDef DEF = OpDef.op(NAME).operand("dst", LLVM_PTR).operand("val", LLVM_INT).operand("len", LLVM_INT)
             .attr("isVolatile", Attribute.class)
             .view(IntrMemsetOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<IntrMemsetOp> match(Operation op) { return isa(op) ? Optional.of(new IntrMemsetOp(op)) : Optional.empty(); }
        public Value dst() { return op.operand(0); }
        public Value val() { return op.operand(1); }
        public Value len() { return op.operand(2); }
        public Attribute isVolatileAttr() { return op.attr("isVolatile", Attribute.class); }
    }

    /** Integer binary ops ({@code %r = llvm.add %a, %b : i32}). */
    public interface IntBinaryOp extends OpView {
        default Value lhs() { return op().operand(0); }
        default Value rhs() { return op().operand(1); }
        default Value res() { return op().result(0); }
    }

    // %r = llvm.add %a, %b : i32
    public record AddOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.add";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(AddOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AddOp> match(Operation op) { return isa(op) ? Optional.of(new AddOp(op)) : Optional.empty(); }
    }
    // %r = llvm.sub %a, %b : i32
    public record SubOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.sub";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(SubOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SubOp> match(Operation op) { return isa(op) ? Optional.of(new SubOp(op)) : Optional.empty(); }
    }
    // %r = llvm.mul %a, %b : i32
    public record MulOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.mul";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(MulOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MulOp> match(Operation op) { return isa(op) ? Optional.of(new MulOp(op)) : Optional.empty(); }
    }
    // %r = llvm.sdiv %a, %b : i32
    public record SdivOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.sdiv";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(SdivOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SdivOp> match(Operation op) { return isa(op) ? Optional.of(new SdivOp(op)) : Optional.empty(); }
    }
    // %r = llvm.udiv %a, %b : i32
    public record UdivOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.udiv";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(UdivOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UdivOp> match(Operation op) { return isa(op) ? Optional.of(new UdivOp(op)) : Optional.empty(); }
    }
    // %r = llvm.srem %a, %b : i32
    public record SremOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.srem";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(SremOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SremOp> match(Operation op) { return isa(op) ? Optional.of(new SremOp(op)) : Optional.empty(); }
    }
    // %r = llvm.urem %a, %b : i32
    public record UremOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.urem";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(UremOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UremOp> match(Operation op) { return isa(op) ? Optional.of(new UremOp(op)) : Optional.empty(); }
    }
    // %r = llvm.and %a, %b : i32
    public record AndOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.and";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(AndOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AndOp> match(Operation op) { return isa(op) ? Optional.of(new AndOp(op)) : Optional.empty(); }
    }
    // %r = llvm.or %a, %b : i32
    public record OrOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.or";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(OrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<OrOp> match(Operation op) { return isa(op) ? Optional.of(new OrOp(op)) : Optional.empty(); }
    }
    // %r = llvm.xor %a, %b : i32
    public record XorOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.xor";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(XorOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<XorOp> match(Operation op) { return isa(op) ? Optional.of(new XorOp(op)) : Optional.empty(); }
    }
    // %r = llvm.shl %a, %b : i32
    public record ShlOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.shl";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(ShlOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ShlOp> match(Operation op) { return isa(op) ? Optional.of(new ShlOp(op)) : Optional.empty(); }
    }
    // %r = llvm.lshr %a, %b : i32
    public record LshrOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.lshr";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(LshrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<LshrOp> match(Operation op) { return isa(op) ? Optional.of(new LshrOp(op)) : Optional.empty(); }
    }
    // %r = llvm.ashr %a, %b : i32
    public record AshrOp(Operation op) implements IntBinaryOp {
        public static final String NAME = "llvm.ashr";
        public static final OpDef DEF = LLVMDialect.intBinary(NAME).view(AshrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<AshrOp> match(Operation op) { return isa(op) ? Optional.of(new AshrOp(op)) : Optional.empty(); }
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
        public static final String NAME = "llvm.fadd";
        public static final OpDef DEF = LLVMDialect.floatBinary(NAME).view(FaddOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FaddOp> match(Operation op) { return isa(op) ? Optional.of(new FaddOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fsub %a, %b  : f64
    public record FsubOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "llvm.fsub";
        public static final OpDef DEF = LLVMDialect.floatBinary(NAME).view(FsubOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FsubOp> match(Operation op) { return isa(op) ? Optional.of(new FsubOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fmul %a, %b  : f64
    public record FmulOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "llvm.fmul";
        public static final OpDef DEF = LLVMDialect.floatBinary(NAME).view(FmulOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FmulOp> match(Operation op) { return isa(op) ? Optional.of(new FmulOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fdiv %a, %b  : f64
    public record FdivOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "llvm.fdiv";
        public static final OpDef DEF = LLVMDialect.floatBinary(NAME).view(FdivOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FdivOp> match(Operation op) { return isa(op) ? Optional.of(new FdivOp(op)) : Optional.empty(); }
    }
    // %r = llvm.frem %a, %b  : f64
    public record FremOp(Operation op) implements FloatBinaryOp {
        public static final String NAME = "llvm.frem";
        public static final OpDef DEF = LLVMDialect.floatBinary(NAME).view(FremOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FremOp> match(Operation op) { return isa(op) ? Optional.of(new FremOp(op)) : Optional.empty(); }
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
        public static final String NAME = "llvm.bitcast";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(BitcastOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BitcastOp> match(Operation op) { return isa(op) ? Optional.of(new BitcastOp(op)) : Optional.empty(); }
    }
    // %r = llvm.ptrtoint %a : T to U
    public record PtrtointOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.ptrtoint";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(PtrtointOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<PtrtointOp> match(Operation op) { return isa(op) ? Optional.of(new PtrtointOp(op)) : Optional.empty(); }
    }
    // %r = llvm.inttoptr %a : T to U
    public record InttoptrOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.inttoptr";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(InttoptrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<InttoptrOp> match(Operation op) { return isa(op) ? Optional.of(new InttoptrOp(op)) : Optional.empty(); }
    }
    // %r = llvm.sext %a : T to U
    public record SextOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.sext";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(SextOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SextOp> match(Operation op) { return isa(op) ? Optional.of(new SextOp(op)) : Optional.empty(); }
    }
    // %r = llvm.zext %a : T to U
    public record ZextOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.zext";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(ZextOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<ZextOp> match(Operation op) { return isa(op) ? Optional.of(new ZextOp(op)) : Optional.empty(); }
    }
    // %r = llvm.trunc %a : T to U
    public record TruncOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.trunc";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(TruncOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<TruncOp> match(Operation op) { return isa(op) ? Optional.of(new TruncOp(op)) : Optional.empty(); }
    }
    // %r = llvm.sitofp %a : T to U
    public record SitofpOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.sitofp";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(SitofpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SitofpOp> match(Operation op) { return isa(op) ? Optional.of(new SitofpOp(op)) : Optional.empty(); }
    }
    // %r = llvm.uitofp %a : T to U
    public record UitofpOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.uitofp";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(UitofpOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<UitofpOp> match(Operation op) { return isa(op) ? Optional.of(new UitofpOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fptosi %a : T to U
    public record FptosiOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.fptosi";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(FptosiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FptosiOp> match(Operation op) { return isa(op) ? Optional.of(new FptosiOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fptoui %a : T to U
    public record FptouiOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.fptoui";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(FptouiOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FptouiOp> match(Operation op) { return isa(op) ? Optional.of(new FptouiOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fpext %a : T to U
    public record FpextOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.fpext";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(FpextOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FpextOp> match(Operation op) { return isa(op) ? Optional.of(new FpextOp(op)) : Optional.empty(); }
    }
    // %r = llvm.fptrunc %a : T to U
    public record FptruncOp(Operation op) implements CastOp {
        public static final String NAME = "llvm.fptrunc";
        public static final OpDef DEF = LLVMDialect.cast(NAME).view(FptruncOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<FptruncOp> match(Operation op) { return isa(op) ? Optional.of(new FptruncOp(op)) : Optional.empty(); }
    }
    /** The declarations of the CastOp family, in registration order. */
    public static final List<OpDef> CAST_OPS = List.of(BitcastOp.DEF, PtrtointOp.DEF, InttoptrOp.DEF, SextOp.DEF, ZextOp.DEF, TruncOp.DEF, SitofpOp.DEF, UitofpOp.DEF, FptosiOp.DEF, FptouiOp.DEF, FpextOp.DEF, FptruncOp.DEF);

    /** Value-less constants ({@code %0 = llvm.mlir.zero : !llvm.ptr}). */
    public interface ConstantLikeOp extends OpView {
        default Value res() { return op().result(0); }
    }

    // %0 = llvm.mlir.zero : !llvm.ptr
    public record MlirZeroOp(Operation op) implements ConstantLikeOp {
        public static final String NAME = "llvm.mlir.zero";
        public static final OpDef DEF = LLVMDialect.valueless(NAME).view(MlirZeroOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirZeroOp> match(Operation op) { return isa(op) ? Optional.of(new MlirZeroOp(op)) : Optional.empty(); }
    }
    // %0 = llvm.mlir.undef : !llvm.ptr
    public record MlirUndefOp(Operation op) implements ConstantLikeOp {
        public static final String NAME = "llvm.mlir.undef";
        public static final OpDef DEF = LLVMDialect.valueless(NAME).view(MlirUndefOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirUndefOp> match(Operation op) { return isa(op) ? Optional.of(new MlirUndefOp(op)) : Optional.empty(); }
    }
    // %0 = llvm.mlir.poison : !llvm.ptr
    public record MlirPoisonOp(Operation op) implements ConstantLikeOp {
        public static final String NAME = "llvm.mlir.poison";
        public static final OpDef DEF = LLVMDialect.valueless(NAME).view(MlirPoisonOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<MlirPoisonOp> match(Operation op) { return isa(op) ? Optional.of(new MlirPoisonOp(op)) : Optional.empty(); }
    }
    /** The declarations of the ConstantLikeOp family, in registration order. */
    public static final List<OpDef> VALUELESS_OPS = List.of(MlirZeroOp.DEF, MlirUndefOp.DEF, MlirPoisonOp.DEF);
}
