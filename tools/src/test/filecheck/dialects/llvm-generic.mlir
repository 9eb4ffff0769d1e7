// Every llvm op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --split-input-file --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt --split-input-file %s > %t.custom && jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - > %t.back && diff %t.custom %t.back

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

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", value = "hi\00"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 4 : i64, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", value = 0 : i32}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "llvm.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<i32 (i32, i32, f64, f64, ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: !llvm.ptr, %arg6: i1):
// CHECK-NEXT: %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %1 = "llvm.mlir.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
// CHECK-NEXT: %2 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: %3 = "llvm.mlir.poison"() : () -> i32
// CHECK-NEXT: %4 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %5 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// CHECK-NEXT: %6 = "llvm.mlir.addressof"() <{global_name = @str}> : () -> !llvm.ptr
// CHECK-NEXT: %7 = "llvm.alloca"(%0) <{alignment = 4 : i64, elem_type = i32}> : (i32) -> !llvm.ptr
// CHECK-NEXT: %8 = "llvm.load"(%5) <{alignment = 4 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: "llvm.store"(%8, %7) <{alignment = 4 : i64}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: %9 = "llvm.load"(%7) <{volatile_}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %10 = "llvm.getelementptr"(%6, %arg1) <{elem_type = !llvm.array<3 x i8>, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT: %11 = "llvm.getelementptr"(%arg5) <{elem_type = i32, inbounds, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %12 = "llvm.add"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %13 = "llvm.sub"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %14 = "llvm.mul"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %15 = "llvm.sdiv"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %16 = "llvm.udiv"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %17 = "llvm.srem"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %18 = "llvm.urem"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %19 = "llvm.and"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %20 = "llvm.or"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %21 = "llvm.xor"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %22 = "llvm.shl"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %23 = "llvm.ashr"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %24 = "llvm.lshr"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %25 = "llvm.fadd"(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT: %26 = "llvm.fsub"(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT: %27 = "llvm.fmul"(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT: %28 = "llvm.fdiv"(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT: %29 = "llvm.frem"(%arg3, %arg4) : (f64, f64) -> f64
// CHECK-NEXT: %30 = "llvm.fneg"(%arg3) : (f64) -> f64
// CHECK-NEXT: %31 = "llvm.icmp"(%arg1, %arg2) <{predicate = #llvm<ICmpPredicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: %32 = "llvm.fcmp"(%arg3, %arg4) <{predicate = #llvm<FCmpPredicate olt>}> : (f64, f64) -> i1
// CHECK-NEXT: %33 = "llvm.sext"(%arg1) : (i32) -> i64
// CHECK-NEXT: %34 = "llvm.zext"(%arg1) : (i32) -> i64
// CHECK-NEXT: %35 = "llvm.trunc"(%33) : (i64) -> i8
// CHECK-NEXT: %36 = "llvm.sitofp"(%arg1) : (i32) -> f64
// CHECK-NEXT: %37 = "llvm.uitofp"(%arg1) : (i32) -> f64
// CHECK-NEXT: %38 = "llvm.fptosi"(%arg3) : (f64) -> i32
// CHECK-NEXT: %39 = "llvm.fptoui"(%arg3) : (f64) -> i32
// CHECK-NEXT: %40 = "llvm.fpext"(%1) : (f64) -> f80
// CHECK-NEXT: %41 = "llvm.fptrunc"(%arg3) : (f64) -> f32
// CHECK-NEXT: %42 = "llvm.ptrtoint"(%arg5) : (!llvm.ptr) -> i64
// CHECK-NEXT: %43 = "llvm.inttoptr"(%42) : (i64) -> !llvm.ptr
// CHECK-NEXT: %44 = "llvm.bitcast"(%42) : (i64) -> f64
// CHECK-NEXT: %45 = "llvm.select"(%arg6, %arg1, %arg2) : (i1, i32, i32) -> i32
// CHECK-NEXT: %46 = "llvm.insertvalue"(%2, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: %47 = "llvm.extractvalue"(%46) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>) -> i32
// CHECK-NEXT: %48 = "llvm.call"(%arg1) <{callee = @callee}> : (i32) -> i32
// CHECK-NEXT: %49 = "llvm.call"(%6, %arg1) <{callee = @printf, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %50 = "llvm.mlir.constant"() <{value = 8 : i64}> : () -> i64
// CHECK-NEXT: "llvm.intr.memcpy"(%arg5, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%arg5, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %51 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
// CHECK-NEXT: "llvm.intr.memset"(%arg5, %51, %50) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: "llvm.cond_br"(%arg6, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%52: i32):  // pred: ^bb0
// CHECK-NEXT: "llvm.return"(%52) : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "llvm.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "llvm.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: // -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "abc\00"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 4 : i64, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", value = 0 : i32}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<private>, sym_name = "h"}> ({
// CHECK-NEXT: %0 = "llvm.mlir.undef"() : () -> !llvm.array<2 x i32>
// CHECK-NEXT: "llvm.return"(%0) : (!llvm.array<2 x i32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: !llvm.ptr):
// CHECK-NEXT: %1 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
// CHECK-NEXT: %2 = "llvm.alloca"(%1) <{alignment = 4 : i64, elem_type = i32}> : (i64) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%arg0, %2) <{alignment = 4 : i64}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.store"(%arg0, %2) <{alignment = 4 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: %3 = "llvm.load"(%2) <{alignment = 4 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %4 = "llvm.load"(%2) <{volatile_}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %5 = "llvm.getelementptr"(%2, %1) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: %6 = "llvm.getelementptr"(%2) <{elem_type = !llvm.struct<(i32, f64)>, inbounds, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %7 = "llvm.mlir.addressof"() <{global_name = @s}> : () -> !llvm.ptr
// CHECK-NEXT: %8 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %9 = "llvm.mlir.undef"() : () -> i32
// CHECK-NEXT: %10 = "llvm.call"(%7, %arg0) <{callee = @printf, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %11 = "llvm.mlir.addressof"() <{global_name = @f}> : () -> !llvm.ptr
// CHECK-NEXT: %12 = "llvm.call"(%11, %arg0, %arg1) : (!llvm.ptr, i32, !llvm.ptr) -> i32
// CHECK-NEXT: %13 = "llvm.call"(%arg0, %arg1) <{callee = @f}> : (i32, !llvm.ptr) -> i32
// CHECK-NEXT: %14 = "llvm.ptrtoint"(%2) : (!llvm.ptr) -> i64
// CHECK-NEXT: %15 = "llvm.inttoptr"(%14) : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = "llvm.bitcast"(%arg0) : (i32) -> f32
// CHECK-NEXT: %17 = "llvm.icmp"(%arg0, %arg0) <{predicate = #llvm<ICmpPredicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: %18 = "llvm.fcmp"(%16, %16) <{predicate = #llvm<FCmpPredicate olt>}> : (f32, f32) -> i1
// CHECK-NEXT: %19 = "llvm.select"(%17, %arg0, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT: %20 = "llvm.sext"(%arg0) : (i32) -> i64
// CHECK-NEXT: %21 = "llvm.zext"(%arg0) : (i32) -> i64
// CHECK-NEXT: %22 = "llvm.trunc"(%20) : (i64) -> i8
// CHECK-NEXT: %23 = "llvm.sitofp"(%arg0) : (i32) -> f64
// CHECK-NEXT: %24 = "llvm.fptosi"(%23) : (f64) -> i32
// CHECK-NEXT: %25 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: %26 = "llvm.insertvalue"(%25, %arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>, i32) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: %27 = "llvm.extractvalue"(%26) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%2, %arg1, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %28 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
// CHECK-NEXT: "llvm.intr.memset"(%2, %28, %1) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: %29 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
// CHECK-NEXT: %30 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %31 = "llvm.sub"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %32 = "llvm.mul"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %33 = "llvm.sdiv"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %34 = "llvm.udiv"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %35 = "llvm.srem"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %36 = "llvm.urem"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %37 = "llvm.and"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %38 = "llvm.or"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %39 = "llvm.xor"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %40 = "llvm.shl"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %41 = "llvm.lshr"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %42 = "llvm.ashr"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: %43 = "llvm.fadd"(%23, %23) : (f64, f64) -> f64
// CHECK-NEXT: %44 = "llvm.fsub"(%23, %23) : (f64, f64) -> f64
// CHECK-NEXT: %45 = "llvm.fmul"(%23, %23) : (f64, f64) -> f64
// CHECK-NEXT: %46 = "llvm.fdiv"(%23, %23) : (f64, f64) -> f64
// CHECK-NEXT: %47 = "llvm.frem"(%23, %23) : (f64, f64) -> f64
// CHECK-NEXT: %48 = "llvm.fneg"(%23) : (f64) -> f64
// CHECK-NEXT: %49 = "llvm.uitofp"(%arg0) : (i32) -> f64
// CHECK-NEXT: %50 = "llvm.fptoui"(%23) : (f64) -> i32
// CHECK-NEXT: %51 = "llvm.fpext"(%16) : (f32) -> f64
// CHECK-NEXT: %52 = "llvm.fptrunc"(%51) : (f64) -> f32
// CHECK-NEXT: %53 = "llvm.mlir.poison"() : () -> i32
// CHECK-NEXT: %54 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.stackrestore"(%54) : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.vastart"(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.vacopy"(%2, %arg1) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %55 = "llvm.va_arg"(%2) : (!llvm.ptr) -> i32
// CHECK-NEXT: "llvm.intr.vaend"(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.trap"() : () -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%2, %arg1, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.cond_br"(%17, %arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "llvm.br"(%3)[^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb2(%56: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.return"(%56) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "llvm.func"() <{function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "v"}> ({
// CHECK-NEXT: "llvm.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
