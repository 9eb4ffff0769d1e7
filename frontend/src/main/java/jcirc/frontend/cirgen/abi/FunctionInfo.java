package jcirc.frontend.cirgen.abi;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.Attribute;

import java.util.ArrayList;
import java.util.List;

/**
 * The lowered signature of a function or of one call: how the result and each C argument travel,
 * the ABI-level {@code !cir.func} type (hidden sret pointer first, then each argument's pieces),
 * and one attribute dictionary per lowered argument ({@code {}} when plain). At a call of a
 * variadic function {@code args} also covers the variadic arguments, and {@code argAttrs} their
 * lowered operands, while {@code type} lists only the fixed ones.
 */
public record FunctionInfo(ReturnInfo ret, List<ArgInfo> args, CirTypes.FuncType type, List<BuiltinAttrs.DictionaryAttr> argAttrs) {
    public FunctionInfo {
        args = List.copyOf(args);
        argAttrs = List.copyOf(argAttrs);
    }

    public boolean hasSRet() { return ret instanceof ReturnInfo.SRet; }

    /** The index of the first lowered argument of C argument {@code i}. */
    public int firstLoweredArg(int i) {
        int n = hasSRet() ? 1 : 0;
        for (int k = 0; k < i; k++) n += args.get(k).width();
        return n;
    }

    /** {@code arg_attrs} for the lowered arguments, or null when every dictionary is empty. */
    public Attribute argAttrsAttr() { return arrayOrNull(argAttrs); }

    /** {@code arg_attrs} for the fixed lowered arguments only (the cir.func's), or null when all are empty. */
    public Attribute fixedArgAttrsAttr() { return arrayOrNull(argAttrs.subList(0, Math.min(argAttrs.size(), type.inputs().size()))); }

    private static Attribute arrayOrNull(List<BuiltinAttrs.DictionaryAttr> ds) {
        boolean any = false;
        for (BuiltinAttrs.DictionaryAttr d : ds) any |= !d.entries().isEmpty();
        return any ? new BuiltinAttrs.ArrayAttr(new ArrayList<Attribute>(ds)) : null;
    }
}
