package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

import java.util.List;
import java.util.Set;

import static jcirc.dialect.arith.UpstreamConstraints.LLVM_PTR;

/**
 * The atomic ops of the upstream llvm dialect, in mlir-opt-19's syntax: {@code llvm.atomicrmw},
 * {@code llvm.cmpxchg} and {@code llvm.fence} (atomic loads and stores are {@code llvm.load}/
 * {@code llvm.store} with an {@code ordering}). Orderings and rmw kinds are enum attributes
 * printed bare, as upstream's custom syntax does.
 */
public final class LLVMAtomicOps {
    private LLVMAtomicOps() {}

    public static final String ATOMICRMW = AtomicrmwOp.NAME, CMPXCHG = CmpxchgOp.NAME, FENCE = FenceOp.NAME;
    /** Enum name of {@code ordering}, {@code success_ordering}, {@code failure_ordering}. */
    public static final String ORDERING = "AtomicOrdering";
    public static final List<String> ORDERINGS = List.of("not_atomic", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst");
    /** {@code bin_op} of llvm.atomicrmw (upstream spells and/or/xor with a leading underscore). */
    public static final List<String> RMW_KINDS = List.of("xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
            "fadd", "fsub", "fmax", "fmin");

    public static EnumAttr ordering(String o) { return new EnumAttr("llvm", ORDERING, o); }

    public static EnumAttr rmwKind(String k) { return new EnumAttr("llvm", "AtomicBinOp", k); }

    static void register() {
        AtomicrmwOp.DEF.register();
        CmpxchgOp.DEF.register();
        FenceOp.DEF.register();
    }

    /** cmpxchg's result type: the loaded value and the success flag. */
    public static Type pairType(Type t) { return new LLVMTypes.StructType(List.of(t, BuiltinTypes.I1), false); }

    private static void printSyncScope(Operation op, OpAsmPrinter p) {
        if (op.attr("syncscope") instanceof StringAttr s) p.print(" syncscope(").printAttribute(s).print(")");
    }

    private static void parseSyncScope(OpAsmParser p, OperationState st) {
        if (p.parseOptionalKeyword("syncscope")) {
            p.parsePunct("(");
            st.attributes.put("syncscope", new StringAttr(p.parseString()));
            p.parsePunct(")");
        }
    }

    private static EnumAttr parseOrdering(OpAsmParser p) {
        String o = p.parseKeywordOrIdent();
        if (!ORDERINGS.contains(o)) throw p.error("expected an atomic ordering, got '" + o + "'");
        return ordering(o);
    }

    private static final OpDef.CustomAsm RMW = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ");
            if (op.hasAttr("volatile_")) p.print("volatile ");
            p.print(((EnumAttr) op.attr("bin_op")).value()).print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
            printSyncScope(op, p);
            p.print(" ").print(((EnumAttr) op.attr("ordering")).value());
            p.printOptionalAttrDict(op.attributes(), Set.of("volatile_", "bin_op", "syncscope", "ordering"));
            p.print(" : ").printType(op.operand(0).type()).print(", ").printType(op.operand(1).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            if (p.parseOptionalKeyword("volatile")) st.attributes.put("volatile_", jcirc.ir.BuiltinAttrs.UNIT);
            st.attributes.put("bin_op", rmwKind(p.parseKeywordOrIdent()));
            OpAsmParser.UnresolvedOperand ptr = p.parseOperand();
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand val = p.parseOperand();
            parseSyncScope(p, st);
            st.attributes.put("ordering", parseOrdering(p));
            Type[] types = parseAttrsAndTypes(p, st);
            Type pt = types[0], vt = types[1];
            st.operands.add(p.resolveOperand(ptr, pt));
            st.operands.add(p.resolveOperand(val, vt));
            st.resultTypes.add(vt);
            return st.build();
        }
    };

    /** The end both ops share: {@code {attrs} : !llvm.ptr, T}; returns the pointer and value types. */
    private static Type[] parseAttrsAndTypes(OpAsmParser p, OperationState st) {
        p.parseOptionalAttrDict(st.attributes);
        p.parsePunct(":");
        Type pt = p.parseType();
        p.parsePunct(",");
        return new Type[] {pt, p.parseType()};
    }

    private static final OpDef.CustomAsm CMPXCHG_ASM = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ");
            if (op.hasAttr("weak")) p.print("weak ");
            if (op.hasAttr("volatile_")) p.print("volatile ");
            p.printOperand(op.operand(0)).print(", ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(2));
            printSyncScope(op, p);
            p.print(" ").print(((EnumAttr) op.attr("success_ordering")).value())
             .print(" ").print(((EnumAttr) op.attr("failure_ordering")).value());
            p.printOptionalAttrDict(op.attributes(), Set.of("weak", "volatile_", "syncscope", "success_ordering", "failure_ordering"));
            p.print(" : ").printType(op.operand(0).type()).print(", ").printType(op.operand(2).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            if (p.parseOptionalKeyword("weak")) st.attributes.put("weak", jcirc.ir.BuiltinAttrs.UNIT);
            if (p.parseOptionalKeyword("volatile")) st.attributes.put("volatile_", jcirc.ir.BuiltinAttrs.UNIT);
            OpAsmParser.UnresolvedOperand ptr = p.parseOperand();
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand cmp = p.parseOperand();
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand val = p.parseOperand();
            parseSyncScope(p, st);
            st.attributes.put("success_ordering", parseOrdering(p));
            st.attributes.put("failure_ordering", parseOrdering(p));
            Type[] types = parseAttrsAndTypes(p, st);
            Type pt = types[0], vt = types[1];
            st.operands.add(p.resolveOperand(ptr, pt));
            st.operands.add(p.resolveOperand(cmp, vt));
            st.operands.add(p.resolveOperand(val, vt));
            st.resultTypes.add(pairType(vt));
            return st.build();
        }
    };

    // %old = llvm.atomicrmw add %p, %v seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    public record AtomicrmwOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.atomicrmw").operand("ptr", LLVM_PTR).operand("val").result("res")
             .enumAttr("bin_op", "llvm", "AtomicBinOp").enumAttr("ordering", "llvm", ORDERING)
             .optionalAttr("syncscope", StringAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .optionalAttr("volatile_", UnitAttr.class)
             .customAsm(RMW)
             .verifier(op -> {
                 if (!op.operand(1).type().equals(op.result(0).type()))
                     throw new VerifyException(op, "expected LLVM IR result type to match type for operand #1");
                 String k = ((EnumAttr) op.attr("bin_op")).value();
                 if (!RMW_KINDS.contains(k)) throw new VerifyException(op, "unknown atomic bin_op '" + k + "'");
                 boolean fp = op.operand(1).type() instanceof BuiltinTypes.FloatType;
                 if (k.startsWith("f") && !fp) throw new VerifyException(op, "expected LLVM IR floating point type");
                 if (!k.startsWith("f") && !k.equals("xchg") && fp) throw new VerifyException(op, "expected LLVM IR integer type");
             });
    }

    // %r = llvm.cmpxchg weak %p, %cmp, %new seq_cst monotonic {alignment = 4 : i64} : !llvm.ptr, i32   (result !llvm.struct<(i32, i1)>)
    public record CmpxchgOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.cmpxchg").operand("ptr", LLVM_PTR).operand("cmp").operand("val").result("res")
             .enumAttr("success_ordering", "llvm", ORDERING).enumAttr("failure_ordering", "llvm", ORDERING)
             .optionalAttr("syncscope", StringAttr.class).optionalAttr("alignment", IntegerAttr.class)
             .optionalAttr("weak", UnitAttr.class).optionalAttr("volatile_", UnitAttr.class)
             .customAsm(CMPXCHG_ASM)
             .verifier(op -> {
                 if (!op.operand(1).type().equals(op.operand(2).type()))
                     throw new VerifyException(op, "expected both value operands to have the same type");
                 if (!op.result(0).type().equals(pairType(op.operand(2).type())))
                     throw new VerifyException(op, "result must be !llvm.struct<(T, i1)>");
                 String f = ((EnumAttr) op.attr("failure_ordering")).value();
                 if (f.equals("release") || f.equals("acq_rel")) throw new VerifyException(op, "failure ordering cannot be 'release' or 'acq_rel'");
             });
    }

    // llvm.fence seq_cst   /   llvm.fence syncscope("singlethread") acquire
    public record FenceOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.fence").enumAttr("ordering", "llvm", ORDERING).optionalAttr("syncscope", StringAttr.class)
             .format("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict");
    }
}
