package jcirc.frontend.cirgen;

import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.SemaStaticReferences;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;

/**
 * References with static storage duration (namespace scope, static data members, static locals), as
 * {@link SemaStaticReferences} decided: the reference is a global pointer to the bound object.
 */
final class CIRGenStaticReferences {
    private CIRGenStaticReferences() {}

    // int &r = x;        ->  cir.global external @r = #cir.global_view<@x> : !cir.ptr<!s32i>
    // const int &c = 42; ->  cir.global internal @_ZGR1c_ = #cir.int<42> : !s32i
    //                        cir.global external @c = #cir.global_view<@_ZGR1c_> : !cir.ptr<!s32i>
    // int &d = f();      ->  cir.global external @d = #cir.ptr<null> (its address is stored at run time: storeAddress)
    static void define(CIRGenModule cgm, IASTDeclarator d, Symbol s) {
        switch (cgm.sema.cxx.staticReferences.init(d)) {
            case null -> { }   // extern int &r;  static int &r; in a class: declarations
            case SemaStaticReferences.Constant c -> cgm.defineGlobal(s, cgm.scalarAttr(c.address(), Types.unqual(s.type), d), false);
            case SemaStaticReferences.Temporary t -> {
                Symbol o = t.object();
                cgm.defineGlobal(o, t.constant() != null ? cgm.scalarAttr(t.constant(), o.type, t.value())
                        : CIRGenModule.zeroOf(cgm.types.convert(o.type)), false);
                cgm.defineGlobal(s, cgm.scalarAttr(new ConstValue.AddrVal(o, null, 0, Types.unqual(s.type)), Types.unqual(s.type), d), false);
            }
            case SemaStaticReferences.Dynamic x -> cgm.defineGlobal(s, CIRGenModule.zeroOf(cgm.types.convert(s.type)), false);
        }
    }

    // int &d = f();      ->  %a = cir.call @_Z1fv() : !cir.ptr<!s32i>; cir.store %a, %d  (in the global constructor,
    //                        or on a static local's first pass under its guard)
    // const int &c = g(); -> %v = cir.call @_Z1gv(); cir.store %v, @_ZGR1c_
    // const S &s = S(1); -> cir.call @_ZN1SC1Ei(@_ZGR1s_, 1); cir.call @__cxa_atexit(@_ZN1SD1Ev, @_ZGR1s_, @__dso_handle)
    // true when d's reference has such a run-time part
    static boolean storeAddress(CIRGenFunction cgf, IASTDeclarator d, Value addr) {
        switch (cgf.sema.cxx.staticReferences.init(d)) {
            case SemaStaticReferences.Dynamic x -> {
                cgf.temps.full(() -> cgf.b.store(cgf.cxxClass.bindReference(x.bound()), addr));
                return true;
            }
            case SemaStaticReferences.Temporary t when t.ofClass() -> {
                Value obj = cgf.addressOf(t.object());
                cgf.temps.full(() -> cgf.temps.emitInto(t.value(), obj));
                Symbol dtor = cgf.sema.cxx.temps.destructor(jcirc.frontend.sema.SemaTemporaries.stripped(t.value()));
                if (dtor != null) CIRGenGlobalObjects.atexit(cgf, dtor, obj);
                return true;
            }
            case SemaStaticReferences.Temporary t when t.constant() == null -> {
                cgf.temps.full(() -> cgf.b.store(cgf.expr.emitConverted(t.value(), t.object().type), cgf.addressOf(t.object())));
                return true;
            }
            case null, default -> { return false; }
        }
    }
}
