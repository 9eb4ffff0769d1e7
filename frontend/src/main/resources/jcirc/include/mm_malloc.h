/* jcirc's <mm_malloc.h>: _mm_malloc and _mm_free on posix_memalign, as gcc's. */
#ifndef __JCIRC_MM_MALLOC_H
#define __JCIRC_MM_MALLOC_H
#include <stdlib.h>
extern int posix_memalign(void **, size_t, size_t);

static __inline__ void *_mm_malloc(size_t __size, size_t __align) {
    void *__p;
    if (__align == 1) return malloc(__size);
    if (__align == 2 || (sizeof(void *) == 8 && __align == 4)) __align = sizeof(void *);
    if (posix_memalign(&__p, __align, __size) == 0) return __p;
    return (void *)0;
}

static __inline__ void _mm_free(void *__p) { free(__p); }
#endif
