package jcirc.backend.llvm;

import java.util.ArrayList;
import java.util.List;

/**
 * A compile-time constant as it will appear in LLVM IR: either a finished spelling ({@code 42},
 * {@code @g}, {@code null}, {@code getelementptr (...)}, {@code zeroinitializer}) or an aggregate whose
 * elements are still individually addressable, so {@code llvm.insertvalue} chains in global
 * initializer regions can fill it in.
 */
sealed interface ConstValue {
    /** The LLVM type spelling of this constant. */
    String type();

    /** The constant without its type ({@code 42}, {@code { i32 1, ptr @g }}). */
    String text();

    /** {@code type text}, as operands and aggregate elements are written. */
    default String typed() { return type() + " " + text(); }

    /** A leaf constant or constant expression. */
    record Text(String type, String text) implements ConstValue {}

    /** An array ({@code [N x T]}) or struct ({@code { ... }} / packed {@code <{ ... }>}) constant with known elements. */
    record Aggregate(String type, List<ConstValue> elements, Kind kind) implements ConstValue {
        enum Kind { ARRAY, STRUCT, PACKED_STRUCT, VECTOR }

        public Aggregate { if (!(elements instanceof Elements)) elements = List.copyOf(elements); }

        public String text() {
            if (kind == Kind.ARRAY && !elements.isEmpty() && elements.stream().allMatch(e -> e.type().equals("i8") && isIntLiteral(e.text()))) {
                byte[] bytes = new byte[elements.size()];
                for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) Integer.parseInt(elements.get(i).text());
                return IrLiterals.cString(bytes);
            }
            List<String> parts = new ArrayList<>();
            for (ConstValue e : elements) parts.add(e.typed());
            return switch (kind) {
                case ARRAY -> "[" + String.join(", ", parts) + "]";
                case STRUCT -> parts.isEmpty() ? "{}" : "{ " + String.join(", ", parts) + " }";
                case PACKED_STRUCT -> parts.isEmpty() ? "<{}>" : "<{ " + String.join(", ", parts) + " }>";
                case VECTOR -> "<" + String.join(", ", parts) + ">";
            };
        }

        Aggregate with(int index, ConstValue v) {
            List<ConstValue> es = new ArrayList<>(elements);
            es.set(index, v);
            return new Aggregate(type, es, kind);
        }

        /**
         * Like {@link #with}, but updates this aggregate's element list in place once it is a private copy: for
         * an {@code llvm.insertvalue} whose aggregate operand has no other use, so a chain of N inserts is linear.
         */
        Aggregate withInPlace(int index, ConstValue v) {
            Elements es = elements instanceof Elements own ? own : new Elements(elements);
            es.set(index, v);
            return new Aggregate(type, es, kind);
        }

        /** An element list owned by one insertvalue chain (not copied by the constructor). */
        static final class Elements extends ArrayList<ConstValue> {
            Elements(List<ConstValue> es) { super(es); }
        }

        private static boolean isIntLiteral(String s) { return s.matches("-?[0-9]+"); }
    }
}
