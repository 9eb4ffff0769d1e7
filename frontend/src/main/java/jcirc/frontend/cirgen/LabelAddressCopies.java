package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.frontend.sema.Symbol;
import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * With optimization, a static function that takes the address of one of its own labels gets a copy per
 * call site, as gcc's inlining gives each caller its own labels (torture 990208-1: {@code doit} inlined
 * into {@code f} and {@code g} stores two different {@code &&here}). LLVM never inlines such a function
 * (a {@code blockaddress} outside {@code callbr} blocks inlining), so without copies every caller would
 * see the one function's label.
 *
 * <pre>
 * static inline void doit(void **p) { here: *p = &&here; }
 * void f(void) { doit(&p1); }   void g(void) { doit(&p2); }
 *   =>  cir.func internal @doit  (called by f)   cir.func internal @"doit.label.1"  (called by g,
 *       its cir.blockaddress &lt;@"doit.label.1", "here"&gt;)
 * </pre>
 *
 * Left alone, as gcc does not inline them: {@code noinline} functions, functions whose label addresses
 * appear outside their own body or in a constant (a static table of {@code &&L}, a nested function),
 * recursive ones, and functions with more than {@link #MAX_COPIES} call sites. Static locals stay shared (the copies name
 * the same globals), as with inlining. One walk over the module plus the copies.
 */
final class LabelAddressCopies {
    private LabelAddressCopies() {}

    static final int MAX_COPIES = 16;

    static void copy(Operation module, Map<Symbol, Operation> funcs) {
        Map<String, Operation> candidates = new LinkedHashMap<>();
        for (Map.Entry<Symbol, Operation> e : funcs.entrySet()) {
            Operation op = e.getValue();
            if (e.getKey().linkage == Symbol.Linkage.INTERNAL && op.parentOp() == module && !op.region(0).isEmpty()
                    && !noinline(op) && op.attr("sym_name") instanceof BuiltinAttrs.StringAttr n)
                candidates.put(n.value(), op);
        }
        if (candidates.isEmpty()) return;
        Set<String> ownLabels = new HashSet<>(), foreign = new HashSet<>(), names = new HashSet<>();
        Map<String, List<Operation>> calls = new HashMap<>();
        for (Operation top : module.region(0).entryBlock().operations()) {
            String self = top.attr("sym_name") instanceof BuiltinAttrs.StringAttr n ? n.value() : null;
            if (self != null) names.add(self);
            if (!CirOps.FuncOp.isa(top)) {
                for (Attribute a : top.attributes().values()) labelFunctions(a, foreign);
                continue;
            }
            top.walk(op -> {
                if (CirOps.BlockaddressOp.isa(op) && op.attr("func") instanceof BuiltinAttrs.SymbolRefAttr f) {
                    if (f.root().equals(self)) ownLabels.add(self); else foreign.add(f.root());
                } else if (CirOps.CallOp.isa(op) && op.attr("callee") instanceof BuiltinAttrs.SymbolRefAttr c
                        && candidates.containsKey(c.root())) {
                    if (c.root().equals(self)) foreign.add(self);   // recursive: not inlined
                    else calls.computeIfAbsent(c.root(), k -> new ArrayList<>()).add(op);
                }
                // a label address inside a constant (a local table of &&L) is not rewritten in a copy: left alone
                if (!CirOps.BlockaddressOp.isa(op) && !CirOps.CallOp.isa(op)) for (Attribute a : op.attributes().values()) labelFunctions(a, foreign);
            });
        }
        for (Map.Entry<String, List<Operation>> e : calls.entrySet()) {
            String name = e.getKey();
            List<Operation> sites = e.getValue();
            if (!ownLabels.contains(name) || foreign.contains(name) || sites.size() < 2 || sites.size() > MAX_COPIES) continue;
            Operation original = candidates.get(name);
            Operation after = original;
            for (int i = 1; i < sites.size(); i++) {
                String copyName = name + ".label." + i;
                while (!names.add(copyName)) copyName += "_";
                Operation c = original.clone();
                c.setAttr("sym_name", BuiltinAttrs.str(copyName));
                String target = copyName;
                c.walk(op -> {
                    if (CirOps.BlockaddressOp.isa(op)) op.setAttr("func", BuiltinAttrs.sym(target));
                });
                module.region(0).entryBlock().insertBefore(after.nextOp(), c);
                after = c;
                sites.get(i).setAttr("callee", BuiltinAttrs.sym(copyName));
            }
        }
    }

    private static boolean noinline(Operation fn) {
        return fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr a && a.elements().contains(BuiltinAttrs.str("noinline"));
    }

    /** The functions whose labels an attribute (a static initializer) takes the address of. */
    private static void labelFunctions(Attribute a, Set<String> out) {
        switch (a) {
            case CirAttrs.BlockAddressAttr b -> out.add(b.function());
            case CirAttrs.LabelDiffAttr d -> out.add(d.function());
            case BuiltinAttrs.ArrayAttr arr -> { for (Attribute x : arr.elements()) labelFunctions(x, out); }
            case BuiltinAttrs.DictionaryAttr d -> { for (Attribute x : d.entries().values()) labelFunctions(x, out); }
            case CirAttrs.ConstArrayAttr c -> labelFunctions(c.elements(), out);
            case CirAttrs.ConstStructAttr c -> { for (Attribute x : c.members()) labelFunctions(x, out); }
            default -> { }
        }
    }
}
