package jcirc.lowering.cirtollvm;

import jcirc.dialect.arith.ArithOps;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.util.List;
import java.util.Map;

/**
 * C++ class address adjustments (docs/cir-dialect.md): {@code cir.base_class_addr} and {@code cir.derived_class_addr}
 * become a byte offset of the pointer; a pointer that may be null stays null (a select, no control flow, so the
 * pattern serves the scf path, which runs it inside scf regions, and the direct path alike).
 */
final class ClassAddrLowering {
    private final LoweringContext cx;
    private final MemoryLowering memory;

    ClassAddrLowering(LoweringContext cx, MemoryLowering memory) { this.cx = cx; this.memory = memory; }

    // %b = cir.base_class_addr(%d : !cir.ptr<!ty_D>) -> !cir.ptr<!ty_B> {offset = 8 : i64}
    //   → %g = llvm.getelementptr inbounds %d[8] : (!llvm.ptr) -> !llvm.ptr, i8
    //     %n = llvm.icmp "eq" %d, %null;  %b = arith.select %n, %null, %g      (offset 0: %d itself)
    void baseClassAddr(Operation op) {
        CirOps.BaseClassAddrOp b = new CirOps.BaseClassAddrOp(op);
        adjust(op, b.derivedAddr(), b.offset(), b.assumeNotNull());
    }

    // %d = cir.derived_class_addr(%b : !cir.ptr<!ty_B>) -> !cir.ptr<!ty_D> {offset = 8 : i64}  → the same with -8
    void derivedClassAddr(Operation op) {
        CirOps.DerivedClassAddrOp d = new CirOps.DerivedClassAddrOp(op);
        adjust(op, d.baseAddr(), -d.offset(), d.assumeNotNull());
    }

    private void adjust(Operation op, Value p, long offset, boolean nonNull) {
        cx.at(op);
        if (offset == 0) { cx.replace(op, p); return; }
        Value g = memory.gep(p, List.of(), List.of(offset), BuiltinTypes.I8);
        if (offset > 0) LlvmFacts.markInbounds(g, p);
        if (nonNull) { cx.replace(op, g); return; }
        Value isNull = LLVMOps.IcmpOp.create(cx.b, new EnumAttr("llvm", "ICmpPredicate", "eq"), p, cx.nullPtr(), BuiltinTypes.I1).res();
        cx.replace(op, ArithOps.SelectOp.create(cx.b, isNull, cx.nullPtr(), g, g.type()).result());
    }
}
