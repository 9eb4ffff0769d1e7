#include <stdio.h>
struct item { char name[8]; int qty; double price; };
struct order { int id; struct item items[3]; int n; };
static double total(const struct order *o) {
    double t = 0;
    for (int i = 0; i < o->n; i++) t += o->items[i].qty * o->items[i].price;
    return t;
}
int main(void) {
    struct order o = {7, {{"pen", 3, 1.5}, {"book", 1, 12.25}}, 2};
    printf("%d %s %.2f\n", o.id, o.items[1].name, total(&o));
    o.items[2] = o.items[0];
    o.items[2].qty = 10;
    o.n = 3;
    printf("%.2f %d\n", total(&o), o.items[0].qty);
    struct order copy = o;
    copy.items[0].name[0] = 'P';
    printf("%s %s\n", o.items[0].name, copy.items[0].name);
    return 0;
}
