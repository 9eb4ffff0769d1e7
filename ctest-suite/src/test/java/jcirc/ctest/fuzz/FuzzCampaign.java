package jcirc.ctest.fuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A run of seeded mutants through jcirc (in process): mutant {@code i} of seed {@code S} is made
 * by {@code new Random(S * 1000003 + i)}: it picks the source file and 1-3 {@link Mutator} edits.
 * Each mutant goes through {@code -fsyntax-only -Wall}; one that passes also through
 * {@code -emit-llvm} (even mutants the scf path, odd ones {@code -fcir-direct}), and every tenth
 * LLVM IR output through {@code llc-19 -O0}. Crashers are saved (and optionally minimised).
 *
 * <p>Also runnable outside Maven for long runs:
 * {@code java -cp tools/target/jcirc-tools.jar:ctest-suite/target/test-classes jcirc.ctest.fuzz.FuzzCampaign SEED START COUNT [minimize]}.
 */
public final class FuzzCampaign {
    public static final Path TORTURE = Path.of("/opt/gcc12/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute");

    /** A crash, with what is needed to reproduce it. */
    public record Crash(long seed, int index, Path source, List<String> edits, String stage, String what, Path saved) {
        @Override public String toString() {
            return "mutant " + index + " of seed " + seed + " (" + source.getFileName() + ", " + edits + ") " + stage + ": " + what + " -> " + saved;
        }
    }

    private final List<Path> sources;
    private final Path crashDir;
    private final boolean minimize;
    private final PrintStream log;
    private final Map<Path, List<Mutator.Token>> tokens = new HashMap<>();
    private final Fuzzer fz = new Fuzzer();
    private int minTries = 800;

    public FuzzCampaign(List<Path> sources, Path crashDir, boolean minimize, PrintStream log) {
        this.sources = sources;
        this.crashDir = crashDir;
        this.minimize = minimize;
        this.log = log;
    }

    /** The ctest-suite programs and, when present, gcc's torture programs (sorted, so indices are stable). */
    public static List<Path> defaultSources(Path repoRoot) throws IOException {
        List<Path> s = new ArrayList<>(cFiles(repoRoot.resolve("ctest-suite/programs")));
        s.addAll(cFiles(TORTURE));
        return s;
    }

    static List<Path> cFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
    }

    /** Runs mutants {@code start .. start+count-1} of {@code seed}; prints a summary; returns the crashes. */
    public List<Crash> run(long seed, int start, int count) throws IOException {
        Path work = Files.createTempDirectory("jcirc-fuzz");
        List<Crash> crashes = new ArrayList<>();
        Map<String, Integer> outcomes = new TreeMap<>();
        long t0 = System.nanoTime();
        int llcRuns = 0;
        for (int i = start; i < start + count; i++) {
            Random rnd = new Random(seed * 1_000_003L + i);
            Path src = sources.get(rnd.nextInt(sources.size()));
            List<Mutator.Token> orig = tokens.computeIfAbsent(src, p -> {
                try { return Mutator.tokenize(Files.readString(p, StandardCharsets.ISO_8859_1)); }
                catch (IOException e) { throw new UncheckedIOException(e); }
            });
            Mutator.Mutant mut = Mutator.mutate(orig, rnd, 1 + rnd.nextInt(3));
            Path file = work.resolve("m" + i + ".c");
            String text = mut.text();
            Fuzzer.Outcome o = fz.compile(file, text, List.of("-fsyntax-only", "-Wall"));
            String stage = "-fsyntax-only";
            if (!o.crashed() && o.exit() == 0) {
                List<String> emit = i % 2 == 0 ? List.of("-emit-llvm") : List.of("-fcir-direct", "-emit-llvm");
                o = fz.compile(file, text, emit);
                stage = String.join(" ", emit);
                if (!o.crashed() && o.exit() == 0 && ++llcRuns % 10 == 0) {
                    String llc = llc(work, o.stdout());
                    // an error in the program's own assembly text (a mutant defining an asm label twice) is the input's:
                    // gcc's assembler and clang's integrated one reject it too
                    if (llc != null && llc.lines().findFirst().orElse("").startsWith("<inline asm>")) llc = null;
                    if (llc != null) o = new Fuzzer.Outcome(o.exit(), o.stdout(), llc, false, "llc-19 rejects the LLVM IR: " + llc.lines().findFirst().orElse(""));
                    stage += " | llc-19";
                }
            }
            outcomes.merge(stage + " exit " + o.exit(), 1, Integer::sum);
            if (o.crashed()) {
                Files.createDirectories(crashDir);
                Path saved = crashDir.resolve("seed" + seed + "-" + i + ".c");
                Files.writeString(saved, text + "\n/* " + src + " " + mut.edits() + "\n" + stage + ": " + o.crash() + "\n"
                        + o.stderr().replace("*/", "* /") + "\n*/\n");
                Crash c = new Crash(seed, i, src, mut.edits(), stage, o.crash(), saved);
                crashes.add(c);
                log.println("fuzz: CRASH " + c);
                log.flush();
                if (minimize && !stage.endsWith("llc-19")) minimize(work, mut.tokens(), stage, o.crash(), crashDir.resolve("seed" + seed + "-" + i + ".min.c"));
            }
            Files.deleteIfExists(file);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        log.printf("fuzz: %d mutants of seed %d from %d (%d source files) in %.1f s: %d crashes%n", count, seed, start, sources.size(), secs, crashes.size());
        outcomes.forEach((k, v) -> log.println("fuzz:   " + k + ": " + v));
        Map<String, Integer> kinds = new TreeMap<>();
        for (Crash c : crashes) kinds.merge(Fuzzer.signature(c.what()), 1, Integer::sum);
        kinds.forEach((k, v) -> log.println("fuzz: kind x" + v + ": " + k));
        log.flush();
        return crashes;
    }

    /** Null when llc-19 compiles the IR, else its error output. */
    private static String llc(Path work, String ir) throws IOException {
        Path ll = work.resolve("m.ll");
        Files.writeString(ll, ir);
        try {
            Process p = new ProcessBuilder("llc-19", "-O0", "-filetype=obj", "-o", "/dev/null", ll.toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(120, TimeUnit.SECONDS)) { p.destroyForcibly(); return "llc-19 timed out"; }
            return p.exitValue() == 0 ? null : out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Writes the smallest token list found that still crashes the same way at the same stage. */
    private void minimize(Path work, List<Mutator.Token> toks, String stage, String crash, Path out) throws IOException {
        String sig = Fuzzer.signature(crash);
        Path f = work.resolve("min.c");
        List<String> args = new ArrayList<>(List.of(stage.split(" ")));
        if (args.get(0).equals("-fsyntax-only") && !args.contains("-Wall")) args.add("-Wall");
        List<Mutator.Token> min = Fuzzer.minimize(toks, cand -> {
            try {
                Fuzzer.Outcome o = fz.compile(f, Mutator.render(cand), args);
                return o.crashed() && Fuzzer.signature(o.crash()).equals(sig);
            } catch (IOException e) {
                return false;
            }
        }, minTries);
        Files.writeString(out, Mutator.render(min) + "// " + stage + ": " + crash + "\n");
        log.println("fuzz:   minimised to " + min.size() + " tokens: " + out);
    }

    /**
     * {@code SEED START COUNT [minimize]}: a run; exit status 0 when nothing crashed.
     * {@code min FILE JCIRC-ARGS...}: minimises a crasher (the same crash with those arguments) to FILE.min.c.
     */
    public static void main(String[] args) throws IOException {
        if (args[0].equals("orig")) {
            // the unmutated sources through -fsyntax-only: the exit status of each (a baseline for the mutants)
            Path root = Path.of("").toAbsolutePath();
            while (root != null && !Files.exists(root.resolve("ctest-suite"))) root = root.getParent();
            Fuzzer fz = new Fuzzer();
            int bad = 0;
            for (Path p : defaultSources(root)) {
                Fuzzer.Outcome o = fz.run(List.of("-fsyntax-only", "-w", p.toString()));
                if (o.exit() != 0) {
                    bad++;
                    System.out.println(p + ": exit " + o.exit() + (o.crashed() ? " CRASH " + o.crash() : "") + " " + o.stderr().lines().filter(l -> l.contains("error")).findFirst().orElse(""));
                }
            }
            System.out.println(bad + " sources not accepted");
            System.exit(0);
        }
        if (args[0].equals("min")) {
            Path in = Path.of(args[1]);
            List<String> jargs = List.of(args).subList(2, args.length);
            FuzzCampaign c = new FuzzCampaign(List.of(), null, true, System.out);
            c.minTries = 3000;
            Fuzzer.Outcome o = c.fz.compile(Files.createTempFile("min", ".c"), Files.readString(in, StandardCharsets.ISO_8859_1), jargs);
            if (!o.crashed()) { System.out.println("does not crash:\n" + o.stderr()); System.exit(1); }
            System.out.println(o.crash());
            c.minimize(Files.createTempDirectory("jcirc-min"), Mutator.tokenize(Files.readString(in, StandardCharsets.ISO_8859_1)),
                    String.join(" ", jargs), o.crash(), Path.of(in.toString().replaceFirst("\\.c$", "") + ".min.c"));
            System.exit(0);
        }
        long seed = Long.parseLong(args[0]);
        int start = Integer.parseInt(args[1]), count = Integer.parseInt(args[2]);
        boolean min = args.length > 3 && args[3].equals("minimize");
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.exists(root.resolve("ctest-suite"))) root = root.getParent();
        if (root == null) throw new IllegalStateException("run from inside the repository");
        List<Crash> c = new FuzzCampaign(defaultSources(root), root.resolve("ctest-suite/target/fuzz-crashes"), min, System.out).run(seed, start, count);
        System.exit(c.isEmpty() ? 0 : 1);
    }
}
