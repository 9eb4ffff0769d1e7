package jcirc.dialect.func;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;

import java.util.*;

/**
 * The function syntax shared by {@code func.func} and {@code llvm.func} (MLIR's
 * function_interface_impl): {@code [visibility|linkage] @name(%arg0: i32 {attrs}, ...) -> results
 * [attributes {...}] [{ body }]}; a declaration lists bare argument types.
 */
public final class FunctionAsm implements OpDef.CustomAsm {
    public enum Flavor { FUNC, LLVM }

    /** llvm.func linkage keywords, as {@code #llvm.linkage<...>} cases. */
    public static final List<String> LINKAGES = List.of("private", "internal", "available_externally", "linkonce", "weak",
            "common", "appending", "extern_weak", "linkonce_odr", "weak_odr", "external");

    private final Flavor flavor;

    public FunctionAsm(Flavor flavor) { this.flavor = flavor; }

    @Override public void print(Operation op, OpAsmPrinter p) {
        p.print(" ");
        Set<String> elided = new HashSet<>(Set.of("sym_name", "function_type", "arg_attrs", "res_attrs"));
        if (flavor == Flavor.FUNC) {
            elided.add("sym_visibility");
            if (op.attr("sym_visibility") instanceof StringAttr vis) p.print(vis.value()).print(" ");
        } else {
            elided.add("linkage");
            if (op.attr("linkage") instanceof EnumAttr l && !l.value().equals("external")) p.print(l.value()).print(" ");
        }
        p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
        List<Type> argTypes, resultTypes;
        boolean varArg = false;
        Type fnType = ((TypeAttr) op.attr("function_type")).type();
        if (fnType instanceof LLVMTypes.FunctionType lf) {
            argTypes = lf.params();
            resultTypes = lf.result() instanceof LLVMTypes.VoidType ? List.of() : List.of(lf.result());
            varArg = lf.varArg();
        } else {
            BuiltinTypes.FunctionType ft = (BuiltinTypes.FunctionType) fnType;
            argTypes = ft.inputs();
            resultTypes = ft.results();
        }
        ArrayAttr argAttrs = op.attr("arg_attrs", ArrayAttr.class);
        ArrayAttr resAttrs = op.attr("res_attrs", ArrayAttr.class);
        Region body = op.region(0);
        boolean external = body.isEmpty();
        p.print("(");
        for (int i = 0; i < argTypes.size(); i++) {
            if (i > 0) p.print(", ");
            if (!external) {
                BlockArgument a = body.entryBlock().argument(i);
                p.printOperand(a).print(": ").printType(a.type());
            } else {
                p.printType(argTypes.get(i));
            }
            if (argAttrs != null) p.printOptionalAttrDict(((DictionaryAttr) argAttrs.elements().get(i)).entries(), Set.of());
        }
        if (varArg) {
            if (!argTypes.isEmpty()) p.print(", ");
            p.print("...");
        }
        p.print(")");
        if (!resultTypes.isEmpty()) {
            p.print(" -> ");
            boolean anyAttrs = resAttrs != null && resAttrs.elements().stream().anyMatch(d -> !((DictionaryAttr) d).entries().isEmpty());
            boolean parens = resultTypes.size() > 1 || resultTypes.get(0) instanceof BuiltinTypes.FunctionType || anyAttrs;
            if (parens) p.print("(");
            for (int i = 0; i < resultTypes.size(); i++) {
                if (i > 0) p.print(", ");
                p.printType(resultTypes.get(i));
                if (resAttrs != null) p.printOptionalAttrDict(((DictionaryAttr) resAttrs.elements().get(i)).entries(), Set.of());
            }
            if (parens) p.print(")");
        }
        p.printOptionalAttrDictWithKeyword(op.attributes(), elided);
        if (!external) {
            p.print(" ");
            p.printRegion(body, false, true);
        }
    }

    @Override public Operation parse(OpAsmParser p, OperationState st) {
        if (flavor == Flavor.FUNC) {
            for (String vis : List.of("private", "public", "nested"))
                if (p.parseOptionalKeyword(vis)) { st.attributes.put("sym_visibility", new StringAttr(vis)); break; }
        } else {
            String linkage = "external";
            for (String l : LINKAGES) if (p.parseOptionalKeyword(l)) { linkage = l; break; }
            st.attributes.put("linkage", new EnumAttr("llvm", "linkage", linkage));
        }
        st.attributes.put("sym_name", new StringAttr(p.parseSymbolName()));
        p.parsePunct("(");
        List<OpAsmParser.Argument> args = new ArrayList<>();
        List<Type> argTypes = new ArrayList<>();
        List<Attribute> argAttrs = new ArrayList<>();
        boolean anyArgAttrs = false, varArg = false;
        if (!p.parseOptionalPunct(")")) {
            do {
                if (p.parseOptionalPunct("...")) { varArg = true; break; }
                OpAsmParser.UnresolvedOperand name = p.parseOptionalOperand();
                Type t;
                if (name != null) {
                    p.parsePunct(":");
                    t = p.parseType();
                    args.add(new OpAsmParser.Argument(name, t));
                } else {
                    t = p.parseType();
                }
                argTypes.add(t);
                Map<String, Attribute> attrs = new LinkedHashMap<>();
                p.parseOptionalAttrDict(attrs);
                anyArgAttrs |= !attrs.isEmpty();
                argAttrs.add(new DictionaryAttr(attrs));
            } while (p.parseOptionalPunct(","));
            p.parsePunct(")");
        }
        List<Type> results = new ArrayList<>();
        List<Attribute> resAttrs = new ArrayList<>();
        boolean anyResAttrs = false;
        if (p.parseOptionalPunct("->")) {
            if (p.parseOptionalPunct("(")) {
                if (!p.parseOptionalPunct(")")) {
                    do {
                        results.add(p.parseType());
                        Map<String, Attribute> attrs = new LinkedHashMap<>();
                        p.parseOptionalAttrDict(attrs);
                        anyResAttrs |= !attrs.isEmpty();
                        resAttrs.add(new DictionaryAttr(attrs));
                    } while (p.parseOptionalPunct(","));
                    p.parsePunct(")");
                }
            } else {
                results.add(p.parseType());
                resAttrs.add(new DictionaryAttr(Map.of()));
            }
        }
        if (flavor == Flavor.FUNC) {
            st.attributes.put("function_type", new TypeAttr(new BuiltinTypes.FunctionType(argTypes, results)));
        } else {
            if (results.size() > 1) throw p.error("expected at most one result type");
            Type r = results.isEmpty() ? LLVMTypes.VOID : results.get(0);
            st.attributes.put("function_type", new TypeAttr(new LLVMTypes.FunctionType(r, argTypes, varArg)));
        }
        if (anyArgAttrs) st.attributes.put("arg_attrs", new ArrayAttr(argAttrs));
        if (anyResAttrs) st.attributes.put("res_attrs", new ArrayAttr(resAttrs));
        p.parseOptionalAttrDictWithKeyword(st.attributes);
        Region body = st.addRegion();
        if (!args.isEmpty() || !argTypes.isEmpty() && args.isEmpty() && p.peekPunct("{")) {
            if (args.size() != argTypes.size()) throw p.error("expected named arguments in a function definition");
        }
        p.parseOptionalRegion(body, args);
        return st.build();
    }
}
