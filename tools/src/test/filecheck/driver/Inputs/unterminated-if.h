// an #if this header never closes (preprocessor-conditionals.c)
int before_unterminated;
#ifndef NEVER_CLOSED
int inside;
