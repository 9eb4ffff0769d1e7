package jcirc.backend.toolchain;

/** An optimization level as given by {@code -O0..-O3}, {@code -Os}, {@code -Oz}. */
public enum OptLevel {
    O0("0", 0), O1("1", 1), O2("2", 2), O3("3", 3), Os("s", 2), Oz("z", 2);

    private final String spelling;
    private final int codegenLevel;

    OptLevel(String spelling, int codegenLevel) { this.spelling = spelling; this.codegenLevel = codegenLevel; }

    /** True when {@code opt} runs at all (every level but -O0). */
    public boolean runsOpt() { return this != O0; }

    /** The flag for {@code opt}: {@code -O1}, {@code -Os}, ... */
    public String optFlag() { return "-O" + spelling; }

    /** The flag for {@code llc}, which knows only -O0..-O3. */
    public String llcFlag() { return "-O" + codegenLevel; }

    /**
     * Parses what follows {@code -O} in gcc's syntax: "" (means 1), "0".."3", "s", "z",
     * "fast" (treated as 3), "g" (treated as 1); numbers above 3 mean 3 like gcc. Returns null
     * for anything else.
     */
    public static OptLevel parse(String s) {
        switch (s) {
            case "": case "1": case "g": return O1;
            case "0": return O0;
            case "2": return O2;
            case "3": case "fast": return O3;
            case "s": return Os;
            case "z": return Oz;
            default:
                if (s.matches("[0-9]+")) return O3;
                return null;
        }
    }
}
