package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Literals;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * gcc's folding of printf-family calls whose result is unused (gimple-fold's printf/fprintf rules,
 * which gcc applies at every -O level, also to {@code __printf_chk} and friends and also where the
 * unit defines the function; docs/frontend.md, "Builtins"):
 *
 * <pre>
 * printf("")  printf("%s", "")      ->  nothing (arguments still evaluated)
 * printf("a")  printf("%s", "a")    ->  putchar('a')
 * printf("hi\n")  printf("%s", "hi\n") -> puts("hi")
 * printf("%s\n", p)                 ->  puts(p)
 * printf("%c", c)   (c an int)      ->  putchar(c)
 * fprintf(fp, "")                   ->  nothing
 * fprintf(fp, "hi")                 ->  fputs("hi", fp)
 * fprintf(fp, "%s", p)              ->  fputs(p, fp)
 * fprintf(fp, "%c", c)              ->  fputc(c, fp)
 * </pre>
 *
 * The same for {@code __printf_chk(flag, ...)}/{@code __fprintf_chk(fp, flag, ...)}; the {@code v}
 * forms ({@code vprintf}, {@code __vfprintf_chk}, ...) only for formats without {@code %}. printf
 * with more than one argument after the format, or a format that is not a string literal, stays a call.
 */
final class CIRGenPrintfFold {
    private final CIRGenFunction cgf;
    private final CIRGenExpr expr;

    CIRGenPrintfFold(CIRGenFunction cgf, CIRGenExpr expr) {
        this.cgf = cgf;
        this.expr = expr;
    }

    /** The call's shape: whether it writes to a stream argument, takes a va_list, has a flag, is unlocked. */
    private record Kind(boolean file, boolean va, boolean chk, boolean unlocked) {}

    private static Kind kind(String name) {
        String n = name.startsWith("__builtin_") ? name.substring("__builtin_".length()) : name;
        boolean chk = n.startsWith("__") && n.endsWith("_chk");
        if (chk) n = n.substring(2, n.length() - 4);
        boolean unlocked = n.endsWith("_unlocked");
        if (unlocked) {
            if (chk) return null;
            n = n.substring(0, n.length() - "_unlocked".length());
        }
        return switch (n) {
            case "printf" -> new Kind(false, false, chk, unlocked);
            case "vprintf" -> unlocked ? null : new Kind(false, true, chk, false);
            case "fprintf" -> new Kind(true, false, chk, unlocked);
            case "vfprintf" -> unlocked ? null : new Kind(true, true, chk, false);
            default -> null;
        };
    }

    /** Emits the folded form and returns true, or returns false (nothing emitted) when gcc keeps the call. */
    boolean fold(Symbol callee, IASTFunctionCallExpression call, IASTInitializerClause[] args) {
        Kind k = kind(callee.name);
        if (k == null || callee.linkage != Symbol.Linkage.EXTERNAL || !cgf.cgm.builtinAllowed(callee.name)
                || cgf.sema.cxxNames != null || !resultUnused(call)) return false;
        for (IASTInitializerClause a : args) if (!(a instanceof IASTExpression)) return false;
        int f = (k.file ? 1 : 0) + (k.chk ? 1 : 0);   // the format's index
        if (args.length <= f || args.length > f + 2) return false;
        IASTExpression fp = k.file ? (IASTExpression) args[0] : null;
        IASTExpression arg = args.length == f + 2 ? (IASTExpression) args[f + 1] : null;
        long[] fmt = narrowLiteral((IASTExpression) args[f]);
        if (fmt == null) return false;
        boolean noPercent = indexOf(fmt, '%') < 0;
        boolean percentS = Arrays.equals(fmt, units("%s"));
        List<IASTExpression> ignored = new ArrayList<>();
        if (k.chk) ignored.add((IASTExpression) args[k.file ? 1 : 0]);
        if (k.va && arg != null) ignored.add(arg);
        if (!k.file) {
            if (percentS || noPercent) {
                long[] str;
                if (percentS) {
                    if (k.va || arg == null || (str = narrowLiteral(arg)) == null) return false;
                } else {
                    if (!k.va && arg != null) return false;
                    str = fmt;
                }
                if (str.length == 0) return done(ignored);
                if (str.length == 1) return call(k.unlocked ? "putchar_unlocked" : "putchar", ignored, b -> List.of(b.constInt(str[0], CirTypes.S32)));
                if (str[str.length - 1] != '\n' || k.unlocked) return false;
                long[] line = Arrays.copyOf(str, str.length - 1);
                return call("puts", ignored, b -> List.of(literal(line)));
            }
            if (k.va || arg == null) return false;
            if (Arrays.equals(fmt, units("%s\n")) && Types.isPointer(cgf.sema.rvalueType(arg)))
                return call(k.unlocked ? "puts_unlocked" : "puts", ignored, b -> List.of(expr.emitConverted(arg, CHAR_PTR)));
            if (Arrays.equals(fmt, units("%c")) && isInt(arg))
                return call(k.unlocked ? "putchar_unlocked" : "putchar", ignored, b -> List.of(expr.emitConverted(arg, CType.INT)));
            return false;
        }
        String fputs = k.unlocked ? "fputs_unlocked" : "fputs", fputc = k.unlocked ? "fputc_unlocked" : "fputc";
        if (noPercent) {
            if (!k.va && arg != null) return false;
            if (fmt.length == 0) {
                ignored.add(0, fp);
                return done(ignored);
            }
            return call(fputs, ignored, b -> List.of(literal(fmt), stream(fp)));
        }
        if (k.va || arg == null) return false;
        if (percentS && Types.isPointer(cgf.sema.rvalueType(arg)))
            return call(fputs, ignored, b -> List.of(expr.emitConverted(arg, CHAR_PTR), stream(fp)));
        if (Arrays.equals(fmt, units("%c")) && isInt(arg))
            return call(fputc, ignored, b -> List.of(expr.emitConverted(arg, CType.INT), stream(fp)));
        return false;
    }

    private static final CType CHAR_PTR = new CType.Pointer(CType.CHAR);
    private static final CType VOID_PTR = new CType.Pointer(CType.VOID);

    /** gcc passes the argument of "%c" unchanged only when its promoted type is int. */
    private boolean isInt(IASTExpression arg) {
        CType t = Types.unqual(cgf.sema.rvalueType(arg));
        return Types.isInteger(t) && Types.unqual(Types.defaultArgumentPromotion(t)).equals(CType.INT);
    }

    private Value stream(IASTExpression fp) { return expr.emitConverted(fp, VOID_PTR); }

    private boolean done(List<IASTExpression> ignored) {
        for (IASTExpression e : ignored) expr.emitIgnored(e);
        return true;
    }

    /**
     * A call of library function {@code name} ({@code int name(char *|int [, void *])}, as declared by the unit
     * if it is); the arguments from {@code args}, converted to the declared parameter types.
     */
    private boolean call(String name, List<IASTExpression> ignored, java.util.function.Function<CIRGenBuilder, List<Value>> args) {
        Symbol s = cgf.sema.symbols.external(name);
        if (s != null && (s.linkage != Symbol.Linkage.EXTERNAL || !(Types.unqual(s.type) instanceof CType.Function)
                || !Types.isInteger(((CType.Function) Types.unqual(s.type)).returnType()))) return false;
        done(ignored);
        List<Value> vs = args.apply(cgf.b);
        if (s == null) {
            List<CType> ps = new ArrayList<>();
            for (Value v : vs) ps.add(v.type().equals(CirTypes.S32) ? CType.INT : ps.isEmpty() ? CHAR_PTR : VOID_PTR);   // (char *|int [, FILE *])
            s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(CType.INT, ps, false, true), Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        CType.Function ft = (CType.Function) Types.unqual(s.type);
        if (ft.params().size() != vs.size()) return true;   // an odd declaration: the output is dropped as gcc would not
        List<Value> cast = new ArrayList<>();
        for (int i = 0; i < vs.size(); i++) {
            Value v = vs.get(i);
            jcirc.ir.Type want = cgf.cir(ft.params().get(i));
            cast.add(v.type().equals(want) ? v : Types.isPointer(ft.params().get(i)) ? cgf.b.cast("bitcast", v, want) : cgf.b.cast("integral", v, want));
        }
        cgf.cgm.function(s, false);
        CirOps.CallOp.create(cgf.b, BuiltinAttrs.sym(s.irName), cast, cgf.cir(ft.returnType()));
        return true;
    }

    /** A char * to a new string literal holding {@code units}. */
    private Value literal(long[] units) {
        CType at = new CType.Array(CType.CHAR, units.length + 1);
        String name = cgf.cgm.stringGlobal(new Literals.StringLit(CType.CHAR, units), at);
        Value g = cgf.b.getGlobal(name, CirTypes.ptr(cgf.cir(at)));
        return cgf.b.cast("array_to_ptrdecay", g, CirTypes.ptr(cgf.cir(CType.CHAR)));
    }

    /** The characters of a narrow string literal without an embedded NUL (gcc's c_getstr), else null. */
    static long[] narrowLiteral(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (!(e instanceof IASTLiteralExpression lit) || lit.getKind() != IASTLiteralExpression.lk_string_literal) return null;
        Literals.StringLit s = Literals.parseString(new String(lit.getValue()));
        if (!s.elementType().equals(CType.CHAR) || indexOf(s.units(), 0) >= 0) return null;
        return s.units();
    }

    private static int indexOf(long[] a, long c) {
        for (int i = 0; i < a.length; i++) if (a[i] == c) return i;
        return -1;
    }

    private static long[] units(String s) {
        return s.chars().asLongStream().toArray();
    }

    /** Whether the call's value is discarded: an expression statement (not a statement expression's value), a (void) cast, a comma's left side. */
    private static boolean resultUnused(IASTExpression e) {
        IASTNode n = e;
        while (true) {
            IASTNode p = n.getParent();
            if (p instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) { n = p; continue; }
            if (p instanceof IASTCastExpression c) return c.getOperand() == n && c.getTypeId().getDeclSpecifier() instanceof IASTSimpleDeclSpecifier sd
                    && sd.getType() == IASTSimpleDeclSpecifier.t_void
                    && (c.getTypeId().getAbstractDeclarator() == null || c.getTypeId().getAbstractDeclarator().getPointerOperators().length == 0);
            if (p instanceof IASTExpressionList l) {
                IASTExpression[] es = l.getExpressions();
                if (es[es.length - 1] != n) return true;
                n = p;
                continue;
            }
            if (p instanceof IASTForStatement f) return f.getIterationExpression() == n;
            if (p instanceof IASTExpressionStatement s) {
                return !(s.getParent() instanceof IASTCompoundStatement cs && cs.getParent() instanceof IGNUASTCompoundStatementExpression
                        && cs.getStatements().length > 0 && cs.getStatements()[cs.getStatements().length - 1] == s);
            }
            return false;
        }
    }
}
