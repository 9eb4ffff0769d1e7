package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make CC=bin/jcirc} on the project in {@code ctest-suite/make-project} (a static
 * library, a shared library, an executable; header dependencies from {@code -MMD -MP}): the
 * build and {@code make check} succeed, the program prints the expected output, a second
 * {@code make} does nothing, and touching a header rebuilds exactly the objects that include
 * it (directly or through another header) and what links them.
 *
 * <p>bin/jcirc is the real launcher (a process per compile); it builds the jar first when the
 * sources are newer.
 */
class MakeProjectTest {
    private static final Path PROJECT = NativeRun.repoRoot().resolve("ctest-suite/make-project");
    private static final Pattern COMPILE = Pattern.compile(" -c \\S+ -o (\\S+)");

    @TempDir Path tmp;

    @Test
    void buildsChecksAndRebuildsExactlyTheDependents() throws Exception {
        Path work = tmp.resolve("make-project");
        copyProject(work);

        NativeRun.Result first = make(work, "check");
        assertEquals(0, first.exit(), "make check failed\n" + first.describe());
        assertTrue(first.stdout().contains("make-project: OK"), first.describe());
        assertEquals(Set.of("build/main.o", "build/static/vec.o", "build/static/geom.o", "build/shared/strutil.o"),
                compiled(first), first.stdout());
        for (String dep : List.of("build/main.d", "build/static/vec.d", "build/static/geom.d", "build/shared/strutil.d"))
            assertTrue(Files.isRegularFile(work.resolve(dep)), dep + " was not written");
        String mainDeps = Files.readString(work.resolve("build/main.d"));
        assertTrue(mainDeps.startsWith("build/main.o: src/main.c include/geom.h include/vec.h include/strutil.h\n"), mainDeps);
        assertTrue(mainDeps.contains("\ninclude/vec.h:\n"), "-MP rules missing:\n" + mainDeps);
        assertTrue(!mainDeps.contains("stdio.h"), "-MMD must leave out system headers:\n" + mainDeps);

        NativeRun.Result run = NativeRun.exec(List.of(work.resolve("build/app").toString()), work, 30);
        assertEquals(0, run.exit(), run.describe());
        assertEquals(Files.readString(PROJECT.resolve("expected.txt")), run.stdout());
        assertTrue(Files.isRegularFile(work.resolve("build/libgeom.a")) && Files.isRegularFile(work.resolve("build/libstrutil.so")));

        NativeRun.Result again = make(work, "all");
        assertEquals(0, again.exit(), again.describe());
        assertEquals(Set.of(), compiled(again), "nothing changed, nothing to rebuild:\n" + again.stdout());

        // strutil.h: included by strutil.c (the shared library) and main.c only.
        touch(work.resolve("include/strutil.h"));
        NativeRun.Result afterStrutil = make(work, "all");
        assertEquals(0, afterStrutil.exit(), afterStrutil.describe());
        assertEquals(Set.of("build/main.o", "build/shared/strutil.o"), compiled(afterStrutil), afterStrutil.stdout());
        assertTrue(!afterStrutil.stdout().contains("ar rcs"), "libgeom.a must not be rebuilt:\n" + afterStrutil.stdout());
        assertTrue(afterStrutil.stdout().contains("-shared"), "libstrutil.so must be relinked:\n" + afterStrutil.stdout());

        // vec.h: included by vec.c, and through geom.h by geom.c and main.c.
        touch(work.resolve("include/vec.h"));
        NativeRun.Result afterVec = make(work, "check");
        assertEquals(0, afterVec.exit(), afterVec.describe());
        assertEquals(Set.of("build/main.o", "build/static/vec.o", "build/static/geom.o"), compiled(afterVec), afterVec.stdout());
        assertTrue(afterVec.stdout().contains("ar rcs") && !afterVec.stdout().contains("-shared"), afterVec.stdout());
    }

    private static NativeRun.Result make(Path work, String target) {
        String jcirc = NativeRun.repoRoot().resolve("bin/jcirc").toString();
        NativeRun.Result r = NativeRun.exec(List.of("make", "--no-print-directory", "CC=" + jcirc, target), work, 900);
        if (r.exit() == -1 || r.stderr().contains("make: not found"))
            throw new AssertionError("running make failed: install it with `apt-get install make`\n" + r.describe());
        return r;
    }

    /** The objects a make run compiled (the {@code -o} of each {@code -c} command it echoed). */
    private static Set<String> compiled(NativeRun.Result r) {
        Set<String> objs = new TreeSet<>();
        Matcher m = COMPILE.matcher(r.stdout());
        while (m.find()) objs.add(m.group(1));
        return objs;
    }

    /** A header edit, one second after the last build so make's timestamps see it. */
    private static void touch(Path file) throws Exception {
        Thread.sleep(1100);
        Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
    }

    private static void copyProject(Path to) throws IOException {
        try (Stream<Path> s = Files.walk(PROJECT)) {
            for (Path p : s.toList()) {
                Path rel = PROJECT.relativize(p);
                if (rel.startsWith("build")) continue;
                Path dest = to.resolve(rel.toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }
}
