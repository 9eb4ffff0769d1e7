package jcirc.frontend.cdt;

import jcirc.frontend.FrontendOptions;

/**
 * The {@code __cpp_*} feature-test macros of the C++ features jcirc++ compiles (docs/cxx.md), with g++ 12's values
 * for the standard, each added when its feature works (a program testing a macro must not be told of a feature
 * that is rejected). {@code __cpp_constexpr} stays at C++14's value: constexpr lambdas (C++17's) do not compile.
 */
final class CxxFeatureMacros {
    private CxxFeatureMacros() {}

    static String of(FrontendOptions.CxxStd std) {
        long year = Long.parseLong(std.cplusplus.replace("L", ""));
        StringBuilder sb = new StringBuilder();
        define(sb, "__cpp_decltype", "200707L");
        define(sb, "__cpp_static_assert", year >= 201703L ? "201411L" : "200410L");
        define(sb, "__cpp_constexpr", year >= 201402L ? "201304L" : "200704L");
        if (year >= 201402L) {
            define(sb, "__cpp_decltype_auto", "201304L");
            define(sb, "__cpp_return_type_deduction", "201304L");
            define(sb, "__cpp_sized_deallocation", "201309L");   // <new> declares operator delete(void*, size_t)
        }
        if (year >= 201703L) {
            define(sb, "__cpp_inline_variables", "201606L");
            define(sb, "__cpp_if_constexpr", "201606L");
            // class template argument deduction (cxx.ClassTemplateDeductions): libstdc++'s deduction guides are declared
            // (std::optional, std::array, std::tuple …); g++ 12's C++20 value (201907L) includes aggregate deduction: not done
            define(sb, "__cpp_deduction_guides", "201703L");
        }
        // C++20 coroutines: libstdc++'s <coroutine> compiles and runs (docs/coroutines.md)
        if (year >= 202002L) define(sb, "__cpp_impl_coroutine", "201902L");
        return sb.toString();
    }

    private static void define(StringBuilder sb, String name, String value) {
        sb.append("#undef ").append(name).append("\n#define ").append(name).append(' ').append(value).append('\n');
    }
}
