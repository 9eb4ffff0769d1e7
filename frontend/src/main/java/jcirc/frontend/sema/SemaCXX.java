package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sema's C++ decisions about objects and member functions (docs/cxx.md), recorded per AST node as clang's
 * Sema builds {@code CXXMemberCallExpr}, {@code CXXThisExpr}, implicit {@code MemberExpr}s,
 * {@code CXXConstructExpr}s and the destructors of locals; CIRGen ({@code CIRGenClass}) reads only these:
 * <ul>
 * <li>a call of a non-static member function: its function symbol, the object expression (or the implicit
 *     {@code this}) and whether the object is reached through a pointer ({@link MemberCall});
 * <li>{@code this} and implicit member accesses {@code x} (= {@code this->x}): the {@code this} parameter
 *     and the member;
 * <li>a local object's constructor call and arguments ({@link Construction}) and its destructor, which
 *     CIRGen pushes as a cleanup of the enclosing block;
 * <li>a constructor's member initializers in the members' declaration order ({@link MemberInit}).
 * </ul>
 * Everything is decided once, in Sema's walk, with the scopes of the place it appears in.
 */
public final class SemaCXX {
    /** {@code obj.f(a)} / {@code p->f(a)} / {@code f(a)} in a member: {@code object} is null for the implicit {@code this}. */
    public record MemberCall(Symbol callee, IASTExpression object, boolean arrow, Symbol thisParam) {}

    /** {@code S s(a, b);}: the constructor (C1) and its arguments (after the object's address). */
    public record Construction(Symbol constructor, List<IASTExpression> args) {}

    /** {@code : m(v)} (or {@code m()}: value null, zero): the member and its value. */
    public record MemberInit(Sema.MemberRef member, IASTExpression value, IASTNode at) {}

    private final Sema sema;
    private final Map<IASTFunctionCallExpression, MemberCall> memberCalls = new IdentityHashMap<>();
    private final Map<IASTExpression, Symbol> thisUses = new IdentityHashMap<>();
    private final Map<IASTIdExpression, Sema.MemberRef> implicitMembers = new IdentityHashMap<>();
    private final Map<IASTDeclarator, Construction> constructions = new IdentityHashMap<>();
    private final Map<IASTDeclarator, Symbol> destructors = new IdentityHashMap<>();
    private final Map<IASTFunctionDefinition, List<MemberInit>> memberInits = new IdentityHashMap<>();

    public SemaCXX(Sema sema) { this.sema = sema; }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The member call Sema decided for {@code call}, or null (not a member call). */
    public MemberCall memberCall(IASTFunctionCallExpression call) { return memberCalls.get(call); }

    /** The {@code this} parameter that {@code this} or an implicit member access {@code e} refers to, or null. */
    public Symbol thisParam(IASTExpression e) { return thisUses.get(e); }

    /** The member an identifier denotes when it is an implicit {@code this->x}, or null. */
    public Sema.MemberRef implicitMember(IASTIdExpression id) {
        if (implicitMembers.containsKey(id) || !isImplicitMember(id)) return implicitMembers.get(id);
        return computeImplicitMember(id);
    }

    /** The constructor call of a local object declared by {@code d}, or null. */
    public Construction construction(IASTDeclarator d) { return constructions.get(d); }

    /** The destructor (D1) a local object declared by {@code d} needs at the end of its scope, or null. */
    public Symbol destructor(IASTDeclarator d) { return destructors.get(d); }

    /** The member initializers a constructor definition runs before its body (empty for other functions). */
    public List<MemberInit> memberInits(IASTFunctionDefinition fd) { return memberInits.getOrDefault(fd, List.of()); }

    // ------------------------------------------------------------------ expressions

    private static IBinding binding(IASTName n) {
        return (n instanceof ICPPASTQualifiedName q ? q.getLastName() : n).resolveBinding();
    }

    private static boolean isInstanceMethod(IBinding b) { return b instanceof ICPPMethod m && !m.isStatic(); }

    /** Is {@code call} a call of a non-static member function (by {@code .}, {@code ->} or an implicit {@code this})? */
    public static boolean isMemberCall(IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
        return n != null && isInstanceMethod(n.resolveBinding());
    }

    private static boolean isImplicitMember(IASTIdExpression id) {
        return binding(id.getName()) instanceof ICPPField f && !f.isStatic();
    }

    /** The symbol of a C++ function (by its mangled name), or null (reported). */
    private Symbol functionSymbol(ICPPFunction f, IASTNode at) {
        try {
            Symbol s = sema.symbols.lookup(ItaniumMangler.function(f));
            if (s == null || !s.isFunction()) sema.error(at, "calling '" + f.getName() + "' here is not supported yet");
            return s != null && s.isFunction() ? s : null;
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
            return null;
        }
    }

    // obj.f(a), p->f(a), f(a) inside a member function: the member function's type without 'this' checks the arguments
    CType memberCallType(IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        IASTInitializerClause[] args = call.getArguments();
        for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : ((IASTIdExpression) fn).getName();
        ICPPMethod m = (ICPPMethod) n.resolveBinding();
        if (m instanceof ICPPConstructor || m.isDestructor()) {
            sema.error(call, "explicit constructor and destructor calls are not supported yet");
            return CType.INT;
        }
        IASTExpression object = null;
        boolean arrow = false;
        Symbol thisParam = null;
        if (fn instanceof IASTFieldReference fr) {
            object = fr.getFieldOwner();
            arrow = fr.isPointerDereference();
            CType ot = arrow ? Types.pointee(sema.rvalueType(object)) : sema.typeOf(object);
            if (ot == null || !(Types.unqual(ot) instanceof CType.Record)) {
                sema.error(fr, "member reference base type '" + sema.rvalueType(object) + "' is not a structure or union");
                return CType.INT;
            }
            if (!arrow && !sema.isLvalue(object)) {
                sema.error(object, "calling a member function on a temporary is not supported yet");
                return CType.INT;
            }
        } else {
            thisParam = sema.symbols.lookup("this");
            if (thisParam == null) {
                sema.error(call, "call to non-static member function without an object argument");
                return CType.INT;
            }
        }
        Symbol callee = functionSymbol(m, fn);
        if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function f)) return CType.INT;
        arguments(call, f, 1, args);
        memberCalls.put(call, new MemberCall(callee, object, arrow, thisParam));
        return Types.unqual(f.returnType());
    }

    /** Checks and records the conversions of {@code args} to the parameters of {@code f} after its first {@code skip}. */
    private void arguments(IASTNode at, CType.Function f, int skip, IASTInitializerClause[] args) {
        int n = f.params().size() - skip;
        if (args.length < n || (args.length > n && !f.variadic())) {
            sema.error(at, "too " + (args.length < n ? "few" : "many") + " arguments to function call, expected "
                    + (f.variadic() ? "at least " : "") + n + ", have " + args.length);
            return;
        }
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof IASTExpression a)) continue;
            CType to;
            if (i < n) {
                to = Types.unqual(f.params().get(i + skip));
                sema.checkAssignable(a, to, a, "passing");
            } else {
                CType t = sema.rvalueType(a);
                to = Types.unqual(t).equals(CType.FLOAT) ? CType.DOUBLE : Types.isInteger(t) ? Types.promote(t) : Types.unqual(t);
            }
            sema.results.recordConversion(a, sema.typeOf(a), to);
        }
    }

    // this: the member function's parameter 'this' (S * or const S *)
    CType thisType(IASTLiteralExpression lit) {
        Symbol s = sema.symbols.lookup("this");
        if (s == null) {
            sema.error(lit, "invalid use of 'this' outside of a non-static member function");
            return new CType.Pointer(CType.VOID);
        }
        thisUses.put(lit, s);
        return Types.unqual(s.type);
    }

    /** x naming a non-static data member inside a member function: this->x (its type with the object's qualifiers). */
    CType implicitMemberType(IASTIdExpression id) {
        Sema.MemberRef m = implicitMember(id);
        return m == null ? CType.INT : m.type();
    }

    private Sema.MemberRef computeImplicitMember(IASTIdExpression id) {
        Symbol s = sema.symbols.lookup("this");
        Sema.MemberRef ref = null;
        IASTName last = id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName();
        if (s == null) {
            sema.error(id, "invalid use of non-static data member '" + last + "'");
        } else {
            ref = member(Types.pointee(Types.unqual(s.type)), last.toString(), id);
            if (ref != null) thisUses.put(id, s);
        }
        implicitMembers.put(id, ref);
        return ref;
    }

    /** The member {@code name} of an object of type {@code owner} (qualifiers of the object apply to it). */
    private Sema.MemberRef member(CType owner, String name, IASTNode at) {
        if (owner == null || !(Types.unqual(owner) instanceof CType.Record r) || !r.def().isComplete()) {
            sema.error(at, "member '" + name + "' of an incomplete class");
            return null;
        }
        RecordDef.MemberPath p = r.def().lookup(name);
        if (p == null) {
            sema.error(at, "no member named '" + name + "' in '" + r + "'");
            return null;
        }
        CType ft = p.last().type();
        if (p.last().isBitField()) ft = sema.bitFieldValueType(p.last(), ft);
        if (owner instanceof CType.Qualified q) ft = Types.qualify(ft, q.isConst(), q.isVolatile(), false);
        return new Sema.MemberRef(r, p, ft);
    }

    // ------------------------------------------------------------------ objects

    /**
     * A local declared by {@code d} (symbol {@code s}): records the constructor it calls ({@code S s;},
     * {@code S s(a, b);}) and the destructor it needs; what this slice cannot do yet is reported.
     */
    void localObject(IASTSimpleDeclaration sd, IASTDeclarator d, Symbol s) {
        if (!(d.getName().resolveBinding() instanceof IVariable v) || !CxxSpecialMembers.nonTrivial(v.getType())) return;
        ICPPClassType c = CxxSpecialMembers.classOf(v.getType());
        if (c == null) { sema.error(d, "arrays of objects with constructors or destructors are not supported yet"); return; }
        if (s.isStatic || sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_extern) {
            sema.error(d, "static objects with constructors or destructors are not supported yet");
            return;
        }
        if (sd.getParent() instanceof IASTDeclarationStatement ds && ds.getParent() instanceof IASTForStatement f && f.getInitializerStatement() == ds) {
            sema.error(d, "objects with constructors or destructors in a for-init-statement are not supported yet");
            return;
        }
        ICPPConstructor k = CxxSpecialMembers.constructorCall(d);
        if (k != null) {
            IASTInitializerClause[] args = d.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments() : new IASTInitializerClause[0];
            if (d.getInitializer() != null && !(d.getInitializer() instanceof ICPPASTConstructorInitializer)) {
                sema.error(d.getInitializer(), "this initialization of an object with a constructor is not supported yet");
                return;
            }
            for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
            Symbol ctor = functionSymbol(k, d);
            if (ctor == null || !(Types.unqual(ctor.type) instanceof CType.Function f)) return;
            arguments(d, f, 1, args);
            List<IASTExpression> as = new ArrayList<>();
            for (IASTInitializerClause a : args) as.add((IASTExpression) a);
            constructions.put(d, new Construction(ctor, as));
        } else if (CxxSpecialMembers.userConstructed(c) && !(d.getInitializer() instanceof IASTEqualsInitializer)) {
            sema.error(d, "no matching constructor for initialization of '" + d.getName() + "'");
            return;
        }
        ICPPMethod dtor = CxxSpecialMembers.destructor(c);
        if (dtor != null) {
            Symbol ds = functionSymbol(dtor, d);
            if (ds != null) destructors.put(d, ds);
        }
    }

    /** {@code S(int a) : x(a), y()}: the member initializers of a constructor definition, in the members' declaration order. */
    void memberInitializers(IASTFunctionDefinition fd) {
        if (!(fd instanceof ICPPASTFunctionDefinition cfd) || !(fd.getDeclarator().getName().resolveBinding() instanceof ICPPConstructor k)) return;
        Symbol self = sema.symbols.lookup("this");
        if (self == null) return;
        List<ICPPField> order = Arrays.asList(k.getClassOwner().getDeclaredFields());
        List<ICPPASTConstructorChainInitializer> chain = new ArrayList<>(Arrays.asList(cfd.getMemberInitializers()));
        chain.sort(Comparator.comparingInt(c -> order.indexOf(c.getMemberInitializerId().resolveBinding())));
        List<MemberInit> out = new ArrayList<>();
        for (ICPPASTConstructorChainInitializer c : chain) {
            IBinding b = c.getMemberInitializerId().resolveBinding();
            IASTInitializerClause[] args = c.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                    : c.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : null;
            if (!(b instanceof ICPPField f) || args == null || args.length > 1 || (args.length == 1 && !(args[0] instanceof IASTExpression))
                    || !(f.getType() instanceof IBasicType || f.getType() instanceof IPointerType || f.getType() instanceof IEnumeration)) {
                sema.error(c, "this member initializer is not supported yet");
                continue;
            }
            Sema.MemberRef m = member(Types.pointee(Types.unqual(self.type)), f.getName(), c);
            if (m == null) continue;
            CType to = Types.unqual(m.type());
            IASTExpression value = args.length == 1 ? (IASTExpression) args[0] : null;
            if (value != null) {
                sema.typeOf(value);
                sema.checkAssignable(value, to, value, "initializing");
                sema.results.recordConversion(value, sema.typeOf(value), to);
            }
            out.add(new MemberInit(m, value, c));
        }
        memberInits.put(fd, out);
    }
}
