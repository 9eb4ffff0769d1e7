package jcirc.tools;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.ParseError;
import jcirc.ir.VerifyException;
import jcirc.ir.pass.PassFailure;
import jcirc.ir.pass.PassManager;
import jcirc.ir.pass.PassRegistry;
import jcirc.tools.driver.InternalErrors;
import jcirc.tools.driver.Version;

/**
 * {@code jcir-opt}: reads IR (any of jcirc's dialects), runs a pass pipeline, prints the result.
 *
 * <pre>
 * jcir-opt [FILE|-] [-p pass,pass] [--PASS-NAME ...] [--allow-return-in-scf] [--print-op-generic] [--print-debuginfo]
 *          [--verify-diagnostics] [--split-input-file] [--view-op-graph[=opts]] [-o out] [--list-passes]
 * </pre>
 * {@link #run} is re-entrant. Exit status: 0 success, 1 bad input or failed pass, 70
 * internal error.
 */
public final class JcirOpt {
    /** The separator of {@code --split-input-file}, as in mlir-opt. */
    static final String SPLIT_MARKER = "// -----";

    private JcirOpt() {}

    public static void main(String[] args) {
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, InputStream.nullInputStream(), out, err);
    }

    private static final class Options {
        String input;
        String output;
        final List<String> pipeline = new ArrayList<>();
        boolean generic, locations, verifyDiagnostics, split, listPasses;
        boolean allowReturnInScf; // --allow-return-in-scf: Kirin-style scf (jcirc.dialect.scf.KirinScf)
        jcirc.tools.graph.OpGraphOptions opGraph; // --view-op-graph: print DOT instead of IR
    }

    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        try {
            return doRun(args, in, out, err);
        } catch (Throwable t) {
            InternalErrors.report("jcir-opt", t, null, "running jcir-opt", err);
            return InternalErrors.EXIT_CODE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int doRun(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "-p", "--pass-pipeline", "-pass-pipeline", "--passes" -> {
                    if (i + 1 >= args.length) return usage(err, "argument to '" + a + "' is missing");
                    o.pipeline.add(args[++i]);
                }
                case "-o" -> {
                    if (i + 1 >= args.length) return usage(err, "argument to '-o' is missing");
                    o.output = args[++i];
                }
                case "--print-op-generic", "-print-op-generic", "--mlir-print-op-generic", "-mlir-print-op-generic" -> o.generic = true;
                case "--print-debuginfo", "--mlir-print-debuginfo", "-mlir-print-debuginfo" -> o.locations = true;
                case "--verify-diagnostics", "-verify-diagnostics" -> o.verifyDiagnostics = true;
                case "--split-input-file", "-split-input-file" -> o.split = true;
                case "--list-passes" -> o.listPasses = true;
                case "--allow-return-in-scf", "-allow-return-in-scf" -> o.allowReturnInScf = true;
                case "--view-op-graph", "-view-op-graph" -> o.opGraph = jcirc.tools.graph.OpGraphOptions.DEFAULT;
                case "--version" -> { out.print(Version.banner("jcir-opt")); return 0; }
                case "--help", "-h" -> { out.print(HELP); return 0; }
                default -> {
                    String v;
                    if ((v = valueOf(a, "-p=", "--pass-pipeline=", "-pass-pipeline=", "--passes=")) != null) o.pipeline.add(unquotePipeline(v));
                    else if (a.startsWith("-o") && a.length() > 2) o.output = a.substring(2);
                    else if ((v = valueOf(a, "--view-op-graph=", "-view-op-graph=")) != null) {
                        try { o.opGraph = jcirc.tools.graph.OpGraphOptions.parse(v); }
                        catch (IllegalArgumentException e) { return usage(err, e.getMessage()); }
                    }
                    else if (a.equals("-") || !a.startsWith("-")) {
                        if (o.input != null) return usage(err, "only one input file is allowed ('" + o.input + "' and '" + a + "')");
                        o.input = a;
                    } else {
                        String name = a.replaceFirst("^--?", "");
                        if (PassRegistry.passes().containsKey(name) || PassRegistry.pipelines().containsKey(name)) o.pipeline.add(name);
                        else return usage(err, "unknown argument or pass: '" + a + "' (see --list-passes)");
                    }
                }
            }
        }
        if (o.listPasses) {
            for (String p : PassRegistry.passes().keySet()) out.println(p);
            for (Map.Entry<String, String> e : PassRegistry.pipelines().entrySet()) out.println(e.getKey() + " = " + e.getValue());
            return 0;
        }
        String spec = String.join(",", o.pipeline);
        try {
            PassRegistry.parsePipeline(spec); // reject unknown names before reading anything
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        String name = o.input == null || o.input.equals("-") ? "<stdin>" : o.input;
        String text;
        if (o.input == null || o.input.equals("-")) text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        else {
            Path p = Path.of(o.input);
            if (!Files.isRegularFile(p)) return usage(err, "could not open input file '" + o.input + "'");
            text = Files.readString(p);
        }

        List<String> chunks = o.split ? splitChunks(text) : List.of(text);
        StringBuilder result = new StringBuilder();
        boolean failed = false;
        Diagnostics diags = new Diagnostics(name, text);
        for (int c = 0; c < chunks.size(); c++) {
            if (c > 0) result.append(SPLIT_MARKER).append('\n');
            String chunk = chunks.get(c);
            String printed = o.allowReturnInScf
                    ? jcirc.dialect.scf.KirinScf.allowingReturns(() -> processChunk(chunk, name, spec, o, diags))
                    : processChunk(chunk, name, spec, o, diags);
            if (printed == null) failed = true;
            else result.append(printed.endsWith("\n") || printed.isEmpty() ? printed : printed + "\n");
        }
        if (o.verifyDiagnostics) {
            List<String> problems = diags.verify(chunks);
            for (String p : problems) err.println(p);
            if (!problems.isEmpty()) return 1;
        } else {
            for (String d : diags.rendered()) err.print(d);
        }
        if (o.output == null || o.output.equals("-")) out.print(result);
        else Files.writeString(Path.of(o.output), result.toString());
        return failed && !o.verifyDiagnostics ? 1 : 0;
    }

    /** Parses, transforms and prints one chunk; null when it produced a diagnostic. */
    private static String processChunk(String chunk, String name, String spec, Options o, Diagnostics diags) {
        Operation module;
        try {
            module = IrIO.parse(chunk, name);
            jcirc.ir.Verifier.verify(module); // like mlir-opt, verify what was read before running passes
        } catch (ParseError e) {
            diags.add(e.location(), e.getMessage());
            return null;
        } catch (VerifyException e) {
            diags.add(e.location(), opPrefix(e.op()) + e.getMessage());
            return null;
        }
        try {
            PassManager pm = PassRegistry.parsePipeline(spec);
            pm.run(module);
        } catch (PassFailure e) {
            diags.add(e.op() == null ? Location.UNKNOWN : e.op().location(), opPrefix(e.op()) + e.getMessage());
            return null;
        } catch (VerifyException e) {
            diags.add(e.location(), opPrefix(e.op()) + e.getMessage());
            return null;
        }
        if (o.opGraph != null) return jcirc.tools.graph.OpGraphWriter.write(module, o.opGraph);
        return IrIO.print(module, o.generic, o.locations);
    }

    private static String opPrefix(Operation op) { return op == null ? "" : "'" + op.name() + "' op "; }

    /**
     * Splits at lines that are exactly {@code // -----}; every chunk keeps its lines at their
     * original line numbers (earlier lines become empty) so diagnostics point into the file.
     */
    static List<String> splitChunks(String text) {
        String[] lines = text.split("\n", -1);
        List<String> chunks = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int chunkStart = 0;
        for (int i = 0; i <= lines.length; i++) {
            if (i == lines.length || lines[i].strip().equals(SPLIT_MARKER)) {
                StringBuilder c = new StringBuilder();
                c.append("\n".repeat(chunkStart)).append(cur);
                chunks.add(c.toString());
                cur.setLength(0);
                chunkStart = i + 1;
            } else {
                cur.append(lines[i]).append('\n');
            }
        }
        return chunks;
    }

    private static String valueOf(String a, String... prefixes) {
        for (String p : prefixes) if (a.startsWith(p)) return a.substring(p.length());
        return null;
    }

    /** Accepts mlir-opt's {@code builtin.module(a,b)} spelling as well as {@code a,b}. */
    private static String unquotePipeline(String v) {
        String s = v.strip();
        if (s.startsWith("builtin.module(") && s.endsWith(")")) s = s.substring("builtin.module(".length(), s.length() - 1);
        return s;
    }

    private static int usage(PrintStream err, String msg) {
        err.println("jcir-opt: error: " + msg);
        return 1;
    }

    static final String HELP = """
            OVERVIEW: jcir-opt, jcirc's IR optimizer driver (like mlir-opt)

            USAGE: jcir-opt [options] [FILE|-]

              -p <pass,pass,...>       Run these passes/pipelines in order (also --pass-pipeline=...)
              --<pass-name>            Run one registered pass (repeatable; see --list-passes)
              --print-op-generic       Print the generic op form
              --print-debuginfo        Print locations
              --allow-return-in-scf    Accept Kirin-style scf: func.return ending scf.if/for/while
                                       bodies (scf-legalize-returns rewrites it to upstream scf)
              --split-input-file       Process each '// -----' separated chunk on its own
              --verify-diagnostics     Check errors against 'expected-error {{...}}' annotations
              -o <file>                Output file (default stdout)
              --view-op-graph[=opts]   Print Graphviz DOT of the ops, regions, blocks and their
                                       data/control flow instead of IR (opts: max-label-len=N,
                                       print-data-flow-edges=, print-control-flow-edges=,
                                       print-attrs=, print-result-types= true|false)
              --list-passes            List registered passes and pipelines
              --version, --help
            """;

    /**
     * Collected diagnostics of one run and the {@code --verify-diagnostics} check against
     * {@code // expected-error|warning|note|remark [@+N|@-N|@above|@below] {{text}}} annotations.
     */
    static final class Diagnostics {
        record Diag(Location loc, String message) {}

        private final String fileName;
        private final String text;
        private final List<Diag> diags = new ArrayList<>();

        Diagnostics(String fileName, String text) {
            this.fileName = fileName;
            this.text = text;
        }

        void add(Location loc, String message) { diags.add(new Diag(loc, message)); }

        /** Clang/MLIR-shaped rendering with the source line and a caret. */
        List<String> rendered() {
            List<String> r = new ArrayList<>();
            String[] lines = text.split("\n", -1);
            for (Diag d : diags) {
                StringBuilder sb = new StringBuilder();
                if (d.loc() != null && d.loc().isKnown()) {
                    sb.append(d.loc().file() == null ? fileName : d.loc().file()).append(':').append(d.loc().line())
                            .append(':').append(d.loc().col()).append(": ");
                } else {
                    sb.append(fileName).append(": ");
                }
                sb.append("error: ").append(d.message()).append('\n');
                if (d.loc() != null && d.loc().isKnown() && d.loc().line() >= 1 && d.loc().line() <= lines.length) {
                    String line = lines[d.loc().line() - 1];
                    sb.append(line).append('\n');
                    sb.append(" ".repeat(Math.max(0, Math.min(d.loc().col() - 1, line.length())))).append("^\n");
                }
                r.add(sb.toString());
            }
            return r;
        }

        private record Expected(int line, String kind, String text, boolean[] seen) {}

        private static final java.util.regex.Pattern EXPECTED = java.util.regex.Pattern.compile(
                "expected-(error|warning|note|remark)\\s*(@(?:[+-]\\d+|above|below))?\\s*\\{\\{(.*?)\\}\\}");

        /** Problems found, as messages; empty when every diagnostic was expected and vice versa. */
        List<String> verify(List<String> chunks) {
            List<Expected> expected = new ArrayList<>();
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                java.util.regex.Matcher m = EXPECTED.matcher(lines[i]);
                while (m.find()) {
                    int line = i + 1;
                    String off = m.group(2);
                    if (off != null) {
                        off = off.substring(1);
                        if (off.equals("above")) line = i;
                        else if (off.equals("below")) line = i + 2;
                        else line += Integer.parseInt(off);
                    }
                    expected.add(new Expected(line, m.group(1), m.group(3), new boolean[1]));
                }
            }
            List<String> problems = new ArrayList<>();
            for (Diag d : diags) {
                int line = d.loc() != null && d.loc().isKnown() ? d.loc().line() : -1;
                boolean matched = false;
                for (Expected e : expected) {
                    if (!e.seen()[0] && e.kind().equals("error") && e.line() == line && d.message().contains(e.text())) {
                        e.seen()[0] = true;
                        matched = true;
                        break;
                    }
                }
                if (!matched)
                    problems.add(fileName + ":" + (line < 0 ? "?" : line) + ": error: unexpected error: " + d.message());
            }
            for (Expected e : expected)
                if (!e.seen()[0])
                    problems.add(fileName + ":" + e.line() + ": error: expected " + e.kind() + " \"" + e.text() + "\" was not produced");
            return problems;
        }
    }
}
