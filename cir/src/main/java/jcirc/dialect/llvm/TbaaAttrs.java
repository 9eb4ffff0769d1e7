package jcirc.dialect.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Attribute;
import jcirc.ir.OpAsmParser;
import jcirc.ir.parse.DialectSyntax;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Upstream MLIR's type-based alias analysis attributes (LLVM's "struct-path" TBAA), carried by the
 * {@code tbaa} attribute of {@code cir.load}/{@code cir.store} and {@code llvm.load}/{@code llvm.store}
 * (an array of tags, as upstream's), printed as mlir-opt-19 reads them (inline, no aliases):
 * <pre>
 * #llvm.tbaa_root&lt;id = "Simple C/C++ TBAA"&gt;
 * #llvm.tbaa_type_desc&lt;id = "int", members = {&lt;#llvm.tbaa_type_desc&lt;id = "omnipotent char", ...&gt;, 0&gt;}&gt;
 * #llvm.tbaa_tag&lt;base_type = #llvm.tbaa_type_desc&lt;...&gt;, access_type = #llvm.tbaa_type_desc&lt;...&gt;, offset = 4&gt;
 * </pre>
 * The LLVM IR writer turns a tag into {@code !tbaa !N} and the nodes into {@code !{!"int", !char, i64 0}}.
 */
public final class TbaaAttrs {
    private TbaaAttrs() {}

    /** A node of the type tree: the root or a type descriptor. */
    public sealed interface Node extends Attribute permits Root, TypeDesc {}

    /** {@code #llvm.tbaa_root<id = "Simple C/C++ TBAA">}. */
    public record Root(String id) implements Node {
        public String print() { return "#llvm.tbaa_root<id = " + BuiltinAttrs.quote(id) + ">"; }
    }

    /** {@code <#llvm.tbaa_type_desc<...>, 8>}: a member of a struct descriptor (or a scalar's parent) at a byte offset. */
    public record Member(Node type, long offset) {}

    /**
     * {@code #llvm.tbaa_type_desc<id = "S", members = {<#int, 0>, <#short, 4>}>}: a scalar type (one
     * member, its parent) or a struct (its members at their offsets). Immutable; the hash is cached
     * because struct descriptors nest.
     */
    public static final class TypeDesc implements Node {
        private final String id;
        private final List<Member> members;
        private final int hash;

        public TypeDesc(String id, List<Member> members) {
            this.id = id;
            this.members = List.copyOf(members);
            this.hash = Objects.hash(id, this.members);
        }

        public String id() { return id; }
        public List<Member> members() { return members; }

        @Override public boolean equals(Object o) {
            return o == this || o instanceof TypeDesc t && t.hash == hash && t.id.equals(id) && t.members.equals(members);
        }
        @Override public int hashCode() { return hash; }

        public String print() {
            StringBuilder sb = new StringBuilder("#llvm.tbaa_type_desc<id = ").append(BuiltinAttrs.quote(id)).append(", members = {");
            for (int i = 0; i < members.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append('<').append(members.get(i).type().print()).append(", ").append(members.get(i).offset()).append('>');
            }
            return sb.append("}>").toString();
        }
        @Override public String toString() { return print(); }
    }

    /** {@code #llvm.tbaa_tag<base_type = ..., access_type = ..., offset = N>}: one access (constant: never written). */
    public record Tag(TypeDesc baseType, TypeDesc accessType, long offset, boolean constant) implements Attribute {
        public Tag(TypeDesc baseType, TypeDesc accessType, long offset) { this(baseType, accessType, offset, false); }

        public String print() {
            return "#llvm.tbaa_tag<base_type = " + baseType.print() + ", access_type = " + accessType.print() + ", offset = " + offset
                    + (constant ? ", constant = true" : "") + ">";
        }
    }

    /** The tags of an op's {@code tbaa} attribute ({@code [#llvm.tbaa_tag<...>]}); empty when it has none. */
    public static List<Tag> tags(Attribute tbaa) {
        List<Tag> out = new ArrayList<>();
        if (tbaa instanceof BuiltinAttrs.ArrayAttr a)
            for (Attribute e : a.elements()) if (e instanceof Tag t) out.add(t);
        return out;
    }

    /** Registers the readers of the three attributes (called by {@link LLVMDialect#register()}). */
    static void register() {
        DialectSyntax.registerAttribute("llvm.tbaa_root", p -> {
            p.parsePunct("<");
            p.parseKeyword("id");
            p.parsePunct("=");
            String id = p.parseString();
            p.parsePunct(">");
            return new Root(id);
        });
        DialectSyntax.registerAttribute("llvm.tbaa_type_desc", p -> {
            p.parsePunct("<");
            p.parseKeyword("id");
            p.parsePunct("=");
            String id = p.parseString();
            p.parsePunct(",");
            p.parseKeyword("members");
            p.parsePunct("=");
            p.parsePunct("{");
            List<Member> members = new ArrayList<>();
            if (!p.parseOptionalPunct("}")) {
                do {
                    p.parsePunct("<");
                    Node n = node(p);
                    p.parsePunct(",");
                    long off = p.parseInteger();
                    p.parsePunct(">");
                    members.add(new Member(n, off));
                } while (p.parseOptionalPunct(","));
                p.parsePunct("}");
            }
            p.parsePunct(">");
            return new TypeDesc(id, members);
        });
        DialectSyntax.registerAttribute("llvm.tbaa_tag", p -> {
            p.parsePunct("<");
            p.parseKeyword("base_type");
            p.parsePunct("=");
            TypeDesc base = desc(p);
            p.parsePunct(",");
            p.parseKeyword("access_type");
            p.parsePunct("=");
            TypeDesc access = desc(p);
            p.parsePunct(",");
            p.parseKeyword("offset");
            p.parsePunct("=");
            long off = p.parseInteger();
            boolean constant = false;
            if (p.parseOptionalPunct(",")) {
                p.parseKeyword("constant");
                p.parsePunct("=");
                constant = p.parseKeywordOrIdent().equals("true");
            }
            p.parsePunct(">");
            return new Tag(base, access, off, constant);
        });
    }

    private static Node node(OpAsmParser p) {
        if (p.parseAttribute() instanceof Node n) return n;
        throw p.error("expected a TBAA root or type descriptor");
    }

    private static TypeDesc desc(OpAsmParser p) {
        if (p.parseAttribute() instanceof TypeDesc d) return d;
        throw p.error("expected a TBAA type descriptor");
    }
}
