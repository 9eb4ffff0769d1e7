// Every builtin op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --split-input-file --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt --split-input-file %s > %t.custom && jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - > %t.back && diff %t.custom %t.back

module {
}

// -----

module @named attributes {test.flag} {
  %0 = "foo.make"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2:2 = builtin.unrealized_conversion_cast %1 : index to i64, f32
  %3 = builtin.unrealized_conversion_cast to i1
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: // -----
// CHECK-NEXT: "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT: %0 = "foo.make"() : () -> i32
// CHECK-NEXT: %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> index
// CHECK-NEXT: %2:2 = "builtin.unrealized_conversion_cast"(%1) : (index) -> (i64, f32)
// CHECK-NEXT: %3 = "builtin.unrealized_conversion_cast"() : () -> i1
// CHECK-NEXT: }) {test.flag} : () -> ()
