package jcirc.ir.parse;

import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads MLIR text into IR. {@link #parse} gives a {@code builtin.module}: the file's explicit
 * {@code module}, or an implicit one around the top-level ops. {@link #parseSplit} reads
 * {@code // -----} separated chunks ({@code --split-input-file}); line numbers stay those of
 * the whole file. Errors are {@link ParseError}s at {@code file:line:col}.
 */
public final class IrReader {
    private IrReader() {}

    /**
     * The module op every file parses into (MLIR's {@code ModuleOp}, a builtin op the parser knows;
     * declared in the builtin dialect as {@code BuiltinOps.ModuleOp}).
     */
    public static final String MODULE_OP = "builtin.module";

    public static Operation parse(String text, String fileName) {
        return parse(text, fileName, new ParseContext(), 0);
    }

    public static Operation parse(String text, String fileName, ParseContext context) {
        return parse(text, fileName, context, 0);
    }

    private static Operation parse(String text, String fileName, ParseContext context, int lineOffset) {
        IrParser parser = new IrParser(text, fileName, context);
        parser.setLineOffset(lineOffset);
        Block top = new Block();
        parser.parseTopLevel(top);
        List<Operation> ops = top.operations();
        if (ops.size() == 1 && ops.get(0).is(MODULE_OP)) return ops.get(0).remove();
        Operation module = Operation.create(MODULE_OP, List.of(), List.of(), Map.of(), 1,
                new Location(fileName, 1 + lineOffset, 1));
        Block body = module.region(0).addBlock();
        for (Operation op : ops) {
            op.remove();
            body.append(op);
        }
        return module;
    }

    private static final Pattern SPLIT = Pattern.compile("(?m)^[ \\t]*// -----.*$");

    /** One module per {@code // -----} separated chunk. */
    public static List<Operation> parseSplit(String text, String fileName) {
        List<Operation> r = new ArrayList<>();
        for (Chunk c : split(text)) r.add(parse(c.text(), fileName, new ParseContext(), c.firstLine() - 1));
        return r;
    }

    /** A chunk of a split file and the line (1-based) it starts on. */
    public record Chunk(String text, int firstLine) {}

    public static List<Chunk> split(String text) {
        List<Chunk> r = new ArrayList<>();
        Matcher m = SPLIT.matcher(text);
        int start = 0, line = 1;
        while (m.find()) {
            String chunk = text.substring(start, m.start());
            r.add(new Chunk(chunk, line));
            line += countLines(text, start, m.end());
            start = m.end();
        }
        r.add(new Chunk(text.substring(start), line));
        return r;
    }

    private static int countLines(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) if (s.charAt(i) == '\n') n++;
        return n;
    }
}
