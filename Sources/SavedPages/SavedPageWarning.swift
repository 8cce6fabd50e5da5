/// Something a loader skipped or repaired while still producing a page: a damaged resource
/// that was dropped, a message cut short. Browsers load such archives; so does
/// ``SavedPageLoader``, and it records each problem here.
public struct SavedPageWarning: Hashable, Sendable, CustomStringConvertible {
  /// The resource the warning is about: its URL, `cid:` name or `MIME part N`; `nil` for the
  /// whole file.
  public var location: String?
  /// What was wrong and what the loader did about it.
  public var reason: String

  /// Creates a warning.
  public init(location: String?, reason: String) {
    self.location = location
    self.reason = reason
  }

  /// `LOCATION: REASON`, or the reason alone when there is no location.
  public var description: String {
    guard let location else { return reason }
    return "\(location): \(reason)"
  }
}
