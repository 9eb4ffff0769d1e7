// main with a non-int return type falling off its end (was: verification failed after CIRGen:
// #cir.int requires a !cir.int type, but got '!cir.float'; found by fuzz seed 5).
float main() { }
double *other(void) { }
