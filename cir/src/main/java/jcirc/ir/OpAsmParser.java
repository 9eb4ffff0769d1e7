package jcirc.ir;

import java.util.List;
import java.util.Map;

/**
 * What a custom op parser can use (MLIR's OpAsmParser). Implemented by the JavaCC-generated IR
 * parser. {@code parseX} methods throw {@link ParseError} on mismatch; {@code parseOptionalX}
 * return null/false without consuming input.
 */
public interface OpAsmParser {
    /** An operand reference not yet resolved to a value: {@code %name} or {@code %name#2}. */
    record UnresolvedOperand(String name, int resultNumber, Location location) {}

    /** A region entry argument being declared: {@code %arg0: i32}. */
    record Argument(UnresolvedOperand ssaName, Type type) {}

    Location currentLocation();
    ParseError error(String message);

    // punctuation and keywords
    void parsePunct(String punct);
    boolean parseOptionalPunct(String punct);
    /** True if the next token is the given punctuation (nothing consumed). */
    boolean peekPunct(String punct);
    void parseKeyword(String keyword);
    boolean parseOptionalKeyword(String keyword);
    /** Any bare identifier, e.g. an enum case. */
    String parseKeywordOrIdent();
    /** Any bare identifier if the next token is one, else null. */
    String parseOptionalKeywordOrIdent();
    /** True if the next token is a bare identifier equal to {@code keyword}. */
    boolean peekKeyword(String keyword);

    // literals
    long parseInteger();
    /** An integer with an optional leading {@code -} (case values of switches). */
    default long parseSignedInteger() {
        boolean neg = parseOptionalPunct("-");
        long v = parseInteger();
        return neg ? -v : v;
    }
    java.math.BigInteger parseBigInteger();
    Long parseOptionalInteger();
    double parseFloat();
    /**
     * A float literal's text as written (a decimal, or {@code 0x...} holding the bits in the width
     * of the type that follows it); {@link jcirc.ir.parse.FloatLiterals} gives its value for a type.
     */
    String parseFloatLiteral();
    String parseString();
    /** {@code @name} -> {@code name}. */
    String parseSymbolName();
    String parseOptionalSymbolName();

    // operands
    UnresolvedOperand parseOperand();
    UnresolvedOperand parseOptionalOperand();
    /** Zero or more comma-separated operands (stops at a non-operand token). */
    List<UnresolvedOperand> parseOperandList();
    Value resolveOperand(UnresolvedOperand operand, Type type);
    List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types);
    /** {@code %arg0: i32} (type required) or {@code %arg0} (when {@code allowType} false). */
    Argument parseArgument(boolean allowType);

    // types and attributes
    Type parseType();
    Type parseOptionalType();
    /** Comma-separated types (possibly empty). */
    List<Type> parseTypeList();
    /** {@code -> T} or {@code -> (T, U)}; absent arrow gives an empty list. */
    List<Type> parseOptionalArrowTypeList();
    Attribute parseAttribute();
    /** A bare attribute value whose type is implied (e.g. the {@code 42} in {@code #cir.int<42>}). */
    Attribute parseAttribute(Type type);
    /** {@code {k = v, ...}} if present, into {@code into}. */
    void parseOptionalAttrDict(Map<String, Attribute> into);
    void parseOptionalAttrDictWithKeyword(Map<String, Attribute> into);

    /**
     * The state a dialect keeps for the whole parse of one file under {@code key} (its named,
     * possibly recursive types), created by {@code init} on first use.
     */
    <T> T dialectState(Object key, java.util.function.Supplier<T> init);

    // regions and successors
    /** Parses {@code { ... }} into {@code region}; {@code entryArgs} declare the entry block's arguments. */
    void parseRegion(Region region, List<Argument> entryArgs, boolean enableNameShadowing);
    boolean parseOptionalRegion(Region region, List<Argument> entryArgs);
    Block parseSuccessor();
    /** {@code ^bb1(%0, %1 : i32, i32)}; fills {@code operands} with the resolved values. */
    Block parseSuccessorAndUseList(List<Value> operands);
}
