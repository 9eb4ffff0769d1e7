package jcirc.tools.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jcirc.backend.toolchain.OptLevel;
import jcirc.tools.driver.DriverOptions.Input;
import jcirc.tools.driver.DriverOptions.InputKind;
import jcirc.tools.driver.DriverOptions.LinkItem;
import jcirc.tools.driver.DriverOptions.Macro;

/**
 * A gcc-compatible command-line parser. It never throws for bad flags: errors and warnings
 * are collected ({@link #errors()}, {@link #warnings()}) and printed by the driver in
 * clang's {@code jcirc: error: ...} shape.
 */
public final class OptionParser {
    /**
     * gcc's toolchain queries (libtool asks {@code -print-search-dirs} and {@code -print-prog-name=ld},
     * other builds {@code -print-file-name=libc.so} or {@code -print-libgcc-file-name}): they concern
     * the linker's world, so the linker driver {@code cc} answers them.
     */
    static final java.util.regex.Pattern LINKER_QUERIES = java.util.regex.Pattern.compile(
            "-print-(file-name=.*|prog-name=.*|search-dirs|libgcc-file-name|multiarch|multi-os-directory|multi-directory|multi-lib|sysroot)");

    private static final Set<String> C_STANDARDS = Set.of(
            "c89", "c90", "iso9899:1990", "iso9899:199409", "c99", "c9x", "iso9899:1999", "c11", "c1x",
            "iso9899:2011", "c17", "c18", "iso9899:2017", "iso9899:2018", "c2x", "c23",
            "gnu89", "gnu90", "gnu99", "gnu9x", "gnu11", "gnu1x", "gnu17", "gnu18", "gnu2x", "gnu23");

    /** -f flags accepted silently (they either do not change code or are our defaults). */
    private static final Set<String> KNOWN_F_FLAGS = Set.of(
            "PIC", "pic", "PIE", "pie", "no-PIC", "no-pic", "no-PIE", "no-pie",
            "no-strict-aliasing", "strict-aliasing", "no-common", "common", "no-builtin", "builtin",
            "freestanding", "hosted", "signed-char", "unsigned-char", "no-signed-char", "no-unsigned-char",
            "omit-frame-pointer", "no-omit-frame-pointer", "stack-protector", "stack-protector-strong",
            "stack-protector-all", "no-stack-protector", "diagnostics-color", "no-diagnostics-color",
            "color-diagnostics", "no-color-diagnostics", "no-exceptions", "exceptions", "rtti", "no-rtti",
            "asynchronous-unwind-tables", "no-asynchronous-unwind-tables", "unwind-tables", "no-unwind-tables",
            "function-sections", "data-sections", "no-function-sections", "no-data-sections",
            "no-ident", "ident", "wrapv", "no-wrapv", "trapv", "no-trapv", "no-delete-null-pointer-checks",
            "no-plt", "plt", "no-semantic-interposition", "short-enums", "no-short-enums",
            "show-column", "no-show-column", "caret-diagnostics", "no-caret-diagnostics",
            "no-cir-direct", "cir-direct", "syntax-only", "strict-overflow", "no-strict-overflow",
            "inline", "no-inline", "no-math-errno", "math-errno", "fast-math", "no-fast-math",
            "gnu89-inline", "no-gnu89-inline", "non-call-exceptions", "no-non-call-exceptions", "dollars-in-identifiers", "no-dollars-in-identifiers",
            "optimize-sibling-calls", "no-optimize-sibling-calls", "coroutines", "no-coroutines", "check-new", "no-check-new");

    /** -f prefixes accepted silently with a value. */
    private static final String[] KNOWN_F_PREFIXES = {
            "visibility=", "diagnostics-color=", "message-length=", "max-errors=", "error-limit=",
            "stack-protector", "debug-prefix-map=", "macro-prefix-map=", "file-prefix-map=",
            "sanitize-recover", "no-sanitize", "template-depth=", "constexpr-depth=", "tabstop=",
            "diagnostics-format=", "diagnostics-show-option", "no-diagnostics-show-option", "align-functions"};

    /** -f prefixes that ask for something jcirc cannot do: an error, not a silent no-op. */
    private static final String[] UNSUPPORTED_F_PREFIXES = {
            "lto", "sanitize=", "openmp", "openacc", "profile-", "coverage", "test-coverage", "objc",
            "blocks", "modules", "cf-protection", "xray", "instrument-functions-", "split-stack",
            "stack-check", "patchable-function-entry", "no-lto"};

    private final DriverOptions opts = new DriverOptions();
    private final List<String> errors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private String forcedLanguage; // -x, null: by extension
    private boolean stdinWithoutLanguage;

    public List<String> errors() { return errors; }
    public List<String> warnings() { return warnings; }

    /** Parses already response-file-expanded arguments. */
    public static OptionParser parse(List<String> args) { return parse(args, false); }

    /** Same; {@code cxxDriver}: the command is jcirc++ (.c files are C++, as for g++). */
    public static OptionParser parse(List<String> args, boolean cxxDriver) {
        OptionParser p = new OptionParser();
        p.opts.cxxDriver = cxxDriver;
        p.doParse(args);
        p.checkStd();
        return p;
    }

    /** A C++ -std= with C input, or a C -std= with C++ input, is an error as in clang. */
    private void checkStd() {
        if (opts.std == null) return;
        boolean cxxStd = jcirc.frontend.FrontendOptions.CxxStd.parse(opts.std) != null;
        for (DriverOptions.Input i : opts.inputs) {
            if (i.kind() == InputKind.C && cxxStd) { errors.add("invalid argument '-std=" + opts.std + "' not allowed with 'C'"); return; }
            if (i.kind() == InputKind.CXX && !cxxStd) { errors.add("invalid argument '-std=" + opts.std + "' not allowed with 'C++'"); return; }
        }
    }

    public DriverOptions options() { return opts; }

    private void doParse(List<String> arguments) {
        List<String> args = new ArrayList<>(arguments);
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            // Options whose value may be the next argument.
            String v;
            if ((v = joinedOrSeparate(args, i, "-o")) != null) { opts.output = v; i += skip(a, "-o"); continue; }
            if ((v = joinedOrSeparate(args, i, "-I")) != null) { opts.includeDirs.add(v); i += skip(a, "-I"); continue; }
            if ((v = joinedOrSeparate(args, i, "-D")) != null) { opts.macros.add(Macro.parseDefine(v)); i += skip(a, "-D"); continue; }
            if ((v = joinedOrSeparate(args, i, "-U")) != null) { opts.macros.add(new Macro(false, v, null)); i += skip(a, "-U"); continue; }
            if ((v = joinedOrSeparate(args, i, "-L")) != null) { opts.linkItems.add(new LinkItem("-L" + v, -1)); i += skip(a, "-L"); continue; }
            if ((v = joinedOrSeparate(args, i, "-l")) != null) { opts.linkItems.add(new LinkItem("-l" + v, -1)); i += skip(a, "-l"); continue; }
            if ((v = joinedOrSeparate(args, i, "-x")) != null) { setLanguage(v); i += skip(a, "-x"); continue; }
            if ((v = joinedOrSeparate(args, i, "-MF")) != null) { opts.depFile = v; i += skip(a, "-MF"); continue; }
            if ((v = joinedOrSeparate(args, i, "-MT")) != null) { opts.depTargets.add(v); i += skip(a, "-MT"); continue; }
            if ((v = joinedOrSeparate(args, i, "-MQ")) != null) { opts.depTargets.add(DependencyFile.quote(v)); i += skip(a, "-MQ"); continue; }
            if (a.equals("-iquote") || a.equals("-isystem") || a.equals("-idirafter") || a.equals("-include")
                    || a.equals("-Xlinker") || a.equals("-u")) {
                if (i + 1 >= args.size()) { errors.add("argument to '" + a + "' is missing (expected 1 value)"); continue; }
                String val = args.get(++i);
                switch (a) {
                    case "-iquote" -> opts.quoteDirs.add(val);
                    case "-isystem", "-idirafter" -> opts.systemDirs.add(val);
                    case "-include" -> opts.forcedIncludes.add(val);
                    case "-Xlinker" -> opts.linkItems.add(new LinkItem("-Wl," + val, -1));
                    case "-u" -> { opts.linkItems.add(new LinkItem("-u", -1)); opts.linkItems.add(new LinkItem(val, -1)); }
                    default -> throw new AssertionError(a);
                }
                continue;
            }
            if (a.startsWith("-iquote")) { opts.quoteDirs.add(a.substring(7)); continue; }
            if (a.startsWith("-isystem")) { opts.systemDirs.add(a.substring(8)); continue; }
            if (a.startsWith("-idirafter")) { opts.systemDirs.add(a.substring(10)); continue; }
            if (a.startsWith("-Wp,")) { args.addAll(i + 1, preprocessorArgs(a)); continue; }   // parsed next
            // gcc passes -Wa, to the assembler; jcirc's objects come from llc, which already marks the
            // stack non-executable (.note.GNU-stack), so --noexecstack is what they are
            if (a.equals("-Wa,--noexecstack")) continue;
            if (a.equals("-") || !a.startsWith("-")) { addInput(a); continue; }
            if (Set.of("-o", "-I", "-D", "-U", "-L", "-l", "-x", "-MF", "-MT", "-MQ").contains(a)) {
                errors.add("argument to '" + a + "' is missing (expected 1 value)");
                continue;
            }
            parseFlag(a);
        }
        if (stdinWithoutLanguage && !opts.preprocessOnly)
            errors.add("-E or -x required when input is from standard input");
        if (opts.cirDirect && (opts.emitScf || opts.emitCf))
            errors.add("'" + (opts.emitScf ? "-emit-scf" : "-emit-cf") + "' cannot be used with '-fcir-direct' (the direct path has no scf/cf stage)");
    }

    private static String joinedOrSeparate(List<String> args, int i, String flag) {
        String a = args.get(i);
        if (!a.startsWith(flag)) return null;
        if (a.length() > flag.length()) return a.substring(flag.length());
        return i + 1 < args.size() ? args.get(i + 1) : null;
    }

    private int skip(String a, String flag) { return a.length() > flag.length() ? 0 : 1; }

    private void setLanguage(String lang) {
        switch (lang) {
            case "c", "cpp-output", "cir", "mlir", "ir", "none", "c++" -> forcedLanguage = lang.equals("none") ? null : lang;
            case "c++-header", "objective-c", "objective-c++", "c-header", "assembler",
                 "assembler-with-cpp", "cuda", "hip", "cl" ->
                errors.add("language '" + lang + "' is not supported by jcirc (supported with -x: c, c++, cir, mlir, ir, none)");
            default -> errors.add("language not recognized: '" + lang + "'");
        }
    }

    private void addInput(String path) {
        InputKind kind;
        if (forcedLanguage != null) {
            kind = switch (forcedLanguage) {
                case "cir" -> InputKind.CIR;
                case "mlir" -> InputKind.MLIR;
                case "ir" -> InputKind.LLVM_IR;
                case "c++" -> InputKind.CXX;
                default -> InputKind.C;
            };
        } else if (path.equals("-")) {
            kind = opts.cxxDriver ? InputKind.CXX : InputKind.C;
            stdinWithoutLanguage = true;
        } else {
            String lower = path.toLowerCase(java.util.Locale.ROOT);
            if (path.endsWith(".C") || lower.endsWith(".cc") || lower.endsWith(".cpp") || lower.endsWith(".cxx")
                    || lower.endsWith(".c++") || lower.endsWith(".cp") || lower.endsWith(".ii")) kind = InputKind.CXX;
            else if (lower.endsWith(".c")) kind = opts.cxxDriver ? InputKind.CXX : InputKind.C;
            else if (lower.endsWith(".i")) kind = InputKind.C;
            else if (lower.endsWith(".cir")) kind = InputKind.CIR;
            else if (lower.endsWith(".mlir")) kind = InputKind.MLIR;
            else if (lower.endsWith(".ll")) kind = InputKind.LLVM_IR;
            else if (lower.endsWith(".s") || lower.endsWith(".sx")) {
                errors.add("'" + path + "': assembly input is not supported (jcirc has no assembler)");
                return;
            } else if (lower.endsWith(".m") || lower.endsWith(".mm")) {
                errors.add("'" + path + "': Objective-C is not supported by jcirc");
                return;
            } else if (lower.endsWith(".h")) {
                errors.add("'" + path + "': precompiled headers are not supported");
                return;
            } else kind = InputKind.LINKER_INPUT;
        }
        opts.inputs.add(new Input(path, kind));
        opts.linkItems.add(new LinkItem(null, opts.inputs.size() - 1));
    }

    private void parseFlag(String a) {
        switch (a) {
            case "-c" -> opts.compileOnly = true;
            case "-S" -> opts.assembleOnly = true;
            case "-E" -> opts.preprocessOnly = true;
            case "-fsyntax-only" -> opts.syntaxOnly = true;
            case "-verify" -> { opts.verify = true; opts.syntaxOnly = true; }
            case "-emit-cir" -> opts.emitCir = true;
            case "-emit-scf" -> opts.emitScf = true;
            case "--scf-stats" -> { opts.emitScf = true; opts.scfStats = true; }
            case "-emit-cf" -> opts.emitCf = true;
            case "-emit-llvm" -> opts.emitLlvm = true;
            case "-fcir-direct" -> opts.cirDirect = true;
            case "-finstrument-functions" -> opts.instrumentFunctions = true;
            case "-fno-instrument-functions" -> opts.instrumentFunctions = false;
            case "-fno-cir-direct" -> opts.cirDirect = false;
            case "-ftime-report" -> opts.timeReport = true;
            case "-fper-function-pipeline" -> opts.perFunction = true;
            case "-fno-per-function-pipeline" -> opts.perFunction = false;
            case "-fverify-each" -> opts.verifyEach = true;
            case "-fno-verify-each" -> opts.verifyEach = false;
            case "-fverify-intermediate-code" -> opts.verifyIr = true;
            case "-fno-verify-intermediate-code" -> opts.verifyIr = false;
            case "-fscf-parallel" -> opts.scfParallel = true;
            case "-fno-scf-parallel" -> opts.scfParallel = false;
            case "-v" -> opts.verbose = true;
            case "--version" -> opts.printVersion = true;
            case "-###" -> opts.dryRun = true;
            case "--help", "-help" -> opts.help = true;
            case "-dumpversion", "-dumpfullversion" -> opts.dumpVersion = true;
            case "-dumpmachine" -> opts.dumpMachine = true;
            case "-save-temps", "-save-temps=cwd" -> opts.saveTemps = true;
            case "-w" -> opts.suppressWarnings = true;
            case "-Werror" -> opts.warningsAsErrors = true;
            case "-Wno-error" -> opts.warningsAsErrors = false;
            case "-nostdinc" -> opts.noStdInc = true;
            case "-nostdinc++" -> opts.noStdIncxx = true;
            case "-P" -> opts.noLineMarkers = true;
            case "-dM" -> opts.dumpMacros = true;
            case "-ansi" -> opts.std = "c90";
            case "-pedantic", "-pedantic-errors", "-Wpedantic" -> opts.warningFlags.add(a);
            case "-pipe", "-m64", "-pthreads" -> { }
            case "-pthread" -> {
                opts.pthread = true;
                opts.macros.add(new Macro(true, "_REENTRANT", "1"));
                opts.linkItems.add(new LinkItem("-pthread", -1));
            }
            case "-shared" -> { opts.shared = true; opts.linkItems.add(new LinkItem(a, -1)); }
            case "-static" -> { opts.isStatic = true; opts.linkItems.add(new LinkItem(a, -1)); }
            case "-rdynamic", "-pie", "-no-pie", "-static-pie", "-s", "-nostdlib", "-nostartfiles", "-nodefaultlibs",
                 "-static-libgcc", "-shared-libgcc", "-symbolic" -> opts.linkItems.add(new LinkItem(a, -1));
            case "-m32", "-mx32", "-m16" -> errors.add("unsupported option '" + a + "': jcirc targets x86_64-pc-linux-gnu only");
            case "-pg", "--coverage" -> errors.add("unsupported option '" + a + "' (no profiling/coverage instrumentation)");
            // -M/-MM: the make rule instead of compiling (implies -E and -w, as gcc)
            case "-M", "-MM" -> {
                opts.deps = DriverOptions.DepMode.ONLY;
                opts.depsUserOnly = a.equals("-MM");
                opts.suppressWarnings = true;
            }
            // -MD/-MMD: the make rule into a .d file besides compiling
            case "-MD", "-MMD" -> {
                if (opts.deps != DriverOptions.DepMode.ONLY) opts.deps = DriverOptions.DepMode.SIDE;
                opts.depsUserOnly = a.equals("-MMD");
            }
            case "-MP" -> opts.depPhony = true;
            case "-MG" -> errors.add("unsupported option '-MG': jcirc cannot treat missing headers as generated files");
            default -> parseOther(a);
        }
    }

    /**
     * {@code -Wp,A,B,...}: gcc hands A, B, ... to its preprocessor. jcirc's preprocessor takes the
     * same options from its own command line, so they are parsed as driver options; cpp's
     * {@code -MD FILE}/{@code -MMD FILE} (the Linux kernel's {@code -Wp,-MMD,dir/.f.o.d}) become
     * {@code -MD -MF FILE}. Anything that is not a preprocessor option is an error, as before.
     */
    private List<String> preprocessorArgs(String a) {
        List<String> parts = List.of(a.substring(4).split(",", -1));
        List<String> out = new ArrayList<>();
        for (int k = 0; k < parts.size(); k++) {
            String p = parts.get(k);
            if ((p.equals("-MD") || p.equals("-MMD")) && k + 1 < parts.size()) {
                out.addAll(List.of(p, "-MF", parts.get(++k)));
            } else if (PREPROCESSOR_OPTION.matcher(p).matches()) {
                out.add(p);
                if (p.matches("-(D|U|I|include|iquote|isystem|idirafter|MF|MT|MQ)") && k + 1 < parts.size()) out.add(parts.get(++k));
            } else {
                errors.add("unsupported option '" + a + "' ('" + p + "' is not a preprocessor option jcirc knows)");
                return List.of();
            }
        }
        return out;
    }

    static final java.util.regex.Pattern PREPROCESSOR_OPTION = java.util.regex.Pattern.compile(
            "-(D|U|I|include|iquote|isystem|idirafter)(.*)|-M(D|MD|F|T|Q|P|M)?(.*)|-nostdinc|-nostdinc\\+\\+");

    private void parseOther(String a) {
        if (LINKER_QUERIES.matcher(a).matches()) {   // questions about the link toolchain: answered by cc
            opts.linkerQueries.add(a);
            return;
        }
        if (a.startsWith("-O")) {
            OptLevel l = OptLevel.parse(a.substring(2));
            if (l == null) errors.add("invalid integral value '" + a.substring(2) + "' in '" + a + "'");
            else opts.optLevel = l;
        } else if (a.startsWith("-std=")) {
            String s = a.substring(5);
            if (jcirc.frontend.FrontendOptions.CxxStd.parse(s) != null) opts.std = s;   // checked against the inputs' language at the end
            else if (s.startsWith("c++") || s.startsWith("gnu++")) errors.add("invalid value '" + s + "' in '" + a + "'");
            else if (!C_STANDARDS.contains(s)) errors.add("invalid value '" + s + "' in '" + a + "'");
            else opts.std = s;
        } else if (a.startsWith("-g")) {
            opts.debugInfo = !a.equals("-g0");
        } else if (a.startsWith("-Wl,")) {
            opts.linkItems.add(new LinkItem(a, -1));
        } else if (a.startsWith("-Wa,") || a.startsWith("-Wp,")) {
            errors.add("unsupported option '" + a + "' (jcirc has no separate assembler or preprocessor to pass it to)");
        } else if (a.startsWith("-Werror=") || a.startsWith("-Wno-error=") || a.startsWith("-W")) {
            opts.warningFlags.add(a); // every -W flag is accepted; unknown ones are ignored like gcc's -Wno-*
        } else if (a.startsWith("-M")) {
            errors.add("unknown argument: '" + a + "'");
        } else if (a.startsWith("-m")) {
            // both views of a target flag: the instruction-set extensions, gcc's macros and each function's
            // "target-features" (TargetFeatures: -mssse3, -mno-avx, -march=x86-64-v2), and the CPU and tuning
            // for the function attributes and llc's -mcpu (TargetOptions: -march=, -mtune=, -m<feature>)
            boolean isa = jcirc.frontend.TargetFeatures.apply(a, opts.targetFeatures);
            boolean cpu = opts.target.parse(a, errors);
            if (isa || cpu) return;
            warnings.add("argument unused during compilation: '" + a + "' [-Wunused-command-line-argument]");
        } else if (a.startsWith("-f")) {
            String f = a.substring(2);
            if (f.equals("no-builtin") || f.equals("freestanding")) opts.noBuiltin.add("*");
            // gcc's "do not turn loops into memset/memcpy/memmove calls": opt/llc -disable-loop-idiom-all (Driver); explicit
            // memcpy/memmove/memset calls stay builtins as in gcc (no-builtin-NAME would keep them calls)
            if (f.equals("no-tree-loop-distribute-patterns") || f.equals("tree-loop-distribute-patterns")) { opts.featureFlags.add(a); return; }
            if (f.startsWith("no-builtin-") && f.length() > "no-builtin-".length()) { opts.noBuiltin.add(f.substring("no-builtin-".length())); opts.featureFlags.add(a); return; }
            if (f.startsWith("visibility=")) { visibility(a, f.substring("visibility=".length())); return; }
            if (f.startsWith("tls-model=")) { tlsModel(a, f.substring("tls-model=".length())); return; }
            // gcc 14: C99's errors (implicit function declarations, int <-> pointer, return mismatch) become warnings
            if (f.equals("permissive")) { opts.warningFlags.add(a); return; }
            for (String u : UNSUPPORTED_F_PREFIXES)
                if (f.startsWith(u)) { errors.add("unsupported option '" + a + "'"); return; }
            if (KNOWN_F_FLAGS.contains(f)) { opts.featureFlags.add(a); return; }
            for (String k : KNOWN_F_PREFIXES)
                if (f.startsWith(k)) { opts.featureFlags.add(a); return; }
            warnings.add("unknown flag '" + a + "' ignored [-Wunknown-argument]");
        } else if (a.startsWith("-std") || a.startsWith("--std")) {
            errors.add("invalid value in '" + a + "' (use -std=VALUE)");
        } else {
            errors.add("unknown argument: '" + a + "'");
        }
    }

    /** -ftls-model=M: the TLS model of thread-local objects without a {@code tls_model} attribute (gcc's values). */
    private void tlsModel(String a, String m) {
        if (!jcirc.frontend.FrontendOptions.TLS_MODELS.contains(m)) { errors.add("invalid value '" + m + "' in '" + a + "'"); return; }
        opts.tlsModel = m;
        opts.featureFlags.add(a);
    }

    /** -fvisibility=V: the visibility of external definitions without a visibility attribute (gcc's values). */
    private void visibility(String a, String v) {
        switch (v) {
            case "default" -> opts.defaultVisibility = null;
            case "hidden", "internal" -> opts.defaultVisibility = "hidden";   // internal: hidden, as for the attribute
            case "protected" -> opts.defaultVisibility = "protected";
            default -> { errors.add("invalid value '" + v + "' in '" + a + "'"); return; }
        }
        opts.featureFlags.add(a);
    }
}
