/// The document's language in a PDF's catalog (`/Lang`, ISO 32000-1 §14.9.2.1), which screen
/// readers and text extraction read: Cairo (1.16 and 1.18) writes the catalog itself and has no
/// call for it, so calrender adds it as an incremental update (§7.5.6) — a revised catalog, an
/// xref section of that one object and a trailer pointing back at Cairo's — after Cairo's bytes,
/// which stay as they are.
enum PDFLanguage {
  /// `pdf` with `/Lang (language)` in its catalog; unchanged when `language` is not a plain
  /// BCP 47 tag (letters, digits, `-`) or the file is not laid out as Cairo writes it (one
  /// classic xref table and trailer with `/Root`, `/Size` and `startxref` at its end).
  static func adding(_ language: String, to pdf: [UInt8]) -> [UInt8] {
    guard !language.isEmpty, language.utf8.count <= 64,
      language.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || Self.isAlphanumeric($0) }),
      let trailerStart = lastRange(of: "trailer", in: pdf, before: pdf.count),
      let root = integer(after: "/Root ", in: pdf, from: trailerStart),
      let size = integer(after: "/Size ", in: pdf, from: trailerStart),
      let previous = integer(after: "startxref", in: pdf, from: trailerStart),
      let objectStart = lastRange(of: "\n\(root) 0 obj", in: pdf, before: trailerStart).map({ $0 + 1 }),
      let objectEnd = firstRange(of: "endobj", in: pdf, from: objectStart),
      let dictionaryEnd = lastRange(of: ">>", in: pdf, before: objectEnd), dictionaryEnd > objectStart,
      let dictionaryStart = firstRange(of: "<<", in: pdf, from: objectStart), dictionaryStart < dictionaryEnd,
      firstRange(of: "/Lang", in: Array(pdf[dictionaryStart..<dictionaryEnd]), from: 0) == nil
    else { return pdf }
    let info = integer(after: "/Info ", in: pdf, from: trailerStart)
    var out = pdf
    if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
    let offset = out.count
    out += Array("\(root) 0 obj\n".utf8)
    out += pdf[dictionaryStart..<dictionaryEnd]
    out += Array("   /Lang (\(language))\n>>\nendobj\n".utf8)
    let xref = out.count
    let position = String(offset)
    // The free list's head again (object 0), as writers of updates give it and readers expect.
    out += Array("xref\n0 1\n0000000000 65535 f \n\(root) 1\n\(String(repeating: "0", count: max(0, 10 - position.count)))\(position) 00000 n \n".utf8)
    out += Array("trailer\n<< /Size \(size)\n   /Root \(root) 0 R\n".utf8)
    if let info { out += Array("   /Info \(info) 0 R\n".utf8) }
    out += Array("   /Prev \(previous)\n>>\nstartxref\n\(xref)\n%%EOF\n".utf8)
    return out
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Where the last `text` before `end` starts.
  private static func lastRange(of text: String, in bytes: [UInt8], before end: Int) -> Int? {
    let needle = Array(text.utf8)
    var start = end - needle.count
    while start >= 0 {
      if bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) { return start }
      start -= 1
    }
    return nil
  }

  /// Where the first `text` from `start` starts.
  private static func firstRange(of text: String, in bytes: [UInt8], from start: Int) -> Int? {
    let needle = Array(text.utf8)
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }

  /// The decimal number after the first `key` from `start` (blanks skipped).
  private static func integer(after key: String, in bytes: [UInt8], from start: Int) -> Int? {
    guard var index = firstRange(of: key, in: bytes, from: start).map({ $0 + key.utf8.count }) else { return nil }
    while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
      index += 1
    }
    var value = 0, digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), digits < 12 {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
      digits += 1
    }
    return digits > 0 ? value : nil
  }
}
