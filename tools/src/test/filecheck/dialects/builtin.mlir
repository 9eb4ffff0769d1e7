// Every builtin op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt --split-input-file %s | FileCheck %s
// RUN: jcir-opt --split-input-file %s | jcir-opt --split-input-file - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt --split-input-file %s > %t.1 && jcir-opt --split-input-file %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 accepts it (it prints builtin.unrealized_conversion_cast without the 'builtin.' prefix).
// RUN: jcir-opt --split-input-file %s | mlir-opt --allow-unregistered-dialect --split-input-file --verify-each > /dev/null

module {
}

// -----

module @named attributes {test.flag} {
  %0 = "foo.make"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2:2 = builtin.unrealized_conversion_cast %1 : index to i64, f32
  %3 = builtin.unrealized_conversion_cast to i1
}

// CHECK: module {
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module @named attributes {test.flag} {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = "foo.make"() : () -> i32
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = builtin.unrealized_conversion_cast [[V_0]] : i32 to index
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]]:2 = builtin.unrealized_conversion_cast [[V_1]] : index to i64, f32
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = builtin.unrealized_conversion_cast to i1
// CHECK-NEXT: }
