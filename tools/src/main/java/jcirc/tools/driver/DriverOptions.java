package jcirc.tools.driver;

import java.util.ArrayList;
import java.util.List;
import jcirc.backend.toolchain.OptLevel;

/** The result of parsing a jcirc (gcc-compatible) command line. */
public final class DriverOptions {
    /** How far to go. Later entries go further; the first matching flag below wins. */
    public enum Phase { PREPROCESS, SYNTAX_ONLY, EMIT_CIR, EMIT_SCF, EMIT_CF, EMIT_LLVM, ASSEMBLE, COMPILE, LINK }

    /** What an input file holds. */
    public enum InputKind { C, CXX, CIR, MLIR, LLVM_IR, LINKER_INPUT }

    public record Input(String path, InputKind kind) {}

    /** A -D (define) or -U (undefine), in command-line order. */
    public record Macro(boolean define, String name, String value) {
        /** {@code NAME=VALUE} or {@code NAME} (value "1" like gcc when absent). */
        public static Macro parseDefine(String s) {
            int eq = s.indexOf('=');
            return eq < 0 ? new Macro(true, s, "1") : new Macro(true, s.substring(0, eq), s.substring(eq + 1));
        }
    }

    /**
     * An entry of the link line in command-line order: either a linker flag/argument
     * ({@code arg}) or the index of an input in {@link #inputs} ({@code input >= 0}).
     */
    public record LinkItem(String arg, int input) {}

    public final List<Input> inputs = new ArrayList<>();
    public final List<LinkItem> linkItems = new ArrayList<>();
    public String output;                         // -o
    public boolean compileOnly;                   // -c
    public boolean assembleOnly;                  // -S
    public boolean preprocessOnly;                // -E
    public boolean syntaxOnly;                    // -fsyntax-only
    public boolean verify;                        // -verify: check the diagnostics against the file's expected-* comments (implies -fsyntax-only)
    public boolean emitCir, emitScf, emitCf, emitLlvm;
    public boolean cirDirect;                     // -fcir-direct
    public boolean instrumentFunctions;           // -finstrument-functions
    public String tlsModel;                       // -ftls-model=global-dynamic|local-dynamic|initial-exec|local-exec (null: global-dynamic)
    public String defaultVisibility;              // -fvisibility=hidden|protected (null: default)
    public final java.util.Set<String> noBuiltin = new java.util.TreeSet<>();
    public final java.util.Set<String> targetFeatures = new java.util.LinkedHashSet<>();   // -mssse3 ... (jcirc.frontend.TargetFeatures)   // -fno-builtin-NAME ("*": -fno-builtin, -ffreestanding)
    public boolean scfStats;                      // --scf-stats (implies -emit-scf; prints ScfStats instead of the IR)
    public boolean timeReport;                    // -ftime-report
    /**
     * -fper-function-pipeline / -fno-per-function-pipeline: lower C one function at a time (PassManager.perFunction;
     * on by default; not with -fverify-each, docs/compile-time.md). The same output either way.
     */
    public boolean perFunction = true;
    /** -fverify-each / -fno-verify-each; the default comes from the system property jcirc.verifyEach (set by the test suites). */
    public boolean verifyEach = Boolean.getBoolean("jcirc.verifyEach");
    /**
     * -fverify-intermediate-code / -fno-verify-intermediate-code (clang's flags): verify the IR jcirc produces from C
     * once after CIRGen and at the end of each lowering pipeline, and let llc/opt verify the LLVM IR. Off by default,
     * as in a release build of clang; -fverify-each implies it. (.cir/.mlir/.ll input is verified either way.)
     */
    public boolean verifyIr;
    public boolean scfParallel;                   // -fscf-parallel (docs/parallel.md)
    public OptLevel optLevel = OptLevel.O0;
    public final TargetOptions target = new TargetOptions();   // -march= -mtune= -mavx2 ... (docs/performance.md)
    public boolean debugInfo;                     // -g: DWARF metadata in the LLVM IR
    public String std;                            // -std= value, null: the frontend's default
    /** jcirc++: .c inputs are C++ and the link adds -lstdc++ -lm (as g++). */
    public boolean cxxDriver;
    public final List<String> includeDirs = new ArrayList<>();      // -I
    public final List<String> quoteDirs = new ArrayList<>();        // -iquote
    public final List<String> systemDirs = new ArrayList<>();       // -isystem, -idirafter
    public boolean noStdInc;                      // -nostdinc
    public boolean noStdIncxx;                    // -nostdinc++
    public boolean noLineMarkers;                 // -P (with -E)
    public boolean dumpMacros;                    // -dM (with -E)
    public final List<Macro> macros = new ArrayList<>();
    public final List<String> forcedIncludes = new ArrayList<>();   // -include
    public boolean suppressWarnings;              // -w
    public boolean warningsAsErrors;              // -Werror
    public final List<String> warningFlags = new ArrayList<>();     // -Wall, -Wno-foo, -Werror=foo, -pedantic ...
    public final List<String> featureFlags = new ArrayList<>();     // accepted -f flags the frontend may look at
    public boolean verbose;                       // -v
    public boolean printVersion;                  // --version
    public boolean dryRun;                        // -###
    public boolean help;                          // --help
    public boolean dumpVersion, dumpMachine;      // -dumpversion, -dumpmachine
    public final List<String> linkerQueries = new ArrayList<>();   // -print-file-name=X, -print-search-dirs, ... (cc answers)
    public boolean saveTemps;                     // -save-temps
    public boolean shared, isStatic, pthread;     // link mode flags (also in linkItems)

    /** Make-style dependency output: none, instead of compiling (-M/-MM), or besides it (-MD/-MMD). */
    public enum DepMode { NONE, ONLY, SIDE }

    public DepMode deps = DepMode.NONE;
    public boolean depsUserOnly;                  // -MM / -MMD: leave out system headers
    public String depFile;                        // -MF
    public final List<String> depTargets = new ArrayList<>();       // -MT (as given) / -MQ (already quoted for make)
    public boolean depPhony;                      // -MP

    /** The last phase requested by the flags. */
    public Phase phase() {
        if (preprocessOnly || deps == DepMode.ONLY) return Phase.PREPROCESS;
        if (syntaxOnly) return Phase.SYNTAX_ONLY;
        if (emitCir) return Phase.EMIT_CIR;
        if (emitScf) return Phase.EMIT_SCF;
        if (emitCf) return Phase.EMIT_CF;
        if (emitLlvm) return Phase.EMIT_LLVM;
        if (assembleOnly) return Phase.ASSEMBLE;
        if (compileOnly) return Phase.COMPILE;
        return Phase.LINK;
    }
}
