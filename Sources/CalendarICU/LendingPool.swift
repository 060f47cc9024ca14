import CalendarCore

/// Values lent to one caller at a time and given back, by key (ICU handles are not thread-safe).
///
/// Kept per processor (``Sharded``): a value is given back to the copy of the processor its
/// thread runs on, and lent from there first. A calendar carries its caches (day labels, a year's
/// title pieces), and one shared pool handed them from core to core and took one lock for every
/// lend and return: two threads sharing a renderer pulled the pool's lines and the calendars'
/// across at every request (`calrender-bench --service`). A thread whose processor's copy has no
/// free value of a key borrows one from another copy before the caller makes a new one.
struct LendingPool<Key: Hashable, Value>: @unchecked Sendable {
  private struct Lent {
    let key: Key
    let value: Value
  }

  /// By the key's hash, made before the lock is taken: hashing a key (a locale identifier and the
  /// calendar options) inside it made the section long enough for two threads to queue on it.
  private let entries = Sharded<[Int: [Lent]]> { [:] }

  init() {}

  /// A free value of `key`, from the calling processor's copy when it has one; nil when none is free.
  func take(_ key: Key) -> Value? {
    let hash = key.hashValue, own = entries.currentShard
    if let value = take(key, hash, from: own) { return value }
    for shard in 0..<entries.count where shard != own {
      if let value = take(key, hash, from: shard) { return value }
    }
    return nil
  }

  private func take(_ key: Key, _ hash: Int, from shard: Int) -> Value? {
    entries.withLock(shard: shard) { entries in
      guard let slot = entries.index(forKey: hash),
        let index = entries.values[slot].lastIndex(where: { $0.key == key })
      else { return nil }
      return entries.values[slot].remove(at: index).value
    }
  }

  /// Gives `value` back to be lent again.
  func giveBack(_ value: Value, _ key: Key) {
    let lent = Lent(key: key, value: value), hash = key.hashValue
    entries.withLock { $0[hash, default: []].append(lent) }
  }
}
