package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirAtomicOps;
import jcirc.dialect.cir.CirComplexOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirVectorOps;
import jcirc.dialect.cir.CirMemberPointerOps;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.util.CirFlattener;
import jcirc.lowering.types.CirOpAccess;
import jcirc.lowering.types.CirTypeConverter;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code convert-cir-to-llvm}: replaces every non-structural cir op by func/arith/cf/llvm ops
 * (structured cir ops must have been raised to scf or flattened before), then converts the type
 * of every remaining value (scf results, region and block arguments) and folds away the
 * {@code builtin.unrealized_conversion_cast}s that bridged cir and builtin types. Fails naming
 * the first op it cannot lower; nothing of cir survives.
 */
public final class ConvertCirToLLVMPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-cir-to-llvm";

    /** Structured ops another pass must remove first. */

    private final CirTypeConverter types;

    public ConvertCirToLLVMPass() { this(new CirTypeConverter()); }

    public ConvertCirToLLVMPass(CirTypeConverter types) { this.types = types; }

    @Override public String name() { return NAME; }

    /**
     * The module's symbols first (function and global types, which functions become llvm.func), then one
     * top-level op (a function, a global) at a time (jcirc.ir.pass.LocalPass): its labels are numbered and its
     * gotos resolved, its operand types recorded before any of its ops is converted (no value crosses a
     * top-level op), its ops converted in pre-order (a function before its body, definitions before uses), the
     * types of values no pattern produced converted and the bridging casts folded; what the pass remembers of
     * it is then dropped, so the cir of converted functions can be collected while the rest is converted.
     */
    @Override public Steps start(Operation module) {
        LoweringContext cx = new LoweringContext(types);
        cx.facts = new LlvmFacts(module);
        cx.labelAddresses = new LabelAddressLowering(cx, module);
        collectSymbols(module, cx);
        ConstantLowering constants = new ConstantLowering(cx);
        ArithLowering arith = new ArithLowering(cx);
        AtomicLowering atomics = new AtomicLowering(cx);
        MemoryLowering memory = new MemoryLowering(cx, arith, atomics);
        ClassAddrLowering classAddr = new ClassAddrLowering(cx, memory);
        VTableLowering vtables = new VTableLowering(cx, memory);
        MemberPointerLowering memberPointers = new MemberPointerLowering(cx, memory);
        ComplexLowering complex = new ComplexLowering(cx, memory);
        VectorLowering vectors = new VectorLowering(cx);
        FunctionLowering funcs = new FunctionLowering(cx);
        GlobalLowering globals = new GlobalLowering(cx, constants);
        BranchLowering branches = new BranchLowering(cx);
        VarArgLowering varargs = new VarArgLowering(cx);
        BitfieldLowering bitfields = new BitfieldLowering(cx, arith);
        BuiltinOpLowering builtins = new BuiltinOpLowering(cx, arith);
        AsmLowering asm = new AsmLowering(cx);
        EhLowering eh = new EhLowering(cx);
        CoroutineIntrinsics coro = new CoroutineIntrinsics(cx);
        AsmLowering.moduleAsm(module);
        CirFlattener.GotoResolver gotos = new CirFlattener.GotoResolver(module);
        return new Steps() {
            private final List<Operation> ops = new ArrayList<>();

            @Override public void run(Operation top) {
                // labels are numbered before the gotos are resolved (which erases labels whose address is not taken)
                cx.labelAddresses.collect(top);
                // labels and gotos of the direct path: cir.goto "L" → cir.br ^L (converted below)
                gotos.resolve(top);
                ops.clear();
                top.walkPreOrder(op -> { if (op.inDialect("cir")) ops.add(op); });
                for (Operation op : ops) cx.recordOperandTypes(op);
                Operation before = top.prevOp(), after = top.nextOp();
                Block block = top.parentBlock();
                convert(ops, cx, constants, arith, atomics, memory, classAddr, vtables, memberPointers, complex, vectors, funcs,
                        globals, branches, varargs, bitfields, builtins, asm, eh, coro);
                ops.clear();
                cx.forgetConverted();
                // one walk of what replaced top: the types of values no pattern produced, the casts to fold, the first op left in cir
                List<Operation> casts = new ArrayList<>();
                Operation[] illegal = {null};
                for (Operation t = before == null ? block.first() : before.nextOp(); t != after; t = t.nextOp())
                    t.walk(op -> {
                        convertValueTypes(op);
                        if (op.is(BuiltinDialect.UNREALIZED_CAST)) casts.add(op);
                        else if (illegal[0] == null && op.inDialect("cir")) illegal[0] = op;
                    });
                foldUnrealizedCasts(casts);
                if (illegal[0] != null) throw new PassFailure(illegal[0], "failed to legalize operation '" + illegal[0].name() + "'");
            }

            @Override public void finish(Operation module) { cx.attributes.finish(module); }
        };
    }

    /** Converts {@code ops} (in pre-order) with one pattern per cir op. */
    private static void convert(List<Operation> ops, LoweringContext cx, ConstantLowering constants, ArithLowering arith,
            AtomicLowering atomics, MemoryLowering memory, ClassAddrLowering classAddr, VTableLowering vtables,
            MemberPointerLowering memberPointers, ComplexLowering complex, VectorLowering vectors, FunctionLowering funcs,
            GlobalLowering globals, BranchLowering branches, VarArgLowering varargs, BitfieldLowering bitfields,
            BuiltinOpLowering builtins, AsmLowering asm, EhLowering eh, CoroutineIntrinsics coro) {
        for (Operation op : ops) {
            // one case per cir op: the typed record Operation.view() gives
            switch (op.view()) {
                case CirOps.FuncOp v when CoroutineIntrinsics.is(CirOpAccess.symbolAttr(op, "sym_name")) -> coro.declaration(op);
                case CirOps.FuncOp v -> funcs.func(op);
                case CirOps.ReturnOp v -> funcs.ret(op);
                case CirOps.CallOp v when CoroutineIntrinsics.is(CirOpAccess.symbolAttr(op, "callee")) -> coro.call(op);   // C++20 coroutines
                case CirOps.CallOp v -> funcs.call(op);
                case CirOps.GlobalOp v -> globals.global(op);
                case CirOps.GetGlobalOp v -> globals.getGlobal(op);
                case CirOps.ConstOp v -> constants.constant(op);
                case CirOps.BinOp v -> arith.binop(op);
                case CirOps.UnaryOp v -> arith.unary(op);
                case CirOps.CmpOp v when cx.operandType(op, 0) instanceof CirTypes.MethodType -> memberPointers.cmp(op);
                case CirOps.CmpOp v -> arith.cmp(op);
                case CirOps.CastOp v -> arith.cast(op);
                case CirOps.SelectOp v -> arith.select(op);
                case CirOps.AllocaOp v -> memory.alloca(op);
                case CirOps.LoadOp v -> memory.load(op);
                case CirOps.StoreOp v -> memory.store(op);
                case CirOps.PtrStrideOp v -> memory.ptrStride(op);
                case CirOps.StructElementAddrOp v -> memory.structElementAddr(op);
                case CirOps.BaseClassAddrOp v -> classAddr.baseClassAddr(op);
                case CirOps.DerivedClassAddrOp v -> classAddr.derivedClassAddr(op);
                case CirMemberPointerOps.GetRuntimeMemberOp v -> memberPointers.getRuntimeMember(op);
                case CirMemberPointerOps.GetMethodOp v -> memberPointers.getMethod(op);
                case CirMemberPointerOps.DerivedDataMemberOp v -> memberPointers.dataMemberConversion(op, v.offset());
                case CirMemberPointerOps.BaseDataMemberOp v -> memberPointers.dataMemberConversion(op, -v.offset());
                case CirMemberPointerOps.DerivedMethodOp v -> memberPointers.methodConversion(op, v.offset());
                case CirMemberPointerOps.BaseMethodOp v -> memberPointers.methodConversion(op, -v.offset());
                case CirOps.VtableGetVptrOp v -> vtables.getVptr(op);
                case CirOps.VtableGetVirtualFnAddrOp v -> vtables.getVirtualFnAddr(op);
                case CirOps.VtableAddressPointOp v -> vtables.addressPoint(op);
                case CirOps.CopyOp v -> memory.copy(op);
                case CirOps.PtrDiffOp v -> memory.ptrDiff(op);
                case CirOps.GetBitfieldOp v -> bitfields.get(op);
                case CirOps.SetBitfieldOp v -> bitfields.set(op);
                case CirOps.VaStartOp v -> varargs.start(op);
                case CirOps.VaEndOp v -> varargs.end(op);
                case CirOps.VaCopyOp v -> varargs.copy(op);
                case CirOps.VaArgOp v -> varargs.arg(op);
                case CirOps.StackSaveOp v -> varargs.stackSave(op);
                case CirOps.StackRestoreOp v -> varargs.stackRestore(op);
                case CirOps.FabsOp v -> builtins.fabs(op);
                case CirOps.BswapOp v -> builtins.bswap(op);
                case CirOps.BitClzOp v -> builtins.bitCount(op);
                case CirOps.BitCtzOp v -> builtins.bitCount(op);
                case CirOps.BitPopcountOp v -> builtins.bitCount(op);
                case CirOps.AsmOp v -> asm.asm(op);
                case CirOps.BlockaddressOp v -> cx.labelAddresses.blockAddress(op);
                case CirOps.LabelOp v -> cx.labelAddresses.label(op);
                case CirOps.IndirectBrOp v -> cx.labelAddresses.indirectBr(op);
                case CirAtomicOps.AtomicFetchOp v -> atomics.fetch(op);
                case CirAtomicOps.AtomicXchgOp v -> atomics.xchg(op);
                case CirAtomicOps.AtomicCmpXchgOp v -> atomics.cmpXchg(op);
                case CirAtomicOps.AtomicFenceOp v -> atomics.fence(op);
                case CirComplexOps.ComplexCreateOp v -> complex.create(op);
                case CirComplexOps.ComplexRealOp v -> complex.part(op, 0);
                case CirComplexOps.ComplexImagOp v -> complex.part(op, 1);
                case CirComplexOps.ComplexRealPtrOp v -> complex.partPtr(op, 0);
                case CirComplexOps.ComplexImagPtrOp v -> complex.partPtr(op, 1);
                case CirVectorOps.VecCreateOp v -> vectors.create(op);
                case CirVectorOps.VecExtractOp v -> vectors.extract(op);
                case CirVectorOps.VecInsertOp v -> vectors.insert(op);
                case CirVectorOps.VecCmpOp v -> vectors.cmp(op);
                case CirVectorOps.VecSplatOp v -> vectors.splat(op);
                case CirVectorOps.VecShuffleOp v -> vectors.shuffle(op);
                case CirVectorOps.VecShuffleDynamicOp v -> vectors.shuffleDynamic(op);
                case CirOps.BrOp v -> branches.br(op);
                case CirOps.BrCondOp v -> branches.brcond(op);
                case CirOps.SwitchFlatOp v -> branches.switchFlat(op);
                case CirOps.UnreachableOp v -> branches.unreachable(op);
                case CirOps.TrapOp v -> branches.trap(op);
                case CirEhOps.TryCallOp v -> funcs.tryCall(op);
                case CirEhOps.EhLandingpadOp v -> eh.landingpad(op);
                case CirEhOps.EhTypeidOp v -> eh.typeid(op);
                case CirEhOps.ResumeOp v -> eh.resume(op);
                default -> {
                    if (op.hasTrait(Trait.REGION_BRANCH) || CirOps.YieldOp.isa(op))
                        throw new PassFailure(op, "failed to legalize operation '" + op.name()
                                + "': structured cir control flow must be raised (cir-raise-to-scf) or flattened (cir-flatten-cfg) first");
                    throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
                }
            }
        }
    }

    /** Records function types and global types, and which functions must become llvm.func (variadic, ctor/dtor, alias). */
    private static void collectSymbols(Operation module, LoweringContext cx) {
        for (Block b : module.region(0).blocks())
            for (Operation op : b.operations()) {
                String name = CirOpAccess.symbolAttr(op, "sym_name");
                if (CirOps.FuncOp.isa(op) && CirOpAccess.typeAttr(op, "function_type") instanceof CirTypes.FuncType ft) {
                    cx.functions.put(name, ft);
                    if (ft.varArg() || AttributeLowering.needsLlvmFunc(op)) cx.llvmFunctions.add(name);
                } else if (CirOps.GlobalOp.isa(op) && CirOpAccess.typeAttr(op, "sym_type") != null) {
                    cx.globals.put(name, CirOpAccess.typeAttr(op, "sym_type"));
                }
            }
        // the callees of invokes are llvm.func (an llvm.invoke names an llvm.func)
        module.walk(op -> { if (CirEhOps.TryCallOp.isa(op) && CirOpAccess.symbolAttr(op, "callee") != null) cx.llvmFunctions.add(CirOpAccess.symbolAttr(op, "callee")); });
        // functions whose address is taken stay func.func: LoweringContext.address takes it with func.constant
    }

    /** Converts the types of values no pattern produced: block arguments and results of non-cir ops (of {@code op}). */
    private void convertValueTypes(Operation op) {
        for (int i = 0, n = op.numResults(); i < n; i++) {
            OpResult r = op.result(i);
            if (CirTypeConverter.isCirType(r.type())) r.setType(types.convertDeep(r.type()));
        }
        for (int i = 0, n = op.numRegions(); i < n; i++)
            for (Block bl = op.region(i).entryBlock(); bl != null; bl = bl.nextBlock())
                for (int j = 0, m = bl.numArguments(); j < m; j++) {
                    BlockArgument a = bl.argument(j);
                    if (CirTypeConverter.isCirType(a.type())) a.setType(types.convertDeep(a.type()));
                }
    }

    /**
     * {@code %b = builtin.unrealized_conversion_cast %a : i1 to i1} → uses of %b use %a; also a cast
     * of a cast back to the original type.
     */
    private static void foldUnrealizedCasts(List<Operation> casts) {
        // folding creates no casts: the walk in run found them all (post-order); passes over them until none folds
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Operation c : casts) {
                if (c.parentBlock() == null || c.numOperands() != 1 || c.numResults() != 1) continue;
                Value in = c.operand(0);
                Value replacement = null;
                if (in.type().equals(c.result().type())) replacement = in;
                else if (in.definingOp() != null && in.definingOp().is(BuiltinDialect.UNREALIZED_CAST)
                        && in.definingOp().numOperands() == 1
                        && in.definingOp().operand(0).type().equals(c.result().type()))
                    replacement = in.definingOp().operand(0);
                if (replacement != null) {
                    c.result().replaceAllUsesWith(replacement);
                    c.erase();
                    changed = true;
                } else if (!c.result().hasUses()) {
                    c.erase();
                    changed = true;
                }
            }
        }
    }
}
