package jcirc.transforms;

import jcirc.ir.*;
import jcirc.ir.pass.Pass;

import java.util.*;

/**
 * {@code cse}: a pure, region-free op identical (name, operands, attributes, result types) to one
 * that dominates it is replaced by it. Scopes follow region nesting; within a region only the
 * entry block's ops are visible to later blocks (a conservative dominance approximation).
 */
public final class CommonSubexpressionElimination implements Pass {
    @Override public String name() { return "cse"; }

    private record Key(String name, List<Value> operands, Map<String, Attribute> attrs, List<Type> types) {}

    @Override public void run(Operation module) {
        for (Region r : module.regions()) runRegion(r, new HashMap<>(), module.hasTrait(Trait.ISOLATED_FROM_ABOVE));
    }

    private void runRegion(Region r, Map<Key, Operation> outer, boolean isolated) {
        Map<Key, Operation> regionScope = isolated ? new HashMap<>() : new HashMap<>(outer);
        for (Block b : r.blocks()) {
            Map<Key, Operation> scope = b.isEntryBlock() ? regionScope : new HashMap<>(regionScope);
            for (Operation op : b.operations()) {
                if (op.hasTrait(Trait.PURE) && op.numRegions() == 0 && op.numResults() > 0) {
                    Key k = new Key(op.name(), op.operands(), new TreeMap<>(op.attributes()), op.resultTypes());
                    Operation prev = scope.get(k);
                    if (prev != null) { op.replaceAllUsesWith(prev); op.erase(); continue; }
                    scope.put(k, op);
                }
                for (Region nested : op.regions()) runRegion(nested, scope, op.hasTrait(Trait.ISOLATED_FROM_ABOVE));
            }
        }
    }
}
