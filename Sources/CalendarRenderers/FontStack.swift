/// Font families for a script, most specific first, ending in the generic `sans-serif`: Noto first
/// (what Linux and the tests have), then the system fonts of macOS and Windows.
package enum FontStack {
  package static func families(script: String) -> [String] {
    let specific: [String]
    switch script {
    case "Hang", "Kore": specific = ["Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"]
    case "Jpan", "Hira", "Kana": specific = ["Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic"]
    case "Hant": specific = ["Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei"]
    case "Hans", "Hani": specific = ["Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei"]
    case "Arab": specific = ["Noto Sans Arabic", "Noto Naskh Arabic", "Geeza Pro", "Segoe UI"]
    case "Hebr": specific = ["Noto Sans Hebrew", "Arial Hebrew", "Segoe UI"]
    case "Thai": specific = ["Noto Sans Thai", "Thonburi", "Leelawadee UI"]
    case "Deva": specific = ["Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI"]
    case "Beng": specific = ["Noto Sans Bengali", "Kohinoor Bangla", "Nirmala UI"]
    case "Ethi": specific = ["Noto Sans Ethiopic", "Kefa", "Nyala"]
    case "Taml": specific = ["Noto Sans Tamil", "Tamil Sangam MN", "Nirmala UI"]
    default: specific = ["Noto Sans", "Helvetica Neue", "Arial"]
    }
    return specific + ["sans-serif"]
  }

  /// As a CSS `font-family` value.
  static func css(script: String) -> String {
    families(script: script).map { $0 == "sans-serif" ? $0 : "'\($0)'" }.joined(separator: ", ")
  }
}
