package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import java.util.List;

/**
 * Declaring the entity of a declarator with C's linkage, redeclaration, composite-type and tentative-definition
 * rules; parameters; implicit function declarations; {@code __auto_type} (clang's SemaDecl). Part of {@link
 * Sema}, which owns the state and delegates to it.
 */
final class SemaDecl {
    private final Sema sema;

    SemaDecl(Sema sema) {
        this.sema = sema;
    }

    /**
     * Whether declaration specifiers are GNU {@code __auto_type} or C23's {@code auto x = e;} (the type
     * comes from the initializer).
     */
    public boolean isAutoType(IASTDeclSpecifier spec) {
        return spec instanceof IASTNamedTypeSpecifier n && n.getName().toString().equals("__auto_type") && sema.symbols.lookup("__auto_type") == null
                || sema.c23 && isC23Auto(spec);
    }

    /** C23 6.7.10: {@code auto} with no type specifier at all ({@code auto int x} keeps C17's meaning). */
    static boolean isC23Auto(IASTDeclSpecifier spec) {
        return spec instanceof IASTSimpleDeclSpecifier s && s.getStorageClass() == IASTDeclSpecifier.sc_auto
                && s.getType() == IASTSimpleDeclSpecifier.t_unspecified && !s.isSigned() && !s.isUnsigned()
                && !s.isShort() && !s.isLong() && !s.isLongLong() && !s.isComplex() && !s.isImaginary();
    }

    /**
     * {@code ;} at file scope or in a struct: a declaration without specifiers and declarators (CDT's
     * empty {@code IASTSimpleDeclSpecifier} spans no source text). C23 6.7 allows it; gcc and clang accept it
     * silently in earlier modes too (clang: -Wextra-semi under -pedantic).
     */
    static boolean isEmptyDeclaration(IASTDeclSpecifier spec) {
        return spec instanceof IASTSimpleDeclSpecifier s && s.getParent() instanceof IASTSimpleDeclaration sd
                && sd.getDeclarators().length == 0 && s.getType() == IASTSimpleDeclSpecifier.t_unspecified
                && s.getStorageClass() == IASTDeclSpecifier.sc_unspecified && !s.isConst() && !s.isVolatile()
                && !s.isSigned() && !s.isUnsigned() && !s.isShort() && !s.isLong() && !s.isLongLong()
                && (s.getFileLocation() == null || s.getFileLocation().getNodeLength() == 0);
    }

    /** {@code __label__ a, b;}: a GNU local label declaration (parsed as a declaration of a type named __label__). */
    public static boolean isLocalLabelDeclaration(IASTSimpleDeclaration sd) {
        return sd.getDeclSpecifier() instanceof IASTNamedTypeSpecifier n && n.getName().toString().equals("__label__");
    }

    /**
     * {@code __auto_type x = e;}: the type of {@code x} is the type of {@code e} after lvalue conversion
     * (arrays and functions decay), qualified as the specifiers say. Other declarations keep {@code t}.
     */
    public CType autoType(IASTDeclSpecifier spec, IASTDeclarator d, CType t) {
        if (sema.cxxNames != null) return CxxConstexpr.objectType(spec, d, CxxDeducedTypes.variable(sema, spec, d, t));   // C++ auto, constexpr
        if (!isAutoType(spec)) return t;
        if (d.getPointerOperators().length > 0 || d instanceof IASTArrayDeclarator || d instanceof IASTFunctionDeclarator || d.getNestedDeclarator() != null) {
            sema.error(d, "'__auto_type' requires a plain identifier as declarator");
            return t;
        }
        if (!(d.getInitializer() instanceof IASTEqualsInitializer eq) || !(eq.getInitializerClause() instanceof IASTExpression e)) {
            sema.error(d, "declaration of variable '" + SemaType.innermostName(d) + "' with deduced type '__auto_type' requires an initializer");
            return t;
        }
        CType it = Types.rvalue(sema.typeOf(e));
        return Types.qualify(it, spec.isConst(), spec.isVolatile(), false);
    }

    // ------------------------------------------------------------------ declarations

    /**
     * Declares the entity of one declarator (not yet its initializer); applies C's rules for
     * linkage, redeclaration, composite types and tentative definitions. Returns the symbol.
     */
    public Symbol declare(IASTDeclSpecifier spec, IASTDeclarator decl, CType type, boolean isDefinition, boolean hasInit) {
        Symbol done = sema.results.declarations.get(decl);
        if (done != null) {   // declared by the Sema walk: CIRGen's scopes see it too
            Scope scope = sema.symbols.current();
            if (!scope.isFile() && scope.lookupLocal(done.name) != done) scope.put(done);
            return done;
        }
        Symbol s = computeDeclare(spec, decl, type, isDefinition, hasInit);
        sema.results.declarations.put(decl, s);
        return s;
    }

    private Symbol computeDeclare(IASTDeclSpecifier spec, IASTDeclarator decl, CType type, boolean isDefinition, boolean hasInit) {
        IASTName nameNode = SemaType.innermostName(decl);
        String name = sema.symbolName(nameNode);
        String shown = sema.cxxNames != null ? SemaType.sourceName(nameNode) : name;   // C++: 'f', not its key '_Z1fi'
        int sc = spec.getStorageClass();
        // C++: 'static' on a class member means "no object", not internal linkage: the in-class declaration is an extern one
        if (sema.cxxNames != null && sc == IASTDeclSpecifier.sc_static && jcirc.frontend.cxx.CxxClasses.isClassMember(nameNode)) sc = IASTDeclSpecifier.sc_extern;
        // C++: extern "C" int x; (a linkage specification without braces) declares x as 'extern' would ([dcl.link])
        if (sema.cxxNames != null && sc == IASTDeclSpecifier.sc_unspecified && jcirc.frontend.cxx.CxxDeclarations.inBracelessLinkageSpec(decl)) sc = IASTDeclSpecifier.sc_extern;
        Scope scope = sema.symbols.current();
        boolean file = scope.isFile();
        Sema.Attrs attrs = sema.attributes(spec, decl, decl.getParent());
        if (sc == IASTDeclSpecifier.sc_typedef) {
            Symbol prev = scope.lookupLocal(name);
            if (prev != null && !(prev.isTypedef() && Types.compatible(prev.type, type))) {
                sema.error(nameNode, prev.isTypedef() ? "typedef redefinition with different types ('" + type + "' vs '" + prev.type + "')"
                        : "redefinition of '" + shown + "' as different kind of symbol");
            }
            Symbol s = new Symbol(name, Symbol.Kind.TYPEDEF, type, Symbol.Linkage.NONE, false, sema.loc(nameNode));
            // typedef int aligned_int __attribute__((aligned(64))): objects declared with the typedef get the alignment
            s.alignAttr = Math.max(attrs.aligned(), sema.typedefAlignment(spec));
            // typedef union { ... } __SOCKADDR_ARG __attribute__((__transparent_union__));
            if (Types.unqual(type) instanceof CType.Record r && r.isUnion() && SemaAttr.hasGnuAttribute("transparent_union", spec, decl, decl.getParent()))
                r.def().setTransparentUnion();
            // typedef struct { ... } T;: diagnostics call the unnamed struct 'T', as clang does where T is written
            if (type instanceof CType.Record r && r.def().tag() == null) r.def().setTypedefName(shown);
            scope.put(s);
            sema.resolved.put(nameNode, s);
            return s;
        }
        boolean isFunc = Types.isFunction(type);
        Symbol prev = scope.lookupLocal(name);
        Symbol.Linkage linkage;
        if (isFunc) {
            linkage = sc == IASTDeclSpecifier.sc_static ? Symbol.Linkage.INTERNAL : Symbol.Linkage.EXTERNAL;
            if (!file && sc == IASTDeclSpecifier.sc_static) sema.error(nameNode, "function declared in block scope cannot have 'static' storage class");
        } else if (file) {
            // C23 6.2.2: a file-scope constexpr object has internal linkage
            // C++: const int N::k; / constexpr int N::k; defines a static member, which has its class's linkage
            boolean member = sema.cxxNames != null && jcirc.frontend.cxx.CxxClasses.isClassMember(nameNode);
            linkage = sc == IASTDeclSpecifier.sc_static || !member && C23Decls.isConstexpr(spec)
                    || sema.cxxNames != null && !member && CxxConstexpr.internalConst(spec, type) ? Symbol.Linkage.INTERNAL : Symbol.Linkage.EXTERNAL;
        } else {
            linkage = sc == IASTDeclSpecifier.sc_extern ? Symbol.Linkage.EXTERNAL : Symbol.Linkage.NONE;
        }
        if (linkage != Symbol.Linkage.NONE) {
            Symbol ext = prev != null ? prev : sema.symbols.external(name);
            if (ext == null && !file) {
                Symbol visible = sema.symbols.lookup(name);
                if (visible != null && visible.linkage != Symbol.Linkage.NONE) ext = visible;
            }
            if (ext != null && (ext.isFunction() || ext.isVariable()) && ext.linkage != Symbol.Linkage.NONE) {
                // redeclaration of an entity with linkage
                if ((sc == IASTDeclSpecifier.sc_extern || (isFunc && sc != IASTDeclSpecifier.sc_static)) ) linkage = ext.linkage;
                if (ext.linkage != linkage && file) {
                    sema.error(nameNode, (linkage == Symbol.Linkage.INTERNAL ? "static declaration of '" + shown + "' follows non-static declaration"
                            : "non-static declaration of '" + shown + "' follows static declaration"));
                }
                if (ext.isFunction() != isFunc || !Types.compatible(ext.type, type) && !compatibleIgnoringArrayQual(ext.type, type)) {
                    sema.error(nameNode, sema.cxxNames != null && isFunc && ext.isFunction() && name.startsWith("_Z")
                            ? "functions that differ only in their return type cannot be overloaded" : "conflicting types for '" + shown + "'");
                } else {
                    ext.type = Types.composite(ext.type, type);
                }
                if (isDefinition || hasInit) {
                    if (ext.defined && !(ext.inlineOnly)) sema.error(SemaType.lastName(nameNode), "redefinition of '" + shown + "'");
                    ext.defined = true;
                    ext.tentative = false;
                } else if (file && !isFunc && sc != IASTDeclSpecifier.sc_extern && !ext.defined) {
                    ext.tentative = true;
                }
                if (isFunc) applyFunctionSpecifiers(ext, spec, attrs, isDefinition);
                if (isFunc && sema.cxx != null && sema.cxx.exceptions.declaresNothrow(decl)) ext.nothrow = true;
                if (attrs.aligned() > 0) ext.alignAttr = Math.max(ext.alignAttr, attrs.aligned());
                GnuAttributes.mergeInto(ext, GnuAttributes.collect(sema, spec, decl, decl.getParent()));
                PointerPositionAttributes.apply(decl, ext);
                String asmLabel = SemaAttr.asmLabel(decl);
                if (asmLabel != null) ext.irName = asmLabel;
                if (!file || scope.lookupLocal(name) == null) scope.put(ext);
                sema.resolved.put(nameNode, ext);
                return ext;
            }
        }
        if (prev != null) {
            sema.error(nameNode, prev.kind != (isFunc ? Symbol.Kind.FUNCTION : Symbol.Kind.VARIABLE)
                    ? "redefinition of '" + shown + "' as different kind of symbol" : "redefinition of '" + shown + "'");
        }
        boolean isStatic = file || isFunc || sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern;
        Symbol s = new Symbol(name, isFunc ? Symbol.Kind.FUNCTION : Symbol.Kind.VARIABLE, type, linkage, isStatic, sema.loc(nameNode));
        s.alignAttr = Math.max(attrs.aligned(), sema.typedefAlignment(spec));
        s.threadLocal = attrs.threadLocal();
        GnuAttributes.mergeInto(s, GnuAttributes.collect(sema, spec, decl, decl.getParent()));
        PointerPositionAttributes.apply(decl, s);   // void *__attribute__((noinline)) f(void)
        if (s.gnu.weakref != null) {
            // static int f(void) __attribute__((weakref("g")));  ->  uses of f are weak references to g
            String target = !s.gnu.weakref.isEmpty() ? s.gnu.weakref : s.gnu.alias;
            if (target == null) sema.error(nameNode, "weakref declaration of '" + shown + "' must also have an alias attribute");
            else { s.irName = target; s.gnu.alias = null; }
        }
        String asmLabel = SemaAttr.asmLabel(decl);
        if (asmLabel != null) {
            if (linkage != Symbol.Linkage.NONE || isFunc) s.irName = asmLabel;   // int f(void) __asm__("g");
            else sema.warning(nameNode, "variable '" + shown + "' bound to register '" + asmLabel
                    + "' with asm is treated as an ordinary variable (explicit register variables are not supported)");
        }
        if (isFunc) {
            applyFunctionSpecifiers(s, spec, attrs, isDefinition);
            s.defined = isDefinition;
            if (sema.cxx != null && sema.cxx.exceptions.declaresNothrow(decl)) s.nothrow = true;   // C++: its calls cannot throw
        } else {
            s.defined = hasInit || (!file && sc != IASTDeclSpecifier.sc_extern);
            s.tentative = file && !hasInit && sc != IASTDeclSpecifier.sc_extern;
            if (!file && sc == IASTDeclSpecifier.sc_static) {
                s.irName = sema.currentFunctionName + "." + name + (sema.staticLocalCounter++ == 0 ? "" : "." + sema.staticLocalCounter);
                if (sema.cxxNames != null) jcirc.frontend.cxx.CxxStaticLocals.name(sema, s, nameNode);   // C++: g++'s _ZZ1fvE1n
            }
            if (!file && sc == IASTDeclSpecifier.sc_extern && hasInit) sema.error(nameNode, "declaration of block scope identifier with linkage cannot have an initializer");
        }
        scope.put(s);
        if (!isFunc && sema.cxxNames != null) CxxConstexpr.define(sema, s, spec, decl);   // C++ constexpr and const objects
        else if (!isFunc && C23Decls.isConstexpr(spec)) C23Decls.defineConstexpr(sema, s, decl);
        if (!isFunc && sema.cxxNames != null && spec.isInline()) s.linkOnceOdr = true;   // C++17 inline variables
        if (linkage != Symbol.Linkage.NONE) sema.symbols.recordExternal(s);
        if (s.isStatic && (linkage != Symbol.Linkage.NONE || (!file && sc == IASTDeclSpecifier.sc_static))) sema.fileSymbols.add(s);
        sema.resolved.put(nameNode, s);
        return s;
    }

    private static boolean compatibleIgnoringArrayQual(CType a, CType b) {
        return Types.compatibleUnqual(a, b);
    }

    private void applyFunctionSpecifiers(Symbol s, IASTDeclSpecifier spec, Sema.Attrs attrs, boolean isDefinition) {
        boolean inline = spec.isInline();
        s.isInline |= inline;
        if (sema.cxxNames != null && !attrs.gnuInline()) {   // C++ inline (not gnu_inline, as glibc's strchr): weak COMDAT
            s.inlineOnly = false;
            CxxConstexpr.inlineLinkage(s, spec);
            return;
        }
        // C99: an extern inline definition is an external definition; gnu89 (and gnu_inline): inline-only
        if (isDefinition && inline && (attrs.gnuInline() || (sema.gnu89Inline && spec.getStorageClass() == IASTDeclSpecifier.sc_extern))) {
            s.inlineOnly = true;
        } else if (isDefinition) {
            s.inlineOnly = false;
        }
    }

    /** Declares a function implicitly at its first call (C89 rule; gcc warns). */
    public Symbol implicitFunction(IASTName name) {
        String n = name.toString();
        if (sema.oldCWarning(name, jcirc.frontend.warnings.WarningOptions.IMPLICIT_FUNCTION_DECLARATION,
                UndeclaredFunctions.message(n), "implicit declaration of function '" + n + "'") && UndeclaredFunctions.note(n) != null)
            sema.diags.note(sema.loc(name), UndeclaredFunctions.note(n));
        Symbol s = sema.symbols.external(n);
        if (s != null) return s;
        // an undeclared library builtin (malloc, memset, __builtin_strchr, ...) gets its library prototype, as in gcc
        CType.Function lib = LibraryBuiltins.prototype(n);
        if (lib == null) lib = ImplicitLibraryTypes.of(n, sema.symbols.external(n.startsWith("__builtin_") ? n.substring(10) : n));
        s = new Symbol(n, Symbol.Kind.FUNCTION, lib != null ? lib : new CType.Function(CType.INT, List.of(), false, false),
                Symbol.Linkage.EXTERNAL, true, sema.loc(name));
        sema.symbols.fileScope().put(s);
        sema.symbols.recordExternal(s);
        sema.fileSymbols.add(s);
        return s;
    }

    /** Declares a function parameter in the current (function) scope. */
    public Symbol declareParam(String name, CType type, IASTNode at) {
        Symbol done = sema.results.params.get(at);
        if (done != null) {
            if (sema.symbols.current().lookupLocal(done.name) != done) sema.symbols.current().put(done);
            return done;
        }
        Symbol s = computeDeclareParam(name, type, at);
        sema.results.params.put(at, s);
        return s;
    }

    private Symbol computeDeclareParam(String name, CType type, IASTNode at) {
        Symbol prev = sema.symbols.current().lookupLocal(name);
        if (prev != null) sema.error(at, "redefinition of parameter '" + name + "'");
        // the symbol the prototype scope made for it (VLA sizes of later parameters refer to it)
        Symbol proto = at instanceof IASTParameterDeclaration pd ? sema.resolved.get(SemaType.innermostName(pd.getDeclarator())) : null;
        if (proto != null && prev == null && proto.isParameter && !proto.defined) {
            proto.type = type;
            proto.defined = true;
            sema.symbols.current().put(proto);
            ShadowCheck.check(sema, SemaType.innermostName(((IASTParameterDeclaration) at).getDeclarator()));
            return proto;
        }
        Symbol s = new Symbol(name, Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, false, sema.loc(at));
        s.isParameter = true;
        s.defined = true;
        sema.symbols.current().put(s);
        if (at instanceof IASTParameterDeclaration pd) ShadowCheck.check(sema, SemaType.innermostName(pd.getDeclarator()));
        return s;
    }
}
