#!/usr/bin/env python3
"""Generates C inputs for compile-time benchmarks of jcirc.

  gen.py huge N [--gotos]   one function with about N statements (nested ifs, loops, switch, optional gotos)
  gen.py many N             N small functions (each with an if, a loop and a call), plus main

The output is deterministic (seeded) and is a valid C program whose main returns a checksum byte.
"""
import random
import sys


def huge(n, gotos):
    rnd = random.Random(42)
    out = []
    emit = out.append
    emit("int g[64];")
    emit("int big(int a, int b) {")
    emit("  int x = a, y = b, z = 0, i = 0, j = 0;")
    count = 0
    label = 0
    depth = 1

    def ind():
        return "  " * depth

    open_blocks = []
    while count < n:
        r = rnd.random()
        if r < 0.25 and depth < 12:
            emit(ind() + "if ((x ^ %d) & %d) {" % (rnd.randrange(100), 1 << rnd.randrange(4)))
            open_blocks.append("if")
            depth += 1
        elif r < 0.32 and depth < 12:
            v = "i" if rnd.random() < 0.5 else "j"
            emit(ind() + "for (%s = 0; %s < %d; %s++) {" % (v, v, rnd.randrange(1, 4), v))
            open_blocks.append("for")
            depth += 1
        elif r < 0.36 and depth < 12:
            emit(ind() + "while (z < %d) {" % rnd.randrange(1000))
            emit(ind() + "  z += %d;" % rnd.randrange(1, 50))
            open_blocks.append("while")
            depth += 1
        elif r < 0.52 and open_blocks:
            depth -= 1
            kind = open_blocks.pop()
            if kind == "if" and rnd.random() < 0.5:
                emit(ind() + "} else {")
                emit(ind() + "  y -= x >> 1;")
                emit(ind() + "}")
            else:
                emit(ind() + "}")
        elif r < 0.56 and gotos:
            # jcirc's frontend supports gotos within one statement list only
            emit(ind() + "goto L%d;" % label)
            emit(ind() + "x += %d;" % rnd.randrange(100))
            emit(ind() + "L%d: y ^= %d;" % (label, rnd.randrange(100)))
            label += 1
        elif r < 0.60:
            emit(ind() + "switch (x & 3) { case 0: y++; break; case 1: y += z; break; default: z--; }")
        else:
            op = rnd.choice(["+", "-", "^", "|", "&"])
            dst = rnd.choice("xyz")
            src = rnd.choice(["x", "y", "z", "i", "j", "g[%d]" % rnd.randrange(64), str(rnd.randrange(1000))])
            if rnd.random() < 0.2:
                emit(ind() + "g[(%s) & 63] = %s %s %s;" % (dst, dst, op, src))
            else:
                emit(ind() + "%s = %s %s %s;" % (dst, dst, op, src))
        count += 1
    while open_blocks:
        depth -= 1
        open_blocks.pop()
        emit(ind() + "}")
    emit("  return x + y + z;")
    emit("}")
    emit("int main(void) { return big(3, 4) & 0x7f; }")
    return "\n".join(out) + "\n"


def many(n):
    rnd = random.Random(7)
    out = ["int g[64];"]
    for k in range(n):
        prev = "f%d(a - 1, b)" % (k - 1) if k > 0 else "a"
        out.append("static int f%d(int a, int b) {" % k)
        out.append("  int s = 0;")
        out.append("  for (int i = 0; i < (b & 3); i++) { s += g[(a + i) & 63] * %d; }" % rnd.randrange(1, 9))
        out.append("  if (a > 0 && b < %d) s += %s; else s -= b;" % (rnd.randrange(100), prev))
        out.append("  g[s & 63] = s;")
        out.append("  return s;")
        out.append("}")
    out.append("int main(void) { return f%d(3, 4) & 0x7f; }" % (n - 1))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) < 3 or argv[1] not in ("huge", "many"):
        sys.stderr.write(__doc__)
        return 2
    n = int(argv[2])
    sys.stdout.write(huge(n, "--gotos" in argv) if argv[1] == "huge" else many(n))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
