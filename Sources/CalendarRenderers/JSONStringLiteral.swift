/// A JSON string literal of `text`, escaped as every JSON document calrender writes is
/// (for small hand-assembled objects, such as `calrender pick --output json`).
package func jsonStringLiteral(_ text: String) -> String {
  let buffer = OutputBuffer(capacity: text.utf8.count + 8)
  JSONWriter.appendString(text, to: buffer)
  return buffer.string
}
