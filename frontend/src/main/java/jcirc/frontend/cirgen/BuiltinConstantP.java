package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;

import java.util.List;

/**
 * {@code __builtin_constant_p(e)} in a function body, as clang emits it (docs/frontend.md, "Builtins"):
 *
 * <pre>
 * __builtin_constant_p(4)          ->  cir.const #cir.int<1>            (a constant now: ConstEval)
 * __builtin_constant_p(x)          ->  %b = cir.call @llvm.is.constant.i32(%x) : (!s32i) -> !cir.bool
 *   (x an int)                          cir.cast(bool_to_int, %b) : !s32i
 * __builtin_constant_p(p), (x++)   ->  cir.const #cir.int<0>            (not arithmetic, or side effects)
 * </pre>
 *
 * {@code llvm.is.constant} is folded by LLVM after inlining and constant propagation at -O2 (an
 * inline function's parameter bound to a constant argument is a constant, as in gcc), and to false
 * where it is not, or at -O0. In constant contexts (static initializers, array sizes, case labels)
 * ConstEval answers 0 for a non-constant argument, as gcc and clang do.
 */
final class BuiltinConstantP {
    private final CIRGenFunction cgf;
    private final CIRGenExpr expr;

    BuiltinConstantP(CIRGenFunction cgf, CIRGenExpr expr) {
        this.cgf = cgf;
        this.expr = expr;
    }

    Value emit(IASTFunctionCallExpression call, IASTInitializerClause[] args, CType t) {
        CIRGenBuilder b = cgf.b;
        ConstValue v = cgf.sema.consts.eval(call);
        if (v instanceof ConstValue.IntVal iv && iv.value() != 0) return b.constInt(iv.value(), cgf.cir(t));
        if (args.length != 1 || !(args[0] instanceof IASTExpression arg)) return b.constInt(0, cgf.cir(t));
        CType at = Types.unqual(cgf.sema.rvalueType(arg));
        String suffix = suffix(at);
        // gcc and clang: only numeric constants are recognized after inlining; the argument is not
        // evaluated, so one with side effects is conservatively not a constant
        if (suffix == null || hasSideEffects(arg)) return b.constInt(0, cgf.cir(t));
        Value x = expr.emitConverted(arg, at);
        String name = "llvm.is.constant." + suffix;
        Symbol s = cgf.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(CType.BOOL, List.of(at), false, true),
                    Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        cgf.cgm.function(s, false);
        Value r = CirOps.CallOp.create(b, BuiltinAttrs.sym(s.irName), List.of(x), CirTypes.BOOL).op().result(0);
        return b.cast("bool_to_int", r, cgf.cir(t));
    }

    /** The intrinsic's type suffix for an integer or real floating type (i1 ... i128, f32, f64, f80), else null. */
    private static String suffix(CType t) {
        if (t instanceof CType.Int i && Types.isBool(i)) return "i1";
        if (Types.isInteger(t)) {
            CType.Int i = Types.asInt(t);
            return i.isBitInt() ? null : "i" + i.width();
        }
        if (t instanceof CType.Float f)
            return switch (f.kind()) {
                case FLOAT -> "f32";
                case DOUBLE -> "f64";
                case LONG_DOUBLE -> "f80";
            };
        return null;
    }

    /** Whether evaluating e could change something (clang's HasSideEffects, conservatively: any call, volatile read). */
    private boolean hasSideEffects(IASTExpression e) {
        return switch (e) {
            case IASTFunctionCallExpression c -> true;
            case IGNUASTCompoundStatementExpression se -> true;
            case IASTBinaryExpression be -> jcirc.frontend.sema.SemaOperators.isAssignment(be.getOperator()) || hasSideEffects(be.getOperand1()) || hasSideEffects(be.getOperand2());
            case IASTUnaryExpression u -> switch (u.getOperator()) {
                case IASTUnaryExpression.op_prefixIncr, IASTUnaryExpression.op_prefixDecr,
                     IASTUnaryExpression.op_postFixIncr, IASTUnaryExpression.op_postFixDecr -> true;
                case IASTUnaryExpression.op_sizeof, IASTUnaryExpression.op_alignOf -> false;
                default -> u.getOperand() != null && hasSideEffects(u.getOperand());
            };
            case IASTConditionalExpression c -> hasSideEffects(c.getLogicalConditionExpression())
                    || (c.getPositiveResultExpression() != null && hasSideEffects(c.getPositiveResultExpression()))
                    || hasSideEffects(c.getNegativeResultExpression());
            case IASTExpressionList l -> {
                for (IASTExpression x : l.getExpressions()) if (hasSideEffects(x)) yield true;
                yield false;
            }
            case IASTCastExpression c -> hasSideEffects(c.getOperand());
            case IASTArraySubscriptExpression s -> volatileRead(s) || hasSideEffects(s.getArrayExpression())
                    || (s.getArgument() instanceof IASTExpression i && hasSideEffects(i));
            case IASTFieldReference f -> volatileRead(f) || hasSideEffects(f.getFieldOwner());
            case IASTIdExpression id -> volatileRead(id);
            case IASTLiteralExpression lit -> false;
            case IASTTypeIdExpression tid -> false;
            default -> true;
        };
    }

    private boolean volatileRead(IASTExpression e) {
        CType t = cgf.sema.typeOf(e);
        return t != null && Types.isVolatile(t);
    }

}
