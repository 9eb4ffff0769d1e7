package jcirc.dialect.scf;

import jcirc.dialect.arith.ArithDialect;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.*;

import static jcirc.dialect.scf.ScfDialect.*;

/**
 * Printers and parsers of the scf ops with hand-written syntax, mirroring MLIR's SCF.cpp. Each
 * parser re-creates the terminator its printer may elide (see {@link #ensureTerminator}).
 */
final class ScfAsm {
    private ScfAsm() {}

    /** Appends {@code terminator} to the region's single block unless it already ends with a terminator (MLIR's ensureTerminator). */
    static void ensureTerminator(Region r, List<Type> argTypesIfEmpty, String terminator, Location loc, int numRegions) {
        if (r.isEmpty()) r.addBlock(new Block(argTypesIfEmpty));
        Block b = r.entryBlock();
        Operation last = b.last();
        if (last != null && last.hasTrait(Trait.TERMINATOR)) return;
        Operation t = Operation.create(terminator, List.of(), List.of(), Map.of(), numRegions, loc);
        for (int i = 0; i < numRegions; i++) t.region(i).addBlock(new Block());
        b.append(t);
    }

    static void ensureYield(Region r, List<Type> argTypesIfEmpty, Location loc) {
        ensureTerminator(r, argTypesIfEmpty, YIELD, loc, 0);
    }

    /** Whether the region's terminator carries nothing and may be elided (ODS's rule for implicit terminators). */
    static boolean terminatorNeeded(Region r) {
        if (r.isEmpty()) return true;
        Operation t = r.entryBlock().terminator();
        return t == null || t.numOperands() > 0 || t.numResults() > 0 || !t.attributes().isEmpty();
    }

    /** {@code (%a = %x, %b = %y)}. */
    static void printInitList(OpAsmPrinter p, List<BlockArgument> args, List<Value> inits, String prefix) {
        if (inits.isEmpty()) return;
        p.print(prefix).print("(");
        for (int i = 0; i < inits.size(); i++) {
            if (i > 0) p.print(", ");
            p.printOperand(args.get(i)).print(" = ").printOperand(inits.get(i));
        }
        p.print(")");
    }

    /** Parses {@code (%a = %x, ...)} into region arguments and their initial values. */
    static void parseInitList(OpAsmParser p, List<OpAsmParser.UnresolvedOperand> args, List<OpAsmParser.UnresolvedOperand> inits) {
        p.parsePunct("(");
        if (p.parseOptionalPunct(")")) return;
        do {
            args.add(p.parseOperand());
            p.parsePunct("=");
            inits.add(p.parseOperand());
        } while (p.parseOptionalPunct(","));
        p.parsePunct(")");
    }

    static List<OpAsmParser.Argument> arguments(List<OpAsmParser.UnresolvedOperand> names, List<Type> types) {
        List<OpAsmParser.Argument> r = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) r.add(new OpAsmParser.Argument(names.get(i), types.get(i)));
        return r;
    }

    /** {@code -> i32} or {@code -> (i32, f32)} (MLIR's printOptionalArrowTypeList). */
    static void printArrowTypes(OpAsmPrinter p, List<Type> types) {
        if (types.isEmpty()) return;
        p.print(" -> ");
        boolean parens = types.size() > 1 || types.get(0) instanceof BuiltinTypes.FunctionType;
        if (parens) p.print("(");
        p.printTypes(types);
        if (parens) p.print(")");
    }

    static List<Value> resolve(OpAsmParser p, List<OpAsmParser.UnresolvedOperand> ops, Type t) {
        return p.resolveOperands(ops, Collections.nCopies(ops.size(), t));
    }

    // scf.execute_region -> i32 { ... }
    static final OpDef.CustomAsm EXECUTE_REGION = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            printArrowTypes(p, op.resultTypes());
            p.print(" ");
            p.printRegion(op.region(0), false, true);
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            st.resultTypes.addAll(p.parseOptionalArrowTypeList());
            p.parseRegion(st.addRegion(), List.of(), false);
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };

    // scf.for %iv = %lb to %ub step %s iter_args(%a = %x) -> (i32) { ... }    (`: i32` before the body for non-index ivs)
    static final OpDef.CustomAsm FOR = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            Block body = op.region(0).entryBlock();
            List<Value> inits = op.operands().subList(3, op.numOperands());
            p.print(" ").printOperand(body.argument(0)).print(" = ").printOperand(op.operand(0))
             .print(" to ").printOperand(op.operand(1)).print(" step ").printOperand(op.operand(2));
            printInitList(p, body.arguments().subList(1, body.numArguments()), inits, " iter_args");
            if (!inits.isEmpty()) {
                List<Type> ts = new ArrayList<>();
                for (Value v : inits) ts.add(v.type());
                p.print(" -> (").printTypes(ts).print(")");
            }
            p.print(" ");
            Type ivType = body.argument(0).type();
            if (!(ivType instanceof BuiltinTypes.IndexType)) p.print(" : ").printType(ivType).print(" ");
            p.printRegion(op.region(0), false, !inits.isEmpty() || terminatorNeeded(op.region(0)));
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            OpAsmParser.UnresolvedOperand iv = p.parseOperand();
            p.parsePunct("=");
            OpAsmParser.UnresolvedOperand lb = p.parseOperand();
            p.parseKeyword("to");
            OpAsmParser.UnresolvedOperand ub = p.parseOperand();
            p.parseKeyword("step");
            OpAsmParser.UnresolvedOperand step = p.parseOperand();
            List<OpAsmParser.UnresolvedOperand> args = new ArrayList<>(), inits = new ArrayList<>();
            List<Type> types = List.of();
            if (p.parseOptionalKeyword("iter_args")) {
                parseInitList(p, args, inits);
                types = p.parseOptionalArrowTypeList();
                if (types.size() != inits.size()) throw p.error("mismatch in number of loop-carried values and defined values");
            }
            Type ivType = BuiltinTypes.INDEX;
            if (p.parseOptionalPunct(":")) ivType = p.parseType();
            st.operands.add(p.resolveOperand(lb, ivType));
            st.operands.add(p.resolveOperand(ub, ivType));
            st.operands.add(p.resolveOperand(step, ivType));
            st.operands.addAll(p.resolveOperands(inits, types));
            st.resultTypes.addAll(types);
            List<OpAsmParser.Argument> entry = new ArrayList<>();
            entry.add(new OpAsmParser.Argument(iv, ivType));
            entry.addAll(arguments(args, types));
            Region body = st.addRegion();
            p.parseRegion(body, entry, false);
            List<Type> argTypes = new ArrayList<>();
            argTypes.add(ivType);
            argTypes.addAll(types);
            ensureYield(body, argTypes, st.location);
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };

    // scf.if %c -> (i32) { ... } else { ... }
    static final OpDef.CustomAsm IF = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0));
            boolean terms = false;
            if (op.numResults() > 0) {
                p.print(" -> (").printTypes(op.resultTypes()).print(")");
                terms = true;
            }
            p.print(" ");
            p.printRegion(op.region(0), false, terms || terminatorNeeded(op.region(0)));
            if (!op.region(1).isEmpty()) {
                p.print(" else ");
                p.printRegion(op.region(1), false, terms || terminatorNeeded(op.region(1)));
            }
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            st.operands.add(p.resolveOperand(p.parseOperand(), BuiltinTypes.I1));
            st.resultTypes.addAll(p.parseOptionalArrowTypeList());
            Region then = st.addRegion();
            p.parseRegion(then, List.of(), false);
            ensureYield(then, List.of(), st.location);
            Region els = st.addRegion();
            if (p.parseOptionalKeyword("else")) {
                p.parseRegion(els, List.of(), false);
                ensureYield(els, List.of(), st.location);
            }
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };

    // scf.index_switch %x -> i32 \ncase 2 {...}\ndefault {...}
    static final OpDef.CustomAsm INDEX_SWITCH = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0));
            p.printOptionalAttrDict(op.attributes(), Set.of("cases"));
            if (op.numResults() > 0) p.print(" -> ").printTypes(op.resultTypes());
            p.print(" ");
            List<Long> cases = ((DenseArrayAttr) op.attr("cases")).values();
            for (int i = 0; i < cases.size(); i++) {
                p.newline().print("case " + cases.get(i) + " ");
                p.printRegion(op.region(i + 1), false, true);
            }
            p.newline().print("default ");
            p.printRegion(op.region(0), true, terminatorNeeded(op.region(0)));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            st.operands.add(p.resolveOperand(p.parseOperand(), BuiltinTypes.INDEX));
            p.parseOptionalAttrDict(st.attributes);
            if (p.parseOptionalPunct("->")) {
                do { st.resultTypes.add(p.parseType()); } while (p.parseOptionalPunct(","));
            }
            List<Long> cases = new ArrayList<>();
            List<Region> caseRegions = new ArrayList<>();
            while (p.parseOptionalKeyword("case")) {
                cases.add(p.parseSignedInteger());
                Region r = Region.detached();
                p.parseRegion(r, List.of(), false);
                ensureYield(r, List.of(), st.location);
                caseRegions.add(r);
            }
            p.parseKeyword("default");
            Region def = st.addRegion();
            p.parseRegion(def, List.of(), false);
            ensureYield(def, List.of(), st.location);
            st.regions.addAll(caseRegions);
            st.attributes.put("cases", new DenseArrayAttr(BuiltinTypes.I64, cases));
            return st.build();
        }
    };

    // scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 { ... }
    static final OpDef.CustomAsm PARALLEL = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            Block body = op.region(0).entryBlock();
            p.print(" (").printOperands(body.arguments()).print(") = (").printOperands(op.operandGroup(0))
             .print(") to (").printOperands(op.operandGroup(1)).print(") step (").printOperands(op.operandGroup(2)).print(")");
            if (!op.operandGroup(3).isEmpty()) p.print(" init (").printOperands(op.operandGroup(3)).print(")");
            printArrowTypes(p, op.resultTypes());
            p.print(" ");
            p.printRegion(op.region(0), false, true);
            p.printOptionalAttrDict(op.attributes(), Set.of(OpDef.SEGMENTS_ATTR));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            List<OpAsmParser.UnresolvedOperand> ivs = parenList(p);
            p.parsePunct("=");
            List<OpAsmParser.UnresolvedOperand> lbs = parenList(p);
            p.parseKeyword("to");
            List<OpAsmParser.UnresolvedOperand> ubs = parenList(p);
            p.parseKeyword("step");
            List<OpAsmParser.UnresolvedOperand> steps = parenList(p);
            List<OpAsmParser.UnresolvedOperand> inits = new ArrayList<>();
            if (p.parseOptionalKeyword("init")) inits = parenList(p);
            List<Type> types = p.parseOptionalArrowTypeList();
            st.resultTypes.addAll(types);
            Region body = st.addRegion();
            List<Type> ivTypes = Collections.nCopies(ivs.size(), BuiltinTypes.INDEX);
            p.parseRegion(body, arguments(ivs, ivTypes), false);
            ensureTerminator(body, ivTypes, ScfDialect.REDUCE, st.location, 0);
            p.parseOptionalAttrDict(st.attributes);
            st.operands.addAll(resolve(p, lbs, BuiltinTypes.INDEX));
            st.operands.addAll(resolve(p, ubs, BuiltinTypes.INDEX));
            st.operands.addAll(resolve(p, steps, BuiltinTypes.INDEX));
            st.operands.addAll(p.resolveOperands(inits, types));
            st.attributes.put(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(BuiltinTypes.I32,
                    List.of((long) lbs.size(), (long) ubs.size(), (long) steps.size(), (long) inits.size())));
            return st.build();
        }
    };

    static List<OpAsmParser.UnresolvedOperand> parenList(OpAsmParser p) {
        p.parsePunct("(");
        List<OpAsmParser.UnresolvedOperand> r = p.parseOperandList();
        p.parsePunct(")");
        return r;
    }

    // scf.reduce(%a, %b : f32, f32) { ^bb0(...): ... }, { ... }      scf.reduce   (no reductions; MLIR keeps a trailing space)
    static final OpDef.CustomAsm REDUCE = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            if (op.numOperands() > 0) {
                List<Type> ts = new ArrayList<>();
                for (Value v : op.operands()) ts.add(v.type());
                p.print("(").printOperands(op.operands()).print(" : ").printTypes(ts).print(")");
            }
            p.print(" ");
            for (int i = 0; i < op.numRegions(); i++) {
                if (i > 0) p.print(", ");
                p.printRegion(op.region(i), true, true);
            }
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            List<OpAsmParser.UnresolvedOperand> historical = null;
            if (p.parseOptionalPunct("(")) {
                List<OpAsmParser.UnresolvedOperand> ops = p.parseOperandList();
                if (p.parseOptionalPunct(")")) historical = ops;   // loop.reduce(%v) {...} : T (spec/loop-dialect-historical.txt)
                else {
                    p.parsePunct(":");
                    List<Type> ts = p.parseTypeList();
                    p.parsePunct(")");
                    st.operands.addAll(p.resolveOperands(ops, ts));
                }
            }
            Region r = Region.detached();
            if (p.parseOptionalRegion(r, List.of())) {
                st.regions.add(r);
                while (p.parseOptionalPunct(",")) {
                    Region n = st.addRegion();
                    p.parseRegion(n, List.of(), false);
                }
            }
            if (historical != null) {
                p.parsePunct(":");
                st.operands.addAll(p.resolveOperands(historical, p.parseTypeList()));
            }
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };

    // scf.while (%a = %x) : (i32) -> i32 { ... } do { ^bb0(%b: i32): ... }
    static final OpDef.CustomAsm WHILE = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            Block before = op.region(0).entryBlock();
            printInitList(p, before.arguments(), op.operands(), " ");
            List<Type> in = new ArrayList<>();
            for (Value v : op.operands()) in.add(v.type());
            p.print(" : ").printType(new BuiltinTypes.FunctionType(in, op.resultTypes())).print(" ");
            p.printRegion(op.region(0), false, true);
            p.print(" do ");
            p.printRegion(op.region(1), true, true);
            p.printOptionalAttrDictWithKeyword(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            List<OpAsmParser.UnresolvedOperand> args = new ArrayList<>(), inits = new ArrayList<>();
            if (p.peekPunct("(")) parseInitList(p, args, inits);
            p.parsePunct(":");
            Type t = p.parseType();
            if (!(t instanceof BuiltinTypes.FunctionType ft)) throw p.error("expected function type");
            if (ft.inputs().size() != inits.size()) throw p.error("expected as many input types as operands (expected "
                    + inits.size() + " got " + ft.inputs().size() + ")");
            st.operands.addAll(p.resolveOperands(inits, ft.inputs()));
            st.resultTypes.addAll(ft.results());
            p.parseRegion(st.addRegion(), arguments(args, ft.inputs()), false);
            p.parseKeyword("do");
            p.parseRegion(st.addRegion(), List.of(), false);
            p.parseOptionalAttrDictWithKeyword(st.attributes);
            return st.build();
        }
    };

    // scf.forall (%i, %j) in (%n, 8) { ... }   /   scf.forall (%i) = (%lb) to (%ub) step (2) { ... }
    static final OpDef.CustomAsm FORALL = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            Block body = op.region(0).entryBlock();
            int rank = ((DenseArrayAttr) op.attr("staticUpperBound")).values().size();
            p.print(" (").printOperands(body.arguments().subList(0, rank)).print(") ");
            if (isNormalized(op)) {
                p.print("in ");
                printIndexList(p, op.operandGroup(1), op.attr("staticUpperBound"));
            } else {
                p.print("= ");
                printIndexList(p, op.operandGroup(0), op.attr("staticLowerBound"));
                p.print(" to ");
                printIndexList(p, op.operandGroup(1), op.attr("staticUpperBound"));
                p.print(" step ");
                printIndexList(p, op.operandGroup(2), op.attr("staticStep"));
            }
            printInitList(p, body.arguments().subList(rank, body.numArguments()), op.operandGroup(3), " shared_outs");
            p.print(" ");
            if (op.numResults() > 0) p.print("-> (").printTypes(op.resultTypes()).print(") ");
            p.printRegion(op.region(0), false, op.numResults() > 0);
            p.printOptionalAttrDict(op.attributes(), Set.of(OpDef.SEGMENTS_ATTR, "staticLowerBound", "staticUpperBound", "staticStep"));
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            List<OpAsmParser.UnresolvedOperand> ivs = parenList(p);
            List<Object> lb, ub, step;
            if (p.parseOptionalKeyword("in")) {
                ub = parseIndexList(p);
                lb = new ArrayList<>(Collections.nCopies(ub.size(), (Object) 0L));
                step = new ArrayList<>(Collections.nCopies(ub.size(), (Object) 1L));
            } else {
                p.parsePunct("=");
                lb = parseIndexList(p);
                p.parseKeyword("to");
                ub = parseIndexList(p);
                p.parseKeyword("step");
                step = parseIndexList(p);
            }
            if (p.parseOptionalKeyword("shared_outs")) throw p.error("scf.forall shared_outs (tensor outputs) are not supported");
            st.resultTypes.addAll(p.parseOptionalArrowTypeList());
            Region body = st.addRegion();
            List<Type> ivTypes = Collections.nCopies(ivs.size(), BuiltinTypes.INDEX);
            p.parseRegion(body, arguments(ivs, ivTypes), false);
            ensureTerminator(body, ivTypes, ScfDialect.IN_PARALLEL, st.location, 1);
            p.parseOptionalAttrDict(st.attributes);
            long[] counts = new long[4];
            String[] names = {"staticLowerBound", "staticUpperBound", "staticStep"};
            List<List<Object>> lists = List.of(lb, ub, step);
            for (int g = 0; g < 3; g++) {
                List<Long> stat = new ArrayList<>();
                for (Object o : lists.get(g)) {
                    if (o instanceof Long l) stat.add(l);
                    else {
                        stat.add(Long.MIN_VALUE);
                        st.operands.add(p.resolveOperand((OpAsmParser.UnresolvedOperand) o, BuiltinTypes.INDEX));
                        counts[g]++;
                    }
                }
                st.attributes.put(names[g], new DenseArrayAttr(BuiltinTypes.I64, stat));
            }
            st.attributes.put(OpDef.SEGMENTS_ATTR, new DenseArrayAttr(BuiltinTypes.I32, List.of(counts[0], counts[1], counts[2], 0L)));
            return st.build();
        }
    };

    /** MLIR's ForallOp::isNormalized: every lower bound is the constant 0 and every step the constant 1. */
    static boolean isNormalized(Operation op) {
        return allConstant(op.operandGroup(0), (DenseArrayAttr) op.attr("staticLowerBound"), 0)
                && allConstant(op.operandGroup(2), (DenseArrayAttr) op.attr("staticStep"), 1);
    }

    private static boolean allConstant(List<Value> dyn, DenseArrayAttr stat, long expected) {
        int d = 0;
        for (long v : stat.values()) {
            if (v == Long.MIN_VALUE) {
                Value val = dyn.get(d++);
                Operation def = val.definingOp();
                if (def == null || !def.is(ArithDialect.CONSTANT) || !(def.attr("value") instanceof IntegerAttr ia)
                        || ia.value().longValue() != expected) return false;
            } else if (v != expected) return false;
        }
        return true;
    }

    /** {@code (%a, 4, %b)}: static entries print as integers, dynamic ones as the next operand. */
    static void printIndexList(OpAsmPrinter p, List<Value> dyn, Attribute stat) {
        p.print("(");
        int d = 0, i = 0;
        for (long v : ((DenseArrayAttr) stat).values()) {
            if (i++ > 0) p.print(", ");
            if (v == Long.MIN_VALUE) p.printOperand(dyn.get(d++));
            else p.print(Long.toString(v));
        }
        p.print(")");
    }

    /** Entries are Long (static) or UnresolvedOperand (dynamic). */
    static List<Object> parseIndexList(OpAsmParser p) {
        p.parsePunct("(");
        List<Object> r = new ArrayList<>();
        if (p.parseOptionalPunct(")")) return r;
        do {
            OpAsmParser.UnresolvedOperand o = p.parseOptionalOperand();
            if (o != null) r.add(o);
            else {
                r.add(p.parseSignedInteger());
            }
        } while (p.parseOptionalPunct(","));
        p.parsePunct(")");
        return r;
    }

    // scf.forall.in_parallel { }
    static final OpDef.CustomAsm IN_PARALLEL = new OpDef.CustomAsm() {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print(" ");
            p.printRegion(op.region(0), false, false);
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }

        @Override public Operation parse(OpAsmParser p, OperationState st) {
            Region r = st.addRegion();
            p.parseRegion(r, List.of(), false);
            if (r.isEmpty()) r.addBlock(new Block());
            p.parseOptionalAttrDict(st.attributes);
            return st.build();
        }
    };
}
