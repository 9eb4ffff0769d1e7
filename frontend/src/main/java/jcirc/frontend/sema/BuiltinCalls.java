package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * Sema's checks of a call to a builtin whose operands no prototype describes: the argument count
 * ({@link BuiltinArity}) and, for {@code __builtin_{add,sub,mul}_overflow(a, b, &r)}, integer operands
 * and a pointer to an integer result ({@code operands of '__builtin_add_overflow' must be integers and a
 * pointer to an integer}). Made while Sema types the call, so CIRGen only meets well-formed builtin calls.
 */
final class BuiltinCalls {
    private BuiltinCalls() {}

    static void check(Sema sema, String name, IASTFunctionCallExpression call) {
        IASTInitializerClause[] args = call.getArguments();
        if (!BuiltinArity.check(sema, name, call, args.length)) return;
        switch (name) {
            // the frame level is an immediate of llvm.returnaddress/frameaddress (was llc's "immarg operand has
            // non-immediate parameter" for `__builtin_return_address(0 + 1)` on the direct path, torture 20030323-1)
            case "__builtin_return_address", "__builtin_frame_address" -> {
                if (args.length > 0 && args[0] instanceof IASTExpression level && !(sema.consts.eval(level) instanceof ConstValue.IntVal))
                    sema.error(level, "argument to '" + name + "' must be a constant integer");
            }
            case "__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow" -> {
                if (!(args[0] instanceof IASTExpression x) || !(args[1] instanceof IASTExpression y) || !(args[2] instanceof IASTExpression r)) return;
                CType xt = sema.rvalueType(x), yt = sema.rvalueType(y), rt = Types.pointee(sema.rvalueType(r));
                if (rt == null || !Types.isInteger(rt) || !Types.isInteger(xt) || !Types.isInteger(yt)) {
                    sema.error(call, "operands of '" + name + "' must be integers and a pointer to an integer");
                    return;
                }
                if (name.equals("__builtin_mul_overflow")) {   // as clang-19
                    IASTExpression[] es = {x, y, r};
                    CType[] ts = {xt, yt, rt};
                    for (int k = 0; k < 3; k++)
                        if (Types.unqual(ts[k]) instanceof CType.Int i && i.isBitInt() && i.isSigned() && i.bitWidth() > 128) {
                            sema.error(es[k], "__builtin_mul_overflow does not support 'signed _BitInt' operands of more than 128 bits");
                            return;
                        }
                }
            }
            case "__builtin_add_overflow_p", "__builtin_sub_overflow_p", "__builtin_mul_overflow_p" -> {
                if (!(args[0] instanceof IASTExpression x) || !(args[1] instanceof IASTExpression y) || !(args[2] instanceof IASTExpression r)) return;
                CType xt = sema.rvalueType(x), yt = sema.rvalueType(y), rt = Types.unqual(sema.rvalueType(r));
                if (!Types.isInteger(rt) || Types.isBool(rt) || rt instanceof CType.Enum || !Types.isInteger(xt) || !Types.isInteger(yt))
                    sema.error(call, "operands of '" + name + "' must be integers and the last one of an integer type other than bool or enum");
            }
            default -> { }
        }
    }
}
