package jcirc.ir;

import java.util.*;
import java.util.function.Function;

/**
 * The one declaration of an op, ODS style: operands, results, attributes, regions, successors,
 * traits, a custom verifier and an assembly format. It drives the generic {@link Verifier},
 * {@link AsmPrinter} and the parser.
 *
 * <pre>{@code
 * OpDef.op(CirOps.BinOp.NAME)
 *      .attr("kind", EnumAttr.class).operand("lhs").operand("rhs").result("result")
 *      .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
 *      .format("`(` $kind `,` $lhs `,` $rhs `)` `:` type($lhs) attr-dict")
 *      .register();
 * }</pre>
 *
 * <p>The assembly format uses ODS's directives: {@code `literal`}, {@code $operand},
 * {@code $attribute}, {@code $region}, {@code $successor}, {@code type($x)},
 * {@code type(results)}, {@code functional-type(operands, results)}, {@code attr-dict},
 * {@code attr-dict-with-keyword}, optional groups {@code ( ... $anchor^ ... )?}. Ops whose syntax
 * a format cannot express give a {@link CustomAsm} instead.
 */
public final class OpDef {
    /** Attribute holding the sizes of operand groups for ops with several variadic operands. */
    public static final String SEGMENTS_ATTR = "operandSegmentSizes";

    public enum Arity { SINGLE, OPTIONAL, VARIADIC }

    public record OperandSpec(String name, Arity arity, TypeConstraint constraint) {}
    public record ResultSpec(String name, Arity arity, TypeConstraint constraint) {}
    public record AttrSpec(String name, Class<? extends Attribute> kind, boolean optional) {}
    public record RegionSpec(String name, boolean variadic) {}
    public record SuccessorSpec(String name, boolean variadic) {}
    /** Which {@code EnumAttr} (dialect, enum name) an enum-valued attribute holds, so parsers can build it from a bare case. */
    public record EnumSpec(String dialect, String enumName) {}

    /** Op-specific verification beyond what the declaration states; throw {@link VerifyException}. */
    @FunctionalInterface
    public interface OpVerifier { void verify(Operation op); }

    /** Hand-written printer and parser for syntax a declarative format cannot express. */
    public interface CustomAsm {
        void print(Operation op, OpAsmPrinter p);
        Operation parse(OpAsmParser p, OperationState state);
    }

    private final String name;
    private final List<OperandSpec> operands = new ArrayList<>();
    private final List<ResultSpec> results = new ArrayList<>();
    private final List<AttrSpec> attrs = new ArrayList<>();
    private final List<RegionSpec> regions = new ArrayList<>();
    private final List<SuccessorSpec> successors = new ArrayList<>();
    private final Map<String, EnumSpec> enumAttrs = new HashMap<>();
    private final EnumSet<Trait> traits = EnumSet.noneOf(Trait.class);
    private final List<String> parents = new ArrayList<>();
    private final List<OpVerifier> verifiers = new ArrayList<>();
    private String format;
    private AssemblyFormat parsedFormat;
    private CustomAsm customAsm;
    private Function<OperationState, List<Type>> resultTypeInference;
    private String summary = "";
    private Function<Operation, String> asmResultName;
    private String defaultDialect;
    private Function<Operation, ? extends OpView> view;

    private OpDef(String name) { this.name = name; }

    public static OpDef op(String name) { return new OpDef(name); }

    // ----- declaration builder -----
    public OpDef summary(String s) { summary = s; return this; }
    public OpDef operand(String n) { return operand(n, TypeConstraint.ANY); }
    public OpDef operand(String n, TypeConstraint c) { operands.add(new OperandSpec(n, Arity.SINGLE, c)); return this; }
    public OpDef optionalOperand(String n) { return optionalOperand(n, TypeConstraint.ANY); }
    public OpDef optionalOperand(String n, TypeConstraint c) { operands.add(new OperandSpec(n, Arity.OPTIONAL, c)); return this; }
    public OpDef variadicOperand(String n) { return variadicOperand(n, TypeConstraint.ANY); }
    public OpDef variadicOperand(String n, TypeConstraint c) { operands.add(new OperandSpec(n, Arity.VARIADIC, c)); return this; }
    public OpDef result(String n) { return result(n, TypeConstraint.ANY); }
    public OpDef result(String n, TypeConstraint c) { results.add(new ResultSpec(n, Arity.SINGLE, c)); return this; }
    public OpDef optionalResult(String n) { return optionalResult(n, TypeConstraint.ANY); }
    public OpDef optionalResult(String n, TypeConstraint c) { results.add(new ResultSpec(n, Arity.OPTIONAL, c)); return this; }
    public OpDef variadicResult(String n) { return variadicResult(n, TypeConstraint.ANY); }
    public OpDef variadicResult(String n, TypeConstraint c) { results.add(new ResultSpec(n, Arity.VARIADIC, c)); return this; }
    public OpDef attr(String n, Class<? extends Attribute> kind) { attrs.add(new AttrSpec(n, kind, false)); return this; }
    public OpDef optionalAttr(String n, Class<? extends Attribute> kind) { attrs.add(new AttrSpec(n, kind, true)); return this; }
    /** An enum-valued attribute: {@code EnumAttr(dialect, enumName, case)}, printed bare ({@code add}) by formats. */
    public OpDef enumAttr(String n, String dialect, String enumName) {
        attrs.add(new AttrSpec(n, jcirc.ir.BuiltinAttrs.EnumAttr.class, false));
        enumAttrs.put(n, new EnumSpec(dialect, enumName));
        return this;
    }
    public OpDef optionalEnumAttr(String n, String dialect, String enumName) {
        attrs.add(new AttrSpec(n, jcirc.ir.BuiltinAttrs.EnumAttr.class, true));
        enumAttrs.put(n, new EnumSpec(dialect, enumName));
        return this;
    }
    public OpDef region(String n) { regions.add(new RegionSpec(n, false)); return this; }
    public OpDef variadicRegion(String n) { regions.add(new RegionSpec(n, true)); return this; }
    public OpDef successor(String n) { successors.add(new SuccessorSpec(n, false)); return this; }
    public OpDef variadicSuccessor(String n) { successors.add(new SuccessorSpec(n, true)); return this; }
    public OpDef traits(Trait... ts) { traits.addAll(Arrays.asList(ts)); return this; }
    /** HasParent&lt;...&gt;: the op must be directly nested in one of these ops. */
    public OpDef parents(String... opNames) { parents.addAll(Arrays.asList(opNames)); return this; }
    public OpDef verifier(OpVerifier v) { verifiers.add(v); return this; }
    public OpDef format(String f) { format = f; return this; }
    public OpDef customAsm(CustomAsm a) { customAsm = a; return this; }
    /** Computes result types when the assembly format does not spell them. */
    public OpDef inferResultTypes(Function<OperationState, List<Type>> f) { resultTypeInference = f; return this; }

    /**
     * MLIR's OpAsmOpInterface::getAsmResultNames: a name hint for the op's results ("c0_i32", "cst",
     * "true"), or null for the default numbering. The printer uniques it ({@code %cst_0}).
     */
    public OpDef asmResultName(Function<Operation, String> f) { asmResultName = f; return this; }
    /** MLIR's OpAsmOpInterface::getDefaultDialect: ops of this dialect directly in the op's regions print unprefixed. */
    public OpDef defaultDialect(String dialect) { defaultDialect = dialect; return this; }
    public Function<Operation, String> asmResultName() { return asmResultName; }
    public String defaultDialect() { return defaultDialect; }

    /** The typed view ({@code TernaryOp::new}) that {@link Operation#view()} wraps ops of this declaration in. */
    public OpDef view(Function<Operation, ? extends OpView> f) { view = f; return this; }
    /** The typed view of {@code op} (an op of this declaration), or a {@link OpView.Generic} if the op has no view record. */
    public OpView viewOf(Operation op) { return view == null ? new OpView.Generic(op) : view.apply(op); }

    /** Registers this declaration in the global {@link OpRegistry}. */
    public OpDef register() { OpRegistry.register(this); return this; }

    // ----- queries -----
    public String name() { return name; }
    public String summary() { return summary; }
    public List<OperandSpec> operands() { return operands; }
    public List<ResultSpec> results() { return results; }
    public List<AttrSpec> attrs() { return attrs; }
    public List<RegionSpec> regions() { return regions; }
    public List<SuccessorSpec> successors() { return successors; }
    public Set<Trait> traits() { return traits; }
    public List<String> parents() { return parents; }
    public List<OpVerifier> verifiers() { return verifiers; }
    public String format() { return format; }
    public CustomAsm customAsm() { return customAsm; }
    public Function<OperationState, List<Type>> resultTypeInference() { return resultTypeInference; }

    /** The parsed assembly format, or null if the op has none (generic form only, or custom asm). */
    public synchronized AssemblyFormat assemblyFormat() {
        if (parsedFormat == null && format != null) parsedFormat = AssemblyFormat.parse(this, format);
        return parsedFormat;
    }

    public boolean hasCustomSyntax() { return customAsm != null || format != null; }

    public int variadicOperandCount() {
        int n = 0;
        for (int i = 0; i < operands.size(); i++) if (operands.get(i).arity() != Arity.SINGLE) n++;
        return n;
    }

    /** True if operand groups need an {@code operandSegmentSizes} attribute. */
    public boolean needsSegments() { return variadicOperandCount() > 1 || traits.contains(Trait.ATTR_SIZED_OPERAND_SEGMENTS); }

    public int operandIndex(String n) {
        for (int i = 0; i < operands.size(); i++) if (operands.get(i).name().equals(n)) return i;
        return -1;
    }

    public int resultIndex(String n) {
        for (int i = 0; i < results.size(); i++) if (results.get(i).name().equals(n)) return i;
        return -1;
    }

    /** The enum declared by {@link #enumAttr} for this attribute, or null. */
    public EnumSpec enumSpec(String attrName) { return enumAttrs.get(attrName); }

    public AttrSpec attrSpec(String n) {
        for (AttrSpec a : attrs) if (a.name().equals(n)) return a;
        return null;
    }

    public int regionIndex(String n) {
        for (int i = 0; i < regions.size(); i++) if (regions.get(i).name().equals(n)) return i;
        return -1;
    }

    public int successorIndex(String n) {
        for (int i = 0; i < successors.size(); i++) if (successors.get(i).name().equals(n)) return i;
        return -1;
    }

    /**
     * The values of the named operand group of {@code op} (one value for a single operand, zero
     * or one for an optional one, any number for a variadic one).
     */
    public List<Value> operandGroup(Operation op, String groupName) {
        int idx = operandIndex(groupName);
        if (idx < 0) throw new IllegalArgumentException(name + " has no operand '" + groupName + "'");
        return operandGroup(op, idx);
    }

    public List<Value> operandGroup(Operation op, int idx) {
        int[] sizes = groupSizes(op);
        int start = 0;
        for (int i = 0; i < idx; i++) start += sizes[i];
        return op.operands().subList(start, start + sizes[idx]);
    }

    /** Sizes of every operand group of {@code op}. */
    public int[] groupSizes(Operation op) {
        int n = operands.size();
        int[] sizes = new int[n];
        if (needsSegments()) {
            int[] seg = op.operandSegmentSizes();
            if (seg == null || seg.length != n)
                throw new VerifyException(op, "requires attribute '" + SEGMENTS_ATTR + "' with " + n + " elements");
            return seg;
        }
        int fixed = 0, variadicAt = -1;
        for (int i = 0; i < n; i++) {
            if (operands.get(i).arity() == Arity.SINGLE) { sizes[i] = 1; fixed++; } else variadicAt = i;
        }
        if (variadicAt >= 0) sizes[variadicAt] = Math.max(0, op.numOperands() - fixed);
        return sizes;
    }
}
