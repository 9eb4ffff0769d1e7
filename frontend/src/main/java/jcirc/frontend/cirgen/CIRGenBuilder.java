package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Builder} with helpers for the cir ops CIRGen emits. Ops are created generically by
 * name with the attribute names of spec/cir-dialect.txt; enumerated kinds are
 * {@code #cir<KIND_ENUM value>} {@link BuiltinAttrs.EnumAttr}s.
 */
public final class CIRGenBuilder extends Builder {
    public static final String BINOP_KIND = "binop_kind";
    public static final String CMP_KIND = "cmp_kind";
    public static final String CAST_KIND = "cast_kind";
    public static final String UNARY_KIND = "unary_kind";
    public static final String LOOP_KIND = "loop_kind";
    public static final String YIELD_KIND = "yield_kind";
    public static final String LINKAGE = "linkage";
    public static final String CASE_KIND = "case_kind";

    public static Attribute kind(String enumName, String value) { return new BuiltinAttrs.EnumAttr("cir", enumName, value); }

    public static Map<String, Attribute> attrs(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) if (kv[i + 1] != null) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return m;
    }

    public Value constInt(long v, Type t) {
        if (t instanceof CirTypes.BoolType) return constBool(v != 0);
        return CirOps.ConstOp.create(this, new CirAttrs.IntAttr(BigInteger.valueOf(v), t), t).res();
    }

    public Value constIntBig(BigInteger v, Type t) {
        return CirOps.ConstOp.create(this, new CirAttrs.IntAttr(v, t), t).res();
    }

    public Value constBool(boolean b) {
        return CirOps.ConstOp.create(this, new CirAttrs.BoolAttr(b), CirTypes.BOOL).res();
    }

    public Value constFloat(double d, Type t) {
        return CirOps.ConstOp.create(this, new CirAttrs.FPAttr(d, t), t).res();
    }

    /** {@code cir.const #cir.fp<...>} of an exact value (a long double keeps its 64-bit significand). */
    public Value constFloat(jcirc.ir.X87Float v, Type t) {
        return CirOps.ConstOp.create(this, t, attrs("value", CirAttrs.FPAttr.of(v, t))).res();
    }

    public Value constNull(Type ptrType) {
        return CirOps.ConstOp.create(this, new CirAttrs.NullPtrAttr(ptrType), ptrType).res();
    }

    public Value constAttr(CirAttrs.CirTypedAttr a) {
        return CirOps.ConstOp.create(this, a.type(), attrs("value", a)).res();
    }

    public Value binop(String kind, Value l, Value r) {
        return CirOps.BinOp.create(this, l, r, l.type(), attrs("kind", kind(BINOP_KIND, kind))).result();
    }

    public Value cmp(String kind, Value l, Value r) {
        return CirOps.CmpOp.create(this, l, r, CirTypes.BOOL, attrs("kind", kind(CMP_KIND, kind))).result();
    }

    public Value unary(String kind, Value v) {
        return CirOps.UnaryOp.create(this, v, v.type(), attrs("kind", kind(UNARY_KIND, kind))).result();
    }

    public Value cast(String kind, Value v, Type to) {
        return CirOps.CastOp.create(this, v, to, attrs("kind", kind(CAST_KIND, kind))).result();
    }

    public Value load(Value addr) { return load(addr, false, 0); }

    // x (volatile int x)  ->  %v = cir.load volatile %p : !cir.ptr<!s32i>, !s32i
    // p->i (i under-aligned in a packed record)  ->  %v = cir.load %p : !cir.ptr<!s32i>, !s32i {alignment = 1 : i64}
    public Value load(Value addr, boolean isVolatile, long align) {
        Type t = ((CirTypes.PointerType) addr.type()).pointee();
        return CirOps.LoadOp.create(this, addr, t, accessAttrs(isVolatile, align)).result();
    }

    public void store(Value v, Value addr) { store(v, addr, false, 0); }

    // x = v (volatile int x)  ->  cir.store volatile %v, %p : !s32i, !cir.ptr<!s32i>
    public void store(Value v, Value addr, boolean isVolatile, long align) {
        CirOps.StoreOp.create(this, v, addr, accessAttrs(isVolatile, align));
    }

    // *p = v (int *p, -O2)  ->  cir.store %v, %p {tbaa = [#llvm.tbaa_tag<...>]} : !s32i, !cir.ptr<!s32i>   (tbaa null: none; CIRGenTBAA)
    public void store(Value v, Value addr, boolean isVolatile, long align, Attribute tbaa) {
        Map<String, Attribute> a = new java.util.LinkedHashMap<>(accessAttrs(isVolatile, align));
        if (tbaa != null) a.put("tbaa", tbaa);
        CirOps.StoreOp.create(this, v, addr, a);
    }

    // *p (int *p, -O2)  ->  %v = cir.load %p : !cir.ptr<!s32i>, !s32i {tbaa = [#llvm.tbaa_tag<...>]}
    public Value load(Value addr, boolean isVolatile, long align, Attribute tbaa) {
        Map<String, Attribute> a = new java.util.LinkedHashMap<>(accessAttrs(isVolatile, align));
        if (tbaa != null) a.put("tbaa", tbaa);
        return CirOps.LoadOp.create(this, addr, ((CirTypes.PointerType) addr.type()).pointee(), a).result();
    }

    /**
     * The attributes of a memory access: {@code is_volatile} (printed as the keyword
     * {@code volatile}) for volatile objects, {@code alignment} when the address is known to be
     * less aligned than the accessed type (members of packed records); {@code align == 0}: natural.
     */
    public static Map<String, Attribute> accessAttrs(boolean isVolatile, long align) {
        return attrs("is_volatile", isVolatile ? BuiltinAttrs.UNIT : null,
                "alignment", align > 0 ? new BuiltinAttrs.IntegerAttr(align, BuiltinTypes.I64) : null);
    }

    public Value ptrStride(Value base, Value stride) {
        // p + b, p[b] with a _Bool index: its value 0 or 1 as an integer (was an ICE: gawk's eval.c)
        if (stride.type() instanceof CirTypes.BoolType) stride = cast("bool_to_int", stride, CirTypes.S32);
        return CirOps.PtrStrideOp.create(this, base, stride, base.type()).result();
    }

    public Value getGlobal(String sym, Type ptrType) {
        return CirOps.GetGlobalOp.create(this, ptrType, attrs("name", BuiltinAttrs.sym(sym))).addr();
    }

    public Value structElementAddr(Value base, String memberName, int index, Type memberType) {
        return CirOps.StructElementAddrOp.create(this, base, CirTypes.ptr(memberType), attrs("member_name", BuiltinAttrs.str(memberName), "member_index", new BuiltinAttrs.IntegerAttr(index, BuiltinTypes.I64))).result();
    }

    public Operation yield(String kind, List<Value> args) {
        return CirOps.YieldOp.create(this, args, kind == null ? Map.of() : attrs("kind", kind(YIELD_KIND, kind))).op();
    }

    /**
     * Ends a cir.loop's condition region (the current one, {@code r}): {@code cir.brcond %c ^yes, ^no}
     * with {@code ^yes: cir.yield continue} (run the body) and {@code ^no: cir.yield} (leave the loop).
     */
    public void loopCondition(jcirc.ir.Region r, Value c) {
        jcirc.ir.Block yes = new jcirc.ir.Block(), no = new jcirc.ir.Block();
        CirOps.BrCondOp.create(this, c, List.of(), List.of(), yes, no);
        r.addBlock(yes);
        r.addBlock(no);
        setInsertionPointToEnd(yes);
        this.yield("continue", List.of());
        setInsertionPointToEnd(no);
        this.yield(null, List.of());
    }

    public Operation ret(Value v) { return CirOps.ReturnOp.create(this, v).op(); }

    /** Is this op a block terminator CIRGen emits? */
    public static boolean isTerminator(Operation op) {
        if (op == null) return false;
        return switch (op.name()) {
            case CirOps.ReturnOp.NAME, CirOps.YieldOp.NAME, CirOps.BrOp.NAME, CirOps.BrCondOp.NAME, CirOps.GotoOp.NAME, CirOps.UnreachableOp.NAME, CirOps.TrapOp.NAME, CirOps.IndirectBrOp.NAME, jcirc.dialect.cir.CirEhOps.ResumeOp.NAME -> true;
            default -> false;
        };
    }

    public boolean blockTerminated() {
        return insertionBlock() != null && isTerminator(insertionBlock().last());
    }
}
