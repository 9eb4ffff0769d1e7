/* jcirc builtin <stdarg.h>. va_list is the compiler's __builtin_va_list (on x86-64 the
 * System V `struct __va_list_tag[1]`). glibc includes this file with __need___va_list to
 * get only __gnuc_va_list. */

#ifndef __jcirc_gnuc_va_list_defined
#define __jcirc_gnuc_va_list_defined
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifdef __need___va_list
#undef __need___va_list
#else

#ifndef _STDARG_H
#define _STDARG_H
#define _ANSI_STDARG_H_

#ifndef _VA_LIST_DEFINED
#define _VA_LIST_DEFINED
#define _VA_LIST
#define _VA_LIST_T_H
#define __va_list__
typedef __gnuc_va_list va_list;
#endif

#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#if !defined(__STRICT_ANSI__) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#endif
#define __va_copy(dest, src) __builtin_va_copy(dest, src)

#endif /* _STDARG_H */
#endif /* __need___va_list */
