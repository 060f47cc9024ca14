/// Finding and replacing literal text, compared Character by Character (as `String ==` compares:
/// a match never splits a grapheme cluster).
///
/// The command's modules do not import `_StringProcessing` (its regex engine would be linked into
/// the static binary and mapped on every start), so they use these instead of its
/// `ranges(of:)`, `firstRange(of:)` and `replacing(_:with:)`.
extension StringProtocol {
  /// The non-overlapping ranges where `needle` occurs, from the start; none for an empty needle.
  package func literalRanges(of needle: some StringProtocol) -> [Range<Index>] {
    guard let first = needle.first else { return [] }
    var found: [Range<Index>] = []
    var index = startIndex
    while index < endIndex {
      if self[index] == first, let end = matchEnd(of: needle, at: index) {
        found.append(index..<end)
        index = end
      } else {
        index = self.index(after: index)
      }
    }
    return found
  }

  /// The first range where `needle` occurs, or nil.
  package func firstLiteralRange(of needle: some StringProtocol) -> Range<Index>? {
    guard let first = needle.first else { return nil }
    var index = startIndex
    while index < endIndex {
      if self[index] == first, let end = matchEnd(of: needle, at: index) { return index..<end }
      index = self.index(after: index)
    }
    return nil
  }

  /// This text with every occurrence of `needle` replaced by `replacement`.
  package func replacingLiteral(_ needle: some StringProtocol, with replacement: some StringProtocol) -> String {
    var result = ""
    var copied = startIndex
    for range in literalRanges(of: needle) {
      result += self[copied..<range.lowerBound]
      result += replacement
      copied = range.upperBound
    }
    result += self[copied...]
    return result
  }

  /// Where a match of `needle` starting at `start` ends, or nil when it does not match there.
  private func matchEnd(of needle: some StringProtocol, at start: Index) -> Index? {
    var index = start
    for character in needle {
      guard index < endIndex, self[index] == character else { return nil }
      index = self.index(after: index)
    }
    return index
  }
}
