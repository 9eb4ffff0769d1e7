package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * An object of a local class of a function template passed to a function template whose parameter deduces through
 * the class's base ({@code struct _UCvt : codecvt<_CharT, char, mbstate_t> {} __cvt; __str_codecvt_in_all(f, l, w, __cvt)}
 * in {@code path::_S_str_convert}, parameter {@code const codecvt<_CharT, char, _State>&}). CDT never instantiates a
 * local class and calls every class owned by a function template dependent, so in an instance it leaves the call
 * unresolved. [temp.deduct.call]/4.3 deduces such a parameter from the argument's base class: the argument is replaced
 * by an lvalue of its (single) base class instantiated under the instance's arguments, and the choice is kept only when
 * the chosen template's parameter at that position names a class template (not a bare template parameter, which would
 * deduce the local class itself: that stays unsupported).
 */
final class LocalClassArguments {
    private LocalClassArguments() {}

    /** The arguments with each local-class object replaced by its base as above; null when no argument is one. */
    static List<ICPPEvaluation> viaBases(List<ICPPEvaluation> args, UnaryOperator<IType> instantiate) {
        List<ICPPEvaluation> r = new ArrayList<>(args);
        boolean any = false;
        for (int i = 0; i < args.size(); i++) {
            ICPPEvaluation a = args.get(i);
            IType t = a.getType();
            boolean isConst = SemanticUtil.getCVQualifier(t).isConst();
            if (!(SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE) instanceof ICPPClassType c)
                    || !ofFunctionTemplate(c)) continue;
            ICPPBase[] bases = c.getBases();
            if (bases.length != 1 || !(bases[0].getBaseClassType() instanceof IType b)) continue;
            IType base = instantiate.apply(b);
            if (base == null || CPPTemplates.isDependentType(base)) continue;
            r.set(i, new EvalFixed(isConst ? new CPPQualifierType(base, true, false) : base,
                    a.getValueCategory() == IASTExpression.ValueCategory.PRVALUE ? IASTExpression.ValueCategory.PRVALUE : IASTExpression.ValueCategory.LVALUE,
                    IntegralValue.UNKNOWN));
            any = true;
        }
        return any ? r : null;
    }

    /** Is {@code chosen} deduced through a class template at each replaced position (never a bare template parameter)? */
    static boolean deducedThroughBases(ICPPFunction chosen, List<ICPPEvaluation> original, List<ICPPEvaluation> replaced) {
        if (!(chosen instanceof ICPPSpecialization sp) || !(sp.getSpecializedBinding() instanceof ICPPFunctionTemplate t)) return true;
        IType[] ps = t.getType().getParameterTypes();
        for (int i = 0; i < original.size(); i++) {
            if (original.get(i) == replaced.get(i)) continue;
            if (i >= ps.length) return false;   // a pack parameter: would deduce the local class itself
            IType p = SemanticUtil.getNestedType(ps[i], SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
            if (p instanceof ICPPTemplateParameter || !(p instanceof ICPPClassType)) return false;
        }
        return true;
    }

    /** A class declared in the body of a function template (or of a member of a class template's body). */
    private static boolean ofFunctionTemplate(ICPPClassType c) {
        for (IBinding o = c.getOwner(); o != null; o = o.getOwner())
            if (o instanceof ICPPFunctionTemplate) return true;
            else if (!(o instanceof ICPPClassType)) return false;
        return false;
    }
}
