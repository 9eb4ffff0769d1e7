package jcirc.frontend.types;

/**
 * C23 {@code nullptr_t}: the prelude spells {@code nullptr} as {@code ((struct __jcirc_nullptr_t *)0)}, so its
 * type is a pointer distinct from every other pointer type ({@code _Generic(nullptr, nullptr_t: 1, void *: 2)}
 * picks 1, as clang-19). Sema lets a value of this type convert implicitly to any pointer type (and bool);
 * diagnostics spell it {@code nullptr_t}.
 */
public final class NullptrType {
    private NullptrType() {}

    public static final String TAG = "__jcirc_nullptr_t";

    /** Is {@code t} (ignoring qualifiers) the type of {@code nullptr}? */
    public static boolean is(CType t) {
        return Types.unqual(t) instanceof CType.Pointer p && Types.unqual(p.pointee()) instanceof CType.Record r
                && TAG.equals(r.def().tag());
    }
}
