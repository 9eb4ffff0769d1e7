package jcirc.backend.toolchain;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolchainTest {
    @TempDir Path tmp;

    private static final String HELLO_LL = """
            @.str = private unnamed_addr constant [10 x i8] c"hello %d\\0A\\00"
            declare i32 @printf(ptr, ...)
            define i32 @main() {
              %p = alloca i32
              store i32 41, ptr %p
              %v = load i32, ptr %p
              %w = add i32 %v, 1
              %r = call i32 (ptr, ...) @printf(ptr @.str, i32 %w)
              ret i32 3
            }
            """;

    /** The real toolchain; fails (not skips) with an install hint when LLVM or cc is missing. */
    private static Toolchain realToolchain() {
        Toolchain tc = new Toolchain();
        for (String t : List.of("llc", "opt", "cc")) {
            if (tc.finder().find(t).isEmpty())
                fail("'" + t + "' not found: " + ToolFinder.installHint(t));
        }
        return tc;
    }

    @Test
    void parsesLlvmVersions() {
        assertEquals(14, Toolchain.parseLlvmVersion("Debian LLVM version 14.0.6\n  Optimized build."));
        assertEquals(19, Toolchain.parseLlvmVersion("LLVM (http://llvm.org/):\n  LLVM version 19.1.7\n"));
        assertEquals(-1, Toolchain.parseLlvmVersion("gcc (Debian 12.2.0) 12.2.0"));
        assertEquals(List.of("-opaque-pointers"), Toolchain.versionFlags(14));
        assertEquals(List.of(), Toolchain.versionFlags(15));
        assertEquals(List.of(), Toolchain.versionFlags(19));
    }

    @Test
    void parsesOptLevels() {
        assertEquals(OptLevel.O1, OptLevel.parse(""));
        assertEquals(OptLevel.O0, OptLevel.parse("0"));
        assertEquals(OptLevel.O3, OptLevel.parse("3"));
        assertEquals(OptLevel.O3, OptLevel.parse("9"));
        assertEquals(OptLevel.Os, OptLevel.parse("s"));
        assertNull(OptLevel.parse("x"));
        assertEquals("-Os", OptLevel.Os.optFlag());
        assertEquals("-O2", OptLevel.Os.llcFlag());
        assertFalse(OptLevel.O0.runsOpt());
    }

    private static Path fakeTool(Path dir, String name) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\necho 'LLVM version 14.0.0'\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void finderSearchOrder() throws Exception {
        Path pathDir = Files.createDirectories(tmp.resolve("path"));
        Path llvm18 = Files.createDirectories(tmp.resolve("llvm-18/bin"));
        Path llvm14 = Files.createDirectories(tmp.resolve("llvm-14/bin"));
        fakeTool(llvm18, "llc");
        fakeTool(llvm18, "opt");
        fakeTool(llvm14, "FileCheck");
        Path versioned = fakeTool(pathDir, "opt-15");
        ToolFinder f = new ToolFinder(Map.of("PATH", pathDir.toString()), List.of(llvm18, llvm14));
        assertEquals(llvm18.resolve("llc"), f.find("llc").orElseThrow());
        // opt comes from llc's directory first
        assertEquals(llvm18.resolve("opt"), f.find("opt").orElseThrow());
        assertEquals(llvm14.resolve("FileCheck"), f.find("FileCheck").orElseThrow());
        assertTrue(f.find("mlir-opt").isEmpty());

        // without llc, PATH's versioned names come before the LLVM directories
        ToolFinder g = new ToolFinder(Map.of("PATH", pathDir.toString()), List.of(llvm14));
        assertEquals(versioned, g.find("opt").orElseThrow());

        // environment override wins
        Path mine = fakeTool(Files.createDirectories(tmp.resolve("mine")), "my-llc");
        ToolFinder h = new ToolFinder(Map.of("PATH", pathDir.toString(), "JCIRC_LLC", mine.toString()), List.of(llvm18));
        assertEquals(mine, h.find("llc").orElseThrow());
        ToolFinder bad = new ToolFinder(Map.of("PATH", "", "JCIRC_LLC", "/nonexistent/llc"), List.of(llvm18));
        ToolchainException e = assertThrows(ToolchainException.class, () -> bad.require("llc"));
        assertTrue(e.getMessage().contains("JCIRC_LLC"), e.getMessage());
    }

    @Test
    void missingToolNamesThePackage() {
        ToolFinder f = new ToolFinder(Map.of("PATH", ""), List.of());
        ToolchainException e = assertThrows(ToolchainException.class, () -> f.require("FileCheck"));
        assertTrue(e.getMessage().contains("llvm-14-tools"), e.getMessage());
        e = assertThrows(ToolchainException.class, () -> f.require("llc"));
        assertTrue(e.getMessage().contains("apt-get install llvm-14"), e.getMessage());
        assertTrue(e.getMessage().contains("JCIRC_LLC"), e.getMessage());
    }

    @Test
    void commandLines() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("bin"));
        fakeTool(dir, "llc");
        fakeTool(dir, "opt");
        fakeTool(dir, "cc");
        Toolchain tc = new Toolchain(new ToolFinder(Map.of("PATH", dir.toString()), List.of()));
        List<List<String>> cmds = tc.compileIrCommands(Path.of("a.ll"), Path.of("a.o"), OptLevel.O2,
                Toolchain.Output.OBJECT, Path.of("/t"));
        assertEquals(List.of(dir.resolve("opt").toString(), "-opaque-pointers", "-O2", "a.ll", "-o", "/t/a.opt.bc"), cmds.get(0));
        assertEquals(List.of(dir.resolve("llc").toString(), "-opaque-pointers", "-O2", "-relocation-model=pic",
                "-filetype=obj", "/t/a.opt.bc", "-o", "a.o"), cmds.get(1));
        cmds = tc.compileIrCommands(Path.of("a.ll"), Path.of("a.s"), OptLevel.O0, Toolchain.Output.ASSEMBLY, Path.of("/t"));
        assertEquals(1, cmds.size());
        assertTrue(cmds.get(0).contains("-filetype=asm"));
        List<String> link = tc.linkCommand(List.of("a.o", "-lm"), Optional.of(Path.of("/rt/libjcirc_rt.a")), Path.of("a.out"));
        assertEquals(List.of(dir.resolve("cc").toString(), "a.o", "-lm", "/rt/libjcirc_rt.a", "-o", "a.out"), link);
        assertEquals(" \"a b\" \"c\\\"d\"", Toolchain.quote(List.of("a b", "c\"d")));
    }

    @Test
    void compilesLinksAndRunsLlvmIr() throws Exception {
        Toolchain tc = realToolchain();
        Path ll = tmp.resolve("hello.ll");
        Files.writeString(ll, HELLO_LL);
        for (OptLevel level : List.of(OptLevel.O0, OptLevel.O2)) {
            Path obj = tmp.resolve("hello" + level + ".o");
            tc.compileIr(ll, obj, level, Toolchain.Output.OBJECT, tmp, System.err);
            Path exe = tmp.resolve("hello" + level);
            tc.run(tc.linkCommand(List.of(obj.toString()), Optional.empty(), exe), System.err);
            ProcessRunner.Result r = ProcessRunner.run(List.of(exe.toString()), null, null);
            assertEquals(3, r.exitCode());
            assertEquals("hello 42\n", r.stdoutText());
        }
        Path asm = tmp.resolve("hello.s");
        tc.compileIr(ll, asm, OptLevel.O1, Toolchain.Output.ASSEMBLY, tmp, System.err);
        assertTrue(Files.readString(asm).contains("main:"));
    }

    @Test
    void toolFailureShowsStderr() throws Exception {
        Toolchain tc = realToolchain();
        Path ll = tmp.resolve("bad.ll");
        Files.writeString(ll, "define i32 @main() {\n  ret i64 0\n}\n");
        ToolchainException e = assertThrows(ToolchainException.class,
                () -> tc.compileIr(ll, tmp.resolve("bad.o"), OptLevel.O0, Toolchain.Output.OBJECT, tmp, System.err));
        assertTrue(e.getMessage().startsWith("llc command failed with exit code 1"), e.getMessage());
        assertTrue(e.getMessage().contains("bad.ll:2"), e.getMessage());
    }

    @Test
    void echoPrintsCommands() throws Exception {
        Toolchain tc = realToolchain();
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        tc.setEcho(new PrintStream(buf, true));
        Path ll = tmp.resolve("e.ll");
        Files.writeString(ll, "define i32 @f() {\n  ret i32 0\n}\n");
        tc.compileIr(ll, tmp.resolve("e.o"), OptLevel.O0, Toolchain.Output.OBJECT, tmp, System.err);
        assertTrue(buf.toString().contains("-relocation-model=pic"), buf.toString());
    }
}
