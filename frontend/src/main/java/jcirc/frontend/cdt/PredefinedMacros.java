package jcirc.frontend.cdt;

import jcirc.frontend.FrontendOptions;

import java.util.ArrayList;
import java.util.List;

/**
 * The macros jcirc predefines for x86-64 Linux (LP64, System V), gcc-compatible enough for
 * glibc's headers, plus the -D/-U options; rendered as the text of a virtual prelude file that
 * the preprocessor reads before the main file.
 */
public final class PredefinedMacros {
    private PredefinedMacros() {}

    /** Names CDT's GNU scanner configuration predefines that jcirc removes or replaces. */
    static final List<String> CDT_MACROS_TO_DROP = List.of(
            "__CDT_PARSER__", "__builtin_va_arg", "__builtin_offsetof", "__offsetof__", "__null",
            "__real__", "__imag__", "__stdcall", "__thread", "__builtin_types_compatible_p");

    /** Ordered (name, value) pairs; a name may carry a parameter list, e.g. {@code __INT64_C(c)}. */
    public static List<String[]> targetMacros(FrontendOptions opts) {
        List<String[]> m = new ArrayList<>();
        FrontendOptions.Std std = opts.std;
        def(m, "__STDC__", "1");
        def(m, "__STDC_HOSTED__", "1");
        def(m, "__STDC_UTF_16__", "1");
        def(m, "__STDC_UTF_32__", "1");
        def(m, "__jcirc__", "1");
        def(m, "__jcirc_major__", "0");
        def(m, "__jcirc_minor__", "1");
        // GCC 9.1: the lowest GCC whose flag tables in CMake (C_STANDARD 90...23, -std=c2x) and
        // meson match what jcirc accepts; glibc's float-type setup is read as for 4.2 by the
        // builtin <bits/floatn.h> (docs/driver.md, "How jcirc presents itself")
        def(m, "__GNUC__", "9");
        def(m, "__GNUC_MINOR__", "1");
        def(m, "__GNUC_PATCHLEVEL__", "0");
        def(m, "__VERSION__", "\"9.1.0 Compatible jcirc 0.1\"");
        if (std == FrontendOptions.Std.C89 || std == FrontendOptions.Std.GNU89 || std == FrontendOptions.Std.C94 || opts.gnu89Inline) {
            def(m, "__GNUC_GNU_INLINE__", "1");
        } else {
            def(m, "__GNUC_STDC_INLINE__", "1");
        }
        if (!std.gnu) def(m, "__STRICT_ANSI__", "1");
        // target and OS
        for (String n : List.of("__x86_64__", "__x86_64", "__amd64__", "__amd64", "__linux__", "__linux",
                "__gnu_linux__", "__unix__", "__unix", "__ELF__", "__LP64__", "_LP64")) {
            def(m, n, "1");
        }
        if (std.gnu) { def(m, "linux", "1"); def(m, "unix", "1"); }
        for (String n : List.of("__MMX__", "__SSE__", "__SSE2__", "__SSE_MATH__", "__SSE2_MATH__", "__FXSR__",
                "__k8", "__k8__", "__code_model_small__", "__SEG_FS", "__SEG_GS")) {
            def(m, n, "1");
        }
        // -mssse3, -mavx2, -march=x86-64-v3 ...: __SSSE3__, __AVX2__ ... (TargetFeatures)
        for (String n : jcirc.frontend.TargetFeatures.macros(opts.targetFeatures)) def(m, n, "1");
        def(m, "__pic__", "2");
        def(m, "__PIC__", "2");
        def(m, "__pie__", "2");
        def(m, "__PIE__", "2");
        def(m, "__USER_LABEL_PREFIX__", "");
        def(m, "__REGISTER_PREFIX__", "");
        def(m, "__BIGGEST_ALIGNMENT__", "16");
        def(m, "__GCC_IEC_559", "2");
        def(m, "__GCC_IEC_559_COMPLEX", "2");
        def(m, "__FINITE_MATH_ONLY__", "0");
        def(m, "__NO_MATH_ERRNO__", null);
        // -O1+: __OPTIMIZE__ (glibc then uses its inline header versions, built on statement expressions)
        if (opts.optLevel > 0) def(m, "__OPTIMIZE__", "1");
        else def(m, "__NO_INLINE__", "1");
        // byte order
        def(m, "__ORDER_LITTLE_ENDIAN__", "1234");
        def(m, "__ORDER_BIG_ENDIAN__", "4321");
        def(m, "__ORDER_PDP_ENDIAN__", "3412");
        def(m, "__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__");
        def(m, "__FLOAT_WORD_ORDER__", "__ORDER_LITTLE_ENDIAN__");
        // sizes
        def(m, "__CHAR_BIT__", "8");
        def(m, "__SIZEOF_SHORT__", "2");
        def(m, "__SIZEOF_INT__", "4");
        def(m, "__SIZEOF_LONG__", "8");
        def(m, "__SIZEOF_LONG_LONG__", "8");
        def(m, "__SIZEOF_POINTER__", "8");
        def(m, "__SIZEOF_FLOAT__", "4");
        def(m, "__SIZEOF_DOUBLE__", "8");
        def(m, "__SIZEOF_LONG_DOUBLE__", "16");
        def(m, "__SIZEOF_SIZE_T__", "8");
        def(m, "__SIZEOF_WCHAR_T__", "4");
        def(m, "__SIZEOF_WINT_T__", "4");
        def(m, "__SIZEOF_PTRDIFF_T__", "8");
        // limits
        def(m, "__SCHAR_MAX__", "0x7f");
        def(m, "__SHRT_MAX__", "0x7fff");
        def(m, "__INT_MAX__", "0x7fffffff");
        def(m, "__LONG_MAX__", "0x7fffffffffffffffL");
        def(m, "__LONG_LONG_MAX__", "0x7fffffffffffffffLL");
        def(m, "__WCHAR_MAX__", "0x7fffffff");
        def(m, "__WCHAR_MIN__", "(-__WCHAR_MAX__ - 1)");
        def(m, "__WINT_MAX__", "0xffffffffU");
        def(m, "__WINT_MIN__", "0U");
        def(m, "__PTRDIFF_MAX__", "0x7fffffffffffffffL");
        def(m, "__SIZE_MAX__", "0xffffffffffffffffUL");
        def(m, "__INTMAX_MAX__", "0x7fffffffffffffffL");
        def(m, "__UINTMAX_MAX__", "0xffffffffffffffffUL");
        def(m, "__SIG_ATOMIC_MAX__", "0x7fffffff");
        def(m, "__SIG_ATOMIC_MIN__", "(-__SIG_ATOMIC_MAX__ - 1)");
        def(m, "__INTPTR_MAX__", "0x7fffffffffffffffL");
        def(m, "__UINTPTR_MAX__", "0xffffffffffffffffUL");
        def(m, "__INT8_MAX__", "0x7f");
        def(m, "__INT16_MAX__", "0x7fff");
        def(m, "__INT32_MAX__", "0x7fffffff");
        def(m, "__INT64_MAX__", "0x7fffffffffffffffL");
        def(m, "__UINT8_MAX__", "0xff");
        def(m, "__UINT16_MAX__", "0xffff");
        def(m, "__UINT32_MAX__", "0xffffffffU");
        def(m, "__UINT64_MAX__", "0xffffffffffffffffUL");
        // types
        def(m, "__SIZE_TYPE__", "long unsigned int");
        def(m, "__PTRDIFF_TYPE__", "long int");
        def(m, "__WCHAR_TYPE__", "int");
        def(m, "__WINT_TYPE__", "unsigned int");
        def(m, "__INTMAX_TYPE__", "long int");
        def(m, "__UINTMAX_TYPE__", "long unsigned int");
        def(m, "__CHAR16_TYPE__", "short unsigned int");
        def(m, "__CHAR32_TYPE__", "unsigned int");
        def(m, "__SIG_ATOMIC_TYPE__", "int");
        def(m, "__INTPTR_TYPE__", "long int");
        def(m, "__UINTPTR_TYPE__", "long unsigned int");
        String[][] exact = {{"8", "signed char", "unsigned char"}, {"16", "short int", "short unsigned int"},
                {"32", "int", "unsigned int"}, {"64", "long int", "long unsigned int"}};
        for (String[] e : exact) {
            def(m, "__INT" + e[0] + "_TYPE__", e[1]);
            def(m, "__UINT" + e[0] + "_TYPE__", e[2]);
            def(m, "__INT_LEAST" + e[0] + "_TYPE__", e[1]);
            def(m, "__UINT_LEAST" + e[0] + "_TYPE__", e[2]);
            boolean small = e[0].equals("8");
            def(m, "__INT_FAST" + e[0] + "_TYPE__", small ? e[1] : "long int");
            def(m, "__UINT_FAST" + e[0] + "_TYPE__", small ? e[2] : "long unsigned int");
        }
        def(m, "__INT8_C(c)", "c");
        def(m, "__INT16_C(c)", "c");
        def(m, "__INT32_C(c)", "c");
        def(m, "__INT64_C(c)", "c ## L");
        def(m, "__UINT8_C(c)", "c");
        def(m, "__UINT16_C(c)", "c");
        def(m, "__UINT32_C(c)", "c ## U");
        def(m, "__UINT64_C(c)", "c ## UL");
        def(m, "__INTMAX_C(c)", "c ## L");
        def(m, "__UINTMAX_C(c)", "c ## UL");
        // floating point
        def(m, "__FLT_RADIX__", "2");
        def(m, "__FLT_EVAL_METHOD__", "0");
        def(m, "__FLT_EVAL_METHOD_TS_18661_3__", "0");
        def(m, "__DECIMAL_DIG__", "21");
        fp(m, "FLT", "24", "6", "(-125)", "(-37)", "128", "38", "9",
                "3.40282346638528859811704183484516925e+38F", "1.17549435082228750796873653722224568e-38F",
                "1.19209289550781250000000000000000000e-7F", "1.40129846432481707092372958328991613e-45F");
        fp(m, "DBL", "53", "15", "(-1021)", "(-307)", "1024", "308", "17",
                "((double)1.79769313486231570814527423731704357e+308L)",
                "((double)2.22507385850720138309023271733240406e-308L)",
                "((double)2.22044604925031308084726333618164062e-16L)",
                "((double)4.94065645841246544176568792868221372e-324L)");
        fp(m, "LDBL", "64", "18", "(-16381)", "(-4931)", "16384", "4932", "21",
                "1.18973149535723176502126385303097021e+4932L", "3.36210314311209350626267781732175260e-4932L",
                "1.08420217248550443400745280086994171e-19L", "3.64519953188247460252840593361941982e-4951L");
        // memory orders (for <stdatomic.h>-style code)
        String[] orders = {"RELAXED", "CONSUME", "ACQUIRE", "RELEASE", "ACQ_REL", "SEQ_CST"};
        for (int i = 0; i < orders.length; i++) def(m, "__ATOMIC_" + orders[i], Integer.toString(i));
        // lock-free atomics of 1, 2, 4 and 8 bytes (gcc's x86-64 values)
        for (String t : new String[]{"BOOL", "CHAR", "CHAR16_T", "CHAR32_T", "WCHAR_T", "SHORT", "INT", "LONG", "LLONG", "POINTER"})
            def(m, "__GCC_ATOMIC_" + t + "_LOCK_FREE", "2");
        def(m, "__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", "1");
        for (int n : new int[]{1, 2, 4, 8}) def(m, "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_" + n, "1");
        if (opts.noStdInc) def(m, "__jcirc_nostdinc__", "1");
        return m;
    }

    private static void fp(List<String[]> m, String p, String mant, String dig, String minExp, String min10,
                           String maxExp, String max10, String decDig, String max, String min, String eps, String denorm) {
        def(m, "__" + p + "_MANT_DIG__", mant);
        def(m, "__" + p + "_DIG__", dig);
        def(m, "__" + p + "_MIN_EXP__", minExp);
        def(m, "__" + p + "_MIN_10_EXP__", min10);
        def(m, "__" + p + "_MAX_EXP__", maxExp);
        def(m, "__" + p + "_MAX_10_EXP__", max10);
        def(m, "__" + p + "_DECIMAL_DIG__", decDig);
        def(m, "__" + p + "_MAX__", max);
        def(m, "__" + p + "_MIN__", min);
        def(m, "__" + p + "_EPSILON__", eps);
        def(m, "__" + p + "_DENORM_MIN__", denorm);
        def(m, "__" + p + "_HAS_DENORM__", "1");
        def(m, "__" + p + "_HAS_INFINITY__", "1");
        def(m, "__" + p + "_HAS_QUIET_NAN__", "1");
    }

    private static void def(List<String[]> m, String name, String value) {
        if (value == null) return;
        m.add(new String[] {name, value});
    }

    /**
     * The prelude: CDT-specific macros removed, the target's macros, jcirc's replacements for GNU
     * builtins, {@code __STDC_VERSION__} per -std, then -D/-U in command-line order.
     */
    public static String prelude(FrontendOptions opts) {
        StringBuilder sb = new StringBuilder();
        for (String n : CDT_MACROS_TO_DROP) sb.append("#undef ").append(n).append('\n');
        for (String[] d : targetMacros(opts)) {
            sb.append("#undef ").append(baseName(d[0])).append('\n');
            sb.append("#define ").append(d[0]).append(' ').append(d[1]).append('\n');
        }
        sb.append("#undef __STDC_VERSION__\n");
        String v = opts.std.stdcVersion();
        if (opts.isCxx()) sb.append(cxxMacros(opts.cxx)).append(cxxRuntimeMacros(opts));
        else if (v != null) sb.append("#define __STDC_VERSION__ ").append(v).append('\n');   // C only (C++ has none)
        if (CoroutineKeywords.enabled(opts)) sb.append(CoroutineKeywords.PRELUDE);   // C++20: co_await, co_yield, co_return
        // GNU builtins that take a type argument are spelled as calls jcirc's sema recognises.
        sb.append("#define __builtin_va_arg(ap, type) (*(type *)__jcirc_va_arg((ap), (type *)0))\n");
        sb.append("#define __builtin_offsetof(type, member) ((__SIZE_TYPE__)&(((type *)0)->member))\n");
        sb.append("#define __builtin_types_compatible_p(a, b) __jcirc_types_compatible((__typeof__(a) *)0, (__typeof__(b) *)0)\n");
        // C11 keywords CDT's C parser lacks, rewritten into forms it parses and jcirc's sema
        // recognises (see docs/frontend.md).
        sb.append("#define _Static_assert(expr, ...) extern int __jcirc_static_assert(int [(expr) ? 1 : -1], int [sizeof(__VA_ARGS__ \"\")])\n");
        sb.append("#define _Thread_local __attribute__((__jcirc_thread_local__))\n");
        sb.append("#define __thread _Thread_local\n");
        sb.append("#define _Noreturn __attribute__((__noreturn__))\n");
        // _Atomic T / T _Atomic / _Atomic(T) (the last rewritten by AtomicSpecifierRewriter)
        sb.append("#define _Atomic __attribute__((__jcirc_atomic__))\n");
        // GNU __real__ e / __imag__ e: casts to marker struct types that sema recognises (ComplexParts)
        sb.append("#define __real__ (struct __jcirc_real_part)\n");
        sb.append("#define __imag__ (struct __jcirc_imag_part)\n");
        // gcc's older spellings __real, __imag and __complex (gcc.c-torture 20030910-1, 20050121-1)
        sb.append("#define __real __real__\n#define __imag __imag__\n#define __complex _Complex\n");
        sb.append("#define ").append(AtomicSpecifierRewriter.SPECIFIER_MACRO).append("(T) __typeof__(T) __attribute__((__jcirc_atomic__))\n");
        if (opts.std.isC23()) sb.append(C23_PRELUDE);
        for (FrontendOptions.MacroOp op : opts.macros) {
            if (op.undef()) {
                sb.append("#undef ").append(op.name()).append('\n');
            } else {
                sb.append("#undef ").append(baseName(op.name())).append('\n');
                sb.append("#define ").append(op.name()).append(' ').append(op.value()).append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * g++ 12's C++ macros for {@code std} ({@code g++ -std=... -dM -E -x c++ /dev/null}): {@code __cplusplus},
     * the ABI version, {@code __GNUG__}, {@code _GNU_SOURCE}; the {@code __cpp_*} macros of the features that compile (CxxFeatureMacros);
     * exceptions and RTTI: {@link #cxxRuntimeMacros}.
     */
    static String cxxMacros(FrontendOptions.CxxStd std) {
        StringBuilder sb = new StringBuilder();
        sb.append("#undef __cplusplus\n#define __cplusplus ").append(std.cplusplus).append('\n');
        sb.append("#define __null 0L\n");   // g++'s NULL: a null pointer constant of the pointer's size (long)
        sb.append("#undef __GNUG__\n#define __GNUG__ __GNUC__\n");
        sb.append("#undef __GXX_ABI_VERSION\n#define __GXX_ABI_VERSION 1017\n");
        sb.append("#undef __GXX_WEAK__\n#define __GXX_WEAK__ 1\n");
        // g++ predefines _GNU_SOURCE for C++ (libstdc++ needs glibc's GNU declarations: pthread_cond_clockwait,
        // pthread_mutex_clocklock in <mutex>/<condition_variable>)
        sb.append("#ifndef _GNU_SOURCE\n#define _GNU_SOURCE 1\n#endif\n");
        if (std.compareTo(FrontendOptions.CxxStd.CXX11) >= 0) sb.append("#undef __GXX_EXPERIMENTAL_CXX0X__\n#define __GXX_EXPERIMENTAL_CXX0X__ 1\n");
        if (!std.gnu) sb.append("#undef __STRICT_ANSI__\n#define __STRICT_ANSI__ 1\n");
        sb.append(CxxFeatureMacros.of(std));   // __cpp_* of the features that compile
        return sb.toString();
    }

    /**
     * g++'s macros for exceptions and RTTI, which jcirc++ has (docs/cxx.md): {@code __EXCEPTIONS} and
     * {@code __cpp_exceptions} unless -fno-exceptions, {@code __GXX_RTTI} and {@code __cpp_rtti} unless -fno-rtti.
     */
    static String cxxRuntimeMacros(FrontendOptions opts) {
        StringBuilder sb = new StringBuilder();
        if (opts.cxxExceptions) sb.append("#undef __EXCEPTIONS\n#define __EXCEPTIONS 1\n#undef __cpp_exceptions\n#define __cpp_exceptions 199711L\n");
        if (opts.cxxRtti) sb.append("#undef __GXX_RTTI\n#define __GXX_RTTI 1\n#undef __cpp_rtti\n#define __cpp_rtti 199711L\n");
        return sb.toString();
    }

    /**
     * C23 keywords CDT lacks, as macros (-std=c23/gnu23 only; docs/c23.md): {@code [[...]]} reaches the
     * preprocessor as {@code _J(...)} (C23Rewriter); {@code true}/{@code false} are {@code bool} constants;
     * {@code constexpr} and {@code typeof_unqual} carry marker attributes sema reads.
     */
    static final String C23_PRELUDE = """
            #define _J(...) __attribute__((__VA_ARGS__))
            #define bool _Bool
            #define true ((_Bool)+1u)
            #define false ((_Bool)+0u)
            #define static_assert _Static_assert
            #define thread_local _Thread_local
            #define alignas _Alignas
            #define alignof _Alignof
            #define nullptr ((struct __jcirc_nullptr_t *)0)
            #define constexpr const __attribute__((__jcirc_constexpr__))
            #define typeof_unqual(...) __typeof__(__VA_ARGS__) __attribute__((__jcirc_unqual__))
            #define __typeof_unqual__(...) typeof_unqual(__VA_ARGS__)
            #define __has_c_attribute(x) 0
            #define _BitInt(N) __attribute__((__jcirc_bitint__(N))) int
            """;

    private static String baseName(String nameWithParams) {
        int p = nameWithParams.indexOf('(');
        return p < 0 ? nameWithParams : nameWithParams.substring(0, p);
    }
}
