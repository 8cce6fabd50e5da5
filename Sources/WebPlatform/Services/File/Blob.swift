import HTMLParsing

/// A part given to the `Blob` or `File` constructor, converted by the binding.
/// https://w3c.github.io/FileAPI/#typedefdef-blobpart
public enum BlobPart {
  /// A `BufferSource`: its bytes.
  case bytes([UInt8])
  /// A `USVString` (lone surrogates already replaced): UTF-8 encoded.
  case string(String)
  /// Another `Blob`: its bytes.
  case blob(Blob)
}

/// How string parts treat line endings. https://w3c.github.io/FileAPI/#enumdef-endingtype
public enum BlobEndings: String, Sendable {
  /// Line endings are kept as they are.
  case transparent
  /// Every CR, LF and CRLF becomes the native line ending: LF (Safari runs on Apple platforms).
  case native
}

/// The `Blob` interface: immutable bytes with a MIME type string.
/// https://w3c.github.io/FileAPI/#blob-section
public class Blob {
  /// The bytes; `arrayBuffer()` and `bytes()` give a copy of them.
  /// https://w3c.github.io/FileAPI/#dom-blob-arraybuffer
  public let bytes: [UInt8]
  /// The type: ASCII lowercase, or `""` when unknown or invalid.
  /// https://w3c.github.io/FileAPI/#dom-blob-type
  public let type: String

  /// `new Blob(blobParts, options)`. https://w3c.github.io/FileAPI/#constructorBlob
  public init(_ parts: [BlobPart] = [], type: String = "", endings: BlobEndings = .transparent) {
    // 1–2. (No parts: an empty Blob.) Let bytes be the result of processing blob parts.
    bytes = Self.processParts(parts, endings: endings)
    // 3. If the type member of options is not the empty string: a type with a character
    //    outside U+0020–U+007E becomes the empty string; otherwise it is ASCII lowercased.
    self.type = Self.normalizedType(type)
  }

  /// A Blob over `bytes` with `type` taken as is (for response bodies and slices).
  init(bytes: [UInt8], type: String) {
    self.bytes = bytes
    self.type = type
  }

  /// The number of bytes. https://w3c.github.io/FileAPI/#dfn-size
  public var size: Int { bytes.count }

  /// `slice(start, end, contentType)`: negative indexes count from the end; the range is clamped
  /// to the Blob. https://w3c.github.io/FileAPI/#dfn-slice
  public func slice(_ start: Int? = nil, _ end: Int? = nil, contentType: String? = nil) -> Blob {
    // 1–2. Let sliceStart, sliceEnd and sliceContentType be the arguments; originalSize the size.
    let originalSize = size
    // 3. relativeStart: 0 when omitted; max(size + start, 0) when negative; else min(start, size).
    let relativeStart = Self.relativeIndex(start ?? 0, size: originalSize)
    // 4. relativeEnd: size when omitted; max(size + end, 0) when negative; else min(end, size).
    let relativeEnd = Self.relativeIndex(end ?? originalSize, size: originalSize)
    // 5. relativeContentType: "" when omitted; else normalized like the constructor's type.
    let relativeContentType = Self.normalizedType(contentType ?? "")
    // 6. Let span be max((relativeEnd - relativeStart), 0).
    let span = max(relativeEnd - relativeStart, 0)
    // 7–8. Return a new Blob with the span bytes from relativeStart and that type.
    return Blob(
      bytes: Array(bytes[relativeStart..<(relativeStart + span)]), type: relativeContentType)
  }

  /// `text()`: the bytes UTF-8 decoded, a leading BOM removed. https://w3c.github.io/FileAPI/#dom-blob-text
  public func text() -> String {
    TextDecoding.utf8Decode(bytes)
  }

  // MARK: - Concepts

  /// The bytes of `parts`. https://w3c.github.io/FileAPI/#process-blob-parts
  static func processParts(_ parts: [BlobPart], endings: BlobEndings) -> [UInt8] {
    // 1. Let bytes be an empty sequence of bytes.
    if parts.count == 1, case .bytes(let only) = parts[0] { return only }
    if parts.count == 1, case .blob(let only) = parts[0] { return only.bytes }
    var bytes: [UInt8] = []
    // 2. For each element in parts:
    for part in parts {
      switch part {
      case .string(let string):
        // 2.1. If element is a USVString: convert line endings to native when endings is
        //      "native"; append the UTF-8 encoding.
        if endings == .native {
          bytes.append(contentsOf: convertLineEndingsToNative(string).utf8)
        } else {
          bytes.append(contentsOf: string.utf8)
        }
      case .bytes(let partBytes):
        // 2.2. If element is a BufferSource, append a copy of its bytes.
        bytes.append(contentsOf: partBytes)
      case .blob(let blob):
        // 2.3. If element is a Blob, append the bytes it represents.
        bytes.append(contentsOf: blob.bytes)
      }
    }
    // 3. Return bytes.
    return bytes
  }

  /// `s` with CRLF, CR and LF all turned into LF, the native line ending on Safari's platforms.
  /// https://w3c.github.io/FileAPI/#convert-line-endings-to-native
  static func convertLineEndingsToNative(_ string: String) -> String {
    // 1. Let native line ending be the code point U+000A LF.
    var result = String.UnicodeScalarView()
    var scalars = string.unicodeScalars.makeIterator()
    var pending = scalars.next()
    // 3–8. Copy runs that are not CR or LF; a CR (followed or not by LF) or a LF becomes LF.
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\r" {
        result.append("\n")
        if pending == "\n" { pending = scalars.next() }
      } else {
        result.append(scalar)
      }
    }
    // 9. Return result.
    return String(result)
  }

  /// A type string normalized as the constructor and `slice` do it.
  /// https://w3c.github.io/FileAPI/#dom-blob-blob
  static func normalizedType(_ type: String) -> String {
    guard type.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else { return "" }
    return HTTPSyntax.asciiLowercased(type)
  }

  /// A slice index made relative: negative counts from the end; clamped to 0…size.
  private static func relativeIndex(_ index: Int, size: Int) -> Int {
    index < 0 ? max(size + index, 0) : min(index, size)
  }
}
