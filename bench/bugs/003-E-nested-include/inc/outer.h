#include "types.h"
typedef dev_t d2;
