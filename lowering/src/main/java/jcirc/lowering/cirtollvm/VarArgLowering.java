package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.lowering.types.CirOpAccess;
import jcirc.lowering.types.CirTypeConverter;
import jcirc.dialect.cir.CirTypes;

import java.util.List;
import java.util.Map;

/** Variable argument lists (va_arg expanded per the System V ABI) and stack save/restore, as LLVM intrinsics. */
final class VarArgLowering {
    private final LoweringContext cx;

    VarArgLowering(LoweringContext cx) { this.cx = cx; }

    // cir.va_start %ap → llvm.intr.vastart %ap : !llvm.ptr ;  cir.va_end %ap → llvm.intr.vaend %ap : !llvm.ptr
    // inside the func.func body of a split variadic definition (FunctionLowering.variadic), va_start
    // copies the list the shell started: cir.va_start %ap → llvm.intr.vacopy %va to %ap : !llvm.ptr, !llvm.ptr
    void start(Operation op) {
        Value incoming = cx.variadicBodies.get(LoweringContext.enclosingFunction(op));
        if (incoming == null) { intrinsic(op, LLVMOps.IntrVastartOp.NAME); return; }
        cx.at(op);
        LLVMOps.IntrVacopyOp.create(cx.b, new CirOps.VaStartOp(op).argList(), incoming);
        op.erase();
    }

    void end(Operation op) { intrinsic(op, LLVMOps.IntrVaendOp.NAME); }

    // cir.va_copy %src to %dst → llvm.intr.vacopy %src to %dst : !llvm.ptr, !llvm.ptr  (operands: dest_list, src_list)
    void copy(Operation op) {
        var src = CirOpAccess.operandGroup(op, "src_list", 0, 0, 1).get(0);
        var dst = CirOpAccess.operandGroup(op, "dst_list", 1, 1, 2).get(0);
        cx.at(op);
        LLVMOps.IntrVacopyOp.create(cx.b, dst, src);
        op.erase();
    }

    /*
     * %v = cir.va_arg %ap : (!cir.ptr<!ty___va_list_tag>) -> T, expanded inline per the System V
     * x86-64 ABI (as clang does; LLVM's own va_arg instruction is miscompiled by llc -O0's fast
     * register allocator). The va_list tag is {i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
     * ptr reg_save_area}. For integers and pointers (fp: doubles, with 176 and 16):
     *
     *   %off = llvm.load %ap.gp_offset : i32           %in = arith.cmpi ule, %off, 40
     *   %reg = llvm.getelementptr %save[%off] : i8     %ovf = llvm.load %ap.overflow_arg_area
     *   %addr = arith.select %in, %reg, %ovf           %v = llvm.load %addr : T
     *   llvm.store (arith.select %in, %off + 8, %off), %ap.gp_offset
     *   llvm.store (arith.select %in, %ovf, %ovf + 8), %ap.overflow_arg_area
     *
     * long double is always passed in memory (16-byte aligned slots). Other types (structs,
     * __int128) keep LLVMOps.VaArgOp.NAME.
     */
    void arg(Operation op) {
        Type t = cx.convert(cx.cirType(op.result()));
        cx.at(op);
        Value ap = new CirOps.VaArgOp(op).argList();
        if (cx.cirType(op.result()) instanceof CirTypes.IntType wide && CirTypeConverter.isWideBitInt(wide)) {
            // _BitInt(N > 128) (MEMORY class): its limbs at overflow_arg_area (8-aligned), the area advanced past them
            Value ovfSlot = byteOffset(ap, 8);
            Value ovf = load(ovfSlot, LLVMTypes.PTR, 8);
            Type storage = CirTypeConverter.storageInt(wide);
            Value v = ArithOps.TrunciOp.create(cx.b, load(ovf, storage, 8), t).out();
            store(byteOffset(ovf, CirTypeConverter.limbs(wide) * 8L), ovfSlot, 8);
            cx.replace(op, v);
            return;
        }
        boolean gp = t instanceof BuiltinTypes.IntegerType it && it.width() <= 64 || t.equals(LLVMTypes.PTR);
        boolean sse = t instanceof BuiltinTypes.FloatType ft && (ft.width() == 32 || ft.width() == 64);
        boolean x87 = t instanceof BuiltinTypes.FloatType ft && ft.width() == 80;
        if (x87) {
            // overflow_arg_area rounded up to 16, the value read there, the area advanced by 16
            Value ovfSlot = byteOffset(ap, 8);
            Value ovf = load(ovfSlot, LLVMTypes.PTR, 8);
            Value i = LLVMOps.PtrtointOp.create(cx.b, ovf, BuiltinTypes.I64).res();
            i = ArithOps.AddiOp.create(cx.b, i, cx.intConst(15, 64), BuiltinTypes.I64).result();
            i = ArithOps.AndiOp.create(cx.b, i, cx.intConst(-16, 64), BuiltinTypes.I64).result();
            Value addr = LLVMOps.InttoptrOp.create(cx.b, i, LLVMTypes.PTR).res();
            Value v = load(addr, t, 16);
            store(byteOffset(addr, 16), ovfSlot, 8);
            cx.replace(op, v);
            return;
        }
        if (!gp && !sse) {
            cx.replace(op, LLVMOps.VaArgOp.create(cx.b, ap, t).res());
            return;
        }
        int step = gp ? 8 : 16, limit = gp ? 48 : 176;
        Value offSlot = gp ? ap : byteOffset(ap, 4);
        Value off = load(offSlot, BuiltinTypes.I32, 4);
        Value in = ArithOps.CmpiOp.create(cx.b, new BuiltinAttrs.EnumAttr("arith", "cmpi_predicate", "ule"), off, cx.intConst(limit - step, 32), BuiltinTypes.I1).result();
        Value save = load(byteOffset(ap, 16), LLVMTypes.PTR, 8);
        Value off64 = ArithOps.ExtuiOp.create(cx.b, off, BuiltinTypes.I64).out();
        Value reg = LLVMOps.GetelementptrOp.create(cx.b, save, List.of(off64), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(MemoryLowering.DYNAMIC_INDEX)), new BuiltinAttrs.TypeAttr(BuiltinTypes.I8), LLVMTypes.PTR).res();
        Value ovfSlot = byteOffset(ap, 8);
        Value ovf = load(ovfSlot, LLVMTypes.PTR, 8);
        Value addr = ArithOps.SelectOp.create(cx.b, in, reg, ovf, LLVMTypes.PTR).result();
        Value v = load(addr, t, 1);
        Value nextOff = ArithOps.AddiOp.create(cx.b, off, cx.intConst(step, 32), BuiltinTypes.I32).result();
        store(ArithOps.SelectOp.create(cx.b, in, nextOff, off, BuiltinTypes.I32).result(), offSlot, 4);
        store(ArithOps.SelectOp.create(cx.b, in, ovf, byteOffset(ovf, 8), LLVMTypes.PTR).result(), ovfSlot, 8);
        cx.replace(op, v);
    }

    // llvm.getelementptr %p[n] : (!llvm.ptr) -> !llvm.ptr, i8
    private Value byteOffset(Value p, long n) {
        return LLVMOps.GetelementptrOp.create(cx.b, p, List.of(), new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(n)), new BuiltinAttrs.TypeAttr(BuiltinTypes.I8), LLVMTypes.PTR).res();
    }

    private Value load(Value p, Type t, long align) {
        return LLVMOps.LoadOp.create(cx.b, p, BuiltinAttrs.i64(align), null, null, null, t).res();
    }

    private void store(Value v, Value p, long align) {
        LLVMOps.StoreOp.create(cx.b, v, p, BuiltinAttrs.i64(align), null, null, null);
    }

    // %sp = cir.stack_save : !cir.ptr<!u8i> → %sp = llvm.intr.stacksave : !llvm.ptr ;  cir.stack_restore → llvm.intr.stackrestore
    void stackSave(Operation op) {
        cx.at(op);
        cx.replace(op, LLVMOps.IntrStacksaveOp.create(cx.b, cx.convert(cx.cirType(op.result()))).res());
    }

    void stackRestore(Operation op) { intrinsic(op, LLVMOps.IntrStackrestoreOp.NAME); }

    private void intrinsic(Operation op, String name) {
        cx.at(op);
        cx.createOp(name, op.operands(), List.of(), Map.of());
        op.erase();
    }
}
