package jcirc.lowering.cirtollvm;

import jcirc.ir.pass.PassFailure;
import jcirc.dialect.cir.CirComplexOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import java.util.List;
import java.util.Map;

/** The complex-number ops: {@code !cir.complex<T>} is {@code !llvm.struct<(T', T')>} (real, imaginary). */
final class ComplexLowering {
    private final LoweringContext cx;
    private final MemoryLowering memory;

    ComplexLowering(LoweringContext cx, MemoryLowering memory) { this.cx = cx; this.memory = memory; }

    private static Map<String, jcirc.ir.Attribute> position(long i) {
        return Map.of("position", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(i)));
    }

    // %z = cir.complex.create %x, %y : !cir.double -> !cir.complex<!cir.double>
    //   → %u = llvm.mlir.undef : !llvm.struct<(f64, f64)>;  %a = llvm.insertvalue %x, %u[0];  %z = llvm.insertvalue %y, %a[1]
    void create(Operation op) {
        Type st = cx.convert(cx.cirType(op.result()));
        cx.at(op);
        Value u = LLVMOps.MlirUndefOp.create(cx.b, st).res();
        CirComplexOps.ComplexCreateOp c = new CirComplexOps.ComplexCreateOp(op);
        Value a = LLVMOps.InsertvalueOp.create(cx.b, u, c.real(), st, position(0)).res();
        cx.replace(op, LLVMOps.InsertvalueOp.create(cx.b, a, c.imag(), st, position(1)).res());
    }

    // %r = cir.complex.real %z : !cir.complex<!cir.double> -> !cir.double  →  %r = llvm.extractvalue %z[0] : !llvm.struct<(f64, f64)>
    void part(Operation op, long index) {
        Type t = cx.convert(cx.cirType(op.result()));
        cx.at(op);
        Value z = switch (op.view()) {
            case CirComplexOps.ComplexRealOp r -> r.operand();
            case CirComplexOps.ComplexImagOp i -> i.operand();
            default -> throw new PassFailure(op, "not a complex part");
        };
        cx.replace(op, LLVMOps.ExtractvalueOp.create(cx.b, z, t, position(index)).res());
    }

    // %p = cir.complex.imag_ptr %z : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    //   → %p = llvm.getelementptr %z[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
    void partPtr(Operation op, long index) {
        Type pt = cx.operandType(op, 0);
        Type complex = ((CirTypes.PointerType) pt).pointee();
        cx.at(op);
        Value z = switch (op.view()) {
            case CirComplexOps.ComplexRealPtrOp r -> r.operand();
            case CirComplexOps.ComplexImagPtrOp i -> i.operand();
            default -> throw new PassFailure(op, "not a complex part address");
        };
        cx.replace(op, memory.gep(z, List.of(), List.of(0L, index), cx.convert(complex)));
    }
}
