package jcirc.frontend.cirgen;

import jcirc.dialect.builtin.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Builder;
import jcirc.ir.OpOperand;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Uses of an array declared without a size before a later declaration completes it
 * ({@code extern unsigned long aa[]; ... *aa ... unsigned long aa[] = {1};}): the early
 * {@code cir.get_global} has the incomplete type (0 elements), the global the complete one. As
 * clang does, the address is taken with the global's final type and cast back for the old users:
 *
 * <pre>
 * %a = cir.get_global @aa : !cir.ptr<!cir.array<!u64i x 0>>
 *   =>
 * %g = cir.get_global @aa : !cir.ptr<!cir.array<!u64i x 1>>
 * %a = cir.cast(bitcast, %g : !cir.ptr<!cir.array<!u64i x 1>>), !cir.ptr<!cir.array<!u64i x 0>>
 * </pre>
 */
final class CompletedArrayGlobals {
    private CompletedArrayGlobals() {}

    static void fix(Operation module) {
        Map<String, Type> types = new HashMap<>();
        for (Operation op : module.region(0).entryBlock().operations())
            if (op.is("cir.global") && op.attr("sym_type") instanceof BuiltinAttrs.TypeAttr ta && ta.type() instanceof CirTypes.ArrayType)
                types.put(((BuiltinAttrs.StringAttr) op.attr("sym_name")).value(), ta.type());
        if (types.isEmpty()) return;
        List<Operation> stale = new ArrayList<>();
        module.walk(op -> {
            if (op.is("cir.get_global") && op.attr("name") instanceof BuiltinAttrs.SymbolRefAttr s
                    && types.get(s.root()) instanceof Type t && !op.result(0).type().equals(CirTypes.ptr(t)))
                stale.add(op);
        });
        for (Operation g : stale) {
            Value r = g.result(0);
            Type old = r.type();
            List<OpOperand> uses = r.uses();
            r.setType(CirTypes.ptr(types.get(((BuiltinAttrs.SymbolRefAttr) g.attr("name")).root())));
            Builder b = new Builder();
            b.setLocation(g.location());
            b.setInsertionPointAfter(g);
            Value c = b.createValue("cir.cast", List.of(r), old, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.CAST_KIND, "bitcast")));
            for (OpOperand u : uses) u.set(c);
        }
    }
}
