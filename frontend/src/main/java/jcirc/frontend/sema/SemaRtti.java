package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.util.Map;

/**
 * Sema's decisions about RTTI beyond {@code dynamic_cast} to pointers (docs/cxx.md, "Virtual bases and RTTI"), read by
 * CIRGen ({@code CIRGenRtti}):
 * <ul>
 * <li>{@code typeid(T)} and {@code typeid(e)}: an lvalue of type {@code const std::type_info} (declared by
 *     {@code <typeinfo>}); the typeinfo object of the type (references and top-level cv-qualifiers dropped), or, for a
 *     glvalue of a polymorphic class, the dynamic type's, read from the vtable's RTTI slot (the operand is evaluated;
 *     {@code typeid(*p)} of a null {@code p} calls {@code __cxa_bad_typeid});
 * <li>{@code dynamic_cast<T &>(e)}: an lvalue; an up-cast converts, otherwise the runtime's {@code __dynamic_cast}
 *     whose null result calls {@code __cxa_bad_cast}.
 * </ul>
 */
public final class SemaRtti {
    /**
     * A {@code typeid}: the (CDT) type whose typeinfo it names, or, when {@code dynamic}, the polymorphic operand whose
     * vtable gives it; {@code nullCheck}: the operand is {@code *p} (null p: {@code __cxa_bad_typeid}).
     */
    public record Typeid(IType type, IASTExpression operand, boolean dynamic, boolean nullCheck) {}

    private final Sema sema;
    private final Map<IASTExpression, Typeid> typeids = new Sema.NodeMap<>(this::owner);
    private final Map<IASTExpression, SemaVirtual.DynamicCast> referenceCasts = new Sema.NodeMap<>(this::owner);

    SemaRtti(Sema sema) { this.sema = sema; }

    private Sema owner() { return sema; }

    /** The decision for a {@code typeid} expression, or null. */
    public Typeid typeid(IASTExpression e) { return typeids.get(e); }

    /** The decision for a {@code dynamic_cast} to a reference type, or null. */
    public SemaVirtual.DynamicCast referenceCast(IASTExpression e) { return referenceCasts.get(e); }

    /** Is {@code e} a {@code typeid} expression (type or expression form)? */
    public static boolean isTypeid(IASTExpression e) {
        return e instanceof ICPPASTTypeIdExpression t && t.getOperator() == ICPPASTTypeIdExpression.op_typeid
                || e instanceof ICPPASTUnaryExpression u && u.getOperator() == ICPPASTUnaryExpression.op_typeid;
    }

    /** Is {@code c} a {@code dynamic_cast} to a reference type? */
    public static boolean isReferenceDynamicCast(IASTExpression c) {
        return c instanceof ICPPASTCastExpression cc && cc.getOperator() == ICPPASTCastExpression.op_dynamic_cast && SemaTemporaries.isReferenceCast(cc);
    }

    // typeid(T), typeid(e)  ->  const std::type_info (an lvalue)
    CType typeidType(IASTExpression e) {
        ICPPClassType ti = CxxSpecialMembers.classOf(((ICPPASTExpression) e).getExpressionType());
        RecordDef tiDef = ti == null ? null : sema.cxx.virtuals.recordOf(ti);
        if (tiDef == null) {
            sema.error(e, "you need to include <typeinfo> before using the 'typeid' operator");
            return CType.INT;
        }
        CType result = Types.qualify(new CType.Record(tiDef), true, false, false);
        if (e instanceof IASTTypeIdExpression t) {
            IType type = instantiated(CPPVisitor.createType(t.getTypeId()));   // typeid(T) in a template instance: T's argument
            sema.typeOfTypeId(t.getTypeId());
            return record(e, new Typeid(strip(type), null, false, false), result);
        }
        IASTExpression op = ((IASTUnaryExpression) e).getOperand();
        sema.typeOf(op);
        IType type = strip(instantiated(((ICPPASTExpression) op).getExpressionType()));
        ICPPClassType c = CxxSpecialMembers.classOf(type);
        boolean glvalue = ((ICPPASTExpression) op).getValueCategory().isGLValue();
        boolean dynamic = c != null && glvalue && ItaniumVTableLayout.isDynamic(c);
        IASTExpression inner = op;
        while (inner instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) inner = u.getOperand();
        boolean nullCheck = dynamic && inner instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_star;
        return record(e, new Typeid(type, op, dynamic, nullCheck), result);
    }

    private CType record(IASTExpression e, Typeid t, CType result) {
        ICPPClassType c = CxxSpecialMembers.classOf(t.type());
        if (c != null && sema.cxx.virtuals.recordOf(c) == null) {
            sema.error(e, "'typeid' of an incomplete type '" + c.getName() + "'");
            return result;
        }
        typeids.put(e, t);
        return result;
    }

    /** {@code t} under the current template instance's arguments (itself outside instances). */
    private IType instantiated(IType t) {
        return sema.templates != null ? sema.templates.instantiate(t) : t;
    }

    private static IType strip(IType t) {
        return SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
    }

    // dynamic_cast<D &>(b)  ->  D (an lvalue); clang's checks of CastOperation::CheckDynamicCast
    CType referenceCastType(ICPPASTCastExpression c) {
        CType ref = sema.typeOfTypeId(c.getTypeId());
        CType target = Types.pointee(Types.unqual(ref));
        CType from = sema.typeOf(c.getOperand());
        String refName = c.getTypeId().getRawSignature();
        if (target == null) return CType.INT;
        if (!(Types.unqual(target) instanceof CType.Record tr) || !tr.def().isComplete()) {
            sema.error(c, "'" + target + "' is not a class type");
            return target;
        }
        if (!(Types.unqual(from) instanceof CType.Record fr) || !fr.def().isComplete()) {
            sema.error(c, "cannot use dynamic_cast to convert from '" + from + "' to '" + refName + "'");
            return target;
        }
        if (!sema.isLvalue(c.getOperand())) {
            sema.error(c, "dynamic_cast from rvalue to reference type '" + refName + "'");
            return target;
        }
        if (from instanceof CType.Qualified fq && fq.isConst() && !(target instanceof CType.Qualified tq && tq.isConst())) {
            sema.error(c, "dynamic_cast from '" + from + "' to '" + refName + "' casts away qualifiers");
            return target;
        }
        RecordDef src = fr.def(), dst = tr.def();
        if (dst == src || CxxInheritance.path(src, dst) != null) {
            referenceCasts.put(c, new SemaVirtual.DynamicCast(SemaVirtual.DynamicCast.Kind.UPCAST, src, dst, 0));
            return target;
        }
        ICPPClassType sc = sema.cxx.virtuals.classOf(src);
        if (sc == null || !ItaniumVTableLayout.isDynamic(sc)) {
            sema.error(c.getOperand(), "'" + (sc != null ? sc.getName() : from.toString()) + "' is not polymorphic");
            return target;
        }
        referenceCasts.put(c, new SemaVirtual.DynamicCast(SemaVirtual.DynamicCast.Kind.RUNTIME, src, dst, SemaVirtual.hint(src, dst)));
        return target;
    }
}
