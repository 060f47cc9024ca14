/// Where a renderer's bytes go as they are written: standard output, a file, a test's record.
///
/// Renderers hand over their bytes in pieces of about 64 KiB, cut between months (so each piece is
/// whole lines of UTF-8), never a document whole: the output of `-n 1200` is not held in memory.
public protocol ByteSink: AnyObject {
  /// Takes the next bytes of the output (valid only during the call). A throw stops the rendering
  /// and is rethrown to its caller.
  func write(_ bytes: UnsafeRawBufferPointer) throws
}

/// A sink that keeps every byte: the whole output, for tests and for callers that want a String.
package final class CollectingSink: ByteSink {
  /// Every byte written so far, in order.
  public private(set) var bytes: [UInt8] = []

  /// An empty sink.
  public init() {}

  public func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }

  /// The bytes as a String (renderers write UTF-8).
  public var string: String { String(decoding: bytes, as: UTF8.self) }
}
