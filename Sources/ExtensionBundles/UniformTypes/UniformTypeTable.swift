/// A small table of Uniform Type Identifiers and what each conforms to, for the predicate
/// operators `UTI-CONFORMS-TO` and `UTI-EQUALS` (docs/safari-behavior.md §5.2).
///
/// swift-corelibs-foundation has no `UTTypeConformsTo`, so actionjs carries its own table.
/// `com.apple.property-list` → `public.data` is documented [DOC] (A9); the other rows follow
/// Apple's UTType reference ("System-declared uniform type identifiers") [INF]. Conformance is
/// reflexive and transitive; identifiers compare case-insensitively, as UTIs do. An identifier
/// missing from the table conforms only to itself.
public struct UniformTypeTable: Hashable, Sendable {
  /// The direct parents of each identifier, keyed by the lowercased identifier.
  public private(set) var parents: [String: [String]]

  /// Creates a table from direct conformances (`identifier → [parent]`).
  public init(parents: [String: [String]]) {
    var lowered: [String: [String]] = [:]
    for (type, list) in parents {
      lowered[type.lowercased(), default: []].append(contentsOf: list.map { $0.lowercased() })
    }
    self.parents = lowered
  }

  /// A copy that also knows `identifier` conforming directly to `conformsTo`.
  public func adding(_ identifier: String, conformsTo: [String]) -> UniformTypeTable {
    var copy = self
    copy.parents[identifier.lowercased(), default: []].append(
      contentsOf: conformsTo.map { $0.lowercased() })
    return copy
  }

  /// Whether `identifier` conforms to `other` (`UTTypeConformsTo`): equal, or a parent,
  /// transitively, conforms. Cycles in a custom table are tolerated.
  public func conforms(_ identifier: String, to other: String) -> Bool {
    let target = other.lowercased()
    var pending = [identifier.lowercased()]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      if next == target { return true }
      guard seen.insert(next).inserted else { continue }
      pending.append(contentsOf: parents[next] ?? [])
    }
    return false
  }

  /// Whether two identifiers name the same type (`UTTypeEqual`): case-insensitive equality.
  public func isEqual(_ identifier: String, _ other: String) -> Bool {
    identifier.lowercased() == other.lowercased()
  }

  /// Every identifier `identifier` conforms to, itself included, sorted.
  public func supertypes(of identifier: String) -> [String] {
    var pending = [identifier.lowercased()]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending.append(contentsOf: parents[next] ?? [])
    }
    return seen.sorted()
  }

  /// The system types actionjs knows, with their conformances.
  public static let standard = UniformTypeTable(parents: [
    "public.item": [],
    "public.content": [],
    "public.composite-content": ["public.content"],
    "public.data": ["public.item"],
    "public.directory": ["public.item"],
    "public.folder": ["public.directory"],
    "public.volume": ["public.folder"],
    "com.apple.package": ["public.directory"],
    "com.apple.bundle": ["public.directory"],
    "public.symlink": ["public.item"],
    "public.executable": ["public.item"],
    "public.text": ["public.data", "public.content"],
    "public.plain-text": ["public.text"],
    "public.utf8-plain-text": ["public.plain-text"],
    "public.utf16-plain-text": ["public.plain-text"],
    "public.utf16-external-plain-text": ["public.plain-text"],
    "public.delimited-values-text": ["public.text"],
    "public.comma-separated-values-text": ["public.delimited-values-text"],
    "public.rtf": ["public.text"],
    "public.html": ["public.text"],
    "public.xml": ["public.text"],
    "public.json": ["public.text"],
    "public.source-code": ["public.plain-text"],
    "public.script": ["public.source-code"],
    "com.netscape.javascript-source": ["public.script"],
    "public.vcard": ["public.text"],
    "public.contact": ["public.item"],
    "public.url": ["public.data"],
    "public.file-url": ["public.url"],
    "public.url-name": ["public.utf8-plain-text"],
    "public.image": ["public.data", "public.content"],
    "public.jpeg": ["public.image"],
    "public.png": ["public.image"],
    "com.compuserve.gif": ["public.image"],
    "public.tiff": ["public.image"],
    "com.microsoft.bmp": ["public.image"],
    "public.heif-standard": ["public.image"],
    "public.heic": ["public.heif-standard"],
    "public.heif": ["public.heif-standard"],
    "public.svg-image": ["public.image", "public.xml"],
    "public.audiovisual-content": ["public.data", "public.content"],
    "public.movie": ["public.audiovisual-content"],
    "public.video": ["public.movie"],
    "public.mpeg-4": ["public.movie"],
    "com.apple.quicktime-movie": ["public.movie"],
    "public.audio": ["public.audiovisual-content"],
    "public.mp3": ["public.audio"],
    "public.mpeg-4-audio": ["public.mpeg-4", "public.audio"],
    "com.adobe.pdf": ["public.data", "public.composite-content"],
    "com.apple.property-list": ["public.data"],
    "com.apple.xml-property-list": ["com.apple.property-list", "public.xml"],
    "com.apple.binary-property-list": ["com.apple.property-list"],
    "com.apple.webarchive": ["public.data", "public.composite-content"],
    "public.archive": ["public.data"],
    "public.zip-archive": ["public.archive"],
    "com.pkware.zip-archive": ["public.zip-archive"],
  ])
}
