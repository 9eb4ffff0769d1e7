package jcirc.lowering.util;

import jcirc.dialect.cir.CirDialect;
import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;

import java.util.*;

/**
 * The flattening behind {@code cir-flatten-cfg} (ClangIR's FlattenCFG), shared with cir-raise-to-scf
 * (GotoConfinement) and cir-to-llvm (goto resolution): turns the structured cir ops (cir.scope, cir.if,
 * cir.ternary, cir.loop, cir.switch) into blocks of the enclosing function joined by
 * {@code cir.br}/{@code cir.brcond}. Ops are flattened innermost first, so when an op is flattened
 * its regions hold only blocks; a {@code cir.yield} without a kind belongs to that op, while
 * {@code break}/{@code continue}/{@code fallthrough} yields it does not handle stay in place and
 * reach the enclosing loop or switch. {@code cir.return} needs nothing: it is already a
 * function-level terminator. Blocks left unreachable are removed.
 */
public final class CirFlattener {

    /** The structured cir ops this pass flattens: cir ops with regions control enters and leaves (scope, if, ternary, loop, switch). */
    private static boolean isStructured(Operation op) { return op.hasTrait(Trait.REGION_BRANCH) && op.dialect().equals("cir"); }
    private static final Set<String> TERMINATORS = Set.of(
            CirOps.YieldOp.NAME, CirOps.BrOp.NAME, CirOps.BrCondOp.NAME, CirOps.SwitchFlatOp.NAME, CirOps.ReturnOp.NAME, CirOps.UnreachableOp.NAME, CirOps.TrapOp.NAME, CirOps.GotoOp.NAME, CirDialect.CONDITION,
            CirOps.IndirectBrOp.NAME, CirEhOps.ResumeOp.NAME, CirEhOps.TryCallOp.NAME);

    /** Flattens every structured cir op of {@code module} and resolves its gotos (the whole of cir-flatten-cfg). */
    public void flattenModule(Operation module) {
        CirEh.expandThrows(module);
        List<Operation> structured = new ArrayList<>();
        // reverse pre-order: nested ops before their parents, and later siblings before earlier ones
        // (so each split moves only the ops up to the next, already flattened, sibling)
        module.walkPreOrder(op -> { if (isStructured(op)) structured.add(op); });
        Collections.reverse(structured);
        Set<Operation> functions = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation op : structured) {
            Operation fn = enclosingFunction(op);
            if (fn == null) throw new PassFailure(op, op.name() + " outside of a function");
            functions.add(fn);
            flattenOne(this, op);
        }
        module.walk(op -> { if (CirOps.FuncOp.isa(op) && !op.region(0).isEmpty()) functions.add(op); });
        Map<String, java.util.Set<String>> taken = addressTakenLabels(module);
        for (Operation fn : functions) {
            resolveGotos(fn, taken.getOrDefault(CirOpAccess.symbolAttr(fn, "sym_name"), java.util.Set.of()));
            removeUnreachableBlocks(fn.region(0));
            simplifyBranches(fn.region(0));
        }
        module.walk(op -> {
            if (CirOps.YieldOp.isa(op) && enclosingFunction(op) != null && !isStructured(op.parentOp()))
                throw new PassFailure(op, "cir.yield " + Objects.requireNonNullElse(yieldKind(op), "")
                        + " has no enclosing loop or switch");
        });
    }

    /**
     * Flattens only {@code ops} (structured ops of one function; each op's structured ancestors up to
     * the region that receives the blocks must be among them), innermost first, leaving every other op
     * structured. Used by cir-raise-to-scf to confine goto's blocks to the smallest region; gotos and
     * labels are not resolved here.
     */
    public static void flattenOnly(Collection<Operation> ops) {
        Set<Operation> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
        chosen.addAll(ops);
        if (chosen.isEmpty()) return;
        Operation fn = enclosingFunction(chosen.iterator().next());
        List<Operation> order = new ArrayList<>();
        fn.walkPreOrder(op -> { if (chosen.contains(op)) order.add(op); });
        Collections.reverse(order);
        CirFlattener p = new CirFlattener();
        for (Operation op : order) flattenOne(p, op);
    }

    private static void flattenOne(CirFlattener p, Operation op) {
        switch (op.view()) {
            case CirOps.ScopeOp s -> p.flattenScope(s);
            case CirOps.IfOp i -> p.flattenIf(i);
            case CirOps.TernaryOp t -> p.flattenTernary(t);
            case CirOps.LoopOp l -> p.flattenLoop(l);
            case CirOps.SwitchOp s -> p.flattenSwitch(s);
            case CirEhOps.TryOp t -> p.flattenTry(t);
            default -> throw new PassFailure(op, "cannot flatten " + op.name());
        }
    }

    /**
     * Flattens one whole function (every structured op, gotos resolved, blocks cleaned up): cir-raise-to-scf's
     * treatment of a function that uses exceptions (its landing pads and dispatch need blocks).
     */
    public static void flattenFunction(Operation fn) {
        CirEh.expandThrows(fn);
        List<Operation> order = new ArrayList<>();
        fn.walkPreOrder(op -> { if (isStructured(op)) order.add(op); });
        Collections.reverse(order);
        CirFlattener p = new CirFlattener();
        for (Operation op : order) flattenOne(p, op);
        Operation module = fn;
        while (module.parentOp() != null) module = module.parentOp();
        resolveGotos(fn, addressTakenLabels(module).getOrDefault(CirOpAccess.symbolAttr(fn, "sym_name"), java.util.Set.of()));
        removeUnreachableBlocks(fn.region(0));
        simplifyBranches(fn.region(0));
    }

    /** Removes unreachable blocks of {@code region} and bypasses/merges trivial branches (as after flattening). */
    public static void cleanUpBlocks(Region region) {
        removeUnreachableBlocks(region);
        simplifyBranches(region);
    }

    // ----- the ops -----

    // %r = cir.scope { ...; cir.yield %v : T }   →   cir.br ^s;  ^s: ...; cir.br ^cont(%v : T);  ^cont(%r: T): ...
    private void flattenScope(CirOps.ScopeOp scope) {
        Operation op = scope.op();
        Block cont = splitAfter(op);
        Block entry = inline(scope.scopeRegion(), cont, (y, k) -> k == null ? branch(y, cont, y.operands()) : null, cont);
        branchBefore(op, entry != null ? entry : cont, List.of());
        finish(op, cont);
    }

    // cir.if %c { A } else { B }   →   cir.brcond %c ^a, ^b;  ^a: A; cir.br ^cont;  ^b: B; cir.br ^cont;  ^cont: ...
    private void flattenIf(CirOps.IfOp ifOp) {
        Operation op = ifOp.op();
        Block cont = splitAfter(op);
        Block thenEntry = inline(ifOp.thenRegion(), cont, (y, k) -> k == null ? branch(y, cont, List.of()) : null, cont);
        Block elseEntry = inline(ifOp.elseRegion(), cont, (y, k) -> k == null ? branch(y, cont, List.of()) : null, cont);
        condBranchBefore(op, ifOp.condition(), thenEntry != null ? thenEntry : cont, elseEntry != null ? elseEntry : cont);
        finish(op, cont);
    }

    // %x = cir.ternary(%c, true { cir.yield %a }, false { cir.yield %b }) : T
    //   → cir.brcond %c ^t, ^f;  ^t: cir.br ^cont(%a);  ^f: cir.br ^cont(%b);  ^cont(%x: T)
    private void flattenTernary(CirOps.TernaryOp ternary) {
        Operation op = ternary.op();
        Block cont = splitAfter(op);
        Block t = inline(ternary.trueRegion(), cont, (y, k) -> k == null ? branch(y, cont, y.operands()) : null, cont);
        Block f = inline(ternary.falseRegion(), cont, (y, k) -> k == null ? branch(y, cont, y.operands()) : null, cont);
        if (t == null || f == null) throw new PassFailure(op, "cir.ternary with an empty region");
        condBranchBefore(op, ternary.cond(), t, f);
        finish(op, cont);
    }

    // cir.loop for(cond : {C}, step : {S}) {B}
    //   → cir.br ^cond;  ^cond: C (yield continue → cir.br ^body, yield → cir.br ^exit)
    //     ^body: B (yield / yield continue → cir.br ^step, yield break → cir.br ^exit)
    //     ^step: S (yield → cir.br ^cond);  ^exit: ...
    // while: the same with an empty step;  dowhile: enters at ^body.
    private void flattenLoop(CirOps.LoopOp loop) {
        Operation op = loop.op();
        String kind = CirOpAccess.enumValue(op, "kind");
        Region condR = loop.cond(), stepR = loop.step(), bodyR = loop.body();
        Block exit = splitAfter(op);
        // the entry blocks are needed before the regions are inlined: create forwarding targets
        Block condEntry = condR.entryBlock(), stepEntry = stepR.entryBlock(), bodyEntry = bodyR.entryBlock();
        Block bodyTarget = bodyEntry != null ? bodyEntry : stepEntry != null ? stepEntry : condEntry;
        Block condTarget = condEntry != null ? condEntry : bodyTarget;
        Block stepTarget = stepEntry != null ? stepEntry : condTarget;
        if (bodyTarget == null) throw new PassFailure(op, "cir.loop with no regions");
        for (Block cb : condR.blocks()) {
            // cir.condition(%c) (today's ClangIR spelling) → cir.brcond %c ^body, ^exit
            Operation last = cb.last();
            if (last != null && last.is(CirDialect.CONDITION)) {
                Builder b = Builder.before(last);
                brcond(b, last.operand(0), bodyTarget, exit);   // cir.condition(%c): ClangIR's spelling, no record
                last.erase();
            }
        }
        inline(condR, exit, (y, k) -> {
            if ("continue".equals(k)) return branch(y, bodyTarget, List.of());
            if (k == null) return branch(y, exit, List.of());
            return null;
        }, bodyTarget);
        inline(bodyR, exit, (y, k) -> {
            if (k == null || "continue".equals(k)) return branch(y, stepTarget, List.of());
            if ("break".equals(k)) return branch(y, exit, List.of());
            return null;
        }, stepTarget);
        inline(stepR, exit, (y, k) -> k == null ? branch(y, condTarget, List.of()) : null, condTarget);
        branchBefore(op, "dowhile".equals(kind) ? bodyTarget : condTarget, List.of());
        finish(op, exit);
    }

    // cir.switch (%x : !s32i) [case (equal, 1) {A}, case (anyof, [2, 3]) {B}, case (range, [10, 12]) {C}, case (default) {D}]
    //   → cir.switch.flat %x : !s32i, ^D [1: ^A, 2: ^B, 3: ^B, 10: ^C, 11: ^C, 12: ^C]
    //     case bodies: yield / yield break → cir.br ^exit;  yield fallthrough → cir.br ^(next case body)
    //   a range wider than 64 values is tested on the way to the default (x >= lo, x <= hi, as clang does):
    //     cir.switch.flat %x : !s32i, ^r [...];  ^r: cir.brcond (x >= 100) ^r2, ^D;  ^r2: cir.brcond (x <= 900) ^C, ^D
    //   a condition wider than 64 bits keeps a chain of compares (cir.cmp eq, cir.brcond per value)
    private void flattenSwitch(CirOps.SwitchOp sw) {
        Operation op = sw.op();
        Value x = sw.condition();
        List<SwitchCases.Case> cases = SwitchCases.of(op);
        Block exit = splitAfter(op);
        int n = op.numRegions();
        Block[] entries = new Block[n + 1];
        entries[n] = exit;
        // inline from the last case backwards so that each case knows where fallthrough goes
        for (int i = n - 1; i >= 0; i--) {
            Block next = entries[i + 1];
            Block e = inline(op.region(i), next, (y, k) -> {
                if (k == null || "break".equals(k)) return branch(y, exit, List.of());
                if ("fallthrough".equals(k)) return branch(y, next, List.of());
                return null;
            }, exit);
            entries[i] = e != null ? e : next;
        }
        // the dispatch, in blocks right after the one holding the switch
        Block defaultTarget = exit;
        for (int i = 0; i < cases.size(); i++) if (cases.get(i).isDefault()) defaultTarget = entries[i];
        Builder b = new Builder();
        b.setLocation(op.location());
        Region parent = exit.parent();
        Block test = new Block();
        parent.insertAfter(op.parentBlock(), test);
        branchBefore(op, test, List.of());
        int width = x.type() instanceof CirTypes.IntType it ? it.width() : 0;
        if (width > 0 && width <= 64) flatDispatch(b, x, width, cases, entries, test, defaultTarget);
        else compareChain(b, x, cases, entries, test, defaultTarget);
        finish(op, exit);
    }

    /** The widest case range given to cir.switch.flat value by value (clang's limit for small ranges is the same order). */
    private static final int RANGE_AS_VALUES = 64;

    /** One cir.switch.flat in {@code test}; ranges wider than RANGE_AS_VALUES are tested between it and the default. */
    private static void flatDispatch(Builder b, Value x, int width, List<SwitchCases.Case> cases, Block[] entries, Block test, Block defaultTarget) {
        List<Long> values = new ArrayList<>();
        List<Block> dests = new ArrayList<>();
        List<Integer> wide = new ArrayList<>();
        Set<Long> seen = new HashSet<>();   // a value given twice: the first case takes it, as a chain of compares would
        for (int i = 0; i < cases.size(); i++) {
            SwitchCases.Case c = cases.get(i);
            if (c.isRange()) {
                java.math.BigInteger lo = c.values().get(0), hi = c.values().get(1);
                if (hi.subtract(lo).compareTo(java.math.BigInteger.valueOf(RANGE_AS_VALUES)) >= 0) { wide.add(i); continue; }
                for (java.math.BigInteger v = lo; v.compareTo(hi) <= 0; v = v.add(java.math.BigInteger.ONE))
                    if (seen.add(signedIn(v, width))) { values.add(signedIn(v, width)); dests.add(entries[i]); }
                continue;
            }
            for (java.math.BigInteger v : c.values())
                if (seen.add(signedIn(v, width))) { values.add(signedIn(v, width)); dests.add(entries[i]); }
        }
        Region parent = test.parent();
        Block fallback = defaultTarget;
        if (!wide.isEmpty()) {
            // the wide ranges, in source order, on the way from the switch to the default
            Block first = new Block();
            parent.insertAfter(test, first);
            Block rt = first;
            for (int k = 0; k < wide.size(); k++) {
                SwitchCases.Case c = cases.get(wide.get(k));
                Block upper = new Block();
                parent.insertAfter(rt, upper);
                Block nextTest = k + 1 < wide.size() ? new Block() : defaultTarget;
                if (k + 1 < wide.size()) parent.insertAfter(upper, nextTest);
                b.setInsertionPointToEnd(rt);
                brcond(b, compare(b, "ge", x, c.values().get(0)), upper, nextTest);
                b.setInsertionPointToEnd(upper);
                brcond(b, compare(b, "le", x, c.values().get(1)), entries[wide.get(k)], nextTest);
                rt = nextTest;
            }
            fallback = first;
        }
        b.setInsertionPointToEnd(test);
        CirOps.SwitchFlatOp.create(b, x, new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.i(width), values), fallback, dests);
    }

    /** {@code v} as the signed value of a {@code width}-bit integer (the spelling cf.switch and llvm.switch print). */
    private static long signedIn(java.math.BigInteger v, int width) {
        long l = v.longValue();
        return width == 64 ? l : (l << (64 - width)) >> (64 - width);
    }

    /** The dispatch as a chain of compares, one block per case value (a condition wider than 64 bits). */
    private static void compareChain(Builder b, Value x, List<SwitchCases.Case> cases, Block[] entries, Block test, Block defaultTarget) {
        Region parent = test.parent();
        for (int i = 0; i < cases.size(); i++) {
            SwitchCases.Case c = cases.get(i);
            if (c.isRange()) {
                // case lo ... hi:  x >= lo && x <= hi
                Block upper = new Block(), nextTest = new Block();
                parent.insertAfter(test, upper);
                parent.insertAfter(upper, nextTest);
                b.setInsertionPointToEnd(test);
                brcond(b, compare(b, "ge", x, c.values().get(0)), upper, nextTest);
                b.setInsertionPointToEnd(upper);
                brcond(b, compare(b, "le", x, c.values().get(1)), entries[i], nextTest);
                test = nextTest;
                continue;
            }
            for (java.math.BigInteger v : c.values()) {
                b.setInsertionPointToEnd(test);
                Block nextTest = new Block();
                parent.insertAfter(test, nextTest);
                brcond(b, compare(b, "eq", x, v), entries[i], nextTest);
                test = nextTest;
            }
        }
        b.setInsertionPointToEnd(test);
        CirOps.BrOp.create(b, List.of(), defaultTarget);
    }

    // "cir.try"() ({ B }, { H1 }, { H2 }) {catch_types = [@_ZTIi, "all"]}
    //   → cir.br ^B;  ^B: B with each cir.call → cir.try_call ^next, ^lpad;  (yield → cir.br ^cont)
    //     ^lpad: %exn, %sel = cir.eh.landingpad {clauses = [@_ZTIi, "all"]}; cir.br ^dispatch(%exn, %sel)
    //     ^dispatch(%e, %s): %id = cir.eh.typeid @_ZTIi; cir.brcond (cir.cmp(eq, %s, %id)) ^H1, ^d2;  ^d2: cir.br ^H2
    //     ^H1: (cir.catch_param → cir.call @__cxa_begin_catch(%e)) ...; cir.br ^cont
    //   unmatched: cir.resume %e, %s (an enclosing try, flattened later, turns it into a branch to its dispatch and adds
    //   its clauses to this landing pad). A "cleanup" handler runs and ends in cir.resume.
    private void flattenTry(CirEhOps.TryOp tryOp) {
        Operation op = tryOp.op();
        Block cont = splitAfter(op);
        Region parent = cont.parent();
        List<Block> bodyBlocks = new ArrayList<>(op.region(0).blocks());
        Block bodyEntry = inline(op.region(0), cont, (y, k) -> k == null ? branch(y, cont, List.of()) : null, cont);
        Block lpad = new Block(), dispatch = new Block();
        parent.insertBefore(cont, lpad);
        parent.insertBefore(cont, dispatch);
        Value exn = dispatch.addArgument(CirEh.EXN), sel = dispatch.addArgument(CirEh.SEL);
        List<Attribute> types = tryOp.catchTypes();
        List<Attribute> clauses = new ArrayList<>();
        boolean cleanup = false;
        for (Attribute t : types) {
            if (t instanceof BuiltinAttrs.StringAttr s && s.value().equals("cleanup")) cleanup = true;
            else clauses.add(t);
        }
        Builder b = new Builder(lpad);
        b.setLocation(op.location());
        Map<String, Attribute> lpAttrs = new LinkedHashMap<>();
        lpAttrs.put("clauses", new BuiltinAttrs.ArrayAttr(clauses));
        if (cleanup) lpAttrs.put("cleanup", BuiltinAttrs.UNIT);
        Operation lp = CirEhOps.EhLandingpadOp.create(b, CirEh.EXN, CirEh.SEL, lpAttrs).op();
        CirOps.BrOp.create(b, List.of(lp.result(0), lp.result(1)), dispatch);
        // the body: calls unwind to ^lpad, inner landing pads learn this try's clauses, inner resumes continue here
        for (Block bl : bodyBlocks) {
            for (Operation o : new ArrayList<>(bl.operations())) {
                if (CirEhOps.EhLandingpadOp.isa(o)) {
                    List<Attribute> cl = new ArrayList<>(o.attr("clauses", BuiltinAttrs.ArrayAttr.class).elements());
                    for (Attribute c : clauses) if (!cl.contains(c)) cl.add(c);
                    o.setAttr("clauses", new BuiltinAttrs.ArrayAttr(cl));
                    if (cleanup) o.setAttr("cleanup", BuiltinAttrs.UNIT);
                } else if (CirEhOps.ResumeOp.isa(o) && o.numOperands() == 2) {
                    Builder rb = Builder.before(o);
                    CirOps.BrOp.create(rb, o.operands(), dispatch);
                    o.erase();
                }
            }
        }
        for (Block bl : bodyBlocks) {
            Block cur = bl;
            while (cur != null) {
                Operation call = null;
                // a call of a function that cannot throw ({nothrow}, CIRGen's) stays a plain call
                for (Operation o : cur.operations()) if (CirOps.CallOp.isa(o) && !o.hasAttr("nothrow")) { call = o; break; }
                if (call == null) break;
                CirEh.toTryCall(call, lpad);
                cur = cur.last().successor(0);
            }
        }
        // the dispatch chain and the handlers
        Block test = dispatch;
        for (int i = 0; i < types.size(); i++) {
            Region hr = op.region(i + 1);
            for (Block hb : hr.blocks())
                for (Operation o : new ArrayList<>(hb.operations())) {
                    if (CirEhOps.CatchParamOp.isa(o)) {
                        Builder cb = Builder.before(o);
                        Operation begin = CirOps.CallOp.create(cb, new BuiltinAttrs.SymbolRefAttr("__cxa_begin_catch"), List.of(exn), CirEh.EXN).op();
                        begin.setAttr("nothrow", BuiltinAttrs.UNIT);   // declared _GLIBCXX_NOTHROW: g++ calls it, never invokes it
                        Value obj = begin.result(0);
                        o.result(0).replaceAllUsesWith(CirEh.bitcast(cb, obj, o.result(0).type()));
                        o.erase();
                    } else if (CirEhOps.ResumeOp.isa(o) && o.numOperands() == 0) {
                        o.setOperands(List.of(exn, sel));
                    }
                }
            Block entry = inline(hr, cont, (y, k) -> k == null ? branch(y, cont, List.of()) : null, cont);
            if (entry == null) entry = cont;
            Builder tb = new Builder(test);
            tb.setLocation(op.location());
            if (types.get(i) instanceof BuiltinAttrs.SymbolRefAttr ti) {
                Value id = CirEhOps.EhTypeidOp.create(tb, ti, CirEh.SEL).typeId();
                Value eq = CirOps.CmpOp.create(tb, new BuiltinAttrs.EnumAttr("cir", "cmp_kind", "eq"), sel, id, CirTypes.BOOL).result();
                Block nextTest = new Block();
                parent.insertBefore(cont, nextTest);
                brcond(tb, eq, entry, nextTest);
                test = nextTest;
            } else {
                CirOps.BrOp.create(tb, List.of(), entry);
                test = null;
                break;
            }
        }
        if (test != null) CirEhOps.ResumeOp.create(new Builder(test), List.of(exn, sel));
        branchBefore(op, bodyEntry != null ? bodyEntry : cont, List.of());
        finish(op, cont);
    }

    /** {@code cir.cmp(kind, %x, cir.const v)} at the builder's insertion point. */
    private static Value compare(Builder b, String kind, Value x, java.math.BigInteger v) {
        Type xt = x.type();
        Value k = CirOps.ConstOp.create(b, new CirAttrs.IntAttr(v, xt), xt).res();
        return CirOps.CmpOp.create(b, new BuiltinAttrs.EnumAttr("cir", "cmp_kind", kind), x, k, CirTypes.BOOL).result();
    }

    // ----- mechanics -----

    /** Decides what a cir.yield of the given kind becomes; returns the replacement, or null to keep it. */
    @FunctionalInterface
    private interface YieldRule { Operation apply(Operation yield, String kind); }

    /**
     * Splits the block holding {@code op} after it: everything after {@code op} moves to the returned
     * continuation block (in the same region), which gets one argument per result of {@code op}.
     */
    private static Block splitAfter(Operation op) {
        Block block = op.parentBlock();
        Block cont = op.nextOp() != null ? block.splitBefore(op.nextOp()) : block.splitBefore(null);
        for (OpResult r : op.results()) cont.addArgument(r.type());
        return cont;
    }

    /**
     * Moves the blocks of {@code region} before {@code before}, rewriting each block's terminating
     * cir.yield with {@code rule}; a block without a terminator falls through to {@code fallthrough}
     * (the implicit yield). Returns the region's former entry block, or null if it was empty.
     */
    private Block inline(Region region, Block before, YieldRule rule, Block fallthrough) {
        if (region.isEmpty()) return null;
        Block entry = region.entryBlock();
        Region parent = before.parent();
        for (Block bl : new ArrayList<>(region.blocks())) {
            parent.insertBefore(before, bl);
            Operation last = bl.last();
            if (last == null || !isTerminator(last)) {
                Builder b = new Builder(bl);
                CirOps.BrOp.create(b, List.of(), fallthrough);
            } else if (CirOps.YieldOp.isa(last)) {
                Operation repl = rule.apply(last, yieldKind(last));
                if (repl != null) last.erase();
            }
        }
        return entry;
    }

    /** Inserts {@code cir.br dest(args)} before yield {@code y} (the caller erases y). */
    private static Operation branch(Operation y, Block dest, List<Value> args) {
        Builder b = Builder.before(y);
        return CirOps.BrOp.create(b, List.copyOf(args), dest).op();
    }

    /** Ends the block before {@code op} (its original block, now split) with a branch. */
    private static void branchBefore(Operation op, Block dest, List<Value> args) {
        Block before = blockBefore(op);
        Builder b = new Builder(before);
        b.setLocation(op.location());
        CirOps.BrOp.create(b, List.copyOf(args), dest);
    }

    private static void condBranchBefore(Operation op, Value cond, Block t, Block f) {
        Builder b = new Builder(blockBefore(op));
        b.setLocation(op.location());
        brcond(b, cond, t, f);
    }

    private static void brcond(Builder b, Value cond, Block t, Block f) {
        CirOps.BrCondOp.create(b, cond, List.of(), List.of(), t, f);
    }

    /** The op stays in its original block (split after it); that block gets the branch. */
    private static Block blockBefore(Operation op) { return op.parentBlock(); }

    /** Replaces the op's results by the continuation's arguments and erases it. */
    private static void finish(Operation op, Block cont) {
        for (int i = 0; i < op.numResults(); i++) op.result(i).replaceAllUsesWith(cont.argument(i));
        // the branch inserted at the end of the op's block comes after the op: move the op out first
        op.erase();
    }

    static String yieldKind(Operation y) { return CirOpAccess.enumValue(y, "kind"); }

    private static boolean isTerminator(Operation op) {
        return op.hasTrait(Trait.TERMINATOR) || TERMINATORS.contains(op.name());
    }

    private static Operation enclosingFunction(Operation op) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp())
            if (CirOps.FuncOp.isa(p) || FuncOps.FuncOp.isa(p) || LLVMOps.FuncOp.isa(p)) return p;
        return null;
    }

    /**
     * In each function it is given that has gotos: {@code cir.goto "L"} → {@code cir.br ^L},
     * where ^L is the block that {@code cir.label "L"} starts (split off if the label is not its
     * block's first op); the labels are then erased. Only meaningful once the function is flat
     * (labels and gotos in the function body's blocks). The module is searched once for
     * address-taken labels, when the first function with gotos is met, not once per function
     * (convert-cir-to-llvm's per-function work; from C and C++ source no goto reaches it: the raise
     * confines or resolves them, cir-flatten-cfg resolves them).
     */
    public static final class GotoResolver {
        private final Operation module;
        private Map<String, java.util.Set<String>> taken;

        public GotoResolver(Operation module) { this.module = module; }

        /** Resolves the gotos of {@code fn} when it is a cir.func that has some. */
        public void resolve(Operation fn) {
            if (!CirOps.FuncOp.isa(fn) || fn.collect(CirOps.GotoOp.NAME).isEmpty()) return;
            if (taken == null) taken = addressTakenLabels(module);
            resolveGotos(fn, taken.getOrDefault(CirOpAccess.symbolAttr(fn, "sym_name"), java.util.Set.of()));
        }
    }

    /** Resolves the gotos of one function, given its labels whose address is taken. */
    private static void resolveGotos(Operation fn, java.util.Set<String> taken) {
        Map<String, Block> targets = new HashMap<>();
        List<Operation> labels = new ArrayList<>(), gotos = new ArrayList<>(), indirect = new ArrayList<>();
        fn.walk(o -> {
            if (CirOps.LabelOp.isa(o)) labels.add(o);
            else if (CirOps.GotoOp.isa(o)) gotos.add(o);
            else if (CirOps.IndirectBrOp.isa(o) && o.numSuccessors() == 0) indirect.add(o);
        });
        for (Operation l : labels) {
            Block blk = l.parentBlock();
            if (l.prevOp() != null) {
                Block rest = blk.splitBefore(l);
                Builder b = new Builder(blk);
                b.setLocation(l.location());
                CirOps.BrOp.create(b, List.of(), rest);
                blk = rest;
            }
            targets.put(CirOpAccess.symbolAttr(l, "label"), blk);
        }
        for (Operation g : gotos) {
            Block dest = targets.get(CirOpAccess.symbolAttr(g, "label"));
            if (dest == null) throw new PassFailure(g, "goto to undefined label");
            if (dest.parent() != g.parentBlock().parent())
                throw new PassFailure(g, "goto into or out of a region that is not flattened");
            Builder b = Builder.before(g);
            CirOps.BrOp.create(b, List.of(), dest);
            // anything after the goto in its block is dead
            for (Operation o = g.nextOp(); o != null; ) { Operation n = o.nextOp(); o.dropAllReferences(); o.erase(); o = n; }
            g.erase();
        }
        // goto *p: may reach every label whose address is taken (the label ops stay, naming their blocks). As clang
        // does, the computed gotos with the same targets share one block ending in the cir.indirect_br, and each goto
        // branches there with its address: n gotos over n labels are n branches and one n-way indirect_br, not n × n
        // successors. Gotos that see the same labels carry one possible_labels list object (CIRGen's), so the shared
        // block is found by that object without comparing target lists.
        List<Block> allTaken = new ArrayList<>();
        for (Operation l : labels) if (taken.contains(CirOpAccess.symbolAttr(l, "label"))) allTaken.add(l.parentBlock());
        Map<Object, Block> shared = new IdentityHashMap<>();
        for (Operation j : indirect) {
            Object key = j.attr("possible_labels") instanceof jcirc.ir.BuiltinAttrs.ArrayAttr pl ? pl : allTaken;
            Block dispatch = shared.get(key);
            if (dispatch == null) {
                List<Block> takenBlocks = allTaken;
                if (key instanceof jcirc.ir.BuiltinAttrs.ArrayAttr pl) {
                    // only the labels CIRGen found in scope at the goto
                    takenBlocks = new ArrayList<>();
                    for (var a : pl.elements())
                        if (a instanceof jcirc.ir.BuiltinAttrs.StringAttr s && targets.containsKey(s.value())) takenBlocks.add(targets.get(s.value()));
                }
                if (takenBlocks.isEmpty()) throw new PassFailure(j, "computed goto in a function without address-taken labels");
                if (takenBlocks.stream().anyMatch(t -> t.parent() != j.parentBlock().parent()))
                    throw new PassFailure(j, "computed goto into or out of a region that is not flattened");
                dispatch = j.parentBlock().parent().addBlock();
                Value addr = dispatch.addArgument(new CirOps.IndirectBrOp(j).addr().type());
                Builder db = new Builder(dispatch);
                db.setLocation(j.location());
                CirOps.IndirectBrOp.create(db, addr, takenBlocks, j.attributes());
                shared.put(key, dispatch);
            } else if (dispatch.parent() != j.parentBlock().parent()) {
                throw new PassFailure(j, "computed goto into or out of a region that is not flattened");
            }
            Builder b = Builder.before(j);
            CirOps.BrOp.create(b, List.of(new CirOps.IndirectBrOp(j).addr()), dispatch);
            j.dropAllReferences();
            j.erase();
        }
        for (Operation l : labels) if (!taken.contains(CirOpAccess.symbolAttr(l, "label"))) l.erase();
    }

    /**
     * For each function of {@code module}, its labels named by a {@code cir.blockaddress} or a
     * {@code #cir.block_address} anywhere in the module (one walk for all functions).
     */
    static Map<String, java.util.Set<String>> addressTakenLabels(Operation module) {
        Map<String, java.util.Set<String>> out = new HashMap<>();
        module.walk(o -> {
            if (CirOps.BlockaddressOp.isa(o))
                out.computeIfAbsent(CirOpAccess.symbolAttr(o, "func"), k -> new java.util.HashSet<>()).add(CirOpAccess.symbolAttr(o, "label"));
            for (jcirc.ir.Attribute a : o.attributes().values()) blockAddresses(a, out);
        });
        return out;
    }

    private static void blockAddresses(jcirc.ir.Attribute a, Map<String, java.util.Set<String>> out) {
        switch (a) {
            case jcirc.dialect.cir.CirAttrs.BlockAddressAttr b -> out.computeIfAbsent(b.function(), k -> new java.util.HashSet<>()).add(b.label());
            case jcirc.dialect.cir.CirAttrs.LabelDiffAttr d -> {
                var s = out.computeIfAbsent(d.function(), k -> new java.util.HashSet<>());
                s.add(d.label());
                s.add(d.base());
            }
            case jcirc.dialect.cir.CirAttrs.ConstArrayAttr arr -> blockAddresses(arr.elements(), out);
            case jcirc.dialect.cir.CirAttrs.ConstStructAttr s -> s.members().forEach(m -> blockAddresses(m, out));
            case jcirc.ir.BuiltinAttrs.ArrayAttr arr -> arr.elements().forEach(m -> blockAddresses(m, out));
            default -> { }
        }
    }

    /**
     * Removes the empty forwarding blocks flattening leaves ({@code ^a: cir.br ^b} → predecessors go
     * to ^b directly) and merges a block into its only predecessor when that one just branches to it.
     */
    static void simplifyBranches(Region region) {
        // predecessor lists (one entry per successor reference), kept up to date as blocks go
        Map<Block, List<Block>> preds = new IdentityHashMap<>();
        for (Block b : region.blocks()) preds.put(b, new ArrayList<>());
        for (Block b : region.blocks()) for (Block s : b.successors()) preds.get(s).add(b);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Block b : new ArrayList<>(region.blocks())) {
                if (b.isEntryBlock() || b.parent() == null || b.numArguments() > 0) continue;
                Operation only = b.first();
                if (only != null && only == b.last() && CirOps.BrOp.isa(only) && only.numOperands() == 0 && only.successor(0) != b) {
                    // ^b: cir.br ^t   — predecessors branch to ^t directly
                    Block target = only.successor(0);
                    List<Block> tp = preds.get(target);
                    tp.remove(b);
                    for (Block pred : new ArrayList<>(new LinkedHashSet<>(preds.get(b)))) {
                        Operation t = pred.last();
                        for (int i = 0; i < t.numSuccessors(); i++) if (t.successor(i) == b) { t.setSuccessor(i, target); tp.add(pred); }
                    }
                    preds.remove(b);
                    b.erase();
                    changed = true;
                    continue;
                }
                List<Block> bp = preds.get(b);
                if (bp.size() == 1 && bp.get(0) != b && CirOps.BrOp.isa(bp.get(0).last()) && bp.get(0).last().numOperands() == 0
                        && !(b.first() != null && CirOps.LabelOp.isa(b.first()))) {   // an address-taken label keeps its block
                    // ^p: ...; cir.br ^b   with ^b's only predecessor ^p — ^b's ops move into ^p
                    Block pred = bp.get(0);
                    pred.last().erase();
                    for (Block s2 : b.successors()) {
                        List<Block> sp = preds.get(s2);
                        sp.set(sp.indexOf(b), pred);
                    }
                    pred.absorb(b);
                    preds.remove(b);
                    b.erase();
                    changed = true;
                }
            }
        }
    }

    /** Removes blocks not reachable from the entry block (left behind, e.g., after a break). */
    public static void removeUnreachableBlocks(Region region) {
        // blocks of address-taken labels (kept cir.label ops) stay: their address may be used
        region.eraseUnreachableBlocks(b -> b.first() != null && CirOps.LabelOp.isa(b.first()));
    }
}
