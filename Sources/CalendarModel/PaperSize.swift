/// A sheet of paper, in millimetres, portrait (width ≤ height for the named sizes).
///
/// A locale's default comes from its provider (``CalendarDataProvider/paperSize(of:)``: CLDR's
/// `paperSize` by region, which ICU answers with `ulocdata_getPaperSize`).
public struct PaperSize: Hashable, Sendable {
  /// The sheet's width.
  public var widthMillimeters: Double
  /// The sheet's height.
  public var heightMillimeters: Double

  /// A sheet of `width` × `height` millimetres.
  public init(widthMillimeters: Double, heightMillimeters: Double) {
    self.widthMillimeters = widthMillimeters
    self.heightMillimeters = heightMillimeters
  }

  /// ISO 216 A3, 297 × 420 mm.
  public static let a3 = PaperSize(widthMillimeters: 297, heightMillimeters: 420)
  /// ISO 216 A4, 210 × 297 mm: CLDR's default.
  public static let a4 = PaperSize(widthMillimeters: 210, heightMillimeters: 297)
  /// ISO 216 A5, 148 × 210 mm.
  public static let a5 = PaperSize(widthMillimeters: 148, heightMillimeters: 210)
  /// US Letter, 8.5 × 11 in.
  public static let letter = PaperSize(widthMillimeters: 215.9, heightMillimeters: 279.4)
  /// US Legal, 8.5 × 14 in.
  public static let legal = PaperSize(widthMillimeters: 215.9, heightMillimeters: 355.6)

  /// The named sizes, by the names `--paper` takes.
  public static let named: [(name: String, size: PaperSize)] = [
    ("a3", .a3), ("a4", .a4), ("a5", .a5), ("letter", .letter), ("legal", .legal),
  ]

  /// A named size (`a4`, `letter`; any case) or `WxHmm` (`100x150mm`, 10 to 2000 mm a side), else nil.
  public init?(name: String) {
    let lowered = name.lowercased()
    if let found = Self.named.first(where: { $0.name == lowered }) {
      self = found.size
      return
    }
    guard lowered.hasSuffix("mm") else { return nil }
    let sides = lowered.dropLast(2).split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
      (10...2000).contains(width), (10...2000).contains(height)
    else { return nil }
    self.init(widthMillimeters: width, heightMillimeters: height)
  }

  /// The sheet turned on its side (width ≥ height).
  public var landscape: PaperSize {
    PaperSize(
      widthMillimeters: max(widthMillimeters, heightMillimeters),
      heightMillimeters: min(widthMillimeters, heightMillimeters))
  }

  /// The regions whose paper is US Letter in CLDR 42's `paperSize` (supplemental measurementData):
  /// the answer of a provider without CLDR's table (Foundation's), by the locale's region.
  public static let letterRegions: Set<String> = ["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]

  /// CLDR's paper of a region: Letter for ``letterRegions``, else A4.
  public static func ofRegion(_ region: String) -> PaperSize { letterRegions.contains(region) ? .letter : .a4 }
}
