package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Cost;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.util.ArrayList;
import java.util.List;

/**
 * g++ and clang rank a conversion between a real and a GNU {@code _Complex} type below every other standard
 * conversion (clang's "complex-real conversion"): {@code complex<double>(1)} calls {@code complex(double, double)},
 * not {@code complex(_Complex double)}, and {@code f(1)} calls {@code f(double)}, not {@code f(_Complex double)}. CDT
 * ranks both alike (no constructor; an ambiguous call); this picks the one candidate that needs no real/complex
 * conversion, when only those conversions made the call ambiguous.
 */
public final class ComplexConversionRank {
    private ComplexConversionRank() {}

    /** The constructor of {@code c} for {@code args} once real/complex conversions rank last, or null. */
    static ICPPConstructor constructor(ICPPClassType c, IASTInitializerClause[] args) {
        if (c == null) return null;
        return pick(List.of(c.getConstructors()), args) instanceof ICPPConstructor k ? k : null;
    }

    /** {@code f(1)}: the function CDT's ambiguous lookup {@code pb} of a call's name {@code n} means, or null. */
    public static ICPPFunction call(org.eclipse.cdt.core.dom.ast.IProblemBinding pb, org.eclipse.cdt.core.dom.ast.IASTName n) {
        if (!(n.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id)
                || !(id.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call) || call.getFunctionNameExpression() != id) return null;
        List<ICPPFunction> fs = new ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.IBinding b : pb.getCandidateBindings()) if (b instanceof ICPPFunction f) fs.add(f);
        return pick(fs, call.getArguments());
    }

    private static ICPPFunction pick(List<? extends ICPPFunction> candidates, IASTInitializerClause[] args) {
        if (args == null || args.length == 0) return null;
        List<IType> types = new ArrayList<>();
        List<org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory> categories = new ArrayList<>();
        for (IASTInitializerClause a : args) {
            if (!(a instanceof ICPPASTExpression e) || e.getExpressionType() == null) return null;
            types.add(e.getExpressionType());
            categories.add(e.getValueCategory());
        }
        ICPPFunction plain = null;
        int plainCount = 0;
        boolean complexOnes = false;
        CPPSemantics.pushLookupPoint(args[0]);
        try {
            for (ICPPFunction k : candidates) {
                if (k instanceof ICPPFunctionTemplate || k.getType() == null || k.isDeleted()) continue;
                IType[] ps = k.getType().getParameterTypes();
                if (args.length > ps.length || args.length < k.getRequiredArgumentCount()) continue;
                boolean viable = true, complexConversion = false;
                for (int i = 0; i < args.length && viable; i++) {
                    Cost cost = Conversions.checkImplicitConversionSequence(ps[i], types.get(i), categories.get(i),
                            Conversions.UDCMode.FORBIDDEN, Conversions.Context.ORDINARY, false);
                    viable = cost != null && cost.converts();
                    complexConversion |= realComplex(ps[i], types.get(i));
                }
                if (!viable) continue;
                if (complexConversion) complexOnes = true;
                else { plain = k; plainCount++; }
            }
        } catch (DOMException ex) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
        return complexOnes && plainCount == 1 ? plain : null;
    }

    /** Is passing {@code arg} to {@code param} a conversion between a real and a complex builtin type? */
    private static boolean realComplex(IType param, IType arg) {
        int strip = SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE;
        return SemanticUtil.getNestedType(param, strip) instanceof IBasicType p && SemanticUtil.getNestedType(arg, strip) instanceof IBasicType a
                && p.isComplex() != a.isComplex();
    }
}
