#!/usr/bin/env python3
"""Generates C inputs of one family at a given size, for the scaling benchmark (scale.sh).

  scale_gen.py FAMILY N

Families (N is a count or a nesting depth):
  loops-break N   for-loops nested N deep, each with `if (iK == 3) break;`
  while-break N   whiles nested N deep, each with `if (x == K) break;`
  structs N       structs nested N deep and a global of the outermost
  struct-pairs N  struct Sk { struct Sk-1 a, b; } N deep (a type DAG: spelled in full it has 2^N leaves)
  table N         `static const int T[N] = {...}` and a function reading it
  stmts N         one function with N statements `if (a[i] > c) x += a[j]; else x ^= c;`
  funcs N         N one-line functions
  ifs N           ifs nested N deep
  switch N        switches nested N deep
  blocks N        compound statements nested N deep
  parens N        an expression nested in N parentheses
  expr N          one expression of N terms
  init-braces N   a scalar initializer in N braces... as nested struct initializer braces
  elseif N        an else-if chain of N arms
  ternary N       ternaries nested N deep
  pointers N      a declarator with N stars
  macros N        N macros, each using the previous one
  locals N        one function with N locals
  computed-goto N an interpreter: N labels in a static table, a `goto *tab[*pc++]` after each (N gotos over N labels)
"""
import sys


def loops_break(n):
    o = ["int f(int m) {", "  int s = 0;"]
    for k in range(n):
        o.append("  " * (k + 1) + "for (int i%d = 0; i%d < m; i%d++) {" % (k, k, k))
        o.append("  " * (k + 2) + "if (i%d == 3) break;" % k)
    o.append("  " * (n + 1) + "s++;")
    for k in reversed(range(n)):
        o.append("  " * (k + 1) + "}")
    o += ["  return s;", "}"]
    return o


def while_break(n):
    o = ["int f(int n, int x) {", "  int s = 0;"]
    for k in range(n):
        o.append("  " * (k + 1) + "while (n > %d) {" % k)
        o.append("  " * (k + 2) + "if (x == %d) break;" % k)
        o.append("  " * (k + 2) + "n--;")
    o.append("  " * (n + 1) + "s++;")
    for k in reversed(range(n)):
        o.append("  " * (k + 1) + "}")
    o += ["  return s;", "}"]
    return o


def structs(n):
    o = ["struct S0 { int v; };"]
    for k in range(1, n):
        o.append("struct S%d { struct S%d in; int v; };" % (k, k - 1))
    o.append("struct S%d g;" % (n - 1))
    o.append("int f(void) { return g.v; }")
    return o


def struct_pairs(n):
    o = ["struct S0 { int v; };"]
    for k in range(1, n):
        o.append("struct S%d { struct S%d a, b; };" % (k, k - 1))
    o.append("struct S%d *f(struct S%d *p) { return p + 1; }" % (n - 1, n - 1))
    o.append("int g(struct S%d *p) { return p->a.b.v; }" % min(2, n - 1) if n > 2 else "int g(void) { return 0; }")
    return o


def table(n):
    o = ["static const int T[%d] = {" % n]
    row = []
    for k in range(n):
        row.append(str((k * 2654435761) % 100003))
        if len(row) == 16:
            o.append("  " + ", ".join(row) + ",")
            row = []
    if row:
        o.append("  " + ", ".join(row) + ",")
    o.append("};")
    o.append("int f(int i) { return T[i %% %d]; }" % n)
    return o


def stmts(n):
    o = ["int f(int *a, int c, int i, int j) {", "  int x = 0;"]
    for _ in range(n):
        o.append("  if (a[i] > c) x += a[j]; else x ^= c;")
    o += ["  return x;", "}"]
    return o


def funcs(n):
    return ["int f%d(int a) { return a + %d; }" % (k, k) for k in range(n)]


def ifs(n):
    o = ["int f(int x) {", "  int s = 0;"]
    for k in range(n):
        o.append("  " + "if (x > %d) {" % k)
    o.append("  s = x;")
    o.append("  " + "}" * n)
    o += ["  return s;", "}"]
    return o


def switch(n):
    o = ["int f(int x) {", "  int s = 0;"]
    for k in range(n):
        o.append("  switch (x & %d) { case 0: s++; break; default:" % (k + 1))
    o.append("  s += 2;")
    o.append("  " + "}" * n)
    o += ["  return s;", "}"]
    return o


def blocks(n):
    return ["int f(int x) {", "  int s = x;", "  " + "{ int t = s; s = t + 1; " * n + "}" * n, "  return s;", "}"]


def parens(n):
    return ["int f(int x) {", "  return " + "(" * n + "x" + " + 1)" * n + ";", "}"]


def expr(n):
    return ["int f(int x, int y) {", "  return " + " + ".join("(x ^ %d) * y" % k for k in range(n)) + ";", "}"]


def init_braces(n):
    o = structs(n)[:-2]
    o.append("struct S%d g = " % (n - 1) + "{ " * n + "1" + " }, 2" * (n - 1) + " };")
    o.append("int f(void) { return g.v; }")
    return o


def elseif(n):
    o = ["int f(int x) {", "  int s = 0;", "  if (x == 0) s = 1;"]
    for k in range(1, n):
        o.append("  else if (x == %d) s = %d;" % (k, k + 1))
    o += ["  return s;", "}"]
    return o


def ternary(n):
    e = "x"
    return ["int f(int x) {", "  return " + "".join("x == %d ? %d : " % (k, k) for k in range(n)) + "-1;", "}"]


def pointers(n):
    return ["int " + "*" * n + "p;", "int f(void) { return p != 0; }"]


def macros(n):
    o = ["#define M0(x) ((x) + 1)"]
    for k in range(1, n):
        o.append("#define M%d(x) M%d((x) ^ %d)" % (k, k - 1, k))
    o.append("int f(int x) { return M%d(x); }" % (n - 1))
    return o


def locals_(n):
    o = ["int f(int x) {"]
    for k in range(n):
        o.append("  int v%d = x + %d;" % (k, k))
    o.append("  return " + " + ".join("v%d" % k for k in range(0, n, max(1, n // 100))) + ";")
    o.append("}")
    return o


def computed_goto(n):
    o = ["int run(const unsigned char *pc, int x) {",
         "  static const void *const tab[] = {" + ", ".join("&&l%d" % k for k in range(n)) + "};",
         "  goto *tab[*pc++];"]
    for k in range(n):
        o.append("l%d: x = x * 3 + %d; if (x > 1000000) return x; goto *tab[*pc++];" % (k, k))
    o.append("}")
    return o


FAMILIES = {
    "loops-break": loops_break, "while-break": while_break, "structs": structs, "struct-pairs": struct_pairs, "table": table,
    "stmts": stmts, "funcs": funcs, "ifs": ifs, "switch": switch, "blocks": blocks, "parens": parens,
    "expr": expr, "init-braces": init_braces, "elseif": elseif, "ternary": ternary,
    "pointers": pointers, "macros": macros, "locals": locals_, "computed-goto": computed_goto,
}


def main(argv):
    if len(argv) != 3 or argv[1] not in FAMILIES:
        sys.stderr.write(__doc__)
        return 2
    sys.stdout.write("\n".join(FAMILIES[argv[1]](int(argv[2]))) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
