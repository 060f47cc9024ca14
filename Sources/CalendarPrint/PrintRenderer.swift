import CalendarModel
import CalendarRenderers

/// Lays a document out for paper and draws it with Cairo and Pango (docs/printing.md): a month a
/// page, a year (or any run of months) as an overview page followed by a page a month, a week a
/// page; PDF with an outline entry a page and links from the overview to each month, or the first
/// page alone as a PNG image.
///
/// Text is shaped by Pango (HarfBuzz, with fontconfig falling back character by character) in the
/// SVG renderer's font stack for the document's script; right-to-left documents run their weeks
/// from the right, as in SVG; colours are the SVG theme's.
public struct PrintRenderer {
  /// What to draw into and how.
  public struct Options: Sendable, Hashable {
    /// PDF pages, or one PNG image.
    public enum Medium: Sendable, Hashable {
      /// A PDF of pages.
      case pdf
      /// One PNG image: the first page.
      case png
    }

    /// PDF or PNG.
    public var medium: Medium
    /// The page's width in points (1/72 in): the paper, turned as asked.
    public var pageWidth: Double
    /// The page's height in points.
    public var pageHeight: Double
    /// The space left blank at every edge, in points.
    public var margin: Double
    /// The colours (the SVG theme's).
    public var theme: Theme
    /// Draw the neighbouring months' days (faint).
    public var adjacent: Bool
    /// PNG: the image's width in pixels (nil, or no height: the page at `scale` pixels a point).
    public var pixelWidth: Int?
    /// PNG: the image's height in pixels.
    public var pixelHeight: Int?
    /// PNG: pixels per layout unit.
    public var scale: Double
    /// PDF: the creation date to write (ISO 8601, `2025-01-01T00:00:00Z`), nil for none.
    public var creationDate: String?
    /// Mark today (a panel refreshed daily shows it; a printed page outlives the day, so PDF does not).
    public var marksToday: Bool

    /// Options; the page in points.
    public init(
      medium: Medium, pageWidth: Double, pageHeight: Double, margin: Double = 34, theme: Theme = .light,
      adjacent: Bool = false, pixelWidth: Int? = nil, pixelHeight: Int? = nil, scale: Double = 1,
      creationDate: String? = nil, marksToday: Bool? = nil
    ) {
      self.medium = medium
      self.pageWidth = pageWidth
      self.pageHeight = pageHeight
      self.margin = margin
      self.theme = theme
      self.adjacent = adjacent
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
      self.scale = scale
      self.creationDate = creationDate
      self.marksToday = marksToday ?? (medium == .png)
    }
  }

  /// How documents are drawn.
  public var options: Options

  /// A renderer with `options`.
  public init(options: Options) { self.options = options }

  /// The document drawn.
  /// - Throws: ``PrintError`` (`.libraryMissing` without Cairo or Pango).
  public func render(_ document: CalendarDocument) throws -> PrintedDocument {
    try render(WholeDocument(document))
  }

  /// The document of `source` drawn (its months read whole: the overview page comes first).
  package func render(_ source: some DocumentSource) throws -> PrintedDocument {
    let frame = source.frame
    let months = try source.months(0..<source.monthCount)
    let yearHeading = try source.yearHeading()
    // The layout's units: points for PDF; for PNG, pixels over the scale.
    let (width, height): (Double, Double)
    let scale = options.medium == .png ? max(options.scale, 0.01) : 1
    if options.medium == .png, let pixelWidth = options.pixelWidth, let pixelHeight = options.pixelHeight {
      (width, height) = (Double(pixelWidth) / scale, Double(pixelHeight) / scale)
    } else {
      (width, height) = (options.pageWidth, options.pageHeight)
    }
    let surfaceWidth = options.medium == .png ? (width * scale).rounded() : width
    let surfaceHeight = options.medium == .png ? (height * scale).rounded() : height
    let canvas = try PrintCanvas(
      options.medium == .pdf ? .pdf : .png, width: surfaceWidth, height: surfaceHeight,
      rightToLeft: frame.direction == .rtl, pureColors: options.theme == .eink)
    if scale != 1 { canvas.scale(scale) }
    if options.medium == .png { canvas.minimumLineWidth = 1 / scale }
    // A small image has no room for the paper's margin.
    let margin = options.medium == .png ? min(width, height) * 0.03 : options.margin
    let page = PageLayout(
      canvas: canvas, frame: frame, palette: PrintPalette(options.theme), width: width, height: height,
      margin: margin, adjacent: options.adjacent, marksToday: options.marksToday)

    let title: String
    var pageCount = 1
    if let strip = frame.week {
      title = strip.title
      page.background()
      page.drawWeek(strip, months: months)
      canvas.outline(strip.title, page: 1)
    } else if months.count == 1, frame.view == .month {
      title = months[0].headings.title
      page.background()
      page.drawMonth(months[0])
      canvas.outline(title, page: 1)
    } else {
      title =
        yearHeading
        ?? (months.count > 1
          ? "\(months[0].headings.title) – \(months[months.count - 1].headings.title)"
          : months.first?.headings.title ?? "")
      let withPages = options.medium == .pdf
      page.background()
      page.drawOverview(title: title, months: months, linked: withPages, yearView: frame.view == .year)
      canvas.outline(title, page: 1)
      if withPages {
        for (index, month) in months.enumerated() {
          canvas.nextPage()
          page.background()
          canvas.destination(PageLayout.destination(index))
          page.drawMonth(month)
          canvas.outline(month.headings.title, page: index + 2)
          pageCount += 1
        }
      }
    }
    canvas.setTitle(title)
    canvas.setCreator("\(frame.generator.name) \(frame.generator.version)")
    if let date = options.creationDate { canvas.setCreationDate(date) }
    var bytes = try canvas.finish()
    // The language a screen reader reads the file in (the locale's, without its extensions).
    if options.medium == .pdf { bytes = PDFLanguage.adding(LanguageTag.base(frame.locale), to: bytes) }
    return PrintedDocument(bytes: bytes, pageCount: pageCount, texts: canvas.texts, marks: canvas.marks)
  }
}
