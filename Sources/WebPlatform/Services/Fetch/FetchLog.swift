/// One request the offline fetcher answered, for the run report.
/// https://fetch.spec.whatwg.org/#concept-fetch
public struct FetchLogEntry: Equatable, Sendable {
  /// How the request ended.
  public enum Outcome: Equatable, Sendable {
    /// Served with this status (after redirects) and response type.
    case served(status: Int, type: ResponseType)
    /// A network error because the store has no resource for the URL.
    case notFound
    /// A network error because the request's policy refused it (see ``NetworkError/Reason``).
    case blocked(reason: String)
    /// Any other network error (a bad `data:` or `blob:` URL, an unsupported scheme, …).
    case failed(NetworkError.Reason)
  }

  /// The request method, e.g. `GET`.
  public var method: String
  /// The requested URL, serialized (with its fragment, as the script gave it).
  public var url: String
  /// What made the request.
  public var initiator: FetchInitiator
  /// How it ended.
  public var outcome: Outcome

  /// Makes an entry.
  public init(method: String, url: String, initiator: FetchInitiator, outcome: Outcome) {
    self.method = method
    self.url = url
    self.initiator = initiator
    self.outcome = outcome
  }
}

/// The ordered record of every request the offline fetcher answered.
public final class FetchLog {
  /// The entries, oldest first.
  public private(set) var entries: [FetchLogEntry] = []

  /// Makes an empty log.
  public init() {}

  /// Appends `entry`.
  public func record(_ entry: FetchLogEntry) {
    entries.append(entry)
  }

  /// Removes every entry.
  public func removeAll() {
    entries.removeAll()
  }
}
