/// The days of one ``Week``: a zero-based view of consecutive cells of a buffer that a month grid's
/// rows share (row `r` of a grid is cells `7r..<7r+7` of ``WeekRows/days``).
///
/// Unlike an `ArraySlice`, its indices start at 0 whatever row it views: `week.days[0]` is the
/// row's first day. Writing a day writes the view's own copy of the buffer (value semantics: the
/// grid it came from is unchanged until the week is stored back).
public struct WeekDays: RandomAccessCollection, MutableCollection, Hashable, Sendable {
  /// The buffer the days are in, and where in it.
  @usableFromInline var storage: [DayCell]
  @usableFromInline let start: Int
  /// How many days (seven in a grid row).
  public let count: Int

  /// The days of `days`, all of them.
  public init(_ days: [DayCell]) {
    storage = days
    start = 0
    count = days.count
  }

  /// The `count` days from `start` of a buffer.
  @inlinable init(storage: [DayCell], start: Int, count: Int) {
    self.storage = storage
    self.start = start
    self.count = count
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  /// The day at `position` (0 is the row's first day).
  @inlinable public subscript(position: Int) -> DayCell {
    get {
      precondition(position >= 0 && position < count, "WeekDays index out of range")
      return storage[start + position]
    }
    set {
      precondition(position >= 0 && position < count, "WeekDays index out of range")
      storage[start + position] = newValue
    }
  }

  /// Calls `body` with the days in place, without copying them.
  @inlinable public func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<DayCell>) throws -> Result
  ) rethrows -> Result {
    try storage.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[start..<start + count]))
    }
  }

  /// Whether the two rows hold equal days.
  public static func == (lhs: WeekDays, rhs: WeekDays) -> Bool { lhs.elementsEqual(rhs) }

  /// Hashes the days.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for day in self { hasher.combine(day) }
  }
}
