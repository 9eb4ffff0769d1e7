// A parameter of type void (was: verification failed after CIRGen: allocaType must be a value type).
// EXPECT: error: argument may not have 'void' type
main(void bar) { }
