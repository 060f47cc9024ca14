import CalendarModel

/// The full dates of one month's days, ready to compose: for each weekday, the UTF-8 bytes before
/// and after the day's label, in one buffer. A day's date is then its weekday's two runs around its
/// label — one allocation, three copies — which is what makes the 42 accessible labels of a grid
/// cheap (``ComposedDateFormat`` makes these from ICU's text of a template).
struct MonthFullDates {
  /// The month's first day and the next month's.
  let start: JulianDay
  let end: JulianDay
  /// For each weekday (Sunday first): the bytes before the label, then the bytes after it.
  private let bytes: [UInt8]
  /// Where each run starts in `bytes`: weekday `w` (0 = Sunday) has its prefix at
  /// `bounds[2w]..<bounds[2w + 1]` and its suffix at `bounds[2w + 1]..<bounds[2w + 2]`.
  private let bounds: [Int]
  /// Whether the pattern writes the day's number at all (a pattern without `d` is the same for
  /// every day of a weekday).
  private let hasDay: Bool

  /// The dates of the month `start..<end` from a `.days`-shaped template: `slots` holds only day
  /// and weekday slots, `pieces` the `slots.count + 1` texts around them. nil when the pattern
  /// writes the day twice (nothing in CLDR does: ICU formats it then).
  init?(
    start: JulianDay, end: JulianDay, slots: [PatternTemplate.Slot], pieces: [[UInt8]],
    weekdayName: (Weekday, Bool, LabelWidth) -> [UInt8]
  ) {
    guard pieces.count == slots.count + 1 else { return nil }
    var dayCount = 0
    for slot in slots {
      switch slot {
      case .day: dayCount += 1
      case .weekday: break
      case .month: return nil  // merged into the pieces before
      }
    }
    guard dayCount <= 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(7 * (pieces.reduce(0) { $0 + $1.count } + 24))
    var bounds: [Int] = []
    bounds.reserveCapacity(15)
    for weekday in Weekday.allCases {
      bounds.append(bytes.count)
      for (index, slot) in slots.enumerated() {
        bytes += pieces[index]
        switch slot {
        case .day: bounds.append(bytes.count)
        case .weekday(let standalone, let width): bytes += weekdayName(weekday, standalone, width)
        case .month: break
        }
      }
      bytes += pieces[slots.count]
      if dayCount == 0 { bounds.append(bytes.count) }
    }
    bounds.append(bytes.count)
    self.start = start
    self.end = end
    self.bytes = bytes
    self.bounds = bounds
    hasDay = dayCount == 1
  }

  /// Whether `day` is one of the month's.
  func contains(_ day: JulianDay) -> Bool { day >= start && day < end }

  /// The UTF-8 length of the full date of `day` (of this month) with a label of `labelCount` bytes.
  func count(_ day: JulianDay, labelCount: Int) -> Int {
    let index = 2 * (day.weekday.rawValue - 1)
    return bounds[index + 2] - bounds[index] + (hasDay ? labelCount : 0)
  }

  /// Writes the full date of `day` (of this month), whose day number the calendar writes `label`,
  /// at `target` (``count(_:labelCount:)`` bytes), and returns the end of what it wrote.
  func write(_ day: JulianDay, label: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    let index = 2 * (day.weekday.rawValue - 1)
    let prefix = bounds[index]..<bounds[index + 1], suffix = bounds[index + 1]..<bounds[index + 2]
    var at = target
    bytes.withUnsafeBufferPointer { bytes in
      // Empty bytes (a pattern of the day alone) have no address and nothing to copy.
      let source = bytes.baseAddress
      if let source {
        at.update(from: source + prefix.lowerBound, count: prefix.count)
        at += prefix.count
      }
      if hasDay, let labelBytes = label.baseAddress {
        at.update(from: labelBytes, count: label.count)
        at += label.count
      }
      if let source {
        at.update(from: source + suffix.lowerBound, count: suffix.count)
        at += suffix.count
      }
    }
    return at
  }

  /// The full date of `day` (of this month), whose day number the calendar writes `label`.
  func format(_ day: JulianDay, label: String) -> String {
    let index = 2 * (day.weekday.rawValue - 1)
    let prefix = bounds[index]..<bounds[index + 1], suffix = bounds[index + 1]..<bounds[index + 2]
    var label = label
    return label.withUTF8 { label in
      let labelCount = hasDay ? label.count : 0
      return bytes.withUnsafeBufferPointer { bytes in
        String(unsafeUninitializedCapacity: prefix.count + labelCount + suffix.count) { target in
          guard var at = target.baseAddress else { return 0 }
          if let source = bytes.baseAddress {
            at.update(from: source + prefix.lowerBound, count: prefix.count)
            at += prefix.count
          }
          if labelCount > 0, let label = label.baseAddress {
            at.update(from: label, count: labelCount)
            at += labelCount
          }
          if let source = bytes.baseAddress { at.update(from: source + suffix.lowerBound, count: suffix.count) }
          return prefix.count + labelCount + suffix.count
        }
      }
    }
  }
}
