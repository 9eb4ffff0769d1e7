package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.cxx.CxxClasses;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.SemanticQueries;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sema's decisions about the special member functions of classes with members of class type (docs/cxx.md,
 * "Objects of class type"), as clang's Sema defines implicit members ({@code DefineImplicitDefaultConstructor},
 * {@code DefineImplicitCopyConstructor}, …) and marks the member destructors a destructor runs:
 * <ul>
 * <li>the function a special member call invokes: the user-declared one, or an implicitly declared one that is
 *     non-trivial (a member has a non-trivial one), which is then synthesized ({@link Synthesized}: the member
 *     steps its body runs) and emitted by CIRGen as a {@code linkonce_odr} function under g++'s name
 *     ({@code _ZN1SC1Ev}, {@code _ZN1SC1ERKS_}, {@code _ZN1SaSERKS_}, {@code _ZN1SD1Ev}); a trivial one is
 *     no call (null): nothing, or a plain copy;
 * <li>the member destructors a user-declared destructor runs after its body, last member first;
 * <li>{@code a = b} on a class whose {@code operator=} is user-declared or non-trivial: a call
 *     ({@link OperatorCall}).
 * </ul>
 */
public final class SemaSpecialMembers {
    /** A member and the special member of its class to call on it (null: trivial, copied as bytes or nothing). */
    public record FieldStep(Sema.MemberRef member, Symbol call) {}

    /** An implicitly defined special member: its function, class and the steps over the members, in declaration order. */
    public record Synthesized(Kind kind, Symbol fn, CType.Record cls, List<FieldStep> steps) {}

    /** {@code a = b} calling {@code operator=}: the callee (a member: the first operand is the object) and the operands. */
    public record OperatorCall(Symbol callee, List<IASTExpression> operands, boolean member) {}

    private final Sema sema;
    private final Map<String, Synthesized> synthesized = new LinkedHashMap<>();
    private final Map<String, Symbol> implicitSymbols = new LinkedHashMap<>();
    private final Map<IASTFunctionDefinition, List<FieldStep>> memberDestructors = new IdentityHashMap<>();
    private final Map<IASTExpression, OperatorCall> operatorCalls = new IdentityHashMap<>();

    SemaSpecialMembers(Sema sema) { this.sema = sema; }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The implicitly defined special members the unit uses, to be emitted (each once). */
    public Collection<Synthesized> synthesized() { return new ArrayList<>(synthesized.values()); }

    /** The member destructors (in declaration order) a user-declared destructor runs after its body. */
    public List<FieldStep> memberDestructors(IASTFunctionDefinition fd) { return memberDestructors.getOrDefault(fd, List.of()); }

    private final Map<Symbol, org.eclipse.cdt.core.dom.ast.IASTInitializerClause[]> defaultArgs = new IdentityHashMap<>();

    /** The default arguments a call of the default constructor {@code ctor} without arguments passes (empty: none). */
    public org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] defaultArguments(Symbol ctor) {
        return defaultArgs.getOrDefault(ctor, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0]);
    }

    /** The operator function {@code e} calls, or null. */
    public OperatorCall operatorCall(IASTExpression e) { return operatorCalls.get(e); }

    // ------------------------------------------------------------------ decisions

    /** The class type (Sema's record) of a CDT class, or null. */
    CType.Record recordOf(ICPPClassType c) {
        Scope.Tag tag = c == null ? null : sema.symbols.lookupTag(CxxClasses.key(c));
        return tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
    }

    /**
     * The function that a call of CDT's {@code f} (a constructor, destructor or {@code operator=} CDT chose) runs:
     * {@code f}'s symbol when the user declared it; the synthesized one when it is implicit and non-trivial;
     * null when it is implicit and trivial (no call). {@code trivial[0]} tells the last case apart from errors.
     */
    Symbol callee(ICPPFunction f, IASTNode at, boolean[] trivial) {
        trivial[0] = false;
        if (!(f instanceof ICPPMethod m) || !m.isImplicit()) return sema.cxx.functionSymbol(f, at);
        Kind k = ClassTraits.kindOf(m);
        ICPPClassType c = m.getClassOwner();
        if (k == null) { sema.error(at, "calling the implicit '" + m.getName() + "' is not supported yet"); return null; }
        if (!ClassTraits.nonTrivial(c, k)) { trivial[0] = true; return null; }
        return implicit(c, k, m, at);
    }

    /** The function for special member {@code k} of {@code c} (user-declared or synthesized), or null when it is trivial. */
    Symbol special(ICPPClassType c, Kind k, IASTNode at) {
        ICPPMethod user = ClassTraits.userDeclared(c, k);
        if (user == null && (k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) && hasNoImplicitMove(c))
            return special(c, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN, at);
        if (user != null) {
            Symbol fn = sema.cxx.functionSymbol(user, at);
            if (fn != null && k == Kind.DEFAULT_CTOR && user.getParameters().length > 0 && !defaultArgs.containsKey(fn)) {
                // S(int a = 1): a default constructor with default arguments, called with them (SemaDefaultArgs)
                org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args = SemaDefaultArgs.complete(user, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0]);
                defaultArgs.put(fn, args);
                for (var a : args) if (a instanceof IASTExpression e) sema.typeOf(e);
                if (Types.unqual(fn.type) instanceof CType.Function f) sema.cxx.checkArguments(at, f, 1, args, user);
            }
            return fn;
        }
        if (!ClassTraits.nonTrivial(c, k)) return null;
        ICPPMethod m = implicitMethod(c, k);
        if (m == null) { sema.error(at, "the implicit special member of '" + c.getName() + "' is not supported yet"); return null; }
        return implicit(c, k, m, at);
    }

    private static boolean hasNoImplicitMove(ICPPClassType c) {
        return ClassTraits.userDeclared(c, Kind.COPY_CTOR) != null || ClassTraits.userDeclared(c, Kind.COPY_ASSIGN) != null
                || ClassTraits.userDeclared(c, Kind.DTOR) != null || ClassTraits.userDeclared(c, Kind.MOVE_CTOR) != null
                || ClassTraits.userDeclared(c, Kind.MOVE_ASSIGN) != null;
    }

    /**
     * The constructor CDT chose for initializing an object of class {@code c} from {@code args}, or, where CDT names
     * none (a copy from a {@code const S&} reference), the copy constructor (the move constructor for an xvalue) when
     * the only argument is a glvalue of the class; null otherwise.
     */
    public static ICPPConstructor constructorFor(ICPPConstructor cdt, ICPPClassType c, org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args) {
        if (cdt != null || c == null || args == null || args.length != 1 || !(args[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression e)
                || !c.isSameType(CxxSpecialMembers.classOf(e.getExpressionType())) || e.getValueCategory() == IASTExpression.ValueCategory.PRVALUE) return cdt;
        Kind k = e.getValueCategory() == IASTExpression.ValueCategory.XVALUE && ClassTraits.userDeclared(c, Kind.MOVE_CTOR) != null ? Kind.MOVE_CTOR : Kind.COPY_CTOR;
        ICPPMethod m = ClassTraits.userDeclared(c, k);
        if (m == null) m = implicitMethod(c, k);
        return m instanceof ICPPConstructor ctor ? ctor : null;
    }

    private static ICPPMethod implicitMethod(ICPPClassType c, Kind k) {
        for (ICPPConstructor m : c.getConstructors()) if (m.isImplicit() && ClassTraits.kindOf(m) == k) return m;
        for (ICPPMethod m : ClassTypeHelper.getImplicitMethods(c)) if (m.isImplicit() && ClassTraits.kindOf(m) == k) return m;
        return null;
    }

    /** The symbol of the implicit, non-trivial special member {@code m} (kind {@code k}) of {@code c}; its body is planned once. */
    private Symbol implicit(ICPPClassType c, Kind k, ICPPMethod m, IASTNode at) {
        String name;
        try {
            name = ItaniumMangler.function(m);
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
            return null;
        }
        Symbol s = implicitSymbols.get(name);
        if (s != null) return s;
        CType.Record cls = recordOf(c);
        if (cls == null) { sema.error(at, "the implicit special members of '" + c.getName() + "' are not supported yet"); return null; }
        CType self = new CType.Pointer(cls), other = new CType.Pointer(k == Kind.COPY_CTOR || k == Kind.COPY_ASSIGN ? Types.qualify(cls, true, false, false) : cls);
        CType.Function ft = switch (k) {
            case DEFAULT_CTOR, DTOR -> new CType.Function(CType.VOID, List.of(self), false, true);
            case COPY_CTOR, MOVE_CTOR -> new CType.Function(CType.VOID, List.of(self, other), false, true);
            case COPY_ASSIGN, MOVE_ASSIGN -> new CType.Function(self, List.of(self, other), false, true);
        };
        s = new Symbol(name, Symbol.Kind.FUNCTION, ft, Symbol.Linkage.EXTERNAL, false, SourceLoc.NONE);
        s.linkOnceOdr = true;
        s.defined = true;
        implicitSymbols.put(name, s);
        List<FieldStep> steps = new ArrayList<>();
        for (ICPPField f : ClassTraits.fields(c)) {
            Sema.MemberRef ref = member(cls, f.getName());
            if (ref == null) continue;
            ICPPClassType fc = ClassTraits.elementClass(f.getType());
            // a member array of objects: the element's special member, called per element (CIRGenSpecialMembers)
            Symbol call = fc == null ? null : special(fc, k, at);
            if (call != null || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR || k == Kind.COPY_ASSIGN || k == Kind.MOVE_ASSIGN)
                steps.add(new FieldStep(ref, call));
        }
        synthesized.put(name, new Synthesized(k, s, cls, steps));
        return s;
    }

    /** The member {@code name} of the class {@code cls}. */
    Sema.MemberRef member(CType.Record cls, String name) {
        RecordDef.MemberPath p = cls.def().lookup(name);
        if (p == null) return null;
        CType ft = p.last().type();
        if (p.last().isBitField()) ft = sema.bitFieldValueType(p.last(), ft);
        return new Sema.MemberRef(cls, p, ft);
    }

    /** A user-declared destructor's definition: the destructors of its members of class type, run after its body. */
    void enterDestructor(IASTFunctionDefinition fd, ICPPMethod dtor) {
        ICPPClassType c = dtor.getClassOwner();
        CType.Record cls = recordOf(c);
        if (cls == null) return;
        List<FieldStep> out = new ArrayList<>();
        for (ICPPField f : ClassTraits.fields(c)) {
            ICPPClassType fc = ClassTraits.elementClass(f.getType());
            if (fc == null || !ClassTraits.nonTrivial(fc, Kind.DTOR)) continue;
            Sema.MemberRef ref = member(cls, f.getName());
            if (ref == null) continue;
            Symbol d = special(fc, Kind.DTOR, fd.getDeclarator());
            if (d != null) out.add(new FieldStep(ref, d));
        }
        if (!out.isEmpty()) memberDestructors.put(fd, out);
    }

    /** The function CDT says {@code e} (an operator expression) calls, or null. */
    static ICPPFunction implicitFunction(IASTExpression e) {
        if (!(e instanceof IASTImplicitNameOwner o)) return null;
        for (IASTImplicitName n : o.getImplicitNames()) if (n.resolveBinding() instanceof ICPPFunction f) return f;
        return null;
    }

    /** Is {@code e} an assignment of class objects that calls a user-declared or non-trivial {@code operator=}? */
    public static boolean isAssignmentCall(IASTExpression e) {
        return e instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_assign
                && implicitFunction(e) instanceof ICPPMethod m && "operator =".equals(m.getName())
                && (!m.isImplicit() || (ClassTraits.kindOf(m) instanceof Kind k && ClassTraits.nonTrivial(m.getClassOwner(), k)));
    }

    /** {@code a = b} calling {@code operator=(&a, b)}: the type of the result (the object {@code a}, an lvalue, for {@code S&}). */
    CType assignmentType(IASTBinaryExpression e) {
        ICPPMethod m = (ICPPMethod) implicitFunction(e);
        IASTExpression lhs = e.getOperand1(), rhs = e.getOperand2();
        sema.typeOf(lhs);
        sema.typeOf(rhs);
        if (!sema.isLvalue(lhs)) { sema.error(lhs, "expression is not assignable"); return CType.INT; }
        boolean[] trivial = new boolean[1];
        Symbol callee = callee(m, e, trivial);
        if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function f)) return CType.INT;
        sema.cxx.checkArguments(e, f, 1, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] {rhs}, m);
        operatorCalls.put(e, new OperatorCall(callee, List.of(lhs, rhs), true));
        CType rt = Types.unqual(f.returnType());
        boolean ref = m.getType() != null && m.getType().getReturnType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
        if (ref) { referenceResults.add(e); return Types.pointee(rt); }
        return rt;
    }

    private final java.util.Set<IASTExpression> referenceResults = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /** Does the operator call {@code e} return a reference (its value is the address of the object it designates)? */
    public boolean returnsReference(IASTExpression e) { return referenceResults.contains(e); }
}
