// -fdiagnostics-format=json (gcc's layout) and =sarif (SARIF 2.1.0): the diagnostics of the text
// form, the [-Wflag] tag as the option / rule id, notes as children / related locations.
// RUN: not jcirc -fsyntax-only -fdiagnostics-format=json %s 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not jcirc -fsyntax-only -fdiagnostics-format=sarif %s 2>&1 | FileCheck %s --check-prefix=SARIF
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TEXT
int g(int a);
int f(void) {
    int *p = (long *)0;
    return g(1, 2);
}
// JSON: [{"kind": "warning", "message": "incompatible pointer types initializing 'int *' with an expression of type 'long *'", "option": "-Wincompatible-pointer-types", "locations": [{"caret": {"file": "{{.*}}diagnostics-format.c", "line": 8, "column": 10}}], "children": []},
// JSON-SAME: {"kind": "error", "message": "too many arguments to function call, expected single argument 'a', have 2 arguments", "locations": [{"caret": {"file": "{{.*}}diagnostics-format.c", "line": 9, "column": 17}}],
// JSON-SAME: "children": [{"kind": "note", "message": "'g' declared here", "locations": [{"caret": {"file": "{{.*}}diagnostics-format.c", "line": 6, "column": 5}}]}]}]
// JSON-NOT: generated
// SARIF: {"$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "jcirc"}}, "results": [
// SARIF-SAME: {"ruleId": "-Wincompatible-pointer-types", "level": "warning", "message": {"text": "incompatible pointer types initializing 'int *' with an expression of type 'long *'"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "{{.*}}diagnostics-format.c"}, "region": {"startLine": 8, "startColumn": 10}}}]},
// SARIF-SAME: {"level": "error", "message": {"text": "too many arguments to function call, expected single argument 'a', have 2 arguments"}, "locations": [{{.*}}"startLine": 9, "startColumn": 17}}}],
// SARIF-SAME: "relatedLocations": [{"physicalLocation": {{.*}}"startLine": 6, "startColumn": 5}}, "message": {"text": "'g' declared here"}}]}]}]}
// TEXT: diagnostics-format.c:8:10: warning: incompatible pointer types initializing 'int *' with an expression of type 'long *' [-Wincompatible-pointer-types]
// TEXT: diagnostics-format.c:9:17: error: too many arguments
