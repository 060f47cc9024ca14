import CalendarRenderers

/// What a document is rendered as, with each format's own options.
///
/// ```swift
/// let renderer = CalendarRenderer()
/// let request = CalendarRequest(locale: "he-IL")
/// let page = try renderer.render(request, as: .html(.init(theme: .dark, standalone: true)))
/// let grid = try renderer.render(request, as: .text(.init(color: true)))
/// let json = try renderer.render(request, as: .json)
/// ```
public struct OutputFormat: Sendable, Hashable {
  // A struct over a private enum, as swift-nio's and swift-argument-parser's extensible types: a
  // format added later (PDF, PNG) is not a breaking change to code that switches over formats.
  enum Kind: Sendable, Hashable {
    case text(TextOptions)
    case json
    case svg(GraphicOptions)
    case html(GraphicOptions)
    case pango(TextOptions)
    case waybar(TextOptions)
  }

  let kind: Kind

  /// Terminal text in the style of `cal`, aligned by display width, mirrored for right-to-left.
  public static func text(_ options: TextOptions = TextOptions()) -> OutputFormat { OutputFormat(kind: .text(options)) }
  /// The `calrender/1` JSON document (the model's direct form).
  public static let json = OutputFormat(kind: .json)
  /// A standalone SVG image.
  public static func svg(_ options: GraphicOptions = GraphicOptions()) -> OutputFormat { OutputFormat(kind: .svg(options)) }
  /// Semantic HTML tables, a fragment or a whole page.
  public static func html(_ options: GraphicOptions = GraphicOptions()) -> OutputFormat { OutputFormat(kind: .html(options)) }

  /// The text grid as Pango markup in `<tt>` (status bars, launchers, notifications): today,
  /// weekend days, holidays and the selection as `<span>` attributes, every text escaped; `color`
  /// is ignored.
  public static func pango(_ options: TextOptions = TextOptions()) -> OutputFormat {
    OutputFormat(kind: .pango(options))
  }
  /// The JSON line of a Waybar custom module: `text` (today's full date, else the title),
  /// `tooltip` (the ``pango(_:)`` grid) and `class` (what today is: `weekend`, `holiday`,
  /// `events`, `selected`).
  public static func waybar(_ options: TextOptions = TextOptions()) -> OutputFormat {
    OutputFormat(kind: .waybar(options))
  }

  /// Terminal text.
  public static var text: OutputFormat { .text() }
  /// Pango markup.
  public static var pango: OutputFormat { .pango() }
  /// A Waybar module's JSON.
  public static var waybar: OutputFormat { .waybar() }
  /// SVG with the light theme.
  public static var svg: OutputFormat { .svg() }
  /// An HTML fragment with the light theme.
  public static var html: OutputFormat { .html() }

  /// Options of text output.
  public struct TextOptions: Sendable, Hashable {
    /// Months side by side; nil: 3.
    public var columns: Int?
    /// ANSI colour: today in reverse video, weekend days and holidays in the locale's colours.
    public var color = false
    /// Show the neighbouring months' days in leading and trailing cells.
    public var adjacentDays = false

    /// Text options.
    public init(columns: Int? = nil, color: Bool = false, adjacentDays: Bool = false) {
      self.columns = columns
      self.color = color
      self.adjacentDays = adjacentDays
    }
  }

  /// Options of SVG and HTML output.
  public struct GraphicOptions: Sendable, Hashable {
    /// The colours (light or dark), as CSS custom properties a page can override.
    public var theme: Theme = .light
    /// SVG: months side by side; nil: 3 (4 in a year).
    public var columns: Int?
    /// Show the neighbouring months' days, faint.
    public var adjacentDays = false
    /// HTML: a whole page rather than a fragment.
    public var standalone = false

    /// SVG/HTML options.
    public init(theme: Theme = .light, columns: Int? = nil, adjacentDays: Bool = false, standalone: Bool = false) {
      self.theme = theme
      self.columns = columns
      self.adjacentDays = adjacentDays
      self.standalone = standalone
    }
  }

  /// SVG and HTML read every day out by its full date.
  var wantsAccessibleLabels: Bool {
    switch kind {
    case .svg, .html, .waybar: true
    case .text, .json, .pango: false
    }
  }
}
