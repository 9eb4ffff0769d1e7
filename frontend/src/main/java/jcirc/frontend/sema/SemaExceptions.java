package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Sema's decisions about exceptions (docs/cxx.md, "Exceptions"), read by CIRGen ({@code CIRGenExceptions}):
 * <ul>
 * <li>{@code throw e}: the exception object's type (e's type, decayed, cv-unqualified), how it is initialized from e
 *     (a class: in place from a prvalue, else the copy/move constructor), its destructor; {@code throw;} rethrows;
 * <li>{@code catch (T x)} / {@code catch (T &x)} / {@code catch (...)}: the parameter, the type matched (references and
 *     top-level cv dropped), the copy constructor and destructor of a class caught by value.
 * </ul>
 * Ill-formed: throwing an incomplete or abstract type, catching an incomplete type (or pointer/reference to one), an
 * abstract class by value, or by rvalue reference.
 */
public final class SemaExceptions {
    /** {@code throw e} ({@code type} null: {@code throw;}). {@code cdtType}: what its typeinfo names. */
    public record Throw(CType type, IType cdtType, SemaTemporaries.ArgCopy copy) {}

    /** One handler; {@code cdtType} null for {@code catch (...)}; {@code param} null when unnamed. */
    public record Handler(Symbol param, boolean byReference, CType type, IType cdtType, Symbol copyCtor, Symbol dtor) {}

    private final Sema sema;
    private final Map<IASTExpression, Throw> throwsMap = new Sema.NodeMap<>(this::owner);
    private final Map<ICPPASTCatchHandler, Handler> handlers = new Sema.NodeMap<>(this::owner);

    SemaExceptions(Sema sema) { this.sema = sema; }

    private Sema owner() { return sema; }

    public static boolean isThrow(IASTExpression e) {
        return e instanceof ICPPASTUnaryExpression u && u.getOperator() == ICPPASTUnaryExpression.op_throw;
    }

    public Throw throwOf(IASTExpression e) { return throwsMap.get(e); }

    public Handler handler(ICPPASTCatchHandler h) { return handlers.get(h); }

    /**
     * What a constructor destroys when a later initializer or its body throws ([except.ctor]): per base initializer
     * ({@link SemaCXXBases.BaseInit}) the base's D2, per member initializer ({@link SemaCXX.MemberInit}) the member's
     * (element class's) destructor, per delegating constructor definition the class's complete-object destructor.
     */
    private final Map<Object, Symbol> unwind = new java.util.IdentityHashMap<>();

    /** The destructor that undoes {@code init} (a BaseInit, MemberInit or delegating constructor definition) on unwinding, or null. */
    public Symbol unwindDestructor(Object init) { return unwind.get(init); }

    void recordUnwind(Object init, Symbol dtor) { if (init != null && dtor != null) unwind.put(init, dtor); }

    /** Initializers that run no code (a member or base built by its trivial default constructor), kept for their cleanup. */
    private final java.util.Set<Object> trivial = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** Does {@code init} (a MemberInit or BaseInit) build its subobject without code (only its unwind destructor matters)? */
    public boolean isBuiltTrivially(Object init) { return trivial.contains(init); }

    void builtTrivially(Object init) { trivial.add(init); }

    /** The destructor of class {@code c} when it is not trivial (user-declared or synthesized), or null. */
    Symbol destructorOf(ICPPClassType c, IASTNode at) {
        if (c == null || !ClassTraits.nonTrivial(c, Kind.DTOR)) return null;
        return sema.cxx.special.special(c, Kind.DTOR, at);
    }

    /** The deallocation function a new-expression calls when its initialization throws ({@code DeleteExpr} without destructor). */
    private final Map<IASTExpression, SemaCXX.DeleteExpr> newCleanups = new Sema.NodeMap<>(this::owner);

    public SemaCXX.DeleteExpr newCleanup(IASTExpression e) { return newCleanups.get(e); }

    void recordNewCleanup(IASTExpression e, SemaCXX.DeleteExpr d) { if (d != null) newCleanups.put(e, d); }

    // throw e  ->  void
    CType throwExpr(IASTUnaryExpression u) {
        if (!sema.cxx.exceptionsEnabled) { sema.error(u, "cannot use 'throw' with exceptions disabled"); return CType.VOID; }
        IASTExpression op = u.getOperand();
        if (op == null) { throwsMap.put(u, new Throw(null, null, null)); return CType.VOID; }
        CType t = Types.rvalue(sema.typeOf(op));
        IType ct = SemanticUtil.getNestedType(((ICPPASTExpression) op).getExpressionType(), SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
        if (ct instanceof IArrayType at) ct = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPointerType(at.getType());
        else if (ct instanceof IFunctionType) ct = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPointerType(ct);
        if (Types.isVoid(t)) { sema.error(u, "cannot throw object of incomplete type 'void'"); return CType.VOID; }
        if (!Types.isComplete(t)) { sema.error(u, "cannot throw object of incomplete type '" + spell(ct) + "'"); return CType.VOID; }
        if (ct instanceof IPointerType && Types.isPointer(t) && !Types.isVoid(Types.pointee(t)) && !Types.isComplete(Types.pointee(t)) && !Types.isFunction(Types.pointee(t))) {
            sema.error(u, "cannot throw pointer to object of incomplete type '" + spell(pointee(ct)) + "'");
            return CType.VOID;
        }
        ICPPClassType c = CxxSpecialMembers.classOf(ct);
        SemaTemporaries.ArgCopy copy = null;
        if (t instanceof CType.Record r && c != null) {
            if (isAbstract(c)) { sema.error(u, "cannot throw an object of abstract type '" + spell(ct) + "'"); return CType.VOID; }
            copy = sema.cxx.temps.exceptionCopy(r, op);
        }
        throwsMap.put(u, new Throw(t, ct, copy));
        return CType.VOID;
    }

    /** A handler's parameter, declared in the current (handler) block scope. */
    void declareHandler(ICPPASTCatchHandler h) {
        if (h.isCatchAll() || !(h.getDeclaration() instanceof IASTSimpleDeclaration sd) || sd.getDeclarators().length == 0) {
            handlers.put(h, new Handler(null, false, null, null, null, null));
            return;
        }
        IASTDeclarator d = sd.getDeclarators()[0];
        IASTNode at = d.getName() != null && d.getName().getFileLocation() != null ? d.getName() : d;   // clang: at the name (or where it would be)
        CType base = sema.baseType(sd.getDeclSpecifier());
        CType t = sema.declaratorType(base, d);
        IType declared = CPPVisitor.createType(d);
        boolean byRef = declared instanceof ICPPReferenceType;
        if (declared instanceof ICPPReferenceType rt && rt.isRValueReference()) {
            sema.error(at, "cannot catch exceptions by rvalue reference");
            return;
        }
        IType ct = SemanticUtil.getNestedType(declared, SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
        if (ct instanceof IPointerType pt && !(ct instanceof ICPPPointerToMemberType) && (pt.isConst() || pt.isVolatile() || pt.isRestrict()))
            ct = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPointerType(pt.getType());   // catch (int *const &p): matches int *
        if (ct instanceof IArrayType arr) ct = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPPointerType(arr.getType());
        CType objType = byRef ? Types.pointee(t) : Types.decay(t);   // catch (const char s[]): a pointer
        if (ct instanceof IPointerType && Types.isPointer(objType) && !Types.isVoid(Types.pointee(objType)) && !Types.isComplete(Types.pointee(objType)) && !Types.isFunction(Types.pointee(objType))) {
            sema.error(at, "cannot catch pointer to incomplete type '" + spell(pointee(ct)) + "'");
            return;
        }
        if (!Types.isComplete(objType) || Types.isVoid(objType)) {
            sema.error(at, byRef ? "cannot catch reference to incomplete type '" + spell(ct) + "'"
                    : "cannot catch incomplete type '" + spell(ct) + "'");
            return;
        }
        ICPPClassType c = CxxSpecialMembers.classOf(ct);
        Symbol copyCtor = null, dtor = null;
        if (c != null && !byRef) {
            if (isAbstract(c)) { sema.error(at, "variable type '" + spell(ct) + "' is an abstract class"); return; }
            if (ClassTraits.nonTrivial(c, Kind.COPY_CTOR)) copyCtor = sema.cxx.special.special(c, Kind.COPY_CTOR, d);
            if (ClassTraits.nonTrivial(c, Kind.DTOR)) dtor = sema.cxx.special.special(c, Kind.DTOR, d);
        }
        Symbol s = null;
        IASTName name = SemaType.innermostName(d);
        if (name != null && !name.toString().isEmpty()) {
            s = sema.declare(sd.getDeclSpecifier(), d, byRef ? t : Types.decay(t), false, true);   // catch (const char s[]): a pointer
            if (byRef) sema.cxx.addReference(s);
        }
        handlers.put(h, new Handler(s, byRef, Types.unqual(objType), ct, copyCtor, dtor));
    }

    /**
     * {@code noexcept(e)}: false when e (unevaluated) contains a throw-expression, a new-expression, or a call of a
     * function not declared {@code noexcept}/{@code throw()} (constructors called implicitly are not looked at).
     */
    public boolean noexceptValue(IASTUnaryExpression u) {
        boolean[] mayThrow = {false};
        u.getOperand().accept(new ASTVisitor(true) {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression e) {
                if (isThrow(e) || e instanceof ICPPASTNewExpression) { mayThrow[0] = true; return PROCESS_ABORT; }
                if (e instanceof ICPPASTSimpleTypeConstructorExpression tc && tc instanceof ICPPASTExpression ce) {
                    // int(2.5), T{a}: as T(args)
                    org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev = evaluation(ce);
                    IASTInitializerClause[] args = tc.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                            : tc.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : null;
                    if (ev != null && args != null && nothrowConstruction(ev.getType(), args, tc)) return PROCESS_CONTINUE;
                    mayThrow[0] = true;
                    return PROCESS_ABORT;
                }
                if (e instanceof IASTFunctionCallExpression call) {
                    IASTExpression f = call.getFunctionNameExpression();
                    while (f instanceof IASTUnaryExpression p && p.getOperator() == IASTUnaryExpression.op_bracketedPrimary) f = p.getOperand();
                    IASTName n = f instanceof IASTIdExpression id ? id.getName() : f instanceof IASTFieldReference fr ? fr.getFieldName() : null;
                    IBinding b = n == null ? null : n.resolveBinding();
                    // in a template instance: the function the call names under the instance's arguments
                    if (n != null && sema.templates != null && sema.templates.inInstance()) b = sema.templates.resolve(n, b);
                    if (b instanceof IType ty) {
                        // T(args), T() (a functional cast: a call to CDT): nothrow when the construction is
                        // (__is_nothrow_constructible(T, Args...), ConstructibleTraits); the arguments are looked at next
                        IType it = sema.templates != null && sema.templates.inInstance() ? sema.templates.instantiate(ty) : ty;
                        if (nothrowConstruction(it, call.getArguments(), call)) return PROCESS_CONTINUE;
                        mayThrow[0] = true;
                        return PROCESS_ABORT;
                    }
                    if (!(b instanceof ICPPFunction fn) || !declaredNoexcept(fn)) { mayThrow[0] = true; return PROCESS_ABORT; }
                }
                return PROCESS_CONTINUE;
            }
        });
        return !mayThrow[0];
    }

    /** CDT's evaluation of {@code e}, in a template instance under its arguments; null when unknown or dependent. */
    private org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation evaluation(ICPPASTExpression e) {
        if (sema.templates != null && sema.templates.inInstance()) return sema.templates.evaluation(e);
        try {
            org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev = e.getEvaluation();
            return ev.isTypeDependent() ? null : ev;
        } catch (RuntimeException x) {
            return null;
        }
    }

    /**
     * Is {@code T(args)} nothrow: {@code __is_nothrow_constructible(T, A...)} with each A the argument's type as
     * {@code declval<A>()} gives it back (an lvalue {@code A&}, an xvalue {@code A&&}, a prvalue {@code A}).
     */
    private boolean nothrowConstruction(IType t, IASTInitializerClause[] args, IASTNode at) {
        if (t == null || CPPTemplates.isDependentType(t)) return false;
        IType[] operands = new IType[args.length + 1];
        operands[0] = t;
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof ICPPASTExpression a) || args[i] instanceof ICPPASTInitializerList) return false;
            org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev = evaluation(a);
            if (ev == null || ev.getType() == null) return false;
            IType at1 = ev.getType();
            operands[i + 1] = switch (ev.getValueCategory()) {
                case LVALUE -> new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPReferenceType(at1, false);
                case XVALUE -> new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPReferenceType(at1, true);
                default -> at1;
            };
        }
        try {
            Number n = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ConstructibleTraits(
                    ICPPASTNaryTypeIdExpression.Operator.__is_nothrow_constructible, operands, at).getValue().numberValue();
            return n != null && n.longValue() != 0;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Does this function declarator declare a function that cannot throw: {@code noexcept}, {@code noexcept(true)} (a
     * constant), {@code throw()}, or a destructor without an exception specification (implicitly noexcept, [except.spec])?
     */
    public boolean declaresNothrow(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) {
        while (d != null && !(d instanceof ICPPASTFunctionDeclarator) && d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        if (!(d instanceof ICPPASTFunctionDeclarator fd)) return false;
        ICPPASTExpression ne = fd.getNoexceptExpression();
        if (ne == ICPPASTFunctionDeclarator.NOEXCEPT_DEFAULT) return true;
        if (ne != null) return noexceptCondition(ne);
        IASTTypeId[] spec = fd.getExceptionSpecification();
        if (spec != ICPPASTFunctionDeclarator.NO_EXCEPTION_SPECIFICATION && spec != null) return spec.length == 0;
        IASTName n = fd.getName();
        if (n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q) n = q.getLastName();
        return n != null && n.toString().startsWith("~");
    }

    /**
     * {@code noexcept(c)}'s constant c: in a template instance a value-dependent c
     * ({@code is_nothrow_constructible<_Up, _Args...>::value}) is evaluated under the instance's arguments; one that
     * stays unknown there means "may throw" (calls keep their unwind edges).
     */
    public boolean noexceptCondition(ICPPASTExpression ne) {
        if (sema.templates != null && sema.templates.inInstance() && ne.getEvaluation().isValueDependent())
            return Boolean.TRUE.equals(sema.templates.instantiatedTruth(ne));
        return sema.consts.eval(ne) instanceof ConstValue.IntVal iv && iv.exact().signum() != 0;
    }

    private boolean declaredNoexcept(ICPPFunction fn) {
        List<IASTNode> decls = new ArrayList<>();
        // an instance's declarations are its template's (Vec<int>::pop: Vec<T>::pop's declarator)
        for (org.eclipse.cdt.core.dom.ast.IBinding b = fn; b != null && decls.isEmpty();
                b = b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp ? sp.getSpecializedBinding() : null) {
            if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) {
                if (ib.getDefinition() != null) decls.add(ib.getDefinition());
                if (ib.getDeclarations() != null) decls.addAll(List.of(ib.getDeclarations()));
            }
        }
        for (IASTNode n : decls) {
            IASTNode d = n;
            while (d != null && !(d instanceof ICPPASTFunctionDeclarator)) d = d.getParent();
            if (!(d instanceof ICPPASTFunctionDeclarator fd)) continue;
            ICPPASTExpression ne = fd.getNoexceptExpression();
            if (ne == ICPPASTFunctionDeclarator.NOEXCEPT_DEFAULT) return true;
            if (ne != null && ne.getEvaluation().isValueDependent())   // a template's noexcept(c): under fn's arguments
                return sema.templates != null && Boolean.TRUE.equals(sema.templates.instantiatedTruth(ne, fn));
            // noexcept(noexcept(declval<const _Hash&>()(k))) of a member of an instance, which CDT does not take as
            // value-dependent: its calls resolved under fn's arguments
            if (ne != null && ne != ICPPASTFunctionDeclarator.NOEXCEPT_DEFAULT && fn instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization
                    && sema.templates != null && sema.templates.instantiatedTruth(ne, fn) instanceof Boolean t) return t;
            if (ne != null) return noexceptCondition(ne);
            IASTTypeId[] spec = fd.getExceptionSpecification();
            if (spec != ICPPASTFunctionDeclarator.NO_EXCEPTION_SPECIFICATION && spec != null && spec.length == 0) return true;
        }
        return false;
    }

    /** A type as C++ spells it in diagnostics ({@code Incomplete}, not {@code struct Incomplete}). */
    private static String spell(IType t) { return ASTTypeUtil.getType(t, false); }

    private static IType pointee(IType t) {
        return t instanceof IPointerType p ? SemanticUtil.getNestedType(p.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE) : t;
    }

    private static boolean isAbstract(ICPPClassType c) {
        try {
            return org.eclipse.cdt.core.dom.ast.cpp.SemanticQueries.getPureVirtualMethods(c).length > 0;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Every handler of a try statement, for CIRGen (in order). */
    public static List<ICPPASTCatchHandler> handlersOf(ICPPASTTryBlockStatement t) { return new ArrayList<>(List.of(t.getCatchHandlers())); }
}
