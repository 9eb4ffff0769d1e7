package jcirc.lowering.cirtollvm;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.lowering.types.CirOpAccess;
import jcirc.lowering.types.CirTypeConverter;

import java.math.BigInteger;
import java.util.*;

/**
 * State shared by the cir → llvm-level patterns of one run: the type converter, a builder, the
 * cir type each replaced value had (signedness is gone once a value is converted), the module's
 * cir symbols, and the per-function entry-block insertion point for hoisted allocas.
 */
final class LoweringContext {
    final CirTypeConverter types;
    final Builder b = new Builder();
    /** The original cir type of values that replaced cir op results. */
    private Map<Value, Type> cirTypes = new IdentityHashMap<>();
    /** cir.func symbol → its cir function type (recorded before any function is converted). */
    final Map<String, CirTypes.FuncType> functions = new HashMap<>();
    /** cir.global symbol → its cir value type. */
    final Map<String, Type> globals = new HashMap<>();
    /**
     * Functions that become llvm.func: variadic ones (a definition becomes an llvm.func shell and a
     * func.func body, FunctionLowering.variadic), constructors, destructors and aliases. Address-taken
     * functions stay func.func (functionAddress).
     */
    final Set<String> llvmFunctions = new HashSet<>();
    /** The func.func body of a variadic definition → its va_list argument (the shell's started list). */
    final Map<Operation, Value> variadicBodies = new IdentityHashMap<>();
    /** GNU attributes of functions and globals; collects constructors and destructors. */
    final AttributeLowering attributes = new AttributeLowering();
    /** GNU labels as values: label tags per function. */
    /** Set by convert-cir-to-llvm for the module it converts. */
    LabelAddressLowering labelAddresses;
    /** Per function op: the last hoisted alloca (or the count constant) in its entry block. */
    private final Map<Operation, Operation> allocaPoint = new IdentityHashMap<>();
    private final Map<Operation, Value> allocaCount = new IdentityHashMap<>();

    /** What C guarantees that LLVM is told (nsw, inbounds, exact; docs/performance.md). */
    LlvmFacts facts;

    LoweringContext(CirTypeConverter types) { this.types = types; }

    /** The cir types of each op's operands, recorded before any op is converted. */
    private Map<Operation, List<Type>> operandTypes = new IdentityHashMap<>();

    /** Records the operand types of {@code op} (call before converting anything). */
    void recordOperandTypes(Operation op) {
        List<Type> ts = new ArrayList<>(op.numOperands());
        for (Value v : op.operands()) ts.add(v.type());
        operandTypes.put(op, ts);
    }

    /**
     * Forgets the operand types and replaced values' cir types of the top-level op just converted (no value
     * crosses a top-level op), so that its cir can be collected.
     */
    void forgetConverted() {
        operandTypes = new IdentityHashMap<>();   // new maps: clear() would keep a large function's table
        cirTypes = new IdentityHashMap<>();
    }

    /**
     * The cir type operand {@code i} of {@code op} had before conversion started. (Replacing a
     * value by an existing one, as a same-width integral cast does, would otherwise lose the
     * signedness the op was written with.)
     */
    Type operandType(Operation op, int i) {
        List<Type> ts = operandTypes.get(op);
        return ts != null ? ts.get(i) : cirType(op.operand(i));
    }

    /** The cir type of {@code v}: its type, or the type of the cir value it replaced. */
    Type cirType(Value v) { return cirTypes.getOrDefault(v, v.type()); }

    Type convert(Type t) { return types.convert(t); }

    /** Sets the insertion point before {@code op} and takes its location. */
    void at(Operation op) {
        b.setInsertionPoint(op);
        b.setLocation(op.location());
    }

    /** Replaces {@code op}'s results by {@code values} (remembering their cir types) and erases it. */
    void replace(Operation op, List<? extends Value> values) {
        for (int i = 0; i < values.size(); i++) {
            Value nv = values.get(i);
            Type t = cirType(op.result(i));
            if (nv != null && CirTypeConverter.isCirType(t) && !cirTypes.containsKey(nv)) cirTypes.put(nv, t);
        }
        op.replaceAllUsesWith(values);
        op.erase();
    }

    void replace(Operation op, Value v) { replace(op, List.of(v)); }

    Value create(String name, List<Value> operands, Type result, Map<String, Attribute> attrs) {
        return b.createValue(name, operands, result, attrs);
    }

    Operation createOp(String name, List<Value> operands, List<Type> results, Map<String, Attribute> attrs) {
        return b.create(name, operands, results, attrs);
    }

    /** {@code arith.constant v : iN}, with {@code v} wrapped to N bits (as MLIR prints it). */
    Value intConst(BigInteger v, int width) {
        return ArithOps.ConstantOp.create(b, intAttr(v, width), BuiltinTypes.i(width)).result();
    }

    Value intConst(long v, int width) { return intConst(BigInteger.valueOf(v), width); }

    static BuiltinAttrs.IntegerAttr intAttr(BigInteger v, int width) {
        return new BuiltinAttrs.IntegerAttr(wrap(v, width), BuiltinTypes.i(width));
    }

    /** {@code v} modulo 2^width, as a signed number (i1 as 0/1). */
    static BigInteger wrap(BigInteger v, int width) {
        if (width == 1) return v.testBit(0) ? BigInteger.ONE : BigInteger.ZERO;
        BigInteger mod = BigInteger.ONE.shiftLeft(width);
        BigInteger r = v.mod(mod);
        return r.testBit(width - 1) ? r.subtract(mod) : r;
    }

    Value floatConst(double v, Type floatType) {
        return ArithOps.ConstantOp.create(b, new BuiltinAttrs.FloatAttr(v, floatType), floatType).result();
    }

    /** An {@code arith.constant} of an exact value (f80 keeps all 64 significand bits). */
    Value floatConst(jcirc.ir.X87Float v, Type floatType) {
        return ArithOps.ConstantOp.create(b, BuiltinAttrs.FloatAttr.of(v, floatType), floatType).result();
    }

    /**
     * The address of {@code @name} as an {@code !llvm.ptr}: {@code llvm.mlir.addressof} for globals
     * and llvm.func functions; for a func.func (which addressof cannot name)
     *   %f = func.constant @name : (i32) -> i32
     *   %p = builtin.unrealized_conversion_cast %f : (i32) -> i32 to !llvm.ptr
     * which convert-func-to-llvm turns into llvm.mlir.addressof (and reconcile-unrealized-casts
     * removes the then ptr-to-ptr cast).
     */
    Value address(String name) {
        CirTypes.FuncType ft = functions.get(name);
        if (ft == null || llvmFunctions.contains(name))
            return LLVMOps.MlirAddressofOp.create(b, new BuiltinAttrs.SymbolRefAttr(name), LLVMTypes.PTR).res();
        Value f = FuncOps.ConstantOp.create(b, new BuiltinAttrs.SymbolRefAttr(name), types.toFunctionType(ft)).result();
        return create(jcirc.dialect.builtin.BuiltinDialect.UNREALIZED_CAST, List.of(f), LLVMTypes.PTR, Map.of());
    }

    Value nullPtr() { return LLVMOps.MlirZeroOp.create(b, LLVMTypes.PTR).res(); }

    /** The func.func or llvm.func enclosing {@code op}. */
    static Operation enclosingFunction(Operation op) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp())
            if (FuncOps.FuncOp.isa(p) || LLVMOps.FuncOp.isa(p) || CirOps.FuncOp.isa(p)) return p;
        return null;
    }

    /**
     * Moves the insertion point to the function's entry block, after the allocas hoisted so far
     * (creating the shared {@code arith.constant 1 : i64} count first), and returns the count.
     */
    Value atEntryAllocaPoint(Operation fn) {
        Block entry = fn.region(0).entryBlock();
        Operation last = allocaPoint.get(fn);
        if (last == null) {
            b.setInsertionPointToStart(entry);
            Value one = intConst(1, 64);
            allocaCount.put(fn, one);
            last = one.definingOp();
            allocaPoint.put(fn, last);
        }
        b.setInsertionPointAfter(last);
        return allocaCount.get(fn);
    }

    void allocaHoisted(Operation fn, Operation alloca) { allocaPoint.put(fn, alloca); }

    /** Integer width of a converted integer type (i1 for bool). */
    static int widthOf(Type converted) {
        if (converted instanceof BuiltinTypes.IntegerType it) return it.width();
        throw new IllegalArgumentException("not an integer type: " + converted.print());
    }

    static String kind(Operation op) { return CirOpAccess.enumValue(op, "kind"); }

    static Map<String, Attribute> attrs(Object... kv) {
        LinkedHashMap<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) if (kv[i + 1] != null) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return m;
    }
}
