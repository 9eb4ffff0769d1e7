package jcirc.tools.graph;

/**
 * What {@code --view-op-graph} draws (MLIR's view-op-graph options of the same names).
 *
 * @param maxLabelLength   attribute values and types longer than this are cut ("max-label-len")
 * @param dataFlowEdges    draw value definition → use edges ("print-data-flow-edges")
 * @param controlFlowEdges draw terminator → successor block edges ("print-control-flow-edges")
 * @param attributes       list attributes in op labels ("print-attrs")
 * @param resultTypes      list result types in op labels ("print-result-types")
 */
public record OpGraphOptions(int maxLabelLength, boolean dataFlowEdges, boolean controlFlowEdges,
                             boolean attributes, boolean resultTypes) {
    public static final OpGraphOptions DEFAULT = new OpGraphOptions(40, true, true, true, true);

    /**
     * Reads the option list of {@code --view-op-graph=opt=value,...}
     * ({@code max-label-len=N}, {@code print-data-flow-edges=true|false},
     * {@code print-control-flow-edges=...}, {@code print-attrs=...}, {@code print-result-types=...}).
     */
    public static OpGraphOptions parse(String spec) {
        OpGraphOptions o = DEFAULT;
        if (spec == null || spec.isBlank()) return o;
        for (String item : spec.split(",")) {
            String[] kv = item.strip().split("=", 2);
            String key = kv[0].strip();
            String value = kv.length > 1 ? kv[1].strip() : "true";
            o = switch (key) {
                case "max-label-len" -> new OpGraphOptions(parseInt(key, value), o.dataFlowEdges, o.controlFlowEdges, o.attributes, o.resultTypes);
                case "print-data-flow-edges" -> new OpGraphOptions(o.maxLabelLength, bool(key, value), o.controlFlowEdges, o.attributes, o.resultTypes);
                case "print-control-flow-edges" -> new OpGraphOptions(o.maxLabelLength, o.dataFlowEdges, bool(key, value), o.attributes, o.resultTypes);
                case "print-attrs" -> new OpGraphOptions(o.maxLabelLength, o.dataFlowEdges, o.controlFlowEdges, bool(key, value), o.resultTypes);
                case "print-result-types" -> new OpGraphOptions(o.maxLabelLength, o.dataFlowEdges, o.controlFlowEdges, o.attributes, bool(key, value));
                default -> throw new IllegalArgumentException("unknown --view-op-graph option '" + key + "'");
            };
        }
        return o;
    }

    private static int parseInt(String key, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n > 0) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--view-op-graph option '" + key + "' needs a positive integer, got '" + v + "'");
    }

    private static boolean bool(String key, String v) {
        return switch (v) {
            case "true", "1" -> true;
            case "false", "0" -> false;
            default -> throw new IllegalArgumentException("--view-op-graph option '" + key + "' needs true or false, got '" + v + "'");
        };
    }
}
