package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.dialect.cir.CirAttrs.*;
import jcirc.dialect.cir.CirTypes.*;
import jcirc.ir.*;

import java.math.BigInteger;
import java.util.*;

import static jcirc.dialect.cir.CirOps.*;

/**
 * The op-specific rules of the cir dialect (what the generic {@link Verifier} cannot derive from
 * the declarations in {@link CirDialect}). Messages follow MLIR's wording where MLIR has an
 * equivalent rule ({@code func.call}, {@code func.return}, {@code func.func}).
 */
final class CirVerifiers {
    private CirVerifiers() {}

    private static VerifyException fail(Operation op, String msg) { return new VerifyException(op, msg); }

    /** A type in a message, quoted, with cir integers spelled by their aliases ({@code '!cir.ptr<!s32i>'}). */
    private static String q(Type t) { return "'" + str(t) + "'"; }

    static String str(Type t) {
        Map<Type, String> aliases = new HashMap<>();
        collectInts(t, aliases, new HashSet<>());
        return TypePrint.withAliases(aliases, () -> TypePrint.of(t));
    }

    private static void collectInts(Type t, Map<Type, String> out, Set<Type> seen) {
        if (t == null || !seen.add(t)) return;
        if (t instanceof IntType it) out.put(it, it.alias());
        for (Type s : TypePrint.subTypes(t)) collectInts(s, out, seen);
    }

    private static Type pointee(Value v) { return ((PointerType) v.type()).pointee(); }

    private static boolean isIntOrFloat(Type t) { return t instanceof IntType || t instanceof FloatType; }

    static String requireEnum(Operation op, String attrName, CirEnums e) {
        Attribute a = op.attr(attrName);
        if (!e.accepts(a))
            throw fail(op, "attribute '" + attrName + "' must be a cir " + e.enumName() + " (one of "
                    + String.join(", ", e.cases()) + "), but got " + (a == null ? "nothing" : a.print()));
        return e.caseOf(a);
    }

    private static void requireValueType(Operation op, Type t, String what) {
        if (t instanceof VoidType || t instanceof FuncType)
            throw fail(op, what + " must be a value type, but got " + q(t));
    }

    // ----- memory -----

    static void alloca(Operation op) {
        AllocaOp a = new AllocaOp(op);
        requireValueType(op, a.allocaType(), "allocaType");
        Type expected = CirTypes.ptr(a.allocaType());
        if (!op.result(0).type().equals(expected))
            throw fail(op, "result type " + q(op.result(0).type()) + " must be a pointer to the allocaType, i.e. " + q(expected));
        if (a.alignment() < 0) throw fail(op, "alignment must be non-negative");
    }

    static void load(Operation op) {
        Type p = pointee(op.operand(0));
        requireValueType(op, p, "loaded type");
        if (!p.equals(op.result(0).type()))
            throw fail(op, "result type " + q(op.result(0).type()) + " does not match the pointee type " + q(p) + " of the address");
        CirAtomicOps.checkMemOrder(op, false);
    }

    static void store(Operation op) {
        Type p = pointee(op.operand(1));
        if (!p.equals(op.operand(0).type()))
            throw fail(op, "value type " + q(op.operand(0).type()) + " does not match the pointee type " + q(p) + " of the address");
        CirAtomicOps.checkMemOrder(op, true);
    }

    static void ptrStride(Operation op) {
        Type p = pointee(op.operand(0));
        if (p instanceof VoidType || p instanceof FuncType)
            throw fail(op, "cannot stride a pointer to " + q(p) + " (cast it to a pointer to !u8i first)");
    }

    static void ptrDiff(Operation op) {
        Type p = pointee(op.operand(0));
        if (p instanceof VoidType || p instanceof FuncType)
            throw fail(op, "cannot subtract pointers to " + q(p) + " (cast them to pointers to !u8i first)");
    }

    static void structElementAddr(Operation op) {
        if (!(pointee(op.operand(0)) instanceof StructType st))
            throw fail(op, "operand must be a pointer to a struct, but got " + q(op.operand(0).type()));
        if (!st.isComplete()) throw fail(op, "struct " + q(st) + " is incomplete");
        long idx = op.attr("member_index", IntegerAttr.class).longValue();
        if (idx < 0 || idx >= st.members().size())
            throw fail(op, "member_index " + idx + " is out of range for " + q(st) + " with " + st.members().size() + " members");
        Type expected = CirTypes.ptr(st.members().get((int) idx));
        if (!op.result(0).type().equals(expected))
            throw fail(op, "result type " + q(op.result(0).type()) + " must be " + q(expected) + ", a pointer to member " + idx);
        String name = op.attr("member_name", StringAttr.class).value();
        List<String> names = st.memberNames();
        if (!names.isEmpty() && !names.get((int) idx).equals(name))
            throw fail(op, "member_name \"" + name + "\" does not match member " + idx + " (\"" + names.get((int) idx) + "\") of " + q(st));
    }

    static void baseClassAddr(Operation op) {
        if (!(pointee(op.operand(0)) instanceof StructType) || !(pointee(op.result(0)) instanceof StructType))
            throw fail(op, "operand and result must be pointers to structs");
    }

    // cir.vtable.get_vptr: the object is a struct (a dynamic class), the result the address of a pointer
    static void vtableGetVptr(Operation op) {
        if (!(pointee(op.operand(0)) instanceof StructType)) throw fail(op, "operand must be a pointer to a struct");
        if (!(pointee(op.result(0)) instanceof PointerType)) throw fail(op, "result must be the address of a vtable pointer");
    }

    // cir.vtable.get_virtual_fn_addr: a slot (address of a function pointer) of a vtable pointer
    static void vtableGetVirtualFnAddr(Operation op) {
        if (!(pointee(op.result(0)) instanceof PointerType p) || !(p.pointee() instanceof FuncType))
            throw fail(op, "result must be the address of a function pointer, but got " + q(op.result(0).type()));
        if (op.attr("index", BuiltinAttrs.IntegerAttr.class).longValue() < 0) throw fail(op, "index must not be negative");
    }

    // cir.vtable.address_point: indices in range (the vtable group's global is checked when it is known)
    static void vtableAddressPoint(Operation op) {
        if (op.attr("vtable_index", BuiltinAttrs.IntegerAttr.class).longValue() < 0 || op.attr("address_point_index", BuiltinAttrs.IntegerAttr.class).longValue() < 0)
            throw fail(op, "vtable_index and address_point_index must not be negative");
        if (!(op.result(0).type() instanceof PointerType)) throw fail(op, "result must be a pointer");
    }

    static void copy(Operation op) {
        requireValueType(op, pointee(op.operand(0)), "copied type");
    }

    static void bitfield(Operation op) {
        BitfieldInfoAttr bf = op.attr("bitfield_info", BitfieldInfoAttr.class);
        if (!(bf.storageType() instanceof IntType st))
            throw fail(op, "bitfield storage_type must be a cir integer, but got " + q(bf.storageType()));
        if (!pointee(op.operand(0)).equals(st))
            throw fail(op, "address must point to the storage type " + q(st) + ", but got " + q(op.operand(0).type()));
        if (bf.size() < 1 || bf.offset() < 0 || bf.offset() + bf.size() > st.width())
            throw fail(op, "bitfield of size " + bf.size() + " at offset " + bf.offset() + " does not fit in " + q(st));
        if (op.is(SET_BITFIELD) && !op.operand(1).type().equals(op.result(0).type()))
            throw fail(op, "result type " + q(op.result(0).type()) + " must equal the stored value's type " + q(op.operand(1).type()));
    }

    // ----- values -----

    /** Bits of an int or float type (long double: 80), else -1. */
    static int bitWidth(Type t) {
        return switch (t) {
            case IntType i -> i.width();
            case FloatType f -> switch (f.kind()) { case FLOAT -> 32; case DOUBLE -> 64; case LONG_DOUBLE -> 80; };
            default -> -1;
        };
    }

    /** Bits of a value of a vector, int or float type, else -1. */
    private static long valueBits(Type t) {
        return t instanceof CirTypes.VectorType v ? v.size() * bitWidth(v.element()) : bitWidth(t);
    }

    static void binop(Operation op) {
        String k = requireEnum(op, "kind", CirEnums.BINOP_KIND);
        Type t = op.operand(0).type();
        if (t instanceof CirTypes.VectorType v) t = v.element();   // GNU vectors: elementwise
        boolean ok = switch (k) {
            case "mul", "div", "add", "sub" -> isIntOrFloat(t);
            case "rem", "shl", "shr" -> t instanceof IntType;
            case "and", "xor", "or" -> t instanceof IntType || t instanceof BoolType;
            default -> false;
        };
        if (!ok) {
            String need = switch (k) {
                case "mul", "div", "add", "sub" -> "integer or floating point";
                case "and", "xor", "or" -> "integer or bool";
                default -> "integer";
            };
            throw fail(op, "'" + k + "' requires " + need + " operands, but got " + q(t));
        }
    }

    static void cmp(Operation op) {
        requireEnum(op, "kind", CirEnums.CMP_KIND);
        Type t = op.operand(0).type();
        if (t instanceof CirTypes.DataMemberType || t instanceof CirTypes.MethodType) {   // C++ pointers to members: only == and !=
            String k = CirEnums.CMP_KIND.caseOf(op.attr("kind"));
            if (!k.equals("eq") && !k.equals("ne")) throw fail(op, "member pointers compare only for equality, not '" + k + "'");
            return;
        }
        if (!(isIntOrFloat(t) || t instanceof PointerType || t instanceof BoolType))
            throw fail(op, "operands must be integer, floating point, pointer or bool, but got " + q(t));
    }

    static void unary(Operation op) {
        String k = requireEnum(op, "kind", CirEnums.UNARY_KIND);
        Type t = op.operand(0).type();
        if (t instanceof CirTypes.VectorType v) t = v.element();   // GNU vectors: elementwise
        boolean ok = k.equals("not") ? t instanceof IntType || t instanceof BoolType : isIntOrFloat(t);
        if (!ok)
            throw fail(op, "'" + k + "' requires " + (k.equals("not") ? "an integer or bool" : "an integer or floating point")
                    + " operand, but got " + q(t));
    }

    private enum Cls { INT, BOOL, FLOAT, PTR }

    private static Cls cls(Type t) {
        return switch (t) {
            case IntType i -> Cls.INT;
            case BoolType b -> Cls.BOOL;
            case FloatType f -> Cls.FLOAT;
            case PointerType p -> Cls.PTR;
            default -> null;
        };
    }

    private static String clsName(Cls c) {
        return switch (c) { case INT -> "!cir.int"; case BOOL -> "!cir.bool"; case FLOAT -> "floating point"; case PTR -> "!cir.ptr"; };
    }

    static void cast(Operation op) {
        String k = requireEnum(op, "kind", CirEnums.CAST_KIND);
        Type src = op.operand(0).type(), dst = op.result(0).type();
        if (k.equals("array_to_ptrdecay")) {
            if (!(src instanceof PointerType sp && sp.pointee() instanceof ArrayType at))
                throw fail(op, "'array_to_ptrdecay' requires a pointer-to-array source, but got " + q(src));
            if (!dst.equals(CirTypes.ptr(at.element())))
                throw fail(op, "'array_to_ptrdecay' result must be " + q(CirTypes.ptr(at.element())) + ", but got " + q(dst));
            return;
        }
        if (src instanceof CirTypes.VectorType || dst instanceof CirTypes.VectorType) {
            // GNU vectors: 'bitcast' reinterprets the bits (same size); other kinds convert elementwise between equal lengths
            if (k.equals("bitcast")) {
                if (valueBits(src) <= 0 || valueBits(src) != valueBits(dst))
                    throw fail(op, "'bitcast' of a vector requires source and result of the same size, but got " + q(src) + " and " + q(dst));
                return;
            }
            if (!(src instanceof CirTypes.VectorType sv && dst instanceof CirTypes.VectorType dv && sv.size() == dv.size()))
                throw fail(op, "'" + k + "' on vectors requires two vectors of the same length, but got " + q(src) + " and " + q(dst));
            src = sv.element();
            dst = dv.element();
        }
        Cls from, to;
        switch (k) {
            case "int_to_bool" -> { from = Cls.INT; to = Cls.BOOL; }
            case "integral" -> { from = Cls.INT; to = Cls.INT; }
            case "bitcast" -> { from = Cls.PTR; to = Cls.PTR; }
            case "floating" -> { from = Cls.FLOAT; to = Cls.FLOAT; }
            case "int_to_float" -> { from = Cls.INT; to = Cls.FLOAT; }
            case "float_to_int" -> { from = Cls.FLOAT; to = Cls.INT; }
            case "bool_to_int" -> { from = Cls.BOOL; to = Cls.INT; }
            case "ptr_to_int" -> { from = Cls.PTR; to = Cls.INT; }
            case "int_to_ptr" -> { from = Cls.INT; to = Cls.PTR; }
            case "ptr_to_bool" -> { from = Cls.PTR; to = Cls.BOOL; }
            case "float_to_bool" -> { from = Cls.FLOAT; to = Cls.BOOL; }
            case "bool_to_float" -> { from = Cls.BOOL; to = Cls.FLOAT; }
            default -> throw fail(op, "unknown cast kind '" + k + "'");
        }
        if (cls(src) != from) throw fail(op, "'" + k + "' requires a " + clsName(from) + " source, but got " + q(src));
        if (cls(dst) != to) throw fail(op, "'" + k + "' requires a " + clsName(to) + " result, but got " + q(dst));
    }

    static void constant(Operation op) {
        checkConstant(op, op.attr("value"), op.result(0).type(), "value");
    }

    /** cir.blockaddress: the label is named (inside its own function, {@link #labels} checks that it exists). */
    static void blockAddress(Operation op) {
        String label = ((StringAttr) op.attr("label")).value();
        if (label.isEmpty()) throw fail(op, "requires a label name");
        // that a label of its own function exists is checked once per function, by func's labels()
    }

    /** A typed cir constant {@code a} of type {@code t} (for cir.const and global initializers). */
    static void checkConstant(Operation op, Attribute a, Type t, String what) {
        if (!(a instanceof CirTypedAttr ta)) throw fail(op, "'" + what + "' must be a typed cir attribute, but got " + a.print());
        if (!ta.type().equals(t))
            throw fail(op, "'" + what + "' type " + q(ta.type()) + " does not match " + (op.is(CONST) ? "result" : "symbol") + " type " + q(t));
        switch (ta) {
            case IntAttr i -> {
                if (!(t instanceof IntType it)) throw fail(op, "#cir.int requires a !cir.int type, but got " + q(t));
                BigInteger min = it.signed() ? BigInteger.ONE.shiftLeft(it.width() - 1).negate() : BigInteger.ZERO;
                BigInteger max = it.signed() ? BigInteger.ONE.shiftLeft(it.width() - 1).subtract(BigInteger.ONE)
                        : BigInteger.ONE.shiftLeft(it.width()).subtract(BigInteger.ONE);
                if (i.value().compareTo(min) < 0 || i.value().compareTo(max) > 0)
                    throw fail(op, "integer value " + i.value() + " does not fit in " + q(t));
            }
            case FPAttr f -> { if (!(t instanceof FloatType)) throw fail(op, "#cir.fp requires a floating point type, but got " + q(t)); }
            case CirAttrs.BoolAttr b -> { if (!(t instanceof BoolType)) throw fail(op, "#cir.bool requires !cir.bool, but got " + q(t)); }
            case NullPtrAttr n -> { if (!(t instanceof PointerType)) throw fail(op, "#cir.ptr<null> requires a pointer type, but got " + q(t)); }
            case CirAttrs.ConstPtrAttr c -> { if (!(t instanceof PointerType)) throw fail(op, "#cir.ptr requires a pointer type, but got " + q(t)); }
            case GlobalViewAttr g -> {
                // an integer type of pointer width: the address converted (static long v = (long)&x;)
                if (!(t instanceof PointerType) && !(t instanceof IntType it && it.width() == 64))
                    throw fail(op, "#cir.global_view requires a pointer or 64-bit integer type, but got " + q(t));
            }
            case CirAttrs.DataMemberAttr dm -> {
                if (!(t instanceof CirTypes.DataMemberType)) throw fail(op, "#cir.data_member requires a !cir.data_member type, but got " + q(t));
                if (dm.offset() != null && dm.offset() < 0) throw fail(op, "#cir.data_member offset must not be negative");
            }
            case CirAttrs.MethodAttr m -> {
                if (!(t instanceof CirTypes.MethodType)) throw fail(op, "#cir.method requires a !cir.method type, but got " + q(t));
                if (m.vtableOffset() != null && (m.vtableOffset() < 0 || m.vtableOffset() % 8 != 0))
                    throw fail(op, "#cir.method vtable_offset must be a non-negative multiple of the pointer size");
                if (m.isNull() && m.adj() != 0) throw fail(op, "#cir.method<null> has no adjustment");
            }
            case CirAttrs.BlockAddressAttr ba -> { if (!(t instanceof PointerType)) throw fail(op, "#cir.block_address requires a pointer type, but got " + q(t)); }
            case CirAttrs.LabelDiffAttr ld -> { if (!(t instanceof CirTypes.IntType)) throw fail(op, "#cir.label_diff requires an integer type, but got " + q(t)); }
            case ZeroAttr z -> {
                if (!(t instanceof ArrayType || t instanceof StructType || t instanceof CirTypes.ComplexType || t instanceof CirTypes.VectorType))
                    throw fail(op, "#cir.zero requires an array, struct, complex or vector type, but got " + q(t));
            }
            case ConstArrayAttr arr -> {
                if (!(t instanceof ArrayType at)) throw fail(op, "#cir.const_array requires an array type, but got " + q(t));
                if (arr.elements() instanceof StringAttr s) {
                    if (!(at.element() instanceof IntType e && e.width() == 8))
                        throw fail(op, "a string #cir.const_array requires an array of 8-bit integers, but got " + q(t));
                    if (s.value().length() > at.size())
                        throw fail(op, "string of length " + s.value().length() + " does not fit in " + q(t));
                } else if (arr.elements() instanceof ArrayAttr els) {
                    if (els.elements().size() > at.size())
                        throw fail(op, els.elements().size() + " elements do not fit in " + q(t));
                    for (Attribute e : els.elements()) checkConstant(op, e, at.element(), what + " element");
                } else throw fail(op, "#cir.const_array elements must be an array or a string");
            }
            case CirAttrs.ConstVectorAttr cv -> {
                if (!(t instanceof CirTypes.VectorType vt)) throw fail(op, "#cir.const_vector requires a vector type, but got " + q(t));
                if (cv.elements().size() != vt.size())
                    throw fail(op, "#cir.const_vector has " + cv.elements().size() + " elements, but " + q(t) + " has " + vt.size());
                for (Attribute e : cv.elements()) checkConstant(op, e, vt.element(), what + " element");
            }
            case CirAttrs.ConstComplexAttr cc -> {
                if (!(t instanceof CirTypes.ComplexType ct)) throw fail(op, "#cir.const_complex requires a complex type, but got " + q(t));
                checkConstant(op, cc.real(), ct.element(), what + " real part");
                checkConstant(op, cc.imag(), ct.element(), what + " imaginary part");
            }
            case ConstStructAttr cs -> {
                if (!(t instanceof StructType st)) throw fail(op, "#cir.const_struct requires a struct type, but got " + q(t));
                if (st.isUnion() ? cs.members().size() != 1 : cs.members().size() != st.members().size())
                    throw fail(op, "#cir.const_struct has " + cs.members().size() + " members, but " + q(t) + " has "
                            + (st.isUnion() ? 1 : st.members().size()));
                if (!st.isUnion())
                    for (int i = 0; i < cs.members().size(); i++) checkConstant(op, cs.members().get(i), memberConstType(st, cs, i), what + " member " + i);
                else if (!(cs.members().get(0) instanceof CirTypedAttr m) || !st.members().contains(m.type()))
                    throw fail(op, "#cir.const_struct of a union must initialize one of its members");
            }
        }
    }

    /**
     * The type member {@code i} of a struct constant must have: the struct's member type, except
     * that an initialized flexible array member (the last member, {@code !cir.array<T x 0>}) may
     * be a longer array of T (gcc's static initialization of flexible array members).
     */
    private static Type memberConstType(StructType st, ConstStructAttr cs, int i) {
        Type declared = st.members().get(i);
        if (i == st.members().size() - 1 && declared instanceof ArrayType da && da.size() == 0
                && cs.members().get(i) instanceof CirTypedAttr m && m.type() instanceof ArrayType ma && ma.element().equals(da.element()))
            return ma;
        return declared;
    }

    static void select(Operation op) {
        Type a = op.operand(1).type(), b = op.operand(2).type(), r = op.result(0).type();
        if (!a.equals(r) || !b.equals(r))
            throw fail(op, "true_value " + q(a) + " and false_value " + q(b) + " must both have the result type " + q(r));
    }

    // ----- symbols -----

    static void func(Operation op) {
        FuncOp f = new FuncOp(op);
        if (!(op.attr("function_type", TypeAttr.class).type() instanceof FuncType ft))
            throw fail(op, "requires a !cir.func function_type, but got " + op.attr("function_type").print());
        String linkage = requireEnum(op, "linkage", CirEnums.LINKAGE);
        if (f.isDeclaration()) {
            // an alias (aliasee) defines its symbol: any linkage (C++'s C2 alias of a linkonce_odr C1)
            if (!linkage.equals("external") && !linkage.equals("extern_weak") && !op.hasAttr("aliasee"))
                throw fail(op, "a function declaration must have external or extern_weak linkage, but has " + linkage);
            return;
        }
        labels(op);
        Block entry = op.region(0).entryBlock();
        if (entry.numArguments() != ft.inputs().size())
            throw fail(op, "entry block must have " + ft.inputs().size() + " arguments to match function signature");
        for (int i = 0; i < ft.inputs().size(); i++)
            if (!entry.argument(i).type().equals(ft.inputs().get(i)))
                throw fail(op, "type of entry block argument #" + i + "(" + q(entry.argument(i).type())
                        + ") must match the type of the corresponding argument in function signature(" + q(ft.inputs().get(i)) + ")");
    }

    static void global(Operation op) {
        Type t = op.attr("sym_type", TypeAttr.class).type();
        requireValueType(op, t, "sym_type");
        String linkage = requireEnum(op, "linkage", CirEnums.LINKAGE);
        Attribute init = op.attr("initial_value");
        if (init == null) {
            if (!linkage.equals("external") && !linkage.equals("extern_weak"))
                throw fail(op, "a global without initial_value is a declaration and must have external or extern_weak linkage, but has " + linkage);
        } else {
            checkConstant(op, init, t, "initial_value");
        }
    }

    private static Operation lookup(Operation op, String name) {
        return Verifier.lookupSymbol(op, name, new HashMap<>());
    }

    static void getGlobal(Operation op) {
        String name = op.attr("name", SymbolRefAttr.class).root();
        Operation sym = lookup(op, name);
        if (sym == null) throw fail(op, "'" + name + "' does not reference a valid symbol");
        Type expected;
        if (sym.is(GLOBAL)) expected = CirTypes.ptr(new GlobalOp(sym).symType());
        else if (sym.is(FUNC)) expected = CirTypes.ptr(sym.attr("function_type", TypeAttr.class).type());
        else throw fail(op, "'" + name + "' does not reference a cir.global or cir.func");
        if (!op.result(0).type().equals(expected))
            throw fail(op, "result type " + q(op.result(0).type()) + " does not match the address type " + q(expected) + " of @" + name);
    }

    static void call(Operation op) {
        CallOp c = new CallOp(op);
        FuncType ft;
        if (!c.isIndirect()) {
            Operation f = lookup(op, c.callee());
            if (f == null) throw fail(op, "'" + c.callee() + "' does not reference a valid function");
            if (!f.is(FUNC)) throw fail(op, "'" + c.callee() + "' does not reference a cir.func");
            ft = new FuncOp(f).functionType();
        } else {
            if (op.numOperands() == 0) throw fail(op, "an indirect call requires a function pointer operand");
            Type t = op.operand(0).type();
            if (!(t instanceof PointerType p && p.pointee() instanceof FuncType pft))
                throw fail(op, "indirect callee must be a pointer to !cir.func, but got " + q(t));
            ft = pft;
        }
        List<Value> args = c.args();
        if (ft.varArg() ? args.size() < ft.inputs().size() : args.size() != ft.inputs().size())
            throw fail(op, "incorrect number of operands for callee: expected " + (ft.varArg() ? "at least " : "")
                    + ft.inputs().size() + ", but got " + args.size());
        for (int i = 0; i < ft.inputs().size(); i++)
            if (!args.get(i).type().equals(ft.inputs().get(i)))
                throw fail(op, "operand type mismatch: expected operand type " + q(ft.inputs().get(i)) + ", but provided "
                        + q(args.get(i).type()) + " for operand number " + i);
        for (int i = ft.inputs().size(); i < args.size(); i++)
            requireValueType(op, args.get(i).type(), "variadic argument " + i);
        int nres = ft.returnsVoid() ? 0 : 1;
        if (op.numResults() != nres) throw fail(op, "incorrect number of results for callee: expected " + nres + ", but got " + op.numResults());
        if (nres == 1 && !op.result(0).type().equals(ft.returnType()))
            throw fail(op, "result type mismatch: expected " + q(ft.returnType()) + ", but got " + q(op.result(0).type()));
    }

    // ----- structured control flow -----

    private static void requireNonEmpty(Operation op, int region, String name) {
        if (op.region(region).isEmpty()) throw fail(op, "requires a non-empty " + name + " region");
    }

    static void ifOp(Operation op) { requireNonEmpty(op, 0, "then"); }

    static void scope(Operation op) { requireNonEmpty(op, 0, "scope"); }

    static void await(Operation op) {
        requireEnum(op, "kind", CirEnums.AWAIT_KIND);
        requireNonEmpty(op, 0, "ready");
        requireNonEmpty(op, 1, "suspend");
        requireNonEmpty(op, 2, "resume");
    }

    static void ternary(Operation op) {
        requireNonEmpty(op, 0, "true");
        requireNonEmpty(op, 1, "false");
        for (int r = 0; r < 2; r++) {
            Operation t = op.region(r).entryBlock().last();
            if (t == null || !t.is(YIELD) || t.hasAttr("kind"))
                throw fail(op, (r == 0 ? "true" : "false") + " region must end in a plain cir.yield");
        }
    }

    static void loop(Operation op) {
        String kind = requireEnum(op, "kind", CirEnums.LOOP_KIND);
        requireNonEmpty(op, 0, "cond");
        requireNonEmpty(op, 1, "step");
        requireNonEmpty(op, 2, "body");
        for (Block b : op.region(0).blocks()) {
            Operation t = b.last();
            boolean ok = t != null && (t.is(BR) || t.is(BRCOND)
                    || t.is(YIELD) && (!t.hasAttr("kind") || "continue".equals(new YieldOp(t).kind())));
            if (!ok) throw fail(op, "cond region may only be terminated by cir.yield, cir.yield continue, cir.br or cir.brcond, but found "
                    + (t == null ? "nothing" : t.name()));
        }
        for (Block b : op.region(1).blocks()) {
            Operation t = b.last();
            boolean ok = t != null && (t.is(BR) || t.is(BRCOND) || t.is(YIELD) && !t.hasAttr("kind"));
            if (!ok) throw fail(op, "step region may only be terminated by a plain cir.yield, cir.br or cir.brcond");
        }
        if (!kind.equals("for")) {
            Region step = op.region(1);
            if (step.numBlocks() != 1 || step.entryBlock().size() != 1)
                throw fail(op, "a '" + kind + "' loop must have an empty step region (only cir.yield)");
        }
    }

    static void switchOp(Operation op) {
        Type condType = op.operand(0).type();
        List<Attribute> cases = op.attr("cases", ArrayAttr.class).elements();
        if (cases.size() != op.numRegions())
            throw fail(op, "has " + cases.size() + " cases but " + op.numRegions() + " regions");
        boolean sawDefault = false;
        Set<BigInteger> seen = new HashSet<>();
        for (int i = 0; i < cases.size(); i++) {
            if (!(cases.get(i) instanceof ArrayAttr ce) || ce.elements().size() != 2 || !CirEnums.CASE_KIND.accepts(ce.elements().get(0))
                    || !(ce.elements().get(1) instanceof ArrayAttr vals))
                throw fail(op, "case #" + i + " must be [#cir<case_kind ...>, [values...]], but got " + cases.get(i).print());
            String kind = CirEnums.CASE_KIND.caseOf(ce.elements().get(0));
            List<BigInteger> vs = new ArrayList<>();
            for (Attribute v : vals.elements()) {
                if (!(v instanceof IntAttr ia))
                    throw fail(op, "case #" + i + " value " + v.print() + " must be a #cir.int");
                if (!ia.type().equals(condType))
                    throw fail(op, "case #" + i + " value " + ia.value() + " has type " + q(ia.type()) + ", but the condition has type " + q(condType));
                checkConstant(op, v, condType, "case value");
                vs.add(ia.value());
            }
            int expected = switch (kind) { case "equal" -> 1; case "range" -> 2; case "default" -> 0; default -> -1; };
            if (expected >= 0 ? vs.size() != expected : vs.isEmpty())
                throw fail(op, "case #" + i + " of kind '" + kind + "' has " + vs.size() + " values, expected "
                        + (expected >= 0 ? expected : "at least 1"));
            if (kind.equals("default")) {
                if (sawDefault) throw fail(op, "has more than one default case");
                sawDefault = true;
            } else if (kind.equals("range")) {
                if (vs.get(0).compareTo(vs.get(1)) > 0) throw fail(op, "case #" + i + " range [" + vs.get(0) + ", " + vs.get(1) + "] is empty");
            } else {
                for (BigInteger v : vs) if (!seen.add(v)) throw fail(op, "duplicate case value " + v);
            }
            requireNonEmpty(op, i, "case #" + i);
        }
    }

    // ----- terminators -----

    static void returnOp(Operation op) {
        Operation f = op.ancestor(FUNC);
        if (f == null) throw fail(op, "must be nested in a cir.func");
        FuncOp fn = new FuncOp(f);
        FuncType ft = fn.functionType();
        int expected = ft.returnsVoid() ? 0 : 1;
        if (op.numOperands() != expected)
            throw fail(op, "has " + op.numOperands() + " operands, but enclosing function (@" + fn.symName() + ") returns " + expected);
        if (expected == 1 && !op.operand(0).type().equals(ft.returnType()))
            throw fail(op, "type of return operand 0 (" + q(op.operand(0).type()) + ") doesn't match function result type ("
                    + q(ft.returnType()) + ") in function @" + fn.symName());
    }

    /** The index of the region of {@code ancestor} that contains {@code op}. */
    private static int regionIndexIn(Operation ancestor, Operation op) {
        Operation cur = op;
        while (cur.parentOp() != ancestor) cur = cur.parentOp();
        return ancestor.regions().indexOf(cur.parentRegion());
    }

    static void yield(Operation op) {
        Attribute ka = op.attr("kind");
        if (ka != null && !CirEnums.YIELD_KIND.accepts(ka))
            throw fail(op, "attribute 'kind' must be a cir yield_kind (one of " + String.join(", ", CirEnums.YIELD_KIND.cases())
                    + "), but got " + ka.print());
        String kind = CirEnums.YIELD_KIND.caseOf(ka);
        Operation parent = op.parentOp();
        if (kind != null && op.numOperands() > 0) throw fail(op, "'" + kind + "' cannot yield values");
        if (kind == null) {
            List<Type> expected = parent.is(SCOPE) || parent.is(TERNARY) ? parent.resultTypes() : List.of();
            List<Type> got = new ArrayList<>();
            for (Value v : op.operands()) got.add(v.type());
            if (!got.equals(expected))
                throw fail(op, "must yield " + (expected.isEmpty() ? "no values" : "values of types " + typesStr(expected))
                        + " to its parent '" + parent.name() + "', but yields " + (got.isEmpty() ? "none" : typesStr(got)));
            return;
        }
        switch (kind) {
            case "break" -> {
                Operation target = enclosing(op, true);
                if (target == null) throw fail(op, "'break' must be nested in a cir.loop or cir.switch");
                if (target.is(LOOP) && regionIndexIn(target, op) != 2)
                    throw fail(op, "'break' may only appear in the body region of a cir.loop");
            }
            case "continue" -> {
                if (parent.is(LOOP) && regionIndexIn(parent, op) == 0) return;   // cond region: enter the body
                Operation target = enclosing(op, false);
                if (target == null) throw fail(op, "'continue' must be nested in a cir.loop");
                if (regionIndexIn(target, op) != 2)
                    throw fail(op, "'continue' may only appear directly in the cond region or anywhere in the body region of a cir.loop");
            }
            case "fallthrough" -> {
                if (!parent.is(SWITCH)) throw fail(op, "'fallthrough' may only terminate a cir.switch case region");
            }
            case "nosuspend" -> {
                Operation a = op.ancestor(AWAIT);
                if (a == null || regionIndexIn(a, op) != 0)
                    throw fail(op, "'nosuspend' may only appear in the ready region of a cir.await");
            }
            default -> throw new IllegalStateException(kind);
        }
    }

    /**
     * The innermost cir.loop (or cir.switch when {@code switchToo}) around {@code op}, looking through
     * cir.if, cir.scope and (for continue) cir.switch; null if a ternary, await or function comes first.
     */
    private static Operation enclosing(Operation op, boolean switchToo) {
        for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
            if (p.is(LOOP) || switchToo && p.is(SWITCH)) return p;
            if (p.is(IF) || p.is(SCOPE) || p.is(SWITCH) || p.is("cir.try")) continue;
            return null;
        }
        return null;
    }

    private static String typesStr(List<Type> ts) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ts.size(); i++) sb.append(i > 0 ? ", " : "").append(str(ts.get(i)));
        return sb.append(')').toString();
    }

    private static void successorOperands(Operation op, Block dest, List<Value> args, String which) {
        if (dest.numArguments() != args.size())
            throw fail(op, which + "branch has " + args.size() + " operands for successor #" + dest.indexInRegion()
                    + ", but target block has " + dest.numArguments());
        for (int i = 0; i < args.size(); i++)
            if (!args.get(i).type().equals(dest.argument(i).type()))
                throw fail(op, which + "type mismatch for bb argument #" + i + " of successor: " + q(args.get(i).type())
                        + " vs " + q(dest.argument(i).type()));
    }

    static void br(Operation op) { successorOperands(op, op.successor(0), op.operands(), ""); }

    static void switchFlat(Operation op) {
        SwitchFlatOp sw = new SwitchFlatOp(op);
        int cases = op.numSuccessors() - 1;
        if (sw.caseValuesAttr().values().size() != cases)
            throw new VerifyException(op, "has " + sw.caseValuesAttr().values().size() + " case values but " + cases + " case destinations");
        for (int i = 0; i < op.numSuccessors(); i++)
            if (op.successor(i).numArguments() != 0)
                throw new VerifyException(op, "successor #" + i + " takes arguments; a flat switch passes none");
        if (new HashSet<>(sw.caseValuesAttr().values()).size() != cases)
            throw new VerifyException(op, "has duplicate case values");
    }

    static void brcond(Operation op) {
        BrCondOp b = new BrCondOp(op);
        successorOperands(op, b.destTrue(), b.destOperandsTrue(), "true ");
        successorOperands(op, b.destFalse(), b.destOperandsFalse(), "false ");
    }

    /**
     * The labels of a function body, in one walk (a per-goto search would be quadratic in the
     * function's size): no label is defined twice, every cir.goto names one, and so does every
     * cir.blockaddress of this function.
     */
    private static void labels(Operation func) {
        Map<String, Operation> defined = new HashMap<>();
        List<Operation> uses = new ArrayList<>();
        String self = new FuncOp(func).symName();
        func.walkPreOrder(o -> {
            if (o.is(LABEL)) {
                Operation first = defined.putIfAbsent(new LabelOp(o).label(), o);
                if (first != null) throw fail(first, "redefinition of label '" + new LabelOp(o).label() + "'");
            } else if (o.is(GOTO) || o.is(BLOCK_ADDRESS)
                    && self.equals(((jcirc.ir.BuiltinAttrs.SymbolRefAttr) o.attr("func")).root())) {
                uses.add(o);
            }
        });
        for (Operation o : uses) {
            if (o.is(GOTO)) {
                String l = new GotoOp(o).label();
                if (!defined.containsKey(l)) throw fail(o, "references undefined label '" + l + "'");
            } else {
                String l = ((StringAttr) o.attr("label")).value();
                if (!defined.containsKey(l)) throw fail(o, "label '" + l + "' is not in function @" + self);
            }
        }
    }

    /** cir.goto: inside a function (its label is checked by {@link #labels}). */
    static void gotoOp(Operation op) {
        if (op.ancestor(FUNC) == null) throw fail(op, "must be nested in a cir.func");
    }

    /** cir.label: first in its block, inside a function (uniqueness is checked by {@link #labels}). */
    static void label(Operation op) {
        if (op.parentBlock() != null && op.parentBlock().first() != op)
            throw fail(op, "must be the first operation of its block");
        if (op.ancestor(FUNC) == null) throw fail(op, "must be nested in a cir.func");
    }
}
