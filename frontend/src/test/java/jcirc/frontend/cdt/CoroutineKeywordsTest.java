package jcirc.frontend.cdt;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** The text rewrite of {@code co_yield}/{@code co_return} (docs/coroutines.md): operands and unchanged lengths. */
class CoroutineKeywordsTest {
    private static void same(String in, String out) {
        assertEquals(out, CoroutineKeywords.rewrite(in));
        assertEquals(in.length(), out.length(), "the rewrite keeps every offset");
    }

    @Test
    void operandsEndWhereTheGrammarSays() {
        same("co_yield a = b + 1;", "__co_yd(a = b + 1);");
        same("f(co_yield x, 2);", "f(__co_yd(x), 2);");
        same("co_yield c ? f(1, 2) : g[3];", "__co_yd(c ? f(1, 2) : g[3]);");
        same("x ? co_yield 1 : 2;", "x ? __co_yd(1 ): 2;");
        same("co_yield ns::v;", "__co_yd(ns::v);");
        same("co_return a, b;", "__co_ret(a, b);");
        same("co_return {1, 2};", "__co_ret({1, 2});");
        same("co_return;", "__co_rt();");
        same("co_return(x);", "__co_rt((x));");
    }

    @Test
    void leavesStringsCommentsAndOtherWordsAlone() {
        same("s = \"co_return 1;\"; // co_yield 2;\n", "s = \"co_return 1;\"; // co_yield 2;\n");
        same("my_co_return = co_returned;", "my_co_return = co_returned;");
        same("#define co_yield(x) x\n", "#define co_yield(x) x\n");
    }

    @Test
    void nested() {
        same("co_yield [&] { co_return 1; };", "__co_yd([&] { __co_ret(1); });");
    }
}
