import DOM
import HTMLParsing

/// The `TextDecoder` interface: bytes to text in any encoding of the standard, optionally
/// streaming across chunks. https://encoding.spec.whatwg.org/#interface-textdecoder
public final class TextDecoder {
  /// The encoding used. https://encoding.spec.whatwg.org/#textdecoder-encoding
  public let textEncoding: TextEncoding
  /// Whether errors throw instead of becoming U+FFFD. https://encoding.spec.whatwg.org/#dom-textdecoder-fatal
  public let fatal: Bool
  /// Whether a byte order mark is kept in the output. https://encoding.spec.whatwg.org/#dom-textdecoder-ignorebom
  public let ignoreBOM: Bool
  private var decoder: EncodingDecoder
  private var doNotFlush = false
  private var bomSeen = false

  /// `new TextDecoder(label, options)`: an unknown label, or one for the replacement encoding,
  /// throws a ``RangeError``. https://encoding.spec.whatwg.org/#dom-textdecoder
  public init(_ label: String = "utf-8", fatal: Bool = false, ignoreBOM: Bool = false)
    throws(RangeError)
  {
    // 1. Let encoding be the result of getting an encoding from label.
    // 2. If encoding is failure or replacement, then throw a RangeError.
    guard let encoding = TextEncoding(label: label), encoding != .replacement else {
      throw RangeError("The encoding label provided ('\(label)') is invalid.")
    }
    // 3. Set this's encoding to encoding.
    textEncoding = encoding
    // 4–5. Set this's error mode to "fatal" if options["fatal"]; set ignore BOM.
    self.fatal = fatal
    self.ignoreBOM = ignoreBOM
    decoder = EncodingDecoder(encoding)
  }

  /// The encoding's name in ASCII lowercase, e.g. `utf-8`, `shift_jis`.
  /// https://encoding.spec.whatwg.org/#dom-textdecoder-encoding
  public var encoding: String { HTTPSyntax.asciiLowercased(textEncoding.name) }

  /// `decode(input, { stream })`: the text of `input` and of any bytes left from earlier
  /// streaming calls; with `stream`, an incomplete sequence at the end waits for the next call.
  /// With ``fatal``, invalid input throws a ``DOM/TypeError`` and the decoder starts afresh.
  /// https://encoding.spec.whatwg.org/#dom-textdecoder-decode
  public func decode(_ input: [UInt8]? = nil, stream: Bool = false) throws(TypeError) -> String {
    // 1. If this's do not flush is false, then set this's decoder to a new instance of this's
    //    encoding's decoder, this's I/O queue to the empty queue, and BOM seen to false.
    if !doNotFlush {
      decoder = EncodingDecoder(textEncoding)
      bomSeen = false
    }
    // 2. Set this's do not flush to options["stream"].
    doNotFlush = stream
    // 3–5. Push a copy of input to the I/O queue and process it; at end-of-queue, flush
    //      unless streaming. An error in fatal mode throws a TypeError.
    var output = UTF8Output(reservingCapacity: input?.count ?? 0)
    guard decoder.decode(input ?? [], flush: !stream, fatal: fatal, into: &output) else {
      decoder = EncodingDecoder(textEncoding)
      doNotFlush = false
      bomSeen = false
      throw TypeError("The encoded data was not valid.")
    }
    // Serialize I/O queue: for UTF-8, UTF-16BE and UTF-16LE, unless ignoring the BOM, the
    // first code point of the stream is dropped if it is U+FEFF.
    // https://encoding.spec.whatwg.org/#concept-td-serialize
    var start = 0
    let bytes = output.bytes
    if !bomSeen, !bytes.isEmpty {
      bomSeen = true
      let stripsBOM =
        !ignoreBOM
        && (textEncoding == .utf8 || textEncoding == .utf16BE || textEncoding == .utf16LE)
      if stripsBOM, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
        start = 3
      }
    }
    return output.makeString(from: start)
  }
}
