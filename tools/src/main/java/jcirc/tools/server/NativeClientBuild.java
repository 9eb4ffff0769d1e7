package jcirc.tools.server;

import jcirc.tools.Jcirc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Builds the native compile-server client ({@code bin/lib/jcirc-client.c}, docs/compile-server.md) for this build,
 * with jcirc itself, in process: the server's build key is compiled in ({@code -DJCIRC_SERVER_KEY}), so a rebuilt
 * jcirc needs (and the launcher names) another client. Written to a temporary file renamed into place, so that
 * concurrent launchers see the whole executable or none; when the build fails, {@code OUTPUT.failed} says so and the
 * launcher does not try again for this build. Run by the launcher in the background.
 *
 * <p>usage: {@code NativeClientBuild SOURCE OUTPUT}
 */
public final class NativeClientBuild {
    private NativeClientBuild() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: NativeClientBuild SOURCE OUTPUT");
            System.exit(2);
        }
        Path out = Path.of(args[1]);
        String key = ServerPaths.buildKey();
        if (key == null) {
            Files.writeString(Path.of(args[1] + ".failed"), "no build key (not running from jars)\n");
            System.exit(1);
        }
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp" + ProcessHandle.current().pid());
        int rc = Jcirc.run(new String[] {"-O2", "-w", "-DJCIRC_SERVER_KEY=\"" + key + "\"", args[0], "-o", tmp.toString(), "-lpthread"},
                System.out, System.err);
        if (rc == 0 && Files.isRegularFile(tmp)) {
            Files.move(tmp, out, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } else {
            Files.deleteIfExists(tmp);
            Files.writeString(Path.of(args[1] + ".failed"), "jcirc exited with " + rc + "\n");
        }
        System.exit(rc);
    }
}
