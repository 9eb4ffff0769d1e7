package jcirc.lowering.cirtollvm;

import jcirc.dialect.llvm.LLVMEhOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Patterns for the flat exception-handling ops (docs/lowering.md, "Exceptions"). */
final class EhLowering {
    private static final Type LP_TYPE = new LLVMTypes.StructType(List.of(LLVMTypes.PTR, BuiltinTypes.I32), false);
    private final LoweringContext cx;

    EhLowering(LoweringContext cx) { this.cx = cx; }

    // %exn, %sel = cir.eh.landingpad {clauses = [@_ZTIi, "all"], cleanup}
    //   → (entry block) %t = llvm.mlir.addressof @_ZTIi; %z = llvm.mlir.zero : !llvm.ptr
    //     %lp = "llvm.landingpad"(%t, %z) <{cleanup}> : (!llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
    //     %exn = llvm.extractvalue %lp[0]; %sel = llvm.extractvalue %lp[1]
    void landingpad(Operation op) {
        Block entry = op.parentRegion().entryBlock();
        cx.b.setInsertionPointToStart(entry);
        cx.b.setLocation(op.location());
        List<Value> clauses = new ArrayList<>();
        for (Attribute c : op.attr("clauses", BuiltinAttrs.ArrayAttr.class).elements())
            clauses.add(c instanceof BuiltinAttrs.SymbolRefAttr s
                    ? LLVMOps.MlirAddressofOp.create(cx.b, s, LLVMTypes.PTR).res()
                    : cx.nullPtr());
        cx.at(op);
        Value lp = LLVMEhOps.LandingpadOp.create(cx.b, op.hasAttr("cleanup") ? BuiltinAttrs.UNIT : null, clauses, LP_TYPE).res();
        Value exn = LLVMOps.ExtractvalueOp.create(cx.b, lp, LLVMTypes.PTR, position(0)).res();
        Value sel = LLVMOps.ExtractvalueOp.create(cx.b, lp, BuiltinTypes.I32, position(1)).res();
        cx.replace(op, List.of(exn, sel));
    }

    // %id = cir.eh.typeid @_ZTIi : !u32i  →  %t = llvm.mlir.addressof @_ZTIi; %id = "llvm.intr.eh.typeid.for"(%t) : (!llvm.ptr) -> i32
    void typeid(Operation op) {
        cx.at(op);
        Value t = LLVMOps.MlirAddressofOp.create(cx.b, LLVMTypes.PTR, Map.of("global_name", op.attr("type_sym"))).res();
        cx.replace(op, LLVMEhOps.IntrEhTypeidForOp.create(cx.b, t, BuiltinTypes.I32).res());
    }

    // cir.resume %exn, %sel  →  %u = llvm.mlir.undef; %a = llvm.insertvalue %exn, %u[0]; %b = llvm.insertvalue %sel, %a[1]; llvm.resume %b
    void resume(Operation op) {
        if (op.numOperands() != 2) throw new jcirc.ir.pass.PassFailure(op, "cir.resume outside of an EH cleanup");
        cx.at(op);
        Value u = LLVMOps.MlirUndefOp.create(cx.b, LP_TYPE).res();
        Value a = LLVMOps.InsertvalueOp.create(cx.b, u, op.operand(0), LP_TYPE, position(0)).res();
        Value b = LLVMOps.InsertvalueOp.create(cx.b, a, op.operand(1), LP_TYPE, position(1)).res();
        LLVMEhOps.ResumeOp.create(cx.b, b);
        op.erase();
    }

    private static Map<String, Attribute> position(long i) {
        return Map.of("position", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(i)));
    }
}
