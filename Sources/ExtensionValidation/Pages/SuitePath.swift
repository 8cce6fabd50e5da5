/// Path text as a suite writes it: forward slashes, no `.` components, no repeated or trailing
/// slashes. Case ids are built from these forms, so they are the same on every machine and
/// however the user spelled the path (`./pages//a.html` is `pages/a.html`).
enum SuitePath {
  /// `path` normalised: `.` and empty components dropped (`..` kept; a leading `/` kept).
  static func normalize(_ path: String) -> String {
    let unified = path.replacingOccurrences(of: "\\", with: "/")
    let isAbsolute = unified.hasPrefix("/")
    let components = unified.split(separator: "/", omittingEmptySubsequences: true)
      .filter { $0 != "." }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `path` joined to `base` (a folder) unless it is absolute, normalised; `base` nil or `.`
  /// leaves it as it is.
  static func resolve(_ path: String, against base: String?) -> String {
    guard let base, !path.hasPrefix("/") else { return normalize(path) }
    let normalizedBase = normalize(base)
    if normalizedBase == "." { return normalize(path) }
    return normalize(normalizedBase + "/" + path)
  }

  /// Whether `left` sorts before `right` in byte (UTF-8) order.
  static func precedes(_ left: String, _ right: String) -> Bool {
    left.utf8.lexicographicallyPrecedes(right.utf8)
  }
}
