package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.ir.Operation;

import java.nio.file.Path;

/** Shared helpers: compile or preprocess C text held in memory. */
final class TestSupport {
    private TestSupport() {}

    static FrontendOptions opts(Path cache) {
        FrontendOptions o = new FrontendOptions();
        o.cacheDir = cache;
        return o;
    }

    static Operation compile(String src, FrontendOptions o, Diagnostics d) {
        return Frontend.compileSourceToCir("/tmp/jcirc-test/t.c", src, o, d);
    }
}
