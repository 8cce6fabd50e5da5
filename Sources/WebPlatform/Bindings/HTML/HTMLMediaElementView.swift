import DOM
import JSCore

/// The playback state of a media element that never loads (offline there is no media data),
/// which `Bindings/IDL/HTMLMediaElement.webidl`'s rows read: `paused` true, `currentTime` 0,
/// `duration` NaN, `readyState` `HAVE_NOTHING`, `networkState` `NETWORK_EMPTY` without a
/// source else `NETWORK_NO_SOURCE`; `play()` returns a promise rejected with
/// `NotAllowedError`, as Safari does for a script without a user gesture; `canPlayType`
/// answers `"maybe"` for the audio and video types Safari plays and `""` otherwise. `muted`,
/// `volume`, `playbackRate` and `currentTime` keep what a script set, in the world.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
struct HTMLMediaElementView {
  /// The media element.
  let element: Element
  /// The world keeping what its scripts set.
  unowned(unsafe) let world: World

  init(_ element: Element, world: World) {
    self.element = element
    self.world = world
  }

  /// The MIME types Safari can play (`canPlayType` answers `"maybe"`).
  static let playableTypes: Set<String> = [
    "audio/mpeg", "audio/mp4", "audio/aac", "audio/x-m4a", "audio/wav", "audio/x-wav",
    "audio/flac", "audio/webm", "audio/ogg", "video/mp4", "video/quicktime", "video/webm",
    "video/x-m4v", "application/vnd.apple.mpegurl", "application/x-mpegurl",
  ]

  /// `error`: none (nothing loads, so nothing fails).
  var error: AnyObject? { nil }

  /// `currentSrc`: the resolved `src`, or "".
  var currentSrc: String {
    element.hasAttribute("src") ? element.reflectedURL(attribute: "src") : ""
  }

  /// `networkState`: `NETWORK_NO_SOURCE` (3) with a `src`, else `NETWORK_EMPTY` (0).
  var networkState: Int { element.hasAttribute("src") ? 3 : 0 }

  /// `readyState`: `HAVE_NOTHING`.
  var readyState: Int { 0 }

  /// `seeking`: false.
  var seeking: Bool { false }

  /// `duration`: NaN (no media data).
  var duration: Double { .nan }

  /// `paused`: true (nothing plays).
  var paused: Bool { true }

  /// `ended`: false.
  var ended: Bool { false }

  /// `currentTime`: what a script set, else 0.
  var currentTime: Double {
    get { stored("currentTime", default: 0) }
    nonmutating set { store("currentTime", newValue) }
  }

  /// `defaultPlaybackRate`: what a script set, else 1.
  var defaultPlaybackRate: Double {
    get { stored("defaultPlaybackRate", default: 1) }
    nonmutating set { store("defaultPlaybackRate", newValue) }
  }

  /// `playbackRate`: what a script set, else 1.
  var playbackRate: Double {
    get { stored("playbackRate", default: 1) }
    nonmutating set { store("playbackRate", newValue) }
  }

  /// `volume`: what a script set, else 1.
  var volume: Double { stored("volume", default: 1) }

  /// Sets `volume`: an `IndexSizeError` outside 0…1.
  ///
  /// https://html.spec.whatwg.org/multipage/media.html#dom-media-volume
  func setVolume(_ volume: Double) throws {
    guard (0...1).contains(volume) else {
      throw DOMException(.indexSizeError, "The volume must be between 0 and 1.")
    }
    store("volume", volume)
  }

  /// `muted`: what a script set, else whether the element has a `muted` attribute.
  var muted: Bool {
    get { world.mediaState(of: element)["muted"].map { $0 != 0 } ?? element.hasAttribute("muted") }
    nonmutating set { store("muted", newValue ? 1 : 0) }
  }

  /// `play()`: a promise rejected with `NotAllowedError` (no user gesture).
  func play() throws -> JSValue {
    try world.settledPromise(
      rejection: DOMException(
        .notAllowedError,
        "The request is not allowed by the user agent or the platform in the current "
          + "context, possibly because the user denied permission."))
  }

  /// `pause()`: nothing plays.
  func pause() {}

  /// `load()`: nothing loads.
  func load() {}

  /// `fastSeek(time)`: nothing to seek.
  ///
  /// https://html.spec.whatwg.org/multipage/media.html#dom-media-fastseek
  func fastSeek(_ time: Double) {}

  /// `canPlayType(type)`: "maybe" for a type Safari plays (parameters ignored), else "".
  func canPlayType(_ type: String) -> CanPlayTypeResult {
    let essence = type.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    return essence.map { Self.playableTypes.contains($0) } == true ? .maybe : .empty
  }

  private func stored(_ name: String, default value: Double) -> Double {
    world.mediaState(of: element)[name] ?? value
  }

  private func store(_ name: String, _ value: Double) {
    world.setMediaState(of: element, name, value)
  }
}

/// `enum CanPlayTypeResult`.
///
/// https://html.spec.whatwg.org/multipage/media.html#canplaytyperesult
enum CanPlayTypeResult: String {
  case empty = ""
  case maybe
  case probably
}

/// A video element's decoded size: none is decoded, so 0.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement
struct HTMLVideoElementView {
  /// The video element.
  let element: Element

  init(_ element: Element) { self.element = element }

  /// `videoWidth`: 0.
  var videoWidth: Int { 0 }

  /// `videoHeight`: 0.
  var videoHeight: Int { 0 }
}

extension World {
  /// The playback numbers a script set on a media element (`volume`, `muted`…).
  func mediaState(of element: Element) -> [String: Double] {
    windowState.mediaState[ObjectIdentifier(element)] ?? [:]
  }

  /// Records a playback number of a media element.
  func setMediaState(of element: Element, _ name: String, _ value: Double) {
    windowState.mediaState[ObjectIdentifier(element), default: [:]][name] = value
  }

  /// A promise already resolved with `undefined`, or rejected with `rejection`.
  func settledPromise(rejection: DOMException?) throws -> JSValue {
    let deferred = try context.deferredPromise()
    if let rejection {
      _ = try deferred.reject.call(arguments: [wrapper(for: DOMExceptionObject(rejection))])
    } else {
      _ = try deferred.resolve.call(arguments: [context.undefined])
    }
    return deferred.promise
  }
}
