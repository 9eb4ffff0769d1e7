package jcirc.frontend.sema;

import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.List;
import java.util.Map;

/**
 * What Sema decided about the declarations of a translation unit, keyed by AST node (identity), as
 * clang's ASTContext holds the Decls Sema built: the type each declaration specifier names (and the
 * tag and enumerators it defines), the type of each declarator, the symbol each declarator and each
 * parameter declares, and each resolved initializer. {@link SemaWalk} fills it before CIRGen runs;
 * Sema's entry points ({@link Sema#baseType}, {@link Sema#declaratorType}, {@link Sema#declare},
 * {@link Sema#declareParam}, {@link InitTree#build}) answer from it when asked again, so CIRGen reads
 * the decisions instead of making them (and reporting their errors) a second time. Expression types,
 * name resolutions, member references and generic selections are kept the same way in Sema's own maps
 * ({@link Sema#typeOf}, {@link Sema#resolvedSymbol}, {@link Sema#member}, {@link Sema#genericSelection}).
 * Entries made inside {@code Sema.trial} (statement-expression typing) are undone with it.
 */
public final class SemaResults {
    /** A declaration specifier's type; the tag it put into its scope and the enumerators it declared, if any. */
    record SpecEntry(CType type, Scope.Tag tag, List<Symbol> enumerators) {}

    /** A declarator's type for the base type it was applied to. */
    record DeclaratorEntry(CType base, CType type) {}

    /** An initializer resolved for an object of type {@code requested}. */
    record InitEntry(CType requested, InitTree tree) {}

    final Map<IASTDeclSpecifier, SpecEntry> specs;
    final Map<IASTDeclarator, DeclaratorEntry> declarators;
    final Map<IASTDeclarator, Symbol> declarations;
    final Map<IASTNode, Symbol> params;
    final Map<IASTDeclarator, Symbol> nestedFunctions;
    final Map<IASTInitializerClause, InitEntry> initializers;
    final Map<org.eclipse.cdt.core.dom.ast.IASTNode, Boolean> staticAsserts;
    final Map<org.eclipse.cdt.core.dom.ast.IASTExpression, ImplicitConversion> conversions;
    final Map<org.eclipse.cdt.core.dom.ast.IASTIfStatement, Boolean> constexprIfs;

    /** Top-level declarations for which Sema reported errors (CIRGen may give up on them silently). */
    final java.util.Set<org.eclipse.cdt.core.dom.ast.IASTDeclaration> rejected =
            java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** Sema reported errors in this top-level declaration. */
    public boolean rejected(org.eclipse.cdt.core.dom.ast.IASTDeclaration d) { return rejected.contains(d); }

    SemaResults(Sema sema) {
        specs = new Sema.JournaledMap<>(sema);
        declarators = new Sema.JournaledMap<>(sema);
        declarations = new Sema.JournaledMap<>(sema);
        params = new Sema.JournaledMap<>(sema);
        nestedFunctions = new Sema.JournaledMap<>(sema);
        initializers = new Sema.JournaledMap<>(sema);
        staticAsserts = new Sema.JournaledMap<>(sema);
        conversions = new Sema.JournaledMap<>(sema);
        constexprIfs = new Sema.JournaledMap<>(sema);
    }

    /**
     * The implicit conversion Sema decided for operand {@code e} in its context (null: none recorded):
     * the operands of binary arithmetic and comparison operators (usual arithmetic conversions), of
     * shifts (integer promotions), call arguments (to the parameter type, or default argument
     * promotions) and returned values (to the return type).
     */
    public ImplicitConversion conversion(org.eclipse.cdt.core.dom.ast.IASTExpression e) { return conversions.get(e); }

    /** Records that {@code e}, of type {@code written} as written, is converted to {@code to}. */
    void recordConversion(org.eclipse.cdt.core.dom.ast.IASTExpression e, CType written, CType to) {
        conversions.put(e, ImplicitConversion.of(written, to));
    }

    /** {@code if constexpr}: true when the then-branch is selected, false for the else-branch; null for other ifs. */
    public Boolean constexprIf(org.eclipse.cdt.core.dom.ast.IASTIfStatement s) { return constexprIfs.get(s); }

    void recordConstexprIf(org.eclipse.cdt.core.dom.ast.IASTIfStatement s, boolean taken) { constexprIfs.put(s, taken); }

    /** The symbol a declarator declared, or null if Sema has not declared it. */
    public Symbol declaration(IASTDeclarator d) { return declarations.get(d); }

    /** The GNU nested function a block-scope declarator or nested definition declares (null if none yet). */
    public Symbol nestedFunction(IASTDeclarator d) { return nestedFunctions.get(d); }

    /** Records the nested function symbol of a declarator. */
    public void recordNestedFunction(IASTDeclarator d, Symbol s) { nestedFunctions.put(d, s); }

    /** The initializer tree resolved for {@code clause} when it initializes an object of type {@code t}, or null. */
    InitTree initializer(IASTInitializerClause clause, CType t) {
        InitEntry e = initializers.get(clause);
        if (e == null) return null;
        return e.requested().equals(t) || e.tree().type().equals(t) ? e.tree() : null;
    }

    void recordInitializer(IASTInitializerClause clause, CType t, InitTree tree) {
        if (!initializers.containsKey(clause)) initializers.put(clause, new InitEntry(t, tree));
    }
}
