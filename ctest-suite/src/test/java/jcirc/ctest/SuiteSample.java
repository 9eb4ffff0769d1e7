package jcirc.ctest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.fail;

/** Which programs of a big suite (gcc's C torture, g++'s conformance tests) a run takes. */
final class SuiteSample {
    private SuiteSample() {}

    /**
     * {@code -Djcirc.KEY.filter=REGEX} (on the program's name), else all ({@code -Djcirc.KEY=all}),
     * else every k-th program ({@code -Djcirc.KEY.every=k}, default {@code defaultEvery}).
     */
    static <P> List<P> select(List<P> all, Function<P, String> name, String key, int defaultEvery) {
        String filter = System.getProperty("jcirc." + key + ".filter");
        if (filter != null && !filter.isEmpty()) {
            Pattern f = Pattern.compile(filter);
            List<P> r = all.stream().filter(p -> f.matcher(name.apply(p)).find()).toList();
            if (r.isEmpty()) fail("no program matches -Djcirc." + key + ".filter=" + filter);
            return r;
        }
        if ("all".equals(System.getProperty("jcirc." + key))) return all;
        int every = Integer.getInteger("jcirc." + key + ".every", defaultEvery);
        List<P> r = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) r.add(all.get(i));
        return r;
    }
}
