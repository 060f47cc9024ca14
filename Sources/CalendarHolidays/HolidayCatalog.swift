import CalendarModel

/// The regions whose holiday data calrender has, made on first use.
public struct HolidayCatalog: Sendable {
  /// The region codes, sorted.
  public var codes: [String] { listCodes().sorted() }
  /// The region codes (listed only when asked for: a start looks up its one region).
  private let listCodes: @Sendable () -> [String]
  /// The region of an upper-case code, nil when there is none.
  private let load: @Sendable (String) throws -> HolidayRegion?

  /// A catalog of data files, each parsed when its region is asked for.
  /// - Parameter files: (region code, file name, file text) of each data file.
  public init(files: [(code: String, name: String, text: String)]) {
    var table: [String: (name: String, text: String)] = [:]
    for file in files { table[file.code] = (file.name, file.text) }
    let codes = Array(table.keys)
    listCodes = { codes }
    load = { [table] code in
      guard let file = table[code] else { return nil }
      return try HolidayRegion(parsing: file.text, file: file.name)
    }
  }

  /// A catalog of regions made by code rather than parsed: the build writes each data file out as
  /// the code that makes its parsed value, so that a start does not parse the file.
  /// - Parameters:
  ///   - codes: the region codes (upper case).
  ///   - region: the region of an upper-case code, nil when there is none.
  public init(codes: @escaping @Sendable () -> [String], region: @escaping @Sendable (String) -> HolidayRegion?) {
    listCodes = codes
    load = region
  }

  /// The region with this code (`KR`; case-insensitive).
  /// - Throws: `HolidayError` `.unknownRegion` listing the nearest codes, or `.data` if its file is
  ///   broken (the build checks every file, so only data not built in can be).
  public func region(_ code: String) throws -> HolidayRegion {
    let key = code.uppercased()
    guard let region = try load(key) else {
      let nearest = Self.nearest(to: key, among: codes)
      throw HolidayError(
        .unknownRegion,
        "no holiday data for region '\(code)'"
          + (nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", "))
          + " (all: " + codes.joined(separator: ", ") + ")", suggestions: nearest)
    }
    return region
  }

  /// Codes one edit away from `code`, else those sharing its first letter.
  static func nearest(to code: String, among codes: [String]) -> [String] {
    let close = codes.filter { editDistance($0, code) <= 1 }
    if !close.isEmpty { return close }
    return codes.filter { $0.first == code.first }
  }
}
