package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.cir.CirDialect;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Inline assembly:
 * <pre>
 * %r = cir.asm(x86_att, "addl $2, $0", "=r,0,r") side_effects (%a, %b : !s32i, !s32i) -> !s32i
 *   ->  %r = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32
 * two or more outputs   ->  one !llvm.struct<(...)> result and llvm.extractvalue per output
 * operand_attrs = [{elementtype = !s32i}]  ->  operand_attrs = [{elementtype = i32}]
 * module attributes {cir.module_asm = [...]}  ->  module attributes {llvm.module_asm = [...]}
 * </pre>
 */
final class AsmLowering {
    private final LoweringContext cx;

    AsmLowering(LoweringContext cx) { this.cx = cx; }

    void asm(Operation op) {
        cx.at(op);
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("asm_string", op.attr("asm_string"));
        attrs.put("constraints", op.attr("constraints"));
        if (op.hasAttr("side_effects")) attrs.put("has_side_effects", BuiltinAttrs.UNIT);
        if (op.attr("operand_attrs") instanceof BuiltinAttrs.ArrayAttr oa) {
            List<Attribute> conv = new ArrayList<>();
            for (Attribute a : oa.elements()) {
                Map<String, Attribute> m = new LinkedHashMap<>();
                if (a instanceof BuiltinAttrs.DictionaryAttr d)
                    for (var e : d.entries().entrySet())
                        m.put(e.getKey(), e.getValue() instanceof BuiltinAttrs.TypeAttr t ? BuiltinAttrs.type(cx.convert(t.type())) : e.getValue());
                conv.add(new BuiltinAttrs.DictionaryAttr(m));
            }
            attrs.put("operand_attrs", new BuiltinAttrs.ArrayAttr(conv));
        }
        List<Type> results = new ArrayList<>();
        for (Value r : op.results()) results.add(cx.convert(cx.cirType(r)));
        List<Value> operands = op.operands();
        if (results.size() <= 1) {
            Operation a = LLVMOps.InlineAsmOp.create(cx.b, operands, results, attrs).op();
            if (results.isEmpty()) op.erase(); else cx.replace(op, a.result(0));
            return;
        }
        Type struct = new LLVMTypes.StructType(results, false);
        Value all = LLVMOps.InlineAsmOp.create(cx.b, operands, List.of(struct), attrs).op().result(0);
        List<Value> parts = new ArrayList<>();
        for (int i = 0; i < results.size(); i++)
            parts.add(LLVMOps.ExtractvalueOp.create(cx.b, all, new BuiltinAttrs.DenseArrayAttr(jcirc.ir.BuiltinTypes.I64, List.of((long) i)), results.get(i)).res());
        cx.replace(op, parts);
    }

    static void moduleAsm(Operation module) {
        Attribute a = module.removeAttr(CirDialect.MODULE_ASM_ATTR);
        if (a != null) module.setAttr(LLVMDialect.MODULE_ASM_ATTR, a);
    }
}
