import Dispatch
import Testing

@testable import CalendarICU

@Suite("The calendars' lending pool")
struct LendingPoolTests {
  @Test func aValueIsLentToOneCallerAtATime() {
    let pool = LendingPool<String, Int>()
    #expect(pool.take("ko_KR") == nil)
    pool.giveBack(1, "ko_KR")
    pool.giveBack(2, "en_US")
    #expect(pool.take("ko_KR") == 1)
    #expect(pool.take("ko_KR") == nil)
    #expect(pool.take("en_US") == 2)
  }

  /// A value given back on one thread (its processor's copy) is lent on another, whichever
  /// processor that runs on: a free calendar is not made again.
  @Test func aValueGivenBackOnOneThreadIsLentOnAnother() {
    let pool = LendingPool<String, Int>()
    DispatchQueue.global().sync { pool.giveBack(7, "he_IL@calendar=hebrew") }
    let lent = DispatchQueue(label: "other").sync { pool.take("he_IL@calendar=hebrew") }
    #expect(lent == 7)
    #expect(pool.take("he_IL@calendar=hebrew") == nil)
  }

  /// Threads lending and giving back at once: every value is lent to one caller at a time, and
  /// none is lost.
  @Test func threadsNeverShareAValue() {
    let pool = LendingPool<Int, Int>()
    for value in 0..<4 { pool.giveBack(value, 0) }
    let inUse = (0..<4).map { _ in Counter() }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<5_000 {
        guard let value = pool.take(0) else { continue }
        #expect(inUse[value].enter() == 1)
        inUse[value].leave()
        pool.giveBack(value, 0)
      }
    }
    var left: [Int] = []
    while let value = pool.take(0) { left.append(value) }
    #expect(left.sorted() == [0, 1, 2, 3])
  }

  final class Counter: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0
    func enter() -> Int {
      lock.wait()
      defer { lock.signal() }
      count += 1
      return count
    }
    func leave() {
      lock.wait()
      count -= 1
      lock.signal()
    }
  }
}
