package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPNodeFactory;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * C++ user-defined literals ([lex.ext], [over.literal]): {@code "abc"_sr}, {@code 3_k}, {@code 2.5_half},
 * {@code 'a'_c} are calls of the literal operator CDT's lookup chose (the literal's implicit name), as clang's
 * {@code UserDefinedLiteral} is a call expression. The arguments are the literal without its suffix:
 * <ul>
 * <li>a string literal: the string (its array decays to {@code const char *}) and its length in code units;</li>
 * <li>an integer literal: its value as {@code unsigned long long}, or for a raw operator {@code (const char *)} its
 * spelling as a string;</li>
 * <li>a floating literal: its value as {@code long double}, or its spelling for a raw operator;</li>
 * <li>a character literal: the character.</li>
 * </ul>
 * Sema records them as an operator call ({@link SemaOverload.OperatorCall}), so CIRGen emits an ordinary call and a class
 * result is a temporary like any call's. Literal operator templates ({@code template <char...>}) are not supported yet.
 */
final class UserDefinedLiterals {
    private final Map<IASTLiteralExpression, List<IASTExpression>> arguments = new IdentityHashMap<>();

    /** The literal operator {@code lit} calls, or null for a literal without a ud-suffix. */
    static ICPPFunction operator(IASTLiteralExpression lit) {
        if (!(lit instanceof ICPPASTLiteralExpression c)) return null;
        for (IASTImplicitName n : c.getImplicitNames())
            if (n.resolveBinding() instanceof ICPPFunction f && f.getName().startsWith("operator \"\"")) return f;
        return null;
    }

    /** The value category of a call of {@code f}: by its return type. */
    static org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory valueCategory(ICPPFunction f) {
        IType r = f.getType() == null ? null : f.getType().getReturnType();
        while (r instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) r = td.getType();
        if (!(r instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType ref)) return org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.PRVALUE;
        return ref.isRValueReference() ? org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.XVALUE : org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE;
    }

    /** Is {@code lit} a call of a literal operator template ({@code template <char...> operator""_x()})? */
    static boolean isTemplateCall(ICPPFunction f) {
        return f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionInstance || f.getParameters().length == 0;
    }

    /** The arguments of the call of {@code f} that {@code lit} is (synthesized once per literal; children of {@code lit}). */
    List<IASTExpression> arguments(IASTLiteralExpression lit, ICPPFunction f) {
        return arguments.computeIfAbsent(lit, k -> build(lit, f));
    }

    private static List<IASTExpression> build(IASTLiteralExpression lit, ICPPFunction f) {
        String text = withoutSuffix(lit, f);
        List<IASTExpression> out = new ArrayList<>();
        boolean raw = f.getType() != null && f.getType().getParameterTypes().length == 1 && isPointer(f.getType().getParameterTypes()[0]);
        switch (lit.getKind()) {
            case IASTLiteralExpression.lk_string_literal -> {
                out.add(literal(lit, IASTLiteralExpression.lk_string_literal, text));
                Literals.StringLit s = Literals.parseString(text);
                out.add(literal(lit, IASTLiteralExpression.lk_integer_constant, s.length() + "UL"));
            }
            case IASTLiteralExpression.lk_integer_constant -> out.add(raw ? rawSpelling(lit, text)
                    : literal(lit, IASTLiteralExpression.lk_integer_constant, text.replace("'", "") + "ULL"));
            case IASTLiteralExpression.lk_float_constant -> out.add(raw ? rawSpelling(lit, text)
                    : literal(lit, IASTLiteralExpression.lk_float_constant, text.replace("'", "") + "L"));
            default -> out.add(literal(lit, lit.getKind(), text));   // a character literal
        }
        return out;
    }

    /** 12345_raw with {@code operator""_raw(const char *)}: the string "12345". */
    private static IASTExpression rawSpelling(IASTLiteralExpression lit, String text) {
        return literal(lit, IASTLiteralExpression.lk_string_literal, "\"" + text + "\"");
    }

    private static IASTExpression literal(IASTLiteralExpression parent, int kind, String text) {
        IASTLiteralExpression l = CPPNodeFactory.getDefault().newLiteralExpression(kind, text);
        l.setParent(parent);
        return l;
    }

    /** The literal's spelling without its ud-suffix ({@code "abc"} of {@code "abc"_sr}). */
    private static String withoutSuffix(IASTLiteralExpression lit, ICPPFunction f) {
        String text = new String(lit.getValue());
        String suffix = f.getName().substring("operator \"\"".length()).trim();
        return text.endsWith(suffix) ? text.substring(0, text.length() - suffix.length()) : text;
    }

    private static boolean isPointer(IType t) {
        while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();
        return t instanceof org.eclipse.cdt.core.dom.ast.IPointerType;
    }
}
