package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;

import java.util.ArrayList;
import java.util.List;

/**
 * Overloaded operators (docs/cxx.md, "Overloading and conversions"), as clang's SemaOverload builds a
 * {@code CXXOperatorCallExpr}: an operator expression whose operand has class (or enumeration) type and for
 * which overload resolution — CDT's, read from the expression's implicit name — chose an operator function
 * is a call of that function. A member operator takes its first operand as the object ({@code this}), a
 * non-member one all operands as arguments; postfix {@code ++}/{@code --} pass the dummy {@code int} 0.
 * Binary and compound assignment, comparison, unary, prefix/postfix increment, subscript {@code a[i]}, call
 * {@code f(a, b)} and arrow {@code p->m} (chained until a pointer results) are handled. The result is an
 * lvalue (the returned address) when the function returns a reference.
 * {@code operator=} of classes stays with {@link SemaSpecialMembers}.
 */
public final class SemaOverload {
    /**
     * A call of an operator function for expression {@code e}: {@code object} is the first operand of a member
     * operator (null for a non-member one), {@code args} the arguments after it; {@code reference}: it returns a reference.
     */
    public record OperatorCall(Symbol callee, IASTExpression object, List<IASTExpression> args, boolean reference, boolean negated) {
        public OperatorCall(Symbol callee, IASTExpression object, List<IASTExpression> args, boolean reference) {
            this(callee, object, args, reference, false);
        }
    }

    /** One step of an overloaded {@code ->}: {@code operator->} called on the object (the previous step's result). */
    public record ArrowStep(Symbol callee, CType result, boolean reference) {}

    private final Sema sema;
    private final Sema.NodeMap<IASTExpression, OperatorCall> calls;
    private final Sema.NodeMap<IASTFieldReference, List<ArrowStep>> arrows;
    private final UserDefinedLiterals literals = new UserDefinedLiterals();

    SemaOverload(Sema sema) {
        this.sema = sema;
        this.calls = new Sema.NodeMap<>(sema);
        this.arrows = new Sema.NodeMap<>(sema);
    }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The operator function call Sema decided for {@code e}, or null (a builtin operator). */
    public OperatorCall call(IASTExpression e) { return calls.get(e); }

    /** The {@code operator->} calls of {@code p->m} (in order), or null when {@code ->} is the builtin one. */
    public List<ArrowStep> arrow(IASTFieldReference fr) { return arrows.get(fr); }

    // ------------------------------------------------------------------ decisions

    /** The user-declared operator function CDT's overload resolution chose for the operator expression {@code e}, or null. */
    public static ICPPFunction operatorFunction(IASTExpression e) {
        if (e instanceof IASTLiteralExpression lit) return UserDefinedLiterals.operator(lit);   // "abc"_sr
        if (!(e instanceof IASTBinaryExpression || e instanceof IASTUnaryExpression || e instanceof IASTArraySubscriptExpression
                || e instanceof IASTFunctionCallExpression) || !(e instanceof IASTImplicitNameOwner o)) return null;
        if (SemaSpecialMembers.isAssignmentCall(e)) return null;   // operator= of classes: SemaSpecialMembers
        for (IASTImplicitName n : o.getImplicitNames()) {
            IBinding b = n.resolveBinding();
            if (b instanceof ICPPFunction u && e instanceof IASTBinaryExpression be
                    && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.uninstantiated(u))
                return withoutUninstantiated(be);
            if (b instanceof ICPPFunction f && f.getName().startsWith("operator") && !(f instanceof ICPPMethod m && m.isImplicit())
                    && !(e instanceof IASTFunctionCallExpression && !"operator ()".equals(f.getName()))
                    && !(f instanceof ICPPMethod cm && cm.getClassOwner() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType)) return f;   // lambdas: SemaLambda
        }
        return null;
    }

    /**
     * {@code m != rel} of enumerations where CDT's choice is a friend of a class template that was never instantiated
     * (OperatorLookup.uninstantiated): the operator function chosen without such candidates, or null for the builtin one.
     */
    private static ICPPFunction withoutUninstantiated(IASTBinaryExpression b) {
        if (!(b.getOperand1() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o1)
                || !(b.getOperand2() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o2)) return null;
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.nonMemberWithoutUninstantiated(
                b.getOperator(), o1.getEvaluation(), o2.getEvaluation(), b);
    }

    /** The {@code operator->} functions CDT found for {@code p->m} (in the order they are applied), or an empty list. */
    public static List<ICPPFunction> arrowFunctions(IASTFieldReference fr) {
        List<ICPPFunction> out = new ArrayList<>();
        if (!fr.isPointerDereference() || !(fr instanceof IASTImplicitNameOwner o)) return out;
        for (IASTImplicitName n : o.getImplicitNames())
            if (n.resolveBinding() instanceof ICPPMethod m && "operator ->".equals(m.getName())) out.add(m);
        return out;
    }

    /** Is {@code e} an operator expression calling an operator function (checked by {@link #operatorType})? */
    public static boolean isOperatorCall(IASTExpression e) { return operatorFunction(e) != null; }

    /** {@link #isOperatorCall}, also for dependent operands in a template instance (CDT's evaluation instantiated). */
    public boolean isCall(IASTExpression e) { return function(e) != null; }

    /**
     * C++20 {@code a != b} as {@code !(a == b)} and the reversed candidates (RewrittenComparisons): the rewrite
     * {@link #function} found last (null when none); decided again in every template instance, as the operands' types differ.
     */
    private RewrittenComparisons.Rewrite lastRewrite;

    private ICPPFunction function(IASTExpression e) {
        lastRewrite = null;
        ICPPFunction f = declaredFunction(e);
        if (f != null || sema.cxx == null || !(e instanceof IASTBinaryExpression b)) return f;
        lastRewrite = RewrittenComparisons.of(b, sema.templates, afterEnclosingClass(b));
        return lastRewrite == null ? null : lastRewrite.equals();
    }

    private ICPPFunction declaredFunction(IASTExpression e) {
        ICPPFunction f = operatorFunction(e);
        if (f == null && e instanceof IASTBinaryExpression b) f = friendDeclaredLater(b);
        if (f == null && e instanceof IASTBinaryExpression b) f = orderedTemplates(b);
        if ((f == null || f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction) && e instanceof IASTUnaryExpression u
                && onFriendResult(u) instanceof ICPPFunction g) f = g;
        // __x == __y in equal_to<_Tp>::operator(): CDT's deferred function for the dependent operands, resolved in the instance
        if (f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction && sema.templates != null && sema.templates.inInstance()) f = null;
        if (f != null || sema.templates == null || !(e instanceof IASTBinaryExpression || e instanceof IASTUnaryExpression
                || e instanceof IASTArraySubscriptExpression || e instanceof IASTFunctionCallExpression)) return f;
        if (e instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_assign) return null;   // operator=: SemaSpecialMembers
        if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) return null;
        ICPPFunction g = sema.templates.operatorIn(e);
        // *this + __n in _Deque_iterator<…>::operator[]: the hidden friend operator+ declared after it, found from after the class
        if (g == null && e instanceof IASTBinaryExpression b && afterEnclosingClass(b) instanceof org.eclipse.cdt.core.dom.ast.IASTNode after)
            g = sema.templates.operatorIn(e, after);
        // (__last - __first in std::__distance, before stl_iterator.h declares __normal_iterator's operator-: operatorIn
        // looks a dependent operator up at the end of the unit too, a point of instantiation, [temp.dep.candidate])
        if (g == null || (e instanceof IASTFunctionCallExpression && !"operator ()".equals(g.getName()))) return null;
        if (g instanceof ICPPMethod cm && cm.getClassOwner() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType) return null;   // a lambda: SemaLambda
        return g.getName().startsWith("operator") && !(g instanceof ICPPMethod m && m.isImplicit()) ? g : null;
    }

    /** The operands of a binary operator expression other than {@code =}, at least one of class type. */
    private record ClassOperands(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o1, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o2) {}

    private static ClassOperands classOperands(IASTBinaryExpression b) {
        if (b.getOperator() == IASTBinaryExpression.op_assign
                || !(b.getOperand1() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o1)
                || !(b.getOperand2() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression o2)) return null;
        if (jcirc.frontend.cxx.CxxSpecialMembers.classOf(o1.getExpressionType()) == null
                && jcirc.frontend.cxx.CxxSpecialMembers.classOf(o2.getExpressionType()) == null) return null;
        return new ClassOperands(o1, o2);
    }

    /**
     * {@code *this + i} in a member function body of a class whose hidden friend {@code operator+} is declared after
     * that body (stl_bvector.h's _Bit_iterator::operator[]): the body is a complete-class context, but CDT's lookup
     * of the friend (by ADL, a namespace-scope function) stops at the expression; its overload resolution again with
     * the lookup point after the class. Null when {@code b} is in no class's member function or finds nothing.
     */
    private static ICPPFunction friendDeclaredLater(IASTBinaryExpression b) {
        if (!(classOperands(b) instanceof ClassOperands(var o1, var o2))) return null;
        org.eclipse.cdt.core.dom.ast.IASTNode after = afterEnclosingClass(b);
        if (after == null) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(after);
        try {
            ICPPFunction f = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary(b.getOperator(),
                    o1.getEvaluation(), o2.getEvaluation(), b).getOverload();
            return f != null && f.getName().startsWith("operator") && !(f instanceof ICPPMethod m && m.isImplicit()) ? f : null;
        } catch (RuntimeException ex) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /**
     * {@code sv == sv} of string_views outside templates: CDT's resolution left the two {@code operator==} templates
     * (one with a {@code __type_identity_t} parameter) ambiguous; the more specialized one (OperatorLookup.orderedTemplates).
     */
    private static ICPPFunction orderedTemplates(IASTBinaryExpression b) {
        if (!(classOperands(b) instanceof ClassOperands(var o1, var o2))) return null;
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.orderedTemplates(b.getOperator(), o1.getEvaluation(), o2.getEvaluation(), b);
    }

    /**
     * {@code *(*this + i)} (stl_bvector.h's _Bit_iterator::operator[]) whose operand calls a hidden friend declared
     * later ({@link #friendDeclaredLater}): CDT typed the operand without that friend, so it chose no operator (or a
     * deferred one of another class) for the unary expression; its overload resolution again for an operand of the friend's result type. Null when the
     * operand is no such call or the operator is a builtin one.
     */
    private static ICPPFunction onFriendResult(IASTUnaryExpression u) {
        IASTExpression x = u.getOperand();
        while (x instanceof IASTUnaryExpression p && p.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = p.getOperand();
        if (u.getOperator() == IASTUnaryExpression.op_bracketedPrimary || !(x instanceof IASTBinaryExpression b)
                || !(friendDeclaredLater(b) instanceof ICPPFunction friend)) return null;
        try {
            ICPPFunction f = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary(
                    u.getOperator(),
                    new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(
                            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.typeFromFunctionCall(friend),
                            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.valueCategoryFromFunctionCall(friend),
                            org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN),
                    null, u).getOverload();
            return f != null && f.getName().startsWith("operator") && !(f instanceof ICPPMethod m && m.isImplicit()) ? f : null;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /**
     * The declaration after the class whose member function body holds {@code e} (for a class template: after the
     * template declaration), or null when {@code e} is in no member function defined in its class.
     */
    private static org.eclipse.cdt.core.dom.ast.IASTNode afterEnclosingClass(IASTExpression e) {
        org.eclipse.cdt.core.dom.ast.IASTNode p = e.getParent();
        while (p != null && !(p instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition)) p = p.getParent();
        if (p == null || !(p.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs)
                || !(cs.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration cd)) return null;
        org.eclipse.cdt.core.dom.ast.IASTNode decl = cd.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration td ? td : cd;
        org.eclipse.cdt.core.dom.ast.IASTNode[] siblings = decl.getParent() == null ? null : decl.getParent().getChildren();
        for (int i = 0; siblings != null && i + 1 < siblings.length; i++) if (siblings[i] == decl) return siblings[i + 1];
        return null;
    }

    // a + b, k += 3, -k, ++k, k++, k[i], k(a, b) calling operator functions: the type of the call (the object for T&)
    CType operatorType(IASTExpression e) {
        ICPPFunction f = function(e);
        if (e instanceof IASTLiteralExpression && UserDefinedLiterals.isTemplateCall(f)) {
            sema.error(e, "literal operator templates are not supported yet");
            return CType.INT;
        }
        if (e instanceof IASTFunctionCallExpression c) objectVariable(c);
        List<IASTExpression> operands = operands(e, f);
        RewrittenComparisons.Rewrite rw = lastRewrite;
        if (rw != null && rw.reversed()) java.util.Collections.reverse(operands);   // 3 == x: operator==(x, 3)
        for (IASTExpression x : operands) sema.typeOf(x);
        Symbol callee = sema.cxx.functionSymbol(f, e);
        if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function ft)) return CType.INT;
        boolean member = f instanceof ICPPMethod m && !m.isStatic();
        IASTExpression object = member ? operands.get(0) : null;
        List<IASTExpression> args = member ? operands.subList(1, operands.size()) : operands;
        if (object != null && !sema.isLvalue(object) && !sema.cxx.temps.isClassPrvalue(object)   // (a + b) + c: a temporary (SemaTemporaries)
                && Types.unqual(sema.typeOf(object)) instanceof CType.Record
                && cdtType(object) instanceof IType ot && jcirc.frontend.cxx.ClassTraits.elementClass(ot) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType oc
                && jcirc.frontend.cxx.ClassTraits.nonTrivial(oc, jcirc.frontend.cxx.ClassTraits.Kind.DTOR))   // a trivially destructible one is materialized
            sema.error(object, "calling an operator function on a temporary with a destructor is not supported yet");
        sema.cxx.checkArguments(e, ft, member ? 1 : 0, args.toArray(new IASTInitializerClause[0]), f);
        boolean ref = f.getType() != null && SemaCXX.isReferenceType(f.getType().getReturnType());
        if (rw != null && rw.negated()) {   // a != b as !(a == b): the call's result converted to bool, then negated
            if (ref || !Types.unqual(ft.returnType()).equals(CType.BOOL)) {   // [over.match.oper]/9
                sema.error(e, "return type '" + Types.unqual(ft.returnType()) + "' of selected 'operator==' function for rewritten '!=' comparison is not 'bool'");
                return CType.BOOL;
            }
            calls.put(e, new OperatorCall(callee, object, List.copyOf(args), false, true));
            return CType.BOOL;
        }
        calls.put(e, new OperatorCall(callee, object, List.copyOf(args), ref));
        if (!ref) sema.cxx.temps.operatorResult(e);   // a class returned by value: a temporary (SemaTemporaries)
        CType rt = Types.unqual(ft.returnType());
        return ref && Types.pointee(rt) != null ? Types.pointee(rt) : rt;
    }

    /**
     * {@code pred(x)} in a template instance ({@code std::__find_if}'s {@code __pred(__first)}): CDT resolves the name
     * {@code pred} itself to the class's {@code operator()}; the object of the call is the variable {@code pred} (was the
     * operator function's address: wrong code, cxx-program 210).
     */
    private void objectVariable(IASTFunctionCallExpression c) {
        if (sema.templates == null || !sema.templates.inInstance()) return;
        IASTExpression fn = c.getFunctionNameExpression();
        while (fn instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) fn = u.getOperand();
        if (!(fn instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id) || id.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName) return;
        Symbol s = sema.symbols.lookup(id.getName().toString());
        if (s != null && s.isVariable() && !(sema.resolved.get(id.getName()) instanceof Symbol r && r.isVariable())) sema.resolved.put(id.getName(), s);
    }

    private static IType cdtType(IASTExpression e) {
        return e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce ? ce.getExpressionType() : null;
    }

    /** The operands of an operator expression, in call order (object first); {@code x++} adds the dummy {@code int} 0. */
    private List<IASTExpression> operands(IASTExpression e, ICPPFunction f) {
        List<IASTExpression> out = new ArrayList<>();
        switch (e) {
            case IASTBinaryExpression b -> { out.add(b.getOperand1()); out.add(b.getOperand2()); }
            case IASTUnaryExpression u -> {
                out.add(u.getOperand());
                if (u.getOperator() == IASTUnaryExpression.op_postFixIncr || u.getOperator() == IASTUnaryExpression.op_postFixDecr)
                    out.add(dummyZero(u));
            }
            case IASTArraySubscriptExpression a -> { out.add(a.getArrayExpression()); out.add((IASTExpression) a.getArgument()); }
            case IASTLiteralExpression lit -> out.addAll(literals.arguments(lit, f));   // "abc"_sr: ("abc", 3)
            case IASTFunctionCallExpression c -> {
                out.add(c.getFunctionNameExpression());
                // f(std::forward<_Args>(__args)...) calling f's operator(): one argument per pack element (SemaPacks)
                for (IASTInitializerClause a : sema.cxx.packs.arguments(c.getArguments())) out.add((IASTExpression) a);
            }
            default -> { }
        }
        return out;
    }

    private final java.util.Map<IASTExpression, IASTExpression> dummies = new java.util.IdentityHashMap<>();

    /** The {@code int} 0 passed for the dummy parameter of a postfix {@code operator++(int)} (one node per expression). */
    private IASTExpression dummyZero(IASTUnaryExpression u) {
        return dummies.computeIfAbsent(u, k -> {
            IASTLiteralExpression lit = org.eclipse.cdt.internal.core.dom.parser.cpp.CPPNodeFactory.getDefault()
                    .newLiteralExpression(IASTLiteralExpression.lk_integer_constant, "0");
            lit.setParent(u);
            return lit;
        });
    }

    /**
     * {@code p->m} where {@code p} has class type: the {@code operator->} chain (each applied to the previous result,
     * until a pointer results); returns the final pointer type, or null when {@code ->} is the builtin one.
     */
    public CType arrowType(IASTFieldReference fr) {
        if (arrows.containsKey(fr)) {
            List<ArrowStep> steps = arrows.get(fr);
            return steps == null || steps.isEmpty() ? null : steps.get(steps.size() - 1).result();
        }
        IASTExpression owner = fr.getFieldOwner();
        CType ot = sema.typeOf(owner);
        if (!(Types.unqual(ot) instanceof CType.Record)) { arrows.put(fr, null); return null; }
        List<ICPPFunction> fns = arrowFunctions(fr);
        if (fns.isEmpty() && sema.templates != null) fns = sema.templates.arrowFunctionsIn(fr);   // a dependent owner in an instance
        // else (CDT's instantiated evaluation gave none): the operator-> members of each step's class, chosen by the
        // object's constness, until a pointer results ([over.ref])
        boolean looked = fns.isEmpty();
        if (looked && arrowMember(ot) == null) { arrows.put(fr, null); return null; }
        List<ArrowStep> steps = new ArrayList<>();
        CType result = ot;
        for (int i = 0; looked ? Types.unqual(result) instanceof CType.Record && i < 64 : i < fns.size(); i++) {
            ICPPFunction f = looked ? arrowMember(result) : fns.get(i);
            if (f == null) break;
            Symbol callee = sema.cxx.functionSymbol(f, fr);
            if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function ft)) { arrows.put(fr, List.of()); return CType.INT; }
            boolean ref = f.getType() != null && SemaCXX.isReferenceType(f.getType().getReturnType());
            CType rt = Types.unqual(ft.returnType());
            result = ref ? Types.pointee(rt) : rt;
            steps.add(new ArrowStep(callee, result, ref));
        }
        if (!Types.isPointer(result)) {
            sema.error(fr, "member reference type '" + result + "' is not a pointer");
            arrows.put(fr, List.of());
            return CType.INT;
        }
        arrows.put(fr, steps);
        return result;
    }

    /** The {@code operator->} of an object of class type {@code t} (the const one for a const object), or null. */
    private ICPPFunction arrowMember(CType t) {
        if (!(Types.unqual(t) instanceof CType.Record r) || r.def() == null) return null;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c = sema.cxx.cdtClass(r.def());
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate && sema.templates != null
                && sema.templates.instanceClass(r.def()) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType ic) c = ic;   // unique_ptr<S>, not its template
        return c == null ? null : jcirc.frontend.cxx.RangeForVariables.member(c, "operator ->", Types.isConst(t), 0);
    }
}
