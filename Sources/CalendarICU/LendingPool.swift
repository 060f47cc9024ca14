#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import CalendarCore

/// Values lent to one caller at a time and given back, by key (ICU handles are not thread-safe).
///
/// A thread gets back the value it gave back last, when that one is free: a calendar carries its
/// caches (day labels, a year's title pieces), and handed from core to core at every request — as
/// plain last-in-first-out lending did for two threads asking for the same locale — every request
/// began by pulling those caches' lines and reference counts across from the other core
/// (`calrender-bench --service`: two threads sharing a renderer made 1.3× one thread's requests, a
/// renderer each 1.8×).
struct LendingPool<Key: Hashable, Value>: @unchecked Sendable {
  private struct Lent {
    let key: Key
    let value: Value
    /// The thread that gave it back.
    let thread: pthread_t
  }

  /// By the key's hash, made before the lock is taken: hashing a key (a locale identifier and the
  /// calendar options) inside it made the section long enough for two threads to queue on it.
  private let entries = Locked<[Int: [Lent]]>([:])

  init() {}

  /// A free value of `key`, the calling thread's own if it has one; nil when none is free.
  func take(_ key: Key) -> Value? {
    let thread = pthread_self(), hash = key.hashValue
    return entries.withLock { entries in
      guard let slot = entries.index(forKey: hash) else { return nil }
      let index =
        entries.values[slot].lastIndex { $0.key == key && pthread_equal($0.thread, thread) != 0 }
        ?? entries.values[slot].lastIndex { $0.key == key }
      guard let index else { return nil }
      return entries.values[slot].remove(at: index).value
    }
  }

  /// Gives `value` back to be lent again.
  func giveBack(_ value: Value, _ key: Key) {
    let lent = Lent(key: key, value: value, thread: pthread_self()), hash = key.hashValue
    entries.withLock { $0[hash, default: []].append(lent) }
  }
}
