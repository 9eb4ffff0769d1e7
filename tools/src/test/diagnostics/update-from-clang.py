#!/usr/bin/env python3
"""Regenerates the diagnostics corpus' expectations from clang-19 (a maintainer tool; tests never run clang).

For each *.c here: removes the expectation block at the end of the file (the lines after the
marker below), runs `clang-19 -fsyntax-only` with the file's `// FLAGS:` (first line, optional),
appends one `// expected-<severity>@<line> {{message}}` line per diagnostic in the file (a
diagnostic at the end of the file is written last with `@+1`), checks the result with clang's
own `-verify`, and writes clang's first diagnostic of the annotated file to clang-19.txt
(`name.c:line:col: severity: message`), the reference DiagnosticsCorpusTest compares jcirc's
first diagnostic with. Usage: ./update-from-clang.py [file.c ...]
"""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = "// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----"
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|fatal error): (.*)$")


def flags(text):
    first = text.split("\n", 1)[0]
    return first[len("// FLAGS:"):].split() if first.startswith("// FLAGS:") else []


def clang(path, extra):
    r = subprocess.run(["clang-19", "-fsyntax-only", "-fno-color-diagnostics", "-fno-caret-diagnostics",
                        "-fno-diagnostics-show-option", "-ferror-limit=0"] + extra + [path],
                       capture_output=True, text=True, cwd=HERE)
    return r


def diagnostics(path, extra):
    out = []
    for line in clang(path, extra).stderr.splitlines():
        m = DIAG.match(line)
        if m and os.path.basename(m.group(1)) == os.path.basename(path):
            sev = "error" if m.group(4) == "fatal error" else m.group(4)
            out.append((int(m.group(2)), int(m.group(3)), sev, m.group(5)))
    return out


def update(name):
    path = os.path.join(HERE, name)
    text = open(path).read()
    if MARK in text:
        text = text[:text.index(MARK)].rstrip("\n") + "\n"
    open(path, "w").write(text)
    lines = text.split("\n")[:-1]
    eof = (len(lines), len(lines[-1]) + 1)   # clang's end-of-file position: the end of the last line
    extra = flags(text)
    diags = diagnostics(path, extra)
    if "expected-no-diagnostics" in text:
        if diags: print(f"{name}: expected-no-diagnostics but clang reports {diags[0]}")
    elif not diags:
        print(f"{name}: clang reports nothing")
        return None
    else:
        body, last = [], []
        for (line, col, sev, msg) in diags:
            if "}}" in msg:
                print(f"{name}: cannot annotate {msg!r}")
                continue
            if (line, col) == eof:   # moves to the end of the annotated file: the last line
                last.append(f"// expected-{sev}@+0 {{{{{msg}}}}}")
            else:
                body.append(f"// expected-{sev}@{line} {{{{{msg}}}}}")
        text = text + MARK + "\n" + "\n".join(body + last) + "\n"
        open(path, "w").write(text)
    v = clang(path, extra + ["-Xclang", "-verify"])
    if v.returncode != 0:
        print(f"{name}: clang -verify fails:\n{v.stderr}")
    d = diagnostics(path, extra)
    return f"{name}:{d[0][0]}:{d[0][1]}: {d[0][2]}: {d[0][3]}" if d else f"{name}: none"


def main():
    names = sys.argv[1:] or sorted(f for f in os.listdir(HERE) if f.endswith(".c"))
    ref = os.path.join(HERE, "clang-19.txt")
    firsts = {}
    if os.path.exists(ref):
        for line in open(ref):
            if line.strip(): firsts[line.split(":", 1)[0]] = line.rstrip("\n")
    for n in names:
        r = update(os.path.basename(n))
        if r: firsts[os.path.basename(n)] = r
    with open(ref, "w") as f:
        for k in sorted(firsts):
            if os.path.exists(os.path.join(HERE, k)): f.write(firsts[k] + "\n")


if __name__ == "__main__":
    main()
