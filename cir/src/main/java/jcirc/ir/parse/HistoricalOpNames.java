package jcirc.ir.parse;

/**
 * Upgrades op names of dialects that were renamed: the {@code loop} dialect became {@code scf}
 * ({@code loop.for} → {@code scf.for}, {@code loop.if} → {@code scf.if}, ...), and its
 * {@code loop.terminator} became {@code scf.yield} (spec/loop-dialect-historical.txt).
 */
public final class HistoricalOpNames {
    private HistoricalOpNames() {}

    public static String upgrade(String name) {
        if (name.equals("loop.terminator")) return "scf.yield";
        if (name.startsWith("loop.")) return "scf." + name.substring("loop.".length());
        return name;
    }
}
