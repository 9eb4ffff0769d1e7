package jcirc.frontend.cirgen.abi;

import java.util.List;

/**
 * The classes of the eightbytes of an object of at most two eightbytes ({@code hi} is
 * {@code NO_CLASS} for objects of up to 8 bytes), or {@code MEMORY} for both.
 */
public record Classification(ArgClass lo, ArgClass hi) {
    public static final Classification MEMORY = new Classification(ArgClass.MEMORY, ArgClass.MEMORY);
    public static final Classification NONE = new Classification(ArgClass.NO_CLASS, ArgClass.NO_CLASS);

    public boolean isMemory() { return lo == ArgClass.MEMORY; }

    /** Nothing to pass: an empty struct or union. */
    public boolean isEmpty() { return lo == ArgClass.NO_CLASS && hi == ArgClass.NO_CLASS; }

    public List<ArgClass> eightbytes() { return List.of(lo, hi); }

    /** How many general-purpose registers passing this needs. */
    public int intRegs() { return count(ArgClass.INTEGER); }

    /** How many SSE registers passing this needs. */
    public int sseRegs() { return count(ArgClass.SSE); }

    private int count(ArgClass c) { return (lo == c ? 1 : 0) + (hi == c ? 1 : 0); }

    @Override public String toString() { return isMemory() ? "MEMORY" : lo + "," + hi; }
}
