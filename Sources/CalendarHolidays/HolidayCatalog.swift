/// The regions whose holiday data calrender has, parsed on first use.
public struct HolidayCatalog: Sendable {
  private let files: [String: (name: String, text: String)]

  /// - Parameter files: (region code, file name, file text) of each data file.
  public init(files: [(code: String, name: String, text: String)]) {
    var table: [String: (name: String, text: String)] = [:]
    for file in files { table[file.code] = (file.name, file.text) }
    self.files = table
  }

  /// The region codes, sorted.
  public var codes: [String] { files.keys.sorted() }

  /// The region with this code (`KR`; case-insensitive).
  /// - Throws: `HolidayError` `.unknownRegion` listing the nearest codes, or `.data` if its file is
  ///   broken (the build checks every file, so only data not built in can be).
  public func region(_ code: String) throws -> HolidayRegion {
    let key = code.uppercased()
    guard let file = files[key] else {
      let nearest = Self.nearest(to: key, among: codes)
      throw HolidayError(
        .unknownRegion,
        "no holiday data for region '\(code)'"
          + (nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", "))
          + " (all: " + codes.joined(separator: ", ") + ")", suggestions: nearest)
    }
    return try HolidayRegion(parsing: file.text, file: file.name)
  }

  /// Codes one edit away from `code`, else those sharing its first letter.
  static func nearest(to code: String, among codes: [String]) -> [String] {
    let close = codes.filter { editDistance(Array($0), Array(code)) <= 1 }
    if !close.isEmpty { return close }
    return codes.filter { $0.first == code.first }
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
