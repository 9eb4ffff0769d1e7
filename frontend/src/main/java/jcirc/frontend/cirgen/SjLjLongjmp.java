package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.ir.Builder;
import jcirc.ir.Value;

import java.util.List;

/**
 * The jump of {@code __builtin_longjmp} and of a nested function's non-local {@code goto}: restore the
 * frame pointer, stack pointer and resume address that {@code __builtin_setjmp} (LLVM's
 * {@code llvm.eh.sjlj.setjmp}) stored in the buffer, as x86-64's lowering of {@code llvm.eh.sjlj.longjmp}
 * does: {@code buf[0]} → %rbp, {@code buf[1]} the address to jump to, {@code buf[2]} → %rsp.
 *
 * <pre>
 *   __builtin_longjmp(buf, 1)
 *     -&gt;  cir.asm(x86_att, "movq ($0), %rbp ... jmpq *%rax", "{rcx},~{rax},~{memory}") side_effects (%buf)
 *         cir.unreachable
 * </pre>
 *
 * Not the intrinsic itself: LLVM 19 folds a stack buffer of the calling function into the intrinsic's
 * loads as a frame-pointer-relative address, so once the first load has replaced %rbp the next two read
 * the wrong slots (gcc's torture pr64242 crashed with frame pointers; clang-19 crashes the same way at
 * -O1/-O2 with -fno-omit-frame-pointer). The buffer's address is passed in %rcx instead, computed before
 * %rbp changes.
 */
final class SjLjLongjmp {
    private SjLjLongjmp() {}

    static final String TEMPLATE = "movq ($0), %rbp\n\tmovq 8($0), %rax\n\tmovq 16($0), %rsp\n\tjmpq *%rax";

    /** Emits the jump through {@code buffer} (any pointer) and the {@code cir.unreachable} after it. */
    static void emit(Builder b, Value buffer) {
        CirOps.AsmOp.create(b, List.of(buffer), BuiltinAttrs.str(TEMPLATE), BuiltinAttrs.str("{rcx},~{rax},~{memory}"),
                BuiltinAttrs.UNIT, null, List.of());
        CirOps.UnreachableOp.create(b);
    }
}
