package jcirc.frontend.cdt;

import org.eclipse.cdt.internal.core.dom.parser.SizeofCalculator;
import org.eclipse.cdt.internal.core.dom.parser.SizeofCalculator.SizeAndAlignment;

import java.util.Map;

/**
 * The sizes and alignments of the builtin types in CDT's own constant evaluation ({@code sizeof(T)} and
 * {@code __alignof__(T)} in template arguments: a class template's default argument {@code bool = sizeof(_Tp) ==
 * sizeof(_Up)} (std::__is_memcmp_ordered_with, reached from std::lexicographical_compare and std::array's {@code <}),
 * {@code aligned_storage<sizeof(_Tp), __alignof__(_Tp)>}). CDT has two {@link SizeofCalculator}s: the unit's, used
 * with a lookup point, which takes the sizes from the scanner's builtin {@code __SIZEOF_*__} symbols (CdtSetup gives
 * them, so it has them already while the parser runs), and a default one, used without a lookup point (the mangler's
 * and Sema's evaluations outside any), which has none: this gives that one the x86-64 System V sizes (the psABI's
 * table of scalar types, as Sema's {@code Types.sizeOf} has them). Each source covers one calculator; neither alone
 * suffices (measured: without the builtins cxx 369 fails, without this cxx 372).
 */
public final class DefaultTypeSizes {
    private DefaultTypeSizes() {}

    /** Field of SizeofCalculator → {size, alignment}. */
    private static final Map<String, long[]> X86_64 = Map.ofEntries(
            Map.entry("sizeof_pointer", new long[] {8, 8}), Map.entry("sizeof_int", new long[] {4, 4}),
            Map.entry("sizeof_long", new long[] {8, 8}), Map.entry("sizeof_long_long", new long[] {8, 8}),
            Map.entry("sizeof_int128", new long[] {16, 16}), Map.entry("sizeof_short", new long[] {2, 2}),
            Map.entry("sizeof_bool", new long[] {1, 1}), Map.entry("sizeof_wchar_t", new long[] {4, 4}),
            Map.entry("sizeof_float", new long[] {4, 4}), Map.entry("sizeof_complex_float", new long[] {8, 4}),
            Map.entry("sizeof_double", new long[] {8, 8}), Map.entry("sizeof_complex_double", new long[] {16, 8}),
            Map.entry("sizeof_long_double", new long[] {16, 16}), Map.entry("sizeof_complex_long_double", new long[] {32, 16}),
            Map.entry("sizeof_float128", new long[] {16, 16}), Map.entry("sizeof_complex_float128", new long[] {32, 16}),
            Map.entry("sizeof_decimal32", new long[] {4, 4}), Map.entry("sizeof_decimal64", new long[] {8, 8}),
            Map.entry("sizeof_decimal128", new long[] {16, 16}));

    private static volatile boolean defaultInstalled;

    /** Gives CDT's default calculator the target's sizes (once). */
    public static void install() {
        if (defaultInstalled) return;
        synchronized (DefaultTypeSizes.class) {
            if (!defaultInstalled) fill(SizeofCalculator.getDefault());
            defaultInstalled = true;
        }
    }

    private static void fill(SizeofCalculator c) {
        for (java.lang.reflect.Field f : SizeofCalculator.class.getDeclaredFields()) {
            long[] sa = X86_64.get(f.getName());
            if (sa == null || java.lang.reflect.Modifier.isStatic(f.getModifiers())) continue;
            try {
                f.setAccessible(true);
                if (f.get(c) == null) f.set(c, new SizeAndAlignment(sa[0], (int) sa[1]));
            } catch (ReflectiveOperationException | RuntimeException x) {
                return;   // left as CDT has it: such sizes stay unknown
            }
        }
    }
}
