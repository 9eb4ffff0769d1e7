package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.*;
import java.util.*;
import java.util.Optional;

import static jcirc.dialect.cir.CirDialect.PTR;

/**
 * The exception-handling ops of the cir dialect (docs/cir-dialect.md, "Exceptions"), named after ClangIR's.
 * Structured form (CIRGen):
 * <pre>
 *   "cir.try"() ({ body }, { handler 1 }, ...) {catch_types = [@_ZTIi, "all", "cleanup"]}
 *   %p = cir.catch_param : !cir.ptr<T>                       (first op of a catch handler: __cxa_begin_catch)
 *   cir.throw %e : !cir.ptr<T> {type_info = @_ZTI1S, dtor = @_ZN1SD1Ev}   /   cir.throw   (rethrow)
 *   cir.resume                                                (end of a cleanup handler: unwinding goes on)
 * </pre>
 * Flat form (cir-flatten-cfg, CirEhFlattener): {@code cir.try_call} (a call with a normal and an unwind successor),
 * {@code cir.eh.landingpad} (first op of an unwind destination), {@code cir.eh.typeid}, {@code cir.resume %exn, %sel}.
 */
public final class CirEhOps {
    private CirEhOps() {}

    static void register() {
        TryOp.DEF.register();
        CatchParamOp.DEF.register();
        ThrowOp.DEF.register();
        ResumeOp.DEF.register();
        TryCallOp.DEF.register();
        EhLandingpadOp.DEF.register();
        EhTypeidOp.DEF.register();
    }

    // try { A } catch (int) { B } catch (...) { C }
    //   -> "cir.try"() ({ A; cir.yield }, { %p = cir.catch_param : !cir.ptr<!s32i>; B; cir.yield }, { C; cir.yield })
    //        {catch_types = [@_ZTIi, "all"]}
    // an EH cleanup (a destructor run when an exception leaves a scope): catch_types = ["cleanup"], the handler ends in cir.resume
    public record TryOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.try").summary("try/catch, or a scope with an EH cleanup")
             .attr("catch_types", ArrayAttr.class).region("body").variadicRegion("handlers")
             .traits(Trait.REGION_BRANCH, Trait.NO_REGION_ARGUMENTS)
             .verifier(o -> {
                 ArrayAttr a = o.attr("catch_types", ArrayAttr.class);
                 if (a.elements().size() != o.numRegions() - 1)
                     throw new VerifyException(o, "has " + a.elements().size() + " catch types for " + (o.numRegions() - 1) + " handlers");
                 for (Attribute t : a.elements())
                     if (!(t instanceof SymbolRefAttr) && !(t instanceof StringAttr s && (s.value().equals("all") || s.value().equals("cleanup"))))
                         throw new VerifyException(o, "catch type must be a type_info symbol, \"all\" or \"cleanup\"");
             });
        /** The handler kinds: a type_info symbol, "all" or "cleanup" (one per handler region). */
        public List<Attribute> catchTypes() { return op.attr("catch_types", ArrayAttr.class).elements(); }
    }

    // catch (T e)  ->  %p = cir.catch_param : !cir.ptr<T>   (the adjusted exception object, from __cxa_begin_catch)
    public record CatchParamOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.catch_param").summary("the caught exception object")
             .result("param", PTR)
             .parents("cir.try")
             .format("`:` type($param) attr-dict");
    }

    // throw e  ->  cir.throw %e : !cir.ptr<T> {type_info = @_ZTI1T, dtor = @_ZN1TD1Ev};  throw;  ->  cir.throw
    public record ThrowOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.throw").summary("throw (with an exception object) or rethrow")
             .optionalOperand("exception_ptr", PTR).optionalAttr("type_info", SymbolRefAttr.class).optionalAttr("dtor", SymbolRefAttr.class)
             .format("($exception_ptr^ `:` type($exception_ptr))? attr-dict")
             .verifier(o -> {
                 if ((o.numOperands() > 0) != o.hasAttr("type_info"))
                     throw new VerifyException(o, "needs both an exception object and its type_info, or neither (rethrow)");
             });
    }

    // end of a cleanup handler: cir.resume;  after flattening: cir.resume %exn, %sel : !cir.ptr<!void>, !u32i
    public record ResumeOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.resume").summary("continue unwinding")
             .variadicOperand("args")
             .traits(Trait.TERMINATOR)
             .format("($args^ `:` type($args))? attr-dict");
    }

    // a call in a try body after flattening:
    //   %r = "cir.try_call"(%a)[^normal, ^unwind] {callee = @f} : (!s32i) -> !s32i
    public record TryCallOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.try_call").summary("a call that may unwind to a landing pad")
             .optionalAttr("callee", SymbolRefAttr.class)
             .variadicOperand("operands").optionalResult("result")
             .successor("normalDest").successor("unwindDest")
             .traits(Trait.TERMINATOR);
    }

    // first op of a landing pad:  %exn, %sel = "cir.eh.landingpad"() {clauses = [@_ZTIi, "all"], cleanup} : () -> (!cir.ptr<!void>, !u32i)
    public record EhLandingpadOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.eh.landingpad").summary("the in-flight exception and its selector")
             .attr("clauses", ArrayAttr.class).optionalAttr("cleanup", UnitAttr.class)
             .result("exn", PTR).result("sel");
    }

    // %id = cir.eh.typeid @_ZTIi : !u32i   (the selector value of a catch clause: llvm.eh.typeid.for)
    public record EhTypeidOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.eh.typeid").summary("selector value of a type_info")
             .attr("type_sym", SymbolRefAttr.class).result("type_id")
             .traits(Trait.PURE)
             .format("$type_sym `:` type($type_id) attr-dict");
    }
}
