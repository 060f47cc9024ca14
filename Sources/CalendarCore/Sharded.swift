import CProcessor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value kept once per processor, each copy behind a lock of its own, for the caches and pools
/// that threads sharing a renderer reach on every request.
///
/// One ``Locked`` value shared by two threads serialised nothing much but cost them their cache
/// lines: every request's look-ups took the same mutex and touched the same dictionary's storage
/// and reference counts, each a line pulled from the other core (`calrender-bench --service`: two
/// threads sharing a renderer made 1.47× one thread's requests, a renderer each 1.79×). Here a
/// thread uses the copy of the processor it runs on (glibc's `sched_getcpu`), so two threads
/// running at once use two copies and their lines stay on their cores; a thread moved to another
/// processor between two calls uses that one's copy, which is as correct (each copy is whole) and
/// only as slow as a first use. Where the processor cannot be read (Darwin), the copy is chosen by
/// the thread.
///
/// The copies are independent: a cache fills once per processor that uses it, a pool keeps its
/// values where they were given back. Each copy's lock and value sit on lines of their own.
package struct Sharded<Value>: @unchecked Sendable {
  private let storage: ShardedStorage
  private let base: UnsafeMutableRawPointer
  private let stride: Int
  /// How many copies (processors numbered past it share theirs: processor `n` uses copy `n % count`).
  package let count: Int

  /// Where a copy's value sits in its cell, after its mutex.
  private static var valueOffset: Int { 64 }

  /// `count` copies (1…64), each made by `make`. The default, 32, is not read from the system:
  /// glibc counts processors by reading `/sys`, system calls a start would pay for each cache; the
  /// copies a process never runs on stay empty (a cell of 128 bytes or two each).
  package init(count: Int = 32, _ make: () -> Value) {
    let count = min(max(count, 1), 64)
    // Cells of whole 128-byte pairs of lines (adjacent lines are fetched together on x86).
    let stride = (Self.valueOffset + MemoryLayout<Value>.stride + 127) / 128 * 128
    let base = UnsafeMutableRawPointer.allocate(byteCount: stride * count, alignment: 128)
    for index in 0..<count {
      let cell = base + index * stride
      AdaptiveMutex.initialize(cell.bindMemory(to: pthread_mutex_t.self, capacity: 1))
      (cell + Self.valueOffset).bindMemory(to: Value.self, capacity: 1).initialize(to: make())
    }
    self.base = base
    self.stride = stride
    self.count = count
    storage = ShardedStorage {
      for index in 0..<count {
        let cell = base + index * stride
        (cell + Self.valueOffset).assumingMemoryBound(to: Value.self).deinitialize(count: 1)
        pthread_mutex_destroy(cell.assumingMemoryBound(to: pthread_mutex_t.self))
      }
      base.deallocate()
    }
  }

  /// Runs `body` with the calling processor's copy, no other thread inside it until it returns.
  package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    try withLock(shard: currentShard, body)
  }

  /// Runs `body` with copy `shard` (`0..<count`), no other thread inside it until it returns.
  package func withLock<T>(shard: Int, _ body: (inout Value) throws -> T) rethrows -> T {
    let cell = base + shard * stride
    let mutex = cell.assumingMemoryBound(to: pthread_mutex_t.self)
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&(cell + Self.valueOffset).assumingMemoryBound(to: Value.self).pointee)
  }

  /// The copy of the processor the calling thread runs on now.
  package var currentShard: Int {
    let processor = Int(cr_current_processor())
    if processor >= 0 { return processor % count }
    // No processor to read: by the thread (its identifier mixed, as thread records are aligned).
    let thread = UInt(bitPattern: unsafeBitCast(pthread_self(), to: Int.self))
    return Int((thread >> 12 ^ thread >> 20) % UInt(count))
  }
}

/// What frees a ``Sharded`` value's copies when the last copy of the struct goes (non-generic, as
/// ``LockedStorage``: a generic class's metadata would be made at run time at every start).
package final class ShardedStorage: @unchecked Sendable {
  private let free: () -> Void
  init(free: @escaping () -> Void) { self.free = free }
  deinit { free() }
}
