#include <stdio.h>
#include <string.h>
int main(void) {
    char line[] = "alpha,beta;gamma,,delta";
    int n = 0;
    for (char *t = strtok(line, ",;"); t; t = strtok(NULL, ",;")) printf("%d:%s ", n++, t);
    printf("\n");
    char buf[128]; int len = 0;
    for (int i = 0; i < 5; i++) len += sprintf(buf + len, "[%d:%03d]", i, i * i * 17);
    printf("%s %d\n", buf, len);
    return 0;
}
