/* found through -isystem (target_include_directories SYSTEM) */
#define RING_CAP(r) ((unsigned)(sizeof (r)->buf / sizeof (r)->buf[0]))
