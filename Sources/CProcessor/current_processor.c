// Header-only (current_processor.h); SwiftPM wants a source file in a C target.
#include "current_processor.h"
