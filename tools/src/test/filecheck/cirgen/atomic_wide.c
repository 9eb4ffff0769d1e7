// _Atomic objects of every size, as gcc on x86-64 without -mcx16: 1/2/4/8-byte structs as the
// same-size integer (cir.load atomic of !u64i), 16-byte objects (__int128, long double, 16-byte
// structs) through libatomic's __atomic_*_16, other sizes through the generic __atomic_load/store.
// The _Atomic types are aligned to their size.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -emit-llvm -S -o - | FileCheck %s --check-prefix=LL

struct s3 { char a[3]; };
struct s8 { int a, b; };

// LL: @s8 = global { i32, i32 } zeroinitializer, align 8
_Atomic long double ld;
_Atomic struct s3 s3;
_Atomic struct s8 s8;
_Atomic __int128 wide;

// CHECK-LABEL: cir.func @get_ld() -> !cir.long_double
// CHECK:         %[[P:.+]] = cir.cast(bitcast, %{{.+}} : !cir.ptr<!cir.long_double>), !cir.ptr<!u128i>
// CHECK:         cir.call @__atomic_load_16(%{{.+}}, %{{.+}}) : (!cir.ptr<!cir.void>, !s32i) -> !u128i
// LL-LABEL:    define x86_fp80 @get_ld()
// LL:            call i128 @__atomic_load_16(ptr @ld, i32 5)
long double get_ld(void) { return ld; }

// CHECK-LABEL: cir.func @set_s3(
// CHECK:         cir.call @__atomic_store(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!u64i, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !s32i) -> ()
// LL-LABEL:    define void @set_s3(
// LL:            call void @__atomic_store(i64 3, ptr @s3, ptr %{{.+}}, i32 5)
void set_s3(struct s3 v) { s3 = v; }

// a by-value return of an _Atomic struct reads it atomically first
// CHECK-LABEL: cir.func @get_s8() -> !u64i
// CHECK:         cir.load atomic(seq_cst) %{{.+}} : !cir.ptr<!u64i>, !u64i
// LL-LABEL:    define i64 @get_s8()
// LL:            load atomic i64, ptr @s8 seq_cst, align 8
struct s8 get_s8(void) { return s8; }

// CHECK-LABEL: cir.func @add_wide()
// CHECK:         cir.call @__atomic_add_fetch_16(%{{.+}}, %{{.+}}, %{{.+}}) : (!cir.ptr<!cir.void>, !u128i, !s32i) -> !u128i
// LL-LABEL:    define void @add_wide()
// LL:            call i128 @__atomic_add_fetch_16(ptr @wide, i128 {{.+}}, i32 5)
void add_wide(void) { wide += 5; }

// long double arithmetic: a compare-and-exchange loop on the 16 bytes
// CHECK-LABEL: cir.func @inc_ld()
// CHECK:         cir.loop dowhile
// CHECK:         cir.call @__atomic_compare_exchange_16(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !u128i, !s32i, !s32i) -> !cir.bool
void inc_ld(void) { ld += 1.0L; }

// CHECK-DAG: cir.global external @s8 : !ty_struct_s8 = #cir.zero : !ty_struct_s8 {alignment = 8 : i64}
// CHECK-DAG: cir.global external @s3 : !ty_struct_s3 = #cir.zero : !ty_struct_s3 {alignment = 1 : i64}
