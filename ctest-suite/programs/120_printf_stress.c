#include <stdio.h>
int main(void) {
    for (int w = 1; w <= 4; w++) printf("[%*d] [%-*d] [%.*f]\n", w + 2, w * 11, w + 2, w, w, 3.14159265);
    printf("[%5s] [%-5s] [%.2s]\n", "ab", "cd", "efgh");
    printf("[%+d] [% d] [%#x] [%#o] [%X]\n", 5, 5, 255, 8, 0xbeef);
    printf("[%hhd] [%hd] [%lu] [%llx]\n", (signed char)-1, (short)-2, 3UL, 0xfULL);
    printf("[%c%c%c]\n", 'a', 98, 0x63);
    return 0;
}
