package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.cirgen.abi.ArgInfo;
import jcirc.frontend.cirgen.abi.Coercion;
import jcirc.frontend.cirgen.abi.FunctionInfo;
import jcirc.frontend.cirgen.abi.ReturnInfo;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-function code generation state: local variable addresses (allocas, all placed at the
 * start of the entry block so that they dominate every nested region), labels, the loop/switch
 * nesting used by break and continue.
 */
public final class CIRGenFunction {
    final CIRGenModule cgm;
    final Sema sema;
    final CIRGenBuilder b;
    final CIRGenExpr expr;
    final CIRGenStmt stmt;
    final CIRGenDecl decl;
    final CIRGenCleanups cleanups = new CIRGenCleanups(this);
    final CIRGenCoroutine coroutine = new CIRGenCoroutine(this);   // C++20 coroutines
    /** C++: this, member calls, constructors and destructors of objects (CIRGenClass). */
    final CIRGenClass cxxClass = new CIRGenClass(this);
    /** C++ temporaries, full-expressions, class objects by value (CIRGenTemporaries). */
    final CIRGenTemporaries temps = new CIRGenTemporaries(this);
    /** C++: derived-to-base and base-to-derived address adjustments. */
    final CIRGenInheritance inheritance = new CIRGenInheritance(this);
    final CIRGenMemberPointers memberPointers = new CIRGenMemberPointers(this);
    final CIRGenSlicing slicing = new CIRGenSlicing(this);
    /** C++ overloaded operators and conversion functions (CIRGenOperators). */
    final CIRGenOperators operators = new CIRGenOperators(this);
    /** GNU nested functions: the static chain and frame record (CIRGenNested). */
    final CIRGenNested nested = new CIRGenNested(this);
    IASTFunctionDefinition definition;
    /** C++: the VTT parameter of a base-object constructor/destructor of a class with virtual bases (CIRGenVirtualBases), else null. */
    Value vtt;
    /** Labels whose address is taken ({@code &&L}, also in static initializers), by function-unique name. */
    final java.util.Set<String> addressTakenLabels = new java.util.LinkedHashSet<>();
    /** Every {@code __label__} local label's unique name. */
    final java.util.Set<String> localLabelNames = new java.util.HashSet<>();
    /** Each {@code cir.indirect_br} with the local labels visible where it is. */
    final Map<Operation, java.util.Set<String>> indirectGotos = new java.util.LinkedHashMap<>();
    final Map<Symbol, Value> locals = new IdentityHashMap<>();
    final Map<String, Block> labels = new HashMap<>();
    /** GNU {@code __label__} declarations of the enclosing blocks (innermost first): C name -> unique label name. */
    final java.util.ArrayDeque<Map<String, String>> localLabelScopes = new java.util.ArrayDeque<>();
    private int localLabelCounter;

    /** The function-unique name of label {@code name} as seen here (a block's {@code __label__} hides outer ones). */
    String labelName(String name) {
        for (Map<String, String> m : localLabelScopes) {
            String r = m.get(name);
            if (r != null) return r;
        }
        return name;
    }

    /** {@code __label__ name;} in the innermost block. */
    void declareLocalLabel(String name) {
        if (localLabelScopes.isEmpty()) localLabelScopes.push(new HashMap<>());
        String unique = name + ".local" + (++localLabelCounter);
        localLabelScopes.peek().put(name, unique);
        localLabelNames.add(unique);
    }
    Block entry;
    Operation lastAlloca;
    CType returnType;
    Symbol fnSym;
    /** ABI: the lowered signature of the function being emitted, and its hidden sret pointer (or null). */
    FunctionInfo abi;
    Value sretAddr;
    final Coercion coercion;
    /** Innermost breakable construct: "loop" or "switch"; and whether a loop encloses us (for continue). */
    final java.util.ArrayDeque<String> breakTargets = new java.util.ArrayDeque<>();

    // ------------------------------------------------------------------ variable length arrays

    /** Element counts of the VLA dimensions evaluated so far (!u64i), by the VLA's length id. */
    final Map<Long, Value> vlaCounts = new HashMap<>();
    /** Per open block scope: the stack pointer saved before its first VLA (null while it has none). */
    final java.util.ArrayDeque<Value[]> vlaStackSaves = new java.util.ArrayDeque<>();

    /** Evaluates the size expressions of the VLA dimensions in {@code t} (also behind pointers) not yet evaluated. */
    void emitVlaSizes(CType t) {
        switch (Types.unqual(t)) {
            case CType.Array a -> {
                if (a.vla() && !vlaCounts.containsKey(a.length()) && nested.capturedVlaCount(a.length()) instanceof Value n) {
                    vlaCounts.put(a.length(), n);   // a VLA of an enclosing function: its count as evaluated there
                } else if (a.vla() && !vlaCounts.containsKey(a.length())) {
                    IASTExpression size = sema.vlaSize(a);
                    Value n = size == null ? b.constInt(1, CirTypes.U64) : expr.emitConverted(size, CType.ULONG);
                    vlaCounts.put(a.length(), n);
                }
                emitVlaSizes(a.element());
            }
            case CType.Pointer p -> emitVlaSizes(p.pointee());
            default -> { }
        }
    }

    /** The number of innermost fixed-size elements in an object of VLA type {@code t} (!u64i). */
    Value vlaElementCount(CType t) {
        CType u = Types.unqual(t);
        if (!(u instanceof CType.Array a) || !Types.isVla(a)) return b.constInt(1, CirTypes.U64);
        Value n = a.vla() ? vlaCounts.get(a.length()) : b.constInt(a.length(), CirTypes.U64);
        if (n == null) { emitVlaSizes(a); n = vlaCounts.get(a.length()); }
        Value inner = vlaElementCount(a.element());
        return Types.isVla(a.element()) ? b.binop("mul", n, inner) : n;
    }

    /** The innermost fixed-size element type of a VLA type. */
    static CType vlaElement(CType t) {
        CType u = Types.unqual(t);
        while (u instanceof CType.Array a && Types.isVla(a)) u = Types.unqual(a.element());
        return u;
    }

    /** sizeof a type at run time (!u64i): VLAs multiply their counts, other types are constants. */
    Value runtimeSizeOf(CType t) {
        if (!Types.isVla(t)) return b.constInt(Types.sizeOf(t), CirTypes.U64);
        return b.binop("mul", vlaElementCount(t), b.constInt(Types.sizeOf(vlaElement(t)), CirTypes.U64));
    }

    /**
     * {@code int a[n]}: saves the stack pointer at the first VLA of the block (restored when the block
     * ends or a jump leaves it), then {@code cir.alloca E, !cir.ptr<E>, %count : !u64i ["a"]} of the innermost elements E.
     */
    Value vlaAlloca(CType t, String name, int alignAttr, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        emitVlaSizes(t);
        Value[] save = vlaStackSaves.peek();
        if (save != null && save[0] == null) {
            save[0] = CirOps.StackSaveOp.create(b, CirTypes.ptr(CirTypes.U8)).result();
            // a goto back to a label before this declaration restores it too (CIRGenCleanups.beforeGoto)
            var loc = at == null ? null : at.getFileLocation();
            cleanups.addStackRestore(save[0], loc == null ? Integer.MAX_VALUE : loc.getNodeOffset());
        }
        Value count = vlaElementCount(t);
        CType e = vlaElement(t);
        Type ct = cir(e);
        Operation op = CirOps.AllocaOp.create(b, count, CirTypes.ptr(ct), CIRGenBuilder.attrs(
                "allocaType", BuiltinAttrs.type(ct),
                "name", BuiltinAttrs.str(name),
                "alignment", new BuiltinAttrs.IntegerAttr(Math.max(Types.alignOf(e), alignAttr), BuiltinTypes.I64))).op();
        return op.result(0);
    }

    public CIRGenFunction(CIRGenModule cgm) {
        this.cgm = cgm;
        this.sema = cgm.sema;
        this.b = cgm.builder;
        this.expr = new CIRGenExpr(this);
        this.stmt = new CIRGenStmt(this);
        this.decl = new CIRGenDecl(this);
        this.coercion = new Coercion(b, this::allocaOfType);
    }

    Type cir(CType t) { return cgm.types.convert(t); }

    /** C++: the function being emitted is noexcept (an exception leaving it calls std::terminate). */
    boolean bodyNoexcept;

    /** Creates an alloca at the top of the entry block. */
    Value alloca(CType t, String name, boolean init, int alignAttr) {
        Type ct = cir(t);
        var saved = b.save();
        if (lastAlloca == null) b.setInsertionPointToStart(entry); else b.setInsertionPointAfter(lastAlloca);
        Operation op = CirOps.AllocaOp.create(b, null, CirTypes.ptr(ct), CIRGenBuilder.attrs(
                "allocaType", BuiltinAttrs.type(ct),
                "name", BuiltinAttrs.str(name),
                "init", init ? BuiltinAttrs.UNIT : null,
                "alignment", new BuiltinAttrs.IntegerAttr(Math.max(Types.variableAlignOf(t), alignAttr), BuiltinTypes.I64))).op();
        lastAlloca = op;
        b.restore(saved);
        return op.result(0);
    }

    /** ABI: an alloca of a cir type (coercion temporaries), at the top of the entry block. */
    Value allocaOfType(Type ct, long align, String name) {
        var saved = b.save();
        if (lastAlloca == null) b.setInsertionPointToStart(entry); else b.setInsertionPointAfter(lastAlloca);
        Operation op = CirOps.AllocaOp.create(b, null, CirTypes.ptr(ct), CIRGenBuilder.attrs(
                "allocaType", BuiltinAttrs.type(ct),
                "name", BuiltinAttrs.str(name),
                "alignment", new BuiltinAttrs.IntegerAttr(align, BuiltinTypes.I64))).op();
        lastAlloca = op;
        b.restore(saved);
        return op.result(0);
    }

    /** False when generating a deferred definition (DeferredDefinitions): it is used. */
    boolean mayDefer = true;

    void emitFunction(IASTFunctionDefinition fd) {
        definition = fd;
        IASTDeclSpecifier spec = fd.getDeclSpecifier();
        IASTFunctionDeclarator fdecl = fd.getDeclarator();
        CType base = sema.baseType(spec);
        // void (*f(int a))(void) {...}: CDT gives the declarator naming f; its type comes from the outermost one
        IASTDeclarator outer = fdecl;
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        CType ft = jcirc.frontend.cxx.CxxMethods.withThis(sema, fdecl, sema.declaratorType(base, outer));   // C++: S *this first
        if (!(Types.unqual(ft) instanceof CType.Function f)) return;   // rejected by Sema
        Symbol s = sema.declare(spec, fdecl, ft, true, false);
        fnSym = s;
        returnType = f.returnType();
        sema.currentFunctionName = s.name;
        if (s.inlineOnly) {
            // gnu_inline / extern inline: an inline-only body; calls go to the external definition
            cgm.function(s, false);
            sema.currentFunctionName = "";
            return;
        }
        if (mayDefer && cgm.deferred.defer(s, sema.cxx == null ? List.of() : java.util.Collections.singletonList(sema.cxx.bases.baseVariant(fd)),
                sema.templates == null ? null : sema.templates.reentry(),
                () -> cgm.emitGuarded(fd, () -> { CIRGenFunction g = new CIRGenFunction(cgm); g.mayDefer = false; g.emitFunction(fd); }))) {
            sema.currentFunctionName = "";
            return;   // an inline function: generated when something generated names it (DeferredDefinitions)
        }
        CType.Function own = f;   // the definition's own type: a K&R definition's declared parameter types
        f = (CType.Function) Types.unqual(s.type);
        Operation fn = cgm.function(s, true);
        if (!fn.region(0).isEmpty()) {
            sema.currentFunctionName = "";
            return; // redefinition already reported
        }
        emitBody(fd, fdecl, f, own, fn);
        if (sema.cxx != null) CIRGenVirtualBases.emitBaseVariant(this, fd, f, own);   // C++: C2/D2 of a class with virtual bases
    }

    /** A GNU nested function lifted to {@code fn} (its last parameter is the static chain; CIRGenNested). */
    void emitNested(IASTFunctionDefinition fd, Symbol s, Operation fn) {
        definition = fd;
        fnSym = s;
        CType.Function f = (CType.Function) Types.unqual(s.type);
        returnType = f.returnType();
        sema.currentFunctionName = s.irName;
        emitBody(fd, fd.getDeclarator(), f, f, fn);
    }

    private void emitBody(IASTFunctionDefinition fd, IASTFunctionDeclarator fdecl, CType.Function f, CType.Function own, Operation fn) {
        emitBody(fd, fd, fdecl, fd.getBody(), f, own, fn, null);
    }

    /** C++: the closure pointer parameter of a lambda's operator() being emitted (CIRGenLambda), bound first; else null. */
    Symbol lambdaClosureParam;

    /**
     * A function body: {@code fd} (null for a lambda's operator(), whose declarator {@code fdecl} may be null too) at
     * {@code at}; {@code prologue} (when given) runs after the parameters are bound.
     */
    void emitBody(IASTFunctionDefinition fd, org.eclipse.cdt.core.dom.ast.IASTNode at, IASTFunctionDeclarator fdecl, IASTStatement bodyStmt,
                  CType.Function f, CType.Function own, Operation fn, Runnable prologue) {
        b.setLocation(cgm.location(at));
        abi = cgm.types.abi.lower(f, true);
        CirTypes.FuncType cft = abi.type();
        Region body = fn.region(0);
        List<Type> inputs = new ArrayList<>(cft.inputs());
        if (nested.parent != null) inputs.add(CIRGenNested.CHAIN);
        entry = body.addBlock(new Block(inputs));
        if (nested.parent != null) nested.chain = entry.arguments().getLast();
        var saved = b.save();
        b.setInsertionPointToEnd(entry);
        sema.symbols.push(Scope.Kind.FUNCTION);
        sema.labelAddressName = n -> {
            String r = labelName(n);
            labels.computeIfAbsent(r, k -> new Block());   // reported at the end if never defined
            addressTakenLabels.add(r);
            return r;
        };
        try {
            declareParams(fdecl, f, own, entry);   // also evaluates variably modified parameter sizes, in order
            if (cgm.optimized && sema.cxx == null && fdecl instanceof org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator sfd)
                CIRGenStaticArrayParams.apply(sema, fn, abi, sfd.getParameters(), 0, f);   // T a[static N]: align, dereferenceable
            if (prologue != null) prologue.run();
            boolean noexcept = sema.cxx != null && sema.cxx.exceptionsEnabled && CIRGenExceptions.isNoexcept(this, fd, fdecl);
            bodyNoexcept = noexcept;
            // initializers, body, member and base destructors: what a function-try-block's handlers cover
            Runnable whole = () -> {
                boolean ctorScope = fd != null && cxxClass.openConstructorScope(fd);   // C++: the subobjects built so far are destroyed if it throws
                if (fd != null) cxxClass.memberInitializers(fd);   // C++ constructors: member initializers before the body
                boolean memberDtors = fd != null && cxxClass.special.pushMemberDestructors(fd);   // C++ destructors: members' destructors after the body
                if (bodyStmt instanceof IASTCompoundStatement cs) {
                    // the body's VLAs save the stack pointer too (a goto back before them frees them)
                    vlaStackSaves.push(new Value[1]);
                    try {
                        // a throw out of a noexcept body calls std::terminate; the base and member destructors after
                        // it are noexcept themselves (the function-try-block's handlers cover them too: below)
                        if (coroutine.emitBody(fd != null ? fd : at, cs, fn)) { }   // C++20: a coroutine (CIRGenCoroutine; a lambda: at)
                        else if (noexcept && !(fd instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionWithTryBlock))
                            new CIRGenExceptions(this).noexceptBody(() -> stmt.emitCompoundBody(cs.getStatements()));
                        else stmt.emitCompoundBody(cs.getStatements());
                    } finally {
                        vlaStackSaves.pop();
                    }
                } else if (bodyStmt != null) {
                    stmt.emit(bodyStmt);
                }
                if (ctorScope) cleanups.popScope();
                if (memberDtors) cleanups.popScope();   // members' destructors (inner scope) run before
                if (fd != null) cxxClass.afterBody(fd);   // C++ destructors: base destructors
            };
            Runnable guarded = fd instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionWithTryBlock ftb && sema.cxx != null && sema.cxx.exceptionsEnabled
                    ? () -> new CIRGenExceptions(this).functionTryBlock(ftb, whole) : whole;
            if (noexcept && guarded != whole) new CIRGenExceptions(this).noexceptBody(guarded);   // C++: a throw out of it calls std::terminate
            else guarded.run();
            if (!b.blockTerminated()) emitImplicitReturn();
            if (sema.cxx != null) CIRGenExceptions.simplifyCleanups(fn, cgm.nothrowFunctions);   // C++: EH cleanup regions around code that cannot throw
            // seal blocks created after terminators (label targets) that fall off the end
            for (Block blk : body.blocks()) {
                if (!CIRGenBuilder.isTerminator(blk.last())) {
                    b.setInsertionPointToEnd(blk);
                    emitImplicitReturn();
                }
            }
            nested.finish();
        } finally {
            sema.currentFunctionName = "";
            sema.labelAddressName = null;
            sema.symbols.pop();
            b.restore(saved);
        }
        for (var e : labels.entrySet()) {
            if (e.getValue().parent() == null && fd != null) sema.diags.error(jcirc.frontend.sema.GotoLocations.firstGoto(fd, e.getKey(), sema), "use of undeclared label '" + e.getKey() + "'");
        }
        // goto *p may reach the address-taken labels in scope there: the function's own labels and the
        // local labels of the blocks around it (jumping into another statement expression is undefined). Gotos that
        // see the same local labels share one list: n gotos over n labels stay linear (an interpreter's dispatch)
        Map<java.util.Set<String>, jcirc.ir.BuiltinAttrs.ArrayAttr> lists = new java.util.HashMap<>();
        for (var e : indirectGotos.entrySet()) {
            e.getKey().setAttr("possible_labels", lists.computeIfAbsent(e.getValue(), visible -> {
                List<jcirc.ir.Attribute> names = new ArrayList<>();
                for (String l : addressTakenLabels)
                    if (!localLabelNames.contains(l) || visible.contains(l)) names.add(BuiltinAttrs.str(l));
                return new jcirc.ir.BuiltinAttrs.ArrayAttr(names);
            }));
        }
    }

    void emitImplicitReturn() {
        if (Types.isVoid(returnType)) {
            b.ret(null);
        } else if (fnSym.name.equals("main") && Types.isInteger(returnType)) {   // float main(): the scalar zero below
            b.ret(b.constInt(0, cir(returnType)));
        } else if (Types.isScalar(returnType)) {
            Type t = cir(returnType);
            if (t instanceof CirTypes.PointerType) b.ret(b.constNull(t));
            else if (t instanceof CirTypes.FloatType) b.ret(b.constFloat(0, t));
            // _Complex: #cir.zero, returned through the ABI (fuzz seed 10: `_Complex double f() { }` was an internal error)
            else if (t instanceof CirTypes.ComplexType) emitReturnValue(b.constAttr(new CirAttrs.ZeroAttr(t)));
            else b.ret(b.constInt(0, t));
        } else {
            emitReturnFromAddress(alloca(returnType, "__retval", false, 0));
        }
    }

    // ABI: returns. `return s;` of a struct goes through the function's ReturnInfo:
    //   Coerced → cir.return of the pieces (one scalar or the coerce struct), loaded from s's memory
    //   SRet    → cir.copy s to the hidden sret pointer; cir.return
    //   Ignored → cir.return
    /** Returns the value {@code v} of the function's (non-void) return type. */
    void emitReturnValue(Value v) {
        if (abi.ret() instanceof ReturnInfo.Direct) {
            b.ret(v);
            return;
        }
        Value tmp = alloca(returnType, "retval", true, 0);
        b.store(v, tmp);
        emitReturnFromAddress(tmp);
    }

    /** Returns the struct or union stored at {@code addr}. */
    void emitReturnFromAddress(Value addr) {
        CType rt = Types.unqual(returnType);
        switch (abi.ret()) {
            case ReturnInfo.Direct d -> b.ret(b.load(addr));
            case ReturnInfo.Coerced c -> b.ret(coercion.loadReturn(addr, Types.sizeOf(rt), Types.alignOf(rt), c));
            case ReturnInfo.SRet s -> {
                CirOps.CopyOp.create(b, addr, sretAddr);
                b.ret(null);
            }
            case ReturnInfo.Ignored i -> b.ret(null);
        }
    }

    private void declareParams(IASTFunctionDeclarator fdecl, CType.Function f, CType.Function own, Block entry) {
        List<BlockArgument> args = entry.arguments();
        if (abi.hasSRet()) sretAddr = args.get(0);
        if (lambdaClosureParam != null) bindLambdaClosure(args);   // C++: a lambda's operator()
        if (fdecl instanceof IASTStandardFunctionDeclarator sfd) {
            IASTParameterDeclaration[] ps = sema.cxx != null ? sema.cxx.packs.parameters(sfd) : sfd.getParameters();   // C++: Ts... args (SemaPacks)
            int i = lambdaClosureParam != null ? 1 : jcirc.frontend.cxx.CxxMethods.thisParams(sema, fdecl);   // C++ member function: 'this' first
            if (i > 0 && lambdaClosureParam == null) bindParam("this", f.params().get(0), 0, args, fdecl, f.params().get(0));
            List<CType> vm = new ArrayList<>();
            for (IASTParameterDeclaration p : ps) {
                if (i >= f.params().size()) break;
                IASTName n = Sema.innermostName(p.getDeclarator());
                CType pt = f.params().get(i);
                // int a[n][m]: the definition's own type, whose VLA sizes name its parameters
                if (i < own.params().size() && Types.isVariablyModified(own.params().get(i))) vm.add(pt = own.params().get(i));
                bindParam(n.toString(), pt, i, args, p, pt);
                i++;
            }
            for (CType t : vm) emitVlaSizes(t);   // the sizes are evaluated on entry, after the parameters are stored
            for (IASTParameterDeclaration p : ps)      // also the outermost one, which the adjustment to a pointer drops
                if (p.getDeclarator() instanceof IASTArrayDeclarator ad && ad.getArrayModifiers().length > 0
                        && ad.getArrayModifiers()[0].getConstantExpression() instanceof IASTExpression size
                        && !(sema.consts.eval(size) instanceof jcirc.frontend.sema.ConstValue.IntVal))
                    expr.emitIgnored(size);
        } else if (fdecl instanceof ICASTKnRFunctionDeclarator kr) {
            IASTName[] names = kr.getParameterNames();
            // K&R: a parameter arrives default-promoted (float as double, char as int), or as the type of a
            // prototype declared before (int f(int); int f(c) char c; {...}), and is converted here
            for (int i = 0; i < names.length && i < f.params().size(); i++) {
                CType pt = i < own.params().size() ? own.params().get(i) : f.params().get(i);
                CType passed = f.prototyped() ? f.params().get(i) : Types.defaultArgumentPromotion(pt);
                bindParam(names[i].toString(), pt, i, args, names[i], passed);
            }
        }
    }

    /** A lambda operator()'s closure pointer (parameter 0, a pointer: passed directly) in its slot. */
    private void bindLambdaClosure(List<BlockArgument> args) {
        Symbol ps = lambdaClosureParam;
        if (sema.symbols.current().lookupLocal(ps.name) != ps) sema.symbols.current().put(ps);
        Value addr = alloca(ps.type, ps.name, true, 0);
        b.store(args.get(abi.firstLoweredArg(0)), addr);
        locals.put(ps, addr);
    }

    // ABI: parameter prologue. C parameter i arrives as abi.args().get(i):
    //   Direct  → cir.store %arg, %alloca
    //   Coerced → the pieces are stored through pointers into the parameter's alloca
    //   ByVal   → the !cir.ptr<T> argument is the parameter's storage (no copy)
    //   Ignored → an uninitialized alloca
    private void bindParam(String name, CType pt, int index, List<BlockArgument> args, IASTNode at, CType passed) {
        if (name.isEmpty()) return;
        Symbol ps = sema.declareParam(name, pt, at);
        ArgInfo info = abi.args().get(index);
        int first = abi.firstLoweredArg(index);
        if (info instanceof ArgInfo.ByVal || info instanceof ArgInfo.Indirect) {   // C++ by invisible reference: the caller's temporary
            locals.put(ps, args.get(first));
            return;
        }
        Value addr = alloca(pt, name, true, 0);
        switch (info) {
            case ArgInfo.Direct d -> {
                Value v = args.get(first);
                if (!v.type().equals(cir(pt))) v = expr.convert(v, passed, Types.unqual(pt), at);
                b.store(v, addr);
            }
            case ArgInfo.Coerced c -> coercion.storePieces(new ArrayList<Value>(args.subList(first, first + c.pieces().size())),
                    addr, Types.sizeOf(pt), Types.alignOf(pt), c.pieces());
            default -> { }
        }
        locals.put(ps, addr);
    }

    /** The address of a variable (local alloca, or global / static local via cir.get_global). */
    Value addressOf(Symbol s) {
        Value v = locals.get(s);
        if (v != null) return v;
        if (nested.captures(s)) return nested.reach(s);   // a local of an enclosing function
        if (CIRGenNested.isNested(cgm, s))
            return nested.functionPointer(s, CirTypes.ptr(cgm.types.funcType((CType.Function) Types.unqual(s.type), true)));
        if (s.isFunction()) {
            cgm.function(s, false);
            return b.getGlobal(s.irName, CirTypes.ptr(cgm.functionType(s)));
        }
        cgm.global(s);
        return b.getGlobal(s.irName, CirTypes.ptr(cir(s.type)));
    }

    /** A zero value of a scalar type. */
    Value zero(Type t) {
        if (t instanceof CirTypes.PointerType) return b.constNull(t);
        if (t instanceof CirTypes.FloatType) return b.constFloat(0, t);
        if (t instanceof CirTypes.BoolType) return b.constBool(false);
        if (t instanceof CirTypes.IntType) return b.constInt(0, t);
        return b.constAttr(new CirAttrs.ZeroAttr(t));
    }
}
