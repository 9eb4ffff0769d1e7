package jcirc.ctest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The committed list of torture programs jcirc is known to fail
 * ({@code ctest-suite/torture/expected-failures.txt}), one line per failure:
 * {@code name config category [note]}, where config is one of {@link TortureTest#CONFIG_NAMES}
 * or {@code *} (all of them) and category says why (nested-function, vector, wrong-code, ...).
 * Lines starting with {@code #} are comments. {@link #write} regenerates the file from a run.
 */
final class TortureExpectations {
    /** Why a program is expected to fail. */
    record Entry(String category, String note) {
        String format() { return note.isEmpty() ? category : category + " " + note; }
    }

    /**
     * Categories that only name a symptom: an entry with one of them takes the new guess when the
     * program now fails differently (a fixed link error that uncovers wrong code); other
     * (reviewed) categories stay.
     */
    static final java.util.Set<String> SYMPTOMS = java.util.Set.of("ice", "link", "timeout", "compile-timeout");

    /** name -> config (or "*") -> entry, in file order. */
    private final Map<String, Map<String, Entry>> entries = new TreeMap<>();
    private final List<String> header = new ArrayList<>();

    static TortureExpectations read(Path file) throws IOException {
        TortureExpectations e = new TortureExpectations();
        if (!Files.exists(file)) return e;
        int lineNo = 0;
        boolean inHeader = true;
        for (String line : Files.readAllLines(file)) {
            lineNo++;
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                if (inHeader) e.header.add(line);
                continue;
            }
            inHeader = false;
            String[] f = t.split("\\s+", 4);
            if (f.length < 3)
                throw new AssertionError(file + ":" + lineNo + ": expected `name config category [note]`, got: " + line);
            if (!f[1].equals("*") && !TortureTest.CONFIG_NAMES.contains(f[1]))
                throw new AssertionError(file + ":" + lineNo + ": unknown config '" + f[1] + "' (one of " + TortureTest.CONFIG_NAMES + " or *)");
            e.entries.computeIfAbsent(f[0], k -> new LinkedHashMap<>()).put(f[1], new Entry(f[2], f.length > 3 ? f[3] : ""));
        }
        return e;
    }

    /** The expected failure of {@code name} in {@code config}, or null when it should pass. */
    Entry lookup(String name, String config) {
        Map<String, Entry> m = entries.get(name);
        if (m == null) return null;
        Entry e = m.get(config);
        return e != null ? e : m.get("*");
    }

    /**
     * Replaces the entries of the programs and configurations in {@code run} (name -> config ->
     * failure category, null for a pass; configurations not run keep their entries) and writes the
     * file: a program that fails everywhere with one category gets a single {@code *} line. An
     * entry that still fails keeps its category and note (unless that was only a {@link #SYMPTOMS symptom}).
     */
    void write(Path file, Map<String, Map<String, String>> run) throws IOException {
        for (var p : run.entrySet()) {
            Map<String, Entry> per = new LinkedHashMap<>();
            for (String c : TortureTest.CONFIG_NAMES) {
                Entry old = lookup(p.getKey(), c);
                if (!p.getValue().containsKey(c)) { if (old != null) per.put(c, old); continue; }
                String failed = p.getValue().get(c);
                if (failed != null) per.put(c, old != null && !(SYMPTOMS.contains(old.category()) && !old.category().equals(failed)) ? old : new Entry(failed, ""));
            }
            if (per.size() == TortureTest.CONFIG_NAMES.size() && per.values().stream().distinct().count() == 1)
                per = new LinkedHashMap<>(Map.of("*", per.values().iterator().next()));
            if (per.isEmpty()) entries.remove(p.getKey()); else entries.put(p.getKey(), per);
        }
        StringBuilder sb = new StringBuilder();
        for (String h : header) sb.append(h).append('\n');
        int w = entries.keySet().stream().mapToInt(String::length).max().orElse(10);
        for (var p : entries.entrySet())
            for (var c : p.getValue().entrySet())
                sb.append(String.format("%-" + w + "s  %-9s  %s%n", p.getKey(), c.getKey(), c.getValue().format()));
        Files.createDirectories(file.getParent());
        Files.writeString(file, sb.toString());
    }

    int size() { return entries.values().stream().mapToInt(Map::size).sum(); }
}
