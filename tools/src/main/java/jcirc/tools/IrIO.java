package jcirc.tools;

import jcirc.ir.AsmPrinter;
import jcirc.ir.Dialects;
import jcirc.ir.Operation;
import jcirc.ir.ParseError;

/** Reading and printing IR text through the cir module's parser and printer. */
public final class IrIO {
    private IrIO() {}

    /**
     * Parses a whole module. Throws {@link ParseError} for bad input (and
     * {@link jcirc.ir.VerifyException} when the parsed IR does not verify).
     */
    public static Operation parse(String text, String fileName) {
        Dialects.ensureLoaded();
        return jcirc.ir.parse.IrReader.parse(text, fileName);
    }

    public static String print(Operation module, boolean generic, boolean locations) {
        return AsmPrinter.print(module, new AsmPrinter.Options(generic, locations, true));
    }
}
