package jcirc.frontend.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The mutable definition behind a struct or union type. Created incomplete when the tag is first
 * seen; {@link #complete} lays it out (x86-64 System V / GCC rules, including bit-fields,
 * flexible array members, {@code packed} and {@code aligned}).
 */
public final class RecordDef {
    /**
     * A member. For a bit-field, {@code offset} is the byte offset of its aligned storage unit
     * (a unit of the declared type), {@code bitOffset} the offset of the field's first bit inside
     * that unit and {@code bitWidth} its width; for other members {@code bitWidth == -1}.
     * {@code name == null} for unnamed bit-fields and anonymous struct/union members.
     */
    public record Field(String name, CType type, long offset, int bitOffset, int bitWidth, int index) {
        public boolean isBitField() { return bitWidth >= 0; }

        public boolean isAnonymousRecord() { return name == null && bitWidth < 0; }
    }

    /**
     * A member declaration before layout. {@code bitWidth < 0} when not a bit-field; {@code packed}
     * for {@code __attribute__((packed))} on the member itself (alignment 1, a bit-field at the next bit).
     */
    public record MemberDecl(String name, CType type, int bitWidth, int alignAttr, boolean packed) {
        public MemberDecl(String name, CType type, int bitWidth, int alignAttr) { this(name, type, bitWidth, alignAttr, false); }
    }

    /** Resolution of a (possibly nested anonymous) member name: the chain of fields and total byte offset. */
    public record MemberPath(List<Field> fields, long offset) {
        public Field last() { return fields.get(fields.size() - 1); }
    }

    /**
     * A C++ base-class subobject (docs/cxx.md, "Inheritance"): the base's record, its offset in this record and the
     * index of the field holding it ({@code -1} for an empty base, which occupies no field: the empty-base optimisation).
     */
    public record Base(RecordDef def, long offset, int fieldIndex, boolean isVirtual) {
        public Base(RecordDef def, long offset, int fieldIndex) { this(def, offset, fieldIndex, false); }
    }

    /**
     * C++ virtual bases (docs/cxx.md, "Virtual bases and RTTI"): every virtual base of the class (direct or indirect), in
     * inheritance-graph order, at its offset in a complete object of this class ({@code isVirtual}); the direct ones;
     * the size and alignment of the non-virtual part (what a base subobject of this class occupies).
     */
    private List<Base> virtualBases = List.of();
    private List<RecordDef> directVirtualBases = List.of();
    private long nvSize = -1;
    private int nvAlign = -1;

    public List<Base> virtualBases() { need(); return virtualBases; }
    public List<RecordDef> directVirtualBases() { need(); return directVirtualBases; }
    public long nvSize() { need(); return nvSize < 0 ? size : nvSize; }
    public int nvAlign() { need(); return nvAlign < 0 ? align : nvAlign; }

    /** The complete-object placement of virtual base {@code v}, or null. */
    public Base virtualBase(RecordDef v) {
        need();
        for (Base b : virtualBases) if (b.def() == v) return b;
        return null;
    }

    public void setVirtualBases(List<Base> all, List<RecordDef> direct, long nvSize, int nvAlign) {
        this.virtualBases = List.copyOf(all);
        this.directVirtualBases = List.copyOf(direct);
        this.nvSize = nvSize;
        this.nvAlign = nvAlign;
    }

    private static int counter;

    private final String tag;
    private final boolean union;
    private final int id;
    private boolean complete;
    private boolean beingDefined;
    private List<Field> fields = List.of();
    private long size;
    private int align = 1;
    private boolean packed;
    private int pack;
    private boolean flexible;
    private List<Base> bases = List.of();
    private long dataSize = -1;
    private long dataEnd;

    public RecordDef(String tag, boolean union) {
        this.tag = tag;
        this.union = union;
        synchronized (RecordDef.class) { this.id = counter++; }
    }

    public String tag() { return tag; }

    /**
     * C++: how a class template instance named where it need not be complete (a typedef of it, a pointer or reference
     * to it: CxxTemplates.tag) is laid out, run (once) when its layout or completeness is first asked about, as an
     * implicit instantiation happens where a complete type is required ([temp.inst]/2); null if none is pending.
     */
    private Runnable completer;

    public void setCompleter(Runnable r) { completer = r; }

    private void need() {
        Runnable r = completer;
        if (r == null) return;
        completer = null;
        r.run();
    }

    /** C++: the direct non-virtual base-class subobjects, in declaration order (empty for C). */
    public List<Base> bases() { need(); return bases; }

    /** Is field {@code index} a C++ base-class subobject? */
    /** The base (virtual or not) whose field is {@code index}, or null. */
    public Base baseOfField(int index) {
        need();
        for (Base b : bases) if (b.fieldIndex() == index) return b;
        for (Base b : virtualBases) if (b.fieldIndex() == index) return b;
        return null;
    }

    public boolean isBaseField(int index) {
        need();
        for (Base b : bases) if (b.fieldIndex() == index) return true;
        for (Base b : virtualBases) if (b.fieldIndex() == index) return true;
        return false;
    }

    /**
     * C++: the Itanium ABI's dsize when this class is a base: its size without tail padding for a class that is not
     * POD for the purpose of layout (later members of a derived class may reuse the padding), else its size.
     */
    /** The end of the last member's bytes, before the size is rounded up to the alignment. */
    public long dataEnd() { need(); return dataEnd; }

    public long dataSize() { need(); return dataSize < 0 ? size : dataSize; }

    /**
     * C++: an empty class (Itanium ABI 2.2: no data members, no virtual functions or bases, only empty non-virtual
     * bases). Its object holds no value and may share its address with another subobject (an empty base, as
     * libstdc++'s tuple holds unique_ptr's deleter at the pointer's address), so copying one writes nothing.
     */
    public boolean isEmptyClass() {
        need();
        if (!virtualBases.isEmpty()) return false;
        for (Field f : fields) {
            Base b = baseOfField(f.index());
            if (b == null || b.isVirtual() || !b.def().isEmptyClass()) return false;
        }
        return true;
    }

    /**
     * C++ (CxxRecordLayout): the record laid out with explicit fields ({@code fields} with their offsets, base
     * subobjects first), {@code size}, {@code align}, {@code dataSize} and base subobjects.
     */
    /**
     * C++: objects of this class are non-trivial for the purposes of calls (Itanium C++ ABI 3.1.2.3: a non-trivial
     * copy or move constructor or destructor): passed by invisible reference and returned through sret.
     */
    private boolean passedIndirectly;

    public boolean passedIndirectly() { need(); return passedIndirectly; }

    /**
     * GNU {@code __attribute__((transparent_union))} on a union (or on a typedef of one): a parameter of this type
     * takes an argument of any of its members' types, stored in that member (glibc's {@code __SOCKADDR_ARG} of
     * {@code bind}/{@code connect}/{@code accept} under {@code _GNU_SOURCE}).
     */
    private boolean transparentUnion;

    public boolean isTransparentUnion() { return transparentUnion; }

    public void setTransparentUnion() { if (union) transparentUnion = true; }

    public void setPassedIndirectly(boolean b) { passedIndirectly = b; }

    public void completeCxx(List<Field> fields, long size, int align, long dataSize, List<Base> bases) {
        this.fields = Collections.unmodifiableList(new ArrayList<>(fields));
        this.size = size;
        this.align = align;
        this.dataSize = dataSize;
        this.bases = List.copyOf(bases);
        this.complete = true;
        this.beingDefined = false;
    }

    public boolean isUnion() { return union; }

    public boolean isComplete() { need(); return complete; }

    /** Whether the record is laid out now, without laying out a pending class template instance ({@link #setCompleter}): code generation's question. */
    public boolean isLaidOut() { return complete; }

    public boolean isBeingDefined() { return beingDefined; }

    public void setBeingDefined(boolean b) { beingDefined = b; }

    public List<Field> fields() { need(); return fields; }

    /**
     * C++ reference data members ({@code int &r;}, docs/cxx.md "Reference members"): their fields hold the referent's
     * address (a pointer-sized, pointer-aligned field, as g++ and clang lay them out); uses go through it.
     */
    private java.util.Map<String, Boolean> referenceMembers = java.util.Map.of();   // name -> an rvalue reference (T&&)

    public void markReferenceMember(String name, boolean rvalue) {
        if (referenceMembers.isEmpty()) referenceMembers = new java.util.HashMap<>();
        referenceMembers.put(name, rvalue);
    }

    /** Is the member path {@code p} (from an object of this record, ending at a reference member) an rvalue reference? */
    public boolean isRvalueReferenceMember(MemberPath p) {
        return Boolean.TRUE.equals(ownerOfLast(p).referenceMembers.get(p.last().name()));
    }

    private RecordDef ownerOfLast(MemberPath p) {
        List<Field> fs = p.fields();
        if (fs.size() >= 2 && Types.unqual(fs.get(fs.size() - 2).type()) instanceof CType.Record r) return r.def();
        return this;
    }

    public boolean hasReferenceMembers() { need(); return !referenceMembers.isEmpty(); }

    /** Is the member path {@code p} (from an object of this record) ends at a reference data member? */
    public boolean isReferenceMember(MemberPath p) {
        return p.last().name() != null && ownerOfLast(p).referenceMembers.containsKey(p.last().name());
    }

    public long size() { need(); return size; }

    public int align() { need(); return align; }

    public boolean isPacked() { return packed; }

    /** The {@code #pragma pack(N)} the record was laid out under, 0 if none. */
    public int pack() { return pack; }

    public boolean hasFlexibleArrayMember() { return flexible; }

    /** How diagnostics spell the type when it is not a class (C++ pointers to members: {@code int A::*}); null for classes. */
    private String spelling;

    public void setSpelling(String s) { spelling = s; }

    public String spelling() { return spelling; }

    /** For an unnamed record: the typedef that names it ({@code typedef struct {...} T;}) and where it is defined. */
    private String typedefName, unnamedAt;

    public void setTypedefName(String n) { if (typedefName == null) typedefName = n; }

    public void setUnnamedAt(String fileLineCol) { unnamedAt = fileLineCol; }

    /**
     * How diagnostics spell the type, as clang: {@code struct S}; an unnamed record by the typedef naming it
     * ({@code T}), else {@code struct (unnamed struct at f.c:2:1)}; {@code struct anon.N} when neither is known.
     */
    public String diagnosticName() {
        String kw = union ? "union" : "struct";
        if (tag != null) return kw + " " + tag;
        if (typedefName != null) return typedefName;
        if (unnamedAt != null) return kw + " (unnamed " + kw + " at " + unnamedAt + ")";
        return kw + " anon." + id;
    }

    /** A unique, stable-in-this-compilation name: the tag, or {@code anon.N}. */
    public String displayName() { return tag != null ? tag : "anon." + id; }

    public int id() { return id; }

    /**
     * Lays the members out and marks the record complete.
     * @param packed   {@code __attribute__((packed))} on the record
     * @param alignAttr {@code __attribute__((aligned(N)))} on the record, 0 if none
     */
    public void complete(List<MemberDecl> members, boolean packed, int alignAttr) { complete(members, packed, alignAttr, 0); }

    /**
     * Lays the members out as GCC does on x86-64 and marks the record complete.
     * @param packed   {@code __attribute__((packed))} on the record: members at alignment 1,
     *                 bit-fields at the very next bit
     * @param alignAttr {@code __attribute__((aligned(N)))} on the record, 0 if none (not capped by {@code pack})
     * @param pack     {@code #pragma pack(N)} in effect at the definition, 0 if none: every member's
     *                 alignment (also one raised by {@code aligned}) is capped at N bytes and
     *                 bit-fields are placed at the very next bit, as when packed; a {@code :0}
     *                 bit-field still aligns the next member to its type's full alignment
     */
    public void complete(List<MemberDecl> members, boolean packed, int alignAttr, int pack) {
        complete(members, packed, alignAttr, pack, 0, 1);
    }

    /**
     * As {@link #complete(List, boolean, int, int)}, the first member placed at or after byte {@code start} in a record
     * at least {@code startAlign}-aligned (C++: the data members after the base subobjects, CxxRecordLayout).
     */
    public void complete(List<MemberDecl> members, boolean packed, int alignAttr, int pack, long start, int startAlign) {
        this.packed = packed;
        this.pack = pack;
        boolean contiguousBits = packed || pack > 0;
        List<Field> out = new ArrayList<>();
        // the next free bit of a struct is bytePos * 8 + bitPos (0 <= bitPos < 8): objects may be
        // up to 2^63 bytes, whose size in bits does not fit in a long
        long bytePos = start;
        int bitPos = 0;
        long maxBytes = 0;   // union size
        int maxAlign = startAlign;
        for (int i = 0; i < members.size(); i++) {
            MemberDecl m = members.get(i);
            CType t = m.type();
            boolean memberPacked = packed || m.packed();
            int tAlign = memberPacked ? 1 : Types.alignOf(t);
            if (m.alignAttr() > 0) tAlign = Math.max(tAlign, m.alignAttr());
            if (pack > 0) tAlign = Math.min(tAlign, pack);
            if (m.bitWidth() >= 0) {
                int w = m.bitWidth();
                long unitBits = Types.sizeOf(t) * 8;
                int natAlign = Types.alignOf(t);
                if (w == 0) {
                    if (!union) { bytePos = roundUp(bytePos + (bitPos > 0 ? 1 : 0), natAlign); bitPos = 0; }
                    continue;
                }
                long startByte = union ? 0 : bytePos;
                int startBit = union ? 0 : bitPos;
                boolean contiguous = contiguousBits || m.packed();
                if (!contiguous && (startByte % natAlign) * 8 + startBit + w > unitBits) {
                    startByte = roundUp(startByte + (startBit > 0 ? 1 : 0), natAlign);
                    startBit = 0;
                }
                long unitStart = contiguous ? startByte : (startByte / natAlign) * natAlign;
                out.add(new Field(m.name(), t, unitStart, (int) ((startByte - unitStart) * 8 + startBit), w, out.size()));
                // a named bit-field raises the record's alignment to its type's; under #pragma pack
                // that is capped at N even for a packed field (gcc), otherwise packed gives 1
                int bfAlign = pack > 0 ? Math.min(natAlign, pack) : tAlign;
                if (m.name() != null) maxAlign = Math.max(maxAlign, bfAlign);
                if (union) maxBytes = Math.max(maxBytes, (w + 7) / 8);
                else {
                    long end = startBit + (long) w;
                    bytePos = startByte + end / 8;
                    bitPos = (int) (end % 8);
                }
                continue;
            }
            boolean flex = t instanceof CType.Array a && a.length() < 0 && i == members.size() - 1 && !union;
            long sz = flex ? 0 : Types.sizeOf(t);
            if (flex) this.flexible = true;
            maxAlign = Math.max(maxAlign, tAlign);
            if (union) {
                out.add(new Field(m.name(), t, 0, 0, -1, out.size()));
                maxBytes = Math.max(maxBytes, sz);
            } else {
                bytePos = roundUp(bytePos + (bitPos > 0 ? 1 : 0), tAlign);
                bitPos = 0;
                out.add(new Field(m.name(), t, bytePos, 0, -1, out.size()));
                bytePos += sz;
            }
        }
        if (alignAttr > 0) maxAlign = Math.max(maxAlign, alignAttr);
        long bytes = union ? maxBytes : bytePos + (bitPos > 0 ? 1 : 0);
        this.dataEnd = bytes;
        this.size = roundUp(bytes, maxAlign);
        this.align = maxAlign;
        this.fields = Collections.unmodifiableList(out);
        this.complete = true;
        this.beingDefined = false;
    }

    /** Finds a member by name, looking through anonymous struct/union members; null if absent. */
    public MemberPath lookup(String name) {
        need();
        MemberPath own = lookupOwn(name);
        if (own != null || (bases.isEmpty() && virtualBases.isEmpty())) return own;
        // C++: a member of a base class (bases in declaration order; CDT reports ambiguities), through its field;
        // a member of an empty base has no field to go through: none exists (empty bases have no data members)
        List<Base> all = new ArrayList<>(bases);
        all.addAll(virtualBases);
        for (Base b : all) {
            if (b.fieldIndex() < 0) continue;
            MemberPath inner = b.def().lookup(name);
            if (inner != null) {
                List<Field> chain = new ArrayList<>();
                chain.add(fields.get(b.fieldIndex()));
                chain.addAll(inner.fields());
                return new MemberPath(List.copyOf(chain), b.offset() + inner.offset());
            }
        }
        return null;
    }

    private MemberPath lookupOwn(String name) {
        for (Field f : fields) {
            if ((!bases.isEmpty() || !virtualBases.isEmpty()) && isBaseField(f.index())) continue;
            if (name.equals(f.name())) return new MemberPath(List.of(f), f.offset());
            if (f.isAnonymousRecord() && Types.unqual(f.type()) instanceof CType.Record r) {
                MemberPath inner = r.def().lookup(name);
                if (inner != null) {
                    List<Field> chain = new ArrayList<>();
                    chain.add(f);
                    chain.addAll(inner.fields());
                    return new MemberPath(List.copyOf(chain), f.offset() + inner.offset());
                }
            }
        }
        return null;
    }

    static long roundUp(long v, long a) { return a <= 1 ? v : (v + a - 1) / a * a; }

    @Override public String toString() { return (union ? "union " : "struct ") + displayName(); }
}
