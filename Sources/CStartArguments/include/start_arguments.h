#ifndef CR_START_ARGUMENTS_H
#define CR_START_ARGUMENTS_H

// The Swift standard library's two command-line functions (its CommandLine.cpp), defined by this
// module from what glibc passes the executable's constructors. Nothing calls them but the standard
// library.
__attribute__((swiftcall, visibility("hidden"))) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen);
__attribute__((swiftcall, visibility("hidden"))) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

#endif
