package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.EnumDef;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Types from declaration specifiers and declarators: tags (struct/union/enum definitions), arrays, VLAs,
 * function prototypes, type names (clang's SemaType and the tag parts of SemaDecl). Part of {@link Sema}, which
 * owns the state and delegates to it.
 */
final class SemaType {
    private final Sema sema;

    SemaType(Sema sema) {
        this.sema = sema;
        typeIdTypes = new Sema.JournaledMap<>(sema);
    }
    private final Map<IASTTypeId, CType> typeIdTypes;

    // ------------------------------------------------------------------ types from declarations

    /**
     * The type named by declaration specifiers (qualifiers included); defines tags as a side effect, once:
     * asked again (by CIRGen after the Sema walk) it answers from {@link SemaResults} and re-enters the tag
     * and enumerators into the current block scope.
     */
    public CType baseType(IASTDeclSpecifier spec) {
        SemaResults.SpecEntry done = sema.results.specs.get(spec);
        if (done != null) {
            Scope scope = sema.symbols.current();
            if (!scope.isFile()) {
                if (done.tag() != null && scope.lookupTagLocal(done.tag().name()) != done.tag()) scope.putTag(done.tag());
                for (Symbol c : done.enumerators()) if (scope.lookupLocal(c.name) != c) scope.put(c);
            }
            return done.type();
        }
        CType t = computeBaseType(spec);
        String tagName = switch (spec) {
            case IASTCompositeTypeSpecifier c -> tagKey(c.getName());
            case IASTEnumerationSpecifier e -> tagKey(e.getName());
            case IASTElaboratedTypeSpecifier e -> tagKey(e.getName());
            default -> "";
        };
        Scope.Tag tag = tagName.isEmpty() ? null : sema.symbols.current().lookupTagLocal(tagName);
        List<Symbol> enumerators = new ArrayList<>();
        if (spec instanceof IASTEnumerationSpecifier e) {
            for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators()) {
                Symbol c = sema.symbols.current().lookupLocal(en.getName().toString());
                if (c != null) enumerators.add(c);
            }
        }
        sema.results.specs.put(spec, new SemaResults.SpecEntry(t, tag, enumerators));
        return t;
    }

    private CType computeBaseType(IASTDeclSpecifier spec) {
        CType t = switch (spec) {
            case IASTSimpleDeclSpecifier s -> simpleType(s);
            // C++: typedef S<int> T;: the instance need not be complete yet (CxxTemplates.lazily)
            case IASTNamedTypeSpecifier n when sema.templates != null && n.getStorageClass() == IASTDeclSpecifier.sc_typedef -> sema.templates.lazily(() -> namedType(n));
            case IASTNamedTypeSpecifier n -> namedType(n);
            case IASTCompositeTypeSpecifier c -> defineRecord(c);
            case IASTEnumerationSpecifier e -> defineEnum(e);
            case IASTElaboratedTypeSpecifier e -> elaborated(e);
            default -> {
                sema.error(spec, "unsupported declaration specifier");
                yield CType.INT;
            }
        };
        if (C23Decls.isTypeofUnqual(spec)) t = Types.unqual(t);   // C23 typeof_unqual
        CType bitInt = C23Decls.bitInt(sema, spec);   // C23 _BitInt(N)
        if (bitInt != null) t = bitInt;
        t = GnuModes.apply(sema, t, spec);   // int __attribute__((mode(QI))) c;
        // C++11 [[gnu::mode(QI)]] int c; and f([[gnu::mode(QI)]] int o): the attribute is on the declaration
        if (sema.cxx != null && (spec.getParent() instanceof IASTSimpleDeclaration || spec.getParent() instanceof IASTParameterDeclaration))
            t = GnuModes.apply(sema, t, spec.getParent());
        t = GnuVectors.applyVectorSize(sema, t, spec);   // int __attribute__((vector_size(16))) v;
        boolean restrict = spec instanceof ICASTDeclSpecifier cs && cs.isRestrict();
        CType q = Types.qualify(t, spec.isConst(), spec.isVolatile(), restrict);
        if (!SemaAttr.hasAtomicAttribute(spec)) return q;
        if (t instanceof CType.Int i && i.isBitInt()) {   // as clang-19, which has no atomic _BitInt of any width
            sema.error(spec, "_Atomic cannot be applied to integer type '" + i + "'");
            return q;
        }
        return Types.atomic(q);
    }

    /** The type a type name denotes ({@code T}, {@code std::string}, {@code S<int>}, {@code typename A<T>::type}). */
    private CType namedType(IASTNamedTypeSpecifier n) {
        String name = sema.cxx != null ? jcirc.frontend.cxx.CxxNames.typedefKey(n.getName()) : n.getName().toString();   // C++: std::string
        if (sema.cxx != null) name = sema.cxx.packs.elementName(n.getName(), name);   // C++: Ts in a pack expansion (SemaPacks)
        Symbol sym = sema.symbols.lookup(name);
        if (sym == null && (name.equals("__auto_type") || name.equals("__label__"))) {
            return CType.INT;   // __auto_type: replaced by autoType(); __label__: a local label declaration
            }
            if (sym == null && sema.cxxNames != null) {   // C++: a class or enum named without its keyword
                CType cls = jcirc.frontend.cxx.CxxClasses.namedType(sema, n.getName());
                if (cls != null) return cls;
            }
            if ((sym == null || !sym.isTypedef()) && sema.cxxNames != null && sema.templates != null
                    && n.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) {   // C++: std::size_t, a member typedef
                CType c = jcirc.frontend.cxx.CdtTypes.of(sema, sema.templates.instantiate(td));
                if (c != null) return c;
            }
            if ((sym == null || !sym.isTypedef()) && sema.cxxNames != null && sema.templates != null
                    && n.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IType ut
                    && ut instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding) {   // C++: typename enable_if<C<T>::value>::type
                // the name is the lookup point (typename aligned_storage<sizeof(_Tp), __alignof__(_Tp)>::type: CDT's
                // sizeof values need one)
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(n.getName());
                CType c;
                try {
                    c = jcirc.frontend.cxx.CdtTypes.of(sema, sema.templates.instantiate(ut));
                } finally {
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
                }
                if (c != null) return c;
            }
            if (sym == null || !sym.isTypedef()) {
                // C++17: a class template whose arguments could not be deduced (std::pair p{…})
                if (sema.cxxNames == null || !jcirc.frontend.cxx.ClassTemplateDeductions.diagnose(sema, n))
                    sema.error(n, "unknown type name '" + name + "'");
                return CType.INT;
            }
            return sym.type;
    }

    /** GNU {@code _Complex int}, {@code _Complex unsigned char}, ...: the integer type the specifiers name, complex. */
    private CType complexInteger(IASTSimpleDeclSpecifier s) {
        boolean u = s.isUnsigned(), sg = s.isSigned();
        CType.Int e;
        if (s.getType() == IASTSimpleDeclSpecifier.t_char) e = u ? CType.UCHAR : sg ? CType.SCHAR : CType.CHAR;
        else if (s.isShort()) e = u ? CType.USHORT : CType.SHORT;
        else if (s.isLongLong()) e = (CType.Int) CType.of(u ? CType.IntKind.ULLONG : CType.IntKind.LLONG);
        else if (s.isLong()) e = (CType.Int) CType.of(u ? CType.IntKind.ULONG : CType.IntKind.LONG);
        else e = u ? CType.UINT : CType.INT;
        return new CType.Complex(e);
    }

    private CType simpleType(IASTSimpleDeclSpecifier s) {
        boolean u = s.isUnsigned(), sg = s.isSigned();
        if (s.isImaginary()) sema.error(s, "_Imaginary types are not supported");
        if (s.isComplex()) {
            return switch (s.getType()) {
                case IASTSimpleDeclSpecifier.t_float -> new CType.Complex(CType.FloatKind.FLOAT);
                case IASTSimpleDeclSpecifier.t_double -> new CType.Complex(s.isLong() ? CType.FloatKind.LONG_DOUBLE : CType.FloatKind.DOUBLE);
                // plain _Complex: double, as gcc; _Complex unsigned short etc.: a complex integer type
                case IASTSimpleDeclSpecifier.t_unspecified -> !u && !sg && !s.isShort() && !s.isLong() && !s.isLongLong()
                        ? new CType.Complex(CType.FloatKind.DOUBLE) : complexInteger(s);
                case IASTSimpleDeclSpecifier.t_int, IASTSimpleDeclSpecifier.t_char -> complexInteger(s);
                default -> {
                    sema.error(s, "_Complex of this type is not supported");
                    yield new CType.Complex(CType.FloatKind.DOUBLE);
                }
            };
        }
        switch (s.getType()) {
            case IASTSimpleDeclSpecifier.t_void: return CType.VOID;
            case IASTSimpleDeclSpecifier.t_bool: return CType.BOOL;
            // C++: char16_t, char32_t, char8_t and wchar_t are distinct types (CDT tells them apart for overloading and
            // mangling) with the representation of their underlying types ([basic.fundamental]/9): uint_least16_t,
            // uint_least32_t, unsigned char and, on x86-64 Linux, int
            case IASTSimpleDeclSpecifier.t_char16_t: return CType.USHORT;
            case IASTSimpleDeclSpecifier.t_char32_t: return CType.UINT;
            case IASTSimpleDeclSpecifier.t_char8_t: return CType.UCHAR;
            case IASTSimpleDeclSpecifier.t_wchar_t: return CType.INT;
            case IASTSimpleDeclSpecifier.t_char: return u ? CType.UCHAR : sg ? CType.SCHAR : CType.CHAR;
            case IASTSimpleDeclSpecifier.t_float: return CType.FLOAT;
            case IASTSimpleDeclSpecifier.t_double: return s.isLong() ? CType.LONG_DOUBLE : CType.DOUBLE;
            case IASTSimpleDeclSpecifier.t_int128: return CType.of(u ? CType.IntKind.UINT128 : CType.IntKind.INT128);
            case IASTSimpleDeclSpecifier.t_float128:
                sema.error(s, "__float128 is not supported");
                return CType.LONG_DOUBLE;
            case IASTSimpleDeclSpecifier.t_typeof: {
                IASTExpression e = s.getDeclTypeExpression();
                if (e instanceof IASTTypeIdExpression tie) return typeOfTypeId(tie.getTypeId());
                return e == null ? CType.INT : sema.typeOf(e);
            }
            case IASTSimpleDeclSpecifier.t_decltype:   // C++ decltype(e)
                if (sema.cxxNames != null) return CxxDeducedTypes.decltypeSpecifier(sema, s);
                break;
            case IASTSimpleDeclSpecifier.t_decltype_auto:
                if (sema.cxxNames != null) return CxxDeducedTypes.PLACEHOLDER;
                break;
            case IASTSimpleDeclSpecifier.t_auto: {
                if (sema.cxxNames != null) return CxxDeducedTypes.PLACEHOLDER;   // C++ auto: deduced per declarator (SemaDecl.autoType)
                sema.error(s, "__auto_type is not supported");
                return CType.INT;
            }
            default: break;
        }
        if (s.isShort()) return u ? CType.USHORT : CType.SHORT;
        if (s.isLongLong()) return u ? CType.ULLONG : CType.LLONG;
        if (s.isLong()) return u ? CType.ULONG : CType.LONG;
        if (s.getType() == IASTSimpleDeclSpecifier.t_unspecified && !u && !sg && !(sema.c23 && SemaDecl.isC23Auto(s))) {
            // implicit int (C89)
            // `f(v) {...}`: CDT parses an undeclared K&R parameter as a parameter declaration without specifiers
            if (s.getParent() instanceof IASTParameterDeclaration pd && s.getFileLocation() != null
                    && s.getFileLocation().getNodeLength() == 0) {
                String pn = innermostName(pd.getDeclarator()).toString();
                sema.oldCWarning(s, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                        "parameter '" + pn + "' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int",
                        "parameter '" + pn + "' was not declared, defaults to 'int'");
            } else if (SemaDecl.isEmptyDeclaration(s)) {
                // `;` alone (a stray semicolon after a function definition or a macro): C23's empty declaration,
                // accepted by gcc and clang (clang's -Wextra-semi, off by default)
            } else if (s.getStorageClass() != IASTDeclSpecifier.sc_typedef && sema.cxxNames == null) {   // also `static count;`, `register i;` (C++: constructors, destructors)
                sema.oldCWarning(s, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                        "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int",
                        "type specifier missing, defaults to 'int'");
            }
        }
        return u ? CType.UINT : CType.INT;
    }

    /**
     * The name a tag is keyed by in the scopes: its spelling in C; in C++ its qualified name (CxxClasses.tagKey),
     * so that classes of one name in different namespaces are different tags.
     */
    private String tagKey(org.eclipse.cdt.core.dom.ast.IASTName n) {
        return sema.cxxNames == null ? n.toString() : jcirc.frontend.cxx.CxxClasses.tagKey(sema, n);
    }

    /** A tag's own name (a RecordDef's or EnumDef's, printed in diagnostics): the last component of a qualified name. */
    private static String plainTag(org.eclipse.cdt.core.dom.ast.IASTName n) {
        return (n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : n).toString();
    }

    private CType elaborated(IASTElaboratedTypeSpecifier e) {
        String name = tagKey(e.getName()), plain = plainTag(e.getName());
        boolean isEnum = e.getKind() == IASTElaboratedTypeSpecifier.k_enum;
        boolean union = e.getKind() == IASTElaboratedTypeSpecifier.k_union;
        Scope.Tag tag = sema.symbols.lookupTag(name);
        // `struct S;` alone declares a new tag in the current scope
        boolean standalone = e.getParent() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 0;
        if (standalone && !isEnum) {
            Scope.Tag local = sema.symbols.current().lookupTagLocal(name);
            if (local == null) {
                RecordDef d = new RecordDef(plain, union);
                sema.symbols.current().putTag(new Scope.Tag(name, d, null));
                return new CType.Record(d);
            }
            tag = local;
        }
        if (tag == null) {
            if (isEnum) {
                EnumDef d = new EnumDef(plain);
                sema.symbols.current().putTag(new Scope.Tag(name, null, d));
                return new CType.Enum(d);
            }
            RecordDef d = new RecordDef(plain, union);
            // forward references from parameter lists belong to the file scope in practice
            Scope target = sema.symbols.current();
            while (target.kind == Scope.Kind.PROTOTYPE && target.parent != null) target = target.parent;
            target.putTag(new Scope.Tag(name, d, null));
            return new CType.Record(d);
        }
        if (isEnum) {
            if (tag.enumDef() == null) { sema.error(e, "use of '" + name + "' with tag type that does not match previous declaration"); return CType.INT; }
            return new CType.Enum(tag.enumDef());
        }
        if (tag.record() == null || tag.record().isUnion() != union) {
            sema.error(e, "use of '" + name + "' with tag type that does not match previous declaration");
            return CType.INT;
        }
        return new CType.Record(tag.record());
    }

    private CType defineRecord(IASTCompositeTypeSpecifier c) {
        String name = tagKey(c.getName()), plain = plainTag(c.getName());
        boolean union = c.getKey() == IASTCompositeTypeSpecifier.k_union;
        RecordDef def = null;
        if (!name.isEmpty()) {
            Scope.Tag local = sema.symbols.current().lookupTagLocal(name);
            if (local != null && local.record() != null && local.record().isUnion() == union && !local.record().isComplete()) {
                def = local.record();
            } else if (local != null && local.record() != null && local.record().isComplete()) {
                sema.error(c.getName(), "redefinition of '" + plain + "'");
            }
        }
        if (def == null) {
            def = new RecordDef(name.isEmpty() ? null : plain, union);
            if (name.isEmpty()) def.setUnnamedAt(sema.loc(c).toString());
            if (!name.isEmpty()) sema.symbols.current().putTag(new Scope.Tag(name, def, null));
        }
        def.setBeingDefined(true);
        if (sema.cxx != null && c.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType cls) sema.cxx.conversions.noteClass(def, cls);   // C++: converting constructors
        List<RecordDef.MemberDecl> members = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (IASTDeclaration d : c.getMembers()) {
            if (sema.cxxNames != null && jcirc.frontend.cxx.CxxClasses.notAField(sema, d)) continue;   // C++: functions, static members, access labels
            if (!(d instanceof IASTSimpleDeclaration sd)) {
                if (d instanceof IASTProblemDeclaration) continue;
                sema.error(d, "unsupported member declaration");
                continue;
            }
            CType base = baseType(sd.getDeclSpecifier());
            Sema.Attrs specAttrs = sema.attributes(sd.getDeclSpecifier(), sd);
            if (sd.getDeclarators().length == 0) {
                // anonymous struct/union member (C11), or a stray tag declaration
                if (Types.unqual(base) instanceof CType.Record r
                        && sd.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier cs && cs.getName().toString().isEmpty()) {
                    members.add(new RecordDef.MemberDecl(null, base, -1, specAttrs.aligned()));
                    for (RecordDef.Field f : r.def().fields()) if (f.name() != null && !seen.add(f.name())) sema.error(sd, "duplicate member '" + f.name() + "'");
                }
                continue;
            }
            for (IASTDeclarator decl : sd.getDeclarators()) {
                if (StaticAsserts.check(sema, decl)) continue;   // C11: _Static_assert among the members
                CType t = declaratorType(base, decl);
                String mname = innermostName(decl).toString();
                if (sema.cxx != null) SemaReferenceMembers.declare(sema, def, decl, mname, t);   // C++: int &r; (its field holds the address)
                Sema.Attrs a = sema.attributes(sd.getDeclSpecifier(), sd, decl);   // `alignas(8) int x, y;`: the leading specifier appertains to each
                int width = -1;
                if (decl instanceof IASTFieldDeclarator fd && fd.getBitFieldSize() != null) {
                    ConstValue v = sema.consts.eval(fd.getBitFieldSize());
                    if (!(v instanceof ConstValue.IntVal iv)) {
                        sema.error(fd.getBitFieldSize(), "bit-field '" + mname + "' width is not an integer constant expression");
                        width = 1;
                    } else {
                        width = (int) iv.value();
                        if (!Types.isInteger(t)) { sema.error(decl, "bit-field '" + mname + "' has non-integral type '" + t + "'"); width = -1; }
                        else if (width < 0 || width > Types.sizeOf(t) * 8) {
                            sema.error(fd.getBitFieldSize(), "width of bit-field '" + mname + "' (" + width + " bits) exceeds the width of its type (" + Types.sizeOf(t) * 8 + " bits)");
                            width = (int) Types.sizeOf(t) * 8;
                        } else if (width == 0 && !mname.isEmpty()) {
                            sema.error(decl, "named bit-field '" + mname + "' has zero width");
                        }
                    }
                }
                if (Types.isVla(t)) {
                    // gcc's variably sized structs are not implemented: an error, not a flexible array member
                    sema.error(decl, "fields must have a constant size: 'variable length array in structure' extension is not supported");
                    t = CType.INT;
                }
                if (width < 0 && !Types.isComplete(t) && !(Types.isArray(t) && !Types.isComplete(t) && isLastMember(c, sd, decl))) {
                    sema.error(decl, "field has incomplete type '" + t + "'");
                    t = CType.INT;
                }
                if (Types.isFunction(t)) { sema.error(decl, "field '" + mname + "' declared as a function"); t = new CType.Pointer(t); }
                if (!mname.isEmpty() && !seen.add(mname)) sema.error(innermostName(decl), "duplicate member '" + mname + "'");
                // packed on the member: on its declarator, or before a plain type (`__attribute__((packed)) long l;`);
                // on a struct/union specifier it belongs to that type, not to the member
                boolean memberPacked = sema.attributes(decl).packed() || (!(sd.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier)
                        && !(sd.getDeclSpecifier() instanceof IASTElaboratedTypeSpecifier) && sema.attributes(sd.getDeclSpecifier()).packed());
                members.add(new RecordDef.MemberDecl(mname.isEmpty() ? null : mname, t, width, a.aligned(), memberPacked));
            }
        }
        Sema.Attrs ra = sema.attributes(c, c.getParent() instanceof IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null);
        if (union && SemaAttr.hasGnuAttribute("transparent_union", c)) def.setTransparentUnion();   // union U { ... } __attribute__((transparent_union))
        if (sema.cxxNames != null && !union && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs)   // C++: bases, empty classes
            jcirc.frontend.cxx.CxxRecordLayout.complete(sema, cs, def, members, ra.packed(), ra.aligned(), sema.packPragmas.at(c));
        else
            def.complete(members, ra.packed(), ra.aligned(), sema.packPragmas.at(c));
        return new CType.Record(def);
    }

    private static boolean isLastMember(IASTCompositeTypeSpecifier c, IASTSimpleDeclaration sd, IASTDeclarator d) {
        IASTDeclaration[] ms = c.getMembers();
        if (ms.length == 0 || ms[ms.length - 1] != sd) return false;
        IASTDeclarator[] ds = sd.getDeclarators();
        return ds[ds.length - 1] == d;
    }

    private CType defineEnum(IASTEnumerationSpecifier e) {
        String name = tagKey(e.getName());
        EnumDef def = new EnumDef(name.isEmpty() ? null : plainTag(e.getName()));
        if (!name.isEmpty()) {
            Scope.Tag local = sema.symbols.current().lookupTagLocal(name);
            boolean opaque = e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTEnumerationSpecifier ce && ce.isOpaque();
            if (local != null && local.enumDef() != null && opaque) return new CType.Enum(local.enumDef());   // enum class E : T; again
            if (local != null && local.enumDef() != null && (!local.enumDef().isComplete() || local.enumDef().opaque())) def = local.enumDef();
            else if (local != null && local.enumDef() != null) sema.error(e.getName(), "redefinition of 'enum " + plainTag(e.getName()) + "'");
            if (def.tag() != null && (local == null || local.enumDef() != def)) sema.symbols.current().putTag(new Scope.Tag(name, null, def));
        }
        boolean c23Marker = sema.cxxNames == null;
        CType.Int fixed = c23Marker ? C23Decls.fixedEnumType(sema, e)   // C23 enum E : unsigned char { ... }
                : CxxEnums.fixedType(sema, e, def);   // C++ enum class E : short { ... }
        Map<String, Long> values = new LinkedHashMap<>();
        long next = 0;
        CType enumType = new CType.Enum(def);
        for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators()) {
            String cname = en.getName().toString(), key = sema.symbolName(en.getName());   // C++: keyed by the qualified name
            if (c23Marker && fixed != null && en == e.getEnumerators()[0]) continue;   // the marker carrying the fixed type
            long v = next;
            if (en.getValue() != null) {
                ConstValue cv = sema.consts.eval(en.getValue());
                if (cv instanceof ConstValue.IntVal iv) v = iv.value();
                else sema.error(en.getValue(), "expression is not an integer constant expression");
            }
            values.put(cname, v);
            Symbol prev = sema.symbols.current().lookupLocal(key);
            if (prev != null) ClangNotes.redefinition(sema, en.getName(), prev, prev.kind == Symbol.Kind.ENUM_CONSTANT ? "enumerator '" + cname + "'" : "'" + cname + "'");
            if (fixed != null) v = C23Decls.fitEnumConstant(sema, en, fixed, v);
            // C++: before the closing brace an enumerator of a fixed underlying type has that type ([dcl.enum]/5:
            // `__wait_private = __wait | __private_flag` in atomic_wait.h's enum class), its enumeration's type after it
            CType during = fixed == null ? CType.INT : c23Marker ? enumType : fixed;
            Symbol s = new Symbol(key, Symbol.Kind.ENUM_CONSTANT, during, Symbol.Linkage.NONE, false, sema.loc(en.getName()));
            s.enumValue = v;
            sema.symbols.current().put(s);
            next = v + 1;
        }
        // enum __attribute__((packed)) E {...} / enum E {...} __attribute__((packed)), or any enum under -fshort-enums: gcc's smallest type
        boolean packed = sema.shortEnums || sema.attributes(e, e.getParent() instanceof IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null).packed()
                || packedBeforeTag(e);
        if (!c23Marker) def.markCxx();
        def.complete(values, packed);
        if (fixed != null) def.fixUnderlying(fixed);
        if (!c23Marker && fixed != null)
            for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators())
                if (sema.symbols.current().lookupLocal(sema.symbolName(en.getName())) instanceof Symbol s && s.isEnumConstant()) s.type = enumType;
        if (!c23Marker && fixed == null)   // C++: an enumerator int cannot hold (0xffff0000) has its enumeration's type ([dcl.enum]/5)
            for (IASTEnumerationSpecifier.IASTEnumerator en : e.getEnumerators())
                if (values.get(en.getName().toString()) instanceof Long v && (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE)
                        && sema.symbols.current().lookupLocal(sema.symbolName(en.getName())) instanceof Symbol s && s.isEnumConstant())
                    s.type = enumType;
        def.markOpaque(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTEnumerationSpecifier ce && ce.isOpaque());   // its definition may follow
        return enumType;
    }

    /**
     * {@code enum __attribute__((packed)) E {...}}: CDT's parser reads an attribute between
     * {@code enum} and the tag but keeps it nowhere, so the specifier's tokens before the tag or
     * the brace are looked at (macros in that position are expanded in them).
     */
    private static boolean packedBeforeTag(IASTEnumerationSpecifier e) {
        try {
            boolean inAttribute = false;
            for (org.eclipse.cdt.core.parser.IToken t = e.getSyntax(); t != null; t = t.getNext()) {
                String img = t.getImage();
                if (img.equals("{") || (t.getType() == org.eclipse.cdt.core.parser.IToken.tIDENTIFIER && !inAttribute
                        && img.equals(e.getName().toString()) && !img.isEmpty())) return false;
                if (img.equals("__attribute__") || img.equals("__attribute")) inAttribute = true;
                else if (inAttribute && (img.equals("packed") || img.equals("__packed__"))) return true;
            }
        } catch (org.eclipse.cdt.core.dom.ast.ExpansionOverlapsBoundaryException | UnsupportedOperationException ex) {
            return false;
        }
        return false;
    }

    /** The innermost (named) declarator's name. */
    /** The name as the source spells its last part ({@code f} of {@code ns::f}), for diagnostics. */
    public static String sourceName(IASTName n) {
        return n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName().toString() : n.toString();
    }

    /** The last part of a qualified name ({@code m} of {@code S::m}): where clang puts the caret. */
    public static IASTName lastName(IASTName n) {
        return n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : n;
    }

    public static IASTName innermostName(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d.getName();
    }

    /** The innermost declarator. */
    public static IASTDeclarator innermost(IASTDeclarator d) {
        while (d.getNestedDeclarator() != null) d = d.getNestedDeclarator();
        return d;
    }

    /** Applies a declarator (pointers, arrays, function parameters, nesting) to a base type; once per declarator and base. */
    public CType declaratorType(CType base, IASTDeclarator d) {
        if (collapsesReference(base, d)) return computeDeclaratorType(base, d);   // per instance, never cached
        SemaResults.DeclaratorEntry done = sema.results.declarators.get(d);
        if (done != null && done.base().equals(base)) return done.type();
        CType t = computeDeclaratorType(base, d);
        if (done == null) sema.results.declarators.put(d, new SemaResults.DeclaratorEntry(base, t));
        return t;
    }

    /**
     * Reference collapsing ([dcl.ref]/6) in a template instance: {@code const _T1& __a}, {@code _Args&&...} whose type
     * names a reference argument ({@code pair<int&, long&>}, {@code tuple<_Elements&...>}) declares that reference, not a
     * reference to it. Sema holds the argument {@code int&} as a typedef of the pointer {@code int *}; the declarator's
     * first operator is a reference and CDT's type of the declaration's specifier in the instance is a reference whose
     * CType is {@code base} (a function template's reference argument bound as its referenced type, ReferenceArguments,
     * is not).
     */
    private boolean collapsesReference(CType base, IASTDeclarator d) {
        if (sema.templates == null || !sema.templates.inInstance() || d.getParent() instanceof IASTDeclarator
                || d.getPointerOperators().length == 0 || !(d.getPointerOperators()[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator)
                || !(Types.unqual(base) instanceof CType.Pointer)) return false;
        IASTDeclSpecifier ds = ReferenceCollapsing.declSpecifier(d);
        if (!(ds instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamedTypeSpecifier)) return false;
        try {
            IType t = sema.templates.instantiate(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor.createType(ds),
                    sema.cxx.packs.indexOf(d));   // const _Tail&... __tail: the element's type
            while (t instanceof ITypedef td) t = td.getType();
            if (t instanceof org.eclipse.cdt.core.dom.ast.IQualifierType q) t = q.getType();
            while (t instanceof ITypedef td) t = td.getType();
            return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType
                    && Types.unqual(base).equals(Types.unqual(jcirc.frontend.cxx.CdtTypes.of(sema, t)));
        } catch (RuntimeException e) {
            return false;
        }
    }

    private CType computeDeclaratorType(CType base, IASTDeclarator d) {
        CType t = base;
        // typedef int v4si __attribute__((vector_size(16))): the attribute makes the declaration's base type a vector
        if (!(d.getParent() instanceof IASTDeclarator)) t = GnuVectors.applyVectorSize(sema, GnuModes.apply(sema, t, d), d);
        // C++ reference collapsing: R& with R a reference type is R (a typedef or a dependent type name, a class
        // template's reference argument T const & with T = M const &: ReferenceCollapsing; const _T1& with _T1 = int&
        // whose CType is the base: collapsesReference)
        boolean collapse = t != null && (collapsesReference(base, d) || ReferenceCollapsing.collapsesFirst(sema, d)
                || ReferenceCollapsing.baseIsReference(sema, d));
        for (IASTPointerOperator po : d.getPointerOperators()) {
            if (po instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator && collapse) {
                t = Types.unqual(t);   // the reference itself (its cv ignored)
                collapse = false;
            } else if (po instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator) {
                t = new CType.Pointer(t);   // C++ T& and T&&: a pointer, implicitly dereferenced where used (SemaCXX)
            } else if (po instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPointerToMember pm && sema.cxx != null) {
                t = sema.cxx.memberPointers.declaratorType(t, pm);   // C++: int A::*, int (A::*)(int)
            } else if (po instanceof IASTPointer p) {
                boolean r = p instanceof ICASTPointer cp && cp.isRestrict();
                t = Types.qualify(new CType.Pointer(t), p.isConst(), p.isVolatile(), r);
                if (SemaAttr.hasAtomicAttribute(p)) t = Types.atomic(t);
            }
        }
        if (d instanceof IASTArrayDeclarator ad) {
            IASTArrayModifier[] mods = ad.getArrayModifiers();
            for (int i = mods.length - 1; i >= 0; i--) {
                IASTExpression size = mods[i].getConstantExpression();
                if (Types.isFunction(t)) sema.error(d, "'" + innermostName(d) + "' declared as array of functions");
                else if (sema.cxxNames == null && (Types.unqual(t) instanceof CType.Record || Types.unqual(t) instanceof CType.Enum) && !Types.isComplete(t)) {
                    // C11 6.7.6.2p1 (was an internal compiler error for a member `union y m[4];`: fuzz seed 12)
                    sema.error(innermostName(d).toString().isEmpty() ? ad.getArrayModifiers()[i] : innermostName(d), "array has incomplete element type '" + t + "'");
                    t = CType.INT;
                }
                if (size == null && mods[i] instanceof ICASTArrayModifier cm && cm.isVariableSized()) {
                    vlaSizes.add(null);   // int a[*]: a VLA of unspecified size (prototypes only)
                    t = new CType.Array(t, -(1 + vlaSizes.size()), true);
                } else if (size == null) {
                    t = new CType.Array(t, -1);
                } else {
                    ConstValue v = sema.consts.eval(size);
                    if (v instanceof ConstValue.IntVal iv) {
                        long n = iv.value();
                        if (n < 0 && !isStaticAssert(d)) {
                            sema.error(size, "'" + innermostName(d) + "' declared as an array with a negative size");
                            n = 1;
                        } else if (tooLarge(iv.exact(), t)) {
                            sema.error(size, "array is too large (" + iv.exact() + " elements)");
                            n = 1;
                        }
                        t = new CType.Array(t, Math.max(n, 0));
                    } else if (sema.typeOf(size) instanceof CType st && !Types.isInteger(Types.unqual(st)) && !(Types.unqual(st) instanceof CType.Enum)) {
                        // int d["x"]; char c[1.5];  (clang: size of array has non-integer type 'char[2]')
                        sema.error(size, "size of array has non-integer type '" + st + "'");
                        t = new CType.Array(t, 1);
                    } else {
                        // a VLA: its length field is -(2 + k), k the index of its size expression (vlaSize)
                        vlaSizes.add(size);
                        t = new CType.Array(t, -(1 + vlaSizes.size()), true);
                    }
                }
            }
        } else if (d instanceof IASTStandardFunctionDeclarator fd) {
            CType trailing = sema.cxxNames != null ? CxxDeducedTypes.trailingReturn(sema, d) : null;   // C++ auto f() -> T
            if (trailing != null) t = trailing;
            IASTName dn = d.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : d.getName();
            if (sema.cxxNames != null && dn instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConversionName cn)
                t = sema.typeOfTypeId(cn.getTypeId());   // C++ operator double(): returns double
            if (Types.isArray(t) || Types.isFunction(t)) {   // A f(void); with typedef int A[3]
                sema.error(fd, "function cannot return " + (Types.isArray(t) ? "array" : "function") + " type " + TypeSpelling.asWritten(t, d));
                t = Types.isArray(t) ? new CType.Pointer(((CType.Array) Types.unqual(t)).element()) : new CType.Pointer(t);
            }
            t = functionType(t, fd);
        } else if (d instanceof ICASTKnRFunctionDeclarator kr) {
            List<CType> ps = new ArrayList<>();
            for (IASTName pn : kr.getParameterNames()) {
                IASTDeclarator pd = knrParameterDeclarator(kr, pn.toString());
                CType pt = CType.INT;
                if (pd != null && pd.getParent() instanceof IASTSimpleDeclaration psd) {
                    pt = declaratorType(baseType(psd.getDeclSpecifier()), pd);
                } else {
                    sema.oldCWarning(pn, jcirc.frontend.warnings.WarningOptions.IMPLICIT_INT,
                            "parameter '" + pn + "' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int",
                            "parameter '" + pn + "' was not declared, defaults to 'int'");
                }
                ps.add(adjustParam(pt));
            }
            t = new CType.Function(t, ps, false, false);
        }
        if (d.getNestedDeclarator() != null) t = declaratorType(t, d.getNestedDeclarator());
        return t;
    }

    /** clang's limit: an array's size in bits must fit in 64 bits (so sizes in bytes never overflow a long). */
    private static boolean tooLarge(java.math.BigInteger n, CType element) {
        if (n.signum() < 0) return false;   // reported as a negative size
        long es = Types.isComplete(element) && !Types.isVla(element) ? Math.max(Types.sizeOf(element), 1) : 1;
        return n.multiply(java.math.BigInteger.valueOf(es)).bitLength() > 63;   // PTRDIFF_MAX bytes, as gcc (991014-1)
    }

    /** The declarator declaring K&R parameter {@code name} in the declaration list (also {@code int (*f)();}), or null. */
    public static IASTDeclarator knrParameterDeclarator(ICASTKnRFunctionDeclarator kr, String name) {
        for (IASTDeclaration d : kr.getParameterDeclarations())
            if (d instanceof IASTSimpleDeclaration sd)
                for (IASTDeclarator dd : sd.getDeclarators())
                    if (innermostName(dd).toString().equals(name)) return dd;
        return null;
    }

    private static boolean isStaticAssert(IASTDeclarator d) {
        for (IASTNode n = d; n != null; n = n.getParent()) {
            if (n instanceof IASTFunctionDeclarator fd && fd.getName().toString().equals("__jcirc_static_assert")) return true;
        }
        return false;
    }

    private CType functionType(CType ret, IASTStandardFunctionDeclarator fd) {
        IASTParameterDeclaration[] params = sema.cxx != null ? sema.cxx.packs.parameters(fd) : fd.getParameters();   // C++: Ts... args (SemaPacks)
        // C's f() declares no prototype; C++'s f() is f(void)
        if (params.length == 0 && !fd.takesVarArgs()) return new CType.Function(ret, List.of(), false, sema.cxx != null);
        EmptyParameters.check(sema, fd);   // int f(int a, )
        List<CType> ps = new ArrayList<>();
        sema.symbols.push(Scope.Kind.PROTOTYPE);
        try {
            for (IASTParameterDeclaration p : params) {
                CType pt = declaratorType(baseType(p.getDeclSpecifier()), p.getDeclarator());
                if (params.length == 1 && Types.isVoid(pt) && !(Types.unqual(pt) instanceof CType.Qualified)
                        && innermostName(p.getDeclarator()).toString().isEmpty() && pt.equals(CType.VOID)) {
                    return new CType.Function(ret, List.of(), fd.takesVarArgs(), true);
                }
                if (Types.isVoid(pt)) {
                    // int f(void x);  int g(int, void);  -> clang's errors; the parameter becomes int
                    boolean named = !innermostName(p.getDeclarator()).toString().isEmpty();
                    sema.error(p, named ? "argument may not have 'void' type"
                            : params.length == 1 ? "'void' as parameter must not have type qualifiers"
                            : "'void' must be the first and only parameter if specified");
                    pt = CType.INT;
                }
                ps.add(adjustParam(pt));
                declarePrototypeParam(p, adjustParam(pt));
            }
        } finally {
            sema.symbols.pop();
        }
        return new CType.Function(ret, ps, fd.takesVarArgs(), true);
    }

    /**
     * A parameter in prototype scope, so that later parameters' array sizes can name it
     * ({@code int f(int n, int a[n][n])}). The symbol is the one the parameter's name resolves to; a
     * definition's {@link SemaDecl#declareParam} takes it over, so the size expressions mean the parameter.
     */
    private void declarePrototypeParam(IASTParameterDeclaration p, CType type) {
        IASTName n = innermostName(p.getDeclarator());
        if (n == null || n.toString().isEmpty()) return;
        Symbol s = sema.resolved.get(n);
        if (s == null) {
            s = new Symbol(n.toString(), Symbol.Kind.VARIABLE, type, Symbol.Linkage.NONE, false, sema.loc(n));
            s.isParameter = true;
            sema.resolved.put(n, s);
        }
        if (sema.symbols.current().lookupLocal(s.name) == null) sema.symbols.current().put(s);
    }

    /** Parameter type adjustment: arrays and functions become pointers. */
    public static CType adjustParam(CType t) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Array a) return new CType.Pointer(a.element());
        if (u instanceof CType.Function) return new CType.Pointer(u);
        return t;
    }

    public CType typeOfTypeId(IASTTypeId id) {
        CType t = typeIdTypes.get(id);
        if (t == null) {
            t = declaratorType(baseType(id.getDeclSpecifier()), id.getAbstractDeclarator());
            typeIdTypes.put(id, t);
        }
        return t;
    }

    private final List<IASTExpression> vlaSizes = new ArrayList<>();

    /** The size expression of a variable length array type (see declaratorType). */
    public IASTExpression vlaSize(CType.Array a) {
        int k = (int) (-a.length() - 2);
        return a.vla() && k >= 0 && k < vlaSizes.size() ? vlaSizes.get(k) : null;
    }
}
