package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.OpAsmParser;
import jcirc.ir.OpAsmPrinter;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.OperationState;
import jcirc.ir.Type;

import java.util.List;
import java.util.Set;

/**
 * Syntax of {@code cir.asm} (GNU inline assembly, template and constraints already in LLVM's form):
 * <pre>
 * %r = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}") side_effects (%a, %b : !s32i, !s32i) -> !s32i
 * cir.asm(x86_att, "", "~{memory},~{dirflag},~{fpsr},~{flags}") side_effects
 * cir.asm(x86_att, "movl $1, $0", "=*m,r") operand_attrs = [{elementtype = !s32i}, {}] (%p, %v : !cir.ptr<!s32i>, !s32i)
 * </pre>
 */
final class CirAsmSyntax implements OpDef.CustomAsm {
    public void print(Operation op, OpAsmPrinter p) {
        p.print("(x86_att, ").printString(((BuiltinAttrs.StringAttr) op.attr("asm_string")).value()).print(", ")
                .printString(((BuiltinAttrs.StringAttr) op.attr("constraints")).value()).print(")");
        if (op.hasAttr("side_effects")) p.print(" side_effects");
        if (op.attr("operand_attrs") != null) p.print(" operand_attrs = " + op.attr("operand_attrs").print());
        if (op.numOperands() > 0) {
            p.print(" (").printOperands(op.operands()).print(" : ");
            List<Type> ts = op.operands().stream().map(v -> v.type()).toList();
            p.printTypes(ts).print(")");
        }
        p.printOptionalAttrDict(op.attributes(), Set.of("asm_string", "constraints", "side_effects", "operand_attrs"));
        if (op.numResults() == 1) p.print(" -> ").printType(op.result(0).type());
        else if (op.numResults() > 1) p.print(" -> (").printTypes(op.resultTypes()).print(")");
    }

    public Operation parse(OpAsmParser p, OperationState st) {
        p.parsePunct("(");
        p.parseKeyword("x86_att");
        p.parsePunct(",");
        st.attributes.put("asm_string", BuiltinAttrs.str(p.parseString()));
        p.parsePunct(",");
        st.attributes.put("constraints", BuiltinAttrs.str(p.parseString()));
        p.parsePunct(")");
        if (p.parseOptionalKeyword("side_effects")) st.attributes.put("side_effects", BuiltinAttrs.UNIT);
        if (p.parseOptionalKeyword("operand_attrs")) {
            p.parsePunct("=");
            st.attributes.put("operand_attrs", p.parseAttribute());
        }
        if (p.parseOptionalPunct("(")) {
            var ops = p.parseOperandList();
            p.parsePunct(":");
            List<Type> ts = p.parseTypeList();
            p.parsePunct(")");
            st.operands.addAll(p.resolveOperands(ops, ts));
        }
        p.parseOptionalAttrDict(st.attributes);
        st.resultTypes.addAll(p.parseOptionalArrowTypeList());
        return st.build();
    }
}
