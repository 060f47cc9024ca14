#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How ``Locked`` and ``Sharded`` make their mutexes.
package enum AdaptiveMutex {
  /// Makes `mutex` (uninitialized memory) a mutex; on glibc an adaptive one, which a thread that
  /// finds it held spins on briefly before sleeping. The sections are short (a dictionary look-up),
  /// and two threads sharing a renderer met on them often enough that sleeping in the kernel each
  /// time cost a quarter of their throughput (calrender-bench --service: 1.3–1.6× one thread's
  /// requests, against 1.7–1.9× with a renderer each).
  ///
  /// On glibc the mutex is written as its static initializer `PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP`
  /// writes it (zero but for its kind), with no attribute object: `pthread_mutexattr_init`,
  /// `_settype`, `pthread_mutex_init` and `_destroy` for each of the per-processor copies a renderer
  /// makes (128 at a start) were ~13,000 of a start's instructions.
  @inline(__always)
  package static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    #if canImport(Glibc)
      var value = pthread_mutex_t()
      value.__data.__kind = Int32(PTHREAD_MUTEX_ADAPTIVE_NP)
      mutex.initialize(to: value)
    #else
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }
}
