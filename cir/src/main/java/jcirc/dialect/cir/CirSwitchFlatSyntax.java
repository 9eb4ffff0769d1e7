package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.DenseArrayAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.OpAsmParser;
import jcirc.ir.OpAsmPrinter;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.OperationState;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The syntax of {@code cir.switch.flat} (ClangIR's), one case per line:
 * <pre>
 *   cir.switch.flat %x : !s32i, ^bb1 [
 *     1: ^bb2,
 *     -3: ^bb3
 *   ]
 * </pre>
 * The case values are kept as a dense array of the signless integer type of the condition's width.
 */
public final class CirSwitchFlatSyntax implements OpDef.CustomAsm {
    @Override public void print(Operation op, OpAsmPrinter p) {
        p.print(" ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(", ")
         .printSuccessor(op.successor(0)).print(" [");
        List<Long> values = op.attr("case_values", DenseArrayAttr.class).values();
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) p.print(",");
            p.newline().print("  " + values.get(i) + ": ").printSuccessor(op.successor(i + 1));
        }
        if (!values.isEmpty()) p.newline();
        p.print("]");
        p.printOptionalAttrDict(op.attributes(), Set.of("case_values"));
    }

    @Override public Operation parse(OpAsmParser p, OperationState st) {
        OpAsmParser.UnresolvedOperand x = p.parseOperand();
        p.parsePunct(":");
        Type t = p.parseType();
        st.operands.add(p.resolveOperand(x, t));
        p.parsePunct(",");
        st.successors.add(p.parseSuccessor());
        p.parsePunct("[");
        List<Long> values = new ArrayList<>();
        if (!p.parseOptionalPunct("]")) {
            do {
                values.add(p.parseSignedInteger());
                p.parsePunct(":");
                st.successors.add(p.parseSuccessor());
            } while (p.parseOptionalPunct(","));
            p.parsePunct("]");
        }
        st.attributes.put("case_values", new DenseArrayAttr(BuiltinTypes.i(t instanceof CirTypes.IntType it ? it.width() : 64), values));
        p.parseOptionalAttrDict(st.attributes);
        return st.build();
    }
}
