import DOM

/// The blob URL store: `URL.createObjectURL` entries, resolved by the offline fetcher.
/// Identifiers come from the run's ``SeededRandom``, so URLs repeat run to run when seeded.
/// https://w3c.github.io/FileAPI/#BlobURLStore
public final class BlobURLStore {
  /// An entry: the Blob and the origin of the environment that made it.
  /// https://w3c.github.io/FileAPI/#blob-url-entry
  private struct Entry {
    var blob: Blob
    var origin: URLOrigin
  }

  private let random: SeededRandom
  private var entries: [String: Entry] = [:]

  /// Makes an empty store drawing identifiers from `random`.
  public init(random: SeededRandom) {
    self.random = random
  }

  /// The number of live blob URLs.
  public var count: Int { entries.count }

  /// `URL.createObjectURL(blob)`: adds an entry and returns `blob:<origin>/<uuid>`.
  /// https://w3c.github.io/FileAPI/#dfn-createObjectURL
  public func createObjectURL(_ blob: Blob, origin: URLOrigin) -> String {
    // Generate a new blob URL, https://w3c.github.io/FileAPI/#unicodeBlobURL:
    // 1. Let result be the empty string. 2. Append "blob:".
    // 3–4. Let serialized be the ASCII serialization of the origin ("null" for an opaque one).
    // 5. Append serialized. 6. Append "/". 7–8. Append a UUID string.
    let url = "blob:" + origin.serialized + "/" + CryptoModel.uuidString(random.bytes(16))
    // Add an entry to the blob URL store for blob.
    entries[url] = Entry(blob: blob, origin: origin)
    return url
  }

  /// `URL.revokeObjectURL(url)`: removes the entry when `url` is a blob URL made by `origin`.
  /// https://w3c.github.io/FileAPI/#dfn-revokeObjectURL
  public func revokeObjectURL(_ url: String, origin: URLOrigin) {
    // 1. Let urlRecord be the result of parsing url.
    // 2. If urlRecord's scheme is not "blob", return.
    guard let urlRecord = WebURL(url), urlRecord.scheme == "blob" else { return }
    // 3–4. Let entry be urlRecord's blob URL entry; if null, return.
    let key = urlRecord.serialized(excludingFragment: true)
    guard let entry = entries[key] else { return }
    // 5–6. If the entry was not made by this origin, return.
    guard entry.origin == origin else { return }
    // 7. Remove an entry from the Blob URL Store for url.
    entries[key] = nil
  }

  /// The Blob for `url`, or `nil`. https://w3c.github.io/FileAPI/#blob-url-resolve
  public func resolve(_ url: WebURL) -> Blob? {
    // 1. Assert: url's scheme is "blob".
    guard url.scheme == "blob" else { return nil }
    // 2–4. Let urlString be url serialized with exclude fragment; return the entry, if any.
    return entries[url.serialized(excludingFragment: true)]?.blob
  }
}
