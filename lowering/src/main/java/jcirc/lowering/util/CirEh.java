package jcirc.lowering.util;

import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;

import java.util.*;

/**
 * The exception-handling half of flattening (docs/lowering.md, "Exceptions"), used by {@link CirFlattener}:
 * <pre>
 *   cir.throw %e : !cir.ptr<T> {type_info = @_ZTI1T, dtor = @D}
 *     → cir.call @__cxa_throw(cast %e, cast (cir.get_global @_ZTI1T), cast (cir.get_global @D)); (cir.unreachable follows)
 *   cir.throw   → cir.call @__cxa_rethrow()
 *   a cir.call in a try body → cir.try_call @f(...) ^next, ^lpad   (the block is split after the call)
 * </pre>
 */
public final class CirEh {
    private CirEh() {}

    public static final Type EXN = CirTypes.ptr(CirTypes.VOID);
    public static final Type SEL = CirTypes.U32;

    /** Does {@code fn} use exceptions (a try, throw or landing pad)? */
    public static boolean usesExceptions(Operation fn) {
        boolean[] found = {false};
        fn.walk(o -> { if (CirEhOps.TryOp.isa(o) || CirEhOps.ThrowOp.isa(o) || CirEhOps.TryCallOp.isa(o)) found[0] = true; });
        return found[0];
    }

    /** Rewrites every cir.throw of {@code root} into its runtime call. */
    public static void expandThrows(Operation root) {
        List<Operation> throwsOps = new ArrayList<>();
        root.walk(o -> { if (CirEhOps.ThrowOp.isa(o)) throwsOps.add(o); });
        if (throwsOps.isEmpty()) return;
        Operation module = throwsOps.get(0);
        while (module.parentOp() != null) module = module.parentOp();
        Map<String, Operation> symbols = new HashMap<>();
        for (Block b : module.region(0).blocks())
            for (Operation o : b.operations()) if (o.attr("sym_name") instanceof BuiltinAttrs.StringAttr s) symbols.put(s.value(), o);
        for (Operation t : throwsOps) {
            Builder b = Builder.before(t);
            b.setLocation(t.location());
            if (t.numOperands() == 0) {
                CirOps.CallOp.create(b, new BuiltinAttrs.SymbolRefAttr("__cxa_rethrow"), List.of(), null);
            } else {
                Value e = bitcast(b, t.operand(0), EXN);
                Value ti = bitcast(b, address(b, symbols, t, t.attr("type_info", BuiltinAttrs.SymbolRefAttr.class).root()), EXN);
                Value dtor;
                if (t.attr("dtor") instanceof BuiltinAttrs.SymbolRefAttr d) dtor = bitcast(b, address(b, symbols, t, d.root()), EXN);
                else dtor = CirOps.ConstOp.create(b, new jcirc.dialect.cir.CirAttrs.NullPtrAttr(EXN), EXN).res();
                CirOps.CallOp.create(b, new BuiltinAttrs.SymbolRefAttr("__cxa_throw"), List.of(e, ti, dtor), null);
            }
            t.erase();
        }
    }

    private static Value address(Builder b, Map<String, Operation> symbols, Operation at, String name) {
        Operation sym = symbols.get(name);
        if (sym == null) throw new PassFailure(at, "cir.throw: no symbol @" + name);
        Type t = CirOps.FuncOp.isa(sym) ? CirTypes.ptr(sym.attr("function_type", BuiltinAttrs.TypeAttr.class).type())
                : CirTypes.ptr(new CirOps.GlobalOp(sym).symType());
        return CirOps.GetGlobalOp.create(b, new BuiltinAttrs.SymbolRefAttr(name), t).addr();
    }

    static Value bitcast(Builder b, Value v, Type to) {
        if (v.type().equals(to)) return v;
        return CirOps.CastOp.create(b, new BuiltinAttrs.EnumAttr("cir", "cast_kind", "bitcast"), v, to).result();
    }

    /** {@code %r = cir.call @f(..)} → {@code %r = cir.try_call @f(..) ^next, ^unwind} (the rest of the block moves to ^next). */
    static void toTryCall(Operation call, Block unwind) {
        Block block = call.parentBlock();
        Block next = block.splitBefore(call.nextOp());
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        for (var e : call.attributes().entrySet()) attrs.put(e.getKey(), e.getValue());
        Builder b = new Builder(block);
        b.setLocation(call.location());
        Operation tc = CirEhOps.TryCallOp.create(b, call.operands(), call.numResults() == 0 ? null : call.result(0).type(), next, unwind, attrs).op();
        for (int i = 0; i < call.numResults(); i++) call.result(i).replaceAllUsesWith(tc.result(i));
        call.erase();
    }
}
