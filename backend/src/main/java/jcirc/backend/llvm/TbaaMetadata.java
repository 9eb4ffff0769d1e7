package jcirc.backend.llvm;

import jcirc.dialect.llvm.TbaaAttrs;
import jcirc.ir.Attribute;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The TBAA metadata of one module: an access tag {@code #llvm.tbaa_tag<base_type = S, access_type = int, offset = 4>}
 * on a load or store becomes {@code , !tbaa !N} with
 * <pre>
 * !N = !{!S, !int, i64 4}                          ; tag: base type, access type, offset
 * !S = !{!"S", !char, i64 0, !int, i64 4}          ; struct: name, (member type, offset)*
 * !int = !{!"int", !char, i64 0}                   ; scalar: name, parent, 0
 * !char = !{!"omnipotent char", !root, i64 0}
 * !root = !{!"Simple C/C++ TBAA"}
 * </pre>
 * Nodes are uniqued by their text, as LLVM uniques metadata by content. Under {@code -g} they are
 * numbered among the debug nodes (one numbering per module), otherwise written here.
 */
final class TbaaMetadata {
    private final DebugInfo.Metadata debug;
    private final List<String> nodes = new ArrayList<>();
    private final Map<String, Integer> uniqued = new HashMap<>();
    private final Map<Attribute, Integer> ids = new HashMap<>();

    TbaaMetadata(DebugInfo.Metadata debug) { this.debug = debug; }

    /** {@code ", !tbaa !N"} for an op's {@code tbaa} attribute (its first tag), "" without one. */
    String attachment(Attribute tbaa) {
        List<TbaaAttrs.Tag> tags = TbaaAttrs.tags(tbaa);
        return tags.isEmpty() ? "" : ", !tbaa !" + tag(tags.get(0));
    }

    private int tag(TbaaAttrs.Tag t) {
        Integer id = ids.get(t);
        if (id != null) return id;
        String text = "!{!" + node(t.baseType()) + ", !" + node(t.accessType()) + ", i64 " + t.offset() + (t.constant() ? ", i64 1" : "") + "}";
        id = unique(text);
        ids.put(t, id);
        return id;
    }

    private int node(TbaaAttrs.Node n) {
        Integer id = ids.get(n);
        if (id != null) return id;
        String text = switch (n) {
            case TbaaAttrs.Root r -> "!{!" + IrLiterals.cString(IrLiterals.bytesOf(r.id())).substring(1) + "}";
            case TbaaAttrs.TypeDesc d -> {
                StringBuilder sb = new StringBuilder("!{!").append(IrLiterals.cString(IrLiterals.bytesOf(d.id())).substring(1));
                for (TbaaAttrs.Member m : d.members()) sb.append(", !").append(node(m.type())).append(", i64 ").append(m.offset());
                yield sb.append('}').toString();
            }
        };
        id = unique(text);
        ids.put(n, id);
        return id;
    }

    private int unique(String text) {
        if (debug != null) return debug.sharedNode(text);
        return uniqued.computeIfAbsent(text, t -> { nodes.add(t); return nodes.size() - 1; });
    }

    /** The nodes, after the functions (nothing when there are none or they went to the debug nodes). */
    void write(StringBuilder out) {
        if (nodes.isEmpty()) return;
        out.append('\n');
        for (int i = 0; i < nodes.size(); i++) out.append('!').append(i).append(" = ").append(nodes.get(i)).append('\n');
    }
}
