package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxClasses;
import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.cxx.abi.ItaniumVTableLayout;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.NullptrType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;

import java.util.*;

/**
 * C++ pointers to members (docs/cxx.md, "Pointers to members"): {@code int A::*}, {@code int (A::*)(int)}, {@code &A::m},
 * {@code &A::f}, {@code o.*pm}, {@code p->*pm}, {@code (o.*pmf)(a)}, null ({@code nullptr}, {@code 0}), {@code ==}/{@code !=},
 * and the implicit conversion of a pointer to a member of a base to one of a derived class.
 * <p>
 * Sema's type of a pointer to member is a record of its own (one per class and member type) laid out as the Itanium ABI's
 * representation: {@code {ptrdiff_t}} for a data member (the offset, -1 for null), {@code {ptrdiff_t ptr, adj}} for a
 * member function. So sizes, copies and the x86-64 calling convention (INTEGER registers) come from C's record rules;
 * {@link #info} tells CIRGen the record is a member pointer ({@code !cir.data_member}/{@code !cir.method}).
 */
public final class SemaMemberPointers {
    public enum Kind { DATA, METHOD }

    /** A member pointer type: of {@code member} (the member function's type without {@code this}) in class {@code cls}. */
    public record Info(Kind kind, CType.Record cls, CType member) {
        public CType.Function function() { return (CType.Function) member; }
    }

    /** {@code &A::m}: the data member's offset in A, or the member function (its symbol; a virtual one's vtable slot, else -1). */
    public record MemberAddress(Info info, long offset, Symbol method, int vtableSlot) {}

    /** {@code o.*pm} / {@code p->*pm}: the object's class reaches the member pointer's class through {@code path} (empty: the same). */
    public record Access(Info info, boolean arrow, List<RecordDef.Base> path) {}

    /** The member pointer type of each record that is one (records of different units never collide: identity keys). */
    private static final Map<RecordDef, Info> INFOS = Collections.synchronizedMap(new WeakHashMap<>());

    private final Sema sema;
    private final Map<List<Object>, CType.Record> interned = new HashMap<>();
    private final Sema.NodeMap<IASTExpression, MemberAddress> addresses;
    private final Sema.NodeMap<IASTBinaryExpression, Access> accesses;
    private final Sema.NodeMap<IASTUnaryExpression, Boolean> staticAddresses;

    SemaMemberPointers(Sema sema) {
        this.sema = sema;
        this.addresses = new Sema.NodeMap<>(sema);
        this.accesses = new Sema.NodeMap<>(sema);
        this.staticAddresses = new Sema.NodeMap<>(sema);
    }

    /** The member pointer type {@code t} is (qualifiers ignored), or null. */
    public static Info info(CType t) {
        return t != null && Types.unqual(t) instanceof CType.Record r ? INFOS.get(r.def()) : null;
    }

    public static boolean is(CType t) { return info(t) != null; }

    /** The type "pointer to member of {@code cls} of type {@code member}" (a function type: a pointer to member function). */
    public CType type(CType member, CType.Record cls) {
        boolean method = Types.unqual(member) instanceof CType.Function;
        // C++ has no unprototyped functions: void (A::*)() and the type of A::f() are one type
        CType m = method && Types.unqual(member) instanceof CType.Function f ? new CType.Function(f.returnType(), f.params(), f.variadic(), true) : member;
        return interned.computeIfAbsent(List.of(cls, m), k -> {
            RecordDef def = new RecordDef(method ? "__jcirc_method_ptr" : "__jcirc_data_member_ptr", false);
            List<RecordDef.MemberDecl> fields = method
                    ? List.of(new RecordDef.MemberDecl("ptr", CType.PTRDIFF_T, -1, 0), new RecordDef.MemberDecl("adj", CType.PTRDIFF_T, -1, 0))
                    : List.of(new RecordDef.MemberDecl("offset", CType.PTRDIFF_T, -1, 0));
            def.complete(fields, false, 0);
            String cls0 = cls.def().displayName();
            if (m instanceof CType.Function f) {
                List<String> ps = new ArrayList<>();
                for (CType p : f.params()) ps.add(p.toString());
                if (f.variadic()) ps.add("...");
                def.setSpelling(f.returnType() + " (" + cls0 + "::*)(" + String.join(", ", ps) + ")");
            } else {
                def.setSpelling(m + " " + cls0 + "::*");
            }
            INFOS.put(def, new Info(method ? Kind.METHOD : Kind.DATA, cls, m));
            return new CType.Record(def);
        });
    }

    /** The declarator's {@code A::*} applied to {@code t} (SemaType); {@code t} itself (reported) when A is no class. */
    CType declaratorType(CType t, ICPPASTPointerToMember pm) {
        IASTName pn = pm.getName();   // A:: (a qualified name with an empty last name)
        IBinding cb = pn.resolveBinding();
        Object n = pn;
        if (pn instanceof ICPPASTQualifiedName q && q.getQualifier().length > 0) {
            ICPPASTNameSpecifier spec = q.getQualifier()[q.getQualifier().length - 1];
            n = spec;
            cb = spec.resolveBinding();
        }
        CType.Record cls = classOf(cb);
        if (cls == null && sema.symbols.lookup(String.valueOf(n)) instanceof Symbol ts && ts.isTypedef()
                && Types.unqual(ts.type) instanceof CType.Record r && info(r) == null)
            cls = r;   // a typedef, or a template's type parameter in an instance (declared as a typedef of its argument)
        if (cls == null) {
            sema.error(pm, "'" + n + "' is not a class: pointers to members of it are not supported yet");
            return t;
        }
        return Types.qualify(type(t, cls), pm.isConst(), pm.isVolatile(), false);
    }

    private CType.Record classOf(IBinding b) {
        while (b instanceof ITypedef td && td.getType() instanceof IBinding ib) b = ib;
        if (!(b instanceof ICPPClassType c)) return null;
        Scope.Tag tag = sema.templates != null ? sema.templates.tag(c, null) : sema.symbols.lookupTag(CxxClasses.key(c));
        return tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
    }

    // ---- &A::m, &A::f ----

    /** Is {@code u} {@code &A::m} or {@code &A::f} naming a non-static member? */
    public static boolean isMemberAddress(IASTUnaryExpression u) {
        if (u.getOperator() != IASTUnaryExpression.op_amper || !(u.getOperand() instanceof IASTIdExpression id)
                || !(id.getName() instanceof ICPPASTQualifiedName q)) return false;
        IBinding b = q.resolveBinding();
        return (b instanceof ICPPField f && !f.isStatic()) || (b instanceof ICPPMethod m && !m.isStatic() && !(m instanceof ICPPConstructor));
    }

    /**
     * {@code &H<F>::f} in a template, {@code H<F>} dependent (std::function's {@code &_My_handler::_M_invoke}): CDT's binding
     * is an unknown member, which is no pointer to member once the instance names a static member: a plain address
     * ([expr.unary.op]/3). Decided per instance, in Sema; CIRGen reads the decision.
     */
    public boolean staticInInstance(IASTUnaryExpression u) {
        Boolean known = staticAddresses.get(u);
        if (known != null) return known;
        if (sema.templates == null || !sema.templates.inInstance()) return false;
        ICPPASTQualifiedName q = (ICPPASTQualifiedName) ((IASTIdExpression) u.getOperand()).getName();
        IBinding b = q.resolveBinding();
        if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding)) return false;
        IBinding r = sema.templates.resolve(q.getLastName(), b);
        boolean isStatic = r instanceof ICPPField f ? f.isStatic() : r instanceof ICPPMethod m && m.isStatic();
        staticAddresses.put(u, isStatic);
        return isStatic;
    }

    CType addressType(IASTUnaryExpression u) {
        ICPPASTQualifiedName q = (ICPPASTQualifiedName) ((IASTIdExpression) u.getOperand()).getName();
        IBinding b = q.resolveBinding();
        // &codecvt<_CharT, char, _State>::in in a template instance (locale_conv.h): the member of the instance's class
        if (sema.templates != null && sema.templates.inInstance() && sema.templates.resolve(q.getLastName(), b) instanceof ICPPMember r) b = r;
        CType.Record cls = classOf(((ICPPMember) b).getClassOwner());
        if (cls == null) { sema.error(u, "this pointer to member is not supported yet"); return CType.INT; }
        if (b instanceof ICPPField f) {
            RecordDef.MemberPath p = cls.def().lookup(f.getName());
            if (p == null || p.last().isBitField()) { sema.error(u, "this pointer to member is not supported yet"); return CType.INT; }
            Info info = info(type(p.last().type(), cls));
            addresses.put(u, new MemberAddress(info, p.offset(), null, -1));
            return type(p.last().type(), cls);
        }
        ICPPMethod m = (ICPPMethod) b;
        Symbol s = sema.cxx.functionSymbol(m, u);
        if (s == null) return CType.INT;
        CType.Function withThis = (CType.Function) Types.unqual(s.type);
        CType.Function fn = new CType.Function(withThis.returnType(), withThis.params().subList(1, withThis.params().size()), withThis.variadic(), true);
        int slot = -1;
        if (ItaniumVTableLayout.isVirtual(m)) {
            try { slot = sema.cxx.virtuals.layout.slotIndex(m, false); } catch (RuntimeException e) { slot = -1; }
            if (slot < 0) { sema.error(u, "this pointer to a virtual member function is not supported yet"); return CType.INT; }
        }
        CType t = type(fn, cls);
        addresses.put(u, new MemberAddress(info(t), 0, s, slot));
        return t;
    }

    /** Sema's record of {@code &A::m}, or null. */
    public MemberAddress address(IASTExpression e) { return addresses.get(e); }

    // ---- o.*pm, p->*pm ----

    public static boolean isAccess(IASTExpression e) {
        return e instanceof IASTBinaryExpression b
                && (b.getOperator() == ICPPASTBinaryExpression.op_pmdot || b.getOperator() == ICPPASTBinaryExpression.op_pmarrow);
    }

    /** {@code o.*pm}: the member (an lvalue of its type, qualified as the object); for a member function its function type (to be called). */
    CType accessType(IASTBinaryExpression b) {
        boolean arrow = b.getOperator() == ICPPASTBinaryExpression.op_pmarrow;
        CType ot = arrow ? Types.pointee(sema.rvalueType(b.getOperand1())) : sema.typeOf(b.getOperand1());
        CType pt = sema.rvalueType(b.getOperand2());
        Info info = info(pt);
        if (info == null) {
            sema.error(b, "right hand operand to " + (arrow ? "->*" : ".*") + " has non-pointer-to-member type '" + pt + "'");
            return CType.INT;
        }
        if (ot == null || !(Types.unqual(ot) instanceof CType.Record or)) {
            sema.error(b, "left hand operand to " + (arrow ? "->*" : ".*") + " must be a " + (arrow ? "pointer to " : "") + "class compatible with the right hand operand");
            return CType.INT;
        }
        List<RecordDef.Base> path = or.def() == info.cls().def() ? List.of() : CxxInheritance.path(or.def(), info.cls().def());
        if (path == null || (!path.isEmpty() && CxxInheritance.count(or.def(), info.cls().def()) != 1)) {
            sema.error(b, "left hand operand to " + (arrow ? "->*" : ".*") + " must be a " + (arrow ? "pointer to " : "") + "class compatible with the right hand operand, but is '" + ot + "'");
            return CType.INT;
        }
        accesses.put(b, new Access(info, arrow, path));
        if (info.kind() == Kind.METHOD) return info.member();
        return Types.qualify(info.member(), Types.isConst(ot), Types.isVolatile(ot), false);
    }

    /**
     * {@code (o.*pm).f()} with {@code o} const: CDT's type of {@code o.*pm} drops the object's qualifiers, so its choice of
     * {@code f} may be the non-const overload; the const one of the same parameters is the right one ([expr.mptr.oper]).
     */
    ICPPMethod constOverload(ICPPMethod m, IASTExpression owner) {
        while (owner instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) owner = u.getOperand();
        if (m == null || !isAccess(owner) || !Types.isConst(sema.typeOf(owner)) || m.getType() == null || m.getType().isConst()) return m;
        ICPPClassType c = m.getClassOwner();
        if (c == null) return m;
        IType[] want = m.getType().getParameterTypes();
        for (ICPPMethod o : c.getDeclaredMethods()) {
            if (o == m || !o.getName().equals(m.getName()) || o.getType() == null || !o.getType().isConst()) continue;
            IType[] ps = o.getType().getParameterTypes();
            boolean same = ps.length == want.length;
            for (int i = 0; same && i < ps.length; i++) same = ps[i].isSameType(want[i]);
            if (same) return o;
        }
        return m;
    }

    /** Sema's record of {@code o.*pm}, or null. */
    public Access access(IASTExpression e) { return e instanceof IASTBinaryExpression b ? accesses.get(b) : null; }

    // ---- (o.*pmf)(args) ----

    /** The {@code o.*pmf} a call calls (parentheses stripped), or null. */
    public static IASTBinaryExpression calledAccess(IASTFunctionCallExpression call) {
        IASTExpression f = call.getFunctionNameExpression();
        while (f instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) f = u.getOperand();
        return isAccess(f) ? (IASTBinaryExpression) f : null;
    }

    public static boolean isMethodCall(IASTFunctionCallExpression call) { return calledAccess(call) != null; }

    CType callType(IASTFunctionCallExpression call) {
        IASTBinaryExpression b = calledAccess(call);
        sema.typeOf(b);
        Access a = accesses.get(b);
        if (a == null || a.info().kind() != Kind.METHOD) {
            if (a != null) sema.error(call, "called object type '" + a.info().member() + "' is not a function or function pointer");
            for (IASTInitializerClause x : call.getArguments()) if (x instanceof IASTExpression e) sema.typeOf(e);
            return CType.INT;
        }
        CType.Function f = a.info().function();
        for (IASTInitializerClause x : call.getArguments()) if (x instanceof IASTExpression e) sema.typeOf(e);
        sema.cxx.arguments(call, withThis(a.info()), 1, call.getArguments());
        return Types.unqual(f.returnType());
    }

    /** The member function's type with the object pointer first (the type CIRGen calls it with). */
    public static CType.Function withThis(Info info) {
        CType.Function f = info.function();
        List<CType> ps = new ArrayList<>();
        ps.add(new CType.Pointer(info.cls()));
        ps.addAll(f.params());
        return new CType.Function(f.returnType(), ps, f.variadic(), true);
    }

    // ---- constants (static initializers) ----

    /**
     * A member pointer constant: a data member's offset (null: the null pointer), or a member function (its symbol, or a
     * virtual one's slot) with the this-adjustment {@code adj}; {@code method == null && vtableSlot < 0} is the null pointer.
     */
    public record Constant(Info info, Long offset, Symbol method, int vtableSlot, long adj) {}

    /** The constant {@code e} (converted to the member pointer type {@code to}) is: {@code &A::m}, {@code nullptr}, {@code 0}; null if none. */
    public Constant constant(IASTExpression e, CType to) {
        Info ti = info(to);
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        CType from = sema.rvalueType(e);
        if (ti == null) return null;
        if (info(from) == null) return isNullConstant(e, from) ? new Constant(ti, null, null, -1, 0) : null;
        MemberAddress ma = addresses.get(e);
        Long base = ma == null ? null : baseOffset(ma.info(), ti);
        if (base == null) return null;
        if (ti.kind() == Kind.DATA) return new Constant(ti, ma.offset() + base, null, -1, 0);
        return new Constant(ti, null, ma.method(), ma.vtableSlot(), base);
    }

    /** A static initializer of member pointer type (ConstantInitializers): it must be a {@link #constant}. */
    void checkConstant(IASTExpression e, CType to) {
        int errors = sema.diags.errorCount();
        sema.checkAssignable(e, to, e, "initializing");
        if (sema.diags.errorCount() == errors && constant(e, to) == null) sema.error(e, "initializer element is not a compile-time constant");
    }

    // ---- conversions and comparisons ----

    /**
     * The copy-initialization of {@code to} from {@code src} when either is a member pointer (SemaAssign); false leaves it to
     * C's rules. A member pointer takes the same type, a null pointer constant ({@code nullptr}, {@code 0}), or a pointer to
     * a member of an unambiguous base of its class with the same member type; it converts to {@code bool}.
     */
    boolean checkAssignable(IASTExpression src, CType from, CType to, String what) {
        Info ti = info(to), fi = info(from);
        if (ti == null && fi == null) return false;
        if (ti == null) {
            if (!Types.isBool(to)) sema.error(src, ConversionWording.incompatible(what, from, to));
            return true;
        }
        if (fi == null) {
            if (isNullConstant(src, from)) return true;
            sema.error(src, ConversionWording.incompatible(what, from, to));
            return true;
        }
        if (fi == ti || Types.compatibleUnqual(from, to)) return true;
        if (fi.kind() == ti.kind() && fi.member().equals(ti.member()) && baseOffset(fi, ti) != null) return true;
        sema.error(src, ConversionWording.incompatible(what, from, to));
        return true;
    }

    /** The offset of {@code from}'s class as an unambiguous base of {@code to}'s, or null. */
    public static Long baseOffset(Info from, Info to) {
        RecordDef b = from.cls().def(), d = to.cls().def();
        if (b == d) return 0L;
        if (!CxxInheritance.isProperBase(b, d) || CxxInheritance.count(d, b) != 1) return null;
        return CxxInheritance.offset(CxxInheritance.path(d, b));
    }

    private boolean isNullConstant(IASTExpression src, CType from) {
        if (NullptrType.is(from)) return true;
        return Types.isInteger(from) && sema.consts.eval(src) instanceof ConstValue.IntVal iv && iv.value() == 0;
    }

    /**
     * A cast to a member pointer type: from a null pointer constant, from a member pointer of a base or a derived class
     * (static_cast, C casts), or any member pointer of the same kind (reinterpret_cast, C casts).
     */
    CType castType(IASTCastExpression c) {
        CType to = Types.unqual(sema.typeOfTypeId(c.getTypeId()));
        CType from = sema.rvalueType(c.getOperand());
        Info ti = info(to), fi = info(from);
        boolean reinterpret = c instanceof ICPPASTCastExpression cc && cc.getOperator() == ICPPASTCastExpression.op_reinterpret_cast;
        boolean plain = c.getOperator() == IASTCastExpression.op_cast;
        boolean ok = fi == null ? isNullConstant(c.getOperand(), from) && !reinterpret
                : fi == ti || (fi.kind() == ti.kind() && ((fi.member().equals(ti.member()) && (baseOffset(fi, ti) != null || baseOffset(ti, fi) != null))
                        || reinterpret || plain));
        if (!ok) sema.error(c, "cannot cast from type '" + from + "' to member pointer type '" + to + "'");
        return to;
    }

    /** {@code c ? a : b} with a member pointer operand: the other converted to its type. */
    CType conditionalType(CType a, CType b, IASTExpression ea, IASTExpression eb) {
        CType t = Types.unqual(is(a) ? a : b);
        checkAssignable(ea, a, t, "initializing");
        checkAssignable(eb, b, t, "initializing");
        return t;
    }

    /** {@code a == b} / {@code a != b} with a member pointer operand: both converted to its type; bool. Null when neither is one. */
    CType comparisonType(IASTBinaryExpression b) {
        IASTExpression l = b.getOperand1(), r = b.getOperand2();
        CType lt = sema.rvalueType(l), rt = sema.rvalueType(r);
        CType t = is(lt) ? Types.unqual(lt) : is(rt) ? Types.unqual(rt) : null;
        if (t == null) return null;
        if (is(lt) && is(rt) && baseOffset(info(lt), info(rt)) != null) t = Types.unqual(rt);   // int A::* == int B::*: in B (derived)
        if (b.getOperator() != IASTBinaryExpression.op_equals && b.getOperator() != IASTBinaryExpression.op_notequals) {
            sema.error(b, "invalid operands to binary expression ('" + lt + "' and '" + rt + "')");
            return CType.BOOL;
        }
        for (IASTExpression x : List.of(l, r)) {
            CType xt = sema.rvalueType(x);
            if (!Types.compatibleUnqual(xt, t)) checkAssignable(x, xt, t, "comparing");
            sema.results.recordConversion(x, sema.typeOf(x), t);
        }
        return CType.BOOL;
    }
}
