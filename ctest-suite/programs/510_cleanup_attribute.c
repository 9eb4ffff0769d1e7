/* __attribute__((cleanup(fn))): fn(&var) runs when the block is left by falling off its end, return, break, continue or goto, innermost first. */
#include <stdio.h>
static void cl(int *p) { printf("cleanup %d\n", *p); }
static void cs(char **p) { printf("free %s\n", *p); }
int f(int x) {
  int a __attribute__((cleanup(cl))) = 1;
  { int b __attribute__((cleanup(cl))) = 2; if (x == 1) return 10 + b; }
  for (int i = 0; i < 3; i++) { int c __attribute__((cleanup(cl))) = 100 + i; if (i == 1 && x == 2) break; if (i == 0) continue; printf("body %d\n", i); }
  if (x == 3) { int d __attribute__((cleanup(cl))) = 4; goto out; }
  { char *s __attribute__((cleanup(cs))) = "str"; int e __attribute__((cleanup(cl))) = 5; }
  out:
  return a;
}
int main(void){ for (int x = 0; x < 4; x++) printf("-> %d\n", f(x)); return 0; }
