package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.OpAsmParser;
import jcirc.ir.OpAsmPrinter;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.OperationState;
import jcirc.ir.Type;

import java.util.Set;

/**
 * Syntax of the label-address ops, as MLIR 20 spells them (MLIR 19 has none of them):
 * <pre>
 * %a = llvm.blockaddress &lt;function = @f, tag = &lt;id = 1&gt;&gt; : !llvm.ptr
 * llvm.blocktag &lt;id = 1&gt;
 * llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]
 * </pre>
 */
public final class LabelAddressAsm {
    private LabelAddressAsm() {}

    static final OpDef.CustomAsm BLOCK_ADDRESS = new OpDef.CustomAsm() {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" <function = " + ((BuiltinAttrs.SymbolRefAttr) op.attr("function")).print()
                    + ", tag = <id = " + ((BuiltinAttrs.IntegerAttr) op.attr("tag")).longValue() + ">>");
            p.printOptionalAttrDict(op.attributes(), Set.of("function", "tag"));
            p.print(" : ").printType(op.result(0).type());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("<");
            p.parseKeyword("function");
            p.parsePunct("=");
            st.attributes.put("function", BuiltinAttrs.sym(p.parseSymbolName()));
            p.parsePunct(",");
            p.parseKeyword("tag");
            p.parsePunct("=");
            st.attributes.put("tag", new BuiltinAttrs.IntegerAttr(tagId(p), BuiltinTypes.I32));
            p.parsePunct(">");
            p.parseOptionalAttrDict(st.attributes);
            p.parsePunct(":");
            st.resultTypes.add(p.parseType());
            return st.build();
        }
    };

    static final OpDef.CustomAsm BLOCK_TAG = new OpDef.CustomAsm() {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" <id = " + ((BuiltinAttrs.IntegerAttr) op.attr("tag")).longValue() + ">");
            p.printOptionalAttrDict(op.attributes(), Set.of("tag"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            st.attributes.put("tag", new BuiltinAttrs.IntegerAttr(tagId(p), BuiltinTypes.I32));
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };

    /** {@code %addr : T, [^bb1, ^bb2]}: llvm.indirectbr, and cir.indirect_br (whose list is empty until flattening). */
    public static final OpDef.CustomAsm INDIRECT_BR = new OpDef.CustomAsm() {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", [");
            for (int i = 0; i < op.numSuccessors(); i++) {
                if (i > 0) p.print(", ");
                p.printSuccessor(op.successor(i));
            }
            p.print("]");
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            var addr = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(",");
            p.parsePunct("[");
            if (!p.parseOptionalPunct("]")) {
                do st.successors.add(p.parseSuccessor()); while (p.parseOptionalPunct(","));
                p.parsePunct("]");
            }
            p.parseOptionalAttrDict(st.attributes);
            st.operands.add(p.resolveOperand(addr, t));
            return st.build();
        }
    };

    /** {@code <id = N>} */
    private static long tagId(OpAsmParser p) {
        p.parsePunct("<");
        p.parseKeyword("id");
        p.parsePunct("=");
        long id = p.parseInteger();
        p.parsePunct(">");
        return id;
    }
}
