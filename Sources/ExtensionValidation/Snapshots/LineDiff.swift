/// A readable line diff of two texts: the lines only in the expected text with `-`, the lines
/// only in the actual text with `+`, and a few unchanged lines of context around each change.
///
/// The longest common subsequence of lines decides what is unchanged (quadratic in the line
/// counts; snapshots are at most a few thousand lines, and longer inputs are compared by
/// their first ``maximumLines`` lines only, with a note).
public enum LineDiff {
  /// The most lines of each text compared.
  public static let maximumLines = 4000
  /// Unchanged lines shown around a change.
  public static let context = 2

  /// The diff, one line per entry (`- …`, `+ …`, `  …`, and `…` for skipped runs); empty when
  /// the texts are equal.
  public static func lines(expected: String, actual: String) -> [String] {
    guard expected != actual else { return [] }
    let old = Array(
      expected.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines))
    let new = Array(
      actual.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines))
    // lengths[i][j]: the LCS length of old[i...] and new[j...].
    var lengths = [[Int]](
      repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    enum Edit {
      case same(Substring)
      case removed(Substring)
      case added(Substring)
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(.removed(old[i]))
        i += 1
      } else {
        edits.append(.added(new[j]))
        j += 1
      }
    }
    // Keep changes and `context` unchanged lines around each.
    var keep = [Bool](repeating: false, count: edits.count)
    for (index, edit) in edits.enumerated() {
      if case .same = edit { continue }
      for near in max(0, index - context)...min(edits.count - 1, index + context) {
        keep[near] = true
      }
    }
    var output: [String] = []
    var skipped = false
    for (index, edit) in edits.enumerated() {
      guard keep[index] else {
        if !skipped { output.append("…") }
        skipped = true
        continue
      }
      skipped = false
      switch edit {
      case .same(let line): output.append("  " + line)
      case .removed(let line): output.append("- " + line)
      case .added(let line): output.append("+ " + line)
      }
    }
    return output
  }
}
