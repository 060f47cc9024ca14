import CalendarModel

/// The regions whose holiday data calrender has, made on first use.
public struct HolidayCatalog: Sendable {
  /// The country codes, sorted (each one data file).
  public var codes: [String] { listCodes().sorted() }
  /// The subdivisions' codes (`DE-BY`, `GB-SCT`: ISO 3166-2), sorted.
  public var subdivisionCodes: [String] { listSubdivisions().sorted() }
  /// Whether a country of this upper-case code has data: what a start asks of its one region,
  /// without sorting every code as ``codes`` does.
  public func hasCountry(_ code: String) -> Bool { listCodes().contains(code) }
  /// Whether a subdivision of this upper-case code (`DE-BY`) has data.
  public func hasSubdivision(_ code: String) -> Bool { listSubdivisions().contains(code) }
  /// Countries and subdivisions together, sorted (`DE`, `DE-BB` … `DE-TH`, `DK`).
  public var allCodes: [String] { (listCodes() + listSubdivisions()).sorted() }
  /// The region codes (listed only when asked for: a start looks up its one region).
  private let listCodes: @Sendable () -> [String]
  private let listSubdivisions: @Sendable () -> [String]
  /// The region of an upper-case code, nil when there is none.
  private let load: @Sendable (String) throws -> HolidayRegion?
  /// A country's region without its subdivisions' own definitions (as many days, less to build).
  private let loadCountry: @Sendable (String) throws -> HolidayRegion?
  /// The region whose days an alias's code keeps (`RE` → `FR-974`), nil for a region's own code.
  private let aliasTarget: @Sendable (String) -> String?

  /// A catalog of data files, each parsed when its region is asked for (an alias file,
  /// ``HolidayRegionAlias``, when it is read here).
  /// - Parameter files: (region code, file name, file text) of each data file.
  /// - Throws: `HolidayError` `.data` when an alias file is broken.
  public init(files: [(code: String, name: String, text: String)]) throws {
    var table: [String: (name: String, text: String)] = [:]
    var aliases: [String: String] = [:]
    for file in files {
      if let alias = try HolidayRegionAlias(parsing: file.text, file: file.name) {
        aliases[file.code] = alias.target
      } else {
        table[file.code] = (file.name, file.text)
      }
    }
    let codes = Array(table.keys)
    let allCodes = codes + aliases.keys
    listCodes = { allCodes }
    let aliasTable = aliases
    aliasTarget = { aliasTable[$0] }
    let files = table
    let regions = { @Sendable (code: String) throws -> HolidayRegion? in
      guard let file = files[code] else { return nil }
      return try HolidayRegion(parsing: file.text, file: file.name)
    }
    listSubdivisions = { codes.flatMap { code in ((try? regions(code))?.subdivisions ?? []).map { code + "-" + $0 } } }
    load = regions
    loadCountry = { try regions($0)?.countryDays }
  }

  /// A catalog of regions made by code rather than parsed: the build writes each data file out as
  /// the code that makes its parsed value, so that a start does not parse the file.
  /// - Parameters:
  ///   - codes: the region codes (upper case).
  ///   - region: the region of an upper-case code, nil when there is none.
  ///   - subdivisions: the subdivisions' codes (`DE-BY`).
  ///   - country: a country's region without its subdivisions' own definitions
  ///     (``HolidayRegion/countryDays``), for a country's code; `region` when not given.
  ///   - alias: the region whose days a code keeps under its own (``HolidayRegionAlias``), nil for a
  ///     region's own code; the alias codes are among `codes`.
  public init(
    codes: @escaping @Sendable () -> [String], subdivisions: @escaping @Sendable () -> [String] = { [] },
    region: @escaping @Sendable (String) -> HolidayRegion?, country: (@Sendable (String) -> HolidayRegion?)? = nil,
    alias: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    aliasTarget = alias
    listCodes = codes
    listSubdivisions = subdivisions
    load = region
    loadCountry = country ?? region
  }

  /// The region with this code (`KR`; case-insensitive). A country's code gives its
  /// ``HolidayRegion/countryDays`` (its subdivisions' own definitions left out), a subdivision's
  /// code (`DE-BY`) the country's days and the subdivision's, an alias's code (`RE`) the days of the
  /// region it keeps (`FR-974`) under its own code.
  /// - Throws: `HolidayError` `.unknownRegion` listing the nearest codes, or `.data` if its file is
  ///   broken (the build checks every file, so only data not built in can be).
  public func region(_ code: String) throws -> HolidayRegion {
    let key = code.uppercased()
    if let target = aliasTarget(key) {
      var region = try region(target)
      region.code = key
      return region
    }
    // `DE-BY`: the country's data, its subdivision's days (the country's file holds both).
    let parts = key.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let found =
      parts.count == 2
      ? try load(String(parts[0]))?.subdivision(String(parts[1])) : try loadCountry(key)
    guard let region = found else {
      let nearest = Self.nearest(to: key, among: parts.count == 2 ? subdivisionCodes : codes)
      throw HolidayError(
        .unknownRegion,
        "no holiday data for region '\(code)'"
          + (nearest.isEmpty ? "" : "; nearest: " + nearest.joined(separator: ", "))
          + " (all: " + (parts.count == 2 ? subdivisionCodes : codes).joined(separator: ", ") + ")",
        suggestions: nearest)
    }
    return region
  }

  /// Codes one edit away from `code`, else those sharing its first letter.
  static func nearest(to code: String, among codes: [String]) -> [String] {
    let close = codes.filter { editDistance($0, code) <= 1 }
    if !close.isEmpty { return close }
    // A subdivision's country's others (`DE-XX` → `DE-BB` …), else the same first letter.
    if let dash = code.firstIndex(of: "-") {
      let country = code[...dash]
      return codes.filter { $0.hasPrefix(country) }
    }
    return codes.filter { $0.first == code.first }
  }
}
