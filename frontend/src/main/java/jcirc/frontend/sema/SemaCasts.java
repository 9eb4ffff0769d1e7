package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression;

/**
 * The named C++ casts checked as C++ does ([expr.static.cast], [expr.const.cast], [expr.reinterpret.cast]; clang's
 * SemaCast), with clang's diagnostics for invalid ones (docs/cxx.md, "Overloading and conversions"). A valid cast is
 * then converted as a C cast is (CIRGen): {@code static_cast} between pointers to a base and a derived class adjusts the
 * address (cir.base_class_addr / cir.derived_class_addr), {@code reinterpret_cast} keeps it, {@code const_cast} only
 * changes qualifiers. User-defined conversions in {@code static_cast} are SemaConversions'. {@code dynamic_cast} is not
 * handled here.
 */
final class SemaCasts {
    private SemaCasts() {}

    /** Checks {@code c}; true when it is ill-formed (reported). Checks (a static_cast, const_cast or reinterpret_cast) from the operand's type {@code from} to {@code to}. */
    static boolean check(Sema sema, ICPPASTCastExpression c, CType from, CType to) {
        String error = switch (c.getOperator()) {
            case ICPPASTCastExpression.op_static_cast -> staticCast(sema, c, from, to);
            case ICPPASTCastExpression.op_const_cast -> constCast(sema, c, from, to);
            case ICPPASTCastExpression.op_reinterpret_cast -> reinterpretCast(sema, c, from, to);
            default -> null;
        };
        if (error != null) sema.error(c, error);
        return error != null;
    }

    /** A type as clang spells it in C++: classes, unions and enums by name, {@code bool}. */
    static String spelling(CType t) {
        return Types.unqual(t).toString().replaceAll("\\b(struct|union|enum) ", "").replace("_Bool", "bool");
    }

    private static String qualified(CType t) {
        return t.toString().replaceAll("\\b(struct|union|enum) ", "").replace("_Bool", "bool");
    }

    private static boolean isArithOrEnum(CType t) { return Types.isArithmetic(t) || Types.unqual(t) instanceof CType.Enum; }

    /** Does converting a pointer to {@code pf} to a pointer to {@code pt} drop a qualifier? */
    private static boolean dropsQualifiers(CType pf, CType pt) {
        return (Types.isConst(pf) && !Types.isConst(pt)) || (Types.isVolatile(pf) && !Types.isVolatile(pt));
    }

    private static String staticCast(Sema sema, ICPPASTCastExpression c, CType from, CType to) {
        if (Types.isVoid(to)) return null;
        if (isArithOrEnum(from) && isArithOrEnum(to)) return null;
        if (Types.isBool(to) && (Types.isPointer(from) || jcirc.frontend.types.NullptrType.is(from))) return null;
        if (Types.isPointer(to) && jcirc.frontend.types.NullptrType.is(from)) return null;
        if (Types.isPointer(to) && Types.isInteger(from)) {
            if (sema.consts.eval(c.getOperand()) instanceof ConstValue.IntVal iv && iv.value() == 0) return null;   // a null pointer constant
            return "cannot cast from type '" + spelling(from) + "' to pointer type '" + spelling(to) + "'";
        }
        if (Types.isPointer(to) && Types.isPointer(from)) {
            CType pf = Types.pointee(from), pt = Types.pointee(to);
            RecordDef df = CxxInheritance.record(pf), dt = CxxInheritance.record(pt);
            if (df != null && dt != null) {
                boolean related = df == dt || CxxInheritance.isProperBase(dt, df) || CxxInheritance.isProperBase(df, dt);
                if (!related || dropsQualifiers(pf, pt))
                    return "static_cast from '" + qualified(from) + "' to '" + qualified(to) + "', which are not related by inheritance, is not allowed";
                if (df != dt && CxxInheritance.isProperBase(df, dt) && CxxInheritance.isVirtual(CxxInheritance.path(dt, df)))   // down from a virtual base
                    return "cannot cast '" + qualified(from) + "' to '" + qualified(to) + "' via virtual base '" + df.displayName() + "'";
                return null;
            }
            boolean ok = (Types.compatibleUnqual(Types.unqual(pf), Types.unqual(pt)) || Types.isVoid(pf) || Types.isVoid(pt)) && !dropsQualifiers(pf, pt);
            if (!ok) return "static_cast from '" + qualified(from) + "' to '" + qualified(to) + "' is not allowed";
            return null;
        }
        if (Types.unqual(to) instanceof CType.Record || Types.unqual(from) instanceof CType.Record) {
            RecordDef df = CxxInheritance.record(from), dt = CxxInheritance.record(to);
            if (!Types.compatibleUnqual(from, to) && !(df != null && dt != null && CxxInheritance.isProperBase(dt, df)))
                return "no matching conversion for static_cast from '" + spelling(from) + "' to '" + spelling(to) + "'";
            return null;
        }
        if (Types.isPointer(from) && !Types.isPointer(to) || Types.isPointer(to))
            return "static_cast from '" + qualified(from) + "' to '" + qualified(to) + "' is not allowed";
        return null;
    }

    private static String constCast(Sema sema, ICPPASTCastExpression c, CType from, CType to) {
        if (!Types.isPointer(to) || Types.isFunction(Types.pointee(to))) {
            return "const_cast to '" + spelling(to) + "', which is not a reference, pointer-to-object, or pointer-to-data-member";
        }
        if (!Types.isPointer(from) || !sameIgnoringQualifiers(Types.pointee(from), Types.pointee(to)))
            return "const_cast from '" + qualified(from) + "' to '" + qualified(to) + "' is not allowed";
        return null;
    }

    /** Are {@code a} and {@code b} the same type up to cv-qualifiers at every level of pointers? */
    private static boolean sameIgnoringQualifiers(CType a, CType b) {
        CType ua = Types.unqual(a), ub = Types.unqual(b);
        if (Types.isPointer(ua) && Types.isPointer(ub)) return sameIgnoringQualifiers(Types.pointee(ua), Types.pointee(ub));
        return Types.compatibleUnqual(ua, ub);
    }

    private static String reinterpretCast(Sema sema, ICPPASTCastExpression c, CType from, CType to) {
        if (Types.isPointer(from) && (Types.isInteger(to) || Types.unqual(to) instanceof CType.Enum)) {
            if (Types.sizeOf(to) < Types.sizeOf(from))
                return "cast from pointer to smaller type '" + spelling(to) + "' loses information";
            return null;
        }
        if (Types.isPointer(to) && (Types.isInteger(from) || Types.unqual(from) instanceof CType.Enum)) return null;
        if (Types.isPointer(to) && Types.isPointer(from)) {
            CType pf = Types.pointee(from), pt = Types.pointee(to);
            if (!Types.isFunction(pf) && !Types.isFunction(pt) && dropsQualifiers(pf, pt))
                return "reinterpret_cast from '" + qualified(from) + "' to '" + qualified(to) + "' casts away qualifiers";
            return null;
        }
        if (Types.compatibleUnqual(from, to) && (Types.isInteger(to) || Types.unqual(to) instanceof CType.Enum || Types.isPointer(to))) return null;
        return "reinterpret_cast from '" + spelling(from) + "' to '" + spelling(to) + "' is not allowed";
    }
}
