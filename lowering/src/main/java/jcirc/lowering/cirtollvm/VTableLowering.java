package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Operation;
import jcirc.ir.pass.PassFailure;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.List;

/**
 * C++ virtual dispatch (docs/cxx.md, "Virtual functions"): the vptr is at offset 0 of a dynamic class, so
 * {@code cir.vtable.get_vptr} is the object's address; {@code cir.vtable.get_virtual_fn_addr} is a pointer-sized
 * step from the address point; {@code cir.vtable.address_point} a constant GEP into the vtable group's global.
 * No control flow: the scf path and the direct path share these patterns.
 */
final class VTableLowering {
    private final LoweringContext cx;
    private final MemoryLowering memory;

    VTableLowering(LoweringContext cx, MemoryLowering memory) { this.cx = cx; this.memory = memory; }

    // %v = cir.vtable.get_vptr %p : !cir.ptr<!ty_A> -> !cir.ptr<...>  → %p (the vptr is the first word)
    void getVptr(Operation op) {
        cx.at(op);
        cx.replace(op, new CirOps.VtableGetVptrOp(op).src());
    }

    // %s = cir.vtable.get_virtual_fn_addr %vt[3] : ...  → %s = llvm.getelementptr inbounds %vt[3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    void getVirtualFnAddr(Operation op) {
        CirOps.VtableGetVirtualFnAddrOp v = new CirOps.VtableGetVirtualFnAddrOp(op);
        cx.at(op);
        Value vt = v.vptr();
        Value g = memory.gep(vt, List.of(), List.of(v.index()), LLVMTypes.PTR);
        LlvmFacts.markInbounds(g, vt);
        cx.replace(op, g);
    }

    // %a = cir.vtable.address_point(@_ZTV1B, vtable_index = 1, address_point_index = 2)
    //   → %g = llvm.mlir.addressof @_ZTV1B; %a = llvm.getelementptr inbounds %g[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x ptr>, array<3 x ptr>)>
    void addressPoint(Operation op) {
        CirOps.VtableAddressPointOp v = new CirOps.VtableAddressPointOp(op);
        cx.at(op);
        Type gt = cx.globals.get(v.name());
        if (gt == null) throw new PassFailure(op, "vtable address point of unknown global @" + v.name());
        Value addr = cx.address(v.name());
        // a vtable group is a struct of arrays (one per vtable); a single vtable may be a plain array
        List<Long> idx = gt instanceof jcirc.dialect.cir.CirTypes.ArrayType ? List.of(0L, v.addressPointIndex())
                : List.of(0L, v.vtableIndex(), v.addressPointIndex());
        Value g = memory.gep(addr, List.of(), idx, cx.convert(gt));
        LlvmFacts.markInbounds(g, addr);
        cx.replace(op, g);
    }
}
