package jcirc.tools;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import jcirc.ir.Operation;
import jcirc.tools.driver.DriverOptions;

/**
 * The seam between the driver and the compiler's in-process stages (frontend, lowering,
 * LLVM IR writer). {@link Stages#create()} returns the implementation wired to the real
 * modules. Every method either returns, throws {@link CompilationFailed} after printing
 * clang-shaped diagnostics (bad input: exit 1), or throws anything else (an internal
 * compiler error, reported as such by the driver).
 */
public interface Pipeline {

    /** Bad input: diagnostics have been printed to the request's diagnostics stream. */
    final class CompilationFailed extends Exception {
        public CompilationFailed(String message) { super(message, null, false, false); }
    }

    /**
     * An internal compiler error that a stage has already reported as a diagnostic: the driver
     * adds only the stage note and exits with the internal-error status.
     */
    final class InternalErrorReported extends RuntimeException {
        public InternalErrorReported(String message) { super(message, null, false, false); }
    }

    /**
     * One C translation unit to compile, with the command line it came with. When
     * {@code includedFiles} is not null the stage appends every header it reads, in the order
     * first read (for {@code -M}/{@code -MD}).
     */
    record SourceRequest(Path file, DriverOptions options, PrintStream diagnostics, List<IncludedFile> includedFiles, boolean cxx) {
        public SourceRequest(Path file, DriverOptions options, PrintStream diagnostics) { this(file, options, diagnostics, null, false); }

        public SourceRequest(Path file, DriverOptions options, PrintStream diagnostics, List<IncludedFile> includedFiles) {
            this(file, options, diagnostics, includedFiles, false);
        }
    }

    /** A header read while compiling; {@code system}: found in a system directory (left out by {@code -MM}). */
    record IncludedFile(Path path, boolean system) {}

    /** {@code -E}: the preprocessed text. */
    String preprocess(SourceRequest req) throws CompilationFailed;

    /** Preprocess, parse, check, generate: the {@code cir} module. */
    Operation compileToCir(SourceRequest req) throws CompilationFailed;

    /** Reads a {@code .cir}/{@code .mlir} file (any stage) into a module. */
    Operation parseIr(Path file, String text, PrintStream diagnostics) throws CompilationFailed;

    /** {@code -emit-scf}: raise structured {@code cir} into func/scf/arith/llvm. */
    Operation toScf(Operation cirModule);

    /** {@code -emit-cf}: {@code convert-scf-to-cf} on a module {@link #toScf} produced. */
    Operation toCf(Operation scfModule);

    /** The default path in one go: cir → scf → cf → the llvm-level ops the LLVM IR writer takes. */
    Operation scfPath(Operation cirModule);

    /** For {@code .mlir} input: an scf- or cf-level module → the llvm dialect. */
    Operation scfToLlvmLevel(Operation scfModule);

    /** {@code -fcir-direct}: {@code cir-flatten-cfg} then {@code cir-to-llvm-level}. */
    Operation directPath(Operation cirModule);

    /**
     * {@code -fverify-each}: verify the IR after every pass of the lowering pipelines; otherwise
     * once at the end of each pipeline (by default: the stage decides).
     */
    default void verifyEach(boolean on) {}

    /**
     * Lower one function at a time ({@code PassManager.perFunction}: each top-level op through all the function-local
     * passes before the next; not when verifying after each pass). Off by default.
     */
    default void perFunction(boolean on) {}

    /**
     * Without {@link #verifyEach}: whether each lowering pipeline verifies its result once at its end (on by
     * default; the driver turns it off for C/C++ input unless {@code -fverify-intermediate-code}).
     */
    default void verifyAtEnd(boolean on) {}

    /**
     * Verifies a module that no pass has run on yet (e.g. CIRGen's output); invalid IR is an
     * internal error naming {@code producedBy} (by default: no verification).
     */
    default void verify(Operation module, String producedBy) {}

    /** The module's text form (MLIR syntax; generic form when asked). */
    String print(Operation module, boolean generic);

    /** The llvm-level module as LLVM IR text. */
    String toLlvmIr(Operation llvmLevelModule, String sourceFileName);

    // ----- -ftime-report: the same stages, reporting the time of their parts -----

    /** Receives the time of a part of the phase being timed (a pass, verification, ...). */
    interface PhaseTimes {
        void add(String name, long nanos);

        /** With the part's CPU time (this thread's). */
        default void add(String name, long nanos, long cpuNanos) { add(name, nanos); }
    }

    /** {@link #compileToCir}, reporting its parts (by default: none). */
    default Operation compileToCir(SourceRequest req, PhaseTimes times) throws CompilationFailed { return compileToCir(req); }

    /** {@link #toScf}, reporting each pass and the verification after the passes. */
    default Operation toScf(Operation cirModule, PhaseTimes times) { return toScf(cirModule); }

    /** {@link #toCf}, reporting its parts. */
    default Operation toCf(Operation scfModule, PhaseTimes times) { return toCf(scfModule); }

    /**
     * {@link #scfToLlvmLevel} (scf level → cf → the llvm dialect the LLVM IR writer takes, in one
     * pipeline: {@code convert-scf-to-cf,convert-to-llvm-dialect}), reporting its parts.
     */
    default Operation toLlvmDialect(Operation scfModule, PhaseTimes times) { return scfToLlvmLevel(scfModule); }

    /** {@link #scfPath}, reporting its parts. */
    default Operation scfPath(Operation cirModule, PhaseTimes times) { return scfPath(cirModule); }

    /** {@link #directPath}, reporting its parts. */
    default Operation directPath(Operation cirModule, PhaseTimes times) { return directPath(cirModule); }

    /**
     * {@code -g}: what debug info needs from a cir-level module (variables and their C types),
     * taken before lowering rewrites it in place; null when the stage writes no debug info.
     */
    default Object collectDebugInfo(Operation cirModule) { return null; }

    /** The llvm-level module as LLVM IR text with DWARF metadata from {@link #collectDebugInfo} (null: none). */
    default String toLlvmIr(Operation llvmLevelModule, String sourceFileName, Object debugInfo) {
        return toLlvmIr(llvmLevelModule, sourceFileName);
    }
}
