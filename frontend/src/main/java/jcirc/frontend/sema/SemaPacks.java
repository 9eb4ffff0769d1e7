package jcirc.frontend.sema;

import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFoldExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;

import org.eclipse.cdt.internal.core.dom.parser.ASTNode;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTBinaryExpression;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTCastExpression;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTDeclarator;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTExpressionList;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTLiteralExpression;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTName;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTTypeId;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parameter packs in template instances (docs/cxx.md, "Variadic templates and generic lambdas"), as clang's
 * TreeTransform expands them: an instance knows the size of each of its packs, and a pack expansion is replaced,
 * per instance, by copies of its pattern, one per element. Copy {@code i} is an ordinary AST node (Sema and CIRGen
 * analyse and generate it as any expression), in which a name of a pack denotes the pack's element {@code i}:
 * the typedef {@code Ts#i} for a type parameter pack, the parameter {@code args#i} for a function parameter pack
 * ({@link #elementName}). Covered:
 * <ul>
 * <li>a function parameter pack {@code Ts... args}, {@code const Ts&... args}, {@code Ts&&... args}: one parameter
 *     per element ({@link #parameters}, read by SemaType, SemaWalk and CIRGenFunction);
 * <li>pack expansions among call arguments {@code f(args...)}, {@code g(h(args)...)},
 *     {@code f(static_cast<Ts&&>(args)...)} ({@link #arguments});
 * <li>{@code sizeof...(Ts)}, {@code sizeof...(args)} ({@link #sizeofValue});
 * <li>fold expressions, unary and binary, left and right ({@link #fold}): the expansion is the nested binary
 *     expression over the copies ({@code ((init op a0) op a1) op a2}); an empty pack gives {@code true} for
 *     {@code &&}, {@code false} for {@code ||} and {@code void()} for {@code ,}, as [temp.variadic].
 * </ul>
 * The copies are made once per instance (keyed in a {@link Sema.NodeMap}, whose entries are the instance's own).
 */
public final class SemaPacks {
    private final Sema sema;
    /** Pack sizes by the pack's name, per instance (its record layer). */
    private final Map<Sema.RecordLayer, Map<String, Integer>> sizes = new IdentityHashMap<>();
    /** Element index of each copy of a pattern (for every instance: copies are never shared). */
    private final Map<IASTNode, Integer> elementOf = new IdentityHashMap<>();
    /** Parameter copies declaring a reference ({@code Ts&&... args} with its '&&'). */
    private final Map<IASTNode, Boolean> referenceParams = new IdentityHashMap<>();
    private final Map<IASTNode, List<IASTNode>> expansions;
    private final Map<IASTNode, IASTExpression> folds;

    SemaPacks(Sema sema) {
        this.sema = sema;
        this.expansions = new Sema.NodeMap<>(sema);
        this.folds = new Sema.NodeMap<>(sema);
    }

    /** Records that pack {@code name} of the instance whose records are {@code layer} has {@code n} elements. */
    public void bind(Sema.RecordLayer layer, String name, int n) {
        sizes.computeIfAbsent(layer, k -> new java.util.HashMap<>()).put(name, n);
    }

    /** The name of pack element {@code i} ({@code Ts#1}, {@code args#1}). */
    public static String element(String pack, int i) { return pack + "#" + i; }

    private Map<String, Integer> current() {
        Map<String, Integer> m = sema.layer == null ? null : sizes.get(sema.layer);
        return m == null ? Map.of() : m;
    }

    /** The index of the pattern copy {@code n} is in, or -1. */
    public int indexOf(IASTNode n) {
        if (elementOf.isEmpty()) return -1;
        for (IASTNode p = n; p != null; p = p.getParent()) {
            Integer i = elementOf.get(p);
            if (i != null) return i;
        }
        return -1;
    }

    /** The symbol name a name is looked up by: inside copy {@code i} of a pattern, a pack's name denotes its element {@code i}. */
    public String elementName(IASTName n, String name) {
        Map<String, Integer> m = current();
        if (m.isEmpty() || !m.containsKey(n.toString())) return name;
        int i = indexOf(n);
        return i < 0 ? name : element(n.toString(), i);
    }

    /** The number of elements of the packs a pattern names (the first one found), or -1. */
    private int sizeOf(IASTNode pattern) {
        Map<String, Integer> m = current();
        if (m.isEmpty()) return -1;
        int[] found = {-1};
        pattern.accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitNames = true; }
            @Override public int visit(IASTName name) {
                Integer k = m.get(name.toString());
                if (k != null && found[0] < 0) found[0] = k;
                return found[0] < 0 ? PROCESS_CONTINUE : PROCESS_ABORT;
            }
        });
        return found[0];
    }

    @SuppressWarnings("unchecked")
    private <T extends IASTNode> List<T> copies(IASTNode original, IASTNode pattern, IASTNode parent) {
        List<IASTNode> known = expansions.get(original);
        if (known != null) return (List<T>) known;
        int n = sizeOf(pattern);
        if (n < 0) return null;
        List<IASTNode> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            IASTNode c = pattern.copy(IASTNode.CopyStyle.withLocations);
            ((ASTNode) c).setParent(parent);
            c.setPropertyInParent(original.getPropertyInParent());
            elementOf.put(c, i);
            out.add(c);
        }
        expansions.put(original, out);
        return (List<T>) out;
    }

    // ------------------------------------------------------------------ function parameter packs

    /**
     * The parameters of a function declarator in the current instance: a parameter pack {@code Ts... args} is
     * replaced by one copy per element, named {@code args#i}.
     */
    public IASTParameterDeclaration[] parameters(IASTStandardFunctionDeclarator fd) {
        IASTParameterDeclaration[] ps = fd.getParameters();
        int pack = -1;
        for (int i = 0; i < ps.length; i++)
            if (ps[i].getDeclarator() instanceof ICPPASTDeclarator d && d.declaresParameterPack()) pack = i;
        if (pack < 0 || current().isEmpty()) return ps;
        IASTParameterDeclaration p = ps[pack];
        List<IASTParameterDeclaration> elems = copies(p, p, fd);
        if (elems == null) return ps;
        IASTName name = Sema.innermostName(p.getDeclarator());
        if (name != null && !name.toString().isEmpty()) {
            bind(sema.layer, name.toString(), elems.size());
            for (int i = 0; i < elems.size(); i++) {
                IASTParameterDeclaration c = elems.get(i);
                IASTDeclarator d = c.getDeclarator();
                while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
                if (d.getName().toString().equals(name.toString())) d.setName(new CPPASTName(element(name.toString(), i).toCharArray()));
                for (var po : c.getDeclarator().getPointerOperators())
                    if (po instanceof ICPPASTReferenceOperator) referenceParams.put(c, Boolean.TRUE);
            }
        }
        List<IASTParameterDeclaration> out = new ArrayList<>(List.of(ps).subList(0, pack));
        out.addAll(elems);
        out.addAll(List.of(ps).subList(pack + 1, ps.length));
        return out.toArray(new IASTParameterDeclaration[0]);
    }

    /** Is {@code p} an element of a function parameter pack (a copy of its declaration)? */
    public boolean isElement(IASTNode p) { return elementOf.containsKey(p); }

    /** Is {@code p} an element of a function parameter pack declared as a reference ({@code Ts&&... args})? */
    public boolean isReferenceElement(IASTParameterDeclaration p) { return referenceParams.containsKey(p); }

    // ------------------------------------------------------------------ expansions in expressions

    /** Call arguments with each pack expansion {@code pattern...} replaced by its copies. */
    public IASTInitializerClause[] arguments(IASTInitializerClause[] args) {
        if (current().isEmpty()) return args;
        boolean any = false;
        for (IASTInitializerClause a : args) any |= a instanceof ICPPASTPackExpansionExpression;
        if (!any) return args;
        List<IASTInitializerClause> out = new ArrayList<>();
        for (IASTInitializerClause a : args) {
            List<IASTExpression> cs = a instanceof ICPPASTPackExpansionExpression pe ? copies(pe, pe.getPattern(), pe.getParent()) : null;
            if (cs != null) out.addAll(cs);
            else out.add(a);
        }
        return out.toArray(new IASTInitializerClause[0]);
    }

    /**
     * Pack expansions in braced lists and constructor arguments ({@code int a[] = {f(args)..., 0}},
     * {@code : m(args...)}) of the definition {@code def} of the current instance: their clauses are replaced by
     * the expanded ones while the instance is analysed and generated (the returned action restores them), so the
     * initializer code of C and C++ reads them as written clauses.
     */
    public Runnable expandInitializers(IASTNode def) {
        if (def == null || current().isEmpty()) return () -> { };
        List<Runnable> undo = new ArrayList<>();
        def.accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitInitializers = true; }
            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTInitializer i) {
                try {
                    if (i instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTInitializerList l) {
                        IASTInitializerClause[] old = l.getClauses();
                        IASTInitializerClause[] now = arguments(old);
                        if (now != old) {
                            Object saved = field(l, "initializers");
                            int pos = (int) field(l, "initializersPos");
                            org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause[] arr = new org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause[now.length];
                            for (int k = 0; k < now.length; k++) arr[k] = (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause) now[k];
                            jcirc.frontend.cdt.AstFields.set(l, "initializers", arr);
                            jcirc.frontend.cdt.AstFields.set(l, "initializersPos", arr.length - 1);
                            undo.add(() -> { jcirc.frontend.cdt.AstFields.set(l, "initializers", saved); jcirc.frontend.cdt.AstFields.set(l, "initializersPos", pos); });
                        }
                    } else if (i instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTConstructorInitializer ci) {
                        IASTInitializerClause[] old = ci.getArguments();
                        IASTInitializerClause[] now = arguments(old);
                        if (now != old) {
                            Object saved = field(ci, "fArguments");
                            jcirc.frontend.cdt.AstFields.set(ci, "fArguments", now);
                            undo.add(() -> jcirc.frontend.cdt.AstFields.set(ci, "fArguments", saved));
                        }
                    }
                } catch (ReflectiveOperationException e) {
                    sema.error(i, "this pack expansion is not supported yet");
                }
                return PROCESS_CONTINUE;
            }
        });
        return () -> { for (int k = undo.size() - 1; k >= 0; k--) undo.get(k).run(); };
    }

    /** Is {@code e} {@code sizeof...(X)}? */
    public static boolean isSizeofPack(IASTExpression e) {
        return e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_sizeofParameterPack
                || e instanceof IASTTypeIdExpression t && t.getOperator() == IASTTypeIdExpression.op_sizeofParameterPack;
    }

    /** The value of {@code sizeof...(X)} in the current instance (a {@code size_t}), or null with an error. */
    public ConstValue sizeofValue(IASTExpression e) {
        Integer n = current().get(packName(e));
        return n == null ? null : new ConstValue.IntVal(n, CType.SIZE_T);
    }

    /** The type of {@code sizeof...(X)}: {@code size_t}; outside an instance where X is a pack, an error. */
    public CType sizeofType(IASTExpression e) {
        if (sema.layer != null && !current().containsKey(packName(e))) sema.error(e, "'" + packName(e) + "' does not refer to the name of a parameter pack");
        return CType.SIZE_T;
    }

    private static String packName(IASTExpression e) {
        IASTNode op = e instanceof IASTUnaryExpression u ? u.getOperand() : ((IASTTypeIdExpression) e).getTypeId();
        String s = op.getRawSignature().trim();
        while (s.startsWith("(") && s.endsWith(")")) s = s.substring(1, s.length() - 1).trim();
        return s;
    }

    // ------------------------------------------------------------------ fold expressions

    /**
     * The expansion of a fold expression in the current instance: {@code (args op ...)} is {@code a0 op (a1 op a2)},
     * {@code (... op args)} {@code (a0 op a1) op a2}, with an initial operand innermost; null outside instances.
     */
    public IASTExpression fold(ICPPASTFoldExpression f) {
        if (folds.containsKey(f)) return folds.get(f);
        IASTExpression result = null;
        try {
            int op = (int) field(f, "fOperator");
            boolean comma = (boolean) field(f, "fIsComma");
            IASTNode[] kids = f.getChildren();
            IASTExpression lhs = (IASTExpression) field(f, "fLhs"), rhs = (IASTExpression) field(f, "fRhs");
            // the operand that holds an unexpanded pack; the other one is the initial value
            boolean lhsPack = lhs != null && sizeOf(lhs) >= 0;
            IASTExpression pack = lhsPack ? lhs : rhs;
            IASTExpression init = lhsPack ? rhs : lhs;
            boolean left = !lhsPack;   // (... op pack), (init op ... op pack)
            List<IASTExpression> elems = pack == null ? null : copies(pack, pack, f);
            if (kids.length > 0 && elems != null) {
                List<IASTExpression> operands = new ArrayList<>(elems);
                if (init != null) {
                    IASTExpression ic = init.copy(IASTNode.CopyStyle.withLocations);
                    if (left) operands.add(0, ic);
                    else operands.add(ic);
                }
                if (operands.isEmpty()) result = empty(f, op, comma);
                else if (left) {
                    result = operands.get(0);
                    for (int i = 1; i < operands.size(); i++) result = combine(f, op, comma, result, operands.get(i));
                } else {
                    result = operands.get(operands.size() - 1);
                    for (int i = operands.size() - 2; i >= 0; i--) result = combine(f, op, comma, operands.get(i), result);
                }
                ((ASTNode) result).setParent(f);
            }
        } catch (ReflectiveOperationException | ClassCastException e) {
            result = null;
        }
        if (result == null) sema.error(f, "this fold expression is not supported yet");
        folds.put(f, result);
        return result;
    }

    private static Object field(Object o, String name) throws ReflectiveOperationException {
        java.lang.reflect.Field fl = o.getClass().getDeclaredField(name);
        fl.setAccessible(true);
        return fl.get(o);
    }

    private static IASTExpression combine(IASTNode at, int op, boolean comma, IASTExpression a, IASTExpression b) {
        IASTExpression r;
        if (comma) {
            CPPASTExpressionList l = new CPPASTExpressionList();
            l.addExpression(a);
            l.addExpression(b);
            r = l;
        } else r = new CPPASTBinaryExpression(op, a, b);
        ((ASTNode) r).setOffsetAndLength((ASTNode) at);
        return r;
    }

    /** The value of a unary fold over an empty pack: {@code true} ({@code &&}), {@code false} ({@code ||}), {@code void()} ({@code ,}). */
    private IASTExpression empty(IASTNode at, int op, boolean comma) {
        IASTExpression r;
        if (comma) {
            CPPASTSimpleDeclSpecifier v = new CPPASTSimpleDeclSpecifier();
            v.setType(org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier.t_void);
            CPPASTTypeId id = new CPPASTTypeId(v, new CPPASTDeclarator(new CPPASTName()));
            r = new CPPASTCastExpression(org.eclipse.cdt.core.dom.ast.IASTCastExpression.op_cast, id,
                    new CPPASTLiteralExpression(IASTLiteralExpression.lk_integer_constant, "0".toCharArray()));
        } else if (op == IASTBinaryExpression.op_logicalAnd) r = new CPPASTLiteralExpression(IASTLiteralExpression.lk_true, "true".toCharArray());
        else if (op == IASTBinaryExpression.op_logicalOr) r = new CPPASTLiteralExpression(IASTLiteralExpression.lk_false, "false".toCharArray());
        else {
            sema.error(at, "unary fold expression has empty expansion for operator '" + new String(org.eclipse.cdt.core.dom.ast.ASTSignatureUtil.getBinaryOperatorString(
                    new CPPASTBinaryExpression(op, null, null))) + "' with no fallback value");
            r = new CPPASTLiteralExpression(IASTLiteralExpression.lk_integer_constant, "0".toCharArray());
        }
        ((ASTNode) r).setOffsetAndLength((ASTNode) at);
        return r;
    }
}
