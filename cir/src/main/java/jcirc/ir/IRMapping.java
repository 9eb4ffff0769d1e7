package jcirc.ir;

import java.util.HashMap;
import java.util.Map;

/** A value and block mapping used when cloning IR. */
public final class IRMapping {
    private final Map<Value, Value> values = new HashMap<>();
    private final Map<Block, Block> blocks = new HashMap<>();

    public IRMapping map(Value from, Value to) { values.put(from, to); return this; }
    public IRMapping map(Block from, Block to) { blocks.put(from, to); return this; }
    public Value lookupOrDefault(Value v) { return values.getOrDefault(v, v); }
    public Block lookupOrDefault(Block b) { return blocks.getOrDefault(b, b); }
    public Value lookupOrNull(Value v) { return values.get(v); }
    public boolean contains(Value v) { return values.containsKey(v); }
}
