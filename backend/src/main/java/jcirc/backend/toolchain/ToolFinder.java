package jcirc.backend.toolchain;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds the external tools jcirc runs: LLVM's {@code opt}, {@code llc}, {@code FileCheck},
 * {@code llvm-as}, MLIR's {@code mlir-opt}, and {@code cc} (used only as the linker).
 *
 * <p>Search order for a tool named {@code name}:
 * <ol>
 *   <li>the environment variable {@code JCIRC_<NAME>} (upper case, '-' → '_'; e.g.
 *       {@code JCIRC_LLC}, {@code JCIRC_OPT}, {@code JCIRC_FILECHECK}, {@code JCIRC_CC},
 *       {@code JCIRC_MLIR_OPT}), which may be a path or a command name looked up on PATH;</li>
 *   <li>for LLVM tools other than the first found: the directory of the already-found
 *       {@code llc}, so that {@code opt} and {@code llc} come from the same LLVM;</li>
 *   <li>{@code /usr/lib/llvm-19/bin} ... {@code /usr/lib/llvm-14/bin} (newest first);</li>
 *   <li>{@code PATH}: {@code name}, then the versioned names {@code name-19} ... {@code name-14}.</li>
 * </ol>
 */
public final class ToolFinder {
    /** LLVM major versions searched, newest first. */
    public static final int[] LLVM_VERSIONS = {19, 18, 17, 16, 15, 14};

    private final Map<String, String> env;
    private final List<Path> llvmRoots;
    private final Map<String, Optional<Path>> cache = new ConcurrentHashMap<>();

    public ToolFinder() { this(jcirc.host.Invocation.env(), defaultLlvmRoots()); }

    public ToolFinder(Map<String, String> env, List<Path> llvmRoots) {
        this.env = env;
        this.llvmRoots = llvmRoots;
    }

    private static List<Path> defaultLlvmRoots() {
        List<Path> roots = new ArrayList<>();
        for (int v : LLVM_VERSIONS) roots.add(Path.of("/usr/lib/llvm-" + v, "bin"));
        return roots;
    }

    /** The environment variable that overrides the tool {@code name}. */
    public static String envVar(String name) {
        return "JCIRC_" + name.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** Finds a tool, or empty. Results are cached per finder. */
    public Optional<Path> find(String name) {
        Optional<Path> r = cache.get(name);
        if (r == null) {
            r = search(name);
            cache.put(name, r);
        }
        return r;
    }

    /** Finds a tool or throws with an install hint. */
    public Path require(String name) throws ToolchainException {
        Optional<Path> p = find(name);
        if (p.isPresent()) return p.get();
        String override = env.get(envVar(name));
        if (override != null && !override.isEmpty())
            throw new ToolchainException("cannot run '" + name + "': " + envVar(name) + "=" + override
                    + " is not an executable file");
        throw new ToolchainException("unable to find '" + name + "' on PATH or in /usr/lib/llvm-{19..14}/bin; "
                + installHint(name) + " (or set " + envVar(name) + " to its path)");
    }

    /** What to install to get a tool, for error messages. */
    public static String installHint(String name) {
        return switch (name) {
            case "FileCheck", "not" -> "install the Debian package llvm-14-tools (apt-get install llvm-14-tools) for FileCheck";
            case "mlir-opt" -> "install the Debian package mlir-19-tools (apt-get install mlir-19-tools)";
            case "cc" -> "install a C linker driver, e.g. the Debian package gcc (apt-get install gcc); jcirc uses it only to link";
            default -> "install LLVM, e.g. the Debian package llvm-14 (apt-get install llvm-14)";
        };
    }

    private Optional<Path> search(String name) {
        String override = env.get(envVar(name));
        if (override != null && !override.isEmpty()) {
            Path p = Path.of(override);
            if (override.contains(File.separator)) return isExecutable(p) ? Optional.of(p) : Optional.empty();
            return onPath(override);
        }
        if (!name.equals("llc") && !name.equals("cc") && isLlvmTool(name)) {
            Optional<Path> llc = find("llc");
            if (llc.isPresent()) {
                Path dir = realDir(llc.get());
                if (dir != null) {
                    Path sibling = dir.resolve(name);
                    if (isExecutable(sibling)) return Optional.of(sibling);
                }
            }
        }
        if (name.equals("cc")) return onPath(name);
        // The newest installed LLVM wins: its opaque-pointer optimizer is mature (LLVM 14's
        // loop-access analysis crashes on some opaque-pointer IR at -O2).
        for (Path root : llvmRoots) {
            Path c = root.resolve(name);
            if (isExecutable(c)) return Optional.of(c);
        }
        Optional<Path> p = onPath(name);
        if (p.isPresent()) return p;
        for (int v : LLVM_VERSIONS) {
            p = onPath(name + "-" + v);
            if (p.isPresent()) return p;
        }
        return Optional.empty();
    }

    private static boolean isLlvmTool(String name) {
        return name.equals("opt") || name.equals("FileCheck") || name.startsWith("llvm-") || name.equals("not");
    }

    private static Path realDir(Path p) {
        try {
            return p.toRealPath().getParent();
        } catch (Exception e) {
            return p.getParent();
        }
    }

    private Optional<Path> onPath(String name) {
        String path = env.getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path c = Path.of(dir, name);
            if (isExecutable(c)) return Optional.of(c);
        }
        return Optional.empty();
    }

    private static boolean isExecutable(Path p) {
        return Files.isRegularFile(p) && Files.isExecutable(p);
    }
}
