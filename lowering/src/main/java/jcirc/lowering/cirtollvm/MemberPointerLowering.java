package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirMemberPointerOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.PassFailure;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.cirtollvm.LoweringContext.kind;

/**
 * C++ pointers to members with the Itanium ABI (docs/cir-dialect.md): a {@code !cir.data_member} is the member's byte
 * offset as an {@code i64} (-1 for null), a {@code !cir.method} the struct {@code {ptr, adj}} — {@code ptr} the function's
 * address, or 1 + the vtable offset of a virtual function's slot (odd: functions are 2-aligned), {@code adj} the byte
 * adjustment of {@code this}. No control flow (selects), so the scf path, which runs these patterns inside scf regions,
 * and the direct path share them.
 */
final class MemberPointerLowering {
    private final LoweringContext cx;
    private final MemoryLowering memory;

    MemberPointerLowering(LoweringContext cx, MemoryLowering memory) { this.cx = cx; this.memory = memory; }

    private static Map<String, jcirc.ir.Attribute> position(long i) {
        return Map.of("position", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(i)));
    }

    private Value icmp(String p, Value a, Value b) {
        return ArithOps.CmpiOp.create(cx.b, new EnumAttr("arith", "cmpi_predicate", p), a, b, BuiltinTypes.I1).result();
    }

    private Value select(Value c, Value a, Value b) { return ArithOps.SelectOp.create(cx.b, c, a, b, a.type()).result(); }

    private Value part(Value method, long i) { return LLVMOps.ExtractvalueOp.create(cx.b, method, BuiltinTypes.I64, position(i)).res(); }

    // %p = cir.get_runtime_member %obj[%m : !cir.data_member<!s32i in !ty_S>] : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
    //   → %p = llvm.getelementptr %obj[%m] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    void getRuntimeMember(Operation op) {
        cx.at(op);
        CirMemberPointerOps.GetRuntimeMemberOp get = new CirMemberPointerOps.GetRuntimeMemberOp(op);
        cx.replace(op, memory.gep(get.addr(), List.of(get.member()), List.of(MemoryLowering.DYNAMIC_INDEX), BuiltinTypes.I8));
    }

    // %f, %this = cir.get_method %m, %obj : (...) -> (...)
    //   → %ptr = extractvalue %m[0]; %adj = extractvalue %m[1]; %this = gep i8 %obj[%adj]
    //     %virt = (%ptr & 1) != 0; %vt = load (select %virt, %this, inttoptr %ptr)
    //     %slot = gep i8 %vt[%ptr - 1]; %vf = load (select %virt, %slot, inttoptr %ptr); %f = select %virt, %vf, inttoptr %ptr
    //   (the loads of a non-virtual function read its own code bytes, so both loads are always safe and no branch is needed)
    void getMethod(Operation op) {
        cx.at(op);
        CirMemberPointerOps.GetMethodOp get = new CirMemberPointerOps.GetMethodOp(op);
        Value m = get.method(), obj = get.object();
        Value ptr = part(m, 0), adj = part(m, 1);
        Value self = memory.gep(obj, List.of(adj), List.of(MemoryLowering.DYNAMIC_INDEX), BuiltinTypes.I8);
        Value one = cx.intConst(1, 64), zero = cx.intConst(0, 64);
        Value virt = icmp("ne", ArithOps.AndiOp.create(cx.b, ptr, one, BuiltinTypes.I64).result(), zero);
        Value fn = LLVMOps.InttoptrOp.create(cx.b, ptr, LLVMTypes.PTR).res();
        Value vtable = LLVMOps.LoadOp.create(cx.b, select(virt, self, fn), BuiltinAttrs.i64(1), null, null, null, LLVMTypes.PTR).res();
        Value offset = ArithOps.SubiOp.create(cx.b, ptr, one, BuiltinTypes.I64).result();
        Value slot = memory.gep(vtable, List.of(offset), List.of(MemoryLowering.DYNAMIC_INDEX), BuiltinTypes.I8);
        Value vfn = LLVMOps.LoadOp.create(cx.b, select(virt, slot, fn), BuiltinAttrs.i64(1), null, null, null, LLVMTypes.PTR).res();
        cx.replace(op, List.of(select(virt, vfn, fn), self));
    }

    // %d = cir.derived_data_member(%b : ...) [8] -> ...  → %d = select (%b == -1), -1, %b + 8   (base_data_member: - 8)
    void dataMemberConversion(Operation op, long offset) {
        cx.at(op);
        Value src = switch (op.view()) {
            case CirMemberPointerOps.DerivedDataMemberOp d -> d.src();
            case CirMemberPointerOps.BaseDataMemberOp b -> b.src();
            default -> throw new PassFailure(op, "not a data member pointer conversion");
        };
        if (offset == 0) { cx.replace(op, src); return; }
        Value minus1 = cx.intConst(-1, 64);
        Value moved = ArithOps.AddiOp.create(cx.b, src, cx.intConst(offset, 64), BuiltinTypes.I64).result();
        cx.replace(op, select(icmp("eq", src, minus1), minus1, moved));
    }

    // %d = cir.derived_method(%b : ...) [8] -> ...  → {ptr, adj + 8}   (base_method: adj - 8; a null ptr stays null)
    void methodConversion(Operation op, long offset) {
        cx.at(op);
        Value src = switch (op.view()) {
            case CirMemberPointerOps.DerivedMethodOp d -> d.src();
            case CirMemberPointerOps.BaseMethodOp b -> b.src();
            default -> throw new PassFailure(op, "not a member function pointer conversion");
        };
        if (offset == 0) { cx.replace(op, src); return; }
        Type st = cx.convert(cx.cirType(op.result()));
        Value adj = ArithOps.AddiOp.create(cx.b, part(src, 1), cx.intConst(offset, 64), BuiltinTypes.I64).result();
        cx.replace(op, LLVMOps.InsertvalueOp.create(cx.b, src, adj, st, position(1)).res());
    }

    // %r = cir.cmp(eq, %a, %b) : !cir.method<...>  → a.ptr == b.ptr && (a.ptr == 0 || a.adj == b.adj)   (ne: the negation)
    void cmp(Operation op) {
        String k = kind(op);
        if (!k.equals("eq") && !k.equals("ne")) throw new PassFailure(op, "member function pointers compare only with == and !=");
        cx.at(op);
        CirOps.CmpOp c = new CirOps.CmpOp(op);
        Value a = c.lhs(), b = c.rhs();
        Value pa = part(a, 0);
        Value samePtr = icmp("eq", pa, part(b, 0));
        Value sameAdj = icmp("eq", part(a, 1), part(b, 1));
        Value isNull = icmp("eq", pa, cx.intConst(0, 64));
        Value adjOk = ArithOps.OriOp.create(cx.b, isNull, sameAdj, BuiltinTypes.I1).result();
        Value eq = ArithOps.AndiOp.create(cx.b, samePtr, adjOk, BuiltinTypes.I1).result();
        cx.replace(op, k.equals("eq") ? eq : ArithOps.XoriOp.create(cx.b, eq, cx.intConst(1, 1), BuiltinTypes.I1).result());
    }
}
