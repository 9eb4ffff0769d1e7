package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.SemaArrayObjects.ArrayObject;
import jcirc.frontend.sema.SemaArrayObjects.Element;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.util.List;
import java.util.function.Consumer;

/**
 * Arrays of class objects in CIRGen (clang's {@code EmitCXXAggrConstructorCall} / {@code emitArrayDestroy}), as
 * Sema decided them ({@link jcirc.frontend.sema.SemaArrayObjects}): the explicitly initialized elements one by one,
 * every run of default-constructed elements and the destruction as structured {@code cir.loop}s over an index
 * (raised to {@code scf.while} like a C loop), the destruction last element first.
 */
final class CIRGenArrayObjects {
    private final CIRGenFunction cgf;

    CIRGenArrayObjects(CIRGenFunction cgf) { this.cgf = cgf; }

    private CIRGenBuilder b() { return cgf.b; }

    private Type sizeType() { return cgf.cir(CType.SIZE_T); }

    /** The address of the first innermost element of the array at {@code addr} (every dimension decayed). */
    Value firstElement(Value addr) {
        Value p = addr;
        while (p.type() instanceof CirTypes.PointerType pt && pt.pointee() instanceof CirTypes.ArrayType at)
            p = b().cast("array_to_ptrdecay", p, CirTypes.ptr(at.element()));
        return p;
    }

    // S a[4] = {1, {2, 3}};  ->  %p = cir.cast(array_to_ptrdecay, %a)
    //   cir.call @_ZN1SC1Ei(%p, 1); cir.call @_ZN1SC1Eii(cir.ptr_stride(%p, 1), 2, 3)
    //   cir.loop for (%i = 2; %i != 4; ++%i) { cir.call @_ZN1SC1Ev(cir.ptr_stride(%p, %i)) }
    /** Constructs the elements of {@code ao} at {@code first}; {@code count} is the number of elements (a size_t value). */
    void construct(Value first, Value count, ArrayObject ao) {
        guarded(first, ao.dtor(), () -> constructElements(first, count, ao));
    }

    /**
     * Runs {@code construct} (constructions of the elements at {@code first}, each followed by {@link #built}) so that
     * an element's constructor throwing destroys the elements built so far by {@code dtor}, last first ([except.ctor]):
     * <pre>
     * %done = cir.alloca !u64i ["arrayinit.done"]; each construction is followed by a store of its index + 1;
     * "cir.try"() ({ constructions }, { destruction loop over [0, %done); cir.resume }) {catch_types = ["cleanup"]}
     * </pre>
     */
    void guarded(Value first, Symbol dtor, Runnable construct) {
        if (dtor == null || !cgf.cleanups.exceptions()) { construct.run(); return; }
        Value saved = done;
        done = cgf.alloca(CType.SIZE_T, "arrayinit.done", false, 0);
        Value d = done;
        b().store(b().constInt(0, sizeType()), d);
        cgf.cleanups.pushScope(null);
        cgf.cleanups.addEhOnlyCode(() -> destroy(first, b().load(d), dtor));
        try {
            construct.run();
        } finally {
            done = saved;
        }
        cgf.cleanups.popScope();
    }

    /** The count of elements built so far, while an array with a destructor is being constructed (null otherwise). */
    private Value done;

    /** The element at {@code index} was built (inside {@link #guarded}). */
    void built(Value index) {
        if (done != null) b().store(b().binop("add", index, b().constInt(1, sizeType())), done);
    }

    private void constructElements(Value first, Value count, ArrayObject ao) {
        List<Element> ex = ao.explicit();
        int i = 0;
        while (i < ex.size()) {
            Element e = ex.get(i);
            if (e == null) {   // a run of value-initialized elements inside the list (a short inner list)
                int j = i;
                while (j < ex.size() && ex.get(j) == null) j++;
                defaultRange(first, b().constInt(i, sizeType()), b().constInt(j, sizeType()), ao);
                i = j;
                continue;
            }
            Value p = b().ptrStride(first, b().constInt(i, sizeType()));
            if (e.constructor() != null) cgf.expr.emitCallTo(e.constructor(), p, e.args().toArray(new IASTInitializerClause[0]), CType.VOID);
            else if (e.copyFrom() != null && cgf.temps.isClassPrvalue(e.copyFrom())) cgf.temps.full(() -> cgf.temps.emitInto(e.copyFrom(), p));   // {T(1)}: in place
            else if (e.copyFrom() != null) cgf.cxxClass.special.copyInto(p, e.copyFrom());
            built(b().constInt(i, sizeType()));
            i++;
        }
        if (ao.count() >= 0 && ex.size() >= ao.count()) return;
        defaultRange(first, b().constInt(ex.size(), sizeType()), count, ao);
    }

    /** Constructs the whole array at {@code addr} (a pointer to the array type). */
    void constructArray(Value addr, ArrayObject ao) {
        construct(firstElement(addr), b().constInt(ao.count(), sizeType()), ao);
    }

    // elements [from, to) by the default constructor, zeroed first when value-initialized (its default constructor not user-provided)
    private void defaultRange(Value first, Value from, Value to, ArrayObject ao) {
        if (ao.defaultCtor() == null && !ao.zeroRest()) return;
        forEach(from, to, i -> {
            Value p = b().ptrStride(first, i);
            // each element's construction is a full-expression: a default argument's temporary dies before the next element
            if (ao.zeroRest()) b().store(cgf.zero(cgf.cir(ao.element())), p);   // value-initialization: zeros, then the implicit constructor
            if (ao.defaultCtor() != null) cgf.temps.full(() -> cgf.expr.emitCallTo(ao.defaultCtor(), p, cgf.sema.cxx.special.defaultArguments(ao.defaultCtor()), CType.VOID));
            built(i);
        });
    }

    // ~: cir.loop while (%i != 0) { %i = %i - 1; cir.call @_ZN1SD1Ev(cir.ptr_stride(%p, %i)) }
    /** Destroys {@code count} elements at {@code first} by {@code dtor}, last first. */
    void destroy(Value first, Value count, Symbol dtor) {
        Type st = sizeType();
        Value idx = cgf.alloca(CType.SIZE_T, "arraydestroy.idx", false, 0);
        b().store(count, idx);
        Operation loop = CirOps.LoopOp.create(b(), CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "while"))).op();
        b().buildRegion(loop.region(0), () -> b().loopCondition(loop.region(0), b().cmp("ne", b().load(idx), b().constInt(0, st))));
        b().buildRegion(loop.region(1), () -> b().yield(null, List.of()));
        b().buildRegion(loop.region(2), () -> {
            Value i = b().binop("sub", b().load(idx), b().constInt(1, st));
            b().store(i, idx);
            callDestructor(dtor, b().ptrStride(first, i));
            b().yield(null, List.of());
        });
    }

    /** Destroys the whole array at {@code addr} (a pointer to the array type) of {@code ao}. */
    void destroyArray(Value addr, ArrayObject ao) {
        destroy(firstElement(addr), b().constInt(ao.count(), sizeType()), ao.dtor());
    }

    /** A local array: constructed now, destroyed (when its class has a destructor) on every exit of its block. */
    void local(Value addr, ArrayObject ao) {
        constructArray(addr, ao);
        if (ao.dtor() != null) cgf.cleanups.addCode(() -> destroyArray(addr, ao));
    }

    void callDestructor(Symbol dtor, Value p) {
        cgf.cgm.function(dtor, false);
        CirTypes.FuncType ft = cgf.cgm.functionType(dtor);
        Value arg = p.type().equals(ft.inputs().get(0)) ? p : b().cast("bitcast", p, ft.inputs().get(0));
        CirOps.CallOp.create(b(), jcirc.ir.BuiltinAttrs.sym(dtor.irName), List.of(arg), null);
    }

    private static int globalDtors;

    // S g[3];  ->  cir.func internal @__cxx_global_array_dtor(%unused: !cir.ptr<!void>) { destruction loop over @g }
    //   registered with __cxa_atexit by the global constructor (clang's name; g++ calls it __tcf_N)
    static Symbol globalDestructor(CIRGenModule cgm, Symbol global, ArrayObject ao) {
        CType.Function f = new CType.Function(CType.VOID, List.of(new CType.Pointer(CType.VOID)), false, true);
        String name = "__cxx_global_array_dtor";
        while (cgm.hasSymbol(name)) name = "__cxx_global_array_dtor." + (++globalDtors);
        Symbol fnSym = new Symbol(name, Symbol.Kind.FUNCTION, f, Symbol.Linkage.INTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
        CIRGenFunction cgf = new CIRGenFunction(cgm);
        Operation fn = cgm.function(fnSym, true);
        cgf.fnSym = fnSym;
        cgf.returnType = CType.VOID;
        cgf.abi = cgm.types.abi.lower(f, true);
        cgf.entry = fn.region(0).addBlock(new jcirc.ir.Block(new java.util.ArrayList<>(cgf.abi.type().inputs())));
        CIRGenBuilder b = cgf.b;
        var saved = b.save();
        b.setInsertionPointToEnd(cgf.entry);
        try {
            b.setLocation(jcirc.ir.Location.UNKNOWN);
            new CIRGenArrayObjects(cgf).destroyArray(cgf.addressOf(global), ao);
            b.ret(null);
        } finally {
            b.restore(saved);
        }
        return fnSym;
    }

    // for (%i = from; %i != to; ++%i) body(%i)  ->  cir.loop for (cond: %i != to) step (%i = %i + 1) body
    void forEach(Value from, Value to, Consumer<Value> body) {
        Type st = sizeType();
        Value idx = cgf.alloca(CType.SIZE_T, "arrayinit.idx", false, 0);
        b().store(from, idx);
        Operation loop = CirOps.LoopOp.create(b(), CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "for"))).op();
        b().buildRegion(loop.region(0), () -> b().loopCondition(loop.region(0), b().cmp("ne", b().load(idx), to)));
        b().buildRegion(loop.region(1), () -> {
            b().store(b().binop("add", b().load(idx), b().constInt(1, st)), idx);
            b().yield(null, List.of());
        });
        b().buildRegion(loop.region(2), () -> {
            body.accept(b().load(idx));
            b().yield(null, List.of());
        });
    }
}
