package jcirc.frontend.cirgen.abi;

/**
 * The System V x86-64 psABI class of one eightbyte (§3.2.3). {@code SSEUP} and
 * {@code COMPLEX_X87} belong to vector and {@code _Complex long double} types, which C code
 * accepted by jcirc does not produce; they are kept so the merge rules read like the psABI.
 */
public enum ArgClass {
    NO_CLASS, INTEGER, SSE, SSEUP, X87, X87UP, COMPLEX_X87, MEMORY;

    /**
     * Merges the classes of two fields sharing an eightbyte (psABI §3.2.3 step 4c):
     * equal → that class; NO_CLASS yields to the other; MEMORY wins; then INTEGER; any x87
     * class gives MEMORY; otherwise SSE.
     */
    public static ArgClass merge(ArgClass a, ArgClass b) {
        if (a == b) return a;
        if (a == NO_CLASS) return b;
        if (b == NO_CLASS) return a;
        if (a == MEMORY || b == MEMORY) return MEMORY;
        if (a == INTEGER || b == INTEGER) return INTEGER;
        if (isX87(a) || isX87(b)) return MEMORY;
        return SSE;
    }

    private static boolean isX87(ArgClass c) { return c == X87 || c == X87UP || c == COMPLEX_X87; }
}
