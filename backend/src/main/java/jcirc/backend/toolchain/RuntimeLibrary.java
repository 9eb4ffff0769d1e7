package jcirc.backend.toolchain;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Locates jcirc's runtime library ({@code libjcirc_rt.a}), which the driver links into every
 * executable when it exists. Looked up, in order:
 * <ol>
 *   <li>the system property {@code jcirc.runtime} or the environment variable
 *       {@code JCIRC_RUNTIME} (a file; an empty value disables the runtime);</li>
 *   <li>under the jcirc home (system property {@code jcirc.home}, set by the launchers to the
 *       repository root): {@code lib/libjcirc_rt.a}, then
 *       {@code backend/target/runtime/libjcirc_rt.a}.</li>
 * </ol>
 * When none is found and a program needs the runtime ({@code -fscf-parallel}), the driver builds it
 * from {@link #SOURCES} into a cache directory ({@code jcirc.tools.runtime.RuntimeBuild}).
 */
public final class RuntimeLibrary {
    public static final String FILE_NAME = "libjcirc_rt.a";
    /** Class-path directory of the runtime's C sources (backend/src/main/resources/jcirc/runtime). */
    public static final String RESOURCE_DIR = "jcirc/runtime/";
    /** The translation units of the library, compiled by jcirc itself. */
    public static final List<String> SOURCES = List.of("parallel.c");
    /** Headers the sources include. */
    public static final List<String> HEADERS = List.of("jcirc_rt.h");

    private RuntimeLibrary() {}

    public static Optional<Path> locate() {
        String explicit = System.getProperty("jcirc.runtime", jcirc.host.Invocation.getenv("JCIRC_RUNTIME"));
        if (explicit != null) {
            if (explicit.isEmpty()) return Optional.empty();
            Path p = Path.of(explicit);
            return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
        }
        for (Path c : candidates()) if (Files.isRegularFile(c)) return Optional.of(c);
        return Optional.empty();
    }

    /** The places searched under the jcirc home. */
    public static List<Path> candidates() {
        List<Path> r = new ArrayList<>();
        String home = System.getProperty("jcirc.home", jcirc.host.Invocation.getenv("JCIRC_HOME"));
        if (home != null && !home.isEmpty()) {
            Path h = Path.of(home);
            r.add(h.resolve("lib").resolve(FILE_NAME));
            r.add(h.resolve("backend/target/runtime").resolve(FILE_NAME));
        }
        return r;
    }
}
