package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;

import jcirc.frontend.cdt.CoroutineKeywords;

import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.LookupData;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * C++20 coroutines ([dcl.fct.def.coroutine]), decided in Sema and read by CIRGen ({@code cirgen.CIRGenCoroutine};
 * docs/coroutines.md). A function whose body holds {@code co_await}, {@code co_yield} or {@code co_return} is a
 * coroutine: its promise type is {@code R::promise_type} of its class return type {@code R} (what the primary
 * {@code std::coroutine_traits<R, Args...>} gives), the promise's {@code get_return_object}, {@code initial_suspend},
 * {@code final_suspend}, {@code return_void}/{@code return_value}, {@code yield_value} are found by name, and every
 * awaiter class's {@code await_ready}, {@code await_suspend} (returning void, bool or a coroutine handle: symmetric
 * transfer) and {@code await_resume}.
 */
public final class SemaCoroutines {
    /** What {@code await_suspend} returns. */
    public enum SuspendKind { VOID, BOOL, HANDLE }

    /** An awaiter class and its three members ({@code handleParam}: await_suspend's handle parameter class). */
    public record Awaiter(CType type, Symbol ready, Symbol suspend, Symbol resume, SuspendKind kind, CType handleParam, CType suspendResult,
                          boolean resumeRef) {
        /** await_resume's return type (a reference's: its pointer, when {@code resumeRef}). */
        public CType resultType() { return ((CType.Function) Types.unqual(resume.type)).returnType(); }
    }

    /**
     * A coroutine: the promise class, its members, the initial and final awaiters; {@code returnValue} or
     * {@code returnVoid} (either may be null when no {@code co_return} needs it).
     */
    public record Plan(CType promise, Symbol getReturnObject, Symbol initialSuspend, Awaiter initial, Symbol finalSuspend, Awaiter fin,
                       Symbol returnVoid, Symbol returnValue, Symbol yieldValue, ICPPClassType promiseClass,
                       Symbol promiseCtor, Symbol promiseDtor, List<ParamCopy> paramCopies, Alloc alloc, Symbol unhandledException,
                       List<ParamArg> promiseCtorArgs, Symbol groCtor, boolean groByRef, Map<Symbol, Callable> callables) {
        /** How the object of a call of {@code fn} is found from the promise's (or awaiter's) address: null, the object itself. */
        public Callable callable(Symbol fn) { return callables.get(fn); }
    }

    /**
     * A promise (or awaiter) "member function" that is a data member of a class type with an {@code operator()}
     * ([dcl.fct.def.coroutine] looks the names up as class members: {@code rv return_void;}, {@code static constexpr auto
     * return_void = [] {...};}): the call {@code p.return_void()} calls that class's operator on the member object.
     */
    public sealed interface Callable {}

    /** A non-static data member {@code field} of the class {@code owner}: the object is {@code &p->field}. */
    public record FieldCallable(CType.Record owner, String field) implements Callable {}

    /** A static data member: the object is that variable. */
    public record StaticCallable(Symbol variable) implements Callable {}

    /**
     * An argument the promise's constructor or {@code operator new} takes from the coroutine's parameters
     * ([dcl.fct.def.coroutine]/5, /9): the lvalue of parameter {@code name} ({@code "this"}: {@code *this} of a member
     * function), bound to a reference parameter ({@code byRef}: its address) or passed by value.
     */
    public record ParamArg(String name, boolean byRef, boolean paramIsRef) {}

    /**
     * The frame's allocation: the promise's own {@code operator new(size_t)} and {@code operator delete(void*[, size_t])}
     * (null: the global ones), {@code get_return_object_on_allocation_failure} (null: none; else the global
     * allocation is the nothrow one and a null frame returns its result).
     */
    public record Alloc(Symbol opNew, Symbol opDelete, boolean sizedDelete, Symbol onFailure, List<ParamArg> newArgs) {}

    /**
     * A by-value class parameter copied into the frame ([dcl.fct.def.coroutine]/13): moved (its move or copy
     * constructor; null when trivial: a plain copy) from the caller's object, destroyed with the frame (null: trivial).
     */
    public record ParamCopy(String name, Symbol ctor, Symbol dtor) {}

    /**
     * One {@code co_await e} / {@code co_yield e}: its awaiter, for co_yield the {@code yield_value} call, for co_await
     * the steps from the operand to the awaiter ([expr.await]/3: {@code promise.await_transform(e)}, then a member or
     * free {@code operator co_await}; none: the operand is the awaiter).
     */
    public record Point(Awaiter awaiter, boolean operandIsAwaiter, Symbol call, List<Step> steps) {
        public Point(Awaiter awaiter, boolean operandIsAwaiter, Symbol call) { this(awaiter, operandIsAwaiter, call, List.of()); }
    }

    /** What a step of co_await calls: the promise's await_transform(operand), awaitable.operator co_await(), operator co_await(awaitable). */
    public enum StepKind { TRANSFORM, MEMBER_CO_AWAIT, FREE_CO_AWAIT }

    /**
     * One step: {@code fn}, whether it returns a reference (else a class prvalue: a temporary living across the
     * suspension, destroyed by {@code dtor} at the end of the full-expression when non-null).
     */
    public record Step(StepKind kind, Symbol fn, boolean reference, Symbol dtor) {}

    private final Sema sema;
    private final Map<IASTNode, Plan> plans;   // by function definition or lambda expression
    private final Map<IASTExpression, Point> points;
    private final java.util.Set<IASTExpression> referenceResults;

    SemaCoroutines(Sema sema) {
        this.sema = sema;
        this.plans = new Sema.NodeMap<>(() -> this.sema);
        this.points = new Sema.NodeMap<>(() -> this.sema);
        this.referenceResults = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(() -> this.sema));
    }

    /**
     * Is {@code e} a co_await/co_yield whose await_resume returns a reference ({@code T&}, {@code T&&})? Then the
     * expression is an lvalue of type T designating the referred object (its value in CIRGen: the pointer).
     */
    public boolean returnsReference(IASTExpression e) { return referenceResults.contains(e); }

    /** CIRGen: the plan of a coroutine definition or coroutine lambda (null for other functions, or after an error). */
    public Plan plan(IASTNode fd) { return plans.get(fd); }

    /** CIRGen: the plan of a co_await/co_yield (null after an error). */
    public Point point(IASTExpression e) { return points.get(e); }

    /** The type of a keyword's expression; decides the function's plan at its first keyword. */
    CType type(IASTExpression e, SemaCoroutineSyntax.Keyword k) {
        IASTInitializerClause op = SemaCoroutineSyntax.operand(e);
        if (op instanceof IASTExpression x) sema.typeOf(x);
        IASTNode fd = enclosingFunction(e);   // a function definition or a lambda (its call operator is the coroutine)
        String fn = sema.currentFunctionName;
        boolean lambda = fd instanceof ICPPASTLambdaExpression;
        if (fd == null || !lambda && (fn == null || fn.isEmpty())) {
            sema.error(e, "'" + k.spelling + "' cannot be used outside a function");
            return CType.VOID;
        }
        if (!lambda && fn.equals("main")) {
            sema.error(e, "'" + k.spelling + "' cannot be used in the 'main' function");
            return CType.VOID;
        }
        Plan plan = plans.containsKey(fd) ? plans.get(fd) : decide(fd, e);
        if (plan == null) return CType.VOID;
        switch (k) {
            case RETURN -> {
                if (op == null || op instanceof IASTExpression x && Types.isVoid(sema.rvalueType(x))) {
                    if (plan.returnVoid() == null) sema.error(e, "no member named 'return_void' in '" + plan.promise() + "'");
                } else if (plan.returnValue() == null) sema.error(e, "no member named 'return_value' in '" + plan.promise() + "'");
                return CType.VOID;
            }
            case YIELD -> {
                if (plan.yieldValue() == null) {
                    sema.error(e, "no member named 'yield_value' in '" + plan.promise() + "'");
                    return CType.VOID;
                }
                ICPPClassType yc = returnClass(methodOrCall(plan.promiseClass(), "yield_value"));
                Awaiter a = awaiter(yc, e);
                if (a == null) return CType.VOID;
                points.put(e, new Point(a, false, plan.yieldValue()));
                cdtResult(e, yc);
                return resultType(e, a);
            }
            default -> {
                if (!(op instanceof IASTExpression x)) return CType.VOID;
                List<Step> steps = new ArrayList<>();
                IType t = awaitSteps(plan, x, e, steps);
                if (t == null) return CType.VOID;
                ICPPClassType c = classOf(t);
                if (c == null) {
                    sema.error(e, "this 'co_await' operand (not an awaiter object) is not supported yet");
                    return CType.VOID;
                }
                Awaiter a = awaiter(c, e);
                if (a == null) return CType.VOID;
                points.put(e, new Point(a, true, null, List.copyOf(steps)));
                cdtResult(e, c);
                return resultType(e, a);
            }
        }
    }

    /**
     * CDT's evaluation of a {@code co_await}/{@code co_yield} (the cast or call form of cdt.CoroutineKeywords, typed by CDT
     * as {@code struct __jcirc_co_await} or an undeclared call) becomes await_resume()'s type and value category, so
     * that CDT's overload resolution of the calls, constructors and operators around it ({@code foo(co_await a)},
     * {@code S(co_await a)}) sees the argument's real type. Not in template instances: one AST, several instances.
     */
    private void cdtResult(IASTExpression e, ICPPClassType awaiter) {
        if (sema.layer != null || awaiter == null) return;
        ICPPMethod rm = method(awaiter, "await_resume");
        if (rm == null || rm.getType() == null) return;
        IType r = rm.getType().getReturnType();
        ValueCategory vc = ValueCategory.PRVALUE;
        if (unrefTop(r) instanceof ICPPReferenceType ref) {
            vc = ref.isRValueReference() ? ValueCategory.XVALUE : ValueCategory.LVALUE;
            r = ref.getType();
        }
        fixEvaluation(e, new EvalFixed(r, vc, IntegralValue.UNKNOWN));
    }

    // the cached evaluation of CDT's cast / call node (a private field: CDT has no setter)
    private static void fixEvaluation(IASTExpression e, ICPPEvaluation ev) {
        for (Class<?> k = e.getClass(); k != null; k = k.getSuperclass()) {
            try {
                java.lang.reflect.Field f = k.getDeclaredField("fEvaluation");
                f.setAccessible(true);
                f.set(e, ev);
                return;
            } catch (NoSuchFieldException ignored) {
                // a superclass may hold it
            } catch (ReflectiveOperationException ex) {
                return;
            }
        }
    }

    /** The co_await/co_yield expressions of the unit and every expression around them (null: not collected yet). */
    private java.util.Set<IASTNode> aroundKeywords;

    /**
     * Before Sema types {@code e} (SemaExpr.computeType): when {@code e} contains {@code co_await}/{@code co_yield}
     * expressions, they are typed first (and CDT's evaluations fixed, {@link #cdtResult}), since CDT evaluates
     * {@code e}'s operands when it resolves {@code e}'s function and caches what it found. Each expression around a
     * keyword is visited once; a lambda's body is left to its own walk.
     */
    void typeKeywordsIn(IASTExpression e) {
        if (aroundKeywords == null) aroundKeywords = collectAroundKeywords(e.getTranslationUnit());
        if (aroundKeywords.isEmpty() || !aroundKeywords.remove(e)) return;
        java.util.ArrayDeque<IASTNode> todo = new java.util.ArrayDeque<>();
        List<IASTExpression> keywords = new ArrayList<>(), around = new ArrayList<>(List.of(e));
        for (IASTNode c : e.getChildren()) todo.push(c);
        while (!todo.isEmpty()) {
            IASTNode n = todo.pop();
            if (!aroundKeywords.remove(n)) continue;
            if (n instanceof IASTExpression x && SemaCoroutineSyntax.keywordOf(x) != null) keywords.add(x);
            else {
                if (n instanceof IASTExpression x) around.add(x);
                for (IASTNode c : n.getChildren()) todo.push(c);
            }
        }
        // innermost first: a keyword's own operand is typed by its keyword
        for (int i = keywords.size() - 1; i >= 0; i--) sema.typeOf(keywords.get(i));
        // what CDT evaluated before (its name resolution of the unit) with the keywords' old types is evaluated again
        for (IASTExpression x : around) {
            fixEvaluation(x, null);
            if (x instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call && call.getFunctionNameExpression() instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id
                    && id.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) {
                fixEvaluation(id, null);
                forgetBinding(id.getName());
            }
        }
    }

    private static void forgetBinding(org.eclipse.cdt.core.dom.ast.IASTName n) {
        try {
            java.lang.reflect.Field f = org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTNameBase.class.getDeclaredField("fBinding");
            f.setAccessible(true);
            f.set(n, null);
        } catch (ReflectiveOperationException ignored) {
            // CDT without the field: the old binding stays
        }
    }

    private static java.util.Set<IASTNode> collectAroundKeywords(org.eclipse.cdt.core.dom.ast.IASTTranslationUnit tu) {
        java.util.Set<IASTNode> out = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        if (tu == null) return out;
        boolean any = false;
        for (org.eclipse.cdt.core.dom.ast.IASTPreprocessorMacroExpansion m : tu.getMacroExpansions()) {
            String n = m.getMacroReference().toString();
            if (n.equals("co_await") || n.startsWith("__co")) { any = true; break; }
        }
        if (!any) return out;
        tu.accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression x) {
                if (SemaCoroutineSyntax.keywordOf(x) == null || !(x.getParent() instanceof IASTExpression)) return PROCESS_CONTINUE;
                for (IASTNode n = x; n instanceof IASTExpression && !(n instanceof ICPPASTLambdaExpression) && out.add(n); n = n.getParent()) {}
                return PROCESS_CONTINUE;
            }
        });
        return out;
    }

    // [expr.await]/5: the type of await_resume(); a reference result makes the expression an lvalue of the referred type
    private CType resultType(IASTExpression e, Awaiter a) {
        if (!a.resumeRef() || Types.pointee(Types.unqual(a.resultType())) == null) return a.resultType();
        referenceResults.add(e);
        return Types.pointee(Types.unqual(a.resultType()));
    }

    /**
     * [expr.await]/3: the awaitable is {@code promise.await_transform(x)} when the promise has a member named
     * await_transform (overload resolution on the operand, CDT's, templates deduced), else {@code x}; the awaiter is
     * the result of {@code awaitable.operator co_await()} or {@code operator co_await(awaitable)} when one is viable,
     * else the awaitable. The steps taken go to {@code steps}; the result is the awaiter's type (null after an error).
     */
    private IType awaitSteps(Plan plan, IASTExpression x, IASTNode at, List<Step> steps) {
        if (!(x instanceof ICPPASTExpression cx)) return x.getExpressionType();
        IType t = x.getExpressionType();
        ValueCategory vc = x.getValueCategory();
        ICPPEvaluation operand = cx.getEvaluation();
        ICPPEvaluation inst = null;
        if ((operand.isTypeDependent() || operand.isValueDependent()) && sema.templates != null) {   // in a template instance: under its arguments
            inst = sema.templates.evaluation(cx);
            // co_await x with auto x = y; in a generic lambda's instance: the local's type is its initializer's
            if (inst == null) inst = sema.templates.operandIn(cx);
        }
        if (inst != null) {
            operand = inst;
            t = inst.getType();
            vc = inst.getValueCategory();
        }
        CPPSemantics.pushLookupPoint(at);
        try {
            ICPPFunction[] transforms = methods(plan.promiseClass(), "await_transform");
            if (transforms.length > 0) {
                ICPPFunction f = resolve(transforms, plan.promiseClass(), new ICPPEvaluation[] {operand}, at);
                if (f == null) {
                    sema.error(at, "no matching member function for call to 'await_transform'");
                    return null;
                }
                Step s = step(StepKind.TRANSFORM, f, at);
                if (s == null) return null;
                steps.add(s);
                t = f.getType().getReturnType();
                vc = s.reference() ? ValueCategory.LVALUE : ValueCategory.PRVALUE;
            }
            ICPPClassType c = classOf(t);
            if (c == null) return t;
            ICPPEvaluation awaitable = new EvalFixed(SemaCoroutines.unref(t), vc, IntegralValue.UNKNOWN);
            // a member operator co_await has no parameters: its overloads differ in their cv- and ref-qualifiers only
            ICPPFunction[] members = forValueCategory(methods(c, CoroutineKeywords.OPERATOR_CO_AWAIT), vc, SemaCoroutines.unref(t));
            ICPPFunction f = members.length == 0 ? null : members.length == 1 ? members[0] : resolve(members, SemaCoroutines.unref(t), new ICPPEvaluation[0], at);
            StepKind kind = StepKind.MEMBER_CO_AWAIT;
            if (f == null) {
                ICPPFunction[] free = freeFunctions(c, CoroutineKeywords.OPERATOR_CO_AWAIT, at);
                f = free.length == 0 ? null : resolve(free, null, new ICPPEvaluation[] {awaitable}, at);
                kind = StepKind.FREE_CO_AWAIT;
            }
            if (f == null) return t;
            Step s = step(kind, f, at);
            if (s == null) return null;
            steps.add(s);
            return f.getType().getReturnType();
        } catch (org.eclipse.cdt.core.dom.ast.DOMException ex) {
            sema.error(at, "this 'co_await' operand is not supported yet");
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /**
     * The members of {@code fns} whose ref-qualifier accepts an object of category {@code vc} ([over.match.funcs]/5:
     * {@code &} binds an lvalue, or an rvalue when const; {@code &&} an rvalue), a {@code &&} one preferred for an
     * rvalue ([over.ics.rank]/3.2.3); CDT's resolution does not see the object's value category.
     */
    private static ICPPFunction[] forValueCategory(ICPPFunction[] fns, ValueCategory vc, IType object) {
        boolean lvalue = vc == ValueCategory.LVALUE;
        boolean constObject = unrefTop(object) instanceof IQualifierType q && q.isConst();
        List<ICPPFunction> out = new ArrayList<>();
        boolean rvalueRef = false;
        for (ICPPFunction f : fns) {
            if (f instanceof ICPPMethod m && m.getType() != null && m.getType().hasRefQualifier()) {
                boolean rr = m.getType().isRValueReference();
                if (rr ? lvalue : !lvalue && !m.getType().isConst()) continue;
                if (constObject && !m.getType().isConst()) continue;
                rvalueRef |= rr;
            }
            out.add(f);
        }
        if (!lvalue && rvalueRef)
            out.removeIf(f -> f instanceof ICPPMethod m && m.getType() != null && m.getType().hasRefQualifier() && !m.getType().isRValueReference());
        // [over.ics.rank]/3.2.6: a non-const object prefers the non-const member
        if (!constObject && out.stream().anyMatch(f -> f instanceof ICPPMethod m && m.getType() != null && !m.getType().isConst()))
            out.removeIf(f -> f instanceof ICPPMethod m && m.getType() != null && m.getType().isConst() && m.getParameters().length == 0);
        return out.toArray(ICPPFunction[]::new);
    }

    private Step step(StepKind kind, ICPPFunction f, IASTNode at) {
        Symbol fn = sema.cxx.functionSymbol(f, at);
        if (fn == null) return null;
        IType r = f.getType().getReturnType();
        boolean ref = unrefTop(r) instanceof ICPPReferenceType;
        ICPPClassType c = classOf(r);
        Symbol dtor = !ref && c != null && jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)
                ? sema.cxx.special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, at) : null;
        return new Step(kind, fn, ref, dtor);
    }

    /** Overload resolution (CDT's) among {@code fns} for arguments {@code args} (on an object of type {@code object}: members). */
    private static ICPPFunction resolve(ICPPFunction[] fns, IType object, ICPPEvaluation[] args, IASTNode at) throws org.eclipse.cdt.core.dom.ast.DOMException {
        LookupData d = new LookupData(fns[0].getNameCharArray(), null, at);
        if (object != null) d.setImpliedObjectType(object);
        d.setFunctionArguments(false, args);
        IBinding r = CPPSemantics.resolveFunction(d, fns, true, false);
        return r instanceof ICPPFunction f && !(r instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) ? f : null;
    }

    private static ICPPFunction[] methods(ICPPClassType c, String name) {
        List<ICPPFunction> out = new ArrayList<>();
        for (ICPPMethod m : c.getMethods()) if (m.getName().equals(name)) out.add(m);
        return out.toArray(ICPPFunction[]::new);
    }

    // operator co_await(A): ordinary unqualified lookup from the co_await, and the awaitable class's namespace (ADL)
    private static ICPPFunction[] freeFunctions(ICPPClassType c, String name, IASTNode at) throws org.eclipse.cdt.core.dom.ast.DOMException {
        java.util.LinkedHashSet<ICPPFunction> out = new java.util.LinkedHashSet<>();
        List<IBinding> found = new ArrayList<>(List.of(CPPSemantics.findBindings(CPPVisitor.getContainingScope(at), name.toCharArray(), false, at)));
        if (c.getScope() != null) found.addAll(List.of(CPPSemantics.findBindings(c.getScope(), name.toCharArray(), true, at)));
        for (IBinding b : found) if (b instanceof ICPPFunction f && !(f instanceof ICPPMethod)) out.add(f);
        return out.toArray(ICPPFunction[]::new);
    }

    static IType unref(IType t) {
        IType u = unrefTop(t);
        return u instanceof ICPPReferenceType r ? r.getType() : t;
    }

    private static IType unrefTop(IType t) {
        for (int i = 0; i < 16 && t instanceof ITypedef td; i++) t = td.getType();
        return t;
    }

    private Plan decide(IASTNode fd, IASTNode at) {
        plans.put(fd, null);
        IBinding b = function(fd);
        if (!(b instanceof IFunction f) || f.getType() == null) { sema.error(at, "this coroutine is not supported yet"); return null; }
        ICPPClassType r = classOf(f.getType().getReturnType());
        ICPPClassType traits = traitsPromise(f, fd, at);
        if (r == null && traits == null) {
            sema.error(at, "this function cannot be a coroutine: its return type has no 'promise_type' (a class return type is needed)");
            return null;
        }
        ICPPClassType p = null;
        if (r != null) for (ICPPClassType n : r.getNestedClasses()) if (n.getName().equals("promise_type")) p = n;
        if (p == null && r != null)
            for (org.eclipse.cdt.core.dom.ast.IBinding m : r.getCompositeScope().find("promise_type", fd.getTranslationUnit()))
                if (m instanceof IType t && classOf(t) instanceof ICPPClassType pc) p = pc;
        if (traits != null && (p == null || !traits.isSameType(p))) p = traits;   // a specialization of coroutine_traits
        if (p == null) {
            sema.error(at, "this function cannot be a coroutine: 'std::coroutine_traits<" + r.getName() + ">' has no member named 'promise_type'");
            return null;
        }
        // a promise class only coroutine_traits names (a user specialization): its class instance laid out as a use would
        if (p == traits && jcirc.frontend.cxx.CdtTypes.of(sema, p) == null) {
            sema.error(at, "the promise type 'std::coroutine_traits<...>::promise_type' of this coroutine is not supported yet");
            return null;
        }
        callables = new java.util.IdentityHashMap<>();
        Symbol gro = member(p, "get_return_object", at, true), is = member(p, "initial_suspend", at, true), fs = member(p, "final_suspend", at, true);
        if (gro == null || is == null || fs == null) return null;
        CType promise = callables.containsKey(gro) ? jcirc.frontend.cxx.CdtTypes.of(sema, p) : Types.pointee(((CType.Function) Types.unqual(gro.type)).params().get(0));
        if (promise == null) return null;
        Awaiter initial = awaiter(returnClass(methodOrCall(p, "initial_suspend")), at), fin = awaiter(returnClass(methodOrCall(p, "final_suspend")), at);
        if (initial == null || fin == null) return null;
        List<ParamArg> ctorArgs = new ArrayList<>();
        Symbol pctor = promiseCtorTakingParams(p, f, at, ctorArgs);
        if (pctor == null) pctor = promiseCtorTemplate(p, at);
        if (pctor == null && jcirc.frontend.cxx.ClassTraits.nonTrivial(p, jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR))
            pctor = sema.cxx.special.special(p, jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR, at);
        Symbol pdtor = jcirc.frontend.cxx.ClassTraits.nonTrivial(p, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)
                ? sema.cxx.special.special(p, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, at) : null;
        // [dcl.fct.def.coroutine]/7: the return value is initialized from get_return_object()'s result: when that is not
        // of the return type, through the return type's converting constructor
        Symbol groCtor = null;
        boolean groByRef = false;
        ICPPMethod groMethod = method(p, "get_return_object");
        if (groMethod == null) groMethod = callOperator(p, "get_return_object");
        if (groMethod == null) return null;
        ICPPClassType rc = classOf(f.getType().getReturnType());
        IType gt = groMethod.getType().getReturnType();
        if (rc != null && !(classOf(gt) instanceof ICPPClassType gc && gc.isSameType(rc))) {
            ICPPFunction k = resolveQuietly(rc.getConstructors(), null, new ICPPEvaluation[] {new EvalFixed(unref(gt), ValueCategory.PRVALUE, IntegralValue.UNKNOWN)}, at);
            if (k == null || k.getParameters().length == 0) {
                sema.error(at, "no viable conversion from the result of 'get_return_object' to '" + rc.getName() + "'");
                return null;
            }
            groCtor = sema.cxx.functionSymbol(k, at);
            if (groCtor == null) return null;
            groByRef = unrefTop(k.getType().getParameterTypes()[0]) instanceof ICPPReferenceType;
        }
        Plan plan = new Plan(promise, gro, is, initial, fs, fin, member(p, "return_void", at, false), member(p, "return_value", at, false),
                member(p, "yield_value", at, false), p, pctor, pdtor, paramCopies(f, at), alloc(p, f, at),
                member(p, "unhandled_exception", at, sema.cxx.exceptionsEnabled), List.copyOf(ctorArgs), groCtor, groByRef, callables);
        plans.put(fd, plan);
        return plan;
    }

    // [dcl.fct.def.coroutine]/9: promise_type::operator new(size, p1, ..., pn) when viable, else operator new(size)
    private Alloc alloc(ICPPClassType p, IFunction f, IASTNode at) {
        ICPPMethod del1 = withParams(p, "operator delete", 1), del2 = sizedDelete(p);
        Symbol failSym = member(p, "get_return_object_on_allocation_failure", at, false);
        ICPPFunction[] news = methods(p, "operator new");
        ICPPFunction nw = null;
        List<ParamArg> newArgs = new ArrayList<>();
        if (news.length > 0) {
            IType size = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPBasicType(org.eclipse.cdt.core.dom.ast.IBasicType.Kind.eInt,
                    org.eclipse.cdt.core.dom.ast.IBasicType.IS_UNSIGNED | org.eclipse.cdt.core.dom.ast.IBasicType.IS_LONG);
            ICPPEvaluation sizeArg = new EvalFixed(size, ValueCategory.PRVALUE, IntegralValue.UNKNOWN);
            // the promise as the implied object: CDT takes a member operator new without 'static' for a non-static member
            nw = withParamLvalues(news, p, f, at, sizeArg, newArgs);
            if (nw == null) {
                newArgs.clear();
                nw = resolveQuietly(news, p, new ICPPEvaluation[] {sizeArg}, at);
            }
            if (nw == null) sema.error(at, "this promise's 'operator new' (none viable for the size, or the size and the parameters) is not supported");
        }
        // [dcl.fct.def.coroutine]/12: with both usual forms, the one taking the size
        ICPPMethod del = del2 != null ? del2 : del1;
        return new Alloc(nw == null ? null : sema.cxx.functionSymbol(nw, at), del == null ? null : sema.cxx.functionSymbol(del, at),
                del2 != null, failSym, List.copyOf(newArgs));
    }

    // [dcl.fct.def.coroutine]/5: promise_type(p1, ..., pn) when viable (*this first for a member function), else null
    private Symbol promiseCtorTakingParams(ICPPClassType p, IFunction f, IASTNode at, List<ParamArg> args) {
        if (f.getParameters().length == 0 && !(f instanceof ICPPMethod m && !m.isStatic())) return null;
        ICPPFunction k = withParamLvalues(p.getConstructors(), p, f, at, null, args);
        if (k == null || k.getParameters().length == 0) { args.clear(); return null; }
        return sema.cxx.functionSymbol(k, at);
    }

    /**
     * The promise's default initialization {@code promise_type()} when that calls a constructor template's instance
     * ({@code template <typename... Args> promise(Args &...)} with an empty pack): the instance, else null (the
     * default constructor, {@link jcirc.frontend.cxx.ClassTraits}).
     */
    private Symbol promiseCtorTemplate(ICPPClassType p, IASTNode at) {
        // a declared constructor template suppresses the implicit default constructor CDT also lists ([class.default.ctor]/1)
        ICPPFunction[] declared = java.util.Arrays.stream(p.getConstructors())
                .filter(c -> !(c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib && ib.getDefinition() == null && ib.getDeclarations() == null))
                .toArray(ICPPFunction[]::new);
        ICPPFunction k = resolveQuietly(declared, p, new ICPPEvaluation[0], at);
        if (!(k instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance) || k.getParameters().length != 0) return null;
        return sema.cxx.functionSymbol(k, at);
    }

    /** The function of {@code fns} viable for the lvalues of {@code f}'s parameters (after {@code first} when given); its arguments to {@code args}. */
    private ICPPFunction withParamLvalues(ICPPFunction[] fns, IType object, IFunction f, IASTNode at, ICPPEvaluation first, List<ParamArg> args) {
        List<ICPPEvaluation> evals = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Boolean> refs = new ArrayList<>();
        if (first != null) evals.add(first);
        if (f instanceof ICPPMethod m && !m.isStatic() && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor)) {
            IType self = m.getClassOwner();
            if (m.getType().isConst()) self = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType(self, true, false);
            evals.add(new EvalFixed(self, ValueCategory.LVALUE, IntegralValue.UNKNOWN));
            // a lambda's call operator: the closure object (its operator's '__closure' parameter)
            names.add(m.getClassOwner() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ? "__closure" : "this");
            refs.add(false);
        }
        for (org.eclipse.cdt.core.dom.ast.IParameter prm : f.getParameters()) {
            if (prm.getName().isEmpty()) return null;
            evals.add(new EvalFixed(unref(prm.getType()), ValueCategory.LVALUE, IntegralValue.UNKNOWN));
            names.add(prm.getName());
            refs.add(unrefTop(prm.getType()) instanceof ICPPReferenceType);
        }
        ICPPFunction r = resolveQuietly(fns, object, evals.toArray(ICPPEvaluation[]::new), at);
        if (r == null) return null;
        IType[] pts = r.getType().getParameterTypes();
        int skip = first != null ? 1 : 0;
        if (pts.length < names.size() + skip) return null;   // a variadic or default-argument match: not supported
        for (int i = 0; i < names.size(); i++) args.add(new ParamArg(names.get(i), unrefTop(pts[i + skip]) instanceof ICPPReferenceType, refs.get(i)));
        return r;
    }

    private static ICPPFunction resolveQuietly(ICPPFunction[] fns, IType object, ICPPEvaluation[] args, IASTNode at) {
        if (fns.length == 0) return null;
        CPPSemantics.pushLookupPoint(at);
        try {
            return resolve(fns, object, args, at);
        } catch (org.eclipse.cdt.core.dom.ast.DOMException ex) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /**
     * The promise class {@code std::coroutine_traits<R, [C&,] Args...>::promise_type} names when the unit declares
     * {@code std::coroutine_traits} (a user specialization may choose it), else null.
     */
    private ICPPClassType traitsPromise(IFunction f, IASTNode fd, IASTNode at) {
        CPPSemantics.pushLookupPoint(at);
        try {
            org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate t = null;
            for (IBinding b : CPPSemantics.findBindingsForQualifiedName(fd.getTranslationUnit().getScope(), "std::coroutine_traits", at))
                if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate ct) t = ct;
            if (t == null) return null;
            List<org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument> args = new ArrayList<>();
            args.add(new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(f.getType().getReturnType()));
            if (f instanceof ICPPMethod m && !m.isStatic()) {
                IType self = m.getClassOwner();
                if (m.getType().isConst()) self = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType(self, true, false);
                args.add(new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(
                        new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPReferenceType(self, m.getType().isRValueReference())));
            }
            for (IType pt : f.getType().getParameterTypes()) args.add(new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(pt));
            IBinding inst = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.instantiate(t,
                    args.toArray(org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[]::new));
            if (!(inst instanceof ICPPClassType c)) return null;
            for (IBinding m : c.getCompositeScope().find("promise_type", fd.getTranslationUnit()))
                if (m instanceof IType pt && classOf(pt) instanceof ICPPClassType pc) return pc;
            return null;
        } catch (RuntimeException ex) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    // the usual sized deallocation function operator delete(void*, size_t) of the promise, or null
    private static ICPPMethod sizedDelete(ICPPClassType c) {
        for (ICPPMethod m : c.getMethods())
            if (m.getName().equals("operator delete") && m.getParameters().length == 2
                    && unrefTop(m.getType().getParameterTypes()[1]) instanceof org.eclipse.cdt.core.dom.ast.IBasicType bt
                    && bt.getKind() == org.eclipse.cdt.core.dom.ast.IBasicType.Kind.eInt && bt.isUnsigned() && bt.isLong()) return m;
        return null;
    }

    private static ICPPMethod withParams(ICPPClassType c, String name, int n) {
        for (ICPPMethod m : c.getMethods()) if (m.getName().equals(name) && m.getParameters().length == n) return m;
        return null;
    }

    // Task f(S s): s is moved into the frame (the caller's object dies when the ramp returns)
    private List<ParamCopy> paramCopies(IFunction f, IASTNode at) {
        List<ParamCopy> out = new java.util.ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.IParameter prm : f.getParameters()) {
            IType t = prm.getType();
            if (t instanceof ICPPReferenceType || !(classOf(t) instanceof ICPPClassType c) || prm.getName().isEmpty()) continue;
            boolean nontrivial = jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR)
                    || jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR);
            Symbol ctor = nontrivial ? sema.cxx.special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR, at) : null;
            Symbol dtor = jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)
                    ? sema.cxx.special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, at) : null;
            out.add(new ParamCopy(prm.getName(), ctor, dtor));
        }
        return out;
    }

    private Awaiter awaiter(ICPPClassType c, IASTNode at) {
        if (c == null) { sema.error(at, "an awaiter that is not a class object is not supported yet"); return null; }
        Symbol ready = member(c, "await_ready", at, true), suspend = member(c, "await_suspend", at, true), resume = member(c, "await_resume", at, true);
        if (ready == null || suspend == null || resume == null) return null;
        CType.Function sf = (CType.Function) Types.unqual(suspend.type);
        CType sr = Types.unqual(sf.returnType());
        SuspendKind kind = Types.isVoid(sr) ? SuspendKind.VOID : Types.isBool(sr) ? SuspendKind.BOOL
                : sr instanceof CType.Record && Types.sizeOf(sr) == 8 ? SuspendKind.HANDLE : null;
        if (kind == null) { sema.error(at, "'await_suspend' returning '" + sr + "' is not supported yet"); return null; }
        CType handle = sf.params().size() == 2 ? Types.unqual(sf.params().get(1)) : null;
        if (handle != null && !(handle instanceof CType.Record && Types.sizeOf(handle) == 8)) {
            sema.error(at, "'await_suspend' taking '" + handle + "' is not supported yet (a coroutine handle by value is)");
            return null;
        }
        CType type = Types.pointee(Types.unqual(((CType.Function) Types.unqual(ready.type)).params().get(0)));
        ICPPMethod rm = method(c, "await_resume");
        boolean resumeRef = rm != null && rm.getType() != null && unrefTop(rm.getType().getReturnType()) instanceof ICPPReferenceType;
        return new Awaiter(Types.unqual(type), ready, suspend, resume, kind, handle, sr, resumeRef);
    }

    /** The symbol of member function {@code name} of {@code c} (a non-const one preferred); reported when required. */
    private Symbol member(ICPPClassType c, String name, IASTNode at, boolean required) {
        ICPPMethod m = method(c, name);
        if (m == null && callOperator(c, name) != null) return callableMember(c, name, at);
        if (m == null) {
            if (required) sema.error(at, "no member named '" + name + "' in '" + c.getName() + "'");
            return null;
        }
        return sema.cxx.functionSymbol(m, at);
    }

    /** The callables of the plan being made (see {@link Callable}). */
    private Map<Symbol, Callable> callables = new java.util.IdentityHashMap<>();

    /** The data member {@code name} of {@code c} (its own, not a base's), or null. */
    private static org.eclipse.cdt.core.dom.ast.cpp.ICPPField field(ICPPClassType c, String name) {
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPField f : c.getDeclaredFields()) if (f.getName().equals(name)) return f;
        return null;
    }

    /** The {@code operator()} of the class of data member {@code name} of {@code c}, or null. */
    private static ICPPMethod callOperator(ICPPClassType c, String name) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPField f = field(c, name);
        ICPPClassType fc = f == null ? null : classOf(f.getType());
        if (fc instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct) return ct.getFunctionCallOperator();
        return fc == null ? null : method(fc, "operator ()");
    }

    /** {@code p.name()} where name is a data member with an {@code operator()}: that operator, its object recorded ({@link Callable}). */
    private Symbol callableMember(ICPPClassType c, String name, IASTNode at) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPField f = field(c, name);
        ICPPClassType fc = classOf(f.getType());
        Symbol op;
        if (fc instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct) {
            SemaLambda.Closure cl = sema.cxx.lambdas.closureOf(ct);
            op = cl == null ? null : cl.operator();
        } else op = sema.cxx.functionSymbol(method(fc, "operator ()"), at);
        if (op == null) { sema.error(at, "calling the member '" + name + "' of '" + c.getName() + "' here is not supported yet"); return null; }
        Callable via;
        if (f.isStatic()) {
            org.eclipse.cdt.core.dom.ast.IASTDeclarator d = f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib
                    && ib.getDefinition() instanceof org.eclipse.cdt.core.dom.ast.IASTName n && n.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator dd ? dd
                    : f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib2 && ib2.getDeclarations() != null && ib2.getDeclarations().length > 0
                      && ib2.getDeclarations()[0].getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator dd2 ? dd2 : null;
            Symbol v = d == null ? null : sema.results.declarations.get(d);
            if (v == null) { sema.error(at, "calling the static member '" + name + "' here is not supported yet"); return null; }
            via = new StaticCallable(v);
        } else if (jcirc.frontend.cxx.CdtTypes.of(sema, c) instanceof CType.Record r) via = new FieldCallable(r, name);
        else return null;
        Callable prev = callables.putIfAbsent(op, via);
        if (prev != null && !prev.equals(via)) { sema.error(at, "two promise members of one class type are not supported yet"); return null; }
        return op;
    }

    /** The member function {@code name} of {@code c}, or the {@code operator()} of its data member {@code name}. */
    private static ICPPMethod methodOrCall(ICPPClassType c, String name) {
        ICPPMethod m = method(c, name);
        return m != null ? m : callOperator(c, name);
    }

    private static ICPPMethod method(ICPPClassType c, String name) {
        ICPPMethod found = null;
        for (ICPPMethod m : c.getMethods())
            if (m.getName().equals(name) && (found == null || found.getType().isConst() && !m.getType().isConst())) found = m;
        return found;
    }

    private static ICPPClassType returnClass(ICPPMethod m) { return m == null || m.getType() == null ? null : classOf(m.getType().getReturnType()); }

    /** The class of a (cv-qualified, typedef'd, reference) type, or null. */
    static ICPPClassType classOf(IType t) {
        for (int i = 0; i < 16 && t != null; i++) {
            if (t instanceof ICPPClassType c) return c;
            if (t instanceof ITypedef td) t = td.getType();
            else if (t instanceof IQualifierType q) t = q.getType();
            else if (t instanceof ICPPReferenceType r) t = r.getType();
            else return null;
        }
        return null;
    }

    // the innermost function definition or lambda expression around n
    private static IASTNode enclosingFunction(IASTNode n) {
        for (IASTNode p = n.getParent(); p != null; p = p.getParent())
            if (p instanceof ICPPASTLambdaExpression || p instanceof IASTFunctionDefinition) return p;
        return null;
    }

    // the coroutine's function: a definition's (a function template instance: its own type, coro1<int>), or a
    // lambda's call operator (a generic lambda: the instance being walked)
    private IBinding function(IASTNode fd) {
        if (fd instanceof IASTFunctionDefinition d) return sema.cxx.instanceBinding(d.getDeclarator().getName());
        if (!(fd instanceof ICPPASTLambdaExpression le) || !(le.getExpressionType() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct)) return null;
        if (ct.isGeneric()) return sema.cxx.lambdas.walkingInstance();
        return ct.getFunctionCallOperator();
    }
}
