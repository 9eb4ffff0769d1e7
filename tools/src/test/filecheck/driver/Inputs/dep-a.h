#include "dep-b.h"
#define DEP_A 1
