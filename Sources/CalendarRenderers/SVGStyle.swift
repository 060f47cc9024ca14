/// The constant text of SVG documents: the style sheet of each theme, made once per process and
/// copied into each document, and the `font-family` value of each script.
///
/// Making the style sheet from its template costs more than rendering a month's days, and every
/// document of a theme has the same one (issue 14).
enum SVGStyle {
  private static let light = Array(sheet(.light).utf8)
  private static let dark = Array(sheet(.dark).utf8)

  /// The `<style>` element's content for `theme`.
  static func sheet(of theme: Theme) -> [UInt8] {
    switch theme {
    case .light: light
    case .dark: dark
    }
  }

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

  /// The style sheet: colours as custom properties with literal fallbacks (see ``Theme``).
  static func sheet(_ t: Theme) -> String {
    typealias G = SVGGeometry
    return """
      svg{\(t.customProperties)}
      .bg{\(t.declare("fill", "bg"))}
      text{text-anchor:middle}
      .heading{font-size:24px;font-weight:700;\(t.declare("fill", "fg"))}
      .title{font-size:\(G.titleFont)px;font-weight:600;\(t.declare("fill", "fg"))}
      .weekday{font-size:\(G.headerFont)px;\(t.declare("fill", "muted"))}
      .week{font-size:\(G.weekFont)px;\(t.declare("fill", "week"))}
      .day text{font-size:\(G.dayFont)px;\(t.declare("fill", "fg"))}
      .red text,.weekday.red{\(t.declare("fill", "red"))}
      .blue text,.weekday.blue{\(t.declare("fill", "blue"))}
      .tint text,.weekday.tint{\(t.declare("fill", "tint"))}
      .outside text{\(t.declare("fill", "muted"))}
      .ring{fill:none;stroke-width:2;\(t.declare("stroke", "today"))}
      .disc{\(t.declare("fill", "select"))}
      .band{\(t.declare("fill", "band"))}
      .cell{fill:none}
      .focus text{font-weight:700}
      .agenda text{text-anchor:start;font-size:13px;white-space:pre;\(t.declare("fill", "fg"))}
      .agenda .when{\(t.declare("fill", "muted"))}
      .dot{\(t.declare("fill", "today"))}
      .day text.more{font-size:8px;\(t.declare("fill", "muted"))}
      .day text.secondary{font-size:9px;font-weight:400;\(t.declare("fill", "muted"))}
      .day text.name{font-size:9px;font-weight:400;\(t.declare("fill", "muted"))}
      .red text.name{\(t.declare("fill", "red"))}
      .outside text.name{\(t.declare("fill", "muted"))}
      .focus-bar{\(t.declare("fill", "today"))}
      .on-disc text{font-weight:600;\(t.declare("fill", "selectfg"))}

      """
  }
}
