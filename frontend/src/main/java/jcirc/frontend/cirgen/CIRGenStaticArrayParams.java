package jcirc.frontend.cirgen;

import jcirc.frontend.cirgen.abi.ArgInfo;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;

import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.c.ICASTArrayModifier;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * C99's {@code T a[static N]} parameters promise at least N elements at a non-null address: a definition's lowered
 * pointer argument gets what clang-19 writes for it (with optimisation: it only matters to the optimiser, which may then
 * load ahead, e.g. hoist loads out of loops):
 * <pre>
 *   int sum(const int a[static 4]) { ... }   ->  cir.func @sum(%a: !cir.ptr&lt;!s32i&gt; {llvm.align = 4, llvm.dereferenceable = 16, llvm.noundef})
 *                                            ->  define i32 @sum(ptr noundef align 4 dereferenceable(16) %arg0)
 *   void g(int n, int v[static n])           ->  %v: ... {llvm.align = 4, llvm.nonnull, llvm.noundef}
 * </pre>
 * A size of 0 (or one not known to be positive) gives no dereferenceable bytes, a run-time size {@code nonnull} only.
 */
final class CIRGenStaticArrayParams {
    private CIRGenStaticArrayParams() {}

    /** Adds the facts of {@code params}' {@code [static N]} declarators (parameter i is C parameter {@code first + i}) to {@code fn}'s arg_attrs. */
    static void apply(Sema sema, Operation fn, FunctionInfo abi, IASTParameterDeclaration[] params, int first, CType.Function f) {
        if (!(fn.attr("arg_attrs") instanceof BuiltinAttrs.ArrayAttr arr)) return;
        List<Attribute> dicts = null;
        for (int i = 0; i < params.length && first + i < f.params().size(); i++) {
            if (!(params[i].getDeclarator() instanceof IASTArrayDeclarator ad) || ad.getArrayModifiers().length == 0
                    || !(ad.getArrayModifiers()[0] instanceof ICASTArrayModifier cm) || !cm.isStatic()) continue;
            int c = first + i;
            if (!(abi.args().get(c) instanceof ArgInfo.Direct)) continue;
            int lowered = abi.firstLoweredArg(c);
            CType elem = Types.pointee(f.params().get(c));
            if (elem == null || lowered >= arr.elements().size() || !(arr.elements().get(lowered) instanceof BuiltinAttrs.DictionaryAttr d)) continue;
            Map<String, Attribute> m = new LinkedHashMap<>(d.entries());
            if (Types.isComplete(elem) && !Types.isVariablyModified(elem)) m.put("llvm.align", BuiltinAttrs.i64(Types.alignOf(elem)));
            IASTExpression size = cm.getConstantExpression();
            ConstValue v = size == null ? null : sema.consts.eval(size);
            if (v instanceof ConstValue.IntVal n && Types.isComplete(elem) && !Types.isVariablyModified(elem)) {
                long bytes = n.value() * Types.sizeOf(elem);
                if (n.value() > 0 && bytes > 0) m.put("llvm.dereferenceable", BuiltinAttrs.i64(bytes));
            } else {
                m.put("llvm.nonnull", BuiltinAttrs.UNIT);
            }
            if (dicts == null) dicts = new ArrayList<>(arr.elements());
            dicts.set(lowered, new BuiltinAttrs.DictionaryAttr(m));
        }
        if (dicts != null) fn.setAttr("arg_attrs", new BuiltinAttrs.ArrayAttr(dicts));
    }
}
