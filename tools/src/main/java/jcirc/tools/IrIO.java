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
        // The parser is being written in the cir module; until its API is settled it is found
        // by name: a static parse(String text, String fileName) returning the module.
        for (String cls : PARSER_CLASSES) {
            try {
                java.lang.reflect.Method m = Class.forName(cls).getMethod("parse", String.class, String.class);
                if (!java.lang.reflect.Modifier.isStatic(m.getModifiers()) || !Operation.class.isAssignableFrom(m.getReturnType())) continue;
                return (Operation) m.invoke(null, text, fileName);
            } catch (ClassNotFoundException | NoSuchMethodException e) {
                // try the next name
            } catch (java.lang.reflect.InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                if (e.getCause() instanceof Error er) throw er;
                throw new IllegalStateException(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        throw new Stages.Unavailable("the IR parser (cir module)");
    }

    private static final String[] PARSER_CLASSES = {
        "jcirc.ir.parser.IrParser", "jcirc.ir.IrParser", "jcirc.ir.Parser", "jcirc.ir.parser.Parser", "jcirc.ir.AsmParser",
    };

    public static String print(Operation module, boolean generic, boolean locations) {
        return AsmPrinter.print(module, new AsmPrinter.Options(generic, locations, true));
    }
}
