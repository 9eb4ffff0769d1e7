package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Attribute;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTASMDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GNU inline assembly in a function (clang's translation of gcc's syntax to LLVM's):
 *
 * <pre>
 * asm volatile("addl %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc");
 *   ->  %v = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{flags},~{dirflag},~{fpsr},~{flags}") side_effects (%a, %b : !s32i, !s32i) -> !s32i
 *       cir.store %v, %r
 * </pre>
 * Operands are numbered as gcc does (outputs, then inputs); {@code %[name]} names one. {@code "+r"(x)} is an
 * output plus an input tied to it (appended after the inputs, as clang does); {@code "m"} operands are passed
 * by address ({@code *m}, with an {@code elementtype}); {@code a b c d S D} name registers; {@code g} is
 * {@code imr}; {@code =@ccz} flag outputs are {@code ={@ccz}}; {@code _Bool} operands are bytes. The template's {@code %N}, {@code %kN}-style modifiers, {@code %%}, {@code %=} and literal
 * {@code $} become {@code $N}, {@code ${N:k}}, {@code %}, {@code ${:uid}} and {@code $$}. CDT keeps only the
 * text of an asm statement, so {@link AsmText} splits it and each operand expression is parsed on its own.
 */
final class CIRGenAsm {
    private final CIRGenFunction cgf;
    private final CIRGenBuilder b;

    CIRGenAsm(CIRGenFunction cgf) {
        this.cgf = cgf;
        this.b = cgf.b;
    }

    /** One operand after gcc's rules are applied. */
    private record Out(CIRGenExpr.LValue lv, String constraint, boolean indirect) {}

    void emit(IASTASMDeclaration d) {
        AsmText.Statement st;
        try {
            st = AsmText.parse(d.getAssembly());
        } catch (IllegalArgumentException e) {
            cgf.sema.error(d, "invalid inline assembly: " + e.getMessage());
            return;
        }
        String raw = d.getRawSignature();
        boolean isVolatile = raw.matches("(?s)^\\s*(__asm__|__asm|asm)\\s+(__volatile__|volatile|__volatile)\\b.*");
        if (raw.matches("(?s)^\\s*(__asm__|__asm|asm)\\s+((__volatile__|volatile|__volatile)\\s+)?goto\\b.*")) {
            cgf.sema.error(d, "'asm goto' is not supported");
            return;
        }
        if (st.outputs().isEmpty() && st.inputs().isEmpty() && st.clobbers().isEmpty() && !st.hasColon()) {
            // basic asm: no operands, the template is used as written (no % substitutions)
            CirOps.AsmOp.create(b, List.of(), List.of(), CIRGenBuilder.attrs(
                    "asm_string", BuiltinAttrs.str(st.template().replace("$", "$$")),
                    "constraints", BuiltinAttrs.str("~{dirflag},~{fpsr},~{flags}"), "side_effects", BuiltinAttrs.UNIT));
            return;
        }
        List<String> constraints = new ArrayList<>();
        List<Value> args = new ArrayList<>();
        List<Attribute> operandAttrs = new ArrayList<>();
        List<Type> resultTypes = new ArrayList<>();
        List<Out> outs = new ArrayList<>();
        Map<String, Integer> names = new LinkedHashMap<>();
        int index = 0;
        List<Value> tiedInputs = new ArrayList<>();
        List<String> tiedConstraints = new ArrayList<>();
        List<Attribute> tiedAttrs = new ArrayList<>();
        // outputs: register outputs become results; memory outputs are passed by address
        for (AsmText.Operand o : st.outputs()) {
            if (o.name() != null) names.put(o.name(), index);
            IASTExpression e = parseOperand(d, o);
            if (e == null) return;
            CIRGenExpr.LValue lv = cgf.expr.emitLValue(e);
            String c = o.constraint();
            boolean readWrite = c.contains("+");
            String letters = c.replace("=", "").replace("+", "");
            boolean early = letters.contains("&");
            letters = letters.replace("&", "");
            if (letters.startsWith("@cc")) {
                // flag output: asm("cmp %1, %2" : "=@ccz"(eq) : ...)  ->  "={@ccz}", an integer 0/1
                constraints.add("={" + letters + "}");
                resultTypes.add(cgf.cir(asmType(lv.type())));
                outs.add(new Out(lv, c, false));
            } else if (isMemory(letters)) {
                constraints.add("=*m");
                args.add(lv.addr());
                operandAttrs.add(dict("elementtype", cgf.cir(lv.type())));
                outs.add(new Out(lv, c, true));
                if (readWrite) { tiedInputs.add(lv.addr()); tiedConstraints.add("*m"); tiedAttrs.add(dict("elementtype", cgf.cir(lv.type()))); }
            } else {
                constraints.add("=" + (early ? "&" : "") + llvmConstraint(letters, d));
                resultTypes.add(cgf.cir(asmType(lv.type())));
                outs.add(new Out(lv, c, false));
                if (readWrite) {
                    tiedInputs.add(cgf.expr.convert(cgf.expr.loadScalar(lv), Types.unqual(lv.type()), asmType(lv.type()), d));
                    tiedConstraints.add(String.valueOf(index));
                    tiedAttrs.add(dict());
                }
            }
            index++;
        }
        List<Attribute> inputAttrs = new ArrayList<>();
        for (AsmText.Operand o : st.inputs()) {
            if (o.name() != null) names.put(o.name(), index);
            IASTExpression e = parseOperand(d, o);
            if (e == null) return;
            String letters = o.constraint();
            if (isMemory(letters)) {
                CIRGenExpr.LValue lv = cgf.expr.emitLValue(e);
                constraints.add("*m");
                args.add(lv.addr());
                inputAttrs.add(dict("elementtype", cgf.cir(lv.type())));
            } else if (letters.matches("\\d+")) {
                // "0": the same place as output 0, of its type
                int tied = Integer.parseInt(letters);
                Out out = tied < outs.size() ? outs.get(tied) : null;
                // a matching constraint names an output operand (was llc's "failed to parse constraints": fuzz seed 12)
                if (out == null) cgf.sema.error(d, "invalid input constraint '" + printable(letters) + "' in asm");
                CType t = out == null ? Types.rvalue(cgf.sema.typeOf(e)) : Types.unqual(out.lv().type());
                constraints.add(out == null ? "r" : letters);
                args.add(cgf.expr.emitConverted(e, t));
                inputAttrs.add(dict());
            } else {
                CType t = Types.rvalue(cgf.sema.typeOf(e));   // an operand keeps its own type (a char is a byte register)
                t = asmType(t);
                constraints.add(llvmConstraint(letters, d));
                args.add(cgf.expr.emitConverted(e, t));
                inputAttrs.add(dict());
            }
            index++;
        }
        for (int i = 0; i < tiedInputs.size(); i++) {
            constraints.add(tiedConstraints.get(i));
            args.add(tiedInputs.get(i));
            inputAttrs.add(tiedAttrs.get(i));
        }
        // clobbers, then the ones x86 always has (as clang)
        for (String c : st.clobbers()) {
            String r = c.startsWith("%") ? c.substring(1) : c;
            constraints.add("~{" + (r.equals("cc") ? "flags" : r) + "}");
        }
        constraints.add("~{dirflag}");
        constraints.add("~{fpsr}");
        constraints.add("~{flags}");
        String template;
        try {
            template = translateTemplate(st.template(), names);
        } catch (IllegalArgumentException e) {
            cgf.sema.error(d, "invalid inline assembly template: " + e.getMessage());
            return;
        }
        List<Attribute> allAttrs = new ArrayList<>(operandAttrs);
        allAttrs.addAll(inputAttrs);
        boolean anyAttr = allAttrs.stream().anyMatch(a -> a instanceof BuiltinAttrs.DictionaryAttr da && !da.entries().isEmpty());
        Map<String, Attribute> attrs = CIRGenBuilder.attrs(
                "asm_string", BuiltinAttrs.str(template),
                "constraints", BuiltinAttrs.str(String.join(",", constraints)),
                "side_effects", isVolatile || resultTypes.isEmpty() ? BuiltinAttrs.UNIT : null,
                "operand_attrs", anyAttr ? new BuiltinAttrs.ArrayAttr(allAttrs) : null);
        Operation op = CirOps.AsmOp.create(b, args, resultTypes, attrs).op();
        int r = 0;
        for (Out o : outs) {
            if (o.indirect()) continue;
            Value v = op.result(r++);
            // a _Bool travels as a byte (LLVM has no i1 register operands)
            if (Types.isBool(o.lv().type())) v = cgf.expr.convert(v, CType.UCHAR, Types.unqual(o.lv().type()), d);
            if (o.lv().isBitField()) cgf.expr.storeBitField(v, o.lv());
            else cgf.expr.storeScalar(v, o.lv());
        }
    }

    private static BuiltinAttrs.DictionaryAttr dict(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], BuiltinAttrs.type((Type) kv[i + 1]));
        return new BuiltinAttrs.DictionaryAttr(m);
    }

    /** The type an operand has in the asm: its own, but a {@code _Bool} as an unsigned char. */
    private static CType asmType(CType t) { return Types.isBool(t) ? CType.UCHAR : Types.unqual(t); }

    private static boolean isMemory(String letters) { return letters.equals("m") || letters.equals("o") || letters.equals("V"); }

    /** A constraint for a one-line diagnostic: control characters as C escapes (clang prints them raw; fuzz seed 10). */
    private static String printable(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> { if (c < 0x20 || c == 0x7f) sb.append(String.format("\\x%02x", (int) c)); else sb.append(c); }
            }
        }
        return sb.toString();
    }

    /** gcc constraint letters as LLVM's: registers by name (x87 {@code t}/{@code u} too, as clang), g as imr, r/q/i/n/... as they are. */
    private String llvmConstraint(String letters, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        return switch (letters) {
            case "a" -> "{ax}";
            case "b" -> "{bx}";
            case "c" -> "{cx}";
            case "d" -> "{dx}";
            case "S" -> "{si}";
            case "D" -> "{di}";
            case "t" -> "{st}";        // x87: the top of the register stack
            case "u" -> "{st(1)}";     // x87: the register below it
            case "g" -> "imr";
            case "rm", "mr" -> "rm";
            default -> {
                if (!letters.matches("[rqQRilnNIJKLMOeEFGsXxYtuf]+")) cgf.sema.error(at, "unsupported inline assembly constraint '" + printable(letters) + "'");
                yield letters;
            }
        };
    }

    private IASTExpression parseOperand(IASTASMDeclaration d, AsmText.Operand o) {
        IASTExpression e = jcirc.frontend.cdt.CdtParser.parseExpression(o.expression(), cgf.sema.diags);
        if (e == null) cgf.sema.error(d, "cannot parse the inline assembly operand '" + o.expression() + "'");
        return e;
    }

    /** gcc's template syntax as LLVM's (see the class comment). */
    static String translateTemplate(String t, Map<String, Integer> names) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '$') { out.append("$$"); continue; }
            if (c != '%') { out.append(c); continue; }
            if (i + 1 >= t.length()) throw new IllegalArgumentException("'%' at the end of the template");
            char n = t.charAt(++i);
            if (n == '%') { out.append('%'); continue; }
            if (n == '=') { out.append("${:uid}"); continue; }
            if (n == '{' || n == '|' || n == '}') { out.append('$').append(n); continue; }
            String modifier = null;
            if (Character.isLetter(n)) {
                modifier = String.valueOf(n);
                if (i + 1 >= t.length()) throw new IllegalArgumentException("'%" + n + "' without an operand");
                n = t.charAt(++i);
            }
            int operand;
            if (n == '[') {
                int end = t.indexOf(']', i);
                if (end < 0) throw new IllegalArgumentException("unterminated '%[' in the template");
                String name = t.substring(i + 1, end);
                Integer k = names.get(name);
                if (k == null) throw new IllegalArgumentException("no operand named '" + name + "'");
                operand = k;
                i = end;
            } else if (Character.isDigit(n)) {
                int j = i;
                while (j + 1 < t.length() && Character.isDigit(t.charAt(j + 1))) j++;
                operand = Integer.parseInt(t.substring(i, j + 1));
                i = j;
            } else {
                throw new IllegalArgumentException("invalid '%" + n + "' in the template");
            }
            out.append(modifier == null ? "$" + operand : "${" + operand + ":" + modifier + "}");
        }
        return out.toString();
    }

    /** {@code asm("...")} at file scope: the module's assembly, kept in order. */
    static String fileScopeAssembly(IASTASMDeclaration d) {
        return AsmText.parse(d.getAssembly()).template();
    }
}
