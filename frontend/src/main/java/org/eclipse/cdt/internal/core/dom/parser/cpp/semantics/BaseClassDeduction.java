package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplatePartialSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameterPackType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Template argument deduction from a base class of the argument ([temp.deduct.call]/4.3): when P is a
 * simple-template-id {@code X<…>} and the argument's class A is no instance of X, each base class of A that is an
 * instance of X is tried as the deduced A; the deduction succeeds when exactly one of them deduces. CDT's
 * {@code TemplateArgumentDeduction.findBaseInstances} stops at the first instance of X on each path through the bases,
 * so it never looks past {@code _Tuple_impl<0, int, char>} to {@code _Tuple_impl<1, char>} and libstdc++'s
 * {@code std::__get_helper<__i>(__t)} (tuple:1381, called by every {@code std::get<i>}) finds no viable function.
 * Lives in CDT's package for {@code CPPTemplates.instantiateForFunctionCall}. Used when CDT's resolution of a call
 * fails: its non-member function templates are deduced again with each class argument replaced by each base instance of
 * its parameter's template; the call is that instance when exactly one template deduces, through exactly one base
 * (the derived argument then binds the base parameter by a derived-to-base conversion); when several templates deduce
 * through the same bases, CDT's overload resolution ranks them for arguments of those base types. Not done: ranking
 * templates that deduce through different bases (CDT's {@code resolveFunction} deduces an instance it is given again
 * from its template, so it cannot rank instances), member function templates.
 */
public final class BaseClassDeduction {
    private BaseClassDeduction() {}

    /** At most this many argument-type combinations are tried per function template (the product over class arguments). */
    private static final int MAX_COMBINATIONS = 256;

    /**
     * The function {@code name} calls in plain code ({@code helper<1>(t)}) when CDT's resolution failed with the problem
     * binding {@code pb} (its candidates are the functions the name found); null when {@code name} is no call's callee
     * or base classes do not make a candidate viable.
     */
    public static ICPPFunction callee(org.eclipse.cdt.core.dom.ast.IASTName name, IProblemBinding pb) {
        IBinding[] cands = pb.getCandidateBindings();
        if (cands.length == 0) return null;
        IASTNode id = name.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getParent() : name.getParent();
        if (!(id instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression ide)
                || !(ide.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call)
                || call.getFunctionNameExpression() != ide) return null;
        List<ICPPFunction> fns = new ArrayList<>();
        for (IBinding c : cands) if (c instanceof ICPPFunction f) fns.add(f);
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] as = call.getArguments();
        ICPPEvaluation[] args = new ICPPEvaluation[as.length];
        for (int i = 0; i < as.length; i++) {
            if (!(as[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause ic)) return null;
            args[i] = ic.getEvaluation();
            if (args[i].isTypeDependent()) return null;   // in a template: resolved per instance (CxxTemplates)
        }
        try {
            ICPPTemplateArgument[] explicit = name instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId tid
                    ? CPPTemplates.createTemplateArgumentArray(tid) : null;
            return resolve(fns.toArray(new ICPPFunction[0]), explicit, args, call);
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The instance a call of the set {@code candidates} (with explicit template arguments {@code explicit}, or null)
     * with {@code args} calls once base classes take part in deduction; null when no template deduces through a base,
     * or more than one does.
     */
    public static ICPPFunction resolve(ICPPFunction[] candidates, ICPPTemplateArgument[] explicit, ICPPEvaluation[] args, IASTNode point) {
        if (candidates == null || args == null) return null;
        List<Deduced> deduced = new ArrayList<>();
        CPPSemantics.pushLookupPoint(point);
        try {
            for (ICPPFunction f : candidates) {
                if (f instanceof ICPPFunctionTemplate t && !(f instanceof ICPPMethod) && deduce(t, explicit, args) instanceof Deduced d)
                    deduced.add(d);
            }
            if (deduced.isEmpty()) return null;
            List<IType> types = deduced.get(0).types;
            boolean oneWay = true;
            for (Deduced d : deduced) oneWay &= sameTypes(types, d.types);
            if (oneWay) {
                // every template deduces through the same bases (tuple's const and non-const __get_helper): CDT's overload
                // resolution ranks the candidates for arguments of those base types (partial ordering, reference bindings)
                ICPPEvaluation[] based = new ICPPEvaluation[args.length];
                for (int i = 0; i < args.length; i++)
                    based[i] = types.get(i) == args[i].getType() ? args[i]
                            : new EvalFixed(types.get(i), args[i].getValueCategory(), IntegralValue.UNKNOWN);
                ICPPEvaluation r = new EvalFunctionSet(new CPPFunctionSet(candidates, explicit, null), false, false, null, point)
                        .resolveFunction(based);
                if (r instanceof EvalBinding eb && eb.getBinding() instanceof ICPPFunction f && !(f instanceof IProblemBinding)
                        && !(f instanceof ICPPFunctionTemplate)) return f;
            }
            return deduced.size() == 1 ? deduced.get(0).instance : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /** An instance deduced with the argument types {@code types} (some of them base classes of the arguments' classes). */
    private record Deduced(ICPPFunction instance, List<IType> types) {}

    private static boolean sameTypes(List<IType> a, List<IType> b) {
        for (int i = 0; i < a.size(); i++) if (a.get(i) != b.get(i) && !a.get(i).isSameType(b.get(i))) return false;
        return true;
    }

    /**
     * The instance of {@code t} deduced with some class arguments replaced by base instances of their parameters'
     * templates (cv-qualified as the argument); null when no combination deduces, or two combinations deduce different
     * instances (ambiguous).
     */
    private static Deduced deduce(ICPPFunctionTemplate t, ICPPTemplateArgument[] explicit, ICPPEvaluation[] args) {
        IType[] params = t.getType().getParameterTypes();
        List<List<IType>> choices = new ArrayList<>();
        List<ValueCategory> cats = new ArrayList<>();
        int combinations = 1;
        boolean anyBase = false;
        for (int i = 0; i < args.length; i++) {
            IType a = args[i].getType();
            cats.add(args[i].getValueCategory());
            List<IType> alternatives = new ArrayList<>();
            IType p = i < params.length && !(params[i] instanceof ICPPParameterPackType) ? strip(params[i]) : null;
            // X<…>& / const X<…>& / X<…> (a class argument), or X<…>* (a pointer to a class)
            boolean pointer = p instanceof IPointerType && strip(a) instanceof IPointerType;
            if (pointer) {
                p = strip(((IPointerType) p).getType());
                a = ((IPointerType) strip(a)).getType();
            }
            ICPPClassTemplate x = p == null ? null : primary(p);
            if (x != null && strip(a) instanceof ICPPClassType ac && !isInstanceOf(ac, x)) {
                CVQualifier cv = SemanticUtil.getCVQualifier(SemanticUtil.getNestedType(a, SemanticUtil.TDEF | SemanticUtil.REF));
                for (ICPPClassType b : baseInstances(ac, x)) {
                    IType based = SemanticUtil.addQualifiers(b, cv.isConst(), cv.isVolatile(), false);
                    alternatives.add(pointer ? new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPointerType(based) : based);
                }
            }
            a = args[i].getType();
            if (alternatives.isEmpty()) alternatives.add(a);
            else anyBase = true;
            combinations *= alternatives.size();
            if (combinations > MAX_COMBINATIONS) return null;
            choices.add(alternatives);
        }
        if (!anyBase) return null;
        Deduced found = null;
        int[] index = new int[args.length];
        for (int n = 0; n < combinations; n++) {
            List<IType> types = new ArrayList<>();
            for (int i = 0; i < args.length; i++) types.add(choices.get(i).get(index[i]));
            ICPPFunction[] r = CPPTemplates.instantiateForFunctionCall(new ICPPFunction[] {t}, explicit, types, cats, false);
            if (r != null && r.length == 1 && r[0] != null && !(r[0] instanceof ICPPFunctionTemplate) && !(r[0] instanceof IProblemBinding)) {
                if (found != null && !same(found.instance, r[0])) return null;   // more than one base deduces: deduction fails
                found = new Deduced(r[0], types);
            }
            for (int i = 0; i < args.length && ++index[i] == choices.get(i).size(); i++) index[i] = 0;
        }
        return found;
    }

    private static boolean same(ICPPFunction a, ICPPFunction b) {
        if (a == b) return true;
        if (!(a instanceof ICPPTemplateInstance ia) || !(b instanceof ICPPTemplateInstance ib)) return false;
        ICPPTemplateArgument[] x = ia.getTemplateArguments(), y = ib.getTemplateArguments();
        if (x.length != y.length) return false;
        for (int i = 0; i < x.length; i++) if (!x[i].isSameValue(y[i])) return false;
        return true;
    }

    /** A type without typedefs, references and cv-qualifiers. */
    private static IType strip(IType t) {
        return SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
    }

    /** The primary class template a parameter's simple-template-id names ({@code _Tuple_impl<__i, _Head, _Tail...>}), or null. */
    private static ICPPClassTemplate primary(IType p) {
        return p instanceof ICPPTemplateInstance inst ? primary(inst) : null;
    }

    private static ICPPClassTemplate primary(ICPPTemplateInstance inst) {
        ICPPTemplateDefinition d = inst.getTemplateDefinition();
        if (d instanceof ICPPClassTemplatePartialSpecialization ps) return ps.getPrimaryClassTemplate();
        return d instanceof ICPPClassTemplate ct ? ct : null;
    }

    private static boolean isInstanceOf(ICPPClassType c, ICPPClassTemplate x) {
        return c instanceof ICPPTemplateInstance i && primary(i) instanceof ICPPClassTemplate p && p.isSameType(x);
    }

    /** Every base class of {@code c} (direct or indirect, each once) that is an instance of {@code x}. */
    private static List<ICPPClassType> baseInstances(ICPPClassType c, ICPPClassTemplate x) {
        List<ICPPClassType> out = new ArrayList<>();
        Map<IBinding, Boolean> seen = new IdentityHashMap<>();
        ArrayList<ICPPClassType> work = new ArrayList<>();
        work.add(c);
        for (int k = 0; k < work.size(); k++) {
            for (ICPPBase b : work.get(k).getBases()) {
                if (!(b.getBaseClass() instanceof ICPPClassType bc) || seen.put(bc, Boolean.TRUE) != null) continue;
                if (isInstanceOf(bc, x)) out.add(bc);
                work.add(bc);
            }
        }
        return out;
    }
}
