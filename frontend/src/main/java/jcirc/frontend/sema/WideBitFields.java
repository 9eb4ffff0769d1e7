package jcirc.frontend.sema;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

/**
 * gcc gives a bit-field of a 64-bit integer type whose width w is 33..63 a w-bit integer type of
 * its own: {@code x.b << 32} with {@code unsigned long long b : 40} is computed modulo 2^40, as is
 * {@code x.b + 1}, {@code -x.b} and {@code x.b - 8u}; an int operand converts to that type
 * ({@code x.b == -1} compares with 2^40-1), two such operands meet in the wider one, and a
 * 64-bit operand takes the operation to 64 bits. jcirc keeps the 64-bit C type (sizeof, argument
 * passing) and CIRGen reduces the operands and result of an operation to the width found here.
 */
public final class WideBitFields {
    /** An operation carried out in {@code bits} bits (33..63), signed or not. */
    public record Width(int bits, boolean signed) {}

    private final Sema sema;
    private final Map<IASTExpression, Optional<Width>> memo = new IdentityHashMap<>();

    WideBitFields(Sema sema) { this.sema = sema; }

    /** The w-bit type of {@code e}'s value, or null when it has an ordinary C type. */
    public Width of(IASTExpression e) {
        if (sema.cxx != null) return null;   // C++: a bit-field has its declared type ([class.bit]; g++ too)
        Optional<Width> w = memo.get(e);
        if (w == null) {
            w = Optional.ofNullable(compute(e));
            memo.put(e, w);
        }
        return w.orElse(null);
    }

    private Width compute(IASTExpression e) {
        switch (e) {
            case IASTFieldReference f -> {
                Sema.MemberRef m = sema.member(f);
                if (m == null || !m.path().last().isBitField()) return null;
                int bits = m.path().last().bitWidth();
                if (!(Types.unqual(m.path().last().type()) instanceof CType.Int it) || Types.sizeOf(it) != 8 || bits <= 32 || bits >= 64) return null;
                return new Width(bits, it.kind().signed);
            }
            case IASTUnaryExpression u -> {
                return switch (u.getOperator()) {
                    case IASTUnaryExpression.op_bracketedPrimary, IASTUnaryExpression.op_minus, IASTUnaryExpression.op_plus,
                         IASTUnaryExpression.op_tilde, IASTUnaryExpression.op_prefixIncr, IASTUnaryExpression.op_prefixDecr,
                         IASTUnaryExpression.op_postFixIncr, IASTUnaryExpression.op_postFixDecr -> of(u.getOperand());
                    default -> null;
                };
            }
            case IASTConditionalExpression c when c.getPositiveResultExpression() != null -> {
                return branches(c);
            }
            case IASTBinaryExpression b -> {
                int op = b.getOperator();
                // an assignment's value has the type of its left operand
                if (op == IASTBinaryExpression.op_assign || Sema.compoundBase(op) != op) return of(b.getOperand1());
                if (op == IASTBinaryExpression.op_shiftLeft || op == IASTBinaryExpression.op_shiftRight) return of(b.getOperand1());
                return isArithmetic(op) ? operands(b) : null;
            }
            default -> { return null; }
        }
    }

    private static boolean isArithmetic(int op) {
        return switch (op) {
            case IASTBinaryExpression.op_plus, IASTBinaryExpression.op_minus, IASTBinaryExpression.op_multiply,
                 IASTBinaryExpression.op_divide, IASTBinaryExpression.op_modulo, IASTBinaryExpression.op_binaryAnd,
                 IASTBinaryExpression.op_binaryOr, IASTBinaryExpression.op_binaryXor -> true;
            default -> false;
        };
    }

    /**
     * The w-bit type that the operands of arithmetic, compound-assignment or comparison operator
     * {@code b} convert to, or null when it is an ordinary C type.
     */
    public Width operands(IASTBinaryExpression b) {
        int base = Sema.compoundBase(b.getOperator());
        if (base == IASTBinaryExpression.op_shiftLeft || base == IASTBinaryExpression.op_shiftRight) return of(b.getOperand1());
        return combine(b.getOperand1(), b.getOperand2());
    }

    /** The w-bit type both branches of {@code c ? x : y} convert to, or null. */
    public Width branches(IASTConditionalExpression c) {
        return combine(c.getPositiveResultExpression(), c.getNegativeResultExpression());
    }

    private Width combine(IASTExpression le, IASTExpression re) {
        Width l = of(le), r = of(re);
        if (l == null && r == null) return null;
        CType lt = Types.unqual(sema.rvalueType(le)), rt = Types.unqual(sema.rvalueType(re));
        if (!Types.isInteger(lt) || !Types.isInteger(rt)) return null;
        if (l != null && r != null) {
            if (l.bits != r.bits) return l.bits > r.bits ? l : r;
            return new Width(l.bits, l.signed && r.signed);
        }
        // the other operand: a type of 64 bits or more wins, a narrower one converts to the w-bit type
        CType other = l == null ? lt : rt;
        return Types.sizeOf(Types.promote(other)) >= 8 ? null : l != null ? l : r;
    }
}
