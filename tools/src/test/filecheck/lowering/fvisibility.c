// -fvisibility=hidden: external definitions become hidden, declarations of symbols defined
// elsewhere and internal (static) symbols do not, and visibility("default") overrides it.
// RUN: jcirc %s -S -emit-llvm -fvisibility=hidden -o - | FileCheck %s --check-prefix=HID
// RUN: jcirc %s -S -emit-llvm -fvisibility=hidden -fcir-direct -o - | FileCheck %s --check-prefix=HID
// RUN: jcirc %s -S -emit-llvm -fvisibility=protected -o - | FileCheck %s --check-prefix=PROT
// RUN: jcirc %s -S -emit-llvm -fvisibility=hidden -fvisibility=default -o - | FileCheck %s --check-prefix=DEF
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=DEF
// RUN: not jcirc %s -c -fvisibility=sideways -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD

// HID-DAG: @data = hidden global i32 1, align 4
// PROT-DAG: @data = protected global i32 1, align 4
// DEF-DAG: @data = global i32 1, align 4
int data = 1;
// HID-DAG: @tentative = hidden global i32 0, align 4
int tentative;
// HID-DAG: @exported = global i32 2, align 4
__attribute__((visibility("default"))) int exported = 2;
// HID-DAG: @elsewhere = external global i32
extern int elsewhere;
// HID-DAG: @local = internal global i32 3, align 4
static int local = 3;
// HID-DAG: declare i32 @ext_fn(i32)
int ext_fn(int);

// HID-DAG: define hidden i32 @lib_fn(i32 %[[X:.*]])
// PROT-DAG: define protected i32 @lib_fn(
// DEF-DAG: define i32 @lib_fn(
int lib_fn(int x) { return ext_fn(x) + elsewhere + local; }

// a later visibility("default") declaration overrides, as in gcc
// HID-DAG: define i32 @api_fn()
int api_fn(void);
__attribute__((visibility("default"))) int api_fn(void);
int api_fn(void) { return data + tentative + exported; }

// HID-DAG: define internal i32 @helper()
static int helper(void) { return 4; }
// HID-DAG: define hidden i32 @uses_helper()
int uses_helper(void) { return helper(); }

// BAD: error: invalid value 'sideways' in '-fvisibility=sideways'
