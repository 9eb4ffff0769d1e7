package jcirc.frontend.sema;

import jcirc.frontend.types.CType;

/**
 * clang's wording of a conversion as if by assignment (C11 6.5.16.1) in each context, for the
 * messages "incompatible pointer types ...", "incompatible integer to pointer conversion ...",
 * "... discards qualifiers" and the incompatible-type errors:
 * <pre>
 * assigning     assigning to 'T' from 'F'
 * passing       passing 'F' to parameter of type 'T'
 * returning     returning 'F' from a function with result type 'T'
 * initializing  initializing 'T' with an expression of type 'F'
 * </pre>
 */
final class ConversionWording {
    private ConversionWording() {}

    static String phrase(String what, CType from, CType to) {
        return switch (what) {
            case "assigning" -> "assigning to '" + to + "' from '" + from + "'";
            case "returning" -> "returning '" + from + "' from a function with result type '" + to + "'";
            case "initializing" -> "initializing '" + to + "' with an expression of type '" + from + "'";
            default -> what + " '" + from + "' to parameter of type '" + to + "'";
        };
    }

    /** The error for types that do not convert at all. */
    static String incompatible(String what, CType from, CType to) {
        return switch (what) {
            case "initializing" -> "initializing '" + to + "' with an expression of incompatible type '" + from + "'";
            case "passing" -> "passing '" + from + "' to parameter of incompatible type '" + to + "'";
            case "returning" -> "returning '" + from + "' from a function with incompatible result type '" + to + "'";
            default -> what + " to '" + to + "' from incompatible type '" + from + "'";
        };
    }
}
