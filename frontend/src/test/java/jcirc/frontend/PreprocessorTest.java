package jcirc.frontend;

import jcirc.frontend.cdt.BuiltinHeaders;
import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.cdt.CdtSetup;
import jcirc.frontend.diag.Diagnostics;

import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

class PreprocessorTest {
    @TempDir Path tmp;

    private String preprocess(String src, FrontendOptions o) throws Exception {
        Path f = tmp.resolve("p.c");
        Files.writeString(f, src);
        Diagnostics d = new Diagnostics();
        String out = Frontend.preprocess(f, o, d);
        assertFalse(d.hasErrors(), d.renderAll());
        return out;
    }

    @Test
    void glibcHeadersParseWithoutProblems() {
        String src = """
                #include <stdio.h>
                #include <stdlib.h>
                #include <string.h>
                #include <math.h>
                #include <stdint.h>
                #include <limits.h>
                #include <stddef.h>
                #include <stdarg.h>
                #include <ctype.h>
                #include <assert.h>
                #include <float.h>
                #include <stdbool.h>
                #include <errno.h>
                #include <inttypes.h>
                #include <stdalign.h>
                #include <stdnoreturn.h>
                #include <iso646.h>
                int main(void) { printf("%d %zu\\n", INT_MAX, sizeof(max_align_t)); return 0; }
                """;
        Diagnostics d = new Diagnostics();
        CdtSetup setup = CdtSetup.create("/tmp/jcirc-test/h.c", src, TestSupport.opts(tmp.resolve("cache")), d);
        IASTTranslationUnit tu = CdtParser.parse(setup, d);
        assertNotNull(tu);
        assertEquals(0, d.all().size(), d.renderAll());
        assertTrue(tu.getDeclarations().length > 500, "glibc declarations expected");
    }

    @Test
    void predefinedMacrosOfX8664Linux() throws Exception {
        String out = preprocess("""
                a __x86_64__ __linux__ __LP64__ __SIZEOF_LONG__ __SIZEOF_POINTER__ __CHAR_BIT__
                b __STDC__ __STDC_VERSION__ __STDC_HOSTED__ __GNUC__ __GNUC_MINOR__ __jcirc__
                c __INT_MAX__ __LONG_MAX__ __SIZE_TYPE__ __BYTE_ORDER__
                #ifdef __OPTIMIZE__
                optimized
                #endif
                """, TestSupport.opts(tmp.resolve("cache")));
        assertTrue(out.contains("a 1 1 1 8 8 8"), out);
        assertTrue(out.contains("b 1 201710L 1 9 1 1"), out);
        assertTrue(out.contains("c 0x7fffffff 0x7fffffffffffffffL long unsigned int __ORDER_LITTLE_ENDIAN__")
                || out.contains("c 0x7fffffff 0x7fffffffffffffffL long unsigned int 1234"), out);
        assertFalse(out.contains("optimized"), out);
    }

    @Test
    void stdSelectsStdcVersionAndOptimizeMacro() throws Exception {
        FrontendOptions o = TestSupport.opts(tmp.resolve("cache"));
        o.std = FrontendOptions.Std.C99;
        o.optLevel = 2;
        String out = preprocess("v __STDC_VERSION__\n#ifdef __STRICT_ANSI__\nstrict\n#endif\n#ifdef __OPTIMIZE__\nopt\n#endif\n", o);
        assertTrue(out.contains("v 199901L"), out);
        assertTrue(out.contains("strict"), out);
        assertTrue(out.contains("opt"), out);
        o.std = FrontendOptions.Std.C89;
        String c89 = preprocess("#ifdef __STDC_VERSION__\nhas\n#else\nnone\n#endif\n", o);
        assertTrue(c89.contains("none"), c89);
    }

    @Test
    void defineAndUndefApplyInOrder() throws Exception {
        FrontendOptions o = TestSupport.opts(tmp.resolve("cache"));
        o.define("FOO=42").define("BAR").define("SQ(x)=((x)*(x))").undef("__linux__");
        String out = preprocess("x FOO BAR SQ(3)\n#ifdef __linux__\nlinux\n#endif\n", o);
        assertTrue(out.contains("x 42 1 ((3)*(3))") || out.contains("x 42 1 ( ( 3 ) * ( 3 ) )"), out);
        assertFalse(out.contains("linux\n"), out);
        o.undef("FOO");
        String out2 = preprocess("y FOO\n", o);
        assertTrue(out2.contains("y FOO"), out2);
    }

    @Test
    void includeOptionAndQuoteIncludesAndLineMarkers() throws Exception {
        Path inc = tmp.resolve("inc");
        Files.createDirectories(inc);
        Files.writeString(inc.resolve("pre.h"), "#define PRE 7\n");
        Files.writeString(inc.resolve("other.h"), "int other_decl;\n");
        FrontendOptions o = TestSupport.opts(tmp.resolve("cache"));
        o.includes.add(inc.resolve("pre.h"));
        o.includeDirs.add(inc);
        String out = preprocess("#include <other.h>\nint v = PRE;\n", o);
        assertTrue(out.contains("int v = 7"), out);
        assertTrue(out.contains("int other_decl;"), out);
        assertTrue(out.contains("other.h\" 1"), "entering an include gets flag 1: " + out);
        assertTrue(out.startsWith("# 1 \""), out);
    }

    /**
     * A header whose last line includes another (glibc's {@code <stdio.h>} ends with
     * {@code <bits/stdio.h>} at -O1): the inner header's tokens follow its own enter marker, not a
     * return marker to the main file, and the main file's line resumes with a return marker.
     */
    @Test
    void tokensOfAHeaderIncludedLastAreMarkedAsThatHeader() throws Exception {
        Path inc = tmp.resolve("tail");
        Files.createDirectories(inc);
        Files.writeString(inc.resolve("outer.h"), "int outer_decl;\n#include \"inner.h\"\n");
        Files.writeString(inc.resolve("inner.h"), "#define INL static inline\nINL int inner_fn(void) { return 1; }\nint inner_decl;\n");
        FrontendOptions o = TestSupport.opts(tmp.resolve("cache"));
        o.includeDirs.add(inc);
        String out = preprocess("#include <outer.h>\nint main_decl;\n", o);
        String innerName = inc.resolve("inner.h").toString();
        // the enter marker names the line of the header's first token (gcc: line 1 and a blank line)
        String enterMarker = "# 2 \"" + innerName + "\" 1\n";
        int enter = out.indexOf(enterMarker);
        assertTrue(enter >= 0, out);
        // what follows the enter marker is the header's own text
        assertTrue(out.startsWith("static inline int inner_fn", enter + enterMarker.length()), out);
        int fn = out.indexOf("static inline int inner_fn");
        int decl = out.indexOf("int inner_decl;");
        int back = out.indexOf("\" 2\n", enter);
        int mainDecl = out.indexOf("int main_decl;");
        assertTrue(enter < fn && fn < decl && decl < back && back < mainDecl, out);
        // int main_decl; is on its own line after a return marker to the main file's line 2
        assertTrue(out.substring(0, mainDecl).endsWith(".c\" 2\n"), out);
        assertFalse(out.contains("int inner_decl; int main_decl;"), out);
    }

    @Test
    void poundErrorAndMissingIncludeAreClangShaped() throws Exception {
        Path f = tmp.resolve("e.c");
        Files.writeString(f, "#include <no_such_header_jcirc.h>\n#error stop here\n");
        Diagnostics d = new Diagnostics();
        Frontend.preprocess(f, TestSupport.opts(tmp.resolve("cache")), d);
        String r = d.renderAll();
        // clang: a missing header is fatal, at the header name, and nothing after it is reported
        assertTrue(r.contains(f + ":1:10: fatal error: 'no_such_header_jcirc.h' file not found"), r);
        assertFalse(r.contains("stop here"), r);
        assertEquals(1, d.errorCount());
    }

    @Test
    void builtinHeadersAreExtractedOnceWithAllFiles() {
        Path dir = BuiltinHeaders.directory(tmp.resolve("cache2"));
        for (String n : BuiltinHeaders.NAMES) assertTrue(Files.isRegularFile(dir.resolve(n)), n);
        assertEquals(dir, BuiltinHeaders.directory(tmp.resolve("cache2")));
    }
}
