import DOM
import JSCore

/// `HTMLMediaElement`: reflected attributes plus the playback state of a media element that
/// never loads (offline there is no media data): `paused` true, `currentTime` 0, `duration`
/// NaN, `readyState` `HAVE_NOTHING`, `networkState` `NETWORK_EMPTY` without a source else
/// `NETWORK_NO_SOURCE`; `play()` returns a promise rejected with `NotAllowedError`, as Safari
/// does for a script without a user gesture; `canPlayType` answers `"maybe"` for the audio and
/// video types Safari plays and `""` otherwise. `muted`, `volume`, `playbackRate` and
/// `currentTime` keep what is set on the wrapper's element.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
enum HTMLMediaElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLMediaElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLMediaElement") + constants
      + ownMembers)

  private static let constants: [BindingMember] = [
    .constant("NETWORK_EMPTY", 0), .constant("NETWORK_IDLE", 1),
    .constant("NETWORK_LOADING", 2), .constant("NETWORK_NO_SOURCE", 3),
    .constant("HAVE_NOTHING", 0), .constant("HAVE_METADATA", 1),
    .constant("HAVE_CURRENT_DATA", 2), .constant("HAVE_FUTURE_DATA", 3),
    .constant("HAVE_ENOUGH_DATA", 4),
  ]

  /// The MIME types Safari can play (`canPlayType` answers `"maybe"`).
  static let playableTypes: Set<String> = [
    "audio/mpeg", "audio/mp4", "audio/aac", "audio/x-m4a", "audio/wav", "audio/x-wav",
    "audio/flac", "audio/webm", "audio/ogg", "video/mp4", "video/quicktime", "video/webm",
    "video/x-m4v", "application/vnd.apple.mpegurl", "application/x-mpegurl",
  ]

  private static func media(_ call: BindingCall) throws -> Element {
    try call.this(Element.self)
  }

  /// A per-element number kept in the world (volume, playback rate…).
  private static func stored(
    _ name: String, default value: Double,
    validate: @escaping @Sendable (Double) throws -> Void = { _ in }
  ) -> BindingMember {
    .attribute(
      name,
      get: { call in
        let element = try media(call)
        return .number(call.world.mediaState(of: element)[name] ?? value)
      },
      set: { call in
        let element = try media(call)
        let number = try call.double(0)
        try validate(number)
        call.world.setMediaState(of: element, name, number)
      })
  }

  private static let ownMembers: [BindingMember] = [
    .readonly("currentSrc") { call in
      let element = try media(call)
      return .string(element.hasAttribute("src") ? element.reflectedURL(attribute: "src") : "")
    },
    .readonly("networkState") { call in
      .number(try media(call).hasAttribute("src") ? 3 : 0)
    },
    .readonly("readyState") { call in
      _ = try media(call)
      return .number(0)
    },
    .readonly("paused") { call in
      _ = try media(call)
      return .boolean(true)
    },
    .readonly("ended") { call in
      _ = try media(call)
      return .boolean(false)
    },
    .readonly("seeking") { call in
      _ = try media(call)
      return .boolean(false)
    },
    .readonly("duration") { call in
      _ = try media(call)
      return .number(.nan)
    },
    .readonly("error") { call in
      _ = try media(call)
      return .null
    },
    stored("currentTime", default: 0),
    stored("defaultPlaybackRate", default: 1),
    stored("playbackRate", default: 1),
    stored("volume", default: 1) { volume in
      guard (0...1).contains(volume) else {
        throw DOMException(.indexSizeError, "The volume must be between 0 and 1.")
      }
    },
    .attribute(
      "muted",
      get: { call in
        let element = try media(call)
        let muted = call.world.mediaState(of: element)["muted"].map { $0 != 0 }
        return .boolean(muted ?? element.hasAttribute("muted"))
      },
      set: { call in
        let element = try media(call)
        call.world.setMediaState(of: element, "muted", call.boolean(0) ? 1 : 0)
      }),
    .operation("play") { call in
      _ = try media(call)
      return .value(
        try call.settledPromise(
          rejection: DOMException(
            .notAllowedError,
            "The request is not allowed by the user agent or the platform in the current "
              + "context, possibly because the user denied permission.")))
    },
    .operation("pause") { call in
      _ = try media(call)
      return .undefined
    },
    .operation("load") { call in
      _ = try media(call)
      return .undefined
    },
    .operation("fastSeek", length: 1) { call in
      _ = try media(call)
      return .undefined
    },
    .operation("canPlayType", length: 1) { call in
      _ = try media(call)
      try call.requireArguments(1)
      let type = try call.string(0).split(separator: ";").first.map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      return .string(type.map { playableTypes.contains($0) } == true ? "maybe" : "")
    },
  ]
}

/// `HTMLVideoElement`: reflected attributes; no video is decoded, so the intrinsic size is 0.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement
enum HTMLVideoElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLVideoElement", parent: HTMLMediaElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLVideoElement") + [
      .readonly("videoWidth") { call in
        _ = try call.this(Element.self)
        return .number(0)
      },
      .readonly("videoHeight") { call in
        _ = try call.this(Element.self)
        return .number(0)
      },
    ])
}

/// The legacy factory function `Audio(src)`: an `audio` element with `preload="auto"`.
///
/// https://html.spec.whatwg.org/multipage/media.html#dom-audio
enum AudioFactoryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Audio", parent: HTMLMediaElementBinding.definition,
    constructor: BindingConstructor { call in
      let audio = try call.world.runtime.document.createElement("audio")
      audio.setAttributeValue(localName: "preload", "auto")
      if let src = try call.optionalString(0) { audio.setAttributeValue(localName: "src", src) }
      return call.world.wrapper(for: audio)
    })
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
}
