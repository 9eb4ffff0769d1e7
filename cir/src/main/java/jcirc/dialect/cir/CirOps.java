package jcirc.dialect.cir;

import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.cir.CirAttrs.IntAttr;
import jcirc.dialect.cir.CirTypes.FuncType;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Names of the cir ops and thin typed views over {@link Operation} with named accessors for
 * passes ({@code new CirOps.LoadOp(op).addr()}). Views hold no state and no behaviour; the op
 * declarations are in {@link CirDialect}.
 */
public final class CirOps {
    private CirOps() {}

    // ----- op names (spec ops) -----
    public static final String ALLOCA = "cir.alloca", AWAIT = "cir.await", BASE_CLASS_ADDR = "cir.base_class_addr",
            BINOP = "cir.binop", BRCOND = "cir.brcond", BR = "cir.br", CALL = "cir.call", CAST = "cir.cast",
            CMP = "cir.cmp", CONST = "cir.const", FUNC = "cir.func", GET_GLOBAL = "cir.get_global",
            GLOBAL = "cir.global", IF = "cir.if", LOAD = "cir.load", LOOP = "cir.loop", PTR_STRIDE = "cir.ptr_stride",
            RETURN = "cir.return", SCOPE = "cir.scope", STORE = "cir.store",
            STRUCT_ELEMENT_ADDR = "cir.struct_element_addr", SWITCH = "cir.switch", TERNARY = "cir.ternary",
            UNARY = "cir.unary", VTABLE_ADDRESS_POINT = "cir.vtable.address_point", YIELD = "cir.yield";
    // ----- op names (additions for C, named after ClangIR's ops) -----
    public static final String COPY = "cir.copy", GOTO = "cir.goto", LABEL = "cir.label", UNREACHABLE = "cir.unreachable",
            TRAP = "cir.trap", VA_START = "cir.va_start", VA_END = "cir.va_end", VA_COPY = "cir.va_copy",
            VA_ARG = "cir.va_arg", GET_BITFIELD = "cir.get_bitfield", SET_BITFIELD = "cir.set_bitfield",
            SELECT = "cir.select", BLOCK_ADDRESS = "cir.blockaddress", INDIRECT_BR = "cir.indirect_br", ASM = "cir.asm", STACK_SAVE = "cir.stack_save", STACK_RESTORE = "cir.stack_restore",
            PTR_DIFF = "cir.ptr_diff", FABS = "cir.fabs", BSWAP = "cir.bswap", BIT_CLZ = "cir.bit.clz",
            BIT_CTZ = "cir.bit.ctz", BIT_POPCOUNT = "cir.bit.popcount";

    private static String str(Operation op, String k) { StringAttr s = op.attr(k, StringAttr.class); return s == null ? null : s.value(); }

    // %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init] {alignment = 4 : i64}
    public record AllocaOp(Operation op) {
        public Value addr() { return op.result(0); }
        public Type allocaType() { return op.attr("allocaType", TypeAttr.class).type(); }
        public String varName() { return str(op, "name"); }
        public boolean isInit() { return op.hasAttr("init"); }
        /** The element count of a VLA, or null for a fixed-size variable. */
        public Value dynAllocSize() { return op.numOperands() > 0 ? op.operand(0) : null; }
        public long alignment() { IntegerAttr a = op.attr("alignment", IntegerAttr.class); return a == null ? 0 : a.longValue(); }
    }

    // %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    public record LoadOp(Operation op) {
        public Value addr() { return op.operand(0); }
        public Value result() { return op.result(0); }
        public boolean isVolatile() { return op.hasAttr("is_volatile"); }
    }

    // cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    public record StoreOp(Operation op) {
        public Value value() { return op.operand(0); }
        public Value addr() { return op.operand(1); }
        public boolean isVolatile() { return op.hasAttr("is_volatile"); }
    }

    // %2 = cir.binop(add, %0, %1) : !s32i
    public record BinOp(Operation op) {
        public String kind() { return CirEnums.BINOP_KIND.caseOf(op.attr("kind")); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
    }

    // %2 = cir.cmp(gt, %0, %1) : !s32i, !cir.bool
    public record CmpOp(Operation op) {
        public String kind() { return CirEnums.CMP_KIND.caseOf(op.attr("kind")); }
        public Value lhs() { return op.operand(0); }
        public Value rhs() { return op.operand(1); }
    }

    // %1 = cir.unary(minus, %0) : !s32i, !s32i
    public record UnaryOp(Operation op) {
        public String kind() { return CirEnums.UNARY_KIND.caseOf(op.attr("kind")); }
        public Value input() { return op.operand(0); }
    }

    // %1 = cir.cast(integral, %0 : !s32i), !s64i
    public record CastOp(Operation op) {
        public String kind() { return CirEnums.CAST_KIND.caseOf(op.attr("kind")); }
        public Value src() { return op.operand(0); }
        public Type resultType() { return op.result(0).type(); }
    }

    // %0 = cir.const(#cir.int<42> : !s32i) : !s32i
    public record ConstOp(Operation op) {
        public Attribute value() { return op.attr("value"); }
    }

    // cir.func internal @f(%arg0: !s32i) -> !s32i { ... }
    public record FuncOp(Operation op) {
        public String symName() { return str(op, "sym_name"); }
        public FuncType functionType() { return (FuncType) op.attr("function_type", TypeAttr.class).type(); }
        public String linkage() { String l = CirEnums.LINKAGE.caseOf(op.attr("linkage")); return l == null ? "external" : l; }
        public boolean isDeclaration() { return op.region(0).isEmpty(); }
        public Region body() { return op.region(0); }
        public List<BlockArgument> arguments() { return isDeclaration() ? List.of() : op.region(0).entryBlock().arguments(); }
    }

    // cir.global external @g : !s32i = #cir.int<1> : !s32i
    public record GlobalOp(Operation op) {
        public String symName() { return str(op, "sym_name"); }
        public Type symType() { return op.attr("sym_type", TypeAttr.class).type(); }
        public String linkage() { return CirEnums.LINKAGE.caseOf(op.attr("linkage")); }
        /** The initializer, or null for a declaration. */
        public Attribute initialValue() { return op.attr("initial_value"); }
        public boolean isConstant() { return op.hasAttr("constant"); }
        public boolean isDeclaration() { return !op.hasAttr("initial_value"); }
    }

    // %0 = cir.get_global @g : !cir.ptr<!s32i>
    public record GetGlobalOp(Operation op) {
        public String name() { return op.attr("name", SymbolRefAttr.class).root(); }
    }

    // %r = cir.call @f(%a) : (!s32i) -> !s32i   or   %r = cir.call %fp(%a) : (!cir.ptr<!cir.func<...>>, !s32i) -> !s32i
    public record CallOp(Operation op) {
        /** The callee's name for a direct call, or null for an indirect one. */
        public String callee() { SymbolRefAttr s = op.attr("callee", SymbolRefAttr.class); return s == null ? null : s.root(); }
        public boolean isIndirect() { return !op.hasAttr("callee"); }
        /** The function pointer of an indirect call. */
        public Value calleePointer() { return isIndirect() ? op.operand(0) : null; }
        /** The call's arguments (without the function pointer of an indirect call). */
        public List<Value> args() { List<Value> a = op.operands(); return isIndirect() ? a.subList(1, a.size()) : a; }
    }

    // cir.return %0 : !s32i
    public record ReturnOp(Operation op) {
        public Value input() { return op.numOperands() == 0 ? null : op.operand(0); }
    }

    // cir.if %c { ... } else { ... }
    public record IfOp(Operation op) {
        public Value condition() { return op.operand(0); }
        public Region thenRegion() { return op.region(0); }
        public Region elseRegion() { return op.region(1); }
    }

    // %r = cir.scope { ... cir.yield %v : !s32i } : !s32i
    public record ScopeOp(Operation op) {
        public Region body() { return op.region(0); }
    }

    // cir.loop for(cond : {...}, step : {...}) {...}
    public record LoopOp(Operation op) {
        public String kind() { return CirEnums.LOOP_KIND.caseOf(op.attr("kind")); }
        public Region cond() { return op.region(0); }
        public Region step() { return op.region(1); }
        public Region body() { return op.region(2); }
    }

    /** One case of a {@code cir.switch}: {@code kind} is equal, anyof, range or default. */
    public record SwitchCase(String kind, List<IntAttr> values, Region region) {}

    // cir.switch (%x : !s32i) [case (equal, 1) {...}, case (default) {...}]
    public record SwitchOp(Operation op) {
        public Value condition() { return op.operand(0); }
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

    // %r = cir.ternary(%c, true {...}, false {...}) : !s32i
    public record TernaryOp(Operation op) {
        public Value cond() { return op.operand(0); }
        public Region trueRegion() { return op.region(0); }
        public Region falseRegion() { return op.region(1); }
    }

    // cir.yield break
    public record YieldOp(Operation op) {
        /** break, continue, fallthrough, nosuspend, or null for a plain yield. */
        public String kind() { return CirEnums.YIELD_KIND.caseOf(op.attr("kind")); }
        public List<Value> args() { return op.operands(); }
    }

    // cir.br ^bb1(%x : !s32i)
    public record BrOp(Operation op) {
        public Block dest() { return op.successor(0); }
        public List<Value> destOperands() { return op.operands(); }
    }

    // cir.brcond %c ^bb1, ^bb2
    public record BrCondOp(Operation op) {
        public Value cond() { return op.operand(0); }
        public Block destTrue() { return op.successor(0); }
        public Block destFalse() { return op.successor(1); }
        public List<Value> destOperandsTrue() { return op.def().operandGroup(op, 1); }
        public List<Value> destOperandsFalse() { return op.def().operandGroup(op, 2); }
    }

    // %1 = cir.ptr_stride(%p : !cir.ptr<!s32i>, %i : !s64i), !cir.ptr<!s32i>
    public record PtrStrideOp(Operation op) {
        public Value base() { return op.operand(0); }
        public Value stride() { return op.operand(1); }
    }

    // %1 = cir.struct_element_addr %s[0] "a" : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
    public record StructElementAddrOp(Operation op) {
        public Value structAddr() { return op.operand(0); }
        public int memberIndex() { return (int) op.attr("member_index", IntegerAttr.class).longValue(); }
        public String memberName() { return str(op, "member_name"); }
    }

    // %v = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("e", storage !u16i, offset 3, size 4, signed) -> !s32i
    public record GetBitfieldOp(Operation op) {
        public Value addr() { return op.operand(0); }
        public CirAttrs.BitfieldInfoAttr info() { return op.attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class); }
    }

    // %v = cir.set_bitfield(%p : !cir.ptr<!u16i>, %x : !s32i) bitfield(...) -> !s32i
    public record SetBitfieldOp(Operation op) {
        public Value addr() { return op.operand(0); }
        public Value src() { return op.operand(1); }
        public CirAttrs.BitfieldInfoAttr info() { return op.attr("bitfield_info", CirAttrs.BitfieldInfoAttr.class); }
    }

    // cir.copy %src to %dst : !cir.ptr<!ty_S>
    public record CopyOp(Operation op) {
        public Value src() { return op.operand(0); }
        public Value dst() { return op.operand(1); }
    }

    // cir.goto "label"
    public record GotoOp(Operation op) {
        public String label() { return str(op, "label"); }
    }

    // cir.label "label"
    public record LabelOp(Operation op) {
        public String label() { return str(op, "label"); }
    }
}
