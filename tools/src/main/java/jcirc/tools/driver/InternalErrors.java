package jcirc.tools.driver;

import java.io.PrintStream;
import jcirc.ir.Location;
import jcirc.ir.ParseError;
import jcirc.ir.VerifyException;

/**
 * Reports a failure of jcirc itself (an exception that is not a diagnostic about the input) as
 * {@code where: internal compiler error: ...} plus notes, never as a bare Java stack trace;
 * the trace is printed only when the environment has {@code JCIRC_STACKTRACE=1}.
 */
public final class InternalErrors {
    /** Exit status for internal compiler errors (EX_SOFTWARE); input errors exit with 1. */
    public static final int EXIT_CODE = 70;

    private InternalErrors() {}

    public static void report(Throwable t, String where, String stage, PrintStream err) {
        report("jcirc", t, where, stage, err);
    }

    public static void report(String tool, Throwable t, String where, String stage, PrintStream err) {
        Location loc = irLocation(t);
        String prefix = loc != null && loc.isKnown() ? loc.toString() : (where == null ? tool : where);
        err.println(prefix + ": internal compiler error: " + describe(t));
        if (stage != null) err.println(tool + ": note: while " + stage + (where == null ? "" : " for '" + where + "'"));
        StackTraceElement[] st = t.getStackTrace();
        if (st.length > 0) err.println(tool + ": note: thrown at " + st[0]);
        if ("1".equals(jcirc.host.Invocation.getenv("JCIRC_STACKTRACE"))) t.printStackTrace(err);
        else err.println(tool + ": note: set JCIRC_STACKTRACE=1 to print the Java stack trace; please report this bug");
        err.flush();
    }

    static String describe(Throwable t) {
        String msg = t.getMessage();
        if (t instanceof VerifyException ve)
            msg = (ve.op() == null ? "" : "'" + ve.op().name() + "' op ") + msg + " [IR verification failed]";
        String name = t.getClass().getSimpleName();
        if (t instanceof StackOverflowError) return "stack overflow (input nested too deeply?)";
        if (t instanceof OutOfMemoryError) return "out of memory";
        return msg == null || msg.isBlank() ? name : msg + " (" + name + ")";
    }

    private static Location irLocation(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof VerifyException ve) return ve.location();
            if (c instanceof ParseError pe) return pe.location();
        }
        return null;
    }
}
