import Foundation
import SavedPages

extension SavedResources {
  /// The resources the fixture folders answer, listed ahead of the run (the page environment
  /// is given a list of resources, not a lookup): every regular file `DIR/host/path` as
  /// `https://host/path` and `http://host/path`, an `index.html` also as its folder's URL
  /// (`https://host/dir/`). A URL the map already has is left out (the map wins); an earlier
  /// folder wins over a later one, as ``resource(for:)`` decides.
  func fixtureResources() -> [SavedResource] {
    var seen = Set(urls)
    var found: [SavedResource] = []
    for directory in fixtureDirectories {
      guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let segments = relative.split(separator: "/").map(String.init)
        guard segments.count >= 2 else { continue }
        let host = segments[0].lowercased()
        var paths = [
          segments.dropFirst().map(Self.escaped).joined(separator: "/")
        ]
        if segments.last == "index.html" {
          paths.append(
            segments.dropFirst().dropLast().map { Self.escaped($0) + "/" }.joined())
        }
        for scheme in ["https", "http"] {
          for path in paths {
            let url = "\(scheme)://\(host)/\(path)"
            guard !seen.contains(url), let resource = resource(for: url) else { continue }
            seen.insert(url)
            found.append(resource)
          }
        }
      }
    }
    return found
  }

  /// A path segment with the characters a URL path cannot hold percent-escaped.
  private static func escaped(_ segment: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/?#")
    return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
  }
}
