// A duplicate case label: clang's error at the second label and a note at the first
// (was an internal error: verification failed after CIRGen).
// EXPECT: duplicate-case.c:8:10: error: duplicate case value '1'
// EXPECT: duplicate-case.c:7:10: note: previous case defined here
int f(int x) {
    switch (x) {
    case 1: return 2;
    case 1: return 3;
    }
    return 0;
}
