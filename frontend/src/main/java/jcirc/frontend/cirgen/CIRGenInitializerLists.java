package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirTypes;
import jcirc.frontend.sema.SemaInitializerLists.BackingArray;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;

/**
 * {@code std::initializer_list<E>} objects as Sema decided them ({@link jcirc.frontend.sema.SemaInitializerLists}):
 * the backing array is a temporary of the enclosing function, its elements initialized as an array's, and the object
 * at the destination gets the array's address and its length (or end). Elements with a destructor are destroyed at
 * the end of the full-expression, or of the variable's block when the object initializes a variable, last first.
 */
final class CIRGenInitializerLists {
    private final CIRGenFunction cgf;

    CIRGenInitializerLists(CIRGenFunction cgf) { this.cgf = cgf; }

    // std::initializer_list<int>{1, 2, 3} at %dest:
    //   %arr = cir.alloca !cir.array<!s32i x 3> ["initlist.array"]; the elements stored (or constructed: S(int) per element)
    //   cir.store cir.cast(array_to_ptrdecay, %arr), cir.struct_element_addr %dest[0] {"_M_array"}
    //   cir.store 3 : !u64i, cir.struct_element_addr %dest[1] {"_M_len"}
    void emitInto(IASTExpression e, BackingArray ba, Value dest) {
        CIRGenBuilder b = cgf.b;
        CType elem = ((CType.Array) Types.unqual(ba.arrayType())).element();
        Value first;
        if (ba.length() == 0) {
            first = cgf.zero(CirTypes.ptr(cgf.cir(elem)));   // {}: no array, a null pointer and 0
        } else {
            Value arr = cgf.alloca(ba.arrayType(), "initlist.array", true, 0);
            if (ba.values() != null) cgf.decl.emitInit(arr, ba.arrayType(), ba.values());   // scalars, aggregates (their members' constructors in the tree)
            if (ba.objects() != null) {
                CIRGenArrayObjects objects = new CIRGenArrayObjects(cgf);
                if (ba.values() == null) objects.constructArray(arr, ba.objects());
                Symbol dtor = ba.objects().dtor();
                if (dtor != null)   // the elements last first, at the end of the full-expression or the variable's block
                    cgf.temps.destroyArrayLater(() -> objects.destroy(objects.firstElement(arr), cgf.b.constInt(ba.length(), cgf.cir(CType.SIZE_T)), dtor),
                            cgf.sema.cxx.initLists.extended(e));
            }
            first = b.cast("array_to_ptrdecay", arr, CirTypes.ptr(cgf.cir(elem)));
        }
        RecordDef def = ((CType.Record) Types.unqual(cgf.sema.typeOf(e))).def();
        store(dest, def, ba.first(), first);
        Value second = ba.secondIsEnd() ? b.ptrStride(first, b.constInt(ba.length(), cgf.cir(CType.SIZE_T)))
                : b.constInt(ba.length(), cgf.cir(Types.unqual(ba.second().type())));
        store(dest, def, ba.second(), second);
    }

    // the field f of the initializer_list object at %dest := v
    private void store(Value dest, RecordDef def, RecordDef.Field f, Value v) {
        CIRGenBuilder b = cgf.b;
        CIRGenTypes.MemberInfo mi = cgf.cgm.types.memberIndex(def, f.index());
        jcirc.ir.Type ft = cgf.cir(f.type());
        Value addr = b.structElementAddr(dest, f.name(), mi.index(), ft);
        b.store(v.type().equals(ft) ? v : b.cast("bitcast", v, ft), addr);
    }
}
