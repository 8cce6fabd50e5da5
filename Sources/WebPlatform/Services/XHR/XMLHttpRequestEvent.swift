/// An event an `XMLHttpRequest` (or its `upload` object) fires, as a value the binding turns
/// into an `Event` (`readystatechange`) or a `ProgressEvent` (the others).
/// https://xhr.spec.whatwg.org/#events
public struct XMLHttpRequestEvent: Equatable, Sendable {
  /// The event type. https://xhr.spec.whatwg.org/#event-handlers
  public enum Kind: String, Sendable {
    case readystatechange, loadstart, progress, abort, error, load, timeout, loadend
  }

  /// Where the event is fired.
  public enum Target: Sendable {
    /// The `XMLHttpRequest` object.
    case request
    /// Its `upload` (`XMLHttpRequestUpload`) object.
    case upload
  }

  /// The type.
  public var kind: Kind
  /// The target.
  public var target: Target
  /// `loaded` of the progress event (0 for `readystatechange`).
  public var loaded: Int
  /// `total` of the progress event (0 when unknown).
  public var total: Int

  /// Makes an event value.
  public init(_ kind: Kind, target: Target = .request, loaded: Int = 0, total: Int = 0) {
    self.kind = kind
    self.target = target
    self.loaded = loaded
    self.total = total
  }

  /// Whether the binding makes a `ProgressEvent` (every type but `readystatechange`).
  public var isProgressEvent: Bool { kind != .readystatechange }

  /// `lengthComputable`: whether `total` is known (non-zero).
  /// https://xhr.spec.whatwg.org/#concept-event-fire-progress
  public var lengthComputable: Bool { total != 0 }
}
