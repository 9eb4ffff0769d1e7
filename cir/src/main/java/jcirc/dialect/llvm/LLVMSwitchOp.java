package jcirc.dialect.llvm;

import jcirc.dialect.cf.CfDialect;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;


/**
 * {@code llvm.switch} (what {@code convert-cf-to-llvm} makes of {@code cf.switch}), printed as upstream:
 * <pre>
 *   llvm.switch %x : i32, ^bb1 [
 *     42: ^bb2(%y : i32)
 *   ]
 * </pre>
 * Attributes as {@code cf.switch}'s: {@code case_values} (kept as a dense array of the flag type;
 * upstream's is a dense elements attribute, which only the generic form shows),
 * {@code case_operand_segments}, {@code operandSegmentSizes} (value, default operands, case operands).
 */
public final class LLVMSwitchOp {
    private LLVMSwitchOp() {}

    public static final String NAME = LLVMOps.SwitchOp.NAME;

    /** The custom syntax of {@link LLVMOps.SwitchOp}. */
    static final class Asm implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", ")
             .printSuccessorAndUseList(op.successor(0), op.operandGroup(1)).print(" [");
            List<Long> values = CfDialect.caseValues(op);
            List<List<Value>> caseOps = CfDialect.caseOperands(op);
            for (int i = 0; i < values.size(); i++) {
                if (i > 0) p.print(",");
                p.newline().print("  " + values.get(i) + ": ").printSuccessorAndUseList(op.successor(i + 1), caseOps.get(i));
            }
            if (!values.isEmpty()) p.newline();
            p.print("]");
            p.printOptionalAttrDict(op.attributes(), Set.of("case_values", "case_operand_segments", OpDef.SEGMENTS_ATTR));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand flag = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.add(p.resolveOperand(flag, t));
            p.parsePunct(",");
            List<Value> defOps = new ArrayList<>();
            st.successors.add(p.parseSuccessorAndUseList(defOps));
            p.parsePunct("[");
            List<Long> values = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            List<Value> caseOps = new ArrayList<>();
            if (!p.parseOptionalPunct("]")) {
                do {
                    values.add(p.parseSignedInteger());
                    p.parsePunct(":");
                    List<Value> ops = new ArrayList<>();
                    st.successors.add(p.parseSuccessorAndUseList(ops));
                    counts.add(ops.size());
                    caseOps.addAll(ops);
                } while (p.parseOptionalPunct(","));
                p.parsePunct("]");
            }
            st.operands.addAll(defOps);
            st.operands.addAll(caseOps);
            st.attributes.putAll(CfDialect.switchAttrs(t, values, defOps.size(), counts));
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    }
}
