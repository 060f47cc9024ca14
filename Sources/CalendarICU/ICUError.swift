import CICUShim

/// A failed ICU call: the ICU error name and what calrender was doing.
package struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  package var status: Int32
  package var operation: String

  package init(status: Int32, operation: String) {
    self.status = status
    self.operation = operation
  }

  /// ICU's name for the status (`U_ILLEGAL_ARGUMENT_ERROR`).
  package var name: String { String(cString: cr_error_name(status)) }

  package var description: String { "\(operation) failed: \(name)" }

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
