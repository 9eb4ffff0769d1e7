package org.eclipse.cdt.internal.core.dom.parser.cpp;

import org.eclipse.cdt.core.dom.ast.IASTBinaryTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeId;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeId;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNodeFactory;
import org.eclipse.cdt.core.dom.parser.cpp.ICPPParserExtensionConfiguration;
import org.eclipse.cdt.core.index.IIndex;
import org.eclipse.cdt.core.parser.IParserLogService;
import org.eclipse.cdt.core.parser.IScanner;
import org.eclipse.cdt.core.parser.ParserMode;
import org.eclipse.cdt.internal.core.dom.parser.IASTAmbiguousExpression;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.AssignableTraits;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ConstructibleTraits;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.UnaryTraits;

/**
 * The C++ parser jcirc runs: CDT's, whose node factory makes {@code __is_assignable(T, U)},
 * {@code __is_nothrow_assignable} and {@code __is_trivially_assignable} expressions evaluate through
 * {@link AssignableTraits} (CDT leaves their value unknown), and {@code __is_constructible(T, Args...)},
 * {@code __is_nothrow_constructible} and {@code __is_trivially_constructible} through {@link ConstructibleTraits};
 * whose structured bindings' names have their referenced types ({@link StructuredBindingNames}); and whose names
 * deduce class template arguments ({@link DeducingName}).
 */
public final class TypeTraitNodes extends CPPNodeFactory {
    private static final TypeTraitNodes INSTANCE = new TypeTraitNodes();

    /** CDT's GNU C++ parser with this node factory. */
    public static GNUCPPSourceParser parser(IScanner scanner, ParserMode mode, IParserLogService log,
            ICPPParserExtensionConfiguration config, IIndex index) {
        return new GNUCPPSourceParser(scanner, mode, log, config, index) {
            @Override protected ICPPNodeFactory getNodeFactory() { return INSTANCE; }

            // before any name is resolved: alias template instantiations cached apart for packs and plain parameters
            @Override protected void setupTranslationUnit() throws org.eclipse.cdt.core.dom.ast.DOMException {
                super.setupTranslationUnit();
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.PackAwareInstantiationCache.install(translationUnit);
                org.eclipse.cdt.internal.core.dom.parser.MemberPointerSizes.install(translationUnit);   // sizeof(void (C::*)())
            }

            @Override
            protected IASTAmbiguousExpression createAmbiguousCastVsFunctionCallExpression(IASTCastExpression cast,
                    IASTFunctionCallExpression call) {
                unparenthesizeQualifiedCallee(call);
                return super.createAmbiguousCastVsFunctionCallExpression(cast, call);
            }
        };
    }

    /**
     * {@code (N::f)(args)}, the call alternative of CDT's cast-versus-call ambiguity: a parenthesized qualified function
     * name calls what {@code N::f(args)} calls (a qualified name has no argument-dependent lookup to suppress,
     * [basic.lookup.argdep]/1), so the call is given the name itself and Sema and CIRGen see an ordinary call, its
     * reference parameters and overloads included ({@code (std::max)(size(), __n)} in {@code <vector>}, written so to
     * escape a {@code max} macro). An unqualified {@code (f)(args)} stays as written: its parentheses suppress ADL.
     */
    static void unparenthesizeQualifiedCallee(IASTFunctionCallExpression call) {
        IASTExpression e = call.getFunctionNameExpression(), x = e;
        while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary
                && u.getOperand() != null) x = u.getOperand();
        if (x != e && x instanceof IASTIdExpression id && id.getName() instanceof ICPPASTQualifiedName) call.setFunctionNameExpression(x);
    }

    /** {@code auto &[a, b] = e;}: names whose variables have the bindings' referenced types (StructuredBindingNames). */
    @Override
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration newStructuredBindingDeclaration(
            org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier spec, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator.RefQualifier ref,
            org.eclipse.cdt.core.dom.ast.IASTName[] names, org.eclipse.cdt.core.dom.ast.IASTInitializer init) {
        return super.newStructuredBindingDeclaration(spec, ref, StructuredBindingNames.of(names), init);
    }

    // names that deduce class template arguments from an initializer (DeducingName)
    @Override public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTName newName(char[] name) { return new DeducingName(name); }

    /** Integer literals typed by their values ({@link IntegerLiteralTypes}). */
    @Override
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLiteralExpression newLiteralExpression(int kind, String rep) {
        return kind == org.eclipse.cdt.core.dom.ast.IASTLiteralExpression.lk_integer_constant ? new IntegerLiteralTypes(kind, rep) : super.newLiteralExpression(kind, rep);
    }

    @Override
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLiteralExpression newLiteralExpression(int kind, String rep, char[] suffix) {
        return kind == org.eclipse.cdt.core.dom.ast.IASTLiteralExpression.lk_integer_constant ? new IntegerLiteralTypes(kind, rep.toCharArray(), suffix)
                : super.newLiteralExpression(kind, rep, suffix);
    }

    @Override
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLiteralExpression newLiteralExpression(int kind, String rep, boolean char8) {
        return kind == org.eclipse.cdt.core.dom.ast.IASTLiteralExpression.lk_integer_constant ? new IntegerLiteralTypes(kind, rep.toCharArray(), char8)
                : super.newLiteralExpression(kind, rep, char8);
    }

    @Override public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTName newName(String name) { return new DeducingName(name.toCharArray()); }

    @Override
    public IASTExpression newBinaryTypeIdExpression(IASTBinaryTypeIdExpression.Operator op, IASTTypeId t1, IASTTypeId t2) {
        return AssignableTraits.handles(op) ? new Assignable(op, t1, t2) : super.newBinaryTypeIdExpression(op, t1, t2);
    }

    @Override
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeIdExpression newTypeIdExpression(int op, org.eclipse.cdt.core.dom.ast.IASTTypeId t) {
        return UnaryTraits.handles(op) ? new UnaryTrait(op, t) : super.newTypeIdExpression(op, t);
    }

    @Override
    public ICPPASTNaryTypeIdExpression newNaryTypeIdExpression(ICPPASTNaryTypeIdExpression.Operator op, ICPPASTTypeId[] operands) {
        return new Constructible(op, operands);
    }

    /** {@code __is_constructible(T, Args...)} and its nothrow/trivial forms. */
    private static final class Constructible extends CPPASTNaryTypeIdExpression {
        private ICPPEvaluation evaluation;

        Constructible(ICPPASTNaryTypeIdExpression.Operator op, ICPPASTTypeId[] operands) { super(op, operands); }

        @Override
        public ICPPEvaluation getEvaluation() {
            if (evaluation == null) {
                ICPPASTTypeId[] ops = getOperands();
                IType[] types = new IType[ops.length];
                for (int i = 0; i < ops.length; i++) {
                    types[i] = CPPVisitor.createType(ops[i]);
                    if (types[i] == null) return evaluation = EvalFixed.INCOMPLETE;
                }
                evaluation = new ConstructibleTraits(getOperator(), types, this);
            }
            return evaluation;
        }

        @Override
        public ICPPASTNaryTypeIdExpression copy(CopyStyle style) {
            ICPPASTTypeId[] ops = getOperands();
            ICPPASTTypeId[] copies = new ICPPASTTypeId[ops.length];
            for (int i = 0; i < ops.length; i++) copies[i] = ops[i].copy(style);
            return copy(new Constructible(getOperator(), copies), style);
        }
    }

    /** {@code __has_trivial_destructor(T)} (UnaryTraits). */
    private static final class UnaryTrait extends CPPASTTypeIdExpression {
        private ICPPEvaluation evaluation;

        UnaryTrait(int op, org.eclipse.cdt.core.dom.ast.IASTTypeId t) { super(op, t); }

        @Override
        public ICPPEvaluation getEvaluation() {
            if (evaluation == null) {
                IType t = getTypeId() == null ? null : CPPVisitor.createType(getTypeId());
                evaluation = t == null ? EvalFixed.INCOMPLETE : new UnaryTraits(getOperator(), t, this);
            }
            return evaluation;
        }

        @Override
        public CPPASTTypeIdExpression copy(CopyStyle style) {
            return copy(new UnaryTrait(getOperator(), getTypeId() == null ? null : getTypeId().copy(style)), style);
        }
    }

    /** {@code __is_assignable(T, U)} and its nothrow/trivial forms. */
    private static final class Assignable extends CPPASTBinaryTypeIdExpression {
        private ICPPEvaluation evaluation;

        Assignable(IASTBinaryTypeIdExpression.Operator op, IASTTypeId t1, IASTTypeId t2) { super(op, t1, t2); }

        @Override
        public ICPPEvaluation getEvaluation() {
            if (evaluation == null) {
                IType t1 = getOperand1() == null ? null : CPPVisitor.createType(getOperand1());
                IType t2 = getOperand2() == null ? null : CPPVisitor.createType(getOperand2());
                evaluation = t1 == null || t2 == null ? EvalFixed.INCOMPLETE : new AssignableTraits(getOperator(), t1, t2, this);
            }
            return evaluation;
        }

        @Override
        public CPPASTBinaryTypeIdExpression copy(CopyStyle style) {
            Assignable copy = new Assignable(getOperator(), getOperand1() == null ? null : getOperand1().copy(style),
                    getOperand2() == null ? null : getOperand2().copy(style));
            return copy(copy, style);
        }
    }
}
