package jcirc.frontend;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Options that shape preprocessing and code generation. Mutable on purpose: the driver fills
 * it while reading the command line.
 */
public final class FrontendOptions {
    /** A -D or -U in command-line order: {@code value == null} for -U. */
    public record MacroOp(String name, String value, boolean undef) {
        /** Parses the argument of {@code -D}: {@code NAME}, {@code NAME=VALUE}, {@code NAME(a)=...}. */
        public static MacroOp define(String arg) {
            int eq = arg.indexOf('=');
            if (eq < 0) return new MacroOp(arg, "1", false);
            return new MacroOp(arg.substring(0, eq), arg.substring(eq + 1), false);
        }

        public static MacroOp undefine(String name) { return new MacroOp(name, null, true); }
    }

    public enum Std {
        C89("c89", false), C94("c94", false), C99("c99", false), C11("c11", false), C17("c17", false), C23("c2x", false),
        GNU89("gnu89", true), GNU99("gnu99", true), GNU11("gnu11", true), GNU17("gnu17", true), GNU23("gnu2x", true);

        public final String spelling;
        public final boolean gnu;

        Std(String spelling, boolean gnu) { this.spelling = spelling; this.gnu = gnu; }

        /** The value of {@code __STDC_VERSION__}, or null when it is not defined (C89). */
        public String stdcVersion() {
            return switch (this) {
                case C89, GNU89 -> null;
                case C94 -> "199409L";
                case C99, GNU99 -> "199901L";
                case C11, GNU11 -> "201112L";
                case C17, GNU17 -> "201710L";
                case C23, GNU23 -> "202311L";   // clang-19 for c2x, c23, gnu2x and gnu23
            };
        }

        /** -std=c23/c2x/gnu23/gnu2x. */
        public boolean isC23() { return this == C23 || this == GNU23; }

        /** Parses a {@code -std=} value (also accepts the ISO and alias spellings); null if unknown. */
        public static Std parse(String s) {
            return switch (s) {
                case "c89", "c90", "iso9899:1990", "ansi" -> C89;
                case "iso9899:199409", "c94" -> C94;
                case "c99", "c9x", "iso9899:1999", "iso9899:199x" -> C99;
                case "c11", "c1x", "iso9899:2011" -> C11;
                case "c17", "c18", "iso9899:2017", "iso9899:2018" -> C17;
                case "c2x", "c23" -> C23;
                case "gnu89", "gnu90" -> GNU89;
                case "gnu99", "gnu9x" -> GNU99;
                case "gnu11", "gnu1x" -> GNU11;
                case "gnu17", "gnu18" -> GNU17;
                case "gnu2x", "gnu23" -> GNU23;
                default -> null;
            };
        }
    }

    /** A C++ standard ({@code -std=c++17}, {@code gnu++17}, ...): the input is C++ when {@link #cxx} is set. */
    public enum CxxStd {
        CXX11("c++11", false, "201103L"), CXX14("c++14", false, "201402L"), CXX17("c++17", false, "201703L"),
        CXX20("c++20", false, "202002L"),
        GNUXX11("gnu++11", true, "201103L"), GNUXX14("gnu++14", true, "201402L"), GNUXX17("gnu++17", true, "201703L"),
        GNUXX20("gnu++20", true, "202002L");

        public final String spelling;
        public final boolean gnu;
        /** The value of {@code __cplusplus} (as g++ 12). */
        public final String cplusplus;

        CxxStd(String spelling, boolean gnu, String cplusplus) { this.spelling = spelling; this.gnu = gnu; this.cplusplus = cplusplus; }

        /** Parses a {@code -std=} value for C++ (g++'s aliases too); null if it is not a C++ standard. */
        public static CxxStd parse(String s) {
            return switch (s) {
                case "c++11", "c++0x" -> CXX11;
                case "c++14", "c++1y" -> CXX14;
                case "c++17", "c++1z" -> CXX17;
                case "c++20", "c++2a" -> CXX20;
                case "gnu++11", "gnu++0x" -> GNUXX11;
                case "gnu++14", "gnu++1y" -> GNUXX14;
                case "gnu++17", "gnu++1z" -> GNUXX17;
                case "gnu++20", "gnu++2a" -> GNUXX20;
                default -> null;
            };
        }
    }

    /** The C++ standard when the input is C++ (null: C); g++ 12's default is gnu++17. */
    public CxxStd cxx = null;

    public boolean isCxx() { return cxx != null; }

    public final List<Path> includeDirs = new ArrayList<>();
    /** -iquote directories: searched for {@code #include "..."} only. */
    public final List<Path> quoteDirs = new ArrayList<>();
    /** -isystem directories: searched after -I, before the builtin directory. */
    public final List<Path> systemDirs = new ArrayList<>();
    public final List<MacroOp> macros = new ArrayList<>();
    /** -include files, in order. */
    public final List<Path> includes = new ArrayList<>();
    public Std std = Std.GNU17;
    public int optLevel = 0;
    /** C's effective-type rules hold (-fstrict-aliasing, the default; -fno-strict-aliasing: no TBAA tags). */
    public boolean strictAliasing = true;
    /** {@code -fsyntax-only} (and {@code -verify}): Sema only, no CIRGen. */
    public boolean syntaxOnly = false;
    /** C++: exceptions are enabled (the default; -fno-exceptions: no EH regions, {@code throw}/{@code try} are errors). */
    public boolean cxxExceptions = true;
    /** -fshort-enums (gcc): an enumeration without a fixed underlying type takes the smallest type holding its values, as {@code packed}. */
    public boolean shortEnums = false;
    /** C++: -fcheck-new (g++): a new-expression checks its allocation's result for null, also for a throwing operator new. */
    public boolean cxxCheckNew = false;
    /** C++: run-time type information (the default; -fno-rtti drops g++'s {@code __GXX_RTTI}/{@code __cpp_rtti}). */
    public boolean cxxRtti = true;
    /** -fnon-call-exceptions: trapping instructions (integer division) are kept, as gcc (TrappingDivision). */
    public boolean nonCallExceptions = false;
    /** -fgnu89-inline: {@code extern inline} definitions are inline-only (gnu89's meaning; C99's is an external definition). */
    public boolean gnu89Inline = false;
    /** -finstrument-functions: calls to __cyg_profile_func_enter/exit around every function body. */
    public boolean instrumentFunctions = false;
    /** -fvisibility=hidden|protected: visibility of external definitions without the attribute; null for default. */
    public String defaultVisibility;
    /** gcc's TLS models, the values of {@code -ftls-model=} and of {@code __attribute__((tls_model("...")))}. */
    public static final java.util.List<String> TLS_MODELS = java.util.List.of("global-dynamic", "local-dynamic", "initial-exec", "local-exec");
    /** -ftls-model=: the TLS model of thread-local objects without a {@code tls_model} attribute. */
    public String tlsModel = "global-dynamic";
    /** -fno-builtin-NAME: library functions not to expand inline; "*" for -fno-builtin and -ffreestanding. */
    public java.util.Set<String> noBuiltin = new java.util.TreeSet<>();
    /** -msse3 ... -mavx2, -march=x86-64-vN: enabled instruction-set extensions beyond SSE2 (TargetFeatures). */
    public java.util.Set<String> targetFeatures = new java.util.LinkedHashSet<>();
    /** -nostdinc: neither the system directories nor jcirc's builtin headers are searched (as clang). */
    public boolean noStdInc = false;
    /** -nostdinc++: C++ inputs do not search libstdc++'s include directories ({@code CdtSetup.CXX_DIRS}). */
    public boolean noStdIncxx = false;
    /** -nostdlibinc: drop the system directories but keep jcirc's builtin headers. */
    public boolean noStdLibInc = false;
    /** -E: emit {@code # line "file"} markers (false for -P). */
    public boolean lineMarkers = true;
    /** -dM (with -E): print the macros defined at the end instead of the text. */
    public boolean dumpMacros;
    /** Where builtin headers are extracted to; null means {@code ~/.cache/jcirc}. */
    public Path cacheDir = null;
    /**
     * Told the absolute path of every file the preprocessor reads from disk for an
     * {@code #include} or {@code -include} (not the main file, not jcirc's virtual prelude), in
     * the order they are first read: the driver's {@code -M}/{@code -MD} dependency lists.
     */
    public java.util.function.Consumer<String> includeListener = null;
    /** The -W flags' choice of the whole-function checks in {@code jcirc.frontend.warnings}; null runs none. */
    public jcirc.frontend.warnings.WarningOptions warnings = null;

    public FrontendOptions define(String arg) { macros.add(MacroOp.define(arg)); return this; }

    public FrontendOptions undef(String name) { macros.add(MacroOp.undefine(name)); return this; }

    public FrontendOptions include(Path dir) { includeDirs.add(dir); return this; }

    public FrontendOptions std(Std s) { std = s; return this; }
}
