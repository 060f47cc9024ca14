/// A region whose holidays are another region's, under its own code: a territory with an ISO 3166-1
/// code of its own that keeps a country's holidays as one of its subdivisions (Réunion, `RE`, is
/// France's `FR-974`; Puerto Rico, `PR`, is `US-PR`). Its data file names that region (`same-as
/// FR-974`) rather than repeating its rules, so the two cannot drift apart.
public struct HolidayRegionAlias: Hashable, Sendable {
  /// The region's own code (`RE`).
  public var code: String
  /// The region whose days it keeps (`FR-974`, upper case).
  public var target: String

  /// Creates an alias.
  public init(code: String, target: String) {
    self.code = code
    self.target = target
  }

  /// Reads a data file that is an alias: `region CODE` and `same-as REGION` (comments aside); nil
  /// when the file is a region's own rules (it has no `same-as` line).
  /// - Throws: `HolidayError` `.data` with `file:line: message` when an alias file has other lines.
  public init?(parsing text: String, file: String) throws {
    var code: String?
    var target: String?
    var others: [Int] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
      switch (keyword, words.count) {
      case ("region", 2) where code == nil: code = String(words[1])
      case ("same-as", 2) where target == nil: target = words[1].uppercased()
      default: others.append(index + 1)
      }
    }
    guard let target else { return nil }
    if let line = others.first {
      throw HolidayError(.data, "\(file):\(line): a `same-as` file has only `region CODE` and `same-as REGION` lines")
    }
    guard let code else { throw HolidayError(.data, "\(file):1: the file must start with `region CODE`") }
    guard target != code else { throw HolidayError(.data, "\(file):1: region \(code) cannot be the same as itself") }
    self.init(code: code, target: target)
  }
}
