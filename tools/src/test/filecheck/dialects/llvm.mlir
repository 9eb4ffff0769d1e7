// Every llvm op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt --split-input-file %s | FileCheck %s
// RUN: jcir-opt --split-input-file %s | jcir-opt --split-input-file - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt --split-input-file %s > %t.1 && jcir-opt --split-input-file %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text.
// RUN: jcir-opt --split-input-file %s > %t.j && mlir-opt --split-input-file %t.j > %t.m && diff -B %t.j %t.m

module {
  llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @callee(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: !llvm.ptr, %arg5: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %2 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %3 = llvm.mlir.poison : i32
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.mlir.addressof @g : !llvm.ptr
    %6 = llvm.mlir.addressof @str : !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %8, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %9 = llvm.load volatile %7 : !llvm.ptr -> i32
    %10 = llvm.getelementptr %6[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i8>
    %11 = llvm.getelementptr inbounds %arg4[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %12 = llvm.add %arg0, %arg1 : i32
    %13 = llvm.sub %arg0, %arg1 : i32
    %14 = llvm.mul %arg0, %arg1 : i32
    %15 = llvm.sdiv %arg0, %arg1  : i32
    %16 = llvm.udiv %arg0, %arg1  : i32
    %17 = llvm.srem %arg0, %arg1  : i32
    %18 = llvm.urem %arg0, %arg1  : i32
    %19 = llvm.and %arg0, %arg1  : i32
    %20 = llvm.or %arg0, %arg1  : i32
    %21 = llvm.xor %arg0, %arg1  : i32
    %22 = llvm.shl %arg0, %arg1 : i32
    %23 = llvm.ashr %arg0, %arg1  : i32
    %24 = llvm.lshr %arg0, %arg1  : i32
    %25 = llvm.fadd %arg2, %arg3  : f64
    %26 = llvm.fsub %arg2, %arg3  : f64
    %27 = llvm.fmul %arg2, %arg3  : f64
    %28 = llvm.fdiv %arg2, %arg3  : f64
    %29 = llvm.frem %arg2, %arg3  : f64
    %30 = llvm.fneg %arg2  : f64
    %31 = llvm.icmp "slt" %arg0, %arg1 : i32
    %32 = llvm.fcmp "olt" %arg2, %arg3 : f64
    %33 = llvm.sext %arg0 : i32 to i64
    %34 = llvm.zext %arg0 : i32 to i64
    %35 = llvm.trunc %33 : i64 to i8
    %36 = llvm.sitofp %arg0 : i32 to f64
    %37 = llvm.uitofp %arg0 : i32 to f64
    %38 = llvm.fptosi %arg2 : f64 to i32
    %39 = llvm.fptoui %arg2 : f64 to i32
    %40 = llvm.fpext %1 : f64 to f80
    %41 = llvm.fptrunc %arg2 : f64 to f32
    %42 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
    %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
    %44 = llvm.bitcast %42 : i64 to f64
    %45 = llvm.select %arg5, %arg0, %arg1 : i1, i32
    %46 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i32, f64)> 
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(i32, f64)> 
    %48 = llvm.call @callee(%arg0) : (i32) -> i32
    %49 = llvm.call @printf(%6, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %50 = llvm.mlir.constant(8 : i64) : i64
    "llvm.intr.memcpy"(%arg4, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%arg4, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %51 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%arg4, %51, %50) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.cond_br %arg5, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%52: i32):  // pred: ^bb0
    llvm.return %52 : i32
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  }
}

// -----

module {
  llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global private @h() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.undef : !llvm.array<2 x i32>
    llvm.return %0 : !llvm.array<2 x i32>
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i64) : i64
    %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    llvm.store %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %arg0, %1 {alignment = 4 : i64} : i32, !llvm.ptr
    %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr -> i32
    %3 = llvm.load volatile %1 : !llvm.ptr -> i32
    %4 = llvm.getelementptr %1[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %5 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    %6 = llvm.mlir.addressof @s : !llvm.ptr
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.undef : i32
    %9 = llvm.call @printf(%6, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %10 = llvm.mlir.addressof @f : !llvm.ptr
    %11 = llvm.call %10(%arg0, %arg1) : !llvm.ptr, (i32, !llvm.ptr) -> i32
    %12 = llvm.call @f(%arg0, %arg1) : (i32, !llvm.ptr) -> i32
    %13 = llvm.ptrtoint %1 : !llvm.ptr to i64
    %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
    %15 = llvm.bitcast %arg0 : i32 to f32
    %16 = llvm.icmp "slt" %arg0, %arg0 : i32
    %17 = llvm.fcmp "olt" %15, %15 : f32
    %18 = llvm.select %16, %arg0, %arg0 : i1, i32
    %19 = llvm.sext %arg0 : i32 to i64
    %20 = llvm.zext %arg0 : i32 to i64
    %21 = llvm.trunc %19 : i64 to i8
    %22 = llvm.sitofp %arg0 : i32 to f64
    %23 = llvm.fptosi %22 : f64 to i32
    %24 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %25 = llvm.insertvalue %arg0, %24[0] : !llvm.struct<(i32, f64)> 
    %26 = llvm.extractvalue %25[0] : !llvm.struct<(i32, f64)> 
    "llvm.intr.memcpy"(%1, %arg1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %27 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%1, %27, %0) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %28 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    %29 = llvm.add %arg0, %arg0 : i32
    %30 = llvm.sub %arg0, %arg0 : i32
    %31 = llvm.mul %arg0, %arg0 : i32
    %32 = llvm.sdiv %arg0, %arg0  : i32
    %33 = llvm.udiv %arg0, %arg0  : i32
    %34 = llvm.srem %arg0, %arg0  : i32
    %35 = llvm.urem %arg0, %arg0  : i32
    %36 = llvm.and %arg0, %arg0  : i32
    %37 = llvm.or %arg0, %arg0  : i32
    %38 = llvm.xor %arg0, %arg0  : i32
    %39 = llvm.shl %arg0, %arg0 : i32
    %40 = llvm.lshr %arg0, %arg0  : i32
    %41 = llvm.ashr %arg0, %arg0  : i32
    %42 = llvm.fadd %22, %22  : f64
    %43 = llvm.fsub %22, %22  : f64
    %44 = llvm.fmul %22, %22  : f64
    %45 = llvm.fdiv %22, %22  : f64
    %46 = llvm.frem %22, %22  : f64
    %47 = llvm.fneg %22  : f64
    %48 = llvm.uitofp %arg0 : i32 to f64
    %49 = llvm.fptoui %22 : f64 to i32
    %50 = llvm.fpext %15 : f32 to f64
    %51 = llvm.fptrunc %50 : f64 to f32
    %52 = llvm.mlir.poison : i32
    %53 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %53 : !llvm.ptr
    llvm.intr.vastart %1 : !llvm.ptr
    llvm.intr.vacopy %arg1 to %1 : !llvm.ptr, !llvm.ptr
    %54 = "llvm.va_arg"(%1) : (!llvm.ptr) -> i32
    llvm.intr.vaend %1 : !llvm.ptr
    "llvm.intr.trap"() : () -> ()
    "llvm.intr.memmove"(%1, %arg1, %0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.cond_br %16, ^bb1, ^bb2(%arg0 : i32)
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%2 : i32)
  ^bb2(%55: i32):  // 2 preds: ^bb0, ^bb1
    llvm.return %55 : i32
  }
  llvm.func internal @v() {
    llvm.unreachable
  }
}

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK-LABEL: llvm.func @printf(
// CHECK-SAME: !llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func @callee(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32) -> i32 {
// CHECK-NEXT: llvm.return [[V_arg0]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32, [[V_arg1:%[^ ,:)#]+]]: i32, [[V_arg2:%[^ ,:)#]+]]: f64, [[V_arg3:%[^ ,:)#]+]]: f64, [[V_arg4:%[^ ,:)#]+]]: !llvm.ptr, [[V_arg5:%[^ ,:)#]+]]: i1) -> i32 {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = llvm.mlir.undef : !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = llvm.mlir.poison : i32
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = llvm.mlir.addressof @str : !llvm.ptr
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = llvm.alloca [[V_0]] x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = llvm.load [[V_5]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store [[V_8]], [[V_7]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = llvm.load volatile [[V_7]] : !llvm.ptr -> i32
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = llvm.getelementptr [[V_6]][0, [[V_arg0]]] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i8>
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = llvm.getelementptr inbounds [[V_arg4]][1] : (!llvm.ptr) -> !llvm.ptr, i32
// CHECK-NEXT: [[V_12:%[^ ,:)#]+]] = llvm.add [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_13:%[^ ,:)#]+]] = llvm.sub [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_14:%[^ ,:)#]+]] = llvm.mul [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_15:%[^ ,:)#]+]] = llvm.sdiv [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_16:%[^ ,:)#]+]] = llvm.udiv [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_17:%[^ ,:)#]+]] = llvm.srem [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_18:%[^ ,:)#]+]] = llvm.urem [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_19:%[^ ,:)#]+]] = llvm.and [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_20:%[^ ,:)#]+]] = llvm.or [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_21:%[^ ,:)#]+]] = llvm.xor [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_22:%[^ ,:)#]+]] = llvm.shl [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_23:%[^ ,:)#]+]] = llvm.ashr [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_24:%[^ ,:)#]+]] = llvm.lshr [[V_arg0]], [[V_arg1]]  : i32
// CHECK-NEXT: [[V_25:%[^ ,:)#]+]] = llvm.fadd [[V_arg2]], [[V_arg3]]  : f64
// CHECK-NEXT: [[V_26:%[^ ,:)#]+]] = llvm.fsub [[V_arg2]], [[V_arg3]]  : f64
// CHECK-NEXT: [[V_27:%[^ ,:)#]+]] = llvm.fmul [[V_arg2]], [[V_arg3]]  : f64
// CHECK-NEXT: [[V_28:%[^ ,:)#]+]] = llvm.fdiv [[V_arg2]], [[V_arg3]]  : f64
// CHECK-NEXT: [[V_29:%[^ ,:)#]+]] = llvm.frem [[V_arg2]], [[V_arg3]]  : f64
// CHECK-NEXT: [[V_30:%[^ ,:)#]+]] = llvm.fneg [[V_arg2]]  : f64
// CHECK-NEXT: [[V_31:%[^ ,:)#]+]] = llvm.icmp "slt" [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_32:%[^ ,:)#]+]] = llvm.fcmp "olt" [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_33:%[^ ,:)#]+]] = llvm.sext [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_34:%[^ ,:)#]+]] = llvm.zext [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_35:%[^ ,:)#]+]] = llvm.trunc [[V_33]] : i64 to i8
// CHECK-NEXT: [[V_36:%[^ ,:)#]+]] = llvm.sitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_37:%[^ ,:)#]+]] = llvm.uitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_38:%[^ ,:)#]+]] = llvm.fptosi [[V_arg2]] : f64 to i32
// CHECK-NEXT: [[V_39:%[^ ,:)#]+]] = llvm.fptoui [[V_arg2]] : f64 to i32
// CHECK-NEXT: [[V_40:%[^ ,:)#]+]] = llvm.fpext [[V_1]] : f64 to f80
// CHECK-NEXT: [[V_41:%[^ ,:)#]+]] = llvm.fptrunc [[V_arg2]] : f64 to f32
// CHECK-NEXT: [[V_42:%[^ ,:)#]+]] = llvm.ptrtoint [[V_arg4]] : !llvm.ptr to i64
// CHECK-NEXT: [[V_43:%[^ ,:)#]+]] = llvm.inttoptr [[V_42]] : i64 to !llvm.ptr
// CHECK-NEXT: [[V_44:%[^ ,:)#]+]] = llvm.bitcast [[V_42]] : i64 to f64
// CHECK-NEXT: [[V_45:%[^ ,:)#]+]] = llvm.select [[V_arg5]], [[V_arg0]], [[V_arg1]] : i1, i32
// CHECK-NEXT: [[V_46:%[^ ,:)#]+]] = llvm.insertvalue [[V_arg0]], [[V_2]][0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_47:%[^ ,:)#]+]] = llvm.extractvalue [[V_46]][0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_48:%[^ ,:)#]+]] = llvm.call @callee([[V_arg0]]) : (i32) -> i32
// CHECK-NEXT: [[V_49:%[^ ,:)#]+]] = llvm.call @printf([[V_6]], [[V_arg0]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: [[V_50:%[^ ,:)#]+]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: "llvm.intr.memcpy"([[V_arg4]], [[V_7]], [[V_50]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memmove"([[V_arg4]], [[V_7]], [[V_50]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: [[V_51:%[^ ,:)#]+]] = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: "llvm.intr.memset"([[V_arg4]], [[V_51]], [[V_50]]) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: llvm.cond_br [[V_arg5]], ^bb1([[V_arg0]] : i32), ^bb2
// CHECK-NEXT: ^bb1([[V_52:%[^ ,:)#]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return [[V_52]] : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.mlir.global internal constant @s("abc\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK-NEXT: llvm.mlir.global private @h() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
// CHECK-NEXT: [[V_0]] = llvm.mlir.undef : !llvm.array<2 x i32>
// CHECK-NEXT: llvm.return [[V_0]] : !llvm.array<2 x i32>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @printf(
// CHECK-SAME: !llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32, [[V_arg1:%[^ ,:)#]+]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = llvm.alloca [[V_0]] x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store [[V_arg0]], [[V_1]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile [[V_arg0]], [[V_1]] {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = llvm.load [[V_1]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = llvm.load volatile [[V_1]] : !llvm.ptr -> i32
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = llvm.getelementptr [[V_1]][[[V_0]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = llvm.getelementptr inbounds [[V_1]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = llvm.mlir.addressof @s : !llvm.ptr
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = llvm.mlir.undef : i32
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = llvm.call @printf([[V_6]], [[V_arg0]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = llvm.mlir.addressof @f : !llvm.ptr
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = llvm.call [[V_10]]([[V_arg0]], [[V_arg1]]) : !llvm.ptr, (i32, !llvm.ptr) -> i32
// CHECK-NEXT: [[V_12:%[^ ,:)#]+]] = llvm.call @f([[V_arg0]], [[V_arg1]]) : (i32, !llvm.ptr) -> i32
// CHECK-NEXT: [[V_13:%[^ ,:)#]+]] = llvm.ptrtoint [[V_1]] : !llvm.ptr to i64
// CHECK-NEXT: [[V_14:%[^ ,:)#]+]] = llvm.inttoptr [[V_13]] : i64 to !llvm.ptr
// CHECK-NEXT: [[V_15:%[^ ,:)#]+]] = llvm.bitcast [[V_arg0]] : i32 to f32
// CHECK-NEXT: [[V_16:%[^ ,:)#]+]] = llvm.icmp "slt" [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: [[V_17:%[^ ,:)#]+]] = llvm.fcmp "olt" [[V_15]], [[V_15]] : f32
// CHECK-NEXT: [[V_18:%[^ ,:)#]+]] = llvm.select [[V_16]], [[V_arg0]], [[V_arg0]] : i1, i32
// CHECK-NEXT: [[V_19:%[^ ,:)#]+]] = llvm.sext [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_20:%[^ ,:)#]+]] = llvm.zext [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_21:%[^ ,:)#]+]] = llvm.trunc [[V_19]] : i64 to i8
// CHECK-NEXT: [[V_22:%[^ ,:)#]+]] = llvm.sitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_23:%[^ ,:)#]+]] = llvm.fptosi [[V_22]] : f64 to i32
// CHECK-NEXT: [[V_24:%[^ ,:)#]+]] = llvm.mlir.undef : !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_25:%[^ ,:)#]+]] = llvm.insertvalue [[V_arg0]], [[V_24]][0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: [[V_26:%[^ ,:)#]+]] = llvm.extractvalue [[V_25]][0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: "llvm.intr.memcpy"([[V_1]], [[V_arg1]], [[V_0]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: [[V_27:%[^ ,:)#]+]] = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: "llvm.intr.memset"([[V_1]], [[V_27]], [[V_0]]) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: [[V_28:%[^ ,:)#]+]] = llvm.mlir.constant(1.500000e+00 : f64) : f64
// CHECK-NEXT: [[V_29:%[^ ,:)#]+]] = llvm.add [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: [[V_30:%[^ ,:)#]+]] = llvm.sub [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: [[V_31:%[^ ,:)#]+]] = llvm.mul [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: [[V_32:%[^ ,:)#]+]] = llvm.sdiv [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_33:%[^ ,:)#]+]] = llvm.udiv [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_34:%[^ ,:)#]+]] = llvm.srem [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_35:%[^ ,:)#]+]] = llvm.urem [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_36:%[^ ,:)#]+]] = llvm.and [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_37:%[^ ,:)#]+]] = llvm.or [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_38:%[^ ,:)#]+]] = llvm.xor [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_39:%[^ ,:)#]+]] = llvm.shl [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: [[V_40:%[^ ,:)#]+]] = llvm.lshr [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_41:%[^ ,:)#]+]] = llvm.ashr [[V_arg0]], [[V_arg0]]  : i32
// CHECK-NEXT: [[V_42:%[^ ,:)#]+]] = llvm.fadd [[V_22]], [[V_22]]  : f64
// CHECK-NEXT: [[V_43:%[^ ,:)#]+]] = llvm.fsub [[V_22]], [[V_22]]  : f64
// CHECK-NEXT: [[V_44:%[^ ,:)#]+]] = llvm.fmul [[V_22]], [[V_22]]  : f64
// CHECK-NEXT: [[V_45:%[^ ,:)#]+]] = llvm.fdiv [[V_22]], [[V_22]]  : f64
// CHECK-NEXT: [[V_46:%[^ ,:)#]+]] = llvm.frem [[V_22]], [[V_22]]  : f64
// CHECK-NEXT: [[V_47:%[^ ,:)#]+]] = llvm.fneg [[V_22]]  : f64
// CHECK-NEXT: [[V_48:%[^ ,:)#]+]] = llvm.uitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_49:%[^ ,:)#]+]] = llvm.fptoui [[V_22]] : f64 to i32
// CHECK-NEXT: [[V_50:%[^ ,:)#]+]] = llvm.fpext [[V_15]] : f32 to f64
// CHECK-NEXT: [[V_51:%[^ ,:)#]+]] = llvm.fptrunc [[V_50]] : f64 to f32
// CHECK-NEXT: [[V_52:%[^ ,:)#]+]] = llvm.mlir.poison : i32
// CHECK-NEXT: [[V_53:%[^ ,:)#]+]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore [[V_53]] : !llvm.ptr
// CHECK-NEXT: llvm.intr.vastart [[V_1]] : !llvm.ptr
// CHECK-NEXT: llvm.intr.vacopy [[V_arg1]] to [[V_1]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: [[V_54:%[^ ,:)#]+]] = "llvm.va_arg"([[V_1]]) : (!llvm.ptr) -> i32
// CHECK-NEXT: llvm.intr.vaend [[V_1]] : !llvm.ptr
// CHECK-NEXT: "llvm.intr.trap"() : () -> ()
// CHECK-NEXT: "llvm.intr.memmove"([[V_1]], [[V_arg1]], [[V_0]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.cond_br [[V_16]], ^bb1, ^bb2([[V_arg0]] : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2([[V_2]] : i32)
// CHECK-NEXT: ^bb2([[V_55:%[^ ,:)#]+]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return [[V_55]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func internal @v(
// CHECK-SAME: ) {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
