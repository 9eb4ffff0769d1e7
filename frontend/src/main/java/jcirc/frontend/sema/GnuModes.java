package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * GNU {@code __attribute__((mode(M)))}: the declared type becomes the type of machine mode M on
 * x86-64, keeping the signedness of the type it is written on, as gcc —
 * <pre>
 *   typedef int qi __attribute__((mode(QI)));          // signed char
 *   typedef unsigned di __attribute__((__mode__(__DI__)));  // unsigned long
 *   typedef double sf __attribute__((mode(SF)));       // float
 * </pre>
 * Integer modes QI HI SI DI TI, {@code byte}, {@code word} and {@code pointer} (64 bits); float
 * modes SF DF XF. Anything else is clang's "unknown machine mode" error.
 */
final class GnuModes {
    private GnuModes() {}

    static CType apply(Sema sema, CType base, IASTNode... owners) {
        for (IASTNode o : owners) {
            if (!(o instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String n = new String(a.getName());
                if (!n.equals("mode") && !n.equals("__mode__")) continue;
                String m = a.getArgumentClause() == null ? "" : SemaAttr.tokenText(a.getArgumentClause()).trim();
                if (m.startsWith("__") && m.endsWith("__") && m.length() > 4) m = m.substring(2, m.length() - 2);
                base = ofMode(sema, a, base, m);
            }
        }
        return base;
    }

    private static CType ofMode(Sema sema, IASTNode at, CType base, String mode) {
        CType t = Types.unqual(base);
        if (t instanceof CType.Enum e) t = e.def().underlying();
        int bits = switch (mode) {
            case "QI", "byte" -> 8;
            case "HI" -> 16;
            case "SI" -> 32;
            case "DI", "word", "pointer" -> 64;
            case "TI" -> 128;
            default -> 0;
        };
        CType r;
        if (bits > 0) {
            if (!Types.isInteger(t) || Types.isBool(t)) {
                sema.error(at, "type of machine mode does not match type of base type");
                return base;
            }
            boolean signed = Types.isSigned(t);
            r = switch (bits) {
                case 8 -> signed ? CType.SCHAR : CType.UCHAR;
                case 16 -> signed ? CType.SHORT : CType.USHORT;
                case 32 -> signed ? CType.INT : CType.UINT;
                case 64 -> signed ? CType.LONG : CType.ULONG;
                default -> CType.of(signed ? CType.IntKind.INT128 : CType.IntKind.UINT128);
            };
        } else {
            CType f = switch (mode) {
                case "SF" -> CType.FLOAT;
                case "DF" -> CType.DOUBLE;
                case "XF" -> CType.LONG_DOUBLE;
                default -> null;
            };
            if (f == null) {
                sema.error(at, "unknown machine mode '" + mode + "'");
                return base;
            }
            if (!Types.isFloating(t)) {
                sema.error(at, "type of machine mode does not match type of base type");
                return base;
            }
            r = f;
        }
        return base instanceof CType.Qualified q ? Types.qualify(r, q.isConst(), q.isVolatile(), false) : r;
    }

}
