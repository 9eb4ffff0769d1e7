package jcirc.frontend.cdt;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Source bytes as text. C sources are UTF-8, but gcc takes any other byte in a string or
 * character literal as it is ({@code "\0<0xff>"} is 3 bytes, {@code '<0xff>'} is -1). A byte
 * that is not part of valid UTF-8 therefore becomes the lone surrogate {@code U+DC00 + byte}
 * ("surrogate escape"), which {@link #rawByte} turns back into the byte when literals are
 * decoded; valid UTF-8 decodes as usual.
 */
public final class SourceText {
    private SourceText() {}

    private static final int ESCAPE_BASE = 0xDC00;

    /** Decodes UTF-8, escaping each byte of an invalid sequence. */
    public static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return decodeEscaping(bytes);
        }
    }

    /** True when the bytes are not valid UTF-8 (and {@link #decode} escaped some of them). */
    public static boolean needsEscapes(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return false;
        } catch (CharacterCodingException e) {
            return true;
        }
    }

    private static String decodeEscaping(byte[] bytes) {
        var dec = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        while (true) {
            var r = dec.decode(in, out, true);
            if (r.isUnderflow()) break;
            if (r.isError()) {   // escape the bad bytes one by one and go on
                for (int i = 0; i < r.length(); i++) out.put((char) (ESCAPE_BASE + (in.get() & 0xff)));
            } else if (r.isOverflow()) {
                throw new IllegalStateException("UTF-8 text longer than its bytes");
            }
        }
        dec.flush(out);
        out.flip();
        return out.toString();
    }

    /** The byte a surrogate-escaped character stands for, or -1 for any other character. */
    public static int rawByte(int c) {
        return c >= ESCAPE_BASE + 0x80 && c <= ESCAPE_BASE + 0xff ? c - ESCAPE_BASE : -1;
    }
}
