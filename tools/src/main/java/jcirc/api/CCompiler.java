package jcirc.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import jcirc.frontend.cdt.CacheDirs;
import jcirc.ir.Operation;
import jcirc.tools.Jcirc;
import jcirc.tools.Pipeline;
import jcirc.tools.Stages;
import jcirc.tools.driver.DriverOptions;
import jcirc.tools.driver.OptionParser;

/**
 * jcirc as a library for JVM tools (docs/java-api.md): compile C source text or files, in this
 * JVM, to a {@code cir} module, lower it to {@code scf} or to the llvm-level ops, walk and
 * transform the {@link Operation} tree, print it, write LLVM IR, or produce an object file.
 *
 * <pre>{@code
 * CCompiler cc = CCompiler.withOptions("-O1", "-DN=3");
 * CCompiler.Result r = cc.compile("sum.c", "int sum(int *a) { int s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }");
 * if (!r.ok()) System.err.print(r.diagnostics());
 * Operation scf = cc.toScf(r.module());
 * scf.walk(op -> System.out.println(op.name()));
 * }</pre>
 *
 * Options are gcc-style strings as on jcirc's command line ({@code -I}, {@code -D}, {@code -std=},
 * {@code -O}, {@code -W...}); diagnostics are the clang-shaped text the driver prints. A
 * {@code CCompiler} is immutable; each call builds its own modules, so separate calls may run
 * on separate threads.
 */
public final class CCompiler {
    private final List<String> options;

    private CCompiler(List<String> options) { this.options = List.copyOf(options); }

    /** A compiler with jcirc's default options plus {@code options} (e.g. {@code "-O2"}, {@code "-Iinclude"}). */
    public static CCompiler withOptions(String... options) { return new CCompiler(List.of(options)); }

    /** A compiler with these options added. */
    public CCompiler plus(String... more) {
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of(more));
        return new CCompiler(all);
    }

    /** The outcome of compiling one translation unit: the cir module (null when it failed) and the diagnostics text. */
    public record Result(Operation module, String diagnostics) {
        public boolean ok() { return module != null; }
    }

    /** Compiles C source text; {@code fileName} names it in diagnostics and resolves {@code #include "..."} beside nothing. */
    public Result compile(String fileName, String source) {
        Path dir = null;
        try {
            dir = CacheDirs.createTempDirectory("jcirc-api-");
            Path file = dir.resolve(Path.of(fileName).getFileName().toString());
            Files.writeString(file, source, StandardCharsets.UTF_8);
            return compile(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (dir != null) deleteQuietly(dir);
        }
    }

    /** Compiles a C file to a cir module. */
    public Result compile(Path file) {
        ByteArrayOutputStream diag = new ByteArrayOutputStream();
        DriverOptions opts = parse(List.of(file.toString()));
        try (PrintStream d = new PrintStream(diag, true, StandardCharsets.UTF_8)) {
            Pipeline p = Stages.create();
            Operation m = p.compileToCir(new Pipeline.SourceRequest(file, opts, d));
            p.verify(m, "CIRGen");
            return new Result(m, diag.toString(StandardCharsets.UTF_8));
        } catch (Pipeline.CompilationFailed failed) {
            return new Result(null, diag.toString(StandardCharsets.UTF_8));
        }
    }

    /** {@code -emit-scf}: the cir module raised to func/scf/arith/llvm (a new module; the argument is consumed). */
    public Operation toScf(Operation cirModule) { return Stages.create().toScf(cirModule); }

    /** The default lowering path in one go: cir → scf → cf → llvm-level ops (the argument is consumed). */
    public Operation toLlvmLevel(Operation cirModule) { return Stages.create().scfPath(cirModule); }

    /** LLVM IR text of an llvm-level module ({@link #toLlvmLevel}). */
    public String toLlvmIr(Operation llvmLevelModule, String sourceFileName) {
        return Stages.create().toLlvmIr(llvmLevelModule, sourceFileName);
    }

    /** The module's MLIR text (pretty form). */
    public static String print(Operation module) { return Stages.create().print(module, false); }

    /**
     * Compiles a C file to an object file ({@code jcirc <options> -c source -o object}, run in
     * this JVM); returns the diagnostics text, throws {@link CompileException} when it failed.
     */
    public String compileToObject(Path source, Path object) throws CompileException {
        List<String> args = new ArrayList<>(options);
        args.addAll(List.of("-c", source.toString(), "-o", object.toString()));
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Jcirc.run(args.toArray(String[]::new), o, e);
        }
        String diagnostics = err.toString(StandardCharsets.UTF_8);
        if (code != 0) throw new CompileException(diagnostics);
        return diagnostics;
    }

    /** A failed compile: the message is the diagnostics text. */
    public static final class CompileException extends Exception {
        public CompileException(String diagnostics) { super(diagnostics, null, false, false); }
    }

    private DriverOptions parse(List<String> inputs) {
        List<String> args = new ArrayList<>(options);
        args.addAll(inputs);
        OptionParser p = OptionParser.parse(args);
        if (!p.errors().isEmpty()) throw new IllegalArgumentException("jcirc options: " + String.join("; ", p.errors()));
        return p.options();
    }

    private static void deleteQuietly(Path dir) {
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        } catch (IOException ignored) {
            // a temporary directory left behind
        }
    }
}
