package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads {@code llvm.getelementptr}: {@code elem_type}, and {@code rawConstantIndices} where
 * {@code INT32_MIN} marks "the next dynamic index operand" (operands after the base pointer).
 * Constant indices are written as {@code i32} (required for struct fields), dynamic ones with their own type.
 */
final class GepIndices {
    static final long DYNAMIC = Integer.MIN_VALUE;

    private GepIndices() {}

    static Type elemType(Operation gep) {
        Attribute a = gep.attr("elem_type");
        if (a instanceof BuiltinAttrs.TypeAttr t) return t.type();
        throw new UnsupportedIrException("llvm.getelementptr without elem_type");
    }

    static boolean inbounds(Operation gep) {
        if (AttrValues.flag(gep, "inbounds")) return true;
        Attribute nw = gep.attr("noWrapFlags");
        return nw != null && nw.print().contains("inbounds");
    }

    /** The typed index list, {@code operand} spelling each dynamic index ({@code i64 %v3}). */
    static List<String> of(Operation gep, Function<Value, String> operand) {
        List<String> r = new ArrayList<>();
        int dyn = 1;
        for (BigInteger raw : AttrValues.intList(gep.attr("rawConstantIndices"))) {
            if (raw.longValue() == DYNAMIC) r.add(operand.apply(gep.operand(dyn++)));
            else r.add("i32 " + raw);
        }
        if (dyn != gep.numOperands())
            throw new UnsupportedIrException("llvm.getelementptr with " + (gep.numOperands() - 1) + " dynamic indices but "
                    + (dyn - 1) + " markers in rawConstantIndices");
        return r;
    }
}
