import CalendarPrint
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
    case pdf(PrintOptions)
    case png(PrintOptions)
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
  /// PDF pages for paper: a month a page; a year or a run of months as an overview page and a page
  /// a month, with an outline and links; a week a page (docs/printing.md). Binary: render it into a
  /// ``ByteSink``.
  public static func pdf(_ options: PrintOptions = PrintOptions()) -> OutputFormat { OutputFormat(kind: .pdf(options)) }
  /// A PNG image of the first page (the overview of a multi-month view), for a screen or an e-ink
  /// panel. Binary: render it into a ``ByteSink``.
  public static func png(_ options: PrintOptions = PrintOptions()) -> OutputFormat { OutputFormat(kind: .png(options)) }

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

  /// Options of PDF and PNG output.
  public struct PrintOptions: Sendable, Hashable {
    /// The paper; nil: the locale's (the provider's ``CalendarDataProvider/paperSize(of:)``).
    public var paper: PaperSize?
    /// Turn the paper on its side.
    public var landscape = false
    /// The blank border of a PDF page, in millimetres (a PNG keeps 3% of its shorter side).
    public var marginMillimeters: Double = 12
    /// The colours: light, dark, or eink (black, white, pure red and blue; no greys).
    public var theme: Theme = .light
    /// Show the neighbouring months' days, faint.
    public var adjacentDays = false
    /// PNG: the image's size in pixels; nil: the page at `scale` pixels a point.
    public var pixelSize: PixelSize?
    /// PNG: pixels per layout unit (2 draws everything twice as large).
    public var scale: Double = 1
    /// PDF: the creation date, in seconds since 1970 (`SOURCE_DATE_EPOCH`); nil writes none, so that
    /// the same request gives the same bytes.
    public var creationDate: Int64?

    /// Print options.
    public init(
      paper: PaperSize? = nil, landscape: Bool = false, marginMillimeters: Double = 12, theme: Theme = .light,
      adjacentDays: Bool = false, pixelSize: PixelSize? = nil, scale: Double = 1, creationDate: Int64? = nil
    ) {
      self.paper = paper
      self.landscape = landscape
      self.marginMillimeters = marginMillimeters
      self.theme = theme
      self.adjacentDays = adjacentDays
      self.pixelSize = pixelSize
      self.scale = scale
      self.creationDate = creationDate
    }
  }

  /// An image's size in pixels.
  public struct PixelSize: Sendable, Hashable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// `width` × `height` pixels.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// Whether the format's bytes are not text (PDF, PNG): only a ``ByteSink`` takes them.
  public var isBinary: Bool {
    switch kind {
    case .pdf, .png: true
    case .text, .json, .svg, .html, .pango, .waybar: false
    }
  }

  /// The format's name, as `--format` spells it.
  var name: String {
    switch kind {
    case .text: "text"
    case .json: "json"
    case .svg: "svg"
    case .html: "html"
    case .pango: "pango"
    case .waybar: "waybar"
    case .pdf: "pdf"
    case .png: "png"
    }
  }

  /// SVG and HTML read every day out by its full date.
  var wantsAccessibleLabels: Bool {
    switch kind {
    case .svg, .html, .waybar: true
    case .text, .json, .pango, .pdf, .png: false
    }
  }
}
