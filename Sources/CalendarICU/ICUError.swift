import CICUShim

/// The one error type of the ICU layer, with a code: an ICU call that failed (its status and what
/// calrender was doing), a locale ICU has no data for (with the nearest ones), or a calendar system
/// calrender does not draw.
package struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure.
  package enum Code: Hashable, Sendable {
    /// An ICU call returned an error status.
    case failed
    /// A locale identifier ICU has no data for, or with a keyword it does not know.
    case unknownLocale
    /// A calendar system ICU names that calrender does not draw (`ethiopic-amete-alem`).
    case unsupportedCalendar
  }

  package var code: Code
  /// `.failed`: ICU's status.
  package var status: Int32
  /// `.failed`: what calrender was doing; otherwise the locale or calendar as given.
  package var operation: String
  /// `.unknownLocale`: the nearest identifiers ICU knows.
  package var suggestions: [String] = []
  /// `.unknownLocale`: what in the identifier is unknown when it is not the language.
  package var reason: String?

  /// A failed ICU call.
  package init(status: Int32, operation: String) {
    code = .failed
    self.status = status
    self.operation = operation
  }

  /// A locale identifier ICU has no data for.
  package static func unknownLocale(_ input: String, suggestions: [String], reason: String? = nil) -> ICUError {
    var error = ICUError(status: 0, operation: input)
    error.code = .unknownLocale
    error.suggestions = suggestions
    error.reason = reason
    return error
  }

  /// A calendar system calrender does not draw.
  package static func unsupportedCalendar(_ name: String) -> ICUError {
    var error = ICUError(status: 0, operation: name)
    error.code = .unsupportedCalendar
    return error
  }

  /// The locale or calendar as given (`.unknownLocale`, `.unsupportedCalendar`).
  package var input: String { operation }

  /// ICU's name for the status (`U_ILLEGAL_ARGUMENT_ERROR`).
  package var name: String { String(cString: cr_error_name(status)) }

  package var description: String {
    switch code {
    case .failed: "\(operation) failed: \(name)"
    case .unknownLocale: "unknown locale '\(operation)'" + (reason.map { ": \($0)" } ?? "")
    case .unsupportedCalendar: "calendar '\(operation)' is not supported"
    }
  }

  /// ICU warnings (negative statuses) are success.
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    if status > 0 { throw ICUError(status: status, operation: operation()) }
  }
}

/// Calls an ICU function that writes UTF-8 into a buffer, retrying once with the length ICU asked for.
func icuString(
  _ operation: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws -> String {
  var status: Int32 = 0
  var capacity: Int32 = 128
  for _ in 0..<2 {
    status = 0
    var result: String?
    var needed: Int32 = 0
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity) + 1) { buffer in
      let base = buffer.baseAddress!
      needed = body(base, capacity, &status)
      if status <= 0 && needed <= capacity {
        result = String(
          decoding: UnsafeRawBufferPointer(start: base, count: Int(needed)), as: UTF8.self)
      }
    }
    if let result { return result }
    if status != CR_BUFFER_OVERFLOW && needed <= capacity && status > 0 { break }
    capacity = needed + 1
  }
  throw ICUError(status: status == 0 ? CR_BUFFER_OVERFLOW : status, operation: operation())
}

/// Calls a shim function that copies a string of ICU's locale data, answering -1 when the data has
/// none: the string, or nil when there is none (or, never for a pattern, it does not fit 256 bytes).
func icuDataString(_ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32) -> String? {
  let capacity = 256
  return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> String? in
    var status: Int32 = 0
    let length = body(buffer.baseAddress!, Int32(capacity), &status)
    guard length >= 0, status <= 0, length < Int32(capacity) else { return nil }
    return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)), as: UTF8.self)
  }
}
