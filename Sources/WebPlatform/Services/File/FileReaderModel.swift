import DOM
import HTMLParsing

/// A progress event a `FileReader` fires, as a value the binding turns into a `ProgressEvent`.
/// https://w3c.github.io/FileAPI/#events
public struct FileReaderEvent: Equatable, Sendable {
  /// The event type. https://w3c.github.io/FileAPI/#event-summary
  public enum Kind: String, Sendable {
    case loadstart, progress, abort, error, load, loadend
  }

  /// The type.
  public var kind: Kind
  /// Bytes read so far (`loaded`).
  public var loaded: Int
  /// The Blob's size (`total`).
  public var total: Int
  /// Always true: the size is known.
  public var lengthComputable: Bool { true }

  /// Makes an event value.
  public init(_ kind: Kind, loaded: Int, total: Int) {
    self.kind = kind
    self.loaded = loaded
    self.total = total
  }
}

/// The `FileReader` state machine. Reads are asynchronous: a read method queues steps; the
/// binding runs ``runNextTask(dispatch:)`` in a task of the event loop while
/// ``hasPendingTask``, and fires each event passed to `dispatch` at the reader synchronously
/// (so listeners see the state the standard gives them).
///
/// The event order is Safari's: a task firing `loadstart`, then one firing `progress` (only when
/// bytes were read) while still `LOADING`, then `load` and `loadend` once `DONE`.
/// https://w3c.github.io/FileAPI/#APIASynch
public final class FileReaderModel {
  /// The reader's state. https://w3c.github.io/FileAPI/#dom-filereader-readystate
  public enum ReadyState: Int, Sendable {
    case empty = 0
    case loading = 1
    case done = 2
  }

  /// What a read produces. https://w3c.github.io/FileAPI/#dom-filereader-result
  public enum Result: Equatable, Sendable {
    /// `readAsText`, `readAsDataURL`, `readAsBinaryString`: a string.
    case string(String)
    /// `readAsArrayBuffer`: bytes for a new ArrayBuffer.
    case arrayBuffer([UInt8])
  }

  /// How the bytes are packaged. https://w3c.github.io/FileAPI/#packaging-data
  public enum ReadType: Equatable, Sendable {
    case arrayBuffer
    case binaryString
    case dataURL
    /// Text with an optional encoding label.
    case text(encoding: String?)
  }

  private enum Step {
    case loadStart
    case progress
    case finish
  }

  /// The state. https://w3c.github.io/FileAPI/#dom-filereader-readystate
  public private(set) var readyState = ReadyState.empty
  /// The result, `nil` until a read is done. https://w3c.github.io/FileAPI/#dom-filereader-result
  public private(set) var result: Result?
  /// The error of a failed or aborted read, or `nil`. https://w3c.github.io/FileAPI/#dom-filereader-error
  public private(set) var error: DOMException?
  private var steps: [Step] = []
  private var blob: Blob?
  private var readType = ReadType.arrayBuffer

  /// Makes a reader in the `EMPTY` state. https://w3c.github.io/FileAPI/#filereaderConstrctr
  public init() {}

  /// Whether a step waits for ``runNextTask(dispatch:)``.
  public var hasPendingTask: Bool { !steps.isEmpty }

  /// `readAsArrayBuffer(blob)`. https://w3c.github.io/FileAPI/#readAsArrayBuffer
  public func readAsArrayBuffer(_ blob: Blob) throws(DOMException) {
    try read(blob, as: .arrayBuffer)
  }

  /// `readAsBinaryString(blob)`. https://w3c.github.io/FileAPI/#readAsBinaryString
  public func readAsBinaryString(_ blob: Blob) throws(DOMException) {
    try read(blob, as: .binaryString)
  }

  /// `readAsText(blob, encoding)`. https://w3c.github.io/FileAPI/#readAsDataText
  public func readAsText(_ blob: Blob, encoding: String? = nil) throws(DOMException) {
    try read(blob, as: .text(encoding: encoding))
  }

  /// `readAsDataURL(blob)`. https://w3c.github.io/FileAPI/#readAsDataURL
  public func readAsDataURL(_ blob: Blob) throws(DOMException) {
    try read(blob, as: .dataURL)
  }

  /// Starts a read operation. https://w3c.github.io/FileAPI/#readOperation
  public func read(_ blob: Blob, as type: ReadType) throws(DOMException) {
    // 1. If fr's state is "loading", throw an InvalidStateError DOMException.
    guard readyState != .loading else {
      throw DOMException(
        .invalidStateError, "The object is in an invalid state.")
    }
    // 2. Set fr's state to "loading". 3. Set fr's result to null. 4. Set fr's error to null.
    readyState = .loading
    result = nil
    error = nil
    self.blob = blob
    readType = type
    // 5–10. Read the blob's stream in parallel: a task fires loadstart when the first chunk
    //       arrives, one fires progress after bytes, and the last one packages the data.
    steps = blob.size > 0 ? [.loadStart, .progress, .finish] : [.loadStart, .finish]
  }

  /// `abort()`: cancels a read in progress, firing `abort` and then (unless a listener started
  /// another read) `loadend`. https://w3c.github.io/FileAPI/#dfn-abort
  public func abort(dispatch: (FileReaderEvent) -> Void) {
    // 1. If this's state is "empty" or "done", set this's result to null and terminate.
    guard readyState == .loading else {
      result = nil
      return
    }
    // 2. If this's state is "loading", set this's state to "done" and this's result to null.
    readyState = .done
    result = nil
    // 3–4. Remove this reader's queued tasks and terminate the read algorithm.
    steps.removeAll()
    // (Safari sets error to an AbortError.)
    error = DOMException(.abortError, "The operation was aborted.")
    // 5. Fire a progress event called abort at this.
    let total = blob?.size ?? 0
    dispatch(FileReaderEvent(.abort, loaded: 0, total: total))
    // 6. If this's state is not "loading", fire a progress event called loadend at this.
    if readyState != .loading { dispatch(FileReaderEvent(.loadend, loaded: 0, total: total)) }
  }

  /// Runs the next queued step of the read, dispatching its events in order.
  /// https://w3c.github.io/FileAPI/#readOperation
  public func runNextTask(dispatch: (FileReaderEvent) -> Void) {
    guard !steps.isEmpty, let blob else { return }
    let step = steps.removeFirst()
    let total = blob.size
    switch step {
    case .loadStart:
      // 10.2. If chunkPromise is fulfilled and isFirstChunk is true, fire loadstart.
      dispatch(FileReaderEvent(.loadstart, loaded: 0, total: total))
    case .progress:
      // 10.4.3. Fire progress after the bytes were appended (Safari: once, before load).
      dispatch(FileReaderEvent(.progress, loaded: total, total: total))
    case .finish:
      // 10.5.1. Set fr's state to "done".
      readyState = .done
      // 10.5.2–10.5.4. Let result be the packaged data; set fr's result; fire load.
      result = Self.package(blob, as: readType)
      dispatch(FileReaderEvent(.load, loaded: total, total: total))
      // 10.5.5. If fr's state is not "loading", fire a progress event called loadend at fr.
      if readyState != .loading { dispatch(FileReaderEvent(.loadend, loaded: total, total: total)) }
    }
  }

  /// The bytes of `blob` packaged as `type`. https://w3c.github.io/FileAPI/#packaging-data
  static func package(_ blob: Blob, as type: ReadType) -> Result {
    switch type {
    case .dataURL:
      // DataURL: a data: URL of the bytes, base64, with the blob's type (Safari uses
      // application/octet-stream when the type is empty).
      let mimeType = blob.type.isEmpty ? "application/octet-stream" : blob.type
      return .string("data:" + mimeType + ";base64," + Base64.encode(blob.bytes))
    case .text(let label):
      // Text: 1. Let encoding be failure. 2. If the encoding argument is present, set encoding
      //       to the result of getting an encoding from it. 3. If encoding is failure and the
      //       blob's type parses with a charset parameter, get an encoding from it. 4. If
      //       encoding is failure, set encoding to UTF-8. 5. Decode bytes using the fallback
      //       encoding (BOM sniffing first).
      var encoding = label.flatMap(TextEncoding.init(label:))
      if encoding == nil, let charset = MIMEType(blob.type)?.charset {
        encoding = TextEncoding(label: charset)
      }
      return .string(TextDecoding.decode(blob.bytes, as: encoding ?? .utf8))
    case .arrayBuffer:
      // ArrayBuffer: a new ArrayBuffer whose contents are bytes.
      return .arrayBuffer(blob.bytes)
    case .binaryString:
      // BinaryString: each byte a code unit of the same value.
      return .string(HTTPSyntax.isomorphicDecode(blob.bytes))
    }
  }
}
