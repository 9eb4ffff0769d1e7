package jcirc.backend.llvm;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code -g}: what the LLVM IR writer needs for DWARF that the llvm-level ops no longer say,
 * taken from the {@code cir} module before lowering: each function's local variables (the
 * {@code cir.alloca}s named after a C variable or parameter), their C types and, for
 * parameters, their position.
 *
 * <pre>
 * cir.func @foo(%arg0: !s32i) {                      the writer, meeting the lowered alloca
 *   %0 = cir.alloca !s32i, ["n", init]  loc(a.c:3:9)   %v0 = alloca i32  (same location)
 *   cir.store %arg0, %0                                emits
 *                                                      call void @llvm.dbg.declare(metadata ptr %v0,
 *                                                        metadata !DILocalVariable(name: "n", arg: 1, ...), ...)
 * </pre>
 *
 * Lowering keeps an alloca's location (one {@code llvm.alloca} per {@code cir.alloca}, in order),
 * so variables are matched by function and location, in order.
 */
public final class DebugInfo {
    /** A C variable: {@code argNo} is 1-based for parameters, 0 for locals. */
    public record Variable(String name, Location location, Type cirType, int argNo) {}

    /** Names CIRGen gives to compiler temporaries (never shown as variables). */
    private static final Set<String> TEMPORARIES = Set.of("tmp", "compoundliteral", "cond", "agg.tmp", "stmtexpr",
            "coerce", "__retval", "retval");

    final String directory;
    private final Map<String, Map<Location, Deque<Variable>>> variables = new HashMap<>();
    final Map<String, CirTypes.FuncType> functionTypes = new LinkedHashMap<>();
    /** Where each function is defined (lowering may not carry the {@code cir.func}'s location to its {@code func.func}). */
    private final Map<String, Location> functionLocations = new HashMap<>();

    private DebugInfo(String directory) { this.directory = directory; }

    /** Collects the variables of every {@code cir.func} definition of {@code cirModule}. */
    public static DebugInfo collect(Operation cirModule) {
        DebugInfo d = new DebugInfo(jcirc.host.Invocation.cwd().toString());
        cirModule.walkPreOrder(op -> {
            if (CirOps.FuncOp.isa(op) && op.numRegions() > 0 && !op.region(0).isEmpty()) d.collectFunction(op);
        });
        return d;
    }

    private void collectFunction(Operation fn) {
        String name = ConstantBuilder.symbol(fn.attr("sym_name"));
        if (fn.attr("function_type") instanceof BuiltinAttrs.TypeAttr ta && ta.type() instanceof CirTypes.FuncType ft)
            functionTypes.put(name, ft);
        functionLocations.put(name, fn.location().isKnown() ? fn.location() : firstKnownLocation(fn));   // refined below
        Block entry = fn.region(0).entryBlock();
        // CIRGen stores each incoming argument at the function's own location, and gives the
        // parameters' allocas that location too (struct parameters arrive through "coerce"
        // temporaries): the named allocas at that location are the parameters, in order.
        Location paramLoc = null;
        for (Operation op : entry.operations())
            if (CirOps.StoreOp.isa(op) && new CirOps.StoreOp(op).value() instanceof BlockArgument a && a.owner() == entry && op.location().isKnown()) {
                paramLoc = op.location();
                break;
            }
        if (paramLoc != null) functionLocations.put(name, paramLoc);
        Location params = paramLoc;
        int[] argNo = {0};
        Map<Location, Deque<Variable>> byLoc = new LinkedHashMap<>();
        fn.walkPreOrder(op -> {
            if (!CirOps.AllocaOp.isa(op) || !op.location().isKnown()) return;
            if (!(op.attr("name") instanceof BuiltinAttrs.StringAttr n)) return;
            String v = n.value();
            if (TEMPORARIES.contains(v) || !v.matches("[A-Za-z_][A-Za-z0-9_]*")) return;
            if (!(op.result(0).type() instanceof CirTypes.PointerType p)) return;
            int arg = op.location().equals(params) ? ++argNo[0] : 0;
            byLoc.computeIfAbsent(op.location(), k -> new ArrayDeque<>()).add(new Variable(v, op.location(), p.pointee(), arg));
        });
        variables.put(name, byLoc);
    }

    /** A function without a location of its own (and without parameters) is placed at its first located op. */
    private static Location firstKnownLocation(Operation fn) {
        Location[] first = {Location.UNKNOWN};
        fn.walkPreOrder(op -> { if (!first[0].isKnown() && op.location().isKnown()) first[0] = op.location(); });
        return first[0];
    }

    /** The location of {@code function}'s definition as {@code cir.func} had it (unknown if not collected). */
    Location functionLocation(String function) { return functionLocations.getOrDefault(function, Location.UNKNOWN); }

    /** The next variable of {@code function} declared at {@code loc} (consumed), or null. */
    Variable take(String function, Location loc) {
        Map<Location, Deque<Variable>> m = variables.get(function);
        Deque<Variable> q = m == null ? null : m.get(loc);
        return q == null ? null : q.poll();
    }

    /** The metadata of one module: numbered nodes, shared by its function writers. */
    static final class Metadata {
        private final DebugInfo info;
        private final List<String> nodes = new ArrayList<>();
        private final Map<String, Integer> uniqued = new HashMap<>();
        private final Map<String, Integer> files = new HashMap<>();
        private final Map<Type, Integer> types = new HashMap<>();
        private final int cu;
        private final String mainFile;

        Metadata(DebugInfo info, String sourceFileName) {
            this.info = info;
            this.mainFile = sourceFileName == null ? "<stdin>" : sourceFileName;
            int file = file(mainFile);
            cu = distinct("!DICompileUnit(language: DW_LANG_C99, file: !" + file + ", producer: \"jcirc\", isOptimized: false, "
                    + "runtimeVersion: 0, emissionKind: FullDebug)");
        }

        private int distinct(String text) {
            nodes.add("distinct " + text);
            return nodes.size() - 1;
        }

        private int node(String text) {
            return uniqued.computeIfAbsent(text, t -> { nodes.add(t); return nodes.size() - 1; });
        }

        /** A uniqued node of another kind of metadata (TBAA) numbered among the debug nodes. */
        int sharedNode(String text) { return node(text); }

        int file(String name) {
            return files.computeIfAbsent(name == null ? mainFile : name, n ->
                    node("!DIFile(filename: " + quote(n) + ", directory: " + quote(info.directory) + ")"));
        }

        /** The {@code DISubprogram} of a function definition whose {@code define} is at {@code loc}. */
        int subprogram(String name, Location loc, boolean local) {
            int f = file(loc.isKnown() ? loc.file() : null);
            int line = Math.max(loc.line(), 0);
            int type = subroutineType(info.functionTypes.get(name));
            return distinct("!DISubprogram(name: " + quote(name) + ", scope: !" + f + ", file: !" + f + ", line: " + line
                    + ", type: !" + type + ", scopeLine: " + line + ", spFlags: " + (local ? "DISPFlagLocalToUnit | " : "")
                    + "DISPFlagDefinition, unit: !" + cu + ")");
        }

        private int subroutineType(CirTypes.FuncType ft) {
            List<String> ts = new ArrayList<>();
            if (ft == null) ts.add("null");
            else {
                ts.add(ft.returnsVoid() ? "null" : ref(ft.returnType()));
                for (Type t : ft.inputs()) ts.add(ref(t));
            }
            return node("!DISubroutineType(types: !" + node("!{" + String.join(", ", ts) + "}") + ")");
        }

        Location functionLocation(String function) { return info.functionLocation(function); }

        /** The C variable whose alloca is at {@code loc} in {@code function}, or null. */
        Variable takeVariable(String function, Location loc) { return info.take(function, loc); }

        int location(int line, int col, int scope) {
            return node("!DILocation(line: " + line + ", column: " + col + ", scope: !" + scope + ")");
        }

        /** The variable's node, or -1 when its type has no DWARF description here (LLVM crashes on a variable without a type). */
        int variable(Variable v, int scope, int file) {
            Integer t = type(v.cirType());
            if (t == null) return -1;
            return node("!DILocalVariable(name: " + quote(v.name()) + (v.argNo() > 0 ? ", arg: " + v.argNo() : "")
                    + ", scope: !" + scope + ", file: !" + file + ", line: " + v.location().line() + ", type: !" + t + ")");
        }

        private String ref(Type t) {
            Integer id = type(t);
            return id == null ? "null" : "!" + id;
        }

        /** The DWARF type of a cir type: base types, pointers, arrays, structs and unions with members. */
        private Integer type(Type t) {
            Integer known = types.get(t);
            if (known != null) return known;
            Integer id = switch (t) {
                case CirTypes.IntType i -> node("!DIBasicType(name: " + quote(intName(i)) + ", size: " + i.width() + ", encoding: "
                        + (i.width() == 8 ? (i.signed() ? "DW_ATE_signed_char" : "DW_ATE_unsigned_char") : i.signed() ? "DW_ATE_signed" : "DW_ATE_unsigned") + ")");
                case CirTypes.BoolType b -> node("!DIBasicType(name: \"_Bool\", size: 8, encoding: DW_ATE_boolean)");
                case CirTypes.FloatType f -> switch (f.kind()) {
                    case FLOAT -> node("!DIBasicType(name: \"float\", size: 32, encoding: DW_ATE_float)");
                    case DOUBLE -> node("!DIBasicType(name: \"double\", size: 64, encoding: DW_ATE_float)");
                    case LONG_DOUBLE -> node("!DIBasicType(name: \"long double\", size: 128, encoding: DW_ATE_float)");
                };
                case CirTypes.PointerType p -> {
                    // a struct pointing to itself is registered before its members, so this ends
                    String base = p.pointee() instanceof CirTypes.VoidType || p.pointee() instanceof CirTypes.FuncType ? "null" : ref(p.pointee());
                    yield node("!DIDerivedType(tag: DW_TAG_pointer_type, baseType: " + base + ", size: 64)");
                }
                case CirTypes.ArrayType a -> node("!DICompositeType(tag: DW_TAG_array_type, baseType: " + ref(a.element()) + ", size: "
                        + Layout.size(a) * 8 + ", elements: !" + node("!{!" + node("!DISubrange(count: " + a.size() + ")") + "}") + ")");
                case CirTypes.StructType s -> struct(s);
                // GNU vectors as clang describes them: an array with DIFlagVector, e.g. __m128i (long long x 2)
                case CirTypes.VectorType v when type(v.element()) instanceof Integer e ->
                        node("!DICompositeType(tag: DW_TAG_array_type, baseType: !" + e + ", size: " + Layout.size(v) * 8
                                + ", flags: DIFlagVector, elements: !" + node("!{!" + node("!DISubrange(count: " + v.size() + ")") + "}") + ")");
                // _Complex float/double/long double: clang's "complex" base type
                case CirTypes.ComplexType c when c.element() instanceof CirTypes.FloatType ->
                        node("!DIBasicType(name: \"complex\", size: " + Layout.size(c) * 8 + ", encoding: DW_ATE_complex_float)");
                default -> null;
            };
            if (id != null) types.put(t, id);
            return id;
        }

        /** A struct or union: declared first (members may point back to it), members after. */
        private Integer struct(CirTypes.StructType s) {
            String tag = s.isUnion() ? "DW_TAG_union_type" : "DW_TAG_structure_type";
            String cName = s.name().replaceFirst("^(struct|union)\\.", "");   // CIRGen names them struct.TAG
            String name = cName.startsWith("anon") || cName.isEmpty() ? "" : "name: " + quote(cName) + ", ";
            if (!s.isComplete()) return node("!DICompositeType(tag: " + tag + ", " + name + "flags: DIFlagFwdDecl)");
            int id = distinct("");   // placeholder, filled in below
            types.put(s, id);
            List<String> members = new ArrayList<>();
            List<Long> offsets = Layout.offsets(s);
            for (int i = 0; i < s.members().size(); i++) {
                Type m = s.members().get(i);
                String mn = i < s.memberNames().size() ? s.memberNames().get(i) : "";
                members.add("!" + node("!DIDerivedType(tag: DW_TAG_member, name: " + quote(mn) + ", scope: !" + id + ", baseType: "
                        + ref(m) + ", size: " + Layout.size(m) * 8 + ", offset: " + offsets.get(i) * 8 + ")"));
            }
            nodes.set(id, "distinct !DICompositeType(tag: " + tag + ", " + name + "size: " + Layout.size(s) * 8
                    + ", elements: !" + node("!{" + String.join(", ", members) + "}") + ")");
            return id;
        }

        private static String intName(CirTypes.IntType i) {
            String base = switch (i.width()) {
                case 8 -> "char";
                case 16 -> "short";
                case 32 -> "int";
                case 64 -> "long";
                case 128 -> "__int128";
                default -> "_BitInt(" + i.width() + ")";
            };
            return i.signed() ? (i.width() == 8 ? "signed char" : base) : "unsigned " + base;
        }

        private static String quote(String s) { return IrLiterals.cString(IrLiterals.bytesOf(s)).substring(1); }

        /** The named metadata and the numbered nodes, appended at the end of the module. */
        void write(StringBuilder out) {
            int dwarf = node("!{i32 7, !\"Dwarf Version\", i32 5}");
            int version = node("!{i32 2, !\"Debug Info Version\", i32 3}");
            out.append("\n!llvm.dbg.cu = !{!").append(cu).append("}\n");
            out.append("!llvm.module.flags = !{!").append(dwarf).append(", !").append(version).append("}\n\n");
            for (int i = 0; i < nodes.size(); i++) out.append('!').append(i).append(" = ").append(nodes.get(i)).append('\n');
        }
    }

    /** Sizes and member offsets in bytes, by the System V x86-64 rules (natural alignment, packed honoured). */
    static final class Layout {
        private Layout() {}

        static long size(Type t) {
            return switch (t) {
                case CirTypes.IntType i -> Math.max(1, i.width() / 8);
                case CirTypes.BoolType b -> 1;
                case CirTypes.FloatType f -> switch (f.kind()) { case FLOAT -> 4; case DOUBLE -> 8; case LONG_DOUBLE -> 16; };
                case CirTypes.PointerType p -> 8;
                case CirTypes.ArrayType a -> a.size() * size(a.element());
                case CirTypes.VectorType v -> Long.highestOneBit(Math.max(1, v.size() * size(v.element()) * 2 - 1));   // 3 x float: 16
                case CirTypes.ComplexType c -> 2 * size(c.element());
                case CirTypes.StructType s -> {
                    long end = 0;
                    List<Long> offs = offsets(s);
                    for (int i = 0; i < s.members().size(); i++) end = Math.max(end, offs.get(i) + size(s.members().get(i)));
                    long al = align(s);
                    yield (end + al - 1) / al * al;
                }
                default -> 0;
            };
        }

        static long align(Type t) {
            return switch (t) {
                case CirTypes.ArrayType a -> align(a.element());
                case CirTypes.ComplexType c -> align(c.element());
                case CirTypes.StructType s -> {
                    if (s.packed()) yield 1;
                    long al = 1;
                    for (Type m : s.members()) al = Math.max(al, align(m));
                    yield al;
                }
                default -> Math.max(1, size(t));
            };
        }

        static List<Long> offsets(CirTypes.StructType s) {
            List<Long> r = new ArrayList<>();
            long off = 0;
            for (Type m : s.members()) {
                if (s.isUnion()) { r.add(0L); continue; }
                long al = s.packed() ? 1 : align(m);
                off = (off + al - 1) / al * al;
                r.add(off);
                off += size(m);
            }
            return r;
        }
    }
}
