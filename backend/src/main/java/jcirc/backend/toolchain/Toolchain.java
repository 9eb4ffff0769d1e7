package jcirc.backend.toolchain;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns LLVM IR text into objects or assembly with {@code opt} and {@code llc}, and links
 * objects with {@code cc}. jcirc never asks {@code cc} to compile or preprocess anything: it
 * only ever receives objects, archives, shared libraries and linker flags.
 *
 * <p>Every step is available as a command line ({@code *Command} methods, used by
 * {@code -###}) and as an action that runs it ({@link #run}). With {@link #setEcho} each
 * command is printed before it runs ({@code -v}).
 */
public final class Toolchain {
    /** What {@code llc} produces. */
    public enum Output { OBJECT, ASSEMBLY }

    private static final Pattern LLVM_VERSION = Pattern.compile("LLVM version (\\d+)\\.(\\d+)");
    private static final Map<Path, Integer> VERSION_CACHE = new ConcurrentHashMap<>();

    private final ToolFinder finder;
    private PrintStream echo;

    public Toolchain() { this(new ToolFinder()); }

    public Toolchain(ToolFinder finder) { this.finder = finder; }

    /** Flags for opt and llc naming the target CPU ({@code -mcpu=x86-64-v3}, {@code -mcpu=native}); empty by default. */
    private List<String> targetFlags = List.of();

    public void setTargetFlags(List<String> flags) { this.targetFlags = List.copyOf(flags); }

    public ToolFinder finder() { return finder; }

    /** Print each command to {@code out} before running it (null: silent). */
    public void setEcho(PrintStream out) { this.echo = out; }

    /** The LLVM major version of the {@code llc} that will be used. */
    public int llvmMajorVersion() throws ToolchainException {
        return llvmMajorVersion(finder.require("llc"));
    }

    /** The LLVM major version of an LLVM tool, from its {@code --version} output. */
    public static int llvmMajorVersion(Path tool) throws ToolchainException {
        Integer cached = VERSION_CACHE.get(tool);
        if (cached != null) return cached;
        ProcessRunner.Result r;
        try {
            r = ProcessRunner.run(List.of(tool.toString(), "--version"), null, null);
        } catch (IOException e) {
            throw new ToolchainException("cannot run '" + tool + " --version': " + e.getMessage(), e);
        }
        int v = parseLlvmVersion(r.stdoutText() + r.stderrText());
        if (v < 0)
            throw new ToolchainException("cannot tell the LLVM version of '" + tool + "' from its --version output:\n"
                    + (r.stdoutText() + r.stderrText()).strip());
        VERSION_CACHE.put(tool, v);
        return v;
    }

    /** Parses "LLVM version 14.0.6" out of a tool's --version text; -1 when absent. */
    public static int parseLlvmVersion(String versionText) {
        Matcher m = LLVM_VERSION.matcher(versionText);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** Flags LLVM {@code major} needs to read our IR (opaque pointers are off by default in 14). */
    public static List<String> versionFlags(int major) {
        return major <= 14 ? List.of("-opaque-pointers") : List.of();
    }

    // ---- command lines ----

    /** {@code opt -O<n> in -o out} (bitcode out, or text with {@code textOutput}). */
    public List<String> optCommand(Path in, Path out, OptLevel level, boolean textOutput) throws ToolchainException {
        Path opt = finder.require("opt");
        List<String> cmd = new ArrayList<>();
        cmd.add(opt.toString());
        cmd.addAll(versionFlags(llvmMajorVersion(opt)));
        cmd.add(level.optFlag());
        cmd.addAll(targetFlags);
        if (textOutput) cmd.add("-S");
        cmd.add(in.toString());
        cmd.add("-o");
        cmd.add(out.toString());
        return cmd;
    }

    /**
     * LLVM's coroutine passes as clang runs them at -O0 (C++20 coroutines, docs/coroutines.md): {@code opt
     * -passes=coro-early,cgscc(coro-split),coro-cleanup,globaldce in -o out} (text out); -O1..-O3 run them in opt's
     * default pipelines.
     */
    public List<String> coroutinePassesCommand(Path in, Path out) throws ToolchainException {
        Path opt = finder.require("opt");
        List<String> cmd = new ArrayList<>();
        cmd.add(opt.toString());
        cmd.addAll(versionFlags(llvmMajorVersion(opt)));
        cmd.add("-passes=coro-early,cgscc(coro-split),coro-cleanup,globaldce");
        cmd.add("-S");
        cmd.add(in.toString());
        cmd.add("-o");
        cmd.add(out.toString());
        return cmd;
    }

    /** Whether an LLVM IR text file holds an unsplit coroutine ({@code presplitcoroutine}), which -O0 must split too. */
    public static boolean hasCoroutines(Path llFile) {
        try {
            return java.nio.file.Files.isRegularFile(llFile) && java.nio.file.Files.readString(llFile, java.nio.charset.StandardCharsets.ISO_8859_1).contains("presplitcoroutine");
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code llc -O<n> -relocation-model=pic -filetype=obj|asm in -o out}. */
    public List<String> llcCommand(Path in, Path out, OptLevel level, Output kind) throws ToolchainException {
        Path llc = finder.require("llc");
        List<String> cmd = new ArrayList<>();
        cmd.add(llc.toString());
        cmd.addAll(versionFlags(llvmMajorVersion(llc)));
        cmd.add(level.llcFlag());
        cmd.addAll(targetFlags);
        cmd.add("-relocation-model=pic");
        cmd.add(kind == Output.OBJECT ? "-filetype=obj" : "-filetype=asm");
        cmd.add(in.toString());
        cmd.add("-o");
        cmd.add(out.toString());
        return cmd;
    }

    /** {@code llvm-as in -o out}: LLVM IR text to bitcode. */
    public List<String> assembleBitcodeCommand(Path in, Path out) throws ToolchainException {
        Path as = finder.require("llvm-as");
        List<String> cmd = new ArrayList<>();
        cmd.add(as.toString());
        cmd.addAll(versionFlags(llvmMajorVersion(as)));
        cmd.add(in.toString());
        cmd.add("-o");
        cmd.add(out.toString());
        return cmd;
    }

    /**
     * {@code cc <linkArgs...> [runtime] -o out}. {@code linkArgs} are objects, archives and
     * linker flags ({@code -L}, {@code -l}, {@code -Wl,}, {@code -shared}, {@code -static},
     * {@code -pthread}, ...) in command-line order; the runtime library, when given, goes after
     * them so that user objects can use it. {@code -lm} is not added: like gcc, the user asks for it.
     */
    public List<String> linkCommand(List<String> linkArgs, Optional<Path> runtimeLibrary, Path out) throws ToolchainException {
        Path cc = finder.require("cc");
        List<String> cmd = new ArrayList<>();
        cmd.add(cc.toString());
        cmd.addAll(linkArgs);
        runtimeLibrary.ifPresent(p -> cmd.add(p.toString()));
        cmd.add("-o");
        cmd.add(out.toString());
        return cmd;
    }

    /** {@code cc -print-search-dirs} and gcc's other toolchain queries, whose answers concern linking. */
    public List<String> linkerQueryCommand(List<String> queries) throws ToolchainException {
        List<String> cmd = new ArrayList<>();
        cmd.add(finder.require("cc").toString());
        cmd.addAll(queries);
        return cmd;
    }

    // ---- running ----

    /**
     * Runs a command built above. On a non-zero exit throws with the tool's stderr; on success
     * its stderr (warnings) is passed to {@code diag} if non-empty.
     */
    public void run(List<String> command, PrintStream diag) throws ToolchainException {
        run(command, diag, null);
    }

    /** As {@link #run(List, PrintStream)}, and the tool's stdout (e.g. {@code cc -Wl,--version}) goes to {@code out} when not null. */
    public void run(List<String> command, PrintStream diag, PrintStream out) throws ToolchainException {
        if (echo != null) echo.println(quote(command));
        String tool = Path.of(command.get(0)).getFileName().toString();
        ProcessRunner.Result r;
        try {
            r = ProcessRunner.run(command, null, null);
        } catch (IOException e) {
            throw new ToolchainException("cannot run " + tool + ": " + e.getMessage(), e);
        }
        if (r.exitCode() != 0) {
            String err = (r.stderrText() + r.stdoutText()).strip();
            throw new ToolchainException(tool + " command failed with exit code " + r.exitCode()
                    + " (use -v to see invocation)\n" + quote(command)
                    + (err.isEmpty() ? "" : "\n" + err));
        }
        if (diag != null && r.stderr().length > 0) diag.print(r.stderrText());
        if (out != null && r.stdout().length > 0) {
            out.write(r.stdout(), 0, r.stdout().length);
            out.flush();
        }
    }

    /**
     * LLVM IR file → object or assembly: {@code opt -O<n>} (when n>0) into {@code tmpDir},
     * then {@code llc}.
     */
    public void compileIr(Path llFile, Path out, OptLevel level, Output kind, Path tmpDir, PrintStream diag)
            throws ToolchainException {
        for (List<String> cmd : compileIrCommands(llFile, out, level, kind, tmpDir)) run(cmd, diag);
    }

    /** The commands {@link #compileIr} runs. */
    public List<List<String>> compileIrCommands(Path llFile, Path out, OptLevel level, Output kind, Path tmpDir)
            throws ToolchainException {
        List<List<String>> cmds = new ArrayList<>();
        Path llcIn = llFile;
        if (level.runsOpt()) {
            String base = llFile.getFileName().toString().replaceFirst("\\.ll$", "");
            Path bc = tmpDir.resolve(base + ".opt.bc");
            cmds.add(optCommand(llFile, bc, level, false));
            llcIn = bc;
        } else if (hasCoroutines(llFile)) {
            Path split = tmpDir.resolve(llFile.getFileName().toString().replaceFirst("\\.ll$", "") + ".coro.ll");
            cmds.add(coroutinePassesCommand(llFile, split));
            llcIn = split;
        }
        cmds.add(llcCommand(llcIn, out, level, kind));
        return cmds;
    }

    /**
     * An {@code opt} or {@code llc} command with {@code -disable-verify} (LLVM's verifier skipped; the parser still
     * checks types): for LLVM IR jcirc wrote itself, as a release build of clang does not verify its own IR. Other
     * commands are returned as they are.
     */
    public static List<String> withoutVerifier(List<String> cmd) {
        String tool = Path.of(cmd.get(0)).getFileName().toString();
        if (!tool.startsWith("llc") && !tool.startsWith("opt")) return cmd;
        List<String> c = new ArrayList<>(cmd);
        c.add(1, "-disable-verify");
        return c;
    }

    /** A command line quoted for display like clang's -### (each word in double quotes). */
    public static String quote(List<String> command) {
        StringBuilder sb = new StringBuilder();
        for (String s : command) {
            sb.append(' ').append('"');
            for (char c : s.toCharArray()) {
                if (c == '"' || c == '\\' || c == '$') sb.append('\\');
                sb.append(c);
            }
            sb.append('"');
        }
        return sb.toString();
    }
}
