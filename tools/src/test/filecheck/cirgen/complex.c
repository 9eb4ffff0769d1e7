// _Complex: values as !cir.complex, parts with cir.complex.*, * through libgcc's __muldc3,
// System V signatures (complex double: two SSE pieces; complex float: one; complex long double
// returned as {x86_fp80, x86_fp80} in ST0/ST1), and the lowering of the parts.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-scf | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL

// CHECK-LABEL: cir.func @mul(%arg0: !cir.double, %arg1: !cir.double, %arg2: !cir.double, %arg3: !cir.double) -> !ty___jcirc_abi_double_double
// CHECK:         cir.alloca !cir.complex<!cir.double>, !cir.ptr<!cir.complex<!cir.double>>, ["a", init]
// CHECK:         %[[A:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.complex<!cir.double>>, !cir.complex<!cir.double>
// CHECK:         cir.complex.real %[[A]] : !cir.complex<!cir.double> -> !cir.double
// CHECK:         cir.complex.imag %[[A]] : !cir.complex<!cir.double> -> !cir.double
// CHECK:         cir.call @__muldc3(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!cir.double, !cir.double, !cir.double, !cir.double) -> !ty___jcirc_abi_double_double
// SCF-LABEL:   func.func @mul(
// SCF:           llvm.extractvalue %{{.+}}[0] : !llvm.struct<(f64, f64)>
// LL-LABEL:    define { double, double } @mul(double %arg0, double %arg1, double %arg2, double %arg3)
// LL:            call { double, double } @__muldc3(double
double _Complex mul(double _Complex a, double _Complex b) { return a * b; }

// CHECK-LABEL: cir.func @add(%arg0: !cir.double, %arg1: !cir.double) -> !cir.double
// CHECK:         cir.binop(add, %{{.+}}, %{{.+}}) : !cir.float
// CHECK:         cir.binop(add, %{{.+}}, %{{.+}}) : !cir.float
// CHECK:         cir.complex.create %{{.+}}, %{{.+}} : !cir.float -> !cir.complex<!cir.float>
// SCF-LABEL:   func.func @add(
// SCF:           llvm.mlir.undef : !llvm.struct<(f32, f32)>
// SCF:           llvm.insertvalue %{{.+}}, %{{.+}}[0] : !llvm.struct<(f32, f32)>
// SCF:           llvm.insertvalue %{{.+}}, %{{.+}}[1] : !llvm.struct<(f32, f32)>
// LL-LABEL:    define double @add(double %arg0, double %arg1)
float _Complex add(float _Complex a, float _Complex b) { return a + b; }

// LL-LABEL:    define { x86_fp80, x86_fp80 } @ld(ptr align 16 byval({ x86_fp80, x86_fp80 })
long double _Complex ld(long double _Complex a) { return a; }

// CHECK-LABEL: cir.func @parts(
// CHECK:         cir.complex.imag_ptr %{{.+}} : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
// CHECK:         cir.complex.real %{{.+}} : !cir.complex<!cir.double> -> !cir.double
// SCF-LABEL:   func.func @parts(
// SCF:           llvm.getelementptr %{{.+}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
double parts(double _Complex *z) { __imag__ *z = 1.0; return __real__ *z; }
