/* jcirc builtin <stdalign.h> */
#ifndef __STDALIGN_H
#define __STDALIGN_H
#ifndef __cplusplus   /* C++: keywords */
#define alignas _Alignas
#define alignof _Alignof
#endif
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
