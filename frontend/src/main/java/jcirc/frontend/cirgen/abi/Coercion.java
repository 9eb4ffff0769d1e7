package jcirc.frontend.cirgen.abi;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.CIRGenBuilder;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Emits the cir that moves a struct between memory and its register pieces.
 * <pre>
 *   struct {int a, b;} at %s → %p = cir.cast(bitcast, %s) : !cir.ptr&lt;!u64i&gt;;  %v = cir.load %p
 *   piece at byte 8          → cir.cast(bitcast → !cir.ptr&lt;!u8i&gt;), cir.ptr_stride 8, cir.cast(bitcast → !cir.ptr&lt;T&gt;)
 *   pieces wider than the struct (struct {char c[3];} → !u32i): go through a zero-filled
 *   temporary of 8 or 16 bytes and a cir.copy of the struct's own bytes, so no access
 *   leaves the object
 * </pre>
 * Loads and stores through a struct of smaller alignment than the piece carry {@code alignment}.
 */
public final class Coercion {
    /** Creates an uninitialized temporary at the top of the function (CIRGenFunction's allocas). */
    public interface Temporaries {
        Value alloca(Type type, long align, String name);
    }

    private final CIRGenBuilder b;
    private final Temporaries temps;

    public Coercion(CIRGenBuilder b, Temporaries temps) {
        this.b = b;
        this.temps = temps;
    }

    /** Loads the register pieces of the struct at {@code addr} ({@code size} bytes, aligned to {@code align}). */
    public List<Value> loadPieces(Value addr, long size, int align, List<Piece> pieces) {
        Value base = addr;
        long baseAlign = align;
        if (!fits(pieces, size)) {
            base = scratch(pieces, align);
            CirOps.CopyOp.create(b, addr, b.cast("bitcast", base, addr.type()));
            baseAlign = Math.max(8, align);
        }
        List<Value> out = new ArrayList<>();
        for (Piece p : pieces) out.add(load(pieceAddr(base, p), alignAt(baseAlign, p)));
        return out;
    }

    /** Stores register pieces into the struct at {@code addr}. */
    public void storePieces(List<Value> values, Value addr, long size, int align, List<Piece> pieces) {
        if (fits(pieces, size)) {
            for (int i = 0; i < pieces.size(); i++) store(values.get(i), pieceAddr(addr, pieces.get(i)), alignAt(align, pieces.get(i)));
            return;
        }
        Value tmp = scratch(pieces, align);
        long ta = Math.max(8, align);
        for (int i = 0; i < pieces.size(); i++) store(values.get(i), pieceAddr(tmp, pieces.get(i)), alignAt(ta, pieces.get(i)));
        CirOps.CopyOp.create(b, b.cast("bitcast", tmp, addr.type()), addr);
    }

    /** The value a function returns for the struct at {@code addr}: one piece, or the coerce struct. */
    public Value loadReturn(Value addr, long size, int align, ReturnInfo.Coerced rc) {
        if (rc.pieces().size() == 1) return loadPieces(addr, size, align, rc.pieces()).get(0);
        Value tmp = temps.alloca(rc.type(), Math.max(8, align), "coerce");
        CirOps.CopyOp.create(b, addr, b.cast("bitcast", tmp, addr.type()));
        return b.load(tmp);
    }

    /** Stores a call's coerced result {@code v} into the struct at {@code addr}. */
    public void storeReturn(Value v, Value addr, long size, int align, ReturnInfo.Coerced rc) {
        if (rc.pieces().size() == 1) {
            storePieces(List.of(v), addr, size, align, rc.pieces());
            return;
        }
        Value tmp = temps.alloca(rc.type(), Math.max(8, align), "coerce");
        b.store(v, tmp);
        CirOps.CopyOp.create(b, b.cast("bitcast", tmp, addr.type()), addr);
    }

    private static boolean fits(List<Piece> pieces, long size) {
        for (Piece p : pieces) if (p.end() > size) return false;
        return true;
    }

    /** A zero-filled {@code !cir.array<!u64i x N>} covering every piece. */
    private Value scratch(List<Piece> pieces, int align) {
        long end = 0;
        for (Piece p : pieces) end = Math.max(end, p.end());
        Type t = CirTypes.array(CirTypes.U64, (end + 7) / 8);
        Value tmp = temps.alloca(t, Math.max(8, align), "coerce");
        b.store(b.constAttr(new CirAttrs.ZeroAttr(t)), tmp);
        return tmp;
    }

    /** The address of a piece inside the object at {@code base}. */
    private Value pieceAddr(Value base, Piece p) {
        Type pt = CirTypes.ptr(p.type());
        if (p.offset() == 0) return b.cast("bitcast", base, pt);
        Value bytes = b.cast("bitcast", base, CirTypes.ptr(CirTypes.U8));
        Value at = b.ptrStride(bytes, b.constInt(p.offset(), CirTypes.S64));
        return b.cast("bitcast", at, pt);
    }

    /** The alignment a piece has inside an object aligned to {@code align} (0: natural, no attribute). */
    private static long alignAt(long align, Piece p) {
        long natural = naturalAlign(p.type());
        long known = p.offset() == 0 ? align : Math.min(align, Long.lowestOneBit(p.offset()));
        return known >= natural ? 0 : known;
    }

    private static long naturalAlign(Type t) {
        if (t instanceof CirTypes.IntType i) return i.width() / 8;
        if (t.equals(CirTypes.FLOAT)) return 4;
        if (t.equals(CirTypes.LONG_DOUBLE)) return 16;
        return 8;
    }

    private Value load(Value addr, long align) {
        Type t = ((CirTypes.PointerType) addr.type()).pointee();
        return CirOps.LoadOp.create(b, addr, t, align == 0 ? Map.of() : Map.of("alignment", BuiltinAttrs.i64(align))).result();
    }

    private void store(Value v, Value addr, long align) {
        CirOps.StoreOp.create(b, v, addr, align == 0 ? Map.of() : Map.of("alignment", BuiltinAttrs.i64(align)));
    }
}
