import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import jcirc.api.CCompiler;
import jcirc.ir.Operation;

/**
 * An example JVM tool on jcirc's Java API (docs/java-api.md): compiles a C function in process,
 * counts the operations of the cir module and of its scf lowering by name, prints the scf
 * module, writes LLVM IR and an object file. Run (after `mvn -q -DskipTests install`):
 *   java -cp "tools/target/jcirc-tools.jar:tools/target/lib/*" examples/java-api/CountLoops.java
 */
public final class CountLoops {
    static final String SOURCE = """
            int dot(const int *a, const int *b, int n) {
                int s = 0;
                for (int i = 0; i < n; i++)
                    s += a[i] * b[i];
                return s;
            }
            """;

    public static void main(String[] args) throws Exception {
        CCompiler cc = CCompiler.withOptions("-O1");
        CCompiler.Result r = cc.compile("dot.c", SOURCE);
        if (!r.ok()) {
            System.err.print(r.diagnostics());
            System.exit(1);
        }
        System.out.println("cir: " + histogram(r.module()));
        Operation scf = cc.toScf(r.module());
        System.out.println("scf: " + histogram(scf));
        System.out.println(CCompiler.print(scf));

        Operation llvm = cc.toLlvmLevel(cc.compile("dot.c", SOURCE).module());
        String ir = cc.toLlvmIr(llvm, "dot.c");
        System.out.println("llvm ir defines dot: " + ir.contains("@dot("));

        Path dir = Files.createTempDirectory("countloops");
        Path src = Files.writeString(dir.resolve("dot.c"), SOURCE), obj = dir.resolve("dot.o");
        cc.compileToObject(src, obj);
        byte[] head = Files.readAllBytes(obj);
        System.out.println("object file: ELF " + (head.length > 4 && head[1] == 'E' && head[2] == 'L' && head[3] == 'F'));
    }

    /** How many operations of each name the module holds (walking nested regions). */
    static Map<String, Integer> histogram(Operation module) {
        Map<String, Integer> h = new TreeMap<>();
        module.walk(op -> h.merge(op.name(), 1, Integer::sum));
        return h;
    }
}
