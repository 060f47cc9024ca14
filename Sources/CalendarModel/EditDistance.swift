/// Levenshtein distance over characters (grapheme clusters: "ñ" is one, precomposed or not), for
/// "nearest locale" and "did you mean" hints: `espanol` is one edit from `español`, not two bytes.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a), b = Array(b)
  if a.isEmpty { return b.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
