package jcirc.tools;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.VerifyDiagnostics;
import jcirc.tools.Pipeline.CompilationFailed;
import jcirc.tools.Pipeline.SourceRequest;

/**
 * {@code jcirc -verify file.c}: instead of printing the frontend's diagnostics, compares them with the
 * file's {@code // expected-error {{...}}} comments ({@link VerifyDiagnostics}); succeeds (exit 0) when
 * they agree, else prints clang's mismatch report and fails. An internal compiler error always fails.
 */
final class VerifyMode {
    private VerifyMode() {}

    static <T> T finish(T result, Diagnostics d, SourceRequest req) throws CompilationFailed {
        for (Diagnostic diag : d.all())
            if (diag.message().startsWith("internal compiler error")) throw new Pipeline.InternalErrorReported(diag.message());
        String text;
        try {
            text = Files.readString(req.file(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new CompilationFailed("cannot read " + req.file());
        }
        List<String> problems = VerifyDiagnostics.check(VerifyDiagnostics.parse(text), d.all(), req.file().toString());
        if (problems.isEmpty()) return result;
        for (String p : problems) req.diagnostics().println("error: " + p);
        req.diagnostics().println(problems.size() + (problems.size() == 1 ? " error" : " errors") + " generated.");
        req.diagnostics().flush();
        throw new CompilationFailed(problems.size() + " verify errors");
    }
}
