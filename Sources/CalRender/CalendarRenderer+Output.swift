import CalendarRenderers

/// Drawing a document in a format: the renderers of CalendarRenderers, configured from an
/// ``OutputFormat`` and measured by the provider.
extension CalendarRenderer {
  /// A String carries text only: PDF and PNG go into a ``ByteSink``.
  static func refuseBinary(_ format: OutputFormat) throws {
    guard format.isBinary else { return }
    throw CalRenderError(
      .usage, "\(format.name.uppercased()) output is binary and cannot be returned as a String",
      hint: "render it into a ByteSink: render(_:as:to:)")
  }

  /// Writes `source` as `format` into `sink`.
  func write(_ source: some DocumentSource, as format: OutputFormat, to sink: some ByteSink) throws {
    switch format.kind {
    case .text(let options):
      try TextRenderer(
        options: .init(
          columns: options.columns, color: options.color, adjacent: options.adjacentDays,
          displayWidth: measure)
      ).write(source, to: sink)
    case .json:
      try JSONRenderer().write(source, to: sink)
    case .svg(let options):
      try SVGRenderer(
        options: .init(
          theme: options.theme, columns: options.columns, adjacent: options.adjacentDays, displayWidth: measure)
      ).write(source, to: sink)
    case .html(let options):
      try HTMLRenderer(
        options: .init(theme: options.theme, standalone: options.standalone, adjacent: options.adjacentDays)
      ).write(source, to: sink)
    case .pango, .waybar:
      // Rendered whole (above): never streamed.
      break
    case .pdf(let options), .png(let options):
      let printed = try translatingErrors { try printRenderer(format, options, locale: source.frame.locale).render(source) }
      try printed.bytes.withUnsafeBytes { bytes in
        // In pieces of 64 KiB, as the other renderers hand theirs over.
        var offset = 0
        repeat {
          let end = min(offset + 65_536, bytes.count)
          try sink.write(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
          offset = end
        } while offset < bytes.count
      }
    }
  }

  /// A document rendered as `format` (SVG and HTML want it built with `accessibleLabels`).
  /// - Throws: ``CalRenderError`` `.usage` for a binary format (PDF, PNG): render those into a
  ///   ``ByteSink`` with `render(_:as:to:)`.
  public func render(_ document: CalendarDocument, as format: OutputFormat) throws -> String {
    try Self.refuseBinary(format)
    return switch format.kind {
    case .text(let options):
      TextRenderer(
        options: .init(
          columns: options.columns, color: options.color, adjacent: options.adjacentDays,
          displayWidth: measure)
      ).render(document)
    case .json:
      JSONRenderer().render(document)
    case .svg(let options):
      SVGRenderer(
        options: .init(
          theme: options.theme, columns: options.columns, adjacent: options.adjacentDays, displayWidth: measure)
      ).render(document)
    case .html(let options):
      HTMLRenderer(
        options: .init(theme: options.theme, standalone: options.standalone, adjacent: options.adjacentDays)
      ).render(document)
    case .pango(let options):
      PangoRenderer(options: textOptions(options)).render(document)
    case .waybar(let options):
      WaybarRenderer(options: textOptions(options)).render(document)
    case .pdf, .png: ""  // refused above
    }
  }

  /// A document rendered as `format` into `sink`: the only way to a document's PDF or PNG.
  /// - Throws: ``CalRenderError`` (`.unavailable` when Cairo or Pango cannot be opened), or what
  ///   `sink` throws.
  public func render(_ document: CalendarDocument, as format: OutputFormat, to sink: some ByteSink) throws {
    try write(WholeDocument(document), as: format, to: sink)
  }

  /// The text renderer's options of `options`, measured by the provider.
  private func textOptions(_ options: OutputFormat.TextOptions) -> TextRenderer.Options {
    TextRenderer.Options(
      columns: options.columns, color: options.color, adjacent: options.adjacentDays, displayWidth: measure)
  }
}
