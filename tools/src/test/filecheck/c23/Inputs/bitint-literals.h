/* _BitInt literals in a file with no colon, so nothing else makes the C23 rewriter look at it */
static unsigned _BitInt(300) big_literal = 340282366920938463463374607431768211457uwb;
static _BitInt(200) neg_literal = -123456789012345678901234567890123456789012345wb;
