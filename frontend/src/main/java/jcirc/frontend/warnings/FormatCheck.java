package jcirc.frontend.warnings;

import java.util.Map;
import jcirc.frontend.sema.Literals;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.TypePrinter;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;

/**
 * {@code -Wformat}: printf-family calls whose literal format string disagrees with the
 * arguments (C11 7.21.6.1 conversion specifications, glibc's {@code %m}).
 * <pre>
 * printf("%d %s\n", 1L, 2);   warning: format specifies type 'int' but the argument has type 'long' [-Wformat]
 *                             warning: format specifies type 'char *' but the argument has type 'int' [-Wformat]
 * printf("%d %d\n", 1);       warning: more '%' conversions than data arguments [-Wformat-insufficient-args] (at the 2nd 'd')
 * printf("x\n", 1);           warning: data argument not used by format string [-Wformat-extra-args]
 * </pre>
 * Arguments are compared after the default argument promotions, integers by size (not sign).
 */
final class FormatCheck {
    /** Function → index of its format argument. */
    private static final Map<String, Integer> FUNCTIONS = Map.of("printf", 0, "fprintf", 1, "dprintf", 1, "sprintf", 1,
            "snprintf", 2, "__builtin_printf", 0, "__builtin_fprintf", 1, "__builtin_sprintf", 1, "__builtin_snprintf", 2);

    /** What a conversion wants: an integer of {@code size} bytes, a floating type, a string, a pointer. */
    private sealed interface Want permits IntWant, FloatWant, StringWant, PointerWant {}
    private record IntWant(int size, boolean signed, String name) implements Want {}
    private record FloatWant(boolean longDouble) implements Want {}
    private record StringWant() implements Want {}
    private record PointerWant(String name) implements Want {}

    private FormatCheck() {}

    static void check(IASTFunctionCallExpression call, Sema sema, Reporter r) {
        if (!(Ast.strip(call.getFunctionNameExpression()) instanceof IASTIdExpression id)) return;
        Integer fmtIndex = FUNCTIONS.get(id.getName().toString());
        Symbol fn = sema.resolvedSymbol(id.getName());
        int firstData = fmtIndex == null ? -1 : fmtIndex + 1;
        if (fmtIndex == null && fn != null && fn.isFunction() && fn.gnu.formatIndex > 0 && fn.gnu.formatFirstArg > 0) {
            // __attribute__((format(printf, m, n))) on a user function
            fmtIndex = fn.gnu.formatIndex - 1;
            firstData = fn.gnu.formatFirstArg - 1;
        }
        if (fmtIndex == null) return;
        if (fn != null && !fn.isFunction()) return;
        IASTInitializerClause[] args = call.getArguments();
        if (args.length <= fmtIndex || !(args[fmtIndex] instanceof IASTExpression fe)) return;
        if (!(Ast.strip(fe) instanceof IASTLiteralExpression lit) || lit.getKind() != IASTLiteralExpression.lk_string_literal) return;
        if (Ast.inMacro(lit)) return;
        Literals.StringLit sl = Literals.parseString(new String(lit.getValue()));
        if (sl.elementType().kind().size != 1) return;
        StringBuilder fmt = new StringBuilder();
        for (long u : sl.units()) fmt.append((char) (u & 0xff));
        int next = firstData;
        String f = fmt.toString();
        for (int i = 0; i < f.length(); i++) {
            if (f.charAt(i) != '%') continue;
            int start = i++;
            while (i < f.length() && "-+ #0'".indexOf(f.charAt(i)) >= 0) i++;
            // width and precision: digits or '*' (an int argument)
            for (int part = 0; part < 2; part++) {
                if (part == 1) { if (i < f.length() && f.charAt(i) == '.') i++; else break; }
                if (i < f.length() && f.charAt(i) == '*') {
                    i++;
                    if (!checkArg(fe, args, next++, new IntWant(4, true, "int"), i - 1, sema, r)) return;
                } else while (i < f.length() && Character.isDigit(f.charAt(i))) i++;
            }
            String len = "";
            for (String l : new String[] {"hh", "ll", "h", "l", "j", "z", "t", "L", "q"})
                if (f.startsWith(l, i)) { len = l; i += l.length(); break; }
            if (i >= f.length()) return;
            char conv = f.charAt(i);
            if (conv == '%' || conv == 'm') continue;
            Want want = want(conv, len);
            if (want == null) return;   // an unknown conversion: leave the whole call alone
            if (!checkArg(fe, args, next++, want, i, sema, r)) return;
        }
        if (next < args.length)
            r.report(WarningOptions.FORMAT_EXTRA_ARGS, r.loc(args[next]), "data argument not used by format string", args[next]);
    }

    /** The source location of character {@code index} of a plain string literal's value (escapes counted as written). */
    private static jcirc.frontend.diag.SourceLoc inLiteral(IASTExpression format, int index, Reporter r) {
        jcirc.frontend.diag.SourceLoc start = r.loc(format);
        if (!(Ast.strip(format) instanceof IASTLiteralExpression lit) || lit.getFileLocation() == null) return start;
        String raw = lit.getRawSignature();
        int q = raw.indexOf('"');
        if (q < 0 || raw.indexOf('"', q + 1) != raw.lastIndexOf('"')) return start;   // concatenated pieces: the start
        int p = q + 1;
        for (int k = 0; k < index && p < raw.length() - 1; k++) {
            if (raw.charAt(p) != '\\') { p++; continue; }
            p++;
            char e = raw.charAt(p);
            if (e == 'x') { p++; while (p < raw.length() - 1 && Character.digit(raw.charAt(p), 16) >= 0) p++; }
            else if (e >= '0' && e <= '7') { int n = 0; while (n < 3 && p < raw.length() - 1 && raw.charAt(p) >= '0' && raw.charAt(p) <= '7') { p++; n++; } }
            else p++;
        }
        var fl = lit.getFileLocation();
        return r.diags().sources().locate(fl.getFileName(), fl.getNodeOffset() + p);
    }

    private static Want want(char conv, String len) {
        return switch (conv) {
            case 'd', 'i', 'u', 'o', 'x', 'X', 'c' -> {
                boolean signed = conv == 'd' || conv == 'i' || conv == 'c';
                String u = signed ? "" : "unsigned ";
                if (conv == 'c') yield len.isEmpty() ? new IntWant(4, true, "int") : null;
                yield switch (len) {
                    case "", "h", "hh" -> new IntWant(4, signed, u + "int");
                    case "l" -> new IntWant(8, signed, u + "long");
                    case "ll", "q" -> new IntWant(8, signed, u + "long long");
                    case "j" -> new IntWant(8, signed, signed ? "intmax_t" : "uintmax_t");
                    case "z" -> new IntWant(8, signed, signed ? "ssize_t" : "size_t");
                    case "t" -> new IntWant(8, signed, "ptrdiff_t");
                    default -> null;
                };
            }
            case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> len.isEmpty() || len.equals("l") ? new FloatWant(false)
                    : len.equals("L") ? new FloatWant(true) : null;
            case 's' -> len.isEmpty() ? new StringWant() : null;
            case 'p' -> len.isEmpty() ? new PointerWant("void *") : null;
            case 'n' -> new PointerWant("int *");
            default -> null;
        };
    }

    /** Checks argument {@code index} against {@code want}; false when it is missing (reported, stop). */
    private static boolean checkArg(IASTExpression format, IASTInitializerClause[] args, int index, Want want,
                                    int at, Sema sema, Reporter r) {
        if (index >= args.length) {
            // clang: at the conversion character inside the string (its message spells the directive as '%')
            r.report(WarningOptions.FORMAT_INSUFFICIENT_ARGS, inLiteral(format, at, r),
                    "more '%' conversions than data arguments", format);
            return false;
        }
        if (!(args[index] instanceof IASTExpression arg)) return true;
        CType written = Types.rvalue(sema.typeOf(arg));
        CType t = Types.isFloating(written) && ((CType.Float) Types.unqual(written)).kind() == CType.FloatKind.FLOAT
                ? CType.DOUBLE : Types.isInteger(written) ? Types.promote(written) : written;
        boolean ok = switch (want) {
            case IntWant w -> Types.isInteger(t) && Types.sizeOf(t) == w.size();
            case FloatWant w -> Types.isFloating(t) && (((CType.Float) Types.unqual(t)).kind() == CType.FloatKind.LONG_DOUBLE) == w.longDouble();
            case StringWant w -> Types.isPointer(t) && Types.isInteger(Types.pointee(t)) && Types.sizeOf(Types.pointee(t)) == 1;
            case PointerWant w -> Types.isPointer(t);
        };
        if (ok) return true;
        String wanted = switch (want) {
            case IntWant w -> w.name();
            case FloatWant w -> w.longDouble() ? "long double" : "double";
            case StringWant w -> "char *";
            case PointerWant w -> w.name();
        };
        r.report(WarningOptions.FORMAT, r.loc(arg), "format specifies type '" + wanted + "' but the argument has type '"
                + TypePrinter.print(written) + "'", arg);
        return true;
    }
}
