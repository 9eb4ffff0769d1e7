package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.ArrayAttr;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.cir.CirTypes.IntType;
import jcirc.dialect.cir.CirTypes.VectorType;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;
import jcirc.ir.OpAsmParser.UnresolvedOperand;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The GNU vector ops of the cir dialect, with ClangIR's names and syntax: build a vector from
 * elements or from one scalar, read and replace an element, compare elementwise (giving a vector
 * of signed ints, -1 for true and 0 for false) and shuffle with constant or run-time indices.
 * Arithmetic on vectors uses {@code cir.binop}/{@code cir.unary}/{@code cir.cast} with vector operands.
 */
public final class CirVectorOps {
    private CirVectorOps() {}

    public static final String CREATE = VecCreateOp.NAME, EXTRACT = VecExtractOp.NAME, INSERT = VecInsertOp.NAME,
            CMP = VecCmpOp.NAME, SPLAT = VecSplatOp.NAME, SHUFFLE = VecShuffleOp.NAME, SHUFFLE_DYNAMIC = VecShuffleDynamicOp.NAME;

    static final TypeConstraint VECTOR = TypeConstraint.isA("CIR vector type", VectorType.class);

    private static VectorType vecType(Value v) { return (VectorType) v.type(); }

    private static String q(Type t) { return "'" + CirVerifiers.str(t) + "'"; }

    static void register() {
        VecCreateOp.DEF.register();

        VecExtractOp.DEF.register();

        VecInsertOp.DEF.register();

        VecCmpOp.DEF.register();

        VecSplatOp.DEF.register();

        VecShuffleOp.DEF.register();

        VecShuffleDynamicOp.DEF.register();
    }

    // (v4si){a, b, c, d}  ->  %v = cir.vec.create(%a, %b, %c, %d : !s32i, !s32i, !s32i, !s32i) : !cir.vector<!s32i x 4>
    public record VecCreateOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.create").summary("Create a vector value from its elements")
             .variadicOperand("elements").result("result", VECTOR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print("(").printOperands(op.operands());
                     if (op.numOperands() > 0) {
                         p.print(" : ");
                         List<Type> ts = new ArrayList<>();
                         for (Value v : op.operands()) ts.add(v.type());
                         p.printTypes(ts);
                     }
                     p.print(") : ").printType(op.result(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     p.parsePunct("(");
                     List<UnresolvedOperand> es = p.parseOperandList();
                     List<Type> ts = List.of();
                     if (!es.isEmpty()) { p.parsePunct(":"); ts = p.parseTypeList(); }
                     p.parsePunct(")");
                     p.parsePunct(":");
                     Type r = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     if (ts.size() != es.size()) throw p.error(es.size() + " operands present, but expected " + ts.size());
                     st.operands.addAll(p.resolveOperands(es, ts));
                     st.resultTypes.add(r);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 VectorType vt = vecType(op.result(0));
                 if (op.numOperands() != vt.size())
                     throw new VerifyException(op, "operand count of " + op.numOperands() + " doesn't match vector type "
                             + q(vt) + " element count of " + vt.size());
                 for (Value v : op.operands())
                     if (!v.type().equals(vt.element()))
                         throw new VerifyException(op, "operand type " + q(v.type()) + " doesn't match vector element type "
                                 + q(vt.element()));
             });
    }

    // v[i]  ->  %e = cir.vec.extract %v[%i : !s32i] : !cir.vector<!s32i x 4>
    public record VecExtractOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.extract").summary("Extract one element from a vector value")
             .operand("vec", VECTOR).operand("index", CirDialect.INT).result("result")
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print("[").printOperand(op.operand(1)).print(" : ").printType(op.operand(1).type())
                      .print("] : ").printType(op.operand(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand v = p.parseOperand();
                     p.parsePunct("[");
                     UnresolvedOperand i = p.parseOperand();
                     p.parsePunct(":");
                     Type it = p.parseType();
                     p.parsePunct("]");
                     p.parsePunct(":");
                     Type vt = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     if (!(vt instanceof VectorType t)) throw p.error("expected a !cir.vector type");
                     st.operands.add(p.resolveOperand(v, vt));
                     st.operands.add(p.resolveOperand(i, it));
                     st.resultTypes.add(t.element());
                     return st.build();
                 }
             })
             .verifier(op -> {
                 if (!op.result(0).type().equals(vecType(op.operand(0)).element()))
                     throw new VerifyException(op, "result type must be the vector's element type " + q(vecType(op.operand(0)).element()));
             });
    }

    // v[i] = x  ->  %w = cir.vec.insert %x, %v[%i : !s32i] : !cir.vector<!s32i x 4>
    public record VecInsertOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.insert").summary("Replace one element of a vector value")
             .operand("vec", VECTOR).operand("value").operand("index", CirDialect.INT).result("result", VECTOR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0)).print("[").printOperand(op.operand(2))
                      .print(" : ").printType(op.operand(2).type()).print("] : ").printType(op.operand(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand x = p.parseOperand();
                     p.parsePunct(",");
                     UnresolvedOperand v = p.parseOperand();
                     p.parsePunct("[");
                     UnresolvedOperand i = p.parseOperand();
                     p.parsePunct(":");
                     Type it = p.parseType();
                     p.parsePunct("]");
                     p.parsePunct(":");
                     Type vt = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     if (!(vt instanceof VectorType t)) throw p.error("expected a !cir.vector type");
                     st.operands.add(p.resolveOperand(v, vt));
                     st.operands.add(p.resolveOperand(x, t.element()));
                     st.operands.add(p.resolveOperand(i, it));
                     st.resultTypes.add(vt);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 VectorType vt = vecType(op.operand(0));
                 if (!op.operand(1).type().equals(vt.element()))
                     throw new VerifyException(op, "value type " + q(op.operand(1).type()) + " must be the vector's element type "
                             + q(vt.element()));
                 if (!op.result(0).type().equals(vt)) throw new VerifyException(op, "result type must be the vector's type");
             });
    }

    // a < b  ->  %c = cir.vec.cmp(lt, %a, %b) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    public record VecCmpOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.cmp").summary("Compare two vectors elementwise (true: -1, false: 0)")
             .attr("kind", EnumAttr.class).operand("lhs", VECTOR).operand("rhs", VECTOR).result("result", VECTOR)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print("(").print(((EnumAttr) op.attr("kind")).value()).print(", ").printOperand(op.operand(0)).print(", ")
                      .printOperand(op.operand(1)).print(") : ").printType(op.operand(0).type()).print(", ").printType(op.result(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of("kind"));
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     p.parsePunct("(");
                     st.attributes.put("kind", CirEnums.CMP_KIND.parse(p));
                     p.parsePunct(",");
                     UnresolvedOperand a = p.parseOperand();
                     p.parsePunct(",");
                     UnresolvedOperand b = p.parseOperand();
                     p.parsePunct(")");
                     p.parsePunct(":");
                     Type t = p.parseType();
                     p.parsePunct(",");
                     Type r = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     st.operands.addAll(p.resolveOperands(List.of(a, b), List.of(t, t)));
                     st.resultTypes.add(r);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 CirVerifiers.requireEnum(op, "kind", CirEnums.CMP_KIND);
                 VectorType in = vecType(op.operand(0)), out = vecType(op.result(0));
                 if (!(in.element() instanceof IntType || in.element() instanceof CirTypes.FloatType))
                     throw new VerifyException(op, "operands must be vectors of integers or floating point, but got " + q(in));
                 if (out.size() != in.size() || !(out.element() instanceof IntType it && it.signed()
                         && it.width() == CirVerifiers.bitWidth(in.element())))
                     throw new VerifyException(op, "result must be a vector of " + in.size() + " signed integers as wide as the operands' elements, but got "
                             + q(out));
             });
    }

    // (v4si){x, x, x, x}, v + 1  ->  %v = cir.vec.splat %x : !s32i, !cir.vector<!s32i x 4>
    public record VecSplatOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.splat").summary("A vector with every element equal to one scalar")
             .operand("value").result("result", VECTOR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", ").printType(op.result(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand x = p.parseOperand();
                     p.parsePunct(":");
                     Type t = p.parseType();
                     p.parsePunct(",");
                     Type r = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     st.operands.add(p.resolveOperand(x, t));
                     st.resultTypes.add(r);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 if (!op.operand(0).type().equals(vecType(op.result(0)).element()))
                     throw new VerifyException(op, "operand type " + q(op.operand(0).type()) + " must be the element type "
                             + q(vecType(op.result(0)).element()));
             });
    }

    // __builtin_shufflevector(a, b, 0, 4)  ->
    //   %r = cir.vec.shuffle(%a, %b : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, #cir.int<4> : !s64i] : !cir.vector<!s32i x 2>
    public record VecShuffleOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.shuffle").summary("Select elements of two vectors by constant indices")
             .operand("vec1", VECTOR).operand("vec2", VECTOR).attr("indices", ArrayAttr.class).result("result", VECTOR)
             .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print("(").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1)).print(" : ")
                      .printType(op.operand(0).type()).print(") [");
                     List<Attribute> idx = ((ArrayAttr) op.attr("indices")).elements();
                     for (int i = 0; i < idx.size(); i++) { if (i > 0) p.print(", "); p.printAttribute(idx.get(i)); }
                     p.print("] : ").printType(op.result(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of("indices"));
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     p.parsePunct("(");
                     UnresolvedOperand a = p.parseOperand();
                     p.parsePunct(",");
                     UnresolvedOperand b = p.parseOperand();
                     p.parsePunct(":");
                     Type t = p.parseType();
                     p.parsePunct(")");
                     p.parsePunct("[");
                     List<Attribute> idx = new ArrayList<>();
                     if (!p.parseOptionalPunct("]")) {
                         do idx.add(p.parseAttribute()); while (p.parseOptionalPunct(","));
                         p.parsePunct("]");
                     }
                     p.parsePunct(":");
                     Type r = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     st.attributes.put("indices", new ArrayAttr(idx));
                     st.operands.addAll(p.resolveOperands(List.of(a, b), List.of(t, t)));
                     st.resultTypes.add(r);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 VectorType in = vecType(op.operand(0)), out = vecType(op.result(0));
                 List<Attribute> idx = ((ArrayAttr) op.attr("indices")).elements();
                 if (!out.element().equals(in.element()) || out.size() != idx.size())
                     throw new VerifyException(op, "result must be a vector of " + idx.size() + " " + q(in.element()) + " elements");
                 for (Attribute a : idx) {
                     if (!(a instanceof CirAttrs.IntAttr ia)) throw new VerifyException(op, "indices must be #cir.int attributes");
                     long i = ia.value().longValue();
                     if (i < -1 || i >= 2 * in.size()) throw new VerifyException(op, "index " + i + " is out of range for two vectors of " + in.size());
                 }
             });
    }

    // __builtin_shuffle(v, mask)  ->  %r = cir.vec.shuffle.dynamic %v : !cir.vector<!s32i x 4>, %mask : !cir.vector<!s32i x 4>
    public record VecShuffleDynamicOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.vec.shuffle.dynamic").summary("Select elements of a vector by run-time indices (taken modulo the length)")
             .operand("vec", VECTOR).operand("indices", VECTOR).result("result", VECTOR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", ")
                      .printOperand(op.operand(1)).print(" : ").printType(op.operand(1).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand v = p.parseOperand();
                     p.parsePunct(":");
                     Type t = p.parseType();
                     p.parsePunct(",");
                     UnresolvedOperand m = p.parseOperand();
                     p.parsePunct(":");
                     Type mt = p.parseType();
                     p.parseOptionalAttrDict(st.attributes);
                     st.operands.add(p.resolveOperand(v, t));
                     st.operands.add(p.resolveOperand(m, mt));
                     st.resultTypes.add(t);
                     return st.build();
                 }
             })
             .verifier(op -> {
                 VectorType v = vecType(op.operand(0)), m = vecType(op.operand(1));
                 if (!(m.element() instanceof IntType) || m.size() != v.size())
                     throw new VerifyException(op, "indices must be a vector of " + v.size() + " integers, but got " + q(m));
                 if (!op.result(0).type().equals(v)) throw new VerifyException(op, "result type must be the vector's type");
             });
    }
}
