#ifndef CR_CURRENT_PROCESSOR_H
#define CR_CURRENT_PROCESSOR_H

// The processor the calling thread runs on, for per-processor caches (CalendarCore's Sharded):
// glibc's sched_getcpu (a vDSO read, no system call), which Swift's Glibc module does not show
// (it is a _GNU_SOURCE declaration). -1 where there is none (Darwin, musl without it): the caller
// then picks by thread.
#if defined(__linux__) && defined(__GLIBC__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
static inline int cr_current_processor(void) { return sched_getcpu(); }
#else
static inline int cr_current_processor(void) { return -1; }
#endif

#endif
