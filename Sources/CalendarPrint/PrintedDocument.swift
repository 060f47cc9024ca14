/// A finished PDF or PNG: its bytes and what the layout measured while drawing it.
public struct PrintedDocument: Sendable {
  /// The file's bytes.
  public var bytes: [UInt8]
  /// How many pages were drawn (1 for PNG).
  public var pageCount: Int
  /// Every text drawn, with the box it had to stay in.
  public var texts: [PlacedText]
  /// Every moon phase's disc drawn, with the box it had to stay in.
  public var marks: [PlacedMark] = []
}
