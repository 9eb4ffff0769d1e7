package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
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
 *                                                                cir.switch (%i : !u64i) [case (equal, 1) { cir.goto "L1" }, ...,
 *                                                                                         case (default) { cir.goto "L1" }]
 *                                                                cir.goto "L1"
 * </pre>
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
        for (Operation j : jumps) dispatch(j, numbers);
        for (Operation g : module.region(0).entryBlock().operations())
            if (CirOps.GlobalOp.isa(g) && g.attr("initial_value") != null && mentionsBlockAddress(g.attr("initial_value")))
                g.setAttr("initial_value", replace(g.attr("initial_value"), numbers));
    }

    private static void dispatch(Operation jump, Map<String, Map<String, Long>> numbers) {
        Operation fn = jump.ancestor(CirOps.FuncOp.NAME);
        Map<String, Long> labels = numbers.get(((BuiltinAttrs.StringAttr) fn.attr("sym_name")).value());
        if (labels.isEmpty()) throw new jcirc.ir.pass.PassFailure(jump, "computed goto in a function without labels");
        Builder b = new Builder();
        b.setLocation(jump.location());
        b.setInsertionPoint(jump);
        Value i = CirOps.CastOp.create(b, new BuiltinAttrs.EnumAttr("cir", "cast_kind", "ptr_to_int"), new CirOps.IndirectBrOp(jump).addr(), CirTypes.U64).result();
        List<Attribute> cases = new ArrayList<>();
        List<String> targets = new ArrayList<>(labels.keySet());
        if (jump.attr("possible_labels") instanceof BuiltinAttrs.ArrayAttr pl) {
            // only the labels CIRGen found in scope at the goto (others' blocks need not be reachable from here)
            List<String> only = new ArrayList<>();
            for (var a : pl.elements()) if (a instanceof BuiltinAttrs.StringAttr s && labels.containsKey(s.value())) only.add(s.value());
            if (!only.isEmpty()) targets = only;
        }
        for (String l : targets)
            cases.add(new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.EnumAttr("cir", "case_kind", "equal"),
                    new BuiltinAttrs.ArrayAttr(List.of(new CirAttrs.IntAttr(labels.get(l), CirTypes.U64))))));
        cases.add(new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.EnumAttr("cir", "case_kind", "default"), new BuiltinAttrs.ArrayAttr(List.of()))));
        Operation sw = CirOps.SwitchOp.create(b, i, new BuiltinAttrs.ArrayAttr(cases), targets.size() + 1).op();
        for (int k = 0; k <= targets.size(); k++) {
            String t = targets.get(k < targets.size() ? k : 0);
            b.buildRegion(sw.region(k), () -> CirOps.GotoOp.create(b, BuiltinAttrs.str(t)).op());
        }
        b.setInsertionPoint(jump);
        CirOps.GotoOp.create(b, BuiltinAttrs.str(targets.get(0)));
        jump.erase();
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
