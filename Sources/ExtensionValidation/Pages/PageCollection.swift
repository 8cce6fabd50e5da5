import Foundation

/// Turns the page arguments of `actionjs validate` and the `pages` of a suite file into page
/// files.
///
/// Each argument is:
/// - a file: taken as it is, whatever its extension;
/// - a folder: every page inside it, at any depth (``pageExtensions``), skipping hidden files
///   and folders (names starting with `.`);
/// - a glob: `*`, `?` and `[…]` within one path component, and `**` as a whole component for
///   any number of folders (zero included); it selects pages (a matched folder gives the pages
///   inside it), and hidden names match only a component that starts with `.` itself.
///
/// The result has no duplicates and is sorted in byte order; paths stay relative as given
/// (normalised: no `./`, no doubled `/`).
public enum PageCollection {
  /// The extensions of page files (compared without case).
  public static let pageExtensions: Set<String> = [
    "html", "htm", "xhtml", "webarchive", "mhtml", "mht", "txt",
  ]

  /// The page files `arguments` name; relative arguments are looked up in `base` (the current
  /// folder when nil) but returned as written.
  public static func expand(_ arguments: [String], relativeTo base: String? = nil)
    throws(PageCollectionError) -> [String]
  {
    var found = Set<String>()
    for argument in arguments {
      let pages = try expand(argument, base: base)
      found.formUnion(pages)
    }
    return found.sorted(by: SuitePath.precedes)
  }

  /// Whether `name` ends with one of ``pageExtensions``.
  public static func isPage(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return pageExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  private static func expand(_ argument: String, base: String?) throws(PageCollectionError)
    -> [String]
  {
    let written = SuitePath.normalize(argument)
    if GlobPattern.isGlob(written) {
      let pages = try glob(written, base: base)
      guard !pages.isEmpty else { throw .noMatch(pattern: argument) }
      return pages
    }
    switch kind(of: disk(written, base: base)) {
    case .none: throw .missing(path: argument)
    case .file: return [written]
    case .folder:
      let pages = pagesInFolder(written, base: base)
      guard !pages.isEmpty else { throw .emptyFolder(path: argument) }
      return pages
    }
  }

  // MARK: - Files

  private enum Kind { case file, folder }

  private static func kind(of path: String) -> Kind? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    return isDirectory.boolValue ? .folder : .file
  }

  /// Where `path` (as written) is on disk.
  private static func disk(_ path: String, base: String?) -> String {
    SuitePath.resolve(path, against: base)
  }

  /// The visible entries of a folder, or none when it cannot be read.
  private static func entries(of folder: String, base: String?) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: disk(folder, base: base)))
    return (names ?? []).filter { !$0.hasPrefix(".") }
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : (folder == "/" ? "/" + name : folder + "/" + name)
  }

  /// Every page below `folder` (as written), at any depth.
  private static func pagesInFolder(_ folder: String, base: String?) -> [String] {
    var pages: [String] = []
    var pending = [folder]
    var visited = Set<String>()
    while let current = pending.popLast() {
      // A symbolic link loop must not make this run forever.
      let real = URL(fileURLWithPath: disk(current, base: base)).resolvingSymlinksInPath().path
      guard visited.insert(real).inserted else { continue }
      for name in entries(of: current, base: base) {
        let path = join(current, name)
        switch kind(of: disk(path, base: base)) {
        case .folder: pending.append(path)
        case .file where isPage(name): pages.append(path)
        default: break
        }
      }
    }
    return pages
  }

  // MARK: - Globs

  /// The pages `pattern` (normalised) matches.
  private static func glob(_ pattern: String, base: String?) throws(PageCollectionError)
    -> [String]
  {
    let isAbsolute = pattern.hasPrefix("/")
    let components = pattern.split(separator: "/").map(String.init)
    // The literal components before the first glob are the folder the search starts in.
    let firstGlob = components.firstIndex(where: GlobPattern.isGlob) ?? components.count
    let prefix = components[..<firstGlob].joined(separator: "/")
    let start = isAbsolute ? "/" + prefix : (prefix.isEmpty ? "." : prefix)
    var matchers: [GlobComponent] = []
    for component in components[firstGlob...] {
      if component == "**" {
        if matchers.last != .anyFolders { matchers.append(.anyFolders) }
        continue
      }
      do {
        matchers.append(.pattern(try GlobPattern(component), hidden: component.hasPrefix(".")))
      } catch {
        throw .invalidPattern(pattern: pattern, reason: error.reason)
      }
    }
    var matched = Set<String>()
    var visited = Set<GlobState>()
    walk(start, matchers[...], base: base, into: &matched, visited: &visited)
    var pages: [String] = []
    for path in matched {
      switch kind(of: disk(path, base: base)) {
      case .file where isPage(path): pages.append(path)
      case .folder: pages += pagesInFolder(path, base: base)
      default: break
      }
    }
    return pages
  }

  private enum GlobComponent: Equatable {
    case anyFolders
    case pattern(GlobPattern, hidden: Bool)

    static func == (lhs: GlobComponent, rhs: GlobComponent) -> Bool {
      if case .anyFolders = lhs, case .anyFolders = rhs { return true }
      return false
    }
  }

  private struct GlobState: Hashable {
    let path: String
    let remaining: Int
  }

  /// Matches `matchers` below `folder`, collecting full matches.
  private static func walk(
    _ folder: String, _ matchers: ArraySlice<GlobComponent>, base: String?,
    into matched: inout Set<String>, visited: inout Set<GlobState>
  ) {
    guard
      visited.insert(GlobState(path: folder, remaining: matchers.count)).inserted,
      visited.count < 1_000_000
    else { return }
    guard let first = matchers.first else {
      matched.insert(folder)
      return
    }
    let rest = matchers.dropFirst()
    switch first {
    case .anyFolders:
      // Zero folders, then one more folder and `**` again.
      walk(folder, rest, base: base, into: &matched, visited: &visited)
      // Symbolic-link loops end at this depth.
      guard folder.split(separator: "/").count < 64 else { return }
      for name in entries(of: folder, base: base) {
        let path = join(folder, name)
        guard kind(of: disk(path, base: base)) == .folder else { continue }
        walk(path, matchers, base: base, into: &matched, visited: &visited)
      }
    case .pattern(let pattern, let hidden):
      guard kind(of: disk(folder, base: base)) == .folder else { return }
      let names =
        hidden
        ? ((try? FileManager.default.contentsOfDirectory(atPath: disk(folder, base: base))) ?? [])
        : entries(of: folder, base: base)
      for name in names where pattern.matches(name) {
        walk(join(folder, name), rest, base: base, into: &matched, visited: &visited)
      }
    }
  }
}
