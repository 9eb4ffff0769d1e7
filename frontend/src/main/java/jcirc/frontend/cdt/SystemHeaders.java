package jcirc.frontend.cdt;

import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Whether code comes from a system header — the system include directories ({@link CdtSetup#SYSTEM_DIRS}: glibc's,
 * libstdc++'s), jcirc's own builtin headers and its header cache. As clang and gcc do, warnings there are not shown
 * (a user cannot fix them): the day-one {@code <iostream>} program compiles without libstdc++'s warnings.
 */
public final class SystemHeaders {
    private SystemHeaders() {}

    /** Is file {@code f} a system header? */
    public static boolean isSystemFile(String f) {
        if (f == null) return false;
        if (f.contains("/.cache/jcirc/") || BuiltinHeaders.isBuiltinHeader(f)) return true;
        for (String dir : CdtSetup.SYSTEM_DIRS) if (f.startsWith(dir + "/")) return true;
        return false;
    }

    /** Is {@code n} (where it is expanded) in a system header? A node without a location counts as one. */
    public static boolean contains(IASTNode n) {
        IASTFileLocation fl = n == null ? null : n.getFileLocation();
        return fl == null || isSystemFile(fl.getFileName());
    }

    /** Is {@code n} located in a system header? A node without a location is not (a diagnostic keeps it). */
    public static boolean located(IASTNode n) {
        IASTFileLocation fl = n == null ? null : n.getFileLocation();
        return fl != null && isSystemFile(fl.getFileName());
    }
}
