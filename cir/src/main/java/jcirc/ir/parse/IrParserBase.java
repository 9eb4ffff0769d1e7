package jcirc.ir.parse;

import jcirc.ir.X87Float;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.math.BigInteger;
import java.util.*;

/**
 * The semantic side of the JavaCC {@code IrParser}: SSA scopes, block labels, op construction
 * (generic and custom forms), dialect types and attributes, and the {@link OpAsmParser} that
 * custom op parsers and declarative formats read through. Token peeking uses the generated
 * parser's {@code getToken(1)}; nested types, attributes and regions call back into the
 * generated productions.
 */
public abstract class IrParserBase implements OpAsmParser, IrParserConstants {
    // ----- hooks into the generated parser -----
    public abstract Token getToken(int index);
    public abstract Token getNextToken();
    public abstract Type Type() throws ParseException;
    public abstract Attribute Attribute() throws ParseException;
    public abstract void RegionBody(Region region, List<Argument> entryArgs) throws ParseException;
    public abstract Location Location() throws ParseException;
    public abstract void AttributeDictionary(Map<String, Attribute> into) throws ParseException;
    public abstract void TopLevel(Block top) throws ParseException;
    /** The last token consumed (by the productions or by the Java side). */
    protected abstract Token lastToken();

    private String fileName = "<input>";
    private int lineOffset;
    private ParseContext context;
    /** Names of the ops being parsed, innermost last (decides region isolation). */
    private final Deque<OpDef> opStack = new ArrayDeque<>();
    private Scope scope;

    /** One region being parsed (or the top level): its values, block labels and current block. */
    private static final class Scope {
        final Scope parent;
        final boolean isolated;
        final Region region;
        final Map<String, List<Value>> values = new HashMap<>();
        final Map<String, Block> blocks = new HashMap<>();
        final Map<String, Token> undefinedBlocks = new LinkedHashMap<>();
        /** Forward references (only in isolated scopes): name#index -> placeholder op. */
        final Map<String, ForwardRef> forward = new LinkedHashMap<>();
        Block current;

        Scope(Scope parent, boolean isolated, Region region) { this.parent = parent; this.isolated = isolated; this.region = region; }
    }

    /** A use of a value not yet defined: the placeholder standing in for it and the scope of the use. */
    private record ForwardRef(Operation placeholder, Location location, Scope useScope) {}

    private static boolean isAncestorOrSelf(Scope ancestor, Scope s) {
        for (Scope x = s; x != null; x = x.parent) if (x == ancestor) return true;
        return false;
    }

    /** A result binding on the left of {@code =}: {@code %name} or {@code %name:count}. */
    public record ResultBinding(String name, int count, Token token) {}

    protected void init(String fileName, ParseContext context) {
        this.fileName = fileName;
        this.context = context;
    }

    void setLineOffset(int offset) { lineOffset = offset; }

    // =============================================================== entry points

    /** Parses the whole input into {@code top}. */
    void parseTopLevel(Block top) {
        Dialects.ensureLoaded();
        scope = new Scope(null, true, null);
        scope.current = top;
        guard(() -> { TopLevel(top); return null; });
        checkForwardRefs(scope);
        scope = null;
    }

    @FunctionalInterface
    interface Production<T> { T run() throws ParseException; }

    /** Runs a generated production, turning JavaCC's exceptions into {@link ParseError}s. */
    <T> T guard(Production<T> p) {
        try {
            return p.run();
        } catch (ParseException e) {
            throw convert(e);
        } catch (TokenMgrError e) {
            throw lexError(e);
        }
    }

    private ParseError convert(ParseException e) {
        Token bad = e.currentToken != null && e.currentToken.next != null ? e.currentToken.next : getToken(1);
        if (e.expectedTokenSequences == null) return new ParseError(loc(bad), e.getMessage());
        LinkedHashSet<String> expected = new LinkedHashSet<>();
        for (int[] seq : e.expectedTokenSequences) if (seq.length > 0) expected.add(describe(seq[0]));
        String found = bad.kind == EOF ? "end of input" : "'" + bad.image + "'";
        List<String> ex = new ArrayList<>(expected);
        if (ex.contains("':'")) ex = List.of("':'");
        String msg = "expected " + String.join(" or ", ex.subList(0, Math.min(ex.size(), 5)));
        return new ParseError(loc(bad), msg + ", found " + found);
    }

    private static String describe(int kind) {
        return switch (kind) {
            case EOF -> "end of input";
            case INTEGER -> "integer";
            case FLOAT -> "float";
            case STRING -> "string";
            case SSA_ID -> "SSA value";
            case CARET_ID -> "block name";
            case AT_ID -> "symbol";
            case EXCL_ID -> "type";
            case HASH_ID -> "attribute";
            case BARE_ID -> "identifier";
            default -> {
                String img = tokenImage[kind];
                yield img.startsWith("\"") ? "'" + img.substring(1, img.length() - 1) + "'" : img;
            }
        };
    }

    private ParseError lexError(TokenMgrError e) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("line (\\d+), column (\\d+)").matcher(e.getMessage());
        Location l = m.find() ? new Location(fileName, Integer.parseInt(m.group(1)) + lineOffset, Integer.parseInt(m.group(2)))
                : new Location(fileName, 0, 0);
        String msg = e.getMessage();
        int enc = msg.indexOf("Encountered:");
        return new ParseError(l, "unexpected character" + (enc >= 0 ? " (" + msg.substring(enc).trim() + ")" : ""));
    }

    // =============================================================== tokens and locations

    Location loc(Token t) { return new Location(fileName, t.beginLine + lineOffset, t.beginColumn); }

    ParseError errorAt(Token t, String msg) { return new ParseError(loc(t), msg); }

    Token peek() { return getToken(1); }

    Token next() { return getNextToken(); }

    private static final Set<Integer> PUNCT = Set.of(ARROW, COLONCOLON, ELLIPSIS, LPAREN, RPAREN, LBRACE, RBRACE,
            LBRACKET, RBRACKET, LT, GT, COMMA, COLON, EQUAL, QUESTION, STAR, PLUS, VBAR, MINUS);

    static boolean isPunct(Token t, String p) { return PUNCT.contains(t.kind) && t.image.equals(p); }

    static boolean isKeyword(Token t, String k) { return t.kind == BARE_ID && t.image.equals(k); }

    /** Whether the next token sits on the line where the previous token ended (ops are one per line). */
    boolean nextOnSameLine() {
        Token prev = lastToken();
        return prev == null || getToken(1).beginLine == prev.endLine;
    }

    Token expect(int kind, String what) {
        Token t = peek();
        if (t.kind != kind) throw errorAt(t, "expected " + what);
        return next();
    }

    boolean isLocationNext() { return isKeyword(getToken(1), "loc") && getToken(2).kind == LPAREN; }

    Location fileLocation(Token f, Token l, Token c) {
        return new Location(unescape(f), Integer.parseInt(l.image), Integer.parseInt(c.image));
    }

    // =============================================================== strings and names

    /** The contents of a string token with MLIR escapes ({@code \n \t \" \\ \XX}) decoded. */
    static String unescape(Token t) { return unescape(t.image, 1, t.image.length() - 1); }

    static String unescape(String s, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c != '\\') { sb.append(c); continue; }
            char d = s.charAt(++i);
            switch (d) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case '"' -> sb.append('"');
                case '\\' -> sb.append('\\');
                default -> {
                    sb.append((char) Integer.parseInt(s.substring(i, i + 2), 16));
                    i++;
                }
            }
        }
        return sb.toString();
    }

    /** {@code @name} or {@code @"quoted"} → the name. */
    static String symbolName(Token t) {
        String s = t.image.substring(1);
        return s.startsWith("\"") ? unescape(s, 1, s.length() - 1) : s;
    }

    // =============================================================== SSA values

    UnresolvedOperand unresolved(Token t) {
        String img = t.image;
        int hash = img.indexOf('#');
        if (hash < 0) return new UnresolvedOperand(img, 0, loc(t));
        return new UnresolvedOperand(img.substring(0, hash), Integer.parseInt(img.substring(hash + 1)), loc(t));
    }

    ResultBinding resultBinding(Token name, Token count) {
        if (name.image.indexOf('#') >= 0) throw errorAt(name, "expected SSA value name without a result number");
        int n = count == null ? 1 : Integer.parseInt(count.image);
        if (n < 1) throw errorAt(count, "expected a positive number of results");
        return new ResultBinding(name.image, n, name);
    }

    private Scope isolatedScope() {
        Scope s = scope;
        while (!s.isolated) s = s.parent;
        return s;
    }

    private List<Value> lookupValues(String name) {
        for (Scope s = scope; s != null; s = s.parent) {
            List<Value> vs = s.values.get(name);
            if (vs != null) return vs;
            if (s.isolated) break;
        }
        return null;
    }

    /** Defines {@code name} (results of one op or one block argument) in the current scope. */
    void defineValues(String name, List<? extends Value> values, Location where) {
        if (scope.values.containsKey(name)) throw new ParseError(where, "redefinition of SSA value '" + name + "'");
        scope.values.put(name, new ArrayList<>(values));
        Scope iso = isolatedScope();
        for (int i = 0; i < values.size(); i++) {
            ForwardRef fr = iso.forward.get(name + "#" + i);
            // a definition resolves uses in its own region and in regions nested in it
            if (fr == null || !isAncestorOrSelf(scope, fr.useScope())) continue;
            iso.forward.remove(name + "#" + i);
            Value v = values.get(i);
            Type expected = fr.placeholder().result(0).type();
            if (!expected.equals(v.type()))
                throw new ParseError(where, "definition of SSA value '" + name + "#" + i + "' has type "
                        + TypePrint.of(v.type()) + " but was used as " + TypePrint.of(expected));
            fr.placeholder().result(0).replaceAllUsesWith(v);
        }
    }

    @Override public Value resolveOperand(UnresolvedOperand u, Type type) {
        List<Value> vs = lookupValues(u.name());
        if (vs != null) {
            if (u.resultNumber() >= vs.size())
                throw new ParseError(u.location(), "reference to invalid result number");
            Value v = vs.get(u.resultNumber());
            if (type != null && !type.equals(v.type()))
                throw new ParseError(u.location(), "use of value '" + u.name() + "' expects different type than prior uses: '"
                        + TypePrint.of(type) + "' vs '" + TypePrint.of(v.type()) + "'");
            return v;
        }
        Scope iso = isolatedScope();
        String key = u.name() + "#" + u.resultNumber();
        ForwardRef fr = iso.forward.get(key);
        if (fr != null) {
            Value v = fr.placeholder().result(0);
            if (type != null && !type.equals(v.type()))
                throw new ParseError(u.location(), "use of value '" + u.name() + "' expects different type than prior uses: '"
                        + TypePrint.of(type) + "' vs '" + TypePrint.of(v.type()) + "'");
            return v;
        }
        if (type == null) throw new ParseError(u.location(), "use of undeclared SSA value name");
        Operation ph = Operation.create("builtin.unrealized_forward_reference", List.of(), List.of(type), Map.of(), 0, u.location());
        iso.forward.put(key, new ForwardRef(ph, u.location(), scope));
        return ph.result(0);
    }

    /** Whether the operand names a value already defined (so its type is known). */
    Type knownType(UnresolvedOperand u) {
        List<Value> vs = lookupValues(u.name());
        if (vs != null && u.resultNumber() < vs.size()) return vs.get(u.resultNumber()).type();
        ForwardRef fr = isolatedScope().forward.get(u.name() + "#" + u.resultNumber());
        return fr == null ? null : fr.placeholder().result(0).type();
    }

    @Override public List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types) {
        if (operands.size() != types.size()) {
            Location l = operands.isEmpty() ? currentLocation() : operands.get(0).location();
            throw new ParseError(l, operands.size() + " operands present, but expected " + types.size());
        }
        List<Value> r = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) r.add(resolveOperand(operands.get(i), types.get(i)));
        return r;
    }

    private void checkForwardRefs(Scope s) {
        for (ForwardRef fr : s.forward.values()) throw new ParseError(fr.location(), "use of undeclared SSA value name");
    }

    // =============================================================== regions and blocks

    void beginRegion(Region region, List<Argument> entryArgs) {
        OpDef parentDef = opStack.peek();
        boolean isolated = parentDef != null && parentDef.traits().contains(Trait.ISOLATED_FROM_ABOVE);
        scope = new Scope(scope, isolated, region);
        if (!entryArgs.isEmpty()) {
            Block entry = region.addBlock();
            for (Argument a : entryArgs) {
                if (a.type() == null) throw new ParseError(a.ssaName().location(), "expected a type for region argument");
                BlockArgument ba = entry.addArgument(a.type());
                defineValues(a.ssaName().name(), List.of(ba), a.ssaName().location());
            }
            scope.current = entry;
        }
    }

    Block currentBlock() {
        if (scope.current == null) scope.current = scope.region.addBlock();
        return scope.current;
    }

    void defineBlock(Token label, List<Token> names, List<Type> types) {
        String name = label.image;
        Block b = scope.blocks.get(name);
        if (b != null && b.parent() != null) throw errorAt(label, "redefinition of block '" + name + "'");
        if (scope.current != null && scope.current.isEntryBlock() && scope.region.numBlocks() == 1
                && scope.current.numArguments() > 0 && scope.current.isEmpty() && scope.blocks.isEmpty())
            throw errorAt(label, "invalid block name in region with named arguments");
        if (b == null) { b = new Block(); scope.blocks.put(name, b); }
        scope.undefinedBlocks.remove(name);
        scope.region.addBlock(b);
        for (int i = 0; i < names.size(); i++) {
            BlockArgument a = b.addArgument(types.get(i));
            defineValues(names.get(i).image, List.of(a), loc(names.get(i)));
        }
        scope.current = b;
    }

    Block blockReference(Token t) {
        if (scope.region == null) throw errorAt(t, "block reference outside of a region");
        Block b = scope.blocks.get(t.image);
        if (b == null) {
            b = new Block();
            scope.blocks.put(t.image, b);
            scope.undefinedBlocks.put(t.image, t);
        }
        return b;
    }

    void endRegion() {
        for (Map.Entry<String, Token> e : scope.undefinedBlocks.entrySet())
            throw errorAt(e.getValue(), "reference to an undefined block");
        if (scope.isolated) checkForwardRefs(scope);
        scope = scope.parent;
    }

    // =============================================================== operations

    private OpDef lookupDef(String name) { return OpRegistry.lookup(name); }

    /** A null def on the stack marks an unregistered op (its regions are not isolated). */
    private void pushOp(OpDef def) { opStack.push(def == null ? UNREGISTERED : def); }

    private static final OpDef UNREGISTERED = OpDef.op("<unregistered>");

    void beginGenericOperation(Token name) {
        pushOp(lookupDef(context.mapOpName(unescape(name))));
    }

    Operation buildGenericOperation(Token nameTok, Token first, List<UnresolvedOperand> operands, List<Block> successors,
                                    List<Region> regions, Map<String, Attribute> attrs, Type fnType) {
        opStack.pop();
        if (!(fnType instanceof BuiltinTypes.FunctionType ft))
            throw errorAt(nameTok, "expected function type for the generic operation, got " + TypePrint.of(fnType));
        String name = context.mapOpName(unescape(nameTok));
        if (ft.inputs().size() != operands.size())
            throw errorAt(nameTok, "expected " + operands.size() + " operand types but had " + ft.inputs().size());
        OperationState st = new OperationState(name);
        st.location = loc(first);
        st.operands.addAll(resolveOperands(operands, ft.inputs()));
        st.resultTypes.addAll(ft.results());
        st.attributes.putAll(attrs);
        st.regions.addAll(regions);
        st.successors.addAll(successors);
        return st.build();
    }

    /** A custom-form op: {@code module}, or a registered op's custom parser or assembly format. */
    Operation customOperation(Token nameTok, Token first, List<ResultBinding> results) {
        String written = nameTok.image;
        String name = written.equals("module") ? IrReader.MODULE_OP : context.mapOpName(written);
        OpDef def = lookupDef(name);
        if (def == null && !written.contains(".")) {
            // MLIR's default dialect: ops directly inside e.g. func.func print without "func."
            String dd = defaultDialectOfParent();
            if (dd != null) {
                name = context.mapOpName(dd + "." + written);
                def = lookupDef(name);
            }
        }
        if (def == null) {
            if (!name.contains(".")) throw errorAt(nameTok, "custom op '" + written + "' is unknown");
            throw errorAt(nameTok, "unknown operation '" + written + "' (unregistered ops must use the generic form)");
        }
        OperationState st = new OperationState(name);
        st.location = loc(first);
        pushOp(def);
        try {
            if (def.customAsm() != null) return def.customAsm().parse(this, st);
            if (def.assemblyFormat() != null) return new FormatReader(this, def, st).read();
            throw errorAt(nameTok, "custom op '" + written + "' has no custom assembly form");
        } finally {
            opStack.pop();
        }
    }

    /** The default dialect of the op whose region is being parsed (its own dialect unless it declares one). */
    private String defaultDialectOfParent() {
        OpDef parent = opStack.peek();
        if (parent == null || parent == UNREGISTERED) return null;
        String dd = declaredDefaultDialect(parent);
        if (dd != null) return dd;
        int dot = parent.name().indexOf('.');
        return dot < 0 ? null : parent.name().substring(0, dot);
    }

    private static String declaredDefaultDialect(OpDef def) {
        return def.defaultDialect();
    }

    void finishOperation(Block block, Operation op, List<ResultBinding> results, Token first, Location explicit) {
        op.setLocation(explicit != null ? explicit : loc(first));
        int bound = 0;
        for (ResultBinding r : results) bound += r.count();
        if (!results.isEmpty() && bound != op.numResults())
            throw errorAt(first, "operation defines " + op.numResults() + " results but was provided " + bound + " to bind");
        int idx = 0;
        for (ResultBinding r : results) {
            defineValues(r.name(), op.results().subList(idx, idx + r.count()), loc(r.token()));
            idx += r.count();
        }
        if (op.hasTrait(Trait.NO_TERMINATOR))
            for (Region r : op.regions()) if (r.isEmpty()) r.addBlock();
        block.append(op);
    }

    // =============================================================== types

    private static final java.util.regex.Pattern INT_TYPE = java.util.regex.Pattern.compile("i[1-9][0-9]*");

    static boolean isTypeKeyword(String s) {
        return INT_TYPE.matcher(s).matches() || switch (s) {
            case "index", "none", "f16", "bf16", "f32", "f64", "f80", "f128", "vector", "tensor" -> true;
            default -> DialectSyntax.keywordType(s) != null;
        };
    }

    /** Whether the next token can start a type. */
    boolean isTypeStart(Token t) {
        return t.kind == EXCL_ID || t.kind == LPAREN || (t.kind == BARE_ID && isTypeKeyword(t.image));
    }

    /** {@code : type} after a literal attribute value. */
    boolean isTypeSuffixNext() { return getToken(1).kind == COLON && isTypeStart(getToken(2)); }

    Type keywordType(Token t) {
        String s = t.image;
        if (INT_TYPE.matcher(s).matches()) return BuiltinTypes.i(Integer.parseInt(s.substring(1)));
        return switch (s) {
            case "index" -> BuiltinTypes.INDEX;
            case "none" -> BuiltinTypes.NONE;
            case "f16", "bf16", "f32", "f64", "f80", "f128" -> new BuiltinTypes.FloatType(s);
            case "vector" -> builtinVector();
            case "tensor" -> builtinTensor();
            default -> {
                // a dialect's keyword type (llvm's short spellings inside llvm types: ptr, struct<...>)
                DialectSyntax.TypeReader r = DialectSyntax.keywordType(s);
                if (r == null) throw errorAt(t, "expected type, found '" + s + "'");
                yield r.read(this);
            }
        };
    }

    Type dialectType(Token t) {
        String name = t.image.substring(1);
        if (!name.contains(".")) {
            Type a = context.aliases.get(name);
            if (a == null) throw errorAt(t, "undefined symbol alias id '" + name + "'");
            return a;
        }
        DialectSyntax.TypeReader r = DialectSyntax.type(name);
        if (r == null) throw errorAt(t, "unknown type '" + t.image + "'");
        return r.read(this);
    }
    /** {@code vector<4xi32>}: the lexer reads {@code 4} and {@code xi32} (or {@code x} and a type). */
    private Type builtinVector() {
        parsePunct("<");
        long n = parseInteger();
        Token x = expect(BARE_ID, "'x'");
        Type e;
        if (x.image.equals("x")) e = parseType();
        else if (x.image.startsWith("x") && isTypeKeyword(x.image.substring(1))) {
            Token el = new Token(BARE_ID, x.image.substring(1));
            el.beginLine = x.beginLine; el.beginColumn = x.beginColumn + 1;
            e = keywordType(el);
        } else throw errorAt(x, "expected 'x' and an element type");
        parsePunct(">");
        return new BuiltinTypes.VectorType(n, e);
    }

    /**
     * {@code tensor<2x3xi32>}, {@code tensor<i32>}, {@code tensor<4x!llvm.ptr>}: the lexer reads
     * {@code 2} and {@code x3xi32} (or {@code x} and a type), so the dimensions after the first are
     * taken apart here.
     */
    private Type builtinTensor() {
        parsePunct("<");
        List<Long> shape = new ArrayList<>();
        Type e = null;
        if (peek().kind != INTEGER) e = parseType();
        else {
            shape.add(parseInteger());
            Token x = expect(BARE_ID, "'x'");
            String rest = x.image;
            while (e == null) {
                if (!rest.startsWith("x")) throw errorAt(x, "expected 'x' and a dimension or element type");
                rest = rest.substring(1);
                if (rest.isEmpty()) {
                    if (peek().kind == INTEGER) {
                        shape.add(parseInteger());
                        x = expect(BARE_ID, "'x'");
                        rest = x.image;
                    } else e = parseType();
                } else if (Character.isDigit(rest.charAt(0))) {
                    int k = 0;
                    while (k < rest.length() && Character.isDigit(rest.charAt(k))) k++;
                    shape.add(Long.parseLong(rest.substring(0, k)));
                    rest = rest.substring(k);
                } else {
                    if (!isTypeKeyword(rest)) throw errorAt(x, "expected an element type, found '" + rest + "'");
                    Token el = new Token(BARE_ID, rest);
                    el.beginLine = x.beginLine; el.beginColumn = x.endColumn - rest.length() + 1;
                    e = keywordType(el);
                }
            }
        }
        parsePunct(">");
        return new BuiltinTypes.TensorType(shape, e);
    }

    /**
     * {@code dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} or a splat {@code dense<0> : tensor<8xi32>}
     * (after the keyword): the nesting is read but only the flat row-major list is kept; the type
     * says the shape.
     */
    private Attribute denseElements(Token keyword) {
        parsePunct("<");
        List<Token> flat = new ArrayList<>();
        denseList(flat);
        parsePunct(">");
        parsePunct(":");
        Type t = parseType();
        if (!(t instanceof BuiltinTypes.TensorType) && !(t instanceof BuiltinTypes.VectorType))
            throw errorAt(keyword, "dense elements need a tensor or vector type");
        Type e = t instanceof BuiltinTypes.TensorType tt ? tt.element() : ((BuiltinTypes.VectorType) t).element();
        long[] bits = new long[flat.size()];
        for (int i = 0; i < bits.length; i++) {
            Token v = flat.get(i);
            if (e instanceof BuiltinTypes.FloatType) bits[i] = Double.doubleToRawLongBits(floatValue(v, e));
            else if (v.kind == BARE_ID) bits[i] = v.image.equals("true") ? 1 : 0;
            else bits[i] = integerValue(v).longValue();
        }
        try {
            return new BuiltinAttrs.DenseElementsAttr(t, bits);
        } catch (IllegalArgumentException ex) {
            throw errorAt(keyword, ex.getMessage());
        }
    }

    private void denseList(List<Token> into) {
        if (parseOptionalPunct("[")) {
            if (parseOptionalPunct("]")) return;
            do denseList(into); while (parseOptionalPunct(","));
            parsePunct("]");
            return;
        }
        Token v = peek();
        if (v.kind == INTEGER || v.kind == FLOAT || (v.kind == BARE_ID && (v.image.equals("true") || v.image.equals("false")))) into.add(next());
        else throw errorAt(v, "expected an element of a dense elements attribute");
    }

    void defineAlias(Token name, Type t) {
        String n = name.image.substring(1);
        if (n.contains(".")) throw errorAt(name, "expected an alias name without '.'");
        if (context.aliases.containsKey(n)) throw errorAt(name, "redefinition of type alias id '" + n + "'");
        context.aliases.put(n, t);
    }

    // =============================================================== attributes

    static BigInteger integerValue(Token t) {
        String s = t.image;
        boolean neg = s.startsWith("-");
        if (neg) s = s.substring(1);
        BigInteger v = s.startsWith("0x") ? new BigInteger(s.substring(2), 16) : new BigInteger(s);
        return neg ? v.negate() : v;
    }

    static boolean isFloatType(Type t) { return t instanceof FloatLikeType; }

    /** A float literal token's value (see {@link FloatLiterals}). */
    static double floatValue(Token t, Type type) {
        return FloatLiterals.value(t.image, type);
    }

    static X87Float x87Value(Token t) { return FloatLiterals.x87(t.image); }

    Attribute integerAttr(Token t, Type ty) {
        if (ty == null) return new IntegerAttr(integerValue(t), BuiltinTypes.I64);
        if (isFloatType(ty)) return floatAttr(t, ty);
        return new IntegerAttr(integerValue(t), ty);
    }

    Attribute floatAttr(Token t, Type ty) {
        if (ty == null) ty = BuiltinTypes.F64;
        if (!isFloatType(ty)) throw errorAt(t, "floating point value not valid for specified type");
        X87Float x = x87Value(t);
        return x != null ? FloatAttr.of(x, ty) : new FloatAttr(floatValue(t, ty), ty);
    }

    static boolean isAttributeKeyword(String s) {
        return s.equals("true") || s.equals("false") || s.equals("unit") || s.equals("array") || s.equals("dense");
    }

    Attribute keywordAttribute(Token t) {
        return switch (t.image) {
            // MLIR's BoolAttr is an i1 IntegerAttr
            case "true" -> new IntegerAttr(1, BuiltinTypes.I1);
            case "false" -> new IntegerAttr(0, BuiltinTypes.I1);
            case "unit" -> BuiltinAttrs.UNIT;
            case "array" -> {
                // array<i32: 1, 2> / array<i64>
                parsePunct("<");
                Type et = parseType();
                List<Long> vals = new ArrayList<>();
                if (parseOptionalPunct(":")) {
                    do vals.add(parseInteger()); while (parseOptionalPunct(","));
                }
                parsePunct(">");
                yield new DenseArrayAttr(et, vals);
            }
            case "dense" -> denseElements(t);
            default -> throw errorAt(t, "expected attribute value");
        };
    }

    void putAttribute(Map<String, Attribute> into, Token key, Attribute v) {
        String k = key.kind == STRING ? unescape(key) : key.image;
        if (into.containsKey(k)) throw errorAt(key, "duplicate key '" + k + "' in dictionary attribute");
        into.put(k, v);
    }

    Attribute dialectAttribute(Token t) {
        String name = t.image.substring(1);
        if (!name.contains(".")) {
            // #dialect<enum_name case>
            parsePunct("<");
            String enumName = parseKeywordOrIdent();
            String value = parseKeywordOrIdent();
            parsePunct(">");
            return new EnumAttr(name, enumName, value);
        }
        DialectSyntax.AttributeReader r = DialectSyntax.attribute(name);
        if (r == null) throw errorAt(t, "unknown attribute '" + t.image + "'");
        return r.read(this);
    }

    // =============================================================== OpAsmParser

    @Override public Location currentLocation() { return loc(peek()); }

    @Override public ParseError error(String message) { return new ParseError(currentLocation(), message); }

    @Override public void parsePunct(String punct) {
        if (!isPunct(peek(), punct)) throw error("expected '" + punct + "'");
        next();
    }

    @Override public boolean parseOptionalPunct(String punct) {
        if (!isPunct(peek(), punct)) return false;
        next();
        return true;
    }

    @Override public boolean peekPunct(String punct) { return isPunct(peek(), punct); }

    @Override public void parseKeyword(String keyword) {
        if (!isKeyword(peek(), keyword)) throw error("expected '" + keyword + "'");
        next();
    }

    @Override public boolean parseOptionalKeyword(String keyword) {
        if (!isKeyword(peek(), keyword)) return false;
        next();
        return true;
    }

    @Override public String parseKeywordOrIdent() { return expect(BARE_ID, "identifier").image; }

    /** A bare identifier, but not the {@code loc(...)} that ends an op. */
    @Override public String parseOptionalKeywordOrIdent() {
        return peek().kind == BARE_ID && !isLocationNext() ? next().image : null;
    }

    @Override public boolean peekKeyword(String keyword) { return isKeyword(peek(), keyword); }

    @Override public long parseInteger() { return parseBigInteger().longValue(); }

    @Override public BigInteger parseBigInteger() { return integerValue(expect(INTEGER, "integer value")); }

    @Override public Long parseOptionalInteger() { return peek().kind == INTEGER ? integerValue(next()).longValue() : null; }

    @Override public double parseFloat() {
        Token t = peek();
        if (t.kind != FLOAT && t.kind != INTEGER) throw error("expected floating point literal");
        return floatValue(next(), null);
    }

    @Override public String parseFloatLiteral() {
        Token t = peek();
        if (t.kind != FLOAT && t.kind != INTEGER) throw error("expected floating point literal");
        return next().image;
    }

    @Override public <T> T dialectState(Object key, java.util.function.Supplier<T> init) { return context.dialectState(key, init); }

    @Override public String parseString() { return unescape(expect(STRING, "string")); }

    @Override public String parseSymbolName() { return symbolName(expect(AT_ID, "symbol name")); }

    @Override public String parseOptionalSymbolName() { return peek().kind == AT_ID ? symbolName(next()) : null; }

    @Override public UnresolvedOperand parseOperand() { return unresolved(expect(SSA_ID, "SSA operand")); }

    @Override public UnresolvedOperand parseOptionalOperand() { return peek().kind == SSA_ID ? unresolved(next()) : null; }

    @Override public List<UnresolvedOperand> parseOperandList() {
        List<UnresolvedOperand> r = new ArrayList<>();
        if (peek().kind != SSA_ID) return r;
        r.add(parseOperand());
        while (isPunct(peek(), ",") && getToken(2).kind == SSA_ID) {
            next();
            r.add(parseOperand());
        }
        return r;
    }

    @Override public Argument parseArgument(boolean allowType) {
        UnresolvedOperand n = parseOperand();
        Type t = null;
        if (allowType) {
            parsePunct(":");
            t = parseType();
            if (isLocationNext()) guard(this::Location);
        }
        return new Argument(n, t);
    }

    @Override public Type parseType() {
        if (!isTypeStart(peek())) throw error("expected type");
        return guard(this::Type);
    }

    @Override public Type parseOptionalType() { return isTypeStart(peek()) ? parseType() : null; }

    @Override public List<Type> parseTypeList() {
        List<Type> r = new ArrayList<>();
        if (!isTypeStart(peek())) return r;
        r.add(parseType());
        while (isPunct(peek(), ",") && isTypeStart(getToken(2))) {
            next();
            r.add(parseType());
        }
        return r;
    }

    @Override public List<Type> parseOptionalArrowTypeList() {
        if (!parseOptionalPunct("->")) return new ArrayList<>();
        if (parseOptionalPunct("(")) {
            List<Type> r = new ArrayList<>();
            if (!parseOptionalPunct(")")) {
                do r.add(parseType()); while (parseOptionalPunct(","));
                parsePunct(")");
            }
            return r;
        }
        List<Type> r = new ArrayList<>();
        r.add(parseType());
        return r;
    }

    @Override public Attribute parseAttribute() { return guard(this::Attribute); }

    @Override public Attribute parseAttribute(Type type) {
        Token t = peek();
        if (t.kind == INTEGER) { next(); return integerAttr(t, type); }
        if (t.kind == FLOAT) { next(); return floatAttr(t, type); }
        if (type instanceof BuiltinTypes.IntegerType it && it.width() == 1 && t.kind == BARE_ID
                && (t.image.equals("true") || t.image.equals("false"))) {
            next();
            return new IntegerAttr(t.image.equals("true") ? 1 : 0, type);
        }
        return parseAttribute();
    }

    @Override public void parseOptionalAttrDict(Map<String, Attribute> into) {
        if (!isPunct(peek(), "{")) return;
        guard(() -> { AttributeDictionary(into); return null; });
    }

    @Override public void parseOptionalAttrDictWithKeyword(Map<String, Attribute> into) {
        if (!parseOptionalKeyword("attributes")) return;
        guard(() -> { AttributeDictionary(into); return null; });
    }

    @Override public void parseRegion(Region region, List<Argument> entryArgs, boolean enableNameShadowing) {
        if (!isPunct(peek(), "{")) throw error("expected '{' to begin a region");
        guard(() -> { RegionBody(region, entryArgs); return null; });
    }

    @Override public boolean parseOptionalRegion(Region region, List<Argument> entryArgs) {
        if (!isPunct(peek(), "{")) return false;
        parseRegion(region, entryArgs, false);
        return true;
    }

    @Override public Block parseSuccessor() { return blockReference(expect(CARET_ID, "block name")); }

    @Override public Block parseSuccessorAndUseList(List<Value> operands) {
        Block b = parseSuccessor();
        if (parseOptionalPunct("(")) {
            List<UnresolvedOperand> ops = parseOperandList();
            parsePunct(":");
            List<Type> ts = parseTypeList();
            parsePunct(")");
            operands.addAll(resolveOperands(ops, ts));
        }
        return b;
    }
}
