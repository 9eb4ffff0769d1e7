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
 * Calls made through an unprototyped declaration before the function's K&R definition was seen
 * ({@code later(2, 3); ... int later(a, b) long a; short b; {...}}): the call passed the default-promoted
 * arguments, which need not match the definition's parameters. As clang does, such a call becomes an
 * indirect call through the function's address cast to the call's own type:
 *
 * <pre>
 * cir.call @later(%a, %b) : (!s32i, !s32i) -> !s32i
 *   =>
 * %f = cir.get_global @later : !cir.ptr<!cir.func<!s32i (!s64i, !s16i)>>
 * %g = cir.cast(bitcast, %f : ...), !cir.ptr<!cir.func<!s32i (...)>>
 * cir.call %g(%a, %b) : (!cir.ptr<!cir.func<!s32i (...)>>, !s32i, !s32i) -> !s32i
 * </pre>
 */
final class UnprototypedCalls {
    private UnprototypedCalls() {}

    static void fix(Operation module) {
        Map<String, CirTypes.FuncType> types = new HashMap<>();
        for (Operation op : module.region(0).entryBlock().operations())
            if (op.is(CirOps.FuncOp.NAME) && op.attr("function_type") instanceof BuiltinAttrs.TypeAttr ta && ta.type() instanceof CirTypes.FuncType ft)
                types.put(((BuiltinAttrs.StringAttr) op.attr("sym_name")).value(), ft);
        List<Operation> calls = new ArrayList<>();
        module.walk(op -> { if (op.is(CirOps.CallOp.NAME) && op.attr("callee") != null) calls.add(op); });
        for (Operation call : calls) {
            String callee = ((BuiltinAttrs.SymbolRefAttr) call.attr("callee")).root();
            CirTypes.FuncType ft = types.get(callee);
            if (ft == null || matches(ft, call)) continue;
            Type ret = call.numResults() == 0 ? CirTypes.VOID : call.result(0).type();
            CirTypes.FuncType callType = new CirTypes.FuncType(List.of(), ret, true);
            Builder b = new Builder();
            b.setLocation(call.location());
            b.setInsertionPoint(call);
            Value f = CirOps.GetGlobalOp.create(b, CirTypes.ptr(ft), CIRGenBuilder.attrs("name", BuiltinAttrs.sym(callee))).addr();
            Value g = CirOps.CastOp.create(b, f, CirTypes.ptr(callType), CIRGenBuilder.attrs("kind", CIRGenBuilder.kind("cast_kind", "bitcast"))).result();
            call.insertOperand(0, g);
            call.removeAttr("callee");
        }
        fixAddresses(module, types);
    }

    /**
     * {@code int main(); void *f() { return &main; } int main() {...}}: the address was taken while the function
     * had the unprototyped declaration's type ({@code (...)}); the definition changed it. The stale
     * {@code cir.get_global} is replaced by one of the function's final type cast to the type its users expect.
     */
    private static void fixAddresses(Operation module, Map<String, CirTypes.FuncType> types) {
        List<Operation> stale = new ArrayList<>();
        module.walk(op -> {
            if (op.is(CirOps.GetGlobalOp.NAME) && op.attr("name") instanceof BuiltinAttrs.SymbolRefAttr r
                    && types.get(r.root()) instanceof CirTypes.FuncType ft && !op.result(0).type().equals(CirTypes.ptr(ft)))
                stale.add(op);
        });
        for (Operation op : stale) {
            String name = ((BuiltinAttrs.SymbolRefAttr) op.attr("name")).root();
            Builder b = new Builder();
            b.setLocation(op.location());
            b.setInsertionPoint(op);
            Value f = CirOps.GetGlobalOp.create(b, CirTypes.ptr(types.get(name)), CIRGenBuilder.attrs("name", BuiltinAttrs.sym(name))).addr();
            Value g = CirOps.CastOp.create(b, f, op.result(0).type(), CIRGenBuilder.attrs("kind", CIRGenBuilder.kind("cast_kind", "bitcast"))).result();
            op.result(0).replaceAllUsesWith(g);
            op.erase();
        }
    }

    /** The call's arguments fit the callee's type: fixed parameters exactly, extra ones only if variadic. */
    private static boolean matches(CirTypes.FuncType ft, Operation call) {
        List<Value> args = call.operands();
        if (args.size() < ft.inputs().size() || (!ft.varArg() && args.size() != ft.inputs().size())) return false;
        for (int i = 0; i < ft.inputs().size(); i++) if (!args.get(i).type().equals(ft.inputs().get(i))) return false;
        return true;
    }
}
