// RUN: jcir-opt %s -p convert-arith-to-llvm | FileCheck %s

module {
  // CHECK-LABEL: func.func @int_ops(
  // CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[W:.*]]: i64) -> i64
  func.func @int_ops(%a: i32, %b: i32, %w: i64) -> i64 {
    // CHECK: %[[C:.*]] = llvm.mlir.constant(7 : i32) : i32
    %c = arith.constant 7 : i32
    // CHECK: %[[S:.*]] = llvm.add %[[A]], %[[C]] : i32
    %s = arith.addi %a, %c : i32
    // CHECK: %[[M:.*]] = llvm.mul %[[S]], %[[B]] : i32
    %m = arith.muli %s, %b : i32
    // CHECK: %[[D:.*]] = llvm.sdiv %[[M]], %[[B]]  : i32
    %d = arith.divsi %m, %b : i32
    // CHECK: %[[U:.*]] = llvm.urem %[[D]], %[[B]]  : i32
    %u = arith.remui %d, %b : i32
    // CHECK: %[[SH:.*]] = llvm.ashr %[[U]], %[[C]]  : i32
    %sh = arith.shrsi %u, %c : i32
    // CHECK: %[[P:.*]] = llvm.icmp "slt" %[[SH]], %[[A]] : i32
    %p = arith.cmpi slt, %sh, %a : i32
    // CHECK: %[[SEL:.*]] = llvm.select %[[P]], %[[SH]], %[[A]] : i1, i32
    %sel = arith.select %p, %sh, %a : i32
    // CHECK: %[[MAX:.*]] = llvm.intr.smax(%[[SEL]], %[[B]]) : (i32, i32) -> i32
    %max = arith.maxsi %sel, %b : i32
    // CHECK: %[[MIN:.*]] = llvm.intr.umin(%[[MAX]], %[[A]]) : (i32, i32) -> i32
    %min = arith.minui %max, %a : i32
    // CHECK: %[[X:.*]] = llvm.sext %[[MIN]] : i32 to i64
    %x = arith.extsi %min : i32 to i64
    // index is i64: the casts to and from index disappear, index constants become i64
    // CHECK-NOT: index
    %i = arith.index_cast %x : i64 to index
    // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
    %one = arith.constant 1 : index
    // CHECK: %[[I2:.*]] = llvm.add %[[X]], %[[ONE]] : i64
    %i2 = arith.addi %i, %one : index
    %back = arith.index_castui %i2 : index to i64
    // CHECK: %[[R:.*]] = llvm.xor %[[I2]], %[[W]]  : i64
    %r = arith.xori %back, %w : i64
    // CHECK: return %[[R]] : i64
    return %r : i64
  }

  // CHECK-LABEL: func.func @float_ops(
  // CHECK-SAME: %[[X:.*]]: f64, %[[N:.*]]: i32) -> f32
  func.func @float_ops(%x: f64, %n: i32) -> f32 {
    // CHECK: %[[H:.*]] = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %h = arith.constant 0.5 : f64
    // CHECK: %[[Y:.*]] = llvm.fmul %[[X]], %[[H]]  : f64
    %y = arith.mulf %x, %h : f64
    // CHECK: %[[NF:.*]] = llvm.sitofp %[[N]] : i32 to f64
    %nf = arith.sitofp %n : i32 to f64
    // CHECK: %[[Z:.*]] = llvm.fsub %[[Y]], %[[NF]]  : f64
    %z = arith.subf %y, %nf : f64
    // CHECK: %[[NEG:.*]] = llvm.fneg %[[Z]]  : f64
    %neg = arith.negf %z : f64
    // CHECK: %[[LT:.*]] = llvm.fcmp "olt" %[[NEG]], %[[X]] : f64
    %lt = arith.cmpf olt, %neg, %x : f64
    // CHECK: %[[T:.*]] = llvm.fcmp "_true" %[[NEG]], %[[X]] : f64
    %t = arith.cmpf true, %neg, %x : f64
    // CHECK: %[[BOTH:.*]] = llvm.and %[[LT]], %[[T]]  : i1
    %both = arith.andi %lt, %t : i1
    // CHECK: %[[PICK:.*]] = llvm.select %[[BOTH]], %[[NEG]], %[[X]] : i1, f64
    %pick = arith.select %both, %neg, %x : f64
    // CHECK: %[[R:.*]] = llvm.fptrunc %[[PICK]] : f64 to f32
    %r = arith.truncf %pick : f64 to f32
    // CHECK: return %[[R]] : f32
    return %r : f32
  }

  // a loop counter of type index becomes i64 in the block arguments too
  // CHECK-LABEL: func.func @loop(
  func.func @loop(%n: i64) -> i64 {
    // CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ub = arith.index_cast %n : i64 to index
    // CHECK: cf.br ^bb1(%[[Z]] : i64)
    cf.br ^bb1(%c0 : index)
  // CHECK: ^bb1(%[[IV:.*]]: i64):
  ^bb1(%iv: index):
    %c = arith.cmpi slt, %iv, %ub : index
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %next = arith.addi %iv, %c1 : index
    cf.br ^bb1(%next : index)
  ^bb3:
    // CHECK: return %[[IV]] : i64
    %r = arith.index_cast %iv : index to i64
    return %r : i64
  }

  // floordivsi has no llvm instruction: q - ((r != 0) & ((r < 0) xor (b < 0)))
  // CHECK-LABEL: func.func @floordiv(
  // CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32)
  func.func @floordiv(%a: i32, %b: i32) -> i32 {
    // CHECK: %[[Q:.*]] = llvm.sdiv %[[A]], %[[B]]
    // CHECK: %[[R:.*]] = llvm.srem %[[A]], %[[B]]
    // CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK: %[[NZ:.*]] = llvm.icmp "ne" %[[R]], %[[Z]] : i32
    // CHECK: %[[RN:.*]] = llvm.icmp "slt" %[[R]], %[[Z]] : i32
    // CHECK: %[[BN:.*]] = llvm.icmp "slt" %[[B]], %[[Z]] : i32
    // CHECK: %[[DIFF:.*]] = llvm.xor %[[RN]], %[[BN]]
    // CHECK: %[[ADJ:.*]] = llvm.and %[[NZ]], %[[DIFF]]
    // CHECK: %[[EXT:.*]] = llvm.zext %[[ADJ]] : i1 to i32
    // CHECK: %[[F:.*]] = llvm.sub %[[Q]], %[[EXT]] : i32
    %f = arith.floordivsi %a, %b : i32
    // CHECK: return %[[F]] : i32
    return %f : i32
  }
}
