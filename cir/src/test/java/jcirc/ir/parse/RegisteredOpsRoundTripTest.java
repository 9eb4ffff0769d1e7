package jcirc.ir.parse;

import jcirc.ir.*;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Every registered op round-trips: the examples in {@code src/test/resources/roundtrip/*.mlir}
 * ({@code // -----} separated, each chunk as AsmPrinter prints it, up to value numbering and
 * comments, see {@link PrintedForm}) are parsed, verified,
 * printed back identically, and printed → parsed → printed identically in the custom and the
 * generic form. {@link #everyRegisteredOpHasARoundTripExample} fails when a registered op has no
 * example.
 */
class RegisteredOpsRoundTripTest {
    record Example(String file, int line, String text) {
        @Override public String toString() { return file + ":" + line; }
    }

    static List<Example> examples() throws IOException, URISyntaxException {
        Path dir = Path.of(Objects.requireNonNull(RegisteredOpsRoundTripTest.class.getResource("/roundtrip"),
                "missing test resources roundtrip/").toURI());
        List<Example> r = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                for (IrReader.Chunk c : IrReader.split(text)) {
                    String body = stripComments(c.text()).strip();
                    if (!body.isEmpty()) r.add(new Example(f.getFileName().toString(), c.firstLine(), body + "\n"));
                }
            }
        }
        return r;
    }

    /** Drops whole-line {@code //} comments (file headers); the printer's own trailing comments stay. */
    private static String stripComments(String s) {
        StringBuilder sb = new StringBuilder();
        for (String line : s.split("\n", -1)) if (!line.stripLeading().startsWith("//")) sb.append(line).append('\n');
        return sb.toString();
    }

    static void checkRoundTrip(Example ex) {
        Operation m;
        try {
            m = IrReader.parse(ex.text(), ex.file());
        } catch (ParseError e) {
            throw new AssertionError(ex + ": " + e.render() + "\n" + ex.text(), e);
        }
        Verifier.verify(m);
        String custom = AsmPrinter.print(m);
        assertEquals(PrintedForm.normalize(ex.text()), PrintedForm.normalize(custom), ex + ": the example is not in printed form");
        assertEquals(custom, AsmPrinter.print(IrReader.parse(custom, ex.file())), ex + ": custom form");
        String generic = AsmPrinter.print(m, AsmPrinter.Options.GENERIC);
        Operation g = IrReader.parse(generic, ex.file());
        Verifier.verify(g);
        assertEquals(generic, AsmPrinter.print(g, AsmPrinter.Options.GENERIC), ex + ": generic form");
        assertEquals(custom, AsmPrinter.print(g), ex + ": generic form read back and printed custom");
        // with locations: every op keeps the location of its text
        AsmPrinter.Options withLocs = new AsmPrinter.Options(false, true, true);
        String located = AsmPrinter.print(m, withLocs);
        assertEquals(located, AsmPrinter.print(IrReader.parse(located, "other.mlir"), withLocs), ex + ": with locations");
        assertTrue(located.contains("loc(\"" + ex.file() + "\":"), ex + ": ops carry their text location");
    }

    @TestFactory
    Stream<DynamicTest> everyExampleRoundTrips() throws Exception {
        return examples().stream().map(ex -> DynamicTest.dynamicTest(ex.toString(), () -> checkRoundTrip(ex)));
    }

    /** The dialects of jcirc ({@code Dialects}); ops that tests register under other names are not checked. */
    static final Set<String> DIALECTS = Set.of("builtin", "cir", "scf", "cf", "arith", "func", "llvm", "math");

    private static String dialectOf(String op) { return op.substring(0, Math.max(0, op.indexOf('.'))); }

    @Test
    void everyRegisteredOpHasARoundTripExample() throws Exception {
        Set<String> used = new TreeSet<>();
        for (Example ex : examples()) {
            try {
                IrReader.parse(ex.text(), ex.file()).walk(op -> used.add(op.name()));
            } catch (ParseError e) {
                // reported by everyExampleRoundTrips
            }
        }
        List<String> missing = new ArrayList<>();
        for (OpDef def : OpRegistry.all())
            if (DIALECTS.contains(dialectOf(def.name())) && !used.contains(def.name())) missing.add(def.name());
        assertTrue(missing.isEmpty(), "registered ops without an example in src/test/resources/roundtrip/*.mlir: " + missing);
    }
}
