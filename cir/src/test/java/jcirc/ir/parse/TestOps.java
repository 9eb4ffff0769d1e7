package jcirc.ir.parse;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Throw-away op declarations under the {@code test} dialect, one per assembly-format feature. */
final class TestOps {
    private TestOps() {}

    private static boolean registered;

    static synchronized void register() {
        if (registered) return;
        registered = true;
        // %2 = test.binop(add, %0, %1) : i32          enum attr bare, operand types from SAME_OPERANDS_AND_RESULT_TYPE
        OpDef.op("test.binop").enumAttr("kind", "test", "binop_kind").operand("lhs").operand("rhs").result("res")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("`(` $kind `,` $lhs `,` $rhs `)` `:` type($lhs) attr-dict").register();
        // %0 = test.const(#cir.int<1> : !s32i) : !s32i   any attribute in full
        OpDef.op("test.const").attr("value", Attribute.class).result("res").traits(Trait.CONSTANT_LIKE)
             .format("`(` $value `)` `:` type($res) attr-dict").register();
        // %1 = test.load %0 : !cir.ptr<!s32i>, !s32i
        OpDef.op("test.load").operand("addr").result("res")
             .format("$addr `:` type($addr) `,` type($res) attr-dict").register();
        // %r = test.call @f(%a, %b) : (i32, i32) -> i32   functional-type, symbol ref attr
        OpDef.op("test.call").attr("callee", SymbolRefAttr.class).variadicOperand("args").variadicResult("res")
             .format("$callee `(` $args `)` `:` functional-type(operands, results) attr-dict").register();
        // test.ret %0 : i32      terminator with an optional group anchored on a variadic operand
        OpDef.op("test.ret").variadicOperand("vals").traits(Trait.TERMINATOR)
             .format("attr-dict ($vals^ `:` type($vals))?").register();
        // test.region 5 { ... }   optional i64 attr printed bare, a region
        OpDef.op("test.region").optionalAttr("label", IntegerAttr.class).region("body")
             .format("($label^)? $body attr-dict").register();
        // test.br ^bb1(%0 : i32)   successor with an optional operand group
        OpDef.op("test.br").variadicOperand("args").successor("dest").traits(Trait.TERMINATOR)
             .format("$dest (`(` $args^ `:` type($args) `)`)? attr-dict").register();
        // test.condbr %c, ^bb1, ^bb2   successors directive
        OpDef.op("test.condbr").operand("cond").variadicSuccessor("dests").traits(Trait.TERMINATOR)
             .format("$cond `,` successors `:` type($cond) attr-dict").register();
        // test.segments [%a] [%b, %c] : i32, i32, i32    two variadic groups: operandSegmentSizes
        OpDef.op("test.segments").variadicOperand("a").variadicOperand("b")
             .format("`[` $a `]` `[` $b `]` `:` type(operands) attr-dict").register();
        // test.global constant @g : !s32i    sym_name as @sym, TypeAttr as a type, unit attr in a group
        OpDef.op("test.global").attr("sym_name", StringAttr.class).attr("sym_type", TypeAttr.class)
             .optionalAttr("constant", UnitAttr.class).traits(Trait.SYMBOL)
             .format("(`constant` $constant^)? $sym_name `:` $sym_type attr-dict").register();
        // %1 = test.is_zero %0 : i32     result type from resultTypeInference
        OpDef.op("test.is_zero").operand("x").result("r")
             .inferResultTypes(st -> List.of(BuiltinTypes.I1))
             .format("$x `:` type($x) attr-dict").register();
        // %2 = test.shift %0, %1 : i64, i8     SAME_FIRST_OPERAND_AND_RESULT_TYPE
        OpDef.op("test.shift").operand("a").operand("b").result("r").traits(Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE)
             .format("$a `,` $b `:` type($a) `,` type($b) attr-dict").register();
        // %1 = test.maybe (%0)? : i32    optional operand
        OpDef.op("test.maybe").optionalOperand("x").result("r")
             .format("(`(` $x^ `)`)? `:` type($r) attr-dict").register();
        // test.multi {..}, {..}   regions directive, variadic regions
        OpDef.op("test.multi").variadicRegion("rs").format("regions attr-dict").register();
        // test.isolated attributes {a = 1 : i32} {..}    isolated scope, attr-dict-with-keyword
        OpDef.op("test.isolated").region("body").traits(Trait.ISOLATED_FROM_ABOVE, Trait.NO_TERMINATOR)
             .format("attr-dict-with-keyword $body").register();
        // %1 = test.align 4 : i32 : %0 : i32     integer attr that is not i64 before a `:` literal
        OpDef.op("test.align").attr("n", IntegerAttr.class).operand("x").result("r").traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$n `:` $x `:` type($x) attr-dict").register();
        // %0:2 = test.pair : i32, f32   operands directive, type(results)
        OpDef.op("test.pair").variadicOperand("ins").variadicResult("outs")
             .format("operands `:` type(results) attr-dict").register();
        // test.func @f(%arg0: i32) -> i32 { ... }   a hand-written parser with entry-block arguments
        OpDef.op("test.func").attr("sym_name", StringAttr.class).attr("function_type", TypeAttr.class).region("body")
             .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
             .customAsm(new OpDef.CustomAsm() {
                 public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printSymbolName(((StringAttr) op.attr("sym_name")).value()).print("(");
                     Block entry = op.region(0).entryBlock();
                     for (int i = 0; i < entry.numArguments(); i++) {
                         if (i > 0) p.print(", ");
                         p.printRegionArgument(entry.argument(i));
                     }
                     p.print(")");
                     var ft = (BuiltinTypes.FunctionType) ((TypeAttr) op.attr("function_type")).type();
                     if (!ft.results().isEmpty()) p.print(" -> ").printTypes(ft.results());
                     p.printOptionalAttrDictWithKeyword(op.attributes(), Set.of("sym_name", "function_type"));
                     p.print(" ").printRegion(op.region(0), false, true);
                 }

                 public Operation parse(OpAsmParser p, OperationState st) {
                     st.attributes.put("sym_name", new StringAttr(p.parseSymbolName()));
                     p.parsePunct("(");
                     List<OpAsmParser.Argument> args = new ArrayList<>();
                     List<Type> ins = new ArrayList<>();
                     if (!p.parseOptionalPunct(")")) {
                         do {
                             OpAsmParser.Argument a = p.parseArgument(true);
                             args.add(a);
                             ins.add(a.type());
                         } while (p.parseOptionalPunct(","));
                         p.parsePunct(")");
                     }
                     List<Type> outs = p.parseOptionalArrowTypeList();
                     st.attributes.put("function_type", new TypeAttr(new BuiltinTypes.FunctionType(ins, outs)));
                     p.parseOptionalAttrDictWithKeyword(st.attributes);
                     p.parseRegion(st.addRegion(), args, false);
                     return st.build();
                 }
             }).register();
    }
}
