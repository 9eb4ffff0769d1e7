package jcirc.frontend.cdt;

import jcirc.frontend.FrontendOptions;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;

import org.eclipse.cdt.core.parser.ExtendedScannerInfo;
import org.eclipse.cdt.core.parser.FileContent;
import org.eclipse.cdt.core.parser.IScannerInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything CDT's preprocessor needs for one translation unit: the scanner info (include
 * search path, pre-included files), the file content provider and the main file's content.
 */
public final class CdtSetup {
    /** Path of the virtual file holding predefined macros and -D/-U. */
    public static final String PRELUDE_PATH = "/__jcirc_builtin__/command-line.h";
    /** The system include directories searched after -I and the builtin headers. */
    public static final List<String> SYSTEM_DIRS = List.of(
            "/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include");
    /**
     * libstdc++ 12's include directories, searched (in this order, as {@code g++ -xc++ -E -v} shows) for C++ inputs
     * only, after -I/-isystem and before the builtin headers (which stand where g++ has its own
     * {@code /usr/lib/gcc/x86_64-linux-gnu/12/include}); dropped by -nostdinc, -nostdlibinc and -nostdinc++.
     */
    public static final List<String> CXX_DIRS = List.of(
            "/usr/include/c++/12", "/usr/include/x86_64-linux-gnu/c++/12", "/usr/include/c++/12/backward");

    public final IScannerInfo scannerInfo;
    public final DiskFileContentProvider provider;
    public final FileContent mainContent;
    public final String mainPath;
    public final List<String> includePath;
    /** push/pop_macro pragmas and the #line-aware __LINE__/__FILE__ (installed when the preprocessor is made). */
    public final MacroPragmas macroPragmas;
    /** The input is C++: parsed by CDT's GPPLanguage with g++'s predefined macros. */
    public boolean cxx;

    private CdtSetup(IScannerInfo si, DiskFileContentProvider p, FileContent fc, String mainPath, List<String> inc, MacroPragmas mp) {
        this.macroPragmas = mp;
        this.scannerInfo = si;
        this.provider = p;
        this.mainContent = fc;
        this.mainPath = mainPath;
        this.includePath = inc;
    }

    /** The include search path, in order, for these options. */
    public static List<String> includePath(FrontendOptions opts) {
        List<String> inc = new ArrayList<>();
        for (Path p : opts.includeDirs) inc.add(jcirc.host.Invocation.absolute(p).normalize().toString());
        for (Path p : opts.systemDirs) inc.add(jcirc.host.Invocation.absolute(p).normalize().toString());
        if (!opts.noStdInc) {
            if (opts.isCxx() && !opts.noStdLibInc && !opts.noStdIncxx) inc.addAll(CXX_DIRS);
            inc.add(BuiltinHeaders.directory(opts.cacheDir).toString());
            if (!opts.noStdLibInc) inc.addAll(SYSTEM_DIRS);
        }
        return inc;
    }

    /**
     * Prepares parsing of {@code file}; reports a fatal error (and returns null) when the file
     * cannot be read.
     */
    public static CdtSetup create(Path file, FrontendOptions opts, Diagnostics diags) {
        String mainPath = jcirc.host.Invocation.absolute(file).normalize().toString();
        String text;
        try {
            byte[] bytes = Files.readAllBytes(file);
            text = SourceBytes.decode(bytes);
        } catch (IOException e) {
            diags.error(SourceLoc.NONE, "no such file or directory: '" + file + "'");
            return null;
        }
        diags.sources().register(mainPath, text, file.toString());
        return create(mainPath, text, opts, diags);
    }

    /** Prepares parsing of in-memory source text named {@code mainPath}. */
    public static CdtSetup create(String mainPath, String text, FrontendOptions opts, Diagnostics diags) {
        if (diags.sources().get(mainPath) == null) diags.sources().register(mainPath, text);
        List<String> inc = includePath(opts);
        DiskFileContentProvider provider = new DiskFileContentProvider();
        MacroPragmas macroPragmas = new MacroPragmas();
        provider.setMacroPragmas(macroPragmas);
        provider.addVirtualFile(org.eclipse.cdt.internal.core.parser.scanner.JcircMacros.EMPTY_FILE, "");
        provider.setIncludeListener(opts.includeListener);
        String prelude = PredefinedMacros.prelude(opts);
        provider.addVirtualFile(PRELUDE_PATH, prelude);
        diags.sources().register(PRELUDE_PATH, prelude);

        List<String> includeFiles = new ArrayList<>();
        if (!opts.noStdInc && !opts.noStdLibInc) {
            for (String d : SYSTEM_DIRS) {
                Path predef = Path.of(d, "stdc-predef.h");
                if (Files.isRegularFile(predef)) { includeFiles.add(predef.toString()); break; }
            }
        }
        for (Path p : opts.includes) includeFiles.add(resolvePreInclude(p, inc));
        List<String> quote = new ArrayList<>();
        for (Path p : opts.quoteDirs) quote.add(jcirc.host.Invocation.absolute(p).normalize().toString());

        // CDT enables the __int128/__float128 keywords only for a gcc >= 4.7 configuration; the
        // prelude then sets the version macros jcirc reports
        // (C++: gcc 12's configuration, whose parser knows the type-trait builtins libstdc++ 12 uses: __is_assignable, ...)
        Map<String, String> gnuVersion = new LinkedHashMap<>(opts.isCxx() ? Map.of("__GNUC__", "12", "__GNUC_MINOR__", "2")
                : Map.of("__GNUC__", "4", "__GNUC_MINOR__", "7"));
        // CDT's constant evaluation of sizeof/alignof (std::aligned_storage<sizeof(_Tp), __alignof__(_Tp)>) takes the
        // sizes of builtin types from the unit's builtin __SIZEOF_*__ / __BIGGEST_ALIGNMENT__ macros only, not from
        // the prelude's: they are given to the scanner as builtins too (the prelude defines them again, identically);
        // CDT's default calculator, used without a lookup point, gets them from DefaultTypeSizes
        if (opts.isCxx())
            for (String[] d : PredefinedMacros.targetMacros(opts))
                if (d[0].startsWith("__SIZEOF_") || d[0].equals("__BIGGEST_ALIGNMENT__")) gnuVersion.put(d[0], d[1]);
        ExtendedScannerInfo si = new ExtendedScannerInfo(gnuVersion, inc.toArray(String[]::new),
                new String[] {PRELUDE_PATH}, includeFiles.toArray(String[]::new),
                quote.isEmpty() ? null : quote.toArray(String[]::new));
        String source = text;
        if (opts.std.isC23()) {
            // C23 syntax CDT lacks ([[attributes]], digit separators, #elifdef, #embed, ...): C23Rewriter
            java.util.function.BinaryOperator<String> c23 = (path, t) -> rewriteC23(path, t, quote, inc, opts, diags);
            provider.setC23Rewriter(c23);
            source = c23.apply(mainPath, text);
        }
        if (CoroutineKeywords.enabled(opts)) {
            // C++20: co_yield/co_return operands parenthesized (CoroutineKeywords), in included files too
            provider.setCoroutineKeywords(true);
            source = CoroutineKeywords.rewrite(source);
        }
        FileContent fc = FileContent.create(mainPath, macroPragmas.rewrite(AtomicSpecifierRewriter.rewriteSource(StringPieceEscapes.rewrite(source))).toCharArray());
        CdtSetup setup = new CdtSetup(si, provider, fc, mainPath, inc, macroPragmas);
        setup.cxx = opts.isCxx();
        return setup;
    }

    /**
     * One file's C23 rewrite: {@code #embed "f"} is looked up beside the file, then in -iquote and the include
     * path ({@code <f>}: the include path only); unknown attributes are warned about at their place.
     */
    private static String rewriteC23(String path, String text, List<String> quote, List<String> inc, FrontendOptions opts, Diagnostics diags) {
        C23Rewriter r = new C23Rewriter((name, angled) -> {
            List<String> dirs = new ArrayList<>();
            if (!angled) {
                Path parent = Path.of(path).getParent();
                if (parent != null) dirs.add(parent.toString());
                dirs.addAll(quote);
            }
            dirs.addAll(inc);
            Path n = Path.of(name);
            if (n.isAbsolute()) return Files.isRegularFile(n) ? n : null;
            for (String d : dirs) {
                Path c = Path.of(d).resolve(n);
                if (Files.isRegularFile(c)) return c;
            }
            return null;
        });
        String out = r.rewrite(text);
        boolean off = opts.warnings != null && opts.warnings.isDisabled("unknown-attributes");
        for (C23Rewriter.Warning w : r.warnings) {
            if (off) break;
            String msg = w.message();
            if (opts.warnings != null && opts.warnings.isError("unknown-attributes"))
                diags.error(diags.sources().locate(path, w.offset()), msg.replace("[-W", "[-Werror,-W"));
            else diags.warning(diags.sources().locate(path, w.offset()), msg);
        }
        // the warnings above are at offsets of the original text; the parser's are in `out`, whose #embed lines are
        // longer: from here on positions are mapped back
        diags.sources().registerRewrite(path, out);
        return out;
    }

    /** -include FILE is looked up in the current directory first, then on the include path (as gcc). */
    private static String resolvePreInclude(Path p, List<String> inc) {
        if (p.isAbsolute() || Files.isRegularFile(p)) return jcirc.host.Invocation.absolute(p).normalize().toString();
        for (String d : inc) {
            Path c = Path.of(d).resolve(p);
            if (Files.isRegularFile(c)) return c.toString();
        }
        return jcirc.host.Invocation.absolute(p).normalize().toString();
    }
}
