package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU labels as values on the scf path. MLIR 19's LLVM dialect has no {@code llvm.blockaddress} or
 * {@code llvm.indirectbr}, so before raising, label addresses become small numbers and a computed goto a
 * dispatch over them, which goto confinement then handles like any other goto:
 *
 * <pre>
 * %a = cir.blockaddress <@f, "L2"> : !cir.ptr<!cir.void>   ->  %a = cir.const #cir.ptr<2 : i64> : !cir.ptr<!cir.void>
 * #cir.block_address<@f, "L2"> : T (global initializers)     ->  #cir.ptr<2 : i64> : T
 * #cir.label_diff<@f, "L2", "L1"> : T (global initializers)  ->  #cir.int<1> : T  (numbers subtract as addresses do)
 * cir.indirect_br %p : !cir.ptr<!cir.void>, []               ->  %i = cir.cast(ptr_to_int, %p) : !u64i
 *                                                                cir.store %i, %dispatch : !u64i, !cir.ptr<!u64i>
 *                                                                cir.goto "jcirc.dispatch.0"
 * (once per function and set of possible labels, a block at the end of the function:)
 *                                                            ^d: cir.label "jcirc.dispatch.0"
 *                                                                %j = cir.load %dispatch : !cir.ptr<!u64i>, !u64i
 *                                                                cir.switch (%j : !u64i) [case (equal, 1) { cir.goto "L1" }, ...,
 *                                                                                         case (default) { cir.goto "L1" }]
 *                                                                cir.goto "L1"
 * </pre>
 * All computed gotos of a function jump to one shared dispatch, as clang's single {@code indirectbr} block: a
 * dispatch of its own at each of n computed gotos over n labels (an interpreter's {@code goto *disptab[op]} after
 * each of its n opcodes) was n² compare-and-branch blocks (Lua's {@code luaV_execute}: 6,900 of its 7,230 blocks,
 * 15× clang's time in opt and llc). At -O2 LLVM's tail duplication copies the dispatch back into its predecessors
 * (threaded code).
 * Labels are numbered 1, 2, ... in walk order across the module's functions, so numbers are consistent
 * between functions and static tables, and labels of different functions differ (each copy of a
 * function made by LabelAddressCopies has its own, torture 990208-1). The direct path keeps real
 * block addresses.
 */
final class IndirectGotoDispatch {
    private IndirectGotoDispatch() {}

    static void run(Operation module) {
        Map<String, Map<String, Long>> numbers = new LinkedHashMap<>();
        List<Operation> addrs = new ArrayList<>(), jumps = new ArrayList<>();
        module.walk(o -> {
            if (CirOps.BlockaddressOp.isa(o)) addrs.add(o);
            else if (CirOps.IndirectBrOp.isa(o)) jumps.add(o);
        });
        boolean globals = false;
        for (Operation g : module.region(0).entryBlock().operations())
            if (CirOps.GlobalOp.isa(g) && g.attr("initial_value") != null && mentionsBlockAddress(g.attr("initial_value"))) globals = true;
        if (addrs.isEmpty() && jumps.isEmpty() && !globals) return;
        long[] next = {1};
        for (Operation f : module.region(0).entryBlock().operations()) {
            if (!CirOps.FuncOp.isa(f)) continue;
            Map<String, Long> m = new LinkedHashMap<>();
            f.walkPreOrder(o -> { if (CirOps.LabelOp.isa(o)) m.put(label(o), next[0]++); });
            numbers.put(((BuiltinAttrs.StringAttr) f.attr("sym_name")).value(), m);
        }
        for (Operation a : addrs) {
            long k = number(numbers, ((BuiltinAttrs.SymbolRefAttr) a.attr("func")).root(), label(a));
            Builder b = new Builder();
            b.setInsertionPoint(a);
            Value c = CirOps.ConstOp.create(b, new CirAttrs.ConstPtrAttr(k, a.result(0).type()), a.result(0).type()).res();
            a.result(0).replaceAllUsesWith(c);
            a.erase();
        }
        Map<Operation, Dispatches> shared = new java.util.IdentityHashMap<>();
        for (Operation j : jumps) dispatch(j, numbers, shared);
        for (Operation g : module.region(0).entryBlock().operations())
            if (CirOps.GlobalOp.isa(g) && g.attr("initial_value") != null && mentionsBlockAddress(g.attr("initial_value")))
                g.setAttr("initial_value", replace(g.attr("initial_value"), numbers));
    }

    private static void dispatch(Operation jump, Map<String, Map<String, Long>> numbers, Map<Operation, Dispatches> shared) {
        Operation fn = jump.ancestor(CirOps.FuncOp.NAME);
        Map<String, Long> labels = numbers.get(((BuiltinAttrs.StringAttr) fn.attr("sym_name")).value());
        if (labels.isEmpty()) throw new jcirc.ir.pass.PassFailure(jump, "computed goto in a function without labels");
        // gotos with the same targets share a dispatch. CIRGen gives gotos that see the same labels one list object:
        // looked up by identity first, so n gotos over n labels read the list once, not n times
        Dispatches ofFn = shared.computeIfAbsent(fn, f -> new Dispatches());
        Object key = jump.attr("possible_labels") instanceof BuiltinAttrs.ArrayAttr pl ? pl : labels;
        Shared d = ofFn.byList.get(key);
        if (d == null) {
            d = ofFn.byTargets.computeIfAbsent(targets(jump, labels), t -> sharedDispatch(fn, t, labels, "jcirc.dispatch." + ofFn.byTargets.size()));
            ofFn.byList.put(key, d);
        }
        Builder b = new Builder();
        b.setLocation(jump.location());
        b.setInsertionPoint(jump);
        Value i = CirOps.CastOp.create(b, new BuiltinAttrs.EnumAttr("cir", "cast_kind", "ptr_to_int"), new CirOps.IndirectBrOp(jump).addr(), CirTypes.U64).result();
        CirOps.StoreOp.create(b, i, d.slot());
        CirOps.GotoOp.create(b, BuiltinAttrs.str(d.label()));
        jump.erase();
    }

    /** The labels {@code jump} may reach: those CIRGen found in scope at the goto, else all of the function's. */
    private static List<String> targets(Operation jump, Map<String, Long> labels) {
        if (jump.attr("possible_labels") instanceof BuiltinAttrs.ArrayAttr pl) {
            // only the labels CIRGen found in scope at the goto (others' blocks need not be reachable from here)
            List<String> only = new ArrayList<>();
            for (var a : pl.elements()) if (a instanceof BuiltinAttrs.StringAttr s && labels.containsKey(s.value())) only.add(s.value());
            if (!only.isEmpty()) return only;
        }
        return new ArrayList<>(labels.keySet());
    }

    /** A function's shared dispatch: its label and the slot the computed gotos store the label number in. */
    private record Shared(String label, Value slot) {}

    /** A function's dispatches, by the possible_labels list object and by the target labels. */
    private static final class Dispatches {
        final Map<Object, Shared> byList = new java.util.IdentityHashMap<>();
        final Map<List<String>, Shared> byTargets = new java.util.HashMap<>();
    }

    /**
     * A block at the end of {@code fn}: {@code cir.label "<label>"}, a switch over the slot's label number with a goto
     * to each target (default: the first), and the slot, an alloca at the start of the function.
     */
    private static Shared sharedDispatch(Operation fn, List<String> targets, Map<String, Long> labels, String label) {
        Builder b = new Builder();
        b.setLocation(fn.location());
        b.setInsertionPointToStart(fn.region(0).entryBlock());
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("allocaType", new BuiltinAttrs.TypeAttr(CirTypes.U64));
        attrs.put("name", new BuiltinAttrs.StringAttr("__dispatch"));
        Value slot = CirOps.AllocaOp.create(b, null, new CirTypes.PointerType(CirTypes.U64), attrs).addr();
        Block d = new Block();
        fn.region(0).addBlock(d);
        b.setInsertionPointToEnd(d);
        CirOps.LabelOp.create(b, BuiltinAttrs.str(label));
        Value i = CirOps.LoadOp.create(b, slot, CirTypes.U64).result();
        List<Attribute> cases = new ArrayList<>();
        for (String l : targets)
            cases.add(new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.EnumAttr("cir", "case_kind", "equal"),
                    new BuiltinAttrs.ArrayAttr(List.of(new CirAttrs.IntAttr(labels.get(l), CirTypes.U64))))));
        cases.add(new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.EnumAttr("cir", "case_kind", "default"), new BuiltinAttrs.ArrayAttr(List.of()))));
        Operation sw = CirOps.SwitchOp.create(b, i, new BuiltinAttrs.ArrayAttr(cases), targets.size() + 1).op();
        for (int k = 0; k <= targets.size(); k++) {
            String t = targets.get(k < targets.size() ? k : 0);
            b.buildRegion(sw.region(k), () -> CirOps.GotoOp.create(b, BuiltinAttrs.str(t)).op());
        }
        b.setInsertionPointToEnd(d);
        CirOps.GotoOp.create(b, BuiltinAttrs.str(targets.get(0)));
        return new Shared(label, slot);
    }

    private static long number(Map<String, Map<String, Long>> numbers, String fn, String label) {
        Map<String, Long> m = numbers.get(fn);
        Long k = m == null ? null : m.get(label);
        if (k == null) throw new IllegalArgumentException("label '" + label + "' of @" + fn + " not found");
        return k;
    }

    private static String label(Operation o) { return ((BuiltinAttrs.StringAttr) o.attr("label")).value(); }

    private static boolean mentionsBlockAddress(Attribute a) {
        return switch (a) {
            case CirAttrs.BlockAddressAttr b -> true;
            case CirAttrs.LabelDiffAttr d -> true;
            case CirAttrs.ConstArrayAttr arr -> mentionsBlockAddress(arr.elements());
            case CirAttrs.ConstStructAttr s -> s.members().stream().anyMatch(IndirectGotoDispatch::mentionsBlockAddress);
            case BuiltinAttrs.ArrayAttr arr -> arr.elements().stream().anyMatch(IndirectGotoDispatch::mentionsBlockAddress);
            default -> false;
        };
    }

    private static Attribute replace(Attribute a, Map<String, Map<String, Long>> numbers) {
        return switch (a) {
            case CirAttrs.BlockAddressAttr b -> new CirAttrs.ConstPtrAttr(number(numbers, b.function(), b.label()), b.type());
            case CirAttrs.LabelDiffAttr d -> new CirAttrs.IntAttr(number(numbers, d.function(), d.label()) - number(numbers, d.function(), d.base()), d.type());
            case CirAttrs.ConstArrayAttr arr -> new CirAttrs.ConstArrayAttr(replace(arr.elements(), numbers), arr.type());
            case CirAttrs.ConstStructAttr s -> new CirAttrs.ConstStructAttr(s.members().stream().map(m -> replace(m, numbers)).toList(), s.type());
            case BuiltinAttrs.ArrayAttr arr -> new BuiltinAttrs.ArrayAttr(arr.elements().stream().map(m -> replace(m, numbers)).toList());
            default -> a;
        };
    }
}
