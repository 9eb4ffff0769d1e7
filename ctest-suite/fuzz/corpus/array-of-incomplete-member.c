// An array member (or object) whose element type is incomplete (was: "incomplete type !cir.struct<union
// "union.y"> has no layout", an internal compiler error in the lowering; fuzz seed 12, mutant 6752 of
// pr87053.c: `char y[4];` became `union y [4];` inside an anonymous struct). clang's error.
// EXPECT: error: array has incomplete element type 'union y'
const union {
    struct { char x[4]; union y [4]; };
    struct { char z[8]; };
} u = { { "1234", "567" } };
struct D { union y r[4]; int k; };
union y a[3];
int main(void) { struct D d; return sizeof(d) + sizeof(u); }
