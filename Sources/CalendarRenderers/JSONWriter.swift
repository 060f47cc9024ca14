/// A small streaming JSON writer: fields in the order written, two-space indentation, and one line
/// per object for the small objects marked `inline` (day cells), so the output stays readable.
struct JSONWriter {
  private(set) var output = ""
  private var depth = 0
  private var needsComma = [false]
  private var inlineDepth: Int? = nil

  init(capacity: Int = 4096) { output.reserveCapacity(capacity) }

  private var isInline: Bool { inlineDepth.map { depth >= $0 } ?? false }

  private static let indentation = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

  private mutating func newline() {
    if isInline {
      output += " "
    } else {
      output += depth < JSONWriter.indentation.count ? JSONWriter.indentation[depth] : "\n" + String(repeating: "  ", count: depth)
    }
  }

  /// Starts a value in the current container; what follows must be one complete JSON value.
  mutating func beginValue(key: String?) {
    if needsComma[needsComma.count - 1] { output += "," }
    needsComma[needsComma.count - 1] = true
    if depth > 0 { newline() }
    if let key {
      JSONWriter.appendString(key, to: &output)
      output += ": "
    }
  }

  mutating func beginObject(_ key: String? = nil, inline: Bool = false) {
    beginValue(key: key)
    output += "{"
    if inline && inlineDepth == nil { inlineDepth = depth + 1 }
    depth += 1
    needsComma.append(false)
  }

  mutating func endObject() { end("}") }

  mutating func beginArray(_ key: String? = nil) {
    beginValue(key: key)
    output += "["
    depth += 1
    needsComma.append(false)
  }

  mutating func endArray() { end("]") }

  private mutating func end(_ bracket: String) {
    let hadItems = needsComma.removeLast()
    let wasInline = isInline
    depth -= 1
    if hadItems {
      if wasInline { output += " " } else { newline() }
    }
    if let inline = inlineDepth, depth < inline { inlineDepth = nil }
    output += bracket
    if depth == 0 { output += "\n" }
  }

  mutating func string(_ key: String?, _ value: String?) {
    beginValue(key: key)
    if let value { JSONWriter.appendString(value, to: &output) } else { output += "null" }
  }

  mutating func int(_ key: String?, _ value: Int?) {
    beginValue(key: key)
    output += value.map { String($0) } ?? "null"
  }

  mutating func bool(_ key: String?, _ value: Bool) {
    beginValue(key: key)
    output += value ? "true" : "false"
  }

  mutating func null(_ key: String?) {
    beginValue(key: key)
    output += "null"
  }

  /// An array of strings on one line.
  mutating func strings(_ key: String?, _ values: [String]) {
    beginValue(key: key)
    output += "["
    for (index, value) in values.enumerated() {
      if index > 0 { output += ", " }
      JSONWriter.appendString(value, to: &output)
    }
    output += "]"
  }

  /// Appends text that is already JSON (after `beginValue`).
  mutating func raw(_ text: String) { output += text }

  static func appendString(_ value: String, to output: inout String) {
    output += "\""
    var plain = true
    for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      plain = false
      break
    }
    if plain {
      output += value
    } else {
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case let c where c.value < 0x20:
          let hex = String(c.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
