package jcirc.frontend.types;

import java.util.ArrayList;
import java.util.List;

/** Spells a C type the way clang's diagnostics do ({@code int *}, {@code char[4]}, {@code int (*)(int)}). */
public final class TypePrinter {
    private TypePrinter() {}

    public static String print(CType t) { return declare(t, "").trim(); }

    /** Spells a declaration of {@code name} with type {@code t}. */
    public static String declare(CType t, String name) {
        return switch (t) {
            case CType.Pointer p when NullptrType.is(p) -> "nullptr_t" + (name.isEmpty() ? "" : " " + name);
            case CType.Pointer p -> {
                String inner = "*" + name;
                CType pt = p.pointee();
                CType pu = Types.unqual(pt);
                if (pu instanceof CType.Array || pu instanceof CType.Function) inner = "(" + inner + ")";
                String base = declare(pt, inner);
                yield base;
            }
            case CType.Array a -> declare(a.element(), name + "[" + (a.length() >= 0 ? a.length() : "") + "]");
            case CType.Function f -> {
                List<String> ps = new ArrayList<>();
                for (CType p : f.params()) ps.add(print(p));
                if (f.variadic()) ps.add("...");
                if (ps.isEmpty() && f.prototyped()) ps.add("void");
                yield declare(f.returnType(), name + "(" + String.join(", ", ps) + ")");
            }
            case CType.Qualified q -> {
                String quals = (q.isConst() ? "const " : "") + (q.isVolatile() ? "volatile " : "")
                        + (q.isRestrict() ? "restrict " : "") + (q.isAtomic() ? "_Atomic " : "");
                if (q.base() instanceof CType.Pointer) {
                    yield declare(q.base(), quals.trim() + (name.isEmpty() ? "" : " " + name));
                }
                yield quals + declare(q.base(), name);
            }
            // clang's spelling: __attribute__((__vector_size__(4 * sizeof(int)))) int
            case CType.Vector v -> "__attribute__((__vector_size__(" + v.length() + " * sizeof(" + print(v.element()) + ")))) "
                    + declare(v.element(), name);
            // clang 19 spells arrays without a space ('int[3]') and keeps it before '*' and '(' ('int *[3]', 'int (*)[3]')
            default -> t.toString() + (name.isEmpty() ? "" : (name.startsWith("[") ? "" : " ") + name);
        };
    }
}
