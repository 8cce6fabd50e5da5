import DOM

/// The window's `navigator`: the browser identity of the device profile, and `sendBeacon`,
/// which is recorded (the runtime is offline) and reported as queued.
///
/// Absent on purpose, as in Safari: `doNotTrack` (removed), `userAgentData` (never shipped).
/// Absent because they need a permission or a user gesture the runtime cannot give:
/// `clipboard`, `share`, `canShare`, `geolocation`, `mediaDevices`.
///
/// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
public final class Navigator {
  /// The browser identity.
  public var profile: NavigatorProfile
  /// The document whose base URL beacon URLs resolve against.
  public let document: Document
  /// Where beacons are recorded.
  public let log: NavigationLog

  init(profile: NavigatorProfile, document: Document, log: NavigationLog) {
    self.profile = profile
    self.document = document
    self.log = log
  }

  /// `navigator.sendBeacon(url, data)`: parses `url` (a `TypeError` when it does not parse,
  /// or is not HTTP(S)), records it with a description of the data, and returns true (the
  /// beacon counts as queued; nothing is sent).
  ///
  /// https://w3c.github.io/beacon/#sendbeacon-method
  public func sendBeacon(_ url: String, dataDescription: String?) throws(TypeError) -> Bool {
    guard let parsed = document.encodingParseURL(url) else {
      throw TypeError("This URL is invalid")
    }
    guard parsed.scheme == "http" || parsed.scheme == "https" else {
      throw TypeError("Beacons are only supported over HTTP(S).")
    }
    log.recordNavigation(.beacon, url: parsed.href, detail: dataDescription)
    return true
  }
}
