import CalendarCore
import Dispatch
import Testing

@Suite("Per-processor values and shared day numbers")
struct ShardedTests {
  /// A value whose end is counted: the copies are freed with the last copy of the struct.
  final class Counted: @unchecked Sendable {
    let freed: Sharded<Int>
    var value = 0
    init(freed: Sharded<Int>) { self.freed = freed }
    deinit { freed.withLock(shard: 0) { $0 += 1 } }
  }

  @Test func eachCopyIsItsOwn() {
    let sharded = Sharded<[String]>(count: 4) { [] }
    #expect(sharded.count == 4)
    for shard in 0..<4 { sharded.withLock(shard: shard) { $0.append("copy \(shard)") } }
    for shard in 0..<4 { #expect(sharded.withLock(shard: shard) { $0 } == ["copy \(shard)"]) }
    #expect((0..<4).contains(sharded.currentShard))
    #expect(Sharded<Int> { 0 }.count == 32)
    #expect(Sharded<Int>(count: 0) { 0 }.count == 1)
    #expect(Sharded<Int>(count: 1000) { 0 }.count == 64)
  }

  @Test func threadsLoseNoUpdate() {
    let sharded = Sharded<Int>(count: 3) { 0 }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<20_000 { sharded.withLock { $0 += 1 } }
    }
    let total = (0..<3).reduce(0) { sum, shard in sum + sharded.withLock(shard: shard) { $0 } }
    #expect(total == 8 * 20_000)
  }

  @Test func copiesAreFreedWithTheLastStruct() {
    let freed = Sharded<Int>(count: 1) { 0 }
    do {
      let sharded = Sharded<Counted>(count: 5) { Counted(freed: freed) }
      let copy = sharded
      _ = sharded
      copy.withLock(shard: 2) { $0.value = 7 }
      #expect(freed.withLock(shard: 0) { $0 } == 0)
    }
    #expect(freed.withLock(shard: 0) { $0 } == 5)
  }

  @Test func dayNumbersAreOneToLengthAndShared() {
    for length in 0...40 {
      #expect(DayNumbers.of(length: length) == Array(1..<(length + 1)))
    }
    // The lengths months have share one array each (their storage is the same for every month).
    for length in [5, 6, 28, 29, 30, 31] {
      let first = DayNumbers.of(length: length).withUnsafeBufferPointer { $0.baseAddress }
      let second = DayNumbers.of(length: length).withUnsafeBufferPointer { $0.baseAddress }
      #expect(first == second)
    }
  }
}
