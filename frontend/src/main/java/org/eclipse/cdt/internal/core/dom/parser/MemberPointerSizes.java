package org.eclipse.cdt.internal.core.dom.parser;

import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.lang.reflect.Field;

/**
 * The unit's {@link SizeofCalculator} with the sizes of pointers to members, which CDT leaves unknown: the Itanium C++
 * ABI represents a pointer to data member as a {@code ptrdiff_t} offset (8 bytes on x86-64) and a pointer to member
 * function as a pair of {@code ptrdiff_t} (pointer or vtable offset + 1, and the {@code this} adjustment: 16 bytes,
 * 8-aligned). Without them {@code sizeof} of a class holding one is unknown too: libstdc++'s
 * {@code _Function_base::_M_max_size = sizeof(_Nocopy_types)} (a union with a {@code void (_Undefined_class::*)()}),
 * and with it {@code std::function}'s {@code __stored_locally} and the {@code integral_constant} its managers dispatch
 * on. The composite, array and typedef cases recurse through this object, so they see these sizes as well.
 */
public final class MemberPointerSizes extends SizeofCalculator {
    private static final Field CALCULATOR;
    static {
        Field f = null;
        try {
            f = ASTTranslationUnit.class.getDeclaredField("fSizeofCalculator");
            f.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            f = null;   // another CDT: keep its calculator
        }
        CALCULATOR = f;
    }

    private MemberPointerSizes(IASTTranslationUnit tu) { super(tu); }

    /** Gives the unit this calculator (before any name is resolved, so no value was computed with CDT's). */
    public static void install(IASTTranslationUnit tu) {
        if (!(tu instanceof ASTTranslationUnit ast) || CALCULATOR == null) return;
        try {
            if (!(CALCULATOR.get(ast) instanceof MemberPointerSizes)) CALCULATOR.set(ast, new MemberPointerSizes(tu));
        } catch (ReflectiveOperationException | RuntimeException e) {
            // keep CDT's calculator
        }
    }

    @Override
    public SizeAndAlignment sizeAndAlignment(IType type) {
        IType t = SemanticUtil.getNestedType(type, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (t instanceof ICPPPointerToMemberType pm) {
            SizeAndAlignment p = sizeAndAlignmentOfPointer();
            if (p == null) return null;
            return pm.getType() instanceof IFunctionType ? new SizeAndAlignment(2 * p.size, p.alignment) : p;
        }
        if (t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct) return closure(ct);
        return super.sizeAndAlignment(type);
    }

    /**
     * A closure type's size (CDT's is 1 whatever the captures, so {@code sizeof(F) <= _M_max_size} held for a lambda
     * capturing 32 bytes and std::function stored it in its 16-byte buffer: wrong code): its captures in order, as
     * g++ lays them out — by copy the entity's type, by reference and {@code this} a pointer. Unknown (null) with a
     * capture default, whose implicit captures CDT does not list.
     */
    private SizeAndAlignment closure(org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le = lambda(ct);
        if (le == null || le.getCaptureDefault() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression.CaptureDefault.UNSPECIFIED) return null;
        SizeAndAlignment ptr = sizeAndAlignmentOfPointer();
        long size = 0;
        int align = 1;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCapture c : le.getCaptures()) {
            SizeAndAlignment m;
            if (c.capturesThisPointer() || c.isByReference()) m = ptr;
            else if (c.getIdentifier() != null && c.getIdentifier().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v) m = sizeAndAlignment(v.getType());
            else return null;
            if (m == null || c.isPackExpansion()) return null;
            size = (size + m.alignment - 1) / m.alignment * m.alignment + m.size;
            align = Math.max(align, m.alignment);
        }
        return size == 0 ? new SizeAndAlignment(1, 1) : new SizeAndAlignment((size + align - 1) / align * align, align);
    }

    private static org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression lambda(org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct) {
        try {
            Field f = org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType.class.getDeclaredField("fLambdaExpression");
            f.setAccessible(true);
            return (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression) f.get(ct);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
