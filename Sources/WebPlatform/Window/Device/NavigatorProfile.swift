/// The browser identity `navigator` reports: Safari on iOS by default, Safari on macOS for a
/// later `--platform macos`.
///
/// Choices: `onLine` is true (a saved page was online when it was saved, and scripts often stop
/// when offline); `hardwareConcurrency` is 4 on iPhone and 8 on Mac (WebKit caps the real
/// count); `pdfViewerEnabled` is true (both show PDFs inline); `doNotTrack` is absent (Safari
/// removed it); there is no `userAgentData` (Safari has none).
///
/// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
public struct NavigatorProfile: Equatable, Sendable {
  /// `navigator.userAgent`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-useragent
  public var userAgent: String
  /// `navigator.platform`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-platform
  public var platform: String
  /// `navigator.vendor`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-vendor
  public var vendor = "Apple Computer, Inc."
  /// `navigator.vendorSub`.
  public var vendorSub = ""
  /// `navigator.product`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-product
  public var product = "Gecko"
  /// `navigator.productSub` (WebKit's fixed value).
  public var productSub = "20030107"
  /// `navigator.appName`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appname
  public var appName = "Netscape"
  /// `navigator.appCodeName`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appcodename
  public var appCodeName = "Mozilla"
  /// `navigator.language`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-language
  public var language = "en-US"
  /// `navigator.languages`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-languages
  public var languages = ["en-US"]
  /// `navigator.cookieEnabled`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-cookieenabled
  public var cookieEnabled = true
  /// `navigator.onLine`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-online
  public var onLine = true
  /// `navigator.hardwareConcurrency`.
  ///
  /// https://html.spec.whatwg.org/multipage/workers.html#dom-navigator-hardwareconcurrency
  public var hardwareConcurrency: Int
  /// `navigator.maxTouchPoints`. https://w3c.github.io/pointerevents/#dom-navigator-maxtouchpoints
  public var maxTouchPoints: Int
  /// `navigator.webdriver`.
  ///
  /// https://w3c.github.io/webdriver/#dom-navigatorautomationinformation-webdriver
  public var webdriver = false
  /// `navigator.pdfViewerEnabled`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-pdfviewerenabled
  public var pdfViewerEnabled = true
  /// iOS's `navigator.standalone` (false in Safari), or `nil` where it does not exist (macOS).
  public var standalone: Bool?

  /// Makes a profile.
  public init(
    userAgent: String, platform: String, hardwareConcurrency: Int, maxTouchPoints: Int,
    standalone: Bool? = nil
  ) {
    self.userAgent = userAgent
    self.platform = platform
    self.hardwareConcurrency = hardwareConcurrency
    self.maxTouchPoints = maxTouchPoints
    self.standalone = standalone
  }

  /// `navigator.appVersion`: the user agent without its leading `Mozilla/`.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-appversion
  public var appVersion: String {
    userAgent.hasPrefix("Mozilla/") ? String(userAgent.dropFirst("Mozilla/".count)) : userAgent
  }

  /// Safari 18 on iOS (an iPhone).
  public static let iOSSafari = NavigatorProfile(
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 "
      + "(KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    platform: "iPhone", hardwareConcurrency: 4, maxTouchPoints: 5, standalone: false)

  /// Safari 18 on macOS (the user agent keeps the frozen `10_15_7`).
  public static let macOSSafari = NavigatorProfile(
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 "
      + "(KHTML, like Gecko) Version/18.0 Safari/605.1.15",
    platform: "MacIntel", hardwareConcurrency: 8, maxTouchPoints: 0)
}
