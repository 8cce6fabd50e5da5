/// "Did you mean …?" for an unknown key: the known key closest to it by edit distance
/// (Levenshtein, case-insensitive), when it is close enough to be a typo.
enum KeySuggestion {
  /// The closest of `known` to `key`, within a third of its length (at least 1, at most 3
  /// edits), or nil.
  static func closest(to key: String, in known: [String]) -> String? {
    let limit = min(3, max(1, key.count / 3))
    var best: (key: String, distance: Int)?
    for candidate in known {
      let distance = editDistance(key.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.key
  }

  /// The Levenshtein distance (insertions, deletions, substitutions) between `a` and `b`.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
