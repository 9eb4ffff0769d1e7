package jcirc.frontend.sema;

import java.util.List;

/** Test access to {@link TypoCorrection}'s package-private choice of a candidate. */
public final class TypoCorrectionAccess {
    private TypoCorrectionAccess() {}

    public static String best(String typo, List<String> candidates) { return TypoCorrection.best(typo, candidates); }
}
