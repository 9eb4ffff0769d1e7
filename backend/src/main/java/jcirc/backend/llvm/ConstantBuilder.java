package jcirc.backend.llvm;

import jcirc.dialect.llvm.LLVMVectorOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Turns constant-like ops and constant attributes into {@link ConstValue}s, and folds the ops of
 * {@code llvm.mlir.global} initializer regions into constants / constant expressions:
 *
 * <pre>
 * %0 = llvm.mlir.addressof @g : !llvm.ptr
 * %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32   =>   getelementptr (i32, ptr @g, i32 1)
 * </pre>
 */
final class ConstantBuilder {
    private final IrTypes types;

    ConstantBuilder(IrTypes types) { this.types = types; }

    /** The LLVM label ({@code bbN}) of the block of function {@code fn} tagged {@code llvm.blocktag <id = tag>}. */
    java.util.function.BiFunction<String, Long, String> blockLabels = (fn, tag) -> { throw new UnsupportedIrException(LLVMOps.BlockaddressOp.NAME); };

    /** Whether {@code op} is a constant with no instruction of its own (llvm.mlir.constant, addressof, zero, undef, ...). */
    static boolean isConstantLike(Operation op) {
        return switch (op.name()) {
            case LLVMOps.MlirConstantOp.NAME, LLVMOps.MlirAddressofOp.NAME, LLVMOps.MlirZeroOp.NAME, "llvm.mlir.null",
                 LLVMOps.MlirUndefOp.NAME, LLVMOps.MlirPoisonOp.NAME, LLVMOps.MlirNoneOp.NAME, LLVMOps.BlockaddressOp.NAME -> true;
            default -> false;
        };
    }

    /** The constant a constant-like op produces. */
    ConstValue ofConstantOp(Operation op) {
        Type t = op.result(0).type();
        return switch (op.view()) {
            case LLVMOps.MlirConstantOp c -> fromAttr(op.attr("value"), t);
            case LLVMOps.MlirAddressofOp a -> new ConstValue.Text("ptr", IrNames.global(symbol(op.attr("global_name"))));
            // llvm.blockaddress <function = @f, tag = <id = 1>>  =>  blockaddress(@f, %bb3)
            case LLVMOps.BlockaddressOp ba -> {
                String fn = symbol(op.attr("function"));
                long tag = ((jcirc.ir.BuiltinAttrs.IntegerAttr) op.attr("tag")).longValue();
                yield new ConstValue.Text("ptr", "blockaddress(" + IrNames.global(fn) + ", %" + blockLabels.apply(fn, tag) + ")");
            }
            case LLVMOps.MlirZeroOp z -> zero(t);
            case LLVMOps.MlirUndefOp u -> new ConstValue.Text(types.of(t), "undef");
            case LLVMOps.MlirPoisonOp p -> new ConstValue.Text(types.of(t), "poison");
            case LLVMOps.MlirNoneOp n -> new ConstValue.Text("token", "none");
            default -> {
                if (op.name().equals("llvm.mlir.null")) yield zero(t);   // no declaration: MLIR's older spelling of zero
                throw new IllegalArgumentException(op.name());
            }
        };
    }

    static String symbol(Attribute a) {
        if (a instanceof BuiltinAttrs.SymbolRefAttr s) return s.root();
        if (a instanceof BuiltinAttrs.StringAttr s) return s.value();
        throw new UnsupportedIrException("symbol reference " + (a == null ? "(missing)" : a.print()));
    }

    /** The zero value of a type: {@code 0}, {@code false}, {@code 0.0}, {@code null}, {@code zeroinitializer}. */
    ConstValue zero(Type t) {
        String ty = types.of(t);
        int w = IrTypes.intWidth(t);
        if (w > 0) return new ConstValue.Text(ty, IrLiterals.integer(BigInteger.ZERO, w));
        if (t instanceof BuiltinTypes.FloatType ft) return new ConstValue.Text(ty, IrLiterals.floating(0.0, ft.kind()));
        if (IrTypes.isPointer(t)) return new ConstValue.Text(ty, "null");
        return new ConstValue.Text(ty, "zeroinitializer");
    }

    /** A constant of type {@code t} from a value attribute (integer, float, bool, string, dense elements, array, symbol). */
    ConstValue fromAttr(Attribute a, Type t) {
        String ty = types.of(t);
        int w = IrTypes.intWidth(t);
        switch (a) {
            case null -> throw new UnsupportedIrException("constant without a value attribute of type " + ty);
            case BuiltinAttrs.IntegerAttr i when w > 0 -> { return new ConstValue.Text(ty, IrLiterals.integer(i.value(), w)); }
            case BuiltinAttrs.BoolAttr b when w > 0 -> { return new ConstValue.Text(ty, IrLiterals.integer(b.value() ? BigInteger.ONE : BigInteger.ZERO, w)); }
            case BuiltinAttrs.IntegerAttr i when t instanceof BuiltinTypes.FloatType ft ->
                    { return new ConstValue.Text(ty, IrLiterals.floating(i.value().doubleValue(), ft.kind())); }
            case BuiltinAttrs.FloatAttr f when t instanceof BuiltinTypes.FloatType ft ->
                    { return new ConstValue.Text(ty, ft.kind().equals("f80") ? IrLiterals.x86Fp80(f.exact()) : IrLiterals.floating(f.value(), ft.kind())); }
            case BuiltinAttrs.IntegerAttr i when IrTypes.isPointer(t) && i.value().signum() == 0 -> { return new ConstValue.Text(ty, "null"); }
            case BuiltinAttrs.SymbolRefAttr s -> { return new ConstValue.Text(ty, IrNames.global(s.root())); }
            case BuiltinAttrs.StringAttr s when t instanceof LLVMTypes.ArrayType at -> {
                byte[] raw = IrLiterals.bytesOf(s.value());
                if (raw.length > at.size()) throw new UnsupportedIrException("string of " + raw.length + " bytes for " + ty);
                byte[] bytes = java.util.Arrays.copyOf(raw, (int) at.size());   // pad with NULs
                return new ConstValue.Text(ty, IrLiterals.cString(bytes));
            }
            case BuiltinAttrs.DenseElementsAttr d -> { return fromDense(d, t); }
            case BuiltinAttrs.ArrayAttr arr -> { return fromElements(new ArrayList<>(arr.elements()).stream().map(e -> (Object) e).toList(), t); }
            default -> {
                String p = a.print();
                if (p.startsWith("dense<")) {
                    List<String> toks = AttrValues.denseElements(p);
                    long count = leafCount(t);
                    if (toks.size() == 1 && count > 1) toks = java.util.Collections.nCopies((int) count, toks.get(0));
                    return fromElements(new ArrayList<>(toks), t);
                }
                throw new UnsupportedIrException("constant value " + p + " for type " + ty);
            }
        }
    }

    /**
     * {@code dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} as a constant of type {@code [2 x [2 x i32]]}
     * (nested arrays or a vector): the text is written in one pass, no object per element, so a
     * table of a million elements costs its text only.
     */
    private ConstValue fromDense(BuiltinAttrs.DenseElementsAttr d, Type t) {
        long[] next = {0};
        StringBuilder sb = new StringBuilder();
        denseText(d, t, next, sb);
        if (next[0] != d.size()) throw new UnsupportedIrException(d.size() + " dense elements for type " + types.of(t));
        return new ConstValue.Text(types.of(t), sb.toString());
    }

    private void denseText(BuiltinAttrs.DenseElementsAttr d, Type t, long[] next, StringBuilder sb) {
        Type elem;
        long n;
        char open, close;
        if (t instanceof LLVMTypes.ArrayType at) { elem = at.element(); n = at.size(); open = '['; close = ']'; }
        else if (t instanceof BuiltinTypes.VectorType vt) { elem = vt.element(); n = vt.size(); open = '<'; close = '>'; }
        else {
            long i = next[0]++;
            if (i >= d.size()) throw new UnsupportedIrException("too few dense elements for " + types.of(t));
            if (t instanceof BuiltinTypes.FloatType ft && d.isFloat()) sb.append(IrLiterals.floating(d.floatAt(i), ft.kind()));
            else {
                int w = IrTypes.intWidth(t);
                if (w <= 0 || d.isFloat()) throw new UnsupportedIrException("dense element for type " + types.of(t));
                long v = d.intAt(i);
                if (w == 1) sb.append((v & 1) != 0 ? "true" : "false");
                else sb.append(w >= 64 ? v : (v << (64 - w)) >> (64 - w));   // the value sign-extended from w bits
            }
            return;
        }
        String et = types.of(elem);
        sb.append(open);
        for (long k = 0; k < n; k++) {
            if (k > 0) sb.append(", ");
            sb.append(et).append(' ');
            denseText(d, elem, next, sb);
        }
        sb.append(close);
    }

    private long leafCount(Type t) {
        if (t instanceof LLVMTypes.ArrayType at) return at.size() * leafCount(at.element());
        return 1;
    }

    /** Distributes a flat list of element attributes / dense tokens over an array (possibly nested) or struct type. */
    private ConstValue fromElements(List<Object> flat, Type t) {
        int[] pos = {0};
        ConstValue r = distribute(flat, pos, t);
        if (pos[0] != flat.size()) throw new UnsupportedIrException(flat.size() + " elements for type " + types.of(t));
        return r;
    }

    private ConstValue distribute(List<Object> flat, int[] pos, Type t) {
        if (t instanceof LLVMTypes.ArrayType at) {
            if (pos[0] < flat.size() && flat.get(pos[0]) instanceof BuiltinAttrs.ArrayAttr nested) {
                pos[0]++;
                return fromElements(new ArrayList<>(nested.elements()), t);
            }
            List<ConstValue> es = new ArrayList<>();
            for (long i = 0; i < at.size(); i++) es.add(distribute(flat, pos, at.element()));
            return new ConstValue.Aggregate(types.of(t), es, ConstValue.Aggregate.Kind.ARRAY);
        }
        if (t instanceof LLVMTypes.StructType st) {
            List<ConstValue> es = new ArrayList<>();
            for (Type m : st.body()) es.add(distribute(flat, pos, m));
            return new ConstValue.Aggregate(types.of(t), es, st.packed() ? ConstValue.Aggregate.Kind.PACKED_STRUCT : ConstValue.Aggregate.Kind.STRUCT);
        }
        if (pos[0] >= flat.size()) throw new UnsupportedIrException("too few elements for " + types.of(t));
        Object e = flat.get(pos[0]++);
        if (e instanceof Attribute a) return fromAttr(a, t);
        return scalarToken((String) e, t);
    }

    /** One element of a printed dense attribute: {@code 42}, {@code true}, {@code 1.500000e+00}, {@code 0x7FF0000000000000}. */
    private ConstValue scalarToken(String tok, Type t) {
        String ty = types.of(t);
        int w = IrTypes.intWidth(t);
        if (w > 0) {
            BigInteger v = tok.equals("true") ? BigInteger.ONE : tok.equals("false") ? BigInteger.ZERO
                    : tok.startsWith("0x") ? new BigInteger(tok.substring(2), 16) : new BigInteger(tok);
            return new ConstValue.Text(ty, IrLiterals.integer(v, w));
        }
        if (t instanceof BuiltinTypes.FloatType ft) {
            double d;
            if (tok.startsWith("0x")) {
                long bits = Long.parseUnsignedLong(tok.substring(2), 16);
                d = ft.kind().equals("f32") ? Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
            } else d = Double.parseDouble(tok);
            return new ConstValue.Text(ty, IrLiterals.floating(d, ft.kind()));
        }
        throw new UnsupportedIrException("dense element " + tok + " of type " + ty);
    }

    /** Expands {@code undef}/{@code poison}/{@code zeroinitializer} of an aggregate type into its elements. */
    ConstValue.Aggregate expand(ConstValue v, Type t) {
        if (v instanceof ConstValue.Aggregate a) return a;
        String fill = v.text();
        List<ConstValue> es = new ArrayList<>();
        if (t instanceof LLVMTypes.ArrayType at) {
            for (long i = 0; i < at.size(); i++) es.add(fillOf(fill, at.element()));
            return new ConstValue.Aggregate(types.of(t), es, ConstValue.Aggregate.Kind.ARRAY);
        }
        if (t instanceof BuiltinTypes.VectorType vt) {
            for (long i = 0; i < vt.size(); i++) es.add(fillOf(fill, vt.element()));
            return new ConstValue.Aggregate(types.of(t), es, ConstValue.Aggregate.Kind.VECTOR);
        }
        if (t instanceof LLVMTypes.StructType st) {
            for (Type m : st.body()) es.add(fillOf(fill, m));
            return new ConstValue.Aggregate(types.of(t), es, st.packed() ? ConstValue.Aggregate.Kind.PACKED_STRUCT : ConstValue.Aggregate.Kind.STRUCT);
        }
        throw new UnsupportedIrException("aggregate constant of type " + types.of(t) + " (" + fill + ")");
    }

    private ConstValue fillOf(String fill, Type t) {
        return fill.equals("zeroinitializer") ? zero(t) : new ConstValue.Text(types.of(t), fill);
    }

    private static Type memberType(Type t, int index) {
        if (t instanceof LLVMTypes.ArrayType at) return at.element();
        if (t instanceof BuiltinTypes.VectorType vt) return vt.element();
        if (t instanceof LLVMTypes.StructType st) return st.body().get(index);
        throw new UnsupportedIrException("position into non-aggregate " + t.print());
    }

    ConstValue insert(ConstValue agg, Type aggType, List<BigInteger> position, ConstValue v) {
        if (position.isEmpty()) return v;
        int i = position.get(0).intValueExact();
        ConstValue.Aggregate a = expand(agg, aggType);
        Type mt = memberType(aggType, i);
        return a.with(i, insert(a.elements().get(i), mt, position.subList(1, position.size()), v));
    }

    /** {@link #insert} into an aggregate nothing else sees (its value's only use is this insert): updated in place. */
    ConstValue insertOwned(ConstValue agg, Type aggType, List<BigInteger> position, ConstValue v) {
        if (position.isEmpty()) return v;
        int i = position.get(0).intValueExact();
        ConstValue.Aggregate a = expand(agg, aggType);
        Type mt = memberType(aggType, i);
        return a.withInPlace(i, insert(a.elements().get(i), mt, position.subList(1, position.size()), v));
    }

    ConstValue extract(ConstValue agg, Type aggType, List<BigInteger> position) {
        if (position.isEmpty()) return agg;
        int i = position.get(0).intValueExact();
        ConstValue.Aggregate a = expand(agg, aggType);
        return extract(a.elements().get(i), memberType(aggType, i), position.subList(1, position.size()));
    }

    /**
     * Folds one op of a global initializer region into a constant, given its operands' constants.
     * Integer arithmetic on literals is evaluated; anything else becomes an LLVM constant expression.
     */
    ConstValue fold(Operation op, Function<Value, ConstValue> operand) {
        if (isConstantLike(op)) return ofConstantOp(op);
        Type rt = op.numResults() == 1 ? op.result(0).type() : null;
        String rty = rt == null ? null : types.of(rt);
        String name = op.name();
        switch (name) {
            case LLVMOps.InsertvalueOp.NAME -> {
                // a chain %a1 = insertvalue %a0, ...; %a2 = insertvalue %a1, ... (each result used once, by the
                // next insert) fills one element list in place: linear in the array's length
                LLVMOps.InsertvalueOp ins = new LLVMOps.InsertvalueOp(op);
                Value agg = ins.container();
                Operation prev = agg.definingOp();
                if (agg.hasOneUse() && prev != null && LLVMOps.InsertvalueOp.isa(prev))
                    return insertOwned(operand.apply(agg), agg.type(), AttrValues.intList(op.attr("position")), operand.apply(ins.value()));
                return insert(operand.apply(agg), agg.type(), AttrValues.intList(op.attr("position")), operand.apply(ins.value()));
            }
            case LLVMOps.ExtractvalueOp.NAME -> {
                Value agg = new LLVMOps.ExtractvalueOp(op).container();
                return extract(operand.apply(agg), agg.type(), AttrValues.intList(op.attr("position")));
            }
            // %w = llvm.insertelement %x, %v[%c1 : i32] : vector<4xi32> with constant position: the vector constant with element 1 replaced
            case LLVMVectorOps.InsertelementOp.NAME -> {
                LLVMVectorOps.InsertelementOp ins = new LLVMVectorOps.InsertelementOp(op);
                ConstValue pos = operand.apply(ins.position());
                return insert(operand.apply(ins.vector()), ins.vector().type(), List.of(new BigInteger(pos.text())), operand.apply(ins.value()));
            }
            case LLVMOps.GetelementptrOp.NAME -> {
                List<String> idx = GepIndices.of(op, v -> operand.apply(v).typed());
                String inb = GepIndices.inbounds(op) ? "inbounds " : "";
                return new ConstValue.Text("ptr", "getelementptr " + inb + "(" + types.of(GepIndices.elemType(op)) + ", "
                        + operand.apply(new LLVMOps.GetelementptrOp(op).base()).typed() + (idx.isEmpty() ? "" : ", " + String.join(", ", idx)) + ")");
            }
            case LLVMOps.BitcastOp.NAME, "llvm.addrspacecast" -> {
                ConstValue in = operand.apply(op.view() instanceof LLVMOps.CastOp c ? c.arg() : op.operand(0));   // llvm.addrspacecast has no record
                if (in.type().equals(rty)) return in;
                return new ConstValue.Text(rty, name.substring(5) + " (" + in.typed() + " to " + rty + ")");
            }
            case LLVMOps.PtrtointOp.NAME, LLVMOps.InttoptrOp.NAME -> {
                return new ConstValue.Text(rty, name.substring(5) + " (" + operand.apply(((LLVMOps.CastOp) op.view()).arg()).typed() + " to " + rty + ")");
            }
            default -> {}
        }
        String intOp = IntegerFolder.opcode(name);
        if (intOp != null) {
            ConstValue a = operand.apply(op.operand(0));
            ConstValue folded = IntegerFolder.fold(intOp, op, a, op.numOperands() > 1 ? operand.apply(op.operand(1)) : null);
            if (folded != null) return folded;
            if (op.numOperands() == 1) return new ConstValue.Text(rty, intOp + " (" + a.typed() + " to " + rty + ")");
            return new ConstValue.Text(rty, intOp + " (" + a.typed() + ", " + operand.apply(op.operand(1)).typed() + ")");
        }
        throw new UnsupportedIrException("op in a global initializer: " + name);
    }
}
