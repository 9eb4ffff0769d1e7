package jcirc.frontend.sema;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Children of an initializer list added in increasing index order ({@code {1, 2, 3, ...}}), collected
 * and then moved into the aggregate's {@link TreeMap} at once: {@code TreeMap.putAll} of a sorted map
 * into an empty map builds the tree in linear time, where a put per element costs a walk from the
 * root and a rebalancing (most of the initializer tree's cost for a table of a million elements).
 * Only a view for that hand-over: the sorted-map queries other than iteration are not supported.
 */
final class SortedAppends extends AbstractMap<Long, InitTree> implements SortedMap<Long, InitTree> {
    private final TreeMap<Long, InitTree> target;
    private final ArrayList<Entry<Long, InitTree>> run = new ArrayList<>();

    SortedAppends(TreeMap<Long, InitTree> target) { this.target = target; }

    /** Adds {@code target[index] = child}; indices out of increasing order go to the target directly. */
    void add(long index, InitTree child) {
        if (run.isEmpty() ? !target.isEmpty() : index <= run.getLast().getKey()) {
            flush();
            target.put(index, child);
            return;
        }
        run.add(new SimpleImmutableEntry<>(index, child));
    }

    /** Moves the collected children into the target (before any other change to it, and at the end). */
    void flush() {
        if (run.isEmpty()) return;
        if (target.isEmpty()) target.putAll(this);   // linear: TreeMap.buildFromSorted
        else for (Entry<Long, InitTree> e : run) target.put(e.getKey(), e.getValue());
        run.clear();
    }

    @Override public Set<Entry<Long, InitTree>> entrySet() {
        return new AbstractSet<>() {
            @Override public Iterator<Entry<Long, InitTree>> iterator() { return run.iterator(); }
            @Override public int size() { return run.size(); }
        };
    }

    @Override public int size() { return run.size(); }
    @Override public Comparator<? super Long> comparator() { return null; }
    @Override public Long firstKey() { return run.getFirst().getKey(); }
    @Override public Long lastKey() { return run.getLast().getKey(); }
    @Override public SortedMap<Long, InitTree> subMap(Long from, Long to) { throw new UnsupportedOperationException(); }
    @Override public SortedMap<Long, InitTree> headMap(Long to) { throw new UnsupportedOperationException(); }
    @Override public SortedMap<Long, InitTree> tailMap(Long from) { throw new UnsupportedOperationException(); }
}
