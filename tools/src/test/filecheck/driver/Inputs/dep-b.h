int dep_b(void);
