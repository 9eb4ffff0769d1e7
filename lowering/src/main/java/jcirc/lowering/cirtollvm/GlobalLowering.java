package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.types.CirOpAccess;

import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Patterns for cir.global and cir.get_global. */
final class GlobalLowering {
    private final LoweringContext cx;
    private final ConstantLowering constants;

    GlobalLowering(LoweringContext cx, ConstantLowering constants) { this.cx = cx; this.constants = constants; }

    // cir.global external @x = #cir.int<3> : !s32i  → llvm.mlir.global external @x(3 : i32) {addr_space = 0 : i32} : i32
    // cir.global "private" constant internal @s = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>
    //                                              → llvm.mlir.global internal constant @s("hi\00") : !llvm.array<3 x i8>
    // aggregate / address initializers            → llvm.mlir.global ... { ...; llvm.return %v : T }
    // cir.global external @e : !s32i (no value)   → llvm.mlir.global external @e() : i32  (declaration)
    void global(Operation op) {
        String name = CirOpAccess.symbolAttr(op, "sym_name");
        Type t = CirOpAccess.typeAttr(op, "sym_type");
        if (name == null || t == null) throw new PassFailure(op, "cir.global needs sym_name and sym_type");
        String linkage = CirOpAccess.enumValue(op, "linkage");
        if (linkage == null) linkage = "external";
        Attribute init = op.attr("initial_value");
        if (init == null && linkage.equals("common")) init = new CirAttrs.ZeroAttr(t);

        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new BuiltinAttrs.StringAttr(name));
        Type globalType = cx.types.memoryType(t);
        attrs.put("linkage", new BuiltinAttrs.EnumAttr("llvm", "linkage", linkage));
        if (op.hasAttr("constant")) attrs.put("constant", BuiltinAttrs.UNIT);
        // _Thread_local / __thread: cir's tls_model becomes llvm.mlir.global's thread_local; a model other than
        // general-dynamic (-ftls-model=, tls_model("...")) rides along as {jcirc.tls_model = "initialexec"}, which
        // MLIR's llvm.mlir.global has no field for (LLVM IR: thread_local(initialexec))
        if (op.hasAttr("tls_model")) {
            attrs.put("thread_local_", BuiltinAttrs.UNIT);
            String model = op.attr("tls_model") instanceof BuiltinAttrs.StringAttr m ? switch (m.value()) {
                case "local_dynamic" -> "localdynamic";
                case "initial_exec" -> "initialexec";
                case "local_exec" -> "localexec";
                default -> null;
            } : null;
            if (model != null) attrs.put(jcirc.dialect.llvm.LLVMDialect.TLS_MODEL_ATTR, new BuiltinAttrs.StringAttr(model));
        }
        if (op.attr("alignment") instanceof BuiltinAttrs.IntegerAttr al) attrs.put("alignment", BuiltinAttrs.i64(al.longValue()));
        attrs.put("addr_space", BuiltinAttrs.i32(0));
        cx.attributes.global(op, attrs);

        Attribute simple = init == null ? null : ConstantLowering.wideLimbs(init, t);   // _BitInt(N > 128): its limbs
        if (simple == null && init != null) simple = simpleValue(init, globalType);
        // a table of scalars: llvm.mlir.global @T(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
        if (simple == null && init instanceof CirAttrs.ConstArrayAttr a) simple = constants.denseElements(a, t);
        if (simple != null) attrs.put("value", simple);

        cx.at(op);
        Operation g = LLVMOps.MlirGlobalOp.create(Builder.detached(op.location()), attrs).op();
        if (init != null && simple == null) {
            // the initializer region computes the value; its type is the global's type
            Block body = g.region(0).addBlock();
            Builder.InsertPoint saved = cx.b.save();
            cx.b.setInsertionPointToEnd(body);
            Value v = constants.memoryValue(op, init, t, true);
            LLVMOps.ReturnOp.create(cx.b, v);
            cx.b.restore(saved);
            globalType = v.type();
        }
        g.setAttr("global_type", new BuiltinAttrs.TypeAttr(globalType));
        cx.b.insert(g);
        op.erase();
    }

    /** Initializers that llvm.mlir.global's {@code value} attribute can hold directly, or null. */
    private static Attribute simpleValue(Attribute init, Type converted) {
        return switch (init) {
            case CirAttrs.IntAttr i -> LoweringContext.intAttr(i.value(), LoweringContext.widthOf(converted));
            case CirAttrs.BoolAttr b -> LoweringContext.intAttr(b.value() ? BigInteger.ONE : BigInteger.ZERO, 1);
            case CirAttrs.FPAttr f -> BuiltinAttrs.FloatAttr.of(f.exact(), converted);
            case CirAttrs.ConstArrayAttr a when a.isString() -> ConstantLowering.paddedString(a, a.type());
            case CirAttrs.ZeroAttr z when converted instanceof jcirc.ir.BuiltinTypes.IntegerType it ->
                    LoweringContext.intAttr(BigInteger.ZERO, it.width());
            default -> null;
        };
    }

    // %p = cir.get_global @x : !cir.ptr<!s32i> → %p = llvm.mlir.addressof @x : !llvm.ptr
    // %p = cir.get_global @f : !cir.ptr<!cir.func<...>> → func.constant + unrealized cast (LoweringContext.address)
    void getGlobal(Operation op) {
        String name = CirOpAccess.symbolAttr(op, "name");
        if (name == null) throw new PassFailure(op, "cir.get_global without a symbol");
        cx.at(op);
        cx.replace(op, cx.address(name));
    }
}
