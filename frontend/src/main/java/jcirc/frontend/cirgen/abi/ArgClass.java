package jcirc.frontend.cirgen.abi;

/**
 * The System V x86-64 psABI class of one eightbyte (§3.2.3). {@code SSEUP} is the upper half of
 * a 16-byte GNU vector inside an aggregate; {@code COMPLEX_X87} is not produced (a
 * {@code _Complex long double} is handled before classification) and kept so the merge rules
 * read like the psABI.
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
