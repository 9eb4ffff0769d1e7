package jcirc.dialect.llvm;

import jcirc.ir.OpAsmParser;
import jcirc.ir.Type;
import jcirc.ir.parse.DialectSyntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The text form of the llvm dialect's types, registered with the IR core's parser (MLIR's
 * {@code LLVMDialect::parseType}): {@code !llvm.ptr}, {@code !llvm.struct<(i32, ptr)>},
 * {@code !llvm.array<4 x i32>}, {@code !llvm.func<i32 (ptr, ...)>}, and the short spellings
 * {@code ptr}, {@code void}, {@code struct<...>}, {@code array<...>}, {@code func<...>} inside
 * them. The records print themselves ({@link LLVMTypes}).
 */
final class LLVMTypeSyntax {
    private LLVMTypeSyntax() {}

    static void register() {
        for (String prefix : new String[] {"llvm.", ""}) {
            DialectSyntax.TypeReader ptr = p -> LLVMTypes.PTR, voidType = p -> LLVMTypes.VOID;
            register(prefix, "ptr", ptr);
            register(prefix, "void", voidType);
            register(prefix, "token", p -> LLVMTypes.TOKEN);
            register(prefix, "struct", LLVMTypeSyntax::struct);
            register(prefix, "array", LLVMTypeSyntax::array);
            register(prefix, "func", LLVMTypeSyntax::func);
        }
        // a literal struct holding structs prints as !struct, !struct1, ... defined at the top of the module:
        // spelled in full, struct S40 { struct S39 a, b; } would repeat its innermost member 2^40 times
        // (the LLVM IR writer names the same types %struct.N)
        DialectSyntax.registerAlias(t -> t instanceof LLVMTypes.StructType s && s.holdsStruct() ? new DialectSyntax.Alias("struct", 2) : null);
    }

    private static void register(String prefix, String mnemonic, DialectSyntax.TypeReader r) {
        if (prefix.isEmpty()) DialectSyntax.registerKeywordType(mnemonic, r);
        else DialectSyntax.registerType(prefix + mnemonic, r);
    }

    /** {@code <(T, U)>} or {@code <packed (T, U)>}. */
    private static Type struct(OpAsmParser p) {
        p.parsePunct("<");
        boolean packed = p.parseOptionalKeyword("packed");
        p.parsePunct("(");
        List<Type> body = new ArrayList<>();
        if (!p.parseOptionalPunct(")")) {
            do body.add(p.parseType()); while (p.parseOptionalPunct(","));
            p.parsePunct(")");
        }
        p.parsePunct(">");
        return new LLVMTypes.StructType(body, packed);
    }

    /** {@code <4 x T>}. */
    private static Type array(OpAsmParser p) {
        p.parsePunct("<");
        long n = p.parseInteger();
        p.parseKeyword("x");
        Type e = p.parseType();
        p.parsePunct(">");
        return new LLVMTypes.ArrayType(e, n);
    }

    /** {@code <R (T, U, ...)>}. */
    private static Type func(OpAsmParser p) {
        p.parsePunct("<");
        Type ret = p.parseType();
        List<Type> in = new ArrayList<>();
        p.parsePunct("(");
        boolean va = false;
        if (!p.parseOptionalPunct(")")) {
            do {
                if (p.parseOptionalPunct("...")) { va = true; break; }
                in.add(p.parseType());
            } while (p.parseOptionalPunct(","));
            p.parsePunct(")");
        }
        p.parsePunct(">");
        return new LLVMTypes.FunctionType(ret, in, va);
    }
}
