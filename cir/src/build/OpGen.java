import com.sun.source.tree.*;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;

import javax.tools.*;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.Stream;

/**
 * The op generator (jcirc's ODS back end), run by Maven at generate-sources through the JDK's
 * source launcher ({@code java OpGen.java ...}), so it needs no build step of its own.
 *
 * <p>Input: the dialects' op declarations, {@code src/main/ods/<package>/<Name>Ops.java}. Each op
 * is a record {@code XOp(Operation op) implements OpView} whose body holds its declaration
 * {@code static final OpDef DEF = OpDef.op("d.x").operand(...)...} (or a family factory of the
 * dialect, {@code ArithDialect.intBinary("arith.addi")}, whose {@code OpDef.op(name)} chain is read
 * from the dialect's sources) plus any hand-written members (convenience accessors and builders).
 *
 * <p>Output: the same file under {@code target/generated-sources/ods} with, in each op record,
 * what follows from the declaration: {@code NAME}, {@code DEF.view(XOp::new)}, {@code isa},
 * {@code match}, one accessor per operand/result/region/successor group ({@code Value},
 * nullable {@code Value} or {@code List<...>} by arity) and per attribute ({@code xAttr()}),
 * and a builder {@code create(Builder, operands..., attributes..., result types...)}. A member the
 * author wrote (same name and parameter types) is not generated. The file is parsed with javac's
 * own parser (com.sun.source), so the declarations are ordinary Java; names must be literals.
 *
 * <p>Usage: {@code java OpGen.java <ods-dir> <java-src-dir> <out-dir>}, or
 * {@code java OpGen.java --migrate <Ops.java> <spec out>} to strip a hand-written ops file down to
 * its declaration.
 */
public final class OpGen {
    enum Arity { SINGLE, OPTIONAL, VARIADIC }
    record Group(String kind, String name, Arity arity, String attrType) {}
    record OpDecl(String opName, List<Group> groups) {
        List<Group> of(String kind) { return groups.stream().filter(g -> g.kind.equals(kind)).toList(); }
    }

    static final Set<String> RESERVED = Set.of("op", "location", "hashCode", "toString", "equals", "getClass", "notify", "wait");
    static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case", "catch", "char",
            "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
            "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new",
            "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
            "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null");

    /** Family factory name -> the OpDef.op(name) chain in its body (from the dialect sources). */
    final Map<String, List<MethodInvocationTree>> families = new HashMap<>();
    SourcePositions positions;
    String currentFile;
    /** The package of the file being generated (family factories are looked up in it). */
    String currentPackage;
    /** The top-level class being generated (an unqualified family factory is looked up in it first). */
    String currentOuter;
    /** The record's NAME literal while migrating (declarations may say OpDef.op(NAME)). */
    String currentOpName;

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("--migrate")) { new OpGen().migrate(Path.of(args[1]), Path.of(args[2])); return; }
        if (args.length != 3) { System.err.println("usage: OpGen <ods-dir> <java-src-dir> <out-dir>"); System.exit(2); }
        new OpGen().generate(Path.of(args[0]), Path.of(args[1]), Path.of(args[2]));
    }

    // ---------------------------------------------------------------- parsing

    List<CompilationUnitTree> parse(List<Path> files) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager fm = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) javac.getTask(null, fm, diags, List.of("-proc:none"), null,
                fm.getJavaFileObjectsFromPaths(files));
        List<CompilationUnitTree> units = new ArrayList<>();
        for (CompilationUnitTree u : task.parse()) units.add(u);
        for (Diagnostic<?> d : diags.getDiagnostics())
            if (d.getKind() == Diagnostic.Kind.ERROR) fail(d.toString());
        positions = Trees.instance(task).getSourcePositions();
        return units;
    }

    static List<Path> javaFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.walk(dir)) { return s.filter(p -> p.toString().endsWith(".java")).sorted().toList(); }
    }

    static void fail(String msg) { System.err.println("OpGen: error: " + msg); System.exit(1); }

    /** The calls of a builder chain, innermost first ({@code OpDef.op(n)}, {@code .operand(...)}, ...). */
    static List<MethodInvocationTree> chain(ExpressionTree e) {
        List<MethodInvocationTree> calls = new ArrayList<>();
        while (e instanceof MethodInvocationTree m) {
            calls.add(0, m);
            e = m.getMethodSelect() instanceof MemberSelectTree s ? s.getExpression() : null;
        }
        return calls;
    }

    static String methodName(MethodInvocationTree m) {
        return switch (m.getMethodSelect()) {
            case MemberSelectTree s -> s.getIdentifier().toString();
            case IdentifierTree i -> i.getName().toString();
            default -> "";
        };
    }

    String literal(ExpressionTree e) {
        if (e instanceof LiteralTree l && l.getValue() instanceof String s) return s;
        if (e instanceof IdentifierTree id && id.getName().contentEquals("NAME") && currentOpName != null) return currentOpName;
        fail(currentFile + ": op declarations name their groups with string literals, found " + e);
        return null;
    }

    /** Records the {@code OpDef.op(name)} chains returned by family factories ({@code static OpDef intBinary(String name)}). */
    void collectFamilies(CompilationUnitTree unit) {
        String pkg = unit.getPackageName() == null ? "" : unit.getPackageName().toString();
        for (Tree t : unit.getTypeDecls())
            if (t instanceof ClassTree c)
                for (Tree m : c.getMembers())
                    if (m instanceof MethodTree mt && mt.getReturnType() != null && mt.getReturnType().toString().equals("OpDef")
                            && mt.getBody() != null)
                        new com.sun.source.util.TreeScanner<Void, Void>() {
                            @Override public Void visitMethodInvocation(MethodInvocationTree node, Void v) {
                                List<MethodInvocationTree> ch = chain(node);
                                if (!ch.isEmpty() && ch.get(0).getMethodSelect().toString().equals("OpDef.op")
                                        && !families.containsKey(pkg + ":" + c.getSimpleName() + "." + mt.getName())) {
                                    families.put(pkg + ":" + c.getSimpleName() + "." + mt.getName(), ch);
                                    families.putIfAbsent(pkg + ":" + mt.getName(), ch);
                                }
                                return null;
                            }
                        }.scan(mt.getBody(), null);
    }

    /** Reads a DEF initializer into an {@link OpDecl}. */
    OpDecl declaration(ExpressionTree init) {
        List<MethodInvocationTree> calls = chain(init);
        if (calls.isEmpty()) fail(currentFile + ": DEF is not an OpDef chain: " + init);
        MethodInvocationTree first = calls.get(0);
        String opName = literal(first.getArguments().get(0));
        List<MethodInvocationTree> all = new ArrayList<>();
        if (!first.getMethodSelect().toString().equals("OpDef.op")) {
            // Dialect.family("name") by class, family("name") (statically imported or local) by package
            List<MethodInvocationTree> fam = first.getMethodSelect() instanceof MemberSelectTree s
                    ? families.get(currentPackage + ":" + s.getExpression().toString().replaceAll(".*\\.", "") + "." + s.getIdentifier())
                    : families.getOrDefault(currentPackage + ":" + currentOuter + "." + methodName(first),
                                            families.get(currentPackage + ":" + methodName(first)));
            if (fam == null) fail(currentFile + ": unknown op family " + methodName(first) + " in " + init);
            all.addAll(fam.subList(1, fam.size()));
        }
        all.addAll(calls.subList(1, calls.size()));
        List<Group> groups = new ArrayList<>();
        for (MethodInvocationTree m : all) {
            String n = methodName(m);
            List<? extends ExpressionTree> a = m.getArguments();
            Group g = switch (n) {
                case "operand" -> new Group("operand", literal(a.get(0)), Arity.SINGLE, null);
                case "optionalOperand" -> new Group("operand", literal(a.get(0)), Arity.OPTIONAL, null);
                case "variadicOperand" -> new Group("operand", literal(a.get(0)), Arity.VARIADIC, null);
                case "result" -> new Group("result", literal(a.get(0)), Arity.SINGLE, null);
                case "optionalResult" -> new Group("result", literal(a.get(0)), Arity.OPTIONAL, null);
                case "variadicResult" -> new Group("result", literal(a.get(0)), Arity.VARIADIC, null);
                case "attr", "optionalAttr" -> new Group("attr", literal(a.get(0)), n.equals("attr") ? Arity.SINGLE : Arity.OPTIONAL,
                        a.get(1) instanceof MemberSelectTree s && s.getIdentifier().contentEquals("class") ? s.getExpression().toString() : "jcirc.ir.Attribute");
                case "enumAttr", "optionalEnumAttr" -> new Group("attr", literal(a.get(0)), n.equals("enumAttr") ? Arity.SINGLE : Arity.OPTIONAL,
                        "jcirc.ir.BuiltinAttrs.EnumAttr");
                case "region" -> new Group("region", literal(a.get(0)), Arity.SINGLE, null);
                case "variadicRegion" -> new Group("region", literal(a.get(0)), Arity.VARIADIC, null);
                case "successor" -> new Group("successor", literal(a.get(0)), Arity.SINGLE, null);
                case "variadicSuccessor" -> new Group("successor", literal(a.get(0)), Arity.VARIADIC, null);
                default -> null;
            };
            if (g != null) groups.add(g);
        }
        return new OpDecl(opName, groups);
    }

    // ---------------------------------------------------------------- generation

    static String camel(String s) {
        StringBuilder b = new StringBuilder();
        boolean up = false;
        for (char c : s.toCharArray()) {
            if (c == '_' || c == '-' || c == '.') { up = b.length() > 0; continue; }
            b.append(up ? Character.toUpperCase(c) : c);
            up = false;
        }
        String r = b.toString();
        return KEYWORDS.contains(r) ? r + "_" : r;
    }

    /** A generated member: its name, erased parameter types (for clash checks with hand-written ones) and text. */
    record Member(String name, List<String> params, String returnType, String text) {}

    static String erased(String type) {
        String t = type.replaceAll("<.*>", "").trim();
        return t.substring(t.lastIndexOf('.') + 1);
    }

    List<Member> members(String rec, OpDecl d, boolean hasName) {
        List<Member> out = new ArrayList<>();
        if (!hasName) out.add(new Member("NAME", null, null,
                "public static final String NAME = \"" + d.opName() + "\";"));
        out.add(new Member("isa", List.of("Operation"), null,
                "public static boolean isa(jcirc.ir.Operation op) { return op.is(DEF); }"));
        out.add(new Member("match", List.of("Operation"), null,
                "public static java.util.Optional<" + rec + "> match(jcirc.ir.Operation op) { return isa(op) ? java.util.Optional.of(new " + rec + "(op)) : java.util.Optional.empty(); }"));
        // accessors
        List<Group> operands = d.of("operand"), results = d.of("result"), regions = d.of("region"), succs = d.of("successor");
        boolean simpleOperands = operands.stream().filter(g -> g.arity != Arity.SINGLE).count() <= 1;
        for (int i = 0; i < operands.size(); i++) {
            Group g = operands.get(i);
            boolean prefixSingle = operands.subList(0, i).stream().allMatch(x -> x.arity == Arity.SINGLE);
            String group = "DEF.operandGroup(op, " + i + ")";
            switch (g.arity) {
                case SINGLE -> accessor(out, g.name, "jcirc.ir.Value", prefixSingle ? "op.operand(" + i + ")" : group + ".get(0)");
                case OPTIONAL -> accessor(out, g.name, "jcirc.ir.Value", "jcirc.ir.OpView.optional(" + group + ")");
                case VARIADIC -> accessor(out, g.name, "java.util.List<jcirc.ir.Value>", group);
            }
        }
        positional(out, results, "jcirc.ir.Value", "jcirc.ir.OpResult", "op.result", "op.results()", "op.numResults()");
        positional(out, regions, "jcirc.ir.Region", "jcirc.ir.Region", "op.region", "op.regions()", "op.numRegions()");
        positional(out, succs, "jcirc.ir.Block", "jcirc.ir.Block", "op.successor", "op.successors()", "op.numSuccessors()");
        for (Group g : d.of("attr"))
            accessor(out, g.name + "_attr", g.attrType, "op.attr(\"" + g.name + "\", " + g.attrType + ".class)");
        // the builder
        List<String> params = new ArrayList<>(), erasedParams = new ArrayList<>(List.of("Builder"));
        Set<String> used = new HashSet<>(Set.of("b"));
        StringBuilder groupsExpr = new StringBuilder(), attrs = new StringBuilder(), types = new StringBuilder(), succExpr = new StringBuilder();
        String regionCount = String.valueOf(regions.stream().filter(g -> g.arity == Arity.SINGLE).count());
        for (Group g : d.groups()) {
            String p = camel(g.name) + switch (g.kind) { case "result" -> g.arity == Arity.VARIADIC ? "Types" : "Type"; case "region" -> "Count"; default -> ""; };
            while (!used.add(p)) p = p + "_";
            switch (g.kind) {
                case "operand" -> {
                    String t = g.arity == Arity.VARIADIC ? "java.util.List<jcirc.ir.Value>" : "jcirc.ir.Value";
                    params.add(t + " " + p); erasedParams.add(erased(t));
                    sep(groupsExpr).append(switch (g.arity) {
                        case SINGLE -> "java.util.List.of(" + p + ")";
                        case OPTIONAL -> p + " == null ? java.util.List.of() : java.util.List.of(" + p + ")";
                        case VARIADIC -> p;
                    });
                }
                case "attr" -> {
                    params.add(g.attrType + " " + p); erasedParams.add(erased(g.attrType));
                    attrs.append("\n            ").append(g.arity == Arity.OPTIONAL ? "if (" + p + " != null) " : "")
                         .append("attrs.put(\"").append(g.name).append("\", ").append(p).append(");");
                }
                case "result" -> {
                    String t = g.arity == Arity.VARIADIC ? "java.util.List<jcirc.ir.Type>" : "jcirc.ir.Type";
                    params.add(t + " " + p); erasedParams.add(erased(t));
                    types.append("\n            ").append(switch (g.arity) {
                        case SINGLE -> "types.add(" + p + ");";
                        case OPTIONAL -> "if (" + p + " != null) types.add(" + p + ");";
                        case VARIADIC -> "types.addAll(" + p + ");";
                    });
                }
                case "region" -> {
                    if (g.arity == Arity.VARIADIC) { params.add("int " + p); erasedParams.add("int"); regionCount += " + " + p; }
                }
                case "successor" -> {
                    String t = g.arity == Arity.VARIADIC ? "java.util.List<jcirc.ir.Block>" : "jcirc.ir.Block";
                    params.add(t + " " + p); erasedParams.add(erased(t));
                    succExpr.append("\n            ").append(g.arity == Arity.VARIADIC ? "succs.addAll(" + p + ");" : "succs.add(" + p + ");");
                }
                default -> throw new IllegalStateException(g.kind);
            }
        }
        String text = "/** Builds the op at {@code b}'s insertion point (null for an absent optional group). */\n"
                + "        public static " + rec + " create(jcirc.ir.Builder b" + params.stream().map(p -> ", " + p).reduce("", String::concat) + ") {\n"
                + "            java.util.Map<String, jcirc.ir.Attribute> attrs = new java.util.LinkedHashMap<>();" + attrs
                + "\n            java.util.List<jcirc.ir.Type> types = new java.util.ArrayList<>();" + types
                + "\n            java.util.List<jcirc.ir.Block> succs = new java.util.ArrayList<>();" + succExpr
                + "\n            return new " + rec + "(b.createOp(DEF, java.util.List.of(" + groupsExpr + "), types, attrs, " + regionCount + ", succs));\n"
                + "        }";
        out.add(new Member("create", erasedParams, null, text));
        // the same without the optional attributes (when there are some): the common shape
        if (d.of("attr").stream().anyMatch(g -> g.arity == Arity.OPTIONAL)) {
            List<String> shortParams = new ArrayList<>(), shortErased = new ArrayList<>(List.of("Builder")), call = new ArrayList<>();
            for (int i = 0, j = 0; i < d.groups().size(); i++) {
                Group g = d.groups().get(i);
                if (g.kind.equals("region") && g.arity != Arity.VARIADIC) continue;
                String p = params.get(j);
                String pname = p.substring(p.lastIndexOf(' ') + 1);
                if (g.kind.equals("attr") && g.arity == Arity.OPTIONAL) call.add("(" + p.substring(0, p.lastIndexOf(' ')) + ") null");
                else { shortParams.add(p); shortErased.add(erasedParams.get(j + 1)); call.add(pname); }
                j++;
            }
            String shortText = "/** Builds the op at {@code b}'s insertion point without its optional attributes. */\n"
                    + "        public static " + rec + " create(jcirc.ir.Builder b" + shortParams.stream().map(p -> ", " + p).reduce("", String::concat) + ") {\n"
                    + "            return create(b" + call.stream().map(p -> ", " + p).reduce("", String::concat) + ");\n"
                    + "        }";
            out.add(new Member("create", shortErased, null, shortText));
        }
        // the same with the attributes as one map (MLIR's build(..., ArrayRef<NamedAttribute>)): for
        // callers that carry discardable attributes (llvm.linkage, passthrough, overflow flags) or
        // build the attribute set conditionally; the map's order is kept
        {
            List<String> mapParams = new ArrayList<>(), mapErased = new ArrayList<>(List.of("Builder"));
            for (int i = 0, j = 0; i < d.groups().size(); i++) {
                Group g = d.groups().get(i);
                if (g.kind.equals("region") && g.arity != Arity.VARIADIC) continue;
                if (!g.kind.equals("attr")) { mapParams.add(params.get(j)); mapErased.add(erasedParams.get(j + 1)); }
                j++;
            }
            String attrsName = "attributes";
            while (used.contains(attrsName)) attrsName += "_";
            mapErased.add("Map");
            String mapText = "/** Builds the op at {@code b}'s insertion point with the attributes {@code " + attrsName + "} (in their order). */\n"
                    + "        public static " + rec + " create(jcirc.ir.Builder b" + mapParams.stream().map(p -> ", " + p).reduce("", String::concat)
                    + ", java.util.Map<String, jcirc.ir.Attribute> " + attrsName + ") {\n"
                    + "            java.util.List<jcirc.ir.Type> types = new java.util.ArrayList<>();" + types
                    + "\n            java.util.List<jcirc.ir.Block> succs = new java.util.ArrayList<>();" + succExpr
                    + "\n            return new " + rec + "(b.createOp(DEF, java.util.List.of(" + groupsExpr + "), types, " + attrsName + ", " + regionCount + ", succs));\n"
                    + "        }";
            out.add(new Member("create", mapErased, null, mapText));
        }
        if (!simpleOperands) { /* the operand groups come from operandSegmentSizes at run time */ }
        return out;
    }

    static StringBuilder sep(StringBuilder b) { if (b.length() > 0) b.append(", "); return b; }

    /** Accessors of results, regions or successors: indices while every earlier group is single, else none. */
    void positional(List<Member> out, List<Group> gs, String one, String elem, String get, String all, String count) {
        for (int i = 0; i < gs.size(); i++) {
            Group g = gs.get(i);
            if (!gs.subList(0, i).stream().allMatch(x -> x.arity == Arity.SINGLE)) {
                System.err.println("OpGen: warning: " + currentFile + ": no accessor for '" + g.name + "' (after a variable-size group)");
                continue;
            }
            int after = gs.size() - 1 - i;
            switch (g.arity) {
                case SINGLE -> accessor(out, g.name, one, get + "(" + i + ")");
                case OPTIONAL -> accessor(out, g.name, one, count + " > " + i + " ? " + get + "(" + i + ") : null");
                case VARIADIC -> accessor(out, g.name, "java.util.List<" + elem + ">",
                        i == 0 && after == 0 ? all : all + ".subList(" + i + ", " + count + (after > 0 ? " - " + after : "") + ")");
            }
        }
    }

    static void accessor(List<Member> out, String name, String type, String body) {
        String n = camel(name);
        if (RESERVED.contains(n) || out.stream().anyMatch(m -> m.name.equals(n))) return;
        out.add(new Member(n, List.of(), type, "public " + type + " " + n + "() { return " + body + "; }"));
    }

    // ---------------------------------------------------------------- the two modes

    record OpRecord(ClassTree cls, VariableTree def, VariableTree name) {}

    static List<OpRecord> opRecords(ClassTree outer) {
        List<OpRecord> out = new ArrayList<>();
        for (Tree t : outer.getMembers()) {
            if (!(t instanceof ClassTree c)) continue;
            VariableTree def = null, name = null;
            for (Tree m : c.getMembers())
                if (m instanceof VariableTree v && v.getModifiers().getFlags().contains(javax.lang.model.element.Modifier.STATIC)) {
                    if (v.getName().contentEquals("DEF") && v.getType().toString().equals("OpDef")) def = v;
                    if (v.getName().contentEquals("NAME")) name = v;
                }
            if (def != null && c.getKind() == Tree.Kind.RECORD) out.add(new OpRecord(c, def, name));
            out.addAll(opRecords(c));
        }
        return out;
    }

    record Edit(long pos, long end, String text) {}

    void generate(Path odsDir, Path javaDir, Path outDir) throws IOException {
        List<Path> specs = javaFiles(odsDir);
        Set<String> pkgs = new TreeSet<>();
        for (Path p : specs) pkgs.add(odsDir.relativize(p.getParent()).toString());
        List<Path> dialectSources = new ArrayList<>();
        for (String pkg : pkgs) dialectSources.addAll(javaFiles(javaDir.resolve(pkg)).stream().filter(p -> p.getParent().equals(javaDir.resolve(pkg))).toList());
        List<Path> all = new ArrayList<>(specs);
        all.addAll(dialectSources);
        List<CompilationUnitTree> units = parse(all);
        for (CompilationUnitTree u : units) collectFamilies(u);
        int ops = 0;
        for (CompilationUnitTree u : units) {
            Path src = Path.of(u.getSourceFile().toUri());
            if (!src.startsWith(odsDir.toAbsolutePath()) && !specs.contains(src)) continue;
            currentFile = src.toString();
            currentPackage = u.getPackageName().toString();
            String text = u.getSourceFile().getCharContent(true).toString();
            List<Edit> edits = new ArrayList<>();
            for (Tree t : u.getTypeDecls()) {
                if (!(t instanceof ClassTree outer)) continue;
                currentOuter = outer.getSimpleName().toString();
                for (OpRecord r : opRecords(outer)) {
                    ops++;
                    String rec = r.cls().getSimpleName().toString();
                    OpDecl d = declaration(r.def().getInitializer());
                    Map<String, List<List<String>>> written = new HashMap<>();
                    for (Tree m : r.cls().getMembers())
                        if (m instanceof MethodTree mt)
                            written.computeIfAbsent(mt.getName().toString(), k -> new ArrayList<>())
                                   .add(mt.getParameters().stream().map(p -> erased(p.getType().toString())).toList());
                    StringBuilder gen = new StringBuilder();
                    for (Member m : members(rec, d, r.name() != null)) {
                        List<String> ps = m.params() == null ? List.of() : m.params();
                        if (m.params() != null && written.getOrDefault(m.name(), List.of()).contains(ps)) continue;
                        gen.append("\n        ").append(m.text());
                    }
                    long start = positions.getStartPosition(u, r.cls());
                    long brace = text.indexOf('{', text.indexOf(')', (int) start));
                    edits.add(new Edit(brace + 1, brace + 1, "\n        // ----- generated by OpGen from DEF -----" + gen + "\n        // ----- hand-written -----\n        "));
                    String initText = r.def().getInitializer().toString();
                    if (!initText.contains(".view(")) {
                        long end = positions.getEndPosition(u, r.def().getInitializer());
                        edits.add(new Edit(end, end, "\n             .view(" + rec + "::new)"));
                    }
                }
            }
            edits.sort(Comparator.comparingLong(Edit::pos).reversed());
            StringBuilder out = new StringBuilder(text);
            for (Edit e : edits) out.replace((int) e.pos(), (int) e.end(), e.text());
            out.insert(0, "// GENERATED by cir/src/build/OpGen.java from " + odsDir.getFileName() + "/" + odsDir.relativize(src) + "; edit that file.\n");
            Path target = outDir.resolve(odsDir.relativize(src));
            Files.createDirectories(target.getParent());
            String result = out.toString();
            if (!Files.exists(target) || !Files.readString(target).equals(result)) Files.writeString(target, result);
        }
        System.out.println("OpGen: " + ops + " ops in " + specs.size() + " files");
    }

    /** Strips a hand-written ops file to its declarations: drops what {@link #generate} will produce. */
    void migrate(Path in, Path out) throws IOException {
        Path dir = in.getParent();
        List<Path> all = new ArrayList<>(javaFiles(dir).stream().filter(p -> p.getParent().equals(dir)).toList());
        List<CompilationUnitTree> units = parse(all);
        for (CompilationUnitTree u : units) collectFamilies(u);
        CompilationUnitTree u = units.stream().filter(x -> Path.of(x.getSourceFile().toUri()).equals(in.toAbsolutePath())).findFirst().orElseThrow();
        currentFile = in.toString();
        currentPackage = u.getPackageName().toString();
        String text = u.getSourceFile().getCharContent(true).toString();
        LineMap lines = u.getLineMap();
        TreeSet<Long> dropLines = new TreeSet<>();
        List<Edit> edits = new ArrayList<>();
        for (Tree t : u.getTypeDecls()) {
            if (!(t instanceof ClassTree outer)) continue;
            for (OpRecord r : opRecords(outer)) {
                String rec = r.cls().getSimpleName().toString();
                String opName = r.name() != null && r.name().getInitializer() instanceof LiteralTree l ? (String) l.getValue() : null;
                currentOpName = opName;
                // OpDef.op(NAME) / family(NAME) -> the literal
                if (opName != null)
                    for (MethodInvocationTree m : chain(r.def().getInitializer()).subList(0, 1))
                        if (m.getArguments().get(0) instanceof IdentifierTree id && id.getName().contentEquals("NAME")) {
                            long s = positions.getStartPosition(u, id);
                            edits.add(new Edit(s, s + 4, "\"" + opName + "\""));
                        }
                OpDecl d = declaration(r.def().getInitializer());
                // the view(X::new) call goes
                List<MethodInvocationTree> ch = chain(r.def().getInitializer());
                MethodInvocationTree last = ch.get(ch.size() - 1);
                if (methodName(last).equals("view")) {
                    long selEnd = positions.getEndPosition(u, ((MemberSelectTree) last.getMethodSelect()).getExpression());
                    long end = positions.getEndPosition(u, last);
                    int s = (int) selEnd;
                    edits.add(new Edit(s, end, ""));
                }
                Map<String, String> gen = new HashMap<>();
                for (Member m : members(rec, d, false)) if (m.returnType() != null) gen.put(m.name(), erased(m.returnType()) + m.returnType().replaceAll("^[^<]*", "").replaceAll("jcirc\\.ir\\.|java\\.util\\.", ""));
                for (Tree m : r.cls().getMembers()) {
                    boolean drop = false;
                    if (m == r.name()) drop = true;
                    if (m instanceof MethodTree mt) {
                        String n = mt.getName().toString();
                        if ((n.equals("isa") || n.equals("match")) && mt.getParameters().size() == 1) drop = true;
                        if (mt.getParameters().isEmpty() && mt.getReturnType() != null && gen.containsKey(n)) {
                            String rt = mt.getReturnType().toString().replaceAll("jcirc\\.ir\\.|java\\.util\\.|jcirc\\.dialect\\.builtin\\.BuiltinAttrs\\.", "");
                            String want = gen.get(n).replaceAll("BuiltinAttrs\\.", "");
                            if (rt.equals(want) || erased(rt).equals(erased(want)) && !rt.contains("<")) drop = true;
                        }
                    }
                    if (drop) {
                        long a = lines.getLineNumber(positions.getStartPosition(u, m)), b = lines.getLineNumber(positions.getEndPosition(u, m) - 1);
                        for (long l = a; l <= b; l++) dropLines.add(l);
                    }
                }
            }
        }
        for (long l : dropLines) edits.add(new Edit(lines.getStartPosition(l), l < lines.getLineNumber(text.length()) ? lines.getStartPosition(l + 1) : text.length(), ""));
        edits.sort(Comparator.comparingLong(Edit::pos).reversed());
        StringBuilder res = new StringBuilder(text);
        for (Edit e : edits) res.replace((int) e.pos(), (int) e.end(), e.text());
        Files.createDirectories(out.getParent());
        Files.writeString(out, res.toString());
    }
}
