package jcirc.frontend.cirgen;

import jcirc.dialect.llvm.LLVMDialect;
import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU nested functions (docs/nested-functions.md): the static-chain state of one function.
 * <p>
 * A nested function is lifted to an internal top-level {@code cir.func @outer.inner} whose last
 * parameter is the static chain {@code %chain : !cir.ptr<!cir.ptr<!u8i>> {llvm.nest}} (LLVM passes it
 * in r10, as gcc). The chain points at the enclosing function's <em>frame record</em>, an
 * {@code !cir.array<!cir.ptr<!u8i> x K>} alloca whose slots hold the addresses of what its nested
 * functions reach: its locals and parameters, its own record (for calls of its nested functions from
 * deeper ones), its trampolines, and, when it is nested itself, what it reaches through its own chain.
 * The slots are filled at the entry of the function (after the allocas; a VLA's slot right after its
 * dynamic alloca), so a call made anywhere in the body finds them.
 */
final class CIRGenNested {
    /** The trampoline (in its owner's frame) of nested function {@code fn}. */
    record Tramp(Symbol fn) {}

    /** The element count (evaluated in {@code owner}) of the VLA dimension with length id {@code length}. */
    record VlaCount(CIRGenFunction owner, long length) {}

    static final Type SLOT = CirTypes.ptr(CirTypes.U8);
    static final Type CHAIN = CirTypes.ptr(SLOT);
    private static final long TRAMPOLINE_SIZE = 32;   // LLVM's x86-64 trampoline is 23 bytes

    private final CIRGenFunction cgf;
    /** The enclosing function, null for a file-scope function. */
    CIRGenFunction parent;
    /** The nest parameter of a nested function. */
    Value chain;
    private Operation record;
    private Value recordPtr;
    /** Slot keys in slot order: a variable's Symbol, a CIRGenFunction (its record), or a Tramp. */
    private final Map<Object, Integer> slots = new LinkedHashMap<>();
    private final Map<Symbol, Value> trampolines = new LinkedHashMap<>();
    /** The nested functions declared in this function. */
    private final List<Symbol> owned = new ArrayList<>();
    /** Non-local gotos into this function (its {@code __label__}s jumped to from nested functions). */
    final CIRGenNonLocalGoto nonLocal;

    CIRGenNested(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.nonLocal = new CIRGenNonLocalGoto(cgf);
    }

    // ------------------------------------------------------------------ definitions

    // auto int g(int);   (block scope)  ->  cir.func internal @f.g(!s32i, !cir.ptr<!cir.ptr<!u8i>> {llvm.nest}) (body later)
    /** A forward declaration of a nested function: the symbol and its (empty) lifted function. */
    Symbol declareForward(IASTDeclSpecifier spec, IASTDeclarator d, CType t) {
        Sema sema = cgf.sema;
        String name = Sema.innermostName(d).toString();
        Symbol s = sema.results.nestedFunction(d);   // declared by the Sema walk
        if (s != null && cgf.cgm.nestedOwners.get(s) == cgf) {
            if (sema.symbols.current().lookupLocal(name) != s) sema.symbols.current().put(s);
            return s;
        }
        Symbol prev = sema.symbols.current().lookupLocal(name);
        if (s == null && prev != null && cgf.cgm.nestedOwners.get(prev) == cgf) {
            if (!Types.compatible(prev.type, t)) sema.error(d, "conflicting types for '" + name + "'");
            return prev;
        }
        if (s == null) s = new Symbol(name, Symbol.Kind.FUNCTION, t, Symbol.Linkage.NONE, true, sema.loc(d));
        sema.results.recordNestedFunction(d, s);
        s.irName = uniqueName(cgf.fnSym.irName + "." + name);
        sema.symbols.current().put(s);
        cgf.cgm.nestedOwners.put(s, cgf);
        owned.add(s);
        liftedFunction(s);
        return s;
    }

    // int g(int x) { return x + v; }   (inside f; v is f's local)
    //   ->  cir.func internal @f.g(%x: !s32i, %chain: !cir.ptr<!cir.ptr<!u8i>> {llvm.nest}) {
    //         %s = cir.ptr_stride(%chain, 0); %p = cir.load %s; %v.addr = cir.cast(bitcast, %p) ... }
    /** A nested function definition inside the function being emitted. */
    void emitDefinition(IASTFunctionDefinition fd) {
        Sema sema = cgf.sema;
        if (cgf.fnSym == null) return;
        IASTDeclarator outer = fd.getDeclarator();
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        CType ft = sema.declaratorType(sema.baseType(fd.getDeclSpecifier()), outer);
        // a non-function type, static or extern: rejected by Sema (SemaWalk.nestedDefinition)
        int sc = fd.getDeclSpecifier().getStorageClass();
        if (!(Types.unqual(ft) instanceof CType.Function) || sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern) return;
        Symbol s = declareForward(fd.getDeclSpecifier(), fd.getDeclarator(), ft);
        if (s.defined) return;   // a redefinition, rejected by Sema
        s.defined = true;
        s.type = Types.composite(s.type, ft);
        CIRGenFunction inner = new CIRGenFunction(cgf.cgm);
        inner.nested.parent = cgf;
        String savedName = sema.currentFunctionName;
        var savedLabels = sema.labelAddressName;
        try {
            inner.emitNested(fd, s, liftedFunction(s));
        } finally {
            sema.currentFunctionName = savedName;
            sema.labelAddressName = savedLabels;
        }
    }

    /** The lifted cir.func of a nested function: the C signature lowered, plus the chain parameter. */
    private Operation liftedFunction(Symbol s) {
        Operation op = cgf.cgm.existingFunction(s);
        if (op != null) return op;
        CType.Function ft = (CType.Function) Types.unqual(s.type);
        var info = cgf.cgm.types.abi.lower(ft, true);
        CirTypes.FuncType base = info.type();
        List<Type> inputs = new ArrayList<>(base.inputs());
        inputs.add(CHAIN);
        CirTypes.FuncType withChain = new CirTypes.FuncType(inputs, base.returnType(), base.varArg());
        Map<String, Attribute> a = CIRGenBuilder.attrs(
                "sym_name", BuiltinAttrs.str(s.irName),
                "function_type", BuiltinAttrs.type(withChain),
                "linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "internal"),
                "arg_attrs", withNest(info.fixedArgAttrsAttr(), base.inputs().size()));
        op = CirOps.FuncOp.create(jcirc.ir.Builder.detached(cgf.cgm.location(null)), a).op();
        cgf.cgm.addFunction(s, op);
        return op;
    }

    /** {@code arg_attrs} with {@code {llvm.nest}} at index {@code at}, empty dictionaries elsewhere. */
    static Attribute withNest(Attribute argAttrs, int at) {
        List<Attribute> out = new ArrayList<>();
        if (argAttrs instanceof BuiltinAttrs.ArrayAttr arr) out.addAll(arr.elements());
        while (out.size() < at) out.add(new BuiltinAttrs.DictionaryAttr(Map.of()));
        out.add(at, new BuiltinAttrs.DictionaryAttr(Map.of(LLVMDialect.NEST_ATTR, BuiltinAttrs.UNIT)));
        return new BuiltinAttrs.ArrayAttr(out);
    }

    private String uniqueName(String base) {
        String n = base;
        for (int i = 1; cgf.cgm.hasSymbol(n); i++) n = base + "." + i;
        return n;
    }

    // ------------------------------------------------------------------ uses

    /** Whether {@code s} is a local or parameter of an enclosing function (reached through the chain). */
    boolean captures(Symbol s) {
        if (!s.isVariable() || s.isStatic) return false;
        for (CIRGenFunction f = parent; f != null; f = f.nested.parent) if (f.locals.containsKey(s)) return true;
        return false;
    }

    static boolean isNested(CIRGenModule cgm, Symbol s) { return s.isFunction() && cgm.nestedOwners.containsKey(s); }

    // f(1) of nested f  ->  cir.call @outer.f(%one, %chain) {arg_attrs = [{}, {llvm.nest}]}
    /** Adds the static chain to the operands of a direct call of nested function {@code fn}. */
    void addChain(Symbol fn, Operation callee, List<Value> ops, Map<String, Attribute> attrs) {
        CIRGenFunction owner = cgf.cgm.nestedOwners.get(fn);
        CirTypes.FuncType ft = (CirTypes.FuncType) ((BuiltinAttrs.TypeAttr) callee.attr("function_type")).type();
        int at = ft.inputs().size() - 1;
        ops.add(Math.min(at, ops.size()), reach(owner));
        attrs.put("arg_attrs", withNest(attrs.get("arg_attrs"), Math.min(at, ops.size() - 1)));
    }

    // &f of nested f  ->  %m = <trampoline memory>; %p = cir.call @llvm.adjust.trampoline(%m); cir.cast(bitcast, %p)
    /** A plain function pointer to nested function {@code fn}: its trampoline, adjusted. */
    Value functionPointer(Symbol fn, Type want) {
        Value mem = reach(new Tramp(fn));
        Symbol adjust = intrinsic("llvm.adjust.trampoline", new CType.Pointer(CType.VOID), List.of(new CType.Pointer(CType.VOID)));
        Operation call = CirOps.CallOp.create(cgf.b, BuiltinAttrs.sym(adjust.irName), List.of(castTo(mem, 0, adjust)), voidPtr()).op();
        return cgf.b.cast("bitcast", call.result(0), want);
    }

    /** The address of entity {@code key} in the function being emitted (own, or loaded through the chain). */
    Value reach(Object key) {
        if (key == cgf) return recordPtr();
        if (key instanceof Symbol s && cgf.locals.containsKey(s)) return cgf.locals.get(s);
        if (key instanceof Tramp t && cgf.cgm.nestedOwners.get(t.fn()) == cgf) return trampolineMemory(t.fn());
        if (key instanceof CIRGenNonLocalGoto.Buffer nb && nb.owner() == cgf) return nonLocal.buffer();
        if (key instanceof VlaCount vc && vc.owner() == cgf) return cgf.b.cast("int_to_ptr", cgf.vlaCounts.get(vc.length()), SLOT);
        if (key == parent) return chain;
        int i = parent.nested.slot(key);
        var b = cgf.b;
        Value p = b.load(b.ptrStride(chain, b.constInt(i, CirTypes.S64)));
        Type t = typeOf(key);
        return t.equals(SLOT) ? p : b.cast("bitcast", p, t);
    }

    // sizeof a (int a[n] of the enclosing function)  ->  the count it computed, through a slot:
    //   %p = cir.load (cir.ptr_stride %chain, i); %n = cir.cast(ptr_to_int, %p) : !u64i
    /** In a nested function, the count of a VLA dimension an enclosing function evaluated, or null. */
    Value capturedVlaCount(long length) {
        for (CIRGenFunction f = parent; f != null; f = f.nested.parent)
            if (f.vlaCounts.containsKey(length)) return cgf.b.cast("ptr_to_int", reach(new VlaCount(f, length)), CirTypes.U64);
        return null;
    }

    private Type typeOf(Object key) {
        if (key instanceof Symbol s)
            for (CIRGenFunction f = cgf; f != null; f = f.nested.parent)
                if (f.locals.containsKey(s)) return f.locals.get(s).type();
        return key instanceof Tramp || key instanceof VlaCount ? SLOT : CHAIN;
    }

    private int slot(Object key) {
        Integer i = slots.get(key);
        if (i == null) slots.put(key, i = slots.size());
        return i;
    }

    private Value recordPtr() {
        if (recordPtr == null) {
            Value r = cgf.allocaOfType(CirTypes.array(SLOT, 1), 8, "frame.record");
            record = r.definingOp();
            var saved = cgf.b.save();
            cgf.b.setInsertionPointAfter(record);
            recordPtr = cgf.b.cast("array_to_ptrdecay", r, CHAIN);
            cgf.b.restore(saved);
        }
        return recordPtr;
    }

    private Value trampolineMemory(Symbol fn) {
        return trampolines.computeIfAbsent(fn, k -> {
            Value m = cgf.allocaOfType(CirTypes.array(CirTypes.U8, TRAMPOLINE_SIZE), 16, "tramp." + k.name);
            var saved = cgf.b.save();
            cgf.b.setInsertionPointAfter(m.definingOp());
            Value p = cgf.b.cast("array_to_ptrdecay", m, SLOT);
            cgf.b.restore(saved);
            return p;
        });
    }

    /** A {@code __label__} of an enclosing function, visible in this nested function. */
    record OuterLabel(CIRGenFunction owner, String name) {}

    /** The enclosing function's local label that C label {@code c} names here, or null (own label, or not nested). */
    OuterLabel outerLabel(String c) {
        if (parent == null) return null;
        for (Map<String, String> m : cgf.localLabelScopes) if (m.containsKey(c)) return null;
        for (CIRGenFunction f = parent; f != null; f = f.nested.parent)
            for (Map<String, String> m : f.localLabelScopes) {
                String r = m.get(c);
                if (r != null) return new OuterLabel(f, r);
            }
        return null;
    }

    // ------------------------------------------------------------------ the end of the function

    //   %rec = cir.alloca !cir.array<!cir.ptr<!u8i> x K>       (sized now)
    //   cir.store (cir.cast(bitcast, %x.addr)), (cir.ptr_stride(%recp, i))   per slot, after the allocas
    //   cir.call @llvm.init.trampoline(%tramp, @outer.g, %recp)              per trampoline
    /** Sizes the frame record and fills its slots and trampolines (at the end of the function's emission). */
    void finish() {
        // a nested function declared but never defined was rejected by Sema (SemaWalk.body)
        nonLocal.finish();
        if (record == null && trampolines.isEmpty()) return;
        var b = cgf.b;
        var saved = b.save();
        List<Object> done = new ArrayList<>();
        Map<Symbol, Boolean> initialized = new HashMap<>();
        boolean more = true;
        while (more) {
            more = false;
            for (Object key : new ArrayList<>(slots.keySet())) {
                if (done.contains(key)) continue;
                done.add(key);
                more = true;
                Value v = null;
                if (key instanceof Symbol s && cgf.locals.get(s) instanceof Value a && a.definingOp() != null
                        && a.definingOp().numOperands() > 0) {
                    b.setInsertionPointAfter(a.definingOp());   // a VLA: its address exists from here on
                    v = a;
                } else if (key instanceof VlaCount vc && vc.owner() == cgf && cgf.vlaCounts.get(vc.length()).definingOp() != null) {
                    b.setInsertionPointAfter(cgf.vlaCounts.get(vc.length()).definingOp());   // where the count is computed
                    v = reach(key);
                } else {
                    atEntry();
                    v = reach(key);
                }
                Value slotAddr = b.ptrStride(recordPtr(), b.constInt(slots.get(key), CirTypes.S64));
                b.store(v.type().equals(SLOT) ? v : b.cast("bitcast", v, SLOT), slotAddr);
            }
            for (Symbol fn : new ArrayList<>(trampolines.keySet())) {
                if (initialized.put(fn, Boolean.TRUE) != null) continue;
                more = true;
                cgf.cgm.requireExecutableStack();
                atEntry();
                Symbol init = intrinsic("llvm.init.trampoline", CType.VOID,
                        List.of(new CType.Pointer(CType.VOID), new CType.Pointer(CType.VOID), new CType.Pointer(CType.VOID)));
                Operation lifted = cgf.cgm.existingFunction(fn);
                Value fnAddr = b.getGlobal(fn.irName, CirTypes.ptr(((BuiltinAttrs.TypeAttr) lifted.attr("function_type")).type()));
                CirOps.CallOp.create(b, BuiltinAttrs.sym(init.irName), List.of(castTo(trampolines.get(fn), 0, init), castTo(fnAddr, 1, init), castTo(recordPtr(), 2, init)), null);
            }
        }
        if (record != null) {
            Type t = CirTypes.array(SLOT, Math.max(1, slots.size()));
            record.setAttr("allocaType", BuiltinAttrs.type(t));
            record.result(0).setType(CirTypes.ptr(t));
        }
        b.restore(saved);
    }

    /** Insertion point for entry-time code: after the last alloca (and the record's decay cast). */
    void atEntry() {
        var b = cgf.b;
        Operation last = cgf.lastAlloca;
        if (last == null) { b.setInsertionPointToStart(cgf.entry); return; }
        // after the allocas and the decay casts that directly follow them
        Operation op = last;
        while (op.nextOp() != null && CirOps.CastOp.match(op.nextOp()).orElse(null) instanceof CirOps.CastOp c
                && c.src().definingOp() != null && c.src().definingOp().is(CirOps.AllocaOp.NAME)) op = op.nextOp();
        b.setInsertionPointAfter(op);
    }

    Value castTo(Value v, int param, Symbol fn) {
        Type want = cgf.cgm.functionType(fn).inputs().get(param);
        return v.type().equals(want) ? v : cgf.b.cast("bitcast", v, want);
    }

    private Type voidPtr() { return cgf.cir(new CType.Pointer(CType.VOID)); }

    Symbol intrinsic(String name, CType ret, List<CType> params) {
        Symbol s = cgf.sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, new CType.Function(ret, params, false, true),
                    Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            cgf.sema.symbols.recordExternal(s);
        }
        cgf.cgm.function(s, false);
        return s;
    }
}
