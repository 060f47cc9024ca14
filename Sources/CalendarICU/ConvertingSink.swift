import CalendarModel

/// A sink that passes the UTF-8 it is given on in another codeset, through an ``ICUConverter``.
final class ConvertingSink: ByteSink {
  let converter: ICUConverter
  let sink: any ByteSink

  init(converter: ICUConverter, sink: any ByteSink) {
    self.converter = converter
    self.sink = sink
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    try converter.convert(bytes) { try sink.write($0) }
  }
}
