import CalendarPrint

/// PDF and PNG: the print renderer on the request's paper.
extension CalendarRenderer {
  /// The print renderer of `format`: the paper given, else the locale's (from the provider).
  func printRenderer(_ format: OutputFormat, _ options: OutputFormat.PrintOptions, locale tag: String) throws
    -> PrintRenderer
  {
    var paper = try options.paper ?? provider.paperSize(of: provider.locale(tag))
    if options.landscape { paper = paper.landscape }
    let points = 72 / 25.4
    let medium: PrintRenderer.Options.Medium = if case .png = format.kind { .png } else { .pdf }
    return PrintRenderer(
      options: .init(
        medium: medium, pageWidth: paper.widthMillimeters * points, pageHeight: paper.heightMillimeters * points,
        margin: options.marginMillimeters * points, theme: options.theme, adjacent: options.adjacentDays,
        pixelWidth: options.pixelSize?.width, pixelHeight: options.pixelSize?.height, scale: options.scale,
        creationDate: options.creationDate.map(Self.iso8601)))
  }

  /// Seconds since 1970 as Cairo's ISO 8601 date (UTC).
  static func iso8601(_ seconds: Int64) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = Int(seconds - days * 86_400)
    let date = JulianDay(Int(days) + 2_440_588).isoString
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(date)T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
  }
}
