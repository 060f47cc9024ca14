/// A month's identity within its year, as CLDR and Temporal write it: `M01` … `M13`, `M05L`.
public struct MonthCode: Hashable, Sendable, CustomStringConvertible {
  /// The month number as cli.md counts it (Hebrew: Tishri 1 … Elul 12, Adar I is `5L`).
  public var number: Int
  /// A leap month: Hebrew Adar I, or a Chinese/Korean lunar leap month following month `number`.
  public var isLeap: Bool

  /// Month `number`, or the leap month after it.
  public init(number: Int, isLeap: Bool = false) {
    self.number = number
    self.isLeap = isLeap
  }

  /// `M02`, `M05L`.
  public var description: String {
    "M" + (number < 10 ? "0" : "") + String(number) + (isLeap ? "L" : "")
  }

  /// The month as typed on the command line: `2`, `5L`.
  public var argument: String { String(number) + (isLeap ? "L" : "") }

  /// Parses a month argument: `2`, `02`, `5L`, `M05L`.
  public init?(argument: String) {
    var text = Substring(argument.uppercased())
    if text.hasPrefix("M") { text = text.dropFirst() }
    let isLeap = text.hasSuffix("L")
    if isLeap { text = text.dropLast() }
    guard !text.isEmpty, text.count <= 2, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(text), number >= 1
    else { return nil }
    self.init(number: number, isLeap: isLeap)
  }
}
