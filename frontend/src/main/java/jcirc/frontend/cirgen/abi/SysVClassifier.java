package jcirc.frontend.cirgen.abi;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

/**
 * Classifies C types into System V x86-64 eightbyte classes (psABI §3.2.3), from the layout the
 * frontend's types compute:
 * <pre>
 *   integers, _Bool, enums, pointers      → INTEGER        (__int128: INTEGER, INTEGER)
 *   float, double                         → SSE
 *   long double                           → X87, X87UP
 *   a 16-byte GNU vector in an aggregate  → SSE, SSEUP (one XMM register)
 *   struct/union/array of ≤ 16 bytes      → each eightbyte merges the classes of the fields
 *                                            overlapping it (ArgClass.merge), then the post-merger
 *                                            cleanup; an unaligned field gives MEMORY
 *   larger aggregates                     → MEMORY
 *   empty aggregates                      → NO_CLASS, NO_CLASS (nothing is passed)
 * </pre>
 * Unnamed bit-fields and flexible array members take no part, as in gcc and clang.
 */
public final class SysVClassifier {
    private SysVClassifier() {}

    public static Classification classify(CType t) {
        CType u = Types.unqual(t);
        if (!(u instanceof CType.Record) && !(u instanceof CType.Array) && !(u instanceof CType.Complex)) {
            ArgClass[] eb = {ArgClass.NO_CLASS, ArgClass.NO_CLASS};
            scalar(u, 0, eb);
            return new Classification(eb[0], eb[1]);
        }
        long size = Types.sizeOf(u);
        if (size == 0) return Classification.NONE;
        if (size > 16) return Classification.MEMORY;
        ArgClass[] eb = {ArgClass.NO_CLASS, ArgClass.NO_CLASS};
        if (!place(u, 0, eb)) return Classification.MEMORY;
        // post-merger cleanup (psABI §3.2.3 step 5)
        if (eb[0] == ArgClass.MEMORY || eb[1] == ArgClass.MEMORY) return Classification.MEMORY;
        if (eb[1] == ArgClass.X87UP && eb[0] != ArgClass.X87) return Classification.MEMORY;
        if (eb[0] == ArgClass.X87UP) return Classification.MEMORY;
        if (eb[0] == ArgClass.SSEUP) eb[0] = ArgClass.SSE;
        if (eb[1] == ArgClass.SSEUP && eb[0] != ArgClass.SSE) eb[1] = ArgClass.SSE;
        return new Classification(eb[0], eb[1]);
    }

    /**
     * Merges the classes of an object of type {@code t} at byte offset {@code off} into the
     * eightbyte classes {@code eb}; false when some field is not at its natural alignment.
     */
    private static boolean place(CType t, long off, ArgClass[] eb) {
        CType u = Types.unqual(t);
        switch (u) {
            case CType.Record r -> {
                for (RecordDef.Field f : r.def().fields()) {
                    long at = off + f.offset();
                    if (f.isBitField()) {
                        if (f.name() == null || f.bitWidth() == 0) continue;
                        long firstBit = at * 8 + f.bitOffset(), lastBit = firstBit + f.bitWidth() - 1;
                        for (long i = firstBit / 64; i <= lastBit / 64; i++) mergeInto(eb, i, ArgClass.INTEGER);
                        continue;
                    }
                    if (Types.unqual(f.type()) instanceof CType.Array a && a.length() < 0) continue; // flexible array member
                    if (at % Math.max(1, Types.alignOf(f.type())) != 0) return false;
                    if (!place(f.type(), at, eb)) return false;
                }
                return true;
            }
            case CType.Complex c -> {
                // _Complex T: like struct {T re, im;} (complex long double is COMPLEX_X87: memory as an argument)
                return place(c.element(), off, eb) && place(c.element(), off + jcirc.frontend.types.Types.sizeOf(c.element()), eb);
            }
            case CType.Array a -> {
                long es = Types.sizeOf(a.element());
                if (es == 0) return true;
                for (long i = 0; i < a.length(); i++) if (!place(a.element(), off + i * es, eb)) return false;
                return true;
            }
            default -> {
                scalar(u, off, eb);
                return true;
            }
        }
    }

    /**
     * How many bytes of eightbyte {@code i} of {@code t}, counted from its start, reach the end of
     * the last member byte in it (trailing padding excluded): {@code {int, double}} → 4 for
     * eightbyte 0; {@code {double, int}} → 4 for eightbyte 1.
     */
    public static long dataBytes(CType t, int i) {
        long[] end = {0};
        extent(t, 0, 8L * i, 8L * i + 8, end);
        return Math.max(0, end[0] - 8L * i);
    }

    private static void extent(CType t, long off, long from, long to, long[] end) {
        CType u = Types.unqual(t);
        long size = Types.sizeOf(u);
        if (off >= to || off + size <= from) return;
        switch (u) {
            case CType.Record r -> {
                for (RecordDef.Field f : r.def().fields()) {
                    if (f.isBitField()) {
                        if (f.name() == null || f.bitWidth() == 0) continue;
                        long lastByte = (((off + f.offset()) * 8 + f.bitOffset() + f.bitWidth() - 1) / 8);
                        long firstByte = ((off + f.offset()) * 8 + f.bitOffset()) / 8;
                        if (firstByte < to && lastByte >= from) end[0] = Math.max(end[0], Math.min(to, lastByte + 1));
                        continue;
                    }
                    extent(f.type(), off + f.offset(), from, to, end);
                }
            }
            case CType.Array a -> {
                long es = Types.sizeOf(a.element());
                for (long k = 0; k < a.length() && es > 0; k++) extent(a.element(), off + k * es, from, to, end);
            }
            default -> end[0] = Math.max(end[0], Math.min(to, off + size));
        }
    }

    /** The classes of a scalar at byte offset {@code off}. */
    private static void scalar(CType u, long off, ArgClass[] eb) {
        long i = off / 8;
        switch (u) {
            case CType.Float f when f.kind() == CType.FloatKind.LONG_DOUBLE -> {
                mergeInto(eb, i, ArgClass.X87);
                mergeInto(eb, i + 1, ArgClass.X87UP);
            }
            case CType.Float f -> mergeInto(eb, i, ArgClass.SSE);
            case CType.Int n when n.size() == 16 -> {
                mergeInto(eb, i, ArgClass.INTEGER);
                mergeInto(eb, i + 1, ArgClass.INTEGER);
            }
            case CType.Int n -> mergeInto(eb, i, ArgClass.INTEGER);
            case CType.Enum e -> mergeInto(eb, i, ArgClass.INTEGER);
            case CType.Pointer p -> mergeInto(eb, i, ArgClass.INTEGER);
            // a GNU vector inside a record or array: 16 bytes are (SSE, SSEUP), one XMM register (psABI __m128);
            // smaller ones SSE (larger ones make the aggregate exceed 16 bytes: MEMORY)
            case CType.Vector v when Types.sizeOf(v) == 16 -> {
                mergeInto(eb, i, ArgClass.SSE);
                mergeInto(eb, i + 1, ArgClass.SSEUP);
            }
            case CType.Vector v -> { for (long k = 0; k < Math.max(1, (Types.sizeOf(v) + 7) / 8); k++) mergeInto(eb, i + k, ArgClass.SSE); }
            default -> { } // void, function: never passed by value
        }
    }

    private static void mergeInto(ArgClass[] eb, long i, ArgClass c) {
        if (i >= eb.length) return;
        eb[(int) i] = ArgClass.merge(eb[(int) i], c);
    }
}
