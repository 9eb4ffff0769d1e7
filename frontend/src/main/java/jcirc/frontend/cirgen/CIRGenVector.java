package jcirc.frontend.cirgen;

import jcirc.frontend.sema.InitTree;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.cir.CirVectorOps;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.GnuVectors;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * CIRGen for GNU vectors (ClangIR's vector ops): element reads and writes, elementwise operators
 * with scalar operands splatted, comparisons, reinterpreting casts, brace initializers, and the
 * builtins {@code __builtin_shuffle}, {@code __builtin_shufflevector}, {@code __builtin_convertvector}.
 */
final class CIRGenVector {
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;
    private final Sema sema;

    CIRGenVector(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
        this.sema = cgf.sema;
    }

    private Type cir(CType t) { return cgf.cir(t); }

    /** Is {@code as} a subscript of a vector ({@code v[i]}, {@code i[v]})? */
    static boolean isElement(Sema sema, IASTExpression e) {
        while (e instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u
                && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e instanceof IASTArraySubscriptExpression as
                && (Types.isVector(sema.rvalueType(as.getArrayExpression())) || Types.isVector(sema.rvalueType((IASTExpression) as.getArgument())));
    }

    private static IASTArraySubscriptExpression subscript(IASTExpression e) {
        while (e instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u
                && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return (IASTArraySubscriptExpression) e;
    }

    /** The vector operand and the index of {@code v[i]} (or {@code i[v]}). */
    private IASTExpression[] parts(IASTArraySubscriptExpression as) {
        IASTExpression base = as.getArrayExpression(), idx = (IASTExpression) as.getArgument();
        if (!Types.isVector(sema.rvalueType(base))) return new IASTExpression[]{idx, base};
        return new IASTExpression[]{base, idx};
    }

    // v[i]  ->  %v = cir.load %vp; %e = cir.vec.extract %v[%i : !s32i] : !cir.vector<!s32i x 4>
    Value element(IASTExpression e) {
        IASTExpression[] p = parts(subscript(e));
        Value v = cgf.expr.emitRValue(p[0]);
        Value i = cgf.expr.emitRValue(p[1]);
        CType.Vector vt = (CType.Vector) Types.unqual(sema.rvalueType(p[0]));
        return b.createValue(CirVectorOps.EXTRACT, List.of(v, i), cir(vt.element()), Map.of());
    }

    // v[i] = x (and v[i] op= x, ++v[i]):  load v; %w = cir.vec.insert %x, %v[%i : !s32i]; store %w to v.
    // {@code update} maps the element's current value (null for plain assignment) to the new one; returns it.
    Value assignElement(IASTExpression e, UnaryOperator<Value> update, boolean needOld) {
        IASTExpression[] p = parts(subscript(e));
        CIRGenExpr.LValue vec = cgf.expr.emitLValue(p[0]);
        CType.Vector vt = (CType.Vector) Types.unqual(vec.type());
        Value i = cgf.expr.emitRValue(p[1]);
        Value v = cgf.expr.loadScalar(vec);
        Value old = needOld ? b.createValue(CirVectorOps.EXTRACT, List.of(v, i), cir(vt.element()), Map.of()) : null;
        Value nv = update.apply(old);
        Value w = b.createValue(CirVectorOps.INSERT, List.of(v, nv, i), v.type(), Map.of());
        cgf.expr.storeScalar(w, vec);
        return nv;
    }

    /** {@code x} of scalar type {@code from} as a vector of {@code vt}: converted to the element type, then cir.vec.splat. */
    Value splat(Value x, CType from, CType.Vector vt, IASTNode at) {
        Value e = cgf.expr.convert(x, from, vt.element(), at);
        return b.createValue(CirVectorOps.SPLAT, List.of(e), cir(vt), Map.of());
    }

    /** An operand of type {@code t} as a value of vector type {@code vt}: splatted scalars, reinterpreted same-shape vectors. */
    private Value operand(Value v, CType t, CType.Vector vt, IASTNode at) {
        if (!Types.isVector(t) && !Types.isArithmetic(t)) return cgf.zero(cir(vt));   // diagnosed by sema
        if (!Types.isVector(t)) return splat(v, t, vt, at);
        Type want = cir(vt);
        return v.type().equals(want) ? v : b.cast("bitcast", v, want);
    }

    // a + b, v * 2, 1 << v (elementwise)  ->  %r = cir.binop(add, %a, %b) : !cir.vector<!s32i x 4>
    Value arith(String kind, Value lv, CType lt, Value rv, CType rt, CType result, IASTNode at) {
        CType.Vector vt = (CType.Vector) Types.unqual(result);
        return b.binop(kind, operand(lv, lt, vt, at), operand(rv, rt, vt, at));
    }

    // a < b  ->  %c = cir.vec.cmp(lt, %a, %b) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    Value compare(String kind, Value lv, CType lt, Value rv, CType rt, IASTNode at) {
        CType.Vector vt = (CType.Vector) Types.unqual(Types.isVector(lt) ? lt : rt);
        Value a = operand(lv, lt, vt, at), c = operand(rv, rt, vt, at);
        CType.Vector res = GnuVectors.comparisonType(vt);
        return b.createValue(CirVectorOps.CMP, List.of(a, c), cir(res), Map.of("kind", CIRGenBuilder.kind("cmp_kind", kind)));
    }

    // (v4si)v8hi, (long long)v2si, (v2si)0LL  ->  %r = cir.cast(bitcast, %v : !cir.vector<!s16i x 8>), !cir.vector<!s32i x 4>
    Value convert(Value v, CType from, CType to, IASTNode at) {
        Type tt = cir(to);
        if (v.type().equals(tt)) return v;
        if (GnuVectors.sameShape(from, to) || Types.sizeOf(from) == Types.sizeOf(to)) return b.cast("bitcast", v, tt);
        if (!sema.diags.hasErrors()) sema.error(at, "cannot convert '" + from + "' to '" + to + "'");   // else sema said why
        return cgf.zero(tt);
    }

    // (v4si){a, b} / v4si v = {a, b};  ->  %v = cir.vec.create(%a, %b, %z, %z : !s32i, !s32i, !s32i, !s32i) : !cir.vector<!s32i x 4>
    // (missing elements are zero; a nested vector-typed initializer contributes its elements)
    Value build(InitTree.Agg ag, CType.Vector vt) {
        List<Value> es = new ArrayList<>();
        Type et = cir(vt.element());
        for (long i = 0; i < vt.length(); i++) {
            InitTree c = ag.children().get(i);
            while (c instanceof InitTree.Agg inner && !inner.children().isEmpty() && !Types.isVector(inner.type()))
                c = inner.children().firstEntry().getValue();
            if (c instanceof InitTree.Expr ex) es.add(cgf.expr.emitConverted(ex.expr(), vt.element()));
            else es.add(cgf.zero(et));
        }
        return b.createValue(CirVectorOps.CREATE, es, cir(vt), Map.of());
    }

    /** A static vector initializer: {@code #cir.const_vector<[...]>}, or {@code #cir.zero} when every element is 0. */
    static CirAttrs.CirTypedAttr constInit(CIRGenModule cgm, InitTree.Agg ag, CType.Vector vt) {
        Type ct = cgm.types.convert(vt);
        List<Attribute> es = new ArrayList<>();
        boolean zero = true;
        for (long i = 0; i < vt.length(); i++) {
            InitTree c = ag.children().get(i);
            CirAttrs.CirTypedAttr a = c == null ? CIRGenModule.zeroOf(cgm.types.convert(vt.element())) : cgm.constInit(c, vt.element());
            zero &= a instanceof CirAttrs.IntAttr ia && ia.value().signum() == 0 || a instanceof CirAttrs.FPAttr f && f.value() == 0
                    && 1 / f.value() > 0 || a instanceof CirAttrs.ZeroAttr;
            es.add(a);
        }
        return zero ? new CirAttrs.ZeroAttr(ct) : new CirAttrs.ConstVectorAttr(es, ct);
    }

    // ------------------------------------------------------------------ builtins

    // __builtin_shuffle(a, mask)     ->  %r = cir.vec.shuffle.dynamic %a : !cir.vector<!s32i x 4>, %mask : !cir.vector<!s32i x 4>
    // __builtin_shuffle(a, b, mask)  ->  two dynamic shuffles of a and b by mask mod N, then a select per element
    //                                    (constant masks: one cir.vec.shuffle)
    // __builtin_shufflevector(a, b, 0, 5)  ->  %r = cir.vec.shuffle(%a, %b : ...) [#cir.int<0> : !s64i, #cir.int<5> : !s64i] : ...
    // __builtin_convertvector(v, v4sf)     ->  %r = cir.cast(int_to_float, %v : !cir.vector<!s32i x 4>), !cir.vector<!cir.float x 4>
    Value builtin(IASTFunctionCallExpression call, CType t) {
        String name = GnuVectors.builtinOf(call);
        IASTInitializerClause[] args = call.getArguments();
        CType.Vector rt = Types.unqual(t) instanceof CType.Vector v ? v : null;
        if (rt == null) return cgf.zero(cir(CType.INT));   // diagnosed by sema
        switch (name) {
            case "__builtin_convertvector" -> {
                IASTExpression src = (IASTExpression) args[0];
                CType.Vector from = (CType.Vector) Types.unqual(sema.rvalueType(src));
                Value v = cgf.expr.emitRValue(src);
                return convertElements(v, from, rt);
            }
            case "__builtin_shufflevector" -> {
                Value a = cgf.expr.emitRValue((IASTExpression) args[0]), c = cgf.expr.emitRValue((IASTExpression) args[1]);
                List<Long> idx = new ArrayList<>();
                for (int i = 2; i < args.length; i++)
                    idx.add(sema.consts.eval((IASTExpression) args[i]) instanceof ConstValue.IntVal iv ? iv.value() : 0L);
                return shuffle(a, c, idx, rt);
            }
            default -> {
                IASTExpression ma = (IASTExpression) args[args.length - 1];
                CType.Vector in = (CType.Vector) Types.unqual(sema.rvalueType((IASTExpression) args[0]));
                Value a = cgf.expr.emitRValue((IASTExpression) args[0]);
                Value c = args.length == 3 ? cgf.expr.emitRValue((IASTExpression) args[1]) : a;
                List<Long> constMask = constantMask(ma);
                long n = in.length();
                if (constMask != null && rt.length() == n) {
                    List<Long> idx = new ArrayList<>();
                    for (long k : constMask) idx.add(args.length == 3 ? k & (2 * n - 1) : k & (n - 1));
                    return shuffle(a, c, idx, rt);
                }
                Value m = cgf.expr.emitRValue(ma);
                CType.Vector mt = (CType.Vector) Types.unqual(sema.rvalueType(ma));
                if (rt.length() != n) {
                    sema.error(call, "__builtin_shuffle with a mask of a different length than its vectors is not supported");
                    return cgf.zero(cir(rt));
                }
                Value fromA = b.createValue(CirVectorOps.SHUFFLE_DYNAMIC, List.of(a, m), cir(rt), Map.of());
                if (args.length == 2) return fromA;
                // two vectors: element k comes from b when bit log2(N) of mask[k] is set
                Value fromB = b.createValue(CirVectorOps.SHUFFLE_DYNAMIC, List.of(c, m), cir(rt), Map.of());
                Type mct = cir(mt);
                Value bit = b.createValue(CirVectorOps.SPLAT, List.of(b.constInt(n, cir(mt.element()))), mct, Map.of());
                Value sel = b.createValue(CirVectorOps.CMP, List.of(b.binop("and", m, bit), b.createValue(CirVectorOps.SPLAT,
                        List.of(b.constInt(0, cir(mt.element()))), mct, Map.of())), cir(GnuVectors.comparisonType(mt)),
                        Map.of("kind", CIRGenBuilder.kind("cmp_kind", "ne")));
                // (fromB & sel) | (fromA & ~sel) on the bits of the elements
                Type st = sel.type();
                Value ab = b.cast("bitcast", fromA, st), bb = b.cast("bitcast", fromB, st);
                Value r = b.binop("or", b.binop("and", bb, sel), b.binop("and", ab, b.unary("not", sel)));
                return b.cast("bitcast", r, cir(rt));
            }
        }
    }

    private Value shuffle(Value a, Value c, List<Long> idx, CType.Vector rt) {
        List<Attribute> attrs = new ArrayList<>();
        for (long i : idx) attrs.add(new CirAttrs.IntAttr(i, CirTypes.S64));
        return b.createValue(CirVectorOps.SHUFFLE, List.of(a, c), cir(rt), Map.of("indices", new BuiltinAttrs.ArrayAttr(attrs)));
    }

    /** The elements of a constant mask ({@code (v4si){0, 1, 2, 3}} or a constant vector variable is not folded), or null. */
    private List<Long> constantMask(IASTExpression e) {
        IASTExpression s = e;
        while (s instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u
                && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) s = u.getOperand();
        if (!(s instanceof org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression cl)
                || !(cl.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerList il)) return null;
        CType.Vector mt = (CType.Vector) Types.unqual(sema.rvalueType(e));
        List<Long> r = new ArrayList<>();
        IASTInitializerClause[] cs = il.getClauses();
        for (int i = 0; i < mt.length(); i++) {
            if (i >= cs.length) { r.add(0L); continue; }
            if (!(cs[i] instanceof IASTExpression x) || !(sema.consts.eval(x) instanceof ConstValue.IntVal iv)) return null;
            r.add(iv.value());
        }
        return r;
    }

    /** Each element converted as C converts the scalar: one cir.cast of the matching kind on the whole vector. */
    private Value convertElements(Value v, CType.Vector from, CType.Vector to) {
        CType fe = Types.unqual(from.element()), te = Types.unqual(to.element());
        Type tt = cir(to);
        if (cir(fe).equals(cir(te))) return v.type().equals(tt) ? v : b.cast("bitcast", v, tt);
        String kind = Types.isFloating(fe) ? (Types.isFloating(te) ? "floating" : "float_to_int")
                : Types.isFloating(te) ? "int_to_float" : "integral";
        return b.cast(kind, v, tt);
    }

    /** The C operator of an arithmetic {@link IASTBinaryExpression} kind name. */
    static boolean isShift(int op) {
        return op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight;
    }
}
