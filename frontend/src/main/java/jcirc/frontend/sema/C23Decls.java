package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.TypePrinter;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerList;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * C23 declaration specifiers that reach sema as marker attributes of the prelude (docs/c23.md):
 * <pre>
 *   constexpr int N = 4;      →  const __attribute__((__jcirc_constexpr__)) int N = 4;
 *   typeof_unqual(x) y;       →  __typeof__(x) __attribute__((__jcirc_unqual__)) y;
 * </pre>
 * A constexpr object must be initialized by a constant expression whose value its type represents
 * exactly (clang's errors); the value is kept on the symbol ({@link Symbol#constexprValue}) so
 * {@link ConstEval} folds every read of it (array sizes, case labels, static initializers). A
 * file-scope constexpr object has internal linkage.
 */
public final class C23Decls {
    private C23Decls() {}

    static final String CONSTEXPR = "__jcirc_constexpr__";
    static final String UNQUAL = "__jcirc_unqual__";

    /** {@code _BitInt(N)} arrives as the attribute {@code __jcirc_bitint__(N)} (N a constant expression after macro expansion). */
    static final String BITINT = "__jcirc_bitint_";

    /**
     * {@code _BitInt(N)} / {@code unsigned _BitInt(N)} (prelude: {@code __attribute__((__jcirc_bitint__(N))) int}):
     * the bit-precise type, or null when the specifiers do not name one. N must be an integer constant
     * (after macro expansion); widths beyond {@link jcirc.frontend.types.BitInts#MAX_WIDTH} are rejected.
     */
    static CType bitInt(Sema sema, org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier spec) {
        if (!(spec instanceof IASTAttributeOwner ao)) return null;
        for (IASTAttribute a : ao.getAttributes()) {
            String name = new String(a.getName());
            if (!name.startsWith(BITINT)) continue;
            boolean unsigned = spec instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier ss && ss.isUnsigned();
            String text = name.equals(BITINT + "_") && a.getArgumentClause() != null
                    ? jcirc.frontend.cdt.AttributeTokens.text(a.getArgumentClause(), " ") : name.substring(BITINT.length());
            Long width = GnuVectors.evalConstant(sema, text);
            if (width == null) {
                sema.error(spec, "_BitInt width must be an integer constant expression");
                return CType.INT;
            }
            long n = width;
            if (unsigned ? n < 1 : n < 2) {
                sema.error(spec, (unsigned ? "unsigned _BitInt must have a bit size of at least 1" : "signed _BitInt must have a bit size of at least 2"));
                return CType.INT;
            }
            if (n > jcirc.frontend.types.BitInts.MAX_WIDTH) {
                sema.error(spec, (unsigned ? "unsigned" : "signed") + " _BitInt of bit sizes greater than "
                        + jcirc.frontend.types.BitInts.MAX_WIDTH + " not supported");
                return CType.INT;
            }
            return new CType.Int(unsigned ? CType.IntKind.UBITINT : CType.IntKind.BITINT, (int) n);
        }
        return null;
    }


    /** {@code enum E : T {...}} (rewriter: a first enumerator {@code __jcirc_enum_type__ = (T)0}): T, or null. */
    static CType.Int fixedEnumType(Sema sema, org.eclipse.cdt.core.dom.ast.IASTEnumerationSpecifier e) {
        var ens = e.getEnumerators();
        if (ens.length == 0 || !ens[0].getName().toString().equals(jcirc.frontend.cdt.C23Rewriter.FIXED_ENUM)) return null;
        if (ens[0].getValue() instanceof org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
            CType t = jcirc.frontend.types.Types.unqual(sema.typeOfTypeId(c.getTypeId()));
            if (t instanceof CType.Int i) return i;
            if (t instanceof CType.Enum en) return en.def().underlying();
            sema.error(c.getTypeId(), "non-integral type '" + t + "' is an invalid underlying type");
        }
        return null;
    }

    /** An enumerator of a fixed-type enum must be representable in that type (clang-19's error otherwise). */
    static long fitEnumConstant(Sema sema, IASTNode at, CType.Int t, long v) {
        long w = ConstValue.truncate(v, t);
        if (w != v) sema.error(at, "enumerator value " + v + " is not representable in the underlying type '" + t + "'");
        return w;
    }

    static boolean isConstexpr(IASTNode spec) { return hasMarker(spec, CONSTEXPR); }

    static boolean isTypeofUnqual(IASTNode spec) { return hasMarker(spec, UNQUAL); }

    private static boolean hasMarker(IASTNode n, String marker) {
        if (!(n instanceof IASTAttributeOwner ao)) return false;
        for (IASTAttribute a : ao.getAttributes()) if (new String(a.getName()).equals(marker)) return true;
        return false;
    }

    /** Checks a constexpr object's initializer and records its value on {@code s}. */
    static void defineConstexpr(Sema sema, Symbol s, IASTDeclarator decl) {
        String name = s.name;
        IASTExpression init = decl.getInitializer() instanceof IASTEqualsInitializer eq
                && eq.getInitializerClause() instanceof IASTExpression e ? e : null;
        if (init == null) {
            // aggregates ({...}) stay ordinary const objects; a missing initializer is an error
            if (decl.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTInitializerList) return;
            sema.error(decl, "constexpr variable '" + name + "' must be initialized by a constant expression");
            return;
        }
        CType to = Types.unqual(s.type);
        if (!Types.isArithmetic(to) && !Types.isPointer(to)) return;
        ConstValue v = sema.consts.eval(init);
        boolean nullPointer = v instanceof ConstValue.IntVal iv && iv.isZero()
                || v instanceof ConstValue.AddrVal a && a.symbol() == null && a.string() == null && a.offset() == 0;
        if (v == null || v instanceof ConstValue.AddrVal && !nullPointer || Types.isPointer(to) && !nullPointer) {
            sema.error(init, "constexpr variable '" + name + "' must be initialized by a constant expression");
            return;
        }
        if (Types.isPointer(to)) return;   // a null pointer: reads stay loads of the object
        ConstValue c = ConstEval.convert(v, to);
        if (c == null) return;
        if (v instanceof ConstValue.IntVal from && c instanceof ConstValue.IntVal got && !from.exact().equals(got.exact())
                && !Types.isBool(to)) {
            sema.error(init, "constexpr initializer evaluates to " + from.exact() + " which is not exactly representable in type '"
                    + TypePrinter.print(s.type) + "'");
            return;
        }
        if (v instanceof ConstValue.FloatVal && c instanceof ConstValue.IntVal) {
            sema.error(init, "constexpr initializer for type '" + TypePrinter.print(s.type) + "' is of type '"
                    + TypePrinter.print(Types.unqual(sema.typeOf(init))) + "'");
            return;
        }
        s.constexprValue = c;
    }
}
