package jcirc.lowering.cirtollvm;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;
import jcirc.lowering.types.CirTypeConverter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Patterns for cir's memory ops: alloca, load, store, ptr_stride, struct_element_addr, copy. */
final class MemoryLowering {
    /** getelementptr's marker for "this index is a dynamic operand". */
    static final long DYNAMIC_INDEX = Integer.MIN_VALUE;

    private final LoweringContext cx;
    private final ArithLowering arith;

    private final AtomicLowering atomics;

    MemoryLowering(LoweringContext cx, ArithLowering arith, AtomicLowering atomics) { this.cx = cx; this.arith = arith; this.atomics = atomics; }

    // %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init] {alignment = 4 : i64}
    //   → (in the entry block) %c1 = arith.constant 1 : i64
    //                          %0 = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    void alloca(Operation op) {
        Type t = CirOpAccess.typeAttr(op, "allocaType");
        if (t == null && cx.cirType(op.result()) instanceof CirTypes.PointerType p) t = p.pointee();
        if (t == null) throw new PassFailure(op, "cir.alloca without an allocaType");
        long align = CirOpAccess.intAttr(op, "alignment", cx.types.dataLayout().alignOf(t));
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("alignment", BuiltinAttrs.i64(align));
        attrs.put("elem_type", new BuiltinAttrs.TypeAttr(cx.types.elementTypeOf(t)));
        Operation fn = LoweringContext.enclosingFunction(op);
        Value r;
        if (op.numOperands() == 0 && fn != null && !fn.region(0).isEmpty()) {
            Value count = cx.atEntryAllocaPoint(fn);
            cx.b.setLocation(op.location());
            r = LLVMOps.AllocaOp.create(cx.b, count, LLVMTypes.PTR, attrs).res();
            cx.allocaHoisted(fn, r.definingOp());
        } else {
            // a dynamic element count (VLA) stays where it is
            cx.at(op);
            Value count = op.numOperands() == 0 ? cx.intConst(1, 64)
                    : arith.resize(new CirOps.AllocaOp(op).dynAllocSize(), cx.convert(cx.operandType(op, 0)), BuiltinTypes.I64, false);
            r = LLVMOps.AllocaOp.create(cx.b, count, LLVMTypes.PTR, attrs).res();
        }
        cx.replace(op, r);
    }

    // %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i → %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
    void load(Operation op) {
        Type t = cx.cirType(op.result());
        if (AtomicLowering.isAtomic(op)) { atomics.load(op, memAttrs(op, t)); return; }
        cx.at(op);
        if (t instanceof CirTypes.IntType it && CirTypeConverter.isWideBitInt(it)) {
            // _BitInt(N > 128): its whole limbs, truncated to N bits (the bits above are unspecified, as in clang-19)
            Type storage = CirTypeConverter.storageInt(it);
            Value whole = LLVMOps.LoadOp.create(cx.b, new CirOps.LoadOp(op).addr(), storage, memAttrs(op, t)).res();
            cx.replace(op, arith.resize(whole, storage, cx.convert(t), it.signed()));
            return;
        }
        cx.replace(op, LLVMOps.LoadOp.create(cx.b, new CirOps.LoadOp(op).addr(), cx.convert(t), memAttrs(op, t)).res());
    }

    // cir.store %v, %p : !s32i, !cir.ptr<!s32i> → llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
    void store(Operation op) {
        Type t = cx.operandType(op, 0);
        if (AtomicLowering.isAtomic(op)) { atomics.store(op, memAttrs(op, t)); return; }
        cx.at(op);
        CirOps.StoreOp st = new CirOps.StoreOp(op);
        Value v = st.value();
        // _BitInt(N > 128): extended by its signedness to whole limbs, as clang-19 stores it
        if (t instanceof CirTypes.IntType it && CirTypeConverter.isWideBitInt(it)) v = arith.resize(v, cx.convert(t), CirTypeConverter.storageInt(it), it.signed());
        LLVMOps.StoreOp.create(cx.b, v, st.addr(), memAttrs(op, t));
        op.erase();
    }

    private Map<String, Attribute> memAttrs(Operation op, Type t) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("alignment", BuiltinAttrs.i64(CirOpAccess.intAttr(op, "alignment", cx.types.dataLayout().alignOf(t))));
        if (op.hasAttr("is_volatile") || op.hasAttr("volatile")) attrs.put("volatile_", BuiltinAttrs.UNIT);
        if (op.attr("tbaa") != null) attrs.put("tbaa", op.attr("tbaa"));   // CIRGen's access tag (CIRGenTBAA), unchanged
        return attrs;
    }

    // %q = cir.ptr_stride(%p : !cir.ptr<!s32i>, %i : !s32i), !cir.ptr<!s32i>
    //   → %i64 = arith.extsi %i : i32 to i64;  %q = llvm.getelementptr %p[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    void ptrStride(Operation op) {
        Type pt = cx.operandType(op, 0);
        if (!(pt instanceof CirTypes.PointerType p)) throw new PassFailure(op, "ptr_stride base is not a pointer");
        CirOps.PtrStrideOp ps = new CirOps.PtrStrideOp(op);
        Value idx = ps.stride();
        Type it = cx.operandType(op, 1);
        cx.at(op);
        Value idx64 = arith.resize(idx, cx.convert(it), BuiltinTypes.I64, !(it instanceof CirTypes.IntType i) || i.signed());
        Value g = gep(ps.base(), List.of(idx64), List.of(DYNAMIC_INDEX), cx.types.elementTypeOf(p.pointee()));
        LlvmFacts.markInbounds(g, ps.base());
        cx.replace(op, g);
    }

    // %m = cir.struct_element_addr %s[1] {member_index = 1} : !cir.ptr<!struct> → llvm.getelementptr %s[0, 1] : ..., !llvm.struct<(...)>
    // (union members all live at offset 0: the result is the union's address)
    void structElementAddr(Operation op) {
        Type pt = cx.operandType(op, 0);
        if (!(pt instanceof CirTypes.PointerType p) || !(p.pointee() instanceof CirTypes.StructType st))
            throw new PassFailure(op, "struct_element_addr base is not a pointer to a struct");
        cx.at(op);
        Value base = new CirOps.StructElementAddrOp(op).structAddr();
        if (st.isUnion()) { cx.replace(op, base); return; }
        long idx = CirOpAccess.intAttr(op, "member_index", -1);
        if (idx < 0) {
            String member = op.attr("member_name") instanceof BuiltinAttrs.StringAttr s ? s.value() : null;
            if (member != null) {
                String m = member.contains(".") ? member.substring(member.lastIndexOf('.') + 1) : member;
                idx = st.memberNames().indexOf(m);
            }
        }
        if (idx < 0) throw new PassFailure(op, "struct_element_addr without a resolvable member_index");
        // a member 2^60 bytes or more into the struct (gcc allows objects up to 2^63 bytes): LLVM
        // computes struct offsets in bits, which overflow, so the address is a byte offset instead
        long offset = cx.types.dataLayout().structLayout(st).offsets().get((int) idx);
        if (offset >= 1L << 60) {
            cx.replace(op, gep(base, List.of(cx.intConst(offset, 64)), List.of(DYNAMIC_INDEX), BuiltinTypes.I8));
            return;
        }
        Value g = gep(base, List.of(), List.of(0L, idx), cx.convert(st));
        LlvmFacts.markInbounds(g, base);
        cx.replace(op, g);
    }

    // cir.copy %src to %dst : !cir.ptr<!struct> → llvm.intr.memcpy %dst, %src, %size (isVolatile = false)
    void copy(Operation op) {
        Value src = CirOpAccess.operandGroup(op, "src", 0, 0, 1).get(0);
        Value dst = CirOpAccess.operandGroup(op, "dst", 1, 1, 2).get(0);
        Type pt = cx.operandType(op, op.operands().indexOf(dst));
        if (!(pt instanceof CirTypes.PointerType p)) throw new PassFailure(op, "cir.copy of a non-pointer");
        cx.at(op);
        Value len = cx.intConst(cx.types.dataLayout().sizeOf(p.pointee()), 64);
        LLVMOps.IntrMemcpyOp.create(cx.b, dst, src, len, new BuiltinAttrs.IntegerAttr(op.hasAttr("is_volatile") ? 1 : 0, BuiltinTypes.I1));
        op.erase();
    }

    // %d = cir.ptr_diff(%p, %q) : !cir.ptr<!s32i> -> !s64i
    //   → %a = llvm.ptrtoint %p : !llvm.ptr to i64; %b = ...; %d = arith.divsi (arith.subi %a, %b), 4
    void ptrDiff(Operation op) {
        Type pt = cx.operandType(op, 0);
        long size = pt instanceof CirTypes.PointerType p ? cx.types.dataLayout().sizeOf(p.pointee()) : 1;
        cx.at(op);
        CirOps.PtrDiffOp pd = new CirOps.PtrDiffOp(op);
        Value a = LLVMOps.PtrtointOp.create(cx.b, pd.lhs(), BuiltinTypes.I64).res();
        Value b = LLVMOps.PtrtointOp.create(cx.b, pd.rhs(), BuiltinTypes.I64).res();
        Value d = ArithOps.SubiOp.create(cx.b, a, b, BuiltinTypes.I64).result();
        if (size != 1) d = ArithOps.DivsiOp.create(cx.b, d, cx.intConst(size, 64), BuiltinTypes.I64, Map.of("isExact", BuiltinAttrs.UNIT)).result();
        cx.replace(op, arith.resize(d, BuiltinTypes.I64, cx.convert(cx.cirType(op.result())), true));
    }

    Value gep(Value base, List<Value> dynamic, List<Long> raw, Type elem) {
        return LLVMOps.GetelementptrOp.create(cx.b, base, dynamic, LLVMTypes.PTR, Map.of(
                "elem_type", new BuiltinAttrs.TypeAttr(elem),
                "rawConstantIndices", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, raw))).res();
    }
}
