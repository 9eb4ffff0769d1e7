package jcirc.dialect.cir;

import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

import static jcirc.dialect.cir.CirDialect.PTR;

/**
 * The complex-number ops of the cir dialect, named after ClangIR's: build a
 * {@code !cir.complex<T>} from its parts, take a part of a value, and address a part of a complex
 * object in memory ({@code __real__ z = 1.0}). Arithmetic is emitted by CIRGen on the parts
 * (and as calls to libgcc's {@code __mulXc3}/{@code __divXc3} for {@code *} and {@code /}).
 */
public final class CirComplexOps {
    private CirComplexOps() {}

    public static final String CREATE = ComplexCreateOp.NAME, REAL = ComplexRealOp.NAME, IMAG = ComplexImagOp.NAME,
            REAL_PTR = ComplexRealPtrOp.NAME, IMAG_PTR = ComplexImagPtrOp.NAME;

    static final TypeConstraint COMPLEX = TypeConstraint.isA("CIR complex type", CirTypes.ComplexType.class);

    static void register() {
        for (OpDef d : List.of(ComplexCreateOp.DEF, ComplexRealOp.DEF, ComplexImagOp.DEF, ComplexRealPtrOp.DEF, ComplexImagPtrOp.DEF))
            d.register();
    }

    /** The declaration shared by cir.complex.real and cir.complex.imag. */
    static OpDef part(String name) {
        return OpDef.op(name).summary("Extract a part of a complex value")
                .operand("operand", COMPLEX).result("result")
                .traits(Trait.PURE)
                .format("$operand `:` type($operand) `->` type($result) attr-dict")
                .verifier(op -> {
                    Type e = ((CirTypes.ComplexType) op.operand(0).type()).element();
                    if (!op.result(0).type().equals(e))
                        throw new VerifyException(op, "result type must be the element type '" + CirVerifiers.str(e) + "'");
                });
    }

    /** The declaration shared by cir.complex.real_ptr and cir.complex.imag_ptr. */
    static OpDef partPtr(String name) {
        return OpDef.op(name).summary("The address of a part of a complex object")
                .operand("operand", PTR).result("result", PTR)
                .traits(Trait.PURE)
                .format("$operand `:` type($operand) `->` type($result) attr-dict")
                .verifier(op -> {
                    if (!(((CirTypes.PointerType) op.operand(0).type()).pointee() instanceof CirTypes.ComplexType c))
                        throw new VerifyException(op, "operand must point to a complex value");
                    if (!op.result(0).type().equals(CirTypes.ptr(c.element())))
                        throw new VerifyException(op, "result must be a pointer to the element type '" + CirVerifiers.str(c.element()) + "'");
                });
    }

    // __real__ z, creal(z)  ->  %r = cir.complex.real %z : !cir.complex<!cir.double> -> !cir.double
    public record ComplexRealOp(Operation op) implements OpView { public static final OpDef DEF = part("cir.complex.real"); }
    // __imag__ z, cimag(z)  ->  %r = cir.complex.imag %z : !cir.complex<!cir.double> -> !cir.double
    public record ComplexImagOp(Operation op) implements OpView { public static final OpDef DEF = part("cir.complex.imag"); }
    // &__real__ z  ->  %p = cir.complex.real_ptr %zp : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    public record ComplexRealPtrOp(Operation op) implements OpView { public static final OpDef DEF = partPtr("cir.complex.real_ptr"); }
    // &__imag__ z  ->  %p = cir.complex.imag_ptr %zp : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    public record ComplexImagPtrOp(Operation op) implements OpView { public static final OpDef DEF = partPtr("cir.complex.imag_ptr"); }

    // x + y * I (parts known)  ->  %z = cir.complex.create %x, %y : !cir.double -> !cir.complex<!cir.double>
    public record ComplexCreateOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.complex.create").summary("Create a complex value from its real and imaginary parts")
             .operand("real").operand("imag").result("result", COMPLEX)
             .traits(Trait.PURE)
             .format("$real `,` $imag `:` type($real) `->` type($result) attr-dict")
             .verifier(op -> {
                 Type e = ((CirTypes.ComplexType) op.result(0).type()).element();
                 if (!op.operand(0).type().equals(e) || !op.operand(1).type().equals(e))
                     throw new VerifyException(op, "operand types must be the element type '" + CirVerifiers.str(e) + "' of the result");
             });
    }
}
