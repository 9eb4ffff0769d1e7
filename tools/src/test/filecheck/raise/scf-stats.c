// RUN: jcirc --scf-stats %s | FileCheck %s
// RUN: jcirc --scf-stats %s -o %t && FileCheck %s < %t

// CHECK:      // {{.*}}scf-stats.c
// CHECK-NEXT: counted: loops 2 (scf.for 2, scf.while 0), cf ops 0
// CHECK-NEXT: search: loops 1 (scf.for 0, scf.while 1), cf ops 0
// CHECK-NEXT: jump: loops 0 (scf.for 0, scf.while 0), cf ops 2
// CHECK-NEXT: total: functions 3, loops 3 (scf.for 2, scf.while 1), functions with cf 1
int counted(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    for (int j = n; j > i; j--) s += j;
  return s;
}
int search(const int *a, int n, int key) {
  int i = 0;
  while (i < n && a[i] != key) i++;
  return i;
}
int jump(int n) {
again:
  n -= 3;
  if (n > 0) goto again;
  return n;
}
