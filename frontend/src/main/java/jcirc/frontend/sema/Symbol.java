package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;

/** An entry of the ordinary identifier namespace: object, function, typedef or enum constant. */
public final class Symbol {
    public enum Kind { VARIABLE, FUNCTION, TYPEDEF, ENUM_CONSTANT }

    public enum Linkage { NONE, INTERNAL, EXTERNAL }

    public final String name;
    public final Kind kind;
    public CType type;
    public Linkage linkage;
    /** Static storage duration (file-scope objects, static and extern locals, functions). */
    public final boolean isStatic;
    public final SourceLoc loc;
    /** The symbol name in the emitted module (differs from {@link #name} for static locals). */
    public String irName;
    /** A definition (function body, or object with initializer) has been seen. */
    public boolean defined;
    /** A file-scope object declared without initializer and without extern (C11 6.9.2). */
    public boolean tentative;
    public boolean isInline;
    /** C++: an inline definition every unit using it emits (a member function defined in its class): {@code linkonce_odr}. */
    public boolean linkOnceOdr;
    /** C++: a base-object constructor/destructor (C2/D2) of a class with virtual bases: a VTT parameter follows {@code this}. */
    public boolean vttParam;
    /** C++: an explicit instantiation definition of a template ({@code template int f<int>(int);}): {@code weak_odr}, as g++. */
    public boolean weakOdr;
    /** gnu_inline / C89 {@code extern inline}: the body is for inlining only, never emitted. */
    public boolean inlineOnly;
    public boolean threadLocal;
    public boolean isParameter;
    /**
     * C++: a function that cannot throw — declared {@code noexcept}/{@code noexcept(true)}/{@code throw()} (glibc's
     * {@code __THROW}), a destructor without an exception specification, an implicit destructor whose subobjects' destructors
     * cannot throw. Its calls are plain calls, never try-calls (docs/cxx.md, "The scf path and EH").
     */
    public boolean nothrow;
    /** A C23 {@code constexpr} object's value (converted to its type), usable in constant expressions; else null. */
    public ConstValue constexprValue;
    /**
     * C++: a static data member initialized in its class ({@code static const int n = 5;}, {@code static constexpr T value = v;}):
     * its reads are its {@link #constexprValue}, as g++ folds them, since no unit need define it.
     */
    public boolean inClassConstant;
    /**
     * C++17: the constant initial value of a non-const {@code static inline} data member initialized in its class
     * ({@code static inline int alive = 0;}): the tentative definition the unit emits (weak COMDAT) starts with it.
     */
    public ConstValue inlineInitialValue;
    /** Value of an enum constant. */
    public long enumValue;
    /** {@code __attribute__((aligned(N)))} on the declaration, 0 if none. */
    public int alignAttr;
    /** GNU attributes that reach the emitted code (noinline, weak, section, constructor, cleanup, ...). */
    public final GnuAttributes.Decl gnu = new GnuAttributes.Decl();
    /** Non-null for the pseudo-symbol of {@code &&label} in a constant: the function holding the label ({@link #name}). */
    public String blockAddressFunction;
    /** Non-null for {@code __func__} and friends: the constant string the object holds ({@link PredefinedIdentifiers}). */
    public Literals.StringLit constantString;

    public Symbol(String name, Kind kind, CType type, Linkage linkage, boolean isStatic, SourceLoc loc) {
        this.name = name;
        this.kind = kind;
        this.type = type;
        this.linkage = linkage;
        this.isStatic = isStatic;
        this.loc = loc;
        this.irName = name;
    }

    public boolean isVariable() { return kind == Kind.VARIABLE; }

    public boolean isFunction() { return kind == Kind.FUNCTION; }

    public boolean isTypedef() { return kind == Kind.TYPEDEF; }

    public boolean isEnumConstant() { return kind == Kind.ENUM_CONSTANT; }

    /** A file-scope object or function, or a static/extern local. */
    public boolean isGlobal() { return isStatic; }

    @Override public String toString() { return kind.name().toLowerCase() + " " + name + " : " + type; }
}
