package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.cir.CirDialect;
import jcirc.frontend.sema.InitTree;
import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.diag.FatalError;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.Literals;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.ir.Type;

import org.eclipse.cdt.core.dom.ast.*;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-translation-unit code generation state: the {@code builtin.module}, the cir.func and
 * cir.global ops by symbol, string literal globals, and constant initializers.
 */
public final class CIRGenModule {
    public final Sema sema;
    public final CIRGenTypes types = new CIRGenTypes();
    public final CIRGenBuilder builder = new CIRGenBuilder();
    public final Operation module;
    private final Block body;
    private final Map<Symbol, Operation> funcs = new IdentityHashMap<>();
    private final Map<Symbol, Operation> globals = new IdentityHashMap<>();
    /** cir.func / cir.global ops by symbol name (two C names may share one through an asm label). */
    private final Map<String, Operation> symbolsByName = new HashMap<>();
    /** C++: the functions that cannot throw (Symbol.nothrow), by IR name. */
    final java.util.Set<String> nothrowFunctions = new java.util.HashSet<>();
    /** GNU nested functions: each one's enclosing function (while it is being emitted). */
    final Map<Symbol, CIRGenFunction> nestedOwners = new IdentityHashMap<>();
    private final Map<String, String> strings = new HashMap<>();
    private final Map<String, Integer> usedNames = new HashMap<>();
    private int stringCounter;
    private final String fileName;

    public CIRGenModule(Sema sema, String fileName) {
        this.sema = sema;
        this.fileName = fileName;
        this.module = Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, List.of(), Location.UNKNOWN);
        this.body = module.region(0).addBlock();
        builder.setInsertionPointToEnd(body);
        this.deferred = new DeferredDefinitions(this, body);
    }

    /** Inline functions generated only when used (clang's deferred decls). */
    final DeferredDefinitions deferred;

    /** The cir.func / cir.global op named {@code name}, or null. */
    Operation symbolOp(String name) { return symbolsByName.get(name); }

    /**
     * Generates {@code emit} (a deferred definition of {@code d}) as {@link #emitTopLevelDecl} does: an exception in
     * code Sema accepted is reported as an internal error.
     */
    void emitGuarded(IASTNode d, Runnable emit) {
        int errorsBefore = sema.diags.errorCount();
        try {
            emit.run();
        } catch (FatalError e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {   // (deep recursion in a rejected declaration: abandoned like an exception)
            if ("1".equals(jcirc.host.Invocation.getenv("JCIRC_STACKTRACE"))) e.printStackTrace();
            if (sema.diags.errorCount() == errorsBefore && !(d instanceof IASTDeclaration dd && sema.results.rejected(dd)))
                sema.error(d, "internal compiler error in code generation: " + e);
        }
    }

    /** C++ vtables, typeinfo, thunks and virtual calls (CIRGenVTables). */
    final CIRGenVTables vtables = new CIRGenVTables(this);

    /** A cir.global made elsewhere (C++ vtables and typeinfo objects: CIRGenVTables), at the module's end. */
    Operation addGlobal(String name, Map<String, Attribute> attrs) {
        Operation op = CirOps.GlobalOp.create(Builder.detached(Location.UNKNOWN), attrs).op();
        insertAtModuleEnd(op);
        symbolsByName.put(name, op);
        return op;
    }

    public Location location(IASTNode n) {
        SourceLoc l = sema.loc(n);
        return l.isKnown() ? new Location(l.file(), l.line(), l.col()) : Location.UNKNOWN;
    }

    /** Generates the whole translation unit. */
    /**
     * Generates one top-level declaration that Sema has analysed (clang's {@code HandleTopLevelDecl}):
     * {@link jcirc.frontend.Frontend} runs {@link jcirc.frontend.sema.SemaWalk} on each declaration, then this.
     */
    public void emitTopLevelDecl(IASTDeclaration d) {
        int errorsBefore = sema.diags.errorCount();
        try {
            emitTopLevel(d);
        } catch (FatalError e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {   // (deep recursion in a rejected declaration: abandoned like an exception)
            if ("1".equals(jcirc.host.Invocation.getenv("JCIRC_STACKTRACE"))) e.printStackTrace();
            // CIRGen assumes well-typed code: once Sema has rejected this declaration (its errors
            // make the module null), generating the rest of it is abandoned; an exception in a
            // declaration Sema accepted is a compiler bug.
            if (sema.diags.errorCount() == errorsBefore && !sema.results.rejected(d)) sema.error(d, "internal compiler error in code generation: " + e);
        }
    }

    /** After the last declaration (and Sema's whole-unit checks, SemaWalk.end): tentative definitions, fix-ups; returns the module. */
    public Operation finishTranslationUnit() {
        if (sema.cxx != null && !sema.diags.hasErrors()) CIRGenGlobalObjects.emit(this, fileName);   // C++: _GLOBAL__sub_I_<file>
        if (sema.cxx != null && !sema.diags.hasErrors()) CIRGenSpecialMembers.emitSynthesized(this);   // C++: implicit special members used
        if (sema.cxx != null && !sema.diags.hasErrors()) CIRGenLambda.emitOutsideFunctions(this);   // C++: lambdas outside function bodies
        // the inline functions named by what is generated, transitively; vtables name their virtual functions, and
        // a destructor generated here brings its deleting destructor D0
        do {
            deferred.drain();
            if (sema.cxx != null && !sema.diags.hasErrors()) vtables.finish();   // C++: vtables, typeinfo, thunks, D0
        } while (deferred.hasReady());
        deferred.placeAtDefinitions();
        finishTentatives();
        undefinedInternalFunctions();
        if (!sema.diags.hasErrors()) {   // a rejected module (discarded) may hold half-built ops
            UnprototypedCalls.fix(module);
            CompletedGlobals.fix(module);
            UnusedInlineFunctions.drop(module, funcs, sema.fileSymbols());
            if (optimized) LabelAddressCopies.copy(module, funcs);   // gcc inlines them: each caller its own &&L
        }
        return module;
    }

    private void emitTopLevel(IASTDeclaration d) {
        switch (d) {
            case IASTFunctionDefinition fd when sema.cxx != null && jcirc.frontend.cxx.ClassTraits.emitsNothing(fd) -> { }   // = delete, = default (synthesized when used)
            case IASTFunctionDefinition fd -> new CIRGenFunction(this).emitFunction(fd);
            case IASTSimpleDeclaration sd -> CIRGenDecl.emitFileScopeDeclaration(this, sd);
            case IASTProblemDeclaration p -> { }
            case IASTASMDeclaration a -> fileScopeAsm(a);
            case IASTDeclaration x when jcirc.frontend.sema.CxxStaticAssert.emitsNothing(sema, x) -> { }   // C++ static_assert, using T = ...
            default -> sema.error(d, "unsupported declaration");
        }
    }

    // asm("...") at file scope  ->  module attributes {cir.module_asm = ["..."]}  (LLVM's `module asm`)
    private void fileScopeAsm(IASTASMDeclaration a) {
        String text;
        try {
            text = CIRGenAsm.fileScopeAssembly(a);
        } catch (IllegalArgumentException e) {
            sema.error(a, "invalid file-scope asm: " + e.getMessage());
            return;
        }
        List<Attribute> lines = new ArrayList<>();
        if (module.attr(CirDialect.MODULE_ASM_ATTR) instanceof BuiltinAttrs.ArrayAttr old) lines.addAll(old.elements());
        for (String l : text.split("\n", -1)) lines.add(BuiltinAttrs.str(l));
        module.setAttr(CirDialect.MODULE_ASM_ATTR, new BuiltinAttrs.ArrayAttr(lines));
    }

    private boolean executableStack;
    /** -finstrument-functions (CIRGenAttributes). */
    public boolean instrumentFunctions;
    /** -fvisibility=hidden|protected (CIRGenAttributes); null for default. */
    public String defaultVisibility;
    /** -ftls-model= (gcc's spelling); a {@code tls_model} attribute overrides it per object. */
    public String defaultTlsModel = "global-dynamic";
    /** -O1 and up. */
    public boolean optimized;
    /** TBAA tags on scalar loads and stores (-O1+, strict aliasing, C); null: none. */
    CIRGenTBAA tbaa;

    /** Turns TBAA tags on (clang: at -O1 and above unless -fno-strict-aliasing; C only). */
    public void enableTbaa() { tbaa = new CIRGenTBAA(sema); }
    public boolean tbaaEnabled() { return tbaa != null; }
    public void disableTbaa() { tbaa = null; }
    /** -fno-builtin-NAME names ("*" for -fno-builtin / -ffreestanding): calls to them stay calls. */
    public java.util.Set<String> noBuiltin = java.util.Set.of();
    /** -fnon-call-exceptions: integer divisions keep their trap (TrappingDivision). */
    public boolean nonCallExceptions;
    /** LLVM's "target-features" of every defined function (-mssse3 ...: "+sse3,+ssse3"), or null. */
    public String targetFeatures;

    /** Whether a call to library function {@code name} may be expanded inline (its {@code __builtin_} form always may). */
    boolean builtinAllowed(String name) {
        return name.startsWith("__builtin_") || !(noBuiltin.contains(name) || noBuiltin.contains("*"));
    }

    /**
     * A trampoline is built on the stack: mark the object as needing an executable stack, as gcc does
     * ({@code .note.GNU-stack} with "x"; llc leaves the note out when it sees {@code llvm.init.trampoline},
     * which ld warns about, and would write a non-executable one when -O2 removed the trampoline).
     */
    void requireExecutableStack() {
        if (executableStack) return;
        executableStack = true;
        List<Attribute> lines = new ArrayList<>();
        if (module.attr(CirDialect.MODULE_ASM_ATTR) instanceof BuiltinAttrs.ArrayAttr old) lines.addAll(old.elements());
        lines.add(BuiltinAttrs.str(".section .note.GNU-stack,\"x\",@progbits"));
        lines.add(BuiltinAttrs.str(".previous"));
        module.setAttr(CirDialect.MODULE_ASM_ATTR, new BuiltinAttrs.ArrayAttr(lines));
    }

    private Operation insertAtModuleEnd(Operation op) {
        body.append(op);
        return op;
    }

    public static Attribute linkage(Symbol s) {
        String l = s.linkage == Symbol.Linkage.INTERNAL || (s.linkage == Symbol.Linkage.NONE) ? "internal" : "external";
        return CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, l);
    }

    /** The cir.func op of a function symbol, created as a declaration on first use. */
    public Operation function(Symbol s, boolean forDefinition) {
        if (!forDefinition) deferred.referenced(s.irName);   // a use: its deferred inline definition is generated
        if (s.gnu.alias != null) deferred.referenced(s.gnu.alias);   // an alias names its target
        Operation op = funcs.get(s);
        if (op == null && (op = symbolsByName.get(s.irName)) != null) funcs.put(s, op);   // asm label naming another's symbol
        CType.Function ft = (CType.Function) Types.unqual(s.type);
        if (op == null) {
            Map<String, Attribute> a = CIRGenBuilder.attrs(
                    "sym_name", BuiltinAttrs.str(s.irName),
                    "function_type", BuiltinAttrs.type(types.funcType(ft, forDefinition)),
                    "linkage", linkage(s));
            op = CirOps.FuncOp.create(Builder.detached(location(null)), a).op();
            setAbiArgAttrs(op, ft, forDefinition);
            insertAtModuleEnd(op);
            funcs.put(s, op);
            symbolsByName.put(s.irName, op);
        } else if (forDefinition) {
            op.setAttr("function_type", BuiltinAttrs.type(types.funcType(ft, true)));
            op.setAttr("linkage", linkage(s));
            setAbiArgAttrs(op, ft, true);
        }
        if (s.nothrow) nothrowFunctions.add(s.irName);   // C++: its calls are never try-calls (CIRGenExceptions.simplifyCleanups)
        if (s.vttParam) CIRGenVirtualBases.addVttParam(this, op, ft);   // C++: C2/D2 with a VTT
        CIRGenAttributes.applyToFunction(op, s, forDefinition || !op.region(0).isEmpty(), instrumentFunctions, optimized, noBuiltin, defaultVisibility);
        if (targetFeatures != null && (forDefinition || !op.region(0).isEmpty())) CIRGenAttributes.addTargetFeatures(op, targetFeatures);
        return op;
    }

    /** The cir.func of {@code s} if one was created. */
    Operation existingFunction(Symbol s) { return funcs.get(s); }

    boolean hasSymbol(String irName) { return symbolsByName.containsKey(irName); }

    /** Adds a function created elsewhere (a lifted nested function, CIRGenNested). */
    void addFunction(Symbol s, Operation op) {
        insertAtModuleEnd(op);
        funcs.put(s, op);
        symbolsByName.put(s.irName, op);
    }

    /** ABI: {@code arg_attrs} with the byval/sret/align entries of the lowered parameters (docs/abi.md). */
    private void setAbiArgAttrs(Operation op, CType.Function ft, boolean definition) {
        jcirc.frontend.cirgen.abi.FunctionInfo info = types.abi.lower(ft, definition);
        Attribute argAttrs = optimized ? CIRGenArgFacts.withNoundef(info, info.type().inputs().size(), true) : info.fixedArgAttrsAttr();
        if (argAttrs != null) op.setAttr("arg_attrs", argAttrs);
        else op.removeAttr("arg_attrs");
    }

    public CirTypes.FuncType functionType(Symbol s) {
        Operation op = function(s, false);
        return (CirTypes.FuncType) ((BuiltinAttrs.TypeAttr) op.attr("function_type")).type();
    }

    /** cir's name of gcc's TLS model ("initial-exec" -> "initial_exec"; "global-dynamic" is ClangIR's "general_dynamic"). */
    static String tlsModelName(String gccModel) {
        return gccModel.equals("global-dynamic") ? "general_dynamic" : gccModel.replace('-', '_');
    }

    /** The cir.global op of an object with static storage duration, created as a declaration on first use. */
    public Operation global(Symbol s) {
        Operation op = globals.get(s);
        if (op == null && (op = symbolsByName.get(s.irName)) != null) globals.put(s, op);   // asm label naming another's symbol
        if (op == null) {
            Map<String, Attribute> a = CIRGenBuilder.attrs(
                    "sym_name", BuiltinAttrs.str(s.irName),
                    "sym_type", BuiltinAttrs.type(types.convert(s.type)),
                    "linkage", linkage(s),
                    "alignment", new BuiltinAttrs.IntegerAttr(Math.max(Types.variableAlignOf(s.type), s.alignAttr), BuiltinTypes.I64));
            // _Thread_local: tls_model = "general_dynamic" | "local_dynamic" | "initial_exec" | "local_exec"
            if (s.threadLocal) a.put("tls_model", BuiltinAttrs.str(tlsModelName(s.gnu.tlsModel != null ? s.gnu.tlsModel : defaultTlsModel)));
            if (s.constantString != null) {   // __func__: static const char __func__[] = "f";
                a.put("initial_value", stringAttr(s.constantString, s.type));
                a.put("constant", BuiltinAttrs.UNIT);
            }
            op = CirOps.GlobalOp.create(Builder.detached(Location.UNKNOWN), a).op();
            insertAtModuleEnd(op);
            globals.put(s, op);
            symbolsByName.put(s.irName, op);
        }
        CIRGenAttributes.applyToGlobal(op, s, op.attr("initial_value") != null, defaultVisibility);
        return op;
    }

    /** Gives a global its initial value (a definition). */
    public void defineGlobal(Symbol s, CirAttrs.CirTypedAttr init, boolean constant) {
        Operation op = global(s);
        op.setAttr("sym_type", BuiltinAttrs.type(types.convert(s.type)));
        op.setAttr("initial_value", init);
        op.setAttr("linkage", linkage(s));
        if (constant) op.setAttr("constant", BuiltinAttrs.UNIT);
        CIRGenAttributes.applyToGlobal(op, s, true, defaultVisibility);
        // keep definitions in source order: move to the end
        op.remove();
        insertAtModuleEnd(op);
    }

    /**
     * A static function used but never defined: clang's warning, and (as clang and gcc do) an
     * external declaration, which the linker resolves or reports; cir forbids internal declarations.
     */
    private void undefinedInternalFunctions() {
        for (Map.Entry<Symbol, Operation> e : funcs.entrySet()) {
            Operation op = e.getValue();
            if (!op.region(0).isEmpty() || op.attr("aliasee") != null || !linkage(e.getKey()).equals(op.attr("linkage"))
                    || e.getKey().linkage != Symbol.Linkage.INTERNAL) continue;
            sema.diags.warning(e.getKey().loc, "function '" + e.getKey().name + "' has internal linkage but is not defined");
            op.setAttr("linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "external"));
        }
    }

    private void finishTentatives() {
        for (Symbol s : sema.fileSymbols()) {
            if (s.isVariable() && s.tentative && !s.defined) {
                if (Types.unqual(s.type) instanceof CType.Array a && a.length() < 0) {
                    s.type = new CType.Array(a.element(), 1);
                    sema.warning(null, "tentative array definition assumed to have one element");
                }
                defineGlobal(s, s.inlineInitialValue != null ? scalarAttr(s.inlineInitialValue, Types.unqual(s.type), null)
                        : zeroOf(types.convert(s.type)), false);   // static inline int n = 1; (CxxClasses.inClassInitializer)
            }
        }
        // records first converted while incomplete and completed later
    }

    /** A private constant global holding a string literal's bytes; returns its name. */
    public String stringGlobal(Literals.StringLit lit, CType arrayType) {
        long n = ((CType.Array) Types.unqual(arrayType)).length();
        String key = lit.elementType() + ":" + n + ":" + java.util.Arrays.toString(lit.units());
        String name = strings.get(key);
        if (name != null) return name;
        name = stringCounter == 0 ? ".str" : ".str." + stringCounter;
        stringCounter++;
        Type at = types.convert(arrayType);
        Map<String, Attribute> a = CIRGenBuilder.attrs(
                "sym_name", BuiltinAttrs.str(name),
                "sym_type", BuiltinAttrs.type(at),
                "linkage", CIRGenBuilder.kind(CIRGenBuilder.LINKAGE, "private"),
                "constant", BuiltinAttrs.UNIT,
                "initial_value", stringAttr(lit, arrayType),
                "alignment", new BuiltinAttrs.IntegerAttr(Types.alignOf(arrayType), BuiltinTypes.I64));
        Operation op = CirOps.GlobalOp.create(Builder.detached(Location.UNKNOWN), a).op();
        body.prepend(op);
        strings.put(key, name);
        return name;
    }

    /** The constant for a character array initialized by a string literal (zero-padded or truncated). */
    public CirAttrs.CirTypedAttr stringAttr(Literals.StringLit lit, CType arrayType) {
        CType.Array at = (CType.Array) Types.unqual(arrayType);
        Type t = types.convert(at);
        long n = at.length();
        if (Types.sizeOf(lit.elementType()) == 1 && Types.sizeOf(at.element()) == 1) {
            byte[] b = new byte[(int) n];
            for (int i = 0; i < n && i < lit.length(); i++) b[i] = (byte) lit.units()[i];
            return new CirAttrs.ConstArrayAttr(BuiltinAttrs.str(new String(b, StandardCharsets.ISO_8859_1)), t);
        }
        List<Attribute> els = new ArrayList<>();
        Type et = types.convert(at.element());
        for (int i = 0; i < n; i++) els.add(new CirAttrs.IntAttr(i < lit.length() ? lit.units()[i] : 0, et));
        return new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(els), t);
    }

    // ------------------------------------------------------------------ constant initializers

    /** The constant attribute for a static initializer; reports an error and returns zero if not constant. */
    public CirAttrs.CirTypedAttr constInit(InitTree init, CType t) {
        Type ct = types.convert(t);
        switch (init) {
            case InitTree.Str s -> { return stringAttr(s.lit(), t); }
            case InitTree.Member m -> { return zeroOf(ct); }   // C++: dynamic initialization (SemaCXX.dynamicInit)
            case InitTree.Expr e when sema.cxx != null && jcirc.frontend.sema.SemaMemberPointers.is(t) -> {
                return CIRGenMemberPointers.constant(this, sema.cxx.memberPointers.constant(e.expr(), t), ct);   // C++: int A::*p = &A::x;
            }
            case InitTree.Expr e -> {
                if ((Types.isRecord(t) || Types.isArray(t) || Types.isVector(t)) && stripParens(e.expr()) instanceof org.eclipse.cdt.core.dom.ast.IASTTypeIdInitializerExpression cl
                        && cl.getInitializer() instanceof IASTInitializerList il) {
                    // struct pt g = (struct pt){1, 2};  (a GNU extension): the literal's initializer
                    return constInit(InitTree.build(sema, t, il), t);
                }
                if (Types.isRecord(t) || Types.isArray(t) || Types.isVector(t)) {
                    sema.error(e.expr(), "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                ConstValue v = sema.consts.eval(e.expr());
                if (v == null) {
                    sema.error(e.expr(), "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                return scalarAttr(ConstValue_convert(v, t), t, e.expr());
            }
            case InitTree.Agg a -> {
                CType u = Types.unqual(t);
                if (a.children().isEmpty()) return zeroOf(ct);
                if (u instanceof CType.Vector vt) return CIRGenVector.constInit(this, a, vt);
                if (u instanceof CType.Complex cx && ct instanceof CirTypes.ComplexType cty) {   // C++ _Complex double g{1.0, 2.0};
                    InitTree re = a.children().get(0L), im = a.children().get(1L);
                    return new CirAttrs.ConstComplexAttr(re == null ? zeroAttr(cty.element()) : constInit(re, cx.element()),
                            im == null ? zeroAttr(cty.element()) : constInit(im, cx.element()), ct);
                }
                if (u instanceof CType.Array arr) {
                    List<Attribute> els = new ArrayList<>();
                    boolean allZero = true;
                    // the children in index order (one walk of the map, not a lookup per element)
                    var given = a.children().subMap(0L, true, arr.length(), false).entrySet().iterator();
                    var next = given.hasNext() ? given.next() : null;
                    for (long i = 0; i < arr.length(); i++) {
                        InitTree c = null;
                        if (next != null && next.getKey() == i) {
                            c = next.getValue();
                            next = given.hasNext() ? given.next() : null;
                        }
                        CirAttrs.CirTypedAttr x = c == null ? zeroAttr(types.convert(arr.element())) : constInit(c, arr.element());
                        if (!isZero(x)) allZero = false;
                        els.add(x);
                    }
                    if (allZero) return zeroOf(ct);
                    return new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(els), ct);
                }
                if (u instanceof CType.Record r) {
                    RecordDef def = r.def();
                    CirTypes.StructType st = types.struct(def);
                    if (def.isUnion()) {
                        var e = a.children().firstEntry();
                        RecordDef.Field f = def.fields().get(e.getKey().intValue());
                        CirAttrs.CirTypedAttr x = constInit(e.getValue(), f.type());
                        if (x instanceof CirAttrs.ZeroAttr) return zeroOf(ct);
                        if (f.isBitField()) {
                            // a bit-field member: its storage bytes, as a constant of the storage array member
                            CIRGenTypes.MemberInfo mi = types.memberIndex(def, f.index());
                            ConstValue v = bitFieldConst(e.getValue(), f);
                            if (!(v instanceof ConstValue.IntVal iv)) {
                                sema.error(e.getValue() instanceof InitTree.Expr ex ? ex.expr() : null, "initializer element is not a compile-time constant");
                                return zeroOf(ct);
                            }
                            long bits = (iv.value() & (f.bitWidth() >= 64 ? -1L : (1L << f.bitWidth()) - 1)) << mi.bitOffsetInStorage();
                            CirTypes.ArrayType at = (CirTypes.ArrayType) st.members().get(mi.index());
                            List<Attribute> bytes = new ArrayList<>();
                            for (int i = 0; i < at.size(); i++) bytes.add(new CirAttrs.IntAttr(i < 8 ? (bits >>> (8 * i)) & 0xff : 0, CirTypes.U8));
                            return new CirAttrs.ConstStructAttr(List.of(new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(bytes), at)), ct);
                        }
                        // the one initialized member; the rest of the union's bytes are zero
                        return new CirAttrs.ConstStructAttr(List.of(x), ct);
                    }
                    Attribute[] ms = new Attribute[st.members().size()];
                    for (int i = 0; i < ms.length; i++) ms[i] = zeroAttr(st.members().get(i));
                    Map<Integer, BigInteger> bitStorage = new LinkedHashMap<>();
                    boolean allZero = true;
                    for (RecordDef.Field f : def.fields()) {
                        InitTree c = a.children().get((long) f.index());
                        if (c == null) continue;
                        CIRGenTypes.MemberInfo mi = types.memberIndex(def, f.index());
                        if (f.isBitField()) {
                            ConstValue v = bitFieldConst(c, f);
                            if (!(v instanceof ConstValue.IntVal iv)) {
                                if (v != null || c instanceof InitTree.Expr) sema.error(c instanceof InitTree.Expr ex ? ex.expr() : null, "initializer element is not a compile-time constant");
                                continue;
                            }
                            BigInteger bits = BigInteger.valueOf(iv.value()).and(BigInteger.ONE.shiftLeft(f.bitWidth()).subtract(BigInteger.ONE));
                            BigInteger cur = bitStorage.getOrDefault(mi.index(), BigInteger.ZERO);
                            bitStorage.put(mi.index(), cur.or(bits.shiftLeft(mi.bitOffsetInStorage())));
                            if (bits.signum() != 0) allZero = false;
                            // storage byte arrays are filled below
                            continue;
                        }
                        // a static flexible array member with an initializer (a GNU extension): the
                        // constant holds the array's elements and the global grows to hold them
                        boolean flexInit = def.hasFlexibleArrayMember() && f.index() == def.fields().size() - 1
                                && Types.unqual(c.type()) instanceof CType.Array fa && fa.length() > 0;
                        CirAttrs.CirTypedAttr x = constInit(c, flexInit ? c.type() : f.type());
                        if (!isZero(x) || flexInit) allZero = false;
                        ms[mi.index()] = x;
                    }
                    for (var e : bitStorage.entrySet()) {
                        CirTypes.ArrayType at = (CirTypes.ArrayType) st.members().get(e.getKey());
                        List<Attribute> bytes = new ArrayList<>();
                        for (int i = 0; i < at.size(); i++) bytes.add(new CirAttrs.IntAttr(e.getValue().shiftRight(8 * i).intValue() & 0xff, CirTypes.U8));
                        ms[e.getKey()] = new CirAttrs.ConstArrayAttr(new BuiltinAttrs.ArrayAttr(bytes), at);
                    }
                    if (allZero) return zeroOf(ct);
                    return new CirAttrs.ConstStructAttr(List.of(ms), ct);
                }
                // scalar in braces
                var first = a.children().firstEntry();
                return first == null ? zeroOf(ct) : constInit(first.getValue(), t);
            }
        }
    }

    /**
     * The constant value a bit-field is initialized with, converted to the field's type (a
     * {@code _Bool} field stores 1 for any non-zero value); null if not a constant. A braced
     * scalar {@code {5}} is looked through.
     */
    private ConstValue bitFieldConst(InitTree init, RecordDef.Field f) {
        InitTree c = init;
        while (c instanceof InitTree.Agg ag && !ag.children().isEmpty()) c = ag.children().firstEntry().getValue();
        if (!(c instanceof InitTree.Expr ex)) return null;
        ConstValue v = sema.consts.eval(ex.expr());
        return v == null ? null : ConstValue_convert(v, Types.unqual(f.type()));
    }

    private static IASTExpression stripParens(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }

    /** The zero constant of a type: typed scalar zeros, {@code #cir.zero} for aggregates. */
    public static CirAttrs.CirTypedAttr zeroAttr(Type t) {
        if (t instanceof CirTypes.IntType) return new CirAttrs.IntAttr(0, t);
        if (t instanceof CirTypes.FloatType) return new CirAttrs.FPAttr(0, t);
        if (t instanceof CirTypes.BoolType) return new CirAttrs.BoolAttr(false);
        if (t instanceof CirTypes.PointerType) return new CirAttrs.NullPtrAttr(t);
        return zeroOf(t);
    }

    static boolean isZero(CirAttrs.CirTypedAttr a) {
        return switch (a) {
            case CirAttrs.ZeroAttr z -> true;
            case CirAttrs.IntAttr i -> i.value().signum() == 0;
            case CirAttrs.FPAttr f -> f.exact().equals(jcirc.ir.X87Float.ZERO);
            case CirAttrs.BoolAttr b -> !b.value();
            case CirAttrs.NullPtrAttr n -> true;
            default -> false;
        };
    }

    private static ConstValue ConstValue_convert(ConstValue v, CType t) { return jcirc.frontend.sema.ConstEval.convert(v, t); }

    /** A scalar constant as a typed attribute. */
    public CirAttrs.CirTypedAttr scalarAttr(ConstValue v, CType t, IASTNode at) {
        Type ct = types.convert(t);
        if (v == null) {
            sema.error(at, "initializer element is not a compile-time constant");
            return zeroOf(ct);
        }
        switch (v) {
            case ConstValue.IntVal i -> {
                if (ct instanceof CirTypes.BoolType) return new CirAttrs.BoolAttr(i.value() != 0);
                if (ct instanceof CirTypes.PointerType) {
                    if (i.value() == 0) return new CirAttrs.NullPtrAttr(ct);
                    return new CirAttrs.ConstPtrAttr(i.value(), ct);
                }
                if (ct instanceof CirTypes.FloatType) return scalarAttr(ConstValue_convert(i, t), t, at);
                return new CirAttrs.IntAttr(i.exact(), ct);
            }
            case ConstValue.FloatVal f -> { return CirAttrs.FPAttr.of(f.bits(), ct); }
            // #cir.const_complex<#cir.fp<re>, #cir.fp<im>> : !cir.complex<T>
            case ConstValue.ComplexVal c -> {
                if (!(ct instanceof CirTypes.ComplexType cty)) {
                    sema.error(at, "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                if (cty.element() instanceof CirTypes.IntType) {   // complex integers: exact integral parts
                    java.math.BigInteger re = c.real().bits().toInteger(), im = c.imag().bits().toInteger();
                    return new CirAttrs.ConstComplexAttr(new CirAttrs.IntAttr(re == null ? java.math.BigInteger.ZERO : re, cty.element()),
                            new CirAttrs.IntAttr(im == null ? java.math.BigInteger.ZERO : im, cty.element()), ct);
                }
                return new CirAttrs.ConstComplexAttr(CirAttrs.FPAttr.of(c.real().bits(), cty.element()),
                        CirAttrs.FPAttr.of(c.imag().bits(), cty.element()), ct);
            }
            case ConstValue.AddrVal a -> {
                if (!(ct instanceof CirTypes.PointerType) && !(ct instanceof CirTypes.IntType it && it.width() == 64)) {
                    sema.error(at, "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                String sym;
                CType baseType;
                if (a.string() != null) {
                    CType arr = new CType.Array(a.string().elementType(), a.string().length() + 1);
                    sym = stringGlobal(a.string(), arr);
                    baseType = arr;
                } else if (a.symbol() != null && a.symbol().blockAddressFunction != null) {
                    // static void *tbl[] = { &&l1, &&l2 };  ->  #cir.block_address<@f, "l1">
                    if (a.offset() != 0) sema.error(at, "unsupported address constant offset");
                    Type pt = ct instanceof CirTypes.PointerType ? ct : CirTypes.ptr(CirTypes.VOID);
                    return new CirAttrs.BlockAddressAttr(a.symbol().blockAddressFunction, a.symbol().name, pt);
                } else if (a.symbol() != null) {
                    Symbol s = a.symbol();
                    if (s.isFunction()) function(s, false); else global(s);
                    var literal = sema.compoundLiteralObjects.get(s);
                    if (literal != null && !s.defined) {
                        // (struct pt){1, 2} at file scope: an internal global holding the literal
                        s.defined = true;
                        IASTInitializerClause lc = literal.getInitializer() instanceof IASTInitializerList il ? il : null;
                        InitTree lt = InitTree.build(sema, s.type, lc);
                        if (Types.isArray(s.type) && !Types.isComplete(s.type)) s.type = lt.type();
                        defineGlobal(s, constInit(lt, s.type), false);
                    }
                    sym = s.irName;
                    baseType = s.type;
                } else {
                    sema.error(at, "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                List<Long> idx = indexPath(baseType, a.offset(), at);
                return new CirAttrs.GlobalViewAttr(sym, idx, ct);   // a pointer, or a 64-bit integer holding the address
            }
            // static int off[] = { &&l1 - &&l0 };  ->  #cir.label_diff<@f, "l1", "l0"> : !s32i
            case ConstValue.LabelDiffVal d -> {
                if (!(ct instanceof CirTypes.IntType)) {
                    sema.error(at, "initializer element is not a compile-time constant");
                    return zeroOf(ct);
                }
                return new CirAttrs.LabelDiffAttr(d.label().blockAddressFunction, d.label().name, d.base().name, ct);
            }
        }
    }

    /** Element/member indices that reach byte {@code offset} inside an object of type {@code t}. */
    private List<Long> indexPath(CType t, long offset, IASTNode at) {
        List<Long> idx = new ArrayList<>();
        if (offset == 0) return idx;
        CType cur = t;
        long off = offset;
        while (off != 0 || idx.isEmpty()) {
            CType u = Types.unqual(cur);
            if (u instanceof CType.Array arr) {
                long es = Math.max(1, Types.sizeOf(arr.element()));
                idx.add(off / es);
                off = off % es;
                cur = arr.element();
            } else if (u instanceof CType.Record r && r.isUnion()) {
                // the member holding the offset (all start at 0): the largest one, so any offset inside lands
                RecordDef.Field hit = null;
                for (RecordDef.Field f : r.def().fields())
                    if (!f.isBitField() && off < Math.max(1, Types.sizeOf(f.type())) && (hit == null || Types.sizeOf(f.type()) > Types.sizeOf(hit.type()))) hit = f;
                if (hit == null) break;
                idx.add((long) types.memberIndex(r.def(), hit.index()).index());
                cur = hit.type();
            } else if (u instanceof CType.Record r) {
                RecordDef.Field hit = null;
                for (RecordDef.Field f : r.def().fields()) {
                    if (!f.isBitField() && f.offset() <= off && off < f.offset() + Math.max(1, Types.sizeOf(f.type()))) hit = f;
                }
                if (hit == null) break;
                idx.add((long) types.memberIndex(r.def(), hit.index()).index());
                off -= hit.offset();
                cur = hit.type();
            } else {
                if (off != 0) {
                    // an offset that does not land on a member: express it in bytes
                    sema.error(at, "unsupported address constant offset");
                }
                break;
            }
            if (off == 0) break;
        }
        return idx;
    }

    public String uniqueName(String base) {
        int n = usedNames.merge(base, 1, Integer::sum);
        return n == 1 ? base : base + "." + (n - 1);
    }

    /** The zero value of a type: a typed scalar constant, or {@code #cir.zero} for arrays and structs. */
    static CirAttrs.CirTypedAttr zeroOf(jcirc.ir.Type t) {
        return switch (t) {
            case jcirc.dialect.cir.CirTypes.IntType it -> new CirAttrs.IntAttr(0, it);
            case jcirc.dialect.cir.CirTypes.BoolType bt -> new CirAttrs.BoolAttr(false, bt);
            case jcirc.dialect.cir.CirTypes.FloatType ft -> new CirAttrs.FPAttr(0.0, ft);
            case jcirc.dialect.cir.CirTypes.PointerType pt -> new CirAttrs.NullPtrAttr(pt);
            case jcirc.dialect.cir.CirTypes.DataMemberType dm -> new CirAttrs.DataMemberAttr(null, dm);   // C++: null is -1
            case jcirc.dialect.cir.CirTypes.MethodType mt -> new CirAttrs.MethodAttr(null, null, 0, mt);
            default -> new CirAttrs.ZeroAttr(t);
        };
    }
}
