package jcirc.tools.driver;

/** jcirc's version strings. */
public final class Version {
    public static final String VERSION = "0.1.0";
    public static final String TARGET = "x86_64-pc-linux-gnu";
    /** The GCC version jcirc presents to build tools (__GNUC__ etc.; docs/driver.md). */
    public static final String GCC_COMPATIBLE = "9.1.0";

    private Version() {}

    public static String banner(String tool) {
        return tool + " version " + VERSION + " (ClangIR-style C compiler in Java; LLVM backend via opt/llc)\n"
                + "Target: " + TARGET + "\n"
                // meson and other build tools recognise a GCC-compatible driver by this line
                + "GCC-compatible: presents itself as GCC " + GCC_COMPATIBLE
                + " (GCC is the Free Software Foundation's compiler; jcirc is not GCC)\n"
                + "Thread model: posix\n"
                + "Java: " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")\n";
    }
}
