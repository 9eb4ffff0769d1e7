/* jcirc builtin <stddef.h>.
 * Honours glibc's partial-inclusion protocol: a header that defines __need_size_t (or
 * __need_NULL, __need_wchar_t, __need_ptrdiff_t, __need_wint_t) before including this
 * file gets only that definition. */

#if !defined(__need_size_t) && !defined(__need_ptrdiff_t) && !defined(__need_wchar_t) && \
    !defined(__need_NULL) && !defined(__need_wint_t) && !defined(__need_max_align_t)
#define __jcirc_stddef_all 1
#endif

#if defined(__jcirc_stddef_all) || defined(__need_size_t)
#ifndef __jcirc_size_t_defined
#define __jcirc_size_t_defined
typedef __SIZE_TYPE__ size_t;
#endif
#undef __need_size_t
#endif

#if defined(__jcirc_stddef_all) || defined(__need_ptrdiff_t)
#ifndef __jcirc_ptrdiff_t_defined
#define __jcirc_ptrdiff_t_defined
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#endif
#undef __need_ptrdiff_t
#endif

#if defined(__jcirc_stddef_all) || defined(__need_wchar_t)
#if !defined(__jcirc_wchar_t_defined) && !defined(__cplusplus)   /* a keyword in C++ */
#define __jcirc_wchar_t_defined
typedef __WCHAR_TYPE__ wchar_t;
#endif
#undef __need_wchar_t
#endif

#if defined(__need_wint_t)
#ifndef __jcirc_wint_t_defined
#define __jcirc_wint_t_defined
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t
#endif

#if defined(__jcirc_stddef_all) || defined(__need_NULL)
#undef NULL
#ifdef __cplusplus
#define NULL __null   /* as g++: an integer null pointer constant (C++ has no void * to T * conversion) */
#else
#define NULL ((void *)0)
#endif
#undef __need_NULL
#endif

#if (defined(__jcirc_stddef_all) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ >= 201112L)) || \
    defined(__need_max_align_t)
#ifndef __jcirc_max_align_t_defined
#define __jcirc_max_align_t_defined
typedef struct {
  long long __jcirc_max_align_ll;
  long double __jcirc_max_align_ld;
} max_align_t;
#endif
#undef __need_max_align_t
#endif

#if defined(__jcirc_stddef_all)
#ifndef _STDDEF_H
#define _STDDEF_H
#define __STDDEF_H__
#endif
#undef offsetof
#define offsetof(type, member) __builtin_offsetof(type, member)
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
/* C23: nullptr_t and unreachable() (nullptr is ((struct __jcirc_nullptr_t *)0) in jcirc, docs/c23.md) */
#ifndef __jcirc_nullptr_t_defined
#define __jcirc_nullptr_t_defined
typedef __typeof__(nullptr) nullptr_t;
#endif
#undef unreachable
#define unreachable() __builtin_unreachable()
#endif
#undef __jcirc_stddef_all
#endif
