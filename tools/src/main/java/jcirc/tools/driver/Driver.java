package jcirc.tools.driver;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import jcirc.backend.toolchain.RuntimeLibrary;
import jcirc.backend.toolchain.Toolchain;
import jcirc.backend.toolchain.ToolchainException;
import jcirc.ir.Operation;
import jcirc.tools.Pipeline;
import jcirc.tools.Pipeline.CompilationFailed;
import jcirc.tools.runtime.RuntimeBuild;
import jcirc.tools.driver.DriverOptions.Input;
import jcirc.tools.driver.DriverOptions.InputKind;
import jcirc.tools.driver.DriverOptions.LinkItem;
import jcirc.tools.driver.DriverOptions.Phase;

/**
 * The jcirc driver: turns a parsed command line into a plan of steps (in-process compilation
 * of each input, then {@code opt}/{@code llc}/{@code cc} commands) and runs it, prints it
 * ({@code -###}) or both ({@code -v}).
 *
 * <p>Exit status: 0 on success, 1 when the input or the command line is bad (diagnostics
 * printed) or an external tool failed, {@link InternalErrors#EXIT_CODE} on an internal
 * compiler error.
 */
public final class Driver {
    private final Supplier<Pipeline> pipelineFactory;
    private final Toolchain toolchain;
    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;
    private Pipeline pipeline;
    private DriverOptions opts;
    private Path tmpDir;
    private int tmpCounter;
    /** -ftime-report: phase times, printed to stderr at the end (null without the flag). */
    private TimeReport times;
    private boolean colour;
    /** jcirc++: .c inputs are C++, the link adds libstdc++ and libm. */
    private boolean cxxDriver;

    /** Makes this the jcirc++ driver (g++'s treatment of inputs and link). */
    public Driver cxxDriver() { cxxDriver = true; return this; }

    public Driver(Supplier<Pipeline> pipelineFactory, Toolchain toolchain, InputStream in, PrintStream out, PrintStream err) {
        this.pipelineFactory = pipelineFactory;
        this.toolchain = toolchain;
        this.in = in;
        this.out = out;
        this.err = err;
    }

    /** A unit of work: described for -### / -v, then executed. */
    private interface Step {
        List<String> describe();

        void execute() throws Exception;
    }

    /** Signals that a step failed with diagnostics already printed. */
    private static final class StepFailed extends Exception {
        final int exitCode;

        StepFailed(int exitCode) {
            super(null, null, false, false);
            this.exitCode = exitCode;
        }
    }

    public int run(List<String> rawArgs) {
        List<String> args;
        try {
            args = ResponseFiles.expand(rawArgs);
        } catch (IOException e) {
            return error("cannot read response file: " + e.getMessage());
        }
        OptionParser parser = OptionParser.parse(args, cxxDriver);
        opts = parser.options();
        colour = DiagnosticPrinter.colourWanted(opts);
        if (!opts.suppressWarnings) for (String w : parser.warnings()) err.println(message("warning", w));
        if (!parser.errors().isEmpty()) {
            for (String e : parser.errors()) err.println(message("error", e));
            return 1;
        }
        if (opts.help) {
            out.print(Help.TEXT);
            return 0;
        }
        if (opts.dumpVersion) { out.println(Version.VERSION); return 0; }
        if (opts.dumpMachine) { out.println(Version.TARGET); return 0; }
        if (!opts.linkerQueries.isEmpty()) {
            try {
                toolchain.run(toolchain.linkerQueryCommand(opts.linkerQueries), err, out);
                return 0;
            } catch (ToolchainException e) {
                return error(e.getMessage());
            }
        }
        if (opts.printVersion || opts.verbose || opts.dryRun) {
            (opts.printVersion ? out : err).print(Version.banner("jcirc"));
            if (opts.inputs.isEmpty() && (opts.printVersion || opts.verbose)) return 0;
        }
        // `cc -Wl,--version` (meson's linker detection) runs the linker without inputs, as gcc does
        boolean linkerQuery = opts.phase() == Phase.LINK && opts.linkItems.stream().anyMatch(li -> li.input() < 0 && li.arg().startsWith("-Wl,"));
        if (opts.inputs.isEmpty() && !linkerQuery) return error("no input files");

        if (opts.timeReport && !opts.dryRun) times = new TimeReport();
        List<String> llvmFlags = new ArrayList<>(opts.target.llvmToolFlags());
        if (opts.featureFlags.lastIndexOf("-fno-tree-loop-distribute-patterns") > opts.featureFlags.lastIndexOf("-ftree-loop-distribute-patterns"))
            llvmFlags.add("-disable-loop-idiom-all");   // gcc's -fno-tree-loop-distribute-patterns: loops stay loops
        toolchain.setTargetFlags(llvmFlags);
        try {
            return plan().map(this::execute).orElse(1);
        } finally {
            cleanTemps();
            if (times != null && !times.isEmpty()) err.print(times.render());
        }
    }

    private int error(String message) {
        err.println(message("error", message));
        return 1;
    }

    /** {@code jcirc: error: message}, in clang's colours when diagnostics are coloured. */
    private String message(String severity, String text) {
        return colour ? DiagnosticPrinter.driverMessage(severity, text) : "jcirc: " + severity + ": " + text;
    }

    // ---------------------------------------------------------------- planning

    private Optional<List<Step>> plan() {
        Phase phase = opts.phase();
        List<Input> compiled = new ArrayList<>();
        for (Input i : opts.inputs) {
            if (!i.path().equals("-") && !Files.exists(Path.of(i.path()))) {
                err.println(message("error", "no such file or directory: '" + i.path() + "'"));
                return Optional.empty();
            }
            if (i.kind() != InputKind.LINKER_INPUT) compiled.add(i);
            else if (phase != Phase.LINK && !opts.suppressWarnings)
                err.println(message("warning", i.path() + ": 'linker' input unused [-Wunused-command-line-argument]"));
        }
        if (phase != Phase.LINK && opts.output != null && compiled.size() > 1) {
            error("cannot specify -o when generating multiple output files");
            return Optional.empty();
        }
        List<Step> steps = new ArrayList<>();
        List<String> objects = new ArrayList<>();
        try {
            for (Input i : opts.inputs) {
                if (i.kind() == InputKind.LINKER_INPUT) {
                    objects.add(i.path());
                    continue;
                }
                if (!checkStages(i)) return Optional.empty();
                objects.add(planInput(i, phase, steps, compiled.size()));
            }
            if (phase == Phase.LINK) {
                List<String> linkArgs = new ArrayList<>();
                for (LinkItem li : opts.linkItems) linkArgs.add(li.input() >= 0 ? objects.get(li.input()) : li.arg());
                boolean noDefaultLibs = linkArgs.contains("-nostdlib") || linkArgs.contains("-nodefaultlibs");
                Optional<Path> rt = noDefaultLibs ? Optional.empty() : RuntimeLibrary.locate();
                // -fscf-parallel needs the runtime: built by jcirc on first use (docs/parallel.md)
                if (!noDefaultLibs && opts.scfParallel && rt.isEmpty())
                    rt = Optional.of(opts.dryRun ? RuntimeBuild.cachedArchive() : RuntimeBuild.ensure(err));
                if (rt.isPresent() && !linkArgs.contains("-pthread")) linkArgs.add("-pthread");
                // jcirc++ links as g++ does: libstdc++ and libm after the user's inputs (cc stays the linker)
                if (opts.cxxDriver && !noDefaultLibs) { linkArgs.add("-lstdc++"); linkArgs.add("-lm"); }
                Path exe = Path.of(opts.output == null ? "a.out" : opts.output);
                steps.add(tool(toolchain.linkCommand(linkArgs, rt, exe)));
            }
        } catch (ToolchainException e) {
            error(e.getMessage());
            return Optional.empty();
        }
        return Optional.of(steps);
    }

    private boolean checkStages(Input i) {
        Phase phase = opts.phase();
        if (i.kind() == InputKind.LLVM_IR && phase.ordinal() < Phase.EMIT_LLVM.ordinal()) {
            error("'" + i.path() + "': LLVM IR input cannot be turned back into " + phaseFlag(phase));
            return false;
        }
        if (i.kind() == InputKind.MLIR && (phase == Phase.EMIT_CIR || phase == Phase.PREPROCESS)) {
            error("'" + i.path() + "': .mlir input is past the cir stage; " + phaseFlag(phase) + " needs C or .cir input");
            return false;
        }
        if (i.kind() == InputKind.CIR && phase == Phase.PREPROCESS) {
            error("'" + i.path() + "': -E needs C input");
            return false;
        }
        return true;
    }

    private static String phaseFlag(Phase p) {
        return switch (p) {
            case PREPROCESS -> "-E";
            case SYNTAX_ONLY -> "-fsyntax-only";
            case EMIT_CIR -> "-emit-cir";
            case EMIT_SCF -> "-emit-scf";
            case EMIT_CF -> "-emit-cf";
            case EMIT_LLVM -> "-emit-llvm";
            case ASSEMBLE -> "-S";
            case COMPILE -> "-c";
            case LINK -> "an executable";
        };
    }

    /** Adds the steps for one input; returns the object file it produces (for linking). */
    private String planInput(Input input, Phase phase, List<Step> steps, int compiledInputs) throws ToolchainException {
        String base = baseName(input.path());
        boolean toStdout = "-".equals(opts.output);
        DepRequest deps = depRequest(input, phase, base, compiledInputs);
        switch (phase) {
            case PREPROCESS, SYNTAX_ONLY, EMIT_CIR, EMIT_SCF, EMIT_CF -> {
                String out = deps != null && deps.mode() == DriverOptions.DepMode.ONLY && opts.depFile != null ? opts.depFile : opts.output;
                Path target = out == null || out.equals("-") ? null : Path.of(out);
                steps.add(new Cc1Step(input, phase, target, deps));
                return null;
            }
            case EMIT_LLVM -> {
                boolean bitcode = opts.compileOnly && !opts.assembleOnly;
                boolean stdoutDefault = !opts.compileOnly && !opts.assembleOnly;
                Path target = opts.output != null ? (toStdout ? null : Path.of(opts.output))
                        : stdoutDefault ? null : Path.of(base + (bitcode ? ".bc" : ".ll"));
                Path ll = llFor(input, base, steps, deps);
                if (!opts.optLevel.runsOpt() && !bitcode) {
                    if (target == null) steps.add(new CatStep(ll));
                    else steps.add(new CopyStep(ll, target));
                } else {
                    Path dest = target != null ? target : temp(base, bitcode ? ".bc" : ".opt.ll");
                    if (opts.optLevel.runsOpt()) steps.add(tool(toolchain.optCommand(ll, dest, opts.optLevel, !bitcode)));
                    else steps.add(tool(toolchain.assembleBitcodeCommand(ll, dest)));
                    if (target == null) steps.add(new CatStep(dest));
                }
                return null;
            }
            case ASSEMBLE, COMPILE -> {
                boolean asm = phase == Phase.ASSEMBLE;
                Path target = opts.output != null ? (toStdout ? null : Path.of(opts.output)) : Path.of(base + (asm ? ".s" : ".o"));
                Path dest = target != null ? target : temp(base, asm ? ".s" : ".o");
                addCodegen(llFor(input, base, steps, deps), dest, asm, base, steps);
                if (target == null) steps.add(new CatStep(dest));
                return null;
            }
            case LINK -> {
                Path obj = temp(base, ".o");
                addCodegen(llFor(input, base, steps, deps), obj, false, base, steps);
                return obj.toString();
            }
        }
        throw new AssertionError(phase);
    }

    private void addCodegen(Path ll, Path dest, boolean asm, String base, List<Step> steps) throws ToolchainException {
        // LLVM IR jcirc wrote from C is not verified again by opt/llc unless asked (as -fverify-intermediate-code)
        boolean ownIr = !ll.equals(userIr) && !opts.verifyIr && !opts.verifyEach;
        // C++20 coroutines are split at -O0 too: in the IR cc1 writes (compileIrCommands does it for an existing .ll input)
        if (!opts.optLevel.runsOpt() && !java.nio.file.Files.exists(ll)) steps.add(coroutineSplit(ll, base));
        for (List<String> cmd : toolchain.compileIrCommands(ll, dest, opts.optLevel,
                asm ? Toolchain.Output.ASSEMBLY : Toolchain.Output.OBJECT, tempDir()))
            steps.add(tool(ownIr ? Toolchain.withoutVerifier(cmd) : cmd));
    }

    /** The .ll file the last {@link #llFor} returned when it holds the user's LLVM IR (a .ll input), else null. */
    private Path userIr;

    /** The LLVM IR file for an input: the input itself for .ll, else a cc1 step's output. */
    private Path llFor(Input input, String base, List<Step> steps, DepRequest deps) {
        userIr = null;
        if (input.kind() == InputKind.LLVM_IR && !input.path().equals("-")) return userIr = Path.of(input.path());
        Path ll = temp(base, ".ll");
        steps.add(new Cc1Step(input, Phase.EMIT_LLVM, ll, deps));
        if (input.kind() == InputKind.LLVM_IR) userIr = ll;
        return ll;
    }

    /**
     * A make rule to write for a C input: {@code file} null means the rule is the step's
     * output ({@code -M}/{@code -MM}); else the {@code .d} file of {@code -MD}/{@code -MMD}.
     */
    private record DepRequest(DriverOptions.DepMode mode, Path file, List<String> targets) {}

    /**
     * Where gcc puts the rule and what it names as the target: {@code -MF} wins; otherwise
     * the {@code -o} output with its extension replaced by {@code .d}, else {@code base.d}.
     * The target is {@code -MT}/{@code -MQ}, else the {@code -o} output when it names an
     * object or executable (not with {@code -E}), else {@code base.o}.
     */
    private DepRequest depRequest(Input input, Phase phase, String base, int compiledInputs) {
        if (opts.deps == DriverOptions.DepMode.NONE || (input.kind() != InputKind.C && input.kind() != InputKind.CXX)) return null;
        boolean outputIsTarget = opts.output != null && !opts.output.equals("-") && opts.deps == DriverOptions.DepMode.SIDE
                && (phase == Phase.COMPILE || phase == Phase.ASSEMBLE || (phase == Phase.LINK && compiledInputs == 1));
        List<String> targets = !opts.depTargets.isEmpty() ? List.copyOf(opts.depTargets)
                : outputIsTarget ? List.of(DependencyFile.quote(opts.output)) : List.of(DependencyFile.defaultTarget(input.path()));
        if (opts.deps == DriverOptions.DepMode.ONLY) return new DepRequest(opts.deps, null, targets);
        Path file;
        if (opts.depFile != null) file = Path.of(opts.depFile);
        else if (opts.output != null && !opts.output.equals("-") && (phase != Phase.LINK || compiledInputs == 1))
            file = Path.of(stripExtension(opts.output) + ".d");
        else file = Path.of(base + ".d");
        return new DepRequest(opts.deps, file, targets);
    }

    private static String stripExtension(String path) {
        int slash = path.lastIndexOf('/');
        int dot = path.lastIndexOf('.');
        return dot > slash + 1 ? path.substring(0, dot) : path;
    }

    private static String baseName(String path) {
        if (path.equals("-")) return "-";
        String name = Path.of(path).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private Path tempDir() {
        if (tmpDir == null) {
            try {
                // $TMPDIR, else java.io.tmpdir, /tmp, /var/tmp: an unwritable or full one is skipped
                tmpDir = opts.saveTemps ? jcirc.host.Invocation.cwd() : jcirc.frontend.cdt.CacheDirs.createTempDirectory("jcirc-");
                if (!opts.saveTemps) jcirc.backend.toolchain.ProcessRunner.setChildTempDir(tmpDir.getParent());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create a temporary directory", e);
            }
        }
        return tmpDir;
    }

    private Path temp(String base, String ext) {
        String name = opts.saveTemps ? base + ext : base + "-" + (tmpCounter++) + ext;
        return tempDir().resolve(name);
    }

    private void cleanTemps() {
        if (tmpDir == null || opts == null || opts.saveTemps) return;
        try (Stream<Path> s = Files.walk(tmpDir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
        tmpDir = null;
    }

    // ---------------------------------------------------------------- execution

    private int execute(List<Step> steps) {
        if (opts.dryRun) {
            for (Step s : steps) if (!s.describe().isEmpty()) err.println(Toolchain.quote(s.describe()));
            return 0;
        }
        for (Step s : steps) {
            if (opts.verbose && !s.describe().isEmpty()) err.println(Toolchain.quote(s.describe()));
            try {
                s.execute();
            } catch (StepFailed f) {
                return f.exitCode;
            } catch (ToolchainException e) {
                return error(e.getMessage());
            } catch (IOException | UncheckedIOException e) {
                return error(e.getMessage());
            } catch (Throwable t) {
                InternalErrors.report(t, null, "running " + (s.describe().isEmpty() ? "opt" : s.describe().get(0)), err);
                return InternalErrors.EXIT_CODE;
            }
        }
        return 0;
    }

    /**
     * At -O0: when the LLVM IR holds a coroutine ({@code presplitcoroutine}), LLVM's coroutine passes rewrite it in place
     * before llc (clang's -O0 pipeline runs them too); otherwise nothing, and nothing is shown by -###.
     */
    private Step coroutineSplit(Path ll, String base) {
        return new Step() {
            @Override public List<String> describe() { return List.of(); }

            @Override public void execute() throws Exception {
                if (!Toolchain.hasCoroutines(ll)) return;
                Path split = temp(base, ".coro.ll");
                tool(toolchain.coroutinePassesCommand(ll, split)).execute();
                java.nio.file.Files.move(split, ll, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        };
    }

    private Step tool(List<String> cmd) {
        return new Step() {
            @Override public List<String> describe() { return cmd; }

            @Override public void execute() throws Exception {
                if (times == null) toolchain.run(cmd, err, out);
                else times.timeExternal(toolPhase(cmd), () -> { toolchain.run(cmd, err, out); return null; });
            }
        };
    }

    /** The -ftime-report name of an external tool's step: opt, llc, link (the cc driver) or the tool's name. */
    private static String toolPhase(List<String> cmd) {
        String tool = Path.of(cmd.get(0)).getFileName().toString();
        if (tool.startsWith("opt")) return "opt";
        if (tool.startsWith("llc")) return "llc";
        if (tool.startsWith("llvm-as")) return "llvm-as";
        return cmd.contains("-c") ? tool : "link (" + tool + ")";
    }

    /** Runs {@code body} as a -ftime-report phase (just runs it without the flag). */
    private <T> T timed(String phase, TimeReport.Body<T> body) throws Exception {
        return times == null ? body.run() : times.time(phase, body);
    }

    /** The sub-phase sink for stages that report their parts (a no-op sink without -ftime-report). */
    private Pipeline.PhaseTimes parts() { return times != null ? times : (name, nanos) -> { }; }

    /** Copies a produced file to stdout (for {@code -o -} and default-stdout outputs). */
    private final class CatStep implements Step {
        private final Path file;

        CatStep(Path file) { this.file = file; }

        @Override public List<String> describe() { return List.of("cat", file.toString()); }

        @Override public void execute() throws Exception {
            out.write(Files.readAllBytes(file));
            out.flush();
        }
    }

    private final class CopyStep implements Step {
        private final Path from, to;

        CopyStep(Path from, Path to) { this.from = from; this.to = to; }

        @Override public List<String> describe() { return List.of("cp", from.toString(), to.toString()); }

        @Override public void execute() throws Exception {
            // write into the target as gcc does, never replace it: `-o /dev/null` (configure scripts)
            // must stay the device, and `-o link` writes through a symbolic link
            try (var out = Files.newOutputStream(to)) { Files.copy(from, out); }
        }
    }

    /**
     * In-process compilation of one input up to {@code stopAt}: frontend (or IR parser), the
     * lowering path, the LLVM IR writer. Text goes to {@code target}, or stdout when null.
     */
    private final class Cc1Step implements Step {
        private final Input input;
        private final Phase stopAt;
        private final Path target;
        private final DepRequest deps;
        private final List<Pipeline.IncludedFile> headers;
        private String stage = "starting";

        Cc1Step(Input input, Phase stopAt, Path target, DepRequest deps) {
            this.input = input;
            this.stopAt = stopAt;
            this.target = target;
            this.deps = deps;
            this.headers = deps == null ? null : new ArrayList<>();
        }

        @Override public List<String> describe() {
            List<String> d = new ArrayList<>(List.of("jcirc", "-cc1"));
            if (stopAt != Phase.EMIT_LLVM || opts.phase() == Phase.EMIT_LLVM) d.add(phaseFlag(stopAt));
            else d.add("-emit-llvm");
            if (deps != null && deps.mode() == DriverOptions.DepMode.ONLY) d.set(2, opts.depsUserOnly ? "-MM" : "-M");
            if (deps != null && deps.mode() == DriverOptions.DepMode.SIDE) {
                d.add(opts.depsUserOnly ? "-MMD" : "-MD");
                d.add("-MF");
                d.add(deps.file().toString());
            }
            if (deps != null) for (String t : deps.targets()) { d.add("-MT"); d.add(t); }
            if (deps != null && opts.depPhony) d.add("-MP");
            if (opts.debugInfo) d.add("-g");
            if (opts.cirDirect) d.add("-fcir-direct");
            if (opts.std != null) d.add("-std=" + opts.std);
            for (String s : opts.includeDirs) { d.add("-I"); d.add(s); }
            for (String s : opts.quoteDirs) { d.add("-iquote"); d.add(s); }
            for (String s : opts.systemDirs) { d.add("-isystem"); d.add(s); }
            for (DriverOptions.Macro m : opts.macros) d.add(m.define() ? "-D" + m.name() + "=" + m.value() : "-U" + m.name());
            for (String s : opts.forcedIncludes) { d.add("-include"); d.add(s); }
            d.add(input.path());
            d.add("-o");
            d.add(target == null ? "-" : target.toString());
            return d;
        }

        @Override public void execute() throws Exception {
            Path file = materialize();
            String where = input.path().equals("-") ? "<stdin>" : input.path();
            try {
                String text = compile(file);
                if (deps != null) {
                    String rule = DependencyFile.rule(deps.targets(), input.path(), headers, opts.depsUserOnly, opts.depPhony);
                    if (deps.mode() == DriverOptions.DepMode.ONLY) text = rule;
                    else Files.writeString(deps.file(), rule, StandardCharsets.UTF_8);
                }
                if (text == null) return;
                String result = text;
                timed("writing output", () -> {
                    if (target == null) {
                        out.print(result);
                        out.flush();
                    } else {
                        Files.writeString(target, result, StandardCharsets.UTF_8);
                    }
                    return null;
                });
            } catch (CompilationFailed f) {
                throw new StepFailed(1);
            } catch (Pipeline.InternalErrorReported e) {
                err.println(message("note", "while " + stage + " for '" + where + "'"));
                throw new StepFailed(InternalErrors.EXIT_CODE);
            } catch (IOException e) {
                err.println(message("error", e.getMessage()));
                throw new StepFailed(1);
            } catch (Throwable t) {
                InternalErrors.report(t, where, stage, err);
                throw new StepFailed(InternalErrors.EXIT_CODE);
            }
        }

        private Path materialize() throws IOException {
            if (!input.path().equals("-")) return Path.of(input.path());
            String ext = switch (input.kind()) {
                case CIR -> ".cir";
                case MLIR -> ".mlir";
                case LLVM_IR -> ".ll";
                case CXX -> ".cpp";
                default -> ".c";
            };
            Path p = temp("stdin", ext);
            Files.write(p, in.readAllBytes());
            return p;
        }

        private Pipeline pipeline() {
            if (pipeline == null) {
                stage = "loading the compiler";
                pipeline = pipelineFactory.get();
                pipeline.verifyEach(opts.verifyEach);
            }
            return pipeline;
        }

        /** Returns the text to write, or null when nothing is written (-fsyntax-only). */
        private String compile(Path file) throws Exception {
            Pipeline p = pipeline();
            Pipeline.SourceRequest req = new Pipeline.SourceRequest(file, opts, err, headers, input.kind() == InputKind.CXX);
            Operation m;
            boolean atScf = false;
            switch (input.kind()) {
                case LLVM_IR -> { return Files.readString(file); }
                case C, CXX -> {
                    if (stopAt == Phase.PREPROCESS) {
                        stage = "preprocessing";
                        return p.preprocess(req);
                    }
                    stage = "generating cir";
                    m = times == null ? p.compileToCir(req) : timed("frontend", () -> p.compileToCir(req, times));
                }
                default -> {
                    stage = "reading IR";
                    m = timed("parsing IR", () -> p.parseIr(file, Files.readString(file), err));
                    atScf = input.kind() == InputKind.MLIR;
                }
            }
            if (stopAt == Phase.SYNTAX_ONLY) return null;
            HeapTrim.atPhaseBoundary("frontend");   // the AST is dead: collect it before the lowering promotes more
            boolean fromSource = input.kind() == InputKind.C || input.kind() == InputKind.CXX;
            // IR read from a file is always verified at the end of its pipeline; jcirc's own only when asked
            p.verifyAtEnd(!fromSource || opts.verifyIr);
            // C is lowered one function at a time (C++ not yet: the raise of a function that throws reads other
            // symbols' cir types, which the per-function schedule may have lowered already; docs/compile-time.md)
            // (with -fverify-intermediate-code the module is verified once the whole schedule is done; -fverify-each
            // verifies after every pass, which needs the module schedule)
            boolean perFunction = opts.perFunction && input.kind() == InputKind.C && !opts.verifyEach;
            p.perFunction(perFunction);
            if (fromSource && (opts.verifyIr || opts.verifyEach)) {
                // once here and once at the end of each lowering pipeline (-fverify-each: after every pass)
                stage = "verifying the cir from CIRGen";
                Operation cir = m;
                timed("verifier (CIRGen output)", () -> { p.verify(cir, "CIRGen"); return cir; });
            }
            if (stopAt == Phase.EMIT_CIR) return print(p, m);
            if (TargetOptions.wrapv(opts)) m.setAttr("jcirc.fwrapv", jcirc.ir.BuiltinAttrs.UNIT);   // no nsw (LlvmFacts)
            Object debugInfo = null;
            if (opts.debugInfo && stopAt == Phase.EMIT_LLVM) {
                stage = "collecting debug info";
                debugInfo = p.collectDebugInfo(m);
            }
            Operation llvmLevel;
            if (atScf) {
                if (stopAt == Phase.EMIT_SCF) return opts.scfStats ? scfStats(m) : print(p, m);
                if (stopAt == Phase.EMIT_CF) {
                    stage = "lowering scf to cf";
                    Operation scf = m;
                    return print(p, timed("lower (scf -> cf)", () -> p.toCf(scf, parts())));
                }
                stage = "lowering scf/cf to llvm-level ops";
                Operation scf = m;
                llvmLevel = timed("lower (scf -> cf -> llvm)", () -> p.scfToLlvmLevel(scf));
            } else if (opts.cirDirect || (debugInfo != null && !opts.optLevel.runsOpt())) {
                // -g -O0 takes the direct path: its allocas survive, so gdb can print every local
                stage = "lowering cir directly (cir-flatten-cfg, cir-to-llvm-level)";
                Operation cir = m;
                llvmLevel = timed("lower (cir-flatten-cfg, cir -> llvm)", () -> p.directPath(cir, parts()));
            } else if (opts.scfParallel) {
                stage = "raising cir to scf with parallel loops";
                m = p.toScf(m);
                jcirc.lowering.parallel.ParallelPasses.parallelize(m, opts.featureFlags.contains("-ffast-math"));
                if (stopAt == Phase.EMIT_SCF) return print(p, m);
                stage = "lowering scf.parallel onto the runtime library";
                jcirc.lowering.parallel.ParallelPasses.lowerToRuntime(m);
                if (stopAt == Phase.EMIT_CF) return print(p, p.toCf(m));
                stage = "lowering scf to cf";
                llvmLevel = p.scfToLlvmLevel(m);
            } else if (stopAt == Phase.EMIT_SCF || stopAt == Phase.EMIT_CF) {
                stage = "raising cir to scf";
                Operation cir = m;
                Operation scf = timed("raise (cir -> scf)", () -> p.toScf(cir, parts()));
                if (stopAt == Phase.EMIT_SCF) return opts.scfStats ? scfStats(scf) : print(p, scf);
                stage = "lowering scf to cf";
                return print(p, timed("lower (scf -> cf)", () -> p.toCf(scf, parts())));
            } else if (times != null && perFunction) {
                // one function at a time through the whole default path
                stage = "lowering cir through scf and cf to llvm-level ops";
                Operation cir = m;
                llvmLevel = timed("lower (cir -> scf -> cf -> llvm, per function)", () -> p.scfPath(cir, parts()));
            } else if (times != null) {
                // the default path in its two halves, so that each can be timed
                stage = "raising cir to scf";
                Operation cir = m;
                Operation scf = timed("raise (cir -> scf)", () -> p.toScf(cir, parts()));
                HeapTrim.atPhaseBoundary("raise");
                stage = "lowering scf to cf and the llvm dialect";
                llvmLevel = timed("lower (scf -> cf -> llvm)", () -> p.toLlvmDialect(scf, parts()));
            } else {
                stage = "lowering cir through scf and cf to llvm-level ops";
                llvmLevel = p.scfPath(m);   // (collects after the raise: HeapTrim)
            }
            stage = "writing LLVM IR";
            opts.target.annotate(llvmLevel, opts, input.kind() == InputKind.C && !cxxDriver);
            Operation ll = llvmLevel;
            Object dbg = debugInfo;
            return timed("LLVM IR writing", () -> dbg != null ? p.toLlvmIr(ll, input.path(), dbg) : p.toLlvmIr(ll, input.path()));
        }

        // --scf-stats: per function loops / scf.for / scf.while / cf ops of the -emit-scf module, and a total line
        private String scfStats(Operation m) {
            stage = "computing scf statistics";
            return "// " + input.path() + "\n" + jcirc.lowering.raise.ScfStats.of(m).report();
        }

        private String print(Pipeline p, Operation m) throws Exception {
            stage = "printing IR";
            String s = timed("printing IR", () -> p.print(m, false));
            return s.endsWith("\n") ? s : s + "\n";
        }
    }
}
