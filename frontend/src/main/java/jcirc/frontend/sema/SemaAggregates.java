package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTInitializerList;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;

import java.util.ArrayList;
import java.util.List;

/**
 * C++14 aggregate initialization ([dcl.init.aggr]) of classes whose members have default member initializers or
 * constructors, as clang's InitListChecker completes an InitListExpr: the {@link InitTree} of {@code B b = {1};}
 * gets, for each member without an initializer clause, its default member initializer ({@code int b = 7;} as the
 * expression, {@code S s{1, 2};} of an aggregate as its tree, {@code M m{1};} as a constructor call) or else, for a
 * member of class type with a non-trivial default constructor, that constructor ({@link InitTree.Member}); a clause
 * initializing a member of class type with constructors is a copy-initialization of that member (a converting or
 * copy constructor, a prvalue of the class built in place), and braces are not elided into such a member. The
 * complete object's implicit destructor destroys the members (SemaCXX). A class template instance's default member
 * initializers are copies of the template's, one per use; one that names a template parameter is reported.
 */
final class SemaAggregates {
    private SemaAggregates() {}

    /** The class of the record {@code t} when its aggregate initialization needs more than C's (null: none, or not C++). */
    static ICPPClassType completing(Sema sema, CType t) {
        if (sema.cxx == null || !(Types.unqual(t) instanceof CType.Record r) || r.isUnion()) return null;
        ICPPClassType c = classOf(sema, r.def());
        if (c == null || CxxSpecialMembers.userConstructed(c)) return null;
        if (SemaInitializers.hasDefaultMemberInitializers(c)) return c;
        for (ICPPField f : ClassTraits.fields(c))
            if (!(f.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType) && ClassTraits.needsCalls(f.getType())) return c;
        return null;
    }

    private static ICPPClassType classOf(Sema sema, RecordDef def) {
        ICPPClassType c = sema.cxx.virtuals.classOf(def);
        return c == null && sema.templates != null ? sema.templates.instanceClass(def) : c;
    }

    /** Is {@code t} a class with a user-declared constructor (not an aggregate: no brace elision into it)? */
    static boolean constructed(Sema sema, CType t) {
        return classWithCtors(sema, t) != null;
    }

    private static ICPPClassType classWithCtors(Sema sema, CType t) {
        if (sema.cxx == null || !(Types.unqual(t) instanceof CType.Record r)) return null;
        ICPPClassType c = classOf(sema, r.def());
        return c != null && (CxxSpecialMembers.userConstructed(c) || ClassTraits.needsCalls(c)) && !isAggregate(c) ? c : null;
    }

    private static boolean isAggregate(ICPPClassType c) {   // (a class with virtual functions is not: its constructor sets the vptr)
        return !CxxSpecialMembers.userConstructed(c) && c.getBases().length == 0 && !jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c);
    }

    /**
     * The clause {@code clause} of a member {@code f} (field of the record {@code owner}) whose class has constructors:
     * its initialization as a mem-initializer would do it, or null when C's (a scalar, an aggregate) is right.
     */
    static InitTree member(Sema sema, CType owner, RecordDef.Field f, IASTInitializerClause clause) {
        if (f.name() == null || Types.isArray(f.type())) return null;
        ICPPClassType fc = classWithCtors(sema, f.type());
        if (fc == null && prvalueWithDestructor(sema, f.type(), clause) && sema.cxx.member(owner, f.name(), clause) instanceof Sema.MemberRef pm)
            return new InitTree.Member(new SemaCXX.MemberInit(pm, (IASTExpression) clause, clause), f.type());   // {M{1}, 2}: built in the member
        if (fc == null) return null;
        Sema.MemberRef m = sema.cxx.member(owner, f.name(), clause);
        if (m == null) return null;
        if (clause instanceof IASTExpression e && sema.cxx.temps.isClassPrvalue(e)
                && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(f.type())))
            return new InitTree.Member(new SemaCXX.MemberInit(m, e, clause), f.type());   // {S(1), 2}: built in the member
        int errors = sema.diags.errorCount();
        SemaArrayObjects.Element el = sema.cxx.arrays.element(fc, clause);
        if (el == null && sema.diags.errorCount() != errors) return new InitTree.Agg(f.type());   // reported (no default initialization after it)
        if (el == null) return defaultConstructed(sema, fc, m, clause);   // {}: value-initialized (or reported)
        if (el.constructor() != null) return new InitTree.Member(new SemaCXX.MemberInit(m, null, clause, el.constructor(), el.args()), f.type());
        return new InitTree.Member(new SemaCXX.MemberInit(m, el.copyFrom(), clause), f.type());   // a trivial copy
    }

    /**
     * {@code Box b{Member{1}, 2};} with an aggregate {@code Member} that has a destructor: the prvalue initializes the
     * member itself ([dcl.init.general]/16.6.1), no temporary is made (copied bitwise and destroyed, the member's
     * destructor ran twice: cxx 407).
     */
    static boolean prvalueWithDestructor(Sema sema, CType ft, IASTInitializerClause clause) {
        if (!(clause instanceof IASTExpression e) || !Types.isRecord(Types.unqual(ft)) || !sema.cxx.temps.isClassPrvalue(e)
                || !Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(ft))) return false;
        ICPPClassType c = Types.unqual(ft) instanceof CType.Record r ? classOf(sema, r.def()) : null;
        return c != null && ClassTraits.nonTrivial(c, ClassTraits.Kind.DTOR);
    }

    /**
     * The braced clause {@code il} of an array member {@code f} whose element class has constructors ({@code {{T(1), 2}, 3}}):
     * its elements as a declaration's would be built (the rest value-initialized), or null when the element class has none.
     */
    static InitTree arrayMember(Sema sema, CType owner, RecordDef.Field f, ICPPASTInitializerList il) {
        if (f.name() == null || !(classWithCtors(sema, SemaArrayObjects.innermost(f.type())) instanceof ICPPClassType ec)) return null;
        Sema.MemberRef m = sema.cxx.member(owner, f.name(), il);
        if (m == null) return new InitTree.Agg(f.type());   // reported
        SemaArrayObjects.ArrayObject ao = sema.cxx.arrays.member(il, ec, m.type(), il);
        return ao == null ? new InitTree.Agg(f.type()) : new InitTree.Member(sema.cxx.initializers.memberArray(m, il, ao), f.type());
    }

    private static InitTree defaultConstructed(Sema sema, ICPPClassType fc, Sema.MemberRef m, IASTNode at) {
        if (!ClassTraits.nonTrivial(fc, ClassTraits.Kind.DEFAULT_CTOR)) return null;   // zero-filled
        Symbol ctor = sema.cxx.special.special(fc, ClassTraits.Kind.DEFAULT_CTOR, at);
        return ctor == null ? null : new InitTree.Member(new SemaCXX.MemberInit(m, null, at, ctor, List.of()), m.type());
    }

    /** The members of {@code node} (a record of class {@code c}) that no clause initializes: their default initializations. */
    static void complete(Sema sema, ICPPClassType c, InitTree.Agg node, CType t, IASTNode at) {
        RecordDef def = ((CType.Record) Types.unqual(t)).def();
        boolean instance = c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
        for (RecordDef.Field f : def.fields()) {
            if (f.name() == null || node.children().containsKey((long) f.index())) continue;
            ICPPField field = field(c, f.name());
            if (field == null) continue;
            IASTDeclarator d = SemaInitializers.fieldDeclarator(field);
            if (instance && d != null && d.getInitializer() != null) {
                // Box<int>{5} of template<class T> struct Box { T v; int n = 3; }: the template's initializer, copied for
                // this use (its analysis and conversions are this instance's); one naming a template parameter is reported
                if (dependent(d.getInitializer())) {
                    sema.error(at, "aggregate initialization of a class template instance whose default member initializer depends on a template parameter is not supported yet");
                    return;
                }
                d = instanceCopy(d);
            }
            InitTree init = defaultInit(sema, t, f, field, d, at);
            if (init != null) node.children().put((long) f.index(), init);
        }
    }

    /** Does an expression of {@code init} depend on a template parameter? */
    private static boolean dependent(IASTInitializer init) {
        boolean[] found = {false};
        init.accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression e) {
                if (e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce
                        && (ce.getEvaluation().isTypeDependent() || ce.getEvaluation().isValueDependent())) {
                    found[0] = true;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return found[0];
    }

    /** A copy of the template member's declarator {@code d}, parented where {@code d} is (its names mean what they mean there). */
    private static IASTDeclarator instanceCopy(IASTDeclarator d) {
        IASTDeclarator copy = d.copy(IASTNode.CopyStyle.withLocations);
        copy.setParent(d.getParent());
        copy.setPropertyInParent(d.getPropertyInParent());
        return copy;
    }

    private static ICPPField field(ICPPClassType c, String name) {
        for (ICPPField f : ClassTraits.fields(c)) if (name.equals(f.getName())) return f;
        return null;
    }

    // int b = 7; -> the expression; S s{1, 2}; (an aggregate) -> its tree; M m{1}; -> M's constructor; M m; -> M() when not trivial
    private static InitTree defaultInit(Sema sema, CType owner, RecordDef.Field f, ICPPField field, IASTDeclarator d, IASTNode at) {
        IASTInitializer init = d == null ? null : d.getInitializer();
        if (init != null) {
            IASTInitializerClause list = init instanceof ICPPASTInitializerList il ? il
                    : init instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTInitializerList il2 ? il2 : null;
            if (list != null && Types.isRecord(f.type()) && classWithCtors(sema, f.type()) == null) {
                InitTree[] tree = {null};
                sema.cxx.initializers.inAggregate(Types.unqual(owner), () -> tree[0] = InitTree.build(sema, f.type(), list, true));
                return tree[0];
            }
            List<SemaCXX.MemberInit> out = new ArrayList<>();
            sema.cxx.initializers.inAggregate(Types.unqual(owner), () -> sema.cxx.initializers.defaultMemberInit(field, d, Types.unqual(owner), out));
            if (out.isEmpty()) return null;   // reported
            SemaCXX.MemberInit mi = out.get(0);
            if (mi.constructor() == null && !Types.isRecord(f.type()) && !Types.isArray(f.type()))
                return mi.value() == null ? null : new InitTree.Expr(mi.value(), f.type());   // int x{}; is zero
            return new InitTree.Member(mi, f.type());
        }
        if (Types.isArray(f.type())) {
            if (!ClassTraits.needsCalls(field.getType()) || field.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType
                    || !(ClassTraits.elementClass(field.getType()) instanceof ICPPClassType ec)) return null;
            // N arr[2]; without a clause: every element by its default constructor (SemaArrayObjects), or clang's error
            if (noDefaultConstructor(sema, ec, at, field, true)) return null;
            Sema.MemberRef m = sema.cxx.member(Types.unqual(owner), f.name(), at);
            SemaArrayObjects.ArrayObject ao = m == null ? null : sema.cxx.arrays.defaults(at, ec, m.type());
            if (ao == null || ao.defaultCtor() == null) return null;   // trivial: zero-filled
            return new InitTree.Member(sema.cxx.initializers.memberArray(m, at, ao), f.type());
        }
        if (completing(sema, f.type()) instanceof ICPPClassType inner) {   // a member aggregate: its own defaults
            InitTree.Agg sub = new InitTree.Agg(f.type());
            complete(sema, inner, sub, f.type(), at);
            return sub.children().isEmpty() ? null : sub;
        }
        ICPPClassType fc = classWithCtors(sema, f.type());
        if (fc == null) return null;
        Sema.MemberRef m = sema.cxx.member(Types.unqual(owner), f.name(), at);
        if (noDefaultConstructor(sema, fc, at, field, false)) return null;
        if (CxxSpecialMembers.userConstructed(fc) && !ClassTraits.nonTrivial(fc, ClassTraits.Kind.DEFAULT_CTOR) && ClassTraits.defaultConstructorDeleted(fc)) {
            sema.error(at, "no matching constructor for initialization of '" + fc.getName() + "'");
            return null;
        }
        return m == null ? null : defaultConstructed(sema, fc, m, at);
    }

    /**
     * A member (an array's elements: {@code array}) of class {@code fc} that no clause initializes, when {@code fc} has
     * constructors but no default constructor ({@code struct X { N arr[2]; }; new X{};} with {@code N(int)}): clang's error
     * at the closing brace of the list and its notes (true).
     */
    private static boolean noDefaultConstructor(Sema sema, ICPPClassType fc, IASTNode at, ICPPField field, boolean array) {
        if (ClassTraits.hasDefaultConstructor(fc)) return false;
        IASTNode list = at instanceof IASTInitializerList ? at : at != null && at.getParent() instanceof IASTInitializerList p ? p : at;
        if (!sema.diagsEnabled()) { sema.error(list, "no matching constructor for initialization of '" + fc.getName() + "'"); return true; }
        org.eclipse.cdt.core.dom.ast.IASTFileLocation fl = list == null ? null : list.getFileLocation();
        jcirc.frontend.diag.SourceLoc end = fl == null ? sema.loc(list)
                : sema.diags.sources().locate(fl.getFileName(), fl.getNodeOffset() + Math.max(0, fl.getNodeLength() - 1));
        sema.diags.error(end, "no matching constructor for initialization of '" + fc.getName() + "'");
        if (array) sema.diags.note(end, "in implicit initialization of array element 0 with omitted initializer");
        if (SemaInitializers.fieldDeclarator(field) instanceof IASTDeclarator d)
            sema.diags.note(sema.loc(Sema.innermostName(d)), "in implicit initialization of field '" + field.getName() + "' with omitted initializer");
        return true;
    }

    /**
     * [except.ctor], [dcl.init.aggr]: an aggregate initialization interrupted by an exception destroys the subobjects it
     * built so far, last built first. Records, for each node of {@code tree} that builds an object of class type with a
     * non-trivial destructor (a member initialized as by a mem-initializer, a nested aggregate with a destructor, their
     * arrays: the element class's), that destructor: CIRGen ({@code CIRGenDecl.emitInit}) runs it while unwinding until
     * the enclosing aggregate is complete ({@code Access a = { {}, t() };} destroys {@code a.lock} when {@code t()} throws).
     */
    static void recordUnwind(Sema sema, InitTree tree, IASTNode at) {
        switch (tree) {
            case InitTree.Member m -> sema.cxx.exceptions.recordUnwind(m, destructor(sema, m.type(), at));
            case InitTree.Agg ag -> {
                if (Types.unqual(ag.type()) instanceof CType.Record) sema.cxx.exceptions.recordUnwind(ag, destructor(sema, ag.type(), at));
                for (InitTree c : ag.children().values()) recordUnwind(sema, c, at);
            }
            default -> { }
        }
    }

    // the destructor of a class type (or an array's element class) when it is not trivial, else null
    private static Symbol destructor(Sema sema, CType t, IASTNode at) {
        CType u = Types.unqual(t);
        while (u instanceof CType.Array a) u = Types.unqual(a.element());
        if (!(u instanceof CType.Record r) || r.isUnion()) return null;
        ICPPClassType c = classOf(sema, r.def());
        return c == null ? null : sema.cxx.exceptions.destructorOf(c, at);
    }
}
