package jcirc.ir;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The IR core ({@code jcirc.ir} and its subpackages) names no dialect: no import of, and no fully
 * qualified reference to, a {@code jcirc.dialect} class in its code (comments aside). Dialects
 * reach the core through {@link DialectProvider}, {@link jcirc.ir.parse.DialectSyntax} and the
 * {@link OpDef}s they register.
 */
class CoreNeutralityTest {
    private static final Pattern DIALECT_REFERENCE = Pattern.compile("\\bjcirc\\.dialect\\.");

    @Test
    void irCoreNamesNoDialect() throws IOException {
        Path root = Path.of("src/main/java/jcirc/ir");
        assertTrue(Files.isDirectory(root), "run from the cir module: " + root.toAbsolutePath());
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".java")).toList()) {
                files++;
                String code = stripComments(Files.readString(p));
                Matcher m = DIALECT_REFERENCE.matcher(code);
                while (m.find()) {
                    int line = 1 + (int) code.substring(0, m.start()).chars().filter(c -> c == '\n').count();
                    found.add(root.relativize(p) + ":" + line);
                }
            }
        }
        assertTrue(files > 30, "the core's sources were not found");
        assertEquals(List.of(), found, "the IR core names dialect classes");
    }

    @Test
    void theCheckSeesCodeNotComments() {
        assertTrue(DIALECT_REFERENCE.matcher(stripComments("import jcirc.dialect.cir.CirTypes;")).find());
        assertFalse(DIALECT_REFERENCE.matcher(stripComments("/** see {@code jcirc.dialect.cir.CirTypes} */ // jcirc.dialect.x")).find());
    }

    /** The source with comments blanked (newlines kept), string literals left as they are. */
    static String stripComments(String src) {
        StringBuilder r = new StringBuilder(src.length());
        int i = 0, n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '"' ) {
                int j = i + 1;
                while (j < n && src.charAt(j) != '"' && src.charAt(j) != '\n') j += src.charAt(j) == '\\' ? 2 : 1;
                j = Math.min(j + 1, n);
                r.append(src, i, j);
                i = j;
            } else if (src.startsWith("//", i)) {
                while (i < n && src.charAt(i) != '\n') i++;
            } else if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (int k = i; k < end; k++) if (src.charAt(k) == '\n') r.append('\n');
                i = end;
            } else {
                r.append(c);
                i++;
            }
        }
        return r.toString();
    }
}
