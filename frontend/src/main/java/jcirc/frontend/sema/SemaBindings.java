package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * C++17 structured bindings of arrays and classes with public data members ([dcl.struct.bind]):
 * {@code auto [a, b] = e;} declares a hidden object (a copy of e, or with {@code auto&}/{@code const auto&} a
 * reference bound to the lvalue e) and makes each name an lvalue denoting one element or non-static data member of
 * it, in order. Sema holds each name as a reference (a pointer to the member, SemaCXX's reference symbols), so
 * its uses, {@code sizeof} and assignments are those of the member; CIRGen ({@code CIRGenBindings}) stores the
 * members' addresses. The tuple-like protocol ({@code std::tuple_size}) is not supported yet.
 */
public final class SemaBindings {
    /**
     * One declaration: the hidden object ({@code hidden}: its own storage, or null when the declaration binds a
     * reference to the lvalue {@code init}), and per name its symbol and the member's field index (records) or the
     * element index (arrays).
     */
    public record Plan(IASTExpression init, Symbol hidden, CType type, List<Symbol> names, List<Integer> members) {}

    private final Sema sema;
    private final Map<ICPPASTStructuredBindingDeclaration, Plan> plans;
    private int counter;

    SemaBindings(Sema sema) {
        this.sema = sema;
        this.plans = new Sema.NodeMap<>(() -> this.sema);
    }

    /** CIRGen: the plan of {@code sb} (null after an error). */
    public Plan plan(ICPPASTStructuredBindingDeclaration sb) { return plans.get(sb); }

    /** Declares the names of {@code sb} (a block-scope declaration) in the current scope; the initializer is typed already. */
    void declare(ICPPASTStructuredBindingDeclaration sb) {
        if (!(sb.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier spec) || spec.getType() != ICPPASTSimpleDeclSpecifier.t_auto
                || spec.getStorageClass() != 0) {
            sema.error(sb.getDeclSpecifier(), "this structured binding declaration is not supported yet");
            return;
        }
        if (!(sb.getInitializer() instanceof IASTEqualsInitializer eq) || !(eq.getInitializerClause() instanceof IASTExpression init)) {
            sema.error(sb, "structured bindings initialized without '=' are not supported yet");
            return;
        }
        ICPPASTFunctionDeclarator.RefQualifier rq = sb.getRefQualifier();
        boolean ref = rq != null;
        CType et = sema.typeOf(init);
        IASTName[] names = sb.getNames();
        if (ref && !sema.isLvalue(init)) {
            sema.error(init, rq == ICPPASTFunctionDeclarator.RefQualifier.RVALUE
                    ? "a structured binding 'auto&&' of a temporary is not supported yet"
                    : "binding a structured binding reference to a temporary is not supported yet");
            return;
        }
        CType obj = ref ? (spec.isConst() ? Types.qualify(Types.unqual(et), true, Types.isVolatile(et), false) : et)
                : Types.qualify(Types.unqual(Types.isArray(et) ? et : Types.rvalue(et)), spec.isConst(), spec.isVolatile(), false);
        List<CType> memberTypes = new ArrayList<>();
        List<Integer> members = new ArrayList<>();
        boolean isConst = Types.isConst(obj), isVolatile = Types.isVolatile(obj);
        switch (Types.unqual(obj)) {
            case CType.Array a when a.length() >= 0 && !Types.isVla(a) -> {
                for (int i = 0; i < a.length(); i++) {
                    memberTypes.add(Types.qualify(a.element(), isConst || Types.isConst(a.element()), isVolatile, false));
                    members.add(i);
                }
            }
            case CType.Record r -> {
                RecordDef def = r.def();
                if (def.isUnion()) {
                    sema.error(init, "cannot decompose union type '" + Types.unqual(obj) + "'");
                    return;
                }
                if (!def.bases().isEmpty()) {
                    sema.error(init, "structured bindings of classes with base classes are not supported yet");
                    return;
                }
                if (!ref && init instanceof ICPPASTExpression ce && CxxSpecialMembers.nonTrivial(ce.getExpressionType())) {
                    sema.error(init, "structured bindings copying a class with a non-trivial copy constructor or destructor are not supported yet");
                    return;
                }
                for (RecordDef.Field f : def.fields()) {
                    if (f.name() == null || f.isBitField()) {
                        sema.error(init, "structured bindings of classes with bit-fields or anonymous members are not supported yet");
                        return;
                    }
                    memberTypes.add(Types.qualify(f.type(), isConst || Types.isConst(f.type()), isVolatile, false));
                    members.add(f.index());
                }
            }
            default -> {
                sema.error(init, "cannot decompose non-class, non-array type '" + Types.unqual(obj) + "'");
                return;
            }
        }
        if (memberTypes.size() != names.length) {
            sema.error(sb, "type '" + Types.unqual(obj) + "' decomposes into " + memberTypes.size() + " element"
                    + (memberTypes.size() == 1 ? "" : "s") + ", but " + (names.length < memberTypes.size() ? "only " : "")
                    + names.length + " name" + (names.length == 1 ? " was" : "s were") + " provided");
            return;
        }
        if (!ref && Types.unqual(obj) instanceof CType.Record) sema.checkAssignable(init, Types.unqual(obj), init, "initializing");
        Symbol hidden = null;
        if (!ref) hidden = new Symbol("__binding" + counter++, Symbol.Kind.VARIABLE, obj, Symbol.Linkage.NONE, false, sema.loc(sb));
        List<Symbol> syms = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            String n = names[i].toString();
            if (sema.symbols.current().lookupLocal(n) != null) sema.error(names[i], "redefinition of '" + n + "'");
            Symbol s = new Symbol(n, Symbol.Kind.VARIABLE, new CType.Pointer(memberTypes.get(i)), Symbol.Linkage.NONE, false, sema.loc(names[i]));
            s.defined = true;
            sema.symbols.current().put(s);
            sema.resolved.put(names[i], s);
            sema.cxx.addReference(s);
            syms.add(s);
        }
        plans.put(sb, new Plan(init, hidden, obj, syms, members));
    }
}
