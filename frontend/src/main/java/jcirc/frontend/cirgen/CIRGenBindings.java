package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.SemaBindings;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;

import java.util.List;
import java.util.Map;

/**
 * Structured bindings from Sema's plan ({@link SemaBindings}):
 * <pre>
 *   auto [x, y] = p;     %e = cir.alloca !Point ["__binding0"];  cir.copy %p to %e
 *                        cir.store (cir.get_member %e[0] "x"), %x.slot;  cir.store (cir.get_member %e[1] "y"), %y.slot
 *   auto &[a, b] = arr;  %a.slot = &arr[0], %b.slot = &arr[1]   (no copy)
 *   auto [a, b] = f();   %e = cir.alloca !Pair ["ref.tmp"];  cir.call @f(%e) (the result object; its destructor at the block's end)
 * </pre>
 * Each name holds its member's address, as a reference variable does (of a reference member, the member's value:
 * {@code auto &&[a, v] = pair<K&, V&>(k, v);} names k and v themselves).
 */
final class CIRGenBindings {
    private final CIRGenFunction cgf;

    CIRGenBindings(CIRGenFunction cgf) { this.cgf = cgf; }

    void emit(ICPPASTStructuredBindingDeclaration sb) {
        SemaBindings.Plan plan = cgf.sema.cxx.structuredBindings.plan(sb);
        if (plan == null) return;   // rejected by Sema
        CIRGenBuilder b = cgf.b;
        b.setLocation(cgf.cgm.location(sb));
        Value obj;
        if (plan.source() != null) {   // for (auto &[k, v] : m): the loop's element variable (a reference holds its address)
            Value slot = cgf.locals.get(plan.source());
            obj = cgf.sema.cxx.isReference(plan.source()) ? b.load(slot) : slot;
        } else if (cgf.temps.isClassPrvalue(plan.init())) {   // auto [a, b] = f();: the result object, destroyed at the end of the block
            obj = cgf.temps.full(() -> cgf.temps.materialize(plan.init(), true));
        } else if (plan.hidden() == null) {
            obj = cgf.expr.emitLValue(plan.init()).addr();
        } else {
            Symbol h = plan.hidden();
            obj = cgf.alloca(h.type, h.name, true, 0);
            cgf.locals.put(h, obj);
            if (Types.isArray(plan.type()) || cgf.sema.isLvalue(plan.init()))
                CirOps.CopyOp.create(b, cgf.expr.emitLValue(plan.init()).addr(), obj);
            else
                b.store(cgf.expr.emitConverted(plan.init(), Types.unqual(plan.type())), obj);
        }
        for (int i = 0; i < plan.names().size(); i++) {
            Symbol s = plan.names().get(i);
            Value slot = cgf.alloca(s.type, s.name, true, 0);
            cgf.locals.put(s, slot);
            b.store(member(obj, plan.type(), plan.members().get(i)), slot);
        }
    }

    /**
     * The address of element {@code path[0]} of the array at {@code obj} of type {@code t}, or of the data member at
     * the end of the field path {@code path} (base-class subobjects, then the member) of the object at {@code obj}.
     */
    private Value member(Value obj, CType t, List<Integer> path) {
        CIRGenBuilder b = cgf.b;
        switch (Types.unqual(t)) {
            case CType.Array a -> {
                Value first = b.cast("array_to_ptrdecay", obj, CirTypes.ptr(cgf.cir(a.element())));
                return b.ptrStride(first, b.constInt(path.get(0), cgf.cir(CType.LONG)));
            }
            case CType.Record r -> {
                RecordDef def = r.def();
                Value at = obj;
                for (int k : path.subList(0, path.size() - 1)) {   // the base subobject holding the members
                    RecordDef.Base base = def.baseOfField(k);
                    at = cgf.inheritance.toBase(at, List.of(base), true);
                    def = base.def();
                }
                RecordDef.Field f = def.fields().get(path.get(path.size() - 1));
                CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(def, f.index());
                Value field = b.structElementAddr(at, f.name(), mi.index(), cgf.cir(f.type()));
                // a reference member: the name holds the referent's address, the member's value
                return def.isReferenceMember(new RecordDef.MemberPath(List.of(f), f.offset())) ? b.load(field) : field;
            }
            default -> throw new IllegalStateException("structured binding of " + t);
        }
    }
}
