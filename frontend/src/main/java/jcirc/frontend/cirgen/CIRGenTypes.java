package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.X86_64Abi;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps C types to cir types. Records become named {@code !cir.struct} types whose member list
 * follows the C layout: one member per non-bit-field C member, explicit {@code !cir.array<!u8i x N>}
 * padding where natural alignment would not reproduce the C offset, and one {@code !u8i}-array
 * storage member per run of bit-fields. {@link #memberIndex} gives the cir member index of a C
 * field, used as {@code cir.struct_element_addr}'s {@code member_index}.
 */
public final class CIRGenTypes {
    /** Where a C field lives in the cir struct. For bit-fields: the storage member and the bit offset in it. */
    public record MemberInfo(int index, long storageOffset, int bitOffsetInStorage, int storageBytes) {}

    private final Map<RecordDef, CirTypes.StructType> structs = new IdentityHashMap<>();
    private final Map<RecordDef, Map<Integer, MemberInfo>> members = new IdentityHashMap<>();
    private final Map<String, Integer> nameUse = new HashMap<>();
    /** ABI: the x86-64 System V lowering of function signatures (see docs/abi.md). */
    public final X86_64Abi abi = new X86_64Abi(this::convert);

    public Type convert(CType t) {
        return switch (Types.unqual(t)) {
            case CType.Void v -> CirTypes.VOID;
            case CType.Int i -> i.kind() == CType.IntKind.BOOL ? CirTypes.BOOL
                    : CirTypes.intType(i.kind().signed, i.width());   // _BitInt(N): !cir.int<s, N>
            case CType.Enum e -> convert(e.def().underlying());
            case CType.Float f -> switch (f.kind()) {
                case FLOAT -> CirTypes.FLOAT;
                case DOUBLE -> CirTypes.DOUBLE;
                case LONG_DOUBLE -> CirTypes.LONG_DOUBLE;
            };
            case CType.Complex c -> new CirTypes.ComplexType(convert(c.element()));
            case CType.Pointer p -> CirTypes.ptr(Types.isVoid(p.pointee()) ? CirTypes.VOID : convert(p.pointee()));
            // a VLA's storage is a run of its innermost fixed-size elements: its address is a pointer to one
            case CType.Array a when Types.isVla(a) -> convert(a.element());
            case CType.Array a -> CirTypes.array(convert(a.element()), Math.max(0, a.length()));
            case CType.Function f -> funcType(f, false);
            case CType.Record r when jcirc.frontend.sema.SemaMemberPointers.info(r) instanceof jcirc.frontend.sema.SemaMemberPointers.Info mi ->
                    CIRGenMemberPointers.type(this, mi);   // C++: !cir.data_member, !cir.method
            case CType.Record r -> struct(r.def());
            case CType.Vector v -> new CirTypes.VectorType(convert(v.element()), v.length());
            case CType.Qualified q -> convert(q.base());
        };
    }

    /**
     * A function type at the ABI level (ABI: struct arguments and results lowered per x86-64
     * System V by {@link X86_64Abi}); unprototyped declarations without known parameters become variadic.
     */
    public CirTypes.FuncType funcType(CType.Function f, boolean definition) {
        return abi.lower(f, definition).type();
    }

    /** Records whose late layout is in progress (a member's type may lead back to the record). */
    private final java.util.Set<RecordDef> layingOut = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    public CirTypes.StructType struct(RecordDef def) {
        CirTypes.StructType st = structs.get(def);
        if (st != null) {
            // first seen incomplete (`typedef struct M M; M *f(void);` before `struct M {...}`): lay it out now
            if (def.isLaidOut() && !members.containsKey(def) && layingOut.add(def)) {
                try { layout(def, st); } finally { layingOut.remove(def); }
            }
            return st;
        }
        String base = (def.isUnion() ? "union." : "struct.") + (def.tag() != null ? def.tag() : "anon");
        int n = nameUse.merge(base, 1, Integer::sum);
        String name = n == 1 ? base : base + "." + (n - 1);
        st = new CirTypes.StructType(name, def.isUnion());
        structs.put(def, st);
        if (def.isLaidOut()) layout(def, st);
        return st;
    }

    private void layout(RecordDef def, CirTypes.StructType st) {
        List<Type> body = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Map<Integer, MemberInfo> info = new HashMap<>();
        boolean packed = cirPacked(def);
        if (def.isUnion()) {
            for (RecordDef.Field f : def.fields()) {
                if (f.isBitField()) {
                    // storage of the declared type's size, but never beyond a packed union's end
                    int bytes = (int) Math.max(1, Math.min(Types.sizeOf(f.type()), def.size()));
                    info.put(f.index(), new MemberInfo(body.size(), 0, f.bitOffset(), bytes));
                    body.add(CirTypes.array(CirTypes.U8, bytes));
                } else {
                    info.put(f.index(), new MemberInfo(body.size(), 0, 0, 0));
                    body.add(convert(f.type()));
                }
                names.add(f.name() == null ? "" : f.name());
            }
            // a union made larger than its largest member (aligned(N)) gets a byte array of its full size
            long largest = 0;
            for (RecordDef.Field f : def.fields()) largest = Math.max(largest, f.isBitField() ? Math.max(1, Math.min(Types.sizeOf(f.type()), def.size())) : Types.sizeOf(f.type()));
            if (roundUp(largest, packed ? 1 : naturalCirAlign(def)) != def.size()) { body.add(CirTypes.array(CirTypes.U8, def.size())); names.add(""); }
            st.setBody(body, packed);
            st.setMemberNames(names);
            members.put(def, info);
            return;
        }
        long pos = 0;
        List<RecordDef.Field> fs = def.fields();
        for (int i = 0; i < fs.size(); i++) {
            RecordDef.Field f = fs.get(i);
            if (f.isBitField()) {
                // a run of bit-fields shares one byte-array storage member (bit positions are
                // counted from the run's first byte: in bits from the start, offsets of records
                // near 2^63 bytes would overflow)
                long base = f.offset();
                int j = i;
                long endBit = f.bitOffset() + f.bitWidth();
                while (j + 1 < fs.size() && fs.get(j + 1).isBitField()) {
                    RecordDef.Field g = fs.get(j + 1);
                    endBit = Math.max(endBit, (g.offset() - base) * 8 + g.bitOffset() + g.bitWidth());
                    j++;
                }
                long startByte = Math.max(pos, base + f.bitOffset() / 8);
                long endByte = base + (endBit + 7) / 8;
                if (startByte > pos) { body.add(CirTypes.array(CirTypes.U8, startByte - pos)); names.add(""); }
                int idx = body.size();
                body.add(CirTypes.array(CirTypes.U8, Math.max(1, endByte - startByte)));
                names.add("");
                for (int k = i; k <= j; k++) {
                    RecordDef.Field g = fs.get(k);
                    info.put(g.index(), new MemberInfo(idx, startByte, (int) ((g.offset() - startByte) * 8 + g.bitOffset()), (int) (endByte - startByte)));
                }
                pos = Math.max(pos, endByte);
                i = j;
                continue;
            }
            // ABI: placed where the lowered struct would put it, else explicit padding (see cirAlign); a base cut to its
            // bytes (below) is a byte array, placed at pos
            long room = room(def, i);
            boolean cut = Types.sizeOf(f.type()) > room;
            long natural = packed || cut ? pos : roundUp(pos, cirAlign(f.type()));
            if (natural != f.offset() && f.offset() > pos) { body.add(CirTypes.array(CirTypes.U8, f.offset() - pos)); names.add(""); }
            info.put(f.index(), new MemberInfo(body.size(), f.offset(), 0, 0));
            if (cut) {
                // C++: a base whose tail padding holds later members is its bytes up to them (reached by cir.base_class_addr)
                body.add(CirTypes.array(CirTypes.U8, room));
                names.add("");
                pos = f.offset() + room;
                continue;
            }
            body.add(convert(f.type()));
            names.add(f.name() == null ? "" : f.name());
            pos = f.offset() + Types.sizeOf(f.type());
        }
        if (def.size() > pos) {
            // trailing padding that natural alignment does not produce (aligned/packed records)
            // ABI: the alignment the cir members give the struct (bit-field storage is !u8i arrays,
            // so it can be lower than the C alignment) decides whether the cir struct's size
            // already equals sizeof: struct {unsigned a:3, b:7; int c:12;} is {[3 x u8], [1 x u8]}
            long naturalEnd = roundUp(pos, cirAlign(new CType.Record(def)));
            if (naturalEnd != def.size()) { body.add(CirTypes.array(CirTypes.U8, def.size() - pos)); names.add(""); }
        }
        st.setBody(body, packed);
        st.setMemberNames(names);
        members.put(def, info);
    }

    /**
     * The alignment the cir type of {@code t} has once lowered (bit-field storage is bytes, packed
     * records 1, {@code aligned(N)} is not part of the type), which can be lower than the C
     * alignment; explicit padding makes up the difference.
     */
    int cirAlign(CType t) {
        return switch (Types.unqual(t)) {
            case CType.Record r -> cirPacked(r.def()) ? 1 : naturalCirAlign(r.def());
            case CType.Array a -> cirAlign(a.element());
            // LLVM aligns i65..i128 to 16 (its i128:128), a _BitInt(N) of that width is 8-aligned in C;
            // wider ones are stored as their 8-byte limbs (the lowering's memory type), 8-aligned as in C
            case CType.Int i when i.bitWidth() > 128 -> 8;
            case CType.Int i when i.bitWidth() > 64 -> 16;
            default -> Types.alignOf(t);
        };
    }

    /** The alignment of a record's cir struct if it is not packed: that of its most aligned non-bit-field member. */
    private int naturalCirAlign(RecordDef def) {
        Integer memo = def.isLaidOut() ? naturalAlignMemo.get(def) : null;
        if (memo != null) return memo;
        int a = 1;
        for (RecordDef.Field f : def.fields()) if (!f.isBitField() && Types.sizeOf(f.type()) <= room(def, f.index())) a = Math.max(a, cirAlign(f.type()));
        if (def.isLaidOut()) naturalAlignMemo.put(def, a);
        return a;
    }

    /** Memos of naturalCirAlign and cirPacked per complete record: nested records would otherwise be re-walked exponentially often. */
    private final Map<RecordDef, Integer> naturalAlignMemo = new IdentityHashMap<>();
    private final Map<RecordDef, Boolean> packedMemo = new IdentityHashMap<>();

    /**
     * Whether a record's cir struct must be packed (alignment 1, explicit padding) to reproduce the C
     * layout: {@code packed} records, and records whose members or alignment {@code #pragma pack}
     * lowered below what the unpacked cir struct would have (a member off its cir alignment, or a
     * record alignment or size that is not a multiple of it).
     */
    boolean cirPacked(RecordDef def) {
        Boolean memo = def.isLaidOut() ? packedMemo.get(def) : null;
        if (memo != null) return memo;
        boolean p = cirPackedUncached(def);
        if (def.isLaidOut()) packedMemo.put(def, p);
        return p;
    }

    /** The bytes from field {@code i} to the next field or the record's end (C++: less than its size for a base whose tail padding is reused). */
    private static long room(RecordDef def, int i) {
        if (def.isUnion() || !def.isBaseField(i)) return Long.MAX_VALUE;
        List<RecordDef.Field> fs = def.fields();
        return i + 1 < fs.size() ? fs.get(i + 1).offset() - fs.get(i).offset() : def.size() - fs.get(i).offset();
    }

    private boolean cirPackedUncached(RecordDef def) {
        if (def.isPacked()) return true;
        int natural = naturalCirAlign(def);
        if (def.align() < natural || def.size() % natural != 0) return true;
        for (RecordDef.Field f : def.fields())
            if (!f.isBitField() && f.offset() % cirAlign(f.type()) != 0) return true;
        return false;
    }

    /** The cir member of C field {@code fieldIndex} of a record. */
    public MemberInfo memberIndex(RecordDef def, int fieldIndex) {
        struct(def);
        Map<Integer, MemberInfo> m = members.get(def);
        if (m == null) {
            CirTypes.StructType st = structs.get(def);
            layout(def, st);
            m = members.get(def);
        }
        return m.get(fieldIndex);
    }

    /** Completes the cir struct of a record that was incomplete when first converted. */
    public void completeIfNeeded(RecordDef def) {
        CirTypes.StructType st = structs.get(def);
        if (st != null && !st.isComplete() && def.isLaidOut()) layout(def, st);
    }

    static long roundUp(long v, long a) { return a <= 1 ? v : (v + a - 1) / a * a; }
}
