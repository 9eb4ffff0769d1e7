package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.dialect.cir.CirAttrs.BitfieldInfoAttr;
import jcirc.dialect.cir.CirAttrs.IntAttr;
import jcirc.dialect.cir.CirTypes.FuncType;
import jcirc.ir.*;
import jcirc.ir.OpAsmParser.Argument;
import jcirc.ir.OpAsmParser.UnresolvedOperand;

import java.math.BigInteger;
import java.util.*;

import static jcirc.dialect.cir.CirOps.*;

/**
 * Hand-written syntax of the cir ops that an assembly format cannot express (enum keywords,
 * function signatures, switch case lists, named regions). Each class prints and parses one op;
 * the comment above it shows the text.
 */
final class CirSyntax {
    private CirSyntax() {}

    /** Parses an optional attribute dictionary and adds it after the attributes already in {@code st}. */
    private static void attrDict(OpAsmParser p, OperationState st) {
        Map<String, Attribute> extra = new LinkedHashMap<>();
        p.parseOptionalAttrDict(extra);
        st.attributes.putAll(extra);
    }

    private static Set<String> names(String... n) { return Set.of(n); }

    private static String kindOf(Operation op) { return ((EnumAttr) op.attr("kind")).value(); }

    // %2 = cir.binop(add, %0, %1) : !s32i
    static final class BinOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").print(kindOf(op)).print(", ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1))
             .print(") : ").printType(op.operand(0).type());
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("kind", CirEnums.BINOP_KIND.parse(p));
            p.parsePunct(",");
            UnresolvedOperand a = p.parseOperand();
            p.parsePunct(",");
            UnresolvedOperand b = p.parseOperand();
            p.parsePunct(")");
            p.parsePunct(":");
            Type t = p.parseType();
            attrDict(p, st);
            st.operands.addAll(p.resolveOperands(List.of(a, b), List.of(t, t)));
            st.resultTypes.add(t);
            return st.build();
        }
    }

    // %2 = cir.cmp(gt, %0, %1) : !s32i, !cir.bool
    static final class CmpOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").print(kindOf(op)).print(", ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1))
             .print(") : ").printType(op.operand(0).type()).print(", ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("kind", CirEnums.CMP_KIND.parse(p));
            p.parsePunct(",");
            UnresolvedOperand a = p.parseOperand();
            p.parsePunct(",");
            UnresolvedOperand b = p.parseOperand();
            p.parsePunct(")");
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(",");
            Type r = p.parseType();
            attrDict(p, st);
            st.operands.addAll(p.resolveOperands(List.of(a, b), List.of(t, t)));
            st.resultTypes.add(r);
            return st.build();
        }
    }

    // %1 = cir.unary(minus, %0) : !s32i, !s32i
    static final class UnaryOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").print(kindOf(op)).print(", ").printOperand(op.operand(0))
             .print(") : ").printType(op.operand(0).type()).print(", ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("kind", CirEnums.UNARY_KIND.parse(p));
            p.parsePunct(",");
            UnresolvedOperand a = p.parseOperand();
            p.parsePunct(")");
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(",");
            Type r = p.parseType();
            attrDict(p, st);
            st.operands.add(p.resolveOperand(a, t));
            st.resultTypes.add(r);
            return st.build();
        }
    }

    // %1 = cir.cast(integral, %0 : !s32i), !s64i
    static final class CastOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").print(kindOf(op)).print(", ").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type())
             .print("), ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("kind", CirEnums.CAST_KIND.parse(p));
            p.parsePunct(",");
            UnresolvedOperand a = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(")");
            p.parsePunct(",");
            Type r = p.parseType();
            attrDict(p, st);
            st.operands.add(p.resolveOperand(a, t));
            st.resultTypes.add(r);
            return st.build();
        }
    }

    // %1 = cir.struct_element_addr %0[1] "b" : !cir.ptr<!ty_S> -> !cir.ptr<!s8i>
    static final class StructElementAddr implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print("[").print(op.attr("member_index", IntegerAttr.class).value().toString())
             .print("] ").printString(op.attr("member_name", StringAttr.class).value());
            p.printOptionalAttrDict(op.attributes(), names("member_index", "member_name"));
            p.print(" : ").printType(op.operand(0).type()).print(" -> ").printType(op.result(0).type());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            UnresolvedOperand s = p.parseOperand();
            p.parsePunct("[");
            long idx = p.parseInteger();
            p.parsePunct("]");
            st.attributes.put("member_name", BuiltinAttrs.str(p.parseString()));
            st.attributes.put("member_index", BuiltinAttrs.i64(idx));
            attrDict(p, st);
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct("->");
            Type r = p.parseType();
            st.operands.add(p.resolveOperand(s, t));
            st.resultTypes.add(r);
            return st.build();
        }
    }

    // cir.func builtin coroutine lambda internal @f(%arg0: !s32i, ...) -> !s32i attributes {...} { ... }
    // cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i                       (declaration: no body)
    static final class FuncOp implements OpDef.CustomAsm {
        private static final Set<String> ELIDED = names("sym_name", "function_type", "linkage", "builtin", "coroutine", "lambda");

        public void print(Operation op, OpAsmPrinter p) {
            CirOps.FuncOp f = new CirOps.FuncOp(op);
            for (String u : List.of("builtin", "coroutine", "lambda")) if (op.hasAttr(u)) p.print(" ").print(u);
            String linkage = CirEnums.LINKAGE.caseOf(op.attr("linkage"));
            if (linkage != null && !linkage.equals("external")) p.print(" ").print(linkage);
            p.print(" ").printSymbolName(f.symName()).print("(");
            FuncType ft = f.functionType();
            if (f.isDeclaration()) {
                p.printTypes(ft.inputs());
            } else {
                List<BlockArgument> args = op.region(0).entryBlock().arguments();
                for (int i = 0; i < args.size(); i++) {
                    if (i > 0) p.print(", ");
                    p.printRegionArgument(args.get(i));
                }
            }
            if (ft.varArg()) p.print(ft.inputs().isEmpty() ? "..." : ", ...");
            p.print(")");
            if (!ft.returnsVoid()) p.print(" -> ").printType(ft.returnType());
            p.printOptionalAttrDictWithKeyword(op.attributes(), ELIDED);
            if (!f.isDeclaration()) {
                p.print(" ");
                p.printRegion(op.region(0), false, true);
            }
        }

        public Operation parse(OpAsmParser p, OperationState st) {
            Map<String, Attribute> units = new LinkedHashMap<>();
            EnumAttr linkage = CirEnums.LINKAGE.attr("external");
            for (String kw = p.parseOptionalKeywordOrIdent(); kw != null; kw = p.parseOptionalKeywordOrIdent()) {
                if (kw.equals("builtin") || kw.equals("coroutine") || kw.equals("lambda")) units.put(kw, BuiltinAttrs.UNIT);
                else if (CirEnums.LINKAGE.has(kw)) linkage = CirEnums.LINKAGE.attr(kw);
                else throw p.error("expected builtin, coroutine, lambda or a linkage before the function name, got '" + kw + "'");
            }
            String name = p.parseSymbolName();
            List<Argument> args = new ArrayList<>();
            List<Type> inputs = new ArrayList<>();
            boolean varArg = false;
            p.parsePunct("(");
            if (!p.parseOptionalPunct(")")) {
                do {
                    if (p.parseOptionalPunct("...")) { varArg = true; break; }
                    UnresolvedOperand o = p.parseOptionalOperand();
                    if (o != null) {
                        p.parsePunct(":");
                        Type t = p.parseType();
                        args.add(new Argument(o, t));
                        inputs.add(t);
                    } else {
                        inputs.add(p.parseType());
                    }
                } while (p.parseOptionalPunct(","));
                p.parsePunct(")");
            }
            if (!args.isEmpty() && args.size() != inputs.size()) throw p.error("expected all arguments named or all unnamed");
            Type ret = p.parseOptionalPunct("->") ? p.parseType() : CirTypes.VOID;
            st.attributes.put("sym_name", BuiltinAttrs.str(name));
            st.attributes.put("function_type", BuiltinAttrs.type(new FuncType(inputs, ret, varArg)));
            st.attributes.putAll(units);
            st.attributes.put("linkage", linkage);
            Map<String, Attribute> extra = new LinkedHashMap<>();
            p.parseOptionalAttrDictWithKeyword(extra);
            st.attributes.putAll(extra);
            Region body = st.addRegion();
            if (p.peekPunct("{")) {
                if (args.isEmpty() && !inputs.isEmpty()) throw p.error("a function definition must name its arguments");
                p.parseRegion(body, args, false);
            }
            return st.build();
        }
    }

    // cir.global constant internal @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
    // cir.global external @e : !s32i                                           (declaration)
    static final class GlobalOp implements OpDef.CustomAsm {
        private static final Set<String> ELIDED = names("sym_name", "sym_type", "linkage", "initial_value", "constant");

        public void print(Operation op, OpAsmPrinter p) {
            CirOps.GlobalOp g = new CirOps.GlobalOp(op);
            if (g.isConstant()) p.print(" constant");
            p.print(" ").print(String.valueOf(g.linkage())).print(" ").printSymbolName(g.symName()).print(" : ").printType(g.symType());
            if (g.initialValue() != null) p.print(" = ").printAttribute(g.initialValue());
            p.printOptionalAttrDict(op.attributes(), ELIDED);
        }

        public Operation parse(OpAsmParser p, OperationState st) {
            boolean constant = false;
            EnumAttr linkage = null;
            for (String kw = p.parseOptionalKeywordOrIdent(); kw != null; kw = p.parseOptionalKeywordOrIdent()) {
                if (kw.equals("constant") && linkage == null) constant = true;
                else if (CirEnums.LINKAGE.has(kw) && linkage == null) linkage = CirEnums.LINKAGE.attr(kw);
                else throw p.error("expected [constant] <linkage> @name, got '" + kw + "'");
            }
            if (linkage == null) throw p.error("expected a linkage (" + String.join(", ", CirEnums.LINKAGE.cases()) + ")");
            st.attributes.put("sym_name", BuiltinAttrs.str(p.parseSymbolName()));
            p.parsePunct(":");
            st.attributes.put("sym_type", BuiltinAttrs.type(p.parseType()));
            st.attributes.put("linkage", linkage);
            if (p.parseOptionalPunct("=")) st.attributes.put("initial_value", p.parseAttribute());
            if (constant) st.attributes.put("constant", BuiltinAttrs.UNIT);
            attrDict(p, st);
            return st.build();
        }
    }

    // %2 = cir.call @f(%0, %1) : (!s32i, !s32i) -> !s32i
    // %3 = cir.call %fp(%0) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
    static final class CallOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            CirOps.CallOp c = new CirOps.CallOp(op);
            p.print(" ");
            if (c.isIndirect()) p.printOperand(c.calleePointer()); else p.printSymbolName(c.callee());
            p.print("(").printOperands(c.args()).print(")");
            p.printOptionalAttrDict(op.attributes(), names("callee"));
            List<Type> in = new ArrayList<>();
            for (Value v : op.operands()) in.add(v.type());
            p.print(" : (").printTypes(in).print(") -> ");
            if (op.numResults() == 1) p.printType(op.result(0).type()); else p.print("()");
        }

        public Operation parse(OpAsmParser p, OperationState st) {
            List<UnresolvedOperand> ops = new ArrayList<>();
            String callee = p.parseOptionalSymbolName();
            if (callee != null) st.attributes.put("callee", BuiltinAttrs.sym(callee));
            else ops.add(p.parseOperand());
            p.parsePunct("(");
            ops.addAll(p.parseOperandList());
            p.parsePunct(")");
            attrDict(p, st);
            p.parsePunct(":");
            p.parsePunct("(");
            List<Type> in = p.parseTypeList();
            p.parsePunct(")");
            List<Type> out = p.parseOptionalArrowTypeList();
            if (in.size() != ops.size()) throw p.error("expected " + ops.size() + " operand types, but got " + in.size());
            st.operands.addAll(p.resolveOperands(ops, in));
            st.resultTypes.addAll(out);
            return st.build();
        }
    }

    // %0 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<...>
    static final class VTableAddressPoint implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").printAttribute(op.attr("name"))
             .print(", vtable_index = ").print(op.attr("vtable_index", IntegerAttr.class).value().toString())
             .print(", address_point_index = ").print(op.attr("address_point_index", IntegerAttr.class).value().toString())
             .print(") : ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), names("name", "vtable_index", "address_point_index"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("name", BuiltinAttrs.sym(p.parseSymbolName()));
            p.parsePunct(",");
            p.parseKeyword("vtable_index");
            p.parsePunct("=");
            st.attributes.put("vtable_index", BuiltinAttrs.i32(p.parseInteger()));
            p.parsePunct(",");
            p.parseKeyword("address_point_index");
            p.parsePunct("=");
            st.attributes.put("address_point_index", BuiltinAttrs.i32(p.parseInteger()));
            p.parsePunct(")");
            p.parsePunct(":");
            st.resultTypes.add(p.parseType());
            attrDict(p, st);
            return st.build();
        }
    }

    // %3 = cir.vtable.get_virtual_fn_addr %2[1] : !cir.ptr<...> -> !cir.ptr<!cir.ptr<!cir.func<...>>>
    static final class VTableGetVirtualFnAddr implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print("[").print(op.attr("index", IntegerAttr.class).value().toString()).print("]");
            p.printOptionalAttrDict(op.attributes(), names("index"));
            p.print(" : ").printType(op.operand(0).type()).print(" -> ").printType(op.result(0).type());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            var vptr = p.parseOperand();
            p.parsePunct("[");
            st.attributes.put("index", new BuiltinAttrs.IntegerAttr(p.parseInteger(), jcirc.ir.BuiltinTypes.I64));
            p.parsePunct("]");
            attrDict(p, st);
            p.parsePunct(":");
            Type vt = p.parseType();
            p.parsePunct("->");
            st.resultTypes.add(p.parseType());
            st.operands.addAll(p.resolveOperands(List.of(vptr), List.of(vt)));
            return st.build();
        }
    }

    // cir.if %c { ... } else { ... }
    static final class IfOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" ");
            p.printRegion(op.region(0), false, true);
            if (!op.region(1).isEmpty()) {
                p.print(" else ");
                p.printRegion(op.region(1), false, true);
            }
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            UnresolvedOperand c = p.parseOperand();
            st.operands.add(p.resolveOperand(c, CirTypes.BOOL));
            Region then = st.addRegion(), els = st.addRegion();
            p.parseRegion(then, List.of(), false);
            ensureYield(then);
            if (p.parseOptionalKeyword("else")) {
                p.parseRegion(els, List.of(), false);
                ensureYield(els);
            }
            attrDict(p, st);
            return st.build();
        }
    }

    /** Adds the implicit {@code cir.yield} to a single-block region whose block lacks a terminator. */
    private static void ensureYield(Region r) {
        if (r.isEmpty()) { r.addBlock(); }
        if (r.numBlocks() != 1) return;
        Block b = r.entryBlock();
        if (b.last() == null || !b.last().hasTrait(Trait.TERMINATOR))
            b.append(Operation.create(YIELD, List.of(), List.of(), Map.of(), 0, Location.UNKNOWN));
    }

    // cir.scope { ... cir.yield }      %r = cir.scope { ... cir.yield %v : !s32i } : !s32i
    static final class ScopeOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ");
            p.printRegion(op.region(0), false, true);
            if (op.numResults() > 0) p.print(" : ").printTypes(op.resultTypes());
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            Region r = st.addRegion();
            p.parseRegion(r, List.of(), false);
            if (p.parseOptionalPunct(":")) st.resultTypes.addAll(p.parseTypeList());
            if (st.resultTypes.isEmpty()) ensureYield(r);
            attrDict(p, st);
            return st.build();
        }
    }

    // cir.loop for(cond : { ... }, step : { ... }) { ... }
    static final class LoopOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").print(kindOf(op)).print("(cond : ");
            p.printRegion(op.region(0), false, true);
            p.print(", step : ");
            p.printRegion(op.region(1), false, true);
            p.print(") ");
            p.printRegion(op.region(2), false, true);
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            st.attributes.put("kind", CirEnums.LOOP_KIND.parse(p));
            Region cond = st.addRegion(), step = st.addRegion(), body = st.addRegion();
            p.parsePunct("(");
            p.parseKeyword("cond");
            p.parsePunct(":");
            p.parseRegion(cond, List.of(), false);
            p.parsePunct(",");
            p.parseKeyword("step");
            p.parsePunct(":");
            p.parseRegion(step, List.of(), false);
            p.parsePunct(")");
            p.parseRegion(body, List.of(), false);
            attrDict(p, st);
            return st.build();
        }
    }

    // cir.switch (%x : !s32i) [
    // case (equal, 1) { ... },
    // case (anyof, [2, 3] : !s32i) { ... },
    // case (range, [4, 9] : !s32i) { ... },
    // case (default) { ... }
    // ]
    static final class SwitchOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" (").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(") [");
            List<SwitchCase> cases = new CirOps.SwitchOp(op).cases();
            for (int i = 0; i < cases.size(); i++) {
                SwitchCase c = cases.get(i);
                if (i > 0) p.print(",");
                p.newline();
                p.print("case (").print(c.kind());
                if (c.kind().equals("equal")) p.print(", ").print(c.values().get(0).value().toString());
                else if (!c.values().isEmpty()) {
                    p.print(", [");
                    for (int j = 0; j < c.values().size(); j++) p.print(j > 0 ? ", " : "").print(c.values().get(j).value().toString());
                    p.print("] : ").printType(op.operand(0).type());
                }
                p.print(") ");
                p.printRegion(c.region(), false, true);
            }
            if (!cases.isEmpty()) p.newline();
            p.print("]");
            p.printOptionalAttrDict(op.attributes(), names("cases"));
        }

        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            UnresolvedOperand c = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(")");
            st.operands.add(p.resolveOperand(c, t));
            List<Attribute> cases = new ArrayList<>();
            p.parsePunct("[");
            if (!p.parseOptionalPunct("]")) {
                do {
                    p.parseKeyword("case");
                    p.parsePunct("(");
                    EnumAttr kind = CirEnums.CASE_KIND.parse(p);
                    List<Attribute> vals = new ArrayList<>();
                    if (kind.value().equals("equal")) {
                        p.parsePunct(",");
                        vals.add(new IntAttr(p.parseBigInteger(), t));
                    } else if (!kind.value().equals("default")) {
                        p.parsePunct(",");
                        p.parsePunct("[");
                        do vals.add(new IntAttr(p.parseBigInteger(), t)); while (p.parseOptionalPunct(","));
                        p.parsePunct("]");
                        p.parsePunct(":");
                        Type vt = p.parseType();
                        if (!vt.equals(t)) throw p.error("case value type " + TypePrint.of(vt) + " differs from the condition type " + TypePrint.of(t));
                    }
                    p.parsePunct(")");
                    cases.add(new ArrayAttr(List.of(kind, new ArrayAttr(vals))));
                    p.parseRegion(st.addRegion(), List.of(), false);
                } while (p.parseOptionalPunct(","));
                p.parsePunct("]");
            }
            st.attributes.put("cases", new ArrayAttr(cases));
            attrDict(p, st);
            return st.build();
        }
    }

    // %r = cir.ternary(%c, true { ... cir.yield %a : !s32i }, false { ... cir.yield %b : !s32i }) : !s32i
    static final class TernaryOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").printOperand(op.operand(0)).print(", true ");
            p.printRegion(op.region(0), false, true);
            p.print(", false ");
            p.printRegion(op.region(1), false, true);
            p.print(")");
            if (op.numResults() > 0) p.print(" : ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), Set.of());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            UnresolvedOperand c = p.parseOperand();
            st.operands.add(p.resolveOperand(c, CirTypes.BOOL));
            p.parsePunct(",");
            p.parseKeyword("true");
            p.parseRegion(st.addRegion(), List.of(), false);
            p.parsePunct(",");
            p.parseKeyword("false");
            p.parseRegion(st.addRegion(), List.of(), false);
            p.parsePunct(")");
            if (p.parseOptionalPunct(":")) st.resultTypes.add(p.parseType());
            attrDict(p, st);
            return st.build();
        }
    }

    // cir.await(user, ready : { ... }, suspend : { ... }, resume : { ... })
    static final class AwaitOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print("(").print(kindOf(op)).print(", ready : ");
            p.printRegion(op.region(0), false, true);
            p.print(", suspend : ");
            p.printRegion(op.region(1), false, true);
            p.print(", resume : ");
            p.printRegion(op.region(2), false, true);
            p.print(")");
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            st.attributes.put("kind", CirEnums.AWAIT_KIND.parse(p));
            for (String r : List.of("ready", "suspend", "resume")) {
                p.parsePunct(",");
                p.parseKeyword(r);
                p.parsePunct(":");
                p.parseRegion(st.addRegion(), List.of(), false);
            }
            p.parsePunct(")");
            attrDict(p, st);
            return st.build();
        }
    }

    // cir.yield      cir.yield break      cir.yield %0 : !s32i
    static final class YieldOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            if (op.attr("kind") instanceof EnumAttr k) p.print(" ").print(k.value());
            if (op.numOperands() > 0) {
                List<Type> ts = new ArrayList<>();
                for (Value v : op.operands()) ts.add(v.type());
                p.print(" ").printOperands(op.operands()).print(" : ").printTypes(ts);
            }
            p.printOptionalAttrDict(op.attributes(), names("kind"));
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            String kw = p.parseOptionalKeywordOrIdent();
            if (kw != null) {
                if (!CirEnums.YIELD_KIND.has(kw))
                    throw p.error("expected yield_kind to be one of: " + String.join(", ", CirEnums.YIELD_KIND.cases()) + "; got '" + kw + "'");
                st.attributes.put("kind", CirEnums.YIELD_KIND.attr(kw));
            }
            List<UnresolvedOperand> ops = p.parseOperandList();
            if (!ops.isEmpty()) {
                p.parsePunct(":");
                st.operands.addAll(p.resolveOperands(ops, p.parseTypeList()));
            }
            attrDict(p, st);
            return st.build();
        }
    }

    // cir.copy %src to %dst volatile : !cir.ptr<!ty_S>
    static final class CopyOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" to ").printOperand(op.operand(1));
            if (op.hasAttr("is_volatile")) p.print(" volatile");
            p.printOptionalAttrDict(op.attributes(), names("is_volatile"));
            p.print(" : ").printType(op.operand(1).type());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            UnresolvedOperand src = p.parseOperand();
            p.parseKeyword("to");
            UnresolvedOperand dst = p.parseOperand();
            if (p.parseOptionalKeyword("volatile")) st.attributes.put("is_volatile", BuiltinAttrs.UNIT);
            attrDict(p, st);
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.addAll(p.resolveOperands(List.of(src, dst), List.of(t, t)));
            return st.build();
        }
    }

    // cir.va_copy %src to %dst : !cir.ptr<!ty___va_list_tag>
    static final class VaCopyOp implements OpDef.CustomAsm {
        public void print(Operation op, OpAsmPrinter p) {
            p.print(" ").printOperand(op.operand(0)).print(" to ").printOperand(op.operand(1));
            p.printOptionalAttrDict(op.attributes(), Set.of());
            p.print(" : ").printType(op.operand(1).type());
        }
        public Operation parse(OpAsmParser p, OperationState st) {
            UnresolvedOperand src = p.parseOperand();
            p.parseKeyword("to");
            UnresolvedOperand dst = p.parseOperand();
            attrDict(p, st);
            p.parsePunct(":");
            Type t = p.parseType();
            st.operands.addAll(p.resolveOperands(List.of(src, dst), List.of(t, t)));
            return st.build();
        }
    }

    // %v = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    // %r = cir.set_bitfield(%p : !cir.ptr<!u16i>, %v : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    static final class BitfieldOp implements OpDef.CustomAsm {
        private final boolean set;

        BitfieldOp(boolean set) { this.set = set; }

        public void print(Operation op, OpAsmPrinter p) {
            BitfieldInfoAttr bf = op.attr("bitfield_info", BitfieldInfoAttr.class);
            p.print("(").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type());
            if (set) p.print(", ").printOperand(op.operand(1)).print(" : ").printType(op.operand(1).type());
            p.print(") bitfield(").printString(bf.name()).print(", storage ").printType(bf.storageType())
             .print(", offset " + bf.offset() + ", size " + bf.size() + ", " + (bf.isSigned() ? "signed" : "unsigned") + ")");
            p.print(" -> ").printType(op.result(0).type());
            p.printOptionalAttrDict(op.attributes(), names("bitfield_info"));
        }

        public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            List<UnresolvedOperand> ops = new ArrayList<>();
            List<Type> types = new ArrayList<>();
            ops.add(p.parseOperand());
            p.parsePunct(":");
            types.add(p.parseType());
            if (set) {
                p.parsePunct(",");
                ops.add(p.parseOperand());
                p.parsePunct(":");
                types.add(p.parseType());
            }
            p.parsePunct(")");
            p.parseKeyword("bitfield");
            p.parsePunct("(");
            String name = p.parseString();
            p.parsePunct(",");
            p.parseKeyword("storage");
            Type storage = p.parseType();
            p.parsePunct(",");
            p.parseKeyword("offset");
            long offset = p.parseInteger();
            p.parsePunct(",");
            p.parseKeyword("size");
            long size = p.parseInteger();
            p.parsePunct(",");
            String sign = p.parseKeywordOrIdent();
            if (!sign.equals("signed") && !sign.equals("unsigned")) throw p.error("expected 'signed' or 'unsigned', got '" + sign + "'");
            p.parsePunct(")");
            p.parsePunct("->");
            st.resultTypes.add(p.parseType());
            st.attributes.put("bitfield_info", new BitfieldInfoAttr(name, storage, size, offset, sign.equals("signed")));
            attrDict(p, st);
            st.operands.addAll(p.resolveOperands(ops, types));
            return st.build();
        }
    }
}
