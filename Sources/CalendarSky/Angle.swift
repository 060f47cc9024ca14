/// Degree arithmetic the series share.
enum Angle {
  /// Degrees to radians, reduced first so that large arguments (a lunation's k × 390°) keep their
  /// precision.
  static func radians(_ degrees: Double) -> Double { degrees.truncatingRemainder(dividingBy: 360) * .pi / 180 }

  /// Degrees in 0..<360.
  static func normalized(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }

  /// Degrees in −180..<180 (the shorter way round).
  static func signed(_ degrees: Double) -> Double {
    let r = normalized(degrees)
    return r >= 180 ? r - 360 : r
  }
}
