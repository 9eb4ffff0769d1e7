package jcirc.lowering.cirtollvm;

import jcirc.ir.Operation;
import jcirc.lowering.types.CirOpAccess;

import java.util.List;
import java.util.Map;

/** Variable argument lists and stack save/restore, as LLVM intrinsics. */
final class VarArgLowering {
    private final LoweringContext cx;

    VarArgLowering(LoweringContext cx) { this.cx = cx; }

    // cir.va_start %ap → llvm.intr.vastart %ap : !llvm.ptr ;  cir.va_end %ap → llvm.intr.vaend %ap : !llvm.ptr
    void start(Operation op) { intrinsic(op, "llvm.intr.vastart"); }

    void end(Operation op) { intrinsic(op, "llvm.intr.vaend"); }

    // cir.va_copy %src to %dst → llvm.intr.vacopy %src to %dst : !llvm.ptr, !llvm.ptr  (operands: dest_list, src_list)
    void copy(Operation op) {
        var src = CirOpAccess.operandGroup(op, "src_list", 0, 0, 1).get(0);
        var dst = CirOpAccess.operandGroup(op, "dst_list", 1, 1, 2).get(0);
        cx.at(op);
        cx.createOp("llvm.intr.vacopy", List.of(dst, src), List.of(), Map.of());
        op.erase();
    }

    // %v = cir.va_arg %ap : (!cir.ptr<...>) -> !s32i → %v = "llvm.va_arg"(%ap) : (!llvm.ptr) -> i32
    void arg(Operation op) {
        cx.at(op);
        cx.replace(op, cx.create("llvm.va_arg", List.of(op.operand(0)), cx.convert(cx.cirType(op.result())), Map.of()));
    }

    // %sp = cir.stack_save : !cir.ptr<!u8i> → %sp = llvm.intr.stacksave : !llvm.ptr ;  cir.stack_restore → llvm.intr.stackrestore
    void stackSave(Operation op) {
        cx.at(op);
        cx.replace(op, cx.create("llvm.intr.stacksave", List.of(), cx.convert(cx.cirType(op.result())), Map.of()));
    }

    void stackRestore(Operation op) { intrinsic(op, "llvm.intr.stackrestore"); }

    private void intrinsic(Operation op, String name) {
        cx.at(op);
        cx.createOp(name, op.operands(), List.of(), Map.of());
        op.erase();
    }
}
