package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.*;
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
    public static final TypeConstraint FLOAT = TypeConstraint.isA("CIR floating-point type", CirTypes.FloatType.class);

    /** The module's file-scope {@code asm("...")} lines (an array of strings; {@code llvm.module_asm} after lowering). */
    public static final String MODULE_ASM_ATTR = "cir.module_asm";

    /**
     * ClangIR's spelling of the loop-condition terminator ({@code cir.condition(%c)}), which jcirc
     * prints as {@code cir.yield}; the lowerings still accept it in hand-written IR.
     */
    public static final String CONDITION = "cir.condition";

    /** Ops whose regions a cir.yield may terminate (HasParent of cir.yield). */
    static final String[] YIELD_PARENTS = {IF, SCOPE, SWITCH, LOOP, AWAIT, TERNARY, "cir.try"};

    public static void register() {
        CirTypeSyntax.register();
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
        CirEhOps.register();
        CirComplexOps.register();
        CirVectorOps.register();
        CirMemberPointerOps.register();
    }

    /** Ops for compiler builtins (named after ClangIR's): fabs, byte swap and bit counting. */
    private static void registerBuiltinOps() {

        CirOps.FabsOp.DEF.register();
        CirOps.BswapOp.DEF.register();
        CirOps.BitClzOp.DEF.register();
        CirOps.BitCtzOp.DEF.register();
        CirOps.BitPopcountOp.DEF.register();
    }

    /** The declaration shared by the bit-counting ops ({@code cir.bit.clz}, {@code cir.bit.ctz}, {@code cir.bit.popcount}). */
    static OpDef bitCount(String name) {
        return OpDef.op(name).summary("Counts bits of an integer")
                .operand("input", INT).result("result", INT)
                .traits(Trait.PURE)
                .format("`(` $input `:` type($input) `)` `:` type($result) attr-dict");
    }

    private static void registerMemoryOps() {
        CirOps.AllocaOp.DEF.register();

        CirOps.LoadOp.DEF.register();

        CirOps.StoreOp.DEF.register();

        CirOps.PtrStrideOp.DEF.register();

        CirOps.StructElementAddrOp.DEF.register();

        CirOps.BaseClassAddrOp.DEF.register();
        CirOps.DerivedClassAddrOp.DEF.register();
    }

    private static void registerValueOps() {
        CirOps.BinOp.DEF.register();

        CirOps.CmpOp.DEF.register();

        CirOps.UnaryOp.DEF.register();

        CirOps.CastOp.DEF.register();

        CirOps.ConstOp.DEF.register();

        CirOps.SelectOp.DEF.register();

        CirOps.PtrDiffOp.DEF.register();
    }

    private static void registerSymbolOps() {
        CirOps.FuncOp.DEF.register();

        CirOps.GlobalOp.DEF.register();

        CirOps.GetGlobalOp.DEF.register();

        CirOps.CallOp.DEF.register();

        CirOps.VtableAddressPointOp.DEF.register();
        CirOps.VtableGetVptrOp.DEF.register();
        CirOps.VtableGetVirtualFnAddrOp.DEF.register();
    }

    private static void registerStructuredOps() {
        CirOps.IfOp.DEF.register();

        CirOps.ScopeOp.DEF.register();

        CirOps.LoopOp.DEF.register();

        CirOps.SwitchOp.DEF.register();

        CirOps.TernaryOp.DEF.register();

        CirOps.AwaitOp.DEF.register();
    }

    private static void registerTerminators() {
        CirOps.ReturnOp.DEF.register();

        CirOps.YieldOp.DEF.register();

        CirOps.BrOp.DEF.register();

        CirOps.BrCondOp.DEF.register();
        CirOps.SwitchFlatOp.DEF.register();
    }

    private static void registerCExtensions() {
        CirOps.CopyOp.DEF.register();

        CirOps.GotoOp.DEF.register();

        CirOps.LabelOp.DEF.register();

        CirOps.BlockaddressOp.DEF.register();

        CirOps.IndirectBrOp.DEF.register();

        CirOps.AsmOp.DEF.register();

        CirOps.UnreachableOp.DEF.register();

        CirOps.TrapOp.DEF.register();

        CirOps.VaStartOp.DEF.register();

        CirOps.VaEndOp.DEF.register();

        CirOps.VaCopyOp.DEF.register();

        CirOps.VaArgOp.DEF.register();

        CirOps.GetBitfieldOp.DEF.register();

        CirOps.SetBitfieldOp.DEF.register();

        CirOps.StackSaveOp.DEF.register();

        CirOps.StackRestoreOp.DEF.register();
    }
}
