package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.Attribute;
import jcirc.ir.OpAsmParser;

import java.util.List;

/**
 * The enumerated attributes of the cir dialect. Each is stored on ops as
 * {@code EnumAttr("cir", <enum>, <case>)} (generic form {@code #cir<binop_kind add>}); custom
 * syntax prints the bare case ({@code add}).
 */
public enum CirEnums {
    /** {@code cir.binop}'s {@code kind}. */
    BINOP_KIND("binop_kind", "mul", "div", "rem", "add", "sub", "shl", "shr", "and", "xor", "or"),
    /** {@code cir.cmp}'s {@code kind}. */
    CMP_KIND("cmp_kind", "lt", "le", "gt", "ge", "eq", "ne"),
    /** {@code cir.unary}'s {@code kind}. */
    UNARY_KIND("unary_kind", "inc", "dec", "plus", "minus", "not"),
    /** {@code cir.cast}'s {@code kind}; the spec's five plus the conversions C needs. */
    CAST_KIND("cast_kind", "int_to_bool", "array_to_ptrdecay", "integral", "bitcast", "floating",
            "int_to_float", "float_to_int", "bool_to_int", "ptr_to_int", "int_to_ptr", "ptr_to_bool",
            "float_to_bool", "bool_to_float"),
    /** {@code cir.loop}'s {@code kind}: the order in which cond, body and step run. */
    LOOP_KIND("loop_kind", "for", "while", "dowhile"),
    /** {@code cir.yield}'s optional {@code kind}. */
    YIELD_KIND("yield_kind", "break", "continue", "fallthrough", "nosuspend"),
    /** {@code cir.await}'s {@code kind}. */
    AWAIT_KIND("await_kind", "init", "user", "final"),
    /** {@code linkage} of {@code cir.func} and {@code cir.global} (LLVM's linkage kinds). */
    LINKAGE("linkage", "external", "available_externally", "linkonce", "linkonce_odr", "weak", "weak_odr",
            "internal", "private", "extern_weak", "common"),
    /** The kind of one {@code cir.switch} case (first element of each entry of {@code cases}). */
    CASE_KIND("case_kind", "equal", "anyof", "range", "default"),
    /** C11 memory orders of atomic ops ({@code mem_order}, {@code succ_order}, {@code fail_order}); ClangIR's MemOrder. */
    MEM_ORDER("mem_order", "relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst"),
    /** {@code cir.atomic.fetch}'s {@code binop}. */
    ATOMIC_FETCH_KIND("atomic_fetch_kind", "add", "sub", "and", "xor", "or", "nand", "max", "min"),
    /** {@code cir.atomic.fence}'s {@code syncscope}: a signal fence is single_thread. */
    SYNC_SCOPE("sync_scope", "single_thread", "system");

    private final String enumName;
    private final List<String> cases;

    CirEnums(String enumName, String... cases) {
        this.enumName = enumName;
        this.cases = List.of(cases);
    }

    /** The enum's name inside {@code #cir<name case>}. */
    public String enumName() { return enumName; }

    public List<String> cases() { return cases; }

    public boolean has(String c) { return cases.contains(c); }

    /** The attribute for case {@code c}; throws for an unknown case. */
    public EnumAttr attr(String c) {
        if (!has(c)) throw new IllegalArgumentException("'" + c + "' is not a cir " + enumName + " (one of " + cases + ")");
        return new EnumAttr("cir", enumName, c);
    }

    /** Whether {@code a} is an attribute of this enum with a valid case. */
    public boolean accepts(Attribute a) {
        return a instanceof EnumAttr e && e.dialect().equals("cir") && e.enumName().equals(enumName) && has(e.value());
    }

    /** The case of {@code a} if it is one of this enum's attributes, else null. */
    public String caseOf(Attribute a) { return accepts(a) ? ((EnumAttr) a).value() : null; }

    /** Parses a bare case keyword of this enum. */
    public EnumAttr parse(OpAsmParser p) {
        String c = p.parseKeywordOrIdent();
        if (!has(c)) throw p.error("expected " + enumName + " to be one of: " + String.join(", ", cases) + "; got '" + c + "'");
        return new EnumAttr("cir", enumName, c);
    }
}
