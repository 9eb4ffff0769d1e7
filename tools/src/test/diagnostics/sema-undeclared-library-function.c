int main(void) {
    printf("%d\n", 1);
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@2 {{call to undeclared library function 'printf' with type 'int (const char *, ...)'; ISO C99 and later do not support implicit function declarations}}
// expected-note@2 {{include the header <stdio.h> or explicitly provide a declaration for 'printf'}}
