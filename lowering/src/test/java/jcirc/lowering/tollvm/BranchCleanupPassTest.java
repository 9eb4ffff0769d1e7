package jcirc.lowering.tollvm;

import jcirc.ir.AsmPrinter;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;
import jcirc.ir.parse.IrReader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

/** llvm-branch-cleanup on parsed llvm-dialect text: the result verifies (dominance included) and has the expected shape. */
class BranchCleanupPassTest {
    private static Operation clean(String text) {
        Operation m = IrReader.parse(text, "test.mlir");
        Verifier.verify(m);
        new BranchCleanupPass().run(m);
        Verifier.verify(m);
        return m;
    }

    private static int blocks(Operation m) { return m.collect("llvm.func").get(0).region(0).numBlocks(); }

    private static String body(Operation m) { return AsmPrinter.print(m); }

    @Test
    void singleEntryPhiGoesAndForwardingBlockIsFolded() {
        Operation m = clean("""
                module {
                  llvm.func @a(%arg0: i1, %arg1: i32) -> i32 {
                    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
                  ^bb1(%0: i32):
                    %1 = llvm.add %0, %0 : i32
                    llvm.br ^bb3(%1 : i32)
                  ^bb2:
                    llvm.br ^bb3(%arg1 : i32)
                  ^bb3(%2: i32):
                    llvm.return %2 : i32
                  }
                }
                """);
        assertEquals(3, blocks(m), body(m));
        String s = body(m);
        assertTrue(s.contains("llvm.add %arg1, %arg1"), s);                    // ^bb1's one-entry phi replaced
        assertTrue(s.contains("llvm.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)"), s);   // ^bb2 folded; ^bb3 is now ^bb2
    }

    @Test
    void forwardingBlockWhoseArgumentADominatedBlockUsesStays() {
        // ^bb1's argument is used in ^bb2 (which ^bb1 dominates): ^bb1 is no forwarding block; ^bb2 merges into it
        Operation m = clean("""
                module {
                  llvm.func @b(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
                    llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb3
                  ^bb3:
                    llvm.br ^bb1(%arg2 : i32)
                  ^bb1(%0: i32):
                    llvm.br ^bb2
                  ^bb2:
                    %1 = llvm.add %0, %0 : i32
                    llvm.return %1 : i32
                  }
                }
                """);
        assertEquals(2, blocks(m), body(m));
        assertTrue(body(m).contains("llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)"), body(m));
    }

    @Test
    void loopCarriedUnchangedValueIsReplaced() {
        Operation m = clean("""
                module {
                  llvm.func @c(%arg0: i32) -> i32 {
                    llvm.br ^bb1(%arg0, %arg0 : i32, i32)
                  ^bb1(%0: i32, %1: i32):
                    %2 = llvm.add %0, %1 : i32
                    %3 = llvm.icmp "slt" %2, %1 : i32
                    llvm.cond_br %3, ^bb1(%2, %1 : i32, i32), ^bb2
                  ^bb2:
                    llvm.return %2 : i32
                  }
                }
                """);
        assertEquals(3, blocks(m), body(m));
        String s = body(m);
        assertTrue(s.contains("llvm.icmp \"slt\" %1, %arg0"), s);
        assertTrue(s.contains("llvm.cond_br %2, ^bb1(%1 : i32), ^bb2"), s);
    }

    @Test
    void switchEdgesFollowAChainOfForwardingBlocks() {
        Operation m = clean("""
                module {
                  llvm.func @d(%arg0: i32, %arg1: i32) -> i32 {
                    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
                      1: ^bb2,
                      2: ^bb3(%arg0 : i32)
                    ]
                  ^bb1(%0: i32):
                    llvm.br ^bb3(%0 : i32)
                  ^bb2:
                    llvm.br ^bb1(%arg0 : i32)
                  ^bb3(%1: i32):
                    llvm.return %1 : i32
                  }
                }
                """);
        assertEquals(2, blocks(m), body(m));
        String s = body(m);
        assertTrue(s.contains("^bb1(%arg1 : i32)"), s);
        assertTrue(s.contains("1: ^bb1(%arg0 : i32)"), s);
        assertTrue(s.contains("2: ^bb1(%arg0 : i32)"), s);
    }

    @Test
    void cycleOfForwardingBlocksStays() {
        Operation m = clean("""
                module {
                  llvm.func @e(%arg0: i1) {
                    llvm.cond_br %arg0, ^bb1, ^bb3
                  ^bb1:
                    llvm.br ^bb2
                  ^bb2:
                    llvm.br ^bb1
                  ^bb3:
                    llvm.return
                  }
                }
                """);
        String s = body(m);
        assertTrue(blocks(m) >= 3, s);
        assertTrue(s.contains("llvm.return"), s);
    }

    @Test
    void blockHoldingOnlyConstantsAndABranchIsForwarding() {
        Operation m = clean("""
                module {
                  llvm.func @g(%arg0: i1) -> i32 {
                    llvm.cond_br %arg0, ^bb1, ^bb2
                  ^bb1:
                    %0 = llvm.mlir.constant(7 : i32) : i32
                    llvm.br ^bb3(%0 : i32)
                  ^bb2:
                    %1 = llvm.mlir.constant(9 : i32) : i32
                    llvm.br ^bb3(%1 : i32)
                  ^bb3(%2: i32):
                    llvm.return %2 : i32
                  }
                }
                """);
        assertEquals(2, blocks(m), body(m));
        assertTrue(body(m).contains("llvm.cond_br %arg0, ^bb1(%0 : i32), ^bb1(%1 : i32)"), body(m));
    }

    @Test
    void chainOfSinglePredecessorBlocksBecomesOne() {
        Operation m = clean("""
                module {
                  llvm.func @f(%arg0: i32) -> i32 {
                    %0 = llvm.add %arg0, %arg0 : i32
                    llvm.br ^bb1(%0 : i32)
                  ^bb1(%1: i32):
                    %2 = llvm.mul %1, %1 : i32
                    llvm.br ^bb2
                  ^bb2:
                    %3 = llvm.sub %2, %1 : i32
                    llvm.return %3 : i32
                  }
                }
                """);
        assertEquals(1, blocks(m), body(m));
        assertTrue(body(m).contains("llvm.sub %1, %0"), body(m));
    }
}
