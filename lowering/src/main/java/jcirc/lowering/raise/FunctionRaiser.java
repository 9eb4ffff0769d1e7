package jcirc.lowering.raise;

import jcirc.dialect.cir.CirDialect;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cf.CfOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs.IntAttr;
import jcirc.dialect.cir.CirTypes;
import jcirc.lowering.util.Ir;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.util.CirFlattener;
import jcirc.lowering.util.EarlyExits;

import java.math.BigInteger;
import java.util.*;
import java.util.function.Supplier;

/**
 * Raises the structured cir of one {@code cir.func} to scf, in place (the Polygeist technique for
 * early exits):
 *
 * <pre>
 *   cir.if %c {..} else {..}           ->  scf.if %ci {..} else {..}                (%ci: cast of %c to i1)
 *   cir.loop while/for(cond, step) {b} ->  scf.while { cond; scf.condition(%c) } do { b; step; scf.yield }
 *   cir.loop dowhile(cond) {b}         ->  scf.while { b; cond; scf.condition(%c) } do { scf.yield }
 *   cir.scope {..}                     ->  inlined (allocas hoisted to the entry block)
 *   cir.ternary(%c, {..}, {..})        ->  scf.if %ci -> (T) {..}  or  arith.select (constant arms)
 *   cir.switch (%x) [cases]            ->  scf.index_switch (fallthrough code duplicated, labels of one body shared)
 * </pre>
 *
 * A {@code break}, {@code continue} or nested {@code return} sets an i1 flag held in an
 * {@code llvm.alloca} (mem2reg turns the flags into loop-carried values); the statements after
 * an op that may exit early are wrapped in {@code scf.if (!flag)}, loop conditions are AND-ed with
 * "not broken and not returned", and a nested {@code return v} stores {@code v} into a return slot
 * read by the single {@code cir.return} at the end of the function. No cf op is produced.
 */
final class FunctionRaiser {
    /** The flags a statement sequence may set: its innermost break target and loop. */
    record Ctx(Value breakFlag, Value contFlag) {
        static final Ctx NONE = new Ctx(null, null);
    }

    private final Operation func;
    private final Block entry;
    private final Operation allocaPoint;
    private Value retFlag, retSlot;
    /** Goto roots ({@code scf.execute_region}) already raised. */
    private final Set<Operation> loweredRoots = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Exit.escaping answers, asked top-down before an op's regions are lowered (see Exit.escaping). */
    private final Map<Operation, EnumSet<Exit>> exitMemo = new IdentityHashMap<>();

    FunctionRaiser(Operation func) {
        this.func = func;
        this.entry = func.region(0).entryBlock();
        this.allocaPoint = entry.first();
    }

    void run() {
        hoistAllocas();
        if (func.region(0).numBlocks() > 1) { runBlocks(); return; }
        boolean nestedReturn = hasNestedReturn();
        Operation term = Ir.terminator(entry);
        if (nestedReturn) {
            Builder b = atAllocaPoint();
            retFlag = EarlyExits.flag(b);
            EarlyExits.clear(b, retFlag);
            Type rt = returnType();
            if (rt != null) retSlot = cirAlloca(b, rt, "__retval");
            // the top-level return becomes "store the value into the slot"; one return at the end reads it
            Builder at = new Builder();
            if (term != null) at.setInsertionPoint(term); else at.setInsertionPointToEnd(entry);
            if (term != null && CirOps.ReturnOp.isa(term)) {
                if (term.numOperands() > 0) cirStore(at, new CirOps.ReturnOp(term).input(), retSlot);
                Operation old = term;
                term = CirOps.ReturnOp.create(at, null).op();
                old.erase();
            } else if (term != null && CirOps.UnreachableOp.isa(term)) {
                // `...; if (c) return 1; __builtin_unreachable();`: the nested returns reach the end too, so
                // it becomes the one return (reaching the unreachable point any other way is undefined)
                Operation old = term;
                term = CirOps.ReturnOp.create(at, null).op();
                old.erase();
            } else if (term != null && CirOps.TrapOp.isa(term)) {
                // `if (c) return 1; __builtin_trap();`: the trap goes into a scope (run only when nothing
                // returned, like any op after a nested return) and the end becomes the one return
                Operation scope = CirOps.ScopeOp.create(at, List.of()).op();
                Block sb = scope.region(0).addBlock();
                CirOps.TrapOp.create(new Builder(sb));
                Operation old = term;
                term = CirOps.ReturnOp.create(at, null).op();
                old.erase();
            }
        }
        if (term == null) term = CirOps.ReturnOp.create(new Builder(entry), null).op();
        lowerSequence(entry, entry.first(), Ctx.NONE);
        if (nestedReturn && retSlot != null && CirOps.ReturnOp.isa(term) && term.numOperands() == 0) {
            Builder at = new Builder();
            at.setInsertionPoint(term);
            Value v = CirOps.LoadOp.create(at, retSlot, returnTypeOrFail()).result();
            term.setOperands(List.of(v));
        }
    }

    /**
     * A function body that is a goto root ({@link GotoConfinement}): each block is raised on its own
     * and keeps its cir terminator (cir.br / cir.brcond / cir.return, cf later). After an op from
     * which a nested {@code return} escapes, {@code cf.cond_br %returned, ^ret, ^rest} goes to one
     * shared block {@code ^ret: cir.return (cir.load %__retval)}.
     */
    private void runBlocks() {
        Region body = func.region(0);
        boolean nestedReturn = false;
        for (Block blk : body.blocks())
            for (Operation o : blk.operations()) if (o.numRegions() > 0 && Exit.escaping(o).contains(Exit.RETURN)) nestedReturn = true;
        if (nestedReturn) {
            Builder b = atAllocaPoint();
            retFlag = EarlyExits.flag(b);
            EarlyExits.clear(b, retFlag);
            Type rt = returnType();
            if (rt != null) retSlot = cirAlloca(b, rt, "__retval");
        }
        Block[] ret = {null};
        Supplier<Block> retBlock = () -> {
            if (ret[0] == null) {
                ret[0] = body.addBlock();
                Builder b = new Builder(ret[0]);
                CirOps.ReturnOp.create(b, retSlot == null ? null : CirOps.LoadOp.create(b, retSlot, returnTypeOrFail()).result());
            }
            return ret[0];
        };
        for (Block blk : new ArrayList<>(body.blocks())) lowerSequence(blk, blk.first(), Ctx.NONE, retBlock);
        CirFlattener.removeUnreachableBlocks(body);
    }

    // ----- function-level preparation -----

    /** Moves every fixed-size {@code cir.alloca} nested in the body to the entry block (C locals live for the whole call). */
    private void hoistAllocas() {
        List<Operation> allocas = new ArrayList<>();
        func.walkPreOrder(o -> {
            if (CirOps.AllocaOp.isa(o) && o.numOperands() == 0 && o.parentBlock() != entry) allocas.add(o);
        });
        for (Operation a : allocas) { a.remove(); entry.insertBefore(allocaPoint, a); }
    }

    private boolean hasNestedReturn() {
        for (Operation o : entry.operations()) if (o.numRegions() > 0 && Exit.escaping(o).contains(Exit.RETURN)) return true;
        return false;
    }

    private Type returnType() {
        if (func.attr("function_type") instanceof TypeAttr ta && ta.type() instanceof CirTypes.FuncType ft)
            return ft.returnType() instanceof CirTypes.VoidType ? null : ft.returnType();
        Type[] t = {null};
        func.walk(o -> { if (CirOps.ReturnOp.match(o).map(CirOps.ReturnOp::input).orElse(null) instanceof Value v) t[0] = v.type(); });
        return t[0];
    }

    private Type returnTypeOrFail() {
        Type t = returnType();
        if (t == null) throw new PassFailure(func, "function returns a value but has no return type");
        return t;
    }

    private Builder atAllocaPoint() {
        Builder b = new Builder();
        if (allocaPoint != null) b.setInsertionPoint(allocaPoint); else b.setInsertionPointToStart(entry);
        return b;
    }

    private Value newFlag() { return EarlyExits.flag(atAllocaPoint()); }

    // %slot = cir.alloca T, !cir.ptr<T>, ["name"]
    private Value cirAlloca(Builder b, Type t, String name) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("allocaType", new TypeAttr(t));
        attrs.put("name", new StringAttr(name));
        return CirOps.AllocaOp.create(b, null, new CirTypes.PointerType(t), attrs).addr();
    }

    private static void cirStore(Builder b, Value v, Value addr) {
        CirOps.StoreOp.create(b, v, addr);
    }

    // ----- statement sequences -----

    /**
     * Lowers the ops of {@code block} from {@code start} up to its terminator. After an op that may
     * exit early, the rest of the sequence moves into {@code scf.if (!flags) { rest }}.
     */
    void lowerSequence(Block block, Operation start, Ctx ctx) { lowerSequence(block, start, ctx, null); }

    /**
     * As {@link #lowerSequence(Block, Operation, Ctx)}; in a block of a goto root ({@code flatExit}
     * non-null) the rest of the block after an op that may exit early moves to a new block instead:
     * {@code cf.cond_br %exited, ^flatExit, ^rest}.
     */
    void lowerSequence(Block block, Operation start, Ctx ctx, Supplier<Block> flatExit) {
        // ops that may exit early, with their exits: the rest after each is guarded once the whole
        // sequence is lowered, from the last to the first, so that every op moves into one guard
        // (an inner guard moves as one op) instead of once per exit before it
        List<Operation> guarded = new ArrayList<>();
        List<EnumSet<Exit>> guardedExits = new ArrayList<>();
        Operation op = start;
        while (op != null && !Ir.isTerminatorName(op)) {
            Operation next = op.nextOp();
            switch (op.name()) {
                case CirOps.ScopeOp.NAME -> { op = inlineScope(op, ctx, flatExit); continue; }
                case CirOps.IfOp.NAME, CirOps.LoopOp.NAME, CirOps.SwitchOp.NAME, CirOps.TernaryOp.NAME, ScfOps.ExecuteRegionOp.NAME -> {
                    if (loweredRoots.contains(op)) break;
                    EnumSet<Exit> exits = Exit.escaping(op, exitMemo);
                    Operation lowered = switch (op.name()) {
                        case CirOps.IfOp.NAME -> lowerIf(op, ctx);
                        case CirOps.LoopOp.NAME -> lowerLoop(op, ctx);
                        case CirOps.SwitchOp.NAME -> lowerSwitch(op, ctx);
                        case ScfOps.ExecuteRegionOp.NAME -> lowerGotoRoot(op, ctx);
                        default -> lowerTernary(op, ctx);
                    };
                    next = lowered.nextOp();
                    if (!exits.isEmpty() && next != null && flatExit != null) {
                        op = branchOnExit(lowered, exits, ctx, flatExit).first();
                        continue;
                    }
                    if (!exits.isEmpty() && next != null && !Ir.isTerminatorName(next)) {
                        guarded.add(lowered);
                        guardedExits.add(exits);
                    }
                }
                default -> {
                    if (op.numRegions() > 0 && op.dialect().equals("cir"))
                        throw new PassFailure(op, "cir-raise-to-scf: unsupported structured op " + op.name());
                }
            }
            op = next;
        }
        for (int i = guarded.size() - 1; i >= 0; i--) guardRest(guarded.get(i), guardedExits.get(i), ctx);
    }

    /** Wraps the ops after {@code after} (up to the block's terminator) in {@code scf.if (!exited)}. */
    private void guardRest(Operation after, EnumSet<Exit> exits, Ctx ctx) {
        Operation first = after.nextOp();
        Builder b = new Builder();
        b.setInsertionPointAfter(after);
        Value stop = stopped(b, exits, ctx);
        EarlyExits.guardRest(b, first, stop, (eb, pos, t) -> Ir.undef(eb, t));
    }

    /**
     * In a block of a goto root: the ops after {@code after} (with the terminator) move to a new block
     * {@code ^rest}, and the block ends with {@code cf.cond_br (flag1 | ...), ^exit, ^rest}. Returns ^rest.
     */
    private Block branchOnExit(Operation after, EnumSet<Exit> exits, Ctx ctx, Supplier<Block> flatExit) {
        Block rest = after.parentBlock().splitBefore(after.nextOp());
        Builder b = new Builder(after.parentBlock());
        b.setLocation(after.location());
        Value stop = stopped(b, exits, ctx);
        CfOps.CondBrOp.create(b, stop, List.of(), List.of(), flatExit.get(), rest);
        return rest;
    }

    // ----- goto roots -----

    /**
     * <pre>
     * %r = scf.execute_region -> (T) { ^bb0: ..; cir.brcond %c ^bb1, ^bb2  ^bb1: ..; cir.yield %v  ^bb2: ..; cir.yield break }
     *   ->  %r = scf.execute_region -> (T) { ^bb0: ..; cir.brcond ..  ^bb1: ..; scf.yield %v  ^bb2: brk = true; scf.yield %undef }
     * </pre>
     * (a goto root made by {@link GotoConfinement}): each block is raised on its own and keeps its
     * branches; break/continue/return set their flag and leave the region.
     */
    private Operation lowerGotoRoot(Operation op, Ctx ctx) {
        loweredRoots.add(op);
        Region r = op.region(0);
        List<Type> types = op.resultTypes();
        Block[] exit = {null};
        Supplier<Block> flatExit = () -> {
            if (exit[0] == null) {
                exit[0] = r.addBlock();
                Builder b = new Builder(exit[0]);
                Ir.yield(b, undefs(b, types));
            }
            return exit[0];
        };
        for (Block blk : new ArrayList<>(r.blocks())) {
            Operation t = Ir.terminator(blk);
            if (t != null && (CirOps.YieldOp.isa(t) || CirOps.ReturnOp.isa(t))) {
                Builder b = Builder.before(t);
                Exit e = Exit.of(t);
                if (e != null) {
                    setExitFlag(b, t, e, ctx);
                    Ir.yield(b, undefs(b, types));
                } else {
                    Ir.yield(b, t.operands());
                }
                t.erase();
            }
            lowerSequence(blk, blk.first(), ctx, flatExit);
        }
        CirFlattener.removeUnreachableBlocks(r);
        return op;
    }

    private static List<Value> undefs(Builder b, List<Type> types) {
        List<Value> vs = new ArrayList<>();
        for (Type t : types) vs.add(Ir.undef(b, t));
        return vs;
    }

    /** {@code flag1 | flag2 | ...} for the flags of the given exits. */
    private Value stopped(Builder b, Set<Exit> exits, Ctx ctx) {
        List<Value> flags = new ArrayList<>();
        for (Exit e : exits) {
            Value flag = flagOf(e, ctx);
            if (flag != null) flags.add(flag);
        }
        return EarlyExits.anySet(b, flags);
    }

    private Value flagOf(Exit e, Ctx ctx) {
        return switch (e) {
            case BREAK -> ctx.breakFlag();
            case CONTINUE -> ctx.contFlag();
            case RETURN -> retFlag;
        };
    }

    /**
     * Replaces the terminator of a region being raised: a plain {@code cir.yield} (or, in a switch
     * case, {@code cir.yield break}) ends the region; break/continue/return set their flag first.
     * Returns the new {@code scf.yield}.
     */
    private Operation convertRegionEnd(Block block, Ctx ctx, boolean breakEndsRegion) {
        Operation t = Ir.terminator(block);
        Builder b = new Builder();
        if (t != null) b.setInsertionPoint(t); else b.setInsertionPointToEnd(block);
        if (t != null) {
            Exit e = Exit.of(t);
            if (e != null && !(e == Exit.BREAK && breakEndsRegion)) setExitFlag(b, t, e, ctx);
            if (CirOps.TrapOp.isa(t)) LLVMOps.IntrTrapOp.create(b);
            Operation y = Ir.yield(b, CirOps.YieldOp.isa(t) && e == null ? t.operands() : List.of());
            t.erase();
            return y;
        }
        return Ir.yield(b, List.of());
    }

    /** Records an early exit: {@code store true -> flag}; for {@code return v}, {@code v} goes to the return slot. */
    private void setExitFlag(Builder b, Operation term, Exit e, Ctx ctx) {
        if (e == Exit.RETURN && term.numOperands() > 0) {
            if (retSlot == null) throw new PassFailure(term, "return with a value in a function without a return slot");
            cirStore(b, new CirOps.ReturnOp(term).input(), retSlot);
        }
        Value flag = flagOf(e, ctx);
        if (flag == null) throw new PassFailure(term, "cir-raise-to-scf: no enclosing target for " + e.name().toLowerCase());
        EarlyExits.set(b, flag);
    }

    // ----- scope -----

    /**
     * <pre>
     * cir.scope { ops; cir.yield [%v] }   ->  ops inlined in place (the scope's results replaced by %v)
     * cir.scope { ops; cir.return %v }    ->  ops; store %v -> %__retval; store true -> %returned
     *                                         (in a goto root block the block then ends in cf.br ^exit:
     *                                          its old terminator, e.g. a fallthrough to the next case, is dead)
     * </pre>
     */
    private Operation inlineScope(Operation scope, Ctx ctx, Supplier<Block> flatExit) {
        Region r = scope.region(0);
        Operation after = scope.nextOp();
        if (r.isEmpty()) { scope.erase(); return after; }
        Block b = r.entryBlock();
        Operation t = Ir.terminator(b);
        boolean exits = false;
        Exit e = Exit.of(t);
        if (t != null) {
            Builder at = new Builder();
            at.setInsertionPoint(t);
            if (e != null) { setExitFlag(at, t, e, ctx); exits = true; }
            else if (CirOps.YieldOp.isa(t)) { if (scope.numResults() > 0) scope.replaceAllUsesWith(t.operands()); }
            else if (CirOps.UnreachableOp.isa(t) || CirOps.TrapOp.isa(t)) {
                if (CirOps.TrapOp.isa(t)) LLVMOps.IntrTrapOp.create(at);
                exits = true;
            } else throw new PassFailure(t, "cir-raise-to-scf: unexpected scope terminator " + t.name());
            t.erase();
        }
        if (exits) eraseDeadRest(scope);
        if (e != null && flatExit != null) branchToExit(scope.parentBlock(), flatExit.get());
        Operation first = b.first();
        scope.parentBlock().absorbBefore(b, scope);
        Operation next = scope.nextOp();
        scope.erase();
        return first != null ? first : next;
    }

    /**
     * In a goto root block after an unconditional break/continue/return: the block's terminator is
     * unreachable and becomes {@code cf.br ^exit}.
     */
    private static void branchToExit(Block block, Block exit) {
        Operation old = Ir.terminator(block);
        Builder b = new Builder();
        if (old != null) {
            b.setInsertionPoint(old);
            b.setLocation(old.location());
        } else {
            b.setInsertionPointToEnd(block);
        }
        CfOps.BrOp.create(b, List.of(), exit);
        if (old != null) old.erase();
    }

    /** Erases the ops after {@code op} up to the block's terminator (unreachable after an unconditional exit). */
    private static void eraseDeadRest(Operation op) {
        List<Operation> dead = new ArrayList<>();
        for (Operation o = op.nextOp(); o != null && !Ir.isTerminatorName(o); o = o.nextOp()) dead.add(o);
        for (int i = dead.size() - 1; i >= 0; i--) {
            Operation o = dead.get(i);
            for (OpResult r : o.results())
                if (r.hasUses()) {
                    Builder b = new Builder();
                    b.setInsertionPoint(dead.get(0));
                    r.replaceAllUsesWith(Ir.undef(b, r.type()));
                }
            o.erase();
        }
    }

    // ----- if -----

    // cir.if %c { A } else { B }  ->  %ci = cast %c to i1; scf.if %ci { A } else { B }
    private Operation lowerIf(Operation op, Ctx ctx) {
        Builder b = Builder.before(op);
        Value c = Ir.cast(b, new CirOps.IfOp(op).condition(), Ir.I1);
        Operation nif = ScfOps.IfOp.create(b, c, List.of()).op();
        for (int i = 0; i < 2; i++) {
            Region src = op.region(i);
            if (src.isEmpty()) continue;
            nif.region(i).takeBody(src);
            Block blk = nif.region(i).entryBlock();
            convertRegionEnd(blk, ctx, false);
            lowerSequence(blk, blk.first(), ctx);
        }
        op.erase();
        return nif;
    }

    // ----- ternary -----

    // %r = cir.ternary(%c, true {..; cir.yield %a}, false {..; cir.yield %b}) : T
    //   ->  %r = arith.select %ci, %a, %b : T          (arms only yield / build constants)
    //   ->  %r = scf.if %ci -> (T) {..; scf.yield %a} else {..; scf.yield %b}
    private Operation lowerTernary(Operation op, Ctx ctx) {
        Builder b = Builder.before(op);
        Value c = Ir.cast(b, new CirOps.TernaryOp(op).cond(), Ir.I1);
        if (op.numResults() == 1 && isSelectArm(op.region(0)) && isSelectArm(op.region(1))) {
            List<Value> arms = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                Block blk = op.region(i).entryBlock();
                for (Operation o : Ir.body(blk)) o.moveBefore(op);
                arms.add(Ir.terminator(blk).operand(0));
            }
            Value sel = ArithOps.SelectOp.create(b, c, arms.get(0), arms.get(1), op.result(0).type()).result();
            op.replaceAllUsesWith(List.of(sel));
            Operation s = sel.definingOp();
            op.erase();
            return s;
        }
        Operation nif = ScfOps.IfOp.create(b, c, op.resultTypes()).op();
        for (int i = 0; i < 2; i++) {
            nif.region(i).takeBody(op.region(i));
            if (nif.region(i).isEmpty()) nif.region(i).addBlock();
            Block blk = nif.region(i).entryBlock();
            convertRegionEnd(blk, ctx, false);
            lowerSequence(blk, blk.first(), ctx);
        }
        op.replaceAllUsesWith(nif.results());
        op.erase();
        return nif;
    }

    /** An arm that only materializes constants and yields one value (safe to evaluate unconditionally). */
    private static boolean isSelectArm(Region r) {
        if (r.numBlocks() != 1) return false;
        Block blk = r.entryBlock();
        Operation t = Ir.terminator(blk);
        if (t == null || !CirOps.YieldOp.isa(t) || t.numOperands() != 1 || t.hasAttr("kind")) return false;
        for (Operation o : Ir.body(blk)) if (!CirOps.ConstOp.isa(o)) return false;
        return true;
    }

    // ----- loops -----

    /**
     * <pre>
     * while (c) B;    ->  scf.while : () -> () { %ok = !(brk|ret) ? c : false; scf.condition(%ok) } do { cont=0; B; scf.yield }
     * for (;c;s) B;   ->  same, with  scf.if (!(brk|ret)) { s }  at the end of the after-region
     * do B while (c); ->  scf.while : () -> () { cont=0; B; %ok = !(brk|ret) ? c : false; scf.condition(%ok) } do { scf.yield }
     * </pre>
     */
    private Operation lowerLoop(Operation op, Ctx outer) {
        String kind = Ir.enumCase(op.attr("kind"));
        Region condR = op.region(0), stepR = op.region(1), bodyR = op.region(2);
        EnumSet<Exit> bodyExits = Exit.ofRegion(bodyR, exitMemo);
        Value brk = bodyExits.contains(Exit.BREAK) ? newFlag() : null;
        Value cont = bodyExits.contains(Exit.CONTINUE) ? newFlag() : null;
        boolean mayReturn = bodyExits.contains(Exit.RETURN);
        Ctx inner = new Ctx(brk, cont);
        EnumSet<Exit> stopExits = EnumSet.noneOf(Exit.class);
        if (brk != null) stopExits.add(Exit.BREAK);
        if (mayReturn) stopExits.add(Exit.RETURN);

        Builder b = Builder.before(op);
        if (brk != null) EarlyExits.clear(b, brk);
        Operation w = ScfOps.WhileOp.create(b, List.of(), List.of()).op();
        Block before = w.region(0).addBlock(), after = w.region(1).addBlock();

        Block bodyBlock = bodyR.isEmpty() ? new Block() : bodyR.entryBlock();
        Block bodyDest = "dowhile".equals(kind) ? before : after;
        bodyDest.absorb(bodyBlock);
        Operation marker = convertRegionEnd(bodyDest, inner, false);
        Builder bb = new Builder();
        if (cont != null) {
            bb.setInsertionPointToStart(bodyDest);
            EarlyExits.clear(bb, cont);
        }
        lowerSequence(bodyDest, bodyDest.first(), inner);

        if ("dowhile".equals(kind)) {
            bb.setInsertionPoint(marker);
            Operation firstCond = emitCondition(bb, condR, stopExits, inner, before, marker);
            marker.erase();
            Ir.yield(new Builder(after), List.of());
            if (firstCond != null) lowerSequence(before, firstCond, Ctx.NONE);
        } else {
            Builder cb = new Builder(before);
            emitCondition(cb, condR, stopExits, inner, before, null);
            lowerSequence(before, before.first(), Ctx.NONE);
            if ("for".equals(kind) && !stepR.isEmpty() && !isTrivialStep(stepR)) {
                bb.setInsertionPoint(marker);
                Block stepBlock;
                Operation stepMarker;
                if (stopExits.isEmpty()) {
                    stepBlock = after;
                    stepMarker = marker;
                } else {
                    Operation g = Ir.scfIf(bb, Ir.not(bb, stopped(bb, stopExits, inner)), List.of(), false);
                    stepBlock = g.region(0).entryBlock();
                    stepMarker = Ir.yield(new Builder(stepBlock), List.of());
                    bb.setInsertionPoint(stepMarker);
                }
                Operation before0 = stepMarker.prevOp();
                emitDag(bb, stepR.entryBlock(), new IRMapping(), List.of(), 0);
                Operation firstStep = before0 == null ? stepBlock.first() : before0.nextOp();
                lowerSequence(stepBlock, firstStep, Ctx.NONE);
            }
        }
        op.erase();
        return w;
    }

    private static boolean isTrivialStep(Region step) {
        return step.numBlocks() == 1 && Ir.body(step.entryBlock()).isEmpty();
    }

    /**
     * Emits the loop condition at {@code b} and the terminating {@code scf.condition}; when the body can
     * break or return, the condition is evaluated only if neither happened. Returns the first emitted op.
     */
    private Operation emitCondition(Builder b, Region condR, Set<Exit> stopExits, Ctx inner, Block block, Operation marker) {
        Operation prev = marker == null ? block.last() : marker.prevOp();
        Value ok;
        if (stopExits.isEmpty()) {
            ok = emitDag(b, condR.entryBlock(), new IRMapping(), List.of(Ir.I1), 0).get(0);
        } else {
            Value go = Ir.not(b, stopped(b, stopExits, inner));
            if (isAlwaysTrue(condR)) {
                ok = go;
            } else {
                Operation g = EarlyExits.guardedCondition(b, go, List.of(),
                        tb -> emitDag(tb, condR.entryBlock(), new IRMapping(), List.of(Ir.I1), 0), (eb, pos, t) -> Ir.undef(eb, t));
                Block tblk = g.region(0).entryBlock();
                lowerSequence(tblk, tblk.first(), Ctx.NONE);
                ok = g.result(0);
            }
        }
        ScfOps.ConditionOp.create(b, ok, List.of());
        return prev == null ? block.first() : prev.nextOp();
    }

    private static boolean isAlwaysTrue(Region condR) {
        if (condR.numBlocks() != 1) return false;
        Operation t = Ir.terminator(condR.entryBlock());
        return Ir.body(condR.entryBlock()).isEmpty() && t != null && CirOps.YieldOp.isa(t)
                && "continue".equals(Ir.enumCase(t.attr("kind")));
    }

    /**
     * Emits an acyclic cir CFG (a loop's cond or step region) as straight-line code and nested
     * value-yielding {@code scf.if}s: {@code cir.brcond %c ^t, ^f} becomes
     * {@code scf.if %c -> (T) { <^t> } else { <^f> }}; the leaves {@code cir.yield continue} /
     * {@code cir.yield} of a cond region give true / false.
     */
    private List<Value> emitDag(Builder b, Block blk, IRMapping map, List<Type> resultTypes, int depth) {
        if (depth > 64) throw new PassFailure(blk.parentOp(), "cir-raise-to-scf: loop condition is not an acyclic CFG");
        for (Operation o : Ir.body(blk)) b.insert(o.clone(map));
        Operation t = Ir.terminator(blk);
        if (t == null) throw new PassFailure(blk.parentOp(), "cir-raise-to-scf: unterminated block in a loop region");
        switch (t.name()) {
            case CirOps.BrOp.NAME -> {
                Block dest = t.successor(0);
                for (int i = 0; i < dest.numArguments(); i++) map.map(dest.argument(i), map.lookupOrDefault(t.operand(i)));
                return emitDag(b, dest, map, resultTypes, depth + 1);
            }
            case CirOps.BrCondOp.NAME -> {
                int[] seg = t.operandSegmentSizes();
                int nT = seg == null ? 0 : seg[1];
                Value c = Ir.cast(b, map.lookupOrDefault(new CirOps.BrCondOp(t).cond()), Ir.I1);
                Boolean lt = constLeaf(t.successor(0)), lf = constLeaf(t.successor(1));
                if (resultTypes.size() == 1 && lt != null && lf != null) {
                    // cir.brcond %c ^t, ^f with ^t: cir.yield continue, ^f: cir.yield  ->  %c
                    if (lt && !lf) return List.of(c);
                    if (!lt && lf) return List.of(Ir.not(b, c));
                    return List.of(Ir.constBool(b, lt));
                }
                Operation ifOp = Ir.scfIf(b, c, resultTypes, true);
                for (int side = 0; side < 2; side++) {
                    Block dest = t.successor(side);
                    int off = side == 0 ? 1 : 1 + nT;
                    for (int i = 0; i < dest.numArguments(); i++) map.map(dest.argument(i), map.lookupOrDefault(t.operand(off + i)));
                    Builder ib = new Builder(ifOp.region(side).entryBlock());
                    Ir.yield(ib, emitDag(ib, dest, map, resultTypes, depth + 1));
                }
                return new ArrayList<>(ifOp.results());
            }
            case CirOps.YieldOp.NAME -> {
                if (resultTypes.isEmpty()) return List.of();
                String k = Ir.enumCase(t.attr("kind"));
                if (t.numOperands() == 1 && k == null) return List.of(Ir.cast(b, map.lookupOrDefault(new CirOps.YieldOp(t).args().get(0)), Ir.I1));
                return List.of(Ir.constBool(b, "continue".equals(k)));
            }
            case CirDialect.CONDITION -> { return List.of(Ir.cast(b, map.lookupOrDefault(t.operand(0)), Ir.I1)); }
            default -> throw new PassFailure(t, "cir-raise-to-scf: unexpected terminator " + t.name() + " in a loop region");
        }
    }

    /** For a block that only does {@code cir.yield continue} (true) or {@code cir.yield} (false), its value; else null. */
    private static Boolean constLeaf(Block blk) {
        Operation t = Ir.terminator(blk);
        if (blk.size() != 1 || t == null || !CirOps.YieldOp.isa(t) || t.numOperands() > 0) return null;
        String k = Ir.enumCase(t.attr("kind"));
        return k == null ? Boolean.FALSE : "continue".equals(k) ? Boolean.TRUE : null;
    }

    // ----- switch -----

    /**
     * <pre>
     * cir.switch (%x : !s32i) [case (equal, 1) {A; cir.yield fallthrough}, case (anyof, [2, 3]) {B; cir.yield break},
     *                          case (default) {C; cir.yield}]
     *   ->  %i = arith.index_cast (cast %x to i32) : i32 to index
     *       %i2 = arith.select (%i - 2 <= 1), %c2, %i          (labels with the same code share a case)
     *       scf.index_switch %i2  case 1 { A; B }  case 2 { B }  default { C }
     * </pre>
     * A case that falls into the next one gets a copy of the code it falls into.
     * A break nested in a case body sets the switch's flag, which guards the rest of that case.
     */
    private Operation lowerSwitch(Operation op, Ctx outer) {
        Builder b = Builder.before(op);
        Value cond = new CirOps.SwitchOp(op).condition();
        boolean signed = !(cond.type() instanceof CirTypes.IntType it) || it.signed();
        int width = cond.type() instanceof CirTypes.IntType it ? it.width()
                : cond.type() instanceof BuiltinTypes.IntegerType bt ? bt.width() : 32;
        Value ci = Ir.cast(b, cond, BuiltinTypes.i(width));

        List<Attribute> cases = ((ArrayAttr) op.attr("cases")).elements();
        int n = cases.size();
        int defaultStart = -1;
        LinkedHashMap<Long, Integer> valueStart = new LinkedHashMap<>();
        LinkedHashMap<BigInteger, Integer> wideStart = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            List<Attribute> ce = ((ArrayAttr) cases.get(i)).elements();
            String kind = Ir.enumCase(ce.get(0));
            List<BigInteger> vals = new ArrayList<>();
            for (Attribute v : ((ArrayAttr) ce.get(1)).elements()) vals.add(intValue(v));
            switch (kind) {
                case "default" -> defaultStart = i;
                case "range" -> {
                    BigInteger lo = vals.get(0), hi = vals.get(1);
                    if (hi.subtract(lo).compareTo(BigInteger.valueOf(4096)) > 0)
                        throw new PassFailure(op, "cir-raise-to-scf: case range wider than 4096 values");
                    for (BigInteger v = lo; v.compareTo(hi) <= 0; v = v.add(BigInteger.ONE)) wideStart.putIfAbsent(v, i);
                }
                default -> { for (BigInteger v : vals) wideStart.putIfAbsent(v, i); }
            }
        }
        Value idx;
        if (width <= 64) {
            idx = b.createValue(signed ? ArithOps.IndexCastOp.NAME : ArithOps.IndexCastuiOp.NAME, List.of(ci), BuiltinTypes.INDEX, Map.of());
            for (var e : wideStart.entrySet()) valueStart.putIfAbsent(caseValue(e.getKey(), signed, width), e.getValue());
        } else {
            idx = wideOrdinal(b, ci, new ArrayList<>(wideStart.keySet()));
            long k = 0;
            for (int start : wideStart.values()) valueStart.put(k++, start);
        }
        idx = shareCaseBodies(b, op, idx, valueStart, defaultStart);
        boolean needBrk = false;
        for (Region r : op.regions())
            for (Block blk : r.blocks())
                for (Operation o : Ir.body(blk)) if (o.numRegions() > 0 && Exit.escaping(o, exitMemo).contains(Exit.BREAK)) needBrk = true;
        Value brk = needBrk ? newFlag() : null;
        if (brk != null) EarlyExits.clear(b, brk);
        Ctx inner = new Ctx(brk, outer.contFlag());

        Operation sw = ScfOps.IndexSwitchOp.create(b, idx, new DenseArrayAttr(BuiltinTypes.I64, new ArrayList<>(valueStart.keySet())),
                List.of(), valueStart.size()).op();
        // how many scf cases each cir case region ends up in (through fallthroughs): one -> moved, more -> cloned
        int[] uses = new int[op.numRegions()];
        List<Integer> starts = new ArrayList<>();
        starts.add(defaultStart);
        starts.addAll(valueStart.values());
        for (int start : starts)
            for (int i = start; i >= 0 && i < op.numRegions(); i++) {
                uses[i]++;
                Operation t = Ir.terminator(op.region(i).entryBlock());
                if (!(t != null && CirOps.YieldOp.isa(t) && "fallthrough".equals(Ir.enumCase(t.attr("kind"))))) break;
            }
        buildCase(op, defaultStart, sw.region(0), inner, uses);
        int r = 1;
        for (int start : valueStart.values()) buildCase(op, start, sw.region(r++), inner, uses);
        op.erase();
        return sw;
    }

    /**
     * Case labels that lead to the same code ({@code case 0: case 1: case 2: S}, an anyof case, or
     * labels that only fall through into the default) get one scf case instead of a copy of S per
     * label: values that reach the default's code are left out of the switch, and the others of a
     * group are mapped to the group's first value before the switch:
     * <pre>
     *   case 2: case 3: case 4: S  ->  %d = arith.subi %i, %c2; %in = arith.cmpi ule, %d, %c2
     *                                   %i2 = arith.select %in, %c2, %i   scf.index_switch %i2 case 2 { S } ...
     * </pre>
     * (non-contiguous groups compare each value: {@code arith.cmpi eq} ORed). Removes the values it
     * merges from {@code valueStart}; returns the selector to switch on.
     */
    private static Value shareCaseBodies(Builder b, Operation sw, Value idx, LinkedHashMap<Long, Integer> valueStart, int defaultStart) {
        LinkedHashMap<Integer, List<Long>> byCode = new LinkedHashMap<>();
        for (var e : valueStart.entrySet()) byCode.computeIfAbsent(codeStart(sw, e.getValue()), k -> new ArrayList<>()).add(e.getKey());
        Integer defaultCode = defaultStart < 0 ? null : codeStart(sw, defaultStart);
        for (var g : byCode.entrySet()) {
            List<Long> vals = g.getValue();
            if (g.getKey().equals(defaultCode)) { for (long v : vals) valueStart.remove(v); continue; }
            if (vals.size() < 2) continue;
            List<Long> sorted = new ArrayList<>(vals);
            sorted.sort(null);
            long lo = sorted.get(0), hi = sorted.get(sorted.size() - 1);
            Value in, repC = null;
            long rep = vals.get(0);
            if (hi - lo == sorted.size() - 1 && hi - lo >= 0) {
                // contiguous: (i - lo) <= (hi - lo), unsigned; lo stands for the group
                rep = lo;
                repC = Ir.constInt(b, lo, BuiltinTypes.INDEX);
                Value d = Ir.arith(b, "subi", idx, repC);
                in = ArithOps.CmpiOp.create(b, new jcirc.ir.BuiltinAttrs.EnumAttr("arith", "cmpi_predicate", "ule"), d, Ir.constInt(b, hi - lo, BuiltinTypes.INDEX), BuiltinTypes.I1).result();
            } else {
                in = null;
                for (long v : vals) {
                    Value c = Ir.constInt(b, v, BuiltinTypes.INDEX);
                    if (v == rep) repC = c;
                    Value eq = ArithOps.CmpiOp.create(b, new jcirc.ir.BuiltinAttrs.EnumAttr("arith", "cmpi_predicate", "eq"), idx, c, BuiltinTypes.I1).result();
                    in = in == null ? eq : Ir.arith(b, "ori", in, eq);
                }
            }
            if (repC == null) repC = Ir.constInt(b, rep, BuiltinTypes.INDEX);
            idx = ArithOps.SelectOp.create(b, in, repC, idx, BuiltinTypes.INDEX).result();
            for (long v : vals) if (v != rep) valueStart.remove(v);
        }
        return idx;
    }

    /** The first case region from {@code start} on that has code: empty cases that fall through are skipped. */
    private static int codeStart(Operation sw, int start) {
        int i = start;
        while (i + 1 < sw.numRegions()) {
            Region r = sw.region(i);
            if (r.numBlocks() != 1 || !Ir.body(r.entryBlock()).isEmpty()) break;
            Operation t = Ir.terminator(r.entryBlock());
            if (t == null || !CirOps.YieldOp.isa(t) || !"fallthrough".equals(Ir.enumCase(t.attr("kind")))) break;
            i++;
        }
        return i;
    }

    /**
     * One scf case region: the case bodies from {@code start} on, following fallthroughs; a body only this
     * case uses ({@code uses[i] == 1}) is moved, others are cloned (cloning every level of nested switches
     * would make the raise quadratic in their depth).
     */
    private void buildCase(Operation sw, int start, Region dst, Ctx ctx, int[] uses) {
        Block blk = dst.addBlock();
        IRMapping map = new IRMapping();
        if (start >= 0) {
            for (int i = start; i < sw.numRegions(); i++) {
                Block src = sw.region(i).entryBlock();
                boolean move = uses[i] == 1;
                for (Operation o : Ir.body(src)) {
                    if (move) { o.remove(); blk.append(o); } else blk.append(o.clone(map));
                }
                Operation t = Ir.terminator(src);
                if (t != null && CirOps.YieldOp.isa(t) && "fallthrough".equals(Ir.enumCase(t.attr("kind")))) continue;
                if (t != null) {
                    if (move) { t.remove(); blk.append(t); } else blk.append(t.clone(map));
                }
                break;
            }
        }
        convertRegionEnd(blk, ctx, true);
        lowerSequence(blk, blk.first(), ctx);
    }

    /**
     * A selector wider than index ({@code __int128}): the position of its value among the case
     * values, -1 if none, for an index_switch on case positions 0..n-1:
     * <pre>
     *   %e0 = arith.cmpi eq, %x, %c_v0 : i128  ...  %s = arith.select %e0, %c0_i64, (arith.select %e1, %c1_i64, ... %c-1_i64)
     *   %i = arith.index_cast %s : i64 to index
     * </pre>
     */
    private static Value wideOrdinal(Builder b, Value x, List<BigInteger> values) {
        Value sel = Ir.constInt(b, -1, BuiltinTypes.I64);
        for (int k = values.size() - 1; k >= 0; k--) {
            Value v = ArithOps.ConstantOp.create(b, new IntegerAttr(values.get(k), x.type()), x.type()).result();
            Value eq = ArithOps.CmpiOp.create(b, new jcirc.ir.BuiltinAttrs.EnumAttr("arith", "cmpi_predicate", "eq"), x, v, BuiltinTypes.I1).result();
            sel = ArithOps.SelectOp.create(b, eq, Ir.constInt(b, k, BuiltinTypes.I64), sel, BuiltinTypes.I64).result();
        }
        return ArithOps.IndexCastOp.create(b, sel, BuiltinTypes.INDEX).out();
    }

    private static BigInteger intValue(Attribute a) {
        if (a instanceof IntAttr ia) return ia.value();
        if (a instanceof IntegerAttr ia) return ia.value();
        throw new IllegalArgumentException("not an integer case value: " + a.print());
    }

    /** The index value a case constant matches after index_cast (signed) or index_castui (unsigned). */
    private static long caseValue(BigInteger v, boolean signed, int width) {
        if (signed || width >= 64) return v.longValue();
        return v.mod(BigInteger.ONE.shiftLeft(width)).longValue();
    }
}
