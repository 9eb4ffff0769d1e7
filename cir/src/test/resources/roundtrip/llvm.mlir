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
  llvm.func internal @coro_end(%arg0: !llvm.ptr) {
    %0 = llvm.mlir.none : !llvm.token
    %1 = llvm.mlir.constant(false) : i1
    %2 = llvm.call @llvm.coro.end(%arg0, %1, %0) : (!llvm.ptr, i1, !llvm.token) -> i1
    llvm.return
  }
  llvm.func @llvm.coro.end(!llvm.ptr, i1, !llvm.token) -> i1
}
