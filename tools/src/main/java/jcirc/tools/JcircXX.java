package jcirc.tools;

/**
 * The {@code jcirc++} command: the jcirc driver as g++ behaves, so every source input ({@code .c}
 * included) is C++ and the link adds {@code -lstdc++ -lm} ({@code cc} stays the linker).
 */
public final class JcircXX {
    private JcircXX() {}

    public static void main(String[] args) {
        java.util.OptionalInt remote = jcirc.tools.server.ServerClient.tryCompile(args, true);
        if (remote.isPresent()) System.exit(remote.getAsInt());
        int code = Jcirc.run(args, System.in, System.out, System.err, true);
        System.out.flush();
        System.exit(code);
    }
}
