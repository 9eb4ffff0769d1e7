package jcirc.lowering.cirtollvm;

import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.flatten.CirFlattenCFGPass;
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
public final class ConvertCirToLLVMPass implements Pass {
    public static final String NAME = "convert-cir-to-llvm";

    /** Structured ops another pass must remove first. */
    private static final Set<String> STRUCTURED = Set.of(
            "cir.if", "cir.loop", "cir.switch", "cir.scope", "cir.ternary", "cir.yield", "cir.await");

    private final CirTypeConverter types;

    public ConvertCirToLLVMPass() { this(new CirTypeConverter()); }

    public ConvertCirToLLVMPass(CirTypeConverter types) { this.types = types; }

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) {
        LoweringContext cx = new LoweringContext(types);
        collectSymbols(module, cx);
        cx.labelAddresses.collect(module);
        ConstantLowering constants = new ConstantLowering(cx);
        ArithLowering arith = new ArithLowering(cx);
        AtomicLowering atomics = new AtomicLowering(cx);
        MemoryLowering memory = new MemoryLowering(cx, arith, atomics);
        ComplexLowering complex = new ComplexLowering(cx, memory);
        VectorLowering vectors = new VectorLowering(cx);
        FunctionLowering funcs = new FunctionLowering(cx);
        GlobalLowering globals = new GlobalLowering(cx, constants);
        BranchLowering branches = new BranchLowering(cx);
        VarArgLowering varargs = new VarArgLowering(cx);
        BitfieldLowering bitfields = new BitfieldLowering(cx, arith);
        BuiltinOpLowering builtins = new BuiltinOpLowering(cx, arith);
        AsmLowering asm = new AsmLowering(cx);
        AsmLowering.moduleAsm(module);

        // labels and gotos of the direct path: cir.goto "L" → cir.br ^L (converted below)
        CirFlattenCFGPass.resolveGotosIn(module);

        // pre-order: a function is converted before its body, definitions before uses
        List<Operation> ops = new ArrayList<>();
        module.walkPreOrder(op -> { if (op != module && op.dialect().equals("cir")) ops.add(op); });
        for (Operation op : ops) cx.recordOperandTypes(op);
        for (Operation op : ops) {
            switch (op.name()) {
                case "cir.func" -> funcs.func(op);
                case "cir.return" -> funcs.ret(op);
                case "cir.call" -> funcs.call(op);
                case "cir.global" -> globals.global(op);
                case "cir.get_global" -> globals.getGlobal(op);
                case "cir.const" -> constants.constant(op);
                case "cir.binop" -> arith.binop(op);
                case "cir.unary" -> arith.unary(op);
                case "cir.cmp" -> arith.cmp(op);
                case "cir.cast" -> arith.cast(op);
                case "cir.select" -> arith.select(op);
                case "cir.alloca" -> memory.alloca(op);
                case "cir.load" -> memory.load(op);
                case "cir.store" -> memory.store(op);
                case "cir.ptr_stride" -> memory.ptrStride(op);
                case "cir.struct_element_addr" -> memory.structElementAddr(op);
                case "cir.copy" -> memory.copy(op);
                case "cir.ptr_diff" -> memory.ptrDiff(op);
                case "cir.get_bitfield" -> bitfields.get(op);
                case "cir.set_bitfield" -> bitfields.set(op);
                case "cir.va_start" -> varargs.start(op);
                case "cir.va_end" -> varargs.end(op);
                case "cir.va_copy" -> varargs.copy(op);
                case "cir.va_arg" -> varargs.arg(op);
                case "cir.stack_save" -> varargs.stackSave(op);
                case "cir.stack_restore" -> varargs.stackRestore(op);
                case "cir.fabs" -> builtins.fabs(op);
                case "cir.bswap" -> builtins.bswap(op);
                case "cir.bit.clz", "cir.bit.ctz", "cir.bit.popcount" -> builtins.bitCount(op);
                case "cir.asm" -> asm.asm(op);
                case "cir.blockaddress" -> cx.labelAddresses.blockAddress(op);
                case "cir.label" -> cx.labelAddresses.label(op);
                case "cir.indirect_br" -> cx.labelAddresses.indirectBr(op);
                case "cir.atomic.fetch" -> atomics.fetch(op);
                case "cir.atomic.xchg" -> atomics.xchg(op);
                case "cir.atomic.cmp_xchg" -> atomics.cmpXchg(op);
                case "cir.atomic.fence" -> atomics.fence(op);
                case "cir.complex.create" -> complex.create(op);
                case "cir.complex.real" -> complex.part(op, 0);
                case "cir.complex.imag" -> complex.part(op, 1);
                case "cir.complex.real_ptr" -> complex.partPtr(op, 0);
                case "cir.complex.imag_ptr" -> complex.partPtr(op, 1);
                case "cir.vec.create" -> vectors.create(op);
                case "cir.vec.extract" -> vectors.extract(op);
                case "cir.vec.insert" -> vectors.insert(op);
                case "cir.vec.cmp" -> vectors.cmp(op);
                case "cir.vec.splat" -> vectors.splat(op);
                case "cir.vec.shuffle" -> vectors.shuffle(op);
                case "cir.vec.shuffle.dynamic" -> vectors.shuffleDynamic(op);
                case "cir.br" -> branches.br(op);
                case "cir.brcond" -> branches.brcond(op);
                case "cir.unreachable" -> branches.unreachable(op);
                case "cir.trap" -> branches.trap(op);
                default -> {
                    if (STRUCTURED.contains(op.name()))
                        throw new PassFailure(op, "failed to legalize operation '" + op.name()
                                + "': structured cir control flow must be raised (cir-raise-to-scf) or flattened (cir-flatten-cfg) first");
                    throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
                }
            }
        }
        cx.attributes.finish(module);
        convertValueTypes(module);
        foldUnrealizedCasts(module);
        module.walk(op -> {
            if (op.dialect().equals("cir")) throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
        });
    }

    /** Records function types and global types, and which functions must become llvm.func. */
    private static void collectSymbols(Operation module, LoweringContext cx) {
        for (Block b : module.region(0).blocks())
            for (Operation op : b.operations()) {
                String name = CirOpAccess.symbolAttr(op, "sym_name");
                if (op.is("cir.func") && CirOpAccess.typeAttr(op, "function_type") instanceof CirTypes.FuncType ft) {
                    cx.functions.put(name, ft);
                    if (ft.varArg() || AttributeLowering.needsLlvmFunc(op)) cx.llvmFunctions.add(name);
                } else if (op.is("cir.global") && CirOpAccess.typeAttr(op, "sym_type") != null) {
                    cx.globals.put(name, CirOpAccess.typeAttr(op, "sym_type"));
                }
            }
        // functions whose address is taken (get_global or global_view of a function)
        module.walk(op -> {
            if (op.is("cir.get_global")) {
                String n = CirOpAccess.symbolAttr(op, "name");
                if (cx.functions.containsKey(n)) cx.llvmFunctions.add(n);
            }
            for (Attribute a : op.attributes().values()) addressTakenIn(a, cx);
        });
    }

    private static void addressTakenIn(Attribute a, LoweringContext cx) {
        switch (a) {
            case CirAttrs.GlobalViewAttr gv -> { if (cx.functions.containsKey(gv.symbol())) cx.llvmFunctions.add(gv.symbol()); }
            case CirAttrs.ConstStructAttr s -> s.members().forEach(m -> addressTakenIn(m, cx));
            case CirAttrs.ConstArrayAttr arr -> addressTakenIn(arr.elements(), cx);
            case jcirc.dialect.builtin.BuiltinAttrs.ArrayAttr arr -> arr.elements().forEach(m -> addressTakenIn(m, cx));
            default -> {}
        }
    }

    /** Converts the types of values no pattern produced: block arguments and results of non-cir ops. */
    private void convertValueTypes(Operation module) {
        module.walk(op -> {
            for (OpResult r : op.results()) if (CirTypeConverter.isCirType(r.type())) r.setType(types.convertDeep(r.type()));
            for (Region rg : op.regions())
                for (Block bl : rg.blocks())
                    for (BlockArgument a : bl.arguments())
                        if (CirTypeConverter.isCirType(a.type())) a.setType(types.convertDeep(a.type()));
        });
    }

    /**
     * {@code %b = builtin.unrealized_conversion_cast %a : i1 to i1} → uses of %b use %a; also a cast
     * of a cast back to the original type.
     */
    static void foldUnrealizedCasts(Operation module) {
        // folding creates no casts: one walk finds them all, then passes over them until none folds
        List<Operation> casts = new ArrayList<>();
        module.walk(op -> { if (op.is(BuiltinDialect.UNREALIZED_CAST)) casts.add(op); });
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
