int f(int x) {
    if (x = 1)
        return 1;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@2 {{using the result of an assignment as a condition without parentheses}}
// expected-note@2 {{place parentheses around the assignment to silence this warning}}
// expected-note@2 {{use '==' to turn this assignment into an equality comparison}}
