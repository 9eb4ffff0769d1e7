package jcirc.ir.parse;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import jcirc.ir.AssemblyFormat.*;
import jcirc.ir.OpAsmParser.UnresolvedOperand;

import java.util.*;

/**
 * Reads one op through its declarative {@link AssemblyFormat}: the mirror image of
 * {@code AsmPrinter.FormatPrinter}. Elements are read in order into operand groups, type lists,
 * attributes, regions and successors; optional groups are entered when their first element is
 * present in the input. Operand types come from {@code type(...)} / {@code functional-type}, else
 * from the same-type traits, else from the already-defined value; result types from the format,
 * the traits, or {@link OpDef#resultTypeInference()}. Ops with several variadic operand groups get
 * their {@code operandSegmentSizes}.
 */
final class FormatReader {
    private final IrParserBase p;
    private final OpDef def;
    private final OperationState st;
    private final AssemblyFormat fmt;

    private final Map<Integer, List<UnresolvedOperand>> operandGroups = new HashMap<>();
    private List<UnresolvedOperand> allOperands;
    private final Map<Integer, List<Type>> operandTypes = new HashMap<>();
    private List<Type> allOperandTypes;
    private final Map<Integer, List<Type>> resultTypes = new HashMap<>();
    private List<Type> allResultTypes;
    private final Map<Integer, List<Region>> regions = new TreeMap<>();
    private List<Region> allRegions;
    private final Map<Integer, List<Block>> successors = new TreeMap<>();
    private List<Block> allSuccessors;

    FormatReader(IrParserBase p, OpDef def, OperationState st) {
        this.p = p;
        this.def = def;
        this.st = st;
        this.fmt = def.assemblyFormat();
    }

    Operation read() {
        Location start = p.currentLocation();
        for (Element e : fmt.elements()) read(e, false, elementAfter(fmt.elements(), e));
        resolveOperands(start);
        resolveResults(start);
        if (allRegions != null) st.regions.addAll(allRegions);
        else for (int i = 0; i < def.regions().size(); i++) {
            List<Region> rs = regions.get(i);
            if (rs != null) st.regions.addAll(rs);
            else if (!def.regions().get(i).variadic()) st.regions.add(Region.detached());
        }
        if (allSuccessors != null) st.successors.addAll(allSuccessors);
        else for (List<Block> bs : successors.values()) st.successors.addAll(bs);
        return st.build();
    }

    private static Element elementAfter(List<Element> els, Element e) {
        int i = els.indexOf(e);
        return i >= 0 && i + 1 < els.size() ? els.get(i + 1) : null;
    }

    // ----- elements -----

    private void read(Element e, boolean inGroup, Element following) {
        switch (e) {
            case Literal l -> readLiteral(l.text());
            case Var v -> readVar(v, inGroup, following);
            case TypeOf t -> readTypeOf(t);
            case FunctionalType f -> {
                Type t = p.parseType();
                if (!(t instanceof BuiltinTypes.FunctionType ft)) throw p.error("expected a function type");
                allOperandTypes = ft.inputs();
                allResultTypes = ft.results();
            }
            case AttrDict d -> {
                if (d.withKeyword()) p.parseOptionalAttrDictWithKeyword(st.attributes);
                else p.parseOptionalAttrDict(st.attributes);
            }
            case Operands o -> allOperands = p.parseOperandList();
            case Regions r -> {
                allRegions = new ArrayList<>();
                if (p.peekPunct("{")) {
                    do {
                        Region rg = Region.detached();
                        p.parseRegion(rg, List.of(), false);
                        allRegions.add(rg);
                    } while (p.peekPunct(",") && p.getToken(2).kind == IrParserConstants.LBRACE && p.parseOptionalPunct(","));
                }
            }
            case Successors s -> {
                allSuccessors = new ArrayList<>();
                if (p.peek().kind == IrParserConstants.CARET_ID) {
                    allSuccessors.add(p.parseSuccessor());
                    while (p.peekPunct(",") && p.getToken(2).kind == IrParserConstants.CARET_ID) {
                        p.parsePunct(",");
                        allSuccessors.add(p.parseSuccessor());
                    }
                }
            }
            case OptionalGroup g -> {
                if (!startsPresent(g.elements(), 0)) return;
                for (Element inner : g.elements()) read(inner, true, elementAfter(g.elements(), inner));
            }
        }
    }

    private static boolean isKeywordLiteral(String text) {
        return !text.isEmpty() && (Character.isLetter(text.charAt(0)) || text.charAt(0) == '_');
    }

    private void readLiteral(String text) {
        if (text.isEmpty()) return;
        if (isKeywordLiteral(text)) p.parseKeyword(text);
        else p.parsePunct(text);
    }

    private void readVar(Var v, boolean inGroup, Element following) {
        switch (v.kind()) {
            case OPERAND -> {
                int idx = def.operandIndex(v.name());
                List<UnresolvedOperand> ops = switch (def.operands().get(idx).arity()) {
                    case SINGLE -> List.of(p.parseOperand());
                    case OPTIONAL -> {
                        UnresolvedOperand o = p.parseOptionalOperand();
                        yield o == null ? List.of() : List.of(o);
                    }
                    case VARIADIC -> p.parseOperandList();
                };
                operandGroups.put(idx, ops);
            }
            case ATTRIBUTE -> readAttribute(v.name(), inGroup, following);
            case REGION -> {
                int idx = def.regionIndex(v.name());
                List<Region> rs = new ArrayList<>();
                do {
                    Region r = Region.detached();
                    p.parseRegion(r, List.of(), false);
                    rs.add(r);
                } while (def.regions().get(idx).variadic() && p.peekPunct(",")
                        && p.getToken(2).kind == IrParserConstants.LBRACE && p.parseOptionalPunct(","));
                regions.put(idx, rs);
            }
            case SUCCESSOR -> {
                int idx = def.successorIndex(v.name());
                List<Block> bs = new ArrayList<>();
                bs.add(p.parseSuccessor());
                if (def.successors().get(idx).variadic())
                    while (p.peekPunct(",") && p.getToken(2).kind == IrParserConstants.CARET_ID) {
                        p.parsePunct(",");
                        bs.add(p.parseSuccessor());
                    }
                successors.put(idx, bs);
            }
            case RESULT -> throw p.error("results cannot be read as $" + v.name());
        }
    }

    /**
     * An attribute as {@code AsmPrinter.formatAttrValue} prints it: enum cases bare,
     * {@code sym_name} as {@code @sym}, i64 integers bare, TypeAttrs as the type, others in full.
     */
    private void readAttribute(String name, boolean inGroup, Element following) {
        OpDef.AttrSpec spec = def.attrSpec(name);
        Class<? extends Attribute> kind = spec.kind();
        if (kind == UnitAttr.class) {
            // printed as nothing: present iff its optional group is
            if (inGroup) st.attributes.put(name, BuiltinAttrs.UNIT);
            return;
        }
        Token t = p.peek();
        Attribute a;
        if (t.kind == IrParserConstants.BARE_ID && !IrParserBase.isAttributeKeyword(t.image) && !IrParserBase.isTypeKeyword(t.image)) {
            a = enumCase(name, p.next().image);
        } else if (t.kind == IrParserConstants.AT_ID && name.equals("sym_name") && kind != SymbolRefAttr.class) {
            a = new StringAttr(p.parseSymbolName());
        } else if (t.kind == IrParserConstants.INTEGER && !(kind == FloatAttr.class)) {
            p.next();
            Type ty = BuiltinTypes.I64;
            boolean nextIsColonLiteral = following instanceof Literal l && l.text().equals(":");
            if (p.isTypeSuffixNext() && (!nextIsColonLiteral || isColonTypeColon())) {
                p.parsePunct(":");
                ty = p.parseType();
            }
            a = p.integerAttr(t, ty);
        } else if (kind == TypeAttr.class) {
            a = new TypeAttr(p.parseType());
        } else {
            a = p.parseAttribute();
            if (a instanceof SymbolRefAttr s && name.equals("sym_name") && s.nested().isEmpty() && kind != SymbolRefAttr.class)
                a = new StringAttr(s.root());
        }
        if (kind == BoolAttr.class && a instanceof IntegerAttr i && i.type().equals(BuiltinTypes.I1))
            a = new BoolAttr(i.value().signum() != 0);
        st.attributes.put(name, a);
    }

    /** {@code : type :} ahead: the integer carries its own type before the format's {@code :}. */
    private boolean isColonTypeColon() {
        Token t2 = p.getToken(2);
        return t2.kind == IrParserConstants.BARE_ID && IrParserBase.isTypeKeyword(t2.image)
                && p.getToken(3).kind == IrParserConstants.COLON;
    }

    /**
     * Enums of upstream ops whose declarations say only {@code attr(name, EnumAttr.class)}; ops should
     * declare {@link OpDef#enumAttr} instead, which takes precedence.
     */
    private static final Map<String, OpDef.EnumSpec> KNOWN_ENUMS = Map.of(
            "arith.cmpi/predicate", new OpDef.EnumSpec("arith", "cmpi_predicate"),
            "arith.cmpf/predicate", new OpDef.EnumSpec("arith", "cmpf_predicate"));

    private Attribute enumCase(String attrName, String value) {
        OpDef.EnumSpec es = def.enumSpec(attrName);
        if (es == null) es = KNOWN_ENUMS.get(def.name() + "/" + attrName);
        if (es != null) return new EnumAttr(es.dialect(), es.enumName(), value);
        String dialect = def.name().substring(0, Math.max(0, def.name().indexOf('.')));
        return new EnumAttr(dialect, attrName, value);
    }

    private void readTypeOf(TypeOf t) {
        if (t.name().equals("operands")) {
            int n = allOperands != null ? allOperands.size() : operandGroups.values().stream().mapToInt(List::size).sum();
            allOperandTypes = readTypes(n);
        } else if (t.name().equals("results") && t.kind() == VarKind.RESULT && def.resultIndex("results") < 0) {
            // type(results); type($results) of a group named "results" is read below
            allResultTypes = p.parseTypeList();
        } else if (t.kind() == VarKind.OPERAND) {
            int idx = def.operandIndex(t.name());
            List<UnresolvedOperand> ops = operandGroups.get(idx);
            OpDef.Arity ar = def.operands().get(idx).arity();
            int n = ops != null ? ops.size() : ar == OpDef.Arity.SINGLE ? 1 : -1;
            operandTypes.put(idx, readTypes(n));
        } else {
            int idx = def.resultIndex(t.name());
            OpDef.Arity ar = def.results().get(idx).arity();
            resultTypes.put(idx, ar == OpDef.Arity.SINGLE ? List.of(p.parseType()) : p.parseTypeList());
        }
    }

    /** {@code n} comma-separated types ({@code n < 0}: as many as are there). */
    private List<Type> readTypes(int n) {
        if (n < 0) return p.parseTypeList();
        List<Type> r = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i > 0) p.parsePunct(",");
            r.add(p.parseType());
        }
        return r;
    }

    // ----- optional groups -----

    /** Whether the optional group starting at element {@code i} of {@code els} is present in the input. */
    private boolean startsPresent(List<Element> els, int i) {
        if (i >= els.size()) return false;
        Element e = els.get(i);
        Token t = p.peek();
        return switch (e) {
            case Literal l -> l.text().isEmpty() ? startsPresent(els, i + 1)
                    : isKeywordLiteral(l.text()) ? IrParserBase.isKeyword(t, l.text()) && p.nextOnSameLine()
                    : IrParserBase.isPunct(t, l.text());
            case Var v -> switch (v.kind()) {
                case OPERAND -> t.kind == IrParserConstants.SSA_ID;
                case REGION -> IrParserBase.isPunct(t, "{");
                case SUCCESSOR -> t.kind == IrParserConstants.CARET_ID;
                case RESULT -> false;
                case ATTRIBUTE -> attributeStarts(v.name(), els, i, t);
            };
            case TypeOf ty -> p.isTypeStart(t);
            case FunctionalType f -> IrParserBase.isPunct(t, "(");
            case AttrDict d -> d.withKeyword() ? IrParserBase.isKeyword(t, "attributes") : IrParserBase.isPunct(t, "{");
            case Operands o -> t.kind == IrParserConstants.SSA_ID;
            case Regions r -> IrParserBase.isPunct(t, "{");
            case Successors s -> t.kind == IrParserConstants.CARET_ID;
            case OptionalGroup g -> startsPresent(g.elements(), 0) || startsPresent(els, i + 1);
        };
    }

    private boolean attributeStarts(String name, List<Element> els, int i, Token t) {
        Class<? extends Attribute> kind = def.attrSpec(name).kind();
        if (kind == UnitAttr.class) return startsPresent(els, i + 1);
        if (name.equals("sym_name") && kind == StringAttr.class) return t.kind == IrParserConstants.AT_ID;
        if (kind == EnumAttr.class)
            return (t.kind == IrParserConstants.BARE_ID && !t.image.contains(".") && p.nextOnSameLine()
                    && !p.isLocationNext()) || t.kind == IrParserConstants.HASH_ID;
        if (kind == IntegerAttr.class) return t.kind == IrParserConstants.INTEGER
                || (t.kind == IrParserConstants.BARE_ID && (t.image.equals("true") || t.image.equals("false")));
        if (kind == TypeAttr.class) return p.isTypeStart(t);
        return switch (t.kind) {
            case IrParserConstants.INTEGER, IrParserConstants.FLOAT, IrParserConstants.STRING, IrParserConstants.AT_ID,
                 IrParserConstants.HASH_ID, IrParserConstants.EXCL_ID, IrParserConstants.LBRACKET -> true;
            case IrParserConstants.BARE_ID -> p.nextOnSameLine() && !t.image.contains(".") && !p.isLocationNext();
            default -> false;
        };
    }

    // ----- operand and result types -----

    private void resolveOperands(Location start) {
        int groups = def.operands().size();
        List<List<UnresolvedOperand>> ops = new ArrayList<>();
        if (allOperands != null) {
            ops.addAll(splitByGroups(allOperands));
        } else {
            for (int i = 0; i < groups; i++) ops.add(operandGroups.getOrDefault(i, List.of()));
        }
        // types: per group, then all operands, then traits, then the values themselves
        List<List<Type>> types = new ArrayList<>();
        for (int i = 0; i < groups; i++) types.add(operandTypes.get(i));
        if (allOperandTypes != null) {
            List<Type> flat = new ArrayList<>(allOperandTypes);
            int pos = 0;
            for (int i = 0; i < groups; i++) {
                int n = ops.get(i).size();
                if (pos + n > flat.size()) throw new ParseError(start, "expected " + totalSize(ops) + " operand types but had " + flat.size());
                types.set(i, flat.subList(pos, pos + n));
                pos += n;
            }
        }
        Type same = sameType(ops, types);
        for (int i = 0; i < groups; i++) {
            List<UnresolvedOperand> g = ops.get(i);
            List<Type> ts = types.get(i);
            if (ts != null && ts.size() != g.size())
                throw new ParseError(start, g.size() + " operands present, but expected " + ts.size());
            for (int j = 0; j < g.size(); j++) {
                Type ty = ts != null ? ts.get(j) : same;
                if (ty == null && def.traits().contains(Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE) && i == 0 && j == 0)
                    ty = firstResultTypeSpelled();
                if (ty == null) ty = p.knownType(g.get(j));
                if (ty == null) throw new ParseError(g.get(j).location(), "unable to infer the type of operand " + g.get(j).name());
                st.operands.add(p.resolveOperand(g.get(j), ty));
            }
        }
        if (def.needsSegments()) {
            List<Long> sizes = new ArrayList<>();
            for (List<UnresolvedOperand> g : ops) sizes.add((long) g.size());
            st.attributes.put(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(BuiltinTypes.I32, sizes));
        }
    }

    private static int totalSize(List<List<UnresolvedOperand>> ops) { return ops.stream().mapToInt(List::size).sum(); }

    /** With only one variadic/optional group, the {@code operands} directive's list splits unambiguously. */
    private List<List<UnresolvedOperand>> splitByGroups(List<UnresolvedOperand> all) {
        int groups = def.operands().size();
        int fixed = 0;
        for (OpDef.OperandSpec o : def.operands()) if (o.arity() == OpDef.Arity.SINGLE) fixed++;
        int rest = Math.max(0, all.size() - fixed);
        List<List<UnresolvedOperand>> r = new ArrayList<>();
        int pos = 0;
        for (int i = 0; i < groups; i++) {
            int n = def.operands().get(i).arity() == OpDef.Arity.SINGLE ? 1 : rest;
            if (def.operands().get(i).arity() != OpDef.Arity.SINGLE) rest = 0;
            if (pos + n > all.size()) throw p.error("expected more operands");
            r.add(all.subList(pos, pos + n));
            pos += n;
        }
        if (pos != all.size()) throw p.error("too many operands");
        return r;
    }

    /** The common type implied by SAME_OPERANDS_AND_RESULT_TYPE / SAME_TYPE_OPERANDS, if any is spelled. */
    private Type sameType(List<List<UnresolvedOperand>> ops, List<List<Type>> types) {
        Set<Trait> tr = def.traits();
        boolean allSame = tr.contains(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
        if (!allSame && !tr.contains(Trait.SAME_TYPE_OPERANDS)) return null;
        for (List<Type> ts : types) if (ts != null && !ts.isEmpty()) return ts.get(0);
        if (allSame) {
            Type r = firstResultTypeSpelled();
            if (r != null) return r;
        }
        for (List<UnresolvedOperand> g : ops) for (UnresolvedOperand u : g) {
            Type k = p.knownType(u);
            if (k != null) return k;
        }
        return null;
    }

    private Type firstResultTypeSpelled() {
        if (allResultTypes != null && !allResultTypes.isEmpty()) return allResultTypes.get(0);
        for (List<Type> ts : resultTypes.values()) if (!ts.isEmpty()) return ts.get(0);
        return null;
    }

    private void resolveResults(Location start) {
        if (allResultTypes != null) { st.resultTypes.addAll(allResultTypes); return; }
        boolean spelled = !resultTypes.isEmpty();
        if (!spelled && !def.results().isEmpty() && def.resultTypeInference() != null) {
            st.resultTypes.addAll(def.resultTypeInference().apply(st));
            return;
        }
        boolean missingSingle = false;
        List<Type> out = new ArrayList<>();
        for (int i = 0; i < def.results().size(); i++) {
            List<Type> ts = resultTypes.get(i);
            if (ts != null) out.addAll(ts);
            else if (def.results().get(i).arity() == OpDef.Arity.SINGLE) { missingSingle = true; out.add(null); }
        }
        if (!missingSingle) { st.resultTypes.addAll(out); return; }
        Set<Trait> tr = def.traits();
        if (tr.contains(Trait.SAME_OPERANDS_AND_RESULT_TYPE) || tr.contains(Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE)) {
            if (!st.operands.isEmpty()) {
                Type t = st.operands.get(0).type();
                out.replaceAll(x -> x == null ? t : x);
                st.resultTypes.addAll(out);
                return;
            }
        }
        if (def.resultTypeInference() != null) {
            st.resultTypes.addAll(def.resultTypeInference().apply(st));
            return;
        }
        throw new ParseError(start, "unable to infer the result types of '" + def.name() + "'"
                + (spelled ? " (some are spelled)" : ""));
    }
}
