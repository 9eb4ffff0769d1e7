// -E -dM: the macros defined at the end of preprocessing, as meson and autoconf read them
// (meson: `cc -E -dM -` to learn __GNUC__); sorted by name, dynamic ones left out.
// RUN: jcirc -E -dM %s | FileCheck %s
// RUN: jcirc -E -dM - < %s | FileCheck %s --check-prefix=STDIN
#define TWICE(a, b) ((a) + (a) + (b))
#define EMPTY
#define GONE 1
#undef GONE

// CHECK-DAG: #define EMPTY{{$}}
// CHECK-DAG: #define TWICE(a,b) ((a) + (a) + (b))
// CHECK-DAG: #define __GNUC__ 9
// CHECK-DAG: #define __GNUC_MINOR__ 1
// CHECK-DAG: #define __STDC_VERSION__ 201710L
// CHECK-DAG: #define __x86_64__ 1
// CHECK-NOT: GONE
// CHECK-NOT: #define __LINE__
// STDIN: #define TWICE(a,b) ((a) + (a) + (b))
