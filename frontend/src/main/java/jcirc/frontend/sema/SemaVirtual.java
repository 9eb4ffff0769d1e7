package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxClasses;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Sema's decisions about virtual functions (docs/cxx.md, "Virtual functions"), as clang's Sema marks virtual calls
 * and vtable uses: which member calls dispatch through the vtable (a virtual function named without qualification:
 * {@code p->f()}, {@code r.f()}, {@code f()} in a member; {@code p->B::f()} is a direct call) and at which slot of the
 * primary vtable of the class declaring the called function; which {@code delete} runs a virtual destructor (the
 * deleting destructor's slot). The vtable layouts ({@link ItaniumVTableLayout}) use Sema's record layouts for base
 * offsets; CIRGen (CIRGenVTables) emits the calls, the vptr stores, the vtables, typeinfo objects and thunks.
 */
public final class SemaVirtual {
    /** A call through the vtable: the function Sema resolved and its slot (from the address point) in its class's primary vtable. */
    public record VirtualCall(ICPPMethod method, int slot) {}

    private final Sema sema;
    /** The vtable layouts of the unit's classes. */
    public final ItaniumVTableLayout layout;
    private final Map<IASTFunctionCallExpression, VirtualCall> calls = new Sema.NodeMap<>(this::owner);
    private final Map<RecordDef, ICPPClassType> classes = new java.util.LinkedHashMap<>();

    /**
     * {@code dynamic_cast<T *>(p)}: an up-cast (or to the same class) is an ordinary pointer conversion; {@code void *} is
     * the most derived object's address (the vptr's offset-to-top); otherwise the runtime's {@code __dynamic_cast} with
     * the classes' typeinfo and a hint (the offset of the source in the target when it is a unique base, else -1).
     */
    public record DynamicCast(Kind kind, RecordDef from, RecordDef to, long hint) {
        public enum Kind { UPCAST, TO_VOID, RUNTIME }
    }

    private final Map<IASTExpression, DynamicCast> dynamicCasts = new Sema.NodeMap<>(this::owner);

    SemaVirtual(Sema sema) {
        this.sema = sema;
        this.layout = new ItaniumVTableLayout(new ItaniumVTableLayout.BaseOffsets() {
            // direct base i (CDT's index, virtual ones included) of c: the i-th non-virtual base's record offset
            @Override public long offset(ICPPClassType c, int i) {
                RecordDef d = recordOf(c);
                org.eclipse.cdt.core.dom.ast.cpp.ICPPBase[] bs = c.getBases();
                int nv = 0;
                for (int k = 0; k < i && k < bs.length; k++) if (!bs[k].isVirtual()) nv++;
                return d == null || nv >= d.bases().size() ? 0 : d.bases().get(nv).offset();
            }

            @Override public long vbaseOffset(ICPPClassType complete, ICPPClassType vbase) {
                RecordDef d = recordOf(complete), v = recordOf(vbase);
                RecordDef.Base b = d == null || v == null ? null : d.virtualBase(v);
                return b == null ? 0 : b.offset();
            }
        });
    }

    private Sema owner() { return sema; }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The virtual call Sema decided for {@code call}, or null (a direct call, or not a member call). */
    public VirtualCall virtualCall(IASTFunctionCallExpression call) { return calls.get(call); }

    /** Sema's record of a class, or null. */
    public RecordDef recordOf(ICPPClassType c) {
        Scope.Tag tag = c == null ? null : sema.templates != null ? sema.templates.tag(c, null) : sema.symbols.lookupTag(CxxClasses.key(c));
        return tag != null ? tag.record() : null;
    }

    /** The C++ classes laid out in this unit (their layouts' order), dynamic or not. */
    public java.util.List<ICPPClassType> dynamicClasses() { return new java.util.ArrayList<>(new java.util.LinkedHashSet<>(classes.values())); }

    /** The CDT class a record was laid out for (C++ classes), or null. */
    public ICPPClassType classOf(RecordDef def) { return classes.get(def); }

    /**
     * {@code delete p} where {@code p}'s class has a virtual destructor: the deleting destructor's slot (the
     * destructor of the dynamic type frees the object with its own size); -1 for a non-virtual destructor.
     */
    public int deletingSlot(IType operandType) {
        if (operandType == null) return -1;
        IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(operandType,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
        if (!(t instanceof IPointerType p)) return -1;
        ICPPClassType c = jcirc.frontend.cxx.ClassTraits.elementClass(p.getType());
        ICPPMethod d = c == null ? null : jcirc.frontend.cxx.CxxSpecialMembers.destructor(c);
        if (d == null && c != null)   // an implicit destructor is virtual when a base's is (delete through it is virtual too)
            for (ICPPMethod m : org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper.getImplicitMethods(c)) if (m.isDestructor()) d = m;
        if (d == null || !ItaniumVTableLayout.isVirtual(d)) return -1;
        try { return layout.slotIndex(d, true); } catch (ItaniumVTableLayout.Unsupported u) { return -1; }
    }

    /** The decision for a {@code dynamic_cast}, or null. */
    public DynamicCast dynamicCast(IASTExpression e) { return dynamicCasts.get(e); }

    // ------------------------------------------------------------------ decisions

    /** SemaExpr: the type of {@code dynamic_cast<T *>(e)} (clang's checks of CastOperation::CheckDynamicCast). */
    public jcirc.frontend.types.CType dynamicCastType(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression c) {
        jcirc.frontend.types.CType to = jcirc.frontend.types.Types.unqual(sema.typeOfTypeId(c.getTypeId()));
        jcirc.frontend.types.CType from = sema.rvalueType(c.getOperand());
        if (!(to instanceof jcirc.frontend.types.CType.Pointer tp)) {
            sema.error(c, "invalid target type '" + to + "' for dynamic_cast; target type must be a reference or pointer type to a defined class");
            return to;
        }
        jcirc.frontend.types.CType tt = jcirc.frontend.types.Types.unqual(tp.pointee());
        boolean toVoid = jcirc.frontend.types.Types.isVoid(tt);
        if (!toVoid && !(tt instanceof jcirc.frontend.types.CType.Record tr && tr.def().isComplete())) {
            sema.error(c, "'" + tp.pointee() + "' is not a class type");
            return to;
        }
        if (!(jcirc.frontend.types.Types.unqual(from) instanceof jcirc.frontend.types.CType.Pointer fp)
                || !(jcirc.frontend.types.Types.unqual(fp.pointee()) instanceof jcirc.frontend.types.CType.Record fr) || !fr.def().isComplete()) {
            sema.error(c, "cannot use dynamic_cast to convert from '" + from + "' to '" + to + "'");
            return to;
        }
        if (fp.pointee() instanceof jcirc.frontend.types.CType.Qualified fq && fq.isConst()
                && !(tp.pointee() instanceof jcirc.frontend.types.CType.Qualified tq && tq.isConst())) {
            sema.error(c, "dynamic_cast from '" + from + "' to '" + to + "' casts away qualifiers");
            return to;
        }
        RecordDef src = fr.def(), dst = toVoid ? null : ((jcirc.frontend.types.CType.Record) tt).def();
        if (dst != null && (dst == src || jcirc.frontend.cxx.CxxInheritance.path(src, dst) != null)) {
            dynamicCasts.put(c, new DynamicCast(DynamicCast.Kind.UPCAST, src, dst, 0));
            return to;
        }
        ICPPClassType sc = classOf(src);
        if (sc == null || !ItaniumVTableLayout.isDynamic(sc)) {
            sema.error(c.getOperand(), "'" + (sc != null ? sc.getName() : fp.pointee().toString()) + "' is not polymorphic");
            return to;
        }
        if (toVoid) { dynamicCasts.put(c, new DynamicCast(DynamicCast.Kind.TO_VOID, src, null, 0)); return to; }
        dynamicCasts.put(c, new DynamicCast(DynamicCast.Kind.RUNTIME, src, dst, hint(src, dst)));
        return to;
    }

    /** {@code __dynamic_cast}'s hint: the offset of the source in the target when it is a unique base, else -1. */
    static long hint(RecordDef src, RecordDef dst) {
        java.util.List<RecordDef.Base> down = jcirc.frontend.cxx.CxxInheritance.path(dst, src);
        return down != null && !jcirc.frontend.cxx.CxxInheritance.isVirtual(down) && jcirc.frontend.cxx.CxxInheritance.count(dst, src) == 1
                ? jcirc.frontend.cxx.CxxInheritance.offset(down) : -1;
    }

    /**
     * The member class {@code c} of a class template as the instance being laid out has it: laid out as itself
     * ({@code Base<int>::Impl} from its own instance) or inside its enclosing instance's layout; null otherwise.
     */
    private org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization memberInstance(ICPPClassType c) {
        if (sema.templates.instanceBeingLaidOut(c) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs) return cs;
        return c.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate owner
                && sema.templates.instanceBeingLaidOut(owner) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization os
                && os.specializeMember(c) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization ms ? ms : null;
    }

    /** CxxRecordLayout: {@code def} is the layout of class {@code c}. */
    public void laidOut(RecordDef def, ICPPClassType c, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        if (c == null) return;
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate ct) {   // laid out from its body: the instance being laid out
            c = sema.templates == null ? null : sema.templates.instanceBeingLaidOut(ct);
            if (c == null) return;
            // an instance dynamic only through a base named by a template parameter (template<class P> struct D : C, P
            // with a dynamic P, g++.pt/vbase1): the template's declarations do not show it; not built yet
            if (parameterBase(ct) && dynamicBase(def)) {
                sema.error(at, "virtual functions in class templates are not supported yet");
                return;
            }
        } else if (sema.templates != null && memberInstance(c) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs) {
            c = cs;   // a member class of a class template instance (Base<int>::Impl), not the template's member class
        }
        classes.put(def, c);
        if (!ItaniumVTableLayout.isDynamic(c)) return;
        try {
            layout.group(c);
        } catch (ItaniumVTableLayout.Unsupported u) {
            sema.error(at, u.getMessage() + " not supported yet");
            return;
        }
        // a class template instance's vtable (linkonce_odr where used) names its virtual functions: they are instantiated
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs) sema.templates.laidOutDynamic(cs);
    }

    /** Is a base of the class template a template parameter ({@code template<class P> struct D : C, P})? */
    private static boolean parameterBase(org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate ct) {
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : ct.getBases())
            if (b.getBaseClassType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateTypeParameter) return true;
        return false;
    }

    /** Has the laid-out class {@code def} a virtual base or a dynamic base class? */
    private boolean dynamicBase(RecordDef def) {
        if (!def.virtualBases().isEmpty()) return true;
        for (RecordDef.Base b : def.bases())
            if (classOf(b.def()) instanceof ICPPClassType bc && ItaniumVTableLayout.isDynamic(bc)) return true;
        return false;
    }

    /** SemaCXX's member call {@code call} of {@code m}, named by {@code n}: virtual unless the name is qualified. */
    void memberCall(IASTFunctionCallExpression call, ICPPMethod m, IASTName n) {
        if (!ItaniumVTableLayout.isVirtual(m) || n instanceof ICPPASTQualifiedName) return;
        int slot;
        try { slot = layout.slotIndex(m, false); } catch (ItaniumVTableLayout.Unsupported u) { return; }   // reported at the class
        if (slot < 0) {
            sema.error(call, "this virtual call is not supported yet");
            return;
        }
        calls.put(call, new VirtualCall(m, slot));
    }
}
