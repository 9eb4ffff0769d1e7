package jcirc.ir;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** What a custom op printer can use (MLIR's OpAsmPrinter). */
public interface OpAsmPrinter {
    /** Raw text. */
    OpAsmPrinter print(String text);
    OpAsmPrinter printOperand(Value v);
    OpAsmPrinter printOperands(List<? extends Value> vs);
    OpAsmPrinter printType(Type t);
    OpAsmPrinter printTypes(List<? extends Type> ts);
    /** An attribute in full ({@code 42 : i64}, {@code #cir.int<1> : !s32i}). */
    OpAsmPrinter printAttribute(Attribute a);
    /** {@code {k = v, ...}} of the op's attributes minus {@code elided}; prints nothing if empty. */
    OpAsmPrinter printOptionalAttrDict(Map<String, Attribute> attrs, Set<String> elided);
    /** Like {@link #printOptionalAttrDict} but preceded by the keyword {@code attributes}. */
    OpAsmPrinter printOptionalAttrDictWithKeyword(Map<String, Attribute> attrs, Set<String> elided);
    /**
     * A region in braces. {@code printEntryBlockArgs}: print the entry block's header;
     * {@code printBlockTerminators}: false elides a terminator without operands that the parser re-adds.
     */
    OpAsmPrinter printRegion(Region r, boolean printEntryBlockArgs, boolean printBlockTerminators);
    /** A block argument as {@code %arg0: i32}. */
    OpAsmPrinter printRegionArgument(BlockArgument a);
    OpAsmPrinter printSuccessor(Block b);
    /** {@code ^bb1(%0, %1 : i32, i32)} or {@code ^bb1}. */
    OpAsmPrinter printSuccessorAndUseList(Block b, List<Value> args);
    OpAsmPrinter printSymbolName(String name);
    OpAsmPrinter printString(String s);
    /** The name the printer gives this value ({@code %0}, {@code %arg1}). */
    String nameOf(Value v);
    /** Newline at the current indentation. */
    OpAsmPrinter newline();
}
