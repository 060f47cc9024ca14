// The command line as the process started with it, for the Swift standard library's
// `CommandLine`, taken from glibc instead of /proc/self/maps.
//
// Linked statically, the standard library finds argv with a static constructor that opens and
// parses /proc/self/maps (to locate the stack, then walks back from `environ`): ~6 KB the kernel
// writes out line by line and ~60 sscanf calls, on every start, before `main`. glibc calls each
// function of an executable's .init_array with (argc, argv, envp), so the two functions the
// standard library asks for are defined here from those; the linker then has no reason to take
// the standard library's own (CommandLine.cpp.o of libswiftCore.a) and its constructor.
//
// With the standard library linked dynamically these definitions are unused (libswiftCore.so
// binds its own, hidden ones) and the behaviour is the same.
#include "start_arguments.h"

static char **startArgv;
static int startArgc;
static char **overrideArgv;
static int overrideArgc;

__attribute__((constructor)) static void cr_capture_start_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  startArgc = argc;
  startArgv = argv;
}

// The standard library's own functions (CommandLine.cpp), with its calling convention.
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  if (overrideArgv) {
    *outArgLen = overrideArgc;
    return overrideArgv;
  }
  static char *empty[] = {0};
  if (!startArgv) {
    *outArgLen = 0;
    return empty;
  }
  *outArgLen = startArgc;
  return startArgv;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
  overrideArgv = argv;
  overrideArgc = argc;
}
