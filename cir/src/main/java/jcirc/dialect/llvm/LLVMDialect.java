package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
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

    /**
     * Discardable attributes of the llvm dialect, on functions, arguments and the module (MLIR's
     * {@code LLVMDialect::getByValAttrName()} and the like).
     */
    public static final String LINKAGE_ATTR = "llvm.linkage", VISIBILITY_ATTR = "llvm.visibility",
            COMDAT_ATTR = "llvm.comdat",
            MODULE_ASM_ATTR = "llvm.module_asm", BYVAL_ATTR = "llvm.byval", SRET_ATTR = "llvm.sret",
            ALIGN_ATTR = "llvm.align", NEST_ATTR = "llvm.nest", ZEROEXT_ATTR = "llvm.zeroext", SIGNEXT_ATTR = "llvm.signext";

    /**
     * jcirc's discardable attribute on a {@code thread_local_} {@code llvm.mlir.global}: LLVM's TLS model when it is
     * not general-dynamic ({@code "localdynamic"}, {@code "initialexec"}, {@code "localexec"}); MLIR 19's global has no field for it.
     */
    public static final String TLS_MODEL_ATTR = "jcirc.tls_model";

    public static final String FUNC = LLVMOps.FuncOp.NAME;
    public static final String RETURN = LLVMOps.ReturnOp.NAME;
    public static final String CALL = LLVMOps.CallOp.NAME;
    public static final String GLOBAL = LLVMOps.MlirGlobalOp.NAME;
    public static final String ADDRESSOF = LLVMOps.MlirAddressofOp.NAME;
    public static final String CONSTANT = LLVMOps.MlirConstantOp.NAME;
    public static final String ALLOCA = LLVMOps.AllocaOp.NAME;
    public static final String LOAD = LLVMOps.LoadOp.NAME;
    public static final String STORE = LLVMOps.StoreOp.NAME;
    public static final String GEP = LLVMOps.GetelementptrOp.NAME;
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

    /** {@code %0 = llvm.mlir.zero : T} (also undef, poison): {@link LLVMOps.ConstantLikeOp}. */
    static OpDef valueless(String name) {
        return OpDef.op(name).result("res").traits(Trait.PURE).format("attr-dict `:` type($res)");
    }

    /** {@code %r = llvm.add %a, %b : i32}: {@link LLVMOps.IntBinaryOp}; add/sub/mul/shl print without flags. */
    static OpDef intBinary(String name) {
        OpDef d = OpDef.op(name).operand("lhs").operand("rhs").result("res").traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
        if (List.of("llvm.add", "llvm.sub", "llvm.mul", "llvm.shl").contains(name)) d.format("$lhs `,` $rhs attr-dict `:` type($res)");
        else d.customAsm(LLVMAsm.FLOAT_ARITH);
        return d;
    }

    /** {@code %r = llvm.fadd %a, %b  : f64}: {@link LLVMOps.FloatBinaryOp}. */
    static OpDef floatBinary(String name) {
        return OpDef.op(name).operand("lhs", LLVM_FLOAT_LIKE).operand("rhs", LLVM_FLOAT_LIKE).result("res", LLVM_FLOAT_LIKE)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .customAsm(LLVMAsm.FLOAT_ARITH);
    }

    /** {@code %3 = llvm.sext %a : i32 to i64}: {@link LLVMOps.CastOp}. */
    static OpDef cast(String name) {
        return OpDef.op(name).operand("arg").result("res").traits(Trait.PURE)
                .format("$arg attr-dict `:` type($arg) `to` type($res)");
    }

    public static void register() {
        LLVMTypeSyntax.register();
        LLVMEhOps.register();
        LLVMVectorOps.register();
        TbaaAttrs.register();   // #llvm.tbaa_root / tbaa_type_desc / tbaa_tag
        // #llvm.linkage<internal>, #llvm.cconv<ccc>: enum attributes with a mnemonic
        for (String mnemonic : new String[] {"linkage", "cconv"}) {
            jcirc.ir.parse.DialectSyntax.registerAttribute("llvm." + mnemonic, p -> {
                p.parsePunct("<");
                String v = p.parseKeywordOrIdent();
                p.parsePunct(">");
                return new jcirc.ir.BuiltinAttrs.EnumAttr("llvm", mnemonic, v);
            });
        }
        LLVMOps.FuncOp.DEF.register();

        LLVMOps.ReturnOp.DEF.register();

        LLVMOps.MlirConstantOp.DEF.register();

        LLVMOps.MlirGlobalOp.DEF.register();

        LLVMOps.BlockaddressOp.DEF.register();
        LLVMOps.BlocktagOp.DEF.register();
        LLVMOps.IndirectbrOp.DEF.register();

        LLVMOps.InlineAsmOp.DEF.register();

        LLVMOps.MlirGlobalCtorsOp.DEF.register();
        LLVMOps.MlirGlobalDtorsOp.DEF.register();

        LLVMOps.MlirAddressofOp.DEF.register();

        // %0 = llvm.mlir.zero : !llvm.ptr   /   llvm.mlir.undef   /   llvm.mlir.poison
        for (OpDef d : LLVMOps.VALUELESS_OPS) d.register();

        LLVMOps.AllocaOp.DEF.register();

        LLVMOps.LoadOp.DEF.register();

        LLVMOps.StoreOp.DEF.register();

        LLVMOps.GetelementptrOp.DEF.register();

        LLVMOps.CallOp.DEF.register();

        // %r = llvm.add %a, %b : i32   (overflow-flag ops)   /   %r = llvm.sdiv %a, %b  : i32   (exact-flag and plain ops print two spaces)
        for (OpDef d : LLVMOps.INT_BINARY_OPS) d.register();
        // %r = llvm.fadd %a, %b  : f64      (upstream's fastmath printer leaves two spaces)
        for (OpDef d : LLVMOps.FLOAT_BINARY_OPS) d.register();
        LLVMOps.FnegOp.DEF.register();
        // %3 = llvm.sext %a : i32 to i64
        for (OpDef d : LLVMOps.CAST_OPS) d.register();

        LLVMOps.IcmpOp.DEF.register();
        LLVMOps.FcmpOp.DEF.register();

        LLVMOps.SelectOp.DEF.register();

        LLVMOps.ExtractvalueOp.DEF.register();
        LLVMOps.InsertvalueOp.DEF.register();

        LLVMOps.BrOp.DEF.register();
        LLVMOps.CondBrOp.DEF.register();
        LLVMOps.UnreachableOp.DEF.register();

        LLVMOps.IntrMemcpyOp.DEF.register();
        LLVMOps.IntrMemmoveOp.DEF.register();
        LLVMOps.IntrStacksaveOp.DEF.register();
        LLVMOps.IntrStackrestoreOp.DEF.register();
        LLVMOps.IntrVastartOp.DEF.register();
        LLVMOps.IntrVaendOp.DEF.register();
        LLVMOps.IntrVacopyOp.DEF.register();
        LLVMOps.VaArgOp.DEF.register();
        LLVMOps.IntrTrapOp.DEF.register();
        LLVMOps.IntrBswapOp.DEF.register();
        LLVMAtomicOps.register();
        LLVMOps.IntrMemsetOp.DEF.register();
        LLVMIntrinsicOps.register();   // llvm.intr.sqrt & co., smax & co. (convert-math-to-llvm, convert-arith-to-llvm)
        LLVMOps.SwitchOp.DEF.register();   // llvm.switch (convert-cf-to-llvm)
    }

    static void verifyFunc(Operation op) {
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

    static void verifyReturn(Operation op) {
        Operation parent = op.parentOp();
        if (!parent.is(FUNC)) return;
        Type r = ((LLVMTypes.FunctionType) ((TypeAttr) parent.attr("function_type")).type()).result();
        boolean isVoid = r instanceof LLVMTypes.VoidType;
        if (isVoid && op.numOperands() != 0) throw new VerifyException(op, "expected 0 operands");
        if (!isVoid && op.numOperands() != 1) throw new VerifyException(op, "expected 1 operand");
        if (!isVoid && !op.operand(0).type().equals(r))
            throw new VerifyException(op, "mismatching result types");
    }

    static void verifyCall(Operation op) {
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
