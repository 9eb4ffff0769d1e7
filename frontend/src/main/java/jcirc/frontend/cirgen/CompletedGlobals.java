package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Uses of an array global made while its type was incomplete ({@code extern long a[]; ... a[0] ...;
 * long a[] = {5};}) took its address as a pointer to a zero-length array; once the definition
 * completes the type, each such address is taken with the global's final type and cast back:
 *
 * <pre>
 * %a = cir.get_global @a : !cir.ptr<!cir.array<!s64i x 0>>
 *   =>
 * %g = cir.get_global @a : !cir.ptr<!cir.array<!s64i x 1>>
 * %a = cir.cast(bitcast, %g : ...), !cir.ptr<!cir.array<!s64i x 0>>
 * </pre>
 */
final class CompletedGlobals {
    private CompletedGlobals() {}

    static void fix(Operation module) {
        Map<String, Type> types = new HashMap<>();
        for (Operation op : module.region(0).entryBlock().operations())
            if (op.is(CirOps.GlobalOp.NAME) && op.attr("sym_type") instanceof BuiltinAttrs.TypeAttr ta)
                types.put(((BuiltinAttrs.StringAttr) op.attr("sym_name")).value(), ta.type());
        List<Operation> stale = new ArrayList<>();
        module.walk(op -> {
            if (op.is(CirOps.GetGlobalOp.NAME) && op.attr("name") instanceof BuiltinAttrs.SymbolRefAttr s
                    && types.get(s.root()) instanceof Type t && !op.result(0).type().equals(CirTypes.ptr(t))) stale.add(op);
        });
        for (Operation op : stale) {
            Value addr = op.result(0);
            Type old = addr.type();
            addr.setType(CirTypes.ptr(types.get(((BuiltinAttrs.SymbolRefAttr) op.attr("name")).root())));
            Builder b = new Builder();
            b.setLocation(op.location());
            b.setInsertionPointAfter(op);
            Value cast = CirOps.CastOp.create(b, addr, old, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind("cast_kind", "bitcast"))).result();
            addr.replaceAllUsesWith(cast);
            cast.definingOp().setOperand(0, addr);
        }
    }
}
