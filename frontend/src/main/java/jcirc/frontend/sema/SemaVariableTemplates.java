package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableInstance;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding;

import java.util.HashMap;
import java.util.Map;

/**
 * Instances of variable templates ({@code template<class T> constexpr bool is_big_v = sizeof(T) > 4;}, libstdc++'s
 * {@code is_invocable_v<…>}, {@code tuple_size_v<…>}) named in expressions: {@code is_big_v<long>}, and
 * {@code is_big_v<T>} in a template instance. A {@code constexpr} instance of integral type is its value, as g++ folds
 * it ([temp.inst]: an instance is only defined where it is odr-used): one symbol per instance (its mangled name),
 * whose reads are the constant (as {@link Symbol#inClassConstant}), from CDT's evaluation of the instance's
 * initializer under its arguments. Other instances (not constexpr, class or floating types, odr-uses such as
 * {@code &v<int>}) are not supported yet.
 */
final class SemaVariableTemplates {
    private final Sema sema;
    private final Map<String, Symbol> instances = new HashMap<>();

    SemaVariableTemplates(Sema sema) { this.sema = sema; }

    /** The declarator of {@code vi}'s template that has an initializer (CDT records it as a declaration), or null. */
    private static org.eclipse.cdt.core.dom.ast.IASTDeclarator templateDeclarator(ICPPVariableInstance vi) {
        // template<> constexpr int width<bool> = 1;  an explicit specialization's own declarator
        if (vi instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding own && declaratorWithInitializer(own) instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d)
            return d;
        return vi.getSpecializedBinding() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib ? declaratorWithInitializer(ib) : null;
    }

    private static org.eclipse.cdt.core.dom.ast.IASTDeclarator declaratorWithInitializer(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) {
        java.util.List<org.eclipse.cdt.core.dom.ast.IASTNode> names = new java.util.ArrayList<>();
        if (ib.getDefinition() != null) names.add(ib.getDefinition());
        if (ib.getDeclarations() != null) names.addAll(java.util.Arrays.asList(ib.getDeclarations()));
        for (org.eclipse.cdt.core.dom.ast.IASTNode n : names)
            if (n != null && n.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d && d.getInitializer() != null) return d;
        return null;
    }

    /** CDT's instance does not say constexpr: its template's declaration does. */
    private static boolean isConstexpr(ICPPVariableInstance vi) {
        if (vi.isConstexpr()) return true;
        org.eclipse.cdt.core.dom.ast.IASTDeclarator d = templateDeclarator(vi);
        // M<Pr>::usable<U>: the specialized binding is the class instance's member template, whose own is the template's
        for (IBinding b = vi.getSpecializedBinding(); d == null && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp; b = sp.getSpecializedBinding())
            if (sp.getSpecializedBinding() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) d = declaratorWithInitializer(ib);
        return d != null && d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier ds && ds.isConstexpr();
    }

    /**
     * The value of the template's initializer instantiated under the instance's arguments (CDT leaves the instance's
     * own value unknown when it is {@code sizeof(T) > 4}), or null.
     */
    private Number initializerValue(ICPPVariableInstance vi) {
        org.eclipse.cdt.core.dom.ast.IASTDeclarator d = templateDeclarator(vi);
        if (d == null || !(d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq)
                || !(eq.getInitializerClause() instanceof ICPPASTExpression init)) return null;
        ICPPEvaluation ev = init.getEvaluation().instantiate(
                new org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext(vi.getTemplateParameterMap()), 40);
        // a data member template of a class template instance (map<K, T>'s __usable_key<_Up>): the class's arguments too
        for (IBinding o = vi.getOwner(); o != null && (ev.isValueDependent() || ev.isTypeDependent()); o = o.getOwner())
            if (o instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs)
                ev = ev.instantiate(new org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext(cs.getTemplateParameterMap(), cs), 40);
        // named in a member of the class template's instance (CDT's instance is the template's member): the instance's
        if ((ev.isValueDependent() || ev.isTypeDependent()) && sema.templates != null) ev = sema.templates.inCurrentClass(ev);
        IValue v = ev.getValue();
        return v == null ? null : v.numberValue();
    }

    /**
     * {@code usable<decltype(a)>} in a template instance, {@code a} a structured binding (CDT's template-id is a problem:
     * it cannot type the binding of a dependent initializer): the variable template's instance for the arguments
     * typed in the instance (InstanceBindingTypes; other type arguments instantiated), or null.
     */
    private ICPPVariableInstance instanceWithBindingTypes(IASTName n) {
        if (!(n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId tid) || sema.templates == null || !sema.templates.inInstance()) return null;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableTemplate vt = null;
        for (IBinding c : tid.getTemplateName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb ? pb.getCandidateBindings()
                : new IBinding[] {tid.getTemplateName().resolveBinding()})
            if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableTemplate v) vt = v;
        if (vt == null) return null;
        org.eclipse.cdt.core.dom.ast.IASTNode[] written = tid.getTemplateArguments();
        org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] args = new org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[written.length];
        boolean binding = false;
        for (int i = 0; i < written.length; i++) {
            if (!(written[i] instanceof org.eclipse.cdt.core.dom.ast.IASTTypeId typeId)) return null;
            org.eclipse.cdt.core.dom.ast.IType t = InstanceBindingTypes.decltypeOfBinding(sema, typeId);
            binding |= t != null;
            if (t == null) t = sema.templates.instantiate(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor.createType(typeId));
            if (t == null || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(t)
                    || t instanceof org.eclipse.cdt.core.dom.ast.IProblemType) return null;
            args[i] = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(t);
        }
        if (!binding) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(n);
        try {
            return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.instantiate(vt, args) instanceof ICPPVariableInstance vi ? vi : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /** The symbol of the variable template instance {@code id} names ({@code mangled}: its name), or null if it names none. */
    Symbol instance(IASTIdExpression id, String mangled) {
        IASTName n = id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName();
        IBinding b = n.resolveBinding();
        if (sema.templates != null) b = sema.templates.resolve(n, b);
        ICPPEvaluation ev = sema.templates != null ? sema.templates.evaluation((ICPPASTExpression) id) : ((ICPPASTExpression) id).getEvaluation();
        // width<short> in a member of M<int>: CDT's member of the class instance, specializing the template's instance
        if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp && !(b instanceof ICPPVariableInstance)
                && sp.getSpecializedBinding() instanceof ICPPVariableInstance inner) b = inner;
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding && instanceWithBindingTypes(n) instanceof ICPPVariableInstance x) { b = x; ev = null; }
        if (!(b instanceof ICPPVariableInstance) && !(ev instanceof EvalBinding eb && eb.getBinding() instanceof ICPPVariableInstance)) return null;
        ICPPVariableInstance vi = b instanceof ICPPVariableInstance v ? v : (ICPPVariableInstance) ((EvalBinding) ev).getBinding();
        // one symbol per instance: the template and its arguments (is_big_v<T> names another instance in each instance of f)
        String key = org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getQualifiedName(vi)
                + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getArgumentListString(vi.getTemplateArguments(), true);
        // a data member template named in a class template's member: CDT's instance is the template's, one per class instance
        if (vi.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate && sema.templates != null && sema.templates.currentClass() != null)
            key = org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(sema.templates.currentClass(), true) + " " + key;
        Symbol s = instances.get(key);
        if (s != null) return s;
        CType t = jcirc.frontend.cxx.CdtTypes.of(sema, vi.getType());
        Number value = null;
        try {
            IValue iv = ev != null ? ev.getValue() : vi.getInitialValue();
            value = iv == null ? null : iv.numberValue();
            if (value == null && vi.getInitialValue() != null) value = vi.getInitialValue().numberValue();
            if (value == null) value = initializerValue(vi);
        } catch (RuntimeException e) {
            value = null;
        }
        if (t == null || !isConstexpr(vi) || !Types.isInteger(t) || value == null) {
            sema.error(id, "this variable template instance is not supported yet (a constexpr one of integral type is)");
            return null;
        }
        CType ut = Types.unqual(t);
        s = new Symbol(mangled, Symbol.Kind.VARIABLE, Types.qualify(ut, true, false, false), Symbol.Linkage.EXTERNAL, true, sema.loc(id));
        s.constexprValue = new ConstValue.IntVal(Types.isBool(ut) ? (value.longValue() != 0 ? 1 : 0) : value.longValue(), ut);
        s.inClassConstant = true;
        instances.put(key, s);
        return s;
    }
}
