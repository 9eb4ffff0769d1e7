package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTypeId;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFieldReference;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateNonTypeParameter;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalTypeId;

/**
 * A function template's return type written {@code decltype(e)} (leading or trailing), mangled from {@code e} as
 * written ([abi] {@code DT <expression> E}), not from CDT's evaluation of it, which loses what the mangling spells:
 * {@code decltype(::new((void*)0) T(std::declval<A>()...))} (std::construct_at) is
 * {@code DTgsnwcvPvLi0E_T_pispcl7declvalIT0_EEEE}; its evaluation keeps neither the placement nor the {@code ::}.
 * What the written form does not cover (a literal, a qualified name in a dependent class…) is mangled from that
 * subexpression's evaluation by the caller.
 */
final class DeclaredDecltype {
    /** The mangler's own productions this one writes into. */
    interface Host {
        StringBuilder out();
        void type(IType t);
        void templateParam(ICPPTemplateNonTypeParameter p);
        void evaluation(ICPPEvaluation ev);
    }

    private final Host host;

    DeclaredDecltype(Host host) { this.host = host; }

    /**
     * The operand of the declared {@code decltype(e)} return type of function template {@code tmpl} (the whole return
     * type: no pointer or reference declarator around it), else null.
     */
    static IASTExpression of(ICPPFunction tmpl) {
        if (!(tmpl instanceof ICPPInternalBinding ib)) return null;
        IASTNode n = ib.getDefinition();
        if (n == null && ib.getDeclarations() != null && ib.getDeclarations().length > 0) n = ib.getDeclarations()[0];
        while (n != null && !(n instanceof ICPPASTFunctionDeclarator)) n = n.getParent();
        if (!(n instanceof ICPPASTFunctionDeclarator fd)) return null;
        if (fd.getTrailingReturnType() != null) {
            IASTTypeId t = fd.getTrailingReturnType();
            IASTDeclarator d = t.getAbstractDeclarator();
            if (d != null && (d.getPointerOperators().length > 0 || d.getNestedDeclarator() != null)) return null;
            return decltypeOperand(t.getDeclSpecifier());
        }
        if (fd.getPointerOperators().length > 0) return null;
        IASTNode owner = fd;
        while (owner instanceof IASTDeclarator) owner = owner.getParent();
        IASTDeclSpecifier spec = owner instanceof IASTFunctionDefinition d ? d.getDeclSpecifier()
                : owner instanceof IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null;
        return decltypeOperand(spec);
    }

    private static IASTExpression decltypeOperand(IASTDeclSpecifier spec) {
        if (!(spec instanceof ICPPASTSimpleDeclSpecifier ss) || ss.getType() != ICPPASTSimpleDeclSpecifier.t_decltype
                || ss.isConst() || ss.isVolatile()) return null;
        return ss.getDeclTypeExpression() instanceof IASTExpression e ? e : null;
    }

    // <expression> of the source: operators, casts, new, calls, pack expansions, names; the rest from its evaluation
    void expression(IASTExpression e) {
        StringBuilder out = host.out();
        switch (e) {
            // (e): the parentheses are not mangled
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_bracketedPrimary -> expression(u.getOperand());
            // [::] new (placement) T(args): [gs] nw <expression>* _ <type> (pi <expression>* E | E)
            case ICPPASTNewExpression n when !n.isArrayAllocation() -> {
                if (n.isGlobal()) out.append("gs");
                out.append("nw");
                for (IASTInitializerClause p : n.getPlacementArguments() == null ? new IASTInitializerClause[0] : n.getPlacementArguments())
                    clause(p);
                out.append('_');
                host.type(CPPVisitor.createType(n.getTypeId()));
                IASTInitializer init = n.getInitializer();
                if (init == null) out.append('E');
                else if (init instanceof ICPPASTConstructorInitializer ci) {
                    out.append("pi");
                    for (IASTInitializerClause a : ci.getArguments()) clause(a);
                    out.append('E');
                } else throw new ItaniumMangler.Unsupported("mangling of a braced new-initializer");
            }
            // (T)e, static_cast<T>(e), …: cv | sc | dc | rc | cc <type> <expression>
            case IASTCastExpression c -> {
                out.append(switch (c.getOperator()) {
                    case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_static_cast -> "sc";
                    case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_dynamic_cast -> "dc";
                    case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_reinterpret_cast -> "rc";
                    case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_const_cast -> "cc";
                    default -> "cv";
                });
                host.type(CPPVisitor.createType(c.getTypeId()));
                expression(c.getOperand());
            }
            // T(a): cv <type> <expression>; T() and T(a, b): cv <type> _ <expression>* E
            case ICPPASTSimpleTypeConstructorExpression s when s.getInitializer() instanceof ICPPASTConstructorInitializer ci
                    && s.getEvaluation() instanceof EvalTypeId tid -> conversion(tid.getInputType(), ci.getArguments());
            case ICPPASTFunctionCallExpression call when call.getFunctionNameExpression() instanceof IASTIdExpression id
                    && id.getName().resolveBinding() instanceof IType t -> conversion(t, call.getArguments());
            // e...: sp <expression>
            case ICPPASTPackExpansionExpression p -> {
                out.append("sp");
                expression(p.getPattern());
            }
            // f(args): cl <expression> <expression>* E
            case ICPPASTFunctionCallExpression call -> {
                out.append("cl");
                expression(call.getFunctionNameExpression());
                for (IASTInitializerClause a : call.getArguments()) clause(a);
                out.append('E');
            }
            // a.m, p->m: dt | pt <expression> <unresolved-name>
            case ICPPASTFieldReference f when !f.isTemplate() || f.getFieldName() instanceof ICPPASTTemplateId -> {
                out.append(f.isPointerDereference() ? "pt" : "dt");
                expression(f.getFieldOwner());
                simpleId(f.getFieldName());
            }
            case IASTIdExpression id when name(id) -> { }
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression b when OperatorCodes.binary(b.getOperator()) != null -> {
                out.append(OperatorCodes.binary(b.getOperator()));
                expression(b.getOperand1());
                expression(b.getOperand2());
            }
            case IASTUnaryExpression u when OperatorCodes.unary(u.getOperator()) != null -> {
                out.append(OperatorCodes.unary(u.getOperator()));
                expression(u.getOperand());
            }
            case ICPPASTExpression x -> host.evaluation(x.getEvaluation());
            default -> throw new ItaniumMangler.Unsupported("mangling of expression '" + e.getRawSignature() + "'");
        }
    }

    private void conversion(IType t, IASTInitializerClause[] args) {
        StringBuilder out = host.out();
        out.append("cv");
        host.type(t);
        if (args.length == 1) { clause(args[0]); return; }
        out.append('_');
        for (IASTInitializerClause a : args) clause(a);
        out.append('E');
    }

    private void clause(IASTInitializerClause c) {
        if (c instanceof IASTExpression e) expression(e);
        else throw new ItaniumMangler.Unsupported("mangling of a braced argument");
    }

    /**
     * A name in an expression: a function parameter ({@code fp_}, {@code fp0_}…), a non-type template parameter
     * ({@code T_}), a function or overload set as its simple id (g++ writes {@code std::declval<A>()}'s callee as
     * {@code 7declvalIT0_E}); false for the rest (left to the evaluation).
     */
    private boolean name(IASTIdExpression id) {
        IASTName n = id.getName();
        IASTName last = n.getLastName();
        IBinding b = last.resolveBinding();
        if (b instanceof ICPPParameter p && !(n instanceof ICPPASTQualifiedName)
                && p instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPParameter cp) {
            int pos = cp.getParameterPosition();
            host.out().append("fp");
            if (pos > 0) host.out().append(pos - 1);
            host.out().append('_');
            return true;
        }
        if (b instanceof ICPPTemplateNonTypeParameter tp) { host.templateParam(tp); return true; }
        if (b instanceof ICPPFunction && !dependentQualifier(n)) { simpleId(last); return true; }
        return false;
    }

    private static boolean dependentQualifier(IASTName n) {
        if (!(n instanceof ICPPASTQualifiedName q)) return false;
        for (var s : q.getQualifier()) {
            if (s instanceof IASTName qn && !(qn.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace)) return true;
        }
        return false;
    }

    /** {@code <simple-id> ::= <source-name> [<template-args>]}: the arguments as written (types; expressions as X…E). */
    private void simpleId(IASTName n) {
        StringBuilder out = host.out();
        IASTName last = n.getLastName();
        String id = last instanceof ICPPASTTemplateId t ? new String(t.getTemplateName().getSimpleID()) : new String(last.getSimpleID());
        out.append(id.length()).append(id);
        if (!(last instanceof ICPPASTTemplateId t)) return;
        out.append('I');
        for (IASTNode a : t.getTemplateArguments()) {
            if (a instanceof IASTTypeId tid) host.type(CPPVisitor.createType(tid));
            else if (a instanceof ICPPASTExpression x) {
                out.append('X');
                expression(x);
                out.append('E');
            } else throw new ItaniumMangler.Unsupported("mangling of template argument '" + a.getRawSignature() + "'");
        }
        out.append('E');
    }
}
