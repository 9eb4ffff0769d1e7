package jcirc.frontend;

import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.cdt.CdtSetup;
import jcirc.frontend.cdt.PreprocessorOutput;
import jcirc.frontend.cirgen.CIRGenModule;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.FatalError;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Sema;
import jcirc.ir.Operation;

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
        Sema sema = new Sema(diags);
        sema.c89 = opts.std.stdcVersion() == null;
        sema.c23 = opts.std.isC23();
        sema.warningOptions = opts.warnings;
        CIRGenModule cgm = new CIRGenModule(sema, setup.mainPath);
        cgm.instrumentFunctions = opts.instrumentFunctions;
        cgm.optimized = opts.optLevel > 0;
        cgm.noBuiltin = opts.noBuiltin;
        Operation module = cgm.emitTranslationUnit(tu);
        if (!diags.hasErrors()) jcirc.frontend.warnings.Warnings.check(tu, sema, diags, opts.warnings);
        return diags.hasErrors() ? null : module;
    }

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
