import Foundation

/// A uniquely named folder under the system's temporary directory, removed with everything in
/// it when the value is released (or at ``remove()``): the one scratch folder every test target
/// uses.
public final class TemporaryFolder {
  /// The folder (for ``init(prefix:named:)`` with a name, the named folder inside the unique
  /// one).
  public let url: URL
  /// The unique folder made for this value, removed at the end.
  private let root: URL

  /// Makes the folder. `prefix` starts the unique folder's name (it shows which tests left a
  /// folder behind after a crash); `name`, when given, is a folder inside it whose own name
  /// matters (an extension bundle's `Action.appex`).
  public init(prefix: String = "actionjs-tests", named name: String? = nil) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    self.root = root
    url = name.map { root.appendingPathComponent($0, isDirectory: true) } ?? root
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { remove() }

  /// The folder's path.
  public var path: String { url.path }

  /// The path of `name` (a relative path) inside the folder.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` as UTF-8 to `name` (a relative path; folders are made as needed) and returns
  /// the file's full path.
  @discardableResult
  public func write(_ name: String, _ text: String = "") throws -> String {
    try write(name, data: Data(text.utf8))
  }

  /// Writes `bytes` to `name` (a relative path; folders are made as needed) and returns the
  /// file's full path.
  @discardableResult
  public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    try write(name, data: Data(bytes))
  }

  /// Writes `data` to `name` (a relative path; folders are made as needed) and returns the
  /// file's full path.
  @discardableResult
  public func write(_ name: String, data: Data) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }

  /// Makes the folder `name` (a relative path) and returns its full path.
  @discardableResult
  public func makeFolder(_ name: String) throws -> String {
    let folder = url.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  /// The text of `name` (a relative path), or "" when it cannot be read.
  public func read(_ name: String) -> String {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
      ?? ""
  }

  /// Removes the folder now (it is removed on release anyway).
  public func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
