/* Static initialization of a flexible array member (a GNU extension; gcc torture 20010924-1 and
   pr28865): the object grows to hold the initialized elements, from a string or a brace list,
   also inside a union that has room for them, and with all-zero elements. */
#include <stdio.h>
#include <string.h>

struct S { char c; char p[]; };
struct S a3 = { 'o', "wx" };
struct S a4 = { '9', { 'e', 'b' } };
static struct { short n; int v[]; } nums = { 3, { 10, 20, 30 } };
struct Z { long k; int z[]; } zeros = { 0, { 0, 0, 0, 0 } };
const struct S designated = { .p = "hello", .c = 'd' };

struct A { int a; char b[]; };
union B { struct A a; char b[sizeof (struct A) + 31]; };
union B ub = { { 1, "123456789012345678901234567890" } };
union B uc = { { 2, "123456789012345678901234567890" } };

int after = 77;   /* must not overlap the grown objects */

int main(void) {
    printf("%c %s %c %c%c\n", a3.c, a3.p, a4.c, a4.p[0], a4.p[1]);
    printf("%d %d %d %d\n", nums.n, nums.v[0], nums.v[1], nums.v[2]);
    zeros.z[3] = 5;
    printf("%ld %d %d\n", zeros.k, zeros.z[0], zeros.z[3]);
    printf("%c %s\n", designated.c, designated.p);
    printf("%d %d %s %zu\n", ub.a.a, uc.a.a, ub.a.b, strlen(uc.a.b));
    printf("%d\n", after);
    return 0;
}
