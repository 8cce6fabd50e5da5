/// Whether the bytes of a file named as HTML look like binary data (an image, an archive,
/// random bytes) rather than text. A browser still shows such a file as HTML, so the page
/// loads; the loader only warns, naming what it saw.
enum BinaryContent {
  /// How many leading bytes are looked at.
  static let sampleSize = 1024

  /// Why `bytes` look binary, or nil when they look like text (in any encoding a browser
  /// sniffs: a UTF-16 or UTF-8 byte order mark makes them text).
  static func reason(_ bytes: [UInt8]) -> String? {
    let sample = bytes.prefix(sampleSize)
    guard !sample.isEmpty else { return nil }
    if sample.starts(with: [0xFE, 0xFF]) || sample.starts(with: [0xFF, 0xFE])
      || sample.starts(with: [0xEF, 0xBB, 0xBF])
    {
      return nil
    }
    // Control bytes other than tab, line feed, form feed, carriage return and escape (which
    // ISO-2022-JP uses) do not occur in text.
    let controls = sample.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains($0) }
    let nulCount = sample.filter { $0 == 0 }.count
    guard nulCount > 0 || controls.count * 10 > sample.count else { return nil }
    let percent = controls.count * 100 / sample.count
    return "the file looks like binary data, not HTML (\(percent)% control bytes"
      + (nulCount > 0 ? ", \(nulCount) NUL bytes" : "")
      + " in the first \(sample.count)); it is loaded as a browser loads it"
  }
}
