package jcirc.dialect.llvm;

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
 * MLIR's {@code llvm.inline_asm} syntax:
 * <pre>
 * %0 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [{}, {elementtype = i32}] "addl $1, $0", "=r,*m" %a, %p : (i32, !llvm.ptr) -> i32
 * </pre>
 */
final class InlineAsmSyntax implements OpDef.CustomAsm {
    public void print(Operation op, OpAsmPrinter p) {
        if (op.hasAttr("has_side_effects")) p.print(" has_side_effects");
        if (op.hasAttr("is_align_stack")) p.print(" is_align_stack");
        p.print(" asm_dialect = att");
        if (op.attr("operand_attrs") != null) p.print(" operand_attrs = " + op.attr("operand_attrs").print());
        p.printOptionalAttrDict(op.attributes(), Set.of("has_side_effects", "is_align_stack", "asm_dialect", "operand_attrs", "asm_string", "constraints"));
        p.print(" ").printString(((BuiltinAttrs.StringAttr) op.attr("asm_string")).value()).print(", ")
                .printString(((BuiltinAttrs.StringAttr) op.attr("constraints")).value());
        if (op.numOperands() > 0) p.print(" ").printOperands(op.operands());
        p.print(" : (").printTypes(op.operands().stream().map(v -> v.type()).toList()).print(") -> ");
        if (op.numResults() == 0) p.print("()"); else p.printType(op.result(0).type());
    }

    public Operation parse(OpAsmParser p, OperationState st) {
        if (p.parseOptionalKeyword("has_side_effects")) st.attributes.put("has_side_effects", BuiltinAttrs.UNIT);
        if (p.parseOptionalKeyword("is_align_stack")) st.attributes.put("is_align_stack", BuiltinAttrs.UNIT);
        if (p.parseOptionalKeyword("asm_dialect")) {
            p.parsePunct("=");
            p.parseKeyword("att");
        }
        if (p.parseOptionalKeyword("operand_attrs")) {
            p.parsePunct("=");
            st.attributes.put("operand_attrs", p.parseAttribute());
        }
        p.parseOptionalAttrDict(st.attributes);
        st.attributes.put("asm_string", BuiltinAttrs.str(p.parseString()));
        p.parsePunct(",");
        st.attributes.put("constraints", BuiltinAttrs.str(p.parseString()));
        var ops = p.parseOperandList();
        p.parsePunct(":");
        p.parsePunct("(");
        List<Type> ts = p.parseTypeList();
        p.parsePunct(")");
        p.parsePunct("->");
        if (p.parseOptionalPunct("(")) p.parsePunct(")");
        else st.resultTypes.add(p.parseType());
        st.operands.addAll(p.resolveOperands(ops, ts));
        return st.build();
    }
}
