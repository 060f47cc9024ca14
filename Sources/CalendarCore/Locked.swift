#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value behind a POSIX mutex, for the caches and pools shared between threads. Not
/// `Synchronization.Mutex`, which would raise the floor to macOS 15 / iOS 18 for this alone; a
/// pthread mutex is on every platform the package builds for, and costs the same uncontended.
///
/// A struct over one non-generic object (copies share the value and its lock): a generic *class*
/// has its metadata made at run time for each value type on first use (about 9,000 instructions
/// each, 77,000 at a start, measured with callgrind), which a start of the command pays for
/// every cache it opens; this object's metadata is static.
package struct Locked<Value: ~Copyable>: @unchecked Sendable {
  private let storage: LockedStorage
  private let value: UnsafeMutablePointer<Value>

  package init(_ value: consuming Value) {
    let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    pointer.initialize(to: value)
    self.value = pointer
    storage = LockedStorage {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
  }

  /// Runs `body` with the value, no other thread inside until it returns.
  package func withLock<T: ~Copyable>(_ body: (inout Value) throws -> T) rethrows -> T {
    pthread_mutex_lock(storage.mutex)
    defer { pthread_mutex_unlock(storage.mutex) }
    return try body(&value.pointee)
  }
}

/// The mutex of a ``Locked`` value, and what frees the value when the last copy goes.
package final class LockedStorage: @unchecked Sendable {
  let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let free: () -> Void

  init(free: @escaping () -> Void) {
    self.free = free
    AdaptiveMutex.initialize(mutex)
  }

  deinit {
    free()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
}
