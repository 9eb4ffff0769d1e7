package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU non-local goto (docs/nested-functions.md): a nested function's {@code goto L} to a
 * {@code __label__ L} of an enclosing function unwinds to that function's frame, as gcc does.
 * <p>
 * The receiving function owns a buffer {@code !cir.array<!cir.ptr<!u8i> x 6>} (slots 0-4: the
 * {@code llvm.eh.sjlj.setjmp} buffer, slot 5: the number of the label to go to) and, at its entry,
 * calls {@code llvm.eh.sjlj.setjmp}; when that returns again (from {@code llvm.eh.sjlj.longjmp} in a
 * nested function) it dispatches on the label number with {@code cir.goto}s. Because the frame is
 * re-entered, every load and store of the receiving function's own locals is made volatile (the
 * values the jump finds are the ones in memory, as gcc guarantees).
 */
final class CIRGenNonLocalGoto {
    /** The entity (a frame-record key) of the buffer of a receiving function. */
    record Buffer(CIRGenFunction owner) {}

    private static final int TARGET_SLOT = 5;
    private final CIRGenFunction cgf;
    private Value buffer;
    private final Map<String, Integer> targets = new LinkedHashMap<>();

    CIRGenNonLocalGoto(CIRGenFunction cgf) { this.cgf = cgf; }

    /** This function's buffer (created on first use), as {@code !cir.ptr<!cir.ptr<!u8i>>}. */
    Value buffer() {
        if (buffer == null) {
            Value a = cgf.allocaOfType(CirTypes.array(CIRGenNested.SLOT, 6), 16, "nonlocal.goto");
            var saved = cgf.b.save();
            cgf.b.setInsertionPointAfter(a.definingOp());
            buffer = cgf.b.cast("array_to_ptrdecay", a, CIRGenNested.CHAIN);
            cgf.b.restore(saved);
        }
        return buffer;
    }

    /** The number of label {@code name} (a unique local-label name of this function) as a non-local target. */
    int target(String name) {
        return targets.computeIfAbsent(name, k -> targets.size() + 1);
    }

    // goto L   (L: __label__ of enclosing function P, number k)
    //   ->  cir.store (int_to_ptr k), buf[5];  SjLjLongjmp (llvm.eh.sjlj.longjmp's jump)
    /** Emits, in a nested function, the jump to label {@code name} of enclosing function {@code owner}. */
    static void emitGoto(CIRGenFunction from, CIRGenFunction owner, String name) {
        var b = from.b;
        int k = owner.nested.nonLocal.target(name);
        owner.labels.computeIfAbsent(name, n -> new jcirc.ir.Block());   // reported if never placed
        Value buf = from.nested.reach(new Buffer(owner));
        Value slot = b.ptrStride(buf, b.constInt(TARGET_SLOT, CirTypes.S64));
        b.store(b.cast("int_to_ptr", b.constInt(k, CirTypes.U64), CIRGenNested.SLOT), slot);
        SjLjLongjmp.emit(b, buf);
    }

    //   buf[0] = llvm.frameaddress(0); buf[2] = cir.stack_save
    //   %r = cir.call @llvm.eh.sjlj.setjmp(buf)
    //   cir.if (%r != 0) { %k = ptr_to_int(buf[5]); cir.if (%k == 1) { cir.goto "L1" } ... cir.unreachable }
    /** At the end of the receiving function: the setjmp and dispatch at its entry, and volatile accesses. */
    void finish() {
        if (targets.isEmpty()) return;
        var b = cgf.b;
        Value buf = buffer();
        cgf.nested.atEntry();
        Symbol frameAddress = cgf.nested.intrinsic("llvm.frameaddress.p0", new CType.Pointer(CType.VOID), List.of(CType.UINT));
        Operation fa = CirOps.CallOp.create(b, BuiltinAttrs.sym(frameAddress.irName), List.of(b.constInt(0, CirTypes.U32)), cgf.cir(new CType.Pointer(CType.VOID))).op();
        b.store(b.cast("bitcast", fa.result(0), CIRGenNested.SLOT), b.ptrStride(buf, b.constInt(0, CirTypes.S64)));
        Value sp = CirOps.StackSaveOp.create(b, CIRGenNested.SLOT).result();
        b.store(sp, b.ptrStride(buf, b.constInt(2, CirTypes.S64)));
        Symbol setjmp = cgf.nested.intrinsic("llvm.eh.sjlj.setjmp", CType.INT, List.of(new CType.Pointer(CType.VOID)));
        Operation r = CirOps.CallOp.create(b, BuiltinAttrs.sym(setjmp.irName), List.of(cgf.nested.castTo(buf, 0, setjmp)), CirTypes.S32).op();
        Value again = b.cmp("ne", r.result(0), b.constInt(0, CirTypes.S32));
        Operation ifOp = CirOps.IfOp.create(b, again).op();
        cgf.stmt.fill(ifOp.region(0), () -> {
            Value k = b.cast("ptr_to_int", b.load(b.ptrStride(buf, b.constInt(TARGET_SLOT, CirTypes.S64))), CirTypes.U64);
            for (var e : targets.entrySet()) {
                Operation is = CirOps.IfOp.create(b, b.cmp("eq", k, b.constInt(e.getValue(), CirTypes.U64))).op();
                cgf.stmt.fill(is.region(0), () -> CirOps.GotoOp.create(b, CIRGenBuilder.attrs("label", BuiltinAttrs.str(e.getKey()))).op(), null);
            }
            CirOps.UnreachableOp.create(b);
        }, null);
        makeAccessesVolatile(cgf.entry.parent());
    }

    /** Every cir.load/cir.store of one of this function's allocas becomes volatile. */
    private static void makeAccessesVolatile(Region r) {
        List<Operation> work = new ArrayList<>();
        r.walk(work::add);
        for (Operation op : work) {
            int addr = op.is(CirOps.LoadOp.NAME) ? 0 : op.is(CirOps.StoreOp.NAME) ? 1 : -1;
            if (addr < 0 || op.numOperands() <= addr) continue;
            Operation def = op.operand(addr).definingOp();
            if (def != null && def.is(CirOps.AllocaOp.NAME)) op.setAttr("is_volatile", BuiltinAttrs.UNIT);
        }
    }
}
