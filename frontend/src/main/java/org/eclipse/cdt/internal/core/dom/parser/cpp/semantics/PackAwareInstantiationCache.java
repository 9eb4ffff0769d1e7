package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.ASTTypeUtil;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameterMap;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTTranslationUnit;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;

/**
 * CDT's per-unit cache of alias template instantiations ({@code CPPASTTranslationUnit.fInstantiationCache}, read and
 * written by {@code CPPTemplates.instantiateType} for {@code ICPPAliasTemplateInstance}s), with keys that tell a
 * template parameter pack from a plain parameter of the same position.
 *
 * <p>CDT's key ({@link TypeInstantiationRequest}) compares template parameters by their position only
 * ({@code CPPTemplateTypeParameter.isSameType}), so the aliased type of {@code __decay_and_strip<_T1>} instantiated for
 * {@code make_pair}'s parameter {@code _T1} was reused for {@code make_tuple}'s pack {@code _Elements} (both are
 * parameter 0): {@code tuple<typename __decay_and_strip<_Elements>::__type...>} then expanded a pattern without a
 * pack and {@code make_tuple} had no viable candidate; in the other order, a function template naming the alias with
 * a plain parameter got the pack's instance and its return type never became concrete. Here an entry matches only
 * when CDT's key matches and the normalized spellings ({@code #0} vs {@code #0(...)}) of the type and the arguments
 * are equal too; the spellings are computed only for keys CDT already finds equal.
 */
public final class PackAwareInstantiationCache extends HashMap<TypeInstantiationRequest, IType> {
    private static final Field TYPE, MAP, CACHE;
    static {
        Field t = null, m = null, c = null;
        try {
            t = TypeInstantiationRequest.class.getDeclaredField("type");
            m = TypeInstantiationRequest.class.getDeclaredField("parameterMap");
            c = CPPASTTranslationUnit.class.getDeclaredField("fInstantiationCache");
            t.setAccessible(true);
            m.setAccessible(true);
            c.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            t = m = c = null;   // another CDT: keep its cache
        }
        TYPE = t;
        MAP = m;
        CACHE = c;
    }

    private final Map<Key, IType> entries = new HashMap<>();

    /** Replaces the cache of a C++ unit (keeping what the parser's ambiguity resolution already cached). */
    @SuppressWarnings("unchecked")
    public static void install(IASTTranslationUnit tu) {
        if (!(tu instanceof CPPASTTranslationUnit cpp) || CACHE == null) return;
        try {
            Map<TypeInstantiationRequest, IType> old = (Map<TypeInstantiationRequest, IType>) CACHE.get(cpp);
            if (old instanceof PackAwareInstantiationCache) return;
            PackAwareInstantiationCache c = new PackAwareInstantiationCache();
            if (old != null) old.forEach(c::put);
            CACHE.set(cpp, c);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // keep CDT's cache
        }
    }

    @Override public IType get(Object k) { return k instanceof TypeInstantiationRequest r ? entries.get(new Key(r)) : null; }
    @Override public boolean containsKey(Object k) { return k instanceof TypeInstantiationRequest r && entries.containsKey(new Key(r)); }
    @Override public IType put(TypeInstantiationRequest k, IType v) { return entries.put(new Key(k), v); }
    @Override public int size() { return entries.size(); }
    @Override public void clear() { entries.clear(); }

    /** A request, equal to another when CDT's request is and their pack-aware spellings are. */
    private static final class Key {
        final TypeInstantiationRequest request;
        private String spelling;

        Key(TypeInstantiationRequest request) { this.request = request; }

        @Override public int hashCode() { return request.hashCode(); }

        @Override public boolean equals(Object o) {
            return o instanceof Key k && request.equals(k.request) && spelling().equals(k.spelling());
        }

        /** The type and the parameter map's arguments, template parameters spelled {@code #id} or {@code #id(...)}. */
        private String spelling() {
            if (spelling != null) return spelling;
            StringBuilder b = new StringBuilder();
            try {
                b.append(ASTTypeUtil.getType((IType) TYPE.get(request), true));
                if (MAP.get(request) instanceof ICPPTemplateParameterMap map) {
                    for (Integer id : map.getAllParameterPositions()) {
                        b.append('|').append(id).append('=');
                        ICPPTemplateArgument[] pack = map.getPackExpansion(id);
                        ICPPTemplateArgument[] args = pack != null ? pack : new ICPPTemplateArgument[] {map.getArgument(id)};
                        b.append(pack != null ? "P" : "").append(ASTTypeUtil.getArgumentListString(args, true));
                    }
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                b.append('@').append(System.identityHashCode(request));   // unknown: equal to itself only
            }
            return spelling = b.toString();
        }
    }
}
