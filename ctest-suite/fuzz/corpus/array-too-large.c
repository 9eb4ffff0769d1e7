// An array of 2^63 - 512 bytes (gcc torture 991014-1.c: clang rejects it; jcirc's sizes overflowed
// and CIRGen made a negative !u64i constant: verification failed after CIRGen).
// EXPECT: error: array is too large (4611686018427387648 elements)
typedef __SIZE_TYPE__ Size_t;
struct huge_struct { short buf[(1L << 62) - 256]; int a; };
Size_t struct_size(void) { return sizeof(struct huge_struct); }
