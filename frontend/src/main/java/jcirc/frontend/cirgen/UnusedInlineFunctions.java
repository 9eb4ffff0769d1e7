package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.frontend.sema.Symbol;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Static inline functions nothing refers to are not emitted, as in gcc and clang (which emit a
 * {@code static inline} definition only when it is used). A header such as {@code <emmintrin.h>}
 * defines hundreds of them; without this every translation unit including it would compile (and at
 * -O0 link) all of them.
 *
 * <pre>
 * static inline int twice(int x) { return 2 * x; }   // never called, address never taken
 *   =>  no cir.func @twice in the module
 * </pre>
 *
 * Roots are every top-level operation that is not such a candidate; a candidate is kept when a
 * root, or a kept candidate, names it in an attribute (calls, {@code cir.get_global}, global
 * initializers, aliases). One pass over the module's operations and their attributes.
 */
final class UnusedInlineFunctions {
    private UnusedInlineFunctions() {}

    private static final Pattern SYMBOL = Pattern.compile("@(?:\"((?:[^\"\\\\]|\\\\.)*)\"|([A-Za-z_.$][\\w.$-]*))");

    /** {@code fileSymbols}: the file-scope symbols; a GNU nested function (lifted by CIRGenNested) is never a candidate. */
    static void drop(Operation module, Map<Symbol, Operation> funcs, Iterable<Symbol> fileSymbols) {
        Set<Symbol> fileScope = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Symbol s : fileSymbols) fileScope.add(s);
        Map<String, Operation> candidates = new HashMap<>();
        for (Map.Entry<Symbol, Operation> e : funcs.entrySet()) {
            Symbol s = e.getKey();
            Operation op = e.getValue();
            if (fileScope.contains(s) && s.isInline && s.linkage == Symbol.Linkage.INTERNAL && !op.region(0).isEmpty() && !s.gnu.used
                    && s.gnu.constructor < 0 && s.gnu.destructor < 0 && s.gnu.alias == null
                    && op.attr("sym_name") instanceof BuiltinAttrs.StringAttr name && op.parentOp() == module)   // not a GNU nested function
                candidates.put(name.value(), op);
        }
        if (candidates.isEmpty()) return;
        Set<String> live = new HashSet<>();
        ArrayDeque<String> work = new ArrayDeque<>();
        Map<Operation, Set<String>> refsOf = new java.util.IdentityHashMap<>();
        Set<Operation> candidateOps = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        candidateOps.addAll(candidates.values());
        for (Operation top : module.region(0).entryBlock().operations()) {
            Set<String> refs = references(top);
            if (candidateOps.contains(top)) refsOf.put(top, refs);
            else for (String r : refs) if (candidates.containsKey(r) && live.add(r)) work.add(r);
        }
        while (!work.isEmpty()) {
            for (String r : refsOf.getOrDefault(candidates.get(work.poll()), Set.of()))
                if (candidates.containsKey(r) && live.add(r)) work.add(r);
        }
        for (Map.Entry<String, Operation> c : candidates.entrySet())
            if (!live.contains(c.getKey())) c.getValue().erase();
    }

    /** The symbols an operation and the operations nested in it name in their attributes. */
    private static Set<String> references(Operation top) {
        Set<String> refs = new HashSet<>();
        top.walk(op -> {
            for (Map.Entry<String, Attribute> a : op.attributes().entrySet())
                if (!a.getKey().equals("sym_name")) collect(a.getValue(), refs);
        });
        return refs;
    }

    /**
     * The symbols one attribute names, by its structure (printing each attribute to search the text
     * spelled every struct type in full: SQLite took 100 s and 6 GB); attribute kinds not known here
     * are searched in their printed form.
     */
    private static void collect(Attribute a, Set<String> refs) {
        switch (a) {
            case BuiltinAttrs.SymbolRefAttr s -> refs.add(s.root());
            case BuiltinAttrs.ArrayAttr arr -> { for (Attribute e : arr.elements()) collect(e, refs); }
            case BuiltinAttrs.DictionaryAttr d -> { for (Attribute e : d.entries().values()) collect(e, refs); }
            case CirAttrs.GlobalViewAttr g -> refs.add(g.symbol());
            case CirAttrs.BlockAddressAttr b -> refs.add(b.function());
            case CirAttrs.LabelDiffAttr d -> refs.add(d.function());
            case CirAttrs.MethodAttr m -> { if (m.symbol() != null) refs.add(m.symbol()); }
            case CirAttrs.ConstArrayAttr c -> collect(c.elements(), refs);
            case CirAttrs.ConstStructAttr c -> { for (Attribute m : c.members()) collect(m, refs); }
            case CirAttrs.ConstVectorAttr c -> { for (Attribute m : c.elements()) collect(m, refs); }
            case CirAttrs.ConstComplexAttr c -> { collect(c.real(), refs); collect(c.imag(), refs); }
            case BuiltinAttrs.StringAttr x -> { }
            case BuiltinAttrs.TypeAttr x -> { }
            case BuiltinAttrs.IntegerAttr x -> { }
            case BuiltinAttrs.FloatAttr x -> { }
            case BuiltinAttrs.UnitAttr x -> { }
            case BuiltinAttrs.BoolAttr x -> { }
            case BuiltinAttrs.EnumAttr x -> { }
            case BuiltinAttrs.DenseArrayAttr x -> { }
            case BuiltinAttrs.DenseElementsAttr x -> { }
            case CirAttrs.CirTypedAttr x -> { }   // int, float, bool, null, pointer and zero constants
            case CirAttrs.BitfieldInfoAttr x -> { }
            default -> {
                String text = a.print();
                if (text.indexOf('@') < 0) return;
                Matcher m = SYMBOL.matcher(text);
                while (m.find()) refs.add(m.group(1) != null ? m.group(1) : m.group(2));
            }
        }
    }
}
