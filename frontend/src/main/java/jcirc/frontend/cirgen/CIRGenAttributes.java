package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.frontend.sema.GnuAttributes;
import jcirc.frontend.sema.Symbol;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;

import java.util.ArrayList;
import java.util.List;

/**
 * GNU attributes of functions and globals as attributes of {@code cir.func} / {@code cir.global}
 * (docs/cir-dialect.md, "GNU attributes"):
 *
 * <pre>
 * __attribute__((noinline, noreturn)) void f(void);  ->  cir.func @f() attributes {passthrough = ["noinline", "noreturn"]}
 * __attribute__((always_inline))                     ->  passthrough = ["alwaysinline"]
 * -finstrument-functions (no no_instrument_function) ->  passthrough = [["instrument-function-entry", "__cyg_profile_func_enter"], [...exit...]]
 *                                                         (at -O0 "instrument-function-entry-inlined", for llc)
 * -fno-builtin-abs / -fno-builtin                    ->  passthrough = [["no-builtin-abs", ""]] / [["no-builtins", ""]]
 * int setjmp(jmp_buf), __attribute__((returns_twice)) -> passthrough = ["returns_twice"]
 * __attribute__((weak)) int f(void) {...}            ->  cir.func weak @f   (a weak declaration: extern_weak)
 * __attribute__((section("s")))                      ->  {section = "s"}
 * __attribute__((visibility("hidden")))              ->  {global_visibility = "hidden"}
 * -fvisibility=hidden, int f(void) {...}            ->  {global_visibility = "hidden"} (definitions only; visibility("default") overrides)
 * __attribute__((constructor(101))) / destructor     ->  {global_ctor = 101 : i32} / {global_dtor = 65535 : i32}
 * int g(void) __attribute__((alias("f")));           ->  cir.func @g() attributes {aliasee = @f}
 * __attribute__((used))                              ->  {used}
 * void f(void) __attribute__((aligned(256)))         ->  {alignment = 256 : i64}
 * </pre>
 */
final class CIRGenAttributes {
    private CIRGenAttributes() {}

    /** {@code instrument}: -finstrument-functions; {@code optimized}: -O1 and up (opt runs the instrumenter before inlining). */
    static void applyToFunction(Operation fn, Symbol s, boolean hasBody, boolean instrument, boolean optimized, java.util.Set<String> noBuiltin,
                                String defaultVisibility) {
        GnuAttributes.Decl g = s.gnu;
        if (GnuAttributes.RETURNS_TWICE.contains(s.name) && s.linkage == Symbol.Linkage.EXTERNAL) g.returnsTwice = true;
        List<Attribute> passthrough = new ArrayList<>();
        if (g.noinline) passthrough.add(BuiltinAttrs.str("noinline"));
        if (g.alwaysInline && !g.noinline) passthrough.add(BuiltinAttrs.str("alwaysinline"));
        if (g.noreturn) passthrough.add(BuiltinAttrs.str("noreturn"));
        if (g.returnsTwice) passthrough.add(BuiltinAttrs.str("returns_twice"));
        if (instrument && hasBody && !g.noInstrument) {
            // LLVM's entry/exit instrumenter inserts the calls with the function's address and
            // llvm.returnaddress(0), as gcc's -finstrument-functions does: with optimization opt runs it
            // before inlining (so inlined functions stay instrumented, as in gcc); at -O0 only llc runs,
            // whose post-inline instrumenter reads the "-inlined" spelling
            String suffix = optimized ? "" : "-inlined";
            passthrough.add(new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("instrument-function-entry" + suffix), BuiltinAttrs.str("__cyg_profile_func_enter"))));
            passthrough.add(new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("instrument-function-exit" + suffix), BuiltinAttrs.str("__cyg_profile_func_exit"))));
        }
        if (hasBody)   // -fno-builtin[-NAME]: opt must not turn calls back into builtins (clang's attributes)
            for (String n : new java.util.TreeSet<>(noBuiltin))
                passthrough.add(new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str(n.equals("*") ? "no-builtins" : "no-builtin-" + n), BuiltinAttrs.str(""))));
        if (fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr old)   // set while the body was emitted
            for (Attribute a : BODY_ATTRIBUTES) if (old.elements().contains(a)) passthrough.add(a);
        if (!passthrough.isEmpty()) fn.setAttr("passthrough", new BuiltinAttrs.ArrayAttr(passthrough));
        if (g.constructor >= 0) fn.setAttr("global_ctor", BuiltinAttrs.i32(g.constructor));
        if (g.destructor >= 0) fn.setAttr("global_dtor", BuiltinAttrs.i32(g.destructor));
        if (s.alignAttr > 0) fn.setAttr("alignment", new BuiltinAttrs.IntegerAttr(s.alignAttr, jcirc.ir.BuiltinTypes.I64));
        common(fn, s, hasBody || g.alias != null, defaultVisibility);
        if (g.alias != null) fn.setAttr("aliasee", BuiltinAttrs.sym(g.alias));
    }

    /**
     * A function that takes its own frame address keeps its frame while its calls run: no sibling calls
     * ({@code "disable-tail-calls"="true"}), as gcc, where a frame address handed to a callee stays valid
     * (torture frame-address: LLVM turned the call into a jump, and the callee's locals sat above that address).
     */
    static void disableTailCalls(Operation fn) { addBodyAttribute(fn, NO_TAIL_CALLS); }

    /**
     * A function calling {@code alloca} has a frame pointer and makes no sibling calls, as in gcc (whose callees'
     * {@code __builtin_return_address(1)} and {@code __builtin_frame_address(1)} then walk the frame chain through
     * it: torture 20010122-1 at -O2; LLVM turns {@code alloca(4)} into a fixed stack slot, drops the frame pointer,
     * and once the slot is dead jumps to the callee).
     */
    static void keepFramePointer(Operation fn) {
        addBodyAttribute(fn, FRAME_POINTER);
        addBodyAttribute(fn, NO_TAIL_CALLS);
    }

    /** The cir.func being emitted at the builder's insertion point. */
    static java.util.Optional<Operation> enclosingFunction(CIRGenBuilder b) {
        Operation op = b.insertionBlock().parentOp();
        while (op != null && !op.name().equals(jcirc.dialect.cir.CirOps.FuncOp.NAME)) op = op.parentOp();
        return java.util.Optional.ofNullable(op);
    }

    private static void addBodyAttribute(Operation fn, Attribute kv) {
        List<Attribute> pt = new ArrayList<>();
        if (fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr a) pt.addAll(a.elements());
        if (!pt.contains(kv)) pt.add(kv);
        fn.setAttr("passthrough", new BuiltinAttrs.ArrayAttr(pt));
    }

    private static final Attribute NO_TAIL_CALLS = new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("disable-tail-calls"), BuiltinAttrs.str("true")));
    private static final Attribute FRAME_POINTER = new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("frame-pointer"), BuiltinAttrs.str("all")));
    /** Set while a body is emitted, kept when the function is declared again. */
    private static final List<Attribute> BODY_ATTRIBUTES = List.of(NO_TAIL_CALLS, FRAME_POINTER);

    /** -mssse3 ...: {@code passthrough = [["target-features", "+sse3,+ssse3"]]} (define ... "target-features"="+sse3,+ssse3"). */
    static void addTargetFeatures(Operation fn, String features) {
        List<Attribute> pt = new ArrayList<>();
        if (fn.attr("passthrough") instanceof BuiltinAttrs.ArrayAttr a) {
            for (Attribute x : a.elements())
                if (!(x instanceof BuiltinAttrs.ArrayAttr kv && kv.elements().get(0).equals(BuiltinAttrs.str("target-features")))) pt.add(x);
        }
        pt.add(new BuiltinAttrs.ArrayAttr(List.of(BuiltinAttrs.str("target-features"), BuiltinAttrs.str(features))));
        fn.setAttr("passthrough", new BuiltinAttrs.ArrayAttr(pt));
    }

    static void applyToGlobal(Operation gl, Symbol s, boolean definition, String defaultVisibility) {
        common(gl, s, definition || s.gnu.alias != null, defaultVisibility);
        if (s.gnu.alias != null) gl.setAttr("aliasee", BuiltinAttrs.sym(s.gnu.alias));
    }

    /**
     * {@code defaultVisibility}: -fvisibility=hidden|protected, which (as in gcc and clang) applies to
     * definitions with external linkage only: a declaration of a symbol defined elsewhere keeps
     * default visibility, and {@code visibility("default")} on any declaration overrides it.
     */
    private static void common(Operation op, Symbol s, boolean definition, String defaultVisibility) {
        GnuAttributes.Decl g = s.gnu;
        if (g.section != null) op.setAttr("section", BuiltinAttrs.str(g.section));
        String vis = g.visibility != null ? g.visibility
                : definition && s.linkage == Symbol.Linkage.EXTERNAL ? defaultVisibility : null;
        if (vis != null && !vis.equals("default")) op.setAttr("global_visibility", BuiltinAttrs.str(vis));
        else op.removeAttr("global_visibility");
        if (g.used) op.setAttr("used", BuiltinAttrs.UNIT);
        if (g.weak && s.linkage == Symbol.Linkage.EXTERNAL && g.alias == null)
            op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, definition ? "weak" : "extern_weak"));
        if (s.linkOnceOdr && definition && s.linkage == Symbol.Linkage.EXTERNAL)
            op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "linkonce_odr"));
        if (s.weakOdr && definition && s.linkage == Symbol.Linkage.EXTERNAL)
            op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "weak_odr"));
        if (g.weakref != null && !definition) op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "extern_weak"));
    }
}
