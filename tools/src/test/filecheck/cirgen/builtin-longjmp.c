// __builtin_longjmp restores %rbp, the resume address and %rsp from the buffer as
// llvm.eh.sjlj.longjmp does, but with the buffer's address in %rcx (SjLjLongjmp): LLVM 19 addressed
// a local buffer %rbp-relative after replacing %rbp (gcc's torture pr64242 with frame pointers).
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: jcirc %s -fcir-direct -O2 -fno-omit-frame-pointer -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM

// CIR-LABEL: cir.func @jump_local(
// CIR: %[[BUF:.*]] = cir.alloca !cir.array<!cir.ptr<!cir.void> x 5>
// CIR: cir.call @fill
// CIR: %[[P:.*]] = cir.cast(array_to_ptrdecay, %[[BUF]]
// CIR: %[[V:.*]] = cir.cast(bitcast, %[[P]]
// CIR: cir.asm(x86_att, "movq ($0), %rbp\n\tmovq 8($0), %rax\n\tmovq 16($0), %rsp\n\tjmpq *%rax", "{rcx},~{rax},~{memory}") side_effects (%[[V]] : !cir.ptr<!cir.void>)
// CIR-NEXT: cir.unreachable
// LLVM-LABEL: define void @jump_local(
// LLVM: %[[BUF:.*]] = alloca [5 x ptr]
// LLVM: call void asm sideeffect "movq ($0), %rbp\0A\09movq 8($0), %rax\0A\09movq 16($0), %rsp\0A\09jmpq *%rax", "{rcx},~{rax},~{memory}"(ptr {{(nonnull )?}}%[[BUF]])
// LLVM-NEXT: unreachable
// LLVM-NOT: llvm.eh.sjlj.longjmp
void fill(void **buf);
void jump_local(void) {
    void *buf[5];
    fill(buf);
    __builtin_longjmp(buf, 1);
}
