package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTInitializerList;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The initializer of an object of static storage duration must be constant (C11 6.7.9p4): every
 * scalar leaf of its {@link InitTree} an arithmetic constant or an address constant that fits the
 * leaf's type ({@link ConstEval}), a record/array/vector leaf only a compound literal's braces.
 * {@code static int x = f();} / {@code int *p = &a[i];} / {@code char c = (long)&x;} get clang's
 * {@code initializer element is not a compile-time constant}. Walks the tree as CIRGen's
 * {@code constInit} does when it builds the constant, so CIRGen meets only constants.
 */
final class ConstantInitializers {
    private final Sema sema;
    /** File-scope compound literals whose initializers were checked (each once). */
    private final Set<Symbol> literals = Collections.newSetFromMap(new IdentityHashMap<>());

    ConstantInitializers(Sema sema) { this.sema = sema; }

    /** Checks the resolved initializer {@code tree} of a static object of type {@code t}. */
    void check(InitTree tree, CType t) { init(tree, t); }

    /** Set while {@link #isConstant} asks: a non-constant element is noted, not reported. */
    private boolean probing, sawNonConstant;

    /**
     * C++ (constant initialization, else dynamic initialization): whether {@code tree} is a constant initializer; other
     * errors (conversions, values that do not fit) are reported as by {@link #check}.
     */
    boolean isConstant(InitTree tree, CType t) {
        probing = true;
        sawNonConstant = false;
        try {
            init(tree, t);
        } finally {
            probing = false;
        }
        return !sawNonConstant;
    }

    private void notConstant(IASTExpression at) {
        if (probing) sawNonConstant = true;
        else sema.error(at, "initializer element is not a compile-time constant");
    }

    private void init(InitTree init, CType t) {
        switch (init) {
            case InitTree.Str s -> { }
            case InitTree.Member m -> notConstant(m.init().value());   // C++: a constructor call (SemaAggregates)
            case InitTree.Expr e when sema.cxx != null && SemaMemberPointers.is(t) -> sema.cxx.memberPointers.checkConstant(e.expr(), t);   // C++: int A::*p = &A::x;
            case InitTree.Expr e -> {
                boolean aggregate = Types.isRecord(t) || Types.isArray(t) || Types.isVector(t);
                if (aggregate && stripParens(e.expr()) instanceof IASTTypeIdInitializerExpression cl
                        && cl.getInitializer() instanceof IASTInitializerList il) {
                    init(InitTree.build(sema, t, il), t);   // struct pt g = (struct pt){1, 2};  (GNU)
                } else if (aggregate) {
                    notConstant(e.expr());
                } else {
                    // the conversion first, as clang: struct S { int *p; } s = { 1.5 };  is "initializing 'int *' with ... 'double'"
                    int errors = sema.diags.errorCount();
                    sema.checkAssignable(e.expr(), t, e.expr(), "initializing");
                    if (sema.diags.errorCount() > errors) return;
                    ConstValue v = sema.consts.eval(e.expr());
                    if (v == null) notConstant(e.expr());
                    else scalar(ConstEval.convert(v, t), t, e.expr());
                }
            }
            case InitTree.Agg a -> {
                if (a.children().isEmpty()) return;
                CType u = Types.unqual(t);
                if (u instanceof CType.Vector vt) {
                    for (var c : a.children().headMap((long) vt.length()).values()) init(c, vt.element());
                } else if (u instanceof CType.Array arr) {
                    for (var c : a.children().headMap(arr.length()).values()) init(c, arr.element());
                } else if (u instanceof CType.Record r) {
                    record(a, r.def());
                } else {
                    init(a.children().firstEntry().getValue(), t);   // a scalar in braces
                }
            }
        }
    }

    private void record(InitTree.Agg a, RecordDef def) {
        if (def.isUnion()) {
            var e = a.children().firstEntry();
            RecordDef.Field f = def.fields().get(e.getKey().intValue());
            init(e.getValue(), f.type());
            boolean empty = e.getValue() instanceof InitTree.Agg ag && ag.children().isEmpty();
            if (f.isBitField() && !empty && !(bitFieldValue(e.getValue(), f) instanceof ConstValue.IntVal))
                notConstant(e.getValue() instanceof InitTree.Expr ex ? ex.expr() : null);
            return;
        }
        for (RecordDef.Field f : def.fields()) {
            InitTree c = a.children().get((long) f.index());
            if (c == null) continue;
            if (f.isBitField()) {
                ConstValue v = bitFieldValue(c, f);
                if (!(v instanceof ConstValue.IntVal) && (v != null || c instanceof InitTree.Expr))
                    notConstant(c instanceof InitTree.Expr ex ? ex.expr() : null);
                continue;
            }
            // a static flexible array member with an initializer (GNU): checked as the array it holds
            boolean flexInit = def.hasFlexibleArrayMember() && f.index() == def.fields().size() - 1
                    && Types.unqual(c.type()) instanceof CType.Array fa && fa.length() > 0;
            init(c, flexInit ? c.type() : f.type());
        }
    }

    /** The constant a bit-field is initialized with ({@code {5}} looked through), converted to its type; null if none. */
    private ConstValue bitFieldValue(InitTree init, RecordDef.Field f) {
        InitTree c = init;
        while (c instanceof InitTree.Agg ag && !ag.children().isEmpty()) c = ag.children().firstEntry().getValue();
        if (!(c instanceof InitTree.Expr ex)) return null;
        ConstValue v = sema.consts.eval(ex.expr());
        return v == null ? null : ConstEval.convert(v, Types.unqual(f.type()));
    }

    /** A scalar constant of type {@code t}: a complex value needs a complex type, an address a pointer or a 64-bit integer. */
    private void scalar(ConstValue v, CType t, IASTExpression at) {
        switch (v) {
            case null -> notConstant(at);
            case ConstValue.IntVal i -> { }
            case ConstValue.FloatVal f -> { }
            case ConstValue.ComplexVal c -> { if (!Types.isComplex(t)) notConstant(at); }
            case ConstValue.LabelDiffVal d -> { if (!Types.isInteger(t) || Types.isBool(t)) notConstant(at); }
            case ConstValue.AddrVal a -> {
                boolean fits = Types.isPointer(t) || Types.isInteger(t) && !Types.isBool(t) && Types.sizeOf(t) == 8;
                if (!fits) {
                    notConstant(at);
                } else if (a.string() == null && a.symbol() == null) {
                    notConstant(at);
                } else if (a.symbol() != null && a.symbol().blockAddressFunction == null) {
                    // &(struct pt){1, 2} at file scope: the literal's object needs a constant initializer too
                    IASTTypeIdInitializerExpression literal = sema.compoundLiteralObjects.get(a.symbol());
                    if (literal != null && literals.add(a.symbol())) {
                        IASTInitializerClause lc = literal.getInitializer() instanceof IASTInitializerList il ? il : null;
                        InitTree lt = InitTree.build(sema, a.symbol().type, lc);
                        init(lt, Types.isArray(a.symbol().type) && !Types.isComplete(a.symbol().type) ? lt.type() : a.symbol().type);
                    }
                }
            }
        }
    }

    private static IASTExpression stripParens(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }
}
