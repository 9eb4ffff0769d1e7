package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Calls of C++ constexpr functions whose evaluation CDT's interpreter gives up on (it stops after 1024 steps: a loop
 * of a hundred iterations, {@code fib(9)}), run over the function's body as clang's constant evaluator does:
 * <pre>
 *   constexpr int fib(int n) { return n &lt; 2 ? n : fib(n - 1) + fib(n - 2); }
 *   constexpr int sum(int n) { int s = 0; for (int i = 0; i &lt; n; ++i) s += i; return s; }
 *   static_assert(fib(20) == 6765);   int table[sum(100) % 7];   constexpr long k = sum(1000);
 * </pre>
 * Scalars only: parameters and locals of arithmetic type in a frame per call, the statements {@code return}, blocks,
 * declarations, expression statements (assignments, compound assignments, {@code ++}/{@code --} of locals), {@code if},
 * {@code for}, {@code while}, {@code do}, {@code switch}, {@code break}, {@code continue}; expressions are
 * {@link ConstEval}'s (which reads the frame's locals and calls back here for nested calls). Anything else — a member
 * function, a template instance, a pointer, an array, a write to anything but a local, a read of an uninitialized local —
 * makes the call no constant (null), as does exceeding clang's limits: 1,048,576 steps ({@code -fconstexpr-steps}) and
 * 512 nested calls ({@code -fconstexpr-depth}), or the thread's stack. Only bodies Sema has already analysed are run (a function is defined
 * before it is used in a constant expression), so every expression has its type.
 */
final class ConstexprInterpreter {
    static final int MAX_STEPS = 1_048_576;
    static final int MAX_DEPTH = 512;

    private final Sema sema;
    private final ConstEval consts;
    /** The locals of each active call, innermost first, by CDT's binding of their declarations. */
    private final ArrayDeque<Map<IBinding, Local>> frames = new ArrayDeque<>();
    private int steps;

    /** A local's type and value (null: declared without an initializer, not yet assigned). */
    private static final class Local {
        final CType type;
        ConstValue value;
        Local(CType type, ConstValue value) { this.type = type; this.value = value; }
    }

    /** Not a constant expression (the whole call gives null). */
    private static final class NotConstant extends RuntimeException {
        NotConstant() { super(null, null, false, false); }
    }

    private static final NotConstant NOT_CONSTANT = new NotConstant();

    ConstexprInterpreter(Sema sema, ConstEval consts) {
        this.sema = sema;
        this.consts = consts;
    }

    /** Is a call being interpreted? */
    boolean active() { return !frames.isEmpty(); }

    /**
     * The value of {@code id} when it names a local or parameter of the innermost call; a local of a function that is
     * not interpreted (or read before it has a value) ends the interpretation.
     */
    ConstValue local(IASTIdExpression id) {
        IBinding b = id.getName().resolveBinding();
        Local l = frames.peek().get(b);
        if (l != null) {
            if (l.value == null) throw NOT_CONSTANT;
            return l.value;
        }
        if (b instanceof ICPPParameter || (b instanceof IVariable v && !(v instanceof ICPPField) && isLocal(v))) throw NOT_CONSTANT;
        return null;
    }

    private static boolean isLocal(IVariable v) {
        try {
            return v.getScope() instanceof ICPPBlockScope || v.getScope() instanceof ICPPFunctionScope;
        } catch (DOMException e) {
            return true;
        }
    }

    /** {@code f(args)} of type {@code result}: its value, or null when it is no constant (or not interpreted). */
    ConstValue call(ICPPFunction f, IASTFunctionCallExpression call, CType result) {
        boolean outermost = frames.isEmpty();
        if (outermost) steps = 0;
        try {
            return run(f, call, result);
        } catch (NotConstant | ArithmeticException | ClassCastException | StackOverflowError e) {
            // (a thread with a small stack: in-process callers, the compile server's workers; the launcher gives 64 MB)
            if (!outermost) throw NOT_CONSTANT;
            returned = null;
            return null;
        }
    }

    private ConstValue run(ICPPFunction f, IASTFunctionCallExpression call, CType result) {
        if (frames.size() >= MAX_DEPTH || (f instanceof ICPPMethod m && !m.isStatic()) || f instanceof ICPPSpecialization
                || !(f instanceof ICPPInternalBinding ib) || !(definition(ib) instanceof IASTFunctionDefinition fd)
                || !(fd.getDeclarator() instanceof ICPPASTFunctionDeclarator decl) || decl.takesVarArgs()
                || !(fd.getBody() instanceof IASTCompoundStatement body) || !Types.isArithmetic(Types.unqual(result))) throw NOT_CONSTANT;
        if (!analysed(fd)) throw NOT_CONSTANT;
        ICPPASTParameterDeclaration[] params = decl.getParameters();
        IASTInitializerClause[] args = call.getArguments();
        if (params.length == 1 && args.length == 0 && params[0].getDeclarator().getName().toString().isEmpty()) params = new ICPPASTParameterDeclaration[0];   // f(void)
        Map<IBinding, Local> frame = new IdentityHashMap<>();
        for (int i = 0; i < params.length; i++) {
            IASTDeclarator pd = params[i].getDeclarator();
            IASTExpression arg = i < args.length && args[i] instanceof IASTExpression a ? a
                    : pd.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression d ? d : null;
            if (arg == null || !(pd.getName().resolveBinding() instanceof ICPPParameter p)) throw NOT_CONSTANT;
            CType pt = scalar(p.getType());
            frame.put(p, new Local(pt, value(arg, pt)));   // evaluated in the caller's frame
        }
        if (args.length > params.length) throw NOT_CONSTANT;
        frames.push(frame);
        try {
            Completion c = exec(body);
            if (c != Completion.RETURN) throw NOT_CONSTANT;   // flowing off the end
            ConstValue v = returned;
            returned = null;
            return ConstEval.convert(v, Types.unqual(result));
        } finally {
            frames.pop();
        }
    }

    /** Function bodies whose every expression Sema has typed. */
    private final java.util.Set<IASTFunctionDefinition> analysed = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    private boolean analysed(IASTFunctionDefinition fd) {
        if (analysed.contains(fd)) return true;
        boolean[] all = {true};
        fd.getBody().accept(new ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression e) {
                if (sema.typed(e)) return PROCESS_SKIP;   // its operands were typed with it
                all[0] = false;
                return PROCESS_ABORT;
            }
        });
        if (all[0]) analysed.add(fd);
        return all[0];
    }

    private static IASTNode definition(ICPPInternalBinding ib) {
        IASTNode n = ib.getDefinition();
        while (n != null && !(n instanceof IASTFunctionDefinition)) n = n.getParent();
        return n;
    }

    /** The arithmetic type of a parameter or local (CDT's), or no constant. */
    private CType scalar(IType t) {
        CType c = jcirc.frontend.cxx.CdtTypes.of(sema, t);
        if (c == null || !Types.isArithmetic(Types.unqual(c))) throw NOT_CONSTANT;
        return Types.unqual(c);
    }

    /** {@code e} converted to {@code t}: a constant, or no constant at all. */
    private ConstValue value(IASTExpression e, CType t) {
        ConstValue v = effect(e);
        ConstValue c = ConstEval.convert(v, t);
        if (c == null) throw NOT_CONSTANT;
        return c;
    }

    // ------------------------------------------------------------------ statements

    private enum Completion { NORMAL, BREAK, CONTINUE, RETURN }

    /** The value of the {@code return} that completed the innermost call. */
    private ConstValue returned;

    private void step() {
        if (++steps > MAX_STEPS) throw NOT_CONSTANT;
    }

    private Completion exec(IASTStatement s) {
        step();
        switch (s) {
            case IASTCompoundStatement b -> {
                for (IASTStatement x : b.getStatements()) {
                    Completion c = exec(x);
                    if (c != Completion.NORMAL) return c;
                }
                return Completion.NORMAL;
            }
            case IASTNullStatement n -> { return Completion.NORMAL; }
            case IASTExpressionStatement es -> {
                effect(es.getExpression());
                return Completion.NORMAL;
            }
            case IASTDeclarationStatement ds -> {
                declare(ds.getDeclaration());
                return Completion.NORMAL;
            }
            case IASTReturnStatement r -> {
                if (!(r.getReturnArgument() instanceof IASTExpression e)) throw NOT_CONSTANT;
                returned = effect(e);
                return Completion.RETURN;
            }
            case IASTBreakStatement b -> { return Completion.BREAK; }
            case IASTContinueStatement c -> { return Completion.CONTINUE; }
            case IASTIfStatement i -> {
                if (i instanceof ICPPASTIfStatement ci && (ci.getInitializerStatement() != null || ci.getConditionDeclaration() != null)) throw NOT_CONSTANT;
                if (truth(i.getConditionExpression())) return exec(i.getThenClause());
                return i.getElseClause() == null ? Completion.NORMAL : exec(i.getElseClause());
            }
            case IASTForStatement f -> {
                if (f instanceof ICPPASTForStatement cf && cf.getConditionDeclaration() != null) throw NOT_CONSTANT;
                if (f.getInitializerStatement() != null) exec(f.getInitializerStatement());
                while (f.getConditionExpression() == null || truth(f.getConditionExpression())) {
                    Completion c = exec(f.getBody());
                    if (c == Completion.BREAK) break;
                    if (c == Completion.RETURN) return c;
                    if (f.getIterationExpression() != null) effect(f.getIterationExpression());
                    step();
                }
                return Completion.NORMAL;
            }
            case IASTWhileStatement w -> {
                if (w instanceof ICPPASTWhileStatement cw && cw.getConditionDeclaration() != null) throw NOT_CONSTANT;
                while (truth(w.getCondition())) {
                    Completion c = exec(w.getBody());
                    if (c == Completion.BREAK) break;
                    if (c == Completion.RETURN) return c;
                    step();
                }
                return Completion.NORMAL;
            }
            case IASTDoStatement d -> {
                do {
                    Completion c = exec(d.getBody());
                    if (c == Completion.BREAK) break;
                    if (c == Completion.RETURN) return c;
                    step();
                } while (truth(d.getCondition()));
                return Completion.NORMAL;
            }
            case IASTSwitchStatement sw -> { return switchStatement(sw); }
            default -> throw NOT_CONSTANT;
        }
    }

    // switch (v) { case 1: ...; default: ... }: the statements from the matching label on (labels at the body's top level)
    private Completion switchStatement(IASTSwitchStatement sw) {
        if (sw instanceof ICPPASTSwitchStatement cs && (cs.getInitializerStatement() != null || cs.getControllerDeclaration() != null)
                || !(sw.getBody() instanceof IASTCompoundStatement body)) throw NOT_CONSTANT;
        ConstValue v = effect(sw.getControllerExpression());
        CType ct = Types.promote(Types.unqual(sema.rvalueType(sw.getControllerExpression())));
        if (!(ConstEval.convert(v, ct) instanceof ConstValue.IntVal key)) throw NOT_CONSTANT;
        IASTStatement[] stmts = body.getStatements();
        int start = -1, dflt = -1;
        for (int i = 0; i < stmts.length && start < 0; i++) {
            if (stmts[i] instanceof IASTCaseStatement c) {
                if (!(ConstEval.convert(consts.eval(c.getExpression()), ct) instanceof ConstValue.IntVal k)) throw NOT_CONSTANT;
                if (k.value() == key.value()) start = i;
            } else if (stmts[i] instanceof IASTDefaultStatement && dflt < 0) {
                dflt = i;
            }
        }
        if (start < 0) start = dflt;
        if (start < 0) return Completion.NORMAL;
        for (int i = start; i < stmts.length; i++) {
            if (stmts[i] instanceof IASTCaseStatement || stmts[i] instanceof IASTDefaultStatement) continue;
            Completion c = exec(stmts[i]);
            if (c == Completion.BREAK) return Completion.NORMAL;
            if (c != Completion.NORMAL) return c;
        }
        return Completion.NORMAL;
    }

    // int s = 0, t;  (a static or thread_local local is no constant)
    private void declare(IASTDeclaration d) {
        if (!(d instanceof IASTSimpleDeclaration sd)) throw NOT_CONSTANT;
        int sc = sd.getDeclSpecifier().getStorageClass();
        if (sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern || sd.getDeclSpecifier() instanceof ICPPASTDeclSpecifier c && c.isThreadLocal())
            throw NOT_CONSTANT;
        for (IASTDeclarator decl : sd.getDeclarators()) {
            if (!(decl.getName().resolveBinding() instanceof IVariable var) || decl.getPointerOperators().length > 0
                    || decl instanceof IASTArrayDeclarator || decl.getNestedDeclarator() != null) throw NOT_CONSTANT;
            CType t = scalar(var.getType());
            IASTExpression init = switch (decl.getInitializer()) {
                case null -> null;
                case IASTEqualsInitializer eq when eq.getInitializerClause() instanceof IASTExpression e -> e;
                case ICPPASTConstructorInitializer ci when ci.getArguments().length == 1 && ci.getArguments()[0] instanceof IASTExpression e -> e;
                case ICPPASTInitializerList il when il.getClauses().length == 1 && il.getClauses()[0] instanceof IASTExpression e -> e;
                case ICPPASTInitializerList il when il.getClauses().length == 0 -> null;
                default -> throw NOT_CONSTANT;
            };
            ConstValue v = init != null ? value(init, t)
                    : decl.getInitializer() != null ? ConstEval.convert(new ConstValue.IntVal(0, CType.INT), t) : null;   // int x{}; is zero
            frames.peek().put(var, new Local(t, v));
        }
    }

    private boolean truth(IASTExpression e) {
        return effect(e).truthy();
    }

    // ------------------------------------------------------------------ expressions with effects on locals

    /** {@code e}'s value, with its assignments and increments of locals done; no constant: the interpretation ends. */
    private ConstValue effect(IASTExpression e) {
        step();
        switch (e) {
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_bracketedPrimary -> { return effect(u.getOperand()); }
            case IASTUnaryExpression u when isIncrement(u.getOperator()) -> {
                Local l = target(u.getOperand());
                if (l.value == null) throw NOT_CONSTANT;
                int op = u.getOperator();
                boolean inc = op == IASTUnaryExpression.op_prefixIncr || op == IASTUnaryExpression.op_postFixIncr;
                ConstValue old = l.value;
                ConstValue one = new ConstValue.IntVal(1, CType.INT);
                ConstValue now = arithmetic(inc ? IASTBinaryExpression.op_plus : IASTBinaryExpression.op_minus, old, one, l.type, CType.INT);
                if (Types.isBool(l.type)) now = ConstEval.convert(new ConstValue.IntVal(inc ? 1 : 0, CType.INT), l.type);
                l.value = now;
                return op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_postFixDecr ? old : now;
            }
            case IASTBinaryExpression b when b.getOperator() == IASTBinaryExpression.op_assign -> {
                Local l = target(b.getOperand1());
                l.value = value(b.getOperand2(), l.type);
                return l.value;
            }
            case IASTBinaryExpression b when Sema.compoundBase(b.getOperator()) != b.getOperator() -> {
                Local l = target(b.getOperand1());
                if (l.value == null) throw NOT_CONSTANT;
                ConstValue r = effect(b.getOperand2());
                l.value = arithmetic(Sema.compoundBase(b.getOperator()), l.value, r, l.type, Types.unqual(sema.rvalueType(b.getOperand2())));
                return l.value;
            }
            case IASTExpressionList list -> {
                ConstValue v = null;
                for (IASTExpression x : list.getExpressions()) v = effect(x);
                if (v == null) throw NOT_CONSTANT;
                return v;
            }
            default -> {
                ConstValue v = consts.eval(e);
                if (v == null) throw NOT_CONSTANT;
                return v;
            }
        }
    }

    private static boolean isIncrement(int op) {
        return op == IASTUnaryExpression.op_prefixIncr || op == IASTUnaryExpression.op_prefixDecr
                || op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_postFixDecr;
    }

    /** {@code l op= r} for a local of type {@code lt}: computed in the usual arithmetic type, converted back. */
    private ConstValue arithmetic(int op, ConstValue l, ConstValue r, CType lt, CType rt) {
        boolean shift = op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight;
        CType common = shift ? Types.promote(lt) : Types.usualArithmetic(lt, rt);
        ConstValue v = consts.binary(op, l, r, lt, rt, common);
        ConstValue c = v == null ? null : ConstEval.convert(v, lt);
        if (c == null) throw NOT_CONSTANT;
        return c;
    }

    /** The local an assignment writes ({@code s}, {@code (s)}); anything else is no constant. */
    private Local target(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (!(e instanceof IASTIdExpression id)) throw NOT_CONSTANT;
        Local l = frames.peek().get(id.getName().resolveBinding());
        if (l == null) throw NOT_CONSTANT;
        return l;
    }
}
