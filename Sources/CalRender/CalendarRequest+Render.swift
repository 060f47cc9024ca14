extension CalendarRequest {
  /// This request rendered as `format` by a renderer of its own (keep a ``CalendarRenderer`` to
  /// render many).
  public func render(as format: OutputFormat) throws -> String { try CalendarRenderer().render(self, as: format) }

  /// This request's document, built by a renderer of its own.
  public func document() throws -> CalendarDocument { try CalendarRenderer().document(self) }
}
