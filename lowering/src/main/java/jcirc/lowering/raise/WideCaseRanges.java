package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A {@code cir.switch} with a GNU case range wider than the raiser expands into {@code scf.index_switch}
 * cases ({@code case 1000 ... INT_MAX:}) first switches on the number of the case that matches, found
 * with compares and selects:
 *
 * <pre>
 * cir.switch (%x : !s32i) [case (range, [1000, 2147483647]) {A}, case (equal, 0) {B}, case (default) {C}]
 *   ->  %i = select(x == 0, 1, select(x >= 1000 && x <= 2147483647, 0, -1))
 *       cir.switch (%i : !s32i) [case (equal, 0) {A}, case (equal, 1) {B}, case (default) {C}]
 * </pre>
 */
final class WideCaseRanges {
    /** The widest range FunctionRaiser expands value by value. */
    static final BigInteger LIMIT = BigInteger.valueOf(4096);

    private WideCaseRanges() {}

    static void run(Operation module) {
        List<Operation> wide = new ArrayList<>();
        module.walk(o -> { if (CirOps.SwitchOp.isa(o) && hasWideRange(o)) wide.add(o); });
        for (Operation sw : wide) rewrite(sw);
    }

    private static List<Attribute> cases(Operation sw) { return ((BuiltinAttrs.ArrayAttr) sw.attr("cases")).elements(); }

    private static String kind(Attribute c) { return ((BuiltinAttrs.EnumAttr) ((BuiltinAttrs.ArrayAttr) c).elements().get(0)).value(); }

    private static List<Attribute> values(Attribute c) {
        return ((BuiltinAttrs.ArrayAttr) ((BuiltinAttrs.ArrayAttr) c).elements().get(1)).elements();
    }

    private static boolean hasWideRange(Operation sw) {
        for (Attribute c : cases(sw)) {
            if (!kind(c).equals("range")) continue;
            List<Attribute> v = values(c);
            BigInteger lo = ((CirAttrs.IntAttr) v.get(0)).value(), hi = ((CirAttrs.IntAttr) v.get(1)).value();
            if (hi.subtract(lo).compareTo(LIMIT) >= 0) return true;
        }
        return false;
    }

    private static void rewrite(Operation sw) {
        Value x = new CirOps.SwitchOp(sw).condition();
        Builder b = new Builder();
        b.setLocation(sw.location());
        b.setInsertionPoint(sw);
        List<Attribute> cs = cases(sw);
        Value idx = constant(b, BigInteger.valueOf(-1), CirTypes.S32);
        for (int i = cs.size() - 1; i >= 0; i--) {
            String k = kind(cs.get(i));
            if (k.equals("default")) continue;
            List<Attribute> vs = values(cs.get(i));
            Value cond;
            if (k.equals("range")) {
                cond = CirOps.BinOp.create(b, new BuiltinAttrs.EnumAttr("cir", "binop_kind", "and"), cmp(b, "ge", x, vs.get(0)), cmp(b, "le", x, vs.get(1)), CirTypes.BOOL).result();
            } else {
                cond = null;
                for (Attribute v : vs) {
                    Value e = cmp(b, "eq", x, v);
                    cond = cond == null ? e : CirOps.BinOp.create(b, new BuiltinAttrs.EnumAttr("cir", "binop_kind", "or"), cond, e, CirTypes.BOOL).result();
                }
            }
            idx = CirOps.SelectOp.create(b, cond, constant(b, BigInteger.valueOf(i), CirTypes.S32), idx, CirTypes.S32).result();
        }
        List<Attribute> renumbered = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            if (kind(cs.get(i)).equals("default")) { renumbered.add(cs.get(i)); continue; }
            renumbered.add(new BuiltinAttrs.ArrayAttr(List.of(new BuiltinAttrs.EnumAttr("cir", "case_kind", "equal"),
                    new BuiltinAttrs.ArrayAttr(List.of(new CirAttrs.IntAttr(i, CirTypes.S32))))));
        }
        sw.setOperand(0, idx);
        sw.setAttr("cases", new BuiltinAttrs.ArrayAttr(renumbered));
    }

    private static Value cmp(Builder b, String kind, Value x, Attribute v) {
        Value c = CirOps.ConstOp.create(b, v, x.type()).res();
        return CirOps.CmpOp.create(b, new BuiltinAttrs.EnumAttr("cir", "cmp_kind", kind), x, c, CirTypes.BOOL).result();
    }

    private static Value constant(Builder b, BigInteger v, jcirc.ir.Type t) {
        return CirOps.ConstOp.create(b, new CirAttrs.IntAttr(v, t), t).res();
    }
}
