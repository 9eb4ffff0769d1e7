package jcirc.frontend.cdt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTProblem;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.parser.IProblem;

import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceManager;

/**
 * Reports a translation unit's syntax problems: when CDT's parser found one in the main file,
 * {@link SyntaxDiagnoser} names the first error as clang does (message, position, note) and that
 * one error replaces CDT's problems (clang's recovery reports more, but one mistake gives one
 * error here, never a cascade). When the diagnoser sees nothing, or its error lies before the
 * declaration CDT complained about (a construct it does not know), CDT's problems are reported.
 */
final class SyntaxErrors {
    private SyntaxErrors() {}

    static void report(IASTTranslationUnit tu, CdtSetup setup, Diagnostics diags) {
        List<IASTProblem> syntax = new ArrayList<>();
        tu.accept(new ASTVisitor() {
            { shouldVisitProblems = true; }
            @Override public int visit(IASTProblem problem) {
                if (!problem.isWarning()) syntax.add(problem);
                return PROCESS_CONTINUE;
            }
        });
        int first = firstMainFileOffset(syntax, setup.mainPath);
        // a missing header is fatal (clang stops there): report in source order up to it
        boolean missingHeader = java.util.Arrays.stream(tu.getPreprocessorProblems())
                .anyMatch(p -> p.getID() == IProblem.PREPROCESSOR_INCLUSION_NOT_FOUND);
        if (first < 0 || missingHeader) { CdtParser.reportProblems(tu, diags); return; }
        SyntaxDiagnoser.Finding f;
        try {
            f = SyntaxDiagnoser.diagnose(SyntaxTokens.of(setup, diags.sources(), tu), typedefNames(tu));
        } catch (RuntimeException | StackOverflowError e) {   // a construct it cannot follow: CDT's report
            f = null;
        }
        if (f == null || f.offset() < earliestTrusted(tu, setup.mainPath, first)) { CdtParser.reportProblems(tu, diags); return; }
        for (IASTProblem p : tu.getPreprocessorProblems()) {
            IASTFileLocation fl = p.getFileLocation();
            boolean literal = p.getID() == IProblem.SCANNER_UNBOUNDED_STRING || p.getID() == IProblem.SCANNER_BAD_CHARACTER;
            if (fl == null || !setup.mainPath.equals(fl.getFileName()) || fl.getNodeOffset() < f.offset()
                    || (fl.getNodeOffset() == f.offset() && literal)) CdtParser.report(p, diags);
        }
        SourceManager sm = diags.sources();
        for (SyntaxDiagnoser.Finding w : f.warnings()) diags.warning(sm.locate(setup.mainPath, w.offset()), w.message());
        diags.error(sm.locate(setup.mainPath, f.offset()), f.message());
        if (f.note() != null) diags.note(sm.locate(setup.mainPath, f.noteOffset()), f.note());
    }

    private static int firstMainFileOffset(List<IASTProblem> problems, String mainPath) {
        int best = -1;
        for (IASTProblem p : problems) {
            IASTFileLocation fl = p.getFileLocation();
            if (fl == null) continue;
            if (!mainPath.equals(fl.getFileName())) return -1;   // a problem in a header: CDT's report
            if (best < 0 || fl.getNodeOffset() < best) best = fl.getNodeOffset();
        }
        return best;
    }

    /** The start of the file-scope declaration before the one holding offset {@code problem}. */
    private static int earliestTrusted(IASTTranslationUnit tu, String mainPath, int problem) {
        int prev = 0, last = 0;
        for (IASTDeclaration d : tu.getDeclarations()) {
            IASTFileLocation fl = d.getFileLocation();
            if (fl == null || !mainPath.equals(fl.getFileName())) continue;
            if (fl.getNodeOffset() > problem) break;
            prev = last;
            last = fl.getNodeOffset();
        }
        return prev;
    }

    /** Every typedef name the translation unit declares (headers included). */
    private static Set<String> typedefNames(IASTTranslationUnit tu) {
        Set<String> out = new HashSet<>(List.of("__builtin_va_list", "__int128_t", "__uint128_t"));
        tu.accept(new ASTVisitor() {
            { shouldVisitDeclarations = true; }
            @Override public int visit(IASTDeclaration d) {
                if (d instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() != null
                        && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_typedef) {
                    for (IASTDeclarator dc : sd.getDeclarators()) {
                        IASTDeclarator in = dc;
                        while (in.getNestedDeclarator() != null) in = in.getNestedDeclarator();
                        out.add(in.getName().toString());
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
        return out;
    }
}
