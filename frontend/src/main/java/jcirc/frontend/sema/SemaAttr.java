package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;

/**
 * GNU attributes, {@code _Alignas} and asm labels of declarations (clang's SemaAttr/SemaDeclAttr). Part of
 * {@link Sema}, which owns the state and delegates to it.
 */
final class SemaAttr {
    private final Sema sema;

    SemaAttr(Sema sema) {
        this.sema = sema;
    }

    private static final java.util.regex.Pattern ASM_LABEL =
            java.util.regex.Pattern.compile("(?<![A-Za-z0-9_])(?:__asm__|__asm|asm)\\s*\\(\\s*((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+)\\)");

    /**
     * The GNU asm label of a declarator ({@code int f(void) __asm__("g");}): CDT drops it from the AST, so it
     * is read from the source text right after the declarator. Null if there is none.
     */
    public static String asmLabel(IASTDeclarator d) {
        IASTNode outer = d;
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        String text;
        try {
            text = outer.getRawSignature();   // the declarator's source text, asm label included
        } catch (RuntimeException e) {
            return null;
        }
        int at = text.indexOf("asm");
        if (at < 0) return null;
        java.util.regex.Matcher m = ASM_LABEL.matcher(text);
        if (!m.find()) {
            // the label spelled with macros: __asm (ASMNAME ("my_memcpy")) (AsmLabelMacros)
            java.util.regex.Matcher open = java.util.regex.Pattern.compile("(?<![A-Za-z0-9_])(?:__asm__|__asm|asm)\\s*\\(").matcher(text);
            if (!open.find()) return null;
            int depth = 1, i = open.end();
            for (; i < text.length() && depth > 0; i++) depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            return depth == 0 ? AsmLabelMacros.label(text.substring(open.end(), i - 1), d.getTranslationUnit()) : null;
        }
        StringBuilder sb = new StringBuilder();
        java.util.regex.Matcher lit = java.util.regex.Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(m.group(1));
        while (lit.find()) sb.append(lit.group(1));
        return sb.isEmpty() ? null : sb.toString();
    }

    /** The {@code aligned} attribute of the typedef that declaration specifiers name (0 if none). */
    int typedefAlignment(IASTDeclSpecifier spec) {
        if (!(spec instanceof IASTNamedTypeSpecifier n)) return 0;
        Symbol t = sema.symbols.lookup(sema.cxx != null ? jcirc.frontend.cxx.CxxNames.typedefKey(n.getName()) : n.getName().toString());
        return t != null && t.isTypedef() ? t.alignAttr : 0;
    }

    // ------------------------------------------------------------------ attributes

    public Sema.Attrs attributes(IASTNode... owners) {
        boolean packed = false, noreturn = false, tls = false, gnuInline = false, weak = false, unused = false, ctor = false;
        int aligned = 0;
        String alias = null, section = null;
        for (IASTNode o : owners) {
            if (o instanceof IASTDeclSpecifier ds && ds.getAlignmentSpecifiers() != null)   // C's _Alignas(N) / _Alignas(T)
                for (IASTAlignmentSpecifier as : ds.getAlignmentSpecifiers()) aligned = Math.max(aligned, alignment(as));
            if (o instanceof IASTAttributeOwner ao)   // C++'s alignas(N) / alignas(T): an attribute specifier there
                for (IASTAttributeSpecifier spec : ao.getAttributeSpecifiers())
                    if (spec instanceof IASTAlignmentSpecifier as) aligned = Math.max(aligned, alignment(as));
            if (!(o instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String n = new String(a.getName());
                if (n.startsWith("__") && n.endsWith("__") && n.length() > 4) n = n.substring(2, n.length() - 2);
                IASTToken arg = a.getArgumentClause();
                String argText = arg == null ? null : tokenText(arg);
                switch (n) {
                    case "packed" -> packed = true;
                    case "aligned" -> {
                        int v = 16;
                        if (argText != null) {
                            try { v = (int) Long.decode(argText.replaceAll("[()\\s]", "")).longValue(); }
                            catch (NumberFormatException e) { v = alignFromExpression(argText); }
                        }
                        aligned = Math.max(aligned, v);
                    }
                    case "noreturn" -> noreturn = true;
                    case "jcirc_thread_local" -> tls = true;
                    case "gnu_inline" -> gnuInline = true;
                    case "weak" -> weak = true;
                    case "unused" -> unused = true;
                    case "constructor" -> ctor = true;
                    case "alias" -> alias = argText == null ? null : argText.replace("\"", "").trim();
                    case "section" -> section = argText == null ? null : argText.replace("\"", "").trim();
                    default -> { }
                }
            }
        }
        if (owners.length > 0 && owners[0] instanceof IASTDeclSpecifier) { /* handled above */ }
        return new Sema.Attrs(packed, aligned, noreturn, tls, gnuInline, weak, unused, ctor, alias, section);
    }

    // the alignment an alignment specifier asks for (0: alignas(0), which is ignored; an error reported: 0)
    private int alignment(IASTAlignmentSpecifier as) {
        if (as.getExpression() != null) {
            Long x = cxxValue(as.getExpression());
            if (x == null) x = sema.consts.evalInt(as.getExpression());
            if (x == null) { sema.error(as.getExpression(), "expression is not an integer constant expression"); return 0; }
            if (x != 0 && Long.bitCount(x) != 1) { sema.error(as.getExpression(), "requested alignment is not a power of 2"); return 0; }
            return (int) (long) x;
        }
        return as.getTypeId() != null ? (int) Types.alignOf(sema.typeOfTypeId(as.getTypeId())) : 0;
    }

    // C++: CDT's value of the expression (a static member of the class being defined, `alignas(K)`, has no symbol of
    // ours yet; in a template instance, under its arguments), null when CDT has none
    private Long cxxValue(IASTExpression e) {
        if (sema.cxx == null || !(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        var ev = sema.templates != null ? sema.templates.evaluation(ce) : ce.getEvaluation();
        Number n = ev == null || ev.getValue() == null ? null : ev.getValue().numberValue();
        if (n != null) return n.longValue();
        // alignas(__alignof__(_Tp2::_M_t)) (ext/aligned_buffer.h): the alignment of the operand's type, the member named
        // in an unevaluated operand (CDT leaves the value unknown)
        if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_alignOf
                && u.getOperand() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression op) {
            var oe = sema.templates != null ? sema.templates.evaluation(op) : op.getEvaluation();
            CType t = oe == null ? null : jcirc.frontend.cxx.CdtTypes.of(sema, oe.getType());
            if (t != null && Types.isComplete(t)) return (long) Types.alignOf(t);
        }
        return null;
    }

    private int alignFromExpression(String text) {
        // e.g. aligned(sizeof(long)) or aligned(__alignof__(double)); common cases only
        String t = text.replaceAll("[()\\s]", "");
        // aligned((_Align)) in a class template instance (std::aligned_storage<_Len, _Align>::type): the non-type
        // template parameter's value, as an enumerator's, is the alignment
        if (t.matches("[A-Za-z_][A-Za-z_0-9]*") && sema.symbols.lookup(t) instanceof Symbol s && s.kind == Symbol.Kind.ENUM_CONSTANT
                && s.enumValue > 0 && Long.bitCount(s.enumValue) == 1) return (int) s.enumValue;
        return switch (t) {
            case "sizeoflong", "sizeofdouble", "sizeofvoid*", "__alignof__double", "__alignof__long" -> 8;
            case "sizeofint", "sizeoffloat" -> 4;
            default -> 16;
        };
    }

    /** The text of an attribute's argument tokens, concatenated (shared by GnuAttributes and GnuModes). */
    static String tokenText(IASTToken t) {
        return jcirc.frontend.cdt.AttributeTokens.text(t, "");
    }

    /** Whether one of {@code owners} has GNU attribute {@code name} (also spelled {@code __name__}). */
    static boolean hasGnuAttribute(String name, IASTNode... owners) {
        for (IASTNode n : owners) {
            if (!(n instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String s = new String(a.getName());
                if (s.equals(name) || s.equals("__" + name + "__")) return true;
            }
        }
        return false;
    }

    /** {@code _Atomic} reaches the parser as {@code __attribute__((__jcirc_atomic__))} (AtomicSpecifierRewriter). */
    static boolean hasAtomicAttribute(IASTNode n) {
        if (!(n instanceof IASTAttributeOwner ao)) return false;
        for (IASTAttribute a : ao.getAttributes()) {
            String name = new String(a.getName());
            if (name.equals("__jcirc_atomic__") || name.equals("jcirc_atomic")) return true;
        }
        return false;
    }
}
