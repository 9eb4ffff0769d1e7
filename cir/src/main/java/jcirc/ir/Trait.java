package jcirc.ir;

/** Op traits, as in MLIR's ODS. The generic verifier checks the structural ones. */
public enum Trait {
    /** Must be the last op of its block. */
    TERMINATOR,
    /** Regions of this op have exactly one block. */
    SINGLE_BLOCK,
    /** Regions of this op need no terminator (builtin.module). */
    NO_TERMINATOR,
    /** Regions cannot use values defined outside the op (func, module). */
    ISOLATED_FROM_ABOVE,
    /** Defines a symbol through its {@code sym_name} attribute. */
    SYMBOL,
    /** Holds a symbol table (builtin.module). */
    SYMBOL_TABLE,
    /** No side effects: may be erased when unused, folded, hoisted. */
    PURE,
    /** Produces a constant (has a foldable {@code value} attribute). */
    CONSTANT_LIKE,
    /** All operands and results have the same type. */
    SAME_OPERANDS_AND_RESULT_TYPE,
    /** All operands have the same type. */
    SAME_TYPE_OPERANDS,
    /** Result type equals the first operand's type. */
    SAME_FIRST_OPERAND_AND_RESULT_TYPE,
    /** Returns control to the parent op like a return (func.return, scf.yield). */
    RETURN_LIKE,
    /** Commutative binary op. */
    COMMUTATIVE,
    /** Regions have no block arguments. */
    NO_REGION_ARGUMENTS,
    /** Allocations inside are freed when the op's region exits (func, scope). */
    AUTOMATIC_ALLOCATION_SCOPE,
    /**
     * Structured control flow (MLIR's RegionBranchOpInterface): control enters the op's regions and
     * comes back to the op (cir.if, cir.scope, cir.loop, scf.for, ...). Passes that flatten, raise or
     * check for structured ops query this trait instead of listing op names.
     */
    REGION_BRANCH,
    /** Has operand groups described by an {@code operandSegmentSizes} array attribute. */
    ATTR_SIZED_OPERAND_SEGMENTS,
}
