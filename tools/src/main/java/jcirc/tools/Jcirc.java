package jcirc.tools;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import jcirc.backend.toolchain.Toolchain;
import jcirc.tools.driver.Driver;
import jcirc.tools.driver.InternalErrors;

/** The {@code jcirc} command. {@link #run} is re-entrant, for in-process use by tests. */
public final class Jcirc {
    private Jcirc() {}

    public static void main(String[] args) {
        // the compile server when it is enabled and usable (docs/compile-server.md), else in-process
        java.util.OptionalInt remote = jcirc.tools.server.ServerClient.tryCompile(args, false);
        if (remote.isPresent()) System.exit(remote.getAsInt());
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, InputStream.nullInputStream(), out, err);
    }

    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) { return run(args, in, out, err, false); }

    /** {@code cxx}: run as jcirc++ ({@link JcircXX}). */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean cxx) {
        try {
            Driver d = new Driver(Stages::create, new Toolchain(), in, out, err);
            return (cxx ? d.cxxDriver() : d).run(Arrays.asList(args));
        } catch (Throwable t) {
            InternalErrors.report(t, null, "running the driver", err);
            return InternalErrors.EXIT_CODE;
        } finally {
            out.flush();
            err.flush();
        }
    }
}
