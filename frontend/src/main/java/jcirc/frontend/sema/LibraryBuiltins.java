package jcirc.frontend.sema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

/**
 * The C library functions that gcc knows as builtins, with their prototypes. gcc uses these
 * prototypes (1) for the {@code __builtin_} form of each name ({@code __builtin_malloc(n)} returns
 * {@code void *}) and (2) for a call to the plain name without a declaration in scope: an
 * implicitly declared {@code malloc} or {@code memset} gets the library prototype, not
 * {@code int ()}, so its pointer result is not truncated to 32 bits.
 */
final class LibraryBuiltins {
    private LibraryBuiltins() {}

    /*
     * One signature per line: result name params, each type one letter:
     * v void, i int, u unsigned, l long, L long long, z size_t, d double, f float, D long double,
     * p void *, P const void *, s char *, S const char *, I int *, F double *, G float *, H long double *, c double _Complex;
     * a trailing '.' marks a variadic function. f and l forms of the math functions are generated.
     */
    private static final String SIGNATURES = """
            p memcpy p P z
            p memmove p P z
            p mempcpy p P z
            p memset p i z
            i memcmp P P z
            p memchr P i z
            v bzero p z
            v bcopy P p z
            i bcmp P P z
            z strlen S
            z strnlen S z
            s strcpy s S
            s strncpy s S z
            s stpcpy s S
            s stpncpy s S z
            s strcat s S
            s strncat s S z
            i strcmp S S
            i strncmp S S z
            i strcasecmp S S
            i strncasecmp S S z
            s strchr S i
            s strrchr S i
            s index S i
            s rindex S i
            s strstr S S
            s strpbrk S S
            z strspn S S
            z strcspn S S
            s strdup S
            s strndup S z
            p malloc z
            p calloc z z
            p realloc p z
            p aligned_alloc z z
            v free p
            v abort
            v exit i
            v _exit i
            v _Exit i
            i abs i
            l labs l
            L llabs L
            l imaxabs l
            i printf S .
            i sprintf s S .
            i snprintf s z S .
            i scanf S .
            i sscanf S S .
            i puts S
            i putchar i
            i fprintf p S .
            i fputs S p
            i fputc i p
            i putc i p
            z fwrite P z z p
            i isalnum i
            i isalpha i
            i isascii i
            i isblank i
            i iscntrl i
            i isdigit i
            i isgraph i
            i islower i
            i isprint i
            i ispunct i
            i isspace i
            i isupper i
            i isxdigit i
            i toascii i
            i tolower i
            i toupper i
            """;

    /** Math functions {@code double f(double...)}, each also with f (float) and l (long double) forms. */
    private static final String MATH = """
            d cabs c
            d carg c
            c cacos c
            c casin c
            c catan c
            c ccos c
            c csin c
            c ctan c
            c cacosh c
            c casinh c
            c catanh c
            c ccosh c
            c csinh c
            c ctanh c
            c cexp c
            c clog c
            c csqrt c
            c cproj c
            c cpow c c
            d acos d
            d acosh d
            d asin d
            d asinh d
            d atan d
            d atanh d
            d atan2 d d
            d cbrt d
            d ceil d
            d copysign d d
            d cos d
            d cosh d
            d erf d
            d erfc d
            d exp d
            d exp2 d
            d expm1 d
            d fabs d
            d fdim d d
            d floor d
            d fma d d d
            d fmax d d
            d fmin d d
            d fmod d d
            d frexp d I
            d hypot d d
            i ilogb d
            d ldexp d i
            d lgamma d
            L llrint d
            L llround d
            d log d
            d log10 d
            d log1p d
            d log2 d
            d logb d
            l lrint d
            l lround d
            d modf d F
            d nearbyint d
            d nextafter d d
            d nexttoward d D
            d pow d d
            d remainder d d
            d remquo d d I
            d rint d
            d round d
            d scalbln d l
            d scalbn d i
            d sin d
            d sinh d
            d sqrt d
            d tan d
            d tanh d
            d tgamma d
            d trunc d
            """;

    private static final Map<String, CType.Function> TABLE = build();

    private static Map<String, CType.Function> build() {
        Map<String, CType.Function> m = new HashMap<>();
        for (String line : SIGNATURES.strip().split("\n")) add(m, line.strip().split(" +"), 'd');
        for (String line : MATH.strip().split("\n")) {
            String[] w = line.strip().split(" +");
            add(m, w, 'd');
            String[] f = w.clone(), l = w.clone();
            f[1] = w[1] + "f";
            l[1] = w[1] + "l";
            add(m, f, 'f');
            add(m, l, 'D');
        }
        return m;
    }

    /** Adds one signature; the math letter {@code d} (and F for its pointer) stands for {@code fp}. */
    private static void add(Map<String, CType.Function> m, String[] w, char fp) {
        boolean variadic = w[w.length - 1].equals(".");
        List<CType> params = new ArrayList<>();
        for (int i = 2; i < w.length - (variadic ? 1 : 0); i++) params.add(type(w[i].charAt(0), fp));
        m.put(w[1], new CType.Function(type(w[0].charAt(0), fp), List.copyOf(params), variadic, true));
    }

    private static CType type(char c, char fp) {
        return switch (c) {
            case 'v' -> CType.VOID;
            case 'i' -> CType.INT;
            case 'u' -> CType.UINT;
            case 'l' -> CType.LONG;
            case 'L' -> CType.LLONG;
            case 'z' -> CType.SIZE_T;
            case 'd' -> fp == 'd' ? CType.DOUBLE : type(fp, fp);
            case 'f' -> CType.FLOAT;
            case 'D' -> CType.LONG_DOUBLE;
            case 'p' -> new CType.Pointer(CType.VOID);
            case 'P' -> new CType.Pointer(Types.qualify(CType.VOID, true, false, false));
            case 's' -> new CType.Pointer(CType.CHAR);
            case 'S' -> new CType.Pointer(Types.qualify(CType.CHAR, true, false, false));
            case 'I' -> new CType.Pointer(CType.INT);
            case 'F' -> new CType.Pointer(type(fp, fp));
            case 'c' -> new CType.Complex(type(fp == 'd' ? 'd' : fp, fp));   // C99 <complex.h>: cabs, ccos, cpow… (and <complex>'s __builtin_ forms)
            default -> throw new IllegalArgumentException("library builtin type letter " + c);
        };
    }

    /** The library prototype of {@code name}, or null when gcc knows no builtin of that name. */
    static CType.Function prototype(String name) { return TABLE.get(name); }

    /** Every library builtin name (for declaring the {@code __builtin_} forms). */
    static Iterable<Map.Entry<String, CType.Function>> all() { return TABLE.entrySet(); }
}
