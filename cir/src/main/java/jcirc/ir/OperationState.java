package jcirc.ir;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Everything needed to create an operation; filled in by parsers and builders (MLIR's OperationState). */
public final class OperationState {
    public final String name;
    public Location location = Location.UNKNOWN;
    public final List<Value> operands = new ArrayList<>();
    public final List<Type> resultTypes = new ArrayList<>();
    public final Map<String, Attribute> attributes = new LinkedHashMap<>();
    /** Detached regions (see {@link Region#detached()}); their blocks move into the new op. */
    public final List<Region> regions = new ArrayList<>();
    public final List<Block> successors = new ArrayList<>();

    public OperationState(String name) { this.name = name; }

    public Region addRegion() { Region r = Region.detached(); regions.add(r); return r; }

    public Operation build() {
        Operation op = Operation.create(name, operands, resultTypes, attributes, 0, successors, location);
        for (Region r : regions) op.addRegion().takeBody(r);
        return op;
    }
}
