package jcirc.ctest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * gcc 12's own C++ execution tests (docs/cxx-conformance.md): the {@code { dg-do run }} tests of
 * {@code g++.dg/torture}, {@code g++.dg/cpp0x} and {@code g++.old-deja} that include no C++ library
 * header, unpacked from gcc-12-source's tarball as {@link TortureSuite} does for the C tests, each with
 * the flags gcc's DejaGnu harness ({@code g++-dg.exp}) gives it on x86_64 Linux.
 *
 * <p>Flags, as the directories' {@code .exp} files: {@code g++.dg/torture} ({@code dg-torture.exp},
 * {@code gcc-dg-runtest}): no default flags and no {@code -std=}; {@code g++.dg/cpp0x} and
 * {@code g++.old-deja} ({@code g++-dg-runtest}): the default extra flags {@code -pedantic-errors
 * -Wno-long-long} (replaced by the test's {@code dg-options}) and, unless the test names a
 * {@code -std=…++} itself, a standard from gcc's list {98, 14, 17, 20} as {@code -std=c++N}
 * ({@code -std=gnu++N} when the test has {@code dg-options}). gcc runs such a test once per standard;
 * here it runs once, at the first of 17, 14, 20, 98 under which its directives let it run.
 */
final class CxxConformanceSuite {
    private CxxConformanceSuite() {}

    static final String TESTSUITE = "gcc-12.2.0/gcc/testsuite";
    /** The three directories, in report order. */
    static final List<String> DIRS = List.of("g++.dg/torture", "g++.dg/cpp0x", "g++.old-deja", "g++.dg/coroutines/torture", "g++.dg/coroutines");
    /**
     * gcc's coroutine tests (docs/coroutines.md), unpacked apart (a stamp of their own): {@code <coroutine>} is their
     * point, so they may include library headers. {@code coroutines.exp} gives {@code -pedantic-errors -Wno-long-long
     * -std=c++20}; {@code coro-torture.exp} gives {@code -fcoroutines -std=c++17} with the torture options, run here
     * at -O0 with {@code -std=c++20} instead (jcirc++ and clang++ have the keywords from C++20 on only).
     */
    static final List<String> COROUTINE_DIRS = List.of("g++.dg/coroutines/torture", "g++.dg/coroutines");
    static final List<String> DEFAULT_CXXFLAGS = List.of("-pedantic-errors", "-Wno-long-long");
    /** The standards tried, in order (g++ 12's default is 17). */
    static final List<Integer> STANDARDS = List.of(17, 14, 20, 98);

    /** Effective targets of g++'s tests that are true on x86_64 Linux, besides {@link DgDirectives#TRUE_TARGETS}. */
    static final Set<String> CXX_TRUE_TARGETS = Set.of("cxa_atexit", "fpic", "pie_enabled", "sse_runtime", "sse2_runtime",
            "native", "tls", "tls_runtime", "tls_native", "pthread", "sse", "sse2", "rtti", "exceptions", "sync_int_long_stack",
            "init_priority", "section_anchors_not", "lp64", "named_sections", "cxa_thread_atexit", "ucn");

    /**
     * One test: {@code name} (its path below the testsuite without {@code .C}), {@code dir} (one of
     * {@link #DIRS}), the sources (the test and its {@code dg-additional-sources}), its text, the
     * flags before its directives ({@code -std=}), the default extra flags, and the standard its
     * directives are evaluated for.
     */
    record Program(String name, String dir, List<Path> sources, String text, List<String> flags, List<String> defaultExtra,
                   int std) {
        /** Which effective-target keywords are true for this program's standard. */
        Predicate<String> targets() {
            return kw -> DgDirectives.TRUE_TARGETS.contains(kw) || CXX_TRUE_TARGETS.contains(kw) || stdKeyword(kw, std) == Boolean.TRUE;
        }
    }

    /** The testsuite directory, from /opt/gcc12 when unpacked there, else unpacked into the cache. */
    static Path testsuite() throws IOException {
        Path opt = Path.of("/opt/gcc12").resolve(TESTSUITE);
        if (DIRS.stream().allMatch(d -> Files.isDirectory(opt.resolve(d)))) return opt;
        TortureSuite.unpacked(TESTSUITE + "/g++.dg/coroutines", "unpacked-gxx-coroutines.stamp", List.of("*/testsuite/g++.dg/coroutines/*"));
        return TortureSuite.unpacked(TESTSUITE + "/g++.old-deja", "unpacked-gxx.stamp",
                DIRS.stream().filter(d -> !COROUTINE_DIRS.contains(d)).map(d -> "*/testsuite/" + d + "/*").toList()).getParent();
    }

    /** Every selected test, sorted by name within each directory. */
    static List<Program> programs() throws IOException {
        Path ts = testsuite();
        List<Program> r = new ArrayList<>();
        for (String dir : DIRS) {
            List<Path> files;
            boolean coroutines = COROUTINE_DIRS.contains(dir);
            try (Stream<Path> s = coroutines ? Files.list(ts.resolve(dir)) : Files.walk(ts.resolve(dir))) {
                files = s.filter(p -> p.toString().endsWith(".C") && Files.isRegularFile(p)).sorted().toList();
            }
            for (Path f : files) {
                String text = Files.readString(f, StandardCharsets.ISO_8859_1);
                if (!RUN.matcher(text).find() || !coroutines && !noLibraryHeader(f, text, new HashSet<>())) continue;
                String name = ts.relativize(f).toString().replaceFirst("\\.C$", "");
                List<Path> sources = new ArrayList<>(List.of(f));
                for (List<DgDirectives.Word> d : DgDirectives.directives(text))
                    if (d.get(0).text().equals("dg-additional-sources"))
                        for (DgDirectives.Word w : d.subList(1, Math.min(2, d.size())))
                            for (DgDirectives.Word s : w.list()) sources.add(f.resolveSibling(s.text().trim()));
                r.add(program(name, dir, sources, text));
            }
        }
        return r;
    }

    private static Program program(String name, String dir, List<Path> sources, String text) {
        if (dir.equals("g++.dg/torture")) return new Program(name, dir, sources, text, List.of(), List.of(), 17);
        if (COROUTINE_DIRS.contains(dir)) {
            List<String> extra = new ArrayList<>(DEFAULT_CXXFLAGS);
            extra.add("-std=c++20");
            return new Program(name, dir, sources, text, List.of(), extra, 20);
        }
        Matcher own = OWN_STD.matcher(text);
        if (own.find()) {
            int std = stdNumber(own.group(1));
            return new Program(name, dir, sources, text, List.of(), DEFAULT_CXXFLAGS, std);
        }
        String prefix = text.contains("dg-options") ? "-std=gnu++" : "-std=c++";
        Program first = null;
        for (int std : STANDARDS) {
            Program p = new Program(name, dir, sources, text, List.of(prefix + std), DEFAULT_CXXFLAGS, std);
            if (first == null) first = p;
            if (DgDirectives.evaluate(text, null, p.flags(), List.of("-O0"), p.defaultExtra(), p.targets()).notApplicable() == null)
                return p;
        }
        return first;
    }

    private static final Pattern RUN = Pattern.compile("\\{\\s*dg-do\\s+run\\b");
    private static final Pattern OWN_STD = Pattern.compile("-std=(?:c|gnu)\\+\\+(\\w+)");
    private static final Pattern INCLUDE = Pattern.compile("(?m)^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]");

    /**
     * True when the test (and the files it includes with {@code "..."}) includes no C++ library
     * header: {@code <X>} is allowed only for C and POSIX headers ({@code X.h}, but not
     * {@code cxxabi.h}); {@code <cstdlib>}, {@code <new>}, {@code <typeinfo>} etc. rule it out.
     */
    static boolean noLibraryHeader(Path file, String text, Set<Path> seen) throws IOException {
        if (!seen.add(file.normalize())) return true;
        Matcher m = INCLUDE.matcher(text);
        while (m.find()) {
            String h = m.group(2).trim();
            if (m.group(1).equals("<")) {
                if (!h.endsWith(".h") || CXX_DOT_H.contains(h)) return false;
            } else {
                Path inc = file.resolveSibling(h);
                if (Files.isRegularFile(inc) && !noLibraryHeader(inc, Files.readString(inc, StandardCharsets.ISO_8859_1), seen))
                    return false;
            }
        }
        return true;
    }

    /** Headers ending in .h that are C++ (libstdc++'s ABI header and pre-standard names). */
    static final Set<String> CXX_DOT_H = Set.of("cxxabi.h", "new.h", "iostream.h", "typeinfo.h", "exception.h", "stream.h");

    /** 98, 11, 14, 17, 20, 23 from a -std= suffix (98, 03, 0x, 11, 1y, 2a, ...). */
    static int stdNumber(String s) {
        return switch (s) {
            case "98", "03" -> 98;
            case "0x", "11" -> 11;
            case "1y", "14" -> 14;
            case "1z", "17" -> 17;
            case "2a", "20" -> 20;
            default -> 23;
        };
    }

    private static final Pattern STD_KW = Pattern.compile("c\\+\\+(\\w\\w)(_only|_down)?");

    /** The value of a g++ standard keyword ({@code c++11}, {@code c++98_only}, {@code c++17_down}) for standard std; null if kw is none. */
    static Boolean stdKeyword(String kw, int std) {
        Matcher m = STD_KW.matcher(kw);
        if (!m.matches()) return null;
        int want = year(stdNumber(m.group(1))), have = year(std);
        if (m.group(2) == null) return have >= want;
        return m.group(2).equals("_only") ? have == want : have <= want;
    }

    private static int year(int std) { return std == 98 ? 1998 : 2000 + std; }
}
