package jcirc.frontend.cirgen;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.SemaCXX;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Block;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.util.ArrayList;
import java.util.List;

/**
 * Objects outside blocks with constructors or destructors (C++ [basic.start.static], Itanium C++ ABI 3.3.5):
 * namespace-scope objects and static data members are zero-initialized globals that one function per unit,
 * {@code _GLOBAL__sub_I_<file>} (a global constructor, {@code llvm.global_ctors}), constructs in declaration
 * order; each one's destructor is registered with {@code __cxa_atexit(dtor, &obj, &__dso_handle)} right after
 * its construction, so they run at exit in reverse order, as g++ does.
 */
final class CIRGenGlobalObjects {
    private CIRGenGlobalObjects() {}

    // S a(1); T b;  ->  cir.func internal @_GLOBAL__sub_I_f.cpp() {global_ctor = 65535 : i32} {
    //   %a = cir.get_global @a; cir.call @_ZN1SC1Ei(%a, %1); cir.call @__cxa_atexit(@_ZN1SD1Ev, %a, @__dso_handle)
    //   %b = cir.get_global @b; cir.call @_ZN1TC1Ev(%b) ... }
    static void emit(CIRGenModule cgm, String fileName) {
        List<SemaCXX.GlobalObject> objects = cgm.sema.cxx.globalObjects();
        if (objects.isEmpty()) return;
        String base = fileName == null ? "unit" : java.nio.file.Path.of(fileName).getFileName().toString();
        Symbol fnSym = new Symbol("_GLOBAL__sub_I_" + base, Symbol.Kind.FUNCTION, new CType.Function(CType.VOID, List.of(), false, true),
                Symbol.Linkage.INTERNAL, true, SourceLoc.NONE);
        CIRGenFunction cgf = new CIRGenFunction(cgm);
        CType.Function f = (CType.Function) fnSym.type;
        Operation fn = cgm.function(fnSym, true);
        fn.setAttr("global_ctor", BuiltinAttrs.i32(65535));
        CIRGenBuilder b = cgf.b;
        cgf.fnSym = fnSym;
        cgf.returnType = CType.VOID;
        cgf.abi = cgm.types.abi.lower(f, true);
        cgf.entry = fn.region(0).addBlock(new Block(new ArrayList<>()));
        var saved = b.save();
        b.setInsertionPointToEnd(cgf.entry);
        try {
            for (SemaCXX.GlobalObject o : objects) {
                b.setLocation(cgm.location(o.declarator()));
                Value addr = cgf.addressOf(o.symbol());
                boolean dynamic = dynamicInit(cgf, o.declarator(), o.symbol(), addr);   // A g = {"x", 1}; then its destructor
                if (array(cgf, o.declarator(), o.symbol(), addr)) continue;
                if (dynamic) {
                    if (cgm.sema.cxx.destructor(o.declarator()) instanceof Symbol dtor) atexit(cgf, dtor, addr);
                    continue;
                }
                SemaCXX.Construction c = cgm.sema.cxx.construction(o.declarator());
                if (c != null && c.constructor() == null) cgf.cxxClass.special.copyInto(addr, c.args().get(0));
                else if (c != null) cgf.expr.emitCallTo(c.constructor(), addr, c.args().toArray(new IASTInitializerClause[0]), CType.VOID);
                Symbol dtor = cgm.sema.cxx.destructor(o.declarator());
                if (dtor != null) atexit(cgf, dtor, addr);
            }
            b.setLocation(Location.UNKNOWN);
            b.ret(null);
        } finally {
            b.restore(saved);
        }
    }

    // static S s(1);  ->  %g = cir.get_global @_ZGVZ1fvE1s : !cir.ptr<!s64i>
    //   cir.if (*(char *)%g == 0) { %a = cir.call @__cxa_guard_acquire(%g); cir.if (%a != 0) {
    //       cir.call @_ZN1SC1Ei(%s, %1); cir.call @__cxa_atexit(@_ZN1SD1Ev, %s, @__dso_handle); cir.call @__cxa_guard_release(%g) } }
    // (Itanium C++ ABI 3.3.2: thread-safe, constructed once, on the first pass through the declaration)
    static void staticLocal(CIRGenFunction cgf, org.eclipse.cdt.core.dom.ast.IASTDeclarator d, Symbol s) {
        CIRGenModule cgm = cgf.cgm;
        CIRGenBuilder b = cgf.b;
        String guardName;
        try {
            String local = d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v
                    ? jcirc.frontend.cxx.abi.ItaniumMangler.variable(v) : null;
            guardName = local != null && local.startsWith("_ZZ") ? "_ZGV" + local.substring(2) : s.irName + ".guard";
        } catch (RuntimeException e) {
            guardName = s.irName + ".guard";
        }
        if (cgm.hasSymbol(guardName)) guardName = s.irName + ".guard";
        // the guard of a static local that is one object in the program (CxxStaticLocals) is one too
        Symbol guard = new Symbol(guardName, Symbol.Kind.VARIABLE, CType.LONG, s.linkOnceOdr ? Symbol.Linkage.EXTERNAL : Symbol.Linkage.INTERNAL, !s.linkOnceOdr, SourceLoc.NONE);
        guard.linkOnceOdr = s.linkOnceOdr;
        cgm.defineGlobal(guard, CIRGenModule.zeroOf(cgm.types.convert(CType.LONG)), false);
        CType gp = new CType.Pointer(CType.LONG);
        Symbol acquire = library(cgm, "__cxa_guard_acquire", new CType.Function(CType.INT, List.of(gp), false, true), Symbol.Kind.FUNCTION);
        Symbol release = library(cgm, "__cxa_guard_release", new CType.Function(CType.VOID, List.of(gp), false, true), Symbol.Kind.FUNCTION);
        cgm.function(acquire, false);
        cgm.function(release, false);
        Value g = cgf.addressOf(guard);
        Type u8 = cgm.types.convert(CType.CHAR);
        Value first = b.load(b.cast("bitcast", g, CirTypes.ptr(u8)));
        Value unset = b.cmp("eq", first, b.constInt(0, u8));
        Operation outer = CirOps.IfOp.create(b, unset).op();
        b.buildRegion(outer.region(0), () -> {
            Type i32 = cgm.types.convert(CType.INT);
            Value acquired = CirOps.CallOp.create(b, BuiltinAttrs.sym(acquire.irName), List.of(g), i32).op().result(0);
            Operation inner = CirOps.IfOp.create(b, b.cmp("ne", acquired, b.constInt(0, i32))).op();
            b.buildRegion(inner.region(0), () -> {
                Value addr = cgf.addressOf(s);
                // an initialization that exits by an exception is tried again on the next pass ([stmt.dcl]/4):
                // the EH cleanup gives the guard back (cir.call @__cxa_guard_abort(%g))
                boolean guarded = cgf.cleanups.exceptions();
                if (guarded) {
                    Symbol abort = library(cgm, "__cxa_guard_abort", new CType.Function(CType.VOID, List.of(gp), false, true), Symbol.Kind.FUNCTION);
                    abort.nothrow = true;
                    cgm.function(abort, false);
                    cgf.cleanups.pushScope(null);
                    cgf.cleanups.addEhOnlyCode(() -> CirOps.CallOp.create(b, BuiltinAttrs.sym(abort.irName), List.of(g), null));
                }
                boolean dynamic = dynamicInit(cgf, d, s, addr);
                if (array(cgf, d, s, addr) || dynamic) {
                    if (guarded) cgf.cleanups.popScope();
                    if (dynamic && cgf.sema.cxx.arrays.get(d) == null && cgm.sema.cxx.destructor(d) instanceof Symbol dtor) atexit(cgf, dtor, addr);
                    CirOps.CallOp.create(b, BuiltinAttrs.sym(release.irName), List.of(g), null);
                    b.yield(null, List.of());
                    return;
                }
                SemaCXX.Construction c = cgm.sema.cxx.construction(d);
                if (c != null && c.constructor() == null) cgf.cxxClass.special.copyInto(addr, c.args().get(0));
                else if (c != null) cgf.expr.emitCallTo(c.constructor(), addr, c.args().toArray(new IASTInitializerClause[0]), CType.VOID);
                if (guarded) cgf.cleanups.popScope();
                Symbol dtor = cgm.sema.cxx.destructor(d);
                if (dtor != null) atexit(cgf, dtor, addr);
                CirOps.CallOp.create(b, BuiltinAttrs.sym(release.irName), List.of(g), null);
                b.yield(null, List.of());
            });
            b.yield(null, List.of());
        });
    }

    // int x = f();  ->  %x = cir.get_global @x; %v = cir.call @_Z1fv(); cir.store %v, %x  (C++ dynamic initialization)
    private static boolean dynamicInit(CIRGenFunction cgf, org.eclipse.cdt.core.dom.ast.IASTDeclarator d, Symbol s, Value addr) {
        if (CIRGenStaticReferences.storeAddress(cgf, d, addr)) return true;   // int &r = f();
        jcirc.frontend.sema.InitTree tree = cgf.sema.cxx.dynamicInit(d);
        if (tree == null) return false;
        if (cgf.sema.cxx.partialConstantInit(d) instanceof jcirc.frontend.sema.PartialConstantInit p) {   // int ar[2] = {42, i}; ar[1] only
            cgf.temps.full(() -> cgf.decl.emitDynamicPart(addr, s.type, p.dynamic()));
            return true;
        }
        cgf.temps.full(() -> cgf.decl.emitInit(addr, s.type, tree));
        return true;
    }

    // S g[3];  ->  the construction loop; cir.call @__cxa_atexit(@__cxx_global_array_dtor, %g, @__dso_handle)
    private static boolean array(CIRGenFunction cgf, org.eclipse.cdt.core.dom.ast.IASTDeclarator d, Symbol s, Value addr) {
        if (!(cgf.sema.cxx.arrays.get(d) instanceof jcirc.frontend.sema.SemaArrayObjects.ArrayObject ao)) return false;
        if (ao.constructs()) cgf.cxxClass.arrays.constructArray(addr, ao);
        if (ao.dtor() != null) atexit(cgf, CIRGenArrayObjects.globalDestructor(cgf.cgm, s, ao), addr);
        return true;
    }

    // cir.call @__cxa_atexit(%dtor as !cir.ptr<!cir.func<(!cir.ptr<!void>)>>, %obj as !cir.ptr<!void>, @__dso_handle)
    static void atexit(CIRGenFunction cgf, Symbol dtor, Value addr) {
        CIRGenModule cgm = cgf.cgm;
        CIRGenBuilder b = cgf.b;
        CType vp = new CType.Pointer(CType.VOID);
        CType dtorFn = new CType.Function(CType.VOID, List.of(vp), false, true);
        Symbol atexit = library(cgm, "__cxa_atexit", new CType.Function(CType.INT, List.of(new CType.Pointer(dtorFn), vp, vp), false, true), Symbol.Kind.FUNCTION);
        Symbol dso = library(cgm, "__dso_handle", CType.CHAR, Symbol.Kind.VARIABLE);
        cgm.function(atexit, false);
        Value fnPtr = cgf.addressOf(dtor);
        Type vpt = CirTypes.ptr(CirTypes.VOID);
        Value dtorArg = b.cast("bitcast", fnPtr, cgm.types.convert(new CType.Pointer(dtorFn)));
        Value obj = b.cast("bitcast", addr, vpt);
        Value handle = b.cast("bitcast", cgf.addressOf(dso), vpt);
        CirOps.CallOp.create(b, BuiltinAttrs.sym(atexit.irName), List.of(dtorArg, obj, handle), cgm.types.convert(CType.INT));
    }

    private static Symbol library(CIRGenModule cgm, String name, CType t, Symbol.Kind kind) {
        Symbol s = cgm.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, kind, t, Symbol.Linkage.EXTERNAL, true, SourceLoc.NONE);
            cgm.sema.symbols.recordExternal(s);
        }
        return s;
    }
}
