package jcirc.backend.llvm;

import jcirc.dialect.llvm.LLVMVectorOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMIntrinsicOps;
import jcirc.dialect.llvm.LLVMAtomicOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes one {@code llvm.func} as an LLVM {@code define} (or {@code declare}). Only llvm dialect ops
 * are translated (arith, cf, func and math are converted by the convert-*-to-llvm passes first);
 * any other op is an {@link UnsupportedIrException}.
 *
 * <p>Naming: parameters {@code %argN}, every other value {@code %vN} in block order, blocks
 * {@code bbN} in region order. Constant-like ops ({@code llvm.mlir.constant}, {@code llvm.mlir.addressof},
 * {@code llvm.mlir.zero}, ...) emit no instruction: their uses spell the constant inline.
 * Block arguments become {@code phi} nodes; when one terminator reaches the same block along
 * several edges with different arguments, each edge passing other arguments than the first one gets its own
 * forwarding block {@code bbN.eK} so every phi entry names a distinct predecessor.
 */
final class FunctionWriter {
    private final ModuleContext ctx;
    private final Operation fn;
    private final StringBuilder out;

    private final Map<Value, String> names = new IdentityHashMap<>();
    private final Map<Value, ConstValue> constants = new IdentityHashMap<>();
    private final Map<Value, Value> aliases = new IdentityHashMap<>();
    private final Map<Block, String> labels = new IdentityHashMap<>();
    private final List<Block> reachable = new ArrayList<>();
    /** Per target block: phi entries as (value spellings per argument, predecessor label). */
    private final Map<Block, List<PhiEntry>> incoming = new IdentityHashMap<>();
    /** Per (terminator block, successor index): the label the edge really leaves from when it needs a forwarding block. */
    private final Map<Block, Map<Integer, String>> edgeBlocks = new IdentityHashMap<>();
    private int nextValue;
    /** {@code -g}: this function's {@code DISubprogram} and its file, or -1. */
    private int subprogram = -1;
    private int subprogramFile = -1;
    private String fnName;
    private Location fnLoc = Location.UNKNOWN;

    private record PhiEntry(List<String> values, String from) {}

    FunctionWriter(ModuleContext ctx, Operation fn, StringBuilder out) {
        this.ctx = ctx;
        this.fn = fn;
        this.out = out;
    }

    void write() {
        String name = ConstantBuilder.symbol(fn.attr("sym_name"));
        ModuleContext.Signature sig = ctx.signature(fn);
        boolean isDecl = fn.numRegions() == 0 || fn.region(0).isEmpty();
        String linkage = linkage(isDecl);
        String resAttrs = ctx.paramAttrs(ModuleContext.nth(fn.attr("res_attrs"), 0));
        List<String> params = new ArrayList<>();
        for (int i = 0; i < sig.params().size(); i++) {
            String attrs = ctx.paramAttrs(ModuleContext.nth(fn.attr("arg_attrs"), i));
            String p = sig.params().get(i) + (attrs.isEmpty() ? "" : " " + attrs);
            if (!isDecl) {
                BlockArgument a = fn.region(0).entryBlock().argument(i);
                names.put(a, "%arg" + i);
                p += " %arg" + i;
            }
            params.add(p);
        }
        if (sig.varArg()) params.add("...");
        String head = (linkage.isEmpty() ? "" : linkage + " ") + SymbolAttributes.visibility(fn) + (resAttrs.isEmpty() ? "" : resAttrs + " ")
                + sig.result() + " " + IrNames.global(name) + "(" + String.join(", ", params) + ")"
                + (isDecl ? SymbolAttributes.functionAttributes(fn, "") : withDefinitionAttributes());
        if (isDecl) {
            out.append("declare ").append(head).append("\n");
            return;
        }
        fnName = name;
        if (ctx.debug != null) {
            Location loc = fn.location().isKnown() ? fn.location() : ctx.debug.functionLocation(name);
            fnLoc = loc;
            subprogram = ctx.debug.subprogram(name, loc, linkage.equals("internal") || linkage.equals("private"));
            subprogramFile = ctx.debug.file(loc.isKnown() ? loc.file() : null);
            head += " !dbg !" + subprogram;
        }
        if (fn.attr("personality") != null) {   // exceptions: personality ptr @__gxx_personality_v0
            String pers = ConstantBuilder.symbol(fn.attr("personality"));
            ctx.require(pers, "declare i32 @" + pers + "(...)");
            head = head.replace(" !dbg !", " personality ptr " + IrNames.global(pers) + " !dbg !");
            if (!head.contains(" personality ")) head += " personality ptr " + IrNames.global(pers);
        }
        out.append("define ").append(head).append(" {\n");
        collectReachable();
        assignNames();
        planEdges();
        for (Block b : reachable) writeBlock(b);
        out.append("}\n");
    }

    private static final java.util.regex.Pattern TARGET_FEATURES = java.util.regex.Pattern.compile(" \"target-features\"=\"[^\"]*\"");

    /**
     * The function's attributes and the module's for definitions. A function's own
     * {@code "target-features"} (CIRGen's, from -m flags, there for -emit-scf) gives way to the
     * module's when both exist: the driver's list already holds the -m extensions after the target's
     * baseline (TargetOptions), and LLVM takes one. The own one is printed first (passthrough before
     * the module's), so the first match is it.
     */
    private String withDefinitionAttributes() {
        String all = SymbolAttributes.functionAttributes(fn, definitionAttributes());
        boolean own = TARGET_FEATURES.matcher(SymbolAttributes.functionAttributes(fn)).find();
        if (own && ctx.definitionAttributes.contains("\"target-features\"=")) all = TARGET_FEATURES.matcher(all).replaceFirst("");
        return all;
    }

    /** The module's attributes for definitions (TargetAttributes) minus those the function already has (target-features excepted). */
    private String definitionAttributes() {
        String own = TARGET_FEATURES.matcher(SymbolAttributes.functionAttributes(fn)).replaceFirst("");
        StringBuilder sb = new StringBuilder();
        for (String a : ctx.definitionAttributes.trim().split(" (?=[a-z\"])")) {
            if (a.isEmpty()) continue;
            String key = a.contains("=") ? a.substring(0, a.indexOf('=') + 1) : a;
            if ((" " + own + " ").contains(" " + key + (key.endsWith("=") ? "" : " "))) continue;
            sb.append(' ').append(a);
        }
        return sb.toString();
    }

    private String linkage(boolean isDecl) {
        String l = AttrValues.enumCase(fn.attr("linkage"), AttrValues.LINKAGES);
        if (l == null) l = "external";
        if (l.equals("external")) return "";
        if (isDecl && !l.equals("extern_weak")) return "";
        return l;
    }

    // ----- analysis -----

    private void collectReachable() {
        reachable.addAll(reachableBlocks(fn));
        for (int i = 0; i < reachable.size(); i++) labels.put(reachable.get(i), "bb" + i);
    }

    /** The blocks written, in region order: those reachable from the entry or from a tagged (address-taken) block. */
    static List<Block> reachableBlocks(Operation fn) {
        Block entry = fn.region(0).entryBlock();
        Set<Block> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Block> work = new ArrayDeque<>();
        work.add(entry);
        seen.add(entry);
        for (Block b : fn.region(0).blocks())
            if (b.first() != null && LLVMOps.BlocktagOp.isa(b.first()) && seen.add(b)) work.add(b);
        while (!work.isEmpty()) {
            Block b = work.poll();
            Operation t = b.last();
            if (t != null) for (Block s : t.successors()) if (seen.add(s)) work.add(s);
        }
        List<Block> out = new ArrayList<>();
        for (Block b : fn.region(0).blocks()) if (seen.contains(b)) out.add(b);   // region order
        return out;
    }

    /**
     * {@code %0 = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32}
     * => {@code %v0 = call i32 asm sideeffect "addl $2, $0", "=r,0,r"(i32 %a, i32 %b)}; indirect operands carry
     * {@code elementtype(T)} from {@code operand_attrs}.
     */
    private void inlineAsm(Operation op) {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < op.numOperands(); i++) {
            Attribute pa = ModuleContext.nth(op.attr("operand_attrs"), i);
            String et = "";
            if (pa instanceof BuiltinAttrs.DictionaryAttr d && d.entries().get("elementtype") instanceof BuiltinAttrs.TypeAttr t)
                et = " elementtype(" + ctx.types.of(t.type()) + ")";
            args.add(ty(op.operand(i)) + et + " " + val(op.operand(i)));
        }
        String rt = op.numResults() == 0 ? "void" : ty(op.result(0));
        String text = "call " + rt + " asm " + (op.hasAttr("has_side_effects") ? "sideeffect " : "")
                + (op.hasAttr("is_align_stack") ? "alignstack " : "")
                + IrLiterals.cString(IrLiterals.bytesOf(((BuiltinAttrs.StringAttr) op.attr("asm_string")).value())).substring(1) + ", "
                + IrLiterals.cString(IrLiterals.bytesOf(((BuiltinAttrs.StringAttr) op.attr("constraints")).value())).substring(1)
                + "(" + String.join(", ", args) + ")";
        line(op.numResults() == 0 ? text : res(op) + " = " + text, op);
    }

    /** The label ({@code bbN}) the writer gives the block of {@code fn} that starts with {@code llvm.blocktag <id = tag>}. */
    static String blockLabel(Operation fn, long tag) {
        if (fn == null) throw new UnsupportedIrException("llvm.blockaddress of an unknown function");
        List<Block> blocks = reachableBlocks(fn);
        for (int i = 0; i < blocks.size(); i++) {
            Operation first = blocks.get(i).first();
            if (first != null && LLVMOps.BlocktagOp.isa(first) && ((BuiltinAttrs.IntegerAttr) first.attr("tag")).longValue() == tag) return "bb" + i;
        }
        throw new UnsupportedIrException("llvm.blockaddress of a block tag that does not exist");
    }

    private void assignNames() {
        for (Block b : reachable) {
            if (!b.isEntryBlock()) for (BlockArgument a : b.arguments()) names.put(a, "%v" + nextValue++);
            for (Operation op : b.operations()) {
                if (ConstantBuilder.isConstantLike(op)) {
                    constants.put(op.result(0), ctx.constants.ofConstantOp(op));
                    continue;
                }
                Value alias = aliasSource(op);
                if (alias != null) { aliases.put(op.result(0), alias); continue; }
                for (Value r : op.results()) names.put(r, "%v" + nextValue++);
            }
        }
    }

    /** Ops that are no-ops in LLVM IR (same-type bitcasts): their result is their operand. */
    private Value aliasSource(Operation op) {
        if (op.numResults() != 1 || op.numOperands() != 1) return null;
        Type from = op.operand(0).type(), to = op.result(0).type();
        if (!LLVMOps.BitcastOp.isa(op) && !jcirc.dialect.builtin.BuiltinOps.UnrealizedConversionCastOp.isa(op)) return null;
        return ctx.types.of(from).equals(ctx.types.of(to)) ? op.operand(0) : null;
    }

    /** Number of leading operands of a branch that are not successor arguments. */
    private static int branchPrefix(Operation t) {
        return LLVMOps.BrOp.isa(t) ? 0 : 1;   // cond_br: condition; switch: flag
    }

    /** The argument operands a terminator passes to its {@code index}-th successor. */
    private static List<Value> successorOperands(Operation t, int index) {
        int pos = branchPrefix(t);
        for (int i = 0; i < index; i++) pos += t.successor(i).numArguments();
        return t.operands().subList(pos, pos + t.successor(index).numArguments());
    }

    private void planEdges() {
        for (Block b : reachable) {
            Operation t = b.last();
            if (t == null) continue;
            Map<Block, List<Integer>> byTarget = new java.util.LinkedHashMap<>();
            for (int i = 0; i < t.numSuccessors(); i++) byTarget.computeIfAbsent(t.successor(i), k -> new ArrayList<>()).add(i);
            for (var e : byTarget.entrySet()) {
                Block target = e.getKey();
                List<Integer> edges = e.getValue();
                // edges passing what the first edge passes leave from b itself; the others through blocks of their own
                List<String> first = target.numArguments() > 0 && edges.size() > 1 ? spell(successorOperands(t, edges.get(0))) : null;
                for (int i : edges) {
                    String from = labels.get(b);
                    if (first != null && !spell(successorOperands(t, i)).equals(first)) {
                        from = labels.get(b) + ".e" + i;
                        edgeBlocks.computeIfAbsent(b, k -> new java.util.TreeMap<>()).put(i, from);
                    }
                    if (target.numArguments() > 0) {
                        PhiEntry pe = new PhiEntry(spell(successorOperands(t, i)), from);
                        // a terminator reaching one block along several edges with equal arguments
                        // still needs one phi entry per edge (LLVM counts predecessors with multiplicity)
                        incoming.computeIfAbsent(target, k -> new ArrayList<>()).add(pe);
                    }
                }
            }
        }
    }

    private List<String> spell(List<Value> vs) {
        List<String> r = new ArrayList<>();
        for (Value v : vs) r.add(val(v));
        return r;
    }

    // ----- value spelling -----

    private Value resolve(Value v) {
        Value r = v;
        while (aliases.containsKey(r)) r = aliases.get(r);
        return r;
    }

    /** The value without its type: {@code %v3}, {@code 42}, {@code @g}. */
    private String val(Value v) {
        Value r = resolve(v);
        ConstValue c = constants.get(r);
        if (c != null) return c.text();
        String n = names.get(r);
        if (n == null) throw new UnsupportedIrException("use of a value defined outside the function or in an unreachable block ("
                + r + ") in " + fn.attr("sym_name").print());
        return n;
    }

    private String ty(Value v) { return ctx.types.of(v.type()); }
    private String ty(Type t) { return ctx.types.of(t); }

    /** {@code i32 %v3}. */
    private String typed(Value v) { return ty(v) + " " + val(v); }

    private String target(Block b) { return "label %" + labels.get(b); }

    // ----- blocks -----

    private void writeBlock(Block b) {
        out.append(labels.get(b)).append(":\n");
        if (!b.isEntryBlock()) {
            List<PhiEntry> entries = incoming.getOrDefault(b, List.of());
            for (int i = 0; i < b.numArguments(); i++) {
                BlockArgument a = b.argument(i);
                List<String> parts = new ArrayList<>();
                for (PhiEntry e : entries) parts.add("[ " + e.values().get(i) + ", %" + e.from() + " ]");
                if (parts.isEmpty()) throw new UnsupportedIrException("block argument of a block without reachable predecessors");
                line(names.get(a) + " = phi " + ty(a) + " " + String.join(", ", parts), null);
            }
        }
        for (Operation op : b.operations()) {
            if (ConstantBuilder.isConstantLike(op) || (op.numResults() == 1 && aliases.containsKey(op.result(0)))) continue;
            writeOp(op);
        }
        Map<Integer, String> edges = edgeBlocks.get(b);
        if (edges != null) {
            for (var e : edges.entrySet()) {
                out.append(e.getValue()).append(":\n");
                line("br " + target(b.last().successor(e.getKey())), null);
            }
        }
    }

    private void line(String text, Operation op) {
        out.append("  ").append(text);
        if (op != null && subprogram >= 0 && !isPrologue(op)) out.append(", !dbg !").append(debugLocation(op.location()));
        if (op != null && ctx.options.locationComments() && op.location().isKnown()) out.append("  ; ").append(op.location());
        out.append('\n');
    }

    /**
     * {@code -g}: the {@code DILocation} of an instruction. Every instruction gets one (LLVM
     * requires it on calls in a function with debug info): ops without a location, or from
     * another file than the function's, get the function's own line.
     */
    private int debugLocation(Location loc) {
        if (!loc.isKnown() || loc.line() <= 0 || (fnLoc.isKnown() && !loc.file().equals(fnLoc.file())))
            return ctx.debug.location(Math.max(fnLoc.line(), 0), Math.max(fnLoc.col(), 0), subprogram);
        return ctx.debug.location(loc.line(), loc.col(), subprogram);
    }

    /**
     * Allocas and the stores of parameters into them get no line (as clang does), so the
     * debugger's breakpoint on a function lands on its first statement, parameters stored.
     */
    private static boolean isPrologue(Operation op) {
        if (LLVMOps.AllocaOp.isa(op)) return true;
        return LLVMOps.StoreOp.isa(op) && new LLVMOps.StoreOp(op).value() instanceof BlockArgument a && a.owner().isEntryBlock();
    }

    /**
     * {@code -g}: after the alloca of a C variable,
     * {@code call void @llvm.dbg.declare(metadata ptr %v0, metadata !7, metadata !DIExpression())}
     * (the intrinsic-call form, which LLVM 14 reads and LLVM 19 upgrades to a debug record).
     */
    private void declareVariable(Operation alloca) {
        DebugInfo.Variable v = ctx.debug.takeVariable(fnName, alloca.location());
        if (v == null) return;
        int var = ctx.debug.variable(v, subprogram, subprogramFile);
        if (var < 0) return;   // a type DWARF is not written for here: no variable rather than a crash in llc
        ctx.require("llvm.dbg.declare", "declare void @llvm.dbg.declare(metadata, metadata, metadata)");
        out.append("  call void @llvm.dbg.declare(metadata ptr ").append(res(alloca)).append(", metadata !").append(var)
                .append(", metadata !DIExpression()), !dbg !").append(debugLocation(alloca.location())).append('\n');
    }

    private String res(Operation op) { return names.get(op.result(0)); }

    /** The successor label an edge leaves through: the forwarding block if there is one. */
    private String edgeTarget(Operation t, int i) {
        Map<Integer, String> edges = edgeBlocks.get(t.parentBlock());
        String via = edges == null ? null : edges.get(i);
        return via != null ? "label %" + via : target(t.successor(i));
    }

    // ----- instructions -----

    private void writeOp(Operation op) {
        String name = op.name();
        String bin = OpTables.BINARY.get(name);
        if (bin != null) { binary(op, bin); return; }
        String cast = OpTables.CAST.get(name);
        if (cast != null) { line(res(op) + " = " + cast + " " + typed(op.view() instanceof LLVMOps.CastOp c ? c.arg() : op.operand(0)) + " to " + ty(op.result(0)), op); return; }
        String fint = OpTables.OVERLOADED_INTRINSICS.get(name);
        if (fint != null) { overloadedIntrinsic(op, fint, List.of()); return; }
        switch (op.view()) {
            case LLVMOps.ReturnOp r -> ret(op);
            case LLVMOps.BrOp br -> line("br " + edgeTarget(op, 0), op);
            case LLVMOps.CondBrOp br -> line("br " + typed(br.condition()) + ", " + edgeTarget(op, 0) + ", " + edgeTarget(op, 1), op);
            case LLVMOps.SwitchOp sw -> switchOp(op);
            case LLVMOps.UnreachableOp u -> line("unreachable", op);
            case LLVMOps.CallOp c -> call(op);
            case jcirc.dialect.llvm.LLVMEhOps.InvokeOp c -> call(op);
            // "llvm.landingpad"(%t, %z) <{cleanup}>  =>  %r = landingpad { ptr, i32 } cleanup catch ptr @_ZTIi catch ptr null
            case jcirc.dialect.llvm.LLVMEhOps.LandingpadOp l -> {
                StringBuilder sb = new StringBuilder(res(op) + " = landingpad " + ty(op.result(0)));
                if (op.hasAttr("cleanup")) sb.append(" cleanup");
                for (Value c : op.operands()) sb.append(" catch ").append(typed(c));
                line(sb.toString(), op);
            }
            case jcirc.dialect.llvm.LLVMEhOps.ResumeOp r -> line("resume " + typed(op.operand(0)), op);
            case jcirc.dialect.llvm.LLVMEhOps.IntrEhTypeidForOp t -> intrinsicCall(op, "eh.typeid.for.p0", "i32", List.of(typed(op.operand(0))));
            case LLVMOps.IcmpOp c -> line(res(op) + " = icmp " + AttrValues.enumCase(op.attr("predicate"), AttrValues.ICMP_PREDICATES)
                    + " " + typed(c.lhs()) + ", " + val(c.rhs()), op);
            case LLVMOps.FcmpOp c -> line(res(op) + " = fcmp " + AttrValues.enumCase(op.attr("predicate"), AttrValues.FCMP_PREDICATES)
                    + " " + typed(c.lhs()) + ", " + val(c.rhs()), op);
            case LLVMOps.SelectOp s -> line(res(op) + " = select " + typed(s.condition()) + ", " + typed(s.trueValue())
                    + ", " + typed(s.falseValue()), op);
            case LLVMOps.FnegOp n -> line(res(op) + " = fneg " + typed(n.operand()), op);
            case LLVMIntrinsicOps.IntrAbsOp i -> overloadedIntrinsic(op, "abs", flagOperand(op, "is_int_min_poison"));
            case LLVMIntrinsicOps.IntrCtlzOp i -> overloadedIntrinsic(op, "ctlz", flagOperand(op, "is_zero_poison"));
            case LLVMIntrinsicOps.IntrCttzOp i -> overloadedIntrinsic(op, "cttz", flagOperand(op, "is_zero_poison"));
            case LLVMOps.AllocaOp a -> alloca(op);
            case LLVMOps.LoadOp l -> load(op);
            case LLVMOps.StoreOp st -> store(op);
            case LLVMOps.GetelementptrOp g -> line(res(op) + " = getelementptr " + (GepIndices.inbounds(op) ? "inbounds " : "")
                    + ty(GepIndices.elemType(op)) + ", " + typed(g.base()) + joinPrefixed(GepIndices.of(op, this::typed)), op);
            case LLVMVectorOps.ExtractelementOp e -> line(res(op) + " = extractelement " + typed(e.vector()) + ", " + typed(e.position()), op);
            case LLVMVectorOps.InsertelementOp i -> line(res(op) + " = insertelement " + typed(i.vector()) + ", " + typed(i.value())
                    + ", " + typed(i.position()), op);
            case LLVMVectorOps.ShufflevectorOp sv -> line(res(op) + " = shufflevector " + typed(sv.v1()) + ", " + typed(sv.v2())
                    + ", " + shuffleMask(op), op);
            case LLVMOps.ExtractvalueOp e -> line(res(op) + " = extractvalue " + typed(e.container()) + positions(op), op);
            case LLVMOps.InsertvalueOp i -> line(res(op) + " = insertvalue " + typed(i.container()) + ", " + typed(i.value()) + positions(op), op);
            case LLVMOps.IntrMemcpyOp m -> memTransfer(op, "memcpy");
            case LLVMOps.IntrMemmoveOp m -> memTransfer(op, "memmove");
            case LLVMOps.IntrMemsetOp m -> memset(op);
            case LLVMOps.IntrTrapOp t -> intrinsicCall(op, "trap", "void", List.of());
            case LLVMOps.IntrStacksaveOp s -> intrinsicCall(op, "stacksave" + ptrSuffix(18), "ptr", List.of());
            case LLVMOps.IntrStackrestoreOp s -> intrinsicCall(op, "stackrestore" + ptrSuffix(18), "void", List.of(typed(s.ptr())));
            case LLVMOps.IntrVastartOp v -> intrinsicCall(op, "va_start" + ptrSuffix(19), "void", List.of(typed(v.argList())));
            case LLVMOps.IntrVaendOp v -> intrinsicCall(op, "va_end" + ptrSuffix(19), "void", List.of(typed(v.argList())));
            case LLVMOps.IntrVacopyOp v -> intrinsicCall(op, "va_copy" + ptrSuffix(19), "void", List.of(typed(v.destList()), typed(v.srcList())));
            case LLVMOps.VaArgOp v -> line(res(op) + " = va_arg " + typed(v.arg()) + ", " + ty(op.result(0)), op);
            case LLVMOps.BlocktagOp t -> { /* names its block for llvm.blockaddress; no instruction */ }
            case LLVMOps.InlineAsmOp a -> inlineAsm(op);
            // llvm.indirectbr %a : !llvm.ptr, [^bb1, ^bb2]  =>  indirectbr ptr %a, [label %bb1, label %bb2]
            case LLVMOps.IndirectbrOp ib -> {
                List<String> ds = new ArrayList<>();
                for (Block s : op.successors()) ds.add(target(s));
                line("indirectbr " + typed(ib.addr()) + ", [" + String.join(", ", ds) + "]", op);
            }
            case LLVMAtomicOps.AtomicrmwOp a -> atomicRmw(op);
            case LLVMAtomicOps.CmpxchgOp c -> cmpXchg(op);
            case LLVMAtomicOps.FenceOp f -> line("fence" + syncScope(op) + " " + ordering(op), op);
            // ops without a declaration (unregistered, as jcir-opt may read them)
            default -> {
                switch (name) {
                    case "llvm.intr.debugtrap" -> intrinsicCall(op, "debugtrap", "void", List.of());
                    case "llvm.freeze" -> line(res(op) + " = freeze " + typed(op.operand(0)), op);
                    default -> throw new UnsupportedIrException(op.dialect().equals("llvm") ? "op " + name
                            : "op " + name + ": the LLVM IR writer translates only the llvm dialect (run convert-" + op.dialect() + "-to-llvm first)");
                }
            }
        }
    }

    /** {@code .p0} for intrinsics that became pointer-overloaded in LLVM {@code since}, when writing for that LLVM or newer. */
    private String ptrSuffix(int since) { return ctx.options.llvmVersion() >= since ? ".p0" : ""; }

    private static String joinPrefixed(List<String> parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) sb.append(", ").append(p);
        return sb.toString();
    }

    private String positions(Operation op) {
        StringBuilder sb = new StringBuilder();
        for (BigInteger p : AttrValues.intList(op.attr("position"))) sb.append(", ").append(p);
        return sb.toString();
    }

    /** {@code [0, -1, 5]} => {@code <3 x i32> <i32 0, i32 poison, i32 5>}. */
    private static String shuffleMask(Operation op) {
        List<String> es = new ArrayList<>();
        for (BigInteger i : AttrValues.intList(op.attr("mask"))) es.add(i.signum() < 0 ? "i32 poison" : "i32 " + i);
        return "<" + es.size() + " x i32> <" + String.join(", ", es) + ">";
    }

    /** {@code %r = llvm.add %a, %b overflow<nsw> : i32} => {@code %r = add nsw i32 %a, %b}; {@code isExact} likewise. */
    private void binary(Operation op, String opcode) {
        StringBuilder flags = new StringBuilder();
        Attribute ov = op.attr("overflowFlags");
        if (ov != null) {
            String p = ov.print();
            if (p.contains("nuw")) flags.append(" nuw");
            if (p.contains("nsw")) flags.append(" nsw");
        }
        if (AttrValues.flag(op, "isExact") || AttrValues.flag(op, "exact")) flags.append(" exact");
        Value lhs, rhs;
        switch (op.view()) {
            case LLVMOps.IntBinaryOp b -> { lhs = b.lhs(); rhs = b.rhs(); }
            case LLVMOps.FloatBinaryOp b -> { lhs = b.lhs(); rhs = b.rhs(); }
            default -> throw new UnsupportedIrException("op " + op.name() + " is not a binary instruction");
        }
        line(res(op) + " = " + opcode + flags + " " + typed(lhs) + ", " + val(rhs), op);
    }

    /** {@code llvm.return %x : i32} => {@code ret i32 %x}; {@code llvm.return} => {@code ret void}. */
    private void ret(Operation op) {
        Value v = new LLVMOps.ReturnOp(op).arg();
        line(v == null ? "ret void" : "ret " + typed(v), op);
    }

    /** {@code llvm.switch %x : i32, ^a [1: ^b]} => {@code switch i32 %x, label %a [ i32 1, label %b ]}. */
    private void switchOp(Operation op) {
        List<BigInteger> cases = AttrValues.intList(op.attr("case_values"));
        if (cases.size() != op.numSuccessors() - 1)
            throw new UnsupportedIrException(op.name() + " with " + cases.size() + " case values and " + op.numSuccessors() + " successors");
        Value x = new LLVMOps.SwitchOp(op).value();
        int w = IrTypes.intWidth(x.type());
        StringBuilder sb = new StringBuilder("switch " + typed(x) + ", " + edgeTarget(op, 0) + " [");
        for (int i = 0; i < cases.size(); i++)
            sb.append("\n    ").append(ty(x.type())).append(' ').append(IrLiterals.integer(cases.get(i), w)).append(", ").append(edgeTarget(op, i + 1));
        sb.append("\n  ]");
        line(sb.toString(), op);
    }

    /**
     * {@code llvm.call @f(%a) : (i32) -> i32} => {@code %r = call i32 @f(i32 %a)};
     * {@code llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>)} => {@code call i32 (ptr, ...) @printf(ptr %fmt, i32 %x)};
     * indirect calls take the callee pointer as first operand.
     */
    private void call(Operation op) {
        Attribute calleeAttr = op.attr("callee");
        String callee;
        List<Value> args;
        Operation decl = null;
        if (calleeAttr != null) {
            String sym = ConstantBuilder.symbol(calleeAttr);
            callee = IrNames.global(sym);
            args = op.operands();
            decl = ctx.functions.get(sym);
        } else {
            List<Value> operands = new LLVMOps.CallOp(op).calleeOperands();   // an indirect call: the callee, then the arguments
            callee = val(operands.get(0));
            args = operands.subList(1, operands.size());
        }
        List<Type> resultTypes = op.resultTypes();
        String ret = ctx.types.resultOf(resultTypes);
        String fnType = ret;
        Attribute vct = op.attr("var_callee_type");
        if (vct instanceof BuiltinAttrs.TypeAttr ta) fnType = ctx.signature(ta.type()).functionType();
        else if (decl != null && ctx.signature(decl).varArg()) fnType = ctx.signature(decl).functionType();
        List<String> as = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            Attribute pa = ModuleContext.nth(op.attr("arg_attrs"), i);
            if (pa == null && decl != null) pa = ModuleContext.nth(decl.attr("arg_attrs"), i);
            String attrs = ctx.paramAttrs(pa);
            as.add(ty(args.get(i)) + (attrs.isEmpty() ? "" : " " + attrs) + " " + val(args.get(i)));
        }
        String callText = "call " + fnType + " " + callee + "(" + String.join(", ", as) + ")"
                + (SymbolAttributes.returnsTwice(decl) ? " returns_twice" : "");
        // "llvm.invoke"(..)[^next, ^lpad]  =>  invoke void @f(..) to label %next unwind label %lpad
        if (jcirc.dialect.llvm.LLVMEhOps.InvokeOp.isa(op))
            callText = "invoke" + callText.substring(4) + " to " + edgeTarget(op, 0) + " unwind " + edgeTarget(op, 1);
        line(resultTypes.isEmpty() ? callText : res(op) + " = " + callText, op);
    }

    /** The {@code i1} immediate of ctlz/cttz/abs: a second operand (older form) or the op's flag attribute. */
    private List<String> flagOperand(Operation op, String attr) {
        if (op.numOperands() > 1) return List.of(typed(op.operand(1)));
        return List.of("i1 " + (AttrValues.flag(op, attr) ? "true" : "false"));
    }

    /** {@code llvm.intr.sqrt(%x) : (f64) -> f64} => {@code %r = call double @llvm.sqrt.f64(double %x)}. */
    private void overloadedIntrinsic(Operation op, String base, List<String> extraArgs) {
        String rt = ty(op.result(0));
        String fname = "llvm." + base + "." + ctx.types.mangle(op.result(0).type());
        List<String> args = new ArrayList<>();
        int own = extraArgs.isEmpty() ? op.numOperands() : 1;   // abs/ctlz/cttz: the value, then the i1 flag
        for (int i = 0; i < own; i++) args.add(typed(op.operand(i)));
        args.addAll(extraArgs);
        declare(fname, rt, args);
        line(res(op) + " = call " + rt + " @" + fname + "(" + String.join(", ", args) + ")", op);
    }

    /** A call to a fixed (non-overloaded) intrinsic: {@code llvm.intr.trap} => {@code call void @llvm.trap()}. */
    private void intrinsicCall(Operation op, String base, String rt, List<String> args) {
        String fname = "llvm." + base;
        declare(fname, rt, args);
        String call = "call " + rt + " @" + fname + "(" + String.join(", ", args) + ")";
        line(op.numResults() == 1 ? res(op) + " = " + call : call, op);
    }

    private void declare(String fname, String rt, List<String> typedArgs) {
        List<String> ps = new ArrayList<>();
        for (String a : typedArgs) ps.add(a.substring(0, a.indexOf(' ')));
        ctx.require(fname, "declare " + rt + " @" + fname + "(" + String.join(", ", ps) + ")");
    }

    /**
     * {@code "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()}
     * => {@code call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)}.
     */
    private void memTransfer(Operation op, String base) {
        record Transfer(Value dst, Value src, Value len) {}
        Transfer t = switch (op.view()) {
            case LLVMOps.IntrMemcpyOp m -> new Transfer(m.dst(), m.src(), m.len());
            case LLVMOps.IntrMemmoveOp m -> new Transfer(m.dst(), m.src(), m.len());
            default -> throw new UnsupportedIrException("op " + op.name() + " is not a memory transfer");
        };
        String fname = "llvm." + base + ".p0.p0." + ctx.types.mangle(t.len().type());
        List<String> args = new ArrayList<>(List.of(typed(t.dst()), typed(t.src()), typed(t.len())));
        args.add(op.numOperands() > 3 ? typed(op.operand(3)) : "i1 " + (AttrValues.flag(op, "isVolatile") ? "true" : "false"));
        declare(fname, "void", args);
        line("call void @" + fname + "(" + String.join(", ", args) + ")", op);
    }

    /** {@code llvm.intr.memset(%d, %byte, %n)} => {@code call void @llvm.memset.p0.i64(ptr %d, i8 %byte, i64 %n, i1 false)}. */
    private void memset(Operation op) {
        LLVMOps.IntrMemsetOp m = new LLVMOps.IntrMemsetOp(op);
        String fname = "llvm.memset.p0." + ctx.types.mangle(m.len().type());
        List<String> args = new ArrayList<>(List.of(typed(m.dst()), typed(m.val()), typed(m.len())));
        args.add(op.numOperands() > 3 ? typed(op.operand(3)) : "i1 " + (AttrValues.flag(op, "isVolatile") ? "true" : "false"));
        declare(fname, "void", args);
        line("call void @" + fname + "(" + String.join(", ", args) + ")", op);
    }

    /** {@code llvm.alloca %n x !T {alignment = 8}} => {@code %r = alloca T, i64 %n, align 8} (count omitted when 1). */
    private void alloca(Operation op) {
        Attribute et = op.attr("elem_type");
        if (!(et instanceof BuiltinAttrs.TypeAttr ta)) throw new UnsupportedIrException("llvm.alloca without elem_type");
        StringBuilder sb = new StringBuilder(res(op) + " = alloca " + ty(ta.type()));
        Value n = op.numOperands() > 0 ? new LLVMOps.AllocaOp(op).arraySize() : null;
        if (n != null && !val(n).equals("1")) sb.append(", ").append(typed(n));
        long align = AttrValues.intAttr(op, "alignment", 0);
        if (align > 0) sb.append(", align ").append(align);
        line(sb.toString(), op);
        if (subprogram >= 0) declareVariable(op);
    }

    private static final List<String> ORDERINGS = List.of("not_atomic", "unordered", "monotonic", "consume", "acquire",
            "release", "acq_rel", "seq_cst");

    private String ordering(Operation op) {
        String o = AttrValues.enumCase(op.attr("ordering"), ORDERINGS);
        return o == null || o.equals("not_atomic") ? null : o;
    }

    /** {@code llvm.load volatile %p {alignment = 4} : !llvm.ptr -> i32} => {@code %r = load volatile i32, ptr %p, align 4}. */
    private void load(Operation op) {
        String ord = ordering(op);
        StringBuilder sb = new StringBuilder(res(op) + " = load " + (ord != null ? "atomic " : "")
                + (AttrValues.flag(op, "volatile_") ? "volatile " : "") + ty(op.result(0)) + ", " + typed(new LLVMOps.LoadOp(op).addr()));
        if (ord != null) sb.append(' ').append(ord);
        long align = AttrValues.intAttr(op, "alignment", 0);
        if (align > 0) sb.append(", align ").append(align);
        sb.append(ctx.tbaa.attachment(op.attr("tbaa")));
        line(sb.toString(), op);
    }

    /** {@code llvm.store %v, %p {alignment = 4} : i32, !llvm.ptr} => {@code store i32 %v, ptr %p, align 4}. */
    private void store(Operation op) {
        String ord = ordering(op);
        StringBuilder sb = new StringBuilder("store " + (ord != null ? "atomic " : "") + (AttrValues.flag(op, "volatile_") ? "volatile " : "")
                + typed(new LLVMOps.StoreOp(op).value()) + ", " + typed(new LLVMOps.StoreOp(op).addr()));
        if (ord != null) sb.append(' ').append(ord);
        long align = AttrValues.intAttr(op, "alignment", 0);
        if (align > 0) sb.append(", align ").append(align);
        sb.append(ctx.tbaa.attachment(op.attr("tbaa")));
        line(sb.toString(), op);
    }


    /** {@code syncscope("singlethread")} of an atomic op, or nothing (the system scope). */
    private static String syncScope(Operation op) {
        return op.attr("syncscope") instanceof jcirc.ir.BuiltinAttrs.StringAttr s ? " syncscope(\"" + s.value() + "\")" : "";
    }

    private static String alignSuffix(Operation op) {
        long align = AttrValues.intAttr(op, "alignment", 0);
        return align > 0 ? ", align " + align : "";
    }

    /** {@code llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32} => {@code %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4}. */
    private void atomicRmw(Operation op) {
        String kind = ((jcirc.ir.BuiltinAttrs.EnumAttr) op.attr("bin_op")).value();
        if (kind.startsWith("_")) kind = kind.substring(1);
        line(res(op) + " = atomicrmw " + (AttrValues.flag(op, "volatile_") ? "volatile " : "") + kind + " " + typed(new LLVMAtomicOps.AtomicrmwOp(op).ptr()) + ", "
                + typed(new LLVMAtomicOps.AtomicrmwOp(op).val()) + syncScope(op) + " " + ordering(op) + alignSuffix(op), op);
    }

    /** {@code llvm.cmpxchg %p, %c, %n seq_cst seq_cst : !llvm.ptr, i32} => {@code %r = cmpxchg ptr %p, i32 %c, i32 %n seq_cst seq_cst, align 4}. */
    private void cmpXchg(Operation op) {
        LLVMAtomicOps.CmpxchgOp cas = new LLVMAtomicOps.CmpxchgOp(op);
        String succ = AttrValues.enumCase(op.attr("success_ordering"), ORDERINGS), fail = AttrValues.enumCase(op.attr("failure_ordering"), ORDERINGS);
        line(res(op) + " = cmpxchg " + (AttrValues.flag(op, "weak") ? "weak " : "") + (AttrValues.flag(op, "volatile_") ? "volatile " : "")
                + typed(cas.ptr()) + ", " + typed(cas.cmp()) + ", " + typed(cas.val()) + syncScope(op) + " " + succ + " " + fail
                + alignSuffix(op), op);
    }
}
