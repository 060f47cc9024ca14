/// RFC 3339 date-times: `2024-02-14T22:00:00-05:00`, `…Z`, fractions of a second ignored.
package enum RFC3339 {
  /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not an RFC 3339 date-time.
  public static func seconds(_ text: String) -> Int64? {
    let parts = text.split(separator: "T", maxSplits: 1)
    guard parts.count == 2, let day = JulianDay(isoString: String(parts[0])) else { return nil }
    var time = Substring(parts[1])
    var offset = 0
    if time.hasSuffix("Z") || time.hasSuffix("z") {
      time = time.dropLast()
    } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let zone = time[time.index(after: sign)...].split(separator: ":")
      guard zone.count == 2, let hours = Int(zone[0]), let minutes = Int(zone[1]), hours < 24, minutes < 60 else {
        return nil
      }
      offset = (hours * 60 + minutes) * 60 * (time[sign] == "-" ? -1 : 1)
      time = time[..<sign]
    } else {
      return nil
    }
    let clock = time.split(separator: ":")
    guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
      let second = Int(clock[2].prefix { $0 != "." }), (0..<24).contains(hour), (0..<60).contains(minute),
      (0...60).contains(second)
    else { return nil }
    let days = Int64(day.value - 2_440_588)
    return days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset)
  }

  /// An instant written in a zone whose offset from UTC is `offset` seconds.
  public static func format(_ seconds: Int64, offset: Int) -> String {
    let local = seconds + Int64(offset)
    let days = Int(local.floorDivided(by: 86_400))
    let time = Int(local - Int64(days) * 86_400)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let sign = offset < 0 ? "-" : "+"
    let zone = abs(offset) / 60
    return JulianDay(days + 2_440_588).isoString + "T" + two(time / 3600) + ":" + two(time / 60 % 60) + ":"
      + two(time % 60) + (offset == 0 ? "Z" : sign + two(zone / 60) + ":" + two(zone % 60))
  }
}

extension Int64 {
  fileprivate func floorDivided(by divisor: Int64) -> Int64 {
    let q = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
  }
}
