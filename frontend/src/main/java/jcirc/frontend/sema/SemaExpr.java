package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Typing expressions: names, literals, casts, calls, members, subscripts, selections ({@code _Generic}, {@code
 * __builtin_choose_expr}), compound literals, statement expressions, label addresses (clang's
 * SemaExpr/SemaExprMember). Part of {@link Sema}, which owns the state and delegates to it.
 */
final class SemaExpr {
    private final Sema sema;

    SemaExpr(Sema sema) {
        this.sema = sema;
        exprTypes = new Sema.JournaledMap<>(sema);
        genericSelections = new Sema.JournaledMap<>(sema);
        members = new Sema.JournaledMap<>(sema);
    }
    private final Map<IASTExpression, CType> exprTypes;

    /** Has {@code e} been typed (its function's body analysed)? */
    boolean typed(IASTExpression e) { return plainDecimalType(e) != null || exprTypes.containsKey(e); }

    /** The type of a plain decimal integer constant ({@link Literals#plainDecimal}), computed without the type cache; else null. */
    static CType.Int plainDecimalType(IASTExpression e) {
        if (!(e instanceof IASTLiteralExpression lit) || lit.getKind() != IASTLiteralExpression.lk_integer_constant) return null;
        long v = Literals.plainDecimal(lit.getValue());
        return v < 0 ? null : Literals.plainDecimalType(v);
    }

    /**
     * The type of a GNU statement expression {@code ({ decls; stmts; e; })}: the type of its last
     * expression statement (void otherwise), found by declaring its block's declarations in a trial scope.
     */
    private CType statementExpressionType(IGNUASTCompoundStatementExpression se) {
        IASTStatement[] stmts = se.getCompoundStatement().getStatements();
        IASTStatement lastStmt = stmts.length == 0 ? null : stmts[stmts.length - 1];
        while (lastStmt instanceof IASTLabelStatement l) lastStmt = l.getNestedStatement();   // ({ ...; out: x; })
        if (!(lastStmt instanceof IASTExpressionStatement last)) return CType.VOID;
        return sema.trial(() -> {
            sema.symbols.push(Scope.Kind.BLOCK);
            for (IASTStatement st : stmts) {
                if (st instanceof IASTDeclarationStatement ds && ds.getDeclaration() instanceof IASTSimpleDeclaration sd) {
                    CType base = sema.baseType(sd.getDeclSpecifier());
                    if (SemaDecl.isLocalLabelDeclaration(sd)) continue;
                    for (IASTDeclarator d : sd.getDeclarators()) {
                        CType t = sema.autoType(sd.getDeclSpecifier(), d, sema.declaratorType(base, d));
                        sema.declare(sd.getDeclSpecifier(), d, t, false, d.getInitializer() != null);
                    }
                }
            }
            CType t = rvalueType(last.getExpression());
            return t;
        });
    }
    private final Map<IASTNode, Symbol> compoundLiteralSymbols = new IdentityHashMap<>();

    /** The static object of a compound literal outside any function ({@code .compoundliteral}), or null inside one. */
    public Symbol fileScopeCompoundLiteral(org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression cl) {
        for (IASTNode n = cl.getParent(); n != null; n = n.getParent()) if (n instanceof IASTFunctionDefinition) return null;
        Symbol s = compoundLiteralSymbols.get(cl);
        if (s == null) {
            CType t = typeOf(cl);
            s = new Symbol(".compoundliteral", Symbol.Kind.VARIABLE, t, Symbol.Linkage.INTERNAL, true, sema.loc(cl));
            s.irName = ".compoundliteral" + (compoundLiteralSymbols.isEmpty() ? "" : "." + compoundLiteralSymbols.size());
            compoundLiteralSymbols.put(cl, s);
            sema.compoundLiteralObjects.put(s, cl);
        }
        return s;
    }

    private final Map<String, Symbol> labelAddressSymbols = new LinkedHashMap<>();

    /** {@code &&L} in a constant: a pseudo-symbol for label L of the function being compiled (null outside functions). */
    public Symbol labelAddressSymbol(String cLabel) {
        if (sema.currentFunctionName.isEmpty() || cLabel.isEmpty()) return null;
        String label = sema.labelAddressName == null ? cLabel : sema.labelAddressName.apply(cLabel);
        return labelAddressSymbols.computeIfAbsent(sema.currentFunctionName + "\0" + label, k -> {
            Symbol s = new Symbol(label, Symbol.Kind.VARIABLE, CType.VOID, Symbol.Linkage.NONE, true, SourceLoc.NONE);
            s.blockAddressFunction = sema.currentFunctionName;
            return s;
        });
    }

    // ------------------------------------------------------------------ expression typing

    /** A GCC unary type trait ({@code __is_trivial(T)}, {@code __has_trivial_destructor(T)}): a bool constant in C++. */
    static boolean isTypeTrait(IASTTypeIdExpression t) {
        int op = t.getOperator();
        return op != IASTTypeIdExpression.op_sizeof && op != IASTTypeIdExpression.op_alignof && op != IASTTypeIdExpression.op_typeof
                && op != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeIdExpression.op_typeid && op != IASTTypeIdExpression.op_sizeofParameterPack;
    }

    /**
     * The {@code __FUNCTION__} object of the function being generated ({@link Sema#currentFunctionName}), named at
     * {@code inFunction} (a node of its body): what {@code __builtin_FUNCTION()} points to, also in a default argument,
     * which is emitted at each call (g++: the caller's name).
     */
    public Symbol functionNameObject(org.eclipse.cdt.core.dom.ast.IASTNode inFunction) {
        return sema.cxx != null ? PredefinedIdentifiers.cxxSymbol(predefinedIdentifiers, "__FUNCTION__", sema.currentFunctionName, inFunction, sema.templates, sema.loc(inFunction))
                : PredefinedIdentifiers.symbol(predefinedIdentifiers, "__FUNCTION__", sema.currentFunctionName, sema.loc(inFunction));
    }

    /** Looks an identifier up; reports an undeclared identifier once (then returns null). */
    public Symbol lookupId(IASTIdExpression id) {
        Symbol s = sema.resolved.get(id.getName());
        if (s != null) return s;
        if (sema.cxx != null && sema.cxx.implicitMember(id) != null) return null;   // C++: this->x, not a symbol
        String n = sema.symbolName(id.getName());
        s = sema.symbols.lookup(n);
        if (s == null && PredefinedIdentifiers.isPredefined(n)) {
            if (sema.currentFunctionName.isEmpty() && !sema.reportedUndeclared.containsKey(id)) {
                sema.reportedUndeclared.put(id, Boolean.TRUE);
                sema.warning(id, "predefined identifier is only valid inside function");
            }
            s = sema.cxx != null ? PredefinedIdentifiers.cxxSymbol(predefinedIdentifiers, n, sema.currentFunctionName, id, sema.templates, sema.loc(id))
                    : PredefinedIdentifiers.symbol(predefinedIdentifiers, n, sema.currentFunctionName, sema.loc(id));
        }
        if (s == null && sema.cxx != null) s = sema.cxx.allocationFunction(id);   // ::operator new(n), ::operator delete(p)
        if (s == null && sema.cxx != null) s = sema.cxx.variableTemplates.instance(id, n);   // is_big_v<long> (SemaVariableTemplates)
        if (s == null) {
            if (sema.cxx != null && id.getParent() instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() == id) {
                if (!sema.reportedUndeclared.containsKey(id)) {   // C++ has no implicit function declarations
                    sema.reportedUndeclared.put(id, Boolean.TRUE);
                    sema.cxx.undeclaredCall(id, n);
                }
                return null;
            } else if (id.getParent() instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() == id) {
                s = sema.implicitFunction(id.getName());
            } else {
                if (!sema.reportedUndeclared.containsKey(id)) {
                    sema.reportedUndeclared.put(id, Boolean.TRUE);
                    TypoCorrection.undeclared(sema, id, n, sema.symbols);
                }
                return null;
            }
        }
        if (s.isTypedef()) {
            sema.error(id, "unexpected type name '" + n + "': expected expression");
            return null;
        }
        sema.resolved.put(id.getName(), s);
        return s;
    }
    private final Map<String, Symbol> predefinedIdentifiers = new java.util.HashMap<>();

    /** The type of an expression as written (arrays and functions not yet decayed, lvalue qualifiers kept). */
    public CType typeOf(IASTExpression e) {
        // C++: a default argument of a template instance's parameter, typed in that instance (SemaDefaultArgs)
        return sema.templates == null ? typeOfHere(e) : SemaDefaultArgs.inItsInstance(sema, e, () -> typeOfHere(e));   // C: no lambda
    }

    private CType typeOfHere(IASTExpression e) {
        CType.Int plain = plainDecimalType(e);
        if (plain != null) return plain;   // not cached: a table of a million constants would fill the map
        CType t = exprTypes.get(e);
        if (t == null) {
            t = computeType(e);
            exprTypes.put(e, t);
        }
        return t;
    }

    /**
     * C++ [expr.cond]/4: {@code c ? a : b} of two lvalues of one type is an lvalue of that type, cv-qualified as the
     * more qualified operand, and not decayed ({@code sizeof(c ? arr : arr1)} is the array's size).
     */
    private static CType conditionalLvalueType(CType a, CType b) {
        CType u = Types.unqual(a);
        return Types.qualify(u, Types.isConst(a) || Types.isConst(b), Types.isVolatile(a) || Types.isVolatile(b), false);
    }

    /** The type of an expression's value after lvalue conversion and decay. */
    public CType rvalueType(IASTExpression e) { return Types.rvalue(typeOf(e)); }

    private CType computeType(IASTExpression e) {
        if (sema.cxx != null && sema.cxx.coroutines != null) sema.cxx.coroutines.typeKeywordsIn(e);   // C++20: foo(co_await a)
        switch (e) {
            case IASTExpression x when sema.cxx != null && SemaCoroutineSyntax.keywordOf(x) != null -> {
                return SemaCoroutineSyntax.type(sema, x, SemaCoroutineSyntax.keywordOf(x));   // C++20: co_await, co_yield, co_return
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFoldExpression f when sema.cxx != null -> {
                IASTExpression x = sema.cxx.packs.fold(f);   // C++: (args + ...) (SemaPacks)
                return x == null ? CType.INT : typeOf(x);
            }
            case IASTExpression x when sema.cxx != null && SemaPacks.isSizeofPack(x) -> { return sema.cxx.packs.sizeofType(x); }
            case IASTExpression x when sema.cxx != null && sema.cxx.overload.isCall(x) -> {
                return sema.cxx.overload.operatorType(x);   // C++: a + b, k[i], k(a) calling operator functions
            }
            case IASTLiteralExpression lit -> {
                String text = new String(lit.getValue());
                switch (lit.getKind()) {
                    case IASTLiteralExpression.lk_integer_constant -> {
                        Literals.IntLit il = Literals.parseInt(text);
                        if (il == null) {
                            Literals.IntLit im = Literals.parseImaginaryInt(text);   // 3i: _Complex int, as gcc
                            if (im != null) return Types.complexOf(im.type());
                            Literals.FloatLit fl = Literals.parseFloat(text);
                            if (fl != null) return Literals.isImaginary(text) ? Types.complexOf(CType.DOUBLE) : fl.type();
                            sema.error(e, "invalid integer constant '" + text + "'");
                            return CType.INT;
                        }
                        return il.type();
                    }
                    case IASTLiteralExpression.lk_float_constant -> {
                        Literals.FloatLit fl = Literals.parseFloat(text);
                        if (fl == null) { sema.error(e, "invalid floating constant '" + text + "'"); return CType.DOUBLE; }
                        return Literals.isImaginary(text) ? Types.complexOf(fl.type()) : fl.type();
                    }
                    case IASTLiteralExpression.lk_char_constant -> {
                        if (Literals.isMultiChar(text)) sema.warning(e, "multi-character character constant");
                        CType ct = Literals.parseChar(text).type();
                        return jcirc.frontend.cxx.CxxLiterals.isPlainChar(lit, ct) ? CType.CHAR : ct;
                    }
                    case IASTLiteralExpression.lk_string_literal -> {
                        Literals.StringLit s = Literals.parseString(text);
                        return new CType.Array(s.elementType(), s.length() + 1);
                    }
                    default -> {
                        if (lit.getKind() == IASTLiteralExpression.lk_this && sema.cxx != null) return sema.cxx.thisType(lit);
                        CType cxx = jcirc.frontend.cxx.CxxLiterals.type(lit);   // true, false, nullptr
                        return cxx != null ? cxx : CType.INT;
                    }
                }
            }
            case IASTIdExpression id when sema.cxx != null && sema.cxx.implicitMember(id) != null -> {
                return sema.cxx.implicitMemberType(id);   // C++: x in a member function is this->x
            }
            case IASTIdExpression id -> {
                Symbol s = lookupId(id);
                if (s == null) return CType.INT;
                if (sema.cxx != null) return sema.cxx.idType(s);   // C++: a reference denotes its object
                return s.type;   // enum constants: int, or the enum type of a C23 fixed-type enum
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression fc when sema.cxx != null -> {
                return sema.cxx.temps.functionalCastType(fc);   // C++: T(a, b), T{a, b}, int(x) (SemaTemporaries)
            }
            case IASTExpression ti when sema.cxx != null && SemaRtti.isTypeid(ti) -> { return sema.cxx.rtti.typeidType(ti); }   // C++: typeid (SemaRtti)
            case IASTUnaryExpression u when sema.cxx != null && SemaMemberPointers.isMemberAddress(u) && !sema.cxx.memberPointers.staticInInstance(u) -> {
                return sema.cxx.memberPointers.addressType(u);   // C++: &A::m, &A::f
            }
            case IASTBinaryExpression b when sema.cxx != null && SemaMemberPointers.isAccess(b) -> {
                return sema.cxx.memberPointers.accessType(b);   // C++: o.*pm, p->*pm
            }
            case IASTUnaryExpression u when sema.cxx != null && SemaExceptions.isThrow(u) -> { return sema.cxx.exceptions.throwExpr(u); }   // C++: SemaExceptions
            case IASTUnaryExpression u when sema.cxx != null && u.getOperator() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUnaryExpression.op_noexcept -> {
                // unevaluated, but checked; in a template instance the operand is not typed (std::declval<pointer>()
                // has a decltype result and no definition: stl_vector.h:467's _S_nothrow_relocate), its callees are
                // resolved under the instance's arguments (SemaExceptions.noexceptValue)
                if (sema.templates == null || !sema.templates.inInstance()) sema.typeOf(u.getOperand());
                return CType.BOOL;
            }
            case IASTUnaryExpression u -> { return sema.unaryType(u); }
            case IASTBinaryExpression b when sema.cxx != null && sema.cxx.special.assignmentCall(b) -> {
                return sema.cxx.special.assignmentType(b);   // C++: a = b calling operator=
            }
            case IASTBinaryExpression b when sema.cxx != null && SemaReferenceMembers.deletedAssignment(sema, b) -> { return CType.INT; }   // C++: reported
            case IASTBinaryExpression b -> { return sema.binaryType(b); }
            case IASTConditionalExpression c -> {
                CType ct = rvalueType(c.getLogicalConditionExpression());
                if (sema.cxx != null && sema.cxx.conversions.contextualBool(c.getLogicalConditionExpression())) ct = CType.BOOL;   // C++: obj ? a : b
                if (!Types.isScalar(ct)) sema.error(c.getLogicalConditionExpression(), "used type '" + ct + "' where arithmetic or pointer type is required");
                IASTExpression pos = c.getPositiveResultExpression();
                CType a = pos == null ? ct : rvalueType(pos);
                CType b = rvalueType(c.getNegativeResultExpression());
                CType rt = sema.conditionalType(c, a, b, pos == null ? c.getLogicalConditionExpression() : pos, c.getNegativeResultExpression());
                if (sema.cxx != null && Types.isRecord(rt)) sema.cxx.temps.conditionalOf(c, rt);   // C++: c ? S(1) : S(2) built in place
                if (sema.cxx != null && sema.isConditionalLvalue(c)) return conditionalLvalueType(typeOf(pos), typeOf(c.getNegativeResultExpression()));
                return rt;
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression c when sema.cxx != null && SemaRtti.isReferenceDynamicCast(c) -> {
                return sema.cxx.rtti.referenceCastType(c);   // C++: dynamic_cast<D &>(b) (SemaRtti)
            }
            case IASTCastExpression c when sema.cxx != null && sema.cxx.temps.castsToReference(c) -> {
                return sema.cxx.temps.referenceCastType(c);   // C++: static_cast<T &&>(x) designates x (SemaTemporaries)
            }
            case IASTCastExpression c when ComplexParts.partOf(c) != null -> {
                // __real__ e / __imag__ e: the part of a complex value (an lvalue when e is); of a real value, e itself or 0
                CType t = typeOf(c.getOperand());
                if (!Types.isArithmetic(t)) { sema.error(c, "invalid argument type '" + t + "' to __real__/__imag__"); return CType.DOUBLE; }
                if (Types.isComplex(t)) return t instanceof CType.Qualified q ? Types.qualify(Types.realType(t), q.isConst(), q.isVolatile(), false) : Types.realType(t);
                return Types.rvalue(t);
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression c when sema.cxx != null
                    && c.getOperator() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_dynamic_cast -> { return sema.cxx.virtuals.dynamicCastType(c); }
            case IASTCastExpression c when sema.cxx != null && SemaMemberPointers.is(sema.typeOfTypeId(c.getTypeId())) -> {
                return sema.cxx.memberPointers.castType(c);   // C++: (int A::*)0, static_cast<int B::*>(pd)
            }
            case IASTCastExpression c when sema.cxx != null && Types.isBool(sema.typeOfTypeId(c.getTypeId())) && SemaMemberPointers.is(rvalueType(c.getOperand())) -> {
                return CType.BOOL;   // C++: (bool)pm, compared with null
            }
            case IASTCastExpression c -> {
                CType to = sema.typeOfTypeId(c.getTypeId());
                CType from = rvalueType(c.getOperand());
                if (sema.cxx != null && !Types.isVoid(to) && !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression cc0 && cc0.getOperator() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_static_cast
                        && cc0.getOperator() != IASTCastExpression.op_cast) && sema.cxx.conversions.explicitCast(c.getOperand(), from, to)) return Types.unqual(to);   // C++: (int)obj, (A)1
                if (sema.cxx != null && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression cc && cc.getOperator() != IASTCastExpression.op_cast
                        && SemaCasts.check(sema, cc, from, to)) return Types.unqual(to);   // C++: static_cast, const_cast, reinterpret_cast
                if (Types.isVector(to) || Types.isVector(from)) {
                    // (v4si)v8hi, (long long)v2si, (v2si)0LL: a reinterpretation between types of one size
                    if (!GnuVectors.castable(from, to))
                        sema.error(c, "invalid conversion between vector type '" + (Types.isVector(to) ? to : from) + "' and '"
                                + (Types.isVector(to) ? from : to) + "' of different size");
                    return Types.unqual(to);
                }
                if (Types.unqual(to) instanceof CType.Record rt) {
                    // GNU: (union U) member-typed value; (struct S) s of its own type
                    if (!Types.compatibleUnqual(rt, from) && UnionCasts.member(rt, from) == null) {
                        if (rt.def().isUnion()) sema.error(c, "cast to union type from type '" + from + "' not present in union");
                        else sema.error(c, "used type '" + to + "' where arithmetic or pointer type is required");
                    }
                    return rt;
                }
                if (!Types.isVoid(to)) {
                    if (!Types.isScalar(to)) sema.error(c, "used type '" + to + "' where arithmetic or pointer type is required");
                    else if (!Types.isScalar(from)) sema.error(c.getOperand(), "operand of type '" + from + "' where arithmetic or pointer type is required");
                    else if ((Types.isFloating(to) && Types.isPointer(from)) || (Types.isPointer(to) && Types.isFloating(from))) {
                        sema.error(c, "cannot cast between pointer and floating type");
                    }
                }
                return Types.unqual(to);
            }
            case IASTFunctionCallExpression call when isSelection(call) -> {
                IASTExpression sel = genericSelection(call);
                return sel == null ? CType.INT : typeOf(sel);
            }
            case IASTFunctionCallExpression call when GnuVectors.builtinOf(call) != null -> {
                return GnuVectors.builtinType(sema, call);
            }
            case IASTFunctionCallExpression call when sema.cxx != null && SemaTemporaries.isTypeCall(call) -> {
                for (IASTInitializerClause a : sema.cxx.packs.arguments(call.getArguments())) if (a instanceof IASTExpression ae) typeOf(ae);
                return sema.cxx.temps.functionalCastType(call);   // C++: S(a, b), T() (SemaTemporaries)
            }
            case IASTFunctionCallExpression call when sema.cxx != null && sema.cxx.lambdas.callsClosure(call) -> {
                return sema.cxx.lambdas.callType(call);   // C++: f(a) on a closure object calls its operator()
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le when sema.cxx != null -> {
                return sema.cxx.lambdas.type(le);   // C++: the closure class (SemaLambda)
            }
            case IASTFunctionCallExpression call when sema.cxx != null && SemaMemberPointers.isMethodCall(call) -> {
                return sema.cxx.memberPointers.callType(call);   // C++: (o.*pmf)(a)
            }
            case IASTFunctionCallExpression call when sema.cxx != null && SemaCXX.isPseudoDestructorCall(sema, call) -> {
                return CType.VOID;   // C++: p->~T() with T a scalar type: evaluates p, destroys nothing
            }
            case IASTFunctionCallExpression call when sema.cxx != null && SemaCXX.isMemberCall(sema, call) -> {
                return sema.cxx.memberCallType(call);   // C++: obj.f(a), p->f(a), f(a) in a member function
            }
            case IASTFunctionCallExpression call when SemaBuiltins.callsBuiltin(sema, call, "__builtin_addressof") -> {
                return sema.builtins.addressOf(call);   // &x, never an operator&
            }
            case IASTFunctionCallExpression call -> {
                CType ft = rvalueType(call.getFunctionNameExpression());
                CType fn = Types.pointee(ft);
                if (fn == null || !Types.isFunction(fn)) {
                    sema.error(call, "called object type '" + ft + "' is not a function or function pointer");
                    for (IASTInitializerClause a : call.getArguments()) if (a instanceof IASTExpression ae) typeOf(ae);
                    return CType.INT;
                }
                CType.Function f = (CType.Function) Types.unqual(fn);
                IASTInitializerClause[] args = sema.cxx != null ? SemaDefaultArgs.arguments(sema, call) : call.getArguments();   // C++: default arguments
                for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) typeOf(ae);
                if (sema.cxx != null && sema.cxx.hasReferenceParams(call)) {   // C++: arguments bound to reference parameters
                    sema.cxx.callArguments(call, f, 0);
                    return sema.cxx.callType(call, f.returnType());
                }
                if (f.prototyped()) {
                    int n = f.params().size();
                    if (args.length < n || (args.length > n && !f.variadic())) {
                        ArityErrors.report(sema, call, f, args.length);
                    } else {
                        // a builtin's pointer parameters take pointers (its code generation relies on it): int <-> pointer is an error, as in clang
                        sema.strictPointerConversions = call.getFunctionNameExpression() instanceof IASTIdExpression bid && sema.resolved.get(bid.getName()) instanceof Symbol bs && SemaBuiltins.isBuiltin(bs);
                        try {
                            for (int i = 0; i < n; i++) sema.checkAssignable(args[i], f.params().get(i), args[i] instanceof IASTExpression ae ? ae : null, "passing");
                        } finally {
                            sema.strictPointerConversions = false;
                        }
                    }
                }
                // arguments without a parameter (unprototyped callee, variadic part): a void one is clang's error (was an
                // internal compiler error: fuzz seed 9, `f(c ? (void)0 : abort())`)
                for (int i = f.prototyped() ? Math.min(f.params().size(), args.length) : 0; i < args.length; i++)
                    if (args[i] instanceof IASTExpression ae && Types.isVoid(rvalueType(ae))) sema.error(ae, "argument type 'void' is incomplete");
                argumentConversions(f, args);
                if (sema.cxx != null) sema.cxx.temps.byValueArguments(f, 0, args);   // C++: copies of by-value class objects
                if (call.getFunctionNameExpression() instanceof IASTIdExpression cid && sema.resolved.get(cid.getName()) instanceof Symbol cs
                        && SemaBuiltins.isBuiltin(cs)) BuiltinCalls.check(sema, cs.name, call);
                if (SemaBuiltins.isBuiltinName(call, "__jcirc_va_arg")) return new CType.Pointer(CType.VOID);
                if (call.getFunctionNameExpression() instanceof IASTIdExpression fid && AtomicBuiltins.isAtomicBuiltin(fid.getName().toString())
                        && lookupId(fid) instanceof Symbol bs && SemaBuiltins.isBuiltin(bs)) {
                    List<CType> ats = new ArrayList<>();
                    for (IASTInitializerClause a : args) ats.add(a instanceof IASTExpression ae ? rvalueType(ae) : CType.INT);
                    CType rt = AtomicBuiltins.resultType(bs.name, ats, msg -> sema.error(call, msg));
                    // the generic forms' by-address arguments (a value where an address belongs was an internal
                    // compiler error: fuzz seed 11, `__atomic_exchange(&x, &n, old, o)`)
                    CType vt = ats.isEmpty() ? null : AtomicBuiltins.valueType(ats.get(0));
                    if (vt != null) for (int i : AtomicBuiltins.addressArguments(bs.name))
                        if (i < ats.size() && !Types.isPointer(ats.get(i)) && args[i] instanceof IASTExpression ae)
                            sema.error(ae, (Types.isInteger(ats.get(i)) ? "incompatible integer to pointer conversion passing '"
                                    + ats.get(i) + "' to parameter of type '" : "passing '" + ats.get(i) + "' to parameter of incompatible type '")
                                    + new CType.Pointer(vt) + "'");
                    return rt;
                }
                if (sema.cxx != null) return sema.cxx.callType(call, f.returnType());   // C++: a returned reference denotes its object
                return Types.unqual(f.returnType());
            }
            case IASTFieldReference fr -> {
                Sema.MemberRef m = member(fr);
                return m == null ? CType.INT : m.type();
            }
            case IASTArraySubscriptExpression as -> {
                CType a = rvalueType(as.getArrayExpression());
                CType i = as.getArgument() instanceof IASTExpression ie ? rvalueType(ie) : CType.INT;
                if (Types.unqual(a) instanceof CType.Vector v && Types.isInteger(i)) {
                    // v[i]: an element of the vector (an lvalue when v is one), qualifiers of v kept
                    CType at = typeOf(as.getArrayExpression());
                    return at instanceof CType.Qualified q ? Types.qualify(v.element(), q.isConst(), q.isVolatile(), false) : v.element();
                }
                CType elem = Types.isPointer(a) && Types.isInteger(i) ? Types.pointee(a) : Types.isPointer(i) && Types.isInteger(a) ? Types.pointee(i) : null;
                if (elem != null && Types.isVoid(elem)) {
                    // clang's error (gcc: a void lvalue nobody can use); was an internal compiler error (fuzz seed 6)
                    sema.error(as, "subscript of pointer to incomplete type '" + elem + "'");
                    return CType.INT;
                }
                if (Types.isPointer(a) && Types.isInteger(i)) return subscripted(as.getArrayExpression(), Types.pointee(a));
                if (Types.isPointer(i) && Types.isInteger(a)) return subscripted((IASTExpression) as.getArgument(), Types.pointee(i));
                sema.error(as, "subscripted value is not an array, pointer, or vector");
                return CType.INT;
            }
            case IASTExpressionList l -> {
                CType last = CType.VOID;
                for (IASTExpression x : l.getExpressions()) last = rvalueType(x);
                IASTExpression right = l.getExpressions()[l.getExpressions().length - 1];
                // C++ [expr.comma]: the type and value category of the right operand (no decay: sizeof(0, arr) is sizeof arr)
                if (sema.cxx != null && sema.isLvalue(right)) return typeOf(right);
                return last;
            }
            case IASTTypeIdExpression t -> {
                CType ty = sema.typeOfTypeId(t.getTypeId());
                switch (t.getOperator()) {
                    case IASTTypeIdExpression.op_sizeof, IASTTypeIdExpression.op_alignof -> {
                        if (t.getOperator() == IASTTypeIdExpression.op_sizeof && !Types.isComplete(ty) && !Types.isVoid(ty) && !Types.isVla(ty)) {
                            sema.error(t, "invalid application of 'sizeof' to an incomplete type '" + ty + "'");
                        }
                        return CType.SIZE_T;
                    }
                    default -> { return sema.cxx != null && SemaExpr.isTypeTrait(t) ? CType.BOOL : ty; }   // C++: __is_trivial(T)
                }
            }
            case IASTBinaryTypeIdExpression t when sema.cxx != null -> { return CType.BOOL; }   // __is_assignable(T&, U)
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression t when sema.cxx != null -> { return CType.BOOL; }   // __is_constructible(T, A...)
            case IASTTypeIdInitializerExpression cl -> {
                CType t = sema.typeOfTypeId(cl.getTypeId());
                // C++ (GNU): (__v4sf){a, b, c, d} in our intrinsics headers, as C's; a class's needs its constructors
                if (sema.cxx != null && Types.unqual(Types.isArray(t) ? ((CType.Array) Types.unqual(t)).element() : t) instanceof CType.Record) {
                    sema.error(cl, "compound literals of class type are not supported yet");
                    return t;
                }
                if (Types.isArray(t) && ((CType.Array) Types.unqual(t)).length() < 0 && cl.getInitializer() instanceof IASTInitializerList il) {
                    t = new CType.Array(((CType.Array) Types.unqual(t)).element(), InitLayout.arrayLengthFromList(sema, il, ((CType.Array) Types.unqual(t)).element()));
                }
                return t;
            }
            case IGNUASTCompoundStatementExpression se -> {
                CType t = sema.stmtExprTypes.get(se);
                return t != null ? t : statementExpressionType(se);
            }
            case IASTProblemExpression p -> { return CType.INT; }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression ne when sema.cxx != null -> { return sema.cxx.newType(ne); }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeleteExpression de when sema.cxx != null -> { return sema.cxx.deleteType(de); }
            default -> {
                sema.error(e, "unsupported expression");
                return CType.INT;
            }
        }
    }

    /**
     * Records each argument's conversion: to its parameter's type (a call to a K&R definition seen
     * earlier: to the promoted parameter type, as gcc), else (variadic or unprototyped) the default
     * argument promotions (C11 6.5.2.2p6-7: float to double, integer promotions).
     */
    private void argumentConversions(CType.Function f, IASTInitializerClause[] args) {
        boolean knrKnown = !f.prototyped() && !f.params().isEmpty() && f.params().size() == args.length;
        CType.Function passing = knrKnown ? Types.knrPassing(f) : f;
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof IASTExpression a)) continue;
            CType to;
            if ((f.prototyped() || knrKnown) && i < passing.params().size()) {
                to = Types.unqual(passing.params().get(i));
            } else {
                CType at = sema.rvalueType(a);
                to = Types.unqual(at).equals(CType.FLOAT) ? CType.DOUBLE : Types.isInteger(at) ? Types.promote(at) : Types.unqual(at);
            }
            sema.results.recordConversion(a, sema.typeOf(a), to);
        }
    }

    /** The element type of {@code p[i]}; a function or incomplete record element is an error (as in clang). */
    private CType subscripted(IASTExpression pointer, CType element) {
        if (Types.isFunction(element)) sema.error(pointer, "subscript of pointer to function type '" + element + "'");
        else if (Types.isRecord(element) && !Types.isComplete(element)) sema.error(pointer, "subscript of pointer to incomplete type '" + element + "'");
        else return element;
        return CType.INT;
    }

    /** {@code _Generic} (rewritten) or {@code __builtin_choose_expr}: a call that stands for one of its arguments. */
    public static boolean isSelection(IASTFunctionCallExpression call) {
        return SemaBuiltins.isBuiltinName(call, jcirc.frontend.cdt.GenericSelectionRewriter.CALL) || SemaBuiltins.isBuiltinName(call, "__builtin_choose_expr");
    }

    private final Map<IASTFunctionCallExpression, IASTExpression> genericSelections;

    /**
     * The association a {@code _Generic} selection (rewritten to {@code __jcirc_generic(ctrl, (T *)0, e, ...)})
     * picks: the one whose type is compatible with the controlling expression's type after lvalue
     * conversion (qualifiers dropped, arrays and functions decayed), else the default one; null (and an
     * error) when none matches.
     */
    public IASTExpression genericSelection(IASTFunctionCallExpression call) {
        if (genericSelections.containsKey(call)) return genericSelections.get(call);
        IASTInitializerClause[] a = call.getArguments();
        if (SemaBuiltins.isBuiltinName(call, "__builtin_choose_expr")) {
            // __builtin_choose_expr(c, a, b): a if the constant c is non-zero, else b (the other is not evaluated)
            IASTExpression picked = null;
            if (a.length == 3 && a[0] instanceof IASTExpression c && a[1] instanceof IASTExpression x && a[2] instanceof IASTExpression y) {
                Long v = sema.consts.evalInt(c);
                if (v == null) sema.error(c, "'__builtin_choose_expr' requires a constant expression");
                else picked = v != 0 ? x : y;
            } else {
                sema.error(call, "'__builtin_choose_expr' takes 3 arguments");
            }
            genericSelections.put(call, picked);
            return picked;
        }
        IASTExpression picked = null, dflt = null;
        if (a.length >= 1 && a[0] instanceof IASTExpression ctrl) {
            CType ct = Types.unqual(rvalueType(ctrl));
            for (int i = 1; i + 1 < a.length; i += 2) {
                if (!(a[i] instanceof IASTCastExpression c) || !(a[i + 1] instanceof IASTExpression x)) continue;
                CType at = Types.pointee(sema.typeOfTypeId(c.getTypeId()));
                if (at != null && Types.unqual(at) instanceof CType.Record r && r.def().tag() != null
                        && r.def().tag().equals(jcirc.frontend.cdt.GenericSelectionRewriter.DEFAULT_TAG)) { dflt = x; continue; }
                if (picked == null && at != null && Types.compatible(ct, Types.unqual(at))) picked = x;
            }
            if (picked == null) picked = dflt;
            if (picked == null) sema.error(ctrl, "controlling expression type '" + ct + "' not compatible with any generic association type");
        }
        genericSelections.put(call, picked);
        return picked;
    }

    /**
     * The type a bit-field's value has in expressions: {@code int} when int can represent every value
     * of the field (as gcc promotes {@code unsigned f : 27}), {@code unsigned int} for a 32-bit field of a
     * wider unsigned type, else the declared type (wider fields of 64-bit types: {@link WideBitFields}); qualifiers kept.
     */
    public CType bitFieldValueType(RecordDef.Field f, CType declared) {
        CType u = Types.unqual(declared);
        if (!(u instanceof CType.Int it) || it.kind() == CType.IntKind.BOOL) return declared;
        boolean fits = f.bitWidth() < 32 || (f.bitWidth() == 32 && it.kind().signed);
        // unsigned long long f : 32 is unsigned int (gcc: f + f wraps at 2^32)
        CType to = fits ? CType.INT : f.bitWidth() == 32 && Types.sizeOf(it) > 4 ? CType.UINT : null;
        if (to == null) return declared;
        return declared instanceof CType.Qualified q ? Types.qualify(to, q.isConst(), q.isVolatile(), false) : to;
    }

    private final Map<IASTFieldReference, Sema.MemberRef> members;

    public Sema.MemberRef member(IASTFieldReference fr) {
        if (members.containsKey(fr)) return members.get(fr);
        CType arrow = fr.isPointerDereference() && sema.cxx != null ? sema.cxx.overload.arrowType(fr) : null;   // C++: operator->
        CType owner = arrow != null ? Types.pointee(arrow) : fr.isPointerDereference() ? Types.pointee(rvalueType(fr.getFieldOwner())) : typeOf(fr.getFieldOwner());
        String name = fr.getFieldName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName().toString() : fr.getFieldName().toString();
        Sema.MemberRef ref = null;
        if (owner == null || !(Types.unqual(owner) instanceof CType.Record r)) {
            sema.error(fr, TypoCorrection.badMemberBase(fr.isPointerDereference(), rvalueType(fr.getFieldOwner()), owner));
        } else if (!r.def().isComplete()) {
            sema.error(fr, "incomplete definition of type '" + r + "'");
        } else {
            RecordDef.MemberPath p = sema.cxx != null ? jcirc.frontend.cxx.CxxMemberLookup.lookup(sema, r.def(), name, fr.getFieldName())   // C++: b.A::x
                    : r.def().lookup(name);
            if (p == null) {
                sema.error(fr.getFieldName(), "no member named '" + name + "' in '" + r + "'" + TypoCorrection.forMember(name, r.def()));
            } else {
                CType ft = p.last().type();
                // qualifiers of the object apply to its members
                if (p.last().isBitField()) ft = bitFieldValueType(p.last(), ft);
                if (owner instanceof CType.Qualified q) ft = Types.qualify(ft, q.isConst()
                        && !(sema.cxx != null && jcirc.frontend.cxx.CxxMemberLookup.isMutable(fr.getFieldName())), q.isVolatile(), false);   // C++: mutable
                ref = new Sema.MemberRef(r, p, ft);
                if (sema.cxx != null && SemaReferenceMembers.referenceView(r, p) instanceof Sema.MemberRef v) ref = v;   // C++: s.r is the referent
            }
        }
        members.put(fr, ref);
        return ref;
    }
}
