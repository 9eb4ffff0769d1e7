// An array of 2^63 - 512 bytes (gcc torture 991014-1.c): jcirc's sizes once overflowed and CIRGen
// made a negative !u64i constant (verification failed after CIRGen). gcc accepts it (sizes up to
// PTRDIFF_MAX); clang rejects it. jcirc now lays it out exactly (ctest 823).
typedef __SIZE_TYPE__ Size_t;
struct huge_struct { short buf[(1L << 62) - 256]; int a; };
Size_t struct_size(void) { return sizeof(struct huge_struct); }
