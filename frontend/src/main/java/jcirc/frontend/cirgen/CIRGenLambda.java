package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.frontend.sema.SemaLambda;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;

import java.util.List;
import java.util.Map;

/**
 * Lambdas from Sema's closures ({@link SemaLambda}). The expression builds the closure object in a temporary,
 * one member per capture, and the call operator is emitted (once) as a function of its own:
 * <pre>
 *   [x, &y](int a) { return x + y + a; }
 *     %c = cir.alloca !closure ["closure"]
 *     cir.store (load %x), (cir.get_member %c[0] "x")        capture by copy
 *     cir.store %y, (cir.get_member %c[1] "y")               capture by reference: the address
 *   cir.func internal @_ZZ4mainENKUliE_clEi(%__closure: !cir.ptr<!closure>, %a: !s32i) -> !s32i
 * </pre>
 * In the operator, the enclosing function's symbols the body names are mapped to the closure's members (CIRGen's
 * locals): a copy is the member itself, a reference the address the member holds, {@code this} the member
 * holding the enclosing object's address; the body is then generated as any function body.
 */
final class CIRGenLambda {
    private final CIRGenFunction cgf;

    CIRGenLambda(CIRGenFunction cgf) { this.cgf = cgf; }

    /** The closure object of {@code le}, built in a temporary (its address). */
    CIRGenExpr.LValue emit(ICPPASTLambdaExpression le) {
        SemaLambda.Closure c = cgf.sema.cxx.lambdas.closure(le);
        if (c == null) return new CIRGenExpr.LValue(cgf.alloca(CType.INT, "tmp", false, 0), CType.INT);   // rejected by Sema
        CIRGenBuilder b = cgf.b;
        Value obj = cgf.alloca(c.type(), "closure", true, 0);
        RecordDef def = c.type().def();
        for (SemaLambda.Capture cap : c.captures()) {
            Value field = member(obj, def, cap.field());
            Symbol s = cap.outer();
            if (cap.init() != null) {   // [n = e]: n = e;  [&r = e]: r = &e
                if (cap.mode() == SemaLambda.Mode.REFERENCE) b.store(cgf.expr.emitLValue(cap.init()).addr(), field);
                else if (Types.isScalar(cap.field().type())) b.store(cgf.expr.emitConverted(cap.init(), cap.field().type()), field);
                else if (cgf.sema.isLvalue(cap.init())) CirOps.CopyOp.create(b, cgf.expr.emitLValue(cap.init()).addr(), field);
                else b.store(cgf.expr.emitRValue(cap.init()), field);
                continue;
            }
            switch (cap.mode()) {
                case COPY -> {
                    Value src = objectAddress(s);
                    if (Types.isScalar(cap.field().type())) b.store(b.load(src), field);
                    else CirOps.CopyOp.create(b, src, field);
                }
                case REFERENCE -> b.store(objectAddress(s), field);
                case THIS -> b.store(b.load(cgf.addressOf(s)), field);
            }
        }
        if (c.operator() != null) emitOperator(c);   // a generic lambda's operator instances: when called (generic)
        return new CIRGenExpr.LValue(obj, c.type());
    }

    /** The address of the object a captured symbol denotes here (a reference's referent). */
    private Value objectAddress(Symbol s) {
        Value a = cgf.addressOf(s);
        return cgf.sema.cxx.isReference(s) ? cgf.b.load(a) : a;
    }

    private Value member(Value obj, RecordDef def, RecordDef.Field f) {
        CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(def, f.index());
        return cgf.b.structElementAddr(obj, f.name(), mi.index(), cgf.cir(f.type()));
    }

    /** The call operator's definition (once per closure): the captures mapped to the closure's members, then the body. */
    private void emitOperator(SemaLambda.Closure c) {
        Operation fn = cgf.cgm.function(c.operator(), true);
        if (!fn.region(0).isEmpty()) return;
        var sema = cgf.sema;
        String savedName = sema.currentFunctionName;
        var savedLabels = sema.labelAddressName;
        CIRGenFunction g = new CIRGenFunction(cgf.cgm);
        CType.Function f = (CType.Function) Types.unqual(c.operator().type);
        g.fnSym = c.operator();
        g.returnType = f.returnType();
        g.lambdaClosureParam = c.closureParam();
        sema.currentFunctionName = c.operator().name;
        try {
            g.emitBody(null, c.lambda(), c.lambda().getDeclarator(), c.lambda().getBody(), f, f, fn, () -> mapCaptures(g, c));
        } finally {
            sema.currentFunctionName = savedName;
            sema.labelAddressName = savedLabels;
        }
    }

    /**
     * The call operators of lambdas outside function bodies ({@code auto g = [](int x) { return x + 1; };}, a static
     * data member {@code static constexpr auto f = [] {...};}): the closure object is built by the variable's
     * (constant) initialization, not by a lambda expression CIRGen generates, so each operator is generated here
     * (once: one already generated by a dynamic initializer is skipped).
     * <pre>
     *   auto g = [](int x) { return x + 1; };   =>   cir.func linkonce_odr @_ZNK1gMUliE_clEi(%__closure, %x) -> !s32i
     * </pre>
     */
    static void emitOutsideFunctions(CIRGenModule cgm) {
        for (SemaLambda.Closure c : cgm.sema.cxx.lambdas.outsideFunctions())
            if (c.operator() != null) cgm.emitGuarded(c.lambda(), () -> new CIRGenLambda(new CIRGenFunction(cgm)).emitOperator(c));
    }

    /**
     * Before a call of {@code callee}: when it is an instance of a generic lambda's operator template, its definition
     * (once), generated from the records of its own layer.
     */
    static void generic(CIRGenFunction cgf, Symbol callee) {
        SemaLambda.GenericInstance gi = cgf.sema.cxx.lambdas.genericInstance(callee);
        if (gi == null) return;
        var saved = cgf.sema.layer;
        cgf.sema.layer = gi.layer();
        try {
            new CIRGenLambda(cgf).emitOperator(gi.closure());
        } finally {
            cgf.sema.layer = saved;
        }
    }

    /** In the operator {@code g}: each captured symbol's address from the closure ({@code __closure}). */
    private static void mapCaptures(CIRGenFunction g, SemaLambda.Closure c) {
        if (c.captures().isEmpty()) return;
        CIRGenBuilder b = g.b;
        Value self = b.load(g.locals.get(c.closureParam()));
        RecordDef def = c.type().def();
        for (SemaLambda.Capture cap : c.captures()) {
            CIRGenTypes.MemberInfo mi = g.cgm.types.memberIndex(def, cap.field().index());
            Value field = b.structElementAddr(self, cap.field().name(), mi.index(), g.cir(cap.field().type()));
            Symbol s = cap.outer();
            boolean ref = g.sema.cxx.isReference(s);
            Value addr = switch (cap.mode()) {
                // the member is the object; a reference symbol's slot holds the object's address
                case COPY -> ref ? slotHolding(g, s, field) : field;
                // the member holds the object's address, as a reference's slot does
                case REFERENCE -> ref ? field : b.load(field);
                // the member holds the enclosing 'this', as the 'this' parameter's slot does
                case THIS -> field;
            };
            g.locals.put(s, addr);
        }
    }

    /**
     * A capture-less closure converted to a function pointer: the address of its static invoker, defined once as
     * {@code R _FUN(P... a) { return operator()(nullptr, a...); }} (g++'s {@code _ZZ4mainENUliE_4_FUNEi}; the closure
     * has no members, so no object is needed), cast to {@code to}.
     */
    static Value invokerAddress(CIRGenFunction cgf, SemaLambda.Closure c, jcirc.ir.Type to) {
        Symbol inv = cgf.sema.cxx.lambdas.invoker(c);
        CIRGenBuilder b = cgf.b;
        if (inv == null) return b.constNull(to);   // rejected by Sema
        Operation fn = cgf.cgm.function(inv, true);
        if (fn.region(0).isEmpty()) {
            cgf.cgm.function(c.operator(), false);
            CType.Function f = (CType.Function) Types.unqual(inv.type);
            var info = cgf.cgm.types.abi.lower(f, true);
            jcirc.ir.Block entry = new jcirc.ir.Block(info.type().inputs());
            fn.region(0).addBlock(entry);
            var saved = b.save();
            b.setInsertionPointToEnd(entry);
            try {
                List<Value> args = new java.util.ArrayList<>();
                CType self = ((CType.Function) Types.unqual(c.operator().type)).params().get(0);
                args.add(b.constNull(cgf.cir(self)));
                args.addAll(entry.arguments());
                var opType = cgf.cgm.functionType(c.operator());
                jcirc.ir.Type result = opType.returnsVoid() ? null : opType.returnType();
                b.ret(CirOps.CallOp.create(b, jcirc.ir.BuiltinAttrs.sym(c.operator().irName), args, result).result());
            } finally {
                b.restore(saved);
            }
        }
        Value addr = b.getGlobal(inv.irName, jcirc.dialect.cir.CirTypes.ptr(cgf.cgm.functionType(inv)));
        return addr.type().equals(to) ? addr : b.cast("bitcast", addr, to);
    }

    private static Value slotHolding(CIRGenFunction g, Symbol s, Value address) {
        Value slot = g.alloca(s.type, s.name, true, 0);
        g.b.store(address, slot);
        return slot;
    }
}
