package jcirc.ir;

import java.util.function.Predicate;

/** A named predicate on types used by op declarations ("any type", "CIR pointer type", "signless integer"). */
public record TypeConstraint(String description, Predicate<Type> test) {
    public static final TypeConstraint ANY = new TypeConstraint("any type", t -> true);

    public boolean accepts(Type t) { return test.test(t); }

    public static TypeConstraint of(String description, Predicate<Type> test) { return new TypeConstraint(description, test); }

    public static TypeConstraint isA(String description, Class<? extends Type> cls) {
        return new TypeConstraint(description, cls::isInstance);
    }
}
