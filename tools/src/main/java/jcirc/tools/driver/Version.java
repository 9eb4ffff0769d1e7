package jcirc.tools.driver;

/** jcirc's version strings. */
public final class Version {
    public static final String VERSION = "0.1.0";
    public static final String TARGET = "x86_64-pc-linux-gnu";

    private Version() {}

    public static String banner(String tool) {
        return tool + " version " + VERSION + " (ClangIR-style C compiler in Java; LLVM backend via opt/llc)\n"
                + "Target: " + TARGET + "\n"
                + "Thread model: posix\n"
                + "Java: " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")\n";
    }
}
