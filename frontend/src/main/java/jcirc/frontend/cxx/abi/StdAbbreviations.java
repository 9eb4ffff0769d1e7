package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;

/**
 * The Itanium ABI's abbreviations of four {@code ::std} template instances, used only in their exact forms:
 * {@code Ss} = {@code std::basic_string<char, std::char_traits<char>, std::allocator<char>>},
 * {@code Si}/{@code So}/{@code Sd} = {@code std::basic_istream}/{@code basic_ostream}/{@code basic_iostream<char,
 * std::char_traits<char>>}. They are not substitution candidates. {@code std::__cxx11::basic_string} (libstdc++'s
 * {@code std::string} since GCC 5) is not {@code ::std::basic_string} and is spelled out.
 */
final class StdAbbreviations {
    private StdAbbreviations() {}

    /** The abbreviation of {@code c}, or null. */
    static String exact(ICPPClassType c) {
        if (!(c instanceof ICPPTemplateInstance ti) || !inStd(c)) return null;
        ICPPTemplateArgument[] a = ti.getTemplateArguments();
        return switch (c.getName()) {
            case "basic_string" -> a.length == 3 && isChar(a[0]) && isStdOfChar(a[1], "char_traits") && isStdOfChar(a[2], "allocator") ? "Ss" : null;
            case "basic_istream", "basic_ostream", "basic_iostream" -> a.length == 2 && isChar(a[0]) && isStdOfChar(a[1], "char_traits")
                    ? switch (c.getName()) { case "basic_istream" -> "Si"; case "basic_ostream" -> "So"; default -> "Sd"; } : null;
            default -> null;
        };
    }

    private static boolean inStd(ICPPClassType c) {
        return c.getOwner() instanceof ICPPNamespace ns && ns.getName().equals("std") && ns.getOwner() == null;
    }

    private static IType unwrap(ICPPTemplateArgument a) {
        if (!a.isTypeValue()) return null;
        IType t = a.getTypeValue();
        while (t instanceof ITypedef td) t = td.getType();
        return t;
    }

    /** Plain {@code char} (not signed or unsigned char). */
    private static boolean isChar(ICPPTemplateArgument a) {
        return unwrap(a) instanceof IBasicType b && b.getKind() == IBasicType.Kind.eChar && !b.isSigned() && !b.isUnsigned();
    }

    /** {@code std::NAME<char>}. */
    private static boolean isStdOfChar(ICPPTemplateArgument a, String name) {
        return unwrap(a) instanceof ICPPClassType c && c.getName().equals(name) && inStd(c) && c instanceof ICPPTemplateInstance ti
                && ti.getTemplateArguments().length == 1 && isChar(ti.getTemplateArguments()[0]);
    }
}
