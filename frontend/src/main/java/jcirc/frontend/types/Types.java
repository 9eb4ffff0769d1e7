package jcirc.frontend.types;

import java.util.ArrayList;
import java.util.List;

/** Queries and conversions on C types for x86-64 System V (LP64). */
public final class Types {
    private Types() {}

    public static CType unqual(CType t) { return t instanceof CType.Qualified q ? q.base() : t; }

    public static boolean isConst(CType t) { return t instanceof CType.Qualified q && q.isConst(); }

    public static boolean isVolatile(CType t) { return t instanceof CType.Qualified q && q.isVolatile(); }

    /** {@code _Atomic}-qualified (C11 6.7.3). */
    public static boolean isAtomic(CType t) { return t instanceof CType.Qualified q && q.isAtomic(); }

    /** {@code _Atomic T} (arrays: the element type, as for the other qualifiers). */
    public static CType atomic(CType t) {
        if (t instanceof CType.Array a) return new CType.Array(atomic(a.element()), a.length(), a.vla());
        if (t instanceof CType.Qualified q) return new CType.Qualified(q.base(), q.isConst(), q.isVolatile(), q.isRestrict(), true);
        return new CType.Qualified(t, false, false, false, true);
    }

    /** Adds qualifiers to a type (arrays: qualifiers go to the element type, as C says). */
    public static CType qualify(CType t, boolean c, boolean v, boolean r) {
        if (!c && !v && !r) return t;
        if (t instanceof CType.Array a) return new CType.Array(qualify(a.element(), c, v, r), a.length(), a.vla());
        if (t instanceof CType.Qualified q) {
            return new CType.Qualified(q.base(), q.isConst() || c, q.isVolatile() || v, q.isRestrict() || r, q.isAtomic());
        }
        return new CType.Qualified(t, c, v, r);
    }

    /** Same qualifiers as {@code like}, on {@code t}'s unqualified type. */
    public static CType withQualifiersOf(CType t, CType like) {
        if (like instanceof CType.Qualified q) {
            CType r = qualify(unqual(t), q.isConst(), q.isVolatile(), q.isRestrict());
            return q.isAtomic() ? atomic(r) : r;
        }
        return unqual(t);
    }

    public static boolean isVoid(CType t) { return unqual(t) instanceof CType.Void; }

    public static boolean isBool(CType t) { return unqual(t) instanceof CType.Int i && i.kind() == CType.IntKind.BOOL; }

    /** Integer types, including _Bool, char and enums. */
    public static boolean isInteger(CType t) {
        CType u = unqual(t);
        return u instanceof CType.Int || u instanceof CType.Enum;
    }

    public static boolean isFloating(CType t) { return unqual(t) instanceof CType.Float; }

    public static boolean isArithmetic(CType t) { return isInteger(t) || isFloating(t) || isComplex(t); }

    /** {@code _Complex float/double/long double}. */
    public static boolean isComplex(CType t) { return unqual(t) instanceof CType.Complex; }

    /** The real type of an arithmetic type: a complex type's element type, else the type itself. */
    public static CType realType(CType t) { return unqual(t) instanceof CType.Complex c ? c.element() : unqual(t); }

    /** {@code _Complex} of a real floating or integer type (an enum's: of its underlying type). */
    public static CType.Complex complexOf(CType real) {
        CType u = unqual(real);
        if (u instanceof CType.Enum e) u = e.def().underlying();
        return u instanceof CType.Float || u instanceof CType.Int ? new CType.Complex(u) : new CType.Complex(CType.FloatKind.DOUBLE);
    }

    public static boolean isPointer(CType t) { return unqual(t) instanceof CType.Pointer; }

    public static boolean isScalar(CType t) { return isArithmetic(t) || isPointer(t); }

    public static boolean isArray(CType t) { return unqual(t) instanceof CType.Array; }

    public static boolean isFunction(CType t) { return unqual(t) instanceof CType.Function; }

    public static boolean isRecord(CType t) { return unqual(t) instanceof CType.Record; }

    /** A GNU vector type ({@code vector_size}). */
    public static boolean isVector(CType t) { return unqual(t) instanceof CType.Vector; }

    public static boolean isAggregate(CType t) { return isArray(t) || isRecord(t); }

    public static boolean isSigned(CType t) {
        CType u = unqual(t);
        if (u instanceof CType.Int i) return i.kind().signed;
        if (u instanceof CType.Enum e) return e.def().underlying().kind().signed;
        return isFloating(u);
    }

    /** The pointee of a pointer type (after decay of arrays); null otherwise. */
    public static CType pointee(CType t) {
        CType u = unqual(t);
        if (u instanceof CType.Pointer p) return p.pointee();
        if (u instanceof CType.Array a) return a.element();
        return null;
    }

    /** An enum's integer type; the integer type itself otherwise. */
    public static CType.Int asInt(CType t) {
        CType u = unqual(t);
        if (u instanceof CType.Int i) return i;
        if (u instanceof CType.Enum e) return e.def().underlying();
        throw new IllegalArgumentException("not an integer type: " + t);
    }

    public static boolean isComplete(CType t) {
        return switch (unqual(t)) {
            case CType.Void v -> false;
            case CType.Array a -> a.isComplete() && isComplete(a.element());
            case CType.Record r -> r.def().isComplete();
            case CType.Enum e -> true;
            case CType.Function f -> false;
            default -> true;
        };
    }

    /** sizeof in bytes; 1 for void and functions (GNU), 0 for incomplete types. */
    /** Does the type involve a variable length array (not counting what pointers point to)? */
    public static boolean isVla(CType t) {
        return unqual(t) instanceof CType.Array a && (a.vla() || isVla(a.element()));
    }

    /** Does the type or what it points to involve a variable length array? */
    public static boolean isVariablyModified(CType t) {
        return switch (unqual(t)) {
            case CType.Array a -> a.vla() || isVariablyModified(a.element());
            case CType.Pointer p -> isVariablyModified(p.pointee());
            default -> false;
        };
    }

    public static long sizeOf(CType t) {
        return switch (unqual(t)) {
            case CType.Void v -> 1;
            case CType.Int i -> i.size();
            case CType.Float f -> f.kind().size;
            case CType.Complex c -> 2L * sizeOf(c.element());
            case CType.Pointer p -> TargetInfo.target().pointerSize();
            case CType.Array a -> a.length() < 0 ? 0 : a.length() * sizeOf(a.element());
            case CType.Function f -> 1;
            case CType.Record r -> r.def().isComplete() ? r.def().size() : 0;
            case CType.Enum e -> e.def().underlying().kind().size;
            case CType.Vector v -> v.length() * sizeOf(v.element());
            case CType.Qualified q -> sizeOf(q.base());
        };
    }

    /** _Alignof in bytes. An {@code _Atomic} object of 1, 2, 4, 8 or 16 bytes is aligned to its size (as gcc on x86-64). */
    public static int alignOf(CType t) {
        if (isAtomic(t)) {
            long size = sizeOf(t);
            int plain = alignOf(unqual(t));
            return size == 1 || size == 2 || size == 4 || size == 8 || size == 16 ? Math.max(plain, (int) size) : plain;
        }
        return switch (unqual(t)) {
            case CType.Void v -> 1;
            case CType.Int i -> i.align();
            case CType.Float f -> f.kind().align;
            case CType.Complex c -> alignOf(c.element());
            case CType.Pointer p -> TargetInfo.target().pointerAlignment();
            case CType.Array a -> alignOf(a.element());
            case CType.Function f -> 1;
            case CType.Record r -> r.def().isComplete() ? r.def().align() : 1;
            case CType.Enum e -> e.def().underlying().kind().size;
            // a GNU vector is aligned to its size (gcc's layout and __alignof__, clang's _Alignof too)
            case CType.Vector v -> (int) Long.highestOneBit(Math.max(1, sizeOf(v)));
            case CType.Qualified q -> alignOf(q.base());
        };
    }

    /**
     * The alignment of a variable of type {@code t}: its type's, raised to 16 for an array of at
     * least 16 bytes (x86-64 psABI §3.1.2, as gcc and clang do; code storing GNU vectors into
     * such arrays relies on it).
     */
    public static int variableAlignOf(CType t) {
        int a = alignOf(t);
        return isArray(t) && sizeOf(t) >= 16 ? Math.max(a, 16) : a;
    }

    /** Array-to-pointer and function-to-pointer conversion (qualifiers of the array dropped). */
    public static CType decay(CType t) {
        CType u = unqual(t);
        if (u instanceof CType.Array a) return new CType.Pointer(a.element());
        if (u instanceof CType.Function) return new CType.Pointer(u);
        return t;
    }

    /** Lvalue conversion: decay, then drop qualifiers. */
    public static CType rvalue(CType t) { return unqual(decay(t)); }

    /** Integer promotions (C11 6.3.1.1p2). Non-integers are returned unchanged (unqualified). */
    public static CType promote(CType t) {
        CType u = unqual(t);
        if (u instanceof CType.Enum e) u = e.def().promotionType();
        if (u instanceof CType.Int i && i.kind().rank < CType.IntKind.INT.rank) return CType.INT;
        return u;
    }

    /** Default argument promotions (C11 6.5.2.2p6): integer promotions, float becomes double. */
    public static CType defaultArgumentPromotion(CType t) {
        CType u = unqual(decay(t));
        if (u.equals(CType.FLOAT)) return CType.DOUBLE;
        return isInteger(u) ? promote(u) : u;
    }

    /**
     * The type a K&R function definition {@code double half(x) float x; {...}} is called with: its
     * parameters as passed (default argument promotions), unprototyped. Other types are returned unchanged.
     */
    public static CType.Function knrPassing(CType.Function f) {
        if (f.prototyped() || f.params().isEmpty()) return f;
        List<CType> ps = new java.util.ArrayList<>();
        for (CType p : f.params()) ps.add(defaultArgumentPromotion(p));
        return ps.equals(f.params()) ? f : new CType.Function(f.returnType(), ps, f.variadic(), false);
    }

    /** Promotion of a bit-field of the given width and declared type. */
    public static CType promoteBitField(CType declared, int width) {
        CType.Int i = asInt(declared);
        if (i.kind().rank <= CType.IntKind.INT.rank || i.kind() == CType.IntKind.UINT) {
            if (width < 32 || (width == 32 && i.kind().signed)) return CType.INT;
            if (width == 32) return CType.UINT;
        }
        return promote(declared);
    }

    /** The usual arithmetic conversions (C11 6.3.1.8). */
    public static CType usualArithmetic(CType a, CType b) {
        if (isComplex(a) || isComplex(b)) {
            // C11 6.3.1.8: the common real type, complex if either operand is
            CType r = usualArithmetic(realType(a), realType(b));
            return complexOf(r);   // GNU: _Complex int + int is _Complex int
        }
        CType ua = unqual(a), ub = unqual(b);
        if (ua instanceof CType.Float fa || ub instanceof CType.Float) {
            CType.FloatKind ka = ua instanceof CType.Float x ? x.kind() : null;
            CType.FloatKind kb = ub instanceof CType.Float y ? y.kind() : null;
            CType.FloatKind k = ka == null ? kb : kb == null ? ka : (ka.ordinal() >= kb.ordinal() ? ka : kb);
            return switch (k) { case FLOAT -> CType.FLOAT; case DOUBLE -> CType.DOUBLE; case LONG_DOUBLE -> CType.LONG_DOUBLE; };
        }
        CType.Int pa = (CType.Int) promote(ua), pb = (CType.Int) promote(ub);
        if (pa.isBitInt() || pb.isBitInt()) return BitInts.usualArithmetic(pa, pb);
        CType.IntKind x = pa.kind(), y = pb.kind();
        if (x == y) return pa;
        if (x.signed == y.signed) return x.rank >= y.rank ? pa : pb;
        CType.IntKind s = x.signed ? x : y, u = x.signed ? y : x;
        if (u.rank >= s.rank) return CType.of(u);
        if (s.size > u.size) return CType.of(s);
        return CType.of(s.toUnsigned());
    }

    /** Type compatibility (C11 6.2.7), qualifiers included. */
    public static boolean compatible(CType a, CType b) {
        if (a == b || a.equals(b)) return true;
        boolean ca = isConst(a), cb = isConst(b), va = isVolatile(a), vb = isVolatile(b);
        boolean ra = a instanceof CType.Qualified qa && qa.isRestrict();
        boolean rb = b instanceof CType.Qualified qb && qb.isRestrict();
        if (ca != cb || va != vb || ra != rb || isAtomic(a) != isAtomic(b)) return false;
        return compatibleUnqual(unqual(a), unqual(b));
    }

    /** Compatibility ignoring top-level qualifiers. */
    public static boolean compatibleUnqual(CType a, CType b) {
        a = unqual(a);
        b = unqual(b);
        if (a.equals(b)) return true;
        if (a instanceof CType.Enum e && b instanceof CType.Int) return e.def().underlying().equals(b);
        if (b instanceof CType.Enum e && a instanceof CType.Int) return e.def().underlying().equals(a);
        if (a instanceof CType.Pointer pa && b instanceof CType.Pointer pb) return compatible(pa.pointee(), pb.pointee());
        if (a instanceof CType.Array xa && b instanceof CType.Array xb) {
            if (!compatible(xa.element(), xb.element())) return false;
            return xa.length() < 0 || xb.length() < 0 || xa.vla() || xb.vla() || xa.length() == xb.length();
        }
        if (a instanceof CType.Function fa && b instanceof CType.Function fb) {
            if (!compatible(fa.returnType(), fb.returnType())) return false;
            if (fa.prototyped() && fb.prototyped()) {
                if (fa.variadic() != fb.variadic() || fa.params().size() != fb.params().size()) return false;
                for (int i = 0; i < fa.params().size(); i++) {
                    CType pa = decay(fa.params().get(i)), pb = decay(fb.params().get(i));
                    if (!compatibleUnqual(pa, pb) && !transparentUnionMember(pa, pb) && !transparentUnionMember(pb, pa)) return false;
                }
                return true;
            }
            CType.Function proto = fa.prototyped() ? fa : fb.prototyped() ? fb : null;
            if (proto == null) return true;
            if (proto.variadic()) return false;
            CType.Function other = proto == fa ? fb : fa;
            if (!other.params().isEmpty()) {
                // a K&R definition (C11 6.7.6.3p15): each prototype parameter is compatible with the promoted
                // K&R parameter (an enum's promoted type is its compatible integer type); gcc also accepts the
                // K&R parameter's own type (int g(char); int g(c) char c; {...})
                if (other.params().size() != proto.params().size()) return false;
                for (int i = 0; i < proto.params().size(); i++) {
                    CType pp = unqual(decay(proto.params().get(i))), kp = other.params().get(i);
                    if (!compatibleUnqual(pp, defaultArgumentPromotion(kp)) && !compatibleUnqual(pp, unqual(decay(kp)))) return false;
                }
                return true;
            }
            for (CType p : proto.params()) {
                CType pp = unqual(p);
                if (!compatibleUnqual(pp, defaultArgumentPromotion(pp))) return false;
            }
            return true;
        }
        return false;
    }

    /**
     * gcc's extension to parameter compatibility (its {@code type_lists_compatible_p}; clang merges them too): a
     * parameter of a transparent union type matches a parameter of one of the union's member types, so glibc's
     * {@code getsockname} ({@code __SOCKADDR_ARG} under {@code _GNU_SOURCE}) is an {@code int (*)(int, struct sockaddr *,
     * socklen_t *)}.
     */
    private static boolean transparentUnionMember(CType union, CType t) {
        if (!(unqual(union) instanceof CType.Record r) || !r.def().isTransparentUnion() || r.def().fields() == null) return false;
        for (RecordDef.Field f : r.def().fields()) if (!f.isBitField() && compatibleUnqual(f.type(), t)) return true;
        return false;
    }

    /** The composite type of two compatible types (C11 6.2.7p3), simplified. */
    public static CType composite(CType a, CType b) {
        CType ua = unqual(a), ub = unqual(b);
        if (ua instanceof CType.Array xa && ub instanceof CType.Array xb) {
            CType el = composite(xa.element(), xb.element());
            long len = xa.length() >= 0 ? xa.length() : xb.length();
            return withQualifiersOf(new CType.Array(el, len, xa.vla() && xb.vla()), a);
        }
        if (ua instanceof CType.Function fa && ub instanceof CType.Function fb) {
            if (!fa.prototyped()) return fb.prototyped() || fb.params().size() > fa.params().size() ? b : a;
            if (!fb.prototyped()) return a;
            List<CType> ps = new ArrayList<>();
            for (int i = 0; i < fa.params().size(); i++) ps.add(composite(fa.params().get(i), fb.params().get(i)));
            return new CType.Function(composite(fa.returnType(), fb.returnType()), ps, fa.variadic(), true);
        }
        if (ua instanceof CType.Pointer pa && ub instanceof CType.Pointer pb) {
            return withQualifiersOf(new CType.Pointer(composite(pa.pointee(), pb.pointee())), a);
        }
        return a;
    }

    /** Does every value of integer type {@code from} fit in {@code to}? */
    public static boolean intFits(CType.Int from, CType.Int to) {
        if (from.kind().signed == to.kind().signed) return to.width() >= from.width();
        if (!from.kind().signed) return to.width() > from.width();
        return false;
    }
}
