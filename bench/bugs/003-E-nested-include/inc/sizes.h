#define UQ unsigned long int
#define DEVT UQ
