package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import java.util.List;

/**
 * The compiler builtins Sema declares at file scope (clang's Builtins.def and SemaChecking's builtin lookup).
 * Part of {@link Sema}, which owns the state and delegates to it.
 */
final class SemaBuiltins {
    private final Sema sema;

    SemaBuiltins(Sema sema) {
        this.sema = sema;
    }

    // ------------------------------------------------------------------ builtins

    void declareBuiltins() {
        Scope file = sema.symbols.fileScope();
        RecordDef vaTag = new RecordDef("__va_list_tag", false);
        vaTag.complete(List.of(
                new RecordDef.MemberDecl("gp_offset", CType.UINT, -1, 0),
                new RecordDef.MemberDecl("fp_offset", CType.UINT, -1, 0),
                new RecordDef.MemberDecl("overflow_arg_area", new CType.Pointer(CType.VOID), -1, 0),
                new RecordDef.MemberDecl("reg_save_area", new CType.Pointer(CType.VOID), -1, 0)), false, 0);
        file.putTag(new Scope.Tag("__va_list_tag", vaTag, null));
        Symbol vaList = new Symbol("__builtin_va_list", Symbol.Kind.TYPEDEF,
                new CType.Array(new CType.Record(vaTag), 1), Symbol.Linkage.NONE, false, SourceLoc.NONE);
        file.put(vaList);
        // gcc's predefined 128-bit integer typedefs
        file.put(new Symbol("__int128_t", Symbol.Kind.TYPEDEF, CType.of(CType.IntKind.INT128), Symbol.Linkage.NONE, false, SourceLoc.NONE));
        file.put(new Symbol("__uint128_t", Symbol.Kind.TYPEDEF, CType.of(CType.IntKind.UINT128), Symbol.Linkage.NONE, false, SourceLoc.NONE));
        CType vp = new CType.Pointer(CType.VOID);
        CType vaPtr = new CType.Pointer(new CType.Record(vaTag));
        CType cp = new CType.Pointer(CType.CHAR);
        CType ccp = new CType.Pointer(Types.qualify(CType.CHAR, true, false, false));
        builtin("__jcirc_va_arg", vp, true, vaPtr);
        builtin("__builtin_va_start", CType.VOID, true, vaPtr);
        builtin("__builtin_va_end", CType.VOID, false, vaPtr);
        builtin("__builtin_va_copy", CType.VOID, false, vaPtr, vaPtr);
        builtin("__jcirc_types_compatible", CType.INT, true);
        builtin("__builtin_expect", CType.LONG, false, CType.LONG, CType.LONG);
        builtin("__builtin_addressof", vp, true);   // move.h's std::__addressof (clang has it in C too): typed by addressOf
        // C++20 coroutines: what <coroutine>'s coroutine_handle calls (CIRGenCoroutine.builtinCall)
        builtin("__builtin_coro_resume", CType.VOID, false, vp);
        builtin("__builtin_coro_destroy", CType.VOID, false, vp);
        builtin("__builtin_coro_done", CType.BOOL, false, vp);
        builtin("__builtin_coro_promise", vp, false, vp, CType.INT, CType.BOOL);
        builtin("__builtin_FUNCTION", ccp, false);   // the calling function's __FUNCTION__ (CIRGenExpr.builtin)
        builtin("__builtin_unreachable", CType.VOID, false);
        builtin("__builtin_trap", CType.VOID, false);
        builtin("__builtin_abort", CType.VOID, false);
        builtin("__builtin_constant_p", CType.INT, true);
        builtin("__builtin_bswap16", CType.USHORT, false, CType.USHORT);
        builtin("__builtin_bswap32", CType.UINT, false, CType.UINT);
        builtin("__builtin_bswap64", CType.ULONG, false, CType.ULONG);
        builtin("__builtin_clz", CType.INT, false, CType.UINT);
        builtin("__builtin_clrsb", CType.INT, false, CType.INT);
        builtin("__builtin_clrsbl", CType.INT, false, CType.LONG);
        builtin("__builtin_clrsbll", CType.INT, false, CType.LLONG);
        builtin("__builtin_clzl", CType.INT, false, CType.ULONG);
        builtin("__builtin_clzll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_ctz", CType.INT, false, CType.UINT);
        builtin("__builtin_ctzl", CType.INT, false, CType.ULONG);
        builtin("__builtin_ctzll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_popcount", CType.INT, false, CType.UINT);
        builtin("__builtin_popcountl", CType.INT, false, CType.ULONG);
        builtin("__builtin_popcountll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_huge_val", CType.DOUBLE, false);
        builtin("__builtin_huge_valf", CType.FLOAT, false);
        builtin("__builtin_huge_vall", CType.LONG_DOUBLE, false);
        builtin("__builtin_inf", CType.DOUBLE, false);
        builtin("__builtin_inff", CType.FLOAT, false);
        builtin("__builtin_infl", CType.LONG_DOUBLE, false);
        builtin("__builtin_nan", CType.DOUBLE, false, ccp);
        builtin("__builtin_nanf", CType.FLOAT, false, ccp);
        builtin("__builtin_nanl", CType.LONG_DOUBLE, false, ccp);
        builtin("__builtin_nans", CType.DOUBLE, false, ccp);   // signaling NaNs (<limits>: numeric_limits<T>::signaling_NaN())
        builtin("__builtin_nansf", CType.FLOAT, false, ccp);
        builtin("__builtin_nansl", CType.LONG_DOUBLE, false, ccp);
        builtin("__builtin_fabs", CType.DOUBLE, false, CType.DOUBLE);
        builtin("__builtin_fabsf", CType.FLOAT, false, CType.FLOAT);
        builtin("__builtin_fabsl", CType.LONG_DOUBLE, false, CType.LONG_DOUBLE);
        builtin("__builtin_parity", CType.INT, false, CType.UINT);
        builtin("__builtin_parityl", CType.INT, false, CType.ULONG);
        builtin("__builtin_parityll", CType.INT, false, CType.ULLONG);
        builtin("__builtin_ffs", CType.INT, false, CType.INT);
        builtin("__builtin_ffsl", CType.INT, false, CType.LONG);
        builtin("__builtin_ffsll", CType.INT, false, CType.LLONG);
        builtin("__builtin_memcpy", vp, false, vp, new CType.Pointer(Types.qualify(CType.VOID, true, false, false)), CType.SIZE_T);
        builtin("__builtin_memset", vp, false, vp, CType.INT, CType.SIZE_T);
        builtin("__builtin_strlen", CType.SIZE_T, false, ccp);
        builtin("__builtin_alloca", vp, false, CType.SIZE_T);
        builtin("__builtin_setjmp", CType.INT, false, vp);
        builtin("__builtin_longjmp", CType.VOID, false, vp, CType.INT);
        builtin("__builtin_frame_address", vp, false, CType.UINT);
        builtin("__builtin_return_address", vp, false, CType.UINT);
        builtin("__builtin_object_size", CType.SIZE_T, false, vp, CType.INT);
        builtin("__builtin_prefetch", CType.VOID, true, vp);
        builtin("__builtin_ia32_pause", CType.VOID, false);   // <bits/atomic_wait.h>'s spin loop (C++20 <memory>, <atomic>)
        builtin("__builtin_signbit", CType.INT, true);
        builtin("__builtin_signbitf", CType.INT, true);
        builtin("__builtin_signbitl", CType.INT, true);
        builtin("__builtin_isnan", CType.INT, true);
        builtin("__builtin_isinf", CType.INT, true);
        for (String sfx : new String[]{"f", "l"}) {
            builtin("__builtin_isinf" + sfx, CType.INT, true);
            builtin("__builtin_isnan" + sfx, CType.INT, true);
        }
        builtin("__builtin_isfinite", CType.INT, true);
        builtin("__builtin_isnormal", CType.INT, true);
        builtin("__builtin_isinf_sign", CType.INT, true);
        builtin("__builtin_fpclassify", CType.INT, true);
        for (String cmp : new String[]{"isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isunordered"})
            builtin("__builtin_" + cmp, CType.INT, true);
        builtin("__builtin_copysign", CType.DOUBLE, false, CType.DOUBLE, CType.DOUBLE);
        builtin("__builtin_copysignf", CType.FLOAT, false, CType.FLOAT, CType.FLOAT);
        builtin("__builtin_copysignl", CType.LONG_DOUBLE, false, CType.LONG_DOUBLE, CType.LONG_DOUBLE);
        builtin("__builtin_assume_aligned", vp, true, new CType.Pointer(Types.qualify(CType.VOID, true, false, false)), CType.SIZE_T);
        builtin("__builtin_classify_type", CType.INT, true);
        builtin("__builtin_printf", CType.INT, true, ccp);
        builtin("__builtin_puts", CType.INT, false, ccp);
        // the va_list forms (libstdc++'s c++locale.h calls __builtin_vsnprintf): the library function
        builtin("__builtin_vprintf", CType.INT, false, ccp, vaPtr);
        builtin("__builtin_vsprintf", CType.INT, false, cp, ccp, vaPtr);
        builtin("__builtin_vsnprintf", CType.INT, false, cp, CType.SIZE_T, ccp, vaPtr);
        builtin("__builtin_vfprintf", CType.INT, false, vp, ccp, vaPtr);
        builtin("__builtin_putchar", CType.INT, false, CType.INT);
        builtin("__builtin_abs", CType.INT, false, CType.INT);
        builtin("__builtin_labs", CType.LONG, false, CType.LONG);
        builtin("__jcirc_static_assert", CType.INT, true);
        builtin(jcirc.frontend.cdt.GenericSelectionRewriter.CALL, CType.INT, true);
        builtin("__builtin_choose_expr", CType.INT, true);
        for (String op : new String[]{"add", "sub", "mul"}) builtin("__builtin_" + op + "_overflow", CType.BOOL, true);
        for (String op : new String[]{"add", "sub", "mul"}) builtin("__builtin_" + op + "_overflow_p", CType.BOOL, true);   // OverflowPredicates
        for (String n : AtomicBuiltins.declarations()) builtin(n, CType.INT, true);
        for (CType.FloatKind k : CType.FloatKind.values()) {
            String sfx = switch (k) { case FLOAT -> "f"; case DOUBLE -> ""; case LONG_DOUBLE -> "l"; };
            CType.Complex ct = new CType.Complex(k);
            builtin("__builtin_creal" + sfx, ct.element(), false, ct);
            builtin("__builtin_cimag" + sfx, ct.element(), false, ct);
            builtin("__builtin_conj" + sfx, ct, false, ct);
        }
        // __builtin_malloc, __builtin_strchr, ...: the library prototype (LibraryBuiltins)
        for (var e : LibraryBuiltins.all())
            if (file.lookupLocal("__builtin_" + e.getKey()) == null)
                file.put(new Symbol("__builtin_" + e.getKey(), Symbol.Kind.FUNCTION, e.getValue(), Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE));
        // cp is used by nothing else yet
        if (cp == null) throw new AssertionError();
    }

    private void builtin(String name, CType ret, boolean variadic, CType... params) {
        Symbol s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(ret, List.of(params), variadic, true),
                Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
        sema.symbols.fileScope().put(s);
    }

    /** Is this a compiler builtin (handled by CIRGen, never emitted as a declaration)? */
    public static boolean isBuiltin(Symbol s) {
        return s.loc == SourceLoc.NONE && s.isFunction() && (s.name.startsWith("__builtin_") || s.name.startsWith("__jcirc_")
                || AtomicBuiltins.isAtomicBuiltin(s.name));
    }

    /**
     * C++ {@code __builtin_addressof(x)} (move.h's {@code std::__addressof}): the address of the lvalue {@code x}, as the
     * built-in {@code &x} (an {@code operator&} of x's class is never called); a pointer to x's type, qualifiers kept.
     */
    CType addressOf(IASTFunctionCallExpression call) {
        IASTInitializerClause[] a = call.getArguments();
        if (a.length != 1 || !(a[0] instanceof IASTExpression x)) {
            sema.error(call, "too " + (a.length < 1 ? "few" : "many") + " arguments to function call, expected 1, have " + a.length);
            return new CType.Pointer(CType.VOID);
        }
        CType t = sema.typeOf(x);
        if (!sema.isLvalue(x) && !Types.isFunction(t)) sema.error(x, "cannot take the address of an rvalue of type '" + t + "'");
        else if (sema.isBitField(x)) sema.error(x, "address of bit-field requested");
        return new CType.Pointer(t);
    }

    /** Is {@code call} a call of the builtin {@code name} (not a function of the program's that has its name)? */
    static boolean callsBuiltin(Sema sema, IASTFunctionCallExpression call, String name) {
        return isBuiltinName(call, name) && call.getFunctionNameExpression() instanceof IASTIdExpression id
                && sema.lookupId(id) instanceof Symbol s && isBuiltin(s);
    }

    public static boolean isBuiltinName(IASTFunctionCallExpression call, String name) {
        IASTExpression f = call.getFunctionNameExpression();
        return f instanceof IASTIdExpression id && id.getName().toString().equals(name);
    }
}
