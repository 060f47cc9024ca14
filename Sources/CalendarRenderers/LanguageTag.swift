/// The language part of a BCP 47 tag, for `lang` attributes: extensions such as `-u-ca-hebrew` or
/// `-u-va-posix` say how to format, not which language, and HTML checkers refuse them there.
package enum LanguageTag {
  package static func base(_ tag: String) -> String {
    let subtags = tag.split(separator: "-")
    let kept = subtags.prefix { $0.count != 1 }
    return kept.isEmpty ? tag : kept.joined(separator: "-")
  }
}
