package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IVariable;

import java.util.Map;

/**
 * References with static storage duration ([dcl.init.ref], [basic.start.static]): at namespace scope
 * ({@code int &r = x;}), static data members ({@code int &S::r = x;}) and static locals
 * ({@code static int &r = a[1];}). As a local reference, the variable is a pointer ({@code s.type} is
 * {@code T *}) that every use loads. Sema decides how it gets its address; CIRGen reads {@link #init}:
 * <ul>
 * <li>{@link Constant}: the bound lvalue's address is an address constant (a static object, an element
 *     or member of one) — the pointer is constant-initialized, as g++ does ({@code r: .quad x});</li>
 * <li>{@link Temporary}: a {@code const T&} or {@code T&&} bound to a value of scalar type, or to a class
 *     prvalue of the referenced class ({@code const S &r = S(1);}, {@code = f();}) — the value lives in an object
 *     of static storage duration of its own ({@code _ZGR1r_}, Itanium C++ ABI 5.1.5.8), constant-initialized when
 *     the value is a scalar constant, else built by the dynamic initialization (a class object then destroyed at
 *     exit, {@code __cxa_atexit}); the reference holds its address;</li>
 * <li>{@link Dynamic}: anything else ({@code int &r = f();}, a reference bound through another
 *     reference, a derived-to-base binding) — the address is stored by the unit's global constructor in
 *     declaration order, or for a static local on the first pass under a guard.</li>
 * </ul>
 */
public final class SemaStaticReferences {
    public sealed interface Init permits Constant, Temporary, Dynamic {}

    /** The address of the bound object is the constant {@code address}. */
    public record Constant(ConstValue address) implements Init {}

    /**
     * Bound to a temporary {@code object} (a hidden static of the binding's type) holding {@code value}
     * converted; {@code constant} is that value when it is a constant expression, else null (stored at run time).
     */
    public record Temporary(Symbol object, IASTExpression value, ConstValue constant) implements Init {
        /** A class temporary ({@code const S &r = S(1);}): built in place at run time, destroyed at exit. */
        public boolean ofClass() { return Types.isRecord(object.type); }
    }

    /** The address of {@code bound} (an lvalue, after Sema's binding) is stored at run time. */
    public record Dynamic(IASTExpression bound) implements Init {}

    private final Sema sema;
    private final SemaCXX cxx;
    private final Map<IASTDeclarator, Init> inits;

    SemaStaticReferences(Sema sema, SemaCXX cxx, Map<IASTDeclarator, Init> inits) {
        this.sema = sema;
        this.cxx = cxx;
        this.inits = inits;
    }

    /** How {@code d}'s reference gets its address, or null (no initializer here, or not a static reference). */
    public Init init(IASTDeclarator d) { return inits.get(d); }

    /** Is {@code d} a static reference whose address is stored by code (global constructor, guarded first pass)? */
    public boolean isDynamic(IASTDeclarator d) {
        Init i = inits.get(d);
        return i instanceof Dynamic || i instanceof Temporary t && t.constant() == null;
    }

    /**
     * {@code T &r = e;} with static storage duration ({@code global}: at namespace scope or a static data
     * member's definition; else a static local): r is a reference, bound to e and recorded (true); false when
     * {@code d} declares no reference.
     */
    boolean declare(IASTSimpleDeclaration sd, IASTDeclarator d, Symbol s, boolean global) {
        if (!(d.getName().resolveBinding() instanceof IVariable v) || !SemaCXX.isReferenceType(cxx.instanceType(v.getType()))) return false;
        cxx.markReference(s);
        if (!(d.getInitializer() instanceof IASTEqualsInitializer eq) || !(eq.getInitializerClause() instanceof IASTExpression e)) {
            boolean declarationOnly = sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_extern
                    || v instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField;   // extern int &r; / static int &r; in a class
            if (d.getInitializer() != null) sema.error(d.getInitializer(), "this initialization of a reference is not supported yet");
            else if (!declarationOnly) sema.error(d.getName(), "declaration of reference variable '" + d.getName() + "' requires an initializer");
            return true;
        }
        sema.typeOf(e);
        int errors = sema.diags.errorCount();
        cxx.bind(e, s.type, SemaCXX.isRvalueReference(cxx.instanceType(v.getType())), e);
        SemaCXX.Binding bd = cxx.binding(e);
        if (sema.diags.errorCount() != errors || bd == null) return true;
        IASTExpression root = cxx.temps.extendedTemporary(e);   // const int &r = S().m: S would live as long as r
        boolean classTemporary = bd.temporary() && Types.isRecord(bd.type()) && root == SemaTemporaries.strip(e)
                && cxx.conversions.conversion(e) == null
                && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(bd.type()));   // const S &r = S(1); = f();
        if (!classTemporary && (bd.temporary() && !Types.isScalar(bd.type()) || root != null && Types.isRecord(sema.typeOf(root)))) {
            sema.error(e, "a reference of static storage duration bound to a temporary of type '"
                    + (root != null ? Types.unqual(sema.typeOf(root)) : bd.type()) + "' is not supported yet");
            return true;
        }
        Init init;
        if (bd.temporary()) {
            ConstValue c = classTemporary ? null : sema.consts.eval(e);
            if (c != null) c = ConstEval.convert(c, bd.type());
            init = new Temporary(temporaryObject(v, s, bd.type()), e, c);
        } else {
            ConstValue a = constantAddress(e, Types.pointee(Types.unqual(s.type)));
            init = a != null ? new Constant(a) : new Dynamic(e);
        }
        inits.put(d, init);
        if (isDynamic(d)) cxx.initializedByCode(d, s, global);
        return true;
    }

    /**
     * The address of lvalue {@code e} as a constant, or null: e must denote the referenced type itself (no
     * derived-to-base adjustment) and reach no other reference and call no function (ConstEval's addresses know
     * C's objects only).
     */
    private ConstValue constantAddress(IASTExpression e, CType target) {
        if (!Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(target))) return null;
        boolean[] plain = {true};
        e.accept(new ASTVisitor(true) {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression x) {
                if (x instanceof IASTFunctionCallExpression || x instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression
                        || x instanceof IASTIdExpression id && cxx.isReference(sema.lookupId(id))
                        || x instanceof IASTFieldReference fr && fr.getFieldName().resolveBinding() instanceof IVariable f
                                && SemaCXX.isReferenceType(f.getType())) {
                    plain[0] = false;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        if (!plain[0]) return null;
        ConstValue a = sema.consts.address(e);
        return a instanceof ConstValue.AddrVal ? a : null;
    }

    /** The object a static reference's temporary lives in: internal, named as g++ names it ({@code _ZGR} + r's encoding + {@code _}). */
    private Symbol temporaryObject(IVariable v, Symbol ref, CType type) {
        String encoding;
        try {
            String m = jcirc.frontend.cxx.abi.ItaniumMangler.variable(v);
            encoding = m.startsWith("_Z") ? m.substring(2) : m.length() + m;
        } catch (RuntimeException ex) {
            encoding = ref.irName.length() + ref.irName;
        }
        return new Symbol("_ZGR" + encoding + "_", Symbol.Kind.VARIABLE, Types.unqual(type), Symbol.Linkage.INTERNAL, true, SourceLoc.NONE);
    }
}
