/* jcirc builtin <iso646.h> */
#ifndef __ISO646_H
#define __ISO646_H
#ifndef __cplusplus   /* C++: these are keywords */
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif
#endif
