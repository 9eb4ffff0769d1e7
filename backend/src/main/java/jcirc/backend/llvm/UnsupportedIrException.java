package jcirc.backend.llvm;

/** Thrown when the module holds an op, type or attribute the LLVM IR writer cannot translate. */
public final class UnsupportedIrException extends RuntimeException {
    public UnsupportedIrException(String what) { super("LLVM IR writer: unsupported " + what); }
}
