typedef int first_t;
#include "sizes.h"
typedef DEVT dev_t;
typedef UQ ino_t;
