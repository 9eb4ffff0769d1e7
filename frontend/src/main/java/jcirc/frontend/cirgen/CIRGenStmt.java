package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Statements: structured control flow as cir.scope / cir.if / cir.loop / cir.switch. */
final class CIRGenStmt {
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;

    CIRGenStmt(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
    }

    /** Statements of a block, in the current sema scope and insertion block. */
    void emitCompoundBody(IASTStatement[] stmts) {
        cgf.localLabelScopes.push(new java.util.HashMap<>());
        cgf.cleanups.pushScope(stmts.length == 0 ? null : stmts[0].getParent());
        try {
            emitStatements(stmts);
        } finally {
            cgf.cleanups.popScope();
            cgf.localLabelScopes.pop();
        }
    }

    /** Emits the labels {@code L1: L2: stmt} starts with; returns {@code stmt} (not emitted). */
    IASTStatement emitLeadingLabels(IASTStatement s) {
        while (s instanceof IASTLabelStatement l) {
            emitLabelHead(l);
            s = l.getNestedStatement();
        }
        return s;
    }

    /** After a terminator: a fresh (unreachable) block to emit into. */
    void ensureReachableBlock() {
        if (!b.blockTerminated()) return;
        Block fresh = new Block();
        b.insertionBlock().parent().addBlock(fresh);
        b.setInsertionPointToEnd(fresh);
    }

    void emitStatements(IASTStatement[] stmts) {
        for (int i = 0; i < stmts.length; i++) {
            IASTStatement s = stmts[i];
            if (b.blockTerminated()) {
                // unreachable code (its declarations still declare: a goto may jump past them)
                if (!containsLabel(s) && !(s instanceof IASTDeclarationStatement)) {
                    new DeadCode(cgf.sema).check(s);   // no code, but names resolved and expressions typed
                    continue;
                }
                // a label nested in unreachable code (goto into a block): emit into a fresh, unreachable block
                if (!(s instanceof IASTLabelStatement || s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement)) {
                    Block fresh = new Block();
                    b.insertionBlock().parent().addBlock(fresh);
                    b.setInsertionPointToEnd(fresh);
                }
            }
            // if (c) case N: S  -- CDT leaves S (and labels before it) as the next siblings
            int absorbed = DanglingCaseLabels.absorbedCount(stmts, i);
            if (absorbed > 0) {
                labelledBy.put(DanglingCaseLabels.trailingLabel(s), java.util.Arrays.copyOfRange(stmts, i + 1, i + 1 + absorbed));
                i += absorbed;
            }
            emit(s);
        }
    }

    /** Statements that CDT left after a dangling case label (DanglingCaseLabels), emitted right after it. */
    private final Map<IASTStatement, IASTStatement[]> labelledBy = new java.util.IdentityHashMap<>();

    private void emitLabelled(IASTStatement label) {
        IASTStatement[] rest = labelledBy.remove(label);
        if (rest != null) emitStatements(rest);
    }

    private static boolean containsLabel(IASTNode s) {
        if (s instanceof IASTLabelStatement || s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) return true;
        if (s instanceof IASTExpression || s instanceof IASTDeclaration) return false;
        for (IASTNode c : s.getChildren()) if (containsLabel(c)) return true;
        return false;
    }

    /**
     * A local class's member functions ({@code struct S { S() {…} }} in a body): functions of their own, generated as
     * the hoisted members of a namespace-scope class are, but at once: the class is named only in its block.
     */
    private void localClassMembers(IASTSimpleDeclaration sd) {
        if (!(sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs)) return;
        List<org.eclipse.cdt.core.dom.ast.IASTDeclaration> members = new ArrayList<>();
        jcirc.frontend.cxx.CxxClasses.memberDefinitions(cs, members);
        var sema = cgf.sema;
        String savedName = sema.currentFunctionName;
        var savedLabels = sema.labelAddressName;
        try {
            for (var m : members) {
                if (!(m instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd) || jcirc.frontend.cxx.ClassTraits.emitsNothing(fd)) continue;
                cgf.cgm.emitGuarded(fd, () -> {
                    CIRGenFunction g = new CIRGenFunction(cgf.cgm);
                    g.mayDefer = false;   // now, while the local class is in scope (a later use would not find its tag)
                    g.emitFunction(fd);
                });
            }
        } finally {
            sema.currentFunctionName = savedName;
            sema.labelAddressName = savedLabels;
        }
    }

    void emit(IASTStatement s) {
        b.setLocation(cgf.cgm.location(s));
        switch (s) {
            case IASTCompoundStatement cs -> scoped(() -> emitCompoundBody(cs.getStatements()));
            case IASTDeclarationStatement ds -> {
                IASTDeclaration d = ds.getDeclaration();
                if (d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration sb) new CIRGenBindings(cgf).emit(sb);   // C++17
                else if (d instanceof IASTSimpleDeclaration sd && jcirc.frontend.sema.Sema.isLocalLabelDeclaration(sd)) {
                    // __label__ out;  -- a label local to this block (unique name in cir)
                    for (IASTDeclarator dd : sd.getDeclarators()) cgf.declareLocalLabel(dd.getName().toString());
                } else if (d instanceof IASTSimpleDeclaration sd) {
                    cgf.decl.emitLocalDeclaration(sd);
                    if (cgf.sema.cxx != null) localClassMembers(sd);
                } else if (d instanceof IASTASMDeclaration asm) new CIRGenAsm(cgf).emit(asm);
                else if (d instanceof IASTFunctionDefinition fd) cgf.nested.emitDefinition(fd);   // GNU nested function
                else if (!jcirc.frontend.sema.CxxStaticAssert.emitsNothing(cgf.sema, d)) cgf.sema.error(d, "unsupported declaration in a block");
            }
            case IASTExpressionStatement es -> cgf.temps.full(es, () -> cgf.expr.emitIgnored(es.getExpression()));   // C++: a full-expression
            case IASTNullStatement n -> { }
            case IASTReturnStatement r -> cgf.temps.full(r, () -> emitReturn(r));
            case IASTStatement cs when CIRGenConditions.applies(cs) -> new CIRGenConditions(cgf).emit(cs);   // C++: init-statements, condition declarations
            case IASTIfStatement is -> emitIf(is);
            case IASTWhileStatement ws -> emitLoop("while", null, ws.getCondition(), null, ws.getBody());
            case IASTDoStatement ds -> emitLoop("dowhile", null, ds.getCondition(), null, ds.getBody());
            case IASTForStatement fs -> {
                cgf.sema.symbols.push(Scope.Kind.BLOCK);
                try {
                    region1(CirOps.ScopeOp.NAME, () -> {
                        cgf.cleanups.pushScope(fs);   // C++: objects of the for-init-statement die after the loop
                        if (fs.getInitializerStatement() != null) emit(fs.getInitializerStatement());
                        emitLoop("for", null, fs.getConditionExpression(), fs.getIterationExpression(), fs.getBody());
                        cgf.cleanups.popScope();
                    });
                } finally {
                    cgf.sema.symbols.pop();
                }
            }
            case IASTBreakStatement br -> {
                if (cgf.breakTargets.isEmpty()) return;   // rejected by Sema (SemaWalk)
                cgf.cleanups.beforeBreak();
                if (cgf.breakTargets.peek().startsWith("goto:")) gotoLabel(cgf.breakTargets.peek().substring(5));
                else b.yield("break", List.of());
            }
            case IASTContinueStatement c -> {
                if (!cgf.breakTargets.contains("loop")) return;   // rejected by Sema
                cgf.cleanups.beforeContinue();
                b.yield("continue", List.of());
            }
            case IASTSwitchStatement sw -> emitSwitch(sw);
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement rf -> new CIRGenRangeFor(cgf).emit(rf);   // C++
            case IASTCaseStatement c -> {
                if (gotoCaseLabels.containsKey(c)) placeLabel(gotoCaseLabels.get(c));   // else rejected by Sema
                emitLabelled(c);
            }
            case IASTDefaultStatement d -> {
                if (gotoCaseLabels.containsKey(d)) placeLabel(gotoCaseLabels.get(d));   // else rejected by Sema
                emitLabelled(d);
            }
            case IASTLabelStatement l -> emitLabel(l);
            case IASTGotoStatement g -> emitGoto(g);
            case org.eclipse.cdt.core.dom.ast.gnu.IGNUASTGotoStatement g -> emitIndirectGoto(g);
            case IASTProblemStatement p -> { }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTryBlockStatement t when cgf.sema.cxx != null -> new CIRGenExceptions(cgf).emitTry(t);   // C++
            default -> cgf.sema.error(s, "unsupported statement");
        }
    }

    /** An op with one region holding {@code body}, terminated by a plain cir.yield when it falls through. */
    private Operation region1(String opName, Runnable body) {
        Operation op = b.create(opName, List.of(), List.of(), Map.of(), 1);
        fill(op.region(0), body, null);
        return op;
    }

    /** Builds a region; if its last block falls through, terminates it with cir.yield (of {@code kind}). */
    void fill(Region r, Runnable body, String fallthroughKind) {
        b.buildRegion(r, () -> {
            body.run();
            if (!b.blockTerminated()) b.yield(fallthroughKind, List.of());
        });
    }

    void scoped(Runnable body) {
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            region1(CirOps.ScopeOp.NAME, () -> withVlaScope(body));
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    /** Runs a block's body; if it allocated VLAs, the stack pointer saved before the first is restored at its end. */
    private void withVlaScope(Runnable body) {
        Value[] save = new Value[1];
        cgf.vlaStackSaves.push(save);
        try {
            body.run();
        } finally {
            cgf.vlaStackSaves.pop();
        }
        // cir.stack_restore %sp : !cir.ptr<!u8i>
        if (save[0] != null && !b.blockTerminated()) CirOps.StackRestoreOp.create(b, save[0]);
    }

    private void emitReturn(IASTReturnStatement r) {
        IASTExpression e = r.getReturnValue();
        CType rt = cgf.returnType;
        if (e == null) {
            cgf.cleanups.beforeReturn();
            if (Types.isVoid(rt)) b.ret(null); else cgf.emitImplicitReturn();
            return;
        }
        if (Types.isVoid(rt)) {
            cgf.expr.emitIgnored(e);
            cgf.cleanups.beforeReturn();
            b.ret(null);
            return;
        }
        if (cgf.sema.cxx != null && cgf.sema.cxx.temps.returnInit(e) instanceof jcirc.frontend.sema.SemaTemporaries.ReturnInit ri) {
            cgf.temps.emitReturn(e, ri);   // C++: built in (or copied into) the sret result object
            return;
        }
        // ABI: struct results are returned from their memory (CIRGenFunction.emitReturnFromAddress)
        if (Types.isRecord(rt)) {
            Value addr = jcirc.frontend.sema.SemaMemberPointers.is(rt) ? cgf.memberPointers.materialize(e, rt)   // C++: return nullptr; converted
                    : cgf.expr.readableAddr(e);
            if (!cgf.cleanups.isEmpty()) {
                // the value is copied out before the cleanups run
                Value tmp = cgf.alloca(rt, "retval.tmp", false, 0);
                CirOps.CopyOp.create(b, addr, tmp);
                addr = tmp;
            }
            cgf.cleanups.beforeReturn();
            cgf.emitReturnFromAddress(addr);
            return;
        }
        Value v = cgf.sema.cxx != null && cgf.sema.cxx.binding(e) != null ? cgf.cxxClass.bindReference(e)   // C++: T& f() returns &x
                : cgf.expr.emitConverted(e, cgf.expr.convertedType(e));   // to the return type, as Sema decided
        cgf.cleanups.beforeReturn();
        cgf.emitReturnValue(v);
    }

    private void emitIf(IASTIfStatement is) {
        if (emitConstexprIf(is)) return;
        emitIfOn(is, cgf.temps.full(is.getConditionExpression(), () -> cgf.expr.emitBool(is.getConditionExpression())));
    }

    /**
     * {@code if constexpr (sizeof...(ts) == 0) return t; else return t + sum(ts...);}: only the branch Sema selected,
     * in a cir.scope of its own (the condition is a constant and emits nothing). False for other ifs.
     */
    boolean emitConstexprIf(IASTIfStatement is) {
        Boolean taken = cgf.sema.results.constexprIf(is);
        if (taken == null) return false;
        IASTStatement branch = taken ? is.getThenClause() : is.getElseClause();
        if (branch != null) {
            Operation scope = CirOps.ScopeOp.create(b, List.of()).op();
            fill(scope.region(0), () -> substatement(branch), null);
        }
        return true;
    }

    /** cir.if on the condition {@code c} with the statement's branches. */
    void emitIfOn(IASTIfStatement is, Value c) {
        Operation op = CirOps.IfOp.create(b, c).op();
        fill(op.region(0), () -> substatement(is.getThenClause()), null);
        if (is.getElseClause() != null) fill(op.region(1), () -> substatement(is.getElseClause()), null);
    }

    /** A sub-statement of a selection/iteration statement is its own block scope. */
    void substatement(IASTStatement s) {
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            if (s instanceof IASTCompoundStatement cs) withVlaScope(() -> emitCompoundBody(cs.getStatements()));
            else emit(s);
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    private void emitLoop(String kind, IASTStatement init, IASTExpression cond, IASTExpression step, IASTStatement body) {
        Operation loop = CirOps.LoopOp.create(b, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, kind))).op();
        // cond region: cir.yield continue to run the body, plain cir.yield to leave the loop
        b.buildRegion(loop.region(0), () -> {
            if (cond == null) {
                b.yield("continue", List.of());
                return;
            }
            b.loopCondition(loop.region(0), cgf.temps.full(cond, () -> cgf.expr.emitBool(cond)));
        });
        fill(loop.region(1), () -> { if (step != null) cgf.temps.full(step, () -> cgf.expr.emitIgnored(step)); }, null);
        cgf.breakTargets.push("loop");
        cgf.cleanups.enterBreakable(true);
        try {
            fill(loop.region(2), () -> substatement(body), null);
        } finally {
            cgf.cleanups.leaveBreakable(true);
            cgf.breakTargets.pop();
        }
    }

    private void emitSwitch(IASTSwitchStatement sw) {
        IASTExpression ce = sw.getControllerExpression();
        emitSwitchOn(sw, cgf.sema.rvalueType(ce), pt -> cgf.expr.emitConverted(ce, pt));
    }

    /** A switch on a controller of type {@code ct}, whose value {@code controller} emits converted to the promoted type. */
    void emitSwitchOn(IASTSwitchStatement sw, CType ct, java.util.function.Function<CType, Value> controller) {
        if (!Types.isInteger(ct)) return;   // rejected by Sema
        CType pt = Types.promote(ct);
        jcirc.frontend.sema.SwitchLabels.check(cgf.sema, sw, pt);   // duplicate case values, several defaults
        Value cond = cgf.temps.full(() -> controller.apply(pt));
        Type cirT = cgf.cir(pt);
        IASTStatement body = sw.getBody();
        IASTStatement[] stmts = body instanceof IASTCompoundStatement cs ? cs.getStatements() : new IASTStatement[] {body};
        if (hasNestedCaseLabel(stmts)) {
            emitSwitchWithGotos(sw, cond, pt, cirT, stmts);
            return;
        }
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            emitSwitchRegions(cond, pt, cirT, stmts);
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    // switch (x) { case 1: A; case 2: B; break; default: C; }
    //   ->  cir.switch (%x) [case(equal, [1]) {A; cir.yield fallthrough}, case(equal, [2]) {B; cir.yield break}, case(default, []) {...}]
    private void emitSwitchRegions(Value cond, CType pt, Type cirT, IASTStatement[] stmts) {
        // group statements into case regions
        List<List<Attribute>> caseValues = new ArrayList<>();
        List<Boolean> isDefault = new ArrayList<>();
        List<List<IASTStatement>> regions = new ArrayList<>();
        List<Boolean> isRange = new ArrayList<>();
        boolean lastWasLabel = false;
        for (IASTStatement s : stmts) {
            if (s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) {
                // GNU `case lo ... hi:` gets a region of its own (an empty region before it falls through)
                boolean range = s instanceof IASTCaseStatement rc && rc.getExpression() instanceof IASTBinaryExpression be
                        && be.getOperator() == IASTBinaryExpression.op_ellipses;
                if (range && emptyRange((IASTBinaryExpression) ((IASTCaseStatement) s).getExpression(), pt)) {
                    // GNU `case 'z' ... 'a':` matches nothing (Sema's SwitchLabels warns): the label adds no case, and its
                    // code stays in the region it falls through from (before the first label: never reached)
                    continue;
                }
                if (!lastWasLabel || regions.isEmpty() || isDefault.get(isDefault.size() - 1) || s instanceof IASTDefaultStatement
                        || range || isRange.get(isRange.size() - 1)) {
                    caseValues.add(new ArrayList<>());
                    isDefault.add(s instanceof IASTDefaultStatement);
                    isRange.add(range);
                    regions.add(new ArrayList<>());
                }
                if (range) {
                    IASTBinaryExpression be = (IASTBinaryExpression) ((IASTCaseStatement) s).getExpression();
                    java.math.BigInteger lo = caseValue(be.getOperand1(), pt), hi = caseValue(be.getOperand2(), pt);
                    if (lo != null && hi != null) {
                        caseValues.get(caseValues.size() - 1).add(new CirAttrs.IntAttr(lo, cirT));
                        caseValues.get(caseValues.size() - 1).add(new CirAttrs.IntAttr(hi, cirT));
                    }
                } else if (s instanceof IASTCaseStatement c) {
                    ConstValue v = cgf.sema.consts.eval(c.getExpression());
                    if (!(v instanceof ConstValue.IntVal iv)) {
                        cgf.sema.error(c.getExpression(), "expression is not an integer constant expression");
                    } else {
                        java.math.BigInteger x = ((ConstValue.IntVal) jcirc.frontend.sema.ConstEval.convert(iv, pt)).exact();
                        caseValues.get(caseValues.size() - 1).add(new CirAttrs.IntAttr(x, cirT));
                    }
                }
                lastWasLabel = true;
                continue;
            }
            lastWasLabel = false;
            if (regions.isEmpty()) {
                // code before the first label never runs, but its declarations are in scope for the whole body
                if (s instanceof IASTDeclarationStatement) emit(s);
                continue;
            }
            regions.get(regions.size() - 1).add(s);
        }
        List<Attribute> cases = new ArrayList<>();
        for (int i = 0; i < regions.size(); i++) {
            List<Attribute> vals = caseValues.get(i);
            String k = isDefault.get(i) ? "default" : isRange.get(i) ? "range" : vals.size() == 1 ? "equal" : "anyof";
            cases.add(new BuiltinAttrs.ArrayAttr(List.of(CIRGenBuilder.kind(CIRGenBuilder.CASE_KIND, k), new BuiltinAttrs.ArrayAttr(vals))));
        }
        Operation op = CirOps.SwitchOp.create(b, cond, new BuiltinAttrs.ArrayAttr(cases), regions.size()).op();
        cgf.breakTargets.push("switch");
        cgf.cleanups.enterBreakable(false);
        try {
            for (int i = 0; i < regions.size(); i++) {
                List<IASTStatement> rs = regions.get(i);
                boolean last = i == regions.size() - 1;
                fill(op.region(i), () -> emitCompoundBody(rs.toArray(IASTStatement[]::new)), last ? "break" : "fallthrough");
            }
        } finally {
            cgf.cleanups.leaveBreakable(false);
            cgf.breakTargets.pop();
        }
    }

    /** Whether a GNU case range {@code lo ... hi} is empty (lo > hi in the promoted controlling type); errors are reported later. */
    private boolean emptyRange(IASTBinaryExpression be, CType pt) {
        if (!(cgf.sema.consts.eval(be.getOperand1()) instanceof ConstValue.IntVal lo)
                || !(cgf.sema.consts.eval(be.getOperand2()) instanceof ConstValue.IntVal hi)) return false;
        return ((ConstValue.IntVal) jcirc.frontend.sema.ConstEval.convert(lo, pt)).exact()
                .compareTo(((ConstValue.IntVal) jcirc.frontend.sema.ConstEval.convert(hi, pt)).exact()) > 0;
    }

    /**
     * A case label's constant converted to the promoted controlling type (unsigned 64-bit values above LONG_MAX stay
     * positive), or null (reported).
     */
    private java.math.BigInteger caseValue(IASTExpression e, CType pt) {
        ConstValue v = cgf.sema.consts.eval(e);
        if (!(v instanceof ConstValue.IntVal iv)) {
            cgf.sema.error(e, "expression is not an integer constant expression");
            return null;
        }
        return ((ConstValue.IntVal) jcirc.frontend.sema.ConstEval.convert(iv, pt)).exact();
    }

    /** Whether a case/default label of this switch sits inside a nested statement (Duff's device, SQLite's VDBE). */
    private static boolean hasNestedCaseLabel(IASTStatement[] stmts) {
        for (IASTStatement s : stmts)
            if (!(s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) && caseLabelsOf(s, new ArrayList<>()).size() > 0) return true;
        return false;
    }

    /** The case/default labels of the switch whose body holds {@code n} (not those of nested switches), in source order. */
    private static List<IASTStatement> caseLabelsOf(IASTNode n, List<IASTStatement> out) {
        if (n instanceof IASTCaseStatement || n instanceof IASTDefaultStatement) { out.add((IASTStatement) n); return out; }
        if (n instanceof IASTSwitchStatement || n instanceof IASTExpression || n instanceof IASTDeclaration) return out;
        for (IASTNode c : n.getChildren()) caseLabelsOf(c, out);
        return out;
    }

    private int gotoSwitchCount;
    /** Case/default labels of switches emitted as gotos, with the cir.label name each becomes. */
    private final Map<IASTStatement, String> gotoCaseLabels = new java.util.IdentityHashMap<>();

    // A switch whose case labels are nested in other statements becomes a dispatch plus gotos:
    //   cir.switch (%x) [case(equal, [1]) { cir.goto "sw.c0" }, ..., case(default, []) { cir.goto "sw.c3" }]
    //   cir.goto "sw.end";  <body, each case label a cir.label "sw.cN", break a cir.goto "sw.end">;  cir.label "sw.end"
    private void emitSwitchWithGotos(IASTSwitchStatement sw, Value cond, CType pt, Type cirT, IASTStatement[] stmts) {
        String prefix = "__switch" + (gotoSwitchCount++) + ".";
        String end = prefix + "end";
        List<IASTStatement> labels = new ArrayList<>();
        for (IASTStatement s : stmts) caseLabelsOf(s, labels);
        List<Attribute> cases = new ArrayList<>();
        List<String> targets = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            IASTStatement l = labels.get(i);
            String name = prefix + "c" + i;
            gotoCaseLabels.put(l, name);
            List<Attribute> vals = new ArrayList<>();
            String kind = "default";
            if (l instanceof IASTCaseStatement c && c.getExpression() instanceof IASTBinaryExpression be
                    && be.getOperator() == IASTBinaryExpression.op_ellipses) {
                java.math.BigInteger lo = caseValue(be.getOperand1(), pt), hi = caseValue(be.getOperand2(), pt);
                if (lo == null || hi == null || lo.compareTo(hi) > 0) continue;
                vals.add(new CirAttrs.IntAttr(lo, cirT));
                vals.add(new CirAttrs.IntAttr(hi, cirT));
                kind = "range";
            } else if (l instanceof IASTCaseStatement c) {
                java.math.BigInteger x = caseValue(c.getExpression(), pt);
                if (x == null) continue;
                vals.add(new CirAttrs.IntAttr(x, cirT));
                kind = "equal";
            }
            cases.add(new BuiltinAttrs.ArrayAttr(List.of(CIRGenBuilder.kind(CIRGenBuilder.CASE_KIND, kind), new BuiltinAttrs.ArrayAttr(vals))));
            targets.add(name);
        }
        Operation op = CirOps.SwitchOp.create(b, cond, new BuiltinAttrs.ArrayAttr(cases), targets.size()).op();
        for (int i = 0; i < targets.size(); i++) {
            String t = targets.get(i);
            b.buildRegion(op.region(i), () -> gotoLabel(t));
        }
        gotoLabel(end);
        cgf.breakTargets.push("goto:" + end);
        cgf.cleanups.enterBreakable(false);
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            emitCompoundBody(stmts);
        } finally {
            cgf.sema.symbols.pop();
            cgf.cleanups.leaveBreakable(false);
            cgf.breakTargets.pop();
        }
        placeLabel(end);
    }

    private void gotoLabel(String name) {
        CirOps.GotoOp.create(b, BuiltinAttrs.str(name));
    }

    /** Starts a new block holding {@code cir.label name}, reached by falling through from the current block. */
    private void placeLabel(String name) {
        Block blk = new Block();
        if (!b.blockTerminated()) CirOps.BrOp.create(b, List.of(), blk);
        b.insertionBlock().parent().addBlock(blk);
        b.setInsertionPointToEnd(blk);
        CirOps.LabelOp.create(b, BuiltinAttrs.str(name));
    }

    // L: stmt   ->   cir.br ^l (when the current block falls through);  ^l: cir.label "L"; stmt
    // A label may sit in any region: gotos reaching it across regions are resolved by cir-flatten-cfg.
    private void emitLabel(IASTLabelStatement l) {
        emitLabelHead(l);
        if (l.getNestedStatement() != null) emit(l.getNestedStatement());
    }

    private void emitLabelHead(IASTLabelStatement l) {
        cgf.cleanups.atLabel(l.getName().toString());   // a goto back to here destroys what is declared after it
        String name = cgf.labelName(l.getName().toString());
        Block blk = cgf.labels.get(name);
        Region r = b.insertionBlock().parent();
        if (blk != null && blk.parent() != null) {
            cgf.sema.error(l.getName(), "redefinition of label '" + name + "'");
        } else {
            if (blk == null) { blk = new Block(); cgf.labels.put(name, blk); }
            if (!b.blockTerminated()) CirOps.BrOp.create(b, List.of(), blk);
            r.addBlock(blk);
            b.setInsertionPointToEnd(blk);
            // cir.label "L" names the block for cir.goto "L" (gotos into or out of structured statements)
            CirOps.LabelOp.create(b, new BuiltinAttrs.StringAttr(name));
        }
    }

    // &&L  ->  %a = cir.blockaddress <@f, "L"> : !cir.ptr<!cir.void>
    Value labelAddress(IASTUnaryExpression u) {
        String c = u.getOperand() instanceof IASTIdExpression id ? id.getName().toString() : "";
        // in a nested function, &&L of an enclosing function's __label__ L is that function's label
        CIRGenFunction owner = cgf;
        String name = cgf.labelName(c);
        if (cgf.nested.outerLabel(c) instanceof CIRGenNested.OuterLabel outer) { owner = outer.owner(); name = outer.name(); }
        owner.labels.computeIfAbsent(name, k -> new Block());   // reported at the end if never defined
        owner.addressTakenLabels.add(name);
        return CirOps.BlockaddressOp.create(b, BuiltinAttrs.sym(owner.fnSym.irName), BuiltinAttrs.str(name),
                CirTypes.ptr(CirTypes.VOID)).addr();
    }

    // goto *p  ->  cir.indirect_br %p : !cir.ptr<!cir.void>, []   (its destinations are found when the function is flattened)
    private void emitIndirectGoto(org.eclipse.cdt.core.dom.ast.gnu.IGNUASTGotoStatement g) {
        IASTExpression target = g.getLabelNameExpression();
        // CDT gives the operand of goto as written: `*p`
        if (target instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_star) target = u.getOperand();
        Value p = cgf.expr.emitConverted(target, new jcirc.frontend.types.CType.Pointer(jcirc.frontend.types.CType.VOID));
        Operation br = CirOps.IndirectBrOp.create(b, p, List.of()).op();
        java.util.Set<String> visible = new java.util.HashSet<>();
        for (Map<String, String> m : cgf.localLabelScopes) visible.addAll(m.values());
        cgf.indirectGotos.put(br, visible);
    }

    private void emitGoto(IASTGotoStatement g) {
        if (cgf.nested.outerLabel(g.getName().toString()) instanceof CIRGenNested.OuterLabel outer) {
            CIRGenNonLocalGoto.emitGoto(cgf, outer.owner(), outer.name());   // GNU: out of a nested function
            return;
        }
        cgf.cleanups.beforeGoto(cgf.definition.getBody(), g.getName().toString());
        String name = cgf.labelName(g.getName().toString());
        Block blk = cgf.labels.computeIfAbsent(name, k -> new Block());
        Region here = b.insertionBlock().parent();
        if (blk.parent() == here) {
            // a backward goto within the same region: a plain branch
            CirOps.BrOp.create(b, List.of(), blk);
        } else {
            // forward, or into/out of a structured statement: resolved by cir-flatten-cfg / cir-raise-to-scf
            CirOps.GotoOp.create(b, new BuiltinAttrs.StringAttr(name));
        }
    }
}
