package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.llvm.TbaaAttrs;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;

import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Type-based alias analysis tags for C's effective-type rules (C11 6.5p7), as clang-19 writes them
 * (CodeGenTBAA, old "struct-path" format), on the {@code cir.load}/{@code cir.store} of scalar lvalues:
 * <pre>
 *   int *p; *p = 1;        cir.store %1, %0 {tbaa = [#llvm.tbaa_tag&lt;base_type = int, access_type = int, offset = 0&gt;]}
 *   struct S *s; s->b      cir.load %2 {tbaa = [#llvm.tbaa_tag&lt;base_type = S, access_type = int, offset = 4&gt;]}
 *   union U *u; u->f       the "omnipotent char" tag (aliases everything)
 * </pre>
 * Rules (clang's): scalar types by name with signedness folded ({@code unsigned int} is "int"), every
 * character type is "omnipotent char", every pointer "any pointer", enums their underlying type,
 * {@code _BitInt(N)} "_BitInt(N)"; complex, vector, union, array and {@code _Atomic} types are char.
 * A member access carries the path from the outermost struct lvalue ({@code a.b.c}: base type of
 * {@code a}, offset of {@code c} in it); members of a union, of a union's member, and vector members
 * are char; a struct with a flexible array member is no base type (its members get scalar tags).
 * Accesses CIRGen makes that are not C lvalue accesses (ABI coercions, bit-fields, va_arg, struct
 * copies, complex parts, atomics, initializers) carry no tag, which LLVM treats as aliasing everything.
 * Made only at -O1 and above without {@code -fno-strict-aliasing} (clang emits none at -O0), for C
 * only; a translation unit that uses {@code may_alias} on a non-vector type gets no tags from then on.
 */
final class CIRGenTBAA {
    /** What an lvalue expression's accesses get: nothing (unknown), char (may alias), or a (base, access, offset) tag. */
    private record Access(Kind kind, TbaaAttrs.TypeDesc base, TbaaAttrs.TypeDesc access, long offset) {
        static final Access NONE = new Access(Kind.NONE, null, null, 0);
        static final Access MAY_ALIAS = new Access(Kind.MAY_ALIAS, null, null, 0);
    }

    private enum Kind { NONE, MAY_ALIAS, NORMAL }

    private static final TbaaAttrs.Root ROOT = new TbaaAttrs.Root("Simple C/C++ TBAA");
    private static final TbaaAttrs.TypeDesc CHAR = new TbaaAttrs.TypeDesc("omnipotent char", List.of(new TbaaAttrs.Member(ROOT, 0)));

    private final Sema sema;
    private final Map<String, TbaaAttrs.TypeDesc> scalars = new java.util.HashMap<>();
    private final Map<RecordDef, TbaaAttrs.TypeDesc> records = new IdentityHashMap<>();
    private final Map<RecordDef, Boolean> flexible = new IdentityHashMap<>();
    /** Accesses of the lvalue expressions seen (an array base is asked again by each subscript); bounded. */
    private final Map<IASTExpression, Access> memo = new IdentityHashMap<>();
    private final Map<TbaaAttrs.Tag, Attribute> tagAttrs = new java.util.HashMap<>();

    CIRGenTBAA(Sema sema) { this.sema = sema; }

    /**
     * The {@code tbaa} attribute for loads and stores of the lvalue {@code e} of type {@code type}, or null
     * for none (not a scalar, unknown access, or tags turned off by a {@code may_alias} type).
     */
    Attribute tagOf(IASTExpression e, CType type) {
        if (sema.scalarMayAlias) return null;
        CType u = Types.unqual(type);
        if (Types.isAtomic(type) || !(Types.isScalar(u) && !Types.isComplex(u) || Types.isVector(u))) return null;
        Access a = access(e);
        TbaaAttrs.Tag tag = switch (a.kind()) {
            case NONE -> null;
            case MAY_ALIAS -> new TbaaAttrs.Tag(CHAR, CHAR, 0);
            case NORMAL -> a.base() == null ? new TbaaAttrs.Tag(a.access(), a.access(), 0) : new TbaaAttrs.Tag(a.base(), a.access(), a.offset());
        };
        return tag == null ? null : tagAttrs.computeIfAbsent(tag, t -> new BuiltinAttrs.ArrayAttr(List.of(t)));
    }

    /** The access of the lvalue expression {@code e} (clang's LValue TBAAAccessInfo). */
    private Access access(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        Access a = memo.get(e);
        if (a != null) return a;
        a = compute(e);
        if (memo.size() > 4096) memo.clear();
        memo.put(e, a);
        return a;
    }

    private Access compute(IASTExpression e) {
        CType t = sema.typeOf(e);
        switch (e) {
            case IASTIdExpression id -> {
                Symbol s = sema.lookupId(id);
                return s == null || s.isEnumConstant() || s.type == null ? Access.NONE : accessOf(s.type);
            }
            case IASTUnaryExpression u when u.getOperator() == IASTUnaryExpression.op_star -> { return accessOf(t); }
            case IASTArraySubscriptExpression as -> {
                IASTExpression base = as.getArrayExpression(), idx = (IASTExpression) as.getArgument();
                if (Types.isInteger(sema.rvalueType(base))) base = idx;
                if (Types.isVector(sema.rvalueType(base))) return Access.MAY_ALIAS;   // clang: the vector's own (char) access
                if (Types.isArray(sema.typeOf(base))) {
                    // an element of an array lvalue: a subobject, may-alias if the array is (a union's member)
                    Access b = access(base);
                    return b.kind() == Kind.NORMAL ? accessOf(t) : b;
                }
                return accessOf(t);
            }
            case IASTFieldReference fr -> { return member(fr); }
            case IASTLiteralExpression lit when lit.getKind() == IASTLiteralExpression.lk_string_literal -> { return accessOf(t); }
            case IASTTypeIdInitializerExpression cl -> { return accessOf(t); }
            case IASTFunctionCallExpression call when Sema.isSelection(call) && sema.genericSelection(call) != null -> {
                return access(sema.genericSelection(call));
            }
            default -> { return Access.NONE; }
        }
    }

    /** {@code s.m}, {@code p->m}: each field of the member's path (anonymous members included) as clang's EmitLValueForField. */
    private Access member(IASTFieldReference fr) {
        Sema.MemberRef m = sema.member(fr);
        if (m == null || !(Types.unqual(m.recordType()) instanceof CType.Record rec)) return Access.NONE;
        if (m.reference()) return accessOf(m.type());   // C++ s.r: an access of the referent (the field's own load is untagged)
        Access cur = fr.isPointerDereference() ? accessOf(m.recordType()) : access(fr.getFieldOwner());
        RecordDef def = rec.def();
        boolean opaque = false;   // the path went through a member whose struct type is not described as one
        for (RecordDef.Field f : m.path().fields()) {
            if (cur.kind() != Kind.NORMAL) return cur;
            if (Types.isVector(f.type()) || def.isUnion()) return Access.MAY_ALIAS;
            // LLVM's verifier wants the access type at the offset of the base type's path: a member
            // below one the descriptor calls char (an _Atomic struct member) gets the char tag
            if (opaque && cur.base() != null) return Access.MAY_ALIAS;
            TbaaAttrs.TypeDesc base = cur.base() != null ? cur.base() : baseDesc(def);
            long offset = base == null ? 0 : cur.offset() + byteOffset(f);
            TbaaAttrs.TypeDesc access = typeDesc(f.type());
            cur = new Access(Kind.NORMAL, base, access, offset);
            if (Types.unqual(f.type()) instanceof CType.Record inner) {
                def = inner.def();
                opaque = access != baseDesc(def);
            }
        }
        return cur;
    }

    /**
     * clang's RecordDecl::hasFlexibleArrayMember: the record's own flexible array member, or a member
     * whose record type has one (GNU: {@code struct O { int n; struct F f; }}). Such a struct is no base
     * type; were it one, {@code o->f.n} (path through O, whose member f is char) and {@code pf->n} (a
     * scalar tag) would be unrelated tags for the same int, which LLVM takes for no alias.
     */
    private boolean hasFlexibleArrayMember(RecordDef def) {
        Boolean b = flexible.get(def);
        if (b != null) return b;
        flexible.put(def, false);   // a record cannot contain itself; guards against malformed input
        boolean r = def.hasFlexibleArrayMember();
        for (RecordDef.Field f : def.fields())
            if (Types.unqual(f.type()) instanceof CType.Record inner && hasFlexibleArrayMember(inner.def())) r = true;
        flexible.put(def, r);
        return r;
    }

    private static long byteOffset(RecordDef.Field f) { return f.offset() + (f.isBitField() ? f.bitOffset() / 8 : 0); }

    /** clang's getAccessInfo: nothing for incomplete types, else the type's descriptor. */
    private Access accessOf(CType t) {
        CType u = Types.unqual(t);
        boolean incomplete = u instanceof CType.Void || u instanceof CType.Function
                || u instanceof CType.Record r && !r.def().isLaidOut() || u instanceof CType.Array a && a.length() < 0;
        return incomplete ? Access.NONE : new Access(Kind.NORMAL, null, typeDesc(t), 0);
    }

    /** clang's getTypeInfo for C: the scalar type descriptor, a struct's base descriptor, or char. */
    private TbaaAttrs.TypeDesc typeDesc(CType t) {
        if (Types.isAtomic(t)) return CHAR;
        return switch (Types.unqual(t)) {
            case CType.Int i -> switch (i.kind()) {
                case BOOL -> scalar("_Bool");
                case CHAR, SCHAR, UCHAR -> CHAR;
                case SHORT, USHORT -> scalar("short");
                case INT, UINT -> scalar("int");
                case LONG, ULONG -> scalar("long");
                case LLONG, ULLONG -> scalar("long long");
                case INT128, UINT128 -> scalar("__int128");
                case BITINT, UBITINT -> scalar("_BitInt(" + i.bitWidth() + ")");
            };
            case CType.Float f -> scalar(f.kind().spelling);
            case CType.Pointer p -> scalar("any pointer");
            case CType.Enum en -> typeDesc(en.def().underlying());
            case CType.Record r -> { TbaaAttrs.TypeDesc d = baseDesc(r.def()); yield d != null ? d : CHAR; }
            default -> CHAR;   // complex, vector, array, function, void
        };
    }

    private TbaaAttrs.TypeDesc scalar(String name) {
        return scalars.computeIfAbsent(name, n -> new TbaaAttrs.TypeDesc(n, List.of(new TbaaAttrs.Member(CHAR, 0))));
    }

    /**
     * The descriptor of a struct that is a valid base type (complete, not a union, no flexible array
     * member), null otherwise: {@code !{!"S", !member-type, i64 offset, ...}} over its named members and
     * anonymous struct/union members (unnamed bit-fields left out), by tag name ("" when anonymous).
     */
    private TbaaAttrs.TypeDesc baseDesc(RecordDef def) {
        if (def.isUnion() || !def.isLaidOut() || hasFlexibleArrayMember(def)) return null;
        TbaaAttrs.TypeDesc d = records.get(def);
        if (d != null) return d;
        List<TbaaAttrs.Member> members = new ArrayList<>();
        for (RecordDef.Field f : def.fields()) {
            if (f.isBitField() && (f.name() == null || f.bitWidth() == 0)) continue;
            members.add(new TbaaAttrs.Member(typeDesc(f.type()), byteOffset(f)));
        }
        d = new TbaaAttrs.TypeDesc(def.tag() == null ? "" : def.tag(), members);
        records.put(def, d);
        return d;
    }
}
