package jcirc.frontend.cdt;

import org.eclipse.cdt.core.dom.ast.IASTToken;
import org.eclipse.cdt.core.dom.ast.IASTTokenList;

/**
 * The text of an attribute's argument clause ({@code __attribute__((mode(QI)))} gives {@code QI}). CDT keeps an
 * attribute's arguments as tokens without source locations, so their raw signature is empty: the text is the tokens'
 * images, joined by {@code separator}.
 */
public final class AttributeTokens {
    private AttributeTokens() {}

    public static String text(IASTToken t, String separator) {
        if (!(t instanceof IASTTokenList l)) return new String(t.getTokenCharImage());
        StringBuilder sb = new StringBuilder();
        for (IASTToken x : l.getTokens()) sb.append(text(x, separator)).append(separator);
        return sb.toString();
    }
}
