/// The constant text of SVG documents: the style sheet of each theme, made once per process and
/// copied into each document, and the `font-family` value of each script.
///
/// Making the style sheet from its template costs more than rendering a month's days, and every
/// document of a theme has the same one (issue 14).
enum SVGStyle {
  private static let light = sheet(.light, template)
  private static let dark = sheet(.dark, template)
  private static let skyLight = sheet(.light, skyTemplate)
  private static let skyDark = sheet(.dark, skyTemplate)
  private static let skyEink = sheet(.eink, skyTemplate)
  private static let eink = sheet(.eink, template)

  /// The `<style>` element's content for `theme`.
  static func sheet(of theme: Theme) -> [UInt8] {
    switch theme {
    case .light: light
    case .dark: dark
    case .eink: eink
    }
  }

  /// The rules of the sky's marks (`--sky`), after the sheet only in documents that have them
  /// (so that a document without them is as before).
  static func skySheet(of theme: Theme) -> [UInt8] {
    switch theme {
    case .light: skyLight
    case .dark: skyDark
    case .eink: skyEink
    }
  }

  /// The sky's rules: a moon phase's disc, and a term's name in the sky's colour (not a holiday's red).
  private static let skyTemplate: StaticString = """
      .moon circle{fill:none;stroke-width:1;$stroke:tint$}
      .moon.new circle,.moon path{$fill:tint$}
      .day text.name.sky{$fill:tint$}

      """

  /// The `font-family` attribute value for text in `script`, escaped: ``FontStack/css(script:)``
  /// written family by family (escaping is per character, so escaping the parts is escaping the
  /// whole).
  static func appendFontFamily(script: String, to out: OutputBuffer) {
    for (index, family) in FontStack.families(script: script).enumerated() {
      if index > 0 { out.append(", ") }
      if family == "sans-serif" {
        out.append("sans-serif")
      } else {
        out.append("&#39;")
        XMLText.append(family, to: out)
        out.append("&#39;")
      }
    }
  }

  /// The style sheet's text: `$property:colour$` stands for ``Theme/declare(_:_:)`` (literal
  /// colour, then the custom property), `$custom$` for ``Theme/customProperties``, `$…Font$` for
  /// ``SVGGeometry``'s font sizes.
  private static let template: StaticString = """
      svg{$custom$}
      .bg{$fill:bg$}
      text{text-anchor:middle}
      .heading{font-size:24px;font-weight:700;$fill:fg$}
      .title{font-size:$titleFont$px;font-weight:600;$fill:fg$}
      .weekday{font-size:$headerFont$px;$fill:muted$}
      .week{font-size:$weekFont$px;$fill:week$}
      .day text{font-size:$dayFont$px;$fill:fg$}
      .red text,.weekday.red{$fill:red$}
      .blue text,.weekday.blue{$fill:blue$}
      .tint text,.weekday.tint{$fill:tint$}
      .outside text{$fill:muted$}
      .ring{fill:none;stroke-width:2;$stroke:today$}
      .disc{$fill:select$}
      .band{$fill:band$}
      .cell{fill:none}
      .focus text{font-weight:700}
      .agenda text{text-anchor:start;font-size:13px;white-space:pre;$fill:fg$}
      .agenda .when{$fill:muted$}
      .dot{$fill:today$}
      .day text.more{font-size:8px;$fill:muted$}
      .day text.secondary{font-size:9px;font-weight:400;$fill:muted$}
      .day text.name{font-size:9px;font-weight:400;$fill:muted$}
      .red text.name{$fill:red$}
      .outside text.name{$fill:muted$}
      .focus-bar{$fill:today$}
      .on-disc text{font-weight:600;$fill:selectfg$}
      .note text{text-anchor:start;font-size:11px;$fill:muted$}

      """

  /// The style sheet of `theme`: colours as custom properties with literal fallbacks (see
  /// ``Theme``), written from ``template`` byte by byte (made by string interpolation it cost some
  /// 140 000 instructions, 2% of an SVG start).
  static func sheet(_ theme: Theme, _ template: StaticString) -> [UInt8] {
    let colors = theme.colors
    var sheet: [UInt8] = []
    sheet.reserveCapacity(2 * template.utf8CodeUnitCount)
    let text = UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
    var index = 0
    while index < text.count {
      guard text[index] == UInt8(ascii: "$"), let close = text[(index + 1)...].firstIndex(of: UInt8(ascii: "$")) else {
        sheet.append(text[index])
        index += 1
        continue
      }
      let token = text[(index + 1)..<close]
      index = close + 1
      if let colon = token.firstIndex(of: UInt8(ascii: ":")) {
        let property = token[..<colon], name = String(decoding: token[(colon + 1)...], as: UTF8.self)
        sheet += property
        sheet.append(UInt8(ascii: ":"))
        sheet += (colors.first { $0.0 == name }?.1 ?? "#000000").utf8
        sheet.append(UInt8(ascii: ";"))
        sheet += property
        sheet += ":var(--cr-".utf8
        sheet += name.utf8
        sheet.append(UInt8(ascii: ")"))
        continue
      }
      switch String(decoding: token, as: UTF8.self) {
      case "custom":
        for (number, (name, value)) in colors.enumerated() {
          if number > 0 { sheet.append(UInt8(ascii: ";")) }
          sheet += "--cr-".utf8
          sheet += name.utf8
          sheet.append(UInt8(ascii: ":"))
          sheet += value.utf8
        }
      case "titleFont": sheet += String(SVGGeometry.titleFont).utf8
      case "headerFont": sheet += String(SVGGeometry.headerFont).utf8
      case "weekFont": sheet += String(SVGGeometry.weekFont).utf8
      case "dayFont": sheet += String(SVGGeometry.dayFont).utf8
      case let other: sheet += other.utf8
      }
    }
    return sheet
  }
}
