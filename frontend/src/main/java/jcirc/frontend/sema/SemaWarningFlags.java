package jcirc.frontend.sema;

import java.util.List;

/**
 * The clang warning flag of each warning Sema reports, found from the message's start, for the
 * {@code [-Wflag]} tag and for {@code -Wno-flag} / {@code -Werror=flag}:
 * <pre>
 * int *r = lp;     warning: incompatible pointer types initializing 'int *' with ... 'long *' [-Wincompatible-pointer-types]
 * int a = {1, 2};  warning: excess elements in scalar initializer [-Wexcess-initializers]
 * </pre>
 */
final class SemaWarningFlags {
    private SemaWarningFlags() {}

    private record Rule(String prefix, String contains, String flag) {}

    private static final List<Rule> RULES = List.of(
            new Rule("incompatible pointer types ", null, "incompatible-pointer-types"),
            new Rule("", " discards qualifiers", "incompatible-pointer-types-discards-qualifiers"),
            new Rule("excess elements in ", null, "excess-initializers"),
            new Rule("initializer-string for char array is too long", null, "excess-initializers"),
            new Rule("multi-character character constant", null, "multichar"),
            new Rule("comparison between pointer and integer", null, "pointer-integer-compare"),
            new Rule("pointer type mismatch", null, "pointer-type-mismatch"),
            new Rule("predefined identifier is only valid inside function", null, "predefined-identifier-outside-function"),
            new Rule("tentative array definition", null, "tentative-definition-array"),
            new Rule("unknown visibility", null, "ignored-attributes"),
            new Rule("'format' attribute arguments", null, "ignored-attributes"),
            new Rule("implicit declaration of function", null, DefaultErrors.IMPLICIT_FUNCTION_DECLARATION),
            new Rule("", "defaults to 'int'", DefaultErrors.IMPLICIT_INT),
            new Rule("", "has internal linkage but is not defined", "undefined-internal"),
            new Rule("binding reference member ", null, "dangling-field"));

    /** The flag of a Sema warning with this message, or null (no flag, as clang's "empty case range specified"). */
    static String of(String message) {
        for (Rule r : RULES)
            if (message.startsWith(r.prefix()) && (r.contains() == null || message.contains(r.contains()))) return r.flag();
        return null;
    }
}
