package jcirc.frontend.cxx;

import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;

import java.util.ArrayList;
import java.util.List;

/**
 * CDT's types as Sema's {@link CType}s: the argument of a template type parameter is a CDT type (deduced or
 * written), which an instance's parameter scope declares as a typedef ({@link CxxTemplates}). Builtin types
 * as {@code SemaType} reads their specifiers, pointers, arrays, cv-qualifiers, functions, and classes and
 * enums by their tag keys, references as the pointers Sema declares them as ({@code typedef const T &const_reference;}
 * of a class template instance), pointers to members as Sema's ({@code SemaMemberPointers}); null for what has no CType yet.
 */
public final class CdtTypes {
    private CdtTypes() {}

    public static CType of(Sema sema, IType t) {
        return switch (t) {
            case null -> null;
            case ITypedef td -> of(sema, td.getType());
            case IQualifierType q -> {
                CType base = of(sema, q.getType());
                yield base == null ? null : Types.qualify(base, q.isConst(), q.isVolatile(), false);
            }
            // codecvt_base::result (_Codecvt::*)(…) const as a template argument (locale_conv.h's __do_str_codecvt): Sema's
            // pointer-to-member type of the class and member types (SemaMemberPointers)
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType pm when sema.cxx != null -> {
                CType cls = of(sema, pm.getMemberOfClass());
                CType member = cls instanceof CType.Record ? of(sema, pm.getType()) : null;
                yield cls instanceof CType.Record r && member != null
                        ? Types.qualify(sema.cxx.memberPointers.type(member, r), pm.isConst(), pm.isVolatile(), false) : null;
            }
            case IPointerType p when !(p instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType) -> {
                CType pointee = sema.templates == null ? of(sema, p.getType()) : sema.templates.lazily(() -> of(sema, p.getType()));   // S<int>*: need not be complete
                yield pointee == null ? null : Types.qualify(new CType.Pointer(pointee), p.isConst(), p.isVolatile(), p.isRestrict());
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r -> {   // T& and T&&: a pointer, dereferenced where used (SemaType)
                CType referee = sema.templates == null ? of(sema, r.getType()) : sema.templates.lazily(() -> of(sema, r.getType()));
                yield referee == null ? null : new CType.Pointer(referee);
            }
            case IArrayType a -> {
                CType element = of(sema, a.getType());
                Number n = a.getSize() == null ? null : a.getSize().numberValue();
                yield element == null ? null : new CType.Array(element, n == null ? -1 : n.longValue());
            }
            case IFunctionType f -> {
                CType ret = of(sema, f.getReturnType());
                List<CType> ps = new ArrayList<>();
                for (IType p : f.getParameterTypes()) {
                    CType c = of(sema, p);
                    if (c == null) yield null;
                    ps.add(c);
                }
                yield ret == null ? null : new CType.Function(ret, ps, f.takesVarArgs(), true);
            }
            case IBasicType b -> basic(b);
            case org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType c when sema.cxx != null -> sema.cxx.lambdas.closureType(c);   // SemaLambda
            case ICPPClassType c when c.getName().isEmpty() -> anonymous(sema, c);   // typedef struct {...} mbstate_t;
            case ICPPClassType c -> {
                Scope.Tag tag = sema.templates.tag(c, null);
                yield tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
            }
            case IEnumeration e when e instanceof ICPPBinding cb -> tag(sema, CxxClasses.key(cb));
            default -> null;
        };
    }

    /** An unnamed class (no tag key): the type Sema gave its definition's specifier, when that is not in a template. */
    private static CType anonymous(Sema sema, ICPPClassType c) {
        if (!(c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || ib.getDefinition() == null) return null;
        for (org.eclipse.cdt.core.dom.ast.IASTNode p = ib.getDefinition(); p != null; p = p.getParent()) {
            if (p instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration) return null;
            if (p instanceof org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier spec) return sema.baseType(spec);
        }
        return null;
    }

    private static CType tag(Sema sema, String key) {
        Scope.Tag tag = sema.symbols.lookupTag(key);
        if (tag == null) return null;
        return tag.record() != null ? new CType.Record(tag.record()) : tag.enumDef() != null ? new CType.Enum(tag.enumDef()) : null;
    }

    /** A builtin type; {@code _Complex T} keeps its complex-ness (a constructor's {@code complex(_Complex float)} parameter). */
    private static CType basic(IBasicType b) {
        CType t = scalar(b);
        return t != null && b.isComplex() && (Types.isFloating(t) || Types.isInteger(t) && !Types.isBool(t)) ? new CType.Complex(t) : t;
    }

    private static CType scalar(IBasicType b) {
        boolean u = b.isUnsigned();
        return switch (b.getKind()) {
            case eVoid -> CType.VOID;
            case eBoolean -> CType.BOOL;
            case eChar -> u ? CType.UCHAR : b.isSigned() ? CType.SCHAR : CType.CHAR;
            case eWChar -> CType.INT;
            case eChar16 -> CType.USHORT;
            case eChar32 -> CType.UINT;
            case eFloat -> CType.FLOAT;
            case eDouble -> b.isLong() ? CType.LONG_DOUBLE : CType.DOUBLE;
            case eInt128 -> CType.of(u ? CType.IntKind.UINT128 : CType.IntKind.INT128);
            case eNullPtr -> CxxLiterals.NULLPTR_T;   // std::nullptr_t, decltype(nullptr)
            case eInt, eUnspecified -> b.isShort() ? (u ? CType.USHORT : CType.SHORT) : b.isLongLong() ? (u ? CType.ULLONG : CType.LLONG)
                    : b.isLong() ? (u ? CType.ULONG : CType.LONG) : u ? CType.UINT : CType.INT;
            default -> null;
        };
    }
}
