/// The `File` interface: a Blob with a name and a modification time.
/// https://w3c.github.io/FileAPI/#file-section
public final class File: Blob {
  /// The file name, as given. https://w3c.github.io/FileAPI/#dfn-name
  public let name: String
  /// The last modification time in milliseconds since the Unix epoch.
  /// https://w3c.github.io/FileAPI/#dfn-lastModified
  public let lastModified: Int64

  /// `new File(fileBits, fileName, options)`; without `lastModified`, the time is
  /// `currentTime` (the event loop's clock, in milliseconds since the epoch, so runs repeat).
  /// https://w3c.github.io/FileAPI/#file-constructor
  public init(
    _ bits: [BlobPart], name: String, type: String = "", endings: BlobEndings = .transparent,
    lastModified: Int64? = nil, currentTime: Int64
  ) {
    // 1. Let bytes be the result of processing blob parts given fileBits and options.
    // 2. Let n be the fileName argument to the constructor.
    self.name = name
    // 3.2. If the lastModified member is provided, let d be set to it; otherwise to the current
    //      date and time represented as the number of milliseconds since the Unix Epoch.
    self.lastModified = lastModified ?? currentTime
    // 3.1. The type member is normalized as for Blob.
    super.init(bytes: Blob.processParts(bits, endings: endings), type: Blob.normalizedType(type))
  }

  /// The relative path of a file chosen from a directory: always `""` here.
  /// https://wicg.github.io/entries-api/#dom-file-webkitrelativepath
  public var webkitRelativePath: String { "" }
}
