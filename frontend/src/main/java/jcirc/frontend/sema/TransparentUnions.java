package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;

/**
 * GNU transparent unions ({@code __attribute__((transparent_union))}, gcc's manual "Common Type Attributes"): an
 * argument for a parameter of such a union type may have the type of any member; it is stored in that member and the
 * union is passed (as its first member would be: every member has the union's size). glibc's {@code bind},
 * {@code connect}, {@code accept}, {@code getsockname}, ... take {@code __SOCKADDR_ARG}/{@code __CONST_SOCKADDR_ARG}
 * this way under {@code _GNU_SOURCE}, so {@code bind(fd, (struct sockaddr *) &a, n)} must compile.
 */
final class TransparentUnions {
    private TransparentUnions() {}

    /**
     * The member an argument of type {@code from} goes into, or null: a member of a compatible type; for a pointer, a
     * member pointing to a compatible type with at least its qualifiers, else a {@code void *} member (or, for a
     * {@code void *} argument, the first pointer member; else one that drops qualifiers, as gcc with a warning); for a
     * null pointer constant, the first pointer member.
     */
    static RecordDef.Field member(Sema sema, CType.Record union, CType from, IASTExpression src) {
        RecordDef.Field voidPtr = null, firstPtr = null, droppingQuals = null;
        for (RecordDef.Field f : union.def().fields()) {
            if (f.name() == null && f.isBitField()) continue;
            CType m = Types.unqual(f.type());
            if (Types.compatibleUnqual(m, Types.unqual(from))) return f;
            if (!Types.isPointer(m)) continue;
            if (firstPtr == null) firstPtr = f;
            if (Types.isPointer(from)) {
                CType pm = Types.pointee(m), pf = Types.pointee(from);
                boolean quals = (!Types.isConst(pf) || Types.isConst(pm)) && (!Types.isVolatile(pf) || Types.isVolatile(pm));
                if (quals && Types.compatibleUnqual(Types.unqual(pm), Types.unqual(pf))) return f;
                if (quals && voidPtr == null && Types.isVoid(pm)) voidPtr = f;
                if (!quals && droppingQuals == null && (Types.isVoid(pm) || Types.compatibleUnqual(Types.unqual(pm), Types.unqual(pf)))) droppingQuals = f;
            }
        }
        if (Types.isPointer(from)) {
            if (voidPtr != null) return voidPtr;
            if (Types.isVoid(Types.pointee(from))) return firstPtr;
            return droppingQuals;   // gcc: accepted, with its "discards qualifiers" warning (SemaAssign)
        }
        if (Types.isInteger(from) && sema.consts.eval(src) instanceof ConstValue.IntVal v && v.value() == 0) return firstPtr;
        return null;
    }
}
