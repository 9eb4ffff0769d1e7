struct S int a; };
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{cannot combine with previous 'struct' declaration specifier}}
// expected-error@1 {{extraneous closing brace ('}')}}
// expected-error@1 {{tentative definition has type 'struct S' that is never completed}}
// expected-note@1 {{forward declaration of 'struct S'}}
