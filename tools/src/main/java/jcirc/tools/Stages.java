package jcirc.tools;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jcirc.backend.llvm.DebugInfo;
import jcirc.backend.llvm.LlvmIrWriter;
import jcirc.frontend.Frontend;
import jcirc.frontend.FrontendOptions;
import jcirc.frontend.warnings.WarningOptions;
import jcirc.tools.driver.DiagnosticPrinter;
import jcirc.frontend.cdt.BuiltinHeaders;
import jcirc.frontend.cdt.CdtSetup;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.ir.Operation;
import jcirc.ir.ParseError;
import jcirc.tools.driver.DriverOptions;

/**
 * Wires {@link Pipeline} to the frontend, lowering and backend modules.
 */
public final class Stages implements Pipeline {
    private Stages() {}

    public static Pipeline create() { return new Stages(); }

    /** The frontend's view of a command line. */
    static FrontendOptions frontendOptions(DriverOptions o) {
        FrontendOptions f = new FrontendOptions();
        for (String d : o.includeDirs) f.includeDirs.add(Path.of(d));
        for (String d : o.quoteDirs) f.quoteDirs.add(Path.of(d));
        for (String d : o.systemDirs) f.systemDirs.add(Path.of(d));
        for (DriverOptions.Macro m : o.macros)
            f.macros.add(m.define() ? new FrontendOptions.MacroOp(m.name(), m.value(), false) : FrontendOptions.MacroOp.undefine(m.name()));
        for (String i : o.forcedIncludes) f.includes.add(Path.of(i));
        if (o.std != null && FrontendOptions.CxxStd.parse(o.std) == null) {
            FrontendOptions.Std std = FrontendOptions.Std.parse(o.std);
            if (std != null) f.std = std;
        }
        f.optLevel = switch (o.optLevel) {
            case O0 -> 0;
            case O1 -> 1;
            case O3 -> 3;
            default -> 2;
        };
        f.strictAliasing = o.featureFlags.lastIndexOf("-fno-strict-aliasing") <= o.featureFlags.lastIndexOf("-fstrict-aliasing");
        f.noStdInc = o.noStdInc;
        f.noStdIncxx = o.noStdIncxx;
        f.instrumentFunctions = o.instrumentFunctions;
        f.nonCallExceptions = o.featureFlags.lastIndexOf("-fnon-call-exceptions") > o.featureFlags.lastIndexOf("-fno-non-call-exceptions");
        f.cxxExceptions = o.featureFlags.lastIndexOf("-fno-exceptions") <= o.featureFlags.lastIndexOf("-fexceptions");
        f.cxxCheckNew = o.featureFlags.lastIndexOf("-fcheck-new") > o.featureFlags.lastIndexOf("-fno-check-new");
        f.cxxRtti = o.featureFlags.lastIndexOf("-fno-rtti") <= o.featureFlags.lastIndexOf("-frtti");
        f.shortEnums = o.featureFlags.lastIndexOf("-fshort-enums") > o.featureFlags.lastIndexOf("-fno-short-enums");
        f.gnu89Inline = o.featureFlags.lastIndexOf("-fgnu89-inline") > o.featureFlags.lastIndexOf("-fno-gnu89-inline");
        f.defaultVisibility = o.defaultVisibility;
        if (o.tlsModel != null) f.tlsModel = o.tlsModel;
        f.noBuiltin.addAll(o.noBuiltin);
        f.targetFeatures.addAll(o.targetFeatures);
        List<String> wflags = new ArrayList<>(o.warningFlags);
        if (o.warningsAsErrors) wflags.add("-Werror");
        f.warnings = WarningOptions.fromFlags(wflags);
        f.lineMarkers = !o.noLineMarkers;
        f.syntaxOnly = o.syntaxOnly;
        f.dumpMacros = o.dumpMacros;
        return f;
    }

    static Diagnostics diagnostics(DriverOptions o) {
        Diagnostics d = new Diagnostics();
        d.setWarningsAsErrors(o.warningsAsErrors);
        d.setSuppressWarnings(o.suppressWarnings);
        for (String f : o.featureFlags) {
            String n = f.startsWith("-fmax-errors=") ? f.substring(13) : f.startsWith("-ferror-limit=") ? f.substring(14) : null;
            if (n != null && n.matches("[0-9]+")) d.setErrorLimit(Integer.parseInt(n));
        }
        return d;
    }

    /**
     * Prints the frontend's diagnostics; throws when it reported errors (or an internal error,
     * which the frontend turns into a diagnostic), or produced nothing.
     */
    private static <T> T finish(T result, Diagnostics d, FrontendOptions f, SourceRequest req) throws CompilationFailed {
        if (req.options().verify) return VerifyMode.finish(result, d, req);
        String structured = jcirc.tools.driver.StructuredDiagnostics.format(req.options());
        if (!d.all().isEmpty() && structured != null) {
            req.diagnostics().print(jcirc.tools.driver.StructuredDiagnostics.render(d, structured));
            req.diagnostics().flush();
        } else if (!d.all().isEmpty()) {
            req.diagnostics().print(DiagnosticPrinter.render(d, f.warnings == null ? Map.of() : f.warnings.ranges,
                    DiagnosticPrinter.colourWanted(req.options())));
            req.diagnostics().flush();
        }
        for (Diagnostic diag : d.all())
            if (diag.message().startsWith("internal compiler error")) throw new Pipeline.InternalErrorReported(diag.message());
        if (d.hasErrors() || result == null) throw new CompilationFailed(d.summary());
        return result;
    }

    @Override public String preprocess(SourceRequest req) throws CompilationFailed {
        Diagnostics d = diagnostics(req.options());
        FrontendOptions f = withIncludeListener(req);
        return finish(Frontend.preprocess(req.file(), f, d), d, f, req);
    }

    @Override public Operation compileToCir(SourceRequest req) throws CompilationFailed {
        Diagnostics d = diagnostics(req.options());
        FrontendOptions f = withIncludeListener(req);
        return finish(Frontend.compileToCir(req.file(), f, d), d, f, req);
    }

    /** The frontend options, reporting headers read to the request's list (system ones flagged). */
    private static FrontendOptions withIncludeListener(SourceRequest req) {
        FrontendOptions f = frontendOptions(req.options());
        if (req.cxx()) {
            // C++ input: -std=c++NN/gnu++NN (a C -std= is ignored for it, as g++ warns), default gnu++17 as g++ 12
            FrontendOptions.CxxStd cxx = req.options().std == null ? null : FrontendOptions.CxxStd.parse(req.options().std);
            f.cxx = cxx != null ? cxx : FrontendOptions.CxxStd.GNUXX17;
            f.std = FrontendOptions.Std.GNU17;
        }
        if (req.includedFiles() == null) return f;
        List<Path> systemDirs = new ArrayList<>();
        for (Path p : f.systemDirs) systemDirs.add(jcirc.host.Invocation.absolute(p).normalize());
        if (!f.noStdInc) systemDirs.add(jcirc.host.Invocation.absolute(BuiltinHeaders.directory(f.cacheDir)).normalize());
        for (String p : CdtSetup.CXX_DIRS) systemDirs.add(Path.of(p));
        for (String p : CdtSetup.SYSTEM_DIRS) systemDirs.add(Path.of(p));
        Set<Path> seen = new HashSet<>();
        f.includeListener = path -> {
            Path p = Path.of(path).normalize();
            if (!seen.add(p)) return;
            boolean system = systemDirs.stream().anyMatch(p::startsWith);
            req.includedFiles().add(new IncludedFile(p, system));
        };
        return f;
    }

    @Override public Operation parseIr(Path file, String text, PrintStream diagnostics) throws CompilationFailed {
        try {
            return IrIO.parse(text, file.toString());
        } catch (ParseError e) {
            diagnostics.println(e.render());
            throw new CompilationFailed(e.getMessage());
        }
    }

    /** -fverify-each: verify after every pass; otherwise once at the end of each pipeline. */
    private boolean verifyEach;

    @Override public void verifyEach(boolean on) { verifyEach = on; }

    /** Lower one function at a time (not with -fverify-each; -fverify-intermediate-code verifies once after it). */
    private boolean perFunction;

    @Override public void perFunction(boolean on) { perFunction = on; }

    /** Without -fverify-each: verify once at the end of each pipeline (else not at all). */
    private boolean verifyAtEnd = true;

    @Override public void verifyAtEnd(boolean on) { verifyAtEnd = on; }

    /** Verifies a module no pass has run on yet (CIRGen's output); a failure is an internal error. */
    @Override public void verify(Operation m, String producedBy) {
        try {
            jcirc.ir.Verifier.verify(m);
        } catch (jcirc.ir.VerifyException e) {
            throw new jcirc.ir.pass.PassFailure(e.op(), "verification failed after " + producedBy + ": " + e.getMessage());
        }
    }

    @Override public Operation toScf(Operation m) { return run(jcirc.lowering.Pipelines.TO_SCF, m); }

    @Override public Operation toCf(Operation m) { return run(hasCir(m) ? CIR_TO_CF : SCF_TO_CF, m); }

    /** The scf path in its two halves, with a chance for {@link jcirc.tools.driver.HeapTrim} between them (the cir is dead). */
    @Override public Operation scfPath(Operation m) {
        if (perFunction) return run(jcirc.lowering.Pipelines.SCF_PATH, m);   // one function at a time: no phase boundary
        run(jcirc.lowering.Pipelines.TO_SCF, m);
        jcirc.tools.driver.HeapTrim.atPhaseBoundary("raise");
        return run(SCF_TO_CF + "," + jcirc.lowering.Pipelines.TO_LLVM_DIALECT, m);
    }

    @Override public Operation scfToLlvmLevel(Operation m) { return run(SCF_TO_CF + "," + jcirc.lowering.Pipelines.TO_LLVM_DIALECT, m); }

    @Override public Operation directPath(Operation m) { return run(jcirc.lowering.Pipelines.DIRECT_PATH, m); }

    private static final String SCF_TO_CF = "convert-scf-to-cf";
    /** {@code -emit-cf} of cir input: the scf path up to cf level (without convert-to-llvm-dialect). */
    private static final String CIR_TO_CF = jcirc.lowering.Pipelines.TO_SCF + "," + SCF_TO_CF;

    private static boolean hasCir(Operation m) {
        boolean[] hasCir = {false};
        m.walk(op -> { if (op.inDialect("cir")) hasCir[0] = true; });
        return hasCir[0];
    }

    /** The pass manager of a pipeline, verifying as -fverify-each says. */
    private jcirc.ir.pass.PassManager passManager(String pipeline) {
        return jcirc.lowering.Pipelines.pipeline(pipeline).verifyEach(verifyEach).verifyAtEnd(verifyAtEnd).perFunction(perFunction);
    }

    private Operation run(String pipeline, Operation m) {
        passManager(pipeline).run(m);
        return m;
    }

    @Override public String toLlvmIr(Operation m, String sourceFileName) { return toLlvmIr(m, sourceFileName, null); }

    @Override public Object collectDebugInfo(Operation cirModule) { return DebugInfo.collect(cirModule); }

    @Override public String toLlvmIr(Operation m, String sourceFileName, Object debugInfo) {
        return LlvmIrWriter.write(m, new LlvmIrWriter.Options(false, sourceFileName, LlvmIrWriter.Options.DEFAULT.llvmVersion(), (DebugInfo) debugInfo));
    }

    @Override public String print(Operation m, boolean generic) { return IrIO.print(m, generic, false); }

    // ----- -ftime-report -----

    /**
     * {@link Frontend#compileToCir}'s steps, timed separately: CDT preprocesses while it parses, then
     * Sema and CIRGen alternate per top-level declaration, so the parts are "preprocess+parse", "sema"
     * and "CIRGen" (each summed over the declarations). Diagnostics
     * and internal errors are handled as {@link Frontend#compileToCir} handles them.
     */
    @Override public Operation compileToCir(SourceRequest req, PhaseTimes times) throws CompilationFailed {
        Diagnostics d = diagnostics(req.options());
        FrontendOptions f = withIncludeListener(req);
        Operation module = null;
        try {
            long t0 = System.nanoTime(), c0 = cpuNow();
            jcirc.frontend.cdt.CdtSetup setup = jcirc.frontend.cdt.CdtSetup.create(req.file(), f, d);
            org.eclipse.cdt.core.dom.ast.IASTTranslationUnit tu = setup == null ? null : jcirc.frontend.cdt.CdtParser.parse(setup, d);
            long t1 = System.nanoTime(), c1 = cpuNow();
            times.add("preprocess+parse", t1 - t0, c1 - c0);
            if (tu != null && !d.hasErrors()) {
                jcirc.frontend.sema.Sema sema = Frontend.newSema(f, d);
                jcirc.frontend.cirgen.CIRGenModule cgm = Frontend.newCodeGen(sema, setup.mainPath, f);
                long[] spent = new long[4];
                module = Frontend.translationUnit(tu, sema, f.syntaxOnly ? null : cgm, spent);   // -fsyntax-only: Sema only
                times.add("sema", spent[0], spent[1]);
                if (!f.syntaxOnly) times.add("CIRGen", spent[2], spent[3]);
                if (module == null) module = cgm.module;
                if (d.hasErrors()) module = null;
            }
        } catch (jcirc.frontend.diag.FatalError e) {
            module = null;
        } catch (RuntimeException | StackOverflowError e) {
            d.error(new jcirc.frontend.diag.SourceLoc(req.file().toString(), 1, 1), "internal compiler error: " + e);
            module = null;
        }
        return finish(module, d, f, req);
    }

    @Override public Operation toScf(Operation m, PhaseTimes times) { return runTimed(jcirc.lowering.Pipelines.TO_SCF, m, times); }

    @Override public Operation toCf(Operation m, PhaseTimes times) {
        return runTimed(hasCir(m) ? CIR_TO_CF : SCF_TO_CF, m, times);
    }

    @Override public Operation toLlvmDialect(Operation m, PhaseTimes times) {
        return runTimed(SCF_TO_CF + "," + jcirc.lowering.Pipelines.TO_LLVM_DIALECT, m, times);
    }

    @Override public Operation scfPath(Operation m, PhaseTimes times) { return runTimed(jcirc.lowering.Pipelines.SCF_PATH, m, times); }

    @Override public Operation directPath(Operation m, PhaseTimes times) { return runTimed(jcirc.lowering.Pipelines.DIRECT_PATH, m, times); }

    /**
     * Runs a pipeline (verifying after each pass with -fverify-each, else once at its end), reporting
     * each pass's wall and CPU time and, as one row, the verification.
     */
    private Operation runTimed(String pipeline, Operation m, PhaseTimes times) {
        java.util.Map<String, long[]> spent = new java.util.LinkedHashMap<>();   // name -> {wall, cpu}
        jcirc.ir.pass.PassManager pm = passManager(pipeline).timer((name, work) -> {
            long t0 = System.nanoTime(), c0 = cpuNow();
            try {
                work.run();
            } finally {
                long[] s = spent.computeIfAbsent(name, k -> new long[2]);
                s[0] += System.nanoTime() - t0;
                s[1] += cpuNow() - c0;
            }
        });
        long t0 = System.nanoTime(), c0 = cpuNow();
        try {
            pm.run(m);
        } finally {
            long wall = System.nanoTime() - t0, cpu = cpuNow() - c0, passWall = 0, passCpu = 0;
            for (java.util.Map.Entry<String, long[]> e : spent.entrySet()) {
                times.add(e.getKey(), e.getValue()[0], e.getValue()[1]);
                passWall += e.getValue()[0];
                passCpu += e.getValue()[1];
            }
            if (verifyEach || verifyAtEnd)
                times.add(verifyEach ? "verifier (after each pass)" : "verifier (end of pipeline)", wall - passWall, cpu - passCpu);
        }
        return m;
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private static long cpuNow() { return THREADS.getCurrentThreadCpuTime(); }

}
