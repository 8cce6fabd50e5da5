import DOM
import JSCore

/// `location` of a same-origin frame's window (``FrameLocation``): the frame's URL and its
/// parts, read-only; `href` assignment, `assign()` and `replace()` are recorded as navigations
/// but do not change the frame. Hidden; `[object Location]`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
enum FrameLocationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FrameLocation", members: generatedMembers,
    exposure: .hidden, modelType: FrameLocation.self, toStringTag: "Location")
}

extension FrameLocation {
  /// The frame's URL as a URL object, for its parts (nil: no URL, every part "").
  private var parts: DOMURL? { url.map(DOMURL.init) }

  /// `href`. https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href
  var href: String { parts?.href ?? "" }

  /// Sets `href`: a navigation recorded, the frame keeping its document.
  func setHref(_ url: String) throws { try navigate(to: url, kind: .hrefSet) }

  /// `origin`: the frame window's.
  var origin: String { window.origin }

  /// `protocol`.
  var urlProtocol: String { parts?.protocol ?? "" }

  /// `host`.
  var host: String { parts?.host ?? "" }

  /// `hostname`.
  var hostname: String { parts?.hostname ?? "" }

  /// `port`.
  var port: String { parts?.port ?? "" }

  /// `pathname`.
  var pathname: String { parts?.pathname ?? "" }

  /// `search`.
  var search: String { parts?.search ?? "" }

  /// `hash`.
  var hash: String { parts?.hash ?? "" }

  /// `assign(url)`: a navigation recorded.
  func assign(_ url: String) throws { try navigate(to: url, kind: .assign) }

  /// `replace(url)`: a navigation recorded.
  func replace(_ url: String) throws { try navigate(to: url, kind: .replace) }

  /// `reload()`: the frame keeps its document.
  func reload() {}
}

/// `location` of a cross-origin frame's window (``CrossOriginFrameLocation``): only assigning
/// `href` and `replace()` work; anything else throws the cross-origin `SecurityError`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
enum CrossOriginFrameLocationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CrossOriginFrameLocation", members: generatedMembers,
    exposure: .hidden, legacyPlatformObject: CrossOriginFrameWindowBinding.blocking,
    modelType: CrossOriginFrameLocation.self, toStringTag: "Location")

  /// `href`: reading it throws the cross-origin `SecurityError` (whatever `this` is); setting
  /// it records a navigation.
  static let customHref = BindingMember.attribute(
    "href", get: { call in throw call.world.crossOriginFrameError() },
    set: { call in
      try call.this(CrossOriginFrameLocation.self).navigate(to: try call.string(0), kind: .hrefSet)
    })
}
