/// The day numbers of a month of `length` days, 1…length, for every month of that length to share.
///
/// Written out as literals, not made with `Array(1...n)`: the compiler lays a literal array of
/// constants out in the binary, where its reference count is never written, so threads copying a
/// month of the same length touch no shared line. Made at run time, one shared array's reference
/// count was a line two threads sharing a renderer pulled between their cores for every month
/// (`calrender-bench --service`).
package enum DayNumbers {
  private static let five: [Int] = [1, 2, 3, 4, 5]
  private static let six: [Int] = [1, 2, 3, 4, 5, 6]
  private static let days28: [Int] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
  ]
  private static let days29: [Int] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  ]
  private static let days30: [Int] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
  ]
  private static let days31: [Int] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
  ]

  /// 1…`length`; a fresh array for a length no calendar's month has.
  package static func of(length: Int) -> [Int] {
    switch length {
    case 5: five
    case 6: six
    case 28: days28
    case 29: days29
    case 30: days30
    case 31: days31
    default: length > 0 ? Array(1...length) : []
    }
  }
}
