package jcirc.dialect;

import jcirc.dialect.arith.ArithDialect;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.dialect.cf.CfDialect;
import jcirc.dialect.cir.CirDialect;
import jcirc.dialect.func.FuncDialect;
import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.math.MathDialect;
import jcirc.dialect.scf.ScfDialect;
import jcirc.ir.DialectProvider;

/** Every dialect of the cir module, registered in this order (MLIR's registerAllDialects). */
public final class AllDialects implements DialectProvider {
    @Override public void registerDialects() {
        BuiltinDialect.register();
        CirDialect.register();
        ScfDialect.register();
        CfDialect.register();
        ArithDialect.register();
        FuncDialect.register();
        LLVMDialect.register();
        MathDialect.register();
    }
}
