package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import java.util.ArrayList;
import java.util.List;

/**
 * An implicit conversion Sema decided for an operand (clang's chain of {@code ImplicitCastExpr}s):
 * the operand's type as written, the type its value is converted to in its context, and the steps
 * between them, in order. Recorded per expression in {@link SemaResults#conversion}; CIRGen reads the
 * target type instead of working out the context's rules (usual arithmetic conversions, integer
 * promotions, default argument promotions, conversion as if by assignment) again.
 */
public record ImplicitConversion(CType from, CType to, List<Step> steps) {

    /** One step of a conversion chain (clang's cast kinds, C's subset). */
    public enum Step {
        /** An lvalue's stored value is read (C11 6.3.2.1p2); qualifiers dropped. */
        LVALUE_TO_RVALUE,
        /** An array designator becomes a pointer to its first element (6.3.2.1p3). */
        ARRAY_TO_POINTER,
        /** A function designator becomes a pointer to the function (6.3.2.1p4). */
        FUNCTION_TO_POINTER,
        /** A small integer (or bit-field) becomes int or unsigned int (6.3.1.1p2). */
        INTEGRAL_PROMOTION,
        /** Between integer types of different width or signedness (6.3.1.3). */
        INTEGRAL,
        /** Between real floating types (6.3.1.5). */
        FLOATING,
        /** Integer to real floating (6.3.1.4p2). */
        INT_TO_FLOAT,
        /** Real floating to integer (6.3.1.4p1). */
        FLOAT_TO_INT,
        /** Any scalar to {@code _Bool} (6.3.1.2). */
        TO_BOOL,
        /** Between pointer types (6.3.2.3), also a null pointer constant to a pointer. */
        POINTER,
        /** Integer to pointer (6.3.2.3p5). */
        INT_TO_POINTER,
        /** Pointer to integer (6.3.2.3p6). */
        POINTER_TO_INT,
        /** To, from or between complex types (6.3.1.6-7). */
        COMPLEX,
        /** Between GNU vector types, or a scalar splatted to a vector. */
        VECTOR
    }

    /** The conversion of a value of type {@code written} (an expression's type as written) to {@code to}. */
    public static ImplicitConversion of(CType written, CType to) {
        List<Step> steps = new ArrayList<>();
        CType u = Types.unqual(written);
        CType from;
        if (u instanceof CType.Array a) {
            steps.add(Step.ARRAY_TO_POINTER);
            from = new CType.Pointer(a.element());
        } else if (u instanceof CType.Function) {
            steps.add(Step.FUNCTION_TO_POINTER);
            from = new CType.Pointer(u);
        } else {
            if (!written.equals(u)) steps.add(Step.LVALUE_TO_RVALUE);
            from = u;
        }
        CType t = Types.unqual(to);
        if (!Types.isVoid(t) && !from.equals(t)) steps.add(step(from, t));
        return new ImplicitConversion(written, t, List.copyOf(steps));
    }

    private static Step step(CType from, CType to) {
        if (Types.isVector(from) || Types.isVector(to)) return Step.VECTOR;
        if (Types.isComplex(from) || Types.isComplex(to)) return Step.COMPLEX;
        if (Types.isBool(to)) return Step.TO_BOOL;
        if (Types.isPointer(to)) return Types.isPointer(from) ? Step.POINTER : Step.INT_TO_POINTER;
        if (Types.isPointer(from)) return Step.POINTER_TO_INT;
        if (Types.isFloating(to)) return Types.isFloating(from) ? Step.FLOATING : Step.INT_TO_FLOAT;
        if (Types.isFloating(from)) return Step.FLOAT_TO_INT;
        return Types.isInteger(from) && to.equals(Types.promote(from)) ? Step.INTEGRAL_PROMOTION : Step.INTEGRAL;
    }
}
