package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;

/**
 * C++ reference data members ({@code int &r;}, {@code const T &r;}, {@code T &&r;}; docs/cxx.md, "Reference members"),
 * as g++ and clang lay them out: the member is a pointer-sized, pointer-aligned field holding the address of the object
 * it is bound to (the Itanium layout), so {@code sizeof} and offsets match g++'s.
 * <ul>
 * <li>a use of the member ({@code s.r}, {@code p->r}, {@code r} in a member function) denotes the referent: its
 *     {@link Sema.MemberRef} is a {@code reference} view whose type is the referent's (the object's constness does not
 *     apply: {@code this->r = 1} in a const member function writes the referent), and CIRGen loads the field's address;
 * <li>initializing the member (a mem-initializer {@code r(x)}, a default member initializer {@code int &r = g;}, a
 *     clause of aggregate initialization {@code S s{x};}) binds it as a local reference is bound ({@code SemaCXX.bind}):
 *     the {@link SemaCXX.MemberInit} names the field itself ({@link #slot}) and CIRGen stores the bound address;
 * <li>the implicit copy and move constructors copy the field (the binding); the implicit copy assignment is deleted.
 * </ul>
 */
public final class SemaReferenceMembers {
    private SemaReferenceMembers() {}

    /** How a member is initialized: clang rejects a temporary bound by a mem-initializer or default member initializer. */
    public enum Site { MEM_INITIALIZER, DEFAULT_INITIALIZER, AGGREGATE }

    /**
     * Does the data member declarator {@code d} declare a reference (also through a typedef, or a template parameter of a
     * class template instance: {@code S<int&>}'s {@code T v;})? Null when not; true for an rvalue reference.
     */
    static Boolean referenceKind(Sema sema, IASTDeclarator d) {
        IASTPointerOperator[] ops = d.getPointerOperators();
        if (d.getNestedDeclarator() == null && ops.length > 0 && ops[ops.length - 1] instanceof ICPPASTReferenceOperator r) return r.isRValueReference();
        IASTName n = Sema.innermostName(d);
        IBinding b = n.resolveBinding();
        if (sema.templates != null) b = sema.templates.resolve(n, b);
        if (!(b instanceof ICPPField f) || f.isStatic()) return null;
        IType t = f.getType();
        while (t instanceof ITypedef td) t = td.getType();
        return t instanceof ICPPReferenceType r ? r.isRValueReference() : null;
    }

    /** Member {@code name} of the class being defined ({@code def}), declared by {@code d} of type {@code t}: marks a reference. */
    static void declare(Sema sema, RecordDef def, IASTDeclarator d, String name, CType t) {
        if (name.isEmpty()) return;
        Boolean kind = referenceKind(sema, d);
        if (kind == null) return;
        if (def.isUnion()) {   // [class.union]/2
            sema.error(Sema.innermostName(d), "union member '" + name + "' has reference type '" + spelling(t, kind) + "'");
            return;
        }
        def.markReferenceMember(name, kind);
    }

    /** {@code int &} of the field type {@code int *}. */
    static String spelling(CType field, boolean rvalue) {
        String s = String.valueOf(Types.pointee(Types.unqual(field)));
        return s + (rvalue ? " &&" : " &");
    }

    /** The access of member path {@code p} of an object of record {@code r}: the referent for a reference member, else null. */
    static Sema.MemberRef referenceView(CType.Record r, RecordDef.MemberPath p) {
        if (!r.def().isReferenceMember(p)) return null;
        return new Sema.MemberRef(r, p, Types.pointee(Types.unqual(p.last().type())), true);
    }

    /** The field of a reference member itself (its pointer), for initializing and copying it. */
    public static Sema.MemberRef slot(Sema.MemberRef m) {
        return new Sema.MemberRef(m.recordType(), m.path(), m.path().last().type(), false);
    }

    /** Is {@code m} the field of a reference member itself (not the referent)? */
    public static boolean isSlot(Sema.MemberRef m) {
        return !m.reference() && m.recordType() instanceof CType.Record r && r.def().isReferenceMember(m.path());
    }

    /**
     * The reference member {@code m} (its referent view) bound to {@code value} at {@code at} ({@code site} says where): the
     * initialization of its field, or null after an error.
     */
    static SemaCXX.MemberInit bind(Sema sema, Sema.MemberRef m, IASTExpression value, IASTNode at, Site site, ICPPField declared) {
        CType.Record r = (CType.Record) m.recordType();
        Sema.MemberRef field = slot(m);
        String name = m.path().last().name();
        if (value == null) {
            sema.error(at, "reference member '" + name + "' cannot be value-initialized");
            return null;
        }
        sema.typeOf(value);
        int before = sema.diags.errorCount();
        sema.cxx.bind(value, field.type(), r.def().isRvalueReferenceMember(m.path()), value);
        if (sema.diags.errorCount() != before) return null;
        SemaCXX.Binding bd = sema.cxx.binding(value);
        if (bd == null) return null;
        if (bd.temporary() && site == Site.AGGREGATE && ofStaticObject(at)) {   // its temporary would be a stack slot of the initialization
            sema.error(value, "a reference member bound to a temporary in the initializer of a static object is not supported yet");
            return null;
        }
        if (bd.temporary() && site != Site.AGGREGATE) {   // [class.base.init]/8, /11: ill-formed (clang's error)
            sema.error(value, "reference member '" + name + "' binds to a temporary object whose lifetime would be shorter than the lifetime of the constructed object");
            note(sema, declared, "reference member declared here");
            return null;
        }
        if (site == Site.MEM_INITIALIZER && !bd.temporary() && strip(value) instanceof IASTIdExpression id
                && id.getName().resolveBinding() instanceof ICPPParameter p && !SemaCXX.isReferenceType(sema.cxx.instanceType(p.getType()))) {   // T x with T = M&: a reference
            sema.warning(value, "binding reference member '" + name + "' to stack allocated parameter '" + id.getName() + "'");   // -Wdangling-field
            note(sema, declared, "reference member declared here");
        }
        return new SemaCXX.MemberInit(field, value, at);
    }

    /**
     * {@code a = b} of objects of a class with a reference member (its own, or of a member or base) and no user-declared
     * assignment: the implicit copy assignment is deleted ([class.copy.assign]/7); reported as clang does (true).
     */
    static boolean deletedAssignment(Sema sema, org.eclipse.cdt.core.dom.ast.IASTBinaryExpression b) {
        if (b.getOperator() != org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_assign) return false;
        if (!(Types.unqual(sema.typeOf(b.getOperand1())) instanceof CType.Record r) || r.isUnion()) return false;
        RecordDef.Field f = referenceMember(r.def(), 0);
        if (f == null) return false;
        sema.typeOf(b.getOperand2());
        sema.error(b, "object of type '" + r.def().displayName() + "' cannot be assigned because its copy assignment operator is implicitly deleted");
        if (b.getOperand1() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce
                && jcirc.frontend.cxx.CxxSpecialMembers.classOf(ce.getExpressionType()) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c) deletedNote(sema, c, true);
        return true;
    }

    /** A reference member of {@code def}, or of one of its members or bases (their fields), or null. */
    private static RecordDef.Field referenceMember(RecordDef def, int depth) {
        if (depth > 32) return null;
        for (RecordDef.Field f : def.fields()) {
            if (f.name() != null && def.isReferenceMember(new RecordDef.MemberPath(java.util.List.of(f), f.offset()))) return f;
            CType t = Types.unqual(f.type());
            while (t instanceof CType.Array a) t = Types.unqual(a.element());
            if (t instanceof CType.Record inner && !inner.isUnion() && referenceMember(inner.def(), depth + 1) instanceof RecordDef.Field g) return g;
        }
        return null;
    }

    /** clang's note at the declaration of data member {@code f} (after the diagnostic just reported). */
    static void note(Sema sema, ICPPField f, String msg) {
        if (f == null || !sema.diagsEnabled() || !(SemaInitializers.fieldDeclarator(f) instanceof IASTDeclarator d)) return;
        sema.diags.note(sema.loc(Sema.innermostName(d)), msg);
    }

    /** The reference member of class {@code c} (also through its members' and bases' classes) that makes its implicit {@code k} deleted. */
    static void deletedNote(Sema sema, org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c, boolean assignment) {
        for (ICPPField f : jcirc.frontend.cxx.ClassTraits.fields(c)) {
            if (!SemaCXX.isReferenceType(f.getType())) continue;
            if (!assignment && SemaInitializers.fieldDeclarator(f) instanceof IASTDeclarator d && d.getInitializer() != null) continue;
            String ref = org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(f.getType(), false);
            note(sema, f, assignment ? "copy assignment operator of '" + c.getName() + "' is implicitly deleted because field '" + f.getName() + "' is of reference type '" + ref + "'"
                    : "default constructor of '" + c.getName() + "' is implicitly deleted because field '" + f.getName() + "' of reference type '" + ref + "' would not be initialized");
            return;
        }
    }

    /** The path to field {@code index} of {@code r} when it is a reference member, else null. */
    static RecordDef.MemberPath aggregateField(CType.Record r, long index) {
        RecordDef.Field f = r.def().fields().get((int) index);
        RecordDef.MemberPath p = new RecordDef.MemberPath(java.util.List.of(f), f.offset());
        return f.name() != null && r.def().isReferenceMember(p) ? p : null;
    }

    /** {@code S s{x, 1};}: the clause {@code c} binds the reference member at {@code p} (a temporary lives as long as s). */
    static InitTree aggregate(Sema sema, CType.Record r, RecordDef.MemberPath p, org.eclipse.cdt.core.dom.ast.IASTInitializerClause c) {
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause x = c;
        if (x instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerList l && l.getClauses().length == 1) x = l.getClauses()[0];   // {{x}}
        if (!(x instanceof IASTExpression e)) {
            sema.error(c, "this initializer of a reference member is not supported yet");
            return null;
        }
        Sema.MemberRef view = referenceView(r, p);
        SemaCXX.MemberInit mi = bind(sema, view, e, c, Site.AGGREGATE, null);
        return mi == null ? null : new InitTree.Member(mi, p.last().type());
    }

    /** Is the clause {@code at} of the initializer of a variable with static storage duration (a global, a static local)? */
    private static boolean ofStaticObject(IASTNode at) {
        IASTNode n = at;
        while (n != null && !(n instanceof IASTDeclarator)) {
            if (n instanceof org.eclipse.cdt.core.dom.ast.IASTStatement || n instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition) return false;
            n = n.getParent();
        }
        if (!(n instanceof IASTDeclarator d) || !(Sema.innermostName(d).resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v)) return false;
        try {
            return v.isStatic() || v.isExtern() || !(v.getOwner() instanceof org.eclipse.cdt.core.dom.ast.IFunction);
        } catch (RuntimeException e) {
            return true;
        }
    }

    private static IASTExpression strip(IASTExpression e) {
        while (e instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }
}
