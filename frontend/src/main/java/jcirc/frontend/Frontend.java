package jcirc.frontend;

import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.cdt.CdtSetup;
import jcirc.frontend.cdt.PreprocessorOutput;
import jcirc.frontend.cirgen.CIRGenModule;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.FatalError;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.SemaWalk;
import jcirc.ir.Operation;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

import java.nio.file.Path;

/**
 * The frontend's entry points: C file → cir module ({@link #compileToCir}) and C file →
 * preprocessed text ({@link #preprocess}). Problems are reported to the {@link Diagnostics};
 * neither method throws for bad input.
 */
public final class Frontend {
    private Frontend() {}

    /** Parses, analyses and generates cir; returns null when errors were reported. */
    public static Operation compileToCir(Path file, FrontendOptions opts, Diagnostics diags) {
        try {
            CdtSetup setup = CdtSetup.create(file, opts, diags);
            if (setup == null) return null;
            return compile(setup, diags, opts);
        } catch (FatalError e) {
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            if ("1".equals(jcirc.host.Invocation.getenv("JCIRC_STACKTRACE"))) e.printStackTrace();
            diags.error(new SourceLoc(file.toString(), 1, 1), "internal compiler error: " + e);
            return null;
        }
    }

    /** Same, for source text in memory (named {@code name} in diagnostics). */
    public static Operation compileSourceToCir(String name, String source, FrontendOptions opts, Diagnostics diags) {
        try {
            CdtSetup setup = CdtSetup.create(name, source, opts, diags);
            return compile(setup, diags, opts);
        } catch (FatalError e) {
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            diags.error(new SourceLoc(name, 1, 1), "internal compiler error: " + e);
            return null;
        }
    }

    private static Operation compile(CdtSetup setup, Diagnostics diags, FrontendOptions opts) {
        IASTTranslationUnit tu = CdtParser.parse(setup, diags);
        if (tu == null || diags.hasErrors()) return null;
        Sema sema = newSema(opts, diags);
        CIRGenModule cgm = newCodeGen(sema, setup.mainPath, opts);
        // gcc's optimize("no-strict-aliasing") / #pragma GCC optimize: CDT drops the attribute on an implicit-int
        // definition (torture alias-1, pr79043), so a main file asking for it anywhere gets no TBAA tags at all
        if (cgm.tbaaEnabled() && NO_STRICT_ALIASING.matcher(tu.getRawSignature()).find()) cgm.disableTbaa();
        // -fsyntax-only stops after Sema, which makes every check (docs/frontend.md, "Sema before CIRGen")
        Operation module = translationUnit(tu, sema, opts.syntaxOnly ? null : cgm, null);
        if (!diags.hasErrors()) jcirc.frontend.warnings.Warnings.check(tu, sema, diags, opts.warnings);
        return diags.hasErrors() ? null : module != null ? module : cgm.module;   // -fsyntax-only: an empty module
    }

    /** {@code optimize("-fno-strict-aliasing")}, {@code optimize ("no-strict-aliasing", "O2")}, {@code #pragma GCC optimize ("no-strict-aliasing")}. */
    private static final java.util.regex.Pattern NO_STRICT_ALIASING = java.util.regex.Pattern.compile("optimize\\s*\\(\\s*\"[^\"]*no-strict-aliasing");

    /** A Sema for the options' language mode and warning flags. */
    public static Sema newSema(FrontendOptions opts, Diagnostics diags) {
        Sema sema = new Sema(diags);
        sema.c89 = opts.std.stdcVersion() == null;
        sema.c23 = opts.std.isC23();
        sema.gnu89Inline = sema.c89 || opts.gnu89Inline;
        sema.warningOptions = opts.warnings;
        sema.shortEnums = opts.shortEnums;
        if (opts.isCxx()) {
            jcirc.frontend.cxx.CxxNames.install(sema);
            sema.cxx.exceptionsEnabled = opts.cxxExceptions;
            sema.cxx.checkNew = opts.cxxCheckNew;
        }
        return sema;
    }

    /** A CIRGen for the options' code generation flags. */
    public static CIRGenModule newCodeGen(Sema sema, String mainPath, FrontendOptions opts) {
        CIRGenModule cgm = new CIRGenModule(sema, mainPath);
        cgm.instrumentFunctions = opts.instrumentFunctions;
        cgm.nonCallExceptions = opts.nonCallExceptions;
        cgm.defaultVisibility = opts.defaultVisibility;
        cgm.defaultTlsModel = opts.tlsModel;
        cgm.optimized = opts.optLevel > 0;
        if (opts.optLevel > 0 && opts.strictAliasing && !opts.isCxx()) cgm.enableTbaa();
        cgm.noBuiltin = opts.noBuiltin;
        cgm.targetFeatures = TargetFeatures.llvmAttribute(opts.targetFeatures);
        return cgm;
    }

    /**
     * Sema, then CIRGen, one top-level declaration at a time (as clang's parser hands each declaration
     * Sema has finished to CodeGen's {@code HandleTopLevelDecl}): {@link SemaWalk} declares, types and
     * checks the declaration and records its decisions, then CIRGen generates it from them. Without a
     * CIRGen ({@code -fsyntax-only}) only Sema runs. Returns the module (null without CIRGen).
     * {@code times}, when given, accumulates {wall, cpu} nanoseconds of Sema (0, 1) and CIRGen (2, 3).
     */
    public static Operation translationUnit(IASTTranslationUnit tu, Sema sema, CIRGenModule cgm, long[] times) {
        SemaWalk walk = new SemaWalk(sema);
        sema.diags.dropRepeats();   // CIRGen asks Sema again: what Sema reported is reported once
        walk.begin(tu);
        Iterable<IASTDeclaration> decls = tu instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTranslationUnit
                ? jcirc.frontend.cxx.CxxDeclarations.topLevel(tu.getDeclarations(), sema) : java.util.List.of(tu.getDeclarations());
        for (IASTDeclaration d : decls) {
            if (sema.templates != null && sema.templates.topLevel(d)) {   // C++ template declarations: instances (CxxTemplates)
                sema.templates.drain(walk, cgm);
                continue;
            }
            long t0 = times == null ? 0 : System.nanoTime(), c0 = times == null ? 0 : cpuNow();
            // C++: instances whose deduced return type is a closure or local class of their own, before their callers
            if (sema.templates != null && jcirc.frontend.sema.InstancesNeededEarly.name(sema, d)) sema.templates.drain(walk, cgm);
            walk.topLevel(d);
            if (tu instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTranslationUnit) jcirc.frontend.cxx.CxxClasses.declareMembers(sema, d);
            if (times != null) {
                long t1 = System.nanoTime(), c1 = cpuNow();
                times[0] += t1 - t0;
                times[1] += c1 - c0;
                t0 = t1;
                c0 = c1;
            }
            if (cgm != null) cgm.emitTopLevelDecl(d);
            if (sema.templates != null) sema.templates.drain(walk, cgm);   // the template instances d named
            if (times != null) {
                times[2] += System.nanoTime() - t0;
                times[3] += cpuNow() - c0;
            }
        }
        if (sema.templates != null) sema.templates.finishVirtuals(walk, cgm);   // what the instances' vtables name
        walk.end();
        if (cgm == null) return null;
        long t0 = times == null ? 0 : System.nanoTime(), c0 = times == null ? 0 : cpuNow();
        Operation module = cgm.finishTranslationUnit();   // the inline functions used (deferred definitions), vtables
        if (times != null) {
            times[2] += System.nanoTime() - t0;
            times[3] += cpuNow() - c0;
        }
        return module;
    }

    private static long cpuNow() { return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); }

    /** {@code -E}: the preprocessed text; null when the file cannot be read. */
    public static String preprocess(Path file, FrontendOptions opts, Diagnostics diags) {
        try {
            CdtSetup setup = CdtSetup.create(file, opts, diags);
            if (setup == null) return null;
            return opts.dumpMacros ? PreprocessorOutput.macros(setup, diags) : PreprocessorOutput.run(setup, diags, opts.lineMarkers);
        } catch (FatalError e) {
            return null;
        } catch (RuntimeException e) {
            diags.error(new SourceLoc(file.toString(), 1, 1), "internal compiler error: " + e);
            return null;
        }
    }
}
