package jcirc.dialect.cir;

import jcirc.dialect.cir.CirTypes.DataMemberType;
import jcirc.dialect.cir.CirTypes.FuncType;
import jcirc.dialect.cir.CirTypes.MethodType;
import jcirc.dialect.cir.CirTypes.PointerType;
import jcirc.ir.*;
import jcirc.ir.OpAsmParser.UnresolvedOperand;

import java.util.*;
import java.util.Optional;

import static jcirc.dialect.cir.CirDialect.PTR;

/**
 * C++ pointers to members (docs/cir-dialect.md), with ClangIR's names and syntax: the member a
 * {@code !cir.data_member} designates in an object, the callee and adjusted {@code this} of a
 * {@code !cir.method} applied to an object, and the conversions of both between a base and a derived
 * class (the base subobject's byte offset). Constants are {@code #cir.data_member} / {@code #cir.method};
 * {@code cir.cmp(eq|ne)} compares two values of one member pointer type.
 */
public final class CirMemberPointerOps {
    private CirMemberPointerOps() {}

    public static final String GET_RUNTIME_MEMBER = GetRuntimeMemberOp.NAME, GET_METHOD = GetMethodOp.NAME,
            DERIVED_DATA_MEMBER = DerivedDataMemberOp.NAME, BASE_DATA_MEMBER = BaseDataMemberOp.NAME,
            DERIVED_METHOD = DerivedMethodOp.NAME, BASE_METHOD = BaseMethodOp.NAME;

    static final TypeConstraint DATA_MEMBER = TypeConstraint.isA("CIR data member type", DataMemberType.class);
    static final TypeConstraint METHOD = TypeConstraint.isA("CIR method type", MethodType.class);

    private static String q(Type t) { return "'" + CirVerifiers.str(t) + "'"; }

    static void register() {
        GetRuntimeMemberOp.DEF.register();
        GetMethodOp.DEF.register();
        DerivedDataMemberOp.DEF.register();
        BaseDataMemberOp.DEF.register();
        DerivedMethodOp.DEF.register();
        BaseMethodOp.DEF.register();
    }

    // obj.*pm (int S::*pm)  ->  %p = cir.get_runtime_member %obj[%pm : !cir.data_member<!s32i in !ty_S>] : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
    public record GetRuntimeMemberOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.get_runtime_member").summary("Get the address of a member of a struct at runtime")
             .operand("addr", PTR).operand("member", DATA_MEMBER).result("result", PTR)
             .traits(Trait.PURE)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print("[").printOperand(op.operand(1)).print(" : ").printType(op.operand(1).type())
                      .print("] : ").printType(op.operand(0).type()).print(" -> ").printType(op.result(0).type());
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand a = p.parseOperand();
                     p.parsePunct("[");
                     UnresolvedOperand m = p.parseOperand();
                     p.parsePunct(":");
                     Type mt = p.parseType();
                     p.parsePunct("]");
                     p.parsePunct(":");
                     Type at = p.parseType();
                     p.parsePunct("->");
                     st.resultTypes.add(p.parseType());
                     p.parseOptionalAttrDict(st.attributes);
                     st.operands.add(p.resolveOperand(a, at));
                     st.operands.add(p.resolveOperand(m, mt));
                     return st.build();
                 }
             })
             .verifier(op -> {
                 DataMemberType dm = (DataMemberType) op.operand(1).type();
                 if (!((PointerType) op.operand(0).type()).pointee().equals(dm.classType()))
                     throw new VerifyException(op, "the object " + q(op.operand(0).type()) + " is not a pointer to the member pointer's class " + q(dm.classType()));
                 if (!((PointerType) op.result(0).type()).pointee().equals(dm.memberType()))
                     throw new VerifyException(op, "result type " + q(op.result(0).type()) + " is not a pointer to the member's type " + q(dm.memberType()));
             });
    }

    // (obj.*pmf)(a)  ->  %callee, %this = cir.get_method %pmf, %obj : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_S>, !cir.ptr<!ty_S>)
    //                                       -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    //   (the function to call, virtual ones through the object's vtable, and the object's address plus the adjustment)
    public record GetMethodOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.get_method").summary("Resolve a method to a function pointer and an adjusted this pointer")
             .operand("method", METHOD).operand("object", PTR).result("callee", PTR).result("adjusted_this", PTR)
             .customAsm(new OpDef.CustomAsm() {
                 @Override public void print(Operation op, OpAsmPrinter p) {
                     p.print(" ").printOperand(op.operand(0)).print(", ").printOperand(op.operand(1)).print(" : (").printType(op.operand(0).type())
                      .print(", ").printType(op.operand(1).type()).print(") -> (").printType(op.result(0).type()).print(", ")
                      .printType(op.result(1).type()).print(")");
                     p.printOptionalAttrDict(op.attributes(), Set.of());
                 }
                 @Override public Operation parse(OpAsmParser p, OperationState st) {
                     UnresolvedOperand m = p.parseOperand();
                     p.parsePunct(",");
                     UnresolvedOperand o = p.parseOperand();
                     p.parsePunct(":");
                     p.parsePunct("(");
                     Type mt = p.parseType();
                     p.parsePunct(",");
                     Type ot = p.parseType();
                     p.parsePunct(")");
                     p.parsePunct("->");
                     p.parsePunct("(");
                     st.resultTypes.add(p.parseType());
                     p.parsePunct(",");
                     st.resultTypes.add(p.parseType());
                     p.parsePunct(")");
                     p.parseOptionalAttrDict(st.attributes);
                     st.operands.add(p.resolveOperand(m, mt));
                     st.operands.add(p.resolveOperand(o, ot));
                     return st.build();
                 }
             })
             .verifier(op -> {
                 MethodType mt = (MethodType) op.operand(0).type();
                 if (!((PointerType) op.operand(1).type()).pointee().equals(mt.classType()))
                     throw new VerifyException(op, "the object " + q(op.operand(1).type()) + " is not a pointer to the method's class " + q(mt.classType()));
                 if (!(op.result(1).type() instanceof PointerType tp && tp.pointee() instanceof CirTypes.VoidType))
                     throw new VerifyException(op, "the adjusted this must be a !cir.ptr<!cir.void>");
                 FuncType f = mt.memberFuncType();
                 List<Type> in = new ArrayList<>();
                 in.add(op.result(1).type());
                 in.addAll(f.inputs());
                 FuncType want = new FuncType(in, f.returnType(), f.varArg());
                 if (!(op.result(0).type() instanceof PointerType cp && cp.pointee().equals(want)))
                     throw new VerifyException(op, "callee type " + q(op.result(0).type()) + " must be a pointer to " + q(want));
             });
    }

    // int D::*pd = pb (int B::*pb, B a base of D at offset 8)
    //   ->  %d = cir.derived_data_member(%b : !cir.data_member<!s32i in !ty_B>) [8] -> !cir.data_member<!s32i in !ty_D>   (null stays null)
    public record DerivedDataMemberOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.derived_data_member").summary("Convert a data member pointer of a base class to one of a derived class")
             .operand("src", DATA_MEMBER).attr("offset", BuiltinAttrs.IntegerAttr.class).result("result", DATA_MEMBER)
             .traits(Trait.PURE).customAsm(new Conversion()).verifier(op -> conversion(op, false));
        public long offset() { return op.attr("offset", BuiltinAttrs.IntegerAttr.class).longValue(); }
    }

    // static_cast<int B::*>(pd)  ->  %b = cir.base_data_member(%d : !cir.data_member<!s32i in !ty_D>) [8] -> !cir.data_member<!s32i in !ty_B>
    public record BaseDataMemberOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.base_data_member").summary("Convert a data member pointer of a derived class to one of a base class")
             .operand("src", DATA_MEMBER).attr("offset", BuiltinAttrs.IntegerAttr.class).result("result", DATA_MEMBER)
             .traits(Trait.PURE).customAsm(new Conversion()).verifier(op -> conversion(op, false));
        public long offset() { return op.attr("offset", BuiltinAttrs.IntegerAttr.class).longValue(); }
    }

    // void (D::*pd)() = pb  ->  %d = cir.derived_method(%b : !cir.method<...in !ty_B>) [8] -> !cir.method<... in !ty_D>   (adj += 8)
    public record DerivedMethodOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.derived_method").summary("Convert a method pointer of a base class to one of a derived class")
             .operand("src", METHOD).attr("offset", BuiltinAttrs.IntegerAttr.class).result("result", METHOD)
             .traits(Trait.PURE).customAsm(new Conversion()).verifier(op -> conversion(op, true));
        public long offset() { return op.attr("offset", BuiltinAttrs.IntegerAttr.class).longValue(); }
    }

    // static_cast<void (B::*)()>(pd)  ->  %b = cir.base_method(%d : !cir.method<... in !ty_D>) [8] -> !cir.method<... in !ty_B>   (adj -= 8)
    public record BaseMethodOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cir.base_method").summary("Convert a method pointer of a derived class to one of a base class")
             .operand("src", METHOD).attr("offset", BuiltinAttrs.IntegerAttr.class).result("result", METHOD)
             .traits(Trait.PURE).customAsm(new Conversion()).verifier(op -> conversion(op, true));
        public long offset() { return op.attr("offset", BuiltinAttrs.IntegerAttr.class).longValue(); }
    }

    /** The conversions keep the member's type and change only the class. */
    private static void conversion(Operation op, boolean method) {
        Type from = op.operand(0).type(), to = op.result(0).type();
        if (method ? !((MethodType) from).memberFuncType().equals(((MethodType) to).memberFuncType())
                : !((DataMemberType) from).memberType().equals(((DataMemberType) to).memberType()))
            throw new VerifyException(op, "the conversion from " + q(from) + " to " + q(to) + " changes the member's type");
        if (op.attr("offset", BuiltinAttrs.IntegerAttr.class).longValue() < 0)
            throw new VerifyException(op, "the base offset must not be negative");
    }

    /** {@code (%src : T) [offset] -> U} */
    static final class Conversion implements OpDef.CustomAsm {
        @Override public void print(Operation op, OpAsmPrinter p) {
            p.print("(").printOperand(op.operand(0)).print(" : ").printType(op.operand(0).type()).print(") [")
             .print(op.attr("offset", BuiltinAttrs.IntegerAttr.class).value().toString()).print("] -> ").printType(op.result(0).type());
            Set<String> skip = new HashSet<>(Set.of("offset"));
            p.printOptionalAttrDict(op.attributes(), skip);
        }
        @Override public Operation parse(OpAsmParser p, OperationState st) {
            p.parsePunct("(");
            UnresolvedOperand s = p.parseOperand();
            p.parsePunct(":");
            Type t = p.parseType();
            p.parsePunct(")");
            p.parsePunct("[");
            st.attributes.put("offset", new BuiltinAttrs.IntegerAttr(p.parseInteger(), BuiltinTypes.I64));
            p.parsePunct("]");
            p.parsePunct("->");
            st.resultTypes.add(p.parseType());
            p.parseOptionalAttrDict(st.attributes);
            st.operands.add(p.resolveOperand(s, t));
            return st.build();
        }
    }
}
