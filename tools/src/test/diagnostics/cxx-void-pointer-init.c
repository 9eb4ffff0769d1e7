// FLAGS: -x c++
void *get(void);
int *use(void) {
    int *q = (int *)0;
    q = get();
    return q;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@5 {{assigning to 'int *' from incompatible type 'void *'}}
