package jcirc.backend.llvm;

import java.nio.charset.StandardCharsets;

/** LLVM IR identifier spelling: {@code @main}, {@code @"with space"}, {@code %struct.S}. */
final class IrNames {
    private IrNames() {}

    /** An identifier body as LLVM writes it after {@code @} or {@code %}: bare when it matches
     *  {@code [-a-zA-Z$._][-a-zA-Z$._0-9]*}, otherwise quoted with {@code \XX} escapes. */
    static String ident(String name) {
        if (name.matches("[-a-zA-Z$._][-a-zA-Z$._0-9]*")) return name;
        StringBuilder sb = new StringBuilder("\"");
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c == '"' || c == '\\' || c < 0x20 || c >= 0x7f) sb.append('\\').append(String.format("%02X", c));
            else sb.append((char) c);
        }
        return sb.append('"').toString();
    }

    static String global(String name) { return "@" + ident(name); }
}
