package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
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
 * members' addresses. A range-based for's declaration binds the loop's element variable (SemaRangeFor). The tuple-like
 * protocol ({@code std::tuple_size}) is not supported yet: std::pair binds its two members, as its get<I> would.
 */
public final class SemaBindings {
    /**
     * One declaration: the hidden object ({@code hidden}: its own storage, or null when the declaration binds a
     * reference to the lvalue {@code init}; in a range-based for, {@code source} is the loop's element variable and
     * {@code init} is null), and per name its symbol and the path of field indices from the object's type to the
     * member (records: through the one base class that holds the data members), or the element index (arrays).
     */
    public record Plan(IASTExpression init, Symbol hidden, Symbol source, CType type, List<Symbol> names, List<List<Integer>> members) {}

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
        // auto [a, b] = f(); const auto &[a, b] = S(); auto &&[a, b] = f();: the class prvalue is the hidden object
        // itself (no copy), living as long as the names (CIRGenBindings materializes it)
        boolean prvalue = sema.cxx.temps.isClassPrvalue(init);
        if (ref && prvalue && (spec.isConst() || rq == ICPPASTFunctionDeclarator.RefQualifier.RVALUE)) ref = false;
        else if (ref && !sema.isLvalue(init)) {
            sema.error(init, rq == ICPPASTFunctionDeclarator.RefQualifier.RVALUE
                    ? "a structured binding 'auto&&' of a temporary is not supported yet"
                    : "binding a structured binding reference to a temporary is not supported yet");
            return;
        }
        CType obj = ref ? (spec.isConst() ? Types.qualify(Types.unqual(et), true, Types.isVolatile(et), false) : et)
                : Types.qualify(Types.unqual(Types.isArray(et) ? et : Types.rvalue(et)), spec.isConst(), spec.isVolatile(), false);
        if (!ref && !prvalue && init instanceof ICPPASTExpression ce && copiedNonTrivially(ce.getExpressionType())) {
            sema.error(init, Types.isArray(obj) ? "structured bindings copying an array of a class with a non-trivial copy constructor or destructor are not supported yet"
                    : "structured bindings copying a class with a non-trivial copy constructor or destructor are not supported yet");
            return;
        }
        Symbol hidden = ref ? null : new Symbol("__binding" + counter++, Symbol.Kind.VARIABLE, obj, Symbol.Linkage.NONE, false, sema.loc(sb));
        if (bind(sb, init, obj, init, hidden, null) && !ref && !prvalue && Types.unqual(obj) instanceof CType.Record)
            sema.checkAssignable(init, Types.unqual(obj), init, "initializing");
    }

    /**
     * Does copying an object of type {@code t} (or an array of them) into the hidden object call a function: a
     * non-trivial copy or move constructor or destructor? (std::pair<const int, int>'s defaulted copy is trivial: a
     * plain copy, whatever its other constructors.)
     */
    static boolean copiedNonTrivially(org.eclipse.cdt.core.dom.ast.IType t) {
        return jcirc.frontend.cxx.ClassTraits.nonTrivialForCalls(jcirc.frontend.cxx.ClassTraits.elementClass(t));
    }

    /**
     * {@code for (auto &[k, v] : m)}: the names of {@code sb} denote the members of the loop's element variable
     * {@code var} (declared by SemaRangeFor from the declaration's {@code auto}, cv and ref-qualifier), whose object
     * has type {@code obj}.
     */
    boolean declareFor(ICPPASTStructuredBindingDeclaration sb, Symbol var, CType obj) {
        return bind(sb, null, obj, sb, null, var);
    }

    /** Declares the names of {@code sb} as the members of an object of type {@code obj}; false after an error. */
    private boolean bind(ICPPASTStructuredBindingDeclaration sb, IASTExpression init, CType obj, IASTNode at, Symbol hidden, Symbol source) {
        IASTName[] names = sb.getNames();
        List<CType> memberTypes = new ArrayList<>();
        List<List<Integer>> members = new ArrayList<>();
        boolean isConst = Types.isConst(obj), isVolatile = Types.isVolatile(obj);
        switch (Types.unqual(obj)) {
            case CType.Array a when a.length() >= 0 && !Types.isVla(a) -> {
                for (int i = 0; i < a.length(); i++) {
                    memberTypes.add(Types.qualify(a.element(), isConst || Types.isConst(a.element()), isVolatile, false));
                    members.add(List.of(i));
                }
            }
            case CType.Record r -> {
                if (r.def().isUnion()) {
                    sema.error(at, "cannot decompose union type '" + Types.unqual(obj) + "'");
                    return false;
                }
                if (!dataMembers(r.def(), new ArrayList<>(), members, memberTypes, isConst, isVolatile, at, Types.unqual(obj))) return false;
            }
            default -> {
                sema.error(at, "cannot decompose non-class, non-array type '" + Types.unqual(obj) + "'");
                return false;
            }
        }
        if (memberTypes.size() != names.length) {
            sema.error(sb, "type '" + Types.unqual(obj) + "' decomposes into " + memberTypes.size() + " element"
                    + (memberTypes.size() == 1 ? "" : "s") + ", but " + (names.length < memberTypes.size() ? "only " : "")
                    + names.length + " name" + (names.length == 1 ? " was" : "s were") + " provided");
            return false;
        }
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
        plans.put(sb, new Plan(init, hidden, source, obj, syms, members));
        return true;
    }

    /**
     * [dcl.struct.bind]/4: the non-static data members of {@code def} (none anonymous or a bit-field), all direct
     * members of the class or of one and the same base class (found recursively; the other bases hold no data, as
     * std::pair's empty base): each member's field path (after {@code prefix}) and its type with the object's cv.
     */
    private boolean dataMembers(RecordDef def, List<Integer> prefix, List<List<Integer>> members, List<CType> types,
                                boolean isConst, boolean isVolatile, IASTNode at, CType whole) {
        if (!def.virtualBases().isEmpty()) {
            sema.error(at, "structured bindings of classes with virtual base classes are not supported yet");
            return false;
        }
        RecordDef.Base holder = null;
        for (RecordDef.Base b : def.bases()) {
            if (!hasData(b.def())) continue;
            if (holder != null) {
                sema.error(at, "cannot decompose class type '" + whole + "': its base classes '" + holder.def().displayName() + "' and '"
                        + b.def().displayName() + "' have non-static data members");
                return false;
            }
            holder = b;
        }
        boolean own = false;
        for (RecordDef.Field f : def.fields()) if (!def.isBaseField(f.index())) own = true;
        if (holder != null && own) {
            sema.error(at, "cannot decompose class type '" + whole + "': both it and its base class '" + holder.def().displayName()
                    + "' have non-static data members");
            return false;
        }
        if (holder != null) {
            List<Integer> p = new ArrayList<>(prefix);
            p.add(holder.fieldIndex());
            return dataMembers(holder.def(), p, members, types, isConst, isVolatile, at, whole);
        }
        for (RecordDef.Field f : def.fields()) {
            if (def.isBaseField(f.index())) continue;
            if (f.name() == null || f.isBitField()) {
                sema.error(at, "structured bindings of classes with bit-fields or anonymous members are not supported yet");
                return false;
            }
            // a reference member (pair<_Args&...>): the name denotes its referent, whose cv the object's does not change
            if (def.isReferenceMember(new RecordDef.MemberPath(List.of(f), f.offset()))) types.add(Types.pointee(Types.unqual(f.type())));
            else types.add(Types.qualify(f.type(), isConst || Types.isConst(f.type()), isVolatile, false));
            List<Integer> p = new ArrayList<>(prefix);
            p.add(f.index());
            members.add(p);
        }
        return true;
    }

    /** Does an object of {@code def} hold a non-static data member (its own or a base's)? */
    private static boolean hasData(RecordDef def) {
        for (RecordDef.Field f : def.fields()) {
            RecordDef.Base b = def.baseOfField(f.index());
            if (b == null || hasData(b.def())) return true;
        }
        return !def.virtualBases().isEmpty();
    }
}
