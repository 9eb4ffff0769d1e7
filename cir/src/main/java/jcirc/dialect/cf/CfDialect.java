package jcirc.dialect.cf;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

import static jcirc.dialect.arith.UpstreamConstraints.*;

/**
 * The upstream {@code cf} dialect: unstructured branches between blocks of one region. Successor
 * operands are ordinary operands of the branch op, grouped by {@code operandSegmentSizes}.
 */
public final class CfDialect {
    private CfDialect() {}

    public static final String BR = CfOps.BrOp.NAME;
    public static final String COND_BR = CfOps.CondBrOp.NAME;
    public static final String SWITCH = CfOps.SwitchOp.NAME;

    public static void register() {
        CfOps.BrOp.DEF.register();

        CfOps.CondBrOp.DEF.register();

        CfOps.SwitchOp.DEF.register();
    }

    /** Operand lists of the case destinations of a {@code cf.switch}. */
    public static List<List<Value>> caseOperands(Operation sw) {
        List<Value> all = sw.operandGroup(2);
        List<List<Value>> r = new ArrayList<>();
        int at = 0;
        for (long n : ((DenseArrayAttr) sw.attr("case_operand_segments")).values()) {
            r.add(all.subList(at, at + (int) n));
            at += (int) n;
        }
        return r;
    }

    public static List<Long> caseValues(Operation sw) {
        DenseArrayAttr a = sw.attr("case_values", DenseArrayAttr.class);
        return a == null ? List.of() : a.values();
    }

    /** Builds the attributes of a {@code cf.switch} from case values and per-case operand lists. */
    public static Map<String, Attribute> switchAttrs(Type flagType, List<Long> values, int defaultOperands, List<Integer> caseOperandCounts) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        if (!values.isEmpty()) m.put("case_values", new DenseArrayAttr(flagType, values));
        List<Long> segs = new ArrayList<>();
        int total = 0;
        for (int c : caseOperandCounts) { segs.add((long) c); total += c; }
        m.put("case_operand_segments", new DenseArrayAttr(BuiltinTypes.I32, segs));
        m.put(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(BuiltinTypes.I32, List.of(1L, (long) defaultOperands, (long) total)));
        return m;
    }

    static void verifySuccessorOperands(Operation op, Block dest, List<Value> operands, int succIndex) {
        if (dest.numArguments() != operands.size())
            throw new VerifyException(op, "branch has " + operands.size() + " operands for successor #" + succIndex
                    + ", but target block has " + dest.numArguments());
        for (int i = 0; i < operands.size(); i++)
            if (!operands.get(i).type().equals(dest.argument(i).type()))
                throw new VerifyException(op, "type mismatch for bb argument #" + i + " of successor #" + succIndex);
    }

    static void verifySwitch(Operation op) {
        List<Long> values = caseValues(op);
        int cases = op.numSuccessors() - 1;
        if (values.size() != cases)
            throw new VerifyException(op, "number of case values (" + values.size() + ") should match number of case destinations (" + cases + ")");
        DenseArrayAttr vals = op.attr("case_values", DenseArrayAttr.class);
        if (vals != null && !vals.elementType().equals(op.operand(0).type()))
            throw new VerifyException(op, "'flag' type (" + op.operand(0).type().print() + ") should match case value type ("
                    + vals.elementType().print() + ")");
        List<List<Value>> caseOps = caseOperands(op);
        if (caseOps.size() != cases)
            throw new VerifyException(op, "number of case operand lists (" + caseOps.size() + ") should match number of case destinations");
        verifySuccessorOperands(op, op.successor(0), op.operandGroup(1), 0);
        for (int i = 0; i < cases; i++) verifySuccessorOperands(op, op.successor(i + 1), caseOps.get(i), i + 1);
    }

    /** {@code cf.switch %f : i32, [\n  default: ^bb1,\n  42: ^bb2(%x : i32)\n]} (one entry per line, as MLIR prints). */
    static final class SwitchAsm implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", [");
            // MLIR puts each entry on its own line, one level deeper than the op
            p.newline().print("  default: ").printSuccessorAndUseList(op.successor(0), op.operandGroup(1));
            List<Long> values = caseValues(op);
            List<List<Value>> caseOps = caseOperands(op);
            for (int i = 0; i < values.size(); i++) {
                p.print(",").newline().print("  " + values.get(i) + ": ").printSuccessorAndUseList(op.successor(i + 1), caseOps.get(i));
            }
            p.newline().print("]");
            p.printOptionalAttrDict(op.attributes(), Set.of("case_values", "case_operand_segments", OpDef.SEGMENTS_ATTR));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand flag = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.add(p.resolveOperand(flag, t));
            p.parsePunct(",");
            p.parsePunct("[");
            p.parseKeyword("default");
            p.parsePunct(":");
            List<Value> defOps = new ArrayList<>();
            st.successors.add(p.parseSuccessorAndUseList(defOps));
            List<Long> values = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            List<Value> caseOps = new ArrayList<>();
            while (p.parseOptionalPunct(",")) {
                values.add(p.parseSignedInteger());
                p.parsePunct(":");
                List<Value> ops = new ArrayList<>();
                st.successors.add(p.parseSuccessorAndUseList(ops));
                counts.add(ops.size());
                caseOps.addAll(ops);
            }
            p.parsePunct("]");
            st.operands.addAll(defOps);
            st.operands.addAll(caseOps);
            st.attributes.putAll(switchAttrs(t, values, defOps.size(), counts));
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    }
}
