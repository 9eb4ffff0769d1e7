package jcirc.backend.llvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;

/**
 * The function attributes clang-19 gives every C definition on x86-64, from the module attributes
 * the driver sets ({@code jcirc.tools.driver.TargetOptions}); "" when the module has none (IR from
 * jcir-opt or the tests):
 * <pre>
 * module attributes {jcirc.target_cpu = "x86-64", jcirc.target_features = "+cmov,...", jcirc.tune_cpu = "generic",
 *                    jcirc.frame_pointer = "none", jcirc.nounwind, jcirc.uwtable}
 *   =>  define i32 @f() nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true"
 *           "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,..." "tune-cpu"="generic" {
 * </pre>
 * An empty cpu/features/tune string omits that attribute ({@code -march=native}: opt and llc get
 * {@code -mcpu=native}); {@code jcirc.frame_pointer = "all"} (-O0, -fno-omit-frame-pointer) adds
 * {@code "frame-pointer"="all"}.
 */
final class TargetAttributes {
    private TargetAttributes() {}

    static String forDefinitions(Operation module) {
        if (!(module.attr("jcirc.target_cpu") instanceof BuiltinAttrs.StringAttr cpu)) return "";
        StringBuilder sb = new StringBuilder();
        if (module.hasAttr("jcirc.nounwind")) sb.append(" nounwind");
        if (module.hasAttr("jcirc.uwtable")) sb.append(" uwtable");
        if (string(module, "jcirc.frame_pointer").equals("all")) sb.append(" \"frame-pointer\"=\"all\"");
        sb.append(" \"min-legal-vector-width\"=\"0\" \"no-trapping-math\"=\"true\" \"stack-protector-buffer-size\"=\"8\"");
        if (!cpu.value().isEmpty()) sb.append(" \"target-cpu\"=\"").append(cpu.value()).append('"');
        String fs = string(module, "jcirc.target_features");
        if (!fs.isEmpty()) sb.append(" \"target-features\"=\"").append(fs).append('"');
        String tune = string(module, "jcirc.tune_cpu");
        if (!tune.isEmpty()) sb.append(" \"tune-cpu\"=\"").append(tune).append('"');
        return sb.toString();
    }

    private static String string(Operation module, String key) {
        return module.attr(key) instanceof BuiltinAttrs.StringAttr s ? s.value() : "";
    }
}
