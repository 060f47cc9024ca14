import CalendarModel

/// A full-date template's text for each weekday, with holes for the day's label and the month's
/// names: what ICU wrote around them (a year's, or a month's), the weekday names written in. Made
/// once a year where the months' names are the only thing that changes within it, so that a new
/// month costs nothing but its names (``MonthFullDates``).
struct FullDatePieces {
  /// What fills a hole.
  enum Hole {
    /// The day's label.
    case day
    /// The month's name in a context and width.
    case month(standalone: Bool, width: LabelWidth)
  }

  let holes: [Hole]
  /// For each weekday (Sunday first), its `holes.count + 1` segments, one after another.
  let bytes: [UInt8]
  /// Where the segments start: weekday `w`'s segment `k` is `bounds[w * (holes.count + 1) + k]`
  /// up to the next bound.
  let bounds: [Int]

  /// The text of `slots` and the `slots.count + 1` `pieces` ICU wrote around them, weekday names
  /// from `weekdayName`; nil when the pattern writes the day twice (nothing in CLDR does).
  init?(slots: [PatternTemplate.Slot], pieces: [[UInt8]], weekdayName: (Weekday, Bool, LabelWidth) -> [UInt8]) {
    guard pieces.count == slots.count + 1 else { return nil }
    var holes: [Hole] = []
    var days = 0
    for slot in slots {
      switch slot {
      case .day:
        holes.append(.day)
        days += 1
      case .month(let standalone, let width): holes.append(.month(standalone: standalone, width: width))
      case .weekday: break
      }
    }
    guard days <= 1 else { return nil }
    var bytes: [UInt8] = []
    var bounds: [Int] = []
    bounds.reserveCapacity(7 * (holes.count + 1) + 1)
    for weekday in Weekday.allCases {
      bounds.append(bytes.count)
      for (index, slot) in slots.enumerated() {
        bytes += pieces[index]
        switch slot {
        case .day, .month: bounds.append(bytes.count)
        case .weekday(let standalone, let width): bytes += weekdayName(weekday, standalone, width)
        }
      }
      bytes += pieces[slots.count]
    }
    bounds.append(bytes.count)
    self.holes = holes
    self.bytes = bytes
    self.bounds = bounds
  }
}

/// The full dates of one month's days, ready to compose: for each weekday, the UTF-8 bytes before
/// and after the day's label (the year's ``FullDatePieces`` with the month's names written in), in
/// one buffer. A day's date is then its weekday's two runs around its label — which is what makes
/// the 42 accessible labels of a grid cheap (``ComposedDateFormat`` makes these).
struct MonthFullDates {
  /// The month's first day and the next month's.
  let start: JulianDay
  let end: JulianDay
  /// For each weekday (Sunday first): the bytes before the label, then the bytes after it.
  private let bytes: [UInt8]
  /// Weekday `w` (0 = Sunday) has its prefix at `bounds[2w]..<bounds[2w + 1]` and its suffix at
  /// `bounds[2w + 1]..<bounds[2w + 2]`.
  private let bounds: [Int]
  /// Whether the pattern writes the day's number at all.
  private let hasDay: Bool

  /// The month `start..<end`; `monthName` gives its names (nil: the month has none, and no dates).
  init?(start: JulianDay, end: JulianDay, pieces: FullDatePieces, monthName: (Bool, LabelWidth) -> [UInt8]?) {
    var names: [[UInt8]] = []
    var dayHole: Int?
    var namesCount = 0
    for (index, hole) in pieces.holes.enumerated() {
      switch hole {
      case .day:
        names.append([])
        dayHole = index
      case .month(let standalone, let width):
        guard let name = monthName(standalone, width) else { return nil }
        names.append(name)
        namesCount += name.count
      }
    }
    let segments = pieces.holes.count + 1
    let size = pieces.bytes.count + 7 * namesCount
    var bounds = [Int](repeating: 0, count: 15)
    // Each weekday's segments and the month's names, copied once into a buffer of the exact size.
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      guard let target = buffer.baseAddress else { return }
      var at = 0
      func copy(_ source: UnsafePointer<UInt8>?, _ count: Int) {
        guard let source, count > 0, at + count <= size else { return }
        (target + at).update(from: source, count: count)
        at += count
      }
      pieces.bytes.withUnsafeBufferPointer { text in
        for weekday in 0..<7 {
          bounds[2 * weekday] = at
          for segment in 0..<segments {
            let from = pieces.bounds[weekday * segments + segment], to = pieces.bounds[weekday * segments + segment + 1]
            copy(text.baseAddress.map { $0 + from }, to - from)
            guard segment < segments - 1 else { break }
            if segment == dayHole {
              bounds[2 * weekday + 1] = at
            } else {
              names[segment].withUnsafeBufferPointer { copy($0.baseAddress, $0.count) }
            }
          }
          if dayHole == nil { bounds[2 * weekday + 1] = at }
        }
      }
      bounds[14] = at
      initialized = at
    }
    self.start = start
    self.end = end
    self.bytes = bytes
    self.bounds = bounds
    hasDay = dayHole != nil
  }

  /// The UTF-8 length of the full date of a day of this month on `weekday` (0 = Sunday) with a
  /// label of `labelCount` bytes.
  func count(weekday: Int, labelCount: Int) -> Int {
    bounds[2 * weekday + 2] - bounds[2 * weekday] + (hasDay ? labelCount : 0)
  }

  /// Writes the full date of a day of this month on `weekday` (0 = Sunday), whose day number the
  /// calendar writes `label`, at `target` (``count(weekday:labelCount:)`` bytes), and returns the
  /// end of what it wrote.
  func write(weekday: Int, label: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    let prefix = bounds[2 * weekday]..<bounds[2 * weekday + 1], suffix = bounds[2 * weekday + 1]..<bounds[2 * weekday + 2]
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

  /// Whether `day` is one of the month's.
  func contains(_ day: JulianDay) -> Bool { day >= start && day < end }

  /// The full date of `day` (of this month), whose day number the calendar writes `label`.
  func format(_ day: JulianDay, label: String) -> String {
    var label = label
    let weekday = day.weekday.rawValue - 1
    return label.withUTF8 { label in
      let total = count(weekday: weekday, labelCount: label.count)
      return String(unsafeUninitializedCapacity: total) { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return write(weekday: weekday, label: label, to: base) - base
      }
    }
  }
}
