package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTPreprocessorPragmaStatement;
import org.eclipse.cdt.core.dom.ast.IASTPreprocessorStatement;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.internal.core.dom.parser.ASTNode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GCC's {@code #pragma pack} (also as {@code _Pragma("pack(...)")}): the maximum member alignment
 * in effect at each point of the translation unit. Forms: {@code pack(N)}, {@code pack()} (back to
 * the default), {@code pack(push[, id][, N])}, {@code pack(pop[, id])}; N is 1, 2, 4, 8 or 16.
 * The pragmas are replayed in source order (CDT sequence numbers, which run through included files)
 * and {@link #at} answers for a node by its position. A malformed pack pragma is warned about and ignored.
 */
public final class PackPragmas {
    /** From sequence number {@code offset} on, the pack value is {@code value} (0: none). */
    private record Change(int offset, int value) {}

    private static final Pattern FORM = Pattern.compile("\\s*pack\\s*\\((.*)\\)\\s*", Pattern.DOTALL);

    private final List<Change> changes = new ArrayList<>();

    public static final PackPragmas NONE = new PackPragmas();

    private PackPragmas() {}

    /** Replays the pack pragmas of {@code tu}; {@code warn} reports malformed ones. */
    public static PackPragmas of(IASTTranslationUnit tu, BiConsumer<IASTNode, String> warn) {
        PackPragmas p = new PackPragmas();
        int current = 0;
        record Saved(String id, int value) {}
        Deque<Saved> stack = new ArrayDeque<>();
        for (IASTPreprocessorStatement st : tu.getAllPreprocessorStatements()) {
            if (!(st instanceof IASTPreprocessorPragmaStatement pr)) continue;
            String msg = message(pr);
            if (!msg.startsWith("pack")) continue;
            Matcher m = FORM.matcher(msg);
            if (!m.matches()) { warn.accept(pr, "missing '(' after '#pragma pack' - ignored"); continue; }
            String[] args = m.group(1).trim().isEmpty() ? new String[0] : m.group(1).split(",");
            for (int i = 0; i < args.length; i++) args[i] = args[i].trim();
            Integer next = null;
            if (args.length == 0) next = 0;
            else if (args[0].equals("push") || args[0].equals("pop")) {
                boolean push = args[0].equals("push");
                String id = null;
                Integer n = null;
                boolean ok = args.length <= 3;
                for (int i = 1; i < args.length && ok; i++) {
                    Integer v = value(args[i]);
                    if (v != null && i == args.length - 1) n = v;
                    else if (v == null && i == 1 && args[i].matches("[A-Za-z_]\\w*")) id = args[i];
                    else ok = false;
                }
                if (!ok || (!push && n != null)) { warn.accept(pr, "malformed '#pragma pack' - ignored"); continue; }
                if (push) {
                    stack.push(new Saved(id, current));
                    next = n != null ? n : current;
                } else {
                    Saved s = null;
                    if (id == null) s = stack.poll();
                    else {
                        // pop up to and including the entry pushed with this identifier
                        while (!stack.isEmpty()) { Saved x = stack.pop(); if (id.equals(x.id())) { s = x; break; } }
                    }
                    if (s == null) { warn.accept(pr, "#pragma pack (pop) encountered without matching #pragma pack (push)"); continue; }
                    next = s.value();
                }
            } else if (args.length == 1 && value(args[0]) != null) {
                next = value(args[0]);
            } else if (args.length == 1 && args[0].matches("\\d+")) {
                warn.accept(pr, "alignment must be a small power of two, not " + args[0]);
                continue;
            } else if (args.length == 1 && args[0].equals("show")) {
                continue;
            } else {
                warn.accept(pr, "malformed '#pragma pack' - ignored");
                continue;
            }
            current = next;
            p.changes.add(new Change(((ASTNode) pr).getOffset(), current));
        }
        return p;
    }

    private static final Pattern OPERATOR = Pattern.compile("_Pragma\\s*\\(\\s*L?\"(.*)\"\\s*\\)\\s*", Pattern.DOTALL);

    /** The text after {@code #pragma}; for {@code _Pragma("...")} (CDT gives no message) the destringized literal. */
    private static String message(IASTPreprocessorPragmaStatement pr) {
        if (!pr.isPragmaOperator()) return new String(pr.getMessage()).trim();
        Matcher m = OPERATOR.matcher(pr.getRawSignature());
        return m.matches() ? m.group(1).replace("\\\"", "\"").replace("\\\\", "\\").trim() : "";
    }

    /** N of {@code pack(N)}: a power of two up to 16, else null. */
    private static Integer value(String s) {
        try {
            int v = Integer.decode(s);
            return v >= 1 && v <= 16 && Integer.bitCount(v) == 1 ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The pack value in effect where {@code node} starts (0: no pragma pack). */
    public int at(IASTNode node) {
        if (changes.isEmpty() || !(node instanceof ASTNode n)) return 0;
        int off = n.getOffset(), lo = 0, hi = changes.size() - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (changes.get(mid).offset() <= off) { found = mid; lo = mid + 1; } else hi = mid - 1;
        }
        return found < 0 ? 0 : changes.get(found).value();
    }
}
