package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.DenseArrayAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The llvm dialect's vector element ops on builtin {@code vector<NxT>} values, printed as
 * mlir-opt-19 prints them: {@code llvm.extractelement}, {@code llvm.insertelement},
 * {@code llvm.shufflevector}.
 */
public final class LLVMVectorOps {
    private LLVMVectorOps() {}

    public static final String EXTRACT = ExtractelementOp.NAME, INSERT = InsertelementOp.NAME, SHUFFLE = ShufflevectorOp.NAME;

    static final TypeConstraint VECTOR = TypeConstraint.isA("LLVM dialect-compatible vector type", BuiltinTypes.VectorType.class);

    static void register() {
        ExtractelementOp.DEF.register();
        InsertelementOp.DEF.register();
        ShufflevectorOp.DEF.register();
    }

    /** Integer position operands. */
    private static final class UpstreamInt {
        static final TypeConstraint INT = jcirc.dialect.arith.UpstreamConstraints.SIGNLESS_INT;
    }

    // v[i]  ->  %e = llvm.extractelement %v[%i : i32] : vector<4xi32>
    public record ExtractelementOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.extractelement").operand("vector", VECTOR).operand("position", UpstreamInt.INT).result("res")
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print("[").printOperand(op.operand(1)).print(" : ")
                      .printType(op.operand(1).type()).print("]");
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                     p.print(" : ").printType(op.operand(0).type());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     OpAsmParser.UnresolvedOperand v = p.parseOperand();
                     p.parsePunct("[");
                     OpAsmParser.UnresolvedOperand i = p.parseOperand();
                     p.parsePunct(":");
                     Type it = p.parseType();
                     p.parsePunct("]");
                     p.parseOptionalAttrDict(st.attributes);
                     p.parsePunct(":");
                     Type vt = p.parseType();
                     if (!(vt instanceof BuiltinTypes.VectorType vec)) throw p.error("expected a vector type");
                     st.operands.add(p.resolveOperand(v, vt));
                     st.operands.add(p.resolveOperand(i, it));
                     st.resultTypes.add(vec.element());
                     return st.build();
                 }
             })
             .verifier(op -> {
                 if (!op.result(0).type().equals(((BuiltinTypes.VectorType) op.operand(0).type()).element()))
                     throw new VerifyException(op, "result type must be the vector's element type");
             });
    }

    // v[i] = x  ->  %w = llvm.insertelement %x, %v[%i : i32] : vector<4xi32>
    public record InsertelementOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.insertelement").operand("vector", VECTOR).operand("value").operand("position", UpstreamInt.INT).result("res", VECTOR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0)).print("[")
                      .printOperand(op.operand(2)).print(" : ").printType(op.operand(2).type()).print("]");
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                     p.print(" : ").printType(op.operand(0).type());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     OpAsmParser.UnresolvedOperand x = p.parseOperand();
                     p.parsePunct(",");
                     OpAsmParser.UnresolvedOperand v = p.parseOperand();
                     p.parsePunct("[");
                     OpAsmParser.UnresolvedOperand i = p.parseOperand();
                     p.parsePunct(":");
                     Type it = p.parseType();
                     p.parsePunct("]");
                     p.parseOptionalAttrDict(st.attributes);
                     p.parsePunct(":");
                     Type vt = p.parseType();
                     if (!(vt instanceof BuiltinTypes.VectorType vec)) throw p.error("expected a vector type");
                     st.operands.add(p.resolveOperand(v, vt));
                     st.operands.add(p.resolveOperand(x, vec.element()));
                     st.operands.add(p.resolveOperand(i, it));
                     st.resultTypes.add(vt);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 BuiltinTypes.VectorType vt = (BuiltinTypes.VectorType) op.operand(0).type();
                 if (!op.operand(1).type().equals(vt.element()) || !op.result(0).type().equals(vt))
                     throw new VerifyException(op, "value must have the vector's element type and the result the vector's type");
             });
    }

    // __builtin_shufflevector(a, b, 0, 4)  ->  %r = llvm.shufflevector %a, %b [0, 4] : vector<4xi32>   (trailing space, as upstream)
    public record ShufflevectorOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("llvm.shufflevector").operand("v1", VECTOR).operand("v2", VECTOR).attr("mask", DenseArrayAttr.class).result("res", VECTOR)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1)).print(" [");
                     List<Long> m = ((DenseArrayAttr) op.attr("mask")).values();
                     for (int i = 0; i < m.size(); i++) p.print((i > 0 ? ", " : "") + m.get(i));
                     p.print("]");
                     p.printOptionalAttrDict(op.attributes(), Set.of("mask"));
                     p.print(" : ").printType(op.operand(0).type()).print(" ");
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     OpAsmParser.UnresolvedOperand a = p.parseOperand();
                     p.parsePunct(",");
                     OpAsmParser.UnresolvedOperand b = p.parseOperand();
                     p.parsePunct("[");
                     List<Long> mask = new ArrayList<>();
                     if (!p.parseOptionalPunct("]")) {
                         do mask.add(p.parseInteger()); while (p.parseOptionalPunct(","));
                         p.parsePunct("]");
                     }
                     p.parseOptionalAttrDict(st.attributes);
                     p.parsePunct(":");
                     Type vt = p.parseType();
                     if (!(vt instanceof BuiltinTypes.VectorType vec)) throw p.error("expected a vector type");
                     st.attributes.put("mask", new DenseArrayAttr(BuiltinTypes.I32, mask));
                     st.operands.addAll(p.resolveOperands(List.of(a, b), List.of(vt, vt)));
                     st.resultTypes.add(new BuiltinTypes.VectorType(mask.size(), vec.element()));
                     return st.build();
                 }
             })
             .verifier(op -> {
                 BuiltinTypes.VectorType vt = (BuiltinTypes.VectorType) op.operand(0).type();
                 List<Long> m = ((DenseArrayAttr) op.attr("mask")).values();
                 if (!op.result(0).type().equals(new BuiltinTypes.VectorType(m.size(), vt.element())))
                     throw new VerifyException(op, "result must be a vector of the mask's length of the operands' element type");
                 for (long i : m)
                     if (i < -1 || i >= 2 * vt.size()) throw new VerifyException(op, "mask index " + i + " out of range");
             });
    }
}
