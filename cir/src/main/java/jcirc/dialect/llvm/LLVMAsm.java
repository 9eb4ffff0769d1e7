package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

import static jcirc.dialect.llvm.LLVMDialect.*;

/** Printers and parsers of the llvm ops whose upstream syntax is hand-written (LLVMDialect.cpp). */
final class LLVMAsm {
    private LLVMAsm() {}

    // llvm.mlir.constant(1 : i64) : i64
    static final OpDef.CustomAsm CONSTANT = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print("(").printAttribute(jcirc.dialect.arith.ArithDialect.normalizedAttr(op.attr("value"))).print(")");
            p.printOptionalAttrDict(op.attributes(), Set.of("value"));
            p.print(" : ").printType(op.result(0).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            Attribute v = p.parseAttribute();
            if (v instanceof BoolAttr b) v = new IntegerAttr(b.value() ? 1 : 0, BuiltinTypes.I1);
            st.attributes.put("value", v);
            p.parsePunct(")");
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            st.resultTypes.add(p.parseType());
            return st.build();
        }
    };

    // llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
    // llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
    // llvm.mlir.global private @h() {addr_space = 0 : i32} : !llvm.array<2 x i32> { ... llvm.return %0 : ... }
    static final OpDef.CustomAsm GLOBAL = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").print(((EnumAttr) op.attr("linkage")).value()).print(" ");
            if (op.hasAttr("thread_local_")) p.print("thread_local ");
            if (op.hasAttr("constant")) p.print("constant ");
            p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
            p.print("(");
            Attribute v = op.attr("value");
            if (v != null) p.printAttribute(jcirc.dialect.arith.ArithDialect.normalizedAttr(v));
            p.print(")");
            p.printOptionalAttrDict(op.attributes(), Set.of("sym_name", "global_type", "constant", "value", "linkage", "thread_local_"));
            if (v instanceof StringAttr) return;
            p.print(" : ").printType(((TypeAttr) op.attr("global_type")).type());
            if (!op.region(0).isEmpty()) {
                p.print(" ");
                p.printRegion(op.region(0), false, true);
            }
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            String linkage = "external";
            for (String l : jcirc.dialect.func.FunctionAsm.LINKAGES) if (p.parseOptionalKeyword(l)) { linkage = l; break; }
            st.attributes.put("linkage", new EnumAttr("llvm", "linkage", linkage));
            if (p.parseOptionalKeyword("thread_local")) st.attributes.put("thread_local_", jcirc.ir.BuiltinAttrs.UNIT);
            if (p.parseOptionalKeyword("constant")) st.attributes.put("constant", jcirc.ir.BuiltinAttrs.UNIT);
            st.attributes.put("sym_name", new StringAttr(p.parseSymbolName()));
            p.parsePunct("(");
            Attribute v = null;
            if (!p.parseOptionalPunct(")")) {
                v = p.parseAttribute();
                st.attributes.put("value", v);
                p.parsePunct(")");
            }
            p.parseOptionalAttrDict(st.attributes);
            Type t;
            if (v instanceof StringAttr s && !p.peekPunct(":")) {
                t = new LLVMTypes.ArrayType(BuiltinTypes.I8, s.value().length());
            } else {
                p.parsePunct(":");
                t = p.parseType();
            }
            st.attributes.put("global_type", new TypeAttr(t));
            p.parseOptionalRegion(st.addRegion(), List.of());
            return st.build();
        }
    };

    // llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    static final OpDef.CustomAsm GEP = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ");
            if (op.hasAttr("inbounds")) p.print("inbounds ");
            p.printOperand(op.operand(0)).print("[");
            int d = 1, i = 0;
            for (long v : ((DenseArrayAttr) op.attr("rawConstantIndices")).values()) {
                if (i++ > 0) p.print(", ");
                if (v == DYNAMIC_INDEX) p.printOperand(op.operand(d++));
                else p.print(Long.toString(v));
            }
            p.print("]");
            p.printOptionalAttrDict(op.attributes(), Set.of("rawConstantIndices", "elem_type", "inbounds"));
            List<Type> in = new ArrayList<>();
            for (Value v : op.operands()) in.add(v.type());
            p.print(" : ").printType(new BuiltinTypes.FunctionType(in, op.resultTypes()));
            p.print(", ").printType(((TypeAttr) op.attr("elem_type")).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            if (p.parseOptionalKeyword("inbounds")) st.attributes.put("inbounds", jcirc.ir.BuiltinAttrs.UNIT);
            OpAsmParser.UnresolvedOperand base = p.parseOperand();
            p.parsePunct("[");
            List<Long> raw = new ArrayList<>();
            List<OpAsmParser.UnresolvedOperand> dyn = new ArrayList<>();
            if (!p.parseOptionalPunct("]")) {
                do {
                    OpAsmParser.UnresolvedOperand o = p.parseOptionalOperand();
                    if (o != null) { dyn.add(o); raw.add(DYNAMIC_INDEX); }
                    else {
                        raw.add(p.parseSignedInteger());
                    }
                } while (p.parseOptionalPunct(","));
                p.parsePunct("]");
            }
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type ft = p.parseType();
            if (!(ft instanceof BuiltinTypes.FunctionType f) || f.inputs().size() != dyn.size() + 1)
                throw p.error("expected a function type with " + (dyn.size() + 1) + " inputs");
            p.parsePunct(",");
            st.attributes.put("elem_type", new TypeAttr(p.parseType()));
            st.attributes.put("rawConstantIndices", new DenseArrayAttr(BuiltinTypes.I32, raw));
            List<OpAsmParser.UnresolvedOperand> all = new ArrayList<>();
            all.add(base);
            all.addAll(dyn);
            st.operands.addAll(p.resolveOperands(all, f.inputs()));
            st.resultTypes.addAll(f.results());
            return st.build();
        }
    };

    // llvm.call @f(%a) vararg(!llvm.func<i32 (ptr, ...)>) : (i32) -> i32   /   llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
    static final OpDef.CustomAsm CALL = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            SymbolRefAttr callee = op.attr("callee", SymbolRefAttr.class);
            p.print(" ");
            List<Value> args = op.operands();
            if (callee != null) p.printSymbolName(callee.root());
            else { p.printOperand(args.get(0)); args = args.subList(1, args.size()); }
            p.print("(").printOperands(args).print(")");
            if (op.attr("var_callee_type") instanceof TypeAttr t) p.print(" vararg(").printType(t.type()).print(")");
            p.printOptionalAttrDict(op.attributes(), Set.of("callee", "var_callee_type"));
            p.print(" : ");
            if (callee == null) p.printType(op.operand(0).type()).print(", ");
            List<Type> in = new ArrayList<>();
            for (Value v : args) in.add(v.type());
            p.printType(new BuiltinTypes.FunctionType(in, op.resultTypes()));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            String sym = p.parseOptionalSymbolName();
            OpAsmParser.UnresolvedOperand fp = null;
            if (sym != null) st.attributes.put("callee", new SymbolRefAttr(sym));
            else fp = p.parseOperand();
            p.parsePunct("(");
            List<OpAsmParser.UnresolvedOperand> args = p.parseOperandList();
            p.parsePunct(")");
            if (p.parseOptionalKeyword("vararg")) {
                p.parsePunct("(");
                st.attributes.put("var_callee_type", new TypeAttr(p.parseType()));
                p.parsePunct(")");
            }
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            if (fp != null) {
                Type ptr = p.parseType();
                p.parsePunct(",");
                st.operands.add(p.resolveOperand(fp, ptr));
            }
            Type t = p.parseType();
            if (!(t instanceof BuiltinTypes.FunctionType ft)) throw p.error("expected function type");
            st.operands.addAll(p.resolveOperands(args, ft.inputs()));
            st.resultTypes.addAll(ft.results());
            return st.build();
        }
    };

    // %c = llvm.icmp "slt" %a, %b : i32
    static OpDef.CustomAsm cmp(Type resultType) {
        return new OpDef.CustomAsm() {
            @Override public void print(Operation op, OpAsmPrinter p) {
                p.print(" ").printString(((EnumAttr) op.attr("predicate")).value()).print(" ")
                 .printOperand(op.operand(0)).print(", ").printOperand(op.operand(1));
                p.printOptionalAttrDict(op.attributes(), Set.of("predicate"));
                p.print(" : ").printType(op.operand(0).type());
            }

            @Override public Operation parse(OpAsmParser p, OperationState st) {
                String pred = p.parseString();
                String enumName = st.name.equals("llvm.icmp") ? "ICmpPredicate" : "FCmpPredicate";
                st.attributes.put("predicate", new EnumAttr("llvm", enumName, pred));
                OpAsmParser.UnresolvedOperand a = p.parseOperand();
                p.parsePunct(",");
                OpAsmParser.UnresolvedOperand b = p.parseOperand();
                p.parseOptionalAttrDict(st.attributes);
                p.parsePunct(":");
                Type t = p.parseType();
                st.operands.add(p.resolveOperand(a, t));
                st.operands.add(p.resolveOperand(b, t));
                st.resultTypes.add(resultType);
                return st.build();
            }
        };
    }

    private static void printPosition(OpAsmPrinter p, Attribute pos) {
        p.print("[");
        int i = 0;
        for (long v : ((DenseArrayAttr) pos).values()) { if (i++ > 0) p.print(", "); p.print(Long.toString(v)); }
        p.print("]");
    }

    private static List<Long> parsePosition(OpAsmParser p) {
        p.parsePunct("[");
        List<Long> r = new ArrayList<>();
        if (p.parseOptionalPunct("]")) return r;
        do { r.add(p.parseInteger()); } while (p.parseOptionalPunct(","));
        p.parsePunct("]");
        return r;
    }

    /** The member type at {@code position} inside an llvm struct/array type. */
    static Type memberType(Type container, List<Long> position) {
        Type t = container;
        for (long i : position) {
            if (t instanceof LLVMTypes.StructType s && i >= 0 && i < s.body().size()) t = s.body().get((int) i);
            else if (t instanceof LLVMTypes.ArrayType a && i >= 0 && i < a.size()) t = a.element();
            else return null;
        }
        return t;
    }

    // %e = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>       (trailing space, as upstream prints it)
    static final OpDef.CustomAsm EXTRACT_VALUE = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0));
            printPosition(p, op.attr("position"));
            p.printOptionalAttrDict(op.attributes(), Set.of("position"));
            p.print(" : ").printType(op.operand(0).type()).print(" ");
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand c = p.parseOperand();
            List<Long> pos = parsePosition(p);
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type t = p.parseType();
            Type m = memberType(t, pos);
            if (m == null) throw p.error("invalid position for type " + t.print());
            st.attributes.put("position", new DenseArrayAttr(BuiltinTypes.I64, pos));
            st.operands.add(p.resolveOperand(c, t));
            st.resultTypes.add(m);
            return st.build();
        }
    };

    // %s2 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f64)>
    static final OpDef.CustomAsm INSERT_VALUE = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(1)).print(", ").printOperand(op.operand(0));
            printPosition(p, op.attr("position"));
            p.printOptionalAttrDict(op.attributes(), Set.of("position"));
            p.print(" : ").printType(op.operand(0).type()).print(" ");
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand v = p.parseOperand();
            p.parsePunct(",");
            OpAsmParser.UnresolvedOperand c = p.parseOperand();
            List<Long> pos = parsePosition(p);
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type t = p.parseType();
            Type m = memberType(t, pos);
            if (m == null) throw p.error("invalid position for type " + t.print());
            st.attributes.put("position", new DenseArrayAttr(BuiltinTypes.I64, pos));
            st.operands.add(p.resolveOperand(c, t));
            st.operands.add(p.resolveOperand(v, m));
            st.resultTypes.add(t);
            return st.build();
        }
    };

    // %r = llvm.fadd %a, %b  : f64   /   %r = llvm.fneg %a  : f64
    static final OpDef.CustomAsm FLOAT_ARITH = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperands(op.operands()).print(" ");
            p.printOptionalAttrDict(op.attributes(), Set.of());
            p.print(" : ").printType(op.result(0).type());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            List<OpAsmParser.UnresolvedOperand> ops = p.parseOperandList();
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.addAll(p.resolveOperands(ops, Collections.nCopies(ops.size(), t)));
            st.resultTypes.add(t);
            return st.build();
        }
    };
}
