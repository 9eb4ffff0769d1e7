package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.cpp.*;

/**
 * The C++ constructs the first slice does not compile (docs/cxx.md), each reported at its place as
 * "error: ... not supported yet" before Sema runs, so that none of them reaches the C Sema and CIRGen, which
 * would misread them (a reference declarator as an object, {@code auto} as a storage class, a constructor
 * initializer as no initializer). Run once over the whole unit.
 */
public final class CxxUnsupported {
    private CxxUnsupported() {}

    /**
     * Does {@code d} declare a variable of a class template instance with dependent arguments ({@code S<T> s(a);},
     * {@code basic_string<_CharT, _Traits, _Alloc> __str(__lhs);}) or of another dependent type ({@code T t;}, {@code T t(a);})?
     * Its type is known in each instance, where SemaCXX.object constructs a class object (or reports the rest).
     */
    public static boolean ofDependentClass(IASTDeclarator d) {
        return d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v
                && !(v instanceof ICPPField f && !f.isStatic())
                && (CxxSpecialMembers.classOf(v.getType()) instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPDeferredClassInstance
                    || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(v.getType()));   // T t(a);
    }

    /**
     * {@code T x(e);} of a variable whose type is scalar (arithmetic, enumeration, pointer), or depends on template
     * parameters without being a class template instance (Sema decides in each instance), with one expression.
     */
    private static boolean parenthesizedScalar(IASTDeclarator d, ICPPASTConstructorInitializer ci) {
        if (ci.getArguments().length != 1 || !(ci.getArguments()[0] instanceof org.eclipse.cdt.core.dom.ast.IASTExpression e)
                || e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression) return false;
        if (!(d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v) || v instanceof ICPPField f && !f.isStatic()) return false;
        for (org.eclipse.cdt.core.dom.ast.IASTPointerOperator po : d.getPointerOperators())
            if (po instanceof ICPPASTReferenceOperator) return false;
        org.eclipse.cdt.core.dom.ast.IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(v.getType(),
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
        if (t instanceof org.eclipse.cdt.core.dom.ast.IBasicType b) return b.getKind() != org.eclipse.cdt.core.dom.ast.IBasicType.Kind.eVoid;
        return t instanceof org.eclipse.cdt.core.dom.ast.IPointerType || t instanceof org.eclipse.cdt.core.dom.ast.IEnumeration
                || unknownScalar(t);
    }

    /**
     * A dependent type that may be a scalar in an instance ({@code typename _Base::pointer}, a template parameter):
     * Sema's type in each instance decides (SemaInitializers.clause; a class there is "not supported yet").
     */
    public static boolean unknownScalar(org.eclipse.cdt.core.dom.ast.IType t) {
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(t)
                && (!(t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType) || t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownType)
                && !(t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPDeferredClassInstance)
                && !(t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType);
    }

    public static void check(IASTDeclaration[] decls, Sema sema) {
        ASTVisitor v = new ASTVisitor(true) {
            {
                shouldVisitDeclarators = shouldVisitInitializers = shouldVisitExpressions = shouldVisitStatements = true;
                shouldVisitDeclSpecifiers = shouldVisitPointerOperators = shouldVisitDeclarations = shouldVisitParameterDeclarations = true;
            }

            /** References of locals, parameters and function results (SemaCXX); not of members, typedefs, type-ids, statics. */
            private boolean referenceAllowed(IASTPointerOperator po) {
                if (!(po.getParent() instanceof IASTDeclarator d) || d.getNestedDeclarator() != null || d.getParent() instanceof IASTDeclarator) return false;
                IASTNode p = d.getParent();
                // typedef int &R;  using R = int &;  auto f() -> int &;
                if (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_typedef
                        && !(d instanceof ICPPASTFunctionDeclarator)) return true;
                if (p instanceof ICPPASTTypeId tid && (tid.getParent() instanceof ICPPASTAliasDeclaration
                        || tid.getParent() instanceof ICPPASTFunctionDeclarator fd && fd.getTrailingReturnType() == tid)) return true;
                if (p instanceof ICPPASTParameterDeclaration) return true;
                // operator const path &() const;  a conversion function to a reference type (its result, as a function's)
                if (p instanceof ICPPASTTypeId tid && tid.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConversionName) return true;
                // template<class T, class U = T&&>, A<T&>: a type argument (CxxTemplates rejects an instance it cannot bind)
                if (p instanceof ICPPASTTypeId tid && (tid.getParent() instanceof ICPPASTSimpleTypeTemplateParameter || tid.getParent() instanceof ICPPASTTemplateId)) return true;
                if (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getParent() instanceof ICPPASTCatchHandler) return true;   // catch (T &e): SemaExceptions
                if (p instanceof ICPPASTTypeId tid && tid.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTCastExpression) return true;   // static_cast<T &&>(x): SemaTemporaries
                // __is_assignable(T&, U), __is_constructible(T, U&&): an unevaluated type operand of a trait (AssignableTraits, ConstructibleTraits)
                if (p instanceof ICPPASTTypeId tid && (tid.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression
                        || tid.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTBinaryTypeIdExpression)) return true;
                if (d instanceof ICPPASTFunctionDeclarator) return p instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition
                        || (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclSpecifier().getStorageClass() != IASTDeclSpecifier.sc_typedef);
                if (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getParent() instanceof ICPPASTRangeBasedForStatement) return true;   // SemaRangeFor
                if (p instanceof ICPPASTInitCapture) return true;   // [&r = x]: SemaLambda
                // int &r; const T &r; T &&r; members of classes (a pointer-sized field: SemaReferenceMembers)
                if (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getParent() instanceof ICPPASTCompositeTypeSpecifier
                        && !(d instanceof ICPPASTFunctionDeclarator) && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_unspecified
                        && !CxxClasses.isFriend(sd.getDeclSpecifier())) return true;
                // int &r = x; at namespace scope, static int &r; in a class and its definition, static locals: SemaStaticReferences
                if (p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && !(d instanceof ICPPASTFunctionDeclarator)
                        && sd.getDeclSpecifier().getStorageClass() != IASTDeclSpecifier.sc_typedef && !CxxClasses.isFriend(sd.getDeclSpecifier())
                        && (sd.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTTranslationUnit
                            || sd.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition
                            || sd.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLinkageSpecification
                            || sd.getParent() instanceof ICPPASTCompositeTypeSpecifier && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_static)) return true;
                return p instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement
                        && sd.getDeclSpecifier().getStorageClass() != IASTDeclSpecifier.sc_typedef;
            }

            private int report(IASTNode n, String what) {
                if (sema.templates == null || !sema.templates.deferred.defer(n, what + " not supported yet"))   // in a template: per instance
                    sema.error(n, what + " not supported yet");
                return PROCESS_SKIP;
            }

            @Override public int visit(IASTPointerOperator po) {
                if (po instanceof ICPPASTReferenceOperator r && !referenceAllowed(po))
                    return report(po, r.isRValueReference() ? "these rvalue references are" : "these references are");
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTInitializer i) {
                if (i.getParent() instanceof ICPPASTSimpleTypeConstructorExpression) return PROCESS_CONTINUE;   // T(a), T{a}: SemaTemporaries
                if (i.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression) return PROCESS_CONTINUE;   // (T){a, b}: a GNU compound literal (SemaExpr)
                if (i.getParent() instanceof IASTDeclarator fd && fd.getName().resolveBinding() instanceof ICPPField f && !f.isStatic()) return PROCESS_CONTINUE;   // NSDMI
                // S<T> s(a); in a template: the instance's constructor is chosen per instance (SemaCXX.object)
                if (i instanceof ICPPASTConstructorInitializer && i.getParent() instanceof IASTDeclarator d && ofDependentClass(d)) return PROCESS_CONTINUE;
                // int x(5); T *p(q);: as T x = e (SemaInitializers.clause); of a dependent type, per instance (Sema)
                if (i instanceof ICPPASTConstructorInitializer ci && i.getParent() instanceof IASTDeclarator d && parenthesizedScalar(d, ci)) return PROCESS_CONTINUE;
                // Box b(1, 2); of a class template not deduced: Sema's error (ClassTemplateDeductions)
                if (i instanceof ICPPASTConstructorInitializer && i.getParent() instanceof IASTDeclarator d && ClassTemplateDeductions.undeduced(d)) return PROCESS_CONTINUE;
                if (i instanceof ICPPASTConstructorInitializer && !(i.getParent() instanceof IASTDeclarator d && CxxSpecialMembers.callsNonTrivial(d))
                        && !(i.getParent() instanceof ICPPASTConstructorChainInitializer) && !(i.getParent() instanceof ICPPASTNewExpression)) return report(i, "direct-initialization with parentheses (constructor call) is");
                if (i instanceof ICPPASTInitializerList && i.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call
                        && call.getFunctionNameExpression() instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id
                        && id.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) return PROCESS_CONTINUE;   // no viable function: Sema's error
                if (i instanceof ICPPASTInitializerList && !(i.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer)
                        && !(i.getParent() instanceof ICPPASTInitializerList) && !(i.getParent() instanceof IASTDeclarator d && CxxSpecialMembers.callsNonTrivial(d))
                        && !(i.getParent() instanceof ICPPASTConstructorChainInitializer) && !(i.getParent() instanceof ICPPASTNewExpression)
                        && !(i.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement))   // for (x : {1, 2}): SemaRangeFor
                    return report(i, "list-initialization without '=' is");
                if (i instanceof ICPPASTDesignatedInitializer) return report(i, "designated initializers are");   // C's InitTree reads only C's designators
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTDeclSpecifier ds) {
                if (ds instanceof ICPPASTSimpleDeclSpecifier s) {
                    // auto and decltype(auto) of variables and return types, decltype(e), constexpr: CxxDeducedTypes, CxxConstexpr
                    if ((s.getType() == ICPPASTSimpleDeclSpecifier.t_auto || s.getType() == ICPPASTSimpleDeclSpecifier.t_decltype_auto)
                            && ds.getParent() instanceof ICPPASTParameterDeclaration pd
                            && !(s.getType() == ICPPASTSimpleDeclSpecifier.t_auto && pd.getParent() instanceof ICPPASTFunctionDeclarator fd
                                 && fd.getParent() instanceof ICPPASTLambdaExpression))   // generic lambdas: SemaLambda
                        return report(ds, "'auto' parameters (abbreviated templates) are");
                }
                // 'explicit' only forbids implicit conversions through a constructor, which this slice does not make
                // virtual functions: SemaVirtual, CIRGenVTables (docs/cxx.md, "Virtual functions"); friends: CxxClasses
                // opaque enumeration declarations (enum class E : T;): SemaType.defineEnum
                if (ds instanceof ICPPASTCompositeTypeSpecifier c)
                    for (ICPPASTCompositeTypeSpecifier.ICPPASTBaseSpecifier bs : c.getBaseSpecifiers())
                        if (bs.isPackExpansion()) return report(bs, "parameter packs are");   // virtual bases: CxxVirtualBaseLayout
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTDeclarator d) {
                // default arguments: SemaDefaultArgs
                if (d instanceof ICPPASTDeclarator cd && cd.declaresParameterPack() && !(d.getParent() instanceof ICPPASTParameterDeclaration pd
                        && (pd.getParent() instanceof ICPPASTTemplateDeclaration   // int... Ns
                            || pd.getParent() instanceof ICPPASTFunctionDeclarator fd && !(fd.getParent() instanceof ICPPASTLambdaExpression))))
                    return report(d, "parameter packs are");   // a function parameter pack: SemaPacks
                if (d.getInitializer() != null && d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                        && sd.getParent() instanceof ICPPASTCompositeTypeSpecifier
                        && !(d.getName().resolveBinding() instanceof ICPPField))   // default member initializers: SemaInitializers; static members: CxxConstexpr
                    return report(d.getInitializer(), "in-class initializers of members are");
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTDeclaration d) {
                if (d instanceof ICPPASTStructuredBindingDeclaration && !(d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement)
                        && !(d.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement))
                    return report(d, "structured bindings outside blocks are");   // in blocks and range-for: SemaBindings
                if (d instanceof ICPPASTTemplateDeclaration t && !(t.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition)
                        && !(t.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration)
                        && !(t.getDeclaration() instanceof ICPPASTTemplateDeclaration)   // template<class T> template<class U> A<T>::f: the inner one
                        && !(t.getDeclaration() instanceof ICPPASTAliasDeclaration))   // alias templates: CDT's types (CdtTypes)
                    return report(d, "this kind of template is");
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTStatement s) {
                // try/catch: SemaExceptions
                if (s instanceof ICPPASTForStatement f && f.getConditionDeclaration() != null) return report(f.getConditionDeclaration(), "condition declarations in 'for' statements are");
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTExpression e) {
                if (e instanceof ICPPASTLambdaExpression) return PROCESS_CONTINUE;   // SemaLambda
                if (jcirc.frontend.sema.SemaTemporaries.isFunctionalCast(e)) return PROCESS_CONTINUE;   // T(a), S(a, b), S{a}: SemaTemporaries
                // dynamic_cast<T *>: SemaVirtual (a reference type is reported at its '&')
                // typeid: SemaRtti
                // throw: SemaExceptions
                // fold expressions and pack expansions among call arguments: SemaPacks
                if (e instanceof ICPPASTPackExpansionExpression && !(e.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression)
                        && !(e.getParent() instanceof ICPPASTInitializerList) && !(e.getParent() instanceof ICPPASTConstructorInitializer)
                        // _Index_tuple<_Indexes1...>: a non-type pack expanded among template arguments, CDT's types per instance
                        && !(e.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId))
                    return report(e, "parameter packs are");
                if (e instanceof ICPPASTNewExpression || e instanceof ICPPASTDeleteExpression) return PROCESS_CONTINUE;   // SemaCXX
                if (e instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call && jcirc.frontend.sema.SemaLambda.isClosureCall(call))
                    return PROCESS_CONTINUE;   // f(a) calling a lambda's operator() (SemaLambda)
                if (jcirc.frontend.sema.SemaSpecialMembers.isAssignmentCall(e)) return PROCESS_CONTINUE;   // a = b calling operator=
                if (jcirc.frontend.sema.SemaOverload.isOperatorCall(e)) return PROCESS_CONTINUE;   // a + b calling operator+ (SemaOverload)
                if (e instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference fr && !jcirc.frontend.sema.SemaOverload.arrowFunctions(fr).isEmpty())
                    return PROCESS_CONTINUE;   // p->m through operator->
                if (e instanceof org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner o && o.getImplicitNames().length > 0
                        && o.getImplicitNames()[0].resolveBinding() instanceof ICPPFunction f
                        // an implicitly declared special member of a class of this slice is trivial: a plain copy
                        && !(f instanceof ICPPMethod m && m.isImplicit())
                        // CDT's choice of an uninstantiated class template friend for enumerations: the builtin operator
                        && !(e instanceof org.eclipse.cdt.core.dom.ast.IASTBinaryExpression
                                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.uninstantiated(f)))
                    return report(e, "overloaded operators and implicit conversion functions are");
                return PROCESS_CONTINUE;
            }
        };
        for (IASTDeclaration d : decls) d.accept(v);
    }
}
