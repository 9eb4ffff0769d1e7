package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.SemaCXX;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;
import jcirc.dialect.cir.CirTypes;

import java.util.List;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * C++ classes in CIRGen (as clang's CGClass / CGCXX, docs/cxx.md): {@code this}, implicit member accesses,
 * the object argument of member calls, constructor calls of locals with their destructors pushed as cleanups,
 * and constructors' member initializers. Every decision is Sema's ({@link SemaCXX}); this class only emits.
 */
final class CIRGenClass {
    private final CIRGenFunction cgf;

    /** Special members of classes with members of class type, operator= calls (CIRGenSpecialMembers). */
    final CIRGenSpecialMembers special;

    /** Arrays of objects (CIRGenArrayObjects). */
    final CIRGenArrayObjects arrays;

    CIRGenClass(CIRGenFunction cgf) { this.cgf = cgf; this.special = new CIRGenSpecialMembers(cgf); this.arrays = new CIRGenArrayObjects(cgf); }

    private SemaCXX cxx() { return cgf.sema.cxx; }

    /** The objects whose aggregate initialization is being emitted, innermost first (CIRGenDecl.emitInit). */
    private final java.util.ArrayDeque<java.util.Map.Entry<RecordDef, Value>> aggregates = new java.util.ArrayDeque<>();

    void enterAggregate(CType.Record r, Value addr) { aggregates.push(java.util.Map.entry(r.def(), addr)); }

    void leaveAggregate() { aggregates.pop(); }

    /**
     * The 'this' a default member initializer used by an aggregate initialization names (B b = {1}; with int c = a + 1;):
     * the innermost object of its class being initialized; null elsewhere.
     */
    private Value aggregateThis(Symbol t) {
        if (t == null || aggregates.isEmpty() || cgf.locals.containsKey(t) || !(Types.unqual(t.type) instanceof CType.Pointer p)
                || !(Types.unqual(p.pointee()) instanceof CType.Record r)) return null;
        for (var e : aggregates) if (e.getKey() == r.def()) return e.getValue();
        return null;
    }

    // this  ->  %t = cir.load %this.addr : !cir.ptr<!cir.ptr<!ty_S>>, !cir.ptr<!ty_S>
    Value thisValue(IASTExpression e) {
        Symbol t = cxx().thisParam(e);
        if (aggregateThis(t) instanceof Value object) return object;
        // a default member initializer is analysed once and used by every constructor: its 'this' is the current one's
        if (!cgf.locals.containsKey(t) && cgf.sema.symbols.lookup("this") instanceof Symbol cur && cgf.locals.containsKey(cur)) t = cur;
        // ... also in the implicit default constructor of another instance of the same class template (Tab<double>'s,
        // the initializer analysed for Tab<int>'s): the 'this' of the function being emitted, never a global named this
        if (!cgf.locals.containsKey(t)) t = currentThis(t);
        return cgf.b.load(cgf.addressOf(t));
    }

    /** The function's own 'this' parameter or slot (the one local named this), else {@code t}. */
    private Symbol currentThis(Symbol t) {
        Symbol found = null;
        for (Symbol k : cgf.locals.keySet()) {
            if (!"this".equals(k.name)) continue;
            if (found != null) return t;   // more than one: not this rule's case
            found = k;
        }
        return found != null ? found : t;
    }

    // x in a member function (this->x)  ->  %t = cir.load %this.addr; %x = cir.struct_element_addr %t[i] "x"
    CIRGenExpr.LValue implicitMember(IASTIdExpression id) {
        Sema.MemberRef m = cxx().implicitMember(id);
        RecordDef def = ((CType.Record) m.recordType()).def();
        return cgf.expr.memberLValue(thisValue(id), Math.max(1, def.align()), m);
    }

    // r (a reference)  ->  %p = cir.load %r.addr : !cir.ptr<!cir.ptr<T>>, !cir.ptr<T>; the object is at %p
    CIRGenExpr.LValue referenceLValue(Symbol s) {
        return new CIRGenExpr.LValue(cgf.b.load(cgf.addressOf(s)), Types.pointee(s.type));
    }

    // a reference bound to e: an lvalue's address (&e), or the address of a temporary holding e's value
    //   const int &r = 1 + 2  ->  %t = cir.alloca !s32i ["ref.tmp"]; cir.store %v, %t; (%t is bound)
    Value bindReference(IASTExpression e) { return bindReference(e, false); }

    /** Binds a reference to {@code e}; {@code extendLifetime}: a local reference, whose temporary lives to the end of its block. */
    Value bindReference(IASTExpression e, boolean extendLifetime) {
        SemaCXX.Binding bd = cxx().binding(e);
        Value addr;
        if (cgf.sema.cxx.conversions.bindsReferenceResult(e)) {   // const P &r = e;  with E::operator const P &(): the address it returns
            addr = cgf.operators.referenceResult(e);
            jcirc.ir.Type want = jcirc.dialect.cir.CirTypes.ptr(cgf.cir(bd.type()));
            if (addr.type().equals(want)) return addr;
            Value base = cgf.inheritance.adjust(addr, cgf.sema.cxx.conversions.conversion(e).result(), bd.type(), true);   // a derived object's base
            return base != null ? base : cgf.b.cast("bitcast", addr, want);
        }
        if (extendLifetime && partOfTemporary(e, bd)) {
            addr = cgf.temps.bindExtending(e, () -> cgf.expr.emitLValue(e).addr());   // const int &r = S().m: S lives as long as r
        } else if (!bd.temporary()) {
            addr = cgf.expr.emitLValue(e).addr();
        } else if (Types.isRecord(bd.type()) && cgf.sema.cxx.conversions.conversion(e) != null) {
            addr = cgf.operators.convertedObject(e, extendLifetime);   // const A &r = 1: a temporary A(1)
        } else if (Types.isRecord(bd.type()) && extendLifetime && constructingCastOperand(e) instanceof IASTExpression op) {
            addr = cgf.operators.convertedObject(op, true);   // const A &r = (A)1, static_cast<A>(1): A(1) lives as long as r
        } else if (Types.isRecord(bd.type()) && extendLifetime && cgf.temps.isClassPrvalue(e)) {
            addr = cgf.temps.materialize(e, true);   // const S &r = S(1);  the temporary lives as long as r
        } else if (Types.isRecord(bd.type())) {
            addr = cgf.expr.emitLValue(e).addr();   // a class rvalue is materialized in memory
        } else {
            addr = cgf.alloca(bd.type(), "ref.tmp", true, 0);
            cgf.b.store(cgf.expr.emitConverted(e, bd.type()), addr);
        }
        jcirc.ir.Type want = jcirc.dialect.cir.CirTypes.ptr(cgf.cir(bd.type()));
        if (addr.type().equals(want)) return addr;
        Value base = cgf.inheritance.adjust(addr, cgf.sema.typeOf(e), bd.type(), true);   // a derived object bound to a base reference
        return base != null ? base : cgf.b.cast("bitcast", addr, want);
    }

    /** The operand of a cast to a class type ({@code (A)1}, {@code static_cast<A>(1)}) that a converting constructor turns into the class prvalue, or null. */
    private IASTExpression constructingCastOperand(IASTExpression e) {
        if (!(jcirc.frontend.sema.SemaTemporaries.stripped(e) instanceof org.eclipse.cdt.core.dom.ast.IASTCastExpression c) || cgf.sema.cxx.temps.castsToReference(c)) return null;
        IASTExpression op = c.getOperand();
        return cgf.sema.cxx.conversions.conversion(op) instanceof jcirc.frontend.sema.SemaConversions.UserConversion uc && uc.constructor()
                && Types.compatibleUnqual(uc.result(), Types.unqual(cgf.sema.typeOf(e))) ? op : null;
    }

    /** Does a reference bound to {@code e} designate a subobject of a class prvalue's temporary, or that temporary through a cast? */
    private boolean partOfTemporary(IASTExpression e, SemaCXX.Binding bd) {
        IASTExpression root = cgf.sema.cxx.temps.extendedTemporary(e);
        if (root == null || cgf.sema.cxx.conversions.conversion(e) != null) return false;
        if (!bd.temporary()) return true;
        CType t = Types.unqual(cgf.sema.typeOf(e));
        return root != jcirc.frontend.sema.SemaTemporaries.stripped(e) && (Types.compatibleUnqual(t, Types.unqual(bd.type())) || Types.isRecord(t));
    }

    // T &r = e;  ->  %r = cir.alloca !cir.ptr<T> ["r", init]; cir.store <bound address>, %r
    Value bindLocalReference(Symbol s, IASTDeclarator d) {
        Value slot = cgf.alloca(s.type, s.name, true, s.alignAttr);
        if (d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression e
                && cxx().binding(e) != null)
            cgf.temps.full(d, () -> cgf.b.store(bindReference(e, true), slot));
        return slot;
    }

    private Value callLibrary(Symbol fn, List<Value> args, jcirc.ir.Type result) {
        cgf.cgm.function(fn, false);
        var op = CirOps.CallOp.create(cgf.b, jcirc.ir.BuiltinAttrs.sym(fn.irName != null ? fn.irName : fn.name), args, result);
        return result == null ? null : op.result();
    }

    // new S(a)   ->  %m = cir.call @_Znwm(sizeof S) : !cir.ptr<!void>; %p = cir.cast(bitcast, %m); cir.call @_ZN1SC1Ei(%p, %a)
    // new int[n] ->  %m = cir.call @_Znam(n * 4)    new (q) T(v) -> q, then the constructor or a store of v
    Value emitNew(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression e) {
        SemaCXX.NewExpr n = cxx().newExpr(e);
        jcirc.ir.Type voidPtr = CirTypes.ptr(CirTypes.VOID), elemPtr = CirTypes.ptr(cgf.cir(n.type()));
        Value mem;
        if (n.array() != null) return newArray(e, n);
        Value count = n.count() == null ? null : cgf.expr.emitConverted(n.count(), CType.SIZE_T);
        if (n.placement() != null) {
            mem = cgf.expr.emitConverted(n.placement(), new CType.Pointer(CType.VOID));
        } else {
            jcirc.ir.Type sz = cgf.cir(CType.SIZE_T);
            Value size = cgf.b.constInt(Math.max(1, Types.sizeOf(n.type())), sz);
            if (count != null) size = cgf.b.binop("mul", count, size);
            if (count != null && n.cookie() > 0) size = cgf.b.binop("add", size, cgf.b.constInt(n.cookie(), sz));
            mem = callLibrary(n.allocator(), List.of(size), voidPtr);
        }
        Value first = count != null && n.cookie() > 0 ? storeCookie(mem, count, n.cookie()) : mem;   // new A[n] of a sized operator delete[]
        Value p = first.type().equals(elemPtr) ? first : cgf.b.cast("bitcast", first, elemPtr);
        Runnable init = () -> {
            if (count != null && n.zeroInit()) initScalarArray(p, count, n);
            else if (n.constructor() != null) {
                if (n.zeroInit()) cgf.decl.zeroObject(p, n.type());   // new V(): zeros, then V's implicit constructor (value-initialization)
                cgf.expr.emitCallTo(n.constructor(), p, n.args().toArray(new IASTInitializerClause[0]), CType.VOID);
            }
            else if (cxx().newAggregate(e) instanceof jcirc.frontend.sema.InitTree tree) cgf.decl.emitInit(p, n.type(), tree);   // new P{1, 2}
            else if (n.value() != null) cgf.b.store(cgf.expr.emitConverted(n.value(), Types.unqual(n.type())), p);
            else if (n.zeroInit()) cgf.b.store(cgf.zero(cgf.cir(n.type())), p);
        };
        if (n.placement() == null && !nullChecked(n)) { freedOnUnwind(e, mem, null, init); return p; }
        if (n.placement() == null) {   // a non-throwing operator new (or -fcheck-new): a null result is not initialized
            var op = CirOps.IfOp.create(cgf.b, cgf.b.cmp("ne", p, cgf.b.constNull(p.type()))).op();
            cgf.b.buildRegion(op.region(0), () -> { freedOnUnwind(e, mem, null, init); cgf.b.yield(null, List.of()); });
            return p;
        }
        if (n.constructor() == null && n.value() == null && !n.zeroInit()) { init.run(); return p; }
        // placement new: the placement operator new is non-throwing, so a null result skips the initialization ([expr.new])
        var op = CirOps.IfOp.create(cgf.b, cgf.b.cmp("ne", p, cgf.b.constNull(p.type()))).op();
        cgf.b.buildRegion(op.region(0), () -> { init.run(); cgf.b.yield(null, List.of()); });
        return p;
    }

    // new int[n]{a, b}  ->  cir.store %a, %p; cir.store %b, cir.ptr_stride(%p, 1);
    //   cir.if (n > 2) { cir.call @memset(cir.ptr_stride(%p, 2), 0, (n - 2) * 4) }   (new int[n](): all of it zeroed)
    private void initScalarArray(Value p, Value count, SemaCXX.NewExpr n) {
        jcirc.ir.Type sz = cgf.cir(CType.SIZE_T);
        CType t = Types.unqual(n.type());
        int k = n.args().size();
        for (int i = 0; i < k; i++) {
            Value v = cgf.expr.emitConverted(n.args().get(i), t);
            cgf.b.store(v, i == 0 ? p : cgf.b.ptrStride(p, cgf.b.constInt(i, sz)));
        }
        Value given = cgf.b.constInt(k, sz);
        Runnable rest = () -> {
            Value bytes = cgf.b.binop("mul", cgf.b.binop("sub", count, given), cgf.b.constInt(Math.max(1, Types.sizeOf(t)), sz));
            cgf.decl.memsetZero(k == 0 ? p : cgf.b.ptrStride(p, given), bytes);
        };
        if (k == 0) { rest.run(); return; }
        var op = CirOps.IfOp.create(cgf.b, cgf.b.cmp("gt", count, given)).op();
        cgf.b.buildRegion(op.region(0), () -> { rest.run(); cgf.b.yield(null, List.of()); });
    }

    // new S[n]  ->  %m = cir.call @_Znam(n * sizeof(S) + 8); *(size_t *)%m = n; %p = %m + 8 (the cookie, when S has a
    //   destructor); cir.loop for (%i != n) { cir.call @_ZN1SC1Ev(cir.ptr_stride(%p, %i)) }   (new S[n]{a, b}: a, b first)
    private Value newArray(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression e, SemaCXX.NewExpr n) {
        jcirc.ir.Type sz = cgf.cir(CType.SIZE_T), bytePtr = CirTypes.ptr(cgf.cir(CType.CHAR)), elemPtr = CirTypes.ptr(cgf.cir(n.type()));
        Value count = cgf.expr.emitConverted(n.count(), CType.SIZE_T);
        Value mem;
        if (n.placement() != null) {
            mem = cgf.expr.emitConverted(n.placement(), new CType.Pointer(CType.VOID));
        } else {
            Value size = cgf.b.binop("mul", count, cgf.b.constInt(Math.max(1, Types.sizeOf(n.type())), sz));
            if (n.cookie() > 0) size = cgf.b.binop("add", size, cgf.b.constInt(n.cookie(), sz));
            mem = callAllocation(n.allocator(), size);
            if (nullChecked(n)) {
                // a non-throwing operator new[] (or -fcheck-new): null is the result, without a cookie or elements
                Value result = cgf.alloca(new CType.Pointer(n.type()), "new.result", false, 0);
                cgf.b.store(cgf.b.constNull(elemPtr), result);
                var op = CirOps.IfOp.create(cgf.b, cgf.b.cmp("ne", mem, cgf.b.constNull(mem.type()))).op();
                cgf.b.buildRegion(op.region(0), () -> { cgf.b.store(arrayElements(e, n, mem, count), result); cgf.b.yield(null, List.of()); });
                return cgf.b.load(result);
            }
        }
        return arrayElements(e, n, mem, count);
    }

    /** Does the new-expression check its allocation's result for null (a non-throwing allocation function, or -fcheck-new)? */
    private boolean nullChecked(SemaCXX.NewExpr n) {
        return n.allocator() != null && (n.allocator().nothrow || cxx().checkNew);
    }

    // the cookie and the elements of new S[n] in the memory at mem
    private Value arrayElements(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression e, SemaCXX.NewExpr n, Value mem, Value count) {
        jcirc.ir.Type elemPtr = CirTypes.ptr(cgf.cir(n.type()));
        Value p = n.cookie() > 0 ? storeCookie(mem, count, n.cookie()) : mem;
        Value elems = p.type().equals(elemPtr) ? p : cgf.b.cast("bitcast", p, elemPtr);
        if (n.array().constructs()) freedOnUnwind(e, mem, count, () -> arrays.construct(elems, count, n.array()));
        return elems;
    }

    // Itanium C++ ABI 2.7: the element count in the size_t right before the first element, which is cookie bytes on
    //   %first = cir.ptr_stride(%m, cookie); %c = cir.ptr_stride(%m, cookie - 8); cir.store %n, %c
    private Value storeCookie(Value mem, Value count, long cookie) {
        jcirc.ir.Type sz = cgf.cir(CType.SIZE_T), bytePtr = CirTypes.ptr(cgf.cir(CType.CHAR));
        Value bytes = cgf.b.cast("bitcast", mem, bytePtr);
        Value first = cgf.b.ptrStride(bytes, cgf.b.constInt(cookie, sz));
        Value countSlot = cgf.b.ptrStride(bytes, cgf.b.constInt(cookie - 8, sz));
        cgf.b.store(count, cgf.b.cast("bitcast", countSlot, CirTypes.ptr(sz)));
        return first;
    }

    // new S(a) when S(a) throws:  "cir.try"() ({ cir.call @_ZN1SC1Ei(%p, %a) }, { cir.call @_ZdlPvm(%m, sizeof S); cir.resume })
    //   {catch_types = ["cleanup"]}: the memory goes back to the operator delete matching the operator new
    private void freedOnUnwind(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression e, Value mem, Value count, Runnable init) {
        SemaCXX.DeleteExpr d = cxx().exceptions.newCleanup(e);
        if (d == null || !cgf.cleanups.exceptions()) { init.run(); return; }
        cgf.cleanups.pushScope(null);
        cgf.cleanups.addEhOnlyCode(() -> deallocate(d, mem, d.cookie() > 0 || (count != null && d.sized()) ? count : null));
        init.run();
        cgf.cleanups.popScope();
    }

    // operator new (the library's _Znwm/_Znam, a replacement, or S::operator new)
    private Value callAllocation(Symbol alloc, Value size) {
        return callLibrary(alloc, List.of(size), CirTypes.ptr(CirTypes.VOID));
    }

    // delete p    ->  cir.if (p != null) { cir.call @_ZN1SD1Ev(%p); cir.call @_ZdlPvm(%p, sizeof(S)) }
    // delete[] p  ->  cir.if (p != null) { %n = *(size_t *)(p - 8); reverse loop of @_ZN1SD1Ev; cir.call @_ZdaPvm(p - 8, n * sizeof(S) + 8) }
    //   (without a destructor: cir.call @_ZdaPv(%p), no cookie)
    void emitDelete(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeleteExpression e) {
        SemaCXX.DeleteExpr d = cxx().deleteExpr(e);
        Value p = cgf.expr.emitRValue(e.getOperand());
        int slot = d.virtualSlot();
        if (slot >= 0) {   // a virtual destructor: the dynamic type's deleting destructor (D0) frees the object
            Value nonNull = cgf.b.cmp("ne", p, cgf.b.constNull(p.type()));
            var op = CirOps.IfOp.create(cgf.b, nonNull).op();
            cgf.b.buildRegion(op.region(0), () -> {
                Value fp = cgf.cgm.vtables.virtualFunction(cgf, p, slot, d.destructor());
                cgf.expr.emitIndirectCall(d.destructor(), fp, p, new IASTInitializerClause[0], CType.VOID);
                cgf.b.yield(null, List.of());
            });
            return;
        }
        if (d.destructor() == null && d.cookie() == 0) {   // operator delete accepts a null pointer
            deallocate(d, p, null);
            return;
        }
        Value nonNull = cgf.b.cmp("ne", p, cgf.b.constNull(p.type()));
        var op = CirOps.IfOp.create(cgf.b, nonNull).op();
        cgf.b.buildRegion(op.region(0), () -> {
            if (d.cookie() > 0) {
                jcirc.ir.Type sz = cgf.cir(CType.SIZE_T), bytePtr = CirTypes.ptr(cgf.cir(CType.CHAR));
                Value bytes = cgf.b.cast("bitcast", p, bytePtr);
                Value cookie = cgf.b.ptrStride(bytes, cgf.b.constInt(-d.cookie(), cgf.cir(CType.LONG)));
                Value countSlot = cgf.b.ptrStride(bytes, cgf.b.constInt(-8, cgf.cir(CType.LONG)));
                Value count = cgf.b.load(cgf.b.cast("bitcast", countSlot, CirTypes.ptr(sz)));
                if (d.destructor() != null) arrays.destroy(p, count, d.destructor());
                deallocate(d, cookie, count);
            } else {
                callLibrary(d.destructor(), List.of(p), null);
                deallocate(d, p, null);
            }
            cgf.b.yield(null, List.of());
        });
    }

    // cir.call @_ZdlPvm(%p, size) (sized) or @_ZdlPv(%p); an array's size is count * element size + cookie
    private void deallocate(SemaCXX.DeleteExpr d, Value p, Value count) {
        Value vp = p.type().equals(CirTypes.ptr(CirTypes.VOID)) ? p : cgf.b.cast("bitcast", p, CirTypes.ptr(CirTypes.VOID));
        if (!d.sized()) { callLibrary(d.deallocator(), List.of(vp), null); return; }
        jcirc.ir.Type sz = cgf.cir(CType.SIZE_T);
        Value size = cgf.b.constInt(d.size(), sz);
        if (count != null) size = cgf.b.binop("add", cgf.b.binop("mul", count, size), cgf.b.constInt(d.cookie(), sz));
        callLibrary(d.deallocator(), List.of(vp, size), null);
    }

    // obj.f(a) -> &obj (the lvalue's address);  p->f(a) -> p;  f(a) in a member -> this
    Value objectArgument(SemaCXX.MemberCall mc) {
        Value obj;
        CType objType;
        if (mc.object() == null && aggregateThis(mc.thisParam()) instanceof Value object) { obj = object; objType = Types.pointee(Types.unqual(mc.thisParam().type)); }
        else if (mc.object() == null) { obj = cgf.b.load(cgf.addressOf(mc.thisParam())); objType = Types.pointee(Types.unqual(mc.thisParam().type)); }
        else if (mc.arrow() && mc.object().getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference fr && cgf.sema.cxx.overload.arrow(fr) != null) {
            obj = cgf.operators.arrowBase(fr);   // p->f() through operator->
            objType = Types.pointee(cgf.sema.cxx.overload.arrowType(fr));
        }
        else if (mc.arrow()) { obj = cgf.expr.emitRValue(mc.object()); objType = Types.pointee(cgf.sema.rvalueType(mc.object())); }
        else { obj = cgf.expr.emitLValue(mc.object()).addr(); objType = cgf.sema.typeOf(mc.object()); }
        // an inherited member function: its 'this' is the base subobject
        if (Types.unqual(mc.callee().type) instanceof CType.Function f && !f.params().isEmpty()) {
            Value base = cgf.inheritance.adjust(obj, objType, Types.pointee(f.params().get(0)), true);
            if (base != null) return base;
        }
        return obj;
    }

    // S s(a, b);  ->  %s = cir.alloca !ty_S; cir.call @_ZN1SC1Eii(%s, %a, %b)
    //   and, when S has a destructor, cir.call @_ZN1SD1Ev(%s) on every exit of the block (CIRGenCleanups)
    void constructLocal(IASTDeclarator d, Value addr, boolean nrvo) {
        if (cxx().arrays.get(d) instanceof jcirc.frontend.sema.SemaArrayObjects.ArrayObject ao) { arrays.local(addr, ao); return; }   // S a[3];
        SemaCXX.Construction c = cxx().construction(d);
        if (c != null && c.constructor() == null) cgf.temps.full(d, () -> special.copyInto(addr, c.args().get(0)));   // S b(a); trivial copy
        else if (c != null) {
            if (cxx().valueInit.zeroesFirst(d)) cgf.decl.zeroObject(addr, Types.pointee(((CType.Function) Types.unqual(c.constructor().type)).params().get(0)));   // W w{};: zeros, then W's implicit constructor
            cgf.temps.full(d, () -> cgf.expr.emitCallTo(c.constructor(), addr, c.args().toArray(new IASTInitializerClause[0]), CType.VOID));
        }
        Symbol dtor = cxx().destructor(d);
        if (dtor != null && !nrvo) cgf.cleanups.addDestructor(addr, dtor);   // the named return value is the caller's to destroy
    }

    /**
     * C++ constructors with exceptions on: a cleanup scope around the initializers and the body, holding EH-only cleanups
     * of the bases and members built so far ([except.ctor]; left after the body).
     */
    boolean openConstructorScope(IASTFunctionDefinition fd) {
        if (cxx() == null || !cgf.cleanups.exceptions()
                || !(jcirc.frontend.sema.Sema.innermostName(fd.getDeclarator()) instanceof org.eclipse.cdt.core.dom.ast.IASTName fn
                     && fn.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor)) return false;
        cgf.cleanups.pushScope(null);
        return true;
    }

    /** {@code init} (a base or member initializer) built the subobject at {@code addr}: destroyed if a later one or the body throws. */
    private void builtSubobject(Object init, Value addr, CType type) {
        Symbol d = cxx().exceptions.unwindDestructor(init);
        if (d != null) destroyedOnUnwind(addr, type, d, false);
    }

    /**
     * The subobject at {@code addr} (of {@code type}, null: not an array) is destroyed by {@code d} (per element, last first)
     * when an exception leaves the innermost block ({@code aggregate}: the aggregate initialization being emitted).
     */
    void destroyedOnUnwind(Value addr, CType type, Symbol d, boolean aggregate) {
        cgf.cgm.function(d, false);
        if (type != null && Types.isArray(type)) {
            Value first = arrays.firstElement(addr);
            long n = jcirc.frontend.sema.SemaArrayObjects.flatCount(type);
            Runnable destroy = () -> arrays.destroy(first, cgf.b.constInt(n, cgf.cir(CType.SIZE_T)), d);
            if (aggregate) cgf.cleanups.guardCode(destroy); else cgf.cleanups.addEhOnlyCode(destroy);
        } else if (aggregate) {
            cgf.cleanups.guardDestructor(addr, d);
        } else {
            cgf.cleanups.addEhOnlyDestructor(addr, d);
        }
    }

    /**
     * A member of an aggregate initialized as by a mem-initializer (SemaAggregates), then, with {@code dtor}, destroyed if
     * the rest of the aggregate's initialization throws (CIRGenDecl.emitInit).
     */
    void aggregateMember(Value self, SemaCXX.MemberInit mi, Symbol dtor) {
        memberInitOnly(self, mi, true);
        if (dtor == null) return;
        RecordDef def = ((CType.Record) mi.member().recordType()).def();
        destroyedOnUnwind(cgf.expr.memberLValue(self, Math.max(1, def.align()), mi.member()).addr(), mi.member().type(), dtor, true);
    }

    // S(int a) : x(a), y() { body }  ->  this->x = a; this->y = 0; (in the members' order) before the body
    void memberInitializers(IASTFunctionDefinition fd) {
        if (cxx() == null) return;
        baseSubobjects(fd);
        Symbol thisSym = cgf.sema.symbols.lookup("this");
        if (thisSym == null) return;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod special = jcirc.frontend.sema.Sema.innermostName(fd.getDeclarator()) instanceof org.eclipse.cdt.core.dom.ast.IASTName fn
                && fn.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m
                && (m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor || m.isDestructor()) ? m : null;
        if (special == null) return;   // only constructors and destructors initialize anything here
        Value self = cgf.b.load(cgf.addressOf(thisSym));   // loaded once for the vptrs, the delegation and the members
        // a dynamic class's constructor or destructor: its vptrs after the bases (CIRGenVTables)
        CIRGenVTables.initVPtrs(cgf, self, special.getClassOwner());
        if (cxx().initializers.delegation(fd) instanceof jcirc.frontend.sema.SemaInitializers.Delegation dl) {
            // S() : S(0) {}  ->  cir.call @_ZN1SC1Ei(%this, 0)
            cgf.expr.emitCallTo(dl.target(), self, dl.args().toArray(new IASTInitializerClause[0]), CType.VOID);
            builtSubobject(fd, self, null);   // the object is complete: the body throwing destroys it
            return;
        }
        for (SemaCXX.MemberInit mi : cxx().memberInits(fd)) memberInit(self, mi);
    }

    // one member initializer of the object at self: a scalar's value (or zero), or a constructor call (per element for arrays)
    void memberInit(Value self, SemaCXX.MemberInit mi) {
        memberInitOnly(self, mi);
        if (cxx().exceptions.unwindDestructor(mi) != null) {
            RecordDef def = ((CType.Record) mi.member().recordType()).def();
            builtSubobject(mi, cgf.expr.memberLValue(self, Math.max(1, def.align()), mi.member()).addr(), mi.member().type());
        }
    }

    private void memberInitOnly(Value self, SemaCXX.MemberInit mi) { memberInitOnly(self, mi, false); }

    /**
     * {@code aggregate}: a member of an aggregate initialization, whose initializer is no full-expression of its own
     * ([intro.execution]/5: its temporaries live to the end of the enclosing one, {@code f(Pair{M{3}, g(T())})}); a
     * mem-initializer or default member initializer of a constructor is one.
     */
    private void memberInitOnly(Value self, SemaCXX.MemberInit mi, boolean aggregate) {
        if (cxx().exceptions.isBuiltTrivially(mi)) return;   // A a; with A() trivial, ~A() not: only its EH cleanup
        {
            RecordDef def = ((CType.Record) mi.member().recordType()).def();
            CIRGenExpr.LValue lv = cgf.expr.memberLValue(self, Math.max(1, def.align()), mi.member());
            if (mi.constructor() != null && cxx().valueInit.zeroesFirst(mi.at())) cgf.decl.zeroObject(lv.addr(), mi.member().type());   // m(): zeros first
            if (cxx().initializers.memberArray(mi) instanceof jcirc.frontend.sema.SemaArrayObjects.ArrayObject ao) {   // T t[2] = {T(1), 2};
                arrays.constructArray(lv.addr(), ao);
                return;
            }
            if (mi.tree() != null) {   // int d[4] = {1, 2, 3}; Bx b{2.5};  ->  as C's initializer of the member
                full(aggregate, mi.at(), () -> cgf.decl.emitInit(lv.addr(), mi.member().type(), mi.tree()));
                return;
            }
            if (mi.constructor() != null && Types.isArray(mi.member().type())) {   // M a[3]: the default constructor per element
                Value first = arrays.firstElement(lv.addr());
                jcirc.ir.Type st = cgf.cir(CType.SIZE_T);
                arrays.guarded(first, cxx().exceptions.unwindDestructor(mi), () ->
                        arrays.forEach(cgf.b.constInt(0, st), cgf.b.constInt(jcirc.frontend.sema.SemaArrayObjects.flatCount(mi.member().type()), st), i -> {
                            cgf.temps.full(() -> cgf.expr.emitCallTo(mi.constructor(), cgf.b.ptrStride(first, i), cxx().special.defaultArguments(mi.constructor()), CType.VOID));
                            arrays.built(i);
                        }));
                return;
            }
            if (mi.constructor() != null) {   // m(a, b) of class type  ->  cir.call @_ZN1MC1Eii(&this->m, %a, %b)
                full(aggregate, mi.at(), () -> cgf.expr.emitCallTo(mi.constructor(), lv.addr(), mi.args().isEmpty() ? cxx().special.defaultArguments(mi.constructor())
                        : mi.args().toArray(new IASTInitializerClause[0]), CType.VOID));
                return;
            }
            if (mi.value() != null && jcirc.frontend.sema.SemaReferenceMembers.isSlot(mi.member())) {
                // r(x), int &r = g;, S s{x}:  cir.store <bound address>, %field (a temporary of S s{1} lives as long as s)
                full(aggregate, mi.at(), () -> cgf.expr.storeScalar(bindReference(mi.value(), true), lv));
                return;
            }
            CType t = Types.unqual(mi.member().type());
            if (Types.isRecord(t) && mi.value() != null && cgf.temps.isClassPrvalue(mi.value())) {   // m(S(1)): built in place
                full(aggregate, mi.at(), () -> cgf.temps.emitInto(mi.value(), lv.addr()));
                return;
            }
            full(aggregate, null, () -> {
                Value v = mi.value() == null ? cgf.zero(cgf.cir(t)) : cgf.expr.emitConverted(mi.value(), t);
                cgf.expr.storeScalar(v, lv);
            });
        }
    }

    /** {@code body} as the full-expression {@code at} (null: no EH region of its own), or in the enclosing one (an aggregate's member). */
    private void full(boolean aggregate, org.eclipse.cdt.core.dom.ast.IASTNode at, Runnable body) {
        if (aggregate && cgf.temps.inFull()) body.run();
        else if (at != null) cgf.temps.full(at, body);
        else cgf.temps.full(body);
    }

    // B(int v) : A(v) { }  ->  %a = cir.base_class_addr(%this) {offset = 0}; cir.call @_ZN1AC2Ei(%a, %v) before the members
    // ~B() { }            ->  cir.call @_ZN1AD2Ev(%a) after the body (a cleanup of the function: also on return)
    // and the base-object variant: cir.func @_ZN1BC2Ei(...) alias(@_ZN1BC1Ei)
    private void baseSubobjects(IASTFunctionDefinition fd) {
        jcirc.frontend.sema.SemaCXXBases bases = cxx().bases;
        Symbol variant = bases.baseVariant(fd);
        if (variant != null && variant.vttParam && cgf.sema.symbols.lookup("this") != null) {
            // a class with virtual bases: C1/C2 (D1/D2) differ (CIRGenVirtualBases)
            Value self = cgf.b.load(cgf.addressOf(cgf.sema.symbols.lookup("this")));
            CIRGenVirtualBases.baseSubobjects(cgf, fd, self, cgf.sema.cxx.virtuals.classOf(
                    jcirc.frontend.cxx.CxxInheritance.record(Types.pointee(Types.unqual(cgf.sema.symbols.lookup("this").type)))));
            return;
        }
        if (variant != null && cgf.sema.symbols.lookup("this") != null) {
            Symbol self = cgf.fnSym;
            if (self != null && !variant.name.equals(self.irName)) {
                variant.gnu.alias = self.irName;
                variant.linkOnceOdr = self.linkOnceOdr;
                variant.weakOdr = self.weakOdr;   // template class A<int>;  C2/D2 as C1/D1 (weak_odr)
                if (self.linkage == Symbol.Linkage.INTERNAL) variant.linkage = Symbol.Linkage.INTERNAL;   // a local class's C2/D2 (g++: t)
                variant.defined = true;
                cgf.cgm.function(variant, true);
            }
        }
        if (bases.baseInits(fd).isEmpty() && bases.baseDestructors(fd).isEmpty()) return;
        Value self = cgf.b.load(cgf.addressOf(cgf.sema.symbols.lookup("this")));
        for (jcirc.frontend.sema.SemaCXXBases.BaseInit bi : bases.baseInits(fd)) {
            Value dst = cgf.inheritance.toBase(self, List.of(bi.base()), true);
            if (bi.zeroFirst()) zeroBase(dst, bi.base());   // : A() value-initializes: zeros, then A's implicit constructor
            if (cxx().exceptions.isBuiltTrivially(bi)) { builtSubobject(bi, dst, null); continue; }   // A(): trivial, ~A(): not
            if (bi.tree() != null) {   // : A{1, 2} of an aggregate A: as C's initializer of the subobject
                cgf.temps.full(() -> cgf.decl.emitInit(dst, new CType.Record(bi.base().def()), bi.tree()));
                continue;
            }
            if (bi.function() == null && bi.args().isEmpty()) continue;
            if (bi.function() == null) {   // : A(o) with A trivially copyable: the bytes of o's A subobject
                jcirc.dialect.cir.CirOps.CopyOp.create(cgf.b, bindReference(bi.args().get(0)), dst);
                continue;
            }
            cgf.expr.emitCallTo(bi.function(), dst, bi.args().toArray(new IASTInitializerClause[0]), CType.VOID);
            builtSubobject(bi, dst, null);
        }
        if (bases.baseDestructors(fd).isEmpty()) return;
        cgf.cleanups.pushScope(null);   // the function's own scope: left after the body (afterBody) or by a return
        baseCleanupScopes.add(fd);
        for (jcirc.frontend.sema.SemaCXXBases.BaseInit bd : bases.baseDestructors(fd).reversed())   // the last pushed runs first
            cgf.cleanups.addDestructor(cgf.inheritance.toBase(self, List.of(bd.base()), true), bd.function());
    }

    // B() : A() {} of an A whose default constructor is not user-provided (value-initialization): the A subobject's own
    //   bytes zeroed first, cir.call @memset(%a, 0, <A's data size>) (not its tail padding, where B's members may live)
    void zeroBase(Value addr, RecordDef.Base base) {
        long bytes = Math.min(base.def().dataSize(), base.def().nvSize());
        if (bytes > 0) cgf.decl.memsetZero(addr, cgf.b.constInt(bytes, cgf.cir(CType.SIZE_T)));
    }

    private final java.util.Set<IASTFunctionDefinition> baseCleanupScopes = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /** CIRGenVirtualBases: the base destructors' cleanup scope of {@code fd} (left by afterBody). */
    void markBaseCleanupScope(IASTFunctionDefinition fd) { baseCleanupScopes.add(fd); }

    /** After a function's body: a destructor's base destructors run when control falls off its end. */
    void afterBody(IASTFunctionDefinition fd) {
        if (baseCleanupScopes.remove(fd)) cgf.cleanups.popScope();
    }
}
