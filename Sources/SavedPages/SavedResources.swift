import Foundation

/// The resources a saved page can serve without a network: a map from absolute URL to
/// ``SavedResource``, filled from a web archive's subresources or an MHTML message's parts,
/// plus optional fixture folders read on demand.
///
/// URLs are compared exactly, after removing any `#fragment`. A resource added to the map wins
/// over a fixture folder; folders are tried in the order they were added. See
/// <doc:SavedPages#Fixture-folders> for how a folder answers a URL.
public struct SavedResources: Sendable {
  private var entries: [String: SavedResource] = [:]
  private var order: [String] = []
  /// The fixture folders, in lookup order.
  public private(set) var fixtureDirectories: [String] = []

  /// An empty collection.
  public init() {}

  /// A collection holding `resources`; a later resource with the same URL replaces an earlier one.
  public init(_ resources: [SavedResource]) {
    for resource in resources { add(resource) }
  }

  /// The number of resources in the map (fixture folders not counted).
  public var count: Int { order.count }

  /// Whether the map is empty (fixture folders not counted).
  public var isEmpty: Bool { order.isEmpty }

  /// The URLs of the map, in the order they were first added.
  public var urls: [String] { order }

  /// The resources of the map, in the order their URLs were first added.
  public var all: [SavedResource] { order.compactMap { entries[$0] } }

  /// Adds `resource`, replacing a resource with the same URL.
  public mutating func add(_ resource: SavedResource) {
    let key = Self.key(resource.url)
    if entries.updateValue(resource, forKey: key) == nil { order.append(key) }
  }

  /// Adds the resources of `other` that this collection does not have yet, and its folders.
  public mutating func merge(_ other: SavedResources) {
    for resource in other.all where entries[Self.key(resource.url)] == nil { add(resource) }
    for directory in other.fixtureDirectories where !fixtureDirectories.contains(directory) {
      fixtureDirectories.append(directory)
    }
  }

  /// Adds a fixture folder, consulted after the map; see <doc:SavedPages#Fixture-folders>.
  public mutating func addFixtureDirectory(_ path: String) {
    fixtureDirectories.append(path)
  }

  /// The resource for `url`: from the map, else from the first fixture folder holding a file
  /// for it, else `nil`.
  public func resource(for url: String) -> SavedResource? {
    let key = Self.key(url)
    if let resource = entries[key] { return resource }
    for directory in fixtureDirectories {
      if let resource = FixtureDirectory(path: directory).resource(for: key) { return resource }
    }
    return nil
  }

  /// The lookup key of `url`: the URL without its fragment.
  static func key(_ url: String) -> String {
    if let hash = url.firstIndex(of: "#") { return String(url[..<hash]) }
    return url
  }
}
