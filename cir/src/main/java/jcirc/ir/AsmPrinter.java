package jcirc.ir;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.parse.DialectSyntax;

import java.util.*;

/**
 * Prints IR in MLIR's text syntax: each op in its custom form (from its declaration's assembly
 * format or custom printer), or every op in the generic form with {@code genericForm}. Values are
 * named {@code %0, %1, ...} and {@code %arg0, ...} per isolated-from-above op, blocks
 * {@code ^bb0, ...} per region; cir integer and struct types get aliases ({@code !s32i}).
 */
public final class AsmPrinter implements OpAsmPrinter {
    /** Printing options. MLIR-compatible printing (what mlir-opt-19 prints) is the default for every dialect. */
    public record Options(boolean genericForm, boolean printLocations, boolean aliases, boolean mlirCompatible) {
        public Options(boolean genericForm, boolean printLocations, boolean aliases) { this(genericForm, printLocations, aliases, true); }
        public static final Options DEFAULT = new Options(false, false, true);
        public static final Options GENERIC = new Options(true, false, true);
        /**
         * Byte-for-byte what mlir-opt-19 prints (for -emit-scf/-emit-cf): result name hints ({@code %c0_i32}),
         * region-at-a-time value numbering, block predecessor comments, attribute dictionaries sorted by
         * name, inherent attributes as {@code <{...}>} properties in the generic form, MLIR float literals.
         */
        public static final Options MLIR = new Options(false, false, true, true);
        public static final Options MLIR_GENERIC = new Options(true, false, true, true);
    }

    private final Options options;
    private final StringBuilder out = new StringBuilder();
    private int indent;
    private final Map<Value, String> valueNames = new HashMap<>();
    private final Map<Block, String> blockNames = new HashMap<>();
    private Map<Type, String> aliases = Map.of();
    /** MLIR's default-dialect stack top: ops of this dialect print without the prefix (func.func -> "func"). */
    private String defaultDialect = "";

    private AsmPrinter(Options options) { this.options = options; }

    /** Prints a top-level op (normally a builtin.module) with alias definitions first. */
    public static String print(Operation op, Options options) {
        AsmPrinter p = new AsmPrinter(options);
        return p.printTop(op);
    }

    public static String print(Operation op) { return print(op, Options.DEFAULT); }

    /** Debug form of one op (used by Operation.toString). */
    static String printOp(Operation op) {
        AsmPrinter p = new AsmPrinter(new Options(false, false, false));
        try {
            p.nameValues(op);
            p.printOperation(op);
        } catch (RuntimeException e) {
            return "<" + op.name() + ": unprintable: " + e.getMessage() + ">";
        }
        return p.out.toString();
    }

    private String printTop(Operation op) {
        if (options.mlirCompatible()) return jcirc.ir.FloatFormat.withMlirStyle(() -> printTopInner(op));
        return printTopInner(op);
    }

    private String printTopInner(Operation op) {
        if (options.aliases()) aliases = collectAliases(op);
        nameValues(op);
        StringBuilder header = new StringBuilder();
        return TypePrint.withAliases(aliases, () -> {
            for (Map.Entry<Type, String> e : aliases.entrySet()) {
                Map<Type, String> others = new LinkedHashMap<>(aliases);
                others.remove(e.getKey());
                String def = TypePrint.withAliases(others, () -> e.getKey().print());
                header.append('!').append(e.getValue()).append(" = ").append(def).append('\n');
            }
            printOperation(op);
            out.append('\n');
            return header + out.toString();
        });
    }

    // ----- aliases -----

    private static Map<Type, String> collectAliases(Operation top) {
        LinkedHashSet<Type> seen = new LinkedHashSet<>();
        Set<Type> visiting = new HashSet<>();
        top.walkPreOrder(op -> {
            for (Value v : op.operands()) if (v != null) visitType(v.type(), seen, visiting);
            for (OpResult r : op.results()) visitType(r.type(), seen, visiting);
            for (Region rg : op.regions()) for (Block b : rg.blocks()) for (BlockArgument a : b.arguments()) visitType(a.type(), seen, visiting);
            for (Attribute a : op.attributes().values()) visitAttr(a, seen, visiting);
        });
        // the dialects' aliases (OpAsmDialectInterface::getAlias), by group, each in dependency order
        TreeMap<Integer, List<Map.Entry<Type, String>>> groups = new TreeMap<>();
        for (Type t : seen) {
            DialectSyntax.Alias a = DialectSyntax.alias(t);
            if (a != null) groups.computeIfAbsent(a.group(), g -> new ArrayList<>()).add(Map.entry(t, a.name()));
        }
        Map<Type, String> r = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        for (List<Map.Entry<Type, String>> g : groups.values()) for (Map.Entry<Type, String> e : g) {
            String n = e.getValue();
            for (int i = 1; used.contains(n); i++) n = e.getValue() + i;
            used.add(n);
            r.put(e.getKey(), n);
        }
        return r;
    }

    /** Adds {@code t} to {@code seen} after its nested types; {@code visiting} stops at a (recursive struct's) cycle. */
    private static void visitType(Type t, Set<Type> seen, Set<Type> visiting) {
        if (t == null || seen.contains(t) || !visiting.add(t)) return;
        for (Type s : t.subTypes()) visitType(s, seen, visiting);
        visiting.remove(t);
        seen.add(t);
    }

    private static void visitAttr(Attribute a, Set<Type> seen, Set<Type> visiting) {
        a.walkSubElements(t -> visitType(t, seen, visiting), e -> visitAttr(e, seen, visiting));
    }

    // ----- naming -----

    /** A saved naming context: a region to number and the counters/name scope it inherits (MLIR's SSANameState). */
    private record NameContext(Region region, int nextValue, int nextArg, int nextConflict, NameScope parent) {}

    /** Names used in a region and its ancestors' regions; sibling regions may reuse names. */
    private static final class NameScope {
        final NameScope parent;
        final Set<String> names = new HashSet<>();
        NameScope(NameScope parent) { this.parent = parent; }
        boolean contains(String n) {
            for (NameScope s = this; s != null; s = s.parent) if (s.names.contains(n)) return true;
            return false;
        }
    }

    private int nextValueId, nextArgId, nextConflictId;
    private NameScope scope;

    /**
     * Names values and blocks as MLIR's printer does: a region is numbered completely (block arguments,
     * then op results, with name hints such as {@code %c0_i32} from {@link OpDef#asmResultName}) before
     * its nested regions, and every nested region starts from the counters its parent region ended with
     * (so sibling regions reuse numbers). Entry-block arguments are {@code %argN}. In the generic form
     * numbers are unique instead and there are no name hints.
     */
    private void nameValues(Operation top) {
        if (!options.mlirCompatible()) { nameValuesDepthFirst(top, new int[2]); return; }
        Deque<NameContext> stack = new ArrayDeque<>();
        for (Region r : top.regions()) stack.push(new NameContext(r, 0, 0, 0, null));
        boolean unique = options.genericForm();
        while (!stack.isEmpty()) {
            NameContext ctx = stack.pop();
            if (!unique) { nextValueId = ctx.nextValue(); nextArgId = ctx.nextArg(); nextConflictId = ctx.nextConflict(); }
            scope = new NameScope(ctx.parent());
            numberRegion(ctx.region());
            List<NameContext> children = new ArrayList<>();
            for (Block b : ctx.region().blocks())
                for (Operation op = b.first(); op != null; op = op.nextOp())
                    for (Region r : op.regions())
                        children.add(new NameContext(r, nextValueId, nextArgId, nextConflictId, scope));
            for (int i = children.size() - 1; i >= 0; i--) stack.push(children.get(i));
        }
    }

    /** The default naming: depth-first {@code %0, %1, ...} and {@code %argN}; counters restart at isolated ops. */
    private void nameValuesDepthFirst(Operation op, int[] counters) {
        for (Region r : op.regions()) {
            int[] c = op.hasTrait(Trait.ISOLATED_FROM_ABOVE) ? new int[2] : counters;
            int bb = 0;
            for (Block b : r.blocks()) {
                blockNames.put(b, "^bb" + bb++);
                for (BlockArgument a : b.arguments())
                    valueNames.put(a, b.isEntryBlock() ? "%arg" + c[1]++ : "%" + c[0]++);
                for (Operation inner = b.first(); inner != null; inner = inner.nextOp()) {
                    if (inner.numResults() > 0) {
                        String base = "%" + c[0]++;
                        if (inner.numResults() == 1) valueNames.put(inner.result(0), base);
                        else for (int i = 0; i < inner.numResults(); i++) valueNames.put(inner.result(i), base + "#" + i);
                    }
                    nameValuesDepthFirst(inner, c);
                }
            }
        }
    }

    private void numberRegion(Region r) {
        int bb = 0;
        for (Block b : r.blocks()) {
            blockNames.put(b, "^bb" + bb++);
            boolean entry = b.isEntryBlock();
            for (BlockArgument a : b.arguments())
                valueNames.put(a, entry ? "%" + uniqueName("arg" + nextArgId++) : "%" + nextValueId++);
            for (Operation op = b.first(); op != null; op = op.nextOp()) {
                if (op.numResults() == 0) continue;
                String hint = null;
                OpDef def = op.def();
                if (!options.genericForm() && def != null && def.asmResultName() != null) hint = def.asmResultName().apply(op);
                String base = hint != null && !hint.isEmpty() ? "%" + uniqueName(sanitizeName(hint)) : "%" + nextValueId++;
                if (op.numResults() == 1) valueNames.put(op.result(0), base);
                else for (int i = 0; i < op.numResults(); i++) valueNames.put(op.result(i), base + "#" + i);
            }
        }
    }

    /** MLIR's uniqueValueName: a name taken in this scope or an enclosing one gets {@code _N} (one counter). */
    private String uniqueName(String name) {
        String n = name;
        if (scope.contains(n)) {
            do { n = name + "_" + nextConflictId++; } while (scope.contains(n));
        }
        scope.names.add(n);
        return n;
    }

    /** MLIR's sanitizeIdentifier for value names: [A-Za-z0-9$._-], others hex-escaped, no leading digit. */
    static String sanitizeName(String name) {
        StringBuilder sb = new StringBuilder();
        if (Character.isDigit(name.charAt(0))) sb.append('_');
        for (char c : name.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128 || "$._-".indexOf(c) >= 0) sb.append(c);
            else if (c == ' ') sb.append('_');
            else sb.append(Integer.toHexString(c & 0xff).toUpperCase());
        }
        return sb.toString();
    }

    @Override public String nameOf(Value v) {
        String n = valueNames.get(v);
        return n == null ? "%<<UNKNOWN SSA VALUE>>" : n;
    }

    // ----- ops -----

    private void printOperation(Operation op) {
        printResults(op);
        OpDef def = op.def();
        if (!options.genericForm() && def != null && def.hasCustomSyntax()) {
            String name = op.name().equals("builtin.module") ? "module" : op.name();
            if (!defaultDialect.isEmpty() && name.startsWith(defaultDialect + ".") && name.indexOf('.') == name.lastIndexOf('.'))
                name = name.substring(defaultDialect.length() + 1);
            out.append(name);
            String savedDialect = defaultDialect;
            defaultDialect = def.defaultDialect() == null ? "" : def.defaultDialect();
            try {
                if (def.customAsm() != null) def.customAsm().print(op, this);
                else new FormatPrinter(op, def.assemblyFormat()).print();
            } finally {
                defaultDialect = savedDialect;
            }
        } else {
            printGeneric(op);
        }
        if (options.printLocations()) out.append(' ').append(op.location().print());
    }

    private void printResults(Operation op) {
        int n = op.numResults();
        if (n == 0) return;
        String base = nameOf(op.result(0));
        int hash = base.indexOf('#');
        if (hash >= 0) base = base.substring(0, hash);
        out.append(base);
        if (n > 1) out.append(':').append(n);
        out.append(" = ");
    }

    private void printGeneric(Operation op) {
        out.append(BuiltinAttrs.quote(op.name())).append('(');
        printOperands(op.operands());
        out.append(')');
        if (op.numSuccessors() > 0) {
            out.append('[');
            for (int i = 0; i < op.numSuccessors(); i++) {
                if (i > 0) out.append(", ");
                printSuccessor(op.successor(i));
            }
            out.append(']');
        }
        // MLIR 19: inherent attributes (the op's declared ones) are properties, printed <{...}> before the regions
        Set<String> inherent = new HashSet<>();
        OpDef def = op.def();
        if (def != null && options.mlirCompatible()) {
            for (OpDef.AttrSpec a : def.attrs()) inherent.add(a.name());
            if (def.needsSegments()) inherent.add(OpDef.SEGMENTS_ATTR);
        }
        Map<String, Attribute> props = new TreeMap<>();
        for (Map.Entry<String, Attribute> e : op.attributes().entrySet()) if (inherent.contains(e.getKey())) props.put(e.getKey(), e.getValue());
        if (!props.isEmpty()) {
            int mark = out.length();
            printOptionalAttrDict(props, Set.of());       // " {...}"
            out.replace(mark, mark + 2, " <{").append('>');
        }
        if (op.numRegions() > 0) {
            out.append(" (");
            for (int i = 0; i < op.numRegions(); i++) {
                if (i > 0) out.append(", ");
                printRegion(op.region(i), true, true);
            }
            out.append(')');
        }
        printOptionalAttrDict(op.attributes(), inherent);
        out.append(" : ");
        List<Type> in = new ArrayList<>();
        for (Value v : op.operands()) in.add(v.type());
        out.append(new jcirc.ir.BuiltinTypes.FunctionType(in, op.resultTypes()).print());
    }

    // ----- OpAsmPrinter -----

    @Override public OpAsmPrinter print(String text) { out.append(text); return this; }

    @Override public OpAsmPrinter printOperand(Value v) { out.append(nameOf(v)); return this; }

    @Override public OpAsmPrinter printOperands(List<? extends Value> vs) {
        for (int i = 0; i < vs.size(); i++) {
            if (i > 0) out.append(", ");
            printOperand(vs.get(i));
        }
        return this;
    }

    @Override public OpAsmPrinter printType(Type t) { out.append(TypePrint.of(t)); return this; }

    @Override public OpAsmPrinter printTypes(List<? extends Type> ts) {
        for (int i = 0; i < ts.size(); i++) {
            if (i > 0) out.append(", ");
            printType(ts.get(i));
        }
        return this;
    }

    @Override public OpAsmPrinter printAttribute(Attribute a) { out.append(a.print()); return this; }

    @Override public OpAsmPrinter printOptionalAttrDict(Map<String, Attribute> attrs, Set<String> elided) {
        List<Map.Entry<String, Attribute>> shown = new ArrayList<>();
        for (Map.Entry<String, Attribute> e : attrs.entrySet()) if (!elided.contains(e.getKey())) shown.add(e);
        if (options.mlirCompatible()) shown.sort(Map.Entry.comparingByKey());   // MLIR dictionaries are sorted by name
        if (shown.isEmpty()) return this;
        out.append(" {");
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) out.append(", ");
            Map.Entry<String, Attribute> e = shown.get(i);
            out.append(BuiltinAttrs.key(e.getKey()));
            if (!(e.getValue() instanceof UnitAttr)) out.append(" = ").append(e.getValue().print());
        }
        out.append('}');
        return this;
    }

    @Override public OpAsmPrinter printOptionalAttrDictWithKeyword(Map<String, Attribute> attrs, Set<String> elided) {
        boolean any = false;
        for (String k : attrs.keySet()) if (!elided.contains(k)) { any = true; break; }
        if (any) { out.append(" attributes"); printOptionalAttrDict(attrs, elided); }
        return this;
    }

    @Override public OpAsmPrinter printRegion(Region r, boolean printEntryBlockArgs, boolean printBlockTerminators) {
        out.append('{');
        indent++;
        List<Block> blocks = r.blocks();
        for (int bi = 0; bi < blocks.size(); bi++) {
            Block b = blocks.get(bi);
            boolean header = bi > 0 || (printEntryBlockArgs && b.numArguments() > 0);
            if (header) {
                out.append('\n');
                indentLine(indent - 1);
                out.append(blockNames.get(b));
                if (b.numArguments() > 0) {
                    out.append('(');
                    for (int i = 0; i < b.numArguments(); i++) {
                        if (i > 0) out.append(", ");
                        printRegionArgument(b.argument(i));
                    }
                    out.append(')');
                }
                out.append(':');
                if (options.mlirCompatible()) printPredecessorComment(b);
            }
            for (Operation op = b.first(); op != null; op = op.nextOp()) {
                if (!printBlockTerminators && op == b.last() && blocks.size() == 1 && op.hasTrait(Trait.TERMINATOR)
                        && op.numOperands() == 0 && op.attributes().isEmpty()) continue;
                out.append('\n');
                indentLine(indent);
                printOperation(op);
            }
        }
        indent--;
        out.append('\n');
        indentLine(indent);
        out.append('}');
        return this;
    }

    /** MLIR's block header comment: {@code // pred: ^bb0}, {@code // 2 preds: ^bb0, ^bb1}, {@code // no predecessors}. */
    private void printPredecessorComment(Block b) {
        List<Block> preds = new ArrayList<>(b.predecessors());
        if (preds.isEmpty()) {
            if (!b.isEntryBlock()) out.append("  // no predecessors");
            return;
        }
        if (preds.size() == 1) { out.append("  // pred: ").append(blockNames.get(preds.get(0))); return; }
        preds.sort(Comparator.comparingInt(Block::indexInRegion));
        out.append("  // ").append(preds.size()).append(" preds: ");
        for (int i = 0; i < preds.size(); i++) {
            if (i > 0) out.append(", ");
            out.append(blockNames.get(preds.get(i)));
        }
    }

    private void indentLine(int n) { for (int i = 0; i < n; i++) out.append("  "); }

    @Override public OpAsmPrinter printRegionArgument(BlockArgument a) {
        out.append(nameOf(a)).append(": ").append(TypePrint.of(a.type()));
        return this;
    }

    @Override public OpAsmPrinter printSuccessor(Block b) {
        String n = blockNames.get(b);
        out.append(n == null ? "^<<UNKNOWN BLOCK>>" : n);
        return this;
    }

    @Override public OpAsmPrinter printSuccessorAndUseList(Block b, List<Value> args) {
        printSuccessor(b);
        if (!args.isEmpty()) {
            out.append('(');
            printOperands(args);
            out.append(" : ");
            List<Type> ts = new ArrayList<>();
            for (Value v : args) ts.add(v.type());
            printTypes(ts);
            out.append(')');
        }
        return this;
    }

    @Override public OpAsmPrinter printSymbolName(String name) { out.append(BuiltinAttrs.symbol(name)); return this; }

    @Override public OpAsmPrinter printString(String s) { out.append(BuiltinAttrs.quote(s)); return this; }

    @Override public OpAsmPrinter newline() { out.append('\n'); indentLine(indent); return this; }

    // ----- declarative formats -----

    /** Prints one op through its assembly format, with ODS's spacing rules. */
    private final class FormatPrinter {
        private final Operation op;
        private final OpDef def;
        private final AssemblyFormat fmt;
        private boolean shouldEmitSpace = true;
        private boolean lastWasPunctuation = false;

        FormatPrinter(Operation op, AssemblyFormat fmt) { this.op = op; this.def = op.def(); this.fmt = fmt; }

        void print() { printElements(fmt.elements()); }

        private void printElements(List<AssemblyFormat.Element> els) {
            for (AssemblyFormat.Element e : els) printElement(e);
        }

        private void space() { if (shouldEmitSpace) out.append(' '); shouldEmitSpace = true; lastWasPunctuation = false; }

        private void printElement(AssemblyFormat.Element e) {
            switch (e) {
                case AssemblyFormat.Literal l -> {
                    String v = l.text();
                    boolean sp;
                    if (v.length() != 1 && !v.equals("->")) sp = true;
                    else if (v.equals("->")) sp = true;
                    else if (lastWasPunctuation) sp = ">)}],".indexOf(v.charAt(0)) < 0;
                    else sp = "<>(){}[],".indexOf(v.charAt(0)) < 0;
                    if (shouldEmitSpace && sp) out.append(' ');
                    out.append(v);
                    shouldEmitSpace = v.length() != 1 || "<({[".indexOf(v.charAt(0)) < 0;
                    lastWasPunctuation = !(Character.isLetter(v.charAt(0)) || v.charAt(0) == '_');
                }
                case AssemblyFormat.Var v -> printVar(v);
                case AssemblyFormat.TypeOf t -> {
                    List<Type> ts = typesOf(t);
                    if (ts.isEmpty()) return;
                    space();
                    printTypes(ts);
                }
                case AssemblyFormat.FunctionalType f -> {
                    space();
                    List<Type> in = new ArrayList<>();
                    for (Value v : op.operands()) in.add(v.type());
                    out.append(new jcirc.ir.BuiltinTypes.FunctionType(in, op.resultTypes()).print());
                }
                case AssemblyFormat.AttrDict d -> {
                    Set<String> elided = new HashSet<>(fmt.attributeNames());
                    elided.add(OpDef.SEGMENTS_ATTR);
                    if (d.withKeyword()) printOptionalAttrDictWithKeyword(op.attributes(), elided);
                    else printOptionalAttrDict(op.attributes(), elided);
                    // attr-dict prints its own leading space; following elements keep spacing rules
                }
                case AssemblyFormat.Operands o -> {
                    if (op.numOperands() == 0) return;
                    space();
                    printOperands(op.operands());
                }
                case AssemblyFormat.Regions r -> {
                    for (int i = 0; i < op.numRegions(); i++) {
                        if (i > 0) out.append(',');
                        space();
                        printRegion(op.region(i), true, true);
                    }
                }
                case AssemblyFormat.Successors s -> {
                    for (int i = 0; i < op.numSuccessors(); i++) {
                        if (i > 0) out.append(',');
                        space();
                        printSuccessor(op.successor(i));
                    }
                }
                case AssemblyFormat.OptionalGroup g -> {
                    if (isPresent(g.anchor())) printElements(g.elements());
                }
            }
        }

        private List<Type> typesOf(AssemblyFormat.TypeOf t) {
            if (t.kind() == AssemblyFormat.VarKind.RESULT && t.name().equals("results") && def.resultIndex("results") < 0) return op.resultTypes();
            List<Type> ts = new ArrayList<>();
            if (t.name().equals("operands")) { for (Value v : op.operands()) ts.add(v.type()); return ts; }
            if (t.kind() == AssemblyFormat.VarKind.OPERAND) for (Value v : def.operandGroup(op, t.name())) ts.add(v.type());
            else for (OpResult r : resultGroup(t.name())) ts.add(r.type());
            return ts;
        }

        private List<OpResult> resultGroup(String name) {
            int idx = def.resultIndex(name);
            int fixedBefore = idx, n = def.results().size();
            if (def.results().get(idx).arity() == OpDef.Arity.SINGLE && n == op.numResults())
                return List.of(op.result(idx));
            // one variadic/optional result group: it takes what the fixed ones leave
            int fixed = 0;
            for (OpDef.ResultSpec rs : def.results()) if (rs.arity() == OpDef.Arity.SINGLE) fixed++;
            int start = 0;
            for (int i = 0; i < fixedBefore; i++) start += def.results().get(i).arity() == OpDef.Arity.SINGLE ? 1 : op.numResults() - fixed;
            int size = def.results().get(idx).arity() == OpDef.Arity.SINGLE ? 1 : op.numResults() - fixed;
            return op.results().subList(start, start + size);
        }

        private boolean isPresent(AssemblyFormat.Var v) {
            return switch (v.kind()) {
                case OPERAND -> !def.operandGroup(op, v.name()).isEmpty();
                case ATTRIBUTE -> op.hasAttr(v.name());
                case REGION -> !op.region(def.regionIndex(v.name())).isEmpty();
                case SUCCESSOR -> op.numSuccessors() > 0;
                case RESULT -> !resultGroup(v.name()).isEmpty();
            };
        }

        private void printVar(AssemblyFormat.Var v) {
            switch (v.kind()) {
                case OPERAND -> {
                    List<Value> vs = def.operandGroup(op, v.name());
                    if (vs.isEmpty()) return;
                    space();
                    printOperands(vs);
                }
                case ATTRIBUTE -> {
                    Attribute a = op.attr(v.name());
                    if (a == null || a instanceof UnitAttr) return;
                    space();
                    out.append(formatAttrValue(v.name(), a));
                }
                case REGION -> {
                    space();
                    Region r = op.region(def.regionIndex(v.name()));
                    boolean noTerm = op.hasTrait(Trait.NO_TERMINATOR);
                    printRegion(r, true, !noTerm);
                }
                case SUCCESSOR -> {
                    space();
                    printSuccessor(op.successor(def.successorIndex(v.name())));
                }
                case RESULT -> throw new IllegalStateException("results cannot be printed as $" + v.name());
            }
        }
    }

    /**
     * How an attribute referenced by {@code $name} in an assembly format prints: enum cases bare,
     * {@code sym_name} as {@code @sym}, i64 integers without their type, everything else in full.
     */
    public static String formatAttrValue(String name, Attribute a) {
        return switch (a) {
            case EnumAttr e -> e.value();
            case StringAttr s when name.equals("sym_name") -> BuiltinAttrs.symbol(s.value());
            case IntegerAttr i when i.type().equals(jcirc.ir.BuiltinTypes.I64) -> i.value().toString();
            case TypeAttr t -> TypePrint.of(t.type());
            default -> a.print();
        };
    }
}
