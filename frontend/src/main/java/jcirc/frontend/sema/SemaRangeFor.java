package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTPointer;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;

import java.util.Map;

/**
 * Range-based {@code for} (C++11 [stmt.ranged]), decided once in Sema's walk and read by CIRGen
 * ({@code cirgen.CIRGenRangeFor}): {@code for (decl : range) body} is
 * <pre>
 *   auto &&__range = range;  auto __begin = begin-expr;  auto __end = end-expr;
 *   for (; __begin != __end; ++__begin) { decl = *__begin; body }
 * </pre>
 * where the range is an array (begin/end are its first and one-past-last elements: an index loop, so the loop
 * raises to {@code scf.for} like a C loop), or an lvalue of a class whose {@code begin()}/{@code end()} (members,
 * or free functions found by CDT's lookup: the statement's implicit names) return pointers or objects of an
 * iterator class with member {@code operator!=}, prefix {@code operator++} and {@code operator*}.
 * The loop variable ({@code auto}, {@code auto&}, {@code const auto&}, {@code auto&&}, or a written type) is
 * declared in the loop's block scope; a reference binds to the element, a value is a copy. A structured binding
 * declaration ({@code for (auto &[k, v] : m)}) declares a hidden variable so, whose members its names denote.
 */
public final class SemaRangeFor {
    /** How the loop walks its range. */
    public enum Kind { ARRAY, POINTER, ITERATOR }

    /**
     * The decisions for one statement: the kind, the loop variable (a reference when {@code byRef}), the element
     * type {@code *__begin} has (an lvalue unless {@code elementValue}), the array length, the begin/end functions
     * ({@code memberBegin}: called on the range's address; else passed it) and the iterator's type and operators.
     */
    public record Plan(Kind kind, Symbol var, boolean byRef, CType element, boolean elementValue, long length,
                       Symbol begin, Symbol end, boolean memberBegin, CType iterator,
                       Symbol notEqual, Symbol increment, Symbol deref, int beginSlot, int endSlot,
                       IASTExpression range, boolean temporary, Copy copy) {}

    /**
     * {@code for (std::string s : v)}: the loop variable copy-constructed from the element {@code *__begin} in each
     * iteration ({@code constructor}) and destroyed at the end of it ({@code destructor}, null when trivial).
     */
    public record Copy(Symbol constructor, Symbol destructor) {}

    private final Sema sema;
    private final Map<ICPPASTRangeBasedForStatement, Plan> plans;
    private int bindingCounter;

    SemaRangeFor(Sema sema) {
        this.sema = sema;
        this.plans = new Sema.NodeMap<>(() -> this.sema);
    }

    /** CIRGen: the plan of {@code rf} (null after an error). */
    public Plan plan(ICPPASTRangeBasedForStatement rf) { return plans.get(rf); }

    /**
     * Decides the loop of {@code rf} and declares its variable in the current (the loop's) block scope; the range
     * expression is typed already. Returns the variable's symbol (null after an error).
     */
    public Symbol declare(ICPPASTRangeBasedForStatement rf) {
        IASTExpression range;
        boolean temporary = false;   // auto &&__range = prvalue;: a temporary living as long as the loop
        if (rf.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il) {
            range = bracedRange(rf, il);   // for (x : {1, 2, 3}): a std::initializer_list<int>
            if (range == null) return null;
            temporary = true;
        } else if (rf.getInitializerClause() instanceof IASTExpression e) {
            range = e;
        } else {
            sema.error(rf.getInitializerClause(), "this range-based for range is not supported yet");
            return null;
        }
        ICPPASTStructuredBindingDeclaration sb = rf.getDeclaration() instanceof ICPPASTStructuredBindingDeclaration x ? x : null;
        if (sb == null && (!(rf.getDeclaration() instanceof IASTSimpleDeclaration sd) || sd.getDeclarators().length != 1)) {
            sema.error(rf.getDeclaration(), "this range-based for declaration is not supported yet");
            return null;
        }
        CType rt = sema.typeOf(range);
        Kind kind;
        CType element;
        boolean elementValue = false;
        long length = 0;
        Symbol begin = null, end = null, ne = null, inc = null, deref = null;
        ICPPFunction bf = null, derefFn = null;
        int beginSlot = -1, endSlot = -1;
        boolean member = false;
        CType iterator = null;
        if (Types.unqual(rt) instanceof CType.Array a) {
            if (a.length() < 0 || Types.isVla(a)) {
                sema.error(range, "cannot use incomplete or variable length array type '" + rt + "' as a range");
                return null;
            }
            if (!sema.isLvalue(range)) {
                sema.error(range, "range-based for over an array temporary is not supported yet");
                return null;
            }
            kind = Kind.ARRAY;
            length = a.length();
            element = a.element();
        } else if (Types.unqual(rt) instanceof CType.Record) {
            if (!temporary && !sema.isLvalue(range)) {
                if (!sema.cxx.temps.isClassPrvalue(range)) {
                    sema.error(range, "range-based for over an xvalue is not supported yet");
                    return null;
                }
                temporary = true;   // for (int x : make()): the result object lives as long as the loop
            }
            ICPPFunction ef = null;
            if (range instanceof SemaInitializerLists.ListObject lo) {   // std::initializer_list's members (CDT's implicit names are problems)
                ICPPClassType lc = SemaTemporaries.classOf(lo);
                bf = lc == null ? null : jcirc.frontend.cxx.RangeForVariables.member(lc, "begin", false, 0);
                ef = lc == null ? null : jcirc.frontend.cxx.RangeForVariables.member(lc, "end", false, 0);
            } else if (instanceRangeClass(rt) instanceof ICPPClassType ic) {
                // in a template instance CDT's implicit names are the template's (v.begin() of a dependent vector<T>): the
                // instance class's own begin()/end(), const ones for a const range
                bf = jcirc.frontend.cxx.RangeForVariables.member(ic, "begin", Types.isConst(rt), 0);
                ef = jcirc.frontend.cxx.RangeForVariables.member(ic, "end", Types.isConst(rt), 0);
            } else {
                for (IASTImplicitName n : rf.getImplicitNames()) {
                    if (!(n.resolveBinding() instanceof ICPPFunction f)) continue;
                    if (f.getName().equals("begin") && bf == null) bf = f;
                    else if (f.getName().equals("end") && ef == null) ef = f;
                }
            }
            if (bf == null || ef == null) {
                sema.error(range, "invalid range expression of type '" + Types.unqual(rt) + "'; no viable 'begin' function available");
                return null;
            }
            member = bf instanceof ICPPMethod;
            if (member != ef instanceof ICPPMethod || !member && !(takesRange(bf) && takesRange(ef))) {
                sema.error(range, "this 'begin'/'end' pair is not supported yet");
                return null;
            }
            begin = sema.cxx.functionSymbol(bf, range);
            end = sema.cxx.functionSymbol(ef, range);
            if (begin == null || end == null) return null;
            beginSlot = virtualSlot(bf);
            endSlot = virtualSlot(ef);
            if (returnsReference(bf) || returnsReference(ef)) {
                sema.error(range, "'begin' returning a reference is not supported yet");
                return null;
            }
            iterator = Types.unqual(((CType.Function) Types.unqual(begin.type)).returnType());
            CType endT = Types.unqual(((CType.Function) Types.unqual(end.type)).returnType());
            if (!Types.compatibleUnqual(iterator, endT)) {
                sema.error(range, "'begin' and 'end' returning different types ('" + iterator + "' and '" + endT + "') is not supported yet");
                return null;
            }
            if (Types.isPointer(iterator)) {
                kind = Kind.POINTER;
                element = Types.pointee(iterator);
            } else if (iterator instanceof CType.Record) {
                kind = Kind.ITERATOR;
                ICPPClassType it = CxxSpecialMembers.classOf(returnType(bf));
                // begin()'s and end()'s results are built in __begin and __end (CIRGenRangeFor), so a user-provided copy
                // constructor (std::deque's iterator) is never called; a destructor would need a cleanup of the loop
                if (it == null || jcirc.frontend.cxx.ClassTraits.nonTrivial(it, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)) {
                    sema.error(range, "iterators of type '" + iterator + "' (with a destructor) are not supported yet");
                    return null;
                }
                ICPPMethod mInc = jcirc.frontend.cxx.RangeForVariables.member(it, "operator++", false, 0),
                        mDeref = jcirc.frontend.cxx.RangeForVariables.member(it, "operator*", false, 0);
                // __begin != __end ([stmt.ranged]): a member or a free operator!= (ordinary lookup and ADL, a function
                // template like __normal_iterator's deduced); a free one taking both operands by reference is called
                // as a member is (two addresses).
                ICPPFunction mNe = jcirc.frontend.cxx.RangeForVariables.member(it, "operator!=", false, 1);
                if (mNe == null) {
                    mNe = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.binary(
                            org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_notequals, it, it, rf);
                    if (mNe instanceof ICPPMethod || mNe != null && !(mNe.getType().getParameterTypes().length == 2
                            && mNe.getType().getParameterTypes()[0] instanceof ICPPReferenceType
                            && mNe.getType().getParameterTypes()[1] instanceof ICPPReferenceType)) mNe = null;
                }
                if (mNe == null || mInc == null || mDeref == null) {
                    sema.error(range, "iterator type '" + iterator + "' needs 'operator!=' taking references, and member prefix"
                            + " 'operator++' and 'operator*' (free 'operator++' and 'operator*' are not supported yet)");
                    return null;
                }
                if (!(mNe.getType().getParameterTypes()[0] instanceof ICPPReferenceType)) {
                    sema.error(range, "'operator!=' taking its operand by value is not supported yet");
                    return null;
                }
                derefFn = mDeref;
                ne = sema.cxx.functionSymbol(mNe, range);
                inc = sema.cxx.functionSymbol(mInc, range);
                deref = sema.cxx.functionSymbol(mDeref, range);
                if (ne == null || inc == null || deref == null) return null;
                CType dr = ((CType.Function) Types.unqual(deref.type)).returnType();
                if (returnsReference(mDeref)) element = Types.pointee(dr);
                else {
                    element = Types.unqual(dr);
                    elementValue = true;
                    if (!Types.isScalar(element)) {
                        sema.error(range, "'operator*' returning a class by value is not supported yet");
                        return null;
                    }
                }
            } else {
                sema.error(range, "iterators of type '" + iterator + "' are not supported yet");
                return null;
            }
        } else {
            sema.error(range, "invalid range expression of type '" + Types.unqual(rt) + "'; no viable 'begin' function available");
            return null;
        }
        if (sb != null) return bindings(rf, sb, new Plan(kind, null, false, element, elementValue, length, begin, end, member, iterator,
                ne, inc, deref, beginSlot, endSlot, range, temporary, null), elementClass(kind, range, bf, derefFn));
        // the loop variable: decl = *__begin
        IASTSimpleDeclaration sd = (IASTSimpleDeclaration) rf.getDeclaration();
        IASTDeclSpecifier spec = sd.getDeclSpecifier();
        IASTDeclarator d = sd.getDeclarators()[0];
        IASTPointerOperator[] ops = d.getPointerOperators();
        boolean ref = ops.length > 0 && ops[ops.length - 1] instanceof ICPPASTReferenceOperator;
        boolean rvalueRef = ref && ((ICPPASTReferenceOperator) ops[ops.length - 1]).isRValueReference();
        boolean auto = spec instanceof ICPPASTSimpleDeclSpecifier s && s.getType() == ICPPASTSimpleDeclSpecifier.t_auto;
        CType t;
        boolean deducedPointer = false;   // auto *p: a qualification conversion of the element at most
        if (auto && ops.length > (ref ? 1 : 0)) {
            // auto *p, const auto *p, auto *const &p: auto is what the pointers point to (its qualifiers kept), then the declarator applies
            CType base = Types.unqual(element);
            for (int i = 0; i < ops.length - (ref ? 1 : 0); i++) {
                if (!(ops[i] instanceof IASTPointer) || ops[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPointerToMember
                        || !(Types.unqual(base) instanceof CType.Pointer)) {
                    sema.error(d, "variable '" + d.getName() + "' with type '" + spec.getRawSignature() + " " + d.getPointerOperators()[i].getRawSignature()
                            + "' has incompatible initializer of type '" + element + "'");
                    return null;
                }
                base = Types.pointee(Types.unqual(base));
            }
            base = Types.qualify(base, spec.isConst() || Types.isConst(base), spec.isVolatile() || Types.isVolatile(base), false);
            t = sema.declaratorType(base, d);
            deducedPointer = true;
        } else if (auto) {
            if (ref && rvalueRef && !elementValue) t = new CType.Pointer(element);   // auto &&x: an lvalue reference to the element
            else if (ref) t = new CType.Pointer(Types.qualify(Types.unqual(element), spec.isConst() || Types.isConst(element),
                    spec.isVolatile() || Types.isVolatile(element), false));
            else t = Types.qualify(Types.unqual(element), spec.isConst(), spec.isVolatile(), false);
        } else {
            t = sema.declaratorType(sema.baseType(spec), d);
        }
        if (ref && elementValue) {
            sema.error(d, "binding a reference to an element returned by value is not supported yet");
            return null;
        }
        if (ref && !auto && !check(d, t, element, rvalueRef)) return null;
        Copy copy = null;
        if (!ref && !deducedPointer) {
            CType to = Types.unqual(t), from = Types.unqual(element);
            boolean ok = Types.isArithmetic(to) && Types.isArithmetic(from) || Types.compatibleUnqual(to, from)
                    || Types.isBool(to) && Types.isScalar(from);
            if (!ok) {
                sema.error(d, "cannot initialize a variable of type '" + t + "' with an lvalue of type '" + element + "'");
                return null;
            }
            if (to instanceof CType.Record && d.getName().resolveBinding() instanceof IVariable v && CxxSpecialMembers.nonTrivial(v.getType())) {
                copy = copyOf(d, CxxSpecialMembers.classOf(v.getType()), elementValue);
                if (copy == null) return null;
            }
        }
        Symbol var = sema.declare(spec, d, t, false, true);
        if (ref) sema.cxx.addReference(var);
        plans.put(rf, new Plan(kind, var, ref, element, elementValue, length, begin, end, member, iterator, ne, inc, deref, beginSlot, endSlot,
                range, temporary, copy));
        return var;
    }

    /**
     * The copy of an element into a loop variable of class {@code c} whose copy or destruction is not trivial: its copy
     * constructor (null: a trivial copy, the bytes) and destructor; null after an error (a deleted copy constructor,
     * reported by the lookup of its symbol, or an element returned by value, not supported yet).
     */
    private Copy copyOf(IASTNode d, ICPPClassType c, boolean elementValue) {
        if (c == null || elementValue) {
            sema.error(d, "a loop variable of a class with a non-trivial copy constructor or destructor, from an element returned by value, is not supported yet");
            return null;
        }
        Symbol ctor = null;
        if (jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR)) {
            ctor = sema.cxx.special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR, d);
            if (ctor == null) return null;
        }
        Symbol dtor = jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)
                ? sema.cxx.special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, d) : null;
        return new Copy(ctor, dtor);
    }

    /**
     * {@code for (auto &[k, v] : m)} ([stmt.ranged], [dcl.struct.bind]): the loop's element variable is a hidden
     * {@code auto}, {@code auto&}, {@code const auto&} or {@code auto&&} variable initialized from {@code *__begin}, and
     * the names denote its members (SemaBindings). Returns the hidden variable (null after an error).
     */
    private Symbol bindings(ICPPASTRangeBasedForStatement rf, ICPPASTStructuredBindingDeclaration sb, Plan p, IType elementType) {
        if (!(sb.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier spec) || spec.getType() != ICPPASTSimpleDeclSpecifier.t_auto
                || spec.getStorageClass() != 0) {
            sema.error(sb.getDeclSpecifier(), "this structured binding declaration is not supported yet");
            return null;
        }
        boolean ref = sb.getRefQualifier() != null;
        boolean rvalueRef = sb.getRefQualifier() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator.RefQualifier.RVALUE;
        CType element = p.element();
        if (ref && p.elementValue()) {
            sema.error(sb, "binding a reference to an element returned by value is not supported yet");
            return null;
        }
        CType obj = ref && rvalueRef ? element
                : ref ? Types.qualify(Types.unqual(element), spec.isConst() || Types.isConst(element), spec.isVolatile() || Types.isVolatile(element), false)
                : Types.qualify(Types.unqual(element), spec.isConst(), spec.isVolatile(), false);
        Copy copy = null;
        if (!ref && Types.unqual(obj) instanceof CType.Record && elementType != null && SemaBindings.copiedNonTrivially(elementType)) {
            copy = copyOf(sb, CxxSpecialMembers.classOf(elementType), p.elementValue());   // for (auto [k, v] : map<string, int>)
            if (copy == null) return null;
        }
        Symbol var = new Symbol("__for_binding" + bindingCounter++, Symbol.Kind.VARIABLE, ref ? new CType.Pointer(obj) : obj,
                Symbol.Linkage.NONE, false, sema.loc(sb));
        var.defined = true;
        sema.symbols.current().put(var);
        if (ref) sema.cxx.addReference(var);
        if (!sema.cxx.structuredBindings.declareFor(sb, var, obj)) return null;
        plans.put(rf, new Plan(p.kind(), var, ref, element, p.elementValue(), p.length(), p.begin(), p.end(), p.memberBegin(), p.iterator(),
                p.notEqual(), p.increment(), p.deref(), p.beginSlot(), p.endSlot(), p.range(), p.temporary(), copy));
        return var;
    }

    /** The CDT type of {@code *__begin} (for the non-trivial copy check of a class element), or null. */
    private static IType elementClass(Kind kind, IASTExpression range, ICPPFunction begin, ICPPFunction deref) {
        IType t = switch (kind) {
            case ARRAY -> range instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce ? ce.getExpressionType() : null;
            case POINTER -> returnType(begin);
            case ITERATOR -> returnType(deref);
        };
        t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF);
        if (kind != Kind.ITERATOR && t instanceof org.eclipse.cdt.internal.core.dom.parser.ITypeContainer c) t = c.getType();   // the array's or pointer's element
        return t;
    }

    /**
     * {@code for (x : {1, 2, 3})}: {@code auto &&__range = {1, 2, 3};} deduces {@code std::initializer_list<E>} with E
     * the type every clause deduces ([dcl.type.auto.deduct]: decayed, without top-level cv-qualifiers); the object
     * (SemaInitializerLists) lives as long as the loop. Null after an error.
     */
    private IASTExpression bracedRange(ICPPASTRangeBasedForStatement rf, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il) {
        IType e = null;
        for (var c : il.getClauses()) {
            if (!(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression x)) {
                sema.error(c, "cannot deduce actual type for '__range' from a nested initializer list");
                return null;
            }
            IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions.lvalue_to_rvalue(x.getExpressionType(), false),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
            if (e == null) e = t;
            else if (!e.isSameType(t)) {
                sema.error(c, "deduced conflicting types ('" + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(e) + "' vs '"
                        + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(t) + "') for initializer list element type");
                return null;
            }
        }
        if (e == null) {
            sema.error(il, "cannot deduce actual type for '__range' from an empty initializer list");
            return null;
        }
        IType lt;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(rf);
        try {
            lt = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.InitializerListConversions.of(e);
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
        if (!(lt instanceof ICPPClassType lc)) {
            sema.error(il, "cannot deduce type of initializer list because std::initializer_list was not found; include <initializer_list>");
            return null;
        }
        return sema.cxx.initLists.extendedObject(lc, il);
    }

    /** {@code T &x : range}: binds to an element of type {@code element} (clang's reference-binding errors). */
    private boolean check(IASTNode at, CType t, CType element, boolean rvalueRef) {
        CType target = Types.pointee(Types.unqual(t));
        if (rvalueRef && Types.compatibleUnqual(Types.unqual(target), Types.unqual(element))) {
            sema.error(at, "rvalue reference to type '" + target + "' cannot bind to lvalue of type '" + element + "'");
            return false;
        }
        if (!Types.compatibleUnqual(Types.unqual(target), Types.unqual(element))) {
            sema.error(at, "non-const lvalue reference to type '" + target + "' cannot bind to a value of unrelated type '" + element + "'");
            return false;
        }
        if (Types.isConst(element) && !Types.isConst(target)) {
            sema.error(at, "binding reference of type '" + target + "' to value of type '" + element + "' drops 'const' qualifier");
            return false;
        }
        return true;
    }

    /** A virtual {@code begin()}/{@code end()}: its vtable slot (the call goes through the vtable); -1 for a direct call. */
    private int virtualSlot(ICPPFunction f) {
        if (!(f instanceof ICPPMethod m) || !jcirc.frontend.cxx.abi.ItaniumVTableLayout.isVirtual(m)) return -1;
        try {
            return sema.cxx.virtuals.layout.slotIndex(m, false);
        } catch (RuntimeException u) {
            return -1;
        }
    }

    private static IType returnType(ICPPFunction f) { return f.getType() == null ? null : f.getType().getReturnType(); }

    private static boolean returnsReference(ICPPFunction f) {
        IType t = returnType(f);
        while (t instanceof ITypedef td) t = td.getType();
        return t instanceof ICPPReferenceType;
    }

    /** A free {@code begin(R &)}/{@code end(R &)}: one reference parameter. */
    private static boolean takesRange(ICPPFunction f) {
        return f.getType() != null && f.getType().getParameterTypes().length == 1 && f.getType().getParameterTypes()[0] instanceof ICPPReferenceType;
    }

    /**
     * In a template instance, the class of a range of Sema's instance type ({@code const std::vector<int> &v} for
     * {@code const std::vector<T> &v}) when it has member {@code begin}; null outside instances.
     */
    private ICPPClassType instanceRangeClass(CType rt) {
        if (sema.templates == null || !sema.templates.inInstance() || !(Types.unqual(rt) instanceof CType.Record r) || r.def() == null) return null;
        ICPPClassType ic = sema.cxx.cdtClass(r.def());
        return ic != null && jcirc.frontend.cxx.RangeForVariables.member(ic, "begin", false, 0) != null ? ic : null;
    }
}
