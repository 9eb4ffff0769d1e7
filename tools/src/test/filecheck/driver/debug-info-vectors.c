// -g with GNU vectors, SSE intrinsics and complex locals: their variables were described with `type: null`, on which
// llc crashes (segfault in DwarfCompileUnit; libsodium's crypto_verify_16 with -g). Vectors are arrays with
// DIFlagVector and complex numbers clang's "complex" base type, as clang emits them; a variable whose type has no
// DWARF description here gets no llvm.dbg.declare rather than a null type.
// RUN: jcirc -g -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: llc-19 -filetype=obj %t.ll -o %t.o
// RUN: jcirc -g -O0 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: jcirc -g -O2 -fcir-direct %s -o %t.2 && %t.2 | FileCheck %s --check-prefix=OUT
// RUN: sh -c 'command -v gdb >/dev/null || { echo "gdb not found: install it with apt-get install gdb" >&2; exit 1; }'
// RUN: gdb -nx -batch -ex 'break 35' -ex run -ex 'print w' -ex 'print z' -ex 'print c' %t 2>&1 | FileCheck %s --check-prefix=GDB
#include <emmintrin.h>
#include <stdio.h>

typedef float v4sf __attribute__((vector_size(16)));

// CHECK-NOT: type: null
// CHECK-DAG: ![[LL:[0-9]+]] = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
// CHECK-DAG: ![[M128:[0-9]+]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[LL]], size: 128, flags: DIFlagVector, elements: ![[TWO:[0-9]+]])
// CHECK-DAG: ![[TWO]] = !{![[C2:[0-9]+]]}
// CHECK-DAG: ![[C2]] = !DISubrange(count: 2)
// CHECK-DAG: !DILocalVariable(name: "c", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 32, type: ![[M128]])
// CHECK-DAG: ![[FLT:[0-9]+]] = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
// CHECK-DAG: ![[V4:[0-9]+]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[FLT]], size: 128, flags: DIFlagVector, elements:
// CHECK-DAG: !DILocalVariable(name: "w", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 33, type: ![[V4]])
// CHECK-DAG: ![[CPLX:[0-9]+]] = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
// CHECK-DAG: !DILocalVariable(name: "z", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 34, type: ![[CPLX]])

int f(const unsigned char *x, const unsigned char *y) {
  __m128i a = _mm_loadu_si128((const __m128i *) x);
  __m128i b = _mm_loadu_si128((const __m128i *) y);
  __m128i c = _mm_cmpeq_epi32(a, b);
  v4sf w = {1, 2, 3, 4};
  double _Complex z = 1.0 + 2.0i;
  return _mm_movemask_epi8(c) + (int)w[2] + (int)__real__ z;
}

int main(void) {
  unsigned char p[16] = {1}, q[16] = {1};
  printf("%d\n", f(p, q));
  // OUT: 65539
  return 0;
}
// GDB: $1 = {1, 2, 3, 4}
// GDB: $2 = 1 + 2i
// GDB: $3 = {-1, -1}
